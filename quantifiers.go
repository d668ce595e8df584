package sourced

import (
	"slices"
	"strings"

	"github.com/sourced-dev/sourced/internal/signals"
)

// A quantifier says how much of a group a statement holds of: "Most
// students preferred the app" is not stated by "Few students preferred
// the app", nor "All 40 staff" by "some of the staff", though the two
// share every other word. A claim's quantifier is read against the one
// the closest source sentence puts before the same noun; a weaker claim
// ("some" against "all", "many" against "most") is stated by the
// stronger, and a stronger one ("all" against "most") or the other way
// ("few" against "many") is not. "No" and "none" are negations, which
// the rules of negation read.

// quantity is how much of a group a quantifier takes, in order.
type quantity uint8

const (
	noQuantity quantity = iota
	fewOf               // few (not "a few"), hardly any
	someOf              // some, several, a few
	manyOf              // many, numerous
	mostOf              // most, the majority of
	allOf               // all, every, each
)

// quantityOf returns the quantity quantifier w, in lower case, takes;
// before is the word before it, whose "a" makes "a few" some.
func quantityOf(w, before string) quantity {
	switch w {
	case "few":
		if before == "a" {
			return someOf
		}
		return fewOf
	case "some", "several":
		return someOf
	case "many", "numerous":
		return manyOf
	case "most", "majority":
		if before == "the" && w == "most" {
			return noQuantity // "the most popular": a superlative
		}
		return mostOf
	case "all", "every", "each":
		return allOf
	}
	return noQuantity
}

// states reports whether a source's quantity src states a claim's c: a
// claim that takes less of the group is stated by one that takes more,
// but for "few", which says that little holds, and against which any
// more is another statement.
func (c quantity) states(src quantity) bool {
	switch {
	case c == src:
		return true
	case c == fewOf || src == fewOf:
		return false
	}
	return src > c
}

// others returns the words of the quantities that do not state c (see
// states), as written in a folded text.
func (c quantity) others() []string {
	if c > allOf {
		return nil
	}
	return otherQuantities[c]
}

// otherQuantities are quantity.others, by quantity.
var otherQuantities = [...][]string{
	fewOf:  {"few", "some", "several", "many", "numerous", "most", "majority", "all", "every", "each"},
	someOf: {"few"},
	manyOf: {"few", "some", "several"},
	mostOf: {"few", "some", "several", "many", "numerous"},
	allOf:  {"few", "some", "several", "many", "numerous", "most", "majority"},
}

// quantifierSwapped reports whether the closest sentence of passage e,
// about to ground the claim, puts before one of the claim's quantified
// nouns a quantifier that does not state the claim's ("few students" for
// "most students"), and returns the pair. The claim's tokens are read
// first, once a claim: most claims have no quantifier, and the sentence
// is not read.
func (ix *Index) quantifierSwapped(e *passageEval, cs *claimSignals) (wordSwap, bool) {
	claimQ := cs.readQuants()
	if len(claimQ) == 0 || !slices.ContainsFunc(claimQ, func(c quantified) bool {
		return slices.ContainsFunc(c.q.others(), func(w string) bool { return strings.Contains(ix.ev.Sentences[e.closest].Folded, w) })
	}) {
		// No quantifier that would not state the claim's: the sentence
		// is not cut into words.
		return wordSwap{}, false
	}
	toks := cs.state.tokensOf(ix.ev.Sentences[e.closest].Text)
	// A quantity the sentence holds anywhere, of a noun or not, may be
	// the claim's: "many asteroids have been named, very few to honor
	// women" says "few asteroids".
	var held [allOf + 1]bool
	for k, t := range toks {
		before := ""
		if k > 0 {
			before = toks[k-1].Lower
		}
		held[quantityOf(t.Lower, before)] = true
	}
	for _, c := range claimQ {
		if held[c.q] {
			continue
		}
		// The sentence's quantifiers of the claim's noun: none that states
		// the claim's, and one that does not ("most recipients reported
		// fever, and few had side effects" states "many recipients").
		var other string
		stated := false
		for k := range toks {
			if src, ok := quantifiedAt(toks, k); ok && ix.ev.Stem(c.noun) == ix.ev.Stem(src.noun) {
				if c.q.states(src.q) {
					stated = true
					break
				}
				if other == "" {
					other = src.word
				}
			}
		}
		if !stated && other != "" {
			return wordSwap{claim: c.word, source: other}, true
		}
	}
	return wordSwap{}, false
}

