// Package faulttest holds what the tests of every registry backend share:
// the ways a registry can fail, a check that a backend turns each into a
// failure, the fetch client backends are tested with, the replay of the
// recordings closed when the test ends, and a registry that knows nothing
// and keeps the requests it was sent. It imports
// testing, so only tests import it; the replays the shipped binary needs
// (sourced bench cite) are in package apitest.
package faulttest

import (
	"errors"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/sourced-dev/sourced"
	"github.com/sourced-dev/sourced/internal/apitest"
	"github.com/sourced-dev/sourced/resolve/fetch"
)

// Fetcher returns the fetch client backends are tested with: a timeout
// well under HangFor, yet long enough for a replay on a loaded machine
// (500 ms timed a loaded machine's replay out), one quick retry, no rate
// wait worth the name.
func Fetcher() *fetch.Client {
	return fetch.New(&http.Client{Timeout: 1500 * time.Millisecond},
		fetch.Options{Backoff: time.Millisecond, Retries: 1, Rate: 1000})
}

// Replay starts an apitest server replaying the recordings in dir, closed
// when the test ends.
func Replay(t testing.TB, dir string, opts ...apitest.Option) *apitest.Server {
	t.Helper()
	srv := apitest.New(dir, opts...)
	t.Cleanup(srv.Close)
	return srv
}

// Recorder is a registry that knows nothing: it answers every request
// with a 404 and keeps the requests, for tests of what a backend asks.
type Recorder struct {
	*httptest.Server
	mu  sync.Mutex
	got []*http.Request
}

// Record starts a Recorder, closed when the test ends.
func Record(t testing.TB) *Recorder {
	t.Helper()
	r := &Recorder{}
	r.Server = httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, req *http.Request) {
		r.mu.Lock()
		r.got = append(r.got, req)
		r.mu.Unlock()
		http.NotFound(w, req)
	}))
	t.Cleanup(r.Close)
	return r
}

// Requests returns the requests received so far, in order.
func (r *Recorder) Requests() []*http.Request {
	r.mu.Lock()
	defer r.mu.Unlock()
	return append([]*http.Request(nil), r.got...)
}

// Check serves every fault in turn and calls try with the server's
// base URL; each error try returns must be a failure: not nil, and not
// sourced.ErrWorkNotFound.
func Check(t *testing.T, try func(base string) []error) {
	t.Helper()
	for _, f := range Faults() {
		t.Run(f.Name, func(t *testing.T) {
			srv := httptest.NewServer(f.Handler)
			defer srv.Close()
			for i, err := range try(srv.URL) {
				if err == nil || errors.Is(err, sourced.ErrWorkNotFound) {
					t.Errorf("lookup %d: err = %v, want a failure that is not 'not found'", i, err)
				}
			}
		})
	}
}

// Fault is a way a registry can fail.
type Fault struct {
	// Name describes the fault.
	Name string
	// Handler misbehaves so.
	Handler http.HandlerFunc
}

// HangFor is how long the timeout fault keeps a request waiting; clients
// under test use a shorter timeout.
const HangFor = 2 * time.Second

// Faults lists the failures every backend must turn into an error that is
// neither an answer nor "not found": a timeout, a 429 whose Retry-After
// is too long to wait, a 500, malformed JSON, a truncated body, an HTML
// page, a JSON body of the right shape missing its record, and a 50 MB body.
func Faults() []Fault {
	return []Fault{
		{"timeout", func(w http.ResponseWriter, r *http.Request) {
			select {
			case <-time.After(HangFor):
			case <-r.Context().Done():
			}
		}},
		{"429 with a long Retry-After", func(w http.ResponseWriter, r *http.Request) {
			w.Header().Set("Retry-After", "3600")
			w.WriteHeader(http.StatusTooManyRequests)
		}},
		{"500", func(w http.ResponseWriter, r *http.Request) {
			w.WriteHeader(http.StatusInternalServerError)
		}},
		{"malformed JSON", func(w http.ResponseWriter, r *http.Request) {
			w.Header().Set("Content-Type", "application/json")
			w.Write([]byte(`{"id": "https://openalex.org/W1", "title": `))
		}},
		{"truncated body", func(w http.ResponseWriter, r *http.Request) {
			w.Header().Set("Content-Type", "application/json")
			w.Header().Set("Content-Length", "1000")
			w.Write([]byte(`{"id": "https://openalex.org/W1", "message": {"DOI": "10.1/x"`))
		}},
		{"HTML instead of JSON", func(w http.ResponseWriter, r *http.Request) {
			w.Header().Set("Content-Type", "text/html; charset=utf-8")
			w.Write([]byte("<!DOCTYPE html><html><body>Service unavailable</body></html>"))
		}},
		{"JSON of another shape", func(w http.ResponseWriter, r *http.Request) {
			w.Header().Set("Content-Type", "application/json")
			w.Write([]byte(`{"status": "ok", "results": null, "message": null}`))
		}},
		{"50 MB body", func(w http.ResponseWriter, r *http.Request) {
			w.Header().Set("Content-Type", "application/json")
			chunk := []byte(`{"title":"` + strings.Repeat("x", 1<<20))
			for range 50 {
				if _, err := w.Write(chunk); err != nil {
					return
				}
			}
		}},
	}
}
