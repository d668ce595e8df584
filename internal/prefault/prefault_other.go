//go:build !linux

package prefault

func populate(uintptr, uintptr) bool { return false }
