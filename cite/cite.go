// Package cite finds the citations in AI-written text, with offsets, and
// pairs each with the claim that carries it: the sentence it stands in.
//
// It reads inline DOIs (doi:10.…, https://doi.org/10.…, a bare 10.…/…,
// trailing punctuation trimmed), arXiv identifiers behind "arXiv:" or an
// arxiv.org link (new and old style, version kept), [n] markers ([2],
// [1-3], [1, 4]) against a References or Bibliography section, and
// author-year citations, parenthetical "(Smith et al., 2020; Lee 2019)"
// and narrative "Smith et al. (2020)", matched to the reference entries by
// first author's surname and year (and the letter of 2019a, where given).
// A citation whose entry is missing is kept, with what it states, so that
// it can be reported unresolved.
//
// The reference list itself yields no claims, nor does a fenced code
// block. Everything here is a pure
// function of the text: no I/O.
package cite

import (
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/sourced-dev/sourced"
	"github.com/sourced-dev/sourced/internal/biblio"
	"github.com/sourced-dev/sourced/internal/claims"
)

// Extract returns every cited claim of text in order of its citations: a
// sentence citing two works yields two pairs, one per citation. Offsets
// are in Unicode code points.
func Extract(text string) []sourced.CitedClaim {
	refStart, entries := splitReferences(text)
	list := newEntryIndex(entries)
	body := text[:refStart]
	spans := findSpans(body)
	if len(spans) == 0 {
		return nil
	}
	segs := claims.Split(body)
	runes := newRuneOffsets(text)
	checked := map[int]string{} // by segment start
	var out []sourced.CitedClaim
	si := 0
	for _, sp := range spans {
		for si < len(segs) && segs[si].End <= sp.start {
			si++
		}
		seg := claims.Segment{Text: body[sp.start:sp.end], Start: sp.start, End: sp.end}
		if si < len(segs) && segs[si].Start <= sp.start {
			seg = throughSpan(body, segs, si, sp.end)
		}
		ck, ok := checked[seg.Start]
		if !ok {
			ck = withoutCitations(body, seg, spans)
			checked[seg.Start] = ck
		}
		for _, c := range citations(sp, list) {
			c.Start, c.End = runes.at(sp.start), runes.at(sp.end)
			out = append(out, sourced.CitedClaim{
				Text: seg.Text, Start: runes.at(seg.Start), End: runes.at(seg.End),
				Checked: ck, Citation: c,
			})
		}
	}
	return out
}

// References returns the entries of text's reference list (the section
// under the last References / Bibliography heading), or nil.
func References(text string) []Entry {
	_, entries := splitReferences(text)
	return entries
}

// findSpans returns the citations of body in order of their start; where
// two overlap (a DOI inside an arXiv link, say) the one that starts first,
// then the longer, is kept.
func findSpans(body string) []span {
	var all []span
	all = append(all, findDOIs(body)...)
	all = append(all, findArXiv(body)...)
	all = append(all, findNumbered(body)...)
	all = append(all, findAuthorYear(body)...)
	all = append(all, findFedReg(body)...)
	slices.SortStableFunc(all, func(a, b span) int {
		if a.start != b.start {
			return a.start - b.start
		}
		return b.end - a.end
	})
	fenced := fencedRanges(body)
	out := all[:0]
	end := -1
	for _, sp := range all {
		for len(fenced) > 0 && fenced[0][1] <= sp.start {
			fenced = fenced[1:]
		}
		if sp.start < end || (len(fenced) > 0 && fenced[0][0] <= sp.start) {
			continue
		}
		out = append(out, sp)
		end = sp.end
	}
	return out
}

// entryIndex finds reference entries by number and by surname and year.
type entryIndex struct {
	byNumber     map[int]Entry
	byAuthorYear map[authorYear]Entry
}

type authorYear struct {
	surname string
	year    int
	suffix  string
}

// newEntryIndex indexes entries; where two share a number, or a surname,
// year and suffix, the first wins. Each entry is also indexed without its
// year's suffix, so that "(Lee, 2019)" finds "Lee (2019a)".
func newEntryIndex(entries []Entry) entryIndex {
	ix := entryIndex{byNumber: map[int]Entry{}, byAuthorYear: map[authorYear]Entry{}}
	for _, e := range entries {
		if _, dup := ix.byNumber[e.Number]; !dup {
			ix.byNumber[e.Number] = e
		}
		surname := biblio.Surname(e.Author)
		if surname == "" {
			continue
		}
		for _, key := range []authorYear{{surname, e.Year, e.suffix}, {surname, e.Year, ""}} {
			if _, dup := ix.byAuthorYear[key]; !dup {
				ix.byAuthorYear[key] = e
			}
		}
	}
	return ix
}

