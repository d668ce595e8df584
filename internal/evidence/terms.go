package evidence

import (
	"hash/maphash"
	"math/bits"
	"sync"
	"sync/atomic"
	"unsafe"

	"github.com/sourced-dev/sourced/internal/signals"
	"github.com/sourced-dev/sourced/internal/swar"
)

// termTable gives each word the indexes of a process meet an id, and each
// content word its stem and the stem an id, once for the whole process:
// most words of a small source are new to its index, and classifying and
// stemming them afresh for every index was most of the cost of preparing
// many small sources. An index keeps only its own ids for the table's (see
// localIDs).
//
// The table is a flat open-addressing hash table, safe for concurrent use:
// its look-ups take no lock and find a word by reading one slot, most of
// the time. The table is large and its look-ups land anywhere in it, so
// each costs a cache miss for every place it reads: a slot holds all a
// look-up needs, the word's id and entry and its bytes (see textKey), and
// only a word longer than a slot holds is compared with its text, kept by
// id in chunks that never move. A word is added under a mutex: its record
// and its slot's fields are written before the slot's ref, which a look-up
// reads atomically first, so a look-up that finds the ref finds the slot
// and the record whole. When the slots are half full, the writer fills a
// table of four times as many and publishes it; a look-up still probing
// the old one finds every word the old one held. Stems are found the same way,
// without a lock (see stemIndex). Words and stems are never removed; once
// a table holds maxWords words, new indexes start a fresh table (see
// currentTerms), and the old one lives on for as long as an index built
// with it does.
type termTable struct {
	// id tells the table from every other the process makes (see
	// Index.TableID); the first is 1.
	id    uint64
	seed  maphash.Seed
	mix   [2]uint64 // random, for the hash of a short word (see hash)
	slots atomic.Pointer[wordSlots]
	// n is the number of words: their ids are 0 to n-1.
	n atomic.Int32
	// reserved is the number of words ReserveWords readied the table
	// for, 0 when it did not.
	reserved atomic.Int32
	// words holds the records of the words by id; stemList the stems by
	// id. A record is written before its id is handed out.
	words    chunked[wordRecord]
	stemList chunked[stemRecord]

	// stems finds the id of each stem by its text, without a lock.
	stems atomic.Pointer[stemIndex]

	mu sync.Mutex
	// texts holds the table's copies of its words.
	texts textArena
	// nStems is the number of stems: their ids are 0 to nStems-1.
	nStems int32
}

// wordSlots are the slots of a termTable: a power of two of them, at
// most half full.
type wordSlots struct {
	slots []wordSlot
	mask  uint64
}

// wordSlot is a slot of a termTable: 32 bytes, so that two share a cache
// line and none straddles one.
type wordSlot struct {
	// ref is one more than the id of the slot's word; 0 when the slot is
	// empty. It is stored after the other fields and loaded before them.
	ref atomic.Uint32
	// n, a and b are the word's textKey, laid out with ref to fill 24
	// bytes.
	n    uint32
	a, b uint64
	// The rest of the word's entry.
	stem  int32
	flags uint8
}

// holds reports whether the slot's word has key k.
func (s *wordSlot) holds(k textKey) bool {
	return s.n == k.n && s.a == k.a && s.b == k.b
}

// textKey is a word's length and 16 bytes of it: all its bytes when it
// has at most maxKeyed, so that two such words are equal exactly when
// their keys are; its first and last 8 when longer.
type textKey struct {
	a, b uint64
	n    uint32
}

// maxKeyed is the length of the longest word a textKey holds whole.
const maxKeyed = 16

// keyOf returns the textKey of w. It reads each byte of a word of up to
// maxKeyed bytes at least once: the first and last 8 of 8 or more, the
// first and last 4 of 4 to 7, the first, middle and last of 1 to 3, each
// run at its place, so different words of one length have different keys.
// (The pair is swar.Ends's, written out: through a call, the look-ups of
// a RAGTruth benchmark took 0.5% more instructions.)
func keyOf[W string | []byte](w W) textKey {
	n := len(w)
	switch {
	case n >= 8:
		return textKey{a: swar.Load64(w[:8]), b: swar.Load64(w[n-8:]), n: uint32(n)}
	case n >= 4:
		return textKey{a: uint64(swar.Load32(w[:4])), b: uint64(swar.Load32(w[n-4:])), n: uint32(n)}
	case n > 0:
		// The middle byte's index, halved as an unsigned number, is known
		// to the compiler to lie below n: it is read without a bounds check.
		return textKey{a: uint64(w[0]) | uint64(w[uint(n)/2])<<8 | uint64(w[n-1])<<16, n: uint32(n)}
	}
	return textKey{}
}

