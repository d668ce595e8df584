package server

import (
	"bytes"
	"strconv"
	"strings"
)

// The page is written out in Go rather than executed as an html/template:
// executing any template makes the linker keep every exported method of
// every type the binary may hold in an interface (a template finds
// methods by name at run time), the Anthropic SDK's above all, which
// doubled the sourced binary and slowed every start of every command.
// writeHTML writes what testdata/page.html, the template it replaces,
// wrote (TestPageMatchesTemplate renders the two side by side): its markup
// as it is, and every value escaped as html/template escaped it there.

// writeHTML writes p as the page's HTML.
func (p *page) writeHTML(b *bytes.Buffer) {
	b.WriteString(pageHead)
	p.writeNav(b)
	b.WriteString("\n  </nav>\n</header>\n<main>\n")
	if p.Error != "" {
		b.WriteString(`<p class="error" role="alert">`)
		writeEscaped(b, p.Error)
		b.WriteString("</p>")
	}
	b.WriteString("\n\n")
	p.writeForm(b)
	b.WriteString("\n\n")
	if p.Result != nil {
		p.Result.writeHTML(b)
	}
	b.WriteString("\n</main>\n<footer>")
	if p.CiteAvailable {
		b.WriteString(footerWithCite)
	} else {
		b.WriteString(footerCheckOnly)
	}
	b.WriteString("\n</footer>\n</body>\n</html>\n")
}

// pageHead is the page up to its navigation's links.
const pageHead = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>sourced — check an answer against its sources</title>
<link rel="icon" href="/static/favicon.svg" type="image/svg+xml">
<link rel="stylesheet" href="/static/style.css">
<script src="/static/page.js" defer></script>
</head>
<body>
<header>
  <h1>sourced</h1>
  <nav>
`

// currentTab marks the navigation's link to the page's own tab.
const currentTab = ` class="current" aria-current="page"`

// writeNav writes the links to the tabs, the citation tab's where the
// server has one.
func (p *page) writeNav(b *bytes.Buffer) {
	b.WriteString(`    <a href="/"`)
	if p.Tab == "check" {
		b.WriteString(currentTab)
	}
	b.WriteString(">Answer and sources</a>")
	if p.CiteAvailable {
		b.WriteString("\n    <a href=\"/cite\"")
		if p.Tab == "cite" {
			b.WriteString(currentTab)
		}
		b.WriteString(">Citations</a>")
	}
}

// writeForm writes the tab's form with the fields as sent: the citation
// tab's text (nothing where the server has no citation mode), or the
// check tab's answer and sources.
func (p *page) writeForm(b *bytes.Buffer) {
	if p.Tab == "cite" {
		if p.CiteAvailable {
			b.WriteString(citeFormStart)
			writeEscaped(b, p.Text)
			b.WriteString(citeFormEnd)
		}
		return
	}
	b.WriteString(checkFormStart)
	writeEscaped(b, p.Output)
	b.WriteString(checkFormMiddle)
	writeEscaped(b, p.Sources)
	b.WriteString(checkFormEnd)
}

// The forms, around the fields' texts.
const (
	citeFormStart = `
<form method="post" action="/cite" class="input">
  <label for="text">Text that cites its sources (DOIs, arXiv ids, [n] references, author–year)</label>
  <textarea id="text" name="text" rows="10" required>`
	citeFormEnd = `</textarea>
  <button type="submit">Check citations</button>
</form>
`
	checkFormStart = `
<form method="post" action="/" class="input">
  <div class="fields">
    <div>
      <label for="output">Answer</label>
      <textarea id="output" name="output" rows="10" required placeholder="The AI-written text to check">`
	checkFormMiddle = `</textarea>
    </div>
    <div>
      <label for="sources">Sources <span class="hint">— separate two sources with a line holding only ---</span></label>
      <textarea id="sources" name="sources" rows="10" required placeholder="The context the answer was given">`
	checkFormEnd = `</textarea>
    </div>
  </div>
  <button type="submit">Check</button>
