package sourced

import (
	"bytes"
	"fmt"
	"slices"
	"strings"
	"sync"
	"testing"
	"unsafe"

	"github.com/sourced-dev/sourced/internal/claims"
	"github.com/sourced-dev/sourced/internal/signals"
)

// A claim's signals are reported in three lists that share one array:
// appending to one must leave the others as they are.
func TestReportListsAreApart(t *testing.T) {
	ix := NewIndex("Acme sold 5 tons of steel in 2020.")
	r := ix.Check(`Acme sold 5 tons in 2020, "a record year" said Bob Lee.`)
	s := r.Claims[0].Signals
	numbers, entities, quotes := []string{"5 t", "2020 year"}, []string{"Acme", "Bob Lee"}, []string{"a record year"}
	if !slices.Equal(s.Numbers, numbers) || !slices.Equal(s.Entities, entities) || !slices.Equal(s.Quotes, quotes) {
		t.Fatalf("signals %+v, want %q, %q, %q", s, numbers, entities, quotes)
	}
	_ = append(s.Numbers, "x")
	_ = append(s.Entities, "y")
	if !slices.Equal(s.Entities, entities) || !slices.Equal(s.Quotes, quotes) {
		t.Errorf("appending to the numbers and names changed the others: %+v", s)
	}
	// A claim without signals reports empty lists, not missing ones.
	s = ix.Check("It was good.").Claims[0].Signals
	if s.Numbers == nil || s.Entities == nil || s.Quotes == nil || len(s.Numbers)+len(s.Entities)+len(s.Quotes) > 0 {
		t.Errorf("signals of a claim without any: %#v", s)
	}
}

// A claim's lists of names are made with room for minNameRoom and grown
// past it (see growNames): a claim of more names reports them all, in
// order, each checked against its own slot.
func TestClaimNamesPastFirstRoom(t *testing.T) {
	people := []string{"Alice", "Bruno", "Carol", "Dmitri", "Erin", "Farid", "Grace", "Heidi", "Ivan", "Judy", "Kofi", "Lena"}
	if len(people) <= minNameRoom {
		t.Fatalf("%d names do not pass the first room of %d", len(people), minNameRoom)
	}
	ix := NewIndex("Alice met Bruno.")
	for _, output := range []string{
		"They saw " + strings.Join(people, ", ") + " at noon.",
		"Then Carol met Bruno.",
	} {
		r := ix.Check(output)
		want := people
		if !strings.HasPrefix(output, "They") {
			want = []string{"Carol", "Bruno"}
		}
		if got := r.Claims[0].Signals.Entities; !slices.Equal(got, want) {
			t.Errorf("names of %q: %q, want %q", output, got, want)
		}
	}
}

// Claims' reports share arrays within a Check, and states pass from Check
// to Check: a report keeps its signals while later Checks, of this index
// and others, at once, fill arrays of their own.
func TestReportsKeepTheirSignals(t *testing.T) {
	source, claimTexts := skipWorkload(200, 40)
	ixs := []*Index{NewIndex(source), NewIndex("Acme sold 5 tons of steel in 2020.")}
	out := `Acme sold 5 tons in 2020, "a record year" said Bob Lee.`
	r := ixs[0].Check(out)
	want := slices.Clone(r.Claims[0].Signals.Numbers)
	want = append(want, r.Claims[0].Signals.Entities...)
	want = append(want, r.Claims[0].Signals.Quotes...)
	later := func(ix *Index) {
		for _, c := range claimTexts {
			ix.Check(c)
		}
	}
	for _, ix := range ixs {
		later(ix)
	}
	var wg sync.WaitGroup
	for _, ix := range ixs {
		wg.Go(func() { later(ix) })
	}
	wg.Wait()
	s := r.Claims[0].Signals
	if got := slices.Concat(s.Numbers, s.Entities, s.Quotes); !slices.Equal(got, want) {
		t.Errorf("signals changed by later Checks: %q, want %q", got, want)
	}
}

// Offsets are in code points whether the output is ASCII (where they are
// its byte offsets) or not, past bullets, blank lines and markup.
func TestClaimOffsetsASCIIOrNot(t *testing.T) {
	ix := NewIndex("Acme grew. Bob left.")
	for _, out := range []string{"  - Acme grew.\n\n* **Bob** left.", "Zürich grew.\n\n- Acme grew. Bob left.", "Acme grew. Bob left — then Zoë came."} {
		r := ix.Check(out)
		if len(r.Claims) < 2 {
			t.Fatalf("Check(%q): %d claims", out, len(r.Claims))
		}
		runes := []rune(out)
		for _, c := range r.Claims {
			if c.Start < 0 || c.End > len(runes) || string(runes[c.Start:c.End]) != c.Text {
				t.Errorf("Check(%q): claim %q at [%d:%d]", out, c.Text, c.Start, c.End)
			}
		}
	}
}

