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

// irregularForm is an irregular form and its lemma: where the form starts
// in irregularText and the lengths of the form and of the lemma that
// follows it. A slot whose form has no length is empty.
type irregularForm struct {
	at              uint32
	formLen, lemLen uint8
}

// form returns the slot's form.
func (f irregularForm) form() string {
	return irregularText[f.at : f.at+uint32(f.formLen)]
}

// lemma returns the slot's lemma.
func (f irregularForm) lemma() string {
	at := f.at + uint32(f.formLen)
	return irregularText[at : at+uint32(f.lemLen)]
}

// Lemma returns the lemma of an irregular verb or noun form ("grew" →
// "grow", "mice" → "mouse") and true, or word and false when word is not
// an irregular form WordNet lists. word must be lower case. Forms that
// are lemmas in their own right ("found", "fell") are not mapped.
func Lemma(word string) (string, bool) {
	for i := slotOf(word); ; i = (i + 1) % slots {
		f := irregular[i]
		if f.formLen == 0 {
			return word, false // the table is at most half full: a probe ends
		}
		if f.form() == word {
			return f.lemma(), true
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
