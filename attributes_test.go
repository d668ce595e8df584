package sourced

import (
	"math/rand/v2"
	"reflect"
	"regexp"
	"slices"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/sourced-dev/sourced/internal/claims"
	"github.com/sourced-dev/sourced/internal/evidence"
	"github.com/sourced-dev/sourced/internal/signals"
)

// The attribute checks read a claim's clauses from its tokens, cut once
// for both readings; they must be the clauses the claim's text gives when
// each is cut out and read on its own, as the checks once read them.
func checkAttributeScanners(t *testing.T, ix *Index, text string) {
	t.Helper()
	st := ix.state()
	defer ix.release(st)
	// The claim is read from an output that holds it after a prefix, as
	// a Check has it, and on its own.
	for _, prefix := range []string{"", "An Output: "} {
		st.lower = signals.LowerASCII(prefix + text)
		if prefix == "" {
			st.lower = ""
		}
		cs := ix.extract(claims.Segment{Text: text, Start: len(prefix), End: len(prefix) + len(text)}, st)
		lower, ascii := cs.lowerText()
		if want := strings.ToLower(text); lower != want || ascii != signals.IsASCII(text) {
			t.Errorf("lowerText(%q) after %q = %q, %v; want %q, %v", text, prefix, lower, ascii, want, !ascii)
		}
		if got, want := mayNameDays(lower, ascii), mayNameDaysScan(text); got != want {
			t.Errorf("mayNameDays(%q) = %v, the byte scan says %v", text, got, want)
		}
		// checkHours asks mayNameDays only of an ASCII claim with a token
		// of the days' class, and mealOutsideHours reads the meals from
		// the tokens of the meals' class.
		if ascii && cs.union&signals.ClassDays == 0 && mayNameDays(lower, ascii) {
			t.Errorf("mayNameDays(%q) is true, but no token is of the days' class", text)
		}
		for k, tok := range cs.tokens {
			if meal := slices.Contains(signals.Meals[:], tok.Lower); meal != (st.classes[k]&signals.ClassMeal != 0) || meal && cs.union&signals.ClassMeal == 0 {
				t.Errorf("%q: token %q a meal %v, but its class says otherwise", text, tok.Lower, meal)
			}
		}
	}
	st.lower = ""
	cs := ix.extract(claims.Segment{Text: text, End: len(text)}, st)
	cs.readWords()
	sc := &cs.state.attr
	for k, tok := range cs.tokens {
		if want := strings.ReplaceAll(tok.Lower, "-", ""); sc.words[k] != want {
			t.Errorf("readWords(%q): word %d is %q, want %q", text, k, sc.words[k], want)
		}
	}
	if got, want := cs.calm(), calmByTokens(cs); got != want {
		t.Errorf("calm(%q) = %v, read token by token %v", text, got, want)
	}
	// A calm claim has no clause, cut either way, that is negated or
	// speaks of the data.
	if cs.calm() {
		for _, how := range []cutting{clauseCut, clauseCutAnd} {
			for _, c := range clausesSpec(text, how == clauseCutAnd) {
				if signals.Negated(c.text) || isMetaClause(c.text) {
					t.Errorf("%q is calm, but its clause %q is negated or meta", text, c.text)
				}
			}
		}
	}
	// Without a cut at an andWord, the readings cut the claim alike.
	if !sc.andCuts && !reflect.DeepEqual(cs.clauses(nil, clauseCut, nil), cs.clauses(nil, clauseCutAnd, nil)) {
		t.Errorf("clauses(%q): no cut at an andWord, yet the readings differ", text)
	}
	// Cut at andWords too, the claim's clauses are read on their own and
	// taken from those cut without.
	split := cs.clauses(nil, clauseCut, nil)
	for _, r := range []struct {
		how  cutting
		from []clause
	}{{clauseCut, nil}, {clauseCutAnd, nil}, {clauseCutAnd, split}} {
		how := r.how
		got := cs.clauses(nil, how, r.from)
		want := clausesSpec(text, how == clauseCutAnd)
		if len(got) != len(want) {
			t.Errorf("clauses(%q, %d): %d clauses, want %d", text, how, len(got), len(want))
			continue
		}
		for i := range got {
			g, w := &got[i], &want[i]
			stems := g.stems
			if !g.stemsRead {
				stems = cs.contentWords(ix, g.start, g.start+len(g.text))
			}
			if g.text != w.text || g.start != w.start || !slices.Equal(g.words, w.words) || !sameSet(stems, cs.contentWords(ix, w.start, w.start+len(w.text))) {
				t.Errorf("clause %d of %q (%d): %q at %d, words %q, stems %q; want %q at %d, words %q",
					i, text, how, g.text, g.start, g.words, stems, w.text, w.start, w.words)
			}
			// The polarity read from the claim's tokens is the clause's own.
			if neg, want := cs.clauseNegated(g), signals.Negated(g.text); neg != want {
				t.Errorf("clause %q of %q: negated %v, want %v", g.text, text, neg, want)
			}
			if _, meta := cs.polarity(g); meta != isMetaClause(g.text) {
				t.Errorf("clause %q of %q: meta %v, want %v", g.text, text, meta, !meta)
			}
		}
	}
	// The union of the clauses' stems is theirs, in order, whether or not
	// it is the claim's own list.
	split = cs.clauses(nil, clauseCut, nil)
	u := sc.allOf(split, func(c *clause) []string { return cs.contentWords(ix, c.start, c.start+len(c.text)) })
	var stems []string
	for i := range split {
		stems = append(stems, split[i].stems...)
	}
	if !slices.Equal(u.stems, stems) {
		t.Errorf("allOf(%q): stems %q, want the clauses' %q", text, u.stems, stems)
	}
	// The prefilter passes every text the day expressions match.
	for _, re := range []*regexp.Regexp{dayName(), everyDay(), weekdays(), weekends()} {
		if re.MatchString(text) && !mayNameDays(strings.ToLower(text), signals.IsASCII(text)) {
			t.Errorf("mayNameDays(%q) = false, but %v matches it", text, re)
		}
	}
}