// wordRecord is a word of a termTable, with its hash and entry.
type wordRecord struct {
	text  string
	hash  uint64
	entry wordEntry
}

// stemRecord is a stem of a termTable, with its hash (see stemHash).
type stemRecord struct {
	text string
	hash uint64
}

// recordChunk is the number of records or stems in a chunk.
const recordChunk = 1 << 12

// chunked holds records by id in chunks of recordChunk that never move,
// readable without a lock: when its directory of chunks fills, the writer
// publishes a larger copy, never changing a published one. An index may add
// any number of words to a table (maxWords only bounds when new indexes
// start a fresh one), so the directory has no fixed size.
type chunked[R any] struct {
	dir atomic.Pointer[[]*[recordChunk]R]
}

// at returns record id, which has been written. (The id, never negative, is
// split as unsigned: a shift and a mask, not a signed division's fix-ups.)
func (c *chunked[R]) at(id int32) *R {
	u := uint32(id)
	return &(*c.dir.Load())[u/recordChunk][u%recordChunk]
}

// place returns where record id goes, for the caller to write; the caller
// holds the table's lock and places the ids in order, from 0. (A place,
// not a record to copy in: writing the fields where they lie spared a new
// word a copy of its record through the call.)
func (c *chunked[R]) place(id int32) *R {
	var dir []*[recordChunk]R
	if d := c.dir.Load(); d != nil {
		dir = *d
	}
	u := uint32(id)
	if k := int(u / recordChunk); k == len(dir) {
		// Only a grown directory is moved to the heap, not every call's.
		grown := append(dir[:len(dir):len(dir)], new([recordChunk]R))
		c.dir.Store(&grown)
		dir = grown
	}
	return &dir[u/recordChunk][u%recordChunk]
}

// wordEntry is what the table knows of a word; small, so that the
// table's records stay small.
type wordEntry struct {
	id int32
	// stem is the id of the word's content stem, lemmaStem of the word
	// (see termTable.stem), noContent when the word is no content word (see
	// signals.IsContentWord).
	stem int32
	// flags are the word's signals.ClassOf, with numberFlag set for a
	// signals.NumberWord (see wordFlags).
	flags uint8
}

// numberFlag marks a number word in wordEntry.flags, a bit no
// signals.WordClass sets.
const numberFlag = 1 << 7

// A class that set numberFlag's bit would be read as a number word, and
// lose the bit: this array's length, minus numberFlag's bit of
// signals.ClassAll, is then negative, and the package does not build.
var _ [-(int(signals.ClassAll) & numberFlag)]struct{}

// wordFlags returns the wordEntry.flags of a word of class cls, a number
// word when number is set.
func wordFlags(cls signals.WordClass, number bool) uint8 {
	flags := uint8(cls)
	if number {
		flags |= numberFlag
	}
	return flags
}

// class returns the class of the entry's word.
func (e wordEntry) class() signals.WordClass { return signals.WordClass(e.flags &^ numberFlag) }

// maxWords is the number of words a termTable takes before new indexes
// start a fresh one, which bounds the memory a long-running process gives
// the words it has met.
const maxWords = 1 << 18

// terms is the table new indexes add their words to; nil until the first
// index is built.
var terms atomic.Pointer[termTable]

// currentTerms returns the table a new index adds its words to, starting a
// fresh one when there is none or the current one is full.
func currentTerms() *termTable {
	t := terms.Load()
	if t != nil && t.n.Load() < maxWords {
		return t
	}
	fresh := newTermTable()
	if terms.CompareAndSwap(t, fresh) {
		return fresh
	}
	return terms.Load()
}

// tables counts the term tables the process has made.
var tables atomic.Uint64

// newTermTable returns an empty table.
func newTermTable() *termTable {
	t := &termTable{id: tables.Add(1), seed: maphash.MakeSeed()}
	t.stems.Store(newStemIndex(1 << 10))
	// The mix of short words' hashes is drawn from a seed too.
	t.mix = [2]uint64{maphash.String(t.seed, "a") | 1, maphash.String(t.seed, "b") | 1}
	t.slots.Store(newWordSlots(1 << 10))
	return t
}

