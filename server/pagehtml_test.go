package server

import (
	"bytes"
	"html/template"
	"strings"
	"testing"

	"github.com/sourced-dev/sourced"
)

// pageTemplate is the page as an html/template, as the server rendered it
// before writeHTML: the reference writeHTML is held to.
var pageTemplate = template.Must(template.ParseFiles("testdata/page.html"))

// checkSameAsTemplate fails t unless writeHTML writes p byte for byte as
// the template does.
func checkSameAsTemplate(t *testing.T, p *page) {
	t.Helper()
	var want, got bytes.Buffer
	if err := pageTemplate.Execute(&want, p); err != nil {
		t.Fatal(err)
	}
	p.writeHTML(&got)
	g, w := got.String(), want.String()
	if g == w {
		return
	}
	i := 0
	for i < len(g) && i < len(w) && g[i] == w[i] {
		i++
	}
	from := max(0, i-80)
	t.Fatalf("writeHTML and the template differ at byte %d:\nwriteHTML: %q\ntemplate:  %q", i, g[from:min(len(g), i+80)], w[from:min(len(w), i+80)])
}

// awkward holds every character html/template escapes in some context,
// markup, a URL's reserved characters, invalid UTF-8 and a noncharacter.
const awkward = "a<b>&c \"d\" 'e' +f\x00g #h?i=j/k%l \xff\xfe m\ufdd0n — ü"

// A report as the check tab shows it: claims with and without evidence in
// the sources pane, a quote, and overlapping passages.
func checkedPage(t *testing.T, output string, sources []string) *page {
	t.Helper()
	report := sourced.Check(output, sources...)
	return &page{Tab: "check", Output: output, Sources: strings.Join(sources, "\n---\n"), Result: newResult(&report, sources)}
}

func TestPageMatchesTemplate(t *testing.T) {
	work := &sourced.Work{Title: "On " + awkward, Year: 2019, Venue: "The <Venue>", DOI: "10.1000/x+y"}
	retracted := &sourced.Work{Title: "Withdrawn", Retracted: true, Retraction: &sourced.Retraction{Date: "2021-02-03", NoticeDOI: "10.1000/n&1"}}
	notice := &sourced.Work{Title: "Notice", RetractionOf: "10.1000/<old>", Retracted: true}
	claims := []claimView{
		{N: 1, Text: awkward, Verdict: sourced.Grounded, ReasonCode: "exact_match", Reason: awkward, Target: "ev-1", Evidence: "ev-1 ev-2"},
		{N: 2, Text: "plain", Verdict: sourced.Unverified, ReasonCode: "no_support", Reason: "none", Quotes: []string{awkward, ""}},
		{N: 3, Text: "odd target", Verdict: sourced.Contradicted, Target: awkward, Evidence: awkward},
		{N: 4, Text: "cited", Cited: &citedView{Raw: "[1]", Ref: awkward, Work: work, Authors: "A. One, B. <Two>"}},
		{N: 5, Text: "cited, no work", Cited: &citedView{Raw: "(Doe, 2020)"}},
		{N: 6, Text: "retracted", Cited: &citedView{Raw: "[2]", Work: retracted}},
		{N: 7, Text: "retracted, no details", Cited: &citedView{Raw: "[3]", Work: &sourced.Work{Retracted: true, Retraction: &sourced.Retraction{}}}},
		{N: 8, Text: "a notice", Cited: &citedView{Raw: "[4]", Work: notice}},
	}
	sources := []sourceView{
		{Name: "1", Parts: []part{{Text: awkward}, {Text: "marked", Evidence: "ev-1 ev-2", Anchors: []string{"ev-1", awkward}}, {Text: "tail"}}},
		{Name: awkward},
	}
	res := &result{Counts: sourced.Counts{Grounded: 1, Contradicted: 2, Unverified: 3}, Claims: claims, Sources: sources, JSON: `{"a": "<b>&'+"}`}
	pages := map[string]*page{
		"empty check tab":           {Tab: "check"},
		"empty check tab with cite": {Tab: "check", CiteAvailable: true},
		"cite tab":                  {Tab: "cite", CiteAvailable: true, Text: awkward},
		"cite tab unavailable":      {Tab: "cite", Error: "Citation mode is not available on this server."},
		"error":                     {Tab: "check", Error: awkward, Output: awkward, Sources: awkward},
		"result":                    {Tab: "check", Output: "x", Sources: "y", Result: res},
		"cite result":               {Tab: "cite", CiteAvailable: true, Text: "t", Result: &result{Claims: claims}},
		"no claims":                 {Tab: "check", Result: &result{JSON: "{}"}},
		"checked": checkedPage(t, "The plant opened in 1998 & employs 1,200 <people>. It closed in 2003. Nothing else.",
			[]string{"The plant opened in 1998 and employs 1,200 people.", "It closed in 2004 + \"later\"."}),
	}
	for name, p := range pages {
		t.Run(name, func(t *testing.T) { checkSameAsTemplate(t, p) })
	}
}

// Whatever the texts, the page is the template's.
func FuzzPageMatchesTemplate(f *testing.F) {
	f.Add("The bridge is 40 m long.", "The bridge is 40 m long.", "[1]", false)
	f.Add(awkward, awkward, awkward, true)
	f.Fuzz(func(t *testing.T, output, source, text string, cite bool) {
		p := checkedPage(t, output, []string{source})
		p.Error, p.CiteAvailable = text, cite
		p.Result.Claims = append(p.Result.Claims, claimView{N: 99, Text: text, Target: text, Evidence: text, Quotes: []string{text},
			Cited: &citedView{Raw: text, Ref: text, Authors: text, Work: &sourced.Work{Title: text, Venue: text, DOI: text, RetractionOf: text}}})
		checkSameAsTemplate(t, p)
	})
}

// escapeURLPart keeps what a URL's fragment may hold as it is and escapes
// the rest byte by byte.
func TestEscapeURLPart(t *testing.T) {
	for in, want := range map[string]string{
		"ev-12":    "ev-12",
		"a.b_c~d":  "a.b_c~d",
		"a b":      "a%20b",
		"#?&=/+%":  "%23%3f%26%3d%2f%2b%25",
		"é":        "%c3%a9",
		"":         "",
		"<script>": "%3cscript%3e",
	} {
		if got := escapeURLPart(in); got != want {
			t.Errorf("escapeURLPart(%q) = %q, want %q", in, got, want)
		}
	}
}
