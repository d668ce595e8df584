package signals

import (
	"strings"
	"testing"
)

func TestNormalizeQuoted(t *testing.T) {
	tests := []struct{ in, want string }{
		{"“we exceeded  every\ntarget”", `"we exceeded every target"`},
		{"it’s", "it's"},
		{"  Case Kept ", "Case Kept"},
	}
	for _, tt := range tests {
		if got := NormalizeQuoted(tt.in); got != tt.want {
			t.Errorf("NormalizeQuoted(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}

// quoteFolder replaces the marks NormalizeQuoted straightens.
var quoteFolder = strings.NewReplacer("’", "'", "‘", "'", "“", `"`, "”", `"`, "«", `"`, "»", `"`)

// NormalizeQuoted, on its fast path for already normal text and in its one
// pass over other text, gives what replacing the marks and joining the
// strings.Fields of the result gives.
func FuzzNormalizeQuoted(f *testing.F) {
	for _, s := range []string{"", " ", "a b", "a  b", "a\tb", "“q”", "a\u00a0b", "it’s ", "x\u0085y", "plain words.", "\xe2\x80 x\xe2\x80\x99 «y»\u2028"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		want := strings.Join(strings.Fields(quoteFolder.Replace(s)), " ")
		if got := NormalizeQuoted(s); got != want {
			t.Errorf("NormalizeQuoted(%q) = %q, want %q", s, got, want)
		}
	})
}
