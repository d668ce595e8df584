package judge_test

import (
	"context"
	"fmt"
	"os"
	"path/filepath"

	"github.com/sourced-dev/sourced"
	"github.com/sourced-dev/sourced/judge"
)

// Claude as the judge, with answers replayed from a cache on disk. The
// credentials are whatever the Anthropic SDK finds (ANTHROPIC_API_KEY).
func ExampleNewAnthropic() {
	cache, _ := os.UserCacheDir()
	j := judge.Cached(judge.NewAnthropic(judge.AnthropicConfig{}), filepath.Join(cache, "sourced", "judge"))

	ix := sourced.NewIndex("Operating costs fell sharply after the restructuring.")
	r, err := ix.CheckContext(context.Background(), "Costs went down a lot.", sourced.WithJudge(j))
	if err != nil {
		return // stopped before the judge answered
	}
	fmt.Println(r.Claims[0].Verdict, r.Claims[0].Reason)
}

// A local model through Ollama's OpenAI-compatible API: the sources never
// leave the machine.
func ExampleNewOpenAI() {
	j, err := judge.NewOpenAI(judge.OpenAIConfig{BaseURL: "http://127.0.0.1:11434/v1", Model: "llama3.1:8b"})
	if err != nil {
		panic(err)
	}
	r, err := sourced.NewIndex("Operating costs fell sharply.").CheckContext(context.Background(), "Costs went down a lot.", sourced.WithJudge(j))
	if err != nil {
		return
	}
	fmt.Println(r.Judge.Decided, "decided")
}
