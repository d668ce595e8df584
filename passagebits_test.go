package sourced

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
)

// The bits of a narrow index tell which passages hold which sentences,
// where each starts and ends, as the passages do: over documents of one
// sentence to several, and records of few facts.
func TestPassageBitsArePassages(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 5))
	var sources []string
	for i := range 40 {
		if i%9 == 4 {
			sources = append(sources, `{"name": "Cafe Lumen", "stars": 4.5}`)
			continue
		}
		// Documents of one sentence to six, and some long ones, whose
		// words of bits are full of passage starts.
		sentences := 1 + r.IntN(6)
		if i%13 == 7 {
			sentences = 200
		}
		var b strings.Builder
		for k := range sentences {
			fmt.Fprintf(&b, "Acme Foods hired people in Porto in the year %c%c. ", 'a'+k%26, 'a'+k/26)
		}
		sources = append(sources, b.String())
	}
	ix := NewIndex(sources...)
	pb := ix.narrow
	if pb == nil {
		t.Fatal("no bits of an index without a wide passage")
	}
	short, records := 0, 0
	for p, pass := range ix.ev.Passages {
		if pass.Last-pass.First < 2 {
			short++
		}
		if pass.Record {
			records++
		}
		if got := pb.passage(pass.First); got != p {
			t.Errorf("passage(%d) = %d, want %d", pass.First, got, p)
		}
		if got := pb.last(pass.First); got != pass.Last {
			t.Errorf("last(%d) = %d, want %d", pass.First, got, pass.Last)
		}
	}
	full := 0
	for _, m := range pb.holds[0] {
		if m == ^uint64(0) {
			full++
		}
	}
	if short == 0 || records == 0 || full == 0 {
		t.Fatalf("%d passages of fewer than Width sentences, %d of records, %d words of starts only: want some of each", short, records, full)
	}
	n := len(ix.ev.Sentences)
	for round := range 300 {
		// Sentences one in 1 to 16, appended after a passage and its
		// start already there.
		var sents []int32
		for s := range n {
			if r.IntN(1+round%16) == 0 {
				sents = append(sents, int32(s))
			}
		}
		want := ix.passagesOf([]int{-1}, sents)
		got, firsts := pb.passagesOf([]int{-1}, []int32{-1}, sents)
		if !slices.Equal(got, want) || len(firsts) != len(got) {
			t.Fatalf("passagesOf(%v) = %v, %d starts, want %v", sents, got, len(firsts), want)
		}
		for k, p := range got[1:] {
			if int(firsts[k+1]) != ix.ev.Passages[p].First {
				t.Fatalf("passage %d starts at %d, not %d", p, ix.ev.Passages[p].First, firsts[k+1])
			}
		}
	}
	if wide := NewIndex("Acme Foods hired people.", `{"a": 1, "b": 2, "c": 3, "d": 4}`); wide.narrow != nil {
		t.Error("bits of an index with a record of four facts, whose passage spans them all")
	}
}
