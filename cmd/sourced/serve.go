package main

import (
	"context"
	"errors"
	"fmt"
	"net"
	"net/http"
	"time"

	"github.com/spf13/cobra"

	"github.com/sourced-dev/sourced"
	"github.com/sourced-dev/sourced/server"
)

// shutdownGrace is how long a stopping server lets running requests finish.
const shutdownGrace = 10 * time.Second

// serveOptions are the flags of sourced serve.
type serveOptions struct {
	addr          string
	maxBytes      int64
	maxConcurrent int
	res           resolverOptions
	judging       judgeFlags
	allowJudge    bool
}

func newServeCmd(e *env) *cobra.Command {
	var o serveOptions
	cmd := &cobra.Command{
		Use:   "serve",
		Short: "Serve the checker as a web page and an HTTP API",
		Long: "Serve answers on ADDR (loopback by default):\n\n" +
			"  GET  /            the page: paste an answer and its sources, see every claim marked\n" +
			"  POST /api/check   {\"output\": \"...\", \"sources\": [\"...\", ...]} → the check --json report\n" +
			"  POST /api/batch   JSON Lines in, the batch --json lines out, streamed\n" +
			"  POST /api/cite    {\"text\": \"...\"} → the cite --format json report\n" +
			"  GET  /healthz     {\"status\":\"ok\"}\n" +
			"  GET  /metrics     Prometheus metrics\n\n" +
			"/api/check and /api/batch check only the text they are sent; with --judge and\n" +
			"--allow-judge, they send the claims string matching leaves unverified, and their\n" +
			"sources, to the judge's API, as check --judge does (--judge alone is refused).\n\n" +
			"Citation mode (/api/cite and the page's Citations tab) resolves citations through the\n" +
			"registries the flags and environment name, exactly as cite does; the server asks no\n" +
			"other host, and never a URL taken from a request.\n\n" +
			"Request bodies over --max-bytes are answered 413, a request beyond --max-concurrent\n" +
			"checks 503. SIGTERM or Ctrl-C stops it after the running requests finish.",
		Example: "  sourced serve\n" +
			"  sourced serve --addr 0.0.0.0:8080 --max-bytes 8388608\n" +
			"  sourced serve --mailto you@example.org --retractions retraction_watch.csv --full-text\n" +
			"  sourced serve --judge --allow-judge --judge-provider openai --judge-url http://127.0.0.1:11434/v1 --judge-model llama3.1:8b\n" +
			"  curl -s localhost:8080/api/check -d '{\"output\": \"Revenue rose 8%.\", \"sources\": [\"Revenue rose 8%.\"]}'",
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			if o.maxBytes <= 0 {
				return fmt.Errorf("--max-bytes must be more than 0, got %d", o.maxBytes)
			}
			if o.maxConcurrent < 0 {
				return fmt.Errorf("--max-concurrent must be 0 (one per core) or more, got %d", o.maxConcurrent)
			}
			if err := o.res.validate(); err != nil {
				return err
			}
			checkOpts, err := serveJudge(cmd, &o, e)
			if err != nil {
				return err
			}
			e.heapFor(-1)
			return runServe(cmd.Context(), e, o, checkOpts)
		},
	}
	cmd.Flags().StringVar(&o.addr, "addr", "127.0.0.1:8080", "address to listen on (host:port; port 0 picks a free one)")
	cmd.Flags().Int64Var(&o.maxBytes, "max-bytes", server.DefaultMaxBytes, "largest request body accepted, in bytes")
	cmd.Flags().IntVar(&o.maxConcurrent, "max-concurrent", 0, "checks running at once (0: one per core)")
	o.res.register(cmd.Flags())
	o.judging.register(cmd.Flags())
	cmd.Flags().BoolVar(&o.allowJudge, "allow-judge", false, "let --judge send the claims and sources of every check request to the judge's API (each request costs tokens)")
	// Exit codes are the command's, not a request's: a judge without an
	// answer is told in each report instead.
	_ = cmd.Flags().MarkHidden("judge-required")
	return cmd
}

// serveJudge returns the check options of --judge, which the server takes
// only with --allow-judge. Its errors are usage errors.
func serveJudge(cmd *cobra.Command, o *serveOptions, e *env) ([]sourced.CheckOption, error) {
	switch {
	case cmd.Flags().Changed("judge-required"):
		return nil, errors.New("--judge-required is for check and batch; serve reports a judge without an answer in each report")
	case o.judging.enabled && !o.allowJudge:
		return nil, errors.New("--judge on a server sends every request's text to the judge's API at your cost: add --allow-judge to mean it")
	case o.allowJudge && !o.judging.enabled:
		return nil, errors.New("--allow-judge needs --judge")
	}
	return o.judging.options(cmd, e)
}

// runServe serves until ctx is done, then shuts down gracefully.
func runServe(ctx context.Context, e *env, o serveOptions, checkOpts []sourced.CheckOption) error {
	c, err := newCiter(o.res, e)
	if err != nil {
		return err
	}
	ln, err := net.Listen("tcp", o.addr)
	if err != nil {
		return fmt.Errorf("serve: %w", err)
	}
	h := server.New(server.Config{MaxBytes: o.maxBytes, MaxConcurrent: o.maxConcurrent, Citer: c, CheckOptions: checkOpts})
	srv := server.NewHTTPServer(ln.Addr().String(), h)
	fmt.Fprintf(e.stderr, "sourced: serving on http://%s\n", ln.Addr())

	served := make(chan error, 1)
	go func() { served <- srv.Serve(ln) }()
	select {
	case err := <-served:
		return fmt.Errorf("serve: %w", err)
	case <-ctx.Done():
	}
	fmt.Fprintln(e.stderr, "sourced: shutting down")
	shutdownCtx, cancel := context.WithTimeout(context.Background(), shutdownGrace)
	defer cancel()
	if err := srv.Shutdown(shutdownCtx); err != nil {
		return fmt.Errorf("serve: shutting down: %w", err)
	}
	if err := <-served; !errors.Is(err, http.ErrServerClosed) {
		return fmt.Errorf("serve: %w", err)
	}
	return nil
}
