package main

import (
	"encoding/hex"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"testing"

	"github.com/rogpeppe/go-internal/testscript"

	"github.com/sourced-dev/sourced/internal/apitest"
)

// TestMain lets the test binary stand in for the real sourced binary, so
// the scripts run it as a separate process with real argv, real files,
// real exit codes.
func TestMain(m *testing.M) {
	testscript.Main(m, map[string]func(){"sourced": main})
}

// TestScripts runs testdata/script/*.txtar.
func TestScripts(t *testing.T) {
	examples, err := filepath.Abs(filepath.Join("..", "..", "examples"))
	if err != nil {
		t.Fatal(err)
	}
	recordings, err := filepath.Abs(filepath.Join("..", "..", "testdata", "apis"))
	if err != nil {
		t.Fatal(err)
	}
	testscript.Run(t, testscript.Params{
		Dir: filepath.Join("testdata", "script"),
		Setup: func(e *testscript.Env) error {
			e.Setenv("EXAMPLES", examples)
			// Citation mode talks to replays of the recorded registry
			// responses: the recordings as they are, and with the works
			// retracted (RETRACTED_*_URL).
			live := apitest.New(recordings)
			retracted := apitest.New(recordings, apitest.Retracted())
			e.Defer(live.Close)
			e.Defer(retracted.Close)
			e.Setenv("SOURCED_OPENALEX_URL", live.OpenAlexURL())
			e.Setenv("SOURCED_CROSSREF_URL", live.CrossrefURL())
			e.Setenv("LIVE_OPENALEX_URL", live.OpenAlexURL())
			e.Setenv("LIVE_CROSSREF_URL", live.CrossrefURL())
			e.Setenv("RETRACTED_OPENALEX_URL", retracted.OpenAlexURL())
			e.Setenv("RETRACTED_CROSSREF_URL", retracted.CrossrefURL())
			e.Setenv("SOURCED_CACHE_DIR", filepath.Join(e.WorkDir, "cache"))
			e.Setenv("RECORDINGS", recordings)
			return nil
		},
		Cmds: map[string]func(ts *testscript.TestScript, neg bool, args []string){
			"exits":      exits,
			"hexfile":    hexfile,
			"actionstep": actionStepCmd,
		},
	})
}

// exits N PROGRAM ARGS... runs PROGRAM like exec and fails the script
// unless it exits with status N; stdout and stderr are kept for the
// commands that follow, as after exec.
func exits(ts *testscript.TestScript, neg bool, args []string) {
	if neg || len(args) < 2 {
		ts.Fatalf("usage: exits N PROGRAM [ARGS...]")
	}
	want, err := strconv.Atoi(args[0])
	ts.Check(err)
	got := 0
	if err := ts.Exec(args[1], args[2:]...); err != nil {
		var exit *exec.ExitError
		if !errors.As(err, &exit) {
			ts.Fatalf("%s: %v", args[1], err)
		}
		got = exit.ExitCode()
	}
	if got != want {
		ts.Fatalf("%s exited %d, want %d", args[1], got, want)
	}
}

// hexfile NAME HEX writes the bytes HEX spells to NAME; txtar archives
// hold text, so this is how a script makes a file that is not UTF-8.
func hexfile(ts *testscript.TestScript, neg bool, args []string) {
	if neg || len(args) != 2 {
		ts.Fatalf("usage: hexfile NAME HEX")
	}
	data, err := hex.DecodeString(args[1])
	ts.Check(err)
	ts.Check(os.WriteFile(ts.MkAbs(args[0]), data, 0o644))
}

// A run that names a subcommand first is given that one alone; help,
// completion and anything else the whole tree.
func TestSubcommands(t *testing.T) {
	for _, c := range commands {
		got := subcommands(&env{}, []string{c.name, "--help"})
		want := 1
		if c.name == "completion" {
			want = len(commands)
		}
		if len(got) != want || want == 1 && got[0].Name() != c.name {
			t.Errorf("subcommands for %q: %d commands (first %q), want %d", c.name, len(got), got[0].Name(), want)
		}
	}
	for _, args := range [][]string{nil, {"--help"}, {"help", "check"}, {"chek"}, {"__complete", "ch"}} {
		if got := subcommands(&env{}, args); len(got) != len(commands) {
			t.Errorf("subcommands for %q: %d commands, want all %d", args, len(got), len(commands))
		}
	}
}
