package server

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"html/template"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"net/url"
	"regexp"
	"strconv"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"github.com/sourced-dev/sourced"
	"github.com/sourced-dev/sourced/render"
)

// A small answer with one claim of each verdict, and its source.
const (
	answer = "Revenue rose 8% in 2023. " +
		"Acme employs 12,000 people. " +
		"Acme is the best company in the world."
	source = "In 2023, revenue rose 8%. Acme employs 9,000 people worldwide."
)

// do sends one request to h and returns the recorded response.
func do(t *testing.T, h http.Handler, method, path, contentType, body string) *httptest.ResponseRecorder {
	t.Helper()
	req := httptest.NewRequest(method, path, strings.NewReader(body))
	if contentType != "" {
		req.Header.Set("Content-Type", contentType)
	}
	w := httptest.NewRecorder()
	h.ServeHTTP(w, req)
	return w
}

// wantJSON is the report `sourced check --json` prints for output and
// sources.
func wantJSON(t *testing.T, output string, sources ...string) string {
	t.Helper()
	r := sourced.Check(output, sources...)
	var b bytes.Buffer
	if err := render.JSON(&b, &r); err != nil {
		t.Fatal(err)
	}
	return b.String()
}

func TestAPICheck(t *testing.T) {
	s := New(Config{})
	for _, tt := range []struct {
		name, body string
		output     string
		sources    []string
	}{
		{"sources", mustJSON(t, map[string]any{"output": answer, "sources": []string{source, "Other."}}), answer, []string{source, "Other."}},
		{"one source", mustJSON(t, map[string]any{"output": answer, "source": source}), answer, []string{source}},
		{"crlf and id", mustJSON(t, map[string]any{"id": 3, "output": "A.\r\nB.", "sources": "A."}), "A.\nB.", []string{"A."}},
		{"pretty-printed", "{\n  \"output\": \"Acme employs 9,000 people.\",\n  \"sources\": [\"" + source + "\"]\n}", "Acme employs 9,000 people.", []string{source}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			w := do(t, s, http.MethodPost, "/api/check", "application/json", tt.body)
			if w.Code != http.StatusOK {
				t.Fatalf("status %d, want 200; body %s", w.Code, w.Body)
			}
			if ct := w.Header().Get("Content-Type"); ct != "application/json" {
				t.Errorf("Content-Type %q, want application/json", ct)
			}
			if diff := cmp.Diff(wantJSON(t, tt.output, tt.sources...), w.Body.String()); diff != "" {
				t.Errorf("body differs from the check --json report (-want +got):\n%s", diff)
			}
		})
	}
}

