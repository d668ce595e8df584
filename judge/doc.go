// Package judge holds the LLM judges that sourced.WithJudge can ask about
// the claims string matching leaves unverified: Anthropic's Messages API
// (NewAnthropic, through the official Go SDK) and any OpenAI-compatible
// chat completions server (NewOpenAI: Ollama, vLLM, llama.cpp, hosted
// APIs), plus a replay cache on disk (Cached).
//
// Every provider sends the same request: the sources in a system prompt
// (marked for prompt caching where the API has it), the claims numbered
// from 1 in a user message, and a JSON schema for the answer,
// {"verdicts": [{"claim": 1, "status": "grounded", "evidence": "..."}]}.
// What a judge answers is only a proposal: package sourced applies a
// verdict only when its evidence is a verbatim quote of a source.
//
// Failures wrap the sentinel errors of package sourced (ErrJudgeRefused,
// ErrJudgeTruncated, ErrJudgeUnparseable, ErrJudgeTimeout,
// ErrJudgeUnavailable). No error or message names an API key.
package judge
