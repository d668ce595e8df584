package bench

import (
	"math"
	"testing"
)

// The expected intervals are Newcombe (1998), "Two-sided confidence
// intervals for the single proportion", Statistics in Medicine 17, Table I,
// method 3 (Wilson score, no continuity correction), plus edge cases.
func TestWilson(t *testing.T) {
	tests := []struct {
		k, n   int
		lo, hi float64
	}{
		{81, 263, 0.2553, 0.3662},
		{15, 148, 0.0624, 0.1605},
		{0, 20, 0.0000, 0.1611},
		{1, 29, 0.0061, 0.1718},
		{5, 10, 0.2366, 0.7634},
		{10, 10, 0.7225, 1.0000},
		{0, 0, 0, 1},
	}
	for _, tt := range tests {
		lo, hi := Wilson(tt.k, tt.n, z95)
		if math.Abs(lo-tt.lo) > 5e-5 || math.Abs(hi-tt.hi) > 5e-5 {
			t.Errorf("Wilson(%d, %d) = [%.4f, %.4f], want [%.4f, %.4f]", tt.k, tt.n, lo, hi, tt.lo, tt.hi)
		}
	}
}

func TestRate(t *testing.T) {
	if got := (Rate{K: 1, N: 4}).Value(); got != 0.25 {
		t.Errorf("Rate{1,4}.Value() = %v, want 0.25", got)
	}
	if (Rate{}).Defined() {
		t.Errorf("Rate{}.Defined() = true, want false")
	}
	if lo, hi := (Rate{K: 81, N: 263}).CI(); math.Abs(lo-0.2553) > 5e-5 || math.Abs(hi-0.3662) > 5e-5 {
		t.Errorf("Rate{81,263}.CI() = [%.4f, %.4f], want [0.2553, 0.3662]", lo, hi)
	}
}
