package sourced

import (
	"slices"
	"strings"
	"testing"

	"github.com/sourced-dev/sourced/internal/signals"
)

// mayCitePassage is true of every text passageRef finds a reference in.
func checkMayCitePassage(t *testing.T, text string) {
	t.Helper()
	if passageRef().MatchString(text) && !mayCitePassage(text) {
		t.Errorf("mayCitePassage(%q) = false, but passageRef matches", text)
	}
}

var citeCases = []string{
	"(Passage 2)", "according to PASSAGES 1 and 3", "Source 4, Document 5", "documents 1, 2 & 3",
	"pa\u017f\u017fage 2", "\u017fource 1", "no reference here", "passages", "a passage about 3 dogs",
	"Passages\t\n 7", "sources 12", "source\v3", "document 4a", "passage s 2",
	" 2", "\t5 passages", "xpassage 9", "Sources  10",
}

func TestMayCitePassage(t *testing.T) {
	for _, text := range []string{"no reference here", "Sales rose 12% in 2019.", "a passage about 3 dogs", "the source says 5"} {
		if mayCitePassage(text) {
			t.Errorf("mayCitePassage(%q) = true, want false", text)
		}
	}
}

func FuzzMayCitePassage(f *testing.F) {
	for _, text := range citeCases {
		f.Add(text)
	}
	f.Fuzz(checkMayCitePassage)
}

// checkCitedPassages fails when citedPassages reads other numbers from
// text than passageRef finds, or finds some in an ASCII text none of
// whose tokens' classes holds a digit, which Check does not read.
func checkCitedPassages(t *testing.T, text string) {
	t.Helper()
	got, want := citedPassages(nil, text), citedByExpression(text)
	if !slices.Equal(got, want) {
		t.Errorf("citedPassages(%q) = %v, passageRef reads %v", text, got, want)
	}
	words := signals.Tokenize(text)
	var union signals.WordClass
	for _, tok := range words.Tokens {
		union |= signals.ClassOf(tok.Lower)
	}
	if words.Lower != "" && union&signals.ClassDigit == 0 && want != nil {
		t.Errorf("passageRef reads %v in %q, whose tokens' classes hold no digit", want, text)
	}
}

var citedCases = []string{
	"(Passage 2)", "according to PASSAGES 1 and 3", "Source 4, Document 5", "documents 1, 2 & 3",
	"passages 1 ,2,and 3 or 4 andy 5", "passage 1 and", "xpassage 2, passage 3", "_source 1 source\f2",
	"Passages\t\n 7", "sources 12 OR 13", "source\v3", "document 4a", "passage s 2", "pa\u017f\u017fage 2",
	"passage 99999999999999999999 and 4294967297", "passage 1,", "passage 1 & & 2", "SOURCESS 3",
	"é source 5", "passage 2passage 3", "a passage about 3 dogs",
}

func TestCitedPassagesReadAsTheExpression(t *testing.T) {
	for _, text := range citedCases {
		checkCitedPassages(t, text)
	}
	if got := citedPassages(nil, "as passages 1, 2 and 4 say"); !slices.Equal(got, []int32{1, 2, 4}) {
		t.Errorf("citedPassages = %v, want [1 2 4]", got)
	}
}

func FuzzCitedPassages(f *testing.F) {
	for _, text := range citedCases {
		f.Add(text)
	}
	f.Fuzz(checkCitedPassages)
}

// checkCitationPretests fails when a cheap test rules out a text that the
// expression it guards matches: closesOnFigure and mayCitePassage for
// trailingRef, mayCitePassage for passageHeading.
func checkCitationPretests(t *testing.T, text string) {
	t.Helper()
	if trailingRef().MatchString(text) && (!closesOnFigure(text) || !mayCitePassage(text)) {
		t.Errorf("trailingRef matches %q, but closesOnFigure = %v, mayCitePassage = %v", text, closesOnFigure(text), mayCitePassage(text))
	}
	if passageHeading().MatchString(text) && !mayCitePassage(text) {
		t.Errorf("passageHeading matches %q, but mayCitePassage = false", text)
	}
}

