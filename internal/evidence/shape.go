package evidence

import (
	"math/bits"
	"strings"
	"unsafe"

	"github.com/sourced-dev/sourced/internal/signals"
	"github.com/sourced-dev/sourced/internal/swar"
)

// sentenceShape is what the index reads of the bytes of an ASCII sentence
// besides its tokens, to choose the cheap way of folding the sentence and
// of finding its words written in lower case.
type sentenceShape struct {
	// plain marks a sentence with no apostrophe and no doubled hyphen:
	// signals.Fold changes none of its word tokens but their case, and
	// lowerWords finds exactly its tokens.
	plain bool
	// spaced marks a sentence whose only white space is single spaces
	// between words: plain, it folds to its lower case, and it is its own
	// signals.NormalizeQuoted.
	spaced bool
	// joinersApart marks a sentence where no two joiners (apostrophes and
	// hyphens) stand together. Then the words lowerWords finds are the
	// word tokens as written (see signals.Tokenize): both are runs of
	// letters and digits joined by single joiners, lowerWords cutting the
	// joiners a word ends with, which a token never takes in; and a word
	// starts in lower case when its first byte is a lower-case letter.
	joinersApart bool
}

// shapeOf reads the shape of the ASCII text from its tokens toks and the
// gaps between them: a token is a run of letters and digits joined by
// single joiners (see signals.Tokenize), so two joiners that stand
// together, and every white space, lie in a gap, and the gaps are short.
func shapeOf(text string, toks []signals.Token) sentenceShape {
	sh := sentenceShape{spaced: true, joinersApart: true}
	hyphens := false // a doubled hyphen
	from := 0
	// A one-byte gap lies before a token, within the text: its byte is
	// read without a bounds check (see elem: with it, a RAGTruth op took
	// 0.41 M more instructions).
	raw := unsafe.Slice(unsafe.StringData(text), len(text))
	for _, tok := range toks {
		// Most gaps are one space between two words.
		if start := int(tok.Start); start-from != 1 || *elem(raw, uint32(from)) != ' ' {
			hyphens = sh.readGap(text[from:start]) || hyphens
		}
		from = int(tok.End)
	}
	hyphens = sh.readGap(text[from:]) || hyphens
	if text != "" && (text[0] == ' ' || text[len(text)-1] == ' ') {
		sh.spaced = false
	}
	sh.plain = !hyphens && strings.IndexByte(text, '\'') < 0
	return sh
}

// readGap reads a gap between tokens into the shape, and reports whether
// it holds a doubled hyphen.
func (sh *sentenceShape) readGap(gap string) (hyphens bool) {
	prev := byte(0)
	for i := 0; i < len(gap); i++ {
		switch c := gap[i]; c {
		case ' ':
			if prev == ' ' {
				sh.spaced = false
			}
		case '\'', '-':
			if prev == '\'' || prev == '-' {
				sh.joinersApart = false
				hyphens = hyphens || c == '-' && prev == '-'
			}
		case '\t', '\n', '\v', '\f', '\r':
			sh.spaced = false
		}
		prev = gap[i]
	}
	return hyphens
}

// capsInside reports whether a capital letter of the ASCII text follows a
// lower-case letter, a digit or a joiner (as in "iPhone", not "NASA").
// Without one, a token that starts in lower case is written all in lower
// case: its first capital, if it had one, would follow a byte of the
// token that is no capital. The
// capitals are found sixteen bytes at a time, prose holding few, and the
// last bytes in the eight that end the text, some of them read again,
// which tells them as it told them before.
func capsInside(text string) bool {
	if len(text) < 8 {
		for i := 1; i < len(text); i++ {
			if isUpper(text[i]) && beforeInnerCapital(text[i-1]) {
				return true
			}
		}
		return false
	}
	i := 0
	for ; i+16 <= len(text); i += 16 {
		a, b := capitals(swar.Load64(text[i:i+8])), capitals(swar.Load64(text[i+8:i+16]))
		if a|b != 0 && (innerCapital(text, i, a) || innerCapital(text, i+8, b)) {
			return true
		}
	}
	if i+8 <= len(text) {
		if innerCapital(text, i, capitals(swar.Load64(text[i:i+8]))) {
			return true
		}
		i += 8
	}
	if i < len(text) {
		return innerCapital(text, len(text)-8, capitals(swar.Load64(text[len(text)-8:])))
	}
	return false
}

// innerCapital reports whether one of the capitals of text that m marks,
// as capitals does the eight bytes from i, follows a byte a capital
// inside a token may follow (see beforeInnerCapital).
func innerCapital(text string, i int, m uint64) bool {
	for ; m != 0; m &= m - 1 {
		if j := i + bits.TrailingZeros64(m)/8; j > 0 && beforeInnerCapital(text[j-1]) {
			return true
		}
	}
	return false
}

