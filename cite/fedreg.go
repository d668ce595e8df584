package cite

import (
	"strings"

	"github.com/sourced-dev/sourced/internal/claims"
	"github.com/sourced-dev/sourced/internal/lazyregexp"
)

var (
	// frDocPattern finds a document number as the Register prints it:
	// "FR Doc. 2024-03484", "FR Doc No: 93-32104".
	frDocPattern = lazyregexp.New(`(?i)\bFR[ \t]+Doc\.?[ \t]*(?:No\.?:?[ \t]*)?(\d{2,4}-\d{4,5})\b`)
	// frURLPattern finds a federalregister.gov link to a document: its page,
	// its short link or its API record.
	frURLPattern = lazyregexp.New(`(?i)\bhttps?://(?:www\.)?federalregister\.gov/(?:documents/\d{4}/\d{2}/\d{2}/|d/|api/v1/documents/)(\d{2,4}-\d{4,5})(?:[/.?#][^\s<>"()\[\]]*)?`)
	// frCitePattern finds a volume-and-page citation: "89 FR 12345",
	// "89 Fed. Reg. 12345".
	frCitePattern = lazyregexp.New(`\b(\d{1,3})[ \t]+(?:FR|Fed\.[ \t]?Reg\.)[ \t]+(\d{1,6})\b`)
	// frBarePattern finds a bare document number of the current form, a
	// four-digit year and a five-digit serial: "2024-03484".
	frBarePattern = lazyregexp.New(`\b(?:199\d|20\d\d)-\d{5}\b`)
	// frContext, at the end of the text before a bare number, says it is a
	// Federal Register document: "the notice 2024-03484", "Federal
	// Register document 2024-03484". Grant and case numbers share the form.
	frContext = lazyregexp.New(`(?i)(?:federal register|fed\. ?reg\.|\bFR\b|\bdocument|\brule|\bnotice|\bregulation|\border)[^.;\n]{0,40}$`)
)

// bareContextWindow is how far before a bare number its context is read.
const bareContextWindow = 80

// findFedReg returns the Federal Register citations in s. A bare number
// is one only when the words just before it name a document of the
// Register, and never inside a longer token (a DOI, a path, a range of
// numbers).
func findFedReg(s string) []span {
	var out []span
	add := func(start, end int, doc, cite string) {
		out = append(out, span{
			start: start, end: end, cutStart: start, cutEnd: end,
			kind: "fedreg", raw: s[start:end], frDoc: doc, frCite: cite,
		})
	}
	for _, m := range frDocPattern().FindAllStringSubmatchIndex(s, -1) {
		add(m[0], m[1], s[m[2]:m[3]], "")
	}
	for _, m := range frURLPattern().FindAllStringSubmatchIndex(s, -1) {
		end := m[0] + len(strings.TrimRight(s[m[0]:m[1]], ".,;:!?'"))
		add(m[0], end, s[m[2]:m[3]], "")
	}
	for _, m := range frCitePattern().FindAllStringSubmatchIndex(s, -1) {
		add(m[0], m[1], "", s[m[2]:m[3]]+" FR "+strings.TrimLeft(s[m[4]:m[5]], "0"))
	}
	for _, m := range frBarePattern().FindAllStringIndex(s, -1) {
		if m[0] > 0 && strings.ContainsRune("./-:_", rune(s[m[0]-1])) || m[1] < len(s) && strings.ContainsRune("/-", rune(s[m[1]])) {
			continue
		}
		if !frContext().MatchString(s[max(0, m[0]-bareContextWindow):m[0]]) {
			continue
		}
		add(m[0], m[1], s[m[0]:m[1]], "")
	}
	return out
}

// describeFedReg records the first Federal Register document number and
// volume-and-page citation of a reference entry.
func describeFedReg(e *Entry) {
	for _, sp := range findFedReg(e.Text) {
		if sp.frDoc != "" && e.FRDoc == "" {
			e.FRDoc = sp.frDoc
		}
		if sp.frCite != "" && e.FRCite == "" {
			e.FRCite = sp.frCite
		}
	}
}

// throughSpan returns segment si, joined to the segments after it until
// it holds a citation ending at end: a citation the splitter cut in two
// ("FR Doc. 2024-03484" after "Doc.") belongs to one sentence.
func throughSpan(body string, segs []claims.Segment, si, end int) claims.Segment {
	seg := segs[si]
	for j := si + 1; seg.End < end && j < len(segs); j++ {
		seg.End = segs[j].End
	}
	if seg.End != segs[si].End {
		seg.Text = body[seg.Start:seg.End]
	}
	return seg
}
