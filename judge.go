package sourced

import (
	"context"
	"errors"
	"fmt"
	"strings"
)

// Judge decides claims that string matching left unverified, typically by
// asking a language model (package judge holds the providers). A Judge
// only proposes: CheckContext applies a verdict only when its evidence is
// a verbatim quote of a source (see WithJudge).
//
// Judge is called once per checked output, with every claim still
// unverified, and must be safe for concurrent use.
type Judge interface {
	// Name returns the provider ("anthropic", "openai") and the model
	// asked, as the report names them.
	Name() (provider, model string)
	// Judge returns the judge's raw verdicts on req.Claims. Its error
	// should wrap one of ErrJudgeRefused, ErrJudgeTruncated,
	// ErrJudgeUnparseable, ErrJudgeTimeout or ErrJudgeUnavailable, which
	// become the claims' reason codes; any other error counts as
	// unavailable.
	Judge(ctx context.Context, req JudgeRequest) (JudgeResponse, error)
}

// JudgeRequest is what a Judge is asked: the sources, and the claims
// numbered from 1 in report order (claim n is Claims[n-1]).
type JudgeRequest struct {
	Sources []Source
	Claims  []string
}

// JudgeResponse is a Judge's answer, not yet checked.
type JudgeResponse struct {
	// Model is the model that answered; empty means the one asked.
	Model string
	// Verdicts are the judge's verdicts as it gave them: any claim
	// number, any status, any evidence.
	Verdicts []JudgeVerdict
	// Usage is what the request cost, in tokens.
	Usage JudgeUsage
	// Cached reports that the answer was replayed from a cache, at no cost.
	Cached bool
}

// JudgeVerdict is one raw verdict of a Judge, in the JSON shape the
// providers ask for.
type JudgeVerdict struct {
	// Claim is the claim's number in the request, from 1.
	Claim int `json:"claim"`
	// Status is what the judge says: grounded, contradicted or unverified.
	Status string `json:"status"`
	// Evidence is the judge's quote from the source.
	Evidence string `json:"evidence"`
}

// JudgeUsage counts the tokens of one judge request.
type JudgeUsage struct {
	InputTokens  int64 `json:"input_tokens"`
	OutputTokens int64 `json:"output_tokens"`
	// CacheReadTokens are input tokens read from the provider's prompt
	// cache (the source, on a re-check), billed at cache prices.
	CacheReadTokens int64 `json:"cache_read_tokens"`
	// CacheWriteTokens are input tokens written to the provider's prompt
	// cache.
	CacheWriteTokens int64 `json:"cache_write_tokens"`
}

// JudgeNote is set on a claim the judge decided.
type JudgeNote struct {
	// Model is the model whose verdict was applied.
	Model string `json:"model"`
	// Evidence is its quote as it stands in the source.
	Evidence string `json:"evidence"`
}

// JudgeSummary tells what the judge did for one report.
type JudgeSummary struct {
	Provider string `json:"provider"`
	Model    string `json:"model"`
	// Asked is the number of claims sent: those unverified by string
	// matching. None sent means no request was made.
	Asked int `json:"asked"`
	// Decided counts the verdicts applied.
	Decided int `json:"decided"`
	// Discarded counts the grounded or contradicted verdicts rejected for
	// their evidence.
	Discarded int `json:"discarded"`
	// Refused reports that the judge refused to answer.
	Refused bool `json:"refused"`
	// Cached reports that the answer was replayed from the cache.
	Cached bool `json:"cached"`
	// Failure is the reason code of a request that got no usable answer
	// (judge_refused, judge_truncated, judge_unparseable, judge_timeout,
	// judge_unavailable); empty when the judge answered.
	Failure ReasonCode `json:"failure"`
	// Usage is what the request cost.
	Usage JudgeUsage `json:"usage"`
}

// Failures of a Judge. A provider wraps one of them; CheckContext turns it
// into the reason code of every claim asked about.
var (
	ErrJudgeRefused     = errors.New("the judge refused to answer")
	ErrJudgeTruncated   = errors.New("the judge's answer was cut off at its output limit")
	ErrJudgeUnparseable = errors.New("the judge's answer is not the JSON asked for")
	ErrJudgeTimeout     = errors.New("the judge did not answer in time")
	ErrJudgeUnavailable = errors.New("the judge could not be reached")
)

