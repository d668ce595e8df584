package claims

import (
	"unicode"
	"unicode/utf8"
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
)

// maxAbbrevLen bounds the backward scan for the word before a full stop;
// longer words are never abbreviations.
const maxAbbrevLen = 24

// abbreviation reports whether the full stop at dot (in a segment that
// starts at segStart) belongs to an abbreviation that does not end the
// sentence before the token at next.
func (sp *splitter) abbreviation(segStart, dot, next, end int) bool {
	return !endsPlainly(sp.text, segStart, dot) && sp.wordAbbreviation(segStart, dot, next, end)
}

// wordAbbreviation is abbreviation without the shortcut of endsPlainly:
// it finds the word before the full stop and classifies it.
func (sp *splitter) wordAbbreviation(segStart, dot, next, end int) bool {
	s := sp.text
	ts := dot
	for ts > segStart {
		if b := s[ts-1]; b < utf8.RuneSelf {
			if isSpace(rune(b)) {
				break
			}
			ts--
			if dot-ts > maxAbbrevLen {
				return false
			}
			continue
		}
		r, w := utf8.DecodeLastRuneInString(s[segStart:ts])
		if isSpace(r) {
			break
		}
		ts -= w
		if dot-ts > maxAbbrevLen {
			return false
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
	tok := s[ts:dot]
	class := classify(tok)
	if tok == "al" && ts >= 3 && s[ts-3:ts] == "et " {
		class = endsBeforeOpener
	}
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
		return isTimeZone(w)
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
	switch tok {
	case "":
		return notAbbrev
	// Titles and honorifics written before a name.
	case "Dr", "Mr", "Mrs", "Ms", "Mx", "Messrs", "Mmes", "Prof", "Gen", "Gov",
		"Sen", "Rep", "Rev", "Hon", "Pres", "Capt", "Lt", "Col", "Sgt", "Cpl",
		"Maj", "Adm", "Cmdr", "Supt", "Insp", "Mt", "Ft", "Fr", "Msgr":
		return title
	// Latin and scholarly abbreviations that introduce what follows.
	case "e.g", "E.g", "i.e", "I.e", "cf", "Cf", "viz", "vs", "Vs", "v",
		"a.k.a", "approx", "Approx", "ca", "Fig", "Figs", "fig", "figs", "Eq",
		"Eqs", "eq", "eqs", "Vol", "Vols", "vol", "vols", "Ch", "ch", "Sec",
		"Secs", "sec", "Ref", "Refs", "ref", "refs", "Nr", "nr":
		return neverEnds
	// Written after a name, or part of a name.
	case "St", "Ste", "Jr", "Sr", "Esq", "Ave", "Rd", "Blvd", "Bros":
		return endsBeforeOpener
	// Before a number: month names, numero, pages, rupees, "est. 1990".
	case "Jan", "Feb", "Mar", "Apr", "Jun", "Jul", "Aug", "Sep", "Sept", "Oct",
		"Nov", "Dec", "No", "Nos", "no", "nos", "p", "pp", "Rs", "est", "Est",
		"para", "art", "Art", "Tab":
		return continuesBeforeNumber
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

// maxListedAbbrevLen is the length in bytes of the longest word that
// classify lists by name.
const maxListedAbbrevLen = 6

// endsPlainly reports whether the word before the full stop at dot ends
// as no abbreviation does, as most words before a full stop end: in a
// digit, which no abbreviation holds; or in maxListedAbbrevLen+1 ASCII
// letters, longer than any abbreviation listed by name and than a run of
// a dotted acronym or a single initial. These bytes all belong to the
// word that abbreviation would find, so classify would answer notAbbrev
// for it.
func endsPlainly(s string, segStart, dot int) bool {
	if dot > segStart && '0' <= s[dot-1] && s[dot-1] <= '9' {
		return true
	}
	from := dot - (maxListedAbbrevLen + 1)
	if from < segStart {
		return false
	}
	for i := from; i < dot; i++ {
		if !isASCIILetter(s[i]) {
			return false
		}
	}
	return true
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
