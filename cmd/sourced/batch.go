package main

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"runtime"
	"strings"
	"sync/atomic"
	"time"

	"github.com/spf13/cobra"

	"github.com/sourced-dev/sourced"
	"github.com/sourced-dev/sourced/internal/record"
	"github.com/sourced-dev/sourced/render"
)

func newBatchCmd(e *env) *cobra.Command {
	opts := batchOptions{failOn: defaultFailOn()}
	var ff formatFlags
	var judging judgeFlags
	cmd := &cobra.Command{
		Use:   "batch FILE.jsonl|-",
		Short: "Check many outputs, one JSON record per line",
		Long: "Batch checks one record per line of a JSON Lines file (or - for standard input):\n\n" +
			`  {"id": any (optional), "output": "...", "sources": ["...", ...]}` + "\n\n" +
			`"source": "..." may stand for a single source. Records are checked in parallel and` + "\n" +
			"reported in input order. A malformed line (an empty output too) is reported on stderr\n" +
			"with its line number, counted, and fails the run. A record whose sources hold no text is checked, and noted\n" +
			"on stderr with its line number.\n\n" +
			"--format text prints one summary line; json prints one JSON line per record. The\n" +
			"CI formats (sarif, junit, github, markdown) write every record into one document:\n" +
			"each record's claims are placed on its line of FILE and named by its id (one SARIF\n" +
			"run, one JUnit test suite per record, one summary table row per record); they hold\n" +
			"the reports until the end, so memory grows with the input. A malformed line is also\n" +
			"an error in that document, at its line.\n\n" +
			"With --judge, each record's unverified claims go to an LLM judge, one request per record.\n\n" +
			"Exit status: 0 clean, 1 a malformed line or a claim with a verdict --fail-on names,\n" +
			"2 usage or input error, 3 the judge gave no usable answer and --judge-required is set.",
		Example: "  sourced batch results.jsonl\n" +
			"  sourced batch results.jsonl --json > verdicts.jsonl\n" +
			"  sourced batch results.jsonl --format github\n" +
			"  generate | sourced batch - --fail-on contradicted,unverified",
		Args: func(cmd *cobra.Command, args []string) error {
			if len(args) != 1 {
				return fmt.Errorf("batch needs exactly one FILE.jsonl (or -), got %d argument(s) (see %s --help)", len(args), cmd.CommandPath())
			}
			return nil
		},
		RunE: func(cmd *cobra.Command, args []string) error {
			var err error
			if opts.format, err = ff.resolve(cmd); err != nil {
				return err
			}
			opts.file = inputName(args[0])
			if opts.workers < 0 || opts.workers > maxWorkers {
				return fmt.Errorf("--workers must be 0 (one per core) to %d, got %d", maxWorkers, opts.workers)
			}
			if opts.workers == 0 {
				opts.workers = runtime.GOMAXPROCS(0)
			}
			if opts.check, err = judging.options(cmd, e); err != nil {
				return err
			}
			opts.judgeRequired = judging.required
			in := e.stdin
			size := int64(-1)
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
			e.heapFor(size)
			// Progress goes to a terminal, and not when a report other
			// than the summary goes to the same screen.
			if e.stderrTTY && size > progressThreshold && !(opts.format != formatText && e.stdoutTTY) {
				opts.progressTotal = size
			}
			return runBatch(cmd.Context(), in, e, opts)
		},
	}
	ff.add(cmd, "print one JSON line per record instead of a summary (same as --format json)")
	addFailOn(cmd, opts.failOn)
	cmd.Flags().IntVar(&opts.workers, "workers", 0, "records checked at once (0: one per core); with --judge, also the judge requests at once")
	judging.register(cmd.Flags())
	return cmd
}

// batchOptions are the settings of one batch run.
type batchOptions struct {
	format outputFormat
	// file names the input in the CI formats: its path, or stdin.
	file    string
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
	// sourceless marks a record checked against no source text at all.
	sourceless bool
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
	// sourceless counts the records checked against no source text.
	records, flagged, failing, malformed, sourceless int
	claims                                           sourced.Counts
	// docs keeps every checked record for a CI format, which writes them
	// all as one document at the end.
	docs  []render.Doc
	judge judgeTally
}

