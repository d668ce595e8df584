package europepmc

import (
	"context"
	"errors"
	"net/http"
	"net/http/httptest"
	"path/filepath"
	"strings"
	"testing"

	"github.com/sourced-dev/sourced"
	"github.com/sourced-dev/sourced/internal/apitest"
	"github.com/sourced-dev/sourced/internal/apitest/faulttest"
	"github.com/sourced-dev/sourced/resolve"
	"github.com/sourced-dev/sourced/resolve/fetch"
)

var recordings = filepath.Join("..", "..", "testdata", "apis")

func replay(t *testing.T) *Client {
	t.Helper()
	srv := httptest.NewServer(apitest.EuropePMC(recordings))
	t.Cleanup(srv.Close)
	return New(faulttest.Fetcher(), srv.URL)
}

func TestFullText(t *testing.T) {
	c := replay(t)
	body, from, err := c.FullText(context.Background(), sourced.Work{DOI: "10.1371/journal.pone.0046493"})
	if err != nil {
		t.Fatal(err)
	}
	if from != "Europe PMC PMC3460867" {
		t.Errorf("copy = %q, want Europe PMC PMC3460867", from)
	}
	var titles []string
	for _, s := range body {
		titles = append(titles, s.Title)
		if strings.TrimSpace(s.Text) == "" {
			t.Errorf("section %q is empty", s.Title)
		}
	}
	all := strings.Join(titles, "|")
	for _, want := range []string{"Introduction", "Results / Targets selection", "Discussion"} {
		if !strings.Contains(all, want) {
			t.Errorf("sections %q lack %q", all, want)
		}
	}
	if strings.Contains(all, "Supporting Information") {
		t.Errorf("supplementary section kept: %q", all)
	}
}

func TestFullTextAbsent(t *testing.T) {
	c := replay(t)
	for _, tc := range []struct{ name, doi, why string }{
		// Real records of the recorded search (see the README beside them).
		{"closed access", "10.1016/s0140-6736(24)02716-8", "closed-access copy (PMC12124214)"},
		{"no PMCID", "10.1016/s0140-6736(24)02600-x", "no PMCID"},
		{"open, but no full text recorded", "10.1002/hpja.70059", "no full text for PMC12120539"},
		{"unknown DOI", "10.9999/nothing.here", "no record"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			body, _, err := c.FullText(context.Background(), sourced.Work{DOI: tc.doi})
			if !errors.Is(err, resolve.ErrNoFullText) || !strings.Contains(err.Error(), tc.why) {
				t.Errorf("FullText(%s) = %d sections, %v; want ErrNoFullText saying %q", tc.doi, len(body), err, tc.why)
			}
		})
	}
}

func TestFullTextOfAnotherArticle(t *testing.T) {
	// The search says PMC3460867 is this DOI's copy, but the JATS served
	// is another article's: a failure, not a full text.
	mux := http.NewServeMux()
	mux.HandleFunc("/search", func(w http.ResponseWriter, r *http.Request) {
		w.Write([]byte(`{"resultList":{"result":[{"doi":"10.1/other","pmcid":"PMC3460867","isOpenAccess":"Y"}]}}`))
	})
	mux.Handle("/", apitest.EuropePMC(recordings))
	srv := httptest.NewServer(mux)
	defer srv.Close()
	_, _, err := New(faulttest.Fetcher(), srv.URL).FullText(context.Background(), sourced.Work{DOI: "10.1/other"})
	if err == nil || errors.Is(err, resolve.ErrNoFullText) {
		t.Errorf("err = %v, want a failure", err)
	}
}

func TestFaults(t *testing.T) {
	doi := "10.1371/journal.pone.0046493"
	// Each fault on the search, and on the full text after a good search.
	faulttest.Check(t, func(base string) []error {
		failed := func(err error) error {
			if errors.Is(err, resolve.ErrNoFullText) {
				return nil // an answer where a failure was due
			}
			return err
		}
		_, _, err1 := New(faulttest.Fetcher(), base).FullText(context.Background(), sourced.Work{DOI: doi})
		mux := http.NewServeMux()
		mux.Handle("/search", apitest.EuropePMC(recordings))
		mux.Handle("/", http.RedirectHandler(base+"/PMC3460867/fullTextXML", http.StatusTemporaryRedirect))
		srv := httptest.NewServer(mux)
		defer srv.Close()
		_, _, err2 := New(faulttest.Fetcher(), srv.URL).FullText(context.Background(), sourced.Work{DOI: doi})
		return []error{failed(err1), failed(err2)}
	})
}

func TestAcceptsXML(t *testing.T) {
	// The full text is XML: a client made for full text asks for it.
	var accept string
	replay := apitest.EuropePMC(recordings)
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if strings.HasSuffix(r.URL.Path, "/fullTextXML") {
			accept = r.Header.Get("Accept")
		}
		replay.ServeHTTP(w, r)
	}))
	defer srv.Close()
	get := fetch.New(http.DefaultClient, fetch.Options{Accept: resolve.FullTextAccept, Rate: 1000})
	if _, _, err := New(get, srv.URL).FullText(context.Background(), sourced.Work{DOI: "10.1371/journal.pone.0046493"}); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(accept, "application/xml") {
		t.Errorf("Accept = %q, want application/xml among the types", accept)
	}
}
