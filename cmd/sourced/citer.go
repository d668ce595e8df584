package main

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"net/url"
	"os"
	"path/filepath"
	"slices"
	"time"

	"github.com/spf13/pflag"

	"github.com/sourced-dev/sourced"
	"github.com/sourced-dev/sourced/cite"
	"github.com/sourced-dev/sourced/resolve"
	"github.com/sourced-dev/sourced/resolve/cache"
	"github.com/sourced-dev/sourced/resolve/crossref"
	"github.com/sourced-dev/sourced/resolve/europepmc"
	"github.com/sourced-dev/sourced/resolve/fedreg"
	"github.com/sourced-dev/sourced/resolve/fetch"
	"github.com/sourced-dev/sourced/resolve/openalex"
	"github.com/sourced-dev/sourced/resolve/retraction"
)

// resolverOptions are the flags of citation mode's registries, shared by
// cite and serve.
type resolverOptions struct {
	openalexURL string
	crossrefURL string
	mailto      string
	workers     int
	retractions string
	noCache     bool
	offline     bool
	timeout     time.Duration
	full        fullTextOptions
}

// register adds the registries' flags to fs.
func (o *resolverOptions) register(fs *pflag.FlagSet) {
	fs.StringVar(&o.openalexURL, "openalex-url", "", "OpenAlex API base URL (default $SOURCED_OPENALEX_URL or "+openalex.DefaultBaseURL+")")
	fs.StringVar(&o.crossrefURL, "crossref-url", "", "Crossref API base URL (default $SOURCED_CROSSREF_URL or "+crossref.DefaultBaseURL+")")
	fs.StringVar(&o.mailto, "mailto", "", "contact address sent to the registries' polite pools (default $SOURCED_MAILTO)")
	fs.IntVar(&o.workers, "max-workers", 4, "citations resolved at once")
	fs.StringVar(&o.retractions, "retractions", "", "retraction index: the Retraction Watch CSV, or a CSV of original DOI, notice DOI pairs")
	fs.BoolVar(&o.noCache, "no-cache", false, "neither read nor write the resolution cache ($SOURCED_CACHE_DIR or the user cache directory)")
	fs.BoolVar(&o.offline, "offline", false, "answer from the cache and the retraction index alone")
	fs.DurationVar(&o.timeout, "timeout", 20*time.Second, "time allowed for one registry request")
	o.full.register(fs)
}

// validate checks the flags; its errors are usage errors.
func (o *resolverOptions) validate() error {
	if o.workers < 1 {
		return fmt.Errorf("--max-workers must be 1 or more, got %d", o.workers)
	}
	if o.timeout <= 0 {
		return fmt.Errorf("--timeout must be positive, got %s", o.timeout)
	}
	if o.offline && o.noCache && o.retractions == "" {
		return errors.New("--offline with --no-cache and no --retractions has nothing to answer from")
	}
	return nil
}

// citer is citation mode's pipeline, the one sourced cite runs and sourced
// serve answers /api/cite with: extract the citations, resolve them,
// attach full text when asked, check each claim. It is safe for concurrent
// use. It reaches only the base URLs it was configured with: the text
// decides which works are asked for, never which host is asked.
type citer struct {
	resolver *resolve.Resolver
	// fullText are the full-text sources, nil without --full-text.
	fullText []resolve.FullTexter
}

