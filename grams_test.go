package sourced

import (
	"math/rand/v2"
	"reflect"
	"strings"
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

// companySuffixes end a company's formal name, as formsOf once looked
// for them one by one (see formsOfEach).
var companySuffixes = []string{" inc.", " inc", " corp.", " corp", " corporation", " co.", " ltd.", " ltd", " llc", " plc"}

// formsOfEach is formsOf as it was written before it read a company's
// suffix from the name's last word and looked a place up only when its
// length and last byte are a place's: every name's place forms sought,
// each suffix tried.
func formsOfEach(folded string) nameForms {
	f := nameForms{folded: folded, grams: gramsOf(folded), seek: rarestByte(folded)}
	var o otherForms
	o.placeForms(folded)
	if strings.Contains(folded, " ") {
		for _, suf := range companySuffixes {
			if base, ok := strings.CutSuffix(folded, suf); ok && base != "" {
				o.base, o.baseGrams = base, gramsOf(base)
				break
			}
		}
	}
	if day, ok := otherDayNumber(folded); ok {
		o.base, o.baseGrams = day, gramsOf(day)
	}
	if o.base == "" && strings.Contains(folded, "-") {
		closed := strings.ReplaceAll(folded, "-", "")
		o.base, o.baseGrams = closed, gramsOf(closed)
	}
	o.writtenForms(folded)
	o.share()
	if o.afterComma != "" || o.country != nil || o.base != "" || o.written != nil {
		other := o
		f.other = &other
	}
	return f
}

// checkForms fails t when formsOf(folded) differs from formsOfEach's.
func checkForms(t *testing.T, folded string) {
	t.Helper()
	if got, want := formsOf(folded), formsOfEach(folded); !reflect.DeepEqual(got, want) {
		t.Errorf("formsOf(%q) = %+v, want %+v", folded, got, want)
	}
}

// formsOf gives what trying each place and suffix gives, for every state,
// country spelling and company suffix, alone, after a name, and cut or
// lengthened by a byte, and for names of days and hyphens.
func TestFormsOfPlacesAndSuffixes(t *testing.T) {
	var names []string
	for name := range usStates {
		names = append(names, name)
	}
	for _, spellings := range sameCountry {
		names = append(names, spellings...)
	}
	for _, suf := range companySuffixes {
		names = append(names, suf, suf[1:], "microsoft"+suf, "a b"+suf, "x"+suf, "  "+suf)
	}
	names = append(names, "monday", "mondays", "wi-fi", "micro-soft inc", "", " ", "a", "microsoft corp.")
	for _, n := range names {
		for _, v := range []string{n, n + "s", n + ".", "x" + n, "new " + n, n + " inc"} {
			checkForms(t, v)
			if v != "" {
				checkForms(t, v[:len(v)-1])
			}
		}
	}
	if f := formsOf("microsoft corp."); f.other == nil || f.other.base != "microsoft" {
		t.Errorf("formsOf(%q) has no base %q", "microsoft corp.", "microsoft")
	}
}

// formsOf gives what trying each place and suffix gives, for any name.
func FuzzFormsOf(f *testing.F) {
	for _, s := range []string{"california", "us", "u.s.a.", "microsoft corp.", "acme inc", " inc", "mondays", "wi-fi", "new york", "britain ltd"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, folded string) {
		checkForms(t, folded)
	})
}

// addEach is gramsOf as the plain loop over every pair, each pair's bit
// set by add: the reference the unrolled loop and the table are held to.
func addEach(text string) grams {
	var g grams
	for i := 1; i < len(text); i++ {
		g.add(text[i-1], text[i])
	}
	return g
}

// byTable returns the grams gramsByTable writes.
func byTable[T string | []byte](text T) (g grams) {
	gramsByTable(&g, text)
	return g
}

// gramsOf, eight pairs a turn, adds the grams the plain loop over every
// pair adds, whatever the text's length, on both sides of tableGrams; and
// so do gramsByTable, for any length, and setGrams, over any grams.
func FuzzGramsOfEveryPair(f *testing.F) {
	f.Add("offers outdoorseating and wifi")
	f.Add("")
	f.Add("abcdefghi")
	f.Add("abcdefghijklmnopq")
	f.Add(strings.Repeat("the quick brown fox jumps over the lazy dog. ", 6))
	f.Fuzz(func(t *testing.T, text string) {
		text = text[:min(len(text), 320)]
		for j := 0; j <= len(text); j++ {
			want := addEach(text[:j])
			if got := gramsOf(text[:j]); got != want {
				t.Errorf("gramsOf(%q) = %x, want %x", text[:j], got, want)
			}
			if got := gramsOf([]byte(text[:j])); got != want {
				t.Errorf("gramsOf([]byte(%q)) = %x, want %x", text[:j], got, want)
			}
			if got := byTable(text[:j]); got != want {
				t.Errorf("gramsByTable(%q) = %x, want %x", text[:j], got, want)
			}
			// What setGrams writes over is gone.
			got := grams{^uint64(0), ^uint64(0), ^uint64(0), ^uint64(0)}
			if setGrams(&got, text[:j]); got != want {
				t.Errorf("setGrams(%q) = %x, want %x", text[:j], got, want)
			}
		}
	})
}

// gramsByTable packs every hash to the bit add sets for it: a text of one
// pair of each hash, and texts of random bytes of every length to a few
// hundred, give the grams of the plain loop.
func TestGramsByTable(t *testing.T) {
	var pairs [256][2]byte
	var found [256]bool
	for p := 0; p < 1<<16; p++ {
		if h := gramHash(byte(p), byte(p>>8)); !found[h] {
			found[h], pairs[h] = true, [2]byte{byte(p), byte(p >> 8)}
		}
	}
	for h, p := range pairs {
		if !found[h] {
			t.Fatalf("no pair hashes to %d", h)
		}
		text := string(p[:])
		if got, want := byTable(text), addEach(text); got != want {
			t.Errorf("gramsByTable(%q) (hash %d) = %x, want %x", text, h, got, want)
		}
	}
	r := rand.New(rand.NewPCG(1, 2))
	for n := 0; n < 400; n++ {
		b := make([]byte, n)
		for i := range b {
			b[i] = byte(r.IntN(256))
		}
		if got, want := byTable(b), addEach(string(b)); got != want {
			t.Errorf("gramsByTable(%q) = %x, want %x", b, got, want)
		}
	}
}

// gramSlots gives each hash a bit of its own: the grams rule out as many
// needles as one bit per hash can.
func TestGramSlotsDistinct(t *testing.T) {
	var seen [256]bool
	for h, s := range gramSlots {
		if seen[s] {
			t.Errorf("hash %d shares bit %d", h, s)
		}
		seen[s] = true
	}
}
