package signals

import (
	"bufio"
	"fmt"
	"math"
	"os"
	"slices"
	"strings"
	"testing"
	"unicode"
)

// wantNum is one expected figure: kind, value, unit and text.
type wantNum struct {
	kind   Kind
	value  float64
	unit   string
	text   string
	approx bool
}

func pl(v float64, text string) wantNum { return wantNum{Plain, v, "", text, false} }
func yr(v float64, text string) wantNum { return wantNum{Year, v, "", text, false} }
func dc(v float64, text string) wantNum { return wantNum{Year, v, "decade", text, false} }
func fr(v float64, text string) wantNum { return wantNum{Percent, v, "fraction", text, false} }
func pc(v float64, text string) wantNum { return wantNum{Percent, v, "", text, false} }
func mo(v float64, cur, text string) wantNum {
	return wantNum{Money, v, cur, text, false}
}
func ms(v float64, unit, text string) wantNum { return wantNum{Measure, v, unit, text, false} }
func ck(h, m int, text string) wantNum        { return wantNum{Clock, float64(h*60 + m), "", text, false} }
func dt(month, day int, text string) wantNum {
	return wantNum{Date, float64(month*100 + day), "", text, false}
}
func od(v float64, text string) wantNum { return wantNum{Ordinal, v, "", text, false} }
func rk(v float64, text string) wantNum { return wantNum{Ordinal, v, "rank", text, false} }
func ax(v float64, text string) wantNum { return wantNum{Plain, v, "", text, true} }
func ph(v float64, text string) wantNum { return wantNum{Phone, v, "", text, false} }

func (w wantNum) String() string {
	return fmt.Sprintf("%v %v %q %q approx=%v", w.kind, w.value, w.unit, w.text, w.approx)
}

func gotString(n Number) string {
	return fmt.Sprintf("%v %v %q %q approx=%v", n.Kind, n.Value, n.Unit, n.Text, n.Approx)
}

func matches(n Number, w wantNum) bool {
	return n.Kind == w.kind && SameValue(n.Value, w.value) && n.Unit == w.unit && n.Text == w.text && n.Approx == w.approx
}

type numCase struct {
	name string
	text string
	want []wantNum
}

func runNumCases(t *testing.T, cases []numCase) {
	t.Helper()
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			got := Numbers(tc.text)
			ok := len(got) == len(tc.want)
			for i := 0; ok && i < len(got); i++ {
				ok = matches(got[i], tc.want[i])
			}
			if !ok {
				var g, w []string
				for _, n := range got {
					g = append(g, gotString(n))
				}
				for _, n := range tc.want {
					w = append(w, n.String())
				}
				t.Errorf("Numbers(%q)\n got  %s\n want %s", tc.text, strings.Join(g, " | "), strings.Join(w, " | "))
			}
			for _, n := range got {
				if tc.text[n.Start:n.End] != n.Text {
					t.Errorf("Numbers(%q): Text %q != input[%d:%d] %q", tc.text, n.Text, n.Start, n.End, tc.text[n.Start:n.End])
				}
			}
		})
	}
}

// The numbers cases of the original tool (conformance.jsonl, probes.jsonl),
// adapted to the richer output. Names say where we deliberately differ.
func TestNumbersConformance(t *testing.T) {
	runNumCases(t, []numCase{
		{"num-plain", "Revenue was 42.", []wantNum{pl(42, "42")}},
		{"num-decimal-percent", "Grew 12.5% this quarter.", []wantNum{pc(12.5, "12.5%")}},
		{"num-commas", "Sold 1,200,000 units.", []wantNum{pl(1200000, "1,200,000")}},
		// A minus after a fall restates it: a fall of 3.2% (the original reads -3.2).
		{"num-negative", "Margin fell -3.2%.", []wantNum{pc(3.2, "-3.2%")}},
		{"num-scale-1 (money, USD)", "$56 billion", []wantNum{mo(56e9, "USD", "56 billion")}},
		{"num-scale-2", "56B", []wantNum{pl(56e9, "56B")}},
		{"num-scale-3", "56bn", []wantNum{pl(56e9, "56bn")}},
		{"num-scale-4", "56,000 million", []wantNum{pl(56e9, "56,000 million")}},
		{"num-scale-5", "2.5K", []wantNum{pl(2500, "2.5K")}},
		{"num-percent-word", "up 8 percent", []wantNum{pc(8, "8 percent")}},
		{"num-percent-sign", "up 8%", []wantNum{pc(8, "8%")}},
		{"num-trailing-zeros", "12.50", []wantNum{pl(12.5, "12.50")}},
		{"num-identifiers", "Q3 results for v2 of GPT4", nil},
		{"num-as-written", "Revenue hit 56 billion.", []wantNum{pl(56e9, "56 billion")}},
		{"num-none", "Revenue grew nicely.", nil},
		{"readme-num-1000", "1,000", []wantNum{pl(1000, "1,000")}},
		{"probe-num-1", "10-20 people", []wantNum{pl(10, "10"), pl(20, "20")}},
		{"probe-num-2 (pre- is a year cue)", "pre-2000 era", []wantNum{yr(2000, "2000")}},
		{"probe-num-3 (one clock time, not 9 and 30)", "at 9:30 a.m.", []wantNum{ck(9, 30, "9:30 a.m.")}},
		{"probe-num-4", "in 2015.", []wantNum{yr(2015, "2015")}},
		{"probe-num-5 (version string is nothing)", "1.5.2 release", nil},
		{"probe-num-6", "v1.5.2", nil},
		{"probe-num-7 (3D identifier, 4th ordinal, 10am clock, units)", "3D 4th 10am 5kg 100km",
			[]wantNum{od(4, "4th"), ck(10, 0, "10am"), ms(5, "kg", "5kg"), ms(100, "km", "100km")}},
		{"probe-num-8 (5m metres, 5Bn and 5 bn scaled)", "5m 5M 5k 5K 5b 5B 5bn 5Bn 5 K 5 bn",
			[]wantNum{ms(5, "m", "5m"), pl(5e6, "5M"), pl(5000, "5k"), pl(5000, "5K"), pl(5e9, "5b"),
				pl(5e9, "5B"), pl(5e9, "5bn"), pl(5e9, "5Bn"), pl(5, "5"), pl(5e9, "5 bn")}},
		{"probe-num-9 (8 Percent is 8%)", "8 Percent", []wantNum{pc(8, "8 Percent")}},
		{"probe-num-10 (percentage points)", "8 percentage points", []wantNum{ms(8, "pp", "8 percentage points")}},
		{"probe-num-11", "8per cent", []wantNum{pc(8, "8per cent")}},
		{"probe-num-12", "8 per cent", []wantNum{pc(8, "8 per cent")}},
		{"probe-num-13", "56\nbillion", []wantNum{pl(56e9, "56\nbillion")}},
		{"probe-num-14", "12,34", []wantNum{pl(12, "12"), pl(34, "34")}},
		{"probe-num-15", "1,0000", []wantNum{pl(1000, "1,000")}},
		{"probe-num-16", "1,000,00", []wantNum{pl(1000, "1,000"), pl(0, "00")}},
		{"probe-num-17", "-0", []wantNum{pl(0, "-0")}},
		{"probe-num-18", "-0.0", []wantNum{pl(0, "-0.0")}},
		{"probe-num-19", "0.000", []wantNum{pl(0, "0.000")}},
		{"probe-num-20", "00042", []wantNum{pl(42, "00042")}},
		{"probe-num-21", "12345678901234567890123456789", []wantNum{pl(12345678901234567890123456789, "12345678901234567890123456789")}},
		{"probe-num-22 (plural citation words are markers too)", "(Passage 1) and passage 2, Source3, doc 4, Document 12, documents 5, (source 2015)", nil},
		{"probe-num-23 (First is an ordinal word)", "1. First\n2) Second\n 3. third\n10.5 percent\n1.\n",
			[]wantNum{od(1, "First"), od(2, "Second"), od(3, "third"), pc(10.5, "10.5 percent")}},
		{"probe-num-24 (bracket citations are markers)", "[27] and [3]", nil},
		{"probe-num-25 (.5 is a half)", "é5 and x5 and _5 and .5 and 5.", []wantNum{pl(0.5, ".5"), pl(5, "5")}},
		{"probe-num-26", "١٢٣ and ５", []wantNum{pl(123, "١٢٣"), pl(5, "５")}},
		{"probe-num-27", "$1.6b", []wantNum{mo(1.6e9, "USD", "1.6b")}},
		{"probe-num-28 (scientific notation)", "1e5", []wantNum{pl(1e5, "1e5")}},
		{"probe-num-29", "3 1/2", []wantNum{pl(3, "3"), pl(1, "1"), pl(2, "2")}},
		{"probe-num-30 (percent shared by the range)", "between 5 and 10%", []wantNum{pc(5, "5"), pc(10, "10%")}},
		{"probe-num-31 (spelled out)", "one million", []wantNum{pl(1e6, "one million")}},
		{"probe-num-32 (plural scale)", "5 millions", []wantNum{pl(5e6, "5 millions")}},
		{"probe-num-33", "5 trillion", []wantNum{pl(5e12, "5 trillion")}},
		{"probe-num-34 (U+2212 is a minus)", "+5 and −5", []wantNum{pl(5, "5"), pl(-5, "−5")}},
		{"probe-num-35", "5,000.50", []wantNum{pl(5000.5, "5,000.50")}},
		{"probe-num-36", "5.", nil},
		{"probe-num-37", "Revenue was 5. Then 100. ended", []wantNum{pl(5, "5"), pl(100, "100")}},
		{"probe-num-38", "Cost: $3.5M, up 4.0%", []wantNum{mo(3.5e6, "USD", "3.5M"), pc(4, "4.0%")}},
	})
}

