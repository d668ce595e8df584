//go:build linux

package hugestart

import (
	"syscall"
	"unsafe"
)

// The runtime's unit of heap mapping, and a huge page.
const (
	chunkSize = 4 << 20
	hugePage  = 2 << 20
)

// madvCollapse is MADV_COLLAPSE, which package syscall does not name.
const madvCollapse = 25

// probe is an allocation whose address says where the heap is.
var probe *[64]byte

// collapsed counts the huge pages the kernel made of the heap's first
// chunk at start.
var collapsed int

func init() {
	probe = new([64]byte)
	collapsed = backChunk(uintptr(unsafe.Pointer(probe)))
	probe = nil
}

// backChunk advises huge pages for the 4 MB chunk of heap holding addr and
// collapses each of its two halves that has pages already; it returns how
// many it collapsed. A half nothing touched yet takes a huge page at its
// first touch. Where the system gives huge pages to no program, or to
// every one, or the kernel cannot collapse, the calls fail and change
// nothing.
func backChunk(addr uintptr) int {
	chunk := addr &^ (chunkSize - 1)
	if madvise(chunk, chunkSize, syscall.MADV_HUGEPAGE) != nil {
		return 0
	}
	n := 0
	for half := chunk; half < chunk+chunkSize; half += hugePage {
		if madvise(half, hugePage, madvCollapse) == nil {
			n++
		}
	}
	return n
}

func madvise(addr, size uintptr, advice int) error {
	if _, _, errno := syscall.Syscall(syscall.SYS_MADVISE, addr, size, uintptr(advice)); errno != 0 {
		return errno
	}
	return nil
}
