package sourced

import (
	"slices"
	"strconv"
	"strings"

	"github.com/sourced-dev/sourced/internal/signals"
)

// A year tells when something happened, and one subject's years are of
// many events: "Google acquired Waze in 2013" says nothing of the year in
// which "a man who used Waze killed two officers", nor "the Italian war
// of 1536" of when a king's reign began. A year near a claim's name
// contradicts the claim's year only when its sentence tells of the same
// event: it holds the words that say what happened then in the claim, the
// two content words nearest before the year in its clause ("won the
// league in 1990": "won", "league"), or, when none comes before it, the
// first after it ("In 1990, Liverpool won the league": "won"), names and
// figures aside.

// eventWords is how many of the claim's words around a year say what
// happened then.
const eventWords = 2

// eventStems returns the ids of the stems of the words of the claim that
// say what happened at its figure n, a year, a date or an amount (see
// eventWords), appended to dst, and
// false when one of them is a stem no source holds: then no source
// sentence tells of the event.
func (cs *claimSignals) eventStems(dst []int32, n signals.Number) ([]int32, bool) {
	cv := cs.claimView()
	before := len(dst)
	dst, known := cs.stemsBefore(&cv, dst, n, cs.inName)
	if !known || len(dst) > before {
		return dst, known
	}
	span := cv.clauses[cv.clauseAt(n.Start)]
	for k := range cs.tokens {
		if len(dst) > before {
			break
		}
		if t := cs.tokens[k]; int(t.Start) >= n.End && int(t.End) <= span.end {
			var ok bool
			if dst, ok = cs.addEventStem(&cv, dst, k, cs.inName); !ok {
				return dst, false
			}
		}
	}
	return dst, true
}

// stemsBefore appends to dst the ids of the stems of the claim's content
// words nearest before its number n in its clause, at most eventWords,
// outside its figures and the words for which skip holds (by their first
// byte); false when one of them is a stem no source holds. cv is the
// claim's view.
func (cs *claimSignals) stemsBefore(cv *clauseView, dst []int32, n signals.Number, skip func(at int) bool) ([]int32, bool) {
	span := cv.clauses[cv.clauseAt(n.Start)]
	before := len(dst)
	for k := len(cs.tokens) - 1; k >= 0 && len(dst)-before < eventWords; k-- {
		if t := cs.tokens[k]; int(t.Start) >= span.start && int(t.End) <= n.Start {
			var ok bool
			if dst, ok = cs.addEventStem(cv, dst, k, skip); !ok {
				return dst, false
			}
		}
	}
	return dst, true
}

// addEventStem appends the stem id of the claim's token k to dst when it
// is a content word outside the claim's figures (cv, the claim's view,
// reads them) for which skip does not hold; false when its stem is one no
// source holds.
func (cs *claimSignals) addEventStem(cv *clauseView, dst []int32, k int, skip func(at int) bool) ([]int32, bool) {
	ts, t := cs.state.tokenStems[k], cs.tokens[k]
	if !ts.ok || skip(int(t.Start)) || cv.numberAt(int(t.Start)) >= 0 {
		return dst, true
	}
	if ts.id < 0 {
		return dst, false
	}
	if !slices.Contains(dst, ts.id) {
		dst = append(dst, ts.id)
	}
	return dst, true
}

// tellsOfEvent reports whether a sentence whose stem ids, sorted, are ids
// holds every stem of events.
func tellsOfEvent(events, ids []int32) bool {
	for _, id := range events {
		if _, ok := slices.BinarySearch(ids, id); !ok {
			return false
		}
	}
	return true
}

// tellsOfAny reports whether a sentence whose stem ids, sorted, are ids
// holds some stem of events.
func tellsOfAny(events, ids []int32) bool {
	return slices.ContainsFunc(events, func(id int32) bool {
		_, ok := slices.BinarySearch(ids, id)
		return ok
	})
}

