package sourced

import "testing"

// TestQuantifierSwapped checks that a claim's quantifier is not stated by
// the closest sentence's quantifier of the same noun that takes less of
// the group, or says that little holds, while a stronger one, the same
// one, "a few" for "some", a superlative's "the most", and a sentence
// that holds the claim's quantity elsewhere still ground. The sentences
// are written for this test.
func TestQuantifierSwapped(t *testing.T) {
	checkCodes(t, []codeCase{
		{"most for few", "Most Halden students preferred the new Lumo app.", "Few Halden students preferred the new Lumo app.", Unverified, ReasonWordDiffers},
		{"all for most", "All Halden students preferred the new Lumo app.", "Most Halden students preferred the new Lumo app.", Unverified, ReasonWordDiffers},
		{"few for most", "Few Halden students preferred the new Lumo app.", "Most Halden students preferred the new Lumo app.", Unverified, ReasonWordDiffers},
		{"few for a few", "Few Halden students preferred the new Lumo app.", "A few Halden students preferred the new Lumo app.", Unverified, ReasonWordDiffers},

		{"many for most", "Many Halden students preferred the new Lumo app.", "Most Halden students preferred the new Lumo app.", Grounded, ReasonSupported},
		{"some for a few", "Some Halden students preferred the new Lumo app.", "A few Halden students preferred the new Lumo app.", Grounded, ReasonSupported},
		{"the same", "Few Halden students preferred the new Lumo app.", "Few Halden students preferred the new Lumo app.", Grounded, ReasonSupported},
		{"a superlative", "Most Halden students liked the Lumo app.", "The Lumo app was the most popular among Halden students.", Grounded, ReasonSupported},
		{"a stronger one beside one that is not", "Many Tamsin vaccine recipients reported mild fever.",
			"Most Tamsin vaccine recipients reported mild fever, and few recipients had serious side effects.", Grounded, ReasonSupported},
		{"the claim's quantity elsewhere", "Very few Halden asteroids have been named to honor women.",
			"Although many Halden asteroids have been named, very few have been named to honor women.", Grounded, ReasonSupported},
	})
	checkReasons(t, []reasonCase{
		{"Most Halden students preferred the new Lumo app.", "Few Halden students preferred the new Lumo app.",
			`the source says "few" where the claim says "most"`},
	})
}
