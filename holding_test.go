package sourced

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/sourced-dev/sourced/internal/claims"
)

// seek finds what a linear scan from j finds, in sorted lists with
// repeats, from every start, for values below, among and above them.
func TestSeek(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	for range 300 {
		ids := make([]int32, r.IntN(40))
		for i := range ids {
			ids[i] = int32(r.IntN(60))
		}
		slices.Sort(ids)
		for j := 0; j <= len(ids); j++ {
			for s := int32(-1); s <= 61; s++ {
				want := j
				for want < len(ids) && ids[want] < s {
					want++
				}
				if got := seek(ids, j, s); got != want {
					t.Fatalf("seek(%v, %d, %d) = %d, want %d", ids, j, s, got, want)
				}
			}
		}
	}
}

// holdingAll yields, in order, just the sentences that hold every stem of
// a claim, as reading each sentence of the source would find them, and
// stops when its caller does.
func TestHoldingAll(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	words := []string{"harbour", "council", "ferry", "budget", "river", "bridge", "tunnel", "station", "market", "school"}
	sentence := func() string {
		n := 2 + r.IntN(5)
		ws := make([]string, n)
		for i := range ws {
			// Skewed, so that the words' lists differ in length.
			ws[i] = words[min(r.IntN(len(words)), r.IntN(len(words)))]
		}
		return "The " + strings.Join(ws, " and the ") + " stayed."
	}
	var src strings.Builder
	for range 400 {
		src.WriteString(sentence() + " ")
	}
	ix := NewIndex(src.String())
	st := ix.state()
	defer ix.release(st)
	for range 300 {
		text := sentence()
		cs := ix.extract(claims.Segment{Text: text, End: len(text)}, st)
		var want []int32
		if len(cs.stemRefs) == len(cs.stems) {
			for s := range ix.ev.Sentences {
				if holdsAll(cs.stemRefs, ix.ev.Sentences[s].StemIDs) {
					want = append(want, int32(s))
				}
			}
		}
		got := slices.Collect(ix.holdingAll(cs))
		if !slices.Equal(got, want) {
			t.Fatalf("%q: holdingAll gives %v, want %v", text, got, want)
		}
		for s := range ix.holdingAll(cs) {
			if len(want) == 0 || s != want[0] {
				t.Fatalf("%q: first of holdingAll %d, want %v", text, s, want)
			}
			break
		}
	}
}
