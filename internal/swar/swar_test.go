package swar

import (
	"encoding/binary"
	"math/rand/v2"
	"testing"
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