// newWordSlots returns n empty slots; n is a power of two.
func newWordSlots(n int) *wordSlots {
	return &wordSlots{slots: make([]wordSlot, n), mask: uint64(n - 1)}
}

// hash returns the hash of word w of key k: for a short word, one
// multiplication of its key (all its bytes) mixed with the table's seed,
// which is cheaper than maphash and as good for choosing a slot; maphash
// of a longer one.
func hash[W string | []byte](t *termTable, w W, k textKey) uint64 {
	if k.n > maxKeyed {
		// Each instantiation takes one branch; neither allocates.
		if s, ok := any(w).(string); ok {
			return maphash.String(t.seed, s)
		}
		return maphash.Bytes(t.seed, []byte(w))
	}
	return mixKey(&t.mix, k)
}

// mixKey is the hash of a word of at most maxKeyed bytes in a table of mix
// m: made from its key alone, which holds all its bytes. The mix is taken
// by pointer: an array of two is no value the compiler keeps in
// registers, and taken by value it was copied through the stack at every
// look-up (a RAGTruth index took 0.6% more instructions).
func mixKey(m *[2]uint64, k textKey) uint64 {
	hi, lo := bits.Mul64(k.a^m[0], k.b^m[1]^uint64(k.n))
	return hi ^ lo
}

// word returns the entry of word w, if the table holds it: one of at most
// maxKeyed bytes, most words, is found by probe, inlined, not by find.
func (t *termTable) word(w string) (wordEntry, bool) {
	k := keyOf(w)
	if k.n <= maxKeyed {
		if slot, ref := t.slots.Load().probe(k, mixKey(&t.mix, k)); ref != 0 {
			return slot.entry(ref), true
		}
		return wordEntry{}, false
	}
	return find(t, t.slots.Load(), w, k, hash(t, w, k))
}

// wordOf is word of a word held in bytes.
func (t *termTable) wordOf(w []byte) (wordEntry, bool) {
	k := keyOf(w)
	if k.n <= maxKeyed {
		if slot, ref := t.slots.Load().probe(k, mixKey(&t.mix, k)); ref != 0 {
			return slot.entry(ref), true
		}
		return wordEntry{}, false
	}
	return find(t, t.slots.Load(), w, k, hash(t, w, k))
}

// find returns the entry of word w of key k and hash h, if slots s of t
// hold it.
func find[W string | []byte](t *termTable, s *wordSlots, w W, k textKey, h uint64) (wordEntry, bool) {
	for i := h & s.mask; ; i = (i + 1) & s.mask {
		slot := &s.slots[i]
		ref := slot.ref.Load()
		if ref == 0 {
			return wordEntry{}, false
		}
		if slot.holds(k) && (k.n <= maxKeyed || t.words.at(int32(ref-1)).text == string(w)) {
			return wordEntry{id: int32(ref - 1), stem: slot.stem, flags: slot.flags}, true
		}
	}
}

// stem returns the text and the stemHash of the content stem of id.
func (t *termTable) stem(id int32) stemRecord {
	return *t.stemList.at(id)
}

// stemHash is the hash of a stem, by which the table finds its stems (see
// stemIndex): the hash of a word of its text, one multiplication for the
// many stems of at most maxKeyed bytes.
func (t *termTable) stemHash(st string) uint64 {
	return hash(t, st, keyOf(st))
}

// intern returns the entry of word w, adding the word when it is new.
func (t *termTable) intern(w string) wordEntry {
	k := keyOf(w)
	return t.internKeyed(w, k, hash(t, w, k))
}

// internKeyed is intern of word w of key k and hash h.
func (t *termTable) internKeyed(w string, k textKey, h uint64) wordEntry {
	n := t.n.Load()
	if e, ok := find(t, t.slots.Load(), w, k, h); ok {
		return e
	}
	return t.add(w, k, h, n)
}

// internShort is internKeyed of a word of at most maxKeyed bytes, which
// its key tells apart from every other: its slot is found without a call
// and without reading a text (see probe).
func (t *termTable) internShort(w string, k textKey, h uint64) wordEntry {
	n := t.n.Load()
	if slot, ref := t.slots.Load().probe(k, h); ref != 0 {
		return slot.entry(ref)
	}
	return t.add(w, k, h, n)
}

