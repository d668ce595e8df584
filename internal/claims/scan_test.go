package claims

import (
	"math/rand/v2"
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"

	"github.com/sourced-dev/sourced/internal/swar"
)

// nextTermLead finds the same bytes as a loop over the text, in each line
// as lineEnd reads it, asked at positions that grow by steps of every
// size, as the splitter asks, and at positions that go back, on texts
// with each mark often, rarely or never.
func TestNextTermLead(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	alphabet := []string{"a", " ", ".", "!", "?", "…", "\u2028", "é", "\n", "\xe2", "\u0085", "\xc2"}
	for n := range 400 {
		var b strings.Builder
		for range rng.IntN(300) {
			// Some texts draw from a few symbols only, so that some marks
			// are missing or far apart.
			b.WriteString(alphabet[rng.IntN(1+n%len(alphabet))])
		}
		text := b.String()
		sp := newSplitter(text, nil)
		for start := 0; start < len(text); {
			end, next, ascii := lineEnd(text, start)
			if want := !strings.ContainsFunc(text[start:end], func(r rune) bool { return r >= utf8.RuneSelf }); ascii != want {
				t.Fatalf("lineEnd(%q, %d) = %d, %d, %v, want ascii %v", text, start, end, next, ascii, want)
			}
			sp.ascii = ascii
			for i := start; i <= end; {
				want := i
				for want < end && strings.IndexByte(".!?\xe2", text[want]) < 0 {
					want++
				}
				if got := sp.nextTermLead(i, end); got != want {
					t.Fatalf("nextTermLead(%d, %d) in %q = %d, want %d", i, end, text, got, want)
				}
				if rng.IntN(8) == 0 {
					i = start + rng.IntN(end-start+1) // anywhere in the line, backwards too
				} else {
					i += 1 + rng.IntN(20)
				}
			}
			start = next
		}
	}
}

// termLead and skipASCIIText answer as loops over the bytes for every
// range of texts of every length up to 100 bytes, and for ranges drawn at
// random in longer ones, whose bytes are drawn from a few that each finds
// or passes, so that what they find lies at every offset of the blocks
// the assembly reads, and in their short tails; in each way they may read
// (see scanWays).
func TestScanRanges(t *testing.T) {
	scanWays(t, func(t *testing.T) {
		rng := rand.New(rand.NewPCG(7, 8))
		alphabet := []byte{'a', ' ', '.', '!', '?', '\n', '\t', 0x1f, 0x20, 0x7f, 0x80, 0xe2, 0xff, '-', '/', '>'}
		for n := range 400 {
			for range 8 {
				b := make([]byte, n)
				// Most bytes are letters, so that the others are found
				// far apart too.
				sparse := 4 + rng.IntN(128)
				for k := range b {
					if rng.IntN(sparse) == 0 {
						b[k] = alphabet[rng.IntN(len(alphabet))]
					} else {
						b[k] = 'a' + byte(rng.IntN(26))
					}
				}
				s := string(b)
				for i := 0; i <= n; i++ {
					checkScans(t, s, i, i+rng.IntN(n-i+1))
					if n <= 100 {
						for end := i; end <= n; end++ {
							checkScans(t, s, i, end)
						}
					}
				}
			}
		}
	})
}

// checkScans compares termLead(s, i, end) and skipASCIIText(s, i) with
// loops over the bytes.
func checkScans(t *testing.T, s string, i, end int) {
	want := i
	for want < len(s) && s[want] >= 0x20 && s[want] < utf8.RuneSelf {
		want++
	}
	if got := skipASCIIText(s, i); got != want {
		t.Fatalf("skipASCIIText(%q, %d) = %d, want %d", s, i, got, want)
	}
	want = i
	for want < end && s[want] != '.' && s[want] != '!' && s[want] != '?' {
		want++
	}
	if got := termLead(s, i, end); got != want {
		t.Fatalf("termLead(%q, %d, %d) = %d, want %d", s, i, end, got, want)
	}
}

// isSpace answers as its definition for every rune: Unicode white space,
// the ASCII separators 0x1C-0x1F and the byte-order mark.
func TestIsSpace(t *testing.T) {
	for r := rune(0); r <= unicode.MaxRune+1; r++ {
		want := unicode.IsSpace(r) || (r >= 0x1c && r <= 0x1f) || r == '\uFEFF'
		if got := isSpace(r); got != want {
			t.Fatalf("isSpace(%U) = %v, want %v", r, got, want)
		}
	}
}

// outsideASCIIText flags a word if and only if one of its bytes is below
// 0x20 or from 0x80 up: every byte value at every position of words of
// bytes from the edges of 0x20-0x7F, and of words with two such bytes.
func TestOutsideASCIIText(t *testing.T) {
	fill := []byte{0x20, 0x21, 0x3f, 0x40, 0x7e, 0x7f, 'a'}
	outside := func(v byte) bool { return v < 0x20 || v >= 0x80 }
	for f := range fill {
		var w [8]byte
		for i := range w {
			w[i] = fill[(f+i)%len(fill)]
		}
		for at := range w {
			for v := range 256 {
				u := w
				u[at] = byte(v)
				for _, second := range []byte{0x20, 0x00, 0x1f, 0x80, 0xff} {
					u2 := u
					u2[(at+3)%8] = second
					want := outside(byte(v)) || outside(second)
					if got := outsideASCIIText(swar.Load64(string(u2[:])))&swar.Highs != 0; got != want {
						t.Fatalf("outsideASCIIText(% x) flagged = %v, want %v", u2, got, want)
					}
				}
			}
		}
	}
}

