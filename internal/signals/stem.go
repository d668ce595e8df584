package signals

import (
	"github.com/kljensen/snowball/english"

	"github.com/sourced-dev/sourced/internal/swar"
)

// Stem returns the Snowball (Porter2) English stem of a lower-case word:
// "rising" and "rises" give "rise", "companies" gives "compani". Words of
// one or two letters are returned unchanged. A stem that is the word cut
// short ("reports" gives "report") is cut from it, not copied.
//
// Words of ASCII letters, digits, hyphens and inner apostrophes are
// stemmed here, byte by byte, giving exactly what
// github.com/kljensen/snowball/english.Stem gives; any other word is
// passed to that library.
func Stem(word string) string {
	if len(word) <= 2 {
		return word
	}
	// Stemming lengthens a word by one byte at most. The word is copied
	// byte by byte as its bytes are tested (stemBytesOf).
	var (
		buf  [64]byte
		b    []byte
		seen uint8
	)
	if len(word) < len(buf) {
		for i := 0; i < len(word); i++ {
			c := word[i]
			buf[i] = c
			seen |= stemBytes[c]
		}
		b = buf[:len(word)]
	} else {
		seen = stemBytesOf(word)
		b = append(make([]byte, 0, len(word)+1), word...)
	}
	if seen&stemOther != 0 || word[0] == '\'' {
		return english.Stem(word, true)
	}
	if seen&stemUpper != 0 {
		// That library stems a word lowered: an ASCII word with capitals
		// ("iPhone", "USD") is stemmed here lowered too.
		lowerASCII(b, word)
		word = string(b)
	}
	if specialFilter.mayHold(word) {
		if st := specialStem(word); st != "" {
			return st
		}
	}
	w := stemWord{b: b}
	w.stem(seen)
	// Most stems are the word cut short ("rising" to "rise" is not, but
	// "reports" to "report" is): those are cut from it, not copied. A stem
	// no step wrote a byte of is one, found without comparing its bytes.
	if !w.wrote || len(w.b) <= len(word) && string(w.b) == word[:len(w.b)] {
		return word[:len(w.b)]
	}
	return string(w.b)
}

// The bits of stemBytes.
const (
	stemOther      = 1 << iota // a byte other than an ASCII letter, a digit, a hyphen or an apostrophe
	stemApostrophe             // an apostrophe, which only step 0 removes
	stemY                      // y or Y, which markYs may turn into a consonant Y
	stemUpper                  // an upper-case ASCII letter, which Stem lowers first
)

// buildStemBytes returns stemBytes, generated into tables.go: the bits of
// each byte for stemBytesOf.
func buildStemBytes() (t [256]uint8) {
	for c := range t {
		t[c] = stemOther
	}
	for c := 'a'; c <= 'z'; c++ {
		t[c] = 0
	}
	for c := '0'; c <= '9'; c++ {
		t[c] = 0
	}
	for c := 'A'; c <= 'Z'; c++ {
		t[c] = stemUpper
	}
	t['-'], t['\''], t['y'], t['Y'] = 0, stemApostrophe, stemY, stemUpper|stemY
	return t
}

// stemBytesOf returns the union of the stemBytes bits of word's bytes:
// whether Stem stems it itself, and whether steps that look for an
// apostrophe or a y can find one.
func stemBytesOf(word string) uint8 {
	var seen uint8
	for i := 0; i < len(word); i++ {
		seen |= stemBytes[word[i]]
	}
	return seen
}

// specialStem returns the stem of the words Porter2 treats as exceptions
// (specialWords), or "" for any other word.
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

// specialWords are the words specialStem stems, and specialFilter,
// generated into tables.go, lets them through, which rules out most other
// words without the switch's comparisons. Read-only.
var (
	specialWords = [...]string{
		"skis", "skies", "dying", "lying", "tying", "idly", "gently", "ugly", "early", "only", "singly",
		"sky", "news", "howe", "atlas", "cosmos", "bias", "andes",
		"inning", "outing", "canning", "herring", "earring", "proceed", "exceed", "succeed",
		"innings", "outings", "cannings", "herrings", "earrings",
		"proceeds", "proceeded", "proceeding", "exceeds", "exceeded", "exceeding",
		"succeeds", "succeeded", "succeeding",
	}
)

