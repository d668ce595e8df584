//go:build !purego

package claims

import (
	"testing"

	"github.com/sourced-dev/sourced/internal/simdtest"
)

// scanWays runs f with the assembly searches in SSE2, and in AVX2 too
// when the processor has it.
func scanWays(t *testing.T, f func(t *testing.T)) {
	simdtest.Run(t, &hasAVX2, f)
}
