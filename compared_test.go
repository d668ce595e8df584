package sourced

import "testing"

// TestComparisonUnstated checks that a claim comparing two names is not
// grounded by a passage that makes the comparison only the other way
// round, however it names the two, or makes it nowhere, and is by one
// that makes it the claim's way, from either side. The sentences are
// written for this test.
func TestComparisonUnstated(t *testing.T) {
	const lakes = "Lake Ardra covers 420 square kilometres, making it larger than nearby Lake Velm. Lake Velm is deeper, reaching 190 metres."
	const colleges = "Founded in 1872, Hartwell College is older than its rival, Pembry University. Pembry has more students than Hartwell."
	checkCodes(t, []codeCase{
		{"the subject a pronoun", "Lake Velm is larger than Lake Ardra.", lakes, Unverified, ReasonWordDiffers},
		{"no than, the subject before", "Lake Ardra is deeper than Lake Velm.", lakes, Unverified, ReasonWordDiffers},
		{"than past other words", "Pembry University is older than Hartwell College.", colleges, Unverified, ReasonWordDiffers},
		{"more of a noun", "Hartwell College has more students than Pembry University.", colleges, Unverified, ReasonWordDiffers},
		{"no comparison in the passage", "The Model S has a larger screen than the Model X.",
			"The Model X has a 6.7-inch screen and the Model S has a 6.1-inch screen. Both go on sale in November.", Unverified, ReasonWordDiffers},

		{"the claim's way round", "Lake Ardra is larger than Lake Velm.", lakes, Grounded, ReasonSupported},
		{"the claim's way, no than", "Lake Velm is deeper than Lake Ardra.", lakes, Grounded, ReasonSupported},
		{"from the other side", "Hartwell College is older than Pembry University.",
			"Pembry University, founded in 1905, is younger than Hartwell College.", Grounded, ReasonSupported},
		{"fewer for more", "Pembry University has more students than Hartwell College.",
			"Hartwell College has fewer students than Pembry University, its rival.", Grounded, ReasonSupported},
		{"less for more, the names swapped", "Beta earns less than Acme.", "Acme earns more than Beta.", Grounded, ReasonSupported},
		{"lower for higher, of possessives", "Beta's revenue is lower than Acme's.", "Acme's revenue is higher than Beta's.", Grounded, ReasonSupported},
		{"more for fewer, the cue far from than", "More people live in Stockholm than in Oslo.",
			"Fewer people live in Oslo than in Stockholm.", Grounded, ReasonSupported},
		{"cooler for hotter", "Mercury is cooler than Venus.", "Venus is hotter than Mercury.", Grounded, ReasonSupported},
		{"figures on both sides", "Ostrow spent $2.9 million, slightly less than Kessel at $3.1 million.",
			"Ostrow spent $2.9 million on the campaign. Kessel spent $3.1 million.", Grounded, ReasonSupported},
	})
	checkCodes(t, []codeCase{
		{"less for more, the same names' places", "Acme earns less than Beta.", "Acme earns more than Beta.", Contradicted, ReasonDirectionMismatch},
	})
	checkReasons(t, []reasonCase{
		{"Lake Velm is larger than Lake Ardra.", lakes,
			`the source says "Lake Ardra larger than Lake Velm" where the claim says "Lake Velm larger than Lake Ardra"`},
		{"The Model S has a larger screen than the Model X.", "The Model X has a 6.7-inch screen and the Model S has a 6.1-inch screen.",
			`the claim says "larger than", which the source does not say`},
	})
}
