package sourced

import "strconv"

// Index is a set of sources prepared once — sentences, passages and
// postings from words, numbers and names to passages — so that any number
// of outputs can be checked against them. An Index is immutable and safe
// for concurrent use.
type Index struct {
	sources []Source
}

// NewIndex prepares unnamed sources; evidence names them "1", "2", … in
// order. Several sources are several documents: evidence never runs across
// the seam between two of them.
func NewIndex(sources ...string) *Index {
	named := make([]Source, len(sources))
	for i, s := range sources {
		named[i] = Source{Name: strconv.Itoa(i + 1), Text: s}
	}
	return NewNamedIndex(named...)
}

// NewNamedIndex prepares named sources, such as files.
func NewNamedIndex(sources ...Source) *Index {
	return &Index{sources: sources}
}

// Check splits output into claims and decides each against the index.
func (ix *Index) Check(output string) Report {
	// Placeholder until the engine lands: every claim unverified.
	return Report{Claims: []Claim{}}
}

// Check checks output against sources; it is NewIndex(sources...).Check(output).
func Check(output string, sources ...string) Report {
	return NewIndex(sources...).Check(output)
}
