package signals

import (
	"slices"
	"testing"
)

// A claim's figure written with fewer digits is stated by a source's figure
// it rounds, to at least two significant digits; with one it is only no
// disagreement; a figure is never stated by its own rounding, which is no
// disagreement with it either; another figure still disagrees.
func TestRounding(t *testing.T) {
	tests := []struct {
		claim, src       string
		same, comparable bool
	}{
		{"revenue of $4.8 billion", "revenue of $4.83 billion", true, false},
		{"revenue rose 23%", "revenue rose 23.4%", true, false},
		{"home to 1.2 million people", "home to 1,234,567 people", true, false},
		{"home to 1.23 million people", "home to 1,234,567 people", true, false},
		{"a 12.5 km walk", "a 12.46 km walk", true, false},
		{"lost 0.46 points", "lost 0.456 points", true, false},
		{"a loss of -2.5%", "a loss of -2.46%", true, false},
		// One significant digit: no disagreement, and no statement.
		{"revenue of $5 billion", "revenue of $4.83 billion", false, false},
		{"revenue rose 2%", "revenue rose 2.4%", false, false},
		// More digits than the source: its rounding does not state it.
		{"revenue of $4.83 billion", "revenue of $4.8 billion", false, false},
		{"home to 1,234,567 people", "home to 1.2 million people", false, false},
		// Other figures still disagree.
		{"revenue of $4.8 billion", "revenue of $5.3 billion", false, true},
		{"revenue of $4.8 billion", "revenue of $4.86 billion", false, true},
		{"revenue rose 23%", "revenue rose 23.6%", false, true},
		{"home to 1.2 million people", "home to 1,264,567 people", false, true},
		{"a change of 4.8%", "a change of -4.83%", false, true},
		{"a change of −4.8%", "a change of −4.83%", true, false},
		{"a low of minus 5.2 degrees", "a low of minus 5.24 degrees", true, false},
		{"a loss per share of -$0.45", "a loss per share of -$0.452", true, false},
		// A whole number's trailing zeros are its digits: 1,200 is not 1,234.
		{"home to 1,200 people", "home to 1,234 people", false, true},
		// Kinds still matter: a count is no sum of money, nor a rate per
		// month one per year.
		{"sold 4.8 million cars", "sold $4.83 million", false, false},
		{"pays $4.8 million a year", "pays $4.83 million a month", false, false},
		{"revenue of €4.8 billion", "revenue of $4.83 billion", false, false},
	}
	for _, tc := range tests {
		c, s, ok := oneEach(t, tc.claim, tc.src)
		if !ok {
			continue
		}
		if got := Same(c[0], s[0]); got != tc.same {
			t.Errorf("Same(%q, %q) = %v, want %v", tc.claim, tc.src, got, tc.same)
		}
		if got := HasSame(s, c[0]); got != tc.same {
			t.Errorf("HasSame(%q, %q) = %v, want %v", tc.src, tc.claim, got, tc.same)
		}
		if got := Comparable(c[0], s[0]); got != tc.comparable {
			t.Errorf("Comparable(%q, %q) = %v, want %v", tc.claim, tc.src, got, tc.comparable)
		}
	}
}

// A bounded or approximated claim's figure is stated by a source's figure
// that rounds to it at the precision of its significant digits, within a
// tenth of it; RoundsCoarsely drops the tenth.
func TestRoughlyStates(t *testing.T) {
	tests := []struct {
		claim, src      string
		roughly, coarse bool
	}{
		{"over 1,000 patients", "1,024 patients", true, true},
		{"nearly 500 patients", "487 patients", true, true},
		{"roughly $2 million", "$1.96 million", true, true},
		{"almost 40%", "39.6%", true, true},
		{"about 95%", "94.6%", true, true},
		{"about 1.5 million", "1,512,000", true, true},
		// Rounds to it, but too far off to state it.
		{"about 1,000 patients", "1,400 patients", false, true},
		// Rounds to another figure.
		{"about 95%", "93.4%", false, false},
		{"nearly 500 patients", "440 patients", false, false},
		{"about 1.5 million", "1,580,000", false, false},
		// Of another kind, or the same value (which Same tells).
		{"about 2 million people", "$1.96 million", false, false},
		{"nearly 500 patients", "500 patients", false, true},
		// Figures in words, of their own digits' precision.
		{"nearly six metres", "5.92 metres", true, true},
		{"over a million barrels", "1,046,000 barrels", true, true},
		{"about twelve thousand people", "12,400 people", true, true},
		{"nearly six metres", "5.2 metres", false, false},
		// No precision read: a year, a vague count, a fraction in words.
		{"around 1990", "1991", false, false},
		{"about a few hundred", "300", false, false},
		{"about two and a half miles", "2.4 miles", false, false},
	}
	for _, tc := range tests {
		c, s := Numbers(tc.claim), Numbers(tc.src)
		if len(c) != 1 || len(s) != 1 {
			t.Errorf("Numbers(%q) = %v, Numbers(%q) = %v; want one figure each", tc.claim, keys(c), tc.src, keys(s))
			continue
		}
		if got := RoughlyStates(c[0], s[0]); got != tc.roughly {
			t.Errorf("RoughlyStates(%q, %q) = %v, want %v", tc.claim, tc.src, got, tc.roughly)
		}
		if got := RoundsCoarsely(c[0], s[0]); got != tc.coarse {
			t.Errorf("RoundsCoarsely(%q, %q) = %v, want %v", tc.claim, tc.src, got, tc.coarse)
		}
	}
}

