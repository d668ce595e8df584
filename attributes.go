package sourced

import (
	"regexp"
	"slices"
	"strings"

	"github.com/sourced-dev/sourced/internal/evidence"
	"github.com/sourced-dev/sourced/internal/signals"
)

// attrCheck is what a claim says of a structured record's yes/no
// properties ("offers free WiFi" against "WiFi: no").
type attrCheck struct {
	// conflict is a fact the claim plainly states the opposite of; -1
	// when none.
	conflict int
	// blocked is true when the claim mentions a property the record gives
	// no value for, or whose polarity in the claim is unclear: the record
	// cannot ground the claim.
	blocked bool
	// supported counts the properties the claim states as the record does.
	supported int
	// stems are the claim stems that the mentioned properties account for.
	stems []string
}

// A claim is cut into clauses whose negation is their own ("has outdoor
// seating, but no WiFi") at punctuation and at the clauseWords; the
// reading that also cuts at andWords ("and", "or"), which may or may not
// carry a negation along ("does not offer WiFi or parking"), is checked
// too: a polarity that differs between the two readings is unclear.
var (
	clauseWords = []string{"but", "although", "though", "however", "while", "whereas", "yet", "except"}
	andWords    = []string{"and", "or", "plus"}
	// metaClause marks a clause about the data rather than the business:
	// "the data does not include information about WiFi".
	metaClause = regexp.MustCompile(`(?i)\b(?:information|mention|mentions|mentioned|specif\w*|data|provided|listed|indicat\w*|unclear|unknown)\b`)
)

// recordWords are the words a claim about a record (a business listing)
// states its facts with — "offers", "located", "rating", "reviews" — which
// the record's keys rarely spell out. In a record passage they need no
// support of their own. Stems, by prefix.
var recordWords = []string{"offer", "provid", "featur", "includ", "avail", "accept", "take", "allow", "option",
	"servic", "amen", "also", "attribut", "open", "oper", "hour", "locat", "situat", "base", "rate", "rating",
	"review", "custom", "establish", "busi", "star", "atmospher", "ambianc", "ambienc", "vibe"}

func startsWithDigit(s string) bool { return s != "" && '0' <= s[0] && s[0] <= '9' }

func isRecordWord(stem string) bool {
	return slices.ContainsFunc(recordWords, func(v string) bool { return strings.HasPrefix(stem, v) })
}

// checkAttributes measures a claim against the yes/no properties of the
// structured records in the sources.
func (ix *Index) checkAttributes(cs *claimSignals) attrCheck {
	res := attrCheck{conflict: -1}
	attrs := ix.ev.Attributes()
	if len(attrs) == 0 {
		return res
	}
	text := cs.seg.Text
	// Most claims mention no property: find that out cheaply before
	// cutting the claim into clauses.
	lower := strings.ToLower(text)
	squashed := strings.NewReplacer(" ", "", "-", "").Replace(lower)
	if !slices.ContainsFunc(attrs, func(si int32) bool { return ix.mayMention(lower, squashed, ix.ev.Sentences[si].Attr) }) {
		return res
	}
	split := clauses(text, clauseCut)
	splitAnd := clauses(text, clauseCutAnd)
	for _, si := range attrs {
		s := &ix.ev.Sentences[si]
		a := s.Attr
		neg, found, unclear := ix.mentionPolarity(split, a)
		if !found {
			continue
		}
		negAnd, _, unclearAnd := ix.mentionPolarity(splitAnd, a)
		sure := !unclear && !unclearAnd && neg == negAnd
		switch {
		case !sure || a.Value == evidence.Unknown:
			res.blocked = true
		case neg == (a.Value == evidence.No):
			res.supported++
			res.stems = append(res.stems, ix.attrStems(a)...)
		case res.conflict < 0:
			res.conflict = int(si)
		}
	}
	return res
}

// clause is one clause of a claim, read once.
type clause struct {
	text   string
	words  map[string]bool // lower-case words, hyphens dropped, and runs of two or three of them joined
	stems  []string
	negate bool
	meta   bool
}

// How clauses cuts a claim.
type cutting int

const (
	clauseCut    cutting = iota // at punctuation and clauseWords
	clauseCutAnd                // at andWords too
)

// clauses cuts text into clauses.
func clauses(text string, how cutting) []clause {
	var out []clause
	parts := cutClauses(text, how == clauseCutAnd)
	for _, part := range parts {
		if strings.TrimSpace(part) == "" {
			continue
		}
		c := clause{text: part, words: map[string]bool{}, negate: signals.Negated(part), meta: metaClause.MatchString(part)}
		ws := signals.Words(signals.Fold(part))
		for i := range ws {
			ws[i] = strings.ReplaceAll(ws[i], "-", "")
		}
		for i := range ws {
			joined := ""
			for j := i; j < len(ws) && j < i+3; j++ {
				joined += ws[j]
				c.words[joined] = true
			}
		}
		out = append(out, c)
	}
	return out
}

