package judge

import (
	"context"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"github.com/sourced-dev/sourced"
)

// TestVerdictsHeldToQuotes: whatever either provider's model answers, a
// verdict stands only with a verbatim quote holding the claim's figures.
func TestVerdictsHeldToQuotes(t *testing.T) {
	const (
		source = "Halden Robotics reported revenue of $412 million for 2025. The company shipped 9,300 robots, up from 7,100."
		output = "Halden Robotics had a strong year. Halden sold 9,300 machines. Halden delivered 9,300 machines. Robot sales grew by a third. Halden beat its targets."
	)
	// String matching leaves every claim unverified (too little wording
	// in common), so the judge's claim n is the output's claim n.
	verdicts := []sourced.JudgeVerdict{
		{Claim: 1, Status: "grounded", Evidence: "Halden Robotics had its strongest year ever."},                                                // fabricated
		{Claim: 2, Status: "grounded", Evidence: "Halden Robotics reported revenue of $412 million for 2025. The company shipped 9,300 robots"}, // holds Halden and 9,300
		{Claim: 3, Status: "grounded", Evidence: "Halden Robotics reported revenue of $412 million for 2025."},                                  // lacks 9,300
		{Claim: 4, Status: "contradicted", Evidence: "up from 7,100."},                                                                          // a real quote is enough
		{Claim: 5, Status: "grounded", Evidence: "Halden Robotics reported revenue of $412 million for 2025."},                                  // holds Halden
		{Claim: 9, Status: "grounded", Evidence: "The company shipped 9,300 robots"},                                                            // out of range: ignored
	}
	want := []sourced.ReasonCode{
		sourced.ReasonJudgeQuoteNotFound, sourced.ReasonJudged, sourced.ReasonJudgeQuoteLacksSignals,
		sourced.ReasonJudged, sourced.ReasonJudged,
	}
	for _, tt := range []struct {
		name  string
		judge func(t *testing.T, s *standIn) sourced.Judge
		body  []byte
	}{
		{"anthropic", func(t *testing.T, s *standIn) sourced.Judge { return newTestAnthropic(t, s, AnthropicConfig{}) },
			anthropicMessage("end_turn", verdicts)},
		{"openai", func(t *testing.T, s *standIn) sourced.Judge {
			var waits []time.Duration
			return newTestOpenAI(t, s, OpenAIConfig{}, &waits)
		}, chatCompletion(verdicts)},
	} {
		t.Run(tt.name, func(t *testing.T) {
			s := newStandIn(t, reply{status: 200, body: tt.body})
			ix := sourced.NewIndex(source)
			plain := ix.Check(output)
			r, err := ix.CheckContext(context.Background(), output, sourced.WithJudge(tt.judge(t, s)))
			if err != nil {
				t.Fatal(err)
			}
			var asked []sourced.ReasonCode
			for i, c := range r.Claims {
				if plain.Claims[i].Verdict == sourced.Unverified {
					asked = append(asked, c.ReasonCode)
				}
			}
			if diff := cmp.Diff(want, asked); diff != "" {
				t.Errorf("reason codes of the claims asked (-want +got):\n%s", diff)
			}
			if r.Judge.Asked != 5 || r.Judge.Decided != 3 || r.Judge.Discarded != 2 {
				t.Errorf("summary %+v, want 5 asked, 3 decided, 2 discarded", r.Judge)
			}
		})
	}
}
