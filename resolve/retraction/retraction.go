// Package retraction is an offline retraction index: original DOI →
// notices, loaded from the Retraction Watch CSV (Crossref's export, with
// its RetractionNature column) or from a two-column file of original DOI
// and notice DOI pairs. Only a notice whose nature is a retraction makes a
// work unusable; corrections and expressions of concern are kept and
// reported.
package retraction

import (
	"encoding/csv"
	"errors"
	"fmt"
	"io"
	"strings"
	"time"

	"github.com/sourced-dev/sourced"
	"github.com/sourced-dev/sourced/cite"
)

// Name is the index's name as a retraction source.
const Name = "retraction-index"

// Index maps original DOIs to their notices. It is immutable once loaded
// and safe for concurrent use.
type Index struct {
	byDOI map[string][]sourced.Notice
}

// Name returns "retraction-index".
func (ix *Index) Name() string { return Name }

// Len is the number of original DOIs indexed.
func (ix *Index) Len() int { return len(ix.byDOI) }

// Lookup returns the notices recorded for doi, in file order.
func (ix *Index) Lookup(doi string) []sourced.Notice {
	return ix.byDOI[strings.ToLower(doi)]
}

// Load reads an index. A header naming OriginalPaperDOI and
// RetractionNature marks the Retraction Watch CSV; otherwise each row is
// an original DOI and a notice DOI, after an optional header, and counts
// as a retraction. Rows without a valid original DOI are skipped.
func Load(r io.Reader) (*Index, error) {
	cr := csv.NewReader(r)
	cr.FieldsPerRecord = -1
	cr.LazyQuotes = true
	cr.ReuseRecord = true
	ix := &Index{byDOI: map[string][]sourced.Notice{}}
	header, err := cr.Read()
	if errors.Is(err, io.EOF) {
		return nil, errors.New("retraction index: empty file")
	}
	if err != nil {
		return nil, fmt.Errorf("retraction index: %w", err)
	}
	cols := columns(header)
	orig, nat := col(cols, "originalpaperdoi"), col(cols, "retractionnature")
	notice, when := col(cols, "retractiondoi"), col(cols, "retractiondate")
	rw := orig >= 0 && nat >= 0
	if !rw {
		if len(header) < 2 {
			return nil, fmt.Errorf("retraction index: want the Retraction Watch CSV or two columns (original DOI, notice DOI), got %d column(s)", len(header))
		}
		if cite.NormalizeDOI(header[0]) != "" {
			ix.addPair(header)
		}
	}
	for {
		rec, err := cr.Read()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			return nil, fmt.Errorf("retraction index: %w", err)
		}
		if !rw {
			ix.addPair(rec)
			continue
		}
		doi := cite.NormalizeDOI(field(rec, orig))
		if doi == "" {
			continue
		}
		ix.add(doi, sourced.Notice{
			Kind:   nature(field(rec, nat)),
			DOI:    cite.NormalizeDOI(field(rec, notice)),
			Date:   date(field(rec, when)),
			Source: Name,
		})
	}
	return ix, nil
}

// addPair indexes one original DOI, notice DOI row.
func (ix *Index) addPair(rec []string) {
	if len(rec) < 2 {
		return
	}
	if doi := cite.NormalizeDOI(rec[0]); doi != "" {
		ix.add(doi, sourced.Notice{Kind: sourced.NoticeRetraction, DOI: cite.NormalizeDOI(rec[1]), Source: Name})
	}
}

func (ix *Index) add(doi string, n sourced.Notice) {
	for _, have := range ix.byDOI[doi] {
		if have == n {
			return
		}
	}
	ix.byDOI[doi] = append(ix.byDOI[doi], n)
}

// columns maps lower-cased header names to their index; the newer
// exports end the header with an empty column, which is ignored.
func columns(header []string) map[string]int {
	m := map[string]int{}
	for i, h := range header {
		h = strings.ToLower(strings.TrimSpace(strings.TrimPrefix(h, "\uFEFF")))
		if h != "" {
			m[h] = i
		}
	}
	return m
}

// col returns the index of a named column, or -1.
func col(cols map[string]int, name string) int {
	if i, ok := cols[name]; ok {
		return i
	}
	return -1
}

// field returns rec[i], or "" when i is out of range (a missing column is
// -1).
func field(rec []string, i int) string {
	if i < 0 || i >= len(rec) {
		return ""
	}
	return strings.TrimSpace(rec[i])
}

// nature maps RetractionNature ("Retraction", "Correction", "Expression
// of concern", "Reinstatement") to a notice kind.
func nature(s string) sourced.NoticeKind {
	switch strings.ToLower(strings.TrimSpace(s)) {
	case "retraction":
		return sourced.NoticeRetraction
	case "correction":
		return sourced.NoticeCorrection
	case "expression of concern":
		return sourced.NoticeExpressionOfConcern
	}
	return sourced.NoticeOther
}

// date turns "8/16/2023 0:00" (or "2023-08-16") into "2023-08-16"; other
// forms are kept as written.
func date(s string) string {
	day, _, _ := strings.Cut(s, " ")
	for _, layout := range []string{"1/2/2006", "2006-01-02"} {
		if t, err := time.Parse(layout, day); err == nil {
			return t.Format("2006-01-02")
		}
	}
	return s
}
