package bench

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"testing"

	"github.com/google/go-cmp/cmp"
)

func TestRAGTruthLineJSON(t *testing.T) {
	info := `{"name": "Café <Olé> & Co", "business_stars": 4.0, "hours": {"Tuesday": "9:0-17:0", "Monday": "0:0-0:0"}, "attributes": null, "tags": [], "extra": {}, "review_info": [{"review_stars": 5.0, "open": true, "review_text": "Great \"tapas\"\u2019s\nline"}]}`
	_, got, err := ragtruthSource(TaskData2txt, []byte(info))
	if err != nil {
		t.Fatal(err)
	}
	// What Python prints for json.dumps(json.loads(info), ensure_ascii=False).
	want := `{"name": "Café <Olé> & Co", "business_stars": 4.0, "hours": {"Tuesday": "9:0-17:0", "Monday": "0:0-0:0"}, "attributes": null, "tags": [], "extra": {}, "review_info": [{"review_stars": 5.0, "open": true, "review_text": "Great \"tapas\"’s\nline"}]}`
	if got != want {
		t.Errorf("Data2txt source for the original rules =\n%s\nwant\n%s", got, want)
	}
}

// A Data2txt record whose name and stars sit five lines apart once
// indented, but on one line as the original tool's bench wrote it.
const data2txtSourceInfo = `{"source_id": "7", "task_type": "Data2txt", "source": "Yelp", "source_info": {"name": "Cafe Uno", "a": 1, "b": 2, "c": 3, "stars": 4.5}}`

func writeData2txt(t *testing.T) string {
	t.Helper()
	dir := t.TempDir()
	files := map[string]string{
		"source_info.jsonl": data2txtSourceInfo + "\n",
		"response.jsonl":    `{"id": "70", "source_id": "7", "split": "test", "labels": [], "response": "Cafe Uno has 4.5 stars."}` + "\n",
	}
	for name, text := range files {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

func TestLoadRAGTruthOriginalSources(t *testing.T) {
	ds, err := LoadRAGTruth(writeData2txt(t))
	if err != nil {
		t.Fatal(err)
	}
	d := ds.Documents[0]
	if want := `{"name": "Cafe Uno", "a": 1, "b": 2, "c": 3, "stars": 4.5}`; len(d.OriginalSources) != 1 || d.OriginalSources[0].Text != want || d.OriginalSources[0].Name != "7" {
		t.Errorf("OriginalSources = %+v, want source 7 reading %s", d.OriginalSources, want)
	}
	if d.Sources[0].Text == d.OriginalSources[0].Text {
		t.Errorf("Sources = %q, want the indented record", d.Sources[0].Text)
	}
	if fixture := loadRAGTruthFixture(t); fixture.Documents[0].OriginalSources != nil || fixture.Documents[1].OriginalSources != nil {
		t.Error("Summary and QA documents have OriginalSources, want none: the original read them as we do")
	}
}

// LoadRAGTruthFor without the original rules reads what LoadRAGTruth
// does but the OriginalSources, which it leaves out.
func TestLoadRAGTruthForCurrent(t *testing.T) {
	for _, dir := range []string{writeData2txt(t), "testdata/ragtruth"} {
		want, err := LoadRAGTruth(dir)
		if err != nil {
			t.Fatal(err)
		}
		for i := range want.Documents {
			want.Documents[i].OriginalSources = nil
		}
		got, err := LoadRAGTruthFor(dir, false)
		if err != nil {
			t.Fatal(err)
		}
		if diff := cmp.Diff(want, got); diff != "" {
			t.Errorf("LoadRAGTruthFor(%s, false) (-want +got):\n%s", dir, diff)
		}
	}
}

func TestScoreOriginal(t *testing.T) {
	ds, err := LoadRAGTruth(writeData2txt(t))
	if err != nil {
		t.Fatal(err)
	}
	res, err := ScoreOriginal(context.Background(), ds, Options{})
	if err != nil {
		t.Fatal(err)
	}
	if all := res.All(); res.Rules != OriginalRules || all.Sentences != 1 || all.Grounded != 1 {
		t.Errorf("ScoreOriginal = rules %q, %+v; want the original rules grounding the one sentence on the one-line record", res.Rules, all)
	}
	// The same rules on the indented record find the name and the stars
	// in no one passage, and the passages naming the cafe state 1 and 2
	// but never 4.5: a contradiction. Reading OriginalSources is what
	// reproduces the original's figures.
	indented, err := Score(context.Background(), ds, Original, Options{})
	if err != nil {
		t.Fatal(err)
	}
	if all := indented.All(); indented.Rules != "" || all.Grounded != 0 || all.Contradicted != 1 {
		t.Errorf("Score(Original) on the indented record = rules %q, %+v; want it contradicted", indented.Rules, all)
	}
	if ds.Documents[0].Sources[0].Text == ds.Documents[0].OriginalSources[0].Text {
		t.Error("ScoreOriginal changed the dataset it was given")
	}
	if _, err := ScoreOriginal(context.Background(), ds, Options{Half: "third"}); err == nil {
		t.Error("ScoreOriginal with a bad option succeeded, want its error")
	}
}

// The acceptance test of the port: on the RAGTruth test split, the
// original's rules must give the figures the original tool published for
// these files — 3,079 grounded at 2.0% false-grounded, 55 contradicted at
// 36.4% precision, 17% and 22% precision on Summary and QA. Needs the
// data set; skipped with -short.
func TestOriginalPublishedFigures(t *testing.T) {
	if testing.Short() {
		t.Skip("scores the whole RAGTruth test split")
	}
	ds, err := LoadRAGTruth(dataDir(t, "ragtruth"))
	if err != nil {
		t.Fatal(err)
	}
	res, err := ScoreOriginal(context.Background(), ds, Options{})
	if err != nil {
		t.Fatal(err)
	}
	percent := func(r Rate) string { return fmt.Sprintf("%.1f", 100*r.Value()) }
	all := res.All()
	if all.Grounded != 3079 || percent(all.FalseGroundedRate()) != "2.0" ||
		all.Contradicted != 55 || percent(all.ContradictionPrecision()) != "36.4" {
		t.Errorf("original rules on RAGTruth: %d grounded at %s%% false, %d contradicted at %s%% precision; want 3079 at 2.0%%, 55 at 36.4%%",
			all.Grounded, percent(all.FalseGroundedRate()), all.Contradicted, percent(all.ContradictionPrecision()))
	}
	for _, g := range res.Groups {
		want := map[string]string{TaskSummary: "17", TaskQA: "22"}[g.Name]
		if got := fmt.Sprintf("%.0f", 100*g.ContradictionPrecision().Value()); want != "" && got != want {
			t.Errorf("original rules on %s: contradiction precision %s%%, want %s%%", g.Name, got, want)
		}
	}
}
