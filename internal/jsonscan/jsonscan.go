// Package jsonscan reads JSON text without encoding/json's allocations: a
// Scanner reads the tokens of a text as json.Decoder's Token does with
// UseNumber, cutting strings and numbers from the text where it can and
// checking the text as json.Valid does as it goes, and Valid checks a
// text whole.
package jsonscan

import (
	"math/bits"
	"strconv"
	"strings"
	"unicode/utf16"
	"unicode/utf8"

	"github.com/sourced-dev/sourced/internal/swar"
)

// Scanner reads the tokens of a JSON text as json.Decoder's Token does
// with UseNumber, but cutting strings and numbers from the text instead
// of allocating each token. It checks the text as it reads, in the same
// pass, and stops at the first byte that makes it invalid JSON: Done
// tells a text read whole from one that ended early or went wrong.
type Scanner struct {
	text   string
	pos    int
	start  int  // where the token last read starts
	want   byte // what the grammar takes next, one of the want constants
	failed bool
	depth  int // the objects and arrays open
	// objects has bit d set when level d, counted from 0 at the outside,
	// is an object rather than an array; deeper holds the levels from 64
	// on, which real texts never reach.
	objects uint64
	deeper  []bool
}

// What a Scanner takes next.
const (
	wantValue        = iota // at the start, after a colon, after a comma in an array
	wantValueOrClose        // after '['
	wantNameOrClose         // after '{'
	wantName                // after a comma in an object
	wantColon               // after a name
	wantCommaOrClose        // after a value in an object or an array
	wantEnd                 // after the text's value: white space only
)

// NewScanner returns a Scanner of text.
func NewScanner(text string) Scanner {
	return Scanner{text: text}
}

// Token is one JSON token. Kind is the delimiter for '{', '}', '[' and
// ']', '"' for a string, '0' for a number, 't' for true, 'f' for false and
// 'n' for null; Text is a string's value or a number as written.
//
// Canonical reports, of a string, that its literal in the text is just
// what encoding/json writes for Text (without HTML escaping): no escapes
// but those it writes itself (\" \\ \b \f \n \r \t), valid UTF-8, and no
// line or paragraph separator, which it escapes. A writer can then copy
// the literal instead of quoting Text again.
type Token struct {
	Kind      byte
	Text      string
	Canonical bool
}

// Next returns the next token and the byte span [start, end) it has in
// the text; ok is false after the last token, and at the first byte that
// makes the text invalid JSON (Done tells which).
func (sc *Scanner) Next() (tok Token, start, end int, ok bool) {
	tok, ok = sc.next(decodeText)
	return tok, sc.start, sc.pos, ok
}

// Token returns the next token as Next does, without its span; its Kind
// is 0 when there is none.
func (sc *Scanner) Token() Token {
	tok, _ := sc.next(decodeText)
	return tok
}

// Name reads the next name of the object the scanner is in, with the
// comma before it, as Token does, or the object's closing brace. A brace
// right after the object's last value, and a name without escapes,
// control characters or bytes that are not ASCII, after at most one
// space and followed by its colon, are read here (the name with its
// colon), without the checks Token makes for any token; Token reads
// anything else.
func (sc *Scanner) Name() Token {
	text, i := sc.text, sc.pos
	switch {
	case sc.failed:
		return Token{}
	case sc.want == wantCommaOrClose && i < len(text) && text[i] == ',' && sc.inObject():
		i++
	case sc.want == wantCommaOrClose && i < len(text) && text[i] == '}' && sc.inObject():
		// The object closes right after its last value, as each label's
		// does: read here, without the checks Token makes for any token.
		sc.depth--
		sc.start, sc.pos, sc.want = i, i+1, sc.afterValue()
		return Token{Kind: '}'}
	case sc.want != wantNameOrClose:
		return sc.Token()
	}
	if i < len(text) && text[i] == ' ' {
		i++
	}
	if i > len(text)-9 || text[i] != '"' {
		return sc.Token()
	}
	// The string's first eight bytes are tested here, as in next and
	// Skip: through a function they shared (too large to inline), reading
	// RAGTruth took 3% more instructions. A name's next eight are too,
	// where a name of eight bytes or more, as many are, ends.
	j := i + 1
	if m := stops(swar.Load64(text[j : j+8])); m != 0 {
		j += bits.TrailingZeros64(m) / 8
	} else if j <= len(text)-16 {
		if m := stops(swar.Load64(text[j+8 : j+16])); m != 0 {
			j += 8 + bits.TrailingZeros64(m)/8
		} else {
			j = stop(text, j+16)
		}
	} else {
		j = stop(text, j+8)
	}
	if j >= len(text)-1 || text[j] != '"' || text[j+1] != ':' {
		return sc.Token()
	}
	sc.start, sc.pos, sc.want = i, j+2, wantValue
	return Token{Kind: '"', Text: text[i+1 : j], Canonical: true}
}

