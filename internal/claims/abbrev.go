package claims

import (
	"math/bits"
	"slices"
	"unicode"
	"unicode/utf8"

	"github.com/sourced-dev/sourced/internal/swar"
)

// abbrevClass says when a word written with a full stop ends a sentence.
type abbrevClass uint8

const (
	// notAbbrev: an ordinary word; its full stop ends the sentence.
	notAbbrev abbrevClass = iota
	// neverEnds: always followed by more of the same sentence (e.g. this,
	// Fig. 3, Roe v. Wade).
	neverEnds
	// title: a title before a name (Dr. Smith, Sen. Hall); it ends the
	// sentence only where no name can follow, before a word that opens
	// sentences (... met the Sen. However, ...).
	title
	// endsBeforeOpener: usually inside a sentence before a capitalised
	// word (U.S. Senate, J. R. R. Tolkien, Martin Luther King Jr. Day,
	// Smith et al. (2020)), but ends the sentence before a word that
	// typically opens one (U.S. The ..., King Jr. He ...).
	endsBeforeOpener
	// continuesBeforeNumber: does not end the sentence before a number
	// (No. 5, Jan. 12, p. 40), does elsewhere (No. The answer ...).
	continuesBeforeNumber
	// clockSuffix: a.m. and p.m. end the sentence before a capital, unless
	// a time-zone abbreviation follows (5 p.m. EST).
	clockSuffix
	// companySuffix: the legal form of a company (Corp., Inc., Ltd.)
	// ends the sentence before a capital, unless another legal form
	// follows (Acme Corp. Ltd.).
	companySuffix
)

// maxAbbrevLen bounds the backward scan for the word before a full stop;
// longer words are never abbreviations.
const maxAbbrevLen = 24

// abbreviation reports whether the full stop at dot (in a segment that
// starts at segStart) belongs to an abbreviation that does not end the
// sentence before the token at next.
func (sp *splitter) abbreviation(segStart, dot, next, end int) bool {
	s := sp.text
	ts, class, ok := plainWord(s, segStart, dot)
	if !ok {
		if ts = wordStart(s, segStart, dot); ts < 0 {
			return false
		}
		class = classify(s[ts:dot])
	}
	if class == notAbbrev {
		// Most words: an ordinary word ends the sentence, unless it is
		// the "al" of "et al.", which is written after names.
		if dot-ts != 2 || s[ts:dot] != "al" || ts < 3 || s[ts-3:ts] != "et " {
			return false
		}
		class = endsBeforeOpener
	}
	return sp.continuesAfter(class, segStart, ts, dot, next, end)
}

// plainWord settles the common word before a full stop from the eight
// bytes before it, read as one word, without the byte-by-byte scan of
// wordStart and the tests of classify: a word ending in a digit, which no
// abbreviation holds; a word of maxListedAbbrevLen+1 or more ASCII letters,
// longer than any abbreviation listed by name and than a run of a dotted
// acronym or a single initial; and a word of two to maxListedAbbrevLen
// ASCII letters after whitespace (or at segStart), which is an
// abbreviation only if listed, looked up by its key. For these, classify
// would give class for the word s[ts:dot] that wordStart finds (class is
// notAbbrev, and ts meaningless, for the first two). ok is false for any
// other word (an initial, a dotted acronym, a bracket or a byte from 0x80
// up among the eight bytes, a stop less than eight bytes into the text).
func plainWord(s string, segStart, dot int) (ts int, class abbrevClass, ok bool) {
	if dot < 8 {
		return 0, notAbbrev, false
	}
	x := swar.Load64(s[dot-8 : dot])
	if x&swar.Highs != 0 {
		return 0, notAbbrev, false
	}
	// With every byte below 0x80 the sums carry into no other byte; the
	// high bit of a byte of letters is set for an ASCII letter.
	l := x | 0x20*swar.Ones
	letters := (l + (0x80-'a')*swar.Ones) &^ (l + (0x80-'z'-1)*swar.Ones) & swar.Highs
	// n letters end the word, the last byte of x being the last of it.
	n := min(bits.LeadingZeros64(^letters&swar.Highs)/8, dot-segStart)
	switch {
	case n > maxListedAbbrevLen:
		return dot - n, notAbbrev, true
	case n == 0:
		c := s[dot-1]
		return dot, notAbbrev, dot > segStart && '0' <= c && c <= '9'
	case n == 1:
		return 0, notAbbrev, false
	}
	ts = dot - n
	if ts > segStart && !asciiSpace[s[ts-1]] {
		return 0, notAbbrev, false
	}
	return ts, listedClass(x>>(64-8*n) | uint64(n)<<56), true
}

