package judge

import (
	"context"
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"sync"
	"testing"
	"time"

	"github.com/sourced-dev/sourced"
)

// reply is one answer of a stand-in server: a status, a body (a file
// under testdata, or literal bytes), headers, and an optional stall until
// the client gives up.
type reply struct {
	status int
	file   string
	body   []byte
	header map[string]string
	stall  bool
}

// recorded is one request a stand-in received.
type recorded struct {
	method, path string
	header       http.Header
	body         map[string]any
}

// standIn is an httptest server for one API path that answers with its
// replies in order (the last one repeats) and records every request.
type standIn struct {
	*httptest.Server
	mu      sync.Mutex
	replies []reply
	got     []recorded
}

func newStandIn(t *testing.T, replies ...reply) *standIn {
	t.Helper()
	s := &standIn{replies: replies}
	s.Server = httptest.NewServer(http.HandlerFunc(s.serve))
	t.Cleanup(s.Close)
	return s
}

func (s *standIn) serve(w http.ResponseWriter, r *http.Request) {
	data, _ := io.ReadAll(r.Body)
	var body map[string]any
	_ = json.Unmarshal(data, &body)
	s.mu.Lock()
	n := len(s.got)
	s.got = append(s.got, recorded{method: r.Method, path: r.URL.Path, header: r.Header.Clone(), body: body})
	rep := s.replies[min(n, len(s.replies)-1)]
	s.mu.Unlock()
	if rep.stall {
		select {
		case <-r.Context().Done():
		case <-time.After(10 * time.Second):
		}
		return
	}
	out := rep.body
	if rep.file != "" {
		var err error
		if out, err = os.ReadFile(filepath.Join("testdata", rep.file)); err != nil {
			http.Error(w, err.Error(), http.StatusInternalServerError)
			return
		}
	}
	w.Header().Set("Content-Type", "application/json")
	for k, v := range rep.header {
		w.Header().Set(k, v)
	}
	w.WriteHeader(rep.status)
	w.Write(out)
}

// requests returns what the stand-in has received so far.
func (s *standIn) requests() []recorded {
	s.mu.Lock()
	defer s.mu.Unlock()
	return append([]recorded(nil), s.got...)
}

// The example of the seed's --judge section: string matching grounds
// claim 1 and contradicts claim 4 (rose against fell); claims 2 and 3 go
// to the judge as its claims 1 and 2.
const (
	acmeOutput = "Acme reported revenue of $56 billion. Costs went down a lot after the reorganization. The company raised its dividend. Operating costs rose after the restructuring."
	acmeSource = "Acme reported revenue of $56 billion for the quarter. Operating costs fell sharply after the restructuring. The board approved a new share buyback."
)

// checkAcme checks the example with j against the example source.
func checkAcme(t *testing.T, j sourced.Judge) sourced.Report {
	t.Helper()
	r, err := sourced.NewNamedIndex(sourced.Source{Name: "acme.txt", Text: acmeSource}).
		CheckContext(context.Background(), acmeOutput, sourced.WithJudge(j))
	if err != nil {
		t.Fatal(err)
	}
	return r
}

// dig returns the value at a path of keys and indexes in decoded JSON.
func dig(v any, keys ...any) any {
	for _, k := range keys {
		switch k := k.(type) {
		case string:
			m, _ := v.(map[string]any)
			v = m[k]
		case int:
			l, _ := v.([]any)
			if k >= len(l) {
				return nil
			}
			v = l[k]
		}
	}
	return v
}

// anthropicMessage is a Messages API response, in the shape of the files
// under testdata/anthropic, whose answer is {"verdicts": verdicts}; a
// refusal has no content.
func anthropicMessage(stopReason string, verdicts any) []byte {
	answer, _ := json.Marshal(map[string]any{"verdicts": verdicts})
	content := []any{}
	if stopReason != "refusal" {
		content = append(content, map[string]any{"type": "text", "text": string(answer)})
	}
	body, _ := json.Marshal(map[string]any{
		"id": "msg_01StandIn", "type": "message", "role": "assistant", "model": DefaultAnthropicModel,
		"content": content, "stop_reason": stopReason, "stop_sequence": nil,
		"usage": map[string]any{"input_tokens": 10, "output_tokens": 10, "cache_creation_input_tokens": 0, "cache_read_input_tokens": 0},
	})
	return body
}

// chatCompletion is a chat completions response, in the shape of the
// files under testdata/openai, whose message is {"verdicts": verdicts}.
func chatCompletion(verdicts any) []byte {
	answer, _ := json.Marshal(map[string]any{"verdicts": verdicts})
	body, _ := json.Marshal(map[string]any{
		"id": "chatcmpl-standin", "object": "chat.completion", "created": 1764504000, "model": "llama3.1:8b",
		"choices": []any{map[string]any{
			"index":         0,
			"message":       map[string]any{"role": "assistant", "content": string(answer), "refusal": nil},
			"finish_reason": "stop",
		}},
		"usage": map[string]any{"prompt_tokens": 10, "completion_tokens": 10, "total_tokens": 20},
	})
	return body
}
