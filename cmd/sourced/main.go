// Command sourced checks AI-written text against its sources, claim by
// claim, and says for each claim grounded, contradicted or unverified,
// with the reason and the evidence.
//
// Usage:
//
//	sourced check OUTPUT SOURCE... [--format FORMAT] [--json] [--fail-on LIST] [--no-color] [--judge ...]
//	sourced batch FILE.jsonl|- [--format FORMAT] [--json] [--fail-on LIST] [--workers N] [--judge ...]
//	sourced cite FILE|- [--format FORMAT] [--json] [--fail-on LIST] [--mailto ADDR] [--retractions FILE] [--offline] [--no-cache] [--full-text]
//	sourced serve [--addr HOST:PORT] [--max-bytes N] [--max-concurrent N] [--mailto ADDR] [--retractions FILE] [--full-text] [--judge ... --allow-judge]
//	sourced version
//	sourced completion bash|zsh|fish|powershell
//
// FORMAT is text, json, sarif, junit, github or markdown.
//
// Exit codes: 0 clean, 1 a claim has a verdict that --fail-on names (or,
// in batch, a line was malformed), 2 a usage or input error, 3 a backend
// could not answer (cite: a registry left a citation unanswered; check and
// batch: the judge gave no usable answer and --judge-required is set), 130
// interrupted.
package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"net/http"
	"os"
	"os/signal"
	"strings"
	"syscall"

	"github.com/mattn/go-isatty"
	"github.com/spf13/cobra"
)

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	go func() {
		// After the first signal, let a second one end the process at once.
		<-ctx.Done()
		stop()
	}()
	code := run(ctx, os.Args[1:], &env{
		stdin:       os.Stdin,
		stdout:      os.Stdout,
		stderr:      os.Stderr,
		stdoutTTY:   isTerminal(os.Stdout),
		stderrTTY:   isTerminal(os.Stderr),
		getenv:      os.Getenv,
		prepareHeap: prepareHeap,
	})
	stop()
	os.Exit(code)
}

func isTerminal(f *os.File) bool {
	return isatty.IsTerminal(f.Fd()) || isatty.IsCygwinTerminal(f.Fd())
}

// env is what the commands see of the process: its streams, whether the
// output streams are terminals, its environment, and the transport of
// registry requests. Tests build their own.
type env struct {
	stdin                io.Reader
	stdout, stderr       io.Writer
	stdoutTTY, stderrTTY bool
	getenv               func(string) string
	// transport carries every registry request; nil means
	// http.DefaultTransport.
	transport http.RoundTripper
	// prepareHeap readies the runtime's heap for a command that reads
	// about input bytes (negative: not known); nil leaves it as it is, as
	// tests, which run in one process, do.
	prepareHeap func(input int64)
}

// heapFor readies the heap, where the process has a way to, for a command
// that reads about input bytes; negative when that is not known (a stream,
// a server, a whole data set).
func (e *env) heapFor(input int64) {
	if e.prepareHeap != nil {
		e.prepareHeap(input)
	}
}

// run executes the command line args and returns the exit code. It is the
// one place that turns an outcome into an exit code and an error into the
// single line printed on stderr.
func run(ctx context.Context, args []string, e *env) int {
	root := newRootCmd(e, args)
	root.SetArgs(args)
	err := root.ExecuteContext(ctx)
	code := exitCode(err)
	switch code {
	case exitClean, exitFindings:
		// The findings were reported on stdout; nothing to add.
	case exitInterrupted:
		fmt.Fprintln(e.stderr, "sourced: interrupted")
	default:
		fmt.Fprintf(e.stderr, "sourced: %v\n", err)
	}
	return code
}

