package signals

import (
	"math"
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"
)

// The number scanner has three fast paths: word leaves the flags of the
// words numStartFilter rules out to be looked up when read
// (prevWordFlags), asks figure to read on from an article only before a
// word numAfterArticleFilter lets through, and run classes bytes by
// numByteClass, with non-ASCII characters in nonASCII. The tests here hold
// them to a plain scan that looks every word's flags up at once, reads on
// from an article before any word, and reads the text rune by rune.

// numPassAll lets every word through. With it as numStartFilter, word
// looks every word's flags up at once and prevWordFlags has none left to
// look up: the scan the filter is a shortcut of.
var numPassAll = func() *wordFilter {
	f := new(wordFilter)
	for n := range f {
		for c := range f[n] {
			f[n][c] = math.MaxUint32
		}
	}
	return f
}()

// appendNumbersPlain is AppendNumbers without the fast paths: numPassAll
// stands in for numStartFilter and numAfterArticleFilter, and runPlain for
// run. It swaps package variables for the time of the call, so no test of
// the package may run in parallel with it.
func appendNumbersPlain(dst []Number, text string) []Number {
	filter, afterArticle := numStartFilter, numAfterArticleFilter
	numStartFilter, numAfterArticleFilter = numPassAll, numPassAll
	defer func() { numStartFilter, numAfterArticleFilter = filter, afterArticle }()
	sc := numScanner{s: text, out: dst, first: len(dst), lineStart: true, prevEnd: -1, prevStart: -1}
	sc.runPlain()
	numBeforeChrist(text, sc.out[len(dst):])
	return sc.out
}

// runPlain is run written plainly: it decodes every character and asks
// the unicode package what it is.
func (sc *numScanner) runPlain() {
	s := sc.s
	for i := 0; i < len(s); {
		r, n := utf8.DecodeRuneInString(s[i:])
		switch {
		case r == '\n' || r == '\r' || r == '\v' || r == '\f' || r == '\u2028' || r == '\u2029' || r == '\u0085':
			sc.lineStart = true
			i += n
			continue
		case unicode.IsSpace(r):
			i += n
			continue
		case unicode.IsDigit(r):
			if numWordBefore(s, i) {
				i = numSkipIdent(s, i)
			} else {
				i = sc.figure(i, "")
			}
		case r < utf8.RuneSelf && (numIsASCIILetter(byte(r)) || r == '_'):
			i = sc.word(i)
		case unicode.IsLetter(r) || unicode.IsMark(r):
			i = numSkipIdent(s, i)
		case numVulgar(r) != 0:
			if numWordBefore(s, i) {
				i += n
			} else {
				i = sc.vulgarAlone(i)
			}
		case r == '$' || r == '€' || r == '£' || r == '¥' || r == '₹':
			i = sc.currency(i+n, numPlainCurrency[r])
		case (r == '-' || r == '.' || r == '\u2212') && numIsDigitAt(s, i+n) && !numWordBefore(s, i):
			i = sc.figure(i, "")
		case r == '[':
			i = sc.bracket(i)
		default:
			i += n
		}
		sc.lineStart = false
	}
}

// numPlainCurrency is the currency of each symbol runPlain reads.
var numPlainCurrency = map[rune]string{'$': "USD", '€': "EUR", '£': "GBP", '¥': "JPY", '₹': "INR"}

// sameNumbers reports whether a and b hold the same figures, a NaN value
// being the same as itself.
func sameNumbers(a, b []Number) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		x, y := a[i], b[i]
		if math.Float64bits(x.Value) != math.Float64bits(y.Value) {
			return false
		}
		x.Value, y.Value = 0, 0
		if x != y {
			return false
		}
	}
	return true
}

// numFastPrefix is a text whose figures stand before the ones appended:
// its last word is one whose flags matter to a figure after it.
const numFastPrefix = "From 1990 to 2000, between"

// checkNumbersFast fails when Numbers or AppendNumbers, after the figures
// of another text, finds other figures in text than the plain scan.
func checkNumbersFast(t *testing.T, text string) {
	t.Helper()
	if got, want := Numbers(text), appendNumbersPlain(nil, text); !sameNumbers(got, want) {
		t.Fatalf("Numbers(%q)\n got %+v\nwant %+v (plain scan)", text, got, want)
	}
	prefix := Numbers(numFastPrefix)
	got := AppendNumbers(append([]Number(nil), prefix...), text)
	want := appendNumbersPlain(append([]Number(nil), prefix...), text)
	if !sameNumbers(got, want) {
		t.Fatalf("AppendNumbers(Numbers(%q), %q)\n got %+v\nwant %+v (plain scan)", numFastPrefix, text, got, want)
	}
}