// mayMention is a cheap test that a claim (lower case, and squashed: without
// blanks and hyphens) may mention property a: every word of it, or its
// stem, is in the claim, or all its words run together are.
func (ix *Index) mayMention(lower, squashed string, a *evidence.Attribute) bool {
	if strings.Contains(squashed, strings.Join(a.Words, "")) {
		return true
	}
	return !slices.ContainsFunc(a.Words, func(w string) bool {
		return !strings.Contains(lower, w) && !strings.Contains(lower, ix.ev.Stem(w))
	})
}

// mentionPolarity reports whether some clause mentions property a,
// whether the first that does negates it, and whether that clause speaks
// of the data rather than the thing ("no information about WiFi"), which
// leaves the polarity unclear.
func (ix *Index) mentionPolarity(cls []clause, a *evidence.Attribute) (negated, found, unclear bool) {
	joined := strings.Join(a.Words, "")
	for i := range cls {
		c := &cls[i]
		if c.words[joined] || ix.hasAllWords(c, a.Words) {
			return c.negate, true, c.meta
		}
	}
	return false, false, false
}

// hasAllWords reports whether every word of a property is in the clause,
// as written or by stem ("catering" for Caters).
func (ix *Index) hasAllWords(c *clause, words []string) bool {
	if c.stems == nil {
		c.stems = signals.ContentWordsWith(c.text, ix.ev.Stem)
	}
	for _, w := range words {
		if !c.words[w] && !slices.Contains(c.stems, ix.ev.Stem(w)) {
			return false
		}
	}
	return true
}

// attrStems returns the content stems of a property's words.
func (ix *Index) attrStems(a *evidence.Attribute) []string {
	return signals.ContentWordsWith(strings.Join(a.Words, " ")+" "+strings.Join(a.Words, ""), ix.ev.Stem)
}

// recordCover is the cover of a record passage: the claim's record words
// ("offers", "rating"), words glued to figures, and the stems of the
// properties the record supports are left out of the share.
func (ix *Index) recordCover(cs *claimSignals, p int, att *attrCheck) float64 {
	// pos[i] is stem i's place among the stems that count, or -1.
	pos := make([]int, len(cs.stems))
	n := 0
	for i, st := range cs.stems {
		// A word glued to a figure ("5-star") is checked as the figure.
		if isRecordWord(st) || slices.Contains(att.stems, st) || startsWithDigit(st) {
			pos[i] = -1
			continue
		}
		pos[i] = n
		n++
	}
	var refs []stemRef
	for _, r := range cs.stemRefs {
		if pos[r.pos] >= 0 {
			refs = append(refs, stemRef{r.id, pos[r.pos]})
		}
	}
	share, _ := cover(refs, n, ix.ev.SentencesOf(ix.ev.Passages[p]))
	return share
}

// recordContradicted is the verdict for a claim that plainly disagrees
// with one fact of a structured record.
func (ix *Index) recordContradicted(c Claim, si int) Claim {
	c.Verdict, c.ReasonCode = Contradicted, ReasonValueMismatch
	c.Reason = "the record says otherwise: " + ix.ev.Sentences[si].Text
	c.Evidence = []Evidence{ix.evidenceOfSentences(si, si)}
	return c
}

// cutClauses cuts text at , ; : ( ) and before and after each clause
// word (and each "and", "or", "plus", "as well as" when withAnd), which
// are left out.
func cutClauses(text string, withAnd bool) []string {
	var parts []string
	start := 0
	cut := func(i, j int) {
		parts = append(parts, text[start:i])
		start = j
	}
	for i := 0; i < len(text); {
		c := text[i]
		switch {
		case c == ',' || c == ';' || c == ':' || c == '(' || c == ')':
			cut(i, i+1)
			i++
		case isASCIILetter(c) && (i == 0 || !isASCIILetter(text[i-1])):
			j := i
			for j < len(text) && isASCIILetter(text[j]) {
				j++
			}
			w := strings.ToLower(text[i:j])
			switch {
			case slices.Contains(clauseWords, w) || withAnd && slices.Contains(andWords, w):
				cut(i, j)
			case withAnd && w == "as" && strings.HasPrefix(strings.ToLower(text[j:]), " well as") &&
				(j+8 == len(text) || !isASCIILetter(text[j+8])):
				j += 8
				cut(i, j)
			}
			i = j
		default:
			i++
		}
	}
	return append(parts, text[start:])
}

func isASCIILetter(c byte) bool { return 'a' <= c|0x20 && c|0x20 <= 'z' }
