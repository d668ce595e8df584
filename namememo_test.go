package sourced

import (
	"fmt"
	"hash/maphash"
	"math/rand/v2"
	"reflect"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"
	"unicode/utf8"
	"unsafe"

	"github.com/sourced-dev/sourced/internal/claims"
	"github.com/sourced-dev/sourced/internal/evidence"
	"github.com/sourced-dev/sourced/internal/signals"
)

// The process-wide name memo answers what formsOf and firstWord answer,
// on a miss and on a hit, from many goroutines at once, with more names
// than it has slots.
func TestNameMemo(t *testing.T) {
	names := []string{"california", "united states", "u.s.", "acme inc.", "são paulo", "bank of america", "x", "",
		"the international business machines corporation", "abcdefghijklmnopqrstuvwxyz012345", "abcdefghijklmnopqrstuvwxyz0123456"}
	for i := range 3 * nameMemoSize / 2 {
		names = append(names, fmt.Sprintf("firm %d corp", i))
	}
	var wg sync.WaitGroup
	for range 4 {
		wg.Go(func() {
			for range 2 {
				for _, n := range names {
					e := nameEntryOf([]byte(n), maphash.String(nameMemo.seed, n))
					if want := formsOf(n); !reflect.DeepEqual(e.forms, want) {
						t.Errorf("nameEntryOf(%q).forms = %+v, want %+v", n, e.forms, want)
						return
					}
					if want := firstWord(n); e.key != want {
						t.Errorf("nameEntryOf(%q).key = %q, want %q", n, e.key, want)
						return
					}
				}
			}
		})
	}
	wg.Wait()
}

// A name memo's entry holds a copy of its name, whether it fits in the
// entry or not.
func TestNameEntryHolds(t *testing.T) {
	for _, n := range []string{"acme", "abcdefghijklmnopqrstuvwxyz012345", "abcdefghijklmnopqrstuvwxyz0123456", "the international business machines corporation"} {
		folded := []byte(n)
		var e nameEntry
		got := e.hold(folded)
		clear(folded)
		if got != n {
			t.Errorf("hold(%q) = %q after its bytes changed", n, got)
		}
	}
}

func TestFirstWord(t *testing.T) {
	for _, tc := range []struct{ folded, want string }{
		{"bank of america", "bank"},
		{"coca-cola", "coca-cola"},
		{"u.s.", "u"},
		{"...", "..."},
	} {
		if got := firstWord(tc.folded); got != tc.want {
			t.Errorf("firstWord(%q) = %q, want %q", tc.folded, got, tc.want)
		}
	}
}

// A state's slot index numbers folded names as a map would, in order of
// first use, through its growth and past the memo's start over at
// maxNameSlots names.
func TestSlotIndex(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 5))
	st := &checkState{}
	want := map[string]int32{}
	for n := range 5 * maxNameSlots {
		if n%7 == 0 {
			st.next() // starts the memo over once it holds maxNameSlots names
			if len(st.slot) == 0 {
				clear(want)
			}
		}
		name := fmt.Sprintf("name %d", r.IntN(3*maxNameSlots))
		k, ok := want[name]
		if !ok {
			k = int32(len(want))
			want[name] = k
		}
		if got := st.nameSlotOf([]byte(name)); got != k {
			t.Fatalf("name %d, %q: slot %d, want %d", n, name, got, k)
		}
		if got := st.slot[k].forms.folded; got != name {
			t.Fatalf("slot %d holds %q, want %q", k, got, name)
		}
	}
}

// A name as written finds the slot its folded form has, name after name,
// as slots are taken over and the state forgets its names: long names
// whose first and last bytes and lengths are the same too, which share a
// key.
func TestNameSlotAsWritten(t *testing.T) {
	r := rand.New(rand.NewPCG(4, 6))
	names := []string{"Acme", "ACME", "Acme's", "acme", "Zoë", "Zoe", "Bob  Lee", "Bob Lee", "Bob Lee's", "U.S.",
		"Mary-Kate", "O'Neil", "Sixteen Letters!", "Seventeen Letters", "The Very Long Name Of A Company Inc"}
	for i := range 3000 {
		names = append(names, fmt.Sprintf("Name%d", i), fmt.Sprintf("N%d Co", i%97), fmt.Sprintf("Long Company Name %d", i),
			fmt.Sprintf("Long Company %02d Name Holdings", i%60), fmt.Sprintf("LONG COMPANY %02d NAME HOLDINGS", i%60))
	}
	st := &checkState{}
	for round := range 6 {
		for range 2000 {
			text := names[r.IntN(len(names))]
			got := st.nameSlotAsWritten(text)
			want := st.nameSlotOf(signals.AppendFold(nil, text))
			if got != want {
				t.Fatalf("round %d: slot of %q as written %d, folded %d", round, text, got, want)
			}
		}
		st.forgetNames()
	}
	// A long name's slot keeps a copy of it, not the text it was cut
	// from.
	text := strings.Repeat("Long Company Name Holdings ", 3) + fmt.Sprint(r.Int64())
	st.nameSlotAsWritten(text[:40])
	start := uintptr(unsafe.Pointer(unsafe.StringData(text)))
	for _, s := range st.written.slots {
		if p := uintptr(unsafe.Pointer(unsafe.StringData(s.ts.stem))); s.ts.stem != "" && start <= p && p < start+uintptr(len(text)) {
			t.Fatalf("a slot keeps %q, cut from the text", s.ts.stem)
		}
	}
}

