package main

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"time"

	"github.com/spf13/cobra"

	"github.com/sourced-dev/sourced"
	"github.com/sourced-dev/sourced/cite"
	"github.com/sourced-dev/sourced/render"
	"github.com/sourced-dev/sourced/resolve"
	"github.com/sourced-dev/sourced/resolve/cache"
	"github.com/sourced-dev/sourced/resolve/crossref"
	"github.com/sourced-dev/sourced/resolve/fetch"
	"github.com/sourced-dev/sourced/resolve/openalex"
	"github.com/sourced-dev/sourced/resolve/retraction"
)

// citeOptions are the flags of sourced cite.
type citeOptions struct {
	ff          formatFlags
	format      outputFormat
	noColor     bool
	failOn      *citeGate
	openalexURL string
	crossrefURL string
	mailto      string
	workers     int
	retractions string
	noCache     bool
	offline     bool
	timeout     time.Duration
	full        fullTextOptions
}

func newCiteCmd(e *env) *cobra.Command {
	o := citeOptions{failOn: defaultCiteGate()}
	cmd := &cobra.Command{
		Use:   "cite FILE|-",
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
			"Exit status: 0 clean, 1 a claim --fail-on names, 2 usage or input error,\n" +
			"3 a registry failure left a citation unanswered.",
		Example: "  sourced cite summary.md --mailto you@example.org\n" +
			"  sourced cite summary.md --json --fail-on contradicted,retracted,unresolved\n" +
			"  sourced cite summary.md --retractions retraction_watch.csv --offline",
		Args: func(cmd *cobra.Command, args []string) error {
			if len(args) != 1 {
				return fmt.Errorf("cite needs exactly one FILE (or -), got %d argument(s) (see %s --help)", len(args), cmd.CommandPath())
			}
			return nil
		},
		RunE: func(cmd *cobra.Command, args []string) error {
			format, err := o.ff.resolve(cmd)
			if err != nil {
				return err
			}
			o.format = format
			return runCite(cmd.Context(), args[0], o, e)
		},
	}
	o.ff.add(cmd, "print the report as JSON (same as --format json)")
	f := cmd.Flags()
	f.BoolVar(&o.noColor, "no-color", false, "never colour the text report")
	f.Var(o.failOn, "fail-on", "comma-separated verdicts or reason codes that make the run exit 1: "+strings.Join(citeGateNames(), ", "))
	_ = cmd.RegisterFlagCompletionFunc("fail-on", cobra.FixedCompletions(
		[]string{"contradicted,retracted", "contradicted,retracted,unresolved", "contradicted,unresolved,retracted,metadata_mismatch,unverified"},
		cobra.ShellCompDirectiveNoFileComp))
	f.StringVar(&o.openalexURL, "openalex-url", "", "OpenAlex API base URL (default $SOURCED_OPENALEX_URL or "+openalex.DefaultBaseURL+")")
	f.StringVar(&o.crossrefURL, "crossref-url", "", "Crossref API base URL (default $SOURCED_CROSSREF_URL or "+crossref.DefaultBaseURL+")")
	f.StringVar(&o.mailto, "mailto", "", "contact address sent to the registries' polite pools (default $SOURCED_MAILTO)")
	f.IntVar(&o.workers, "max-workers", 4, "citations resolved at once")
	f.StringVar(&o.retractions, "retractions", "", "retraction index: the Retraction Watch CSV, or a CSV of original DOI, notice DOI pairs")
	f.BoolVar(&o.noCache, "no-cache", false, "neither read nor write the resolution cache")
	f.BoolVar(&o.offline, "offline", false, "answer from the cache and the retraction index alone")
	f.DurationVar(&o.timeout, "timeout", 20*time.Second, "time allowed for one registry request")
	o.full.register(cmd)
	return cmd
}

