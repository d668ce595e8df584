package sourced

import (
	"math"
	"math/rand/v2"
	"reflect"
	"slices"
	"strings"
	"sync"
	"testing"

	"github.com/sourced-dev/sourced/internal/claims"
	"github.com/sourced-dev/sourced/internal/signals"
)

// holdsNeedle, which remembers its answers for the claim, agrees with
// strings.Contains claim after claim, for needles of every length.
func TestHoldsNeedle(t *testing.T) {
	ix := &Index{needles: []string{"wifi", "takeout", "outdoor seating", "k", "dogs allowed", "ee"}}
	st := &checkState{}
	st.claimNeedles(len(ix.needles))
	for _, lower := range []string{
		"free wifi and takeout.", "no wi-fi, no take out.", "outdoor seating for dogs; dogs allowed inside",
		"keep it", "", "a bee", "outdoors seating",
	} {
		st.next()
		for k, n := range ix.needles {
			if got, want := st.holdsNeedle(ix, lower, int32(k)), strings.Contains(lower, n); got != want {
				t.Errorf("holdsNeedle(%q, %q) = %v, want %v", lower, n, got, want)
			}
		}
	}
}

// The lists of a new chunk's entries share one array, but never each
// other's room: filling every list past its room leaves the others whole.
func TestEvalChunkListsApart(t *testing.T) {
	chunk := newEvalChunk()
	lists := func(e *passageEval) []*[]int {
		return []*[]int{&e.missingNums, &e.ownedNums, &e.missingNames, &e.missingQuotes}
	}
	for i := range chunk {
		for k, l := range lists(&chunk[i]) {
			if len(*l) != 0 || cap(*l) != evalRoom {
				t.Fatalf("entry %d list %d: len %d cap %d, want 0 and %d", i, k, len(*l), cap(*l), evalRoom)
			}
		}
	}
	for i := range chunk {
		for k, l := range lists(&chunk[i]) {
			for n := range evalRoom + 1 {
				*l = append(*l, i*100+k*10+n)
			}
		}
	}
	for i := range chunk {
		for k, l := range lists(&chunk[i]) {
			for n, v := range *l {
				if v != i*100+k*10+n {
					t.Fatalf("entry %d list %d holds %v", i, k, *l)
				}
			}
		}
	}
}

// A state, and its slab, pass from Check to Check of any index, and hold
// nothing of one index for the next: Checks against indexes of different
// sizes taken in turn, and at once, give the reports each gives with a
// new state.
func TestStatesPassBetweenIndexes(t *testing.T) {
	source, claimTexts := skipWorkload(400, 60)
	outputs := []string{strings.Join(claimTexts, " "), strings.Join(claimTexts[:20], "\n"),
		"Acme Corp hired 7 people."}
	// The last index holds the first's sentences elsewhere: a memo of a
	// sentence kept from the first would be of another sentence.
	ixs := []*Index{NewIndex(source), NewIndex(recordSource, hoursSource), NewIndex(source[:len(source)/3]),
		NewIndex(strings.Repeat("A line about nothing at all.\n", 7) + source[:len(source)/2]),
		// A name in many sentences, which the contradiction search reads
		// by their windows (see keyWindow): at the start of one index,
		// and far into the next.
		NewIndex(strings.Repeat("Acme Corp hired 9 people.\n", 70)),
		NewIndex(strings.Repeat("A line about nothing at all.\n", 90) + strings.Repeat("Acme Corp hired 9 people.\n", 70))}
	var first []Report
	for _, ix := range ixs {
		for _, out := range outputs {
			states = sync.Pool{} // a new state for the reference
			first = append(first, ix.Check(out))
		}
	}
	for round := range 3 {
		k := 0
		for _, ix := range ixs {
			for _, out := range outputs {
				if got := ix.Check(out); !reflect.DeepEqual(got, first[k]) {
					t.Fatalf("round %d, index %d: the report differs from the first", round, k/len(outputs))
				}
				k++
			}
		}
	}
	var wg sync.WaitGroup
	for i, ix := range ixs {
		for j, out := range outputs {
			want := first[i*len(outputs)+j]
			wg.Go(func() {
				for range 3 {
					if got := ix.Check(out); !reflect.DeepEqual(got, want) {
						t.Errorf("index %d, output %d, checked at once with others: the report differs from the first", i, j)
						return
					}
				}
			})
		}
	}
	wg.Wait()
}

