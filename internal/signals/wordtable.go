package signals

import (
	"math/bits"

	"github.com/sourced-dev/sourced/internal/swar"
)

// wordTable holds words of at most maxTableWord bytes, each with a value
// of type V: a table of open addressing looked up by a few loads and
// multiplications, cheaper than a map's hash of the word. A word is told
// from the others of its length by its ends (see swar.Ends), which the
// look-up compares instead of the bytes. Read-only once built.
type wordTable[V any] struct {
	// slots holds 1 + the index in entries of the word placed there, or 0
	// when the slot is empty: a power of two of them, more than twice
	// the words, the first a word is sought at the top bits of its hash
	// (see swar.Mix).
	slots   []uint16
	shift   uint // 64 less the bits of a slot's index
	entries []tableWord[V]
}

// tableWord is a word of a wordTable: its ends, its length and its value.
type tableWord[V any] struct {
	first, last uint64
	n           uint8
	v           V
}

// maxTableWord is the length of the longest word a wordTable can hold:
// one its ends tell from the other words of its length.
const maxTableWord = 16

// newWordTable returns an empty table with room for n words.
func newWordTable[V any](n int) *wordTable[V] {
	b := bits.Len(uint(2 * n))
	return &wordTable[V]{slots: make([]uint16, 1<<b), shift: uint(64 - b), entries: make([]tableWord[V], 0, n)}
}

// add adds w to the table with the value v, unless it holds w already:
// the first value given a word is kept. It panics when w is empty or
// longer than maxTableWord, or when the table holds as many words as it
// was made with room for.
func (t *wordTable[V]) add(w string, v V) {
	if w == "" || len(w) > maxTableWord {
		panic("signals: a table's word is empty or longer than maxTableWord: " + w)
	}
	if len(t.entries) == cap(t.entries) {
		panic("signals: a table holds more words than it has room for: " + w)
	}
	first, last := swar.Ends(w)
	i := t.slot(first, last, len(w))
	for ; t.slots[i] != 0; i = (i + 1) & (len(t.slots) - 1) {
		if e := &t.entries[t.slots[i]-1]; e.first == first && e.last == last && int(e.n) == len(w) {
			return
		}
	}
	t.entries = append(t.entries, tableWord[V]{first, last, uint8(len(w)), v})
	t.slots[i] = uint16(len(t.entries))
}

// slot returns the first slot a non-empty word is sought at, given its
// ends and its length n.
func (t *wordTable[V]) slot(first, last uint64, n int) int {
	return int(swar.Mix(first, last, n) >> t.shift)
}

// find returns the value of the word w, and false when the table does not
// hold it. (The word's ends are swar.Ends's, written out: the generic
// function is called, not inlined, and the call took a fifth of a
// look-up's instructions.)
func (t *wordTable[V]) find(w string) (V, bool) {
	var first, last uint64
	switch n := len(w); {
	case n > maxTableWord || n == 0:
		var zero V
		return zero, false
	case n >= 8:
		first, last = swar.Load64(w), swar.Load64(w[n-8:])
	case n >= 4:
		first, last = uint64(swar.Load32(w)), uint64(swar.Load32(w[n-4:]))
	default:
		first = uint64(w[0]) | uint64(w[n/2])<<8 | uint64(w[n-1])<<16
	}
	for i := t.slot(first, last, len(w)); ; i = (i + 1) & (len(t.slots) - 1) {
		k := t.slots[i]
		if k == 0 {
			var zero V
			return zero, false
		}
		if e := &t.entries[k-1]; e.first == first && e.last == last && int(e.n) == len(w) {
			return e.v, true
		}
	}
}

// has reports whether the table holds w.
func (t *wordTable[V]) has(w string) bool {
	_, ok := t.find(w)
	return ok
}
