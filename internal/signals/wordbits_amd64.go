//go:build !purego

package signals

import "golang.org/x/sys/cpu"

// hasAVX2 reports whether the processor has AVX2, with which wordJoinBits,
// lowerBlocks, and indexMarkLike and indexDigit of 32 bytes or more, read
// 32 bytes at a time where they read sixteen in SSE2, which every amd64
// processor has.
var hasAVX2 = cpu.X86.HasAVX2

// wordJoinBits returns the letters and digits and the joiners of the n
// bytes from p, 0 < n <= 64, ASCII without capitals, as the bits of two
// words, bit k for p[k], no bit from n on (see wordJoinBitsGo): four
// sixteen-byte compares in SSE2, which every amd64 processor has, where
// the eight-byte steps in Go took more than a quarter of the ASCII
// tokenizer's instructions, or two 32-byte compares in AVX2, about half
// the instructions of the SSE2 code (a RAGTruth op's wordJoinBits 6.28 M
// to 3.55 M). It reads 64 bytes in the page of p's first byte or of its
// last, as the runtime's own string searches read past a string's end, so
// that the last bytes of a text need no copy.
//
//go:noescape
func wordJoinBits(p *byte, n int) (words, joiners uint64)

// lowerBlocks writes the blocks of 64 bytes from src to dst with their
// ASCII capital letters in lower case and every other byte as it is, and
// reports whether they are all ASCII; when marks is not nil, it marks the
// capitals of each block in a word of marks, one after another, bit k for
// byte k (see Capitals). It reads sixteen bytes at a time in SSE2 (a
// capital's byte plus 0x3f is one of the least as a signed byte, as in
// wordJoinBits), where lowerBlocksGo reads eight, or 32 in AVX2 (a
// RAGTruth op's lowerBlocks 2.45 M instructions to 1.33 M).
//
//go:noescape
func lowerBlocks(dst, src *byte, marks *uint64, blocks int) (ascii bool)

// indexMarkLike returns the index of the first byte of s that is a
// double quotation mark, an apostrophe, '#' or '&', or -1:
// indexMarkLikeGo's answer, found 32 bytes at a time in SSE2 in one pass
// (the four are the bytes that are '"' once their bits 0x05 are
// cleared), where strings.IndexByte took a pass for each quotation mark;
// 64 at a time in AVX2 (a RAGTruth op's indexMarkLike 1.29 M instructions
// to 0.94 M). Like wordJoinBits, it reads sixteen bytes in the page of
// s's first byte or of its last when s is shorter than sixteen.
//
//go:noescape
func indexMarkLike(s string) int

// isASCII reports whether s is ASCII: isASCIIGo's answer, 64 bytes at a
// time in SSE2 (their top bits gathered and tested with one branch), then
// sixteen; it reads sixteen bytes as indexMarkLike does when s is shorter.
//
//go:noescape
func isASCII(s string) bool

// indexDigit returns the index of the first ASCII digit of s, or -1:
// indexDigitGo's answer, read as indexMarkLike reads its bytes.
//
//go:noescape
func indexDigit(s string) int
