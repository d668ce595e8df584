package sourced

import (
	"strings"
	"testing"
)

func TestCheckCitationsFullText(t *testing.T) {
	w := &Work{
		DOI: "10.1/x", Title: "Lysis timing in phage", Authors: []string{"A Smith"},
		Abstract: "We studied lysis timing in individual cells.",
		Body: []Section{
			{Title: "Results / Host growth", Text: "Lysogens grown in rich medium lysed 12 minutes earlier than those in minimal medium."},
			{Title: "Methods", Text: "Cells were observed in a perfusion chamber."},
		},
		TextFrom: "full text from Europe PMC PMC1, 2 sections",
	}
	abstractOnly := *w
	abstractOnly.Body, abstractOnly.TextFrom = nil, "abstract only: Europe PMC has only a closed-access copy"
	noText := &Work{DOI: "10.1/y", Title: "T", Body: nil, TextFrom: "abstract only: offline"}
	claim := "Lysogens grown in rich medium lysed 12 minutes earlier than those in minimal medium."
	pairs := []CitedClaim{{Text: claim}, {Text: claim}, {Text: "We studied lysis timing in individual cells."}, {Text: claim}}
	res := []Resolution{{Work: w}, {Work: &abstractOnly}, {Work: &abstractOnly}, {Work: noText}}
	r := CheckCitations(pairs, res)

	body := r.Claims[0]
	if body.Verdict != Grounded || len(body.Evidence) == 0 || body.Evidence[0].Source != "doi:10.1/x § Results / Host growth" {
		t.Errorf("claim in the body: %s/%s evidence %+v; want grounded with the section named", body.Verdict, body.ReasonCode, body.Evidence)
	}
	if !strings.Contains(body.Reason, w.TextFrom) {
		t.Errorf("reason %q does not say where the text came from", body.Reason)
	}
	if c := r.Claims[1]; c.Verdict == Grounded || !strings.Contains(c.Reason, "abstract only") {
		t.Errorf("claim only in the body, body not fetched: %s, %q; want not grounded, saying abstract only", c.Verdict, c.Reason)
	}
	if c := r.Claims[2]; c.Verdict != Grounded || c.Evidence[0].Source != "doi:10.1/x" {
		t.Errorf("claim in the abstract: %s evidence %+v; want grounded on the work", c.Verdict, c.Evidence)
	}
	if c := r.Claims[3]; c.ReasonCode != ReasonNoContent || !strings.HasSuffix(c.Reason, "(abstract only: offline)") {
		t.Errorf("no abstract, no body: %s %q, want %s saying why there is no body", c.ReasonCode, c.Reason, ReasonNoContent)
	}
}
