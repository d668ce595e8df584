package main

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strings"

	"github.com/spf13/cobra"

	"github.com/sourced-dev/sourced"
)

// Exit codes, as the README documents them.
const (
	exitClean       = 0   // every claim passed the --fail-on gate
	exitFindings    = 1   // a claim has a verdict --fail-on names; in batch also a malformed line
	exitUsage       = 2   // a usage or input error: bad flags, a missing or unreadable file
	exitBackend     = 3   // a backend could not answer: a registry (cite), the judge (with --judge-required)
	exitInterrupted = 130 // stopped by a signal (128 + SIGINT)
)

// errFindings is returned by a command that has reported its findings and
// wants the run to fail: a claim has a verdict that --fail-on names, or a
// batch line was malformed. It carries no message of its own.
var errFindings = errors.New("findings reported")

// backendError is the error of a command that reported what it could but
// needed a backend that gave no usable answer: the run exits 3.
type backendError struct{ msg string }

// Error returns the message printed on stderr.
func (e *backendError) Error() string { return e.msg }

// exitCode maps the outcome of a command to the process exit code.
func exitCode(err error) int {
	switch {
	case err == nil:
		return exitClean
	case errors.Is(err, errFindings):
		return exitFindings
	case errors.As(err, new(*backendError)):
		return exitBackend
	case errors.Is(err, context.Canceled):
		return exitInterrupted
	default:
		// Cobra's own errors (unknown command or flag, wrong number of
		// arguments) and input errors alike.
		return exitUsage
	}
}

// verdictSet is the value of --fail-on: the verdicts that fail the run.
// It implements pflag.Value, so a bad list is a usage error caught while
// the flags are parsed.
type verdictSet []sourced.Verdict

// defaultFailOn fails the run on contradictions only: unverified is a
// legitimate "can't tell", not a failure.
func defaultFailOn() *verdictSet { return &verdictSet{sourced.Contradicted} }

// String returns the list as it is written on the command line.
func (s *verdictSet) String() string {
	names := make([]string, len(*s))
	for i, v := range *s {
		names[i] = string(v)
	}
	return strings.Join(names, ",")
}

// Set parses a comma-separated list of verdicts, such as
// "contradicted,unverified". It replaces the default.
func (s *verdictSet) Set(list string) error {
	var out verdictSet
	for _, name := range strings.Split(list, ",") {
		v := sourced.Verdict(strings.ToLower(strings.TrimSpace(name)))
		switch v {
		case sourced.Grounded, sourced.Contradicted, sourced.Unverified:
		case "":
			return fmt.Errorf("empty verdict in %q (want grounded, contradicted or unverified, comma-separated)", list)
		default:
			return fmt.Errorf("unknown verdict %q (want grounded, contradicted or unverified, comma-separated)", name)
		}
		if !slices.Contains(out, v) {
			out = append(out, v)
		}
	}
	*s = out
	return nil
}

// Type names the value in help text.
func (s *verdictSet) Type() string { return "list" }

// addFailOn registers s as the --fail-on flag of cmd, with completions.
func addFailOn(cmd *cobra.Command, s *verdictSet) {
	cmd.Flags().Var(s, "fail-on", "comma-separated verdicts that make the run exit 1: grounded, contradicted, unverified")
	_ = cmd.RegisterFlagCompletionFunc("fail-on", cobra.FixedCompletions(
		[]string{"contradicted", "contradicted,unverified", "unverified", "grounded"},
		cobra.ShellCompDirectiveNoFileComp))
}

// failedBy reports whether r has a claim whose verdict is in the set; a
// preamble never fails it (see sourced.Claim.FailsOn).
func (s *verdictSet) failedBy(r *sourced.Report) bool { return r.FailsOn(*s...) }

// gate returns errFindings when r fails the set, so that the command exits 1.
func (s *verdictSet) gate(r *sourced.Report) error {
	if s.failedBy(r) {
		return errFindings
	}
	return nil
}
