package sourced

import "testing"

// TestQuoteOfOtherSpeaker checks that words a sentence quotes as one
// speaker's, in a clause of their own, ground no claim that gives them to
// a speaker another clause quotes, and still ground the claim of their own
// speaker, or of one who says both. The sentences are written for this
// test.
func TestQuoteOfOtherSpeaker(t *testing.T) {
	const both = `Varga called the plan "a bold gamble", while Okafor called it "a costly mistake".`
	checkCodes(t, []codeCase{
		{"another clause's words", `Varga called the plan "a costly mistake".`, both, Unverified, ReasonQuoteOfOther},
		{"the speaker after the quote", `Varga called the plan "a costly mistake".`,
			`"It is a bold gamble," Varga said, but Okafor called it "a costly mistake".`, Unverified, ReasonQuoteOfOther},

		{"the speaker's own words", `Okafor called the plan "a costly mistake".`, both, Grounded, ReasonSupported},
		{"the first speaker's own words", `Varga called the plan "a bold gamble".`, both, Grounded, ReasonSupported},
		{"one speaker saying both", `Varga called the plan "a costly mistake".`,
			`Varga called the plan "a bold gamble" but later called it "a costly mistake".`, Grounded, ReasonSupported},
	})
	// Each family of quotation marks quotes two speakers alike.
	for _, marks := range [][2]string{{"\u201c", "\u201d"}, {"'", "'"}, {"\u2018", "\u2019"}, {"\u00ab", "\u00bb"}, {"\u201e", "\u201c"}} {
		q := func(s string) string { return marks[0] + s + marks[1] }
		both := "Varga called the plan " + q("a bold gamble") + ", while Okafor called it " + q("a costly mistake") + "."
		checkCodes(t, []codeCase{
			{"another clause's words in " + q(""), "Varga called the plan " + q("a costly mistake") + ".", both, Unverified, ReasonQuoteOfOther},
			{"the speaker's own words in " + q(""), "Okafor called the plan " + q("a costly mistake") + ".", both, Grounded, ReasonSupported},
		})
	}
	// Apostrophes are no quotes: one quoted speaker beside them.
	checkCodes(t, []codeCase{
		{"apostrophes", `Varga's team called Okafor's plan "a costly mistake".`,
			`Varga's team called Okafor's plan "a costly mistake", and Okafor's aides replied at once.`, Grounded, ReasonSupported},
	})
}
