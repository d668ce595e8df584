package sourced

import (
	"slices"
	"strings"
	"testing"

	"github.com/sourced-dev/sourced/internal/signals"
)

// TestSupposedFigure checks that a figure a source gives only as planned,
// expected, forecast or promised grounds no claim that states it as a
// fact, with missing_signals and a reason that says so; and that it still
// grounds a claim that keeps a framing, a claim of what someone said
// happened, and a figure a framing word does not govern: after it, in
// another clause, after "as" or "than", as an adjective, or a "would" no
// verb of saying brings. The sentences are written for this test.
func TestSupposedFigure(t *testing.T) {
	tests := []struct {
		name, claim, source string
		verdict             Verdict
	}{
		{"an expectation", "Turnover at Lindqvist grew 6%.", "Lindqvist had expected turnover to grow 6%.", Unverified},
		{"an aim", "Lindqvist opened 40 kiosks.", "Lindqvist aims to open 40 kiosks by 2030.", Unverified},
		{"a forecast", "Inflation in Norland was 4% last year.", "The Norland treasury forecast inflation of 4% last year.", Unverified},
		{"a promise reported", "Lindqvist hired 300 drivers.", "Lindqvist said it would hire 300 drivers.", Unverified},
		{"a plan", "Lindqvist built 12 depots.", "Lindqvist plans to build 12 depots.", Unverified},
		{"a could", "Lindqvist cut 500 jobs.", "Lindqvist could cut 500 jobs.", Unverified},
		{"a might", "Lindqvist closed 12 depots.", "Lindqvist might close 12 depots next year.", Unverified},
		{"a may", "The board approved a $2 million budget for Lindqvist.", "The board may approve a $2 million budget for Lindqvist.", Unverified},
		{"a consideration", "Lindqvist sold its 40 kiosks.", "Lindqvist is considering selling its 40 kiosks.", Unverified},
		{"a hope", "Lindqvist raised $5 million.", "Lindqvist hopes to raise $5 million.", Unverified},
		{"a target", "Lindqvist cut its emissions by 50% by 2030.", "Lindqvist has set a target of cutting its emissions by 50% by 2030.", Unverified},
		{"a goal", "Lindqvist built 5,000 homes in 2024.", "Lindqvist's goal for 2024 was to build 5,000 homes.", Unverified},
		{"a claim's provided that is no condition", "Lindqvist provided 40 homes in Norland.", "Lindqvist is expected to provide 40 homes in Norland.", Unverified},
		{"a condition", "The Norland housing agency has agreed to pay half of the 30 million pound cost.",
			"Building can start only if the Norland housing agency agrees to pay half of the 30 million pound cost.", Unverified},
		{"a provided that", "Lindqvist will build 40 homes in Norland.", "Lindqvist will build 40 homes in Norland, provided that the land is rezoned.", Grounded},
		{"on condition that", "The Norland council has agreed to pay half of the 4 million crown cost.",
			"The region will rebuild the bridge on condition that the Norland council agrees to pay half of the 4 million crown cost.", Unverified},
		{"an unless", "Lindqvist will close 12 depots.", "Lindqvist will close 12 depots unless a buyer is found.", Unverified},

		{"the outcome after the expectation", "Turnover at Lindqvist grew 9%.", "Analysts expected 6% at Lindqvist; turnover grew 9%.", Grounded},
		{"the claim keeps the expectation", "Lindqvist expected turnover to grow 6%.", "Lindqvist had expected turnover to grow 6%.", Grounded},
		{"the claim's own framing", "Turnover at Lindqvist is expected to grow 6%.", "Lindqvist had expected turnover to grow 6%.", Grounded},
		{"another framing in the claim", "Lindqvist plans to hire 300 drivers.", "Lindqvist said it would hire 300 drivers.", Grounded},
		{"a fact someone reported", "Turnover at Lindqvist grew 6%.", "Lindqvist said turnover grew 6%.", Grounded},
		{"the expectation after the figure", "Turnover at Lindqvist grew 6%.", "Turnover at Lindqvist grew 6%, as analysts had expected.", Grounded},
		{"as expected", "Turnover at Lindqvist grew 6%.", "Turnover at Lindqvist grew 6% as expected.", Grounded},
		{"a target met", "Lindqvist built 5,000 homes in 2024.", "Lindqvist met its target of 5,000 homes in 2024.", Grounded},
		{"a target met after it", "Lindqvist sold 1 million units in 2023.", "Lindqvist's target of 1 million units for 2023 was met in November.", Grounded},
		{"a level reached", "Inflation in Norland fell to 2% in June.", "Inflation in Norland fell to its target of 2% in June.", Grounded},
		{"a goal's year", "Lindqvist built 12,000 homes in 2025.", "With a goal for 2025 of 10,000 homes, Lindqvist built 12,000.", Grounded},
		{"the claim's own target", "Lindqvist set a target of cutting its emissions by 50% by 2030.", "Lindqvist has set a target of cutting its emissions by 50% by 2030.", Grounded},
		{"targets that are no goal", "Lindqvist's jets struck targets in Norland in 2024.", "Lindqvist's jets have struck targets in Norland in 2024.", Grounded},
		{"the expectation in a clause of its own", "Turnover at Lindqvist grew 6%.", "As analysts expected, turnover at Lindqvist grew 6%.", Grounded},
		{"an adjective", "Lindqvist opened 40 kiosks.", "Lindqvist opened its planned 40 kiosks on time.", Grounded},
		{"a would of what came later", "Lindqvist hired 300 drivers.", "Lindqvist would go on to hire 300 drivers.", Grounded},
		{"a will of what is scheduled", "The fair in Norland features 30 stalls.", "The fair in Norland will feature 30 stalls.", Grounded},
		{"the claim keeps the could", "Lindqvist could cut 500 jobs.", "Lindqvist could cut 500 jobs.", Grounded},
		{"the claim's own may", "Lindqvist may cut 500 jobs.", "Lindqvist could cut 500 jobs.", Grounded},
		{"a may of how long a step takes", "The glaze takes 20 minutes to set.", "The glaze may take 20 minutes to set.", Grounded},
		{"the could in a clause of its own", "Lindqvist cut 500 jobs.", "Though it could have waited, Lindqvist cut 500 jobs.", Grounded},
		{"the claim's own condition in other words", "The region offered to rebuild the bridge on condition that the Norland council covers half of the 4 million crown cost.",
			"The region offered to rebuild the bridge, but only if the Norland council agrees to pay half of the 4 million crown cost.", Grounded},
		{"the claim keeps the condition", "Building can start if the Norland housing agency pays half of the 30 million pound cost.",
			"Building can start only if the Norland housing agency pays half of the 30 million pound cost.", Grounded},
		{"an if of what is taken for granted", "Lindqvist's riders covered 300 miles.", "If anything, Lindqvist's riders covered 300 miles.", Grounded},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c := checkOne(t, tt.claim, tt.source)
			if c.Verdict != tt.verdict {
				t.Fatalf("%q against %q: %s (%s: %s), want %s", tt.claim, tt.source, c.Verdict, c.ReasonCode, c.Reason, tt.verdict)
			}
			if tt.verdict == Unverified && c.ReasonCode != ReasonHedged && (c.ReasonCode != ReasonMissingSignals || !strings.Contains(c.Reason, "only as expected, planned or supposed")) {
				t.Errorf("%s: %s, want hedged, or missing_signals saying the figure is only expected", c.ReasonCode, c.Reason)
			}
		})
	}
	// With the outcome stated beside it, the expectation is another step's
	// figure (see stepOwner) before it is a supposed one: either keeps it
	// from grounding the claim.
	checkVerdicts(t, []verdictCase{
		{"the expectation, then the outcome", "Turnover at Lindqvist grew 6%.", "Analysts expected 6% at Lindqvist; turnover grew 9%.", Unverified},
	})
}

