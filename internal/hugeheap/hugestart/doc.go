// Package hugestart backs the heap a process starts with by transparent
// huge pages, where the system leaves them to a program's advice (Linux's
// "madvise" mode, the default of many distributions). A command imports it
// at its start; a library should not.
//
// The Go runtime maps its heap 4 MB at a time and touches the first pages
// of it before any package is initialised; every page touched after that
// is a page fault of its own, and a start that initialises many packages
// touches a few hundred of them (a virtual machine takes some 15 µs a
// fault). At its initialisation this package asks the kernel to back that
// first 4 MB with huge pages, collapsing the part already touched into one
// (MADV_COLLAPSE, Linux 6.1 and later): the pages the rest of the start and
// a small run touch there then cost nothing more. Collapsing copies what
// is there into a fresh 2 MB page, about as costly as 30 faults; the
// process then holds up to 4 MB more resident memory than it touched.
//
// The runtime hands out its heap from a random point of that first chunk
// (Go 1.26 randomises the heap's base), so little of it may be left. Room
// then fills what is left, so that the runtime maps its next chunk at
// once, where advice can reach it (a chunk it maps later comes without),
// and advises that one too: the start calls it for what the rest of a
// start allocates, and a command for what its run will.
//
// It imports only the system call interface: Go initialises packages in
// dependency order and, among those ready, by import path, so this one
// runs after the runtime and a few standard packages but before a
// command's many dependencies, whose initialisers allocate most of what a
// start allocates.
package hugestart
