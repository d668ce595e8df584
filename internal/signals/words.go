package signals

import (
	"encoding/binary"
	"math"
	"math/bits"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"
	"unsafe"

	"golang.org/x/text/unicode/norm"

	"github.com/sourced-dev/sourced/internal/swar"
)

// Word tokens are maximal runs of Unicode letters, digits and combining
// marks, with an apostrophe (' or ’) or a hyphen kept when a letter or digit
// follows it: "don't", "coca-cola", "covid-19". Everything else separates
// tokens.

// isWordRune reports whether r is a letter, a digit, a combining mark or
// a vulgar fraction ("½", "⅓"), which Numbers reads as a digit is (see
// NumberWord). The General Punctuation block (U+2000 to U+206F) holds
// none, and its curly quotes, dashes and spaces, the commonest runes
// outside ASCII of many texts, are told without the three tables'
// searches.
func isWordRune(r rune) bool {
	if r < utf8.RuneSelf {
		return 'a' <= r && r <= 'z' || 'A' <= r && r <= 'Z' || '0' <= r && r <= '9'
	}
	if 0x2000 <= r && r <= 0x206f {
		return false
	}
	return unicode.IsLetter(r) || unicode.IsDigit(r) || unicode.Is(unicode.Mn, r) || numVulgar(r) != 0
}

// isInnerJoiner reports whether r may sit inside a word token when a word
// rune follows: apostrophes and hyphens.
func isInnerJoiner(r rune) bool {
	switch r {
	case '\'', '-', '\u2019', '\u2010', '\u2011':
		return true
	}
	return false
}

// wordRuneAt decodes the rune at byte offset i, with an ASCII fast path.
func wordRuneAt(s string, i int) (rune, int) {
	if c := s[i]; c < utf8.RuneSelf {
		return rune(c), 1
	}
	return utf8.DecodeRuneInString(s[i:])
}

// IsASCIIWordByte reports whether the byte c is an ASCII letter or digit.
func IsASCIIWordByte(c byte) bool {
	return '0' <= c && c <= '9' || 'a' <= c|0x20 && c|0x20 <= 'z'
}

// nextWord returns the byte span of the first word token that starts at or
// after offset i, or start == -1 when there is none.
func nextWord(s string, i int) (start, end int) {
	for {
		if i >= len(s) {
			return -1, -1
		}
		if c := s[i]; c < utf8.RuneSelf {
			if asciiWordByte[c] {
				break
			}
			i++
			continue
		}
		r, n := utf8.DecodeRuneInString(s[i:])
		if isWordRune(r) {
			break
		}
		i += n
	}
	start = i
	for i < len(s) {
		if i+8 <= len(s) {
			// Eight ASCII bytes at a time past letters and digits (see
			// wordBytes), to the first other byte.
			if x := swar.Load64(s[i : i+8]); x&swar.Highs == 0 {
				if m := ^wordBytes(x) & swar.Highs; m == 0 {
					i += 8
					continue
				} else {
					i += bits.TrailingZeros64(m) / 8
				}
			}
		}
		c := s[i]
		if c < utf8.RuneSelf {
			if asciiWordByte[c] {
				i++
				continue
			}
			if (c == '\'' || c == '-') && i+1 < len(s) && startsWithWordRune(s[i+1:]) {
				i++
				continue
			}
			break
		}
		r, n := utf8.DecodeRuneInString(s[i:])
		if isWordRune(r) || isInnerJoiner(r) && i+n < len(s) && startsWithWordRune(s[i+n:]) {
			i += n
			continue
		}
		break
	}
	return start, i
}

// lowerWord returns tok in lower case with curly apostrophes straightened.
// It returns tok itself (no allocation) when there is nothing to change.
func lowerWord(tok string) string {
	if isLowerWord(tok) {
		return tok
	}
	var b strings.Builder
	b.Grow(len(tok))
	for _, r := range tok {
		b.WriteRune(lowerRune(r))
	}
	if b.Len() == len(tok) && b.String() == tok {
		return tok
	}
	return b.String()
}

// lowerRune is a rune of lowerWord: in lower case, a curly apostrophe
// straightened, a Unicode hyphen made '-'.
func lowerRune(r rune) rune {
	switch {
	case r == '\u2019':
		return '\''
	case r == '\u2010' || r == '\u2011':
		return '-'
	}
	return unicode.ToLower(r)
}

// Words returns the word tokens of text in order, lower-cased: maximal
// runs of Unicode letters, digits and combining marks, keeping an inner
// apostrophe or hyphen that a letter or digit follows ("don't",
// "coca-cola"). Curly apostrophes are straightened.
func Words(text string) []string {
	var out []string
	for i := 0; ; {
		s, e := nextWord(text, i)
		if s < 0 {
			return out
		}
		if out == nil {
			out = make([]string, 0, 1+len(text)/6)
		}
		out = append(out, lowerWord(text[s:e]))
		i = e
	}
}

// FirstWord returns the first word token of text, as Words(text)[0] is,
// and false when text has none: it reads no further than that word and
// builds no list, for callers that want only the first.
func FirstWord(text string) (string, bool) {
	s, e := nextWord(text, 0)
	if s < 0 {
		return "", false
	}
	return lowerWord(text[s:e]), true
}

// Token is one word token of a text (see Words): its byte span and its
// lower-case form, with curly apostrophes straightened. The span's
// offsets are uint32s, which makes a token 24 bytes where ints made it
// 32: the tokenizer writes one for each word of every text it is given,
// and every later reader of the text's words reads them again. (Unsigned,
// an offset read from tokens[k] is one load that the compiler gives the
// address of tokens[k] whole, where an int32 one, sign-extended, took
// two more instructions.) The tokenizer takes no text of 2 GiB or more
// (see MaxTokenized).
type Token struct {
	Start, End uint32
	Lower      string
}

// MaxTokenized is the length in bytes of the longest text Tokenize and
// the other tokenizers take, the largest offset a Token holds: they
// panic for a longer one (each of tokenizeASCII, tokenizeMixed and
// tokenizeUnicode checks the text it is given, which leaves the exported
// tokenizers small enough to be inlined). A text tokenized is one claim
// or sentence.
const MaxTokenized = math.MaxInt32

// errTooLong is what the tokenizers panic with for a text longer than
// MaxTokenized.
const errTooLong = "signals: a text to tokenize is longer than MaxTokenized"

// checkTokenized panics when text is longer than MaxTokenized.
func checkTokenized(text string) {
	if len(text) > MaxTokenized {
		panic(errTooLong)
	}
}

// Tokenized is a text split once into word tokens, for the signals that
// read its words: ContentWords, Negated and Directions. Its methods take a
// pointer: passed by value, its ten words would be copied for each of the
// several calls a text's signals make.
type Tokenized struct {
	Text   string
	Tokens []Token
	// Lower is Text in lower case when Text is ASCII, "" when it is not;
	// the Lower of each token is cut from it.
	Lower string
	// Classes, when the caller sets it, holds ClassOf of each token's
	// Lower, one for each token, which spares the scanners reading it
	// their word look-ups; when it does not hold one for each token, the
	// scanners look the words up themselves.
	Classes []WordClass
}

// Tokenize splits text into its word tokens, as Words does.
func Tokenize(text string) Tokenized {
	return TokenizeInto(nil, text)
}

