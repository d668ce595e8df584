package judge

import (
	"context"
	"os"
	"path/filepath"
	"sync"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/sourced-dev/sourced"
)

func TestCachedReplaysAnswers(t *testing.T) {
	s := newStandIn(t, reply{status: 200, file: "anthropic/message_verdicts.json"})
	dir := t.TempDir()
	j := Cached(newTestAnthropic(t, s, AnthropicConfig{}), dir)
	if p, m := j.Name(); p != "anthropic" || m != DefaultAnthropicModel {
		t.Errorf("Name() = %s, %s", p, m)
	}
	first := checkAcme(t, j)
	second := checkAcme(t, j)
	if n := len(s.requests()); n != 1 {
		t.Fatalf("%d requests for two runs, want 1", n)
	}
	if first.Judge.Cached || !second.Judge.Cached {
		t.Errorf("cached %v then %v, want false then true", first.Judge.Cached, second.Judge.Cached)
	}
	if second.Judge.Usage != (sourced.JudgeUsage{}) {
		t.Errorf("a replayed answer cost %+v, want nothing", second.Judge.Usage)
	}
	if diff := cmp.Diff(first.Claims, second.Claims); diff != "" {
		t.Errorf("the replayed run differs (-first +second):\n%s", diff)
	}

	// Another model, or other claims, is another request.
	other := Cached(newTestAnthropic(t, s, AnthropicConfig{Model: "claude-other"}), dir)
	checkAcme(t, other)
	if _, err := sourced.NewIndex(acmeSource).CheckContext(context.Background(), "The board met twice.", sourced.WithJudge(j)); err != nil {
		t.Fatal(err)
	}
	if n := len(s.requests()); n != 3 {
		t.Errorf("%d requests, want 3: another model and other claims are not replayed", n)
	}
}

func TestCachedStoresNoFailure(t *testing.T) {
	s := newStandIn(t, reply{status: 200, file: "anthropic/message_refusal.json"})
	dir := t.TempDir()
	j := Cached(newTestAnthropic(t, s, AnthropicConfig{}), dir)
	for range 2 {
		if r := checkAcme(t, j); r.Judge.Failure != sourced.ReasonJudgeRefused || r.Judge.Cached {
			t.Errorf("summary %+v, want a refusal, not cached", r.Judge)
		}
	}
	if n := len(s.requests()); n != 2 {
		t.Errorf("%d requests, want 2: a refusal is not stored", n)
	}
}

func TestCachedUnusableDirectoryIsPassedOver(t *testing.T) {
	file := filepath.Join(t.TempDir(), "not-a-dir")
	if err := os.WriteFile(file, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	s := newStandIn(t, reply{status: 200, file: "anthropic/message_verdicts.json"})
	r := checkAcme(t, Cached(newTestAnthropic(t, s, AnthropicConfig{}), file))
	if r.Judge.Failure != "" || r.Judge.Decided != 1 {
		t.Errorf("summary %+v, want the judge's answer despite the cache", r.Judge)
	}
}

func TestCachedSharedDirectory(t *testing.T) {
	s := newStandIn(t, reply{status: 200, file: "anthropic/message_verdicts.json"})
	dir := t.TempDir()
	// Judges on one directory stand for processes sharing a cache. They
	// are made before the goroutines start: t.Setenv is not for
	// concurrent use.
	judges := make([]sourced.Judge, 4)
	for i := range judges {
		judges[i] = Cached(newTestAnthropic(t, s, AnthropicConfig{}), dir)
	}
	var wg sync.WaitGroup
	for _, j := range judges {
		wg.Go(func() {
			if r := checkAcme(t, j); r.Judge.Decided != 1 {
				t.Errorf("summary %+v", r.Judge)
			}
		})
	}
	wg.Wait()
	r := checkAcme(t, Cached(newTestAnthropic(t, s, AnthropicConfig{}), dir))
	if !r.Judge.Cached {
		t.Errorf("not replayed after concurrent writes: %+v", r.Judge)
	}
	tmp, _ := filepath.Glob(filepath.Join(dir, "*", ".tmp-*"))
	if len(tmp) > 0 {
		t.Errorf("temporary files left behind: %v", tmp)
	}
}
