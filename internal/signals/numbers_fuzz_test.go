package signals

import (
	"slices"
	"strings"
	"testing"
	"unicode/utf8"
)

func FuzzNumbers(f *testing.F) {
	seeds := []string{
		"Revenue was 42.", "$56 billion", "56,000 million", "8 per cent", "12 March 1921",
		"March 12, 1921", "2021-03-12", "at 9:30 a.m.", "17:0-21:0", "between 5 and 10%",
		"$5-10 million", "1. First\n2) Second", "(Passage 1) [1-3]", "GPT-4 COVID-19 v1.5.2",
		"١٢٣ and ５", "−3.2%", "fifty-six billion", "half a million", "one hundred and five",
		"4.5 out of 5 stars", "8 percentage points", "1990's", "1e5", "7 o'clock", "US$3",
		"1,0000", "12th of March", "March 12-14", "12-14 March", "5 to 10 km", "a 15-year-old",
		"in March and May", "Sept. 2021", "end of february",
		"the '90s, in his 30s, ½ of 2½ $30 a month at 180C, twice a week", "50-60 inches per year", "$5/hr",
		"3.2GHz, 5,000mAh, 50 µg, 120W, 65 miles per hour, 100 km/h, 4G, 0xFF",
		"-$0.45, −£12, minus 7 degrees, 5 degrees below zero, plus or minus 2, the third-largest, £1.45 per vote",
		benchText(500),
	}
	for _, s := range seeds {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if got := Numbers(s); len(got) > 0 && noNumberWord(s) {
			t.Fatalf("Numbers(%q) = %v, but no token is a NumberWord", s, got)
		}
		prevStart := -1
		for _, n := range Numbers(s) {
			if n.Start < 0 || n.Start >= n.End || n.End > len(s) {
				t.Fatalf("Numbers(%q): bad span [%d:%d]", s, n.Start, n.End)
			}
			if n.Start < prevStart {
				t.Fatalf("Numbers(%q): %q at %d after a figure at %d", s, n.Text, n.Start, prevStart)
			}
			prevStart = n.Start
			if utf8.ValidString(s) && (!utf8.RuneStart(s[n.Start]) || (n.End < len(s) && !utf8.RuneStart(s[n.End]))) {
				t.Fatalf("Numbers(%q): span [%d:%d] not on rune boundaries", s, n.Start, n.End)
			}
			if n.Text != s[n.Start:n.End] {
				t.Fatalf("Numbers(%q): Text %q != input[%d:%d] %q", s, n.Text, n.Start, n.End, s[n.Start:n.End])
			}
			if !Same(n, n) {
				t.Fatalf("Numbers(%q): %q not Same as itself (%v)", s, n.Text, n.Value)
			}
		}
	})
}

// numLookupWordSlow is numLookupWord written plainly: the map entry of
// the lower case of an ASCII word.
func numLookupWordSlow(s string, i, j int) (numWordInfo, bool) {
	w := s[i:j]
	for k := 0; k < len(w); k++ {
		if w[k] >= utf8.RuneSelf {
			return numWordInfo{}, false
		}
	}
	wi, ok := numWords[strings.ToLower(w)]
	return wi, ok
}

// checkNumLookupWord fails when numLookupWord and numLookupWordSlow
// disagree on s[i:j].
func checkNumLookupWord(t *testing.T, s string, i, j int) {
	t.Helper()
	got, gotOK := numLookupWord(s, i, j)
	want, wantOK := numLookupWordSlow(s, i, j)
	if got != want || gotOK != wantOK {
		t.Fatalf("numLookupWord(%q[%d:%d]) = %+v, %v; want %+v, %v", s, i, j, got, gotOK, want, wantOK)
	}
}

