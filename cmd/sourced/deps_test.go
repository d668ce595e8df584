package main

import (
	"os/exec"
	"slices"
	"strings"
	"testing"
)

// testingImporters are the packages outside this module, linked into the
// binary, known to import testing from a non-test file: the snowball
// stemmer's romance package keeps its test helpers there, and its
// maintainers declined to move them (kljensen/snowball pull request 22).
var testingImporters = []string{"github.com/kljensen/snowball/romance"}

// TestNoTestingInBinary checks that no package of this module that the
// binary is built from imports testing: test helpers belong in _test.go
// files or in packages only tests import (such as apitest/faulttest). A
// dependency that starts importing it fails the test too.
func TestNoTestingInBinary(t *testing.T) {
	goTool, err := exec.LookPath("go")
	if err != nil {
		t.Skip("go is not on PATH")
	}
	out, err := exec.Command(goTool, "list", "-deps", "-f", "{{.ImportPath}}{{range .Imports}} {{.}}{{end}}", ".").Output()
	if err != nil {
		t.Fatalf("go list: %v", err)
	}
	var listed int
	for line := range strings.Lines(string(out)) {
		fields := strings.Fields(line)
		if len(fields) == 0 {
			continue
		}
		listed++
		pkg, imports := fields[0], fields[1:]
		if slices.Contains(imports, "testing") && !slices.Contains(testingImporters, pkg) {
			t.Errorf("%s imports testing outside its tests, so the sourced binary links it", pkg)
		}
	}
	if listed < 10 {
		t.Fatalf("go list named %d packages; want the binary's dependencies:\n%s", listed, out)
	}
}