// LowerASCII returns text with its ASCII capital letters in lower case and
// every other byte as it is: the Lower of every ASCII part of text is the
// same part of it, so that a long text cut into sentences is lowered once
// (see TokenizeLowered).
func LowerASCII(text string) string {
	if text == "" {
		return ""
	}
	// Lowered straight into the string's bytes, which are never written
	// again.
	b := make([]byte, len(text))
	lowerASCII(b, text)
	return unsafe.String(&b[0], len(b))
}

// LowerASCIIInto is LowerASCII, the lower case written into dst's first
// len(text) bytes (dst has room for them): the string returned is those
// bytes, and changes when they are written again.
func LowerASCIIInto(dst []byte, text string) string {
	if text == "" {
		return ""
	}
	lowerASCII(dst, text)
	return unsafe.String(&dst[0], len(text))
}

// TokenizeLowered is TokenizeInto of text, given lower, the part of a
// LowerASCII that text was cut from at the same offsets: an ASCII text
// takes lower as its Lower instead of being lowered again, and the ASCII
// stretches of another are cut from lower as an ASCII text's tokens are
// (see tokenizeMixed).
func TokenizeLowered(buf []Token, text, lower string) Tokenized {
	switch {
	case len(lower) != len(text):
		return TokenizeInto(buf, text)
	case !IsASCII(text):
		return Tokenized{Text: text, Tokens: tokenizeMixed(buf[:0], text, lower)}
	}
	return TokenizeASCIILowered(buf, text, lower)
}

// TokenizeASCIILowered is TokenizeLowered of an ASCII text, which it does
// not check: text must be ASCII and lower its LowerASCII, as the part of
// an ASCII text's LowerASCII at a part's offsets is. A caller that has
// found a long text ASCII spares each part it tokenises a pass over it.
func TokenizeASCIILowered(buf []Token, text, lower string) Tokenized {
	return Tokenized{Text: text, Tokens: tokenizeASCII(buf[:0], lower, 0), Lower: lower}
}

// TokenizeInto is Tokenize appending the tokens to buf[:0], so that a
// caller tokenising text after text can reuse one buffer.
func TokenizeInto(buf []Token, text string) Tokenized {
	t := Tokenized{Text: text, Tokens: buf[:0]}
	// An ASCII text is lower-cased once, and its tokens cut from that.
	lower, ascii := asciiLower(text)
	if ascii {
		t.Lower = lower
		t.Tokens = tokenizeASCII(t.Tokens, lower, 0)
		return t
	}
	t.Tokens = tokenizeUnicode(t.Tokens, text)
	return t
}

// tokenizeMixed is tokenizeUnicode of text, which is not ASCII, given
// lower, its LowerASCII: the tokens of each stretch of ASCII bytes are cut
// from lower by tokenizeASCII, and nextWord is asked only for the next
// token from a byte from 0x80 up, or for one such a byte may go on, the
// last of a stretch when it ends there or with a joiner before it: most
// of the tokens of a text with a few curly quotes, dashes or accented
// letters are ASCII.
func tokenizeMixed(toks []Token, text, lower string) []Token {
	checkTokenized(text)
	made := toks == nil
	if made {
		toks = make([]Token, 0, 1+len(text)/6)
	}
	var (
		lowRoom [64]byte // see tokenizeUnicode
		low     = lowRoom[:0]
		endRoom [8]int
		ends    = endRoom[:0]
	)
	for i := 0; i < len(text); {
		if q := i + indexNonASCII(text[i:]); q > i {
			k := len(toks)
			toks = tokenizeASCII(toks, lower[:q], i)
			if q == len(text) {
				break
			}
			i = q
			if last := len(toks) - 1; last >= k {
				if e := int(toks[last].End); e == q || e == q-1 && isJoiner(lower[e]) {
					// The byte at q may go on with the token: nextWord
					// finds it from its start.
					i, toks = int(toks[last].Start), toks[:last]
				}
			}
		}
		s, e := nextWord(text, i)
		if s < 0 {
			break
		}
		w := text[s:e]
		if !isLowerWord(w) {
			if IsASCII(w) {
				w = lower[s:e]
			} else {
				low, ends, w = appendLowerWord(low, ends, w)
			}
		}
		toks = append(toks, Token{Start: uint32(s), End: uint32(e), Lower: w})
		i = e
	}
	if made && len(toks) == 0 {
		return nil
	}
	return lowerTokens(toks, low, ends)
}

// indexNonASCII returns the offset of the first byte of s from 0x80 up,
// or len(s) when there is none, eight bytes at a time.
func indexNonASCII(s string) int {
	i := 0
	for ; i+8 <= len(s); i += 8 {
		if m := swar.Load64(s[i:i+8]) & swar.Highs; m != 0 {
			return i + bits.TrailingZeros64(m)/8
		}
	}
	for ; i < len(s); i++ {
		if s[i] >= utf8.RuneSelf {
			return i
		}
	}
	return len(s)
}

// tokenizeUnicode appends to toks the word tokens of text, which is not
// ASCII, as nextWord finds them, each with lowerWord of its text. (Its
// room on the stack is its own frame's, not every TokenizeInto's.)
func tokenizeUnicode(toks []Token, text string) []Token {
	checkTokenized(text)
	// The words lowering changes are lowered one after another into low,
	// which becomes one string their Lower are cut from: one allocation
	// for the text, not one for each such word. Until then, such a
	// token's Lower is "" (no token's is), and ends holds where each
	// word's lower case ends in low.
	var (
		lowRoom [256]byte
		low     = lowRoom[:0]
		endRoom [32]int
		ends    = endRoom[:0]
	)
	for i := 0; ; {
		s, e := nextWord(text, i)
		if s < 0 {
			break
		}
		if toks == nil {
			toks = make([]Token, 0, 1+len(text)/6)
		}
		w := text[s:e]
		if !isLowerWord(w) {
			low, ends, w = appendLowerWord(low, ends, w)
		}
		toks = append(toks, Token{Start: uint32(s), End: uint32(e), Lower: w})
		i = e
	}
	return lowerTokens(toks, low, ends)
}

// appendLowerWord appends lowerWord of the word w to low, and where it
// ends to ends, and returns "" for w, the Lower of its token until
// lowerTokens gives it; when lowering leaves w as it is, it returns low,
// ends and w as they were (see tokenizeUnicode).
func appendLowerWord(low []byte, ends []int, w string) ([]byte, []int, string) {
	k := len(low)
	for _, r := range w {
		low = utf8.AppendRune(low, lowerRune(r))
	}
	if string(low[k:]) == w {
		return low[:k], ends, w
	}
	return low, append(ends, len(low)), ""
}

// lowerTokens gives the tokens of toks whose Lower is "" theirs, the
// words of low in order, each ending where ends says, made one string,
// and returns toks (see tokenizeUnicode).
func lowerTokens(toks []Token, low []byte, ends []int) []Token {
	if len(ends) > 0 {
		lowered, start := string(low), 0
		for k := range toks {
			if tok := &toks[k]; tok.Lower == "" {
				tok.Lower, start, ends = lowered[start:ends[0]], ends[0], ends[1:]
			}
		}
	}
	return toks
}

// isLowerWord reports whether lowerWord leaves tok as it is, by its
// bytes alone: ASCII with no capital.
func isLowerWord(tok string) bool {
	for i := 0; i < len(tok); i++ {
		if c := tok[i]; c >= utf8.RuneSelf || 'A' <= c && c <= 'Z' {
			return false
		}
	}
	return true
}

