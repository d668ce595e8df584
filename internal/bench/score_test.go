package bench

import (
	"context"
	"slices"
	"sync"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/sourced-dev/sourced"
)

// fakeChecker splits an output into sentences at ". " and gives each the
// verdict the table names (unverified when it names none). It records the
// text of every source set it is asked to prepare.
type fakeChecker struct {
	verdicts map[string]sourced.Verdict

	mu       sync.Mutex
	prepared []string
}

func (f *fakeChecker) check(sources []sourced.Source, outputs []string, report func(int, *sourced.Report)) {
	f.mu.Lock()
	for _, s := range sources {
		f.prepared = append(f.prepared, s.Text)
	}
	f.mu.Unlock()
	for i, output := range outputs {
		r := f.checkOne(output)
		report(i, &r)
	}
}

// checkOne is the report of one output.
func (f *fakeChecker) checkOne(output string) sourced.Report {
	r := sourced.Report{Claims: []sourced.Claim{}}
	runes := []rune(output)
	start := 0
	for i, c := range runes {
		if c != '.' || (i+1 < len(runes) && runes[i+1] != ' ') {
			continue
		}
		text := string(runes[start : i+1])
		v, ok := f.verdicts[text]
		if !ok {
			v = sourced.Unverified
		}
		r.Claims = append(r.Claims, sourced.Claim{
			Text: text, Start: start, End: i + 1, Verdict: v,
			ReasonCode: "fake", Reason: "the test says so",
			Evidence: []sourced.Evidence{{Source: "1", Start: 0, End: 4, Text: "fake"}},
		})
		r.Counts.Add(v)
		start = i + 2
	}
	return r
}

var ragtruthVerdicts = map[string]sourced.Verdict{
	"Acme Corp reported revenue of $5 million in 2020.": sourced.Grounded,
	"The café in Zürich opened in 1989.":                sourced.Grounded,     // labelled Conflict
	"Ana Ruiz was born in Quito.":                       sourced.Contradicted, // labelled Baseless
	"Acme Corp reported revenue of $5 million.":         sourced.Contradicted,
	"The café in Zürich opened in 1999.":                sourced.Grounded,
	"The Louvre opened in 1793.":                        sourced.Grounded,
	// "It is the largest museum in the world." (labelled Baseless): unverified.
}

var faithbenchVerdicts = map[string]sourced.Verdict{
	"Mount Kea rises 4,500 metres above the sea.":         sourced.Contradicted, // Intrinsic
	"Its summit hosts thirteen telescopes.":               sourced.Grounded,     // Benign only
	"Mount Kea rises 4,205 metres.":                       sourced.Grounded,     // Questionable only
	"Lena Berg won the 2019 chess open in Malmö, Sweden.": sourced.Contradicted, // Benign only
	"She was nineteen.":                                   sourced.Grounded,     // plain Unwanted
	// "It is sacred to many people." (Extrinsic): unverified.
}

func loadRAGTruthFixture(t *testing.T) *Dataset {
	t.Helper()
	ds, err := LoadRAGTruth("testdata/ragtruth")
	if err != nil {
		t.Fatal(err)
	}
	return ds
}

func loadFaithBenchFixture(t *testing.T) *Dataset {
	t.Helper()
	ds, err := LoadFaithBench("testdata/faithbench")
	if err != nil {
		t.Fatal(err)
	}
	return ds
}

// tallies maps group names to their tallies.
func tallies(r *Result) map[string]Tally {
	m := map[string]Tally{}
	for _, g := range r.Groups {
		m[g.Name] = g.Tally
	}
	return m
}

var (
	summaryTally = Tally{
		Outputs: 2, Sentences: 5, Hallucinated: 2, Grounded: 3, Contradicted: 2, Unverified: 0,
		FalseGrounded: 1, TrueContradicted: 1,
		Kinds: []KindTally{
			{Kind: "Baseless", Sentences: 1, Contradicted: 1},
			{Kind: "Conflict", Sentences: 1, Grounded: 1},
		},
	}
	qaTally = Tally{
		Outputs: 1, Sentences: 2, Hallucinated: 1, Grounded: 1, Contradicted: 0, Unverified: 1,
		Kinds: []KindTally{{Kind: "Baseless", Sentences: 1, Unverified: 1}},
	}
	ragtruthAll = Tally{
		Outputs: 3, Sentences: 7, Hallucinated: 3, Grounded: 4, Contradicted: 2, Unverified: 1,
		FalseGrounded: 1, TrueContradicted: 1,
		Kinds: []KindTally{
			{Kind: "Baseless", Sentences: 2, Contradicted: 1, Unverified: 1},
			{Kind: "Conflict", Sentences: 1, Grounded: 1},
		},
	}
)

