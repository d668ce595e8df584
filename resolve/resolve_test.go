package resolve

import (
	"context"
	"errors"
	"net/http"
	"net/http/httptest"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/sourced-dev/sourced"
	"github.com/sourced-dev/sourced/internal/apitest"
	"github.com/sourced-dev/sourced/internal/apitest/faulttest"
	"github.com/sourced-dev/sourced/resolve/cache"
	"github.com/sourced-dev/sourced/resolve/crossref"
	"github.com/sourced-dev/sourced/resolve/openalex"
	"github.com/sourced-dev/sourced/resolve/retraction"
)

var recordings = filepath.Join("..", "testdata", "apis")

// resolver asks the OpenAlex replay at oa and the Crossref replay at cr.
func resolver(oa, cr string) *Resolver {
	get := faulttest.Fetcher()
	return &Resolver{Backends: []Backend{openalex.New(get, oa, ""), crossref.New(get, cr, "")}}
}

func replay(t *testing.T, opts ...apitest.Option) *apitest.Server {
	t.Helper()
	return faulttest.Replay(t, recordings, opts...)
}

func resolveOne(t *testing.T, r *Resolver, c sourced.Citation) sourced.Resolution {
	t.Helper()
	return r.Resolve(context.Background(), []sourced.Citation{c})[0]
}

func TestResolveByDOI(t *testing.T) {
	srv := replay(t)
	res := resolveOne(t, resolver(srv.OpenAlexURL(), srv.CrossrefURL()), sourced.Citation{DOI: "10.7554/elife.01567"})
	if res.Err != nil || res.Work == nil {
		t.Fatalf("resolution: %+v", res)
	}
	w := res.Work
	if w.ID != "https://openalex.org/W2121398592" || w.Abstract == "" || w.Retracted || w.Retraction != nil {
		t.Errorf("work: id %q, abstract %d bytes, retracted %v %+v", w.ID, len(w.Abstract), w.Retracted, w.Retraction)
	}
}

func TestResolveRetractedBothSources(t *testing.T) {
	srv := replay(t, apitest.Retracted())
	res := resolveOne(t, resolver(srv.OpenAlexURL(), srv.CrossrefURL()), sourced.Citation{DOI: "10.7554/elife.01567"})
	if res.Work == nil || !res.Work.Retracted {
		t.Fatalf("resolution: %+v, want a retracted work", res)
	}
	want := &sourced.Retraction{NoticeDOI: "10.1016/s0140-6736(10)60175-4", Date: "2010-02-06",
		Sources: []string{"openalex", "crossref:retraction-watch"}}
	if diff := cmp.Diff(want, res.Work.Retraction); diff != "" {
		t.Errorf("retraction (-want +got):\n%s", diff)
	}
}

func TestResolveRetractedByIndexOnly(t *testing.T) {
	srv := replay(t)
	ix, err := retraction.Load(strings.NewReader("OriginalPaperDOI,RetractionDOI\n10.7554/eLife.01567,10.5555/notice.1\n"))
	if err != nil {
		t.Fatal(err)
	}
	r := resolver(srv.OpenAlexURL(), srv.CrossrefURL())
	r.Retractions = ix
	res := resolveOne(t, r, sourced.Citation{DOI: "10.7554/elife.01567"})
	want := &sourced.Retraction{NoticeDOI: "10.5555/notice.1", Sources: []string{"retraction-index"},
		NotFlaggedBy: []string{"openalex", "crossref"}}
	if res.Work == nil || !res.Work.Retracted {
		t.Fatalf("resolution: %+v, want retracted", res)
	}
	if diff := cmp.Diff(want, res.Work.Retraction); diff != "" {
		t.Errorf("the sources disagree (-want +got):\n%s", diff)
	}
}

func TestResolveFabricatedDOI(t *testing.T) {
	srv := replay(t)
	res := resolveOne(t, resolver(srv.OpenAlexURL(), srv.CrossrefURL()), sourced.Citation{DOI: "10.1234/fabricated"})
	if res.Work != nil || res.Err != nil || !strings.Contains(res.Unresolved, "no registry knows DOI 10.1234/fabricated") {
		t.Errorf("resolution: %+v, want unresolved", res)
	}
}

func TestResolveBackendFailure(t *testing.T) {
	srv := replay(t)
	for _, f := range faulttest.Faults() {
		t.Run(f.Name, func(t *testing.T) {
			bad := httptest.NewServer(f.Handler)
			defer bad.Close()
			res := resolveOne(t, resolver(srv.OpenAlexURL(), bad.URL), sourced.Citation{DOI: "10.7554/elife.01567"})
			if res.Err == nil {
				t.Errorf("crossref failing: %+v, want an error: its retraction status is unknown", res)
			}
			res = resolveOne(t, resolver(bad.URL, srv.CrossrefURL()), sourced.Citation{DOI: "10.1234/fabricated"})
			if res.Err == nil || res.Unresolved != "" {
				t.Errorf("openalex failing on a DOI crossref lacks: %+v, want an error, not unresolved", res)
			}
		})
	}
}

