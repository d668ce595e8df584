package jats

import (
	"strings"
	"testing"
	"unicode/utf8"
)

// FuzzParse checks what must hold for any input: no panic, and text inside
// a reference list, a table, a figure or a footnote never reaches the
// output, wherever the fuzzed markup puts it.
func FuzzParse(f *testing.F) {
	for _, s := range []string{
		`<p>Plain text.</p>`,
		`<p>Text <xref ref-type="bibr">1</xref>.</p></sec><sec><title>T</title><p>More</p>`,
		`</p></sec></body><body><p>`,
		`<ref-list><ref>x</ref></ref-list><table-wrap>`,
		`<sec sec-type="supplementary-material"><p>S</p></sec>&amp;&nbsp;&#x3bb;`,
		`<title>Only a title`,
	} {
		f.Add(s)
	}
	const forbidden = "FORBIDDEN"
	f.Fuzz(func(t *testing.T, fuzzed string) {
		doc := `<article><front><article-meta><abstract><p>Abs.</p></abstract></article-meta></front>` +
			`<body><sec><title>Results</title><p>` + fuzzed + `</p>` +
			`<table-wrap><table><tr><td>` + forbidden + `</td></tr></table></table-wrap>` +
			`<fig><caption><p>` + forbidden + `</p></caption></fig>` +
			`<fn><p>` + forbidden + `</p></fn></sec></body>` +
			`<back><ref-list><ref>` + forbidden + `</ref></ref-list></back></article>`
		a, err := Parse(strings.NewReader(doc))
		if err != nil {
			return
		}
		// Markup that swallows what follows (a comment, CDATA, an
		// attribute left open) can carry the words anywhere; so can the
		// fuzzed text itself.
		if strings.Contains(strings.ToUpper(fuzzed), forbidden) || strings.ContainsAny(fuzzed, `!?"'`) {
			return
		}
		for _, s := range a.Sections {
			if strings.Contains(s.Text, forbidden) || strings.Contains(s.Title, forbidden) {
				t.Errorf("section %q kept text from the apparatus: %q", s.Title, s.Text)
			}
			if !utf8.ValidString(s.Text) {
				t.Errorf("section %q is not valid UTF-8", s.Title)
			}
		}
		if strings.Contains(a.Abstract, forbidden) {
			t.Errorf("abstract kept text from the apparatus: %q", a.Abstract)
		}
	})
}