// A state's name slots answer which sentences hold a name as a new
// state's do, as the state passes between indexes, those made as literals
// (whose id is 0) among them, and as slots are taken over.
func TestNameSlotsAcrossIndexes(t *testing.T) {
	texts := []string{
		"Acme Corp sold steel. Bob Lee left Acme. The plant in Porto closed.",
		"Bob Lee joined Delta. Delta bought Acme's plant in Lyon. Porto grew.",
	}
	var ixs []*Index
	for _, text := range texts {
		ix := NewIndex(text)
		ixs = append(ixs, ix, &Index{ev: ix.ev})
	}
	claimsOf := []string{"Acme Corp and Bob Lee met in Porto.", "Delta and Lyon and Acme.", "Bob Lee's Porto plant."}
	reused := &checkState{}
	for round := range 12 {
		ix, text := ixs[round%len(ixs)], claimsOf[round%len(claimsOf)]
		if reused.index != ix.id || ix.id == 0 {
			reused.serve(ix)
		}
		fresh := &checkState{}
		fresh.serve(ix)
		got, want := ix.extract(claims.Segment{Text: text, End: len(text)}, reused), ix.extract(claims.Segment{Text: text, End: len(text)}, fresh)
		for i := range got.names {
			for s := range ix.ev.Sentences {
				if g, w := got.holdsName(ix, s, i), want.holdsName(ix, s, i); g != w {
					t.Fatalf("round %d: sentence %d holds %q: %v, a new state says %v", round, s, got.names[i].Text, g, w)
				}
			}
		}
		if round == 6 {
			reused.forgetNames()
		}
	}
}

// A slot's sentences are the lookups of its keys in the index it serves,
// whichever index it served before: its key's, merged with its other
// form's ("monday" for Mondays), and its key's alone.
func TestNameSentencesAcrossIndexes(t *testing.T) {
	texts := []string{
		"The shop opens Monday at nine. On Mondays Acme closes early. Acme sells steel.",
		"Acme opened in Lyon. Mondays are quiet in Lyon, and Monday mornings too.",
	}
	var ixs []*Index
	for _, text := range texts {
		ix := NewIndex(text)
		ixs = append(ixs, ix, &Index{ev: ix.ev})
	}
	claimsOf := []string{"Acme closes on Mondays.", "Lyon and Acme are open Monday."}
	st, other := &checkState{}, false
	for round := range 8 {
		ix, text := ixs[round%len(ixs)], claimsOf[round%len(claimsOf)]
		if st.index != ix.id || ix.id == 0 {
			st.serve(ix)
		}
		cs := ix.extract(claims.Segment{Text: text, End: len(text)}, st)
		for i := range cs.names {
			sl := cs.slot(ix, i)
			key := ix.ev.SentencesWithWord(sl.key)
			both := slices.Clone(key)
			for _, k := range sl.otherKeys {
				other = true
				both = slices.Sorted(slices.Values(append(both, ix.ev.SentencesWithWord(k)...)))
			}
			for range 2 { // looked up, then remembered
				gotBoth, gotKey := sl.sentences(ix, st)
				if !slices.Equal(gotBoth, both) || !slices.Equal(gotKey, key) {
					t.Fatalf("round %d: sentences of %q = %v, %v; want %v, %v", round, cs.names[i].Text, gotBoth, gotKey, both, key)
				}
			}
		}
	}
	if !other {
		t.Error("no claim named a name with another form's key")
	}
}

