package sourced

import (
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/sourced-dev/sourced/internal/evidence"
	"github.com/sourced-dev/sourced/internal/signals"
)

// One sentence may state the figures of several subjects, places, years
// or things: "Acme opened 30 stores, while Beta opened 12", "Acme and
// Beta opened 30 and 12 stores respectively", "revenue was $5 million in
// 2020 and $4 million in 2021", "30 trucks and 12 cars". A claim that
// takes the figure of one with the subject of another is not stated by
// the sentence, though it holds both. The sentence is cut into its
// clauses for this, only when it holds a figure of the claim's kind
// besides the claim's (a rival), and only once a passage holding it is
// about to ground the claim: a sentence of one figure is read as a whole,
// as before. A sentence that states a change both ways is read clause by
// clause too (see clausesOpposed).

// clauseSpan is a clause's bytes, text[start:end].
type clauseSpan struct{ start, end int }

// clauseView is a text read for its clauses: a source sentence or a
// claim.
type clauseView struct {
	text    string
	toks    []signals.Token
	names   []signals.Name
	nums    []signals.Number
	clauses []clauseSpan
	// folded holds signals.Fold of each clause's text once holdsName
	// first asks of the clause, "" before: few clauses are asked of.
	folded []string
	// cues are the text's cues of direction, when it is a source
	// sentence (see sentenceView).
	cues []signals.Direction
	// stems are the stems of the tokens that are content words, "" of
	// the others, once stemsOf first reads them.
	stems []string
}

// stemsOf returns the stem of each of v's tokens that is a content word,
// "" of each other, read once a view: a source sentence's view is kept
// for every claim checked against its index (see sentenceView).
func (v *clauseView) stemsOf(ix *Index) []string {
	if v.stems == nil {
		v.stems = make([]string, len(v.toks))
		for i, u := range v.toks {
			if st, _, _, ok, _ := ix.ev.WordStem(u.Lower); ok {
				v.stems[i] = st
			}
		}
	}
	return v.stems
}

// newClauseView reads text, whose numbers are nums, into its clauses.
func newClauseView(text string, nums []signals.Number) *clauseView {
	words := signals.Tokenize(text)
	v := &clauseView{text: text, toks: words.Tokens, names: words.Names(), nums: nums}
	v.cut()
	return v
}

// cut cuts v's text, whose tokens, names and numbers v holds, into its
// clauses, appended to v.clauses.
func (v *clauseView) cut() {
	start := 0
	for k, t := range v.toks {
		if v.commaClause(start, k) {
			v.addClause(start, int(t.Start))
			start = int(t.Start)
			continue
		}
		if !isClauseCut(t.Lower) || t.Lower == "and" && v.joinsList(k) {
			continue
		}
		v.addClause(start, int(t.Start))
		start = int(t.End)
	}
	v.addClause(start, len(v.text))
}

// commaClause reports whether token k opens a clause of its own after a
// comma, the clause before it opening at byte start: a name follows the
// comma, then a word of no figure, and both the text from start to the
// comma and the text from the name to the next comma hold a figure:
// "Germany won 9 medals, France won 12 medals". A list of names ("Acme,
// Beta and Gamma opened 12 stores") or of items that leave the verb out
// ("30 points, Jones 12") is no such clause.
func (v *clauseView) commaClause(start, k int) bool {
	if k == 0 || k+1 >= len(v.toks) {
		return false
	}
	t := v.toks[k]
	gap := v.text[v.toks[k-1].End:t.Start]
	if strings.IndexByte(gap, ',') < 0 || strings.TrimSpace(gap) != "," {
		return false
	}
	n := v.nameAt(int(t.Start))
	if n < 0 || v.names[n].Start != int(t.Start) {
		return false
	}
	rest := v.text[v.names[n].End:]
	if end := strings.IndexByte(rest, ','); end >= 0 {
		rest = rest[:end]
	}
	restStart := v.names[n].End
	next := -1
	for j := k + 1; j < len(v.toks); j++ {
		if int(v.toks[j].Start) >= restStart {
			next = j
			break
		}
	}
	if next < 0 || v.numberAt(int(v.toks[next].Start)) >= 0 {
		return false
	}
	before, after := false, false
	for _, m := range v.nums {
		before = before || start <= m.Start && m.End <= int(v.toks[k-1].End)
		after = after || restStart <= m.Start && m.End <= restStart+len(rest)
	}
	return before && after
}

// maxViews bounds the sentence views a checkState keeps (see
// sentenceView), each about a kilobyte; past it, the memo starts over.
const maxViews = 4096

// sentenceView returns the clause view of the index's sentence s, made
// on first use and kept, with st, from Check to Check of the same index
// (see checkState.views): the sentences read by clause are few, and each
// is read for many claims.
func (ix *Index) sentenceView(st *checkState, s int) *clauseView {
	if v := st.views[int32(s)]; v != nil {
		return v
	}
	sent := &ix.ev.Sentences[s]
	v := newClauseView(sent.Text, sent.Numbers)
	v.cues = sent.Directions
	if st.views == nil || len(st.views) >= maxViews {
		st.views = make(map[int32]*clauseView)
	}
	st.views[int32(s)] = v
	return v
}

// claimView returns the claim's clause view: its tokens, numbers and
// names as extract read them (the state's names, all of the claim's,
// which stay until the next claim), cut into clauses once for the claim
// (see claimSignals.clauseSpans).
func (cs *claimSignals) claimView() clauseView {
	v := clauseView{text: cs.seg.Text, toks: cs.tokens, names: cs.state.names, nums: cs.numbers, clauses: cs.clauseSpans}
	if len(v.clauses) == 0 {
		v.cut()
		cs.clauseSpans = v.clauses
	}
	return v
}

// isClauseCut reports whether w, a token's lower case, is one of the
// words a text is cut at into clauses, besides ";": "while", "whereas",
// "but" and "and" ("and" only where it joins no list: see joinsList). It
// is asked of every token of the texts read by clause, most of them of
// another length: by length, each is compared with one word at most,
// and without a call (slices.Contains of a list of the four cost 1.7 M
// instructions a RAGTruth op more).
func isClauseCut(w string) bool {
	switch len(w) {
	case 3:
		return w == "and" || w == "but"
	case 5:
		return w == "while"
	case 7:
		return w == "whereas"
	}
	return false
}

// addClause adds text[start:end], cut again at each ";", as clauses.
func (v *clauseView) addClause(start, end int) {
	for {
		i := strings.IndexByte(v.text[start:end], ';')
		if i < 0 {
			break
		}
		v.addOne(start, start+i)
		start += i + 1
	}
	v.addOne(start, end)
}

// addOne adds text[start:end] as one clause.
func (v *clauseView) addOne(start, end int) {
	v.clauses = append(v.clauses, clauseSpan{start, end})
}

// joinsList reports whether token k, an "and", joins two items of a list
// rather than two clauses: the tokens either side of it (a comma before
// it aside) are both in names ("Acme and Beta"), or both in figures of
// one kind ("30 and 12").
func (v *clauseView) joinsList(k int) bool {
	if k == 0 || k == len(v.toks)-1 {
		return true
	}
	before, after := v.toks[k-1], v.toks[k+1]
	if v.nameAt(int(before.Start)) >= 0 && v.nameAt(int(after.Start)) >= 0 {
		return true
	}
	b, a := v.numberAt(int(before.Start)), v.numberAt(int(after.Start))
	return b >= 0 && a >= 0 && v.nums[b].Kind == v.nums[a].Kind
}

// nameAt returns the index of the name holding byte i, -1 when none.
func (v *clauseView) nameAt(i int) int {
	for k, n := range v.names {
		if n.Start <= i && i < n.End {
			return k
		}
	}
	return -1
}

// nameBefore returns the index of the name that ends right before byte
// at, past blanks, -1 when none does.
func (v *clauseView) nameBefore(at int) int {
	return v.nameAt(len(strings.TrimRight(v.text[:at], " ")) - 1)
}

// numberAt returns the index of the number holding byte i, -1 when none.
func (v *clauseView) numberAt(i int) int {
	for k, n := range v.nums {
		if n.Start <= i && i < n.End {
			return k
		}
	}
	return -1
}

