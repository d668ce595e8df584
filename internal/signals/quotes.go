package signals

import (
	"math/bits"
	"slices"
	"unicode"
	"unicode/utf8"

	"github.com/sourced-dev/sourced/internal/swar"
)

// Quote is a quoted passage of a text.
type Quote struct {
	// Text is the text between the quotation marks, not trimmed; it always
	// equals text[Start:End] for the text passed to Quotes.
	Text string
	// Start and End are the byte offsets of the inner text (the marks are
	// left out).
	Start, End int
}

// minQuoteRunes is the shortest quote kept, in characters.
const minQuoteRunes = 3

// Quote mark families. Marks pair only within their family.
const (
	straightDouble = iota // "..."
	straightSingle        // '...'
	curlyDouble           // “...” and „...“
	curlySingle           // ‘...’
	guillemets            // «...»
	numFamilies
)

// Quotes returns the quoted passages of text, in order of their start,
// with at least three characters including a letter or digit inside.
// Recognised marks: straight double quotes, curly double quotes (“…” and
// „…“), guillemets («…»), and single quotes (straight '…' or curly ‘…’)
// when they are quotation marks rather than apostrophes.
//
// A straight mark opens a quote when no letter or digit precedes it and no
// space follows it, and closes one when no space precedes it and no letter
// or digit follows it, so "It's a dog's life", "the players' union" and
// "'tis" hold no quote; a straight single quote before two digits ('90s) is
// an apostrophe. A curly ’ closes only when no letter follows it (don’t).
// Single quotes do not span a line break and no quote spans a blank line;
// an opening mark with no partner is dropped. A quote nested inside (or
// overlapping) an earlier one is not reported, so quotes never overlap.
func Quotes(text string) []Quote {
	return AppendQuotes(nil, text)
}

// AppendQuotes appends the Quotes of text to dst and returns the extended
// slice, so that a caller reading text after text can reuse one array.
func AppendQuotes(dst []Quote, text string) []Quote {
	var (
		out      = dst
		open     [numFamilies]int // byte offset after the opening mark, or -1
		lowOpen  bool             // the curly double quote was opened with „
		anyOpen  bool
		lineOnly = true // only whitespace since the last line feed
	)
	reset := func(families ...int) {
		for _, f := range families {
			open[f] = -1
		}
		anyOpen = false
		for _, o := range open {
			if o >= 0 {
				anyOpen = true
			}
		}
	}
	for f := range open {
		open[f] = -1
	}
	emit := func(f, closeAt int) {
		s := open[f]
		open[f] = -1
		for g, o := range open {
			if o > s {
				open[g] = -1 // opened inside this quote and never closed
			}
		}
		if isQuoteBody(text[s:closeAt]) {
			out = append(out, Quote{Text: text[s:closeAt], Start: s, End: closeAt})
		}
	}
	for i := 0; i < len(text); {
		if !anyOpen {
			// Nothing to close: only a mark can change anything (lineOnly
			// is read only while a quote is open, and a mark resets it).
			if i = nextQuoteLead(text, i); i == len(text) {
				break
			}
		} else if c := text[i]; c != '\n' && !quoteLead[c] {
			// A quote is open: on to the next mark or line feed, the
			// bytes passed over leaving lineOnly true only when they are
			// blanks all (where reading them one by one, as below, took
			// 0.7 M instructions more a RAGTruth op).
			j := nextQuoteOrLine(text, i)
			if lineOnly {
				lineOnly = blanks(text[i:j])
			}
			if i = j; i == len(text) {
				break
			}
		}
		c := text[i]
		if c < utf8.RuneSelf && c != '"' && c != '\'' {
			switch c {
			case '\n':
				if anyOpen {
					if lineOnly {
						reset(straightDouble, straightSingle, curlyDouble, curlySingle, guillemets)
					} else {
						reset(straightSingle, curlySingle)
					}
				}
				lineOnly = true
			case ' ', '\t', '\r':
			default:
				lineOnly = false
			}
			i++
			continue
		}
		r, n := wordRuneAt(text, i)
		lineOnly = false
		switch r {
		case '"', '\'':
			f := straightDouble
			if r == '\'' {
				f = straightSingle
			}
			prev, _ := utf8.DecodeLastRuneInString(text[:i])
			next, _ := utf8.DecodeRuneInString(text[i+n:])
			hasPrev, hasNext := i > 0, i+n < len(text)
			canClose := hasPrev && !unicode.IsSpace(prev) && (!hasNext || !isWordRune(next))
			canOpen := (!hasPrev || !isWordRune(prev)) && hasNext && !unicode.IsSpace(next)
			if f == straightSingle && canOpen && twoDigits(text[i+n:]) {
				canOpen = false // '90s
			}
			switch {
			case open[f] >= 0 && canClose:
				emit(f, i)
				reset()
			case canOpen:
				open[f] = i + n
				anyOpen = true
			}
		case '\u201c': // “ opens, or closes a quote opened with „
			if open[curlyDouble] >= 0 && lowOpen {
				emit(curlyDouble, i)
				reset()
			} else {
				open[curlyDouble], lowOpen, anyOpen = i+n, false, true
			}
		case '\u201e': // „
			open[curlyDouble], lowOpen, anyOpen = i+n, true, true
		case '\u201d': // ”
			if open[curlyDouble] >= 0 {
				emit(curlyDouble, i)
				reset()
			}
		case '\u2018': // ‘
			open[curlySingle], anyOpen = i+n, true
		case '\u2019': // ’ closes only when no letter or digit follows
			if open[curlySingle] >= 0 {
				next, _ := utf8.DecodeRuneInString(text[i+n:])
				if i+n == len(text) || !isWordRune(next) {
					emit(curlySingle, i)
					reset()
				}
			}
		case '\u00ab': // «
			open[guillemets], anyOpen = i+n, true
		case '\u00bb': // »
			if open[guillemets] >= 0 {
				emit(guillemets, i)
				reset()
			}
		}
		i += n
	}
	found := out[len(dst):]
	if len(found) < 2 {
		return out
	}
	slices.SortStableFunc(found, func(a, b Quote) int { return a.Start - b.Start })
	kept := found[:1]
	for _, q := range found[1:] {
		last := kept[len(kept)-1]
		if q.Start < last.End {
			continue // nested in (or overlapping) the previous quote
		}
		kept = append(kept, q)
	}
	return out[:len(dst)+len(kept)]
}

