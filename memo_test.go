package sourced

import (
	"strings"
	"testing"
)

// holdsNeedle, which remembers its answers for the claim, agrees with
// strings.Contains claim after claim, for needles of every length.
func TestHoldsNeedle(t *testing.T) {
	ix := &Index{needles: []string{"wifi", "takeout", "outdoor seating", "k", "dogs allowed", "ee"}}
	st := &checkState{}
	st.claimNeedles(len(ix.needles))
	for _, lower := range []string{
		"free wifi and takeout.", "no wi-fi, no take out.", "outdoor seating for dogs; dogs allowed inside",
		"keep it", "", "a bee", "outdoors seating",
	} {
		st.next()
		for k, n := range ix.needles {
			if got, want := st.holdsNeedle(ix, lower, int32(k)), strings.Contains(lower, n); got != want {
				t.Errorf("holdsNeedle(%q, %q) = %v, want %v", lower, n, got, want)
			}
		}
	}
}