// clauseAt returns the clause holding byte i; a cut word belongs to the
// clause after it.
func (v *clauseView) clauseAt(i int) int {
	for c := len(v.clauses) - 1; c > 0; c-- {
		if v.clauses[c].start <= i {
			return c
		}
	}
	return 0
}

// holdsName reports whether clause c holds the folded name f.
func (v *clauseView) holdsName(c int, f string) bool {
	if f == "" {
		return false
	}
	if v.folded == nil {
		v.folded = make([]string, len(v.clauses))
	}
	if v.folded[c] == "" { // not yet folded, or folded to nothing
		v.folded[c] = signals.Fold(v.text[v.clauses[c].start:v.clauses[c].end])
	}
	return containsWord(v.folded[c], f)
}

// in reports whether byte offsets start to end lie in clause c.
func (v *clauseView) in(c, start, end int) bool {
	return v.clauses[c].holds(start, end)
}

// holds reports whether byte offsets start to end lie in span sp.
func (sp clauseSpan) holds(start, end int) bool {
	return sp.start <= start && end <= sp.end
}

// hasRival reports whether sentence numbers nums hold a rival of the
// claim's number i: a figure comparable with it that states none of the
// claim's numbers, or, when the claim's number is an amount of money, a
// share, or a count of a thing, one that states another of them (a
// sentence that gives the claim's two figures to each other's subjects
// or things: see swapped and namedOwner). A figure that rounds to the
// claim's number is a rival too where the claim bounds or approximates
// its number so that the figure does not state it ("more than a million
// barrels" and 987,000: see roundedRival).
func (cs *claimSignals) hasRival(nums []signals.Number, i int) bool {
	other := false
	for k := range nums {
		if elided(cs.numbers[i], nums[k]) {
			return true
		}
		if signals.Same(cs.numbers[i], nums[k]) {
			continue
		}
		if !signals.Comparable(cs.numbers[i], nums[k]) {
			if cs.roundedRival(i, nums[k]) {
				return true
			}
			continue
		}
		if !cs.statesAny(nums[k]) {
			return true
		}
		other = true
	}
	return other && (cs.numbers[i].Kind == signals.Money || cs.numbers[i].Kind == signals.Percent || cs.countedStem(i) != "")
}

// roundedRival reports whether source figure m, not comparable with the
// claim's number i only as a rounding of it (see signals.Comparable), is
// a rival of it: the claim bounds or approximates its number, and m lies
// where that says it does not (see disagrees), stating none of the
// claim's numbers.
func (cs *claimSignals) roundedRival(i int, m signals.Number) bool {
	n, y := cs.numbers[i], m
	y.Value = n.Value // its kind, not its rounding
	if !signals.Comparable(n, y) {
		return false
	}
	b, _ := boundOf(cs.seg.Text, cs.directions, n, false)
	approx := approximated(cs.seg.Text, n)
	return (b != exactly || approx) && disagrees(n, m, b, approx) && !cs.statesAny(m)
}

// figureOfAnchor reports whether sentence s, which holds no rival of the
// claim's figure, may give one of the claim's anchors a figure of its own
// in a clause of its own (see subjectOwner): it names an anchor and
// states more figures than the claim.
func (cs *claimSignals) figureOfAnchor(ix *Index, anchors []int, s int) bool {
	return len(ix.ev.Sentences[s].Numbers) > len(cs.numbers) && cs.namesAnchor(ix, anchors, s)
}

// elided reports whether source figure m may be a measure n with its unit
// left out, as a list's later items leave it ("30 points, Jones 12 and
// Davis 7"): a bare count of another value.
func elided(n, m signals.Number) bool {
	return n.Kind == signals.Measure && m.Kind == signals.Plain && !m.Counted && m.Value != n.Value
}

// isRival reports whether source number m is a rival of the claim's
// number i (see hasRival).
func (cs *claimSignals) isRival(m signals.Number, i int) bool {
	return signals.Comparable(cs.numbers[i], m) && !cs.statesAny(m)
}

// statesAny reports whether source number m states one of the claim's
// numbers.
func (cs *claimSignals) statesAny(m signals.Number) bool {
	return slices.ContainsFunc(cs.numbers, func(n signals.Number) bool { return signals.Same(n, m) })
}

// claimStates reports whether one of the claim's numbers states source
// number m, signals.Same with the roles turned (statesAny the other way):
// m says no more than a figure of the claim. A source's "March" is the
// claim's "3 March"; its "3 March" says more than the claim's "March", as
// its "45 years" says more than the claim's "in his 40s": each is a
// figure of the source's own, which narrows what it states or stands
// beside the claim's ("jailed for 45 years").
func (cs *claimSignals) claimStates(m signals.Number) bool {
	return signals.HasSame(cs.numbers, m)
}

// rivalIn returns the index of a figure in clause c of v that rivals the
// claim's number i, -1 when none: a rival (see isRival) that is no label
// nor an end of a range, and counts what the claim's number counts when
// both are followed by what they count ("30 stores" and "12 stores", not
// "900 troops" and "four attacks").
func (cs *claimSignals) rivalIn(ix *Index, v *clauseView, c, i int) int {
	want := cs.countedStem(i)
	for k, m := range v.nums {
		if v.in(c, m.Start, m.End) && cs.rivalAt(ix, v, k, i, want) {
			return k
		}
	}
	return -1
}

// rivalAt reports whether figure k of v rivals the claim's number i, which
// counts want ("" when it is followed by nothing it counts), as rivalIn
// asks of a clause's figures.
func (cs *claimSignals) rivalAt(ix *Index, v *clauseView, k, i int, want string) bool {
	if !cs.isRival(v.nums[k], i) && !elided(cs.numbers[i], v.nums[k]) || v.label(k) || v.inRange(k) {
		return false
	}
	if want == "" {
		return true
	}
	_, got := ix.countedAfter(v, v.nums[k].End)
	return got == "" || got == want
}

// statesIn reports whether clause c of v states the claim's number i.
func (cs *claimSignals) statesIn(v *clauseView, c, i int) bool {
	for _, m := range v.nums {
		if v.in(c, m.Start, m.End) && signals.Same(cs.numbers[i], m) {
			return true
		}
	}
	return false
}

// crossedIn moves to the owned numbers of passage e of prose, which
// would ground the claim, each of the claim's numbers that e states only
// where it belongs to another subject, year, place or thing than the
// claim's (see crossedOwner), or in a sentence that names the claim's
// anchors only as another's (see possessedOwner), or, in a sentence of no
// rival, for another clause's subject where a clause of the claim's anchor
// gives it a figure of its own (see subjectOwner), or, in a passage of
// several sentences, as another step's figure (see stepAcross) or where
// another sentence gives the claim's subject a rival figure (see
// anchoredRival), or as the figure of another thing an "of" names beside
// one of the claim's thing (see measuredOwner), and reports whether it
// moved any. It is asked only of a
// passage about to ground the claim, which numbersIn found to state each
// number in a sentence that holds one of the claim's anchors or names no
// one.
func (ix *Index) crossedIn(e *passageEval, cs *claimSignals, anchors []int) bool {
	pass := &ix.ev.Passages[e.p]
	figs, _ := cs.passageFigures(ix, pass)
	if figs == nil {
		return false
	}
	sents := ix.ev.SentencesOf(*pass)
	moved := false
	anchors = cs.ownerAnchors(anchors)
	for i := range cs.numbers {
		owner, byVerb, free := "", false, false
		for si := range sents {
			s := pass.First + si
			if figs[si]&(1<<i) == 0 || ix.otherOwner(cs, anchors, s) != "" {
				continue
			}
			o, verb := ix.possessedOwner(cs, anchors, s), false
			if o == "" && (cs.hasRival(sents[si].Numbers, i) || cs.inRelative(&sents[si], i)) {
				cv := cs.claimView()
				o, verb = ix.crossedOwner(cs, anchors, &cv, ix.sentenceView(cs.state, s), &sents[si], i)
			} else if o == "" {
				if len(sents) > 1 {
					o = ix.stepAcross(cs, anchors, pass, s, i)
				}
				if o == "" && cs.figureOfAnchor(ix, anchors, s) {
					cv := cs.claimView()
					o = ix.subjectOwner(cs, anchors, &cv, ix.sentenceView(cs.state, s), i)
				}
			}
			if o == "" && len(sents) > 1 {
				o = ix.anchoredRival(cs, anchors, pass, s, i)
			}
			if o == "" {
				o = cs.measuredOwner(&sents[si], i)
			}
			if o == "" {
				free = true
				break
			}
			if owner == "" {
				owner, byVerb = o, verb
			}
		}
		if !free && owner != "" {
			e.ownedNums = append(e.ownedNums, i)
			if e.otherSubject == "" {
				e.otherSubject, e.ownedByVerb = owner, byVerb
			}
			moved = true
		}
	}
	return moved
}