func TestResolveRetractionSurvivesFailure(t *testing.T) {
	srv := replay(t, apitest.Retracted())
	bad := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { w.WriteHeader(500) }))
	defer bad.Close()
	res := resolveOne(t, resolver(bad.URL, srv.CrossrefURL()), sourced.Citation{DOI: "10.7554/elife.01567"})
	if res.Work == nil || !res.Work.Retracted || res.Err != nil {
		t.Errorf("resolution: %+v, want retracted on crossref's word alone", res)
	}
}

func TestResolveSearch(t *testing.T) {
	srv := replay(t)
	r := resolver(srv.OpenAlexURL(), srv.CrossrefURL())
	tests := []struct {
		name      string
		cit       sourced.Citation
		wantTitle string
		wantWhy   string
	}{
		{"title, author and year agree", sourced.Citation{Title: "Chemical ecology", Author: "Kessler", Year: 2012}, "Chemical Ecology", ""},
		{"title alone", sourced.Citation{Title: "Skin glue improves outcome after excision and primary closure of sacrococcygeal pilonidal disease"},
			"Skin Glue Improves Outcome after Excision and Primary Closure of Sacrococcygeal Pilonidal Disease", ""},
		{"title below the bar", sourced.Citation{Title: "Chemical ecology of the deep sea"}, "", "close enough"},
		{"another first author", sourced.Citation{Title: "Chemical ecology", Author: "Smith", Year: 2012}, "", "close enough"},
		{"another year", sourced.Citation{Title: "Chemical ecology", Author: "Kessler", Year: 1990}, "", "close enough"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			res := resolveOne(t, r, tt.cit)
			if res.Err != nil {
				t.Fatal(res.Err)
			}
			got := ""
			if res.Work != nil {
				got = res.Work.Title
			}
			if got != tt.wantTitle || !strings.Contains(res.Unresolved, tt.wantWhy) {
				t.Errorf("resolved to %q (%q), want %q (%q)", got, res.Unresolved, tt.wantTitle, tt.wantWhy)
			}
		})
	}
}

func TestResolveNothingToLookUp(t *testing.T) {
	srv := replay(t)
	r := resolver(srv.OpenAlexURL(), srv.CrossrefURL())
	res := r.Resolve(context.Background(), []sourced.Citation{
		{Kind: sourced.KindNumbered, Number: 7},
		{Kind: sourced.KindAuthorYear, Author: "Wu", Year: 2024},
	})
	if !strings.Contains(res[0].Unresolved, "[7] has no entry") || !strings.Contains(res[1].Unresolved, "Wu 2024") {
		t.Errorf("unresolved reasons %q, %q", res[0].Unresolved, res[1].Unresolved)
	}
	if srv.Requests() != 0 {
		t.Errorf("%d requests for citations with nothing to look up", srv.Requests())
	}
}

func TestResolveOnceInOrder(t *testing.T) {
	srv := replay(t)
	r := resolver(srv.OpenAlexURL(), srv.CrossrefURL())
	r.Workers = 3
	cits := []sourced.Citation{
		{DOI: "10.7554/elife.01567"}, {DOI: "10.1145/3448016.3452841"}, {DOI: "10.7554/elife.01567", Year: 1999},
		{DOI: "10.1234/fabricated"}, {DOI: "10.1145/3448016.3452841"},
	}
	res := r.Resolve(context.Background(), cits)
	var got []string
	for _, rs := range res {
		if rs.Work == nil {
			got = append(got, "-")
			continue
		}
		got = append(got, rs.Work.DOI)
	}
	want := []string{"10.7554/elife.01567", "10.1145/3448016.3452841", "10.7554/elife.01567", "-", "10.1145/3448016.3452841"}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("results out of order (-want +got):\n%s", diff)
	}
	if n := srv.Requests(); n != 6 {
		t.Errorf("%d requests, want 6: three unique DOIs, two registries each", n)
	}
	if len(res[0].Mismatch) != 0 || len(res[2].Mismatch) != 1 {
		t.Errorf("mismatch is per citation: %v, %v", res[0].Mismatch, res[2].Mismatch)
	}
}

func TestResolveArXiv(t *testing.T) {
	srv := faulttest.Record(t)
	r := &Resolver{Backends: []Backend{openalex.New(faulttest.Fetcher(), srv.URL, "")}}
	resolveOne(t, r, sourced.Citation{ArXiv: "1706.03762v5"})
	var paths []string
	for _, req := range srv.Requests() {
		paths = append(paths, req.URL.Path)
	}
	if diff := cmp.Diff([]string{"/works/doi:10.48550/arxiv.1706.03762"}, paths); diff != "" {
		t.Errorf("arXiv id looked up by its DOI, version dropped (-want +got):\n%s", diff)
	}
}

