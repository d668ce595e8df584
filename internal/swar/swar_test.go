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
