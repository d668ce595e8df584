package sourced

import (
	"slices"
	"testing"
)

// A name is found where a source writes it with or without its
// diacritics, and with a hyphen or a blank between its parts, in either
// direction; another name is still not.
func TestNamesWrittenOtherwise(t *testing.T) {
	for _, tt := range []struct {
		claim, source string
		want          Verdict
	}{
		{"Zürich hired 14 nurses.", "Zurich hired 14 nurses.", Grounded},
		{"Zurich hired 14 nurses.", "Zürich hired 14 nurses.", Grounded},
		{"The ferry to Malmö left at 9 am.", "The ferry to Malmo left at 9 am.", Grounded},
		{"The ferry to Malmo left at 9 am.", "The ferry to Malmö left at 9 am.", Grounded},
		{"Sao Paulo built 3 new bridges.", "São Paulo built 3 new bridges.", Grounded},
		{"São Paulo built 3 new bridges.", "Sao Paulo built 3 new bridges.", Grounded},
		{"Rolls-Royce delivered 40 engines this spring.", "Rolls Royce delivered 40 engines this spring.", Grounded},
		{"Rolls Royce delivered 40 new jet engines this spring.", "Rolls-Royce delivered 40 new jet engines this spring.", Grounded},
		{"Ana Kovač-Horvat won 2 medals at the games.", "Ana Kovac Horvat won 2 medals at the games.", Grounded},
		// A decomposed accent (e + a combining acute) is an accent too.
		{"Andre Dupont wrote 5 novels.", "Andre\u0301 Dupont wrote 5 novels.", Grounded},
		// Another name is not the claim's.
		{"Zurich hired 14 nurses.", "Zug hired 14 nurses.", Unverified},
		{"Sao Tome built 3 new bridges.", "São Paulo built 3 new bridges.", Unverified},
		// The figure of a name written with diacritics in the source
		// contradicts the claim's.
		{"Zurich hired 15 nurses.", "Zürich hired 14 nurses.", Contradicted},
	} {
		r := Check(tt.claim, tt.source)
		if len(r.Claims) != 1 || r.Claims[0].Verdict != tt.want {
			t.Errorf("%q against %q: %+v, want one claim %s", tt.claim, tt.source, r.Claims, tt.want)
		}
	}
}

// The written forms of a folded name and the keys its candidates are read
// by: a name with neither diacritics, hyphens nor two words has none.
func TestWrittenForms(t *testing.T) {
	for _, tt := range []struct {
		folded      string
		forms, keys []string
	}{
		{"zürich", []string{"zurich"}, []string{"zurich"}},
		{"são paulo", []string{"sao paulo", "sao-paulo"}, []string{"sao", "sao-paulo"}},
		{"rolls-royce", []string{"rolls royce"}, []string{"rollsroyce", "rolls"}},
		{"rolls royce", []string{"rolls-royce"}, []string{"rolls-royce"}},
		{"bank of america", nil, nil},
		{"acme", nil, nil},
	} {
		f := formsOf(tt.folded)
		var forms, keys []string
		if f.other != nil {
			for _, w := range f.other.written {
				forms = append(forms, w.text)
			}
			keys = f.other.keys(firstWord(tt.folded))
		}
		if !slices.Equal(forms, tt.forms) || !slices.Equal(keys, tt.keys) {
			t.Errorf("formsOf(%q): written %q, keys %q; want %q, %q", tt.folded, forms, keys, tt.forms, tt.keys)
		}
	}
}
