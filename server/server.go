// Package server is sourced over HTTP: a web page that marks every claim
// of a pasted answer grounded, contradicted or unverified and highlights
// its evidence in the sources, and a JSON API for other languages and
// services — the same reports `sourced check --json` and `sourced batch
// --json` print.
//
// The server never fetches a URL taken from a request: it checks the text
// it is sent, and in citation mode its Citer asks only the registries it
// was configured with. Request bodies are capped, the number of checks running at
// once is bounded, and every response carries a Content-Security-Policy
// that allows no inline script or style.
package server

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"runtime"
	"slices"
	"strings"
	"time"

	"github.com/sourced-dev/sourced"
)

// DefaultMaxBytes is the request body cap when Config.MaxBytes is 0: 2 MB.
const DefaultMaxBytes = 2 << 20

// The connection timeouts NewHTTPServer sets. A batch stream pushes the
// read and write deadlines on by these amounts at every record, so that a
// long stream is bounded per record rather than as a whole.
const (
	ReadHeaderTimeout = 10 * time.Second
	ReadTimeout       = time.Minute
	WriteTimeout      = 2 * time.Minute
	IdleTimeout       = 2 * time.Minute
)

// Citer checks the claims of a text that cites its sources (citation
// mode). It must be safe for concurrent use; it reaches only the registries
// it was configured with, never a URL taken from the text. An error means
// no report could be made at all; a citation that could not be resolved is
// an unverified claim in the report, not an error.
type Citer interface {
	Cite(ctx context.Context, text string) (sourced.Report, error)
}

// Config is the server's configuration. The zero value is usable.
type Config struct {
	// MaxBytes caps every request body; 0 means DefaultMaxBytes.
	MaxBytes int64
	// MaxConcurrent bounds the checks running at once; a request beyond
	// it is answered 503 at once. 0 means one per core.
	MaxConcurrent int
	// Citer enables citation mode: POST /api/cite and the page's second
	// tab. When nil, /api/cite answers 501 and the tab is not shown.
	Citer Citer
	// CheckOptions are passed to every check of /api/check, /api/batch
	// and the page, as sourced.WithJudge to let an LLM judge the claims
	// string matching leaves unverified.
	CheckOptions []sourced.CheckOption
}

// Server is the http.Handler that serves the page and the API. Build it
// with New; it is safe for concurrent use.
type Server struct {
	cfg     Config
	mux     *http.ServeMux
	slots   chan struct{}
	metrics *metrics
}

// New returns a Server for cfg.
func New(cfg Config) *Server {
	if cfg.MaxBytes <= 0 {
		cfg.MaxBytes = DefaultMaxBytes
	}
	if cfg.MaxConcurrent <= 0 {
		cfg.MaxConcurrent = runtime.GOMAXPROCS(0)
	}
	s := &Server{
		cfg:     cfg,
		mux:     http.NewServeMux(),
		slots:   make(chan struct{}, cfg.MaxConcurrent),
		metrics: newMetrics(),
	}
	for _, rt := range []route{
		{path: "/{$}", name: "/", methods: []string{http.MethodGet, http.MethodPost}, h: s.checkPage, limited: true},
		{path: "/cite", name: "/cite", methods: []string{http.MethodGet, http.MethodPost}, h: s.citePage, limited: true},
		{path: "/static/", name: "/static/", methods: []string{http.MethodGet}, h: staticFiles()},
		{path: "/api/check", name: "/api/check", methods: []string{http.MethodPost}, h: s.apiCheck, limited: true},
		{path: "/api/batch", name: "/api/batch", methods: []string{http.MethodPost}, h: s.apiBatch, limited: true},
		{path: "/api/cite", name: "/api/cite", methods: []string{http.MethodPost}, h: s.apiCite, limited: true},
		{path: "/healthz", name: "/healthz", methods: []string{http.MethodGet}, h: healthz},
		{path: "/metrics", name: "/metrics", methods: []string{http.MethodGet}, h: s.metrics.handler().ServeHTTP},
		{path: "/", name: "other", h: notFound},
	} {
		s.mux.Handle(rt.path, s.wrap(rt))
	}
	return s
}

// ServeHTTP serves the page and the API.
func (s *Server) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	s.mux.ServeHTTP(w, r)
}

// NewHTTPServer returns an *http.Server serving h on addr with every
// connection timeout set.
func NewHTTPServer(addr string, h http.Handler) *http.Server {
	return &http.Server{
		Addr:              addr,
		Handler:           h,
		ReadHeaderTimeout: ReadHeaderTimeout,
		ReadTimeout:       ReadTimeout,
		WriteTimeout:      WriteTimeout,
		IdleTimeout:       IdleTimeout,
		MaxHeaderBytes:    64 << 10,
	}
}

