// Package lazyregexp holds regular expressions compiled on first use, not
// when the process starts: every command of the checker links every
// package, and most runs use few of their patterns.
package lazyregexp

import (
	"regexp"
	"sync"
)

// New returns a function that compiles expr on its first call and returns
// the same *regexp.Regexp on every call. expr must compile: a bad one
// panics on first use, as regexp.MustCompile would at start-up.
func New(expr string) func() *regexp.Regexp {
	return sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(expr) })
}
