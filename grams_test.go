package sourced

import (
	"testing"

	"github.com/sourced-dev/sourced/internal/evidence"
	"github.com/sourced-dev/sourced/internal/signals"
)

func TestGramsNeverMissAName(t *testing.T) {
	tests := []struct {
		text, name string
		want       bool
	}{
		{"Tennessee-East won the league.", "east", true},
		{"Bank of America opened 30 branches.", "bank of america", true},
		{"Microsoft said so.", "microsoft corp.", true},
		{"The U.S. economy grew.", "united states", true},
		{"Wells Fargo opened 12.", "bank of america", false},
		{"Eastern winds blew.", "east", false},
		{"A", "a", true},
	}
	for _, tt := range tests {
		s := evidence.Sentence{Text: tt.text, Folded: signals.Fold(tt.text)}
		g := gramsOf(s.Folded)
		f := formsOf(tt.name)
		if got := f.in(&s, &g); got != tt.want {
			t.Errorf("%q in %q = %v, want %v", tt.name, tt.text, got, tt.want)
		}
		if tt.want && containsWord(s.Folded, tt.name) && !g.mayHold(&f.grams) {
			t.Errorf("grams of %q rule out %q, which it holds", tt.text, tt.name)
		}
	}
}

func TestGramsRuleOutAbsentPairs(t *testing.T) {
	g := gramsOf("the quick brown fox")
	for _, n := range []string{"quick", "brown fox", "the"} {
		ng := gramsOf(n)
		if !g.mayHold(&ng) {
			t.Errorf("grams rule out %q, a part of the text", n)
		}
	}
	ng := gramsOf("zzyzx")
	if g.mayHold(&ng) {
		t.Errorf("grams of %q may hold %q", "the quick brown fox", "zzyzx")
	}
}

// Grams never rule out a part of their text: what the test of a claim's
// clauses for a record's property (clauseUnion.mayHold) relies on.
func FuzzGrams(f *testing.F) {
	f.Add("offers outdoorseating and wifi", 7, 20)
	f.Fuzz(func(t *testing.T, text string, i, j int) {
		g := gramsOf(text)
		if i < 0 || j > len(text) || i > j {
			i, j = 0, len(text)
		}
		if n := gramsOf(text[i:j]); !g.mayHold(&n) {
			t.Errorf("grams of %q rule out %q, a part of it", text, text[i:j])
		}
	})
}

// otherDayNumber turns each day of the week into its plural and back, and
// nothing else: not a day with a letter too many or too few, nor another
// word ending in s.
func TestOtherDayNumber(t *testing.T) {
	for _, d := range dayNames {
		if got, ok := otherDayNumber(d); !ok || got != d+"s" {
			t.Errorf("otherDayNumber(%q) = %q, %v; want %q", d, got, ok, d+"s")
		}
		if got, ok := otherDayNumber(d + "s"); !ok || got != d {
			t.Errorf("otherDayNumber(%q) = %q, %v; want %q", d+"s", got, ok, d)
		}
		for _, w := range []string{d[:len(d)-1], d + "x", d + "ss", "x" + d + "s", d[1:] + "s"} {
			if got, ok := otherDayNumber(w); ok {
				t.Errorf("otherDayNumber(%q) = %q, true; want no day", w, got)
			}
		}
	}
	for _, w := range []string{"", "s", "days", "weekends", "fridge"} {
		if got, ok := otherDayNumber(w); ok {
			t.Errorf("otherDayNumber(%q) = %q, true; want no day", w, got)
		}
	}
}

// formsOf looks for a company's legal suffix only in a name with a space,
// which every suffix starts with.
func TestCompanySuffixesStartWithSpace(t *testing.T) {
	for _, suf := range companySuffixes {
		if suf == "" || suf[0] != ' ' {
			t.Errorf("company suffix %q does not start with a space", suf)
		}
	}
	if f := formsOf("microsoft corp."); f.other == nil || f.other.base != "microsoft" {
		t.Errorf("formsOf(%q) has no base %q", "microsoft corp.", "microsoft")
	}
}

// gramsOf, eight pairs a turn, adds the grams the plain loop over every
// pair adds, whatever the text's length.
func FuzzGramsOfEveryPair(f *testing.F) {
	f.Add("offers outdoorseating and wifi")
	f.Add("")
	f.Add("abcdefghi")
	f.Add("abcdefghijklmnopq")
	f.Fuzz(func(t *testing.T, text string) {
		text = text[:min(len(text), 256)]
		for j := 0; j <= len(text); j++ {
			var want grams
			for i := 1; i < j; i++ {
				want.add(text[i-1], text[i])
			}
			if got := gramsOf(text[:j]); got != want {
				t.Errorf("gramsOf(%q) = %x, want %x", text[:j], got, want)
			}
			if got := gramsOf([]byte(text[:j])); got != want {
				t.Errorf("gramsOf([]byte(%q)) = %x, want %x", text[:j], got, want)
			}
		}
	})
}