// mayNameDaysScan is what mayNameDays once was, a scan of the text as
// written: a byte that is not ASCII, or "day", "dail" or "week" in any
// case.
func mayNameDaysScan(text string) bool {
	for i := 0; i < len(text); i++ {
		c := text[i]
		if c >= utf8.RuneSelf {
			return true
		}
		switch rest := text[i+1:]; c | 0x20 {
		case 'd':
			if hasFoldPrefix(rest, "ay") || hasFoldPrefix(rest, "ail") {
				return true
			}
		case 'w':
			if hasFoldPrefix(rest, "eek") {
				return true
			}
		}
	}
	return false
}

// hasFoldPrefix reports whether s starts with the ASCII prefix p in any
// case.
func hasFoldPrefix(s, p string) bool {
	return len(s) >= len(p) && strings.EqualFold(s[:len(p)], p)
}

// clausesSpec is how the attribute checks once cut a claim into clauses:
// each part lowered and read on its own.
func clausesSpec(text string, withAnd bool) []clause {
	var out []clause
	start := 0
	cut := func(i, j int) {
		if part := text[start:i]; strings.TrimSpace(part) != "" {
			ws := signals.Words(signals.Fold(part))
			for k := range ws {
				ws[k] = strings.ReplaceAll(ws[k], "-", "")
			}
			out = append(out, clause{text: part, start: start, words: ws})
		}
		start = j
	}
	for i := 0; i < len(text); {
		c := text[i]
		switch {
		case strings.IndexByte(",;:()", c) >= 0:
			cut(i, i+1)
			i++
		case isASCIILetter(c) && (i == 0 || !isASCIILetter(text[i-1])):
			j := i
			for j < len(text) && isASCIILetter(text[j]) {
				j++
			}
			w := strings.ToLower(text[i:j])
			switch {
			case slices.Contains(clauseWords, w) || withAnd && slices.Contains(andWords, w):
				cut(i, j)
			case withAnd && w == "as" && strings.HasPrefix(strings.ToLower(text[j:]), " well as") &&
				(j+8 == len(text) || !isASCIILetter(text[j+8])):
				j += 8
				cut(i, j)
			}
			i = j
		default:
			i++
		}
	}
	cut(len(text), len(text))
	return out
}

