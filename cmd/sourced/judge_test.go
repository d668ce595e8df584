package main

import (
	"bytes"
	"context"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"sync/atomic"
	"testing"

	"github.com/sourced-dev/sourced"
)

// The example of the README's --judge section: string matching grounds the
// first claim and contradicts the last (rose against fell); the middle two
// go to the judge.
const (
	judgeOutput = "Acme reported revenue of $56 billion. Costs went down a lot after the reorganization. The company raised its dividend. Operating costs rose after the restructuring."
	judgeSource = "Acme reported revenue of $56 billion for the quarter. Operating costs fell sharply after the restructuring. The board approved a new share buyback."
	testKey     = "sk-test-0123456789-SECRET"
)

// judgeServer is a stand-in judge API replaying one file of the judge
// package's testdata with a status, counting the requests.
type judgeServer struct {
	*httptest.Server
	requests atomic.Int32
	auth     atomic.Value // the last Authorization header
}

func newJudgeServer(t *testing.T, status int, file string) *judgeServer {
	t.Helper()
	body, err := os.ReadFile(filepath.Join("..", "..", "judge", "testdata", file))
	if err != nil {
		t.Fatal(err)
	}
	s := &judgeServer{}
	s.Server = httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		s.requests.Add(1)
		s.auth.Store(r.Header.Get("Authorization"))
		w.Header().Set("Content-Type", "application/json")
		w.Header().Set("Retry-After", "0")
		w.WriteHeader(status)
		w.Write(body)
	}))
	t.Cleanup(s.Close)
	return s
}

