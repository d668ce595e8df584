package cite

import (
	"strings"
	"testing"
	"unicode/utf8"
)

// FuzzExtract checks what must hold for any text: offsets in range and on
// the citation as written, the citation inside its claim, and the checked
// claim shorter than the claim by at least the citation.
func FuzzExtract(f *testing.F) {
	for _, s := range []string{
		"A claim [1].\n\nReferences\n[1] Smith, J. (2020). A title. J.",
		"Shown (Smith et al., 2020; Lee 2019) and Kim (2018) doi:10.1000/x.y).",
		"arXiv:1706.03762v5 https://doi.org/10.1016/S0140-6736(97)11096-0.",
		"[1-3] [2, 5-7] [0] [9999-1]\n# Bibliography\n1. A B. C. 2020.",
		"Größe (Müller, 2019) ü [1]",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		if !utf8.ValidString(text) {
			return
		}
		runes := []rune(text)
		for _, p := range Extract(text) {
			c := p.Citation
			if p.Start < 0 || p.End > len(runes) || p.Start > p.End {
				t.Fatalf("claim offsets [%d,%d) out of range %d", p.Start, p.End, len(runes))
			}
			if string(runes[p.Start:p.End]) != p.Text {
				t.Fatalf("claim offsets [%d,%d) do not hold %q", p.Start, p.End, p.Text)
			}
			if c.Start < p.Start || c.End > p.End || string(runes[c.Start:c.End]) != c.Raw {
				t.Fatalf("citation %q at [%d,%d) not inside its claim [%d,%d)", c.Raw, c.Start, c.End, p.Start, p.End)
			}
			if len(p.Checked) > len(p.Text)-len(c.Raw) {
				t.Fatalf("checked claim %q is not the claim %q less its citation %q", p.Checked, p.Text, c.Raw)
			}
		}
	})
}

// FuzzNormalizeDOI checks that a normalised DOI is stable and lower case.
func FuzzNormalizeDOI(f *testing.F) {
	for _, s := range []string{"10.1000/ABC.", "doi:10.1016/S0140-6736(97)11096-0)", "https://doi.org/10.1/x"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		d := NormalizeDOI(s)
		if d == "" {
			return
		}
		if again := NormalizeDOI(d); again != d {
			t.Fatalf("NormalizeDOI(%q) = %q, but NormalizeDOI of that = %q", s, d, again)
		}
		if d != strings.ToLower(d) || !strings.HasPrefix(d, "10.") {
			t.Fatalf("NormalizeDOI(%q) = %q: not a lower-case DOI", s, d)
		}
	})
}