// Delim reads the next token as Token does and returns its kind. An
// opening brace or bracket where a value comes next, and a closing bracket
// where an array may close, that follow at once (after at most one space,
// and the comma before them in an array) are read here, without the
// checks Token makes for any token.
func (sc *Scanner) Delim() byte {
	text, i, want := sc.text, sc.pos, sc.want
	if sc.failed {
		return 0
	}
	// want is wantCommaOrClose or wantValueOrClose only inside an object
	// or an array, where inObject may be asked.
	if want == wantCommaOrClose && i < len(text) && text[i] == ',' && !sc.inObject() {
		i, want = i+1, wantValue
	}
	if i < len(text) && text[i] == ' ' {
		i++
	}
	if i < len(text) {
		switch c := text[i]; {
		case (c == '{' || c == '[') && (want == wantValue || want == wantValueOrClose) && sc.open(c == '{'):
			sc.start, sc.pos, sc.want = i, i+1, wantValueOrClose
			if c == '{' {
				sc.want = wantNameOrClose
			}
			return c
		case c == ']' && (want == wantValueOrClose || want == wantCommaOrClose) && !sc.inObject():
			sc.depth--
			sc.start, sc.pos, sc.want = i, i+1, sc.afterValue()
			return c
		}
	}
	return sc.Token().Kind
}

// NameKey is a name's literal and its colon ("id":) as NameIs compares
// them with the text: its bytes, at most 16, as two little-endian words,
// and the mask of those bytes.
type NameKey struct {
	bytes, mask [2]uint64
	n           int
}

// NewNameKey returns the NameKey of lit, a name's literal with its colon;
// ok is false when lit is longer than 16 bytes.
func NewNameKey(lit string) (k NameKey, ok bool) {
	if len(lit) > 16 {
		return NameKey{}, false
	}
	var b [16]byte
	copy(b[:], lit)
	k.n = len(lit)
	for w := range 2 {
		k.bytes[w] = swar.Load64(b[8*w : 8*w+8])
		if m := min(max(len(lit)-8*w, 0), 8); m > 0 {
			k.mask[w] = ^uint64(0) >> (64 - 8*m)
		}
	}
	return k, true
}

// NameIs reads the next name as Name does when the text has it as k's
// literal, a name's literal and its colon, right after the comma before
// it or the object's opening brace, after at most one space, and reports
// whether it did; otherwise it reads nothing. k's name is ASCII with no
// quote, backslash or control character, one that Name reads as it is: a
// reader that knows the name likely next (the one the last object had
// there) tells it here by comparing 16 bytes, without Name's scan of
// them. A name less than 16 bytes from the end of the text is left to
// Name.
func (sc *Scanner) NameIs(k *NameKey) bool {
	text, i := sc.text, sc.pos
	switch {
	case sc.failed:
		return false
	case sc.want == wantCommaOrClose && i < len(text) && text[i] == ',' && sc.inObject():
		i++
	case sc.want != wantNameOrClose:
		return false
	}
	if i < len(text) && text[i] == ' ' {
		i++
	}
	if i > len(text)-16 {
		return false
	}
	if (swar.Load64(text[i:i+8])^k.bytes[0])&k.mask[0]|(swar.Load64(text[i+8:i+16])^k.bytes[1])&k.mask[1] != 0 {
		return false
	}
	sc.start, sc.pos, sc.want = i, i+k.n, wantValue
	return true
}

