package sourced

import (
	"slices"
	"strconv"
	"strings"

	"github.com/sourced-dev/sourced/internal/signals"
)

// A figure that a source sentence sets its own figure against belongs to
// the comparison's other side, most often an earlier time: "Revenue was
// $2.8 billion in Q3, up from $3.1 billion a year earlier" states $3.1
// billion of a year earlier, not of Q3; so do "compared with", "compared
// to", "versus", "than the" ("narrower than the $120 million loss a year
// ago") and a "from" after a change ("rose to $3.4 billion from $3.1
// billion"). Such a baseline grounds a claim that states the comparison
// itself ("up from $3.1 billion", "fell from $3.1 billion", "compared with
// $3.1 billion"), or that says what the baseline is of, in a word the
// sentence says only of the baseline ("The rate was 4.1% in May", "Last
// year, revenue was $3.1 billion", "Revenue was previously $3.1
// billion"). A claim that gives it as its own figure is not grounded by
// the sentence (see Index.ownerAt), and is contradicted where the
// sentence states the claim's subject's own figure (see
// Index.ownedContradiction).

// baselineGap is how many words may stand between a comparison's marker
// and its baseline ("compared with last year's $3.1 billion", "up from a
// low of 4%").
const baselineGap = 4

// earlierWords are words that place a figure at an earlier time than the
// one a sentence is about: a claim that holds one where the sentence holds
// it only of its baseline, or not at all, is about the baseline's time.
var earlierWords = []string{"earlier", "ago", "last", "prior", "previous", "previously", "before",
	"formerly", "initially", "originally", "preceding"}

// comparisonWords are the words of the markers of a comparison (see
// baselineMarker) that say nothing of what its baseline is of.
var comparisonWords = []string{"compared", "versus", "vs", "than", "from", "up", "down"}

// timeUnits are the words that measure a time rather than place a figure
// in one: "a year earlier" and "for the year" share "year", not a time.
var timeUnits = []string{"year", "years", "quarter", "quarters", "month", "months", "week", "weeks",
	"day", "days", "period", "periods"}

// baselineOwner returns the comparison that number k of source view v,
// which states the claim's number i, is the baseline of, as a reason
// names it (`the baseline of a comparison, "up from $3.1 billion a year
// earlier"`), when the claim gives that number as its own figure (see
// above): it neither states the comparison nor says what the baseline is
// of. It is "" otherwise, and for a number that is no quantity (a year, a
// date). cv is the claim's view.
func (ix *Index) baselineOwner(cs *claimSignals, cv, v *clauseView, i, k int) string {
	if !v.nums[k].Quantity() {
		return ""
	}
	open := v.baselineMarker(k, true)
	if open < 0 || cv.baselineMarker(i, false) >= 0 {
		return ""
	}
	end := v.baselineEnd(k)
	if ix.takesBaseline(cs, v, k, open, end) {
		return ""
	}
	return "the baseline of a comparison, " + strconv.Quote(strings.TrimSpace(v.text[open:end]))
}

// baselineMarker returns where the marker that makes number k of v a
// comparison's baseline starts: "compared with", "compared to", "versus",
// "vs", "instead of", "than" with a word between ("than the $120 million"; "more than
// 20" is a bound), or "from", up to baselineGap words before the number,
// with no "to", figure, comma or form of "be" or "have" between. Read
// strictly, in a source, a "from" must follow a cue of change in its
// clause ("rose to $3.4 billion from $3.1 billion", not "ranged from $5
// to $9"), and a "than" a word; a claim's marks its figure as a baseline
// without them ("went from $3.1 billion", "smaller than $120 million").
// It is -1 when no marker stands there.
func (v *clauseView) baselineMarker(k int, strict bool) int {
	n := v.nums[k]
	// The first token at or past the number; those before it are read
	// back from it, up to a comma or the like.
	first := v.tokenAt(n.Start)
	gap, next := 0, n.Start
	for j := first - 1; j >= 0 && gap <= baselineGap; j-- {
		t := v.toks[j]
		if int(t.End) > next {
			continue // a token the number starts inside ("US$5")
		}
		if breaksPhrase(v.text[t.End:next]) || v.numberAt(int(t.Start)) >= 0 {
			return -1
		}
		next = int(t.Start)
		switch t.Lower {
		case "with", "to":
			if j > 0 && v.toks[j-1].Lower == "compared" {
				return int(v.toks[j-1].Start)
			}
			if t.Lower == "to" {
				return -1 // the figure a change reaches: "rose from 2% to 4%"
			}
		case "versus", "vs":
			return int(t.Start)
		case "of":
			if j > 0 && v.toks[j-1].Lower == "instead" {
				return int(v.toks[j-1].Start) // "instead of"
			}
		case "than":
			if gap > 0 || !strict {
				return int(t.Start)
			}
		case "from":
			if !strict || v.changeBefore(int(t.Start)) {
				if j > 0 && (v.toks[j-1].Lower == "up" || v.toks[j-1].Lower == "down") {
					return int(v.toks[j-1].Start) // "up from", quoted whole
				}
				return int(t.Start)
			}
		case "is", "are", "was", "were", "be", "been", "has", "have", "had":
			return -1 // the figure of a verb of its own: "income from the unit was $5"
		}
		gap++
	}
	return -1
}

