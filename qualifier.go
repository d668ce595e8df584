package sourced

import (
	"slices"
	"strconv"
	"strings"

	"github.com/sourced-dev/sourced/internal/evidence"
	"github.com/sourced-dev/sourced/internal/signals"
)

// One sentence may give figures of one kind to the groups, cases or
// things a phrase after each names: "The dose is 250 mg for children and
// 500 mg for adults", "Symptoms improved in 48% of the drug group and 21%
// of the placebo group", "95% effective in adults and 62% in those over
// 65". A figure's qualifier is the word right after it, when it is no
// preposition, and the phrase that opens with a preposition right there
// (see isQualifierOpener), up to a list's or a clause's break (see
// qualifierOf); a partitive ("4 of those meetings") is none. A claim that
// states one figure with a word that only another figure's qualifier
// holds (and the sentence nowhere else), and none that only its own
// holds, takes that figure's qualifier: the sentence states neither "The
// dose for children is 500 mg" nor "Students pay $20" of "$20 for adults
// and $10 for students". A claim that names no qualifier ("The dose is
// 500 mg") is left grounded: the sentence states the figure, and a
// summary drops a qualifier as it drops a year. Asked only of a sentence
// that holds a rival of the claim's figure, once a passage is about to
// ground the claim (see crossedIn and ownerAt).

// isQualifierOpener reports whether w is a preposition that opens a
// figure's qualifier.
func isQualifierOpener(w string) bool {
	switch w {
	case "for", "in", "of", "among":
		return true
	}
	return false
}

// qualifierBreaks are the words a qualifier ends before: the joints of a
// list or of clauses, and of comparisons.
var qualifierBreaks = []string{"and", "or", "but", "while", "whereas", "than", "versus", "vs", "compared"}

// maxQualifier bounds the tokens of a qualifier's phrase, past its
// preposition: a qualifier names a group in a few words.
const maxQualifier = 6

// qualifierOwner returns number k of v, which states the claim's number
// i, with its qualifier, quoted ("500 mg for adults"), when the claim
// takes a rival's qualifier (see qualifiedRival); "" otherwise. cv is the
// claim's view.
func (ix *Index) qualifierOwner(cs *claimSignals, cv, v *clauseView, i, k int) string {
	if r, end, _ := ix.qualifiedRival(cs, cv, v, i, k); r >= 0 {
		return v.quoteFrom(k, end)
	}
	return ""
}

// qualifiedRival returns the rival figure r of number k of v, which
// states the claim's number i, whose qualifier the claim's clause that
// holds the number takes: the clause holds a word that only r's qualifier
// holds, and none that only k's holds (see above); end is where k's
// qualifier ends, at where r's is read from (see qualifierOf). r is -1
// when no rival's is taken. cv is the claim's view.
func (ix *Index) qualifiedRival(cs *claimSignals, cv, v *clauseView, i, k int) (r, end, at int) {
	var ownBuf, otherBuf [maxQualifier + 1]string
	own, ownHead, end := ix.qualifierOf(ownBuf[:0], v, k)
	if end < 0 {
		return -1, end, -1
	}
	mine := cv.clauses[cv.clauseAt(cs.numbers[i].Start)]
	for r := range v.nums {
		if r == k || !cs.isRival(v.nums[r], i) || v.label(r) || v.inRange(r) {
			continue
		}
		other, otherHead, at := ix.qualifierOf(otherBuf[:0], v, r)
		if at < 0 {
			continue
		}
		// A word right after one figure only, as a list leaves it out
		// after the next ("3 goals in the first half and 2 in the
		// second"), qualifies both.
		ours, theirs := own, other
		if ownHead != otherHead {
			ours, theirs = own[ownHead:], other[otherHead:]
		}
		// A word the sentence holds outside the rival's qualifier too
		// ("met" of "met 7 times ... 2 of those meetings") tells no
		// qualifier.
		elsewhere := func(w string) bool { return ix.holdsStemOutside(v, w, v.nums[r].End, at) }
		if cs.holdsOnly(mine, i, theirs, ours, elsewhere) && !cs.holdsOnly(mine, i, ours, theirs, nil) {
			return r, end, at
		}
	}
	return -1, end, -1
}

