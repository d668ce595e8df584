package sourced

import (
	"math"
	"slices"
	"strings"

	"github.com/sourced-dev/sourced/internal/evidence"
	"github.com/sourced-dev/sourced/internal/signals"
)

// partitives follow a figure that counts part of the quantity before it:
// "12 goals, 5 of which came from penalties".
var partitives = []string{" of which", " of them", " of whom", " of those", " of these"}

// statesFigure reports whether sentence s states the claim's figure n,
// with the bound the claim puts on it (see holdsBound), or a figure of
// another value that the bound or approximation admits (see
// statesRoughly). countsOther holds
// only of two plain counts, the source's followed by a partitive (see
// partitiveMayFollow): most figures are told apart before the call and
// its copies of both.
func (ix *Index) statesFigure(cs *claimSignals, s *evidence.Sentence, n *signals.Number) bool {
	plain, wide := n.Kind == signals.Plain, n.Wide()
	for j := range s.Numbers {
		m := &s.Numbers[j]
		if mayState(n, m, wide) && (signals.Same(*n, *m) && holdsBound(cs, n, s, m) || statesRoughly(cs, n, s, m)) &&
			!(plain && m.Kind == signals.Plain && partitiveMayFollow(s.Text, m.End) && ix.countsOther(cs, *n, s, *m)) &&
			!(plain && m.Kind == signals.Plain && wholeOfPart(s.Text, m.Start, false) && !wholeOfPart(cs.seg.Text, n.Start, true)) {
			return true
		}
	}
	return false
}

// wholes come right before a figure that counts the whole a part is
// counted of: "five out of six people", "7 of its 10 games", "Of the 12
// patients, 4 responded".
var wholes = []string{"out of ", "of the ", "of its ", "of their ", "of all "}

// wholeOfPart reports whether the figure at byte at of text counts the
// whole of a part ("six" of "five out of six people"): one of wholes
// comes right before it, after a figure of its own ("five out of", "7 of
// its") or, when quantified is set, a quantifier ("most of the 300
// nurses"), or opening the sentence ("Of the 12 patients, 4 responded").
// A claim's quantifier makes its figure the whole its part is of, as a
// source's "Of the 300 nurses, 210" does; a source's makes no figure
// other than the group's ("overcharged some of its 10,000 customers"
// states "has 10,000 customers"). A
// source's whole is not a count of what its verb tells: it grounds a
// claim's count only where the claim counts a whole too.
func wholeOfPart(text string, at int, quantified bool) bool {
	// Most figures follow no word that ends as "of", "the", "its",
	// "their" or "all" do.
	if at < 3 || text[at-1] != ' ' {
		return false
	}
	if c := text[at-2] | 0x20; c != 'f' && c != 'e' && c != 's' && c != 'r' && c != 'l' {
		return false
	}
	before := text[:at]
	for _, w := range wholes {
		if !endsWithFolded(before, w) {
			continue
		}
		rest := strings.TrimRight(before[:len(before)-len(w)], " ")
		if rest == "" {
			return true
		}
		i := strings.LastIndexByte(rest, ' ') + 1
		if last := rest[i:]; isDigit(last[0]) || signals.NumberWord(strings.ToLower(last)) || quantified && wholeQuantifier(strings.ToLower(last)) {
			return true
		}
	}
	return false
}

// wholeQuantifier reports whether w, in lower case, is a quantifier of a
// part of a whole that follows it: "most of the 300 nurses", "none of
// the 12 patients".
func wholeQuantifier(w string) bool {
	return quantityOf(w, "") != noQuantity || w == "half" || w == "none" || w == "both"
}

// partitiveMayFollow reports whether text[i:] may start with one of
// partitives in any case (hasAnyLowerPrefix): each starts with a blank and
// an "o", and lowering turns no other character into either.
func partitiveMayFollow(text string, i int) bool {
	return i+1 < len(text) && text[i] == ' ' && text[i+1]|0x20 == 'o'
}

// nearValue is a quick test that signals.Same needs to pass but for a
// loose figure (a whole month, which its days state, a decade, its years,
// a share, its rounding) or a percentage and a share it rounds (see
// roundedShare): values within a millionth of each
// other. Most figures of a sentence fail it,
// and are not copied into Same.
func nearValue(a, b float64) bool {
	return a == b || math.Abs(a-b) <= 1e-6*(math.Abs(a)+math.Abs(b))
}

// roundedShare is a quick test that signals.Same needs to pass for a
// claim's percentage n to be stated by a source's share m it rounds ("67%"
// by "two-thirds"): m is a share within half a percent of n.
func roundedShare(n, m *signals.Number) bool {
	return m.Share() && math.Abs(n.Value-m.Value) <= 0.5
}

// countsOther reports whether the source's count m of sentence s counts
// part of the quantity before it ("12 goals, 5 of which") while the
// claim's count n counts something else ("5 assists"): the words after
// n do not name what the quantity before m counts.
func (ix *Index) countsOther(cs *claimSignals, n signals.Number, s *evidence.Sentence, m signals.Number) bool {
	if n.Kind != signals.Plain || m.Kind != signals.Plain || !hasAnyLowerPrefix(s.Text[m.End:], partitives) ||
		hasAnyLowerPrefix(cs.seg.Text[n.End:], partitives) {
		return false
	}
	var whole string
	for _, o := range s.Numbers {
		if o.End <= m.Start {
			whole = o.Unit
			if whole == "" {
				whole = wordAfter(s.Text, o.End)
			}
		}
	}
	if whole == "" {
		return false
	}
	counted := signals.ContentWordsWith(firstWords(cs.seg.Text[n.End:], 3), ix.ev.Stem)
	return len(counted) > 0 && !slices.Contains(counted, ix.ev.Stem(whole))
}

// firstWords returns text up to the end of its nth word.
func firstWords(text string, n int) string {
	fields := strings.Fields(text)
	return strings.Join(fields[:min(n, len(fields))], " ")
}

// hasAnyLowerPrefix is hasAnyPrefix(strings.ToLower(s), prefixes) for
// lower-case ASCII prefixes, without lowering s: when the bytes of s that
// the longest prefix spans are ASCII, they are what ToLower's first bytes
// are made of, and are compared in any case.
func hasAnyLowerPrefix(s string, prefixes []string) bool {
	n := 0
	for _, p := range prefixes {
		n = max(n, len(p))
	}
	if !signals.IsASCII(s[:min(n, len(s))]) {
		return hasAnyPrefix(strings.ToLower(s), prefixes)
	}
	for _, p := range prefixes {
		if hasFoldedPrefix(s, p) {
			return true
		}
	}
	return false
}

// hasAnyPrefix reports whether s starts with one of prefixes.
func hasAnyPrefix(s string, prefixes []string) bool {
	for _, p := range prefixes {
		if strings.HasPrefix(s, p) {
			return true
		}
	}
	return false
}
