package sourced

import (
	"slices"
	"strconv"
	"strings"

	"github.com/sourced-dev/sourced/internal/evidence"
	"github.com/sourced-dev/sourced/internal/signals"
)

// One sentence may give two figures of one kind to two steps of a task or
// two measures of one subject: "Bake for 30 minutes, then let cool for
// 20 minutes", "The battery lasts 12 hours and charges in 10 hours",
// "Revenue rose 12% while headcount rose 5%". A claim that gives one
// step's figure to the other ("Bake for 20 minutes") is not stated by the
// sentence, though it holds the figure and every word of the claim. A
// figure's step is the stretch of its clause before it, back to a mark or
// to the figure of its kind before it (see step); the claim's step is
// told by its content words nearest before its figure, at most
// eventWords, its anchors aside. The source's figure is another step's
// when its step lacks one of them and holds a word of its own, while the
// step of a rival figure (see rivalIn) holds those it lacks (see
// stepTells). It is asked only once a passage is about to ground the
// claim (see crossedIn), of a sentence that holds a rival, or of one that
// holds none with the rivals of the passage's other sentences ("Bake for
// 30 minutes. Then let cool for 20 minutes.": see stepAcross). Years are
// read by their clauses instead (see eventOwner).

// stepOwner returns the step of v that number k, which states the claim's
// amount i, is of, quoted, when it is another step than the claim's (see
// above); "" otherwise. Names settle whose figure is whose before steps
// do: it is "" too when the figure is a name's of the claim ("including
// Acme's $5 million, the bidders spent $9 million"), or when the two
// steps, or the text between them, name someone the claim does not.
func (ix *Index) stepOwner(cs *claimSignals, anchors []int, v *clauseView, i, k int) string {
	var buf [eventWords]int32
	words := cs.stepWords(buf[:0], anchors, i)
	step, ok := ix.otherStep(cs, anchors, v, k, words)
	if !ok || v.baselineMarker(k, true) >= 0 {
		return "" // (the baseline of the figure before it: "compared with 1.3 million" is no step)
	}
	want := cs.countedStem(i)
	for r := range v.nums {
		if r == k || !cs.rivalAt(ix, v, r, i, want) || !ix.stepTells(cs, v, r, v, k, words, r > k) {
			continue
		}
		between := clauseSpan{min(step.start, v.step(r).start), max(step.end, v.nums[r].Start)}
		if !ix.namesOther(cs, anchors, v, between) {
			return strconv.Quote(strings.Trim(v.text[step.start:v.nums[k].End], " .,;:"))
		}
	}
	return ""
}

// stepAcross is stepOwner of sentence s of passage pass, which states
// the claim's amount i and holds no rival of it, with the rivals of the
// passage's other sentences: "Bake for 30 minutes. Then let cool for 20
// minutes." Each of the two sentences must name no one the claim does not
// before its figure. The sentences' stems rule out most passages before
// any is read by clause: s lacks one of the claim's words, and the other
// sentence holds those it lacks.
func (ix *Index) stepAcross(cs *claimSignals, anchors []int, pass *evidence.Passage, s, i int) string {
	n := cs.numbers[i]
	if !n.Quantity() || !ix.comparableAround(pass, s, n) {
		return ""
	}
	var buf, lackBuf [eventWords]int32
	words := cs.stepWords(buf[:0], anchors, i)
	lacks := lackBuf[:0]
	for _, id := range words {
		if _, ok := slices.BinarySearch(ix.ev.Sentences[s].StemIDs, id); !ok {
			lacks = append(lacks, id)
		}
	}
	if len(lacks) == 0 {
		return ""
	}
	var v *clauseView
	k, step := -1, clauseSpan{}
	want := cs.countedStem(i)
	for o := pass.First; o <= pass.Last; o++ {
		sent := &ix.ev.Sentences[o]
		if o == s || !tellsOfEvent(lacks, sent.StemIDs) || !cs.hasRival(sent.Numbers, i) {
			continue
		}
		if v == nil {
			v = ix.sentenceView(cs.state, s)
			// The figure that states n: the same value, or one n rounds
			// ("about 5" of 4.8; see signals.RoughlyStates), which no
			// figure of the sentence may equal.
			k = slices.IndexFunc(v.nums, func(m signals.Number) bool { return signals.Same(n, m) || signals.RoughlyStates(n, m) })
			if k < 0 {
				return ""
			}
			var ok bool
			if step, ok = ix.otherStep(cs, anchors, v, k, words); !ok || ix.namesOther(cs, anchors, v, clauseSpan{0, step.end}) {
				return ""
			}
		}
		w := ix.sentenceView(cs.state, o)
		for r := range w.nums {
			if cs.rivalAt(ix, w, r, i, want) && ix.stepTells(cs, w, r, v, k, words, o > s) && !ix.namesOther(cs, anchors, w, clauseSpan{0, w.nums[r].Start}) {
				return strconv.Quote(strings.Trim(v.text[step.start:v.nums[k].End], " .,;:"))
			}
		}
	}
	return ""
}

// comparableAround reports whether a sentence of pass other than s
// states a figure comparable with n and different from it: the quick test
// stepAcross asks first.
func (ix *Index) comparableAround(pass *evidence.Passage, s int, n signals.Number) bool {
	for o := pass.First; o <= pass.Last; o++ {
		if o != s && slices.ContainsFunc(ix.ev.Sentences[o].Numbers, func(m signals.Number) bool {
			return signals.Comparable(n, m) && !signals.Same(n, m)
		}) {
			return true
		}
	}
	return false
}

