package claims

import (
	"testing"
	"unicode"
)

// mayTerminate finds a full stop, exclamation or question mark, or a byte
// of a multi-byte character, in any of the eight bytes of a word, and
// nothing else: words made of bytes around the marks, each mark put at
// every position.
func TestMayTerminate(t *testing.T) {
	fill := []byte{' ', '-', '/', '>', '@', 'a', 'z', 0x00, 0x7f, 0x2d, 0x2f, 0x20, 0x3e, 0x40, 0x22}
	marks := []byte{'.', '!', '?', 0x80, 0xe2, 0xff}
	for f := range fill {
		var w [8]byte
		for i := range w {
			w[i] = fill[(f+i)%len(fill)]
		}
		if mayTerminate(load64(string(w[:]), 0)) {
			t.Fatalf("mayTerminate(%q) = true", w)
		}
		for at := range w {
			for _, m := range marks {
				v := w
				v[at] = m
				if !mayTerminate(load64(string(v[:]), 0)) {
					t.Fatalf("mayTerminate(%q) = false", v)
				}
			}
		}
	}
}

// isSpace answers as its definition for every rune: Unicode white space,
// the ASCII separators 0x1C-0x1F and the byte-order mark.
func TestIsSpace(t *testing.T) {
	for r := rune(0); r <= unicode.MaxRune+1; r++ {
		want := unicode.IsSpace(r) || (r >= 0x1c && r <= 0x1f) || r == '\uFEFF'
		if got := isSpace(r); got != want {
			t.Fatalf("isSpace(%U) = %v, want %v", r, got, want)
		}
	}
}