// quoteFrom returns v's text from number k, with the currency sign
// before it, to byte end, quoted.
func (v *clauseView) quoteFrom(k, end int) string {
	start := len(strings.TrimRight(v.text[:v.nums[k].Start], "$£€"))
	return strconv.Quote(strings.TrimRight(v.text[start:end], " .,;:"))
}

// qualifiedContradiction looks in passage e, which holds every signal of
// the claim but states some of its numbers only with another figure's
// qualifier (e's ownedNums), for the figure whose qualifier the claim
// takes: "The dose is 250 mg for children and 500 mg for adults"
// contradicts "The dose for children is 500 mg" with 250 mg. Only an
// amount is read so, stated by no sentence outside e, only where each
// sentence of e that states it gives the claim's qualifier a rival, and
// only where e gave the number to its qualifier first (a baseline, a
// place or a step, which other rules own it by, is left unverified).
func (ix *Index) qualifiedContradiction(cs *claimSignals, e *passageEval) (contradiction, bool) {
	// A qualifier's owner is quoted (see qualifierOwner), where a name's
	// is not: most passages are ruled out before any sentence is read.
	if !strings.HasPrefix(e.otherSubject, `"`) || len(e.missingNums)+len(e.missingNames)+len(e.missingQuotes) > 0 ||
		e.cover < minCover || e.negDiff || e.dirConflict || e.ownedByVerb {
		return contradiction{}, false
	}
	pass := ix.ev.Passages[e.p]
	cv := cs.claimView()
	for _, i := range e.ownedNums {
		n := cs.numbers[i]
		if !n.Quantity() || isLabel(cs.seg.Text, n) || cv.inRange(i) {
			continue
		}
		if con, ok := ix.qualifiedIn(cs, &cv, pass, i); ok && con.owner == e.otherSubject {
			con.passage = e.p
			return con, true
		}
	}
	return contradiction{}, false
}

// qualifiedIn returns the contradiction of the claim's number i by the
// sentences of pass (see qualifiedContradiction): the first's rival
// figure whose qualifier the claim takes, as the source figure nearby and
// that qualifier as the entity. ok is false when a sentence states the
// number outside pass or without such a rival.
func (ix *Index) qualifiedIn(cs *claimSignals, cv *clauseView, pass evidence.Passage, i int) (con contradiction, ok bool) {
	n := cs.numbers[i]
	for _, s := range ix.ev.SentencesWithNumber(n) {
		if int(s) < pass.First || int(s) > pass.Last {
			if slices.ContainsFunc(ix.ev.Sentences[s].Numbers, func(m signals.Number) bool { return signals.Same(n, m) }) {
				return contradiction{}, false
			}
			continue
		}
		v := ix.sentenceView(cs.state, int(s))
		for k, m := range v.nums {
			if !signals.Same(n, m) {
				continue
			}
			r, end, at := ix.qualifiedRival(cs, cv, v, i, k)
			if r < 0 {
				return contradiction{}, false
			}
			if !ok {
				entity := strings.TrimRight(v.text[v.nums[r].End:at], " .,;:")
				con, ok = contradiction{claimNumber: n.Text, entity: strings.TrimSpace(entity), nearby: []string{v.nums[r].Text}, owner: v.quoteFrom(k, end)}, true
			}
		}
	}
	return con, ok
}