// maxWorkers is the most records batch checks at once: a goroutine each,
// and a queue of four times as many records (see runBatch), which a value
// past it would make too large to allocate. A machine's cores, or the
// judge requests a server takes at once, are far fewer.
const maxWorkers = 1024

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
	for {
		done, ok, err := awaitFlushed(ctx, order, out)
		if err != nil {
			return err
		}
		if !ok {
			break
		}
		o, _, err := awaitFlushed(ctx, done, out)
		if err != nil {
			return err
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
	if ci, ok := opts.format.ciRenderer(); ok {
		if err := ci(out, t.docs, withVersion(ciOptions(opts.failOn))); err != nil {
			return fmt.Errorf("writing results: %w", err)
		}
	} else if opts.format == formatText {
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

// awaitFlushed receives from c, and when it has to wait for the value,
// flushes out first: a record is written as soon as it and every record
// before it are done, while records that are ready one after another are
// written together, in blocks of out's size. ok is false when c is closed,
// and err is the error of the flush (wrapped as a write's) or of ctx,
// ended while waiting.
func awaitFlushed[T any](ctx context.Context, c <-chan T, out *bufio.Writer) (v T, ok bool, err error) {
	select {
	case v, ok = <-c:
		return v, ok, nil
	default:
	}
	if err := out.Flush(); err != nil {
		return v, false, fmt.Errorf("writing results: %w", err)
	}
	select {
	case v, ok = <-c:
		return v, ok, nil
	case <-ctx.Done():
		return v, false, ctx.Err()
	}
}

// readJobs hands every non-blank line of in to the workers (jobs) while
// queueing its outcome channel in input order (order).
func readJobs(ctx context.Context, in io.Reader, jobs chan<- job, order chan<- chan outcome) error {
	return record.Lines(ctx, in, func(n int, text []byte) error {
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
		return nil
	})
}

// checkLine decodes and checks one line.
func checkLine(ctx context.Context, line int, text []byte, opts []sourced.CheckOption) outcome {
	rec, err := record.Decode(text)
	if err != nil {
		return outcome{line: line, malformed: err.Error()}
	}
	var report sourced.Report
	if len(opts) == 0 {
		// With no judge to ask, the record's index serves its one check
		// alone, and sourced.Check hands its arrays on to the next
		// record's.
		report = sourced.Check(rec.Output, rec.Sources...)
	} else {
		report, err = sourced.NewIndex(rec.Sources...).CheckContext(ctx, rec.Output, opts...)
	}
	return outcome{line: line, id: rec.ID, report: report, err: err, sourceless: blank(rec.Sources)}
}

// blank reports whether none of the texts holds more than white space.
func blank(texts []string) bool {
	for _, t := range texts {
		if strings.TrimSpace(t) != "" {
			return false
		}
	}
	return true
}

// writeOutcome reports one outcome and adds it to t.
func writeOutcome(out, stderr io.Writer, o outcome, opts batchOptions, t *tally) error {
	if o.malformed != "" {
		t.malformed++
		fmt.Fprintf(stderr, "sourced: line %d: %s\n", o.line, o.malformed)
		if _, ok := opts.format.ciRenderer(); ok {
			t.docs = append(t.docs, render.Doc{File: opts.file, Line: o.line, Error: o.malformed})
		}
		if opts.format == formatJSON {
			return render.JSONLineError(out, record.LineID(o.line), o.malformed)
		}
		return nil
	}
	t.records++
	if o.sourceless {
		// Allowed, but most often a pipeline that passed on an empty
		// context: said, as a malformed line is.
		t.sourceless++
		fmt.Fprintf(stderr, "sourced: note: line %d: no source text: no claim can be grounded in it\n", o.line)
	}
	t.claims = t.claims.Plus(o.report.Counts)
	t.judge.add(&o.report)
	if o.report.Has(sourced.Contradicted) {
		t.flagged++
	}
	if opts.failOn.failedBy(&o.report) {
		t.failing++
	}
	if _, ok := opts.format.ciRenderer(); ok {
		t.docs = append(t.docs, render.Doc{Report: &o.report, File: opts.file, Line: o.line, Record: recordName(o.id)})
	}
	if opts.format != formatJSON {
		return nil
	}
	return render.JSONLine(out, record.IDOr(o.id, o.line), &o.report)
}

// summary is the one line batch prints without --json.
func (t tally) summary() string {
	s := fmt.Sprintf("%d record(s): %d grounded, %d contradicted, %d unverified claims; %d record(s) with a contradiction",
		t.records, t.claims.Grounded, t.claims.Contradicted, t.claims.Unverified, t.flagged)
	if t.malformed > 0 {
		s += fmt.Sprintf("; %d malformed line(s)", t.malformed)
	}
	if t.sourceless > 0 {
		s += fmt.Sprintf("; %d record(s) without source text", t.sourceless)
	}
	if t.judge.used {
		s += "; judge: " + t.judge.String()
	}
	return s
}

// recordName is a record's id as a person reads it: a string without its
// quotes, any other JSON value as written, compacted; empty when the
// record has no id.
func recordName(id json.RawMessage) string {
	if id == nil {
		return ""
	}
	var s string
	if json.Unmarshal(id, &s) == nil {
		return s
	}
	var b bytes.Buffer
	if json.Compact(&b, id) != nil {
		return string(id)
	}
	return b.String()
}
