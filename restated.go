package sourced

import (
	"fmt"
	"slices"
	"strings"

	"github.com/sourced-dev/sourced/internal/evidence"
	"github.com/sourced-dev/sourced/internal/signals"
)

// A claim that a source sentence restates word for word but for one
// figure is contradicted by that sentence, though no name anchors it:
// "The company opened 30 stores in 2021." against "The company opened 12
// stores in 2021.", "Stir in 2 cups of water." against "Stir in 3 cups
// of water." The sentence must hold every content word of the claim, in
// its order, and none of its own besides (a place, a time, "initially"
// or "abroad" narrows its figure to a part of the claim's), no figure
// but the claim's (one that a figure of the claim states: its "3 March"
// narrows a claim's "March" too) and the one in its place, no direction
// cue the claim lacks ("12 more stores"), the claim's negation and no
// direction against it; it asks nothing, and neither it nor the claim
// holds a word the other lacks that supposes, plans or qualifies the
// figure ("if", "may", "will", "also", "each", "by 2021": see
// qualifyingWords); every other figure of the claim must be stated
// there, and the one that is not must meet exactly one figure of its
// kind there that none of the claim's states, neither of them bound or
// hedged ("more than 20", "about 20", "up to 20", "20+"), a range's end,
// a label, an ordinal, a year or a date. No other sentence holding every
// content word of the claim may state all its figures: a source that
// says 325 degrees in one place and 350 in another contradicts neither.

// readsAsClaim reports whether sentence sent holds the claim's content
// words in its order and no other, and asserts it (see wordsBeyond), its
// figures but m being the claim's (see claimStates) and its
// direction cues as many.
func (ix *Index) readsAsClaim(cs *claimSignals, sent *evidence.Sentence, m signals.Number) bool {
	if len(sent.Directions) != len(cs.directions) {
		return false
	}
	for _, o := range sent.Numbers {
		if o.Start != m.Start && !cs.claimStates(o) {
			return false // a figure of its own: a date, a place's count
		}
	}
	return ix.restatesWords(cs, sent)
}

// restatesWords reports whether sentence sent asks nothing and holds the
// claim's content words in its order, none of its own, and no word that
// supposes or qualifies where the claim does not (see wordsBeyond).
func (ix *Index) restatesWords(cs *claimSignals, sent *evidence.Sentence) bool {
	if strings.ContainsRune(sent.Text, '?') {
		return false
	}
	beyond, inOrder, supposed := ix.wordsBeyond(cs, sent)
	return inOrder && beyond == 0 && !supposed
}

// restated is a source sentence that restates a claim but for one figure:
// the claim's figure n and the sentence's figure m in its place.
type restated struct {
	sent int
	n, m signals.Number
}

// restatedButFigure finds the first sentence, of those holding every
// stem of the claim, that restates the claim but for one figure, when
// none of them states every figure of the claim.
func (ix *Index) restatedButFigure(cs *claimSignals) (restated, bool) {
	if len(cs.numbers) == 0 || len(cs.stems) == 0 {
		return restated{}, false
	}
	found, ok := restated{}, false
	for s := range ix.holdingAll(cs) {
		sent := &ix.ev.Sentences[s]
		if !ix.inCited(cs, -1, int(s)) {
			continue
		}
		i := cs.unstatedFigure(ix, int(s))
		if i == allStated {
			return restated{}, false
		}
		if ok || i < 0 || !ix.agreesAt(cs, int(s)) || mayBeWorkedOut(cs.numbers[i], roleOf(cs.seg.Text, cs.directions, cs.numbers[i])) && ix.workedOutIn(cs, int(s), cs.numbers[i]) {
			continue // "3 more than last week" of "14 this week, up from 11"
		}
		if m, in := figureInPlace(cs, sent, cs.numbers[i]); in && ix.readsAsClaim(cs, sent, m) {
			found, ok = restated{sent: int(s), n: cs.numbers[i], m: m}, true
		}
	}
	return found, ok
}

