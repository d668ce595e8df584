package signals

import (
	"math"
	"slices"
)

// Shares and vague counts written in words: "half of", "a third of",
// "two-thirds", "three quarters of" (a Percent of unit "fraction"), and
// "dozens of", "hundreds of", "tens of thousands of" (a vague count of
// that order, as "several hundred" is).

// fraction reads a share written in words at the word s[i:j], a small
// number, an article or "half", whose entry is wi: "half of", "half the",
// "a third of", "one quarter of", "two-thirds", "three quarters of". It
// emits the share as a Percent of unit "fraction" and returns its end; ok
// is false, and nothing emitted, when no share starts there. A share is
// read only where nothing else can be meant: written with a hyphen
// ("two-thirds"), or before "of" ("a third of", not "a third time", "in
// three quarters"); "half" before "of" or a determiner ("half its
// stores"), but not as part of a period or a whole ("the first half of
// 2020", "the other half").
func (sc *numScanner) fraction(i, j int, wi *numWordInfo) (end int, ok bool) {
	s := sc.s
	if wi.flags&nfHalf != 0 {
		if e := numPointAfter(s, j); e > 0 {
			sc.emitKind(Measure, 0.5, "pp", i, e) // "half a percentage point"
			return e, true
		}
		if numWholeBefore(s, i) || !numShareOf(s, j, true) {
			return j, false
		}
		sc.emitKind(Percent, 50, "fraction", i, j)
		return j, true
	}
	num := wi.num
	if wi.flags&nfArticle != 0 {
		num = 1
	}
	if num < 1 || num > 19 {
		return j, false
	}
	hyphen := j+1 < len(s) && s[j] == '-' && wi.flags&nfArticle == 0
	k := j + 1
	if !hyphen {
		if k = numSkipBlanks(s, j); k == j {
			return j, false
		}
	}
	e := numAsciiWordEnd(s, k)
	if e == k || numIsWordByteOrRune(s, e) || e+1 < len(s) && s[e] == '-' && numIsASCIILetter(s[e+1]) {
		return j, false // "a third-party vendor"
	}
	den, known := sc.lookup(k, e)
	if !known || den.flags&nfFraction == 0 || (num == 1) == (s[e-1]|0x20 == 's') {
		return j, false // "a thirds", "two third"
	}
	if p := numPointAfter(s, e); p > 0 {
		// "a quarter of a percentage point"
		sc.emitKind(Measure, float64(num)/float64(den.num), "pp", i, p)
		return p, true
	}
	if !hyphen && !numShareOf(s, e, false) {
		return j, false
	}
	sc.emitKind(Percent, shareValue(int(num), int(den.num)), "fraction", i, e)
	return e, true
}

// numPointAfter returns the end of "a percentage point", or "of a
// percentage point", after the blanks at byte j of s, which ends a
// fraction ("half a percentage point", "a quarter of a percentage
// point"); 0 when none follows.
func numPointAfter(s string, j int) int {
	k := numSkipBlanks(s, j)
	if k == j {
		return 0
	}
	if numHasWordAt(s, k, "of") {
		k = numSkipBlanks(s, k+len("of"))
	}
	for _, w := range [...]string{"a percentage point", "a percentage-point"} {
		if numHasWordAt(s, k, w) && !numIsWordByteOrRune(s, k+len(w)) {
			return k + len(w)
		}
	}
	return 0
}

// ratio reads a share written as a ratio after the whole figure x, which
// spans s[i:j]: "one in three", "1 in 5", "3 in 10", and with "out of"
// only of a round whole ("nine out of ten", "7 out of 100"), as surveys
// write shares; it emits a Percent of unit "fraction", as "a third" is (a
// rounded share, see Same). Of any other whole, "out of" counts the
// things themselves ("five out of six people", "nine out of 20 amino
// acids"), which a text restates as counts ("five of the injured"), and a
// rating ("4 out of 5") is read by numOutOf. The whole is a whole number
// above x, up to maxRatioDen, in digits or a word, and no unit, currency,
// scale or percentage follows it ("2 in 3 days" is a count in a span of
// time). It returns the share's end; ok is false, and nothing emitted,
// when no such ratio follows.
func (sc *numScanner) ratio(i, j, x int) (end int, ok bool) {
	s := sc.s
	if j+4 >= len(s) || !ratioMayFollow(s, j) {
		return j, false
	}
	k := j + 1
	out := false
	switch {
	case numHasWordAt(s, k, "in"):
		k += len("in")
	case numHasWordAt(s, k, "out"):
		m := numSkipBlanks(s, k+len("out"))
		if m == k+len("out") || !numHasWordAt(s, m, "of") {
			return j, false
		}
		k, out = m+len("of"), true
	default:
		return j, false
	}
	m := numSkipBlanks(s, k)
	if m == k || m == len(s) {
		return j, false
	}
	y, e := ratioDen(s, m)
	if y <= x || y > maxRatioDen || out && y != 10 && y != 100 && y != 1000 || numIsWordByteOrRune(s, e) ||
		e < len(s) && (s[e] == '%' || s[e] == '-' || s[e] == '.' && numIsDigitAt(s, e+1)) || numUnitAfter(s, e) {
		return j, false
	}
	if out {
		if _, _, noun, ok := numOutOf(s, j+len(" out")); ok && !noun {
			return j, false // a rating: "8 out of 10", "8 out of 10 stars"
		}
	}
	sc.emitKind(Percent, shareValue(x, y), "fraction", i, e)
	return e, true
}

