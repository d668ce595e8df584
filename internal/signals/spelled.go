package signals

import (
	"encoding/binary"
	"strings"
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
)

// numSpellFlags are the roles of the words a number can be read from
// without a digit: a spelled number or ordinal, a fraction, a vague count,
// a month, noon or midnight. Every other role only qualifies a figure.
const numSpellFlags = nfSmall | nfTens | nfHundred | nfScale | nfHalf | nfDozen | nfOrdinal | nfMonth | nfFew | nfNoon | nfMidnight

// NumberWord reports whether the word token w (see Tokenize) can take part
// in a number Numbers reads: it holds a digit, or a word that spells a
// number or an ordinal, a fraction, a vague count, a month or a time of day
// ("five", "dozen", "third", "half", "few", "March", "noon"). Numbers finds
// nothing in a text none of whose word tokens is a NumberWord, so that a
// caller holding the tokens can skip reading such a text.
func NumberWord(w string) bool {
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
				if r, _ := utf8.DecodeRuneInString(w[i:]); unicode.IsDigit(r) {
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

// numWordList holds the lower-case number words with their roles, each
// once, which the tables below are built from. Read only.
var numWordList = numBuildWords()

// numWordEntry is a number word with its role.
type numWordEntry struct {
	word string
	info numWordInfo
}

// numFilter rules most words out of numWordList without a look-up.
var numFilter = numFlagFilter(^numWordFlag(0))

// numFlagFilter returns the wordFilter of the number words with one of
// the flags.
func numFlagFilter(flags numWordFlag) *wordFilter {
	f := new(wordFilter)
	for _, e := range numWordList {
		if e.info.flags&flags != 0 {
			f.add(e.word)
		}
	}
	return f
}

// numBuildWords returns the number words with their roles, each once,
// in the order they are first added: a word added again takes the flags,
// value and unit given it as well.
func numBuildWords() []numWordEntry {
	list := make([]numWordEntry, 0, 400)
	at := make(map[string]int, 400) // the place of each word in list
	entry := func(w string) *numWordInfo {
		i, ok := at[w]
		if !ok {
			i = len(list)
			at[w] = i
			list = append(list, numWordEntry{word: w})
		}
		return &list[i].info
	}
	add := func(w string, f numWordFlag, num int64, unit string) {
		wi := entry(w)
		wi.flags |= f
		if num != 0 {
			wi.num = num
		}
		if unit != "" {
			wi.unit = unit
		}
	}
	small := []string{"zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
		"eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen"}
	for i, w := range small {
		add(w, nfSmall, int64(i), "")
	}
	tens := []string{"twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"}
	for i, w := range tens {
		add(w, nfTens, int64(20+10*i), "")
	}
	add("hundred", nfHundred, 100, "")
	scales := []struct {
		w string
		p int8
	}{
		{"thousand", 3}, {"thousands", 3}, {"million", 6}, {"millions", 6}, {"billion", 9}, {"billions", 9},
		{"trillion", 12}, {"trillions", 12}, {"mn", 6}, {"mln", 6}, {"bn", 9}, {"bln", 9}, {"tn", 12},
		{"lakh", 5}, {"lakhs", 5}, {"crore", 7}, {"crores", 7},
	}
	for _, s := range scales {
		wi := entry(s.w)
		wi.flags |= nfScale
		wi.scale = s.p
	}
	add("a", nfArticle, 0, "")
	add("an", nfArticle, 0, "")
	add("half", nfHalf, 0, "")
	add("dozen", nfDozen, 12, "")
	add("few", nfFew, 0, "")
	add("several", nfFew, 0, "")
	add("and", nfAnd, 0, "")
	ords := []string{"", "first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth",
		"eleventh", "twelfth", "thirteenth", "fourteenth", "fifteenth", "sixteenth", "seventeenth", "eighteenth", "nineteenth"}
	for i, w := range ords {
		if w != "" {
			add(w, nfOrdinal, int64(i), "")
		}
	}
	ordTens := []string{"twentieth", "thirtieth", "fortieth", "fiftieth", "sixtieth", "seventieth", "eightieth", "ninetieth"}
	for i, w := range ordTens {
		add(w, nfOrdinal, int64(20+10*i), "")
	}
	add("hundredth", nfOrdinal, 100, "")
	months := [][]string{
		{"january", "jan"}, {"february", "feb"}, {"march", "mar"}, {"april", "apr"}, {"may"}, {"june", "jun"},
		{"july", "jul"}, {"august", "aug"}, {"september", "sep", "sept"}, {"october", "oct"},
		{"november", "nov"}, {"december", "dec"},
	}
	for i, ws := range months {
		for _, w := range ws {
			add(w, nfMonth|nfCue, int64(i+1), "")
		}
	}
	for _, w := range []string{"passage", "passages", "source", "sources", "document", "documents", "doc", "docs"} {
		add(w, nfCite, 0, "")
	}
	for _, w := range []string{"in", "since", "until", "till", "before", "after",
		"during", "early", "late", "mid", "circa", "ca", "throughout",
		"year", "fiscal", "fy", "spring", "summer", "autumn", "fall", "winter", "founded", "established",
		"born", "died", "released", "published", "launched", "pre", "post"} {
		add(w, nfCue, 0, "")
	}
	for _, w := range []string{"of", "to", "by", "from", "between", "through", "around", "and", "or"} {
		add(w, nfWeakCue, 0, "")
	}
	for _, w := range []string{"was", "saw", "marked", "brought", "began", "ended", "will", "would"} {
		add(w, nfYearVerb, 0, "")
	}
	for _, w := range []string{"with", "for", "on", "at", "as", "when", "while", "but", "that", "which",
		"where", "is", "are", "was", "were", "had", "has", "it", "he", "she", "they", "we", "this", "its",
		"their", "his", "her", "there", "a", "an"} {
		add(w, nfFunction, 0, "")
	}
	add("between", nfBetween, 0, "")
	for _, w := range []string{"pre", "post", "mid", "early", "late", "over", "under", "top", "non", "sub",
		"circa", "ca", "c", "about", "around", "approx", "up", "down", "ultra", "near", "low", "high"} {
		add(w, nfPrefix, 0, "")
	}
	units := map[string][]string{
		"km":      {"km", "kms", "kilometre", "kilometres", "kilometer", "kilometers"},
		"m":       {"m", "metre", "metres", "meter", "meters"},
		"cm":      {"cm", "centimetre", "centimetres", "centimeter", "centimeters"},
		"mm":      {"mm", "millimetre", "millimetres", "millimeter", "millimeters"},
		"mi":      {"mi", "mile", "miles"},
		"ft":      {"ft", "foot", "feet"},
		"in":      {"inch", "inches"},
		"yd":      {"yd", "yard", "yards"},
		"kg":      {"kg", "kgs", "kilogram", "kilograms", "kilogramme", "kilogrammes", "kilo", "kilos"},
		"g":       {"g", "gram", "grams", "gramme", "grammes"},
		"mg":      {"mg", "milligram", "milligrams"},
		"lb":      {"lb", "lbs", "pound", "pounds"},
		"oz":      {"oz", "ounce", "ounces"},
		"t":       {"tonne", "tonnes", "ton", "tons"},
		"second":  {"second", "seconds", "sec", "secs"},
		"minute":  {"minute", "minutes", "min", "mins"},
		"hour":    {"hour", "hours", "hr", "hrs", "h"},
		"day":     {"day", "days"},
		"week":    {"week", "weeks", "wk", "wks"},
		"month":   {"month", "months"},
		"year":    {"year", "years", "yr", "yrs"},
		"decade":  {"decade", "decades"},
		"century": {"century", "centuries"},
		"star":    {"star", "stars"},
		"l":       {"litre", "litres", "liter", "liters"},
		"ml":      {"ml", "millilitre", "millilitres", "milliliter", "milliliters"},
		"gal":     {"gallon", "gallons"},
		"mph":     {"mph"},
		"kmh":     {"kph", "kmh"},
		"kb":      {"kb"},
		"mb":      {"mb"},
		"gb":      {"gb"},
		"tb":      {"tb"},
		"acre":    {"acre", "acres"},
		"ha":      {"hectare", "hectares", "ha"},
		"kw":      {"kw"},
		"mw":      {"mw", "megawatt", "megawatts"},
		"gw":      {"gw", "gigawatt", "gigawatts"},
		"kwh":     {"kwh"},
		"mwh":     {"mwh"},
		"gwh":     {"gwh"},
		"deg":     {"degree", "degrees"},
		"point":   {"point", "points", "pts"},
		"bp":      {"bps", "bp"},
		"pp":      {"pp"},
	}
	for u, ws := range units {
		for _, w := range ws {
			add(w, nfMeasure, 0, u)
		}
	}
	curs := map[string][]string{
		"USD": {"usd", "dollar", "dollars"},
		"EUR": {"eur", "euro", "euros"},
		"GBP": {"gbp", "sterling"},
		"JPY": {"jpy", "yen"},
		"INR": {"inr", "rupee", "rupees", "rs"},
		"CNY": {"cny", "rmb", "yuan", "renminbi"},
		"AUD": {"aud"},
		"CAD": {"cad"},
		"CHF": {"chf"},
	}
	for c, ws := range curs {
		for _, w := range ws {
			add(w, nfCurrency, 0, c)
		}
	}
	add("percent", nfPercent, 0, "")
	add("pct", nfPercent, 0, "")
	add("per", nfPer, 0, "")
	add("percentage", nfPercentage, 0, "")
	add("basis", nfBasis, 0, "")
	add("noon", nfNoon, 0, "")
	add("midday", nfNoon, 0, "")
	add("midnight", nfMidnight, 0, "")
	add("out", nfOut, 0, "")
	add("of", nfOf, 0, "")
	add("to", nfRangeWord, 0, "")
	add("or", nfRangeWord, 0, "")
	add("through", nfRangeWord, 0, "")
	add("the", nfThe, 0, "")
	return list
}

// numLookupWord returns the table entry of s[i:j] (compared case-insensitively),
// and whether the word is capitalised.
func numLookupWord(s string, i, j int) (numWordInfo, bool) {
	n := j - i
	if n > numMaxWordLen || !numFilter.mayHoldSpan(s, i, j) {
		return numWordInfo{}, false
	}
	lo, hi := numPack(s, i, j)
	for p := numSlot(lo, hi); ; p = (p + 1) % numSlots {
		e := numTable.slots[p]
		if e == 0 {
			return numWordInfo{}, false
		}
		if k := numTable.keys[e-1]; k == [2]uint64{lo, hi} {
			return numTable.infos[e-1], true
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

// numPackMasks keeps, for each word length n up to 16, the bytes of the
// two packed words (see numPack) that hold the word's n bytes. Read-only.
var numPackMasks = func() (t [17][2]uint64) {
	for n := range t {
		for k := range n {
			t[n][k/8] |= 0xFF << (8 * (k % 8))
		}
	}
	return t
}()

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

// numTable holds numWordList in an open-addressing table keyed by the packed
// word (see numPack). Read-only.
var numTable = func() (t struct {
	slots [numSlots]uint16 // one more than an index into keys and infos; 0 when free
	keys  [][2]uint64
	infos []numWordInfo
}) {
	t.keys = make([][2]uint64, 0, len(numWordList))
	t.infos = make([]numWordInfo, 0, len(numWordList))
	for _, e := range numWordList {
		w, wi := e.word, e.info
		if len(w) > numMaxWordLen || strings.ContainsFunc(w, func(r rune) bool { return r < 'a' || r > 'z' }) {
			panic("signals: number word " + w + " is not lower-case letters within numMaxWordLen")
		}
		lo, hi := numPack(w, 0, len(w))
		t.keys = append(t.keys, [2]uint64{lo, hi})
		t.infos = append(t.infos, wi)
		p := numSlot(lo, hi)
		for t.slots[p] != 0 {
			p = (p + 1) % numSlots
		}
		t.slots[p] = uint16(len(t.keys))
	}
	return t
}()

// numSlotBits and numSlots size numTable, a power of two well above the
// number of number words, so that probes stay short and always meet a free
// slot.
const (
	numSlotBits = 11
	numSlots    = 1 << numSlotBits
)

// numAsciiWordEnd returns the end of the run of ASCII letters starting at i.
func numAsciiWordEnd(s string, i int) int {
	for i < len(s) && numIsASCIILetter(s[i]) {
		i++
	}
	return i
}

// numSpelled is a spelled-out number read by numReadSpelled.
type numSpelled struct {
	val     float64
	end     int
	ordinal bool
	words   int  // number words read
	scale   int  // power of ten of the last scale word (two million: 6), or 0
	lone    bool // only "one" (a pronoun unless a unit follows)
	approx  bool // a vague count: "a few hundred", "several thousand"
}

// numReadSpelled reads a spelled-out number starting at the word s[i:].
// ok is false when no number starts there ("a", "one of", "half").
func numReadSpelled(s string, i int) (sp numSpelled, ok bool) {
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
		wi, known := numLookupWord(s, pos, j)
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
