package signals

// WordClass is what a lower-case word token is to the scanners that read
// a text's tokens one by one: Negated, Directions and MayHoldNumbers, and
// a caller's tests of a text for days and meals (ClassDays, ClassMeal). It
// depends on the word alone, so that a caller meeting the same words in
// text after text can work it out once per word (see ClassOf) and hand
// the classes of a text's tokens over in Tokenized.Classes.
type WordClass uint8

// The bits of a WordClass.
const (
	// ClassNegation marks a word that may negate its text: a negation
	// word, or a verb that negates what it governs (see Negated), which
	// is a content word all the same.
	ClassNegation WordClass = 1 << iota
	// ClassCue marks a word Directions reads: a cue word, or a word a
	// cue phrase starts with.
	ClassCue
	// ClassFigure marks a word a part of which (between hyphens and
	// apostrophes) is a figure word other than a month: a number, scale,
	// ordinal or time word ("three", "dozen", "first", "noon").
	ClassFigure
	// ClassMonth marks a word a part of which is a month, a figure word
	// only when written as one: with a capital, or in full where it is
	// no other word ("february", not "may", see numMonthWritten).
	ClassMonth
	// ClassDigit marks a word that holds an ASCII digit.
	ClassDigit
	// ClassDays marks a word that holds "day", "dail" or "week", as a word
	// naming a day of the week or days ("daily", "weekends") does: an
	// ASCII text none of whose tokens is of the class holds none of them,
	// as each is letters only, which a token never splits.
	ClassDays
	// ClassMeal marks a meal: one of Meals.
	ClassMeal

	// classEnd is the bit after the last class, an untyped constant, so
	// that it is one even past the bits of a WordClass. Keep it last.
	classEnd = 1 << iota
)

// ClassAll holds every bit a WordClass may set: a caller that keeps a
// class in a byte with flags of its own (see evidence's wordEntry.flags)
// checks them against it.
const ClassAll WordClass = classEnd - 1

// Meals are the words of ClassMeal.
var Meals = [...]string{"breakfast", "brunch", "lunch", "dinner"}

// cuePhraseStarts are the words Directions reads cue phrases from that
// are no cue words themselves ("at least", "no more than", "prior to").
var cuePhraseStarts = [...]string{"at", "no", "not", "or", "up", "prior", "ahead", "more", "after"}

// ClassOf returns the class of the lower-case word token w.
func ClassOf(w string) WordClass {
	if k := shortKey(w); k >= 0 {
		return shortClasses[k]
	}
	return classOf(w)
}

// ShortClass is ClassOf of a word of one or two lower-case ASCII letters
// and digits, the commonest tokens, read from a table, and false for any
// other word. (Small enough to be inlined in a caller's loop over tokens.)
func ShortClass(w string) (WordClass, bool) {
	if k := shortKey(w); k >= 0 {
		return shortClasses[k], true
	}
	return 0, false
}

// buildShortCode returns shortCode, generated into tables.go: the
// lower-case ASCII letters and the digits numbered from 1, every other
// byte 0.
func buildShortCode() (t [256]uint8) {
	for i, c := range "abcdefghijklmnopqrstuvwxyz0123456789" {
		t[c] = uint8(i + 1)
	}
	return t
}

// shortKey returns the place in shortClasses of a word of one or two
// lower-case letters and digits, or -1 for any other word.
func shortKey(w string) int {
	switch len(w) {
	case 1:
		if c := shortCode[w[0]]; c > 0 {
			return int(c) * 37
		}
	case 2:
		if c, d := shortCode[w[0]], shortCode[w[1]]; c > 0 && d > 0 {
			return int(c)*37 + int(d)
		}
	}
	return -1
}

// buildShortClasses returns shortClasses, generated into tables.go:
// classOf of every word of one or two lower-case letters and digits, the
// commonest tokens, at its shortKey: ClassDigit for each word with a
// digit, and the class of each of the few words of letters alone that
// have one, written out here (TestShortClasses checks it against
// classOf).
func buildShortClasses() (t [37 * 37]WordClass) {
	const digits = 27 // shortCode of '0', the first digit
	for k := 37; k < len(t); k++ {
		if c, d := k/37, k%37; c >= digits || d >= digits {
			t[k] = ClassDigit
		}
	}
	for _, w := range [...]struct {
		word  string
		class WordClass
	}{
		{"at", ClassCue}, {"no", ClassNegation | ClassCue}, {"or", ClassCue}, {"up", ClassCue},
		{"bn", ClassFigure}, {"mn", ClassFigure}, {"tn", ClassFigure},
	} {
		t[shortKey(w.word)] = w.class
	}
	return t
}

// numberClasses are the classes of a word of ASCII letters, digits,
// hyphens and apostrophes that is a NumberWord: one holds a digit or a
// part that is a figure word or a month exactly when it is one.
const numberClasses = ClassDigit | ClassFigure | ClassMonth

// Facts returns ClassOf(w), NumberWord(w) and IsContentWord(w) of the
// lower-case word token w: what a caller meeting a word for the first time
// asks of it, answered from one pass over its bytes. The three share their
// tests: a word whose bytes are ASCII letters, digits, hyphens and
// apostrophes is a NumberWord as its class says (see numberClasses), and a
// content word is no negation word, which its class tells of most words:
// only the negator verbs share the class with the negation words.
func Facts(w string) (cls WordClass, number, content bool) {
	if k := shortKey(w); k >= 0 {
		// Too short to be a content word.
		cls = shortClasses[k]
		return cls, cls&numberClasses != 0, false
	}
	cls, seen := classBits(w)
	if seen&byteOther == 0 {
		number = cls&numberClasses != 0
	} else {
		number = NumberWord(w)
	}
	return cls, number, (cls&ClassNegation == 0 || isNegator(w)) && contentShape(w)
}

