package sourced

import (
	"slices"

	"github.com/sourced-dev/sourced/internal/signals"
)

// A source that says something may, might or could happen, or is being
// considered, does not say it happened: "The drug may reduce symptoms"
// does not ground "The drug reduces symptoms", nor "The committee may
// approve the merger" "The committee approved the merger". Figures so
// framed are read one by one (see supposedIn); hedgedAt reads the claim's
// verbs, for a claim with figures or without.

// hedgedAt reports whether source sentence s says the claim only as
// what may be: it holds a word of maybeWords or considerWords right
// before a verb the claim states ("may reduce", "could cut", "may have
// reduced", "is considering selling"), but for a step's time (see
// stepVerbs), where the claim frames nothing (see supposes and hedges).
// The verb is a word whose stem is one of the claim's content stems or
// cues.
func (ix *Index) hedgedAt(cs *claimSignals, s int) bool {
	if ix.hedgingSentences()[s/64]&(1<<(s%64)) == 0 || cs.supposes() || cs.hedges() {
		return false
	}
	text := ix.ev.Sentences[s].Text
	toks := cs.state.tokensOf(text)
	for k := 0; k+1 < len(toks); k++ {
		w := toks[k].Lower
		if !slices.Contains(maybeWords, w) && !slices.Contains(considerWords, w) || !isLowerLetter(text[toks[k].Start]) ||
			pastAbility(toks, k) {
			continue
		}
		v := k + 1
		if w := toks[v].Lower; w == "have" || w == "be" {
			// "may have reduced", "could be approved"; not "to" ("hopes
			// to stop"), as a claim's own "to stop" is as often a purpose
			// ("filed suit to stop"), which says no more than the hope.
			v++
		}
		if v >= len(toks) || slices.Contains(stepVerbs, toks[v].Lower) {
			continue
		}
		// A verb of change is a cue of the claim's, not a content word.
		if st := ix.ev.Stem(toks[v].Lower); slices.Contains(cs.stems, st) || slices.Contains(cs.cues, st) {
			return true
		}
	}
	return false
}

// hedgingSentences returns a bit for each sentence (bit s%64 of word
// s/64) that holds a word of maybeWords or considerWords as a token, made
// from the words' postings on first use: hedgedAt is asked of every
// sentence that holds a claim's words, and most hold none.
func (ix *Index) hedgingSentences() []uint64 {
	ix.hedgingOnce.Do(func() {
		bits := make([]uint64, (len(ix.ev.Sentences)+63)/64)
		for _, w := range slices.Concat(maybeWords, considerWords) {
			for _, s := range ix.ev.SentencesWithWord(w) {
				bits[s/64] |= 1 << (s % 64)
			}
		}
		ix.hedging = bits
	})
	return ix.hedging
}

// pastAbility reports whether token k of toks, a modal, is the "could" of
// what a writer was able to do, after "we" or "I": "we could establish an
// atlas" reports that it was established.
func pastAbility(toks []signals.Token, k int) bool {
	return toks[k].Lower == "could" && k > 0 && (toks[k-1].Lower == "we" || toks[k-1].Lower == "i")
}

// hedges reports whether the claim holds a word of hedgingWords: it says
// what it says as likely or planned, not as so, in words of its own.
func (cs *claimSignals) hedges() bool {
	return slices.ContainsFunc(cs.tokens, func(t signals.Token) bool { return slices.Contains(hedgingWords, t.Lower) })
}

// hedgingWords are the words besides framingWords with which a claim
// says something as likely, possible, reported or about to be: "is
// likely to have caused", "potentially costing", "is set to make".
var hedgingWords = []string{"likely", "unlikely", "possibly", "potentially", "perhaps", "probably", "maybe",
	"suggests", "suggested", "reportedly", "allegedly", "poised", "preparing", "set"}

// considerWords are the words of an intent not yet carried out that
// stand right before its verb: "is considering selling".
var considerWords = []string{"considering", "considers", "seeking", "seeks", "hopes", "hoping"}

// hedgedReason is the reason of a claim the closest source sentence says
// only as what may be.
const hedgedReason = "the source's closest sentence says it only as what may, might or could be, or is considered, where the claim states it as so"
