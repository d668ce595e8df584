// Package claims splits text into claims: sentences and lines, with offsets.
//
// The same splitter cuts the checked output into claims and the source
// documents into sentences, so it is a single forward scan over the bytes:
// linear in the length of the text, with no regular expressions and no
// allocation other than the result slice.
//
// A line break always ends a segment. Within a line, a segment ends after
// terminal punctuation (. ! ? …), any closing marks and glued citation
// markers, when whitespace follows and the next token starts a sentence,
// unless the word before a full stop is an abbreviation that does not end
// sentences in that position (Dr. Smith, e.g. this, Fig. 3, U.S. Senate,
// J. R. R. Tolkien). A citation after the stop ("ended.[2]", "ended.
// (Passage 2)") stays with its sentence. Markdown list bullets, heading
// hashes and blockquote marks are left out of the segment; lines with no
// letter or digit (rules, stray bullets) and code fence lines yield
// nothing. Framing lines such as "Here is the summary:" are marked as
// preamble, and so is such a phrase opening the first line that states
// anything, cut from the statement after it.
package claims

import (
	"math/bits"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/sourced-dev/sourced/internal/swar"
)

// Segment is one claim (or one source sentence) cut from a text.
type Segment struct {
	// Text is the segment, trimmed of surrounding whitespace; it always
	// equals text[Start:End] for the text passed to Split.
	Text string
	// Start and End are byte offsets into the text passed to Split. They
	// always sit on UTF-8 rune boundaries.
	Start, End int
	// Preamble marks a segment that frames rather than states: a short
	// line ending in a colon ("The main findings are:"), a line opening
	// with a framing phrase and ending in a colon ("Here is a summary of
	// ...:"), a bare interjection or sign-off ("Sure!", "Hope this
	// helps!"), a reply that speaks of its writer ("Sure, I can help with
	// that!"), or a heading (Markdown "#" or a wholly bold line) that is
	// not a sentence and has no figure in it. A preamble is still its own
	// segment; it is never merged with the next line, nor with the
	// statement after it on the first line that states anything ("Here is
	// the summary: Sales rose." is two segments, see splitLeadingPreamble).
	Preamble bool
}

// Split cuts text into segments, in order, non-overlapping, each trimmed
// and non-empty. It runs in time linear in len(text).
func Split(text string) []Segment {
	return AppendSplit(nil, text)
}

// AppendSplit appends the segments of text (see Split) to dst and
// returns the extended slice, so that a caller splitting text after text
// can reuse one array.
func AppendSplit(dst []Segment, text string) []Segment {
	return appendSplit(dst, text, true)
}

// AppendSplitUnmarked is AppendSplit but for Preamble, which it leaves
// false on every segment: for a caller that reads only the segments'
// texts and offsets (the sentences of a source). These are the same but
// where AppendSplit cuts a framing phrase off the statement after it
// (see splitLeadingPreamble): unmarked, the two are one segment.
func AppendSplitUnmarked(dst []Segment, text string) []Segment {
	return appendSplit(dst, text, false)
}

// appendSplit is AppendSplit, marking preambles when marked is true.
func appendSplit(dst []Segment, text string, marked bool) []Segment {
	sp := newSplitter(text, dst)
	sp.marked, sp.leading = marked, marked
	// An array with no room is sized once, by the estimate. One with
	// room, as one reused from text to text is, grows as append grows
	// it, for less than the estimate's scans of the text cost.
	if cap(dst) == len(dst) {
		sp.out = slices.Grow(dst, estimateSegments(text))
	}
	for start := 0; start < len(text); {
		end, next, ascii := lineEnd(text, start)
		sp.ascii = ascii
		sp.line(start, end)
		start = next
	}
	return sp.out
}

// estimateSegments guesses how many segments text holds, to size the
// result once: one per full stop and one per line feed (each counted by a
// single-byte scan), but never more than maxEstimate, so that a run of
// full stops cannot inflate it.
func estimateSegments(text string) int {
	if len(text) < 16 {
		return 1
	}
	n := strings.Count(text, ".") + strings.Count(text, "\n") + 1
	return min(n, maxEstimate(len(text)))
}

// maxEstimate is the most segments estimateSegments gives a text of n
// bytes: one per 16 bytes, and one.
func maxEstimate(n int) int { return n/16 + 1 }

