package sourced_test

import (
	"context"
	"fmt"

	"github.com/sourced-dev/sourced"
)

// fixedJudge stands in for an LLM judge (package judge holds the real
// ones): it always gives the same verdicts.
type fixedJudge []sourced.JudgeVerdict

func (fixedJudge) Name() (provider, model string) { return "example", "fixed-model" }

func (j fixedJudge) Judge(context.Context, sourced.JudgeRequest) (sourced.JudgeResponse, error) {
	return sourced.JudgeResponse{Verdicts: j}, nil
}

// A judge's verdict stands only with a verbatim quote of the source.
func ExampleWithJudge() {
	ix := sourced.NewIndex("Operating costs fell sharply after the restructuring.")
	j := fixedJudge{
		{Claim: 1, Status: "grounded", Evidence: "Operating costs fell sharply"},
		{Claim: 2, Status: "grounded", Evidence: "Costs were halved."}, // not in the source
	}
	r, err := ix.CheckContext(context.Background(), "Costs went down a lot. Costs were cut in half.", sourced.WithJudge(j))
	if err != nil {
		panic(err)
	}
	for _, c := range r.Claims {
		fmt.Printf("%s (%s): %s\n", c.Verdict, c.ReasonCode, c.Reason)
	}
	fmt.Printf("asked %d, decided %d, discarded %d\n", r.Judge.Asked, r.Judge.Decided, r.Judge.Discarded)
	// Output:
	// grounded (judged): judged grounded by fixed-model: the source says "Operating costs fell sharply"
	// unverified (judge_quote_not_found): judged grounded by fixed-model, but its quote "Costs were halved." is not in the source, so discarded; string matching: only the claim's first word (Costs) matched; there is no number, quote or name to test
	// asked 2, decided 1, discarded 1
}
