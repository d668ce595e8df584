// Package record reads the JSON Lines records of a batch — one output and
// the sources to check it against per line — for the CLI's batch command
// and the HTTP server alike, with one-line errors a person can act on.
package record

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"
	"sync"
	"unicode/utf8"

	"github.com/go-json-experiment/json/jsontext"

	"github.com/sourced-dev/sourced/internal/signals"
)

// Record is one line of a batch file: an output and the sources to check
// it against.
type Record struct {
	// ID is the record's "id" as written (any JSON value), or nil when the
	// line has none.
	ID      json.RawMessage
	Output  string
	Sources []string
}

// LineID is the id a record's results go by when it has none: its line
// number, as JSON.
func LineID(line int) json.RawMessage {
	return json.RawMessage(strconv.Itoa(line))
}

// IDOr returns id, or LineID(line) when id is nil (the record has no "id").
func IDOr(id json.RawMessage, line int) json.RawMessage {
	if id == nil {
		return LineID(line)
	}
	return id
}

// Decode decodes one non-blank line of a batch file:
//
//	{"id": any (optional), "output": string, "sources": string or [string, ...]}
//
// with "source" accepted in place of "sources". An output of nothing but white space is an error, as an empty OUTPUT
// file is to check. Its error says, for a person, what is wrong with the
// line; the caller adds the line number.
func Decode(line []byte) (Record, error) {
	if len(line) > signals.MaxTokenized {
		// Its texts could be too: the checker reads none that long.
		return Record{}, fmt.Errorf("the line is too large: the most a line may hold is %d bytes", signals.MaxTokenized)
	}
	if r, ok := decodeWellFormed(line); ok {
		return r, nil
	}
	return decodeAny(line)
}

// decoders are the token readers of decodeWellFormed, kept for reuse;
// one at rest reads noLine.
var decoders = sync.Pool{New: func() any { return jsontext.NewDecoder(&noLine) }}

// noLine is the empty buffer a decoder at rest reads, so that it keeps no
// line alive. Nothing writes to it.
var noLine bytes.Buffer

// decodeWellFormed decodes a record that has every field right in one
// pass over line, as decodeAny would; ok is false for any line it does
// not take, a well-formed one too (a name given twice, a lone surrogate),
// which decodeAny then reads, and says what is wrong with it.
func decodeWellFormed(line []byte) (r Record, ok bool) {
	dec := decoders.Get().(*jsontext.Decoder)
	defer func() {
		dec.Reset(&noLine)
		decoders.Put(dec)
	}()
	// Read from a bytes.Buffer, the decoder reads the line in place.
	dec.Reset(bytes.NewBuffer(line))
	if open, err := dec.ReadToken(); err != nil || open.Kind() != '{' {
		return r, false
	}
	hasOutput := false
	for dec.PeekKind() == '"' {
		name, err := dec.ReadToken()
		if err != nil {
			return r, false
		}
		switch name.String() {
		case "id":
			v, err := dec.ReadValue()
			if err != nil {
				return r, false
			}
			r.ID = json.RawMessage(v.Clone())
		case "output":
			if dec.PeekKind() != '"' {
				return r, false
			}
			out, err := dec.ReadToken()
			if err != nil {
				return r, false
			}
			r.Output, hasOutput = Normalize(out.String()), true
		case "sources", "source":
			if r.Sources != nil {
				return r, false // both given
			}
			var good bool
			if r.Sources, good = readSources(dec); !good {
				return r, false
			}
		default:
			if dec.SkipValue() != nil {
				return r, false
			}
		}
	}
	if end, err := dec.ReadToken(); err != nil || end.Kind() != '}' || !hasOutput || r.Sources == nil || isBlank(r.Output) {
		return r, false
	}
	if _, err := dec.ReadToken(); err != io.EOF {
		return r, false // more after the object
	}
	return r, true
}

// readSources reads the value of "sources" (or "source"), a string or a
// list of strings; ok is false for any other value.
func readSources(dec *jsontext.Decoder) (sources []string, ok bool) {
	if dec.PeekKind() == '"' {
		s, err := dec.ReadToken()
		return []string{Normalize(s.String())}, err == nil
	}
	if open, err := dec.ReadToken(); err != nil || open.Kind() != '[' {
		return nil, false
	}
	sources = []string{}
	for dec.PeekKind() == '"' {
		s, err := dec.ReadToken()
		if err != nil {
			return nil, false
		}
		sources = append(sources, Normalize(s.String()))
	}
	closing, err := dec.ReadToken()
	return sources, err == nil && closing.Kind() == ']'
}

