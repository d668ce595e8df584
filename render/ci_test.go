package render_test

import (
	"bytes"
	"encoding/json"
	"encoding/xml"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/santhosh-tekuri/jsonschema/v6"

	"github.com/sourced-dev/sourced"
	"github.com/sourced-dev/sourced/render"
)

// ciSource is the source the CI fixtures' evidence is found in; it spans
// lines so that evidence gets a line other than the first.
const ciSource = "Quarterly results.\nMicrosoft reported revenue of $56 billion. Microsoft grew 8% year over year.\n"

// ciOutput returns the output text made of the claims of tricky() plus a
// claim with the separators of GitHub's commands (":" and ",") and a
// multi-byte character before it on its line, and the report on it with
// every offset computed from the text, so that positions can be checked.
func ciOutput(t *testing.T) (string, *sourced.Report) {
	t.Helper()
	r := tricky()
	r.Claims = append(r.Claims, sourced.Claim{
		Text:       "Per the CFO: revenue rose 12%, or $1,200 a share.",
		Verdict:    sourced.Contradicted,
		ReasonCode: sourced.ReasonNumberMismatch,
		Reason:     "claims 12% about CFO, the passage gives 8%: a different figure",
		Signals:    sourced.Signals{Numbers: []string{"12%", "1200 USD"}, Entities: []string{"CFO"}},
		Evidence:   []sourced.Evidence{{Source: "source.txt", Text: "Microsoft grew 8% year over year."}},
		Contradictions: []sourced.Contradiction{{
			ClaimNumber: "12%", Entity: "CFO", SourceNumbersNearby: []string{"8%"},
		}},
	})
	r.Counts.Add(sourced.Contradicted)
	var out strings.Builder
	for i, c := range r.Claims {
		switch {
		case i == len(r.Claims)-1:
			out.WriteString("\n»» ")
		case i > 0:
			out.WriteString("\n")
		}
		start := len([]rune(out.String()))
		out.WriteString(c.Text)
		r.Claims[i].Start, r.Claims[i].End = start, start+len([]rune(c.Text))
		for j, e := range c.Evidence {
			b := strings.Index(ciSource, e.Text)
			if b < 0 {
				t.Fatalf("evidence %q is not in the source", e.Text)
			}
			e.Start = len([]rune(ciSource[:b]))
			e.End = e.Start + len([]rune(e.Text))
			r.Claims[i].Evidence[j] = e
		}
	}
	return out.String(), r
}

// ciDocs are the documents every CI format is tested on: one output file
// (whose name has a comma, a colon and a space) with its text and source;
// the same report as a record of a batch file; a report with neither
// text nor sources, as a library user might pass; and a batch record that
// could not be checked.
func ciDocs(t *testing.T) []render.Doc {
	text, r := ciOutput(t)
	return []render.Doc{
		{Report: r, File: `answers\q3: draft, v2.txt`, Text: text,
			Sources: []sourced.Source{{Name: "source.txt", Text: ciSource}}},
		{Report: r, File: "records.jsonl", Line: 3, Record: "q-17"},
		{Report: &sourced.Report{}, File: "empty.txt"},
		{File: "records.jsonl", Line: 5, Error: "not valid JSON: invalid character 'x', line 5"},
	}
}

var ciOpts = render.CIOptions{FailOn: []sourced.Verdict{sourced.Contradicted}, Version: "v1.2.3"}

// ciFormats are the CI renderers, by golden file.
var ciFormats = []struct {
	golden string
	render func(*bytes.Buffer, []render.Doc, render.CIOptions) error
}{
	{"ci.sarif.golden", func(b *bytes.Buffer, d []render.Doc, o render.CIOptions) error { return render.SARIF(b, d, o) }},
	{"ci.junit.xml.golden", func(b *bytes.Buffer, d []render.Doc, o render.CIOptions) error { return render.JUnit(b, d, o) }},
	{"ci.github.golden", func(b *bytes.Buffer, d []render.Doc, o render.CIOptions) error { return render.GitHub(b, d, o) }},
	{"ci.md.golden", func(b *bytes.Buffer, d []render.Doc, o render.CIOptions) error { return render.Markdown(b, d, o) }},
}

