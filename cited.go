package sourced

import (
	"fmt"
	"math/bits"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/sourced-dev/sourced/internal/claims"
	"github.com/sourced-dev/sourced/internal/evidence"
	"github.com/sourced-dev/sourced/internal/lazyregexp"
	"github.com/sourced-dev/sourced/internal/signals"
	"github.com/sourced-dev/sourced/internal/swar"
)

// A context is often a list of numbered passages ("passage 2: …",
// "Source 3: …", "Document 1: …"), and an answer names the one it takes a
// statement from: "(Passage 2)", "according to passages 1 and 3", or a
// heading "Passage 2:" above a list. Such a statement is checked against
// the passages it names.
var (
	// passageWords name a numbered part of a context; passageWord is
	// them as an expression.
	passageWords = []string{"passage", "source", "document"}
	passageWord  = `(?:` + strings.Join(passageWords, "|") + `)`
	// passageRef is a claim's reference to numbered passages.
	passageRef = lazyregexp.New(`(?i)\b` + passageWord + `s?\s+(\d+(?:\s*(?:,|&|and|or)\s*\d+)*)`)
	// passageHeading is a heading that names one passage for the lines
	// below it.
	passageHeading = lazyregexp.New(`(?i)^[\W_]*` + passageWord + `\s+(\d+)[\W_]*$`)
	refNumber      = lazyregexp.New(`\d+`)
	// trailingRef is a reference in parentheses that closes a line: it
	// names the passage for every sentence of the line.
	trailingRef = lazyregexp.New(`(?i)\((?:[a-z ]*\s)?` + passageWord + `s?\s+\d+(?:\s*(?:,|&|and|or)\s*\d+)*\)\W*$`)
)

// passageLabels returns, for each sentence of the index, the number of the
// numbered passage of its source it lies in, or 0 when its source is not
// cut into numbered passages (or it lies before the first).
func passageLabels(docs []evidence.Document, sents []evidence.Sentence) []int32 {
	marks := make([][][2]int, len(docs))
	numbered := false
	for d, doc := range docs {
		marks[d] = passageMarks(doc.Text)
		numbered = numbered || len(marks[d]) > 0
	}
	if !numbered {
		return nil
	}
	labels := make([]int32, len(sents))
	for i := range sents {
		for _, m := range marks[sents[i].Doc] {
			if m[0] > sents[i].Start {
				break
			}
			labels[i] = int32(m[1])
		}
	}
	return labels
}

// passageMarks returns the byte offset and number of each line of text that
// opens a numbered passage: "passage 2:", "Source 3:".
func passageMarks(text string) [][2]int {
	var marks [][2]int
	for start := 0; start < len(text); {
		end := strings.IndexByte(text[start:], '\n')
		if end < 0 {
			end = len(text)
		} else {
			end += start
		}
		if n, ok := markNumber(text[start:end]); ok {
			marks = append(marks, [2]int{start, n})
		}
		start = end + 1
	}
	return marks
}

// buildPassageInitials returns passageInitials, generated into tables.go:
// the first letters of the passageWords marked, in either case. They are
// the first byte of a text that strings.EqualFold finds one of them at the
// start of, as a letter beyond ASCII that folds to an ASCII one is longer
// than it, and the only bytes passageRefAt matches at.
func buildPassageInitials() (t [256]bool) {
	for _, w := range passageWords {
		t[w[0]], t[w[0]-'a'+'A'] = true, true
	}
	return t
}

// markNumber reads "passage 2:" at the start of a line. Most lines are
// ruled out by their first byte after blanks, which is no passageInitials.
func markNumber(line string) (int, bool) {
	i := 0
	// Spaces eight at a time first, as an indented line has them.
	for i <= len(line)-8 {
		if x := swar.Load64(line[i:]) ^ ' '*swar.Ones; x != 0 {
			i += bits.TrailingZeros64(x) / 8
			break
		}
		i += 8
	}
	for i < len(line) && (line[i] == ' ' || line[i] == '\t') {
		i++
	}
	if line = line[i:]; line == "" || !passageInitials[line[0]] {
		return 0, false
	}
	return passageNumber(line)
}

// passageNumber reads "passage 2:" at the start of line, whose blanks are
// trimmed.
func passageNumber(line string) (int, bool) {
	for _, w := range passageWords {
		if len(line) <= len(w) || !strings.EqualFold(line[:len(w)], w) {
			continue
		}
		rest := strings.TrimLeft(line[len(w):], " ")
		j := 0
		for j < len(rest) && '0' <= rest[j] && rest[j] <= '9' {
			j++
		}
		if j == 0 || j > 3 || !strings.HasPrefix(strings.TrimLeft(rest[j:], " "), ":") {
			return 0, false
		}
		n, _ := strconv.Atoi(rest[:j])
		return n, true
	}
	return 0, false
}

