package sourced

import (
	"errors"
	"fmt"
	"strings"

	"github.com/sourced-dev/sourced/internal/claims"
)

// ErrWorkNotFound is wrapped by a resolver backend's error when the
// registry has no work for a DOI: an answer, not a failure.
var ErrWorkNotFound = errors.New("no such work")

// CitationKind says how a citation was written.
type CitationKind string

// The kinds of citation that citation mode reads.
const (
	// KindDOI is an inline DOI: doi:10.…, https://doi.org/10.… or a bare 10.….
	KindDOI CitationKind = "doi"
	// KindArXiv is an arXiv identifier, new (2101.01234v2) or old
	// (hep-th/9901001) style.
	KindArXiv CitationKind = "arxiv"
	// KindNumbered is a [n] marker pointing into a reference list.
	KindNumbered CitationKind = "numbered"
	// KindAuthorYear is an author-year citation, parenthetical
	// "(Smith et al., 2020)" or narrative "Smith et al. (2020)".
	KindAuthorYear CitationKind = "author_year"
)

// Citation is one citation as written in the checked text, with what is
// known of the cited work before it is resolved.
type Citation struct {
	// Raw is the citation as written ("[2]", "doi:10.1/x", "(Lee, 2019)").
	Raw string `json:"raw"`
	// Kind says how it was written.
	Kind CitationKind `json:"kind"`
	// DOI is the cited DOI, lower-cased, without a resolver prefix: from
	// the citation itself or from its reference entry.
	DOI string `json:"doi"`
	// ArXiv is the arXiv identifier, version suffix kept as written.
	ArXiv string `json:"arxiv"`
	// FRDoc is a Federal Register document number ("2024-03484"), and
	// FRCite a Federal Register volume-and-page citation ("89 FR 12345"),
	// from the citation itself or from its reference entry.
	FRDoc  string `json:"fr_doc,omitempty"`
	FRCite string `json:"fr_cite,omitempty"`
	// Number is the reference number a numbered marker points to ([1-3]
	// yields three citations, numbered 1, 2 and 3).
	Number int `json:"number"`
	// Ref is the text of the reference-list entry the citation points to,
	// if any.
	Ref string `json:"ref"`
	// Title, Author (first author's surname) and Year are what the citation
	// or its entry states of the work; empty or zero when not stated. They
	// drive title search and the metadata comparison.
	Title  string `json:"title"`
	Author string `json:"author"`
	Year   int    `json:"year"`
	// Start and End are offsets in Unicode code points of the citation in
	// the checked text; both are zero for a citation given directly.
	Start int `json:"start"`
	End   int `json:"end"`
}

// Work is a real work a citation resolved to, as a registry describes it.
type Work struct {
	// ID is the registry's identifier (an OpenAlex id, or the DOI URL
	// when only Crossref knows the work).
	ID string `json:"id"`
	// DOI is lower-cased, without a resolver prefix.
	DOI   string `json:"doi"`
	Title string `json:"title"`
	Year  int    `json:"year"`
	// Authors are display names, first author first.
	Authors []string `json:"authors"`
	// Venue is the journal, proceedings, repository or publisher.
	Venue string `json:"venue"`
	// Abstract is the text a cited claim is checked against. It is not
	// part of the JSON report.
	Abstract string `json:"-"`
	// Body is the work's full text by section, when an open copy was
	// fetched (sourced cite --full-text); the claim is then checked
	// against it and the abstract. TextFrom says where the text came
	// from, or why only the abstract was checked. Neither is part of the
	// JSON report.
	Body     []Section `json:"-"`
	TextFrom string    `json:"-"`
	// Retracted is set when any source says the work is retracted, or the
	// DOI is itself a retraction notice.
	Retracted bool `json:"retracted"`
	// Retraction details the retraction; nil when not retracted.
	Retraction *Retraction `json:"retraction,omitempty"`
	// Notices are the editorial notices the sources report for the work:
	// retractions, corrections, expressions of concern. Only a retraction
	// makes the work unusable as evidence.
	Notices []Notice `json:"notices,omitempty"`
	// RetractionOf is set when the DOI is itself a retraction notice: the
	// DOI of the work it retracts.
	RetractionOf string `json:"retraction_of,omitempty"`
}

// Retraction says who reports a work retracted, and by which notice.
type Retraction struct {
	// NoticeDOI and Date identify the retraction notice, where a source
	// gives them (Date as YYYY-MM-DD).
	NoticeDOI string `json:"notice_doi"`
	Date      string `json:"date"`
	// Sources name every source that reports the retraction, such as
	// "openalex", "crossref:retraction-watch" or "retraction-index".
	Sources []string `json:"sources"`
	// NotFlaggedBy names the sources that were asked and did not report
	// the retraction: the sources disagree.
	NotFlaggedBy []string `json:"not_flagged_by,omitempty"`
}

// NoticeKind is the kind of an editorial notice.
type NoticeKind string

