package sourced

import (
	"strings"

	"github.com/sourced-dev/sourced/internal/evidence"
	"github.com/sourced-dev/sourced/internal/signals"
)

// A claim that takes its wording from one fact of a passage and one of its
// names or dates from another says what neither does: "Orion builds its
// SUVs at a plant in Monterrey" of "Orion builds its electric SUVs at a
// plant in Chattanooga, Tennessee. Its batteries are supplied by a
// factory in Monterrey, Mexico." Every signal stands in one passage, and
// nearly every word, yet the sentence that states the claim's fact puts
// another place where the claim puts Monterrey, and Monterrey is where
// another fact is. slotRival reads that: the word before a name or date of
// the claim and the preposition between them ("plant in", "route on",
// "Clinic in") are its slot.

// slotPreps are the prepositions that open a slot: a place, a time, a
// maker or an origin.
var slotPreps = signals.NewWordSet("in", "at", "on", "from", "near", "into", "by")

// slotListReach is how many tokens after a rival the claim's own name or
// date may stand and be one of a list the slot holds ("born in Lagos,
// Nigeria", "offices in Paris and Lyon").
const slotListReach = 4

// slotRival reports whether the closest sentence of passage e, about to
// ground the claim, fills the slot of one of the claim's names or dates
// with another, while the passage states the claim's own in the slot of
// another fact: "a plant in Chattanooga" where the claim says "a plant in
// Monterrey" and the passage "a factory in Monterrey"; "founded the Abara
// Clinic in 1994" where it says "in 1986" and the passage "her medical
// degree in 1986"; "Born in Krakow" where it says "born in Vienna" and
// the sentence "the conservatory in Vienna". The rival must be one the
// claim does not hold, nor the same name shortened ("the United States"
// and "the US"), and the sentence must not fill the slot with the
// claim's own as well. A name the passage holds only in no slot, or in
// the claim's, is taken for the rival's wider or other name ("Fort Bliss
// in El Paso" and "two Texas bases" for "Fort Bliss in Texas").
func (ix *Index) slotRival(e *passageEval, cs *claimSignals) (wordSwap, bool) {
	if len(cs.names) == cs.borrowed && !hasDate(cs.numbers) {
		return wordSwap{}, false
	}
	toks := cs.tokens
	for i := 2; i < len(toks); i++ {
		if !slotPreps.Has(toks[i-1].Lower) {
			continue
		}
		at := i
		if toks[at].Lower == "the" && at+1 < len(toks) {
			at++
		}
		name, num := cs.anchorAt(toks[at].Start)
		if name < 0 && num < 0 || !isSlotWord(toks[i-2].Lower) {
			continue
		}
		if swap, ok := ix.rivalIn(cs, e.closest, i-2, at, name, num); ok && ix.slottedElsewhere(cs, &ix.ev.Passages[e.p], i-2, name, num) {
			return swap, true
		}
	}
	return wordSwap{}, false
}

// isSlotWord reports whether w, before a preposition, can name what a slot
// is of: a content word of letters ("plant", "born", "clinic"), not a
// figure, a word such as "was", or a number's word, which may stand for a
// slot stated before ("seventh best middleweight by The Ring and eighth
// by the TBRB").
func isSlotWord(w string) bool {
	for i := 0; i < len(w); i++ {
		if c := w[i]; c < 'a' || c > 'z' {
			return false
		}
	}
	return signals.IsContentWord(w) && !signals.NumberWord(w)
}

// anchorAt returns the claim's own name (an index of cs.names) or its
// year or date (an index of cs.numbers) that starts at byte start of its
// text, the other -1; both -1 when neither does.
func (cs *claimSignals) anchorAt(start uint32) (name, num int) {
	for k, n := range cs.names[:len(cs.names)-cs.borrowed] {
		if n.Start == int(start) && !n.Initial {
			return k, -1
		}
	}
	for k, n := range cs.numbers {
		if n.Start == int(start) && isDate(n) {
			return -1, k
		}
	}
	return -1, -1
}

