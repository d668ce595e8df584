//go:build !amd64 || purego

package claims

import "testing"

// scanWays runs f: the searches have one way here.
func scanWays(t *testing.T, f func(t *testing.T)) {
	t.Run("Go", f)
}
