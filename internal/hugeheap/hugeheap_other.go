//go:build !linux

package hugeheap

func reserve(int) bool { return false }

func populate(int) bool { return false }

func refill(int) bool { return false }