// Last returns the text the scanner read for the token it read last, from
// the token's start to where it stopped: a name that Name read together
// with its colon ends after the colon.
func (sc *Scanner) Last() string {
	return sc.text[sc.start:sc.pos]
}

// Value reads the next token as Token does. A string where a value comes
// next, after at most one space, is read here, without the checks Token
// makes for any token.
func (sc *Scanner) Value() Token {
	text, i := sc.text, sc.pos
	if sc.failed || sc.want != wantValue {
		return sc.Token()
	}
	if i < len(text) && text[i] == ' ' {
		i++
	}
	if i > len(text)-9 || text[i] != '"' {
		return sc.Token()
	}
	// The string's first eight bytes are tested here, as in next and
	// Skip: through a function they shared (too large to inline), reading
	// RAGTruth took 3% more instructions.
	j := i + 1
	if m := stops(swar.Load64(text[j : j+8])); m != 0 {
		j += bits.TrailingZeros64(m) / 8
	} else {
		j = stop(text, j+8)
	}
	tok, end := Token{Kind: '"'}, j+1
	if j < len(text) && text[j] == '"' {
		tok.Text, tok.Canonical = text[i+1:j], true
	} else {
		var ok bool
		if end, tok.Text, tok.Canonical, ok = scanString(text, i, j, decodeText); !ok {
			tok, _ = sc.fail()
			return tok
		}
	}
	sc.start, sc.pos, sc.want = i, end, sc.afterValue()
	return tok
}

// Int reads the next token as Token does and returns its value when it
// is a number that strconv.Atoi takes; ok is false for any other token.
// An unsigned integer of at most 18 digits where a value comes next,
// after at most one space, is read here, its value taken as its digits
// are checked, without the checks Token makes for any token and without
// scanning its digits a second time in strconv.Atoi.
func (sc *Scanner) Int() (n int, ok bool) {
	if text, i := sc.text, sc.pos; !sc.failed && sc.want == wantValue {
		if i < len(text) && text[i] == ' ' {
			i++
		}
		j := i
		for ; j < len(text) && j-i < 18 && isDigit(text[j]); j++ {
			n = n*10 + int(text[j]-'0')
		}
		// The number ends at j unless a digit, a fraction or an exponent
		// follows, and has no leading zero.
		if j > i && (text[i] != '0' || j == i+1) && (j == len(text) || !isDigit(text[j]) && text[j] != '.' && text[j]|0x20 != 'e') {
			sc.start, sc.pos, sc.want = i, j, sc.afterValue()
			return n, true
		}
	}
	tok := sc.Token()
	if tok.Kind != '0' {
		return 0, false
	}
	n, err := strconv.Atoi(tok.Text)
	return n, err == nil
}

// NextLiteral returns the next token as Next does, but leaves a string's
// Text "" when its literal is canonical and holds escapes, instead of
// decoding them: a writer that copies canonical literals as they are
// needs no more.
func (sc *Scanner) NextLiteral() (tok Token, start, end int, ok bool) {
	tok, ok = sc.next(literalText)
	return tok, sc.start, sc.pos, ok
}

// What the scanner makes of a string's Text, in next and scanString.
const (
	skipText    = iota // none: Text is "", Canonical false
	decodeText         // its value
	literalText        // its value unless its literal is canonical and holds escapes
)

