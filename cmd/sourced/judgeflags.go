package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"time"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"

	"github.com/sourced-dev/sourced"
	"github.com/sourced-dev/sourced/judge"
)

// judgeKeyEnv names the variable holding the key for --judge-provider
// openai. The anthropic provider finds its credentials as its SDK does.
const judgeKeyEnv = "SOURCED_JUDGE_API_KEY"

// judgeFlags are the flags of the LLM judge, shared by check, batch and
// serve.
type judgeFlags struct {
	enabled, required, noCache bool
	provider, model, url       string
	cacheDir                   string
	timeout                    time.Duration
	retries                    int
	// sharedNoCache is set when fs had a --no-cache of its own (serve's,
	// for the resolution cache) before the judge's flags were added: the
	// one flag turns off both caches.
	sharedNoCache bool
}

// register adds the judge's flags to fs. A --no-cache fs already has is
// shared rather than added again.
func (j *judgeFlags) register(fs *pflag.FlagSet) {
	fs.BoolVar(&j.enabled, "judge", false, "send the claims string matching leaves unverified to an LLM judge; a verdict stands only with a verbatim quote of the source")
	fs.StringVar(&j.provider, "judge-provider", "anthropic", "the judge's API: anthropic, or openai for any OpenAI-compatible server (Ollama, vLLM, llama.cpp)")
	fs.StringVar(&j.model, "judge-model", "", "the judge's model (default "+judge.DefaultAnthropicModel+" for anthropic; required for openai)")
	fs.StringVar(&j.url, "judge-url", "", "the judge API's base URL (anthropic: default ANTHROPIC_BASE_URL or Anthropic's; openai: required, e.g. http://127.0.0.1:11434/v1)")
	fs.BoolVar(&j.required, "judge-required", false, "exit 3 when the judge gives no usable answer (refusal, cut-off, timeout, outage)")
	fs.DurationVar(&j.timeout, "judge-timeout", judge.DefaultTimeout, "how long one judge request may take, retries included")
	fs.IntVar(&j.retries, "judge-retries", judge.DefaultRetries, "retries after a rate limit (429), a server error (5xx) or a dropped connection, honouring Retry-After")
	if fs.Lookup("no-cache") == nil {
		fs.BoolVar(&j.noCache, "no-cache", false, "ask the judge even when the cache holds its answer to the same request, and store nothing")
	} else {
		j.sharedNoCache = true
		fs.Lookup("no-cache").Usage += "; with --judge, nor the judge's"
	}
	fs.StringVar(&j.cacheDir, "cache-dir", "", "where judge answers are cached (default: the user cache directory, sourced/judge)")
}

// options returns the check options the flags ask for: none without
// --judge. Its errors are usage errors.
func (j *judgeFlags) options(cmd *cobra.Command, e *env) ([]sourced.CheckOption, error) {
	noCache := j.noCache
	if j.sharedNoCache {
		noCache, _ = cmd.Flags().GetBool("no-cache")
	}
	if !j.enabled {
		names := []string{"judge-provider", "judge-model", "judge-url", "judge-required", "judge-timeout", "judge-retries", "cache-dir"}
		if !j.sharedNoCache {
			names = append(names, "no-cache")
		}
		for _, name := range names {
			if cmd.Flags().Changed(name) {
				return nil, fmt.Errorf("--%s needs --judge", name)
			}
		}
		return nil, nil
	}
	if j.timeout <= 0 {
		return nil, fmt.Errorf("--judge-timeout must be positive, got %s", j.timeout)
	}
	retries := j.retries
	switch {
	case retries < 0:
		return nil, fmt.Errorf("--judge-retries must be 0 or more, got %d", retries)
	case retries == 0:
		retries = -1 // the providers read 0 as their default
	}
	if j.url != "" {
		if err := checkBaseURL("--judge-url", j.url); err != nil {
			return nil, err
		}
	}
	var jd sourced.Judge
	switch strings.ToLower(j.provider) {
	case "anthropic":
		jd = judge.NewAnthropic(judge.AnthropicConfig{Model: j.model, BaseURL: j.url, Timeout: j.timeout, Retries: retries})
	case "openai":
		if j.url == "" {
			return nil, errors.New("--judge-provider openai needs --judge-url, the server's API root (for Ollama: http://127.0.0.1:11434/v1)")
		}
		if j.model == "" {
			return nil, errors.New("--judge-provider openai needs --judge-model")
		}
		o, err := judge.NewOpenAI(judge.OpenAIConfig{
			BaseURL: j.url, Model: j.model, APIKey: e.getenv(judgeKeyEnv), Timeout: j.timeout, Retries: retries,
		})
		if err != nil {
			return nil, err
		}
		jd = o
	default:
		return nil, fmt.Errorf("unknown --judge-provider %q: want anthropic or openai", j.provider)
	}
	if !noCache {
		if dir := j.cache(); dir != "" {
			jd = judge.Cached(jd, dir)
		}
	}
	jd = redactKeys(jd, e.getenv(judgeKeyEnv), e.getenv("ANTHROPIC_API_KEY"), e.getenv("ANTHROPIC_AUTH_TOKEN"))
	return []sourced.CheckOption{sourced.WithJudge(jd)}, nil
}