// A bounded claim's figure is stated by a source's figure that lies less
// than a unit of its last significant digit from it, within a tenth of
// it: the writer cuts it at the bound's precision, rounding neither way,
// so it holds wherever RoughlyStates does and of figures that round to
// the next digit too.
func TestBoundStates(t *testing.T) {
	tests := []struct {
		claim, src string
		want       bool
	}{
		{"more than 1.5 million", "1.58 million", true},
		{"over £1.5 million", "£1.58 million", true},
		{"under 2,000 patients", "1,960 patients", true},
		{"over 1,000 patients", "1,024 patients", true},
		{"at least 40%", "40.9%", true},
		{"more than 1.6 million", "1.58 million", true}, // the side is the caller's
		// A unit or more off, or further than a tenth.
		{"more than 1.5 million", "1.61 million", false},
		{"more than 1.5 million", "1.3 million", false},
		{"over 1,000 patients", "1,200 patients", false},
		// Of another kind, the same value, or without a precision.
		{"over 1.5 million people", "$1.58 million", false},
		{"over 1.5 million", "1.5 million", false},
		{"after 1990", "1991", false},
	}
	for _, tc := range tests {
		c, s := Numbers(tc.claim), Numbers(tc.src)
		if len(c) != 1 || len(s) != 1 {
			t.Errorf("Numbers(%q) = %v, Numbers(%q) = %v; want one figure each", tc.claim, keys(c), tc.src, keys(s))
			continue
		}
		if got := BoundStates(c[0], s[0]); got != tc.want {
			t.Errorf("BoundStates(%q, %q) = %v, want %v", tc.claim, tc.src, got, tc.want)
		}
		if RoughlyStates(c[0], s[0]) && !BoundStates(c[0], s[0]) {
			t.Errorf("RoughlyStates(%q, %q) holds where BoundStates does not", tc.claim, tc.src)
		}
	}
}

// A figure is posted under its roundings down to one significant digit,
// each the very value a claim's figure that writes it parses to; a
// figure without a precision under none.
func TestAppendRoundings(t *testing.T) {
	tests := []struct {
		text string
		want []string
	}{
		{"$4.83 billion", []string{"$4.8 billion", "$5 billion"}},
		{"1,234,567 people", []string{"1.23457 million", "1.2346 million", "1.235 million", "1.23 million", "1.2 million", "1 million"}},
		{"23.45%", []string{"23.5%", "23%", "20%"}},
		{"0.456 points", []string{"0.46", "0.5"}},
		{"95 people", []string{"100"}},
		{"-2.46%", []string{"-2.5%", "-2%"}},
		{"1,000 people", nil},
		{"7 people", nil},
		{"in 1995", nil},
		{"two million people", nil},
	}
	for _, tc := range tests {
		ns := Numbers(tc.text)
		if len(ns) != 1 {
			t.Errorf("Numbers(%q) = %v, want one figure", tc.text, keys(ns))
			continue
		}
		var want []float64
		for _, w := range tc.want {
			want = append(want, Numbers(w)[0].Value)
		}
		if got := AppendRoundings(nil, ns[0]); !slices.Equal(got, want) {
			t.Errorf("AppendRoundings(%q) = %v, want %v", tc.text, got, want)
		}
	}
}
