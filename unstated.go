package sourced

import (
	"slices"
	"strings"

	"github.com/sourced-dev/sourced/internal/signals"
)

// A claim may say more in one word than its passage does, though every
// other word of it is the passage's and its coverage high. It may give
// what it says more weight: "fell sharply", "record revenue", "the
// long-awaited bypass", "a controversial decision", "launched
// successfully". The words are few, and none a source often says
// otherwise (a "unanimous" vote is one of 7-0, a "popular" singer a
// "phenomenon", and "confirmed" often stands for "said"), so that a
// passage without the word's root does not state the claim (see
// weightUnstated). Or it may say done what the passage says will be done:
// "stepped down" of "will step down" (see doneAhead). Both rules are
// asked only of a passage of prose about to ground a claim (see
// wordRules).

// addedRoots are the words that give what a claim says more weight than
// a plain statement of it, each with the start of the words a source
// would state it by ("sharp" of "sharply").
var addedRoots = map[string]string{
	"sharply": "sharp", "dramatically": "dramatic", "record": "record", "record-high": "record",
	"record-breaking": "record", "first-ever": "first", "successfully": "success",
	"long-awaited": "await", "controversial": "controvers", "historic": "histor",
	"landmark": "landmark", "unprecedented": "unprecedent", "officially": "official",
	"permanently": "permanent",
}

// addedAt returns the root (see addedRoots) of token k of toks when it
// is a word of weight; "" otherwise. "Record" is one only before a word
// it describes ("record revenue") or after "the", "a" or "new" ("holds
// the record"), not as a count of wins and losses ("a successful
// interim record, losing just once").
func addedAt(toks []signals.Token, k int) string {
	w := toks[k].Lower
	if len(w) < 6 || w[0] < 'c' || w[0] > 's' {
		return "" // told by its length or its first letter, as most words are
	}
	root := addedRoots[w]
	if w == "record" {
		// (The next word right after it, past one space, not a comma.)
		next := k+1 < len(toks) && toks[k+1].Start == toks[k].End+1 && signals.IsContentWord(toks[k+1].Lower)
		if prev := ""; k > 0 {
			prev = toks[k-1].Lower
			next = next || prev == "the" || prev == "a" || prev == "new"
		}
		if !next {
			return ""
		}
	}
	return root
}

// weightUnstated reports whether the claim holds a word of weight (see
// addedAt) where no sentence of passage e, about to ground it, holds a
// word that starts as the word's root does, or a word of its side of the
// opposites ("steeply" of "sharply", see oppositeGroups), and returns the
// claim's word. A negated claim ("did not close permanently") says less
// than its passage, not more.
func (ix *Index) weightUnstated(e *passageEval, cs *claimSignals) (wordSwap, bool) {
	k := cs.readCueWords().added
	if k < 0 || cs.negated {
		return wordSwap{}, false
	}
	w := cs.tokens[k].Lower
	root, sides := addedAt(cs.tokens, k), sidesOf(w)
	pass := &ix.ev.Passages[e.p]
	for s := pass.First; s <= pass.Last; s++ {
		text := ix.ev.Sentences[s].Text
		if holdsWordStart(ix.ev.Sentences[s].Folded, root) ||
			len(sides) > 0 && slices.ContainsFunc(cs.state.tokensOf(text), func(t signals.Token) bool {
				return slices.ContainsFunc(sidesOf(t.Lower), func(sd sided) bool { return slices.Contains(sides, sd) })
			}) {
			return wordSwap{}, false
		}
	}
	return wordSwap{claim: w}, true
}

// holdsWordStart reports whether a word of the folded text f starts with
// root.
func holdsWordStart(f, root string) bool {
	for i := 0; ; {
		j := strings.Index(f[i:], root)
		if j < 0 {
			return false
		}
		j += i
		if j == 0 || f[j-1] < 'a' || f[j-1] > 'z' {
			return true
		}
		i = j + 1
	}
}

// futureWords say that what follows is yet to be done: "will step down",
// "would resume".
var futureWords = []string{"will", "would", "shall"}

// doneAhead reports whether the claim says, in a word of the past in -ed
// ("stepped down", "resumed", not "will be announced"), what passage e, about to ground it, says
// only will or would be done ("will step down at the end of the year",
// "did not say when they would resume"): every sentence of the passage
// that holds the word's stem holds it right after a word of futureWords
// (past "be", "have", "not" or an adverb), and one does. It returns the
// claim's word and the source's.
func (ix *Index) doneAhead(e *passageEval, cs *claimSignals) (wordSwap, bool) {
	pass := &ix.ev.Passages[e.p]
	ahead := false
	for s := pass.First; s <= pass.Last && !ahead; s++ {
		ahead = ix.holdsAt(&ix.futured, futureSet, s)
	}
	if !ahead {
		return wordSwap{}, false
	}
	for k, t := range cs.tokens {
		if len(t.Lower) < 5 || !strings.HasSuffix(t.Lower, "ed") || futureBefore(cs.tokens, k) >= 0 {
			continue // (a claim of what will be done: "will be announced")
		}
		stem := ix.ev.Stem(t.Lower)
		said, done := "", false
		for s := pass.First; s <= pass.Last && !done; s++ {
			toks := cs.state.tokensOf(ix.ev.Sentences[s].Text)
			for j := range toks {
				if toks[j].Lower[0] != t.Lower[0] || ix.ev.Stem(toks[j].Lower) != stem {
					continue
				}
				if k := futureBefore(toks, j); k >= 0 {
					said = toks[k].Lower + " " + toks[j].Lower
				} else {
					done = true
					break
				}
			}
		}
		if said != "" && !done {
			return wordSwap{claim: t.Lower, source: said}, true
		}
	}
	return wordSwap{}, false
}

// futureBefore returns the token of toks, a word of futureWords, that
// token j stands right after, past "be", "have", "not", "soon", "also"
// and words in -ly ("will soon be closed", "would eventually resume"); -1
// when there is none.
func futureBefore(toks []signals.Token, j int) int {
	for k := j - 1; k >= 0 && k >= j-3; k-- {
		switch w := toks[k].Lower; {
		case slices.Contains(futureWords, w):
			return k
		case w == "be" || w == "have" || w == "not" || w == "soon" || w == "also" || strings.HasSuffix(w, "ly"):
		default:
			return -1
		}
	}
	return -1
}
