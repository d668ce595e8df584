package sourced

import (
	"slices"
	"strings"
)

// A figure stated for one stretch of time says nothing of another's:
// "Acme's shares rose 4% on Monday" does not contradict "Acme's shares
// rose 40% this year". The stretches are read from words that name them
// (a weekday, today, a week, a month, a quarter, a year), not from
// figures: years and dates are compared as figures (see timeOfAnother),
// and an answer that gives an event the wrong year is the error the
// checker is there to catch.

// Period bits: the stretches of time a text's words name.
const (
	periodDay uint16 = 1 << iota // today, yesterday, tonight
	periodWeek
	periodMonth
	periodQuarter
	periodYear
	periodMonday // and the next six bits, one a weekday
)

// periodWords maps each word that names a stretch of time to its bit.
var periodWords = map[string]uint16{
	"today": periodDay, "yesterday": periodDay, "tonight": periodDay,
	"week": periodWeek, "weeks": periodWeek, "weekly": periodWeek,
	"month": periodMonth, "months": periodMonth, "monthly": periodMonth,
	"quarter": periodQuarter, "quarters": periodQuarter, "quarterly": periodQuarter,
	"year": periodYear, "years": periodYear, "yearly": periodYear, "annual": periodYear, "annually": periodYear,
	"monday": periodMonday, "tuesday": periodMonday << 1, "wednesday": periodMonday << 2,
	"thursday": periodMonday << 3, "friday": periodMonday << 4, "saturday": periodMonday << 5,
	"sunday": periodMonday << 6,
}

// periodStems are what each word of periodWords holds: a text that holds
// none of them names no stretch of time, as most do not.
var periodStems = []string{"day", "week", "month", "quarter", "year", "annual", "tonight"}

// periodsOf returns the bits of the stretches of time that the words of
// lower, a lower-case text, name.
func periodsOf(lower string) uint16 {
	if !slices.ContainsFunc(periodStems, func(p string) bool { return strings.Contains(lower, p) }) {
		return 0
	}
	var bits uint16
	for w := range strings.FieldsFuncSeq(lower, func(r rune) bool { return !isWordRune(r) }) {
		bits |= periodWords[w]
	}
	return bits
}

// otherPeriod reports whether the claim and sentence s of index ix both
// name stretches of time and none the same, claim being the claim's (see
// claimPeriods).
func (st *checkState) otherPeriod(ix *Index, claim uint16, s int) bool {
	if claim == 0 {
		return false
	}
	held := st.sentPeriodsOf(ix, s)
	return held != 0 && held&claim == 0
}

// sentPeriodsOf returns periodsOf of the folded text of sentence s of
// index ix, the index the state serves, read once.
func (st *checkState) sentPeriodsOf(ix *Index, s int) uint16 {
	if st.sentPeriods == nil {
		n := len(ix.ev.Sentences)
		st.sentPeriods, st.sentPeriodsKnown = make([]uint16, n), make([]uint64, (n+63)/64)
	}
	w, bit := s/64, uint64(1)<<(s%64)
	if st.sentPeriodsKnown[w]&bit == 0 {
		st.sentPeriods[s] = periodsOf(ix.ev.Sentences[s].Folded)
		st.sentPeriodsKnown[w] |= bit
	}
	return st.sentPeriods[s]
}

// claimPeriods returns the bits of the stretches of time the claim's
// words name, read once a claim.
func (cs *claimSignals) claimPeriods() uint16 {
	if !cs.periodsRead {
		cs.periods, cs.periodsRead = periodsOf(strings.ToLower(cs.seg.Text)), true
	}
	return cs.periods
}
