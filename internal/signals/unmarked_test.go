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
		{"서울", "서울"}, // Hangul decomposes into letters, not marks
	} {
		if got := Unmarked(tt.in); got != tt.want {
			t.Errorf("Unmarked(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}