// The equalities the README promises: each pair is Same both ways.
func TestNumbersSameForms(t *testing.T) {
	pairs := [][2]string{
		{"1,000", "1000"},
		{"$56 billion", "56B"},
		{"$56 billion", "56bn"},
		{"$56 billion", "56,000 million"},
		{"$56 billion", "56 billion dollars"},
		{"$56 billion", "US$56 billion"},
		{"56B", "56bn"},
		{"8%", "8 percent"},
		{"8%", "8 per cent"},
		{"8%", "8 Percent"},
		{"$1.6b", "1.6 billion"},
		{"12.50", "12.5"},
		{"$5m", "5 million"},
		{"5 mln", "5M"},
		{"2 bln", "2B"},
		{"fifty-six billion", "56B"},
		{"twelve thousand", "12,000"},
		{"7 PM", "19:00"},
		{"7pm", "7 p.m."},
		{"12 March 1921", "March 12, 1921"},
		{"12th of March", "March 12th"},
		{"2021-03-12", "12 March 2021"},
		{"4.5 stars", "4.5 out of 5"},
		{"4.5-star", "4.5 stars"},
		{"5 km", "5 kilometres"},
		{"5 kilometers", "5km"},
		{"three hours", "3 hrs"},
		{"10 lbs", "10 pounds"},
		{"in 2015", "2015"},
		{"the 1990s", "the 1990's"},
		{"half of", "50%"},
		{"half its", "50 percent"},
		{"three quarters of", "75%"},
		{"two-thirds", "two thirds of"},
		{"twice as", "two times as"},
		{"doubled", "2-fold"},
		{"hundreds of", "several hundred"},
		{"a dozen", "12"},
		{"half a million", "500,000"},
		{"one hundred and five", "105"},
		{"¥500", "500 yen"},
		{"€5", "5 euros"},
		{"USD 5 million", "$5 million"},
		{"noon", "12:00"},
	}
	for _, p := range pairs {
		a, b := Numbers(p[0]), Numbers(p[1])
		if len(a) == 0 || len(b) == 0 {
			t.Errorf("Numbers(%q) = %v, Numbers(%q) = %v; want both non-empty", p[0], a, p[1], b)
			continue
		}
		if !anySame(a, b) || !anySame(b, a) {
			t.Errorf("Same(%q, %q) = false, want true (got %v and %v)", p[0], p[1], keys(a), keys(b))
		}
	}
}

func anySame(cs, srcs []Number) bool {
	for _, c := range cs {
		for _, s := range srcs {
			if Same(c, s) {
				return true
			}
		}
	}
	return false
}

func keys(ns []Number) []string {
	var out []string
	for _, n := range ns {
		out = append(out, n.Key())
	}
	return out
}

// A whole month is stated by a day of it, and not the other way round; a
// year stays a number of its own beside a month.
func TestWholeMonthSame(t *testing.T) {
	cases := []struct {
		claim, src string
		want       bool
	}{
		{"in March", "on 12 March", true},
		{"in March", "on March 3rd", true},
		{"in March", "in March", true},
		{"in March", "on 12 April", false},
		{"on 12 March", "in March", false},
		{"in March", "from 12-14 March", true},
	}
	for _, tc := range cases {
		c, s := Numbers(tc.claim), Numbers(tc.src)
		if len(c) != 1 || len(s) == 0 {
			t.Errorf("Numbers(%q) = %v, Numbers(%q) = %v; want one figure and some", tc.claim, keys(c), tc.src, keys(s))
			continue
		}
		if got := HasSame(s, c[0]); got != tc.want {
			t.Errorf("HasSame(%v, %s) = %v, want %v", keys(s), c[0].Key(), got, tc.want)
		}
	}
	c, s := Numbers("in March 2021"), Numbers("on 12 March 2021")
	if len(c) != 2 || !HasSame(s, c[0]) || !HasSame(s, c[1]) {
		t.Errorf("Numbers(%q) = %v: want a month and a year, each stated by %v", "in March 2021", keys(c), keys(s))
	}
	if m := MonthOf(s[0]); !m.WholeMonth() || m.Key() != "03 date" {
		t.Errorf("MonthOf(%s) = %s, want 03 date", s[0].Key(), m.Key())
	}
}

// A decade is stated by a year of it, and not the other way round.
func TestDecadeSame(t *testing.T) {
	cases := []struct {
		claim, src string
		want       bool
	}{
		{"the 1990s", "in 1995", true},
		{"the 1990s", "in 1990", true},
		{"the 1990s", "in 1999", true},
		{"the 1990s", "the 1990's", true},
		{"the 1990s", "in 1989", false},
		{"the 1990s", "in 2000", false},
		{"the 1990s", "the 1980s", false},
		{"in 1995", "the 1990s", false},
		{"in 1990", "the 1990s", false},
	}
	for _, tc := range cases {
		c, s, ok := oneEach(t, tc.claim, tc.src)
		if !ok {
			continue
		}
		if got := HasSame(s, c[0]); got != tc.want {
			t.Errorf("HasSame(%v, %s) = %v, want %v", keys(s), c[0].Key(), got, tc.want)
		}
	}
	if d := DecadeOf(Numbers("in 1995")[0]); !d.Decade() || d.Key() != "1990s decade" || !d.Loose() {
		t.Errorf("DecadeOf(1995) = %s, want the 1990s, a period", d.Key())
	}
}

