package bench

import (
	"encoding/json"
	"errors"
	"strings"

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
// that the result reads as the record does: strings decoded as
// encoding/json decodes them are written with JSON v2's encoder, which
// escapes text as encoding/json does without HTML escaping.
func renderJSON(raw json.RawMessage, steps ...string) ([]string, error) {
	text := string(raw)
	if !jsonscan.Valid(text) {
		return nil, errors.New("not valid JSON")
	}
	bufs := make([]strings.Builder, len(steps))
	encs := make([]*jsontext.Encoder, len(steps))
	for i, step := range steps {
		layout := []jsontext.Options{jsontext.WithIndent(step)}
		if step == "" {
			// Python's json.dumps: ", " and ": ".
			layout = []jsontext.Options{jsontext.SpaceAfterColon(true), jsontext.SpaceAfterComma(true)}
		}
		bufs[i].Grow(len(text) + len(text)/4)
		// encoding/json escapes the line and paragraph separators; a
		// record's keys are rendered as they are, repeated or not.
		encs[i] = jsontext.NewEncoder(&bufs[i], append(layout, jsontext.EscapeForJS(true), jsontext.AllowDuplicateNames(true))...)
	}
	sc := jsonscan.NewScanner(text)
	for {
		tok, _, _, ok := sc.Next()
		if !ok {
			break
		}
		for _, enc := range encs {
			if err := writeToken(enc, tok); err != nil {
				return nil, err
			}
		}
	}
	out := make([]string, len(steps))
	for i := range bufs {
		out[i] = strings.TrimSuffix(bufs[i].String(), "\n")
	}
	return out, nil
}

// writeToken writes a token of jsonscan's with a JSON v2 encoder, a
// number as written.
func writeToken(enc *jsontext.Encoder, tok jsonscan.Token) error {
	switch tok.Kind {
	case '{':
		return enc.WriteToken(jsontext.BeginObject)
	case '}':
		return enc.WriteToken(jsontext.EndObject)
	case '[':
		return enc.WriteToken(jsontext.BeginArray)
	case ']':
		return enc.WriteToken(jsontext.EndArray)
	case '"':
		return enc.WriteToken(jsontext.String(tok.Text))
	case '0':
		return enc.WriteValue(jsontext.Value(tok.Text))
	case 't':
		return enc.WriteToken(jsontext.True)
	case 'f':
		return enc.WriteToken(jsontext.False)
	}
	return enc.WriteToken(jsontext.Null)
}