// newRootCmd builds the command tree for args (see subcommands). Flags
// live on the subcommands.
func newRootCmd(e *env, args []string) *cobra.Command {
	root := &cobra.Command{
		Use:   "sourced",
		Short: "Check AI-written text against its sources, claim by claim",
		Long: "sourced checks an LLM's output against the sources it was given and says,\n" +
			"for each claim, grounded, contradicted or unverified, with the reason and\n" +
			"the evidence.",
		SilenceUsage:  true,
		SilenceErrors: true,
		Args: func(cmd *cobra.Command, args []string) error {
			if versionAsked(cmd) {
				return nil // as cobra's own --version, whatever follows
			}
			return cobra.NoArgs(cmd, args)
		},
		RunE: func(cmd *cobra.Command, args []string) error {
			if versionAsked(cmd) {
				return printVersion(e.stdout)
			}
			return errors.New("a command is required: check, batch, cite, serve, version or completion (see sourced --help)")
		},
	}
	root.SetIn(e.stdin)
	root.SetOut(e.stdout)
	root.SetErr(e.stderr)
	addVersionFlag(root)
	root.CompletionOptions.DisableDefaultCmd = true // completion.go provides it
	root.SetFlagErrorFunc(func(cmd *cobra.Command, err error) error {
		return fmt.Errorf("%w (see %s --help)", err, cmd.CommandPath())
	})
	root.AddCommand(subcommands(e, args)...)
	root.SetHelpCommand(newHelpCmd())
	return root
}

// newHelpCmd is the help command. Cobra's own prints the root's usage
// for a topic it does not know and exits 0, so that a script's "sourced
// help chek" passes; this one calls it a usage error.
func newHelpCmd() *cobra.Command {
	return &cobra.Command{
		Use:   "help [command]",
		Short: "Help about any command",
		Long:  "Help prints the help of the command named, the root's without one.",
		ValidArgsFunction: func(c *cobra.Command, args []string, toComplete string) ([]cobra.Completion, cobra.ShellCompDirective) {
			cmd, _, err := c.Root().Find(args)
			if err != nil {
				return nil, cobra.ShellCompDirectiveNoFileComp
			}
			var names []cobra.Completion
			for _, sub := range cmd.Commands() {
				if sub.IsAvailableCommand() && strings.HasPrefix(sub.Name(), toComplete) {
					names = append(names, cobra.CompletionWithDesc(sub.Name(), sub.Short))
				}
			}
			return names, cobra.ShellCompDirectiveNoFileComp
		},
		RunE: func(c *cobra.Command, args []string) error {
			cmd, rest, err := c.Root().Find(args)
			if err != nil || len(rest) > 0 {
				return fmt.Errorf("unknown help topic %q (see %s --help)", strings.Join(args, " "), c.Root().CommandPath())
			}
			return cmd.Help()
		},
	}
}

// addVersionFlag gives root the --version (-v) flag that cobra adds for a
// command's Version, with the same help and annotation, printed by root's
// RunE. Cobra's own needs Version set, which would read the build
// information at every run, and prints it through a text/template: any
// template executed makes the linker keep every exported method of every
// type the binary may hold in an interface (a template finds methods by
// name at run time), the Anthropic SDK's above all, which doubles the
// binary and slows every start.
func addVersionFlag(root *cobra.Command) {
	root.Flags().BoolP("version", "v", false, "version for "+root.DisplayName())
	_ = root.Flags().SetAnnotation("version", cobra.FlagSetByCobraAnnotation, []string{"true"})
}

// versionAsked reports whether the root's --version flag is set.
func versionAsked(root *cobra.Command) bool {
	asked, _ := root.Flags().GetBool("version")
	return asked
}

// commands are the subcommands, by name.
var commands = []struct {
	name string
	make func(*env) *cobra.Command
}{
	{"check", newCheckCmd},
	{"batch", newBatchCmd},
	{"cite", newCiteCmd},
	{"version", newVersionCmd},
	{"bench", newBenchCmd},
	{"serve", newServeCmd},
	{"completion", newCompletionCmd},
}

// subcommands returns the subcommands the root holds for args. Arguments
// that start with a subcommand's name, as most runs' do, get that one
// alone: a command's flags and help are made with it, and making them
// all touches pages of the binary that a check never needs (about ten
// page faults of a check's start). Help, completion (which lists the
// whole tree) and anything else get them all.
func subcommands(e *env, args []string) []*cobra.Command {
	if len(args) > 0 && args[0] != "completion" {
		for _, c := range commands {
			if c.name == args[0] {
				return []*cobra.Command{c.make(e)}
			}
		}
	}
	all := make([]*cobra.Command, len(commands))
	for i, c := range commands {
		all[i] = c.make(e)
	}
	return all
}
