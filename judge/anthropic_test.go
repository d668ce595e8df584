package judge

import (
	"context"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"github.com/sourced-dev/sourced"
)

const testAnthropicKey = "sk-ant-test-0123456789-SECRET"

// newTestAnthropic points an Anthropic judge at s with a test key.
func newTestAnthropic(t *testing.T, s *standIn, cfg AnthropicConfig) *Anthropic {
	t.Helper()
	t.Setenv("ANTHROPIC_API_KEY", testAnthropicKey)
	t.Setenv("ANTHROPIC_BASE_URL", "http://127.0.0.1:9/unused") // the config's URL wins
	cfg.BaseURL = s.URL
	return NewAnthropic(cfg)
}

func TestAnthropicRequest(t *testing.T) {
	s := newStandIn(t, reply{status: 200, file: "anthropic/message_verdicts.json"})
	checkAcme(t, newTestAnthropic(t, s, AnthropicConfig{}))
	got := s.requests()
	if len(got) != 1 {
		t.Fatalf("%d requests, want 1", len(got))
	}
	req := got[0]
	if req.method != http.MethodPost || req.path != "/v1/messages" {
		t.Errorf("request %s %s, want POST /v1/messages", req.method, req.path)
	}
	// The SDK sends the key found in ANTHROPIC_API_KEY in one of these.
	if req.header.Get("X-Api-Key") != testAnthropicKey && req.header.Get("Authorization") != "Bearer "+testAnthropicKey {
		t.Errorf("headers %v do not carry the key from ANTHROPIC_API_KEY", req.header)
	}
	if b := req.header.Get("Anthropic-Beta"); !strings.Contains(b, "server-side-fallback-2026-07-01") {
		t.Errorf("anthropic-beta %q lacks the server-side fallback beta", b)
	}
	system, _ := dig(req.body, "system", 0, "text").(string)
	for _, want := range []string{"verbatim quote", `<source name="acme.txt">`, acmeSource} {
		if !strings.Contains(system, want) {
			t.Errorf("system prompt lacks %q:\n%s", want, system)
		}
	}
	for _, tt := range []struct {
		keys []any
		want any
	}{
		{[]any{"model"}, "claude-opus-5"},
		{[]any{"max_tokens"}, float64(16000)},
		{[]any{"system", 0, "cache_control", "type"}, "ephemeral"},
		{[]any{"messages", 0, "role"}, "user"},
		{[]any{"messages", 0, "content", 0, "text"}, "Claims:\n1. Costs went down a lot after the reorganization.\n2. The company raised its dividend."},
		{[]any{"output_config", "format", "type"}, "json_schema"},
		{[]any{"output_config", "format", "schema", "required", 0}, "verdicts"},
		{[]any{"output_config", "format", "schema", "properties", "verdicts", "items", "required"}, []any{"claim", "status", "evidence"}},
		{[]any{"fallbacks"}, "default"},
	} {
		if diff := cmp.Diff(tt.want, dig(req.body, tt.keys...)); diff != "" {
			t.Errorf("request body at %v (-want +got):\n%s", tt.keys, diff)
		}
	}
	user, _ := dig(req.body, "messages", 0, "content", 0, "text").(string)
	for _, decided := range []string{"$56 billion", "Operating costs rose"} {
		if strings.Contains(user, decided) {
			t.Errorf("a claim decided by string matching was sent: %q in %q", decided, user)
		}
	}
}

