package signals

import (
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/unicode/norm"

	"github.com/sourced-dev/sourced/internal/swar"
)

// Unmarked returns s without its diacritics: decomposed (NFD), its
// combining marks dropped and composed again (NFC), so that "zürich" is
// "zurich" and "são paulo" is "sao paulo". It returns s itself when s has
// no mark to drop, at once when s has no Latin letter with one (see
// mayBeMarked). Letters whose stroke is part of the letter ("ø", "ł") are
// kept, and so are other scripts' letters ("й").
func Unmarked(s string) string {
	if !mayBeMarked(s) {
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

// mayBeMarked reports whether s may hold a Latin letter with a diacritic
// or a combining mark: a character of U+00C0 to U+036F (Latin-1's
// letters, Latin Extended-A and -B, IPA, the combining diacritics), whose
// UTF-8 lead bytes are 0xC3 to 0xCD, or of Latin Extended Additional
// (U+1E00 to U+1EFF, "ạ", "ễ"). A text whose other bytes are ASCII,
// punctuation ("—", "’") or other scripts is passed over without
// decomposing it.
func mayBeMarked(s string) bool {
	for i := 0; i < len(s); i++ {
		// Eight ASCII bytes at a time: most of a text that is not ASCII
		// is.
		for i+8 <= len(s) && swar.Load64(s[i:])&swar.Highs == 0 {
			i += 8
		}
		if i == len(s) {
			return false
		}
		switch c := s[i]; {
		case c < 0xc3:
		case c <= 0xcd:
			return true
		case c == 0xe1 && i+1 < len(s) && 0xb8 <= s[i+1] && s[i+1] <= 0xbb:
			return true
		}
	}
	return false
}
