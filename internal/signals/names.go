package signals

import (
	"math/bits"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/sourced-dev/sourced/internal/lexicon"
	"github.com/sourced-dev/sourced/internal/swar"
)

// Name is a capitalised name found in a text: a person, place,
// organisation, product or acronym.
type Name struct {
	// Text is the name as written, a possessive "'s" included; it always
	// equals text[Start:End] for the text passed to Names. Compare names
	// through Fold.
	Text string
	// Start and End are byte offsets into the text passed to Names.
	Start, End int
	// Initial reports that the name starts its sentence (ignoring leading
	// quotes, brackets, bullets and Markdown marks), so that its capital
	// letter may be due to its position alone.
	Initial bool
	// Imperative reports that the name is one word that starts its
	// sentence and a determiner follows ("Preheat the oven", "Rinse a
	// cup"): most likely a verb giving an order, no one's name.
	Imperative bool
	// Subject reports that the name is one word that starts its sentence
	// and a finite verb follows ("Zoom hired 500 engineers", "Hope said"):
	// the subject of a statement, a name though it be a common word.
	Subject bool
}

// Names returns the names of text in order. A name is a run of
// capitalised words joined by single spaces (or tabs or no-break spaces,
// never a line break): a word whose first letter is upper case (Unicode:
// "Zürich", "São Paulo") or a camel-case word ("iPhone", "eBay"), with
// inner hyphens and apostrophes ("Coca-Cola", "McDonald's", "O'Brien"),
// an ampersand between capitals ("AT&T", "S&P"), or a dotted acronym
// ("U.S.", "U.N."). Lower-case joiners link two capitalised words ("Bank of
// America", "University of the Witwatersrand", "Leonardo da Vinci",
// "Procter & Gamble"); "and" does not join. A run does not cross
// punctuation, except after a title ("Dr. Smith", "St. Louis"), an initial
// ("J. R. Tolkien") or a dotted acronym ("U.S. Senate") that a capitalised
// word other than a sentence opener follows; "Inc." and the like end a
// run with their full stop, and a possessive ends a run after its "'s".
//
// Leading function words leave the run ("The Federal Reserve" gives
// "Federal Reserve"; at the start of a sentence also "However Acme" gives
// "Acme"). A one-word run is dropped when it is a determiner, pronoun or
// other function word ("The", "It", "Here's"), a month ("March", "Jan."),
// or, at the start of a sentence, one of some 400 common English function
// words, adverbs, discourse markers and openers ("According", "However",
// "Several"). Other sentence-initial words ("Revenue", "Rinse") are kept
// with Initial set.
func Names(text string) []Name {
	return names(nil, text, nil, IsASCII(text), Capitals{})
}

// Names is the package's Names of t.Text, reading the tokens already cut.
func (t *Tokenized) Names() []Name {
	return t.AppendNames(nil)
}

// AppendNames appends the Names of t.Text to dst and returns the extended
// slice, so that a caller reading text after text can keep them all in
// one array.
func (t *Tokenized) AppendNames(dst []Name) []Name {
	return t.AppendNamesMarked(dst, Capitals{})
}

// AppendNamesMarked is AppendNames of t, whose Text's capitals caps marks
// (the Capitals of an ASCII text t.Text was cut from, from t.Text's
// offset in it), read instead of the bytes between the capitals; with no
// marks, the bytes are read.
func (t *Tokenized) AppendNamesMarked(dst []Name, caps Capitals) []Name {
	if t.Tokens == nil {
		return dst
	}
	return names(dst, t.Text, t.Tokens, t.Lower != "", caps)
}

// names appends to out the Names of text, whose word tokens are toks, or
// to be found when toks is nil. When ascii reports that text is ASCII, a token with no
// capital letter in it is passed over unread: only a capital starts a
// name word (or makes one camel case). The next capital is found from
// caps, text's Capitals, when they mark it and toks are given.
func names(out []Name, text string, toks []Token, ascii bool, caps Capitals) []Name {
	var (
		// Room for a run of six words without allocating, as nearly every
		// run is: a name and its joiners. (An array this short is zeroed
		// by a few stores, not a loop, at each call.) Each run starts
		// from it anew, so that no run is carried from one word to the
		// next.
		runBuf [6]nameWord
		k      int // toks[k] is the first token that ends after i
		i      int
	)
	if len(toks) > 0 && toks[0].Start == 0 && openerDropped(text, int(toks[0].End)) {
		i = int(toks[0].End)
	}
	for i < len(text) {
		var s, e int
		if toks != nil {
			// k and k+3 are compared with len(toks) as unsigned numbers,
			// which tells the compiler that they are places in toks: the
			// loops then read the tokens without bounds checks.
			for uint(k) < uint(len(toks)) && int(toks[k].End) <= i {
				k++
			}
			if ascii && uint(k) < uint(len(toks)) && int(toks[k].Start) >= i {
				// The next capital: in the word of marks of byte i, as
				// most are, or else as next finds it.
				var u int
				if m := caps.at(i); m != 0 {
					u = min(i+bits.TrailingZeros64(m), len(text))
				} else {
					u = caps.next(text, i)
				}
				if u == len(text) {
					// No capital left, as after the first word of most
					// claims: no token is left to read.
					break
				}
				// Four tokens at a time, then one by one.
				for uint(k+3) < uint(len(toks)) && int(toks[k+3].End) <= u {
					k += 4
				}
				for uint(k) < uint(len(toks)) && int(toks[k].End) <= u {
					k++
				}
			}
			if uint(k) >= uint(len(toks)) {
				break
			}
			s, e = int(toks[k].Start), int(toks[k].End)
			if s < i {
				// i is inside a token: the word is its part from i.
				s, e = nextWord(text, i)
			}
		} else if s, e = untokenizedWord(text, i, ascii); s < 0 {
			break
		}
		if !plainNameWord(text, s, e) {
			var ok bool
			if e, ok = nameWordAt(text, s, e); !ok {
				i = e
				continue
			}
		}
		run := append(runBuf[:0], nameWord{s, e, false})
		if !endsRun(text, e) {
			run = extendRun(text, run, toks, k)
		} else if afterWordGap(text, s) && !loneFilter.mayHold(text[s:e]) && !mayBeContraction(text[s:e]) {
			// finishRun's commonest case, without its call: a run of
			// one word that does not start its sentence, which it
			// keeps as it is, neither Initial nor Imperative, and which
			// no bracket opens before (see abbreviates). The test is
			// lonePlain(text[s:e], false) written out, which is not
			// inlined.
			i = e
			addName(&out, Name{Text: text[s:e], Start: s, End: e})
			continue
		}
		i = run[len(run)-1].end
		if n, ok := finishRun(text, run); ok {
			if n.Start >= 2 && text[n.Start-1] == '(' && abbreviates(text, n) {
				// "the Centers for Disease Control and Prevention (CDC)":
				// the name before, not another.
				continue
			}
			addName(&out, n)
		}
	}
	return out
}

