package signals

import (
	"encoding/binary"
	"math/bits"
	"unsafe"

	"github.com/sourced-dev/sourced/internal/swar"
)

// Capitals marks the ASCII capital letters of an ASCII text, a bit per
// byte, as LowerASCIIMarked finds them while it lowers the text: the
// names of a part of the text are then sought from one capital to the
// next with a few bit operations on the marks rather than by reading the
// bytes between (see names). The zero Capitals marks nothing, and the
// bytes are read.
type Capitals struct {
	// marks holds bit k&63 of word k>>6 for byte k of the marked text.
	marks []uint64
	// base is the offset in the marked text of the part that the marks
	// are read for.
	base int
}

// From returns c for the part of its text from byte start on, for the
// names of that part (see Tokenized.AppendNamesMarked).
func (c Capitals) From(start int) Capitals {
	return Capitals{c.marks, c.base + start}
}

// at returns the marks of the bytes of the part c is for from byte i to
// the end of their word of marks, bit 0 for byte i, or 0 when c marks
// none of them: a call inlined where next's is not, which finds most
// capitals (see names). Bits past the part's end may be set.
func (c Capitals) at(i int) uint64 {
	if p := uint(c.base + i); p>>6 < uint(len(c.marks)) {
		return c.marks[p>>6] >> (p & 63)
	}
	return 0
}

// next returns the offset of the first ASCII capital letter of text, the
// part c is for, at or after i, or len(text) when there is none: what
// indexUpper returns, which it asks when c marks nothing.
func (c Capitals) next(text string, i int) int {
	if c.marks == nil {
		return indexUpper(text, i)
	}
	p, end := c.base+i, c.base+len(text)
	w := p >> 6
	if w >= len(c.marks) {
		return len(text)
	}
	if m := c.marks[w] >> (uint(p) & 63); m != 0 {
		return min(i+bits.TrailingZeros64(m), len(text))
	}
	for w++; w<<6 < end && w < len(c.marks); w++ {
		if m := c.marks[w]; m != 0 {
			return min(w<<6+bits.TrailingZeros64(m)-c.base, len(text))
		}
	}
	return len(text)
}

// LowerASCIIMarked returns LowerASCII(text) and IsASCII(text), found in
// one pass over text, and, when text is ASCII, its Capitals, marked in
// the array of buf's (grown when it is short), so that a caller lowering
// text after text keeps one array. A text that is not ASCII has no
// Capitals.
func LowerASCIIMarked(text string, buf Capitals) (string, Capitals, bool) {
	return LowerASCIIMarkedInto(text, buf, nil)
}

// LowerASCIIMarkedInto is LowerASCIIMarked, the lower case written into
// *dst's array when it has room for it, else into a new array that *dst
// keeps (nil: a new array each time). The string returned is the
// array's: it changes when the array is written again.
func LowerASCIIMarkedInto(text string, buf Capitals, dst *[]byte) (string, Capitals, bool) {
	if text == "" {
		return "", Capitals{}, true
	}
	n := len(text)
	marks := buf.marks
	if nw := (n + 63) / 64; cap(marks) < nw {
		marks = make([]uint64, nw)
	} else {
		marks = marks[:nw]
	}
	// Lowered straight into the string's bytes, which are never written
	// again (as LowerASCII does).
	var b []byte
	switch {
	case dst == nil:
		b = make([]byte, n)
	case cap(*dst) >= n:
		b = (*dst)[:n]
	default:
		b = make([]byte, n)
		*dst = b
	}
	lower := unsafe.String(&b[0], n)
	// 64 bytes at a time, the capitals of each marked in a word of marks.
	i := n &^ 63
	if i > 0 && !lowerBlocks(&b[0], unsafe.StringData(text), &marks[0], n/64) {
		lowerASCII(b[i:], text[i:])
		return lower, Capitals{}, false
	}
	if i == n {
		return lower, Capitals{marks: marks}, true
	}
	// The last word of marks, of the last bytes: eight at a time, then
	// one by one.
	m, k := uint64(0), 0
	for ; i+8 <= n; i, k = i+8, k+8 {
		x := swar.Load64(text[i : i+8])
		if x&swar.Highs != 0 {
			lowerASCII(b[i:], text[i:])
			return lower, Capitals{}, false
		}
		u := upperMask(x)
		binary.LittleEndian.PutUint64(b[i:i+8], x|u>>2)
		m |= packBits(u) << k
	}
	for ; i < n; i, k = i+1, k+1 {
		c := text[i]
		if c >= 0x80 {
			lowerASCII(b[i:], text[i:])
			return lower, Capitals{}, false
		}
		if 'A' <= c && c <= 'Z' {
			c += 'a' - 'A'
			m |= 1 << k
		}
		b[i] = c
	}
	marks[len(marks)-1] = m
	return lower, Capitals{marks: marks}, true
}

// lowerBlocksGo is lowerBlocks of the len(src)/64 blocks of src, written
// to dst, in plain Go, eight bytes at a time: the build's own where it has
// no faster one, and what the tests check that against. It marks the
// capitals of the blocks in marks unless marks is nil.
func lowerBlocksGo(dst []byte, src string, marks []uint64) (ascii bool) {
	high := uint64(0)
	for i := 0; i+64 <= len(src); i += 64 {
		t, d := src[i:i+64], dst[i:i+64:i+64]
		x0, x1, x2, x3 := swar.Load64(t[0:8]), swar.Load64(t[8:16]), swar.Load64(t[16:24]), swar.Load64(t[24:32])
		x4, x5, x6, x7 := swar.Load64(t[32:40]), swar.Load64(t[40:48]), swar.Load64(t[48:56]), swar.Load64(t[56:64])
		if x := x0 | x1 | x2 | x3 | x4 | x5 | x6 | x7; x&swar.Highs != 0 {
			// Not ASCII: lowered byte by byte, which upperMask cannot.
			high |= x & swar.Highs
			lowerBytes(d, t)
			continue
		}
		u0, u1, u2, u3 := upperMask(x0), upperMask(x1), upperMask(x2), upperMask(x3)
		u4, u5, u6, u7 := upperMask(x4), upperMask(x5), upperMask(x6), upperMask(x7)
		binary.LittleEndian.PutUint64(d[0:8], x0|u0>>2)
		binary.LittleEndian.PutUint64(d[8:16], x1|u1>>2)
		binary.LittleEndian.PutUint64(d[16:24], x2|u2>>2)
		binary.LittleEndian.PutUint64(d[24:32], x3|u3>>2)
		binary.LittleEndian.PutUint64(d[32:40], x4|u4>>2)
		binary.LittleEndian.PutUint64(d[40:48], x5|u5>>2)
		binary.LittleEndian.PutUint64(d[48:56], x6|u6>>2)
		binary.LittleEndian.PutUint64(d[56:64], x7|u7>>2)
		if marks != nil {
			marks[i>>6] = packBits(u0) | packBits(u1)<<8 | packBits(u2)<<16 | packBits(u3)<<24 |
				packBits(u4)<<32 | packBits(u5)<<40 | packBits(u6)<<48 | packBits(u7)<<56
		}
	}
	return high == 0
}
