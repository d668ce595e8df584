package render_test

import (
	"bytes"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/sourced-dev/sourced"
	"github.com/sourced-dev/sourced/render"
)

// citedReport is a citation-mode report with every optional part: a
// citation with Federal Register numbers, and a retracted work whose
// sources disagree, with its notices.
func citedReport() *sourced.Report {
	w := &sourced.Work{
		ID: "https://openalex.org/W1", DOI: "10.1000/w1", Title: "A work", Year: 2014,
		Authors: []string{"A Writer"}, Venue: "A Journal", Retracted: true,
		Retraction: &sourced.Retraction{NoticeDOI: "10.1000/n1", Date: "2020-01-02",
			Sources: []string{"crossref:retraction-watch"}, NotFlaggedBy: []string{"openalex"}},
		Notices:      []sourced.Notice{{Kind: sourced.NoticeRetraction, DOI: "10.1000/n1", Date: "2020-01-02", Source: "crossref:retraction-watch"}},
		RetractionOf: "10.1000/w0",
	}
	pairs := []sourced.CitedClaim{{Text: "A claim [1].", End: 12, Citation: sourced.Citation{
		Raw: "[1]", Kind: sourced.KindNumbered, DOI: "10.1000/w1", FRDoc: "2014-01234", FRCite: "79 FR 1234",
		Number: 1, Ref: "Writer, A. (2014). A work. 79 FR 1234, FR Doc. 2014-01234.",
		Title: "A work", Author: "Writer", Year: 2014, Start: 8, End: 11}}}
	r := sourced.CheckCitations(pairs, []sourced.Resolution{{Work: w}})
	return &r
}

// TestREADMECiteContract keeps the README's table of the fields citation
// mode adds to a claim true.
func TestREADMECiteContract(t *testing.T) {
	var b bytes.Buffer
	if err := render.JSON(&b, citedReport()); err != nil {
		t.Fatal(err)
	}
	var added []field
	for _, f := range renderedFields(t, b.Bytes()) {
		if strings.HasPrefix(f.Path, "claims[].citation") || strings.HasPrefix(f.Path, "claims[].work") {
			added = append(added, f)
		}
	}
	readme := readmeContract(t, "cite")
	if diff := cmp.Diff(readme, added); diff != "" {
		t.Errorf("README.md contract \"cite\" and the rendered JSON differ (-README +rendered):\n%s", diff)
	}
}

// TestCIFailOnReasons: a reason code the caller names fails the run in
// the CI formats as a verdict does: the retracted claim of a citation
// report becomes an error annotation, and the summary says the run fails.
func TestCIFailOnReasons(t *testing.T) {
	docs := []render.Doc{{Report: citedReport(), File: "summary.md", Text: "A claim [1]."}}
	tests := []struct {
		name string
		opts render.CIOptions
		want string
	}{
		{"verdicts only", render.CIOptions{FailOn: []sourced.Verdict{sourced.Contradicted}}, "::notice "},
		{"with the retracted reason", render.CIOptions{FailOn: []sourced.Verdict{sourced.Contradicted},
			FailOnReasons: []sourced.ReasonCode{sourced.ReasonRetracted}}, "::error "},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var b bytes.Buffer
			if err := render.GitHub(&b, docs, tt.opts); err != nil {
				t.Fatal(err)
			}
			if !strings.HasPrefix(b.String(), tt.want) {
				t.Errorf("GitHub annotation %q, want it to open with %q", b.String(), tt.want)
			}
		})
	}
}