// sameSet reports whether a and b hold the same strings, repeats aside.
func sameSet(a, b []string) bool {
	for _, x := range a {
		if !slices.Contains(b, x) {
			return false
		}
	}
	for _, x := range b {
		if !slices.Contains(a, x) {
			return false
		}
	}
	return true
}

var attributeCases = append([]string{
	"The restaurant offers outdoor seating, but no WiFi, and takes reservations.",
	"It has free Wi-Fi as well as parking; dogs are not allowed (though kids are).",
	"Open Monday to Friday, daily specials; WEEKENDS closed, Weekly deals",
	"The café's patio doesn't offer take-out or delivery, except on Sundays.",
	"Good for kids plus groups; the Kelvin \u212a sign and ſ fold, wi fi",
	"  leading blanks and a trailing hyphen- , then:(nothing) ",
	"As well as, AS WELL AS and as wellness",
	"OPEN DAILY for lunch",
	"Brunch and Dinner, but no breakfast-lunch or lunches",
	"Closed on wEEKends",
	"It has parking2and no2and WiFi, specif2and data2but 2and data, 3plus 4or5 none6",
	"Free parking and WiFi, but outdoor seating as well as music: no2or dogs while kids1and7",
	"The data2 and info2and specify2and indicated are listed",
	"Wi-Fi and take-out, but x-and-not y-and-data, while don't-and it's-or-no, plus not-and-x",
	"Wi-Fi and take-out, but rock-and-roll and it's open; free-parking2and wifi-or-none",
	"Wi-Fi and take-out, but q-and-nothing or Joe's-and-listed",
	"Wi-Fi and take-out, but the y-and-data is free",
	"Wi-Fi and take-out, plus not-and-x parking",
	"Wi-Fi and take-out, plus it-and-never parking",
	"Wi-Fi and take-out, plus it'n't-and parking",
	"Wi-Fi and take-out, but the y-and-specified is free",
	"It's got Wi-Fi and take-out, as well as outdoor-seating: the kids'-menu or dogs-allowed",
	"Joe's has free WiFi, and no parking; it's not open late, but the staff's tips-jar is",
	"No. 5, not only WiFi but also parking; nothing but tea, none other than Bob and no more than 3 dogs",
	"It has no WiFi, but not-only parking and doesn't-take out; isn't it, no. 5 or no.",
	"Free wifi is not offered, and there is no parking, though nothing, except not to mention",
	"dada dadaily ddayy DAIL d a y", "da", "dai", "ends in da", "WeeK", "dadad",
}, scannerCases...)

func TestAttributeScannersMatchSpecification(t *testing.T) {
	ix := NewIndex(`{"name": "Cafe", "attributes": {"OutdoorSeating": true, "WiFi": "no", "RestaurantsTakeOut": null}}`)
	for _, text := range attributeCases {
		checkAttributeScanners(t, ix, text)
	}
}

func FuzzAttributeScanners(f *testing.F) {
	for _, text := range attributeCases {
		f.Add(text)
	}
	ix := NewIndex(`{"name": "Cafe", "attributes": {"OutdoorSeating": true, "WiFi": "no", "RestaurantsTakeOut": null}}`)
	f.Fuzz(func(t *testing.T, text string) { checkAttributeScanners(t, ix, text) })
}

// stemBit never rules out a stem the clauses hold.
func TestClauseUnionHasStem(t *testing.T) {
	all := clauseUnion{stems: []string{"seat", "outdoor", "wifi", "a", ""}}
	for _, st := range all.stems {
		all.stemBits[0] |= stemBit(st)
		all.stemBits[1] |= stemBit2(st)
	}
	for _, st := range []string{"seat", "outdoor", "wifi", "a", "", "seats", "park", "b", "ab"} {
		if got, want := all.hasStem(st, [2]uint64{stemBit(st), stemBit2(st)}), slices.Contains(all.stems, st); got != want {
			t.Errorf("hasStem(%q) = %v, want %v", st, got, want)
		}
	}
}