// untokenizedWord returns the bounds of the next word names reads in a
// text given without its tokens, from byte i on, or s < 0 when there is
// none: of an ASCII text, the word that holds the next capital, back from
// the capital over letters, digits and inner joiners, but not before i;
// of another, the next word. Texts are given their tokens but in tests:
// the loop is kept out of names' body.
func untokenizedWord(text string, i int, ascii bool) (s, e int) {
	if !ascii {
		return nextWord(text, i)
	}
	u := indexUpper(text, i)
	if u == len(text) {
		return -1, -1
	}
	s = u
	for s > i && (asciiWordByte[text[s-1]] || (text[s-1] == '\'' || text[s-1] == '-') && s-2 >= i && asciiWordByte[text[s-2]]) {
		s--
	}
	_, e = nextWord(text, s)
	return s, e
}

// addName appends n to *out, made with room for four when nil. It is
// inlined where names finds a name; the room is made by grownNames, whose
// call is all that is inlined of it.
func addName(out *[]Name, n Name) {
	if len(*out) == cap(*out) {
		*out = grownNames(*out)
	}
	*out = append(*out, n)
}

// grownNames returns o with room for one more name: room for four when
// nil, else as append grows it.
//
//go:noinline
func grownNames(o []Name) []Name {
	if o == nil {
		return make([]Name, 0, 4)
	}
	return slices.Grow(o, 1)
}

// openerDropped reports whether the first word of text, a token that
// ends at e, is a capitalised function word that opens the text alone
// ("The", "In", "However"), as most sentences open: a plain lower-case
// word follows it after a space, or an ASCII mark other than a full stop
// or an ampersand, or nothing. Such a word is no name (see finishRun),
// and its run is neither extended nor finished. It decides by the first
// steps of nameWordAt, extendRun and finishRun, which find such a word a
// name word that extendRun leaves alone and finishRun drops (or, before
// "@" or "_", no name word at all).
func openerDropped(text string, e int) bool {
	if text[0]-'A' >= 26 {
		return false
	}
	if e < len(text) {
		switch c := text[e]; {
		case c == ' ':
			j := lowerRunEnd(text, e+1)
			if !plainLower(text, e+1, j) || joinFirst.filter.mayHoldSpan(text, e+1, j) {
				return false
			}
		case c >= utf8.RuneSelf, c == '\t', c == '.', c == '&':
			return false
		}
	}
	return functionWordAt(text, 0, e, true) != 0
}

// abbreviates reports whether name n of text is an acronym in brackets
// right after the name it abbreviates: its letters are, in order, capitals
// of the name's capitalised words (joined by lower-case words such as
// "for" and "and", whose initials may be among them), the first the
// initial of one of them: "the Centers for Disease Control and Prevention
// (CDC)", "US Citizenship and Immigration Services (USCIS)". The name
// before stands for it.
func abbreviates(text string, n Name) bool {
	if n.Start < 2 || n.End >= len(text) || text[n.Start-1] != '(' || text[n.End] != ')' || len(n.Text) < 2 || len(n.Text) > 8 {
		return false
	}
	for i := 0; i < len(n.Text); i++ {
		if c := n.Text[i]; c < 'A' || c > 'Z' {
			return false
		}
	}
	// The letters of the words before the bracket, last first, back to a
	// word that is neither capitalised nor a joiner, or to punctuation;
	// first marks a capitalised word's initial, which may start the
	// acronym.
	type letter struct {
		c     byte
		first bool
	}
	var letters []letter
	head := strings.TrimRight(text[:n.Start-1], " \t")
	for words := 0; head != "" && words < 16; words++ {
		i := strings.LastIndexAny(head, " \t")
		w := head[i+1:]
		if c := w[0]; 'A' <= c && c <= 'Z' {
			// Its capitals: "US" gives U and S to USCIS.
			for j := len(w) - 1; j >= 0; j-- {
				if 'A' <= w[j] && w[j] <= 'Z' {
					letters = append(letters, letter{w[j], j == 0})
				}
			}
		} else if abbreviationJoiners[w] {
			// A joiner's initial may be one of the letters: "Head of
			// Household (HOH)".
			letters = append(letters, letter{w[0] - 'a' + 'A', false})
		} else {
			break
		}
		if c := w[len(w)-1]; !asciiWordByte[c] {
			break
		}
		head = strings.TrimRight(head[:i+1], " \t")
	}
	slices.Reverse(letters)
	for k, l := range letters {
		if !l.first || l.c != n.Text[0] {
			continue
		}
		i := 0
		for _, l := range letters[k:] {
			if l.c == n.Text[i] {
				if i++; i == len(n.Text) {
					return true
				}
			}
		}
	}
	return false
}

// abbreviationJoiners are the lower-case words an abbreviated name may
// hold between its capitalised words.
var abbreviationJoiners = map[string]bool{"for": true, "and": true, "of": true, "the": true, "on": true, "in": true, "de": true, "to": true}

// nameWord is one word of a run: a capitalised word or a joiner.
type nameWord struct {
	start, end int
	joiner     bool
}

// nameWordAt reports whether the word token text[s:e] can be part of a
// name, and returns its end, extended over a dotted acronym ("U.S.") or an
// inner ampersand ("AT&T").
func nameWordAt(text string, s, e int) (int, bool) {
	if c := text[s]; c < utf8.RuneSelf {
		// ASCII: a capital starts a name word; a lower-case word may be
		// camel-case; no other can be.
		if !('A' <= c && c <= 'Z') && (!('a' <= c && c <= 'z') || !isCamelASCII(text[s:e])) {
			return e, false
		}
	} else if !nameStartRune(text, s, e) {
		return e, false
	}
	// Identifiers, file names, URLs and e-mail addresses are not names;
	// Markdown emphasis (_Acme_) is no identifier.
	if s > 0 {
		switch text[s-1] {
		case '@', '/', '\\', '.':
			return e, false
		case '_':
			if s > 1 && isWordRune(rune(text[s-2])) {
				return e, false
			}
		}
	}
	if e+1 < len(text) && text[e] == '.' && (text[s:e] == "No" || text[s:e] == "Nos") {
		return e, false // No. 5
	}
	// A dotted acronym has a full stop after its first letter (tested
	// here: most words have none, and dottedAcronym is not inlined).
	if s+1 < len(text) && text[s+1] == '.' {
		if end := dottedAcronym(text, s); end > 0 {
			return end, true
		}
	}
	for e+1 < len(text) && text[e] == '&' && 'A' <= text[e+1] && text[e+1] <= 'Z' {
		_, e2 := nextWord(text, e+1)
		e = e2
	}
	if e < len(text) {
		switch text[e] {
		case '@':
			return e, false
		case '_':
			if e+1 < len(text) && isWordRune(rune(text[e+1])) {
				return e, false
			}
		case '.':
			if e+1 < len(text) && 'a' <= text[e+1] && text[e+1] <= 'z' {
				return e, false // example.com, Node.js
			}
		}
	}
	return e, true
}

