package sourced

import (
	"unsafe"

	"github.com/sourced-dev/sourced/internal/evidence"
	"github.com/sourced-dev/sourced/internal/signals"
	"github.com/sourced-dev/sourced/internal/swar"
)

// wordMemoSize is the number of words a wordMemo remembers; a power of
// two, enough for the words of the outputs checked against one source.
const wordMemoSize = 1 << wordMemoBits

// maxMemoWord is the longest word a wordMemo remembers: its key, two
// words of eight bytes, holds every byte of such a word.
const maxMemoWord = 16

// wordMemo remembers what the claims' words bring in the index the state
// serves (see evidence.Index.WordStem): the outputs checked against one
// index (a source's answers) use the same words again and again, and a
// word found here costs a load and a compare, not the index's look-ups of
// the word and of its stem. Each word has one slot, chosen by its key, and
// a later word with the same slot takes it over. Slots are stamped with
// the memo's generation, which changes with the index (see forget), so
// that changing the index costs no clearing: read keeps a word of an
// older generation, as a word's stem and class are the same whatever the
// index, and asks the new index only for the stem's id; slotOf's callers
// take such a word as unknown.
type wordMemo struct {
	gen   uint32
	slots []wordSlot // made on first use
}

// wordSlot is one remembered word, by its key, and what WordStem said it
// brings: its stem's ref is what the stem's id in another index is found
// by.
type wordSlot struct {
	key wordKey
	gen uint32
	ref evidence.StemRef
	cls signals.WordClass
	ts  tokenStem
}

// wordKey is a word of at most maxMemoWord bytes, whole: its length and
// two words that hold all its bytes, packed in one of two ways (see
// wordMemo.read and packKey), the same for all the words of a memo.
type wordKey struct {
	first, last uint64
	n           int
}

// packKey returns a key of w, of at most maxMemoWord bytes, that holds it
// whole: its bytes, zero-padded, and its length. (Words met one at a time,
// such as names, are keyed so; read keys tokens by loads of their ends,
// which cost less.)
func packKey(w string) wordKey {
	var b [maxMemoWord]byte
	copy(b[:], w)
	return wordKey{first: swar.Load64(b[:8]), last: swar.Load64(b[8:]), n: len(w)}
}

// wordMemoBits is the log2 of wordMemoSize.
const wordMemoBits = 11

// slot returns the place of a word of key k in a wordMemo.
func (k wordKey) slot() uint64 {
	return (k.first ^ k.last*0x9e3779b97f4a7c15 ^ uint64(k.n)) * 0xff51afd7ed558ccd >> (64 - wordMemoBits)
}

// forget starts a new generation, for another index.
func (m *wordMemo) forget() {
	m.gen++
	if m.gen == 0 {
		// The generations wrapped round: no old stamp may match again.
		clear(m.slots)
		m.gen = 1
	}
}

// ready makes the memo's slots unless it has them.
func (m *wordMemo) ready() {
	if m.slots == nil {
		m.slots = make([]wordSlot, wordMemoSize)
		m.gen = max(m.gen, 1) // a zero stamp is no generation's
	}
}

// slotOf returns the slot of w, of at most maxMemoWord bytes, and w's
// packKey; the slot holds w when its key and generation are w's and the
// memo's. A memo's words are all looked up by slotOf, or all by read.
func (m *wordMemo) slotOf(w string) (*wordSlot, wordKey) {
	m.ready()
	k := packKey(w)
	return &m.slots[k.slot()], k
}

// read sets stems[i] and classes[i] to what ev.WordStem says token i
// brings, remembered, and returns the union of the classes: ev must be
// the index the memo has served since it last forgot.
func (m *wordMemo) read(ev *evidence.Index, tokens []signals.Token, stems []tokenStem, classes []signals.WordClass) (union signals.WordClass) {
	m.ready()
	slots := m.slots[:wordMemoSize]
	stems, classes = stems[:len(tokens)], classes[:len(tokens)] // one bounds check for all
	for i := range tokens {
		w := tokens[i].Lower
		if len(w) > maxMemoWord {
			st, _, id, ok, cls := ev.WordStem(w)
			stems[i], classes[i] = tokenStem{st, id, ok}, cls
			union |= cls
			continue
		}
		// The key: the first and last eight bytes of a word of eight or
		// more, the first and last four of one of four to seven, and the
		// first, middle and last byte of a shorter one, which cover every
		// byte of the word at its place. (Written out here: a call for
		// each token costs more than the rest of a hit.)
		k := wordKey{n: len(w)}
		switch n := len(w); {
		case n >= 8:
			k.first, k.last = swar.Load64(w), swar.Load64(w[n-8:])
		case n >= 4:
			k.first, k.last = uint64(swar.Load32(w)), uint64(swar.Load32(w[n-4:]))
		case n > 0:
			k.first = uint64(w[0]) | uint64(w[n/2])<<8 | uint64(w[n-1])<<16
		}
		s := &slots[k.slot()]
		if s.key != k {
			st, ref, id, ok, cls := ev.WordStem(w)
			stems[i], classes[i] = tokenStem{st, id, ok}, cls
			union |= cls
			if !cutFrom(st, w) {
				*s = wordSlot{key: k, gen: m.gen, ref: ref, cls: cls, ts: stems[i]}
			}
			continue
		}
		if s.gen != m.gen {
			// A word met against another index: its stem and class are
			// the same whatever the index, only the stem's id is the
			// index's own, found by the stem's ref when it has one.
			switch {
			case s.ref != evidence.NoStemRef:
				s.ts.id = ev.StemIDOf(s.ref)
			case s.ts.ok:
				s.ts.id = ev.StemID(s.ts.stem)
			}
			s.gen = m.gen
		}
		stems[i], classes[i] = s.ts, s.cls
		union |= s.cls
	}
	return union
}

// cutFrom reports whether the non-empty string st is cut from w, which
// shares its bytes. The stem WordStem gives a content word no source has
// may be the word itself, or a part of it, when the process-wide stem
// memo does not hold the word: a slot does not keep it, which would keep
// the checked output alive. (A string a slot may keep is on the heap,
// whose objects Go's collector never moves: comparing where the bytes
// lie is sound.)
func cutFrom(st, w string) bool {
	if st == "" {
		return false
	}
	p, q := uintptr(unsafe.Pointer(unsafe.StringData(st))), uintptr(unsafe.Pointer(unsafe.StringData(w)))
	return q <= p && p < q+uintptr(len(w))
}
