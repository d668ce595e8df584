// Package lexicon holds what the checker knows of English words from
// WordNet 3.0: irregular forms and their lemmas (grew → grow, children →
// child) and antonyms (rise / fall, win / lose, open / closed).
//
// The tables are generated from WordNet by the gen command (go generate)
// and embedded; WordNet's licence notice is in LICENSE-WordNet beside
// them. They are parsed once, on first use, and read-only after that.
package lexicon

//go:generate go run ./gen -wordnet /usr/share/wordnet -out .

import (
	_ "embed"
	"strings"
	"sync"
)

var (
	//go:embed irregular.txt
	irregularText string
	//go:embed antonyms.txt
	antonymsText string
)

// tables is the parsed form of the embedded files.
type tables struct {
	lemma    map[string]string   // irregular form → lemma
	antonyms map[string][]string // lemma → its antonyms
}

var load = sync.OnceValue(func() *tables {
	t := &tables{
		lemma:    make(map[string]string, 4096),
		antonyms: make(map[string][]string, 4096),
	}
	eachPair(irregularText, func(form, lemma string) { t.lemma[form] = lemma })
	eachPair(antonymsText, func(a, b string) {
		t.antonyms[a] = append(t.antonyms[a], b)
		t.antonyms[b] = append(t.antonyms[b], a)
	})
	return t
})

// eachPair calls fn for each "a b" line of text, skipping comments.
func eachPair(text string, fn func(a, b string)) {
	for line := range strings.Lines(text) {
		if strings.HasPrefix(line, "#") {
			continue
		}
		a, b, ok := strings.Cut(strings.TrimSpace(line), " ")
		if ok {
			fn(a, b)
		}
	}
}

// Lemma returns the lemma of an irregular verb or noun form ("grew" →
// "grow", "mice" → "mouse") and true, or word and false when word is not
// an irregular form WordNet lists. word must be lower case. Forms that
// are lemmas in their own right ("found", "fell") are not mapped.
func Lemma(word string) (string, bool) {
	if l, ok := load().lemma[word]; ok {
		return l, true
	}
	return word, false
}

// Antonyms returns the words WordNet lists as antonyms of the lower-case
// lemma, in no particular order. The slice must not be modified.
func Antonyms(lemma string) []string {
	return load().antonyms[lemma]
}

// Opposite reports whether the lower-case lemmas a and b are antonyms.
func Opposite(a, b string) bool {
	for _, x := range load().antonyms[a] {
		if x == b {
			return true
		}
	}
	return false
}
