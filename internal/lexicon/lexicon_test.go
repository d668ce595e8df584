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

func TestOpposite(t *testing.T) {
	tests := []struct {
		a, b string
		want bool
	}{
		{"rise", "fall", true},
		{"fall", "rise", true},
		{"win", "lose", true},
		{"increase", "decrease", true},
		{"open", "closed", true},
		{"rise", "increase", false},
		{"rise", "rise", false},
		{"", "", false},
	}
	for _, tt := range tests {
		if got := Opposite(tt.a, tt.b); got != tt.want {
			t.Errorf("Opposite(%q, %q) = %v; want %v", tt.a, tt.b, got, tt.want)
		}
	}
}

// The tables are symmetric: b is among a's antonyms exactly when a is
// among b's, and no word is its own antonym.
func TestAntonymsSymmetric(t *testing.T) {
	tab := load()
	if len(tab.antonyms) < 1000 {
		t.Fatalf("only %d words have antonyms; the embedded table looks truncated", len(tab.antonyms))
	}
	for a, bs := range tab.antonyms {
		for _, b := range bs {
			if a == b {
				t.Errorf("%q is listed as its own antonym", a)
			}
			if !Opposite(b, a) {
				t.Errorf("%q opposes %q but not the other way round", a, b)
			}
		}
	}
}

// Every data line of the embedded files is a pair of lower-case words.
func TestEmbeddedTablesWellFormed(t *testing.T) {
	for name, text := range map[string]string{"irregular.txt": irregularText, "antonyms.txt": antonymsText} {
		n := 0
		for line := range strings.Lines(text) {
			n++
			if strings.HasPrefix(line, "#") {
				continue
			}
			f := strings.Fields(line)
			if len(f) != 2 || f[0] != strings.ToLower(f[0]) || f[1] != strings.ToLower(f[1]) {
				t.Errorf("%s:%d: %q is not a pair of lower-case words", name, n, line)
			}
		}
	}
}
