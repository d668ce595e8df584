package sourced

import (
	"fmt"
	"math"
	"slices"
	"strings"
	"testing"

	"github.com/sourced-dev/sourced/internal/claims"
	"github.com/sourced-dev/sourced/internal/signals"
)

// nearLists holds every value nearValue keeps, and, for a roundable
// figure, every value within a tenth of it (signals.WithinRounding): none
// is left out of the sentences a passage must hold for a claim's number.
func TestNearListsHoldEveryNearValue(t *testing.T) {
	values := []float64{0, math.Copysign(0, -1), 1, -1, 3.5, 1e9, 1e9 * (1 + 2e-6), 1e9 * (1 - 2e-6), -7e-300, 2.5e-3, 2.5e-3 * (1 + 1.9e-6), 12, 13, math.Inf(1), math.Inf(-1), 5e-324}
	var text strings.Builder
	for _, v := range values {
		fmt.Fprintf(&text, "It was %v. ", v)
	}
	ix := NewIndex(text.String())
	st := ix.state()
	for _, v := range values {
		for _, rough := range []bool{false, true} {
			lists, ok := ix.nearLists(st, v, rough)
			if !ok {
				continue // every sentence may hold it
			}
			held := map[int32]bool{}
			for _, l := range lists {
				for _, s := range l {
					held[s] = true
				}
			}
			for s := range ix.ev.Sentences {
				for _, m := range ix.ev.Sentences[s].Numbers {
					if (nearValue(v, m.Value) || rough && signals.WithinRounding(v, m.Value)) && !held[int32(s)] {
						t.Errorf("nearLists(%g, %v) leaves out sentence %d, whose %g is near it", v, rough, s, m.Value)
					}
				}
			}
		}
	}
}

// nearOf keeps the sentences nearLists gives, as bits, for the index the
// state serves: asked again, and of a state that served another index.
func TestNearOfIsNearLists(t *testing.T) {
	var a, b strings.Builder
	for i := range 300 {
		fmt.Fprintf(&a, "It was %d in %d. ", i%7, 1990+i%5)
		fmt.Fprintf(&b, "It was %d in %d. ", i%5, 1990+i%7)
	}
	values := []float64{0, 3, 6, 1990, 1994, 1996, 2.5, math.NaN()}
	st := NewIndex("").state()
	for _, text := range []string{a.String(), b.String()} {
		ix := NewIndex(text)
		st.serve(ix)
		for range 2 {
			for _, v := range values {
				// A count is roundable, a year is not.
				n := signals.Number{Value: v, Kind: signals.Plain}
				if v >= 1990 {
					n.Kind = signals.Year
				}
				nb, ok := st.nearOf(ix, n)
				lists, _ := ix.nearLists(st, v, n.Roundable())
				if !ok {
					t.Fatalf("nearOf(%g) found every value near", v)
				}
				want, total := make([]uint64, (len(ix.ev.Sentences)+63)/64), 0
				for _, l := range lists {
					total += len(l)
					for _, s := range l {
						want[s/64] |= 1 << (s % 64)
					}
				}
				if !slices.Equal(nb.bits, want) || nb.total != total {
					t.Errorf("nearOf(%g): %d sentences, bits %x; want %d, %x", v, nb.total, nb.bits, total, want)
				}
			}
		}
	}
	if _, ok := st.nearOf(NewIndex("It was 5."), signals.Number{Value: math.Inf(1)}); ok {
		t.Error("nearOf(+Inf) holds sentences: every value is near it")
	}
}

// A passage prune skips misses more of the claim's signals than the
// limit: it can neither ground the claim nor be its closest passage; the
// limit is the fewest any candidate misses, and what a candidate surely
// misses it misses.
func TestPruneSkipsOnlyPassagesMissingMore(t *testing.T) {
	// Names rarer than the figures: the candidates are the passages of a
	// name, most of which lack the claim's figures.
	for _, paragraphs := range []int{200, 1500} {
		var src strings.Builder
		people := []string{"Dara Berg", "Quinn Kim", "Omar Rossi", "Lena Weber", "Hiro Costa"}
		for i := range paragraphs {
			fmt.Fprintf(&src, "In %d, Acme Foods hired %d people in Porto. %s said the board met %d times. The weather was mild.\n\n",
				1990+i%3, 10+i%4, people[i%len(people)], 4+i%3)
		}
		ix := NewIndex(src.String())
		for _, claim := range []string{
			"Quinn Kim said the board met 5 times.",
			"Quinn Kim said Acme Foods hired 13 people in 1990.",
			"Omar Rossi said the board met 4 times in 1991.",
			"Lena Weber said Acme Foods hired 12 people in 1992.",
			"Lena Weber said Acme Foods hired 12 people in 1993.",
			// Figures of other values state a bounded or approximated one.
			"Omar Rossi said the board met about 5 times.",
			"Lena Weber said Acme Foods hired more than 10 people in 1992.",
		} {
			checkPruning(t, ix, claim)
		}
	}
}