// Skip reads the next value whole, an object or an array with all it
// holds, without decoding its strings, and returns its span; ok is false
// when there is no value next or the text goes wrong within it.
func (sc *Scanner) Skip() (start, end int, ok bool) {
	// A string where a value comes next, after at most one space, is read
	// here as Value reads one (written out in both: a call to a function
	// they shared cost more than the copy saves), and so are a number, true,
	// false and null, as next reads them.
	if text, i := sc.text, sc.pos; !sc.failed && sc.want == wantValue {
		if i < len(text) && text[i] == ' ' {
			i++
		}
		if i <= len(text)-9 && text[i] == '"' {
			j := i + 1
			if m := stops(swar.Load64(text[j : j+8])); m != 0 {
				j += bits.TrailingZeros64(m) / 8
			} else {
				j = stop(text, j+8)
			}
			end := j + 1
			if j == len(text) || text[j] != '"' {
				if end, _, _, ok = scanString(text, i, j, skipText); !ok {
					sc.fail()
					return sc.pos, sc.pos, false
				}
			}
			sc.start, sc.pos, sc.want = i, end, sc.afterValue()
			return i, end, true
		}
		// A number, true, false or null is read here as next reads it.
		if i < len(text) {
			end := -1
			switch c := text[i]; {
			case c == '-' || isDigit(c):
				end = number(text, i)
			case c == 't' && strings.HasPrefix(text[i:], "true"), c == 'n' && strings.HasPrefix(text[i:], "null"):
				end = i + 4
			case c == 'f' && strings.HasPrefix(text[i:], "false"):
				end = i + 5
			}
			if end >= 0 {
				sc.start, sc.pos, sc.want = i, end, sc.afterValue()
				return i, end, true
			}
		}
	}
	tok, ok := sc.next(skipText)
	start = sc.start
	for depth := 0; ok; tok, ok = sc.next(skipText) {
		switch tok.Kind {
		case '{', '[':
			depth++
		case '}', ']':
			depth--
		}
		if depth <= 0 {
			return start, sc.pos, depth == 0
		}
	}
	return start, sc.pos, false
}

// Peek returns the kind of the next token without reading it, or 0 when
// there is none. It reads the token with a copy of the scanner, which
// shares deeper with it but only writes there what reading the token
// writes anyway.
func (sc *Scanner) Peek() byte {
	ahead := *sc
	tok, _ := ahead.next(skipText)
	return tok.Kind
}

// Done reports whether the scanner has read the whole text as one valid
// JSON value, white space after it allowed.
func (sc *Scanner) Done() bool {
	return !sc.failed && sc.want == wantEnd && space(sc.text, sc.pos) == len(sc.text)
}

// fail stops the scanner at an invalid byte.
func (sc *Scanner) fail() (Token, bool) {
	sc.failed = true
	sc.start = sc.pos
	return Token{}, false
}

// inObject reports whether the innermost level open is an object.
func (sc *Scanner) inObject() bool {
	if d := sc.depth - 1; d >= 64 {
		return sc.deeper[d-64]
	}
	return sc.objects>>(sc.depth-1)&1 != 0
}

// open enters an object or an array; it reports false past the deepest
// nesting encoding/json accepts.
func (sc *Scanner) open(object bool) bool {
	if sc.depth == maxDepth {
		return false
	}
	if d := sc.depth; d >= 64 {
		sc.deeper = append(sc.deeper[:d-64], object)
	} else if object {
		sc.objects |= 1 << d
	} else {
		sc.objects &^= 1 << d
	}
	sc.depth++
	return true
}

// afterValue is what the grammar takes after a value.
func (sc *Scanner) afterValue() byte {
	if sc.depth == 0 {
		return wantEnd
	}
	return wantCommaOrClose
}

