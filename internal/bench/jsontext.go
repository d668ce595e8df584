package bench

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"unicode/utf16"
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

// str renders the string that starts at r.i as encoding/json writes its
// text without HTML escaping: copied where that is the string as it
// stands, its escapes and bytes written again where it is not (see
// requote).
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
	if plain {
		r.out.Write(r.in[start:r.i])
		return nil
	}
	if err := requote(&r.out, r.in[start+1:r.i-1]); err != nil {
		return r.errorf("%v", err)
	}
	return nil
}

// requote writes the JSON string whose text between its quotes is body
// as encoding/json writes the text it stands for: its escapes decoded as
// encoding/json decodes them (a lone surrogate, like a byte of no UTF-8
// sequence, as U+FFFD), then written again as encoding/json writes a
// string without HTML escaping.
func requote(out *strings.Builder, body []byte) error {
	out.WriteByte('"')
	for i := 0; i < len(body); {
		c := body[i]
		switch {
		case c == '\\':
			if i+1 >= len(body) {
				return errors.New("a string ends in a backslash")
			}
			i += 2
			switch e := body[i-1]; e {
			case '"', '\\', '/':
				writeRune(out, rune(e))
			case 'b':
				writeRune(out, '\b')
			case 'f':
				writeRune(out, '\f')
			case 'n':
				writeRune(out, '\n')
			case 'r':
				writeRune(out, '\r')
			case 't':
				writeRune(out, '\t')
			case 'u':
				r, ok := hex4(body[i:])
				if !ok {
					return errors.New("malformed \\u escape")
				}
				i += 4
				if utf16.IsSurrogate(r) {
					r2, ok := rune(0), false
					if i+1 < len(body) && body[i] == '\\' && body[i+1] == 'u' {
						r2, ok = hex4(body[i+2:])
					}
					if ok && utf16.DecodeRune(r, r2) != utf8.RuneError {
						r, i = utf16.DecodeRune(r, r2), i+6
					} else {
						r = utf8.RuneError
					}
				}
				writeRune(out, r)
			default:
				return fmt.Errorf("unknown escape \\%c", e)
			}
		case c < utf8.RuneSelf:
			writeRune(out, rune(c))
			i++
		default:
			r, n := utf8.DecodeRune(body[i:])
			writeRune(out, r) // utf8.RuneError for a byte of no sequence
			i += n
		}
	}
	out.WriteByte('"')
	return nil
}

// hex4 reads the four hexadecimal digits that start b.
func hex4(b []byte) (rune, bool) {
	if len(b) < 4 {
		return 0, false
	}
	var r rune
	for _, c := range b[:4] {
		switch {
		case '0' <= c && c <= '9':
			c -= '0'
		case 'a' <= c && c <= 'f':
			c -= 'a' - 10
		case 'A' <= c && c <= 'F':
			c -= 'A' - 10
		default:
			return 0, false
		}
		r = r<<4 | rune(c)
	}
	return r, true
}

// writeRune writes r inside a JSON string as encoding/json does without
// HTML escaping: quote, backslash and control characters escaped, the
// line and paragraph separators too, anything else as it is.
func writeRune(out *strings.Builder, r rune) {
	const hex = "0123456789abcdef"
	switch {
	case r == '"' || r == '\\':
		out.WriteByte('\\')
		out.WriteByte(byte(r))
	case r == '\b':
		out.WriteString(`\b`)
	case r == '\f':
		out.WriteString(`\f`)
	case r == '\n':
		out.WriteString(`\n`)
	case r == '\r':
		out.WriteString(`\r`)
	case r == '\t':
		out.WriteString(`\t`)
	case r < 0x20:
		out.WriteString(`\u00`)
		out.WriteByte(hex[r>>4])
		out.WriteByte(hex[r&0xf])
	case r == '\u2028' || r == '\u2029':
		out.WriteString(`\u202`)
		out.WriteByte(hex[r&0xf])
	default:
		out.WriteRune(r)
	}
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