// rivalIn reads sentence s for the slot of the claim's word at token
// claimSlot and the preposition after it, which holds the claim's name or
// date (name or num, see anchorAt) at its token at: it returns the swap
// when the sentence fills the slot with a rival (see slotRival) and never
// with the claim's own.
func (ix *Index) rivalIn(cs *claimSignals, s, claimSlot, at, name, num int) (wordSwap, bool) {
	sent := &ix.ev.Sentences[s]
	stoks := cs.state.tokensOf(sent.Text)
	word, prep := cs.tokens[claimSlot].Lower, cs.tokens[claimSlot+1].Lower
	own := cs.tokens[at].Lower
	rival, slot := -1, -1
	for k := 1; k+1 < len(stoks); k++ {
		if stoks[k].Lower != prep || !ix.sameWord(stoks[k-1].Lower, word) {
			continue
		}
		m := k + 1
		if stoks[m].Lower == "the" && m+1 < len(stoks) {
			m++
		}
		if name >= 0 {
			switch {
			case sameToken(stoks[m].Lower, own):
				return wordSwap{}, false
			case rival < 0 && isNameStart(sent.Text, stoks[m]) && !cs.holdsToken(stoks[m].Lower):
				rival, slot = m, k-1
			}
			continue
		}
		n, ok := numberAt(sent.Numbers, int(stoks[m].Start))
		switch {
		case !ok || n.Kind != cs.numbers[num].Kind:
		case n.Value == cs.numbers[num].Value:
			return wordSwap{}, false
		case rival < 0 && !holdsValue(cs.numbers, n):
			rival, slot = m, k-1
		}
	}
	if rival < 0 || ownNear(cs, sent, stoks, rival, at, name, num) {
		return wordSwap{}, false
	}
	var claimEnd, srcEnd int
	if name >= 0 {
		claimEnd, srcEnd = cs.names[name].End, nameEnd(sent.Text, stoks, rival)
		if shortFor(cs.seg.Text[cs.tokens[at].Start:claimEnd], sent.Text[stoks[rival].Start:srcEnd]) {
			return wordSwap{}, false
		}
	} else {
		n, _ := numberAt(sent.Numbers, int(stoks[rival].Start))
		claimEnd, srcEnd = cs.numbers[num].End, n.End
	}
	return wordSwap{
		claim:  cs.seg.Text[cs.tokens[claimSlot].Start:claimEnd],
		source: sent.Text[stoks[slot].Start:srcEnd],
	}, true
}

// slottedElsewhere reports whether passage pass states the claim's name or
// date (name or num) in a slot of another word than the claim's at token
// claimSlot: after one of slotPreps and a content word of another stem
// ("a factory in Monterrey" for the claim's "plant in Monterrey").
func (ix *Index) slottedElsewhere(cs *claimSignals, pass *evidence.Passage, claimSlot, name, num int) bool {
	word := cs.tokens[claimSlot].Lower
	for s := pass.First; s <= pass.Last; s++ {
		text := ix.ev.Sentences[s].Text
		if name >= 0 {
			written := strings.TrimSuffix(cs.names[name].Text, "'s")
			for from := 0; ; {
				i := strings.Index(text[from:], written)
				if i < 0 {
					break
				}
				if ix.otherSlotBefore(text, from+i, word) {
					return true
				}
				from += i + len(written)
			}
			continue
		}
		for _, n := range ix.ev.Sentences[s].Numbers {
			if n.Kind == cs.numbers[num].Kind && n.Value == cs.numbers[num].Value && ix.otherSlotBefore(text, n.Start, word) {
				return true
			}
		}
	}
	return false
}

// otherSlotBefore reports whether the words of text before byte i are a
// slot of another word than word: one of slotPreps, perhaps "the", after
// a content word of another stem.
func (ix *Index) otherSlotBefore(text string, i int, word string) bool {
	prep, i := wordBefore(text, i)
	if prep == "the" {
		prep, i = wordBefore(text, i)
	}
	if !slotPreps.Has(prep) {
		return false
	}
	w, _ := wordBefore(text, i)
	return isSlotWord(w) && !ix.sameWord(w, word)
}

// wordBefore returns the word of letters that ends text[:i] but for
// spaces, in lower case, and where it starts; "" when a mark or a figure
// comes first.
func wordBefore(text string, i int) (string, int) {
	for i > 0 && text[i-1] == ' ' {
		i--
	}
	end := i
	for i > 0 && isLetter(text[i-1]) {
		i--
	}
	return strings.ToLower(text[i:end]), i
}

