package bench

import (
	"encoding/json"
	"fmt"
	"io"
	"math"
	"strings"
	"text/tabwriter"

	"github.com/sourced-dev/sourced"
)

// originalTitle is how tables name the original tool's rules.
const originalTitle = "the original tool's rules (sourced 0.4.0, Python, read as its own bench read the data)"

// WriteTable writes the error card as an aligned table, one row per group
// and a last row for all, with rates as percentages and their Wilson 95%
// intervals, followed by the verdicts by label kind over all outputs. The
// title names the rules when they are the original tool's.
func WriteTable(w io.Writer, r *Result) error {
	all := r.All()
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	title := r.Dataset
	if r.Rules == OriginalRules {
		title += ", " + originalTitle
	}
	fmt.Fprintf(tw, "%s: %d outputs against %d sources, one claim per sentence\n\n", title, all.Outputs, r.Documents)
	fmt.Fprintf(tw, "%s\toutputs\tsentences\thallucinated\tgrounded\tfalse-grounded\tcontradicted\tprecision\tunverified\tcaught\n", r.GroupBy)
	for _, g := range r.Groups {
		fmt.Fprintf(tw, "%s\t%d\t%d\t%s\t%d\t%s\t%d\t%s\t%d\t%s\n",
			g.Name, g.Outputs, g.Sentences,
			countShare(g.HallucinationRate()),
			g.Grounded, rateCell(g.FalseGroundedRate()),
			g.Contradicted, rateCell(g.ContradictionPrecision()),
			g.Unverified, rateCell(g.Caught()))
	}
	fmt.Fprintln(tw)
	fmt.Fprintln(tw, "false-grounded: hallucinated sentences among the grounded ones")
	fmt.Fprintln(tw, "precision:      hallucinated sentences among the contradicted ones")
	fmt.Fprintln(tw, "caught:         hallucinated sentences not called grounded")
	fmt.Fprintln(tw, "[lo, hi]:       Wilson 95% interval")
	if len(all.Kinds) > 0 {
		fmt.Fprintf(tw, "\nhallucinated sentences of all outputs, by label (a sentence under two labels counts twice)\n\n")
		fmt.Fprintln(tw, "label\tsentences\tgrounded\tcontradicted\tunverified")
		for _, k := range all.Kinds {
			fmt.Fprintf(tw, "%s\t%d\t%s\t%s\t%s\n", k.Kind, k.Sentences,
				countShare(Rate{K: k.Grounded, N: k.Sentences}),
				countShare(Rate{K: k.Contradicted, N: k.Sentences}),
				countShare(Rate{K: k.Unverified, N: k.Sentences}))
		}
	}
	return tw.Flush()
}

// WriteVersus writes this tool's figures and the original tool's, group by
// group, one row each, so that they can be read against each other. Each
// splits the outputs into sentences its own way, so the sentence counts
// differ.
func WriteVersus(w io.Writer, current, original *Result) error {
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	fmt.Fprintf(tw, "%s: this checker (current) against %s\n\n", current.Dataset, originalTitle)
	fmt.Fprintf(tw, "%s\trules\tsentences\thallucinated\tgrounded\tfalse-grounded\tcontradicted\tprecision\tcaught\n", current.GroupBy)
	row := func(name, rules string, t Tally) {
		fmt.Fprintf(tw, "%s\t%s\t%d\t%s\t%d\t%s\t%d\t%s\t%s\n",
			name, rules, t.Sentences, countShare(t.HallucinationRate()),
			t.Grounded, rateCell(t.FalseGroundedRate()),
			t.Contradicted, rateCell(t.ContradictionPrecision()),
			rateCell(t.Caught()))
	}
	for _, g := range current.Groups {
		row(g.Name, "current", g.Tally)
		for _, o := range original.Groups {
			if o.Name == g.Name {
				row("", OriginalRules, o.Tally)
			}
		}
	}
	return tw.Flush()
}

// countShare is "k (p%)", or "k" when the rate is undefined.
func countShare(r Rate) string {
	if !r.Defined() {
		return fmt.Sprint(r.K)
	}
	return fmt.Sprintf("%d (%.1f%%)", r.K, 100*r.Value())
}

