package sourced

import (
	"fmt"
	"math"
	"math/bits"
	"math/rand/v2"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/sourced-dev/sourced/internal/claims"
)

// skipWorkload returns a source in which every name and figure recurs
// many times, in sentences that differ in negation and wording, and claims
// about it: copied sentences, and sentences with a figure (one the source
// has, or a year it has not), a name or the negation changed, or
// invented.
func skipWorkload(sentences, n int) (source string, claimTexts []string) {
	r := rand.New(rand.NewPCG(7, 9))
	pick := func(words ...string) string { return words[r.IntN(len(words))] }
	company := func() string {
		return pick("Acme", "Bluefin", "Cobalt", "Delta", "Falcon") + " " + pick("Foods", "Energy", "Mining")
	}
	person := func() string { return pick("Ana", "Omar", "Lena", "Hiro") + " " + pick("Berg", "Kim", "Rossi") }
	sentence := func() string {
		switch r.IntN(6) {
		case 0:
			return fmt.Sprintf("In %d, %s reported revenue of $%d million, up %d%% from the previous year.",
				2000+r.IntN(6), company(), 1+r.IntN(30), r.IntN(12))
		case 1:
			return fmt.Sprintf("%s, the chief executive of %s, said the %s plant employed %d people.",
				person(), company(), pick("Porto", "Lyon", "Osaka"), 50+r.IntN(40))
		case 2:
			return fmt.Sprintf("%s did not open an office in %s in %d.", company(), pick("Porto", "Lyon"), 2000+r.IntN(6))
		case 3:
			return fmt.Sprintf("The board of %s met %d times in %d, and %s chaired %d of those meetings.",
				company(), 4+r.IntN(6), 2000+r.IntN(6), person(), 1+r.IntN(4))
		case 4:
			return fmt.Sprintf("Analysts at %s expected margins to %s by %d percent, while %s disagreed.",
				company(), pick("fall", "rise"), 1+r.IntN(9), person())
		default:
			return pick("The report noted that demand remained steady.", "Staff were not told about the changes.")
		}
	}
	var b strings.Builder
	var all []string
	for len(all) < sentences {
		for i := range 4 {
			if i > 0 {
				b.WriteByte(' ')
			}
			s := sentence()
			all = append(all, s)
			b.WriteString(s)
		}
		b.WriteString("\n\n")
	}
	for range n {
		s := all[r.IntN(len(all))]
		switch r.IntN(7) {
		case 0: // copied
		case 1:
			s = strings.Replace(s, fmt.Sprint(2000+r.IntN(6)), fmt.Sprint(2000+r.IntN(6)), 1)
		case 6: // a year no source states
			s = strings.Replace(s, fmt.Sprint(2000+r.IntN(6)), fmt.Sprint(1900+r.IntN(50)), 1)
		case 2:
			s = strings.Replace(s, pick("Acme", "Bluefin", "Cobalt", "Delta", "Falcon"), pick("Acme", "Bluefin", "Cobalt", "Delta", "Falcon"), 1)
		case 3:
			s = strings.Replace(strings.Replace(s, " did not ", " did ", 1), " expected ", " did not expect ", 1)
		case 4:
			s = sentence()
		default:
			s = strings.Replace(s, pick("Ana", "Omar", "Lena", "Hiro"), pick("Ana", "Omar", "Lena", "Hiro"), 1)
		}
		claimTexts = append(claimTexts, s)
	}
	return b.String(), claimTexts
}

// decide reaches the same verdict, reason and evidence when it skips the
// passages it proves cannot change them as when it reads them all.
func TestSkippingKeepsVerdicts(t *testing.T) {
	for _, size := range []int{200, 3000, 12000, 2 * minBitSentences} {
		source, claimTexts := skipWorkload(size, 300)
		ix := NewIndex(source)
		fast, slow := ix.state(), ix.state()
		slow.exhaustive = true
		for _, text := range claimTexts {
			seg := claims.Segment{Text: text, End: len(text)}
			var got [2]Claim
			for k, st := range []*checkState{fast, slow} {
				cs := ix.extract(seg, st)
				ix.decide(&got[k], cs, ix.anchors(cs))
			}
			if !reflect.DeepEqual(got[0], got[1]) {
				t.Errorf("%d sentences, %q:\nskipping: %+v\nreading all: %+v", size, text, got[0], got[1])
			}
		}
	}
}

