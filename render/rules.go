package render

import (
	"github.com/sourced-dev/sourced"
	"sync"
)

// reasonHelp returns the description of each reason code for the rule
// metadata of SARIF: a short description a code-scanning page shows
// beside each finding. A code missing here (a newer engine's) is still
// reported, with a description that only names it. Built at first use
// rather than at every start of a program that may never write SARIF.
var reasonHelp = sync.OnceValue(func() map[sourced.ReasonCode]string {
	return map[sourced.ReasonCode]string{
		sourced.ReasonSupported:              "Every number, name and quote of the claim and most of its wording sit in one passage of one source.",
		sourced.ReasonNearVerbatim:           "A claim with no number or name appears almost word for word in one source sentence.",
		sourced.ReasonNumberMismatch:         "The passage about the claim's subject states a different figure of the same kind.",
		sourced.ReasonDirectionMismatch:      "The passage matches in every signal but says the opposite direction (rose / fell, more / less).",
		sourced.ReasonRolesSwapped:           "The passage matches in every signal but gives the two names either side of the claim's verb the other roles (\"Beta acquired Acme\" for \"Acme acquired Beta\").",
		sourced.ReasonNoSignals:              "The claim has no number, quote or name to test.",
		sourced.ReasonPreamble:               "A framing line such as \"Here's the summary:\", not a statement about the source.",
		sourced.ReasonMissingSignals:         "Some number, name or quote of the claim is in no passage together with the rest.",
		sourced.ReasonNegationMismatch:       "The closest source sentence has the opposite negation.",
		sourced.ReasonDirectionDiffers:       "The closest source sentence states the opposite direction, but not every signal matches.",
		sourced.ReasonLowCoverage:            "The names and numbers co-occur, but too little of what the claim says about them does.",
		sourced.ReasonWordDiffers:            "The passage states the claim's figure, date or name, but with a word of contrast bound to it (injured / killed, loss / profit, joined / left), or another quantifier of the claim's noun (few / most), or a qualifier of a role or rank the claim leaves bare (former chief executive / chief executive), or a finding only in animals (in mice), or one of the claim's words only with a negating prefix (unconstitutional / constitutional).",
		sourced.ReasonHedged:                 "The closest source sentence says it only as what may, might or could be, or is considered (\"may reduce\" for \"reduces\").",
		sourced.ReasonFirstWordOnly:          "Only the claim's capitalised opening word matched; there was no real anchor.",
		sourced.ReasonOtherSubject:           "The passage has the claim's number, or says what its subject did, but of another named subject.",
		sourced.ReasonQuoteOfOther:           "The passage quotes the claim's words, but as another speaker's.",
		sourced.ReasonOutsideCited:           "The claim names the numbered passage of the context it comes from, but only another passage supports it.",
		sourced.ReasonValueMismatch:          "A structured record gives one of its fields (a yes/no property, opening hours) another value than the claim.",
		sourced.ReasonGrounded:               "Citation mode: the cited work's text supports the claim.",
		sourced.ReasonContradicted:           "Citation mode: the cited work's text states otherwise.",
		sourced.ReasonLowGrounding:           "Citation mode: the claim's signals meet the cited work's text, but too little of the rest does.",
		sourced.ReasonNoGrounding:            "Citation mode: the cited work's text does not hold the claim's numbers, names or quotes.",
		sourced.ReasonUnresolved:             "Citation mode: the citation resolves to no real work, or names a reference entry that does not exist.",
		sourced.ReasonMetadataMismatch:       "Citation mode: a work was found, but its year, first author or title differ from the citation's.",
		sourced.ReasonRetracted:              "Citation mode: the cited work is retracted (or is itself a retraction notice); it is evidence for nothing.",
		sourced.ReasonNoContent:              "Citation mode: the cited work has no abstract and no body to check the claim against.",
		sourced.ReasonBackendError:           "Citation mode: a registry timed out, rate-limited or answered garbage; nothing was concluded.",
		sourced.ReasonJudged:                 "The LLM judge decided the claim, and its quote was found verbatim in a source.",
		sourced.ReasonJudgeQuoteNotFound:     "The judge decided the claim, but its quote is empty or in no source; the verdict was discarded.",
		sourced.ReasonJudgeQuoteLacksSignals: "The judge called the claim grounded with a quote that lacks one of its numbers, names or quoted phrases; discarded.",
		sourced.ReasonJudgeRefused:           "The judge refused to answer.",
		sourced.ReasonJudgeTruncated:         "The judge's answer was cut off at its output limit.",
		sourced.ReasonJudgeUnparseable:       "The judge's answer was not the JSON asked for.",
		sourced.ReasonJudgeTimeout:           "The judge did not answer in time.",
		sourced.ReasonJudgeUnavailable:       "The judge could not be reached, or answered with an error after retries.",
	}
})

// describeReason returns the description of a reason code.
func describeReason(code sourced.ReasonCode) string {
	if h, ok := reasonHelp()[code]; ok {
		return h
	}
	return "sourced reason code " + string(code) + "."
}