// stemWord is a word being stemmed: its bytes, with 'Y' marking a y that
// acts as a consonant, and the starts of its regions R1 and R2.
type stemWord struct {
	b      []byte
	r1, r2 int
	// ys reports whether the word has a Y, to be turned back into y.
	ys bool
	// wrote reports whether a step has written a byte (other than a Y,
	// which is turned back) or lengthened the word: whether the stem may
	// be other than a part the word starts with.
	wrote bool
}

// isVowel reports whether c is a vowel; y is one, a consonant Y is not.
func isVowel(c byte) bool {
	return vowels[c]
}

// vowels marks the vowels by byte, for isVowel. Read-only.
var vowels = [256]bool{'a': true, 'e': true, 'i': true, 'o': true, 'u': true, 'y': true}

// stem stems the word, whose bytes have the stemBytes bits seen: a word
// without a y has no Y to mark, and one without an apostrophe nothing for
// step 0 to remove.
func (w *stemWord) stem(seen uint8) {
	if seen&stemY != 0 {
		w.markYs()
	}
	w.regions()
	if seen&stemApostrophe != 0 {
		w.step0()
	}
	// A step whose endings the word cannot end in (most words end in
	// none of a step's) is not called: each tests so first.
	if w.mayEndIn(step1aSuffixes) {
		w.step1a()
	}
	if w.mayEndIn(step1bSuffixes) {
		w.step1b()
	}
	w.step1c()
	// Every ending of step 2 has two bytes at least, which must lie in
	// R1; of step 3 three, in R1; of step 4 two, in R2.
	if w.inR1(2) && w.mayEndIn(step2Suffixes) {
		w.step2()
	}
	if w.inR1(3) && w.mayEndIn(step3Suffixes) {
		w.step3()
	}
	if w.inR2(2) && w.mayEndIn(step4Suffixes) {
		w.step4()
	}
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

// mayEndIn reports whether an ending of set ends in the word's last byte:
// when none does (about half of the words a step tries), firstSuffix would
// find none, and its callers skip the call.
func (w *stemWord) mayEndIn(set *suffixSet) bool {
	b := w.b
	return len(b) > 0 && set.byLast[b[len(b)-1]] != 0
}

// firstSuffix returns the first of set's endings the word ends with, or
// "".
func (w *stemWord) firstSuffix(set *suffixSet) string {
	n := len(w.b)
	if n == 0 {
		return ""
	}
	t := set.byLast[w.b[n-1]]
	if t == 0 {
		return ""
	}
	var prev byte // 0, which no ending holds, for a word of one byte
	if n >= 2 {
		prev = w.b[n-2]
	}
	g := set.byPrev[t-1][prev]
	if g == 0 {
		return ""
	}
	// The word's last eight bytes as a little-endian word, its last byte
	// the top one, with zero bytes before its first when it is shorter:
	// an ending of up to seven bytes, none of them zero, is what the word
	// ends with when its bytes are x's top ones (see suffix). The word's
	// array holds eight bytes at least (see Stem); those past its end
	// are shifted out.
	var x uint64
	if n >= 8 {
		x = swar.Load64(w.b[n-8:])
	} else {
		x = swar.Load64(w.b[:8]) << (64 - 8*n)
	}
	for _, e := range set.groups[g-1] {
		if (x^e.bytes)&e.mask == 0 {
			return e.text
		}
	}
	return ""
}

// suffix is an ending of a suffixSet: its bytes as the top bytes of a
// little-endian word, as firstSuffix places a word's last ones, and the
// mask of those bytes.
type suffix struct {
	bytes, mask uint64
	text        string
}

// newSuffix returns the suffix of ending e, of one to seven bytes.
func newSuffix(e string) suffix {
	var b [8]byte
	copy(b[8-len(e):], e)
	return suffix{bytes: swar.Load64(b[:]), mask: ^uint64(0) << (64 - 8*len(e)), text: e}
}

// suffixSet is the endings a step tries, in order, grouped by their last
// two bytes: a word is tried only against those that end in its own (and
// those of one byte that end in its last), which keeps the order of the
// endings that may match it.
type suffixSet struct {
	byLast [256]uint8   // 1 + the index in byPrev of the last byte's table; 0 when no ending ends in it
	byPrev [][256]uint8 // by the byte before the last: 1 + the index in groups of the endings the two bytes end; 0 for none
	groups [][]suffix
}

// newSuffixSet returns the set of endings, tried in the order given.
func newSuffixSet(endings ...string) *suffixSet {
	set := &suffixSet{}
	var lasts [256]bool
	for _, e := range endings {
		lasts[e[len(e)-1]] = true
	}
	n := 0
	for _, ok := range lasts {
		if ok {
			n++
		}
	}
	// Each slice is made once, the groups in one backing array, growing
	// only for sets of many endings. Only the sets built here, when the
	// tables are generated or checked (see generatedTables), share it:
	// the sets the program reads are the literals of tables.go, which
	// give each group an array of its own.
	set.byPrev = make([][256]uint8, 0, n)
	set.groups = make([][]suffix, 0, len(endings)+n)
	all := make([]suffix, 0, 4*len(endings))
	// group returns the endings, in order, that a word ending in prev and
	// last may end in; prev 0 stands for any byte no ending has before
	// last.
	group := func(prev, last byte) []suffix {
		start := len(all)
		for _, e := range endings {
			if e[len(e)-1] == last && (len(e) == 1 || e[len(e)-2] == prev) {
				all = append(all, newSuffix(e))
			}
		}
		return all[start:len(all):len(all)]
	}
	for _, e := range endings {
		last := e[len(e)-1]
		if set.byLast[last] != 0 {
			continue
		}
		set.byPrev = append(set.byPrev, [256]uint8{})
		set.byLast[last] = uint8(len(set.byPrev))
		byPrev := &set.byPrev[len(set.byPrev)-1]
		// A word whose byte before last no ending has may end in the
		// endings of one byte only.
		if short := group(0, last); len(short) > 0 {
			set.groups = append(set.groups, short)
			for prev := range byPrev {
				byPrev[prev] = uint8(len(set.groups))
			}
		}
		var done [256]bool
		for _, f := range endings {
			if len(f) < 2 || f[len(f)-1] != last || done[f[len(f)-2]] {
				continue
			}
			prev := f[len(f)-2]
			done[prev] = true
			set.groups = append(set.groups, group(prev, last))
			byPrev[prev] = uint8(len(set.groups))
		}
	}
	return set
}

// replace replaces the last n bytes with r, which is at most one byte
// longer, and keeps R1 and R2 inside the word; a non-empty r marks the
// word written (see stemWord.wrote).
func (w *stemWord) replace(n int, r string) {
	if r != "" {
		w.wrote = true
	}
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

// The endings each step looks for, in the order it tries them, whose
// suffix sets (step0Suffixes of step0Endings, and so on) are generated
// into tables.go. Read-only.
var (
	step0Endings    = []string{"'s'", "'s", "'"}
	step1aEndings   = []string{"sses", "ied", "ies", "us", "ss", "s"}
	step1bEndings   = []string{"eedly", "ingly", "edly", "ing", "eed", "ed"}
	undoubleEndings = []string{"at", "bl", "iz", "bb", "dd", "ff", "gg", "mm", "nn", "pp", "rr", "tt"}
	step2Endings    = []string{"ational", "fulness", "iveness", "ization", "ousness", "biliti", "lessli", "tional", "alism", "aliti", "ation", "entli", "fulli", "iviti", "ousli", "anci", "abli", "alli", "ator", "enci", "izer", "bli", "ogi", "li"}
	step3Endings    = []string{"ational", "tional", "alize", "icate", "ative", "iciti", "ical", "ful", "ness"}
	step4Endings    = []string{"ement", "ance", "ence", "able", "ible", "ment", "ent", "ant", "ism", "ate", "iti", "ous", "ive", "ize", "ion", "al", "er", "ic"}
)

func (w *stemWord) step0() {
	if s := w.firstSuffix(step0Suffixes); s != "" {
		w.replace(len(s), "")
	}
}

// step1a to step4 are called (see stem) only for a word that may end in
// one of their endings, and step2 to step4 only for one whose R1 or R2
// holds their shortest.
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
		w.wrote = true
	}
}

func (w *stemWord) step2() {
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
