package sourced

import (
	"slices"

	"github.com/sourced-dev/sourced/internal/signals"
)

// A figure may be told of one side of a pair of opposites and not the
// other: "Life expectancy is 81.4 years for women and 77.9 for men" gives
// 81.4 to women, and does not state "Life expectancy for men is 81.4
// years", though it holds every word of it; nor does "a 67-year-old man
// and a woman aged 81" state "an 81-year-old man". A figure's side is the
// word of the opposites nearest it (see sideNear).

// sideReach is the most tokens a word of the opposites may stand from a
// figure to be its side: "for men in Norvia is 81.4", "81.4 years for
// women", not "than men in the Sellan local elections, by 58 percent".
const sideReach = 4

// sideNear returns the word of sides nearest the figure whose tokens are
// from to to (exclusive), within sideReach of it, of group entry when
// entry is not -1, and its distance; ok is false when there is none, or
// two of different sides are as near.
func sideNear(sides []opposedWord, from, to, entry int) (near opposedWord, dist int, ok bool) {
	dist = sideReach + 1
	for _, w := range sides {
		if entry >= 0 && int(w.side.entry) != entry {
			continue
		}
		d := from - int(w.token)
		if int(w.token) >= to {
			d = int(w.token) - to + 1
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

// figureSideSwapped reports whether a sentence of passage e, about to
// ground the claim, states one of the claim's figures nearer a
// word of another side of the opposites than the claim's side of it (see
// sideNear), which it holds farther from the figure if at all. It returns
// the claim's word and the sentence's.
func (ix *Index) figureSideSwapped(e *passageEval, cs *claimSignals) (wordSwap, bool) {
	if len(cs.numbers) == 0 {
		return wordSwap{}, false
	}
	if cs.readOpposites(); len(cs.people) == 0 {
		return wordSwap{}, false
	}
	mine := cs.people
	var tbuf [8]opposedWord
	pass := &ix.ev.Passages[e.p]
	for _, n := range cs.numbers {
		if isDate(n) {
			continue
		}
		a, b := tokensOf(cs.tokens, n)
		side, _, ok := sideNear(mine, a, b, -1)
		if !ok {
			continue
		}
		for s := pass.First; s <= pass.Last; s++ {
			sent := &ix.ev.Sentences[s]
			for _, m := range sent.Numbers {
				if !signals.Same(n, m) {
					continue
				}
				toks := cs.state.tokensOf(sent.Text)
				theirs := appendSides(tbuf[:0], toks)
				a, b := tokensOf(toks, m)
				other, d, ok := sideNear(theirs, a, b, int(side.side.entry))
				if !ok || other.side == side.side {
					continue
				}
				if _, dSame, held := sideNear(sameSide(theirs, side.side), a, b, -1); held && dSame <= d {
					continue
				}
				return wordSwap{claim: cs.tokens[side.token].Lower, source: toks[other.token].Lower}, true
			}
		}
	}
	return wordSwap{}, false
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

// sameSide returns the words of sides of side sd.
func sameSide(sides []opposedWord, sd sided) []opposedWord {
	var out []opposedWord
	for _, w := range sides {
		if w.side == sd {
			out = append(out, w)
		}
	}
	return out
}

// tokensOf returns the tokens of toks figure n spans, from a to b
// (exclusive): those that start inside it.
func tokensOf(toks []signals.Token, n signals.Number) (a, b int) {
	a, _ = slices.BinarySearchFunc(toks, n.Start, func(t signals.Token, at int) int { return int(t.Start) - at })
	b, _ = slices.BinarySearchFunc(toks, n.End, func(t signals.Token, at int) int { return int(t.Start) - at })
	return a, max(b, a+1)
}
