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
