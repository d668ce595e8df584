package sourced

import (
	"fmt"
	"math"
	"math/bits"
	"slices"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/sourced-dev/sourced/internal/claims"
	"github.com/sourced-dev/sourced/internal/evidence"
	"github.com/sourced-dev/sourced/internal/lexicon"
	"github.com/sourced-dev/sourced/internal/signals"
)

// contradiction is a passage about the claim's subject that states a
// different figure of the same kind.
type contradiction struct {
	passage     int
	claimNumber string
	entity      string
	nearby      []string
	// owner is whom the source gives the claim's number to, when it
	// states it as another subject's (see ownedContradiction).
	owner string
}

// contradiction looks for a passage that names every name of the claim,
// holds most of its wording, and states a figure comparable to one of the
// claim's where the claim's own figure is stated nowhere near its anchors.
func (ix *Index) contradiction(cs *claimSignals, anchors []int) (contradiction, bool) {
	// The subject is the first anchor that is no verb giving an order
	// ("Preheat the oven to 350°F") nor a numbered passage ("(Passage
	// 2)"): no one's figure to contradict.
	subject := cs.subject(anchors)
	if subject < 0 || len(cs.numbers) == 0 {
		return contradiction{}, false
	}
	var (
		found     contradiction
		bestCover = -1.0
	)
	_, sents := cs.slot(ix, subject).sentences(ix, cs.state)
	// Whether some number may be contradicted at all does not depend on
	// the passage: it is asked before reading many passages, and
	// otherwise before measuring the first that passes the tests below.
	asked := len(sents) > maxUnionSentences
	if asked && !ix.mayContradict(cs, anchors) {
		return contradiction{}, false
	}
	passages := &cs.state.named
	if asked && !cs.state.exhaustive && ix.narrow != nil {
		// Many passages: only those that may hold every name are read.
		passages.name(ix, cs, subject)
	} else {
		passages.list(ix.passagesOf(passages.ps[:0], sents))
	}
	for k := 0; ; k++ {
		// The list is read here, the named passages by a call.
		p := 0
		if k < len(passages.ps) {
			p = passages.ps[k]
		} else if p = passages.nextNamed(); p < 0 {
			break
		}
		if bestCover >= 1 {
			// No passage holds more than all of the claim's words.
			break
		}
		if e := cs.measured(p); e == nil || !e.full {
			// Not worth measuring in full if it would fail the tests below
			// on a missing name or on cover. Which sentences hold a name
			// is remembered across claims and Checks, so names are the
			// cheaper to test.
			if !ix.holdsNames(cs, p) {
				continue
			}
			if c, _ := cs.passageCover(ix, p); c < minCover || c <= bestCover {
				continue
			}
		}
		if !asked {
			if asked = true; !ix.mayContradict(cs, anchors) {
				return contradiction{}, false
			}
		}
		e := ix.measure(cs, anchors, p)
		if len(e.missingNames) > 0 || len(e.missingNums) == 0 || e.cover < minCover || e.cover <= bestCover {
			continue
		}
		for _, i := range e.missingNums {
			n := cs.numbers[i]
			if !ix.mayDiffer(cs, anchors, i) {
				continue
			}
			nearby := ix.comparableNearby(cs, anchors, p, n)
			if len(nearby) == 0 || ix.sumOrDifference(cs, p, n) {
				continue
			}
			found = contradiction{passage: p, claimNumber: n.Text, entity: cs.names[subject].Text, nearby: nearby}
			bestCover = e.cover
			break
		}
	}
	return found, bestCover >= 0
}

// subject returns the claim's subject, the first of its anchors that is
// no verb giving an order ("Preheat the oven to 350°F") nor a numbered
// passage ("(Passage 2)"): -1 when none, and there is no one's figure to
// contradict.
func (cs *claimSignals) subject(anchors []int) int {
	k := slices.IndexFunc(anchors, func(a int) bool {
		return !cs.names[a].Imperative && !namesPassage(cs.seg.Text, &cs.names[a]) && !cs.labelsFigure(&cs.names[a])
	})
	if k < 0 {
		return -1
	}
	return anchors[k]
}

// ownedContradiction looks in passage e, which holds every signal of the
// claim but states some of its numbers only as another subject's (e's
// ownedNums), for a different figure of the same kind that the passage
// states about the claim's subject, the subject of the clause of the claim
// that holds the number: "Acme opened 30 stores, while Beta
// opened 12" contradicts "Acme opened 12 stores", where contradiction
// passes it over as a passage that holds the claim's figure. Only an
// amount is read so: a year or a date is when something happened, and one
// subject's dates are of many events. The claim's number must be stated
// nowhere outside e near the claim's anchors, and e must be about the
// claim, as contradiction asks of its passages; the owner must be no
// other name of the claim.
func (ix *Index) ownedContradiction(cs *claimSignals, anchors []int, e *passageEval) (contradiction, bool) {
	subject := cs.subject(anchors)
	if subject < 0 || len(e.missingNums)+len(e.missingNames)+len(e.missingQuotes) > 0 || e.cover < minCover || e.negDiff || e.dirConflict || e.ownedByVerb {
		return contradiction{}, false
	}
	if !e.ownedQuote && cs.namesOther(subject, signals.Fold(e.otherSubject)) {
		// The claim names the figure's owner too, and may give the
		// figure to it: "signed 24-year-old midfielder Yusuf Demir" of
		// "Demir, 24, …" says nothing of its subject's figure.
		return contradiction{}, false
	}
	pass := ix.ev.Passages[e.p]
	cv := cs.claimView()
	sub := cs.names[subject]
	for _, i := range e.ownedNums {
		n := cs.numbers[i]
		if !n.Quantity() || isLabel(cs.seg.Text, n) || cv.inRange(i) ||
			cv.clauseAt(n.Start) != cv.clauseAt(sub.Start) || ix.stated(cs, anchors, n, pass.First, pass.Last) {
			continue
		}
		nearby := ix.pairedFigure(cs, subject, pass, n)
		if nearby == nil {
			nearby = slices.DeleteFunc(ix.comparableNearby(cs, anchors, e.p, n), cs.statesText)
		}
		if len(nearby) > 0 {
			return contradiction{passage: e.p, claimNumber: n.Text, entity: sub.Text, nearby: nearby, owner: e.otherSubject}, true
		}
	}
	return contradiction{}, false
}

// pairedFigure returns, as written, the figure that a sentence of pass
// pairs with the claim's subject in a list of names followed by a list of
// as many figures of one kind, one of them the claim's number n ("Acme,
// Beta and Gamma opened 30, 20 and 12 stores"), or in an item of a list
// that leaves the verb out ("Acme opened 30 stores, Beta 20 and Gamma
// 12"): the subject's own figure, where the passage's other figures near
// it are the other names'. It is nil when no sentence pairs them so.
func (ix *Index) pairedFigure(cs *claimSignals, subject int, pass evidence.Passage, n signals.Number) []string {
	f := cs.folded(subject)
	for si := pass.First; si <= pass.Last; si++ {
		s := &ix.ev.Sentences[si]
		k := slices.IndexFunc(s.Numbers, func(m signals.Number) bool { return signals.Same(n, m) })
		if k < 0 {
			continue
		}
		v := ix.sentenceView(cs.state, si)
		for x, nm := range v.names {
			// An item of any of the claim's names: "Acme opened 30
			// stores in Texas, Ohio 12" gives Acme's stores in Ohio.
			if r := v.itemFigure(x); r >= 0 && signals.Comparable(n, v.nums[r]) && !signals.Same(n, v.nums[r]) && cs.namesName(signals.Fold(nm.Text)) {
				return []string{v.nums[r].Text}
			}
		}
		figs := v.numberList(k)
		if len(figs) < 2 {
			continue
		}
		names := v.nameListBefore(figs[0])
		if len(names) != len(figs) {
			continue
		}
		for x, nm := range names {
			if g := signals.Fold(v.names[nm].Text); containsWord(g, f) || containsWord(f, g) {
				if m := v.nums[figs[x]]; !signals.Same(n, m) {
					return []string{m.Text}
				}
			}
		}
	}
	return nil
}

// statesText reports whether x, a figure as written, is written as one of
// the claim's numbers: the other end of a claim's range ("between 2011 and
// 2013") is none of the claim's figures to contradict it with.
func (cs *claimSignals) statesText(x string) bool {
	return slices.ContainsFunc(cs.numbers, func(n signals.Number) bool { return n.Text == x })
}

// passageCursor reads contradiction's passages in order: a list, or
// those of the passages holding one of the sentences of the posting key of
// one of the claim's names that may hold every name of the claim (of a
// name, the sentences known to hold it and those not yet looked up; the
// others fail contradiction's first test). These are found as they are
// read, a word of the sentences' bits at a time: the search most often
// stops early, and the names looked up meanwhile narrow the words read
// after. The index's passages span at most Width sentences (see
// Index.narrow).
type passageCursor struct {
	ix *Index
	// ps is the list; empty when reading the named passages.
	ps []int
	// bits has bit s of word w-1 of the sentences when the passage
	// starting at s is one of the named passages not yet read; keyWin are
	// the key's windows (see keyWindow), nil with a list, and slots the
	// names' slots.
	bits   uint64
	w      int
	keyWin []uint64
	slots  []*nameSlot
}

// list starts the cursor on a list of passages.
func (pc *passageCursor) list(ps []int) {
	pc.ps, pc.bits, pc.w, pc.keyWin = ps, 0, 0, nil
}

// name starts the cursor on the named passages of the key of the claim's
// name a.
func (pc *passageCursor) name(ix *Index, cs *claimSignals, a int) {
	pc.ix, pc.ps, pc.bits, pc.w = ix, pc.ps[:0], 0, 0
	pc.keyWin = cs.slot(ix, a).keyWindow(ix, cs.state)
	pc.slots = pc.slots[:0]
	for i := range cs.nameSlot {
		pc.slots = append(pc.slots, cs.slot(ix, i))
	}
}

