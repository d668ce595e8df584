package bench

import (
	"encoding/json"
	"errors"
	"strings"
	"unsafe"

	"github.com/go-json-experiment/json/jsontext"

	"github.com/sourced-dev/sourced/internal/jsonscan"
)

// renderJSON renders a JSON value in as many layouts as steps, reading
// its tokens once: indented by the step a level, as json.MarshalIndent
// would, or, for the step "", on one line as Python's json.dumps does by
// default, with ", " between items and ": " after keys (how the original
// tool's bench turned a structured record into source text). Either way
// keys keep the order the input has them, numbers are as written and text
// is unescaped (no \u escapes for non-ASCII letters or for <, > and &), so
// that the result reads as the record does: strings are written as
// encoding/json writes them without HTML escaping, copied from the input
// when it has them so already.
func renderJSON(raw json.RawMessage, steps ...string) ([]string, error) {
	text := string(raw)
	sc := jsonscan.NewScanner(text)
	layouts, ok := renderValue(&sc, text, steps)
	if !ok || !sc.Done() {
		return nil, errors.New("not valid JSON")
	}
	return layouts, nil
}

// renderValue renders the next value sc reads of text as renderJSON does;
// ok is false when the text goes wrong within it.
func renderValue(sc *jsonscan.Scanner, text string, steps []string) (layouts []string, ok bool) {
	bufs := make([][]byte, len(steps))
	// breaks[i] is a comma, a line break and steps[i] repeated for the
	// deepest level open so far (one line layouts have none): what comes
	// before an item of a level, written whole or from the line break on.
	breaks := make([]string, len(steps))
	// levels holds the objects and arrays open, and the items written in
	// each (a name and its value are one item of an object).
	type level struct {
		object bool
		items  int
	}
	var levels []level
	afterName := false // the token is the value of the name before it
	var quoted []byte
	for first := true; first || len(levels) > 0; first = false {
		tok, start, end, ok := sc.NextLiteral()
		if !ok {
			return nil, false
		}
		if first { // room for the rest of the text, indented
			for i, n := 0, len(text)-start; i < len(bufs); i++ {
				bufs[i] = make([]byte, 0, n+n/4)
			}
		}
		depth := len(levels)
		if tok.Kind == '}' || tok.Kind == ']' {
			if depth == 0 {
				return nil, false // no value
			}
			items := levels[depth-1].items
			levels = levels[:depth-1]
			for i, step := range steps {
				if items > 0 && step != "" {
					bufs[i] = append(bufs[i], breaks[i][1:2+(depth-1)*len(step)]...)
				}
				bufs[i] = append(bufs[i], tok.Kind)
			}
			continue
		}
		// An item after the first follows a comma; each goes on a line of
		// its own, or after a space on one line. A name is followed by
		// ": ", and its value comes next with nothing before it.
		item, later, name := !afterName && depth > 0, false, false
		if item {
			l := &levels[depth-1]
			later, name = l.items > 0, l.object
			l.items++
		}
		afterName = name
		// Every token is written as the text has it (numbers as written,
		// literals and delimiters as they are) but a string that
		// encoding/json would write otherwise.
		lit := text[start:end]
		switch tok.Kind {
		case '"':
			if !tok.Canonical {
				quoted = appendQuoted(quoted[:0], tok.Text)
				lit = string(quoted)
			}
		case '{', '[':
			levels = append(levels, level{object: tok.Kind == '{'})
		}
		for i, step := range steps {
			b := bufs[i]
			switch {
			case item && step != "":
				if need := 2 + depth*len(step); len(breaks[i]) < need {
					breaks[i] = ",\n" + strings.Repeat(step, 2*depth)
				}
				from := 1
				if later {
					from = 0
				}
				b = append(b, breaks[i][from:2+depth*len(step)]...)
			case later:
				b = append(b, ", "...)
			}
			b = append(b, lit...)
			if name {
				b = append(b, ": "...)
			}
			bufs[i] = b
		}
	}
	layouts = make([]string, len(steps))
	for i, b := range bufs {
		layouts[i] = unsafe.String(unsafe.SliceData(b), len(b))
	}
	return layouts, true
}

// appendQuoted appends s as encoding/json writes it without HTML
// escaping: JSON v2's quoting, which writes the line and paragraph
// separators as they are, with those escaped. s is valid UTF-8.
func appendQuoted(dst []byte, s string) []byte {
	from := len(dst)
	dst, _ = jsontext.AppendQuote(dst, s)
	if !strings.ContainsAny(s, "\u2028\u2029") {
		return dst
	}
	quoted := strings.NewReplacer("\u2028", `\u2028`, "\u2029", `\u2029`).Replace(string(dst[from:]))
	return append(dst[:from], quoted...)
}
