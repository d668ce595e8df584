package signals

import "testing"

// NegationFrom finds where a text's negation reaches from; the texts are
// written for this test.
func TestNegationFrom(t *testing.T) {
	tests := []struct {
		text, from string // from: the text from the offset on, "-" when none
	}{
		{"The shop sells maps.", "-"},
		{"The shop does not sell maps.", "The shop does not sell maps."},
		{"Maps are never sold here.", "Maps are never sold here."},
		{"The shop sells maps with no frames.", "no frames."},
		{"The shop sells maps without frames.", "without frames."},
		{"The shop sells neither maps nor frames.", "neither maps nor frames."},
		{"Frames are no longer sold.", "Frames are no longer sold."},
		{"A small shop that does not sell frames.", "that does not sell frames."},
		{"A small shop which never sells frames.", "which never sells frames."},
		{"A shop where frames are not sold.", "where frames are not sold."},
		{"Maps sell well because frames do not.", "because frames do not."},
		// The least of several reaches.
		{"A shop that sells no frames and does not sell maps.", "that sells no frames and does not sell maps."},
		{"The shop does not sell maps with no frames.", "The shop does not sell maps with no frames."},
		// A phrase that only looks negative does not negate.
		{"The shop sells not only maps.", "-"},
		{"The shop sold no more than 5 maps.", "-"},
	}
	for _, tt := range tests {
		tz := Tokenize(tt.text)
		got := "-"
		if from := tz.NegationFrom(); from >= 0 {
			got = tt.text[from:]
		}
		if got != tt.from {
			t.Errorf("NegationFrom(%q) reaches from %q, want %q", tt.text, got, tt.from)
		}
		// A text is negated when a negation reaches some of it, with its
		// words' classes or without.
		if (got != "-") != Negated(tt.text) {
			t.Errorf("NegationFrom(%q) reaches from %q, but Negated is %v", tt.text, got, Negated(tt.text))
		}
		withClasses := tz
		for _, tok := range tz.Tokens {
			withClasses.Classes = append(withClasses.Classes, ClassOf(tok.Lower))
		}
		if a, b := withClasses.NegationFrom(), tz.NegationFrom(); a != b {
			t.Errorf("NegationFrom(%q) with classes %d, without %d", tt.text, a, b)
		}
	}
}
