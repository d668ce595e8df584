package cite

import (
	"strconv"
	"strings"
	"sync"
	"unicode/utf8"

	"github.com/sourced-dev/sourced/internal/lazyregexp"
)

// span is one citation found in the body, in byte offsets. cut is the
// stretch removed from the claim before it is checked (a whole
// parenthetical group, say), which may be wider than the citation itself.
type span struct {
	start, end       int
	cutStart, cutEnd int
	kind             string
	raw              string
	doi, arxiv       string
	frDoc, frCite    string // fedreg: a document number, a volume-and-page citation
	refs             []int  // numbered: the entry numbers
	author           string
	year             int
	suffix           string // the letter after the year: 2020a
}

var (
	// doiPattern finds a bare DOI: the suffix runs to whitespace or a
	// character no DOI in running text holds; the trailing punctuation is
	// trimmed afterwards. Its literal start keeps the search fast.
	doiPattern = lazyregexp.New(`10\.\d{4,9}/[^\s\p{Z}\p{Cc}"<>\[\]{}|\\^` + "`" + `]+`)
	// doiPrefix is the resolver prefix that may stand just before a DOI.
	doiPrefix = lazyregexp.New(`(?i)(?:\bdoi:[ \t]*|\bhttps?://(?:dx\.)?doi\.org/)$`)
	// arxivPattern finds an arXiv identifier behind "arXiv:" or an arxiv.org
	// link: new style 2101.01234 (v2) and old style hep-th/9901001.
	arxivPattern = lazyregexp.New(`(?i)(?:\barxiv:[ \t]*|\bhttps?://(?:www\.)?arxiv\.org/(?:abs|pdf)/)((?:\d{4}\.\d{4,5}|[a-z][a-z-]*(?:\.[a-z]{2})?/\d{7})(?:v\d+)?)`)
	// numberedPattern finds [3], [1-3], [1, 4], [2,5-7]; a marker followed
	// by "(" is a Markdown link and ignored by the caller.
	numberedPattern = lazyregexp.New(`\[(\d{1,4}(?:[ \t]*[-–—][ \t]*\d{1,4})?(?:[ \t]*,[ \t]*\d{1,4}(?:[ \t]*[-–—][ \t]*\d{1,4})?)*)\]`)
	// parenPattern finds a parenthetical group that holds a year.
	parenPattern = lazyregexp.New(`\(([^()\p{Cc}\p{Zl}\p{Zp}]*?\b(?:1[6-9]|20)\d\d[a-z]?\b[^()\p{Cc}\p{Zl}\p{Zp}]*)\)`)
	// authorYearPart is one item of a parenthetical group:
	// "Smith et al., 2020", "Lee 2019", "Kim & Park, 2018a", "see Ng, 2021".
	authorYearPart = lazyregexp.New(`^[ \t]*(?:(?:see(?: also)?|e\.g\.,?|cf\.|i\.e\.,?)[ \t]+)?(` + surname + `(?:[ \t]+et[ \t]+al\.?|[ \t]+(?:and|&)[ \t]+` + surname + `)?),?[ \t]+((?:1[6-9]|20)\d\d)([a-z]?)(?:,[ \t]*pp?\.[ \t]*\d+(?:[-–]\d+)?)?[ \t]*$`)
	// yearInParens finds "(2020)", the end of a narrative citation;
	// narrativeLead, the names just before it: "Smith et al. ",
	// "Kim and Park ".
	yearInParens  = lazyregexp.New(`\(((?:1[6-9]|20)\d\d)([a-z]?)\)`)
	narrativeLead = lazyregexp.New(`(` + surname + `)(?:[ \t]+et[ \t]+al\.?|[ \t]+(?:and|&)[ \t]+` + surname + `)?[ \t]+$`)
)

// leadWindow bounds how far before "(2020)" the names of a narrative
// citation are looked for.
const leadWindow = 120

// surname is a capitalised family name, with the usual lower-case
// particles (van der Waals, de Souza) and hyphens or apostrophes inside.
const surname = `(?:(?:van|von|de|der|den|da|di|du|del|dos|le|la)[ \t]+)*\p{Lu}[\p{L}'’-]*\p{L}`

