// Package jats reads the text of a JATS article (the XML that PubMed
// Central and Europe PMC serve for open-access articles): its title,
// identifiers, abstract and body sections with their titles. Whatever
// cannot support a claim in running prose is dropped: the reference list
// and the rest of the back matter, tables, figures and their captions,
// footnotes, supplementary material, formulas and citation markers, so a
// bibliography line can never pass for the article's own words.
package jats

import (
	"encoding/xml"
	"errors"
	"fmt"
	"io"
	"strings"
	"sync"

	"github.com/sourced-dev/sourced/internal/lazyregexp"
)

// Article is the text of a JATS article.
type Article struct {
	// Title is the article title.
	Title string
	// DOI (lower case) and PMCID ("PMC3460867"), where the article gives them.
	DOI   string
	PMCID string
	// Abstract is the text of every abstract (the author summary too),
	// paragraphs separated by blank lines, section titles left out.
	Abstract string
	// Sections are the body's sections in document order, each holding the
	// paragraphs directly inside it (its subsections come after it). A
	// section with no text of its own is left out.
	Sections []Section
}

// Section is one titled part of an article body.
type Section struct {
	// Title is the section's title after its parents' ("Results /
	// Targets selection"); "Body" for text outside any section.
	Title string
	// Text is the section's paragraphs, separated by blank lines.
	Text string
}

// TitleSeparator joins a section's title to its parents' titles.
const TitleSeparator = " / "

// ErrNotArticle is returned for XML whose root element is not <article>.
var ErrNotArticle = errors.New("jats: not a JATS article")

// dropped returns the elements whose whole content is left out. It and
// the two sets below are built at first use rather than at every start of
// a program that may never read an article.
var dropped = sync.OnceValue(func() map[string]bool {
	return map[string]bool{
		"back": true, "ref-list": true, "fig": true, "fig-group": true, "table-wrap": true,
		"table-wrap-group": true, "table": true, "fn": true, "fn-group": true, "caption": true,
		"supplementary-material": true, "label": true, "disp-formula": true, "inline-formula": true,
		"math": true, "tex-math": true, "floats-group": true, "sub-article": true, "response": true,
		"trans-abstract": true, "graphic": true, "media": true, "object-id": true, "alternatives": true,
	}
})

// droppedSections returns the sec-type values of body sections left out.
var droppedSections = sync.OnceValue(func() map[string]bool {
	return map[string]bool{
		"supplementary-material": true, "display-objects": true, "supplementary material": true,
	}
})

// blocks returns the elements that end a paragraph.
var blocks = sync.OnceValue(func() map[string]bool {
	return map[string]bool{
		"p": true, "list-item": true, "title": true, "sec": true, "def-item": true,
		"disp-quote": true, "statement": true, "boxed-text": true, "abstract": true,
	}
})

// parser holds the state of one Parse.
type parser struct {
	art      Article
	stack    []string // open element names
	skip     int      // depth inside a dropped element; 0 when not
	abstract strings.Builder
	titles   []string           // section titles, by index
	parents  []int              // each section's parent index, -1 for none
	texts    []*strings.Builder // each section's text, by index
	open     []int              // indexes of the open body sections
	loose    int                // index of the section for text outside any section, -1 until made
	title    *strings.Builder   // the section title being read, if any
	field    *strings.Builder   // the front-matter field being read, if any
	idType   string             // pub-id-type of the article-id being read
}

// Parse reads a JATS article. It fails on XML it cannot read and on a
// document that is not an article.
func Parse(r io.Reader) (*Article, error) {
	d := xml.NewDecoder(r)
	d.Strict = false
	d.Entity = xml.HTMLEntity
	p := &parser{loose: -1}
	sawArticle := false
	for {
		tok, err := d.Token()
		if err == io.EOF {
			break
		}
		if err != nil {
			return nil, fmt.Errorf("jats: %w", err)
		}
		switch t := tok.(type) {
		case xml.StartElement:
			if len(p.stack) == 0 {
				if t.Name.Local != "article" {
					return nil, ErrNotArticle
				}
				sawArticle = true
			}
			p.start(t)
		case xml.EndElement:
			p.end(t.Name.Local)
		case xml.CharData:
			p.text(string(t))
		}
	}
	if !sawArticle {
		return nil, ErrNotArticle
	}
	return p.finish(), nil
}

// in reports whether the element name is open.
func (p *parser) in(name string) bool {
	for _, s := range p.stack {
		if s == name {
			return true
		}
	}
	return false
}

// parent returns the innermost open element, or "".
func (p *parser) parent() string {
	if len(p.stack) == 0 {
		return ""
	}
	return p.stack[len(p.stack)-1]
}

func attr(t xml.StartElement, name string) string {
	for _, a := range t.Attr {
		if a.Name.Local == name {
			return a.Value
		}
	}
	return ""
}

