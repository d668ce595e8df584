package signals

import (
	"bufio"
	"os"
	"slices"
	"strings"
	"testing"
)

// withClasses returns the tokens of text with their classes set.
func withClasses(text string) Tokenized {
	t := Tokenize(text)
	for _, tok := range t.Tokens {
		t.Classes = append(t.Classes, ClassOf(tok.Lower))
	}
	return t
}

// The scanners give the same answers from the tokens' classes as from
// the words themselves.
func FuzzClasses(f *testing.F) {
	seeds := []string{
		"Revenue did not rise; it fell by at least 5% after March.",
		"No more than twenty-five people, not to mention none other than Smith.",
		"Shares were up 3% in may, down on the first day, and up to 7 or more.",
		"It won't grow up; the firm lost the match but didn't lose ground.",
		"Prior to 2020 they were ahead of the curve, more or less, after all.",
		"The fifty-fifth ANNIVERSARY is on o'clock MARCH the twelfth.",
		"Sales of Tesla rose no less than a dozen times since then.",
		"Zürich’s revenue isn’t lower than São Paulo’s, and nothing but growth.",
		"", "no", "not only", "None", "mid-May", "may-be", "half-March",
		benchText(400),
	}
	for _, s := range seeds {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		plain, classed := Tokenize(s), withClasses(s)
		if a, b := plain.Negated(), classed.Negated(); a != b {
			t.Fatalf("Negated(%q) = %v, with classes %v", s, a, b)
		}
		if a, b := plain.Directions(), classed.Directions(); !slices.Equal(a, b) {
			t.Fatalf("Directions(%q) = %v, with classes %v", s, a, b)
		}
		if a, b := plain.MayHoldNumbers(), classed.MayHoldNumbers(); a != b {
			t.Fatalf("MayHoldNumbers(%q) = %v, with classes %v", s, a, b)
		}
	})
}

// A class is read only when there is one for each token: a short list
// leaves the scanners to the words.
func TestClassesPartial(t *testing.T) {
	for _, text := range []string{"Revenue did not rise.", "It fell after three years."} {
		want := Tokenize(text)
		got := withClasses(text)
		got.Classes = got.Classes[:len(got.Classes)-1]
		if want.Negated() != got.Negated() || !slices.Equal(want.Directions(), got.Directions()) ||
			want.MayHoldNumbers() != got.MayHoldNumbers() {
			t.Errorf("%q: a partial class list changed the answers", text)
		}
	}
}

// ClassOf agrees with the word tests it stands in for on every word of
// the word list, and each class bit is met.
func TestClassOfWords(t *testing.T) {
	words := readWordList(t)
	var met WordClass
	for _, w := range words {
		c := ClassOf(w)
		met |= c
		if (c&ClassNegation != 0) != (isNegationWord(w) || isNegator(w)) {
			t.Errorf("ClassOf(%q) negation %v, isNegationWord %v, isNegator %v", w, c&ClassNegation != 0, isNegationWord(w), isNegator(w))
		}
		if (c&ClassDigit != 0) != (IndexDigit(w) >= 0) {
			t.Errorf("ClassOf(%q) digit %v, IndexDigit %d", w, c&ClassDigit != 0, IndexDigit(w))
		}
		if c&ClassCue == 0 && directionFilter.mayHold(w) {
			if cues.has(w) {
				t.Errorf("ClassOf(%q) has no cue bit, but it is a cue", w)
			}
		}
		days := strings.Contains(w, "day") || strings.Contains(w, "dail") || strings.Contains(w, "week")
		if (c&ClassDays != 0) != days {
			t.Errorf("ClassOf(%q) days %v, want %v", w, c&ClassDays != 0, days)
		}
		if (c&ClassMeal != 0) != slices.Contains(Meals[:], w) {
			t.Errorf("ClassOf(%q) meal %v", w, c&ClassMeal != 0)
		}
		// A word without joiners is a figure word when figureWordAt
		// says so of it written in lower case, or with a capital; a
		// month in lower case only when written in full and no other
		// word.
		if !containsJoiner(w) {
			lower := figureWordAt(w, 0, len(w))
			upper := figureWordAt(capitalised(w), 0, len(w))
			lowerMonth := c&ClassMonth != 0 && slices.Contains(lowerMonths, w)
			if (c&ClassFigure != 0 || lowerMonth) != lower || c&(ClassFigure|ClassMonth) != 0 != upper {
				t.Errorf("ClassOf(%q) = %b; figureWordAt lower %v, capitalised %v", w, c, lower, upper)
			}
		}
	}
	for _, w := range Meals {
		met |= ClassOf(w)
	}
	if met != ClassNegation|ClassCue|ClassFigure|ClassMonth|ClassDigit|ClassDays|ClassMeal {
		t.Errorf("the word list met the classes %b only", met)
	}
}

