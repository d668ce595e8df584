package sourced

import (
	"fmt"
	"sync"
	"testing"
)

// The cache answers what the index would, first time and after, from many
// goroutines, whether the sources have the word or not.
func TestStemCacheAgreesWithIndex(t *testing.T) {
	ix := NewIndex("Revenue grew quickly while the companies were running their stores.")
	words := []string{"revenue", "grew", "growing", "companies", "company", "running", "ran", "stores", "quickly", "zürich", ""}
	for i := range 3 * stemCacheSize / 2 {
		words = append(words, fmt.Sprintf("word%dings", i)) // more words than slots
	}
	var wg sync.WaitGroup
	for range 4 {
		wg.Go(func() {
			for range 2 {
				for _, w := range words {
					if got, want := stemMemo.stem(ix, w), ix.ev.Stem(w); got != want {
						t.Errorf("stem(%q) = %q, want %q", w, got, want)
						return
					}
				}
			}
		})
	}
	wg.Wait()
}
