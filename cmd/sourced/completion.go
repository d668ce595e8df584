package main

import (
	"fmt"
	"slices"
	"strings"

	"github.com/spf13/cobra"
)

// shells are the shells completion writes scripts for.
var shells = []string{"bash", "zsh", "fish", "powershell"}

func newCompletionCmd(e *env) *cobra.Command {
	return &cobra.Command{
		Use:   "completion bash|zsh|fish|powershell",
		Short: "Print a shell completion script",
		Long: "Completion prints a script that makes the shell complete sourced's commands,\n" +
			"flags and flag values (--format, --fail-on). Load it for the current shell or\n" +
			"install it where the shell looks for completions.",
		Example: "  source <(sourced completion bash)\n" +
			"  sourced completion zsh > \"${fpath[1]}/_sourced\"\n" +
			"  sourced completion fish > ~/.config/fish/completions/sourced.fish",
		ValidArgs: shells,
		Args: func(cmd *cobra.Command, args []string) error {
			if len(args) != 1 || !slices.Contains(shells, args[0]) {
				return fmt.Errorf("completion needs one shell: %s (got %q)", strings.Join(shells, ", "), strings.Join(args, " "))
			}
			return nil
		},
		RunE: func(cmd *cobra.Command, args []string) error {
			root := cmd.Root()
			switch args[0] {
			case "bash":
				return root.GenBashCompletionV2(e.stdout, true)
			case "zsh":
				return root.GenZshCompletion(e.stdout)
			case "fish":
				return root.GenFishCompletion(e.stdout, true)
			default:
				return root.GenPowerShellCompletionWithDesc(e.stdout)
			}
		},
	}
}
