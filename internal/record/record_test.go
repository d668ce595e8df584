package record

import (
	"context"
	"encoding/json"
	"errors"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

func TestDecodeRecord(t *testing.T) {
	for _, tt := range []struct {
		line    string
		want    Record
		wantErr string
	}{
		// Good records.
		{line: `{"output": "A.", "sources": ["S1.", "S2."]}`,
			want: Record{Output: "A.", Sources: []string{"S1.", "S2."}}},
		{line: `{"id": "x", "output": "A.", "source": "S."}`,
			want: Record{ID: json.RawMessage(`"x"`), Output: "A.", Sources: []string{"S."}}},
		{line: `{"id": 7, "output": "A.", "sources": "S."}`,
			want: Record{ID: json.RawMessage(`7`), Output: "A.", Sources: []string{"S."}}},
		{line: `{"id": null, "output": "A.", "source": ["S."]}`,
			want: Record{ID: json.RawMessage(`null`), Output: "A.", Sources: []string{"S."}}},
		{line: `  {"id": 7, "output": " A. ", "sources": []}  `,
			want: Record{ID: json.RawMessage(`7`), Output: " A. ", Sources: []string{}}},
		{line: `{"output": "A.\r\nB.", "sources": ["x\ry"], "extra": true}`,
			want: Record{Output: "A.\nB.", Sources: []string{"x\ny"}}},

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
		{line: `{"output": "", "sources": ["S."]}`, wantErr: `"output" is empty`},
		{line: `{"output": " \r\n\t\u00a0", "source": "S."}`, wantErr: `"output" is empty`},
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
		got, err := Decode([]byte(tt.line))
		if tt.wantErr != "" {
			if err == nil || err.Error() != tt.wantErr {
				t.Errorf("Decode(%s) error = %v, want %q", tt.line, err, tt.wantErr)
			}
			continue
		}
		if err != nil {
			t.Errorf("Decode(%s) error = %v, want none", tt.line, err)
			continue
		}
		if diff := cmp.Diff(tt.want, got); diff != "" {
			t.Errorf("Decode(%s) differs (-want +got):\n%s", tt.line, diff)
		}
	}
}

// Well-formed records are read in one pass; the lines it passes on to the
// whole reading are those that need it.
func TestDecodeWellFormed(t *testing.T) {
	for _, tt := range []struct {
		line string
		ok   bool
	}{
		{`{"output": "A.", "sources": ["S1.", "S2."]}`, true},
		{` {"id": {"run": [1, 2]}, "extra": [true, null], "output": "A.\u00e9\r\n", "source": "S."} `, true},
		{`{"id": 7, "output": " A.", "sources": []}`, true},
		{`{"id": 7, "output": "", "sources": []}`, false},          // empty: decodeAny says so
		{`{"output": " \n", "sources": []}`, false},                // blank too
		{`{"output": "A.", "sources": "S."}`, true},                // one string is one source
		{`{"output": "A.", "source": ["S1.", "S2."]}`, true},       // "source" may hold a list
		{`{"output": "A.", "output": "B.", "sources": []}`, false}, // a name twice: the last counts
		{`{"output": "A.", "sources": [], "source": "S."}`, false},
		{`{"output": "A.", "sources": ["S.", 2]}`, false},
		{`{"output": "A."}`, false},
		{`{"output": "A.", "sources": []} {}`, false},
		{`[1, 2]`, false},
	} {
		if _, ok := decodeWellFormed([]byte(tt.line)); ok != tt.ok {
			t.Errorf("decodeWellFormed(%s) ok = %v, want %v", tt.line, ok, tt.ok)
		}
	}
}

func FuzzDecodeRecord(f *testing.F) {
	for _, s := range []string{
		`{"id": 1, "output": "A.", "sources": ["S."]}`,
		`{"id": {"k": [1, 2.5e3]} , "output": "A.\r\n\u00e9", "x": null, "source": "S."}`,
		`{"output": "A.", "output": "B.", "sources": []}`, `{"output": "\ud800", "sources": []}`,
		`{"output": "A.", "sources": ["S."]} {}`, `{"output": "A.", "sources": ["S.", 1]}`,
		`{"output": "A.", "source": "S."}`,
		`[1]`, `null`, `{"output": 5}`, "\xff",
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, line []byte) {
		// The one-pass reading takes only what the whole reading takes,
		// and reads it the same.
		if fast, ok := decodeWellFormed(line); ok {
			slow, err := decodeAny(line)
			if err != nil {
				t.Fatalf("decodeWellFormed(%q) took a line decodeAny refuses: %v", line, err)
			}
			if diff := cmp.Diff(slow, fast); diff != "" {
				t.Fatalf("decodeWellFormed(%q) differs from decodeAny (-any +wellFormed):\n%s", line, diff)
			}
		}
		r, err := Decode(line)
		if err != nil {
			return
		}
		if r.Sources == nil {
			t.Errorf("Decode(%q) accepted a record with nil sources", line)
		}
		if r.ID != nil && !json.Valid(r.ID) {
			t.Errorf("Decode(%q) id %q is not valid JSON", line, r.ID)
		}
	})
}