// notSurnames returns the capitalised words that open a narrative pattern
// without being a name, "In (2020)", "Since (2019)": built at first use
// rather than at every start of a program that may never read a citation.
var notSurnames = sync.OnceValue(func() map[string]bool {
	return map[string]bool{
		"in": true, "the": true, "by": true, "since": true, "from": true, "until": true,
		"of": true, "on": true, "at": true, "for": true, "during": true, "as": true,
		"after": true, "before": true, "between": true, "and": true, "or": true,
		"to": true, "with": true, "year": true, "fiscal": true, "fy": true, "q1": true,
		"q2": true, "q3": true, "q4": true, "through": true, "report": true,
	}
})

// trimDOI cuts the punctuation that ends a sentence or a bracket off a
// DOI found in running text. A closing parenthesis stays when the DOI
// opens one of its own, as in 10.1016/S0140-6736(97)11096-0.
func trimDOI(d string) string {
	for d != "" {
		last := d[len(d)-1]
		switch {
		case strings.IndexByte(".,;:!?'\"*_", last) >= 0:
			d = d[:len(d)-1]
		case last == ')' && strings.Count(d, ")") > strings.Count(d, "("):
			d = d[:len(d)-1]
		default:
			return d
		}
	}
	return d
}

// NormalizeDOI returns doi lower-cased, without a doi: or resolver prefix
// and without trailing punctuation; "" when it is not a DOI.
func NormalizeDOI(doi string) string {
	ds := findDOIs(strings.TrimSpace(doi))
	if len(ds) == 0 {
		return ""
	}
	return ds[0].doi
}

// ArXivBase returns an arXiv identifier without its version suffix:
// "2101.01234v2" → "2101.01234". Citations are matched on it.
func ArXivBase(id string) string {
	if i := strings.LastIndexByte(id, 'v'); i > 0 && i < len(id)-1 {
		if _, err := strconv.Atoi(id[i+1:]); err == nil && id[i-1] >= '0' && id[i-1] <= '9' {
			return id[:i]
		}
	}
	return id
}

// findDOIs returns the DOIs in s, with their resolver prefix.
func findDOIs(s string) []span {
	var out []span
	for _, m := range doiPattern().FindAllStringIndex(s, -1) {
		start := m[0]
		if start > 0 && isWordByte(s[start-1]) {
			continue // 110.1234/x is no DOI
		}
		doi := trimDOI(s[start:m[1]])
		if _, suffix, _ := strings.Cut(doi, "/"); suffix == "" {
			continue
		}
		end := start + len(doi)
		if p := doiPrefix().FindStringIndex(s[max(0, start-len("https://dx.doi.org/")-8):start]); p != nil {
			start -= p[1] - p[0]
		}
		out = append(out, span{
			start: start, end: end, cutStart: start, cutEnd: end,
			kind: "doi", raw: s[start:end], doi: strings.ToLower(doi),
		})
	}
	return out
}

// isWordByte reports whether b is an ASCII letter, digit or underscore.
func isWordByte(b byte) bool {
	return b == '_' || ('0' <= b && b <= '9') || ('a' <= b|0x20 && b|0x20 <= 'z')
}

// findArXiv returns the arXiv identifiers in s.
func findArXiv(s string) []span {
	if !strings.Contains(strings.ToLower(s), "arxiv") {
		return nil
	}
	var out []span
	for _, m := range arxivPattern().FindAllStringSubmatchIndex(s, -1) {
		out = append(out, span{
			start: m[0], end: m[1], cutStart: m[0], cutEnd: m[1],
			kind: "arxiv", raw: s[m[0]:m[1]], arxiv: s[m[2]:m[3]],
		})
	}
	return out
}

// maxRange bounds a [a-b] range, so that [1-9999] cannot blow up.
const maxRange = 50

// findNumbered returns the [n] markers in s; Markdown links [1](url) and
// footnote-like [1]: lines are left alone.
func findNumbered(s string) []span {
	var out []span
	for _, m := range numberedPattern().FindAllStringSubmatchIndex(s, -1) {
		if m[1] < len(s) && (s[m[1]] == '(' || s[m[1]] == ':') {
			continue
		}
		refs := expandNumbers(s[m[2]:m[3]])
		if len(refs) == 0 {
			continue
		}
		out = append(out, span{
			start: m[0], end: m[1], cutStart: m[0], cutEnd: m[1],
			kind: "numbered", raw: s[m[0]:m[1]], refs: refs,
		})
	}
	return out
}