// spanTokens finds, for every span of a claim, the tokens a scan over
// them all finds: those ending after its start and starting before its
// end, whole when none runs across either.
func TestSpanTokensIsScan(t *testing.T) {
	ix := NewIndex("The team won games.")
	st := ix.state()
	defer ix.release(st)
	for _, text := range attributeCases {
		cs := ix.extract(claims.Segment{Text: text, End: len(text)}, st)
		for start := 0; start <= len(text); start++ {
			for end := start; end <= len(text); end++ {
				i, j, whole := cs.spanTokens(start, end)
				wi := slices.IndexFunc(cs.tokens, func(t signals.Token) bool { return int(t.End) > start })
				if wi < 0 {
					wi = len(cs.tokens)
				}
				wj := wi
				for wj < len(cs.tokens) && int(cs.tokens[wj].Start) < end {
					wj++
				}
				ww := true
				for _, tok := range cs.tokens[wi:wj] {
					ww = ww && int(tok.Start) >= start && int(tok.End) <= end
				}
				if i != wi || j != wj || whole != ww {
					t.Fatalf("spanTokens(%d, %d) of %q = %d, %d, %v; want %d, %d, %v", start, end, text, i, j, whole, wi, wj, ww)
				}
			}
		}
	}
}

// has finds a word of a clause, or a run of two or three of its words
// joined, and nothing else.
func TestClauseHasIsJoinedRun(t *testing.T) {
	// The second clause has no empty word: it holds no "".
	for _, c := range []clause{{words: []string{"free", "wi", "fi", "", "outdoor", "seating", "wifi"}},
		{words: []string{"free", "wi", "fi", "outdoor", "seating"}}} {
		for _, x := range []string{"", "free", "wifi", "freewi", "freewifi", "wifiout", "fioutdoor", "fioutdoorseating",
			"outdoorseating", "outdoorseatingwifi", "seatingwifi", "freewififi", "eating", "fre", "x"} {
			want := false
			for i := range c.words {
				for k := 1; k <= 3 && i+k <= len(c.words); k++ {
					want = want || strings.Join(c.words[i:i+k], "") == x
				}
			}
			if got := c.has(x); got != want {
				t.Errorf("%q: has(%q) = %v, want %v", c.words, x, got, want)
			}
		}
	}
}

// recordCoverRef is recordCover as it once read the passage: the stems
// that count looked up in the sentences, or in their postings for a
// passage of many.
func (ix *Index) recordCoverRef(cs *claimSignals, p int, att *attrCheck) float64 {
	pos, n := cs.recordStems(att)
	var refs []stemRef
	for _, r := range cs.stemRefs {
		if pos[r.pos] >= 0 {
			refs = append(refs, stemRef{r.id, int32(pos[r.pos])})
		}
	}
	pass := ix.ev.Passages[p]
	if pass.Last-pass.First >= evidence.Width {
		if n == 0 {
			return 1
		}
		held := 0
		for _, r := range refs {
			if ix.passageHoldsStem(pass, r.id) {
				held++
			}
		}
		return float64(held) / float64(n)
	}
	share, _ := cover(refs, n, ix.ev.SentencesOf(pass))
	return share
}

// recordCover, which counts the stems measure found a passage to hold,
// gives the share reading the passage's sentences gives, for passages of
// few facts and of many.
func TestRecordCoverIsCover(t *testing.T) {
	ix := NewIndex(append(slices.Clone(mentionRecords), ambienceSource, hoursSource,
		"The cafe is open daily. It offers outdoor seating and free WiFi to groups.")...)
	st := ix.state()
	defer ix.release(st)
	var wide, narrow, counted int
	for _, text := range append(slices.Clone(mentionCases), attributeCases...) {
		cs := ix.extract(claims.Segment{Text: text, End: len(text)}, st)
		anchors := ix.anchors(cs)
		att := ix.attrCheckOf(cs)
		for p, pass := range ix.ev.Passages {
			if !pass.Record {
				continue
			}
			got := ix.recordCover(cs, ix.measure(cs, anchors, p), &att)
			if want := ix.recordCoverRef(cs, p, &att); got != want {
				t.Errorf("%q, passage %d: recordCover = %v, want %v", text, p, got, want)
			}
			if _, n := cs.recordStems(&att); n > 0 && got > 0 {
				counted++
			}
			if pass.Last-pass.First >= evidence.Width {
				wide++
			} else {
				narrow++
			}
		}
	}
	if wide == 0 || narrow == 0 || counted == 0 {
		t.Errorf("passages of many facts %d, of few %d, with a share counted %d: want some of each", wide, narrow, counted)
	}
}

