package claims

import "testing"

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
