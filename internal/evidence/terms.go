package evidence

import (
	"maps"
	"strings"
	"sync"
	"sync/atomic"

	"github.com/sourced-dev/sourced/internal/signals"
)

// termTable gives each word the indexes of a process meet an id, and each
// content word its stem and the stem an id, once for the whole process:
// most words of a small source are new to its index, and classifying and
// stemming them afresh for every index was most of the cost of preparing
// many small sources. An index keeps only its own ids for the table's (see
// localIDs).
//
// A termTable is safe for concurrent use, and its look-ups take no lock:
// they read an immutable snapshot. The words added since it was published
// are kept under a mutex, and looked up there, until the look-ups and
// additions that took the lock are an eighth as many as the snapshot
// holds: then a snapshot that holds them is published, a cost the slow
// look-ups pay for, whether new words keep coming or not. Words and stems
// are never removed; once a table holds maxWords words, new indexes start a
// fresh table (see currentTerms), and the old one lives on for as long as
// an index built with it does.
type termTable struct {
	snap atomic.Pointer[termSnapshot]

	mu sync.Mutex
	// words and stems are the entries added since snap was published;
	// nWords and nStems the number of ids given; slow the number of calls
	// of add since. stemTexts holds every stem by id: a snapshot shares
	// its array, reading only the ids it holds, while later stems are
	// appended.
	words          map[string]wordEntry
	stems          map[string]int32
	stemTexts      []string
	nWords, nStems int32
	slow           int
}

// termSnapshot is the published, immutable state of a termTable: every
// word id below nWords and stem id below nStems is in its maps.
type termSnapshot struct {
	words          map[string]wordEntry
	stems          map[string]int32
	stemTexts      []string // by stem id
	nWords, nStems int32
}

// wordEntry is what the table knows of a word; small, so that the
// table's map stays small.
type wordEntry struct {
	id int32
	// stem is the id of the word's content stem, lemmaStem of the word
	// (see stemText), noContent when the word is no content word (see
	// signals.IsContentWord).
	stem int32
	// number marks a signals.NumberWord.
	number bool
	// class is the word's signals.ClassOf.
	class signals.WordClass
}

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
	if t != nil && t.snap.Load().nWords < maxWords {
		return t
	}
	fresh := newTermTable()
	if terms.CompareAndSwap(t, fresh) {
		return fresh
	}
	return terms.Load()
}

// newTermTable returns an empty table.
func newTermTable() *termTable {
	t := &termTable{words: map[string]wordEntry{}, stems: map[string]int32{}}
	t.snap.Store(&termSnapshot{words: map[string]wordEntry{}, stems: map[string]int32{}})
	return t
}

// word returns the entry of word w, if the published table holds it.
func (t *termTable) word(w string) (wordEntry, bool) {
	e, ok := t.snap.Load().words[w]
	return e, ok
}

// wordOf is word of a word held in bytes.
func (t *termTable) wordOf(w []byte) (wordEntry, bool) {
	e, ok := t.snap.Load().words[string(w)]
	return e, ok
}

// stemText returns the text of the content stem of id.
func (t *termTable) stemText(id int32) string {
	if texts := t.snap.Load().stemTexts; int(id) < len(texts) {
		return texts[id]
	}
	t.mu.Lock()
	defer t.mu.Unlock()
	return t.stemTexts[id]
}

// intern returns the entry of word w, adding the word when it is new.
func (t *termTable) intern(w string) wordEntry {
	if e, ok := t.snap.Load().words[w]; ok {
		return e
	}
	return t.add(w)
}

