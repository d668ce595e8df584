package signals

import "github.com/kljensen/snowball/english"

// Stem returns the Snowball (Porter2) English stem of a lower-case word:
// "rising" and "rises" give "rise", "companies" gives "compani". Words of
// one or two letters are returned unchanged. A stem that is the word cut
// short ("reports" gives "report") is cut from it, not copied.
//
// Words of lower-case ASCII letters, digits, hyphens and inner apostrophes
// are stemmed here, byte by byte, giving exactly what
// github.com/kljensen/snowball/english.Stem gives; any other word is
// passed to that library.
func Stem(word string) string {
	if len(word) <= 2 {
		return word
	}
	if !plainASCIIWord(word) {
		return english.Stem(word, true)
	}
	if st := specialStem(word); st != "" {
		return st
	}
	// Stemming lengthens a word by one byte at most.
	var buf [64]byte
	b := buf[:0]
	if len(word) >= len(buf) {
		b = make([]byte, 0, len(word)+1)
	}
	w := stemWord{b: append(b, word...)}
	w.stem()
	// Most stems are the word cut short ("rising" to "rise" is not, but
	// "reports" to "report" is): those are cut from it, not copied.
	if len(w.b) <= len(word) && string(w.b) == word[:len(w.b)] {
		return word[:len(w.b)]
	}
	return string(w.b)
}

// plainASCIIWord reports whether word is made of lower-case ASCII letters,
// digits, hyphens and apostrophes, and does not start with an apostrophe.
func plainASCIIWord(word string) bool {
	if word[0] == '\'' {
		return false
	}
	for i := 0; i < len(word); i++ {
		c := word[i]
		if !('a' <= c && c <= 'z' || '0' <= c && c <= '9' || c == '-' || c == '\'') {
			return false
		}
	}
	return true
}

// specialStem returns the stem of the words Porter2 treats as exceptions,
// or "" for any other word.
func specialStem(word string) string {
	switch word {
	case "skis":
		return "ski"
	case "skies":
		return "sky"
	case "dying":
		return "die"
	case "lying":
		return "lie"
	case "tying":
		return "tie"
	case "idly":
		return "idl"
	case "gently":
		return "gentl"
	case "ugly":
		return "ugli"
	case "early":
		return "earli"
	case "only":
		return "onli"
	case "singly":
		return "singl"
	case "sky", "news", "howe", "atlas", "cosmos", "bias", "andes",
		"inning", "outing", "canning", "herring", "earring",
		"proceed", "exceed", "succeed":
		return word
	case "innings", "outings", "cannings", "herrings", "earrings":
		return word[:len(word)-1]
	case "proceeds", "proceeded", "proceeding":
		return "proceed"
	case "exceeds", "exceeded", "exceeding":
		return "exceed"
	case "succeeds", "succeeded", "succeeding":
		return "succeed"
	}
	return ""
}

// stemWord is a word being stemmed: its bytes, with 'Y' marking a y that
// acts as a consonant, and the starts of its regions R1 and R2.
type stemWord struct {
	b      []byte
	r1, r2 int
	// ys reports whether the word has a Y, to be turned back into y.
	ys bool
}

// isVowel reports whether c is a vowel; y is one, a consonant Y is not.
func isVowel(c byte) bool {
	return vowels[c]
}

// vowels marks the vowels by byte, for isVowel. Read-only.
var vowels = [256]bool{'a': true, 'e': true, 'i': true, 'o': true, 'u': true, 'y': true}

func (w *stemWord) stem() {
	w.markYs()
	w.regions()
	w.step0()
	w.step1a()
	w.step1b()
	w.step1c()
	w.step2()
	w.step3()
	w.step4()
	w.step5()
	if !w.ys {
		return
	}
	for i, c := range w.b {
		if c == 'Y' {
			w.b[i] = 'y'
		}
	}
}

// markYs turns into Y each y that starts the word or follows a vowel.
func (w *stemWord) markYs() {
	for i, c := range w.b {
		if c == 'y' && (i == 0 || isVowel(w.b[i-1])) {
			w.b[i] = 'Y'
			w.ys = true
		}
	}
}

// regions sets R1 and R2: each starts after the first non-vowel that
// follows a vowel in the region before it; R1 starts after gener, commun
// and arsen.
func (w *stemWord) regions() {
	// Each prefix is compared as a constant, which the compiler compares
	// in a load or two.
	b := w.b
	switch {
	case len(b) >= 5 && (string(b[:5]) == "gener" || string(b[:5]) == "arsen"):
		w.r1 = 5
	case len(b) >= 6 && string(b[:6]) == "commun":
		w.r1 = 6
	default:
		w.r1 = w.vnv(0)
	}
	w.r2 = w.vnv(w.r1)
}