func (p *parser) start(t xml.StartElement) {
	name := t.Name.Local
	parent := p.parent()
	p.stack = append(p.stack, name)
	if p.skip > 0 {
		p.skip++
		return
	}
	inBody := p.in("body")
	switch {
	case dropped()[name],
		name == "xref" && attr(t, "ref-type") == "bibr",
		name == "sec" && inBody && droppedSections()[strings.ToLower(attr(t, "sec-type"))]:
		p.skip = 1
		return
	case name == "sec" && inBody:
		parentSec := -1
		if len(p.open) > 0 {
			parentSec = p.open[len(p.open)-1]
		}
		p.open = append(p.open, p.newSection("", parentSec))
	case name == "title" && parent == "sec" && inBody:
		p.title = &strings.Builder{}
		return
	case name == "article-title" && parent == "title-group" && p.in("article-meta"):
		p.field = &strings.Builder{}
	case name == "article-id" && parent == "article-meta":
		p.field = &strings.Builder{}
		p.idType = attr(t, "pub-id-type")
	case name == "title" && p.in("abstract"):
		// Abstract section titles ("Background") are not prose.
		p.skip = 1
		return
	}
	p.breakBlock(name)
}

func (p *parser) end(name string) {
	if len(p.stack) == 0 {
		return
	}
	p.stack = p.stack[:len(p.stack)-1]
	if p.skip > 0 {
		p.skip--
		return
	}
	inBody := p.in("body") || name == "body"
	switch {
	case name == "title" && p.title != nil:
		p.titles[p.open[len(p.open)-1]] = collapse(p.title.String())
		p.title = nil
		return
	case name == "sec" && inBody && len(p.open) > 0:
		p.breakBlock(name)
		p.open = p.open[:len(p.open)-1]
		return
	case name == "article-title" && p.field != nil:
		p.art.Title = collapse(p.field.String())
		p.field = nil
	case name == "article-id" && p.field != nil:
		id := collapse(p.field.String())
		switch p.idType {
		case "doi":
			p.art.DOI = strings.ToLower(id)
		case "pmc", "pmcid":
			p.art.PMCID = "PMC" + strings.TrimPrefix(strings.ToUpper(id), "PMC")
		}
		p.field = nil
	}
	p.breakBlock(name)
}

// breakBlock ends the current paragraph at a block element's edge.
func (p *parser) breakBlock(name string) {
	if !blocks()[name] {
		return
	}
	if b := p.target(); b != nil {
		b.WriteString("\n")
	}
}

// newSection adds a section and returns its index.
func (p *parser) newSection(title string, parent int) int {
	p.titles = append(p.titles, title)
	p.parents = append(p.parents, parent)
	p.texts = append(p.texts, &strings.Builder{})
	return len(p.titles) - 1
}

// target returns where running text goes now, or nil when it is not kept.
func (p *parser) target() *strings.Builder {
	switch {
	case p.skip > 0:
		return nil
	case p.title != nil:
		return p.title
	case p.field != nil:
		return p.field
	case p.in("abstract") && p.in("article-meta"):
		return &p.abstract
	case p.in("body"):
		if len(p.open) > 0 {
			return p.texts[p.open[len(p.open)-1]]
		}
		if p.loose < 0 {
			p.loose = p.newSection("Body", -1)
		}
		return p.texts[p.loose]
	}
	return nil
}

// lineBreaks turns the line breaks and tabs of running text into spaces.
var lineBreaks = strings.NewReplacer("\n", " ", "\r", " ", "\t", " ")

func (p *parser) text(s string) {
	if b := p.target(); b != nil {
		b.WriteString(lineBreaks.Replace(s))
	}
}

// finish assembles the article: titles joined to their parents', empty
// sections dropped.
func (p *parser) finish() *Article {
	p.art.Abstract = paragraphs(p.abstract.String())
	for i := range p.titles {
		text := paragraphs(p.texts[i].String())
		if text == "" {
			continue
		}
		p.art.Sections = append(p.art.Sections, Section{Title: p.path(i), Text: text})
	}
	return &p.art
}

// path joins a section's title to its parents' titles; an untitled
// section is named by its parent alone, or "Body".
func (p *parser) path(i int) string {
	var parts []string
	for j := i; j >= 0; j = p.parents[j] {
		if p.titles[j] != "" {
			parts = append([]string{p.titles[j]}, parts...)
		}
	}
	if len(parts) == 0 {
		return "Body"
	}
	return strings.Join(parts, TitleSeparator)
}

// Remnants of dropped citation markers: brackets left holding only
// separators ("[,-]"), and the space left before punctuation.
var (
	emptyMarker = lazyregexp.New(`\s*[\[(][\s,;–—-]*[\])]`)
	looseStop   = lazyregexp.New(`\s+([.,;:])(\s|$)`)
	leadingSep  = lazyregexp.New(`\[[\s,;]+`)
	repeatComma = lazyregexp.New(`,(\s*,)+`)
)

// paragraphs collapses the spaces of each line, clears the remnants of
// dropped citation markers, and joins the non-empty lines with blank
// lines.
func paragraphs(s string) string {
	var out []string
	for _, line := range strings.Split(s, "\n") {
		line = emptyMarker().ReplaceAllString(collapse(line), "")
		line = repeatComma().ReplaceAllString(leadingSep().ReplaceAllString(line, "["), ",")
		if line = looseStop().ReplaceAllString(line, "$1$2"); line != "" {
			out = append(out, line)
		}
	}
	return strings.Join(out, "\n\n")
}

func collapse(s string) string { return strings.Join(strings.Fields(s), " ") }