func TestNumbersNotSame(t *testing.T) {
	pairs := [][2]string{
		{"5", "56"},
		{"8%", "8"},
		{"8 percentage points", "8%"},
		{"5 km", "5 m"},
		{"13 March 1921", "12 March 1921"},
		{"7 AM", "7 PM"},
		{"$5", "€5"},
		{"15 years", "15 months"},
		{"4th", "4"},
		{"19:00", "1900"},
		{"12 March", "12"},
		{"in April", "in March"},
		{"in April", "on 12 March"},
		{"in March", "300 people"},
		{"in 1990", "the 1990s"},
		{"in 1995", "the 1990s"},
		{"a quarter of", "75%"},
		{"half of", "a third of"},
		{"two-thirds", "2"},
		{"doubled", "tripled"},
		{"twice as", "three times as"},
		{"dozens of", "hundreds of"},
		{"hundreds of", "100"},
	}
	for _, p := range pairs {
		a, b := Numbers(p[0]), Numbers(p[1])
		if len(a) == 0 || len(b) == 0 {
			t.Errorf("Numbers(%q) = %v, Numbers(%q) = %v; want both non-empty", p[0], a, p[1], b)
			continue
		}
		// Only the first figure of the claim: "13 March 1921" also has 1921.
		if anySame(a[:1], b) {
			t.Errorf("Same(%q, %q) = true, want false (got %v and %v)", p[0], p[1], keys(a), keys(b))
		}
	}
}

func TestComparable(t *testing.T) {
	cases := []struct {
		claim, src string
		want       bool
	}{
		{"13 March", "12 March", true},
		{"in April", "in March", true},
		{"in April", "on 12 March", false},
		{"on 12 April", "in March", false},
		{"on 12 March", "in March", false},
		{"$5 million", "$6 million", true},
		{"$5 million", "€6 million", false},
		{"5 dollars", "$6", true},
		{"€5 million", "6 million", false},
		{"8%", "9%", true},
		{"8%", "9", false},
		{"$8", "9%", false},
		{"in 2015", "sold 2016 units", false},
		{"in 2015", "since 2016", true},
		{"5 km", "6 km", true},
		{"5 km", "6 m", false},
		{"5", "6", true},
		{"7 PM", "8 PM", true},
		{"4th", "5th", true},
		{"4.5 stars", "4 out of 5", true},
		{"8 percentage points", "9%", false},
		{"15 years", "16 years", true},
		{"15 years", "16 months", false},
		{"call 805-555-1234", "call 805-555-9876", true},
		{"call 805-555-1234", "call 555-9876", false},
		{"call 555-1234", "call 555", false},
		{"the 1990s", "the 1980s", true},
		{"the 1990s", "in 1995", false},
		{"in 1990", "the 1990s", false},
		{"half of", "a third of", true},
		{"a quarter of", "75%", false},
		{"33%", "a third of", false},
		{"doubled", "tripled", true},
		{"twice as", "three times as", true},
		{"dozens of", "hundreds of", true},
		{"hundreds of", "300", false},
	}
	for _, tc := range cases {
		c, s, ok := oneEach(t, tc.claim, tc.src)
		if !ok {
			continue
		}
		if got := Comparable(c[0], s[0]); got != tc.want {
			t.Errorf("Comparable(%s, %s) = %v, want %v", c[0].Key(), s[0].Key(), got, tc.want)
		}
	}
}