// next reads the next token, making of a string's Text what mode says,
// and leaves its span in sc.start and sc.pos.
func (sc *Scanner) next(mode uint8) (tok Token, ok bool) {
	if sc.failed {
		sc.start = sc.pos
		return Token{}, false
	}
	text := sc.text
	i, want := space(text, sc.pos), sc.want
	switch want {
	case wantColon:
		if i == len(text) || text[i] != ':' {
			return sc.fail()
		}
		i, want = space(text, i+1), wantValue
	case wantCommaOrClose:
		if i < len(text) && text[i] == ',' {
			i, want = space(text, i+1), wantValue
			if sc.inObject() {
				want = wantName
			}
		}
	case wantEnd:
		if i == len(text) {
			sc.pos, sc.start = i, i
			return Token{}, false
		}
		return sc.fail()
	}
	if i == len(text) {
		return sc.fail()
	}
	isValue := want == wantValue || want == wantValueOrClose
	start, end := i, 0
	switch c := text[i]; c {
	case '}', ']':
		if want != wantCommaOrClose && want != wantValueOrClose && want != wantNameOrClose || (c == '}') != sc.inObject() {
			return sc.fail()
		}
		sc.depth--
		tok, end, want = Token{Kind: c}, i+1, sc.afterValue()
	case '{', '[':
		if !isValue || !sc.open(c == '{') {
			return sc.fail()
		}
		tok, end, want = Token{Kind: c}, i+1, wantValueOrClose
		if c == '{' {
			want = wantNameOrClose
		}
	case '"':
		switch {
		case want == wantName || want == wantNameOrClose:
			want = wantColon
		case isValue:
			want = sc.afterValue()
		default:
			return sc.fail()
		}
		tok.Kind = '"'
		// A string without escapes, control characters or bytes that
		// are not ASCII ends at its first stop, its value cut from the
		// text; scanString reads any other on from there. The first
		// sixteen bytes are tested here, eight at a time, where a short
		// string's stop is, and stop tests the rest.
		j := i + 1
		if j <= len(text)-16 {
			if m := stops(swar.Load64(text[j : j+8])); m != 0 {
				j += bits.TrailingZeros64(m) / 8
			} else if m := stops(swar.Load64(text[j+8 : j+16])); m != 0 {
				j += 8 + bits.TrailingZeros64(m)/8
			} else {
				j = stop(text, j+16)
			}
		} else {
			j = stop(text, j)
		}
		if j < len(text) && text[j] == '"' {
			end = j + 1
			if mode != skipText {
				tok.Text, tok.Canonical = text[i+1:j], true
			}
		} else if end, tok.Text, tok.Canonical, ok = scanString(text, i, j, mode); !ok {
			return sc.fail()
		}
	case 't', 'f', 'n':
		lit := "null"
		if c == 't' {
			lit = "true"
		} else if c == 'f' {
			lit = "false"
		}
		if !isValue || !strings.HasPrefix(text[i:], lit) {
			return sc.fail()
		}
		tok, end, want = Token{Kind: c}, i+len(lit), sc.afterValue()
	default:
		if !isValue {
			return sc.fail()
		}
		if end = number(text, i); end < 0 {
			return sc.fail()
		}
		tok, want = Token{Kind: '0', Text: text[i:end]}, sc.afterValue()
	}
	sc.start, sc.pos, sc.want = start, end, want
	return tok, true
}

// space returns the end of the white space at i of text. JSON's white
// space is all below '!', so most bytes are told apart without the table.
func space(text string, i int) int {
	for i < len(text) && text[i] <= ' ' && jsonSpace[text[i]] {
		i++
	}
	return i
}