// rateCell is "k = p% [lo, hi]", or "-" when the rate is undefined.
func rateCell(r Rate) string {
	if !r.Defined() {
		return "-"
	}
	lo, hi := r.CI()
	return fmt.Sprintf("%d = %.1f%% [%.1f, %.1f]", r.K, 100*r.Value(), 100*lo, 100*hi)
}

// WriteExamples writes the kept false-grounded and false-contradicted
// sentences, each with its reason, its evidence and the labelled spans over
// it.
func WriteExamples(w io.Writer, r *Result) error {
	all := r.All()
	sections := []struct {
		title    string
		total    int
		examples []Example
	}{
		{"false grounded", all.FalseGrounded, r.FalseGrounded},
		{"false contradicted", all.Contradicted - all.TrueContradicted, r.FalseContradicted},
	}
	var b strings.Builder
	for _, s := range sections {
		fmt.Fprintf(&b, "\n%s: %d of %d\n", s.title, len(s.examples), s.total)
		for i, e := range s.examples {
			fmt.Fprintf(&b, "\n%d. %s %s, source %d, output %s, [%d, %d)\n",
				i+1, r.GroupBy, e.Group, e.Document, e.Output, e.Claim.Start, e.Claim.End)
			fmt.Fprintf(&b, "   claim:    %q\n", e.Claim.Text)
			fmt.Fprintf(&b, "   reason:   %s: %s\n", e.Claim.ReasonCode, e.Claim.Reason)
			for _, ev := range e.Claim.Evidence {
				fmt.Fprintf(&b, "   evidence: %s [%d, %d) %q\n", ev.Source, ev.Start, ev.End, ev.Text)
			}
			for _, sp := range e.Spans {
				fmt.Fprintf(&b, "   labelled: %s [%d, %d) %q\n", sp.Label, sp.Start, sp.End, sp.Text)
			}
		}
	}
	_, err := io.WriteString(w, b.String())
	return err
}

// WriteJSON writes results as the JSON contract:
//
//	{"dataset": "ragtruth", "sources": 450,
//	 "group_by": "task", "tasks": {"all": {...}, "QA": {...}, ...},
//	 "errors": {"false_grounded": [...], "false_contradicted": [...]},
//	 "baseline": {"rules": "original", "group_by": "task", "tasks": {...}, "errors": {...}}}
//
// The result of this tool's checker fills the top level; the original
// tool's (Rules OriginalRules) goes under "baseline", with the same keys
// and "rules" naming them. Either may be left out. The groups sit under
// "tasks" for every dataset, so that one reader reads every card;
// "group_by" names what they are, the dataset's GroupBy ("task" for
// RAGTruth, "summarizer" for FaithBench). Each group holds the counts; the rates as fractions from 0 to 1, rounded to four decimals,
// each with a "_ci" companion [lo, hi] (both null when the rate has no
// denominator); and the verdicts of hallucinated sentences by label kind.
// "errors" is there only when examples were kept.
func WriteJSON(w io.Writer, results ...*Result) error {
	if len(results) == 0 {
		return fmt.Errorf("bench: no result to write")
	}
	doc := map[string]any{
		"dataset": results[0].Dataset,
		"sources": results[0].Documents,
	}
	for _, r := range results {
		into := doc
		if r.Rules != "" {
			into = map[string]any{"rules": r.Rules}
			doc["baseline"] = into
		}
		groups := make(map[string]jsonTally, len(r.Groups))
		for _, g := range r.Groups {
			groups[g.Name] = newJSONTally(g.Tally)
		}
		into["group_by"], into["tasks"] = r.GroupBy, groups
		if len(r.FalseGrounded)+len(r.FalseContradicted) > 0 {
			into["errors"] = map[string][]jsonExample{
				"false_grounded":     newJSONExamples(r.FalseGrounded),
				"false_contradicted": newJSONExamples(r.FalseContradicted),
			}
		}
	}
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	enc.SetEscapeHTML(false)
	return enc.Encode(doc)
}

