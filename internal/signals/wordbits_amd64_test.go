//go:build !purego

package signals

// wordBitsWays calls f with the assembly in SSE2, and in AVX2 too when the
// processor has it, naming the way it takes.
func wordBitsWays(f func(way string)) {
	avx2 := hasAVX2
	defer func() { hasAVX2 = avx2 }()
	hasAVX2 = false
	f("SSE2")
	if avx2 {
		hasAVX2 = true
		f("AVX2")
	}
}