// redactKeys returns j with every key in keys blanked out of its errors,
// which become the reasons of the claims asked about: an API server may
// answer a wrong key with an error that quotes it.
func redactKeys(j sourced.Judge, keys ...string) sourced.Judge {
	keys = slices.DeleteFunc(keys, func(k string) bool { return len(strings.TrimSpace(k)) < 4 })
	if len(keys) == 0 {
		return j
	}
	return redactingJudge{j: j, keys: keys}
}

// redactingJudge is a Judge whose errors never show its keys.
type redactingJudge struct {
	j    sourced.Judge
	keys []string
}

func (r redactingJudge) Name() (provider, model string) { return r.j.Name() }

func (r redactingJudge) Judge(ctx context.Context, req sourced.JudgeRequest) (sourced.JudgeResponse, error) {
	resp, err := r.j.Judge(ctx, req)
	if err == nil {
		return resp, nil
	}
	msg := err.Error()
	for _, k := range r.keys {
		msg = strings.ReplaceAll(msg, k, "[redacted]")
	}
	return resp, &redactedError{msg: msg, err: err}
}

// redactedError is an error whose message has its keys blanked out; it
// still wraps the original, so that its reason code is kept.
type redactedError struct {
	msg string
	err error
}

func (e *redactedError) Error() string { return e.msg }
func (e *redactedError) Unwrap() error { return e.err }

// cache returns the cache directory, or "" when there is none to use.
func (j *judgeFlags) cache() string {
	if j.cacheDir != "" {
		return j.cacheDir
	}
	dir, err := os.UserCacheDir()
	if err != nil {
		return ""
	}
	return filepath.Join(dir, "sourced", "judge")
}

// noAnswer is the error that makes a run exit 3: --judge-required, and
// the judge gave no usable answer for some report.
func noAnswer(failure sourced.ReasonCode, reports int) error {
	what := "the judge gave no usable answer (" + string(failure) + ")"
	if reports > 1 {
		what = fmt.Sprintf("the judge gave no usable answer for %d records (the first: %s)", reports, failure)
	}
	return &backendError{msg: "--judge-required: " + what + "; the claims' reasons say why"}
}

// gate returns the error that makes the run exit 3 when --judge-required
// is set and r's judge gave no usable answer.
func (j *judgeFlags) gate(r *sourced.Report) error {
	if j.required && r.Judge != nil && r.Judge.Failure != "" {
		return noAnswer(r.Judge.Failure, 1)
	}
	return nil
}

// judgeNote writes, on w, one line telling what the judge did for r.
func judgeNote(w io.Writer, r *sourced.Report) {
	if r.Judge == nil {
		return
	}
	var t judgeTally
	t.add(r)
	fmt.Fprintf(w, "sourced: judge %s (%s): %s\n", r.Judge.Model, r.Judge.Provider, t.String())
}

// judgeTally adds up what the judge did over the reports of a run.
type judgeTally struct {
	used                      bool
	asked, decided, discarded int
	cached, failed            int
	firstFailure              sourced.ReasonCode
	// Tokens: at full price, read from the prompt cache, written to it,
	// and output.
	input, cacheRead, cacheWrite, output int64
}

// add counts r's judge summary, if it has one.
func (t *judgeTally) add(r *sourced.Report) {
	s := r.Judge
	if s == nil {
		return
	}
	t.used = true
	t.asked += s.Asked
	t.decided += s.Decided
	t.discarded += s.Discarded
	if s.Cached {
		t.cached++
	}
	if s.Failure != "" {
		if t.failed == 0 {
			t.firstFailure = s.Failure
		}
		t.failed++
	}
	t.input += s.Usage.InputTokens
	t.cacheRead += s.Usage.CacheReadTokens
	t.cacheWrite += s.Usage.CacheWriteTokens
	t.output += s.Usage.OutputTokens
}

// String sums the tally up in one line.
func (t judgeTally) String() string {
	s := fmt.Sprintf("%d asked, %d decided, %d discarded", t.asked, t.decided, t.discarded)
	if t.failed > 0 {
		s += fmt.Sprintf(", %d without a usable answer (%s)", t.failed, t.firstFailure)
	}
	if t.cached > 0 {
		s += fmt.Sprintf(", %d replayed from the cache", t.cached)
	}
	return s + fmt.Sprintf("; tokens: %d in (%d read from the prompt cache, %d written to it), %d out",
		t.input+t.cacheRead+t.cacheWrite, t.cacheRead, t.cacheWrite, t.output)
}