// tokenizeASCII appends to toks the word tokens of an ASCII text whose
// lower case is lower, as nextWord finds them in the text from byte from
// on (0, or where a token ends, see tokenizeMixed): it reads lower
// alone, whose letters and digits are the text's, and whose other bytes
// are the same. It marks the letters and digits of 64 bytes at a time in
// the bits of one word, and the joiners (apostrophes and hyphens) in
// another (see wordJoinBits); a joiner with a letter or digit on each
// side is marked as one of them, and then each run of marked bits is a
// token, or the part of one in these 64 bytes: its start is a marked bit
// after an unmarked one, and its end the unmarked bit after a marked
// one, both found with a few bit operations, taken in pairs.
func tokenizeASCII(toks []Token, lower string, from int) []Token {
	checkTokenized(lower)
	if toks == nil {
		return tokenizeASCIIAnew(lower, from)
	}
	n := len(lower)
	s := -1 // the start of the token that runs on past the last 64 bytes, else -1
	for b := from; b < n; b += 64 {
		// w marks the letters and digits of lower[b:b+64], bit k for
		// lower[b+k], and j its joiners. (The address of lower[b] is
		// taken as cut takes it, b < n: lower[b:] took a bounds check
		// and a mask of its own, and the op 0.5 M more instructions.)
		w, j := wordJoinBits((*byte)(unsafe.Add(unsafe.Pointer(unsafe.StringData(lower)), b)), min(n-b, 64))
		next := uint64(0) // bit 63 when the byte after the 64 is a letter or digit
		if j>>63 != 0 && b+64 < n && asciiWordByte[lower[b+64]] {
			next = 1 << 63
		}
		run := uint64(s>>(bits.UintSize-1) + 1) // 1 when a token runs on into the 64 bytes, else 0
		w |= j & (w<<1 | run) & (w>>1 | next)
		// The bits after which a run goes on, and so the starts and ends
		// of the runs.
		on := w<<1 | run
		starts, ends := w&^on, on&^w
		if s >= 0 {
			if ends == 0 {
				continue // the token runs on through the 64 bytes
			}
			e := b + bits.TrailingZeros64(ends)
			ends &= ends - 1
			toks = append(toks, Token{Start: uint32(s), End: uint32(e), Lower: cut(lower, s, e)})
		}
		// A run to the end of the 64 bytes, the last start, goes on.
		s = -1
		if w>>63 != 0 {
			s = b + 63 - bits.LeadingZeros64(starts)
		}
		// In edges, the starts and ends together, each end is the bit
		// after its start, and the last start, of a run that goes on,
		// has none: the tokens are taken two bits at a time while two
		// are left, one word read in the loop, where reading starts and
		// ends in turn took two more instructions a token (bit 63 spares
		// TrailingZeros64 its test for a zero word, as edges is not).
		for edges := starts | ends; ; {
			rest := edges & (edges - 1)
			if rest == 0 {
				break
			}
			s, e := b+bits.TrailingZeros64(edges|1<<63), b+bits.TrailingZeros64(rest)
			edges = rest & (rest - 1)
			toks = append(toks, Token{Start: uint32(s), End: uint32(e), Lower: cut(lower, s, e)})
		}
	}
	if s >= 0 {
		toks = append(toks, Token{Start: uint32(s), End: uint32(n), Lower: lower[s:]})
	}
	return toks
}

// tokenizeASCIIAnew is tokenizeASCII into no tokens: they are allocated
// before its loop, which then calls nothing but wordJoinBits and append,
// and a text with no word still gives nil. It is kept out of
// tokenizeASCII's body, as most texts are tokenized into a buffer.
func tokenizeASCIIAnew(lower string, from int) []Token {
	n := len(lower)
	if n == 0 {
		return nil
	}
	if toks := tokenizeASCII(make([]Token, 0, 1+n/6), lower, from); len(toks) > 0 {
		return toks
	}
	return nil
}

// isJoiner reports whether the ASCII byte c is an apostrophe or a
// hyphen, the bytes that join two runs of letters and digits into one
// token: one test of a bit, for tokenizeMixed's test of the byte that
// ends a run. (c&63 is the same for no other byte that can end a run:
// 0x67 and 0x6d are letters.)
func isJoiner(c byte) bool {
	return joinerBits>>(c&63)&1 != 0
}

// joinerBits has bit c set for each joiner c (see isJoiner).
const joinerBits uint64 = 1<<'\'' | 1<<'-'

// cut returns lower[s:e] for tokenizeASCII, which cuts each token from
// bounds its bit masks give, 0 <= s < e <= len(lower), without the checks
// a slice expression or unsafe.String makes: the string is made from its
// two words as Go lays them out, the address of its first byte and its
// length. (The checks, and the address a slice expression masks for an
// empty result, cost a third of a token's append and spilled the loop's
// registers: RAGTruth's op took 4 M instructions more.
// FuzzTokenizeASCII checks each token's Lower against lower[s:e].)
func cut(lower string, s, e int) string {
	type header struct {
		data unsafe.Pointer
		len  int
	}
	h := header{unsafe.Add(unsafe.Pointer(unsafe.StringData(lower)), s), e - s}
	return *(*string)(unsafe.Pointer(&h))
}

// wordJoinBitsGo marks the letters and digits and the joiners of the 64
// bytes of t, ASCII without capitals, as wordJoinBits does, in plain Go,
// eight bytes at a time: the build's own where it has no faster one, and
// what the tests check that against.
func wordJoinBitsGo(t string) (words, joiners uint64) {
	t = t[:64]
	for k := 0; k < 64; k += 8 {
		x := swar.Load64(t[k : k+8])
		words |= packBits(lowerWordBytes(x)) << k
		joiners |= packBits(joinerBytes(x)) << k
	}
	return words, joiners
}

// packBits gathers the top bits of the eight bytes of m, which has no
// other bit set, into its low eight bits, byte k's into bit k: the
// product adds each byte's bit, 8k+7, shifted by 7j for j from 0 to 7,
// which puts it at 56+k when j is 7-k, and no two shifted bits meet or
// carry (8k+7j is the same for no two pairs). The multiplier, 1<<(7j)
// summed, takes each bit down by 7 and up by 7(j+1), a shift less than
// multiplying m>>7 by 0x0102040810204080.
func packBits(m uint64) uint64 {
	return m * 0x0002040810204081 >> 56
}

// lowerWordBytes is wordBytes of eight ASCII bytes without capitals, as
// a LowerASCII's are: each of its letters is tested as it is.
func lowerWordBytes(x uint64) uint64 {
	letters := (x + (0x80-'a')*swar.Ones) &^ (x + (0x80-'z'-1)*swar.Ones)
	digits := (x + (0x80-'0')*swar.Ones) &^ (x + (0x80-'9'-1)*swar.Ones)
	return (letters | digits) & swar.Highs
}

// joinerBytes returns the top bit set in each byte of the ASCII word x
// that is an apostrophe or a hyphen: a byte is one when it is 0 with the
// joiner's bits flipped, and adding 0x7f to such a flipped byte sets its
// top bit unless it is 0, without carrying into the next byte.
func joinerBytes(x uint64) uint64 {
	a, h := x^'\''*swar.Ones, x^'-'*swar.Ones
	return ^((a + 0x7f*swar.Ones) & (h + 0x7f*swar.Ones)) & swar.Highs
}

