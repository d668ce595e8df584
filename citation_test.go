package sourced_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/sourced-dev/sourced"
)

func TestCheckCitations(t *testing.T) {
	abstract := "Microsoft reported revenue of $56 billion in fiscal 2020. The cloud unit grew fastest."
	work := func(edit func(*sourced.Work)) *sourced.Work {
		w := &sourced.Work{ID: "W1", DOI: "10.1000/w1", Title: "Annual results", Year: 2020, Authors: []string{"A Writer"}, Abstract: abstract}
		if edit != nil {
			edit(w)
		}
		return w
	}
	claim := "Microsoft reported revenue of $56 billion in fiscal 2020."
	tests := []struct {
		name     string
		pair     sourced.CitedClaim
		res      sourced.Resolution
		verdict  sourced.Verdict
		code     sourced.ReasonCode
		inReason string
	}{
		{"grounded in the abstract", sourced.CitedClaim{Text: claim}, sourced.Resolution{Work: work(nil)},
			sourced.Grounded, sourced.ReasonGrounded, `checked against "Annual results" (doi:10.1000/w1), supported`},
		{"the citation is cut before checking",
			sourced.CitedClaim{Text: "Microsoft reported revenue of $56 billion in fiscal 2020 (Writer, 2020).", Checked: claim},
			sourced.Resolution{Work: work(nil)}, sourced.Grounded, sourced.ReasonGrounded, ""},
		{"contradicted by the abstract", sourced.CitedClaim{Text: "Microsoft reported revenue of $70 billion in fiscal 2020."},
			sourced.Resolution{Work: work(nil)}, sourced.Contradicted, sourced.ReasonContradicted, "number_mismatch"},
		{"retracted, even verbatim", sourced.CitedClaim{Text: claim},
			sourced.Resolution{Work: work(func(w *sourced.Work) {
				w.Retracted = true
				w.Retraction = &sourced.Retraction{NoticeDOI: "10.1000/notice", Date: "2021-01-02", Sources: []string{"openalex"}, NotFlaggedBy: []string{"crossref"}}
			})}, sourced.Unverified, sourced.ReasonRetracted, "(notice 10.1000/notice, 2021-01-02), reported by openalex; not flagged by crossref"},
		{"retracted outweighs a failure", sourced.CitedClaim{Text: claim},
			sourced.Resolution{Work: work(func(w *sourced.Work) { w.Retracted = true }), Err: errors.New("crossref: timed out")},
			sourced.Unverified, sourced.ReasonRetracted, "retracted work"},
		{"a retraction notice", sourced.CitedClaim{Text: claim, Citation: sourced.Citation{Raw: "doi:10.1000/notice"}},
			sourced.Resolution{Work: work(func(w *sourced.Work) { w.RetractionOf = "10.1000/w0" })},
			sourced.Unverified, sourced.ReasonRetracted, "doi:10.1000/notice is a retraction notice (of 10.1000/w0)"},
		{"backend failure", sourced.CitedClaim{Text: claim},
			sourced.Resolution{Work: work(nil), Err: errors.New("crossref: timed out")},
			sourced.Unverified, sourced.ReasonBackendError, "crossref: timed out"},
		{"unresolved", sourced.CitedClaim{Text: claim, Citation: sourced.Citation{Raw: "[7]", Kind: sourced.KindNumbered, Number: 7}},
			sourced.Resolution{Unresolved: "[7] has no entry in the reference list"},
			sourced.Unverified, sourced.ReasonUnresolved, "[7] resolves to no work: [7] has no entry"},
		{"metadata mismatch", sourced.CitedClaim{Text: claim},
			sourced.Resolution{Work: work(nil), Mismatch: []string{"year: the citation says 2009, the work 2020"}},
			sourced.Unverified, sourced.ReasonMetadataMismatch, "differs: year: the citation says 2009"},
		{"no abstract", sourced.CitedClaim{Text: claim}, sourced.Resolution{Work: work(func(w *sourced.Work) { w.Abstract = " " })},
			sourced.Unverified, sourced.ReasonNoContent, "no abstract"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := sourced.CheckCitations([]sourced.CitedClaim{tt.pair}, []sourced.Resolution{tt.res})
			if len(r.Claims) != 1 || r.Counts.Total() != 1 {
				t.Fatalf("got %d claims, counts %+v", len(r.Claims), r.Counts)
			}
			c := r.Claims[0]
			if c.Verdict != tt.verdict || c.ReasonCode != tt.code || !strings.Contains(c.Reason, tt.inReason) {
				t.Errorf("got %s/%s %q, want %s/%s containing %q", c.Verdict, c.ReasonCode, c.Reason, tt.verdict, tt.code, tt.inReason)
			}
			if c.Text != tt.pair.Text || c.Citation == nil || c.Work != tt.res.Work {
				t.Errorf("claim %q, citation %v, work %p; want the pair's text, its citation and the resolution's work", c.Text, c.Citation, c.Work)
			}
			if c.Verdict == sourced.Grounded && len(c.Evidence) == 0 {
				t.Error("grounded without evidence")
			}
		})
	}
}

func TestCheckCitationsCountsInOrder(t *testing.T) {
	pairs := []sourced.CitedClaim{{Text: "a [1]"}, {Text: "b [2]"}, {Text: "c [3]"}}
	res := []sourced.Resolution{{Unresolved: "x"}, {Err: errors.New("y")}}
	r := sourced.CheckCitations(pairs, res)
	var got []string
	for _, c := range r.Claims {
		got = append(got, c.Text+" "+string(c.ReasonCode))
	}
	want := "a [1] unresolved|b [2] backend_error|c [3] unresolved"
	if strings.Join(got, "|") != want {
		t.Errorf("claims %q, want %q", strings.Join(got, "|"), want)
	}
	if r.Counts.Unverified != 3 {
		t.Errorf("counts %+v", r.Counts)
	}
}

func TestCheckClaimIsOneClaim(t *testing.T) {
	ix := sourced.NewIndex("Acme hired 40 people in 2021. It opened two offices.")
	c := ix.CheckClaim("Acme hired 40 people in 2021. It opened two offices.")
	if c.Verdict != sourced.Grounded || c.Start != 0 || c.End != 0 {
		t.Errorf("CheckClaim: %s %q at [%d,%d), want one grounded claim with zero offsets", c.Verdict, c.Reason, c.Start, c.End)
	}
}