func TestResolveCacheAndOffline(t *testing.T) {
	srv := replay(t)
	dir := t.TempDir()
	c, err := cache.Open(dir, 0, nil)
	if err != nil {
		t.Fatal(err)
	}
	r := resolver(srv.OpenAlexURL(), srv.CrossrefURL())
	r.Cache = c
	cits := []sourced.Citation{{DOI: "10.7554/elife.01567"}, {DOI: "10.1234/fabricated"}}
	first := r.Resolve(context.Background(), cits)
	before := srv.Requests()

	r.Offline = true
	second := r.Resolve(context.Background(), cits)
	if srv.Requests() != before {
		t.Errorf("offline run made %d requests", srv.Requests()-before)
	}
	if second[0].Work == nil || second[0].Work.Abstract != first[0].Work.Abstract {
		t.Errorf("cached work differs: %+v", second[0])
	}
	if !errors.Is(second[1].Err, ErrOffline) {
		t.Errorf("uncached negative result offline: %+v, want ErrOffline (negatives are not cached)", second[1])
	}
}

func TestOfflineRetractionIndex(t *testing.T) {
	ix, err := retraction.Load(strings.NewReader("10.1155/2021/6907871,10.1155/2023/9804945\n"))
	if err != nil {
		t.Fatal(err)
	}
	r := &Resolver{Offline: true, Retractions: ix}
	res := r.Resolve(context.Background(), []sourced.Citation{{DOI: "10.1155/2021/6907871"}, {DOI: "10.7554/elife.01567"}})
	if res[0].Work == nil || !res[0].Work.Retracted || res[0].Work.Retraction.NoticeDOI != "10.1155/2023/9804945" {
		t.Errorf("offline, indexed: %+v, want retracted", res[0])
	}
	if !errors.Is(res[1].Err, ErrOffline) {
		t.Errorf("offline, not indexed: %+v, want ErrOffline", res[1])
	}
}

func TestMismatch(t *testing.T) {
	w := sourced.Work{Title: "Attention is all you need", Year: 2017, Authors: []string{"Ashish Vaswani", "Noam Shazeer"}}
	tests := []struct {
		name string
		cit  sourced.Citation
		want []string
	}{
		{"all agree", sourced.Citation{Title: "Attention is all you need", Author: "Vaswani", Year: 2017}, nil},
		{"a year off by one", sourced.Citation{Year: 2018}, nil},
		{"nothing stated", sourced.Citation{}, nil},
		{"year", sourced.Citation{Year: 2014}, []string{"year: the citation says 2014, the work 2017"}},
		{"first author", sourced.Citation{Author: "Shazeer"}, []string{"first author: the citation says Shazeer, the work Ashish Vaswani"}},
		{"title", sourced.Citation{Title: "Deep residual learning for image recognition"},
			[]string{`title: the citation says "Deep residual learning for image recognition", the work "Attention is all you need"`}},
		{"title misread but in the entry", sourced.Citation{Title: "NeurIPS", Ref: "Vaswani A. Attention is all you need. NeurIPS. 2017."}, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if diff := cmp.Diff(tt.want, Mismatch(tt.cit, w)); diff != "" {
				t.Errorf("Mismatch (-want +got):\n%s", diff)
			}
		})
	}
}

// TestIndexJoinedAfterTheCache: the index is joined to cached works too,
// and what it says is never cached.
func TestIndexJoinedAfterTheCache(t *testing.T) {
	srv := replay(t)
	c, err := cache.Open(t.TempDir(), 0, nil)
	if err != nil {
		t.Fatal(err)
	}
	ix, err := retraction.Load(strings.NewReader("10.7554/elife.01567,10.5555/notice.1\n"))
	if err != nil {
		t.Fatal(err)
	}
	r := resolver(srv.OpenAlexURL(), srv.CrossrefURL())
	r.Cache = c
	cit := []sourced.Citation{{DOI: "10.7554/elife.01567"}}

	r.Retractions = ix
	if res := r.Resolve(context.Background(), cit)[0]; res.Work == nil || !res.Work.Retracted {
		t.Fatalf("with the index: %+v, want retracted", res)
	}
	r.Retractions = nil
	if res := r.Resolve(context.Background(), cit)[0]; res.Work == nil || res.Work.Retracted {
		t.Fatalf("without the index, from the cache: %+v, want not retracted", res)
	}
	r.Retractions, r.Offline = ix, true
	res := r.Resolve(context.Background(), cit)[0]
	want := &sourced.Retraction{NoticeDOI: "10.5555/notice.1", Sources: []string{"retraction-index"}, NotFlaggedBy: []string{"openalex", "crossref"}}
	if res.Work == nil || res.Work.Abstract == "" {
		t.Fatalf("offline with the index: %+v, want the cached work", res)
	}
	if diff := cmp.Diff(want, res.Work.Retraction); diff != "" {
		t.Errorf("cached work joined to the index (-want +got):\n%s", diff)
	}
}
