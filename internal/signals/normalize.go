package signals

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// NormalizeQuoted folds curly quotes and apostrophes to straight ones and
// runs of white space to one space, so that a quotation is found whatever
// marks and line breaks the source used. Case is kept: a quote must match
// as written.
func NormalizeQuoted(s string) string {
	if quoteNormal(s) {
		return s
	}
	// One pass: marks replaced, white space runs to one space between
	// words (as strings.Fields sees white space), every other byte kept.
	// A run of ASCII bytes without white space but single spaces inside
	// it is written at once.
	var b strings.Builder
	b.Grow(len(s))
	space := false // white space since the last byte written
	for i := 0; i < len(s); {
		var mark string
		if c := s[i]; !foldMark[c] || c == '\'' {
			j := i + 1
			for j < len(s) && (!foldMark[s[j]] || s[j] == '\'' || s[j] == ' ' && j+1 < len(s) && !foldMark[s[j+1]]) {
				j++
			}
			mark, i = s[i:j], j
		} else if c < utf8.RuneSelf {
			i++
			space = true
			continue
		} else {
			r, n := utf8.DecodeRuneInString(s[i:])
			mark = s[i : i+n]
			i += n
			if unicode.IsSpace(r) {
				space = true
				continue
			}
			switch r {
			case '’', '‘':
				mark = "'"
			case '“', '”', '«', '»':
				mark = `"`
			}
		}
		if space && b.Len() > 0 {
			b.WriteByte(' ')
		}
		space = false
		b.WriteString(mark)
	}
	return b.String()
}

// quoteNormal reports whether NormalizeQuoted leaves s as it is: ASCII,
// with single spaces between words and no other white space.
func quoteNormal(s string) bool {
	if len(s) > 0 && (s[0] == ' ' || s[len(s)-1] == ' ') {
		return false
	}
	for i := 0; i < len(s); i++ {
		switch c := s[i]; {
		case c >= utf8.RuneSelf, '\t' <= c && c <= '\r':
			return false
		case c == ' ' && s[i+1] == ' ':
			return false
		}
	}
	return true
}