// What unstatedFigure returns when a sentence states every figure of the
// claim, and when it leaves more than one unstated.
const (
	allStated    = -1
	manyUnstated = -2
)

// unstatedFigure returns the index of the claim's one figure that
// sentence s does not state, or allStated or manyUnstated; it reads the
// figures the claim remembers s to state (see statesFigure).
func (cs *claimSignals) unstatedFigure(ix *Index, s int) int {
	unstated := allStated
	for i := range cs.numbers {
		if cs.statesFigure(ix, s, i) {
			continue
		}
		if unstated != allStated {
			return manyUnstated
		}
		unstated = i
	}
	return unstated
}

// figureInPlace returns the one figure of sentence sent that may stand in
// the place of the claim's figure n: of n's kind (see
// signals.Comparable), stated by none of the claim's figures (see
// claimStates: a source's "45 years" beside its "in his 40s" may stand in
// for a claim's "20 years"), neither of the two bound, a range's end, a
// label ("Form 1040"), an ordinal, a year or a date (what happened in 1990
// may happen again in 1995: "The team won the cup in 1990"), nor of
// another role (a change's size and a level: see figureRole); false when
// there is none or more than one.
func figureInPlace(cs *claimSignals, sent *evidence.Sentence, n signals.Number) (signals.Number, bool) {
	if n.Kind == signals.Ordinal || n.Kind == signals.Year || n.Kind == signals.Date || n.Range != signals.NoRange || isLabel(cs.seg.Text, n) || boundedText(cs, n) != n.Text || hedged(cs.seg.Text, n) {
		return signals.Number{}, false
	}
	var m signals.Number
	found := false
	for k, o := range sent.Numbers {
		if !signals.Comparable(n, o) || cs.claimStates(o) || signals.InRange(sent.Numbers, k, n) {
			continue
		}
		if found {
			return signals.Number{}, false // two: which one is meant is not known
		}
		m, found = o, true
	}
	if !found || m.Range != signals.NoRange || isLabel(sent.Text, m) || hedged(sent.Text, m) || otherZone(cs.seg.Text, n, sent.Text, m) {
		return signals.Number{}, false
	}
	if b, _ := boundOf(sent.Text, sent.Directions, m, true); b != exactly {
		return signals.Number{}, false
	}
	if !roleOf(cs.seg.Text, cs.directions, n).agrees(roleOf(sent.Text, sent.Directions, m)) {
		// A change's size is not a level: "rose 2%" is not "rose to 15%".
		return signals.Number{}, false
	}
	return m, true
}

// wordsBeyond returns the number of content words of sentence sent whose
// stems are none of the claim's, but for the words of its figures ("4
// dollars") and its direction cues ("rose"), which the claim's content
// words leave out too; whether the sentence holds the claim's content
// words in the claim's order ("revenue per store reached" is not read in
// "revenue from online sales reached …, while store revenue fell"), a
// figure's words among them ("25 minutes" holds "minutes"); and whether
// it says something else: it supposes where the claim asserts, or one of
// them qualifies its figure as the other does not (see qualifyingWords;
// an opening "Had": "Had the company opened 12 stores, it would have
// …").
func (ix *Index) wordsBeyond(cs *claimSignals, sent *evidence.Sentence) (beyond int, inOrder, supposed bool) {
	toks := cs.state.tokensOf(sent.Text)
	next := 0       // the claim's stems read in order so far
	var held uint64 // bit i: the sentence holds qualifyingWords[i]
	for k, t := range toks {
		if i := qualifyingIndex(t.Lower); i >= 0 {
			if !monthMay(t, sent.Numbers) {
				held |= 1 << i
			}
			continue
		}
		if k == 0 && t.Lower == "had" {
			supposed = true // "Had the company opened …"
			continue
		}
		if !signals.IsContentWord(t.Lower) {
			continue
		}
		at := int(t.Start)
		stem := ix.ev.Stem(t.Lower)
		if next < len(cs.stems) && stem == cs.stems[next] {
			next++
			continue
		}
		if slices.ContainsFunc(sent.Numbers, func(m signals.Number) bool { return m.Start <= at && at < m.End }) ||
			slices.ContainsFunc(sent.Directions, func(d signals.Direction) bool { return d.Start <= at && at < d.End }) {
			continue
		}
		if !slices.Contains(cs.stems, stem) {
			beyond++
		}
	}
	return beyond, next == len(cs.stems), supposed || cs.qualifiesOtherwise(held, qualifyingWords)
}

