package signals

import (
	"strings"
	"testing"
)

// A word filter passes every word of its set, in any ASCII case, and rules
// out most others.
func TestWordFilter(t *testing.T) {
	f := stopFilter
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

// Each word set's filter, built from the set's list (or, for openers and
// the direction words, the union of two filters), lets every word of the
// set through.
func TestSetFilters(t *testing.T) {
	cueSet := wordSet(cuePhraseStarts[:]...)
	for _, c := range buildCues() {
		cueSet[c.word] = struct{}{}
	}
	for _, c := range []struct {
		name   string
		set    map[string]struct{}
		filter *wordFilter
	}{
		{"stopWords", stopWords, stopFilter}, {"negationWords", negationWords, negationFilter},
		{"titles", titles, titlesFilter}, {"nameSuffixes", nameSuffixes, nameSuffixesFilter},
		{"monthNames", monthNames, monthNamesFilter}, {"monthAbbrevNames", monthAbbrevNames, monthAbbrevFilter},
		{"alwaysDrop", wordSet(alwaysDropWords...), alwaysDropFilter}, {"openers", wordSet(openerWords...), openersFilter},
		{"openersAlone", wordSet(openersAloneWords...), openersFilter}, {"cues", cueSet, directionFilter},
	} {
		for w := range c.set {
			if !c.filter.mayHold(w) {
				t.Errorf("the filter of %s rules out %q", c.name, w)
			}
		}
	}
}
