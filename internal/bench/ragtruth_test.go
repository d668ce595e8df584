package bench

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/sourced-dev/sourced"
)

func TestLoadRAGTruth(t *testing.T) {
	ds := loadRAGTruthFixture(t)
	want := &Dataset{
		Name:    "ragtruth",
		GroupBy: "task",
		Documents: []Document{
			{
				ID: 100,
				Sources: []sourced.Source{{
					Name: "100",
					Text: "Acme Corp reported revenue of $5 million in 2020. The café in Zürich opened in 1999. Its founder, Ana Ruiz, was born in Lima.",
				}},
				Outputs: []Output{
					{
						ID: "1", Group: "Summary",
						Text: "Acme Corp reported revenue of $5 million in 2020. The café in Zürich opened in 1989. Ana Ruiz was born in Quito.",
						Spans: []Span{
							// Code points, not bytes: "café" and "Zürich" come first.
							{Start: 79, End: 83, Label: "Evident Conflict", Kind: "Conflict", Text: "1989"},
							{Start: 106, End: 111, Label: "Evident Baseless Info", Kind: "Baseless", Text: "Quito"},
						},
					},
					{ID: "2", Group: "Summary", Text: "Acme Corp reported revenue of $5 million. The café in Zürich opened in 1999."},
				},
			},
			{
				ID: 101,
				Sources: []sourced.Source{{
					Name: "101",
					Text: "when did the louvre open\npassage 1:The Louvre opened in 1793.\n\npassage 2:The Louvre is in Paris.\n\n",
				}},
				// Response 4 is in the train split.
				Outputs: []Output{{
					ID: "3", Group: "QA",
					Text:  "The Louvre opened in 1793. It is the largest museum in the world.",
					Spans: []Span{{Start: 27, End: 64, Label: "Subtle Baseless Info", Kind: "Baseless", Text: "It is the largest museum in the world"}},
				}},
			},
		},
	}
	if diff := cmp.Diff(want, ds); diff != "" {
		t.Errorf("LoadRAGTruth (-want +got):\n%s", diff)
	}
}

func TestRAGTruthData2txtSource(t *testing.T) {
	info := `{"name": "Café <Olé> & Co", "business_stars": 4.0, "hours": {"Tuesday": "9:0-17:0", "Monday": "0:0-0:0"}, "attributes": null, "tags": [], "extra": {}, "review_info": [{"review_stars": 5.0, "open": true, "review_text": "Great \"tapas\"\u2019s"}]}`
	got, _, err := ragtruthSource(TaskData2txt, []byte(info))
	if err != nil {
		t.Fatal(err)
	}
	want := `{
  "name": "Café <Olé> & Co",
  "business_stars": 4.0,
  "hours": {
    "Tuesday": "9:0-17:0",
    "Monday": "0:0-0:0"
  },
  "attributes": null,
  "tags": [],
  "extra": {},
  "review_info": [
    {
      "review_stars": 5.0,
      "open": true,
      "review_text": "Great \"tapas\"’s"
    }
  ]
}`
	if got != want {
		t.Errorf("Data2txt source =\n%s\nwant\n%s", got, want)
	}
}

func TestRAGTruthSourceErrors(t *testing.T) {
	tests := []struct {
		task, info string
	}{
		{TaskSummary, `{"text": "not a string"}`},
		{TaskQA, `{"question": "q"}`},
		{TaskQA, `"just text"`},
		{TaskData2txt, `"just text"`},
		{"Translation", `"text"`},
		{TaskSummary, ``},
	}
	for _, tt := range tests {
		if got, _, err := ragtruthSource(tt.task, []byte(tt.info)); err == nil {
			t.Errorf("ragtruthSource(%q, %s) = %q, want an error", tt.task, tt.info, got)
		}
	}
}

// writeRAGTruth writes a RAGTruth folder whose response.jsonl is the
// fixture's with line n replaced by line.
func writeRAGTruth(t *testing.T, n int, line string) string {
	t.Helper()
	dir := t.TempDir()
	data, err := os.ReadFile("testdata/ragtruth/source_info.jsonl")
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "source_info.jsonl"), data, 0o644); err != nil {
		t.Fatal(err)
	}
	copyReplacingLine(t, "testdata/ragtruth/response.jsonl", filepath.Join(dir, "response.jsonl"), n, line)
	return dir
}

