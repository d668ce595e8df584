package bench

import (
	"bytes"
	"context"
	"encoding/json"
	"flag"
	"os"
	"path/filepath"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/sourced-dev/sourced"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata/")

// golden compares got with testdata/name, or rewrites it under -update.
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
		t.Fatal(err)
	}
	if diff := cmp.Diff(string(want), string(got)); diff != "" {
		t.Errorf("%s (-want +got):\n%s", name, diff)
	}
}

func scoreFixture(t *testing.T, ds *Dataset, verdicts map[string]sourced.Verdict, opts Options) *Result {
	t.Helper()
	fake := &fakeChecker{verdicts: verdicts}
	res, err := Score(context.Background(), ds, fake.check, opts)
	if err != nil {
		t.Fatal(err)
	}
	return res
}

func TestWriteTable(t *testing.T) {
	tests := []struct {
		name string
		res  *Result
	}{
		{"ragtruth.table.golden", scoreFixture(t, loadRAGTruthFixture(t), ragtruthVerdicts, Options{})},
		{"faithbench.table.golden", scoreFixture(t, loadFaithBenchFixture(t), faithbenchVerdicts, Options{})},
		{"faithbench.original.table.golden", scoreOriginalFixture(t, loadFaithBenchFixture(t))},
	}
	for _, tt := range tests {
		var b bytes.Buffer
		if err := WriteTable(&b, tt.res); err != nil {
			t.Fatal(err)
		}
		golden(t, tt.name, b.Bytes())
	}
}

// scoreOriginalFixture scores ds with the original tool's real rules.
func scoreOriginalFixture(t *testing.T, ds *Dataset) *Result {
	t.Helper()
	res, err := ScoreOriginal(context.Background(), ds, Options{Examples: 1})
	if err != nil {
		t.Fatal(err)
	}
	return res
}

func TestWriteVersus(t *testing.T) {
	ds := loadRAGTruthFixture(t)
	var b bytes.Buffer
	if err := WriteVersus(&b, scoreFixture(t, ds, ragtruthVerdicts, Options{}), scoreOriginalFixture(t, ds)); err != nil {
		t.Fatal(err)
	}
	golden(t, "ragtruth.versus.golden", b.Bytes())
}

func TestWriteJSONBaseline(t *testing.T) {
	ds := loadRAGTruthFixture(t)
	current, original := scoreFixture(t, ds, ragtruthVerdicts, Options{}), scoreOriginalFixture(t, ds)
	var both, alone, only bytes.Buffer
	for _, w := range []struct {
		b       *bytes.Buffer
		results []*Result
	}{{&both, []*Result{current, original}}, {&alone, []*Result{current}}, {&only, []*Result{original}}} {
		if err := WriteJSON(w.b, w.results...); err != nil {
			t.Fatal(err)
		}
	}
	golden(t, "ragtruth.baseline.json.golden", both.Bytes())

	type card struct {
		Dataset  string
		Sources  int
		Rules    string
		Tasks    map[string]json.RawMessage
		Errors   json.RawMessage
		Baseline *card
	}
	var b, a, o card
	for _, d := range []struct {
		data []byte
		into *card
	}{{both.Bytes(), &b}, {alone.Bytes(), &a}, {only.Bytes(), &o}} {
		if err := json.Unmarshal(d.data, d.into); err != nil {
			t.Fatal(err)
		}
	}
	var origAll struct{ Sentences, Grounded int }
	switch {
	case b.Dataset != "ragtruth" || b.Sources != 2 || b.Rules != "":
		t.Errorf("top level = %q, %d sources, rules %q; want ragtruth, 2, no rules", b.Dataset, b.Sources, b.Rules)
	case !bytes.Equal(b.Tasks["all"], a.Tasks["all"]) || len(b.Tasks) != len(a.Tasks):
		t.Errorf("tasks beside a baseline = %s, want those written alone: %s", b.Tasks["all"], a.Tasks["all"])
	case b.Baseline == nil || b.Baseline.Rules != OriginalRules || len(b.Baseline.Tasks) != 3:
		t.Errorf("baseline missing, or not the original rules with QA, Summary and all: %s", both.Bytes())
	case a.Baseline != nil:
		t.Errorf("one result wrote a baseline: %s", alone.Bytes())
	case o.Tasks != nil || o.Baseline == nil || !bytes.Equal(o.Baseline.Tasks["all"], b.Baseline.Tasks["all"]):
		t.Errorf("the original rules alone = %s; want them only under baseline", only.Bytes())
	}
	if b.Baseline == nil {
		return
	}
	if err := json.Unmarshal(b.Baseline.Tasks["all"], &origAll); err != nil || origAll.Sentences != original.All().Sentences || origAll.Grounded != original.All().Grounded {
		t.Errorf("baseline all = %+v (%v), want %+v", origAll, err, original.All())
	}
	if err := WriteJSON(&bytes.Buffer{}); err == nil {
		t.Error("WriteJSON of no result succeeded, want an error")
	}
}

func TestWriteExamples(t *testing.T) {
	res := scoreFixture(t, loadRAGTruthFixture(t), ragtruthVerdicts, Options{Examples: 3})
	var b bytes.Buffer
	if err := WriteExamples(&b, res); err != nil {
		t.Fatal(err)
	}
	golden(t, "ragtruth.errors.golden", b.Bytes())
}