// A slot's lookUp, which rules most sentences out by their remembered
// grams before calling forms.in, finds in each sentence what forms.in finds
// there with the sentence's grams made anew: names of one form, and names
// of several (a country, a company with its legal suffix, a name written
// with diacritics or hyphens, sought in sentences with diacritics).
func TestLookUpIsFormsIn(t *testing.T) {
	source, claimTexts := skipWorkload(600, 60)
	source += "\n\nThe U.S. economy grew, and Acme said so. Microsoft Corp. and Bluefin Energy Inc. met in the United States." +
		" Zürich and São Paulo traded with Rolls Royce. The Kovač-Horvat family sold 3 farms."
	claimTexts = append(claimTexts, "The United States and Microsoft met Bluefin Energy Inc. in 2003.", "Acme Corp. said the U.S. grew.",
		"Zurich, Sao Paulo and Rolls-Royce traded.", "The Kovac Horvat family and São Paulo sold farms.")
	ix := NewIndex(source)
	st := ix.state()
	looked, held := 0, 0
	for _, text := range claimTexts {
		cs := ix.extract(claims.Segment{Text: text, End: len(text)}, st)
		for i := range cs.nameSlot {
			forms := formsOf(cs.folded(i))
			for round := range 2 { // looked up, then from the memo
				for s := range ix.ev.Sentences {
					sent := &ix.ev.Sentences[s]
					var g grams
					sentenceGrams(&g, sent)
					want := forms.in(sent, &g)
					if got := cs.holdsName(ix, s, i); got != want {
						t.Fatalf("round %d: %q in sentence %d (%q) = %v, want %v", round, cs.folded(i), s, sent.Text, got, want)
					}
					looked++
					if want {
						held++
					}
				}
			}
		}
	}
	if looked == 0 || held == 0 || held == looked {
		t.Errorf("%d look-ups, %d holding: the test tells nothing", looked, held)
	}
}

// figuresOf, which passes over a sentence without numbers and asks
// Index.statesFigure only of a number near one of the sentence's values,
// remembers for each sentence the claim's numbers that statesFigure finds
// there.
func TestFiguresOfIsStatesFigure(t *testing.T) {
	source, claimTexts := skipWorkload(600, 60)
	ix := NewIndex(source)
	st := ix.state()
	stated, bare := 0, 0
	for _, text := range claimTexts {
		cs := ix.extract(claims.Segment{Text: text, End: len(text)}, st)
		for round := range 2 { // read, then from the memo
			for s := range ix.ev.Sentences {
				sent := &ix.ev.Sentences[s]
				var want uint64
				for k := range cs.numbers {
					if ix.statesFigure(cs, sent, &cs.numbers[k]) {
						want |= 1 << k
					}
				}
				if got := cs.figuresOf(ix, s); got != want {
					t.Fatalf("round %d, %q in sentence %q: figuresOf = %b, want %b", round, text, sent.Text, got, want)
				}
				if want != 0 {
					stated++
				}
				if len(sent.Numbers) == 0 {
					bare++
				}
			}
		}
	}
	if stated == 0 || bare == 0 {
		t.Errorf("%d sentences stating a figure, %d without numbers: the test tells nothing", stated, bare)
	}
}