// tokenAt returns the index of the first token of v that starts at or
// past byte at, len(v.toks) when none does.
func (v *clauseView) tokenAt(at int) int {
	lo, hi := 0, len(v.toks)
	for lo < hi {
		m := int(uint(lo+hi) >> 1)
		if int(v.toks[m].Start) < at {
			lo = m + 1
		} else {
			hi = m
		}
	}
	return lo
}

// phraseBreaks are the marks that end a phrase.
const phraseBreaks = ",;:()"

// breaksPhrase reports whether the text between two words holds a comma,
// a semicolon, a colon or a bracket, which end a phrase.
func breaksPhrase(between string) bool {
	return strings.ContainsAny(between, phraseBreaks)
}

// changeBefore reports whether a cue of change ends before byte at in the
// clause of v that holds it.
func (v *clauseView) changeBefore(at int) bool {
	c := v.clauses[v.clauseAt(at)]
	return slices.ContainsFunc(v.cues, func(d signals.Direction) bool {
		return d.Axis == signals.Change && d.Start >= c.start && d.End <= at
	})
}

// baselineEnd returns where the comparison whose baseline is number k of
// v ends: at the first comma, semicolon, colon or bracket after it, the
// end of its clause, or the next figure of its kind ("from $3.1 billion
// to $3.4 billion"), the "to" before that left out.
func (v *clauseView) baselineEnd(k int) int {
	n := v.nums[k]
	end := v.clauses[v.clauseAt(n.Start)].end
	if x := strings.IndexAny(v.text[n.End:end], phraseBreaks); x >= 0 {
		end = n.End + x
	}
	for _, m := range v.nums[k+1:] {
		if m.Start < end && signals.Comparable(n, m) {
			end = m.Start
			break
		}
	}
	rest := strings.TrimRight(v.text[:end], " .$€£")
	if endsWithFolded(rest, " to") {
		rest = rest[:len(rest)-len(" to")]
	}
	return len(rest)
}

// takesBaseline reports whether the claim says what number k of v, the
// baseline of the comparison at bytes open to end of v's text, is of: it
// states a figure of the comparison besides k ("in May", "in 2023"), or
// holds a word of it (see claimsWordOf) other than the one k counts
// ("men" of "compared with 5% for men", not "loss" of "than the $120
// million loss"), or one of earlierWords, that v holds nowhere outside
// the comparison.
func (ix *Index) takesBaseline(cs *claimSignals, v *clauseView, k, open, end int) bool {
	inside := func(at int) bool { return open <= at && at < end }
	for x, m := range v.nums {
		if x != k && inside(m.Start) && cs.statesAny(m) &&
			!slices.ContainsFunc(v.nums, func(o signals.Number) bool { return !inside(o.Start) && signals.Same(m, o) }) {
			return true
		}
	}
	counted, _ := ix.wordAfter(v, v.nums[k].End)
	for _, t := range v.toks {
		if inside(int(t.Start)) && t.Lower != counted && ix.claimsWordOf(cs, v, t) && !v.holdsOutside(ix, open, end, t.Lower) {
			return true
		}
	}
	for _, w := range earlierWords {
		if cs.holdsWord(w) && !v.holdsOutside(ix, open, end, w) {
			return true
		}
	}
	return false
}

// claimsWordOf reports whether the claim holds token t of v, a word of a
// comparison that may say what its baseline is of: a content word, not
// of a figure, and neither a unit of time nor one of comparisonWords.
func (ix *Index) claimsWordOf(cs *claimSignals, v *clauseView, t signals.Token) bool {
	w := t.Lower
	if !signals.IsContentWord(w) || v.numberAt(int(t.Start)) >= 0 || slices.Contains(timeUnits, w) || slices.Contains(comparisonWords, w) {
		return false
	}
	return cs.holdsWord(w) || slices.Contains(cs.stems, ix.ev.Stem(w))
}

// holdsOutside reports whether v holds, outside bytes open to end, a word
// whose stem is w's.
func (v *clauseView) holdsOutside(ix *Index, open, end int, w string) bool {
	stem := ix.ev.Stem(w)
	return slices.ContainsFunc(v.toks, func(t signals.Token) bool {
		return (int(t.Start) < open || int(t.Start) >= end) && ix.ev.Stem(t.Lower) == stem
	})
}
