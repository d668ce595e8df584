package bench

import (
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"github.com/sourced-dev/sourced"
	"github.com/sourced-dev/sourced/internal/claims"
	"github.com/sourced-dev/sourced/internal/hugeheap"
)

// prepareHeap backs the process's heap with huge pages, where the system
// leaves them to a program's advice, once, before a data set or a source
// is read into it: the benchmarks time the engine on the pages the
// commands give it (`sourced bench`, and `sourced check` of a source of
// 256 KB or more, take hugeheap.Reserve of the same 128 MB; a smaller
// check has its heap's next chunk on huge pages), not on 4 KB pages whose
// translations the op's walk over tens of megabytes of index misses again
// and again (on 4 December, runs in turn indexed the 4 MB source at 41 to
// 45 MB/s on huge pages, at 30 to 35 on 4 KB pages; its claims' check
// gained less). The collector keeps Go's own pacing, as in any process
// that runs for long: the command's deferral of its first collection,
// which spares a one-off run its collections, leaves a heap that grew to
// 50 MB before it, over which repeated ops run slower.
var prepareHeap = sync.OnceFunc(func() { hugeheap.Reserve(128 << 20) })

// dataDir is the folder of the shared datasets: $SOURCED_DATA, or
// ../../../shared/data from this package. Tests and benchmarks that need it
// skip when it is missing.
func dataDir(tb testing.TB, name string) string {
	tb.Helper()
	root := os.Getenv("SOURCED_DATA")
	if root == "" {
		root = filepath.Join("..", "..", "..", "shared", "data")
	}
	dir := filepath.Join(root, name)
	if _, err := os.Stat(dir); err != nil {
		tb.Skipf("no %s data: %v", name, err)
	}
	return dir
}

// The loaders read the real files completely and agree with the counts
// their READMEs give.
func TestRealData(t *testing.T) {
	count := func(ds *Dataset) (outputs, spans int) {
		for _, d := range ds.Documents {
			outputs += len(d.Outputs)
			for _, o := range d.Outputs {
				spans += len(o.Spans)
			}
		}
		return outputs, spans
	}
	t.Run("ragtruth", func(t *testing.T) {
		ds, err := LoadRAGTruth(dataDir(t, "ragtruth"))
		if err != nil {
			t.Fatal(err)
		}
		outputs, spans := count(ds)
		if len(ds.Documents) != 450 || outputs != 2688 || spans != 1533 {
			t.Errorf("RAGTruth: %d sources, %d responses, %d spans; want 450, 2688, 1533", len(ds.Documents), outputs, spans)
		}
	})
	t.Run("faithbench", func(t *testing.T) {
		ds, err := LoadFaithBench(dataDir(t, "faithbench"))
		if err != nil {
			t.Fatal(err)
		}
		outputs, _ := count(ds)
		if len(ds.Documents) != 75 || outputs != 750 || len(groupNames(ds)) != 10 {
			t.Errorf("FaithBench: %d sources, %d summaries, %d summarizers; want 75, 750, 10", len(ds.Documents), outputs, len(groupNames(ds)))
		}
	})
}

// BenchmarkRAGTruth checks the whole RAGTruth test split with the real
// engine, every source prepared once, in parallel as `sourced bench` does,
// on the huge pages that command's heap is backed by (see prepareHeap).
func BenchmarkRAGTruth(b *testing.B) {
	prepareHeap()
	ds, err := LoadRAGTruth(dataDir(b, "ragtruth"))
	if err != nil {
		b.Fatal(err)
	}
	ReserveEngine(ds)
	var sentences int
	for b.Loop() {
		res, err := Score(context.Background(), ds, Engine, Options{})
		if err != nil {
			b.Fatal(err)
		}
		sentences = res.All().Sentences
	}
	b.ReportMetric(float64(sentences), "sentences/op")
}

