package sourced

import "testing"

// TestTotalSwapped checks that a claim's figure said to be each one's is
// not grounded by a source's figure of all of them together, nor the
// other way round, and is by the same reading, or a time's "each week".
// The sentences are written for this test.
func TestTotalSwapped(t *testing.T) {
	checkCodes(t, []codeCase{
		{"each for a total", "Each Vexa scooter costs 12,000 dollars.",
			"Fennel City bought 40 Vexa scooters for a total of 12,000 dollars.", Unverified, ReasonWordDiffers},
		{"each for shared", "Each of the 20 Halden employees received a 1,000 dollar bonus.",
			"The 20 Halden employees shared a 1,000 dollar bonus.", Unverified, ReasonWordDiffers},
		{"a total for each", "The 20 Halden employees received 1,000 dollars in total.",
			"Each of the 20 Halden employees received 1,000 dollars.", Unverified, ReasonWordDiffers},

		{"each for in all", "The four Halden brothers received $1 million apiece.",
			"The four Halden brothers received $1 million in all.", Unverified, ReasonWordDiffers},
		{"each for jointly", "The two Halden firms paid $5 million each.",
			"The two Halden firms jointly paid $5 million.", Unverified, ReasonWordDiffers},
		{"a count each for altogether", "The three Halden firms employ 300 people each.",
			"The three Halden firms employ 300 people altogether.", Unverified, ReasonWordDiffers},

		{"each, and a total of another figure past a comma", "Each of the three Halden sisters inherited $2 million.",
			"The three Halden sisters inherited $2 million apiece, a total of $6 million.", Grounded, ReasonSupported},
		{"a total, and each of another figure", "The company paid a total of $4 million to the two Halden founders.",
			"The company paid the two Halden founders $2 million each, or $4 million in total.", Grounded, ReasonSupported},
		{"each for each", "Each Vexa scooter costs 1,200 dollars.",
			"Fennel City bought 40 Vexa scooters at 1,200 dollars each.", Grounded, ReasonSupported},
		{"a time's each", "The Corvin clinic takes in new patients each month, with 40 new patients in May.",
			"The Corvin clinic still takes in new patients each month: 40 in total in May.", Grounded, ReasonSupported},
		{"a market share", "Acme holds a 30% market share in Ohio.",
			"Acme and Beta each hold 30% of the market in Ohio.", Grounded, ReasonSupported},
	})
	checkReasons(t, []reasonCase{
		{"The four Halden brothers received $1 million apiece.", "The four Halden brothers received $1 million in all.",
			`the source says "in all" where the claim says "apiece"`},
	})
}