// splitter holds the text and the segments cut so far.
type splitter struct {
	text string
	out  []Segment
	// ellipses finds the lead byte of U+2026 (…), which may begin
	// terminal punctuation as the full stop, ! and ? do (see termLead),
	// and ideographic and fullwidth those of 。 (U+3002) and of ！ and ？
	// (U+FF01, U+FF1F; see isWideTerminator). They are asked only in a
	// line that is not ascii: most lines are, and lineEnd, which reads
	// every byte from 0x80 up, tells, so that most texts, which have no
	// such line, are not searched for the bytes at all.
	ellipses, ideographic, fullwidth byteFinder
	// ascii reports that the line lineEnd last read has no byte from
	// 0x80 up.
	ascii bool
	// marked has the segments' preambles marked (see markPreamble).
	marked bool
	// leading reports, while marked, that every segment cut so far is a
	// preamble: the next one that is not may open with a framing phrase
	// to cut off (see splitLeadingPreamble).
	leading bool
}

// newSplitter returns a splitter of text that appends to dst.
func newSplitter(text string, dst []Segment) splitter {
	return splitter{text: text, out: dst, ellipses: byteFinder{c: 0xe2, at: -1},
		ideographic: byteFinder{c: 0xe3, at: -1}, fullwidth: byteFinder{c: 0xef, at: -1}}
}

// byteFinder finds the occurrences of one byte in a text with
// strings.IndexByte, which is vectorised, and keeps the last one found:
// asked at positions that only grow, as the splitter's scan does, it
// searches each part of the text once.
type byteFinder struct {
	c byte
	// at is the first c at or after from, or the length of the text;
	// at < from until the first search.
	from, at int
}

// next returns the position of the first f.c in s at or after i, or
// len(s).
func (f *byteFinder) next(s string, i int) int {
	if i < f.from || i > f.at {
		f.search(s, i)
	}
	return f.at
}

// search finds the first f.c in s at or after i; next, without it, is
// small enough to be inlined.
func (f *byteFinder) search(s string, i int) {
	f.from, f.at = i, len(s)
	if j := strings.IndexByte(s[i:], f.c); j >= 0 {
		f.at = i + j
	}
}

// nextTermLead returns the first position at or after i (and before end)
// of a byte that may begin terminal punctuation, or end, in the line
// that lineEnd last read.
func (sp *splitter) nextTermLead(i, end int) int {
	if !sp.ascii {
		s := sp.text
		end = min(end, sp.ellipses.next(s, i), sp.ideographic.next(s, i), sp.fullwidth.next(s, i))
	}
	return termLead(sp.text, i, end)
}

// lineBreakLead marks the bytes that may begin a line break in the Python
// str.splitlines sense: \n \v \f \r, 0x1C-0x1E, and the UTF-8 lead bytes of
// U+0085 (C2 85) and U+2028/U+2029 (E2 80 A8/A9).
var lineBreakLead = [256]bool{
	'\n': true, '\v': true, '\f': true, '\r': true,
	0x1c: true, 0x1d: true, 0x1e: true,
	0xc2: true, 0xe2: true,
}

// lineEnd returns the end of the line that starts at start and the start of
// the next line (past the line break), and whether the line has no byte
// from 0x80 up.
func lineEnd(s string, start int) (end, next int, ascii bool) {
	ascii = true
	for i := start; i < len(s); i++ {
		i = skipASCIIText(s, i)
		if i == len(s) {
			break
		}
		b := s[i]
		if !lineBreakLead[b] {
			ascii = ascii && b < utf8.RuneSelf
			continue
		}
		switch b {
		case '\r':
			if i+1 < len(s) && s[i+1] == '\n' {
				return i, i + 2, ascii
			}
			return i, i + 1, ascii
		case 0xc2:
			if i+1 < len(s) && s[i+1] == 0x85 {
				return i, i + 2, ascii
			}
		case 0xe2:
			if i+2 < len(s) && s[i+1] == 0x80 && (s[i+2] == 0xa8 || s[i+2] == 0xa9) {
				return i, i + 3, ascii
			}
		default:
			return i, i + 1, ascii
		}
		ascii = false // 0xC2 or 0xE2 beginning no line break
	}
	return len(s), len(s), ascii
}

// isSpace reports whether r is whitespace for trimming and sentence gaps:
// Unicode white space, the ASCII separators 0x1C-0x1F (as Python's
// str.isspace), and the byte-order mark.
func isSpace(r rune) bool {
	if uint32(r) < utf8.RuneSelf {
		return asciiSpace[r]
	}
	return isSpaceNonASCII(r)
}

// asciiSpace marks the ASCII bytes isSpace accepts. Read-only.
var asciiSpace = [utf8.RuneSelf]bool{
	'\t': true, '\n': true, '\v': true, '\f': true, '\r': true,
	0x1c: true, 0x1d: true, 0x1e: true, 0x1f: true, ' ': true,
}

