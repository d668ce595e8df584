package sourced

import (
	"fmt"
	"hash/maphash"
	"math/rand/v2"
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
					e := nameEntryOf([]byte(n), maphash.String(nameMemo.seed, n))
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

// A state's slot index numbers folded names as a map would, in order of
// first use, through its growth and past the memo's start over at
// maxNameSlots names.
func TestSlotIndex(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 5))
	st := &checkState{}
	want := map[string]int32{}
	for n := range 5 * maxNameSlots {
		if n%7 == 0 {
			st.next() // starts the memo over once it holds maxNameSlots names
			if len(st.slot) == 0 {
				clear(want)
			}
		}
		name := fmt.Sprintf("name %d", r.IntN(3*maxNameSlots))
		k, ok := want[name]
		if !ok {
			k = int32(len(want))
			want[name] = k
		}
		if got := st.nameSlotOf([]byte(name)); got != k {
			t.Fatalf("name %d, %q: slot %d, want %d", n, name, got, k)
		}
		if got := st.slot[k].forms.folded; got != name {
			t.Fatalf("slot %d holds %q, want %q", k, got, name)
		}
	}
}