func TestAnthropicAnswers(t *testing.T) {
	retryNow := map[string]string{"retry-after": "0"}
	for _, tt := range []struct {
		name     string
		replies  []reply
		cfg      AnthropicConfig
		requests int
		failure  sourced.ReasonCode
		verdicts []sourced.Verdict // of the four claims
		model    string
		usage    sourced.JudgeUsage
	}{
		{
			name:     "verdicts applied",
			replies:  []reply{{status: 200, file: "anthropic/message_verdicts.json"}},
			requests: 1,
			verdicts: []sourced.Verdict{sourced.Grounded, sourced.Grounded, sourced.Unverified, sourced.Contradicted},
			model:    "claude-opus-5",
			usage:    sourced.JudgeUsage{InputTokens: 58, OutputTokens: 61, CacheReadTokens: 1184},
		},
		{
			name:     "prompt cache written",
			replies:  []reply{{status: 200, file: "anthropic/message_verdicts_cache_write.json"}},
			requests: 1,
			verdicts: []sourced.Verdict{sourced.Grounded, sourced.Grounded, sourced.Unverified, sourced.Contradicted},
			model:    "claude-opus-5",
			usage:    sourced.JudgeUsage{InputTokens: 58, OutputTokens: 61, CacheWriteTokens: 1184},
		},
		{
			name:     "fallback model answers",
			replies:  []reply{{status: 200, file: "anthropic/message_fallback.json"}},
			requests: 1,
			verdicts: []sourced.Verdict{sourced.Grounded, sourced.Contradicted, sourced.Unverified, sourced.Contradicted},
			model:    "claude-opus-4-7",
			usage:    sourced.JudgeUsage{InputTokens: 58, OutputTokens: 61, CacheReadTokens: 1184},
		},
		{
			name:     "refusal",
			replies:  []reply{{status: 200, file: "anthropic/message_refusal.json"}},
			requests: 1,
			failure:  sourced.ReasonJudgeRefused,
			usage:    sourced.JudgeUsage{InputTokens: 58, OutputTokens: 61, CacheReadTokens: 1184}, // a refusal costs too
		},
		{
			name:     "cut off at max tokens",
			replies:  []reply{{status: 200, file: "anthropic/message_max_tokens.json"}},
			requests: 1,
			failure:  sourced.ReasonJudgeTruncated,
			usage:    sourced.JudgeUsage{InputTokens: 58, OutputTokens: 16000, CacheReadTokens: 1184},
		},
		{
			name:     "not JSON",
			replies:  []reply{{status: 200, file: "anthropic/message_not_json.json"}},
			requests: 1,
			failure:  sourced.ReasonJudgeUnparseable,
			usage:    sourced.JudgeUsage{InputTokens: 58, OutputTokens: 61, CacheReadTokens: 1184},
		},
		{
			name: "429 then success",
			replies: []reply{
				{status: 429, file: "anthropic/error_rate_limit.json", header: retryNow},
				{status: 200, file: "anthropic/message_verdicts.json"},
			},
			requests: 2,
			verdicts: []sourced.Verdict{sourced.Grounded, sourced.Grounded, sourced.Unverified, sourced.Contradicted},
			model:    "claude-opus-5",
			usage:    sourced.JudgeUsage{InputTokens: 58, OutputTokens: 61, CacheReadTokens: 1184},
		},
		{
			name:     "529 overloaded after retries",
			replies:  []reply{{status: 529, file: "anthropic/error_overloaded.json", header: retryNow}},
			requests: 3,
			failure:  sourced.ReasonJudgeUnavailable,
		},
		{
			name:     "500 after one retry",
			replies:  []reply{{status: 500, file: "anthropic/error_api.json", header: retryNow}},
			cfg:      AnthropicConfig{Retries: 1},
			requests: 2,
			failure:  sourced.ReasonJudgeUnavailable,
		},
		{
			name:     "bad key is not retried",
			replies:  []reply{{status: 401, file: "anthropic/error_authentication.json"}},
			requests: 1,
			failure:  sourced.ReasonJudgeUnavailable,
		},
		{
			name:     "timeout",
			replies:  []reply{{stall: true}},
			cfg:      AnthropicConfig{Timeout: 200 * time.Millisecond, Retries: -1},
			requests: 1,
			failure:  sourced.ReasonJudgeTimeout,
		},
	} {
		t.Run(tt.name, func(t *testing.T) {
			s := newStandIn(t, tt.replies...)
			r := checkAcme(t, newTestAnthropic(t, s, tt.cfg))
			if n := len(s.requests()); n != tt.requests {
				t.Errorf("%d requests, want %d", n, tt.requests)
			}
			if r.Judge.Failure != tt.failure {
				t.Errorf("failure %q, want %q (%+v)", r.Judge.Failure, tt.failure, r.Claims)
			}
			if r.Judge.Refused != (tt.failure == sourced.ReasonJudgeRefused) {
				t.Errorf("refused %v with failure %q", r.Judge.Refused, tt.failure)
			}
			for _, c := range r.Claims {
				if strings.Contains(c.Reason, "SECRET") {
					t.Errorf("the API key leaked into a reason: %q", c.Reason)
				}
			}
			if tt.failure != "" {
				for _, c := range r.Claims[1:3] {
					if c.Verdict != sourced.Unverified || c.ReasonCode != tt.failure {
						t.Errorf("%q: %s %s, want unverified %s", c.Text, c.Verdict, c.ReasonCode, tt.failure)
					}
				}
				if r.Judge.Usage != tt.usage {
					t.Errorf("usage %+v, want %+v", r.Judge.Usage, tt.usage)
				}
				return
			}
			var got []sourced.Verdict
			for _, c := range r.Claims {
				got = append(got, c.Verdict)
			}
			if diff := cmp.Diff(tt.verdicts, got); diff != "" {
				t.Errorf("verdicts (-want +got):\n%s", diff)
			}
			if r.Judge.Model != tt.model || r.Judge.Usage != tt.usage || r.Judge.Decided != 1 || r.Judge.Cached {
				t.Errorf("summary %+v, want model %s, usage %+v, 1 decided, not cached", r.Judge, tt.model, tt.usage)
			}
		})
	}
}

