// Package jsonscan reads JSON text without encoding/json's allocations:
// Valid checks a text as json.Valid does, and a Scanner reads the tokens
// of a valid text as json.Decoder's Token does with UseNumber, cutting
// strings and numbers from the text where it can.
package jsonscan

import (
	"math/bits"
	"strings"
	"unicode"
	"unicode/utf16"
	"unicode/utf8"

	"github.com/sourced-dev/sourced/internal/swar"
)

// Scanner reads the tokens of a text that holds one valid JSON value
// (checked with Valid beforehand), as json.Decoder's Token does with
// UseNumber, but cutting strings and numbers from the text instead of
// allocating each token.
type Scanner struct {
	text string
	pos  int
}

// NewScanner returns a Scanner of text, which must be valid JSON.
func NewScanner(text string) Scanner {
	return Scanner{text: text}
}

// Token is one JSON token. Kind is the delimiter for '{', '}', '[' and
// ']', '"' for a string, '0' for a number, 't' for true, 'f' for false and
// 'n' for null; Text is a string's value or a number as written.
type Token struct {
	Kind byte
	Text string
}

// Next returns the next token and the byte span [start, end) it has in
// the text; ok is false after the last token.
func (sc *Scanner) Next() (tok Token, start, end int, ok bool) {
	text, i := sc.text, sc.pos
	for i < len(text) && jsonSeparator[text[i]] {
		i++
	}
	if i == len(text) {
		sc.pos = i
		return Token{}, i, i, false
	}
	start = i
	switch c := text[i]; c {
	case '{', '}', '[', ']':
		tok, end = Token{Kind: c}, i+1
	case '"':
		tok.Kind = '"'
		end, tok.Text = jsonString(text, i)
	case 't':
		tok, end = Token{Kind: c}, i+len("true")
	case 'f':
		tok, end = Token{Kind: c}, i+len("false")
	case 'n':
		tok, end = Token{Kind: c}, i+len("null")
	default:
		end = i + 1
		for end < len(text) && jsonNumberByte[text[end]] {
			end++
		}
		tok = Token{Kind: '0', Text: text[i:end]}
	}
	sc.pos = end
	return tok, start, end, true
}

// jsonString reads the string literal starting at text[i] and returns its
// end and its value: cut from the text when it has no escape and is valid
// UTF-8, decoded by unquoteJSON otherwise.
func jsonString(text string, i int) (int, string) {
	// The closing quote is the first quote that no backslash escapes:
	// the string is valid, so every quote before it follows a backslash,
	// which the search steps over with the byte it escapes.
	j := i + 1
	escaped := false
	for q := -1; ; {
		var end int
		end, q = stringRun(text, j, q)
		if end == q {
			j = q
			break
		}
		escaped = true
		j = end + 2
	}
	raw := text[i+1 : j]
	if !escaped && utf8.ValidString(raw) {
		return j + 1, raw
	}
	return j + 1, unquoteJSON(raw)
}

// unquoteJSON returns the value of raw, the text between the quotes of a
// valid JSON string, as encoding/json decodes it: its escapes decoded, a
// surrogate pair as the one code point, and a lone surrogate and each byte
// of invalid UTF-8 as U+FFFD.
func unquoteJSON(raw string) string {
	var b strings.Builder
	b.Grow(len(raw))
	for i := 0; i < len(raw); {
		// A run of ASCII bytes that are no backslash is copied whole.
		if j := plainRun(raw, i); j > i {
			b.WriteString(raw[i:j])
			i = j
			continue
		}
		switch c := raw[i]; {
		case c == '\\' && raw[i+1] == 'u':
			r := hex4(raw[i+2 : i+6])
			i += 6
			if utf16.IsSurrogate(r) {
				next := rune(-1)
				if i+6 <= len(raw) && raw[i] == '\\' && raw[i+1] == 'u' {
					next = hex4(raw[i+2 : i+6])
				}
				if r = utf16.DecodeRune(r, next); r != unicode.ReplacementChar {
					i += 6
				}
			}
			b.WriteRune(r)
		case c == '\\':
			b.WriteByte(jsonEscape[raw[i+1]])
			i += 2
		default: // the first byte of a character that is not ASCII
			r, size := utf8.DecodeRuneInString(raw[i:])
			b.WriteRune(r)
			i += size
		}
	}
	return b.String()
}

