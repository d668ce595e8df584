package retraction

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/sourced-dev/sourced"
)

var recordings = filepath.Join("..", "..", "testdata", "apis", "retractionwatch")

func load(t *testing.T, name string) *Index {
	t.Helper()
	f, err := os.Open(filepath.Join(recordings, name))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	ix, err := Load(f)
	if err != nil {
		t.Fatal(err)
	}
	return ix
}

func TestRetractionWatchCSV(t *testing.T) {
	ix := load(t, "retraction_watch_sample.csv")
	want := []sourced.Notice{{Kind: sourced.NoticeRetraction, DOI: "10.1155/2023/9804945", Date: "2023-08-16", Source: Name}}
	if diff := cmp.Diff(want, ix.Lookup("10.1155/2021/6907871")); diff != "" {
		t.Errorf("Lookup (-want +got):\n%s", diff)
	}
	if ix.Len() != 1 {
		t.Errorf("Len = %d, want 1", ix.Len())
	}
}

func TestPairsFile(t *testing.T) {
	ix := load(t, "doi_pairs_head20.csv")
	data, err := os.ReadFile(filepath.Join(recordings, "doi_pairs_head20.csv"))
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSpace(string(data)), "\n")[1:]
	distinct := map[string]bool{}
	for _, l := range lines {
		orig, notice, _ := strings.Cut(l, ",")
		distinct[strings.ToLower(orig)] = true
		found := false
		for _, n := range ix.Lookup(orig) {
			found = found || (n.DOI == strings.ToLower(strings.TrimSpace(notice)) && n.Kind == sourced.NoticeRetraction)
		}
		if !found {
			t.Errorf("pair %s has no retraction notice %s in the index", orig, notice)
		}
	}
	if ix.Len() != len(distinct) {
		t.Errorf("Len = %d, want %d distinct original DOIs", ix.Len(), len(distinct))
	}
}

func TestNatures(t *testing.T) {
	csv := "Record ID,RetractionDate,RetractionDOI,OriginalPaperDOI,RetractionNature,Notes,\n" +
		"1,3/5/2020 0:00,10.1000/c,10.1000/orig,Correction,,\n" +
		"2,2021-01-02,10.1000/e,10.1000/orig,Expression of concern,,\n" +
		"3,,10.1000/r,https://doi.org/10.1000/ORIG,Retraction,,\n" +
		"4,,,not a doi,Retraction,,\n"
	ix, err := Load(strings.NewReader(csv))
	if err != nil {
		t.Fatal(err)
	}
	want := []sourced.Notice{
		{Kind: sourced.NoticeCorrection, DOI: "10.1000/c", Date: "2020-03-05", Source: Name},
		{Kind: sourced.NoticeExpressionOfConcern, DOI: "10.1000/e", Date: "2021-01-02", Source: Name},
		{Kind: sourced.NoticeRetraction, DOI: "10.1000/r", Source: Name},
	}
	if diff := cmp.Diff(want, ix.Lookup("10.1000/orig")); diff != "" {
		t.Errorf("natures (-want +got):\n%s", diff)
	}
}

func TestBadFiles(t *testing.T) {
	for _, in := range []string{"", "just one column\n10.1000/x\n"} {
		if _, err := Load(strings.NewReader(in)); err == nil {
			t.Errorf("Load(%q): no error", in)
		}
	}
}

// FuzzLoad checks that any input loads or fails cleanly, and that every
// indexed DOI is found by Lookup with notices from this index.
func FuzzLoad(f *testing.F) {
	f.Add("OriginalPaperDOI,RetractionDOI\n10.1000/a,10.1000/b\n")
	f.Add("Record ID,RetractionDate,RetractionDOI,OriginalPaperDOI,RetractionNature,\n1,8/16/2023 0:00,10.1000/n,10.1000/o,Retraction,\n")
	f.Add("10.1000/a,\"10.1000/b\n")
	f.Fuzz(func(t *testing.T, in string) {
		ix, err := Load(strings.NewReader(in))
		if err != nil {
			return
		}
		for doi, ns := range ix.byDOI {
			if doi != strings.ToLower(doi) || len(ix.Lookup(doi)) != len(ns) || len(ns) == 0 {
				t.Fatalf("DOI %q indexed with %d notices, Lookup finds %d", doi, len(ns), len(ix.Lookup(doi)))
			}
			for _, n := range ns {
				if n.Source != Name {
					t.Fatalf("notice %+v not from the index", n)
				}
			}
		}
	})
}
