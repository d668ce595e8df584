package main

import (
	"fmt"
	"io"
	"runtime"
	"runtime/debug"
	"strings"
	"sync"

	"github.com/spf13/cobra"

	"github.com/sourced-dev/sourced/internal/lazyregexp"
)

func newVersionCmd(e *env) *cobra.Command {
	return &cobra.Command{
		Use:   "version",
		Short: "Print the version, commit and Go version",
		Long: "Version prints what the Go toolchain stamped into this binary: the module\n" +
			"version (a release tag, a pseudo-version, or (devel) for a plain build), the\n" +
			"commit with its time and whether the tree was modified, and the Go version,\n" +
			"OS and architecture it was built for. sourced --version prints the same.",
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			return printVersion(e.stdout)
		},
	}
}

// printVersion writes versionText and a newline to w.
func printVersion(w io.Writer) error {
	_, err := fmt.Fprintln(w, versionText())
	return err
}

// build describes a binary: its version, its commit, and the Go version
// it was built with.
type build struct {
	version   string // a release tag, a pseudo-version, or (devel)
	commit    string // the full or (from a pseudo-version) short revision, or unknown
	time      string // the commit time, RFC 3339, when stamped
	modified  bool   // built from a tree with uncommitted changes
	goVersion string
}

// readBuild reads this binary's build information, once: --version, the
// version command and the CI formats ask for it.
var readBuild = sync.OnceValue(func() build {
	info, _ := debug.ReadBuildInfo() // nil when there is none
	return describeBuild(info)
})

// pseudoRevision finds the commit in a pseudo-version such as
// v0.0.0-20261130122033-ee3add3abcde, which is all that `go install
// module@commit` leaves to know the commit by.
var pseudoRevision = lazyregexp.New(`\d{14}-([0-9a-f]{12})(\+incompatible)?(\+dirty)?$`)

// describeBuild turns the build information the Go toolchain stamps into
// a binary (nil when there is none) into a build.
func describeBuild(info *debug.BuildInfo) build {
	b := build{version: "(devel)", commit: "unknown", goVersion: runtime.Version()}
	if info == nil {
		return b
	}
	if v := info.Main.Version; v != "" {
		b.version = v
	}
	if info.GoVersion != "" {
		b.goVersion = info.GoVersion
	}
	for _, s := range info.Settings {
		switch s.Key {
		case "vcs.revision":
			b.commit = s.Value
		case "vcs.time":
			b.time = s.Value
		case "vcs.modified":
			b.modified = s.Value == "true"
		}
	}
	if m := pseudoRevision().FindStringSubmatch(b.version); m != nil && b.commit == "unknown" {
		b.commit = m[1]
	}
	b.modified = b.modified || strings.HasSuffix(b.version, "+dirty")
	return b
}

// String writes the build as three lines: the version, the commit, the Go
// version with the OS and architecture.
func (b build) String() string {
	commit := b.commit
	var notes []string
	if b.time != "" {
		notes = append(notes, b.time)
	}
	if b.modified {
		notes = append(notes, "modified")
	}
	if len(notes) > 0 {
		commit += " (" + strings.Join(notes, ", ") + ")"
	}
	return fmt.Sprintf("sourced %s\ncommit %s\n%s %s/%s", b.version, commit, b.goVersion, runtime.GOOS, runtime.GOARCH)
}

// versionText describes this build, for version and --version.
func versionText() string { return readBuild().String() }
