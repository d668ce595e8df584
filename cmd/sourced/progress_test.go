package main

import (
	"bytes"
	"fmt"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"
)

func TestProgressLine(t *testing.T) {
	for _, tt := range []struct {
		read, total, records int64
		want                 string
	}{
		{0, 2_500_000, 0, "0% of 2.5 MB read, 0 record(s) done"},
		{1_250_000, 2_500_000, 17, "50% of 2.5 MB read, 17 record(s) done"},
		{3_000_000, 2_500_000, 40, "100% of 2.5 MB read, 40 record(s) done"},
		{10, 1_200_000_000, 1, "0% of 1.2 GB read, 1 record(s) done"},
		{0, 999, 0, "0% of 999 B read, 0 record(s) done"},
	} {
		if got := progressLine(tt.read, tt.total, tt.records); got != tt.want {
			t.Errorf("progressLine(%d, %d, %d) = %q, want %q", tt.read, tt.total, tt.records, got, tt.want)
		}
	}
}

// TestProgressClears checks that the status line is rewritten in place,
// cleared before any message and when stopped, so it never runs into
// other output.
func TestProgressClears(t *testing.T) {
	var w syncBuffer
	var read, records atomic.Int64
	read.Store(500)
	p := startProgress(&w, 1000, &read, &records, time.Millisecond)
	for !strings.Contains(w.String(), "50% of") {
		time.Sleep(time.Millisecond)
	}
	fmt.Fprintln(p, "sourced: line 3: not valid JSON")
	p.Stop()
	p.Stop()
	got := w.String()
	if !strings.HasPrefix(got, "\r\x1b[Ksourced: 50% of 1.0 kB read, 0 record(s) done") {
		t.Errorf("progress output starts %q", got)
	}
	if !strings.Contains(got, "done\r\x1b[Ksourced: line 3: not valid JSON\n") {
		t.Errorf("the message was not written on a cleared line: %q", got)
	}
	if !strings.HasSuffix(got, "\n") && !strings.HasSuffix(got, "done\r\x1b[K") {
		t.Errorf("the status line was not cleared at the end: %q", got)
	}
}

// syncBuffer is a bytes.Buffer safe for concurrent use.
type syncBuffer struct {
	mu  sync.Mutex
	buf bytes.Buffer
}

func (b *syncBuffer) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.Write(p)
}

func (b *syncBuffer) String() string {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.String()
}
