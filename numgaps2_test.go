package sourced

import "testing"

// TestShareRatesAndSpans checks, claim by claim, figures once read wrong
// or not at all: a share against the percentage it rounds to, in both
// directions and never a wrong one; a share written as a ratio ("one in
// three", "three out of four", "2/3 of"); a decade of measured values
// ("in the 90s" of temperatures), which a year does not state; and an
// amount per person, household or share, which an amount per another
// whole does not state.
func TestShareRatesAndSpans(t *testing.T) {
	checkVerdicts(t, []verdictCase{
		{"a share against its rounding", "Two-thirds of Orla's members voted yes.", "About 67% of Orla's members voted yes.", Grounded},
		{"a share against its rounding to a tenth", "Two-thirds of Orla's members voted yes.", "About 66.7% of Orla's members voted yes.", Grounded},
		{"a share against a percentage off its rounding", "Two-thirds of Orla's members voted yes.", "About 66% of Orla's members voted yes.", Unverified},
		{"a share against a wrong percentage", "Two-thirds of Orla's members voted yes.", "About 60% of Orla's members voted yes.", Unverified},
		{"a percentage against the share it rounds", "About 67% of Orla's members voted yes.", "Two-thirds of Orla's members voted yes.", Grounded},
		{"a percentage against a share it does not round", "About 60% of Orla's members voted yes.", "Two-thirds of Orla's members voted yes.", Unverified},
		{"a share without other signals", "Two-thirds of members voted yes.", "About 67% of members voted yes.", Grounded},
		{"a share against a change of its rounding", "Two-thirds of Orla's revenue comes from Ohio.", "Orla's revenue from Ohio grew 67% last year.", Unverified},
		{"a change against a share it rounds", "Orla's sales rose 33% last year.", "One in three of Orla's sales came from Ohio last year.", Unverified},

		{"a ratio against its percentage", "One in three Orla members voted yes.", "33% of Orla members voted yes.", Grounded},
		{"a ratio in digits against one in words", "1 in 3 Orla members voted yes.", "One in three Orla members voted yes.", Grounded},
		{"a ratio against another", "One in three Orla members voted yes.", "One in four Orla members voted yes.", Contradicted},
		{"out of ten against a percentage", "Seven out of ten Orla members voted yes.", "70% of Orla members voted yes.", Grounded},
		{"out of another whole is a count", "Five of the members were hurt in the blast.", "Five out of six members were hurt in the blast.", Grounded},
		{"a fraction in digits against a percentage", "2/3 of Orla's members voted yes.", "67% of Orla's members voted yes.", Grounded},
		{"a ratio is no count", "One in three Orla members voted yes.", "Three Orla members voted yes.", Unverified},
		{"a rating stays a rating", "Orla's cafe is rated 4 out of 5.", "Orla's cafe has a rating of 4 out of 5.", Grounded},

		{"a span of values against a value in it", "Temperatures in Orla were in the 90s all week.", "Temperatures in Orla reached 95 degrees all week.", Grounded},
		{"a span of values against a year", "Temperatures in Orla were in the 90s all week.", "In 1995 temperatures in Orla were high all week.", Unverified},
		{"a span of values against a value outside", "Highs in Orla will be in the low 90s.", "Highs in Orla will reach 88°F.", Unverified},
		{"a decade of years against a year in it", "In the 90s, Orla toured Europe.", "In 1994, Orla toured Europe.", Grounded},

		{"per capita against per household", "Orla's GDP per capita was $40,000.", "Orla's GDP per household was $40,000.", Unverified},
		{"per capita against per capita after", "Orla's GDP per capita was $40,000.", "Orla's GDP was $40,000 per capita.", Grounded},
		{"per capita against another amount", "Orla's GDP per capita was $40,000.", "Orla's GDP per capita was $45,000.", Contradicted},
		{"per household against per capita", "Orla's income was $40,000 per household.", "Orla's income was $40,000 per capita.", Unverified},
		{"a share of stock against per share", "Orla earned $2.10 a share.", "Orla's earnings per share were $2.10.", Grounded},

		{"won after the verb won", "Orla won 30 million won in court.", "Orla won 30 million won in court.", Grounded},
		{"won after the verb won against dollars", "Orla won 30 million won in court.", "Orla won 30 million dollars in court.", Unverified},
	})
}

// TestShareWordIsNoName checks that a number spelled with a hyphen that
// opens a sentence ("Two-thirds", "Twenty-two") is no name the sources
// must hold, while a hyphenated name is one.
func TestShareWordIsNoName(t *testing.T) {
	for _, tt := range []struct {
		claim string
		names int
	}{
		{"Two-thirds of members voted yes.", 0},
		{"Twenty-two members voted yes.", 0},
		{"Three-quarters of members voted yes.", 0},
		{"Coca-Cola members voted yes.", 1},
	} {
		c := checkOne(t, tt.claim, "Members voted.")
		if got := len(c.Signals.Entities); got != tt.names {
			t.Errorf("Check(%q): entities %v, want %d", tt.claim, c.Signals.Entities, tt.names)
		}
	}
}
