package server

import (
	"bytes"
	"embed"
	"io/fs"
	"net/http"
	"slices"
	"strconv"
	"strings"

	"github.com/sourced-dev/sourced"
	"github.com/sourced-dev/sourced/internal/record"
	"github.com/sourced-dev/sourced/render"
)

//go:embed assets
var assets embed.FS // the page's stylesheet, script and icon

// staticFiles serves the page's stylesheet and script.
func staticFiles() http.HandlerFunc {
	sub, err := fs.Sub(assets, "assets/static")
	if err != nil {
		panic(err) // the embedded tree is fixed at build time
	}
	return http.StripPrefix("/static/", http.FileServerFS(sub)).ServeHTTP
}

// page is what the page shows (see writeHTML).
type page struct {
	// Tab is "check" or "cite".
	Tab string
	// CiteAvailable shows the citation tab.
	CiteAvailable bool
	// Output and Sources are the check form's fields as sent; Text is the
	// cite form's.
	Output, Sources, Text string
	// Error is a message about the form, shown above it.
	Error string
	// Result is set once a text has been checked.
	Result *result
}

// result is a checked report, laid out for the page.
type result struct {
	Counts  sourced.Counts
	Claims  []claimView
	Sources []sourceView
	// JSON is the report exactly as the API answers it.
	JSON string
}

// claimView is one claim in the answer pane.
type claimView struct {
	N          int
	Text       string
	Verdict    sourced.Verdict
	ReasonCode sourced.ReasonCode
	Reason     string
	// Target is the id of the claim's first evidence passage in the
	// sources pane, and Evidence the ids of all of them, space-separated;
	// both empty when the claim has none shown there.
	Target, Evidence string
	// Quotes are evidence passages whose source is not in the sources
	// pane (citation mode): shown under the claim instead.
	Quotes []string
	// Cited is the citation the claim carries and the work it resolved
	// to; nil outside citation mode.
	Cited *citedView
}

// citedView is a claim's citation and the work it resolved to, as the
// citation tab shows them beside the claim.
type citedView struct {
	// Raw is the citation as written; Ref its reference-list entry.
	Raw, Ref string
	// Work is nil when the citation resolved to no work.
	Work *sourced.Work
	// Authors are the work's first authors, "et al." added past three.
	Authors string
}

// newCitedView lays out c's citation and work; nil when c has no citation.
func newCitedView(c *sourced.Claim) *citedView {
	if c.Citation == nil {
		return nil
	}
	v := &citedView{Raw: c.Citation.Raw, Ref: c.Citation.Ref, Work: c.Work}
	if c.Work != nil {
		authors := c.Work.Authors
		if len(authors) > 3 {
			authors = append(slices.Clone(authors[:3]), "et al.")
		}
		v.Authors = strings.Join(authors, ", ")
	}
	return v
}

// sourceView is one source in the sources pane, cut into parts at the
// edges of every evidence passage.
type sourceView struct {
	Name  string
	Parts []part
}

// part is a run of a source's text. Evidence lists the ids of the passages
// that cover it (empty: plain text); Anchors the ids of the passages that
// begin here.
type part struct {
	Text     string
	Evidence string
	Anchors  []string
}

// sourceSeparator is the line that separates two sources in the form.
const sourceSeparator = "---"

// splitSources cuts the form's sources field at lines holding only "---"
// and drops blank sources.
func splitSources(field string) []string {
	var sources []string
	var cur strings.Builder
	flush := func() {
		if strings.TrimSpace(cur.String()) != "" {
			sources = append(sources, strings.Trim(cur.String(), "\n"))
		}
		cur.Reset()
	}
	for line := range strings.Lines(field) {
		if strings.TrimSpace(line) == sourceSeparator {
			flush()
			continue
		}
		cur.WriteString(line)
	}
	flush()
	return sources
}

// checkPage serves GET / (the empty form) and POST / (the form checked,
// rendered on the server, so that it works without JavaScript).
func (s *Server) checkPage(w http.ResponseWriter, r *http.Request) {
	p := page{Tab: "check", CiteAvailable: s.cfg.Citer != nil}
	if !s.readForm(w, r, &p) {
		return
	}
	p.Output = record.Normalize(r.PostFormValue("output"))
	p.Sources = record.Normalize(r.PostFormValue("sources"))
	sources := splitSources(p.Sources)
	switch {
	case strings.TrimSpace(p.Output) == "":
		p.Error = "Paste the answer to check."
	case len(sources) == 0:
		p.Error = "Paste at least one source."
	}
	if p.Error != "" {
		s.writePage(w, http.StatusBadRequest, &p)
		return
	}
	report, err := s.check(r.Context(), p.Output, sources)
	if err != nil {
		p.Error = err.Error()
		s.writePage(w, http.StatusServiceUnavailable, &p)
		return
	}
	p.Result = newResult(&report, sources)
	s.writePage(w, http.StatusOK, &p)
}

