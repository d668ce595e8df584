package main

import (
	"fmt"
	"io"
	"strings"

	"github.com/spf13/cobra"

	"github.com/sourced-dev/sourced/render"
)

// outputFormat is the value of --format.
type outputFormat string

// The formats check and batch write.
const (
	formatText     outputFormat = "text"
	formatJSON     outputFormat = "json"
	formatSARIF    outputFormat = "sarif"
	formatJUnit    outputFormat = "junit"
	formatGitHub   outputFormat = "github"
	formatMarkdown outputFormat = "markdown"
)

// formats lists every format, in the order help text names them.
var formats = []outputFormat{formatText, formatJSON, formatSARIF, formatJUnit, formatGitHub, formatMarkdown}

// formatList names every format.
func formatList() []string {
	names := make([]string, len(formats))
	for i, f := range formats {
		names[i] = string(f)
	}
	return names
}

// formatNames is the list of formats for help and error text.
func formatNames() string { return strings.Join(formatList(), ", ") }

// String returns the format's name.
func (f *outputFormat) String() string { return string(*f) }

// Set accepts the name of a format, in any case.
func (f *outputFormat) Set(s string) error {
	v := outputFormat(strings.ToLower(strings.TrimSpace(s)))
	for _, known := range formats {
		if v == known {
			*f = v
			return nil
		}
	}
	return fmt.Errorf("unknown format %q: want one of %s", s, formatNames())
}

// Type names the value in help text.
func (f *outputFormat) Type() string { return "format" }

// ciRenderer returns the renderer of a CI format (SARIF, JUnit, GitHub
// annotations, Markdown), which writes any number of documents as one;
// ok is false for text and json.
func (f outputFormat) ciRenderer() (r func(io.Writer, []render.Doc, render.CIOptions) error, ok bool) {
	switch f {
	case formatSARIF:
		return render.SARIF, true
	case formatJUnit:
		return render.JUnit, true
	case formatGitHub:
		return render.GitHub, true
	case formatMarkdown:
		return render.Markdown, true
	}
	return nil, false
}

// formatFlags are the --format and --json flags that check and batch share.
type formatFlags struct {
	format outputFormat
	asJSON bool
}

// add registers the flags on cmd, with their completions.
func (ff *formatFlags) add(cmd *cobra.Command, jsonHelp string) {
	ff.format = formatText
	f := cmd.Flags()
	f.Var(&ff.format, "format", "output format: "+formatNames())
	f.BoolVar(&ff.asJSON, "json", false, jsonHelp)
	_ = cmd.RegisterFlagCompletionFunc("format", cobra.FixedCompletions(formatList(), cobra.ShellCompDirectiveNoFileComp))
}

// resolve returns the format the flags ask for: --json is --format json,
// and contradicts any other --format given with it.
func (ff *formatFlags) resolve(cmd *cobra.Command) (outputFormat, error) {
	if !ff.asJSON {
		return ff.format, nil
	}
	if ff.format != formatJSON && cmd.Flags().Changed("format") {
		return "", fmt.Errorf("--json and --format %s disagree (see %s --help)", ff.format, cmd.CommandPath())
	}
	return formatJSON, nil
}

// withVersion returns the options of a CI format with this build's
// version, which SARIF reports. Only a CI format reads the build
// information, which a run that writes text or JSON has no use for.
func withVersion(ci render.CIOptions) render.CIOptions {
	ci.Version = readBuild().version
	return ci
}

// writeReport writes one document's report to stdout in format f: a CI
// format (with ci's options), JSON, or text (coloured as wantColor says).
func writeReport(e *env, f outputFormat, doc render.Doc, ci render.CIOptions, noColor bool) error {
	var err error
	if write, ok := f.ciRenderer(); ok {
		err = write(e.stdout, []render.Doc{doc}, withVersion(ci))
	} else if f == formatJSON {
		err = render.JSON(e.stdout, doc.Report)
	} else {
		err = render.Text(e.stdout, doc.Report, render.TextOptions{Color: wantColor(e, noColor)})
	}
	if err != nil {
		return fmt.Errorf("writing the report: %w", err)
	}
	return nil
}