// jsonTally is the JSON shape of a Tally.
type jsonTally struct {
	Outputs                  int                 `json:"outputs"`
	Sentences                int                 `json:"sentences"`
	Hallucinated             int                 `json:"hallucinated"`
	HallucinatedRate         *float64            `json:"hallucinated_rate"`
	HallucinatedRateCI       *[2]float64         `json:"hallucinated_rate_ci"`
	Grounded                 int                 `json:"grounded"`
	FalseGrounded            int                 `json:"false_grounded"`
	FalseGroundedRate        *float64            `json:"false_grounded_rate"`
	FalseGroundedRateCI      *[2]float64         `json:"false_grounded_rate_ci"`
	Contradicted             int                 `json:"contradicted"`
	ContradictedHallucinated int                 `json:"contradicted_hallucinated"`
	ContradictionPrecision   *float64            `json:"contradiction_precision"`
	ContradictionPrecisionCI *[2]float64         `json:"contradiction_precision_ci"`
	Unverified               int                 `json:"unverified"`
	Caught                   *float64            `json:"caught"`
	CaughtCI                 *[2]float64         `json:"caught_ci"`
	ByLabel                  map[string]jsonKind `json:"by_label"`
}

// jsonKind is the JSON shape of a KindTally.
type jsonKind struct {
	Sentences    int `json:"sentences"`
	Grounded     int `json:"grounded"`
	Contradicted int `json:"contradicted"`
	Unverified   int `json:"unverified"`
}

// newJSONTally is t in its JSON shape.
func newJSONTally(t Tally) jsonTally {
	j := jsonTally{
		Outputs:                  t.Outputs,
		Sentences:                t.Sentences,
		Hallucinated:             t.Hallucinated,
		Grounded:                 t.Grounded,
		FalseGrounded:            t.FalseGrounded,
		Contradicted:             t.Contradicted,
		ContradictedHallucinated: t.TrueContradicted,
		Unverified:               t.Unverified,
		ByLabel:                  make(map[string]jsonKind, len(t.Kinds)),
	}
	j.HallucinatedRate, j.HallucinatedRateCI = jsonRate(t.HallucinationRate())
	j.FalseGroundedRate, j.FalseGroundedRateCI = jsonRate(t.FalseGroundedRate())
	j.ContradictionPrecision, j.ContradictionPrecisionCI = jsonRate(t.ContradictionPrecision())
	j.Caught, j.CaughtCI = jsonRate(t.Caught())
	for _, k := range t.Kinds {
		j.ByLabel[k.Kind] = jsonKind{k.Sentences, k.Grounded, k.Contradicted, k.Unverified}
	}
	return j
}

// jsonRate is a rate and its interval, both nil when it is undefined.
func jsonRate(r Rate) (*float64, *[2]float64) {
	if !r.Defined() {
		return nil, nil
	}
	v := round4(r.Value())
	lo, hi := r.CI()
	return &v, &[2]float64{round4(lo), round4(hi)}
}

// round4 rounds x to four decimals: the figures are read as percentages
// to two decimals at most, and the counts are there for exact work.
func round4(x float64) float64 { return math.Round(x*1e4) / 1e4 }

// jsonExample is the JSON shape of an Example.
type jsonExample struct {
	Source int           `json:"source"`
	Output string        `json:"output"`
	Group  string        `json:"group"`
	Claim  sourced.Claim `json:"claim"`
	Spans  []jsonSpan    `json:"spans"`
}

// jsonSpan is the JSON shape of a Span.
type jsonSpan struct {
	Start int    `json:"start"`
	End   int    `json:"end"`
	Label string `json:"label"`
	Kind  string `json:"kind"`
	Text  string `json:"text"`
}

// newJSONExamples is examples in their JSON shape.
func newJSONExamples(examples []Example) []jsonExample {
	out := make([]jsonExample, len(examples))
	for i, e := range examples {
		spans := make([]jsonSpan, len(e.Spans))
		for j, s := range e.Spans {
			spans[j] = jsonSpan(s)
		}
		out[i] = jsonExample{Source: e.Document, Output: e.Output, Group: e.Group, Claim: e.Claim, Spans: spans}
	}
	return out
}
