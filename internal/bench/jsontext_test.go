package bench

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strings"
	"testing"
)

// renderByDecoder is renderJSON written on encoding/json's tokens: the
// reference renderJSON is fuzzed against.
func renderByDecoder(raw []byte, step string) (string, error) {
	dec := json.NewDecoder(bytes.NewReader(raw))
	dec.UseNumber()
	var b strings.Builder
	var write func(indent string) error
	write = func(indent string) error {
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
				if err := write(inner); err != nil {
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
			fmt.Fprint(&b, t)
		case nil:
			b.WriteString("null")
		}
		return nil
	}
	if err := write(""); err != nil {
		return "", err
	}
	return b.String(), nil
}

// renderJSON renders every valid JSON value as the decoder-based
// reference does, indented and on one line, and refuses what is not JSON.
func FuzzRenderJSON(f *testing.F) {
	for _, seed := range []string{
		`{"name": "Café <Olé> & Co", "stars": 4.0, "hours": {"Tuesday": "9:0-17:0"}, "a": null, "t": [], "e": {}}`,
		`[1, -0.5e+3, true, false, null, "x\"y\\z\n\u00e9\u2028\ud83d\ude00"]`,
		"\"raw \u2029 separator\"", "\"bad \xff utf8\"", `  {"a" : [ {"b":1} , 2 ] }  `,
		`"\ud83d"`, `"\ud83d\u0041x"`, `"\udc00\ud83d\ude00"`, `"\u0008\u000C\u001f\u007f\/"`, `"\u2028\u2029"`,
		`01`, `-`, `"\u12"`, `"\q"`, `"end\`, `1.`, `1e`, `{"a" 1}`, `[1 2]`, `{"a":1,}`, `"\x"`, `tru`, `{"a":1} x`,
	} {
		f.Add([]byte(seed))
	}
	f.Fuzz(func(t *testing.T, raw []byte) {
		indented, line, err := renderJSON(raw)
		if !json.Valid(raw) {
			if err == nil {
				t.Fatalf("renderJSON(%q) = %q, %q, no error for invalid JSON", raw, indented, line)
			}
			return
		}
		if err != nil {
			t.Fatalf("renderJSON(%q): %v", raw, err)
		}
		for _, layout := range []struct{ step, got string }{{"  ", indented}, {"", line}} {
			want, werr := renderByDecoder(raw, layout.step)
			if werr != nil || layout.got != want {
				t.Fatalf("renderJSON(%q) in the layout of step %q = %q; the decoder renders %q, %v", raw, layout.step, layout.got, want, werr)
			}
		}
	})
}

// quoteJSON is s as a JSON string, without HTML escaping.
func quoteJSON(s string) string {
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	_ = enc.Encode(s) // encoding a string cannot fail
	return strings.TrimSuffix(buf.String(), "\n")
}
