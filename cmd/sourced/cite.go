package main

import (
	"context"
	"encoding/json"
	"fmt"
	"slices"
	"strings"

	"github.com/spf13/cobra"

	"github.com/sourced-dev/sourced"
	"github.com/sourced-dev/sourced/render"
)

// citeOptions are the flags of sourced cite.
type citeOptions struct {
	ff      formatFlags
	format  outputFormat
	noColor bool
	failOn  *citeGate
	res     resolverOptions
}

func newCiteCmd(e *env) *cobra.Command {
	o := citeOptions{failOn: defaultCiteGate()}
	cmd := &cobra.Command{
		Use:   "cite FILE...|-",
		Short: "Resolve each citation to a real work and check the claim against it",
		Long: "Cite reads AI-written text (Markdown or plain, or - for standard input), finds its\n" +
			"citations (DOIs, arXiv ids, [n] markers and author-year citations against a\n" +
			"References section), resolves each through OpenAlex and Crossref, flags retracted\n" +
			"works, and checks the sentence carrying each citation against the work's abstract.\n\n" +
			"Registries: --openalex-url / SOURCED_OPENALEX_URL, --crossref-url / SOURCED_CROSSREF_URL,\n" +
			"--mailto / SOURCED_MAILTO (their polite pools). Resolutions are cached for 7 days in\n" +
			"SOURCED_CACHE_DIR or the user cache directory.\n\n" +
			"--format picks the report: text, json, or a CI format (sarif, junit, github,\n" +
			"markdown), as for check.\n\n" +
			"Several files are checked one after another, sharing the cache: the text report\n" +
			"gives each under its name, then the totals; --json prints one line per file,\n" +
			"{\"id\": FILE, \"claims\", \"counts\"} as batch does; a CI format reports them all.\n\n" +
			"Exit status: 0 clean, 1 a claim --fail-on names, 2 usage or input error,\n" +
			"3 a registry failure left a citation unanswered.",
		Example: "  sourced cite summary.md --mailto you@example.org\n" +
			"  sourced cite summary.md --json --fail-on contradicted,retracted,unresolved\n" +
			"  sourced cite summary.md --retractions retraction_watch.csv --offline\n" +
			"  sourced cite docs/*.md --offline",
		Args: func(cmd *cobra.Command, args []string) error {
			if len(args) == 0 {
				return fmt.Errorf("cite needs a FILE (or -) (see %s --help)", cmd.CommandPath())
			}
			if n := stdinUses(args); n > 1 {
				return fmt.Errorf("cite reads standard input (-) once, got - %d times", n)
			}
			return nil
		},
		RunE: func(cmd *cobra.Command, args []string) error {
			format, err := o.ff.resolve(cmd)
			if err != nil {
				return err
			}
			o.format = format
			return runCite(cmd.Context(), args, o, e)
		},
	}
	o.ff.add(cmd, "print the report as JSON (same as --format json)")
	f := cmd.Flags()
	f.BoolVar(&o.noColor, "no-color", false, "never colour the text report")
	f.Var(o.failOn, "fail-on", "comma-separated verdicts or reason codes that make the run exit 1: "+strings.Join(citeGateNames(), ", "))
	_ = cmd.RegisterFlagCompletionFunc("fail-on", cobra.FixedCompletions(
		[]string{"contradicted,retracted", "contradicted,retracted,unresolved", "contradicted,unresolved,retracted,metadata_mismatch,unverified"},
		cobra.ShellCompDirectiveNoFileComp))
	o.res.register(f)
	return cmd
}

// runCite reads the texts at paths, every one before any is resolved, so
// that a missing file, or one empty file alone, stops the run before a
// registry is asked (an empty file among several is reported with no
// claims);
// then resolves each text's citations, checks its claims and prints its
// report. Its error decides the exit code: 1 when a report holds what
// --fail-on names, else 3 when a registry left a citation unanswered.
func runCite(ctx context.Context, paths []string, o citeOptions, e *env) error {
	if err := o.res.validate(); err != nil {
		return err
	}
	texts := make([]string, len(paths))
	size := 0
	for i, path := range paths {
		text, err := readText(path, e.stdin)
		if err != nil {
			return err
		}
		if strings.TrimSpace(text) == "" && len(paths) == 1 {
			// One empty file is a mistake; among several (a hook's
			// staged files), one that cites nothing is reported so.
			return fmt.Errorf("%s is empty", displayName(path))
		}
		texts[i], size = text, size+len(text)
	}
	e.heapFor(int64(size))
	c, err := newCiter(o.res, e)
	if err != nil {
		return err
	}
	out := citeWriter{e: e, o: o, many: len(paths) > 1}
	for i, text := range texts {
		report, err := c.Cite(ctx, text)
		if err != nil {
			return err
		}
		if err := out.write(render.Doc{Report: &report, File: inputName(paths[i]), Text: text}); err != nil {
			return err
		}
	}
	if err := out.finish(); err != nil {
		return err
	}
	if out.failed {
		return errFindings
	}
	if out.unanswered {
		return &backendError{msg: "a registry could not answer for every citation (see the backend_error claims)"}
	}
	return nil
}