func TestNumbersRules(t *testing.T) {
	runNumCases(t, []numCase{
		// value forms
		{"us dollar prefix", "US$56 billion", []wantNum{mo(56e9, "USD", "56 billion")}},
		{"currency word", "56 billion dollars", []wantNum{mo(56e9, "USD", "56 billion dollars")}},
		{"euro and pound symbols", "€5 and £3.2m", []wantNum{mo(5, "EUR", "5"), mo(3.2e6, "GBP", "3.2m")}},
		{"currency code", "USD 5 million and Rs. 500", []wantNum{mo(5e6, "USD", "5 million"), mo(500, "INR", "500")}},
		{"yen and rupee symbols", "¥500 and ₹20 lakh", []wantNum{mo(500, "JPY", "500"), mo(2e6, "INR", "20 lakh")}},
		{"mln bln", "5 mln and 2 bln", []wantNum{pl(5e6, "5 mln"), pl(2e9, "2 bln")}},
		{"lowercase m is metres", "ran 5m", []wantNum{ms(5, "m", "5m")}},
		{"lowercase m after currency is million", "raised $5m", []wantNum{mo(5e6, "USD", "5m")}},
		{"5 is not inside 56", "56", []wantNum{pl(56, "56")}},
		{"thousands", "twelve thousand people", []wantNum{pl(12000, "twelve thousand")}},
		{"percent sign after space", "8 %", []wantNum{pc(8, "8 %")}},
		{"fullwidth percent", "8％", []wantNum{pc(8, "8％")}},
		// spelled out
		{"spelled small", "two cars", []wantNum{pl(2, "two")}},
		{"spelled compound", "fifty-six billion", []wantNum{pl(56e9, "fifty-six billion")}},
		{"a dozen", "a dozen eggs", []wantNum{pl(12, "a dozen")}},
		{"half a million", "half a million", []wantNum{pl(5e5, "half a million")}},
		{"hundred and", "one hundred and five", []wantNum{pl(105, "one hundred and five")}},
		{"one is a pronoun", "one of them said a word", nil},
		{"a alone is an article", "a cat", nil},
		{"one before a unit", "one year later", []wantNum{ms(1, "year", "one year")}},
		{"a million", "a million users", []wantNum{pl(1e6, "a million")}},
		{"two million three hundred thousand", "two million three hundred thousand", []wantNum{pl(2300000, "two million three hundred thousand")}},
		{"twenty five spaced", "twenty five", []wantNum{pl(25, "twenty five")}},
		{"twenty-five hundred", "twenty-five hundred", []wantNum{pl(2500, "twenty-five hundred")}},
		{"two and three are separate", "two and three", []wantNum{pl(2, "two"), pl(3, "three")}},
		{"ordinal words", "the first and tenth", []wantNum{od(1, "first"), od(10, "tenth")}},
		{"compound ordinal", "twenty-first century", []wantNum{od(21, "twenty-first")}},
		{"a rank fused to its superlative", "the third-largest port", []wantNum{rk(3, "third")}},
		{"a rank before its superlative", "its second biggest market", []wantNum{rk(2, "second")}},
		{"a rank in digits", "the 4th-highest peak", []wantNum{rk(4, "4th")}},
		{"a rank of most", "the second-most visited city", []wantNum{rk(2, "second")}},
		{"a word ending in est is no superlative", "the first contest and the second-guessed call", []wantNum{od(1, "first")}},
		{"a priest is no superlative", "the first priest", []wantNum{od(1, "first")}},
		{"a name ending in est is no superlative", "the second Budapest festival", []wantNum{od(2, "second")}},
		{"a second is time", "wait a second", nil},
		{"spelled percent", "two percent", []wantNum{pc(2, "two percent")}},
		{"spelled measure", "three hours", []wantNum{ms(3, "hour", "three hours")}},
		{"spelled range shares the scale", "two to three million", []wantNum{pl(2e6, "two"), pl(3e6, "three million")}},
		{"zero", "zero emissions", []wantNum{pl(0, "zero")}},
		{"and a half", "four and a half stars", []wantNum{ms(4.5, "star", "four and a half stars")}},
		{"and a half million", "two and a half million", []wantNum{pl(2.5e6, "two and a half million")}},
		{"seasons", "from 1958/59 to 2019/2020", []wantNum{yr(1958, "1958"), yr(1959, "59"), yr(2019, "2019"), yr(2020, "2020")}},
		{"year ranges", "in 2007-08, 2007 -- 11 and 1999–00", []wantNum{yr(2007, "2007"), yr(2008, "08"), yr(2007, "2007"), yr(2011, "11"), yr(1999, "1999"), yr(2000, "00")}},
		{"double-hyphen range", "scores 10 -- 20", []wantNum{pl(10, "10"), pl(20, "20")}},
		// years
		{"year after in", "in 1921 it began", []wantNum{yr(1921, "1921")}},
		{"year at the end", "founded 1921", []wantNum{yr(1921, "1921")}},
		{"year before a comma", "The year 2015, when", []wantNum{yr(2015, "2015")}},
		{"count is not a year", "sold 2000 units", []wantNum{pl(2000, "2000")}},
		{"year with a comma is a count", "in 2,015 cases", []wantNum{pl(2015, "2,015")}},
		{"decade", "the 1990s", []wantNum{dc(1990, "1990s")}},
		{"year before Christ", "in 44 BC, 300 years BC or 500 B.C.E.", []wantNum{yr(-44, "44 BC"), yr(-300, "300 years BC"), yr(-500, "500 B.C.E.")}},
		{"years ago are a duration", "300 years ago", []wantNum{ms(300, "year", "300 years")}},
		{"decade apostrophe", "the 1990's", []wantNum{dc(1990, "1990's")}},
		{"mid decade", "mid-1990s", []wantNum{dc(1990, "1990s")}},
		{"a year's possessive is no decade", "lower than 2020's sales", []wantNum{yr(2020, "2020")}},
		{"year range", "from 2010 to 2015", []wantNum{yr(2010, "2010"), yr(2015, "2015")}},
		{"short year range", "in 2010-15", []wantNum{yr(2010, "2010"), yr(2015, "15")}},
		{"year after quarter", "Q3 2020 results", []wantNum{yr(2020, "2020")}},
		{"year in parentheses", "Smith (1998) said", []wantNum{yr(1998, "1998")}},
		{"year after an article", "a 2014 Tamil film and an 1845 map, a 500 seat hall, a 1,500 seat one", []wantNum{yr(2014, "2014"), yr(1845, "1845"), pl(500, "500"), pl(1500, "1,500")}},
		{"weak cue before a noun is a count", "a total of 1500 employees", []wantNum{pl(1500, "1500")}},
		{"weak cue before punctuation is a year", "by 2030, it", []wantNum{yr(2030, "2030")}},
		{"grew by a count", "grew by 1500 jobs", []wantNum{pl(1500, "1500")}},
		{"year before was", "2015 was a good year", []wantNum{yr(2015, "2015")}},
		{"between years", "between 2010 and 2015", []wantNum{yr(2010, "2010"), yr(2015, "2015")}},
		{"strong cue", "In 2015 sales rose", []wantNum{yr(2015, "2015")}},
		{"zip code", "Goleta, CA 93117 and NY 10001-1234", nil},
		{"five digits without a state", "sold 93117 units", []wantNum{pl(93117, "93117")}},
		{"phone number", "call 555-1234 or 555-123-4567", []wantNum{ph(5551234, "555-1234"), ph(5551234567, "555-123-4567")}},
		{"phone number with country code", "call 1-800-555-1234 today", []wantNum{ph(8005551234, "1-800-555-1234")}},
		{"phone number with area code", "call (805) 555-1234 today", []wantNum{ph(8055551234, "(805) 555-1234")}},
		{"slash date", "on 3/12/2021 and 25/12/21", []wantNum{dt(3, 12, "3/12"), yr(2021, "2021"), dt(12, 25, "25/12"), yr(2021, "21")}},
		{"slash without year", "24/7 service", []wantNum{pl(24, "24"), pl(7, "7")}},
		// clock
		{"clock", "at 19:00 sharp", []wantNum{ck(19, 0, "19:00")}},
		{"clock am", "at 9:30 a.m.", []wantNum{ck(9, 30, "9:30 a.m.")}},
		{"clock pm upper", "at 7 PM", []wantNum{ck(19, 0, "7 PM")}},
		{"clock glued", "at 7pm", []wantNum{ck(19, 0, "7pm")}},
		{"clock dotted", "at 7 p.m. today", []wantNum{ck(19, 0, "7 p.m.")}},
		{"clock 12 am", "12 am", []wantNum{ck(0, 0, "12 am")}},
		{"clock 12 pm", "12 pm", []wantNum{ck(12, 0, "12 pm")}},
		{"noon midnight", "noon to midnight", []wantNum{ck(12, 0, "noon"), ck(0, 0, "midnight")}},
		{"yelp hours", "Mon 17:0-21:0", []wantNum{ck(17, 0, "17:0"), ck(21, 0, "21:0")}},
		{"ratio is not a clock", "a 3:1 ratio", []wantNum{pl(3, "3"), pl(1, "1")}},
		{"seconds", "at 10:15:30", []wantNum{ck(10, 15, "10:15:30")}},
		{"hours, minutes and seconds, a duration", "won in 2:06:12", []wantNum{ms(7572, "second", "2:06:12")}},
		{"hours, minutes and seconds at a time of day", "at 2:06:12 pm", []wantNum{ck(14, 6, "2:06:12 pm")}},
		{"a duration in parts", "won in 2 hours 6 minutes 12 seconds", []wantNum{ms(7572, "second", "2 hours 6 minutes 12 seconds")}},
		{"a duration in parts joined by and", "took 2 hours and 6 minutes", []wantNum{ms(7560, "second", "2 hours and 6 minutes")}},
		{"a duration's parts out of order are two", "6 minutes 2 hours", []wantNum{ms(6, "minute", "6 minutes"), ms(2, "hour", "2 hours")}},
		{"an hour alone keeps its unit", "took 2 hours", []wantNum{ms(2, "hour", "2 hours")}},
		{"dotted clock", "at 9.30am", []wantNum{ck(9, 30, "9.30am")}},
		{"o'clock", "seven o'clock", []wantNum{ck(7, 0, "seven o'clock")}},
		// dates
		{"day month year", "12 March 1921", []wantNum{dt(3, 12, "12 March"), yr(1921, "1921")}},
		{"month day year", "March 12, 1921", []wantNum{dt(3, 12, "March 12"), yr(1921, "1921")}},
		{"ordinal of month", "the 12th of March", []wantNum{dt(3, 12, "12th of March")}},
		{"iso", "2021-03-12", []wantNum{yr(2021, "2021"), dt(3, 12, "03-12")}},
		{"month year", "March 1921", []wantNum{dt(3, 0, "March"), yr(1921, "1921")}},
		{"month comma year", "Sept. 2019 and June, 2020", []wantNum{dt(9, 0, "Sept"), yr(2019, "2019"), dt(6, 0, "June"), yr(2020, "2020")}},
		{"month of year", "the spring of 2020, April of 2021", []wantNum{yr(2020, "2020"), dt(4, 0, "April"), yr(2021, "2021")}},
		{"months after a cue", "in March and May", []wantNum{dt(3, 0, "March"), dt(5, 0, "May")}},
		{"months listed", "between October, November and December", []wantNum{dt(10, 0, "October"), dt(11, 0, "November"), dt(12, 0, "December")}},
		{"month range", "from January to April, in June-July", []wantNum{dt(1, 0, "January"), dt(4, 0, "April"), dt(6, 0, "June"), dt(7, 0, "July")}},
		{"month after a hyphened cue", "until mid-August", []wantNum{dt(8, 0, "August")}},
		{"month as an adjective", "a June vote", []wantNum{dt(6, 0, "June")}},
		{"month opening a sentence", "In April, the pond froze.", []wantNum{dt(4, 0, "April")}},
		{"month without a cue", "April showers; May we go?", nil},
		{"month as a first name", "in April Jones's garden, by August Wilson", nil},
		{"may after a person's cue", "a letter by May, on May and for May, BY MAY", nil},
		{"modal may after this", "this may help", nil},
		{"march the verb", "they will march in March", []wantNum{dt(3, 0, "March")}},
		{"list needs a month read", "March and May", nil},
		{"abbreviation alone", "in Sept and Oct", nil},
		{"lower-case month", "at the end of february, in october 2019", []wantNum{dt(2, 0, "february"), dt(10, 0, "october"), yr(2019, "2019")}},
		{"lower-case day and month", "on 22 june 2020 and july 4", []wantNum{dt(6, 22, "22 june"), yr(2020, "2020"), dt(7, 4, "july 4")}},
		{"lower-case ambiguous months", "in march, by may, in august, in sept", nil},
		{"day before a colon", "October 1: a new start", []wantNum{dt(10, 1, "October 1")}},
		{"clock after a month", "March 12:30", []wantNum{ck(12, 30, "12:30")}},
		{"modal may", "it may 5 times", []wantNum{pl(5, "5")}},
		{"how often is a count", "scored 5 times, three times a day", []wantNum{pl(5, "5"), ms(3, "times", "three times")}},
		{"abbreviated month", "Jan. 5, 2020", []wantNum{dt(1, 5, "Jan. 5"), yr(2020, "2020")}},
		{"month day range", "March 12-14", []wantNum{dt(3, 12, "March 12"), dt(3, 14, "14")}},
		{"vague counts", "several thousand cells from a few dozen", []wantNum{ax(1000, "several thousand"), ax(12, "a few dozen")}},
		{"few alone is no count", "a few people, several times", nil},
		{"half of", "sold half of its stores", []wantNum{fr(50, "half")}},
		{"half before a determiner", "half its stores and half the staff", []wantNum{fr(50, "half"), fr(50, "half")}},
		{"a half of a period is no share", "in the first half of 2020, the other half of it", []wantNum{od(1, "first"), yr(2020, "2020")}},
		{"half a million is an amount", "half a million people", []wantNum{pl(500000, "half a million")}},
		{"half an hour is no share", "half an hour later", nil},
		{"a third of", "a third of its stores", []wantNum{fr(100.0/3, "a third")}},
		{"a third otherwise is an ordinal", "a third time", []wantNum{od(3, "third")}},
		{"a third-party", "a third-party vendor", nil},
		{"two-thirds", "a two-thirds majority", []wantNum{fr(200.0/3, "two-thirds")}},
		{"two thirds of", "two thirds of voters", []wantNum{fr(200.0/3, "two thirds")}},
		{"three quarters of", "Three quarters of them", []wantNum{fr(75, "Three quarters")}},
		{"one-fifth", "one-fifth of the land", []wantNum{fr(20, "one-fifth")}},
		{"quarters of a year are no share", "in three quarters", []wantNum{pl(3, "three")}},
		{"a plural after one is no share", "one thirds of", []wantNum{}},
		{"multiples", "doubled, then tripled, twice and threefold", []wantNum{ms(2, "times", "doubled"), ms(3, "times", "tripled"), ms(2, "times", "twice"), ms(3, "times", "threefold")}},
		{"times and fold", "three times as fast, a 10-fold rise, two-fold", []wantNum{ms(3, "times", "three times"), ms(10, "times", "10-fold"), ms(2, "times", "two-fold")}},
		{"vague plurals", "dozens of shops, hundreds of workers, thousands of fans", []wantNum{ax(12, "dozens"), ax(100, "hundreds"), ax(1000, "thousands")}},
		{"an order of an order", "tens of thousands of fans, hundreds of millions of dollars", []wantNum{ax(1e4, "tens of thousands"), ax(1e8, "hundreds of millions")}},
		{"a plural scale alone is no count", "in their thousands", nil},
		{"a share then an amount is no range", "rose 8% to $56 billion", []wantNum{pc(8, "8%"), mo(56e9, "USD", "56 billion")}},
		{"a year then an amount is no range", "in 2023 to $56 billion", []wantNum{yr(2023, "2023"), mo(56e9, "USD", "56 billion")}},
		{"two ordinal days of a month", "March 12th and 14th", []wantNum{dt(3, 12, "March 12th"), dt(3, 14, "14th")}},
		{"a count after a date is no day", "March 12 and 14 people", []wantNum{dt(3, 12, "March 12"), pl(14, "14")}},
		{"day range month", "12-14 March", []wantNum{dt(3, 12, "12"), dt(3, 14, "14 March")}},
		{"month ordinal day", "July 4th", []wantNum{dt(7, 4, "July 4th")}},
		// ordinals, ratings, measures
		{"ordinals", "4th and 21st", []wantNum{od(4, "4th"), od(21, "21st")}},
		{"rating stars", "4.5 stars", []wantNum{ms(4.5, "star", "4.5 stars")}},
		{"rating out of", "rated 4.5 out of 5.", []wantNum{ms(4.5, "star", "4.5 out of 5")}},
		{"rating out of stars", "4 out of 5 stars", []wantNum{ms(4, "star", "4 out of 5 stars")}},
		{"out of people is not a rating", "3 out of 5 people", []wantNum{pl(3, "3"), pl(5, "5")}},
		{"rating out of five written out", "3.5 out of five stars", []wantNum{ms(3.5, "star", "3.5 out of five stars")}},
		{"rating out of ten written out", "rated 8 out of ten.", []wantNum{ms(8, "star", "8 out of ten")}},
		{"out of 5 rating", "a 4.5 out of 5 rating", []wantNum{ms(4.5, "star", "4.5 out of 5")}},
		{"stars out of 5", "2.5 stars out of 5 based on", []wantNum{ms(2.5, "star", "2.5 stars out of 5")}},
		{"third-party is a word", "third-party apps and first-class seats", nil},
		{"degrees F", "300 degrees F (150 degrees Celsius)", []wantNum{ms(300, "degF", "300 degrees F"), ms(150, "degC", "150 degrees Celsius")}},
		{"weak cue before with", "the Stamp Act of 1765 with", []wantNum{yr(1765, "1765")}},
		{"rating hyphen", "a 4.5-star hotel", []wantNum{ms(4.5, "star", "4.5-star")}},
		{"rating slash", "rated 4.5/5", []wantNum{ms(4.5, "star", "4.5/5")}},
		{"durations", "15 years, 18 months, 3 weeks, 2 days", []wantNum{ms(15, "year", "15 years"), ms(18, "month", "18 months"), ms(3, "week", "3 weeks"), ms(2, "day", "2 days")}},
		{"year-old", "a 15-year-old", []wantNum{ms(15, "year", "15-year-old")}},
		{"distances", "5 km, 5 kilometres, 5 miles, 5kg, 10 lbs", []wantNum{ms(5, "km", "5 km"), ms(5, "km", "5 kilometres"), ms(5, "mi", "5 miles"), ms(5, "kg", "5kg"), ms(10, "lb", "10 lbs")}},
		{"percentage points", "rose 8 percentage points", []wantNum{ms(8, "pp", "8 percentage points")}},
		{"basis points, hundredths of a percentage point", "cut 25 basis points", []wantNum{ms(0.25, "pp", "25 basis points")}},
		{"pounds sterling", "10 pounds sterling", []wantNum{mo(10, "GBP", "10 pounds sterling")}},
		{"degrees", "at 25°C", []wantNum{ms(25, "degC", "25°C")}},
		// ranges
		{"range hyphen", "10-20 people", []wantNum{pl(10, "10"), pl(20, "20")}},
		{"range en dash", "10–20", []wantNum{pl(10, "10"), pl(20, "20")}},
		{"range to", "10 to 20", []wantNum{pl(10, "10"), pl(20, "20")}},
		{"range between percent", "between 5 and 10%", []wantNum{pc(5, "5"), pc(10, "10%")}},
		{"range km", "5 to 10 km", []wantNum{ms(5, "km", "5"), ms(10, "km", "10 km")}},
		{"range money scale", "$5-10 million", []wantNum{mo(5e6, "USD", "5"), mo(10e6, "USD", "10 million")}},
		{"range money both", "$5 to $10", []wantNum{mo(5, "USD", "5"), mo(10, "USD", "10")}},
		{"range percent both", "5%-10%", []wantNum{pc(5, "5%"), pc(10, "10%")}},
		{"a percent range after another range", "from 2 to 3%-5%", []wantNum{pc(2, "2"), pc(3, "3%"), pc(5, "5%")}},
		{"a minus after a blank", "fell 3% to -5%", []wantNum{pc(3, "3%"), pc(-5, "-5%")}},
		{"no scale sharing downwards", "from 500 to 2 million", []wantNum{pl(500, "500"), pl(2e6, "2 million")}},
		{"and without between", "5 and 10%", []wantNum{pl(5, "5"), pc(10, "10%")}},
		// negatives
		{"negative", "a -5 change", []wantNum{pl(-5, "-5")}},
		{"minus sign percent", "−3.2%", []wantNum{pc(-3.2, "−3.2%")}},
		{"hyphen in range is not a sign", "10-20", []wantNum{pl(10, "10"), pl(20, "20")}},
		{"minus before a currency symbol", "a loss of -$0.45 a share", []wantNum{mo(-0.45, "USD", "-$0.45")}},
		{"minus sign before a currency symbol", "a balance of −£12", []wantNum{mo(-12, "GBP", "−£12")}},
		{"minus as a word", "fell to minus 7 degrees", []wantNum{ms(-7, "deg", "minus 7 degrees")}},
		{"negative as a word", "a yield of negative 0.5%", []wantNum{pc(-0.5, "negative 0.5%")}},
		{"below zero", "reached 12 degrees below zero.", []wantNum{ms(-12, "deg", "12 degrees below zero")}},
		{"below zero of a plain figure is no sign", "12 below zero", []wantNum{pl(12, "12"), pl(0, "zero")}},
		{"plus or minus is no sign", "plus or minus 3 degrees", []wantNum{ms(3, "deg", "3 degrees")}},
		{"a difference is no sign", "10 minus 4", []wantNum{pl(10, "10"), pl(4, "4")}},
		{"a hyphen between amounts is no sign", "$5-$10", []wantNum{mo(5, "USD", "5"), mo(10, "USD", "10")}},
		{"a fall restates the minus", "shares fell -$2 to $40", []wantNum{mo(2, "USD", "-$2"), mo(40, "USD", "40")}},
		// not figures
		{"list numbering", "1. Alpha\n2) Beta\n  3. Gamma", nil},
		{"list after blank lines", "\n\n3. Gamma", nil},
		{"four digits are not list numbers", "2015. was good", []wantNum{yr(2015, "2015")}},
		{"citations", "(Passage 1) Passage 2 passage 1: Source 3 Document 4 doc 4", nil},
		{"bracket citations", "ended.[27] Next [1, 2] and [1-3].", nil},
		{"citation list", "Sources 1, 2 and 3 agree", nil},
		{"ordinal citations", "The first passage and the second and third sources agree", nil},
		{"ordinals before other words stay", "the first store and the second, third passages", []wantNum{od(1, "first")}},
		{"identifiers", "Q3 GPT-4 v2 COVID-19 A380 F-16 B2B 3D 5G", nil},
		{"version", "release 1.5.2 and 192.168.0.1", nil},
		{"unicode digits", "١٢٣ and ５", []wantNum{pl(123, "١٢٣"), pl(5, "５")}},
		{"letter before digit", "é5", nil},
	})
}

