package bench

import (
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"
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

// readJSON decodes every line it takes as unmarshal does, the lines of
// source_info.jsonl and response.jsonl and the source_info of a Summary
// and of a QA item alike; the lines it refuses are left to unmarshal.
func FuzzReadJSONAsUnmarshal(f *testing.F) {
	for _, file := range []string{"testdata/ragtruth/source_info.jsonl", "testdata/ragtruth/response.jsonl"} {
		data, err := os.ReadFile(file)
		if err != nil {
			f.Fatal(err)
		}
		for line := range strings.Lines(string(data)) {
			f.Add(strings.TrimSpace(line))
		}
	}
	for _, line := range readJSONLines {
		f.Add(line.text)
	}
	f.Fuzz(func(t *testing.T, line string) {
		checkReadJSON(t, line, readSourceLine)
		checkReadJSON(t, line, readResponseLine)
		checkReadJSON(t, line, readQA)
		checkReadJSON(t, line, readString)
	})
}

// readJSONLines are lines that readJSON takes, or refuses, for reading
// with read.
var readJSONLines = []struct {
	text string
	read string // "source", "response", "qa" or "string"
	fast bool
}{
	// Escapes, a surrogate pair, text that is not ASCII, a lone surrogate
	// and a byte that is not UTF-8 (U+FFFD both), an escaped name.
	{`{"id": "1", "source_id": "100", "split": "test", "response": "caf\u00e9 \"Zürich\"\n\ud83d\ude00 \/ \ud800 ` + "\xff" + `", "labels": [{"start": 0, "end": 4, "text": "caf\u00e9", "label_type": "Evident Conflict"}]}`, "response", true},
	{`{"\u0069d": "1", "response": "A."}`, "response", true},
	// Skipped values of every kind, however nested; an empty list; -0.
	{`{"id": "1", "model": {"a": [1, {"b": null}, "x\ty"], "c": true}, "temperature": -1.5e3, "labels": [], "quality": false, "response": "A.", "meta": null}`, "response", true},
	{`{"id": "1", "response": "A.", "labels": [{"start": -0, "end": 1, "text": "A", "label_type": "L", "meta": {"k": []}}]}`, "response", true},
	{`{"source_id": "7", "task_type": "Data2txt", "source_info": {"name": "Caf\u00e9", "stars": 4.0, "tags": []}}`, "source", true},
	{`{"source_id": "7", "task_type": "Summary", "source_info": "line\none"}`, "source", true},
	{`{"question": "q\u00e9", "passages": "p", "extra": 1}`, "qa", true},
	{`{"question": "q"}`, "qa", true},
	{`"an \"article\"\n"`, "string", true},
	// encoding/json matches names regardless of case, and folds ſ to S.
	{`{"ID": "1", "response": "A."}`, "response", false},
	{`{"id": "1", "Response": "A."}`, "response", false},
	{`{"id": "1", "response": "A.", "ſplit": "test"}`, "response", false},
	{`{"id": "1", "response": "A.", "labels": [{"Start": 0, "end": 1}]}`, "response", false},
	{`{"Source_Info": "x", "source_id": "1"}`, "source", false},
	// A name given twice, plainly or escaped: encoding/json keeps the last.
	{`{"id": "1", "id": "2", "response": "A."}`, "response", false},
	{`{"id": "1", "\u0069d": "2", "response": "A."}`, "response", false},
	// Nulls, which encoding/json leaves be (but keeps as written for a raw
	// value), and values of the wrong kind.
	{`{"id": "1", "response": null, "labels": null}`, "response", false},
	{`{"id": "1", "response": "A.", "labels": [null]}`, "response", false},
	{`{"source_id": "7", "source_info": null}`, "source", true},
	{`{"id": 1, "response": "A."}`, "response", false},
	{`{"id": "1", "response": "A.", "labels": [{"start": 1.0, "end": 2}]}`, "response", false},
	{`{"id": "1", "response": "A.", "labels": [{"start": 1e2, "end": 2}]}`, "response", false},
	{`{"id": "1", "response": "A.", "labels": [{"start": 99999999999999999999, "end": 2}]}`, "response", false},
	{`["question", "q"]`, "qa", false},
	{`{"text": "not a string"}`, "string", false},
	// Not JSON, or more than one value.
	{`{"id": "1", "source_id": `, "response", false},
	{`{"id": "1"} {"id": "2"}`, "response", false},
	{``, "string", false},
}

// readJSON takes the lines readJSONLines expect it to take, and decodes
// them as unmarshal does (which FuzzReadJSONAsUnmarshal checks).
func TestReadJSONTakes(t *testing.T) {
	for _, line := range readJSONLines {
		var fast bool
		switch line.read {
		case "source":
			fast = checkReadJSON(t, line.text, readSourceLine)
		case "response":
			fast = checkReadJSON(t, line.text, readResponseLine)
		case "qa":
			fast = checkReadJSON(t, line.text, readQA)
		case "string":
			fast = checkReadJSON(t, line.text, readString)
		}
		if fast != line.fast {
			t.Errorf("readJSON(%s) with the %s reader takes it: %v, want %v", line.text, line.read, fast, line.fast)
		}
	}
}

// checkReadJSON fails t when readJSON takes text, read with read, but
// decodes it otherwise than unmarshal, and reports whether it took it.
func checkReadJSON[T any](t *testing.T, text string, read func(*T, *jsonReader) bool) bool {
	t.Helper()
	fast, ok := readJSON(text, read)
	if !ok {
		return false
	}
	var want T
	if err := unmarshal([]byte(text), &want); err != nil {
		t.Fatalf("readJSON(%q) takes what unmarshal refuses: %v", text, err)
	}
	// A response line's body is where readResponseLine keeps the
	// response that Response points to, which unmarshal does not fill.
	if diff := cmp.Diff(want, fast, cmpopts.IgnoreUnexported(ragtruthResponseLine{}, ragtruthLabel{})); diff != "" {
		t.Fatalf("readJSON(%q) decodes otherwise than unmarshal (-unmarshal +readJSON):\n%s", text, diff)
	}
	return true
}

// A lineReader that reads a text after another, remembering the names of
// the objects it read last (nameOrders), reads it as a fresh one does: a
// line after another, and back.
func FuzzLineReaderNames(f *testing.F) {
	lines := lineReaderTexts(f)
	for i := range lines {
		f.Add(lines[i], lines[(i+1)%len(lines)])
	}
	f.Add(`{"id": "1", "labels": [{"start": 0, "end": 1}, {"start": 1, "end": 2}], "response": "A."}`, `{"id": "1", "labels": [{"start": 0, "start": 2, "end": 1}], "response": "A."}`)
	f.Add(`{"id": "1", "response": "A.", "split": "test"}`, `{"id": "1", "response": "A.", "split": "test"`)
	f.Add(`{"id": "1", "response": "A."}`, `{"id":"1","response":"A."}`)
	f.Add(`{"id": "1", "response": "A."}`, `{"id": "1", "Response": "A."}`)
	f.Add(`{"id": "1", "response": "A."}`, `{"id": "1", "response" : "A."}`)
	f.Add(`{"id": "1", "response": "A."}`, `["id": "1", "response": "A."]`)
	f.Fuzz(func(t *testing.T, first, second string) {
		texts := []string{first, second, first, second}
		checkLineReader(t, texts, readSourceLine)
		checkLineReader(t, texts, readResponseLine)
		checkLineReader(t, texts, readQA)
	})
}

// A lineReader reads the test lines and RAGTruth's test files, in their
// order and then in reverse, as a fresh one reads each.
func TestLineReaderNames(t *testing.T) {
	lines := lineReaderTexts(t)
	all := append(slices.Clone(lines), lines...)
	slices.Reverse(all[len(lines):])
	checkLineReader(t, all, readSourceLine)
	checkLineReader(t, all, readResponseLine)
	checkLineReader(t, all, readQA)
}

// A response's labels read into a room reused from line to line, as
// LoadRAGTruthFor reads them, are read as readResponseLine reads them
// into an array of their own.
func TestReadLabelsRoom(t *testing.T) {
	var room []ragtruthLabel
	readResponse := func(r *ragtruthResponseLine, j *jsonReader) bool {
		return readResponseFields(r, j, &room)
	}
	var d lineReader[ragtruthResponseLine]
	for _, text := range lineReaderTexts(t) {
		got, gotOK := d.read(text, readResponse)
		want, wantOK := readJSON(text, readResponseLine)
		if gotOK != wantOK {
			t.Fatalf("reading %q with a room takes it: %v, without: %v", text, gotOK, wantOK)
		}
		if diff := cmp.Diff(want, got, cmpopts.IgnoreUnexported(ragtruthResponseLine{}, ragtruthLabel{})); gotOK && diff != "" {
			t.Fatalf("reading %q with a room reads otherwise (-without +with):\n%s", text, diff)
		}
	}
	if cap(room) == 0 {
		t.Fatal("no labels were read into the room")
	}
}

// lineReaderTexts are the texts of readJSONLines and the lines of the
// RAGTruth files in testdata.
func lineReaderTexts(tb testing.TB) []string {
	var lines []string
	for _, line := range readJSONLines {
		lines = append(lines, line.text)
	}
	for _, file := range []string{"testdata/ragtruth/source_info.jsonl", "testdata/ragtruth/response.jsonl"} {
		data, err := os.ReadFile(file)
		if err != nil {
			tb.Fatal(err)
		}
		for line := range strings.Lines(string(data)) {
			lines = append(lines, strings.TrimSpace(line))
		}
	}
	return lines
}

// checkLineReader fails t when one lineReader reading texts in turn reads
// one of them otherwise than a fresh lineReader does.
func checkLineReader[T any](t *testing.T, texts []string, read func(*T, *jsonReader) bool) {
	t.Helper()
	var d lineReader[T]
	for _, text := range texts {
		got, gotOK := d.read(text, read)
		want, wantOK := readJSON(text, read)
		if gotOK != wantOK {
			t.Fatalf("lineReader.read(%q) after others takes it: %v, a fresh one: %v", text, gotOK, wantOK)
		}
		if diff := cmp.Diff(want, got, cmpopts.IgnoreUnexported(ragtruthResponseLine{}, ragtruthLabel{})); gotOK && diff != "" {
			t.Fatalf("lineReader.read(%q) after others reads otherwise than a fresh one (-fresh +after):\n%s", text, diff)
		}
	}
}

// eachLine reads lines as record.Lines does: a byte order mark opening the
// file and line endings of either kind removed, white space trimmed, blank
// lines skipped but counted.
func TestEachLine(t *testing.T) {
	path := filepath.Join(t.TempDir(), "lines.jsonl")
	if err := os.WriteFile(path, []byte("\uFEFF{\"a\": 1}\r\n\r\n  \t\n x \n\uFEFFy"), 0o644); err != nil {
		t.Fatal(err)
	}
	var lines []string
	err := eachLine(path, func(line string) error {
		lines = append(lines, line)
		if line == "x" {
			return errors.New("bad line")
		}
		return nil
	})
	if want := []string{`{"a": 1}`, "x"}; !slices.Equal(lines, want) {
		t.Errorf("eachLine read %q, want %q", lines, want)
	}
	var ie *InputError
	if !errors.As(err, &ie) || ie.File != path || ie.Line != 4 {
		t.Errorf("eachLine = %v, want an *InputError at line 4", err)
	}
	lines = nil
	if err := eachLine(path, func(line string) error { lines = append(lines, line); return nil }); err != nil {
		t.Fatal(err)
	}
	// A byte order mark anywhere but at the start is text.
	if want := []string{`{"a": 1}`, "x", "\uFEFFy"}; !slices.Equal(lines, want) {
		t.Errorf("eachLine read %q, want %q", lines, want)
	}
}

// fieldNames.find tells a name from the names it holds as comparing
// strings does: the name's index among them, and whether another name
// could be one of them to encoding/json (not ASCII, or one of them in
// another case).
func FuzzFieldNames(f *testing.F) {
	for _, name := range []string{"id", "ID", "iD", "source_id", "Source_ID", "model", "text", "meta", "label_type", "ſplit", "a", "", "response\x80", "a_name_longer_than_sixteen", "A_NAME_LONGER_THAN_SIXTEEN"} {
		f.Add(name)
	}
	sets := []*fieldNames{responseFields, labelFields, sourceFields, qaFields, newFieldNames("a", "b_", "a_name_longer_than_sixteen")}
	f.Fuzz(func(t *testing.T, name string) {
		for _, set := range sets {
			want := slices.Index(set.names, name)
			wantOther := want >= 0 || isASCII(name) && !slices.ContainsFunc(set.names, func(n string) bool { return strings.EqualFold(n, name) })
			if i, other := set.find(name); i != want || other != wantOther {
				t.Fatalf("find(%q) in %q = %d, %v; want %d, %v", name, set.names, i, other, want, wantOther)
			}
		}
	})
}

// isASCII reports whether s is all ASCII, byte by byte.
func isASCII(s string) bool {
	for i := range len(s) {
		if s[i] >= 0x80 {
			return false
		}
	}
	return true
}