// A claim without numbers, names or quotes is decided alike when decide
// reads only the passages with a sentence whose direction runs against
// the claim's as when it reads them all, and some such claims are flipped.
func TestNoSignalClaimReadsOnlyOpposedPassages(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 5))
	pick := func(words ...string) string { return words[r.IntN(len(words))] }
	sentence := func() string {
		return "The " + pick("costs", "sales", "demand", "wages", "prices") + " " +
			pick("rose", "fell", "held steady", "were discussed") + " " +
			pick("at the plant", "in the region", "over the winter", "after the merger") + "."
	}
	var b strings.Builder
	for i := range 400 {
		b.WriteString(sentence() + " ")
		if i%5 == 4 {
			b.WriteString("\n\n")
		}
	}
	ix := NewIndex(b.String())
	fast, slow := ix.state(), ix.state()
	slow.exhaustive = true
	flips := 0
	for range 300 {
		text := sentence()
		seg := claims.Segment{Text: text, End: len(text)}
		var got [2]Claim
		for k, st := range []*checkState{fast, slow} {
			cs := ix.extract(seg, st)
			if len(cs.numbers)+len(cs.names)+len(cs.quotes) > 0 {
				t.Fatalf("%q has signals", text)
			}
			ix.decide(&got[k], cs, ix.anchors(cs))
		}
		if !reflect.DeepEqual(got[0], got[1]) {
			t.Errorf("%q:\nskipping: %+v\nreading all: %+v", text, got[0], got[1])
		}
		if got[0].ReasonCode == ReasonDirectionMismatch {
			flips++
		}
	}
	if flips == 0 {
		t.Error("no claim flipped")
	}
}

// A passageCursor on the named passages reads exactly the passages of the
// anchor's sentences in which each of the claim's names may lie (known to,
// or not looked up), and so every passage that holds all of them.
func TestPassageCursorReadsEveryNamedPassage(t *testing.T) {
	source, claimTexts := skipWorkload(3000, 200)
	ix := NewIndex(source)
	st := ix.state()
	if ix.narrow == nil {
		t.Fatal("a source of prose has a passage wider than Width")
	}
	kept := 0
	for round := range 2 { // names not yet looked up, then looked up
		for _, text := range claimTexts {
			cs := ix.extract(claims.Segment{Text: text, End: len(text)}, st)
			anchors := ix.anchors(cs)
			if len(anchors) == 0 {
				continue
			}
			sents := ix.ev.SentencesWithWord(cs.slot(ix, anchors[0]).key)
			var got []int
			var named passageCursor
			named.name(ix, cs, anchors[0])
			for p := named.nextNamed(); p >= 0; p = named.nextNamed() {
				got = append(got, p)
			}
			var want []int
			for _, p := range ix.passagesOf(nil, sents) {
				pass := ix.ev.Passages[p]
				may := true
				for i := range cs.nameSlot {
					sl := cs.slot(ix, i)
					held := false
					for s := pass.First; s <= pass.Last; s++ {
						w, bit := s/64, uint64(1)<<(s%64)
						held = held || sl.held[w]&bit != 0 || sl.known[w]&bit == 0
					}
					may = may && held
				}
				if may {
					want = append(want, p)
				}
			}
			if !slices.Equal(got, want) {
				t.Errorf("round %d, %q: kept %v, want %v", round, text, got, want)
			}
			// Looking the names up learns what the passages hold.
			for _, p := range ix.passagesOf(nil, sents) {
				if ix.holdsNames(cs, p) && !slices.Contains(got, p) {
					t.Errorf("round %d, %q: passage %d holds every name, but is not kept", round, text, p)
				}
			}
			kept += len(got)
		}
	}
	if kept == 0 {
		t.Error("no passage kept")
	}
}

