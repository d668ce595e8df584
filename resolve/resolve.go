// Package resolve turns citations into real works: by DOI first (an arXiv
// id through its 10.48550 DOI), else by a title search that must clear a
// similarity bar, with the first author and year where the citation gives
// them, or abstain. Every backend is asked, so that a retraction any one
// of them reports is seen; a local retraction index and an on-disk cache
// sit beside them. Unique citations resolve concurrently; results come
// back in input order.
package resolve

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strings"

	"golang.org/x/sync/errgroup"

	"github.com/sourced-dev/sourced"
	"github.com/sourced-dev/sourced/cite"
	"github.com/sourced-dev/sourced/internal/biblio"
)

// Backend looks works up in one registry. Implementations are safe for
// concurrent use.
type Backend interface {
	// Name names the registry in reasons and retraction sources.
	Name() string
	// ByDOI returns the work with the DOI; an error wrapping
	// sourced.ErrWorkNotFound when the registry has none, any other
	// error when it could not answer.
	ByDOI(ctx context.Context, doi string) (sourced.Work, error)
	// Search returns candidate works for a citation's title (and first
	// author and year), best first; an empty list when none.
	Search(ctx context.Context, c sourced.Citation) ([]sourced.Work, error)
}

// RetractionIndex answers from a local copy of retraction data.
type RetractionIndex interface {
	// Lookup returns the notices recorded for a DOI (lower case).
	Lookup(doi string) []sourced.Notice
	// Name names the index as a retraction source.
	Name() string
}

// Cache keeps successful resolutions. Get reports a miss for an entry
// that is absent, expired or unreadable; Put may fail without harm.
type Cache interface {
	Get(key string) (sourced.Work, bool)
	Put(key string, w sourced.Work) error
}

// ErrOffline is the failure of a citation that an offline run could not
// answer from the cache or the retraction index.
var ErrOffline = errors.New("offline, and not in the cache")

// Resolver resolves citations. Its fields are set once, before use.
type Resolver struct {
	// Backends are asked in order; the first that knows a work describes
	// it, and every one is asked whether it is retracted.
	Backends []Backend
	// Retractions, if set, is joined against every DOI.
	Retractions RetractionIndex
	// Cache, if set, keeps successful resolutions.
	Cache Cache
	// Offline answers from the cache and the retraction index alone.
	Offline bool
	// Workers bounds the citations resolved at once; 0 means 4.
	Workers int
}

// Bars a title search must clear.
const (
	// MinTitleSimilarity is the Dice similarity of title words a search
	// candidate needs.
	MinTitleSimilarity = 0.85
	// yearSlack is how far a year may stray before it counts as differing:
	// online-first and print years often differ by one.
	yearSlack = 1
	// minTitleAgreement is the title agreement below which a work found by
	// DOI is said to differ from the citation's title.
	minTitleAgreement = 0.5
)

// Resolve resolves every citation; the result at i is for cits[i]. Equal
// citations are resolved once. It returns early only when ctx ends, with
// ctx's error in the unfinished results.
func (r *Resolver) Resolve(ctx context.Context, cits []sourced.Citation) []sourced.Resolution {
	keys := make([]string, len(cits))
	first := map[string]int{}
	var unique []int
	for i, c := range cits {
		keys[i] = key(c)
		if _, seen := first[keys[i]]; !seen {
			first[keys[i]] = i
			unique = append(unique, i)
		}
	}
	found := make([]sourced.Resolution, len(cits))
	g, gctx := errgroup.WithContext(ctx)
	workers := r.Workers
	if workers <= 0 {
		workers = 4
	}
	g.SetLimit(workers)
	for _, i := range unique {
		g.Go(func() error {
			found[i] = r.resolve(gctx, cits[i], keys[i])
			return nil
		})
	}
	g.Wait()
	out := make([]sourced.Resolution, len(cits))
	for i, c := range cits {
		res := found[first[keys[i]]]
		if res.Work != nil {
			res.Mismatch = Mismatch(c, *res.Work)
		}
		out[i] = res
	}
	return out
}

// doiOf returns the DOI a citation resolves by: its own, or its arXiv
// id's 10.48550 DOI (version dropped).
func doiOf(c sourced.Citation) string {
	if c.DOI != "" {
		return strings.ToLower(c.DOI)
	}
	if c.ArXiv != "" {
		return "10.48550/arxiv." + strings.ToLower(cite.ArXivBase(c.ArXiv))
	}
	return ""
}

// key identifies what resolving c asks: its DOI, or its title search.
func key(c sourced.Citation) string {
	if k := idKey(c); k != "" {
		return k
	}
	if d := doiOf(c); d != "" {
		return "doi:" + d
	}
	if c.Title != "" {
		return fmt.Sprintf("search:%s|%s|%d", biblio.Fold(c.Title), biblio.Surname(c.Author), c.Year)
	}
	return fmt.Sprintf("none:%s|%d|%s|%d", c.Kind, c.Number, c.Author, c.Year)
}

