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
	dec := json.NewDecoder(bytes.NewReader(raw))
	dec.UseNumber()
	var b strings.Builder
	if err := writeJSONValue(&b, dec, ""); err != nil {
		return "", err
	}
	return b.String(), nil
}

// writeJSONValue copies the next value of dec to b, indented by indent.
func writeJSONValue(b *strings.Builder, dec *json.Decoder, indent string) error {
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
		inner := indent + "  "
		n := 0
		for dec.More() {
			if n > 0 {
				b.WriteByte(',')
			}
			b.WriteString("\n" + inner)
			if t == '{' {
				key, err := dec.Token()
				if err != nil {
					return err
				}
				b.WriteString(quoteJSON(key.(string)))
				b.WriteString(": ")
			}
			if err := writeJSONValue(b, dec, inner); err != nil {
				return err
			}
			n++
		}
		if _, err := dec.Token(); err != nil {
			return err
		}
		if n > 0 {
			b.WriteString("\n" + indent)
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