// nextNamed returns the next of the named passages, -1 when all are read
// or the cursor is on a list.
func (pc *passageCursor) nextNamed() int {
	for pc.bits == 0 {
		if pc.w == len(pc.keyWin) {
			return -1
		}
		pc.bits = pc.namedIn(pc.w)
		pc.w++
	}
	s := (pc.w-1)*64 + bits.TrailingZeros64(pc.bits)
	pc.bits &= pc.bits - 1
	// A passage starts at s (see keyWindow).
	return pc.ix.narrow.passage(s)
}

// namedIn returns word w of the bits of the sentences s from which one of
// the Width sentences s on holds the key, and for each name, one may hold
// it.
func (pc *passageCursor) namedIn(w int) uint64 {
	word := pc.keyWin[w]
	for _, sl := range pc.slots {
		if word == 0 {
			break
		}
		var next uint64 // word w+1 of the name's bits
		if w+1 < len(pc.keyWin) {
			next = sl.may(w + 1)
		}
		word &= window(sl.may(w), next)
	}
	return word
}

// keyWindow returns the bits s, one for each sentence of the index, of
// the passages that start at sentence s and hold the slot's posting key
// (or its other form's, see nameEntry) in one of sentences s to
// s+Width-1: made on first use, and kept with the slot, as a claim's
// subject is often the next claims'. st is the slot's state.
func (sl *nameSlot) keyWindow(ix *Index, st *checkState) []uint64 {
	if sl.keyWin == nil {
		b := make([]uint64, len(sl.known))
		both, _ := sl.sentences(ix, st)
		for _, s := range both {
			b[s/64] |= 1 << (uint(s) & 63)
		}
		var next uint64 // word w+1 as it was
		for w := len(b) - 1; w >= 0; w-- {
			m := b[w]
			b[w] = window(m, next) & ix.narrow.holds[0][w]
			next = m
		}
		sl.keyWin = b
	}
	return sl.keyWin
}

// window returns the bits s of word m of a bit array, whose next word is
// next, for which one of bits s to s+Width-1 is set.
func window(m, next uint64) uint64 {
	within := m
	for d := 1; d < evidence.Width; d++ {
		within |= m>>d | next<<(64-d)
	}
	return within
}

// mayContradict reports whether one of the claim's numbers may be
// contradicted (see mayDiffer): when none may, no passage need be read.
func (ix *Index) mayContradict(cs *claimSignals, anchors []int) bool {
	for i := range cs.numbers {
		if ix.mayDiffer(cs, anchors, i) {
			return true
		}
	}
	return false
}

// mayDiffer reports whether the claim's number i may be contradicted: it
// is a figure, not a label nor an ordinal but a rank, nor one only
// arithmetic on the sources' figures states (see differenceFigure and
// baselineOfStated), and the sources state it near none of the claim's
// anchors. None depends on the passage.
// An ordinal names one place of a sequence whose other places a source
// names as readily ("the second half" beside "the first half"): it is
// missing where no source states it, never contradicted; a rank
// ("the third-largest bank") is one place a thing holds, which another
// rank of it contradicts. It is read once a claim for each of its first
// 64 numbers, which the contradiction search asks of every candidate
// passage.
func (ix *Index) mayDiffer(cs *claimSignals, anchors []int, i int) bool {
	bit := uint64(1) << (i % 64)
	if i < 64 && cs.differsKnown&bit != 0 {
		return cs.differs&bit != 0
	}
	n := cs.numbers[i]
	differs := (n.Kind != signals.Ordinal || n.Rank()) && !isLabel(cs.seg.Text, n) && !ix.statedOnce(cs, anchors, i) &&
		!differenceFigure(cs.tokens, n) && !ix.baselineOfStated(cs, i)
	if i < 64 {
		cs.differsKnown |= bit
		if differs {
			cs.differs |= bit
		}
	}
	return differs
}

// differenceFigure reports whether figure n of a claim's text is a
// difference between two things, not a level either has: a comparative
// follows it, with "than" soon after ("$340 million higher than Dunmore's",
// "15 minutes 44 seconds faster than", "30 more stores than"); or one
// right after it (past its unit's word) in a claim that holds "than"
// anywhere ("14 minutes longer to reach Barra Point than", "heavier than
// the X4 but costs 50 crowns less"); or an amount
// after "by" in a claim that compared before it ("shorter than the Hollin
// Bridge, by 110 metres"); or "ahead of", "behind", "above" or "below"
// follows it ("four points behind the leaders", "30% above the average").
// A source that gives the two levels states it only by arithmetic, and
// no level contradicts it.
func differenceFigure(toks []signals.Token, n signals.Number) bool {
	sp := figureSpan(toks, n)
	k := sp.end
	than := slices.IndexFunc(toks, func(t signals.Token) bool { return t.Lower == "than" })
	if than >= 0 && than < sp.first-1 && toks[sp.first-1].Lower == "by" && n.Quantity() {
		return true // "shorter than the Hollin Bridge, by 110 metres"
	}
	for j := k; j < len(toks) && j < k+3; j++ {
		w := toks[j].Lower
		switch w {
		case "ahead", "behind", "above", "below":
			return true
		}
		if !comparativeWords[w] {
			continue
		}
		// "than" soon after; or, for a comparative right after the
		// figure (past its unit's word), "than" anywhere in the claim
		// ("14 minutes longer to reach the point than", "heavier than
		// the X4 but costs 50 crowns less").
		for _, t := range toks[j+1 : min(len(toks), j+4)] {
			if t.Lower == "than" {
				return true
			}
		}
		return j <= k+1 && than >= 0
	}
	return false
}

// comparativeWords are the comparatives a difference between two things
// is written before "than" with: the one-word comparatives of
// comparedOpposites, and "more", "less", "fewer" and "dearer".
var comparativeWords = func() map[string]bool {
	words := map[string]bool{"more": true, "less": true, "fewer": true, "dearer": true}
	for _, pair := range comparedOpposites {
		for _, w := range pair {
			if !strings.Contains(w, " ") {
				words[w] = true
			}
		}
	}
	return words
}()

// magnitudesApart reports whether amounts a and b differ by a thousand
// times or more, and not by a power of ten: figures of two things, "$32"
// a share and a "$1.85 billion" deal, not one figure misstated. The same
// digits at another scale ("$2 million" against "$2 billion") are one
// figure misstated, and still compared.
func magnitudesApart(a, b signals.Number) bool {
	if !a.Quantity() || !b.Quantity() || a.Value <= 0 || b.Value <= 0 {
		return false
	}
	r := max(a.Value, b.Value) / min(a.Value, b.Value)
	if r < 1000 {
		return false
	}
	p := math.Log10(r)
	return math.Abs(p-math.Round(p)) > 1e-9
}

// wordBeforeFigure returns the word of text right before figure n, past
// a currency sign ("from" of "from $30 million").
func wordBeforeFigure(text string, n signals.Number) string {
	return lastWord(strings.TrimRight(text[:n.Start], currencySigns+" "))
}

// baselineOfStated reports whether the claim's figure i is the baseline of
// a change ("rose to $90 million from $30 million", "from 4.25% to
// 4.75%"), whose level, another figure of the claim of its kind after
// "to", the sources state, in no sentence with another figure of the
// baseline's kind: a source that gives the level and the change in other
// words ("tripled to $90 million", "by 50 basis points to 4.75%") states
// the baseline only by arithmetic, and a figure of another sentence is no
// baseline to set against it. A sentence that gives a baseline of its own
// ("rose to $90 million from $40 million") still contradicts it.
func (ix *Index) baselineOfStated(cs *claimSignals, i int) bool {
	text, n := cs.seg.Text, cs.numbers[i]
	if !strings.EqualFold(wordBeforeFigure(text, n), "from") {
		return false
	}
	for j, level := range cs.numbers {
		if j == i || level.Kind != n.Kind {
			continue
		}
		if !strings.EqualFold(wordBeforeFigure(text, level), "to") {
			continue
		}
		sents := ix.ev.SentencesWithNumber(level)
		stated := false
		for _, s := range sents {
			nums := ix.ev.Sentences[s].Numbers
			if !signals.HasSame(nums, level) {
				continue
			}
			stated = true
			if slices.ContainsFunc(nums, func(m signals.Number) bool { return m.Kind == n.Kind && !signals.Same(level, m) }) {
				return false // the sentence has a baseline of its own
			}
		}
		return stated
	}
	return false
}

// holdsNames reports whether passage p holds every name of the claim.
func (ix *Index) holdsNames(cs *claimSignals, p int) bool {
	for i := range cs.nameSlot {
		if !cs.passageHoldsName(ix, p, i) {
			return false
		}
	}
	return true
}

// statedOnce is stated of the claim's number i, worked out once for the
// claim: it does not depend on the passage.
func (ix *Index) statedOnce(cs *claimSignals, anchors []int, i int) bool {
	if cs.stated == nil {
		cs.stated = make([]int8, len(cs.numbers))
	}
	if cs.stated[i] == 0 {
		cs.stated[i] = -1
		if ix.stated(cs, anchors, cs.numbers[i], 0, -1) {
			cs.stated[i] = 1
		}
	}
	return cs.stated[i] > 0
}

