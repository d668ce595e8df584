package biblio

import "testing"

func TestSameSurname(t *testing.T) {
	tests := []struct {
		a, b string
		want bool
	}{
		{"Vaswani", "Ashish Vaswani", true},
		{"Müller", "K. Muller", true},
		{"van der Berg", "Berg, P.", true},
		{"Smith", "Smyth", false},
		{"", "", false},
	}
	for _, tt := range tests {
		if got := SameSurname(tt.a, tt.b); got != tt.want {
			t.Errorf("SameSurname(%q, %q) = %v, want %v", tt.a, tt.b, got, tt.want)
		}
	}
}

func TestTitleSimilarity(t *testing.T) {
	tests := []struct {
		a, b     string
		min, max float64
	}{
		{"Attention Is All You Need", "Attention is all you need.", 1, 1},
		{"Attention is all you need", "Attention is not all you need", 0.85, 0.95},
		{"Attention is all you need", "Scaling laws for neural language models", 0, 0},
		{"", "", 0, 0},
	}
	for _, tt := range tests {
		if got := TitleSimilarity(tt.a, tt.b); got < tt.min || got > tt.max {
			t.Errorf("TitleSimilarity(%q, %q) = %.2f, want in [%.2f, %.2f]", tt.a, tt.b, got, tt.min, tt.max)
		}
	}
}

func TestCoverage(t *testing.T) {
	entry := "Vaswani A, Shazeer N. Attention is all you need. NeurIPS 2017."
	if got := Coverage("Attention Is All You Need", entry); got != 1 {
		t.Errorf("Coverage of the entry's own title = %.2f, want 1", got)
	}
	if got := Coverage("Deep residual learning for image recognition", entry); got != 0 {
		t.Errorf("Coverage of another title = %.2f, want 0", got)
	}
}

func TestFold(t *testing.T) {
	if got, want := Fold("  Größe — Ünïcode's   test "), "große unicode s test"; got != want {
		t.Errorf("Fold = %q, want %q", got, want)
	}
}
