package main

import (
	"encoding/json"
	"testing"

	"github.com/google/go-cmp/cmp"
)

func TestDecodeRecord(t *testing.T) {
	for _, tt := range []struct {
		line    string
		want    record
		wantErr string
	}{
		// Good records.
		{line: `{"output": "A.", "sources": ["S1.", "S2."]}`,
			want: record{output: "A.", sources: []string{"S1.", "S2."}}},
		{line: `{"id": "x", "output": "A.", "source": "S."}`,
			want: record{id: json.RawMessage(`"x"`), output: "A.", sources: []string{"S."}}},
		{line: `{"id": 7, "output": "A.", "sources": "S."}`,
			want: record{id: json.RawMessage(`7`), output: "A.", sources: []string{"S."}}},
		{line: `{"id": null, "output": "A.", "source": ["S."]}`,
			want: record{id: json.RawMessage(`null`), output: "A.", sources: []string{"S."}}},
		{line: `  {"output": "", "sources": []}  `,
			want: record{output: "", sources: []string{}}},
		{line: `{"output": "A.\r\nB.", "sources": ["x\ry"], "extra": true}`,
			want: record{output: "A.\nB.", sources: []string{"x\ny"}}},

		// Every kind of malformed line.
		{line: "\xff{}", wantErr: "not valid UTF-8 text"},
		{line: `not json`, wantErr: "not valid JSON: invalid character 'o' in literal null (expecting 'u')"},
		{line: `{"output": "A."`, wantErr: "not valid JSON: unexpected end of JSON input"},
		{line: `{"output": "A."} {}`, wantErr: "not valid JSON: invalid character '{' after top-level value"},
		{line: `[1, 2]`, wantErr: "want a JSON object, got a list"},
		{line: `"text"`, wantErr: "want a JSON object, got a string"},
		{line: `3.5`, wantErr: "want a JSON object, got a number"},
		{line: `true`, wantErr: "want a JSON object, got a boolean"},
		{line: `null`, wantErr: "want a JSON object, got null"},
		{line: `{"sources": ["S."]}`, wantErr: `missing "output"`},
		{line: `{"output": 5, "sources": ["S."]}`, wantErr: `"output" is a number, want a string`},
		{line: `{"output": null, "sources": ["S."]}`, wantErr: `"output" is null, want a string`},
		{line: `{"output": ["A."], "sources": ["S."]}`, wantErr: `"output" is a list, want a string`},
		{line: `{"output": "A."}`, wantErr: `missing "sources" (or "source")`},
		{line: `{"output": "A.", "sources": null}`, wantErr: `"sources" is null, want a string or a list of strings`},
		{line: `{"output": "A.", "sources": 5}`, wantErr: `"sources" is a number, want a string or a list of strings`},
		{line: `{"output": "A.", "sources": {"S.": 1}}`, wantErr: `"sources" is an object, want a string or a list of strings`},
		{line: `{"output": "A.", "source": false}`, wantErr: `"source" is a boolean, want a string or a list of strings`},
		{line: `{"output": "A.", "sources": ["S.", 2]}`, wantErr: `"sources"[1] is a number, want a string`},
		{line: `{"output": "A.", "source": [null]}`, wantErr: `"source"[0] is null, want a string`},
		{line: `{"output": "A.", "sources": [["S."]]}`, wantErr: `"sources"[0] is a list, want a string`},
		{line: `{"output": "A.", "sources": ["S."], "source": "T."}`, wantErr: `both "sources" and "source" given; use one`},
	} {
		got, err := decodeRecord([]byte(tt.line))
		if tt.wantErr != "" {
			if err == nil || err.Error() != tt.wantErr {
				t.Errorf("decodeRecord(%s) error = %v, want %q", tt.line, err, tt.wantErr)
			}
			continue
		}
		if err != nil {
			t.Errorf("decodeRecord(%s) error = %v, want none", tt.line, err)
			continue
		}
		if diff := cmp.Diff(tt.want, got, cmp.AllowUnexported(record{})); diff != "" {
			t.Errorf("decodeRecord(%s) differs (-want +got):\n%s", tt.line, diff)
		}
	}
}

func FuzzDecodeRecord(f *testing.F) {
	for _, s := range []string{
		`{"id": 1, "output": "A.", "sources": ["S."]}`,
		`{"output": "A.", "source": "S."}`,
		`[1]`, `null`, `{"output": 5}`, "\xff",
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, line []byte) {
		r, err := decodeRecord(line)
		if err != nil {
			return
		}
		if r.sources == nil {
			t.Errorf("decodeRecord(%q) accepted a record with nil sources", line)
		}
		if r.id != nil && !json.Valid(r.id) {
			t.Errorf("decodeRecord(%q) id %q is not valid JSON", line, r.id)
		}
	})
}
