package signals

import (
	"slices"
	"strings"
)

// Span is a stretch [Start, End) of a text, in bytes.
type Span struct {
	Start, End int
}

// NegatedAsides returns the asides of t.Text that hold its negations (see
// Negated) when every one of them lies in an aside and the rest of the
// text holds a content word, nil otherwise: the text's negation is then
// its own, whole. An aside is a stretch a sentence sets off from what it
// states: brackets ("(…)", "[…]"), a pair of dashes or a dash to the end
// ("— … —"), a non-restrictive relative clause (", which …", ", none of
// whom …", to the next comma, semicolon or colon, or the end), or, in a
// sentence of clauses joined by semicolons or colons, a clause: "Acme,
// which never opened stores abroad, opened 30 stores" states its figure
// outside the negation. The spans are in order, and do not overlap.
func (t *Tokenized) NegatedAsides() []Span {
	var spans []Span
	cls := t.classes()
	for k := range t.Tokens {
		if cls != nil && cls[k]&ClassNegation == 0 || !t.negationAt(cls, k) {
			continue // most tokens, told by their class without a call (negationAt is not inlined)
		}
		sp, ok := asideAround(t.Text, int(t.Tokens[k].Start))
		if !ok {
			return nil
		}
		spans = append(spans, sp)
	}
	spans = mergeSpans(spans)
	if spans == nil || !t.contentOutside(spans) {
		return nil
	}
	return spans
}

// negationAt reports whether token k of t negates t.Text, its class in
// cls, the classes of t's tokens or nil, asked first.
func (t *Tokenized) negationAt(cls []WordClass, k int) bool {
	if cls != nil {
		return cls[k]&ClassNegation != 0 && t.negates(k, true)
	}
	return mayNegate(t.Tokens[k].Lower) && t.negates(k, false)
}

// mergeSpans sorts spans and joins those that overlap, in place.
func mergeSpans(spans []Span) []Span {
	slices.SortFunc(spans, func(a, b Span) int { return a.Start - b.Start })
	out := spans[:0]
	for _, sp := range spans {
		if n := len(out); n > 0 && sp.Start < out[n-1].End {
			out[n-1].End = max(out[n-1].End, sp.End)
			continue
		}
		out = append(out, sp)
	}
	return out
}

// contentOutside reports whether a token of t outside spans, which are
// in order, is a content word.
func (t *Tokenized) contentOutside(spans []Span) bool {
	for _, tok := range t.Tokens {
		if !InSpans(spans, int(tok.Start)) && IsContentWord(tok.Lower) {
			return true
		}
	}
	return false
}

// InSpans reports whether byte offset at lies in one of spans.
func InSpans(spans []Span, at int) bool {
	for _, sp := range spans {
		if sp.Start <= at && at < sp.End {
			return true
		}
	}
	return false
}

// asideAround returns the aside of text that byte offset at lies in (see
// NegatedAsides), the innermost kind first, and false when it lies in
// none.
func asideAround(text string, at int) (Span, bool) {
	if sp, ok := bracketAround(text, at); ok {
		return sp, true
	}
	if sp, ok := dashAround(text, at); ok {
		return sp, true
	}
	if sp, ok := relativeAround(text, at); ok {
		return sp, true
	}
	return clauseAround(text, at)
}

// bracketAround returns the brackets around byte offset at of text, the
// innermost pair, brackets included.
func bracketAround(text string, at int) (Span, bool) {
	if strings.IndexByte(text[:at], '(') < 0 && strings.IndexByte(text[:at], '[') < 0 {
		return Span{}, false // most texts open no bracket, told without the scan
	}
	open, depth := -1, 0
	for i := at - 1; i >= 0 && open < 0; i-- {
		switch text[i] {
		case ')', ']':
			depth++
		case '(', '[':
			if depth == 0 {
				open = i
			}
			depth--
		}
	}
	if open < 0 {
		return Span{}, false
	}
	depth = 0
	for i := at; i < len(text); i++ {
		switch text[i] {
		case '(', '[':
			depth++
		case ')', ']':
			if depth == 0 {
				return Span{open, i + 1}, true
			}
			depth--
		}
	}
	return Span{}, false
}

// dashAround returns the stretch from the last dash of text before byte
// offset at to the first after it, dashes included, or to the end when
// none follows.
func dashAround(text string, at int) (Span, bool) {
	if strings.IndexByte(text[:at], '-') < 0 && strings.IndexByte(text[:at], 0xe2) < 0 {
		return Span{}, false // no byte a dash starts with (see dashAt)
	}
	isDash := func(text string, i int) bool { return dashAt(text, i) > 0 }
	start := lastBefore(text, at, isDash)
	if start < 0 {
		return Span{}, false
	}
	if i := firstFrom(text, at, isDash); i < len(text) {
		return Span{start, i + dashAt(text, i)}, true
	}
	return Span{start, len(text)}, true
}

