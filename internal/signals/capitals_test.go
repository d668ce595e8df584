package signals

import (
	"math/bits"
	"slices"
	"strings"
	"testing"
	"unsafe"
)

// capitalsSeeds are texts around the lengths LowerASCIIMarked reads in
// one step (64 and 8 bytes), with capitals at the ends of its words, and
// texts that are not ASCII from their first, a middle or their last byte.
var capitalsSeeds = []string{
	"", "A", "a", "Z@[`{", "lower case only here", "The Bank of America said so.",
	strings.Repeat("abcdefgH", 8), strings.Repeat("Habcdefg", 8) + "X",
	strings.Repeat("x", 63) + "Y", strings.Repeat("x", 64) + "Y", strings.Repeat("x", 65) + "Yz",
	strings.Repeat("no capital at all ", 9), strings.Repeat("word ", 30) + "End",
	"São Paulo", strings.Repeat("a", 70) + "é and Zürich", strings.Repeat("Ab", 40) + "\xff",
	"The FBI has charged a Philadelphia woman, Keonna Thomas, with trying to travel overseas. She was held.",
}

// checkCapitals checks LowerASCIIMarked of s, given buf, against
// LowerASCII and IsASCII, and the next capital its marks give for every
// offset of every part of s against indexUpper's reading of the bytes.
func checkCapitals(t *testing.T, s string, buf Capitals) {
	t.Helper()
	lower, caps, ascii := LowerASCIIMarked(s, buf)
	if want := LowerASCII(s); lower != want {
		t.Fatalf("LowerASCIIMarked(%q) lowers to %q, want %q", s, lower, want)
	}
	if ascii != IsASCII(s) {
		t.Fatalf("LowerASCIIMarked(%q) reports ASCII %v", s, ascii)
	}
	if !ascii && caps.marks != nil {
		t.Fatalf("LowerASCIIMarked(%q) marks a text that is not ASCII", s)
	}
	// Into an array that holds other bytes, long enough or not.
	for _, dst := range [][]byte{[]byte(strings.Repeat("Q", len(s)+3)), []byte("Q")} {
		if into, _, _ := LowerASCIIMarkedInto(s, buf, &dst); into != lower {
			t.Fatalf("LowerASCIIMarkedInto(%q) lowers to %q, want %q", s, into, lower)
		}
	}
	if !ascii {
		return
	}
	for start := 0; start <= len(s); start++ {
		part := caps.From(start)
		for _, end := range []int{len(s), start, start + 1, start + 7, start + 8, start + 63, start + 64, start + 65} {
			if end > len(s) {
				continue
			}
			text := s[start:end]
			for i := 0; i <= len(text); i++ {
				if got, want := part.next(text, i), indexUpper(text, i); got != want {
					t.Fatalf("the capitals of %q marked from %d give %d as the next of %q from %d, want %d", s, start, got, text, i, want)
				}
				if m := part.at(i); m != 0 && min(i+bits.TrailingZeros64(m), len(text)) != indexUpper(text, i) {
					t.Fatalf("the capitals of %q marked from %d mark %#x at %d of %q, whose next capital is at %d", s, start, m, i, text, indexUpper(text, i))
				}
			}
		}
	}
}

// TestLowerASCIIMarked checks the seeds, the marks made in a new array
// and in one left with every bit set by a longer text.
func TestLowerASCIIMarked(t *testing.T) {
	for _, s := range capitalsSeeds {
		checkCapitals(t, s, Capitals{})
		checkCapitals(t, s, Capitals{marks: []uint64{^uint64(0), ^uint64(0), ^uint64(0), ^uint64(0)}})
	}
}

// FuzzLowerASCIIMarked checks LowerASCIIMarked and the capitals it marks
// against LowerASCII, IsASCII and indexUpper, with a dirty array too.
func FuzzLowerASCIIMarked(f *testing.F) {
	for _, s := range capitalsSeeds {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if len(s) > 300 {
			s = s[:300]
		}
		checkCapitals(t, s, Capitals{})
		dirty := make([]uint64, len(s)/64+2)
		for k := range dirty {
			dirty[k] = ^uint64(0)
		}
		checkCapitals(t, s, Capitals{marks: dirty})
	})
}

