//go:build !purego

package claims

// indexTermLead returns the first position in [i, end) of a full stop, an
// exclamation mark or a question mark in s, or end, for 0 <= i <= end <=
// len(s) and len(s) >= 16: a loop's answer over s[i:end], 32 bytes at a time in
// SSE2, which every amd64 processor has, in one pass, where
// strings.IndexByte took a pass for each of the three. It reads only the
// bytes of s: fewer than sixteen it reads as the sixteen ending at end,
// or the first sixteen of s.
//
//go:noescape
func indexTermLead(s string, i, end int) int

// indexOutsideText returns the first position at or after i of a byte of
// s below 0x20 or from 0x80 up, or len(s), for 0 <= i <= len(s) and
// len(s) >= 16: a loop's answer over s[i:], 64 bytes at a time in SSE2 (a
// signed compare with 0x20 marks both kinds), after a first sixteen. Like
// indexTermLead it reads only the bytes of s.
//
//go:noescape
func indexOutsideText(s string, i int) int

// termLead returns the first position in [i, end) of a full stop, an
// exclamation mark or a question mark in s, or end.
func termLead(s string, i, end int) int {
	if len(s) < 16 {
		for i < end && s[i] != '.' && s[i] != '!' && s[i] != '?' {
			i++
		}
		return i
	}
	return indexTermLead(s, i, end)
}

// skipASCIIText returns the first position at or after i of a control
// byte or a byte of a multi-byte character, where a line break may begin,
// or len(s).
func skipASCIIText(s string, i int) int {
	if len(s) < 16 {
		for i < len(s) && s[i]-0x20 < 0x60 {
			i++
		}
		return i
	}
	return indexOutsideText(s, i)
}
