package main

import (
	"context"
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
	o.res.register(f)
	return cmd
}

// runCite reads the text, resolves its citations, checks each claim and
// prints the report. Its error decides the exit code.
func runCite(ctx context.Context, path string, o citeOptions, e *env) error {
	if err := o.res.validate(); err != nil {
		return err
	}
	text, err := readText(path, e.stdin)
	if err != nil {
		return err
	}
	e.heapFor(int64(len(text)))
	if strings.TrimSpace(text) == "" {
		return fmt.Errorf("%s is empty", displayName(path))
	}
	c, err := newCiter(o.res, e)
	if err != nil {
		return err
	}
	report, err := c.Cite(ctx, text)
	if err != nil {
		return err
	}
	doc := render.Doc{Report: &report, File: inputName(path), Text: text}
	if err := writeReport(e, o.format, doc, o.failOn.ciOptions(), o.noColor); err != nil {
		return err
	}
	if o.failOn.failedBy(&report) {
		return errFindings
	}
	if backendFailed(&report) {
		return &backendError{msg: "a registry could not answer for every citation"}
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
