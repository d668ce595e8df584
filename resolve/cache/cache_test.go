package cache

import (
	"fmt"
	"os"
	"sync"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"github.com/sourced-dev/sourced"
)

func TestRoundTrip(t *testing.T) {
	d, err := Open(t.TempDir(), 0, nil)
	if err != nil {
		t.Fatal(err)
	}
	w := sourced.Work{ID: "W1", DOI: "10.1/x", Title: "T", Year: 2020, Authors: []string{"A B"}, Abstract: "The abstract.",
		Retracted: true, Retraction: &sourced.Retraction{NoticeDOI: "10.1/n", Sources: []string{"openalex"}}}
	if _, ok := d.Get("doi:10.1/x"); ok {
		t.Fatal("hit in an empty cache")
	}
	if err := d.Put("doi:10.1/x", w); err != nil {
		t.Fatal(err)
	}
	got, ok := d.Get("doi:10.1/x")
	if !ok {
		t.Fatal("miss after Put")
	}
	if diff := cmp.Diff(w, got); diff != "" {
		t.Errorf("round trip (-want +got):\n%s", diff)
	}
	if _, ok := d.Get("doi:10.1/y"); ok {
		t.Error("hit for another key")
	}
}

func TestExpiry(t *testing.T) {
	now := time.Date(2026, 11, 1, 0, 0, 0, 0, time.UTC)
	clock := func() time.Time { return now }
	d, err := Open(t.TempDir(), 0, clock)
	if err != nil {
		t.Fatal(err)
	}
	d.Put("k", sourced.Work{ID: "W1"})
	now = now.Add(DefaultTTL - time.Minute)
	if _, ok := d.Get("k"); !ok {
		t.Error("miss before the entry expired")
	}
	now = now.Add(2 * time.Minute)
	if _, ok := d.Get("k"); ok {
		t.Error("hit after the entry expired")
	}
}

func TestCorruptEntryIsAMiss(t *testing.T) {
	d, err := Open(t.TempDir(), 0, nil)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(d.file("k"), []byte("{not json"), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, ok := d.Get("k"); ok {
		t.Error("hit on a corrupt entry")
	}
}

// TestSharedDirectory has two caches (as two processes would) write and
// read the same keys at once; every read sees a whole entry or none.
func TestSharedDirectory(t *testing.T) {
	dir := t.TempDir()
	a, _ := Open(dir, 0, nil)
	b, _ := Open(dir, 0, nil)
	var wg sync.WaitGroup
	for i := range 50 {
		for _, c := range []*Dir{a, b} {
			wg.Go(func() {
				key := fmt.Sprintf("k%d", i%5)
				if err := c.Put(key, sourced.Work{ID: key, Abstract: key}); err != nil {
					t.Error(err)
				}
				if w, ok := c.Get(key); ok && (w.ID != key || w.Abstract != key) {
					t.Errorf("read %+v for %s", w, key)
				}
			})
		}
	}
	wg.Wait()
	entries, _ := os.ReadDir(dir)
	if len(entries) != 5 {
		t.Errorf("%d files left, want 5 (no temporary files)", len(entries))
	}
}