// citedPassages returns the passage numbers a claim names, in dst's
// array when it has room, or nil: those of every match of passageRef, read
// by passageRefAt, or by the expression itself in a text with a letter
// that folds to an ASCII one.
func citedPassages(dst []int32, text string) []int32 {
	if !mayCitePassage(text) {
		return nil
	}
	if hasFoldingLetter(text) {
		return citedByExpression(text)
	}
	out := dst[:0]
	for i := 0; i < len(text); {
		// A reference's first number is the first digit after its word's
		// blanks, and the reference at the start of that word is the one
		// a search of every byte from i finds first: the digits are found
		// (signals.IndexDigit), fewer than the bytes passageRefAt would be
		// asked at.
		k := signals.IndexDigit(text[i:])
		if k < 0 {
			break
		}
		k += i
		nums, end := passageRefBefore(text, i, k)
		if end < 0 {
			i = k + 1
			continue
		}
		for j := nums; j < end; {
			k := j
			for k < end && isDigit(text[k]) {
				k++
			}
			if k > j {
				n, _ := strconv.Atoi(text[j:k])
				out = append(out, int32(n))
			}
			j = k + 1
		}
		i = end
	}
	if len(out) == 0 {
		return nil
	}
	return out
}

// passageRefBefore matches passageRef, as passageRefAt does, at the
// start, at or after from, of the passage word (perhaps with an s) that
// the blanks before the digit at k follow, if any: no passage word ends
// in an s, so one at most.
func passageRefBefore(text string, from, k int) (nums, end int) {
	e := k
	for e > from && isCiteBlank(text[e-1]) {
		e--
	}
	if e == k || e == from {
		return 0, -1
	}
	if text[e-1]|0x20 == 's' {
		e--
	}
	for _, w := range passageWords {
		if i := e - len(w); i >= from && hasFoldedPrefix(text[i:], w) {
			return passageRefAt(text, i)
		}
	}
	return 0, -1
}

// citedByExpression is citedPassages read by passageRef.
func citedByExpression(text string) []int32 {
	var out []int32
	for _, m := range passageRef().FindAllStringSubmatch(text, -1) {
		for _, d := range refNumber().FindAllString(m[1], -1) {
			n, _ := strconv.Atoi(d)
			out = append(out, int32(n))
		}
	}
	return out
}

// passageRefAt matches passageRef at byte i of an ASCII-folding text (no
// long s): it returns where the numbers it names (the expression's group)
// start and where the match ends, or end -1 when there is no match at i.
func passageRefAt(text string, i int) (nums, end int) {
	if i > 0 && isWordByte(text[i-1]) {
		return 0, -1 // \b
	}
	j := -1
	for _, w := range passageWords {
		if hasFoldedPrefix(text[i:], w) {
			j = i + len(w)
			break
		}
	}
	if j < 0 {
		return 0, -1
	}
	if j < len(text) && text[j]|0x20 == 's' {
		j++
	}
	k := skipCiteBlanks(text, j)
	if k == j || k == len(text) || !isDigit(text[k]) {
		return 0, -1
	}
	nums, end = k, skipDigits(text, k)
	// Then ", 3", "& 4", "and 5", "or 6", as long as a number follows.
	for {
		p := skipCiteBlanks(text, end)
		switch {
		case p < len(text) && (text[p] == ',' || text[p] == '&'):
			p++
		case hasFoldedPrefix(text[p:], "and"):
			p += 3
		case hasFoldedPrefix(text[p:], "or"):
			p += 2
		default:
			return nums, end
		}
		p = skipCiteBlanks(text, p)
		if p == len(text) || !isDigit(text[p]) {
			return nums, end
		}
		end = skipDigits(text, p)
	}
}

// skipCiteBlanks returns the end of the blanks (isCiteBlank) from i.
func skipCiteBlanks(text string, i int) int {
	for i < len(text) && isCiteBlank(text[i]) {
		i++
	}
	return i
}

// skipDigits returns the end of the ASCII digits from i.
func skipDigits(text string, i int) int {
	for i < len(text) && isDigit(text[i]) {
		i++
	}
	return i
}

// isDigit reports whether c is an ASCII digit (\d).
func isDigit(c byte) bool { return '0' <= c && c <= '9' }

// isWordByte reports whether c is an ASCII letter, digit or underscore
// (\w, what \b reads).
func isWordByte(c byte) bool {
	return isDigit(c) || 'a' <= c|0x20 && c|0x20 <= 'z' || c == '_'
}

