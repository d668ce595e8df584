//go:build !purego

package signals

import "github.com/sourced-dev/sourced/internal/simdtest"

// wordBitsWays calls f with the assembly in SSE2, and in AVX2 too when the
// processor has it, naming the way it takes.
func wordBitsWays(f func(way string)) {
	simdtest.Ways(&hasAVX2, f)
}
