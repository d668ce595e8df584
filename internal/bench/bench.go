// Package bench scores the checker against span-labelled hallucination
// benchmarks — RAGTruth and FaithBench — one sentence at a time.
//
// Every output of a dataset is checked against its own source with the
// real engine (or any Checker); each claim of the report is a sentence, and
// it counts as hallucinated when a labelled span overlaps it. The figures
// that come out are the error card: how often a grounded verdict is wrong,
// how often a contradicted verdict is right, and how many hallucinated
// sentences were kept from being called grounded, each with a Wilson 95%
// interval.
//
// The same data can be scored with the original Python tool's rules
// (ScoreOriginal, backed by package baseline) so that the two cards can be
// read side by side.
//
// Loading and scoring are pure apart from reading the dataset files; the
// renderers in this package write the table and the JSON contract, and the
// command in cmd/sourced only wires flags to them.
package bench

import (
	"math"

	"github.com/sourced-dev/sourced"
	"github.com/sourced-dev/sourced/internal/evidence"
)

// Span is a labelled stretch of an output: [Start, End) in Unicode code
// points, like the offsets of a sourced.Claim.
type Span struct {
	Start int
	End   int
	// Label is the dataset's own label as written, such as
	// "Evident Conflict" or "Unwanted+Unwanted.Intrinsic".
	Label string
	// Kind is the coarse class the per-label figures are kept by:
	// "Conflict" or "Baseless" for RAGTruth, "Intrinsic", "Extrinsic" or
	// "Unspecified" for FaithBench.
	Kind string
	// Text is the labelled text itself.
	Text string
}

// overlaps reports whether the span shares at least one code point with
// [start, end).
func (s *Span) overlaps(start, end int) bool {
	return s.Start < end && start < s.End
}

// Output is one model output to be checked, with its hallucination spans.
type Output struct {
	// ID is the dataset's id of the output (response id, sample id).
	ID string
	// Group is what the figures are broken down by: the task for RAGTruth,
	// the summarising model for FaithBench. Empty means the output counts
	// only towards "all".
	Group string
	// Text is the output.
	Text string
	// Spans are the labelled hallucinations; spans that do not mark a
	// hallucination (FaithBench's Benign, Questionable) are not kept.
	Spans []Span
}

// Document is one source and every output written from it. The source is
// prepared once for all of them.
type Document struct {
	// ID is the numeric id of the source: RAGTruth's source_id, or the
	// position of the source in FaithBench (0, 1, …). The tuning halves
	// split on its parity.
	ID int
	// Sources are the documents the outputs were written from.
	Sources []sourced.Source
	// OriginalSources are the sources as the original tool's own bench
	// wrote them, where that differs from Sources (RAGTruth's Data2txt
	// records: one line of JSON, as Python's json.dumps writes it); nil
	// otherwise. ScoreOriginal reads them.
	OriginalSources []sourced.Source
	// Outputs are checked against Sources, in dataset order.
	Outputs []Output
}

// Dataset is a loaded benchmark.
type Dataset struct {
	// Name is "ragtruth" or "faithbench".
	Name string
	// GroupBy names what Output.Group holds: "task" or "summarizer".
	GroupBy string
	// Documents are in dataset order.
	Documents []Document
}

// Checker prepares sources once and hands each report of the outputs
// checked against them to report, in order, with the output's place in
// outputs. A report is report's for the call alone: its array of claims,
// and the arrays its claims' lists are cut from, may be written over by
// the next output's; copies of its claims may be kept with copies of
// their lists. outputs too is the Checker's for the call alone. Score
// calls a Checker concurrently.
type Checker func(sources []sourced.Source, outputs []string, report func(i int, r *sourced.Report))

// Engine is the Checker backed by the real engine: sourced.CheckEach, each
// output checked with sourced.NewNamedIndex(sources...).Check.
func Engine(sources []sourced.Source, outputs []string, report func(i int, r *sourced.Report)) {
	sourced.CheckEach(sources, outputs, report)
}

// ReserveEngine readies the tables Engine's indexes share in the process
// for checking ds, before the first: they are made at once as large as
// the words of its sources make them grow (see evidence.ReserveWords). A
// text of n bytes holds about 16√n distinct words, as RAGTruth's sources
// do (16,598 words in 1.1 MB) and FaithBench's about (4,171 in 120 KB):
// the vocabulary grows as the square root of the text (Heaps' law), so
// that a larger dataset's is not taken for much larger than it is.
func ReserveEngine(ds *Dataset) {
	size := 0
	for _, d := range ds.Documents {
		for _, s := range d.Sources {
			size += len(s.Text)
		}
	}
	evidence.ReserveWords(int(16 * math.Sqrt(float64(size))))
}
