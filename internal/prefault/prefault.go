// Package prefault maps memory a run is about to touch in one system call,
// instead of one page fault a page.
//
// On a virtual machine the first touch of a fresh page of memory is
// costly: about 15 µs a 4 KB page on the machine this was measured on,
// against about 1.3 µs a page when the kernel is asked to map many pages
// at once (madvise MADV_POPULATE_WRITE, Linux 5.14 and later). A short run
// that allocates a few megabytes spends a good part of its time in those
// faults. Pages mapped ahead and never used cost only that 1.3 µs, and
// count as the process's resident memory.
//
// The package imports nothing but the system call interface, so that a
// package that uses it at start (see package atstart) is initialised
// before most others.
package prefault

import "unsafe"

// Heap asks the kernel to map, in one call, the heap pages from the newest
// allocation on, up to size bytes of them, as a run about to allocate that
// much would touch them one fault at a time. The runtime hands out the
// lowest free pages of its heap first: the pages after a fresh allocation
// are those the next ones take. It stops at the end of the memory the
// runtime has mapped for its heap, and maps pages the runtime has not
// given out yet, zero as they would be. It reports whether the kernel took
// the call.
func Heap(size int) bool {
	return Pages(unsafe.Pointer(new([64]byte)), size)
}

// Pages asks the kernel to map, in one call, the size bytes of pages from
// the page that holds p on, writable: p is memory of the process's own
// (its heap, or a package-level table it is about to fill). The kernel
// stops at the first page that is not mapped writable. It reports whether
// the kernel took the call (false on other systems, on kernels before
// Linux 5.14, and for size 0 or less).
func Pages(p unsafe.Pointer, size int) bool {
	if size <= 0 {
		return false
	}
	return populate(uintptr(p), uintptr(size))
}