// stated reports whether the sources state n in any passage that mentions
// one of the claim's anchors, in a sentence other than sentences first to
// last (none when last < first).
func (ix *Index) stated(cs *claimSignals, anchors []int, n signals.Number, first, last int) bool {
	if len(anchors) == 0 {
		// No passage mentions an anchor.
		return false
	}
	sents := ix.ev.SentencesWithNumber(n)
	same := cs.state.sameAs(n, len(sents))
	var ps []int
	for k, s := range sents {
		// A frequent figure has many sentences, most of which the memos
		// settle without the sentence being read: which state n at all
		// is remembered for the figure; one known to hold an anchor states
		// it near the anchor, and one known to hold none that names
		// someone else does not count (see otherOwner).
		if !same.states(ix, k, s, n) || first <= int(s) && int(s) <= last {
			continue
		}
		switch held, none := cs.anchorsKnownAt(ix, anchors, int(s)); {
		case held:
			return true
		case none && cs.state.owned(ix, int(s)) && !cs.writesOwnerCommon(ix, int(s)):
			continue
		}
		if ix.otherOwner(cs, anchors, int(s)) == "" {
			ps = ix.ev.PassagesOf(ps[:0], int(s))
			for _, p := range ps {
				if ix.mentions(p, cs, anchors) {
					return true
				}
			}
		}
	}
	return false
}

// anchorsKnownAt tells what the name slots know of sentence s and the
// claim's anchors, without looking any up: held when s is known to hold
// one of them, none when it is known to hold none.
func (cs *claimSignals) anchorsKnownAt(ix *Index, anchors []int, s int) (held, none bool) {
	w, bit := s/64, uint64(1)<<(uint(s)&63)
	none = true
	for _, a := range anchors {
		sl := cs.slot(ix, a)
		if sl.held[w]&bit != 0 {
			return true, false
		}
		none = none && sl.known[w]&bit != 0
	}
	return false, none
}

// mentions reports whether passage p names one of the claim's anchors.
func (ix *Index) mentions(p int, cs *claimSignals, anchors []int) bool {
	for _, a := range anchors {
		if cs.passageHoldsName(ix, p, a) {
			return true
		}
	}
	return false
}

// comparableNearby returns, as written, the figures of passage p that are
// comparable to n and different from it, from sentences about the claim's
// subject (they name an anchor, not only as another's, or name no one
// else; in a record, facts whose key shares a word with the claim). A
// vague count ("hundreds of",
// "several thousand") has none: an order of magnitude that differs is as
// often another group's ("hundreds of others" beside "thousands of
// residents"), so it leaves the claim unverified, not contradicted.
func (ix *Index) comparableNearby(cs *claimSignals, anchors []int, p int, n signals.Number) []string {
	if n.Approx {
		return nil
	}
	// The claim's own place of n, which its range and its baseline are
	// read from.
	own := slices.IndexFunc(cs.numbers, func(m signals.Number) bool { return m.Start == n.Start })
	f := cs.figureOf(own, n)
	if f.part {
		return nil // "3 hours 45 minutes": a part of an amount is none
	}
	pass := ix.ev.Passages[p]
	// A year is of one of its subject's many events: only a sentence that
	// tells of the claim's event counts (see eventStems).
	var events []int32
	if n.Kind == signals.Year && !pass.Record {
		if events = f.events; !f.eventsKnown {
			return nil
		}
	}
	running, rate, age, role, bound, approx := f.running, f.rate, f.age, f.role, f.bound, f.approx
	var periods uint16
	if !pass.Record {
		periods = cs.claimPeriods()
	}
	baseline := !pass.Record && f.baseline
	var out []string
	for i := pass.First; i <= pass.Last; i++ {
		s := &ix.ev.Sentences[i]
		if len(s.Numbers) == 0 || pass.Record && !sharesStem(cs.stemRefs, s.StemIDs) || !tellsOfEvent(events, s.StemIDs) ||
			cs.state.otherPeriod(ix, periods, i) || baseline && cs.statesOther(s.Numbers, n) ||
			!pass.Record && (n.Quantity() && cs.timeOfAnother(ix, i) || isDate(n) && cs.amountOfAnother(ix, i)) {
			// Each of a figure and its time stated otherwise: another
			// fact, of another time ("sold 95,000 cars in 2023" for
			// "sold 80,000 cars in 2021").
			continue
		}
		// Whether the sentence is about another subject, or says its
		// figures otherwise, costs the most of the tests (its anchor is
		// found, its words read): it is asked once, of the first figure
		// comparable to n, and a sentence it rules out gives none.
		asked := false
		for k, x := range s.Numbers {
			if !disagrees(n, x, bound, approx) || signals.InRange(s.Numbers, k, n) || inSpan(s, k, n) || cs.rangeHolds(own, x) || admits(s, x, n) ||
				dayFirst(n, x) || magnitudesApart(n, x) ||
				otherZone(cs.seg.Text, n, s.Text, x) {
				continue
			}
			if a, b, ok := compoundAt(s.Text, s.Numbers, k); ok {
				// A part of an amount in two units: the whole is what
				// the claim's figure is compared with ("2 years and 6
				// months" states "30 months", not "4 years").
				if whole := s.Text[s.Numbers[a].Start:s.Numbers[b].End]; compoundDisagrees(n, s.Numbers[a], s.Numbers[b]) && !slices.Contains(out, whole) {
					out = append(out, whole)
				}
				continue
			}
			if !asked {
				if asked = true; ix.otherOwner(cs, anchors, i) != "" || ix.possessedOwner(cs, anchors, i) != "" ||
					!pass.Record && ix.saysOtherwise(cs, i) {
					break
				}
			}
			if !isLabel(s.Text, x) && sameNoun(cs.seg.Text, n, s.Text, listLast(s.Text, s.Numbers, k), pass.Record) &&
				(pass.Record || !ix.setAgainst(cs, anchors, i, x)) &&
				rate == isRate(s.Text, x) && age == isAge(s.Text, x) && running == runningTotal(s.Text, s.Numbers, x) &&
				role.agrees(roleOf(s.Text, s.Directions, x)) && !slices.Contains(out, x.Text) &&
				!(n.Quantity() && !pass.Record && (ix.ofContrastingThing(cs, n, i, x) || ix.ofOtherNoun(cs, n, i, x))) {
				out = append(out, x.Text)
			}
		}
	}
	return out
}

// claimFigure is what comparableNearby reads of a figure of the claim,
// whatever the passage (see figureOf).
type claimFigure struct {
	part               bool // a part of an amount in two units
	events             []int32
	eventsKnown        bool // eventStems of a year
	running, rate, age bool
	role               figureRole
	bound              figureBound
	approx, baseline   bool // baseline: a quantity isBaseline
}

// figureOf returns what comparableNearby reads of the claim's figure n,
// its own number k (-1 when n is none of them), read once a claim for
// each of its first 64 figures: the contradiction search asks it of
// every candidate passage.
func (cs *claimSignals) figureOf(k int, n signals.Number) *claimFigure {
	if k >= 0 && k < 64 && cs.figuresRead&(1<<k) != 0 {
		return &cs.figures[k]
	}
	var f claimFigure
	if k >= 0 && k < 64 {
		if len(cs.figures) < len(cs.numbers) {
			cs.figures = slices.Grow(cs.figures[:0], len(cs.numbers))[:len(cs.numbers)]
		}
		f = claimFigure{events: cs.figures[k].events[:0]}
	}
	_, _, part := compoundAt(cs.seg.Text, cs.numbers, k)
	f.part = k >= 0 && part
	if n.Kind == signals.Year {
		f.events, f.eventsKnown = cs.eventStems(f.events, n)
	}
	f.running, f.rate, f.age = runningTotal(cs.seg.Text, cs.numbers, n), isRate(cs.seg.Text, n), isAge(cs.seg.Text, n)
	f.role = roleOf(cs.seg.Text, cs.directions, n)
	f.bound, _ = boundOf(cs.seg.Text, cs.directions, n, false)
	f.approx = approximated(cs.seg.Text, n)
	f.baseline = n.Quantity() && cs.isBaseline(k)
	if k < 0 || k >= 64 {
		return &f
	}
	cs.figures[k] = f
	cs.figuresRead |= 1 << k
	return &cs.figures[k]
}

// inSpan reports whether the claim's figure n lies inside a span that
// source sentence s writes with "to", "or" or "through" and of which its
// figure k is an end (see signals.InLooseRange): "will cost $60 million to
// $80 million", "ranged from 30C to 40C". Such a range is as often a
// change, from one figure to another or by one figure to another, whose
// end the claim's level may contradict ("rose from 10% to 20%", "rose 2%
// to 14%" against "rose to 12%"): after "from", only a verb of ranging
// makes it a span, and a cue of change right before it makes it none.
func inSpan(s *evidence.Sentence, k int, n signals.Number) bool {
	if !signals.InLooseRange(s.Numbers, k, n) {
		return false
	}
	lo := k
	if s.Numbers[k].Range == signals.LooseHigh {
		lo = k - 1
	}
	start := s.Numbers[lo].Start
	before := strings.TrimRight(trimBlankOrCurrency(s.Text[:start]), " ")
	if endsInFoldedWord(before, []string{"from"}) {
		return endsInFoldedWord(strings.TrimRight(before[:len(before)-len("from")], " "), rangingWords)
	}
	return !slices.ContainsFunc(s.Directions, func(d signals.Direction) bool {
		return d.Axis == signals.Change && d.End <= start && strings.TrimSpace(trimBlankOrCurrency(s.Text[d.End:start])) == ""
	})
}

// rangingWords say that "from" opens a span, not a change: "ranged from
// 30C to 40C".
var rangingWords = []string{"range", "ranges", "ranged", "ranging", "vary", "varies", "varied", "varying"}

