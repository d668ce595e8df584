package signals

import (
	"strings"
	"testing"
	"unsafe"
)

// wordJoinBits marks exactly the letters and digits, and the joiners,
// of each 64 bytes of any lowered ASCII text, whatever its length, and no
// byte past its end, wherever the text lies in its page, in each way it
// may read them (see wordBitsWays); and wordJoinBitsGo of 64 bytes marks
// them too.
func FuzzWordBits(f *testing.F) {
	for _, s := range []string{"", "a", "don't stop", "@[`{/:\x00\x10\x19 azAZ09", "\x7f~}|{zyxa`_^]\\[@?>=<;:9876543210/.-,+*)('&%$#\"! \x00",
		strings.Repeat("abc 123, ", 20), strings.Repeat("z", 200), "x-y'z--''-"} {
		f.Add(s)
	}
	for n := 60; n <= 140; n++ {
		f.Add(strings.Repeat("ab-c'd e 9", n/10+1)[:n])
	}
	// Pages of bytes that are letters, digits and joiners, which a read
	// past a text's end would find.
	pages := newPageTexts("a-9'")
	f.Fuzz(func(t *testing.T, s string) {
		if !IsASCII(s) || len(s) > 4096 {
			return
		}
		lower := LowerASCII(s)
		pages.each(lower, func(text []byte, at int) {
			for b := 0; b < len(text); b += 64 {
				var words, joiners uint64
				for k := 0; k < 64 && b+k < len(text); k++ {
					if asciiWordByte[text[b+k]] {
						words |= 1 << k
					}
					if text[b+k] == '\'' || text[b+k] == '-' {
						joiners |= 1 << k
					}
				}
				wordBitsWays(func(way string) {
					if w, j := wordJoinBits(&text[b], min(len(text)-b, 64)); w != words || j != joiners {
						t.Fatalf("wordJoinBits in %s(%q at %d, %d) = %#x, %#x, want %#x, %#x", way, lower, at, b, w, j, words, joiners)
					}
				})
				if b+64 <= len(text) {
					if w, j := wordJoinBitsGo(string(text[b:])); w != words || j != joiners {
						t.Fatalf("wordJoinBitsGo(%q, %d) = %#x, %#x, want %#x, %#x", lower, b, w, j, words, joiners)
					}
				}
			}
		})
	})
}

// wordJoinBits marks the letters and digits and the joiners among every
// ASCII byte, at every place of the 64, the others spaces, in each way
// (see wordBitsWays), as wordJoinBitsGo does.
func TestWordJoinBits(t *testing.T) {
	for c := range 128 {
		if 'A' <= c && c <= 'Z' {
			continue // not in a lowered text
		}
		for at := range 64 {
			b := []byte(strings.Repeat(" ", 64))
			b[at] = byte(c)
			var words, joiners uint64
			if IsASCIIWordByte(byte(c)) {
				words = 1 << at
			}
			if c == '\'' || c == '-' {
				joiners = 1 << at
			}
			wordBitsWays(func(way string) {
				if w, j := wordJoinBits(&b[0], 64); w != words || j != joiners {
					t.Fatalf("wordJoinBits in %s with %q at byte %d = %#x, %#x, want %#x, %#x", way, rune(c), at, w, j, words, joiners)
				}
			})
			if w, j := wordJoinBitsGo(string(b)); w != words || j != joiners {
				t.Fatalf("wordJoinBitsGo with %q at byte %d = %#x, %#x, want %#x, %#x", rune(c), at, w, j, words, joiners)
			}
		}
	}
}

// indexMarkLike finds the first mark of any text, or '#' or '&', wherever the
// text lies in its page, in each way (see wordBitsWays), as
// indexMarkLikeGo does, and none past its end.
func FuzzIndexMarkLike(f *testing.F) {
	for _, s := range []string{"", "'", `"`, "it's", `a "b" c`, strings.Repeat("abcdefgh", 5) + "'",
		strings.Repeat("x", 15) + `"`, strings.Repeat("x", 16) + "'", strings.Repeat("x", 17) + "'x",
		strings.Repeat("y", 31) + "#", strings.Repeat("y", 32) + "&", strings.Repeat("y", 47) + "'",
		strings.Repeat("z", 63) + "#", strings.Repeat("z", 64) + "\"", strings.Repeat("z", 95) + "&", strings.Repeat("z", 130) + "'z", "$%!()*+,-./ \x00\xa2\xa7\xfe"} {
		f.Add(s)
	}
	// Pages of marks, which a read past a text's end would find.
	pages := newPageTexts("'\"#&")
	f.Fuzz(func(t *testing.T, s string) {
		if len(s) > 4096 {
			return
		}
		pages.each(s, func(text []byte, at int) {
			want := -1
			for k := 0; k < len(s); k++ {
				if c := s[k]; c == '"' || c == '\'' || c == '#' || c == '&' {
					want = k
					break
				}
			}
			wordBitsWays(func(way string) {
				if got := indexMarkLike(unsafe.String(unsafe.SliceData(text), len(text))); got != want {
					t.Fatalf("indexMarkLike in %s(%q at %d) = %d, want %d", way, s, at, got, want)
				}
			})
			if got := indexMarkLikeGo(s); got != want {
				t.Fatalf("indexMarkLikeGo(%q) = %d, want %d", s, got, want)
			}
		})
	})
}