func TestLines(t *testing.T) {
	type line struct {
		N    int
		Text string
	}
	for _, tt := range []struct {
		name string
		in   string
		want []line
	}{
		{"empty", "", nil},
		{"numbers count blank lines", "a\n\n  \nb\n", []line{{1, "a"}, {4, "b"}}},
		{"no final newline", "a\nb", []line{{1, "a"}, {2, "b"}}},
		{"crlf and bom", "\uFEFFa\r\nb\r\n", []line{{1, "a"}, {2, "b"}}},
		{"bom only on the first line", "a\n\uFEFFb", []line{{1, "a"}, {2, "\uFEFFb"}}},
		{"long line", strings.Repeat("x", 200<<10), []line{{1, strings.Repeat("x", 200<<10)}}},
		{"JSON's white space is blank", "a\n \t\r\n\t\nb", []line{{1, "a"}, {4, "b"}}},
		// Other white space is no JSON: its line is handed on, to be
		// reported malformed, not skipped.
		{"other white space is a line", "a\n\u00a0\n\f\n\v \n\u3000\n\u0085\nb", []line{{1, "a"}, {2, "\u00a0"}, {3, "\f"}, {4, "\v "}, {5, "\u3000"}, {6, "\u0085"}, {7, "b"}}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			var got []line
			err := Lines(context.Background(), strings.NewReader(tt.in), func(n int, text []byte) error {
				got = append(got, line{n, string(text)})
				return nil
			})
			if err != nil {
				t.Fatalf("Lines error = %v, want none", err)
			}
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("Lines differs (-want +got):\n%s", diff)
			}
			// TextLines, which cuts the lines from a text, reads the same.
			got = nil
			if err := TextLines(tt.in, func(n int, text string) error {
				got = append(got, line{n, text})
				return nil
			}); err != nil {
				t.Fatalf("TextLines error = %v, want none", err)
			}
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("TextLines differs from Lines (-Lines +TextLines):\n%s", diff)
			}
		})
	}
}

// TextLines reads every text into the lines Lines reads from it.
func FuzzTextLines(f *testing.F) {
	for _, s := range []string{"", "a\n\n  \nb\n", "\uFEFFa\r\nb\r\n", "a\n\uFEFFb", "\r\n\r", "x\r\ry\n\u00a0\n\u2028\n\xff\n", "\uFEFF \n"} {
		f.Add(s)
	}
	type line struct {
		N    int
		Text string
	}
	f.Fuzz(func(t *testing.T, in string) {
		var want, got []line
		if err := Lines(context.Background(), strings.NewReader(in), func(n int, text []byte) error {
			want = append(want, line{n, string(text)})
			return nil
		}); err != nil {
			t.Fatal(err)
		}
		if err := TextLines(in, func(n int, text string) error {
			got = append(got, line{n, text})
			return nil
		}); err != nil {
			t.Fatal(err)
		}
		if diff := cmp.Diff(want, got); diff != "" {
			t.Fatalf("%q: TextLines differs from Lines (-Lines +TextLines):\n%s", in, diff)
		}
	})
}

func TestLinesStops(t *testing.T) {
	stop := errors.New("stop")
	calls := 0
	err := Lines(context.Background(), strings.NewReader("a\nb\nc\n"), func(n int, _ []byte) error {
		calls++
		if n == 2 {
			return stop
		}
		return nil
	})
	if err != stop || calls != 2 {
		t.Errorf("Lines = %v after %d calls, want the callback's error after 2", err, calls)
	}

	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	err = Lines(ctx, strings.NewReader("a\n"), func(int, []byte) error {
		t.Error("Lines called fn after ctx was done")
		return nil
	})
	if !errors.Is(err, context.Canceled) {
		t.Errorf("Lines with a done ctx = %v, want context.Canceled", err)
	}
}

func TestNormalize(t *testing.T) {
	for in, want := range map[string]string{
		"a\r\nb\rc\n": "a\nb\nc\n",
		"\uFEFFx":     "x",
		"x\uFEFF":     "x\uFEFF",
		"plain":       "plain",
	} {
		if got := Normalize(in); got != want {
			t.Errorf("Normalize(%q) = %q, want %q", in, got, want)
		}
	}
}

// failingReader gives its text, then an error.
type failingReader struct {
	text string
	err  error
}

func (f *failingReader) Read(p []byte) (int, error) {
	if f.text == "" {
		return 0, f.err
	}
	n := copy(p, f.text)
	f.text = f.text[n:]
	return n, nil
}

func TestLinesReadError(t *testing.T) {
	broken := errors.New("broken")
	var got []string
	err := Lines(context.Background(), &failingReader{text: "a\nb\npart", err: broken}, func(_ int, text []byte) error {
		got = append(got, string(text))
		return nil
	})
	if !errors.Is(err, broken) || err.Error() != "reading line 3: broken" {
		t.Errorf("Lines error = %v, want reading line 3: broken", err)
	}
	if want := []string{"a", "b"}; !cmp.Equal(got, want) {
		t.Errorf("Lines gave %q, want %q: a line cut short by the error is no line", got, want)
	}
}
