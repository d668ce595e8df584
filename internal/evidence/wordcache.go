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
// the index, 24 bytes; n is 0 in an empty slot, as no word is empty. The
// id of a word whose stem is unclassified (see wordInfo.stem) is held
// complemented, below 0, so that a token finds whether its word needs
// classifying in the slot, not in the word's info (see internTokens).
type cachedWord struct {
	a, b uint64
	n    uint32
	id   int32
}

// word returns the id of the slot's word.
func (s *cachedWord) word() int32 {
	if s.id < 0 {
		return ^s.id
	}
	return s.id
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

// add fills the empty slot s, which slot returned for the key and hash h
// of word w, with it.
func (c *wordCache) add(s *cachedWord, w cachedWord, h uint64) {
	if c.n >= len(c.slots)/2 { // a power of two of them
		s = c.grow(w, h)
	}
	*s = w
	c.n++
}

// grow doubles the slots, and returns the slot of word w of hash h in them;
// their words' hashes are made again from their keys (see mixKey).
func (c *wordCache) grow(w cachedWord, h uint64) *cachedWord {
	old := c.slots
	c.slots = make([]cachedWord, 2*len(old))
	for _, o := range old {
		if o.n != 0 {
			k := textKey{a: o.a, b: o.b, n: o.n}
			*c.slot(k, mixKey(&c.mix, k)) = o
		}
	}
	return c.slot(textKey{a: w.a, b: w.b, n: w.n}, h)
}