// FuzzStemSet checks stemSet.add, whose bits of the listed stems spare it
// most comparisons, against a map of the stems added since the last next:
// the bytes choose the stems (some the index's, by id, most not, many of
// them alike in length and ends, more than maxListed to a claim) and when
// the set starts over.
func FuzzStemSet(f *testing.F) {
	f.Add([]byte("abcabc\xffzzyx"))
	f.Add(bytes.Repeat([]byte{200, 201, 202, 203, 7, 99, 150, 151}, 12))
	var many []byte // more stems than maxListed, each met twice
	for b := range byte(120) {
		many = append(many, 24+b, 24+b)
	}
	f.Add(append(many, many...))
	f.Fuzz(func(t *testing.T, ops []byte) {
		var s stemSet
		want := map[string]bool{}
		s.next()
		for i, b := range ops {
			if b == 255 {
				s.next()
				clear(want)
				continue
			}
			// Stems of one to eight bytes, of a few letters: many share
			// their length and ends with another.
			st := strings.Repeat("ab", int(b%4)) + string(rune('a'+b%3)) + string(rune('a'+(b/3)%5))
			if b%9 == 0 {
				st = ""
			}
			id := int32(-1)
			if b < 24 {
				id = int32(b) * 40 // past minMarks too
			}
			key := st
			if id >= 0 {
				key = fmt.Sprint("#", id)
			}
			if got := s.add(st, id); got != !want[key] {
				t.Fatalf("op %d: add(%q, %d) = %v, want %v", i, st, id, got, !want[key])
			}
			want[key] = true
		}
	})
}

// FuzzDropCues checks dropCues against the lists made without the cues in
// the first place, as contentStems once made them: the bytes choose the
// claim's distinct stems, which of them the index knows, and the cues.
func FuzzDropCues(f *testing.F) {
	f.Add([]byte{1, 2, 3, 4, 5}, []byte{2, 9})
	f.Add([]byte{0x81, 2, 0x83, 4}, []byte{1, 3, 4})
	f.Fuzz(func(t *testing.T, claim, cueBytes []byte) {
		var stems, cues, wantStems []string
		var refs, wantRefs []stemRef
		met := map[byte]bool{}
		for _, c := range cueBytes {
			cues = append(cues, fmt.Sprint("s", c&0x7f))
		}
		for _, b := range claim {
			if met[b&0x7f] {
				continue // the stems are distinct
			}
			met[b&0x7f] = true
			st, known := fmt.Sprint("s", b&0x7f), b&0x80 == 0
			if known {
				refs = append(refs, stemRef{int32(b), int32(len(stems))})
			}
			stems = append(stems, st)
			if slices.Contains(cues, st) {
				continue
			}
			if known {
				wantRefs = append(wantRefs, stemRef{int32(b), int32(len(wantStems))})
			}
			wantStems = append(wantStems, st)
		}
		ns, nr := dropCues(stems, refs, cues)
		if !slices.Equal(stems[:ns], wantStems) || !slices.Equal(refs[:nr], wantRefs) {
			t.Fatalf("dropCues gave %q %v, want %q %v", stems[:ns], refs[:nr], wantStems, wantRefs)
		}
	})
}

// contentWordsVocabulary is the words FuzzContentStems makes claims of:
// direction cues and words near them, words of the fuzz source and words
// the source does not hold, a few of them alike once stemmed.
var contentWordsVocabulary = strings.Fields(`rose fell increased decreased grew shrank
	higher lower up down above below more less earlier later won lost
	revenue revenues profit profits sales plant plants workers steel tons
	Acme Bluefin the a of in and by to not no never quarter quarters
	market markets price prices rising falling record records output
	zebra quokka unheard unseen widget widgets gadget 2020 5 12.5 percent
	factory factories engineer budget contract customer customers energy
	mining bank river city school hospital doctor farmer tractor harvest
	wheat barley orchard vineyard`)

