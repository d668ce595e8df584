//go:build !purego

package jsonscan

import "testing"

// stopWays runs f with indexStop in SSE2, and in AVX2 too when the
// processor has it.
func stopWays(t *testing.T, f func(t *testing.T)) {
	avx2 := hasAVX2
	defer func() { hasAVX2 = avx2 }()
	hasAVX2 = false
	t.Run("SSE2", f)
	if avx2 {
		hasAVX2 = true
		t.Run("AVX2", f)
	}
}
