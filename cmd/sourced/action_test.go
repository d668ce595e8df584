package main

import (
	"bufio"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/rogpeppe/go-internal/testscript"
	"go.yaml.in/yaml/v3"
)

// actionFile is the part of action.yml the tests read.
type actionFile struct {
	Name   string `yaml:"name"`
	Inputs map[string]struct {
		Description string `yaml:"description"`
		Required    bool   `yaml:"required"`
		Default     string `yaml:"default"`
	} `yaml:"inputs"`
	Outputs map[string]struct {
		Value string `yaml:"value"`
	} `yaml:"outputs"`
	Runs struct {
		Using string       `yaml:"using"`
		Steps []actionStep `yaml:"steps"`
	} `yaml:"runs"`
}

// actionStep is one step of a composite action.
type actionStep struct {
	Name  string            `yaml:"name"`
	ID    string            `yaml:"id"`
	If    string            `yaml:"if"`
	Uses  string            `yaml:"uses"`
	Shell string            `yaml:"shell"`
	Run   string            `yaml:"run"`
	Env   map[string]string `yaml:"env"`
	With  map[string]string `yaml:"with"`
}

// repoFile is the path of a file at the repository root.
func repoFile(name string) string { return filepath.Join("..", "..", name) }

func readAction(t testing.TB) actionFile {
	t.Helper()
	a, err := parseAction()
	if err != nil {
		t.Fatal(err)
	}
	return a
}

func parseAction() (actionFile, error) {
	var a actionFile
	data, err := os.ReadFile(repoFile("action.yml"))
	if err != nil {
		return a, err
	}
	if err := yaml.Unmarshal(data, &a); err != nil {
		return a, fmt.Errorf("action.yml: %w", err)
	}
	return a, nil
}

// step returns the step named name, and its position.
func (a actionFile) step(t testing.TB, name string) (actionStep, int) {
	t.Helper()
	for i, s := range a.Runs.Steps {
		if s.Name == name {
			return s, i
		}
	}
	t.Fatalf("action.yml has no step %q", name)
	return actionStep{}, 0
}

// stepUsing returns the step that uses the action whose reference starts
// with prefix, and its position.
func (a actionFile) stepUsing(t testing.TB, prefix string) (actionStep, int) {
	t.Helper()
	for i, s := range a.Runs.Steps {
		if strings.HasPrefix(s.Uses, prefix+"@") {
			return s, i
		}
	}
	t.Fatalf("action.yml has no step that uses %s", prefix)
	return actionStep{}, 0
}

// inputRef matches a reference to an input inside an expression.
var inputRef = regexp.MustCompile(`\binputs\.([A-Za-z0-9_-]+)`)

// TestActionInputsWired checks that every input of action.yml is used by
// some step and every input a step uses is declared, and that no script
// has an expression in it: inputs reach scripts only through env, so no
// input can inject shell code.
func TestActionInputsWired(t *testing.T) {
	a := readAction(t)
	if a.Runs.Using != "composite" {
		t.Errorf("runs.using = %q, want composite", a.Runs.Using)
	}
	used := map[string]bool{}
	for _, s := range a.Runs.Steps {
		if strings.Contains(s.Run, "${{") {
			t.Errorf("step %q has an expression in its script; pass it through env", s.Name)
		}
		texts := []string{s.If}
		for _, v := range s.Env {
			texts = append(texts, v)
		}
		for _, v := range s.With {
			texts = append(texts, v)
		}
		for _, text := range texts {
			for _, m := range inputRef.FindAllStringSubmatch(text, -1) {
				used[m[1]] = true
				if _, ok := a.Inputs[m[1]]; !ok {
					t.Errorf("step %q uses inputs.%s, which action.yml does not declare", s.Name, m[1])
				}
			}
		}
	}
	for name := range a.Inputs {
		if !used[name] {
			t.Errorf("input %q is declared but no step uses it", name)
		}
	}
	for _, want := range []string{"command", "args", "format", "fail-on"} {
		if !used[want] {
			t.Errorf("input %q is not used", want)
		}
	}
	if !a.Inputs["args"].Required {
		t.Error("input args is not required")
	}
}

