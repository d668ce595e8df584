package hugeheap

import (
	"bufio"
	"fmt"
	"os"
	"runtime/debug"
	"strings"
	"testing"
	"unsafe"
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
	flags, err := mappingFlags(uintptr(unsafe.Pointer(&b[len(b)/2])))
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
// mappingFlags returns the VmFlags of the mapping of this process that
// holds addr.
func mappingFlags(addr uintptr) (string, error) {
	f, err := os.Open("/proc/self/smaps")
	if err != nil {
		return "", err
	}
	defer f.Close()
	in := false
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := sc.Text()
		var lo, hi uintptr
		if _, err := fmt.Sscanf(line, "%x-%x ", &lo, &hi); err == nil {
			in = lo <= addr && addr < hi
			continue
		}
		if rest, ok := strings.CutPrefix(line, "VmFlags:"); ok && in {
			return strings.TrimSpace(rest), nil
		}
	}
	if err := sc.Err(); err != nil {
		return "", err
	}
	return "", fmt.Errorf("no mapping holds %#x", addr)
}