// passageCover, which reads and fills the claim's memo of the stems each
// sentence holds, and wideCover give what cover finds by reading every sentence's stem
// ids, for every passage, measured once and again from the memo: with the
// memo filled a sentence at a time and from the stems' postings alike (see
// fills).
func TestPassageCoverIsCover(t *testing.T) {
	source, claimTexts := skipWorkload(3000, 100)
	// A claim with no content word, whose cover is whole.
	claimTexts = append(claimTexts, "It was not.")
	ix := NewIndex(source)
	st := ix.state()
	measured := 0
	for _, text := range claimTexts {
		for _, fill := range fills {
			cs := ix.extract(claims.Segment{Text: text, End: len(text)}, st)
			if len(cs.stems) > 64 {
				continue
			}
			measured += coverAsCover(t, ix, cs, fill)
		}
	}
	if measured == 0 {
		t.Error("no passage measured")
	}
}

// fills are the most postings coverAsCover's fillStems may mark: none;
// those of the claim's first stem, which the claim's stems pass after
// marking them, when it has two; and all.
var fills = []func(ix *Index, cs *claimSignals) int{
	func(*Index, *claimSignals) int { return 0 },
	func(ix *Index, cs *claimSignals) int {
		if len(cs.stemRefs) == 0 {
			return 0
		}
		return len(ix.ev.SentencesWithStemID(cs.stemRefs[0].id))
	},
	func(*Index, *claimSignals) int { return math.MaxInt },
}

// coverAsCover holds passageCover and wideCover of every passage, twice,
// to what cover finds for the claim, whose memo of the stems each sentence
// holds is empty, after fillStems with the most postings it may mark:
// filled from the stems' postings, or, past the bound, a sentence at a
// time. It returns the passages measured.
func coverAsCover(t *testing.T, ix *Index, cs *claimSignals, most func(*Index, *claimSignals) int) int {
	t.Helper()
	fill := most(ix, cs)
	cs.fillStems(ix, fill)
	measured := 0
	for round := range 2 {
		for p, pass := range ix.ev.Passages {
			share, closest := cs.passageCover(ix, p)
			wantShare, wantClosest := cover(cs.stemRefs, len(cs.stems), ix.ev.SentencesOf(pass))
			if share != wantShare || closest != wantClosest {
				t.Fatalf("round %d, fill %d, %q, passage %d: passageCover = %v, %d, want %v, %d",
					round, fill, cs.seg.Text, p, share, closest, wantShare, wantClosest)
			}
			for s := pass.First; s <= pass.Last; s++ {
				if got, want := bits.OnesCount64(cs.stemsHeld(ix, s)), markShared(cs.stemRefs, ix.ev.Sentences[s].StemIDs, make([]uint64, 1)); got != want {
					t.Fatalf("fill %d, %q, sentence %d: stemsHeld holds %d stems, want %d", fill, cs.seg.Text, s, got, want)
				}
			}
			// wideCover, which a record's passage is measured by, reads
			// postings, not sentences: held to cover on these too.
			found, wideClosest := cs.wideCover(ix, pass)
			if len(cs.stems) > 0 && float64(bits.OnesCount64(found))/float64(len(cs.stems)) != wantShare || wideClosest != wantClosest {
				t.Fatalf("%q, passage %d: wideCover = %b, %d, want share %v, %d", cs.seg.Text, p, found, wideClosest, wantShare, wantClosest)
			}
			measured++
		}
	}
	return measured
}