// scanString reads the string literal starting at text[i], checking it,
// and returns its end and, as mode says, its value as encoding/json
// decodes it: its escapes decoded, a surrogate pair as the one code
// point, and a lone surrogate and each byte of invalid UTF-8 as U+FFFD.
// The value is cut from the text when it has no escape and is valid
// UTF-8. ok is false when the literal is invalid. j is where its first
// run ends, stop(text, i+1).
func scanString(text string, i, j int, mode uint8) (end int, s string, canonical, ok bool) {
	// The string is read in runs up to its next quote, backslash, control
	// character or byte that is not ASCII. Once it is
	// known not to be cut from the text, the decoded runs gather in b
	// (when build is true), from is where the run not yet in it starts.
	var b strings.Builder
	build := mode == decodeText
	cut, canonical := true, mode != skipText
	first, from := j, i+1
	for {
		if j == len(text) {
			return 0, "", false, false
		}
		c := text[j]
		switch {
		case c == '"':
			switch {
			case mode == literalText && !canonical:
				return scanString(text, i, first, decodeText)
			case mode == skipText:
				return j + 1, "", false, true
			case cut:
				return j + 1, text[i+1 : j], canonical, true
			case !build:
				return j + 1, "", canonical, true
			}
			b.WriteString(text[from:j])
			return j + 1, b.String(), canonical, true
		case c < ' ':
			return 0, "", false, false
		case c == '\\':
			if j+1 == len(text) {
				return 0, "", false, false
			}
			e, k := text[j+1], j // the escape starts at k
			var r rune
			if e != 'u' {
				if jsonEscape[e] == 0 {
					return 0, "", false, false
				}
				r, j = rune(jsonEscape[e]), j+2
			} else {
				if j+6 > len(text) || !isHex4(text[j+2:j+6]) {
					return 0, "", false, false
				}
				r, j = hex4(text[j+2:j+6]), j+6
				if utf16.IsSurrogate(r) {
					// A surrogate pair is one code point; a lone
					// surrogate is U+FFFD, and an escape after it is
					// read on its own.
					next := rune(-1)
					if j+6 <= len(text) && text[j] == '\\' && text[j+1] == 'u' && isHex4(text[j+2:j+6]) {
						next = hex4(text[j+2 : j+6])
					}
					if r = utf16.DecodeRune(r, next); r != utf8.RuneError {
						j += 6
					}
				}
			}
			if build {
				// A one-letter escape stands for an ASCII byte, written
				// as WriteRune writes it, without its call.
				if w := decoded(&b, text, from, k); e != 'u' {
					w.WriteByte(byte(r))
				} else {
					w.WriteRune(r)
				}
				from = j
			}
			cut = false
			canonical = canonical && e != '/' && e != 'u'
		case mode == skipText: // a byte that is not ASCII, which only decoding reads
			j++
		default: // the first byte of a character that is not ASCII
			r, size := utf8.DecodeRuneInString(text[j:])
			switch {
			case r == utf8.RuneError && size == 1:
				if build {
					decoded(&b, text, from, j).WriteRune(r)
					from = j + 1
				}
				cut, canonical = false, false
			case r == '\u2028' || r == '\u2029':
				canonical = false
			}
			j += size
		}
		j = stop(text, j)
	}
}

// decoded writes to b, the decoded value so far of a string literal of
// text, the run text[from:j] that comes before an escape or a byte of
// invalid UTF-8 at j, and returns b. The first time, it makes room in b
// for the rest of the literal as written, which its value is seldom
// longer than: the literal ends at the first quote from j on that no
// backslash escapes, if it is valid.
func decoded(b *strings.Builder, text string, from, j int) *strings.Builder {
	if b.Cap() == 0 {
		end := j
		for {
			q := strings.IndexByte(text[end:], '"')
			if q < 0 {
				end = len(text)
				break
			}
			end += q
			k := end
			for k > j && text[k-1] == '\\' {
				k--
			}
			if (end-k)%2 == 0 {
				break
			}
			end++
		}
		b.Grow(end - from)
	}
	b.WriteString(text[from:j])
	return b
}

// stop returns the position of the first byte from i of text that ends a
// plain run of a string: a quote, a backslash, a control character or a
// byte of 0x80 or more; len(text) when there is none. It tests the first
// eight bytes at once (stops), where a short run such as a name's ends,
// then sixteen at a time (indexStop), and the last fifteen or fewer eight
// at a time and one by one.
func stop(text string, i int) int {
	if i <= len(text)-8 {
		if m := stops(swar.Load64(text[i : i+8])); m != 0 {
			return i + bits.TrailingZeros64(m)/8
		}
		i += 8
		if rest := text[i:]; len(rest) >= 16 {
			k := indexStop(rest)
			if k < len(rest)&^15 {
				return i + k
			}
			i += k
		}
		for ; i <= len(text)-8; i += 8 {
			if m := stops(swar.Load64(text[i : i+8])); m != 0 {
				return i + bits.TrailingZeros64(m)/8
			}
		}
	}
	for ; i < len(text); i++ {
		if c := text[i]; c == '"' || c == '\\' || c < ' ' || c >= utf8.RuneSelf {
			return i
		}
	}
	return i
}

