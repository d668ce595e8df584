package render

import (
	"testing"

	"github.com/sourced-dev/sourced"
)

func TestLineIndexSpan(t *testing.T) {
	const text = "ab\nçd€\n\nxyz" // code points: a0 b1 \n2 ç3 d4 €5 \n6 \n7 x8 y9 z10
	x := newLineIndex(text)
	for _, tt := range []struct {
		start, end int
		want       span
	}{
		{0, 2, span{"f", 1, 1, 1, 3}},
		{3, 6, span{"f", 2, 1, 2, 4}},   // multi-byte characters count once
		{4, 5, span{"f", 2, 2, 2, 3}},   // one character
		{0, 3, span{"f", 1, 1, 1, 4}},   // ending on the newline keeps the line
		{1, 5, span{"f", 1, 2, 2, 3}},   // across lines
		{8, 11, span{"f", 4, 1, 4, 4}},  // the last line, to the end
		{7, 8, span{"f", 3, 1, 3, 2}},   // an empty line's newline
		{0, 12, span{File: "f"}},        // past the end
		{-1, 2, span{File: "f"}},        // before the start
		{5, 5, span{File: "f"}},         // empty
		{6, 4, span{File: "f"}},         // reversed
		{10, 11, span{"f", 4, 3, 4, 4}}, // the last character
	} {
		if got := x.span("f", tt.start, tt.end); got != tt.want {
			t.Errorf("span(%d, %d) = %+v, want %+v", tt.start, tt.end, got, tt.want)
		}
	}
}

func TestPlacer(t *testing.T) {
	src := sourced.Source{Name: `dir\s.txt`, Text: "one\ntwo three"}
	ev := sourced.Evidence{Source: `dir\s.txt`, Start: 8, End: 13, Text: "three"}
	other := sourced.Evidence{Source: "2", Start: 0, End: 3, Text: "abc"}
	claim := sourced.Claim{Start: 4, End: 7}
	for _, tt := range []struct {
		name            string
		doc             Doc
		claim, ev, othr span
	}{
		{"file with text and sources",
			Doc{File: `a\b.txt`, Text: "xxx\nyyy", Sources: []sourced.Source{src}},
			span{"a/b.txt", 2, 1, 2, 4}, span{"dir/s.txt", 2, 5, 2, 10}, span{File: "2"}},
		{"batch record",
			Doc{File: "r.jsonl", Line: 9, Record: "7", Text: "xxx\nyyy"},
			span{File: "r.jsonl", StartLine: 9, EndLine: 9}, span{File: "r.jsonl", StartLine: 9, EndLine: 9},
			span{File: "r.jsonl", StartLine: 9, EndLine: 9}},
		{"report only",
			Doc{},
			span{File: "output"}, span{File: "dir/s.txt"}, span{File: "2"}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			p := newPlacer(tt.doc)
			for i := range 2 { // the second round reads the cached indexes
				if got := p.claim(claim); got != tt.claim {
					t.Errorf("round %d: claim at %+v, want %+v", i, got, tt.claim)
				}
				if got := p.evidence(ev); got != tt.ev {
					t.Errorf("round %d: evidence at %+v, want %+v", i, got, tt.ev)
				}
				if got := p.evidence(other); got != tt.othr {
					t.Errorf("round %d: other evidence at %+v, want %+v", i, got, tt.othr)
				}
			}
		})
	}
}

func TestSpanString(t *testing.T) {
	for _, tt := range []struct {
		s    span
		want string
	}{
		{span{File: "a.txt"}, "a.txt"},
		{span{File: "a.txt", StartLine: 3, EndLine: 3}, "a.txt:3"},
		{span{"a.txt", 3, 7, 4, 1}, "a.txt:3:7"},
	} {
		if got := tt.s.String(); got != tt.want {
			t.Errorf("%+v.String() = %q, want %q", tt.s, got, tt.want)
		}
	}
}

func TestFileURI(t *testing.T) {
	for _, tt := range []struct{ path, want string }{
		{"answers/q3.md", "answers/q3.md"},
		{"q3 draft#2?.md", "q3%20draft%232%3F.md"},
		{"100%.txt", "100%25.txt"},
		{"a:b.txt", "./a:b.txt"}, // not a scheme
		{"C:/work/a.txt", "./C:/work/a.txt"},
		{"https://doi.org/10.1000/xyz", "https://doi.org/10.1000/xyz"},
		{"Zürich.txt", "Z%C3%BCrich.txt"},
	} {
		if got := fileURI(tt.path); got != tt.want {
			t.Errorf("fileURI(%q) = %q, want %q", tt.path, got, tt.want)
		}
	}
}

func TestSlashed(t *testing.T) {
	for _, tt := range []struct{ in, want string }{
		{`answers\q3.md`, "answers/q3.md"},
		{"./answers//q3.md", "answers/q3.md"},
		{"../docs/a.md", "../docs/a.md"},
		{"stdin", "stdin"},
		{"https://doi.org/10.1000/x", "https://doi.org/10.1000/x"},
	} {
		if got := slashed(tt.in); got != tt.want {
			t.Errorf("slashed(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}
