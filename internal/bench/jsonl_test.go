package bench

import (
	"encoding/json"
	"testing"
)

// unmarshal gives what encoding/json gives, for the lines JSON v2 refuses
// too: a name given twice, a name in another case, a lone surrogate, a
// malformed line.
func FuzzUnmarshalAsEncodingJSON(f *testing.F) {
	type rec struct {
		ID       string          `json:"id"`
		Response *string         `json:"response"`
		Info     json.RawMessage `json:"source_info"`
		Labels   []ragtruthLabel `json:"labels"`
	}
	for _, line := range []string{
		`{"id": "1", "response": "A.", "source_info": {"a": [1, 2]}, "labels": [{"start": 0, "end": 1}]}`,
		`{"id": "1", "id": "2", "response": "A."}`,
		`{"ID": "1", "Response": "A."}`,
		`{"id": "1", "response": "\ud800"}`,
		`{"id": "1", "response": null, "labels": null}`,
		`{"id": 1}`,
		`{"id": "1"`,
	} {
		f.Add([]byte(line))
	}
	f.Fuzz(func(t *testing.T, line []byte) {
		var got, want rec
		gotErr, wantErr := unmarshal([]byte(line), &got), json.Unmarshal([]byte(line), &want)
		if (gotErr == nil) != (wantErr == nil) || gotErr != nil && gotErr.Error() != wantErr.Error() {
			t.Fatalf("unmarshal(%s) error = %v, encoding/json gives %v", line, gotErr, wantErr)
		}
		g, _ := json.Marshal(got)
		w, _ := json.Marshal(want)
		if string(g) != string(w) {
			t.Fatalf("unmarshal(%s) = %s, encoding/json gives %s", line, g, w)
		}
	})
}