// blankFigures returns text with the tokens of its amounts but the units
// of its measures (see claimSignals.dropFigureWords) blanked out, which
// are no content words.
func blankFigures(text string) string {
	b := []byte(text)
	for _, n := range signals.Numbers(text) {
		if !n.Quantity() {
			continue
		}
		toks := signals.Tokenize(text).Tokens
		for k, t := range toks {
			if n.Kind == signals.Measure && int(t.End) <= n.End && (k+1 == len(toks) || int(toks[k+1].Start) >= n.End) {
				continue // the unit
			}
			inside := int(t.Start) >= n.Start && int(t.End) <= n.End
			if inside || int(t.Start) < n.End && int(t.End) > n.Start && t.Lower[0] >= '0' && t.Lower[0] <= '9' {
				copy(b[t.Start:t.End], strings.Repeat(" ", int(t.End-t.Start)))
			}
		}
	}
	return string(b)
}

// FuzzContentStems checks a claim's stems and stem refs against their
// definition: the claim's content words but its figures' words, stemmed, each once, in order of
// first appearance, less the content words of its direction cues; the
// refs those of them the index knows, by id, at their places. The bytes
// choose the source's words and the claim's, many long enough for more
// refs than are sorted by insertion, and the words between a cue's.
func FuzzContentStems(f *testing.F) {
	f.Add([]byte{8, 0, 1, 2, 3, 4, 5, 6, 7}, []byte{17, 0, 18, 1, 19, 2, 20})
	f.Add([]byte{40, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40}, bytes.Repeat([]byte{5, 30, 31, 60, 61, 2, 40, 70}, 6))
	var all []byte // every word: in the source, and in the claim rotated
	for b := range byte(len(contentWordsVocabulary)) {
		all = append(all, b)
	}
	f.Add(all, slices.Concat(all[40:], all[:40]))
	f.Add([]byte{0}, all) // more stems the index does not know than are listed
	f.Fuzz(func(t *testing.T, source, claim []byte) {
		word := func(b byte) string { return contentWordsVocabulary[int(b)%len(contentWordsVocabulary)] }
		var src, text []string
		for _, b := range source {
			src = append(src, word(b))
		}
		for i, b := range claim {
			w := word(b)
			if i%7 == 6 {
				w += "," // a cue a mark follows
			}
			text = append(text, w)
		}
		ix := NewIndex(strings.Join(src, " ") + ".")
		claimText := strings.Join(text, " ")
		st := ix.state()
		defer ix.release(st)
		cs := ix.extract(claims.Segment{Text: claimText, End: len(claimText)}, st)
		var cues []string
		for _, d := range cs.directions {
			cues = append(cues, signals.ContentWordsWith(claimText[d.Start:d.End], ix.ev.Stem)...)
		}
		var wantStems []string
		var wantRefs []stemRef
		for _, w := range signals.ContentWordsWith(blankFigures(claimText), ix.ev.Stem) {
			if slices.Contains(cues, w) {
				continue
			}
			if id := ix.ev.StemID(w); id >= 0 {
				wantRefs = append(wantRefs, stemRef{id, int32(len(wantStems))})
			}
			wantStems = append(wantStems, w)
		}
		slices.SortFunc(wantRefs, func(a, b stemRef) int { return int(a.id - b.id) })
		if !slices.Equal(cs.stems, wantStems) || !slices.Equal(cs.stemRefs, wantRefs) || !slices.Equal(cs.cues, cues) {
			t.Fatalf("claim %q: stems %q, refs %v, cues %q; want %q, %v, %q", claimText, cs.stems, cs.stemRefs, cs.cues, wantStems, wantRefs, cues)
		}
		if cs.refBits != refBitsOf(wantRefs) {
			t.Fatalf("claim %q: refBits %x, want %x", claimText, cs.refBits, refBitsOf(wantRefs))
		}
	})
}

// FuzzFigureClassesMayHoldNumbers checks what extract takes for granted
// when it seeks a claim's numbers without asking MayHoldNumbers: an ASCII
// claim with a token of a digit or a figure word may hold numbers.
func FuzzFigureClassesMayHoldNumbers(f *testing.F) {
	for _, s := range []string{"Sales rose 5% in March.", "three dozen eggs", "the first of May", "May I go?", "x-2 y", "twenty-first", "It's noon", "a hundred"} {
		f.Add(s)
	}
	ix := NewIndex("Sales rose 5% in March 2020, a dozen more than the first year.")
	f.Fuzz(func(t *testing.T, text string) {
		st := ix.state()
		defer ix.release(st)
		cs := ix.extract(claims.Segment{Text: text, End: len(text)}, st)
		if cs.lower == "" || cs.union&(signals.ClassDigit|signals.ClassFigure) == 0 {
			return
		}
		words := signals.Tokenized{Text: text, Tokens: cs.tokens, Lower: cs.lower, Classes: st.classes}
		if !words.MayHoldNumbers() {
			t.Fatalf("%q: a token of class digit or figure, but MayHoldNumbers is false", text)
		}
	})
}

