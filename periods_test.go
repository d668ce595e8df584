package sourced

import "testing"

// TestOtherPeriod checks that a figure stated for another stretch of time
// than the claim's contradicts nothing, while a figure of the claim's
// stretch, or of a sentence that names none, still does. The sentences
// are written for this test.
func TestOtherPeriod(t *testing.T) {
	checkVerdicts(t, []verdictCase{
		{"a day against a year", "Acme shares rose 40% this year.", "Acme shares rose 4% on Monday.", Unverified},
		{"a quarter against a year", "Acme's revenue rose 12% for the year.", "Acme's revenue rose 3% in the fourth quarter.", Unverified},
		{"another weekday", "Acme shares fell 12% on Tuesday.", "Acme shares fell 3% on Monday.", Unverified},
		{"the same day", "Acme shares rose 40% on Monday.", "Acme shares rose 4% on Monday.", Contradicted},
		{"the same year among others", "Acme's revenue rose 8% last year.", "On Monday, Acme said its revenue rose 5% last year.", Contradicted},
		{"no stretch in the source", "Acme shares rose 40% this year.", "Acme shares rose 4%.", Contradicted},
		{"no stretch in the claim", "Acme shares rose 40%.", "Acme shares rose 4% on Monday.", Contradicted},
	})
}

// TestPeriodsOf checks the words that name stretches of time.
func TestPeriodsOf(t *testing.T) {
	for _, tt := range []struct {
		text string
		want uint16
	}{
		{"shares rose 4% on monday.", periodMonday},
		{"revenue rose in the fourth quarter and for the year", periodQuarter | periodYear},
		{"sales rose 5% yesterday; weekly sales fell", periodDay | periodWeek},
		{"sales on sunday", periodMonday << 6},
		{"a yearning for mondays", 0},
	} {
		if got := periodsOf(tt.text); got != tt.want {
			t.Errorf("periodsOf(%q) = %b, want %b", tt.text, got, tt.want)
		}
	}
}

// TestPeriodWeekdays checks that each weekday of dayNames has its own
// bit of periodWords, in order.
func TestPeriodWeekdays(t *testing.T) {
	for d, name := range dayNames {
		if got := periodWords[name]; got != periodMonday<<d {
			t.Errorf("periodWords[%q] = %b, want %b", name, got, periodMonday<<d)
		}
	}
}
