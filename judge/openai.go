package judge

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math"
	"net/http"
	"strconv"
	"strings"
	"time"

	"github.com/sourced-dev/sourced"
)

// maxRetryWait caps the wait a Retry-After header may ask for.
const maxRetryWait = time.Minute

// OpenAIConfig configures NewOpenAI.
type OpenAIConfig struct {
	// BaseURL is the server's API root, such as http://127.0.0.1:11434/v1
	// for Ollama; requests go to BaseURL + "/chat/completions". Required.
	BaseURL string
	// Model is the model to ask. Required.
	Model string
	// APIKey, when set, is sent as a bearer token. It never appears in an
	// error.
	APIKey string
	// HTTPClient sends the requests; nil means http.DefaultClient.
	HTTPClient *http.Client
	// Timeout bounds one request, retries included; zero means
	// DefaultTimeout.
	Timeout time.Duration
	// Retries after a 408, 409, 429, a 5xx or a dropped connection, each
	// after the wait the server's Retry-After asks for (at most a minute);
	// zero means DefaultRetries, negative none.
	Retries int
}

// OpenAI is a judge that asks any server speaking the OpenAI chat
// completions API (/v1/chat/completions) — Ollama, vLLM, llama.cpp's
// server, hosted APIs — for an answer constrained by response_format
// json_schema. It is safe for concurrent use.
type OpenAI struct {
	cfg    OpenAIConfig
	url    string
	limits limits
	// sleep waits between retries; tests replace it.
	sleep func(context.Context, time.Duration) error
}

// NewOpenAI returns an OpenAI-compatible judge. It makes no request.
func NewOpenAI(cfg OpenAIConfig) (*OpenAI, error) {
	if cfg.BaseURL == "" {
		return nil, errors.New("openai: a base URL is needed (for Ollama: http://127.0.0.1:11434/v1)")
	}
	if cfg.Model == "" {
		return nil, errors.New("openai: a model is needed")
	}
	if cfg.HTTPClient == nil {
		cfg.HTTPClient = http.DefaultClient
	}
	url := strings.TrimRight(cfg.BaseURL, "/")
	if !strings.HasSuffix(url, "/chat/completions") {
		url += "/chat/completions"
	}
	return &OpenAI{cfg: cfg, url: url, limits: newLimits(cfg.Timeout, cfg.Retries), sleep: sleepContext}, nil
}

// Name returns "openai" and the model.
func (o *OpenAI) Name() (provider, model string) { return "openai", o.cfg.Model }

// chatMessage is one message of a chat completions request.
type chatMessage struct {
	Role    string `json:"role"`
	Content string `json:"content"`
}

// chatResponse is the part of a chat completions response the judge reads.
type chatResponse struct {
	Model   string `json:"model"`
	Choices []struct {
		Message struct {
			Content *string `json:"content"`
			Refusal *string `json:"refusal"`
		} `json:"message"`
		FinishReason string `json:"finish_reason"`
	} `json:"choices"`
	Usage struct {
		PromptTokens        int64 `json:"prompt_tokens"`
		CompletionTokens    int64 `json:"completion_tokens"`
		PromptTokensDetails struct {
			CachedTokens int64 `json:"cached_tokens"`
		} `json:"prompt_tokens_details"`
	} `json:"usage"`
}

// Judge asks the model about req.Claims in one request (retried as
// OpenAIConfig.Retries says).
func (o *OpenAI) Judge(ctx context.Context, req sourced.JudgeRequest) (sourced.JudgeResponse, error) {
	system, user := prompt(req)
	body, err := json.Marshal(map[string]any{
		"model": o.cfg.Model,
		"messages": []chatMessage{
			{Role: "system", Content: system},
			{Role: "user", Content: user},
		},
		"response_format": map[string]any{
			"type": "json_schema",
			"json_schema": map[string]any{
				"name":   "verdicts",
				"strict": true,
				"schema": schema(),
			},
		},
	})
	if err != nil {
		return sourced.JudgeResponse{}, fmt.Errorf("openai: %w", err)
	}
	tctx, cancel := context.WithTimeout(ctx, o.limits.timeout)
	defer cancel()
	data, err := o.post(tctx, body)
	if err != nil {
		return sourced.JudgeResponse{}, o.limits.failed(ctx, "openai", fmt.Errorf("openai: %w", err))
	}
	var cr chatResponse
	if err := json.Unmarshal(data, &cr); err != nil {
		return sourced.JudgeResponse{}, fmt.Errorf("openai: the response is not a chat completion: %v: %w", err, sourced.ErrJudgeUnparseable)
	}
	resp := sourced.JudgeResponse{
		Model: cr.Model,
		// prompt_tokens counts the cached ones too; InputTokens does not.
		Usage: sourced.JudgeUsage{
			InputTokens:     cr.Usage.PromptTokens - cr.Usage.PromptTokensDetails.CachedTokens,
			OutputTokens:    cr.Usage.CompletionTokens,
			CacheReadTokens: cr.Usage.PromptTokensDetails.CachedTokens,
		},
	}
	if len(cr.Choices) == 0 {
		return resp, fmt.Errorf("openai: no choices in the response: %w", sourced.ErrJudgeUnparseable)
	}
	choice := cr.Choices[0]
	switch {
	case choice.Message.Refusal != nil && *choice.Message.Refusal != "":
		return resp, fmt.Errorf("openai: %s: %w", clip(*choice.Message.Refusal), sourced.ErrJudgeRefused)
	case choice.FinishReason == "content_filter":
		return resp, fmt.Errorf("openai: finish reason content_filter: %w", sourced.ErrJudgeRefused)
	case choice.FinishReason == "length":
		return resp, fmt.Errorf("openai: finish reason length (ask about fewer claims at once): %w", sourced.ErrJudgeTruncated)
	case choice.Message.Content == nil:
		return resp, fmt.Errorf("openai: the message has no content: %w", sourced.ErrJudgeUnparseable)
	}
	if resp.Verdicts, err = parseAnswer(*choice.Message.Content); err != nil {
		return resp, fmt.Errorf("openai: %w", err)
	}
	return resp, nil
}