// lastBefore returns the last byte offset i before at of text of which
// is(text, i) holds, -1 when none.
func lastBefore(text string, at int, is func(string, int) bool) int {
	for i := at - 1; i >= 0; i-- {
		if is(text, i) {
			return i
		}
	}
	return -1
}

// firstFrom returns the first byte offset i from at of text of which
// is(text, i) holds, len(text) when none.
func firstFrom(text string, at int, is func(string, int) bool) int {
	for i := at; i < len(text); i++ {
		if is(text, i) {
			return i
		}
	}
	return len(text)
}

// dashAt returns the length of the dash that starts at byte i of text, 0
// when none does: an em dash, or an en dash, a doubled hyphen or a hyphen
// with a space on either side, unless figures stand beyond the spaces (a
// range: "2019 - 2020"; a hyphen between words or figures joins them).
func dashAt(text string, i int) int {
	if c := text[i]; c != '-' && c != 0xe2 {
		return 0 // no dash starts with any other byte
	}
	rest := text[i:]
	spaced := func(n int) bool {
		before := i == 0 || text[i-1] == ' '
		after := n == len(rest) || rest[n] == ' '
		return before && after && !(i >= 2 && numIsASCIIDigit(text[i-2]) && n+1 < len(rest) && numIsASCIIDigit(rest[n+1]))
	}
	switch {
	case strings.HasPrefix(rest, "\u2014"):
		return len("\u2014")
	case strings.HasPrefix(rest, "\u2013") && spaced(len("\u2013")):
		return len("\u2013")
	case strings.HasPrefix(rest, "--"):
		return 2
	case rest[0] == '-' && spaced(1):
		return 1
	}
	return 0
}

// relativeWords are the pronouns that open a relative clause.
var relativeWords = []string{"which", "who", "whom", "whose"}

// relativeAround returns the non-restrictive relative clause byte offset
// at of text lies in: from the last comma before it, which a relative
// pronoun follows (", which", ", who") or a word and "of" and one
// (", none of which"), to the first comma, semicolon or colon after it,
// or the end.
func relativeAround(text string, at int) (Span, bool) {
	c := lastComma(text, at)
	if c < 0 || !opensRelative(text, c+1) {
		return Span{}, false
	}
	return Span{c, firstFrom(text, at, partEndAt)}, true
}

// lastComma is lastBefore(text, at, commaAt), which it finds among the
// commas alone.
func lastComma(text string, at int) int {
	for i := strings.LastIndexByte(text[:at], ','); i >= 0; i = strings.LastIndexByte(text[:i], ',') {
		if commaAt(text, i) {
			return i
		}
	}
	return -1
}

// partEndAt reports whether byte i of text ends a relative clause: a
// comma (see commaAt) or the end of a clause (see clauseEndAt).
func partEndAt(text string, i int) bool { return commaAt(text, i) || clauseEndAt(text, i) }

// opensRelative reports whether the words of text from byte i open a
// relative clause: a relative pronoun, or a word, "of" and "which" or
// "whom" ("none of which", "some of whom").
func opensRelative(text string, i int) bool {
	var words [3]string
	for k := range words {
		s, e := nextWord(text, i)
		if s < 0 || !onlySpaces(text[i:s]) {
			break
		}
		words[k], i = lowerWord(text[s:e]), e
	}
	return slices.Contains(relativeWords, words[0]) || words[1] == "of" && (words[2] == "which" || words[2] == "whom")
}

// commaAt reports whether byte i of text is a comma that separates parts
// of a sentence: not one between digits ("1,000").
func commaAt(text string, i int) bool {
	digit := func(j int) bool { return j >= 0 && j < len(text) && numIsASCIIDigit(text[j]) }
	return text[i] == ',' && !(digit(i-1) && digit(i+1))
}

// clauseEndAt reports whether byte i of text ends a clause: a semicolon,
// or a colon before a space or the end (not "10:30", "https://").
func clauseEndAt(text string, i int) bool {
	return text[i] == ';' || text[i] == ':' && (i+1 == len(text) || text[i+1] == ' ')
}

// clauseAround returns the clause of text that byte offset at lies in
// when text is cut into clauses at semicolons and colons (see
// clauseEndAt), and false when it has none to cut at.
func clauseAround(text string, at int) (Span, bool) {
	if strings.IndexByte(text, ';') < 0 && strings.IndexByte(text, ':') < 0 {
		return Span{0, len(text)}, false // nothing to cut at
	}
	start, end := lastBefore(text, at, clauseEndAt)+1, firstFrom(text, at, clauseEndAt)
	return Span{start, end}, start > 0 || end < len(text)
}