// mayCitePassage is a cheap test that text holds one of passageWords, in
// any case, then perhaps an s, blanks and a digit, before passageRef looks:
// most claims cite none, and most that say "passage" give no number. It
// looks back from each digit, of which most claims have few. A long s,
// which the expression reads as an s, leaves the answer to it.
func mayCitePassage(text string) bool {
	if strings.Contains(text, "\u017f") {
		return true
	}
	for i := 0; ; i++ {
		k := signals.IndexDigit(text[i:])
		if k < 0 {
			return false
		}
		i += k
		// The blanks before the digit, then the word, perhaps with an s.
		e := i
		for e > 0 && isCiteBlank(text[e-1]) {
			e--
		}
		if e == i || e == 0 {
			continue
		}
		for _, w := range passageWords {
			if endsWithFolded(text[:e], w) || text[e-1]|0x20 == 's' && endsWithFolded(text[:e-1], w) {
				return true
			}
		}
	}
}

// isCiteBlank reports whether c is one of the blanks passageRef's \s
// matches between the word and the number.
func isCiteBlank(c byte) bool {
	return c == ' ' || c == '\t' || c == '\n' || c == '\f' || c == '\r'
}

// endsWithFolded reports whether text ends with the lower-case word w in
// any case of its ASCII letters.
func endsWithFolded(text, w string) bool {
	return len(text) >= len(w) && hasFoldedPrefix(text[len(text)-len(w):], w)
}

// endsInFoldedWord reports whether text ends with one of words, lower
// case, in any case of its ASCII letters, as a whole word.
func endsInFoldedWord(text string, words []string) bool {
	for _, w := range words {
		if endsWithFolded(text, w) && (len(text) == len(w) || !isWordByte(text[len(text)-len(w)-1])) {
			return true
		}
	}
	return false
}

// namesPassage reports whether name n of text is a reference to a
// numbered passage ("Passage" in "(Passage 2)"), not a name.
func namesPassage(text string, n *signals.Name) bool {
	// The first letter of a passage word first, which few names open
	// with (isPassageWord is false for any word that does not: no letter
	// beyond ASCII lowers to one of them), then the number: few names
	// have one after them.
	if n.Text == "" || !passageInitials[n.Text[0]] {
		return false
	}
	i := n.End
	for i < len(text) && text[i] == ' ' {
		i++
	}
	return i < len(text) && '0' <= text[i] && text[i] <= '9' && isPassageWord(n.Text)
}

// isPassageWord reports whether the word w is one of passageWords, in any
// case, perhaps with an s: an ASCII word is compared as it is, any other
// lowered first.
func isPassageWord(w string) bool {
	for i := 0; i < len(w); i++ {
		if w[i] >= utf8.RuneSelf {
			return slices.Contains(passageWords, strings.TrimSuffix(strings.ToLower(w), "s"))
		}
	}
	if w != "" && w[len(w)-1]|0x20 == 's' {
		w = w[:len(w)-1]
	}
	for _, p := range passageWords {
		if len(w) == len(p) && hasFoldedPrefix(w, p) {
			return true
		}
	}
	return false
}

// lineCitations returns, for each segment of output, the passages that a
// reference closing its line names ("… fold. (Passage 2)"), or nil; nil
// when no line closes on one, as most outputs' do not.
func lineCitations(output string, segs []claims.Segment) [][]int32 {
	var out [][]int32
	for first := 0; first < len(segs); {
		last := first
		for last+1 < len(segs) && !hasLineFeed(output[segs[last].End:segs[last+1].Start]) {
			last++
		}
		if cited := trailingCitation(segs[last].Text); cited != nil {
			if out == nil {
				out = make([][]int32, len(segs))
			}
			for i := first; i <= last; i++ {
				out[i] = cited
			}
		}
		first = last + 1
	}
	return out
}

// hasLineFeed reports whether the gap between two segments holds a line
// feed: strings.Contains's answer, read byte by byte, as a gap is short.
func hasLineFeed(gap string) bool {
	for i := 0; i < len(gap); i++ {
		if gap[i] == '\n' {
			return true
		}
	}
	return false
}

// trailingCitation returns the passages a reference in parentheses
// closing text names, or nil.
func trailingCitation(text string) []int32 {
	if !closesOnFigure(text) || !mayCitePassage(text) {
		return nil
	}
	if hasFoldingLetter(text) {
		return citedPassages(nil, trailingRef().FindString(text))
	}
	if p := trailingRefStart(text); p >= 0 {
		return citedPassages(nil, text[p:])
	}
	return nil
}

// trailingRefStart returns where trailingRef's match in text starts, or
// -1 when it has none, for a text without the long s and the Kelvin sign
// (which the expression reads as an s and a k): the match ends with the
// text, so it is text from the first opening bracket from which the rest
// of the expression reads to the end.
func trailingRefStart(text string) int {
	for p := 0; ; p++ {
		k := strings.IndexByte(text[p:], '(')
		if k < 0 {
			return -1
		}
		p += k
		if trailingRefAfter(text, p+1) {
			return p
		}
	}
}