// copyReplacingLine writes to dst the file src with its line n (from 1)
// replaced by line.
func copyReplacingLine(t *testing.T, src, dst string, n int, line string) {
	t.Helper()
	data, err := os.ReadFile(src)
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(string(data), "\n")
	lines[n-1] = line
	if err := os.WriteFile(dst, []byte(strings.Join(lines, "\n")), 0o644); err != nil {
		t.Fatal(err)
	}
}

func TestLoadRAGTruthMalformed(t *testing.T) {
	tests := []struct {
		name string
		line int
		text string
		want string
	}{
		{"broken JSON", 2, `{"id": "2", "source_id": `, "unexpected end of JSON input"},
		{"offsets in bytes", 1, `{"id": "1", "source_id": "100", "split": "test", "response": "The café opened in 1989.", "labels": [{"start": 20, "end": 24, "text": "1989", "label_type": "Evident Conflict"}]}`, `reads "989."`},
		{"span past the end", 3, `{"id": "3", "source_id": "101", "split": "test", "response": "Short.", "labels": [{"start": 2, "end": 40, "text": "x", "label_type": "Evident Conflict"}]}`, "outside"},
		{"unknown label", 3, `{"id": "3", "source_id": "101", "split": "test", "response": "Short.", "labels": [{"start": 0, "end": 5, "text": "Short", "label_type": "Vague"}]}`, "unknown label_type"},
		{"unknown source", 2, `{"id": "2", "source_id": "999", "split": "test", "response": "Short."}`, `"999"`},
		{"no response", 2, `{"id": "2", "source_id": "100", "split": "test"}`, "without id or response"},
		{"wrong type", 2, `{"id": 2, "source_id": "100", "split": "test", "response": "Short."}`, `"id": want a string, got a number`},
		{"not an object", 2, `[1, 2]`, "want an object, got an array"},
		{"a fraction for an offset", 3, `{"id": "3", "source_id": "101", "split": "test", "response": "Short.", "labels": [{"start": 1.5, "end": 4, "text": "x", "label_type": "Evident Conflict"}]}`, `"labels.start": want a whole number, got a number`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			dir := writeRAGTruth(t, tt.line, tt.text)
			_, err := LoadRAGTruth(dir)
			var ie *InputError
			if !errors.As(err, &ie) {
				t.Fatalf("LoadRAGTruth = %v, want an *InputError", err)
			}
			if ie.Line != tt.line || ie.File != filepath.Join(dir, "response.jsonl") {
				t.Errorf("error at %s:%d, want response.jsonl:%d", ie.File, ie.Line, tt.line)
			}
			if !strings.Contains(err.Error(), fmt.Sprintf("response.jsonl:%d: ", tt.line)) || !strings.Contains(err.Error(), tt.want) {
				t.Errorf("error = %q, want response.jsonl:%d and %q in it", err, tt.line, tt.want)
			}
		})
	}
}

func TestLoadRAGTruthMissing(t *testing.T) {
	_, err := LoadRAGTruth(t.TempDir())
	var ie *InputError
	if !errors.As(err, &ie) || !errors.Is(err, os.ErrNotExist) {
		t.Errorf("LoadRAGTruth(empty dir) = %v, want an *InputError wrapping os.ErrNotExist", err)
	}
}

// A response file with no response of the test split is an input error,
// not a card of no sentences, which would pass for a score.
func TestLoadRAGTruthNoTestResponse(t *testing.T) {
	for name, responses := range map[string]string{
		"empty":      "",
		"train only": `{"id": "1", "source_id": "100", "split": "train", "response": "Short."}` + "\n",
	} {
		t.Run(name, func(t *testing.T) {
			dir := writeRAGTruth(t, 1, "")
			if err := os.WriteFile(filepath.Join(dir, "response.jsonl"), []byte(responses), 0o644); err != nil {
				t.Fatal(err)
			}
			_, err := LoadRAGTruth(dir)
			var ie *InputError
			if !errors.As(err, &ie) || !strings.Contains(err.Error(), "response.jsonl: no response of the test split") {
				t.Errorf("LoadRAGTruth = %v, want an *InputError saying response.jsonl holds no test response", err)
			}
		})
	}
}