// monthMay reports whether token t of a text whose figures are nums is
// "May" the month, which the number reader read as a date ("in May 2020",
// "on May 3"), and so not the modal "may" of modalWords.
func monthMay(t signals.Token, nums []signals.Number) bool {
	if t.Lower != "may" {
		return false
	}
	at := int(t.Start)
	return slices.ContainsFunc(nums, func(n signals.Number) bool {
		return n.Kind == signals.Date && n.Start <= at && at < n.End
	})
}

// qualifiesOtherwise reports whether a sentence that holds held of words
// (see heldWords) or the claim holds one of them that the other does not.
// words must open qualifyingWords (framingWords does), whose bits for the
// claim are read once.
func (cs *claimSignals) qualifiesOtherwise(held uint64, words []string) bool {
	return held != cs.qualifying()&(1<<len(words)-1)
}

// qualifying returns heldWords of the claim's tokens and qualifyingWords,
// read once for the claim.
func (cs *claimSignals) qualifying() uint64 {
	if !cs.qualRead {
		cs.qualHeld, cs.qualRead = heldWords(cs.tokens, cs.numbers, qualifyingWords), true
	}
	return cs.qualHeld
}

// heldWords returns bit i set for each of words, which open
// qualifyingWords (framingWords does), that one of tokens toks is, in
// lower case; the month May, among figures nums of their text, is not the
// word "may" (see monthMay).
func heldWords(toks []signals.Token, nums []signals.Number, words []string) uint64 {
	var held uint64
	for _, t := range toks {
		if i := qualifyingIndex(t.Lower); i >= 0 && i < len(words) && !monthMay(t, nums) {
			held |= 1 << i
		}
	}
	return held
}

// qualifyingIndex returns the index of w in qualifyingWords, -1 when it is
// none, comparing w only with the words of its length: a word is read for
// every token of a sentence and of a claim, and most are none of them,
// which their first and last bytes tell (see qualifyingEnds).
func qualifyingIndex(w string) int {
	n := len(w)
	if uint(n-1) >= uint(len(qualifyingEnds)-1) { // n is 0, or too long
		return -1
	}
	if bits := uint64(1)<<(w[0]&31) | 1<<(32+w[n-1]&31); qualifyingEnds[n]&bits != bits {
		return -1
	}
	for _, i := range qualifyingByLength[n] {
		if q := qualifyingWords[i]; q[0] == w[0] && q == w {
			return int(i)
		}
	}
	return -1
}

// buildQualifyingByLength returns qualifyingByLength, generated into
// tables.go: for each length of word, the indexes of the qualifyingWords
// of that length (see qualifyingIndex).
func buildQualifyingByLength() (t [16][]uint8) {
	for i, w := range qualifyingWords {
		t[len(w)] = append(t[len(w)], uint8(i))
	}
	return t
}

// buildQualifyingEnds returns qualifyingEnds, generated into tables.go:
// for each length of word, bit c&31 for the first byte c of each of the
// qualifyingWords of that length, and bit 32+c&31 for its last byte: a
// word either of whose bits is not set is none of them. The first byte
// alone let through most words of three letters ("the" for "too", "and"
// for "aim"), which the last rejects.
func buildQualifyingEnds() (t [16]uint64) {
	for _, w := range qualifyingWords {
		t[len(w)] |= 1<<(w[0]&31) | 1<<(32+w[len(w)-1]&31)
	}
	return t
}