// newCiter builds the pipeline the flags and environment describe.
func newCiter(o resolverOptions, e *env) (*citer, error) {
	mailto := firstSet(o.mailto, e.getenv("SOURCED_MAILTO"))
	var openalexURL, crossrefURL, fedregURL, europepmcURL string
	for _, u := range []struct {
		dst                   *string
		flag, value, env, def string
	}{
		{&openalexURL, "--openalex-url", o.openalexURL, "SOURCED_OPENALEX_URL", openalex.DefaultBaseURL},
		{&crossrefURL, "--crossref-url", o.crossrefURL, "SOURCED_CROSSREF_URL", crossref.DefaultBaseURL},
		{&fedregURL, "--fedreg-url", o.full.fedregURL, "SOURCED_FEDREG_URL", fedreg.DefaultBaseURL},
		{&europepmcURL, "--europepmc-url", o.full.europepmcURL, "SOURCED_EUROPEPMC_URL", europepmc.DefaultBaseURL},
	} {
		var err error
		if *u.dst, err = registryURL(u.flag, u.value, u.env, e.getenv(u.env), u.def); err != nil {
			return nil, err
		}
	}
	client := registryClient(o.timeout, e)
	get := fetch.New(client, fetch.Options{UserAgent: userAgent(mailto)})
	c := &citer{
		resolver: &resolve.Resolver{
			Backends: []resolve.Backend{
				openalex.New(get, openalexURL, mailto),
				crossref.New(get, crossrefURL, mailto),
				fedreg.New(get, fedregURL),
			},
			Offline: o.offline,
			Workers: o.workers,
		},
	}
	switch {
	case !o.full.enabled:
	case o.offline:
		c.fullText = []resolve.FullTexter{offlineText{}}
	default:
		text := fetch.New(client, fetch.Options{UserAgent: userAgent(mailto), Accept: resolve.FullTextAccept})
		c.fullText = []resolve.FullTexter{
			europepmc.New(text, europepmcURL),
			fedreg.New(text, fedregURL),
		}
	}
	if o.retractions != "" {
		f, _, err := openFile(o.retractions)
		if err != nil {
			return nil, err
		}
		defer f.Close()
		ix, err := retraction.Load(f)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", o.retractions, err)
		}
		c.resolver.Retractions = ix
	}
	if !o.noCache {
		dir := e.getenv("SOURCED_CACHE_DIR")
		if dir == "" {
			base, err := os.UserCacheDir()
			if err != nil {
				return nil, fmt.Errorf("no cache directory (set SOURCED_CACHE_DIR or use --no-cache): %w", err)
			}
			dir = filepath.Join(base, "sourced")
		}
		cc, err := cache.Open(dir, cache.DefaultTTL, nil)
		if err != nil {
			return nil, fmt.Errorf("%w (set SOURCED_CACHE_DIR or use --no-cache)", err)
		}
		c.resolver.Cache = cc
	}
	return c, nil
}

// registryURL returns a registry's base URL: the flag's value, else the
// environment variable's, else def. A value that is no http or https URL
// with a host is a usage error that names where it came from: asked of,
// it would fail every citation as an outage.
func registryURL(flag, flagValue, env, envValue, def string) (string, error) {
	switch {
	case flagValue != "":
		return flagValue, checkBaseURL(flag, flagValue)
	case envValue != "":
		return envValue, checkBaseURL("$"+env, envValue)
	}
	return def, nil
}

// checkBaseURL reports, as an error naming where it was given, a base URL
// that is not an http or https URL with a host, or that holds a query or
// a fragment, which the paths asked for would be appended to.
func checkBaseURL(where, value string) error {
	u, err := url.Parse(value)
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" || u.RawQuery != "" || u.Fragment != "" || u.ForceQuery {
		return fmt.Errorf("%s: want an http or https URL with a host and no query, got %q", where, value)
	}
	return nil
}

// registryClient is the HTTP client of every registry request. It follows
// a redirect only on the host that was asked, so that no answer can send a
// request to a host the flags did not name.
func registryClient(timeout time.Duration, e *env) *http.Client {
	return &http.Client{
		Timeout:   timeout,
		Transport: e.transport,
		CheckRedirect: func(req *http.Request, via []*http.Request) error {
			if req.URL.Host != via[0].URL.Host {
				return fmt.Errorf("redirect from %s to another host, %s, refused", via[0].URL.Host, req.URL.Host)
			}
			if len(via) >= 10 {
				return errors.New("stopped after 10 redirects")
			}
			return nil
		},
	}
}

// Cite checks the cited claims of text. Its error is ctx's, when ctx
// ended before every citation was answered.
func (c *citer) Cite(ctx context.Context, text string) (sourced.Report, error) {
	return c.resolver.Check(ctx, cite.Extract(text), c.fullText...)
}

// backendFailed reports whether a registry left a citation of r
// unanswered.
func backendFailed(r *sourced.Report) bool {
	return slices.ContainsFunc(r.Claims, func(c sourced.Claim) bool { return c.ReasonCode == sourced.ReasonBackendError })
}

// firstSet returns the first non-empty value.
func firstSet(values ...string) string {
	for _, v := range values {
		if v != "" {
			return v
		}
	}
	return ""
}

// userAgent names the tool, its version and, when given, the contact
// address, as the registries ask.
func userAgent(mailto string) string {
	ua := "sourced/" + readBuild().version + " (+https://github.com/sourced-dev/sourced"
	if mailto != "" {
		ua += "; mailto:" + mailto
	}
	return ua + ")"
}