// passageHoldsName finds a name in a passage when, and only when, one of
// its sentences holds it, whatever the state knows already: of a record's
// wide passage too, whose sentences holding the name's key it looks up
// first.
func TestPassageHoldsNameIsAnySentence(t *testing.T) {
	var rec strings.Builder
	rec.WriteString(`{"name": "Acme Cafe", "city": "Goleta", "state": "CA", "hours": {"Monday": "9:00-17:00"}, "attributes": {`)
	for i := range 90 {
		if i > 0 {
			rec.WriteString(", ")
		}
		switch i % 9 {
		case 3:
			fmt.Fprintf(&rec, `"Note%d": "Bob Lee of Acme Corp said so"`, i)
		case 7:
			fmt.Fprintf(&rec, `"Wi-Fi%d": "WiFi in Porto"`, i)
		default:
			fmt.Fprintf(&rec, `"Item%d": "plain value %d"`, i, i)
		}
	}
	rec.WriteString(`}}`)
	prose := "Acme Corp sold steel in California. Bob Lee left Acme. The plant in Porto closed on Mondays. " +
		"Nobody said anything. Lyon grew. The Wi-Fi was slow in Goleta, CA."
	ix := NewIndex(rec.String(), prose)
	wide := false
	for _, p := range ix.ev.Passages {
		wide = wide || p.Last/64 != p.First/64 && p.Record
	}
	if !wide {
		t.Fatal("no record passage spans more than a word of the bits")
	}
	claimTexts := []string{"Acme Corp and Bob Lee met in Porto.", "Acme Cafe in California is open Monday.",
		"The Wi-Fi in Goleta and Lyon.", "Nobody met Zed in Osaka."}
	st := ix.state()
	defer ix.release(st)
	for round := range 3 { // nothing known, known from the round before, then from a reverse order
		for _, text := range claimTexts {
			cs := ix.extract(claims.Segment{Text: text, End: len(text)}, st)
			order := make([]int, len(ix.ev.Passages))
			for p := range order {
				order[p] = p
				if round == 2 {
					order[p] = len(order) - 1 - p
				}
			}
			fresh := &checkState{}
			fresh.serve(ix)
			want := ix.extract(claims.Segment{Text: text, End: len(text)}, fresh)
			for _, p := range order {
				pass := ix.ev.Passages[p]
				for i := range cs.nameSlot {
					w := false
					for s := pass.First; s <= pass.Last; s++ {
						w = w || want.holdsName(ix, s, i)
					}
					if g := cs.passageHoldsName(ix, p, i); g != w {
						t.Fatalf("round %d, %q: passage %d holds %q: %v, its sentences say %v", round, text, p, cs.names[i].Text, g, w)
					}
				}
			}
		}
	}
}

