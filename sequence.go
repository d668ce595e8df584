package sourced

import (
	"slices"
	"strings"

	"github.com/sourced-dev/sourced/internal/evidence"
	"github.com/sourced-dev/sourced/internal/signals"
)

// A claim that orders two events ("Northwind acquired Swiftbox before it
// opened its hub in Leeds") may take them from two sentences of a passage
// that tells them the other way: "Northwind opened a distribution hub in
// Leeds in March 2019. Eight months later, the company acquired
// Swiftbox." orderReversed reads the two in one sentence; orderAcross
// reads them in two, whose order in time the passage tells by their years,
// or by a word that steps its story on ("later", "then", "finally") in the
// one told second and no word that steps it back ("had", "earlier",
// "followed") in either. A story told another way (news often tells the
// latest first) says no order, and leaves the claim as it is.

// stepWords, in the second of two sentences, tell that it goes on in time
// from the first.
var stepWords = []string{"later", "then", "afterwards", "afterward", "subsequently", "next", "finally", "eventually", "thereafter"}

// stepBackWords, in either of two sentences, may tell what came before
// what the other tells.
var stepBackWords = []string{"had", "earlier", "previously", "prior", "before", "after", "followed", "follows",
	"following", "preceded", "precedes", "since", "until", "formerly", "once"}

// minEventStems is how many of its side's content stems a sentence must
// hold to tell the event of that side.
const minEventStems = 2

// orderAcross reports whether the claim joins two events by a word of
// orderWords that two sentences of passage e, about to ground it, each
// telling one of them, tell the other way round (see stepWords), and
// returns the claim's words and the passage's.
func (ix *Index) orderAcross(e *passageEval, cs *claimSignals) (wordSwap, bool) {
	k := cs.readCueWords().order
	if k < 0 {
		return wordSwap{}, false
	}
	mainToks, joinedToks := orderSideTokens(cs.seg.Text, cs.tokens, k)
	// The claim's first event and its second: "A before B", "after B, A".
	first, second := ix.eventOf(mainToks), ix.eventOf(joinedToks)
	if cs.tokens[k].Lower == "after" {
		first, second = second, first
	}
	pass := &ix.ev.Passages[e.p]
	sf, ss := ix.eventAt(pass, first), ix.eventAt(pass, second)
	if sf < 0 || ss < 0 || sf == ss {
		return wordSwap{}, false
	}
	if ix.toldFirst(min(sf, ss), max(sf, ss)) != ss {
		return wordSwap{}, false
	}
	return wordSwap{claim: first.word + " before " + second.word, source: second.word + " before " + first.word}, true
}

// claimEvent is one of two events a claim orders: the StemID of its verb
// (-1 when the index lacks it) and the verb as written, in lower case, and
// the StemIDs of its content words.
type claimEvent struct {
	verb int32
	word string
	ids  []int32
}

// eventOf returns the event the claim's tokens ts tell: its verb the first
// of isVerbForm.
func (ix *Index) eventOf(ts []signals.Token) claimEvent {
	ev := claimEvent{verb: -1}
	for _, t := range ts {
		if !signals.IsContentWord(t.Lower) {
			continue
		}
		id := ix.ev.StemID(ix.ev.Stem(t.Lower))
		if ev.word == "" && isVerbForm(t.Lower) {
			ev.verb, ev.word = id, t.Lower
		}
		if id >= 0 && !slices.Contains(ev.ids, id) {
			ev.ids = append(ev.ids, id)
		}
	}
	return ev
}

// isVerbForm reports whether w, in lower case, is a verb's past or its
// form in -ing ("acquired", "sequencing", "sold"): the word that names a
// side's event (see orderAcross).
func isVerbForm(w string) bool {
	return isPast(w) || len(w) >= 5 && w[len(w)-3:] == "ing"
}

// orderSideTokens returns the tokens of the event that comes first in the
// words of text, whose tokens are toks, and of the one the word of
// orderWords at token k joins to it, up to the end of its clause (see
// orderSides).
func orderSideTokens(text string, toks []signals.Token, k int) (main, joined []signals.Token) {
	if k > 0 {
		// The joined event ends at its clause: "stalled after
		// encountering a fallen object, but still collected data".
		for j := k + 2; j < len(toks); j++ {
			if strings.Contains(text[toks[j-1].End:toks[j].Start], ",") {
				return toks[:k], toks[k+1 : j]
			}
		}
		return toks[:k], toks[k+1:]
	}
	for j := k + 1; j < len(toks); j++ {
		if strings.Contains(text[toks[j-1].End:toks[j].Start], ",") {
			return toks[j:], toks[k+1 : j]
		}
	}
	return nil, toks[k+1:]
}

// eventAt returns the sentence of passage pass that holds the verb of
// event ev and the most of its words, at least minEventStems; -1 when none
// does or two do alike.
func (ix *Index) eventAt(pass *evidence.Passage, ev claimEvent) int {
	verb, ids := ev.verb, ev.ids
	if verb < 0 {
		return -1
	}
	best, most, tie := -1, 0, false
	for s := pass.First; s <= pass.Last; s++ {
		if _, ok := slices.BinarySearch(ix.ev.Sentences[s].StemIDs, verb); !ok {
			continue
		}
		n := 0
		for _, id := range ids {
			if _, ok := slices.BinarySearch(ix.ev.Sentences[s].StemIDs, id); ok {
				n++
			}
		}
		switch {
		case n > most:
			best, most, tie = s, n, false
		case n == most && n > 0:
			tie = true
		}
	}
	if tie || most < minEventStems {
		return -1
	}
	return best
}

// toldFirst returns which of sentences a and b, a before b, tells what
// came first in time: the one of the earlier year, when each states one,
// or of the earlier month or day of one year, or a, when b steps the
// story on (see stepWords) and neither steps it back; -1 when they do not
// tell.
func (ix *Index) toldFirst(a, b int) int {
	na, nb := ix.ev.Sentences[a].Numbers, ix.ev.Sentences[b].Numbers
	ya, oka := firstOf(na, signals.Year)
	yb, okb := firstOf(nb, signals.Year)
	da, dka := firstOf(na, signals.Date)
	db, dkb := firstOf(nb, signals.Date)
	switch {
	case oka && okb && ya != yb:
		return earlier(a, b, ya, yb)
	case dka && dkb && da != db && oka == okb:
		return earlier(a, b, da, db)
	}
	if ix.holdsAt(&ix.steppedBack, stepBackSet, a) || ix.holdsAt(&ix.steppedBack, stepBackSet, b) || !ix.holdsAt(&ix.stepped, stepSet, b) {
		return -1
	}
	return a
}

// firstOf returns the value of the first number of kind kind of nums.
func firstOf(nums []signals.Number, kind signals.Kind) (float64, bool) {
	for _, n := range nums {
		if n.Kind == kind {
			return n.Value, true
		}
	}
	return 0, false
}

// earlier returns a when va is below vb, b otherwise.
func earlier(a, b int, va, vb float64) int {
	if va < vb {
		return a
	}
	return b
}