// wordBytes returns the top bit set in each byte of the ASCII word x that
// is a letter or a digit: as in upperMask, adding a constant sets a
// byte's top bit from a bound up, without carrying into the next byte;
// letters are tested in lower case (x with 0x20 set in each byte, which
// leaves digits as they are but makes some control bytes look like
// digits, so digits are tested in x).
func wordBytes(x uint64) uint64 {
	l := x | 0x20*swar.Ones
	letters := (l + (0x80-'a')*swar.Ones) &^ (l + (0x80-'z'-1)*swar.Ones)
	digits := (x + (0x80-'0')*swar.Ones) &^ (x + (0x80-'9'-1)*swar.Ones)
	return (letters | digits) & swar.Highs
}

// buildASCIIWordByte returns asciiWordByte, generated into tables.go:
// the ASCII letters and digits marked.
func buildASCIIWordByte() (t [256]bool) {
	for c := range 128 {
		t[c] = IsASCIIWordByte(byte(c))
	}
	return t
}

// asciiLower returns text in lower case and true when text is ASCII, or
// text and false when it is not.
func asciiLower(text string) (string, bool) {
	// Eight bytes at a time, then byte by byte.
	upper := uint64(0)
	i := 0
	for ; i+8 <= len(text); i += 8 {
		x := swar.Load64(text[i : i+8])
		if x&swar.Highs != 0 {
			return text, false
		}
		upper |= upperMask(x)
	}
	for ; i < len(text); i++ {
		c := text[i]
		if c >= utf8.RuneSelf {
			return text, false
		}
		if 'A' <= c && c <= 'Z' {
			upper = 1
		}
	}
	if upper == 0 {
		return text, true
	}
	// A short text is lowered on the stack; a long one by LowerASCII.
	var buf [512]byte
	if len(text) <= len(buf) {
		lowerASCII(buf[:len(text)], text)
		return string(buf[:len(text)]), true
	}
	return LowerASCII(text), true
}

// lowerASCII writes s to dst, which is as long, with its ASCII capital
// letters in lower case: 64 bytes at a time (see lowerBlocks), then 32
// (four words tested for ASCII with one branch), then eight, byte by byte
// where they are not all ASCII and at the end.
func lowerASCII(dst []byte, s string) {
	dst = dst[:len(s)] // which spares the loops their bounds checks
	i := len(s) &^ 63
	if i > 0 {
		lowerBlocks(&dst[0], unsafe.StringData(s), nil, len(s)/64)
	}
	for ; i+32 <= len(s); i += 32 {
		// d's capacity is cut to its 32 bytes too, so that writing its
		// four words needs no bounds check of its own.
		t, d := s[i:i+32], dst[i:i+32:i+32]
		x0, x1, x2, x3 := swar.Load64(t[0:8]), swar.Load64(t[8:16]), swar.Load64(t[16:24]), swar.Load64(t[24:32])
		if (x0|x1|x2|x3)&swar.Highs != 0 {
			break
		}
		binary.LittleEndian.PutUint64(d[0:8], x0|upperMask(x0)>>2)
		binary.LittleEndian.PutUint64(d[8:16], x1|upperMask(x1)>>2)
		binary.LittleEndian.PutUint64(d[16:24], x2|upperMask(x2)>>2)
		binary.LittleEndian.PutUint64(d[24:32], x3|upperMask(x3)>>2)
	}
	for ; i+8 <= len(s); i += 8 {
		x := swar.Load64(s[i : i+8])
		if x&swar.Highs != 0 {
			lowerBytes(dst[i:i+8], s[i:i+8])
			continue
		}
		binary.LittleEndian.PutUint64(dst[i:i+8], x|upperMask(x)>>2)
	}
	lowerBytes(dst[i:], s[i:])
}

// lowerBytes is lowerASCII byte by byte.
func lowerBytes(dst []byte, s string) {
	for i := 0; i < len(s); i++ {
		c := s[i]
		if 'A' <= c && c <= 'Z' {
			c += 'a' - 'A'
		}
		dst[i] = c
	}
}

// IsASCII reports whether s is ASCII.
func IsASCII(s string) bool {
	return isASCII(s)
}

// isASCIIGo reports whether s is ASCII, 32 bytes at a time (four words
// tested with one branch), then eight.
func isASCIIGo(s string) bool {
	i := 0
	for ; i+32 <= len(s); i += 32 {
		t := s[i : i+32]
		if (swar.Load64(t[0:8])|swar.Load64(t[8:16])|swar.Load64(t[16:24])|swar.Load64(t[24:32]))&swar.Highs != 0 {
			return false
		}
	}
	for ; i+8 <= len(s); i += 8 {
		if swar.Load64(s[i:i+8])&swar.Highs != 0 {
			return false
		}
	}
	for ; i < len(s); i++ {
		if s[i] >= utf8.RuneSelf {
			return false
		}
	}
	return true
}

// upperMask returns the top bit set in each byte of the ASCII word x that
// is a capital A-Z: adding 0x3F sets it from 'A' up, adding 0x25 from one
// past 'Z' up, and no ASCII byte carries into the next. Shifted right by
// two, it is what turns those capitals into lower case.
func upperMask(x uint64) uint64 {
	return (x + 0x3F*swar.Ones) &^ (x + 0x25*swar.Ones) & swar.Highs
}

// stopWords are the function words ContentWords leaves out: the original
// tool's list, extended with other pronouns, determiners, prepositions,
// conjunctions, auxiliaries, contractions and discourse adverbs; and
// stopFilter, generated into tables.go, rules most words out of them
// without a look-up. Read-only.
var stopWords = wordSet(
	// The original's list.
	"a", "an", "the", "and", "or", "but", "of", "to", "in", "on", "at", "by",
	"for", "with", "from", "as", "is", "was", "were", "are", "be", "been",
	"being", "has", "have", "had", "it", "its", "this", "that", "these",
	"those", "their", "there", "which", "who", "whom", "whose", "than",
	"then", "also", "into", "over", "under", "about", "after", "before",
	"per", "via", "so", "such", "some", "any", "all", "both", "each", "more",
	"most", "very", "can", "could", "would", "should", "will", "may",
	"might", "do", "does", "did", "he", "she", "they", "we", "you", "i",
	"his", "her", "our", "your", "them", "him", "up", "out", "said", "says",
	"say",
	// Pronouns and determiners.
	"me", "my", "mine", "us", "yours", "ours", "theirs", "hers", "myself",
	"yourself", "himself", "herself", "itself", "ourselves", "yourselves",
	"themselves", "what", "whatever", "which", "whichever", "whoever",
	"whomever", "other", "others", "another", "own", "same", "few", "many",
	"much", "several", "either", "every", "here",
	// Prepositions and conjunctions.
	"onto", "upon", "within", "through", "throughout", "during", "since",
	"until", "till", "across", "along", "among", "amongst", "around",
	"against", "between", "beyond", "toward", "towards", "despite", "if",
	"unless", "whereas", "whether", "while", "whilst", "because",
	"although", "though", "when", "whenever", "where", "wherever", "why",
	"how", "thus", "hence", "therefore", "however", "yet", "still",
	"besides", "moreover", "furthermore", "meanwhile", "nevertheless",
	"nonetheless", "otherwise", "instead", "indeed", "namely", "etc",
	// Auxiliaries and modals.
	"am", "must", "shall", "ought", "having", "doing", "done", "get", "gets",
	"got",
	// Adverbs that carry no fact.
	"just", "only", "even", "too", "again", "once", "now", "well", "quite",
	"rather", "really", "already", "almost", "ever", "often", "perhaps",
	"maybe", "likely",
	// Contractions.
	"i'm", "i've", "i'll", "i'd", "it's", "that's", "there's", "here's",
	"what's", "let's", "he's", "she's", "they're", "we're", "you're",
	"we've", "they've", "you've", "we'll", "they'll", "you'll", "he'll",
	"she'll", "it'll", "he'd", "she'd", "they'd", "we'd", "you'd",
)

