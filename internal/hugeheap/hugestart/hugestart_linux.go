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

// arenaSize is the size of the runtime's heap arenas, all of whose
// mappings are its heap.
const arenaSize = 64 << 20

// madvCollapse is MADV_COLLAPSE, which package syscall does not name.
const madvCollapse = 25

// probeSize is the size of the allocation that finds where the free end of
// the heap is: too large for the holes a start leaves.
const probeSize = 256 << 10

// spill is how far fill's allocation reaches into the next chunk: enough
// for it to be a large object, which the runtime places by pages.
const spill = 64 << 10

// startRoom is about what the start allocates after this package's
// initialisation, in a command that reads little.
const startRoom = 1 << 20

// sink keeps Room's allocations from being optimised away.
var sink []byte

// works reports whether huge pages are there for the asking: whether the
// system leaves them to a program's advice and the kernel collapsed pages
// at start.
var works bool

// modeAdvised is advised(), read once at start (see Advised).
var modeAdvised bool

func init() {
	if modeAdvised = advised(); !modeAdvised {
		return
	}
	// A small allocation is placed among the pages the runtime has
	// touched already: collapsing them tells whether huge pages work.
	small := make([]byte, 64)
	sink = small
	// The start may have spilled into a second chunk already, past the
	// runtime's first pages: collapse the chunk before too, if it is in
	// the same arena of heap (64 MB, all the runtime's).
	first := uintptr(unsafe.Pointer(unsafe.SliceData(small))) &^ (chunkSize - 1)
	n := backChunk(first)
	if before := first - chunkSize; before&^(arenaSize-1) == first&^(arenaSize-1) {
		n += backChunk(before)
	}
	if works = n > 0; works {
		chunk, left := probe()
		if chunk != first {
			backChunk(chunk)
		}
		fill(chunk, left, startRoom)
	}
	sink = nil
}

// modeFile holds the kernel's setting of transparent huge pages, the one
// in use in brackets.
const modeFile = "/sys/kernel/mm/transparent_hugepage/enabled"

// advised reports whether the system gives huge pages to the memory a
// program advises it to, and only to that ("madvise"): where it gives them
// to every program there is nothing to do, and where to none, collapsing
// still works but what is advised afterwards gets none.
func advised() bool {
	fd, err := syscall.Open(modeFile, syscall.O_RDONLY|syscall.O_CLOEXEC, 0)
	if err != nil {
		return false
	}
	defer syscall.Close(fd)
	var buf [128]byte
	n, _ := syscall.Read(fd, buf[:])
	const want = "[madvise]"
	for i := 0; i+len(want) <= n; i++ {
		if string(buf[i:i+len(want)]) == want {
			return true
		}
	}
	return false
}

// Advised reports whether the system gives huge pages to the memory a
// program advises it to, and only to that (the "madvise" mode of
// transparent huge pages), as its setting read at start says.
func Advised() bool { return modeAdvised }

// Room backs the chunk of heap the runtime hands out pages from with huge
// pages, collapsing what of it is touched already, and, when less than size
// bytes of it are left, fills the rest so that the runtime maps its next
// chunk at once, and advises huge pages for that one too: the next size
// bytes of heap, up to a chunk, are then on huge pages. The rest of the
// chunk filled is only address space, never touched. Room reports whether
// it did; it does nothing where the system does not leave huge pages to a
// program's advice or the kernel did not collapse pages at start (before
// Linux 6.1). It is meant for the start of a run, and is not safe for
// concurrent use.
func Room(size int) bool {
	if !works {
		return false
	}
	chunk, left := probe()
	backChunk(chunk)
	fill(chunk, left, size)
	sink = nil
	return true
}

// probe allocates probeSize bytes, which the runtime places at the lowest
// run of free pages that holds them, past what was allocated before, and
// returns the chunk of heap they are in and how much of it is left after
// them.
func probe() (chunk, left uintptr) {
	sink = make([]byte, probeSize)
	end := uintptr(unsafe.Pointer(unsafe.SliceData(sink))) + probeSize
	chunk = (end - 1) &^ (chunkSize - 1)
	return chunk, chunk + chunkSize - end
}

// fill makes the runtime map the chunk after chunk now, when less than size
// bytes of this one are left, and advises huge pages for it: an allocation
// of spill bytes more than is left does not fit, so the runtime places it
// from the end of the probe on, into the chunk it maps.
func fill(chunk, left uintptr, size int) {
	if left < uintptr(size) {
		sink = make([]byte, left+spill)
		madvise(chunk+chunkSize, chunkSize, syscall.MADV_HUGEPAGE)
	}
}

// backChunk advises huge pages for the 4 MB chunk of heap at chunk and
// collapses each of its two halves that has pages already; it returns how
// many halves it collapsed (or found collapsed). A half nothing touched
// yet takes a huge page at its first touch. Where the system gives huge
// pages to no program, or the kernel cannot collapse, the calls fail and
// change nothing.
func backChunk(chunk uintptr) int {
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