// byCitation finds the entry of an author-year citation: by surname, year
// and suffix, else by surname and year.
func (ix entryIndex) byCitation(sp span) (Entry, bool) {
	key := authorYear{biblio.Surname(sp.author), sp.year, sp.suffix}
	if e, ok := ix.byAuthorYear[key]; ok {
		return e, true
	}
	key.suffix = ""
	e, ok := ix.byAuthorYear[key]
	return e, ok
}

// fencedRanges returns the byte ranges of body's fenced code blocks
// (between ``` or ~~~ lines): a DOI in code is not a citation.
func fencedRanges(body string) [][2]int {
	var out [][2]int
	open, pos := -1, 0
	for line := range strings.Lines(body) {
		t := strings.TrimLeft(line, " ")
		if strings.HasPrefix(t, "```") || strings.HasPrefix(t, "~~~") {
			if open < 0 {
				open = pos
			} else {
				out = append(out, [2]int{open, pos + len(line)})
				open = -1
			}
		}
		pos += len(line)
	}
	if open >= 0 {
		out = append(out, [2]int{open, len(body)})
	}
	return out
}

// citations turns one span into its citations: one per reference number
// for a numbered marker, else one.
func citations(sp span, list entryIndex) []sourced.Citation {
	switch sp.kind {
	case "doi":
		return []sourced.Citation{{Raw: sp.raw, Kind: sourced.KindDOI, DOI: sp.doi}}
	case "arxiv":
		return []sourced.Citation{{Raw: sp.raw, Kind: sourced.KindArXiv, ArXiv: sp.arxiv}}
	case "fedreg":
		return []sourced.Citation{{Raw: sp.raw, Kind: sourced.KindFedReg, FRDoc: sp.frDoc, FRCite: sp.frCite}}
	case "numbered":
		out := make([]sourced.Citation, 0, len(sp.refs))
		for _, n := range sp.refs {
			c := sourced.Citation{Raw: sp.raw, Kind: sourced.KindNumbered, Number: n}
			if e, ok := list.byNumber[n]; ok {
				fromEntry(&c, e)
				c.Author, c.Year = e.Author, e.Year
			}
			out = append(out, c)
		}
		return out
	default:
		c := sourced.Citation{Raw: sp.raw, Kind: sourced.KindAuthorYear, Author: sp.author, Year: sp.year}
		if e, ok := list.byCitation(sp); ok {
			fromEntry(&c, e)
		}
		return []sourced.Citation{c}
	}
}

// fromEntry copies what a reference entry states into the citation.
func fromEntry(c *sourced.Citation, e Entry) {
	c.Ref, c.DOI, c.ArXiv, c.Title = e.Text, e.DOI, e.ArXiv, e.Title
	c.FRDoc, c.FRCite = e.FRDoc, e.FRCite
}

// withoutCitations returns the segment's text with every citation in it
// cut out (a parenthetical group with its parentheses), spaces tidied:
// the claim as checked against the cited work.
func withoutCitations(body string, seg claims.Segment, spans []span) string {
	var b strings.Builder
	pos := seg.Start
	first, _ := slices.BinarySearchFunc(spans, seg.Start, func(sp span, at int) int { return sp.start - at })
	for _, sp := range spans[first:] {
		if sp.start >= seg.End {
			break
		}
		cs, ce := max(sp.cutStart, pos), min(sp.cutEnd, seg.End)
		if cs < pos || ce <= cs {
			continue
		}
		b.WriteString(body[pos:cs])
		pos = ce
	}
	b.WriteString(body[pos:seg.End])
	return tidy(b.String())
}

// tidy collapses runs of spaces, drops emptied brackets and the space
// left before punctuation.
func tidy(s string) string {
	s = strings.Join(strings.Fields(s), " ")
	for _, empty := range []string{"()", "[]", "( )", "[ ]", "(, )", "(; )"} {
		s = strings.ReplaceAll(s, empty, "")
	}
	s = strings.Join(strings.Fields(s), " ")
	for _, p := range []string{".", ",", ";", ":", "!", "?"} {
		s = strings.ReplaceAll(s, " "+p, p)
	}
	return strings.TrimSpace(s)
}

// runeOffsets turns byte offsets of one text into code point offsets. It
// counts from the last offset asked for, so that offsets asked close to
// each other cost little.
type runeOffsets struct {
	text         string
	lastB, lastR int
}

func newRuneOffsets(text string) *runeOffsets { return &runeOffsets{text: text} }

// at returns the code point offset of byte offset b.
func (r *runeOffsets) at(b int) int {
	if b < r.lastB {
		r.lastR -= utf8.RuneCountInString(r.text[b:r.lastB])
	} else {
		r.lastR += utf8.RuneCountInString(r.text[r.lastB:b])
	}
	r.lastB = b
	return r.lastR
}