// ownerAnchors returns the claim's anchors that its figures may belong
// to: anchors but those named only in an apposition of another (see
// inApposition), which says who the other is: "Penmoor Ales, Stallard's
// closest rival, sold 987,000 barrels" gives the barrels to Penmoor Ales,
// not to Stallard. It is anchors itself when none is in one.
func (cs *claimSignals) ownerAnchors(anchors []int) []int {
	if len(anchors) < 2 || !slices.ContainsFunc(anchors, cs.inApposition) {
		return anchors
	}
	own := make([]int, 0, len(anchors))
	for _, a := range anchors {
		if !cs.inApposition(a) {
			own = append(own, a)
		}
	}
	return own
}

// inApposition reports whether the claim's name a lies in an apposition
// of the name right before it: an aside after that name's comma, of a few
// words in lower case around a (at least one), up to the comma that closes it, followed
// by the rest of the claim (", Stallard's closest rival," of "Penmoor
// Ales, Stallard's closest rival, sold …"; ", the closest rival of
// Stallard Brewing,").
func (cs *claimSignals) inApposition(a int) bool {
	n, text := &cs.names[a], cs.seg.Text
	open := strings.LastIndexByte(text[:n.Start], ',')
	if open < 0 || !slices.ContainsFunc(cs.names, func(m signals.Name) bool { return m.End == open }) {
		return false
	}
	end := strings.IndexByte(text[n.End:], ',')
	if end < 0 || strings.TrimSpace(text[n.End+end+1:]) == "" {
		return false
	}
	end += n.End
	before := text[open+1 : n.Start]
	after := strings.TrimPrefix(strings.TrimPrefix(text[n.End:end], "'s"), "’s")
	if end-open > maxAsideBytes || strings.Count(before, " ")+strings.Count(after, " ") > maxAsideWords {
		return false
	}
	// A list's item has no words of its own ("Acme, Beta, and Gamma"),
	// and a clause opens on a word that joins it ("MEPs, and Labour,
	// which came second").
	words := strings.Fields(before + after)
	return len(words) > 0 && !isClauseCut(words[0]) && lowerWords(before) && lowerWords(after)
}

// lowerWords reports whether text holds only words in lower case ASCII,
// spaces and hyphens.
func lowerWords(text string) bool {
	for i := 0; i < len(text); i++ {
		if c := text[i]; !isLowerLetter(c) && c != ' ' && c != '-' {
			return false
		}
	}
	return true
}

// anchoredRival returns sentence s of passage pass, quoted, when it
// states the claim's number i without naming the claim's subject while
// another sentence of the passage names it and gives it a rival figure
// for the claim's event (the claim's word nearest the figure, see
// eventStems), at no other time (see timeOfAnother): of "The base model
// costs $799. The Pro costs $999." the $799 is not the Pro's. A sentence
// that refers back ("It", "The company", see refersBack) to the sentence
// before it is that one's subject's: the claim's, when that one names
// it, and then asked only whether its figure is another event's (see
// eventRival). It is "" otherwise.
func (ix *Index) anchoredRival(cs *claimSignals, anchors []int, pass *evidence.Passage, s, i int) string {
	if len(anchors) == 0 {
		return ""
	}
	text := ix.ev.Sentences[s].Text
	if cs.namesAnchor(ix, anchors, s) || refersBack(text) && s > pass.First && cs.namesAnchor(ix, anchors, s-1) {
		return ix.eventRival(cs, cs.subject(anchors), pass, s, i)
	}
	var buf [eventWords]int32
	events, known := cs.eventStems(buf[:0], cs.numbers[i])
	if !known || len(events) == 0 {
		return ""
	}
	events = events[:1]
	for t := pass.First; t <= pass.Last; t++ {
		sent := &ix.ev.Sentences[t]
		if t == s || !tellsOfEvent(events, sent.StemIDs) || !cs.namesAnchor(ix, anchors, t) || cs.timeOfAnother(ix, t) {
			continue
		}
		if slices.ContainsFunc(sent.Numbers, func(m signals.Number) bool { return cs.isRival(m, i) }) {
			return strconv.Quote(strings.TrimRight(text, " ."))
		}
	}
	return ""
}

// eventRival returns sentence s of passage pass, quoted, which states the
// claim's number i and names the claim's subject (its name subject) or
// refers back to a sentence that does, when it holds none of the
// words the claim's figure goes with (the claim's words nearest before it,
// see eventStems, and the word right after it) while another sentence of
// the passage names the subject and puts a rival figure right after the
// claim's word nearest before its own, at no other time nor, for a year
// or a date, with another amount (see timeOfAnother, amountOfAnother): of
// "The council approved a budget of $4 million in March. It was later
// raised to $5 million." the $5 million is not the budget approved in
// March, nor of "Acme opened its plant in 2019. It was expanded in 2021."
// is 2021 the year it opened. It is "" otherwise.
func (ix *Index) eventRival(cs *claimSignals, subject int, pass *evidence.Passage, s, i int) string {
	if subject < 0 {
		return ""
	}
	// Most passages hold no other sentence with a rival figure, which
	// is asked first, as it costs least.
	rivalled := func(t int) bool {
		return t != s && slices.ContainsFunc(ix.ev.Sentences[t].Numbers, func(m signals.Number) bool { return cs.isRival(m, i) })
	}
	found := false
	for t := pass.First; t <= pass.Last && !found; t++ {
		found = rivalled(t)
	}
	sent := &ix.ev.Sentences[s]
	if !found || !cs.holdsName(ix, s, subject) && !(refersBack(sent.Text) && s > pass.First && cs.holdsName(ix, s-1, subject)) {
		return ""
	}
	n := cs.numbers[i]
	var buf [eventWords + 1]int32
	events, known := cs.eventStems(buf[:0], n)
	if !known || len(events) == 0 {
		return ""
	}
	before := cs.wordBefore(n)
	if before < 0 {
		return ""
	}
	if k := tokenAt(cs.tokens, n.End); k >= 0 && cs.state.tokenStems[k].ok {
		events = append(events, cs.state.tokenStems[k].id)
	}
	if tellsOfAny(events, sent.StemIDs) {
		return ""
	}
	stem := ix.ev.Stem(cs.tokens[before].Lower)
	for t := pass.First; t <= pass.Last; t++ {
		other := &ix.ev.Sentences[t]
		if !rivalled(t) || !cs.holdsName(ix, t, subject) || cs.timeOfAnotherBut(ix, t, i) || isDate(n) && cs.amountOfAnother(ix, t) {
			continue
		}
		toks := cs.state.tokensOf(other.Text)
		for _, m := range other.Numbers {
			if !cs.isRival(m, i) {
				continue
			}
			if k := contentBefore(toks, m.Start); k >= 0 && ix.ev.Stem(toks[k].Lower) == stem {
				return strconv.Quote(strings.TrimRight(sent.Text, " ."))
			}
		}
	}
	return ""
}

// contentBefore returns the last of toks that is a content word and ends
// by byte at, -1 when there is none.
func contentBefore(toks []signals.Token, at int) int {
	for k := len(toks) - 1; k >= 0; k-- {
		if int(toks[k].End) <= at && signals.IsContentWord(toks[k].Lower) {
			return k
		}
	}
	return -1
}

// wordBefore returns the claim's content word nearest before its figure n
// outside its names and figures, -1 when there is none.
func (cs *claimSignals) wordBefore(n signals.Number) int {
	for k := len(cs.tokens) - 1; k >= 0; k-- {
		t := cs.tokens[k]
		if int(t.End) > n.Start || cs.inName(int(t.Start)) || !signals.IsContentWord(t.Lower) || inFigure(cs.numbers, int(t.Start)) {
			continue
		}
		return k
	}
	return -1
}

