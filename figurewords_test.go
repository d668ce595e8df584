package sourced

import "testing"

// A figure's words are compared by the figure, and a citation marker is
// no wording a source must hold; a range holds the figures inside it and
// does not state one of its ends alone. The sentences are written for
// this test.
func TestFigureWordsAndRanges(t *testing.T) {
	tests := []struct {
		claim, source string
		verdict       Verdict
		code          ReasonCode
	}{
		// Spelled-out figures, scale, currency and percent words.
		{"Orvale has forty-two million dollars in cash.", "Orvale has $42M in cash.", Grounded, ReasonSupported},
		{"Orvale has $42M in cash.", "Orvale has forty-two million dollars in cash.", Grounded, ReasonSupported},
		{"Orvale hired three hundred and ten nurses.", "Orvale hired 310 nurses.", Grounded, ReasonSupported},
		{"Inflation in Brelland eased by 3 per cent.", "Inflation in Brelland eased by 3% over the winter.", Grounded, ReasonSupported},
		{"Orvale hired eleven thousand nurses.", "Orvale hired 11,000 nurses.", Grounded, ReasonSupported},
		// Citation markers.
		{"Orvale hired 310 nurses (see Passage 4 and 5).", "Orvale hired 310 nurses.", Grounded, ReasonSupported},
		{"Orvale hired 310 nurses (Source 3).", "Orvale hired 310 nurses.", Grounded, ReasonSupported},
		{"Orvale hired 310 nurses (Doc 2, p. 17).", "Orvale hired 310 nurses.", Grounded, ReasonSupported},
		// Digits grouped by spaces, a glued m of a count, a restated fall.
		{"Orvale hired 11 000 nurses.", "Orvale hired 11,000 nurses.", Grounded, ReasonSupported},
		{"Orvale hired 11\u00a0000 nurses.", "Orvale hired 11,000 nurses.", Grounded, ReasonSupported},
		{"Orvale has 3.4m subscribers.", "Orvale has 3,400,000 subscribers.", Grounded, ReasonSupported},
		{"Orvale shares dropped 7%.", "Orvale shares dropped -7%.", Grounded, ReasonSupported},
		// Ranges.
		{"Orvale hires 25 nurses a month.", "Orvale hires 20-30 nurses a month.", Unverified, ReasonMissingSignals},
		{"Orvale hires 20 nurses a month.", "Orvale hires between 20 and 30 nurses a month.", Unverified, ReasonMissingSignals},
		{"Orvale hires 20 to 30 nurses a month.", "Orvale hires 20-30 nurses a month.", Grounded, ReasonSupported},
		{"Orvale hires 40 nurses a month.", "Orvale hires 20-30 nurses a month.", Contradicted, ReasonNumberMismatch},
		{"Orvale's revenue rose to $30M.", "Orvale's revenue rose from $20M to $30M.", Grounded, ReasonSupported},
	}
	for _, tt := range tests {
		if c := checkOne(t, tt.claim, tt.source); c.Verdict != tt.verdict || c.ReasonCode != tt.code {
			t.Errorf("Check(%q, %q) = %s/%s (%s), want %s/%s", tt.claim, tt.source, c.Verdict, c.ReasonCode, c.Reason, tt.verdict, tt.code)
		}
	}
}