// skipASCIIText stops at the first control byte or byte of a multi-byte
// character, or at the end of the text.
func TestSkipASCIIText(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
	for range 2000 {
		b := []byte(strings.Repeat("The plant closed. ", 1+rng.IntN(12)))
		for range rng.IntN(3) {
			b[rng.IntN(len(b))] = []byte{'\n', '\t', 0x1f, 0xc2, 0xe2, 0x80, 0xff, 0x00, 0x7f}[rng.IntN(9)]
		}
		s := string(b)
		start := rng.IntN(len(s) + 1)
		want := start
		for want < len(s) && s[want] >= 0x20 && s[want] < utf8.RuneSelf {
			want++
		}
		if got := skipASCIIText(s, start); got != want {
			t.Fatalf("skipASCIIText(%q, %d) = %d, want %d", s, start, got, want)
		}
	}
}

// commonBoundary answers as boundary wherever it settles a byte: at every
// byte of generated prose and of lines around its edges.
func TestCommonBoundary(t *testing.T) {
	var b strings.Builder
	b.WriteString(englishLike(1 << 16))
	for _, line := range []string{"a.", "a. ", "a.  B", "a. B", "a.B", "a.b", "a.9", "a. b", "a. [1] B",
		"a. (Fig 2) B", "a. *B*", "a.\"B", "a.. B", "a.) B", "a. É", "a.\tB", "a. @", "a.é", ".", ". A", ".A"} {
		b.WriteString("\n" + line)
	}
	if settled := checkBoundaries(t, b.String()); settled < 1000 {
		t.Fatalf("commonBoundary settled %d bytes, want it tried often", settled)
	}
}

// checkBoundaries compares commonBoundary with boundary at every byte of
// text that may begin terminal punctuation, and returns how many it
// settled.
func checkBoundaries(t *testing.T, text string) (settled int) {
	sp := newSplitter(text, nil)
	for line := 0; line < len(text); {
		end, next, _ := lineEnd(text, line)
		for i := line; i < end; i++ {
			if strings.IndexByte(".!?\xe2", text[i]) < 0 {
				continue
			}
			k, ok := commonBoundary(text, i, end)
			if !ok {
				continue
			}
			settled++
			if wantJ, wantK, wantSingle := sp.boundary(i, end); wantJ != i+1 || wantK != k || !wantSingle {
				t.Fatalf("commonBoundary at %d in %q = %d, want boundary's j %d, k %d, single %v", i, text[line:end], k, wantJ, wantK, wantSingle)
			}
		}
		line = next
	}
	return settled
}

// mayMark is false only where markEnd finds no mark: at the start of
// every text of one, two and three bytes whose first two are any bytes and
// whose third is one that ends a mark or carries a roman numeral on.
func TestMayMark(t *testing.T) {
	for c1 := range 256 {
		for c2 := range 257 {
			for _, c3 := range []int{-1, ' ', ')', '.', 'i', 'x', 'a', 0x80} {
				b := []byte{byte(c1)}
				if c2 < 256 {
					b = append(b, byte(c2))
					if c3 >= 0 {
						b = append(b, byte(c3))
					}
				}
				checkMarks(t, string(b))
			}
		}
	}
}

// checkMarks checks at every byte of text that mayMark is true wherever
// markEnd finds a mark, in each line as lineEnd reads it.
func checkMarks(t *testing.T, text string) {
	t.Helper()
	for line := 0; line < len(text); {
		end, next, _ := lineEnd(text, line)
		for p := line; p < end; p++ {
			if !mayMark(text, p, end) {
				if q := markEnd(text, p, end); q != 0 {
					t.Fatalf("mayMark(%q, %d, %d) = false, but markEnd finds a mark ending at %d", text, p, end, q)
				}
			}
		}
		line = next
	}
}

// skipSpace stops where a loop over the runes of the line does, at every
// byte of texts of spaces, tabs, no-break and ideographic spaces, letters
// and bytes of invalid UTF-8, and of the line's end.
func TestSkipSpace(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 8))
	alphabet := []string{" ", " ", " ", "\t", "\u00a0", "\u3000", "a", "\xe2", "\uFEFF"}
	for range 2000 {
		var b strings.Builder
		for range rng.IntN(40) {
			b.WriteString(alphabet[rng.IntN(len(alphabet))])
		}
		checkSkipSpace(t, b.String())
	}
}

// checkSkipSpace checks skipSpace against a loop over runes from every
// byte of text, to every end after it.
func checkSkipSpace(t *testing.T, text string) {
	t.Helper()
	sp := newSplitter(text, nil)
	for i := 0; i <= len(text); i++ {
		for end := i; end <= len(text); end++ {
			want := i
			for want < end {
				r, w := utf8.DecodeRuneInString(text[want:end])
				if !isSpace(r) {
					break
				}
				want += w
			}
			if got := sp.skipSpace(i, end); got != want {
				t.Fatalf("skipSpace(%d, %d) in %q = %d, want %d", i, end, text, got, want)
			}
		}
	}
}
