//go:build unix

package signals

import (
	"syscall"
	"testing"
	"unsafe"
)

// A text longer than MaxTokenized, whose offsets a Token cannot hold, is
// refused by each of the three tokenizers every exported one hands its
// text to, before they read it. The text is address space mapped without
// memory behind it (never read, so never given any), outside the Go heap,
// where the race detector's pointer checks allow a string that long.
func TestMaxTokenized(t *testing.T) {
	if unsafe.Sizeof(0) < 8 {
		t.Skip("no string is longer than MaxTokenized")
	}
	n := MaxTokenized // a variable: MaxTokenized+1 overflows a 32-bit int
	n++
	mem, err := syscall.Mmap(-1, 0, n, syscall.PROT_READ, syscall.MAP_PRIVATE|syscall.MAP_ANON|syscall.MAP_NORESERVE)
	if err != nil {
		t.Skipf("cannot map %d bytes of address space: %v", n, err)
	}
	defer syscall.Munmap(mem)
	long := unsafe.String(unsafe.SliceData(mem), n)
	for name, tokenize := range map[string]func(){
		"tokenizeASCII":   func() { tokenizeASCII(nil, long, 0) },
		"tokenizeMixed":   func() { tokenizeMixed(nil, long, long) },
		"tokenizeUnicode": func() { tokenizeUnicode(nil, long) },
	} {
		func() {
			defer func() {
				if r := recover(); r != errTooLong {
					t.Errorf("%s of %d bytes: panic %v, want %q", name, len(long), r, errTooLong)
				}
			}()
			tokenize()
		}()
	}
}
