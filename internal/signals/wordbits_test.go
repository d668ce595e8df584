package signals

import (
	"strings"
	"testing"
)

// wordBits marks exactly the letters and digits of each 64 bytes of any
// lowered ASCII text, whatever its length, and no byte past its end; and
// wordBits64 of 64 bytes is what wordBits64Go gives.
func FuzzWordBits(f *testing.F) {
	for _, s := range []string{"", "a", "don't stop", "@[`{/:\x00\x10\x19 azAZ09", "\x7f~}|{zyxa`_^]\\[@?>=<;:9876543210/.-,+*)('&%$#\"! \x00",
		strings.Repeat("abc 123, ", 20), strings.Repeat("z", 200)} {
		f.Add(s)
	}
	for n := 60; n <= 140; n++ {
		f.Add(strings.Repeat("ab-c'd e 9", n/10+1)[:n])
	}
	f.Fuzz(func(t *testing.T, s string) {
		if !IsASCII(s) {
			return
		}
		lower := LowerASCII(s)
		for b := 0; b < len(lower); b += 64 {
			want := uint64(0)
			for k := 0; k < 64 && b+k < len(lower); k++ {
				if asciiWordByte[lower[b+k]] {
					want |= 1 << k
				}
			}
			if got := wordBits(lower, b); got != want {
				t.Fatalf("wordBits(%q, %d) = %#x, want %#x", lower, b, got, want)
			}
		}
		if len(lower) >= 64 {
			for i := 0; i+64 <= len(lower); i++ {
				if got, want := wordBits64(&[]byte(lower[i:])[0]), wordBits64Go(lower[i:]); got != want {
					t.Fatalf("wordBits64 of %q = %#x, wordBits64Go %#x", lower[i:i+64], got, want)
				}
			}
		}
	})
}

// wordBits64 marks the letters and digits among every ASCII byte, at
// every place of the 64, the others spaces, as wordBits64Go does.
func TestWordBits64(t *testing.T) {
	for c := range 128 {
		if 'A' <= c && c <= 'Z' {
			continue // not in a lowered text
		}
		for at := range 64 {
			b := []byte(strings.Repeat(" ", 64))
			b[at] = byte(c)
			want := uint64(0)
			if IsASCIIWordByte(byte(c)) {
				want = 1 << at
			}
			if got := wordBits64(&b[0]); got != want {
				t.Fatalf("wordBits64 with %q at byte %d = %#x, want %#x", rune(c), at, got, want)
			}
			if got := wordBits64Go(string(b)); got != want {
				t.Fatalf("wordBits64Go with %q at byte %d = %#x, want %#x", rune(c), at, got, want)
			}
		}
	}
}
