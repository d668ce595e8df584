package cite

import (
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/sourced-dev/sourced/internal/lazyregexp"
)

// Entry is one entry of a reference list.
type Entry struct {
	// Number is the entry's label ([3], 3.) or, unlabelled, its position
	// from 1.
	Number int
	// Text is the entry as written, without its label.
	Text string
	// DOI and ArXiv are the first ones the entry holds, if any (DOI
	// lower-cased).
	DOI, ArXiv string
	// FRDoc and FRCite are the first Federal Register document number and
	// volume-and-page citation the entry holds, if any.
	FRDoc, FRCite string
	// Author is the first author's surname; Year the publication year;
	// Title the title, as far as the entry's layout shows them.
	Author string
	Year   int
	Title  string
	// suffix is the letter that tells apart two works of one author and
	// year (2020a, 2020b).
	suffix string
}

var (
	// refsHeading matches a line that opens the reference list.
	refsHeading = lazyregexp.New(`(?i)^\s{0,3}(?:#{1,6}\s*)?(?:\*\*|__)?(?:references?|bibliography|works cited|literature cited|sources|citations|reference list)(?:\*\*|__)?\s*:?\s*(?:\*\*|__)?\s*$`)
	// entryLabel matches the label that opens an entry: [3], 3., 3), or a
	// list bullet.
	entryLabel = lazyregexp.New(`^\s*(?:\[(\d{1,4})\]|(\d{1,4})[.)]|[-*+•])\s+`)
	// yearPattern finds a publication year, preferring one in parentheses.
	parenYear = lazyregexp.New(`\(((?:1[6-9]|20)\d\d)([a-z]?)(?:,[^)]*)?\)`)
	anyYear   = lazyregexp.New(`\b((?:1[6-9]|20)\d\d)([a-z]?)\b`)
	// quotedTitle finds a title in straight or curly double quotes.
	quotedTitle = lazyregexp.New(`["“]([^"”]{8,})["”]`)
	// mdHeading matches a Markdown heading line, which ends the list.
	mdHeading = lazyregexp.New(`^\s{0,3}#{1,6}\s`)
)

// splitReferences finds the reference list: the last line that is a
// references heading. It returns the byte offset where the list's heading
// starts (len(text) when there is none) and the list's entries.
func splitReferences(text string) (int, []Entry) {
	start, body := -1, -1
	pos := 0
	for line := range strings.Lines(text) {
		if refsHeading().MatchString(strings.TrimRight(line, "\r\n")) {
			start, body = pos, pos+len(line)
		}
		pos += len(line)
	}
	if start < 0 {
		return len(text), nil
	}
	return start, parseEntries(text[body:])
}

// parseEntries reads the entries of a reference list: one per labelled
// line, continuation lines joined to it; unlabelled, one per non-blank
// line. A Markdown heading ends the list.
func parseEntries(list string) []Entry {
	var out []Entry
	labelled := false
	for line := range strings.Lines(list) {
		line = strings.TrimRight(line, "\r\n")
		if mdHeading().MatchString(line) {
			break
		}
		if strings.TrimSpace(line) == "" {
			continue
		}
		m := entryLabel().FindStringSubmatch(line)
		switch {
		case m != nil:
			labelled = true
			n := len(out) + 1
			if m[1]+m[2] != "" {
				n, _ = strconv.Atoi(m[1] + m[2])
			}
			out = append(out, Entry{Number: n, Text: strings.TrimSpace(line[len(m[0]):])})
		case labelled && len(out) > 0:
			out[len(out)-1].Text += " " + strings.TrimSpace(line)
		default:
			out = append(out, Entry{Number: len(out) + 1, Text: strings.TrimSpace(line)})
		}
	}
	for i := range out {
		describe(&out[i])
	}
	return out
}

