package sourced_test

import (
	"fmt"

	"github.com/sourced-dev/sourced"
)

// Citation mode from Go: pairs of claim and citation (from cite.Extract,
// or given directly) and their resolutions (from resolve.Resolver, or a
// registry of your own) go into CheckCitations. A retracted work is never
// evidence, even for a claim that stands in it word for word.
func ExampleCheckCitations() {
	abstract := "The Transformer is based solely on attention mechanisms, dispensing with recurrence and convolutions entirely."
	work := &sourced.Work{DOI: "10.48550/arxiv.1706.03762", Title: "Attention Is All You Need", Year: 2017, Abstract: abstract}
	retracted := *work
	retracted.Retracted = true

	pairs := []sourced.CitedClaim{
		{Text: "The Transformer is based solely on attention mechanisms.", Citation: sourced.Citation{DOI: work.DOI}},
		{Text: "The Transformer is based solely on attention mechanisms.", Citation: sourced.Citation{DOI: work.DOI}},
		{Text: "LLMs achieve 100% factual accuracy on cited claims.", Citation: sourced.Citation{DOI: "10.1234/fabricated"}},
	}
	report := sourced.CheckCitations(pairs, []sourced.Resolution{
		{Work: work},
		{Work: &retracted},
		{Unresolved: "no registry knows DOI 10.1234/fabricated"},
	})
	for _, c := range report.Claims {
		fmt.Println(c.Verdict, c.ReasonCode)
	}
	// Output:
	// grounded grounded
	// unverified retracted
	// unverified unresolved
}
