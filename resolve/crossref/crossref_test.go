package crossref

import (
	"context"
	"errors"
	"html"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/sourced-dev/sourced"
	"github.com/sourced-dev/sourced/internal/apitest"
	"github.com/sourced-dev/sourced/internal/apitest/faulttest"
	"github.com/sourced-dev/sourced/resolve/fetch"
)

var recordings = filepath.Join("..", "..", "testdata", "apis")

// replay returns a client of the Crossref replay of the recordings.
func replay(t *testing.T, opts ...apitest.Option) *Client {
	t.Helper()
	return New(faulttest.Fetcher(), faulttest.Replay(t, recordings, opts...).CrossrefURL(), "")
}

func TestByDOI(t *testing.T) {
	w, err := replay(t).ByDOI(context.Background(), "10.7554/elife.01567")
	if err != nil {
		t.Fatal(err)
	}
	if w.DOI != "10.7554/elife.01567" || w.Year != 2014 || w.Venue != "eLife" || len(w.Authors) == 0 || w.Authors[0] != "Martial Sankar" {
		t.Errorf("ByDOI: doi %q year %d venue %q authors %v", w.DOI, w.Year, w.Venue, w.Authors)
	}
	if strings.Contains(w.Abstract, "<") || !strings.HasPrefix(w.Abstract, "Among various advantages, their small size") {
		t.Errorf("abstract not stripped of JATS: %.100q", w.Abstract)
	}
	if w.Retracted || len(w.Notices) != 0 {
		t.Errorf("a live work: retracted %v notices %v", w.Retracted, w.Notices)
	}
}

func TestByDOICorrection(t *testing.T) {
	w, err := replay(t).ByDOI(context.Background(), "10.1371/journal.pone.0033693")
	if err != nil {
		t.Fatal(err)
	}
	want := []sourced.Notice{{Kind: sourced.NoticeCorrection, DOI: "10.1371/annotation/c76da2c1-ccb8-4797-94c1-359d3ceceeda", Date: "2012-05-08", Source: "crossref:publisher"}}
	if diff := cmp.Diff(want, w.Notices); diff != "" || w.Retracted {
		t.Errorf("correction notice (-want +got):\n%s\nretracted %v, want false", diff, w.Retracted)
	}
}

func TestByDOIRetracted(t *testing.T) {
	w, err := replay(t, apitest.Retracted()).ByDOI(context.Background(), "10.7554/elife.01567")
	if err != nil {
		t.Fatal(err)
	}
	want := []sourced.Notice{{Kind: sourced.NoticeRetraction, DOI: "10.1016/s0140-6736(10)60175-4", Date: "2010-02-06", Source: "crossref:retraction-watch"}}
	if diff := cmp.Diff(want, w.Notices); diff != "" || !w.Retracted {
		t.Errorf("retraction (-want +got):\n%s\nretracted %v, want true", diff, w.Retracted)
	}
}

func TestByDOINotice(t *testing.T) {
	w, err := replay(t).ByDOI(context.Background(), "10.1371/annotation/c76da2c1-ccb8-4797-94c1-359d3ceceeda")
	if err != nil {
		t.Fatal(err)
	}
	if w.RetractionOf != "10.1371/journal.pone.0033693" {
		t.Errorf("notice: RetractionOf = %q, want the retracted DOI", w.RetractionOf)
	}
}

func TestByDOINotFound(t *testing.T) {
	_, err := replay(t).ByDOI(context.Background(), "10.1234/fabricated")
	if !errors.Is(err, sourced.ErrWorkNotFound) {
		t.Errorf("fabricated DOI: err = %v, want ErrWorkNotFound", err)
	}
}

func TestSearch(t *testing.T) {
	ws, err := replay(t).Search(context.Background(), sourced.Citation{Title: "Chemical ecology", Author: "Kessler", Year: 2012})
	if err != nil {
		t.Fatal(err)
	}
	var titles []string
	for _, w := range ws {
		titles = append(titles, w.Title)
	}
	if diff := cmp.Diff([]string{"Communicating Ecology", "Chemical Ecology"}, titles); diff != "" {
		t.Errorf("search titles (-want +got):\n%s", diff)
	}
	if ws[1].Year != 2012 || ws[1].Abstract == "" {
		t.Errorf("second result: year %d, abstract %d bytes", ws[1].Year, len(ws[1].Abstract))
	}
}

func TestRequestShape(t *testing.T) {
	srv := faulttest.Record(t)
	c := New(fetch.New(srv.Client(), fetch.Options{UserAgent: "sourced/test", Rate: 1000}), srv.URL, "me@example.org")
	c.ByDOI(context.Background(), "10.1016/S0140-6736(97)11096-0")
	c.Search(context.Background(), sourced.Citation{Title: "A title", Author: "Smith", Year: 2020})
	got := srv.Requests()
	if len(got) != 2 {
		t.Fatalf("%d requests, want 2", len(got))
	}
	if got[0].URL.EscapedPath() != "/works/10.1016/S0140-6736%2897%2911096-0" || got[0].URL.Query().Get("mailto") != "me@example.org" {
		t.Errorf("DOI request %q", got[0].URL)
	}
	if q := got[1].URL.Query().Get("query.bibliographic"); got[1].URL.Path != "/works" || q != "A title Smith 2020" {
		t.Errorf("search request %q (query %q)", got[1].URL, q)
	}
	if ua := got[0].Header.Get("User-Agent"); ua != "sourced/test" {
		t.Errorf("User-Agent %q", ua)
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

func TestStripJATS(t *testing.T) {
	tests := []struct{ in, want string }{
		{"<jats:title>Abstract</jats:title><jats:p>One &amp; <jats:italic>two</jats:italic>.</jats:p><jats:p>Three.</jats:p>", "One & two.\nThree."},
		{"<p>Plain  \n text</p>", "Plain text"},
		{"", ""},
	}
	for _, tt := range tests {
		if got := StripJATS(tt.in); got != tt.want {
			t.Errorf("StripJATS(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}

// FuzzStripJATS checks that stripped text holds no tag and no run of
// spaces, and that stripping it again changes nothing.
func FuzzStripJATS(f *testing.F) {
	f.Add("<jats:title>Abstract</jats:title><jats:p>One &amp; <jats:italic>two</jats:italic>.</jats:p>")
	f.Add("<p>a</p><p>b &lt;c&gt;</p>")
	f.Fuzz(func(t *testing.T, in string) {
		out := StripJATS(in)
		if strings.Contains(out, "  ") || strings.HasPrefix(out, " ") || strings.HasSuffix(out, " ") {
			t.Fatalf("StripJATS(%q) = %q: stray spaces", in, out)
		}
		if anyTag().MatchString(out) && !anyTag().MatchString(html.UnescapeString(in)) {
			t.Fatalf("StripJATS(%q) = %q: a tag remains", in, out)
		}
	})
}
