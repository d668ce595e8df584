package main

import (
	"net/http/httptest"
	"path/filepath"
	"testing"

	"github.com/rogpeppe/go-internal/testscript"

	"github.com/sourced-dev/sourced/internal/apitest"
)

// TestFullTextScripts runs testdata/fulltext/*.txtar against replays of
// the recorded registry, Europe PMC and Federal Register responses.
func TestFullTextScripts(t *testing.T) {
	recordings, err := filepath.Abs(filepath.Join("..", "..", "testdata", "apis"))
	if err != nil {
		t.Fatal(err)
	}
	testscript.Run(t, testscript.Params{
		Dir: filepath.Join("testdata", "fulltext"),
		Setup: func(e *testscript.Env) error {
			registries := apitest.New(recordings, apitest.FullTextWorks())
			epmc := httptest.NewServer(apitest.EuropePMC(recordings))
			fr := httptest.NewServer(apitest.FedReg(recordings))
			e.Defer(registries.Close)
			e.Defer(epmc.Close)
			e.Defer(fr.Close)
			e.Setenv("SOURCED_OPENALEX_URL", registries.OpenAlexURL())
			e.Setenv("SOURCED_CROSSREF_URL", registries.CrossrefURL())
			e.Setenv("SOURCED_EUROPEPMC_URL", epmc.URL)
			e.Setenv("SOURCED_FEDREG_URL", fr.URL)
			e.Setenv("SOURCED_CACHE_DIR", filepath.Join(e.WorkDir, "cache"))
			e.Setenv("TESTDATA", filepath.Dir(recordings))
			return nil
		},
		Cmds: map[string]func(ts *testscript.TestScript, neg bool, args []string){"exits": exits},
	})
}
