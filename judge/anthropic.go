package judge

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"strings"
	"time"

	"github.com/anthropics/anthropic-sdk-go/v2"
	"github.com/anthropics/anthropic-sdk-go/v2/option"

	"github.com/sourced-dev/sourced"
)

// DefaultAnthropicModel is the model NewAnthropic asks unless told otherwise.
const DefaultAnthropicModel = "claude-opus-5"

// AnthropicConfig configures NewAnthropic. The zero value asks
// DefaultAnthropicModel at the API the SDK finds (ANTHROPIC_BASE_URL, or
// Anthropic's), with the credentials it finds (ANTHROPIC_API_KEY, or a
// profile), within DefaultTimeout and DefaultRetries.
type AnthropicConfig struct {
	// Model is the model to ask; empty means DefaultAnthropicModel.
	Model string
	// BaseURL overrides ANTHROPIC_BASE_URL and the SDK's default.
	BaseURL string
	// HTTPClient sends the requests; nil means the SDK's own.
	HTTPClient *http.Client
	// Timeout bounds one request, retries included; zero means
	// DefaultTimeout.
	Timeout time.Duration
	// Retries after a 429, a 5xx (529 overloaded included) or a dropped
	// connection, each after the wait the server's Retry-After asks for;
	// zero means DefaultRetries, negative none.
	Retries int
}

// Anthropic is a judge that asks Claude through the Messages API (beta
// endpoint): the sources in a system block marked for prompt caching
// (cache_control ephemeral), the answer constrained by
// output_config.format (a JSON schema), and server-side fallback
// (fallbacks: "default") so that a refusal is retried on Anthropic's
// recommended fallback model. It is safe for concurrent use.
type Anthropic struct {
	client anthropic.Client
	model  string
	limits limits
}

// NewAnthropic returns an Anthropic judge. It makes no request.
func NewAnthropic(cfg AnthropicConfig) *Anthropic {
	l := newLimits(cfg.Timeout, cfg.Retries)
	opts := []option.RequestOption{option.WithMaxRetries(l.retries)}
	if cfg.BaseURL != "" {
		opts = append(opts, option.WithBaseURL(cfg.BaseURL))
	}
	if cfg.HTTPClient != nil {
		opts = append(opts, option.WithHTTPClient(cfg.HTTPClient))
	}
	model := cfg.Model
	if model == "" {
		model = DefaultAnthropicModel
	}
	return &Anthropic{client: anthropic.NewClient(opts...), model: model, limits: l}
}

// Name returns "anthropic" and the model.
func (a *Anthropic) Name() (provider, model string) { return "anthropic", a.model }

// Judge asks the model about req.Claims in one request.
func (a *Anthropic) Judge(ctx context.Context, req sourced.JudgeRequest) (sourced.JudgeResponse, error) {
	system, user := prompt(req)
	params := anthropic.BetaMessageNewParams{
		Model:     anthropic.Model(a.model),
		MaxTokens: maxTokens,
		System: []anthropic.BetaTextBlockParam{{
			Text:         system,
			CacheControl: anthropic.NewBetaCacheControlEphemeralParam(),
		}},
		Messages: []anthropic.BetaMessageParam{anthropic.NewBetaUserMessage(anthropic.NewBetaTextBlock(user))},
		OutputConfig: anthropic.BetaOutputConfigParam{
			Format: anthropic.BetaJSONOutputFormatParam{Schema: schema()},
		},
		Fallbacks: anthropic.BetaFallbacksParamOfDefault(),
		Betas:     []anthropic.AnthropicBeta{anthropic.AnthropicBetaServerSideFallback2026_07_01},
	}
	tctx, cancel := context.WithTimeout(ctx, a.limits.timeout)
	defer cancel()
	msg, err := a.client.Beta.Messages.New(tctx, params, option.WithRequestTimeout(a.limits.timeout))
	if err != nil {
		return sourced.JudgeResponse{}, a.limits.failed(ctx, "anthropic", anthropicError(err))
	}
	resp := sourced.JudgeResponse{
		Model: string(msg.Model),
		Usage: sourced.JudgeUsage{
			InputTokens:      msg.Usage.InputTokens,
			OutputTokens:     msg.Usage.OutputTokens,
			CacheReadTokens:  msg.Usage.CacheReadInputTokens,
			CacheWriteTokens: msg.Usage.CacheCreationInputTokens,
		},
	}
	switch msg.StopReason {
	case anthropic.BetaStopReasonRefusal:
		return resp, fmt.Errorf("anthropic: %s: %w", resp.Model, sourced.ErrJudgeRefused)
	case anthropic.BetaStopReasonMaxTokens, anthropic.BetaStopReasonModelContextWindowExceeded:
		return resp, fmt.Errorf("anthropic: stop reason %s (ask about fewer claims at once): %w", msg.StopReason, sourced.ErrJudgeTruncated)
	}
	// The answer is the text after the last fallback boundary, if a
	// fallback model took over; that model is the one that answered.
	var text strings.Builder
	for _, block := range msg.Content {
		switch block.Type {
		case "fallback":
			text.Reset()
			if block.To.Model != "" {
				resp.Model = string(block.To.Model)
			}
		case "text":
			text.WriteString(block.Text)
		}
	}
	if resp.Verdicts, err = parseAnswer(text.String()); err != nil {
		return resp, fmt.Errorf("anthropic: %w", err)
	}
	return resp, nil
}

// anthropicError shortens an API error to its status and the API's own
// error type and message (never a request header, so never a key), and
// marks it ErrJudgeUnavailable. A context error is returned as it is.
func anthropicError(err error) error {
	if errors.Is(err, context.DeadlineExceeded) || errors.Is(err, context.Canceled) {
		return err
	}
	var apiErr *anthropic.Error
	if errors.As(err, &apiErr) {
		var body struct {
			Error struct {
				Type    string `json:"type"`
				Message string `json:"message"`
			} `json:"error"`
		}
		_ = json.Unmarshal([]byte(apiErr.RawJSON()), &body)
		detail := fmt.Sprintf("status %d", apiErr.StatusCode)
		if body.Error.Type != "" {
			detail += " " + body.Error.Type
		}
		if body.Error.Message != "" {
			detail += ": " + clip(body.Error.Message)
		}
		return fmt.Errorf("anthropic: %s: %w", detail, sourced.ErrJudgeUnavailable)
	}
	return fmt.Errorf("anthropic: %s: %w", firstSentence(err), sourced.ErrJudgeUnavailable)
}

// firstSentence returns the first sentence of err's first line, for a
// one-line reason (the SDK explains a missing credential over a dozen
// lines).
func firstSentence(err error) string {
	msg, _, _ := strings.Cut(err.Error(), "\n")
	msg, _, _ = strings.Cut(msg, ". ")
	return clip(msg)
}

// clip shortens a server's message for a one-line reason.
func clip(s string) string {
	s = strings.Join(strings.Fields(s), " ")
	if r := []rune(s); len(r) > 200 {
		return string(r[:200]) + "…"
	}
	return s
}