// FuzzNamesMarked checks that the names of each part of a text, cut at
// the sentence ends and at a few offsets, read from the text's capitals
// are those AppendNames finds reading the bytes.
func FuzzNamesMarked(f *testing.F) {
	for _, s := range capitalsSeeds {
		f.Add(s, 0)
	}
	f.Add("Acme Corp. hired Jane Doe. The Bank of America said so. It grew.", 27)
	f.Add("We met the U.S. Senate and Dr. Smith in New York City. In March, prices rose.", 15)
	f.Fuzz(func(t *testing.T, s string, cut int) {
		lower, caps, ascii := LowerASCIIMarked(s, Capitals{})
		if !ascii {
			return
		}
		cuts := []int{0, len(s)}
		if cut >= 0 && cut <= len(s) {
			cuts = append(cuts, cut)
		}
		for i := 0; i < len(s); i++ {
			if s[i] == '.' {
				cuts = append(cuts, i+1)
			}
		}
		slices.Sort(cuts)
		cuts = slices.Compact(cuts)
		for k := 0; k+1 < len(cuts); k++ {
			a, b := cuts[k], cuts[k+1]
			words := TokenizeASCIILowered(nil, s[a:b], lower[a:b])
			got := words.AppendNamesMarked(nil, caps.From(a))
			if want := words.AppendNames(nil); !slices.Equal(got, want) {
				t.Fatalf("the names of %q from its capitals are %+v, want %+v", s[a:b], got, want)
			}
		}
	})
}

// FuzzLowerBlocks checks lowerBlocks, in each way (see wordBitsWays), and
// lowerBlocksGo of the whole blocks of any text against lowering it byte
// by byte, marking its capitals bit by bit and testing each byte for
// ASCII: each writes to buffers of its own, filled at first with bytes
// and marks unlike the right ones.
func FuzzLowerBlocks(f *testing.F) {
	for _, s := range capitalsSeeds {
		f.Add(s)
	}
	f.Add(strings.Repeat("AZaz@[`{\x00\x7f\x80\xffÉ", 20))
	f.Fuzz(func(t *testing.T, s string) {
		blocks := len(s) / 64
		if blocks == 0 {
			return
		}
		s = s[:64*blocks]
		want, wantMarks, wantASCII := make([]byte, len(s)), make([]uint64, blocks), true
		for i := 0; i < len(s); i++ {
			c := s[i]
			if 'A' <= c && c <= 'Z' {
				c += 'a' - 'A'
				wantMarks[i/64] |= 1 << (i % 64)
			}
			want[i] = c
			wantASCII = wantASCII && s[i] < 0x80
		}
		// junk returns buffers for one way to write, every byte and mark
		// of them unlike the one it must write, so that each way is
		// checked on what it wrote itself, not on what another left.
		junk := func() ([]byte, []uint64) {
			got, marks := make([]byte, len(s)), make([]uint64, blocks)
			for i := range got {
				got[i] = ^want[i]
			}
			for i := range marks {
				marks[i] = ^wantMarks[i]
			}
			return got, marks
		}
		for _, withMarks := range []bool{true, false} {
			wordBitsWays(func(way string) {
				got, marks := junk()
				var mp *uint64
				if withMarks {
					mp = &marks[0]
				}
				ascii := lowerBlocks(&got[0], unsafe.StringData(s), mp, blocks)
				if string(got) != string(want) || ascii != wantASCII || withMarks && wantASCII && !slices.Equal(marks, wantMarks) {
					t.Fatalf("lowerBlocks in %s(%q) = %q, %#x, %v, want %q, %#x, %v", way, s, got, marks, ascii, want, wantMarks, wantASCII)
				}
			})
			got, gm := junk()
			if !withMarks {
				gm = nil
			}
			ascii := lowerBlocksGo(got, s, gm)
			if string(got) != string(want) || ascii != wantASCII || withMarks && wantASCII && !slices.Equal(gm, wantMarks) {
				t.Fatalf("lowerBlocksGo(%q) = %q, %#x, %v, want %q, %#x, %v", s, got, gm, ascii, want, wantMarks, wantASCII)
			}
		}
	})
}