// resolve resolves one citation: from the cache, else from the
// registries (a success is cached), then joined against the retraction
// index, which is never cached.
func (r *Resolver) resolve(ctx context.Context, c sourced.Citation, k string) sourced.Resolution {
	if strings.HasPrefix(k, "none:") {
		return sourced.Resolution{Unresolved: nothingToResolve(c)}
	}
	doi := doiOf(c)
	if r.Cache != nil {
		if w, ok := r.Cache.Get(k); ok {
			// The registries answered when the entry was stored.
			return r.joinIndex(sourced.Resolution{Work: &w}, doi, r.names())
		}
	}
	var (
		res     sourced.Resolution
		checked []string
	)
	switch {
	case r.Offline:
		res = sourced.Resolution{Err: ErrOffline}
	case strings.HasPrefix(k, idPrefix):
		res, checked = r.byID(ctx, c)
	case doi != "":
		res, checked = r.byDOI(ctx, doi)
	default:
		res, checked = r.search(ctx, c)
	}
	if res.Work != nil && res.Err == nil && r.Cache != nil {
		// A cache that cannot be written costs only a later lookup.
		_ = r.Cache.Put(k, *res.Work)
	}
	return r.joinIndex(res, doi, checked)
}

// names lists the backends' names.
func (r *Resolver) names() []string {
	out := make([]string, len(r.Backends))
	for i, b := range r.Backends {
		out[i] = b.Name()
	}
	return out
}

// joinIndex adds the retraction index's notices for the work's DOI (or,
// with no work, the cited DOI) and settles the retraction again, the
// registries in checked and the index having been asked. With no work,
// an indexed retraction still makes the citation a retracted one: it is
// what an offline run, or a failing registry, can know.
func (r *Resolver) joinIndex(res sourced.Resolution, doi string, checked []string) sourced.Resolution {
	if r.Retractions == nil {
		return res
	}
	var w sourced.Work
	if res.Work != nil {
		w = *res.Work
		if w.DOI != "" {
			doi = w.DOI
		}
	} else {
		w = sourced.Work{DOI: doi}
	}
	if doi == "" {
		return res
	}
	w.Notices = appendNotices(slices.Clone(w.Notices), r.Retractions.Lookup(doi)...)
	settle(&w, append(slices.Clone(checked), r.Retractions.Name()))
	if res.Work == nil && !w.Retracted {
		return res
	}
	res.Work, res.Unresolved = &w, ""
	return res
}

// nothingToResolve says why a citation with no DOI, arXiv id or title is
// not looked up.
func nothingToResolve(c sourced.Citation) string {
	switch {
	case c.Kind == sourced.KindNumbered && c.Ref == "":
		return fmt.Sprintf("[%d] has no entry in the reference list", c.Number)
	case c.Kind == sourced.KindAuthorYear && c.Ref == "":
		return fmt.Sprintf("no reference entry matches %s %d; a surname and a year alone are too vague to search", c.Author, c.Year)
	default:
		return "the reference entry gives no DOI, arXiv id or title to look up"
	}
}

// byDOI asks every backend for the DOI and merges what they know; it
// returns too the names of the backends that know the work.
func (r *Resolver) byDOI(ctx context.Context, doi string) (sourced.Resolution, []string) {
	var (
		found   []sourced.Work
		namesOf []string
		missing []string
		errs    []error
	)
	for _, b := range r.Backends {
		if _, own := b.(Identifier); own {
			continue // a registry of its own identifiers holds no DOIs
		}
		w, err := b.ByDOI(ctx, doi)
		switch {
		case errors.Is(err, sourced.ErrWorkNotFound):
			missing = append(missing, b.Name())
		case err != nil:
			errs = append(errs, err)
		default:
			found = append(found, w)
			namesOf = append(namesOf, b.Name())
		}
	}
	if len(found) == 0 {
		if len(errs) > 0 {
			return sourced.Resolution{Err: errors.Join(errs...)}, nil
		}
		if ctx.Err() != nil {
			return sourced.Resolution{Err: ctx.Err()}, nil
		}
		return sourced.Resolution{Unresolved: fmt.Sprintf("no registry knows DOI %s (%s: not found)", doi, strings.Join(missing, ", "))}, nil
	}
	w := merge(found)
	settle(&w, namesOf)
	res := sourced.Resolution{Work: &w}
	if len(errs) > 0 && !w.Retracted && w.RetractionOf == "" {
		// A registry that could not answer might have reported a
		// retraction: the work is not usable as evidence.
		res.Err = fmt.Errorf("%w (so the work's retraction status is unknown)", errors.Join(errs...))
	}
	return res, namesOf
}

