package sourced

import (
	"reflect"
	"sync"
	"testing"
)

// One index checks outputs from several goroutines at once, each getting
// the report a lone check gives: Check keeps its working state (buffers
// and memos, handed from one Check to the next by the index) to itself.
// Run with -race.
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

// A Check on an index that has checked other outputs before reports what
// a Check on a fresh index does: the state it takes over remembers only
// facts of the index.
func TestIndexStateCarriesNoClaim(t *testing.T) {
	sources := []string{
		"Northwind Foods reported revenue of $4.2 million in 2019. It said sales rose 12%. The Lyon plant employed 340 people.",
		`{"name": "Cafe Lumen", "city": "Goleta", "state": "CA", "attributes": {"WiFi": "free", "OutdoorSeating": "False"}, "hours": {"Monday": "9:0-17:0"}}`,
	}
	// Outputs whose first claims meet the same passages with other
	// figures and words.
	outputs := []string{
		"Northwind Foods reported revenue of $4.2 million in 2019. It said sales fell 12%.",
		"Northwind Foods reported revenue of $9.9 million in 2019. It said sales rose 12%.",
		"Cafe Lumen in Goleta, California offers free WiFi but no outdoor seating. It is open Monday from 9 am to 5 pm.",
		"Cafe Lumen has outdoor seating and is open Mondays from 8 am.",
		"Northwind Foods employed 340 people at the Lyon plant in 2019.",
	}
	shared := NewIndex(sources...)
	for round := range 2 {
		for _, o := range outputs {
			if got, want := shared.Check(o), NewIndex(sources...).Check(o); !reflect.DeepEqual(got, want) {
				t.Errorf("round %d: Check(%q) on a used index = %+v, on a fresh one %+v", round, o, got, want)
			}
		}
	}
}