// citeWriter prints cite's reports, one input's after another: the text
// and JSON reports as each is made; the CI formats, whose one document
// covers every input, once all are.
type citeWriter struct {
	e    *env
	o    citeOptions
	many bool // several inputs: each text report under its name, JSON as lines
	// docs are the reports a CI format is waiting for; n counts the
	// reports made and total their claims, for the text report's last
	// line.
	docs  []render.Doc
	n     int
	total sourced.Counts
	// failed and unanswered report whether some report held what
	// --fail-on names, and whether a registry left a citation of some
	// report unanswered.
	failed, unanswered bool
}

// write prints, or keeps, the report of one input.
func (w *citeWriter) write(doc render.Doc) error {
	r := doc.Report
	w.n++
	w.failed = w.failed || w.o.failOn.failedBy(r)
	w.unanswered = w.unanswered || backendFailed(r)
	w.total = w.total.Plus(r.Counts)
	if !w.many {
		return writeReport(w.e, w.o.format, doc, w.o.failOn.ciOptions(), w.o.noColor)
	}
	var err error
	switch _, ci := w.o.format.ciRenderer(); {
	case ci:
		w.docs = append(w.docs, doc)
	case w.o.format == formatJSON:
		id, _ := json.Marshal(doc.File)
		err = render.JSONLine(w.e.stdout, id, r)
	default:
		sep := "\n"
		if w.n == 1 {
			sep = ""
		}
		_, err = fmt.Fprintf(w.e.stdout, "%s%s:\n", sep, doc.File)
		if err == nil {
			err = render.Text(w.e.stdout, r, render.TextOptions{Color: wantColor(w.e, w.o.noColor)})
		}
	}
	if err != nil {
		return fmt.Errorf("writing the report: %w", err)
	}
	return nil
}

// finish prints what waits for every input: the CI format's document, or
// the text report's totals.
func (w *citeWriter) finish() error {
	if !w.many {
		return nil
	}
	var err error
	if write, ci := w.o.format.ciRenderer(); ci {
		err = write(w.e.stdout, w.docs, withVersion(w.o.failOn.ciOptions()))
	} else if w.o.format != formatJSON {
		_, err = fmt.Fprintf(w.e.stdout, "\n%d files: %d grounded, %d contradicted, %d unverified\n",
			w.n, w.total.Grounded, w.total.Contradicted, w.total.Unverified)
	}
	if err != nil {
		return fmt.Errorf("writing the report: %w", err)
	}
	return nil
}

// citeGate is the value of cite's --fail-on: verdicts and reason codes
// that fail the run.
type citeGate []string

// citeGateNames lists what --fail-on accepts in cite.
func citeGateNames() []string {
	return []string{
		string(sourced.Contradicted), string(sourced.Unverified), string(sourced.Grounded),
		string(sourced.ReasonUnresolved), string(sourced.ReasonRetracted), string(sourced.ReasonMetadataMismatch),
		string(sourced.ReasonNoContent), string(sourced.ReasonBackendError),
		string(sourced.ReasonLowGrounding), string(sourced.ReasonNoGrounding),
	}
}

// defaultCiteGate fails on contradictions and retracted works.
func defaultCiteGate() *citeGate {
	return &citeGate{string(sourced.Contradicted), string(sourced.ReasonRetracted)}
}

// String returns the list as written on the command line.
func (g *citeGate) String() string { return strings.Join(*g, ",") }

// Set parses a comma-separated list; it replaces the default.
func (g *citeGate) Set(list string) error {
	var out citeGate
	for _, name := range strings.Split(list, ",") {
		name = strings.ToLower(strings.TrimSpace(name))
		if !slices.Contains(citeGateNames(), name) {
			return fmt.Errorf("unknown --fail-on condition %q (want %s, comma-separated)", name, strings.Join(citeGateNames(), ", "))
		}
		if !slices.Contains(out, name) {
			out = append(out, name)
		}
	}
	*g = out
	return nil
}

// Type names the value in help text.
func (g *citeGate) Type() string { return "list" }

// ciOptions are the options of the CI formats: the verdicts and reason
// codes that fail the run (see withVersion for the rest).
func (g *citeGate) ciOptions() render.CIOptions {
	var o render.CIOptions
	for _, name := range *g {
		switch v := sourced.Verdict(name); v {
		case sourced.Grounded, sourced.Contradicted, sourced.Unverified:
			o.FailOn = append(o.FailOn, v)
		default:
			o.FailOnReasons = append(o.FailOnReasons, sourced.ReasonCode(name))
		}
	}
	return o
}

// failedBy reports whether a claim has a verdict or reason code in the
// gate; a preamble never fails on its verdict (see sourced.Claim.FailsOn).
func (g *citeGate) failedBy(r *sourced.Report) bool {
	return slices.ContainsFunc(r.Claims, g.ciOptions().Fails)
}