// sameAs gives one memo for each number as HasSame reads it, found again
// by its value, unit, kind and vagueness: the numbers of one value but of
// another unit, kind or vagueness have memos of their own, what is marked
// in one is not in another, and a memo has a bit for each of the
// sentences of its value, few or many.
func TestSameAsOneMemoPerKey(t *testing.T) {
	st := &checkState{}
	nums := []signals.Number{
		{Value: 5, Kind: signals.Plain}, {Value: 5, Kind: signals.Money, Unit: "USD"},
		{Value: 5, Kind: signals.Money, Unit: "EUR"}, {Value: 5, Kind: signals.Plain, Approx: true},
		{Value: 7, Kind: signals.Plain}, {Value: 5, Kind: signals.Percent},
	}
	for round, count := range []int{1, 64, 65, 300} {
		st.sames = nil
		memos := make([]*sameBits, len(nums))
		for i, n := range nums {
			memos[i] = st.sameAs(n, count)
			if words := (count + 63) / 64; len(memos[i].known) != words || len(memos[i].same) != words {
				t.Fatalf("count %d: memo of %v has %d and %d words, want %d", count, n, len(memos[i].known), len(memos[i].same), words)
			}
			memos[i].known[0] |= 1 << i
		}
		for i, n := range nums {
			if got := st.sameAs(n, count); got != memos[i] {
				t.Fatalf("round %d: %v given another memo", round, n)
			}
			if got := memos[i].known[0]; got != 1<<i {
				t.Fatalf("round %d: memo of %v has known %b, want only bit %d", round, n, got, i)
			}
			memos[i].same[len(memos[i].same)-1] = 1 // no other memo's words
		}
		for i := range nums {
			if memos[i].known[0] != 1<<i {
				t.Fatalf("round %d: memo %d written through another", round, i)
			}
		}
	}
}

// cutRoom cuts values that are zero and never cut again, from room made
// a chunk at a time, or at once for a cut larger than a chunk.
func TestCutRoom(t *testing.T) {
	var room []uint64
	var cuts [][]uint64
	for _, n := range []int{1, 3, 4, 9, 2, 1} {
		c := cutRoom(&room, n, 8)
		if len(c) != n || cap(c) != n {
			t.Fatalf("cut of %d: len %d, cap %d", n, len(c), cap(c))
		}
		for i := range c {
			if c[i] != 0 {
				t.Fatalf("cut of %d: value %d is %d", n, i, c[i])
			}
			c[i] = uint64(len(cuts) + 1)
		}
		cuts = append(cuts, c)
	}
	for k, c := range cuts {
		for i := range c {
			if c[i] != uint64(k+1) {
				t.Fatalf("cut %d was written over by cut %d", k, c[i]-1)
			}
		}
	}
}

// nextNear, which figuresOf calls to pass over the figures too far from a
// claim's figure that is not wide, agrees with mayState: it passes over
// only figures mayState rejects, so that figuresOf's loop (nextNear, then
// mayState of the figure it stops at) finds the first figure mayState
// accepts, as a loop asking mayState of each would; and it stops at the
// first figure within reach, the first a roundable figure of n's value
// accepts (or one of a distance NaN, which it does not pass over). On
// figures at the edge of the reach and either side of it, and at random.
func TestNextNearIsMayState(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	values := []float64{0, 1, -1, 10, -10, 0.3, 7.5, 99, 1e6, -2.5e9, 1e-300, 1e300,
		math.SmallestNonzeroFloat64, math.MaxFloat64, math.Inf(1), math.Inf(-1), math.NaN()}
	for range 20000 {
		var v float64
		if r.IntN(4) == 0 {
			v = values[r.IntN(len(values))]
		} else {
			v = float64(r.IntN(2001)-1000) / float64(1+r.IntN(100)) * math.Pow(10, float64(r.IntN(13)-6))
		}
		others := make([]float64, r.IntN(4))
		for i := range others {
			others[i] = values[r.IntN(len(values))]
			if r.IntN(2) == 0 {
				others[i] = v * (1 + (r.Float64()-0.5)*0.5)
			}
		}
		checkNextNear(t, v, others, uint8(r.IntN(256)), r.IntN(4) == 0, uint8(r.IntN(256)))
	}
}

