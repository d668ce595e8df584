package signals

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
	if !hyphen && !numShareOf(s, e, false) {
		return j, false
	}
	sc.emitKind(Percent, 100*float64(num)/float64(den.num), "fraction", i, e)
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
