// Package crossref resolves works through the Crossref REST API: a work by
// DOI (/works/{doi}) and a bibliographic search (/works?query.bibliographic=…).
// Its JATS abstract is stripped of tags; its editorial notices are read
// from "updated-by" (notices on the work, from the publisher or Retraction
// Watch) and "update-to" (the DOI is itself a notice).
package crossref

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"html"
	"net/url"
	"strings"

	"github.com/sourced-dev/sourced"
	"github.com/sourced-dev/sourced/internal/lazyregexp"
	"github.com/sourced-dev/sourced/resolve/fetch"
)

// DefaultBaseURL is the public Crossref REST API.
const DefaultBaseURL = "https://api.crossref.org"

// Name is how Crossref is named in reasons and retraction sources.
const Name = "crossref"

// Client looks works up in Crossref. It is safe for concurrent use.
type Client struct {
	base   string
	mailto string
	get    *fetch.Client
}

// New returns a client for the Crossref API at base (DefaultBaseURL, a
// mirror or a test server). mailto, if set, joins the polite pool.
func New(get *fetch.Client, base, mailto string) *Client {
	return &Client{base: strings.TrimRight(base, "/"), mailto: mailto, get: get}
}

// Name returns "crossref".
func (c *Client) Name() string { return Name }

// ByDOI returns the work with the given DOI, or an error wrapping
// sourced.ErrWorkNotFound when Crossref has none.
func (c *Client) ByDOI(ctx context.Context, doi string) (sourced.Work, error) {
	body, err := c.get.Get(ctx, fetch.URL(c.base, "/works/"+fetch.EscapeDOI(doi), nil, c.mailto))
	if errors.Is(err, fetch.ErrNotFound) {
		return sourced.Work{}, fmt.Errorf("crossref: %s: %w", doi, sourced.ErrWorkNotFound)
	}
	if err != nil {
		return sourced.Work{}, fmt.Errorf("crossref: %w", err)
	}
	var env struct {
		Message *work `json:"message"`
	}
	if err := json.Unmarshal(body, &env); err != nil || env.Message == nil || env.Message.DOI == "" {
		return sourced.Work{}, fmt.Errorf("crossref: %s: %w", doi, fetch.Malformed("a Crossref work", err))
	}
	return env.Message.toWork(), nil
}

// Search returns up to five works matching the citation's title (with
// its first author and year, when known), best first as Crossref ranks
// them.
func (c *Client) Search(ctx context.Context, cit sourced.Citation) ([]sourced.Work, error) {
	query := cit.Title
	if cit.Author != "" {
		query += " " + cit.Author
	}
	if cit.Year != 0 {
		query += fmt.Sprintf(" %d", cit.Year)
	}
	q := url.Values{"query.bibliographic": {query}, "rows": {"5"}}
	body, err := c.get.Get(ctx, fetch.URL(c.base, "/works", q, c.mailto))
	if err != nil {
		return nil, fmt.Errorf("crossref: search: %w", err)
	}
	var env struct {
		Message *struct {
			Items *[]work `json:"items"`
		} `json:"message"`
	}
	if err := json.Unmarshal(body, &env); err != nil || env.Message == nil || env.Message.Items == nil {
		return nil, fmt.Errorf("crossref: search: %w", fetch.Malformed("a Crossref result list", err))
	}
	out := make([]sourced.Work, len(*env.Message.Items))
	for i, w := range *env.Message.Items {
		out[i] = w.toWork()
	}
	return out, nil
}

// dateParts is Crossref's {"date-parts": [[2012, 5, 8]]}.
type dateParts struct {
	DateParts [][]int `json:"date-parts"`
}

// year returns the first part, or 0.
func (d *dateParts) year() int {
	if d == nil || len(d.DateParts) == 0 || len(d.DateParts[0]) == 0 {
		return 0
	}
	return d.DateParts[0][0]
}

// date returns YYYY-MM-DD, YYYY-MM or YYYY, or "".
func (d *dateParts) date() string {
	if d == nil || len(d.DateParts) == 0 || len(d.DateParts[0]) == 0 {
		return ""
	}
	p := d.DateParts[0]
	s := fmt.Sprintf("%04d", p[0])
	for _, n := range p[1:min(len(p), 3)] {
		s += fmt.Sprintf("-%02d", n)
	}
	return s
}

