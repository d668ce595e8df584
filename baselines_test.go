package sourced

import "testing"

// TestBaselineOfComparison checks that a figure a source sentence gives
// as the baseline of a comparison ("up from", "down from", "compared
// with", "versus", "than the", "from" after a change) does not ground a
// claim that gives it as its own figure, which is contradicted where the
// sentence states the subject's own figure and left unverified where the
// claim names no subject; and that the sentence still grounds a claim
// with its own figure, one that states the comparison, one that says what
// the baseline is of, and one whose figure is the change. The sentences
// are written for this test.
func TestBaselineOfComparison(t *testing.T) {
	const (
		upFrom   = "Corvane's revenue was $2.8 billion in Q3, up from $3.1 billion a year earlier."
		priorYr  = "Corvane's net income was $380 million, compared with $450 million in the prior-year period."
		riseFrom = "Corvane's sales rose to $3.4 billion from $3.1 billion."
		rate     = "The jobless rate was 3.9% in June, up from 4.1% in May."
		narrower = "Corvane posted a net loss of $85 million, narrower than the $120 million loss a year ago."
		rival    = "Corvane earned $5 million, compared with $3 million for Tessaly."
		years    = "Corvane's revenue was $2.8 billion in 2024, down from $3.1 billion in 2023."
		change   = "Corvane's revenue grew 10% from a year earlier to $3.4 billion."
	)
	checkCodes(t, []codeCase{
		{"the baseline's own year", "Tesvar delivered 1.3 million cars in 2022.",
			"Tesvar delivered 1.8 million cars in 2023, compared with 1.3 million in 2022.", Grounded, ReasonSupported},
		{"the baseline's figure for the main year", "Tesvar delivered 1.3 million cars in 2023.",
			"Tesvar delivered 1.8 million cars in 2023, compared with 1.3 million in 2022.", Contradicted, ReasonNumberMismatch},
		// The baseline given as the claim's own figure.
		{"up from, a year earlier", "Corvane's revenue was $3.1 billion in Q3.", upFrom, Contradicted, ReasonNumberMismatch},
		{"down from", "Corvane's revenue was $3.1 billion in Q3.",
			"Corvane's revenue was $2.8 billion in Q3, down from $3.1 billion a year earlier.", Contradicted, ReasonNumberMismatch},
		{"compared with the prior-year period", "Corvane's net income was $450 million.", priorYr, Contradicted, ReasonNumberMismatch},
		{"versus", "Corvane's revenue was $3.1 billion.",
			"Corvane's revenue was $2.8 billion versus $3.1 billion a year earlier.", Contradicted, ReasonNumberMismatch},
		{"compared with last year's", "Corvane's revenue was $3.1 billion.",
			"Corvane's revenue was $2.8 billion, compared with last year's $3.1 billion.", Contradicted, ReasonNumberMismatch},
		{"from after a change", "Corvane's sales were $3.1 billion.", riseFrom, Contradicted, ReasonNumberMismatch},
		{"from opening a change", "Corvane's revenue was $3.1 billion.",
			"Corvane's revenue fell from $3.1 billion to $2.8 billion.", Contradicted, ReasonNumberMismatch},
		{"narrower than the loss a year ago", "Corvane posted a net loss of $120 million.", narrower, Contradicted, ReasonNumberMismatch},
		{"another subject's baseline", "Corvane earned $3 million.", rival, Contradicted, ReasonNumberMismatch},
		{"the current year against the baseline's", "Corvane's revenue was $3.1 billion in 2024.", years, Contradicted, ReasonNumberMismatch},
		{"a from of the claim's own that marks no baseline", "Corvane's revenue from sales was $3.1 billion.",
			"Corvane's revenue from sales was $2.8 billion, down from $3.1 billion a year earlier.", Contradicted, ReasonNumberMismatch},
		{"no subject to contradict", "The jobless rate was 4.1% in June.", rate, Unverified, ReasonOtherSubject},
		{"a count's baseline, no time", "Corvane sold 30 cars.",
			"Corvane sold 45 cars this year, up from 30 cars a year earlier.", Contradicted, ReasonNumberMismatch},

		// The current figure, the comparison, or the baseline's own time
		// or subject.
		{"the current figure", "Corvane's revenue was $2.8 billion in Q3.", upFrom, Grounded, ReasonSupported},
		{"the comparison stated", "Corvane's revenue was up from $3.1 billion a year earlier.", upFrom, Grounded, ReasonSupported},
		{"the change stated from its start", "Corvane's sales rose from $3.1 billion.", riseFrom, Grounded, ReasonSupported},
		{"the change stated from start to end", "Corvane's sales went from $3.1 billion to $3.4 billion.", riseFrom, Grounded, ReasonSupported},
		{"both figures compared", "Corvane's net income was $380 million, compared with $450 million.", priorYr, Grounded, ReasonSupported},
		{"smaller than the baseline", "Corvane's net loss was $85 million, smaller than the $120 million loss a year ago.", narrower, Grounded, ReasonSupported},
		{"the baseline's month", "The jobless rate was 4.1% in May.", rate, Grounded, ReasonSupported},
		{"the baseline's year", "Corvane's revenue was $3.1 billion in 2023.", years, Grounded, ReasonSupported},
		{"a year earlier", "A year earlier, Corvane's revenue was $3.1 billion.", upFrom, Grounded, ReasonSupported},
		{"the prior-year period", "Corvane's net income in the prior-year period was $450 million.", priorYr, Grounded, ReasonSupported},
		{"previously", "Corvane's revenue was previously $3.1 billion.", upFrom, Grounded, ReasonSupported},
		{"the baseline's subject", "Tessaly earned $3 million.", rival, Grounded, ReasonSupported},
		{"the change from a year earlier", "Corvane's revenue grew 10% from a year earlier.", change, Grounded, ReasonSupported},
		{"the figure the change reaches", "Corvane's revenue grew to $3.4 billion.", change, Grounded, ReasonSupported},
		{"a from whose figure has a verb of its own", "Corvane's income was $3.1 billion.",
			"Corvane's revenue rose because income from its unit was $3.1 billion, against $2.8 billion at Tessaly.", Grounded, ReasonSupported},
		{"a range's start is no baseline", "Corvane's fares were $5.", "Corvane's fares range from $5 to $9.", Grounded, ReasonSupported},
		{"the figure stated plainly in another sentence", "Corvane sold 30 cars.",
			"Corvane sold 45 cars this year, up from 30 cars a year earlier. Corvane sold 30 cars in its home market.", Grounded, ReasonSupported},
	})
}