// namesAnchor reports whether sentence s holds one of the claim's
// anchors.
func (cs *claimSignals) namesAnchor(ix *Index, anchors []int, s int) bool {
	return slices.ContainsFunc(anchors, func(a int) bool { return cs.holdsName(ix, s, a) })
}

// crossedOwner returns, of the source sentence whose clause view is v,
// which states the claim's number i and holds one of its anchors or names
// no one, what the number belongs to when the sentence states it only for
// another subject, year, place or thing than the claim's; "" when some
// place the sentence states it at is the claim's. It is asked only of a
// sentence that holds a rival of the number (see hasRival) or states it
// in a relative clause (see inRelative). A place states the number by its
// value (signals.Same), or as the claim bounds or approximates it (see
// statesRoughly: "more than a million barrels" of 1,046,000). cv is the
// claim's view, sent the sentence. verb reports that
// the owner is a verb the sentence gives the number in place of the
// claim's (see borrowedVerb).
func (ix *Index) crossedOwner(cs *claimSignals, anchors []int, cv, v *clauseView, sent *evidence.Sentence, i int) (owner string, verb bool) {
	n := &cs.numbers[i]
	for k := range v.nums {
		if m := &v.nums[k]; !signals.Same(*n, *m) && !statesRoughly(cs, n, sent, m) {
			continue
		}
		o, byVerb := ix.borrowedVerb(cs, anchors, v, i, k), true
		if o == "" {
			o, byVerb = ix.ownerAt(cs, anchors, cv, v, i, k), false
		}
		if o == "" {
			return "", false
		}
		if owner == "" {
			owner, verb = o, byVerb
		}
	}
	return owner, verb
}

// ownerAt returns what number k of v, which states the claim's number i,
// belongs to when that is not the claim's: the name whose relative clause
// or brackets hold it (see bracketOwner), the item it is of in a list
// that leaves the verb out, the subject it is paired with in a list, the
// subject, place or year of its clause, the comparison it is the baseline
// of (see baselineOwner), the thing it counts, the group its qualifier
// names (see qualifierOwner), or the step of a task or measure it is of
// (see stepOwner). It is "" when the number may be the
// claim's. A label ("Route 495") or an end of a range ("$100-$300") is
// owned by nothing. cv is the
// claim's own view: only the names and figures of the claim's clause
// that holds the number are paired with it.
func (ix *Index) ownerAt(cs *claimSignals, anchors []int, cv, v *clauseView, i, k int) string {
	if o := cs.relativeOwner(anchors, v, k); o != "" {
		return o
	}
	if o := cs.bracketOwner(anchors, v, k); o != "" {
		return o
	}
	if o := cs.gappedOwner(anchors, v, i, k); o != "" {
		return o
	}
	if o := ix.eventOwner(cs, v, i, k); o != "" {
		return o
	}
	if o := cs.placeOwner(v, k); o != "" {
		return o
	}
	if o := ix.baselineOwner(cs, cv, v, i, k); o != "" {
		return o
	}
	if v.label(k) || v.inRange(k) {
		return ""
	}
	if o := ix.pairedOwner(cs, anchors, v, i, k); o != "" {
		return o
	}
	if o := cs.countedOwner(ix, v, i, k); o != "" {
		return o
	}
	if o := ix.qualifierOwner(cs, cv, v, i, k); o != "" {
		return o
	}
	if o := ix.stepOwner(cs, anchors, v, i, k); o != "" {
		return o
	}
	if len(v.clauses) < 2 {
		return ""
	}
	if o := ix.namedOwner(cs, anchors, cv.clauseAnchors(cs, anchors, i), v, i, k); o != "" {
		return o
	}
	c, own := v.clauseAt(v.nums[k].Start), cv.clauseAt(cs.numbers[i].Start)
	for j := range cs.numbers {
		if j == i || cv.clauseAt(cs.numbers[j].Start) != own || cs.statesIn(v, c, j) {
			continue
		}
		states := func(d, _ int) bool { return cs.statesIn(v, d, j) }
		if cs.rivalElsewhere(ix, v, c, i, states) {
			if r := cs.rivalIn(ix, v, c, j); r >= 0 {
				return v.nums[r].Text
			}
		}
	}
	return ""
}

// subjectOwner returns, of the source sentence whose clause view is v,
// the subject another than the claim's of each clause that states the
// claim's number i, when another clause gives one of the claim's anchors
// a figure of its own, though of another measure (see namedOwner and
// figureElsewhere): "Jones scored 30 points and Smith had 12 rebounds"
// does not state "Smith scored 30 points". It is "" otherwise. cv is the
// claim's view. crossedIn asks it only of a sentence that holds no rival
// of the number, and names an anchor (see figureOfAnchor); one that holds
// a rival is read by crossedOwner.
func (ix *Index) subjectOwner(cs *claimSignals, anchors []int, cv, v *clauseView, i int) string {
	if len(v.clauses) < 2 {
		return ""
	}
	owner, own := "", cv.clauseAnchors(cs, anchors, i)
	for k, m := range v.nums {
		if !signals.Same(cs.numbers[i], m) {
			continue
		}
		o := ix.namedOwner(cs, anchors, own, v, i, k)
		if o == "" {
			return ""
		}
		if owner == "" {
			owner = o
		}
	}
	return owner
}

// relativeOwner returns the name number k of v belongs to when it lies in
// a relative clause that opens right after that name, which is none of the
// claim's anchors: "Acme has more stores than Beta, which has 30" gives 30
// to Beta. It is "" otherwise.
func (cs *claimSignals) relativeOwner(anchors []int, v *clauseView, k int) string {
	at := relativeOpen(v.text, v.nums[k].Start)
	if at < 0 {
		return ""
	}
	x := v.nameBefore(at)
	if x < 0 || cs.anchorOf(anchors, signals.Fold(v.names[x].Text)) {
		return ""
	}
	return v.names[x].Text
}

// relativeReach is how far before a figure the comma opening its relative
// clause is sought: "which" and the figure it leads to are seldom further
// apart.
const relativeReach = 64

// bracketOwner returns the name number k of v belongs to when it lies in
// brackets that open right after that name, which is none of the claim's
// anchors, while the first of them, the claim's subject, is named
// elsewhere in the sentence, outside the brackets and not as another name
// of the first (see aliasBefore): "James Murdoch (born 1972) is the son of
// Rupert Murdoch" gives 1972 to James Murdoch, not to Rupert. A day, a
// month or a unit before the brackets ("on Friday (October 6)", "350°F
// (175°C)") owns nothing. It is "" otherwise.
func (cs *claimSignals) bracketOwner(anchors []int, v *clauseView, k int) string {
	at := bracketOpen(v.text, v.nums[k].Start)
	if at < 0 {
		return ""
	}
	x := v.nameBefore(at)
	if x < 0 {
		return ""
	}
	f := signals.Fold(v.names[x].Text)
	if len(f) < 2 || cs.anchorOf(anchors, f) || signals.IsMonth(f) || slices.Contains(dayNames, f) {
		return "" // "350°F (175°C)", "on Friday (October 6)"
	}
	end := strings.IndexByte(v.text[at:], ')')
	if end < 0 {
		return ""
	}
	end += at
	for _, nm := range v.names {
		if (nm.End <= v.names[x].Start || nm.Start > end) && len(anchors) > 0 && cs.anchorOf(anchors[:1], signals.Fold(nm.Text)) &&
			!aliasBefore(v.text[end+1:max(end+1, nm.Start)]) {
			return v.names[x].Text
		}
	}
	return ""
}

// aliasBefore reports whether between, the text from a closing bracket to
// a name, introduces the name as another of the name before the brackets
// ("Christopher Eubanks (born 1966), known as Chris Eubank").
func aliasBefore(between string) bool {
	return endsInFoldedWord(strings.TrimRight(between, " ,"), aliasWords)
}

// aliasWords are the words that introduce another name of a name (see
// aliasBefore).
var aliasWords = []string{"known as", "called", "nicknamed", "or"}

