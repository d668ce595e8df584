// Package swar holds what the scanners share to test eight bytes of text
// at once in one 64-bit word ("SIMD within a register"): the
// little-endian loads and the word of ones and of top bits that the byte
// tests add, subtract and mask with.
package swar

import "unicode/utf8"

// Ones has each of eight bytes set to 1; c*Ones repeats byte c eight
// times.
const Ones = 0x0101010101010101

// Highs has the top bit of each of eight bytes set.
const Highs = 0x8080808080808080

// Load64 returns the first eight bytes of b as a little-endian word,
// which the compiler makes one load. b must be at least eight bytes long.
func Load64[W string | []byte](b W) uint64 {
	_ = b[7]
	return uint64(b[0]) | uint64(b[1])<<8 | uint64(b[2])<<16 | uint64(b[3])<<24 |
		uint64(b[4])<<32 | uint64(b[5])<<40 | uint64(b[6])<<48 | uint64(b[7])<<56
}

// Load32 returns the first four bytes of b as a little-endian word, which
// the compiler makes one load. b must be at least four bytes long.
func Load32[W string | []byte](b W) uint32 {
	_ = b[3]
	return uint32(b[0]) | uint32(b[1])<<8 | uint32(b[2])<<16 | uint32(b[3])<<24
}

// Ends returns two words that hold each byte of a word of up to 16 bytes
// at its place, so that different words of one length have different
// pairs: the first and last eight bytes of one of eight or more, the first
// and last four of one of four to seven, the first, middle and last byte
// of one of one to three (and 0 for the second word). A longer word's
// pair is of its first and last eight bytes alone; an empty word's is 0.
func Ends[W string | []byte](w W) (first, last uint64) {
	switch n := len(w); {
	case n >= 8:
		return Load64(w), Load64(w[n-8:])
	case n >= 4:
		return uint64(Load32(w)), uint64(Load32(w[n-4:]))
	case n > 0:
		return uint64(w[0]) | uint64(w[n/2])<<8 | uint64(w[n-1])<<16, 0
	}
	return 0, 0
}

// Mix returns a hash of a word of length n whose Ends are first and last:
// two multiplications, whose product's high bits are the best mixed, so
// that a table of 2^k slots takes the top k.
func Mix(first, last uint64, n int) uint64 {
	return (first ^ last*0x9e3779b97f4a7c15 ^ uint64(n)) * 0xff51afd7ed558ccd
}

// RuneStart returns where code point k of s starts, reading on from byte
// i, where code point n starts, as a range over s counts them (a byte of
// invalid UTF-8 is one), and k itself; or len(s) and the number of code
// points in s when it has no more than k. Runs of ASCII are passed eight
// bytes at a time, a code point a byte, where utf8's functions decode a
// rune at a time.
func RuneStart(s string, i, n, k int) (int, int) {
	for n < k && i < len(s) {
		if k-n >= 8 && i <= len(s)-8 && Load64(s[i:i+8])&Highs == 0 {
			i, n = i+8, n+8
			continue
		}
		if s[i] < utf8.RuneSelf {
			i++
		} else {
			_, size := utf8.DecodeRuneInString(s[i:])
			i += size
		}
		n++
	}
	return i, n
}

// RuneCount returns utf8.RuneCountInString(s), counting runs of ASCII
// eight bytes at a time (see RuneStart).
func RuneCount(s string) int {
	_, n := RuneStart(s, 0, 0, len(s)) // no text has more code points than bytes
	return n
}
