package bench

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strings"
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
// line when step is "".
func renderJSON(raw json.RawMessage, step string) (string, error) {
	dec := json.NewDecoder(bytes.NewReader(raw))
	dec.UseNumber()
	var b strings.Builder
	if err := writeJSONValue(&b, dec, "", step); err != nil {
		return "", err
	}
	return b.String(), nil
}

// writeJSONValue copies the next value of dec to b, at the given indent;
// step is what each level adds, "" for one line.
func writeJSONValue(b *strings.Builder, dec *json.Decoder, indent, step string) error {
	tok, err := dec.Token()
	if err != nil {
		return err
	}
	switch t := tok.(type) {
	case json.Delim:
		closing := json.Delim('}')
		if t == '[' {
			closing = ']'
		}
		b.WriteString(t.String())
		inner := indent + step
		comma, newline, closeLine := ",", "\n"+inner, "\n"+indent
		if step == "" {
			comma, newline, closeLine = ", ", "", ""
		}
		n := 0
		for dec.More() {
			if n > 0 {
				b.WriteString(comma)
			}
			b.WriteString(newline)
			if t == '{' {
				key, err := dec.Token()
				if err != nil {
					return err
				}
				b.WriteString(quoteJSON(key.(string)))
				b.WriteString(": ")
			}
			if err := writeJSONValue(b, dec, inner, step); err != nil {
				return err
			}
			n++
		}
		if _, err := dec.Token(); err != nil {
			return err
		}
		if n > 0 {
			b.WriteString(closeLine)
		}
		b.WriteString(closing.String())
	case string:
		b.WriteString(quoteJSON(t))
	case json.Number:
		b.WriteString(t.String())
	case bool:
		fmt.Fprint(b, t)
	case nil:
		b.WriteString("null")
	}
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
