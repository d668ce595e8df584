//go:build !purego

package claims

import "testing"

// scanWays runs f with the assembly searches in SSE2, and in AVX2 too
// when the processor has it.
func scanWays(t *testing.T, f func(t *testing.T)) {
	avx2 := hasAVX2
	defer func() { hasAVX2 = avx2 }()
	hasAVX2 = false
	t.Run("SSE2", f)
	if avx2 {
		hasAVX2 = true
		t.Run("AVX2", f)
	}
}