// negationWords are the tokens that negate a statement, and
// negationFilter, generated into tables.go, rules most words out of them
// without a look-up. Read-only.
var negationWords = wordSet(
	"not", "no", "never", "none", "nor", "without", "cannot", "neither",
	"nobody", "nothing", "nowhere",
	// Contractions written without the apostrophe that are not other words.
	"dont", "doesnt", "didnt", "isnt", "wasnt", "werent", "arent",
	"havent", "hasnt", "hadnt", "couldnt", "shouldnt", "wouldnt", "mustnt",
)

// complement is what a negator verb must govern to negate it (see
// negatorVerbs).
type complement uint8

const (
	// infinitive is "to" and a word that may be a bare verb: "failed to
	// approve", "refused to sign"; a dash may stand before the "to"
	// ("tried -- and failed -- to retake").
	infinitive complement = iota + 1
	// denial is "that", "having", "ever" or an -ing form: "denied that
	// it", "denied approving", the statement denied as a whole; "denied
	// the allegations" or "denied any involvement", whose object it
	// presupposes, is no negation of it.
	denial
	// anything is whatever follows, or nothing: "unable" is "not able".
	anything
)

// negatorVerbs are the verbs that negate what they govern, asserting
// that it did not happen ("failed to approve", "refused to sign", "denied
// taking"), with the complement each must govern to do so: alone, they
// are other words ("a failed bank", "the denied claims", "sales
// declined"). The adjective "unable" is one too. Read-only.
var negatorVerbs = func() map[string]complement {
	m := map[string]complement{"unable": anything}
	for _, w := range negatorInfinitives {
		m[w] = infinitive
	}
	for _, w := range negatorDenials {
		m[w] = denial
	}
	return m
}()

// negatorInfinitives and negatorDenials are the verbs of negatorVerbs,
// by their complement, and negatorFilter, generated into tables.go, lets
// the words of negatorVerbs through.
var (
	negatorInfinitives = []string{
		"fail", "fails", "failed", "failing", "refuse", "refuses", "refused", "refusing",
		"decline", "declines", "declined", "declining", "neglect", "neglects", "neglected",
		"neglecting",
	}
	negatorDenials = []string{"deny", "denies", "denied", "denying"}
)

// isNegator reports whether the lower-case token w is one of negatorVerbs.
func isNegator(w string) bool {
	if !negatorFilter.mayHold(w) {
		return false
	}
	_, ok := negatorVerbs[w]
	return ok
}

// negatesComplement reports whether w, the lower-case token that ends at
// byte e of text, is one of negatorVerbs followed by the complement it
// negates (see complement).
func negatesComplement(text, w string, e int) bool {
	kind := negatorVerbs[w]
	switch kind {
	case 0:
		return false
	case anything:
		return true
	}
	s1, e1 := nextWord(text, e)
	if s1 < 0 {
		return false
	}
	w1 := lowerWord(text[s1:e1])
	if kind == denial {
		if !onlySpaces(text[e:s1]) {
			return false
		}
		switch w1 {
		case "that", "having", "ever":
			return true
		}
		return len(w1) > 4 && strings.HasSuffix(w1, "ing") && lowerLetters(w1)
	}
	if w1 != "to" || !onlySpaces(text[e:s1]) && !onlyDash(text[e:s1]) {
		return false
	}
	s2, e2 := nextWord(text, e1)
	return s2 >= 0 && onlySpaces(text[e1:s2]) && mayBeBareVerb(text[s2:e2])
}

// onlyDash reports whether s is one dash between spaces: an em dash, an
// en dash or a doubled hyphen.
func onlyDash(s string) bool {
	s = strings.Trim(s, " \t")
	return s == "\u2014" || s == "\u2013" || s == "--"
}

// notBareVerbs are words that may follow "to" but are no verb: what
// "declined to" is followed by when it speaks of a level ("declined to
// a record low", "declined to about half").
var notBareVerbs = []string{
	"a", "an", "the", "this", "these", "those", "its", "their", "his", "her", "our", "my", "your",
	"about", "around", "nearly", "almost", "roughly", "approximately", "just", "only", "some",
	"new", "record",
}

// mayBeBareVerb reports whether the word w, as written, may be the bare
// verb of an infinitive: lower-case ASCII letters and hyphens (a capital
// starts a name, a digit a figure), and no number word or notBareVerbs.
func mayBeBareVerb(w string) bool {
	for i := 0; i < len(w); i++ {
		if c := w[i]; !('a' <= c && c <= 'z' || c == '-') {
			return false
		}
	}
	return !NumberWord(w) && !slices.Contains(notBareVerbs, w)
}

// lowerLetters reports whether w is made of lower-case ASCII letters
// only.
func lowerLetters(w string) bool {
	for i := 0; i < len(w); i++ {
		if c := w[i]; c < 'a' || c > 'z' {
			return false
		}
	}
	return true
}

// wordSet builds a read-only lookup set.
func wordSet(words ...string) map[string]struct{} {
	m := make(map[string]struct{}, len(words))
	for _, w := range words {
		m[w] = struct{}{}
	}
	return m
}

// isNegationWord reports whether the lower-case token w negates: one of
// negationWords or a contraction ending in n't.
func isNegationWord(w string) bool {
	return negates(w, negationFilter.mayHold(w))
}

// negates is isNegationWord of w, whose negationFilter.mayHold is may.
func negates(w string, may bool) bool {
	if may {
		if _, ok := negationWords[w]; ok {
			return true
		}
	}
	return strings.HasSuffix(w, "n't")
}

// allDigits reports whether w consists of digits only.
func allDigits(w string) bool {
	if w != "" && w[0] < utf8.RuneSelf && !('0' <= w[0] && w[0] <= '9') {
		return false
	}
	for i := 0; i < len(w); {
		r, n := utf8.DecodeRuneInString(w[i:])
		if !unicode.IsDigit(r) {
			return false
		}
		i += n
	}
	return true
}

// ContentWords returns the words of text that carry its content: Words
// minus stop words, negation words, tokens of at most two characters and
// tokens made of digits only, each passed through Stem, without
// duplicates, in order of first appearance.
func ContentWords(text string) []string {
	return ContentWordsWith(text, Stem)
}

// ContentWordsWith is ContentWords with the stemmer given, so that a caller
// stemming a large text can memoise Stem.
func ContentWordsWith(text string, stem func(string) string) []string {
	var buf [32]Token // the tokens of a short text, on the stack
	t := TokenizeInto(buf[:0], text)
	return t.ContentWords(stem)
}