// isSpaceNonASCII is isSpace for r from utf8.RuneSelf up, kept out of
// isSpace so that the ASCII test is small enough to be inlined.
func isSpaceNonASCII(r rune) bool {
	return unicode.IsSpace(r) || r == '\uFEFF'
}

// skipSpace returns the first position at or after i (and before end) that
// is not whitespace.
func (sp *splitter) skipSpace(i, end int) int {
	s := sp.text
	for i < end {
		b := s[i]
		if b < utf8.RuneSelf {
			if !isSpace(rune(b)) {
				return i
			}
			i++
			// The spaces after a space, as a line's indentation has
			// them, are skipped eight at a time.
			if b == ' ' && i <= end-8 {
				if x := swar.Load64(s[i:]) ^ ' '*swar.Ones; x != 0 {
					i += bits.TrailingZeros64(x) / 8
				} else {
					i += 8
				}
			}
			continue
		}
		r, w := utf8.DecodeRuneInString(s[i:end])
		if !isSpace(r) {
			return i
		}
		i += w
	}
	return i
}

// line splits the line text[start:end] (without its line break).
func (sp *splitter) line(start, end int) {
	s := sp.text
	p := sp.skipSpace(start, end)
	if p == end {
		return
	}
	// A code fence line (``` or ~~~, with an optional info string) is
	// markup, not text.
	if end-p >= 3 && (s[p:p+3] == "```" || s[p:p+3] == "~~~") {
		return
	}
	p, heading := sp.stripMarkup(p, end)
	if p == end {
		return
	}
	first := len(sp.out)
	segStart := p
	for i := p; i < end; {
		// Most lines are ascii: their leads are termLead's, found
		// without the call to nextTermLead.
		if sp.ascii {
			i = termLead(s, i, end)
		} else {
			i = sp.nextTermLead(i, end)
		}
		if i == end {
			break
		}
		j, single := i+1, true
		k, ok := commonBoundary(s, i, end)
		if !ok {
			j, k, single = sp.boundary(i, end)
		}
		if k < 0 || (single && sp.abbreviation(segStart, i, k, end)) {
			i = j
			continue
		}
		sp.emit(segStart, j)
		segStart, i = k, k
	}
	sp.emit(segStart, end)
	if sp.marked {
		sp.markPreamble(first, heading)
		if sp.leading {
			sp.splitLeadingPreamble(first, heading)
		}
	}
}

// commonBoundary settles the commonest full stops as boundary would,
// without its calls, giving its k (its j being i+1 and single true for
// all): one that ends the line or comes inside a word or number (3.5,
// U.S, x.com), with no gap after it, and the common sentence end, ". "
// and an ASCII capital, which has no run of marks, closer, citation or
// reference and a token that opens a sentence. ok is false for any other
// byte at i. Its tests are written out, as isAlnum's, to keep it small
// enough to be inlined.
func commonBoundary(s string, i, end int) (k int, ok bool) {
	if s[i] != '.' {
		return 0, false
	}
	if i+1 == end {
		return -1, true
	}
	if c := s[i+1]; (c|0x20)-'a' < 26 || c-'0' < 10 {
		return -1, true
	}
	if i+2 < end && s[i+1] == ' ' && s[i+2]-'A' < 26 {
		return i + 2, true
	}
	return 0, false
}

