package bench

import (
	"encoding/json"
	"errors"
	"strings"
	"unsafe"

	"github.com/go-json-experiment/json/jsontext"

	"github.com/sourced-dev/sourced/internal/jsonscan"
)

// renderJSON renders a JSON value in two layouts, reading its tokens
// once: indented by two spaces a level, as json.MarshalIndent would, and
// on one line as Python's json.dumps does by default, with ", " between
// items and ": " after keys (how the original tool's bench turned a
// structured record into source text). Either way keys keep the order
// the input has them, numbers are as written and text is unescaped (no \u
// escapes for non-ASCII letters or for <, > and &), so that the result
// reads as the record does: strings are written as encoding/json writes
// them without HTML escaping, copied from the input when it has them so
// already.
func renderJSON(raw json.RawMessage) (indented, line string, err error) {
	text := string(raw)
	sc := jsonscan.NewScanner(text)
	indented, ok := renderValue(&sc, text)
	if !ok || !sc.Done() {
		return "", "", errors.New("not valid JSON")
	}
	return indented, oneLine(indented), nil
}

// indent is what renderValue indents each level by.
const indent = "  "

// renderValue renders the next value sc reads of text indented, as
// renderJSON does; ok is false when the text goes wrong within it. It
// writes the one layout the source text needs: the one-line layout,
// which only the original tool's rules read, is cut from it (oneLine).
// Writing both as the tokens came took reading RAGTruth's sources for
// this checker's rules 0.4 M instructions more.
func renderValue(sc *jsonscan.Scanner, text string) (rendered string, ok bool) {
	tok, start, end, ok := sc.NextLiteral()
	if !ok {
		return "", false
	}
	// Room for the rest of the text, indented.
	n := len(text) - start
	r := renderer{b: make([]byte, 0, n+n/4), breaks: ",\n"}
	for r.write(tok, text[start:end]) {
		if len(r.levels) == 0 {
			return unsafe.String(unsafe.SliceData(r.b), len(r.b)), true
		}
		if tok, start, end, ok = sc.NextLiteral(); !ok {
			return "", false
		}
	}
	return "", false
}

// renderer is what renderValue has written and what it is in. It is
// kept apart from the loop that reads the tokens, in memory: as the
// loop's variables, which it shuffled and spilled around every read, it
// took 0.24 M instructions more to render RAGTruth's records.
type renderer struct {
	b []byte
	// levels holds the objects and arrays open, and whether each has had
	// an item yet (a name and its value are one item of an object).
	levels []renderLevel
	// breaks is a comma, a line break and the indentation of the deepest
	// level open so far: what comes before an item of a level, written
	// whole or from the line break on.
	breaks    string
	afterName bool // the next token is the value of the name before it
	quoted    []byte
}

// renderLevel is an object or an array open, for renderer.
type renderLevel struct {
	object, items bool
}

// write writes tok, lit as the text has it, and reports false for a
// closing delimiter with no level open.
func (r *renderer) write(tok jsonscan.Token, lit string) bool {
	depth := len(r.levels)
	if tok.Kind == '}' || tok.Kind == ']' {
		if depth == 0 {
			return false
		}
		// A level with items closes on a line of its own.
		if r.levels[depth-1].items {
			r.b = append(r.b, r.breaks[1:2+(depth-1)*len(indent)]...)
		}
		r.levels = r.levels[:depth-1]
		r.b = append(r.b, tok.Kind)
		return true
	}
	// Each item goes on a line of its own, after a comma but the first.
	// A name is followed by ": ", and its value comes next with nothing
	// before it.
	name := false
	if !r.afterName && depth > 0 {
		l := &r.levels[depth-1]
		n := 2 + depth*len(indent)
		if len(r.breaks) < n {
			r.breaks = ",\n" + strings.Repeat(indent, 2*depth)
		}
		from := 1
		if l.items {
			from = 0
		}
		r.b = append(r.b, r.breaks[from:n]...)
		l.items, name = true, l.object
	}
	r.afterName = name
	// Every token is written as the text has it (numbers as written,
	// literals and delimiters as they are) but a string that
	// encoding/json would write otherwise.
	switch tok.Kind {
	case '"':
		if !tok.Canonical {
			r.quoted = appendQuoted(r.quoted[:0], tok.Text)
			lit = string(r.quoted)
		}
	case '{', '[':
		r.levels = append(r.levels, renderLevel{object: tok.Kind == '{'})
	}
	r.b = append(r.b, lit...)
	if name {
		r.b = append(r.b, ": "...)
	}
	return true
}

// oneLine returns the one-line layout of a value renderValue rendered:
// its every line break is one renderValue wrote, as a string's literal
// holds none, followed by an indentation, and is dropped with it, but
// for the space that follows a comma.
func oneLine(indented string) string {
	b := make([]byte, 0, len(indented))
	for {
		i := strings.IndexByte(indented, '\n')
		if i < 0 {
			break
		}
		b = append(b, indented[:i]...)
		if i > 0 && indented[i-1] == ',' {
			b = append(b, ' ')
		}
		// The indentation is spaces (strings.TrimLeft took twice the
		// instructions of this loop).
		j := i + 1
		for j < len(indented) && indented[j] == ' ' {
			j++
		}
		indented = indented[j:]
	}
	b = append(b, indented...)
	return unsafe.String(unsafe.SliceData(b), len(b))
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
