//go:build !amd64 || purego

package claims

import (
	"testing"

	"github.com/sourced-dev/sourced/internal/simdtest"
)

// scanWays runs f: the searches have one way here.
func scanWays(t *testing.T, f func(t *testing.T)) {
	simdtest.Run(t, nil, f)
}