// Notice kinds. Only NoticeRetraction gates.
const (
	NoticeRetraction          NoticeKind = "retraction"
	NoticeCorrection          NoticeKind = "correction"
	NoticeExpressionOfConcern NoticeKind = "expression_of_concern"
	// NoticeOther is any other kind a source reports (a reinstatement, an
	// addendum, a withdrawal).
	NoticeOther NoticeKind = "other"
)

// Notice is one editorial notice on a work.
type Notice struct {
	Kind NoticeKind `json:"kind"`
	// DOI is the notice's own DOI, if known.
	DOI string `json:"doi,omitempty"`
	// Date is YYYY-MM-DD, if known.
	Date string `json:"date,omitempty"`
	// Source names who reports it.
	Source string `json:"source"`
}

// Reason codes of citation mode. A cited claim whose work resolved and is
// usable is checked against the work's text with the checker's rules; its
// code says how that came out (grounded, contradicted, low_grounding,
// no_grounding), and its reason names the checker's own code
// (supported, number_mismatch, missing_signals, …) with the detail.
const (
	// ReasonGrounded (grounded): the work's text supports the claim.
	ReasonGrounded ReasonCode = "grounded"
	// ReasonContradicted (contradicted): the work's text states otherwise.
	ReasonContradicted ReasonCode = "contradicted"
	// ReasonLowGrounding (unverified): the claim's signals meet the work's
	// text, but too little of the rest does (low coverage, a negation or a
	// direction that differs, a figure of another subject).
	ReasonLowGrounding ReasonCode = "low_grounding"
	// ReasonNoGrounding (unverified): the work's text does not hold the
	// claim's numbers, names or quotes, or the claim has none to check.
	ReasonNoGrounding ReasonCode = "no_grounding"
	// ReasonUnresolved (unverified): the citation resolves to no real work,
	// or names a reference entry that does not exist.
	ReasonUnresolved ReasonCode = "unresolved"
	// ReasonMetadataMismatch (unverified): a work was found, but its year,
	// first author or title differ from what the citation states.
	ReasonMetadataMismatch ReasonCode = "metadata_mismatch"
	// ReasonRetracted (unverified): the work is retracted, or the cited DOI
	// is a retraction notice. A retracted work is never evidence.
	ReasonRetracted ReasonCode = "retracted"
	// ReasonNoContent (unverified): the work resolved but no text of it
	// (abstract) is available to check the claim against.
	ReasonNoContent ReasonCode = "no_content"
	// ReasonBackendError (unverified): a registry timed out, refused, or
	// answered garbage, or the run was offline with nothing cached.
	ReasonBackendError ReasonCode = "backend_error"
)

// CitedClaim is a claim and the citation given for it: the input of
// citation mode, extracted from a text or given directly.
type CitedClaim struct {
	// Text is the claim as written, citation included.
	Text string `json:"text"`
	// Start and End are offsets in Unicode code points of the claim in the
	// checked text; both zero for a pair given directly.
	Start int `json:"start"`
	End   int `json:"end"`
	// Checked is the claim with its citations removed: the text checked
	// against the work. When empty, Text is checked.
	Checked string `json:"checked,omitempty"`
	// Citation is the citation given for the claim.
	Citation Citation `json:"citation"`
}

// Resolution is what resolving one citation found.
type Resolution struct {
	// Work is the work the citation resolved to; nil when it resolved to
	// none or resolution failed before a work was found.
	Work *Work
	// Mismatch lists, for a work found, each field the citation states
	// differently ("year: the citation says 2019, the work 2014").
	Mismatch []string
	// Unresolved says why no work was found, when none was and nothing
	// failed ("no registry knows DOI 10.1234/x").
	Unresolved string
	// Err is a backend failure: a timeout, a refusal, a garbled answer,
	// or an offline run with nothing cached. A failure is never read as
	// "no such work" nor as "not retracted".
	Err error
}

// CheckClaim decides one claim, as written, against the index: the same
// rules as Check, without splitting the claim into sentences. The claim's
// offsets are zero.
func (ix *Index) CheckClaim(text string) Claim {
	st := ix.checking(text)
	cs := ix.extract(claims.Segment{Text: text, End: len(text)}, st)
	c := make([]Claim, 1)
	ix.decide(&c[0], cs, ix.anchors(cs))
	c[0].Text = text
	st.fillKeys(c)
	ix.release(st)
	return c[0]
}

// CheckCitations decides each cited claim against what its citation
// resolved to; res[i] is the resolution of pairs[i].Citation. In order:
// a retracted work (or a retraction notice) gives unverified/retracted,
// even where the claim stands verbatim in it; a backend failure gives
// unverified/backend_error; no work gives unverified/unresolved; a work
// whose year, first author or title differ gives
// unverified/metadata_mismatch; a work with no abstract (nor body) gives
// unverified/no_content. Otherwise the claim, its citations cut out, is
// checked against the work's title and abstract (and its body, by
// section, when full text was attached) with the same rules as Check,
// and carries that verdict, reason and evidence.
func CheckCitations(pairs []CitedClaim, res []Resolution) Report {
	r := Report{Claims: make([]Claim, 0, len(pairs))}
	indexes := map[*Work]*Index{}
	for i, p := range pairs {
		var rs Resolution
		if i < len(res) {
			rs = res[i]
		}
		c := checkCited(p, rs, indexes)
		r.Claims = append(r.Claims, c)
		r.Counts.Add(c.Verdict)
	}
	return r
}

