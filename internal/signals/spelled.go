package signals

import (
	"encoding/binary"
	"math/bits"
	"unicode"
	"unicode/utf8"

	"github.com/sourced-dev/sourced/internal/swar"
)

// Words the number scanner knows, and spelled-out numbers ("twelve
// thousand", "fifty-six billion", "a dozen", "half a million", "one hundred
// and five", "twenty-first").

// numWordFlag says what roles a word can play next to a number.
type numWordFlag uint32

const (
	nfSmall      numWordFlag = 1 << iota // zero … nineteen
	nfTens                               // twenty … ninety
	nfHundred                            // hundred
	nfScale                              // thousand, million, bn, lakh … (scale = power of ten)
	nfArticle                            // a, an
	nfHalf                               // half
	nfDozen                              // dozen
	nfAnd                                // and
	nfOrdinal                            // first … tenth, twentieth …; num = value
	nfMonth                              // January …; num = month
	nfCite                               // passage, source, document, doc
	nfCue                                // a word after which a bare 1000–2100 is a year
	nfFew                                // few, several: a vague count of the scale word after
	nfBetween                            // between (opens an "X and Y" range)
	nfMeasure                            // a unit word; unit = normalised unit
	nfCurrency                           // a currency word or code; unit = ISO code
	nfPercent                            // percent, pct
	nfPer                                // per (per cent)
	nfPercentage                         // percentage (percentage points)
	nfBasis                              // basis (basis points)
	nfNoon                               // noon, midday
	nfMidnight                           // midnight
	nfOut                                // out (out of 5)
	nfOf                                 // of
	nfRangeWord                          // to, or, through (ranges)
	nfPrefix                             // pre, post, mid … may be glued to a number by a hyphen
	nfThe                                // the
	nfWeakCue                            // of, to, by, from …: a year cue only before punctuation or a function word
	nfYearVerb                           // was, saw, marked …: a year may stand before it with no cue
	nfFunction                           // with, for, on, when …: a function word that may follow a year
	nfFraction                           // third, thirds, quarter, quarters …: a share's denominator; num = denominator
	nfTimes                              // twice, doubled, tripled …: a multiple, num = the multiplier
)

// numSpellFlags are the roles of the words a number can be read from
// without a digit: a spelled number or ordinal, a fraction, a vague count,
// a multiple, a month, noon or midnight. Every other role only qualifies a
// figure.
const numSpellFlags = nfSmall | nfTens | nfHundred | nfScale | nfHalf | nfDozen | nfOrdinal | nfMonth | nfFew | nfNoon | nfMidnight |
	nfFraction | nfTimes

// NumberWord reports whether the word token w (see Tokenize) can take part
// in a number Numbers reads: it holds a digit or a vulgar fraction ("½"),
// or a word that spells a
// number or an ordinal, a fraction, a vague count, a multiple, a month or a
// time of day ("five", "dozen", "third", "quarters", "half", "few",
// "twice", "March", "noon"). Numbers finds
// nothing in a text none of whose word tokens is a NumberWord, so that a
// caller holding the tokens can skip reading such a text.
func NumberWord(w string) bool {
	// Most words are ASCII letters alone, one run to look up, or hold an
	// ASCII digit: one pass over the bytes tells.
	var seen uint8
	for i := 0; i < len(w); i++ {
		seen |= numberWordBytes[w[i]]
	}
	switch {
	case seen&nwDigit != 0:
		return true
	case seen == nwLetter:
		wi, ok := numLookupWord(w, 0, len(w))
		return ok && wi.flags&numSpellFlags != 0
	}
	return numberWordRuns(w)
}

// The bits of numberWordBytes.
const (
	nwLetter = 1 << iota // an ASCII letter
	nwDigit              // an ASCII digit
	nwOther              // any other byte
)

// buildNumberWordBytes returns numberWordBytes, generated into tables.go:
// the bits of each byte for NumberWord.
func buildNumberWordBytes() (t [256]uint8) {
	for c := range t {
		switch {
		case numIsASCIILetter(byte(c)):
			t[c] = nwLetter
		case numIsASCIIDigit(byte(c)):
			t[c] = nwDigit
		default:
			t[c] = nwOther
		}
	}
	return t
}