// wordStart returns the start of the word before the full stop at dot, as
// abbreviation classifies it: back to whitespace or segStart, then past
// any opening brackets, quotes and emphasis. It returns -1 for a word
// longer than maxAbbrevLen bytes, which is never an abbreviation.
func wordStart(s string, segStart, dot int) int {
	ts := dot
	for ts > segStart {
		if b := s[ts-1]; b < utf8.RuneSelf {
			if isSpace(rune(b)) {
				break
			}
			ts--
			if dot-ts > maxAbbrevLen {
				return -1
			}
			continue
		}
		r, w := utf8.DecodeLastRuneInString(s[segStart:ts])
		if isSpace(r) {
			break
		}
		ts -= w
		if dot-ts > maxAbbrevLen {
			return -1
		}
	}
	// Drop opening brackets, quotes and emphasis before the word.
	for ts < dot {
		r, w := utf8.DecodeRuneInString(s[ts:dot])
		if r != '(' && r != '[' && r != '"' && r != '\'' && r != '*' && r != '_' && r != '“' && r != '‘' && r != '«' {
			break
		}
		ts += w
	}
	return ts
}

// continuesAfter reports whether the full stop at dot after the word
// s[ts:dot], an abbreviation of class class (see classify), leaves the
// sentence going on before the token at next.
func (sp *splitter) continuesAfter(class abbrevClass, segStart, ts, dot, next, end int) bool {
	s := sp.text
	tok := s[ts:dot]
	switch class {
	case neverEnds:
		return true
	case title:
		w, _ := sp.nextWord(next, end)
		return !opensSentence(w)
	case endsBeforeOpener:
		if (tok == "C" || tok == "F" || tok == "K") && isUnitLetter(s, segStart, ts) {
			return false // 350 degrees F. Then ...
		}
		w, initial := sp.nextWord(next, end)
		if initial {
			return true
		}
		if w == "" {
			// A digit, a bracket, a non-ASCII word: not an opener.
			return true
		}
		return !opensSentence(w)
	case continuesBeforeNumber:
		return unicode.IsDigit(runeAt(s, next, end))
	case clockSuffix:
		w, _ := sp.nextWord(next, end)
		return IsTimeZone(w) || slices.Contains(weekdays, w) || sp.localTime(next, end)
	case companySuffix:
		w, _ := sp.nextWord(next, end)
		return w != "" && ('a' <= w[0] && w[0] <= 'z' || isCompanySuffix(w))
	}
	return false
}

// isUnitLetter reports whether the temperature letter (C, F, K) starting
// at ts is a unit rather than an initial: it follows a number or the word
// "degrees" ("20 C.", "350 degrees F."; but "131 N. Main" is an address).
func isUnitLetter(s string, segStart, ts int) bool {
	i := ts
	for i > segStart && s[i-1] == ' ' {
		i--
	}
	if i == ts || i == segStart {
		return false
	}
	if c := s[i-1]; '0' <= c && c <= '9' {
		return true
	}
	const deg = "degrees"
	w := i
	for w > segStart && s[w-1] >= 'a' && s[w-1] <= 'z' {
		w--
	}
	return s[w:i] == deg || s[w:i] == deg[:len(deg)-1]
}

// runeAt returns the rune at s[i:end], or utf8.RuneError.
func runeAt(s string, i, end int) rune {
	if i >= end {
		return utf8.RuneError
	}
	r, _ := utf8.DecodeRuneInString(s[i:end])
	return r
}

// classify returns the class of the word tok written before a full stop
// (without the stop).
func classify(tok string) abbrevClass {
	if tok == "" {
		return notAbbrev
	}
	if len(tok) <= maxListedAbbrevLen {
		if class := listedClass(abbrevKey(tok)); class != notAbbrev {
			return class
		}
	}
	if len(tok) == 1 {
		c := tok[0]
		if 'A' <= c && c <= 'Z' {
			return endsBeforeOpener // an initial: George W. Bush
		}
		if 'a' <= c && c <= 'z' {
			return continuesBeforeNumber // c. 1500, p. 4
		}
		return notAbbrev
	}
	if r, w := utf8.DecodeRuneInString(tok); w == len(tok) && unicode.IsUpper(r) {
		return endsBeforeOpener // a non-ASCII initial: Á. Ortiz
	}
	if isDottedAcronym(tok) {
		if 'a' <= tok[0] && tok[0] <= 'z' {
			return clockSuffix // a.m, p.m
		}
		return endsBeforeOpener // U.S, U.K, Ph.D
	}
	return notAbbrev
}

