package bench

import (
	"encoding/json"
	"errors"
	"strings"
	"unicode/utf8"

	"github.com/sourced-dev/sourced/internal/jsonscan"
)

// indentJSON renders a JSON value as json.MarshalIndent would with a
// two-space indent, but keeping the keys of every object in the order the
// input has them, numbers as written, and text unescaped (no \u escapes
// for non-ASCII letters or for <, > and &), so that the result reads as the
// record does.
func indentJSON(raw json.RawMessage) (string, error) {
	return renderJSON(raw, "  ")
}

// lineJSON renders a JSON value on one line, as Python's json.dumps does
// by default: ", " between items, ": " after keys, keys in input order,
// numbers as written and text unescaped. It is how the original tool's
// bench turned a structured record into source text.
func lineJSON(raw json.RawMessage) (string, error) {
	return renderJSON(raw, "")
}

// renderJSON renders a JSON value indented by step a level, or on one
// line when step is "". It reads the value's tokens once, numbers as
// written and strings decoded as encoding/json decodes them.
func renderJSON(raw json.RawMessage, step string) (string, error) {
	text := string(raw)
	if !jsonscan.Valid(text) {
		return "", errors.New("not valid JSON")
	}
	comma, newline := ",", "\n"
	if step == "" {
		comma, newline = ", ", ""
	}
	var b strings.Builder
	b.Grow(len(text) + len(text)/4)
	// levels are the open objects and arrays: whether each is an object,
	// how many members it has so far, and whether its last is a key
	// waiting for its value.
	type level struct {
		object, afterKey bool
		n                int
	}
	var levels []level
	indent := ""
	sc := jsonscan.NewScanner(text)
	for {
		tok, _, _, ok := sc.Next()
		if !ok {
			break
		}
		if tok.Kind == '}' || tok.Kind == ']' {
			indent = indent[:len(indent)-len(step)]
			if levels[len(levels)-1].n > 0 && step != "" {
				b.WriteString(newline + indent)
			}
			levels = levels[:len(levels)-1]
			b.WriteByte(tok.Kind)
			continue
		}
		if len(levels) > 0 {
			l := &levels[len(levels)-1]
			if l.afterKey {
				l.afterKey = false
			} else {
				if l.n > 0 {
					b.WriteString(comma)
				}
				b.WriteString(newline)
				b.WriteString(indent)
				l.n++
				if l.object {
					writeJSONString(&b, tok.Text)
					b.WriteString(": ")
					l.afterKey = true
					continue
				}
			}
		}
		switch tok.Kind {
		case '{', '[':
			b.WriteByte(tok.Kind)
			levels = append(levels, level{object: tok.Kind == '{'})
			indent += step
		case '"':
			writeJSONString(&b, tok.Text)
		case '0':
			b.WriteString(tok.Text)
		case 't':
			b.WriteString("true")
		case 'f':
			b.WriteString("false")
		case 'n':
			b.WriteString("null")
		}
	}
	return b.String(), nil
}

// writeJSONString writes s as a JSON string as encoding/json does without
// HTML escaping: quote, backslash and control characters escaped, the
// line and paragraph separators too, a byte of no UTF-8 sequence as
// U+FFFD, anything else as it is.
func writeJSONString(b *strings.Builder, s string) {
	const hex = "0123456789abcdef"
	b.WriteByte('"')
	start := 0 // s[start:i] is written as it is
	for i := 0; i < len(s); {
		c := s[i]
		if c >= ' ' && c != '"' && c != '\\' && c < utf8.RuneSelf {
			i++
			continue
		}
		r, size := rune(c), 1
		if c >= utf8.RuneSelf {
			r, size = utf8.DecodeRuneInString(s[i:])
			if r != '\u2028' && r != '\u2029' && !(r == utf8.RuneError && size == 1) {
				i += size
				continue
			}
		}
		b.WriteString(s[start:i])
		switch {
		case r == '"' || r == '\\':
			b.WriteByte('\\')
			b.WriteByte(byte(r))
		case r == '\b':
			b.WriteString(`\b`)
		case r == '\f':
			b.WriteString(`\f`)
		case r == '\n':
			b.WriteString(`\n`)
		case r == '\r':
			b.WriteString(`\r`)
		case r == '\t':
			b.WriteString(`\t`)
		case r < ' ':
			b.WriteString(`\u00`)
			b.WriteByte(hex[r>>4])
			b.WriteByte(hex[r&0xf])
		case r == utf8.RuneError:
			b.WriteString(`\ufffd`)
		default: // the line and paragraph separators
			b.WriteString(`\u202`)
			b.WriteByte(hex[r&0xf])
		}
		i += size
		start = i
	}
	b.WriteString(s[start:])
	b.WriteByte('"')
}