// TestActionInstallsAtItsRef checks that Go is set up from the module's
// go.mod before sourced is installed at the action's own ref, under the
// module path go.mod declares, before it runs.
func TestActionInstallsAtItsRef(t *testing.T) {
	a := readAction(t)
	gomod, err := os.ReadFile(repoFile("go.mod"))
	if err != nil {
		t.Fatal(err)
	}
	module, _, _ := strings.Cut(strings.TrimPrefix(string(gomod), "module "), "\n")

	setup, setupAt := a.stepUsing(t, "actions/setup-go")
	if !strings.Contains(setup.With["go-version-file"], "github.action_path") || !strings.HasSuffix(setup.With["go-version-file"], "/go.mod") {
		t.Errorf("setup-go go-version-file = %q, want the action's own go.mod", setup.With["go-version-file"])
	}
	install, installAt := a.step(t, "Install sourced")
	var refVar string
	for k, v := range install.Env {
		if strings.TrimSpace(v) == "${{ github.action_ref }}" {
			refVar = k
		}
	}
	if refVar == "" {
		t.Fatalf("the install step has no env variable set to github.action_ref: %v", install.Env)
	}
	if want := `go install "` + module + `/cmd/sourced@$` + refVar + `"`; !strings.Contains(install.Run, want) {
		t.Errorf("the install step does not run %s:\n%s", want, install.Run)
	}
	_, runAt := a.step(t, "Run sourced")
	if !(setupAt < installAt && installAt < runAt) {
		t.Errorf("steps in order setup-go %d, install %d, run %d", setupAt, installAt, runAt)
	}
}

// TestActionInputsMatchCLI checks the format input names exactly the
// formats the CLI accepts, and the defaults are values the CLI accepts.
func TestActionInputsMatchCLI(t *testing.T) {
	a := readAction(t)
	desc := a.Inputs["format"].Description
	listed := regexp.MustCompile(`^The report format: ([a-z, ]+) or ([a-z]+)\.`).FindStringSubmatch(desc)
	if listed == nil {
		t.Fatalf("the format input's description does not list the formats: %q", desc)
	}
	names := append(strings.Split(listed[1], ", "), listed[2])
	if !slices.Equal(names, formatList()) {
		t.Errorf("action.yml lists formats %q, the CLI has %q", names, formatList())
	}
	var f outputFormat
	if err := f.Set(a.Inputs["format"].Default); err != nil {
		t.Errorf("default format: %v", err)
	}
	if err := new(verdictSet).Set(a.Inputs["fail-on"].Default); err != nil {
		t.Errorf("default fail-on: %v", err)
	}
	root := newRootCmd(&env{}, nil)
	if cmd, _, err := root.Find([]string{a.Inputs["command"].Default}); err != nil || cmd == root {
		t.Errorf("default command %q is not a sourced command", a.Inputs["command"].Default)
	}
}

// TestActionUploadsSARIF checks the upload step: code scanning's action,
// fed the report the run step wrote, only for format sarif when asked.
func TestActionUploadsSARIF(t *testing.T) {
	a := readAction(t)
	up, upAt := a.stepUsing(t, "github/codeql-action/upload-sarif")
	run, runAt := a.step(t, "Run sourced")
	if upAt < runAt {
		t.Errorf("the upload comes before the run")
	}
	if want := "${{ steps." + run.ID + ".outputs.report }}"; run.ID == "" || up.With["sarif_file"] != want {
		t.Errorf("sarif_file = %q, want %q", up.With["sarif_file"], want)
	}
	for _, want := range []string{"inputs.format == 'sarif'", "inputs.upload-sarif == 'true'"} {
		if !strings.Contains(up.If, want) {
			t.Errorf("the upload step's condition %q lacks %s", up.If, want)
		}
	}
	gate, gateAt := a.step(t, "Fail on findings")
	if gateAt < upAt || !strings.Contains(gate.If, "steps."+run.ID+".outputs.exit-code") {
		t.Errorf("the step that fails the job must come last and read the exit code: %d < %d, if %q", gateAt, upAt, gate.If)
	}
}

// hookFile is .pre-commit-hooks.yaml: a list of hooks.
type hookFile []struct {
	ID       string   `yaml:"id"`
	Name     string   `yaml:"name"`
	Entry    string   `yaml:"entry"`
	Language string   `yaml:"language"`
	Types    []string `yaml:"types"`
	Files    string   `yaml:"files"`
	// PassFilenames is nil when the hook leaves pre-commit's default,
	// true: the files are given as arguments.
	PassFilenames *bool `yaml:"pass_filenames"`
}

