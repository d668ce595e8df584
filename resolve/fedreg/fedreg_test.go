package fedreg

import (
	"bytes"
	"context"
	"errors"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"sync/atomic"
	"testing"

	"github.com/sourced-dev/sourced"
	"github.com/sourced-dev/sourced/internal/apitest"
	"github.com/sourced-dev/sourced/internal/apitest/faulttest"
	"github.com/sourced-dev/sourced/resolve"
)

var recordings = filepath.Join("..", "..", "testdata", "apis")

// replay serves the recordings, counting requests.
func replay(t *testing.T) (*Client, *atomic.Int64) {
	t.Helper()
	var n atomic.Int64
	h := apitest.FedReg(recordings)
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		n.Add(1)
		h.ServeHTTP(w, r)
	}))
	t.Cleanup(srv.Close)
	return New(faulttest.Fetcher(), srv.URL), &n
}

func TestByID(t *testing.T) {
	c, _ := replay(t)
	for _, tc := range []struct {
		name             string
		cit              sourced.Citation
		number, title    string
		year             int
		venue, textStart string
	}{
		{"document number", sourced.Citation{FRDoc: "2024-31396"}, "2024-31396",
			"Air Plan Revisions; California; Feather River Air Quality Management District", 2024,
			"Federal Register, 89 FR 107012", "Final rule.\nThe Environmental Protection Agency (EPA) is taking final action"},
		{"old document number", sourced.Citation{FRDoc: "93-32104"}, "93-32104",
			"Drawdown of Commodities and Services From the Inventory and Resources of the Department of Defense To Maintain Egypt's Military Readiness and Security",
			1994, "Federal Register, 59 FR 1", ""},
		{"first page", sourced.Citation{FRCite: "89 FR 107012"}, "2024-31396",
			"Air Plan Revisions; California; Feather River Air Quality Management District", 2024, "Federal Register, 89 FR 107012", "Final rule."},
		{"inner page", sourced.Citation{FRCite: "89 FR 106329"}, "2024-30747",
			"Air Plan Disapproval; Louisiana; Removal of Excess Emissions Provisions; Correction", 2024, "Federal Register, 89 FR 106328", "Final action; correction."},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if !c.Identifies(tc.cit) {
				t.Fatalf("Identifies(%+v) = false", tc.cit)
			}
			w, err := c.ByID(context.Background(), tc.cit)
			if err != nil {
				t.Fatal(err)
			}
			if w.ID != ShortLink+tc.number || w.Title != tc.title || w.Year != tc.year || w.Venue != tc.venue || !strings.HasPrefix(w.Abstract, tc.textStart) {
				t.Errorf("ByID = id %q title %q year %d venue %q text %.80q", w.ID, w.Title, w.Year, w.Venue, w.Abstract)
			}
			if w.DOI != "" || w.Retracted {
				t.Errorf("doi %q retracted %v", w.DOI, w.Retracted)
			}
		})
	}
}

func TestByIDNotFound(t *testing.T) {
	c, _ := replay(t)
	for _, cit := range []sourced.Citation{
		{FRDoc: "2024-99999"},
		{FRCite: "89 FR 5"},      // no document of the search holds the page
		{FRCite: "88 FR 107012"}, // the right page of another volume
	} {
		if w, err := c.ByID(context.Background(), cit); !errors.Is(err, sourced.ErrWorkNotFound) {
			t.Errorf("ByID(%+v) = %q, %v; want ErrWorkNotFound", cit, w.ID, err)
		}
	}
}

func TestSearch(t *testing.T) {
	c, n := replay(t)
	scholarly := sourced.Citation{Title: "Air Plan Revisions; California", Ref: "Smith J. Air Plan Revisions; California. J Air. 2024."}
	ws, err := c.Search(context.Background(), scholarly)
	if err != nil || len(ws) != 0 || n.Load() != 0 {
		t.Errorf("a reference not naming the Register: %d works, %v, %d requests; want none asked", len(ws), err, n.Load())
	}
	named := sourced.Citation{Title: "Air Plan Revisions; California; Feather River Air Quality Management District",
		Ref: `EPA. "Air Plan Revisions; California; Feather River Air Quality Management District." Federal Register, Dec. 31, 2024.`}
	ws, err = c.Search(context.Background(), named)
	if err != nil || len(ws) == 0 || ws[0].ID != ShortLink+"2024-31396" {
		t.Errorf("a reference naming the Register: %v, %v", ws, err)
	}
}

func TestByDOI(t *testing.T) {
	c, n := replay(t)
	if _, err := c.ByDOI(context.Background(), "10.1/x"); !errors.Is(err, sourced.ErrWorkNotFound) || n.Load() != 0 {
		t.Errorf("ByDOI: %v after %d requests; want not found, none asked", err, n.Load())
	}
}

