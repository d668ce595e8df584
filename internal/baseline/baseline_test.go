package baseline

import (
	"regexp"
	"strings"
	"testing"

	"github.com/sourced-dev/sourced"
)

func TestSplitOffsets(t *testing.T) {
	text := "  Café opened.  Zürich grew 5%.\r\nNext line\u2028Last one. lower case"
	want := []string{"Café opened.", "Zürich grew 5%.", "Next line", "Last one. lower case"}
	pieces := split(text)
	if len(pieces) != len(want) {
		t.Fatalf("split = %+v, want %q", pieces, want)
	}
	rs := []rune(text)
	for i, p := range pieces {
		if p.text != want[i] || string(rs[p.start:p.end]) != p.text {
			t.Errorf("piece %d = %q at [%d, %d) reading %q, want %q at its code-point offsets", i, p.text, p.start, p.end, string(rs[p.start:p.end]), want[i])
		}
	}
}

func TestCheckOffsets(t *testing.T) {
	c := New(sourced.Source{Name: "a", Text: "Acme sold 5 units."})
	r := c.Check("Zürich is far.\nAcme sold 5 units.")
	if len(r.Claims) != 2 || r.Claims[1].Start != 15 || r.Claims[1].End != 33 || r.Counts.Grounded != 1 {
		t.Errorf("Check = %+v, want the second claim at [15, 33) and grounded", r)
	}
}

func TestCanonical(t *testing.T) {
	tests := []struct {
		negative bool
		digits   string
		exp      int
		want     string
	}{
		{false, "1250", -2, "12.5"},
		{false, "00042", 0, "42"},
		{false, "0000", -3, "0"},
		{true, "00", -1, "-0"},
		{false, "56", 9, "56000000000"},
		{false, "16", 8, "1600000000"},
		{false, "5", -3, "0.005"},
		{true, "32", -1, "-3.2"},
		{false, "١٢٣", 0, "123"},
		{false, "５", 0, "5"},
		{false, "\U0001D7D9\U0001D7D8", 0, "10"}, // double-struck 1 and 0
		// 28 significant digits, rounded half to even.
		{false, "12345678901234567890123456789", 0, "12345678901234567890123456790"},
		{false, "12345678901234567890123456785", 0, "12345678901234567890123456780"},
		{false, "12345678901234567890123456775", 0, "12345678901234567890123456780"},
		{false, "123456789012345678901234567850001", -4, "12345678901234567890123456790"},
		{false, strings.Repeat("9", 29), 0, "1" + strings.Repeat("0", 29)},
	}
	for _, tt := range tests {
		if got := canonical(tt.negative, []rune(tt.digits), tt.exp); got != tt.want {
			t.Errorf("canonical(%v, %q, %d) = %s, want %s", tt.negative, tt.digits, tt.exp, got, tt.want)
		}
	}
}

func TestEvidenceNamesItsSource(t *testing.T) {
	tests := []struct {
		first, second string
		want          sourced.Evidence
	}{
		// The grounding passage lies in the second source.
		{"One. Two. Three.", "Four. Five. Acme sold 5 units.",
			sourced.Evidence{Source: "q2", Start: 0, End: 30, Text: "Four. Five. Acme sold 5 units."}},
		// As in the original, a passage may run across the seam: it is
		// named after the source it starts in, and clipped to it.
		{"Intro text here.", "Acme sold 5 units.",
			sourced.Evidence{Source: "q1", Start: 0, End: 16, Text: "Intro text here. Acme sold 5 units."}},
	}
	for _, tt := range tests {
		c := New(sourced.Source{Name: "q1", Text: tt.first}, sourced.Source{Name: "q2", Text: tt.second})
		cl := c.Check("Acme sold 5 units.").Claims[0]
		if len(cl.Evidence) != 1 || cl.Evidence[0] != tt.want {
			t.Errorf("evidence = %+v, want %+v", cl.Evidence, tt.want)
		}
	}
}

func TestPyList(t *testing.T) {
	if got, want := pyList([]string{"a", "it's", `say "hi"`, "tab\there", "x\u200by"}), `['a', "it's", 'say "hi"', 'tab\there', 'x\u200by']`; got != want {
		t.Errorf("pyList = %s, want %s", got, want)
	}
	if got := pyList(nil); got != "[]" {
		t.Errorf("pyList(nil) = %s, want []", got)
	}
}

var canonicalForm = regexp.MustCompile(`^-?[0-9]+(\.[0-9]*[1-9])?%?$`)

func FuzzNumbers(f *testing.F) {
	for _, s := range []string{"$56 billion, 8 per cent", "1,000,00 and -0.0", "1. Item\n 2) two (Passage 3)", "١٢٣ ５M 5bn", "12345678901234567890123456789"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		for _, n := range numbers(text) {
			if !canonicalForm.MatchString(n.value) || n.text == "" {
				t.Errorf("numbers(%q) gave %+v, want a plain decimal read from some text", text, n)
			}
		}
	})
}

func FuzzSplit(f *testing.F) {
	for _, s := range []string{"Dr. Smith signed. 3 left.\r\nNext", "He said \"Hi.\" Then left.", " \u2029x.\u00a0Y"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		rs := []rune(text)
		last := 0
		for _, p := range split(text) {
			if p.start < last || p.end <= p.start || string(rs[p.start:p.end]) != p.text ||
				strings.TrimFunc(p.text, isSpace) != p.text {
				t.Fatalf("split(%q) gave %+v, want trimmed, non-empty pieces in order at their offsets", text, p)
			}
			last = p.end
		}
	})
}

func FuzzCheck(f *testing.F) {
	f.Add("Acme sold 7 units in 2020. \"Quoted text\" here.", "Acme sold 5 units in 2020 [12]. Acme closed.")
	f.Add("1. Rinse 3 times.", "\n\n2) rinse it (Passage 1) 2 times.")
	f.Fuzz(func(t *testing.T, output, source string) {
		r := New(sourced.Source{Name: "s", Text: source}).Check(output)
		if r.Counts.Total() != len(r.Claims) {
			t.Errorf("counts %+v for %d claims", r.Counts, len(r.Claims))
		}
		for _, c := range r.Claims {
			if c.Verdict == sourced.Contradicted && (len(c.Contradictions) != 1 || c.Contradictions[0].ClaimNumber == "") {
				t.Errorf("contradicted claim %q without its claim number: %+v", c.Text, c.Contradictions)
			}
		}
	})
}
