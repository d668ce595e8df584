package cite

import (
	"bytes"
	"encoding/json"
	"flag"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/sourced-dev/sourced"
)

var update = flag.Bool("update", false, "rewrite the golden files")

// TestExtractGolden extracts the cited claims of the realistic summaries
// in testdata and compares them with their golden files.
func TestExtractGolden(t *testing.T) {
	inputs, err := filepath.Glob(filepath.Join("testdata", "*.md"))
	if err != nil || len(inputs) == 0 {
		t.Fatalf("no summaries in testdata: %v", err)
	}
	for _, in := range inputs {
		t.Run(filepath.Base(in), func(t *testing.T) {
			text, err := os.ReadFile(in)
			if err != nil {
				t.Fatal(err)
			}
			got, err := json.MarshalIndent(Extract(string(text)), "", "  ")
			if err != nil {
				t.Fatal(err)
			}
			got = append(got, '\n')
			golden := strings.TrimSuffix(in, ".md") + ".golden.json"
			if *update {
				if err := os.WriteFile(golden, got, 0o644); err != nil {
					t.Fatal(err)
				}
			}
			want, err := os.ReadFile(golden)
			if err != nil {
				t.Fatal(err)
			}
			if !bytes.Equal(got, want) {
				t.Errorf("Extract(%s) differs from %s (go test ./cite -update rewrites it):\n%s", in, golden, cmp.Diff(string(want), string(got)))
			}
		})
	}
}

// citedRaw lists, for each pair, the citation as written and the number
// or author it resolved to in the reference list.
func citedRaw(pairs []sourced.CitedClaim) []string {
	var out []string
	for _, p := range pairs {
		s := p.Citation.Raw
		switch {
		case p.Citation.DOI != "":
			s += " -> " + p.Citation.DOI
		case p.Citation.ArXiv != "":
			s += " -> arXiv " + p.Citation.ArXiv
		case p.Citation.Ref != "":
			s += " -> " + p.Citation.Ref
		}
		out = append(out, s)
	}
	return out
}

func TestExtractKinds(t *testing.T) {
	tests := []struct {
		name string
		text string
		want []string
	}{
		{"doi prefix", "Shown before (doi:10.1000/xyz123).", []string{"doi:10.1000/xyz123 -> 10.1000/xyz123"}},
		{"doi url trailing stop", "See https://doi.org/10.1038/NATURE12373.", []string{"https://doi.org/10.1038/NATURE12373 -> 10.1038/nature12373"}},
		{"dx url", "See http://dx.doi.org/10.1000/abc, then more.", []string{"http://dx.doi.org/10.1000/abc -> 10.1000/abc"}},
		{"bare doi in brackets", "It was retracted (10.1016/S0140-6736(97)11096-0).",
			[]string{"10.1016/S0140-6736(97)11096-0 -> 10.1016/s0140-6736(97)11096-0"}},
		{"doi then quote", `The "result" 10.5555/12345678; is cited.`, []string{"10.5555/12345678 -> 10.5555/12345678"}},
		{"arxiv new style with version", "Introduced in arXiv:1706.03762v5.", []string{"arXiv:1706.03762v5 -> arXiv 1706.03762v5"}},
		{"arxiv link", "See https://arxiv.org/abs/2001.08361 for details.", []string{"https://arxiv.org/abs/2001.08361 -> arXiv 2001.08361"}},
		{"arxiv old style", "An early paper (arXiv:hep-th/9711200) set it up.", []string{"arXiv:hep-th/9711200 -> arXiv hep-th/9711200"}},
		{"bare decimal is not arxiv", "Revenue was 2101.01234 units.", nil},
		{"markdown link is not a marker", "See [1](https://example.com) here.", nil},
		{"numbered without list", "A claim [4].", []string{"[4]"}},
		{"author-year without list", "A claim (Smith et al., 2020; Lee 2019).", []string{"Smith et al., 2020", "Lee 2019"}},
		{"narrative", "Kim and Park (2018) measured it.", []string{"Kim and Park (2018)"}},
		{"particle surname", "As van der Berg (2015) argued.", []string{"van der Berg (2015)"}},
		{"year in parentheses is not a citation", "Sales rose in (2020) and In (2019) fell.", nil},
		{"figure in parentheses is not a citation", "Revenue grew (n = 2020 firms).", nil},
		{"code is not cited", "Run this:\n\n```sh\ncurl https://doi.org/10.1000/in.code\n```\n\nThen see doi:10.1000/after.", []string{"doi:10.1000/after -> 10.1000/after"}},
		{"an unclosed fence runs to the end", "Code:\n~~~\n[1] (Smith, 2020) 10.1000/x\n", nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := citedRaw(Extract(tt.text))
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("Extract(%q) citations (-want +got):\n%s", tt.text, diff)
			}
		})
	}
}

