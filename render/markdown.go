package render

import (
	"fmt"
	"io"
	"strings"

	"github.com/sourced-dev/sourced"
)

// Markdown writes the documents as GitHub-flavoured Markdown, ready to be
// appended to $GITHUB_STEP_SUMMARY or posted as a comment: a heading with
// the tally, a table with one row per document (its verdict counts and
// whether it fails the run under opts.FailOn or could not be checked,
// plus a total row when there are several), then a table of the reported claims (every claim not
// grounded, and any whose verdict opts.FailOn names) with their place,
// verdict, reason and evidence. Text in cells is escaped so that it shows
// as written: Markdown punctuation, $ (GitHub's maths) and | are
// backslash-escaped, line breaks become <br>.
func Markdown(w io.Writer, docs []Doc, opts CIOptions) error {
	var b strings.Builder
	var total sourced.Counts
	failing := 0
	for _, d := range docs {
		total = total.Plus(d.counts())
		if opts.failsDoc(d) {
			failing++
		}
	}
	fmt.Fprintf(&b, "## sourced: %d grounded, %d contradicted, %d unverified\n\n",
		total.Grounded, total.Contradicted, total.Unverified)
	b.WriteString("| output | grounded | contradicted | unverified | result |\n")
	b.WriteString("|---|---:|---:|---:|---|\n")
	for _, d := range docs {
		result := passOrFail(opts.failsDoc(d))
		if d.Error != "" {
			result = cell("could not be checked: " + d.Error)
		}
		writeCountsRow(&b, cell(d.name()), d.counts(), result)
	}
	if len(docs) > 1 {
		writeCountsRow(&b, "**all**", total, fmt.Sprintf("**%d of %d fail**", failing, len(docs)))
	}

	var rows strings.Builder
	reported := 0
	for _, d := range docs {
		p := newPlacer(d)
		for _, c := range d.claims() {
			if !opts.reported(c) {
				continue
			}
			reported++
			verdict := string(c.Verdict)
			if opts.Fails(c) {
				verdict = "**" + verdict + "**"
			}
			reason := lines([]string{string(c.ReasonCode) + ": " + c.Reason}, nearbyLines(c))
			fmt.Fprintf(&rows, "| %s | %s | %s | %s | %s |\n",
				cell(d.where(p.claim(c))), verdict, cell(c.Text),
				cell(reason), cell(lines(evidenceLines(c, p))))
		}
	}
	if reported == 0 {
		b.WriteString("\nNo claim to report: every claim is grounded.\n")
	} else {
		fmt.Fprintf(&b, "\n### Claims not grounded (%d)\n\n", reported)
		b.WriteString("| where | verdict | claim | reason | evidence |\n")
		b.WriteString("|---|---|---|---|---|\n")
		b.WriteString(rows.String())
	}
	_, err := io.WriteString(w, b.String())
	return err
}

func writeCountsRow(b *strings.Builder, name string, n sourced.Counts, result string) {
	fmt.Fprintf(b, "| %s | %d | %d | %d | %s |\n", name, n.Grounded, n.Contradicted, n.Unverified, result)
}

func passOrFail(fails bool) string {
	if fails {
		return "fails"
	}
	return "passes"
}

// markdownCell escapes text for a table cell: a backslash before every
// ASCII character that Markdown (or GitHub's maths and tables) gives a
// meaning, <br> for a line break.
var markdownCell = strings.NewReplacer(
	`\`, `\\`, "`", "\\`", "*", `\*`, "_", `\_`, "[", `\[`, "]", `\]`,
	"<", `\<`, ">", `\>`, "|", `\|`, "~", `\~`, "&", `\&`, "$", `\$`, "#", `\#`,
	"\n", "<br>",
)

// cell is s escaped for a table cell, control characters shown as \xNN.
func cell(s string) string {
	return markdownCell.Replace(visible(strings.TrimSpace(s)))
}