// decodeAny is Decode of any line, with the error that says what is wrong
// with a bad one.
func decodeAny(line []byte) (Record, error) {
	if !utf8.Valid(line) {
		return Record{}, errors.New("not valid UTF-8 text")
	}
	var fields map[string]json.RawMessage
	if err := json.Unmarshal(line, &fields); err != nil {
		var typeErr *json.UnmarshalTypeError
		if errors.As(err, &typeErr) {
			return Record{}, fmt.Errorf("want a JSON object, got %s", kindOf(bytes.TrimSpace(line)))
		}
		return Record{}, fmt.Errorf("not valid JSON: %v", trimJSONPrefix(err))
	}
	if fields == nil { // the line is null
		return Record{}, errors.New("want a JSON object, got null")
	}

	var r Record
	r.ID = fields["id"]

	out, ok := fields["output"]
	if !ok {
		return Record{}, errors.New(`missing "output"`)
	}
	if kindOf(out) != "a string" {
		return Record{}, fmt.Errorf(`"output" is %s, want a string`, kindOf(out))
	}
	if err := json.Unmarshal(out, &r.Output); err != nil {
		return Record{}, fmt.Errorf(`"output": %v`, trimJSONPrefix(err))
	}
	r.Output = Normalize(r.Output)
	if isBlank(r.Output) {
		return Record{}, errors.New(`"output" is empty`)
	}

	plural, hasPlural := fields["sources"]
	single, hasSingle := fields["source"]
	key, raw := "sources", plural
	switch {
	case hasPlural && hasSingle:
		return Record{}, errors.New(`both "sources" and "source" given; use one`)
	case hasSingle:
		key, raw = "source", single
	case !hasPlural:
		return Record{}, errors.New(`missing "sources" (or "source")`)
	}
	var err error
	if r.Sources, err = decodeSources(key, raw); err != nil {
		return Record{}, err
	}
	return r, nil
}

// isBlank reports whether s holds nothing but white space.
func isBlank(s string) bool { return strings.TrimSpace(s) == "" }

// decodeSources accepts a string (one source) or a list of strings.
func decodeSources(key string, raw json.RawMessage) ([]string, error) {
	switch kind := kindOf(raw); kind {
	case "a string":
		var s string
		if err := json.Unmarshal(raw, &s); err != nil {
			return nil, fmt.Errorf("%q: %v", key, trimJSONPrefix(err))
		}
		return []string{Normalize(s)}, nil
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
			sources[i] = Normalize(sources[i])
		}
		return sources, nil
	default:
		return nil, fmt.Errorf("%q is %s, want a string or a list of strings", key, kind)
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

// lineEndings turns Windows and old Mac line endings into "\n".
var lineEndings = strings.NewReplacer("\r\n", "\n", "\r", "\n")

// Normalize removes a leading byte order mark and unifies line endings.
func Normalize(s string) string {
	s = strings.TrimPrefix(s, "\uFEFF")
	if strings.IndexByte(s, '\r') < 0 {
		return s
	}
	return lineEndings.Replace(s)
}

// Lines reads in line by line, however long the lines, and calls fn with
// every non-blank line and its number, counting every line, blank or not,
// from 1. A line's ending and a byte order mark opening the first line are
// removed. Lines stops at the first error fn returns, returns it as it
// is, and stops too when ctx is done.
func Lines(ctx context.Context, in io.Reader, fn func(n int, line []byte) error) error {
	r := bufio.NewReaderSize(in, 64<<10)
	for n := 1; ; n++ {
		if err := ctx.Err(); err != nil {
			return err
		}
		text, err := r.ReadBytes('\n')
		if err != nil && !errors.Is(err, io.EOF) {
			// A line cut short by a failing reader is no line.
			return fmt.Errorf("reading line %d: %w", n, err)
		}
		if text = lineText(text, n); !jsonBlank(text) {
			if ferr := fn(n, text); ferr != nil {
				return ferr
			}
		}
		if err != nil { // io.EOF
			return nil
		}
	}
}

// TextLines calls fn with every non-blank line of text and its number, as
// Lines reads them from a reader, each line cut from text instead of
// copied. It stops at the first error fn returns and returns it as it is.
func TextLines(text string, fn func(n int, line string) error) error {
	for n := 1; text != ""; n++ {
		line, rest, _ := strings.Cut(text, "\n")
		// A line that starts with an ASCII byte other than white space,
		// as most do, is not blank.
		if line = lineText(line, n); line != "" && line[0]-'!' < 0x7f-'!' || !jsonBlank(line) {
			if err := fn(n, line); err != nil {
				return err
			}
		}
		text = rest
	}
	return nil
}

// WithArticle returns the kind of JSON value encoding/json names in an
// UnmarshalTypeError's Value ("array", "number", or "number 1.5" with the
// literal), its first word, after its indefinite article: "an array", "a
// number".
func WithArticle(kind string) string {
	kind, _, _ = strings.Cut(kind, " ")
	if kind != "" && strings.ContainsRune("aeiou", rune(kind[0])) {
		return "an " + kind
	}
	return "a " + kind
}

// jsonBlank reports whether line holds nothing but JSON's white space
// (blanks, tabs, carriage returns and line feeds): a blank line, which
// Lines and TextLines pass over. Other white space (a form feed, a
// no-break space) is no JSON, and its line is handed on to be reported
// malformed, not skipped.
func jsonBlank[T string | []byte](line T) bool {
	for i := 0; i < len(line); i++ {
		switch line[i] {
		case ' ', '\t', '\r', '\n':
		default:
			return false
		}
	}
	return true
}

// lineText is the text of line n as Lines and TextLines hand it on: line
// without its ending, "\n" or "\r\n", and, for the first line, without a
// byte order mark.
func lineText[T string | []byte](line T, n int) T {
	if k := len(line); k > 0 && line[k-1] == '\n' {
		line = line[:k-1]
	}
	if k := len(line); k > 0 && line[k-1] == '\r' {
		line = line[:k-1]
	}
	if n == 1 && len(line) >= 3 && line[0] == 0xEF && line[1] == 0xBB && line[2] == 0xBF { // U+FEFF
		line = line[3:]
	}
	return line
}
