package main

import (
	"context"
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/sourced-dev/sourced"
)

// echoKeyServer answers every request with the recorded authentication
// error in file, its message edited to quote in full the credential the
// request carried — as a careless or hostile API server might.
func echoKeyServer(t *testing.T, file string) *httptest.Server {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("..", "..", "judge", "testdata", file))
	if err != nil {
		t.Fatal(err)
	}
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		var body map[string]any
		if err := json.Unmarshal(data, &body); err != nil {
			http.Error(w, err.Error(), http.StatusInternalServerError)
			return
		}
		key := strings.TrimPrefix(r.Header.Get("Authorization"), "Bearer ")
		if k := r.Header.Get("X-Api-Key"); k != "" {
			key = k
		}
		e := body["error"].(map[string]any)
		e["message"] = e["message"].(string) + " (key sent: " + key + ")"
		w.Header().Set("Content-Type", "application/json")
		w.WriteHeader(http.StatusUnauthorized)
		json.NewEncoder(w).Encode(body)
	}))
	t.Cleanup(srv.Close)
	return srv
}

// responseReader returns a function that reads a response's status and
// body, failing t on an error.
func responseReader(t *testing.T) func(*http.Response, error) (int, string) {
	return func(resp *http.Response, err error) (int, string) {
		t.Helper()
		if err != nil {
			t.Fatal(err)
		}
		defer resp.Body.Close()
		body, err := io.ReadAll(resp.Body)
		if err != nil {
			t.Fatal(err)
		}
		return resp.StatusCode, string(body)
	}
}

// TestServeJudge checks that serve --judge --allow-judge judges the
// claims of /api/check, /api/batch and the page as check --judge does.
func TestServeJudge(t *testing.T) {
	read := responseReader(t)
	s := newJudgeServer(t, 200, "openai/chat_verdicts.json")
	var stderr syncBuffer
	ctx, cancel := context.WithCancel(context.Background())
	base, codes := startServe(t, ctx, []string{"--no-cache", "--judge", "--allow-judge", "--judge-provider", "openai",
		"--judge-url", s.URL + "/v1", "--judge-model", "llama3.1:8b"}, &env{stdout: io.Discard, stderr: &stderr, getenv: mapEnv(nil)})
	defer func() {
		cancel()
		<-codes
	}()
	req, _ := json.Marshal(map[string]any{"output": judgeOutput, "sources": []string{judgeSource}})
	code, body := read(http.Post(base+"/api/check", "application/json", strings.NewReader(string(req))))
	var r sourced.Report
	if err := json.Unmarshal([]byte(body), &r); err != nil || code != http.StatusOK {
		t.Fatalf("POST /api/check = %d %s (%v)", code, body, err)
	}
	if r.Judge == nil || r.Judge.Asked != 2 || r.Judge.Decided == 0 {
		t.Errorf("judge summary %+v, want the 2 unverified claims asked and a verdict applied", r.Judge)
	}
	code, body = read(http.Post(base+"/api/batch", "application/jsonl", strings.NewReader(string(req)+"\n")))
	if code != http.StatusOK || !strings.Contains(body, `"judge":{"provider":"openai"`) {
		t.Errorf("POST /api/batch = %d %s, want a judged report", code, body)
	}
	code, body = read(http.PostForm(base+"/", url.Values{"output": {judgeOutput}, "sources": {judgeSource}}))
	if code != http.StatusOK || !strings.Contains(body, "judged") {
		t.Errorf("POST / = %d, want a page with judged claims:\n%s", code, body)
	}
	if n := s.requests.Load(); n != 3 {
		t.Errorf("%d requests reached the judge, want 3 (one per check)", n)
	}
}

// TestServeJudgeNeverShowsKeys runs serve with a judge whose API quotes
// the key it was sent in its error, and checks that the key appears in no
// response, error body or line the server writes.
func TestServeJudgeNeverShowsKeys(t *testing.T) {
	for _, tt := range []struct {
		provider, file string
	}{
		{"openai", "openai/error_unauthorized.json"},
		{"anthropic", "anthropic/error_authentication.json"},
	} {
		t.Run(tt.provider, func(t *testing.T) {
			read := responseReader(t)
			srv := echoKeyServer(t, tt.file)
			vars := map[string]string{judgeKeyEnv: testKey}
			judgeURL := srv.URL + "/v1"
			if tt.provider == "anthropic" {
				t.Setenv("ANTHROPIC_API_KEY", testKey)
				vars["ANTHROPIC_API_KEY"] = testKey
				judgeURL = srv.URL
			}
			var stderr syncBuffer
			ctx, cancel := context.WithCancel(context.Background())
			base, codes := startServe(t, ctx, []string{"--no-cache", "--judge", "--allow-judge", "--judge-provider", tt.provider,
				"--judge-url", judgeURL, "--judge-model", "m", "--judge-retries", "0"}, &env{stdout: io.Discard, stderr: &stderr, getenv: mapEnv(vars)})

			req, _ := json.Marshal(map[string]any{"output": judgeOutput, "sources": []string{judgeSource}})
			var bodies []string
			code, body := read(http.Post(base+"/api/check", "application/json", strings.NewReader(string(req))))
			if code != http.StatusOK || !strings.Contains(body, "[redacted]") {
				t.Errorf("POST /api/check = %d %s, want the judge's error in the reasons, its key redacted", code, body)
			}
			bodies = append(bodies, body)
			_, body = read(http.Post(base+"/api/batch", "application/jsonl", strings.NewReader(string(req)+"\n{bad\n")))
			bodies = append(bodies, body)
			_, body = read(http.PostForm(base+"/", url.Values{"output": {judgeOutput}, "sources": {judgeSource}}))
			bodies = append(bodies, body)
			_, body = read(http.Post(base+"/api/check", "application/json", strings.NewReader("{")))
			bodies = append(bodies, body)
			_, body = read(http.Get(base + "/metrics"))
			bodies = append(bodies, body)
			cancel()
			<-codes
			for _, b := range append(bodies, stderr.String()) {
				if strings.Contains(b, testKey) || strings.Contains(b, "SECRET") {
					t.Errorf("the key appears in:\n%s", b)
				}
			}
		})
	}
}