// isRecordWord, which looks a stem's first three bytes up, is a test of
// recordWords' prefixes, on the record words, their prefixes, words that
// share a first or second byte with one, and words whose first, second or
// third byte shares its place in the tables with a record word's (its
// case changed, or by 64 or 128).
func TestIsRecordWordIsPrefix(t *testing.T) {
	stems := []string{"", "a", "o", "Offer", "9star", "ambi", "ambianc", "ambienc", "starry", "stall", "xyz", "ratio", "rat", "a9", "o-ffer", "oFfer", "s{", "a\u00e9"}
	for _, w := range recordWords {
		stems = append(stems, w, w+"s", w[:len(w)-1], w[:1]+"x"+w[2:], w[:2])
		for _, d := range []byte{32, 64, 128, 160, 224} {
			stems = append(stems, string([]byte{w[0] + d})+w[1:], w[:1]+string([]byte{w[1] + d})+w[2:], w[:2]+string([]byte{w[2] + d})+w[3:])
		}
	}
	for _, st := range stems {
		want := slices.ContainsFunc(recordWords, func(w string) bool { return strings.HasPrefix(st, w) })
		if got := isRecordWord(st); got != want {
			t.Errorf("isRecordWord(%q) = %v, want %v", st, got, want)
		}
	}
}

func TestIsWordOfIsContains(t *testing.T) {
	words := []string{"", "n", "Not", "NO", "né", "éis", "isn", "i", "x", "nothing", "offered", "availability", "_is", "9"}
	all := slices.Concat(listVerbs, listNegations)
	for _, w := range all {
		words = append(words, w, w+"s", w[:len(w)-1], strings.ToUpper(w[:1])+w[1:])
	}
	for _, w := range words {
		if got, want := isWordOf(w, &listVerbsBy), slices.Contains(listVerbs, w); got != want {
			t.Errorf("isWordOf(%q, listVerbsBy) = %v, want %v", w, got, want)
		}
		if got, want := isWordOf(w, &listWordsBy), slices.Contains(all, w); got != want {
			t.Errorf("isWordOf(%q, listWordsBy) = %v, want %v", w, got, want)
		}
	}
}

// TestAttributeNeedles checks the needles of the properties' words: each
// word is told apart once, and a property's ids name its needleWords.
// The sources name more properties than a record does, so that their
// needles fill more of a needleTable than a record's.
func TestAttributeNeedles(t *testing.T) {
	ix := NewIndex(append(slices.Clone(mentionRecords), ambienceSource, hoursSource)...)
	if len(ix.attrs) == 0 {
		t.Fatal("no properties")
	}
	seen := map[string]bool{}
	for _, w := range ix.needles {
		if seen[w] {
			t.Errorf("needle %q twice", w)
		}
		seen[w] = true
	}
	for i, a := range ix.attrs {
		for k, nw := range a.needleWords {
			id := a.needles[k]
			if ix.needles[id[0]] != nw[0] || (nw[1] == "") != (id[1] < 0) || nw[1] != "" && ix.needles[id[1]] != nw[1] {
				t.Errorf("property %d word %d: needles %v for %q", i, k, id, nw)
			}
		}
	}
	if len(seen) <= 32 {
		t.Errorf("only %d needles", len(seen))
	}
}