// checkCited decides one cited claim; indexes keeps each work's prepared
// text for the next claim citing it.
func checkCited(p CitedClaim, rs Resolution, indexes map[*Work]*Index) Claim {
	cit := p.Citation
	out := Claim{Text: p.Text, Start: p.Start, End: p.End, Verdict: Unverified,
		Evidence: []Evidence{}, Citation: &cit, Work: rs.Work}
	w := rs.Work
	switch {
	case w != nil && w.RetractionOf != "":
		out.ReasonCode = ReasonRetracted
		out.Reason = fmt.Sprintf("%s is a retraction notice (of %s), not a work that can support a claim", cited(cit), w.RetractionOf)
	case w != nil && w.Retracted:
		out.ReasonCode = ReasonRetracted
		out.Reason = retractedReason(cit, w)
	case rs.Err != nil:
		out.ReasonCode = ReasonBackendError
		out.Reason = fmt.Sprintf("%s could not be resolved: %v", cited(cit), rs.Err)
	case w == nil:
		out.ReasonCode = ReasonUnresolved
		out.Reason = fmt.Sprintf("%s resolves to no work: %s", cited(cit), rs.Unresolved)
	case len(rs.Mismatch) > 0:
		out.ReasonCode = ReasonMetadataMismatch
		out.Reason = fmt.Sprintf("%s resolves to %q, but it differs: %s", cited(cit), w.Title, strings.Join(rs.Mismatch, "; "))
	case strings.TrimSpace(w.Abstract) == "" && len(w.Body) == 0:
		out.ReasonCode = ReasonNoContent
		out.Reason = fmt.Sprintf("%s resolves to %q, which has no abstract to check the claim against%s", cited(cit), w.Title, textNote(w))
	default:
		ix, ok := indexes[w]
		if !ok {
			ix = NewNamedIndex(workSources(w)...)
			indexes[w] = ix
		}
		text := p.Checked
		if text == "" {
			text = p.Text
		}
		c := ix.CheckClaim(text)
		out.Verdict, out.ReasonCode = c.Verdict, citedReason(c)
		out.Reason = fmt.Sprintf("checked against %q (%s), %s: %s", w.Title, textOf(w), c.ReasonCode, c.Reason)
		out.Signals, out.Evidence, out.Contradictions = c.Signals, c.Evidence, c.Contradictions
	}
	return out
}

// cited names a citation in a reason: as written, with its reference
// number or DOI where that says more.
func cited(c Citation) string {
	switch {
	case c.Kind == KindNumbered && c.Raw != fmt.Sprintf("[%d]", c.Number):
		return fmt.Sprintf("%s (reference %d)", c.Raw, c.Number)
	case c.Raw != "":
		return c.Raw
	case c.DOI != "":
		return "doi:" + c.DOI
	case c.ArXiv != "":
		return "arXiv:" + c.ArXiv
	}
	return "the citation"
}

// workName names a work as an evidence source: its DOI, else its id.
func workName(w *Work) string {
	if w.DOI != "" {
		return "doi:" + w.DOI
	}
	return w.ID
}

// retractedReason says who reports the retraction, by which notice, and
// who does not.
func retractedReason(c Citation, w *Work) string {
	var b strings.Builder
	fmt.Fprintf(&b, "%s resolves to a retracted work", cited(c))
	if rt := w.Retraction; rt != nil {
		if rt.NoticeDOI != "" {
			fmt.Fprintf(&b, " (notice %s", rt.NoticeDOI)
			if rt.Date != "" {
				fmt.Fprintf(&b, ", %s", rt.Date)
			}
			b.WriteString(")")
		}
		if len(rt.Sources) > 0 {
			fmt.Fprintf(&b, ", reported by %s", strings.Join(rt.Sources, " and "))
		}
		if len(rt.NotFlaggedBy) > 0 {
			fmt.Fprintf(&b, "; not flagged by %s", strings.Join(rt.NotFlaggedBy, " and "))
		}
	}
	b.WriteString("; a retracted work is not evidence for or against a claim")
	return b.String()
}

// citedReason is the citation-mode code of a claim the checker decided
// against a work's text.
func citedReason(c Claim) ReasonCode {
	switch c.Verdict {
	case Grounded:
		return ReasonGrounded
	case Contradicted:
		return ReasonContradicted
	}
	switch c.ReasonCode {
	case ReasonLowCoverage, ReasonFirstWordOnly, ReasonNegationMismatch, ReasonDirectionDiffers, ReasonOtherSubject, ReasonQuoteOfOther, ReasonWordDiffers, ReasonHedged, ReasonOutsideCited:
		return ReasonLowGrounding
	}
	return ReasonNoGrounding
}
