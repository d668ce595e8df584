package signals

import (
	"strings"
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
	return strings.Join(strings.Fields(quoteFolder.Replace(s)), " ")
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

var quoteFolder = strings.NewReplacer("’", "'", "‘", "'", "“", `"`, "”", `"`, "«", `"`, "»", `"`)
