package sourced

import (
	"slices"
	"strings"

	"github.com/sourced-dev/sourced/internal/signals"
)

// A claim may give what it says more weight in one word than its passage
// does: "fell sharply", "record revenue", "the long-awaited bypass", "a
// controversial decision", "launched successfully". Every other word of
// such a claim may be the passage's, and its coverage high; the claim
// still says more than the source. The words are few, and none a source
// often says otherwise (a "unanimous" vote is one of 7-0, a "popular"
// singer a "phenomenon", and "confirmed" often stands for "said"), so
// that a passage without the word's root does not state the claim. The
// rule is asked only of a passage of prose about to ground a claim (see
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
