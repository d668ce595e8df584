package sourced

import (
	"fmt"
	"reflect"
	"sync"
	"testing"
)

// The process-wide name memo answers what formsOf and firstWord answer,
// on a miss and on a hit, from many goroutines at once, with more names
// than it has slots.
func TestNameMemo(t *testing.T) {
	names := []string{"california", "united states", "u.s.", "acme inc.", "são paulo", "bank of america", "x", ""}
	for i := range 3 * nameMemoSize / 2 {
		names = append(names, fmt.Sprintf("firm %d corp", i))
	}
	var wg sync.WaitGroup
	for range 4 {
		wg.Go(func() {
			for range 2 {
				for _, n := range names {
					e := nameEntryOf([]byte(n))
					if want := formsOf(n); !reflect.DeepEqual(e.forms, want) {
						t.Errorf("nameEntryOf(%q).forms = %+v, want %+v", n, e.forms, want)
						return
					}
					if want := firstWord(n); e.key != want {
						t.Errorf("nameEntryOf(%q).key = %q, want %q", n, e.key, want)
						return
					}
				}
			}
		})
	}
	wg.Wait()
}

func TestFirstWord(t *testing.T) {
	for _, tc := range []struct{ folded, want string }{
		{"bank of america", "bank"},
		{"coca-cola", "coca-cola"},
		{"u.s.", "u"},
		{"...", "..."},
	} {
		if got := firstWord(tc.folded); got != tc.want {
			t.Errorf("firstWord(%q) = %q, want %q", tc.folded, got, tc.want)
		}
	}
}
