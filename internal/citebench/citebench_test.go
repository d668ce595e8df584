package citebench

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/sourced-dev/sourced"
)

var (
	testdata    = filepath.Join("..", "..", "testdata")
	recordings  = filepath.Join(testdata, "apis")
	retractions = filepath.Join(recordings, "retractionwatch", "doi_pairs_head20.csv")
)

// TestBench runs the labelled set as CI does: no false grounded, no false
// contradicted, no missed retraction.
func TestBench(t *testing.T) {
	cases, err := Load(filepath.Join(testdata, "citebench", "cases.jsonl"))
	if err != nil {
		t.Fatal(err)
	}
	if len(cases) < 40 {
		t.Errorf("%d cases, want at least 40", len(cases))
	}
	res, err := Run(context.Background(), cases, recordings, retractions)
	if err != nil {
		t.Fatal(err)
	}
	var out bytes.Buffer
	if err := WriteText(&out, res); err != nil {
		t.Fatal(err)
	}
	t.Log("\n" + out.String())
	if res.Failed() {
		t.Errorf("the bench fails:\n%s", out.String())
	}
	// The README shows the head of the score: it must be today's.
	readme, err := os.ReadFile(filepath.Join("..", "..", "README.md"))
	if err != nil {
		t.Fatal(err)
	}
	_, shown, ok := strings.Cut(string(readme), "<!-- bench cite -->\n```\n")
	shown, _, ok2 := strings.Cut(shown, "```")
	head, _, _ := strings.Cut(out.String(), "\nreason codes:")
	if !ok || !ok2 || strings.TrimSpace(shown) != strings.TrimSpace(head) {
		t.Errorf("README's bench cite figures are not today's; README:\n%s\ntoday:\n%s", shown, head)
	}
}

func TestScore(t *testing.T) {
	grounded := sourced.Claim{Verdict: sourced.Grounded, ReasonCode: "supported"}
	contradicted := sourced.Claim{Verdict: sourced.Contradicted, ReasonCode: "number_mismatch"}
	unresolved := sourced.Claim{Verdict: sourced.Unverified, ReasonCode: sourced.ReasonUnresolved}
	retracted := sourced.Claim{Verdict: sourced.Unverified, ReasonCode: sourced.ReasonRetracted}
	for _, tc := range []struct {
		name   string
		c      Case
		got    sourced.Claim
		failed bool
		agree  int
	}{
		{"grounded as labelled", Case{Want: sourced.Grounded}, grounded, false, 1},
		{"false grounded", Case{Want: sourced.Unverified}, grounded, true, 0},
		{"false contradicted", Case{Want: sourced.Unverified}, contradicted, true, 0},
		{"contradicted as labelled", Case{Want: sourced.Contradicted}, contradicted, false, 1},
		{"a miss that is no fault", Case{Want: sourced.Contradicted}, unresolved, false, 0},
		{"missed retraction", Case{Want: sourced.Unverified, WantReason: sourced.ReasonRetracted}, unresolved, true, 1},
		{"retraction caught", Case{Want: sourced.Unverified, WantReason: sourced.ReasonRetracted}, retracted, false, 1},
		{"known fault", Case{Want: sourced.Unverified, KnownFault: "why"}, grounded, false, 0},
		{"known fault gone", Case{Want: sourced.Unverified, KnownFault: "why"}, unresolved, true, 1},
		{"known fault of another kind", Case{Want: sourced.Unverified, WantReason: sourced.ReasonRetracted, KnownFault: "why"}, grounded, true, 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			r := &Result{Reasons: map[sourced.ReasonCode]int{}}
			r.add(tc.c, tc.got)
			if r.Failed() != tc.failed || r.Agree != tc.agree || r.Reasons[tc.got.ReasonCode] != 1 {
				t.Errorf("failed %v agree %d reasons %v; want failed %v agree %d", r.Failed(), r.Agree, r.Reasons, tc.failed, tc.agree)
			}
		})
	}
}
