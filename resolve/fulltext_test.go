package resolve

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"sync/atomic"
	"testing"

	"github.com/sourced-dev/sourced"
	"github.com/sourced-dev/sourced/cite"
)

// texter answers full text from a table by DOI, counting its fetches.
type texter struct {
	covers  func(sourced.Work) bool
	answers map[string]error // DOI → nil for a copy, or the error
	fetches atomic.Int64
}

func (f *texter) Covers(w sourced.Work) bool { return f.covers(w) }

func (f *texter) FullText(_ context.Context, w sourced.Work) ([]sourced.Section, string, error) {
	f.fetches.Add(1)
	if err := f.answers[w.DOI]; err != nil {
		return nil, "", err
	}
	return []sourced.Section{{Title: "Results", Text: "Body of " + w.DOI + "."}}, "copy of " + w.DOI, nil
}

func TestAttachFullText(t *testing.T) {
	hasDOI := func(w sourced.Work) bool { return w.DOI != "" }
	src := &texter{covers: hasDOI, answers: map[string]error{
		"10.1/closed": fmt.Errorf("closed access: %w", ErrNoFullText),
		"10.1/broken": errors.New("europepmc: 500"),
	}}
	open := &sourced.Work{DOI: "10.1/open"}
	closed := &sourced.Work{DOI: "10.1/closed"}
	broken := &sourced.Work{DOI: "10.1/broken"}
	retracted := &sourced.Work{DOI: "10.1/retracted", Retracted: true}
	failed := &sourced.Work{DOI: "10.1/failed"}
	noDOI := &sourced.Work{ID: "fr:2024-1"}
	res := []sourced.Resolution{
		{Work: open}, {Work: open}, {Work: closed}, {Work: broken}, {Work: retracted},
		{Work: failed, Err: errors.New("crossref: 500")}, {Work: noDOI}, {},
	}
	AttachFullText(context.Background(), res, 2, src)
	for _, tc := range []struct {
		w        *sourced.Work
		sections int
		from     string
	}{
		{open, 1, "full text from copy of 10.1/open, 1 sections"},
		{closed, 0, "abstract only: closed access: no open full text"},
		{broken, 0, "abstract only: fetching the full text failed: europepmc: 500"},
		{retracted, 0, ""},
		{failed, 0, ""},
		{noDOI, 0, "abstract only: no full-text source covers this work"},
	} {
		if len(tc.w.Body) != tc.sections || tc.w.TextFrom != tc.from {
			t.Errorf("%s: %d sections, TextFrom %q; want %d, %q", tc.w.DOI+tc.w.ID, len(tc.w.Body), tc.w.TextFrom, tc.sections, tc.from)
		}
	}
	// open, closed, broken: one fetch each, the shared work fetched once.
	if n := src.fetches.Load(); n != 3 {
		t.Errorf("%d fetches, want 3", n)
	}
	if !strings.HasPrefix(open.Body[0].Text, "Body of") {
		t.Errorf("body = %+v", open.Body)
	}
}

func TestCheck(t *testing.T) {
	srv := replay(t)
	r := resolver(srv.OpenAlexURL(), srv.CrossrefURL())
	pairs := cite.Extract("Vascular morphodynamics were quantified (doi:10.7554/elife.01567).")
	src := &texter{covers: func(sourced.Work) bool { return true }, answers: map[string]error{}}

	report, err := r.Check(context.Background(), pairs)
	if err != nil || len(report.Claims) != 1 || report.Claims[0].Verdict == "" {
		t.Fatalf("Check without full text: %+v, %v; want one decided claim", report.Claims, err)
	}
	if _, err := r.Check(context.Background(), pairs, src); err != nil || src.fetches.Load() != 1 {
		t.Errorf("Check with a source: err %v, %d fetches; want the work's text fetched once", err, src.fetches.Load())
	}

	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := r.Check(ctx, pairs); !errors.Is(err, context.Canceled) {
		t.Errorf("Check after ctx ended: err %v, want context.Canceled", err)
	}
}