// sortRefs moves a stem ref as one word of eight bytes: a ref must stay
// that size.
func TestStemRefSize(t *testing.T) {
	if n := unsafe.Sizeof(stemRef{}); n != 8 {
		t.Fatalf("a stemRef is %d bytes, want 8", n)
	}
}

// sortRefs sorts a list of refs of distinct ids as a general sort does,
// and returns their refBitsOf:
// the list is read from the fuzzer's bytes, two to an id, its positions
// their places.
func FuzzSortRefs(f *testing.F) {
	f.Add([]byte{3, 0, 1, 0, 2, 0})
	f.Add([]byte{9, 9, 8, 8, 7, 7, 6, 6, 5, 5, 4, 4, 3, 3, 2, 2, 1, 1, 0, 0, 1, 2, 3, 4, 5})
	f.Add(bytes.Repeat([]byte{1, 7, 3, 5, 2}, 12))
	f.Fuzz(func(t *testing.T, b []byte) {
		var refs []stemRef
		seen := map[int32]bool{}
		for i := 0; i+1 < len(b) && len(refs) < 2*maxInsertionSort; i += 2 {
			id := int32(b[i])<<8 | int32(b[i+1])
			if !seen[id] {
				seen[id] = true
				refs = append(refs, stemRef{id, int32(len(refs))})
			}
		}
		if len(refs) == 0 {
			return
		}
		want := slices.Clone(refs)
		slices.SortFunc(want, byID)
		if bits := sortRefs(refs); bits != refBitsOf(want) {
			t.Fatalf("sortRefs: bits %x, want %x", bits, refBitsOf(want))
		}
		if !slices.Equal(refs, want) {
			t.Fatalf("sortRefs: %v, want %v", refs, want)
		}
	})
}

// dropCitations tries, in an ASCII claim, only the words before its
// tokens of a digit: it finds the markers, and leaves the stems, that
// trying every word finds and leaves. The claims are written for this
// test.
func TestDropCitationsTriesWordsBeforeDigits(t *testing.T) {
	ix := NewIndex("Halden opened 3 depots in 2019, and its passage fees rose.")
	for _, tt := range []struct {
		text    string
		markers int
	}{
		{"Halden opened 3 depots (Passage 2).", 1},
		{"Halden opened 3 depots (see passages 1 and 3) in 2019.", 1},
		{"Per Source #4, Halden opened 3 depots; per Doc 1, p. 4, in 2019.", 2},
		{"Halden's passage 2019 fees rose (sources 1, 2 & 3) and docs 5-6 agree.", 3},
		{"Halden opened depots\tpassage\t3 document 12 (Source 3)(Source 4)", 4},
		{"Halden opened 3 depots in passage-2 and source2.", 0},
		{"Sources say Halden opened 3 depots.", 0},
	} {
		text := tt.text
		st := ix.state()
		cs := ix.extract(claims.Segment{Text: text, End: len(text)}, st)
		if !cs.ascii {
			t.Fatalf("%q: not read as ASCII", text)
		}
		got, gotStems := slices.Clone(st.citations), slices.Clone(st.tokenStems)
		// Every word tried, on the claim read again with its stems as
		// readTokens leaves them.
		cs = ix.extract(claims.Segment{Text: text, End: len(text)}, st)
		ix.readTokens(cs)
		var want [][2]int
		next := 0
		for k := range cs.tokens {
			want, next = cs.dropCitation(k, next, want)
		}
		if !slices.Equal(got, want) || len(got) != tt.markers {
			t.Errorf("%q: markers %v, trying every word %v, want %d", text, got, want, tt.markers)
		}
		for k := range gotStems {
			if (gotStems[k].id == -1 && gotStems[k].stem == "") != (st.tokenStems[k].id == -1 && st.tokenStems[k].stem == "") {
				t.Errorf("%q: token %q dropped %v, trying every word %v", text, cs.tokens[k].Lower, gotStems[k], st.tokenStems[k])
			}
		}
		ix.release(st)
	}
}
