//go:build !amd64 || purego

package signals

// wordBitsWays calls f: the marking has one way here.
func wordBitsWays(f func(way string)) {
	f("Go")
}
