//go:build sourcedchecked

package evidence

// elem returns &s[i], checking i as s[i] does: the build of the tests
// with the tag sourcedchecked, under which a caller's index out of range
// panics where the build without it (elem.go) would read or write memory
// outside s.
func elem[T any](s []T, i uint32) *T { return &s[i] }

// elemChecked reports whether elem checks its index (see elem).
const elemChecked = true