// A needle table gives each needle one id, its place in the list, as a
// map would, whether needles share a slot (the same length and end
// bytes) or not, in its small array or in a larger one.
func TestAttributeNeedlesShareSlots(t *testing.T) {
	for _, n := range []int{1, 100, 1000} {
		var small [256]int32
		small[3] = 7 // a table zeroes the array it is given
		tab := newNeedleTable(small[:], n)
		var needles []string
		want := map[string]int32{}
		r := rand.New(rand.NewPCG(uint64(n), 9))
		for range 4 * n {
			// Most words of three letters share their ends with others.
			w := string([]byte{'a' + byte(r.IntN(3)), 'a' + byte(r.IntN(26)), 'z'})[:1+r.IntN(3)]
			id, ok := want[w]
			if !ok && len(want) == n {
				continue
			}
			if !ok {
				id = int32(len(want))
				want[w] = id
			}
			if got := tab.id(w, &needles); got != id || needles[got] != w {
				t.Fatalf("n %d: id(%q) = %d, want %d", n, w, got, id)
			}
		}
		if len(needles) != len(want) {
			t.Errorf("n %d: %d needles, want %d", n, len(needles), len(want))
		}
	}
}

// mayHold, which reads a property's words alone, says what reading its
// words run together first said: the clauses hold the words run together,
// or each word or its stem.
func TestMayHoldIsJoinedOrWords(t *testing.T) {
	checkRecords(t, mentionRecords, mentionCases, checkMayHold)
}

// checkRecords runs check on the index of each of records with each of
// texts.
func checkRecords(t *testing.T, records, texts []string, check func(t *testing.T, ix *Index, text string)) {
	t.Helper()
	for _, rec := range records {
		ix := NewIndex(rec)
		for _, text := range texts {
			check(t, ix, text)
		}
	}
}

// mayHoldFirst never rules out a property mayHold passes.
func FuzzMayHold(f *testing.F) {
	fuzzSettleRecords(f, checkMayHold)
}

// fuzzSettleRecords runs check on every index of settleRecords with each
// text the fuzzer makes, from settleCases.
func fuzzSettleRecords(f *testing.F, check func(t *testing.T, ix *Index, text string)) {
	for _, text := range settleCases {
		f.Add(text)
	}
	indexes := make([]*Index, len(settleRecords))
	for i, rec := range settleRecords {
		indexes[i] = NewIndex(rec)
	}
	f.Fuzz(func(t *testing.T, text string) {
		for _, ix := range indexes {
			check(t, ix, text)
		}
	})
}

// checkMayHold checks that mayHold passes the claim for the properties
// whose words run together, or each of whose words or their stems, are in
// its clauses between them, and that mayHoldFirst passes it for them too.
func checkMayHold(t *testing.T, ix *Index, text string) {
	t.Helper()
	st := ix.state()
	defer ix.release(st)
	cs := ix.extract(claims.Segment{Text: text, End: len(text)}, st)
	cs.readWords()
	split := cs.clauses(nil, clauseCut, nil)
	all := st.attr.allOf(split, func(c *clause) []string { return cs.contentWords(ix, c.start, c.start+len(c.text)) })
	for i, si := range ix.ev.Attributes() {
		a, at := ix.ev.Sentences[si].Attr, &ix.attrs[i]
		want := strings.Contains(string(all.joined), at.joined)
		if !want {
			want = true
			for k, w := range a.Words {
				want = want && (strings.Contains(string(all.joined), w) || slices.Contains(all.stems, at.stems[k]))
			}
		}
		if got := all.mayHold(a, at); got != want {
			t.Errorf("%q: mayHold(%q) = %v, want %v", text, a.Words, got, want)
		}
		if want && !all.mayHoldFirst(at) {
			t.Errorf("%q: mayHoldFirst rules out %q, which mayHold passes", text, a.Words)
		}
	}
}

// attrCheckOf is the check checkAttributes writes for the claim.
func (ix *Index) attrCheckOf(cs *claimSignals) attrCheck {
	var res attrCheck
	ix.checkAttributes(cs, &res)
	return res
}