// ofContrastingThing reports whether the claim binds to its figure n a
// word of contrast (see contrastGroups) and source sentence s binds to
// its figure x, in that place, a word of another list of the group:
// "revenue rose 4%" is no disagreement with "profit rose 25%", nor
// "injured 40" with "killed 12", as they count other things (see
// swapAt).
func (ix *Index) ofContrastingThing(cs *claimSignals, n signals.Number, s int, x signals.Number) bool {
	if cs.contrastTokens() == 0 {
		return false
	}
	b := cs.boundWords(n.Start, n.End)
	want := cs.contrasting(b)
	if want == 0 {
		return false
	}
	v := ix.sentenceView(cs.state, s)
	c, _ := ix.swapAt(cs, v, b, boundTokensOf(v.text, v.toks, x.Start, x.End, v.inName, v.nums), want)
	return c >= 0
}

// ofOtherNoun reports whether the claim's figure n and source sentence
// s's figure x are each bound to a noun the other's text lacks (see
// boundNoun): "Galdor's economy grew 2.5%" and "Galdor's inflation rate
// reached 6%" measure different things.
func (ix *Index) ofOtherNoun(cs *claimSignals, n signals.Number, s int, x signals.Number) bool {
	c := boundNoun(cs.tokens, cs.boundWords(n.Start, n.End))
	if c < 0 {
		return false
	}
	v := ix.sentenceView(cs.state, s)
	o := boundNoun(v.toks, boundTokensOf(v.text, v.toks, x.Start, x.End, v.inName, v.nums))
	if o < 0 {
		return false
	}
	cstem, sstem := ix.ev.Stem(cs.tokens[c].Lower), ix.ev.Stem(v.toks[o].Lower)
	if cstem == sstem || slices.Contains(cs.stems, sstem) {
		return false
	}
	id := ix.ev.StemID(cstem)
	_, held := slices.BinarySearch(ix.ev.Sentences[s].StemIDs, id)
	return id < 0 || !held
}

// boundNoun returns the first of the bound words b of toks (see
// boundTokens), the nearer before the figure first, that is met mostly as
// a noun, -1 when none is.
func boundNoun(toks []signals.Token, b boundTokens) int {
	for _, x := range [...]int{0, 2, 1, 3} {
		if k := b[x]; k >= 0 {
			if use, _ := lexicon.Common(toks[k].Lower); use == lexicon.Noun {
				return k
			}
		}
	}
	return -1
}

// compoundAt returns the two figures of nums, of text, of the amount in
// two units of one measure figure k is a part of ("2 years and 6 months",
// "3 hours 45 minutes", "7 lb 8 oz"), and false when it is none: two
// measures of one kind of unit, the larger first, joined by nothing, "and"
// or a comma. A part says nothing of a figure of the whole ("30 months",
// "3.75 hours"); the whole is compared (see compoundDisagrees).
func compoundAt(text string, nums []signals.Number, k int) (a, b int, ok bool) {
	joined := func(a, b int) bool {
		if a < 0 || b >= len(nums) {
			return false
		}
		x, y := nums[a], nums[b]
		if x.Kind != signals.Measure || y.Kind != signals.Measure || x.Unit == y.Unit {
			return false
		}
		mx, kx := signals.UnitSize(x.Unit)
		my, ky := signals.UnitSize(y.Unit)
		if kx == signals.NoMeasure || kx != ky || mx <= my {
			return false
		}
		gap := strings.TrimSpace(text[x.End:y.Start])
		return gap == "" || gap == "and" || gap == ","
	}
	switch {
	case joined(k-1, k):
		return k - 1, k, true
	case joined(k, k+1):
		return k, k + 1, true
	}
	return 0, 0, false
}

// compoundDisagrees reports whether the claim's figure n, a measure of the
// kind of the amount x and y make together (see compoundAt), is another
// amount than theirs, by more than a hundredth: "4 years" against "2
// years and 6 months", not "30 months".
func compoundDisagrees(n, x, y signals.Number) bool {
	mx, kind := signals.UnitSize(x.Unit)
	my, _ := signals.UnitSize(y.Unit)
	mn, kn := signals.UnitSize(n.Unit)
	if n.Kind != signals.Measure || kn != kind {
		return false
	}
	whole := x.Value*mx + y.Value*my
	return math.Abs(n.Value*mn-whole) > 0.01*whole
}

// dayFirst reports whether dates a and b are one day, one of them written
// in digits alone and read month first where it may be day first:
// "12/06/2023" is 12 June as often as December 6.
func dayFirst(a, b signals.Number) bool {
	if a.Kind != signals.Date || b.Kind != signals.Date {
		return false
	}
	swapped := func(n signals.Number) (float64, bool) {
		m, d := int(n.Value)/100, int(n.Value)%100
		return float64(d*100 + m), d >= 1 && d <= 12 && numericDate(n.Text)
	}
	if v, ok := swapped(a); ok && v == b.Value {
		return true
	}
	v, ok := swapped(b)
	return ok && v == a.Value
}

// numericDate reports whether text opens on a date in digits: one or two
// digits, a slash, a dot or a hyphen, and one or two digits.
func numericDate(text string) bool {
	i := 0
	for i < len(text) && i < 2 && '0' <= text[i] && text[i] <= '9' {
		i++
	}
	if i == 0 || i >= len(text) || text[i] != '/' && text[i] != '.' && text[i] != '-' {
		return false
	}
	return i+1 < len(text) && '0' <= text[i+1] && text[i+1] <= '9'
}

// isAge reports whether figure n of text is someone's age: "25 years
// old", "a 25-year-old", "aged 25", "at age 25". An age and a span of
// years ("sentenced to 10 years", "married for 40 years") are different
// facts, not a disagreement.
func isAge(text string, n signals.Number) bool {
	after := text[n.End:]
	if n.Kind == signals.Plain {
		after = strings.TrimPrefix(strings.TrimLeft(after, " -"), "years")
		after = strings.TrimPrefix(after, "year")
	}
	if hasAnyLowerPrefix(strings.TrimLeft(after, " -"), []string{"old"}) {
		return true
	}
	return endsInFoldedWord(strings.TrimRight(text[:n.Start], " "), ageWords)
}

// ageWords are the words right before an age: "aged 25", "at age 25".
var ageWords = []string{"aged", "age"}

// setAgainst reports whether sentence s gives its figure x to a subject
// other than the claim's, named before the figure, where the claim's
// anchors come only after it, past a word that sets them against that
// subject (see comparisonLinks): "Acme has 3,000 employees, fewer than
// rival Globex" gives Globex no figure, nor "Trump won 232 electoral
// votes, losing to Biden" Biden one.
func (ix *Index) setAgainst(cs *claimSignals, anchors []int, s int, x signals.Number) bool {
	v := ix.sentenceView(cs.state, s)
	other := false
	for _, nm := range v.names {
		f := signals.Fold(nm.Text)
		ours := cs.anchorOf(anchors, f)
		switch {
		case ours && nm.Start < x.End:
			return false // before the figure, or holding it ("Boeing 737")
		case ours:
			// The first of the claim's anchors after the figure.
			return other && comparedAfter(v.text[x.End:nm.Start])
		case !other && nm.End <= x.Start && ix.ev.CanAnchor(nm, f):
			other = true
		}
	}
	return false
}

// comparisonLinks are the words that, between a figure and a name after
// it, set the name against the figure's subject: "fewer than rival
// Globex", "losing to Biden", "after Nvidia reported".
var comparisonLinks = []string{"than", "to", "after", "behind", "ahead", "against", "versus", "vs", "compared", "while", "whereas"}

// comparedAfter reports whether between, the text from a figure to a name
// after it, holds one of comparisonLinks.
func comparedAfter(between string) bool {
	for w := range strings.FieldsFuncSeq(strings.ToLower(between), func(r rune) bool { return !isWordRune(r) }) {
		if slices.Contains(comparisonLinks, w) {
			return true
		}
	}
	return false
}

// isBaseline reports whether the claim sets its figure k as the baseline
// of a comparison ("rose to $50 from $45", "up from 48%"; see
// clauseView.baselineMarker).
func (cs *claimSignals) isBaseline(k int) bool {
	if k < 0 || len(cs.numbers) < 2 {
		return false
	}
	cv := cs.claimView()
	return cv.baselineMarker(k, false) >= 0
}

// statesOther reports whether nums, a source sentence's, state a figure
// of the claim other than n: a sentence that gives the claim's level and
// no baseline ("rose to $50") says nothing of the claim's baseline ("from
// $45"), and its figures do not contradict it.
func (cs *claimSignals) statesOther(nums []signals.Number, n signals.Number) bool {
	for _, m := range cs.numbers {
		if m.Start != n.Start && signals.HasSame(nums, m) {
			return true
		}
	}
	return false
}

// otherZone reports whether clock times n of ctext and x of stext are
// each followed by a time zone, another one: "9 a.m. ET" and "6 a.m. PT"
// may be one moment, and are no disagreement. A time without a zone is
// read as of the other's.
func otherZone(ctext string, n signals.Number, stext string, x signals.Number) bool {
	if n.Kind != signals.Clock || x.Kind != signals.Clock {
		return false
	}
	a, b := zoneAfter(ctext, n.End), zoneAfter(stext, x.End)
	return a != "" && b != "" && !strings.EqualFold(a, b)
}

// zoneAfter returns the time zone written right after byte at of text, a
// clock time's end: two to four capitals ("ET", "GMT") or a zone's name
// ("Pacific"); "" when none.
func zoneAfter(text string, at int) string {
	rest := strings.TrimLeft(text[at:], " ")
	end := strings.IndexFunc(rest, func(r rune) bool { return !isWordRune(r) })
	if end < 0 {
		end = len(rest)
	}
	w := rest[:end]
	if claims.IsTimeZone(w) {
		return w
	}
	return ""
}

// rangeHolds reports whether the claim's figure k is an end of a range
// of the claim ("between 1,000 and 1,500", "1,000-1,500") that holds the
// source's figure x, no end of a range itself: the claim admits it.
func (cs *claimSignals) rangeHolds(k int, x signals.Number) bool {
	return k >= 0 && cs.numbers[k].Range != signals.NoRange && signals.InRange(cs.numbers, k, x)
}