// route is one path of the server.
type route struct {
	path string
	// name labels the route in metrics.
	name string
	// methods are the methods allowed; nil allows every method. GET
	// allows HEAD too.
	methods []string
	h       http.HandlerFunc
	// limited routes take one of the server's slots while they run.
	limited bool
}

// contentSecurityPolicy allows scripts, styles and images only from the
// server's own /static/ files: no inline script, no style attribute, no
// framing, and forms post only back to the server.
const contentSecurityPolicy = "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self'; " +
	"connect-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'"

// wrap adds to a route what every response needs: the security headers,
// the method check, the concurrency bound and the metrics.
func (s *Server) wrap(rt route) http.Handler {
	allowed := slices.Clone(rt.methods)
	if slices.Contains(allowed, http.MethodGet) {
		allowed = append(allowed, http.MethodHead)
	}
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		start := time.Now()
		rec := &statusRecorder{ResponseWriter: w}
		defer func() { s.metrics.observe(rt.name, rec.status(), time.Since(start)) }()

		h := rec.Header()
		h.Set("Content-Security-Policy", contentSecurityPolicy)
		h.Set("X-Content-Type-Options", "nosniff")
		h.Set("X-Frame-Options", "DENY")
		h.Set("Referrer-Policy", "no-referrer")
		h.Set("Cross-Origin-Opener-Policy", "same-origin")

		if allowed != nil && !slices.Contains(allowed, r.Method) {
			h.Set("Allow", strings.Join(allowed, ", "))
			writeError(rec, http.StatusMethodNotAllowed, fmt.Sprintf("method %s not allowed on %s; use %s", r.Method, r.URL.Path, strings.Join(rt.methods, " or ")))
			return
		}
		if rt.limited {
			select {
			case s.slots <- struct{}{}:
				defer func() { <-s.slots }()
			default:
				h.Set("Retry-After", "1")
				writeError(rec, http.StatusServiceUnavailable, fmt.Sprintf("server busy: %d checks already running; retry shortly", cap(s.slots)))
				return
			}
		}
		// The server's own writer, which MaxBytesReader tells to close the
		// connection once the cap is met.
		r.Body = http.MaxBytesReader(w, r.Body, s.cfg.MaxBytes)
		rt.h(rec, r)
	})
}

// renewWriteDeadline gives the connection WriteTimeout from now to write
// the answer. The deadline the server set when the request arrived may
// have passed while a judge or the registries of citation mode were asked;
// the answer must not be cut off for it.
func renewWriteDeadline(w http.ResponseWriter) {
	http.NewResponseController(w).SetWriteDeadline(time.Now().Add(WriteTimeout))
}

// statusRecorder remembers the status code a handler wrote.
type statusRecorder struct {
	http.ResponseWriter
	code int
}

func (s *statusRecorder) WriteHeader(code int) {
	if s.code == 0 {
		s.code = code
	}
	s.ResponseWriter.WriteHeader(code)
}

func (s *statusRecorder) Write(b []byte) (int, error) {
	if s.code == 0 {
		s.code = http.StatusOK
	}
	return s.ResponseWriter.Write(b)
}

// Unwrap lets http.ResponseController reach the connection's writer.
func (s *statusRecorder) Unwrap() http.ResponseWriter { return s.ResponseWriter }

func (s *statusRecorder) status() int {
	if s.code == 0 {
		return http.StatusOK
	}
	return s.code
}

// errorBody is the JSON body of every error the API answers.
type errorBody struct {
	Error string `json:"error"`
}

// writeError answers code with {"error": msg}.
func writeError(w http.ResponseWriter, code int, msg string) {
	renewWriteDeadline(w)
	w.Header().Set("Content-Type", "application/json")
	w.Header().Set("Cache-Control", "no-store")
	w.WriteHeader(code)
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(false)
	enc.Encode(errorBody{Error: msg})
}

// bodyError answers the error met reading a request body: 413 when the
// body was over the cap, else 400.
func (s *Server) bodyError(w http.ResponseWriter, err error) {
	if tooLarge(err) {
		writeError(w, http.StatusRequestEntityTooLarge, s.tooLargeMessage())
		return
	}
	writeError(w, http.StatusBadRequest, "reading the request body: "+err.Error())
}

func (s *Server) tooLargeMessage() string {
	return fmt.Sprintf("request body is larger than this server's limit of %d bytes", s.cfg.MaxBytes)
}

func tooLarge(err error) bool {
	var mb *http.MaxBytesError
	return errors.As(err, &mb)
}

func healthz(w http.ResponseWriter, _ *http.Request) {
	w.Header().Set("Content-Type", "application/json")
	w.Header().Set("Cache-Control", "no-store")
	w.Write([]byte(`{"status":"ok"}` + "\n"))
}

func notFound(w http.ResponseWriter, r *http.Request) {
	writeError(w, http.StatusNotFound, "no such page: "+r.URL.Path)
}