// Properties over every figure the tests and benchmark text produce.
func TestSameProperties(t *testing.T) {
	var all []Number
	for _, s := range strings.Split(benchText(3000), ".") {
		all = append(all, Numbers(s)...)
	}
	all = append(all, Numbers("5 56 $5 5% 5 km 5 m 5th 5 stars 2015 in 2015 7 PM 12 March five 555-1234 (805) 555-1234 5-56 people 5 cars"+
		" half of 50% the 1990s 1990 twice 2 times as dozens of 12")...)
	for _, a := range all {
		if !Same(a, a) {
			t.Errorf("Same(%s, itself) = false", a.Key())
		}
		if !Comparable(a, a) {
			t.Errorf("Comparable(%s, itself) = false", a.Key())
		}
		if k1, k2 := a.Key(), a.Key(); k1 != k2 || k1 == "" {
			t.Errorf("Key() of %v unstable: %q, %q", a, k1, k2)
		}
	}
	for _, a := range all {
		for _, b := range all {
			// A share in words and one in figures state each other,
			// but no figure disagrees with a share in words.
			if Same(a, b) && !Comparable(a, b) && a.Kind == b.Kind && a.Kind != Percent {
				t.Errorf("Same(%s, %s) but not Comparable", a.Key(), b.Key())
			}
			if Same(a, b) && a.Kind != b.Kind && a.Kind != Plain && b.Kind != Plain {
				t.Errorf("Same(%s, %s) across kinds without Plain", a.Key(), b.Key())
			}
			// A source's range end states only a claim's range end: of two
			// figures of which one only is an end (of a dash's range), Same
			// is asymmetric; and a claim's count is stated by no figure of
			// another kind, which the count in a source may state.
			if Same(a, b) != Same(b, a) && a.Range.strict() == b.Range.strict() && (a.Range == NoRange) == (b.Range == NoRange) &&
				!a.Counted && !b.Counted {
				t.Errorf("Same(%s, %s) is not symmetric", a.Key(), b.Key())
			}
			if (a.Kind == Plain && b.Kind == Percent) && Same(a, b) {
				t.Errorf("Same(%s, %s): plain is never a percent", a.Key(), b.Key())
			}
		}
	}
	five, fiftySix := Numbers("5")[0], Numbers("56")[0]
	if Same(five, fiftySix) || Same(fiftySix, five) {
		t.Errorf("Same(5, 56) = true")
	}
	if got := Numbers("56"); len(got) != 1 {
		t.Errorf("Numbers(56) = %v, want one figure", got)
	}
}

