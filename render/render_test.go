package render_test

import (
	"bytes"
	"encoding/json"
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/sourced-dev/sourced"
	"github.com/sourced-dev/sourced/render"
)

var update = flag.Bool("update", false, "rewrite the golden files under testdata/")

// tricky is a hand-built report whose text exercises what renderers get
// wrong: newlines, per cent signs, both kinds of quote, non-ASCII,
// markup, a control character, and nil lists where the contract says [].
func tricky() *sourced.Report {
	r := &sourced.Report{Claims: []sourced.Claim{
		{
			Text: "Microsoft reported revenue of $56 billion.", Start: 0, End: 42,
			Verdict: sourced.Grounded, ReasonCode: sourced.ReasonSupported,
			Reason: "every number and name is in one passage, with most of the wording",
			Signals: sourced.Signals{
				Numbers:  []string{"56000000000 money"},
				Entities: []string{"Microsoft"},
				Quotes:   []string{},
			},
			Evidence: []sourced.Evidence{{Source: "source.txt", Start: 0, End: 42, Text: "Microsoft reported revenue of $56 billion."}},
		},
		{
			Text: "Microsoft grew 40% year over year.", Start: 43, End: 77,
			Verdict: sourced.Contradicted, ReasonCode: sourced.ReasonNumberMismatch,
			Reason: "claims 40% about Microsoft; the passage about Microsoft gives other figures",
			Signals: sourced.Signals{
				Numbers:  []string{"40%"},
				Entities: []string{"Microsoft"},
			},
			Evidence: []sourced.Evidence{{Source: "source.txt", Start: 0, End: 75, Text: "Microsoft reported revenue of $56 billion. Microsoft grew 8% year over year."}},
			Contradictions: []sourced.Contradiction{{
				ClaimNumber: "40%", Entity: "Microsoft",
				SourceNumbersNearby: []string{"56 billion", "8%"},
			}},
		},
		{
			Text: "Zürich's CEO said \"<script>alert('x')</script> & more\"\nin a line break.", Start: 78, End: 148,
			Verdict: sourced.Unverified, ReasonCode: sourced.ReasonMissingSignals,
			Reason: "1/2 signals missing: quotes ['<script>alert(\\'x\\')</script> & more']\nnot in any passage",
			Signals: sourced.Signals{
				Entities: []string{"Zürich"},
				Quotes:   []string{"<script>alert('x')</script> & more"},
			},
		},
		{
			Text: "The outlook remains uncertain — 100% so.\x1b[2J", Start: 149, End: 190,
			Verdict: sourced.Unverified, ReasonCode: sourced.ReasonNoSignals,
			Reason: "no checkable numbers, quoted text, or capitalized names in this claim",
		},
	}}
	for _, c := range r.Claims {
		r.Counts.Add(c.Verdict)
	}
	return r
}

func golden(t *testing.T, name string, got []byte) {
	t.Helper()
	path := filepath.Join("testdata", name)
	if *update {
		if err := os.WriteFile(path, got, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run go test ./render -update to create it)", err)
	}
	if diff := cmp.Diff(string(want), string(got)); diff != "" {
		t.Errorf("%s differs (-want +got):\n%s", path, diff)
	}
}

func TestTextGolden(t *testing.T) {
	for _, tt := range []struct {
		name string
		opts render.TextOptions
	}{
		{"text.golden", render.TextOptions{}},
		{"text-color.golden", render.TextOptions{Color: true}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			var b bytes.Buffer
			if err := render.Text(&b, tricky(), tt.opts); err != nil {
				t.Fatal(err)
			}
			golden(t, tt.name, b.Bytes())
		})
	}
}

func TestTextWithoutColorHasNoEscapes(t *testing.T) {
	var b bytes.Buffer
	if err := render.Text(&b, tricky(), render.TextOptions{}); err != nil {
		t.Fatal(err)
	}
	if i := bytes.IndexByte(b.Bytes(), 0x1b); i >= 0 {
		t.Errorf("text output has an escape byte at %d:\n%s", i, b.String())
	}
}

func TestTextEmptyReport(t *testing.T) {
	var b bytes.Buffer
	if err := render.Text(&b, &sourced.Report{}, render.TextOptions{}); err != nil {
		t.Fatal(err)
	}
	if got, want := b.String(), "0 grounded, 0 contradicted, 0 unverified\n"; got != want {
		t.Errorf("Text(empty) = %q, want %q", got, want)
	}
}

func TestJSONGolden(t *testing.T) {
	var b bytes.Buffer
	if err := render.JSON(&b, tricky()); err != nil {
		t.Fatal(err)
	}
	golden(t, "report.json.golden", b.Bytes())
}

func TestJSONLinesGolden(t *testing.T) {
	var b bytes.Buffer
	if err := render.JSONLine(&b, json.RawMessage(`"a"`), tricky()); err != nil {
		t.Fatal(err)
	}
	if err := render.JSONLine(&b, json.RawMessage(`{ "run": 7,  "ok": true }`), &sourced.Report{}); err != nil {
		t.Fatal(err)
	}
	if err := render.JSONLineError(&b, json.RawMessage("3"), `missing "output"`); err != nil {
		t.Fatal(err)
	}
	golden(t, "lines.jsonl.golden", b.Bytes())
}

// TestJSONNeverNull checks that nil lists, as an engine may leave them,
// are written as [] and that rendering does not change the report.
func TestJSONNeverNull(t *testing.T) {
	r := &sourced.Report{Claims: []sourced.Claim{{
		Text: "A.", Verdict: sourced.Contradicted,
		Contradictions: []sourced.Contradiction{{ClaimNumber: "5"}},
	}}}
	for name, render := range map[string]func(*bytes.Buffer) error{
		"JSON":     func(b *bytes.Buffer) error { return render.JSON(b, r) },
		"JSONLine": func(b *bytes.Buffer) error { return render.JSONLine(b, json.RawMessage("1"), r) },
		"empty":    func(b *bytes.Buffer) error { return render.JSON(b, &sourced.Report{}) },
	} {
		var b bytes.Buffer
		if err := render(&b); err != nil {
			t.Fatal(err)
		}
		if strings.Contains(b.String(), "null") {
			t.Errorf("%s wrote null:\n%s", name, b.String())
		}
	}
	if r.Claims[0].Evidence != nil || r.Claims[0].Contradictions[0].SourceNumbersNearby != nil {
		t.Errorf("rendering changed the report: %+v", r.Claims[0])
	}
}
