package sourced

import (
	"hash/maphash"
	"sync/atomic"

	"github.com/sourced-dev/sourced/internal/signals"
)

// nameEntry is a folded name with what it is looked up by in any index:
// its forms (forms.folded is the name) and its posting key, its first
// word.
type nameEntry struct {
	forms nameForms
	key   string
}

// nameMemoSize is the number of folded names nameMemo remembers; a power
// of two.
const nameMemoSize = 1 << 14

// nameMemo is a fixed-size, lock-free memo of nameEntryOf, safe for
// concurrent use: each folded name has one slot, chosen by its hash, and
// a later name with the same slot takes it over. The outputs checked
// against many indexes (a benchmark's, a batch's) name the same subjects,
// whose forms it makes once, not once for every index's states.
var nameMemo = struct {
	seed  maphash.Seed
	slots [nameMemoSize]atomic.Pointer[nameEntry]
}{seed: maphash.MakeSeed()}

// nameEntryOf returns the entry of a folded name, remembered or made. An
// entry is never changed once made.
func nameEntryOf(folded []byte) *nameEntry {
	slot := &nameMemo.slots[maphash.Bytes(nameMemo.seed, folded)&(nameMemoSize-1)]
	if e := slot.Load(); e != nil && e.forms.folded == string(folded) {
		return e
	}
	f := string(folded)
	e := &nameEntry{forms: formsOf(f), key: firstWord(f)}
	slot.Store(e)
	return e
}

// firstWord returns the first word of a folded name, or the name when it
// has none.
func firstWord(folded string) string {
	if t := signals.Tokenize(folded).Tokens; len(t) > 0 {
		return t[0].Lower
	}
	return folded
}