// runCite reads the text, resolves its citations, checks each claim and
// prints the report. Its error decides the exit code.
func runCite(ctx context.Context, path string, o citeOptions, e *env) error {
	if o.workers < 1 {
		return fmt.Errorf("--max-workers must be 1 or more, got %d", o.workers)
	}
	if o.timeout <= 0 {
		return fmt.Errorf("--timeout must be positive, got %s", o.timeout)
	}
	if o.offline && o.noCache && o.retractions == "" {
		return errors.New("--offline with --no-cache and no --retractions has nothing to answer from")
	}
	text, err := readText(path, e.stdin)
	if err != nil {
		return err
	}
	if strings.TrimSpace(text) == "" {
		return fmt.Errorf("%s is empty", displayName(path))
	}
	r, err := newResolver(o, e)
	if err != nil {
		return err
	}
	pairs := cite.Extract(text)
	cits := make([]sourced.Citation, len(pairs))
	for i, p := range pairs {
		cits[i] = p.Citation
	}
	res := r.Resolve(ctx, cits)
	attachFullText(ctx, res, o, e)
	if err := ctx.Err(); err != nil {
		return err
	}
	report := sourced.CheckCitations(pairs, res)
	if ci, ok := o.format.ciRenderer(); ok {
		doc := render.Doc{Report: &report, File: inputName(path), Text: text}
		err = ci(e.stdout, []render.Doc{doc}, o.failOn.ciOptions())
	} else if o.format == formatJSON {
		err = render.JSON(e.stdout, &report)
	} else {
		err = render.Text(e.stdout, &report, render.TextOptions{Color: wantColor(e, o.noColor)})
	}
	if err != nil {
		return fmt.Errorf("writing the report: %w", err)
	}
	if o.failOn.failedBy(&report) {
		return errFindings
	}
	if slices.ContainsFunc(report.Claims, func(c sourced.Claim) bool { return c.ReasonCode == sourced.ReasonBackendError }) {
		return &backendError{msg: "a registry could not answer for every citation"}
	}
	return nil
}

// newResolver builds the resolver the flags and environment describe.
func newResolver(o citeOptions, e *env) (*resolve.Resolver, error) {
	mailto := firstSet(o.mailto, e.getenv("SOURCED_MAILTO"))
	get := fetch.New(&http.Client{Timeout: o.timeout}, fetch.Options{UserAgent: userAgent(mailto)})
	r := &resolve.Resolver{
		Backends: []resolve.Backend{
			openalex.New(get, firstSet(o.openalexURL, e.getenv("SOURCED_OPENALEX_URL"), openalex.DefaultBaseURL), mailto),
			crossref.New(get, firstSet(o.crossrefURL, e.getenv("SOURCED_CROSSREF_URL"), crossref.DefaultBaseURL), mailto),
			newFedReg(get, o, e),
		},
		Offline: o.offline,
		Workers: o.workers,
	}
	if o.retractions != "" {
		f, _, err := openFile(o.retractions)
		if err != nil {
			return nil, err
		}
		defer f.Close()
		ix, err := retraction.Load(f)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", o.retractions, err)
		}
		r.Retractions = ix
	}
	if !o.noCache {
		dir := e.getenv("SOURCED_CACHE_DIR")
		if dir == "" {
			base, err := os.UserCacheDir()
			if err != nil {
				return nil, fmt.Errorf("no cache directory (set SOURCED_CACHE_DIR or use --no-cache): %w", err)
			}
			dir = filepath.Join(base, "sourced")
		}
		c, err := cache.Open(dir, cache.DefaultTTL, nil)
		if err != nil {
			return nil, fmt.Errorf("%w (set SOURCED_CACHE_DIR or use --no-cache)", err)
		}
		r.Cache = c
	}
	return r, nil
}

// firstSet returns the first non-empty value.
func firstSet(values ...string) string {
	for _, v := range values {
		if v != "" {
			return v
		}
	}
	return ""
}

// userAgent names the tool, its version and, when given, the contact
// address, as the registries ask.
func userAgent(mailto string) string {
	ua := "sourced/" + readBuild().version + " (+https://github.com/sourced-dev/sourced"
	if mailto != "" {
		ua += "; mailto:" + mailto
	}
	return ua + ")"
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
// codes that fail the run, and this build's version.
func (g *citeGate) ciOptions() render.CIOptions {
	o := render.CIOptions{Version: readBuild().version}
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
// gate.
func (g *citeGate) failedBy(r *sourced.Report) bool {
	for _, c := range r.Claims {
		if slices.Contains(*g, string(c.Verdict)) || slices.Contains(*g, string(c.ReasonCode)) {
			return true
		}
	}
	return false
}
