package main

import (
	"context"
	"fmt"
	"io"

	"github.com/spf13/cobra"

	"github.com/sourced-dev/sourced/internal/bench"
)

// benchOptions are the flags the bench subcommands share.
type benchOptions struct {
	half   string
	group  string
	errors int
	asJSON bool
	rules  string
}

// The values of --rules.
const (
	rulesBoth     = "both"
	rulesCurrent  = "current"
	rulesOriginal = "original"
)

func newBenchCmd(e *env) *cobra.Command {
	cmd := &cobra.Command{
		Use:   "bench",
		Short: "Score the checker on RAGTruth or FaithBench (the error card)",
		Long: "Bench checks every answer of a span-labelled hallucination benchmark against its\n" +
			"own source and scores the verdicts one sentence at a time: a sentence is\n" +
			"hallucinated when a labelled span overlaps it. It prints, per group and for all,\n" +
			"how many grounded sentences were hallucinated (false-grounded), how many\n" +
			"contradicted ones were (precision), and how many hallucinated sentences were not\n" +
			"called grounded (caught), each with a Wilson 95% interval.\n\n" +
			"By default it also scores the original Python tool's rules (sourced 0.4.0) on the\n" +
			"same data, read as that tool's own bench read it, and prints its card and the two\n" +
			"side by side; --rules current or --rules original scores only one of them.\n\n" +
			"Exit status: 0 when the card was printed, 2 usage or input error.",
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			return fmt.Errorf("bench needs a benchmark: ragtruth, faithbench or cite (see %s --help)", cmd.CommandPath())
		},
	}
	cmd.AddCommand(
		newBenchDatasetCmd(e, "ragtruth", "task", "Summary, QA or Data2txt",
			"Score on the RAGTruth test split (DIR holds response.jsonl and source_info.jsonl)",
			"  sourced bench ragtruth data/ragtruth\n"+
				"  sourced bench ragtruth data/ragtruth --half even --task QA --errors 10",
			bench.LoadRAGTruthFor),
		newBenchDatasetCmd(e, "faithbench", "summarizer", "a model name as in metadata.summarizer",
			"Score on FaithBench (DIR holds data_for_release/batch_N.json)",
			"  sourced bench faithbench data/faithbench --json",
			func(dir string, _ bool) (*bench.Dataset, error) { return bench.LoadFaithBench(dir) }),
		newBenchCiteCmd(e),
	)
	return cmd
}

// newBenchDatasetCmd builds the subcommand that scores one dataset; group
// names the flag that keeps one of its groups, and load reads the dataset,
// told whether the original tool's rules will score it.
func newBenchDatasetCmd(e *env, name, group, groupValues, short, example string, load func(dir string, original bool) (*bench.Dataset, error)) *cobra.Command {
	var opts benchOptions
	cmd := &cobra.Command{
		Use:     name + " DIR",
		Short:   short,
		Example: example,
		Args: func(cmd *cobra.Command, args []string) error {
			if len(args) != 1 {
				return fmt.Errorf("%s needs exactly one DIR, got %d argument(s) (see %s --help)", name, len(args), cmd.CommandPath())
			}
			return nil
		},
		RunE: func(cmd *cobra.Command, args []string) error {
			if opts.half != "" && opts.half != "even" && opts.half != "odd" {
				return fmt.Errorf("--half must be even or odd, got %q", opts.half)
			}
			if opts.errors < 0 {
				return fmt.Errorf("--errors must be 0 or more, got %d", opts.errors)
			}
			if opts.rules != rulesBoth && opts.rules != rulesCurrent && opts.rules != rulesOriginal {
				return fmt.Errorf("--rules must be both, current or original, got %q", opts.rules)
			}
			e.heapFor(-1)
			ds, err := load(args[0], opts.rules != rulesCurrent)
			if err != nil {
				return err
			}
			return runBench(cmd.Context(), e.stdout, ds, opts)
		},
	}
	f := cmd.Flags()
	f.StringVar(&opts.half, "half", "", "keep only the sources whose id is even or odd (the tuning split)")
	f.StringVar(&opts.group, group, "", "keep only one "+group+": "+groupValues)
	f.IntVar(&opts.errors, "errors", 0, "print the first `N` false-grounded and N false-contradicted sentences, with reason, evidence and labelled span")
	f.BoolVar(&opts.asJSON, "json", false, "print the card as JSON (the original rules' under \"baseline\")")
	f.StringVar(&opts.rules, "rules", rulesBoth, "score this checker's rules (current), the original tool's (original), or both")
	return cmd
}

// runBench scores ds with the rules opts names and prints the cards: each
// rules' table and examples, then both side by side; or one JSON document.
func runBench(ctx context.Context, w io.Writer, ds *bench.Dataset, opts benchOptions) error {
	bo := bench.Options{Half: opts.half, Group: opts.group, Examples: opts.errors}
	var results []*bench.Result
	if opts.rules != rulesOriginal {
		bench.ReserveEngine(ds)
		res, err := bench.Score(ctx, ds, bench.Engine, bo)
		if err != nil {
			return err
		}
		results = append(results, res)
	}
	if opts.rules != rulesCurrent {
		res, err := bench.ScoreOriginal(ctx, ds, bo)
		if err != nil {
			return err
		}
		results = append(results, res)
	}
	if opts.asJSON {
		return bench.WriteJSON(w, results...)
	}
	for i, res := range results {
		if i > 0 {
			fmt.Fprintln(w)
		}
		if err := bench.WriteTable(w, res); err != nil {
			return err
		}
		if opts.errors > 0 {
			if err := bench.WriteExamples(w, res); err != nil {
				return err
			}
		}
	}
	if len(results) == 2 {
		fmt.Fprintln(w)
		return bench.WriteVersus(w, results[0], results[1])
	}
	return nil
}