// probe returns the slot of the word of key k and hash h, a word of at
// most maxKeyed bytes, which its key tells apart from every other, and the
// slot's ref: the slot that holds the word, or the empty one where the
// probe ended, of ref 0. Small enough to be inlined, so that a caller
// finds a word without a call.
func (s *wordSlots) probe(k textKey, h uint64) (*wordSlot, uint32) {
	for i := h & s.mask; ; i = (i + 1) & s.mask {
		slot := &s.slots[i]
		if ref := slot.ref.Load(); ref == 0 || slot.holds(k) {
			return slot, ref
		}
	}
}

// entry is the entry of the word of a slot whose ref, loaded first, is
// ref.
func (s *wordSlot) entry(ref uint32) wordEntry {
	return wordEntry{id: int32(ref - 1), stem: s.stem, flags: s.flags}
}

// add returns the entry of word w of key k and hash h, which the table
// did not hold when it held n words, classifying and adding the word when
// it is new.
func (t *termTable) add(w string, k textKey, h uint64, n int32) wordEntry {
	// The unlock is deferred, though that costs a new word some 36
	// instructions: the table is the whole process's, and a panic that
	// left it locked (a server recovers from a handler's) would stop
	// every later index.
	t.mu.Lock()
	defer t.mu.Unlock()
	s := t.slots.Load()
	id := t.n.Load()
	// Another writer may have added w since the look-up, but only if it
	// added a word: a word's slot is set before the count is raised.
	if id != n {
		if e, ok := find(t, s, w, k, h); ok {
			return e
		}
	}
	if 2*int(id+1) > len(s.slots) {
		s = t.grow(s)
	}
	// The table keeps copies: w may be cut from a large text.
	w = t.texts.clone(w)
	e := wordEntry{id: id, stem: noContent}
	cls, number, content := signals.Facts(w)
	e.flags = wordFlags(cls, number)
	if content {
		// A word that is its own stem, as many are, is the stem itself,
		// cut whole from the word (see signals.Stem), and its hash is the
		// stem's.
		st, sh := lemmaStem(w), h
		if len(st) != len(w) || unsafe.StringData(st) != unsafe.StringData(w) {
			sh = t.stemHash(st)
		}
		e.stem = t.addStem(st, sh)
	}
	r := t.words.place(id)
	r.text, r.hash, r.entry = w, h, e
	put(s, h, k, e)
	t.n.Store(id + 1)
	return e
}

// addStem returns the id of stem st of hash h, adding it when it is new.
// The caller holds t.mu.
func (t *termTable) addStem(st string, h uint64) int32 {
	if id := t.findStem(st, h); id >= 0 {
		return id
	}
	id := t.nStems
	// The stem's record is set before its slot, which a look-up reads
	// first.
	r := t.stemList.place(id)
	r.text, r.hash = st, h
	s := t.stems.Load()
	if 2*int(id+1) > len(s.slots) {
		s = t.growStems(4 * len(s.slots))
	}
	s.put(h, id)
	t.nStems++
	return id
}

// growStems publishes a stem index of n slots, a power of two, holding
// every stem, and returns it. The caller holds t.mu.
func (t *termTable) growStems(n int) *stemIndex {
	bigger := newStemIndex(n)
	for id := range t.nStems {
		bigger.put(t.stemList.at(id).hash, id)
	}
	t.stems.Store(bigger)
	return bigger
}

// findStem returns the id of stem st of hash h, or -1 when the table does
// not hold it. It takes no lock.
func (t *termTable) findStem(st string, h uint64) int32 {
	s := t.stems.Load()
	for i := h & s.mask; ; i = (i + 1) & s.mask {
		ref := s.slots[i].Load()
		if ref == 0 {
			return -1
		}
		if r := t.stemList.at(ref - 1); r.hash == h && r.text == st {
			return ref - 1
		}
	}
}

// textArena copies strings into blocks of textBlock bytes or more, one
// allocation a block instead of one a string: a copy is cut from the
// block, whose bytes it has handed out are never written again (a full
// block is left for a new one, not grown). A block lives as long as any
// copy cut from it. (A block is a plain byte slice, not a
// strings.Builder: the builder's checks and its String cost a new word of
// the term table half as much again as the copy itself.)
type textArena struct{ block []byte }

// textBlock is the least size of a textArena's block.
const textBlock = 1 << 12