// readSourceRecord reads every line of source_info.jsonl it takes as the
// two steps it stands in for do: decode with readSourceLine, then
// ragtruthSource.
func FuzzReadSourceRecord(f *testing.F) {
	data, err := os.ReadFile("testdata/ragtruth/source_info.jsonl")
	if err != nil {
		f.Fatal(err)
	}
	for line := range strings.Lines(string(data)) {
		f.Add(strings.TrimSpace(line))
	}
	for _, line := range sourceRecordLines {
		f.Add(line.text)
	}
	f.Fuzz(func(t *testing.T, line string) {
		checkReadSourceRecord(t, line)
	})
}

// sourceRecordLines are lines of source_info.jsonl that readSourceRecord
// takes, or leaves to the two steps.
var sourceRecordLines = []struct {
	text string
	fast bool
}{
	{`{"source_id": "7", "task_type": "Summary", "source": "News", "source_info": "The mill \"closed\"\nin 1990."}`, true},
	{`{"source_id": "7", "task_type": "QA", "source_info": {"question": "q\u00e9", "passages": "p", "extra": [1]}}`, true},
	{`{"source_id": "7", "task_type": "Data2txt", "source_info": {"name": "Caf\u00e9", "stars": 4.0, "tags": [], "hours": {"Monday": "9:0-17:0"}}, "source": "Yelp"}`, true},
	// The task after the source_info, no source_info, a QA item short of
	// its passages, a record that is no object, a Summary that is null,
	// an unknown task, a line that goes wrong after the source_info.
	{`{"source_id": "7", "source_info": "Text.", "task_type": "Summary"}`, false},
	{`{"source_id": "7", "task_type": "Summary"}`, false},
	{`{"source_id": "7", "task_type": "QA", "source_info": {"question": "q"}}`, false},
	{`{"source_id": "7", "task_type": "Data2txt", "source_info": ["a"]}`, false},
	{`{"source_id": "7", "task_type": "Summary", "source_info": null}`, false},
	{`{"source_id": "7", "task_type": "Poem", "source_info": "Text."}`, false},
	{`{"source_id": "7", "task_type": "Data2txt", "source_info": {"a": 1}, }`, false},
}

// readSourceRecord takes the lines sourceRecordLines expect it to take,
// and reads them as the two steps do.
func TestReadSourceRecordTakes(t *testing.T) {
	for _, line := range sourceRecordLines {
		if fast := checkReadSourceRecord(t, line.text); fast != line.fast {
			t.Errorf("readSourceRecord takes %s: %v, want %v", line.text, fast, line.fast)
		}
	}
}

// checkReadSourceRecord fails t when readSourceRecord takes line but reads
// it otherwise than decode with readSourceLine and ragtruthSource, and
// reports whether it took it.
func checkReadSourceRecord(t *testing.T, line string) bool {
	t.Helper()
	fast, ok := readJSON(line, func(r *ragtruthSourceRecord, j *jsonReader) bool {
		return readSourceRecord(r, j, true)
	})
	if !ok {
		return false
	}
	fields, err := decode(line, readSourceLine)
	if err != nil {
		t.Fatalf("readSourceRecord takes %q, which decode refuses: %v", line, err)
	}
	want := ragtruthSourceRecord{SourceID: fields.SourceID, TaskType: fields.TaskType}
	if want.Text, want.Original, err = ragtruthSource(fields.TaskType, fields.SourceInfo); err != nil {
		t.Fatalf("readSourceRecord takes %q, whose source_info ragtruthSource refuses: %v", line, err)
	}
	if fast != want {
		t.Fatalf("readSourceRecord(%q) = %+v, the two steps read %+v", line, fast, want)
	}
	return true
}

