package sourced

import (
	"slices"

	"github.com/sourced-dev/sourced/internal/signals"
)

// MaxText is the length in bytes of the longest text the checker reads:
// an output, a source or a batch line (2 GiB less a byte). The package's
// functions panic for a sentence or line longer than that.
const MaxText = signals.MaxTokenized

// Verdict is what the checker says of one claim. It is one of exactly three
// values, spelled as in the JSON contract.
type Verdict string

// The three verdicts.
const (
	// Grounded: one passage of one source states every number, name and
	// quote of the claim together with most of its wording.
	Grounded Verdict = "grounded"
	// Contradicted: a passage about the same named subject states a
	// different figure of the same kind, and the source states the claim's
	// figure nowhere near that subject.
	Contradicted Verdict = "contradicted"
	// Unverified: neither could be shown. The reason says why.
	Unverified Verdict = "unverified"
)

// ReasonCode is the machine-readable reason behind a verdict. Codes are
// stable: tools may switch on them.
type ReasonCode string

// Reason codes. Each verdict has its own set.
const (
	// ReasonSupported (grounded): every signal and most of the wording sit in
	// one passage of one source.
	ReasonSupported ReasonCode = "supported"
	// ReasonNearVerbatim (grounded): a claim with no number or name appears
	// almost word for word in one source sentence, same polarity and direction.
	ReasonNearVerbatim ReasonCode = "near_verbatim"

	// ReasonNumberMismatch (contradicted): the passage about the claim's
	// subject states a different figure of the same kind.
	ReasonNumberMismatch ReasonCode = "number_mismatch"
	// ReasonDirectionMismatch (contradicted): the passage matches in every
	// signal, but says the opposite direction (rose / fell, more / less,
	// before / after, won / lost); its reason names both cues.
	ReasonDirectionMismatch ReasonCode = "direction_mismatch"
	// ReasonRolesSwapped (contradicted): the passage matches in every
	// signal, but gives two names the claim sets either side of a verb
	// the other roles ("Beta acquired Acme" for "Acme acquired Beta");
	// its reason quotes both.
	ReasonRolesSwapped ReasonCode = "roles_swapped"

	// ReasonNoSignals (unverified): no number, quote or name to test.
	ReasonNoSignals ReasonCode = "no_checkable_signals"
	// ReasonPreamble (unverified): a framing line such as
	// "Here's the summary:", not a statement about the source.
	ReasonPreamble ReasonCode = "preamble"
	// ReasonMissingSignals (unverified): some number, name or quote of the
	// claim is in no passage together with the rest.
	ReasonMissingSignals ReasonCode = "missing_signals"
	// ReasonNegationMismatch (unverified): the closest source sentence has
	// the opposite negation.
	ReasonNegationMismatch ReasonCode = "negation_mismatch"
	// ReasonDirectionDiffers (unverified): the closest source sentence states
	// the opposite direction, but not every signal matches.
	ReasonDirectionDiffers ReasonCode = "direction_differs"
	// ReasonLowCoverage (unverified): the names and numbers co-occur but too
	// little of what the claim says about them does.
	ReasonLowCoverage ReasonCode = "low_coverage"
	// ReasonWordDiffers (unverified): the passage states the claim's
	// figure, date or name, but with a word of contrast bound to it in
	// place of the claim's ("injured 12 people" where the claim says
	// "killed 12 people", "joined Acme in 2015" where it says "left Acme in
	// 2015"), or quantifies the claim's noun otherwise ("few students"
	// where it says "most students"), or qualifies a role the claim leaves
	// bare ("former chief executive" where it says "chief executive"), or
	// holds one of the claim's words only with a negating prefix added
	// ("unconstitutional" for "constitutional"), or says one of them the
	// other way ("fell slightly" where it says "fell sharply", "was
	// shortlisted for" where it says "won"); its reason names both words.
	ReasonWordDiffers ReasonCode = "word_differs"
	// ReasonHedged (unverified): the source's closest sentence says what
	// the claim says only as what may, might or could be, or is being
	// considered ("may reduce", "could cut"), or only asks whether it is
	// so ("Is Acme leaving Ohio?"), or says it only on a condition ("will
	// strike unless …"), where the claim states it as so.
	ReasonHedged ReasonCode = "hedged"
	// ReasonFirstWordOnly (unverified): only the claim's capitalised opening
	// word matched; there was no real anchor.
	ReasonFirstWordOnly ReasonCode = "first_word_only"
	// ReasonOtherSubject (unverified): the passage has the claim's number,
	// but it belongs to another named subject; or it says what the claim's
	// subject did only of another name ("Osric led the trial" for "Harlow
	// led the trial").
	ReasonOtherSubject ReasonCode = "number_of_other_subject"
	// ReasonQuoteOfOther (unverified): the passage quotes the claim's
	// words, but as another speaker's.
	ReasonQuoteOfOther ReasonCode = "quote_of_other_speaker"
	// ReasonOutsideCited (unverified): the claim names the numbered passage
	// of the context it comes from ("(Passage 2)", or a heading
	// "Passage 2:" above it), but only another passage supports it.
	ReasonOutsideCited ReasonCode = "outside_cited_passage"
	// ReasonValueMismatch (contradicted): a structured record gives a
	// field another value than the claim ("offers free WiFi" against
	// "WiFi: no", "9 am to 6 pm" against "9:0-17:0").
	ReasonValueMismatch ReasonCode = "value_mismatch"

	// ReasonJudged (grounded or contradicted): the LLM judge decided the
	// claim, and its quote was found verbatim in a source.
	ReasonJudged ReasonCode = "judged"
	// ReasonJudgeQuoteNotFound (unverified): the judge decided the claim,
	// but its quote is empty or not in any source; the verdict was
	// discarded.
	ReasonJudgeQuoteNotFound ReasonCode = "judge_quote_not_found"
	// ReasonJudgeQuoteLacksSignals (unverified): the judge called the claim
	// grounded with a real quote that lacks one of the claim's numbers,
	// names or quoted phrases; the verdict was discarded.
	ReasonJudgeQuoteLacksSignals ReasonCode = "judge_quote_lacks_signals"
	// ReasonJudgeRefused (unverified): the judge refused to answer.
	ReasonJudgeRefused ReasonCode = "judge_refused"
	// ReasonJudgeTruncated (unverified): the judge's answer was cut off at
	// its output limit.
	ReasonJudgeTruncated ReasonCode = "judge_truncated"
	// ReasonJudgeUnparseable (unverified): the judge's answer was not the
	// JSON asked for.
	ReasonJudgeUnparseable ReasonCode = "judge_unparseable"
	// ReasonJudgeTimeout (unverified): the judge did not answer in time.
	ReasonJudgeTimeout ReasonCode = "judge_timeout"
	// ReasonJudgeUnavailable (unverified): the judge could not be reached
	// or answered with an error (rate limit, overload, server error, bad
	// credentials), after retries.
	ReasonJudgeUnavailable ReasonCode = "judge_unavailable"
)