// boundary reads the text at i, a byte that may begin terminal
// punctuation, in the line that ends at end: j is the end of the
// punctuation with its closing marks and glued citations, which a segment
// ending there ends at, and k the start of the next sentence, or -1 if
// none can start there (the byte ends nothing, no gap follows, or the
// token after it opens no sentence), the scan going on at j. single
// reports a lone full stop, the only terminator an abbreviation can own.
// A run with a full-width terminator (see isWideTerminator) ends its
// sentence wherever text follows, with no gap, as Chinese and Japanese
// write: it ends no abbreviation or number.
func (sp *splitter) boundary(i, end int) (j, k int, single bool) {
	s := sp.text
	b := s[i]
	wide := false
	switch {
	case b == '.' || b == '!' || b == '?':
		j = i + 1
	case b == 0xe2 && isEllipsis(s, i, end):
		j = i + 3
	case isWideTerminator(s, i, end):
		j, wide = i+3, true
	default:
		return i + 1, -1, false
	}
	// Runs such as "...", "?!" and "…" are no lone full stop.
	single = b == '.'
	for j < end {
		if c := s[j]; c == '.' || c == '!' || c == '?' {
			j++
		} else if c == 0xe2 && isEllipsis(s, j, end) {
			j += 3
		} else if isWideTerminator(s, j, end) {
			j, wide = j+3, true
		} else {
			break
		}
		single = false
	}
	j = sp.skipClosers(j, end)
	j = sp.skipCitations(j, end)
	k = sp.skipSpace(j, end)
	if k == end || k == j && !wide {
		return j, -1, single
	}
	if wide {
		return j, k, false
	}
	// A bracketed citation or a parenthesised reference after the gap
	// ("ended. [2] Next", "ended. (Passage 2) Next") still belongs to
	// the sentence it follows.
	c := citationEnd(s, k, end)
	if c == 0 {
		c = referenceEnd(s, k, end)
	}
	if c > 0 {
		k2 := sp.skipSpace(c, end)
		if k2 == end {
			return end, -1, single // the citation closes the line
		}
		if k2 > c {
			j, k = c, k2
		}
	}
	if !sp.startsSentence(k, end) {
		// Emoji after the punctuation ("We won! 🚀 Then…") close the
		// sentence they follow when a sentence opens after them.
		if e := skipPictographs(s, k, end); e > k {
			if k2 := sp.skipSpace(e, end); k2 > e && k2 < end && sp.startsSentence(k2, end) {
				return e, k2, single
			}
		}
		return j, -1, single
	}
	return j, k, single
}

// skipPictographs returns the end of the run of emoji and other pictographic
// symbols at i (with their joiners, variation selectors and skin-tone
// modifiers), i itself when none starts there.
func skipPictographs(s string, i, end int) int {
	for i < end && s[i] >= utf8.RuneSelf {
		r, w := utf8.DecodeRuneInString(s[i:end])
		if !unicode.Is(unicode.So, r) && !unicode.Is(unicode.Sk, r) && r != '\u200d' && r != '\ufe0f' {
			break
		}
		i += w
	}
	return i
}

// outsideASCIIText returns a word whose high bits are all clear if each
// of the eight bytes of x is in 0x20-0x7F, and not otherwise, when one of
// them is below 0x20 (a control byte) or a byte of a multi-byte
// character. It is exact: with no byte below 0x20 the subtraction borrows
// nowhere, and the lowest byte below 0x20 turns to 0xE0 or more before any
// borrow reaches it. The other bits are noise, to be masked with swar.Highs
// (once for several words, after joining them with |).
func outsideASCIIText(x uint64) uint64 {
	return (x - 0x20*swar.Ones) | x
}

// isWideTerminator reports whether s[i:end] begins with a terminator of
// Chinese and Japanese text: the ideographic full stop 。 (U+3002, E3 80
// 82) or the fullwidth ！ or ？ (U+FF01, U+FF1F: EF BC 81, EF BC 9F).
func isWideTerminator(s string, i, end int) bool {
	if i+2 >= end {
		return false
	}
	switch s[i] {
	case 0xe3:
		return s[i+1] == 0x80 && s[i+2] == 0x82
	case 0xef:
		return s[i+1] == 0xbc && (s[i+2] == 0x81 || s[i+2] == 0x9f)
	}
	return false
}

// isEllipsis reports whether s[i:end] begins with U+2026 (…).
func isEllipsis(s string, i, end int) bool {
	return i+2 < end && s[i] == 0xe2 && s[i+1] == 0x80 && s[i+2] == 0xa6
}

// emit appends text[start:end] trimmed at its end, unless it holds no
// letter or digit (a Markdown rule, a stray bullet, punctuation only).
// start is never at whitespace: line starts each segment past the gap
// before it (skipSpace, or stripMarkup, which ends with skipSpace).
func (sp *splitter) emit(start, end int) {
	s := sp.text
	for end > start && s[end-1] < utf8.RuneSelf && asciiSpace[s[end-1]] {
		end--
	}
	// Most segments end in ASCII and open with an ASCII letter or digit,
	// or have one next (a quoted name, a record's key): the others take
	// emitSlow, so that this function makes no call but append's.
	if end == start || s[end-1] >= utf8.RuneSelf || !isAlnum(s[start]) && (start+1 == end || !isAlnum(s[start+1])) {
		sp.emitSlow(start, end)
		return
	}
	sp.out = append(sp.out, Segment{Text: s[start:end], Start: start, End: end})
}

// emitSlow is emit for any segment.
func (sp *splitter) emitSlow(start, end int) {
	s := sp.text
	for end > start {
		if b := s[end-1]; b < utf8.RuneSelf {
			if !isSpace(rune(b)) {
				break
			}
			end--
			continue
		}
		r, w := utf8.DecodeLastRuneInString(s[start:end])
		if !isSpace(r) {
			break
		}
		end -= w
	}
	if start == end || !hasWordChar(s[start:end]) {
		return
	}
	sp.out = append(sp.out, Segment{Text: s[start:end], Start: start, End: end})
}