// eventOwner returns the clause of v that number k, which states the
// claim's year or date i, is of, quoted, when it tells of another event
// than the claim's, in a word of its own, while another clause tells of
// the claim's with another year or date: "Acme was founded in 1990 and
// went public in 1999" does not say that Acme went public in 1990, nor
// "The law was signed on March 12 and took effect on July 1" that it took
// effect on March 12. It is "" otherwise.
func (ix *Index) eventOwner(cs *claimSignals, v *clauseView, i, k int) string {
	n := cs.numbers[i]
	if n.Kind != signals.Year && n.Kind != signals.Date || len(v.clauses) < 2 {
		return ""
	}
	var buf [eventWords]int32
	events, known := cs.eventStems(buf[:0], n)
	if !known || len(events) == 0 {
		return ""
	}
	// The word nearest the year: the other clause may leave the subject
	// out ("The treaty was signed in 1990 and ratified in 1992"). Where
	// the number's clause holds it, the next word is read: "Microsoft
	// announced the deal in 2022 and completed it in 2023" does not say
	// that Microsoft completed the deal in 2022.
	c := v.clauseAt(v.nums[k].Start)
	if ix.spanTells(v, v.clauses[c], events[:1]) {
		if len(events) < 2 || ix.spanTells(v, v.clauses[c], events[1:]) {
			return "" // the claim's event
		}
		events = events[1:]
	} else {
		events = events[:1]
	}
	if !ix.ownWordIn(cs, v, v.clauses[c], v.inName) || v.holdsBaseline(v.clauses[c]) {
		// A clause that leaves its verb out ("and $7 million in 2020"),
		// or the baseline of the other's ("compared with 1.3 million in
		// 2022"): the other's event.
		return ""
	}
	for _, m := range v.nums {
		if d := v.clauseAt(m.Start); d != c && m.Kind == n.Kind && !signals.Same(n, m) && ix.spanTells(v, v.clauses[d], events) {
			return strconv.Quote(strings.Trim(v.text[v.clauses[c].start:v.clauses[c].end], " .,;:"))
		}
	}
	return ""
}

// holdsBaseline reports whether span sp of v holds a figure that is a
// comparison's baseline (see baselineMarker): "compared with 1.3 million
// in 2022".
func (v *clauseView) holdsBaseline(sp clauseSpan) bool {
	for k, m := range v.nums {
		if sp.start <= m.Start && m.Start < sp.end && v.baselineMarker(k, true) >= 0 {
			return true
		}
	}
	return false
}

// ownWordIn reports whether span sp of v holds a content word of its own,
// outside its figures and the words for which skip holds (by their first
// byte), that the claim does not hold: a span that tells of an event
// ("Acme was founded in 1990") or a step ("then let cool for 20 minutes").
func (ix *Index) ownWordIn(cs *claimSignals, v *clauseView, sp clauseSpan, skip func(at int) bool) bool {
	return slices.ContainsFunc(v.toks, func(t signals.Token) bool {
		at := int(t.Start)
		return sp.holds(at, int(t.End)) && signals.IsContentWord(t.Lower) && !skip(at) && v.numberAt(at) < 0 &&
			!slices.Contains(cs.stems, ix.ev.Stem(t.Lower))
	})
}

// inName reports whether byte at of v lies in one of its names.
func (v *clauseView) inName(at int) bool { return v.nameAt(at) >= 0 }

// spanTells reports whether span sp of v holds every stem of events.
func (ix *Index) spanTells(v *clauseView, sp clauseSpan, events []int32) bool {
	for _, id := range events {
		if ix.lastTold(v, sp, id) < 0 {
			return false
		}
	}
	return true
}

// lastTold returns the end of the last word of span sp of v whose stem
// has id id, -1 when none has.
func (ix *Index) lastTold(v *clauseView, sp clauseSpan, id int32) int {
	for x := len(v.toks) - 1; x >= 0; x-- {
		if t := v.toks[x]; sp.holds(int(t.Start), int(t.End)) && ix.ev.StemID(ix.ev.Stem(t.Lower)) == id {
			return int(t.End)
		}
	}
	return -1
}
