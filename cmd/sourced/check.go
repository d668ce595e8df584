package main

import (
	"errors"
	"fmt"
	"strings"

	"github.com/spf13/cobra"

	"github.com/sourced-dev/sourced"
	"github.com/sourced-dev/sourced/render"
)

// outputFormat is the value of --format.
type outputFormat string

const (
	formatText outputFormat = "text"
	formatJSON outputFormat = "json"
)

// String returns the format's name.
func (f *outputFormat) String() string { return string(*f) }

// Set accepts text or json.
func (f *outputFormat) Set(s string) error {
	switch v := outputFormat(strings.ToLower(s)); v {
	case formatText, formatJSON:
		*f = v
		return nil
	}
	return fmt.Errorf("unknown format %q: want text or json", s)
}

// Type names the value in help text.
func (f *outputFormat) Type() string { return "format" }

func newCheckCmd(e *env) *cobra.Command {
	format := formatText
	failOn := defaultFailOn()
	var asJSON, noColor bool
	var judging judgeFlags
	cmd := &cobra.Command{
		Use:   "check OUTPUT SOURCE...",
		Short: "Check one output against its source files",
		Long: "Check splits OUTPUT (the model's text) into claims and checks each against the\n" +
			"SOURCE files (the context it was given). Each source file is one named source.\n" +
			"Either OUTPUT or one SOURCE may be - for standard input.\n\n" +
			"With --judge, the claims string matching leaves unverified go to an LLM judge in one\n" +
			"request; its verdict stands only with a verbatim quote of a source.\n\n" +
			"Exit status: 0 clean, 1 a claim has a verdict --fail-on names, 2 usage or input error,\n" +
			"3 the judge gave no usable answer and --judge-required is set.",
		Example: "  sourced check answer.txt context.txt\n" +
			"  llm-pipeline | sourced check - chunk1.txt chunk2.txt --json\n" +
			"  sourced check answer.txt context.txt --fail-on contradicted,unverified\n" +
			"  sourced check answer.txt context.txt --judge\n" +
			"  sourced check answer.txt context.txt --judge --judge-provider openai --judge-url http://127.0.0.1:11434/v1 --judge-model llama3.1:8b",
		Args: func(cmd *cobra.Command, args []string) error {
			if len(args) < 2 {
				return fmt.Errorf("check needs OUTPUT and at least one SOURCE, got %d argument(s) (see %s --help)", len(args), cmd.CommandPath())
			}
			return nil
		},
		RunE: func(cmd *cobra.Command, args []string) error {
			if asJSON {
				if format != formatJSON && cmd.Flags().Changed("format") {
					return fmt.Errorf("--json and --format %s disagree (see %s --help)", format, cmd.CommandPath())
				}
				format = formatJSON
			}
			checkOpts, err := judging.options(cmd, e)
			if err != nil {
				return err
			}
			output, sources, err := readInputs(args[0], args[1:], e)
			if err != nil {
				return err
			}
			report, err := sourced.NewNamedIndex(sources...).CheckContext(cmd.Context(), output, checkOpts...)
			if err != nil {
				return err
			}
			judgeNote(e.stderr, &report)
			switch format {
			case formatJSON:
				err = render.JSON(e.stdout, &report)
			default:
				err = render.Text(e.stdout, &report, render.TextOptions{Color: wantColor(e, noColor)})
			}
			if err != nil {
				return fmt.Errorf("writing the report: %w", err)
			}
			if err := judging.gate(&report); err != nil {
				return err
			}
			return failOn.gate(&report)
		},
	}
	f := cmd.Flags()
	f.Var(&format, "format", "output format: text or json")
	f.BoolVar(&asJSON, "json", false, "print the report as JSON (same as --format json)")
	f.Var(failOn, "fail-on", "comma-separated verdicts that make the run exit 1: grounded, contradicted, unverified")
	f.BoolVar(&noColor, "no-color", false, "never colour the text report (colour is used only on a terminal without NO_COLOR)")
	judging.register(f)
	return cmd
}

// readInputs reads the output and the source files in argument order,
// stopping at the first error. Each source is named by its path.
func readInputs(outputPath string, sourcePaths []string, e *env) (string, []sourced.Source, error) {
	stdinUses := 0
	for _, p := range append([]string{outputPath}, sourcePaths...) {
		if p == stdinName {
			stdinUses++
		}
	}
	if stdinUses > 1 {
		return "", nil, errors.New("standard input (-) can stand for only one argument")
	}
	output, err := readText(outputPath, e.stdin)
	if err != nil {
		return "", nil, err
	}
	if strings.TrimSpace(output) == "" {
		return "", nil, fmt.Errorf("%s is empty", displayName(outputPath))
	}
	sources := make([]sourced.Source, len(sourcePaths))
	for i, p := range sourcePaths {
		text, err := readText(p, e.stdin)
		if err != nil {
			return "", nil, err
		}
		name := p
		if p == stdinName {
			name = "stdin"
		}
		sources[i] = sourced.Source{Name: name, Text: text}
	}
	return output, sources, nil
}

// wantColor decides whether the text report is coloured: only when stdout
// is a terminal, and never with --no-color or a non-empty NO_COLOR.
func wantColor(e *env, noColorFlag bool) bool {
	return e.stdoutTTY && !noColorFlag && e.getenv("NO_COLOR") == ""
}
