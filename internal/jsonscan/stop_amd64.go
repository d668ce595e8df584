//go:build !purego

package jsonscan

import "golang.org/x/sys/cpu"

// hasAVX2 reports whether the processor has AVX2, with which indexStop
// reads 64 bytes at a time where it reads 32 in SSE2.
var hasAVX2 = cpu.X86.HasAVX2

// indexStop returns the index of the first byte of s's whole blocks of
// sixteen bytes, s[:len(s)&^15], that ends a plain run of a string (see
// stop), or len(s)&^15 when none does: indexStopGo's answer, found 32
// bytes at a time in SSE2, which every amd64 processor has, or 64 in
// AVX2, where the eight-byte steps in Go took most of the instructions of
// reading RAGTruth's files. It reads no byte past the blocks.
//
//go:noescape
func indexStop(s string) int