// plainRun returns the end of the run of ASCII bytes other than the
// backslash that starts at i of raw, passing over eight bytes at a time:
// the runs between a string's escapes are long.
func plainRun(raw string, i int) int {
	for ; i+8 <= len(raw); i += 8 {
		x := swar.Load64(raw[i : i+8])
		// A byte of x^'\\' is zero at a backslash; adding 0x7F to a byte
		// of seven bits sets its top bit unless it is zero.
		b := x ^ '\\'*swar.Ones
		if m := (x | ^(b&^swar.Highs + 0x7F*swar.Ones)) & swar.Highs; m != 0 {
			return i + bits.TrailingZeros64(m)/8
		}
	}
	for i < len(raw) && raw[i] < utf8.RuneSelf && raw[i] != '\\' {
		i++
	}
	return i
}

// hex4 returns the value of four hexadecimal digits.
func hex4(h string) rune {
	r := rune(0)
	for i := 0; i < 4; i++ {
		c := rune(h[i])
		switch {
		case c <= '9':
			c -= '0'
		case c <= 'F':
			c -= 'A' - 10
		default:
			c -= 'a' - 10
		}
		r = r<<4 | c
	}
	return r
}

// jsonEscape gives the byte each one-letter JSON escape stands for.
// Read-only.
var jsonEscape = [256]byte{'"': '"', '\\': '\\', '/': '/', 'b': '\b', 'f': '\f', 'n': '\n', 'r': '\r', 't': '\t'}

// jsonSeparator marks the bytes between JSON tokens: white space, commas
// and colons. jsonNumberByte marks the bytes of a number. Read-only.
var jsonSeparator, jsonNumberByte = func() (sep, num [256]bool) {
	for _, c := range []byte(" \t\r\n,:") {
		sep[c] = true
	}
	for _, c := range []byte("+-.0123456789eE") {
		num[c] = true
	}
	return sep, num
}()

// IsObject reports whether text, trimmed, is one valid JSON object.
func IsObject(text string) bool {
	trimmed := strings.TrimSpace(text)
	return strings.HasPrefix(trimmed, "{") && Valid(trimmed)
}

// maxDepth is the deepest nesting of objects and arrays that
// encoding/json accepts.
const maxDepth = 10000

// Valid reports whether text is one valid JSON value, as json.Valid does,
// without allocating.
func Valid(text string) bool {
	v := jsonValidator{text: text}
	return v.value() && v.space() == len(text)
}

// jsonValidator reads a JSON text from pos on, checking it.
type jsonValidator struct {
	text  string
	pos   int
	depth int
}

// space skips white space and returns the position after it.
func (v *jsonValidator) space() int {
	for v.pos < len(v.text) && jsonSpace[v.text[v.pos]] {
		v.pos++
	}
	return v.pos
}

// next skips white space and reports whether the next byte is c, which
// it then skips too.
func (v *jsonValidator) next(c byte) bool {
	if i := v.space(); i < len(v.text) && v.text[i] == c {
		v.pos++
		return true
	}
	return false
}

// value reads one value, after white space.
func (v *jsonValidator) value() bool {
	i := v.space()
	if i == len(v.text) {
		return false
	}
	switch c := v.text[i]; c {
	case '{', '[':
		return v.composite(c)
	case '"':
		return v.string()
	case 't':
		return v.literal("true")
	case 'f':
		return v.literal("false")
	case 'n':
		return v.literal("null")
	}
	return v.number()
}

// composite reads an object (open is '{') or an array.
func (v *jsonValidator) composite(open byte) bool {
	v.depth++
	if v.depth > maxDepth {
		return false
	}
	v.pos++
	closing := byte(']')
	if open == '{' {
		closing = '}'
	}
	if !v.next(closing) {
		for {
			if open == '{' && !(v.space() < len(v.text) && v.text[v.pos] == '"' && v.string() && v.next(':')) {
				return false
			}
			if !v.value() {
				return false
			}
			if v.next(closing) {
				break
			}
			if !v.next(',') {
				return false
			}
		}
	}
	v.depth--
	return true
}