// nameStartRune reports whether the word token text[s:e], whose first
// byte is not ASCII, can start a name: its first rune is a capital or a
// title case letter, or the word is camel-case. It is nameWordAt's rare
// case, kept out of its body.
func nameStartRune(text string, s, e int) bool {
	r, _ := wordRuneAt(text, s)
	return unicode.IsUpper(r) || unicode.IsTitle(r) || isCamel(text[s:e])
}

// plainNameWord reports whether the word token text[s:e] is a name word
// that nameWordAt leaves as it is, in the commonest case, without its
// call: an ASCII capital after a space, no full stop after it, and a
// space or a comma after the word.
func plainNameWord(text string, s, e int) bool {
	return s > 0 && e < len(text) && 'A' <= text[s] && text[s] <= 'Z' && text[s-1] == ' ' &&
		text[s+1] != '.' && (text[e] == ' ' || text[e] == ',')
}

// nameWordStarting returns the end of the word token that starts at byte
// i of text, as nameWordAt extends it, and true when that word can be part
// of a name; false when it cannot or no word starts at i. A word of
// lower-case letters, the commonest after a name, is ruled out before it
// is cut out for nameWordAt.
func nameWordStarting(text string, i int) (int, bool) {
	return nameWordFrom(text, i, lowerRunEnd(text, i))
}

// nameWordFrom is nameWordStarting given j, the lowerRunEnd of text at
// i, which extendRun also hands to joinerFrom.
func nameWordFrom(text string, i, j int) (int, bool) {
	if plainLower(text, i, j) {
		return 0, false
	}
	s, e := nextWord(text, i)
	if s != i {
		return 0, false
	}
	return nameWordAt(text, s, e)
}

// lowerRunEnd returns the end of the run of ASCII lower-case letters of
// text at i, i itself when there is none: eight bytes at a time, the
// first byte that is not one marked as in upperMask (the bytes before it,
// letters, carry into no other, and it is marked whatever it is).
func lowerRunEnd(text string, i int) int {
	for ; i+8 <= len(text); i += 8 {
		x := swar.Load64(text[i : i+8])
		if m := ^((x + (0x80-'a')*swar.Ones) &^ (x + (0x80-'z'-1)*swar.Ones)) & swar.Highs; m != 0 {
			return i + bits.TrailingZeros64(m)/8
		}
	}
	for i < len(text) && 'a' <= text[i] && text[i] <= 'z' {
		i++
	}
	return i
}

// plainLower reports whether a word token that nameWordAt rejects for
// its letters alone starts at byte i of text, given j, the lowerRunEnd
// at i: ASCII lower-case letters up to its end or to an inner joiner. (A
// capital or a digit before that might make it camel case; a byte not
// ASCII is left to nameWordAt.)
func plainLower(text string, i, j int) bool {
	return j > i && (j == len(text) || text[j] < utf8.RuneSelf && !asciiWordByte[text[j]])
}

// isCamel reports whether w starts with a lower-case letter and has an
// upper-case letter before any hyphen or apostrophe: "iPhone", "eBay",
// "mRNA".
func isCamel(w string) bool {
	r, n := utf8.DecodeRuneInString(w)
	if !unicode.IsLower(r) {
		return false
	}
	for _, r := range w[n:] {
		switch {
		case unicode.IsUpper(r):
			return true
		case !isWordRune(r):
			return false
		}
	}
	return false
}

// isCamelASCII is isCamel of a word that starts with an ASCII lower-case
// letter, deciding by its bytes while they are ASCII.
func isCamelASCII(w string) bool {
	for i := 1; i < len(w); i++ {
		c := w[i]
		switch {
		case c >= utf8.RuneSelf:
			return isCamel(w)
		case 'A' <= c && c <= 'Z':
			return true
		case !IsASCIIWordByte(c):
			return false
		}
	}
	return false
}

// dottedAcronym returns the end (after the last full stop) of a dotted
// acronym of two or more single capital letters starting at s ("U.S.",
// "U.S.A.", "E.U."), or -1.
func dottedAcronym(text string, s int) int {
	n := 0
	i := s
	for i+1 < len(text) && 'A' <= text[i] && text[i] <= 'Z' && text[i+1] == '.' {
		n++
		i += 2
	}
	if n < 2 {
		return -1
	}
	if i < len(text) {
		if r, _ := wordRuneAt(text, i); isWordRune(r) {
			return -1
		}
	}
	return i
}

// endsRun reports whether extendRun leaves a run of one name word that
// ends at byte e of text as it is, in the commonest cases, which spares
// most runs its call: the text ends at e, or an ASCII byte there is
// neither a full stop nor a space or tab (no gap follows), or one space
// and a word of plain lower-case letters that is no joiner follow it.
func endsRun(text string, e int) bool {
	if e >= len(text) {
		return true
	}
	switch c := text[e]; {
	case c == ' ':
		if e+1 < len(text) && 'a' <= text[e+1] && text[e+1] <= 'z' {
			j := lowerRunEnd(text, e+1)
			return plainLower(text, e+1, j) && !joinFirst.filter.mayHoldSpan(text, e+1, j)
		}
		return false
	case c >= utf8.RuneSelf, c == '.', c == '\t':
		return false
	}
	return true
}