// FuzzPassageHoldsName holds passageHoldsName, and so holdsIn, which
// evaluateSignals and pruning call for each name with the one word of the
// bits a narrow passage lies in (see slotWord), to the sentences one by
// one: a passage holds a name when, and only when, one
// of its sentences does, whatever the state knows already and in whatever
// order the passages are asked. The sources are many sentences, so that
// passages start at every place in a word of the bits and span two, with
// the fuzzed sentences among plain ones and a record's wide passage.
func FuzzPassageHoldsName(f *testing.F) {
	f.Add("Acme Corp sold steel in California.", "Bob Lee left Acme in Goleta, CA.", "Acme Corp and Bob Lee met in Porto.", uint8(5), uint64(1))
	f.Add("The Wi-Fi was slow on Mondays.", "WiFi in the US.", "The Wi-Fi in the United States is open Monday.", uint8(3), uint64(7))
	f.Add("Zürich grew.", "São Paulo's plant closed.", "São Paulo and Zürich met Zed.", uint8(1), uint64(2))
	f.Fuzz(func(t *testing.T, a, b, claim string, every uint8, seed uint64) {
		for _, s := range []string{a, b, claim} {
			if !utf8.ValidString(s) || strings.ContainsAny(s, "\n\r") || len(s) > 200 {
				t.Skip("one sentence of UTF-8 text")
			}
		}
		step := int(every%7) + 1
		var prose strings.Builder
		for k := range 150 {
			switch {
			case k%step == 0:
				prose.WriteString(a)
			case k%(step+2) == 1:
				prose.WriteString(b)
			default:
				fmt.Fprintf(&prose, "Line %d is plain.", k)
			}
			prose.WriteString("\n\n")
		}
		rec := `{"name": "Acme Cafe", "city": "Goleta", "state": "CA", "attributes": {"WiFi": "free", "Note": ` + strconv.Quote(b) + `}}`
		ix := NewIndex(prose.String(), rec)
		st := ix.state()
		defer ix.release(st)
		// What each sentence holds, by the name's forms and the sentence's
		// grams, made anew: no memo of lookups.
		holds := func(folded string, s int) bool {
			f := formsOf(folded)
			var g grams
			sentenceGrams(&g, &ix.ev.Sentences[s])
			return f.in(&ix.ev.Sentences[s], &g)
		}
		for _, p := range ix.ev.Passages {
			if w, mask := slotWord(p.First, p.Last); mask != 0 {
				for s := p.First - 1; s <= p.Last+1; s++ {
					in := s >= p.First && s <= p.Last
					if s >= 0 && s/64 == w && mask>>(s%64)&1 == 1 != in {
						t.Fatalf("slotWord(%d, %d) = %d, %b: sentence %d in it %v", p.First, p.Last, w, mask, s, !in)
					}
				}
			} else if p.Last-p.First < evidence.Width && p.First/64 == p.Last/64 {
				t.Fatalf("slotWord(%d, %d) has no mask for a narrow passage in one word", p.First, p.Last)
			}
		}
		rng := rand.New(rand.NewPCG(seed, seed>>32))
		for round := range 3 { // nothing known, then what the rounds before left
			cs := ix.extract(claims.Segment{Text: claim, End: len(claim)}, st)
			for _, p := range rng.Perm(len(ix.ev.Passages)) {
				pass := ix.ev.Passages[p]
				for i := range cs.nameSlot {
					if rng.IntN(3) == 0 {
						// A sentence alone, looked up already or not.
						s := pass.First + rng.IntN(pass.Last-pass.First+1)
						if g, w := cs.holdsName(ix, s, i), holds(cs.folded(i), s); g != w {
							t.Fatalf("round %d, %q: sentence %d holds %q: %v, want %v", round, claim, s, cs.names[i].Text, g, w)
						}
					}
					w := false
					for s := pass.First; s <= pass.Last; s++ {
						w = w || holds(cs.folded(i), s)
					}
					if g := cs.passageHoldsName(ix, p, i); g != w {
						t.Fatalf("round %d, %q: passage %d holds %q: %v, its sentences say %v", round, claim, p, cs.names[i].Text, g, w)
					}
				}
			}
		}
	})
}

// Index.anchors, which asks the index whether a name opening its sentence
// can anchor a claim once for each slot, keeps the names CanAnchor keeps,
// as the state passes between indexes where the name's word is written in
// lower case and where it is not (and, of a derived word's shape, is no
// name then either).
func TestAnchorsAreCanAnchor(t *testing.T) {
	texts := []string{
		"We ate an apple and a bread roll. Apple sold phones. Delta grew. Trading rose.",
		"Apple sold phones. The delta of the river flooded. Bread was cheap. The trading desk shut.",
	}
	var ixs []*Index
	for _, text := range texts {
		ixs = append(ixs, NewIndex(text))
	}
	claimTexts := []string{"Apple and Delta met in Porto.", "Bread rose, said Apple.", "Delta sold Apple-Mango bread.", "In Porto, Delta grew.", "Trading rose, said Apple."}
	st, opening, refused := &checkState{}, 0, 0
	for round := range 8 {
		ix := ixs[round%len(ixs)]
		if st.index != ix.id {
			st.serve(ix)
		}
		for _, text := range claimTexts {
			cs := ix.extract(claims.Segment{Text: text, End: len(text)}, st)
			var want []int
			for i, n := range cs.names {
				if ix.ev.CanAnchor(n, cs.folded(i)) {
					want = append(want, i)
				} else {
					refused++
				}
				if n.Initial {
					opening++
				}
			}
			for range 2 { // asked, then remembered
				if got := ix.anchors(cs); !slices.Equal(got, want) {
					t.Fatalf("round %d, %q: anchors %v, want %v", round, text, got, want)
				}
			}
		}
	}
	if opening == 0 || refused == 0 {
		t.Errorf("%d names open their sentence, %d cannot anchor: the test asks nothing", opening, refused)
	}
}