// IsContentWord reports whether the lower-case word token w carries
// content (see ContentWords): it is longer than two characters and is no
// stop word, negation word or run of digits.
func IsContentWord(w string) bool {
	return contentShape(w) && !isNegationWord(w)
}

// contentShape is IsContentWord of a word known to be no negation word:
// whether w is longer than two characters and no stop word or run of
// digits.
func contentShape(w string) bool {
	// A word of more than eight bytes has more than two code points, and
	// so has one whose first three bytes are ASCII, each a code point.
	if len(w) <= 2 || len(w) <= 8 && (w[0]|w[1]|w[2]) >= utf8.RuneSelf && utf8.RuneCountInString(w) <= 2 {
		return false
	}
	// A word is no run of digits when it starts with an ASCII byte other
	// than a digit, as most do, which is told here without a call.
	return !inFiltered(w, stopWords, stopFilter) && !((w[0] >= utf8.RuneSelf || '0' <= w[0] && w[0] <= '9') && allDigits(w))
}

// ContentWords is the package's ContentWordsWith of t.Text.
func (t *Tokenized) ContentWords(stem func(string) string) []string {
	var (
		out     []string
		surface map[string]struct{} // lower-case forms already handled
		stems   map[string]struct{}
		bigSet  = len(t.Text) > 512
	)
	if bigSet {
		surface = make(map[string]struct{}, 64)
		stems = make(map[string]struct{}, 64)
	}
	for k, tok := range t.Tokens {
		w := tok.Lower
		if bigSet {
			if _, dup := surface[w]; dup {
				continue
			}
		}
		if !IsContentWord(w) {
			continue
		}
		if out == nil {
			// Room for every token left, so that the list grows once.
			out = make([]string, 0, min(len(t.Tokens)-k, 64))
		}
		st := stem(w)
		if bigSet {
			surface[w] = struct{}{}
			if _, dup := stems[st]; dup {
				continue
			}
			stems[st] = struct{}{}
		} else if containsWord(out, st) {
			continue
		}
		out = append(out, st)
	}
	return out
}

// MayHoldNumbers reports whether Numbers may find a figure in t.Text. It
// finds none in an ASCII text without a digit where no word (a token's
// part between hyphens and apostrophes) is a number, scale, ordinal or
// time word ("three", "dozen", "first", "noon"), or a month written as
// one (with a capital, or in full where it is no other word, see
// numMonthWritten): a figure is made of those. Reading the tokens is cheaper than
// reading the text, and most sentences hold no figure.
func (t *Tokenized) MayHoldNumbers() bool {
	if t.Lower == "" {
		return true // not ASCII, or empty
	}
	text := t.Text
	if cls := t.classes(); cls != nil {
		// Every digit of an ASCII text is in a token, and a token's class
		// says whether it holds one or a figure word; only how a month
		// is written is left to read (a token holds a joiner only when
		// the text does).
		for k := nextFigureToken(cls, 0); k < len(cls); k = nextFigureToken(cls, k+1) {
			if cls[k]&(ClassDigit|ClassFigure) != 0 || tokenHoldsFigure(text, t.Tokens[k], true) {
				return true // (a token of figureClasses of neither class is a month)
			}
		}
		return false
	}
	if IndexDigit(text) >= 0 {
		return true
	}
	joined := strings.IndexByte(text, '-') >= 0 || strings.IndexByte(text, '\'') >= 0
	for _, tok := range t.Tokens {
		if tokenHoldsFigure(text, tok, joined) {
			return true
		}
	}
	return false
}

// tokenHoldsFigure reports whether a part of the token tok of text
// (between hyphens and apostrophes, when joined says text holds any) is a
// figure word (see figureWordAt).
func tokenHoldsFigure(text string, tok Token, joined bool) bool {
	start, end := int(tok.Start), int(tok.End)
	for k := start; joined && k < end; k++ {
		if c := text[k]; c == '-' || c == '\'' {
			if figureWordAt(text, start, k) {
				return true
			}
			start = k + 1
		}
	}
	return figureFilter.mayHoldSpan(text, start, end) && figureWordAt(text, start, end)
}

// IndexDigit returns the index of the first ASCII digit of s, or -1.
func IndexDigit(s string) int {
	return indexDigit(s)
}

// indexDigitGo returns the index of the first ASCII digit of s, or -1. It
// reads eight bytes at a time: adding 0x50 sets the top bit of an ASCII
// byte from '0' up, adding 0x46 from one past '9' up, and no ASCII byte
// carries into the next; eight bytes that are not all ASCII are read one
// by one.
func indexDigitGo(s string) int {
	i := 0
	for ; i+8 <= len(s); i += 8 {
		x := swar.Load64(s[i : i+8])
		if x&swar.Highs != 0 {
			for k := i; k < i+8; k++ {
				if s[k]-'0' <= 9 {
					return k
				}
			}
			continue
		}
		if m := (x + 0x50*swar.Ones) &^ (x + 0x46*swar.Ones) & swar.Highs; m != 0 {
			return i + bits.TrailingZeros64(m)/8
		}
	}
	for ; i < len(s); i++ {
		if s[i]-'0' <= 9 {
			return i
		}
	}
	return -1
}

// indexUpper returns the offset of the first ASCII capital letter of s
// at or after i, or len(s) when there is none. It reads sixteen bytes at
// a time, then eight (see upperMask); eight bytes that are not all ASCII
// are read one by one.
func indexUpper(s string, i int) int {
	// Sixteen ASCII bytes at a time, tested for ASCII with one branch.
	for ; i+16 <= len(s); i += 16 {
		t := s[i : i+16]
		x, y := swar.Load64(t[:8]), swar.Load64(t[8:])
		if (x|y)&swar.Highs != 0 {
			break
		}
		if m := upperMask(x); m != 0 {
			return i + bits.TrailingZeros64(m)/8
		}
		if m := upperMask(y); m != 0 {
			return i + 8 + bits.TrailingZeros64(m)/8
		}
	}
	for ; i+8 <= len(s); i += 8 {
		x := swar.Load64(s[i : i+8])
		if x&swar.Highs != 0 {
			for k := i; k < i+8; k++ {
				if 'A' <= s[k] && s[k] <= 'Z' {
					return k
				}
			}
			continue
		}
		if m := upperMask(x); m != 0 {
			return i + bits.TrailingZeros64(m)/8
		}
	}
	for ; i < len(s); i++ {
		if 'A' <= s[i] && s[i] <= 'Z' {
			return i
		}
	}
	return len(s)
}

// MayHoldQuotes reports whether Quotes may find a quote in t.Text: an
// ASCII text needs a straight quotation mark, its only marks, that can
// open a quote: a double one, or a single one that no letter or digit
// precedes (an apostrophe inside a word, "it's", opens none).
func (t *Tokenized) MayHoldQuotes() bool {
	text := t.Text
	if t.Lower == "" {
		return true
	}
	// The marks one after another, found by indexMarkLike in one pass
	// with the few '#' and '&', which are passed over.
	for i := 0; ; i++ {
		k := indexMarkLike(text[i:])
		if k < 0 {
			return false
		}
		i += k
		if c := text[i]; c == '"' || c == '\'' && (i == 0 || !asciiWordByte[text[i-1]]) {
			return true
		}
	}
}

// indexMarkLikeGo returns the index of the first byte of s that is a
// double quotation mark, an apostrophe, '#' or '&', or -1, reading the
// bytes one by one.
func indexMarkLikeGo(s string) int {
	for i := 0; i < len(s); i++ {
		if c := s[i]; c == '"' || c == '\'' || c == '#' || c == '&' {
			return i
		}
	}
	return -1
}