// numFastCases put words whose flags word looks up late (cues, "between",
// "per", "and") and words that start figures (articles, number words, in
// any case, hyphenated) next to figures, digits and non-ASCII text.
var numFastCases = []string{
	"½", "x½ ½ of them, 2½ cups", "a hundred", "A hundred people came", "an hour and a half", "a  Dozen", "an\tEIGHTH", "a\u00a0million", "a\n\nfew",
	"a. hundred", "a_ hundred", "a-hundred", "a few", "a half", "a 5", "a", "a é", "a thousandth", "a hundredfold", "a second later", "per second", "one per second",
	"between 3 and 5", "between 3 and 5%", "Between 3 and 5%", "between $5 and 10 million", "between 5 and 10 km", "BETWEEN three AND five", "between 1990 and 2000", "between, 3 and 5",
	"8 per cent", "8 PER CENT", "8 Percent", "a per cent", "five per cent of a thousand",
	"in 1921", "In 1921", "since 1990", "by 2030.", "of 1990 was", "to 2000 the", "from 1980 to 1990",
	"March 1921", "in March 1921", "may 1921", "Q3 2020", "H1 2021", "around 1850", "the 1990s",
	"Twenty-one", "twenty-First", "Fifty-Six Billion", "ninety-nine", "one hundred and five", "the second half",
	"a few thousand", "several hundred", "half a million", "a dozen", "third-party", "first-class", "the 3rd",
	"Passage 2 says", "source 2 and 3", "USD 5", "Rs. 500", "at noon", "midnight", "7 o'clock", "12 March",
	"café 1921", "in\u00a01921", "in\u20031921", "between\u00a03 and 5", "١٢٣ and ٥", "in ١٩٩٠", "−3.2%", "€5 million",
	"£3", "¥100", "₹20", "naïve 12", "e\u0301 5", "\u2028in 1921", "1.\u0085 2. x", "\xff in 1921 \xfe",
	"42", "3.14", "-7", ".5", "1,000,000", "$5-10 million", "10-20 km", "1e5", "v1.5.2", "GPT-4", "pre-2000",
	"[1-3]", "(Passage 1)", "1. First\n2) Second", "  in\n1921", "x_in 1921", "in_1921", "in1921",
	benchText(300),
}

func TestNumbersFastPaths(t *testing.T) {
	// The cases exercise the late look-up: some of their words, with
	// flags, are ruled out by numStartFilter.
	late := 0
	for _, text := range numFastCases {
		for _, w := range strings.FieldsFunc(strings.ToLower(text), func(r rune) bool { return !unicode.IsLetter(r) }) {
			if wi, ok := numWords[w]; ok && wi.flags != 0 && !numStartFilter.mayHold(w) {
				late++
			}
		}
		checkNumbersFast(t, text)
	}
	if late == 0 {
		t.Fatal("no word of the cases has its flags looked up late")
	}
}

// checkCountAfterArticle fails when numCountAfterArticle rules out the
// word after an article that readSpelled reads on to, text coming
// after the article.
func checkCountAfterArticle(t *testing.T, text string) {
	t.Helper()
	for _, art := range []string{"a", "An"} {
		s := art + text
		if numIsWordByteOrRune(s, len(art)) {
			continue // the article is no word of its own
		}
		if sp, ok := (&numScanner{s: s}).readSpelled(0); ok && !numCountAfterArticle(s, len(art)) {
			t.Fatalf("readSpelled(%q) reads %+v, but numCountAfterArticle rules it out", s, sp)
		}
	}
}

func TestCountAfterArticle(t *testing.T) {
	for _, text := range []string{" hundred", " Million people", "\tdozen", " few thousand", "\u00a0thousand", "\n hundred"} {
		if !numCountAfterArticle("a"+text, 1) {
			t.Errorf("numCountAfterArticle(%q) = false, want true", "a"+text)
		}
	}
	for _, text := range numFastCases {
		checkCountAfterArticle(t, " "+text)
	}
}

func FuzzCountAfterArticle(f *testing.F) {
	for _, text := range numFastCases {
		f.Add(" " + text)
	}
	f.Fuzz(checkCountAfterArticle)
}

func FuzzNumbersFastPaths(f *testing.F) {
	for _, text := range numFastCases {
		f.Add(text)
	}
	f.Fuzz(checkNumbersFast)
}

