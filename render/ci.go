package render

import (
	"fmt"
	"net/url"
	"path"
	"slices"
	"strings"

	"github.com/sourced-dev/sourced"
)

// Doc is one checked output as the CI formats (SARIF, JUnit, GitHub
// annotations, Markdown) see it: its report, and where the output and its
// sources came from, so that claims and evidence can be placed at a file,
// a line and a column. Only Report (or Error) is required; each other
// field that is set lets the renderers say more. A citation report fits
// the same shape.
type Doc struct {
	// Report is the report of the output.
	Report *sourced.Report
	// Error, when set, says why the output could not be checked (a
	// malformed batch record): the document is reported as an error in
	// its place, and Report is not read.
	Error string
	// File is the path of the file the output was read from (for a batch
	// record, the batch file), as the CI system should show it: CI systems
	// want it relative to the repository root. Backslashes are taken for
	// slashes, and the path is cleaned.
	File string
	// Text is the output text. Claim offsets count Unicode code points
	// into it; with it, a claim is placed at its lines and columns.
	Text string
	// Line, when set, is the one line of File the whole output sits on, as
	// a record of a JSON Lines batch does: its claims are placed on that
	// line, and Text is not used for positions.
	Line int
	// Record is a batch record's id as a person reads it (a string id
	// unquoted, any other JSON value as written); empty outside a batch.
	Record string
	// Sources are the sources the evidence names, with their texts. Evidence
	// whose source is here is placed at its lines and columns in the file
	// of that name; other evidence is placed at the output's own Line, if
	// any, or only quoted.
	Sources []sourced.Source
}

// CIOptions are what the CI formats need beyond the documents.
type CIOptions struct {
	// FailOn lists the verdicts that fail the run, as the caller decides
	// them (the CLI's --fail-on). Claims with these verdicts are errors
	// (SARIF, GitHub) or failures (JUnit), except preambles, which never
	// fail; other claims that are not grounded are warnings when
	// contradicted and notes when unverified.
	FailOn []sourced.Verdict
	// FailOnReasons lists reason codes that fail the run too, as citation
	// mode's --fail-on may (retracted, unresolved, …); a claim with one
	// of them is treated as a claim whose verdict FailOn names.
	FailOnReasons []sourced.ReasonCode
	// Version is the tool's version, written into SARIF's
	// tool.driver.version when set.
	Version string
}

// claims returns the document's claims; none when it has an error.
func (d Doc) claims() []sourced.Claim {
	if d.Error != "" || d.Report == nil {
		return nil
	}
	return d.Report.Claims
}

// counts returns the document's tally; zero when it has an error.
func (d Doc) counts() sourced.Counts {
	if d.Error != "" || d.Report == nil {
		return sourced.Counts{}
	}
	return d.Report.Counts
}

// failsDoc reports whether the document fails the run under opts: it could
// not be checked, or a claim fails the run (see Fails).
func (o CIOptions) failsDoc(d Doc) bool {
	return d.Error != "" || slices.ContainsFunc(d.claims(), o.Fails)
}

// place is the document's line of its file, if known: where a document
// that could not be checked is reported, and where a batch record's claims
// (and evidence from sources it does not have) are placed.
func (d Doc) place() span {
	return span{File: d.fileName(), StartLine: d.Line, EndLine: d.Line}
}

// Fails reports whether o makes claim c fail the run. A preamble never
// fails on its verdict (see sourced.Claim.FailsOn): it stays a note.
func (o CIOptions) Fails(c sourced.Claim) bool {
	return c.FailsOn(o.FailOn...) || slices.Contains(o.FailOnReasons, c.ReasonCode)
}

// reported reports whether c gets a finding of its own: every claim that
// is not grounded, and any claim whose verdict fails the run.
func (o CIOptions) reported(c sourced.Claim) bool {
	return c.Verdict != sourced.Grounded || o.Fails(c)
}

// severity is how much a claim matters to the run, spelled as SARIF
// levels: "error" when it fails the run, else "warning" for a
// contradiction and "note" for the rest.
func (o CIOptions) severity(c sourced.Claim) string {
	switch {
	case o.Fails(c):
		return "error"
	case c.Verdict == sourced.Contradicted:
		return "warning"
	default:
		return "note"
	}
}

// name is how a document is named for a person: the record and its line
// for a batch record, else the file.
func (d Doc) name() string {
	switch {
	case d.Line > 0 && d.Record != "":
		return fmt.Sprintf("record %s (%s line %d)", d.Record, d.fileName(), d.Line)
	case d.Line > 0:
		return fmt.Sprintf("%s line %d", d.fileName(), d.Line)
	default:
		return d.fileName()
	}
}

// fileName is File with forward slashes, or "output" when it is unset.
func (d Doc) fileName() string {
	if d.File == "" {
		return "output"
	}
	return slashed(d.File)
}

// slashed turns a path's backslashes into slashes and cleans it
// ("./a//b.txt" is "a/b.txt"), as CI systems match paths literally. An
// absolute URL (a source fetched from the web) is kept as it is.
func slashed(name string) string {
	if isURL(name) {
		return name
	}
	return path.Clean(strings.ReplaceAll(name, `\`, "/"))
}

// isURL reports whether name is an absolute URL with a host.
func isURL(name string) bool {
	u, err := url.Parse(name)
	return err == nil && u.Scheme != "" && u.Host != ""
}

// headline is the first line of a finding: the verdict, the reason code
// and the reason.
func headline(c sourced.Claim) string {
	return fmt.Sprintf("%s (%s): %s", c.Verdict, c.ReasonCode, c.Reason)
}

// facts are the lines that follow a finding's headline: the claim, then
// its nearby lines.
func facts(c sourced.Claim) []string {
	return append([]string{"claim: " + c.Text}, nearbyLines(c)...)
}

// nearbyLines say, for a contradiction, what the source gives near the
// shared name, unless the reason already says it.
func nearbyLines(c sourced.Claim) []string {
	var lines []string
	for _, x := range c.Contradictions {
		if len(x.SourceNumbersNearby) > 0 && !mentionsAll(c.Reason, x.SourceNumbersNearby) {
			lines = append(lines, nearbyLine(x))
		}
	}
	return lines
}

// evidenceLines quote each piece of a claim's evidence with the place it
// was found, naming its source when the place is not the source's own file.
func evidenceLines(c sourced.Claim, p *placer) []string {
	var lines []string
	for _, e := range c.Evidence {
		at := p.evidence(e)
		lines = append(lines, evidenceLine(e, at))
	}
	return lines
}

func evidenceLine(e sourced.Evidence, at span) string {
	where := at.String()
	if at.File != slashed(e.Source) {
		where = "source " + e.Source + ", " + where
	}
	return fmt.Sprintf("evidence (%s): %s", where, e.Text)
}

// where names the place of a claim for a person: the span, after the
// record's id for a batch record.
func (d Doc) where(at span) string {
	if d.Record != "" {
		return "record " + d.Record + ", " + at.String()
	}
	return at.String()
}

// lines joins lists of lines with newlines.
func lines(parts ...[]string) string {
	var all []string
	for _, p := range parts {
		all = append(all, p...)
	}
	return strings.Join(all, "\n")
}
