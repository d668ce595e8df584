// Package atstart maps the first pages of the heap when the process
// starts, before the package initialisers that follow it allocate them one
// page fault at a time (see package prefault). A command imports it for
// its side effect; a library should not.
//
// It imports only package prefault, which imports only the system call
// interface: Go initialises packages in dependency order and, among those
// ready, by import path, so this one runs after the runtime and a few
// standard packages but before the command's many dependencies, whose
// initialisers allocate most of what a start allocates.
package atstart

import "github.com/sourced-dev/sourced/internal/prefault"

// Size is how many bytes of heap pages are mapped at start: about what
// the packages initialised after this one and a small command allocate.
const Size = 2 << 20

func init() {
	prefault.Heap(Size)
}