// bracketOpen returns the place of the bracket that opens before byte at
// of text and is not closed before it, within relativeReach bytes; -1
// when there is none.
func bracketOpen(text string, at int) int {
	lo := max(0, at-relativeReach)
	if strings.IndexByte(text[lo:at], '(') < 0 {
		return -1 // most figures: found by a scan many bytes at a time
	}
	p := strings.LastIndexByte(text[lo:at], '(')
	if strings.IndexByte(text[lo+p:at], ')') >= 0 {
		return -1
	}
	return lo + p
}

// inRelative reports whether sentence s states the claim's number i in a
// relative clause or in brackets (see relativeOpen and bracketOpen).
func (cs *claimSignals) inRelative(s *evidence.Sentence, i int) bool {
	return slices.ContainsFunc(s.Numbers, func(m signals.Number) bool {
		return signals.Same(cs.numbers[i], m) && (relativeOpen(s.Text, m.Start) >= 0 || bracketOpen(s.Text, m.Start) >= 0)
	})
}

// relativeOpen returns the place of the comma that opens the relative
// clause holding byte at of text (", which has 30", ", who earned $5",
// ", whose"): the last comma before it, within relativeReach bytes; -1
// when that opens none.
func relativeOpen(text string, at int) int {
	lo := max(0, at-relativeReach)
	c := strings.LastIndexByte(text[lo:at], ',')
	if c < 0 {
		return -1
	}
	c += lo
	if strings.IndexByte(text[c:at], ';') >= 0 {
		return -1
	}
	rest := text[c:at]
	if strings.HasPrefix(rest, ", which ") || strings.HasPrefix(rest, ", who ") || strings.HasPrefix(rest, ", whose ") {
		return c
	}
	return -1
}

// gappedOwner returns the subject number k of v, which states the
// claim's number i, belongs to in a list that leaves the verb out of its
// items ("Bank of America opened 30 branches, Wells Fargo 12 and Chase
// 7"): the item's name right before it, when that is none of the claim's
// anchors (12 is Wells Fargo's, not Chase's); or, when an item of one of
// the claim's anchors comes after it with a rival figure of its own, the
// name before it (30 is Bank of America's, not Wells Fargo's). It is ""
// otherwise.
func (cs *claimSignals) gappedOwner(anchors []int, v *clauseView, i, k int) string {
	at := v.nums[k].Start
	if x := v.nameBefore(at); x >= 0 && v.itemFigure(x) == k &&
		!cs.anchorOf(anchors, signals.Fold(v.names[x].Text)) {
		return v.names[x].Text
	}
	for x, nm := range v.names {
		if nm.Start < v.nums[k].End {
			continue
		}
		// The name folded last: most names are no item with a rival.
		if r := v.itemFigure(x); r < 0 || !cs.isRival(v.nums[r], i) && !elided(cs.numbers[i], v.nums[r]) || !cs.anchorOf(anchors, signals.Fold(nm.Text)) {
			continue
		}
		return cs.gappedHead(anchors, v, k)
	}
	return ""
}

// borrowedVerb returns the verb that number k of v, which states the
// claim's number i in an item of one of the claim's anchors in a list
// that leaves the verb out, takes from the nearest item before it that
// states one, when the claim gives its anchor another verb, one that the
// list gives another item: "Acme opened 30 stores, Beta closed 12 and
// Gamma 7" states that Gamma closed 7, not that it opened 7. It is ""
// otherwise, and when the items before it are not each a name, words
// and a figure.
func (ix *Index) borrowedVerb(cs *claimSignals, anchors []int, v *clauseView, i, k int) string {
	x := v.nameBefore(v.nums[k].Start)
	if x < 0 || v.itemFigure(x) != k {
		return ""
	}
	a := cs.anchorNamed(anchors, signals.Fold(v.names[x].Text))
	if a < 0 || cs.names[a].End > cs.numbers[i].Start {
		return ""
	}
	claimVerb := cs.stemsBetween(cs.names[a].End, cs.numbers[i].Start)
	if len(claimVerb) == 0 {
		return ""
	}
	borrowed, given := "", false
	for r := k - 1; r >= 0; r-- {
		from := v.itemName(r)
		if from < 0 {
			return ""
		}
		verb := strings.TrimSpace(v.text[from:v.nums[r].Start])
		if verb == "" {
			continue // another item that leaves the verb out
		}
		names := ix.holdsStem(v, from, v.nums[r].Start, claimVerb)
		if borrowed == "" {
			if names {
				return "" // the claim's verb is the one the item takes
			}
			borrowed = verb
			continue
		}
		given = given || names
	}
	if !given {
		return ""
	}
	return borrowed
}

// itemName returns where the words of the item of number r of v start:
// the end of the name of the item, the last name before the number and
// after the number before it; -1 when there is none.
func (v *clauseView) itemName(r int) int {
	lo := 0
	if r > 0 {
		lo = v.nums[r-1].End
	}
	at := v.nums[r].Start
	for y := len(v.names) - 1; y >= 0; y-- {
		if n := v.names[y]; n.End <= at {
			if n.Start < lo {
				return -1
			}
			return n.End
		}
	}
	return -1
}

// holdsStem reports whether v's text from start to end holds a word of one
// of stems.
func (ix *Index) holdsStem(v *clauseView, start, end int, stems []string) bool {
	for _, t := range v.toks {
		if int(t.Start) >= start && int(t.End) <= end {
			if st, _, _, ok, _ := ix.ev.WordStem(t.Lower); ok && slices.Contains(stems, st) {
				return true
			}
		}
	}
	return false
}

// stemsBetween returns the stems of the claim's content words from byte
// start to end.
func (cs *claimSignals) stemsBetween(start, end int) []string {
	var stems []string
	for k, t := range cs.tokens {
		if int(t.Start) >= start && int(t.End) <= end && cs.state.tokenStems[k].ok {
			stems = append(stems, cs.state.tokenStems[k].stem)
		}
	}
	return stems
}

// gappedHead returns whose number k of v is, in a list whose later items
// leave the verb out: a place named after it before the first item ("30
// stores in Texas, Ohio 12"), or else the subject named before it ("Bank
// of America opened 30"), when that is none of the claim's anchors; ""
// otherwise.
func (cs *claimSignals) gappedHead(anchors []int, v *clauseView, k int) string {
	at := v.nums[k].Start
	for x, nm := range v.names {
		if nm.Start < v.nums[k].End {
			continue
		}
		if v.itemFigure(x) >= 0 {
			break
		}
		if !cs.anchorOf(anchors, signals.Fold(nm.Text)) {
			return nm.Text
		}
	}
	for y := len(v.names) - 1; y >= 0; y-- {
		if v.names[y].End <= at {
			if cs.anchorOf(anchors, signals.Fold(v.names[y].Text)) {
				return ""
			}
			return v.names[y].Text
		}
	}
	return ""
}

// placeOwner returns the place right after number k of v, past the word
// it counts ("12 in Texas", "12 stores in Texas"), when that is none of the
// claim's names and another figure of the sentence is the place's the
// claim names: "Acme opened 30 stores in Ohio, 12 in Texas and 7 in Utah"
// gives 12 to Texas, not to Ohio. It is "" otherwise.
func (cs *claimSignals) placeOwner(v *clauseView, k int) string {
	x := v.placeAfter(k)
	if x < 0 || cs.namesName(signals.Fold(v.names[x].Text)) {
		return ""
	}
	for r := range v.nums {
		if y := v.placeAfter(r); r != k && y >= 0 && cs.namesName(signals.Fold(v.names[y].Text)) {
			return v.names[x].Text
		}
	}
	return ""
}

// placeAfter returns the name of v right after number k, past the word it
// counts and "in" ("12 in Texas", "12 stores in Texas"), -1 when none.
func (v *clauseView) placeAfter(k int) int {
	rest := strings.TrimLeft(v.text[v.nums[k].End:], " ")
	if w := leadingWord(rest); w != "" && w != "in" && strings.ToLower(w) == w {
		rest = strings.TrimLeft(rest[len(w):], " ") // the word counted
	}
	if !strings.HasPrefix(rest, "in ") {
		return -1
	}
	pos := len(v.text) - len(rest) + len("in ")
	if x := v.nameAt(pos); x >= 0 && v.names[x].Start == pos {
		return x
	}
	return -1
}