// allLimited reports whether the claim says "all", "every" or "each" of
// a noun where a sentence of passage e, about to ground it, that holds
// a word of the noun (see quantifiedNouns), or half of the claim's words,
// or is its closest, holds an adverb or a
// determiner that limits what it says to part ("The cuts will mainly
// affect the hardware division" for "all of the cuts", "recalling certain
// 2021 models" for "all 2021 models"), or, holding the noun, a lesser
// quantifier of it (see lessOfNoun: "Most cases were among children"),
// and none of those sentences says "all", "every", "each", "entire" or
// "whole"; it returns the two words.
func (ix *Index) allLimited(e *passageEval, cs *claimSignals) (wordSwap, bool) {
	claimQ := cs.readQuants()
	k := slices.IndexFunc(claimQ, func(c quantified) bool { return c.q == allOf })
	if k < 0 || cs.negated || len(cs.stems) > 64 {
		return wordSwap{}, false
	}
	pass := &ix.ev.Passages[e.p]
	nouns := ix.quantifiedNouns(cs, claimQ[k].at)
	limit := ""
	for s := pass.First; s <= pass.Last; s++ {
		holds := slices.ContainsFunc(nouns[:], func(id int32) bool {
			_, ok := slices.BinarySearch(ix.ev.Sentences[s].StemIDs, id)
			return id >= 0 && ok
		})
		if !holds && s != e.closest && !cs.nearClaim(s) {
			continue
		}
		folded := ix.ev.Sentences[s].Folded
		if !slices.ContainsFunc(limitingWords, func(w string) bool { return strings.Contains(folded, w) }) &&
			!slices.ContainsFunc(quantifierWords, func(w string) bool { return strings.Contains(folded, w) }) &&
			!strings.Contains(folded, "entire") && !strings.Contains(folded, "whole") {
			continue // the sentence is not cut into words
		}
		toks := cs.state.tokensOf(ix.ev.Sentences[s].Text)
		for i, t := range toks {
			if quantityOf(t.Lower, "") == allOf || t.Lower == "entire" || t.Lower == "whole" {
				return wordSwap{}, false
			}
			if limit == "" && (slices.Contains(limitingWords, t.Lower) || holds && ix.lessOfNoun(toks, i, nouns)) {
				limit = t.Lower
			}
		}
	}
	if limit == "" {
		return wordSwap{}, false
	}
	return wordSwap{claim: claimQ[k].word, source: limit}, true
}

// lessOfNoun reports whether token i of toks is a quantifier that takes
// less than all of its group ("most", "some", "few") and its noun is, by
// stem, one of nouns, or is followed by "of whom" or the like (see
// relativesOfGroup) after one of nouns: "Most cases were among children
// under five" limits "All of the measles cases", and "900 staff, some of
// whom" "all of the staff". A quantifier before a figure is none ("some
// 400 staff").
func (ix *Index) lessOfNoun(toks []signals.Token, i int, nouns [3]int32) bool {
	if !slices.Contains(quantifierWords, toks[i].Lower) || i+1 < len(toks) && figureWord(toks[i+1].Lower) {
		return false // ("some 400 staff": a figure made approximate)
	}
	if i+2 < len(toks) && toks[i+1].Lower == "of" && slices.Contains(relativesOfGroup, toks[i+2].Lower) {
		// "about 900 staff, some of whom will be offered jobs": the
		// group is the noun right before.
		if i == 0 || quantityOf(toks[i].Lower, "") == allOf {
			return false
		}
		id := ix.ev.StemID(ix.ev.Stem(toks[i-1].Lower))
		return id >= 0 && slices.Contains(nouns[:], id)
	}
	q, ok := quantifiedAt(toks, i)
	if !ok || q.q == allOf {
		return false
	}
	id := ix.ev.StemID(ix.ev.Stem(q.noun))
	return id >= 0 && slices.Contains(nouns[:], id)
}