// listedAbbrevs are the words classify knows by name, with their classes.
var listedAbbrevs = [...]struct {
	class abbrevClass
	words []string
}{
	// Titles and honorifics written before a name.
	{title, []string{"Dr", "Mr", "Mrs", "Ms", "Mx", "Messrs", "Mmes", "Prof", "Gen", "Gov",
		"Sen", "Rep", "Rev", "Hon", "Pres", "Capt", "Lt", "Col", "Sgt", "Cpl",
		"Maj", "Adm", "Cmdr", "Supt", "Insp", "Mt", "Ft", "Fr", "Msgr"}},
	// Latin and scholarly abbreviations that introduce what follows.
	{neverEnds, []string{"e.g", "E.g", "i.e", "I.e", "cf", "Cf", "viz", "vs", "Vs", "v",
		"a.k.a", "approx", "Approx", "ca", "Fig", "Figs", "fig", "figs", "Eq",
		"Eqs", "eq", "eqs", "Vol", "Vols", "vol", "vols", "Ch", "ch", "Sec",
		"Secs", "sec", "Ref", "Refs", "ref", "refs", "Nr", "nr"}},
	// Written after a name, or part of a name.
	{endsBeforeOpener, []string{"St", "Ste", "Jr", "Sr", "Esq", "Ave", "Rd", "Blvd", "Bros"}},
	// The legal forms of companies, written after their names.
	{companySuffix, []string{"Corp", "Inc", "Ltd", "Co", "Cos", "Plc", "plc", "Pty", "Bhd"}},
	// Before a number: month names, numero, pages, rupees, "est. 1990".
	{continuesBeforeNumber, []string{"Jan", "Feb", "Mar", "Apr", "Jun", "Jul", "Aug", "Sep", "Sept", "Oct",
		"Nov", "Dec", "No", "Nos", "no", "nos", "p", "pp", "Rs", "est", "Est",
		"para", "art", "Art", "Tab"}},
}

// maxListedAbbrevLen is the length in bytes of the longest word of
// listedAbbrevs.
const maxListedAbbrevLen = 6

// abbrevKey returns the key of a word of up to maxListedAbbrevLen bytes:
// its bytes packed little-endian, as swar.Load64 reads them, and its length
// in the top byte, so that no two such words share one.
func abbrevKey(w string) uint64 {
	k := uint64(len(w)) << 56
	for i := 0; i < len(w); i++ {
		k |= uint64(w[i]) << (8 * i)
	}
	return k
}

// buildAbbrevSlots returns abbrevSlots, generated into tables.go: the
// words of listedAbbrevs, at the slots their keys hash to or the next free
// ones, for listedClass; a slot of key 0 is free.
func buildAbbrevSlots() (t [256]struct {
	key   uint64
	class abbrevClass
}) {
	for _, list := range listedAbbrevs {
		for _, w := range list.words {
			k := abbrevKey(w)
			i := abbrevSlot(k)
			for t[i].key != 0 {
				i = (i + 1) % len(t)
			}
			t[i].key, t[i].class = k, list.class
		}
	}
	return t
}

// abbrevSlot returns the slot of abbrevSlots that key k hashes to.
func abbrevSlot(k uint64) int {
	return int(k * 0x9e3779b97f4a7c15 >> 56)
}

// listedClass returns the class of the listed word whose key (see
// abbrevKey) is k, or notAbbrev if there is none: a look-up of a slot or
// two, where a switch over the words' strings compares several.
func listedClass(k uint64) abbrevClass {
	for i := abbrevSlot(k); ; i = (i + 1) % len(abbrevSlots) {
		switch abbrevSlots[i].key {
		case k:
			return abbrevSlots[i].class
		case 0:
			return notAbbrev
		}
	}
}

// isASCIILetter reports whether c is an ASCII letter.
func isASCIILetter(c byte) bool {
	return ('a' <= c && c <= 'z') || ('A' <= c && c <= 'Z')
}

// isDottedAcronym reports whether tok is two or more runs of one or two
// ASCII letters joined by full stops: U.S, a.m, Ph.D, D.C.
func isDottedAcronym(tok string) bool {
	parts, run := 1, 0
	for i := 0; i < len(tok); i++ {
		c := tok[i]
		switch {
		case isASCIILetter(c):
			run++
			if run > 2 {
				return false
			}
		case c == '.':
			if run == 0 {
				return false
			}
			parts++
			run = 0
		default:
			return false
		}
	}
	return parts >= 2 && run > 0
}

