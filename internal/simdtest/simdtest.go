// Package simdtest runs a test in each way a package's assembly can take:
// SSE2, and AVX2 too where the processor has it. The packages choose the
// way by a variable of their own, hasAVX2, set at start; their tests pass
// it here.
package simdtest

import "testing"

// Ways calls f with *avx2 false, naming the way "SSE2", then, when *avx2
// was true (the processor has AVX2), with it true, naming it "AVX2"; after,
// *avx2 is as it was. A nil avx2 is a package whose routines are in Go in
// this build: f is called once, as "Go".
func Ways(avx2 *bool, f func(way string)) {
	if avx2 == nil {
		f("Go")
		return
	}
	had := *avx2
	defer func() { *avx2 = had }()
	*avx2 = false
	f("SSE2")
	if had {
		*avx2 = true
		f("AVX2")
	}
}

// Run is Ways with each way a subtest of t, named for it.
func Run(t *testing.T, avx2 *bool, f func(t *testing.T)) {
	Ways(avx2, func(way string) { t.Run(way, f) })
}
