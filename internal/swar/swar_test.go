package swar

import (
	"encoding/binary"
	"math/rand/v2"
	"strings"
	"testing"
	"unicode/utf8"
)

// The loads agree with encoding/binary on strings and byte slices alike.
func FuzzLoad(f *testing.F) {
	f.Add([]byte("abcdefgh"))
	f.Add([]byte{0xff, 0, 0x80, 1, 2, 3, 4, 0x7f, 9})
	f.Fuzz(func(t *testing.T, b []byte) {
		for _, load := range []struct {
			size               int
			want, bytes, chars func() uint64
		}{
			{4, func() uint64 { return uint64(binary.LittleEndian.Uint32(b)) },
				func() uint64 { return uint64(Load32(b)) }, func() uint64 { return uint64(Load32(string(b))) }},
			{8, func() uint64 { return binary.LittleEndian.Uint64(b) },
				func() uint64 { return Load64(b) }, func() uint64 { return Load64(string(b)) }},
		} {
			if len(b) < load.size {
				continue
			}
			want := load.want()
			if got := load.bytes(); got != want {
				t.Fatalf("load of %d bytes of %x = %x, want %x", load.size, b, got, want)
			}
			if got := load.chars(); got != want {
				t.Fatalf("load of %d bytes of %q = %x, want %x", load.size, b, got, want)
			}
		}
	})
}

// Words of one length of up to 16 bytes that differ have different ends,
// and Ends reads a string and its bytes alike.
func TestEndsTellWordsApart(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 11))
	for n := 1; n <= 16; n++ {
		seen := map[[2]uint64]string{}
		for range 2000 {
			b := make([]byte, n)
			for i := range b {
				b[i] = "ab"[r.IntN(2)]
			}
			w := string(b)
			f, l := Ends(w)
			if fb, lb := Ends(b); fb != f || lb != l {
				t.Fatalf("Ends(%q) differs from Ends of its bytes", w)
			}
			if v, ok := seen[[2]uint64{f, l}]; ok && v != w {
				t.Fatalf("Ends(%q) = Ends(%q)", w, v)
			}
			seen[[2]uint64{f, l}] = w
		}
	}
	if f, l := Ends(""); f != 0 || l != 0 {
		t.Errorf("Ends(\"\") = %d, %d", f, l)
	}
}

// RuneCount counts the runes utf8.RuneCountInString does, and RuneStart
// finds where each begins as ranging over the text does, of any bytes,
// valid UTF-8 or not, wherever the ASCII runs they pass eight at a time
// begin and end.
func FuzzRuneCount(f *testing.F) {
	for _, s := range []string{"", "a", "abcdefgh", "abcdefghi", "naïve café, 3 €", "\xff\x80abcdefgh\xe2\x82", "日本語のテキストです", strings.Repeat("x", 17) + "é" + strings.Repeat("y", 9)} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		count := utf8.RuneCountInString(s)
		if got := RuneCount(s); got != count {
			t.Fatalf("RuneCount(%q) = %d, want %d", s, got, count)
		}
		var starts []int
		for at := range s {
			starts = append(starts, at)
		}
		starts = append(starts, len(s)) // where code point count "starts"
		for k := 0; k <= count+1; k++ {
			want, wantN := len(s), count
			if k <= count {
				want, wantN = starts[k], k
			}
			if got, n := RuneStart(s, 0, 0, k); got != want || n != wantN {
				t.Fatalf("RuneStart(%q, 0, 0, %d) = %d, %d; want %d, %d", s, k, got, n, want, wantN)
			}
			if k > 0 && k <= count {
				// Read on from the code point before.
				if got, n := RuneStart(s, starts[k-1], k-1, k); got != want || n != k {
					t.Fatalf("RuneStart(%q, %d, %d, %d) = %d, %d; want %d, %d", s, starts[k-1], k-1, k, got, n, want, k)
				}
			}
		}
	})
}