</form>
`
)

// The footers, with and without citation mode.
const (
	footerWithCite = `
  <p>Checked on this server. An answer and its sources are sent nowhere else; in citation mode, the
  citations (identifiers, titles, authors) are looked up in the registries this server is set up with.
  The same checks over HTTP: <code>POST /api/check</code>, <code>POST /api/batch</code>, <code>POST /api/cite</code>.</p>`
	footerCheckOnly = `
  <p>Checked on this server; nothing you paste is sent anywhere else.
  The same checks over HTTP: <code>POST /api/check</code>, <code>POST /api/batch</code>.</p>`
)

// writeHTML writes the result: the counts, the claims, the sources pane
// where there are sources, and the JSON report.
func (r *result) writeHTML(b *bytes.Buffer) {
	b.WriteString("\n<section class=\"result\">\n  <p class=\"counts\" id=\"counts\">\n    <span class=\"total\">")
	b.WriteString(strconv.Itoa(r.Counts.Total()))
	b.WriteString(" claim(s):</span>\n    <span class=\"count grounded\">")
	b.WriteString(strconv.Itoa(r.Counts.Grounded))
	b.WriteString(" grounded</span>\n    <span class=\"count contradicted\">")
	b.WriteString(strconv.Itoa(r.Counts.Contradicted))
	b.WriteString(" contradicted</span>\n    <span class=\"count unverified\">")
	b.WriteString(strconv.Itoa(r.Counts.Unverified))
	b.WriteString(" unverified</span>\n" +
		"    <button type=\"button\" id=\"copy-json\" hidden>Copy JSON</button>\n" +
		"  </p>\n" +
		"  <div class=\"panes\">\n" +
		"    <section class=\"pane answer\" aria-label=\"Answer\">\n" +
		"      <h2>Answer</h2>\n" +
		"      <ol class=\"claims\">")
	for i := range r.Claims {
		r.Claims[i].writeHTML(b)
	}
	b.WriteString("\n      </ol>\n    </section>\n    ")
	if len(r.Sources) > 0 {
		b.WriteString("\n    <section class=\"pane sources\" aria-label=\"Sources\">\n      <h2>Sources</h2>")
		for i := range r.Sources {
			r.Sources[i].writeHTML(b)
		}
		b.WriteString("\n    </section>\n    ")
	}
	b.WriteString("\n  </div>\n  <details class=\"json\">\n    <summary>JSON report</summary>\n    <pre id=\"report-json\">")
	writeEscaped(b, r.JSON)
	b.WriteString("</pre>\n  </details>\n</section>\n")
}

// writeHTML writes the claim's item: its text, linked to its first
// evidence passage where the sources pane shows one, its verdict and
// reason, its citation, and the passages shown under it.
func (c *claimView) writeHTML(b *bytes.Buffer) {
	b.WriteString("\n        <li class=\"claim ")
	writeEscaped(b, string(c.Verdict))
	b.WriteString(`" id="claim-`)
	b.WriteString(strconv.Itoa(c.N))
	b.WriteString(`" data-verdict="`)
	writeEscaped(b, string(c.Verdict))
	b.WriteString("\">\n          ")
	if c.Target != "" {
		b.WriteString(`<a class="claim-text" href="#`)
		b.WriteString(escapeURLPart(c.Target)) // letters, digits, "-._~" and %xx: nothing to escape
		b.WriteString(`" data-evidence="`)
		writeEscaped(b, c.Evidence)
		b.WriteString(`">`)
		writeEscaped(b, c.Text)
		b.WriteString("</a>")
	} else {
		b.WriteString(`<span class="claim-text">`)
		writeEscaped(b, c.Text)
		b.WriteString("</span>")
	}
	b.WriteString("\n          <span class=\"reason\"><span class=\"verdict\">")
	writeEscaped(b, string(c.Verdict))
	b.WriteString("</span> <code>")
	writeEscaped(b, string(c.ReasonCode))
	b.WriteString("</code> ")
	writeEscaped(b, c.Reason)
	b.WriteString("</span>")
	if c.Cited != nil {
		c.Cited.writeHTML(b)
	}
	for _, q := range c.Quotes {
		b.WriteString("\n          <blockquote class=\"quote\">")
		writeEscaped(b, q)
		b.WriteString("</blockquote>")
	}
	b.WriteString("\n        </li>")
}

