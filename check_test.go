package sourced

import (
	"reflect"
	"sync"
	"testing"
)

// One index checks outputs from several goroutines at once, each getting
// the report a lone check gives: Check keeps its working state (token
// buffer, sentence memo) to itself. Run with -race.
func TestIndexConcurrentCheck(t *testing.T) {
	ix := NewIndex(
		"Northwind Foods reported revenue of $4.2 million in 2019. Its chief executive, Ana Berg, said sales rose 12%. "+
			"The Lyon plant employed 340 people. Bluefin Energy opened an office in Porto on 3 May 2001.",
		"Analysts at Cobalt Media expected margins to fall by 5 percent, while Omar Haddad disagreed.",
	)
	outputs := []string{
		"Northwind Foods reported revenue of $4.2 million in 2019. Ana Berg said sales fell 12%.",
		"The Lyon plant employed 430 people. Bluefin Energy opened an office in Porto in 2001.",
		"Cobalt Media analysts expected margins to fall by 5 percent. Omar Haddad agreed.",
	}
	want := make([]Report, len(outputs))
	for i, o := range outputs {
		want[i] = ix.Check(o)
	}
	var wg sync.WaitGroup
	for g := range 4 {
		wg.Go(func() {
			for k := range 20 {
				i := (g + k) % len(outputs)
				if got := ix.Check(outputs[i]); !reflect.DeepEqual(got, want[i]) {
					t.Errorf("concurrent Check(%q) differs from a lone check", outputs[i])
					return
				}
			}
		})
	}
	wg.Wait()
}
