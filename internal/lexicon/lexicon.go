// Package lexicon holds what the checker knows of English words from
// WordNet 3.0: irregular forms and their lemmas (grew → grow, children →
// child), so that a claim's "grew" meets a source's "grows".
//
// The table is generated from WordNet by the gen command (go generate)
// and embedded; WordNet's licence notice is in LICENSE-WordNet beside it.
// It is parsed once, on first use, and read-only after that.
package lexicon

//go:generate go run ./gen -wordnet /usr/share/wordnet -out .

import (
	_ "embed"
	"strings"
	"sync"
)

//go:embed irregular.txt
var irregularText string

// lemmas maps irregular forms to their lemmas.
var lemmas = sync.OnceValue(func() map[string]string {
	m := make(map[string]string, 4096)
	for line := range strings.Lines(irregularText) {
		if strings.HasPrefix(line, "#") {
			continue
		}
		if form, lemma, ok := strings.Cut(strings.TrimSpace(line), " "); ok {
			m[form] = lemma
		}
	}
	return m
})

// Lemma returns the lemma of an irregular verb or noun form ("grew" →
// "grow", "mice" → "mouse") and true, or word and false when word is not
// an irregular form WordNet lists. word must be lower case. Forms that
// are lemmas in their own right ("found", "fell") are not mapped.
func Lemma(word string) (string, bool) {
	if l, ok := lemmas()[word]; ok {
		return l, true
	}
	return word, false
}
