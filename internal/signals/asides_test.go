package signals

import (
	"slices"
	"testing"
)

func TestNegatedAsides(t *testing.T) {
	tests := []struct {
		text string
		want []string // the asides' texts; nil when the negation is the text's own
	}{
		// A negation in an aside.
		{"Ortiz, who never met Lee, hired 12 clerks in 2019.", []string{", who never met Lee"}},
		{"Ortiz hired 12 clerks, none of whom stayed.", []string{", none of whom stayed."}},
		{"Ortiz hired 12 clerks (not 14) in 2019.", []string{"(not 14)"}},
		{"Ortiz hired 12 clerks [no interns] in 2019.", []string{"[no interns]"}},
		{"Ortiz \u2014 who had no staff \u2014 hired 12 clerks.", []string{"\u2014 who had no staff \u2014"}},
		{"Ortiz -- unable to wait -- hired 12 clerks.", []string{"-- unable to wait --"}},
		{"Ortiz hired 12 clerks - none of them local.", []string{"- none of them local."}},
		{"Nothing stopped Ortiz: he hired 12 clerks.", []string{"Nothing stopped Ortiz"}},
		{"Ortiz hired 12 clerks; Lee hired none.", []string{" Lee hired none."}},
		{"Ortiz (who was not there) hired 12 clerks; Lee refused to hire.", []string{"(who was not there)", " Lee refused to hire."}},
		{"Ortiz, who had 1,000 staff and no clerks, hired 12.", []string{", who had 1,000 staff and no clerks"}},
		// The text's own negation.
		{"Ortiz did not hire 12 clerks.", nil},
		{"Ortiz hired 12 clerks.", nil},
		{"Ortiz, who met Lee, did not hire 12 clerks.", nil},
		{"Ortiz did not hire 12 clerks (in 2019).", nil},
		{"Ortiz did not hire (or fire) 12 clerks.", nil},
		{"Ortiz did not hire (or fire) 12 clerks; Lee did.", []string{"Ortiz did not hire (or fire) 12 clerks"}},
		{"Ortiz did not hire 12 clerks at 10:30 or 11:00.", nil},
		{"Ortiz hired 12 clerks, but not in 2019.", nil},
		{"Ortiz hired 12 clerks that were not local.", nil},
		{"Ortiz hired 12 clerks in 2019-2020, not 14.", nil},
		{"In 2019 - 2020 Ortiz did not hire 12 clerks.", nil},
		{"Ortiz hired 12 clerks (not", nil},
		// Nothing outside the asides to state.
		{"(Not now.)", nil},
		{"No: never.", nil},
		{"Never: no.", nil},
	}
	for _, tt := range tests {
		tk := Tokenize(tt.text)
		var got []string
		for _, sp := range tk.NegatedAsides() {
			got = append(got, tt.text[sp.Start:sp.End])
		}
		if !slices.Equal(got, tt.want) {
			t.Errorf("NegatedAsides(%q) = %q, want %q", tt.text, got, tt.want)
		}
		// The classes of the tokens, when given, change nothing.
		tk.Classes = make([]WordClass, len(tk.Tokens))
		for k, tok := range tk.Tokens {
			tk.Classes[k] = ClassOf(tok.Lower)
		}
		var classed []string
		for _, sp := range tk.NegatedAsides() {
			classed = append(classed, tt.text[sp.Start:sp.End])
		}
		if !slices.Equal(classed, got) {
			t.Errorf("NegatedAsides(%q) with classes = %q, without %q", tt.text, classed, got)
		}
	}
}