// numLiteralPlain is numLiteral as it was first written, a digit at a
// time through numDigitAt: the reading numLiteral's runs of ASCII digits
// shortcut.
func numLiteralPlain(s string, i int, f *numFig) (end int, ok bool) {
	f.start = i
	j := i
	if j < len(s) && s[j] == '-' {
		f.neg = true
		j++
	} else if j+2 < len(s) && s[j:j+3] == "\u2212" {
		f.neg = true
		j += 3
	}
	addDigit := func(d int, frac bool) {
		if f.mant <= (math.MaxUint64-9)/10 {
			f.mant = f.mant*10 + uint64(d)
			if frac {
				f.exp--
			}
		} else if !frac {
			f.exp++
		}
	}
	digits := func(frac bool) int {
		count := 0
		for {
			d, n := numDigitAt(s, j)
			if d < 0 {
				return count
			}
			addDigit(d, frac)
			count++
			j += n
		}
	}
	f.intDigits += digits(false)
	if f.intDigits >= 1 && f.intDigits <= 3 {
		for j < len(s) && s[j] == ',' {
			k := j + 1
			var ds [3]int
			cnt := 0
			for cnt < 3 {
				d, n := numDigitAt(s, k)
				if d < 0 {
					break
				}
				ds[cnt] = d
				cnt++
				k += n
			}
			if cnt < 3 {
				break
			}
			for _, d := range ds {
				addDigit(d, false)
			}
			f.intDigits += 3
			f.comma = true
			j = k
		}
	}
	if j+1 < len(s) && s[j] == '.' && numIsDigitAt(s, j+1) {
		j++
		f.fracDigits += digits(true)
	}
	if f.intDigits == 0 && f.fracDigits == 0 {
		return i, false
	}
	f.end = j
	return j, true
}

// checkNumLiteral fails when numLiteral reads s from any offset otherwise
// than numLiteralPlain.
func checkNumLiteral(t *testing.T, s string) {
	t.Helper()
	for i := range len(s) {
		var got, want numFig
		ge, gok := numLiteral(s, i, &got)
		we, wok := numLiteralPlain(s, i, &want)
		if ge != we || gok != wok || got != want {
			t.Fatalf("numLiteral(%q, %d) = %d, %v, %+v; want %d, %v, %+v", s, i, ge, gok, got, we, wok, want)
		}
	}
}

var numLiteralCases = []string{
	"42", "-7", "3.14", "1,000,000", "1,00", "12,345.678", "99999999999999999999999", "0.000000000000000000000001",
	"−3.2", "١٢٣,٤٥٦", "5٫5", "１２", "7,", "7.", "7.x", "1,234,5678", "123456789012345678901234567890.5",
}

func TestNumLiteral(t *testing.T) {
	for _, s := range numLiteralCases {
		checkNumLiteral(t, s)
		checkNumLiteral(t, "x "+s+" y")
	}
}

func FuzzNumLiteral(f *testing.F) {
	for _, s := range numLiteralCases {
		f.Add(s)
	}
	f.Fuzz(checkNumLiteral)
}

// checkAsciiWordEnd fails when numAsciiWordEnd, eight bytes at a time,
// ends the run of ASCII letters of s from any offset elsewhere than a
// byte at a time.
func checkAsciiWordEnd(t *testing.T, s string) {
	t.Helper()
	for i := range len(s) + 1 {
		want := i
		for want < len(s) && numIsASCIILetter(s[want]) {
			want++
		}
		if got := numAsciiWordEnd(s, i); got != want {
			t.Fatalf("numAsciiWordEnd(%q, %d) = %d, want %d", s, i, got, want)
		}
	}
}

func TestAsciiWordEnd(t *testing.T) {
	// Every byte after runs of letters of every length up to 17.
	for n := range 18 {
		for c := range 256 {
			checkAsciiWordEnd(t, strings.Repeat("aZ", 9)[:n]+string([]byte{byte(c)})+"abcdefghijklmnop")
		}
	}
	checkAsciiWordEnd(t, "@[`{AZaz_é\xff\x80zzzzzzzzzz")
}

func FuzzAsciiWordEnd(f *testing.F) {
	f.Add("Hello, wonderful world_of 12 letters\xffé")
	f.Fuzz(checkAsciiWordEnd)
}

func TestNumWordByte(t *testing.T) {
	for c := range 256 {
		s := string([]byte{byte(c)})
		want := c < utf8.RuneSelf && numIsWordRune(rune(c))
		if got := numIsWordByteOrRune(s, 0); c < utf8.RuneSelf && got != want {
			t.Errorf("numIsWordByteOrRune(%q, 0) = %v, want %v", s, got, want)
		}
		if got := numWordBefore(s, 1); c < utf8.RuneSelf && got != (want || c == '.') {
			t.Errorf("numWordBefore(%q, 1) = %v, want %v", s, got, want || c == '.')
		}
	}
}

// TestNextFigureToken checks nextFigureToken, eight classes at a time,
// against a look at each class in turn.
func TestNextFigureToken(t *testing.T) {
	for n := range 20 {
		for at := range n + 1 {
			for _, c := range []WordClass{ClassDigit, ClassFigure, ClassMonth, ClassDigit | ClassCue} {
				cls := make([]WordClass, n)
				for k := range cls {
					cls[k] = ClassCue | ClassNegation | ClassDays | ClassMeal
				}
				if at < n {
					cls[at] = c
				}
				for k := range n + 1 {
					want := k
					for want < n && cls[want]&figureClasses == 0 {
						want++
					}
					if got := nextFigureToken(cls, k); got != want {
						t.Fatalf("nextFigureToken(%v, %d) = %d, want %d", cls, k, got, want)
					}
				}
			}
		}
	}
}
