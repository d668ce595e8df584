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

// The fast path for already normal text gives what the full folding gives.
func FuzzNormalizeQuoted(f *testing.F) {
	for _, s := range []string{"", " ", "a b", "a  b", "a\tb", "“q”", "a\u00a0b", "it’s ", "x\u0085y", "plain words."} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		want := strings.Join(strings.Fields(quoteFolder.Replace(s)), " ")
		if got := NormalizeQuoted(s); got != want {
			t.Errorf("NormalizeQuoted(%q) = %q, want %q", s, got, want)
		}
	})
}
