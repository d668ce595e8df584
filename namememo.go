package sourced

import (
	"hash/maphash"
	"sync/atomic"
	"unsafe"

	"github.com/sourced-dev/sourced/internal/signals"
)

// nameEntry is a folded name with what it is looked up by in any index:
// its forms (forms.folded is the name) and its posting key, its first
// word; otherKeys are the first words of its other forms (see
// otherForms.keys) that differ from key ("monday" for "Mondays", "zurich"
// for "Zürich"), nil for most names.
type nameEntry struct {
	forms     nameForms
	key       string
	otherKeys []string
	// keyed is set when a sentence that has none of the keys among its
	// words and is not Loose (see evidence.Index.Loose) cannot hold the
	// name in any of its forms (see keyedForms).
	keyed bool
	// text holds the name's bytes when they fit, so that most entries
	// and their names take one allocation (see hold).
	text [32]byte
}

// hold returns folded as a string, its bytes held in e when they fit.
func (e *nameEntry) hold(folded []byte) string {
	if len(folded) == 0 || len(folded) > len(e.text) {
		return string(folded)
	}
	n := copy(e.text[:], folded)
	// The bytes are never written again: the string may share them.
	return unsafe.String(&e.text[0], n)
}

// nameMemoSize is the number of folded names nameMemo remembers; a power
// of two.
const nameMemoSize = 1 << 14

// nameMemo is a fixed-size, lock-free memo of nameEntryOf, safe for
// concurrent use: each folded name has two slots, a pair chosen by its
// hash, and a name met when both hold others takes over the one its hash
// picks. (With one slot for each name, names that shared one took it from
// each other in turn, and were made again and again.) The outputs checked
// against many indexes (a benchmark's, a batch's) name the same subjects,
// whose forms it makes once, not once for every index's states.
var nameMemo = struct {
	seed  maphash.Seed
	slots [nameMemoSize]atomic.Pointer[nameEntry]
}{seed: maphash.MakeSeed()}

// nameEntryOf returns the entry of a folded name, whose hash with
// nameMemo's seed is h, remembered or made. An entry is never changed
// once made.
func nameEntryOf(folded []byte, h uint64) *nameEntry {
	pair := nameMemo.slots[h&(nameMemoSize-1)&^1:][:2]
	free := -1
	for i := range pair {
		e := pair[i].Load()
		if e == nil {
			free = i
		} else if e.forms.folded == string(folded) {
			return e
		}
	}
	if free < 0 {
		free = int(h >> 63) // a bit the pair's place does not depend on
	}
	e := new(nameEntry)
	f := e.hold(folded)
	e.forms, e.key = formsOf(f), firstWord(f)
	if o := e.forms.other; o != nil {
		e.otherKeys = o.keys(e.key)
	}
	e.keyed = keyedForms(&e.forms)
	pair[free].Store(e)
	return e
}

// firstWord returns the first word of a folded name, or the name when it
// has none.
func firstWord(folded string) string {
	if w, ok := signals.FirstWord(folded); ok {
		return w
	}
	return folded
}

// slotIndex finds a folded name's slot among a state's name slots: open
// addressing by the name's hash (with nameMemo's seed), which the memo
// shares, in one pointer-free array, where a map of strings would make
// several allocations for each new state.
type slotIndex struct {
	// at holds 1 + the slot of a name at the place its hash probes to,
	// 0 where none; its length is a power of two, at least twice the
	// number of slots.
	at []int32
}

// minSlotIndex is the length of a slotIndex's first array.
const minSlotIndex = 64

// find returns where the folded name of hash h is in x, the slots being
// slots, or where it goes when it is not.
func (x *slotIndex) find(slots []nameSlot, folded []byte, h uint64) (uint64, bool) {
	if len(x.at) == 0 {
		return 0, false
	}
	mask := uint64(len(x.at) - 1)
	for i := h & mask; ; i = (i + 1) & mask {
		k := x.at[i]
		if k == 0 {
			return i, false
		}
		if slots[k-1].forms.folded == string(folded) {
			return i, true
		}
	}
}

// add puts the last of slots, just made, at i, where find said it goes;
// past half full, the array is made anew, twice as long, from slots.
func (x *slotIndex) add(slots []nameSlot, i uint64) {
	if 2*len(slots) <= len(x.at) {
		x.at[i] = int32(len(slots))
		return
	}
	x.at = make([]int32, max(2*len(x.at), minSlotIndex))
	mask := uint64(len(x.at) - 1)
	for k := range slots {
		j := maphash.String(nameMemo.seed, slots[k].forms.folded) & mask
		for x.at[j] != 0 {
			j = (j + 1) & mask
		}
		x.at[j] = int32(k + 1)
	}
}