// figureWordAt reports whether text[i:j] is a word a figure without a
// digit is read from (see MayHoldNumbers): a NumberWord without a digit,
// a month only when written as one (see numMonthWritten).
func figureWordAt(text string, i, j int) bool {
	if !figureFilter.mayHoldSpan(text, i, j) {
		return false
	}
	wi, ok := numLookupWord(text, i, j)
	return ok && (wi.flags&(numSpellFlags&^nfMonth) != 0 || wi.flags&nfMonth != 0 && numMonthWritten(text, i, j, int(wi.num)))
}

// containsWord reports whether list holds w.
func containsWord(list []string, w string) bool {
	for _, x := range list {
		if x == w {
			return true
		}
	}
	return false
}

// Negated reports whether text is a negative statement: it holds one of
// the words not, no, never, none, nor, without, cannot, neither, nobody,
// nothing, nowhere, or a contraction in n't (with a straight or curly
// apostrophe), or a word that asserts that what it governs did not
// happen: fail, refuse, decline or neglect followed by "to" and a verb
// ("failed to approve"), deny followed by "that", "having", "ever" or an
// -ing form ("denied approving"), and "unable". Phrases that only look
// negative do not count: "not only", "not just", "not to mention", "no
// doubt", "no matter", "nothing but", "none other than", the bounds "no
// more than", "no less than", "not more than", "no fewer than", "No."
// before a number, and the verbs above with another complement or none
// ("a failed bank", "sales declined to 5%", "the denied claims").
func Negated(text string) bool {
	var buf [32]Token // the tokens of a short text, on the stack
	t := TokenizeInto(buf[:0], text)
	return t.Negated()
}

// Negated is the package's Negated of t.Text.
func (t *Tokenized) Negated() bool {
	if cls := t.classes(); cls != nil {
		// Only the tokens whose class is negation's.
		for k, c := range cls {
			if c&ClassNegation != 0 && t.negates(k, true) {
				return true
			}
		}
		return false
	}
	for k := range t.Tokens {
		if mayNegate(t.Tokens[k].Lower) && t.negates(k, false) {
			return true
		}
	}
	return false
}

// mayNegate is a quick test that rules most words out of negation's
// class before negates is asked: negationClassFilter for negationWords
// and negatorVerbs, the last two bytes for a contraction in n't.
func mayNegate(w string) bool {
	n := len(w)
	return n >= 2 && (negationClassFilter.mayHold(w) || w[n-1] == 't' && w[n-2] == '\'')
}

// negates reports whether token k of t negates t.Text: a negation word
// that opens no phrase exempt from negation, or a negator verb that
// governs the complement it negates. classed reports that the token's
// class is negation's (see ClassNegation): the token is then a negation
// word unless it is a negator verb, as no word is both, which
// negatorFilter tells of most without a look-up, where looking the word
// up among the negation words took 1 M instructions a RAGTruth op.
func (t *Tokenized) negates(k int, classed bool) bool {
	tok := &t.Tokens[k]
	if classed && !isNegator(tok.Lower) || !classed && isNegationWord(tok.Lower) {
		return !t.negationExempt(k)
	}
	return negatesComplement(t.Text, tok.Lower, int(tok.End))
}

// negationExempt reports whether the negation word of token k of t opens
// a phrase that is not a negation.
func (t *Tokenized) negationExempt(k int) bool {
	text, w, e := t.Text, t.Tokens[k].Lower, int(t.Tokens[k].End)
	switch w {
	case "no":
		// "No. 5": the abbreviation of number.
		if e+1 < len(text) && text[e] == '.' {
			j := e + 1
			for j < len(text) && text[j] == ' ' {
				j++
			}
			if j < len(text) && '0' <= text[j] && text[j] <= '9' {
				return true
			}
		}
	case "not", "none", "nothing":
	default:
		return false
	}
	w1, e1 := t.wordAfter(k+1, e)
	if w1 == "" {
		return false
	}
	second := func() string {
		w2, _ := t.wordAfter(k+2, e1)
		return w2
	}
	switch w {
	case "not":
		switch w1 {
		case "only", "just":
			return true
		case "to":
			return second() == "mention"
		case "more", "less", "fewer":
			return second() == "than"
		}
	case "no":
		switch w1 {
		case "doubt", "matter":
			return true
		case "more", "less", "fewer":
			return second() == "than"
		}
	case "none":
		return w1 == "other" && second() == "than"
	case "nothing":
		return w1 == "but"
	}
	return false
}

// wordAfter returns the word that follows byte e of t.Text after spaces
// only, lower-cased, and where it ends; "" when another byte comes first
// or no word follows. The word is token k, which the tokenizers cut where
// nextWord finds the word after e, the end of token k-1 (read from the
// token, the negation words' phrases took 0.8 M instructions fewer a
// RAGTruth op); past t's tokens (a part of a text may be given only the
// tokens inside it), it is the word nextWord finds.
func (t *Tokenized) wordAfter(k, e int) (string, int) {
	var (
		s, end int
		w      string
	)
	if k < len(t.Tokens) {
		tok := &t.Tokens[k]
		s, end, w = int(tok.Start), int(tok.End), tok.Lower
	} else if s, end = nextWord(t.Text, e); s >= 0 {
		w = lowerWord(t.Text[s:end])
	} else {
		return "", 0
	}
	if !onlySpaces(t.Text[e:s]) {
		return "", 0
	}
	return w, end
}

// startsWithWordRune reports whether s begins with a letter, digit or mark.
func startsWithWordRune(s string) bool {
	r, _ := wordRuneAt(s, 0)
	return isWordRune(r)
}

// onlySpaces reports whether s is made of spaces and tabs only.
func onlySpaces(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] != ' ' && s[i] != '\t' {
			return false
		}
	}
	return true
}

// Fold returns the form in which names and sentences are compared: lower
// case (accents kept, Unicode NFC), curly apostrophes and quotes
// straightened, a trailing "'s" of each word dropped, whitespace runs
// collapsed to one space and trimmed at both ends. Offsets into the result
// do not map to offsets into s. Already folded ASCII text is returned
// without allocation.
func Fold(s string) string {
	if folded(s) {
		return s
	}
	if plainASCII(s) {
		l, _ := asciiLower(s)
		return l
	}
	return foldAll(s)
}

// AppendFold appends Fold(s) to dst and returns the extended slice,
// without allocating unless s holds characters that are not ASCII.
func AppendFold(dst []byte, s string) []byte {
	switch {
	case folded(s):
		return append(dst, s...)
	case plainASCII(s):
		n := len(dst)
		dst = append(dst, s...)
		lowerBytes(dst[n:], s)
		return dst
	}
	return appendFoldAll(dst, s)
}

// foldAll is Fold of any text: of text that is ASCII but for inert
// punctuation a run of bytes at a time, of other text rune by rune.
func foldAll(s string) string {
	return string(appendFoldAll(make([]byte, 0, len(s)), s))
}

// appendFoldAll appends Fold of any text to dst.
func appendFoldAll(dst []byte, s string) []byte {
	if foldInert(s) {
		return appendFoldASCII(dst, s)
	}
	return appendFoldRunes(dst, norm.NFC.String(s))
}

