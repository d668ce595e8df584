package sourced

import (
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/sourced-dev/sourced/internal/evidence"
	"github.com/sourced-dev/sourced/internal/signals"
)

// figureBound is the comparison the words around a quantity put on it.
type figureBound uint8

// The bounds of a figure.
const (
	exactly       figureBound = iota // "20 stores", "about 20"
	strictlyAbove                    // "more than 20", "over 20", "above 20", "exceeding 20"
	strictlyBelow                    // "fewer than 20", "less than 20", "under 20", "below 20"
	justShort                        // "nearly 20", "almost 20"
	atLeast                          // "at least 20", "20 or more", "20+", "upwards of 20"
	atMost                           // "at most 20", "up to 20", "20 or less", "as many as 20"
)

// boundOf returns the bound that text, whose direction cues are dirs,
// puts on its figure n, a quantity (a count, an amount, a measure or a
// share; a year or a date is no quantity): a comparison cue (see
// signals.Compare) that ends right before it, but for blanks, a currency
// sign and the "than" a comparative needs ("more than 20", "over 20"; not
// "two more 4 x 4s"), bounds it strictly, "over" and "under" only a figure
// in digits or one measured in words (see measured: "a battle over two
// embryos" is about them); a bound cue
// (signals.Bound) right before or after it, a "+" after it or "upwards
// of" before it bounds it with the figure included, "as many as" or "as
// much as" before it from above; "nearly" or "almost"
// puts it just short. from is where the words that bound the figure
// before it start, n.Start when none do. A source's figure is read with
// loose set, which takes "over two" for a bound too: a bound read there
// too readily only lets a claim's bound hold.
func boundOf(text string, dirs []signals.Direction, n signals.Number, loose bool) (b figureBound, from int) {
	if !n.Quantity() {
		return exactly, n.Start
	}
	after := text[n.End:]
	switch {
	case strings.HasPrefix(after, "'s") || strings.HasPrefix(after, "’s"):
		// "lower than 2023's 8.7%": the figure owns what is compared.
		return exactly, n.Start
	case strings.HasPrefix(after, "+"):
		return atLeast, n.Start
	}
	before := trimBlankOrCurrency(text[:n.Start])
	for _, d := range dirs {
		if d.Axis != signals.Compare && d.Axis != signals.Bound {
			continue
		}
		if d.Start >= n.End {
			if d.Axis == signals.Bound && strings.TrimSpace(text[n.End:d.Start]) == "" {
				return boundWay(d.Up, atLeast, atMost), n.Start // "20 or more"
			}
			continue
		}
		if d.End > len(before) {
			continue
		}
		switch gap := strings.TrimSpace(before[d.End:]); {
		case gap == "" && d.Axis == signals.Bound:
			return boundWay(d.Up, atLeast, atMost), d.Start
		case gap == "" && strictWithout(strings.ToLower(text[d.Start:d.End]), loose || startsWithDigit(text[n.Start:]) || measured(n)),
			strings.EqualFold(gap, "than") && d.Axis == signals.Compare:
			return boundWay(d.Up, strictlyAbove, strictlyBelow), d.Start
		}
	}
	i := strings.LastIndexByte(before, ' ') + 1
	switch w := before[i:]; {
	case len(w) == len("nearly") && (strings.EqualFold(w, "nearly") || strings.EqualFold(w, "almost")):
		return justShort, i
	case (strings.EqualFold(w, "over") || strings.EqualFold(w, "under")) && (loose || measured(n)):
		// "just over a million", where no cue is read before the "a"
		return boundWay(strings.EqualFold(w, "over"), strictlyAbove, strictlyBelow), i
	case len(w) == len("of") && strings.EqualFold(w, "of") && endsWithFolded(before[:i], "upwards "):
		return atLeast, i - len("upwards ")
	case len(w) == len("as") && strings.EqualFold(w, "as") &&
		(endsWithFolded(before[:i], "as many ") || endsWithFolded(before[:i], "as much ")):
		return atMost, i - len("as many ")
	}
	return exactly, n.Start
}

// trimBlankOrCurrency returns text without the blanks and currency signs
// it ends in, which may stand between a bound and its figure ("more than
// $20"). It reads a byte at a time while the text ends in ASCII, as before
// nearly every figure ("$" is the one ASCII currency sign), and decodes a
// character, looked up in the table of currency signs, only past ASCII.
func trimBlankOrCurrency(text string) string {
	for text != "" {
		if c := text[len(text)-1]; c < utf8.RuneSelf {
			if c != ' ' && c != '$' {
				break
			}
			text = text[:len(text)-1]
			continue
		}
		r, size := utf8.DecodeLastRuneInString(text)
		if !unicode.Is(unicode.Sc, r) {
			break
		}
		text = text[:len(text)-size]
	}
	return text
}