// qualifierOf appends to dst the words of the qualifier of number k of v
// (see above): the stems of its content words and its numerals as
// written. head is 1 when the first of them is the word right after the
// figure, 0 otherwise. end is where the qualifier's phrase ends, -1 when
// no phrase opens after the figure. The phrase ends before a break (see
// qualifierBreaks), a mark, a figure comparable with k, or past
// maxQualifier tokens.
func (ix *Index) qualifierOf(dst []string, v *clauseView, k int) (words []string, head, end int) {
	m := v.nums[k]
	if !qualifierMayFollow(v.text[m.End:]) || hasAnyLowerPrefix(v.text[m.End:], partitives) {
		return dst, 0, -1 // most figures: told by their text, before any token is read; "4 of those" counts a part
	}
	t := v.tokenAt(m.End)
	if t == len(v.toks) || strings.TrimSpace(v.text[m.End:v.toks[t].Start]) != "" {
		return dst, 0, -1
	}
	if !isQualifierOpener(v.toks[t].Lower) {
		n := len(dst)
		dst = ix.qualifierWord(dst, v.toks[t]) // the word right after: "95% effective in"
		head, t = len(dst)-n, t+1
		if t == len(v.toks) || !isQualifierOpener(v.toks[t].Lower) || v.text[v.toks[t-1].End:v.toks[t].Start] != " " {
			return dst, head, -1
		}
	}
	end = int(v.toks[t].End)
	for u := t + 1; u < len(v.toks) && u <= t+maxQualifier; u++ {
		tok := v.toks[u]
		if strings.Trim(v.text[end:tok.Start], " -") != "" || slices.Contains(qualifierBreaks, tok.Lower) {
			break
		}
		if x := v.numberAt(int(tok.Start)); x >= 0 && x != k && signals.Comparable(m, v.nums[x]) {
			break
		}
		dst, end = ix.qualifierWord(dst, tok), int(tok.End)
	}
	return dst, head, end
}

// qualifierMayFollow reports whether rest, the text after a figure, may
// open a qualifier: an opener (see isQualifierOpener) as its first word
// or its second, after a blank.
func qualifierMayFollow(rest string) bool {
	for range 2 {
		if len(rest) < 4 || rest[0] != ' ' {
			return false // an opener and the blank after it take three bytes at least
		}
		w := rest[1:]
		if sp := strings.IndexByte(w[:min(len(w), maxWordBytes)], ' '); sp > 0 {
			w = w[:sp]
		} else {
			return false
		}
		if isQualifierOpener(w) {
			return true
		}
		rest = rest[1+len(w):]
	}
	return false
}

// maxWordBytes bounds the word after a figure that qualifierMayFollow
// reads past: longer words are seldom what a qualifier follows.
const maxWordBytes = 24

// qualifierWord appends to dst what token t of a qualifier brings (see
// qualifierKey).
func (ix *Index) qualifierWord(dst []string, t signals.Token) []string {
	if w, ok := ix.qualifierKey(t); ok {
		return append(dst, w)
	}
	return dst
}

// qualifierKey returns what token t tells a qualifier by: its stem when
// it is a content word, itself when it is a numeral ("65" of "those over
// 65"); ok is false otherwise.
func (ix *Index) qualifierKey(t signals.Token) (w string, ok bool) {
	if isDigit(t.Lower[0]) {
		return t.Lower, true
	}
	st, _, _, ok, _ := ix.ev.WordStem(t.Lower)
	return st, ok
}

// holdsOnly reports whether the claim's span mine, its number i aside,
// holds one of words that others lacks, and skip, when given, does not
// rule out: a content word by its stem, a numeral as written.
func (cs *claimSignals) holdsOnly(mine clauseSpan, i int, words, others []string, skip func(string) bool) bool {
	n := cs.numbers[i]
	for x, t := range cs.tokens {
		if !mine.holds(int(t.Start), int(t.End)) || n.Start <= int(t.Start) && int(t.End) <= n.End {
			continue
		}
		w := t.Lower
		if ts := cs.state.tokenStems[x]; ts.ok {
			w = ts.stem
		} else if !isDigit(w[0]) {
			continue
		}
		if slices.Contains(words, w) && !slices.Contains(others, w) && (skip == nil || !skip(w)) {
			return true
		}
	}
	return false
}

// holdsStemOutside reports whether v holds w, a stem or a numeral (see
// qualifierWord), outside its bytes start to end.
func (ix *Index) holdsStemOutside(v *clauseView, w string, start, end int) bool {
	for _, t := range v.toks {
		if int(t.Start) >= start && int(t.End) <= end {
			continue
		}
		if key, ok := ix.qualifierKey(t); ok && key == w {
			return true
		}
	}
	return false
}