// TestBaselineReason checks that the reason of a claim taking a
// comparison's baseline as its own figure quotes the comparison. The
// sentences are written for this test.
func TestBaselineReason(t *testing.T) {
	checkReasons(t, []reasonCase{
		{"Corvane earned $3 million.", "Corvane earned $5 million, compared with $3 million for Tessaly.",
			`claims 3 million near "Corvane", but the source's own text near that name says 5 million; ` +
				`its 3 million is about the baseline of a comparison, "compared with $3 million for Tessaly"`},
		{"The jobless rate was 4.1% in June.", "The jobless rate was 3.9% in June, up from 4.1% in May.",
			`the passage states the claim's number, but about the baseline of a comparison, "up from 4.1% in May", not the claim's subject`},
		{"Corvane's sales were $3.1 billion.", "Corvane's sales rose from $3.1 billion to $3.4 billion in 2024.",
			`claims 3.1 billion near "Corvane's", but the source's own text near that name says 3.4 billion; ` +
				`its 3.1 billion is about the baseline of a comparison, "from $3.1 billion"`},
	})
}

// TestBaselineInsteadOf checks that a claim stating a comparison with
// "instead of" takes the source's baseline after "rather than". The
// sentences are written for this test.
func TestBaselineInsteadOf(t *testing.T) {
	checkVerdicts(t, []verdictCase{
		{"instead of against rather than", "The season lasts 26 days instead of the old 39 days.", "The season lasts 26 days (rather than the old 39 days).", Grounded},
		{"the baseline as the current figure", "The season lasts 39 days.", "The season lasts 26 days, rather than the old 39 days.", Unverified},
	})
}
