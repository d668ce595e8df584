package bench

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/sourced-dev/sourced"
)

// LoadFaithBench reads FaithBench from dir, a folder holding
// data_for_release/batch_N.json, read in the order of N.
//
// A summary's sentence is hallucinated where an annotation labelled
// Unwanted (plain, Unwanted.Intrinsic or Unwanted.Extrinsic) overlaps it,
// whoever the annotator; annotations labelled only Benign or Questionable
// are not hallucinations and are not kept. Samples that share a source text
// share one Document, numbered 0, 1, … in order of first appearance. The
// group of a sample is its metadata.summarizer, when it has one.
func LoadFaithBench(dir string) (*Dataset, error) {
	files, err := filepath.Glob(filepath.Join(dir, "data_for_release", "batch_*.json"))
	if err != nil {
		return nil, fmt.Errorf("bench: faithbench: %w", err)
	}
	if len(files) == 0 {
		return nil, &InputError{File: filepath.Join(dir, "data_for_release"), Err: errors.New("no batch_*.json files")}
	}
	batch := func(path string) int {
		n, err := strconv.Atoi(strings.TrimSuffix(strings.TrimPrefix(filepath.Base(path), "batch_"), ".json"))
		if err != nil {
			return -1 // names that are not numbered sort first, by name
		}
		return n
	}
	slices.SortStableFunc(files, func(a, b string) int { return batch(a) - batch(b) })

	ds := &Dataset{Name: "faithbench", GroupBy: "summarizer"}
	bySource := map[string]int{}
	for _, path := range files {
		err := readFaithBenchFile(path, func(s faithBenchSample) {
			i, ok := bySource[s.source]
			if !ok {
				i = len(ds.Documents)
				bySource[s.source] = i
				ds.Documents = append(ds.Documents, Document{
					ID:      i,
					Sources: []sourced.Source{{Name: "source " + strconv.Itoa(i), Text: s.source}},
				})
			}
			ds.Documents[i].Outputs = append(ds.Documents[i].Outputs, s.output)
		})
		if err != nil {
			return nil, err
		}
	}
	if len(ds.Documents) == 0 {
		// A card of no sentences would pass for a score.
		return nil, &InputError{File: filepath.Join(dir, "data_for_release"), Err: errors.New("the batch files hold no sample")}
	}
	return ds, nil
}

// faithBenchSample is one checked sample of a batch file.
type faithBenchSample struct {
	source string
	output Output
}

// readFaithBenchFile decodes {"samples": [...]} from path and calls fn with
// every sample in order. Errors name the line the fault is on, or the line
// the faulty sample starts on.
func readFaithBenchFile(path string, fn func(faithBenchSample)) error {
	data, err := os.ReadFile(path)
	if err != nil {
		return &InputError{File: path, Err: err}
	}
	fail := func(off int64, err error) error {
		return &InputError{File: path, Line: lineAt(data, off), Err: err}
	}
	// Unmarshal checks the whole input before decoding, so a syntax error
	// carries its offset from the start of the file.
	var file struct {
		Samples *[]json.RawMessage `json:"samples"`
	}
	if err := json.Unmarshal(data, &file); err != nil {
		off, _ := jsonErrorOffset(err)
		return fail(off, err)
	}
	if file.Samples == nil {
		return &InputError{File: path, Err: errors.New(`no "samples" array`)}
	}
	// Each raw sample is a copy; find where it starts by walking the
	// samples array with a decoder.
	starts, err := sampleOffsets(json.NewDecoder(bytes.NewReader(data)))
	if err == nil && len(starts) != len(*file.Samples) {
		err = errors.New(`more than one "samples" array`)
	}
	if err != nil {
		return &InputError{File: path, Err: err}
	}
	for i, raw := range *file.Samples {
		start := starts[i]
		s, err := parseFaithBenchSample(raw)
		if err != nil {
			if off, ok := jsonErrorOffset(err); ok {
				return fail(start+off, err)
			}
			return fail(start, err)
		}
		fn(s)
	}
	return nil
}

