package main

import (
	"os/exec"
	"path/filepath"
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

// TestBinaryExecutesNoTemplate checks that the sourced binary links no
// template execution. A template finds fields and methods by name at run
// time, so where one may be executed the linker keeps every exported method
// of every type the binary may hold in an interface: the Anthropic SDK's
// made the binary twice as large (52 MB against 25 MB) and every start
// slower (three times as many interface tables for the runtime to lay out,
// and a hundred more page faults). The page and --version are written
// without one for that reason.
func TestBinaryExecutesNoTemplate(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the binary")
	}
	goTool, err := exec.LookPath("go")
	if err != nil {
		t.Skip("go is not on PATH")
	}
	bin := filepath.Join(t.TempDir(), "sourced")
	if out, err := exec.Command(goTool, "build", "-o", bin, ".").CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	out, err := exec.Command(goTool, "tool", "nm", bin).Output()
	if err != nil {
		t.Fatalf("go tool nm: %v", err)
	}
	var symbols int
	for line := range strings.Lines(string(out)) {
		symbols++
		if strings.Contains(line, "text/template.(*state).walk") {
			t.Fatalf("the binary links text/template's execution (%s): some template is executed", strings.TrimSpace(line))
		}
	}
	if symbols < 1000 {
		t.Fatalf("go tool nm listed %d symbols; want the binary's:\n%s", symbols, out)
	}
}
