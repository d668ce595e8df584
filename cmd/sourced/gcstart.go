package main

import (
	"math"
	"os"
	"runtime"
	"runtime/debug"

	"github.com/sourced-dev/sourced/internal/hugeheap"
	"github.com/sourced-dev/sourced/internal/hugeheap/hugestart"
)

// bigInput is the input from which a command's heap is backed by huge
// pages. Readying them costs a collection, some 350 page faults of the
// collector's own structures; the heap of a check grows by some
// heapPerInput bytes a byte of source, so the collection pays for itself
// from about 128 KB of input on, and a check of 256 KB takes a fifth less
// time.
const bigInput = 256 << 10

// heapPerInput is about how many bytes of heap a check allocates for a byte
// of its input.
const heapPerInput = 20

// populatePerInput is how many bytes of heap a run too small for Reserve
// has backed by huge pages at its start (hugestart.Room), or, where the
// system gives none, mapped in one call, for a byte of its input: twice
// what it allocates, as some of its allocations fill free pages below.
// Room takes a check of longdoc (93 KB) to 0.82 to 0.87 of the CPU time
// it took with the start's heap alone on huge pages; Populate took it to
// 0.95.
const populatePerInput = 2 * heapPerInput

// belowReserve is how much heap Refill maps below the reserve, in the
// 4 MB the runtime started its heap with: with the reserve's pages before
// its first huge page, it spares a RAGTruth bench 130 to 500 page faults,
// of the pages the loading of its records takes first. (4 MB mapped the
// same faults away and 2 MB of pages more that the run never took.)
const belowReserve = 2 << 20

// prepareHeap readies the runtime for a command that reads about input
// bytes (negative: not known): a big run's heap, up to twice startHeap,
// is backed by huge pages where the system leaves them to a program's
// advice, and so is a smaller run's next chunk of heap, or, where that
// cannot be, its pages are mapped in one call; and every run's first
// collection is put off (deferFirstGC).
func prepareHeap(input int64) {
	if input < 0 || input >= bigInput {
		hugeheap.Reserve(2 * startHeap)
		// Reserve's collection gave the free pages below the reserve back
		// to the system, and the run takes them first: map them again in
		// one call, not one fault a page.
		hugeheap.Refill(belowReserve)
		deferFirstGC(os.Getenv)
		return
	}
	// What Room allocates to reach the next chunk counts toward the first
	// collection, which Go's default would start at 4 MB: put it off first.
	deferFirstGC(os.Getenv)
	if !hugestart.Room(int(input) * populatePerInput) {
		hugeheap.Populate(int(input) * populatePerInput)
	}
}

// startHeap is the memory a run may take before its first collection.
// It bounds all the runtime's memory, as a memory limit does, not the
// heap alone. RAGTruth's whole bench (its heap peaks near 50 MB) runs
// within it without a collection, and a check of 1,000 claims against a
// 1 MB source peaks at 45 MB resident.
const startHeap = 64 << 20

// deferFirstGC lets the runtime's memory grow to startHeap before the
// collector first runs, then hands it back to its usual pacing (GOGC=100,
// no memory limit).
// Go's default paces the first collections at a 4 MB heap, then 8, 16...:
// a one-off `sourced check` of a small source ends before it reaches
// startHeap and runs no collection at all, and a long run pays for only
// one more than it would have. Resident memory grows by at most startHeap
// on a run that ends before its first collection; a run whose heap grows
// beyond it is paced as it always is. (Go's own compiler starts its heap
// large the same way.) GOGC or GOMEMLIMIT in the environment turns this
// off: the user's setting is kept as it is.
func deferFirstGC(getenv func(string) string) {
	if getenv("GOGC") != "" || getenv("GOMEMLIMIT") != "" {
		return
	}
	// With the percentage off, the limit alone starts the first
	// collection, when the runtime's memory nears startHeap.
	debug.SetGCPercent(-1)
	debug.SetMemoryLimit(startHeap)
	// The finalizer of an object nothing references runs after the first
	// collection that finds it unreachable: the first one.
	runtime.SetFinalizer(new(firstGC), func(*firstGC) {
		debug.SetGCPercent(100)
		debug.SetMemoryLimit(math.MaxInt64)
	})
}

// firstGC is the object whose finalizer marks the first collection. It
// holds a pointer so that it has a block of its own: a finalizer on a
// tiny block shared with live objects may never run.
type firstGC struct{ _ *byte }
