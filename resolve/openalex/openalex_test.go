package openalex

import (
	"context"
	"errors"
	"path/filepath"
	"strings"
	"testing"

	"github.com/sourced-dev/sourced"
	"github.com/sourced-dev/sourced/internal/apitest"
	"github.com/sourced-dev/sourced/internal/apitest/faulttest"
	"github.com/sourced-dev/sourced/resolve/fetch"
)

var recordings = filepath.Join("..", "..", "testdata", "apis")

// replay returns a client of the OpenAlex replay of the recordings.
func replay(t *testing.T, opts ...apitest.Option) *Client {
	t.Helper()
	return New(faulttest.Fetcher(), faulttest.Replay(t, recordings, opts...).OpenAlexURL(), "")
}

func TestByDOI(t *testing.T) {
	c := replay(t)
	w, err := c.ByDOI(context.Background(), "10.7554/elife.01567")
	if err != nil {
		t.Fatal(err)
	}
	if w.ID != "https://openalex.org/W2121398592" || w.DOI != "10.7554/elife.01567" || w.Year != 2014 || w.Venue != "eLife" {
		t.Errorf("ByDOI: id %q doi %q year %d venue %q", w.ID, w.DOI, w.Year, w.Venue)
	}
	if !strings.HasPrefix(w.Title, "Automated quantitative histology reveals vascular morphodynamics") {
		t.Errorf("ByDOI title = %q", w.Title)
	}
	if len(w.Authors) == 0 || w.Authors[0] != "Martial Sankar" {
		t.Errorf("ByDOI authors = %v, want Martial Sankar first", w.Authors)
	}
	if !strings.HasPrefix(w.Abstract, "Among various advantages, their small size makes model organisms preferred subjects of investigation.") {
		t.Errorf("ByDOI abstract starts %.80q", w.Abstract)
	}
	if w.Retracted || len(w.Notices) != 0 {
		t.Errorf("ByDOI: a live work reported retracted %v, notices %v", w.Retracted, w.Notices)
	}
}

func TestByDOIWithoutAbstract(t *testing.T) {
	w, err := replay(t).ByDOI(context.Background(), "10.2210/pdb4hhb/pdb")
	if err != nil {
		t.Fatal(err)
	}
	if w.Abstract != "" || w.Title == "" {
		t.Errorf("dataset: title %q, abstract %q; want a title and no abstract", w.Title, w.Abstract)
	}
}

func TestByDOIRetracted(t *testing.T) {
	w, err := replay(t, apitest.Retracted()).ByDOI(context.Background(), "10.7554/elife.01567")
	if err != nil {
		t.Fatal(err)
	}
	want := []sourced.Notice{{Kind: sourced.NoticeRetraction, Source: Name}}
	if !w.Retracted || len(w.Notices) != 1 || w.Notices[0] != want[0] {
		t.Errorf("is_retracted work: retracted %v, notices %v; want %v", w.Retracted, w.Notices, want)
	}
}

func TestByDOINotFound(t *testing.T) {
	_, err := replay(t).ByDOI(context.Background(), "10.1234/fabricated")
	if !errors.Is(err, sourced.ErrWorkNotFound) {
		t.Errorf("fabricated DOI: err = %v, want ErrWorkNotFound", err)
	}
}

func TestSearch(t *testing.T) {
	ws, err := replay(t).Search(context.Background(), sourced.Citation{Title: "Skin glue improves outcome"})
	if err != nil {
		t.Fatal(err)
	}
	if len(ws) != 5 {
		t.Fatalf("Search returned %d works, want the 5 recorded", len(ws))
	}
	if ws[2].DOI != "10.5580/1cbc" || ws[2].Year != 2009 || ws[2].Abstract == "" {
		t.Errorf("third result: doi %q year %d abstract %d bytes", ws[2].DOI, ws[2].Year, len(ws[2].Abstract))
	}
}

func TestRequestShape(t *testing.T) {
	srv := faulttest.Record(t)
	get := fetch.New(srv.Client(), fetch.Options{UserAgent: "sourced/test"})
	New(get, srv.URL+"/", "me@example.org").ByDOI(context.Background(), "10.1016/S0140-6736(97)11096-0")
	reqs := srv.Requests()
	if len(reqs) == 0 {
		t.Fatal("no request made")
	}
	got := reqs[len(reqs)-1]
	if got.URL.EscapedPath() != "/works/doi:10.1016/S0140-6736%2897%2911096-0" {
		t.Errorf("path %q, want /works/doi:{doi}", got.URL.Path)
	}
	if got.URL.Query().Get("mailto") != "me@example.org" || got.Header.Get("User-Agent") != "sourced/test" {
		t.Errorf("mailto %q, User-Agent %q", got.URL.Query().Get("mailto"), got.Header.Get("User-Agent"))
	}
}

func TestFaults(t *testing.T) {
	faulttest.Check(t, func(base string) []error {
		c := New(faulttest.Fetcher(), base, "")
		_, errDOI := c.ByDOI(context.Background(), "10.7554/elife.01567")
		_, errSearch := c.Search(context.Background(), sourced.Citation{Title: "x"})
		return []error{errDOI, errSearch}
	})
}

func TestAbstract(t *testing.T) {
	tests := []struct {
		index map[string][]int
		want  string
	}{
		{map[string][]int{"a": {0, 2}, "b": {1}}, "a b a"},
		{map[string][]int{"late": {maxAbstractWords}, "ok": {0}, "bad": {-1}}, "ok"},
		{nil, ""},
	}
	for _, tt := range tests {
		if got := Abstract(tt.index); got != tt.want {
			t.Errorf("Abstract(%v) = %q, want %q", tt.index, got, tt.want)
		}
	}
}
