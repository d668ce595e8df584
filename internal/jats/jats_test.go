package jats

import (
	"encoding/json"
	"flag"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

var update = flag.Bool("update", false, "rewrite the golden files")

// articles are the recorded open-access articles (see the README beside them).
var articles = []string{"PMC3460867", "PMC3585041", "PMC3166277"}

func recorded(id string) string {
	return filepath.Join("..", "..", "testdata", "apis", "europepmc", "fulltext_"+id+".xml")
}

func parseFile(t *testing.T, path string) *Article {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	a, err := Parse(f)
	if err != nil {
		t.Fatalf("%s: %v", path, err)
	}
	return a
}

// outline is what the golden files hold of an article: its identifiers,
// the start of its abstract and its section titles.
type outline struct {
	Title    string   `json:"title"`
	DOI      string   `json:"doi"`
	PMCID    string   `json:"pmcid"`
	Abstract string   `json:"abstract_start"`
	Sections []string `json:"sections"`
}

func TestParseGolden(t *testing.T) {
	for _, id := range articles {
		t.Run(id, func(t *testing.T) {
			a := parseFile(t, recorded(id))
			got := outline{Title: a.Title, DOI: a.DOI, PMCID: a.PMCID, Abstract: a.Abstract[:min(len(a.Abstract), 120)]}
			for _, s := range a.Sections {
				got.Sections = append(got.Sections, s.Title)
			}
			golden := filepath.Join("testdata", id+".golden.json")
			if *update {
				data, _ := json.MarshalIndent(got, "", "  ")
				if err := os.WriteFile(golden, append(data, '\n'), 0o644); err != nil {
					t.Fatal(err)
				}
			}
			data, err := os.ReadFile(golden)
			if err != nil {
				t.Fatal(err)
			}
			var want outline
			if err := json.Unmarshal(data, &want); err != nil {
				t.Fatal(err)
			}
			if diff := cmp.Diff(want, got); diff != "" {
				t.Errorf("outline (-want +got):\n%s", diff)
			}
			if got.PMCID != id {
				t.Errorf("PMCID = %q, want %q", got.PMCID, id)
			}
		})
	}
}

// Text that must never reach the output, read from the XML itself: the
// titles of the works in the reference list, figure and table captions,
// footnotes.
var (
	refTitle     = regexp.MustCompile(`(?s)<ref[ >].*?<article-title>([^<]{30,})</article-title>`)
	captionTitle = regexp.MustCompile(`(?s)<caption><title>([^<]{30,})</title>`)
	footnote     = regexp.MustCompile(`(?s)<fn[ >]\s*<p>([^<]{30,})</p>`)
	markup       = regexp.MustCompile(`<[a-zA-Z/]`)
)

func TestParseDropsApparatus(t *testing.T) {
	for _, id := range articles {
		t.Run(id, func(t *testing.T) {
			raw, err := os.ReadFile(recorded(id))
			if err != nil {
				t.Fatal(err)
			}
			a := parseFile(t, recorded(id))
			var all strings.Builder
			all.WriteString(a.Abstract)
			for _, s := range a.Sections {
				all.WriteString("\n" + s.Title + "\n" + s.Text)
				if markup.MatchString(s.Text) {
					t.Errorf("section %q keeps markup: %.80q", s.Title, s.Text)
				}
			}
			text := all.String()
			checked := 0
			for _, re := range []*regexp.Regexp{refTitle, captionTitle, footnote} {
				for _, m := range re.FindAllSubmatch(raw, -1) {
					piece := strings.Join(strings.Fields(string(m[1])), " ")
					checked++
					if strings.Contains(text, piece) {
						t.Errorf("kept text that is not prose: %q", piece)
					}
				}
			}
			if checked < 10 {
				t.Errorf("only %d reference titles, captions and footnotes to look for; the patterns no longer match the file", checked)
			}
			if strings.Contains(text, "[]") || strings.Contains(text, "[,") {
				t.Errorf("citation marker remnants left in the text")
			}
		})
	}
}

func TestParseSections(t *testing.T) {
	const doc = `<?xml version="1.0"?>
<!DOCTYPE article PUBLIC "-//NLM//DTD JATS (Z39.96) Journal Archiving and Interchange DTD v1.0 20120330//EN" "JATS-archivearticle1.dtd">
<article xmlns:xlink="http://www.w3.org/1999/xlink"><front><article-meta>
<article-id pub-id-type="pmc">123</article-id><article-id pub-id-type="doi">10.1/ABC</article-id>
<title-group><article-title>A <italic>title</italic></article-title></title-group>
<abstract><sec><title>Background</title><p>Abstract one.</p></sec><p>Abstract two.</p></abstract>
</article-meta></front>
<body><p>Loose text.</p>
<sec><title>Results</title><p>Top &amp; level [<xref ref-type="bibr" rid="r1">1</xref>].</p>
<fig><caption><title>Figure caption</title><p>Caption text.</p></caption></fig>
<sec><title>Sub</title><p>Deep text (<xref ref-type="bibr">2</xref>, <xref ref-type="bibr">3</xref>).</p>
<table-wrap><table><tr><td>cell</td></tr></table></table-wrap></sec>
<p>After sub <xref ref-type="fig" rid="f1">Figure 1</xref>.</p><fn><p>A footnote.</p></fn></sec>
<sec sec-type="supplementary-material"><title>Supporting Information</title><p>Suppl.</p></sec>
<sec><p>Untitled.</p></sec>
</body>
<back><ref-list><ref id="r1"><mixed-citation>Reference text.</mixed-citation></ref></ref-list></back></article>`
	a, err := Parse(strings.NewReader(doc))
	if err != nil {
		t.Fatal(err)
	}
	want := &Article{
		Title: "A title", DOI: "10.1/abc", PMCID: "PMC123",
		Abstract: "Abstract one.\n\nAbstract two.",
		Sections: []Section{
			{"Body", "Loose text."},
			{"Results", "Top & level.\n\nAfter sub Figure 1."},
			{"Results / Sub", "Deep text."},
			{"Body", "Untitled."},
		},
	}
	if diff := cmp.Diff(want, a); diff != "" {
		t.Errorf("Parse (-want +got):\n%s", diff)
	}
}

func TestParseErrors(t *testing.T) {
	for _, tc := range []struct{ name, doc string }{
		{"empty", ""},
		{"not an article", `<html><body><p>x</p></body></html>`},
		{"JSON", `{"error": "not found"}`},
		{"broken XML", `<article><body><p>x</p></body></article><`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if a, err := Parse(strings.NewReader(tc.doc)); err == nil {
				t.Errorf("Parse(%q) = %+v, want an error", tc.doc, a)
			}
		})
	}
}