// A state that served a large index, then serves a small one, does not
// keep arrays made for the large one: its name slots' bit arrays, each
// made for the index its slot last served, and the slab of its claims'
// measured passages, fit the small index (see fitToIndex).
func TestStateFitsSmallIndexAfterLarge(t *testing.T) {
	st := oneState(t)
	// Large enough that its slots' bits pass fits' slack.
	large := NewIndex(strings.Repeat("Acme Corp hired 7 people in Lyon. Beta Ltd sold 9 tons. ", 18000))
	small := NewIndex("Acme Corp hired 7 people.")
	st.serve(large)
	cs := st.next()
	for _, name := range []string{"acme corp", "beta ltd", "lyon"} {
		cs.nameSlot = append(cs.nameSlot, st.nameSlotOf([]byte(name)))
		cs.slot(large, len(cs.nameSlot)-1)
	}
	for p := range len(large.ev.Passages) {
		cs.newEval(large, p)
		cs.evals++
	}
	st.serve(small)
	for i, sl := range st.slot[:cap(st.slot)] {
		if cap(sl.bits) > 0 && !fits(cap(sl.bits), slotBits(len(small.ev.Sentences))) {
			t.Errorf("slot %d keeps %d words of bits, made for the large index", i, cap(sl.bits))
		}
	}
	if n := len(*cs.slab) * evalChunk; n > 4*len(small.ev.Passages)+1024+evalChunk {
		t.Errorf("the slab keeps room for %d measured passages, against an index of %d", n, len(small.ev.Passages))
	}
	// The state still checks against either index.
	st.serve(large)
	if r := large.Check("Beta Ltd sold 9 tons."); r.Counts.Grounded != 1 {
		t.Errorf("after the small index, the large one grounds %+v", r.Counts)
	}
}

// A record's wide passage, whose names of one form are sought in its
// facts' folded texts joined (see joinedHolds), holds a name when, and
// only when, one of its facts does by the name's forms, whichever facts
// the slot knows already; and what the slot then knows of each fact is
// what the fact holds. The names stand at the ends of facts, run across
// two facts (which holds neither), and stand next to letters of more than
// one byte; the passage is asked again for each after other passages'
// look-ups and a state that served another record.
func TestJoinedHoldsIsFormsIn(t *testing.T) {
	recs := []string{
		`{"name": "Acme Cafe", "city": "New", "state": "CA", "street": "York Avenue", "attributes": {"WiFi": "free", "Note": "Zürich tea, São Paulo coffee", "Owner": "Bob Lee of Porto", "Staff": "Bob Leeds"}}`,
		`{"name": "Blue Fin", "city": "Porto", "state": "NY", "attributes": {"Parking": "lot", "Note": "near York Avenue and New Acme", "Chef": "zürich-born Lee"}}`,
	}
	claimTexts := []string{
		"Acme Cafe in New York has WiFi.", "Bob Lee of Porto runs Blue Fin.", "Zürich and São Paulo sell tea.",
		"York Avenue is near Acme.", "Leeds and Bob met.", "Paulo coffee is free.", "We met at Cafe City and New State.",
	}
	var ixs []*Index
	for _, r := range recs {
		ixs = append(ixs, NewIndex(r))
	}
	st, asked := &checkState{}, 0
	for round := range 4 {
		ix := ixs[round%len(ixs)]
		if st.index != ix.id {
			st.serve(ix)
		}
		for _, text := range claimTexts {
			cs := ix.extract(claims.Segment{Text: text, End: len(text)}, st)
			for p, pass := range ix.ev.Passages {
				if !pass.Record {
					continue
				}
				for i := range cs.nameSlot {
					f := formsOf(cs.folded(i))
					want := false
					for s := pass.First; s <= pass.Last; s++ {
						var g grams
						sentenceGrams(&g, &ix.ev.Sentences[s])
						want = want || f.in(&ix.ev.Sentences[s], &g)
					}
					if got := cs.passageHoldsName(ix, p, i); got != want {
						t.Fatalf("round %d, %q: the record holds %q: %v, want %v", round, text, cs.folded(i), got, want)
					}
					asked++
					sl := cs.slot(ix, i)
					for s := pass.First; s <= pass.Last; s++ {
						if !has(sl.known, s) {
							continue
						}
						var g grams
						sentenceGrams(&g, &ix.ev.Sentences[s])
						if held := has(sl.held, s); held != f.in(&ix.ev.Sentences[s], &g) {
							t.Fatalf("round %d, %q: fact %d (%q) known to hold %q: %v", round, text, s, ix.ev.Sentences[s].Text, cs.folded(i), held)
						}
					}
				}
			}
		}
	}
	if asked == 0 {
		t.Fatal("no record passage asked")
	}
	for _, ix := range ixs {
		for _, pass := range ix.ev.Passages {
			if pass.Record && pass.Last-pass.First < evidence.Width {
				t.Fatalf("a record of %d facts: no wide passage", pass.Last-pass.First+1)
			}
		}
	}
}