// expandNumbers turns "1, 3-5" into 1, 3, 4, 5; a range wider than
// maxRange or running backwards yields its two ends only.
func expandNumbers(list string) []int {
	var out []int
	for _, item := range strings.Split(list, ",") {
		item = strings.TrimSpace(item)
		lo, hi, isRange := cutDash(item)
		a, err := strconv.Atoi(lo)
		if err != nil || a == 0 {
			continue
		}
		if !isRange {
			out = append(out, a)
			continue
		}
		b, err := strconv.Atoi(hi)
		if err != nil || b == 0 {
			continue
		}
		if b < a || b-a > maxRange {
			out = append(out, a, b)
			continue
		}
		for n := a; n <= b; n++ {
			out = append(out, n)
		}
	}
	return out
}

// cutDash splits "3-5", "3–5" or "3—5" at the dash.
func cutDash(s string) (string, string, bool) {
	for _, d := range []string{"-", "–", "—"} {
		if lo, hi, ok := strings.Cut(s, d); ok {
			return strings.TrimSpace(lo), strings.TrimSpace(hi), true
		}
	}
	return s, "", false
}

// findAuthorYear returns the author-year citations in s: every item of a
// parenthetical group that reads as one, and every narrative citation.
func findAuthorYear(s string) []span {
	var out []span
	for _, m := range parenPattern().FindAllStringSubmatchIndex(s, -1) {
		inner, innerStart := s[m[2]:m[3]], m[2]
		var items []span
		all := true
		pos := 0
		for _, part := range strings.Split(inner, ";") {
			partStart := innerStart + pos
			pos += len(part) + 1
			pm := authorYearPart().FindStringSubmatchIndex(part)
			if pm == nil || notSurnames()[strings.ToLower(firstWordOf(part[pm[2]:pm[3]]))] {
				all = all && strings.TrimSpace(part) == ""
				continue
			}
			lead := len(part) - len(strings.TrimLeft(part, " \t"))
			raw := strings.TrimSpace(part)
			year, _ := strconv.Atoi(part[pm[4]:pm[5]])
			items = append(items, span{
				start: partStart + lead, end: partStart + lead + len(raw),
				kind: "author_year", raw: raw,
				author: surnameOf(part[pm[2]:pm[3]]), year: year, suffix: part[pm[6]:pm[7]],
			})
		}
		for i := range items {
			// A group wholly made of citations is cut from the claim with
			// its parentheses; otherwise only the citation items go.
			if all {
				items[i].cutStart, items[i].cutEnd = m[0], m[1]
			} else {
				items[i].cutStart, items[i].cutEnd = items[i].start, items[i].end
			}
		}
		out = append(out, items...)
	}
	for _, m := range yearInParens().FindAllStringSubmatchIndex(s, -1) {
		from := max(0, m[0]-leadWindow)
		for from < m[0] && !utf8.RuneStart(s[from]) {
			from++
		}
		lead := narrativeLead().FindStringSubmatchIndex(s[from:m[0]])
		if lead == nil {
			continue
		}
		name := s[from+lead[2] : from+lead[3]]
		if notSurnames()[strings.ToLower(firstWordOf(name))] {
			continue
		}
		start := from + lead[0]
		year, _ := strconv.Atoi(s[m[2]:m[3]])
		out = append(out, span{
			start: start, end: m[1], cutStart: start, cutEnd: m[1],
			kind: "author_year", raw: s[start:m[1]], author: surnameOf(name), year: year,
			suffix: s[m[4]:m[5]],
		})
	}
	return out
}

// firstWordOf returns the first space-separated word of s.
func firstWordOf(s string) string {
	w, _, _ := strings.Cut(strings.TrimSpace(s), " ")
	return w
}

// surnameOf returns the first author's surname of an author-year lead
// such as "van der Berg et al." or "Kim & Park": the name before any
// "et al.", "and" or "&".
func surnameOf(lead string) string {
	for _, sep := range []string{" et al", " and ", " & "} {
		if i := strings.Index(lead, sep); i >= 0 {
			lead = lead[:i]
		}
	}
	return strings.TrimSpace(lead)
}
