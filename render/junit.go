package render

import (
	"encoding/xml"
	"fmt"
	"io"
	"strings"
)

// JUnit writes the documents as JUnit XML: one <testsuite> per document
// (the output file, or one record of a batch) and one <testcase> per
// claim, in output order. A claim whose verdict opts.FailOn names is a
// <failure> whose message is the verdict, reason code and reason, and
// whose body adds the claim's place, its text and its evidence; any other
// claim that is not grounded passes with the same account in
// <system-out>. A document that could not be checked is a suite with one
// test case in <error>. Characters XML cannot hold are written as \xNN.
func JUnit(w io.Writer, docs []Doc, opts CIOptions) error {
	all := junitSuites{Name: "sourced"}
	for _, d := range docs {
		suite := junitSuite{Name: visible(d.name()), Tests: len(d.claims())}
		if d.Error != "" {
			suite.Tests, suite.Errors = 1, 1
			suite.Cases = []junitCase{{
				Name: "check", Classname: suite.Name,
				Error: &junitFailure{Message: visible(d.Error), Type: "malformed", Body: visible("at " + d.place().String() + "\n" + d.Error + "\n")},
			}}
		}
		p := newPlacer(d)
		for i, c := range d.claims() {
			tc := junitCase{
				Name:      visible(fmt.Sprintf("claim %d: %s", i+1, strings.ReplaceAll(c.Text, "\n", " "))),
				Classname: suite.Name,
			}
			if opts.reported(c) {
				at := []string{"at " + d.where(p.claim(c)), headline(c)}
				body := visible(lines(at, facts(c), evidenceLines(c, p)) + "\n")
				if opts.Fails(c) {
					tc.Failure = &junitFailure{Message: visible(headline(c)), Type: string(c.Verdict), Body: body}
					suite.Failures++
				} else {
					tc.SystemOut = &junitText{body}
				}
			}
			suite.Cases = append(suite.Cases, tc)
		}
		all.Tests += suite.Tests
		all.Failures += suite.Failures
		all.Errors += suite.Errors
		all.Suites = append(all.Suites, suite)
	}
	if _, err := io.WriteString(w, xml.Header); err != nil {
		return err
	}
	enc := xml.NewEncoder(w)
	enc.Indent("", "  ")
	if err := enc.Encode(all); err != nil {
		return err
	}
	_, err := io.WriteString(w, "\n")
	return err
}

// The JUnit XML elements sourced writes, in the common schema that CI
// systems read (Jenkins, GitLab, Azure Pipelines, test-reporter actions).
type (
	junitSuites struct {
		XMLName  xml.Name     `xml:"testsuites"`
		Name     string       `xml:"name,attr"`
		Tests    int          `xml:"tests,attr"`
		Failures int          `xml:"failures,attr"`
		Errors   int          `xml:"errors,attr"`
		Suites   []junitSuite `xml:"testsuite"`
	}
	junitSuite struct {
		Name     string      `xml:"name,attr"`
		Tests    int         `xml:"tests,attr"`
		Failures int         `xml:"failures,attr"`
		Errors   int         `xml:"errors,attr"`
		Skipped  int         `xml:"skipped,attr"`
		Cases    []junitCase `xml:"testcase"`
	}
	junitCase struct {
		Name      string        `xml:"name,attr"`
		Classname string        `xml:"classname,attr"`
		Failure   *junitFailure `xml:"failure,omitempty"`
		Error     *junitFailure `xml:"error,omitempty"`
		SystemOut *junitText    `xml:"system-out,omitempty"`
	}
	junitFailure struct {
		Message string `xml:"message,attr"`
		Type    string `xml:"type,attr"`
		Body    string `xml:",cdata"`
	}
	junitText struct {
		Text string `xml:",cdata"`
	}
)