// TestSupposedAt checks which figures a framing word governs: the one
// after it in its clause, not one past a comma, a dash, a cut word or a
// sentence's end run on without a space, nor after a name written like
// the word, nor one further than governReach (its reach not cutting a
// word in two: "unexpected" is no "expected").
func TestSupposedAt(t *testing.T) {
	tests := []struct {
		text, figure string
		want         bool
	}{
		{"They expect sales of 40 units.", "40", true},
		{"They said they would sell 40 units.", "40", true},
		{"They would sell 40 units.", "40", false},
		{"They expected more, but sold 40 units.", "40", false},
		{"They expected more and sold 40 units.", "40", false},
		{"They expected more - sold 40 units.", "40", false},
		{"Sales were expected.They sold 40 units.", "40", false},
		{"Sales beat what was expected: 40 units.", "40", false},
		{"Sales were higher than expected at 40 units.", "40", false},
		{"Plans Inc sold 40 units.", "40", false},
		{"They said that after a long costly search for a new site in the north they would open 40 units.", "40", false},
		{"Sales were unexpected as they came in below the level the board had fixed at 40 units.", "40", false},
		{"They had plans for 40 units.", "40", true},
		{"They expected more \u2014 they sold 40 units.", "40", false},
		{"They can open only if they sell 40 units.", "40", true},
		{"They will not open unless they sell 40 units.", "40", true},
		{"If they can, they sell 40 units.", "40", false},
		{"Delays lasted as long as 3 hours.", "3 hours", false},
		{"They will open as long as they sell 40 units.", "40", true},
	}
	for _, tt := range tests {
		var m signals.Number
		for _, n := range signals.Numbers(tt.text) {
			if n.Text == tt.figure {
				m = n
			}
		}
		if m.Text == "" {
			t.Fatalf("no figure %q in %q", tt.figure, tt.text)
		}
		if got, _ := supposedAt(tt.text, m); got != tt.want {
			t.Errorf("supposedAt(%q, %q) = %v, want %v", tt.text, tt.figure, got, tt.want)
		}
	}
}

