package signals

import (
	"math/rand/v2"
	"strings"
	"testing"
)

// A wordTable finds each word added with the value first given it, and no
// other word: words of every length up to maxTableWord and past it, from
// an alphabet of three letters, which makes many words share their ends.
func TestWordTable(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	word := func() string {
		b := make([]byte, r.IntN(maxTableWord+3))
		for i := range b {
			b[i] = "ab'"[r.IntN(3)]
		}
		return string(b)
	}
	want := map[string]int{}
	var added []string
	for len(added) < 300 {
		if w := word(); w != "" && len(w) <= maxTableWord {
			added = append(added, w)
		}
	}
	table := newWordTable[int](len(added))
	for i, w := range added {
		table.add(w, i)
		if _, ok := want[w]; !ok {
			want[w] = i
		}
	}
	for range 20000 {
		w := word()
		v, ok := table.find(w)
		if wv, wok := want[w]; v != wv || ok != wok {
			t.Fatalf("find(%q) = %d, %v, want %d, %v", w, v, ok, wv, wok)
		}
	}
	for w, wv := range want {
		if v, ok := table.find(w); v != wv || !ok {
			t.Fatalf("find(%q) = %d, %v, want %d, true", w, v, ok, wv)
		}
	}
}

// The table of cues holds each cue word with its cue, and none of their
// variants.
func TestCueTable(t *testing.T) {
	words := buildCues()
	want := map[string]cue{}
	for _, c := range words {
		want[c.word] = c.cue
	}
	for _, c := range words {
		for _, w := range []string{c.word, c.word + "s", c.word[1:], strings.ToUpper(c.word), "un" + c.word, c.word + "ly"} {
			v, ok := cues.find(w)
			if wv, wok := want[w]; v != wv || ok != wok {
				t.Errorf("cues.find(%q) = %v, %v, want %v, %v", w, v, ok, wv, wok)
			}
		}
	}
}