// sampleOffsets walks a valid {"samples": [...]} document and returns the
// byte offset each element of the samples array starts at.
func sampleOffsets(dec *json.Decoder) ([]int64, error) {
	if _, err := dec.Token(); err != nil { // {
		return nil, err
	}
	var starts []int64
	for dec.More() {
		key, err := dec.Token()
		if err != nil {
			return nil, err
		}
		if key != "samples" {
			var skip json.RawMessage
			if err := dec.Decode(&skip); err != nil {
				return nil, err
			}
			continue
		}
		if _, err := dec.Token(); err != nil { // [
			return nil, err
		}
		for dec.More() {
			var raw json.RawMessage
			if err := dec.Decode(&raw); err != nil {
				return nil, err
			}
			starts = append(starts, dec.InputOffset()-int64(len(raw)))
		}
		if _, err := dec.Token(); err != nil { // ]
			return nil, err
		}
	}
	return starts, nil
}

// parseFaithBenchSample decodes and checks one sample.
func parseFaithBenchSample(raw json.RawMessage) (faithBenchSample, error) {
	var rec struct {
		SampleID    *int    `json:"sample_id"`
		Source      *string `json:"source"`
		Summary     *string `json:"summary"`
		Annotations []struct {
			Label        []string `json:"label"`
			SummarySpan  string   `json:"summary_span"`
			SummaryStart *int     `json:"summary_start"`
			SummaryEnd   *int     `json:"summary_end"`
		} `json:"annotations"`
		Metadata struct {
			Summarizer string `json:"summarizer"`
		} `json:"metadata"`
	}
	if err := json.Unmarshal(raw, &rec); err != nil {
		return faithBenchSample{}, err
	}
	if rec.SampleID == nil || rec.Source == nil || rec.Summary == nil {
		return faithBenchSample{}, errors.New("sample without sample_id, source or summary")
	}
	id := *rec.SampleID
	var spans []Span
	for i, a := range rec.Annotations {
		kind := faithBenchKind(a.Label)
		if kind == "" {
			continue
		}
		if a.SummaryStart == nil || a.SummaryEnd == nil {
			return faithBenchSample{}, fmt.Errorf("sample %d: annotation %d: no summary_start or summary_end", id, i)
		}
		start, end := *a.SummaryStart, *a.SummaryEnd
		got, ok := codePoints(*rec.Summary, start, end)
		if !ok {
			return faithBenchSample{}, fmt.Errorf("sample %d: annotation %d: span [%d, %d) is outside the summary's %d code points", id, i, start, end, utf8.RuneCountInString(*rec.Summary))
		}
		if got != a.SummarySpan {
			return faithBenchSample{}, fmt.Errorf("sample %d: annotation %d: span [%d, %d) reads %q, summary_span is %q", id, i, start, end, got, a.SummarySpan)
		}
		spans = append(spans, Span{
			Start: start,
			End:   end,
			Label: strings.Join(a.Label, "+"),
			Kind:  kind,
			Text:  a.SummarySpan,
		})
	}
	return faithBenchSample{
		source: *rec.Source,
		output: Output{
			ID:    strconv.Itoa(id),
			Group: rec.Metadata.Summarizer,
			Text:  *rec.Summary,
			Spans: spans,
		},
	}, nil
}

// faithBenchKind is the kind of hallucination a label set marks — the
// worst one when it names several — or "" when it marks none.
func faithBenchKind(labels []string) string {
	switch {
	case slices.Contains(labels, "Unwanted.Intrinsic"):
		return "Intrinsic"
	case slices.Contains(labels, "Unwanted.Extrinsic"):
		return "Extrinsic"
	case slices.ContainsFunc(labels, func(l string) bool {
		return l == "Unwanted" || strings.HasPrefix(l, "Unwanted.")
	}):
		return "Unspecified"
	}
	return ""
}
