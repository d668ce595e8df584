// Package biblio compares what a citation says of a work with what a
// registry says: surnames folded for case and accents, titles compared by
// their words.
package biblio

import (
	"strings"
	"sync"
	"unicode"

	"golang.org/x/text/unicode/norm"
)

// Fold returns s lower-cased with accents removed and every run of
// characters other than letters and digits turned into one space, trimmed.
func Fold(s string) string {
	var b strings.Builder
	space := false
	for _, r := range norm.NFD.String(s) {
		switch {
		case unicode.Is(unicode.Mn, r):
			continue
		case unicode.IsLetter(r) || unicode.IsDigit(r):
			if space && b.Len() > 0 {
				b.WriteByte(' ')
			}
			space = false
			b.WriteRune(unicode.ToLower(r))
		default:
			space = true
		}
	}
	return b.String()
}

// Surname returns the family name of a display name such as "Ashish
// Vaswani", "Vaswani, A." or "J. van der Berg": the part before a comma,
// else the last word; folded.
func Surname(name string) string {
	if before, _, ok := strings.Cut(name, ","); ok {
		return lastWord(Fold(before))
	}
	return lastWord(Fold(name))
}

// SameSurname reports whether two surnames (or display names) name the
// same family: their last folded words are equal, so "van der Berg" and
// "Berg", or "Müller" and "Muller", match.
func SameSurname(a, b string) bool {
	x, y := Surname(a), Surname(b)
	return x != "" && x == y
}

func lastWord(s string) string {
	if i := strings.LastIndexByte(s, ' '); i >= 0 {
		return s[i+1:]
	}
	return s
}

// stopWords returns the words left out when titles are compared, built at
// first use rather than at every start of a program that may never
// compare titles.
var stopWords = sync.OnceValue(func() map[string]bool {
	return map[string]bool{
		"a": true, "an": true, "the": true, "of": true, "and": true, "in": true, "on": true,
		"for": true, "to": true, "with": true, "by": true, "from": true, "at": true, "or": true,
		"is": true, "are": true, "as": true, "its": true, "via": true,
	}
})

// TitleWords returns the distinct folded words of a title, stop words left
// out, in order.
func TitleWords(title string) []string {
	var out []string
	seen := map[string]bool{}
	for _, w := range strings.Fields(Fold(title)) {
		if stopWords()[w] || seen[w] {
			continue
		}
		seen[w] = true
		out = append(out, w)
	}
	return out
}

// TitleSimilarity is the Dice coefficient of two titles' word sets: 1 for
// the same words, 0 for none in common.
func TitleSimilarity(a, b string) float64 {
	x, y := TitleWords(a), TitleWords(b)
	if len(x)+len(y) == 0 {
		return 0
	}
	in := map[string]bool{}
	for _, w := range x {
		in[w] = true
	}
	common := 0
	for _, w := range y {
		if in[w] {
			common++
		}
	}
	return 2 * float64(common) / float64(len(x)+len(y))
}

// Coverage is the share of title's words found among the words of text
// (a whole reference entry, say); 0 for a title with no words.
func Coverage(title, text string) float64 {
	words := TitleWords(title)
	if len(words) == 0 {
		return 0
	}
	in := map[string]bool{}
	for _, w := range strings.Fields(Fold(text)) {
		in[w] = true
	}
	found := 0
	for _, w := range words {
		if in[w] {
			found++
		}
	}
	return float64(found) / float64(len(words))
}