func renderCI(t *testing.T, i int, docs []render.Doc, opts render.CIOptions) []byte {
	t.Helper()
	var b bytes.Buffer
	if err := ciFormats[i].render(&b, docs, opts); err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}

func TestCIGolden(t *testing.T) {
	for i, f := range ciFormats {
		t.Run(f.golden, func(t *testing.T) {
			golden(t, f.golden, renderCI(t, i, ciDocs(t), ciOpts))
		})
	}
}

// TestCIDoesNotChangeReport renders every format and checks the report
// is as it was.
func TestCIDoesNotChangeReport(t *testing.T) {
	docs := ciDocs(t)
	before, _ := json.Marshal(docs[0].Report)
	for i := range ciFormats {
		renderCI(t, i, docs, ciOpts)
	}
	if after, _ := json.Marshal(docs[0].Report); !bytes.Equal(before, after) {
		t.Errorf("rendering changed the report:\n%s\n%s", before, after)
	}
}

// sarifLog is the part of a SARIF log the tests read back.
type sarifLog struct {
	Runs []struct {
		Tool struct {
			Driver struct {
				Version string `json:"version"`
				Rules   []struct {
					ID string `json:"id"`
				} `json:"rules"`
			} `json:"driver"`
		} `json:"tool"`
		Results []struct {
			RuleID           string          `json:"ruleId"`
			RuleIndex        int             `json:"ruleIndex"`
			Level            string          `json:"level"`
			Locations        []sarifLocation `json:"locations"`
			RelatedLocations []sarifLocation `json:"relatedLocations"`
		} `json:"results"`
	} `json:"runs"`
}

// sarifLocation is a SARIF location as the tests read it back.
type sarifLocation struct {
	PhysicalLocation struct {
		ArtifactLocation struct {
			URI string `json:"uri"`
		} `json:"artifactLocation"`
		Region struct {
			StartLine, StartColumn, EndLine, EndColumn int
		} `json:"region"`
	} `json:"physicalLocation"`
}

