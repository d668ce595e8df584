package cite

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/sourced-dev/sourced"
)

func TestExtractFedReg(t *testing.T) {
	text := "EPA approved the Feather River revision (FR Doc. 2024-31396). " +
		"The correction took effect on December 30, 2024 (89 FR 106328). " +
		"An older determination is at https://www.federalregister.gov/documents/1994/01/03/93-32104/drawdown-of-commodities. " +
		"The notice 2024-03484 announced the program. " +
		"Not citations: doi:10.1000/2024-03484, pages 2019-20201x, and https://example.org/2024-03484. " +
		"The work was funded by grant 2018-67013 of the USDA. " +
		"The rule is described in [1].\n\n" +
		"References\n" +
		"[1] Environmental Protection Agency (2024). Air Plan Revisions; California. 89 Fed. Reg. 107012. FR Doc. 2024-31396.\n"
	type got struct {
		Raw, FRDoc, FRCite, Checked string
		Kind                        sourced.CitationKind
	}
	var gots []got
	for _, p := range Extract(text) {
		if p.Citation.Kind == sourced.KindDOI {
			continue
		}
		gots = append(gots, got{p.Citation.Raw, p.Citation.FRDoc, p.Citation.FRCite, p.Checked, p.Citation.Kind})
	}
	want := []got{
		{"FR Doc. 2024-31396", "2024-31396", "", "EPA approved the Feather River revision.", sourced.KindFedReg},
		{"89 FR 106328", "", "89 FR 106328", "The correction took effect on December 30, 2024.", sourced.KindFedReg},
		{"https://www.federalregister.gov/documents/1994/01/03/93-32104/drawdown-of-commodities", "93-32104", "", "An older determination is at.", sourced.KindFedReg},
		{"2024-03484", "2024-03484", "", "The notice announced the program.", sourced.KindFedReg},
		{"[1]", "2024-31396", "89 FR 107012", "The rule is described in.", sourced.KindNumbered},
	}
	if diff := cmp.Diff(want, gots); diff != "" {
		t.Errorf("Federal Register citations (-want +got):\n%s", diff)
	}
}

// FuzzFindFedReg checks what must hold for any text: each citation found
// is the text at its offsets, and its document number stands in it.
func FuzzFindFedReg(f *testing.F) {
	for _, s := range []string{
		"(FR Doc. 2024-31396).", "89 FR 106328 and 89 Fed. Reg. 0012",
		"https://federalregister.gov/d/2024-03484.", "2024-03484 10.1/2024-03484 1999-123456",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		for _, sp := range findFedReg(s) {
			if sp.start < 0 || sp.end > len(s) || sp.start >= sp.end || s[sp.start:sp.end] != sp.raw {
				t.Fatalf("span [%d,%d) raw %q does not match the text", sp.start, sp.end, sp.raw)
			}
			if (sp.frDoc == "") == (sp.frCite == "") {
				t.Fatalf("span %q: document %q, citation %q; want exactly one", sp.raw, sp.frDoc, sp.frCite)
			}
			if sp.frDoc != "" && !strings.Contains(sp.raw, sp.frDoc) {
				t.Fatalf("document %q not in %q", sp.frDoc, sp.raw)
			}
		}
	})
}