// Signals are the concrete, matchable facts found in a claim.
type Signals struct {
	// Numbers holds each figure in canonical form: value, then kind or
	// unit where known (for example "56000000000 USD", "8%", "1921 year").
	Numbers []string `json:"numbers"`
	// Entities holds the names, as written.
	Entities []string `json:"entities"`
	// Quotes holds the quoted phrases, without their quote marks.
	Quotes []string `json:"quotes"`
}

// Evidence is a passage of one source that a verdict rests on.
type Evidence struct {
	// Source names the source: its file name, or "1", "2", … by position.
	Source string `json:"source"`
	// Start and End are offsets in Unicode code points into that source.
	Start int `json:"start"`
	End   int `json:"end"`
	// Text is the passage itself.
	Text string `json:"text"`
}

// Contradiction details a contradicted claim.
type Contradiction struct {
	// ClaimNumber is the claim's figure, as written in the claim.
	ClaimNumber string `json:"claim_number"`
	// Entity is the name the claim and the passage share.
	Entity string `json:"entity"`
	// SourceNumbersNearby are the passage's figures near that name, as
	// written in the source.
	SourceNumbersNearby []string `json:"source_numbers_nearby"`
}

// Claim is one sentence or line of the checked output, with its verdict.
type Claim struct {
	// Text is the claim as it stands in the output.
	Text string `json:"text"`
	// Start and End are offsets in Unicode code points into the output.
	Start int `json:"start"`
	End   int `json:"end"`
	// Verdict is grounded, contradicted or unverified.
	Verdict Verdict `json:"verdict"`
	// ReasonCode is the machine-readable reason.
	ReasonCode ReasonCode `json:"reason_code"`
	// Reason is the same reason, for a person.
	Reason string `json:"reason"`
	// Signals are what the claim was tested on.
	Signals Signals `json:"signals"`
	// Evidence is the passage the verdict rests on, if any.
	Evidence []Evidence `json:"evidence"`
	// Contradictions is set only for contradicted claims.
	Contradictions []Contradiction `json:"contradictions,omitempty"`
	// Citation is set in citation mode: the citation the claim was
	// checked through.
	Citation *Citation `json:"citation,omitempty"`
	// Work is set in citation mode when the citation resolved: the work
	// the claim was checked against.
	Work *Work `json:"work,omitempty"`
	// Judge is set only when the LLM judge decided the claim.
	Judge *JudgeNote `json:"judge,omitempty"`
}

