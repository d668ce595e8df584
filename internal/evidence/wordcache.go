package evidence

// wordCache finds the words an index being built has met by their text,
// in front of the term table (see Index.intern): a source repeats most of
// its words, and a look-up in the process-wide table, a cache miss in a
// large table, then one in the index's localIDs cost several times one in
// this small table of the index's own. It holds the words of at most
// maxKeyed bytes, whose textKeys tell them apart (see keyOf), so that a
// slot is checked without reading a word's text.
type wordCache struct {
	// slots are a power of two of them, at most half full.
	slots []cachedWord
	n     int
	// mix is the term table's, to hash the words with as it does (see
	// mixKey).
	mix [2]uint64
}

// cachedWord is a slot of a wordCache: the textKey of a word and its id in
// the index, 24 bytes; n is 0 in an empty slot, as no word is empty.
type cachedWord struct {
	a, b uint64
	n    uint32
	id   int32
}

// reset empties the cache, to hash the words with the mix of a term
// table, and gives it room for n words, reusing its slots when they are
// enough.
func (c *wordCache) reset(n int, mix [2]uint64) {
	size := slotsFor(n)
	if cap(c.slots) < size {
		c.slots = make([]cachedWord, size)
	} else {
		c.slots = c.slots[:size]
		clear(c.slots)
	}
	c.n, c.mix = 0, mix
}

// slot returns the slot of the word of key k and hash h: the one that
// holds it, or the empty one where it goes.
func (c *wordCache) slot(k textKey, h uint64) *cachedWord {
	mask := uint64(len(c.slots) - 1)
	for i := h & mask; ; i = (i + 1) & mask {
		s := &c.slots[i]
		if s.n == 0 || s.n == k.n && s.a == k.a && s.b == k.b {
			return s
		}
	}
}

// add fills the empty slot s, which slot returned for key k and hash h,
// with the word's id.
func (c *wordCache) add(s *cachedWord, k textKey, h uint64, id int32) {
	if 2*(c.n+1) > len(c.slots) {
		c.grow()
		s = c.slot(k, h)
	}
	*s = cachedWord{a: k.a, b: k.b, n: k.n, id: id}
	c.n++
}

// grow doubles the slots; their words' hashes are made again from their
// keys (see mixKey).
func (c *wordCache) grow() {
	old := c.slots
	c.slots = make([]cachedWord, 2*len(old))
	for _, w := range old {
		if w.n != 0 {
			k := textKey{a: w.a, b: w.b, n: w.n}
			*c.slot(k, mixKey(c.mix, k)) = w
		}
	}
}