func mustJSON(t *testing.T, v any) string {
	t.Helper()
	b, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// TestErrors covers every error an endpoint answers, with its status,
// headers and JSON body.
func TestErrors(t *testing.T) {
	s := New(Config{MaxBytes: 64})
	big := `{"output": "` + strings.Repeat("x", 100) + `", "sources": ["y"]}`
	tooLarge := "request body is larger than this server's limit of 64 bytes"
	for _, tt := range []struct {
		name, method, path, body string
		wantCode                 int
		wantError                string
		wantAllow                string
	}{
		{"bad json", "POST", "/api/check", `{"output": `, 400, "request body: not valid JSON: unexpected end of JSON input", ""},
		{"not an object", "POST", "/api/check", `["a"]`, 400, "request body: want a JSON object, got a list", ""},
		{"no output", "POST", "/api/check", `{"sources": ["a"]}`, 400, `request body: missing "output"`, ""},
		{"sources not strings", "POST", "/api/check", `{"output": "a", "sources": [1]}`, 400, `request body: "sources"[0] is a number, want a string`, ""},
		{"empty output", "POST", "/api/check", `{"output": " ", "sources": ["b"]}`, 400, `request body: "output" is empty`, ""},
		{"empty body", "POST", "/api/check", ``, 400, "request body: not valid JSON: unexpected end of JSON input", ""},
		{"check too large", "POST", "/api/check", big, 413, tooLarge, ""},
		{"batch too large", "POST", "/api/batch", big, 413, tooLarge, ""},
		{"get check", "GET", "/api/check", "", 405, "method GET not allowed on /api/check; use POST", "POST"},
		{"put batch", "PUT", "/api/batch", "", 405, "method PUT not allowed on /api/batch; use POST", "POST"},
		{"post healthz", "POST", "/healthz", "", 405, "method POST not allowed on /healthz; use GET", "GET, HEAD"},
		{"delete page", "DELETE", "/", "", 405, "method DELETE not allowed on /; use GET or POST", "GET, POST, HEAD"},
		{"no citer", "POST", "/api/cite", `{"text": "a"}`, 501, "citation mode is not available on this server", ""},
		{"unknown path", "GET", "/api/nothing", "", 404, "no such page: /api/nothing", ""},
	} {
		t.Run(tt.name, func(t *testing.T) {
			w := do(t, s, tt.method, tt.path, "application/json", tt.body)
			if w.Code != tt.wantCode {
				t.Errorf("status %d, want %d", w.Code, tt.wantCode)
			}
			if ct := w.Header().Get("Content-Type"); ct != "application/json" {
				t.Errorf("Content-Type %q, want application/json", ct)
			}
			var got errorBody
			dec := json.NewDecoder(w.Body)
			dec.DisallowUnknownFields()
			if err := dec.Decode(&got); err != nil {
				t.Fatalf("body is not {\"error\": ...}: %v", err)
			}
			if got.Error != tt.wantError {
				t.Errorf("error %q, want %q", got.Error, tt.wantError)
			}
			if allow := w.Header().Get("Allow"); allow != tt.wantAllow {
				t.Errorf("Allow %q, want %q", allow, tt.wantAllow)
			}
		})
	}
}

func TestSecurityHeaders(t *testing.T) {
	s := New(Config{})
	for _, path := range []string{"/", "/api/check", "/healthz", "/metrics", "/static/style.css", "/nothing"} {
		w := do(t, s, http.MethodGet, path, "", "")
		h := w.Header()
		csp := h.Get("Content-Security-Policy")
		for _, want := range []string{"default-src 'none'", "script-src 'self'", "style-src 'self'", "frame-ancestors 'none'"} {
			if !strings.Contains(csp, want) {
				t.Errorf("GET %s: Content-Security-Policy %q lacks %q", path, csp, want)
			}
		}
		if strings.Contains(csp, "unsafe-inline") {
			t.Errorf("GET %s: Content-Security-Policy %q allows inline code", path, csp)
		}
		for name, want := range map[string]string{"X-Content-Type-Options": "nosniff", "Referrer-Policy": "no-referrer", "X-Frame-Options": "DENY"} {
			if got := h.Get(name); got != want {
				t.Errorf("GET %s: %s %q, want %q", path, name, got, want)
			}
		}
	}
}

func TestHealthz(t *testing.T) {
	w := do(t, New(Config{}), http.MethodGet, "/healthz", "", "")
	if w.Code != 200 || w.Body.String() != "{\"status\":\"ok\"}\n" {
		t.Errorf("GET /healthz = %d %q, want 200 {\"status\":\"ok\"}", w.Code, w.Body)
	}
}

// batchInput is a batch with ids of each kind, blank lines, a line with
// no id and two malformed lines, the last with an empty output.
var batchInput = strings.Join([]string{
	`{"id": "a", "output": "` + answer + `", "sources": ["` + source + `"]}`,
	``,
	`{"output": "Acme employs 9,000 people.", "source": "` + source + `"}`,
	`not json`,
	`   `,
	`{"id": {"k": [1, 2]}, "output": "", "sources": []}`,
}, "\n") + "\n"

// wantBatch is what `sourced batch --json` prints for batchInput.
func wantBatch(t *testing.T) string {
	t.Helper()
	var b bytes.Buffer
	r1 := sourced.Check(answer, source)
	r3 := sourced.Check("Acme employs 9,000 people.", source)
	for _, err := range []error{
		render.JSONLine(&b, json.RawMessage(`"a"`), &r1),
		render.JSONLine(&b, json.RawMessage(`3`), &r3),
		render.JSONLineError(&b, json.RawMessage(`4`), "not valid JSON: invalid character 'o' in literal null (expecting 'u')"),
		render.JSONLineError(&b, json.RawMessage(`6`), `"output" is empty`),
	} {
		if err != nil {
			t.Fatal(err)
		}
	}
	return b.String()
}

func TestAPIBatch(t *testing.T) {
	w := do(t, New(Config{}), http.MethodPost, "/api/batch", "application/jsonl", batchInput)
	if w.Code != http.StatusOK {
		t.Fatalf("status %d, want 200; body %s", w.Code, w.Body)
	}
	if ct := w.Header().Get("Content-Type"); ct != "application/jsonl" {
		t.Errorf("Content-Type %q, want application/jsonl", ct)
	}
	if diff := cmp.Diff(wantBatch(t), w.Body.String()); diff != "" {
		t.Errorf("batch answer differs (-want +got):\n%s", diff)
	}

	w = do(t, New(Config{}), http.MethodPost, "/api/batch", "application/jsonl", "\n\n")
	if w.Code != http.StatusOK || w.Body.Len() != 0 {
		t.Errorf("blank batch = %d %q, want 200 and no lines", w.Code, w.Body)
	}
}

// TestAPIBatchStreams shows that each answer is sent before the next
// record is read: the client writes a line only after reading the answer
// to the one before.
func TestAPIBatchStreams(t *testing.T) {
	ts := httptest.NewServer(New(Config{}))
	defer ts.Close()
	pr, pw := io.Pipe()
	req, err := http.NewRequest(http.MethodPost, ts.URL+"/api/batch", pr)
	if err != nil {
		t.Fatal(err)
	}
	type reply struct {
		resp *http.Response
		err  error
	}
	replies := make(chan reply, 1)
	go func() {
		resp, err := ts.Client().Do(req)
		replies <- reply{resp, err}
	}()
	if _, err := io.WriteString(pw, `{"id": 1, "output": "A.", "sources": ["A."]}`+"\n"); err != nil {
		t.Fatal(err)
	}
	rp := <-replies
	if rp.err != nil {
		t.Fatal(rp.err)
	}
	defer rp.resp.Body.Close()
	lines := bufio.NewReader(rp.resp.Body)
	for i := 1; i <= 3; i++ {
		line, err := lines.ReadString('\n')
		if err != nil {
			t.Fatalf("reading answer %d: %v", i, err)
		}
		var got struct {
			ID int `json:"id"`
		}
		if err := json.Unmarshal([]byte(line), &got); err != nil || got.ID != i {
			t.Fatalf("answer %d = %q, want id %d", i, line, i)
		}
		if i < 3 {
			io.WriteString(pw, `{"id": `+strconv.Itoa(i+1)+`, "output": "A.", "sources": ["A."]}`+"\n")
		}
	}
	pw.Close()
	if rest, _ := io.ReadAll(lines); len(rest) != 0 {
		t.Errorf("after the last record the server sent %q, want nothing", rest)
	}
}

// TestAPIBatchCutOff: a body without a length that grows over the cap
// after some answers were sent ends the stream with an error line.
func TestAPIBatchCutOff(t *testing.T) {
	s := New(Config{MaxBytes: 200})
	line := `{"output": "A.", "sources": ["A."]}` + "\n" // 36 bytes
	req := httptest.NewRequest(http.MethodPost, "/api/batch", strings.NewReader(strings.Repeat(line, 10)))
	req.ContentLength = -1 // as a chunked body: the cap is met while reading
	w := httptest.NewRecorder()
	s.ServeHTTP(w, req)
	if w.Code != http.StatusOK {
		t.Fatalf("status %d, want 200 (answers were already sent)", w.Code)
	}
	lines := strings.Split(strings.TrimSuffix(w.Body.String(), "\n"), "\n")
	if len(lines) != 6 {
		t.Fatalf("got %d lines, want 5 answers (180 of 200 bytes) and an error:\n%s", len(lines), w.Body)
	}
	want := `{"id":null,"error":"request body is larger than this server's limit of 200 bytes; the lines after the last answered were not read"}`
	if lines[5] != want {
		t.Errorf("last line %s, want %s", lines[5], want)
	}

	// Over the cap before a line was answered: 413.
	req = httptest.NewRequest(http.MethodPost, "/api/batch", strings.NewReader(`{"output": "`+strings.Repeat("A", 300)+`"}`))
	req.ContentLength = -1
	w = httptest.NewRecorder()
	s.ServeHTTP(w, req)
	if w.Code != http.StatusRequestEntityTooLarge || w.Body.String() != `{"error":"request body is larger than this server's limit of 200 bytes"}`+"\n" {
		t.Errorf("one long line over the cap = %d %s, want 413 and the error", w.Code, w.Body)
	}
}

// TestBusy: a check beyond MaxConcurrent is answered 503 at once.
func TestBusy(t *testing.T) {
	ts := httptest.NewServer(New(Config{MaxConcurrent: 1}))
	defer ts.Close()
	// A batch whose body never comes holds the only slot. It is sent by
	// hand, its headers at once (a client may hold them back until the
	// body has data); when it came while a check below held the slot, it
	// was turned away, and is sent again.
	var batch net.Conn
	defer func() {
		if batch != nil {
			batch.Close()
		}
	}()
	var resp *http.Response
	for deadline := time.Now().Add(5 * time.Second); time.Now().Before(deadline); time.Sleep(5 * time.Millisecond) {
		if batch == nil {
			var err error
			if batch, err = net.Dial("tcp", ts.Listener.Addr().String()); err != nil {
				t.Fatal(err)
			}
			if _, err := io.WriteString(batch, "POST /api/batch HTTP/1.1\r\nHost: test\r\nContent-Type: application/jsonl\r\nTransfer-Encoding: chunked\r\n\r\n"); err != nil {
				t.Fatal(err)
			}
			time.Sleep(20 * time.Millisecond)
		}
		var err error
		resp, err = ts.Client().Post(ts.URL+"/api/check", "application/json", strings.NewReader(`{"output": "A.", "sources": ["A."]}`))
		if err != nil {
			t.Fatal(err)
		}
		if resp.StatusCode == http.StatusServiceUnavailable {
			break
		}
		resp.Body.Close()
		// Was the batch answered (turned away)? Then send it again.
		batch.SetReadDeadline(time.Now().Add(time.Millisecond))
		if n, _ := batch.Read(make([]byte, 1)); n > 0 {
			batch.Close()
			batch = nil
		}
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusServiceUnavailable {
		t.Fatalf("status %d, want 503 while the batch runs", resp.StatusCode)
	}
	if ra := resp.Header.Get("Retry-After"); ra != "1" {
		t.Errorf("Retry-After %q, want 1", ra)
	}
	var got errorBody
	if err := json.NewDecoder(resp.Body).Decode(&got); err != nil || got.Error != "server busy: 1 checks already running; retry shortly" {
		t.Errorf("body %+v (%v), want the busy error", got, err)
	}
	// Health checks are never turned away.
	h, err := ts.Client().Get(ts.URL + "/healthz")
	if err != nil {
		t.Fatal(err)
	}
	h.Body.Close()
	if h.StatusCode != http.StatusOK {
		t.Errorf("GET /healthz while busy = %d, want 200", h.StatusCode)
	}
}

func TestMetrics(t *testing.T) {
	s := New(Config{MaxBytes: 1 << 10})
	var want sourced.Counts
	for range 2 {
		do(t, s, http.MethodPost, "/api/check", "", mustJSON(t, map[string]any{"output": answer, "sources": []string{source}}))
		r := sourced.Check(answer, source)
		want.Grounded += r.Counts.Grounded
		want.Contradicted += r.Counts.Contradicted
		want.Unverified += r.Counts.Unverified
	}
	do(t, s, http.MethodPost, "/api/check", "", `{`)
	do(t, s, http.MethodGet, "/api/check", "", "")
	do(t, s, http.MethodPost, "/api/check", "", strings.Repeat(" ", 2<<10))
	do(t, s, http.MethodGet, "/nothing", "", "")
	if want.Grounded == 0 || want.Contradicted == 0 || want.Unverified == 0 {
		t.Fatalf("the test answer should hold every verdict, got %+v", want)
	}

	w := do(t, s, http.MethodGet, "/metrics", "", "")
	if w.Code != 200 || !strings.HasPrefix(w.Header().Get("Content-Type"), "text/plain") {
		t.Fatalf("GET /metrics = %d %s, want 200 text/plain", w.Code, w.Header().Get("Content-Type"))
	}
	body := w.Body.String()
	for _, want := range []string{
		`sourced_http_requests_total{code="200",route="/api/check"} 2`,
		`sourced_http_requests_total{code="400",route="/api/check"} 1`,
		`sourced_http_requests_total{code="405",route="/api/check"} 1`,
		`sourced_http_requests_total{code="413",route="/api/check"} 1`,
		`sourced_http_requests_total{code="404",route="other"} 1`,
		`sourced_http_request_duration_seconds_count{route="/api/check"} 5`,
		`sourced_http_request_duration_seconds_bucket{route="/api/check",le="+Inf"} 5`,
		`# HELP sourced_http_requests_total HTTP requests answered, by route and status code.`,
		`# TYPE sourced_http_request_duration_seconds histogram`,
		`# HELP sourced_claims_total Claims checked, by verdict.`,
		`# TYPE sourced_claims_total counter`,
		`sourced_claims_total{verdict="grounded"} ` + strconv.Itoa(want.Grounded),
		`sourced_claims_total{verdict="contradicted"} ` + strconv.Itoa(want.Contradicted),
		`sourced_claims_total{verdict="unverified"} ` + strconv.Itoa(want.Unverified),
	} {
		if !regexp.MustCompile(`(?m)^` + regexp.QuoteMeta(want) + `$`).MatchString(body) {
			t.Errorf("metrics lack the line %s", want)
		}
	}
	// A second server counts on its own.
	other := do(t, New(Config{}), http.MethodGet, "/metrics", "", "").Body.String()
	if !strings.Contains(other, `sourced_claims_total{verdict="grounded"} 0`) {
		t.Errorf("a new server's metrics are not zero:\n%s", other)
	}
}

// fakeCiter answers every text with a fixed report, or fails.
type fakeCiter struct {
	report sourced.Report
	err    error
}

func (f fakeCiter) Cite(ctx context.Context, text string) (sourced.Report, error) {
	return f.report, f.err
}

func TestAPICite(t *testing.T) {
	report := sourced.Check("Acme employs 9,000 people [1].", source)
	var want bytes.Buffer
	render.JSON(&want, &report)

	s := New(Config{Citer: fakeCiter{report: report}})
	w := do(t, s, http.MethodPost, "/api/cite", "application/json", `{"text": "Acme employs 9,000 people [1]."}`)
	if w.Code != 200 || w.Body.String() != want.String() {
		t.Errorf("POST /api/cite = %d %s, want 200 %s", w.Code, w.Body, want.String())
	}
	for _, tt := range []struct{ body, want string }{
		{`{}`, `request body: missing "text"`},
		{`{"text": 1}`, `request body: "text" is a number, want a string`},
		{`[]`, `request body: want {"text": "..."}, got an array`},
		{`nope`, `request body: want {"text": "..."}: invalid character 'o' in literal null (expecting 'u')`},
		{"{\"text\": \"Revenue rose 8% \xff here.\"}", `request body: not valid UTF-8 text`},
		{`{"text": " \n "}`, `request body: "text" is empty`},
	} {
		w := do(t, s, http.MethodPost, "/api/cite", "application/json", tt.body)
		var got errorBody
		json.Unmarshal(w.Body.Bytes(), &got)
		if w.Code != 400 || got.Error != tt.want {
			t.Errorf("POST /api/cite %s = %d %q, want 400 %q", tt.body, w.Code, got.Error, tt.want)
		}
	}

	failing := New(Config{Citer: fakeCiter{err: errors.New("openalex: 503 Service Unavailable")}})
	w = do(t, failing, http.MethodPost, "/api/cite", "application/json", `{"text": "x"}`)
	if w.Code != http.StatusBadGateway || !strings.Contains(w.Body.String(), "citation check failed: openalex: 503") {
		t.Errorf("failing citer = %d %s, want 502 naming the failure", w.Code, w.Body)
	}
}

func form(values map[string]string) string {
	f := url.Values{}
	for k, v := range values {
		f.Set(k, v)
	}
	return f.Encode()
}

const formType = "application/x-www-form-urlencoded"

func TestPage(t *testing.T) {
	s := New(Config{})
	w := do(t, s, http.MethodGet, "/", "", "")
	if w.Code != 200 || w.Header().Get("Content-Type") != "text/html; charset=utf-8" {
		t.Fatalf("GET / = %d %s", w.Code, w.Header().Get("Content-Type"))
	}
	page := w.Body.String()
	for _, want := range []string{`<form method="post" action="/"`, `name="output"`, `name="sources"`} {
		if !strings.Contains(page, want) {
			t.Errorf("GET / lacks %s", want)
		}
	}
	for _, unwanted := range []string{`href="/cite"`, `style=`, "<script>", `onclick`} {
		if strings.Contains(page, unwanted) {
			t.Errorf("GET / holds %s", unwanted)
		}
	}

	payload := "<script>alert(1)</script>"
	w = do(t, s, http.MethodPost, "/", formType, form(map[string]string{
		"output":  answer + " " + payload,
		"sources": source + "\r\n---\r\nA second source.\r\n",
	}))
	if w.Code != 200 {
		t.Fatalf("POST / = %d, want 200:\n%s", w.Code, w.Body)
	}
	page = w.Body.String()
	report := sourced.Check(answer+" "+payload, source, "A second source.")
	var verdicts []string
	for _, m := range regexp.MustCompile(`<li class="claim (\w+)"`).FindAllStringSubmatch(page, -1) {
		verdicts = append(verdicts, m[1])
	}
	var want []string
	for _, c := range report.Claims {
		want = append(want, string(c.Verdict))
	}
	if diff := cmp.Diff(want, verdicts); diff != "" {
		t.Errorf("claim classes differ from the report's verdicts (-want +got):\n%s", diff)
	}
	if strings.Contains(page, payload) || !strings.Contains(page, "&lt;script&gt;alert(1)&lt;/script&gt;") {
		t.Errorf("the payload is not escaped in the page")
	}
	if n := strings.Count(page, `<article class="source"`); n != 2 {
		t.Errorf("page shows %d sources, want 2", n)
	}
	wantCounts := strconv.Itoa(report.Counts.Grounded) + " grounded"
	if !strings.Contains(page, `<span class="count grounded">`+wantCounts+`</span>`) {
		t.Errorf("page lacks the count %q", wantCounts)
	}
	if !strings.Contains(page, `<mark data-evidence="ev-1">`) || !strings.Contains(page, `<span class="anchor" id="ev-1"></span>`) {
		t.Errorf("page does not mark the first evidence passage")
	}
}

func TestPageErrors(t *testing.T) {
	s := New(Config{MaxBytes: 100})
	for _, tt := range []struct {
		name, method, path, body string
		wantCode                 int
		want                     string
	}{
		{"no answer", "POST", "/", form(map[string]string{"output": " ", "sources": "S."}), 400, "Paste the answer to check."},
		{"no source", "POST", "/", form(map[string]string{"output": "A.", "sources": "\n---\n"}), 400, "Paste at least one source."},
		{"too large", "POST", "/", form(map[string]string{"output": strings.Repeat("A", 200), "sources": "S."}), 413, "request body is larger than this server&#39;s limit of 100 bytes."},
		{"no cite tab", "GET", "/cite", "", 501, "Citation mode is not available on this server."},
	} {
		t.Run(tt.name, func(t *testing.T) {
			w := do(t, s, tt.method, tt.path, formType, tt.body)
			if w.Code != tt.wantCode {
				t.Errorf("status %d, want %d", w.Code, tt.wantCode)
			}
			if !strings.Contains(w.Body.String(), `<p class="error" role="alert">`+tt.want+`</p>`) {
				t.Errorf("page lacks the error %q:\n%s", tt.want, w.Body)
			}
		})
	}
}

func TestCitePage(t *testing.T) {
	report := sourced.Check("Acme employs 9,000 people [1].", source)
	s := New(Config{Citer: fakeCiter{report: report}})
	if page := do(t, s, http.MethodGet, "/", "", "").Body.String(); !strings.Contains(page, `href="/cite"`) {
		t.Errorf("GET / lacks the citation tab when a Citer is set")
	}
	w := do(t, s, http.MethodPost, "/cite", formType, form(map[string]string{"text": "Acme employs 9,000 people [1]."}))
	if w.Code != 200 {
		t.Fatalf("POST /cite = %d", w.Code)
	}
	page := w.Body.String()
	// Citation-mode evidence points into works the page has no text of:
	// the passage is quoted under its claim.
	if !strings.Contains(page, `<blockquote class="quote">`+template.HTMLEscapeString(report.Claims[0].Evidence[0].Text)+`</blockquote>`) {
		t.Errorf("POST /cite does not quote the evidence:\n%s", page)
	}
	if strings.Contains(page, `<section class="pane sources"`) {
		t.Errorf("POST /cite shows a sources pane with no sources")
	}
}

// citedReport is a citation-mode report of three claims: one grounded in
// a resolved work, one citing a retracted work, one citing no work; the
// fields the page shows hold markup, to be shown as text.
func citedReport() sourced.Report {
	r := sourced.Report{Claims: []sourced.Claim{
		{Text: "Growth was quantified [1].", Verdict: sourced.Grounded, ReasonCode: sourced.ReasonGrounded,
			Citation: &sourced.Citation{Raw: "[1]", Ref: "Sankar, M. (2014). <b>Histology</b>."},
			Work: &sourced.Work{Title: "Automated <i>histology</i>", Year: 2014, DOI: "10.7554/elife.01567",
				Authors: []string{"A One", "B Two", "C Three", "D Four"}, Venue: "eLife"}},
		{Text: "A result held (doi:10.1/r).", Verdict: sourced.Unverified, ReasonCode: sourced.ReasonRetracted,
			Citation: &sourced.Citation{Raw: "doi:10.1/r"},
			Work:     &sourced.Work{Title: "Withdrawn", Retracted: true, Retraction: &sourced.Retraction{Date: "2020-01-02", NoticeDOI: "10.1/n"}}},
		{Text: "A study found it (doi:10.1/none).", Verdict: sourced.Unverified, ReasonCode: sourced.ReasonUnresolved,
			Citation: &sourced.Citation{Raw: "doi:10.1/none"}},
	}}
	for _, c := range r.Claims {
		r.Counts.Add(c.Verdict)
	}
	return r
}

// TestCitePageShowsWorks checks that the citation tab shows, beside each
// claim, its citation and the work it resolved to, the retraction, and a
// citation that resolved to none — every field escaped.
func TestCitePageShowsWorks(t *testing.T) {
	report := citedReport()
	s := New(Config{Citer: fakeCiter{report: report}})
	w := do(t, s, http.MethodPost, "/cite", formType, form(map[string]string{"text": "x"}))
	if w.Code != 200 {
		t.Fatalf("POST /cite = %d", w.Code)
	}
	page := w.Body.String()
	for _, want := range []string{
		`<code>[1]</code> <span class="ref">Sankar, M. (2014). &lt;b&gt;Histology&lt;/b&gt;.</span>`,
		`<cite>Automated &lt;i&gt;histology&lt;/i&gt;</cite> (2014), A One, B Two, C Three, et al., eLife <code>doi:10.7554/elife.01567</code>`,
		`<cite>Withdrawn</cite> <strong class="retracted">retracted 2020-01-02 (notice doi:10.1/n)</strong>`,
		`<dd class="work none">resolves to no work</dd>`,
	} {
		if !strings.Contains(page, want) {
			t.Errorf("the citation tab lacks %s", want)
		}
	}
	if n := strings.Count(page, `<dl class="cited">`); n != 3 {
		t.Errorf("%d claims show a citation, want 3", n)
	}
	if strings.Contains(do(t, New(Config{}), http.MethodPost, "/", formType, form(map[string]string{"output": "A.", "sources": "A."})).Body.String(), `class="cited"`) {
		t.Error("the check tab shows a citation")
	}
}

func TestStatic(t *testing.T) {
	s := New(Config{})
	for path, ctype := range map[string]string{"/static/style.css": "text/css; charset=utf-8", "/static/page.js": "text/javascript; charset=utf-8"} {
		w := do(t, s, http.MethodGet, path, "", "")
		if w.Code != 200 || w.Header().Get("Content-Type") != ctype || w.Body.Len() == 0 {
			t.Errorf("GET %s = %d %q (%d bytes), want 200 %s", path, w.Code, w.Header().Get("Content-Type"), w.Body.Len(), ctype)
		}
	}
	if w := do(t, s, http.MethodGet, "/static/page.html", "", ""); w.Code != 404 {
		t.Errorf("GET /static/page.html = %d, want 404: the page is not a static file", w.Code)
	}
}

func TestSplitSources(t *testing.T) {
	for _, tt := range []struct {
		in   string
		want []string
	}{
		{"one", []string{"one"}},
		{"one\n---\ntwo\n", []string{"one", "two"}},
		{"one\n  ---  \ntwo", []string{"one", "two"}},
		{"---\none\n---\n\n---\n", []string{"one"}},
		{"a --- b\n----\nc", []string{"a --- b\n----\nc"}},
		{"\n\n", nil},
	} {
		if got := splitSources(tt.in); !cmp.Equal(got, tt.want) {
			t.Errorf("splitSources(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}

func TestCut(t *testing.T) {
	text := []rune("héllo wörld, ünïcode")
	for _, tt := range []struct {
		name  string
		spans []span
		want  []part
	}{
		{"none", nil, []part{{Text: "héllo wörld, ünïcode"}}},
		{"one, by code points", []span{{"ev-1", 6, 11}}, []part{
			{Text: "héllo "}, {Text: "wörld", Evidence: "ev-1", Anchors: []string{"ev-1"}}, {Text: ", ünïcode"}}},
		{"overlapping", []span{{"ev-1", 0, 11}, {"ev-2", 6, 20}}, []part{
			{Text: "héllo ", Evidence: "ev-1", Anchors: []string{"ev-1"}},
			{Text: "wörld", Evidence: "ev-1 ev-2", Anchors: []string{"ev-2"}},
			{Text: ", ünïcode", Evidence: "ev-2"}}},
		{"same start", []span{{"ev-1", 0, 5}, {"ev-2", 0, 11}}, []part{
			{Text: "héllo", Evidence: "ev-1 ev-2", Anchors: []string{"ev-1", "ev-2"}},
			{Text: " wörld", Evidence: "ev-2"},
			{Text: ", ünïcode"}}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			if diff := cmp.Diff(tt.want, cut(text, tt.spans)); diff != "" {
				t.Errorf("cut differs (-want +got):\n%s", diff)
			}
		})
	}
}

func FuzzSplitSources(f *testing.F) {
	for _, s := range []string{"one", "a\n---\nb", "---", "\n  ---\t\n\n", "x---\n---y"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, field string) {
		for _, src := range splitSources(field) {
			if strings.TrimSpace(src) == "" {
				t.Errorf("splitSources(%q) kept a blank source", field)
			}
			for line := range strings.Lines(src) {
				if strings.TrimSpace(line) == sourceSeparator {
					t.Errorf("splitSources(%q) kept a separator in %q", field, src)
				}
			}
		}
	})
}

// FuzzCut: whatever the spans, the parts put back together are the text,
// and the parts a span covers are its text exactly.
func FuzzCut(f *testing.F) {
	f.Add("héllo 😀 wörld", 0, 5, 3, 9)
	f.Add("abc", 0, 3, 0, 3)
	f.Fuzz(func(t *testing.T, s string, a1, b1, a2, b2 int) {
		text := []rune(s)
		var spans []span
		for i, ab := range [][2]int{{a1, b1}, {a2, b2}} {
			if 0 <= ab[0] && ab[0] < ab[1] && ab[1] <= len(text) {
				spans = append(spans, span{id: "ev-" + strconv.Itoa(i+1), start: ab[0], end: ab[1]})
			}
		}
		parts := cut(text, spans)
		var all strings.Builder
		covered := map[string]*strings.Builder{}
		for _, p := range parts {
			all.WriteString(p.Text)
			for _, id := range strings.Fields(p.Evidence) {
				if covered[id] == nil {
					covered[id] = &strings.Builder{}
				}
				covered[id].WriteString(p.Text)
			}
		}
		if all.String() != string(text) {
			t.Errorf("parts make %q, want %q", all.String(), string(text))
		}
		for _, sp := range spans {
			want := string(text[sp.start:sp.end])
			if got := covered[sp.id]; got == nil || got.String() != want {
				t.Errorf("span %s covers %v, want %q", sp.id, got, want)
			}
		}
	})
}

// countingJudge is a judge that decides nothing and counts its requests.
type countingJudge struct{ asked atomic.Int32 }

func (j *countingJudge) Name() (string, string) { return "stub", "stub-model" }

func (j *countingJudge) Judge(ctx context.Context, req sourced.JudgeRequest) (sourced.JudgeResponse, error) {
	j.asked.Add(int32(len(req.Claims)))
	return sourced.JudgeResponse{Model: "stub-model"}, nil
}

// TestCheckOptions checks that every check of the API and the page takes
// the server's check options, and that a check its client gave up on
// answers an error.
func TestCheckOptions(t *testing.T) {
	j := &countingJudge{}
	s := New(Config{CheckOptions: []sourced.CheckOption{sourced.WithJudge(j)}})
	body := mustJSON(t, map[string]any{"output": answer, "sources": []string{source}})
	for _, w := range []*httptest.ResponseRecorder{
		do(t, s, http.MethodPost, "/api/check", "application/json", body),
		do(t, s, http.MethodPost, "/api/batch", "application/jsonl", body+"\n"),
		do(t, s, http.MethodPost, "/", formType, form(map[string]string{"output": answer, "sources": source})),
	} {
		if w.Code != http.StatusOK || !strings.Contains(w.Body.String(), "the judge (stub-model) could not decide either") {
			t.Errorf("status %d, want 200 and the judge's note in a reason:\n%s", w.Code, w.Body)
		}
	}
	if n := j.asked.Load(); n != 3 {
		t.Errorf("the judge was asked about %d claims, want 3: the one unverified claim, once per check", n)
	}

	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	req := httptest.NewRequest(http.MethodPost, "/api/check", strings.NewReader(body)).WithContext(ctx)
	w := httptest.NewRecorder()
	s.ServeHTTP(w, req)
	if w.Code != http.StatusServiceUnavailable || !strings.Contains(w.Body.String(), `"error":"check stopped: `) {
		t.Errorf("a check whose client left = %d %s, want 503 and a JSON error", w.Code, w.Body)
	}
}

// slowCiter answers after a delay longer than the test server's write
// timeout.
type slowCiter struct{ delay time.Duration }

func (c slowCiter) Cite(ctx context.Context, text string) (sourced.Report, error) {
	select {
	case <-time.After(c.delay):
		return citedReport(), nil
	case <-ctx.Done():
		return sourced.Report{}, ctx.Err()
	}
}

// TestSlowAnswers checks that an answer that took longer than the
// connection's write timeout to make is still written whole.
func TestSlowAnswers(t *testing.T) {
	ts := httptest.NewUnstartedServer(New(Config{Citer: slowCiter{delay: 300 * time.Millisecond}}))
	ts.Config.WriteTimeout = 100 * time.Millisecond
	ts.Start()
	defer ts.Close()
	for _, tt := range []struct{ path, ctype, body, want string }{
		{"/api/cite", "application/json", `{"text": "x"}`, `"reason_code": "unresolved"`},
		{"/cite", formType, "text=x", "resolves to no work"},
	} {
		resp, err := ts.Client().Post(ts.URL+tt.path, tt.ctype, strings.NewReader(tt.body))
		if err != nil {
			t.Errorf("POST %s: %v", tt.path, err)
			continue
		}
		body, err := io.ReadAll(resp.Body)
		resp.Body.Close()
		if err != nil || resp.StatusCode != http.StatusOK || !strings.Contains(string(body), tt.want) {
			t.Errorf("POST %s = %d (%v), want 200 and the whole answer:\n%s", tt.path, resp.StatusCode, err, body)
		}
	}
}
