package resolve

import (
	"context"
	"errors"
	"fmt"
	"strings"

	"github.com/sourced-dev/sourced"
)

// Identifier is a backend whose records are cited by identifiers of their
// own, not DOIs: the Federal Register's document numbers and its volume
// and page citations. Such an identifier is authoritative: the record it
// names is the work, with no title search. The resolver asks an
// Identifier for no DOI.
type Identifier interface {
	// Identifies reports whether the citation carries an identifier of
	// this registry.
	Identifies(c sourced.Citation) bool
	// ByID returns the record the citation's identifier names, or an
	// error wrapping sourced.ErrWorkNotFound when there is none.
	ByID(ctx context.Context, c sourced.Citation) (sourced.Work, error)
}

// idPrefix opens the cache key of a citation resolved by identifier.
const idPrefix = "id:"

// idKey is the key of a citation carrying a registry identifier, or "".
func idKey(c sourced.Citation) string {
	switch {
	case c.FRDoc != "":
		return idPrefix + "frdoc:" + strings.ToLower(c.FRDoc)
	case c.FRCite != "":
		return idPrefix + "frcite:" + strings.ToLower(c.FRCite)
	}
	return ""
}

// byID resolves a citation by its identifier through the first backend
// that identifies it; it returns too the name of that backend.
func (r *Resolver) byID(ctx context.Context, c sourced.Citation) (sourced.Resolution, []string) {
	for _, b := range r.Backends {
		id, ok := b.(Identifier)
		if !ok || !id.Identifies(c) {
			continue
		}
		w, err := id.ByID(ctx, c)
		switch {
		case errors.Is(err, sourced.ErrWorkNotFound):
			return sourced.Resolution{Unresolved: fmt.Sprintf("%s: %v", b.Name(), err)}, nil
		case err != nil:
			return sourced.Resolution{Err: err}, nil
		}
		settle(&w, []string{b.Name()})
		return sourced.Resolution{Work: &w}, []string{b.Name()}
	}
	return sourced.Resolution{Unresolved: "no registry resolves " + c.Raw}, nil
}
