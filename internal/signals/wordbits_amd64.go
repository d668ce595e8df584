//go:build !purego

package signals

// wordBits64 returns the letters and digits of the 64 bytes from p, ASCII
// without capitals, as the bits of a word, bit k for p[k] (see wordBits):
// four sixteen-byte compares in SSE2, which every amd64 processor has,
// where the eight-byte steps of wordBits64Go took more than a quarter of
// the ASCII tokenizer's instructions.
//
//go:noescape
func wordBits64(p *byte) uint64
