//go:build !amd64 || purego

package signals

import "unsafe"

// wordBits64 returns the letters and digits of the 64 bytes from p, ASCII
// without capitals, as the bits of a word, bit k for p[k] (see wordBits).
func wordBits64(p *byte) uint64 {
	return wordBits64Go(unsafe.String(p, 64))
}