// lowerMonths are the months a text written in lower case names as
// months: in full, and no other word ("may", "march", "august" are).
var lowerMonths = []string{"january", "february", "april", "june", "july", "september", "october", "november", "december"}

// containsJoiner reports whether w holds a hyphen or an apostrophe.
func containsJoiner(w string) bool {
	for i := 0; i < len(w); i++ {
		if w[i] == '-' || w[i] == '\'' {
			return true
		}
	}
	return false
}

// capitalised returns w with its first byte in upper case when it is an
// ASCII letter.
func capitalised(w string) string {
	if w != "" && 'a' <= w[0] && w[0] <= 'z' {
		return string(w[0]-'a'+'A') + w[1:]
	}
	return w
}

// readWordList returns the words of testdata/words.txt.
func readWordList(t *testing.T) []string {
	t.Helper()
	f, err := os.Open("testdata/words.txt")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var words []string
	for sc := bufio.NewScanner(f); sc.Scan(); {
		words = append(words, sc.Text())
	}
	if len(words) < 20000 {
		t.Fatalf("%d words in the list", len(words))
	}
	return words
}

// ClassOf answers a word of one or two letters and digits from its
// table as classOf does, and every other short word through classOf.
func TestShortClasses(t *testing.T) {
	const chars = "abcdefghijklmnopqrstuvwxyz0123456789AZ-'é"
	for _, a := range chars {
		for _, b := range chars + " " {
			w := string(a)
			if b != ' ' {
				w += string(b)
			}
			if got, want := ClassOf(w), classOf(w); got != want {
				t.Errorf("ClassOf(%q) = %b, classOf %b", w, got, want)
			}
			// ShortClass answers for the words of lower-case letters and
			// digits alone, as classOf does.
			short := strings.Trim(w, "abcdefghijklmnopqrstuvwxyz0123456789") == ""
			if got, ok := ShortClass(w); ok != short || ok && got != classOf(w) {
				t.Errorf("ShortClass(%q) = %b, %v; classOf %b", w, got, ok, classOf(w))
			}
		}
	}
	if ClassOf("no")&ClassNegation == 0 || ClassOf("up")&ClassCue == 0 || ClassOf("at")&ClassCue == 0 {
		t.Error("the short negation and cue words lost their classes")
	}
}

// classOf's one pass over a word's bytes agrees with the tests it stands
// in for on any word: a digit with IndexDigit, the days with looking for
// each of "day", "dail" and "week", and the figure bits of a word with
// joiners with those of its parts, each classed alone.
func FuzzClassOf(f *testing.F) {
	for _, w := range []string{"weekday", "daily", "dai", "wee", "twenty-three", "o'clock", "mid-may", "-", "3d", "week's"} {
		f.Add(w)
	}
	f.Fuzz(func(t *testing.T, w string) {
		c := classOf(w)
		if (c&ClassDigit != 0) != (IndexDigit(w) >= 0) {
			t.Errorf("classOf(%q) digit %v, IndexDigit %d", w, c&ClassDigit != 0, IndexDigit(w))
		}
		days := strings.Contains(w, "day") || strings.Contains(w, "dail") || strings.Contains(w, "week")
		if (c&ClassDays != 0) != days {
			t.Errorf("classOf(%q) days %v, want %v", w, c&ClassDays != 0, days)
		}
		if !containsJoiner(w) {
			return
		}
		var parts WordClass
		for _, p := range strings.FieldsFunc(w, func(r rune) bool { return r == '-' || r == '\'' }) {
			parts |= classOf(p) & (ClassFigure | ClassMonth)
		}
		if got := c & (ClassFigure | ClassMonth); got != parts {
			t.Errorf("classOf(%q) figure bits %b, its parts' %b", w, got, parts)
		}
	})
}

