package sourced

import (
	"regexp"
	"testing"
)

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

// refersBackExpression is the regular expression refersBack stands in for.
var refersBackExpression = regexp.MustCompile(`^(?:[Ii]t|[Hh]e|[Ss]he|[Tt]hey|[Ii]ts|[Hh]is|[Hh]er|[Tt]heir|[Tt]he (?:company|firm|group|team|club|city|country|state|government|agency|business|restaurant|university|school|organi[sz]ation|band|network|bank|retailer|airline|startup))\b`)

// FuzzRefersBack holds refersBack to the expression it stands in for.
func FuzzRefersBack(f *testing.F) {
	for _, s := range []string{
		"It grew 40%.", "Its revenue rose.", "It's big.", "Items sold.", "It_x", "It", "",
		"The company said so.", "The companys said", "The  company", "The organisation grew.",
		"The organization_x", "The bank.", "The", "The ", "They said", "Their plan", "He",
		"Her2 rose", "She-wolf", "he said", "hE", "its", "the firm", "The firm’s plan", "the company", "The startup",
		"\u017ft", "The state-run", "The city9",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if got, want := refersBack(s), refersBackExpression.MatchString(s); got != want {
			t.Errorf("refersBack(%q) = %v, the expression says %v", s, got, want)
		}
	})
}
