// Package fedreg resolves citations of the US Federal Register through
// its public API: a document number is authoritative
// (/api/v1/documents/{number}.json); a volume-and-page citation ("89 FR
// 12345") is found through the documents search, by the document whose
// pages hold the cited page; a free-text reference that names the Federal
// Register is searched by title, and the resolver holds it to the same
// title bar as a scholarly one. A document's text is its action, abstract
// and dates, and with full text its body from raw_text_url.
package fedreg

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"html"
	"net/url"
	"strconv"
	"strings"
	"sync"

	"github.com/sourced-dev/sourced"
	"github.com/sourced-dev/sourced/internal/lazyregexp"
	"github.com/sourced-dev/sourced/resolve"
	"github.com/sourced-dev/sourced/resolve/fetch"
)

// DefaultBaseURL is the Federal Register's site, which serves the API.
const DefaultBaseURL = "https://www.federalregister.gov"

// Name is how the Federal Register is named in reasons.
const Name = "federalregister"

// ShortLink opens the ID of every work this package returns: the
// Federal Register's short link to a document.
const ShortLink = DefaultBaseURL + "/d/"

// Client resolves Federal Register citations. It is safe for concurrent
// use.
type Client struct {
	base string
	get  *fetch.Client
	// rawText remembers the raw_text_url of the documents read lately,
	// by document number, so that FullText of a resolved work asks for its
	// record no second time. It holds at most rawTextMemo of them.
	mu      sync.Mutex
	rawText map[string]string
}

// rawTextMemo bounds the raw_text_url memo of a long-lived client: when
// full, it is emptied.
const rawTextMemo = 4096

// New returns a client for the Federal Register at base (DefaultBaseURL,
// a mirror or a test server).
func New(get *fetch.Client, base string) *Client {
	return &Client{base: strings.TrimRight(base, "/"), get: get}
}

// Name returns "federalregister".
func (c *Client) Name() string { return Name }

// ByDOI knows no DOI: Federal Register documents have none.
func (c *Client) ByDOI(ctx context.Context, doi string) (sourced.Work, error) {
	return sourced.Work{}, fmt.Errorf("%s: %s: %w", Name, doi, sourced.ErrWorkNotFound)
}

// Identifies reports whether the citation carries a document number or a
// volume-and-page citation.
func (c *Client) Identifies(cit sourced.Citation) bool {
	return cit.FRDoc != "" || cit.FRCite != ""
}

// document is the part of a Federal Register document record that is read.
type document struct {
	DocumentNumber  string `json:"document_number"`
	Title           string `json:"title"`
	Type            string `json:"type"`
	Abstract        string `json:"abstract"`
	Action          string `json:"action"`
	Dates           string `json:"dates"`
	Citation        string `json:"citation"`
	Volume          int    `json:"volume"`
	StartPage       int    `json:"start_page"`
	EndPage         int    `json:"end_page"`
	PublicationDate string `json:"publication_date"`
	RawTextURL      string `json:"raw_text_url"`
	Agencies        []struct {
		Name string `json:"name"`
	} `json:"agencies"`
}

// fields are asked of the search, so that every result carries its pages.
var fields = []string{"document_number", "title", "type", "abstract", "action", "dates", "citation",
	"volume", "start_page", "end_page", "publication_date", "raw_text_url", "agencies"}

// ByID returns the document the citation names: by its number, or by the
// volume and page it cites.
func (c *Client) ByID(ctx context.Context, cit sourced.Citation) (sourced.Work, error) {
	if cit.FRDoc != "" {
		d, err := c.document(ctx, cit.FRDoc)
		if err != nil {
			return sourced.Work{}, err
		}
		return d.toWork(), nil
	}
	return c.byPage(ctx, cit)
}

// document fetches one document record by number.
func (c *Client) document(ctx context.Context, number string) (document, error) {
	body, err := c.get.Get(ctx, c.base+"/api/v1/documents/"+url.PathEscape(number)+".json")
	if errors.Is(err, fetch.ErrNotFound) {
		return document{}, fmt.Errorf("no Federal Register document %s: %w", number, sourced.ErrWorkNotFound)
	}
	if err != nil {
		return document{}, fmt.Errorf("%s: %w", Name, err)
	}
	var d document
	if err := json.Unmarshal(body, &d); err != nil || d.DocumentNumber == "" {
		return document{}, fmt.Errorf("%s: %s: %w", Name, number, fetch.Malformed("a Federal Register document", err))
	}
	if !strings.EqualFold(d.DocumentNumber, number) {
		return document{}, fmt.Errorf("%s: %s: %w: the record is of document %s", Name, number, fetch.ErrMalformed, d.DocumentNumber)
	}
	c.remember(d)
	return d, nil
}