// hasWordChar reports whether t holds a letter or a number.
func hasWordChar(t string) bool {
	for i := 0; i < len(t); {
		b := t[i]
		if b < utf8.RuneSelf {
			if ('a' <= b && b <= 'z') || ('A' <= b && b <= 'Z') || ('0' <= b && b <= '9') {
				return true
			}
			i++
			continue
		}
		r, w := utf8.DecodeRuneInString(t[i:])
		if unicode.IsLetter(r) || unicode.IsNumber(r) {
			return true
		}
		i += w
	}
	return false
}

// skipClosers returns the position after the closing marks at i: quotes,
// brackets, emphasis markers and superscript footnote digits that may
// follow terminal punctuation (`."`, `.)`, `.”`, `.**`, `.¹`, `。」`).
func (sp *splitter) skipClosers(i, end int) int {
	s := sp.text
	for i < end {
		switch s[i] {
		case '"', '\'', ')', ']', '*', '_':
			i++
			continue
		}
		if s[i] < utf8.RuneSelf {
			return i
		}
		r, w := utf8.DecodeRuneInString(s[i:end])
		switch r {
		case '”', '’', '»', '›', '¹', '²', '³', '⁰', '⁴', '⁵', '⁶', '⁷', '⁸', '⁹',
			'」', '』', '）', '】', '》', '〉':
			i += w
		default:
			return i
		}
	}
	return i
}

// skipCitations returns the position after any citation markers glued to
// i, such as "[1]", "[2, 3]" or "[^4]".
func (sp *splitter) skipCitations(i, end int) int {
	for {
		c := citationEnd(sp.text, i, end)
		if c == 0 {
			return i
		}
		i = c
	}
}

// citationEnd returns the end of a numeric citation marker starting at i
// ("[1]", "[1, 2]", "[3-5]", "[^7]"), or 0 if there is none.
func citationEnd(s string, i, end int) int {
	if i >= end || s[i] != '[' {
		return 0
	}
	j := i + 1
	if j < end && s[j] == '^' {
		j++
	}
	digits := 0
	for ; j < end && j-i <= 32; j++ {
		switch c := s[j]; {
		case '0' <= c && c <= '9':
			digits++
		case c == ',' || c == '-' || c == ' ' || c == ';':
		case c == ']':
			if digits == 0 {
				return 0
			}
			return j + 1
		default:
			return 0
		}
	}
	return 0
}

// maxReferenceLen bounds the length of a parenthesised reference.
const maxReferenceLen = 64

// referenceEnd returns the end of a short parenthesised reference starting
// at i, such as "(Passage 2)", "(Smith, 2019)" or "(see Table 3)": a group
// with no nested brackets and no sentence punctuation inside, so not a
// sentence of its own like "(It was old.)". It returns 0 if there is none.
func referenceEnd(s string, i, end int) int {
	if i >= end || s[i] != '(' {
		return 0
	}
	for j := i + 1; j < end && j-i <= maxReferenceLen; j++ {
		switch s[j] {
		case ')':
			if j == i+1 {
				return 0
			}
			return j + 1
		case '(', '[', ']', '.', '!', '?', '"':
			return 0
		}
	}
	return 0
}

// startsSentence reports whether the token at i can open a sentence: an
// upper-case letter, a digit, an opening quote or bracket, a currency sign
// before a digit, or emphasis markers before any of these.
func (sp *splitter) startsSentence(i, end int) bool {
	s := sp.text
	for n := 0; i < end && (s[i] == '*' || s[i] == '_') && n < 3; n++ {
		i++
	}
	if i >= end {
		return false
	}
	if b := s[i]; b < utf8.RuneSelf {
		switch {
		case 'A' <= b && b <= 'Z', '0' <= b && b <= '9':
			return true
		case b == '"' || b == '\'' || b == '(' || b == '[':
			return true
		case b == '$':
			return i+1 < end && '0' <= s[i+1] && s[i+1] <= '9'
		}
		return false
	}
	r, w := utf8.DecodeRuneInString(s[i:end])
	switch r {
	case '“', '‘', '«', '„', '‚', '¿', '¡':
		return true
	case '€', '£', '¥', '₹':
		return i+w < end && '0' <= s[i+w] && s[i+w] <= '9'
	}
	return unicode.IsUpper(r) || unicode.IsTitle(r) || unicode.IsDigit(r)
}
