package main

import (
	"encoding/hex"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/sourced-dev/sourced/internal/reference"
)

// cliImprovements lists the reference cases of kind "cli" that this CLI
// deliberately answers differently from the original, each with the
// reason. A listed case that passes fails the test, so the list never
// goes stale; a listed case that fails is logged.
var cliImprovements = map[string]string{
	"cli-missing-file":   "a missing input file is an input error: exit 2, not 1 (1 means findings)",
	"cli-directory":      "a directory given as a file is an input error: exit 2, not 1 (1 means findings)",
	"probe-cli-bad-utf8": "a file that is not UTF-8 is an input error: exit 2, not 1 (1 means findings)",
	"cli-batch":          `batch stderr names the reason, "line 3: not valid JSON: ...", not "line 3 skipped"`,
	"probe-cli-batch-edges": `batch stderr says "line N: reason" not "line N skipped: <Python exception>"; ` +
		`a "sources" object ({"Acme sold 5 units.": 1}) is a malformed line, not read as its keys, ` +
		"so the summary counts 3 records and 6 malformed lines, not 4 and 5",
	"probe-cli-batch-json-ids": `a "sources" object is a malformed line, so record "e" is not reported; ` +
		"the original iterated the object's keys as sources",
	"probe-cli-json-ascii":  "JSON output is UTF-8, not ASCII-escaped: Zürich, not Z\\u00fcrich",
	"probe-cli-text-format": "the text report words its reasons differently from the original",
}

// TestReferenceCLI replays the original tool's reference cases of kind
// "cli" against the command line, run in-process by runCLI.
func TestReferenceCLI(t *testing.T) {
	all, err := reference.Load(filepath.Join("..", "..", "testdata", "reference"))
	if err != nil {
		t.Fatal(err)
	}
	var cases []reference.Case
	for _, c := range all {
		if c.Kind == "cli" {
			cases = append(cases, c)
		}
	}
	if len(cases) == 0 {
		t.Fatal("no reference cases of kind cli")
	}
	reference.Replay(t, cases, cliImprovements, runCLICase)
}

// runCLICase writes the case's files, runs its argv and checks every
// expectation, returning the first that fails.
func runCLICase(t *testing.T, c reference.Case) error {
	dir := t.TempDir()
	var files map[string]json.RawMessage
	if raw, ok := c.Input["files"]; ok {
		mustDecode(t, raw, &files)
	}
	for name, raw := range files {
		var data []byte
		var text string
		if err := json.Unmarshal(raw, &text); err == nil {
			data = []byte(text)
		} else {
			var h struct{ Hex string }
			mustDecode(t, raw, &h)
			if data, err = hex.DecodeString(h.Hex); err != nil {
				t.Fatalf("file %s: %v", name, err)
			}
		}
		p := filepath.Join(dir, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	var argv []string
	mustDecode(t, c.Input["argv"], &argv)
	for i, a := range argv {
		argv[i] = strings.ReplaceAll(a, "{dir}", dir)
	}

	code, stdout, stderr := runCLI(t, "", argv...)
	for _, key := range sortedKeys(c.Expect) {
		raw := c.Expect[key]
		var err error
		switch key {
		case "exit":
			var want int
			mustDecode(t, raw, &want)
			if code != want {
				err = fmt.Errorf("exit %d, want %d", code, want)
			}
		case "stdout_contains":
			err = containsAll("stdout", stdout, stringOrList(t, raw))
		case "stderr_contains", "systemexit_contains":
			err = containsAll("stderr", stderr, stringOrList(t, raw))
		case "stdout_equals":
			if want := str(t, raw); stdout != want {
				err = fmt.Errorf("stdout = %q, want %q", stdout, want)
			}
		case "stdout_startswith":
			if want := str(t, raw); !strings.HasPrefix(stdout, want) {
				err = fmt.Errorf("stdout = %q, want it to start %q", stdout, want)
			}
		case "stdout_endswith":
			if want := str(t, raw); !strings.HasSuffix(stdout, want) {
				err = fmt.Errorf("stdout = %q, want it to end %q", stdout, want)
			}
		case "json_path_equals":
			err = jsonPathsEqual(t, stdout, raw)
		case "jsonl_ids":
			err = jsonlIDs(t, stdout, raw)
		default:
			t.Fatalf("unknown expectation %q", key)
		}
		if err != nil {
			return fmt.Errorf("%s: %w (stderr %q)", key, err, stderr)
		}
	}
	return nil
}

func containsAll(name, got string, want []string) error {
	for _, w := range want {
		if !strings.Contains(got, w) {
			return fmt.Errorf("%s = %q, want it to contain %q", name, got, w)
		}
	}
	return nil
}

// jsonPathsEqual checks each dotted path of the --json report. The
// original called a claim's verdict "status"; ours is "verdict", so a
// "status" segment is looked up as "verdict".
func jsonPathsEqual(t *testing.T, stdout string, raw json.RawMessage) error {
	var doc any
	if err := json.Unmarshal([]byte(stdout), &doc); err != nil {
		return fmt.Errorf("stdout is not JSON: %v: %q", err, stdout)
	}
	var paths map[string]any
	mustDecode(t, raw, &paths)
	for _, path := range sortedKeys(paths) {
		want := paths[path]
		v := doc
		for _, seg := range strings.Split(path, ".") {
			if seg == "status" {
				seg = "verdict"
			}
			switch node := v.(type) {
			case map[string]any:
				x, ok := node[seg]
				if !ok {
					return fmt.Errorf("%s: no key %q", path, seg)
				}
				v = x
			case []any:
				i, err := strconv.Atoi(seg)
				if err != nil || i < 0 || i >= len(node) {
					return fmt.Errorf("%s: no index %q in a list of %d", path, seg, len(node))
				}
				v = node[i]
			default:
				return fmt.Errorf("%s: %q below a %T", path, seg, v)
			}
		}
		if !reflect.DeepEqual(v, want) {
			return fmt.Errorf("%s = %v, want %v", path, v, want)
		}
	}
	return nil
}

// jsonlIDs checks the ids of the records batch --json reports, in order.
// Our batch also writes a line for each malformed input line (with an
// "error"); the original wrote none, so those are left out.
func jsonlIDs(t *testing.T, stdout string, raw json.RawMessage) error {
	var want []any
	mustDecode(t, raw, &want)
	got := []any{}
	for line := range strings.Lines(stdout) {
		var v map[string]any
		if err := json.Unmarshal([]byte(line), &v); err != nil {
			return fmt.Errorf("bad JSON line %q: %v", line, err)
		}
		if _, isErr := v["error"]; isErr {
			continue
		}
		got = append(got, v["id"])
	}
	if !reflect.DeepEqual(got, want) {
		return fmt.Errorf("ids %v, want %v", got, want)
	}
	return nil
}

func stringOrList(t *testing.T, raw json.RawMessage) []string {
	t.Helper()
	var s string
	if json.Unmarshal(raw, &s) == nil {
		return []string{s}
	}
	var list []string
	mustDecode(t, raw, &list)
	return list
}

func str(t *testing.T, raw json.RawMessage) string {
	t.Helper()
	var s string
	mustDecode(t, raw, &s)
	return s
}

func mustDecode(t *testing.T, raw json.RawMessage, v any) {
	t.Helper()
	if err := json.Unmarshal(raw, v); err != nil {
		t.Fatalf("decoding %s: %v", raw, err)
	}
}

func sortedKeys[V any](m map[string]V) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	return keys
}