// admits reports whether source sentence s bounds its figure x so that
// the claim's figure n lies within the bound: "more than 1,000 jobs"
// admits 1,200, "up to 25 years" 20. A figure only approximated ("nearly
// 1,000") admits no other.
func admits(s *evidence.Sentence, x, n signals.Number) bool {
	// Read strictly, not loose as a source's figure is read where a bound
	// only lets a claim's bound hold: here a bound read too readily would
	// excuse a contradiction.
	b, from := boundOf(s.Text, s.Directions, x, false)
	if b == exactly || b == justShort || negatedBound(s.Text[:from]) || namesGroup(s.Text[:from]) {
		return false
	}
	return boundSide(b, x.Value, n.Value)
}

// groupNouns are the nouns after which a bound names a group rather than
// bounding a figure: "adults over 65", "children under 5", "drivers
// over 70", whose cut-off is compared as it is.
var groupNouns = []string{"adults", "children", "kids", "people", "persons", "patients", "men", "women",
	"drivers", "residents", "users", "students", "workers", "employees", "seniors", "those", "anyone",
	"aged", "ages", "age", "teens", "teenagers", "babies", "infants", "girls", "boys", "voters", "households"}

// namesGroup reports whether the text before a bound's words ends in one
// of groupNouns.
func namesGroup(before string) bool {
	return endsInFoldedWord(strings.TrimRight(before, " "), groupNouns)
}

// negatedBound reports whether the text before a bound's words negates
// it: "not to exceed $13.5 million" is a ceiling, which boundOf reads as
// the floor "exceed" alone is.
func negatedBound(before string) bool {
	return endsInFoldedWord(strings.TrimRight(before, " "), boundNegations)
}

// boundNegations are the words that, right before a bound, negate it.
var boundNegations = []string{"not", "not to", "never"}

// sumOrDifference reports whether claim figure n is the sum or the
// difference of two figures of one sentence of passage p, of n's kind
// (see signals.Comparable): "5 million phones in total" of "3 million in
// Europe and 2 million in Asia", "grew by $500 million" of "$4.2 billion,
// up from $3.7 billion"; or the sum of all its levels of three or more
// ("played 8 matches" of "won five, drew one and lost two"), or a share it
// takes of one of them ("30 planes" of "a quarter of its 120 planes"); or
// a figure counted back from the passage's (see countedBack: the level a
// change started from, a percentage change, a year a span of years
// before another). The source supports such a figure by its arithmetic,
// or at least does not state another: it contradicts nothing. Years,
// dates, times and ordinals are no quantities to add; the two figures
// added are both changes or neither (see figureRole), and the claim's
// figure is then no level.
func (ix *Index) sumOrDifference(cs *claimSignals, p int, n signals.Number) bool {
	pass := ix.ev.Passages[p]
	role := roleOf(cs.seg.Text, cs.directions, n)
	added := mayBeWorkedOut(n, role)
	for s := pass.First; s <= pass.Last; s++ {
		if added && ix.workedOutIn(cs, s, n) || ix.countedBack(cs, s, min(s+1, pass.Last), n, role) {
			return true
		}
	}
	return false
}

// countedBack reports whether the claim's figure n, of role role (see
// roleOf), is counted back from the figures of sentence s, or of s and
// sentence t after it (t may be s): the level a change started from (see startedFrom), a sum or a
// difference of a figure of each (see addedAcross), a percentage change
// from a figure "from" it to another of its sentence (see
// percentChange), or a year a span of years before or after a year of
// its sentence (see yearsApart).
func (ix *Index) countedBack(cs *claimSignals, s, t int, n signals.Number, role figureRole) bool {
	a := &ix.ev.Sentences[s]
	switch {
	case n.Kind == signals.Year:
		return n.Unit == "" && yearsApart(a.Text, a.Numbers, n)
	case !n.Quantity():
		return false
	}
	if n.Kind == signals.Percent && n.Unit == "" && role != roleLevel && percentChange(a, n, cs.directions) {
		return true
	}
	b := &ix.ev.Sentences[t]
	if s != t && role != roleLevel && addedAcross(a, b, n) {
		return true
	}
	if !cs.mayBeBaseline(n, role) {
		return false
	}
	return startedFrom(a, a, n) || s != t && (startedFrom(a, b, n) || startedFrom(b, a, n))
}

// addedAcross reports whether the claim's figure n, no level, is the sum
// or the difference of a figure of sentence a and one of sentence b, the
// next, of n's kind, both changes or neither (see workedOutIn): "was 18
// km long when it opened. A 7 km extension was added" of "25 km long",
// "opened with 24,000 seats. A new stand raised capacity to 31,500" of
// "added 7,500 seats".
func addedAcross(a, b *evidence.Sentence, n signals.Number) bool {
	for _, x := range a.Numbers {
		if !signals.Comparable(n, x) {
			continue
		}
		xc := roleOf(a.Text, a.Directions, x) == roleChange
		for _, y := range b.Numbers {
			if !signals.Comparable(n, y) || xc != (roleOf(b.Text, b.Directions, y) == roleChange) {
				continue
			}
			if addsUpTo(n, x, y) {
				return true
			}
		}
	}
	return false
}

// addsUpTo reports whether n is the sum of x and y or their difference.
func addsUpTo(n, x, y signals.Number) bool {
	return signals.SameValue(n.Value, x.Value+y.Value) || signals.SameValue(n.Value, math.Abs(x.Value-y.Value))
}

// yearsApart reports whether year n is a year of nums, figures of text,
// less a span of years of them written before "earlier", "before" or
// "ago", or more one written before "later" or "after": "on 14 May 2025
// … replaced 31 years earlier" of "replaced in 1994".
func yearsApart(text string, nums []signals.Number, n signals.Number) bool {
	for _, y := range nums {
		if y.Kind != signals.Year || y.Unit != "" {
			continue
		}
		for _, d := range nums {
			if d.Kind != signals.Measure || d.Unit != "year" || d.Per != signals.NoPer || d.Ago {
				continue
			}
			sign := 0.0
			after := strings.TrimLeft(text[d.End:], " ")
			if k := strings.IndexFunc(after, func(r rune) bool { return r < 'a' || r > 'z' }); k >= 0 {
				after = after[:k]
			}
			switch after {
			case "earlier", "before":
				sign = -1
			case "later", "after":
				sign = 1
			}
			if sign != 0 && signals.SameValue(n.Value, y.Value+sign*d.Value) {
				return true
			}
		}
	}
	return false
}

// percentChange reports whether percentage n, the claim's, whose cues are
// dirs, is the change from a figure of sentence sent that "from" comes
// before to another of its kind there, to the decimals n is written with,
// the claim's way when it says one: "212 million crowns, up from 160
// million" of "32.5 percent".
func percentChange(sent *evidence.Sentence, n signals.Number, dirs []signals.Direction) bool {
	half := 0.5
	if k := strings.IndexByte(n.Text, '.'); k >= 0 {
		digits := strings.IndexFunc(n.Text[k+1:], func(r rune) bool { return r < '0' || r > '9' })
		if digits < 0 {
			digits = len(n.Text) - k - 1
		}
		half = 0.5 * math.Pow(10, -float64(digits))
	}
	up, down := false, false
	for _, d := range dirs {
		up, down = up || d.Axis == signals.Change && d.Up, down || d.Axis == signals.Change && !d.Up
	}
	for _, from := range sent.Numbers {
		if !from.Quantity() || from.Kind == signals.Percent || from.Value <= 0 || wordBeforeFigure(sent.Text, from) != "from" {
			continue
		}
		for _, to := range sent.Numbers {
			if to == from || !signals.Comparable(from, to) {
				continue
			}
			change := 100 * (to.Value - from.Value) / from.Value
			if up && change < 0 || down && change > 0 {
				continue
			}
			if math.Abs(math.Abs(change)-n.Value) <= half {
				return true
			}
		}
	}
	return false
}

// startedFrom reports whether the claim's figure n is the level a change
// of sentence changed started from, which sentence leveled (the same, or
// the next, or the one before) gives the level it led to: "went up by
// 1.50 crowns. The ticket now costs 13.50 crowns" of "cost 12 crowns",
// "fell by 85 … to 1,615" of "had 1,700"; of a percentage change, to
// half a per cent of n ("reached 312,000 crowns. That was a gain of 4
// percent" of "300,000 crowns"). The change's way is its cue's (see
// changeCue) or its noun's (see changeNoun).
func startedFrom(changed, leveled *evidence.Sentence, n signals.Number) bool {
	for _, c := range changed.Numbers {
		up, ok := changeWay(changed, c)
		if !ok {
			continue
		}
		sign := 1.0
		if up {
			sign = -1
		}
		for _, l := range leveled.Numbers {
			if l == c || !signals.Comparable(n, l) || roleOf(leveled.Text, leveled.Directions, l) == roleChange {
				continue
			}
			if _, noun := changeNoun(leveled.Text, l); noun {
				continue
			}
			switch {
			case signals.Comparable(n, c):
				if signals.SameValue(n.Value, l.Value+sign*c.Value) {
					return true
				}
			case c.Kind == signals.Percent && c.Unit == "" && c.Value < 100:
				base := l.Value / (1 - sign*c.Value/100)
				margin := 0.005 * math.Abs(n.Value)
				if math.Abs(base-n.Value) <= margin && math.Abs(base-l.Value) > margin {
					return true
				}
			}
		}
	}
	return false
}

// changeWay returns the way of the change whose size figure c of sentence
// sent is, by its cue (see changeCue) or its noun (see changeNoun); ok is
// false when c is no change's size.
func changeWay(sent *evidence.Sentence, c signals.Number) (up, ok bool) {
	if d, ok := changeCue(sent.Text, sent.Directions, c); ok {
		return d.Up, true
	}
	return changeNoun(sent.Text, c)
}