// clone returns a copy of w.
func (a *textArena) clone(w string) string {
	n := len(a.block)
	if cap(a.block)-n < len(w) {
		a.block, n = make([]byte, 0, max(textBlock, len(w))), 0
	}
	a.block = append(a.block, w...)
	return unsafe.String(unsafe.SliceData(a.block[n:]), len(w))
}

// put sets the first empty slot of hash h in s to name the word of key k
// and entry e. The caller holds the table's lock.
func put(s *wordSlots, h uint64, k textKey, e wordEntry) {
	i := h & s.mask
	for s.slots[i].ref.Load() != 0 {
		i = (i + 1) & s.mask
	}
	slot := &s.slots[i]
	slot.n, slot.a, slot.b = k.n, k.a, k.b
	slot.stem, slot.flags = e.stem, e.flags
	slot.ref.Store(uint32(e.id) + 1)
}

// grow publishes slots four times as many as s, which holds every word,
// holding every word too, and returns them. The caller holds t.mu. (Four
// times, not twice: a run that grows the table to 65,536 slots, as RAGTruth's
// 16,600 words do, puts a third as many words again, in a third less
// memory all told, though a run whose words stop just past a quarter of a
// size, as 8,200 would, ends with a table twice as large.)
func (t *termTable) grow(s *wordSlots) *wordSlots {
	return t.growTo(4 * len(s.slots))
}

// growTo publishes n slots, a power of two, holding every word, and
// returns them. The caller holds t.mu.
func (t *termTable) growTo(n int) *wordSlots {
	bigger := newWordSlots(n)
	for id := range t.n.Load() {
		r := t.words.at(id)
		put(bigger, r.hash, keyOf(r.text), r.entry)
	}
	t.slots.Store(bigger)
	return bigger
}

// ReserveWords readies the term table new indexes add their words to for
// about words words in all: its word slots, and its stems' (a stem for each
// word at most), are made at once as many as it would grow to for that
// many (four times as many each time, see grow), when it has fewer. A run
// that is about to index much text, as a benchmark's is, spares its
// indexes the growing: RAGTruth's sources grow the slots three times, the
// last time moving 8,192 words into a table of 2 MB. A table is never made
// smaller, nor larger than maxWords words need.
func ReserveWords(words int) {
	t := currentTerms()
	words = min(words, maxWords)
	t.mu.Lock()
	defer t.mu.Unlock()
	t.reserved.Store(max(t.reserved.Load(), int32(words)))
	if s := t.slots.Load(); 2*words > len(s.slots) {
		t.growTo(grownSize(len(s.slots), words))
	}
	if s := t.stems.Load(); 2*words > len(s.slots) {
		t.growStems(grownSize(len(s.slots), words))
	}
}

// grownSize is the number of slots n slots grow to, four times as many at
// a time, to hold words at most half full.
func grownSize(n, words int) int {
	for 2*words > n {
		n *= 4
	}
	return n
}

// localIDs maps int keys to an index's own ids: an open-addressing hash
// table, far cheaper to fill than a map keyed by strings, and, unlike a
// map, one allocation holding no pointers. An index's words and stems are
// keyed by their table ids, shifted left by one, with the low bit set for
// a stem (see wordKey and stemKey); its numbers by their numberKey. A key
// is never the largest K (see numberKey).
type localIDs[K uint32 | uint64] struct {
	// slots are at most three quarters full, any number of them, so that
	// a table made for keys it is told of is no larger than they need (see
	// newLocalIDs).
	slots []localSlot[K]
	n     int
}

// localSlot is one slot of localIDs.
type localSlot[K uint32 | uint64] struct {
	key K // one more than the key; 0 marks an empty slot
	id  int32
}

// wordKey and stemKey are the localIDs keys of a word's and a stem's
// table id.
func wordKey(id int32) uint32 { return uint32(id) << 1 }
func stemKey(id int32) uint32 { return uint32(id)<<1 | 1 }

// newLocalIDs returns a localIDs with room for n keys (see localSlots).
func newLocalIDs[K uint32 | uint64](n int) localIDs[K] {
	return localIDs[K]{slots: make([]localSlot[K], localSlots(n))}
}

// localSlots is the number of slots of a localIDs with room for n keys:
// 4n/3, at least 16.
func localSlots(n int) int { return max(16, (4*n+2)/3) }

