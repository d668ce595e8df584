//go:build !amd64 || purego

package claims

import (
	"math/bits"
	"strings"

	"github.com/sourced-dev/sourced/internal/swar"
)

// termLead returns the first position in [i, end) of a full stop, an
// exclamation mark or a question mark in s, or end.
// strings.IndexByte finds the full stop, and then each of the others
// before it, in as much of the text as is left, so that the text is read
// three times at most, as a vectorised search reads it.
func termLead(s string, i, end int) int {
	t := s[i:end]
	for _, c := range [...]byte{'.', '!', '?'} {
		if j := strings.IndexByte(t, c); j >= 0 {
			t = t[:j]
		}
	}
	return i + len(t)
}

// skipASCIIText returns the first position at or after i of a control
// byte or a byte of a multi-byte character, where a line break may begin,
// or len(s). It tests whole words of eight bytes: one word first, so that
// text outside ASCII costs one test a byte, then 32 bytes at a time (four
// words tested with one branch), then eight; the lowest byte a word flags
// is the one sought (see outsideASCIIText), found without a loop over the
// word's bytes.
func skipASCIIText(s string, i int) int {
	// The bounds are written as i <= len(s)-n, and the words loaded from
	// s[i:], so that the compiler drops the bounds checks of the loads.
	if i <= len(s)-8 {
		if m := outsideASCIIText(swar.Load64(s[i:])) & swar.Highs; m != 0 {
			return i + bits.TrailingZeros64(m)/8
		}
		for i += 8; i <= len(s)-32; i += 32 {
			b := s[i:]
			if (outsideASCIIText(swar.Load64(b))|outsideASCIIText(swar.Load64(b[8:]))|
				outsideASCIIText(swar.Load64(b[16:]))|outsideASCIIText(swar.Load64(b[24:])))&swar.Highs != 0 {
				break
			}
		}
		for ; i <= len(s)-8; i += 8 {
			if m := outsideASCIIText(swar.Load64(s[i:])) & swar.Highs; m != 0 {
				return i + bits.TrailingZeros64(m)/8
			}
		}
	}
	for i < len(s) && s[i]-0x20 < 0x60 {
		i++
	}
	return i
}