// ratioMayFollow reports whether a ratio's "in" or "out of" may follow
// the figure ending at byte j of s: a blank and an "i" or an "o" do, which
// most figures are told by without a call of ratio.
func ratioMayFollow(s string, j int) bool {
	return j+1 < len(s) && s[j] == ' ' && (s[j+1]|0x20 == 'i' || s[j+1]|0x20 == 'o')
}

// maxRatioDen is the largest whole of a share written as a ratio ("one in
// a thousand" is not read).
const maxRatioDen = 1000

// ratioDen reads the whole number at byte m of s that a ratio's share is
// of: digits ("5") or a word ("three", "ten", "twenty"), returning it and
// its end, or -1.
func ratioDen(s string, m int) (int, int) {
	if numIsASCIIDigit(s[m]) {
		var g numFig
		e, ok := numLiteral(s, m, &g)
		if !ok {
			return -1, m
		}
		return g.smallInt(4), e // -1 with a sign, a comma or decimals
	}
	e := numAsciiWordEnd(s, m)
	if wi, known := numLookupWord(s, m, e); known && wi.flags&(nfSmall|nfTens) != 0 {
		return int(wi.num), e
	}
	return -1, m
}

// numUnitAfter reports whether the word after the blanks at byte e of s
// is a unit, a currency, a scale or a percentage that a figure ending at
// e is read with ("3 days", "5 million", "10 percent").
func numUnitAfter(s string, e int) bool {
	k := numSkipBlanks(s, e)
	if k == e {
		return false
	}
	wi, known := numLookupWord(s, k, numAsciiWordEnd(s, k))
	return known && wi.flags&(nfMeasure|nfCurrency|nfScale|nfHundred|nfPercent|nfPercentage) != 0
}

// slashShare reads a share written as a fraction in digits before "of"
// at the numerator a, which spans s[i:j]: "2/3 of the staff", "1/4 of
// them" (as "two-thirds of" is), with a denominator above a, up to
// maxShareDen. It emits the share and returns its end; ok is false, and
// nothing emitted, when none is written there.
func (sc *numScanner) slashShare(i, j, a int) (end int, ok bool) {
	s := sc.s
	if s[j] != '/' || j+1 >= len(s) || !numIsASCIIDigit(s[j+1]) {
		return j, false
	}
	var g numFig
	e, ok := numLiteral(s, j+1, &g)
	b := g.smallInt(2)
	if !ok || b <= a || b > maxShareDen || numIsWordByteOrRune(s, e) || !numShareOf(s, e, false) {
		return j, false
	}
	sc.emitKind(Percent, shareValue(a, b), "fraction", i, e)
	return e, true
}

// numShareOf reports whether the word after the blanks at byte j of s
// makes the share before it one of what follows: "of" ("a third of the
// stores"), or after "half" a determiner too ("half the stores", "half
// its revenue").
func numShareOf(s string, j int, half bool) bool {
	k := numSkipBlanks(s, j)
	if k == j {
		return false
	}
	if numHasWordAt(s, k, "of") {
		return true
	}
	if !half {
		return false
	}
	for _, w := range [...]string{"the", "its", "their", "his", "her", "our", "all"} {
		if numHasWordAt(s, k, w) {
			return true
		}
	}
	return false
}

// numWholeBefore reports whether the word before the "half" at byte i of
// s makes it a part of a period or a whole rather than a share: an
// ordinal ("the first half of 2020"), "the", "other" or "latter".
func numWholeBefore(s string, i int) bool {
	w, a := numPrevWord(s, i)
	if w == "" || a+len(w) == i {
		return false // no word, or one glued to "half"
	}
	switch w {
	case "the", "The", "other", "latter":
		return true
	}
	wi, known := numLookupWord(w, 0, len(w))
	return known && wi.flags&nfOrdinal != 0
}

