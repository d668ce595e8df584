package hugestart

import (
	"os"
	"os/exec"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"unsafe"

	"github.com/sourced-dev/sourced/internal/hugeheap/internal/smaps"
)

// backChunk makes a huge page of the half of a chunk that has pages, and
// advises one for the half that has none, which takes it at its first
// touch: the chunk is then 4 MB of huge pages.
func TestBackChunk(t *testing.T) {
	skipUnlessAdvised(t)
	m, err := syscall.Mmap(-1, 0, 3*chunkSize, syscall.PROT_READ|syscall.PROT_WRITE, syscall.MAP_ANON|syscall.MAP_PRIVATE)
	if err != nil {
		t.Fatal(err)
	}
	defer syscall.Munmap(m)
	base := uintptr(unsafe.Pointer(&m[0]))
	off := int((base+chunkSize-1)&^(chunkSize-1) - base)
	chunk, other := m[off:off+chunkSize], m[off+chunkSize:off+chunkSize+hugePage]
	other[0] = 1
	if madvise(uintptr(unsafe.Pointer(&other[0])), hugePage, madvCollapse) != nil {
		t.Skip("this kernel cannot collapse pages (Linux 6.1 and later), or has no huge page free")
	}
	for i := 0; i < 16; i++ {
		chunk[i*4096] = 1 // the first half has pages; the second has none
	}
	if n := backChunk(uintptr(unsafe.Pointer(&chunk[0]))); n != 1 {
		t.Errorf("backChunk collapsed %d halves, want 1: only the first had pages", n)
	}
	if kb := anonHugeKB(t, uintptr(unsafe.Pointer(&chunk[0]))); kb != hugePage>>10 {
		t.Errorf("the chunk holds %d kB of huge pages after backChunk, want %d", kb, hugePage>>10)
	}
	chunk[hugePage+4096] = 1
	if kb := anonHugeKB(t, uintptr(unsafe.Pointer(&chunk[0]))); kb != chunkSize>>10 {
		t.Errorf("the chunk holds %d kB of huge pages after a touch of its second half, want %d", kb, chunkSize>>10)
	}
}

// The process's own start went the same way: the chunk the heap is handed
// out from is backed by huge pages, and after Room the next allocations
// land in memory advised to be. A heap that has been collected has holes
// the next allocations may fill first, so this runs in a fresh process,
// collecting nothing.
func TestStartAndRoom(t *testing.T) {
	skipUnlessAdvised(t)
	if os.Getenv("HUGESTART_CHILD") == "" {
		cmd := exec.Command(os.Args[0], "-test.run=^TestStartAndRoom$", "-test.count=1", "-test.v")
		cmd.Env = append(os.Environ(), "HUGESTART_CHILD=1", "GOGC=off")
		out, err := cmd.CombinedOutput()
		switch {
		case err == nil && strings.Contains(string(out), "--- SKIP"):
			t.Skipf("in a fresh process:\n%s", out)
		case err != nil || !strings.Contains(string(out), "--- PASS"):
			t.Fatalf("in a fresh process (%v):\n%s", err, out)
		}
		return
	}
	if !works {
		t.Skip("the kernel collapsed nothing at start (before Linux 6.1, or no huge page free)")
	}
	p := new([64]byte)
	p[0] = 1
	sink = p[:]
	if kb := anonHugeKB(t, uintptr(unsafe.Pointer(p))); kb < hugePage>>10 {
		t.Errorf("the chunk the heap is handed out from holds %d kB of huge pages", kb)
	}
	for _, size := range []int{64 << 10, 3 << 20} {
		if !Room(size) {
			t.Fatalf("Room(%d) did nothing where the start collapsed pages", size)
		}
		b := make([]byte, size)
		sink = b
		flags, err := smaps.Field(uintptr(unsafe.Pointer(&b[size-1])), "VmFlags")
		if err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(" "+flags+" ", " hg ") {
			t.Errorf("an allocation of %d bytes after Room(%d) is in a mapping with flags %q, without hg", size, size, flags)
		}
	}
}

// A chunk that is not mapped is left alone.
func TestBackChunkUnmapped(t *testing.T) {
	m, err := syscall.Mmap(-1, 0, 2*chunkSize, syscall.PROT_NONE, syscall.MAP_ANON|syscall.MAP_PRIVATE)
	if err != nil {
		t.Fatal(err)
	}
	base := uintptr(unsafe.Pointer(&m[0]))
	syscall.Munmap(m)
	if n := backChunk((base + chunkSize - 1) &^ (chunkSize - 1)); n != 0 {
		t.Errorf("backChunk collapsed %d halves of unmapped memory", n)
	}
}

// skipUnlessAdvised skips a test where the system does not leave huge
// pages to each program's advice.
func skipUnlessAdvised(t *testing.T) {
	t.Helper()
	mode, err := os.ReadFile("/sys/kernel/mm/transparent_hugepage/enabled")
	if err != nil || !strings.Contains(string(mode), "[madvise]") {
		t.Skip("this system does not leave huge pages to each program's advice")
	}
}

// anonHugeKB returns the AnonHugePages of the mapping of this process that
// holds addr, in kB.
func anonHugeKB(t *testing.T, addr uintptr) int {
	t.Helper()
	v, err := smaps.Field(addr, "AnonHugePages")
	if err != nil {
		t.Fatal(err)
	}
	kb, err := strconv.Atoi(strings.TrimSuffix(v, " kB"))
	if err != nil {
		t.Fatalf("AnonHugePages %q: %v", v, err)
	}
	return kb
}