func TestAnthropicErrorNamesStatusNotKey(t *testing.T) {
	s := newStandIn(t, reply{status: 401, file: "anthropic/error_authentication.json"})
	_, err := newTestAnthropic(t, s, AnthropicConfig{}).Judge(context.Background(), sourced.JudgeRequest{
		Sources: []sourced.Source{{Name: "1", Text: acmeSource}}, Claims: []string{"Costs went down."},
	})
	if err == nil {
		t.Fatal("no error for a 401")
	}
	msg := err.Error()
	for _, want := range []string{"anthropic: ", "status 401", "authentication_error", "invalid x-api-key"} {
		if !strings.Contains(msg, want) {
			t.Errorf("error %q lacks %q", msg, want)
		}
	}
	if strings.Contains(msg, "SECRET") {
		t.Errorf("error %q names the API key", msg)
	}
}

func TestAnthropicStoppedContext(t *testing.T) {
	s := newStandIn(t, reply{stall: true})
	ctx, cancel := context.WithCancel(context.Background())
	time.AfterFunc(100*time.Millisecond, cancel)
	_, err := sourced.NewIndex(acmeSource).CheckContext(ctx, acmeOutput, sourced.WithJudge(newTestAnthropic(t, s, AnthropicConfig{})))
	if err == nil || !strings.Contains(err.Error(), "context canceled") {
		t.Errorf("error %v, want the context's end", err)
	}
}

func TestAnthropicNoCredentials(t *testing.T) {
	s := newStandIn(t, reply{status: 200, file: "anthropic/message_verdicts.json"})
	for _, k := range []string{"ANTHROPIC_API_KEY", "ANTHROPIC_AUTH_TOKEN", "ANTHROPIC_PROFILE", "ANTHROPIC_CONFIG_DIR",
		"ANTHROPIC_FEDERATION_RULE_ID", "ANTHROPIC_ORGANIZATION_ID", "ANTHROPIC_IDENTITY_TOKEN_FILE", "ANTHROPIC_IDENTITY_TOKEN"} {
		t.Setenv(k, "")
	}
	t.Setenv("HOME", t.TempDir())
	t.Setenv("XDG_CONFIG_HOME", t.TempDir())
	r := checkAcme(t, NewAnthropic(AnthropicConfig{BaseURL: s.URL, Retries: -1}))
	if n := len(s.requests()); n != 0 {
		t.Errorf("%d requests without credentials, want none", n)
	}
	c := r.Claims[1]
	if c.ReasonCode != sourced.ReasonJudgeUnavailable || !strings.Contains(c.Reason, "anthropic: no Anthropic credentials found: ") || strings.Contains(c.Reason, "\n") {
		t.Errorf("%s %q, want one line naming the missing credentials", c.ReasonCode, c.Reason)
	}
}
