package bench

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strings"
	"unicode/utf8"
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
// line when step is "". It reads the value's bytes once, copying what
// needs no change (numbers, literals, most strings) as it stands.
func renderJSON(raw json.RawMessage, step string) (string, error) {
	r := jsonRenderer{in: raw, step: step}
	r.out.Grow(len(raw) + len(raw)/4)
	if err := r.value(""); err != nil {
		return "", err
	}
	if r.skipSpace(); r.i < len(r.in) {
		return "", r.errorf("text after the value")
	}
	return r.out.String(), nil
}

// jsonRenderer is renderJSON's state: the input, the place read up to,
// and the output.
type jsonRenderer struct {
	in   []byte
	i    int
	step string
	out  strings.Builder
}

// errorf returns an error naming the place read up to.
func (r *jsonRenderer) errorf(format string, args ...any) error {
	return fmt.Errorf("invalid JSON at byte %d: %s", r.i, fmt.Sprintf(format, args...))
}

// skipSpace passes over JSON's blanks.
func (r *jsonRenderer) skipSpace() {
	for r.i < len(r.in) {
		switch r.in[r.i] {
		case ' ', '\t', '\n', '\r':
			r.i++
		default:
			return
		}
	}
}

// value renders the next value, at the given indent.
func (r *jsonRenderer) value(indent string) error {
	r.skipSpace()
	if r.i >= len(r.in) {
		return r.errorf("unexpected end")
	}
	switch c := r.in[r.i]; {
	case c == '{' || c == '[':
		return r.container(indent)
	case c == '"':
		return r.str()
	case c == '-' || '0' <= c && c <= '9':
		return r.number()
	default:
		for _, lit := range []string{"true", "false", "null"} {
			if bytes.HasPrefix(r.in[r.i:], []byte(lit)) {
				r.out.WriteString(lit)
				r.i += len(lit)
				return nil
			}
		}
		return r.errorf("unexpected %q", c)
	}
}

// container renders the object or array that starts at r.i.
func (r *jsonRenderer) container(indent string) error {
	open := r.in[r.i]
	closing := byte('}')
	if open == '[' {
		closing = ']'
	}
	r.i++
	r.out.WriteByte(open)
	inner := indent + r.step
	comma, newline, closeLine := ",", "\n"+inner, "\n"+indent
	if r.step == "" {
		comma, newline, closeLine = ", ", "", ""
	}
	for n := 0; ; n++ {
		r.skipSpace()
		if r.i < len(r.in) && r.in[r.i] == closing {
			r.i++
			if n > 0 {
				r.out.WriteString(closeLine)
			}
			r.out.WriteByte(closing)
			return nil
		}
		if n > 0 {
			if r.i >= len(r.in) || r.in[r.i] != ',' {
				return r.errorf("expected ',' or %q", closing)
			}
			r.i++
			r.skipSpace()
			r.out.WriteString(comma)
		}
		r.out.WriteString(newline)
		if open == '{' {
			if r.i >= len(r.in) || r.in[r.i] != '"' {
				return r.errorf("expected a key")
			}
			if err := r.str(); err != nil {
				return err
			}
			r.skipSpace()
			if r.i >= len(r.in) || r.in[r.i] != ':' {
				return r.errorf("expected ':'")
			}
			r.i++
			r.out.WriteString(": ")
		}
		if err := r.value(inner); err != nil {
			return err
		}
	}
}

// str renders the string that starts at r.i as quoteJSON writes its text:
// a string without escapes whose bytes quoteJSON keeps is copied, any
// other decoded and quoted again.
func (r *jsonRenderer) str() error {
	start := r.i
	plain := true
	for r.i++; ; r.i++ {
		if r.i >= len(r.in) {
			return r.errorf("unterminated string")
		}
		c := r.in[r.i]
		if c == '"' {
			break
		}
		switch {
		case c == '\\':
			plain = false
			r.i++ // the escaped byte, whatever it is, does not end the string
		case c < 0x20:
			return r.errorf("control character in a string")
		case c >= utf8.RuneSelf:
			plain = false
		}
	}
	r.i++
	quoted := r.in[start:r.i]
	if plain || keptAsIs(quoted) {
		r.out.Write(quoted)
		return nil
	}
	var s string
	if err := json.Unmarshal(quoted, &s); err != nil {
		return err
	}
	r.out.WriteString(quoteJSON(s))
	return nil
}

// keptAsIs reports whether the quoted string, without escapes, is what
// quoteJSON writes of its text: valid UTF-8 without the line and paragraph
// separators, which quoteJSON escapes.
func keptAsIs(quoted []byte) bool {
	return bytes.IndexByte(quoted, '\\') < 0 && utf8.Valid(quoted) &&
		!bytes.Contains(quoted, []byte("\u2028")) && !bytes.Contains(quoted, []byte("\u2029"))
}

// number copies the number that starts at r.i as written, once its form
// is checked.
func (r *jsonRenderer) number() error {
	start := r.i
	digits := func() int {
		n := 0
		for r.i < len(r.in) && '0' <= r.in[r.i] && r.in[r.i] <= '9' {
			r.i, n = r.i+1, n+1
		}
		return n
	}
	if r.in[r.i] == '-' {
		r.i++
	}
	first := r.i
	if n := digits(); n == 0 || n > 1 && r.in[first] == '0' {
		return r.errorf("malformed number")
	}
	if r.i < len(r.in) && r.in[r.i] == '.' {
		r.i++
		if digits() == 0 {
			return r.errorf("malformed number")
		}
	}
	if r.i < len(r.in) && (r.in[r.i] == 'e' || r.in[r.i] == 'E') {
		r.i++
		if r.i < len(r.in) && (r.in[r.i] == '+' || r.in[r.i] == '-') {
			r.i++
		}
		if digits() == 0 {
			return r.errorf("malformed number")
		}
	}
	r.out.Write(r.in[start:r.i])
	return nil
}

// quoteJSON is s as a JSON string, without HTML escaping.
func quoteJSON(s string) string {
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	_ = enc.Encode(s) // encoding a string cannot fail
	return strings.TrimSuffix(buf.String(), "\n")
}