var closingCases = []string{
	"It grew (Passage 2).", "It grew (see passages 1 and 3)", "It grew (Passage 2)  .\u201d", "(source 4) é",
	"(Passage 2)x", "(Passage 2)_", "(passage 2a)", "Passage 3:", "**Passage 3**", "## Source 12 ##",
	"(pa\u017f\u017fage 2)", "(Document 1, 2 & 3)!", "(Passage 2) \u017f", "It grew.", "2)", ")",
	"Passage\t3", "_Passage 3_", "PASSAGE 3 -", "passage 3 is", "(a b passages 4 or 5)\n",
}

func TestCitationPretests(t *testing.T) {
	for _, text := range []string{"It grew.", "It grew (Passage 2) again.", "(Passage 2)x"} {
		if closesOnFigure(text) {
			t.Errorf("closesOnFigure(%q) = true, want false", text)
		}
	}
}

func FuzzCitationPretests(f *testing.F) {
	for _, text := range closingCases {
		f.Add(text)
	}
	f.Fuzz(checkCitationPretests)
}

// checkTrailingRefStart fails when trailingRefStart finds another match
// than trailingRef in a text without the long s and the Kelvin sign.
func checkTrailingRefStart(t *testing.T, text string) {
	t.Helper()
	if hasFoldingLetter(text) {
		return
	}
	want := -1
	if loc := trailingRef().FindStringIndex(text); loc != nil {
		want = loc[0]
	}
	if got := trailingRefStart(text); got != want {
		t.Errorf("trailingRefStart(%q) = %d, trailingRef matches from %d", text, got, want)
	}
}

var trailingCases = []string{
	"It grew (Passage 2).", "It grew (see passages 1 and 3)", "It grew (Passage 2)  .\u201d", "(source 4) é",
	"(Passage 2)x", "(Passage 2)_", "(passage 2a)", "(a (b) passage 1)", "((passage 1))", "(passage 1) (source 2)",
	"(Document 1, 2 & 3)!", "(as per\tpassage 3)", "(as\tper passage 3)", "(see  Sources 4 OR 5 and6)",
	"(passage 1 ,2,and 3 or 4 andy 5)", "(passage 1,)", "(passages\n\n2)", "(passage2)", "(passagess 2)",
	"(x1 passage 2)", "( passage 2)", "(Passage 2) \u00e9.", "(passage 2)\xff", "(passage 2) (3)", "(passage 2) 3",
	"(passage 2 ) ", "(document 10 & 11 & 12)\n", "(Source 3)(Source 4)", "(see passage 2 or",
}

func TestTrailingRefStart(t *testing.T) {
	for _, text := range slices.Concat(trailingCases, closingCases) {
		checkTrailingRefStart(t, text)
	}
	if got := trailingCitation("It grew (see passages 1 and 3)."); !slices.Equal(got, []int32{1, 3}) {
		t.Errorf("trailingCitation = %v, want [1 3]", got)
	}
}

func FuzzTrailingRefStart(f *testing.F) {
	for _, text := range slices.Concat(trailingCases, closingCases) {
		f.Add(text)
	}
	f.Fuzz(checkTrailingRefStart)
}

// markNumber reads a line as passageNumber reads it once its leading
// blanks are trimmed, whatever run of spaces and tabs opens it.
func TestMarkNumberBlanks(t *testing.T) {
	for _, line := range []string{"Passage 2: x", "source 12:", "Document 3 : y", "passage x:", "note", "", "passage 1234:"} {
		for n := range 40 {
			for _, blanks := range []string{strings.Repeat(" ", n), strings.Repeat("\t", n), strings.Repeat(" \t", n/2) + strings.Repeat(" ", n%2)} {
				text := blanks + line
				wantN, wantOK := passageNumber(line)
				if line == "" || !passageInitials[line[0]] {
					wantN, wantOK = 0, false
				}
				if n, ok := markNumber(text); n != wantN || ok != wantOK {
					t.Errorf("markNumber(%q) = %d, %v, want %d, %v", text, n, ok, wantN, wantOK)
				}
			}
		}
	}
}
