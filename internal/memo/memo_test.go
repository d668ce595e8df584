package memo

import (
	"fmt"
	"sync"
	"sync/atomic"
	"testing"
)

// A table answers what build answers, to goroutines at once too, builds a
// remembered key no more, and past its bound still answers without
// remembering more keys.
func TestTable(t *testing.T) {
	tab := New[string](8)
	var made atomic.Int32
	get := func(k string) string {
		return tab.Get([]byte(k), func() string { made.Add(1); return "v" + k })
	}
	var wg sync.WaitGroup
	for range 4 {
		wg.Go(func() {
			for i := range 4 {
				if k := fmt.Sprint(i); get(k) != "v"+k {
					t.Errorf("Get(%q) = %q", k, get(k))
				}
			}
		})
	}
	wg.Wait()
	if tab.Len() != 4 {
		t.Errorf("%d keys remembered, want 4", tab.Len())
	}
	before := made.Load()
	for i := range 4 {
		get(fmt.Sprint(i))
	}
	if made.Load() != before {
		t.Errorf("remembered keys made again: %d makes, then %d", before, made.Load())
	}
	for i := range 20 {
		if k := fmt.Sprint("k", i); get(k) != "v"+k {
			t.Errorf("Get(%q) = %q", k, get(k))
		}
	}
	if tab.Len() != 8 {
		t.Errorf("%d keys remembered, want the bound, 8", tab.Len())
	}
	// A key's bytes changed after the call do not change what is kept.
	key := []byte("x")
	tab2 := New[int](2)
	tab2.Get(key, func() int { return 1 })
	key[0] = 'y'
	if got := tab2.Get([]byte("x"), func() int { return 2 }); got != 1 {
		t.Errorf("Get(x) = %d after the caller's key changed, want 1", got)
	}
}

// Goroutines asking at once for a new key all get the value remembered
// first, though several may build one.
func TestTableRacersShareValue(t *testing.T) {
	tab := New[*int](8)
	got := make([]*int, 8)
	var wg sync.WaitGroup
	for i := range got {
		wg.Go(func() { got[i] = tab.Get([]byte("k"), func() *int { return new(int) }) })
	}
	wg.Wait()
	for i, p := range got {
		if p != got[0] {
			t.Fatalf("goroutine %d got another value than goroutine 0", i)
		}
	}
}
