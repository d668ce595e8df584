package simdtest

import (
	"slices"
	"testing"
)

func TestWays(t *testing.T) {
	for _, had := range []bool{false, true} {
		avx2 := had
		var ways []string
		var set []bool
		Ways(&avx2, func(way string) {
			ways = append(ways, way)
			set = append(set, avx2)
		})
		want, wantSet := []string{"SSE2"}, []bool{false}
		if had {
			want, wantSet = []string{"SSE2", "AVX2"}, []bool{false, true}
		}
		if !slices.Equal(ways, want) || !slices.Equal(set, wantSet) || avx2 != had {
			t.Errorf("Ways with AVX2 %v took %v with the flag %v, and left it %v; want %v, %v, %v", had, ways, set, avx2, want, wantSet, had)
		}
	}
	var ways []string
	Ways(nil, func(way string) { ways = append(ways, way) })
	if !slices.Equal(ways, []string{"Go"}) {
		t.Errorf("Ways(nil) took %v, want [Go]", ways)
	}
}

func TestWaysRestoresOnPanic(t *testing.T) {
	avx2 := true
	func() {
		defer func() { _ = recover() }()
		Ways(&avx2, func(string) { panic("failed") })
	}()
	if !avx2 {
		t.Error("Ways left the flag false after its function panicked")
	}
}

func TestRun(t *testing.T) {
	avx2 := true
	var names []string
	Run(t, &avx2, func(t *testing.T) { names = append(names, t.Name()) })
	want := []string{"TestRun/SSE2", "TestRun/AVX2"}
	if !slices.Equal(names, want) {
		t.Errorf("Run ran %v, want %v", names, want)
	}
}