func TestWriteJSON(t *testing.T) {
	res := scoreFixture(t, loadRAGTruthFixture(t), ragtruthVerdicts, Options{})
	var b bytes.Buffer
	if err := WriteJSON(&b, res); err != nil {
		t.Fatal(err)
	}
	golden(t, "ragtruth.json.golden", b.Bytes())

	// The contract, read back as a consumer would.
	var doc struct {
		Dataset string
		GroupBy string `json:"group_by"`
		Tasks   map[string]struct {
			Sentences              int                                `json:"sentences"`
			Hallucinated           int                                `json:"hallucinated"`
			Grounded               int                                `json:"grounded"`
			FalseGroundedRate      *float64                           `json:"false_grounded_rate"`
			FalseGroundedRateCI    []float64                          `json:"false_grounded_rate_ci"`
			Contradicted           int                                `json:"contradicted"`
			ContradictionPrecision *float64                           `json:"contradiction_precision"`
			Unverified             int                                `json:"unverified"`
			Caught                 *float64                           `json:"caught"`
			CaughtCI               []float64                          `json:"caught_ci"`
			ByLabel                map[string]struct{ Sentences int } `json:"by_label"`
		}
		Errors json.RawMessage
	}
	if err := json.Unmarshal(b.Bytes(), &doc); err != nil {
		t.Fatal(err)
	}
	all, qa := doc.Tasks["all"], doc.Tasks["QA"]
	switch {
	case doc.Dataset != "ragtruth" || doc.GroupBy != "task" || len(doc.Tasks) != 3:
		t.Errorf("dataset %q with %d tasks by %q, want ragtruth with QA, Summary and all by task", doc.Dataset, len(doc.Tasks), doc.GroupBy)
	case all.Sentences != 7 || all.Hallucinated != 3 || all.Grounded != 4 || all.Contradicted != 2 || all.Unverified != 1:
		t.Errorf("all = %+v, want 7 sentences, 3 hallucinated, 4 grounded, 2 contradicted, 1 unverified", all)
	case *all.FalseGroundedRate != 0.25 || *all.ContradictionPrecision != 0.5 || *all.Caught != 0.6667:
		t.Errorf("all rates = %v %v %v, want 0.25 0.5 0.6667", *all.FalseGroundedRate, *all.ContradictionPrecision, *all.Caught)
	case len(all.FalseGroundedRateCI) != 2 || all.FalseGroundedRateCI[0] != 0.0456 || all.FalseGroundedRateCI[1] != 0.6994:
		t.Errorf("all false_grounded_rate_ci = %v, want [0.0456, 0.6994]", all.FalseGroundedRateCI)
	case qa.ContradictionPrecision != nil:
		t.Errorf("QA contradiction_precision = %v, want null (nothing contradicted)", *qa.ContradictionPrecision)
	case all.ByLabel["Baseless"].Sentences != 2 || all.ByLabel["Conflict"].Sentences != 1:
		t.Errorf("all by_label = %+v, want Baseless 2, Conflict 1", all.ByLabel)
	case doc.Errors != nil:
		t.Errorf("errors = %s, want none without examples", doc.Errors)
	}
}

func TestWriteJSONFaithBench(t *testing.T) {
	res := scoreFixture(t, loadFaithBenchFixture(t), faithbenchVerdicts, Options{Examples: 1})
	var b bytes.Buffer
	if err := WriteJSON(&b, res); err != nil {
		t.Fatal(err)
	}
	var doc struct {
		GroupBy string `json:"group_by"`
		Tasks   map[string]struct {
			Outputs int `json:"outputs"`
		}
		Summarizers json.RawMessage
		Errors      struct {
			FalseGrounded     []struct{ Output string } `json:"false_grounded"`
			FalseContradicted []struct{ Output string } `json:"false_contradicted"`
		}
	}
	if err := json.Unmarshal(b.Bytes(), &doc); err != nil {
		t.Fatal(err)
	}
	// Its groups sit under "tasks", as RAGTruth's do, named by group_by.
	if doc.GroupBy != "summarizer" || len(doc.Tasks) != 3 || doc.Tasks["all"].Outputs == 0 || doc.Summarizers != nil {
		t.Errorf("group_by %q, %d tasks (all: %+v), summarizers %s; want summarizer, 3 tasks (two models and all), no summarizers",
			doc.GroupBy, len(doc.Tasks), doc.Tasks["all"], doc.Summarizers)
	}
	if len(doc.Errors.FalseGrounded) != 1 || doc.Errors.FalseGrounded[0].Output != "2" ||
		len(doc.Errors.FalseContradicted) != 1 || doc.Errors.FalseContradicted[0].Output != "2" {
		t.Errorf("errors = %+v, want one false grounded and one false contradicted, both of sample 2", doc.Errors)
	}
}

// Scoring in parallel must not change a byte of the output.
func TestScoreStable(t *testing.T) {
	ds := loadRAGTruthFixture(t)
	var first []byte
	for range 20 {
		res := scoreFixture(t, ds, ragtruthVerdicts, Options{Examples: 2})
		var b bytes.Buffer
		if err := WriteJSON(&b, res); err != nil {
			t.Fatal(err)
		}
		if first == nil {
			first = b.Bytes()
		} else if !bytes.Equal(first, b.Bytes()) {
			t.Fatalf("run output differs:\n%s\nfirst:\n%s", b.Bytes(), first)
		}
	}
}
