package baseline

import (
	"strings"
	"unicode"
)

// isSpace reports whether r is whitespace as Python's str.isspace and its
// regular expressions' \s see it: Go's unicode.IsSpace plus the four
// information separators U+001C to U+001F.
func isSpace(r rune) bool {
	return unicode.IsSpace(r) || (r >= 0x1c && r <= 0x1f)
}

// isWord reports whether r is a word character as Python's Unicode \w sees
// it: a letter or a number of any script, or the underscore.
func isWord(r rune) bool {
	return r == '_' || unicode.IsLetter(r) || unicode.IsNumber(r)
}

// isDigit reports whether r is a decimal digit of any script (\d).
func isDigit(r rune) bool { return unicode.IsDigit(r) }

// digitValue is the value 0–9 of a decimal digit of any script. Unicode
// encodes every script's digits as a contiguous run starting at its zero,
// and the Nd table's ranges each start at a zero.
func digitValue(r rune) int {
	if r >= '0' && r <= '9' {
		return int(r - '0')
	}
	for _, rg := range unicode.Nd.R16 {
		if lo, hi := rune(rg.Lo), rune(rg.Hi); r >= lo && r <= hi {
			return int(r-lo) % 10
		}
	}
	for _, rg := range unicode.Nd.R32 {
		if lo, hi := rune(rg.Lo), rune(rg.Hi); r >= lo && r <= hi {
			return int(r-lo) % 10
		}
	}
	return 0
}

// isLineBreak reports whether r ends a line for Python's str.splitlines.
func isLineBreak(r rune) bool {
	switch r {
	case '\n', '\r', '\v', '\f', 0x1c, 0x1d, 0x1e, 0x85, 0x2028, 0x2029:
		return true
	}
	return false
}

// boundary reports whether a Unicode word boundary (\b) lies before rs[i].
func boundary(rs []rune, i int) bool {
	before := i > 0 && isWord(rs[i-1])
	after := i < len(rs) && isWord(rs[i])
	return before != after
}

// lower lower-cases s as Python's str.lower does. Go's simple mapping
// differs only for U+0130, whose full lower case is i and a combining dot.
func lower(s string) string {
	if !strings.ContainsRune(s, 0x130) {
		return strings.ToLower(s)
	}
	return strings.ToLower(strings.ReplaceAll(s, "\u0130", "i\u0307"))
}

// trim strips Python whitespace from both ends of rs[start:end] and returns
// the bounds left.
func trim(rs []rune, start, end int) (int, int) {
	for start < end && isSpace(rs[start]) {
		start++
	}
	for end > start && isSpace(rs[end-1]) {
		end--
	}
	return start, end
}

// foldEqual reports whether a and b are equal under simple case folding,
// as a case-insensitive Python regular expression compares them.
func foldEqual(a, b rune) bool {
	if a == b {
		return true
	}
	for f := unicode.SimpleFold(a); f != a; f = unicode.SimpleFold(f) {
		if f == b {
			return true
		}
	}
	return false
}

// hasFoldPrefix reports whether rs[i:] starts with word, ignoring case.
func hasFoldPrefix(rs []rune, i int, word []rune) bool {
	if i+len(word) > len(rs) {
		return false
	}
	for j, w := range word {
		if !foldEqual(rs[i+j], w) {
			return false
		}
	}
	return true
}

// hasPrefix reports whether rs[i:] starts with word, case and all.
func hasPrefix(rs []rune, i int, word string) bool {
	for _, w := range word {
		if i >= len(rs) || rs[i] != w {
			return false
		}
		i++
	}
	return true
}
