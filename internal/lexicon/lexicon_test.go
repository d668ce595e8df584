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
	}
	for _, tt := range tests {
		got, ok := Lemma(tt.word)
		if got != tt.want || ok != tt.ok {
			t.Errorf("Lemma(%q) = %q, %v; want %q, %v", tt.word, got, ok, tt.want, tt.ok)
		}
	}
}

// Every data line of the embedded file is a pair of lower-case words, and
// the table is not truncated.
func TestEmbeddedTableWellFormed(t *testing.T) {
	n := 0
	for line := range strings.Lines(irregularText) {
		n++
		if strings.HasPrefix(line, "#") {
			continue
		}
		f := strings.Fields(line)
		if len(f) != 2 || f[0] != strings.ToLower(f[0]) || f[1] != strings.ToLower(f[1]) {
			t.Errorf("irregular.txt:%d: %q is not a pair of lower-case words", n, line)
		}
	}
	if len(lemmas()) < 1000 {
		t.Errorf("only %d irregular forms; the embedded table looks truncated", len(lemmas()))
	}
}
