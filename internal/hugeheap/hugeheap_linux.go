package hugeheap

import (
	"os"
	"runtime/debug"
	"strconv"
	"strings"
	"unsafe"

	"golang.org/x/sys/unix"

	"github.com/sourced-dev/sourced/internal/hugeheap/hugestart"
)

// pageSizeFile holds the size of a transparent huge page.
const pageSizeFile = "/sys/kernel/mm/transparent_hugepage/hpage_pmd_size"

func reserve(size int) bool {
	huge, ok := advisedPageSize()
	if !ok {
		return false
	}
	// Under a memory limit, map at most half of it: more would start the
	// collector over a heap it cannot shrink.
	if limit := debug.SetMemoryLimit(-1); int64(size) > limit/2 {
		size = int(limit / 2)
	}
	if uintptr(size) < 2*huge {
		return false // too small to hold a whole aligned huge page surely
	}
	// A fresh allocation this large is mapped for it and not touched: its
	// pages are zero already. The collector is kept from starting for it.
	percent := debug.SetGCPercent(-1)
	b := make([]byte, size)
	p := uintptr(unsafe.Pointer(unsafe.SliceData(b)))
	beg := (p + huge - 1) &^ (huge - 1)
	end := (p + uintptr(size)) &^ (huge - 1)
	took := beg < end && unix.Madvise(b[beg-p:end-p], unix.MADV_HUGEPAGE) == nil
	if took {
		reserved, advised = p, beg
	}
	debug.SetGCPercent(percent)
	// Collect b, unused from here on, and return its pages to the system:
	// they stay advised, and come back as huge pages when next touched.
	debug.FreeOSMemory()
	return took
}

// advisedPageSize returns the size of a huge page when the system gives
// them to the memory a program advises it to.
func advisedPageSize() (uintptr, bool) {
	if !hugestart.Advised() {
		return 0, false
	}
	text, err := os.ReadFile(pageSizeFile)
	if err != nil {
		return 0, false
	}
	n, err := strconv.ParseUint(strings.TrimSpace(string(text)), 10, 64)
	if err != nil || n == 0 || n&(n-1) != 0 {
		return 0, false
	}
	return uintptr(n), true
}

// reserved is where the memory of the last Reserve the kernel took
// starts, advised where its first whole huge page does (see refill).
var reserved, advised uintptr

// heapChunk is the size of the runtime's chunks of heap, which it maps
// whole, at addresses they are aligned to.
const heapChunk = 4 << 20

func refill(size int) bool {
	if reserved == 0 || size <= 0 {
		return false
	}
	// The heap below may start less than size bytes below the reserve:
	// the runtime maps its chunks from where it started its heap, and
	// the kernel stops at once at a page that is not mapped writable.
	lo := reserved - uintptr(size)
	if populateRange(lo, advised) {
		return true
	}
	lo = (lo + heapChunk - 1) &^ (heapChunk - 1)
	return lo < reserved && populateRange(lo, advised)
}

// populateRange maps the pages from lo to hi, which must be page-aligned,
// and reports whether the kernel mapped them all.
func populateRange(lo, hi uintptr) bool {
	_, _, errno := unix.Syscall(unix.SYS_MADVISE, lo, hi-lo, unix.MADV_POPULATE_WRITE)
	return errno == 0
}

func populate(size int) bool {
	// The runtime hands out the lowest free pages of its heap first: the
	// pages after a fresh allocation are those the next ones take.
	return populateAfter(unsafe.Pointer(new([64]byte)), size)
}

// populateAfter maps the size bytes of pages from the page that holds p
// on; the kernel stops at the first page that is not mapped writable, with
// an error.
func populateAfter(p unsafe.Pointer, size int) bool {
	if size <= 0 {
		return false
	}
	beg := uintptr(p) &^ uintptr(os.Getpagesize()-1)
	_, _, errno := unix.Syscall(unix.SYS_MADVISE, beg, uintptr(size), unix.MADV_POPULATE_WRITE)
	return errno == 0 || errno == unix.EFAULT || errno == unix.ENOMEM
}
