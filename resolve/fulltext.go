package resolve

import (
	"context"
	"errors"
	"fmt"
	"strings"

	"golang.org/x/sync/errgroup"

	"github.com/sourced-dev/sourced"
)

// FullTexter fetches the full text of the works it covers from an open
// copy. Implementations are safe for concurrent use.
type FullTexter interface {
	// Covers reports, without a request, whether the work is of a kind
	// this source may hold (a DOI for Europe PMC, a document number for
	// the Federal Register).
	Covers(w sourced.Work) bool
	// FullText returns the work's body by section and names the copy it
	// read ("Europe PMC PMC3460867"). It returns an error wrapping
	// ErrNoFullText when there is no open copy (closed access, no PMCID),
	// any other error when it could not answer.
	FullText(ctx context.Context, w sourced.Work) (sections []sourced.Section, copyName string, err error)
}

// FullTextAccept is the Accept header for a fetch client of full text:
// JSON for searches and records, JATS XML and plain text for bodies (a
// service that cannot give JSON then answers in the type it has rather
// than 406).
const FullTextAccept = "application/json, application/xml;q=0.9, text/plain;q=0.8"

// ErrNoFullText is wrapped by a FullTexter's error when the work has no
// open copy: an answer, not a failure.
var ErrNoFullText = errors.New("no open full text")

// AttachFullText fetches the full text of every work in res that can be
// evidence (resolved without failure, not retracted, not a notice) from
// the first source covering it, and records in the work's TextFrom where
// its text came from or, when no source had a copy or the fetch failed,
// that only the abstract is checked and why. Works shared by several
// resolutions are fetched once; workers bounds the fetches at once (0
// means 4). A failure never removes text: the abstract stays.
func AttachFullText(ctx context.Context, res []sourced.Resolution, workers int, sources ...FullTexter) {
	seen := map[*sourced.Work]bool{}
	g, gctx := errgroup.WithContext(ctx)
	if workers <= 0 {
		workers = 4
	}
	g.SetLimit(workers)
	for _, r := range res {
		w := r.Work
		if w == nil || r.Err != nil || w.Retracted || w.RetractionOf != "" || seen[w] {
			continue
		}
		seen[w] = true
		g.Go(func() error {
			attach(gctx, w, sources)
			return nil
		})
	}
	g.Wait()
}

// Check resolves the citations of pairs, attaches the full text of their
// works from sources when any are given (r.Workers fetches at once), and
// checks each claim against its work. Its error is ctx's, when ctx ended
// before every citation was answered.
func (r *Resolver) Check(ctx context.Context, pairs []sourced.CitedClaim, sources ...FullTexter) (sourced.Report, error) {
	cits := make([]sourced.Citation, len(pairs))
	for i, p := range pairs {
		cits[i] = p.Citation
	}
	res := r.Resolve(ctx, cits)
	if len(sources) > 0 {
		AttachFullText(ctx, res, r.Workers, sources...)
	}
	if err := ctx.Err(); err != nil {
		return sourced.Report{}, err
	}
	return sourced.CheckCitations(pairs, res), nil
}

// attach fetches one work's full text from the first source covering it
// that has a copy.
func attach(ctx context.Context, w *sourced.Work, sources []FullTexter) {
	var why []string
	for _, s := range sources {
		if !s.Covers(*w) {
			continue
		}
		body, from, err := s.FullText(ctx, *w)
		switch {
		case err == nil && len(body) > 0:
			w.Body = body
			w.TextFrom = fmt.Sprintf("full text from %s, %d sections", from, len(body))
			return
		case errors.Is(err, ErrNoFullText):
			why = append(why, err.Error())
		case err != nil:
			why = append(why, fmt.Sprintf("fetching the full text failed: %v", err))
		default:
			why = append(why, from+" has no body text")
		}
	}
	if len(why) == 0 {
		why = append(why, "no full-text source covers this work")
	}
	w.TextFrom = "abstract only: " + strings.Join(why, "; ")
}