func TestScoreRAGTruth(t *testing.T) {
	ds := loadRAGTruthFixture(t)
	tests := []struct {
		name     string
		opts     Options
		want     map[string]Tally
		prepared int
	}{
		{"everything", Options{}, map[string]Tally{"Summary": summaryTally, "QA": qaTally, "all": ragtruthAll}, 2},
		{"even half", Options{Half: "even"}, map[string]Tally{"Summary": summaryTally, "all": summaryTally}, 1},
		{"odd half", Options{Half: "odd"}, map[string]Tally{"QA": qaTally, "all": qaTally}, 1},
		{"one task", Options{Group: "QA"}, map[string]Tally{"QA": qaTally, "all": qaTally}, 1},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			fake := &fakeChecker{verdicts: ragtruthVerdicts}
			res, err := Score(context.Background(), ds, fake.check, tt.opts)
			if err != nil {
				t.Fatal(err)
			}
			if diff := cmp.Diff(tt.want, tallies(res)); diff != "" {
				t.Errorf("Score tallies (-want +got):\n%s", diff)
			}
			if len(fake.prepared) != tt.prepared {
				t.Errorf("sources prepared %d times, want %d (once per source)", len(fake.prepared), tt.prepared)
			}
		})
	}
}

func TestRates(t *testing.T) {
	tests := []struct {
		name string
		got  Rate
		want Rate
	}{
		{"false-grounded", ragtruthAll.FalseGroundedRate(), Rate{K: 1, N: 4}},
		{"contradiction precision", ragtruthAll.ContradictionPrecision(), Rate{K: 1, N: 2}},
		{"caught", ragtruthAll.Caught(), Rate{K: 2, N: 3}},
		{"hallucination", ragtruthAll.HallucinationRate(), Rate{K: 3, N: 7}},
	}
	for _, tt := range tests {
		if tt.got != tt.want {
			t.Errorf("%s = %+v, want %+v", tt.name, tt.got, tt.want)
		}
	}
}

func TestScoreExamples(t *testing.T) {
	fake := &fakeChecker{verdicts: ragtruthVerdicts}
	res, err := Score(context.Background(), loadRAGTruthFixture(t), fake.check, Options{Examples: 5})
	if err != nil {
		t.Fatal(err)
	}
	if len(res.FalseGrounded) != 1 || len(res.FalseContradicted) != 1 {
		t.Fatalf("kept %d false grounded and %d false contradicted, want 1 and 1", len(res.FalseGrounded), len(res.FalseContradicted))
	}
	fg := res.FalseGrounded[0]
	if fg.Claim.Text != "The café in Zürich opened in 1989." || fg.Output != "1" || fg.Document != 100 || fg.Group != "Summary" {
		t.Errorf("false grounded = %q (source %d, output %s, %s), want the café sentence of output 1", fg.Claim.Text, fg.Document, fg.Output, fg.Group)
	}
	if len(fg.Spans) != 1 || fg.Spans[0].Text != "1989" || fg.Spans[0].Label != "Evident Conflict" {
		t.Errorf("false grounded spans = %+v, want the one Evident Conflict span \"1989\"", fg.Spans)
	}
	if got := res.FalseContradicted[0].Claim.Text; got != "Acme Corp reported revenue of $5 million." {
		t.Errorf("false contradicted = %q, want the Acme sentence of output 2", got)
	}
	if len(res.FalseContradicted[0].Spans) != 0 {
		t.Errorf("false contradicted spans = %+v, want none", res.FalseContradicted[0].Spans)
	}

	res, err = Score(context.Background(), loadRAGTruthFixture(t), fake.check, Options{})
	if err != nil {
		t.Fatal(err)
	}
	if len(res.FalseGrounded)+len(res.FalseContradicted) != 0 {
		t.Errorf("kept examples without Options.Examples: %+v %+v", res.FalseGrounded, res.FalseContradicted)
	}
}

func TestScoreOptionErrors(t *testing.T) {
	ds := loadRAGTruthFixture(t)
	for _, opts := range []Options{{Half: "first"}, {Group: "Data2txt"}, {Examples: -1}} {
		if _, err := Score(context.Background(), ds, (&fakeChecker{}).check, opts); err == nil {
			t.Errorf("Score with %+v: got no error, want one", opts)
		}
	}
}