// extendRun grows run (which holds one capitalised word) over the
// following capitalised words and joiners. toks are text's word tokens,
// or nil; toks[k] is a token that ends after the run's first byte, and
// no later than its first word does: a word that follows the run after
// a gap is then its token, its end found without reading its bytes.
func extendRun(text string, run []nameWord, toks []Token, k int) []nameWord {
	for {
		last := &run[len(run)-1]
		w := text[last.start:last.end]
		if IsPossessive(w) {
			return run
		}
		e := last.end
		dotted, ok := false, false
		if e < len(text) && text[e] == '.' && w[len(w)-1] != '.' {
			switch {
			case isTitle(w):
				dotted = true
			case len(w) == 1 && 'A' <= w[0] && w[0] <= 'Z':
				dotted = true // an initial
			case isNameSuffix(w):
				last.end++ // "Inc." ends the name
				return run
			default:
				return run
			}
			e++
		} else if w[len(w)-1] == '.' {
			dotted = true // dotted acronym
		}
		// gapEnd, its commonest case written out: a space, then an ASCII
		// byte.
		var ns int
		if e+1 < len(text) && text[e] == ' ' && text[e+1] < utf8.RuneSelf {
			ns, ok = e+1, asciiWordByte[text[e+1]] || text[e+1] == '&'
		} else {
			ns, ok = gapEnd(text, e)
		}
		if !ok {
			return run
		}
		// A capitalised word right after the gap.
		j := lowerRunEnd(text, ns)
		if plainLower(text, ns, j) && (dotted || !joinFirst.filter.mayHoldSpan(text, ns, j)) {
			// The commonest word after a name, one of plain lower-case
			// letters, neither a name word nor a joiner: what
			// nameWordFrom and joinerFrom would find, without the calls.
			return run
		}
		// nameWordFrom, the word at ns taken from its token when one
		// starts there, as nextWord would cut it.
		var e2 int
		for uint(k) < uint(len(toks)) && int(toks[k].End) <= ns {
			k++
		}
		if uint(k) < uint(len(toks)) && int(toks[k].Start) == ns {
			e2, ok = nameWordAt(text, ns, int(toks[k].End))
		} else {
			e2, ok = nameWordFrom(text, ns, j)
		}
		if ok {
			if dotted && !isTitle(w) && opensSentence(text[ns:e2]) {
				return run
			}
			if dotted {
				last.end = e
			}
			run = append(run, nameWord{ns, e2, false})
			continue
		}
		if dotted {
			return run
		}
		// One or two lower-case joiners, then a capitalised word.
		j1s, j1e, ok := joinerFrom(text, ns, j, joinFirst)
		if !ok {
			return run
		}
		if len(run) == 1 && text[j1s:j1e] == "of" && isPluralish(w) && sentenceInitial(text, run[0].start) {
			return run // "Shares of Acme", "Sales of Tesla"
		}
		next, ok := gapEnd(text, j1e)
		if !ok {
			return run
		}
		var js []nameWord
		js = append(js, nameWord{j1s, j1e, true})
		if j2s, j2e, ok := joinerAt(text, next, joinSecond); ok && text[j1s:j1e] != "&" {
			if n2, ok := gapEnd(text, j2e); ok {
				js = append(js, nameWord{j2s, j2e, true})
				next = n2
			}
		}
		s3, e3 := nextWord(text, next)
		if s3 != next {
			return run
		}
		e3, ok = nameWordAt(text, s3, e3)
		if !ok {
			return run
		}
		run = append(run, js...)
		run = append(run, nameWord{s3, e3, false})
	}
}

// gapEnd returns the offset after the single space, tab or no-break space
// at i, if there is one and a word or "&" follows it.
func gapEnd(text string, i int) (int, bool) {
	if i >= len(text) {
		return 0, false
	}
	switch {
	case text[i] == ' ' || text[i] == '\t':
		i++
	case strings.HasPrefix(text[i:], "\u00a0"):
		i += 2
	case strings.HasPrefix(text[i:], "\u202f"):
		i += 3
	default:
		return 0, false
	}
	if i >= len(text) {
		return 0, false
	}
	if c := text[i]; c < utf8.RuneSelf {
		return i, asciiWordByte[c] || c == '&'
	}
	r, _ := utf8.DecodeRuneInString(text[i:])
	return i, isWordRune(r)
}

// joinerAt returns the span of a joiner from set starting at i.
func joinerAt(text string, i int, set *joinerSet) (int, int, bool) {
	return joinerFrom(text, i, lowerRunEnd(text, i), set)
}

// joinerFrom is joinerAt given j, the lowerRunEnd of text at i.
func joinerFrom(text string, i, j int, set *joinerSet) (int, int, bool) {
	if i < len(text) && text[i] == '&' {
		if _, ok := set.words["&"]; ok {
			return i, i + 1, true
		}
		return 0, 0, false
	}
	// Every other joiner is a word of lower-case ASCII letters, so it is
	// the run of them at i, when nextWord finds that run as the word
	// there; most runs are ruled out before nextWord is asked.
	if !set.filter.mayHoldSpan(text, i, j) {
		return 0, 0, false
	}
	if _, ok := set.words[text[i:j]]; !ok {
		return 0, 0, false
	}
	if s, e := nextWord(text, i); s != i || e != j {
		return 0, 0, false
	}
	return i, j, true
}

// joinerSet is a set of joiners, with the filter of its words.
type joinerSet struct {
	words  map[string]struct{}
	filter *wordFilter
}

// newJoinerSet returns the set of words.
func newJoinerSet(words ...string) *joinerSet {
	set, filter := filteredWordSet(words...)
	return &joinerSet{set, filter}
}

// joinFirst are the lower-case words that join two capitalised words;
// joinSecond may follow one of them ("of the", "van der", "de la").
// Read-only.
var (
	joinFirst = newJoinerSet("of", "de", "da", "do", "dos", "das", "del", "della",
		"di", "du", "la", "le", "van", "von", "y", "bin", "ibn", "&")
	joinSecond = newJoinerSet("the", "der", "den", "la", "las", "los", "le")
)

// finishRun strips leading function words from run and decides whether
// what is left is a name.
func finishRun(text string, run []nameWord) (Name, bool) {
	// Most runs follow a space after a word or a comma (see
	// afterWordGap).
	s := run[0].start
	initial := s == 0 || !afterWordGap(text, s) && sentenceInitial(text, s)
	stripped := false
	for len(run) > 1 {
		if run[0].joiner || functionWordAt(text, run[0].start, run[0].end, initial && !stripped)&stripLeading != 0 {
			run = run[1:]
			stripped = true
			continue
		}
		break
	}
	if stripped {
		initial = false
	}
	n := Name{
		Text:    text[run[0].start:run[len(run)-1].end],
		Start:   run[0].start,
		End:     run[len(run)-1].end,
		Initial: initial,
	}
	if len(run) > 1 {
		return n, true
	}
	if initial && strings.IndexByte(n.Text, '-') > 0 && spelledCompound(n.Text) {
		return n, false
	}
	if lonePlain(n.Text, initial) {
		// The commonest one-word run: no list below may hold it.
		if initial && labelsLine(text, n.End) {
			return n, false
		}
		n.markOpening(text, initial)
		return n, true
	}
	if functionWordAt(text, n.Start, n.End, initial) != 0 {
		return n, false
	}
	if isMonthName(n.Text) || n.End < len(text) && text[n.End] == '.' && isMonthAbbrev(n.Text) {
		return n, false
	}
	if isTitle(n.Text) {
		return n, false
	}
	if unitOfFigure(text, n) || initial && labelsLine(text, n.End) {
		return n, false
	}
	n.markOpening(text, initial)
	return n, true
}

