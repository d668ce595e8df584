package judge

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/sourced-dev/sourced"
	"github.com/sourced-dev/sourced/internal/reference"
)

// judgeDifferences lists the judge cases of the original tool that this
// one answers differently, with the reason.
var judgeDifferences = map[string]string{
	"judge-apply":        "string matching already contradicts 'Operating costs rose' (rose against fell), so the judge is asked 2 claims, not 3, and the original's claim 3 is out of range",
	"judge-discard":      "string matching already contradicts 'Operating costs rose', so the original's claim 3 is out of range: ignored, not discarded",
	"judge-refusal":      "string matching already contradicts 'Operating costs rose', so a refusal leaves 2 claims unverified, not 3",
	"readme-judge-shape": "string matching already contradicts 'Operating costs rose', with its own reason; the original's claim 3 is out of range",
	"judge-no-sdk":       "the Anthropic SDK is compiled in: there is no optional extra to be missing",
}

// TestReferenceJudgeCases replays the original tool's judge cases through
// the Anthropic provider, against a stand-in answering as each case says.
func TestReferenceJudgeCases(t *testing.T) {
	all, err := reference.Load(filepath.Join("..", "testdata", "reference"))
	if err != nil {
		t.Fatal(err)
	}
	var cases []reference.Case
	for _, c := range all {
		var mode string
		_ = json.Unmarshal(c.Input["mode"], &mode)
		if c.Kind == "check" && mode == "judge" {
			cases = append(cases, c)
		}
	}
	if len(cases) < 5 {
		t.Fatalf("%d judge cases, want the full set", len(cases))
	}
	reference.Replay(t, cases, judgeDifferences, runJudgeCase)
}

func runJudgeCase(t *testing.T, c reference.Case) error {
	var in struct {
		Output       string            `json:"output"`
		Source       string            `json:"source"`
		StopReason   string            `json:"stop_reason"`
		Verdicts     []json.RawMessage `json:"verdicts"`
		SDKAvailable *bool             `json:"sdk_available"`
	}
	raw, _ := json.Marshal(c.Input)
	if err := json.Unmarshal(raw, &in); err != nil {
		return err
	}
	if in.SDKAvailable != nil && !*in.SDKAvailable {
		return errors.New("no such case: the SDK cannot be missing")
	}
	if in.StopReason == "" {
		in.StopReason = "end_turn"
	}
	verdicts := in.Verdicts
	if verdicts == nil {
		verdicts = []json.RawMessage{}
	}
	s := newStandIn(t, reply{status: 200, body: anthropicMessage(in.StopReason, verdicts)})
	r, err := sourced.NewIndex(in.Source).CheckContext(context.Background(), in.Output, sourced.WithJudge(newTestAnthropic(t, s, AnthropicConfig{})))
	if err != nil {
		return err
	}
	var errs []string
	fail := func(format string, args ...any) { errs = append(errs, fmt.Sprintf(format, args...)) }
	for key, raw := range c.Expect {
		switch key {
		case "statuses":
			var want []string
			_ = json.Unmarshal(raw, &want)
			var got []string
			for _, cl := range r.Claims {
				got = append(got, string(cl.Verdict))
			}
			if !slices.Equal(got, want) {
				fail("verdicts %q, want %q", got, want)
			}
		case "counts":
			var want sourced.Counts
			_ = json.Unmarshal(raw, &want)
			if r.Counts != want {
				fail("counts %+v, want %+v", r.Counts, want)
			}
		case "counts_unverified", "judge_decided", "judge_discarded":
			var want int
			_ = json.Unmarshal(raw, &want)
			got := map[string]int{"counts_unverified": r.Counts.Unverified, "judge_decided": r.Judge.Decided, "judge_discarded": r.Judge.Discarded}[key]
			if got != want {
				fail("%s %d, want %d", key, got, want)
			}
		case "judge_refused":
			var want bool
			_ = json.Unmarshal(raw, &want)
			if r.Judge.Refused != want {
				fail("refused %v, want %v", r.Judge.Refused, want)
			}
		case "claim3_detail_contains":
			var want string
			_ = json.Unmarshal(raw, &want)
			if len(r.Claims) < 4 || !strings.Contains(r.Claims[3].Reason, want) {
				fail("claim 3 reason lacks %q", want)
			}
		case "request_made":
			var want bool
			_ = json.Unmarshal(raw, &want)
			if got := len(s.requests()) > 0; got != want {
				fail("request made %v, want %v", got, want)
			}
		case "request":
			if err := expectRequest(raw, s.requests(), in.Source); err != nil {
				fail("%v", err)
			}
		default:
			fail("unknown expectation %q", key)
		}
	}
	if len(errs) > 0 {
		slices.Sort(errs)
		return errors.New(strings.Join(errs, "; "))
	}
	return nil
}

// expectRequest checks the one request made against a case's "request"
// expectation.
func expectRequest(raw json.RawMessage, got []recorded, source string) error {
	var want struct {
		UserNotContains      string         `json:"user_not_contains"`
		UserContains         string         `json:"user_contains"`
		SystemContainsSource bool           `json:"system_contains_source"`
		CacheControl         map[string]any `json:"cache_control"`
		Model                string         `json:"model"`
		Fallbacks            string         `json:"fallbacks"`
		OutputFormatType     string         `json:"output_format_type"`
	}
	if err := json.Unmarshal(raw, &want); err != nil {
		return err
	}
	if len(got) != 1 {
		return fmt.Errorf("%d requests, want 1", len(got))
	}
	b := got[0].body
	user, _ := dig(b, "messages", 0, "content", 0, "text").(string)
	system, _ := dig(b, "system", 0, "text").(string)
	switch {
	case want.UserNotContains != "" && strings.Contains(user, want.UserNotContains):
		return fmt.Errorf("user message %q contains %q", user, want.UserNotContains)
	case !strings.Contains(user, want.UserContains):
		return fmt.Errorf("user message %q lacks %q", user, want.UserContains)
	case want.SystemContainsSource && !strings.Contains(system, source):
		return fmt.Errorf("system prompt lacks the source")
	case want.CacheControl != nil && fmt.Sprint(dig(b, "system", 0, "cache_control")) != fmt.Sprint(want.CacheControl):
		return fmt.Errorf("cache_control %v, want %v", dig(b, "system", 0, "cache_control"), want.CacheControl)
	case dig(b, "model") != want.Model:
		return fmt.Errorf("model %v, want %s", dig(b, "model"), want.Model)
	case want.Fallbacks != "" && dig(b, "fallbacks") != want.Fallbacks:
		return fmt.Errorf("fallbacks %v, want %s", dig(b, "fallbacks"), want.Fallbacks)
	case want.OutputFormatType != "" && dig(b, "output_config", "format", "type") != want.OutputFormatType:
		return fmt.Errorf("output format %v, want %s", dig(b, "output_config", "format", "type"), want.OutputFormatType)
	}
	return nil
}
