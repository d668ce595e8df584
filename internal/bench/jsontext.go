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
	outs := make([]layout, len(steps))
	for i, step := range steps {
		outs[i].step = step
	}
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
			for i, n := 0, len(text)-start; i < len(outs); i++ {
				outs[i].b = make([]byte, 0, n+n/4)
			}
		}
		depth := len(levels)
		if tok.Kind == '}' || tok.Kind == ']' {
			if depth == 0 {
				return nil, false // no value
			}
			items := levels[depth-1].items
			levels = levels[:depth-1]
			for i := range outs {
				outs[i].close(tok.Kind, depth, items > 0)
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
		for i := range outs {
			o := &outs[i]
			b := o.b
			switch {
			case item && o.step != "":
				n := 2 + depth*len(o.step)
				if len(o.breaks) < n {
					o.breaks = ",\n" + strings.Repeat(o.step, 2*depth)
				}
				from := 1
				if later {
					from = 0
				}
				b = append(b, o.breaks[from:n]...)
			case later:
				b = append(b, ", "...)
			}
			b = append(b, lit...)
			if name {
				b = append(b, ": "...)
			}
			o.b = b
		}
	}
	layouts = make([]string, len(outs))
	for i := range outs {
		b := outs[i].b
		layouts[i] = unsafe.String(unsafe.SliceData(b), len(b))
	}
	return layouts, true
}

// layout is one layout renderValue writes: its text so far, its step,
// and breaks, a comma, a line break and the step repeated for the deepest
// level open so far (none for the one line layout, whose step is ""): what
// comes before an item of a level, written whole or from the line break
// on.
type layout struct {
	b      []byte
	step   string
	breaks string
}

// close writes the closing delimiter c of the level at depth, on a line
// of its own when the level has items.
func (o *layout) close(c byte, depth int, items bool) {
	if items && o.step != "" {
		o.b = append(o.b, o.breaks[1:2+(depth-1)*len(o.step)]...)
	}
	o.b = append(o.b, c)
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
