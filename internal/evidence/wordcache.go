package evidence

// wordCache finds the words an index being built has met by their text,
// in front of the term table (see Index.intern): a source repeats most of
// its words, and a look-up in the process-wide table, a cache miss in a
// large table, then one in the index's localIDs cost several times one in
// this small table of the builder's own. It holds the words of at most
// maxKeyed bytes, whose textKeys tell them apart (see keyOf), so that a
// slot is checked without reading a word's text.
//
// The cache lives with its builder, from index to index: a slot keeps its
// word's term table entry, and holds an index's id only while its stamp
// is the cache's stamp of that index, so that an index meets the words the
// builder's indexes met before without a look-up in the term table (a
// RAGTruth source meets most of its words in the sources before it), and
// the slots are not cleared for each index. It holds the term table whose
// entries its slots keep alive while its builder lives.
type wordCache struct {
	// slots are a power of two of them, at most half full.
	slots []cachedWord
	n     int
	// terms is the term table whose ids the slots keep, mix its mix, to
	// hash the words with as it does (see mixKey).
	terms *termTable
	mix   [2]uint64
	// stamp is the stamp of the index being built, one more than the
	// index before it's: when it wraps round to 0, the cache is emptied
	// and the stamps given again from 1.
	stamp uint16
}

// cachedWord is a slot of a wordCache: the textKey of a word, its term
// table entry, and its id in the index of stamp, in 32 bytes, so that two
// share a cache line and none straddles one (TestCachedWordSize); n is 0
// in an empty slot, as no word is empty. The id of a word whose stem is
// unclassified (see wordInfo.stem) is held complemented, below 0, so that
// a token finds whether its word needs classifying in the slot, not in
// the word's info (see internTokens).
type cachedWord struct {
	a, b uint64
	id   int32
	// term, stem and flags are the id, stem and flags of the word's term
	// table entry (see entry).
	term, stem int32
	stamp      uint16
	n          uint8
	flags      uint8
}

// newCachedWord returns the slot of the word of key k, of at most maxKeyed
// bytes, and term table entry e, whose id is id in the index of stamp.
func newCachedWord(k textKey, e wordEntry, id int32, stamp uint16) cachedWord {
	return cachedWord{a: k.a, b: k.b, id: id, term: e.id, stem: e.stem, stamp: stamp, n: uint8(k.n), flags: e.flags}
}

// entry returns the term table entry of the slot's word.
func (s *cachedWord) entry() wordEntry {
	return wordEntry{id: s.term, stem: s.stem, flags: s.flags}
}

// key returns the textKey of the slot's word.
func (s *cachedWord) key() textKey {
	return textKey{a: s.a, b: s.b, n: uint32(s.n)}
}

// maxCached is the number of words past which a cache is emptied for the
// next index, so that a builder does not hold every word a long-running
// process meets (RAGTruth's sources hold some 16,600).
const maxCached = 1 << 15

// word returns the id of the slot's word.
func (s *cachedWord) word() int32 {
	if s.id < 0 {
		return ^s.id
	}
	return s.id
}

// begin readies the cache for the next index, which adds its words to term
// table t, with room for n words: given the next stamp, emptied when it
// holds the words of another table or more than maxCached, and given more
// slots when it has fewer than n words need. An emptied cache is given
// room for as many words as t holds or was reserved for, at most
// maxCached, which the builder's indexes are about to meet again: grown
// from the room of one index, a fresh process's cache was moved into
// larger slots twelve times on RAGTruth.
func (c *wordCache) begin(t *termTable, n int) {
	if c.stamp++; c.stamp == 0 {
		c.empty()
		c.stamp = 1
	}
	size := slotsFor(n)
	switch {
	case c.terms != t || c.n > maxCached:
		size = slotsFor(max(n, min(int(max(t.n.Load(), t.reserved.Load())), maxCached)))
		if cap(c.slots) < size {
			c.slots = make([]cachedWord, size)
		} else {
			c.slots = c.slots[:size]
			clear(c.slots)
		}
		c.n, c.terms, c.mix = 0, t, t.mix
	case len(c.slots) < size:
		c.rehash(size)
	}
}

// empty empties the cache, keeping its slots: its stamps ran out, and
// those of its slots are to be given again.
func (c *wordCache) empty() {
	clear(c.slots)
	c.n = 0
}

// slot returns the slot of the word of key k and hash h: the one that
// holds it, or the empty one where it goes. The key is compared first:
// most look-ups find their word in the first slot they read, which is
// then not tested for being empty (an empty slot's n, 0, is no word's;
// with the test first, a RAGTruth op took 0.42 M more instructions).
func (c *wordCache) slot(k textKey, h uint64) *cachedWord {
	mask := uint64(len(c.slots) - 1)
	for i := h & mask; ; i = (i + 1) & mask {
		// i is below len(slots), a power of two (see elem: with the
		// check, a RAGTruth op took 0.36 M more instructions).
		s := elem(c.slots, uint32(i))
		if uint32(s.n) == k.n && s.a == k.a && s.b == k.b || s.n == 0 {
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

// grow doubles the slots, and returns the slot of word w of hash h in them.
func (c *wordCache) grow(w cachedWord, h uint64) *cachedWord {
	c.rehash(2 * len(c.slots))
	return c.slot(w.key(), h)
}

// rehash moves the words into size slots, a power of two; their hashes
// are made again from their keys (see mixKey).
func (c *wordCache) rehash(size int) {
	old := c.slots
	c.slots = make([]cachedWord, size)
	for _, o := range old {
		if o.n != 0 {
			k := o.key()
			*c.slot(k, mixKey(&c.mix, k)) = o
		}
	}
}