// stepWords appends to dst the stem ids of the claim's words that tell
// the step of its number i (see above), none when i is no amount.
func (cs *claimSignals) stepWords(dst []int32, anchors []int, i int) []int32 {
	n := cs.numbers[i]
	if !n.Quantity() {
		return dst
	}
	cv := cs.claimView()
	words, known := cs.stemsBefore(&cv, dst, n, func(at int) bool { return cs.inAnchor(anchors, at) })
	if !known {
		return dst[:0]
	}
	return words
}

// otherStep returns the step of number k of v, which states the claim's
// amount, when that step lacks one of the claim's words (see stepWords)
// and holds a word of its own, and the figure is no name's of the claim;
// ok is false otherwise.
func (ix *Index) otherStep(cs *claimSignals, anchors []int, v *clauseView, k int, words []int32) (step clauseSpan, ok bool) {
	if len(words) == 0 {
		return step, false
	}
	step = v.step(k)
	if ix.spanTells(v, step, words) || !ix.ownWordIn(cs, v, step, ix.notOwn(v)) {
		return step, false
	}
	if x := v.nameBefore(len(strings.TrimRight(v.text[:step.end], "$£€"))); x >= 0 && cs.anchorOf(anchors, signals.Fold(v.names[x].Text)) {
		return step, false
	}
	return step, true
}

// notOwn returns what is no word of a step's own in v, by its first byte:
// a name ("Acme"), or a cue of change, which restates the claim's as often
// as not ("climbed" for "rose").
func (ix *Index) notOwn(v *clauseView) func(at int) bool {
	return func(at int) bool { return ix.anchorsAt(v, at) || v.cueAt(at) }
}

// namesOther reports whether span sp of v holds a name that can anchor a
// claim and is none of anchors, the claim's.
func (ix *Index) namesOther(cs *claimSignals, anchors []int, v *clauseView, sp clauseSpan) bool {
	for _, nm := range v.names {
		if sp.holds(nm.Start, nm.End) {
			if f := signals.Fold(nm.Text); ix.ev.CanAnchor(nm, f) && !cs.anchorOf(anchors, f) {
				return true
			}
		}
	}
	return false
}

// stepTells reports whether the step of number r of w tells of the
// claim's step, whose words' stem ids are words, where the step of number
// k of v does not: r's step holds each word k's lacks, with no word of its
// own after it (see ownWordIn and notOwn) ("Acme hired 30 engineers,
// bringing the total to 120" tells of Acme's hiring, not of what it
// has); and it holds each word k's holds, unless r comes after k (after)
// and leaves the word out ("The battery lasts 12 hours and charges in 10
// hours" tells of the battery's charging).
func (ix *Index) stepTells(cs *claimSignals, w *clauseView, r int, v *clauseView, k int, words []int32, after bool) bool {
	mine, theirs := w.step(r), v.step(k)
	for _, id := range words {
		at := ix.lastTold(w, mine, id)
		if ix.lastTold(v, theirs, id) >= 0 {
			if at < 0 && !after {
				return false
			}
			continue
		}
		if at < 0 || ix.ownWordIn(cs, w, clauseSpan{at, mine.end}, ix.notOwn(w)) {
			return false
		}
	}
	return true
}

// step returns the stretch of v before its number k that tells what the
// number is of: back to the latest of its clause's start, the figure
// before it of a kind comparable with it, and a mark of stepStops outside
// a figure ("then let cool for " of "Bake for 30 minutes, then let cool
// for 20 minutes").
func (v *clauseView) step(k int) clauseSpan {
	at := v.nums[k].Start
	lo := v.clauses[v.clauseAt(at)].start
	for r := k - 1; r >= 0; r-- {
		if m := v.nums[r]; m.End <= at && signals.Comparable(m, v.nums[k]) {
			lo = max(lo, m.End)
			break
		}
	}
	for end := at; ; {
		j := strings.LastIndexAny(v.text[lo:end], stepStops)
		if j < 0 {
			return clauseSpan{lo, at}
		}
		if end = lo + j; v.numberAt(end) < 0 {
			return clauseSpan{end + 1, at}
		}
	}
}

// stepStops are the marks that end a step: a figure's step does not reach
// back past them.
const stepStops = ",.;:()"

// inAnchor reports whether byte at of the claim lies in one of anchors,
// its names that can anchor it: a name that opens the claim and anchors
// nothing ("Bake", "Revenue") is a word of its step.
func (cs *claimSignals) inAnchor(anchors []int, at int) bool {
	return slices.ContainsFunc(anchors, func(a int) bool { return cs.names[a].Start <= at && at < cs.names[a].End })
}

// anchorsAt reports whether byte at of v lies in a name that can anchor a
// claim: a word that merely opens the sentence ("Bake for 30 minutes")
// may tell of a step.
func (ix *Index) anchorsAt(v *clauseView, at int) bool {
	x := v.nameAt(at)
	return x >= 0 && ix.ev.CanAnchor(v.names[x], signals.Fold(v.names[x].Text))
}

// cueAt reports whether byte at of v lies in one of its cues of direction.
func (v *clauseView) cueAt(at int) bool {
	return slices.ContainsFunc(v.cues, func(c signals.Direction) bool { return c.Start <= at && at < c.End })
}