// buildQuoteLead returns quoteLead, generated into tables.go: the bytes
// that may begin a quotation mark marked, the straight quotes and every
// byte of a multi-byte character.
func buildQuoteLead() (t [256]bool) {
	t['"'], t['\''] = true, true
	for c := utf8.RuneSelf; c < 256; c++ {
		t[c] = true
	}
	return t
}

// nextQuoteLead returns the offset of the first byte of text from i on
// that quoteLead marks, len(text) when there is none: eight bytes at a
// time, then one by one.
func nextQuoteLead(text string, i int) int {
	for ; i+8 <= len(text); i += 8 {
		if m := quoteLeadBytes(swar.Load64(text[i : i+8])); m != 0 {
			return i + bits.TrailingZeros64(m)/8
		}
	}
	for i < len(text) && !quoteLead[text[i]] {
		i++
	}
	return i
}

// nextQuoteOrLine is nextQuoteLead of a quoteLead byte or a line feed.
func nextQuoteOrLine(text string, i int) int {
	for ; i+8 <= len(text); i += 8 {
		x := swar.Load64(text[i : i+8])
		n := x ^ '\n'*swar.Ones
		if m := quoteLeadBytes(x) | (n-swar.Ones)&^n&swar.Highs; m != 0 {
			return i + bits.TrailingZeros64(m)/8
		}
	}
	for i < len(text) && !quoteLead[text[i]] && text[i] != '\n' {
		i++
	}
	return i
}

// blanks reports whether s holds nothing but spaces, tabs and carriage
// returns, the bytes that leave AppendQuotes's lineOnly as it is.
func blanks(s string) bool {
	for i := 0; i < len(s); i++ {
		if c := s[i]; c != ' ' && c != '\t' && c != '\r' {
			return false
		}
	}
	return true
}

// quoteLeadBytes returns the top bit set in each byte of the word x that
// quoteLead marks, up to the first such byte at least (a byte past it
// may be marked when it is not one): a byte with its top bit set, or
// one that XOR with a straight quote makes zero, which subtracting one
// from each byte finds (a borrow only reaches the bytes after it).
func quoteLeadBytes(x uint64) uint64 {
	d := x ^ '"'*swar.Ones
	q := x ^ '\''*swar.Ones
	return (x | (d-swar.Ones)&^d | (q-swar.Ones)&^q) & swar.Highs
}

// isQuoteBody reports whether s is long enough to be a quote: at least
// minQuoteRunes characters, one of them a letter or digit.
func isQuoteBody(s string) bool {
	if len(s) < minQuoteRunes || utf8.RuneCountInString(s) < minQuoteRunes {
		return false
	}
	for _, r := range s {
		if isWordRune(r) {
			return true
		}
	}
	return false
}

// twoDigits reports whether s starts with exactly two ASCII digits ('90s,
// '24).
func twoDigits(s string) bool {
	return len(s) >= 2 && isQuoteDigit(s[0]) && isQuoteDigit(s[1]) &&
		(len(s) == 2 || !isQuoteDigit(s[2]))
}

// isQuoteDigit reports whether c is 0-9.
func isQuoteDigit(c byte) bool { return '0' <= c && c <= '9' }