// TestFrameRootsCoverWords checks that each word supposedAt reads a
// clause for starts with one of frameRoots, which let the clause through
// to be read.
func TestFrameRootsCoverWords(t *testing.T) {
	for _, w := range append([]string{"would"}, expectingWords...) {
		if !slices.ContainsFunc(frameRoots, func(r string) bool { return strings.HasPrefix(w, r) }) {
			t.Errorf("%q starts with none of frameRoots", w)
		}
	}
}

// TestLastClause checks where the clause before the end of a text starts,
// and whether a word of it may frame a figure.
func TestLastClause(t *testing.T) {
	tests := []struct {
		text     string
		start    int
		mayFrame bool
	}{
		{"they expected", 0, true},
		{"they reclaimed", 0, false},
		{"as planned, they sold", 11, false},
		{"they sold \u2014 as planned", 13, true},
		{"", 0, false},
	}
	for _, tt := range tests {
		if start, may := lastClause(tt.text); start != tt.start || may != tt.mayFrame {
			t.Errorf("lastClause(%q) = %d, %v, want %d, %v", tt.text, start, may, tt.start, tt.mayFrame)
		}
	}
}

// TestAttemptFrames checks that a quantity a source gives only as tried
// for ("sought to raise $50 million") grounds no claim that it came to
// pass, nor contradicts one, while a year of the attempt still states
// when it was made and a claim of the attempt is grounded. The sentences
// are written for this test.
func TestAttemptFrames(t *testing.T) {
	checkVerdicts(t, []verdictCase{
		{"sought", "Acme raised $50 million in Series B funding.", "Acme sought to raise $50 million in Series B funding.", Unverified},
		{"tried", "Acme raised $50 million in Series B funding.", "Acme tried to raise $50 million in Series B funding.", Unverified},
		{"another figure tried for", "Acme raised $50 million in Series B funding.", "Acme tried to raise $40 million in Series B funding.", Unverified},
		{"the claim tells of the attempt", "Acme tried to raise $50 million in Series B funding.", "Acme tried to raise $50 million in Series B funding.", Grounded},
		{"a means of the attempt", "The Tolva mill laid off 1,200 workers.", "The Tolva mill tried to cut costs by laying off 1,200 workers.", Grounded},
		{"the year of an attempt", "West attacked the photographer in July 2013.", "West attacked the photographer and tried to take his camera in July 2013.", Grounded},
	})
}
