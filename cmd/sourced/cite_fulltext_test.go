package main

import (
	"path/filepath"
	"testing"

	"github.com/rogpeppe/go-internal/testscript"
)

// TestFullTextScripts runs testdata/fulltext/*.txtar against replays of
// the recorded registry, Europe PMC and Federal Register responses.
func TestFullTextScripts(t *testing.T) {
	recordings, err := filepath.Abs(filepath.Join("..", "..", "testdata", "apis"))
	if err != nil {
		t.Fatal(err)
	}
	vars, _ := citeReplays(t)
	testscript.Run(t, testscript.Params{
		Dir: filepath.Join("testdata", "fulltext"),
		Setup: func(e *testscript.Env) error {
			for k, v := range vars {
				e.Setenv(k, v)
			}
			e.Setenv("SOURCED_CACHE_DIR", filepath.Join(e.WorkDir, "cache"))
			e.Setenv("TESTDATA", filepath.Dir(recordings))
			return nil
		},
		Cmds: map[string]func(ts *testscript.TestScript, neg bool, args []string){"exits": exits},
	})
}