// itemFigure returns the figure of name x of v when the two make an item
// of a list that leaves the verb out (", Wells Fargo 12", "and Chase 7"):
// the name follows a comma or an "and", and an amount follows the name
// with nothing between (not a date: "Francis I, François Étienne 8
// December 1708"); -1 otherwise.
func (v *clauseView) itemFigure(x int) int {
	nm := v.names[x]
	before := strings.TrimRight(v.text[:nm.Start], " ")
	if !strings.HasSuffix(before, ",") && !endsWithFolded(before, " and") {
		return -1
	}
	return slices.IndexFunc(v.nums, func(m signals.Number) bool {
		return m.Start > nm.End && m.Quantity() && strings.TrimSpace(v.text[nm.End:m.Start]) == ""
	})
}

// namedOwner returns the name that number k of v, which states the
// claim's number i, belongs to when its clause, which holds none of the
// claim's anchors but as another's (see ownedAnchors), names another
// subject before it or another place after it (a name that could anchor a
// claim), and another clause names one of own, the anchors of the claim's
// clause holding the number, in the same place about a rival figure:
// "Acme opened 30 stores, while Beta opened 12" does not state "Beta
// opened 30 stores", nor "Acme had 12 stores in Ohio and 30 in Texas"
// that Acme had 30 in Ohio, nor "Acme's CEO is 54, and Beta's CEO is 61"
// that Acme's CEO is 61. A clause that names the anchor of another
// clause of the claim owns its figure for that anchor where a clause
// naming one of own states another figure of its kind: "Acme opened 9
// stores and Beta opened 12" gives its 12 to Beta, not to the Acme of
// "Acme opened 12 stores and Beta opened 9".
func (ix *Index) namedOwner(cs *claimSignals, anchors, own []int, v *clauseView, i, k int) string {
	c := v.clauseAt(v.nums[k].Start)
	other := -1 // an anchor of another clause of the claim, which c names
	for _, a := range anchors {
		if !v.holdsName(c, cs.folded(a)) {
			continue
		}
		if !slices.Contains(own, a) {
			other = a
			continue
		}
		// Unless each is another's ("Beta's CEO is 61").
		if ix.ownedAnchors(cs, anchors, v, v.clauses[c].start, v.clauses[c].end) == "" {
			return ""
		}
		other = -1
		break
	}
	if other >= 0 {
		// "Acme opened 9 stores and Beta opened 12" gives its 12 to
		// Beta, the subject of another clause of "Acme opened 12 stores
		// and Beta opened 9", where a clause naming Acme gives Acme a
		// rival of it.
		want := cs.countedStem(i)
		for r, m := range v.nums {
			d := v.clauseAt(m.Start)
			if d == c || !signals.Comparable(cs.numbers[i], m) || signals.Same(cs.numbers[i], m) || v.label(r) || v.inRange(r) {
				continue
			}
			if _, got := ix.countedAfter(v, m.End); want != "" && got != "" && got != want {
				continue
			}
			if n := v.nameBeside(d, r, true); n >= 0 && cs.anchorOf(own, signals.Fold(v.names[n].Text)) {
				return cs.names[other].Text
			}
		}
		return ""
	}
	for _, before := range []bool{true, false} {
		n := v.nameBeside(c, k, before)
		if n < 0 {
			continue
		}
		if f := signals.Fold(v.names[n].Text); !ix.ev.CanAnchor(v.names[n], f) || cs.namesOwner(f) {
			continue
		}
		claims := func(d, r int) bool {
			m := v.nameBeside(d, r, before)
			return m >= 0 && cs.anchorOf(own, signals.Fold(v.names[m].Text))
		}
		if cs.rivalElsewhere(ix, v, c, i, claims) || before && cs.figureElsewhere(v, c, claims) {
			return v.names[n].Text
		}
	}
	return ""
}

// figureElsewhere reports whether a clause d of v other than c holds a
// figure r that states none of the claim's numbers, of which holds(d, r):
// "Jones scored 30 points and Smith had 12 rebounds" gives Smith a figure
// of his own, so the 30 points are Jones's alone.
func (cs *claimSignals) figureElsewhere(v *clauseView, c int, holds func(d, r int) bool) bool {
	for r, m := range v.nums {
		if d := v.clauseAt(m.Start); d != c && !cs.statesAny(m) && !v.label(r) && holds(d, r) {
			return true
		}
	}
	return false
}

// rivalElsewhere reports whether a clause d of v other than c holds a
// rival r of the claim's number i (see rivalIn) of which holds(d, r).
func (cs *claimSignals) rivalElsewhere(ix *Index, v *clauseView, c, i int, holds func(d, r int) bool) bool {
	for d := range v.clauses {
		if d == c {
			continue
		}
		if r := cs.rivalIn(ix, v, d, i); r >= 0 && holds(d, r) {
			return true
		}
	}
	return false
}

// nameBeside returns the first name of clause c of v on a side of number
// k, -1 when none: before it, the clause's subject; after it, the name
// nearest it, its place.
func (v *clauseView) nameBeside(c, k int, before bool) int {
	at := v.nums[k].Start
	for x, n := range v.names {
		if !v.in(c, n.Start, n.End) || before != (n.End <= at) {
			continue
		}
		return x
	}
	return -1
}

// anchorOf reports whether the folded source name f is one of anchors,
// the claim's.
func (cs *claimSignals) anchorOf(anchors []int, f string) bool {
	return cs.anchorNamed(anchors, f) >= 0
}

// anchorNamed returns the one of anchors, the claim's, that the folded
// source name f names (one holds the other as words), -1 when none.
func (cs *claimSignals) anchorNamed(anchors []int, f string) int {
	for _, a := range anchors {
		if g := cs.folded(a); containsWord(f, g) || containsWord(g, f) {
			return a
		}
	}
	return -1
}

// clauseAnchors returns the anchors of the claim, whose view cv is, in its
// clause that holds its number i, or all of them when that clause has
// none.
func (cv *clauseView) clauseAnchors(cs *claimSignals, anchors []int, i int) []int {
	c := cv.clauseAt(cs.numbers[i].Start)
	var own []int
	for _, a := range anchors {
		if cv.in(c, cs.names[a].Start, cs.names[a].End) {
			own = append(own, a)
		}
	}
	if len(own) == 0 {
		return anchors
	}
	return own
}

// label reports whether number k of v names something rather than counts
// it: it follows a name ("Route 495", "Under-21").
func (v *clauseView) label(k int) bool {
	before := strings.TrimRight(v.text[:v.nums[k].Start], " -")
	return before != "" && v.nameAt(len(before)-1) >= 0
}

// inRange reports whether number k of v is an end of a range: "between
// 4 and 10", "from 30 to 12", "$100-$300".
func (v *clauseView) inRange(k int) bool {
	opens := func(x int) bool {
		before := strings.TrimRight(strings.TrimSpace(v.text[:v.nums[x].Start]), "$£€")
		return endsWithFolded(before, "between") || endsWithFolded(before, "from")
	}
	joins := func(x int) bool { // numbers x and x+1 make a range
		between := strings.TrimSpace(v.text[v.nums[x].End:v.nums[x+1].Start])
		between = strings.TrimRight(between, "$£€")
		switch between {
		case "-", "–", "—", "to":
			return true
		}
		w := between[strings.LastIndexByte(between, ' ')+1:]
		return (w == "and" || w == "to") && opens(x)
	}
	return opens(k) || k+1 < len(v.nums) && joins(k) || k > 0 && joins(k-1)
}

// countedOwner returns the word that number k of v, which states the
// claim's number i, counts when that is not what the claim's counts, and
// the sentence counts the claim's thing with a rival: "30 trucks and 12
// cars" does not state "30 cars". It is "" otherwise.
func (cs *claimSignals) countedOwner(ix *Index, v *clauseView, i, k int) string {
	want := cs.countedStem(i)
	if want == "" {
		return ""
	}
	word, got := ix.wordAfter(v, v.nums[k].End)
	if got == "" || got == want {
		return ""
	}
	for r, m := range v.nums {
		if _, st := ix.wordAfter(v, m.End); r != k && st == want && (cs.isRival(m, i) || cs.swapped(m, i, want)) {
			return word
		}
	}
	return ""
}

