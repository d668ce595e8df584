package bench

import (
	"encoding/json"
	"errors"
	"strings"

	"github.com/go-json-experiment/json/jsontext"

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
// written and strings decoded as encoding/json decodes them, and writes
// them with JSON v2's encoder, which escapes text as encoding/json does
// without HTML escaping.
func renderJSON(raw json.RawMessage, step string) (string, error) {
	text := string(raw)
	if !jsonscan.Valid(text) {
		return "", errors.New("not valid JSON")
	}
	layout := []jsontext.Options{jsontext.WithIndent(step)}
	if step == "" {
		// Python's json.dumps: ", " and ": ".
		layout = []jsontext.Options{jsontext.SpaceAfterColon(true), jsontext.SpaceAfterComma(true)}
	}
	var b strings.Builder
	b.Grow(len(text) + len(text)/4)
	// encoding/json escapes the line and paragraph separators; a record's
	// keys are rendered as they are, repeated or not.
	enc := jsontext.NewEncoder(&b, append(layout, jsontext.EscapeForJS(true), jsontext.AllowDuplicateNames(true))...)
	sc := jsonscan.NewScanner(text)
	for {
		tok, _, _, ok := sc.Next()
		if !ok {
			break
		}
		var err error
		switch tok.Kind {
		case '{':
			err = enc.WriteToken(jsontext.BeginObject)
		case '}':
			err = enc.WriteToken(jsontext.EndObject)
		case '[':
			err = enc.WriteToken(jsontext.BeginArray)
		case ']':
			err = enc.WriteToken(jsontext.EndArray)
		case '"':
			err = enc.WriteToken(jsontext.String(tok.Text))
		case '0':
			err = enc.WriteValue(jsontext.Value(tok.Text))
		case 't':
			err = enc.WriteToken(jsontext.True)
		case 'f':
			err = enc.WriteToken(jsontext.False)
		case 'n':
			err = enc.WriteToken(jsontext.Null)
		}
		if err != nil {
			return "", err
		}
	}
	return strings.TrimSuffix(b.String(), "\n"), nil
}
