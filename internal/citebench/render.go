package citebench

import (
	"fmt"
	"io"
	"slices"
	"strings"
	"text/tabwriter"

	"github.com/sourced-dev/sourced"
)

// WriteText prints the score: agreement overall and per group, the faults
// counted, the reason codes answered, then every fault and every other
// disagreement with its case, verdict and reason.
func WriteText(w io.Writer, r *Result) error {
	var b strings.Builder
	n := len(r.Outcomes)
	fmt.Fprintf(&b, "%d hand-labelled cited claims, against recorded responses\n", n)
	fmt.Fprintf(&b, "verdict as labelled: %d/%d (%.1f%%)\n", r.Agree, n, percent(r.Agree, n))
	fmt.Fprintf(&b, "reason code as labelled: %d/%d (of the cases labelled with one)\n", r.ReasonAgree, r.Reasoned)
	fmt.Fprintf(&b, "false grounded: %d, false contradicted: %d, missed retractions: %d (known faults among them: %d)\n\n",
		r.FalseGrounded, r.FalseContradicted, r.MissedRetractions, r.Known)
	tw := tabwriter.NewWriter(&b, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, "group\tcases\tas labelled")
	cases, agree := map[string]int{}, map[string]int{}
	var order []string
	for _, o := range r.Outcomes {
		g := o.Case.Group
		if cases[g] == 0 {
			order = append(order, g)
		}
		cases[g]++
		if o.Claim.Verdict == o.Case.Want {
			agree[g]++
		}
	}
	for _, g := range order {
		fmt.Fprintf(tw, "%s\t%d\t%d\n", g, cases[g], agree[g])
	}
	tw.Flush()
	b.WriteString("\nreason codes:\n")
	codes := make([]sourced.ReasonCode, 0, len(r.Reasons))
	for c := range r.Reasons {
		codes = append(codes, c)
	}
	slices.Sort(codes)
	tw = tabwriter.NewWriter(&b, 0, 0, 2, ' ', 0)
	for _, c := range codes {
		fmt.Fprintf(tw, "  %s\t%d\n", c, r.Reasons[c])
	}
	tw.Flush()
	var faults, known, misses []string
	for _, o := range r.Outcomes {
		want := string(o.Case.Want)
		if o.Case.WantReason != "" {
			want += "/" + string(o.Case.WantReason)
		}
		line := fmt.Sprintf("  %s: want %s, got %s/%s: %s", o.Case.ID, want, o.Claim.Verdict, o.Claim.ReasonCode, o.Claim.Reason)
		switch {
		case o.Known:
			known = append(known, fmt.Sprintf("  %s: %s (%s)", o.Case.ID, strings.Join(o.Faults, ", "), o.Case.KnownFault))
		case len(o.Faults) > 0:
			faults = append(faults, fmt.Sprintf("  %s (%s)", strings.TrimSpace(line), strings.Join(o.Faults, ", ")))
		case o.Claim.Verdict != o.Case.Want || o.Case.WantReason != "" && o.Claim.ReasonCode != o.Case.WantReason:
			misses = append(misses, line)
		}
	}
	if len(faults) > 0 {
		b.WriteString("\nFAULTS:\n" + strings.Join(faults, "\n") + "\n")
	}
	if len(known) > 0 {
		b.WriteString("\nknown faults (they do not fail the run):\n" + strings.Join(known, "\n") + "\n")
	}
	if len(misses) > 0 {
		b.WriteString("\nother disagreements:\n" + strings.Join(misses, "\n") + "\n")
	}
	_, err := io.WriteString(w, b.String())
	return err
}

func percent(k, n int) float64 {
	if n == 0 {
		return 0
	}
	return 100 * float64(k) / float64(n)
}
