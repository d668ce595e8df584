//go:build !amd64 || purego

package signals

import "github.com/sourced-dev/sourced/internal/simdtest"

// wordBitsWays calls f: the marking has one way here.
func wordBitsWays(f func(way string)) {
	simdtest.Ways(nil, f)
}