// HasSame is Same asked of each number in turn.
func TestHasSame(t *testing.T) {
	var all []Number
	for _, s := range strings.Split(benchText(600), ".") {
		all = append(all, Numbers(s)...)
	}
	all = append(all, Numbers("5 5.0000000001 5.1 $5 5% 5 km 2015 in 2015 1e400 -1e400 0 -0 in March 12 March 300 in May")...)
	for k := 0; k+4 <= len(all); k++ {
		nums := all[k : k+4]
		for _, c := range all[:min(len(all), 200)] {
			want := slices.ContainsFunc(nums, func(n Number) bool { return Same(c, n) })
			if got := HasSame(nums, c); got != want {
				t.Fatalf("HasSame(%v, %s) = %v, want %v", nums, c.Key(), got, want)
			}
		}
	}
	inf, nan := math.Inf(1), math.NaN()
	for _, tc := range []struct {
		a, b float64
		want bool
	}{
		{5, 5, true}, {5, 5 + 4e-9, true}, {5, 5.1, false}, {0, 0, true}, {0, math.Copysign(0, -1), true},
		{0, 1e-300, false}, {nan, nan, false}, {nan, 5, false},
		// The tolerance of an infinite magnitude is infinite.
		{inf, inf, true}, {inf, -inf, true}, {inf, 1e308, true},
	} {
		if got := SameValue(tc.a, tc.b); got != tc.want {
			t.Errorf("SameValue(%g, %g) = %v, want %v", tc.a, tc.b, got, tc.want)
		}
	}
}

