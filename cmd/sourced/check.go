package main

import (
	"errors"
	"fmt"
	"strings"

	"github.com/spf13/cobra"

	"github.com/sourced-dev/sourced"
	"github.com/sourced-dev/sourced/render"
)

func newCheckCmd(e *env) *cobra.Command {
	var ff formatFlags
	failOn := defaultFailOn()
	var noColor bool
	var judging judgeFlags
	cmd := &cobra.Command{
		Use:   "check OUTPUT SOURCE...",
		Short: "Check one output against its source files",
		Long: "Check splits OUTPUT (the model's text) into claims and checks each against the\n" +
			"SOURCE files (the context it was given). Each source file is one named source.\n" +
			"Either OUTPUT or one SOURCE may be - for standard input.\n\n" +
			"--format picks the report: text for people, json (the documented contract), or a\n" +
			"CI format: sarif (code scanning), junit (test reports), github (annotations on\n" +
			"the pull request), markdown (a job summary). The CI formats name the files as\n" +
			"given, so give paths relative to the repository root.\n\n" +
			"With --judge, the claims string matching leaves unverified go to an LLM judge in one\n" +
			"request; its verdict stands only with a verbatim quote of a source.\n\n" +
			"Exit status: 0 clean, 1 a claim has a verdict --fail-on names, 2 usage or input error,\n" +
			"3 the judge gave no usable answer and --judge-required is set.",
		Example: "  sourced check answer.txt context.txt\n" +
			"  llm-pipeline | sourced check - chunk1.txt chunk2.txt --json\n" +
			"  sourced check answer.txt context.txt --fail-on contradicted,unverified\n" +
			"  sourced check answer.txt context.txt --format sarif > sourced.sarif\n" +
			"  sourced check answer.txt context.txt --judge\n" +
			"  sourced check answer.txt context.txt --judge --judge-provider openai --judge-url http://127.0.0.1:11434/v1 --judge-model llama3.1:8b",
		Args: func(cmd *cobra.Command, args []string) error {
			if len(args) < 2 {
				return fmt.Errorf("check needs OUTPUT and at least one SOURCE, got %d argument(s) (see %s --help)", len(args), cmd.CommandPath())
			}
			return nil
		},
		RunE: func(cmd *cobra.Command, args []string) error {
			format, err := ff.resolve(cmd)
			if err != nil {
				return err
			}
			checkOpts, err := judging.options(cmd, e)
			if err != nil {
				return err
			}
			output, sources, err := readInputs(args[0], args[1:], e)
			if err != nil {
				return err
			}
			input := len(output)
			for _, s := range sources {
				input += len(s.Text)
			}
			e.heapFor(int64(input))
			noteEmptySources(e, args[1:], sources)
			report, err := sourced.NewNamedIndex(sources...).CheckContext(cmd.Context(), output, checkOpts...)
			if err != nil {
				return err
			}
			judgeNote(e.stderr, &report)
			doc := render.Doc{Report: &report, File: inputName(args[0]), Text: output, Sources: sources}
			if err := writeReport(e, format, doc, ciOptions(failOn), noColor); err != nil {
				return err
			}
			if err := judging.gate(&report); err != nil {
				return err
			}
			return failOn.gate(&report)
		},
	}
	ff.add(cmd, "print the report as JSON (same as --format json)")
	addFailOn(cmd, failOn)
	cmd.Flags().BoolVar(&noColor, "no-color", false, "never colour the text report (colour is used only on a terminal without NO_COLOR)")
	judging.register(cmd.Flags())
	return cmd
}

// ciOptions are the options of the CI formats: the verdicts that fail the
// run (see withVersion for the rest).
func ciOptions(failOn *verdictSet) render.CIOptions {
	return render.CIOptions{FailOn: *failOn}
}

// readInputs reads the output and the source files in argument order,
// stopping at the first error. Each source is named by its path.
func readInputs(outputPath string, sourcePaths []string, e *env) (string, []sourced.Source, error) {
	if stdinUses(append([]string{outputPath}, sourcePaths...)) > 1 {
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
		sources[i] = sourced.Source{Name: inputName(p), Text: text}
	}
	return output, sources, nil
}

// noteEmptySources says on stderr which sources are empty: allowed, but
// nothing in them can ground a claim, which is most often a pipeline that
// passed on an empty context.
func noteEmptySources(e *env, paths []string, sources []sourced.Source) {
	for i, s := range sources {
		if strings.TrimSpace(s.Text) == "" {
			fmt.Fprintf(e.stderr, "sourced: note: %s is empty: no claim can be grounded in it\n", displayName(paths[i]))
		}
	}
}

// wantColor decides whether the text report is coloured: only when stdout
// is a terminal, and never with --no-color or a non-empty NO_COLOR.
func wantColor(e *env, noColorFlag bool) bool {
	return e.stdoutTTY && !noColorFlag && e.getenv("NO_COLOR") == ""
}
