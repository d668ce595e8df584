//go:build !sourcedchecked

package evidence

import "unsafe"

// elem returns &s[i], without the bounds check of s[i]: for the loops
// that make an index, whose indexes are below len(s) by how they are
// made (ids the postings and the word table gave out, places they
// counted, probes reduced to the number of slots), and that read or
// write an item at each token or posting, where a check, two
// instructions, is a large part of the work (a third of placing a
// posting: see postings.lists).
//
// An index out of range reads or writes memory outside s, silently. Built
// with the tag sourcedchecked, elem checks its index as s[i] does (see
// elem_checked.go), and a caller's mistake panics: run the tests so,
//
//	go test -tags sourcedchecked ./...
//
// after a change to a caller of elem.
func elem[T any](s []T, i uint32) *T {
	var t T
	return (*T)(unsafe.Add(unsafe.Pointer(unsafe.SliceData(s)), uintptr(i)*unsafe.Sizeof(t)))
}

// elemChecked reports whether elem checks its index (see elem).
const elemChecked = false