// string reads a string; pos is at its opening quote.
func (v *jsonValidator) string() bool {
	text := v.text
	for i, q := v.pos+1, -1; ; {
		// The run up to the next quote, or to a backslash before it, is
		// checked for control characters at once.
		var end int
		end, q = stringRun(text, i, q)
		if q < 0 {
			return false
		}
		if hasControl(text[i:end]) {
			return false
		}
		if end == q {
			v.pos = q + 1
			return true
		}
		// A backslash, followed by the quote at q at the latest.
		i = end
		switch text[i+1] {
		case '"', '\\', '/', 'b', 'f', 'n', 'r', 't':
			i += 2
		case 'u':
			if i+6 > len(text) {
				return false
			}
			for _, h := range []byte(text[i+2 : i+6]) {
				if !isHex(h) {
					return false
				}
			}
			i += 6
		default:
			return false
		}
	}
}

// stringRun returns the end of the run of a string's bytes from text[i]
// up to its next backslash or quote, and q, the first quote at or after
// i, or -1 when there is none. q is the quote the last call returned (-1
// at first): it is searched for again only once i has stepped past it
// (over an escaped quote), so that a string of many escapes is still read
// in one pass.
func stringRun(text string, i, q int) (end, nextQuote int) {
	if q < i {
		q = strings.IndexByte(text[i:], '"')
		if q < 0 {
			return -1, -1
		}
		q += i
	}
	end = q
	if bs := strings.IndexByte(text[i:q], '\\'); bs >= 0 {
		end = i + bs
	}
	return end, q
}

// hasControl reports whether s holds a control character (a byte below
// a space), testing eight bytes at a time: x - 0x20 in a byte borrows, and
// sets its top bit, only where the byte is below 0x20 or a lower byte
// borrowed, and the lowest byte that borrows is below 0x20; masking with
// ^x drops the top bits that were set already (bytes of 0x80 and up,
// which no borrow from below reaches unless a lower byte is a control).
func hasControl(s string) bool {
	i := 0
	for ; i+8 <= len(s); i += 8 {
		x := swar.Load64(s[i : i+8])
		if (x-0x20*swar.Ones)&^x&swar.Highs != 0 {
			return true
		}
	}
	for ; i < len(s); i++ {
		if s[i] < ' ' {
			return true
		}
	}
	return false
}

// literal reads true, false or null, spelled lit.
func (v *jsonValidator) literal(lit string) bool {
	if !strings.HasPrefix(v.text[v.pos:], lit) {
		return false
	}
	v.pos += len(lit)
	return true
}

// number reads a number: -? (0 | [1-9][0-9]*) (.[0-9]+)? ([eE][+-]?[0-9]+)?
func (v *jsonValidator) number() bool {
	text, i := v.text, v.pos
	if i < len(text) && text[i] == '-' {
		i++
	}
	switch {
	case i < len(text) && text[i] == '0':
		i++
	case i < len(text) && '1' <= text[i] && text[i] <= '9':
		i = digits(text, i)
	default:
		return false
	}
	if i < len(text) && text[i] == '.' {
		if i+1 == len(text) || !isDigit(text[i+1]) {
			return false
		}
		i = digits(text, i+1)
	}
	if i < len(text) && (text[i] == 'e' || text[i] == 'E') {
		i++
		if i < len(text) && (text[i] == '+' || text[i] == '-') {
			i++
		}
		if i == len(text) || !isDigit(text[i]) {
			return false
		}
		i = digits(text, i)
	}
	v.pos = i
	return true
}

// digits returns the end of the run of digits at i.
func digits(text string, i int) int {
	for i < len(text) && isDigit(text[i]) {
		i++
	}
	return i
}

func isDigit(c byte) bool { return '0' <= c && c <= '9' }
func isHex(c byte) bool   { return isDigit(c) || 'a' <= c|0x20 && c|0x20 <= 'f' }

// jsonSpace marks JSON's white space. Read-only.
var jsonSpace = func() (space [256]bool) {
	for _, c := range []byte(" \t\n\r") {
		space[c] = true
	}
	return space
}()