// boundWay returns up for an upward cue, down for the other.
func boundWay(up bool, upward, downward figureBound) figureBound {
	if up {
		return upward
	}
	return downward
}

// measured reports whether quantity n is more than a bare count written
// in words: an amount with a unit, a currency or a percent, or one of a
// scale of thousands or more ("six metres", "a million barrels"), which
// "over" and "under" bound as they do a figure in digits ("just over a
// million barrels"; not "a battle over two embryos"); not a span of time,
// which "over" spans ("deliberated over seven days").
func measured(n signals.Number) bool {
	if _, m := signals.UnitSize(n.Unit); n.Kind == signals.Measure && m == signals.TimeMeasure {
		return false
	}
	return n.Kind != signals.Plain || n.Value >= 1000
}

// strictWithout reports whether the lower-case comparison cue bounds the
// figure right after it without a "than": "over 20", "exceeding 20", not
// "more 20"; "over" and "under" only when digits is set.
func strictWithout(cue string, digits bool) bool {
	switch cue {
	case "over", "under":
		return digits
	case "above", "below":
		return true
	}
	return strings.HasPrefix(cue, "exceed") || strings.HasPrefix(cue, "surpass") || strings.HasPrefix(cue, "outnumber")
}

// holdsBound reports whether source sentence s's figure m, the same as
// the claim's figure n, holds the bound the claim puts on n: a strict
// bound holds of a figure bounded the same way, with the figure included
// or not ("more than 20" is not stated by "20 stores", but is by "20 or
// more"), or, below, just short of it; "nearly 20" does not hold of a
// figure bounded above it. A claim's bound that includes the figure holds
// of the figure alone ("at least 20" of "20"), and so does a claim's
// figure approximated ("about 20"). A claim's figure alone holds of the
// figure alone, or of one with a floor under it ("more than 10 stores"),
// which a claim that leaves the floor out understates at worst, but not
// of one with a ceiling over it: "The battery lasts 10 hours" is not stated by "up to 10
// hours", nor by "under 10 hours" (read strictly: "a battle under two
// flags" bounds nothing), unless the claim speaks of a ceiling too ("a
// maximum size of 300 KB"; see capsFigures). A strict bound the other
// way is left to the direction cues, which run against each other (see
// opposed).
//
// A claim that says its figure is the whole of it ("only 12 people",
// "just $5", "all 40 employees", "all of the 40 employees") is not stated
// by a figure with a floor under it ("at least 12 people", "more than
// $5"), which leaves more, nor by a part of it ("some of the 40
// employees").
func holdsBound(cs *claimSignals, n *signals.Number, s *evidence.Sentence, m *signals.Number) bool {
	mine, _ := boundOf(cs.seg.Text, cs.directions, *n, false)
	switch mine {
	case exactly:
		if cs.saysWhole(n) && mayFloorOrPart(s, m) {
			if whole, _ := wholeFigure(cs.seg.Text, *n); whole != "" && (floored(s, m) || whole == "all" && partOf(s.Text, *m)) {
				return false
			}
		}
		return !capped(s, m) || approximated(cs.seg.Text, *n) || cs.capsFigures()
	case atLeast, atMost:
		return true
	}
	theirs, _ := boundOf(s.Text, s.Directions, *m, true)
	switch mine {
	case strictlyAbove:
		return theirs == strictlyAbove || theirs == atLeast || theirs == strictlyBelow
	case strictlyBelow:
		return theirs == strictlyBelow || theirs == atMost || theirs == justShort || theirs == strictlyAbove
	}
	return theirs != strictlyAbove && theirs != atLeast
}

// boundedText returns the claim's figure n as written with the words
// that bound it strictly, put it just short or say it is the whole ("more
// than 20", "nearly 20", "only 20", "all of the 20"), which a source's
// figure of its value may not state; n's text alone when none do.
func boundedText(cs *claimSignals, n signals.Number) string {
	switch b, from := boundOf(cs.seg.Text, cs.directions, n, false); b {
	case strictlyAbove, strictlyBelow, justShort:
		return cs.seg.Text[from:n.End]
	case exactly:
		if w, from := wholeFigure(cs.seg.Text, n); w != "" {
			return cs.seg.Text[from:n.End]
		}
	}
	return n.Text
}

