package sourced

import (
	"slices"
	"strings"
)

// A word with a negating prefix says the opposite of the word without it:
// "The court ruled the law unconstitutional" does not ground "The court
// ruled the law constitutional", though it holds every other word of it,
// nor "illegal" a claim's "legal", nor "unprofitable" its "profitable".
// The other way round — a claim's "illegal" against a source's "legal" —
// is not read so: a source says the claim's prefixed word as often with
// a negation or a word of its own ("have not been identified" for
// "unidentified", "little changed" for "unchanged", "continued … until"
// for "discontinued").

// negPrefixes are the prefixes that negate the word they open.
var negPrefixes = []string{"un", "in", "im", "il", "ir", "dis", "non"}

// notNegated are words that open with the letters of a negating prefix
// and negate nothing: "information" is no "formation" negated, nor
// "discovered" "covered".
var notNegated = []string{"information", "inform", "informed", "discharged", "discharge", "improved", "improve",
	"improves", "discovered", "discover", "discovers", "display", "displayed", "dispatched", "discount", "discounted",
	"distance", "dismissed", "dispose", "disposed", "install", "installed", "insight", "invest", "invested",
	"income", "inside", "index", "indeed", "impress", "impressed", "impose", "imposed", "import", "imported",
	"imply", "implied", "impact", "invented", "involved", "involve", "intend", "intended", "interest",
	"united", "universal", "universe", "unless", "until", "under", "underway", "unique", "union", "unions"}

// minNegatedWord is the fewest letters of a word read with and without a
// negating prefix: shorter ones ("in" + "to") are other words.
const minNegatedWord = 5

// prefixNegated reports whether passage e, about to ground the claim,
// lacks one of the claim's content words while its closest sentence holds
// it with a negating prefix added ("unconstitutional" for
// "constitutional"), and returns the first such pair. Only the claim's
// words of minNegatedWord letters or more that the passage lacks are
// read, each searched for in the folded text of the closest sentence.
func (ix *Index) prefixNegated(e *passageEval, cs *claimSignals) (wordSwap, bool) {
	if e.cover >= 1 || len(cs.stems) > 64 {
		return wordSwap{}, false
	}
	if !cs.negWordsRead {
		cs.readLongWords()
	}
	lack := cs.negWords &^ e.stems
	if lack == 0 {
		return wordSwap{}, false
	}
	text := ix.ev.Sentences[e.closest].Folded
	for _, lw := range cs.longWords {
		if lack&(1<<lw.pos) == 0 {
			continue
		}
		w := cs.tokens[lw.token].Lower
		// A negated claim says what the prefix does: "not constitutional"
		// is "unconstitutional".
		if p, ok := prefixedIn(text, w); !cs.negated && ok && !slices.Contains(notNegated, p+w) {
			return wordSwap{claim: w, source: p + w}, true
		}
	}
	return wordSwap{}, false
}

// longWord is a token of the claim of minNegatedWord letters or more and
// the place of its stem among the claim's stems.
type longWord struct{ token, pos int32 }

// readLongWords reads the claim's long words (see longWord) into
// cs.longWords, and their stems' bits into cs.negWords.
func (cs *claimSignals) readLongWords() {
	cs.longWords, cs.negWords, cs.negWordsRead = cs.longWords[:0], 0, true
	for k := range cs.tokens {
		t := cs.state.tokenStems[k]
		if !t.ok || len(cs.tokens[k].Lower) < minNegatedWord {
			continue
		}
		if i := cs.stemIndex(t); i >= 0 && i < 64 {
			cs.longWords = append(cs.longWords, longWord{int32(k), int32(i)})
			cs.negWords |= 1 << i
		}
	}
}

// prefixedIn returns the negating prefix that opens a word of text, a
// folded text, made of it and w: "un" of "unconstitutional" for w
// "constitutional".
func prefixedIn(text, w string) (string, bool) {
	for from := 0; ; {
		j := strings.Index(text[from:], w)
		if j < 0 {
			return "", false
		}
		at, end := from+j, from+j+len(w)
		from = at + 1
		if wordRuneAt(text, end) {
			continue
		}
		for _, p := range negPrefixes {
			if at >= len(p) && text[at-len(p):at] == p && !wordRuneBefore(text, at-len(p)) {
				return p, true
			}
		}
	}
}

// stemIndex returns the place of token stem t among the claim's stems,
// -1 when it is none of them: found by its id among the stems the index
// knows, by its text among the others.
func (cs *claimSignals) stemIndex(t tokenStem) int {
	if t.id >= 0 {
		for _, r := range cs.stemRefs { // a claim's few
			if r.id == t.id {
				return int(r.pos)
			}
		}
	}
	return slices.Index(cs.stems, t.stem)
}
