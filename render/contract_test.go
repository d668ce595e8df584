package render_test

import (
	"bytes"
	"encoding/json"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/sourced-dev/sourced"
	"github.com/sourced-dev/sourced/render"
)

// field is one row of a contract table: a path such as
// "claims[].signals.numbers" and its JSON type.
type field struct {
	Path, Type string
}

// contractRow matches a table row whose first cell is a backquoted path.
var contractRow = regexp.MustCompile("^\\| `([^`]+)` \\| ([^|]+?) \\|")

// readmeContract returns the rows of the table that follows
// "<!-- contract: name -->" in the README, in order.
func readmeContract(t *testing.T, name string) []field {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("..", "README.md"))
	if err != nil {
		t.Fatal(err)
	}
	marker := "<!-- contract: " + name + " -->"
	_, table, ok := strings.Cut(string(data), marker)
	if !ok {
		t.Fatalf("README.md has no %s", marker)
	}
	var fields []field
	for line := range strings.Lines(strings.TrimLeft(table, "\n")) {
		if !strings.HasPrefix(line, "|") {
			break
		}
		if m := contractRow.FindStringSubmatch(line); m != nil {
			fields = append(fields, field{m[1], m[2]})
		}
	}
	if len(fields) == 0 {
		t.Fatalf("README.md: no rows in the table after %s", marker)
	}
	return fields
}

// renderedFields lists every path of the JSON document in data with its
// type, in order of first appearance. Fields of array elements share the
// path "name[].field"; an array's type names the kind of its elements.
func renderedFields(t *testing.T, data []byte) []field {
	t.Helper()
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.UseNumber()
	var fields []field
	index := map[string]int{}
	record := func(path, typ string) {
		if strings.HasSuffix(path, "[]") {
			return // an element: its parent's type names its kind
		}
		if i, ok := index[path]; ok {
			if fields[i].Type == "array" { // an empty list seen first
				fields[i].Type = typ
			}
			return
		}
		index[path] = len(fields)
		fields = append(fields, field{path, typ})
	}
	var walk func(path string) (string, error)
	walk = func(path string) (string, error) {
		tok, err := dec.Token()
		if err != nil {
			return "", err
		}
		switch tok := tok.(type) {
		case json.Delim:
			if tok == '{' {
				record(path, "object")
				for dec.More() {
					key, err := dec.Token()
					if err != nil {
						return "", err
					}
					if _, err := walk(join(path, key.(string))); err != nil {
						return "", err
					}
				}
				_, err = dec.Token()
				return "object", err
			}
			record(path, "array")
			elem := ""
			for dec.More() {
				if elem, err = walk(path + "[]"); err != nil {
					return "", err
				}
			}
			typ := "array"
			if elem != "" {
				typ = "array of " + elem + "s"
				record(path, typ)
			}
			_, err = dec.Token()
			return typ, err
		case string:
			record(path, "string")
			return "string", nil
		case json.Number:
			typ := "integer"
			if strings.ContainsAny(tok.String(), ".eE") {
				typ = "number"
			}
			record(path, typ)
			return typ, nil
		case bool:
			record(path, "boolean")
			return "boolean", nil
		default:
			record(path, "null")
			return "null", nil
		}
	}
	if _, err := walk(""); err != nil {
		t.Fatalf("walking %s: %v", data, err)
	}
	return fields[1:] // drop the document itself
}

func join(path, key string) string {
	if path == "" {
		return key
	}
	return path + "." + key
}

// topLevel keeps the fields that are keys of the document itself.
func topLevel(fs []field) []field {
	var out []field
	for _, f := range fs {
		if !strings.ContainsAny(f.Path, ".[") {
			out = append(out, f)
		}
	}
	return out
}

// matchAny lets a README type of "any" stand for whatever was rendered.
func matchAny(readme, rendered []field) []field {
	out := make([]field, len(rendered))
	copy(out, rendered)
	for i := range out {
		if i < len(readme) && readme[i].Path == out[i].Path && readme[i].Type == "any" {
			out[i].Type = "any"
		}
	}
	return out
}