// judgeFiles writes the example output and source and returns their paths.
func judgeFiles(t *testing.T) (output, source string) {
	t.Helper()
	dir := t.TempDir()
	output, source = filepath.Join(dir, "output.txt"), filepath.Join(dir, "source.txt")
	for path, text := range map[string]string{output: judgeOutput, source: judgeSource} {
		if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return output, source
}

// runEnv runs the command line in-process with stdin and environment vars.
func runEnv(t *testing.T, vars map[string]string, stdin string, args ...string) (code int, stdout, stderr string) {
	t.Helper()
	var out, errOut bytes.Buffer
	code = run(context.Background(), args, &env{
		stdin: strings.NewReader(stdin), stdout: &out, stderr: &errOut,
		getenv: func(k string) string { return vars[k] },
	})
	return code, out.String(), errOut.String()
}

// anthropicEnv points the Anthropic SDK's own environment at s.
func anthropicEnv(t *testing.T, s *judgeServer) {
	t.Setenv("ANTHROPIC_API_KEY", testKey)
	t.Setenv("ANTHROPIC_BASE_URL", s.URL)
}

func TestNoJudgeNoNetwork(t *testing.T) {
	s := newJudgeServer(t, 200, "anthropic/message_verdicts.json")
	anthropicEnv(t, s)
	output, source := judgeFiles(t)
	batch := `{"output": "` + judgeOutput + `", "source": "` + judgeSource + `"}` + "\n"
	for _, args := range [][]string{
		{"check", output, source},
		{"check", output, source, "--json"},
		{"batch", "-"},
		{"batch", "-", "--json"},
		// With --judge but nothing left unverified, nothing is asked.
		{"check", source, source, "--judge", "--no-cache"},
	} {
		code, stdout, stderr := runEnv(t, nil, batch, args...)
		if code > exitFindings {
			t.Fatalf("%v: exit %d: %s%s", args, code, stdout, stderr)
		}
	}
	if n := s.requests.Load(); n != 0 {
		t.Errorf("%d requests reached the judge API, want none", n)
	}
}

func TestCheckJudge(t *testing.T) {
	s := newJudgeServer(t, 200, "anthropic/message_fallback.json")
	anthropicEnv(t, s)
	output, source := judgeFiles(t)
	cache := t.TempDir()

	code, stdout, stderr := runEnv(t, nil, "", "check", output, source, "--judge", "--cache-dir", cache)
	if code != exitFindings {
		t.Errorf("exit %d, want %d for the contradictions", code, exitFindings)
	}
	want := "[XX] Costs went down a lot after the reorganization.\n" +
		"       judged contradicted by claude-opus-4-7: the source says \"The board approved a new share buyback.\"\n"
	if !strings.Contains(stdout, want) {
		t.Errorf("text report lacks\n%s\ngot:\n%s", want, stdout)
	}
	if !strings.Contains(stderr, "sourced: judge claude-opus-4-7 (anthropic): 2 asked, 1 decided, 0 discarded") {
		t.Errorf("stderr %q lacks the judge's line", stderr)
	}

	// The same check again is replayed from the cache; --no-cache asks.
	_, stdout, _ = runEnv(t, nil, "", "check", output, source, "--judge", "--cache-dir", cache, "--json")
	var r sourced.Report
	if err := json.Unmarshal([]byte(stdout), &r); err != nil {
		t.Fatalf("%v: %s", err, stdout)
	}
	if r.Judge == nil || !r.Judge.Cached || r.Judge.Decided != 1 || r.Claims[1].Judge == nil {
		t.Errorf("second run: judge %+v, claim %+v; want a cached answer applied", r.Judge, r.Claims[1])
	}
	if n := s.requests.Load(); n != 1 {
		t.Errorf("%d requests after a cached re-run, want 1", n)
	}
	runEnv(t, nil, "", "check", output, source, "--judge", "--cache-dir", cache, "--no-cache")
	if n := s.requests.Load(); n != 2 {
		t.Errorf("%d requests after --no-cache, want 2", n)
	}
	for _, out := range []string{stdout, stderr} {
		if strings.Contains(out, "SECRET") {
			t.Errorf("the API key appears in the output: %s", out)
		}
	}
}

func TestJudgeRequired(t *testing.T) {
	output, source := judgeFiles(t)
	for _, tt := range []struct {
		name   string
		status int
		file   string
		args   []string
		code   int
		stderr string
	}{
		{"refusal", 200, "anthropic/message_refusal.json", []string{"--judge-required"}, exitBackend,
			"sourced: --judge-required: the judge gave no usable answer (judge_refused)"},
		{"refusal not required", 200, "anthropic/message_refusal.json", nil, exitFindings, ""},
		{"overloaded", 529, "anthropic/error_overloaded.json", []string{"--judge-required", "--judge-retries", "1"}, exitBackend,
			"(judge_unavailable)"},
		{"answered", 200, "anthropic/message_verdicts.json", []string{"--judge-required", "--fail-on", "unverified"}, exitFindings, ""},
	} {
		t.Run(tt.name, func(t *testing.T) {
			s := newJudgeServer(t, tt.status, tt.file)
			anthropicEnv(t, s)
			args := append([]string{"check", output, source, "--judge", "--no-cache"}, tt.args...)
			code, stdout, stderr := runEnv(t, nil, "", args...)
			if code != tt.code {
				t.Errorf("exit %d, want %d\n%s%s", code, tt.code, stdout, stderr)
			}
			if !strings.Contains(stderr, tt.stderr) {
				t.Errorf("stderr %q lacks %q", stderr, tt.stderr)
			}
			if strings.Contains(stderr, "backend_error") {
				// The judge's claims carry its own reason codes.
				t.Errorf("stderr %q points at backend_error claims", stderr)
			}
			if strings.Contains(stdout+stderr, "SECRET") {
				t.Errorf("the API key appears in the output:\n%s%s", stdout, stderr)
			}
		})
	}
}

func TestCheckJudgeOpenAIKeyNeverShown(t *testing.T) {
	s := newJudgeServer(t, 401, "openai/error_unauthorized.json")
	output, source := judgeFiles(t)
	code, stdout, stderr := runEnv(t, map[string]string{judgeKeyEnv: testKey}, "",
		"check", output, source, "--judge", "--judge-provider", "openai", "--judge-url", s.URL+"/v1",
		"--judge-model", "llama3.1:8b", "--no-cache", "--judge-required", "--json")
	if code != exitBackend {
		t.Errorf("exit %d, want %d", code, exitBackend)
	}
	if got := s.auth.Load(); got != "Bearer "+testKey {
		t.Errorf("authorization %q, want the key from %s", got, judgeKeyEnv)
	}
	if !strings.Contains(stdout, "status 401: Incorrect API key provided") {
		t.Errorf("the reasons do not name the failure:\n%s", stdout)
	}
	if strings.Contains(stdout+stderr, "SECRET") {
		t.Errorf("the API key appears in the output:\n%s%s", stdout, stderr)
	}
}

func TestBatchJudge(t *testing.T) {
	s := newJudgeServer(t, 200, "openai/chat_verdicts.json")
	line, _ := json.Marshal(map[string]string{"output": judgeOutput, "source": judgeSource})
	other, _ := json.Marshal(map[string]string{"output": "Costs went down a lot. The company raised its dividend.", "source": judgeSource})
	in := string(line) + "\n" + string(other) + "\n"
	args := []string{"batch", "-", "--judge", "--judge-provider", "openai", "--judge-url", s.URL + "/v1", "--judge-model", "llama3.1:8b", "--no-cache"}

	code, stdout, stderr := runEnv(t, nil, in, args...)
	if code != exitFindings {
		t.Errorf("exit %d, want %d\n%s", code, exitFindings, stderr)
	}
	if n := s.requests.Load(); n != 2 {
		t.Errorf("%d requests, want one per record", n)
	}
	if !strings.Contains(stdout, "; judge: 4 asked, 2 decided, 0 discarded") {
		t.Errorf("summary %q lacks the judge's tally", stdout)
	}

	_, stdout, _ = runEnv(t, nil, in, append(args, "--json")...)
	lines := strings.Split(strings.TrimSpace(stdout), "\n")
	if len(lines) != 2 {
		t.Fatalf("%d lines, want 2:\n%s", len(lines), stdout)
	}
	var rec struct {
		Judge *sourced.JudgeSummary `json:"judge"`
	}
	if err := json.Unmarshal([]byte(lines[0]), &rec); err != nil || rec.Judge == nil || rec.Judge.Asked != 2 {
		t.Errorf("first line's judge %+v (%v), want 2 asked", rec.Judge, err)
	}
}

func TestBatchJudgeRequired(t *testing.T) {
	s := newJudgeServer(t, 500, "openai/error_server.json")
	line, _ := json.Marshal(map[string]string{"output": judgeOutput, "source": judgeSource})
	code, stdout, stderr := runEnv(t, nil, string(line)+"\n"+string(line)+"\n",
		"batch", "-", "--judge", "--judge-provider", "openai", "--judge-url", s.URL, "--judge-model", "m",
		"--no-cache", "--judge-retries", "0", "--judge-required")
	if code != exitBackend {
		t.Errorf("exit %d, want %d\n%s%s", code, exitBackend, stdout, stderr)
	}
	if !strings.Contains(stderr, "no usable answer for 2 records (the first: judge_unavailable)") {
		t.Errorf("stderr %q", stderr)
	}
	if n := s.requests.Load(); n != 2 {
		t.Errorf("%d requests with --judge-retries 0, want 2", n)
	}
}

func TestJudgeFlagErrors(t *testing.T) {
	output, source := judgeFiles(t)
	for _, tt := range []struct {
		args []string
		want string
	}{
		{[]string{"--judge-model", "m"}, "--judge-model needs --judge"},
		{[]string{"--no-cache"}, "--no-cache needs --judge"},
		{[]string{"--judge", "--judge-provider", "gemini"}, `unknown --judge-provider "gemini"`},
		{[]string{"--judge", "--judge-provider", "openai", "--judge-model", "m"}, "needs --judge-url"},
		{[]string{"--judge", "--judge-provider", "openai", "--judge-url", "http://127.0.0.1:11434/v1"}, "needs --judge-model"},
		{[]string{"--judge", "--judge-timeout", "0s"}, "--judge-timeout must be positive"},
		{[]string{"--judge", "--judge-retries", "-1"}, "--judge-retries must be 0 or more"},
		{[]string{"--judge", "--judge-provider", "openai", "--judge-model", "m", "--judge-url", "ht!tp://::"}, `--judge-url: want an http or https URL with a host and no query, got "ht!tp://::"`},
		{[]string{"--judge", "--judge-url", "127.0.0.1:8080"}, `--judge-url: want an http or https URL with a host and no query`},
		{[]string{"--judge", "--judge-url", "https://api.example.org/v1?key=1"}, `--judge-url: want an http or https URL with a host and no query`},
	} {
		for _, cmd := range [][]string{{"check", output, source}, {"batch", output}} {
			code, _, stderr := runEnv(t, nil, "", append(cmd, tt.args...)...)
			if code != exitUsage || !strings.Contains(stderr, tt.want) {
				t.Errorf("%v %v: exit %d, stderr %q; want %d and %q", cmd[0], tt.args, code, stderr, exitUsage, tt.want)
			}
		}
	}
}