// trailingRefAfter reports whether text from byte q, just after an
// opening bracket, reads as the rest of trailingRef to its end: words and
// blanks ending with a blank, if any, then the reference (see
// trailingRefFrom).
func trailingRefAfter(text string, q int) bool {
	if trailingRefFrom(text, q) {
		return true
	}
	// (?:[a-z ]*\s)?: letters and spaces, then a blank, before the word.
	for j := q; j < len(text); j++ {
		c := text[j]
		if isCiteBlank(c) && trailingRefFrom(text, j+1) {
			return true
		}
		if c != ' ' && !isASCIILetter(c) {
			return false
		}
	}
	return false
}

// trailingRefFrom reports whether text from byte r reads as trailingRef
// from its passage word to its end: the word, perhaps an s, blanks, numbers
// joined by commas, ampersands, "and" or "or", a closing bracket, and
// non-word bytes (\W) to the end.
func trailingRefFrom(text string, r int) bool {
	// r follows a bracket or a blank: passageRefAt's word boundary holds.
	_, k := passageRefAt(text, r)
	if k < 0 || k == len(text) || text[k] != ')' {
		return false
	}
	for k++; k < len(text); k++ {
		if isWordByte(text[k]) {
			return false
		}
	}
	return true
}

// closesOnFigure is a cheap test that text may end as trailingRef does:
// with a digit, a closing bracket and non-word characters (\W) only. The
// last word byte (\w) of text must be the digit, and the byte after it
// the bracket.
func closesOnFigure(text string) bool {
	k := len(text)
	for k > 0 && !isWordByte(text[k-1]) {
		k--
	}
	return k > 0 && k < len(text) && isDigit(text[k-1]) && text[k] == ')'
}

// headingPassage returns the passage a heading line names, or 0.
func headingPassage(text string) int32 {
	if !mayCitePassage(text) {
		return 0
	}
	m := passageHeading().FindStringSubmatch(text)
	if m == nil {
		return 0
	}
	n, _ := strconv.Atoi(m[1])
	return int32(n)
}

// inCited reports whether sentence s, the one of passage p (-1: s
// alone) closest to the claim, lies in a numbered passage the claim names,
// or another sentence of p there holds as many of the claim's words. It is
// true when the claim names none or the sources have no numbered passages.
func (ix *Index) inCited(cs *claimSignals, p, s int) bool {
	if len(cs.cited) == 0 || ix.labels == nil {
		return true
	}
	cited := func(s int) bool { return ix.labels[s] == 0 || slices.Contains(cs.cited, ix.labels[s]) }
	if cited(s) || p < 0 {
		return cited(s)
	}
	most := cs.heldStems(ix, s)
	pass := ix.ev.Passages[p]
	for t := pass.First; t <= pass.Last; t++ {
		if cited(t) && cs.heldStems(ix, t) >= most {
			return true
		}
	}
	return false
}

// citesPassage reports whether the claim's name i is the word of a
// numbered passage it cites ("(Passage 2)") and pass lies in one of the
// passages it cites: the label's line need not be among its sentences.
func (ix *Index) citesPassage(cs *claimSignals, i int, pass evidence.Passage) bool {
	if !ix.namesCitedPassage(cs, i) {
		return false
	}
	for t := pass.First; t <= pass.Last; t++ {
		if slices.Contains(cs.cited, ix.labels[t]) {
			return true
		}
	}
	return false
}

// namesCitedPassage reports whether the claim's name i is the word of a
// numbered passage it cites, which citesPassage finds by the passages'
// labels, whatever their words.
func (ix *Index) namesCitedPassage(cs *claimSignals, i int) bool {
	return ix.labels != nil && len(cs.cited) > 0 && isPassageWord(cs.names[i].Text)
}

// outsideCited is the verdict for a claim that passage e would ground
// but for the numbered passages the claim names.
func (ix *Index) outsideCited(c *Claim, cs *claimSignals, e *passageEval) {
	ix.unverified(c, ReasonOutsideCited, fmt.Sprintf(
		"the claim names %s, but only passage %d supports it", passageList(cs.cited), ix.labels[e.closest]), e)
}

// passageList names passages: "passage 2", "passages 1 and 3".
func passageList(ns []int32) string {
	if len(ns) == 1 {
		return "passage " + strconv.Itoa(int(ns[0]))
	}
	parts := make([]string, len(ns))
	for i, n := range ns {
		parts[i] = strconv.Itoa(int(n))
	}
	return "passages " + strings.Join(parts[:len(parts)-1], ", ") + " and " + parts[len(parts)-1]
}