// isLetter reports whether c is an ASCII letter.
func isLetter(c byte) bool { return 'a' <= c|0x20 && c|0x20 <= 'z' }

// sameWord reports whether words a and b, in lower case, are one word or
// share their stem ("plants", "plant").
func (ix *Index) sameWord(a, b string) bool {
	return a == b || a != "" && b != "" && a[0] == b[0] && ix.ev.Stem(a) == ix.ev.Stem(b)
}

// sameToken reports whether tokens a and b, in lower case, are one word
// but for a possessive "'s" and for diacritics ("salama's", "café").
func sameToken(a, b string) bool {
	a, b = strings.TrimSuffix(a, "'s"), strings.TrimSuffix(b, "'s")
	return a == b || signals.Fold(a) == signals.Fold(b)
}

// holdsToken reports whether the claim holds token w (see sameToken).
func (cs *claimSignals) holdsToken(w string) bool {
	for _, t := range cs.tokens {
		if sameToken(t.Lower, w) {
			return true
		}
	}
	return false
}

// shortFor reports whether one of names a and b is the other's initials,
// figures and marks aside ("US" and "United States", "BB24" and "Big
// Brother 24").
func shortFor(a, b string) bool {
	return initialsOf(a) == capitalsOf(b) || initialsOf(b) == capitalsOf(a)
}

// initialsOf returns the first letters of the words of name, in upper
// case.
func initialsOf(name string) string {
	var out []byte
	for _, w := range strings.Fields(name) {
		if isLetter(w[0]) {
			out = append(out, w[0]&^0x20)
		}
	}
	return string(out)
}

// capitalsOf returns the capital letters of a name of one word written in
// capitals ("U.S.", "BB24"), "-" for any other name.
func capitalsOf(name string) string {
	var out []byte
	for i := 0; i < len(name); i++ {
		switch c := name[i]; {
		case 'A' <= c && c <= 'Z':
			out = append(out, c)
		case c == '.' || '0' <= c && c <= '9':
		default:
			return "-"
		}
	}
	return string(out)
}

// isNameStart reports whether token t of text starts with a capital
// letter and is no month or day, which a slot of a place may hold too
// ("in March").
func isNameStart(text string, t signals.Token) bool {
	c := text[t.Start]
	return 'A' <= c && c <= 'Z' && !signals.IsMonth(t.Lower) && !isWeekday(t.Lower)
}

// isWeekday reports whether w, in lower case, names a day of the week.
func isWeekday(w string) bool {
	switch w {
	case "monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday":
		return true
	}
	return false
}

// numberAt returns the number of nums that starts at byte start.
func numberAt(nums []signals.Number, start int) (signals.Number, bool) {
	for _, n := range nums {
		if n.Start == start {
			return n, true
		}
	}
	return signals.Number{}, false
}

// holdsValue reports whether nums holds a number of n's kind and value.
func holdsValue(nums []signals.Number, n signals.Number) bool {
	for _, c := range nums {
		if c.Kind == n.Kind && c.Value == n.Value {
			return true
		}
	}
	return false
}

// ownNear reports whether the claim's own name or date, at its token at,
// stands within slotListReach tokens after the rival at token rival of
// sentence sent, whose tokens are stoks: one of a list the slot holds.
func ownNear(cs *claimSignals, sent *evidence.Sentence, stoks []signals.Token, rival, at, name, num int) bool {
	for k := rival + 1; k < len(stoks) && k <= rival+slotListReach; k++ {
		if name >= 0 && sameToken(stoks[k].Lower, cs.tokens[at].Lower) {
			return true
		}
		if num >= 0 {
			if n, ok := numberAt(sent.Numbers, int(stoks[k].Start)); ok && n.Value == cs.numbers[num].Value {
				return true
			}
		}
	}
	return false
}

// nameEnd returns the end of the name that starts at token k of text,
// whose tokens are toks: the run of capitalised tokens joined by single
// spaces.
func nameEnd(text string, toks []signals.Token, k int) int {
	end := int(toks[k].End)
	for j := k + 1; j < len(toks) && int(toks[j].Start) == end+1 && text[end] == ' '; j++ {
		if c := text[toks[j].Start]; c < 'A' || c > 'Z' {
			break
		}
		end = int(toks[j].End)
	}
	return end
}
