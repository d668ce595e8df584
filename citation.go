package sourced

import "github.com/sourced-dev/sourced/internal/claims"

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
	DOI string `json:"doi,omitempty"`
	// ArXiv is the arXiv identifier, version suffix kept as written.
	ArXiv string `json:"arxiv,omitempty"`
	// Number is the reference number a numbered marker points to ([1-3]
	// yields three citations, numbered 1, 2 and 3).
	Number int `json:"number,omitempty"`
	// Ref is the text of the reference-list entry the citation points to,
	// if any.
	Ref string `json:"ref,omitempty"`
	// Title, Author (first author's surname) and Year are what the citation
	// or its entry states of the work; empty or zero when not stated. They
	// drive title search and the metadata comparison.
	Title  string `json:"title,omitempty"`
	Author string `json:"author,omitempty"`
	Year   int    `json:"year,omitempty"`
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
// usable is checked against the work's text and carries the checker's own
// codes (supported, number_mismatch, missing_signals, …).
const (
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

// CheckClaim decides one claim, as written, against the index: the same
// rules as Check, without splitting the claim into sentences. The claim's
// offsets are zero.
func (ix *Index) CheckClaim(text string) Claim {
	c := ix.decide(ix.extract(claims.Segment{Text: text, End: len(text)}))
	c.Text = text
	return c
}
