package main

import (
	"fmt"
	"runtime"
	"runtime/debug"

	"github.com/spf13/cobra"
)

func newVersionCmd(e *env) *cobra.Command {
	return &cobra.Command{
		Use:   "version",
		Short: "Print the version, commit and Go version",
		Args:  cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			_, err := fmt.Fprintln(e.stdout, versionText())
			return err
		},
	}
}

// buildVersion is the module version stamped into the binary, or
// "(devel)".
func buildVersion() string {
	if info, ok := debug.ReadBuildInfo(); ok && info.Main.Version != "" {
		return info.Main.Version
	}
	return "(devel)"
}

// versionText describes this build from the information the Go toolchain
// stamps into the binary.
func versionText() string {
	version, commit := buildVersion(), "unknown"
	if info, ok := debug.ReadBuildInfo(); ok {
		var modified bool
		for _, s := range info.Settings {
			switch s.Key {
			case "vcs.revision":
				commit = s.Value
			case "vcs.modified":
				modified = s.Value == "true"
			}
		}
		if modified && commit != "unknown" {
			commit += " (modified)"
		}
	}
	return fmt.Sprintf("sourced %s\ncommit %s\n%s %s/%s", version, commit, runtime.Version(), runtime.GOOS, runtime.GOARCH)
}
