package render

import (
	"fmt"
	"io"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/fatih/color"

	"github.com/sourced-dev/sourced"
)

// TextOptions tune the text renderer.
type TextOptions struct {
	// Color paints the verdict tags green, red and yellow with ANSI
	// escapes. The caller decides (a terminal, and no NO_COLOR); the
	// renderer never looks at the environment.
	Color bool
}

// Indentation of the lines under a claim: continuation lines of the claim
// itself line up after its tag, reasons sit two columns further in.
const (
	claimIndent  = "     "
	reasonIndent = "       "
)

// Text writes the report for a person: one line per claim tagged
// [OK] grounded, [XX] contradicted or [??] unverified; under every claim
// that is not grounded its reason (and, for a contradiction, the figures
// the source gives near the names, unless the reason already states
// them); then a blank line and the tally.
func Text(w io.Writer, r *sourced.Report, opts TextOptions) error {
	tags := map[sourced.Verdict]string{
		sourced.Grounded:     tag("[OK]", color.FgGreen, opts.Color),
		sourced.Contradicted: tag("[XX]", color.FgRed, opts.Color),
		sourced.Unverified:   tag("[??]", color.FgYellow, opts.Color),
	}
	var b strings.Builder
	for _, c := range r.Claims {
		t, ok := tags[c.Verdict]
		if !ok {
			t = tags[sourced.Unverified]
		}
		b.WriteString(t)
		b.WriteByte(' ')
		writeIndented(&b, c.Text, claimIndent)
		if c.Verdict == sourced.Grounded {
			continue
		}
		b.WriteString(reasonIndent)
		writeIndented(&b, c.Reason, reasonIndent)
		for _, line := range nearbyLines(c) {
			b.WriteString(reasonIndent)
			writeIndented(&b, line, reasonIndent)
		}
	}
	if len(r.Claims) > 0 {
		b.WriteByte('\n')
	}
	fmt.Fprintf(&b, "%d grounded, %d contradicted, %d unverified\n",
		r.Counts.Grounded, r.Counts.Contradicted, r.Counts.Unverified)
	_, err := io.WriteString(w, b.String())
	return err
}

// tag returns s painted in fg when on is set. Each call builds its own
// color.Color with colour explicitly on or off, so no global state is read
// for the decision or written at all.
func tag(s string, fg color.Attribute, on bool) string {
	c := color.New(fg, color.Bold)
	if on {
		c.EnableColor()
	} else {
		c.DisableColor()
	}
	return c.Sprint(s)
}

// nearbyLine spells out what the source says near the shared name.
func nearbyLine(x sourced.Contradiction) string {
	s := "the source gives " + strings.Join(x.SourceNumbersNearby, ", ")
	if x.Entity != "" {
		s += " near " + x.Entity
	}
	if x.ClaimNumber != "" {
		s += ", not " + x.ClaimNumber
	}
	return s
}

// mentionsAll reports whether every one of figures occurs in reason.
func mentionsAll(reason string, figures []string) bool {
	for _, f := range figures {
		if !strings.Contains(reason, f) {
			return false
		}
	}
	return true
}

// writeIndented writes s and a newline; every line of s after the first is
// indented, so a claim or reason spanning lines keeps the layout readable.
// Control characters other than tab and newline are shown escaped, so text
// from a model cannot move the cursor or recolour the terminal.
func writeIndented(b *strings.Builder, s, indent string) {
	for i, line := range strings.Split(s, "\n") {
		if i > 0 {
			b.WriteString(indent)
		}
		b.WriteString(visible(line))
		b.WriteByte('\n')
	}
}

// visible shows the control characters of s other than tab and newline as
// \xNN (and the non-characters U+FFFE and U+FFFF as \uFFFE, \uFFFF), so
// that text from a model can neither move a terminal's cursor nor make a
// document invalid: XML 1.0 cannot hold these characters even escaped.
// Invalid UTF-8 becomes U+FFFD.
func visible(s string) string {
	n := shownAsIs(s)
	if n == len(s) {
		return s // most text: nothing to show differently
	}
	var b strings.Builder
	b.Grow(len(s) + 8)
	b.WriteString(s[:n])
	writeVisible(&b, s[n:])
	return b.String()
}

// writeVisible writes s to b as visible shows it, one rune at a time.
func writeVisible(b *strings.Builder, s string) {
	for _, r := range s {
		switch {
		case r == '\t' || r == '\n':
			b.WriteRune(r)
		case unicode.IsControl(r):
			fmt.Fprintf(b, `\x%02x`, r)
		case r == 0xFFFE || r == 0xFFFF:
			fmt.Fprintf(b, `\u%04X`, r)
		default:
			b.WriteRune(r)
		}
	}
}

// shownAsIs returns the length of the longest prefix of s that visible
// leaves as it is: valid UTF-8 without the characters it shows as escapes.
func shownAsIs(s string) int {
	for i := 0; i < len(s); {
		if c := s[i]; c < utf8.RuneSelf {
			if c >= ' ' && c != 0x7f || c == '\t' || c == '\n' {
				i++
				continue
			}
			return i
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		if r == utf8.RuneError && size == 1 || unicode.IsControl(r) || r == 0xFFFE || r == 0xFFFF {
			return i
		}
		i += size
	}
	return len(s)
}
