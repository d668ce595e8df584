package sourced

import (
	"unsafe"

	"github.com/sourced-dev/sourced/internal/evidence"
	"github.com/sourced-dev/sourced/internal/signals"
	"github.com/sourced-dev/sourced/internal/swar"
)

// A wordMemo's slots are first made minWordMemoBits bits' worth, and grow
// to maxWordMemoBits' as words take each other's slots (see
// wordMemo.growing): a small check touches few, and the many outputs of a
// benchmark or a batch, checked against index after index, keep most of
// their words.
const (
	minWordMemoBits = 8
	maxWordMemoBits = 14
)

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
// index, and asks the new index only for the stem's id, by the stem's
// ref, which holds while the indexes share their term table; the other
// readers of a slot (nameSlotAsWritten) take such a word as unknown: a
// slot holds word w when its key is packKey(w) and its generation the
// memo's, and w is of at most maxMemoWord bytes (a longer one its reader
// tells by what it keeps).
type wordMemo struct {
	gen uint32
	// table is the TableID of the indexes the memo has served since it
	// was last cleared, whose term table numbers its slots' refs.
	table uint64
	// mask is len(slots)-1, which a key's hash is cut to (see
	// wordKey.slot).
	mask uint64
	// evictions counts the words of the current generation that another
	// word of their slot took it from, since the slots were last made: a
	// memo that loses many words it serves grows.
	evictions int
	slots     []wordSlot // made on first use
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

// wordKey is the key of a word: its length and its ends (swar.Ends),
// which hold all its bytes when it has at most maxMemoWord (see
// wordMemo.read and packKey).
type wordKey struct {
	first, last uint64
	n           int
}

// packKey returns the key of w, the key read makes of a token: of a word
// of at most maxMemoWord bytes, one that holds it whole; of a longer one,
// one that does not tell it from every other.
func packKey(w string) wordKey {
	first, last := swar.Ends(w)
	return wordKey{first: first, last: last, n: len(w)}
}

// slot returns the place of a word of key k in a wordMemo whose mask is
// mask: the top maxWordMemoBits bits of its hash, cut to the mask, so
// that the shift is a constant (see slotAt).
func (k wordKey) slot(mask uint64) uint64 {
	return swar.Mix(k.first, k.last, k.n) >> (64 - maxWordMemoBits) & mask
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

// useTable readies the memo for an index of TableID table: a memo that
// served the indexes of another term table empties its slots, whose refs
// name other stems in this one, or none.
func (m *wordMemo) useTable(table uint64) {
	if table != m.table {
		clear(m.slots)
		m.table = table
	}
}

// ready makes the memo's slots unless it has them.
func (m *wordMemo) ready() {
	if m.slots == nil {
		m.slots, m.mask = make([]wordSlot, 1<<minWordMemoBits), 1<<minWordMemoBits-1
		m.gen = max(m.gen, 1) // a zero stamp is no generation's
	}
}

// growing reports whether the memo should grow (see grow): whether the
// words evicted since the slots were made outnumber one in share of them,
// and the slots may be made more. (A memo whose misses cost more grows
// sooner: a name's look-up costs about four of a word's.)
func (m *wordMemo) growing(share int) bool {
	return m.evictions > len(m.slots)/share && len(m.slots) < 1<<maxWordMemoBits
}

// The shares of a memo's slots its evictions must outnumber for it to
// grow (see wordMemo.growing): of the claims' words, and of the names as
// written.
const (
	wordShare = 4
	nameShare = 16
)

// grow makes the slots four times as many, up to maxWordMemoBits' worth:
// the words they hold are kept, each in its new place (where two meet, the
// later takes it). (Four times, not twice: a run that fills the memo loses
// a fifth as many words on the way, each of which costs a look-up again.)
// It is kept out of read, which runs it a few times in a process.
//
//go:noinline
func (m *wordMemo) grow() {
	old := m.slots
	n := min(4*len(old), 1<<maxWordMemoBits)
	m.slots, m.mask, m.evictions = make([]wordSlot, n), uint64(n-1), 0
	for i := range old {
		if old[i].gen != 0 {
			m.slots[old[i].key.slot(m.mask)] = old[i]
		}
	}
}

// wordSlotBits is the log2 of a wordSlot's size (TestWordSlotSize).
const wordSlotBits = 6

// slotAt returns the slot of a word whose key's hash (swar.Mix) is h, of
// the slots from base, in a memo whose mask is offMask>>wordSlotBits:
// &slots[wordKey.slot(mask)], found by its offset in bytes, the hash's
// top bits cut to offMask, the mask in bytes (TestSlotAt). read's loop,
// which finds a slot for nearly every token of a claim, so keeps neither
// the number of slots nor the test of the place against it, and shifts by
// a constant: a shift by a variable takes the register the loop keeps
// its tokens in, which it then loaded again for every word.
func slotAt(base unsafe.Pointer, h, offMask uint64) *wordSlot {
	return (*wordSlot)(unsafe.Add(base, h>>(64-maxWordMemoBits-wordSlotBits)&offMask))
}

// read sets stems[i] and classes[i] to what ev.WordStem says token i
// brings, remembered, and returns the union of the classes: ev must be
// the index the memo has served since it last forgot.
func (m *wordMemo) read(ev *evidence.Index, tokens []signals.Token, stems []tokenStem, classes []signals.WordClass) (union signals.WordClass) {
	m.ready()
	slots, offMask := unsafe.Pointer(unsafe.SliceData(m.slots)), m.mask<<wordSlotBits
	stems, classes = stems[:len(tokens)], classes[:len(tokens)] // one bounds check for all
	// The tokens are ranged over by value, of which the loop reads the
	// word alone: the compiler steps a pointer through them, where
	// tokens[i] cost a multiplication by a token's 24 bytes, whose product
	// the loop kept on the stack.
	for i, tok := range tokens {
		w := tok.Lower
		// The key: the word's ends (swar.Ends), written out here: a call
		// for each token costs more than the rest of a hit. The lengths
		// are tested four to seven first, then less than three, three,
		// and eight to maxMemoWord: in that order every case leaves the
		// key in the same registers, where in order of length the cases
		// of four to maxMemoWord swapped two of them through the stack.
		k := wordKey{n: len(w)}
		switch n := len(w); {
		case uint(n-4) < 4:
			k.first, k.last = uint64(swar.Load32(w)), uint64(swar.Load32(w[n-4:]))
		case n < 3:
			if cls, ok := signals.ShortClass(w); ok {
				// Too short to be a content word, a word of one or two
				// letters and digits brings its class alone, read from a
				// table (see evidence.Index.WordStem), not the memo.
				stems[i], classes[i] = tokenStem{id: -1}, cls
				union |= cls
				continue
			}
			if n > 0 {
				k.first = uint64(w[0]) | uint64(w[n/2])<<8 | uint64(w[n-1])<<16
			}
		case n == 3:
			// Too long for the short words' table, which a word of three
			// bytes is not tried against.
			k.first = uint64(w[0]) | uint64(w[1])<<8 | uint64(w[2])<<16
		case 8 <= n && n <= maxMemoWord:
			k.first, k.last = swar.Load64(w), swar.Load64(w[n-8:])
		default:
			// Too long for a key: looked up each time.
			st, _, id, ok, cls := ev.WordStem(w)
			stems[i], classes[i] = tokenStem{st, id, ok}, cls
			union |= cls
			continue
		}
		s := slotAt(slots, swar.Mix(k.first, k.last, k.n), offMask)
		if s.key != k {
			if s.gen == m.gen {
				m.evictions++
			}
			st, ref, id, ok, cls := ev.WordStem(w)
			stems[i], classes[i] = tokenStem{st, id, ok}, cls
			union |= cls
			// The stem is never cut from w (see WordStem): the slot
			// keeps no checked text alive.
			*s = wordSlot{key: k, gen: m.gen, ref: ref, cls: cls, ts: stems[i]}
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
				// A stem the term table did not hold: it may since.
				s.ts.id = -1
				if s.ref = ev.StemRefOf(s.ts.stem); s.ref != evidence.NoStemRef {
					s.ts.id = ev.StemIDOf(s.ref)
				}
			}
			s.gen = m.gen
		}
		cls := s.cls // read once: written twice, the compiler loads it twice
		moveStem(&stems[i], &s.ts)
		classes[i] = cls
		union |= cls
	}
	if m.growing(wordShare) {
		m.grow()
	}
	return union
}

// movedStem is a tokenStem, as the value moveStem copies, of its layout
// (TestMoveStem): of five fields, one more than the compiler copies a
// struct by, field by field, it is copied whole, in two moves (and one
// test of the write barrier, for the stem).
type movedStem struct {
	stem string
	id   int32
	ok   bool
	_    [2]byte
	_    byte
}

// moveStem sets *dst to *src, in two moves where a copy of the three
// fields takes six, and two more to find the address of ok.
func moveStem(dst, src *tokenStem) {
	*(*movedStem)(unsafe.Pointer(dst)) = *(*movedStem)(unsafe.Pointer(src))
}
