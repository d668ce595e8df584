package render

import (
	"fmt"
	"sort"

	"github.com/sourced-dev/sourced"
)

// span is a place in a file. Lines and columns count from 1, columns in
// Unicode code points; EndColumn is the column just past the last
// character, as in SARIF. A zero line or column is unknown: a span may
// name only a file, or only a file and a line.
type span struct {
	File                   string
	StartLine, StartColumn int
	EndLine, EndColumn     int
}

// String writes the span as file:line:column, file:line or file.
func (s span) String() string {
	switch {
	case s.StartLine == 0:
		return s.File
	case s.StartColumn == 0:
		return fmt.Sprintf("%s:%d", s.File, s.StartLine)
	default:
		return fmt.Sprintf("%s:%d:%d", s.File, s.StartLine, s.StartColumn)
	}
}

// lineIndex turns code-point offsets into one text into lines and columns.
type lineIndex struct {
	starts []int // the offset of the first code point of each line
	size   int   // the number of code points in the text
}

func newLineIndex(text string) *lineIndex {
	x := &lineIndex{starts: []int{0}}
	for _, r := range text {
		x.size++
		if r == '\n' {
			x.starts = append(x.starts, x.size)
		}
	}
	return x
}

// at returns the line and column of the code point at offset off.
func (x *lineIndex) at(off int) (line, col int) {
	line = sort.Search(len(x.starts), func(i int) bool { return x.starts[i] > off })
	return line, off - x.starts[line-1] + 1
}

// span places the offsets [start, end) in file. Offsets outside the text
// place nothing but the file.
func (x *lineIndex) span(file string, start, end int) span {
	s := span{File: file}
	if start < 0 || end <= start || end > x.size {
		return s
	}
	s.StartLine, s.StartColumn = x.at(start)
	s.EndLine, s.EndColumn = x.at(end - 1)
	s.EndColumn++
	return s
}

// placer places the claims and evidence of one document, indexing the
// output and each source once, when first needed.
type placer struct {
	doc     Doc
	output  *lineIndex
	sources map[string]*lineIndex
}

func newPlacer(d Doc) *placer {
	return &placer{doc: d, sources: map[string]*lineIndex{}}
}

// claim places a claim: on the document's Line for a batch record, else
// at its offsets in Text.
func (p *placer) claim(c sourced.Claim) span {
	switch {
	case p.doc.Line > 0:
		return p.doc.place()
	case p.doc.Text == "":
		return span{File: p.doc.fileName()}
	}
	if p.output == nil {
		p.output = newLineIndex(p.doc.Text)
	}
	return p.output.span(p.doc.fileName(), c.Start, c.End)
}

// evidence places a passage: at its offsets in the source of its name,
// when the document has that source's text; else on the document's Line
// (a batch record holds its sources); else nowhere but the source's name.
func (p *placer) evidence(e sourced.Evidence) span {
	if x, ok := p.sources[e.Source]; ok {
		return x.span(slashed(e.Source), e.Start, e.End)
	}
	for _, s := range p.doc.Sources {
		if s.Name == e.Source {
			x := newLineIndex(s.Text)
			p.sources[e.Source] = x
			return x.span(slashed(e.Source), e.Start, e.End)
		}
	}
	if p.doc.Line > 0 {
		return p.doc.place()
	}
	return span{File: slashed(e.Source)}
}
