package judge

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strconv"
	"strings"
	"sync"

	"github.com/sourced-dev/sourced"
)

// instructions open the system prompt; the sources follow them.
const instructions = `You check claims against a source. For each numbered claim, decide:
- grounded: the source states it (the wording may differ);
- contradicted: the source states something incompatible with it;
- unverified: the source does neither, or you are unsure.
Judge only against the source below, never against what you know.
For grounded and contradicted, "evidence" must be a verbatim quote copied
character for character from the source: the shortest passage that shows
the verdict, with every number and name the claim relies on. For
unverified, "evidence" is the empty string. Answer every claim, by its
number, in the JSON format asked for.`

// prompt returns the system prompt (the instructions and every source,
// each inside <source name="...">...</source>) and the user message (the
// claims, numbered from 1) for req.
func prompt(req sourced.JudgeRequest) (system, user string) {
	var b strings.Builder
	b.WriteString(instructions)
	for _, s := range req.Sources {
		fmt.Fprintf(&b, "\n\n<source name=%s>\n%s\n</source>", strconv.Quote(s.Name), s.Text)
	}
	var u strings.Builder
	u.WriteString("Claims:")
	for i, c := range req.Claims {
		fmt.Fprintf(&u, "\n%d. %s", i+1, strings.Join(strings.Fields(c), " "))
	}
	return b.String(), u.String()
}

// schema returns the JSON schema of the answer, built at first use rather
// than at every start of a program that may never ask a judge.
var schema = sync.OnceValue(func() map[string]any {
	return map[string]any{
		"type": "object",
		"properties": map[string]any{
			"verdicts": map[string]any{
				"type": "array",
				"items": map[string]any{
					"type": "object",
					"properties": map[string]any{
						"claim":    map[string]any{"type": "integer"},
						"status":   map[string]any{"type": "string", "enum": []string{"grounded", "contradicted", "unverified"}},
						"evidence": map[string]any{"type": "string"},
					},
					"required":             []string{"claim", "status", "evidence"},
					"additionalProperties": false,
				},
			},
		},
		"required":             []string{"verdicts"},
		"additionalProperties": false,
	}
})

// parseAnswer reads the verdicts from a model's text. It tolerates a
// Markdown code fence around the JSON (local models add one) and reads
// each verdict loosely: a claim number that is not an integer becomes 0
// and a status or evidence that is not a string becomes "", for
// sourced.WithJudge to ignore. Anything but an object with a "verdicts"
// list is ErrJudgeUnparseable.
func parseAnswer(text string) ([]sourced.JudgeVerdict, error) {
	text = strings.TrimSpace(text)
	if body, ok := strings.CutPrefix(text, "```"); ok {
		if nl := strings.IndexByte(body, '\n'); nl >= 0 {
			body = body[nl+1:]
		}
		text = strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(body), "```"))
	}
	var answer struct {
		Verdicts *[]struct {
			Claim    json.RawMessage `json:"claim"`
			Status   json.RawMessage `json:"status"`
			Evidence json.RawMessage `json:"evidence"`
		} `json:"verdicts"`
	}
	dec := json.NewDecoder(strings.NewReader(text))
	if err := dec.Decode(&answer); err != nil {
		return nil, fmt.Errorf("%v: %w", err, sourced.ErrJudgeUnparseable)
	}
	if answer.Verdicts == nil {
		return nil, fmt.Errorf(`no "verdicts" list: %w`, sourced.ErrJudgeUnparseable)
	}
	out := make([]sourced.JudgeVerdict, 0, len(*answer.Verdicts))
	for _, v := range *answer.Verdicts {
		var jv sourced.JudgeVerdict
		if n, err := strconv.Atoi(string(bytes.TrimSpace(v.Claim))); err == nil {
			jv.Claim = n
		}
		_ = json.Unmarshal(v.Status, &jv.Status)
		_ = json.Unmarshal(v.Evidence, &jv.Evidence)
		out = append(out, jv)
	}
	return out, nil
}
