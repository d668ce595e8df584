package signals

import (
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/unicode/norm"
)

// Unmarked returns s without its diacritics: decomposed (NFD), its
// combining marks dropped and composed again (NFC), so that "zürich" is
// "zurich" and "são paulo" is "sao paulo". It returns s itself when s has
// no mark to drop, at once when s is ASCII. Letters whose stroke is part
// of the letter ("ø", "ł") are kept.
func Unmarked(s string) string {
	if IsASCII(s) {
		return s
	}
	d := norm.NFD.String(s)
	b := make([]byte, 0, len(d))
	for _, r := range d {
		if !unicode.Is(unicode.Mn, r) {
			b = utf8.AppendRune(b, r)
		}
	}
	if len(b) == len(d) {
		return s
	}
	return norm.NFC.String(string(b))
}