// add returns the entry of word w, which the published table did not hold
// when looked up, classifying and adding the word when it is new.
func (t *termTable) add(w string) wordEntry {
	t.mu.Lock()
	defer t.mu.Unlock()
	// The snapshot changes only under the lock: it may have taken w in
	// since the look-up.
	snap := t.snap.Load()
	if e, ok := snap.words[w]; ok {
		return e
	}
	t.slow++
	if t.slow > 256+(len(snap.words)+len(snap.stems))/8 {
		t.publish(snap)
		snap = t.snap.Load()
		if e, ok := snap.words[w]; ok {
			return e
		}
	}
	if e, ok := t.words[w]; ok {
		return e
	}
	// The table keeps copies: w may be cut from a large text.
	w = strings.Clone(w)
	e := wordEntry{id: t.nWords, stem: noContent, number: signals.NumberWord(w), class: signals.ClassOf(w)}
	t.nWords++
	if signals.IsContentWord(w) {
		st := lemmaStem(w)
		id, ok := snap.stems[st]
		if !ok {
			if id, ok = t.stems[st]; !ok {
				id = t.nStems
				t.nStems++
				t.stems[st] = id
				t.stemTexts = append(t.stemTexts, st)
			}
		}
		e.stem = id
	}
	t.words[w] = e
	return e
}

// publish replaces snapshot old, the current one, with one that also
// holds the entries added since. The caller holds t.mu.
func (t *termTable) publish(old *termSnapshot) {
	s := &termSnapshot{
		words:     make(map[string]wordEntry, len(old.words)+len(t.words)),
		stems:     make(map[string]int32, len(old.stems)+len(t.stems)),
		stemTexts: t.stemTexts,
		nWords:    t.nWords,
		nStems:    t.nStems,
	}
	maps.Copy(s.words, old.words)
	maps.Copy(s.words, t.words)
	maps.Copy(s.stems, old.stems)
	maps.Copy(s.stems, t.stems)
	t.snap.Store(s)
	t.words = map[string]wordEntry{}
	t.stems = map[string]int32{}
	t.slow = 0
}

// localIDs maps the table ids of the words and stems one index holds to
// the index's own ids: an open-addressing hash table on int keys, far
// cheaper to fill than a map keyed by strings. A key is a table id shifted
// left by one, with the low bit set for a stem (see wordKey and stemKey).
type localIDs struct {
	slots []localSlot // a power of two of them, at most half full
	n     int
}

// localSlot is one slot of localIDs.
type localSlot struct {
	key uint32 // one more than the key; 0 marks an empty slot
	id  int32
}

// wordKey and stemKey are the localIDs keys of a word's and a stem's
// table id.
func wordKey(id int32) uint32 { return uint32(id) << 1 }
func stemKey(id int32) uint32 { return uint32(id)<<1 | 1 }

// newLocalIDs returns a localIDs with room for n keys.
func newLocalIDs(n int) localIDs {
	size := 16
	for size < 2*n {
		size *= 2
	}
	return localIDs{slots: make([]localSlot, size)}
}

// slot returns the index of the slot of key, or of the empty slot where it
// would go.
func (l *localIDs) slot(key uint32) uint32 {
	key++
	mask := uint32(len(l.slots) - 1)
	h := key * 0x9E3779B1
	for i := (h ^ h>>15) & mask; ; i = (i + 1) & mask {
		if k := l.slots[i].key; k == key || k == 0 {
			return i
		}
	}
}

// find returns the id of key, or -1.
func (l *localIDs) find(key uint32) int32 {
	if s := l.slots[l.slot(key)]; s.key != 0 {
		return s.id
	}
	return -1
}

// put returns the id of key and false when it has one; otherwise it gives
// key id and reports true.
func (l *localIDs) put(key uint32, id int32) (int32, bool) {
	i := l.slot(key)
	if s := l.slots[i]; s.key != 0 {
		return s.id, false
	}
	if 2*(l.n+1) > len(l.slots) {
		l.grow()
		i = l.slot(key)
	}
	l.slots[i] = localSlot{key: key + 1, id: id}
	l.n++
	return id, true
}

// grow doubles the slots.
func (l *localIDs) grow() {
	old := l.slots
	l.slots = make([]localSlot, 2*len(old))
	for _, s := range old {
		if s.key != 0 {
			l.slots[l.slot(s.key-1)] = s
		}
	}
}
