package signals

// wordFilter is a quick test that rules most words out of a small word
// set before the set's map is looked up: it records, for each length (15
// and longer counted together) and first letter, which last letters the
// set's words have. Letters are taken modulo 32, so the test ignores ASCII
// case; it may pass words the set does not hold, never the reverse.
type wordFilter [16][32]uint32

// newWordFilter returns the filter of words.
func newWordFilter(words ...string) *wordFilter {
	f := new(wordFilter)
	for _, w := range words {
		f.add(w)
	}
	return f
}

// filteredWordSet returns wordSet of words and their filter, built from
// the list rather than by iterating over the set.
func filteredWordSet(words ...string) (map[string]struct{}, *wordFilter) {
	return wordSet(words...), newWordFilter(words...)
}

// WordSet is a set of words, each looked up behind a filter that rules
// most other words out without a look-up (see wordFilter): for sets a
// text's every token is looked up in.
type WordSet struct {
	set    map[string]struct{}
	filter *wordFilter
}

// NewWordSet returns the WordSet of words.
func NewWordSet(words ...string) *WordSet {
	set, f := filteredWordSet(words...)
	return &WordSet{set: set, filter: f}
}

// Has reports whether the set holds w.
func (s *WordSet) Has(w string) bool {
	return inFiltered(w, s.set, s.filter)
}

// union returns a new filter that lets through what f or g does.
func (f *wordFilter) union(g *wordFilter) *wordFilter {
	u := new(wordFilter)
	for n := range u {
		for c := range u[n] {
			u[n][c] = f[n][c] | g[n][c]
		}
	}
	return u
}

// add lets w through the filter.
func (f *wordFilter) add(w string) {
	if w != "" {
		f[min(len(w), 15)][w[0]&31] |= 1 << (w[len(w)-1] & 31)
	}
}

// mayHold reports whether the set may hold w (in any ASCII case).
func (f *wordFilter) mayHold(w string) bool {
	return w != "" && f[min(len(w), 15)][w[0]&31]&(1<<(w[len(w)-1]&31)) != 0
}

// inFiltered reports whether set, whose filter is f, holds w: most words
// are ruled out by the filter, without a look-up.
func inFiltered(w string, set map[string]struct{}, f *wordFilter) bool {
	if !f.mayHold(w) {
		return false
	}
	_, ok := set[w]
	return ok
}

// mayHoldSpan is mayHold of s[i:j].
func (f *wordFilter) mayHoldSpan(s string, i, j int) bool {
	return j > i && f[min(j-i, 15)][s[i]&31]&(1<<(s[j-1]&31)) != 0
}
