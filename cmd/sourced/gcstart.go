package main

import (
	"math"
	"runtime"
	"runtime/debug"
)

// startHeap is the memory a run may take before its first collection.
// It bounds all the runtime's memory, as a memory limit does, not the
// heap alone: the first collection comes when the heap is about three
// quarters of it (23 MB of RAGTruth's bench).
const startHeap = 32 << 20

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
