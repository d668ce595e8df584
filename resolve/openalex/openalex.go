// Package openalex resolves works through the OpenAlex API: a work by DOI
// (/works/doi:{doi}) and a title search (/works?search=…). Its abstract is
// rebuilt from OpenAlex's inverted index; its is_retracted flag is
// reported as a retraction notice from "openalex".
package openalex

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net/url"
	"slices"
	"strings"

	"github.com/sourced-dev/sourced"
	"github.com/sourced-dev/sourced/resolve/fetch"
)

// DefaultBaseURL is the public OpenAlex API.
const DefaultBaseURL = "https://api.openalex.org"

// Name is how OpenAlex is named in reasons and retraction sources.
const Name = "openalex"

// Client looks works up in OpenAlex. It is safe for concurrent use.
type Client struct {
	base   string
	mailto string
	get    *fetch.Client
}

// New returns a client for the OpenAlex API at base (DefaultBaseURL, a
// mirror or a test server). mailto, if set, joins the polite pool.
func New(get *fetch.Client, base, mailto string) *Client {
	return &Client{base: strings.TrimRight(base, "/"), mailto: mailto, get: get}
}

// Name returns "openalex".
func (c *Client) Name() string { return Name }

// ByDOI returns the work with the given DOI, or an error wrapping
// sourced.ErrWorkNotFound when OpenAlex has none.
func (c *Client) ByDOI(ctx context.Context, doi string) (sourced.Work, error) {
	body, err := c.get.Get(ctx, fetch.URL(c.base, "/works/doi:"+fetch.EscapeDOI(doi), nil, c.mailto))
	if errors.Is(err, fetch.ErrNotFound) {
		return sourced.Work{}, fmt.Errorf("openalex: %s: %w", doi, sourced.ErrWorkNotFound)
	}
	if err != nil {
		return sourced.Work{}, fmt.Errorf("openalex: %w", err)
	}
	var w work
	if err := json.Unmarshal(body, &w); err != nil || w.ID == "" {
		return sourced.Work{}, fmt.Errorf("openalex: %s: %w", doi, fetch.Malformed("an OpenAlex work", err))
	}
	return w.toWork(), nil
}

// Search returns up to five works whose titles match the citation's
// title, best first as OpenAlex ranks them.
func (c *Client) Search(ctx context.Context, cit sourced.Citation) ([]sourced.Work, error) {
	q := url.Values{"search": {cit.Title}, "per-page": {"5"}}
	body, err := c.get.Get(ctx, fetch.URL(c.base, "/works", q, c.mailto))
	if err != nil {
		return nil, fmt.Errorf("openalex: search: %w", err)
	}
	var list struct {
		Results *[]work `json:"results"`
	}
	if err := json.Unmarshal(body, &list); err != nil || list.Results == nil {
		return nil, fmt.Errorf("openalex: search: %w", fetch.Malformed("an OpenAlex result list", err))
	}
	out := make([]sourced.Work, len(*list.Results))
	for i, w := range *list.Results {
		out[i] = w.toWork()
	}
	return out, nil
}

// work is the part of an OpenAlex work record that is read.
type work struct {
	ID              string `json:"id"`
	DOI             string `json:"doi"`
	Title           string `json:"title"`
	DisplayName     string `json:"display_name"`
	PublicationYear int    `json:"publication_year"`
	IsRetracted     bool   `json:"is_retracted"`
	Authorships     []struct {
		Author struct {
			DisplayName string `json:"display_name"`
		} `json:"author"`
		RawAuthorName string `json:"raw_author_name"`
	} `json:"authorships"`
	PrimaryLocation *struct {
		Source *struct {
			DisplayName string `json:"display_name"`
		} `json:"source"`
		RawSourceName string `json:"raw_source_name"`
	} `json:"primary_location"`
	AbstractInvertedIndex map[string][]int `json:"abstract_inverted_index"`
}

// toWork turns the record into a sourced.Work.
func (w work) toWork() sourced.Work {
	out := sourced.Work{
		ID:       w.ID,
		DOI:      strings.ToLower(strings.TrimPrefix(strings.TrimPrefix(w.DOI, "https://doi.org/"), "http://doi.org/")),
		Title:    w.Title,
		Year:     w.PublicationYear,
		Authors:  []string{},
		Abstract: Abstract(w.AbstractInvertedIndex),
	}
	if out.Title == "" {
		out.Title = w.DisplayName
	}
	for _, a := range w.Authorships {
		name := a.Author.DisplayName
		if name == "" {
			name = a.RawAuthorName
		}
		out.Authors = append(out.Authors, name)
	}
	if l := w.PrimaryLocation; l != nil {
		if l.Source != nil {
			out.Venue = l.Source.DisplayName
		} else {
			out.Venue = l.RawSourceName
		}
	}
	if w.IsRetracted {
		out.Retracted = true
		out.Notices = []sourced.Notice{{Kind: sourced.NoticeRetraction, Source: Name}}
	}
	return out
}

// maxAbstractWords bounds the positions an inverted index may claim, so
// that a hostile index cannot make Abstract allocate without limit.
const maxAbstractWords = 20000

// Abstract rebuilds an abstract from OpenAlex's inverted index (word →
// positions): the words in position order, one space apart. Positions
// past maxAbstractWords or below zero are dropped.
func Abstract(index map[string][]int) string {
	type placed struct {
		pos  int
		word string
	}
	var words []placed
	for w, ps := range index {
		for _, p := range ps {
			if p >= 0 && p < maxAbstractWords {
				words = append(words, placed{p, w})
			}
		}
	}
	slices.SortFunc(words, func(a, b placed) int {
		if a.pos != b.pos {
			return a.pos - b.pos
		}
		return strings.Compare(a.word, b.word)
	})
	var b strings.Builder
	for i, w := range words {
		if i > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(w.word)
	}
	return b.String()
}
