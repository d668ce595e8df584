package main

import (
	"bufio"
	"context"
	"io"
	"net/http"
	"os"
	"os/signal"
	"regexp"
	"strings"
	"syscall"
	"testing"
	"time"
)

var servingOn = regexp.MustCompile(`serving on (http://127\.0\.0\.1:\d+)\n`)

// startServe runs sourced serve on a free loopback port with the flags
// given, until ctx ends, and returns its base URL and the channel its exit
// code is sent on. e.stderr must be a *syncBuffer, which the
// server goroutine writes while the test reads it.
func startServe(t *testing.T, ctx context.Context, flags []string, e *env) (string, <-chan int) {
	t.Helper()
	stderr := e.stderr.(*syncBuffer)
	codes := make(chan int, 1)
	go func() {
		codes <- run(ctx, append([]string{"serve", "--addr", "127.0.0.1:0"}, flags...), e)
	}()
	for deadline := time.Now().Add(10 * time.Second); ; time.Sleep(10 * time.Millisecond) {
		if m := servingOn.FindStringSubmatch(stderr.String()); m != nil {
			return m[1], codes
		}
		select {
		case code := <-codes:
			t.Fatalf("serve exited %d before serving; stderr:\n%s", code, stderr.String())
		default:
		}
		if time.Now().After(deadline) {
			t.Fatalf("the server did not start; stderr:\n%s", stderr.String())
		}
	}
}

// TestServeShutsDownOnSIGTERM starts sourced serve on a free port, opens a
// batch stream, sends the process SIGTERM and checks that the running
// request still completes and the command exits 0.
func TestServeShutsDownOnSIGTERM(t *testing.T) {
	ctx, stop := signal.NotifyContext(context.Background(), syscall.SIGTERM)
	defer stop()
	var stderr syncBuffer
	base, codes := startServe(t, ctx, []string{"--no-cache"}, &env{stdout: io.Discard, stderr: &stderr, getenv: func(string) string { return "" }})

	resp, err := http.Get(base + "/healthz")
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		t.Fatalf("GET /healthz = %d, want 200", resp.StatusCode)
	}

	pr, pw := io.Pipe()
	replies := make(chan *http.Response, 1)
	go func() {
		resp, err := http.Post(base+"/api/batch", "application/jsonl", pr)
		if err != nil {
			t.Error(err)
			close(replies)
			return
		}
		replies <- resp
	}()
	io.WriteString(pw, `{"id": 1, "output": "A.", "sources": ["A."]}`+"\n")
	resp = <-replies
	if resp == nil {
		t.FailNow()
	}
	defer resp.Body.Close()
	lines := bufio.NewReader(resp.Body)
	if line, err := lines.ReadString('\n'); err != nil || !strings.HasPrefix(line, `{"id":1,`) {
		t.Fatalf("first answer %q (%v), want id 1", line, err)
	}

	if err := syscall.Kill(os.Getpid(), syscall.SIGTERM); err != nil {
		t.Fatal(err)
	}
	for !strings.Contains(stderr.String(), "shutting down") {
		time.Sleep(10 * time.Millisecond)
	}
	// The running batch is let finish.
	io.WriteString(pw, `{"id": 2, "output": "A.", "sources": ["A."]}`+"\n")
	pw.Close()
	if line, err := lines.ReadString('\n'); err != nil || !strings.HasPrefix(line, `{"id":2,`) {
		t.Errorf("answer after SIGTERM %q (%v), want id 2", line, err)
	}
	select {
	case code := <-codes:
		if code != exitClean {
			t.Errorf("exit code %d, want 0; stderr:\n%s", code, stderr.String())
		}
	case <-time.After(15 * time.Second):
		t.Fatal("the server did not stop after SIGTERM")
	}
	if _, err := http.Get(base + "/healthz"); err == nil {
		t.Error("the server still answers after shutting down")
	}
}
