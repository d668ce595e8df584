package render

import (
	"bytes"
	"encoding/json"
	"io"
	"testing"
	"unicode/utf8"

	"github.com/google/go-cmp/cmp"

	"github.com/sourced-dev/sourced"
)

// FuzzEncodersAgree checks that the encoders write, for reports checked
// from any output and source and for any text in every field, the bytes
// encoding/json writes with the same settings. Text that is not UTF-8 is
// the one exception: both write its bad bytes as U+FFFD, encoding/json as
// the escape \ufffd, so there the documents must decode to the same value.
func FuzzEncodersAgree(f *testing.F) {
	f.Add("Acme sold 12 units in 2020. <b>&</b>", "Acme sold 12 units in 2020, up 8%.", `"rec-1"`)
	f.Add("\xff\xfe bad \u2028 line\u2029 \x01 \"q\" \\", "The \"quoted\" text \x7f says 1e21.", `{"a": [1, 2.50, "x"]}`)
	f.Add("Zürich grew 3.5 per cent.", "Zürich grew 3.5 per cent in 1921.", "  12  ")
	f.Add("A line\u2028sep\u2029 <&> end.", "\u2028 \t tab", `"\u2028"`)
	f.Fuzz(func(t *testing.T, output, source, id string) {
		checked := sourced.Check(output, source)
		judged := sourced.Report{
			Claims: []sourced.Claim{{
				Text: output, Start: -1, End: len(source), Verdict: sourced.Verdict(source),
				ReasonCode: sourced.ReasonCode(id), Reason: source,
				Signals:  sourced.Signals{Numbers: []string{output}, Entities: []string{source}, Quotes: []string{id}},
				Evidence: []sourced.Evidence{{Source: id, Start: 1, End: 2, Text: source}},
				Contradictions: []sourced.Contradiction{
					{ClaimNumber: output, Entity: source, SourceNumbersNearby: []string{id, output}},
				},
			}},
			Judge: &sourced.JudgeSummary{Provider: id, Model: output, Asked: 1},
		}
		exact := utf8.ValidString(output) && utf8.ValidString(source) && utf8.ValidString(id)
		for _, r := range []*sourced.Report{&checked, &judged} {
			c := contract(r)
			agree(t, "indented", c, encodeIndented, true, exact)
			agree(t, "line", c, encodeLine, false, exact)
			if json.Valid([]byte(id)) {
				line := struct {
					ID     json.RawMessage `json:"id"`
					Claims []sourced.Claim `json:"claims"`
				}{json.RawMessage(id), c.Claims}
				agree(t, "line with id", line, encodeLine, false, exact)
			}
		}
	})
}

// agree fails t when encode writes v otherwise than encoding/json's
// Encoder, indented by two spaces when indent is set, with <, > and &
// unescaped: other bytes when exact is set, else another value.
func agree(t *testing.T, what string, v any, encode func(w io.Writer, v any) error, indent, exact bool) {
	t.Helper()
	var want, got bytes.Buffer
	enc := json.NewEncoder(&want)
	enc.SetEscapeHTML(false)
	if indent {
		enc.SetIndent("", "  ")
	}
	wantErr := enc.Encode(v)
	gotErr := encode(&got, v)
	if (wantErr == nil) != (gotErr == nil) {
		t.Fatalf("%s: encoding/json's error %v, the encoder's %v", what, wantErr, gotErr)
	}
	if bytes.Equal(want.Bytes(), got.Bytes()) {
		return
	}
	if exact || !cmp.Equal(decoded(t, want.Bytes()), decoded(t, got.Bytes())) {
		t.Fatalf("%s: encoding/json wrote\n%s\nthe encoder\n%s", what, want.Bytes(), got.Bytes())
	}
}

// decoded is the value of the JSON document data.
func decoded(t *testing.T, data []byte) any {
	t.Helper()
	var v any
	if err := json.Unmarshal(data, &v); err != nil {
		t.Fatalf("%s: %v", data, err)
	}
	return v
}