// capped reports whether source sentence s puts a ceiling on its figure
// m, read strictly (see boundOf): "up to 10", "at most 10", "under 10",
// "as many as 10". Only a sentence with a bound or comparison cue, or an
// "as" right before the figure, may.
func capped(s *evidence.Sentence, m *signals.Number) bool {
	if !slices.ContainsFunc(s.Directions, bounding) && !endsWithFolded(trimBlankOrCurrency(s.Text[:m.Start]), " as") {
		return false
	}
	b, _ := boundOf(s.Text, s.Directions, *m, false)
	return b == atMost || b == strictlyBelow
}

// saysWhole reports whether the claim says its number n is the whole of
// what it counts (see wholeFigure), read once a claim for each number.
func (cs *claimSignals) saysWhole(n *signals.Number) bool {
	for k := range cs.numbers[:min(len(cs.numbers), 64)] {
		if &cs.numbers[k] != n {
			continue
		}
		if bit := uint64(1) << k; cs.wholeKnown&bit == 0 {
			cs.wholeKnown |= bit
			if w, _ := wholeFigure(cs.seg.Text, *n); w != "" {
				cs.wholeNums |= bit
			}
		}
		return cs.wholeNums&(1<<k) != 0
	}
	w, _ := wholeFigure(cs.seg.Text, *n)
	return w != ""
}

// mayFloorOrPart reports whether source sentence s may put a floor under
// its figure m or take a part of it (see floored and partOf): it has a
// cue of bound or comparison, a "+" after m, or "of" or a determiner
// right before it ("upwards of 40", "some of the 40"). Most sentences
// have none, and the claim's figure is not read.
func mayFloorOrPart(s *evidence.Sentence, m *signals.Number) bool {
	if slices.ContainsFunc(s.Directions, bounding) || strings.HasPrefix(s.Text[m.End:], "+") {
		return true
	}
	before := trimBlankOrCurrency(s.Text[:m.Start])
	w := before[strings.LastIndexByte(before, ' ')+1:]
	return len(w) == len("of") && hasFoldedPrefix(w, "of") || isFoldedOneOf(w, determiners)
}

// floored reports whether source sentence s puts a floor under its
// figure m (see boundOf): "at least 12", "more than 12", "12 or more".
func floored(s *evidence.Sentence, m *signals.Number) bool {
	b, _ := boundOf(s.Text, s.Directions, *m, true)
	return b == atLeast || b == strictlyAbove
}

// wholeFigureWords, right before a figure, say it is the whole of what it
// counts: "only 12", "just $5", "all 40".
var wholeFigureWords = []string{"only", "just", "exactly", "precisely", "merely", "mere", "all"}

// wholeFigure returns the word of wholeFigureWords by which text says its
// figure n is the whole of what it counts — right before it, or "all"
// before "of" and a determiner ("all of the 40"; see determiners) — ""
// when none does; from is where that word starts. It reads the word
// before each figure a claim's figure is compared with, and stops at the
// first byte that tells a word apart for most.
func wholeFigure(text string, n signals.Number) (word string, from int) {
	before := trimBlankOrCurrency(text[:n.Start])
	i := strings.LastIndexByte(before, ' ') + 1
	if w := before[i:]; isFoldedOneOf(w, wholeFigureWords) {
		return strings.ToLower(w), i
	} else if !isFoldedOneOf(w, determiners) {
		return "", n.Start
	}
	if q := quantifierOf(before); len(q) < len(before) && endsInFoldedWord(q, []string{"all"}) {
		return "all", len(q) - len("all")
	}
	return "", n.Start
}

// partWords, before "of" and a determiner, take a part of the figure
// after them: "some of the 40", "most of its 12".
var partWords = []string{"some", "several", "many", "most", "few", "half", "none", "part", "one", "two", "three"}

// partOf reports whether text takes a part of its figure n: one of
// partWords before "of", a determiner and n ("some of the 40").
func partOf(text string, n signals.Number) bool {
	before := trimBlankOrCurrency(text[:n.Start])
	q := quantifierOf(before)
	return len(q) < len(before) && endsInFoldedWord(q, partWords)
}

