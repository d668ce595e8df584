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
}
