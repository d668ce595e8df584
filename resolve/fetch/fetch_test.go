package fetch

import (
	"context"
	"errors"
	"net/http"
	"net/http/httptest"
	"sync/atomic"
	"testing"
	"time"
)

func TestRetryAfterHonoured(t *testing.T) {
	var calls atomic.Int32
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if calls.Add(1) == 1 {
			w.Header().Set("Retry-After", "1")
			w.WriteHeader(http.StatusTooManyRequests)
			return
		}
		w.Write([]byte(`{}`))
	}))
	defer srv.Close()
	c := New(srv.Client(), Options{Rate: 1000})
	start := time.Now()
	body, err := c.Get(context.Background(), srv.URL)
	if err != nil || string(body) != "{}" {
		t.Fatalf("Get = %q, %v; want the body after one retry", body, err)
	}
	if n := calls.Load(); n != 2 {
		t.Errorf("%d requests, want 2", n)
	}
	if waited := time.Since(start); waited < time.Second {
		t.Errorf("retried after %s, before the 1s Retry-After", waited)
	}
}

func TestRetriesRunOut(t *testing.T) {
	var calls atomic.Int32
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		calls.Add(1)
		w.WriteHeader(http.StatusBadGateway)
	}))
	defer srv.Close()
	c := New(srv.Client(), Options{Rate: 1000, Retries: 2, Backoff: time.Millisecond})
	_, err := c.Get(context.Background(), srv.URL)
	var se *StatusError
	if !errors.As(err, &se) || se.Status != http.StatusBadGateway {
		t.Fatalf("err = %v, want a StatusError 502", err)
	}
	if n := calls.Load(); n != 3 {
		t.Errorf("%d requests, want 1 + 2 retries", n)
	}
}

func TestNotFoundIsNotRetried(t *testing.T) {
	var calls atomic.Int32
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		calls.Add(1)
		http.NotFound(w, r)
	}))
	defer srv.Close()
	_, err := New(srv.Client(), Options{Rate: 1000}).Get(context.Background(), srv.URL)
	if !errors.Is(err, ErrNotFound) || calls.Load() != 1 {
		t.Errorf("err = %v after %d requests, want ErrNotFound after 1", err, calls.Load())
	}
}

func TestBoundedBody(t *testing.T) {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Write(make([]byte, 2048))
	}))
	defer srv.Close()
	_, err := New(srv.Client(), Options{MaxBody: 1024}).Get(context.Background(), srv.URL)
	if !errors.Is(err, ErrMalformed) {
		t.Errorf("err = %v, want ErrMalformed for a body over the bound", err)
	}
}

func TestRateLimitPerHost(t *testing.T) {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { w.Write([]byte(`{}`)) }))
	defer srv.Close()
	c := New(srv.Client(), Options{Rate: 10})
	start := time.Now()
	for range 4 {
		if _, err := c.Get(context.Background(), srv.URL); err != nil {
			t.Fatal(err)
		}
	}
	// 10 per second with a burst of one: the 4th request waits ~300ms.
	if waited := time.Since(start); waited < 250*time.Millisecond {
		t.Errorf("4 requests at 10/s took %s, want at least 250ms", waited)
	}
}

func TestRetryAfterHeader(t *testing.T) {
	now := time.Date(2026, 11, 30, 12, 0, 0, 0, time.UTC)
	tests := []struct {
		h    string
		want time.Duration
	}{
		{"", -1},
		{"7", 7 * time.Second},
		{"Mon, 30 Nov 2026 12:00:30 GMT", 30 * time.Second},
		{"Mon, 30 Nov 2026 11:00:00 GMT", 0},
		{"soon", -1},
	}
	for _, tt := range tests {
		if got := retryAfter(tt.h, now); got != tt.want {
			t.Errorf("retryAfter(%q) = %s, want %s", tt.h, got, tt.want)
		}
	}
}
