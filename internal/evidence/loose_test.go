package evidence

import (
	"math/rand/v2"
	"strings"
	"testing"
	"unicode/utf8"
)

// looseRef is Loose read byte by byte.
func looseRef(text string) bool {
	return strings.ContainsAny(text, "-'") || !isASCIIText(text)
}

func isASCIIText(text string) bool {
	for i := range len(text) {
		if text[i] >= utf8.RuneSelf {
			return false
		}
	}
	return true
}

// Loose finds a hyphen, an apostrophe or a byte from 0x80 up wherever it
// stands, in texts of every length about the eight bytes it reads at a
// time, and nothing in texts without one.
func TestLoose(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 6))
	pieces := []string{"a", "Z", "7", " ", ".", ",", "_", "&", "-", "'", "é", "\x80", "\u2019", "\u2010"}
	found := 0
	for range 5000 {
		var b strings.Builder
		for range r.IntN(40) {
			if r.IntN(6) == 0 {
				b.WriteString(pieces[r.IntN(len(pieces))])
			} else {
				b.WriteString(pieces[r.IntN(6)])
			}
		}
		text := b.String()
		want := looseRef(text)
		if got := Loose(text); got != want {
			t.Fatalf("Loose(%q) = %v, want %v", text, got, want)
		}
		if want {
			found++
		}
	}
	if found == 0 {
		t.Error("no text was Loose: the test tells nothing")
	}
}

// An index's Loose bits are set for its Loose sentences, by their folded
// texts, and past the last sentence, in indexes of less than one word of
// bits, of one, and of more.
func TestIndexLoose(t *testing.T) {
	kinds := []string{"Acme grew 7%.", "Saudi-led forces moved.", "O'Brien's plan won.", "Zürich grew.", "Obama's plan won.", "Prices fell - slowly."}
	for _, n := range []int{1, 63, 64, 65, 200} {
		var b strings.Builder
		for i := range n {
			b.WriteString(kinds[i%len(kinds)])
			b.WriteByte(' ')
		}
		ix := New(Document{Name: "a", Text: b.String()})
		bits := ix.Loose()
		if got := len(bits); got != (len(ix.Sentences)+63)/64 {
			t.Fatalf("%d sentences: %d words of bits", len(ix.Sentences), got)
		}
		for s := range 64 * len(bits) {
			want := s >= len(ix.Sentences) || Loose(ix.Sentences[s].Folded)
			if got := bits[s/64]>>(s%64)&1 != 0; got != want {
				t.Errorf("%d sentences: bit %d is %v, want %v", len(ix.Sentences), s, got, want)
			}
		}
	}
}