// describe fills in what the entry's text shows of the work.
func describe(e *Entry) {
	ids := append(findDOIs(e.Text), findArXiv(e.Text)...)
	for _, id := range ids {
		if id.doi != "" && e.DOI == "" {
			e.DOI = id.doi
		}
		if id.arxiv != "" && e.ArXiv == "" {
			e.ArXiv = id.arxiv
		}
	}
	// Years are read with the identifiers blanked out: 2001.08361 is an
	// arXiv id, not a year.
	plain := []byte(e.Text)
	for _, id := range ids {
		for i := id.start; i < id.end; i++ {
			plain[i] = ' '
		}
	}
	describeFedReg(e)
	e.Author = firstAuthor(e.Text)
	yearEnd := -1
	if m := parenYear().FindSubmatchIndex(plain); m != nil {
		e.Year, _ = strconv.Atoi(string(plain[m[2]:m[3]]))
		e.suffix = string(plain[m[4]:m[5]])
		yearEnd = m[1]
	} else if m := anyYear().FindSubmatchIndex(plain); m != nil {
		e.Year, _ = strconv.Atoi(string(plain[m[2]:m[3]]))
		e.suffix = string(plain[m[4]:m[5]])
	}
	e.Title = titleOf(e.Text, yearEnd)
}

// firstAuthor reads the first author's surname from the head of an entry:
// "Vaswani, A., …", "Smith J, Lee K. …", "A. Vaswani, N. Shazeer …" or
// "van der Berg, P. …".
func firstAuthor(text string) string {
	head := text
	if i := authorsEnd(head); i >= 0 {
		head = head[:i]
	}
	if i := strings.IndexAny(head, ",("); i >= 0 {
		head = head[:i]
	}
	words := strings.Fields(head)
	// Drop initials ("A.", "J", "J.-P.") on either side of the surname.
	var name []string
	for _, w := range words {
		if isInitials(w) {
			continue
		}
		name = append(name, w)
	}
	if len(name) == 0 || len(name) > 4 {
		return ""
	}
	last, _ := utf8.DecodeRuneInString(name[len(name)-1])
	if !unicode.IsUpper(last) {
		return ""
	}
	return strings.TrimRight(strings.Join(name, " "), ".")
}

// isInitials reports whether w is a run of initials: "A.", "J", "JR",
// "J.-P.".
func isInitials(w string) bool {
	letters := 0
	for _, r := range w {
		switch {
		case unicode.IsUpper(r):
			letters++
		case r == '.' || r == '-':
		default:
			return false
		}
	}
	return letters > 0 && letters <= 3
}

// titleOf finds the title: a quoted one; else, after "(year).", the text
// up to the next full stop; else the second full-stop-separated part
// (Vancouver style "Smith J, Lee K. Title. Journal. 2020;…").
func titleOf(text string, yearEnd int) string {
	if m := quotedTitle().FindStringSubmatch(text); m != nil {
		return strings.TrimRight(strings.TrimSpace(m[1]), ".,")
	}
	if yearEnd >= 0 {
		rest := strings.TrimLeft(text[yearEnd:], ". ")
		return untilStop(rest)
	}
	if end := authorsEnd(text); end >= 0 {
		return untilStop(text[end:])
	}
	return ""
}

// authorsEnd returns the offset just past the ". " that ends the author
// block of an entry with no parenthesised year, or -1. A full stop after
// initials ends the block only in the Vancouver layout, where the initials
// follow their surname without a comma ("Lee K. Title"); after "A." in
// "A. Vaswani, N. Shazeer. Title" it does not.
func authorsEnd(text string) int {
	prev := ""
	for i := 0; i+1 < len(text); i++ {
		if text[i] == ' ' {
			word := text[strings.LastIndexByte(text[:i], ' ')+1 : i]
			if strings.HasSuffix(word, ".") && (!isInitials(word) || (prev != "" && !isInitials(prev) && !strings.HasSuffix(prev, ","))) {
				return i + 1
			}
			prev = word
		}
	}
	return -1
}

// untilStop returns s up to the first ". " or "? " or "! " (the stop
// kept for ? and !), trimmed.
func untilStop(s string) string {
	for i := 0; i+1 < len(s); i++ {
		if (s[i] == '.' || s[i] == '?' || s[i] == '!') && s[i+1] == ' ' {
			if s[i] == '.' {
				return strings.TrimSpace(s[:i])
			}
			return strings.TrimSpace(s[:i+1])
		}
	}
	return strings.TrimRight(strings.TrimSpace(s), ".")
}