// vnv returns the position after the first vowel–non-vowel pair at or
// after start, or the word's length when there is none.
func (w *stemWord) vnv(start int) int {
	for j := start + 1; j < len(w.b); j++ {
		if isVowel(w.b[j-1]) && !isVowel(w.b[j]) {
			return j + 1
		}
	}
	return len(w.b)
}

// firstSuffix returns the first of set's endings the word ends with, or
// "".
func (w *stemWord) firstSuffix(set *suffixSet) string {
	n := len(w.b)
	if n == 0 {
		return ""
	}
	g := set.group[w.b[n-1]]
	if g == 0 {
		return ""
	}
	for _, s := range set.groups[g-1] {
		if endsIn(w.b, s) {
			return s
		}
	}
	return ""
}

// endsIn reports whether b ends in s, whose last byte it has been found
// to end in: the other bytes are compared one by one from the end, where
// endings that share a last byte differ, which is cheaper for endings of a
// few bytes than calling the general comparison.
func endsIn(b []byte, s string) bool {
	if len(b) < len(s) {
		return false
	}
	b = b[len(b)-len(s):]
	for i := len(s) - 2; i >= 0; i-- {
		if b[i] != s[i] {
			return false
		}
	}
	return true
}

// suffixSet is the endings a step tries, in order, grouped by their last
// byte: a word is tried only against those that end in its own, which
// keeps the order of the endings that may match it.
type suffixSet struct {
	group  [256]uint8 // 1 + the index in groups of the endings that end in the byte; 0 for none
	groups [][]string
}

// newSuffixSet returns the set of endings, tried in the order given.
func newSuffixSet(endings ...string) *suffixSet {
	set := &suffixSet{}
	for _, e := range endings {
		last := e[len(e)-1]
		if set.group[last] == 0 {
			set.groups = append(set.groups, nil)
			set.group[last] = uint8(len(set.groups))
		}
		g := set.group[last] - 1
		set.groups[g] = append(set.groups[g], e)
	}
	return set
}

// replace replaces the last n bytes with r, which is at most one byte
// longer, and keeps R1 and R2 inside the word.
func (w *stemWord) replace(n int, r string) {
	k := len(w.b) - n
	w.b = w.b[:k+len(r)]
	copy(w.b[k:], r)
	w.r1 = min(w.r1, len(w.b))
	w.r2 = min(w.r2, len(w.b))
}

// inR1 and inR2 report whether a suffix of n bytes lies in R1 or R2.
func (w *stemWord) inR1(n int) bool { return n <= len(w.b)-w.r1 }
func (w *stemWord) inR2(n int) bool { return n <= len(w.b)-w.r2 }

// endsShortSyllable reports whether the first i bytes end in a short
// syllable.
func (w *stemWord) endsShortSyllable(i int) bool {
	switch {
	case i == 2:
		return isVowel(w.b[0]) && !isVowel(w.b[1])
	case i >= 3:
		s1, s2, s3 := w.b[i-1], w.b[i-2], w.b[i-3]
		return !isVowel(s1) && s1 != 'w' && s1 != 'x' && s1 != 'Y' && isVowel(s2) && !isVowel(s3)
	}
	return false
}

// The endings each step looks for, in the order it tries them. Read-only.
var (
	step0Suffixes    = newSuffixSet("'s'", "'s", "'")
	step1aSuffixes   = newSuffixSet("sses", "ied", "ies", "us", "ss", "s")
	step1bSuffixes   = newSuffixSet("eedly", "ingly", "edly", "ing", "eed", "ed")
	undoubleSuffixes = newSuffixSet("at", "bl", "iz", "bb", "dd", "ff", "gg", "mm", "nn", "pp", "rr", "tt")
	step2Suffixes    = newSuffixSet("ational", "fulness", "iveness", "ization", "ousness", "biliti", "lessli", "tional", "alism", "aliti", "ation", "entli", "fulli", "iviti", "ousli", "anci", "abli", "alli", "ator", "enci", "izer", "bli", "ogi", "li")
	step3Suffixes    = newSuffixSet("ational", "tional", "alize", "icate", "ative", "iciti", "ical", "ful", "ness")
	step4Suffixes    = newSuffixSet("ement", "ance", "ence", "able", "ible", "ment", "ent", "ant", "ism", "ate", "iti", "ous", "ive", "ize", "ion", "al", "er", "ic")
)

func (w *stemWord) step0() {
	if s := w.firstSuffix(step0Suffixes); s != "" {
		w.replace(len(s), "")
	}
}

