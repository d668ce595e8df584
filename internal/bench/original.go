package bench

import (
	"context"

	"github.com/sourced-dev/sourced"
	"github.com/sourced-dev/sourced/internal/baseline"
)

// OriginalRules is the Result.Rules of a score of the original tool's
// rules.
const OriginalRules = "original"

// Original is the Checker backed by the original Python tool's rules
// (package baseline): the sources joined by a blank line, as its library
// joined them.
func Original(sources []sourced.Source, outputs []string, report func(i int, r *sourced.Report)) {
	c := baseline.New(sources...)
	for i, output := range outputs {
		r := c.Check(output)
		report(i, &r)
	}
}

// ScoreOriginal scores the original tool's rules on ds as its own bench
// did: each document read from its OriginalSources where it has them. The
// result is marked with Rules OriginalRules; the rest is as Score.
func ScoreOriginal(ctx context.Context, ds *Dataset, opts Options) (*Result, error) {
	orig := *ds
	orig.Documents = make([]Document, len(ds.Documents))
	for i, d := range ds.Documents {
		if d.OriginalSources != nil {
			d.Sources = d.OriginalSources
		}
		orig.Documents[i] = d
	}
	res, err := Score(ctx, &orig, Original, opts)
	if err != nil {
		return nil, err
	}
	res.Rules = OriginalRules
	return res, nil
}