// appendFoldASCII is appendFoldRunes of a foldInert text, read a run of
// bytes at a time: a run without apostrophes, curly quotes or white space
// (but single spaces inside it) is written lowered; other white space
// becomes one space before the next byte written; an apostrophe (' ‘ ’)
// is written as ' unless it opens an "'s" dropped, and a curly double
// quote (“ ” „) as ".
func appendFoldASCII(dst []byte, s string) []byte {
	start := len(dst)
	space := false    // white space since the last byte written
	prevWord := false // the last byte written is a letter or digit
	for i := 0; i < len(s); {
		c, j := s[i], i+1 // the byte read and the end of the bytes from i
		if c == 0xe2 && s[i+1] == 0x80 {
			switch s[i+2] {
			case 0x98, 0x99:
				c, j = '\'', i+3
			case 0x9c, 0x9d, 0x9e:
				c, j = '"', i+3
			}
		}
		run := false // the bytes from i to j are written lowered, not c
		switch {
		case j > i+1, c == '\'':
			if c == '\'' && prevWord && j < len(s) && s[j]|0x20 == 's' && (j+1 == len(s) || !asciiWordByte[s[j+1]]) {
				i = j + 1 // drop "'s"
				continue
			}
		case c < utf8.RuneSelf && foldMark[c]:
			space = true
			i = j
			continue
		default:
			// A single space between two bytes of runs joins them.
			for j < len(s) && (!foldStop[s[j]] || s[j] == ' ' && j+1 < len(s) && !foldStop[s[j+1]]) {
				j++
			}
			run = true
		}
		if space && len(dst) > start {
			dst = append(dst, ' ')
		}
		space = false
		if run {
			k := len(dst)
			dst = append(dst, s[i:j]...)
			lowerASCII(dst[k:], s[i:j])
			prevWord = asciiWordByte[s[j-1]]
		} else {
			dst = append(dst, c)
			prevWord = false
		}
		i = j
	}
	return dst
}

// buildFoldStop returns foldStop, generated into tables.go: the bytes
// that end a run appendFoldASCII writes at once marked, white space,
// apostrophes and the first byte of a curly quote.
func buildFoldStop() (t [256]bool) {
	for _, c := range []byte("' \t\n\v\f\r\xe2") {
		t[c] = true
	}
	return t
}

// foldInert reports whether s is ASCII but for characters that Fold keeps
// as they are or straightens (curly quotes), which are neither word runes
// (see isWordRune) nor white space, and which NFC leaves as they are next to
// any other such or ASCII character: most of the Latin-1 signs (U+00A1 to
// U+00BF) and some general punctuation (– — ‘ ’ “ ” „ • … ′ ″). Fold of
// such a text needs no NFC and can read it a byte at a time.
func foldInert(s string) bool {
	for i := 0; i < len(s); i++ {
		if i+8 <= len(s) && swar.Load64(s[i:i+8])&swar.Highs == 0 {
			i += 7
			continue
		}
		switch c := s[i]; {
		case c < utf8.RuneSelf:
		case c == 0xc2 && i+1 < len(s) && s[i+1] >= 0x80 && inertLatin1>>(s[i+1]-0x80)&1 != 0:
			i++
		case c == 0xe2 && i+2 < len(s) && s[i+1] == 0x80 && s[i+2] >= 0x80 && inertPunct>>(s[i+2]-0x80)&1 != 0:
			i += 2
		default:
			return false
		}
	}
	return true
}

// inertLatin1 and inertPunct mark, by their last byte less 0x80, the
// characters U+00xx and U+20xx that foldInert accepts.
const (
	inertLatin1 uint64 = (1<<0x40 - 1<<0x21) &^ (1<<0x2a | 1<<0x35 | 1<<0x3a | 1<<0x3c | 1<<0x3d | 1<<0x3e) // ¡ to ¿ but ª µ º ¼ ½ ¾
	inertPunct  uint64 = 1<<0x13 | 1<<0x14 | 1<<0x18 | 1<<0x19 | 1<<0x1c | 1<<0x1d | 1<<0x1e | 1<<0x22 | 1<<0x26 | 1<<0x32 | 1<<0x33
)

// appendFoldRunes appends Fold of s, in NFC, to dst, rune by rune.
func appendFoldRunes(dst []byte, s string) []byte {
	start := len(dst)
	space := false
	prevWord := false // the last byte or rune written is a letter or digit
	for i := 0; i < len(s); {
		c := s[i]
		if c < utf8.RuneSelf {
			i++
			switch {
			case c == ' ' || '\t' <= c && c <= '\r':
				space = true
				continue
			case 'A' <= c && c <= 'Z':
				c += 'a' - 'A'
			case c == '\'' && prevWord && i < len(s) && s[i]|0x20 == 's' &&
				(i+1 == len(s) || !startsWithWordRune(s[i+1:])):
				i++ // drop "'s"
				continue
			}
			if space && len(dst) > start {
				dst = append(dst, ' ')
			}
			space = false
			dst = append(dst, c)
			prevWord = IsASCIIWordByte(c)
			continue
		}
		r, n := utf8.DecodeRuneInString(s[i:])
		i += n
		if unicode.IsSpace(r) {
			space = true
			continue
		}
		switch r {
		case '\u2018', '\u2019', '\u02bc':
			if prevWord && i < len(s) && s[i]|0x20 == 's' && (i+1 == len(s) || !startsWithWordRune(s[i+1:])) {
				i++ // drop "’s"
				continue
			}
			r = '\''
		case '\u201c', '\u201d', '\u201e':
			r = '"'
		default:
			r = unicode.ToLower(r)
		}
		if space && len(dst) > start {
			dst = append(dst, ' ')
		}
		space = false
		dst = utf8.AppendRune(dst, r)
		prevWord = isWordRune(r)
	}
	return dst
}

// plainASCII reports whether s is ASCII without apostrophes and its only
// white space is single spaces between words: then Fold only lowers it.
func plainASCII(s string) bool {
	if s == "" || s[0] == ' ' || s[len(s)-1] == ' ' {
		return false
	}
	for i := 0; i < len(s); i++ {
		if c := s[i]; foldMark[c] && (c != ' ' || s[i+1] == ' ') {
			return false
		}
	}
	return true
}

// buildFoldMark returns foldMark, generated into tables.go: the bytes
// plainASCII looks at marked, bytes of multi-byte characters, apostrophes
// and white space.
func buildFoldMark() (t [256]bool) {
	for c := utf8.RuneSelf; c < 256; c++ {
		t[c] = true
	}
	for _, c := range []byte("' \t\n\v\f\r") {
		t[c] = true
	}
	return t
}

// folded reports whether s is already in folded form: ASCII, no capitals,
// single inner spaces only, no "'s" at a word's end.
func folded(s string) bool {
	if len(s) > 0 && (s[0] == ' ' || s[len(s)-1] == ' ') {
		return false
	}
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c >= utf8.RuneSelf, 'A' <= c && c <= 'Z':
			return false
		case c == ' ':
			if s[i+1] == ' ' {
				return false
			}
		case c == '\t' || c == '\n' || c == '\r' || c == '\v' || c == '\f':
			return false
		case c == '\'':
			if i+1 < len(s) && s[i+1] == 's' && (i+2 == len(s) || !isWordRune(rune(s[i+2]))) {
				return false
			}
		}
	}
	return true
}