// remember keeps the document's raw_text_url for FullText.
func (c *Client) remember(d document) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.rawText == nil || len(c.rawText) >= rawTextMemo {
		c.rawText = make(map[string]string)
	}
	c.rawText[d.DocumentNumber] = d.RawTextURL
}

// rawTextURL returns the raw_text_url of a document: remembered from its
// record, or read from the record fetched now.
func (c *Client) rawTextURL(ctx context.Context, number string) (string, error) {
	c.mu.Lock()
	u, ok := c.rawText[number]
	c.mu.Unlock()
	if ok {
		return u, nil
	}
	d, err := c.document(ctx, number)
	return d.RawTextURL, err
}

// frCite reads "89 FR 12345".
var frCite = lazyregexp.New(`^(\d{1,3}) FR (\d{1,6})$`)

// firstVolumeYear is the year of the Federal Register's first volume:
// volume v covers the year firstVolumeYear + v - 1.
const firstVolumeYear = 1936

// byPage finds the document holding the cited page: the search is asked
// for the documents of the volume's year (matching the citation's title,
// when it gives one), and only a document whose pages hold the cited page
// is taken.
func (c *Client) byPage(ctx context.Context, cit sourced.Citation) (sourced.Work, error) {
	m := frCite().FindStringSubmatch(cit.FRCite)
	if m == nil {
		return sourced.Work{}, fmt.Errorf("%s: %q is not a volume-and-page citation: %w", Name, cit.FRCite, sourced.ErrWorkNotFound)
	}
	vol, _ := strconv.Atoi(m[1])
	page, _ := strconv.Atoi(m[2])
	year := firstVolumeYear + vol - 1
	q := url.Values{
		"conditions[publication_date][gte]": {fmt.Sprintf("%d-01-01", year)},
		"conditions[publication_date][lte]": {fmt.Sprintf("%d-12-31", year)},
		"per_page":                          {"100"},
		"order":                             {"relevance"},
	}
	if cit.Title != "" {
		q.Set("conditions[term]", cit.Title)
	}
	docs, err := c.search(ctx, q)
	if err != nil {
		return sourced.Work{}, err
	}
	for _, d := range docs {
		if d.Volume == vol && d.StartPage <= page && page <= max(d.EndPage, d.StartPage) {
			return d.toWork(), nil
		}
	}
	why := "no document found whose pages hold " + cit.FRCite
	if cit.Title == "" {
		why += " (the search cannot ask for a page: a title or a document number narrows it)"
	}
	return sourced.Work{}, fmt.Errorf("%s: %w", why, sourced.ErrWorkNotFound)
}

// search runs a documents search, asking for the fields read.
func (c *Client) search(ctx context.Context, q url.Values) ([]document, error) {
	for _, f := range fields {
		q.Add("fields[]", f)
	}
	body, err := c.get.Get(ctx, fetch.URL(c.base, "/api/v1/documents.json", q, ""))
	if err != nil {
		return nil, fmt.Errorf("%s: search: %w", Name, err)
	}
	var env struct {
		Count   *int       `json:"count"`
		Results []document `json:"results"`
	}
	if err := json.Unmarshal(body, &env); err != nil || env.Count == nil {
		return nil, fmt.Errorf("%s: search: %w", Name, fetch.Malformed("a Federal Register result list", err))
	}
	for _, d := range env.Results {
		c.remember(d)
	}
	return env.Results, nil
}

// namesRegister finds a mention of the Federal Register in a reference.
var namesRegister = lazyregexp.New(`(?i)\bfed(?:eral|\.)\s*reg(?:ister|\.)|federalregister\.gov`)

