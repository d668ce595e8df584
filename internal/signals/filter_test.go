package signals

import (
	"strings"
	"testing"
)

// A word filter passes every word of its set, in any ASCII case, and rules
// out most others.
func TestWordFilter(t *testing.T) {
	f := newWordFilter(stopWords)
	for w := range stopWords {
		if !f.mayHold(w) || !f.mayHold(strings.ToUpper(w)) || !f.mayHoldSpan("("+w+")", 1, len(w)+1) {
			t.Errorf("filter of stop words rules out %q", w)
		}
	}
	passed := 0
	others := []string{"revenue", "company", "reported", "engineers", "quarterly", "growth", "analysts", "margins", "factory", "employed"}
	for _, w := range others {
		if f.mayHold(w) {
			passed++
		}
	}
	if passed > len(others)/2 {
		t.Errorf("filter of stop words passes %d of %d content words", passed, len(others))
	}
	if f.mayHold("") || f.mayHoldSpan("abc", 1, 1) {
		t.Error("filter passes the empty word")
	}
}