// mayBeBaseline reports whether the claim's figure n, of role role, may
// be the level a change started from: no change itself ("a gain of 85"
// neither), and no level the claim says a change led to ("rose to 12%"
// is not the 12% that "rose 2% to 14%" started from; "stood at 300,000"
// and "had 1,700 residents" may be).
func (cs *claimSignals) mayBeBaseline(n signals.Number, role figureRole) bool {
	if _, noun := changeNoun(cs.seg.Text, n); noun {
		return false
	}
	switch role {
	case roleChange:
		return false
	case roleLevel:
		return !slices.ContainsFunc(cs.directions, func(d signals.Direction) bool { return d.Axis == signals.Change })
	}
	return true
}

// changeNoun reports whether figure n of text is the size of a change
// named by a noun right before it, and the change's way: "a gain of 4
// percent", "a fall of 1.50 crowns".
func changeNoun(text string, n signals.Number) (up, ok bool) {
	before := strings.TrimRight(text[:n.Start], currencySigns+" ")
	if lastWord(before) != "of" {
		return false, false
	}
	switch strings.ToLower(lastWord(strings.TrimSuffix(before, "of"))) {
	case "gain", "rise", "increase", "jump":
		return true, true
	case "fall", "drop", "decline", "decrease", "cut", "loss":
		return false, true
	}
	return false, false
}

// mayBeWorkedOut reports whether the claim's figure n, of role role (see
// roleOf), may be worked out of others (see sumOrDifference): a quantity,
// and no level ("rose to 12%" is not 14% less 2%).
func mayBeWorkedOut(n signals.Number, role figureRole) bool {
	switch n.Kind {
	case signals.Year, signals.Date, signals.Clock, signals.Ordinal, signals.Phone:
		return false
	}
	return role != roleLevel
}

// workedOutIn reports whether the claim's figure n is worked out of the
// figures of sentence s (see sumOrDifference), n one that may be (see
// mayBeWorkedOut).
func (ix *Index) workedOutIn(cs *claimSignals, s int, n signals.Number) bool {
	sent := &ix.ev.Sentences[s]
	// changes has bit k for each of the sentence's figures of n's kind
	// that is a change's size, comparable bit k for each of n's kind.
	var changes, comparable uint64
	for k, m := range sent.Numbers {
		if k < 64 && signals.Comparable(n, m) {
			comparable |= 1 << k
			// A figure of "N more" adds to the one before it, in that
			// one's role: "added 14 routes in the spring and nine more
			// in the autumn".
			if roleOf(sent.Text, sent.Directions, m) == roleChange || k > 0 && changes&(1<<(k-1)) != 0 && addsMore(sent.Text, m) {
				changes |= 1 << k
			}
		}
	}
	if total := levels(sent.Numbers, comparable&^changes); bits.OnesCount64(comparable&^changes) > 2 && signals.SameValue(n.Value, total) &&
		!ix.namesPart(cs, s) {
		return true // "won five, drew one and lost two" of "played 8"
	}
	if ix.shareOf(cs, sent, n) {
		return true
	}
	for a := comparable; a != 0; a &= a - 1 {
		i := bits.TrailingZeros64(a)
		for b := a & (a - 1); b != 0; b &= b - 1 {
			j := bits.TrailingZeros64(b)
			// Two parts, two levels, or two changes, of one kind: a
			// change and a level are not added.
			if changes>>i&1 != changes>>j&1 {
				continue
			}
			if addsUpTo(n, sent.Numbers[i], sent.Numbers[j]) {
				return true
			}
		}
	}
	return false
}

// addsMore reports whether "more" follows figure m of text, and no
// "than" after it: "nine more in the autumn", not "nine more than".
func addsMore(text string, m signals.Number) bool {
	rest, ok := strings.CutPrefix(text[m.End:], " more")
	if !ok || rest != "" && isLowerLetter(rest[0]|0x20) {
		return false // "moreover", "morel"
	}
	return !strings.HasPrefix(strings.TrimLeft(rest, " "), "than")
}

// levels returns the sum of the values of nums of mask (bit k for
// nums[k]).
func levels(nums []signals.Number, mask uint64) (sum float64) {
	for ; mask != 0; mask &= mask - 1 {
		sum += nums[bits.TrailingZeros64(mask)].Value
	}
	return sum
}

// namesPart reports whether the claim holds a name sentence s writes
// after its first figure, where its parts are told apart: "hired 10
// workers in Osel, 20 in Brava and 30 in Halden" gives Halden 30, not the
// sum.
func (ix *Index) namesPart(cs *claimSignals, s int) bool {
	sent := &ix.ev.Sentences[s]
	v := ix.sentenceView(cs.state, s)
	for _, nm := range v.names {
		if len(sent.Numbers) > 0 && nm.Start > sent.Numbers[0].Start && cs.namesName(signals.Fold(nm.Text)) {
			return true
		}
	}
	return false
}

// shareOf reports whether the claim's figure n is a share a sentence
// takes of one of its figures: "a quarter of its 120 planes" of "30
// planes", "half of its 600 jobs" of "300 jobs" (the share read as a
// percentage right before "of" and the figure, see signals.Number), where
// the sentence holds the claim's word bound to n ("retire"): "employs 30
// staff" is no share of "cut a quarter of its 120 staff".
func (ix *Index) shareOf(cs *claimSignals, sent *evidence.Sentence, n signals.Number) bool {
	if n.Kind == signals.Percent {
		return false
	}
	if b := cs.boundWords(n.Start, n.End)[0]; b < 0 || !ix.ev.HasStem(sent, ix.ev.Stem(cs.tokens[b].Lower)) {
		return false
	}
	for k := 1; k < len(sent.Numbers); k++ {
		share, whole := sent.Numbers[k-1], sent.Numbers[k]
		if share.Kind != signals.Percent || whole.Kind == signals.Percent || !signals.Comparable(n, whole) ||
			!strings.Contains(sent.Text[share.End:whole.Start], "of") {
			continue
		}
		if signals.SameValue(n.Value, whole.Value*share.Value/100) {
			return true
		}
	}
	return false
}

// saysOtherwise reports whether source sentence i of prose states its
// figures otherwise than the claim would: negated where the claim is not,
// or the other way round ("Acme never opened 15 stores"), or framed by a
// word the claim lacks, or lacking one the claim holds ("Acme planned to
// open 15 stores", "Acme also opened 15 stores": see framingWords), or
// making its figure the first of a series (see seriesOtherwise). Its
// figures contradict none of the claim's.
func (ix *Index) saysOtherwise(cs *claimSignals, i int) bool {
	if ix.negatedFor(cs, i) != cs.negated {
		return true
	}
	sent := &ix.ev.Sentences[i]
	toks := cs.state.tokensOf(sent.Text)
	return cs.qualifiesOtherwise(heldWords(toks, sent.Numbers, framingWords), framingWords) || ix.seriesOtherwise(cs, toks, sent.Numbers)
}

// seriesWords make the figure or the thing right after them the first of
// a series: "its first 15 stores", "its first store", "initially 15".
var seriesWords = []string{"first", "initial", "initially", "original", "originally"}

// seriesOtherwise reports whether a sentence of tokens toks and figures
// nums holds a word of seriesWords that the claim lacks right before a
// figure or a word of the claim ("Acme opened its first store in 1990"
// says nothing of "Acme opened 15 stores in 2021"), but not before a word
// of its own ("2021, its first year of expansion").
func (ix *Index) seriesOtherwise(cs *claimSignals, toks []signals.Token, nums []signals.Number) bool {
	for k := 0; k+1 < len(toks); k++ {
		if !slices.Contains(seriesWords, toks[k].Lower) || cs.holdsWord(toks[k].Lower) {
			continue
		}
		next := toks[k+1]
		if slices.ContainsFunc(nums, func(n signals.Number) bool { return n.Start == int(next.Start) }) ||
			slices.Contains(cs.stems, ix.ev.Stem(next.Lower)) {
			return true
		}
	}
	return false
}

// runningTotal reports whether figure n of text, whose figures are nums,
// is counted up to a time rather than within it: its stretch of text
// between commas, semicolons, colons and brackets says "by 2021", "since
// 2019", "through 2020", "until 2020", "so far" or "to date". "Acme opened
// 45 stores by 2021" and "Acme opened 30 stores in 2021" may both be
// true; "Acme, public since 2019, opened 12 stores in 2021" counts its 12
// within 2021.
func runningTotal(text string, nums []signals.Number, n signals.Number) bool {
	lo := strings.LastIndexAny(text[:n.Start], ",;:()") + 1
	hi := len(text)
	if i := strings.IndexAny(text[n.End:], ",;:()"); i >= 0 {
		hi = n.End + i
	}
	seg := text[lo:hi]
	for _, p := range []string{"so far", "So far", "to date", "To date"} {
		if strings.Contains(seg, p) {
			return true
		}
	}
	for _, y := range nums {
		if y.Kind != signals.Year || y.Start < lo || y.End > hi {
			continue
		}
		before := strings.TrimRight(text[lo:y.Start], " ")
		w := strings.ToLower(before[strings.LastIndexByte(before, ' ')+1:])
		switch w {
		case "by", "since", "through", "until", "till":
			return true
		}
	}
	return false
}

