package swar

import (
	"encoding/binary"
	"testing"
)

// The loads agree with encoding/binary on strings and byte slices alike.
func FuzzLoad(f *testing.F) {
	f.Add([]byte("abcdefgh"))
	f.Add([]byte{0xff, 0, 0x80, 1, 2, 3, 4, 0x7f, 9})
	f.Fuzz(func(t *testing.T, b []byte) {
		if len(b) >= 4 {
			want := binary.LittleEndian.Uint32(b)
			if got := Load32(b); got != want {
				t.Fatalf("Load32(%x) = %x, want %x", b, got, want)
			}
			if got := Load32(string(b)); got != want {
				t.Fatalf("Load32(%q) = %x, want %x", b, got, want)
			}
		}
		if len(b) >= 8 {
			want := binary.LittleEndian.Uint64(b)
			if got := Load64(b); got != want {
				t.Fatalf("Load64(%x) = %x, want %x", b, got, want)
			}
			if got := Load64(string(b)); got != want {
				t.Fatalf("Load64(%q) = %x, want %x", b, got, want)
			}
		}
	})
}