// attrCheckAll is checkAttributes as it was before it skipped what cannot
// change the verdict: every property the claim mentions read in full,
// its polarity in both readings, whatever the record's value and however
// many conflicts the claim has.
func attrCheckAll(ix *Index, cs *claimSignals) attrCheck {
	res := attrCheck{conflict: -1}
	attrs := ix.ev.Attributes()
	if len(attrs) == 0 {
		return res
	}
	lower, _ := cs.lowerText()
	cs.state.claimNeedles(len(ix.needles))
	if !ix.mentionsAny(cs.state, lower) {
		return res
	}
	sc := &cs.state.attr
	cs.readWords()
	split := cs.clauses(nil, clauseCut, nil)
	stems := func(c *clause) []string { return cs.contentWords(ix, c.start, c.start+len(c.text)) }
	all := sc.allOf(split, stems)
	calm := cs.calm()
	var splitAnd []clause
	for i, si := range attrs {
		a, t := ix.ev.Sentences[si].Attr, &ix.attrs[i]
		if !all.mayHold(a, t) {
			continue
		}
		var neg, unclear bool
		if calm {
			if mentionAt(split, a, t, stems) < 0 {
				continue
			}
		} else {
			var found bool
			if neg, found, unclear = cs.mentionPolarity(split, a, t, stems); !found {
				continue
			}
		}
		negAnd, unclearAnd := neg, unclear
		if sc.andCuts && !calm {
			if splitAnd == nil {
				splitAnd = cs.clauses(nil, clauseCutAnd, split)
			}
			negAnd, _, unclearAnd = cs.mentionPolarity(splitAnd, a, t, stems)
		}
		switch {
		case unclear || unclearAnd || neg != negAnd || a.Value == evidence.Unknown:
			res.blocked = true
		case neg == (a.Value == evidence.No):
			res.supported++
			res.stems = append(res.stems, t.content...)
			res.stemBits |= t.contentBits
		case res.conflict < 0:
			res.conflict = int(si)
		}
	}
	return res
}

// checkAttributesSettle checks that checkAttributes tells decide what
// attrCheckAll does: the first conflict, or when there is none, the same
// blocking, support and stems.
func checkAttributesSettle(t *testing.T, ix *Index, text string) {
	t.Helper()
	seg := claims.Segment{Text: text, End: len(text)}
	fast, slow := ix.state(), ix.state()
	defer ix.release(fast)
	defer ix.release(slow)
	got, want := ix.attrCheckOf(ix.extract(seg, fast)), attrCheckAll(ix, ix.extract(seg, slow))
	if got.conflict != want.conflict {
		t.Errorf("%q: checkAttributes finds conflict %d, reading every property %d", text, got.conflict, want.conflict)
		return
	}
	if want.conflict < 0 && (got.blocked != want.blocked || got.supported != want.supported ||
		got.stemBits != want.stemBits || !slices.Equal(got.stems, want.stems)) {
		t.Errorf("%q: checkAttributes gives %+v, reading every property %+v", text, got, want)
	}
}

// settleRecords are records of properties of every value, for
// checkAttributesSettle: known and unknown ones mentioned in one claim,
// conflicts after support and after blocking.
var settleRecords = append([]string{
	`{"name": "Cafe", "attributes": {"OutdoorSeating": true, "WiFi": "no", "RestaurantsTakeOut": null}}`,
	`{"name": "Cafe", "attributes": {"HasTV": null, "WiFi": "no", "Caters": true, "DogsAllowed": false, "Music": null, "OutdoorSeating": false}}`,
}, mentionRecords...)

// settleCases are claims that mention several properties each, with
// their polarities plain, unclear and at odds with the records.
var settleCases = append([]string{
	"It has a TV, no WiFi, and it caters, but dogs are not allowed; the music is loud and there is outdoor seating.",
	"There is WiFi and outdoor seating, no TV, and no information about music or catering.",
	"The cafe has no TV, offers WiFi and takeout, allows dogs and caters.",
	"It does not offer WiFi or outdoor seating, plus music and take-out.",
}, mentionCases...)

func TestCheckAttributesSettles(t *testing.T) {
	checkRecords(t, settleRecords, settleCases, checkAttributesSettle)
}

