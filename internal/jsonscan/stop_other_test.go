//go:build !amd64 || purego

package jsonscan

import "testing"

// stopWays runs f: indexStop has one way here.
func stopWays(t *testing.T, f func(t *testing.T)) {
	t.Run("Go", f)
}
