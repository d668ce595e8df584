package signals

import (
	"testing"
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/unicode/norm"
)

// foldSlow is Fold of any text by its slow path: NFC, then rune by rune.
func foldSlow(s string) string {
	return string(appendFoldRunes(nil, norm.NFC.String(s)))
}

// The characters foldInert accepts are neither letters, digits, marks nor
// white space, are their own lower case, and NFC keeps them, with ASCII
// or one another on either side.
func TestFoldInertRunes(t *testing.T) {
	var inert []string
	for r := rune(utf8.RuneSelf); r <= 0x2fff; r++ {
		if !foldInert(string(r)) {
			continue
		}
		if isWordRune(r) || unicode.IsSpace(r) || unicode.ToLower(r) != r {
			t.Errorf("foldInert accepts %U", r)
		}
		inert = append(inert, string(r))
	}
	if len(inert) != 25+11 {
		t.Errorf("foldInert accepts %d characters, want 36", len(inert))
	}
	for c := range utf8.RuneSelf {
		inert = append(inert, string(rune(c)))
	}
	for _, a := range inert {
		for _, b := range inert {
			if s := a + b; !norm.NFC.IsNormalString(s) {
				t.Errorf("NFC changes %q", s)
			}
		}
	}
	for _, s := range []string{"\xc2", "\xe2\x80", "a\xe2", "\xe2\x81\x99", "\xe2\x80\x99\x99", "é", "e\u0301", "’\u0301", "\u00a0", "\u2028"} {
		if foldInert(s) {
			t.Errorf("foldInert(%q) = true", s)
		}
	}
}

// Fold agrees with its slow path on every text of up to five characters
// drawn from ASCII letters, an apostrophe, white space, characters
// foldInert accepts (curly quotes among them) and some it does not.
func TestFoldInertExhaustive(t *testing.T) {
	alphabet := []string{"a", "s", "S", "'", " ", "\t", "’", "‘", "“", "„", "–", "°", "é", "\u0301", "\xe2\x80"}
	var walk func(s string, n int)
	walk = func(s string, n int) {
		if got, want := string(appendFoldAll([]byte("pre:"), s)), "pre:"+foldSlow(s); got != want {
			t.Fatalf("appendFoldAll(%q) = %q, want %q", s, got, want)
		}
		if n == 0 {
			return
		}
		for _, c := range alphabet {
			walk(s+c, n-1)
		}
	}
	walk("", 5)
}