// swapped reports whether source number m, which counts want, the thing
// the claim's number i counts, states another of the claim's numbers,
// one that counts something else: "30 stores and 12 offices" gives the
// claim's 30 to its stores and its 12 to its offices, and states neither
// "12 stores" nor "30 offices".
func (cs *claimSignals) swapped(m signals.Number, i int, want string) bool {
	if signals.Same(cs.numbers[i], m) {
		return false
	}
	for j, n := range cs.numbers {
		if j != i && signals.Same(n, m) {
			if st := cs.countedStem(j); st != "" && st != want {
				return true
			}
		}
	}
	return false
}

// countedStem returns the stem of the content word right after the
// claim's number i ("cars" of "30 cars"), or of the one after it and an
// "of" ("flour" of "2 cups of flour"), "" when none follows it.
func (cs *claimSignals) countedStem(i int) string {
	end := cs.numbers[i].End
	for k, t := range cs.tokens {
		if int(t.Start) < end {
			continue
		}
		if strings.TrimSpace(cs.seg.Text[end:t.Start]) != "" || !cs.state.tokenStems[k].ok {
			return ""
		}
		// "2 cups of flour" counts flour, in cups.
		if k+2 < len(cs.tokens) && cs.tokens[k+1].Lower == "of" && cs.state.tokenStems[k+2].ok {
			return cs.state.tokenStems[k+2].stem
		}
		return cs.state.tokenStems[k].stem
	}
	return ""
}

// wordAfter returns the lower-case content word right after byte end of
// v's text, with its stem; both "" when none follows there.
func (ix *Index) wordAfter(v *clauseView, end int) (word, stem string) {
	return ix.wordFrom(v, end, false)
}

// countedAfter is wordAfter past capitalised words: what a source's
// figure counts ("troops" of "900 U.S. troops").
func (ix *Index) countedAfter(v *clauseView, end int) (word, stem string) {
	return ix.wordFrom(v, end, true)
}

// wordFrom is wordAfter, passing over capitalised words first when caps
// is set.
func (ix *Index) wordFrom(v *clauseView, end int, caps bool) (word, stem string) {
	for k, t := range v.toks {
		if int(t.Start) < end {
			continue
		}
		if strings.Trim(v.text[end:t.Start], " .") != "" {
			return "", ""
		}
		written := v.text[t.Start:t.End]
		if written != t.Lower {
			if caps {
				end = int(t.End)
				continue
			}
			return "", ""
		}
		st, _, _, ok, _ := ix.ev.WordStem(written)
		if !ok {
			return "", ""
		}
		if w, s, ok := ix.measuredAfter(v, k); ok {
			return w, s // "3 cups of flour" counts flour, in cups
		}
		return written, st
	}
	return "", ""
}

// measuredAfter returns the lower-case content word two tokens after
// token k of v when the one between is "of" ("flour" of "cups of flour"),
// with its stem; false otherwise.
func (ix *Index) measuredAfter(v *clauseView, k int) (word, stem string, ok bool) {
	if k+2 >= len(v.toks) || v.toks[k+1].Lower != "of" {
		return "", "", false
	}
	t := v.toks[k+2]
	written := v.text[t.Start:t.End]
	if written != t.Lower {
		return "", "", false
	}
	st, _, _, ok, _ := ix.ev.WordStem(written)
	return written, st, ok
}

// namesName reports whether the folded source name f is one of the
// claim's names, or holds one, or is held by one.
func (cs *claimSignals) namesName(f string) bool {
	return cs.namesNameBut(-1, f)
}

// namesNameBut is namesName of the claim's names but its name skip.
func (cs *claimSignals) namesNameBut(skip int, f string) bool {
	for a := range cs.names {
		if g := cs.folded(a); a != skip && (containsWord(f, g) || containsWord(g, f)) {
			return true
		}
	}
	return false
}

// namesOwner is namesName of the claim's names but those in an
// apposition of another (see inApposition): one that says who the other
// is names no owner of the claim's figures.
func (cs *claimSignals) namesOwner(f string) bool {
	for a := range cs.names {
		if g := cs.folded(a); (containsWord(f, g) || containsWord(g, f)) && !cs.inApposition(a) {
			return true
		}
	}
	return false
}

// namesOther reports whether the folded source name f is one of the
// claim's names other than its subject, or holds one, or is held by one,
// and holds not the subject's.
func (cs *claimSignals) namesOther(subject int, f string) bool {
	return !containsWord(f, cs.folded(subject)) && cs.namesNameBut(subject, f)
}

// pairedOwner returns the subject number k of v, which states the
// claim's number i, is paired with when a list of names is followed, in
// its clause, by a list of as many figures of one kind ("Acme, Beta and
// Gamma opened 30, 20 and 12 stores (respectively)"), read in order, and
// the claim's anchor is another item of the names than the number is of
// the figures. It is "" otherwise, and when the claim names more than
// one of the names or states more than one of the figures.
func (ix *Index) pairedOwner(cs *claimSignals, anchors []int, v *clauseView, i, k int) string {
	figs := v.numberList(k)
	if len(figs) < 2 {
		return ""
	}
	names := v.nameListBefore(figs[0])
	if len(names) != len(figs) {
		return ""
	}
	j, at := -1, -1
	for x, n := range names {
		if cs.anchorOf(anchors, signals.Fold(v.names[n].Text)) {
			if j >= 0 && j != x {
				return ""
			}
			j = x
		}
	}
	for x, fi := range figs {
		if fi == k {
			at = x
		} else if cs.statesAny(v.nums[fi]) {
			return ""
		}
	}
	if j < 0 || j == at {
		return ""
	}
	return v.names[names[at]].Text
}

// numberList returns the numbers of the list of figures of one kind that
// number k of v is an item of ("30, 20 and 12"), in order; fewer than two
// when k is no item of one. A range ("between 2010 and 2015") is no list.
func (v *clauseView) numberList(k int) []int {
	first, last := k, k
	for first > 0 && v.nums[first-1].Kind == v.nums[k].Kind && listJoin(v.text[v.nums[first-1].End:v.nums[first].Start]) {
		first--
	}
	for last+1 < len(v.nums) && v.nums[last+1].Kind == v.nums[k].Kind && listJoin(v.text[v.nums[last].End:v.nums[last+1].Start]) {
		last++
	}
	if last == first || v.inRange(first) {
		return nil
	}
	list := make([]int, 0, last-first+1)
	for x := first; x <= last; x++ {
		list = append(list, x)
	}
	return list
}

// nameListBefore returns the last list of names of v ("Acme, Beta and
// Gamma") that ends before number k, in k's clause: the indexes of its
// names, in order; a single name when there is no list.
func (v *clauseView) nameListBefore(k int) []int {
	c := v.clauseAt(v.nums[k].Start)
	last := -1
	for x, n := range v.names {
		if n.End <= v.nums[k].Start && v.in(c, n.Start, n.End) {
			last = x
		}
	}
	if last < 0 {
		return nil
	}
	first := last
	for first > 0 && v.in(c, v.names[first-1].Start, v.names[first-1].End) && listJoin(v.text[v.names[first-1].End:v.names[first].Start]) {
		first--
	}
	list := make([]int, 0, last-first+1)
	for x := first; x <= last; x++ {
		list = append(list, x)
	}
	return list
}

// listJoin reports whether the text between two items joins them in a
// list: a comma, "and", or both, and the next item's currency symbol
// ("$5 million and $7 million"), which a figure's text leaves out.
func listJoin(between string) bool {
	switch strings.TrimSpace(strings.TrimRight(between, "$£€")) {
	case ",", "and", ", and", "&":
		return true
	}
	return false
}