// FailsOn reports whether c fails a gate that names verdicts: its verdict
// is one of them and it is a statement, not a preamble. A heading or label
// ("## Key findings", "Summary:") is reported as unverified with reason
// code preamble, but it says nothing about the source that could be
// wrong, so no gate fails on it.
func (c *Claim) FailsOn(verdicts ...Verdict) bool {
	return c.ReasonCode != ReasonPreamble && slices.Contains(verdicts, c.Verdict)
}

// Counts tallies the verdicts of a report.
type Counts struct {
	Grounded     int `json:"grounded"`
	Contradicted int `json:"contradicted"`
	Unverified   int `json:"unverified"`
}

// Add counts one more verdict.
func (c *Counts) Add(v Verdict) {
	switch v {
	case Grounded:
		c.Grounded++
	case Contradicted:
		c.Contradicted++
	default:
		c.Unverified++
	}
}

// Plus returns the sum of two tallies.
func (c Counts) Plus(o Counts) Counts {
	return Counts{
		Grounded:     c.Grounded + o.Grounded,
		Contradicted: c.Contradicted + o.Contradicted,
		Unverified:   c.Unverified + o.Unverified,
	}
}

// Total is the number of claims counted.
func (c Counts) Total() int { return c.Grounded + c.Contradicted + c.Unverified }

// Report is the result of checking one output: every claim in output order,
// and the tally. Every renderer is fed a Report.
type Report struct {
	Claims []Claim `json:"claims"`
	Counts Counts  `json:"counts"`
	// Judge is set only when the report was checked with a judge
	// (WithJudge).
	Judge *JudgeSummary `json:"judge,omitempty"`
}

// FailsOn reports whether r fails a gate that names verdicts: some claim
// fails it (see Claim.FailsOn). It is what --fail-on and AssertGrounded
// apply.
func (r *Report) FailsOn(verdicts ...Verdict) bool {
	for i := range r.Claims {
		if r.Claims[i].FailsOn(verdicts...) {
			return true
		}
	}
	return false
}

// Has reports whether any claim has one of the given verdicts.
func (r *Report) Has(verdicts ...Verdict) bool {
	for _, c := range r.Claims {
		for _, v := range verdicts {
			if c.Verdict == v {
				return true
			}
		}
	}
	return false
}

// Source is one named source document.
type Source struct {
	// Name identifies the source in evidence (a file name, a URL, an id).
	Name string
	// Text is the document.
	Text string
}