// Search returns the documents whose titles match the citation's, when the
// citation or its reference entry names the Federal Register; otherwise
// it asks nothing and returns none. The resolver holds the candidates to
// its title bar.
func (c *Client) Search(ctx context.Context, cit sourced.Citation) ([]sourced.Work, error) {
	if cit.Title == "" || !namesRegister().MatchString(cit.Ref+" "+cit.Raw) {
		return nil, nil
	}
	q := url.Values{"conditions[term]": {cit.Title}, "per_page": {"5"}, "order": {"relevance"}}
	docs, err := c.search(ctx, q)
	if err != nil {
		return nil, err
	}
	out := make([]sourced.Work, len(docs))
	for i, d := range docs {
		out[i] = d.toWork()
	}
	return out, nil
}

// toWork describes the document as a work: its agencies as authors, the
// Register and its citation as venue, and its action, abstract and dates
// as the text a claim is checked against.
func (d document) toWork() sourced.Work {
	w := sourced.Work{
		ID:      ShortLink + d.DocumentNumber,
		Title:   d.Title,
		Authors: []string{},
		Venue:   "Federal Register",
	}
	if d.Citation != "" {
		w.Venue += ", " + d.Citation
	}
	if len(d.PublicationDate) >= 4 {
		w.Year, _ = strconv.Atoi(d.PublicationDate[:4])
	}
	for _, a := range d.Agencies {
		if a.Name != "" {
			w.Authors = append(w.Authors, a.Name)
		}
	}
	var text []string
	for _, s := range []string{d.Action, d.Abstract, d.Dates} {
		if s = strings.TrimSpace(s); s != "" {
			text = append(text, s)
		}
	}
	w.Abstract = strings.Join(text, "\n")
	return w
}

// Covers reports whether the work is a Federal Register document.
func (c *Client) Covers(w sourced.Work) bool { return strings.HasPrefix(w.ID, ShortLink) }

// FullText returns the document's body from its raw_text_url, as one
// section. The URL is asked of this client's base (a mirror or a test
// server serves the same paths); one on any other host is not asked. A document with no raw text gives an
// error wrapping resolve.ErrNoFullText.
func (c *Client) FullText(ctx context.Context, w sourced.Work) ([]sourced.Section, string, error) {
	number := strings.TrimPrefix(w.ID, ShortLink)
	raw, err := c.rawTextURL(ctx, number)
	if err != nil {
		return nil, "", err
	}
	if raw == "" {
		return nil, "", fmt.Errorf("the Federal Register gives no text of %s: %w", number, resolve.ErrNoFullText)
	}
	rest, ok := strings.CutPrefix(raw, DefaultBaseURL)
	if !ok {
		rest, ok = strings.CutPrefix(raw, c.base)
	}
	if !ok || !strings.HasPrefix(rest, "/") {
		return nil, "", fmt.Errorf("the Federal Register's text of %s is on another host (%s), which is not asked: %w", number, raw, resolve.ErrNoFullText)
	}
	body, err := c.get.Get(ctx, c.base+rest)
	if errors.Is(err, fetch.ErrNotFound) {
		return nil, "", fmt.Errorf("the Federal Register has no text of %s: %w", number, resolve.ErrNoFullText)
	}
	if err != nil {
		return nil, "", fmt.Errorf("%s: %s text: %w", Name, number, err)
	}
	text := PlainText(string(body))
	if text == "" {
		return nil, "", fmt.Errorf("the Federal Register's text of %s is empty: %w", number, resolve.ErrNoFullText)
	}
	return []sourced.Section{{Title: "Full text", Text: text}}, "the Federal Register (FR Doc. " + number + ")", nil
}

var (
	tag        = lazyregexp.New(`<[^>]*>`)
	pageMarker = lazyregexp.New(`\[\[Page [^\]]*\]\]|\[Page [^\]]*\]`)
	blankLine  = lazyregexp.New(`\n\s*\n`)
)

// PlainText turns a raw_text_url body into paragraphs: the HTML wrapper
// and page markers dropped, entities decoded, hard-wrapped lines joined,
// paragraphs (blank-line separated) kept apart.
func PlainText(s string) string {
	s = html.UnescapeString(tag().ReplaceAllString(s, ""))
	s = pageMarker().ReplaceAllString(s, "")
	var paras []string
	for _, block := range blankLine().Split(s, -1) {
		if p := strings.Join(strings.Fields(block), " "); p != "" {
			paras = append(paras, p)
		}
	}
	return strings.Join(paras, "\n\n")
}