// citePage serves the citation tab, when the server has a Citer.
func (s *Server) citePage(w http.ResponseWriter, r *http.Request) {
	p := page{Tab: "cite", CiteAvailable: s.cfg.Citer != nil}
	if !p.CiteAvailable {
		p.Error = "Citation mode is not available on this server."
		s.writePage(w, http.StatusNotImplemented, &p)
		return
	}
	if !s.readForm(w, r, &p) {
		return
	}
	p.Text = record.Normalize(r.PostFormValue("text"))
	if strings.TrimSpace(p.Text) == "" {
		p.Error = "Paste a text that cites its sources."
		s.writePage(w, http.StatusBadRequest, &p)
		return
	}
	report, err := s.cite(r.Context(), p.Text)
	if err != nil {
		p.Error = err.Error()
		s.writePage(w, http.StatusBadGateway, &p)
		return
	}
	p.Result = newResult(&report, nil)
	s.writePage(w, http.StatusOK, &p)
}

// readForm reports whether r posted a form to be checked, and parsed it.
// Otherwise it has answered: with the empty page p for any other method,
// or with p and the error met reading the form.
func (s *Server) readForm(w http.ResponseWriter, r *http.Request, p *page) bool {
	if r.Method != http.MethodPost {
		s.writePage(w, http.StatusOK, p)
		return false
	}
	err := r.ParseForm()
	if err == nil {
		return true
	}
	if tooLarge(err) {
		p.Error = s.tooLargeMessage() + "."
		s.writePage(w, http.StatusRequestEntityTooLarge, p)
		return false
	}
	p.Error = "The form could not be read: " + err.Error()
	s.writePage(w, http.StatusBadRequest, p)
	return false
}

// writePage writes the page with status code.
func (s *Server) writePage(w http.ResponseWriter, code int, p *page) {
	renewWriteDeadline(w)
	var b bytes.Buffer
	p.writeHTML(&b)
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	w.Header().Set("Cache-Control", "no-store")
	w.WriteHeader(code)
	w.Write(b.Bytes())
}

// span is one evidence passage in a source, in code points.
type span struct {
	id         string
	start, end int
}

// newResult lays out report for the page. sources are the texts the
// report's evidence points into, named "1", "2", … as NewIndex names them.
func newResult(report *sourced.Report, sources []string) *result {
	var b bytes.Buffer
	render.JSON(&b, report)
	res := &result{Counts: report.Counts, JSON: b.String()}

	texts := make(map[string][]rune, len(sources))
	for i, src := range sources {
		texts[strconv.Itoa(i+1)] = []rune(src)
	}
	// One id per distinct passage, however many claims rest on it.
	ids := map[sourced.Evidence]string{}
	spans := make(map[string][]span, len(sources))
	for i, c := range report.Claims {
		cv := claimView{N: i + 1, Text: c.Text, Verdict: c.Verdict, ReasonCode: c.ReasonCode, Reason: c.Reason, Cited: newCitedView(&c)}
		var own []string
		for _, ev := range c.Evidence {
			text, ok := texts[ev.Source]
			if !ok || ev.Start < 0 || ev.Start >= ev.End || ev.End > len(text) {
				cv.Quotes = append(cv.Quotes, ev.Text)
				continue
			}
			key := sourced.Evidence{Source: ev.Source, Start: ev.Start, End: ev.End}
			id, seen := ids[key]
			if !seen {
				id = "ev-" + strconv.Itoa(len(ids)+1)
				ids[key] = id
				spans[ev.Source] = append(spans[ev.Source], span{id: id, start: ev.Start, end: ev.End})
			}
			own = append(own, id)
		}
		if len(own) > 0 {
			cv.Target, cv.Evidence = own[0], strings.Join(own, " ")
		}
		res.Claims = append(res.Claims, cv)
	}
	for i := range sources {
		name := strconv.Itoa(i + 1)
		res.Sources = append(res.Sources, sourceView{Name: name, Parts: cut(texts[name], spans[name])})
	}
	return res
}

// cut cuts text at the edges of every span, so that passages that overlap
// still mark every code point they cover.
func cut(text []rune, spans []span) []part {
	edges := []int{0, len(text)}
	for _, sp := range spans {
		edges = append(edges, sp.start, sp.end)
	}
	edges = uniqueSorted(edges)
	var parts []part
	for i := 0; i+1 < len(edges); i++ {
		a, b := edges[i], edges[i+1]
		p := part{Text: string(text[a:b])}
		var covering []string
		for _, sp := range spans {
			if sp.start <= a && b <= sp.end {
				covering = append(covering, sp.id)
			}
			if sp.start == a {
				p.Anchors = append(p.Anchors, sp.id)
			}
		}
		p.Evidence = strings.Join(covering, " ")
		parts = append(parts, p)
	}
	return parts
}

func uniqueSorted(xs []int) []int {
	slices.Sort(xs)
	return slices.Compact(xs)
}
