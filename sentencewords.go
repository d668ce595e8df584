package sourced

import (
	"slices"
	"sync"

	"github.com/sourced-dev/sourced/internal/evidence"
)

// wordBits is a bit for each sentence of an index (bit s%64 of word s/64)
// that holds one of a list of words, made once on first use (see
// holdingAny).
type wordBits struct {
	once sync.Once
	bits []uint64
}

// holdingAny returns b's bits, made on first use from the postings of
// words: the sentences that hold one of them as a token.
func (ix *Index) holdingAny(b *wordBits, words *evidence.Words) []uint64 {
	b.once.Do(func() { b.bits = ix.ev.SentencesHolding(words) })
	return b.bits
}

// holdsAt reports whether sentence s holds one of words as a token, by
// b's bits (see holdingAny): a verdict rule asks it of the closest
// sentence of a passage about to ground a claim before reading the
// sentence's words, which most sentences spare it.
func (ix *Index) holdsAt(b *wordBits, words *evidence.Words, s int) bool {
	return ix.holdingAny(b, words)[s/64]&(1<<(s%64)) != 0
}

// The lists of words whose sentences holdingAny finds, each word found
// once in the process's table of terms (see evidence.Words).
var (
	hedgingSet   = evidence.NewWords(hedgingSentenceWords...)
	conditionSet = evidence.NewWords(conditionWords...)
	qualifierSet = evidence.NewWords(qualifierSentenceWords...)
	scopeSet     = evidence.NewWords(scopeWords...)
	partSet      = evidence.NewWords(wholePartWords...)
	countSet     = evidence.NewWords(partQuantifiers...)
	amongSet     = evidence.NewWords(amongWords...)
	exceptSet    = evidence.NewWords(exceptTokens...)
	linkSet      = evidence.NewWords(linkWords...)
	thanSet      = evidence.NewWords("than")
	pastCueSet   = evidence.NewWords(pastCues...)
	futureSet    = evidence.NewWords(futureWords...)
	eachTotalSet = evidence.NewWords(slices.Concat(eachWords, totalWords, []string{"all", "them"})...)
	stepSet      = evidence.NewWords(stepWords...)
	stepBackSet  = evidence.NewWords(stepBackWords...)
)