// update is one entry of "updated-by" or "update-to".
type update struct {
	DOI     string     `json:"DOI"`
	Type    string     `json:"type"`
	Source  string     `json:"source"`
	Updated *dateParts `json:"updated"`
}

// work is the part of a Crossref work record that is read.
type work struct {
	DOI    string   `json:"DOI"`
	URL    string   `json:"URL"`
	Title  []string `json:"title"`
	Author []struct {
		Given  string `json:"given"`
		Family string `json:"family"`
		Name   string `json:"name"`
	} `json:"author"`
	ContainerTitle []string   `json:"container-title"`
	Publisher      string     `json:"publisher"`
	Issued         *dateParts `json:"issued"`
	Published      *dateParts `json:"published"`
	Abstract       string     `json:"abstract"`
	UpdatedBy      []update   `json:"updated-by"`
	UpdateTo       []update   `json:"update-to"`
}

// toWork turns the record into a sourced.Work.
func (w work) toWork() sourced.Work {
	out := sourced.Work{
		ID:       "https://doi.org/" + strings.ToLower(w.DOI),
		DOI:      strings.ToLower(w.DOI),
		Authors:  []string{},
		Year:     w.Issued.year(),
		Abstract: StripJATS(w.Abstract),
	}
	if out.Year == 0 {
		out.Year = w.Published.year()
	}
	if len(w.Title) > 0 {
		out.Title = w.Title[0]
	}
	for _, a := range w.Author {
		name := strings.TrimSpace(a.Given + " " + a.Family)
		if name == "" {
			name = a.Name
		}
		out.Authors = append(out.Authors, name)
	}
	out.Venue = w.Publisher
	if len(w.ContainerTitle) > 0 {
		out.Venue = w.ContainerTitle[0]
	}
	for _, u := range w.UpdatedBy {
		n := sourced.Notice{Kind: kind(u.Type), DOI: strings.ToLower(u.DOI), Date: u.Updated.date(), Source: Name}
		if u.Source != "" {
			n.Source += ":" + u.Source
		}
		out.Notices = append(out.Notices, n)
		if n.Kind == sourced.NoticeRetraction {
			out.Retracted = true
		}
	}
	for _, u := range w.UpdateTo {
		if kind(u.Type) == sourced.NoticeRetraction && u.DOI != "" && !strings.EqualFold(u.DOI, w.DOI) {
			out.RetractionOf = strings.ToLower(u.DOI)
		}
	}
	return out
}

// kind maps Crossmark update types to notice kinds: a withdrawal or a
// removal withdraws the work as a retraction does.
func kind(t string) sourced.NoticeKind {
	switch strings.ToLower(strings.ReplaceAll(t, "-", "_")) {
	case "retraction", "withdrawal", "removal":
		return sourced.NoticeRetraction
	case "correction", "erratum", "corrigendum":
		return sourced.NoticeCorrection
	case "expression_of_concern":
		return sourced.NoticeExpressionOfConcern
	}
	return sourced.NoticeOther
}

var (
	jatsTitle = lazyregexp.New(`(?s)<(?:jats:)?title[^>]*>.*?</(?:jats:)?title>`)
	jatsBreak = lazyregexp.New(`</(?:jats:)?(?:p|sec|list-item)>`)
	anyTag    = lazyregexp.New(`<[^>]*>`)
)

// StripJATS turns a Crossref JATS abstract into plain text: section
// titles ("Abstract", "Background") dropped, paragraphs kept apart, tags
// removed, entities decoded, spaces collapsed.
func StripJATS(s string) string {
	if s == "" {
		return ""
	}
	s = jatsTitle().ReplaceAllString(s, " ")
	s = strings.Join(strings.Fields(s), " ")
	s = jatsBreak().ReplaceAllString(s, "\n")
	s = anyTag().ReplaceAllString(s, "")
	s = html.UnescapeString(s)
	var paras []string
	for _, p := range strings.Split(s, "\n") {
		if p = strings.Join(strings.Fields(p), " "); p != "" {
			paras = append(paras, p)
		}
	}
	return strings.Join(paras, "\n")
}