// TestPreCommitHooks checks .pre-commit-hooks.yaml against pre-commit's
// hook schema (the required keys, a language pre-commit knows) and the
// cite hook's command against the CLI: its subcommand and --offline flag
// must exist, and it must take the several files pre-commit gives it. Citation mode is built apart from the formats; until it is
// in this build the command check is skipped, and it runs once it is.
func TestPreCommitHooks(t *testing.T) {
	data, err := os.ReadFile(repoFile(".pre-commit-hooks.yaml"))
	if err != nil {
		t.Fatal(err)
	}
	var hooks hookFile
	if err := yaml.Unmarshal(data, &hooks); err != nil {
		t.Fatalf(".pre-commit-hooks.yaml: %v", err)
	}
	byID := map[string]int{}
	for i, h := range hooks {
		if h.ID == "" || h.Name == "" || h.Entry == "" || h.Language == "" {
			t.Errorf("hook %d lacks one of id, name, entry, language: %+v", i, h)
		}
		if h.Language != "golang" {
			t.Errorf("hook %s: language %q, want golang (pre-commit builds the module)", h.ID, h.Language)
		}
		if !strings.HasPrefix(h.Entry, "sourced ") {
			t.Errorf("hook %s: entry %q does not run sourced", h.ID, h.Entry)
		}
		byID[h.ID] = i
	}
	i, ok := byID["sourced-cite"]
	if !ok {
		t.Fatal("no sourced-cite hook")
	}
	cite := hooks[i]
	if !slices.Contains(cite.Types, "markdown") {
		t.Errorf("sourced-cite types %q, want markdown files", cite.Types)
	}
	args := strings.Fields(cite.Entry)[1:]
	if !slices.Contains(args, "--offline") {
		t.Errorf("sourced-cite entry %q is not --offline", cite.Entry)
	}
	root := newRootCmd(&env{}, nil)
	cmd, _, err := root.Find(args[:1])
	if err != nil || cmd == root {
		t.Skipf("this build has no %q command yet; the hook is for it", args[0])
	}
	if cmd.Flags().Lookup("offline") == nil {
		t.Errorf("sourced %s has no --offline flag", args[0])
	}
	// pre-commit hands a hook every staged file of its types in one
	// call (the hook sets no pass_filenames: false).
	if cite.PassFilenames != nil && !*cite.PassFilenames {
		t.Errorf("sourced-cite sets pass_filenames: false; it is run on the staged files")
	}
	if err := cmd.Args(cmd, []string{"a.md", "b.md", "c.md"}); err != nil {
		t.Errorf("sourced %s takes the staged files in one call, as pre-commit gives them: %v", args[0], err)
	}
}

// actionStepCmd is the testscript command
//
//	actionstep NAME FILE
//
// which writes the script of the action.yml step NAME to FILE and sets
// the step's env as the runner would: ${{ inputs.X }} from the script's
// variable INPUT_X (upper case, - as _) or else the input's default, and
// ${{ steps.ID.outputs.X }} from what earlier steps wrote to
// $GITHUB_OUTPUT.
func actionStepCmd(ts *testscript.TestScript, neg bool, args []string) {
	if neg || len(args) != 2 {
		ts.Fatalf("usage: actionstep NAME FILE")
	}
	a, err := parseAction()
	ts.Check(err)
	var step *actionStep
	for i := range a.Runs.Steps {
		if a.Runs.Steps[i].Name == args[0] {
			step = &a.Runs.Steps[i]
		}
	}
	if step == nil {
		ts.Fatalf("action.yml has no step %q", args[0])
	}
	outputs := map[string]string{}
	if f, err := os.Open(ts.Getenv("GITHUB_OUTPUT")); err == nil {
		sc := bufio.NewScanner(f)
		for sc.Scan() {
			if k, v, ok := strings.Cut(sc.Text(), "="); ok {
				outputs[k] = v
			}
		}
		f.Close()
	}
	expr := regexp.MustCompile(`^\$\{\{ (inputs|steps\.[a-z]+\.outputs)\.([a-z-]+) \}\}$`)
	for k, v := range step.Env {
		m := expr.FindStringSubmatch(v)
		if m == nil {
			ts.Fatalf("step %q: env %s = %q is not an input or a step output", args[0], k, v)
		}
		if m[1] == "inputs" {
			val := ts.Getenv("INPUT_" + strings.ToUpper(strings.ReplaceAll(m[2], "-", "_")))
			if val == "" {
				val = a.Inputs[m[2]].Default
			}
			ts.Setenv(k, val)
		} else {
			ts.Setenv(k, outputs[m[2]])
		}
	}
	ts.Check(os.WriteFile(ts.MkAbs(args[1]), []byte(step.Run), 0o644))
}