// placeOutputs hands each document its outputs in file order, as
// appending each output to its document's would.
func TestPlaceOutputs(t *testing.T) {
	docOf := []int{2, 0, 2, 3, 0, 2}
	outputs := make([]Output, len(docOf))
	want := make([]Document, 5)
	for k, d := range docOf {
		outputs[k] = Output{ID: strconv.Itoa(k)}
		want[d].Outputs = append(want[d].Outputs, outputs[k])
	}
	got := make([]Document, 5)
	placeOutputs(got, outputs, docOf)
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("placeOutputs (-want +got):\n%s", diff)
	}
	if d := got[0].Outputs; cap(d) != len(d) {
		t.Errorf("document 0's outputs have room for %d, want %d: an append would write over the next document's", cap(d), len(d))
	}
}

// ragtruthSpans takes a label's offsets as codePoints reads them, in
// responses in ASCII, which it cuts by their offsets, and not: every
// start and end around and past each response.
func TestRAGTruthSpanOffsets(t *testing.T) {
	for _, response := range []string{"", "Short.", "Café in Zürich.", "A\u2028b"} {
		for start := -2; start <= len(response)+2; start++ {
			for end := -2; end <= len(response)+3; end++ {
				want, ok := codePoints(response, start, end)
				labels := []ragtruthLabel{{Start: &start, End: &end, Text: want, LabelType: "Evident Conflict"}}
				spans, err := ragtruthSpans(response, labels)
				if ok != (err == nil) || ok && spans[0].Text != want {
					t.Fatalf("ragtruthSpans(%q) of [%d, %d) = %+v, %v; want %q, ok %v", response, start, end, spans, err, want, ok)
				}
			}
		}
	}
}

// codePointsByRange is codePoints read plainly: a range over s, counting
// its code points.
func codePointsByRange(s string, start, end int) (text string, ok bool) {
	if start < 0 || start >= end {
		return "", false
	}
	n, from := 0, 0
	for i := range s {
		switch n {
		case start:
			from = i
		case end:
			return s[from:i], true
		}
		n++
	}
	if n < end {
		return "", false
	}
	return s[from:], true
}

// codePoints, which passes runs of ASCII eight bytes at a time, cuts the
// code points a range over the text counts, in any bytes.
func FuzzCodePoints(f *testing.F) {
	f.Add("Café in Zürich, a long way from the sea.", 3, 20)
	f.Add("a\u2028b and some more text after it", 1, 30)
	f.Add("\xffab\xe2\x82 then ASCII for a while\xc3", 2, 27)
	f.Add("", 0, 1)
	f.Fuzz(func(t *testing.T, s string, start, end int) {
		got, ok := codePoints(s, start, end)
		want, wantOK := codePointsByRange(s, start, end)
		if got != want || ok != wantOK {
			t.Fatalf("codePoints(%q, %d, %d) = %q, %v; a range over it reads %q, %v", s, start, end, got, ok, want, wantOK)
		}
	})
}

// Spans cut from a room are those ragtruthSpans allocates, each
// response's capped at its own, and the room is made afresh when short.
func TestRagtruthSpansIn(t *testing.T) {
	response := "One two three four."
	label := func(start, end int) ragtruthLabel {
		return ragtruthLabel{Start: &start, End: &end, Text: response[start:end], LabelType: "Evident Conflict"}
	}
	var room []Span
	var gots, wants [][]Span
	for n := range spanChunk + 2 {
		labels := make([]ragtruthLabel, n%3+1)
		for i := range labels {
			labels[i] = label(i, i+4)
		}
		if n == spanChunk+1 {
			labels = slices.Repeat(labels, spanChunk)
		}
		want, werr := ragtruthSpans(response, labels)
		got, err := ragtruthSpansIn(&room, response, labels)
		if err != nil || werr != nil || !slices.Equal(got, want) || cap(got) != len(got) {
			t.Fatalf("ragtruthSpansIn(%d labels) = %v (cap %d), %v; ragtruthSpans gives %v, %v", len(labels), got, cap(got), err, want, werr)
		}
		gots, wants = append(gots, got), append(wants, want)
	}
	for i := range gots {
		if !slices.Equal(gots[i], wants[i]) {
			t.Fatalf("spans %d became %v, want %v", i, gots[i], wants[i])
		}
	}
}
