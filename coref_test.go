package sourced

import "testing"

func TestPronounTakesThePreviousSubject(t *testing.T) {
	const output = "Acme opened its first store in 2001. It grew revenue 40% in 2023."
	tests := []struct {
		source  string
		verdict Verdict
	}{
		{"Acme opened its first store in 2001. Acme grew revenue 40% in 2023.", Grounded},
		{"Acme opened its first store in 2001. Acme grew revenue 25% in 2023.", Contradicted},
		// The 40% belongs to another company: not Acme's figure.
		{"Acme opened its first store in 2001. Bolt grew revenue 40% in 2023.", Unverified},
	}
	for _, tt := range tests {
		r := Check(output, tt.source)
		if len(r.Claims) != 2 {
			t.Fatalf("%d claims, want 2", len(r.Claims))
		}
		c := r.Claims[1]
		if c.Verdict != tt.verdict {
			t.Errorf("against %q: %s (%s), want %s", tt.source, c.Verdict, c.Reason, tt.verdict)
		}
		if len(c.Signals.Entities) != 0 {
			t.Errorf("the borrowed subject is reported as the claim's own name: %q", c.Signals.Entities)
		}
	}
}