// isRate reports whether figure n of text is counted per a unit of time
// or a whole: read so by the figure ("$30 a month", "$2 a share", n.Per),
// or per a unit of time with the word it counts between ("15 stores a
// year", "3 meals per day", "2 pills daily"), or right after it per
// anything ("$20 million per km", "$5 per person"). A rate and a figure that is
// none are no contradiction: "Acme opens 15 stores a year" says nothing
// against "Acme opened 30 stores in 2021".
func isRate(text string, n signals.Number) bool {
	if n.Per != signals.NoPer {
		return true
	}
	rest := strings.TrimLeft(text[n.End:], " ")
	if hasFoldedPrefix(rest, "per ") && !hasFoldedPrefix(rest, "per cent") {
		return true // "$20 million per km", "$5 per person"
	}
	if w := leadingWord(rest); w != "" && w != "a" && w != "an" && w != "per" && w != "each" && w != "every" {
		rest = strings.TrimLeft(rest[len(w):], " ") // the word counted
	}
	for _, p := range ratePhrases {
		if hasFoldedPrefix(rest, p) && wordEnds(rest, len(p)) {
			// "15 stores a year ago", "500 jobs a week after the merger":
			// a time, not a rate.
			after := strings.ToLower(leadingWord(strings.TrimLeft(rest[len(p):], " ")))
			return !slices.Contains(timeAfterRate, after)
		}
	}
	return false
}

// figureRole is what a figure is of a change: its size ("rose 3%", "by
// 3%") or a level ("rose to 61%", "from 58%", "stood at 61%").
type figureRole uint8

const (
	roleOther  figureRole = iota // neither, as far as the words show
	roleChange                   // right after a change word or "by"
	roleLevel                    // right after "to", "from" or "at"
)

// agrees reports whether a figure of role r and one of role o may be
// the same quantity: a change's size and a level never are ("Turnout rose
// 3%" is not contradicted by "rose 3 points, to 61%").
func (r figureRole) agrees(o figureRole) bool {
	return r == roleOther || o == roleOther || r == o
}

// roleOf returns the role of figure n of text, whose direction cues are
// dirs: a level after "to", "from" or "at", a change after "by" or right
// after a cue of change ("rose", "cut").
func roleOf(text string, dirs []signals.Direction, n signals.Number) figureRole {
	// An amount of money starts after its currency's sign ("by $500
	// million"), which is read as a gap.
	before := strings.TrimRight(text[:n.Start], currencySigns+" ")
	switch {
	case endsInFoldedWord(before, levelWords):
		return roleLevel
	case endsInFoldedWord(before, changeWords):
		return roleChange
	}
	if _, ok := changeCue(text, dirs, n); ok {
		return roleChange
	}
	return roleOther
}

// changeCue returns the cue of change right before figure n of text, of
// its cues dirs ("climbed 2 percent", "fell by 2 percent"): ok is false
// when the figure is no change's size told so.
func changeCue(text string, dirs []signals.Direction, n signals.Number) (signals.Direction, bool) {
	for _, d := range slices.Backward(dirs) {
		if d.Axis != signals.Change || d.End > n.Start {
			continue
		}
		if gap := strings.Trim(text[d.End:n.Start], currencySigns+" "); gap == "" || gap == "by" {
			return d, true
		}
		return signals.Direction{}, false
	}
	return signals.Direction{}, false
}

// currencySigns are the signs before an amount of money that its Number
// starts after.
const currencySigns = "$€£¥"

// levelWords and changeWords are the words right before a figure that
// make it a level and a change's size (see roleOf).
var (
	levelWords  = []string{"to", "at", "from"}
	changeWords = []string{"by"}
)

// timeAfterRate are the words after "a year", "a week" … that make them a
// time rather than a rate's divisor.
var timeAfterRate = []string{"ago", "after", "before", "later", "earlier", "from", "since"}

// ratePhrases are the words after a figure, or after the word it counts,
// that make it a rate.
var ratePhrases = []string{"a year", "a month", "a week", "a day", "an hour", "a night",
	"per year", "per month", "per week", "per day", "per hour", "per night", "per annum",
	"each year", "each month", "each week", "each day", "every year", "every month", "every week", "every day",
	"annually", "yearly", "monthly", "weekly", "daily", "hourly", "nightly"}

// labelNouns are the nouns whose figure right after them names one of a
// kind: "Type 2 diabetes", "Stage 4 cancer", "Phase 3", "Season 2". Such
// a noun opening a claim is no one whose figure a source may contradict
// (see labelsFigure).
var labelNouns = []string{"type", "stage", "phase", "grade", "level", "class", "category", "tier", "model",
	"version", "season", "episode", "route", "gate", "platform", "flight", "terminal", "channel", "step", "round", "game"}

// labelsFigure reports whether name nm of the claim is one of
// labelNouns right before one of its figures: "Type" of "Type 2 diabetes
// is treated with metformin", which "Type 1 diabetes is treated with
// insulin" does not contradict, is no subject.
func (cs *claimSignals) labelsFigure(nm *signals.Name) bool {
	// Most names are longer than the label nouns, or no figure follows
	// them: both are told before the list is read.
	if len(nm.Text) > len("category") || nm.End >= len(cs.seg.Text) || cs.seg.Text[nm.End] != ' ' {
		return false
	}
	after := len(cs.seg.Text) - len(strings.TrimLeft(cs.seg.Text[nm.End:], " "))
	return slices.ContainsFunc(cs.numbers, func(n signals.Number) bool { return n.Start == after }) &&
		slices.ContainsFunc(labelNouns, func(w string) bool { return strings.EqualFold(w, nm.Text) })
}

// isLabel reports whether number n of text is a label rather than a
// figure: a plain number directly after a capitalised word inside the
// sentence, as in "Form 1040", "Season 44" or "Step 7".
func isLabel(text string, n signals.Number) bool {
	if n.Kind != signals.Plain {
		return false
	}
	before := strings.TrimRight(text[:n.Start], " ")
	if len(before) == len(text[:n.Start]) {
		return false
	}
	i := strings.LastIndexFunc(before, func(r rune) bool { return !isWordRune(r) })
	word := before[i+1:]
	if word == "" || strings.TrimSpace(before[:i+1]) == "" {
		// No word, or the sentence's opening word ("In 1982").
		return false
	}
	r, _ := utf8.DecodeRuneInString(word)
	// After a month, a number is a day ("March 12"), not a label.
	return unicode.IsUpper(r) && !signals.IsMonth(word)
}

// sameNoun reports whether two plain counts count the same thing: the word
// after each (its stem) is the same. "8.2 rebounds" and "1,000 points"
// are different facts, not a disagreement. Of a record's fact, the
// source's noun is read from the key it repeats (see factCounts). Figures
// of other kinds carry their meaning in the kind and unit, and pass.
func sameNoun(ctext string, c signals.Number, stext string, s signals.Number, fact bool) bool {
	if otherMeasure(ctext, c, stext, s) {
		return false
	}
	if c.Kind != signals.Plain || s.Kind != signals.Plain {
		return true
	}
	cn := nounAfter(ctext, c.End)
	if cn == "" {
		return false
	}
	if fact {
		return factCounts(stext[s.End:], cn)
	}
	return cn == nounAfter(stext, s.End)
}

// measureOf returns the text after an "of" that names what figure n of
// text measures, right after the figure and its unit, or a plain count's
// noun, past a determiner: "milk." of "3 cups of milk.", "voters backed
// Acme." of "40% of the voters backed Acme."; "" when no "of" follows.
func measureOf(text string, n signals.Number) string {
	// Most figures have no "of" among the next few words.
	if !strings.Contains(text[n.End:min(len(text), n.End+maxMeasureGap)], " of ") {
		return ""
	}
	rest := strings.TrimLeft(text[n.End:], " ")
	if n.Kind == signals.Plain {
		i := strings.IndexByte(rest, ' ')
		if i <= 0 || strings.ContainsFunc(rest[:i], func(r rune) bool { return !unicode.IsLetter(r) }) {
			return ""
		}
		rest = rest[i+1:]
	}
	if !hasAnyLowerPrefix(rest, []string{"of "}) {
		return ""
	}
	rest = strings.TrimLeft(rest[len("of "):], " ")
	if w, ok := signals.FirstWord(rest); ok && slices.Contains(determiners, w) && strings.HasPrefix(rest[len(w):], " ") {
		rest = strings.TrimLeft(rest[len(w):], " ")
	}
	if r, _ := utf8.DecodeRuneInString(rest); unicode.IsUpper(r) {
		return "" // a name ("two districts of Zambézia Province"), which the name rules read
	}
	if w, _ := signals.FirstWord(rest); slices.Contains(measurePronouns, w) {
		return "" // "60% of them": what it stands for is elsewhere
	}
	return rest
}

// measurePronouns stand after "of" for what a figure measures, named
// elsewhere.
var measurePronouns = []string{"them", "it", "us", "you", "those", "these", "which", "whom", "all", "each", "both"}

// measureWords is how many words after an "of" otherMeasure reads: a
// noun and the words that may stand before it.
const measureWords = 3

// otherMeasure reports whether figure c of ctext and figure s of stext
// measure different things, as an "of" after each names them (see
// measureOf): the first word after either "of" is none of the first
// measureWords words after the other (by stem, up to a mark that ends a
// phrase). "3 cups of milk" and "1 cup of sugar" measure different
// things, "24.97 inches of rain" and "24.97 inches of measured rain" one.
// Two such figures do not contradict each other (see sameNoun); the same
// figure of two such things still grounds, as two words for one thing are
// common ("paracetamol", "acetaminophen").
func otherMeasure(ctext string, c signals.Number, stext string, s signals.Number) bool {
	a := measureOf(ctext, c)
	if a == "" {
		return false
	}
	b := measureOf(stext, s)
	if b == "" {
		return false
	}
	var as, bs [measureWords]string
	na, nb := phraseStems(as[:0], a), phraseStems(bs[:0], b)
	return len(na) > 0 && len(nb) > 0 && !slices.Contains(nb, na[0]) && !slices.Contains(na, nb[0])
}

