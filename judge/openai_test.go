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

const testOpenAIKey = "sk-test-0123456789-SECRET"

// newTestOpenAI points an OpenAI-compatible judge at s, recording the
// waits between retries instead of sleeping.
func newTestOpenAI(t *testing.T, s *standIn, cfg OpenAIConfig, waits *[]time.Duration) *OpenAI {
	t.Helper()
	cfg.BaseURL = s.URL + "/v1"
	if cfg.Model == "" {
		cfg.Model = "llama3.1:8b"
	}
	o, err := NewOpenAI(cfg)
	if err != nil {
		t.Fatal(err)
	}
	o.sleep = func(ctx context.Context, d time.Duration) error {
		*waits = append(*waits, d)
		return ctx.Err()
	}
	return o
}

func TestOpenAIRequest(t *testing.T) {
	s := newStandIn(t, reply{status: 200, file: "openai/chat_verdicts.json"})
	var waits []time.Duration
	checkAcme(t, newTestOpenAI(t, s, OpenAIConfig{APIKey: testOpenAIKey}, &waits))
	got := s.requests()
	if len(got) != 1 {
		t.Fatalf("%d requests, want 1", len(got))
	}
	req := got[0]
	if req.method != http.MethodPost || req.path != "/v1/chat/completions" {
		t.Errorf("request %s %s, want POST /v1/chat/completions", req.method, req.path)
	}
	if a := req.header.Get("Authorization"); a != "Bearer "+testOpenAIKey {
		t.Errorf("authorization %q, want the bearer key", a)
	}
	system, _ := dig(req.body, "messages", 0, "content").(string)
	if !strings.Contains(system, acmeSource) || !strings.Contains(system, `<source name="acme.txt">`) {
		t.Errorf("system message lacks the source:\n%s", system)
	}
	for _, tt := range []struct {
		keys []any
		want any
	}{
		{[]any{"model"}, "llama3.1:8b"},
		{[]any{"messages", 0, "role"}, "system"},
		{[]any{"messages", 1, "role"}, "user"},
		{[]any{"messages", 1, "content"}, "Claims:\n1. Costs went down a lot after the reorganization.\n2. The company raised its dividend."},
		{[]any{"response_format", "type"}, "json_schema"},
		{[]any{"response_format", "json_schema", "name"}, "verdicts"},
		{[]any{"response_format", "json_schema", "strict"}, true},
		{[]any{"response_format", "json_schema", "schema", "properties", "verdicts", "items", "properties", "status", "enum"}, []any{"grounded", "contradicted", "unverified"}},
	} {
		if diff := cmp.Diff(tt.want, dig(req.body, tt.keys...)); diff != "" {
			t.Errorf("request body at %v (-want +got):\n%s", tt.keys, diff)
		}
	}
}

func TestOpenAINoKeyNoHeader(t *testing.T) {
	s := newStandIn(t, reply{status: 200, file: "openai/chat_verdicts.json"})
	var waits []time.Duration
	checkAcme(t, newTestOpenAI(t, s, OpenAIConfig{}, &waits))
	if a := s.requests()[0].header.Get("Authorization"); a != "" {
		t.Errorf("authorization %q sent without a key", a)
	}
}

