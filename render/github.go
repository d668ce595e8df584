package render

import (
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/sourced-dev/sourced"
)

// GitHub writes the documents as GitHub Actions workflow commands, one
// annotation per reported claim (every claim not grounded, and any claim
// whose verdict opts.FailOn names):
//
//	::error file=F,line=L,endLine=L,col=C,endColumn=C,title=T::MESSAGE
//
// ::error when opts.FailOn names the verdict, else ::warning for a
// contradiction and ::notice for the rest. Columns are given only when
// the claim starts and ends on one line, as GitHub requires; endColumn is
// the claim's last column. The title names the verdict and reason code;
// the message gives the reason, the claim, and the evidence with its
// place. A document that could not be checked is an ::error of its own.
// Values are escaped as GitHub's toolkit escapes them. A last, plain line
// tallies the verdicts.
func GitHub(w io.Writer, docs []Doc, opts CIOptions) error {
	var b strings.Builder
	var total sourced.Counts
	for _, d := range docs {
		if d.Error != "" {
			b.WriteString("::error ")
			writeGitHubProperties(&b, d.place(), "sourced: could not check "+d.name())
			b.WriteString("::" + escapeGitHubData(visible(d.Error)) + "\n")
			continue
		}
		p := newPlacer(d)
		for _, c := range d.claims() {
			total.Add(c.Verdict)
			if !opts.reported(c) {
				continue
			}
			title := fmt.Sprintf("sourced: %s (%s)", c.Verdict, c.ReasonCode)
			if d.Record != "" {
				title += " in record " + d.Record
			}
			b.WriteString("::" + githubCommand(opts.severity(c)) + " ")
			writeGitHubProperties(&b, p.claim(c), title)
			b.WriteString("::")
			b.WriteString(escapeGitHubData(visible(lines([]string{c.Reason}, facts(c), evidenceLines(c, p)))))
			b.WriteByte('\n')
		}
	}
	fmt.Fprintf(&b, "sourced: %d grounded, %d contradicted, %d unverified\n",
		total.Grounded, total.Contradicted, total.Unverified)
	_, err := io.WriteString(w, b.String())
	return err
}

// githubCommand names the workflow command for a SARIF-style level.
func githubCommand(level string) string {
	if level == "note" {
		return "notice"
	}
	return level
}

// writeGitHubProperties writes the comma-separated properties of an
// annotation: the file, the lines, the columns when on one line, the title.
func writeGitHubProperties(b *strings.Builder, at span, title string) {
	props := []string{"file=" + escapeGitHubProperty(visible(at.File))}
	if at.StartLine > 0 {
		props = append(props,
			"line="+strconv.Itoa(at.StartLine),
			"endLine="+strconv.Itoa(at.EndLine))
		if at.StartColumn > 0 && at.StartLine == at.EndLine {
			props = append(props,
				"col="+strconv.Itoa(at.StartColumn),
				"endColumn="+strconv.Itoa(at.EndColumn-1))
		}
	}
	props = append(props, "title="+escapeGitHubProperty(visible(title)))
	b.WriteString(strings.Join(props, ","))
}

// GitHub's escaping of workflow command values: the message (data)
// escapes %, CR and LF; a property value also escapes : and , which
// separate properties.
var (
	githubData     = strings.NewReplacer("%", "%25", "\r", "%0D", "\n", "%0A")
	githubProperty = strings.NewReplacer("%", "%25", "\r", "%0D", "\n", "%0A", ":", "%3A", ",", "%2C")
)

func escapeGitHubData(s string) string     { return githubData.Replace(s) }
func escapeGitHubProperty(s string) string { return githubProperty.Replace(s) }
