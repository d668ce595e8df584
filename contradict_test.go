package sourced

import (
	"slices"
	"testing"

	"github.com/sourced-dev/sourced/internal/claims"
	"github.com/sourced-dev/sourced/internal/signals"
)

// comparableNearbyRef is comparableNearby as written plainly: every
// sentence of the passage is asked first whether it is about another
// subject.
func (ix *Index) comparableNearbyRef(cs *claimSignals, anchors []int, p int, n signals.Number) []string {
	pass := ix.ev.Passages[p]
	var out []string
	for i := pass.First; i <= pass.Last; i++ {
		s := &ix.ev.Sentences[i]
		if ix.otherOwner(cs, anchors, i) != "" || (pass.Record && !sharesStem(cs.stemRefs, s.StemIDs)) {
			continue
		}
		for _, x := range s.Numbers {
			if signals.Comparable(n, x) && !signals.Same(n, x) && !isLabel(s.Text, x) &&
				sameNoun(cs.seg.Text, n, s.Text, x, pass.Record) && !slices.Contains(out, x.Text) {
				out = append(out, x.Text)
			}
		}
	}
	return out
}

// statedRef is stated as written plainly: the owner is asked before the
// figure.
func (ix *Index) statedRef(cs *claimSignals, anchors []int, n signals.Number) bool {
	for _, s := range ix.ev.SentencesWithNumber(n) {
		if ix.otherOwner(cs, anchors, int(s)) == "" && signals.HasSame(ix.ev.Sentences[s].Numbers, n) {
			for _, p := range ix.ev.PassagesOf(nil, int(s)) {
				if ix.mentions(p, cs, anchors) {
					return true
				}
			}
		}
	}
	return false
}

// comparableNearby, which asks a sentence about its subject only once it
// has a comparable figure, and stated, which asks it only of a sentence
// with the figure, give what they give asking every sentence first.
func TestContradictionTestsAskOwnersLate(t *testing.T) {
	source, claimTexts := skipWorkload(400, 200)
	ix := NewIndex(source)
	st := ix.state()
	defer ix.release(st)
	found, statedSeen := 0, 0
	for _, text := range claimTexts {
		cs := ix.extract(claims.Segment{Text: text, End: len(text)}, st)
		anchors := ix.anchors(cs)
		if len(anchors) == 0 {
			continue
		}
		for _, n := range cs.numbers {
			want := ix.statedRef(cs, anchors, n)
			if got := ix.stated(cs, anchors, n); got != want {
				t.Errorf("%q, %s: stated = %v, want %v", text, n.Text, got, want)
			}
			if want {
				statedSeen++
			}
			for p := range ix.ev.Passages {
				want := ix.comparableNearbyRef(cs, anchors, p, n)
				if got := ix.comparableNearby(cs, anchors, p, n); !slices.Equal(got, want) {
					t.Errorf("%q, %s, passage %d: comparableNearby = %q, want %q", text, n.Text, p, got, want)
				}
				found += len(want)
			}
		}
	}
	if found == 0 || statedSeen == 0 {
		t.Errorf("no figure found nearby (%d) or stated (%d): the workload tests nothing", found, statedSeen)
	}
}