// numberWordRuns is NumberWord of any word, read run by run.
func numberWordRuns(w string) bool {
	start := -1 // of the run of ASCII letters the scanner would look up
	for i := 0; i <= len(w); i++ {
		if i < len(w) {
			c := w[i]
			if numIsASCIILetter(c) {
				if start < 0 {
					start = i
				}
				continue
			}
			if numIsASCIIDigit(c) {
				return true
			}
			if c >= utf8.RuneSelf {
				if r, _ := utf8.DecodeRuneInString(w[i:]); unicode.IsDigit(r) || numVulgar(r) != 0 {
					return true
				}
			}
		}
		if start >= 0 {
			if wi, ok := numLookupWord(w, start, i); ok && wi.flags&numSpellFlags != 0 {
				return true
			}
			start = -1
		}
	}
	return false
}

// numWordInfo is what the numScanner knows about one lower-case word.
type numWordInfo struct {
	flags numWordFlag
	num   int64  // value of a number word, month number, or ordinal value
	scale int8   // power of ten of a scale word
	unit  string // Measure unit or currency code
}

// numMaxWordLen bounds the number words looked up in the table.
const numMaxWordLen = 12

// numLookupWord returns the table entry of s[i:j] (compared case-insensitively),
// and whether the word is capitalised.
func numLookupWord(s string, i, j int) (numWordInfo, bool) {
	n := j - i
	if n > numMaxWordLen || !numFilter.mayHoldSpan(s, i, j) {
		return numWordInfo{}, false
	}
	if e := numEntry(s, i, j); e > 0 {
		return numTable.infos[e-1], true
	}
	return numWordInfo{}, false
}

// numEntry returns the place in numTable's keys and infos of s[i:j],
// a word of at most numMaxWordLen bytes, plus one, or 0 when the table
// does not hold it.
func numEntry(s string, i, j int) int {
	lo, hi := numPack(s, i, j)
	for p := numSlot(lo, hi); ; p = (p + 1) % numSlots {
		e := numTable.slots[p]
		if e == 0 || numTable.keys[e-1] == [2]uint64{lo, hi} {
			return int(e)
		}
	}
}

// numPack packs the bytes of s[i:j], a word of at most 16 bytes, into
// two little-endian words, each byte OR-ed with 0x20. That lowers an ASCII
// capital and keeps a lower-case letter; every other byte becomes a byte
// that is neither a lower-case letter nor zero. So a word packs like its
// lower case when it is made of ASCII letters, and like no word made of
// lower-case letters (the number words, see numTable) when it is not; and
// the zero bytes after the word tell words of different lengths apart.
func numPack(s string, i, j int) (lo, hi uint64) {
	if i+16 <= len(s) {
		lo, hi = swar.Load64(s[i:i+8]), swar.Load64(s[i+8:i+16])
	} else {
		lo, hi = numPackShort(s[i:j])
	}
	const lower = 0x2020202020202020
	m := &numPackMasks[j-i]
	return (lo | lower) & m[0], (hi | lower) & m[1]
}

// buildNumPackMasks returns numPackMasks, generated into tables.go: for
// each word length n up to 16, the bytes of the two packed words (see
// numPack) that hold the word's n bytes.
func buildNumPackMasks() (t [17][2]uint64) {
	for n := range t {
		for k := range n {
			t[n][k/8] |= 0xFF << (8 * (k % 8))
		}
	}
	return t
}

// numPackShort loads the bytes of w (at most 16) into two little-endian
// words, zero padded.
func numPackShort(w string) (lo, hi uint64) {
	var buf [16]byte
	copy(buf[:], w)
	return binary.LittleEndian.Uint64(buf[:8]), binary.LittleEndian.Uint64(buf[8:])
}

// numSlot is where numTable's probe for the packed word lo, hi starts.
func numSlot(lo, hi uint64) uint32 {
	return uint32((lo ^ hi*0xC2B2AE3D27D4EB4F) * 0x9E3779B97F4A7C15 >> (64 - numSlotBits))
}

