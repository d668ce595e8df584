//go:build !amd64 || purego

package jsonscan

import (
	"testing"

	"github.com/sourced-dev/sourced/internal/simdtest"
)

// stopWays runs f: indexStop has one way here.
func stopWays(t *testing.T, f func(t *testing.T)) {
	simdtest.Run(t, nil, f)
}
