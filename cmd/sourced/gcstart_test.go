package main

import (
	"math"
	"runtime"
	"runtime/debug"
	"testing"
	"time"
)

// gcPercent returns the collector's percentage, leaving it as it is.
func gcPercent() int {
	p := debug.SetGCPercent(100)
	debug.SetGCPercent(p)
	return p
}

// restoreGC puts the collector back as the test found it.
func restoreGC(t *testing.T) {
	percent, limit := gcPercent(), debug.SetMemoryLimit(-1)
	t.Cleanup(func() {
		debug.SetGCPercent(percent)
		debug.SetMemoryLimit(limit)
	})
}

// The collector is off until the first collection, paced by the limit
// alone, then back to its usual pacing.
func TestDeferFirstGC(t *testing.T) {
	restoreGC(t)
	debug.SetGCPercent(100)
	deferFirstGC(func(string) string { return "" })
	if p, limit := gcPercent(), debug.SetMemoryLimit(-1); p != -1 || limit != startHeap {
		t.Fatalf("before the first collection: GOGC %d, limit %d; want -1, %d", p, limit, startHeap)
	}
	// The finalizer runs on its own goroutine after a collection.
	deadline := time.Now().Add(10 * time.Second)
	for gcPercent() != 100 && time.Now().Before(deadline) {
		runtime.GC()
		time.Sleep(time.Millisecond)
	}
	if p, limit := gcPercent(), debug.SetMemoryLimit(-1); p != 100 || limit != math.MaxInt64 {
		t.Errorf("after a collection: GOGC %d, limit %d; want 100 and no limit", p, limit)
	}
}

// GOGC or GOMEMLIMIT in the environment is the user's choice: kept.
func TestDeferFirstGCKeepsTheUsersSetting(t *testing.T) {
	for _, name := range []string{"GOGC", "GOMEMLIMIT"} {
		restoreGC(t)
		debug.SetGCPercent(150)
		deferFirstGC(func(key string) string {
			if key == name {
				return "200"
			}
			return ""
		})
		if p := gcPercent(); p != 150 {
			t.Errorf("with %s set: GOGC changed to %d", name, p)
		}
	}
}