// indexStopGo returns the index of the first byte of s[:len(s)&^15] that
// ends a plain run of a string (see stop), or len(s)&^15 when none does,
// testing sixteen bytes at a time.
func indexStopGo(s string) int {
	i := 0
	for ; i <= len(s)-16; i += 16 {
		w := s[i : i+16]
		if (ends(swar.Load64(w))|ends(swar.Load64(w[8:])))&swar.Highs != 0 {
			if m := stops(swar.Load64(w)); m != 0 {
				return i + bits.TrailingZeros64(m)/8
			}
			return i + 8 + bits.TrailingZeros64(stops(swar.Load64(w[8:])))/8
		}
	}
	return i
}

// stops has the top bit set of the lowest byte of the eight in x, as
// little-endian, that ends a plain run of a string (see stop), when one
// does, and of none below it. Flipping bit 1 of each byte moves a quote to
// 0x20 and keeps the control characters below it, so that subtracting
// 0x21 from a byte borrows and sets its top bit at a quote and below a
// space alike; b has a zero byte at a backslash, and subtracting 1 from it
// borrows there. Other bytes whose top bit ends up set are ones of 0x80 or
// more, a stop anyway, and ones above a byte that borrowed.
func stops(x uint64) uint64 {
	return ends(x) & swar.Highs
}

// ends is stops before its mask: the top bits of its bytes are those of
// stops, the other bits noise. A word without a stop has no top bit set.
func ends(x uint64) uint64 {
	return ((x ^ 0x02*swar.Ones) - 0x21*swar.Ones) | ((x ^ '\\'*swar.Ones) - swar.Ones) | x
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

// isHex4 reports whether h begins with four hexadecimal digits.
func isHex4(h string) bool {
	return isHex(h[0]) && isHex(h[1]) && isHex(h[2]) && isHex(h[3])
}

// jsonEscape gives the byte each one-letter JSON escape stands for, and 0
// for the letters that are no escape. Read-only.
var jsonEscape = [256]byte{'"': '"', '\\': '\\', '/': '/', 'b': '\b', 'f': '\f', 'n': '\n', 'r': '\r', 't': '\t'}

// IsObject reports whether text, trimmed, is one valid JSON object.
func IsObject(text string) bool {
	trimmed := strings.TrimSpace(text)
	return strings.HasPrefix(trimmed, "{") && Valid(trimmed)
}

// maxDepth is the deepest nesting of objects and arrays that
// encoding/json accepts.
const maxDepth = 10000

// Valid reports whether text is one valid JSON value, as json.Valid does,
// without allocating (short of nesting deeper than 64 levels).
func Valid(text string) bool {
	sc := NewScanner(text)
	for {
		if _, ok := sc.next(skipText); !ok {
			return sc.Done()
		}
	}
}

// number returns the end of the number at i of text, or -1 when there is
// none: -? (0 | [1-9][0-9]*) (.[0-9]+)? ([eE][+-]?[0-9]+)?
func number(text string, i int) int {
	if i < len(text) && text[i] == '-' {
		i++
	}
	switch {
	case i < len(text) && text[i] == '0':
		i++
	case i < len(text) && '1' <= text[i] && text[i] <= '9':
		i = digits(text, i)
	default:
		return -1
	}
	if i < len(text) && text[i] == '.' {
		if i+1 == len(text) || !isDigit(text[i+1]) {
			return -1
		}
		i = digits(text, i+1)
	}
	if i < len(text) && (text[i] == 'e' || text[i] == 'E') {
		i++
		if i < len(text) && (text[i] == '+' || text[i] == '-') {
			i++
		}
		if i == len(text) || !isDigit(text[i]) {
			return -1
		}
		i = digits(text, i)
	}
	return i
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
