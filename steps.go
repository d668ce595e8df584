package sourced

import (
	"slices"
	"strconv"
	"strings"

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
// stepTells). It is asked only of a sentence that holds a rival, once a
// passage is about to ground the claim (see crossedIn). Years are read by
// their clauses instead (see eventOwner).

// stepOwner returns the step of v that number k, which states the claim's
// amount i, is of, quoted, when it is another step than the claim's (see
// above); "" otherwise. Names settle whose figure is whose before steps
// do: it is "" too when the figure is a name's of the claim ("including
// Acme's $5 million, the bidders spent $9 million"), or when the two
// steps, or the text between them, name someone the claim does not.
func (ix *Index) stepOwner(cs *claimSignals, anchors []int, v *clauseView, i, k int) string {
	n := cs.numbers[i]
	if !n.Quantity() {
		return ""
	}
	var buf [eventWords]int32
	cv := cs.claimView()
	words, known := cs.stemsBefore(&cv, buf[:0], n, func(at int) bool { return cs.inAnchor(anchors, at) })
	if !known || len(words) == 0 {
		return ""
	}
	step := v.step(k)
	// Not a step's own word: a name ("Acme") or a cue of change, which
	// restates the claim's as often as not ("climbed" for "rose").
	skip := func(at int) bool { return ix.anchorsAt(v, at) || v.cueAt(at) }
	if ix.spanTells(v, step, words) || !ix.ownWordIn(cs, v, step, skip) {
		return ""
	}
	at := v.nums[k].Start
	if x := v.nameBefore(len(strings.TrimRight(v.text[:at], "$£€"))); x >= 0 && cs.anchorOf(anchors, signals.Fold(v.names[x].Text)) {
		return ""
	}
	want := cs.countedStem(i)
	for r := range v.nums {
		if r == k || !cs.rivalAt(ix, v, r, i, want) || !ix.stepTells(cs, v, r, k, words, skip) {
			continue
		}
		between := clauseSpan{min(step.start, v.step(r).start), max(at, v.nums[r].Start)}
		if !ix.namesOther(cs, anchors, v, between) {
			return strconv.Quote(strings.Trim(v.text[step.start:v.nums[k].End], " .,;:"))
		}
	}
	return ""
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

// stepTells reports whether the step of number r of v tells of the
// claim's step, whose words' stem ids are words, where the step of number
// k does not: r's step holds each word k's lacks, with no word of its own
// after it (see ownWordIn; skip is what is none) ("Acme hired 30
// engineers, bringing the total to 120" tells of Acme's hiring, not of
// what it has); and it holds each word k's holds, unless r comes after k
// and leaves the word out ("The battery lasts 12 hours and charges in 10
// hours" tells of the battery's charging).
func (ix *Index) stepTells(cs *claimSignals, v *clauseView, r, k int, words []int32, skip func(at int) bool) bool {
	mine, theirs := v.step(r), v.step(k)
	for _, id := range words {
		at := ix.lastTold(v, mine, id)
		if ix.lastTold(v, theirs, id) >= 0 {
			if at < 0 && r < k {
				return false
			}
			continue
		}
		if at < 0 || ix.ownWordIn(cs, v, clauseSpan{at, mine.end}, skip) {
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
