//go:build !purego

package claims

import "golang.org/x/sys/cpu"

// hasAVX2 reports whether the processor has AVX2, with which termLead and
// skipASCIIText read 32 bytes at a time where they read sixteen in SSE2,
// which every amd64 processor has.
var hasAVX2 = cpu.X86.HasAVX2

// termLead returns the first position in [i, end) of a full stop, an
// exclamation mark or a question mark in s, or end, for 0 <= i <= end <=
// len(s): a loop's answer over s[i:end], in one pass in SSE2 or AVX2,
// where strings.IndexByte took a pass for each of the three. It reads
// only the bytes of s: fewer than sixteen it reads as the sixteen ending
// at end, or the first sixteen of s, and byte by byte in a text shorter
// than sixteen.
//
//go:noescape
func termLead(s string, i, end int) int

// skipASCIIText returns the first position at or after i of a control
// byte or a byte of a multi-byte character, where a line break may begin,
// or len(s), for 0 <= i <= len(s): a loop's answer over s[i:], a signed
// compare with 0x20 marking both kinds of byte, 64 bytes at a time in
// SSE2 (128 in AVX2), after a first sixteen (32). Like termLead it reads
// only the bytes of s.
//
//go:noescape
func skipASCIIText(s string, i int) int
