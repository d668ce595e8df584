//go:build !purego

package jsonscan

import (
	"testing"

	"github.com/sourced-dev/sourced/internal/simdtest"
)

// stopWays runs f with indexStop in SSE2, and in AVX2 too when the
// processor has it.
func stopWays(t *testing.T, f func(t *testing.T)) {
	simdtest.Run(t, &hasAVX2, f)
}