// quantifierOf returns text, the words before a figure, without the "of"
// and determiner (see determiners) a quantifier takes before it ("some of
// the", "all of its"): text itself when it ends in no determiner after
// "of".
func quantifierOf(text string) string {
	for _, d := range determiners {
		if endsInFoldedWord(text, []string{d}) {
			t := strings.TrimRight(text[:len(text)-len(d)], " ")
			if endsInFoldedWord(t, []string{"of"}) {
				return strings.TrimRight(t[:len(t)-len("of")], " ")
			}
			break
		}
	}
	return text
}

// bounding reports whether direction cue d may bound a figure (see
// boundOf).
func bounding(d signals.Direction) bool {
	return d.Axis == signals.Bound || d.Axis == signals.Compare
}

// capsFigures reports whether the claim speaks of a ceiling: a downward
// bound cue anywhere in it ("at most", "up to"), or a word of a ceiling
// (see ceilingWords).
func (cs *claimSignals) capsFigures() bool {
	for _, d := range cs.directions {
		if d.Axis == signals.Bound && !d.Up {
			return true
		}
	}
	return slices.ContainsFunc(ceilingWords, cs.holdsWord)
}

// ceilingWords name a ceiling of a quantity: "a maximum size of 300 KB",
// "a capacity of 500 seats", "limited to 160 characters".
var ceilingWords = []string{"maximum", "max", "limit", "limited", "capacity"}

// approximators are the words that, right before a figure, say it is
// approximate: "about 500", "roughly $2 million".
var approximators = []string{"about", "around", "roughly", "approximately", "approx.", "circa", "some", "close to", "estimated"}

// approximated reports whether text writes its figure n right after an
// approximator, but for blanks and a currency sign.
func approximated(text string, n signals.Number) bool {
	return endsInFoldedWord(trimBlankOrCurrency(text[:n.Start]), approximators)
}

// statesRoughly reports whether source sentence s's figure m, of another
// value than the claim's figure n, states n as the claim bounds or
// approximates it: m is bounded by no words of its own, and lies on the
// side of n the claim's bound says, cut to n's precision (see
// signals.BoundStates) where the claim bounds n, above for "more than
// 1.5 million" (1.58 million), below for "under 2,000" (1,960); rounding
// to n (see signals.RoughlyStates) where it puts it just short, below
// for "nearly 500" (487), or approximates it, on either side for "about
// 95%" (94.6%). A figure the claim neither bounds nor approximates is
// stated by its rounding alone (see signals.Same).
func statesRoughly(cs *claimSignals, n *signals.Number, s *evidence.Sentence, m *signals.Number) bool {
	if !signals.BoundStates(*n, *m) {
		return false
	}
	if theirs, _ := boundOf(s.Text, s.Directions, *m, false); theirs != exactly || approximated(s.Text, *m) {
		return false
	}
	switch mine, _ := boundOf(cs.seg.Text, cs.directions, *n, false); mine {
	case exactly:
		return approximated(cs.seg.Text, *n) && signals.RoughlyStates(*n, *m)
	case justShort:
		return boundSide(mine, n.Value, m.Value) && signals.RoughlyStates(*n, *m)
	default:
		return boundSide(mine, n.Value, m.Value)
	}
}

// boundSide reports whether value v lies on the side of the claim's
// figure c that bound b says, false for exactly.
func boundSide(b figureBound, c, v float64) bool {
	switch b {
	case strictlyAbove:
		return v > c
	case atLeast:
		return v >= c
	case strictlyBelow, justShort:
		return v < c
	case atMost:
		return v <= c
	}
	return false
}

// disagrees reports whether the source's figure x disagrees with the
// claim's figure n, as the claim bounds or approximates it: a figure of a
// comparable kind (see signals.Comparable) that does not state n, and,
// of a bounded n, lies on the other side of it ("more than $1 billion"
// and $980 million, though that rounds to it; not $5 billion), of an n
// just short or approximated ("nearly 500", "about 95%"), does not round
// to it (see signals.RoundsCoarsely).
func disagrees(n, x signals.Number, b figureBound, approx bool) bool {
	if signals.Same(n, x) {
		return false
	}
	switch b {
	case strictlyAbove, atLeast, strictlyBelow, atMost:
		y := x
		y.Value = n.Value // its kind, not its rounding
		return signals.Comparable(n, y) && !boundSide(b, n.Value, x.Value)
	case justShort:
		return signals.Comparable(n, x) && !signals.RoundsCoarsely(n, x)
	}
	return signals.Comparable(n, x) && !(approx && signals.RoundsCoarsely(n, x))
}