// FuzzPassageCover holds passageCover, with the memo of the stems each
// sentence holds filled from the stems' postings or a sentence at a time
// (see fills), to cover, for any claim against any source.
func FuzzPassageCover(f *testing.F) {
	source, claimTexts := skipWorkload(8, 3)
	for _, c := range claimTexts {
		f.Add(source, c)
	}
	f.Add(`{"name": "Cafe Lumen", "city": "Goleta", "attributes": {"WiFi": "free", "OutdoorSeating": "False"}}`, "Cafe Lumen in Goleta offers free WiFi and outdoor seating.")
	f.Add("Staff were told. Staff were not told about the changes. The changes were told to staff.", "Staff were told about the changes.")
	f.Fuzz(func(t *testing.T, source, text string) {
		ix := NewIndex(source)
		st := ix.state()
		defer ix.release(st)
		for _, fill := range fills {
			cs := ix.extract(claims.Segment{Text: text, End: len(text)}, st)
			if len(cs.stems) > 64 {
				return
			}
			coverAsCover(t, ix, cs, fill)
		}
	})
}

// signalsWithin measures a passage as signalsOf does when it misses at most
// the limit, and otherwise gives nil and leaves the passage unmeasured,
// whatever the limit, and whether the passage was measured before or not.
func TestSignalsWithinIsSignalsOf(t *testing.T) {
	source, claimTexts := skipWorkload(400, 60)
	ix := NewIndex(source)
	st, ref := ix.state(), ix.state()
	cut, kept := 0, 0
	for _, text := range claimTexts {
		seg := claims.Segment{Text: text, End: len(text)}
		for limit := range 3 {
			cs, want := ix.extract(seg, st), ix.extract(seg, ref)
			anchors, refAnchors := ix.anchors(cs), ix.anchors(want)
			for p := range ix.ev.Passages {
				w := ix.signalsOf(want, refAnchors, p)
				for range 2 { // measured or cut, then asked again
					got := ix.signalsWithin(cs, anchors, p, limit)
					if w.missing() > limit {
						if got != nil || cs.measured(p) != nil {
							t.Fatalf("%q, passage %d: misses %d, over the limit %d, but is measured", text, p, w.missing(), limit)
						}
						cut++
						continue
					}
					kept++
					if got == nil || !slices.Equal(got.missingNums, w.missingNums) || !slices.Equal(got.ownedNums, w.ownedNums) ||
						!slices.Equal(got.missingNames, w.missingNames) || !slices.Equal(got.missingQuotes, w.missingQuotes) || got.otherSubject != w.otherSubject {
						t.Fatalf("%q, passage %d, limit %d: %+v, want %+v", text, p, limit, got, w)
					}
				}
			}
		}
	}
	if cut == 0 || kept == 0 {
		t.Errorf("%d passages cut, %d kept: the test asks nothing", cut, kept)
	}
}

// A passage outranked by one that misses no signal, and so not measured
// by decide, holds too little of the claim to ground or flip it and does
// not rank above that one, whatever the signals it misses: measured in
// full, it is no better, and its cover is below minCover.
func TestOutrankedPassageCannotWin(t *testing.T) {
	source, claimTexts := skipWorkload(400, 120)
	ix := NewIndex(source)
	st, ref := ix.state(), ix.state()
	outranked, kept := 0, 0
	for _, text := range claimTexts {
		seg := claims.Segment{Text: text, End: len(text)}
		want := ix.extract(seg, ref)
		refAnchors := ix.anchors(want)
		// The passages missing no signal, measured in full, stand for
		// decide's best.
		var bests []*passageEval
		for p := range ix.ev.Passages {
			if e := ix.measure(want, refAnchors, p); e.missing() == 0 {
				bests = append(bests, e)
			}
		}
		for _, best := range bests {
			cs := ix.extract(seg, st)
			for p := range ix.ev.Passages {
				if !ix.outranked(cs, p, best) {
					kept++
					continue
				}
				outranked++
				e := want.measured(p)
				if e.cover >= minCover || e.better(best) || ix.ev.Passages[p].Record {
					t.Fatalf("%q: passage %d (cover %v, missing %d) is outranked by passage %d (cover %v), but could win",
						text, p, e.cover, e.missing(), best.p, best.cover)
				}
			}
		}
	}
	if outranked == 0 || kept == 0 {
		t.Errorf("%d passages outranked, %d kept: the test asks nothing", outranked, kept)
	}
}
