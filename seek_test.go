package sourced

import (
	"math/rand/v2"
	"slices"
	"testing"
)

// seek finds what a linear scan from j finds, in sorted lists with
// repeats, from every start, for values below, among and above them.
func TestSeek(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	for range 300 {
		ids := make([]int32, r.IntN(40))
		for i := range ids {
			ids[i] = int32(r.IntN(60))
		}
		slices.Sort(ids)
		for j := 0; j <= len(ids); j++ {
			for s := int32(-1); s <= 61; s++ {
				want := j
				for want < len(ids) && ids[want] < s {
					want++
				}
				if got := seek(ids, j, s); got != want {
					t.Fatalf("seek(%v, %d, %d) = %d, want %d", ids, j, s, got, want)
				}
			}
		}
	}
}