// numWordTable is an open-addressing table of number words keyed by the
// packed word (see numPack). numTable and the number-word filters are
// generated, in spelled_tables.go, from the number words and their roles
// in spelled_tables_test.go.
//
//go:generate go test -run TestNumTables -update
type numWordTable struct {
	slots [numSlots]uint16 // one more than an index into keys and infos; 0 when free
	keys  [][2]uint64
	infos []numWordInfo
}

// numSlotBits and numSlots size numTable, a power of two well above the
// number of number words, so that probes stay short and always meet a free
// slot.
const (
	numSlotBits = 11
	numSlots    = 1 << numSlotBits
)

// numAsciiWordEnd returns the end of the run of ASCII letters starting at i.
func numAsciiWordEnd(s string, i int) int {
	// Eight bytes at a time, up to the first that is no letter.
	for i+8 <= len(s) {
		m := numLetterBytes(swar.Load64(s[i : i+8]))
		if m != swar.Highs {
			return i + bits.TrailingZeros64(^m&swar.Highs)/8
		}
		i += 8
	}
	for i < len(s) && numIsASCIILetter(s[i]) {
		i++
	}
	return i
}

// numLetterBytes returns the top bit set in each byte of the word x that
// is an ASCII letter, below the first byte that is not one at least: in
// x with 0x20 set in each byte (an ASCII capital's lower case), adding a
// constant to a byte sets its top bit from a bound up without carrying
// into the next byte, unless the byte is not ASCII, whose top bit is
// cleared and whose carry only reaches the bytes after it.
func numLetterBytes(x uint64) uint64 {
	l := x | 0x20*swar.Ones
	return ((l + (0x80-'a')*swar.Ones) &^ (l + (0x80-'z'-1)*swar.Ones)) &^ x & swar.Highs
}

// numSpelled is a spelled-out number read by readSpelled.
type numSpelled struct {
	val     float64
	end     int
	ordinal bool
	words   int  // number words read
	scale   int  // power of ten of the last scale word (two million: 6), or 0
	lone    bool // only "one" (a pronoun unless a unit follows)
	approx  bool // a vague count: "a few hundred", "several thousand"
}