// checkPruning checks the pruning of a claim's candidates: prune, and
// skips with no best yet, leave out only passages that miss more than the
// limit; the limit is the fewest any candidate misses, and what a
// candidate surely misses it misses.
func checkPruning(t *testing.T, ix *Index, claim string) {
	t.Helper()
	st := ix.state()
	defer ix.release(st)
	cs := ix.extract(claims.Segment{Text: claim, End: len(claim)}, st)
	anchors := ix.anchors(cs)
	cands, firsts := ix.candidates(cs)
	cands = slices.Clone(cands)
	pr := ix.prune(cs, anchors, cands, firsts)
	if pr == nil {
		t.Fatalf("%q: %d candidates, not pruned", claim, len(cands))
	}
	var left []int // the candidates prune drops or skips
	for _, p := range cands {
		if !slices.Contains(pr.cands, p) {
			left = append(left, p)
		}
	}
	for k, p := range pr.cands {
		if cs.measured(p) == nil && (pr.surelySkips(k) || pr.skipsAny(ix, cs, k, p, nil)) {
			left = append(left, p)
		}
	}
	if !pr.known {
		pr.establish(ix, cs, 0, nil)
	}
	for k, p := range pr.cands[:pr.bounded] {
		if missing := ix.measure(cs, anchors, p).missing(); int(pr.all[k]) > missing {
			t.Errorf("%q: passage %d surely misses %d signals, but misses %d", claim, p, pr.all[k], missing)
		}
	}
	fewest := math.MaxInt
	for _, p := range cands {
		fewest = min(fewest, ix.measure(cs, anchors, p).missing())
	}
	if fewest != pr.limit {
		t.Errorf("%q: limit %d, but the fewest signals a candidate misses are %d", claim, pr.limit, fewest)
	}
	for _, p := range left {
		if e := ix.measure(cs, anchors, p); e.missing() <= pr.limit {
			t.Errorf("%q: passage %d skipped, but it misses %d signals, the limit %d", claim, p, e.missing(), pr.limit)
		}
	}
	if len(left) == 0 {
		t.Errorf("%q: none of %d candidates skipped", claim, len(cands))
	}
}

// A claim that names the passage it cites is not pruned: the word
// "Passage" is found in the cited passage by its label, which the bounds
// do not count, so they would take a passage that holds the claim for one
// that surely misses a name.
func TestPruneLeavesCitedPassageNames(t *testing.T) {
	var src strings.Builder
	for i := range 60 {
		fmt.Fprintf(&src, "passage %d: In %d, Acme Foods hired %d people in Porto.\n", i+1, 1990+i%3, 10+i%4)
	}
	ix := NewIndex(src.String())
	st := ix.state()
	defer ix.release(st)
	claim := "Acme Foods hired 13 people in Porto in 1990 (Passage 4)."
	cs := ix.extract(claims.Segment{Text: claim, End: len(claim)}, st)
	cs.cited = []int32{4} // as Check reads it from the reference
	if !slices.ContainsFunc(cs.names, func(n signals.Name) bool { return isPassageWord(n.Text) }) {
		t.Fatalf("%q: names %v: no passage named", claim, cs.names)
	}
	cands, firsts := ix.candidates(cs)
	if len(cands) < minPruned {
		t.Fatalf("%q: %d candidates, too few to prune", claim, len(cands))
	}
	if ix.prune(cs, ix.anchors(cs), slices.Clone(cands), firsts) != nil {
		t.Errorf("%q: pruned, though the bounds cannot count the name of the passage it cites", claim)
	}
	if r := ix.Check(claim); r.Claims[0].Verdict != Grounded {
		t.Errorf("%q: %s (%s), want grounded by passage 4", claim, r.Claims[0].Verdict, r.Claims[0].ReasonCode)
	}
}

// rankByCover settles a rank only where ranksAbove gives the same answer
// for either negation difference of the passage, and leaves it open where
// the difference decides: the passages whose negation ranksAboveAt does
// not read rank as they would had it been read.
func TestRankByCoverAgreesWithRanksAbove(t *testing.T) {
	for _, tc := range []struct {
		bestNeg     bool
		cover       float64
		wantSettled bool
	}{
		{bestNeg: false, cover: 0.1, wantSettled: true},  // below: never above
		{bestNeg: false, cover: 0.3, wantSettled: true},  // equal: never above
		{bestNeg: false, cover: 0.5, wantSettled: false}, // above, unless it differs in negation
		{bestNeg: true, cover: 0.1, wantSettled: false},  // below, unless it does not differ
		{bestNeg: true, cover: 0.3, wantSettled: false},
		{bestNeg: true, cover: 0.5, wantSettled: true}, // above: always above
	} {
		best := &passageEval{cover: 0.3, negDiff: tc.bestNeg}
		above, settled := rankByCover(tc.cover, best)
		if settled != tc.wantSettled {
			t.Errorf("best negated %v, cover %v: settled %v, want %v", tc.bestNeg, tc.cover, settled, tc.wantSettled)
		}
		if !settled {
			continue
		}
		for _, neg := range []bool{false, true} {
			if got := ranksAbove(neg, tc.cover, best); got != above {
				t.Errorf("best negated %v, cover %v, negation differs %v: ranksAbove %v, rankByCover %v", tc.bestNeg, tc.cover, neg, got, above)
			}
		}
	}
}
