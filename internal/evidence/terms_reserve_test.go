package evidence

import (
	"fmt"
	"testing"
)

// ReserveWords makes the slots a table would grow to for the words it is
// told of, at once, keeping every word and stem it holds: each is found
// with its entry, and the words added after it get the ids they would
// have had.
func TestReserveWords(t *testing.T) {
	words := func(from, to int) []string {
		var ws []string
		for i := from; i < to; i++ {
			ws = append(ws, fmt.Sprintf("reserving%d", i), fmt.Sprintf("grew%dth", i), fmt.Sprintf("longer-than-sixteen-%d-bytes", i))
		}
		return ws
	}
	grown, reserved := newTermTable(), newTermTable()
	for _, w := range words(0, 100) {
		grown.intern(w)
		reserved.intern(w)
	}
	withTerms(t, reserved, func() {
		ReserveWords(3000)
		ReserveWords(10) // never smaller
	})
	if got, want := len(reserved.slots.Load().slots), grownSize(1<<10, 3000); got != want || got != 1<<14 {
		t.Fatalf("%d word slots after reserving for 3,000 words, want %d (16,384)", got, want)
	}
	if got := len(reserved.stems.Load().slots); got != 1<<14 {
		t.Fatalf("%d stem slots after reserving for 3,000 words, want 16,384", got)
	}
	all := words(0, 1000)
	for _, w := range all {
		if g, r := grown.intern(w), reserved.intern(w); g != r {
			t.Fatalf("%q: entry %+v in a table that grew, %+v in one reserved", w, g, r)
		}
	}
	if len(grown.slots.Load().slots) != len(reserved.slots.Load().slots) {
		t.Errorf("%d words grew a table to %d slots, but one reserved for them has %d", len(all), len(grown.slots.Load().slots), len(reserved.slots.Load().slots))
	}
	for id := range reserved.nStems {
		st := reserved.stem(id)
		if got := reserved.findStem(st.text, st.hash); got != id {
			t.Fatalf("stem %q found as %d, want %d", st.text, got, id)
		}
	}
}

// A fresh word cache is given room at once for the words its table holds
// or was reserved for, at most maxCached, so that it is not moved into
// larger slots again and again as the builder's indexes meet them.
func TestWordCacheReserved(t *testing.T) {
	tab := newTermTable()
	for i := range 300 {
		tab.intern(fmt.Sprintf("held%d", i))
	}
	var c wordCache
	c.begin(tab, 4)
	if got, want := len(c.slots), slotsFor(300); got != want {
		t.Errorf("a cache of a table of 300 words has %d slots, want %d", got, want)
	}
	withTerms(t, tab, func() { ReserveWords(3000) })
	c.terms = nil // a cache of another table
	c.begin(tab, 4)
	if got, want := len(c.slots), slotsFor(3000); got != want {
		t.Errorf("a cache of a table reserved for 3,000 words has %d slots, want %d", got, want)
	}
	withTerms(t, tab, func() { ReserveWords(2 * maxCached) })
	c.terms = nil
	c.begin(tab, 4)
	if got, want := len(c.slots), slotsFor(maxCached); got != want {
		t.Errorf("a cache of a table reserved for %d words has %d slots, want %d", 2*maxCached, got, want)
	}
}
