package main

import (
	"fmt"
	"path/filepath"

	"github.com/spf13/cobra"

	"github.com/sourced-dev/sourced/internal/citebench"
)

// benchCiteOptions are the flags of sourced bench cite.
type benchCiteOptions struct {
	recordings  string
	retractions string
}

func newBenchCiteCmd(e *env) *cobra.Command {
	o := benchCiteOptions{
		recordings:  filepath.Join("testdata", "apis"),
		retractions: filepath.Join("testdata", "apis", "retractionwatch", "doi_pairs_head20.csv"),
	}
	cmd := &cobra.Command{
		Use:   "cite [CASES]",
		Short: "Score citation mode on the hand-labelled cited claims, offline",
		Long: "Bench cite checks each hand-labelled cited claim (CASES, JSON Lines; default\n" +
			"testdata/citebench/cases.jsonl) as sourced cite would, against replays of the recorded\n" +
			"registry, Europe PMC and Federal Register responses that it serves itself: no network.\n" +
			"It prints how many verdicts are as labelled, per group, and the reason codes answered.\n\n" +
			"Exit status: 0 when no claim was falsely grounded or falsely contradicted and no\n" +
			"retraction was missed (known faults, listed in the cases, excepted), 1 otherwise,\n" +
			"2 usage or input error.",
		Example: "  sourced bench cite\n" +
			"  sourced bench cite my-cases.jsonl --recordings testdata/apis",
		Args: cobra.MaximumNArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			path := filepath.Join("testdata", "citebench", "cases.jsonl")
			if len(args) == 1 {
				path = args[0]
			}
			e.heapFor(-1)
			cases, err := citebench.Load(path)
			if err != nil {
				return err
			}
			res, err := citebench.Run(cmd.Context(), cases, o.recordings, o.retractions)
			if err != nil {
				return err
			}
			if err := citebench.WriteText(e.stdout, res); err != nil {
				return fmt.Errorf("writing the score: %w", err)
			}
			if res.Failed() {
				return errFindings
			}
			return nil
		},
	}
	f := cmd.Flags()
	f.StringVar(&o.recordings, "recordings", o.recordings, "directory of recorded responses (openalex/, crossref/, europepmc/, federalregister/)")
	f.StringVar(&o.retractions, "retractions", o.retractions, "retraction index the cases are checked with")
	return cmd
}
