package main

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"unicode/utf8"
)

// record is one line of a batch file: an output and the sources to check
// it against.
type record struct {
	// id is the record's "id" as written (any JSON value), or nil when the
	// line has none.
	id      json.RawMessage
	output  string
	sources []string
}

// decodeRecord decodes one non-blank line of a batch file:
//
//	{"id": any (optional), "output": string, "sources": string or [string, ...]}
//
// with "source" accepted in place of "sources". Its error says, for a
// person, what is wrong with the line; the caller adds the line number.
func decodeRecord(line []byte) (record, error) {
	if !utf8.Valid(line) {
		return record{}, errors.New("not valid UTF-8 text")
	}
	var fields map[string]json.RawMessage
	if err := json.Unmarshal(line, &fields); err != nil {
		var typeErr *json.UnmarshalTypeError
		if errors.As(err, &typeErr) {
			return record{}, fmt.Errorf("want a JSON object, got %s", kindOf(bytes.TrimSpace(line)))
		}
		return record{}, fmt.Errorf("not valid JSON: %v", trimJSONPrefix(err))
	}
	if fields == nil { // the line is null
		return record{}, errors.New("want a JSON object, got null")
	}

	var r record
	r.id = fields["id"]

	out, ok := fields["output"]
	if !ok {
		return record{}, errors.New(`missing "output"`)
	}
	if kindOf(out) != "a string" {
		return record{}, fmt.Errorf(`"output" is %s, want a string`, kindOf(out))
	}
	if err := json.Unmarshal(out, &r.output); err != nil {
		return record{}, fmt.Errorf(`"output": %v`, trimJSONPrefix(err))
	}
	r.output = normalize(r.output)

	plural, hasPlural := fields["sources"]
	single, hasSingle := fields["source"]
	key, raw := "sources", plural
	switch {
	case hasPlural && hasSingle:
		return record{}, errors.New(`both "sources" and "source" given; use one`)
	case hasSingle:
		key, raw = "source", single
	case !hasPlural:
		return record{}, errors.New(`missing "sources" (or "source")`)
	}
	var err error
	if r.sources, err = decodeSources(key, raw); err != nil {
		return record{}, err
	}
	return r, nil
}

// decodeSources accepts a string (one source) or a list of strings.
func decodeSources(key string, raw json.RawMessage) ([]string, error) {
	switch kindOf(raw) {
	case "a string":
		var s string
		if err := json.Unmarshal(raw, &s); err != nil {
			return nil, fmt.Errorf("%q: %v", key, trimJSONPrefix(err))
		}
		return []string{normalize(s)}, nil
	case "a list":
		var items []json.RawMessage
		if err := json.Unmarshal(raw, &items); err != nil {
			return nil, fmt.Errorf("%q: %v", key, trimJSONPrefix(err))
		}
		sources := make([]string, len(items))
		for i, item := range items {
			if kindOf(item) != "a string" {
				return nil, fmt.Errorf(`"%s"[%d] is %s, want a string`, key, i, kindOf(item))
			}
			if err := json.Unmarshal(item, &sources[i]); err != nil {
				return nil, fmt.Errorf(`"%s"[%d]: %v`, key, i, trimJSONPrefix(err))
			}
			sources[i] = normalize(sources[i])
		}
		return sources, nil
	default:
		return nil, fmt.Errorf("%q is %s, want a string or a list of strings", key, kindOf(raw))
	}
}

// kindOf names the kind of a valid JSON value for an error message.
func kindOf(raw json.RawMessage) string {
	raw = bytes.TrimSpace(raw)
	if len(raw) == 0 {
		return "nothing"
	}
	switch raw[0] {
	case '{':
		return "an object"
	case '[':
		return "a list"
	case '"':
		return "a string"
	case 't', 'f':
		return "a boolean"
	case 'n':
		return "null"
	default:
		return "a number"
	}
}

// trimJSONPrefix drops the "json: " that encoding/json puts before some
// of its messages.
func trimJSONPrefix(err error) string {
	return strings.TrimPrefix(err.Error(), "json: ")
}