// BenchmarkRAGTruthLoad reads the RAGTruth test split from its files, as
// `sourced bench ragtruth` does before it checks anything.
func BenchmarkRAGTruthLoad(b *testing.B) {
	dir := dataDir(b, "ragtruth")
	b.ReportAllocs()
	for b.Loop() {
		if _, err := LoadRAGTruth(dir); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkRAGTruthSplit cuts the RAGTruth test split into claims as the
// checks of BenchmarkRAGTruth do: "answers" its 2,688 answers into claims,
// "sources" its sources that the index cuts into sentences (not the
// Data2txt records, which it reads as records).
func BenchmarkRAGTruthSplit(b *testing.B) {
	ds, err := LoadRAGTruth(dataDir(b, "ragtruth"))
	if err != nil {
		b.Fatal(err)
	}
	var answers, sources []string
	for _, d := range ds.Documents {
		for _, o := range d.Outputs {
			answers = append(answers, o.Text)
		}
		for _, s := range d.Sources {
			if !strings.HasPrefix(s.Text, "{") {
				sources = append(sources, s.Text)
			}
		}
	}
	var segs []claims.Segment
	b.Run("answers", func(b *testing.B) {
		for b.Loop() {
			for _, t := range answers {
				segs = claims.AppendSplit(segs[:0], t)
			}
		}
	})
	b.Run("sources", func(b *testing.B) {
		for b.Loop() {
			for _, t := range sources {
				segs = claims.AppendSplitUnmarked(segs[:0], t)
			}
		}
	})
}

// BenchmarkRAGTruthIndex prepares the sources of the RAGTruth test split,
// one index each, as BenchmarkRAGTruth does before checking: the fixed
// cost of an index over many small sources shows here.
func BenchmarkRAGTruthIndex(b *testing.B) {
	prepareHeap()
	ds, err := LoadRAGTruth(dataDir(b, "ragtruth"))
	if err != nil {
		b.Fatal(err)
	}
	var size int64
	for _, d := range ds.Documents {
		for _, s := range d.Sources {
			size += int64(len(s.Text))
		}
	}
	b.SetBytes(size)
	for b.Loop() {
		for _, d := range ds.Documents {
			sourced.NewNamedIndex(d.Sources...)
		}
	}
}

// BenchmarkLongdoc checks the 200 claims of the longdoc workload against
// its 73 KB source: "check" with the index built once, "index+check" as a
// one-off `sourced check` pays it.
func BenchmarkLongdoc(b *testing.B) {
	prepareHeap()
	f, err := os.Open(filepath.Join(dataDir(b, "longdoc"), "workload-1x200.jsonl"))
	if err != nil {
		b.Fatal(err)
	}
	defer f.Close()
	var rec struct {
		Output  string   `json:"output"`
		Sources []string `json:"sources"`
	}
	if err := json.NewDecoder(f).Decode(&rec); err != nil {
		b.Fatal(err)
	}
	claims := strings.Count(strings.TrimSpace(rec.Output), "\n") + 1
	b.Run("check", func(b *testing.B) {
		ix := sourced.NewIndex(rec.Sources...)
		for b.Loop() {
			ix.Check(rec.Output)
		}
		reportPerClaim(b, claims)
	})
	b.Run("index+check", func(b *testing.B) {
		for b.Loop() {
			sourced.NewIndex(rec.Sources...).Check(rec.Output)
		}
		reportPerClaim(b, claims)
	})
}

// BenchmarkSourceSize checks 1,000 generated claims against generated
// English sources of 64 KB to 4 MB, full of figures and names; "index"
// times preparing each source, "check" the claims against it, so that the
// cost's growth with source size shows: index bytes per second should hold,
// and a claim's cost should not grow with the source.
func BenchmarkSourceSize(b *testing.B) {
	prepareHeap()
	for _, size := range []struct {
		name  string
		bytes int
	}{{"64KB", 64 << 10}, {"256KB", 256 << 10}, {"1MB", 1 << 20}, {"4MB", 4 << 20}} {
		source, claims := generatedWorkload(size.bytes, 1000)
		output := strings.Join(claims, "\n")
		b.Run(size.name+"/index", func(b *testing.B) {
			b.SetBytes(int64(len(source)))
			for b.Loop() {
				sourced.NewIndex(source)
			}
		})
		b.Run(size.name+"/check", func(b *testing.B) {
			ix := sourced.NewIndex(source)
			for b.Loop() {
				ix.Check(output)
			}
			reportPerClaim(b, len(claims))
		})
	}
}

// reportPerClaim reports the time per input claim of a benchmark whose
// every op checks claims claims.
func reportPerClaim(b *testing.B, claims int) {
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*claims), "ns/claim")
}