func TestOpenAIAnswers(t *testing.T) {
	verdicts := []sourced.Verdict{sourced.Grounded, sourced.Grounded, sourced.Unverified, sourced.Contradicted}
	for _, tt := range []struct {
		name     string
		replies  []reply
		cfg      OpenAIConfig
		requests int
		waits    []time.Duration
		failure  sourced.ReasonCode
		errText  string // in the reasons of a failure
	}{
		{name: "verdicts applied", replies: []reply{{status: 200, file: "openai/chat_verdicts.json"}}, requests: 1},
		{name: "verdicts in a code fence", replies: []reply{{status: 200, file: "openai/chat_verdicts_fenced.json"}}, requests: 1},
		{name: "refusal", replies: []reply{{status: 200, file: "openai/chat_refusal.json"}}, requests: 1,
			failure: sourced.ReasonJudgeRefused, errText: "I'm sorry"},
		{name: "cut off", replies: []reply{{status: 200, file: "openai/chat_length.json"}}, requests: 1,
			failure: sourced.ReasonJudgeTruncated, errText: "finish reason length"},
		{name: "not JSON", replies: []reply{{status: 200, file: "openai/chat_not_json.json"}}, requests: 1,
			failure: sourced.ReasonJudgeUnparseable},
		{name: "not a chat completion", replies: []reply{{status: 200, body: []byte("<html>proxy error</html>")}}, requests: 1,
			failure: sourced.ReasonJudgeUnparseable},
		{
			name: "429 then success, after the wait Retry-After asks",
			replies: []reply{
				{status: 429, file: "openai/error_rate_limit.json", header: map[string]string{"Retry-After": "3"}},
				{status: 200, file: "openai/chat_verdicts.json"},
			},
			requests: 2, waits: []time.Duration{3 * time.Second},
		},
		{
			name:     "500 after retries, backing off",
			replies:  []reply{{status: 500, file: "openai/error_server.json"}},
			requests: 3, waits: []time.Duration{500 * time.Millisecond, time.Second},
			failure: sourced.ReasonJudgeUnavailable, errText: "openai: after 3 tries: status 500: The server had an error",
		},
		{
			name:     "bad key is not retried",
			replies:  []reply{{status: 401, file: "openai/error_unauthorized.json"}},
			cfg:      OpenAIConfig{APIKey: testOpenAIKey},
			requests: 1, failure: sourced.ReasonJudgeUnavailable, errText: "openai: status 401: Incorrect API key provided",
		},
		{
			name:     "timeout",
			replies:  []reply{{stall: true}},
			cfg:      OpenAIConfig{Timeout: 200 * time.Millisecond},
			requests: 1, failure: sourced.ReasonJudgeTimeout, errText: "no answer within 200ms",
		},
	} {
		t.Run(tt.name, func(t *testing.T) {
			s := newStandIn(t, tt.replies...)
			var waits []time.Duration
			r := checkAcme(t, newTestOpenAI(t, s, tt.cfg, &waits))
			if n := len(s.requests()); n != tt.requests {
				t.Errorf("%d requests, want %d", n, tt.requests)
			}
			if diff := cmp.Diff(tt.waits, waits); diff != "" {
				t.Errorf("waits between tries (-want +got):\n%s", diff)
			}
			if r.Judge.Failure != tt.failure {
				t.Fatalf("failure %q, want %q (%+v)", r.Judge.Failure, tt.failure, r.Claims)
			}
			for _, c := range r.Claims {
				if strings.Contains(c.Reason, "SECRET") {
					t.Errorf("the API key leaked into a reason: %q", c.Reason)
				}
			}
			if tt.failure != "" {
				for _, c := range r.Claims[1:3] {
					if c.Verdict != sourced.Unverified || c.ReasonCode != tt.failure || !strings.Contains(c.Reason, tt.errText) {
						t.Errorf("%q: %s %s %q, want unverified %s naming %q", c.Text, c.Verdict, c.ReasonCode, c.Reason, tt.failure, tt.errText)
					}
				}
				return
			}
			var got []sourced.Verdict
			for _, c := range r.Claims {
				got = append(got, c.Verdict)
			}
			if diff := cmp.Diff(verdicts, got); diff != "" {
				t.Errorf("verdicts (-want +got):\n%s", diff)
			}
			wantUsage := sourced.JudgeUsage{InputTokens: 1242 - 1024, OutputTokens: 61, CacheReadTokens: 1024}
			if r.Judge.Provider != "openai" || r.Judge.Model != "llama3.1:8b" || r.Judge.Usage != wantUsage || r.Judge.Decided != 1 {
				t.Errorf("summary %+v", r.Judge)
			}
		})
	}
}

func TestOpenAIUnreachable(t *testing.T) {
	s := newStandIn(t, reply{status: 200})
	s.Close()
	var waits []time.Duration
	r := checkAcme(t, newTestOpenAI(t, s, OpenAIConfig{Retries: 1}, &waits))
	if r.Judge.Failure != sourced.ReasonJudgeUnavailable || len(waits) != 1 {
		t.Errorf("failure %q after %d waits, want %s after one retry", r.Judge.Failure, len(waits), sourced.ReasonJudgeUnavailable)
	}
}

func TestNewOpenAINeedsURLAndModel(t *testing.T) {
	for _, cfg := range []OpenAIConfig{{Model: "m"}, {BaseURL: "http://127.0.0.1:11434/v1"}} {
		if _, err := NewOpenAI(cfg); err == nil || !strings.HasPrefix(err.Error(), "openai: ") {
			t.Errorf("NewOpenAI(%+v) error %v, want a prefixed error", cfg, err)
		}
	}
}

func TestOpenAIURL(t *testing.T) {
	for in, want := range map[string]string{
		"http://127.0.0.1:11434/v1":                 "http://127.0.0.1:11434/v1/chat/completions",
		"http://127.0.0.1:11434/v1/":                "http://127.0.0.1:11434/v1/chat/completions",
		"http://127.0.0.1:8080/v1/chat/completions": "http://127.0.0.1:8080/v1/chat/completions",
		"https://llm.example.internal/openai/v1///": "https://llm.example.internal/openai/v1/chat/completions",
		"http://vllm:8000/v1/chat/completions/":     "http://vllm:8000/v1/chat/completions",
	} {
		o, err := NewOpenAI(OpenAIConfig{BaseURL: in, Model: "m"})
		if err != nil {
			t.Fatal(err)
		}
		if o.url != want {
			t.Errorf("base %q: url %q, want %q", in, o.url, want)
		}
	}
}

func TestRetryAfter(t *testing.T) {
	now := time.Date(2026, 11, 30, 12, 0, 0, 0, time.UTC)
	for _, tt := range []struct {
		h    string
		want time.Duration
		ok   bool
	}{
		{"", 0, false},
		{"0", 0, true},
		{"2", 2 * time.Second, true},
		{"1.5", 1500 * time.Millisecond, true},
		{"3600", maxRetryWait, true},
		{"Mon, 30 Nov 2026 12:00:20 GMT", 20 * time.Second, true},
		{"Mon, 30 Nov 2026 11:59:00 GMT", 0, true},
		{"-4", 0, false},
		{"soon", 0, false},
	} {
		got, ok := retryAfter(tt.h, now)
		if got != tt.want || ok != tt.ok {
			t.Errorf("retryAfter(%q) = %v, %v; want %v, %v", tt.h, got, ok, tt.want, tt.ok)
		}
	}
}
