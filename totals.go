package sourced

import (
	"slices"

	"github.com/sourced-dev/sourced/internal/signals"
)

// A figure may be each one's or all of theirs together: "Each Vexa
// scooter costs 12,000 dollars" is not "bought 40 Vexa scooters for a
// total of 12,000 dollars", nor "each of the 20 employees received a
// 1,000 dollar bonus" "the 20 employees shared a 1,000 dollar bonus". The
// claim says which by a word of eachWords or of totalWords anywhere in it;
// the source by one within totalReach tokens of the figure. The rule is
// asked only of a passage of prose about to ground a claim of figures
// (see wordRules).

// eachWords say that a figure is each one's.
var eachWords = []string{"each", "apiece"}

// eachNotOf are the words after "each" that make it no one's share:
// "each week", "each other".
var eachNotOf = []string{"day", "week", "month", "year", "quarter", "season", "hour", "night", "time", "other"}

// totalWords say that a figure is all of theirs together.
var totalWords = []string{"total", "combined", "altogether", "together", "shared", "share", "split"}

// totalReach is how many tokens either side of a source's figure
// totalSwapped reads for a word of eachWords or totalWords.
const totalReach = 4

// totalSwapped reports whether the closest sentence of passage e, about
// to ground the claim, states one of the claim's figures as all of theirs
// where the claim says each one's, or the other way round, and returns
// the two words.
func (ix *Index) totalSwapped(e *passageEval, cs *claimSignals) (wordSwap, bool) {
	if len(cs.numbers) == 0 || !ix.holdsAt(&ix.totalled, eachTotalSet, e.closest) {
		return wordSwap{}, false
	}
	claimEach := false
	for k, t := range cs.tokens {
		// ("Each week" is a time's, "each other" no figure's.)
		claimEach = claimEach || slices.Contains(eachWords, t.Lower) &&
			(k+1 == len(cs.tokens) || !slices.Contains(eachNotOf, cs.tokens[k+1].Lower))
	}
	claimTotal := slices.ContainsFunc(cs.tokens, func(t signals.Token) bool { return slices.Contains(totalWords, t.Lower) })
	if claimEach == claimTotal {
		return wordSwap{}, false
	}
	want, claimWord := totalWords, "each"
	if claimTotal {
		want, claimWord = eachWords, "total"
	}
	sent := &ix.ev.Sentences[e.closest]
	var toks []signals.Token
	for _, m := range sent.Numbers {
		if !cs.statesAny(m) {
			continue
		}
		if toks == nil {
			toks = cs.state.tokensOf(sent.Text)
		}
		at := tokenAt(toks, m.Start)
		if at < 0 {
			continue
		}
		for j := max(at-totalReach, 0); j < min(at+totalReach+1, len(toks)); j++ {
			if slices.Contains(want, toks[j].Lower) {
				return wordSwap{claim: claimWord, source: toks[j].Lower}, true
			}
		}
	}
	return wordSwap{}, false
}
