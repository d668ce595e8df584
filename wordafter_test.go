package sourced

import (
	"strings"
	"testing"

	"github.com/sourced-dev/sourced/internal/signals"
)

// wordAfterByWords is wordAfter as it was written first: every word of the
// rest of the text, and the rest in lower case.
func wordAfterByWords(text string, i int) string {
	rest := strings.TrimLeft(text[i:], " ")
	words := signals.Words(rest)
	if len(words) == 0 || !strings.HasPrefix(strings.ToLower(rest), words[0]) {
		return ""
	}
	return words[0]
}

func FuzzWordAfter(f *testing.F) {
	for _, s := range []string{"12 goals, 5 of which", "8-0 Wins", "3  KELVIN", "4 \u212aelvin", "5 It\u2019s", "7 İstanbul", "9 (games)", "1 ", "2 café Au lait", "6 \u2010x"} {
		f.Add(s, 1)
	}
	f.Fuzz(func(t *testing.T, text string, i int) {
		if i < 0 || i > len(text) {
			return
		}
		if got, want := wordAfter(text, i), wordAfterByWords(text, i); got != want {
			t.Errorf("wordAfter(%q, %d) = %q, want %q", text, i, got, want)
		}
	})
}