// classOf is ClassOf of any word.
func classOf(w string) WordClass {
	c, _ := classBits(w)
	return c
}

// classBits returns classOf of w and the union of the classBytes bits of
// its bytes.
func classBits(w string) (WordClass, uint8) {
	var c WordClass
	// The filters of the word sets below, read at once (see
	// classFilters); none lets the empty word through.
	var may classFilter
	if len(w) > 0 {
		may = classFilters[min(len(w), 15)][w[0]&31].of(w[len(w)-1])
	}
	if negates(w, may.negation) || may.negation && isNegator(w) {
		c |= ClassNegation
	}
	if may.direction {
		if cues.has(w) || containsWord(cuePhraseStarts[:], w) {
			c |= ClassCue
		}
	}
	// One pass over the bytes tells which of the tests below can hold: most
	// words have no digit, no joiner, and neither a d nor a w.
	var seen uint8
	for i := 0; i < len(w); i++ {
		seen |= classBytes[w[i]]
	}
	if seen&byteDigit != 0 {
		c |= ClassDigit
	}
	if seen&(byteD|byteW) != 0 && holdsDays(w) {
		c |= ClassDays
	}
	if may.meal && containsWord(Meals[:], w) {
		c |= ClassMeal
	}
	// The parts figureWordAt reads: the whole word when it has no
	// joiner, its parts between joiners when it has.
	if seen&byteJoiner == 0 {
		// figureClass's filter first, without its call: most words
		// are no figure word.
		if may.figure {
			c |= figureClass(w, 0, len(w))
		}
		return c, seen
	}
	start := 0
	for end := 0; end <= len(w); end++ {
		if end < len(w) && w[end] != '-' && w[end] != '\'' {
			continue
		}
		c |= figureClass(w, start, end)
		start = end + 1
	}
	return c, seen
}

// classFilterSet holds, for a length and a first letter as a wordFilter
// indexes them, the last letters that the filters classBits asks let
// through: negationClassFilter, directionFilter, mealFilter and figureFilter,
// one entry of four words where the four filters are four tables.
type classFilterSet [4]uint32

// classFilter is what the four filters of a classFilterSet say of a word.
type classFilter struct {
	negation, direction, meal, figure bool
}

// of returns what the filters say of a word whose entry e is and whose
// last byte is last: wordFilter.mayHold of each.
func (e *classFilterSet) of(last byte) classFilter {
	bit := uint32(1) << (last & 31)
	return classFilter{e[0]&bit != 0, e[1]&bit != 0, e[2]&bit != 0, e[3]&bit != 0}
}

// buildClassFilters returns classFilters, generated into tables.go:
// negationClassFilter, directionFilter, mealFilter and figureFilter entry
// by entry.
func buildClassFilters() (t [16][32]classFilterSet) {
	for n := range t {
		for c := range t[n] {
			t[n][c] = classFilterSet{negationClassFilter[n][c], directionFilter[n][c], mealFilter[n][c], figureFilter[n][c]}
		}
	}
	return t
}

// holdsDays reports whether w holds "day", "dail" or "week", looking
// for the three at once.
func holdsDays(w string) bool {
	for i := 0; i+3 <= len(w); i++ {
		switch w[i] {
		case 'd':
			if w[i+1] == 'a' && (w[i+2] == 'y' || w[i+2] == 'i' && i+3 < len(w) && w[i+3] == 'l') {
				return true
			}
		case 'w':
			if i+4 <= len(w) && w[i+1:i+4] == "eek" {
				return true
			}
		}
	}
	return false
}

// figureClass returns ClassFigure and ClassMonth as w[start:end], a part
// of a word between joiners, is a figure word of either kind.
func figureClass(w string, start, end int) WordClass {
	var c WordClass
	if figureFilter.mayHoldSpan(w, start, end) {
		if wi, ok := numLookupWord(w, start, end); ok {
			if wi.flags&(numSpellFlags&^nfMonth) != 0 {
				c |= ClassFigure
			}
			if wi.flags&nfMonth != 0 {
				c |= ClassMonth
			}
		}
	}
	return c
}

// The bits of classBytes.
const (
	byteDigit  = 1 << iota // an ASCII digit (see IndexDigit)
	byteJoiner             // a hyphen or an apostrophe
	byteD                  // d, which "day" and "dail" start with
	byteW                  // w, which "week" starts with
	byteOther              // a byte other than an ASCII letter, a digit, a hyphen or an apostrophe
)

// buildClassBytes returns classBytes, generated into tables.go: the bits
// of the bytes classOf looks for.
func buildClassBytes() (t [256]uint8) {
	for c := range t {
		if !numIsASCIILetter(byte(c)) {
			t[c] = byteOther
		}
	}
	for c := '0'; c <= '9'; c++ {
		t[c] = byteDigit
	}
	t['-'], t['\''] = byteJoiner, byteJoiner
	t['d'], t['w'] = byteD, byteW
	return t
}

// classes returns t.Classes when it holds a class for each token, nil
// when it does not.
func (t *Tokenized) classes() []WordClass {
	if len(t.Classes) != len(t.Tokens) {
		return nil
	}
	return t.Classes
}
