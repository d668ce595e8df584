package sourced

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/sourced-dev/sourced/internal/signals"
)

// ruleOutWords are the pieces the rule-out test's sources are made of:
// words that start names and others, words with diacritics, joiners that
// make one token of two words, a possessive that folding drops, and marks
// that are no word runes to the tokenizer, or to matchWordBy (the
// underscore), or to neither.
var ruleOutWords = []string{
	"Acme", "Energy", "acme", "energy", "Porto", "Zürich", "Zurich", "Malmö", "Coca", "Cola", "Bob", "Lee", "Leeds",
	"Texas", "TX", "US", "U.S.", "United", "States", "Monday", "Mondays", "Inc.", "grew", "and", "in", "of", "7",
	"-", "'", "'s", "_", "&", ",", ".", "(", ")", "/", "é", "\u0301",
}

// ruleOutNames are folded names of every kind of form: keyed ones (see
// keyedForms), of one word or two, with diacritics, hyphens, a legal
// suffix or a day's other number, and ones that are not keyed (a US
// state, a country, a mark that holds no word).
var ruleOutNames = []string{
	"acme", "acme energy", "acme-energy", "porto", "zürich", "zurich", "malmo", "coca-cola", "coca cola",
	"bob lee", "lee", "leeds", "acme inc.", "monday", "mondays", "texas", "united states", "u.s.", "bob's",
	"energy", "7", "é", "&",
}

// A name slot's rule-out (see ruleOut) marks known only sentences that do
// not hold the name: with it, each sentence holds each name as trying
// each of its forms says (inEach), in random sources of more than a word
// of the slots' bits; and a keyed name is held in a sentence that is not
// Loose only where one of its keys is a word of it.
func TestRuleOutKeepsHolds(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	ruled, held := 0, 0
	for round := range 40 {
		var b strings.Builder
		for range 70 + r.IntN(60) {
			for k := range 3 + r.IntN(8) {
				w := ruleOutWords[r.IntN(len(ruleOutWords))]
				if k > 0 && r.IntN(4) != 0 {
					b.WriteByte(' ')
				}
				b.WriteString(w)
			}
			b.WriteString(". ")
		}
		ix := NewIndex(b.String())
		st := oneState(t)
		st.serve(ix)
		cs := st.next()
		for i, name := range ruleOutNames {
			cs.nameSlot = append(cs.nameSlot, st.nameSlotOf([]byte(name)))
			sl := cs.slot(ix, i)
			both, _ := sl.sentences(ix, st)
			loose := ix.ev.Loose()
			for s := range ix.ev.Sentences {
				sent := &ix.ev.Sentences[s]
				if has(sl.known, s) {
					ruled++
				}
				var g grams
				sentenceGrams(&g, sent)
				want := inEach(&sl.forms, sent, &g)
				if got := cs.holdsName(ix, s, i); got != want {
					t.Fatalf("round %d: %q in %q: %v, want %v", round, name, sent.Folded, got, want)
				}
				if want {
					held++
					if sl.keyed && !has(loose, s) && !slices.Contains(both, int32(s)) {
						t.Errorf("round %d: keyed %q is in %q, which is not Loose, but none of its keys is a word of it", round, name, sent.Folded)
					}
				}
			}
		}
	}
	if ruled == 0 || held == 0 {
		t.Errorf("%d sentences ruled out, %d held: the test tells nothing", ruled, held)
	}
}

// keyedForms holds of the names whose forms are all sought in a
// sentence's folded text, each Loose or led by a word of letters and
// digits, and of no other.
func TestKeyedForms(t *testing.T) {
	for name, want := range map[string]bool{
		"acme": true, "acme energy": true, "zürich": true, "coca-cola": true, "acme inc.": true, "mondays": true,
		"7 eleven": true, "texas": false, "united states": false, "u.s.": false, "(acme)": true, "é": true,
		"_acme": true, "...": false,
	} {
		f := formsOf(name)
		if got := keyedForms(&f); got != want {
			t.Errorf("keyedForms(%q) = %v, want %v", name, got, want)
		}
	}
}

// FuzzRuleOut holds a name slot's rule-out to trying each of the name's
// forms in each sentence, for any source and any name folded from a
// claim's text: a sentence it rules out must not hold the name.
func FuzzRuleOut(f *testing.F) {
	f.Add("Saudi-led forces moved. The Saudi plan won. Acme Energy grew.", "saudi")
	f.Add("Zürich grew. Zurich traded. O'Brien's plan won.", "zurich")
	f.Add("acme_energy and acme-energy and Acme Energy met.", "acme energy")
	f.Add("Tromsø and Tromso, (7) and 7½ grew.", "7")
	f.Fuzz(func(t *testing.T, source, name string) {
		if !utf8.ValidString(source) || !utf8.ValidString(name) || strings.TrimSpace(source) == "" {
			return
		}
		folded := signals.Fold(name)
		if folded == "" {
			return
		}
		ix := NewIndex(source)
		st := &checkState{}
		st.serve(ix)
		cs := st.next()
		cs.nameSlot = append(cs.nameSlot, st.nameSlotOf([]byte(folded)))
		sl := cs.slot(ix, 0)
		for s := range ix.ev.Sentences {
			sent := &ix.ev.Sentences[s]
			var g grams
			sentenceGrams(&g, sent)
			if want := inEach(&sl.forms, sent, &g); cs.holdsName(ix, s, 0) != want {
				t.Fatalf("%q in %q: %v, want %v (keyed %v)", folded, sent.Folded, !want, want, sl.keyed)
			}
		}
	})
}