// expectingWords are the framing words that make a figure a plan, an
// expectation, a forecast or an attempt rather than what happened:
// "plans", "expected", "aims", "forecast", "sought" (see attemptWords,
// which frame only a quantity). Before a source's figure in its clause,
// they keep it from grounding a claim that states the figure as a fact
// (see Index.supposedIn).
var expectingWords = slices.Concat([]string{"plan", "plans", "planned", "expect", "expects", "expected",
	"aim", "aims", "aimed", "intend", "intends", "intended", "promised", "proposed",
	"forecast", "forecasts", "forecasted", "predicted", "predicts", "projected"}, attemptWords, considerWords)

// modalWords are the framing words that suppose a figure ("if", "would",
// "may", "will") or make it a rule ("must", "should").
var modalWords = []string{"if", "unless", "whether", "would", "could", "might", "may", "should", "must", "will", "shall"}

// framingWords are the words that, held by a claim or by a source
// sentence but not by both, make one state its figure otherwise: a plan
// or an expectation (expectingWords), a supposition or a rule
// (modalWords), or a figure added to another or shared out ("also",
// "another", "each"). A sentence near a claim's name so framed
// contradicts none of its figures (see Index.saysOtherwise).
var framingWords = slices.Concat(expectingWords, modalWords,
	[]string{"also", "another", "again", "too", "each", "apiece", "additional", "further"})

// qualifyingWords are the words a sentence restating a claim and the claim
// must hold alike (see wordsBeyond): framingWords, and the commoner words
// that make a figure a part or a running total ("15 of its stores", "by
// 2021", "until", "since"), which a sentence merely near a claim's name
// holds as often plainly ("revenue of $5 million").
var qualifyingWords = append(slices.Clip(framingWords), "can", "suppose", "supposing", "both",
	"of", "by", "until", "till", "through", "since")

// holdsWord reports whether one of the claim's tokens is w, in lower
// case, and not the month May where w is "may" (see monthMay).
func (cs *claimSignals) holdsWord(w string) bool {
	for _, t := range cs.tokens {
		if t.Lower == w && !monthMay(t, cs.numbers) {
			return true
		}
	}
	return false
}

// hedgeWords are the words that, right before a figure, make it a guess or
// a bound of the figure rather than the figure ("about 30", "up to 30").
var hedgeWords = []string{"about", "around", "approximately", "roughly", "some", "nearly", "almost",
	"up to", "as many as", "as much as", "as few as", "at most", "at least", "no more than", "no fewer than",
	"no less than", "not more than", "more than", "less than", "fewer than", "over", "under", "close to", "circa", "an estimated", "estimated"}

// hedged reports whether figure n of text is hedged or bound by the words
// around it: one of hedgeWords or "~" before it, "+", "-odd", "or so",
// "or more" or "or less" after it.
func hedged(text string, n signals.Number) bool {
	before := strings.TrimRight(text[:n.Start], " $€£")
	if strings.HasSuffix(before, "~") {
		return true
	}
	if endsInFoldedWord(before, hedgeWords) {
		return true
	}
	after := text[n.End:]
	for _, w := range []string{"+", "-odd", " or so", " or more", " or less", " or fewer"} {
		if hasFoldedPrefix(after, w) {
			return true
		}
	}
	return false
}

// applyRestated makes the claim contradicted by the sentence of r.
func (ix *Index) applyRestated(c *Claim, r restated) {
	c.Verdict, c.ReasonCode = Contradicted, ReasonNumberMismatch
	c.Reason = fmt.Sprintf("claims %s, but a source sentence that says the rest of it word for word says %s", r.n.Text, r.m.Text)
	p, _ := ix.ev.PassageRange(r.sent) // the first passage that holds the sentence
	c.Evidence = soleEvidence(c.Evidence, ix.evidenceOf(p))
	c.Contradictions = []Contradiction{{ClaimNumber: r.n.Text, SourceNumbersNearby: []string{r.m.Text}}}
}
