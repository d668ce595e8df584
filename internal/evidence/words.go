package evidence

import "sync/atomic"

// Words is a fixed list of words whose sentences indexes are asked for
// together (see Index.SentencesHolding). Each word is found once in the
// process's table of terms, not once an index: a word the table does not
// hold yet is looked for again only once the table has grown.
type Words struct {
	words []string
	found atomic.Pointer[foundWords]
}

// foundWords is what a Words found in one table of terms: each word's
// term id, -1 for one the table held none of when it had n words.
type foundWords struct {
	table *termTable
	n     int32
	ids   []int32
}

// NewWords returns a list of the words, folded tokens as an index holds
// them.
func NewWords(words ...string) *Words {
	return &Words{words: words}
}

// in returns the words' term ids in table t, looking up again the words
// it held none of when the table has grown since.
func (ws *Words) in(t *termTable) []int32 {
	f := ws.found.Load()
	n := t.n.Load()
	if f != nil && f.table == t && f.n == n {
		return f.ids
	}
	ids := make([]int32, len(ws.words))
	for i, w := range ws.words {
		if f != nil && f.table == t && f.ids[i] >= 0 {
			ids[i] = f.ids[i] // a term's id never changes
			continue
		}
		ids[i] = -1
		if e, ok := t.word(w); ok {
			ids[i] = e.id
		}
	}
	ws.found.Store(&foundWords{table: t, n: n, ids: ids})
	return ids
}

// SentencesHolding returns a bit for each sentence (bit s%64 of word s/64)
// that holds one of ws as a token: the union of SentencesWithWord of each.
func (ix *Index) SentencesHolding(ws *Words) []uint64 {
	bits := make([]uint64, (len(ix.Sentences)+63)/64)
	for _, id := range ws.in(ix.terms) {
		if id < 0 {
			continue
		}
		if local := ix.wordIDs.find(wordKey(id)); local >= 0 {
			for _, s := range ix.byWord.of(local) {
				bits[s/64] |= 1 << (s % 64)
			}
		}
	}
	return bits
}
