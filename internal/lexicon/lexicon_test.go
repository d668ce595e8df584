package lexicon

import (
	"strings"
	"testing"
)

func TestLemma(t *testing.T) {
	tests := []struct {
		word, want string
		ok         bool
	}{
		{"grew", "grow", true},
		{"won", "win", true},
		{"children", "child", true},
		{"grow", "grow", false},     // already a lemma
		{"fell", "fell", false},     // a lemma of its own (to fell a tree)
		{"better", "better", false}, // adjective forms are not mapped
		{"", "", false},
		// The ends of the sorted table, and words beyond them.
		{irregular[0].form, irregular[0].lemma, true},
		{irregular[len(irregular)-1].form, irregular[len(irregular)-1].lemma, true},
		{"a", "a", false},
		{"zzzz", "zzzz", false},
	}
	for _, tt := range tests {
		got, ok := Lemma(tt.word)
		if got != tt.want || ok != tt.ok {
			t.Errorf("Lemma(%q) = %q, %v; want %q, %v", tt.word, got, ok, tt.want, tt.ok)
		}
	}
}

// The generated table is sorted by form, one entry a form, each a pair of
// lower-case words, and not truncated: Lemma's binary search relies on the
// order.
func TestTableWellFormed(t *testing.T) {
	for i, f := range irregular {
		if f.form == "" || f.lemma == "" || f.form != strings.ToLower(f.form) || f.lemma != strings.ToLower(f.lemma) {
			t.Errorf("irregular[%d] = %q: not a pair of lower-case words", i, f)
		}
		if i > 0 && irregular[i-1].form >= f.form {
			t.Errorf("irregular[%d] = %q follows %q: not sorted by form", i, f, irregular[i-1])
		}
	}
	if len(irregular) < 1000 {
		t.Errorf("only %d irregular forms; the table looks truncated", len(irregular))
	}
}