// approximating reports whether token j of toks makes the figure after
// it approximate ("roughly 900 staff"): it is passed over on the way to a
// quantifier's noun. Before any other word it is no such word ("all about
// the food").
func approximating(toks []signals.Token, j int) bool {
	w := toks[j].Lower
	return (slices.Contains(approximators, w) || w == "nearly" || w == "almost") && j+1 < len(toks) && figureWord(toks[j+1].Lower)
}

// figureWord reports whether w, a token in lower case, is a figure's:
// digits, or a number written as a word.
func figureWord(w string) bool {
	return '0' <= w[0] && w[0] <= '9' || signals.NumberWord(w)
}

// relativesOfGroup stand for a group named before them after a
// quantifier and "of" ("some of whom", "most of them").
var relativesOfGroup = []string{"whom", "which", "them", "these", "those"}

// quantifiedNouns returns the stem ids of the run of content words after
// the claim's quantifier token k, past "of", "the", figures and the words
// that make them approximate, up to three ("all of the 300 job cuts": job
// and cuts; "all of the roughly 900 affected staff"); -1 for none.
func (ix *Index) quantifiedNouns(cs *claimSignals, k int) [3]int32 {
	ids, n := [3]int32{-1, -1, -1}, 0
	for j := k + 1; j < len(cs.tokens) && j <= k+shareReach && n < len(ids); j++ {
		w := cs.tokens[j].Lower
		if !isLowerLetter(w[0]) || !signals.IsContentWord(w) || signals.NumberWord(w) || approximating(cs.tokens, j) {
			if n > 0 {
				break
			}
			continue
		}
		ids[n] = ix.ev.StemID(ix.ev.Stem(w))
		n++
	}
	return ids
}

// limitingWords limit what a sentence says to part of its group: "mainly",
// "certain models".
var limitingWords = []string{"mainly", "mostly", "largely", "primarily", "chiefly", "predominantly", "partly", "partially", "certain"}

// readQuants returns the claim's quantifiers, read once a claim.
func (cs *claimSignals) readQuants() []quantified {
	if !cs.quantsRead {
		cs.quantsRead = true
		stems := cs.state.tokenStems
		for k, t := range cs.tokens {
			// Every quantifier but "numerous" and "majority" is a
			// function word, and each opens on one of six letters: most
			// tokens are told at once.
			if k < len(stems) && stems[k].ok && t.Lower != "numerous" && t.Lower != "majority" || !opensQuantifier(t.Lower[0]) {
				continue
			}
			if q, ok := quantifiedAt(cs.tokens, k); ok {
				cs.quants = append(cs.quants, q)
			}
		}
	}
	return cs.quants
}

// quantityCounted reports whether the closest sentence of passage e,
// about to ground the claim, holds none of the claim's quantifiers (see
// quantityOf) but counts the share they speak of, and one that the
// quantifier does not hold of (see holdsOfShare), and none it holds of,
// of the quantifier's noun (see shareOfNoun): "38 percent of the teachers" is not "most of the
// teachers", nor "four of the six branches" "all of the branches". It returns the quantifier and the
// sentence's figure. A claim that states a share itself is not read.
func (ix *Index) quantityCounted(e *passageEval, cs *claimSignals) (wordSwap, bool) {
	claimQ := cs.readQuants()
	if len(claimQ) == 0 || slices.ContainsFunc(cs.numbers, func(n signals.Number) bool { return n.Kind == signals.Percent }) {
		return wordSwap{}, false
	}
	sent := &ix.ev.Sentences[e.closest]
	if len(sent.Numbers) == 0 {
		return wordSwap{}, false
	}
	toks := cs.state.tokensOf(sent.Text)
	if slices.ContainsFunc(toks, func(t signals.Token) bool {
		return t.Lower == "rest" || t.Lower == "remainder" || t.Lower == "remaining"
	}) {
		// The share's complement is told too: "A third voted against,
		// and the rest in favour".
		return wordSwap{}, false
	}
	for _, c := range claimQ {
		if slices.ContainsFunc(toks, func(t signals.Token) bool { return t.Lower == c.word }) {
			continue
		}
		// The shares of the claim's noun: one the quantifier holds of
		// states it ("71 percent of Pell's revenue" states "most of Pell's
		// revenue" beside "20 percent" of Europe's).
		noun, other, held := ix.ev.Stem(headNoun(cs.seg.Text, cs.tokens, c.at)), "", false
		for k, n := range sent.Numbers {
			share, ok := shareCounted(sent.Text, sent.Numbers, sent.Directions, k)
			if !ok || !ix.shareOfNoun(sent.Text, toks, sent.Numbers, k, noun) {
				continue
			}
			if c.q.holdsOfShare(share) {
				held = true
				break
			}
			if other == "" {
				other = n.Text
			}
		}
		if !held && other != "" {
			return wordSwap{claim: c.word, source: other}, true
		}
	}
	return wordSwap{}, false
}

