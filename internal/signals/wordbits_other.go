//go:build !amd64 || purego

package signals

import "unsafe"

// wordJoinBits returns the letters and digits and the joiners of the n
// bytes from p, 0 < n <= 64, ASCII without capitals, as the bits of two
// words, bit k for p[k], no bit from n on (see wordJoinBitsGo).
func wordJoinBits(p *byte, n int) (words, joiners uint64) {
	var buf [64]byte
	copy(buf[:], unsafe.String(p, n))
	return wordJoinBitsGo(string(buf[:]))
}

// lowerBlocks writes the blocks of 64 bytes from src to dst with their
// ASCII capital letters in lower case and every other byte as it is, and
// reports whether they are all ASCII; when marks is not nil, it marks the
// capitals of each block in a word of marks (see lowerBlocksGo).
func lowerBlocks(dst, src *byte, marks *uint64, blocks int) (ascii bool) {
	var m []uint64
	if marks != nil {
		m = unsafe.Slice(marks, blocks)
	}
	return lowerBlocksGo(unsafe.Slice(dst, 64*blocks), unsafe.String(src, 64*blocks), m)
}

// indexMarkLike returns the index of the first byte of s that is a
// double quotation mark, an apostrophe, '#' or '&', or -1 (see
// indexMarkLikeGo).
func indexMarkLike(s string) int {
	return indexMarkLikeGo(s)
}

// isASCII reports whether s is ASCII (see isASCIIGo).
func isASCII(s string) bool {
	return isASCIIGo(s)
}

// indexDigit returns the index of the first ASCII digit of s, or -1 (see
// indexDigitGo).
func indexDigit(s string) int {
	return indexDigitGo(s)
}