// markOpening marks a one-word name of text, initial when it opens its
// sentence, as an order's verb (Imperative) or a statement's subject
// (Subject) by the word after it.
func (n *Name) markOpening(text string, initial bool) {
	n.Imperative = initial && determinerAfter(text, n.End)
	n.Subject = initial && !n.Imperative && verbAfter(text, n.End)
}

// afterWordGap reports whether the word at s of text follows a space
// after a word or a comma, as most words of a sentence do: then it does
// not start its sentence, which sentenceInitial need not read.
func afterWordGap(text string, s int) bool {
	return s >= 2 && text[s-1] == ' ' && (asciiWordByte[text[s-2]] || text[s-2] == ',')
}

// lonePlain reports whether the word w, a run of its own, is none of the
// words for which finishRun drops such a run, labels aside: no function
// word (see functionWord), month, title or unit of a figure. loneFilter,
// or at the start of a sentence loneInitialFilter, rules out most names
// so, with functionWord's test for contractions, without a look-up or a
// call.
func lonePlain(w string, initial bool) bool {
	f := loneFilter
	if initial {
		f = loneInitialFilter
	}
	if f.mayHold(w) {
		return false
	}
	return !mayBeContraction(w)
}

// buildLoneFilter returns loneFilter, which lets through every word a
// one-word run may be dropped for wherever it stands: the words of
// alwaysDropWords, the months, their abbreviations, the titles and the
// units unitOfFigure takes. loneInitialFilter, its union with
// openersFilter, lets through those a run that starts its sentence may be
// dropped for, the openers too. Both are generated into tables.go.
func buildLoneFilter() *wordFilter {
	f := newWordFilter(alwaysDropWords...)
	for _, set := range []map[string]struct{}{monthNames, monthAbbrevNames, titles} {
		for w := range set {
			f.add(w)
		}
	}
	for _, w := range []string{"AM", "PM", "A.M", "P.M", "AM.", "PM.", "A.M.", "P.M.",
		"F", "C", "K", "Fahrenheit", "Celsius", "Centigrade", "Kelvin"} {
		f.add(w)
	}
	return f
}

// spelledCompound reports whether the word w, which opens its sentence, is
// a number spelled with a hyphen ("Twenty-two", "Two-thirds",
// "Three-quarters"), which the number scanner reads, not a name: every
// part is a small number, a multiple of ten or a share's denominator.
func spelledCompound(w string) bool {
	for part := range strings.SplitSeq(w, "-") {
		wi, known := numLookupWord(part, 0, len(part))
		if !known || wi.flags&(nfSmall|nfTens|nfFraction|nfHalf) == 0 {
			return false
		}
	}
	return true
}

// labelsLine reports whether the word that opens a sentence and ends at
// byte i of text is a label before a colon ("Answer: …", "Step 2: …"),
// not a name.
func labelsLine(text string, i int) bool {
	if i < len(text) && text[i] == ' ' {
		j := i + 1
		for j < len(text) && '0' <= text[j] && text[j] <= '9' {
			j++
		}
		if j == i+1 {
			return false
		}
		i = j
	}
	return i < len(text) && text[i] == ':'
}

// unitOfFigure reports whether the one-word name n of text is a part of
// the figure before it, which the number scanner reads: AM or PM after a
// time ("8:00 AM"), a temperature scale after a degree ("69°F", "58
// degrees Fahrenheit").
func unitOfFigure(text string, n Name) bool {
	if isMeridiem(n.Text) {
		return digitBefore(text, n.Start)
	}
	switch n.Text {
	case "F", "C", "K":
		return strings.HasSuffix(text[:n.Start], "°")
	case "Fahrenheit", "Celsius", "Centigrade", "Kelvin":
		before := strings.TrimRight(text[:n.Start], " \t")
		return strings.HasSuffix(before, "°") || strings.HasSuffix(before, "degrees") || strings.HasSuffix(before, "degree") || digitBefore(text, n.Start)
	}
	return false
}

// determinerAfter reports whether the word after byte i of text, past
// blanks, is a determiner in lower case, after which a sentence's
// capitalised first word is taken for a verb giving an order (see
// Name.Imperative).
func determinerAfter(text string, i int) bool {
	w, _ := lowerWordAfter(text, i)
	switch w {
	case "the", "a", "an", "your", "this", "that", "these", "those", "it", "them", "each", "all", "some", "any":
		return true
	}
	return false
}

// verbAfter reports whether the word after the blanks after byte i of
// text is a finite verb of a statement whose subject the word before i
// is: "said", "is", "has", "will" and their like, an irregular past
// ("rose", "grew", "won"), or a past in -ed with an object that opens on a
// figure or a determiner ("hired 500", "acquired the"), where "Add chopped
// onions" gives an order.
func verbAfter(text string, i int) bool {
	w, end := lowerWordAfter(text, i)
	switch w {
	case "":
		return false
	case "said", "says", "is", "was", "are", "were", "has", "had", "have", "will", "would", "can", "could", "does", "did":
		return true
	}
	switch {
	case strings.HasSuffix(w, "ed"):
		// WordNet lists "chopped" with "grew" as an irregular form.
		if end+1 < len(text) && text[end] == ' ' && numIsASCIIDigit(text[end+1]) {
			return true
		}
		return determinerAfter(text, end)
	case strings.HasSuffix(w, "ing"):
		return false // "Add boiling water"
	}
	_, irregular := lexicon.Lemma(w)
	return irregular
}

// lowerWordAfter returns the word of lower-case ASCII letters that starts
// after the blanks after byte i of text, and where it ends; "" when none
// does, or the letters run on into another word byte.
func lowerWordAfter(text string, i int) (string, int) {
	j := i
	for j < len(text) && (text[j] == ' ' || text[j] == '\t') {
		j++
	}
	if j == i {
		return "", i
	}
	k := j
	for k < len(text) && 'a' <= text[k] && text[k] <= 'z' {
		k++
	}
	if k < len(text) && IsASCIIWordByte(text[k]) {
		return "", i
	}
	return text[j:k], k
}