// TestREADMEContract keeps the README's JSON contract true: every field it
// lists, in its order and with its type, and no other, is what the
// renderers write for a report that has every optional part.
func TestREADMEContract(t *testing.T) {
	render1 := func(f func(io.Writer) error) []byte {
		var b bytes.Buffer
		if err := f(&b); err != nil {
			t.Fatal(err)
		}
		return b.Bytes()
	}
	r := judged(tricky())
	for _, tt := range []struct {
		name     string
		rendered []field
	}{
		{"report", renderedFields(t, render1(func(w io.Writer) error { return render.JSON(w, r) }))},
		{"batch-record", topLevel(renderedFields(t, render1(func(w io.Writer) error {
			return render.JSONLine(w, json.RawMessage(`"q-17"`), r)
		})))},
		{"batch-error", renderedFields(t, render1(func(w io.Writer) error {
			return render.JSONLineError(w, json.RawMessage("3"), "not valid JSON")
		}))},
	} {
		t.Run(tt.name, func(t *testing.T) {
			readme := readmeContract(t, tt.name)
			if diff := cmp.Diff(readme, matchAny(readme, tt.rendered)); diff != "" {
				t.Errorf("README.md contract %q and the rendered JSON differ (-README +rendered):\n%s", tt.name, diff)
			}
		})
	}
}

// TestContractReportIsComplete guards the test above: the report it renders
// must use every optional part, or a field could vanish from both unseen.
func TestContractReportIsComplete(t *testing.T) {
	r := judged(tricky())
	seen := map[string]bool{}
	for _, c := range r.Claims {
		seen[string(c.Verdict)] = true
		for name, n := range map[string]int{
			"numbers": len(c.Signals.Numbers), "entities": len(c.Signals.Entities),
			"quotes": len(c.Signals.Quotes), "evidence": len(c.Evidence),
			"contradictions": len(c.Contradictions), "judge": len(judgeOf(c)),
		} {
			seen[name] = seen[name] || n > 0
		}
	}
	for _, want := range []string{string(sourced.Grounded), string(sourced.Contradicted), string(sourced.Unverified),
		"numbers", "entities", "quotes", "evidence", "contradictions", "judge"} {
		if !seen[want] {
			t.Errorf("judged(tricky()) has no %s; the contract test would not see its fields", want)
		}
	}
	if r.Judge == nil {
		t.Error("judged(tricky()) has no judge summary; the contract test would not see its fields")
	}
}

// judged adds to r what the LLM judge adds to a report: a claim it
// decided, with its note, and the summary.
func judged(r *sourced.Report) *sourced.Report {
	r.Claims = append(r.Claims, sourced.Claim{
		Text: "Costs went down a lot.", Start: 191, End: 213,
		Verdict: sourced.Grounded, ReasonCode: sourced.ReasonJudged,
		Reason:   `judged grounded by claude-opus-5: the source says "Operating costs fell sharply"`,
		Signals:  sourced.Signals{Numbers: []string{}, Entities: []string{}, Quotes: []string{}},
		Evidence: []sourced.Evidence{{Source: "source.txt", Start: 76, End: 104, Text: "Operating costs fell sharply"}},
		Judge:    &sourced.JudgeNote{Model: "claude-opus-5", Evidence: "Operating costs fell sharply"},
	})
	r.Counts.Add(sourced.Grounded)
	r.Judge = &sourced.JudgeSummary{
		Provider: "anthropic", Model: "claude-opus-5", Asked: 3, Decided: 1, Discarded: 1,
		Usage: sourced.JudgeUsage{InputTokens: 58, OutputTokens: 61, CacheReadTokens: 1184},
	}
	return r
}

// judgeOf returns c's judge note as a list of zero or one.
func judgeOf(c sourced.Claim) []sourced.JudgeNote {
	if c.Judge == nil {
		return nil
	}
	return []sourced.JudgeNote{*c.Judge}
}
