package sourced

import (
	"hash/maphash"
	"strings"
	"sync/atomic"
)

// stemCacheSize is the number of words stemMemo remembers; a power of two.
const stemCacheSize = 1 << 14

// stemMemo remembers the stems of the words claims were read with, for every
// index and Check of the process: the stem of a word is the same whatever
// the sources, and the claims of many outputs share their words, which
// their index knows only when its sources use them too. Each word has one
// slot, chosen by its hash; a later word with the same slot takes it over.
// Safe for concurrent use.
var stemMemo stemCache

// stemCache is a fixed-size, lock-free memo of a word's stem.
type stemCache struct {
	seed  maphash.Seed
	slots [stemCacheSize]atomic.Pointer[stemEntry]
}

// stemEntry is one remembered word and its stem.
type stemEntry struct {
	word, stem string
}

func init() { stemMemo.seed = maphash.MakeSeed() }

// stem returns the stem of w as ix.ev.Stem gives it, remembered.
func (c *stemCache) stem(ix *Index, w string) string {
	slot := &c.slots[maphash.String(c.seed, w)&(stemCacheSize-1)]
	if e := slot.Load(); e != nil && e.word == w {
		return e.stem
	}
	st := ix.ev.Stem(w)
	// w is often a part of a claim's text: the entry keeps its own copy.
	slot.Store(&stemEntry{word: strings.Clone(w), stem: st})
	return st
}