// nextWord returns the ASCII word at i, after any opening quotes and
// emphasis, or "" if there is no such word (a digit, a bracket, a word with
// non-ASCII letters, a word longer than any opener). initial reports a
// single capital letter followed by a full stop, which is another initial
// rather than the pronoun "I" or the article "A".
func (sp *splitter) nextWord(i, end int) (word string, initial bool) {
	s := sp.text
	for n := 0; n < 4 && i < end; n++ {
		r, w := utf8.DecodeRuneInString(s[i:end])
		if r != '*' && r != '_' && r != '"' && r != '\'' && r != '“' && r != '‘' {
			break
		}
		i += w
	}
	j := i
	for j < end && j-i <= 16 {
		c := s[j]
		if ('a' <= c && c <= 'z') || ('A' <= c && c <= 'Z') {
			j++
			continue
		}
		break
	}
	if j == i || j-i > 16 {
		return "", false
	}
	if r := runeAt(s, j, end); r != utf8.RuneError && unicode.IsLetter(r) {
		return "", false
	}
	if j-i == 1 && j < end && s[j] == '.' {
		return s[i:j], true
	}
	return s[i:j], false
}

// isCompanySuffix reports whether w, a word after a company's legal form,
// is another legal form: one of companySuffix's words ("Ltd" of "Acme
// Corp. Ltd."), or one written without a full stop (LLC, PLC, LLP).
func isCompanySuffix(w string) bool {
	switch w {
	case "LLC", "PLC", "LLP":
		return true
	}
	return classify(w) == companySuffix
}

// weekdays, after a clock time, continue its sentence: "at 11 p.m.
// Sunday in London".
var weekdays = []string{"Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"}

// localTime reports whether the text from byte i names a place's time:
// up to three capitalised words and "time" ("Tokyo time", "New York
// time"), which after a clock time continues its sentence.
func (sp *splitter) localTime(i, end int) bool {
	s := sp.text
	for n := 0; n < 3; n++ {
		w, _ := sp.nextWord(i, end)
		if w == "" || w[0] < 'A' || w[0] > 'Z' {
			return false
		}
		i += len(w)
		if i >= end || s[i] != ' ' {
			return false
		}
		i++
		if next, _ := sp.nextWord(i, end); next == "time" {
			return true
		}
	}
	return false
}

// zoneNames are the time zones written out after a clock time ("10 a.m.
// Pacific", "1 p.m. Eastern"), which continue its sentence.
var zoneNames = []string{"Pacific", "Eastern", "Central", "Mountain", "Atlantic", "Greenwich"}

// IsTimeZone reports whether w, a word after a clock time, is a time
// zone: an abbreviation (see isTimeZone) or one of zoneNames.
func IsTimeZone(w string) bool {
	return isTimeZone(w) || slices.Contains(zoneNames, w)
}

// isTimeZone reports whether w looks like a time-zone abbreviation (EST,
// GMT, UTC, CET, PT): two to four capital letters.
func isTimeZone(w string) bool {
	if len(w) < 2 || len(w) > 4 {
		return false
	}
	for i := 0; i < len(w); i++ {
		if w[i] < 'A' || w[i] > 'Z' {
			return false
		}
	}
	return true
}

// opensSentence reports whether w is a word that, capitalised, usually
// opens a sentence rather than continues a name: pronouns, determiners,
// conjunctions, prepositions, sentence adverbs and auxiliaries. These are
// general English function words.
func opensSentence(w string) bool {
	switch w {
	case "A", "An", "The", "This", "That", "These", "Those", "There", "Here",
		"It", "Its", "He", "She", "They", "We", "I", "You", "His", "Her",
		"Their", "Our", "My", "Your", "One", "Some", "Many", "Most", "Much",
		"All", "Both", "Each", "Every", "Few", "Several", "Such", "Other",
		"Another", "No", "None", "Not", "Nothing", "Only", "Even", "Also",
		"And", "But", "Or", "Nor", "So", "Yet", "For", "If", "As", "Although",
		"Though", "Because", "Since", "While", "Whereas", "Unless", "When",
		"Where", "What", "Who", "Whom", "Whose", "Which", "Why", "How",
		"In", "On", "At", "By", "From", "With", "Without", "After", "Before",
		"During", "Until", "Over", "Under", "Between", "Among", "Despite",
		"Into", "Through", "Against", "Within", "Of", "To", "Upon",
		"However", "Meanwhile", "Moreover", "Furthermore", "Therefore",
		"Thus", "Hence", "Then", "Now", "Today", "Yesterday", "Tomorrow",
		"Later", "Earlier", "Still", "Instead", "Indeed", "Nevertheless",
		"Nonetheless", "Additionally", "Overall", "Finally", "First",
		"Second", "Third", "Last", "Next", "Once", "Again", "Afterwards",
		"Consequently", "Similarly", "Likewise", "Otherwise", "Accordingly",
		"According", "Currently", "Previously", "Recently", "Eventually",
		"Initially", "Subsequently", "Ultimately", "Is", "Are", "Was",
		"Were", "Has", "Have", "Had", "Do", "Does", "Did", "Can", "Could",
		"Would", "Should", "Must", "Might", "Shall", "Yes":
		return true
	}
	return false
}
