package render

import (
	"strings"
	"testing"
)

// visibleRuneByRune is visible without its fast path, every rune of s
// written by writeVisible: the reference the fast path is checked against.
func visibleRuneByRune(s string) string {
	var b strings.Builder
	writeVisible(&b, s)
	return b.String()
}

var visibleCases = []string{
	"",
	"Plain ASCII text, with a tab\tand a newline\n.",
	"Zürich and São Paulo — “quoted” – ok",
	"a bell \a and an escape \x1b[31m red",
	"delete \x7f here",
	"a C1 control \u0085 and \u009b",
	"non-characters \uFFFE and \uFFFF",
	"a real replacement character \uFFFD stays",
	"invalid \xff\xfe UTF-8",
	"cut short \xe2\x82",
	"\x00 at the start",
	"at the end \x01",
}

func TestVisible(t *testing.T) {
	for _, s := range visibleCases {
		if got, want := visible(s), visibleRuneByRune(s); got != want {
			t.Errorf("visible(%q) = %q; want %q", s, got, want)
		}
	}
	if got := visible("a\x1bb"); got != `a\x1bb` {
		t.Errorf(`visible("a\x1bb") = %q; want a\x1bb`, got)
	}
}

func FuzzVisible(f *testing.F) {
	for _, s := range visibleCases {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if got, want := visible(s), visibleRuneByRune(s); got != want {
			t.Errorf("visible(%q) = %q; want %q", s, got, want)
		}
	})
}