// isOfGap reports whether gap, the words between two figures, opens on
// "of" ("of the", not "offered").
func isOfGap(gap string) bool { return gap == "of" || strings.HasPrefix(gap, "of ") }

// shareOfNoun reports whether number k of nums, figures of text whose
// tokens are toks, a share (see shareCounted), is one of the things of
// the stem noun: the thing it is "of" ("38 percent of the teachers",
// "four of the six branches": the first content word after "of", or
// after the whole), or, when it is of none, a word of the stem among the
// shareReach tokens before it in its clause ("Of the 800 teachers
// surveyed, 38 percent said"). "Each party" is not the thing of "11 of
// their 12 MEPs", nor "most employees" of "38 percent of managers".
func (ix *Index) shareOfNoun(text string, toks []signals.Token, nums []signals.Number, k int, noun string) bool {
	n := nums[k]
	at := -1 // the token the share's thing follows, -1 for one before it
	switch {
	case n.Kind == signals.Plain && k+1 < len(nums) && isOfGap(strings.TrimSpace(text[n.End:nums[k+1].Start])):
		at = tokenAt(toks, nums[k+1].End) // past the whole: "four of the six branches"
	case n.Kind == signals.Percent:
		if at = tokenAt(toks, n.End); at >= 0 && toks[at].Lower != "of" {
			at = -1 // no "of": a share of what comes before
		}
	}
	if at >= 0 {
		for j := at; j < len(toks) && j <= at+shareReach; j++ {
			// (Past a name or a possessive: "of Corlan managers", "of
			// the district's schools".)
			if w := toks[j].Lower; isLowerLetter(w[0]) && signals.IsContentWord(w) && !named(text, toks[j]) {
				return ix.ev.Stem(w) == noun
			}
		}
		return false
	}
	first := tokenAt(toks, n.Start)
	for j := first - 1; j >= 0 && j >= first-shareReach; j-- {
		if ix.ev.Stem(toks[j].Lower) == noun {
			return true
		}
		if marked(text, toks[j].End, toks[j+1].Start) && j+1 < first && toks[j+1].Lower != "of" {
			break
		}
	}
	return false
}

// headNoun returns the first word in lower case after quantifier token k
// of toks, of text, past "of", articles, figures, possessives and names: "branches"
// of "all of the Norwood branches", "employees" of "most Corlan
// employees"; "" when none follows within shareReach tokens.
func headNoun(text string, toks []signals.Token, k int) string {
	for j := k + 1; j < len(toks) && j <= k+shareReach; j++ {
		if w := toks[j].Lower; isLowerLetter(w[0]) && signals.IsContentWord(w) && !signals.NumberWord(w) && !named(text, toks[j]) {
			return w
		}
	}
	return ""
}

// named reports whether token t of text is a name's or a possessive's
// word: written with a capital, or ending in "'s".
func named(text string, t signals.Token) bool {
	return 'A' <= text[t.Start] && text[t.Start] <= 'Z' || signals.IsPossessive(text[t.Start:t.End])
}

// shareReach is how many tokens shareOfNoun reads for the thing of a
// share.
const shareReach = 6

