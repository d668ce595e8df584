package sourced

import (
	"slices"

	"github.com/sourced-dev/sourced/internal/evidence"
	"github.com/sourced-dev/sourced/internal/signals"
)

// A figure may be told of one of two kinds of people and not the other:
// "Life expectancy is 81.4 years for women and 77.9 for men" gives 81.4
// to women, and does not state "Life expectancy for men is 81.4 years",
// though it holds every word of it; nor does "a 67-year-old man and a
// woman aged 81" state "an 81-year-old man". A figure's side is the word
// of the opposites of kinds of people nearest it (see sideNear and
// peopleEntries).

// sideReach is the most tokens a word of the opposites may stand from a
// figure to be its side: "for men in Norvia is 81.4", "81.4 years for
// women", not "than men in the Sellan local elections, by 58 percent".
const sideReach = 4

// sideNear returns the word of sides nearest the figure of tokens sp,
// within sideReach of it, of group entry when entry is not -1, and its
// distance; ok is false when there is none, or two of different sides
// are as near.
func sideNear(sides []opposedWord, sp span, entry int) (near opposedWord, dist int, ok bool) {
	dist = sideReach + 1
	for _, w := range sides {
		if entry >= 0 && int(w.side.entry) != entry {
			continue
		}
		d := sp.first - int(w.token)
		if int(w.token) >= sp.end {
			d = int(w.token) - sp.end + 1
		}
		switch {
		case d < 1 || d > dist:
		case d == dist && w.side != near.side:
			ok = false
		case d < dist:
			near, dist, ok = w, d, true
		}
	}
	return near, dist, ok
}

// figureSideSwapped reports whether the sentences of passage e, about to
// ground the claim, state one of the claim's figures only nearer a word
// of another side of a pair of kinds of people (see peopleEntries) than
// the claim's side of it (see sideNear): none of the places the passage
// states the figure is nearest the claim's side. It returns the claim's
// word and a sentence's.
func (ix *Index) figureSideSwapped(e *passageEval, cs *claimSignals) (wordSwap, bool) {
	if len(cs.numbers) == 0 {
		return wordSwap{}, false
	}
	if cs.readOpposites(); len(cs.people) == 0 {
		return wordSwap{}, false
	}
	var buf [8]opposedWord
	for _, n := range cs.numbers {
		if isDate(n) {
			continue
		}
		own, _, ok := sideNear(cs.people, figureSpan(cs.tokens, n), -1)
		if !ok {
			continue
		}
		swap, said := ix.figureSaid(e.p, n, func(sent *evidence.Sentence, m signals.Number) (wordSwap, saidWay) {
			toks := cs.state.tokensOf(sent.Text)
			near, _, ok := sideNear(appendSides(buf[:0], toks), figureSpan(toks, m), int(own.side.entry))
			switch {
			case !ok:
				return wordSwap{}, saidNeither
			case near.side == own.side:
				return wordSwap{}, saidClaims
			}
			return wordSwap{claim: cs.tokens[own.token].Lower, source: toks[near.token].Lower}, saidOther
		})
		switch said {
		case saidClaims:
			return wordSwap{}, false // the figure the claim's side's somewhere
		case saidOther:
			return swap, true
		}
	}
	return wordSwap{}, false
}

// saidWay is how the passage states one of the claim's figures, by a
// rule's reading (see figureSaid).
type saidWay uint8

// The ways figureSaid tells.
const (
	saidNeither saidWay = iota // the figure, but not so as the rule reads
	saidClaims                 // the claim's way
	saidOther                  // the other way
)

// figureSaid reads, by say, each place the sentences of passage p state
// the claim's figure n (see signals.Same): saidClaims when one states it
// the claim's way, else saidOther, with the swap say gave the first
// such, when one states it the other way, else saidNeither.
func (ix *Index) figureSaid(p int, n signals.Number, say func(*evidence.Sentence, signals.Number) (wordSwap, saidWay)) (wordSwap, saidWay) {
	pass := &ix.ev.Passages[p]
	swap, way := wordSwap{}, saidNeither
	for s := pass.First; s <= pass.Last; s++ {
		sent := &ix.ev.Sentences[s]
		for _, m := range sent.Numbers {
			if !signals.Same(n, m) {
				continue
			}
			switch w, said := say(sent, m); said {
			case saidClaims:
				return wordSwap{}, saidClaims
			case saidOther:
				if way == saidNeither {
					swap, way = w, saidOther
				}
			}
		}
	}
	return swap, way
}

// span is the tokens a figure spans, from first to end (exclusive).
type span struct{ first, end int }

// figureSpan returns the span of the tokens of toks that figure n covers:
// those that start inside it, and at least the one it starts in.
func figureSpan(toks []signals.Token, n signals.Number) span {
	a := tokensBefore(toks, n.Start)
	return span{a, max(tokensBefore(toks, n.End), a+1)}
}

// peopleEntries are the entries of the opposites whose sides are kinds
// of people (men and women, adults and children, kin), which a figure
// is told of: the others (degree, frequency, time) are as often said of
// a figure's verb as of it.
var peopleEntries = func() []bool {
	set := make([]bool, oppositeEntries)
	for i, g := range oppositeGroups {
		switch g[0][0] {
		case "male", "adult", "father", "son", "brother":
			set[i] = true
		}
	}
	return set
}()

// figureCueAgainst reports whether the passage e, about to ground the
// claim, states one of the claim's changes ("costs climbed 2 percent")
// only the other way: a sentence states the figure after a cue against
// the claim's ("food costs fell 2 percent"), and none states it after a
// cue the claim's way, or holds such a cue while it states the figure
// otherwise ("a 2 percent rise"). It returns the two cues.
func (ix *Index) figureCueAgainst(e *passageEval, cs *claimSignals) (wordSwap, bool) {
	if len(cs.directions) == 0 || len(cs.numbers) == 0 {
		return wordSwap{}, false
	}
	for _, n := range cs.numbers {
		c, ok := changeCue(cs.seg.Text, cs.directions, n)
		if !ok {
			continue
		}
		swap, said := ix.figureSaid(e.p, n, func(sent *evidence.Sentence, m signals.Number) (wordSwap, saidWay) {
			d, ok := changeCue(sent.Text, sent.Directions, m)
			switch {
			case !ok:
				// Told by a noun ("a 2 percent rise", "a fall of 2
				// percent") or by no cue at the figure: stated the
				// claim's way if any cue of the sentence goes it.
				if slices.ContainsFunc(sent.Directions, c.SameWay) {
					return wordSwap{}, saidClaims
				}
				return wordSwap{}, saidNeither
			case c.SameWay(d):
				return wordSwap{}, saidClaims
			}
			return wordSwap{claim: cs.seg.Text[c.Start:c.End], source: sent.Text[d.Start:d.End]}, saidOther
		})
		if said == saidOther {
			return swap, true
		}
	}
	return wordSwap{}, false
}
