package bench

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/sourced-dev/sourced"
)

func TestLoadFaithBench(t *testing.T) {
	ds := loadFaithBenchFixture(t)
	want := &Dataset{
		Name:    "faithbench",
		GroupBy: "summarizer",
		Documents: []Document{
			{
				ID:      0,
				Sources: []sourced.Source{{Name: "source 0", Text: "Mount Kea rises 4,205 metres above the sea. Its summit hosts thirteen telescopes."}},
				Outputs: []Output{
					{
						ID: "0", Group: "openai/gpt-4o",
						Text: "Mount Kea rises 4,500 metres above the sea. Its summit hosts thirteen telescopes.",
						// The Benign annotation of "thirteen" is not a hallucination.
						Spans: []Span{{Start: 16, End: 21, Label: "Unwanted+Unwanted.Intrinsic", Kind: "Intrinsic", Text: "4,500"}},
					},
					{
						ID: "1", Group: "cohere/command-r-08-2024",
						Text: "Mount Kea rises 4,205 metres. It is sacred to many people.",
						// Questionable alone is not; Questionable with Unwanted.Extrinsic is.
						Spans: []Span{{Start: 30, End: 58, Label: "Questionable+Unwanted.Extrinsic", Kind: "Extrinsic", Text: "It is sacred to many people."}},
					},
				},
			},
			{
				ID:      1,
				Sources: []sourced.Source{{Name: "source 1", Text: "Lena Berg won the 2019 chess open in Malmö. She was nineteen at the time."}},
				Outputs: []Output{{
					ID: "2", Group: "openai/gpt-4o",
					Text: "Lena Berg won the 2019 chess open in Malmö, Sweden. She was nineteen.",
					// Code points: "Malmö" comes first.
					Spans: []Span{{Start: 60, End: 68, Label: "Unwanted", Kind: "Unspecified", Text: "nineteen"}},
				}},
			},
		},
	}
	if diff := cmp.Diff(want, ds); diff != "" {
		t.Errorf("LoadFaithBench (-want +got):\n%s", diff)
	}
}

func TestFaithBenchKind(t *testing.T) {
	tests := []struct {
		labels []string
		want   string
	}{
		{[]string{"Unwanted", "Unwanted.Intrinsic"}, "Intrinsic"},
		{[]string{"Unwanted.Extrinsic", "Benign"}, "Extrinsic"},
		{[]string{"Unwanted", "Unwanted.Extrinsic", "Unwanted.Intrinsic"}, "Intrinsic"},
		{[]string{"Unwanted"}, "Unspecified"},
		{[]string{"Questionable", "Unwanted.Other"}, "Unspecified"},
		{[]string{"Benign"}, ""},
		{[]string{"Questionable", "Benign"}, ""},
		{nil, ""},
	}
	for _, tt := range tests {
		if got := faithBenchKind(tt.labels); got != tt.want {
			t.Errorf("faithBenchKind(%q) = %q, want %q", tt.labels, got, tt.want)
		}
	}
}

// writeFaithBench writes a FaithBench folder whose batch_1.json is the
// fixture's with line n replaced by line.
func writeFaithBench(t *testing.T, n int, line string) (dir, file string) {
	t.Helper()
	dir = t.TempDir()
	if err := os.Mkdir(filepath.Join(dir, "data_for_release"), 0o755); err != nil {
		t.Fatal(err)
	}
	file = filepath.Join(dir, "data_for_release", "batch_1.json")
	copyReplacingLine(t, "testdata/faithbench/data_for_release/batch_1.json", file, n, line)
	return dir, file
}

// Batch files of no sample are an input error, not a card of no
// sentences, which would pass for a score.
func TestLoadFaithBenchNoSample(t *testing.T) {
	dir := t.TempDir()
	if err := os.Mkdir(filepath.Join(dir, "data_for_release"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "data_for_release", "batch_1.json"), []byte(`{"samples": []}`), 0o644); err != nil {
		t.Fatal(err)
	}
	_, err := LoadFaithBench(dir)
	var ie *InputError
	if !errors.As(err, &ie) || !strings.Contains(err.Error(), "hold no sample") {
		t.Errorf("LoadFaithBench = %v, want an *InputError saying the batch files hold no sample", err)
	}
}

func TestLoadFaithBenchMalformed(t *testing.T) {
	tests := []struct {
		name     string
		line     int
		text     string
		wantLine int
		want     string
	}{
		{"syntax error", 60, `"summary_span": "It is sacred to many people.",,`, 60, "invalid character"},
		{"offset not a number", 61, `"summary_start": "30",`, 61, `"annotations.summary_start": want a whole number, got a string`},
		{"span text differs", 116, `"summary_span": "nineteen!",`, 88, `summary_span is "nineteen!"`},
		{"span past the end", 118, `"summary_end": 99,`, 88, "outside"},
		{"no summary", 91, `"summry": "x",`, 88, "without sample_id, source or summary"},
		{"no samples", 2, `"data": [`, 0, `no "samples" array`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			dir, file := writeFaithBench(t, tt.line, tt.text)
			_, err := LoadFaithBench(dir)
			var ie *InputError
			if !errors.As(err, &ie) {
				t.Fatalf("LoadFaithBench = %v, want an *InputError", err)
			}
			if ie.File != file || ie.Line != tt.wantLine {
				t.Errorf("error at %s:%d, want %s:%d", ie.File, ie.Line, file, tt.wantLine)
			}
			if !strings.Contains(err.Error(), tt.want) {
				t.Errorf("error = %q, want %q in it", err, tt.want)
			}
			if tt.wantLine > 0 && !strings.Contains(err.Error(), fmt.Sprintf("batch_1.json:%d: ", tt.wantLine)) {
				t.Errorf("error = %q, want batch_1.json:%d in it", err, tt.wantLine)
			}
		})
	}
}

func TestLoadFaithBenchNoFiles(t *testing.T) {
	if _, err := LoadFaithBench(t.TempDir()); err == nil {
		t.Error("LoadFaithBench(empty dir): got no error, want one")
	}
}