// numLookupWord agrees with the map on every number word and every word
// one byte away from one (each byte changed to each of the 256 values,
// one byte dropped or added), read alone (the text ends with the word)
// and inside a longer text.
func TestNumLookupWordAgrees(t *testing.T) {
	for w := range numWords {
		var forms []string
		for k := 0; k <= len(w); k++ {
			if k < len(w) {
				forms = append(forms, w[:k]+w[k+1:])
			}
			for c := 0; c < 256; c++ {
				forms = append(forms, w[:k]+string([]byte{byte(c)})+w[k:])
				if k < len(w) {
					forms = append(forms, w[:k]+string([]byte{byte(c)})+w[k+1:])
				}
			}
		}
		for _, f := range forms {
			if f == "" {
				continue
			}
			checkNumLookupWord(t, f, 0, len(f))
			long := "(" + f + ") and more text after it"
			checkNumLookupWord(t, long, 1, 1+len(f))
		}
	}
}

func FuzzNumLookupWord(f *testing.F) {
	for _, s := range []string{"Twenty", "the HUNDRED", "thousandths", "caf\u00e9", "x_y", "Jan@"} {
		f.Add(s, uint8(0), uint8(len(s)))
	}
	f.Fuzz(func(t *testing.T, s string, a, b uint8) {
		i, j := min(int(a), len(s)), min(int(b), len(s))
		if i >= j {
			return
		}
		checkNumLookupWord(t, s, i, j)
	})
}

// Every number word that word acts on passes numStartFilter, in any case:
// word may leave the look-up of the others for later.
func TestNumStartFilter(t *testing.T) {
	passed := 0
	for w, wi := range numWords {
		if wi.flags&numStartFlags == 0 {
			continue
		}
		for _, form := range []string{w, strings.ToUpper(w), strings.ToUpper(w[:1]) + w[1:]} {
			if !numStartFilter.mayHold(form) {
				t.Errorf("numStartFilter rules out %q (flags %b)", form, wi.flags)
			}
		}
		passed++
	}
	if passed == 0 {
		t.Fatal("no number word has numStartFlags")
	}
}

// Tokenized.AppendNumbers, which scans an ASCII text only around its
// tokens of figureClasses, finds what a scan of the whole text finds,
// after numbers already in the list.
func FuzzTokenizedAppendNumbers(f *testing.F) {
	for _, s := range []string{
		"The team of five won 3 games.", "It was a hundred years ago.", "They paid USD 5 for it.",
		"He came second in the race on 12 March.", "See Passage 3 for the text.", "It cost $ a million then.",
		"Sales rose, per the report, by between 5 and 10%.", "The list:\n  1. first\n  2. second",
		"Read it in the foo_bar 2020 filing.", "The version GPT-4 came out.", "US$5 was spent on it [27].",
		"Its chief executive said on March 12, 2020 that margins fell -3.2 percent.", "The a second look", "It rose 5 km BC a few", "In 1990 the per cent and a dozen", "5 then (Passage 1) a", "In 2019 it was long ago and far away that a hundred\n 1. men came", "5 and $ a thing then twenty",
		"The big red 5 dogs ran", "In March, April and May 2020 then mid-June", "from march to june, the start of february", "A foo_bar baz 2020 then", "see bar$ 5 and far-5 then", "a lot of 12", "\n  big 1. dog\n\tred 2) cat", "Tall (big) 7 and [tall] 8", "x, between and 5 and 10", "x  per  second 3", "Acme opened 1990 stores after the 2011 earthquake, and Acme's 2020 results beat 5 million cars.",
		"In the '90s, in his late 30s, he paid $30 a month at 180C and 350F, twice a week, three times a day.", "50 to 60 in a year ago",
		benchText(300),
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if !IsASCII(s) {
			return
		}
		words := Tokenize(s)
		words.Classes = make([]WordClass, len(words.Tokens))
		for k, tok := range words.Tokens {
			words.Classes[k] = ClassOf(tok.Lower)
		}
		before := []Number{{Text: "7", Value: 7, Kind: Plain}}
		got := words.AppendNumbers(slices.Clone(before))
		want := AppendNumbers(slices.Clone(before), s)
		if !slices.Equal(got, want) {
			t.Fatalf("Tokenized.AppendNumbers(%q) = %v, want %v", s, got, want)
		}
	})
}