func TestExtractReferences(t *testing.T) {
	text := "Attention suffices [2]. Scaling helps [1, 3]. Also [1-2]. Missing [9].\n\n" +
		"References\n" +
		"[1] Kaplan J, McCandlish S. Scaling laws for neural language models. arXiv:2001.08361. 2020.\n" +
		"[2] Vaswani, A., Shazeer, N. (2017). Attention is all you need. NeurIPS.\n" +
		"    https://doi.org/10.48550/arXiv.1706.03762\n" +
		"[3] A. B. Hoffmann, S. Borgeaud. Training compute-optimal large language models. 2022.\n"
	pairs := Extract(text)
	type row struct {
		Raw    string
		Number int
		DOI    string
		ArXiv  string
		Author string
		Year   int
		Title  string
	}
	var got []row
	for _, p := range pairs {
		c := p.Citation
		got = append(got, row{c.Raw, c.Number, c.DOI, c.ArXiv, c.Author, c.Year, c.Title})
	}
	scaling := row{"", 1, "", "2001.08361", "Kaplan", 2020, "Scaling laws for neural language models"}
	attention := row{"", 2, "10.48550/arxiv.1706.03762", "", "Vaswani", 2017, "Attention is all you need"}
	hoffmann := row{"", 3, "", "", "Hoffmann", 2022, "Training compute-optimal large language models"}
	with := func(r row, raw string) row { r.Raw = raw; return r }
	want := []row{
		with(attention, "[2]"),
		with(scaling, "[1, 3]"), with(hoffmann, "[1, 3]"),
		with(scaling, "[1-2]"), with(attention, "[1-2]"),
		{Raw: "[9]", Number: 9},
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("numbered citations (-want +got):\n%s", diff)
	}
	if n := len(References(text)); n != 3 {
		t.Errorf("References found %d entries, want 3", n)
	}
}

func TestExtractAuthorYearMatching(t *testing.T) {
	text := "Retrieval helps (Lewis et al., 2020; Müller, 2019). Lewis et al. (2021) disagree.\n\n" +
		"## Works cited\n\n" +
		"- Lewis, P., Perez, E. (2020). Retrieval-augmented generation. NeurIPS.\n" +
		"- Muller, K. (2019). \"A study of things that matter a lot\". Journal of Things, 4, 1-9.\n"
	pairs := Extract(text)
	var got []string
	for _, p := range pairs {
		got = append(got, p.Citation.Raw+" | "+p.Citation.Title)
	}
	want := []string{
		"Lewis et al., 2020 | Retrieval-augmented generation",
		"Müller, 2019 | A study of things that matter a lot",
		// Same author, another year: no entry, but kept.
		"Lewis et al. (2021) | ",
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("author-year matching (-want +got):\n%s", diff)
	}
	if c := pairs[2].Citation; c.Author != "Lewis" || c.Year != 2021 {
		t.Errorf("unmatched citation kept as author %q year %d, want Lewis 2021", c.Author, c.Year)
	}
}

func TestExtractYearSuffix(t *testing.T) {
	text := "First (Lee, 2019b). Then Lee (2019a). And (Lee, 2019).\n\nReferences\n" +
		"Lee, K. (2019a). The first paper of the year. J. One.\n" +
		"Lee, K. (2019b). The second paper of the year. J. Two.\n"
	var got []string
	for _, p := range Extract(text) {
		got = append(got, p.Citation.Raw+" | "+p.Citation.Title)
	}
	want := []string{
		"Lee, 2019b | The second paper of the year",
		"Lee (2019a) | The first paper of the year",
		"Lee, 2019 | The first paper of the year",
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("year suffixes (-want +got):\n%s", diff)
	}
}