func TestKeys(t *testing.T) {
	cases := []struct{ text, want string }{
		{"$56 billion", "56000000000 USD"},
		{"56B", "56000000000"},
		{"8 percent", "8%"},
		{"in 1921", "1921 year"},
		{"7 PM", "19:00 clock"},
		{"12 March", "03-12 date"},
		{"in March", "03 date"},
		{"in December", "12 date"},
		{"15 years", "15 year"},
		{"15 years ago", "15 year ago"},
		{"15 years agony", "15 year"},
		{"4th", "4 ordinal"},
		{"5 dollars", "5 USD"},
		{"$1.6b", "1600000000 USD"},
		{"0.1", "0.1"},
	}
	for _, tc := range cases {
		checkOneKey(t, tc.text, tc.want)
	}
	if got := (Number{Value: 5, Kind: Money}).Key(); got != "5 money" {
		t.Errorf("Key of money in unknown currency = %q, want %q", got, "5 money")
	}
}

func TestKindString(t *testing.T) {
	if got := Measure.String(); got != "measure" {
		t.Errorf("Measure.String() = %q, want %q", got, "measure")
	}
	if got := Kind(99).String(); got != "kind(99)" {
		t.Errorf("Kind(99).String() = %q, want %q", got, "kind(99)")
	}
}

// digit values rely on Unicode decimal digits coming in runs of ten
// that start at zero.
func TestDigitRuns(t *testing.T) {
	for _, r := range unicode.Nd.R16 {
		if r.Stride != 1 || (int(r.Hi)-int(r.Lo)+1)%10 != 0 {
			t.Errorf("Nd range %U-%U is not whole runs of ten", r.Lo, r.Hi)
		}
	}
	for _, r := range unicode.Nd.R32 {
		if r.Stride != 1 || (int(r.Hi)-int(r.Lo)+1)%10 != 0 {
			t.Errorf("Nd range %U-%U is not whole runs of ten", r.Lo, r.Hi)
		}
	}
	if got := numDigitValue('٧'); got != 7 {
		t.Errorf("numDigitValue('٧') = %d, want 7", got)
	}
}

func TestValuesExact(t *testing.T) {
	for text, want := range map[string]float64{
		"1.6 billion": 1.6e9, "0.1": 0.1, "2.5K": 2500, "12.34%": 12.34, "3.14159": 3.14159,
		"99.99": 99.99, "1,234,567.891": 1234567.891,
	} {
		ns := Numbers(text)
		if len(ns) != 1 || ns[0].Value != want {
			t.Errorf("Numbers(%q) = %v, want value %v exactly", text, ns, want)
		}
	}
	if v := Numbers("-0")[0].Value; v != 0 || !math.Signbit(v) {
		t.Errorf("Numbers(-0) value = %v, want negative zero", v)
	}
}

// benchText returns about n bytes of English prose with figures of every
// kind the scanner reads.
func benchText(n int) string {
	sentences := []string{
		"In 2019, Acme Corp reported revenue of $56 billion, up 8% from the year before.",
		"The company employs 12,500 people across 40 countries (Passage 3).",
		"Its chief executive, Jane Smith, said on March 12, 2020 that margins fell -3.2 percent.",
		"Shares rose 4.5 percentage points to 1,234.56 at 9:30 a.m. on the 3rd day of trading.",
		"The plant, 25 km north of the city, produces 3.5M units and about 500 tonnes of steel a week.",
		"Between 5 and 10% of the 2.5K respondents rated the service 4.5 out of 5 stars.",
		"Fifty-six million users signed up in the first 18 months, twice the figure of the 1990s.",
		"The board met at 7 PM on 12 March 2021 and approved a €1.6bn buyout [27].",
		"Nothing in this sentence is a figure, although it talks about growth and decline at length.",
		"GPT-4 and COVID-19 are identifiers, and so is version 1.5.2 of the Q3 release.",
	}
	var b strings.Builder
	for i := 0; b.Len() < n; i++ {
		b.WriteString(sentences[i%len(sentences)])
		if i%7 == 6 {
			b.WriteString("\n")
		} else {
			b.WriteString(" ")
		}
	}
	return b.String()
}

func BenchmarkNumbers(b *testing.B) {
	text := benchText(100_000)
	b.SetBytes(int64(len(text)))
	b.ReportAllocs()
	for b.Loop() {
		Numbers(text)
	}
}

func TestNumbersEdges(t *testing.T) {
	for _, s := range []string{"555-123", "555-", "3/12/", "3/12", "2021-03-", "March", "March ", "$", "US$", "8 per", "8 percentage",
		"4.5 out of", "4.5 out of 5", "7 o'", "12:", "9.30a.", "1e", "1e+", "-", "−", ".", "a", "half a", "twenty-", "Passage ", "[1", "1990'"} {
		for _, n := range Numbers(s) {
			if s[n.Start:n.End] != n.Text {
				t.Errorf("Numbers(%q): bad span %v", s, n)
			}
		}
	}
}

// numLookupWord finds every number word, as written in any case, with its
// entry, and no other word.
func TestNumLookupWord(t *testing.T) {
	for w, want := range numWords {
		for _, form := range []string{w, strings.ToUpper(w), "(" + strings.ToUpper(w[:1]) + w[1:] + ")"} {
			i, j := 0, len(form)
			if form[0] == '(' {
				i, j = 1, len(form)-1
			}
			if got, ok := numLookupWord(form, i, j); !ok || got != want {
				t.Errorf("numLookupWord(%q) = %+v, %v; want %+v", form, got, ok, want)
			}
		}
	}
	for _, w := range []string{"revenue", "thre", "threes", "hundredth-", "zürich", "x"} {
		if _, ok := numWords[w]; ok {
			continue
		}
		if got, ok := numLookupWord(w, 0, len(w)); ok {
			t.Errorf("numLookupWord(%q) = %+v, want none", w, got)
		}
	}
}

// SameValue agrees with the tolerance written with math.Max on zeros
// of both signs, negatives, near neighbours, infinities and NaN, and
// with equality on whole numbers float64 holds exactly: telephone
// numbers, ISBNs and exact counts one unit apart, which the tolerance
// alone took for one.
func TestNumSameValue(t *testing.T) {
	vals := []float64{0, math.Copysign(0, -1), 1, -1, 1 + 1e-12, 1 + 1e-6, 56e9, 56e9 * (1 + 1e-10), -3.5, math.Inf(1), math.Inf(-1), math.NaN(), 1e-300, 5e-324,
		8055551234, 8055551235, 9780306406157, 9780306406164, 1234567891, 1234567892, 0.3 * 1e6, 300000, 1 << 53, 1<<53 + 2, 1e300, 1e300 * (1 + 1e-12)}
	exact := func(v float64) bool { return v == math.Trunc(v) && math.Abs(v) < 1<<53 }
	for _, a := range vals {
		for _, b := range vals {
			want := a == b || !(exact(a) && exact(b)) && math.Abs(a-b) <= 1e-9*math.Max(math.Abs(a), math.Abs(b))
			if got := SameValue(a, b); got != want {
				t.Errorf("SameValue(%v, %v) = %v, want %v", a, b, got, want)
			}
		}
	}
}

// AppendNumbers leaves the figures already in dst as they were, even when
// the text it reads sends a year back before Christ, and appends what
// Numbers finds.
func TestAppendNumbers(t *testing.T) {
	for _, tc := range []struct{ first, second string }{
		// The figure of first ends where " BC" follows a figure in second.
		{"A tally of: 300 ships, and a longer tail of words to run past the second text.", "In the year 300 BC a city rose."},
		// The figure of first sits where an area code would in second.
		{"(805)", "(abc) 555-1234"},
	} {
		dst := Numbers(tc.first)
		kept := slices.Clone(dst)
		got := AppendNumbers(dst, tc.second)
		if !slices.Equal(got[:len(kept)], kept) {
			t.Errorf("AppendNumbers changed dst: %+v, was %+v", got[:len(kept)], kept)
		}
		if want := Numbers(tc.second); !slices.Equal(got[len(kept):], want) {
			t.Errorf("AppendNumbers appended %+v, want %+v", got[len(kept):], want)
		}
	}
}

