package evidence

import (
	"sync"
	"sync/atomic"

	"github.com/sourced-dev/sourced/internal/signals"
)

// spareArrays are the arrays New makes for an index at sizes it knows in
// advance, kept whole from one index to the next: an index made for one
// use and dropped (a bench's or a batch's source) hands them back with
// Release, and the next index is cut from them rather than from fresh
// memory the collector must later reclaim. An index cut from spare arrays
// gets slices of exactly the length and capacity New would have made, so
// that it is the same index.
type spareArrays struct {
	sentences []Sentence
	passages  []Passage
	ranges    [][2]int32
	anchors   []atomic.Uint64
	plain     []uint64
	arena     []int32
	info      []wordInfo
	local     []localSlot[uint32]
	numbers   []localSlot[uint64]
	// nums and dirs hold the sentences' Numbers and Directions, as many
	// as the index holds (see keepItems).
	nums []signals.Number
	dirs []signals.Direction
	// lower holds the lower case of the index's texts and of its
	// records' facts, one after another (see lowerInto).
	lower []byte
}

// spares holds the arrays of released indexes for New.
var spares = sync.Pool{New: func() any { return new(spareArrays) }}

// room returns an empty slice with room for n items, cut from *spare's
// array when it holds n, else from a new array that *spare keeps.
func room[T any](spare *[]T, n int) []T {
	if cap(*spare) < n {
		*spare = make([]T, 0, n)
	}
	return (*spare)[:0:n]
}

// zeroed returns n zero items, cut from *spare's array when it holds n
// (which is cleared), else from a new array that *spare keeps.
func zeroed[T any](spare *[]T, n int) []T {
	if cap(*spare) < n {
		*spare = make([]T, n)
		return *spare
	}
	s := (*spare)[:n:n]
	clear(s)
	return s
}

// keepLarger keeps in *spare the array of s, which an index grew past
// its first room, when it is larger than *spare's.
func keepLarger[T any](spare *[]T, s []T) {
	if cap(s) > cap(*spare) {
		*spare = s[:0]
	}
}

// Release hands the index's arrays to the indexes New makes next. The
// caller must hold the only reference to ix and use neither ix nor
// anything read from it again but its sentences' Text and Quoted (their
// Folded may be cut from the array the next index lowers its texts
// into); an index that is not released is left to the collector as any
// other value.
func (ix *Index) Release() {
	sp := ix.spare
	if sp == nil {
		return
	}
	ix.spare = nil
	// The sentences and their numbers hold the sources' texts: cleared,
	// so that a spare array keeps no text alive.
	clear(ix.Sentences)
	clear(sp.nums)
	keepLarger(&sp.info, ix.info)
	keepLarger(&sp.numbers, ix.numberIDs.slots)
	spares.Put(sp)
}

// lowerInto returns signals.LowerASCII of text, written into the next
// len(text) bytes of *room's array when it has them, else into a new
// array, twice as large, that *room keeps. The bytes handed out are not
// written again until the index whose texts they lower is released.
func lowerInto(room *[]byte, text string) string {
	n := len(*room)
	if cap(*room)-n < len(text) {
		*room, n = make([]byte, 0, max(2*cap(*room), len(text))), 0
	}
	*room = (*room)[:n+len(text)]
	return signals.LowerASCIIInto((*room)[n:], text)
}
