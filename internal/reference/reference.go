// Package reference loads and replays the reference cases of the original
// tool (testdata/reference/*.jsonl): one JSON object a line with an id, a
// kind, the input, the expected result and where the case came from.
//
// It serves the tests that replay the cases against this tool; a case this
// tool deliberately decides differently is listed with the reason, and the
// list is kept true by Replay.
package reference

import (
	"bufio"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"testing"
)

// Case is one reference case.
type Case struct {
	ID     string                     `json:"id"`
	Kind   string                     `json:"kind"`
	Input  map[string]json.RawMessage `json:"input"`
	Expect map[string]json.RawMessage `json:"expect"`
	Origin string                     `json:"origin"`
}

// Load reads every *.jsonl file of dir, in name order. A line that is not
// a case is an error naming its file and line.
func Load(dir string) ([]Case, error) {
	names, err := filepath.Glob(filepath.Join(dir, "*.jsonl"))
	if err != nil {
		return nil, err
	}
	var all []Case
	for _, name := range names {
		cases, err := loadFile(name)
		if err != nil {
			return nil, err
		}
		all = append(all, cases...)
	}
	if len(all) == 0 {
		return nil, fmt.Errorf("reference: no cases in %s", dir)
	}
	return all, nil
}

func loadFile(name string) ([]Case, error) {
	f, err := os.Open(name)
	if err != nil {
		return nil, fmt.Errorf("reference: %w", err)
	}
	defer f.Close()
	var cases []Case
	sc := bufio.NewScanner(f)
	sc.Buffer(nil, 1<<20)
	for line := 1; sc.Scan(); line++ {
		var c Case
		if err := json.Unmarshal(sc.Bytes(), &c); err != nil {
			return nil, fmt.Errorf("reference: %s:%d: %w", name, line, err)
		}
		cases = append(cases, c)
	}
	if err := sc.Err(); err != nil {
		return nil, fmt.Errorf("reference: %s: %w", name, err)
	}
	return cases, nil
}

// Replay runs every case as a subtest. run returns nil when this tool
// answers as the original did. A case listed in deliberate (id -> the
// reason we differ) must fail, and is logged; a listed case that passes
// fails the test, and so does a listed id that is not among the cases, so
// the list never goes stale.
func Replay(t *testing.T, cases []Case, deliberate map[string]string, run func(*testing.T, Case) error) {
	t.Helper()
	seen := map[string]bool{}
	for _, c := range cases {
		seen[c.ID] = true
		t.Run(c.ID, func(t *testing.T) {
			err := run(t, c)
			why, listed := deliberate[c.ID]
			switch {
			case listed && err == nil:
				t.Errorf("%s (%s) now matches the original; drop it from the list of deliberate differences (%s)", c.ID, c.Origin, why)
			case listed:
				t.Logf("deliberately different: %s: %v", why, err)
			case err != nil:
				t.Errorf("%s (%s): %v", c.ID, c.Origin, err)
			}
		})
	}
	for id := range deliberate {
		if !seen[id] {
			t.Errorf("the deliberate differences list %s, which is not among the cases replayed", id)
		}
	}
}