// post sends body and returns the body of a 2xx response, retrying
// what is worth retrying.
func (o *OpenAI) post(ctx context.Context, body []byte) ([]byte, error) {
	for try := 0; ; try++ {
		data, wait, err := o.postOnce(ctx, body, try)
		if err == nil {
			return data, nil
		}
		if wait < 0 || try >= o.limits.retries || ctx.Err() != nil {
			if try > 0 {
				err = fmt.Errorf("after %d tries: %w", try+1, err)
			}
			return nil, err
		}
		if err := o.sleep(ctx, wait); err != nil {
			return nil, err
		}
	}
}

// postOnce makes one try. On failure, wait is how long to wait before
// the next try, or negative when retrying cannot help.
func (o *OpenAI) postOnce(ctx context.Context, body []byte, try int) (data []byte, wait time.Duration, err error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, o.url, bytes.NewReader(body))
	if err != nil {
		return nil, -1, fmt.Errorf("%v: %w", err, sourced.ErrJudgeUnavailable)
	}
	req.Header.Set("Content-Type", "application/json")
	if o.cfg.APIKey != "" {
		req.Header.Set("Authorization", "Bearer "+o.cfg.APIKey)
	}
	res, err := o.cfg.HTTPClient.Do(req)
	if err != nil {
		if ctx.Err() != nil {
			return nil, -1, ctx.Err()
		}
		// The URL error names the URL the user gave, never a header.
		return nil, backoff(try), fmt.Errorf("%v: %w", err, sourced.ErrJudgeUnavailable)
	}
	defer res.Body.Close()
	data, err = io.ReadAll(io.LimitReader(res.Body, 32<<20))
	if err != nil {
		if ctx.Err() != nil {
			return nil, -1, ctx.Err()
		}
		return nil, backoff(try), fmt.Errorf("reading the response: %v: %w", err, sourced.ErrJudgeUnavailable)
	}
	if res.StatusCode/100 == 2 {
		return data, 0, nil
	}
	err = fmt.Errorf("status %d%s: %w", res.StatusCode, serverMessage(data), sourced.ErrJudgeUnavailable)
	switch {
	case res.StatusCode == http.StatusRequestTimeout, res.StatusCode == http.StatusConflict,
		res.StatusCode == http.StatusTooManyRequests, res.StatusCode >= 500:
		if d, ok := retryAfter(res.Header.Get("Retry-After"), time.Now()); ok {
			return nil, d, err
		}
		return nil, backoff(try), err
	}
	return nil, -1, err
}

// serverMessage returns ": " and the message of an OpenAI-style error
// body ({"error": {"message": ...}}), or "" when there is none.
func serverMessage(data []byte) string {
	var body struct {
		Error struct {
			Message string `json:"message"`
		} `json:"error"`
	}
	if json.Unmarshal(data, &body) != nil || body.Error.Message == "" {
		return ""
	}
	return ": " + clip(body.Error.Message)
}

// retryAfter reads a Retry-After header: seconds, or an HTTP date. The
// wait is capped at maxRetryWait.
func retryAfter(h string, now time.Time) (time.Duration, bool) {
	h = strings.TrimSpace(h)
	if h == "" {
		return 0, false
	}
	var d time.Duration
	if secs, err := strconv.ParseFloat(h, 64); err == nil && secs >= 0 && !math.IsInf(secs, 0) {
		d = time.Duration(min(secs, maxRetryWait.Seconds()) * float64(time.Second))
	} else if t, err := http.ParseTime(h); err == nil {
		d = max(0, t.Sub(now))
	} else {
		return 0, false
	}
	return min(d, maxRetryWait), true
}

// backoff is the wait before retry try+1 when the server names none:
// half a second, doubling, at most 8 seconds.
func backoff(try int) time.Duration {
	return min(time.Duration(float64(500*time.Millisecond)*math.Pow(2, float64(try))), 8*time.Second)
}

// sleepContext waits d, or until ctx ends.
func sleepContext(ctx context.Context, d time.Duration) error {
	t := time.NewTimer(d)
	defer t.Stop()
	select {
	case <-t.C:
		return nil
	case <-ctx.Done():
		return ctx.Err()
	}
}