// FuzzNextNear checks nextNear against mayState as TestNextNearIsMayState
// does, on the fuzzer's figures.
func FuzzNextNear(f *testing.F) {
	f.Add(10.0, 11.0, 9.0, 12.0, uint8(0), false, uint8(0))
	f.Add(-7.5, -8.25, 0.0, math.Inf(1), uint8(3), false, uint8(5))
	f.Add(1e-300, 0.0, 1e300, math.NaN(), uint8(7), true, uint8(255))
	f.Add(0.3, 0.33, 0.27, 0.3, uint8(1), false, uint8(42))
	f.Fuzz(func(t *testing.T, v, a, b, c float64, kind uint8, approx bool, order uint8) {
		checkNextNear(t, v, []float64{a, b, c}, kind, approx, order)
	})
}

// checkNextNear checks nextNear against mayState for a claim's figure of
// value v, of the kind kind picks (one that is not wide; see
// signals.Number.Wide), and source figures of the values others and of
// those at and about the edges of v's reach (signals.RoundingReach), in
// an order that order picks.
func checkNextNear(t *testing.T, v float64, others []float64, kind uint8, approx bool, order uint8) {
	t.Helper()
	n := signals.Number{Value: v, Kind: signals.Kind(kind % 9), Approx: approx}
	if n.Wide() {
		n.Kind = signals.Plain
	}
	reach := signals.RoundingReach(v)
	vals := slices.Clone(others)
	for _, e := range []float64{v - reach, v + reach} {
		vals = append(vals, e, math.Nextafter(e, math.Inf(-1)), math.Nextafter(e, math.Inf(1)))
	}
	vals = append(vals, v, -v)
	// Shuffled by order, so that figures within reach come before and
	// after those beyond it.
	for i := len(vals) - 1; i > 0; i-- {
		j := int(order) * (i + 7) % (i + 1)
		vals[i], vals[j] = vals[j], vals[i]
	}
	figs := make([]signals.Number, len(vals))
	for i, m := range vals {
		figs[i] = signals.Number{Value: m, Kind: signals.Kind((int(kind) + i) % 9)}
	}
	// A roundable figure of n's value: mayState accepts a figure of it
	// exactly where the figure is within reach.
	roundable := signals.Number{Value: v, Kind: signals.Plain}
	for j := 0; j <= len(figs); j++ {
		k := nextNear(figs, j, &n)
		if k < j || k > len(figs) {
			t.Fatalf("value %v, figures %v: nextNear from %d = %d", v, vals, j, k)
		}
		for i := j; i < k; i++ {
			if mayState(&n, &figs[i], false) {
				t.Fatalf("value %v (%v), figures %v: nextNear from %d passes over %v at %d, which mayState accepts",
					v, n.Kind, vals, j, figs[i].Value, i)
			}
		}
		if k < len(figs) && !mayState(&roundable, &figs[k], false) && !math.IsNaN(math.Abs(v-figs[k].Value)) {
			t.Fatalf("value %v, figures %v: nextNear from %d stops at %v at %d, beyond the reach %v",
				v, vals, j, figs[k].Value, k, reach)
		}
		// figuresOf's loop finds the figure a loop asking mayState of
		// each finds.
		slow := j
		for slow < len(figs) && !mayState(&n, &figs[slow], false) {
			slow++
		}
		fast := j
		for ; fast < len(figs); fast++ {
			if fast = nextNear(figs, fast, &n); fast == len(figs) || mayState(&n, &figs[fast], false) {
				break
			}
		}
		if fast != slow {
			t.Fatalf("value %v (%v), figures %v: from %d, figuresOf's loop finds %d, mayState of each %d", v, n.Kind, vals, j, fast, slow)
		}
	}
}
