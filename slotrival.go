package sourced

import (
	"slices"
	"strings"

	"github.com/sourced-dev/sourced/internal/evidence"
	"github.com/sourced-dev/sourced/internal/lexicon"
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

// slotListReach is how many words after a rival's end the claim's own
// name or date may stand and be one of a list the slot holds ("born in
// Lagos, Nigeria", "offices in Paris and Lyon").
const slotListReach = 3

// slotRival reports whether a sentence of passage e, about to ground the
// claim, fills the slot of one of the claim's names or dates with another,
// no sentence of it fills the slot with the claim's own, and the passage
// states the claim's own in the slot of another fact: "a plant in
// Chattanooga" where the claim says "a plant in Monterrey" and the passage
// "a factory in Monterrey"; "founded the Abara Clinic in 1994" where it
// says "in 1986" and the passage "her medical degree in 1986"; "Born in
// Krakow" where it says "born in Vienna" and the sentence "the
// conservatory in Vienna". The rival must be one the claim does not hold,
// nor the same name shortened ("the United States" and "the US"). A name
// the passage holds only in no slot, or in the claim's, is taken for the
// rival's wider or other name ("Fort Bliss in El Paso" and "two Texas
// bases" for "Fort Bliss in Texas").
func (ix *Index) slotRival(e *passageEval, cs *claimSignals) (wordSwap, bool) {
	if len(cs.names) == cs.borrowed && !hasDate(cs.numbers) {
		return wordSwap{}, false
	}
	for k, n := range cs.names[:len(cs.names)-cs.borrowed] {
		if n.Initial {
			continue
		}
		if swap, ok := ix.slotRivalAt(e, cs, n.Start, k, -1); ok {
			return swap, true
		}
	}
	for k, n := range cs.numbers {
		if isDate(n) {
			if swap, ok := ix.slotRivalAt(e, cs, n.Start, -1, k); ok {
				return swap, true
			}
		}
	}
	return wordSwap{}, false
}

// slotRivalAt is slotRival of the claim's name or date (name or num) that
// starts at byte start of its text, when a slot holds it: the claim's
// words before it, past "the", read from its text.
func (ix *Index) slotRivalAt(e *passageEval, cs *claimSignals, start, name, num int) (wordSwap, bool) {
	text := cs.seg.Text
	prep, i := wordBefore(text, start)
	if prep == "the" {
		prep, i = wordBefore(text, i)
	}
	if !slotPreps.Has(prep) {
		return wordSwap{}, false
	}
	word, from := wordBefore(text, i)
	if !isSlotWord(word) || from == i {
		return wordSwap{}, false
	}
	own, _ := wordAt(text, start)
	sl := slot{word: word, prep: prep, own: own, from: from, at: start}
	pass := &ix.ev.Passages[e.p]
	id := ix.ev.StemID(ix.ev.Stem(word)) // a sentence without the word has no slot of it
	var found wordSwap
	for s := pass.First; s <= pass.Last; s++ {
		if _, ok := slices.BinarySearch(ix.ev.Sentences[s].StemIDs, id); !ok {
			continue
		}
		swap, rival, own := ix.rivalIn(cs, s, sl, name, num)
		if own {
			return wordSwap{}, false
		}
		if rival && found.claim == "" {
			found = swap
		}
	}
	if found.claim == "" || !ix.slottedElsewhere(cs, pass, sl.word, name, num) {
		return wordSwap{}, false
	}
	return found, true
}

// slot is where a claim's name or date stands: the word and preposition
// before it, in lower case, the byte the word starts at and the byte the
// name or date does, and the first word of the name or date, in lower
// case.
type slot struct {
	word, prep, own string
	from, at        int
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

// rivalIn reads sentence s for the claim's slot sl, which holds its name
// or date (name or num, see slotRival): it reports whether the sentence
// fills the slot with the claim's own (own), or else with a rival (see
// slotRival), and returns the swap of the rival. The sentence is read as
// text, not cut into tokens.
func (ix *Index) rivalIn(cs *claimSignals, s int, sl slot, name, num int) (swap wordSwap, rival, own bool) {
	sent := &ix.ev.Sentences[s]
	text := sent.Text
	word, prep, ownWord := sl.word, sl.prep, sl.own
	slot, at, rivalEnd := -1, -1, -1
	for from := 0; ; {
		i := matchWordBy(text[from:], prep, 0)
		if i < 0 {
			break
		}
		i += from
		from = i + len(prep)
		w, ws := wordBefore(text, i)
		if w == "" || !ix.sameWord(w, word) {
			continue
		}
		m := skipThe(text, from)
		if name >= 0 {
			next, end := wordAt(text, m)
			switch {
			case next == "":
			case sameToken(next, ownWord):
				return wordSwap{}, false, true
			case at < 0 && isCapital(text[m]) && !isTimeName(next) && !cs.holdsToken(next):
				slot, at, rivalEnd = ws, m, nameRunEnd(text, end)
			}
			continue
		}
		n, ok := numberAt(sent.Numbers, m)
		switch {
		case !ok || n.Kind != cs.numbers[num].Kind:
		case n.Value == cs.numbers[num].Value:
			return wordSwap{}, false, true
		case at < 0 && !holdsValue(cs.numbers, n):
			slot, at, rivalEnd = ws, m, n.End
		}
	}
	if at < 0 || ownNear(cs, sent, rivalEnd, ownWord, num) {
		return wordSwap{}, false, false
	}
	var claimEnd int
	if name >= 0 {
		claimEnd = cs.names[name].End
		if shortFor(cs.seg.Text[sl.at:claimEnd], text[at:rivalEnd]) {
			return wordSwap{}, false, false
		}
	} else {
		claimEnd = cs.numbers[num].End
	}
	return wordSwap{
		claim:  cs.seg.Text[sl.from:claimEnd],
		source: text[slot:rivalEnd],
	}, true, false
}

// skipThe returns where the text from byte i goes on past spaces and an
// article "the".
func skipThe(text string, i int) int {
	for i < len(text) && text[i] == ' ' {
		i++
	}
	if w, end := wordAt(text, i); w == "the" {
		for i = end; i < len(text) && text[i] == ' '; i++ {
		}
	}
	return i
}

// wordAt returns the word of letters (and an apostrophe's "s") that
// starts at byte i of text, in lower case, and where it ends; "" when none
// starts there.
func wordAt(text string, i int) (string, int) {
	j := i
	for j < len(text) && (isASCIILetter(text[j]) || text[j] >= 0x80 || text[j] == '\'' && j+1 < len(text) && text[j+1] == 's') {
		j++
	}
	return strings.ToLower(text[i:j]), j
}

// isCapital reports whether c is an ASCII capital letter.
func isCapital(c byte) bool { return 'A' <= c && c <= 'Z' }

// nameRunEnd returns the end of the name whose first word ends at byte end
// of text: the run of capitalised words joined by single spaces.
func nameRunEnd(text string, end int) int {
	for end+1 < len(text) && text[end] == ' ' && isCapital(text[end+1]) {
		_, end = wordAt(text, end+1)
	}
	return end
}

// slottedElsewhere reports whether passage pass states the claim's name or
// date (name or num) in the slot of another fact (see otherSlotBefore):
// "a factory in Monterrey" for the claim's "plant in Monterrey".
func (ix *Index) slottedElsewhere(cs *claimSignals, pass *evidence.Passage, word string, name, num int) bool {
	for s := pass.First; s <= pass.Last; s++ {
		text := ix.ev.Sentences[s].Text
		if name >= 0 {
			written := strings.TrimSuffix(cs.names[name].Text, "'s")
			for from := 0; ; {
				i := strings.Index(text[from:], written)
				if i < 0 {
					break
				}
				if ix.otherSlotBefore(cs, text, from+i, word) {
					return true
				}
				from += i + len(written)
			}
			continue
		}
		for _, n := range ix.ev.Sentences[s].Numbers {
			if n.Kind == cs.numbers[num].Kind && n.Value == cs.numbers[num].Value && ix.otherSlotBefore(cs, text, n.Start, word) {
				return true
			}
		}
	}
	return false
}

// otherSlotBefore reports whether the words of text before byte i are a
// slot of another fact than the claim's, whose slot word is word: one of
// slotPreps, perhaps "the", after a content word other than word that
// the claim holds, if at all, only as a noun an article opens
// ("indicted in 2019 and convicted in 2020" holds the claim's 2020 in the
// slot of its "convicted"; "announced the new route on 3 February" holds
// the date of "departed on 3 February" in the slot of the claim's "the
// new route", and "and later by Lena Hart" the claim's own "was later
// recorded by").
func (ix *Index) otherSlotBefore(cs *claimSignals, text string, i int, word string) bool {
	prep, i := wordBefore(text, i)
	if prep == "the" {
		prep, i = wordBefore(text, i)
	}
	if !slotPreps.Has(prep) {
		return false
	}
	w, _ := wordBefore(text, i)
	if !isSlotWord(w) {
		return false
	}
	if ix.sameWord(word, w) {
		return false
	}
	for k, t := range cs.tokens {
		if ix.sameWord(t.Lower, w) && !articleNoun(cs.tokens, k) {
			return false
		}
	}
	return true
}

// articleNoun reports whether token k of toks is a noun an article opens,
// perhaps past a word that is no noun: "the new route", not the verb of
// "the board approved".
func articleNoun(toks []signals.Token, k int) bool {
	if k > 0 && isArticle(toks[k-1].Lower) {
		return true
	}
	if k < 2 || !isArticle(toks[k-2].Lower) {
		return false
	}
	use, _ := lexicon.Common(toks[k-1].Lower)
	return use == lexicon.NotNoun
}

// wordBefore returns the word of ASCII letters that ends text[:i] but
// for spaces, in lower case, and where it starts; "" when a mark or a
// figure comes first. (lastWord, which decodes runes, cost a RAGTruth op
// 2 M instructions more here, read for every word capitalBeforeWord
// tries.)
func wordBefore(text string, i int) (string, int) {
	for i > 0 && text[i-1] == ' ' {
		i--
	}
	end := i
	for i > 0 && isASCIILetter(text[i-1]) {
		i--
	}
	return strings.ToLower(text[i:end]), i
}

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
// Brother 24"), or the two are names of one country (see oneCountry).
func shortFor(a, b string) bool {
	return initialsOf(a) == capitalsOf(b) || initialsOf(b) == capitalsOf(a) || oneCountry(a, b)
}

// oneCountry reports whether names a and b are spellings of one country
// (see sameCountry: "Britain" and "UK").
func oneCountry(a, b string) bool {
	fa, fb := signals.Fold(a), signals.Fold(b)
	for _, spellings := range sameCountry {
		if slices.Contains(spellings, fa) && slices.Contains(spellings, fb) {
			return true
		}
	}
	return false
}

// initialsOf returns the first letters of the words of name, in upper
// case.
func initialsOf(name string) string {
	var out []byte
	for _, w := range strings.Fields(name) {
		if isASCIILetter(w[0]) {
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

// ownNear reports whether the claim's own name, whose first word is own,
// or its date num, stands within slotListReach words after a rival that
// ends at byte end of sentence sent: one of a list the slot holds.
func ownNear(cs *claimSignals, sent *evidence.Sentence, end int, own string, num int) bool {
	text := sent.Text
	for range slotListReach {
		for end < len(text) && !isASCIILetter(text[end]) && !isDigit(text[end]) {
			end++
		}
		if end >= len(text) {
			return false
		}
		if num >= 0 {
			if n, ok := numberAt(sent.Numbers, end); ok && n.Value == cs.numbers[num].Value {
				return true
			}
		}
		w, e := wordAt(text, end)
		if num < 0 && w != "" && sameToken(w, own) {
			return true
		}
		if e == end {
			e++ // a figure's byte
		}
		end = e
	}
	return false
}