// capitals returns the top bit set in each byte of the ASCII x that is a
// capital letter: adding 0x80-'A' to a byte below 0x80 sets its top bit
// when it is at least 'A', and adding 0x80-'Z'-1 when it is past 'Z',
// neither carrying into the next byte.
func capitals(x uint64) uint64 {
	return (x + (0x80-'A')*swar.Ones) &^ (x + (0x80-'Z'-1)*swar.Ones) & swar.Highs
}

// beforeInnerCapital reports whether c is a lower-case letter, a digit
// or a joiner: a byte a token's first capital may follow inside it.
func beforeInnerCapital(c byte) bool {
	return 'a' <= c && c <= 'z' || '0' <= c && c <= '9' || c == '\'' || c == '-'
}

// appendNormalized appends to dst the ASCII text src, whose tokens are toks,
// with each run of white space made one space and none at its ends: its
// signals.NormalizeQuoted. With fold, src is a text in lower case whose
// possessives end tokens (see possessivesEnd), and each token is written
// without the "'s" it ends with: its signals.Fold, which lowers an ASCII
// text, makes its white space as NormalizeQuoted does, and drops exactly
// the "'s" that ends a token. It copies the runs of tokens and the gaps
// between them that need no change (one space, a comma and a space) whole,
// and writes the others byte by byte; only the tokens that reach past an
// apostrophe, found by strings.IndexByte, are tested for an "'s".
func appendNormalized(dst []byte, src string, toks []signals.Token, fold bool) []byte {
	start := len(dst)
	space := false   // white space since the last byte written
	from := 0        // where the bytes not yet read start
	run := -1        // when at least 0, src[run:from] is to be written as it stands
	apos := len(src) // the next apostrophe of a folded text
	if fold {
		if i := strings.IndexByte(src, '\''); i >= 0 {
			apos = i
		}
	}
	for _, tok := range toks {
		s, e := int(tok.Start), int(tok.End)
		if run < 0 || s-from != 1 || src[from] != ' ' {
			if run < 0 || !plainGap(src[from:s]) {
				if run >= 0 {
					dst = append(dst, src[run:from]...)
				}
				dst, space = appendGap(dst, src[from:s], space, start)
				if space && len(dst) > start {
					dst = append(dst, ' ')
				}
				space = false
				run = s
			}
		}
		from = e
		if e > apos {
			if e-s > 2 && src[e-2:e] == "'s" {
				dst = append(dst, src[run:e-2]...)
				run = -1
			}
			if i := strings.IndexByte(src[e:], '\''); i >= 0 {
				apos = e + i
			} else {
				apos = len(src)
			}
		}
	}
	if run >= 0 {
		dst = append(dst, src[run:from]...)
	}
	dst, _ = appendGap(dst, src[from:], space, start)
	return dst
}

// appendUnpossessed is appendNormalized of a folded text that is spaced
// (see sentenceShape), whose white space it leaves as it stands: it
// appends the text without the "'s" that ends a token, found by
// strings.Index, and copies the rest whole. Every "'s" of the text ends
// a token but where a letter or a digit follows it ("it'sy"): its
// apostrophe follows a letter or a digit, and no joiner follows it (see
// possessivesEnd).
func appendUnpossessed(dst []byte, lower string) []byte {
	for {
		i := strings.Index(lower, "'s")
		if i < 0 {
			return append(dst, lower...)
		}
		if i+2 < len(lower) && signals.IsASCIIWordByte(lower[i+2]) {
			dst = append(dst, lower[:i+2]...)
		} else {
			dst = append(dst, lower[:i]...)
		}
		lower = lower[i+2:]
	}
}

// plainGap reports whether appendNormalized writes the gap between two
// tokens as it stands: it holds no white space but single spaces.
func plainGap(gap string) bool {
	for i := 0; i < len(gap); i++ {
		if c := gap[i]; c == ' ' && i+1 < len(gap) && gap[i+1] == ' ' || '\t' <= c && c <= '\r' {
			return false
		}
	}
	return true
}

// appendGap appends the gap between two tokens to dst, as appendNormalized
// does, where space says that white space stands before it, and returns
// whether white space stands after what it wrote. Nothing is written
// before start, where appendNormalized began.
func appendGap(dst []byte, gap string, space bool, start int) ([]byte, bool) {
	for i := 0; i < len(gap); i++ {
		if c := gap[i]; c == ' ' || '\t' <= c && c <= '\r' {
			space = true
			continue
		}
		if space && len(dst) > start {
			dst = append(dst, ' ')
		}
		space = false
		dst = append(dst, gap[i])
	}
	return dst, space
}
