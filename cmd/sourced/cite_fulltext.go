package main

import (
	"context"
	"fmt"
	"net/http"

	"github.com/spf13/cobra"

	"github.com/sourced-dev/sourced"
	"github.com/sourced-dev/sourced/resolve"
	"github.com/sourced-dev/sourced/resolve/europepmc"
	"github.com/sourced-dev/sourced/resolve/fedreg"
	"github.com/sourced-dev/sourced/resolve/fetch"
)

// fullTextOptions are cite's flags for full text and the Federal Register.
type fullTextOptions struct {
	enabled      bool
	europepmcURL string
	fedregURL    string
}

// register adds the flags to cite's.
func (o *fullTextOptions) register(cmd *cobra.Command) {
	f := cmd.Flags()
	f.BoolVar(&o.enabled, "full-text", false, "check claims against the body of open-access articles (Europe PMC) and Federal Register documents too, not only their abstracts")
	f.StringVar(&o.europepmcURL, "europepmc-url", "", "Europe PMC REST API base URL (default $SOURCED_EUROPEPMC_URL or "+europepmc.DefaultBaseURL+")")
	f.StringVar(&o.fedregURL, "fedreg-url", "", "Federal Register base URL (default $SOURCED_FEDREG_URL or "+fedreg.DefaultBaseURL+")")
}

// newFedReg returns the Federal Register resolver the flags and
// environment point at.
func newFedReg(get *fetch.Client, o citeOptions, e *env) *fedreg.Client {
	return fedreg.New(get, firstSet(o.full.fedregURL, e.getenv("SOURCED_FEDREG_URL"), fedreg.DefaultBaseURL))
}

// attachFullText fetches, with --full-text, the body of every usable work
// resolved: from Europe PMC for a work with a DOI, from the Federal
// Register for one of its documents. Offline, nothing is fetched and each
// work is checked against its abstract, which its reason says.
func attachFullText(ctx context.Context, res []sourced.Resolution, o citeOptions, e *env) {
	if !o.full.enabled {
		return
	}
	if o.offline {
		resolve.AttachFullText(ctx, res, o.workers, offlineText{})
		return
	}
	get := fetch.New(&http.Client{Timeout: o.timeout}, fetch.Options{
		UserAgent: userAgent(firstSet(o.mailto, e.getenv("SOURCED_MAILTO"))),
		Accept:    resolve.FullTextAccept,
	})
	resolve.AttachFullText(ctx, res, o.workers,
		europepmc.New(get, firstSet(o.full.europepmcURL, e.getenv("SOURCED_EUROPEPMC_URL"), europepmc.DefaultBaseURL)),
		newFedReg(get, o, e))
}

// offlineText is the full-text source of an offline run: it covers every
// work and has a copy of none.
type offlineText struct{}

func (offlineText) Covers(sourced.Work) bool { return true }

func (offlineText) FullText(context.Context, sourced.Work) ([]sourced.Section, string, error) {
	return nil, "", fmt.Errorf("offline: %w", resolve.ErrNoFullText)
}
