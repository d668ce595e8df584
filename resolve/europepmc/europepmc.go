// Package europepmc fetches the full text of open-access articles from
// Europe PMC: a search by DOI finds the article's PMCID, and
// /{PMCID}/fullTextXML gives its JATS, read into titled body sections
// with the reference list, tables, figures and footnotes dropped.
package europepmc

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net/url"
	"strings"

	"github.com/sourced-dev/sourced"
	"github.com/sourced-dev/sourced/internal/jats"
	"github.com/sourced-dev/sourced/resolve"
	"github.com/sourced-dev/sourced/resolve/fetch"
)

// DefaultBaseURL is the public Europe PMC REST API.
const DefaultBaseURL = "https://www.ebi.ac.uk/europepmc/webservices/rest"

// Name is how Europe PMC is named in reasons.
const Name = "Europe PMC"

// Client fetches full text from Europe PMC. It is safe for concurrent use.
type Client struct {
	base string
	get  *fetch.Client
}

// New returns a client for the Europe PMC REST API at base
// (DefaultBaseURL, a mirror or a test server).
func New(get *fetch.Client, base string) *Client {
	return &Client{base: strings.TrimRight(base, "/"), get: get}
}

// Covers reports whether the work has a DOI to search by.
func (c *Client) Covers(w sourced.Work) bool { return w.DOI != "" }

// record is the part of a search result that is read.
type record struct {
	DOI          string `json:"doi"`
	PMCID        string `json:"pmcid"`
	IsOpenAccess string `json:"isOpenAccess"`
}

// PMCID returns the PMCID of the open-access copy of the article with the
// DOI. It returns an error wrapping resolve.ErrNoFullText when Europe PMC
// has no record of the DOI, or one without a PMCID, or only a closed one.
func (c *Client) PMCID(ctx context.Context, doi string) (string, error) {
	q := url.Values{"query": {`DOI:"` + doi + `"`}, "format": {"json"}, "resultType": {"lite"}}
	body, err := c.get.Get(ctx, fetch.URL(c.base, "/search", q, ""))
	if err != nil {
		return "", fmt.Errorf("europepmc: search: %w", err)
	}
	var env struct {
		ResultList *struct {
			Result []record `json:"result"`
		} `json:"resultList"`
	}
	if err := json.Unmarshal(body, &env); err != nil || env.ResultList == nil {
		return "", fmt.Errorf("europepmc: search: %w", fetch.Malformed("a Europe PMC result list", err))
	}
	why := "no record of it"
	for _, r := range env.ResultList.Result {
		switch {
		case !strings.EqualFold(r.DOI, doi):
			continue
		case r.PMCID == "":
			why = "no PMCID for it (not in PubMed Central)"
		case r.IsOpenAccess != "Y":
			why = fmt.Sprintf("only a closed-access copy (%s)", r.PMCID)
		default:
			return r.PMCID, nil
		}
	}
	return "", fmt.Errorf("%s has %s: %w", Name, why, resolve.ErrNoFullText)
}

// FullText returns the body of the work's open-access copy by section.
// No open copy, or no full text for its PMCID, gives an error wrapping
// resolve.ErrNoFullText; a JATS document of another DOI, or one that
// cannot be read, a failure.
func (c *Client) FullText(ctx context.Context, w sourced.Work) ([]sourced.Section, string, error) {
	pmcid, err := c.PMCID(ctx, w.DOI)
	if err != nil {
		return nil, "", err
	}
	body, err := c.get.Get(ctx, c.base+"/"+url.PathEscape(pmcid)+"/fullTextXML")
	if errors.Is(err, fetch.ErrNotFound) {
		return nil, "", fmt.Errorf("%s has no full text for %s: %w", Name, pmcid, resolve.ErrNoFullText)
	}
	if err != nil {
		return nil, "", fmt.Errorf("europepmc: %s: %w", pmcid, err)
	}
	art, err := jats.Parse(bytes.NewReader(body))
	if err != nil {
		return nil, "", fmt.Errorf("europepmc: %s: %w: %w", pmcid, fetch.ErrMalformed, err)
	}
	if art.DOI != "" && !strings.EqualFold(art.DOI, w.DOI) {
		return nil, "", fmt.Errorf("europepmc: %s: %w: the full text is of doi:%s, not doi:%s", pmcid, fetch.ErrMalformed, art.DOI, w.DOI)
	}
	out := make([]sourced.Section, len(art.Sections))
	for i, s := range art.Sections {
		out[i] = sourced.Section{Title: s.Title, Text: s.Text}
	}
	return out, Name + " " + pmcid, nil
}
