package main

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"runtime"
	"strconv"
	"sync/atomic"
	"time"

	"github.com/spf13/cobra"

	"github.com/sourced-dev/sourced"
	"github.com/sourced-dev/sourced/render"
)

func newBatchCmd(e *env) *cobra.Command {
	opts := batchOptions{failOn: defaultFailOn()}
	var judging judgeFlags
	cmd := &cobra.Command{
		Use:   "batch FILE.jsonl|-",
		Short: "Check many outputs, one JSON record per line",
		Long: "Batch checks one record per line of a JSON Lines file (or - for standard input):\n\n" +
			`  {"id": any (optional), "output": "...", "sources": ["...", ...]}` + "\n\n" +
			`"source": "..." may stand for a single source. Records are checked in parallel and` + "\n" +
			"reported in input order. A malformed line is reported on stderr with its line number,\n" +
			"counted, and fails the run.\n\n" +
			"With --judge, each record's unverified claims go to an LLM judge, one request per record.\n\n" +
			"Exit status: 0 clean, 1 a malformed line or a claim with a verdict --fail-on names,\n" +
			"2 usage or input error, 3 the judge gave no usable answer and --judge-required is set.",
		Example: "  sourced batch results.jsonl\n" +
			"  sourced batch results.jsonl --json > verdicts.jsonl\n" +
			"  generate | sourced batch - --fail-on contradicted,unverified",
		Args: func(cmd *cobra.Command, args []string) error {
			if len(args) != 1 {
				return fmt.Errorf("batch needs exactly one FILE.jsonl (or -), got %d argument(s) (see %s --help)", len(args), cmd.CommandPath())
			}
			return nil
		},
		RunE: func(cmd *cobra.Command, args []string) error {
			if opts.workers < 0 {
				return fmt.Errorf("--workers must be 0 (one per core) or more, got %d", opts.workers)
			}
			if opts.workers == 0 {
				opts.workers = runtime.GOMAXPROCS(0)
			}
			var err error
			if opts.check, err = judging.options(cmd, e); err != nil {
				return err
			}
			opts.judgeRequired = judging.required
			in := e.stdin
			var size int64
			if args[0] != stdinName {
				f, fi, err := openFile(args[0])
				if err != nil {
					return err
				}
				defer f.Close()
				in = f
				if fi.Mode().IsRegular() {
					size = fi.Size()
				}
			}
			// Progress goes to a terminal, and not when JSON lines stream
			// to the same screen.
			if e.stderrTTY && size > progressThreshold && !(opts.asJSON && e.stdoutTTY) {
				opts.progressTotal = size
			}
			return runBatch(cmd.Context(), in, e, opts)
		},
	}
	f := cmd.Flags()
	f.BoolVar(&opts.asJSON, "json", false, "print one JSON line per record instead of a summary")
	f.Var(opts.failOn, "fail-on", "comma-separated verdicts that make the run exit 1: grounded, contradicted, unverified")
	f.IntVar(&opts.workers, "workers", 0, "records checked at once (0: one per core); with --judge, also the judge requests at once")
	judging.register(f)
	return cmd
}

// batchOptions are the settings of one batch run.
type batchOptions struct {
	asJSON  bool
	failOn  *verdictSet
	workers int
	// progressTotal is the input's size when progress is to be shown on
	// stderr, else 0.
	progressTotal int64
	// check are the options of every record's check (the judge's).
	check         []sourced.CheckOption
	judgeRequired bool
}

// outcome is the result for one non-blank line.
type outcome struct {
	line   int
	id     json.RawMessage
	report sourced.Report
	// malformed says why the line could not be checked; empty when it was.
	malformed string
	// err ends the run: the check was stopped.
	err error
}

// job is one non-blank line on its way to a worker; the worker sends its
// outcome on done, which has room for it so the worker never waits.
type job struct {
	line int
	text []byte
	done chan outcome
}

// tally adds up a batch run.
type tally struct {
	records, flagged, failing, malformed int
	claims                               sourced.Counts
	judge                                judgeTally
}