func TestFullText(t *testing.T) {
	c, asked := replay(t)
	w, err := c.ByID(context.Background(), sourced.Citation{FRDoc: "93-32104"})
	if err != nil {
		t.Fatal(err)
	}
	if !c.Covers(w) || c.Covers(sourced.Work{DOI: "10.1/x", ID: "https://openalex.org/W1"}) {
		t.Errorf("Covers: a Federal Register document %v, a scholarly work true", c.Covers(w))
	}
	body, from, err := c.FullText(context.Background(), w)
	if err != nil {
		t.Fatal(err)
	}
	if len(body) != 1 || from != "the Federal Register (FR Doc. 93-32104)" {
		t.Fatalf("FullText = %d sections from %q", len(body), from)
	}
	// The record read by ByID gave the text's address: only the text is asked.
	if n := asked.Load(); n != 2 {
		t.Errorf("ByID then FullText made %d requests, want 2 (the record, then the text)", n)
	}
	text := body[0].Text
	want := "I therefore direct the drawdown of commodities and services from the inventory and resources of the Department of Defense of an aggregate value not to exceed $13.5 million"
	if !strings.Contains(text, want) || strings.Contains(text, "<") || strings.Contains(text, "[[Page") {
		t.Errorf("body not joined into plain paragraphs: %.300q", text)
	}
	// 2024-31396's raw text is not recorded: the replay answers 404.
	rule, err := c.ByID(context.Background(), sourced.Citation{FRDoc: "2024-31396"})
	if err != nil {
		t.Fatal(err)
	}
	if _, _, err := c.FullText(context.Background(), rule); !errors.Is(err, resolve.ErrNoFullText) {
		t.Errorf("FullText of a document without recorded text: %v, want ErrNoFullText", err)
	}
}

// TestFullTextOtherHost checks that a raw_text_url on a host other than
// the Register's or the client's base is not asked: the work is checked
// against its abstract.
func TestFullTextOtherHost(t *testing.T) {
	data, err := os.ReadFile(filepath.Join(recordings, "federalregister", "document_93-32104.json"))
	if err != nil {
		t.Fatal(err)
	}
	data = bytes.ReplaceAll(data, []byte(DefaultBaseURL+"/documents/"), []byte("https://elsewhere.example/documents/"))
	var paths []string
	var mu sync.Mutex
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		mu.Lock()
		paths = append(paths, r.URL.Path)
		mu.Unlock()
		w.Header().Set("Content-Type", "application/json")
		w.Write(data)
	}))
	defer srv.Close()
	c := New(faulttest.Fetcher(), srv.URL)
	_, _, err = c.FullText(context.Background(), sourced.Work{ID: ShortLink + "93-32104"})
	if !errors.Is(err, resolve.ErrNoFullText) || !strings.Contains(err.Error(), "elsewhere.example") {
		t.Errorf("FullText = %v, want ErrNoFullText naming the other host", err)
	}
	if len(paths) != 1 || paths[0] != "/api/v1/documents/93-32104.json" {
		t.Errorf("requests %q, want the document's record alone", paths)
	}
}

func TestFaults(t *testing.T) {
	faulttest.Check(t, func(base string) []error {
		c := New(faulttest.Fetcher(), base)
		_, err1 := c.ByID(context.Background(), sourced.Citation{FRDoc: "2024-31396"})
		_, err2 := c.ByID(context.Background(), sourced.Citation{FRCite: "89 FR 107012"})
		_, _, err3 := c.FullText(context.Background(), sourced.Work{ID: ShortLink + "2024-31396"})
		if errors.Is(err3, resolve.ErrNoFullText) {
			err3 = nil // an answer where a failure was due
		}
		return []error{err1, err2, err3}
	})
}

func TestResolver(t *testing.T) {
	c, _ := replay(t)
	r := &resolve.Resolver{Backends: []resolve.Backend{c}}
	ref := `Environmental Protection Agency. "%s." Federal Register, 2024.`
	exact := "Air Plan Revisions; California; Feather River Air Quality Management District"
	loose := "Air Plan Approvals for Nevada Clark County"
	cits := []sourced.Citation{
		{Raw: "FR Doc. 2024-31396", FRDoc: "2024-31396"},
		{Raw: "89 FR 106329", FRCite: "89 FR 106329"},
		{Raw: "[1]", Title: exact, Ref: strings.Replace(ref, "%s", exact, 1)},
		{Raw: "[2]", Title: loose, Ref: strings.Replace(ref, "%s", loose, 1)},
		{Raw: "FR Doc. 2024-99999", FRDoc: "2024-99999"},
		{Raw: "FR Doc. 2024-31396 (2019)", FRDoc: "2024-31396", Year: 2019},
	}
	res := r.Resolve(context.Background(), cits)
	for i, want := range []string{ShortLink + "2024-31396", ShortLink + "2024-30747", ShortLink + "2024-31396", "", "", ShortLink + "2024-31396"} {
		got := ""
		if res[i].Work != nil {
			got = res[i].Work.ID
		}
		if got != want || res[i].Err != nil {
			t.Errorf("%s: resolved to %q (err %v, unresolved %q), want %q", cits[i].Raw, got, res[i].Err, res[i].Unresolved, want)
		}
	}
	if !strings.Contains(res[3].Unresolved, "close enough") {
		t.Errorf("a title below the bar: unresolved %q", res[3].Unresolved)
	}
	if len(res[5].Mismatch) != 1 || !strings.HasPrefix(res[5].Mismatch[0], "year") {
		t.Errorf("wrong year: mismatch %v", res[5].Mismatch)
	}
}