// noNumberWord reports whether no word token of text is a NumberWord.
func noNumberWord(text string) bool {
	for _, tok := range Tokenize(text).Tokens {
		if NumberWord(tok.Lower) {
			return false
		}
	}
	return true
}

// Numbers reads nothing from a text none of whose tokens is a NumberWord:
// every word the scanner knows, alone, capitalised and after every other
// (“a hundred”, “the March”, “per cent”), and the stemming test words, in
// the sentences they make in turns of three.
func TestNumberWordBoundsNumbers(t *testing.T) {
	for _, tc := range []struct {
		word string
		want bool
	}{
		{"five", true}, {"twenty-one", true}, {"o'clock", false}, {"dozen", true}, {"third", true},
		{"march", true}, {"noon", true}, {"few", true}, {"half", true}, {"covid-19", true}, {"١٢٣", true},
		{"the", false}, {"a", false}, {"percent", false}, {"between", false}, {"naïve", false}, {"", false},
	} {
		if got := NumberWord(tc.word); got != tc.want {
			t.Errorf("NumberWord(%q) = %v, want %v", tc.word, got, tc.want)
		}
	}
	var texts []string
	for w := range numWords {
		cap := strings.ToUpper(w[:1]) + w[1:]
		texts = append(texts, w, cap, "Then "+w+" came.", "$ "+w, "US$ "+w)
		for v := range numWords {
			texts = append(texts, w+" "+v, cap+" "+v+".", w+"-"+v)
		}
	}
	f, err := os.Open("testdata/words.txt")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var line []string
	for sc := bufio.NewScanner(f); sc.Scan(); {
		if line = append(line, sc.Text()); len(line) == 3 {
			joined := strings.Join(line, "-")
			texts = append(texts, strings.Join(line, " "), strings.ToUpper(joined[:1])+joined[1:])
			line = line[:0]
		}
	}
	checked := 0
	for _, text := range texts {
		if !noNumberWord(text) {
			continue
		}
		checked++
		if got := Numbers(text); len(got) > 0 {
			t.Errorf("Numbers(%q) = %v, but no token is a NumberWord", text, got)
		}
	}
	if checked < len(texts)/4 {
		t.Errorf("only %d of %d texts hold no NumberWord", checked, len(texts))
	}
}

// numWords maps the number words to their roles, as numWordList holds
// them, for the tests to look them up.
var numWords = func() map[string]numWordInfo {
	m := make(map[string]numWordInfo, len(numWordList))
	for _, e := range numWordList {
		m[e.word] = e.info
	}
	return m
}()

// numWordList, which numFilter, numFlagFilter and numTable are built
// from, holds each number word once, with the roles given it each time
// it was added.
func TestNumWordList(t *testing.T) {
	if len(numWordList) != len(numWords) {
		t.Fatalf("numWordList has %d entries for %d words", len(numWordList), len(numWords))
	}
	for w, want := range map[string]numWordInfo{
		"million": {flags: nfScale, num: 0, scale: 6}, "bn": {flags: nfScale, scale: 9},
		"three": {flags: nfSmall, num: 3},
	} {
		if got := numWords[w]; got.flags&want.flags != want.flags || got.scale != want.scale || got.num != want.num {
			t.Errorf("numWordList has %q as %+v, want %+v", w, got, want)
		}
	}
}

// NumberWord gives what reading the word run by run gives.
func FuzzNumberWord(f *testing.F) {
	for _, w := range []string{"five", "Five", "fives", "twenty-one", "3rd", "mid-march", "٣", "o'clock", "", "noon", "x"} {
		f.Add(w)
	}
	f.Fuzz(func(t *testing.T, w string) {
		if got, want := NumberWord(w), numberWordRuns(w); got != want {
			t.Errorf("NumberWord(%q) = %v, reading run by run gives %v", w, got, want)
		}
	})
}

// TestCounted checks which plain figures count the word after them.
func TestCounted(t *testing.T) {
	tests := []struct {
		text, figure string
		want         bool
	}{
		{"Acme sold 5 cars.", "5", true},
		{"Acme sold five cars.", "five", true},
		{"Acme sold 5 million cars.", "5 million", true},
		{"Acme opened 12 new stores.", "12", true},
		{"Acme opened 1990 stores.", "1990", true},
		{"Acme hired 2020 people.", "2020", true},
		{"Acme hired 1,990 people.", "1,990", true},
		{"Acme sold 5 of them.", "5", false},
		{"Smith, 34, joined Acme.", "34", false},
		{"Acme sold 5.", "5", false},
		{"Acme sold 5 Fords.", "5", false},
		{"Acme recalled the 2011 models.", "2011", false},
		{"Acme's 2020 results were strong.", "2020", false},
		{"Acme won the 1990 season.", "1990", false},
		{"Acme reported 2020 revenue.", "2020", false},
		{"Acme grew from 2015 reviews.", "2015", false},
		{"Acme earned 5 million annually.", "5 million", false},
		{"Acme earned 5 million last year.", "5 million", false},
		{"Acme sold 5 apiece.", "5", false},
	}
	for _, tt := range tests {
		var got *Number
		nums := Numbers(tt.text)
		for i := range nums {
			if nums[i].Text == tt.figure {
				got = &nums[i]
			}
		}
		switch {
		case got == nil:
			t.Errorf("Numbers(%q) = %v, want the figure %q", tt.text, nums, tt.figure)
		case got.Kind != Plain:
			t.Errorf("Numbers(%q): %q is %s, want plain", tt.text, tt.figure, got.Kind)
		case got.Counted != tt.want:
			t.Errorf("Numbers(%q): %q Counted = %v, want %v", tt.text, tt.figure, got.Counted, tt.want)
		}
	}
}

// TestSameCount checks that a claim's count is the same as no source
// figure of another kind, while a bare figure may be, and a source's
// count still states a claim's figure of another kind.
func TestSameCount(t *testing.T) {
	first := func(text string) Number { return Numbers(text)[0] }
	count, bare := first("5 cars"), first("it was 5.")
	for _, src := range []string{"$5", "5 km", "5-year-old"} {
		if Same(count, first(src)) {
			t.Errorf("Same(5 cars, %s) = true, want false", src)
		}
		if !Same(bare, first(src)) {
			t.Errorf("Same(bare 5, %s) = false, want true", src)
		}
		if !Same(first(src), count) {
			t.Errorf("Same(%s, source's 5 cars) = false, want true", src)
		}
	}
	if Same(first("opened 1990 stores"), first("in 1990")) {
		t.Error("Same(1990 stores, in 1990) = true, want false")
	}
	if !Same(first("the 1990 season"), first("in 1990")) {
		t.Error("Same(the 1990 season, in 1990) = false, want true")
	}
	if !Same(count, first("5 trucks")) || !Same(first("5 million cars"), first("5,000,000")) {
		t.Error("a count is not the same as a plain figure of its value")
	}
}

// checkOneKey fails t unless text holds one figure, whose key is want.
func checkOneKey(t *testing.T, text, want string) {
	t.Helper()
	ns := Numbers(text)
	if len(ns) != 1 {
		t.Errorf("Numbers(%q) = %v, want one figure", text, keys(ns))
		return
	}
	if got := ns[0].Key(); got != want {
		t.Errorf("Numbers(%q)[0].Key() = %q, want %q", text, got, want)
	}
}

// oneEach returns the figures of claim and of src, failing t and false
// unless each holds one.
func oneEach(t *testing.T, claim, src string) (c, s []Number, ok bool) {
	t.Helper()
	c, s = Numbers(claim), Numbers(src)
	if len(c) != 1 || len(s) != 1 {
		t.Errorf("Numbers(%q) = %v, Numbers(%q) = %v; want one figure each", claim, keys(c), src, keys(s))
		return nil, nil, false
	}
	return c, s, true
}