// shareCounted returns the share of a whole number k of nums, figures of
// text, counts: a percentage of people or things ("38 percent said",
// "52% of respondents", "a third of voters"), not of a change (a cue of dirs shortly before
// it: "rose 38 percent", "rise by 38 percent"), or a count of a whole the
// next figure counts ("four of the six branches", "20 of its 50
// stores") or the figure before it opens ("Of the 300 nurses, 110 voted
// yes").
func shareCounted(text string, nums []signals.Number, dirs []signals.Direction, k int) (float64, bool) {
	n := nums[k]
	switch n.Kind {
	case signals.Percent:
		if n.Unit != "" && n.Unit != "fraction" || n.Value > 100 || slices.ContainsFunc(dirs, func(d signals.Direction) bool {
			return d.End <= n.Start && n.Start-d.End <= changeReach && !strings.ContainsAny(text[d.End:n.Start], ",;.")
		}) {
			return 0, false
		}
		before := strings.TrimRight(text[:n.Start], " $")
		switch strings.ToLower(before[strings.LastIndexByte(before, ' ')+1:]) {
		case "by", "to", "from", "at", "than":
			return 0, false
		}
		return n.Value / 100, true
	case signals.Plain:
		if k > 0 && nums[k-1].Kind == signals.Plain && nums[k-1].Value > 0 && n.Value <= nums[k-1].Value &&
			wholeOfPart(text, nums[k-1].Start, false) && strings.HasSuffix(strings.TrimRight(text[:n.Start], " "), ",") {
			return n.Value / nums[k-1].Value, true // "Of the 300 nurses, 110 voted yes"
		}
		if k+1 >= len(nums) || nums[k+1].Kind != signals.Plain || nums[k+1].Value <= 0 || n.Value > nums[k+1].Value {
			return 0, false
		}
		gap := strings.TrimSpace(text[n.End:nums[k+1].Start])
		if gap != "of" && !strings.HasPrefix(gap, "of ") || strings.Count(gap, " ") > 4 {
			return 0, false
		}
		return n.Value / nums[k+1].Value, true
	}
	return 0, false
}

// changeReach is how many bytes before a percentage a cue of change makes
// it one ("rose sharply by 38 percent").
const changeReach = 16

// holdsOfShare reports whether quantity q may be said of share, a part of
// a whole: "most" of more than half, "all" of the whole, "few" of less
// than a quarter; "some" and "many" of any share.
func (q quantity) holdsOfShare(share float64) bool {
	switch q {
	case mostOf:
		return share > 0.5
	case allOf:
		return share >= 1
	case fewOf:
		return share < 0.25
	}
	return true
}

// opensQuantifier reports whether a word opening on byte c may be a
// quantifier (see quantityOf).
func opensQuantifier(c byte) bool {
	switch c {
	case 'f', 's', 'm', 'n', 'a', 'e':
		return true
	}
	return false
}

// quantified is a quantifier, its quantity and the noun it is of.
type quantified struct {
	word, noun string
	q          quantity
	at         int // the quantifier's token
}

// quantifiedAt returns the quantifier token k of toks is, and the noun it
// is of: the next token within six, past "of", "the", a figure and a
// word that makes it approximate ("most of the 300 students", "all of
// the roughly 900 staff"), that is a content word, or a word of
// relativesOfGroup after "of" ("all of them").
func quantifiedAt(toks []signals.Token, k int) (quantified, bool) {
	before := ""
	if k > 0 {
		before = toks[k-1].Lower
	}
	q := quantityOf(toks[k].Lower, before)
	if q == noQuantity {
		return quantified{}, false
	}
	for j := k + 1; j < len(toks) && j <= k+6; j++ {
		w := toks[j].Lower
		if w == "of" || w == "the" || w == "its" || w == "their" || figureWord(w) || approximating(toks, j) {
			continue // ("most of the 300 nurses", "each of the three candidates", "all of the roughly 900 staff")
		}
		if slices.Contains(relativesOfGroup, w) && toks[j-1].Lower == "of" {
			// "all of them": a group named before, which the words after
			// it are said of.
			return quantified{word: toks[k].Lower, noun: w, q: q, at: k}, true
		}
		if !signals.IsContentWord(w) || slices.Contains(quantifierWords, w) {
			return quantified{}, false
		}
		return quantified{word: toks[k].Lower, noun: w, q: q, at: k}, true
	}
	return quantified{}, false
}

// quantifierWords are the words quantityOf reads.
var quantifierWords = []string{"few", "some", "several", "many", "numerous", "most", "majority", "all", "every", "each"}
