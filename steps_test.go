package sourced

import (
	"testing"

	"github.com/sourced-dev/sourced/internal/signals"
)

// TestFigureOfAnotherStep checks that a sentence giving two figures of
// one kind to two steps of a task, or to two measures of one subject,
// grounds a claim only with its own step's figure: a claim taking the
// other step's figure is unverified, or contradicted where it names its
// subject, in one sentence or two; and that the claim's own step, a step
// the source leaves its subject out of, a paraphrase, figures that names
// own, and another measure given a figure of another kind still ground
// (string matching cannot tell that "doubled" is no 9% rise).
// The sentences are written for this test.
func TestFigureOfAnotherStep(t *testing.T) {
	checkCodes(t, []codeCase{
		// Another step's or measure's figure.
		{"the next step's time", "Bake for 20 minutes.",
			"Bake for 30 minutes, then let cool for 20 minutes.", Unverified, ReasonOtherSubject},
		{"the step before's time", "Let cool for 30 minutes.",
			"Bake for 30 minutes, then let cool for 20 minutes.", Unverified, ReasonOtherSubject},
		{"a step with its object", "Bake the loaf for 20 minutes.",
			"Bake the loaf for 30 minutes, then let it cool for 20 minutes.", Unverified, ReasonOtherSubject},
		{"a figure of another kind between", "Bake for 20 minutes.",
			"Bake at 180 degrees for 30 minutes, then let cool for 20 minutes.", Unverified, ReasonOtherSubject},
		{"another measure of the subject", "The lamp lasts 10 hours.",
			"The lamp lasts 12 hours and charges in 10 hours.", Unverified, ReasonOtherSubject},
		{"a step that leaves the subject out", "The lamp charges in 12 hours.",
			"The lamp lasts 12 hours and charges in 10 hours.", Unverified, ReasonOtherSubject},
		{"another measure after while", "The mill's output rose 4%.",
			"The mill's output rose 9% while its payroll rose 4%.", Unverified, ReasonOtherSubject},
		{"a list that leaves the verb out", "Sales grew 3%.",
			"Sales grew 8%, profits 3%.", Unverified, ReasonOtherSubject},
		{"the subject's other measure, named", "Pellam's output rose 4%.",
			"Pellam's output rose 9% and its payroll rose 4%.", Contradicted, ReasonNumberMismatch},
		{"the subject's other measure, the other way round", "Pellam's payroll rose 9%.",
			"Pellam's output rose 9% and its payroll rose 4%.", Contradicted, ReasonNumberMismatch},

		// The claim's own step, or no other step.
		{"the step's own time", "Bake for 30 minutes.",
			"Bake for 30 minutes, then let cool for 20 minutes.", Grounded, ReasonSupported},
		{"the next step's own time", "Let it cool for 20 minutes.",
			"Bake for 30 minutes, then let cool for 20 minutes.", Grounded, ReasonSupported},
		{"one step", "Bake for 20 minutes.",
			"Bake for 20 minutes, then let cool.", Grounded, ReasonSupported},
		{"a step the claim tells with its object", "Cool the loaf for 20 minutes.",
			"Bake the loaf for 30 minutes, then let it cool for 20 minutes.", Grounded, ReasonSupported},
		{"the first measure's own figure", "The lamp lasts 12 hours.",
			"The lamp lasts 12 hours and charges in 10 hours.", Grounded, ReasonSupported},
		{"the second measure's own figure", "Pellam's payroll rose 4%.",
			"Pellam's output rose 9% and its payroll rose 4%.", Grounded, ReasonSupported},
		{"a cue of change restated", "Pellam's payroll rose 4%.",
			"Pellam's output rose 9%, while its payroll climbed 4%.", Grounded, ReasonSupported},
		{"the same change in two halves", "Sales rose 3%.",
			"Sales rose 8% in the first half and climbed 3% in the second half.", Grounded, ReasonSupported},
		{"a list of years", "Sales grew 3% this year.",
			"Sales grew 8% last year, 3% this year.", Grounded, ReasonSupported},
		{"a total the subject reached", "The firm has 120 welders.",
			"The firm hired 30 welders in 2020, bringing the total to 120 welders.", Grounded, ReasonSupported},
		{"another verb for the claim's", "The charger costs $20.",
			"The lamp costs $500, and the charger sells for $20.", Grounded, ReasonSupported},
		{"a figure of the claim's name", "Vireo spent $20,000.",
			"Including Vireo's $20,000, the six bidders spent $90,000 in all.", Grounded, ReasonSupported},

		// Steps in two sentences of a passage.
		{"the next sentence's step", "Bake for 20 minutes.",
			"Bake for 30 minutes. Then let cool for 20 minutes.", Unverified, ReasonOtherSubject},
		{"the next sentence's measure", "The lamp lasts 10 hours.",
			"The lamp lasts 12 hours. It charges in 10 hours.", Unverified, ReasonOtherSubject},
		{"the next sentence's measure of the named subject", "Pellam's payroll rose 9%.",
			"Pellam's output rose 9%. Its payroll rose 4%.", Contradicted, ReasonNumberMismatch},
		{"the next sentence's own measure", "The lamp charges in 10 hours.",
			"The lamp lasts 12 hours. It charges in 10 hours.", Grounded, ReasonSupported},
		{"a total in the next sentence", "The firm has 120 welders.",
			"The firm hired 30 welders in 2020. That brought the total to 120 welders.", Grounded, ReasonSupported},
		{"a cue restated in the next sentence", "Sales rose 3%.",
			"Sales rose 8% in the first half. They climbed 3% in the second half.", Grounded, ReasonSupported},
		{"another measure in another kind", "Pellam's payroll rose 9%.",
			"Pellam's output rose 9%. Its payroll doubled to 400.", Grounded, ReasonSupported},
	})
}

