package main

import (
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
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

// judgeFlags are the flags of the LLM judge, shared by check and batch.
type judgeFlags struct {
	enabled, required, noCache bool
	provider, model, url       string
	cacheDir                   string
	timeout                    time.Duration
	retries                    int
}

// register adds the judge's flags to fs.
func (j *judgeFlags) register(fs *pflag.FlagSet) {
	fs.BoolVar(&j.enabled, "judge", false, "send the claims string matching leaves unverified to an LLM judge; a verdict stands only with a verbatim quote of the source")
	fs.StringVar(&j.provider, "judge-provider", "anthropic", "the judge's API: anthropic, or openai for any OpenAI-compatible server (Ollama, vLLM, llama.cpp)")
	fs.StringVar(&j.model, "judge-model", "", "the judge's model (default "+judge.DefaultAnthropicModel+" for anthropic; required for openai)")
	fs.StringVar(&j.url, "judge-url", "", "the judge API's base URL (anthropic: default ANTHROPIC_BASE_URL or Anthropic's; openai: required, e.g. http://127.0.0.1:11434/v1)")
	fs.BoolVar(&j.required, "judge-required", false, "exit 3 when the judge gives no usable answer (refusal, cut-off, timeout, outage)")
	fs.DurationVar(&j.timeout, "judge-timeout", judge.DefaultTimeout, "how long one judge request may take, retries included")
	fs.IntVar(&j.retries, "judge-retries", judge.DefaultRetries, "retries after a rate limit (429), a server error (5xx) or a dropped connection, honouring Retry-After")
	fs.BoolVar(&j.noCache, "no-cache", false, "ask the judge even when the cache holds its answer to the same request, and store nothing")
	fs.StringVar(&j.cacheDir, "cache-dir", "", "where judge answers are cached (default: the user cache directory, sourced/judge)")
}

// options returns the check options the flags ask for: none without
// --judge. Its errors are usage errors.
func (j *judgeFlags) options(cmd *cobra.Command, e *env) ([]sourced.CheckOption, error) {
	if !j.enabled {
		for _, name := range []string{"judge-provider", "judge-model", "judge-url", "judge-required", "judge-timeout", "judge-retries", "no-cache", "cache-dir"} {
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
	if !j.noCache {
		if dir := j.cache(); dir != "" {
			jd = judge.Cached(jd, dir)
		}
	}
	return []sourced.CheckOption{sourced.WithJudge(jd)}, nil
}

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
