package main

import (
	"context"
	"fmt"

	"github.com/spf13/pflag"

	"github.com/sourced-dev/sourced"
	"github.com/sourced-dev/sourced/resolve"
	"github.com/sourced-dev/sourced/resolve/europepmc"
	"github.com/sourced-dev/sourced/resolve/fedreg"
)

// fullTextOptions are citation mode's flags for full text and the Federal
// Register.
type fullTextOptions struct {
	enabled      bool
	europepmcURL string
	fedregURL    string
}

// register adds the flags to fs.
func (o *fullTextOptions) register(fs *pflag.FlagSet) {
	fs.BoolVar(&o.enabled, "full-text", false, "check claims against the body of open-access articles (Europe PMC) and Federal Register documents too, not only their abstracts")
	fs.StringVar(&o.europepmcURL, "europepmc-url", "", "Europe PMC REST API base URL (default $SOURCED_EUROPEPMC_URL or "+europepmc.DefaultBaseURL+")")
	fs.StringVar(&o.fedregURL, "fedreg-url", "", "Federal Register base URL (default $SOURCED_FEDREG_URL or "+fedreg.DefaultBaseURL+")")
}

// offlineText is the full-text source of an offline run: it covers every
// work and has a copy of none, so that each work is checked against its
// abstract, which its reason says.
type offlineText struct{}

func (offlineText) Covers(sourced.Work) bool { return true }

func (offlineText) FullText(context.Context, sourced.Work) ([]sourced.Section, string, error) {
	return nil, "", fmt.Errorf("offline: %w", resolve.ErrNoFullText)
}