// slotsFor is the number of slots of an open-addressing table with room
// for n keys: a power of two, at least 16, at most half full.
func slotsFor(n int) int {
	size := 16
	for size < 2*n {
		size *= 2
	}
	return size
}

// slot returns the index of the slot of key, or of the empty slot where it
// would go.
func (l *localIDs[K]) slot(key K) uint32 {
	key++
	n := uint64(len(l.slots))
	i := firstSlot(uint64(key), n)
	for {
		if k := l.slots[i].key; k == key || k == 0 {
			return i
		}
		if i++; uint64(i) == n {
			i = 0
		}
	}
}

// firstSlot is the slot of n where the probe for a key, stored as k (one
// more than the key), starts. The top bits of the product depend on every
// bit of the key (its low bits do not: keys that differ only in their
// high bits, as the float64 bits of whole numbers do, would share a
// start); its top 32, times the number of slots, choose one as a fraction
// of 2^32.
func firstSlot(k, n uint64) uint32 {
	return uint32((k * 0x9E3779B97F4A7C15 >> 32) * n >> 32)
}

// find returns the id of key, or -1. It probes as slot does, written to
// be small enough to be inlined, with StemIDOf round it: most callers
// find a key without a call.
func (l *localIDs[K]) find(key K) int32 {
	key++
	slots := l.slots
	i := firstSlot(uint64(key), uint64(len(slots)))
	for slots[i].key != key {
		if slots[i].key == 0 {
			return -1
		}
		if i++; int(i) == len(slots) {
			i = 0
		}
	}
	return slots[i].id
}

// put returns the id of key and false when it has one; otherwise it gives
// key id and reports true.
func (l *localIDs[K]) put(key K, id int32) (int32, bool) {
	i := l.slot(key)
	if s := l.slots[i]; s.key != 0 {
		return s.id, false
	}
	if 4*(l.n+1) > 3*len(l.slots) {
		l.grow()
		i = l.slot(key)
	}
	l.slots[i] = localSlot[K]{key: key + 1, id: id}
	l.n++
	return id, true
}

// insertKeys gives the local key of each of keys (see keyPostings), which
// are distinct and have no id, its index in keys for id; l has room for
// them all (see newLocalIDs).
func (l *localIDs[K]) insertKeys(keys []keyPostings) {
	// slot's probe, for keys that are not there: a slot is passed over
	// while it is taken, its key not compared, and the slots are held in
	// the loop, not read from l at each key, each read without a bounds
	// check, as firstSlot and the probe keep j below n (see elem: with
	// the checks, a RAGTruth op took 0.34 M more instructions).
	slots := l.slots
	n := uint64(len(slots))
	for i, k := range keys {
		key := K(k.local) + 1
		j := firstSlot(uint64(key), n)
		for elem(slots, j).key != 0 {
			if j++; uint64(j) == n {
				j = 0
			}
		}
		*elem(slots, j) = localSlot[K]{key: key, id: int32(i)}
	}
	l.n += len(keys)
}

// reset empties l, keeping its slots.
func (l *localIDs[K]) reset() {
	clear(l.slots)
	l.n = 0
}

// grow doubles the slots.
func (l *localIDs[K]) grow() {
	old := l.slots
	l.slots = make([]localSlot[K], 2*len(old))
	for _, s := range old {
		if s.key != 0 {
			l.slots[l.slot(s.key-1)] = s
		}
	}
}

// stemIndex holds the ids of a termTable's stems in slots chosen by their
// stemHash, readable without a lock, as the table's word slots are: a slot
// holds one more than a stem's id, stored atomically, 0 when empty; a stem's
// text and hash are read from the table's stemList. There is a power of two
// of slots, at most half full; when they fill, the table's writer fills an
// index of four times as many (as the word slots grow) and publishes it,
// never changing a published slot again but to set an empty one.
type stemIndex struct {
	slots []atomic.Int32
	mask  uint64
}

// newStemIndex returns n empty slots; n is a power of two.
func newStemIndex(n int) *stemIndex {
	return &stemIndex{slots: make([]atomic.Int32, n), mask: uint64(n - 1)}
}

// put sets the first empty slot of hash h to stem id.
func (s *stemIndex) put(h uint64, id int32) {
	i := h & s.mask
	for s.slots[i].Load() != 0 {
		i = (i + 1) & s.mask
	}
	s.slots[i].Store(id + 1)
}