// isMeridiem reports whether w is AM or PM in capitals, with or without
// dots: the word of a time of day ("8:00 AM", "5 P.M.").
func isMeridiem(w string) bool {
	switch strings.TrimSuffix(w, ".") {
	case "AM", "PM", "A.M", "P.M":
		return true
	}
	return false
}

// digitBefore reports whether an ASCII digit comes before byte i of text,
// blanks aside.
func digitBefore(text string, i int) bool {
	i--
	for i >= 0 && (text[i] == ' ' || text[i] == '\t') {
		i--
	}
	return i >= 0 && '0' <= text[i] && text[i] <= '9'
}

// Flags of functionWord.
const (
	dropAlone    = 1 << iota // not a name on its own
	stripLeading             // also left out at the start of a longer run
)

// functionWord classifies the capitalised word w: dropAlone if it is not a
// name on its own, plus stripLeading if it is left out at the start of a
// run. initial says that w starts its sentence, which widens the lists
// from determiners and pronouns to common function words and openers.
func functionWord(w string, initial bool) int {
	if f := functionWordExact(w, initial); f != 0 {
		return f
	}
	// Contractions: "Here's", "It's", "I'm", "We're", "Don't". Their
	// endings are one or two ASCII letters after an apostrophe, ' or ’,
	// whose last byte is then the second or third last of w: a word
	// without one there is no contraction, which spares reading it all.
	if !mayBeContraction(w) {
		return 0
	}
	k := firstApostrophe(w)
	if k <= 0 {
		return 0
	}
	base := w[:k]
	_, n := utf8.DecodeRuneInString(w[k:])
	switch strings.ToLower(w[k+n:]) {
	case "t":
		if strings.HasSuffix(base, "n") {
			return dropAlone | stripLeading
		}
	case "s", "m", "ll", "re", "ve", "d":
		return functionWordExact(base, initial)
	}
	return 0
}

// functionWordAt is functionWord of text[s:e]. A word of at most eight
// bytes with eight bytes of text from its start, as most are, is looked
// up by those bytes, the ones past it cleared (see shortFunctionWords):
// one load and one probe, where functionWord's table compares the
// word's ends after two multiplications and calls. A word the table does
// not hold as a function word where it stands may be one only as a
// contraction, which functionWord reads.
func functionWordAt(text string, s, e int, initial bool) int {
	n := e - s
	if n > 8 || s+8 > len(text) {
		return functionWord(text[s:e], initial)
	}
	// A word that ends in NUL bytes has the key of the word before them:
	// the word's length, kept with its flags, tells them apart.
	f := uint8(0)
	if v := shortFunctionWords.find(swar.Load64(text[s:s+8]) & (1<<(8*uint(n)) - 1)); int(v>>4) == n {
		f = v & 15
	}
	if !initial {
		f >>= 2
	}
	if f &= dropAlone | stripLeading; f == 0 && mayBeContraction(text[s:e]) {
		return functionWord(text[s:e], initial) // perhaps a contraction
	}
	return int(f)
}

// shortWordTable holds words of one to eight bytes with their flags (see
// newFunctionWordTable) in the low four bits of a byte and their length in
// the high four, each keyed by its bytes read as a little-endian word:
// open addressing, a key of 0 marking an empty slot.
type shortWordTable struct {
	keys    [shortWordSlots]uint64
	entries [shortWordSlots]uint8
}

// shortWordSlots is the number of slots of a shortWordTable, a power of
// two more than twice its words.
const (
	shortWordBits  = 10
	shortWordSlots = 1 << shortWordBits
)

// shortWordSlot returns the first slot of a shortWordTable the word of
// key key is sought at: a hash of it.
func shortWordSlot(key uint64) uint64 {
	return key * 0x9e3779b97f4a7c15 >> (64 - shortWordBits)
}

// find returns the entry (flags and length) of the word whose key is
// key, 0 when the table does not hold it.
func (t *shortWordTable) find(key uint64) uint8 {
	for i := shortWordSlot(key); ; i = (i + 1) & (shortWordSlots - 1) {
		switch t.keys[i] {
		case key:
			return t.entries[i]
		case 0:
			return 0
		}
	}
}

// buildShortFunctionWords returns shortFunctionWords, generated into
// tables.go: the words of functionWords of at most eight bytes, with the
// same flags.
func buildShortFunctionWords() *shortWordTable {
	t := new(shortWordTable)
	for _, w := range slices.Concat(alwaysDropWords, openerWords, openersAloneWords) {
		if len(w) > 8 {
			continue
		}
		var b [8]byte
		copy(b[:], w)
		key := swar.Load64(b[:])
		i := shortWordSlot(key)
		for t.keys[i] != 0 && t.keys[i] != key {
			i = (i + 1) & (shortWordSlots - 1)
		}
		if t.keys[i] == 0 {
			f, _ := functionWords.find(w)
			t.keys[i], t.entries[i] = key, f|uint8(len(w))<<4
		}
	}
	return t
}

// mayBeContraction reports whether w may be a contraction ("Here's",
// "Don't"): whether the second or third last of its bytes ends an
// apostrophe, as one or two ASCII letters after it end every one.
func mayBeContraction(w string) bool {
	n := len(w)
	return n >= 3 && (apostropheEnd(w[n-2]) || apostropheEnd(w[n-3]))
}

// apostropheEnd reports whether c is the last byte of an apostrophe: '
// or the last of ’ (E2 80 99).
func apostropheEnd(c byte) bool {
	return c == '\'' || c == 0x99
}

// firstApostrophe returns the offset of the first ' or ’ in w, or -1.
func firstApostrophe(w string) int {
	for i := 0; i < len(w); i++ {
		if w[i] == '\'' || w[i] == 0xe2 && strings.HasPrefix(w[i:], "\u2019") {
			return i
		}
	}
	return -1
}

// functionWordExact classifies w as functionWord does, without looking
// at contractions.
func functionWordExact(w string, initial bool) int {
	if !alwaysDropFilter.mayHold(w) && (!initial || !openersFilter.mayHold(w)) {
		return 0
	}
	f, ok := functionWords.find(w)
	if !ok {
		return 0
	}
	if !initial {
		f >>= 2
	}
	return int(f & (dropAlone | stripLeading))
}

// opensSentence reports whether the capitalised word w usually opens a
// sentence, so that a full stop before it ends one ("in the U.S. The
// firm").
func opensSentence(w string) bool {
	return functionWord(w, true) != 0
}