// search finds the work by title in the backends, in order, and then
// looks its DOI up in all of them; it returns too the names of the
// backends that know the work.
func (r *Resolver) search(ctx context.Context, c sourced.Citation) (sourced.Resolution, []string) {
	var errs []error
	best, bestSim := "", 0.0
	for _, b := range r.Backends {
		ws, err := b.Search(ctx, c)
		if err != nil {
			errs = append(errs, err)
			continue
		}
		for _, w := range ws {
			sim := biblio.TitleSimilarity(c.Title, w.Title)
			if sim > bestSim {
				best, bestSim = w.Title, sim
			}
			if !acceptable(c, w, sim) {
				continue
			}
			if w.DOI != "" {
				res, checked := r.byDOI(ctx, w.DOI)
				if res.Work != nil || res.Err != nil {
					return res, checked
				}
			}
			// Found by search but unknown by DOI: the search record
			// stands, with its own notices.
			settle(&w, []string{b.Name()})
			return sourced.Resolution{Work: &w}, []string{b.Name()}
		}
	}
	if len(errs) > 0 {
		return sourced.Resolution{Err: errors.Join(errs...)}, nil
	}
	why := fmt.Sprintf("no registry has a work whose title is close enough to %q", c.Title)
	if best != "" {
		why += fmt.Sprintf(" (the closest, %q, shares %.0f%% of its words)", best, bestSim*100)
	}
	return sourced.Resolution{Unresolved: why}, nil
}

// acceptable reports whether a search candidate is the cited work: its
// title clears the bar, and its first author and year agree where both
// sides state them.
func acceptable(c sourced.Citation, w sourced.Work, sim float64) bool {
	if sim < MinTitleSimilarity {
		return false
	}
	if c.Author != "" && len(w.Authors) > 0 && !biblio.SameSurname(c.Author, w.Authors[0]) {
		return false
	}
	return c.Year == 0 || w.Year == 0 || abs(c.Year-w.Year) <= yearSlack
}

// Mismatch lists the fields in which a citation disagrees with the work
// it resolved to: year (beyond one year's slack), first author, title.
// A field either side leaves blank is not compared.
func Mismatch(c sourced.Citation, w sourced.Work) []string {
	var out []string
	if c.Year != 0 && w.Year != 0 && abs(c.Year-w.Year) > yearSlack {
		out = append(out, fmt.Sprintf("year: the citation says %d, the work %d", c.Year, w.Year))
	}
	if c.Author != "" && len(w.Authors) > 0 && !biblio.SameSurname(c.Author, w.Authors[0]) {
		out = append(out, fmt.Sprintf("first author: the citation says %s, the work %s", c.Author, w.Authors[0]))
	}
	if c.Title != "" && w.Title != "" {
		agree := biblio.TitleSimilarity(c.Title, w.Title)
		if c.Ref != "" {
			agree = max(agree, biblio.Coverage(w.Title, c.Ref))
		}
		if agree < minTitleAgreement {
			out = append(out, fmt.Sprintf("title: the citation says %q, the work %q", c.Title, w.Title))
		}
	}
	return out
}

func abs(n int) int {
	if n < 0 {
		return -n
	}
	return n
}

// merge describes a work from what several backends returned: the first
// one's description, gaps filled from the others, every notice kept.
func merge(found []sourced.Work) sourced.Work {
	w := found[0]
	w.Notices = nil
	for _, o := range found {
		if w.Title == "" {
			w.Title = o.Title
		}
		if w.Year == 0 {
			w.Year = o.Year
		}
		if len(w.Authors) == 0 {
			w.Authors = o.Authors
		}
		if w.Venue == "" {
			w.Venue = o.Venue
		}
		if w.Abstract == "" {
			w.Abstract = o.Abstract
		}
		if w.RetractionOf == "" {
			w.RetractionOf = o.RetractionOf
		}
		w.Notices = appendNotices(w.Notices, o.Notices...)
	}
	return w
}

// appendNotices appends the notices not already present.
func appendNotices(have []sourced.Notice, more ...sourced.Notice) []sourced.Notice {
	for _, n := range more {
		if !slices.Contains(have, n) {
			have = append(have, n)
		}
	}
	return have
}

// settle derives the work's retraction from its notices: retracted when
// any notice is a retraction, with the notice DOI and date of the first
// notice that gives them, every source that reports it, and, of the
// sources checked, those that do not.
func settle(w *sourced.Work, checked []string) {
	if w.Authors == nil {
		w.Authors = []string{}
	}
	var ret *sourced.Retraction
	for _, n := range w.Notices {
		if n.Kind != sourced.NoticeRetraction {
			continue
		}
		if ret == nil {
			ret = &sourced.Retraction{Sources: []string{}}
		}
		if ret.NoticeDOI == "" && n.DOI != "" {
			ret.NoticeDOI, ret.Date = n.DOI, n.Date
		}
		if ret.Date == "" {
			ret.Date = n.Date
		}
		if !slices.Contains(ret.Sources, n.Source) {
			ret.Sources = append(ret.Sources, n.Source)
		}
	}
	w.Retracted = ret != nil
	w.Retraction = ret
	if ret == nil {
		return
	}
	for _, name := range checked {
		flagged := slices.ContainsFunc(ret.Sources, func(s string) bool {
			return s == name || strings.HasPrefix(s, name+":")
		})
		if !flagged {
			ret.NotFlaggedBy = append(ret.NotFlaggedBy, name)
		}
	}
}