// measuredOwner returns what sentence s's figures that state the claim's
// number i measure (see measureOf), its first word, when each measures
// another thing than the claim's figure (see otherMeasure) while another
// figure of s, comparable with it, measures the claim's thing: "2 cups of
// sugar and 3 cups of milk" gives milk a figure of its own, and states "2
// cups of milk" only as sugar's. It is "" otherwise: where the sentence
// names the claim's thing with no figure of its own, the same figure of
// another thing still states the claim's (two words for one thing, see
// otherMeasure).
func (cs *claimSignals) measuredOwner(s *evidence.Sentence, i int) string {
	c := &cs.numbers[i]
	if len(s.Numbers) < 2 {
		return ""
	}
	var as [measureWords]string
	stems := phraseStems(as[:0], measureOf(cs.seg.Text, *c))
	if len(stems) == 0 {
		return "" // no "of" after the figure, or no word after it
	}
	own, owner := stems[0], ""
	for j, m := range s.Numbers {
		if !signals.Same(*c, m) {
			continue
		}
		if !otherMeasure(cs.seg.Text, *c, s.Text, m) || !measuresOwn(s, j, *c, own) {
			return ""
		}
		if owner == "" {
			owner, _ = signals.FirstWord(measureOf(s.Text, m))
		}
	}
	return owner
}

// measuresOwn reports whether a figure of sentence s other than its
// figure j, comparable with the claim's figure c, measures the thing of
// stem own (see measureOf).
func measuresOwn(s *evidence.Sentence, j int, c signals.Number, own string) bool {
	for k, m := range s.Numbers {
		if k == j || !signals.Comparable(c, m) {
			continue
		}
		if b := measureOf(s.Text, m); b != "" {
			var bs [measureWords]string
			if slices.Contains(phraseStems(bs[:0], b), own) {
				return true
			}
		}
	}
	return false
}

// phraseStems appends to dst the stems of the first words of text, at
// most measureWords of them, up to a mark that ends a phrase (a comma, a
// full stop, a bracket …; not an apostrophe or a hyphen).
func phraseStems(dst []string, text string) []string {
	for len(dst) < measureWords {
		text = strings.TrimLeftFunc(text, func(r rune) bool { return r == ' ' || r == '-' || r == '\'' || r == '’' })
		i := strings.IndexFunc(text, func(r rune) bool { return !isWordRune(r) })
		if i < 0 {
			i = len(text)
		}
		if i == 0 {
			break
		}
		dst = append(dst, signals.Stem(strings.ToLower(text[:i])))
		text = text[i:]
	}
	return dst
}

// maxMeasureGap bounds the bytes after a figure in which measureOf looks
// for its "of": a unit or a count's noun, then " of ".
const maxMeasureGap = 32

// listLast returns the last figure of the list of figures of one kind
// that number k of nums, of text, is an item of ("12" of "30 and 12
// branches"), which the list's noun follows: nums[k] when it is no item
// of one.
func listLast(text string, nums []signals.Number, k int) signals.Number {
	for k+1 < len(nums) && nums[k+1].Kind == nums[k].Kind && listJoin(text[nums[k].End:nums[k+1].Start]) {
		k++
	}
	return nums[k]
}

// factCounts reports whether the key a record's fact repeats after its
// figure (rest, "review stars" of "review stars: 5.0 review stars")
// counts the noun of stem noun: its last word is the noun, or a word of
// counting ("count", "number", "total") that another of its words is
// ("review count" counts reviews, "review stars" rate them).
func factCounts(rest, noun string) bool {
	words := signals.Words(rest)
	if len(words) == 0 {
		return false
	}
	head := signals.Stem(words[len(words)-1])
	if head == noun {
		return true
	}
	if !slices.Contains(countingWords, head) {
		return false
	}
	return slices.ContainsFunc(words[:len(words)-1], func(w string) bool { return signals.Stem(w) == noun })
}

// countingWords are the stems of words that make a key a count of what
// its other words name.
var countingWords = []string{"count", "number", "total", "num"}

// nounAfter is the stem of the first word after offset i of text, when a
// word follows directly (after spaces, or a hyphen as in "8-0").
func nounAfter(text string, i int) string {
	if w := wordAfter(text, i); w != "" {
		return signals.Stem(w)
	}
	return ""
}

// wordAfter returns the lower-case word that starts right after the
// blanks following byte i of text, or "" when none does.
func wordAfter(text string, i int) string {
	rest := strings.TrimLeft(text[i:], " ")
	w, ok := signals.FirstWord(rest)
	if !ok || !hasAnyLowerPrefix(rest, []string{w}) {
		return ""
	}
	return w
}

func (con contradiction) apply(c *Claim, ix *Index) {
	c.Verdict, c.ReasonCode = Contradicted, ReasonNumberMismatch
	c.Reason = fmt.Sprintf("claims %s near %q, but the source's own text near that name says %s",
		con.claimNumber, con.entity, strings.Join(con.nearby, ", "))
	if con.owner != "" {
		c.Reason += fmt.Sprintf("; its %s is about %s", con.claimNumber, con.owner)
	}
	c.Evidence = soleEvidence(c.Evidence, ix.evidenceOf(con.passage))
	c.Contradictions = []Contradiction{{ClaimNumber: con.claimNumber, Entity: con.entity, SourceNumbersNearby: con.nearby}}
}

func (ix *Index) grounded(c *Claim, code ReasonCode, reason string, p int) {
	c.Verdict, c.ReasonCode, c.Reason = Grounded, code, reason
	c.Evidence = soleEvidence(c.Evidence, ix.evidenceOf(p))
}

// flipped contradicts the claim on its direction against the closest
// sentence of passage e, and names the cue of each on e's flipAxis.
func (ix *Index) flipped(c *Claim, cs *claimSignals, e *passageEval) {
	sent := &ix.ev.Sentences[e.closest]
	mine, _ := soleCue(cs.directions, e.flipAxis)
	theirs, _ := soleCue(sent.Directions, e.flipAxis)
	c.Verdict, c.ReasonCode = Contradicted, ReasonDirectionMismatch
	c.Reason = "the claim says " + strconv.Quote(cs.seg.Text[mine.Start:mine.End]) + " where the source says " +
		strconv.Quote(sent.Text[theirs.Start:theirs.End]) + " about the same thing: " + sent.Text
	c.Evidence = soleEvidence(c.Evidence, ix.evidenceOf(e.p))
}

// unverified sets an unverified verdict; the best passage, when given and
// holding at least one of the claim's signals, is kept as evidence of what
// was closest.
func (ix *Index) unverified(c *Claim, code ReasonCode, reason string, best *passageEval) {
	c.Verdict, c.ReasonCode, c.Reason = Unverified, code, reason
	if best != nil {
		c.Evidence = soleEvidence(c.Evidence, ix.evidenceOf(best.p))
	}
}

func (ix *Index) evidenceOf(p int) Evidence {
	pass := ix.ev.Passages[p]
	return ix.evidenceOfSentences(pass.First, pass.Last)
}

// evidenceOfSentences is the evidence of sentences first to last of one
// document, as they stand in it.
func (ix *Index) evidenceOfSentences(first, last int) Evidence {
	f, l := &ix.ev.Sentences[first], &ix.ev.Sentences[last]
	return Evidence{
		Source: ix.ev.Docs[f.Doc].Name,
		Start:  f.RuneStart,
		End:    l.RuneEnd,
		Text:   ix.ev.Text(evidence.Passage{Doc: f.Doc, First: first, Last: last}),
	}
}

// appendQuote is strconv.AppendQuote, which reads and escapes the text a
// rune at a time: a text of printable ASCII bytes but for the double quote
// and the backslash, as most signals are, it quotes as it is, told by one
// pass over its bytes.
func appendQuote(b []byte, s string) []byte {
	for i := 0; i < len(s); i++ {
		if c := s[i]; c < ' ' || c > '~' || c == '"' || c == '\\' {
			return strconv.AppendQuote(b, s)
		}
	}
	return append(append(append(b, '"'), s...), '"')
}

// describeMissing says which signals the best passage lacks: what
// "%d/%d signals are in no passage with the rest: missing %s; %s" writes
// of the lists, the missing ones first, each "numbers", "names" or
// "quotes" and its texts quoted as %q does, joined by "; ", then the
// numbers the passage states only for another subject ("numbers there of
// another subject [...]") and those it states only as supposed ("numbers
// there only as expected, planned or supposed [...]"), so that the lists
// hold as many signals as the count says.
func (cs *claimSignals) describeMissing(e *passageEval) string {
	total := len(cs.numbers) + len(cs.names) + len(cs.quotes)
	b := make([]byte, 0, 128)
	b = strconv.AppendInt(b, int64(e.missing()), 10)
	b = append(b, '/')
	b = strconv.AppendInt(b, int64(total), 10)
	b = append(b, " signals are in no passage with the rest: "...)
	sep := "missing "
	list := func(kind string, idx []int, text func(int) string) {
		if len(idx) == 0 {
			return
		}
		b = append(append(append(b, sep...), kind...), " ["...)
		for k, i := range idx {
			if k > 0 {
				b = append(b, ", "...)
			}
			b = appendQuote(b, text(i))
		}
		b, sep = append(b, ']'), "; "
	}
	list("numbers", e.missingNums, func(i int) string { return boundedText(cs, cs.numbers[i]) })
	list("names", e.missingNames, func(i int) string { return cs.names[i].Text })
	list("quotes", e.missingQuotes, func(i int) string { return cs.quotes[i].Text })
	if sep == "missing " {
		sep = ""
	}
	list("numbers there of another subject", e.ownedNums, func(i int) string { return cs.numbers[i].Text })
	list("numbers there only as expected, planned or supposed", e.supposedNums, func(i int) string { return cs.numbers[i].Text })
	return string(b)
}