// DerivedWord reports whether the lower-case word w has the shape of an
// English word made from another, which a capital at the start of a
// sentence does not make a name: a participle or gerund ("operating",
// "shipped"), an adverb ("gently") or an abstract noun ("taxation",
// "payment", "weakness"). Its ending is "-ing", "-ed" or "-ly" and Stem
// cuts the word short, as it does not a short name ("Bing", "Ted") nor one
// whose "-y" it only makes "-i" ("Kelly", "Italy"); or its ending is
// "-tion", "-sion", "-ment" or "-ness" after at least three letters. Some
// names have such a shape too ("Boeing", "Reading"): the caller weighs it
// against how the name is written elsewhere.
func DerivedWord(w string) bool {
	for _, suffix := range [...]string{"ing", "ed", "ly"} {
		if strings.HasSuffix(w, suffix) {
			return len(Stem(w)) < len(w)
		}
	}
	for _, suffix := range [...]string{"tion", "sion", "ment", "ness"} {
		if strings.HasSuffix(w, suffix) {
			return len(w) >= len(suffix)+3
		}
	}
	return false
}

// sentenceInitial reports whether the word at s starts a sentence: only
// whitespace, quotes, brackets, bullets and Markdown marks stand between
// it and the start of the text, a line break, or sentence punctuation
// (. ! ? : …).
func sentenceInitial(text string, s int) bool {
	for i := s; i > 0; {
		r, n := rune(text[i-1]), 1
		if r >= utf8.RuneSelf {
			r, n = utf8.DecodeLastRuneInString(text[:i])
		}
		if ends, skip := markBefore(r); !skip {
			return ends
		}
		i -= n
	}
	return true
}

// markBefore tells what the rune r before a word says of it (see
// sentenceInitial): ends when r ends a sentence, skip when it may stand
// between the word and the sentence's start.
func markBefore(r rune) (ends, skip bool) {
	switch r {
	case '.', '!', '?', ':', '\n', '\u2026':
		return true, false
	case ' ', '\t', '\r', '\u00a0', '"', '\'', '\u201c', '\u201d',
		'\u2018', '\u2019', '\u00ab', '\u00bb', '(', '[', '{', '-', '*',
		'\u2022', '\u00b7', '\u2013', '\u2014', '#', '>', '_', '+', '|':
		return false, true
	}
	return false, false
}

// isPluralish reports whether w looks like a plural common noun: ending in
// a lower-case s but not in ss, us or is. At the start of a sentence such a
// word does not take "of" ("Shares of Acme" is not one name, "Bank of
// America" is).
func isPluralish(w string) bool {
	n := len(w)
	return n > 3 && w[n-1] == 's' && w[n-2] != 's' && w[n-2] != 'u' && w[n-2] != 'i' && w[n-2] != '\''
}

// IsPossessive reports whether w ends in "'s" or "’s".
func IsPossessive(w string) bool {
	return strings.HasSuffix(w, "'s") || strings.HasSuffix(w, "\u2019s")
}

// isTitle reports whether w is a title abbreviated before a name (Dr.).
func isTitle(w string) bool {
	return inFiltered(w, titles, titlesFilter)
}

// isNameSuffix reports whether w is an abbreviation that ends a name
// (Inc., Corp., Jr.).
func isNameSuffix(w string) bool {
	return inFiltered(w, nameSuffixes, nameSuffixesFilter)
}

// isMonthName reports whether w is the full name of a month.
func isMonthName(w string) bool {
	return inFiltered(w, monthNames, monthNamesFilter)
}

// IsMonth reports whether word w names a month, in full ("March") or
// abbreviated ("Aug", "Sept."), in any letter case.
func IsMonth(w string) bool {
	w = strings.ToLower(strings.TrimSuffix(w, "."))
	if w == "" {
		return false
	}
	w = strings.ToUpper(w[:1]) + w[1:]
	return isMonthName(w) || isMonthAbbrev(w)
}

// isMonthAbbrev reports whether w is a month abbreviation written before
// a full stop ("Jan." but not the name "Jan").
func isMonthAbbrev(w string) bool {
	return inFiltered(w, monthAbbrevNames, monthAbbrevFilter)
}