// runBatch checks every record of in on opts.workers goroutines and writes
// the results in input order. At most 4×workers records are held at once,
// so memory stays flat however long the input is.
func runBatch(ctx context.Context, in io.Reader, e *env, opts batchOptions) error {
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()

	var read, written atomic.Int64
	in = countingReader{r: in, n: &read}
	stderr := e.stderr
	stopProgress := func() {}
	if opts.progressTotal > 0 {
		p := startProgress(e.stderr, opts.progressTotal, &read, &written, 250*time.Millisecond)
		stderr, stopProgress = p, p.Stop
		defer p.Stop()
	}

	jobs := make(chan job)
	order := make(chan chan outcome, 4*opts.workers)
	var readErr error // set before order is closed
	go func() {
		defer close(jobs)
		defer close(order)
		readErr = readJobs(ctx, in, jobs, order)
	}()
	for range opts.workers {
		go func() {
			for j := range jobs {
				j.done <- checkLine(ctx, j.line, j.text, opts.check)
			}
		}()
	}

	out := bufio.NewWriter(e.stdout)
	var t tally
	for done := range order {
		var o outcome
		select {
		case o = <-done:
		case <-ctx.Done():
			return ctx.Err()
		}
		if o.err != nil {
			return o.err
		}
		if err := writeOutcome(out, stderr, o, opts, &t); err != nil {
			return fmt.Errorf("writing results: %w", err)
		}
		written.Add(1)
	}
	stopProgress()
	if readErr != nil {
		out.Flush()
		return readErr
	}
	if !opts.asJSON {
		fmt.Fprintln(out, t.summary())
	}
	if err := out.Flush(); err != nil {
		return fmt.Errorf("writing results: %w", err)
	}
	if opts.judgeRequired && t.judge.failed > 0 {
		return noAnswer(t.judge.firstFailure, t.judge.failed)
	}
	if t.malformed > 0 || t.failing > 0 {
		return errFindings
	}
	return nil
}

// readJobs reads in line by line, however long the lines, and hands every
// non-blank line to the workers (jobs) while queueing its outcome channel
// in input order (order). Line numbers count every line, blank or not.
func readJobs(ctx context.Context, in io.Reader, jobs chan<- job, order chan<- chan outcome) error {
	r := bufio.NewReaderSize(in, 64<<10)
	for n := 1; ; n++ {
		text, err := r.ReadBytes('\n')
		text = bytes.TrimSuffix(bytes.TrimSuffix(text, []byte("\n")), []byte("\r"))
		if n == 1 {
			text = bytes.TrimPrefix(text, []byte("\uFEFF"))
		}
		if len(bytes.TrimSpace(text)) > 0 {
			j := job{line: n, text: text, done: make(chan outcome, 1)}
			select {
			case order <- j.done:
			case <-ctx.Done():
				return ctx.Err()
			}
			select {
			case jobs <- j:
			case <-ctx.Done():
				return ctx.Err()
			}
		}
		if errors.Is(err, io.EOF) {
			return nil
		}
		if err != nil {
			return fmt.Errorf("reading line %d: %w", n, err)
		}
	}
}

// checkLine decodes and checks one line.
func checkLine(ctx context.Context, line int, text []byte, opts []sourced.CheckOption) outcome {
	rec, err := decodeRecord(text)
	if err != nil {
		return outcome{line: line, malformed: err.Error()}
	}
	report, err := sourced.NewIndex(rec.sources...).CheckContext(ctx, rec.output, opts...)
	return outcome{line: line, id: rec.id, report: report, err: err}
}

// writeOutcome reports one outcome and adds it to t.
func writeOutcome(out, stderr io.Writer, o outcome, opts batchOptions, t *tally) error {
	lineID := json.RawMessage(strconv.Itoa(o.line))
	if o.malformed != "" {
		t.malformed++
		fmt.Fprintf(stderr, "sourced: line %d: %s\n", o.line, o.malformed)
		if opts.asJSON {
			return render.JSONLineError(out, lineID, o.malformed)
		}
		return nil
	}
	t.records++
	t.claims.Grounded += o.report.Counts.Grounded
	t.claims.Contradicted += o.report.Counts.Contradicted
	t.claims.Unverified += o.report.Counts.Unverified
	t.judge.add(&o.report)
	if o.report.Has(sourced.Contradicted) {
		t.flagged++
	}
	if opts.failOn.failedBy(&o.report) {
		t.failing++
	}
	if !opts.asJSON {
		return nil
	}
	id := o.id
	if id == nil {
		id = lineID
	}
	return render.JSONLine(out, id, &o.report)
}

// summary is the one line batch prints without --json.
func (t tally) summary() string {
	s := fmt.Sprintf("%d record(s): %d grounded, %d contradicted, %d unverified claims; %d record(s) with a contradiction",
		t.records, t.claims.Grounded, t.claims.Contradicted, t.claims.Unverified, t.flagged)
	if t.malformed > 0 {
		s += fmt.Sprintf("; %d malformed line(s)", t.malformed)
	}
	if t.judge.used {
		s += "; judge: " + t.judge.String()
	}
	return s
}
