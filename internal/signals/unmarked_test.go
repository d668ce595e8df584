package signals

import "testing"

func TestUnmarked(t *testing.T) {
	for _, tt := range []struct{ in, want string }{
		{"", ""},
		{"bern", "bern"},
		{"zürich", "zurich"},
		{"são paulo", "sao paulo"},
		{"crème brûlée", "creme brulee"},
		{"mu\u0308nchen", "munchen"}, // a combining diaeresis, not a precomposed ü
		{"Ñandú", "Nandu"},
		{"“quoted” — text", "“quoted” — text"}, // not ASCII, nothing to drop
		{"øresund", "øresund"},
		{"北京", "北京"},
		{"서울", "서울"},                 // Hangul decomposes into letters, not marks
		{"phở hà nội", "pho ha noi"}, // Latin Extended Additional
		{"йод", "йод"},               // another script's letter keeps its mark
		{"á", "a"},                  // a combining acute alone
	} {
		if got := Unmarked(tt.in); got != tt.want {
			t.Errorf("Unmarked(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}

// mayBeMarked lets through every text Unmarked changes: it only spares
// the decomposition of texts that have nothing to drop.
func TestMayBeMarked(t *testing.T) {
	// The long ones hold their mark past eight ASCII bytes, or after a
	// character that is no mark.
	for _, s := range []string{"zürich", "Ñandú", "phở", "a\u0301", "İstanbul", "Łódź", "œuvre",
		"the long road to zürich", "a quiet street — near the café", "twelve bytes\u0301"} {
		if !mayBeMarked(s) {
			t.Errorf("mayBeMarked(%q) = false", s)
		}
	}
	for _, s := range []string{"", "plain", "“quoted” — text", "€5", "北京", "йод", "a plain text of more than eight bytes — and a dash"} {
		if mayBeMarked(s) {
			t.Errorf("mayBeMarked(%q) = true", s)
		}
	}
}