// The word lists below are general English, written by hand, each with
// its filter (see inFiltered), generated into tables.go. Read-only.
var (
	titles = wordSet("Mr", "Mrs", "Ms", "Mx", "Dr", "Prof", "St", "Mt", "Ft",
		"Gen", "Sen", "Rep", "Gov", "Lt", "Col", "Capt", "Sgt", "Cpl", "Maj",
		"Adm", "Cmdr", "Rev", "Fr", "Hon", "Pres", "Supt", "Insp", "Det")
	nameSuffixes = wordSet("Inc", "Corp", "Ltd", "Co", "Cos", "Jr", "Sr",
		"Bros", "Plc", "Ltda", "Mfg")
	monthNames = wordSet("January", "February", "March", "April", "May", "June",
		"July", "August", "September", "October", "November", "December")
	monthAbbrevNames = wordSet("Jan", "Feb", "Mar", "Apr", "Jun", "Jul", "Aug",
		"Sep", "Sept", "Oct", "Nov", "Dec")

	// alwaysDrop are never names on their own and never start one: the
	// original tool's list plus personal and possessive pronouns and "No"
	// (as in "No. 5").
	alwaysDropWords = []string{"The", "A", "An", "This", "That", "These", "Those",
		"It", "In", "On", "At", "For", "As", "Is", "Was", "Were", "There",
		"Here", "But", "And", "He", "She", "They", "We", "I", "You", "His",
		"Her", "Their", "Its", "Our", "My", "Your", "Him", "Them", "Me", "Us",
		"No"}

	// openers are function words, adverbs and discourse markers that are
	// capitalised only because they start a sentence.
	openerWords = []string{
		// Prepositions.
		"About", "Above", "Across", "After", "Against", "Along", "Alongside",
		"Amid", "Amidst", "Among", "Amongst", "Around", "Before", "Behind",
		"Below", "Beneath", "Beside", "Besides", "Between", "Beyond", "By",
		"Concerning", "Considering", "Despite", "During", "Except",
		"Excluding", "Following", "From", "Including", "Inside", "Into",
		"Like", "Near", "Of", "Off", "Onto", "Outside", "Over", "Past", "Per",
		"Plus", "Regarding", "Since", "Through", "Throughout", "Till", "To",
		"Toward", "Towards", "Under", "Underneath", "Unlike", "Until", "Upon",
		"Versus", "Via", "Within", "Without", "With",
		// Conjunctions.
		"Although", "Though", "Because", "Or", "Nor", "So", "Yet", "If",
		"Unless", "Whereas", "While", "Whilst", "When", "Whenever", "Where",
		"Wherever", "Whether", "Once", "Now", "Lest", "Provided", "Assuming",
		"Given", "Than", "Then", "Thus", "Hence", "Therefore",
		// Determiners and quantifiers.
		"All", "Any", "Another", "Both", "Each", "Either", "Enough", "Every",
		"Few", "Fewer", "Less", "Many", "More", "Most", "Much", "Neither",
		"None", "Other", "Others", "Several", "Some", "Such", "Various",
		"Numerous", "Certain", "Same", "Own", "What", "Which", "Whose",
		"Whatever", "Whichever",
		// Pronouns.
		"Anyone", "Anybody", "Anything", "Everyone", "Everybody",
		"Everything", "Someone", "Somebody", "Something", "Nobody", "Nothing",
		"Itself", "Himself", "Herself", "Themselves", "Ourselves", "Myself",
		"Yourself", "Mine", "Yours", "Ours", "Theirs", "Hers", "Who", "Whom",
		"Whoever", "Why", "How", "One's",
		// Auxiliaries and modals ("Will" and "May" are also names).
		"Am", "Are", "Be", "Been", "Being", "Can", "Cannot", "Could", "Did",
		"Do", "Does", "Done", "Had", "Has", "Have", "Having", "Might", "Must",
		"Shall", "Should", "Would", "Ought", "Let", "Lets",
		// Adverbs and discourse markers.
		"Accordingly", "According", "Actually", "Additionally", "Afterwards",
		"Afterward", "Again", "Albeit", "Almost", "Already", "Also",
		"Alternatively", "Altogether", "Always", "Anyway", "Anyways",
		"Apparently", "Approximately", "Arguably", "Basically", "Briefly",
		"Certainly", "Clearly", "Consequently", "Conversely", "Currently",
		"Definitely", "Earlier", "Effectively", "Else", "Elsewhere",
		"Equally", "Especially", "Essentially", "Even", "Eventually", "Ever",
		"Evidently", "Exactly", "Finally", "Firstly", "Formerly",
		"Fortunately", "Frequently", "Further", "Furthermore", "Generally",
		"Globally", "Hereby", "Historically", "Hopefully", "However",
		"Ideally", "Importantly", "Indeed", "Initially", "Instead",
		"Interestingly", "Ironically", "Just", "Largely", "Lastly", "Later",
		"Lately", "Likewise", "Luckily", "Mainly", "Meanwhile", "Merely",
		"Moreover", "Mostly", "Namely", "Naturally", "Nearly", "Nevertheless",
		"Nonetheless", "Normally", "Notably", "Nowadays", "Obviously",
		"Occasionally", "Oddly", "Often", "Only", "Originally", "Otherwise",
		"Overall", "Partly", "Particularly", "Perhaps", "Possibly",
		"Potentially", "Presently", "Presumably", "Previously", "Primarily",
		"Probably", "Rather", "Really", "Recently", "Regardless",
		"Relatively", "Reportedly", "Respectively", "Roughly", "Sadly",
		"Secondly", "Separately", "Seriously", "Shortly", "Significantly",
		"Similarly", "Simply", "Slightly", "Sometimes", "Somewhat", "Soon",
		"Specifically", "Still", "Strangely", "Subsequently",
		"Substantially", "Suddenly", "Supposedly", "Surely", "Surprisingly",
		"Thankfully", "Thereafter", "Thereby", "Thirdly", "Today",
		"Together", "Tomorrow", "Tonight", "Too", "Traditionally", "Truly",
		"Typically", "Ultimately", "Undoubtedly", "Unfortunately",
		"Usually", "Very", "Well", "Yesterday", "Theoretically", "Overtly",
		"Allegedly", "Broadly", "Collectively", "Comparatively",
		"Correspondingly", "Critically", "Crucially", "Directly",
		"Fundamentally", "Hence", "Incidentally", "Increasingly",
		"Inevitably", "Instantly", "Internationally", "Locally",
		"Meantime", "Mostly", "Officially", "Overwhelmingly", "Personally",
		"Practically", "Predictably", "Principally", "Publicly", "Quickly",
		"Rarely", "Reasonably", "Remarkably", "Seldom", "Sequentially",
		"Steadily", "Strictly", "Technically", "Thereupon", "Unsurprisingly",
		"Unexpectedly", "Whereby", "Wherein", "Widely", "Ahead", "Next",
		// Openers and interjections.
		"Based", "Due", "Yes", "Not", "Please", "Note", "Oh", "Ok", "Okay",
		"Sure", "Thanks", "Thank", "Hello", "Hi", "Hey", "Welcome", "Sorry",
		"Absolutely", "Alright", "Compared", "Consider", "See", "Unfortunately",
		"Whenever", "Nonetheless", "Overall", "Instead", "Additionally",
	}

	// openersAlone are sentence openers that are not names on their own
	// but may start one ("First Republic", "Second Life", "Little Rock").
	openersAloneWords = []string{"First", "Second", "Third", "Fourth", "Fifth",
		"Sixth", "Seventh", "Eighth", "Ninth", "Tenth", "Last", "Little",
		"One", "Two", "Three", "Four", "Five", "Six", "Seven", "Eight",
		"Nine", "Ten", "Eleven", "Twelve", "Twenty", "Thirty", "Forty",
		"Fifty", "Hundreds", "Thousands", "Millions", "Billions", "Dozens",
		"Half", "Whole", "Together", "Up", "Down", "Out", "Off", "Back",
		"Away", "Much", "Summary", "Here's"}
)

// newFunctionWordTable returns the table of the three lists, each word
// with its flags (see functionWord): a word of alwaysDropWords is dropped
// alone and stripped from a run's start wherever it stands, one of
// openerWords only at a sentence's start, and one of openersAloneWords
// only dropped alone, at a sentence's start; a word of two lists keeps
// the flags of the first. The flags at the start of a sentence are in
// the low two bits, and elsewhere in the two above. functionWords, what
// functionWordExact says of their words, is generated from it into
// tables.go.
func newFunctionWordTable() *wordTable[uint8] {
	t := newWordTable[uint8](len(alwaysDropWords) + len(openerWords) + len(openersAloneWords))
	add := func(words []string, flags uint8) {
		for _, w := range words {
			t.add(w, flags)
		}
	}
	const both = dropAlone | stripLeading
	add(alwaysDropWords, both|both<<2)
	add(openerWords, both)
	add(openersAloneWords, dropAlone)
	return t
}
