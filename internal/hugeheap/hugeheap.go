// Package hugeheap makes the first touch of a run's heap cheaper: it backs
// the Go heap with transparent huge pages where the system leaves it to
// each program to ask for them (Linux's "madvise" mode, the default of many
// distributions), and it maps a small run's next pages in one call.
//
// A program that builds a large index touches every new page of its heap
// once, and each first touch of a 4 KB page is a page fault: on a virtual
// machine they cost several microseconds each, a quarter or more of a
// large run's time. A 2 MB huge page is one fault for 512 of them. Go's
// runtime does not ask for huge pages itself; Reserve asks for them over
// heap memory the runtime has mapped but not yet used. A run too small for
// that to pay has its next pages mapped by Populate instead, which costs a
// fraction of a fault a page.
package hugeheap

// Reserve makes the runtime map size bytes of heap, asks the kernel to back
// them with huge pages, and hands them back to the runtime free, to be
// used first by the allocations that follow (the runtime's page allocator
// hands out the lowest free addresses first). It runs a garbage
// collection, which costs a few milliseconds: call it at the start of a run
// that will grow its heap by several megabytes, before it does.
//
// Under a memory limit (GOMEMLIMIT, debug.SetMemoryLimit) it maps at most
// half the limit. It reports whether the kernel took the advice; it does
// nothing, and reports false, where the system gives huge pages to every
// program ("always"), to none ("never"), or has no such setting, and where
// size is too small to hold two huge pages.
func Reserve(size int) bool {
	return reserve(size)
}

// Populate asks the kernel to map, in one call, the heap pages from the
// newest allocation on, up to size bytes of them, as a run about to
// allocate that much would touch them one page fault at a time. It stops
// at the end of the memory the runtime has mapped for its heap, and maps
// pages the runtime has not given out yet, zero as they would be: they
// count as the process's resident memory from then on. It reports whether
// the kernel took the call (Linux 5.14 and later).
func Populate(size int) bool {
	return populate(size)
}

// Refill asks the kernel to map again, in one call, the size bytes of heap
// below the memory of the last Reserve it took, which Reserve's collection
// gave back to the system, and the pages of that memory before its first
// whole huge page, which are not advised: the runtime hands them out
// first, and each of them would otherwise be a page fault of its own
// (Populate, which maps the pages from the newest allocation on, can
// start above them). It reports whether the kernel took the call: false
// when no Reserve was taken, or where the kernel cannot populate pages.
func Refill(size int) bool {
	return refill(size)
}