// isASCII tells ASCII from other text of any length wherever it lies in
// its page, as isASCIIGo does, and reads no byte past its end.
func FuzzIsASCII(f *testing.F) {
	for _, s := range []string{"", "a", "\x80", "caf\u00e9", strings.Repeat("abcdefgh", 8) + "\xff",
		strings.Repeat("x", 15) + "\xc3", strings.Repeat("x", 63) + "\xe2", strings.Repeat("y", 100)} {
		f.Add(s)
	}
	// Pages of bytes that are not ASCII, which a read past a text's end
	// would find.
	pages := newPageTexts("\x80")
	f.Fuzz(func(t *testing.T, s string) {
		if len(s) > 4096 {
			return
		}
		want := true
		for k := 0; k < len(s); k++ {
			if s[k] >= 0x80 {
				want = false
			}
		}
		pages.each(s, func(text []byte, at int) {
			if got := isASCII(unsafe.String(unsafe.SliceData(text), len(text))); got != want {
				t.Fatalf("isASCII(%q at %d) = %v, want %v", s, at, got, want)
			}
			if got := isASCIIGo(s); got != want {
				t.Fatalf("isASCIIGo(%q) = %v, want %v", s, got, want)
			}
		})
	})
}

// indexDigit finds the first digit of any text wherever it lies in its
// page, in each way (see wordBitsWays), as indexDigitGo does, and none
// past its end.
func FuzzIndexDigit(f *testing.F) {
	for _, s := range []string{"", "7", "/:", "caf\u00e9 9", strings.Repeat("x", 15) + "0",
		strings.Repeat("y", 31) + "5", strings.Repeat("y", 33) + "9", strings.Repeat("y", 63) + "1",
		strings.Repeat("y", 64) + "2", strings.Repeat("y", 97) + "3y", "\xb0\xb9\x80\x89"} {
		f.Add(s)
	}
	// Pages of digits, which a read past a text's end would find.
	pages := newPageTexts("5")
	f.Fuzz(func(t *testing.T, s string) {
		if len(s) > 4096 {
			return
		}
		want := -1
		for k := 0; k < len(s); k++ {
			if '0' <= s[k] && s[k] <= '9' {
				want = k
				break
			}
		}
		pages.each(s, func(text []byte, at int) {
			wordBitsWays(func(way string) {
				if got := indexDigit(unsafe.String(unsafe.SliceData(text), len(text))); got != want {
					t.Fatalf("indexDigit in %s(%q at %d) = %d, want %d", way, s, at, got, want)
				}
			})
			if got := indexDigitGo(s); got != want {
				t.Fatalf("indexDigitGo(%q) = %d, want %d", s, got, want)
			}
		})
	})
}

// pageTexts is three pages filled with a pattern of bytes that a scan
// reading past a text's end would find, for the fuzz tests of the
// assembly scans, which read whole blocks but never past a text's page.
type pageTexts struct {
	page []byte
	fill string
	base int // the offset in page of its first page boundary
}

func newPageTexts(fill string) *pageTexts {
	p := &pageTexts{page: make([]byte, 3*4096), fill: fill}
	for k := range p.page {
		p.page[k] = fill[k%len(fill)]
	}
	p.base = 4096 - int(uintptr(unsafe.Pointer(&p.page[0]))%4096)
	return p
}

// each puts s at the start of a page, at its end, across two and seven
// bytes before the end of one, in turn; calls f with the bytes it lies in
// and their offset; and fills them with the pattern again. s is at most
// 4096 bytes.
func (p *pageTexts) each(s string, f func(text []byte, at int)) {
	for _, at := range []int{p.base, p.base + 4096 - len(s), p.base + 4096 - len(s)/2, p.base + 4096 - 7} {
		text := p.page[at : at+len(s)]
		copy(text, s)
		f(text, at)
		copy(text, strings.Repeat(p.fill, len(s)/len(p.fill)+1)[at%len(p.fill):])
	}
}