// checkAttributes settles every text as checking every property does.
func FuzzCheckAttributesSettles(f *testing.F) {
	fuzzSettleRecords(f, checkAttributesSettle)
}

// sharedShape gives the shape shapeOf gives, for an array of words met
// before and for another array of the same words, whose slot the first
// has taken.
func TestSharedShape(t *testing.T) {
	ix := NewIndex(mentionRecords...)
	for _, words := range [][]string{{"outdoor", "seating"}, {"wifi"}, {"parking", "garage"}, {"take", "out"}, {}} {
		for _, w := range [][]string{words, slices.Clone(words), words} {
			if got, want := ix.sharedShape(w), ix.shapeOf(w); got != want {
				t.Errorf("sharedShape(%q) = %p, want shapeOf's %p", w, got, want)
			}
		}
	}
}

// cutClausesSpec is cutClauses read byte by byte, each run of letters
// compared in lower case with every word cut at.
func cutClausesSpec(text string) []clauseCutAt {
	var cuts []clauseCutAt
	for i := 0; i < len(text); {
		c := text[i]
		switch class := cutClasses[c]; {
		case class == cutPunct:
			cuts = append(cuts, clauseCutAt{i, i + 1, false})
			i++
		case class&cutLetter != 0 && (i == 0 || cutClasses[text[i-1]]&cutLetter == 0):
			j := i + 1
			for j < len(text) && cutClasses[text[j]]&cutLetter != 0 {
				j++
			}
			w := strings.ToLower(text[i:j])
			switch {
			case slices.Contains(clauseWords, w):
				cuts = append(cuts, clauseCutAt{i, j, false})
			case slices.Contains(andWords, w):
				cuts = append(cuts, clauseCutAt{i, j, true})
			case w == "as" && strings.HasPrefix(strings.ToLower(text[j:]), " well as") &&
				(j+8 == len(text) || !isASCIILetter(text[j+8])):
				j += 8
				cuts = append(cuts, clauseCutAt{i, j, true})
			}
			i = j
		default:
			i++
		}
	}
	return cuts
}

// FuzzCutClauses checks that cutClauses, which reads eight bytes at a
// time, cuts a text where cutClausesSpec does.
func FuzzCutClauses(f *testing.F) {
	for _, s := range []string{
		"It has WiFi, but no parking; however, it takes cards (and cash).",
		"as well as takeout, as well as-is, As Well As, as well asx, as well as",
		"Open 9am-5pm and3 or4 but-then isn't yet; plus2 Although whereas.",
		"x-as well as y, 5as well as, but-or-and, --and--, 'or' 8*9+<",
		"caf\u00e9 and cr\u00eapes, although\u2026 yet (whereas) PLUS Except EXCEPTx",
		"", "and", "as", " as well", "Or, OR, oR", "aaaaaaaand but", "xxxxxxxxxxxxxxxxxxxxxxxxxxxxx although",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		if got, want := cutClauses(nil, text), cutClausesSpec(text); !slices.Equal(got, want) {
			t.Errorf("cutClauses(%q) = %v, want %v", text, got, want)
		}
	})
}

// calmByTokens is calm read token by token: each token's lower case is
// read for joiners, and each of its parts is checked.
func calmByTokens(cs *claimSignals) bool {
	sc := &cs.state.attr
	if !cs.ascii || cs.union&signals.ClassNegation != 0 {
		return false
	}
	if sc.runs {
		return !slices.ContainsFunc(sc.words, isMetaRun)
	}
	if strings.IndexByte(cs.seg.Text, '_') >= 0 {
		return false
	}
	for k := range cs.tokens {
		w := cs.tokens[k].Lower
		start := 0
		for i := 0; i <= len(w); i++ {
			if i < len(w) && w[i] != '-' && w[i] != '\'' {
				continue
			}
			if i < len(w) && w[i] == '\'' && i > 0 && w[i-1] == 'n' && i+1 < len(w) && w[i+1] == 't' {
				return false
			}
			part := w[start:i]
			if isMetaRun(part) || part != w && signals.ClassOf(part)&signals.ClassNegation != 0 {
				return false
			}
			start = i + 1
		}
	}
	return true
}