// failureCode maps a Judge's error to a reason code.
func failureCode(err error) ReasonCode {
	switch {
	case errors.Is(err, ErrJudgeRefused):
		return ReasonJudgeRefused
	case errors.Is(err, ErrJudgeTruncated):
		return ReasonJudgeTruncated
	case errors.Is(err, ErrJudgeUnparseable):
		return ReasonJudgeUnparseable
	case errors.Is(err, ErrJudgeTimeout), errors.Is(err, context.DeadlineExceeded):
		return ReasonJudgeTimeout
	default:
		return ReasonJudgeUnavailable
	}
}

// CheckOption changes what CheckContext does.
type CheckOption func(*checkConfig)

type checkConfig struct {
	judge Judge
}

// WithJudge sends the claims that string matching leaves unverified, and
// only those, to j in one request, and applies its verdicts under one
// rule: a grounded or contradicted verdict stands only when its evidence,
// after folding curly quotes and runs of white space, is found verbatim in
// a source without cutting a word in two, and — for grounded — that passage
// of the source states every number (compared by value), name and quoted
// phrase of the claim. A verdict that fails is discarded and counted, and
// the claim stays unverified with a reason code saying why. A failed
// request (refusal, cut-off, unparseable answer, timeout, outage) leaves
// every claim asked about unverified with a reason code naming the
// failure. The judge can never make a claim grounded without a real quote.
func WithJudge(j Judge) CheckOption {
	return func(c *checkConfig) { c.judge = j }
}

// CheckContext is Check with options. Without options it makes no call
// and never fails. With WithJudge, its error is non-nil only when ctx ends
// before the judge answers; a judge that fails is reported in the claims
// and in Report.Judge, not as an error.
func (ix *Index) CheckContext(ctx context.Context, output string, opts ...CheckOption) (Report, error) {
	var cfg checkConfig
	for _, o := range opts {
		o(&cfg)
	}
	r := ix.Check(output)
	if cfg.judge == nil {
		return r, nil
	}
	if err := ix.judge(ctx, cfg.judge, &r); err != nil {
		return Report{}, err
	}
	return r, nil
}

// judge puts r's unverified claims to j and applies what passes.
func (ix *Index) judge(ctx context.Context, j Judge, r *Report) error {
	provider, model := j.Name()
	sum := &JudgeSummary{Provider: provider, Model: model}
	r.Judge = sum
	var asked []int // claim indexes, in report order
	var texts []string
	for i, c := range r.Claims {
		if c.Verdict == Unverified {
			asked = append(asked, i)
			texts = append(texts, c.Text)
		}
	}
	sum.Asked = len(asked)
	if len(asked) == 0 {
		return nil
	}
	resp, err := j.Judge(ctx, JudgeRequest{Sources: ix.sources(), Claims: texts})
	if ctxErr := ctx.Err(); ctxErr != nil {
		return fmt.Errorf("sourced: judge: %w", ctxErr)
	}
	// A failed request may still have cost tokens, and name its model.
	if resp.Model != "" {
		sum.Model = resp.Model
	}
	sum.Usage = resp.Usage
	if err != nil {
		sum.Failure = failureCode(err)
		sum.Refused = sum.Failure == ReasonJudgeRefused
		for _, i := range asked {
			c := &r.Claims[i]
			c.ReasonCode = sum.Failure
			c.Reason = fmt.Sprintf("not judged: %v; string matching: %s", err, c.Reason)
		}
		return nil
	}
	sum.Cached = resp.Cached

	finder := newQuoteFinder(ix)
	seen := make([]bool, len(asked))   // the claim has had its one answer
	judged := make([]bool, len(asked)) // ... and it was grounded or contradicted
	for _, v := range resp.Verdicts {
		if v.Claim < 1 || v.Claim > len(asked) || seen[v.Claim-1] {
			continue // not a claim asked about, or answered twice: the first answer stands
		}
		seen[v.Claim-1] = true
		status := Verdict(strings.ToLower(strings.TrimSpace(v.Status)))
		if status != Grounded && status != Contradicted {
			continue
		}
		judged[v.Claim-1] = true
		c := &r.Claims[asked[v.Claim-1]]
		if finder.apply(c, status, v.Evidence, sum.Model) {
			sum.Decided++
		} else {
			sum.Discarded++
		}
	}
	for n, i := range asked {
		if !judged[n] {
			r.Claims[i].Reason += fmt.Sprintf("; the judge (%s) could not decide either", sum.Model)
		}
	}
	r.Counts = Counts{}
	for _, c := range r.Claims {
		r.Counts.Add(c.Verdict)
	}
	return nil
}

// sources returns the index's documents as named sources.
func (ix *Index) sources() []Source {
	out := make([]Source, len(ix.ev.Docs))
	for i, d := range ix.ev.Docs {
		out[i] = Source{Name: d.Name, Text: d.Text}
	}
	return out
}
