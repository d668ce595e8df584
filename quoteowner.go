package sourced

import (
	"strings"

	"github.com/sourced-dev/sourced/internal/evidence"
	"github.com/sourced-dev/sourced/internal/signals"
)

// One sentence may give each of several speakers words of their own:
// "Smith called the plan "a success", while Jones called it "a
// disaster"". A claim that gives one speaker's words to another ("Smith
// called the plan "a disaster"") is not stated by the sentence, though it
// holds the claim's name and quote. As with a figure (see crossedIn), the
// sentence is read clause by clause, and only once a passage holding it
// is about to ground a claim that quotes.

// quotedIn moves the passage of e, which would ground the claim, to
// another speaker's when each sentence of it that holds one of the claim's
// quotes gives it to another speaker than the claim's (see quoteOwner),
// and reports whether it did.
func (ix *Index) quotedIn(e *passageEval, cs *claimSignals, anchors []int) bool {
	if len(anchors) == 0 || len(cs.normQuotes) != len(cs.quotes) {
		// (The quotes are normalised once quotesIn has read them, as it
		// has of a passage about to ground the claim.)
		return false
	}
	pass := &ix.ev.Passages[e.p]
	if !ix.quotesTwice(pass) {
		return false
	}
	for q := range cs.quotes {
		owner := ""
		for s := pass.First; s <= pass.Last; s++ {
			o, found := ix.quoteOwner(cs, anchors, s, cs.normQuotes[q].text)
			if !found {
				continue
			}
			if o == "" {
				owner = ""
				break
			}
			if owner == "" {
				owner = o
			}
		}
		if owner != "" {
			e.otherSubject, e.ownedQuote = owner, true
			return true
		}
	}
	return false
}

// quoteOwner returns, of source sentence s, which holds quote, a claim's
// quote as signals.NormalizeQuoted gives it, the speaker of each clause
// that quotes it, when that is a name the claim does not name and another
// clause of the sentence quotes words of one of the claim's anchors (see
// speakerOf); "" when some place of the sentence quotes it otherwise.
// found reports whether the sentence holds it at all.
func (ix *Index) quoteOwner(cs *claimSignals, anchors []int, s int, quote []byte) (owner string, found bool) {
	sent := &ix.ev.Sentences[s]
	if !strings.Contains(sent.Quoted, string(quote)) {
		return "", false
	}
	if quoteMarks(sent.Text) < 4 {
		return "", true // one quote at most: none of another speaker's
	}
	quotes := signals.Quotes(sent.Text)
	if len(quotes) < 2 {
		return "", true // the marks were apostrophes
	}
	v := ix.sentenceView(cs.state, s)
	for _, q := range quotes {
		if !strings.Contains(signals.NormalizeQuoted(q.Text), string(quote)) {
			continue
		}
		c := v.clauseAt(q.Start)
		sp := v.speakerOf(c, quotes)
		if sp < 0 {
			return "", true
		}
		f := signals.Fold(v.names[sp].Text)
		if cs.namesName(f) || !ix.ev.CanAnchor(v.names[sp], f) || !cs.anchorQuotedElsewhere(anchors, v, c, quotes) {
			return "", true
		}
		if owner == "" {
			owner = v.names[sp].Text
		}
	}
	// A sentence that holds the words outside any quote it parses states
	// them as no one's.
	return owner, true
}

// anchorQuotedElsewhere reports whether a clause of v other than c quotes
// words of its speaker (see speakerOf), one of the claim's anchors.
func (cs *claimSignals) anchorQuotedElsewhere(anchors []int, v *clauseView, c int, quotes []signals.Quote) bool {
	for _, q := range quotes {
		d := v.clauseAt(q.Start)
		if d == c {
			continue
		}
		if sp := v.speakerOf(d, quotes); sp >= 0 && cs.anchorOf(anchors, signals.Fold(v.names[sp].Text)) {
			return true
		}
	}
	return false
}

// speakerOf returns the index of the name that speaks in clause c of v,
// -1 when none: its first name outside the quotes, of a clause of two or
// more.
func (v *clauseView) speakerOf(c int, quotes []signals.Quote) int {
	if len(v.clauses) < 2 {
		return -1
	}
	for x, n := range v.names {
		if v.in(c, n.Start, n.End) && !insideQuote(quotes, n.Start) {
			return x
		}
	}
	return -1
}

// insideQuote reports whether byte i lies inside one of quotes.
func insideQuote(quotes []signals.Quote, i int) bool {
	for _, q := range quotes {
		if q.Start <= i && i < q.End {
			return true
		}
	}
	return false
}

// quotedReason is the reason of a claim whose quote the passage gives
// another speaker.
func quotedReason(e *passageEval) string {
	return "the passage quotes the claim's words, but as " + e.otherSubject + "'s, not the claim's subject's"
}

// quotesTwice reports whether a sentence of passage pass may quote two
// speakers: it holds four quotation marks or more (see quoteMarks).
func (ix *Index) quotesTwice(pass *evidence.Passage) bool {
	for s := pass.First; s <= pass.Last; s++ {
		if quoteMarks(ix.ev.Sentences[s].Text) >= 4 {
			return true
		}
	}
	return false
}

// quoteMarks counts the marks of text that may open or close a quote
// (see signals.Quotes): double quotation marks, straight and curly, single
// ones, straight and curly, and guillemets. A sentence of fewer than four
// quotes no two speakers; an apostrophe counts as a mark here, and
// quoteOwner reads the quotes themselves.
func quoteMarks(text string) int {
	n := 0
	for _, m := range [...]string{`"`, "'", "\u201c", "\u201d", "\u201e", "\u2018", "\u2019", "\u00ab", "\u00bb"} {
		n += strings.Count(text, m)
	}
	return n
}