func TestExtractClaims(t *testing.T) {
	text := "Größe matters. The effect was 12% [1]. Smith et al. (2020) found it too (doi:10.1000/abc).\n\nReferences\n1. Smith J. A title here. 2020."
	pairs := Extract(text)
	if len(pairs) != 3 {
		t.Fatalf("got %d pairs, want 3", len(pairs))
	}
	runes := []rune(text)
	for _, p := range pairs {
		if got := string(runes[p.Start:p.End]); got != p.Text {
			t.Errorf("claim offsets [%d,%d) hold %q, want %q", p.Start, p.End, got, p.Text)
		}
		if got := string(runes[p.Citation.Start:p.Citation.End]); got != p.Citation.Raw {
			t.Errorf("citation offsets [%d,%d) hold %q, want %q", p.Citation.Start, p.Citation.End, got, p.Citation.Raw)
		}
	}
	wantChecked := []string{"The effect was 12%.", "found it too.", "found it too."}
	for i, p := range pairs {
		if p.Checked != wantChecked[i] {
			t.Errorf("pair %d checked text %q, want %q", i, p.Checked, wantChecked[i])
		}
	}
}

func TestNormalizeDOI(t *testing.T) {
	tests := []struct{ in, want string }{
		{"10.1000/ABC", "10.1000/abc"},
		{"doi: 10.1000/abc.", "10.1000/abc"},
		{"https://doi.org/10.1000/abc)", "10.1000/abc"},
		{"https://doi.org/10.1016/S0140-6736(97)11096-0", "10.1016/s0140-6736(97)11096-0"},
		{"not a doi", ""},
		{"10.12/x", ""},
	}
	for _, tt := range tests {
		if got := NormalizeDOI(tt.in); got != tt.want {
			t.Errorf("NormalizeDOI(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}

func TestArXivBase(t *testing.T) {
	tests := []struct{ in, want string }{
		{"1706.03762v5", "1706.03762"},
		{"1706.03762", "1706.03762"},
		{"hep-th/9901001v2", "hep-th/9901001"},
		{"math.GT/0309136", "math.GT/0309136"},
	}
	for _, tt := range tests {
		if got := ArXivBase(tt.in); got != tt.want {
			t.Errorf("ArXivBase(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}

func TestExpandNumbers(t *testing.T) {
	tests := []struct {
		in   string
		want []int
	}{
		{"3", []int{3}},
		{"1-3", []int{1, 2, 3}},
		{"1, 4", []int{1, 4}},
		{"2,5–7", []int{2, 5, 6, 7}},
		{"5-2", []int{5, 2}},
		{"1-9999", []int{1, 9999}},
		{"0", nil},
	}
	for _, tt := range tests {
		if got := expandNumbers(tt.in); !slices.Equal(got, tt.want) {
			t.Errorf("expandNumbers(%q) = %v, want %v", tt.in, got, tt.want)
		}
	}
}

func TestReferenceEntries(t *testing.T) {
	tests := []struct {
		entry         string
		author, title string
		year          int
	}{
		{"Vaswani, A., Shazeer, N., et al. (2017). Attention is all you need. NeurIPS, 30.", "Vaswani", "Attention is all you need", 2017},
		{"Smith J, Lee K. Title of the paper. Nature. 2020;580:123-127.", "Smith", "Title of the paper", 2020},
		{"A. Vaswani, N. Shazeer. Attention is all you need. NeurIPS 2017.", "Vaswani", "Attention is all you need", 2017},
		{"van der Berg, P. (2015). Particles in names. J. Names, 2.", "van der Berg", "Particles in names", 2015},
		{"Ng, A. (2021, March). \"Quoted titles win over layout\". Blog.", "Ng", "Quoted titles win over layout", 2021},
		{"Kaplan J. Scaling laws. arXiv:2001.08361. 2020.", "Kaplan", "Scaling laws", 2020},
	}
	for _, tt := range tests {
		e := Entry{Text: tt.entry}
		describe(&e)
		if e.Author != tt.author || e.Title != tt.title || e.Year != tt.year {
			t.Errorf("entry %q read as (%q, %q, %d), want (%q, %q, %d)", tt.entry, e.Author, e.Title, e.Year, tt.author, tt.title, tt.year)
		}
	}
}