// writeHTML writes the citation and the work it resolved to.
func (c *citedView) writeHTML(b *bytes.Buffer) {
	b.WriteString("\n          <dl class=\"cited\">\n            <dt>Cited</dt>\n            <dd class=\"citation\"><code>")
	writeEscaped(b, c.Raw)
	b.WriteString("</code>")
	if c.Ref != "" {
		b.WriteString(` <span class="ref">`)
		writeEscaped(b, c.Ref)
		b.WriteString("</span>")
	}
	b.WriteString("</dd>\n            <dt>Work</dt>")
	if w := c.Work; w != nil {
		b.WriteString("\n            <dd class=\"work\"><cite>")
		writeEscaped(b, w.Title)
		b.WriteString("</cite>")
		if w.Year != 0 {
			b.WriteString(" (")
			b.WriteString(strconv.Itoa(w.Year))
			b.WriteString(")")
		}
		writeListed(b, ", ", c.Authors)
		writeListed(b, ", ", w.Venue)
		if w.DOI != "" {
			b.WriteString(" <code>doi:")
			writeEscaped(b, w.DOI)
			b.WriteString("</code>")
		}
		switch {
		case w.RetractionOf != "":
			b.WriteString(` <strong class="retracted">a retraction notice (of `)
			writeEscaped(b, w.RetractionOf)
			b.WriteString(")</strong>")
		case w.Retracted:
			b.WriteString(` <strong class="retracted">retracted`)
			if rt := w.Retraction; rt != nil {
				writeListed(b, " ", rt.Date)
				if rt.NoticeDOI != "" {
					b.WriteString(" (notice doi:")
					writeEscaped(b, rt.NoticeDOI)
					b.WriteString(")")
				}
			}
			b.WriteString("</strong>")
		}
		b.WriteString("</dd>")
	} else {
		b.WriteString("\n            <dd class=\"work none\">resolves to no work</dd>")
	}
	b.WriteString("\n          </dl>")
}

// writeListed writes sep and s escaped, when s is not empty.
func writeListed(b *bytes.Buffer, sep, s string) {
	if s != "" {
		b.WriteString(sep)
		writeEscaped(b, s)
	}
}

// writeHTML writes the source's article: its text, each run covered by
// evidence passages marked with their ids, and an anchor where each
// passage begins.
func (s *sourceView) writeHTML(b *bytes.Buffer) {
	b.WriteString("\n      <article class=\"source\" id=\"source-")
	writeEscaped(b, s.Name)
	b.WriteString("\">\n        <h3>Source ")
	writeEscaped(b, s.Name)
	b.WriteString("</h3>\n        <pre>")
	for _, p := range s.Parts {
		for _, a := range p.Anchors {
			b.WriteString(`<span class="anchor" id="`)
			writeEscaped(b, a)
			b.WriteString(`"></span>`)
		}
		if p.Evidence != "" {
			b.WriteString(`<mark data-evidence="`)
			writeEscaped(b, p.Evidence)
			b.WriteString(`">`)
			writeEscaped(b, p.Text)
			b.WriteString("</mark>")
		} else {
			writeEscaped(b, p.Text)
		}
	}
	b.WriteString("</pre>\n      </article>")
}

// htmlEscaper escapes text as html/template does in text, in quoted
// attribute values and in a textarea alike: the five characters that could
// end them or start markup, '+' (UTF-7), and NUL, which it turns into
// U+FFFD. Every other byte is kept, invalid UTF-8 included.
var htmlEscaper = strings.NewReplacer(
	"\x00", "\uFFFD",
	`"`, "&#34;",
	"&", "&amp;",
	"'", "&#39;",
	"+", "&#43;",
	"<", "&lt;",
	">", "&gt;",
)

// writeEscaped writes s escaped for HTML (see htmlEscaper).
func writeEscaped(b *bytes.Buffer, s string) {
	htmlEscaper.WriteString(b, s)
}

// escapeURLPart escapes s as html/template escapes a value in the query or
// fragment of a URL: every byte but ASCII letters, digits and "-._~" as a
// %xx escape.
func escapeURLPart(s string) string {
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case 'a' <= c && c <= 'z', 'A' <= c && c <= 'Z', '0' <= c && c <= '9',
			c == '-', c == '.', c == '_', c == '~':
			b.WriteByte(c)
		default:
			const hex = "0123456789abcdef"
			b.WriteByte('%')
			b.WriteByte(hex[c>>4])
			b.WriteByte(hex[c&15])
		}
	}
	return b.String()
}