func (w *stemWord) step1a() {
	switch s := w.firstSuffix(step1aSuffixes); s {
	case "sses":
		w.replace(4, "ss")
	case "ied", "ies":
		if len(w.b) > 4 {
			w.replace(3, "i")
		} else {
			w.replace(3, "ie")
		}
	case "s":
		for i := 0; i < len(w.b)-2; i++ {
			if isVowel(w.b[i]) {
				w.replace(1, "")
				return
			}
		}
	}
}

func (w *stemWord) step1b() {
	s := w.firstSuffix(step1bSuffixes)
	switch s {
	case "":
		return
	case "eed", "eedly":
		if w.inR1(len(s)) {
			w.replace(len(s), "ee")
		}
		return
	}
	vowel := false
	for i := 0; i < len(w.b)-len(s); i++ {
		if isVowel(w.b[i]) {
			vowel = true
			break
		}
	}
	if !vowel {
		return
	}
	r1, r2 := w.r1, w.r2
	w.replace(len(s), "")
	switch w.firstSuffix(undoubleSuffixes) {
	case "":
		if w.r1 >= len(w.b) && w.endsShortSyllable(len(w.b)) {
			w.replace(0, "e")
			w.r1, w.r2 = len(w.b), len(w.b)
			return
		}
	case "at", "bl", "iz":
		w.replace(0, "e")
	default:
		w.replace(1, "")
	}
	w.r1 = min(r1, len(w.b))
	w.r2 = min(r2, len(w.b))
}

func (w *stemWord) step1c() {
	n := len(w.b)
	if n > 2 && (w.b[n-1] == 'y' || w.b[n-1] == 'Y') && !isVowel(w.b[n-2]) {
		w.b[n-1] = 'i'
	}
}

func (w *stemWord) step2() {
	// Every ending has two bytes at least, which must lie in R1.
	if !w.inR1(2) {
		return
	}
	s := w.firstSuffix(step2Suffixes)
	if s == "" || !w.inR1(len(s)) {
		return
	}
	n := len(w.b)
	switch s {
	case "li":
		if n >= 3 {
			switch w.b[n-3] {
			case 'c', 'd', 'e', 'g', 'h', 'k', 'm', 'n', 'r', 't':
				w.replace(2, "")
			}
		}
		return
	case "ogi":
		if n >= 4 && w.b[n-4] == 'l' {
			w.replace(3, "og")
		}
		return
	}
	var r string
	switch s {
	case "tional":
		r = "tion"
	case "enci":
		r = "ence"
	case "anci":
		r = "ance"
	case "abli":
		r = "able"
	case "entli":
		r = "ent"
	case "izer", "ization":
		r = "ize"
	case "ational", "ation", "ator":
		r = "ate"
	case "alism", "aliti", "alli":
		r = "al"
	case "fulness", "fulli":
		r = "ful"
	case "ousli", "ousness":
		r = "ous"
	case "iveness", "iviti":
		r = "ive"
	case "biliti", "bli":
		r = "ble"
	case "lessli":
		r = "less"
	}
	w.replace(len(s), r)
}

func (w *stemWord) step3() {
	// Every ending has three bytes at least, which must lie in R1.
	if !w.inR1(3) {
		return
	}
	s := w.firstSuffix(step3Suffixes)
	if s == "" || !w.inR1(len(s)) {
		return
	}
	var r string
	switch s {
	case "ative":
		if w.inR2(5) {
			w.replace(5, "")
		}
		return
	case "ational":
		r = "ate"
	case "tional":
		r = "tion"
	case "alize":
		r = "al"
	case "icate", "iciti", "ical":
		r = "ic"
	}
	w.replace(len(s), r)
}

func (w *stemWord) step4() {
	// Every ending has two bytes at least, which must lie in R2.
	if !w.inR2(2) {
		return
	}
	s := w.firstSuffix(step4Suffixes)
	if s == "" || !w.inR2(len(s)) {
		return
	}
	if s == "ion" {
		if n := len(w.b); n < 4 || w.b[n-4] != 's' && w.b[n-4] != 't' {
			return
		}
	}
	w.replace(len(s), "")
}

func (w *stemWord) step5() {
	last := len(w.b) - 1
	if w.r1 > last {
		return
	}
	switch {
	case w.b[last] == 'e':
		if w.r2 <= last || !w.endsShortSyllable(last) {
			w.replace(1, "")
		}
	case w.r2 <= last && w.b[last] == 'l' && last >= 1 && w.b[last-1] == 'l':
		w.replace(1, "")
	}
}