// clausesOpposed reports whether source sentence s, when it states a
// change or a decision both ways ("Beta's sales rose, while Acme's fell",
// "Smith admitted the theft but denied the assault"), runs against one of
// the claim's cues on that axis in the clause that the claim's clause
// holding the cue speaks of: the sentence's clause holding the most of
// that clause's names, then of its other content words, when one holds
// more than every other. "Acme's profits fell while costs rose" does not
// state "Acme's profits rose while costs fell", nor the sentence above
// "Smith denied the theft". A sentence that cues one way only is left to
// opposed, and one of a single clause cues both ways on the whole. Only
// changes and decisions are read so: what rose or fell is the subject of
// its clause, and what was admitted or denied its object, where order in
// time, comparisons and contests relate two things and read the same
// turned round ("before moving to Texas, and later to San Francisco").
func (ix *Index) clausesOpposed(cs *claimSignals, s int) bool {
	sent := &ix.ev.Sentences[s]
	if len(sent.Directions) < 2 {
		return false // one cue runs one way
	}
	var axes [2]signals.Axis // the clause-bound axes the sentence cues both ways
	n := 0
	for _, a := range [...]signals.Axis{signals.Change, signals.Assent} {
		if bothWays(sent.Directions, a) && slices.ContainsFunc(cs.directions, func(c signals.Direction) bool { return c.Axis == a }) {
			axes[n], n = a, n+1
		}
	}
	if n == 0 {
		return false
	}
	v := ix.sentenceView(cs.state, s)
	if len(v.clauses) < 2 {
		return false
	}
	cv := cs.claimView()
	for _, c := range cs.directions {
		if !slices.Contains(axes[:n], c.Axis) || c.Axis == signals.Assent && saysCue(cs.seg.Text, c, sent) {
			// A decision the sentence states in the claim's own word is
			// the claim's, whichever clause holds more of its words:
			// "Investors welcomed the decision to cut 1,200 jobs, while
			// unions condemned it" says that unions condemned it.
			continue
		}
		if d := ix.clauseOfCue(cs, &cv, v, sent, c); d >= 0 && onlyAgainst(c, v.cuesIn(d, sent.Directions)) &&
			(c.Axis != signals.Assent || cs.assentAgainst(c, sent, v.cuesIn(d, sent.Directions))) {
			return true
		}
	}
	return false
}

// saysCue reports whether sentence sent holds a cue of the claim's cue c,
// of claimText, in the same word (by its stem), pointing the same way,
// after the word the claim's comes after: "unions condemned it" says the
// claim's "Unions condemned the decision", where "admitted bribery but
// denied the forgery" does not say "Okafor denied any bribery".
func saysCue(claimText string, c signals.Direction, sent *evidence.Sentence) bool {
	w := signals.Stem(strings.ToLower(claimText[c.Start:c.End]))
	subject := wordBeforeAdverbs(claimText, c.Start)
	if subject == "" {
		return false
	}
	before, after := signals.Stem(strings.ToLower(subject)), objectAfter(claimText, c.End)
	return slices.ContainsFunc(sent.Directions, func(d signals.Direction) bool {
		if !c.SameWay(d) || signals.Stem(strings.ToLower(sent.Text[d.Start:d.End])) != w {
			return false
		}
		// "Germany initially opposed the fund but later supported it":
		// after "but" or "and" the subject is the one before.
		if s := subjectBefore(sent.Text, d.Start); s != before &&
			!((s == "but" || s == "and") && containsWord(strings.ToLower(sent.Text[:d.Start]), strings.ToLower(subject))) {
			return false
		}
		o := objectAfter(sent.Text, d.End)
		return o == after || o == "it" || o == "them"
	})
}

// objectAfter returns the stem of the first word after byte at of text
// that is no article nor "any", lower-cased: what a decision is on
// ("condemned the decision": "decis"); a pronoun ("condemned it") is
// returned as it is written.
func objectAfter(text string, at int) string {
	for at < len(text) {
		i := strings.IndexFunc(text[at:], isWordRune)
		if i < 0 {
			return ""
		}
		start := at + i
		end := start
		for wordRuneAt(text, end) {
			_, n := utf8.DecodeRuneInString(text[end:])
			end += n
		}
		if w := strings.ToLower(text[start:end]); !isArticle(w) && w != "any" {
			return signals.Stem(w)
		}
		at = end
	}
	return ""
}

// cueAdverbs may stand between a decision's subject and its verb:
// "Germany later supported it".
var cueAdverbs = []string{"later", "eventually", "initially", "then", "also", "finally", "ultimately",
	"subsequently", "again", "quickly", "swiftly", "strongly", "publicly", "formally", "unanimously"}

// subjectBefore returns the stem of the word right before byte at of
// text, lower-cased, past adverbs (see wordBeforeAdverbs): who decides, of
// a cue of assent; "" when none.
func subjectBefore(text string, at int) string {
	if w := wordBeforeAdverbs(text, at); w != "" {
		return signals.Stem(strings.ToLower(w))
	}
	return ""
}

// wordBeforeAdverbs returns the word right before byte at of text, past
// cueAdverbs and words in -ly ("Unions bitterly condemned").
func wordBeforeAdverbs(text string, at int) string {
	for {
		w := lastWord(text[:at])
		if len(w) < 4 || !strings.HasSuffix(strings.ToLower(w), "ly") &&
			!slices.ContainsFunc(cueAdverbs, func(a string) bool { return strings.EqualFold(a, w) }) {
			return w
		}
		at = strings.LastIndex(text[:at], w)
	}
}

// bothWays reports whether cues hold both directions on axis.
func bothWays(cues []signals.Direction, axis signals.Axis) bool {
	up, down := false, false
	for _, d := range cues {
		if d.Axis == axis {
			up, down = up || d.Up, down || !d.Up
		}
	}
	return up && down
}

// cuesIn returns the cues of clause d of v.
func (v *clauseView) cuesIn(d int, cues []signals.Direction) []signals.Direction {
	var in []signals.Direction
	for _, c := range cues {
		if v.in(d, c.Start, c.End) {
			in = append(in, c)
		}
	}
	return in
}

// clauseOfCue returns the clause of source view v, of sentence sent, that
// the claim's clause holding cue c speaks of (see clausesOpposed), -1
// when no clause cueing on c's axis stands out. A change is told by its
// subject: the clause's names count most, then its other content words.
// A decision is told by what was decided, after its cue: only the content
// words after the claim's cue, in its clause, and after the clause's
// first cue of assent count ("Smith admitted the theft but denied the
// assault" holds Smith in one clause only, and speaks of the assault in
// the other).
func (ix *Index) clauseOfCue(cs *claimSignals, cv, v *clauseView, sent *evidence.Sentence, c signals.Direction) int {
	k := cv.clauseAt(c.Start)
	mine := cv.clauses[k]
	if c.Axis == signals.Assent {
		mine.start = c.End
	}
	// The names of the claim's clause, folded once for all of the
	// sentence's clauses.
	var buf [8]string
	names := buf[:0]
	if c.Axis != signals.Assent {
		for _, n := range cv.names {
			if cv.in(k, n.Start, n.End) {
				names = append(names, signals.Fold(n.Text))
			}
		}
	}
	best, bestScore, tie := -1, 0, false
	for d := range v.clauses {
		first := slices.IndexFunc(sent.Directions, func(s signals.Direction) bool { return s.Axis == c.Axis && v.in(d, s.Start, s.End) })
		if first < 0 {
			continue
		}
		theirs, score := v.clauses[d], 0
		if c.Axis == signals.Assent {
			theirs.start = sent.Directions[first].End
		} else {
			for _, f := range names {
				if v.holdsName(d, f) {
					score += 1 << 8 // a name outweighs any count of words
				}
			}
		}
		score += ix.sharedWords(cs, mine, v, theirs)
		switch {
		case score > bestScore:
			best, bestScore, tie = d, score, false
		case score == bestScore:
			tie = true
		}
	}
	if tie || bestScore == 0 {
		return -1
	}
	return best
}

// sharedWords counts the content words of the claim within span mine,
// its cues' aside, whose stems source view v holds within span theirs.
func (ix *Index) sharedWords(cs *claimSignals, mine clauseSpan, v *clauseView, theirs clauseSpan) int {
	var buf [32]string // room for the stems of most clauses, on the stack
	stems := buf[:0]   // of theirs' content words
	for i, st := range v.stemsOf(ix) {
		if u := v.toks[i]; st != "" && theirs.holds(int(u.Start), int(u.End)) {
			stems = append(stems, st)
		}
	}
	n := 0
	for x, t := range cs.tokens {
		ts := cs.state.tokenStems[x]
		if !ts.ok || !mine.holds(int(t.Start), int(t.End)) || slices.ContainsFunc(cs.directions, func(c signals.Direction) bool {
			return c.Start <= int(t.Start) && int(t.End) <= c.End
		}) {
			continue
		}
		if slices.Contains(stems, ts.stem) {
			n++
		}
	}
	return n
}
