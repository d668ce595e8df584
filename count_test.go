package sourced

import "testing"

// checkOne checks claim against sources and returns its one claim,
// failing the test when the claim is cut into more or none.
func checkOne(t *testing.T, claim string, sources ...string) Claim {
	t.Helper()
	r := Check(claim, sources...)
	if len(r.Claims) != 1 {
		t.Fatalf("Check(%q) gave %d claims, want 1", claim, len(r.Claims))
	}
	return r.Claims[0]
}

// verdictCase is a claim, its one source and the verdict Check gives.
type verdictCase struct {
	name, claim, source string
	verdict             Verdict
}

// checkVerdicts checks each case's claim against its source.
func checkVerdicts(t *testing.T, tests []verdictCase) {
	t.Helper()
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if c := checkOne(t, tt.claim, tt.source); c.Verdict != tt.verdict {
				t.Errorf("Check(%q, %q) = %s/%s (%s), want %s", tt.claim, tt.source, c.Verdict, c.ReasonCode, c.Reason, tt.verdict)
			}
		})
	}
}

// codeCase is a claim, its one source, and the verdict and reason code
// Check gives.
type codeCase struct {
	name, claim, source string
	verdict             Verdict
	code                ReasonCode
}

// checkCodes checks each case's claim against its source.
func checkCodes(t *testing.T, tests []codeCase) {
	t.Helper()
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if c := checkOne(t, tt.claim, tt.source); c.Verdict != tt.verdict || c.ReasonCode != tt.code {
				t.Errorf("Check(%q, %q) = %s/%s (%s), want %s/%s", tt.claim, tt.source, c.Verdict, c.ReasonCode, c.Reason, tt.verdict, tt.code)
			}
		})
	}
}

// reasonCase is a claim, its one source and the reason Check gives.
type reasonCase struct{ claim, source, reason string }

// checkReasons checks the reason of each case's claim against its source.
func checkReasons(t *testing.T, tests []reasonCase) {
	t.Helper()
	for _, tt := range tests {
		if c := checkOne(t, tt.claim, tt.source); c.Reason != tt.reason {
			t.Errorf("Check(%q, %q).Reason = %q, want %q", tt.claim, tt.source, c.Reason, tt.reason)
		}
	}
}

// TestCountOfAnotherKind checks that a claim's count is not grounded by
// the same digits of another kind in the source (issue 2 §3), while a
// bare figure, a year the claim's figure dates and a figure written
// another way still are. The sentences are written for this test.
func TestCountOfAnotherKind(t *testing.T) {
	checkVerdicts(t, []verdictCase{
		{"a count against a year", "Acme opened 1990 stores.", "Acme opened stores in 1990.", Unverified},
		{"a count against a date's year", "Acme hired 2020 people.", "Acme hired people on 12 March 2020.", Unverified},
		{"a scaled count against money", "Acme sold 5 million cars.", "Acme sold cars worth $5 million.", Unverified},
		{"a count against money", "Acme sold 5 cars.", "Acme sold cars for $5.", Unverified},
		{"a count against a length", "Acme opened 30 stores.", "Acme opened 30 km of road.", Unverified},
		{"a count against an age", "Acme sold 5 cars.", "Acme sold cars to 5-year-olds.", Unverified},
		{"a spelled count against money", "Acme sold five cars.", "Acme sold cars for $5.", Unverified},

		{"a year dating its noun", "Acme won the 1990 season.", "Acme won the season in 1990.", Grounded},
		{"a year after a possessive", "Acme's 2020 results were strong.", "Acme's results were strong in 2020.", Grounded},
		{"a scaled count written out", "Acme sold 5 million cars.", "Acme sold 5,000,000 cars.", Grounded},
		{"the same count", "Acme opened 30 stores.", "Acme opened 30 stores in Ohio.", Grounded},
		{"an age set off by commas", "Smith, 34, joined Acme.", "The 34-year-old Smith joined Acme.", Grounded},
		{"a bare amount of money", "Acme's budget was 5 million.", "Acme's budget was $5 million.", Grounded},
		{"a bare amount dated after it", "Acme earned 5 million last year.", "Acme earned $5 million last year.", Grounded},
		{"years between two commas", "Francis I (1708-1765) ruled Tuscany.", "Francis I (8 December 1708 -- 18 August 1765) ruled Tuscany.", Grounded},
	})
}

// TestCountAgainstAnotherCount checks that a claim's count, no longer
// stated by a year of the same digits, may be contradicted by the count
// the source gives its subject.
func TestCountAgainstAnotherCount(t *testing.T) {
	c := checkOne(t, "Acme opened 1990 stores.", "Acme opened 30 stores in 1990.")
	if c.Verdict != Contradicted || c.ReasonCode != ReasonNumberMismatch {
		t.Errorf("verdict %s/%s (%s), want %s/%s", c.Verdict, c.ReasonCode, c.Reason, Contradicted, ReasonNumberMismatch)
	}
}

// TestSpanAgo checks that a span counted back from the time of writing
// ("5 years ago"), a point in time, neither grounds nor contradicts a
// span ("took 5 years"), while it grounds and contradicts a point counted
// back the same way. The sentences are written for this test.
func TestSpanAgo(t *testing.T) {
	checkVerdicts(t, []verdictCase{
		{"a span against a point", "The Tolvar bridge took 5 years to build.", "The Tolvar bridge was built 5 years ago.", Unverified},
		{"a point against a span", "The Tolvar bridge was built 5 years ago.", "The Tolvar bridge took 5 years to build.", Unverified},
		{"a span against a point of another length", "The Tolvar bridge took 4 years to build.", "The Tolvar bridge was built 5 years ago.", Unverified},

		{"a point against the same point", "The Tolvar bridge was built 5 years ago.", "The Tolvar bridge was built 5 years ago.", Grounded},
		{"a point against another point", "The Tolvar bridge was built 4 years ago.", "The Tolvar bridge was built 5 years ago.", Contradicted},
	})
}

// TestLongWholeFigures checks that long whole figures a unit apart are
// different figures: a telephone number, an ISBN or an exact count that
// differs from the source's in its last digit is never grounded, as the
// relative tolerance of figures (which absorbs a scale's rounding) once
// let it be, and the same figure still is. The sentences are written for
// this test.
func TestLongWholeFigures(t *testing.T) {
	for _, tt := range []struct{ name, claim, same, other string }{
		{"telephone", "Call 805-555-1235 to book a table.", "Call 805-555-1235 to book a table.", "Call 805-555-1234 to book a table."},
		{"ISBN", "The novel's ISBN is 9780306406164.", "The novel's ISBN is 9780306406164.", "The novel's ISBN is 9780306406157."},
		{"count", "Acme had 1,234,567,891 users in May.", "Acme had 1,234,567,891 users in May.", "Acme had 1,234,567,892 users in May."},
		{"scaled", "Acme's grant was 0.3 million dollars.", "Acme's grant was $300,000.", "Acme's grant was $300,001."},
	} {
		t.Run(tt.name, func(t *testing.T) {
			if c := checkOne(t, tt.claim, tt.same); c.Verdict != Grounded {
				t.Errorf("Check(%q, %q) = %s/%s, want grounded", tt.claim, tt.same, c.Verdict, c.ReasonCode)
			}
			if c := checkOne(t, tt.claim, tt.other); c.Verdict == Grounded {
				t.Errorf("Check(%q, %q) = grounded (%s), want the figures told apart", tt.claim, tt.other, c.Reason)
			}
		})
	}
}