// TestStepReason checks that the reason names the step the source gives
// the claim's figure to, and the subject's own figure when it contradicts.
func TestStepReason(t *testing.T) {
	checkReasons(t, []reasonCase{
		{"Bake for 20 minutes.", "Bake for 30 minutes, then let cool for 20 minutes.",
			`the passage states the claim's number, but about "then let cool for 20 minutes", not the claim's subject`},
		{"Pellam's output rose 4%.", "Pellam's output rose 9% and its payroll rose 4%.",
			`claims 4% near "Pellam's", but the source's own text near that name says 9%; its 4% is about "its payroll rose 4%"`},
	})
}

// TestSteps checks the stretch before each figure that tells what it is
// of: back to a mark, the clause's start or the figure of a comparable
// kind before it, past figures of other kinds and the commas inside
// figures.
func TestSteps(t *testing.T) {
	tests := []struct {
		text string
		k    int
		want string
	}{
		{"Bake for 30 minutes, then let cool for 20 minutes.", 1, " then let cool for "},
		{"Bake for 30 minutes, then let cool for 20 minutes.", 0, "Bake for "},
		{"Bake at 180 degrees for 30 minutes.", 1, "Bake at 180 degrees for "},
		{"The lamp lasts 12 hours and charges in 10 hours.", 1, " charges in "},
		{"Output rose 9% while payroll rose 4%.", 1, " payroll rose "},
		{"Sales grew 8%, profits 3%.", 1, " profits "},
		{"It spent $1,250,000 over 12 months.", 1, "It spent $1,250,000 over "},
	}
	for _, tt := range tests {
		v := newClauseView(tt.text, signals.Numbers(tt.text))
		sp := v.step(tt.k)
		if got := tt.text[sp.start:sp.end]; got != tt.want {
			t.Errorf("step(%q, %d) = %q, want %q", tt.text, tt.k, got, tt.want)
		}
	}
}

// TestStepOfRoughFigure checks a claim whose figure a sentence states only
// roughly ("about 5" of 4.8), which no figure of it states exactly: the
// step across sentences is not sought for it (it once indexed past the
// sentence's figures), and the sentence that gives the claim's step
// another figure keeps it from being grounded.
func TestStepOfRoughFigure(t *testing.T) {
	checkVerdicts(t, []verdictCase{
		{"cooling time", "Let cool for about 5 minutes.", "Bake for 4.8 minutes. Then let cool for 9 minutes.", Unverified},
		{"charging time", "The lamp charges in about 5 hours.", "The lamp lasts 4.8 hours. It charges in 9 hours.", Unverified},
	})
}