// sarifSchema compiles the vendored SARIF 2.1.0 schema, with formats
// (uri, uri-reference) asserted.
func sarifSchema(t *testing.T) *jsonschema.Schema {
	t.Helper()
	path := filepath.Join("testdata", "sarif", "sarif-2.1.0-rtm.5.json")
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	doc, err := jsonschema.UnmarshalJSON(f)
	if err != nil {
		t.Fatal(err)
	}
	c := jsonschema.NewCompiler()
	c.AssertFormat()
	if err := c.AddResource("sarif-2.1.0.json", doc); err != nil {
		t.Fatal(err)
	}
	s, err := c.Compile("sarif-2.1.0.json")
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func TestSARIFValidAgainstSchema(t *testing.T) {
	schema := sarifSchema(t)
	for _, tt := range []struct {
		name string
		docs []render.Doc
		opts render.CIOptions
	}{
		{"fixture", ciDocs(t), ciOpts},
		{"no version, strict gate", ciDocs(t), render.CIOptions{FailOn: []sourced.Verdict{sourced.Contradicted, sourced.Unverified}}},
		{"no documents", nil, ciOpts},
		{"tricky offsets out of range", []render.Doc{{Report: tricky(), File: "a.txt", Text: "short"}}, ciOpts},
	} {
		t.Run(tt.name, func(t *testing.T) {
			var b bytes.Buffer
			if err := render.SARIF(&b, tt.docs, tt.opts); err != nil {
				t.Fatal(err)
			}
			inst, err := jsonschema.UnmarshalJSON(bytes.NewReader(b.Bytes()))
			if err != nil {
				t.Fatal(err)
			}
			if err := schema.Validate(inst); err != nil {
				t.Errorf("SARIF is not valid against the 2.1.0 schema: %v\n%s", err, b.String())
			}
		})
	}
}

// TestSchemaRejects guards the test above: the schema, as compiled, does
// reject what SARIF forbids.
func TestSchemaRejects(t *testing.T) {
	schema := sarifSchema(t)
	for _, bad := range []string{
		`{"version": "2.1.0", "runs": [{"tool": {"driver": {"name": "x"}}, "results": [{"message": {"text": "m"}, "level": "fatal"}]}]}`,
		`{"version": "2.1.0", "runs": [{"tool": {"driver": {"name": "x"}}, "results": [{"message": {"text": "m"}, "locations": [{"physicalLocation": {"artifactLocation": {"uri": "a b"}, "region": {"startLine": 0}}}]}]}]}`,
		`{"version": "2.0.0", "runs": []}`,
	} {
		inst, err := jsonschema.UnmarshalJSON(strings.NewReader(bad))
		if err != nil {
			t.Fatal(err)
		}
		if schema.Validate(inst) == nil {
			t.Errorf("the schema accepts %s", bad)
		}
	}
}

// TestSARIFRegionsPointAtClaims reads the regions back and checks that
// each one, cut out of the output text by line and column, is the claim,
// and each evidence region, cut out of the source, is the evidence.
func TestSARIFRegionsPointAtClaims(t *testing.T) {
	docs := ciDocs(t)[:1]
	var b bytes.Buffer
	if err := render.SARIF(&b, docs, ciOpts); err != nil {
		t.Fatal(err)
	}
	var log sarifLog
	if err := json.Unmarshal(b.Bytes(), &log); err != nil {
		t.Fatal(err)
	}
	run := log.Runs[0]
	var want []sourced.Claim
	for _, c := range docs[0].Report.Claims {
		if c.Verdict != sourced.Grounded {
			want = append(want, c)
		}
	}
	if len(run.Results) != len(want) {
		t.Fatalf("%d results, want one per claim not grounded: %d", len(run.Results), len(want))
	}
	if run.Tool.Driver.Version != ciOpts.Version {
		t.Errorf("driver version %q, want %q", run.Tool.Driver.Version, ciOpts.Version)
	}
	for i, r := range run.Results {
		c := want[i]
		if r.RuleID != string(c.ReasonCode) || run.Tool.Driver.Rules[r.RuleIndex].ID != r.RuleID {
			t.Errorf("result %d: rule %q (index %d), want %q", i, r.RuleID, r.RuleIndex, c.ReasonCode)
		}
		wantLevel := map[sourced.Verdict]string{sourced.Contradicted: "error", sourced.Unverified: "note"}[c.Verdict]
		if r.Level != wantLevel {
			t.Errorf("result %d (%s): level %q, want %q", i, c.Verdict, r.Level, wantLevel)
		}
		loc := r.Locations[0].PhysicalLocation
		if loc.ArtifactLocation.URI != "answers/q3:%20draft,%20v2.txt" && loc.ArtifactLocation.URI != "./answers/q3:%20draft,%20v2.txt" {
			t.Errorf("result %d: uri %q", i, loc.ArtifactLocation.URI)
		}
		rg := loc.Region
		if got := cut(docs[0].Text, rg.StartLine, rg.StartColumn, rg.EndLine, rg.EndColumn); got != c.Text {
			t.Errorf("result %d: region %+v holds %q, want the claim %q", i, rg, got, c.Text)
		}
		if len(r.RelatedLocations) != len(c.Evidence) {
			t.Fatalf("result %d: %d related locations, want %d", i, len(r.RelatedLocations), len(c.Evidence))
		}
		for j, rel := range r.RelatedLocations {
			rg := rel.PhysicalLocation.Region
			if got := cut(ciSource, rg.StartLine, rg.StartColumn, rg.EndLine, rg.EndColumn); got != c.Evidence[j].Text {
				t.Errorf("result %d evidence %d: region %+v holds %q, want %q", i, j, rg, got, c.Evidence[j].Text)
			}
		}
	}
}

// cut returns the text between two 1-based line:column positions, the end
// column exclusive, counting columns in code points.
func cut(text string, startLine, startCol, endLine, endCol int) string {
	lines := strings.SplitAfter(text, "\n")
	offset := func(line, col int) int {
		n := 0
		for _, l := range lines[:line-1] {
			n += len([]rune(l))
		}
		return n + col - 1
	}
	if startLine < 1 || endLine > len(lines) {
		return fmt.Sprintf("<lines %d-%d outside the text>", startLine, endLine)
	}
	return string([]rune(text)[offset(startLine, startCol):offset(endLine, endCol)])
}

// junitSuites is the JUnit XML the tests read back.
type junitSuites struct {
	Tests    int `xml:"tests,attr"`
	Failures int `xml:"failures,attr"`
	Errors   int `xml:"errors,attr"`
	Suites   []struct {
		Name     string `xml:"name,attr"`
		Tests    int    `xml:"tests,attr"`
		Failures int    `xml:"failures,attr"`
		Errors   int    `xml:"errors,attr"`
		Cases    []struct {
			Name    string `xml:"name,attr"`
			Failure *struct {
				Message string `xml:"message,attr"`
				Type    string `xml:"type,attr"`
				Body    string `xml:",chardata"`
			} `xml:"failure"`
			Error *struct {
				Message string `xml:"message,attr"`
			} `xml:"error"`
			SystemOut string `xml:"system-out"`
		} `xml:"testcase"`
	} `xml:"testsuite"`
}

func TestJUnitParsesWithCounts(t *testing.T) {
	docs := ciDocs(t)
	for _, tt := range []struct {
		name   string
		failOn []sourced.Verdict
	}{
		{"contradicted", []sourced.Verdict{sourced.Contradicted}},
		{"strict", []sourced.Verdict{sourced.Contradicted, sourced.Unverified}},
		{"nothing", nil},
	} {
		t.Run(tt.name, func(t *testing.T) {
			var b bytes.Buffer
			if err := render.JUnit(&b, docs, render.CIOptions{FailOn: tt.failOn}); err != nil {
				t.Fatal(err)
			}
			var got junitSuites
			if err := xml.Unmarshal(b.Bytes(), &got); err != nil {
				t.Fatalf("JUnit output is not XML: %v\n%s", err, b.String())
			}
			if len(got.Suites) != len(docs) {
				t.Fatalf("%d test suites, want one per document: %d", len(got.Suites), len(docs))
			}
			tests, failures, errors := 0, 0, 0
			for i, s := range got.Suites {
				if docs[i].Error != "" {
					if s.Tests != 1 || s.Errors != 1 || len(s.Cases) != 1 || s.Cases[0].Error == nil || s.Cases[0].Error.Message != docs[i].Error {
						t.Errorf("suite %q of a record that could not be checked: %+v", s.Name, s)
					}
					tests++
					errors++
					continue
				}
				claims := docs[i].Report.Claims
				wantFail := 0
				for _, c := range claims {
					for _, v := range tt.failOn {
						if c.Verdict == v {
							wantFail++
						}
					}
				}
				if s.Tests != len(claims) || len(s.Cases) != len(claims) || s.Failures != wantFail {
					t.Errorf("suite %q: tests=%d cases=%d failures=%d, want %d, %d, %d",
						s.Name, s.Tests, len(s.Cases), s.Failures, len(claims), len(claims), wantFail)
				}
				nFail := 0
				for j, tc := range s.Cases {
					c := claims[j]
					if tc.Failure == nil {
						continue
					}
					nFail++
					if tc.Failure.Type != string(c.Verdict) || !strings.Contains(tc.Failure.Message, c.Reason) {
						t.Errorf("case %q: failure %q (%s), want the reason %q", tc.Name, tc.Failure.Message, tc.Failure.Type, c.Reason)
					}
					for _, e := range c.Evidence {
						if !strings.Contains(tc.Failure.Body, e.Text) {
							t.Errorf("case %q: failure body lacks the evidence %q:\n%s", tc.Name, e.Text, tc.Failure.Body)
						}
					}
				}
				if nFail != wantFail {
					t.Errorf("suite %q: %d <failure> elements, want %d", s.Name, nFail, wantFail)
				}
				tests += s.Tests
				failures += s.Failures
			}
			if got.Tests != tests || got.Failures != failures || got.Errors != errors {
				t.Errorf("testsuites: tests=%d failures=%d errors=%d, want the sums %d, %d, %d",
					got.Tests, got.Failures, got.Errors, tests, failures, errors)
			}
		})
	}
}

// githubCommand matches one workflow command line.
var githubCommand = regexp.MustCompile(`^::(error|warning|notice) ([^:]*)::(.*)$`)

// unescapeGitHub undoes GitHub's escaping of command values.
var unescapeGitHub = strings.NewReplacer("%25", "%", "%0D", "\r", "%0A", "\n", "%3A", ":", "%2C", ",")

// TestGitHubRoundTrip parses the commands back as the runner does: split
// the properties on commas and each on its first "=", then unescape.
// The file, lines, columns and title must come back whole, and the
// message must hold the claim and reason as written, newlines included.
func TestGitHubRoundTrip(t *testing.T) {
	docs := ciDocs(t)[:1]
	var b bytes.Buffer
	if err := render.GitHub(&b, docs, ciOpts); err != nil {
		t.Fatal(err)
	}
	var reported []sourced.Claim
	for _, c := range docs[0].Report.Claims {
		if c.Verdict != sourced.Grounded {
			reported = append(reported, c)
		}
	}
	lines := strings.Split(strings.TrimSuffix(b.String(), "\n"), "\n")
	if len(lines) != len(reported)+1 {
		t.Fatalf("%d lines, want %d commands and a tally:\n%s", len(lines), len(reported), b.String())
	}
	for i, c := range reported {
		m := githubCommand.FindStringSubmatch(lines[i])
		if m == nil {
			t.Fatalf("line %d is not a workflow command: %q", i, lines[i])
		}
		if want := map[sourced.Verdict]string{sourced.Contradicted: "error", sourced.Unverified: "notice"}[c.Verdict]; m[1] != want {
			t.Errorf("claim %q: ::%s, want ::%s", c.Text, m[1], want)
		}
		props := map[string]string{}
		for _, p := range strings.Split(m[2], ",") {
			k, v, ok := strings.Cut(p, "=")
			if !ok {
				t.Fatalf("property %q has no =", p)
			}
			props[k] = unescapeGitHub.Replace(v)
		}
		if props["file"] != "answers/q3: draft, v2.txt" {
			t.Errorf("file=%q", props["file"])
		}
		if !strings.Contains(props["title"], string(c.ReasonCode)) {
			t.Errorf("title=%q lacks %s", props["title"], c.ReasonCode)
		}
		line, _ := strconv.Atoi(props["line"])
		endLine, _ := strconv.Atoi(props["endLine"])
		if col, ok := props["col"]; ok {
			col, _ := strconv.Atoi(col)
			endCol, _ := strconv.Atoi(props["endColumn"])
			if got := cut(docs[0].Text, line, col, endLine, endCol+1); got != c.Text {
				t.Errorf("line %d col %d..%d holds %q, want %q", line, col, endCol, got, c.Text)
			}
		} else if !strings.Contains(c.Text, "\n") || endLine != line+strings.Count(c.Text, "\n") {
			t.Errorf("claim %q: no columns, lines %d-%d", c.Text, line, endLine)
		}
		msg := unescapeGitHub.Replace(m[3])
		if !strings.Contains(msg, c.Reason) {
			t.Errorf("message %q lacks the reason %q", msg, c.Reason)
		}
		if want := strings.ReplaceAll(c.Text, "\x1b", `\x1b`); !strings.Contains(msg, want) {
			t.Errorf("message %q lacks the claim %q", msg, want)
		}
	}
}

// TestMarkdownTableShape checks every table row has as many cells as its
// header, counting only pipes that are not escaped.
func TestMarkdownTableShape(t *testing.T) {
	var b bytes.Buffer
	if err := render.Markdown(&b, ciDocs(t), ciOpts); err != nil {
		t.Fatal(err)
	}
	cells := func(row string) int {
		n := 0
		for i := 0; i < len(row); i++ {
			switch row[i] {
			case '\\':
				i++
			case '|':
				n++
			}
		}
		return n
	}
	width := 0
	tables := 0
	for line := range strings.Lines(b.String()) {
		line = strings.TrimSuffix(line, "\n")
		if !strings.HasPrefix(line, "|") {
			width = 0
			continue
		}
		if width == 0 {
			width = cells(line)
			tables++
			continue
		}
		if got := cells(line); got != width {
			t.Errorf("row has %d pipes, header %d: %s", got, width, line)
		}
	}
	if tables != 2 {
		t.Errorf("%d tables, want 2 (summary, claims):\n%s", tables, b.String())
	}
}

// TestCIEmpty renders no document and an all-grounded report in every
// format: each still writes a well-formed document.
func TestCIEmpty(t *testing.T) {
	grounded := &sourced.Report{Claims: tricky().Claims[:1]}
	grounded.Counts.Add(sourced.Grounded)
	for i, f := range ciFormats {
		for _, docs := range [][]render.Doc{nil, {{Report: grounded, File: "a.txt"}}} {
			out := renderCI(t, i, docs, ciOpts)
			switch {
			case strings.Contains(f.golden, "sarif"):
				var log sarifLog
				if err := json.Unmarshal(out, &log); err != nil || len(log.Runs) != 1 || len(log.Runs[0].Results) != 0 {
					t.Errorf("%s: %v, want one run, no results:\n%s", f.golden, err, out)
				}
			case strings.Contains(f.golden, "junit"):
				var s junitSuites
				if err := xml.Unmarshal(out, &s); err != nil || s.Failures != 0 || len(s.Suites) != len(docs) {
					t.Errorf("%s: %v, want %d suites, no failure:\n%s", f.golden, err, len(docs), out)
				}
			case strings.Contains(f.golden, "github"):
				if strings.Contains(string(out), "::") {
					t.Errorf("%s: commands for a report with nothing to report:\n%s", f.golden, out)
				}
			default:
				if !strings.Contains(string(out), "every claim is grounded") {
					t.Errorf("%s:\n%s", f.golden, out)
				}
			}
		}
	}
}

// TestPreambleIsNoFailure: under the strict gate, a preamble (an
// unverified heading) is still reported, as a note, but fails nothing in
// any CI format, while an unverified statement beside it does.
func TestPreambleIsNoFailure(t *testing.T) {
	preamble := sourced.Claim{Text: "Key points", Start: 0, End: 10, Verdict: sourced.Unverified,
		ReasonCode: sourced.ReasonPreamble, Reason: "a framing line, not a statement about the source"}
	statement := sourced.Claim{Text: "The plan worked.", Start: 11, End: 27, Verdict: sourced.Unverified,
		ReasonCode: sourced.ReasonNoSignals, Reason: "no number, quote or name to test"}
	strict := render.CIOptions{FailOn: []sourced.Verdict{sourced.Contradicted, sourced.Unverified}}
	for _, tt := range []struct {
		name   string
		claims []sourced.Claim
		want   []string // one per format of ciFormats
	}{
		{"preamble", []sourced.Claim{preamble},
			[]string{`"level": "note"`, `failures="0"`, "::notice ", "| passes |"}},
		{"statement", []sourced.Claim{preamble, statement},
			[]string{`"level": "error"`, `failures="1"`, "::error ", "| fails |"}},
	} {
		r := &sourced.Report{Claims: tt.claims}
		for _, c := range tt.claims {
			r.Counts.Add(c.Verdict)
		}
		docs := []render.Doc{{Report: r, File: "answer.md", Text: "Key points\nThe plan worked."}}
		for i, f := range ciFormats {
			got := string(renderCI(t, i, docs, strict))
			if !strings.Contains(got, tt.want[i]) {
				t.Errorf("%s, %s: no %q in\n%s", tt.name, f.golden, tt.want[i], got)
			}
		}
	}
}
