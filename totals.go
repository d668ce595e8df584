package sourced

import (
	"slices"
	"strings"

	"github.com/sourced-dev/sourced/internal/signals"
)

// A figure may be each one's or all of theirs together: "Each Vexa
// scooter costs 12,000 dollars" is not "bought 40 Vexa scooters for a
// total of 12,000 dollars", nor "each of the 20 employees received a
// 1,000 dollar bonus" "the 20 employees shared a 1,000 dollar bonus". The
// claim says which by a word anywhere in it (see eachAt and totalAt); the
// source by one in the figure's own phrase, within totalReach tokens of
// it and no mark (see marked), or by an opening "Each". A phrase that
// says it both ways ("$2 million apiece, a total of $6 million" is cut
// at its comma) states the claim either way, and a count of the group
// itself ("the two founders") is no amount (see amountFigure). The rule
// is asked only of a passage of prose about to ground a claim of figures
// (see wordRules).

// eachWords say that a figure is each one's.
var eachWords = []string{"each", "apiece"}

// eachNotOf are the words after "each" that make it no one's share:
// "each week", "each other".
var eachNotOf = []string{"day", "week", "month", "year", "quarter", "season", "hour", "night", "time", "other"}

// totalWords say that a figure is all of theirs together. ("Share" and
// "split" are not among them: "a 30% market share", "a stock split".)
var totalWords = []string{"total", "combined", "altogether", "together", "jointly", "shared", "divided"}

// eachWordSet and totalWordSet are eachWords and totalWords, which a
// claim's every token is looked up in.
var (
	eachWordSet  = signals.NewWordSet(eachWords...)
	totalWordSet = signals.NewWordSet(totalWords...)
)

// totalReach is how many tokens either side of a source's figure
// totalSwapped reads for a word of eachWords or totalWords.
const totalReach = 4

// totalSwapped reports whether the closest sentence of passage e, about
// to ground the claim, states one of the claim's figures as all of theirs
// where the claim says each one's, or the other way round, and returns
// the two words.
func (ix *Index) totalSwapped(e *passageEval, cs *claimSignals) (wordSwap, bool) {
	if len(cs.numbers) == 0 {
		return wordSwap{}, false
	}
	if !ix.holdsAt(&ix.totalled, eachTotalSet, e.closest) {
		return wordSwap{}, false
	}
	if cs.readTotals(); cs.each < 0 == (cs.total < 0) {
		return wordSwap{}, false
	}
	// wanted tells a word of the source that says the figure the other
	// way, own one that says it the claim's way.
	wanted, own, k := totalAt, eachAt, cs.each
	if cs.total >= 0 {
		wanted, own, k = eachAt, totalAt, cs.total
	}
	claimWord := totalPhrase(cs.tokens, k)
	sent := &ix.ev.Sentences[e.closest]
	var toks []signals.Token
	for _, m := range sent.Numbers {
		if !amountFigure(sent.Text, m) || !cs.statesAny(m) {
			continue
		}
		if toks == nil {
			toks = cs.state.tokensOf(sent.Text)
		}
		at := tokenAt(toks, m.Start)
		if at < 0 {
			continue
		}
		// The words of the figure's own phrase, up to a mark either side:
		// "$2 million apiece, a total of $6 million" gives the $2 million
		// each one's, the $6 million all of theirs.
		from, to := at, at
		for to+1 < len(toks) && int(toks[to+1].Start) < m.End { // the figure's own tokens ("10", "000")
			to++
		}
		last := to
		for from > 0 && at-from < totalReach && !marked(sent.Text, toks[from-1].End, toks[from].Start) {
			from--
		}
		for to+1 < len(toks) && to-last < totalReach && !marked(sent.Text, toks[to].End, toks[to+1].Start) {
			to++
		}
		// A sentence that opens on "Each" says each one's of its every
		// figure ("Each of the 20 employees received $1,000").
		other, same := "", false
		if wanted(toks, 0) && toks[0].Lower == "each" {
			other = "each"
		}
		for j := from; j <= to; j++ {
			if wanted(toks, j) {
				other = totalPhrase(toks, j)
			} else if own(toks, j) {
				same = true
			}
		}
		if other != "" && !same {
			return wordSwap{claim: claimWord, source: other}, true
		}
	}
	return wordSwap{}, false
}

// readTotals finds the claim's tokens of each one's and of all together
// (see eachAt and totalAt) once a claim.
func (cs *claimSignals) readTotals() {
	if cs.totalsRead {
		return
	}
	cs.totalsRead, cs.each, cs.total = true, -1, -1
	for k := range cs.tokens {
		if cs.each < 0 && eachAt(cs.tokens, k) {
			cs.each = k
		}
		if cs.total < 0 && totalAt(cs.tokens, k) {
			cs.total = k
		}
	}
}

// marked reports whether text[end:start], between two tokens, holds a
// mark that ends a phrase.
func marked(text string, end, start uint32) bool {
	return strings.ContainsAny(text[end:start], ",;:()")
}

// amountFigure reports whether figure m of text may be an amount shared
// or had by each: money, a measure, a share, or a count but of the group
// itself, which a determiner opens ("the two founders", "each of the
// three sisters").
func amountFigure(text string, m signals.Number) bool {
	switch m.Kind {
	case signals.Money, signals.Measure, signals.Percent:
		return true
	case signals.Plain:
		before := strings.TrimRight(text[:m.Start], " ")
		switch strings.ToLower(before[strings.LastIndexByte(before, ' ')+1:]) {
		case "the", "these", "those", "all", "both", "its", "their", "his", "her":
			return false
		}
		return true
	}
	return false
}

// eachAt reports whether token k of toks says that a figure is each
// one's: a word of eachWords, "each" not of a time ("each week", see
// eachNotOf).
func eachAt(toks []signals.Token, k int) bool {
	return eachWordSet.Has(toks[k].Lower) && (toks[k].Lower != "each" || k+1 == len(toks) || !slices.Contains(eachNotOf, toks[k+1].Lower))
}

// totalAt reports whether token k of toks says that a figure is all of
// theirs together: a word of totalWords ("together" not before "with"),
// or "in all", "between them", "among them".
func totalAt(toks []signals.Token, k int) bool {
	switch w := toks[k].Lower; w {
	case "all":
		return k > 0 && toks[k-1].Lower == "in"
	case "them":
		return k > 0 && (toks[k-1].Lower == "between" || toks[k-1].Lower == "among")
	case "together":
		return k+1 == len(toks) || toks[k+1].Lower != "with"
	default:
		return totalWordSet.Has(w)
	}
}

// totalPhrase returns the words of toks that eachAt or totalAt read at
// token k: the word, or "in all", "between them", "among them".
func totalPhrase(toks []signals.Token, k int) string {
	if w := toks[k].Lower; w == "all" || w == "them" {
		return toks[k-1].Lower + " " + w
	}
	return toks[k].Lower
}
