// Package lexicon holds what the checker knows of English words from
// WordNet 3.0: irregular forms and their lemmas (grew → grow, children →
// child), so that a claim's "grew" meets a source's "grows".
//
// The table is generated from WordNet by the gen command (go generate)
// into irregular.go, a hash table that the linker lays out: nothing is
// parsed or built when a process starts or first looks a word up.
// WordNet's licence notice is in LICENSE-WordNet beside it.
package lexicon

//go:generate go run ./gen -wordnet /usr/share/wordnet -out .

// irregularForm is an irregular form and its lemma.
type irregularForm struct{ form, lemma string }

// Lemma returns the lemma of an irregular verb or noun form ("grew" →
// "grow", "mice" → "mouse") and true, or word and false when word is not
// an irregular form WordNet lists. word must be lower case. Forms that
// are lemmas in their own right ("found", "fell") are not mapped.
func Lemma(word string) (string, bool) {
	for i := slotOf(word); ; i = (i + 1) % slots {
		f := &irregular[i]
		if f.form == word && word != "" {
			return f.lemma, true
		}
		if f.form == "" {
			return word, false // the table is at most half full: a probe ends
		}
	}
}

// slotOf is where the probe for form starts in irregular; gen places the
// forms by the same hash. The hash is 32-bit FNV-1a, computed inline: most
// words looked up are no irregular form, and a general checksum of the
// word cost more than the rest of the look-up.
func slotOf(form string) int {
	h := uint32(2166136261)
	for i := 0; i < len(form); i++ {
		h = (h ^ uint32(form[i])) * 16777619
	}
	return int(h & (slots - 1))
}
