//go:build !linux

package hugestart

// Room does nothing here: huge pages are Linux's.
func Room(int) bool { return false }

// Advised reports whether huge pages are given to the memory a program
// advises the system to: never here.
func Advised() bool { return false }
