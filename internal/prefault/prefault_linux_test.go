package prefault

import (
	"os"
	"syscall"
	"testing"
	"unsafe"
)

func TestPagesMapsThePagesAfter(t *testing.T) {
	b := make([]byte, 1<<20)
	if n := resident(t, b); n != 0 {
		t.Skipf("%d pages of a fresh allocation are resident already", n)
	}
	if !Pages(unsafe.Pointer(&b[0]), len(b)) {
		t.Skip("this kernel cannot populate pages (Linux 5.14 and later)")
	}
	if n, want := resident(t, b), len(b)/os.Getpagesize()-1; n < want {
		t.Errorf("%d of the %d whole pages of the allocation are resident after Pages", n, want)
	}
	if Pages(unsafe.Pointer(&b[0]), 0) {
		t.Error("Pages of no bytes reported pages mapped")
	}
}

func TestHeapMapsThePagesAfterTheNewestAllocation(t *testing.T) {
	const size = 256 << 10
	page := os.Getpagesize()
	// Heap's own probe lands next to this one, in the same block of small
	// objects.
	p := uintptr(unsafe.Pointer(new([64]byte))) &^ uintptr(page-1)
	before, ok := residentAt(t, p, size)
	if !ok {
		t.Skip("the heap is not mapped 256 KB past its newest allocation")
	}
	if before == size/page {
		t.Skip("the pages after the newest allocation are resident already")
	}
	if !Heap(size) {
		t.Skip("this kernel cannot populate pages (Linux 5.14 and later)")
	}
	if after, _ := residentAt(t, p, size); after < size/page-1 {
		t.Errorf("%d of the %d pages after the newest allocation are resident after Heap (%d before)", after, size/page, before)
	}
}

// resident returns how many of the whole pages within b are resident.
func resident(t *testing.T, b []byte) int {
	t.Helper()
	page := uintptr(os.Getpagesize())
	lo := uintptr(unsafe.Pointer(&b[0]))
	beg, end := (lo+page-1)&^(page-1), (lo+uintptr(len(b)))&^(page-1)
	n, ok := residentAt(t, beg, int(end-beg))
	if !ok {
		t.Fatalf("the pages of a live allocation at %#x are not mapped", beg)
	}
	return n
}

// residentAt returns how many of the size bytes of pages from the page
// address beg on are resident, and false when some are not mapped.
func residentAt(t *testing.T, beg uintptr, size int) (int, bool) {
	t.Helper()
	page := os.Getpagesize()
	vec := make([]byte, size/page)
	_, _, errno := syscall.Syscall(syscall.SYS_MINCORE, beg, uintptr(size), uintptr(unsafe.Pointer(&vec[0])))
	if errno == syscall.ENOMEM {
		return 0, false
	}
	if errno != 0 {
		t.Fatal(errno)
	}
	n := 0
	for _, v := range vec {
		n += int(v & 1)
	}
	return n, true
}
