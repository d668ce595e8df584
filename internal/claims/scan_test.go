package claims

import (
	"math/rand/v2"
	"strings"
	"testing"
	"unicode"
)

// nextTermLead finds the same bytes as a loop over the text, asked at
// positions that grow by steps of every size, as the splitter asks, and
// at positions that go back, on texts with each mark often, rarely or
// never.
func TestNextTermLead(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	alphabet := []string{"a", " ", ".", "!", "?", "…", "\u2028", "é", "\n", "\xe2"}
	for n := range 400 {
		var b strings.Builder
		for range rng.IntN(300) {
			// Some texts draw from a few symbols only, so that some marks
			// are missing or far apart.
			b.WriteString(alphabet[rng.IntN(1+n%len(alphabet))])
		}
		text := b.String()
		sp := newSplitter(text, nil)
		for i := 0; i <= len(text); {
			end := i + rng.IntN(len(text)-i+1)
			want := i
			for want < end && strings.IndexByte(".!?\xe2", text[want]) < 0 {
				want++
			}
			if got := sp.nextTermLead(i, end); got != want {
				t.Fatalf("nextTermLead(%d, %d) in %q = %d, want %d", i, end, text, got, want)
			}
			if rng.IntN(8) == 0 {
				i = rng.IntN(len(text) + 1) // anywhere, backwards too
			} else {
				i += rng.IntN(20)
			}
		}
	}
}

// isSpace answers as its definition for every rune: Unicode white space,
// the ASCII separators 0x1C-0x1F and the byte-order mark.
func TestIsSpace(t *testing.T) {
	for r := rune(0); r <= unicode.MaxRune+1; r++ {
		want := unicode.IsSpace(r) || (r >= 0x1c && r <= 0x1f) || r == '\uFEFF'
		if got := isSpace(r); got != want {
			t.Fatalf("isSpace(%U) = %v, want %v", r, got, want)
		}
	}
}
