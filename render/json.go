package render

import (
	"encoding/json"
	"io"

	jsonv1 "github.com/go-json-experiment/json/v1"

	"github.com/sourced-dev/sourced"
)

// JSON writes the report as one JSON document, indented by two spaces,
// in the shape the README documents: "claims" in output order, then
// "counts", then "judge" when the report was judged. Lists are never null: an empty list is written as [].
// Non-ASCII text is written as UTF-8 and <, > and & are not escaped.
func JSON(w io.Writer, r *sourced.Report) error {
	return encodeIndented(w, contract(r))
}

// JSONLine writes one result of a batch as a single compact line:
// {"id": id, "claims": [...], "counts": {...}}, and "judge" when the
// report was judged. id must be valid JSON; it
// is echoed as given (compacted).
func JSONLine(w io.Writer, id json.RawMessage, r *sourced.Report) error {
	c := contract(r)
	return encodeLine(w, struct {
		ID     json.RawMessage       `json:"id"`
		Claims []sourced.Claim       `json:"claims"`
		Counts sourced.Counts        `json:"counts"`
		Judge  *sourced.JudgeSummary `json:"judge,omitempty"`
	}{id, c.Claims, c.Counts, c.Judge})
}

// JSONLineError writes, as a single compact line, the place of a batch
// record that could not be checked: {"id": id, "error": msg}.
func JSONLineError(w io.Writer, id json.RawMessage, msg string) error {
	return encodeLine(w, struct {
		ID    json.RawMessage `json:"id"`
		Error string          `json:"error"`
	}{id, msg})
}

// The encoders are JSON v2's implementation of encoding/json's: the same
// bytes (see FuzzEncodersAgree), written in one pass, the indented ones
// too, where encoding/json indents what it has written in a second.

// encodeLine writes v as one line of JSON, <, > and & unescaped.
func encodeLine(w io.Writer, v any) error {
	enc := jsonv1.NewEncoder(w)
	enc.SetEscapeHTML(false)
	return enc.Encode(v)
}

// encodeIndented writes v as JSON indented by two spaces, <, > and &
// unescaped.
func encodeIndented(w io.Writer, v any) error {
	enc := jsonv1.NewEncoder(w)
	enc.SetEscapeHTML(false)
	enc.SetIndent("", "  ")
	return enc.Encode(v)
}

// contract returns a copy of r in which every list the contract promises
// is non-nil, so that it encodes as [] rather than null. r is not changed.
func contract(r *sourced.Report) sourced.Report {
	out := sourced.Report{Claims: make([]sourced.Claim, len(r.Claims)), Counts: r.Counts, Judge: r.Judge}
	for i, c := range r.Claims {
		c.Signals.Numbers = nonNil(c.Signals.Numbers)
		c.Signals.Entities = nonNil(c.Signals.Entities)
		c.Signals.Quotes = nonNil(c.Signals.Quotes)
		c.Evidence = nonNil(c.Evidence)
		if c.Contradictions != nil {
			xs := make([]sourced.Contradiction, len(c.Contradictions))
			for j, x := range c.Contradictions {
				x.SourceNumbersNearby = nonNil(x.SourceNumbersNearby)
				xs[j] = x
			}
			c.Contradictions = xs
		}
		out.Claims[i] = c
	}
	return out
}

func nonNil[T any](s []T) []T {
	if s == nil {
		return []T{}
	}
	return s
}
