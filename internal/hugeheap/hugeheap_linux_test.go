package hugeheap

import (
	"os"
	"runtime/debug"
	"strings"
	"testing"
	"unsafe"

	"golang.org/x/sys/unix"

	"github.com/sourced-dev/sourced/internal/hugeheap/internal/smaps"
)

// After Reserve, a large allocation lands in memory advised to be backed by
// huge pages: its mapping's flags in /proc/self/smaps hold "hg".
func TestReserveAdvisesTheNextAllocations(t *testing.T) {
	if _, ok := advisedPageSize(); !ok {
		if Reserve(8 << 20) {
			t.Fatal("Reserve took advice the system does not ask for")
		}
		t.Skip("this system does not leave huge pages to each program's advice")
	}
	if !Reserve(64 << 20) {
		t.Fatal("Reserve(64 MB) was not taken")
	}
	b := make([]byte, 16<<20)
	flags, err := smaps.Field(uintptr(unsafe.Pointer(&b[len(b)/2])), "VmFlags")
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(" "+flags+" ", " hg ") {
		t.Errorf("the mapping of a 16 MB allocation after Reserve has flags %q, without hg", flags)
	}
}

// A size too small to hold an aligned huge page is not advised.
func TestReserveTooSmall(t *testing.T) {
	if Reserve(4 << 10) {
		t.Error("Reserve(4 KB) reported huge pages")
	}
}

// Under a tight memory limit Reserve maps no more than half of it, here
// too little to advise, and leaves the collector's settings as they were.
func TestReserveUnderMemoryLimit(t *testing.T) {
	limit := debug.SetMemoryLimit(1 << 20)
	percent := debug.SetGCPercent(150)
	defer func() {
		debug.SetMemoryLimit(limit)
		debug.SetGCPercent(percent)
	}()
	if Reserve(64 << 20) {
		t.Error("Reserve(64 MB) under a 1 MB memory limit reported huge pages")
	}
	if got := debug.SetMemoryLimit(-1); got != 1<<20 {
		t.Errorf("memory limit after Reserve = %d, want %d", got, 1<<20)
	}
	if got := debug.SetGCPercent(150); got != 150 {
		t.Errorf("GC percent after Reserve = %d, want 150", got)
	}
}

// Populate maps the pages after an allocation: a fresh large allocation,
// untouched, is resident after it.
func TestPopulateMapsThePagesAfter(t *testing.T) {
	b := make([]byte, 1<<20)
	if n := resident(t, b); n != 0 {
		t.Skipf("%d pages of a fresh allocation are resident already", n)
	}
	if !populateAfter(unsafe.Pointer(&b[0]), len(b)) {
		t.Skip("this kernel cannot populate pages (Linux 5.14 and later)")
	}
	if n, want := resident(t, b), len(b)/os.Getpagesize()-1; n < want {
		t.Errorf("%d of the %d whole pages of the allocation are resident after populateAfter", n, want)
	}
	if populateAfter(unsafe.Pointer(&b[0]), 0) {
		t.Error("populateAfter of no bytes reported pages mapped")
	}
}

// Refill maps the heap below the reserve, as far down as the runtime has
// mapped it, and the reserve's pages before its first whole huge page.
func TestRefillMapsBelowTheReserve(t *testing.T) {
	if !Reserve(64 << 20) {
		t.Skip("this system does not leave huge pages to each program's advice")
	}
	if !Refill(1 << 20) {
		t.Skip("this kernel cannot populate pages (Linux 5.14 and later)")
	}
	lo := max(reserved-1<<20, reserved&^(heapChunk-1))
	if n, want := residentRange(t, lo, advised), int(advised-lo)/os.Getpagesize(); n != want {
		t.Errorf("%d of the %d pages below the reserve's first huge page are resident after Refill", n, want)
	}
}

// resident returns how many of the whole pages within b are resident.
func resident(t *testing.T, b []byte) int {
	t.Helper()
	page := uintptr(os.Getpagesize())
	lo := uintptr(unsafe.Pointer(&b[0]))
	return residentRange(t, (lo+page-1)&^(page-1), (lo+uintptr(len(b)))&^(page-1))
}

// residentRange returns how many of the pages from beg to end, which are
// page-aligned, are resident: none when the range is empty (a reserve
// that starts on a huge page has no pages below its first).
func residentRange(t *testing.T, beg, end uintptr) int {
	t.Helper()
	if end <= beg {
		return 0
	}
	page := uintptr(os.Getpagesize())
	vec := make([]byte, (end-beg)/page)
	if _, _, errno := unix.Syscall(unix.SYS_MINCORE, beg, end-beg, uintptr(unsafe.Pointer(&vec[0]))); errno != 0 {
		t.Fatal(errno)
	}
	n := 0
	for _, v := range vec {
		n += int(v & 1)
	}
	return n
}
