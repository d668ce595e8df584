package sourced

import (
	"testing"

	"github.com/sourced-dev/sourced/internal/evidence"
)

// inEach is nameForms.in without its tests of grams beyond each form's
// own in the folded text: each form is tried in turn, and in a sentence
// with diacritics each is sought in the text without them, the reference
// in is held to.
func inEach(f *nameForms, s *evidence.Sentence, g *grams) bool {
	if g.mayHold(&f.grams) && containsWordBy(s.Folded, f.folded, f.seek) {
		return true
	}
	if s.Marked() && containsWord(s.Unmarked, f.folded) {
		return true
	}
	o := f.other
	if o == nil {
		return false
	}
	for _, v := range o.written {
		if s.Marked() && containsWord(s.Unmarked, v.text) {
			return true
		}
	}
	for _, v := range o.written {
		if g.mayHold(&v.grams) && containsWord(s.Folded, v.text) {
			return true
		}
	}
	if o.afterComma != "" && (endsWord(s.Text, o.afterComma) || endsWord(s.Text, o.stateKey)) {
		return true
	}
	for _, v := range o.country {
		if v.inText && containsWord(s.Text, v.text) || !v.inText && g.mayHold(&v.grams) && containsWord(s.Folded, v.text) {
			return true
		}
	}
	return o.base != "" && g.mayHold(&o.baseGrams) && containsWord(s.Folded, o.base)
}

// A sentence whose grams lack those a name's other forms share holds none
// of them, and one whose grams lack a form's holds it neither with nor
// without its diacritics: in, which tells so by its grams, finds what
// trying each form finds, for names of every kind of form (written with
// diacritics or hyphens, a company's legal suffix, a country's spellings,
// a US state, a day), in sentences that hold them in each form and in
// none.
func TestFormsInSharedGrams(t *testing.T) {
	source := "Acme Energy opened a plant. Acme-Energy hired 40 people. Acme Inc. and Acme Corp. met on Mondays." +
		" Zürich and Zurich traded with São Paulo. The United States and the U.S. and the US grew." +
		" Only Zürich traded in Malmö. Austin, TX grew, and state: TX said so. Coca-Cola and Coca Cola and CocaCola sold more." +
		" The energy plant in Acme county closed. Nothing here names them."
	ix := NewIndex(source)
	names := []string{"malmo", "acme energy", "acme-energy", "acme inc.", "acme corp.", "acme", "zürich", "zurich", "são paulo",
		"united states", "u.s.", "texas", "coca-cola", "coca cola", "monday", "mondays", "energy plant"}
	gated, held := 0, 0
	for _, name := range names {
		f := formsOf(name)
		if f.other != nil && f.other.gated {
			gated++
		}
		for s := range ix.ev.Sentences {
			sent := &ix.ev.Sentences[s]
			var g grams
			sentenceGrams(&g, sent)
			want := inEach(&f, sent, &g)
			if got := f.in(sent, &g); got != want {
				t.Errorf("%q in %q: %v, want %v", name, sent.Text, got, want)
			}
			if want {
				held++
			}
		}
	}
	if gated == 0 || held == 0 {
		t.Errorf("%d names whose forms are gated, %d held: the test tells nothing", gated, held)
	}
}
