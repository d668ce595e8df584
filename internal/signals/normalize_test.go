package signals

import "testing"

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