// checkFacts fails t when Facts(w) differs from ClassOf, NumberWord and
// IsContentWord asked one by one.
func checkFacts(t *testing.T, w string) {
	t.Helper()
	cls, number, content := Facts(w)
	if cls != ClassOf(w) || number != NumberWord(w) || content != IsContentWord(w) {
		t.Errorf("Facts(%q) = %b, %v, %v; ClassOf %b, NumberWord %v, IsContentWord %v",
			w, cls, number, content, ClassOf(w), NumberWord(w), IsContentWord(w))
	}
}

// Facts answers as the three tests it stands in for do on every word of
// the word list, every number word, stop word, negation word and negator
// verb, each also capitalised, joined to another by a hyphen or an
// apostrophe, or with a digit or a letter that is not ASCII, and on every
// word of one or two bytes of a set of letters, digits and joiners.
func TestFacts(t *testing.T) {
	words := readWordList(t)
	for w := range numWords {
		words = append(words, w)
	}
	for w := range stopWords {
		words = append(words, w)
	}
	for w := range negationWords {
		words = append(words, w)
	}
	for w := range negatorVerbs {
		words = append(words, w)
	}
	words = append(words, Meals[:]...)
	for _, w := range words {
		for _, v := range []string{w, capitalised(w), w + "-" + w, "mid-" + w, w + "'s", "o'" + w, w + "3", "é" + w, w + "\u2019s"} {
			checkFacts(t, v)
		}
	}
	const chars = "abcdefghijklmnopqrstuvwxyz0123456789AZ-'é٣"
	for _, a := range chars {
		for _, b := range chars + " " {
			w := string(a)
			if b != ' ' {
				w += string(b)
			}
			checkFacts(t, w)
		}
	}
	checkFacts(t, "")
}

// Facts answers as ClassOf, NumberWord and IsContentWord do on any word.
func FuzzFacts(f *testing.F) {
	for _, w := range []string{"five", "Five", "twenty-one", "3rd", "mid-march", "٣", "o'clock", "", "noon", "x", "not", "isn't", "the", "123", "١٢٣", "éa", "dozen's", "march"} {
		f.Add(w)
	}
	f.Fuzz(func(t *testing.T, w string) {
		checkFacts(t, w)
	})
}

// classFilters says of every word of the word list, capitalised too, and
// of every word of one or two bytes what the four filters it stands for
// say of it one by one.
func TestClassFilters(t *testing.T) {
	words := readWordList(t)
	for _, a := range "abcdefghijklmnopqrstuvwxyz0123456789AZ-'é" {
		for _, b := range "abcdefghijklmnopqrstuvwxyz0123456789AZ-'é " {
			words = append(words, strings.TrimSpace(string(a)+string(b)))
		}
	}
	for _, w := range words {
		for _, v := range []string{w, capitalised(w), w + "s", "mid-" + w} {
			got := classFilters[min(len(v), 15)][v[0]&31].of(v[len(v)-1])
			want := classFilter{negationClassFilter.mayHold(v), directionFilter.mayHold(v), mealFilter.mayHold(v), figureFilter.mayHold(v)}
			if got != want {
				t.Fatalf("classFilters of %q = %+v, the filters say %+v", v, got, want)
			}
		}
	}
}