func TestScoreCancelled(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := Score(ctx, loadRAGTruthFixture(t), (&fakeChecker{}).check, Options{}); err == nil {
		t.Error("Score with a cancelled context: got no error, want one")
	}
}

func TestScoreFaithBench(t *testing.T) {
	ds := loadFaithBenchFixture(t)
	fake := &fakeChecker{verdicts: faithbenchVerdicts}
	res, err := Score(context.Background(), ds, fake.check, Options{})
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]Tally{
		"openai/gpt-4o": {
			Outputs: 2, Sentences: 4, Hallucinated: 2, Grounded: 2, Contradicted: 2,
			FalseGrounded: 1, TrueContradicted: 1,
			Kinds: []KindTally{
				{Kind: "Intrinsic", Sentences: 1, Contradicted: 1},
				{Kind: "Unspecified", Sentences: 1, Grounded: 1},
			},
		},
		"cohere/command-r-08-2024": {
			Outputs: 1, Sentences: 2, Hallucinated: 1, Grounded: 1, Unverified: 1,
			Kinds: []KindTally{{Kind: "Extrinsic", Sentences: 1, Unverified: 1}},
		},
		"all": {
			Outputs: 3, Sentences: 6, Hallucinated: 3, Grounded: 3, Contradicted: 2, Unverified: 1,
			FalseGrounded: 1, TrueContradicted: 1,
			Kinds: []KindTally{
				{Kind: "Extrinsic", Sentences: 1, Unverified: 1},
				{Kind: "Intrinsic", Sentences: 1, Contradicted: 1},
				{Kind: "Unspecified", Sentences: 1, Grounded: 1},
			},
		},
	}
	if diff := cmp.Diff(want, tallies(res)); diff != "" {
		t.Errorf("Score tallies (-want +got):\n%s", diff)
	}
	if len(fake.prepared) != 2 {
		t.Errorf("sources prepared %d times, want 2 (one per distinct source)", len(fake.prepared))
	}
	names := make([]string, len(res.Groups))
	for i, g := range res.Groups {
		names[i] = g.Name
	}
	if want := []string{"cohere/command-r-08-2024", "openai/gpt-4o", "all"}; !slices.Equal(names, want) {
		t.Errorf("group order = %q, want %q", names, want)
	}
}

// hallucinated tallies a sentence once under each kind of the spans
// overlapping it, however many spans of the kind there are and in whatever
// order.
func TestCountKindsOnce(t *testing.T) {
	var tally Tally
	tally.hallucinated(sourced.Contradicted, []Span{{Kind: "Conflict"}, {Kind: "Baseless"}, {Kind: "Conflict"}, {Kind: "Baseless"}})
	tally.hallucinated(sourced.Grounded, []Span{{Kind: "Baseless"}, {Kind: "Baseless"}})
	want := Tally{
		Hallucinated: 2, FalseGrounded: 1, TrueContradicted: 1,
		Kinds: []KindTally{
			{Kind: "Baseless", Sentences: 2, Grounded: 1, Contradicted: 1},
			{Kind: "Conflict", Sentences: 1, Contradicted: 1},
		},
	}
	if diff := cmp.Diff(want, tally); diff != "" {
		t.Fatalf("tally (-want +got):\n%s", diff)
	}
}

// TestEngineChecksEachOutput holds Engine, which releases each document's
// index once its outputs are checked, to the reports of an index checked
// output by output and kept: Score with each gives the same result, its
// documents checked by several workers at once.
func TestEngineChecksEachOutput(t *testing.T) {
	kept := func(sources []sourced.Source, outputs []string, report func(int, *sourced.Report)) {
		ix := sourced.NewNamedIndex(sources...)
		for i, output := range outputs {
			r := ix.Check(output)
			report(i, &r)
		}
	}
	for _, ds := range []*Dataset{loadRAGTruthFixture(t), loadFaithBenchFixture(t)} {
		opts := Options{Examples: 100}
		want, err := Score(context.Background(), ds, kept, opts)
		if err != nil {
			t.Fatal(err)
		}
		for range 3 {
			got, err := Score(context.Background(), ds, Engine, opts)
			if err != nil {
				t.Fatal(err)
			}
			if diff := cmp.Diff(want, got); diff != "" {
				t.Errorf("Score(%s, Engine) differs from a kept index's (-want +got):\n%s", ds.Name, diff)
			}
		}
	}
}
