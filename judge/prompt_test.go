package judge

import (
	"errors"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/sourced-dev/sourced"
)

func TestParseAnswer(t *testing.T) {
	for _, tt := range []struct {
		name string
		text string
		want []sourced.JudgeVerdict
		bad  bool
	}{
		{"plain", `{"verdicts":[{"claim":1,"status":"grounded","evidence":"x"}]}`,
			[]sourced.JudgeVerdict{{Claim: 1, Status: "grounded", Evidence: "x"}}, false},
		{"fenced", "```json\n{\"verdicts\":[{\"claim\":2,\"status\":\"unverified\",\"evidence\":\"\"}]}\n```",
			[]sourced.JudgeVerdict{{Claim: 2, Status: "unverified"}}, false},
		{"bare fence", "```\n{\"verdicts\":[]}\n```", []sourced.JudgeVerdict{}, false},
		{"loose fields", `{"verdicts":[{"claim":"3","status":7,"evidence":null},{"claim":1.5},{"claim":2,"extra":true}]}`,
			[]sourced.JudgeVerdict{{}, {}, {Claim: 2}}, false},
		{"empty list", `{"verdicts":[]}`, []sourced.JudgeVerdict{}, false},
		{"no verdicts", `{"answers":[]}`, nil, true},
		{"verdicts null", `{"verdicts":null}`, nil, true},
		{"verdicts not a list", `{"verdicts":{"claim":1}}`, nil, true},
		{"prose", `Claim 1 is grounded.`, nil, true},
		{"cut off", `{"verdicts":[{"claim":1,"status":"gro`, nil, true},
		{"empty", ``, nil, true},
	} {
		t.Run(tt.name, func(t *testing.T) {
			got, err := parseAnswer(tt.text)
			if tt.bad {
				if !errors.Is(err, sourced.ErrJudgeUnparseable) {
					t.Errorf("error %v, want ErrJudgeUnparseable", err)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("verdicts (-want +got):\n%s", diff)
			}
		})
	}
}

func FuzzParseAnswer(f *testing.F) {
	f.Add(`{"verdicts":[{"claim":1,"status":"grounded","evidence":"x"}]}`)
	f.Add("```json\n{\"verdicts\":[]}\n```")
	f.Add(`{"verdicts":[{"claim":-1}]}`)
	f.Fuzz(func(t *testing.T, text string) {
		got, err := parseAnswer(text)
		if err != nil && !errors.Is(err, sourced.ErrJudgeUnparseable) {
			t.Fatalf("error %v is not ErrJudgeUnparseable", err)
		}
		if err == nil && got == nil {
			t.Fatal("no error and no verdicts list")
		}
	})
}

func TestPromptNumbersClaimsFromOne(t *testing.T) {
	system, user := prompt(sourced.JudgeRequest{
		Sources: []sourced.Source{{Name: "a.txt", Text: "Alpha."}, {Name: `b "2".txt`, Text: "Beta."}},
		Claims:  []string{"First claim.", "Second\nclaim  split."},
	})
	if want := "Claims:\n1. First claim.\n2. Second claim split."; user != want {
		t.Errorf("user message %q, want %q", user, want)
	}
	for _, want := range []string{"<source name=\"a.txt\">\nAlpha.\n</source>", "<source name=\"b \\\"2\\\".txt\">\nBeta.\n</source>"} {
		if !strings.Contains(system, want) {
			t.Errorf("system prompt lacks %q:\n%s", want, system)
		}
	}
}