// vague reads a vague count in the plural at the word s[i:j], a scale
// word or "dozens" whose entry is wi, before "of": "dozens of",
// "hundreds of", "thousands of", and "tens of thousands", "hundreds of
// millions". It emits a Plain figure, Approx, whose Value is the count's
// order (12, 100, 10000), as "several hundred" is read, and returns its
// end; ok is false, and nothing emitted, when no such count starts there.
func (sc *numScanner) vague(i, j int, wi *numWordInfo) (end int, ok bool) {
	s := sc.s
	if s[j-1]|0x20 != 's' || !numShareOf(s, j, false) {
		return j, false
	}
	v := numPow10(int(wi.scale))
	if wi.flags&nfDozen != 0 {
		v = float64(wi.num)
	}
	end = j
	// "tens of thousands", "hundreds of millions": an order of an order.
	if v < 1000 {
		k := numSkipBlanks(s, numSkipBlanks(s, j)+2)
		e := numAsciiWordEnd(s, k)
		if next, known := numLookupWord(s, k, e); known && next.flags&nfScale != 0 && next.scale >= 3 &&
			s[e-1] == 's' && !numIsWordByteOrRune(s, e) {
			v *= numPow10(int(next.scale))
			end = e
		}
	}
	sc.out = append(sc.out, Number{Value: v, Kind: Plain, Approx: true, Text: s[i:end], Start: i, End: end})
	return end, true
}

// shareValue is the percentage of the share a/b, as each reader of shares
// makes it: equal shares ("two-thirds", "⅔ of") have equal bits, which
// the sources' postings are keyed by.
func shareValue(a, b int) float64 {
	return 100 * float64(a) / float64(b)
}

// vulgarShare is the percentage of the share a vulgar fraction of value
// v writes ("⅓" of 1/3), as shareValue makes it.
func vulgarShare(v float64) float64 {
	for _, b := range [...]int{2, 3, 4, 5, 6, 8} {
		if a := math.Round(v * float64(b)); math.Abs(a-v*float64(b)) < 1e-9 {
			return shareValue(int(a), b)
		}
	}
	return 100 * v
}

// Share reports whether n is a share written in words or as a vulgar
// fraction ("two-thirds", "half of", "⅓ of"): a Percent of unit
// "fraction".
func (n Number) Share() bool {
	return n.Kind == Percent && n.Unit == "fraction"
}

// roundsShare reports whether the percentage in figures fig is the share
// sh rounded to the decimals fig is written with: "67%" and "66.7%" round
// "two-thirds", "66%" and "60%" do not; "33%" rounds "a third", "50.0%"
// "half".
func roundsShare(sh, fig Number) bool {
	return math.Abs(fig.Value-sh.Value) <= 0.5*numPow10(-writtenDecimals(fig.Text))*(1+1e-9)
}

// writtenDecimals returns the digits written after the first decimal
// point of text, a figure's Text ("66.7%": 1), at most maxKeyDecimals.
func writtenDecimals(text string) int {
	d := -1
	for i := 0; i < len(text); i++ {
		switch c := text[i]; {
		case c == '.' && d < 0:
			d = 0
		case numIsASCIIDigit(c):
			if d >= 0 {
				d++
			}
		default:
			if d >= 0 {
				return min(d, maxKeyDecimals)
			}
		}
	}
	return min(max(d, 0), maxKeyDecimals)
}

// maxShareDen is the largest denominator of the shares a percentage in
// figures is indexed by (see AppendShareValues): the shares written in
// words go up to tenths, "one in twelve" to twelfths.
const maxShareDen = 12

// AppendShareValues appends to dst the values, other than its own, under
// which a sentence holding the percentage n is found by a claim's figure
// it may state (see Same): of a share, its roundings to a whole, a tenth
// and a hundredth of a percent ("67", "66.7", "66.67" of "two-thirds");
// of a percentage in figures, the shares of denominators up to
// maxShareDen that it rounds ("two-thirds" of "67%"). It appends nothing
// for another kind of number.
func AppendShareValues(dst []float64, n Number) []float64 {
	if n.Kind != Percent || n.Approx {
		return dst
	}
	if n.Share() {
		for d := range 3 {
			if r := numDecimal(uint64(math.Round(n.Value*numPow10(d))), -d); r != n.Value && !slices.Contains(dst, r) {
				dst = append(dst, r)
			}
		}
		return dst
	}
	if n.Value <= 0 || n.Value >= 100 {
		return dst
	}
	for b := 2; b <= maxShareDen; b++ {
		// The shares of b are 100/b apart, far more than the
		// rounding of a percentage: only the nearest may round to n.
		a := int(math.Round(n.Value * float64(b) / 100))
		if a < 1 || a >= b {
			continue
		}
		if sh := (Number{Value: shareValue(a, b), Kind: Percent, Unit: "fraction"}); sh.Value != n.Value &&
			roundsShare(sh, n) && !slices.Contains(dst, sh.Value) {
			dst = append(dst, sh.Value)
		}
	}
	return dst
}
