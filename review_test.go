package sourced

import "testing"

// TestReviewedRules holds the cases a review of the rules of 5 December
// found them getting wrong, each as it is read now. The sentences are
// written for this test.
func TestReviewedRules(t *testing.T) {
	checkCodes(t, []codeCase{
		// 1. A claim's negated scope runs past a comma before its
		// negation: not {texas} alone, which an unrelated negated
		// sentence holds.
		{"negation scope past an opening phrase", "In Texas, the company did not open any stores.",
			"The company opened 30 stores in Texas. No tornado hit Texas this year.", Unverified, ReasonNegationMismatch},
		// 2. A word the closest sentence says the claim's way is not
		// undone by another sentence's opposite, of another fact.
		{"opposite of another fact beside the claim's own word", "Vexa Systems will continue hiring engineers in Ohio.",
			"Vexa Systems will continue hiring engineers in Ohio. Vexa Systems will stop hiring engineers in Texas.", Grounded, ReasonSupported},
		{"permanent said, temporary of another month", "Aldric Hospital hired permanent midwives in May.",
			"Aldric Hospital hired permanent midwives in May. In June, Aldric Hospital hired temporary midwives.", Grounded, ReasonSupported},
		// 3. The month "May" is no modal.
		{"the month May is no hedge", "The Verlan council has banned plastic cutlery.",
			"The Verlan council has proposed a ban on plastic cutlery. The ban took effect in May.", Grounded, ReasonSupported},
		// 4. A hedge of the next clause is no hedge of a subject before
		// "and".
		{"a hedge of the next clause", "The Verlan council has banned plastic cutlery.",
			"The Verlan council has proposed a ban on plastic cutlery. The ban took effect and may be widened.", Grounded, ReasonSupported},
		// 5. A sentence that says "entire" or "whole" states "all".
		{"entire said in another sentence", "Tarvo is recalling all of its Arden saloons over a sensor fault.",
			"Tarvo is recalling certain models of its Arden saloons over a sensor fault. The entire Arden range is affected.", Grounded, ReasonSupported},
		// 6. A time of day with seconds after "from", or with a leading
		// zero, stays a time of day.
		{"a time of day with seconds", "The Halvern store opens from 09:30:00 on Mondays.",
			"The Halvern store opens from 09:30 on Mondays.", Grounded, ReasonSupported},
		// 7. a duration in parts is one figure, in seconds: a claim's
		// hours alone are not stated by it, and not contradicted either.
		{"about 11 hours", "Ada Kiprop finished the Harlow Marathon in about 11 hours.",
			"Ada Kiprop finished the Harlow Marathon in 11 hours and 5 minutes.", Unverified, ReasonMissingSignals},
		{"11 hours, no contradiction", "Ada Kiprop finished the Harlow Marathon in 11 hours.",
			"Ada Kiprop finished the Harlow Marathon in 11 hours and 5 minutes.", Unverified, ReasonMissingSignals},
	})
	checkVerdicts(t, []verdictCase{
		// 8. "Winter" holds no "win".
		{"winter is no win", "Mara Voss was elected mayor of Dunmore.",
			"Mara Voss was appointed mayor of Dunmore last winter.", Unverified},
		// 9. An ISO date holds no vote of 7-0.
		{"an ISO date is no 7-0 vote", "The Dunmore council voted unanimously to approve the merger.",
			"The Dunmore council voted 5-2 to approve the merger on 2021-03-04.", Unverified},
	})
}