// readSpelled reads a spelled-out number starting at the word s[i:] of
// the scanner's text. ok is false when no number starts there ("a", "one
// of", "half"). It looks its words up through the scanner (see lookup):
// the first is most often the word word just looked up, and the word
// after the last is the one suffixes asks for next.
func (sc *numScanner) readSpelled(i int) (sp numSpelled, ok bool) {
	s := sc.s
	const (
		stStart = iota
		stSmall
		stTens
		stHundred
		stScale
		stAnd
		stArticle // "a" / "an" at the start, or after "half"
		stHalf
		stAndHalf // "two and a half": only a scale word may follow
	)
	var total, cur float64
	state := stStart
	half := false
	lastScale := int8(127)
	pos := i
	end := i
	for {
		j := numAsciiWordEnd(s, pos)
		if j == pos || (j < len(s) && numIsWordByteOrRune(s, j)) {
			break
		}
		wi, known := sc.lookup(pos, j)
		if !known {
			break
		}
		f := wi.flags
		accepted := false
		switch {
		case f&nfSmall != 0:
			if state == stStart || state == stHundred || state == stScale || state == stAnd ||
				(state == stTens && wi.num >= 1 && wi.num <= 9) {
				cur += float64(wi.num)
				state = stSmall
				accepted = true
			}
		case f&nfTens != 0:
			if state == stStart || state == stHundred || state == stScale || state == stAnd {
				cur += float64(wi.num)
				state = stTens
				accepted = true
			}
		case f&nfHundred != 0:
			if state == stArticle && cur == 0 {
				cur = 100
				state = stHundred
				accepted = true
			} else if (state == stSmall || state == stTens) && int64(cur)%100 != 0 && cur < 100 {
				cur *= 100
				state = stHundred
				accepted = true
			}
		case f&nfScale != 0 && wi.scale >= 3 && wi.scale < lastScale:
			if state == stArticle || state == stSmall || state == stTens || state == stHundred || state == stAndHalf {
				if state == stArticle {
					cur = 1
				}
				if half {
					cur *= 0.5
				}
				total += cur * numPow10(int(wi.scale))
				cur = 0
				lastScale = wi.scale
				state = stScale
				accepted = true
			}
		case f&nfDozen != 0:
			if state == stArticle || (state == stSmall && cur > 0) {
				if state == stArticle {
					cur = 1
				}
				if half {
					cur *= 0.5
				}
				cur *= 12
				state = stScale // nothing but "and" may follow
				lastScale = 0
				accepted = true
			}
		case f&nfArticle != 0:
			if state == stStart || state == stHalf {
				state = stArticle
				accepted = true
			}
		case f&nfFew != 0:
			// "a few hundred", "several thousand": only a hundred, dozen
			// or scale word may follow, as after an article.
			if (state == stStart || state == stArticle) && !sp.approx && !half {
				sp.approx = true
				state = stArticle
				accepted = true
			}
		case f&nfHalf != 0:
			if state == stStart {
				half = true
				state = stHalf
				accepted = true
			}
		case f&nfAnd != 0:
			if (state == stSmall || state == stTens) && !half && lastScale == 127 {
				// two and a half (million)
				if k := numSkipBlanks(s, j); k > j && numHasWordAt(s, k, "a") {
					if h := numSkipBlanks(s, k+1); h > k+1 && numHasWordAt(s, h, "half") {
						cur += 0.5
						j = h + 4
						state = stAndHalf
						accepted = true
					}
				}
			} else if state == stHundred || state == stScale {
				// Only when a small number or a tens word follows.
				k := numSkipBlanks(s, j)
				if k > j {
					e := numAsciiWordEnd(s, k)
					if nw, ok := numLookupWord(s, k, e); ok && nw.flags&(nfSmall|nfTens) != 0 && nw.num != 0 {
						state = stAnd
						accepted = true
					}
				}
			}
		case f&nfOrdinal != 0:
			switch {
			case state == stStart:
				cur = float64(wi.num)
				sp.ordinal = true
				accepted = true
			case state == stTens && wi.num <= 9 && s[pos-1] == '-':
				cur += float64(wi.num)
				sp.ordinal = true
				accepted = true
			case state == stHundred || state == stScale || state == stAnd:
				if wi.num < 100 {
					cur += float64(wi.num)
					sp.ordinal = true
					accepted = true
				}
			}
		}
		if !accepted {
			break
		}
		sp.words++
		if state != stArticle && state != stHalf && state != stAnd {
			end = j
		}
		if sp.ordinal {
			break
		}
		// The separator to the next word: blanks, or a hyphen inside a
		// compound (fifty-six, twenty-first).
		next := j
		if j < len(s) && s[j] == '-' && state == stTens {
			next = j + 1
		} else {
			next = numSkipBlanks(s, j)
			if next == j {
				break
			}
		}
		pos = next
	}
	if end == i || state == stArticle || state == stHalf {
		if end == i {
			return sp, false
		}
	}
	sp.val = total + cur
	sp.end = end
	if half && lastScale == 127 {
		return sp, false
	}
	// "one" alone is a pronoun; "a"/"an" alone never reach here.
	if lastScale != 127 {
		sp.scale = int(lastScale)
	}
	sp.lone = sp.words == 1 && !sp.ordinal && sp.val == 1
	return sp, true
}

// numSkipBlanks skips spaces and tabs and at most one line break.
func numSkipBlanks(s string, i int) int {
	nl := false
	for i < len(s) {
		switch s[i] {
		case ' ', '\t':
			i++
		case '\r':
			i++
		case '\n':
			if nl {
				return i
			}
			nl = true
			i++
		default:
			if s[i] == 0xC2 && i+1 < len(s) && s[i+1] == 0xA0 { // no-break space
				i += 2
				continue
			}
			return i
		}
	}
	return i
}
