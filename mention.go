package sourced

import (
	"encoding/binary"
	"math/bits"
	"strings"
	"unsafe"

	"github.com/sourced-dev/sourced/internal/memo"
	"github.com/sourced-dev/sourced/internal/swar"
)

// mentionFilter is a cheap exact test of which of the index's yes/no
// properties a claim may mention, run before mayMention so that most
// claims against a record are told they name none of its properties
// without their text being squashed and searched, and the others are
// searched only for the properties they may name.
//
// mayMention passes a claim for property t only when its squashed text
// (its lower case without blanks and hyphens, see squashedHolds) holds the
// squashed form of a needle of each of t's words: a needle the lower-case
// text holds is in the squashed text squashed; and t's words run together,
// in the squashed text, hold each word, which holds its stem when no
// needle of its own stands for it (see attrShape.needleWords). So it passes
// only a claim whose squashed text holds a key of t: the squashed needles
// of one word of t, whichever is chosen (see mentionKeys). The filter
// holds the first width bytes of every property's keys, each with the
// properties whose key opens so, and gives a claim the properties of the
// prefixes its squashed text holds, one prefix after another until one of
// them is mentioned (see Index.mentionsAny). A nil filter gives every
// property.
type mentionFilter struct {
	width int // the length of the prefixes, 2 to 4 bytes
	// prefixes hold each prefix's bytes, the first in the lowest byte,
	// by open addressing from its hash; 0 is an empty slot (no prefix is
	// 0: see newMentionFilter).
	prefixes []uint32
	// props[h] has bit i%64 for each property i (in the order of
	// Index.attrs) one of whose keys opens with prefixes[h].
	props []uint64
	shift uint // the hash's bits: 32 - log2(len(prefixes))
	cut   uint // the bits of a uint32 above a prefix: 32 - 8*width
	// bits has bit mentionBit(v) for each prefix v: a window of the
	// claim whose bit is clear is none of them, told in a few
	// instructions.
	bits [16]uint64
	// skips[x | c<<8] is how far a scan may move on from a byte c of the
	// claim read after a byte x, at most width (see addSkips and
	// mentionScan.next): most bytes are neither the last of a prefix nor
	// near the end of one, and the bytes after them are passed over
	// unread. 0 marks the pairs with which a prefix may end.
	skips [1 << 16]uint8
}

// mentionBit is the bit of a mentionFilter's bits for prefix v.
func mentionBit(v uint32) uint32 { return v * 0x9e3779b1 >> 22 }

// maxMentionWidth is the longest prefix a mentionFilter compares: four
// bytes fit its uint32 window.
const maxMentionWidth = 4

// squasher cuts blanks and hyphens, as squashedHolds squashes a claim.
var squasher = strings.NewReplacer(" ", "", "-", "")

// squash returns s without its blanks and hyphens.
func squash(s string) string { return squasher.Replace(s) }

// mentionKeys appends to keys those of property t, whose words are words,
// for the filter: the squashed needles of the word whose shortest one is
// longest, which the fewest claims hold.
func mentionKeys(keys, words []string, t *attrShape) []string {
	best, bestLen := -1, -1
	for k, nk := range t.needleWords {
		short := len(squash(t.stems[k]))
		if nk[1] != "" {
			short = min(short, len(squash(words[k])))
		}
		if short > bestLen {
			best, bestLen = k, short
		}
	}
	if best < 0 {
		// No words: mayMention passes every claim, as "" opens any.
		return append(keys, "")
	}
	keys = append(keys, squash(t.stems[best]))
	if t.needleWords[best][1] != "" {
		keys = append(keys, squash(words[best]))
	}
	return keys
}

// mentionFilterOf returns newMentionFilter(keys), made once for the
// process: the records of a data set name the same few properties, in the
// same order, again and again, and a filter, its skips most of all, cost
// more to make than a scan of most claims. A filter is never changed once
// made.
func mentionFilterOf(keys [][]string) *mentionFilter {
	// The memo's key is each property's count of keys, then each key's
	// length and bytes.
	var buf [256]byte
	k := buf[:0]
	for _, ks := range keys {
		k = binary.AppendUvarint(k, uint64(len(ks)))
		for _, key := range ks {
			k = binary.AppendUvarint(k, uint64(len(key)))
			k = append(k, key...)
		}
	}
	return mentionFilters.Get(k, func() *mentionFilter { return newMentionFilter(keys) })
}

// mentionFilters holds mentionFilterOf's answers, by their keys: a
// filter's skips take 64 KiB, and a data set's records share a few lists
// of keys (RAGTruth's 18), so that 128 filters, 8 MiB, are kept at most.
var mentionFilters = memo.New[*mentionFilter](1 << 7)

// newMentionFilter returns the filter of the properties' keys, keys[i]
// being property i's; nil when a key is shorter than 2 bytes.
func newMentionFilter(keys [][]string) *mentionFilter {
	width, n := maxMentionWidth, 0
	for _, ks := range keys {
		for _, k := range ks {
			width = min(width, len(k))
		}
		n += len(ks)
	}
	if width < 2 {
		return nil
	}
	size, shift := 8, uint(32-3)
	for size < 2*n {
		size, shift = size*2, shift-1
	}
	f := &mentionFilter{width: width, prefixes: make([]uint32, size), props: make([]uint64, size), shift: shift,
		cut: uint(32 - 8*width)}
	// A pair that no prefix holds, and whose second byte opens none, is
	// followed by width bytes or more before a prefix ends.
	f.skips[0] = uint8(width)
	for n := 1; n < len(f.skips); n *= 2 {
		copy(f.skips[n:], f.skips[:n])
	}
	// onto[d] has bit c for each byte c some prefix holds d bytes before
	// its end.
	var onto [maxMentionWidth][4]uint64
	for i, ks := range keys {
		prop := uint64(1) << (uint(i) & 63)
		for _, k := range ks {
			if k[0] == 0 {
				// A prefix of 0 would be an empty slot.
				return nil
			}
			var v uint32
			for i := range width {
				v |= uint32(k[i]) << (8 * i)
			}
			f.add(v, prop)
			for j := range width {
				onto[width-1-j][k[j]>>6] |= 1 << (k[j] & 63)
				if j > 0 {
					// The pair k[j-1], k[j] may be followed by the
					// prefix's last width-1-j bytes.
					f.skipAt(k[j-1], k[j], width-1-j)
				}
			}
		}
	}
	f.addSkips(&onto)
	return f
}

// addSkips adds the skips of the pairs whose second byte opens a prefix,
// and of those a blank or a hyphen is one of, which a squashed text does
// not hold: onto[d] has bit c for each byte c some prefix holds d bytes
// before its end.
//
// A byte c that opens a prefix may be followed by the prefix's last
// width-1 bytes, whichever byte it follows.
//
// A byte c after a blank or a hyphen follows, in the squashed text, the
// last byte kept before it, which may be any: the pair may end a prefix
// d bytes on when any pair ending in c may, and the skip is the least d
// for c.
//
// A blank or a hyphen after a byte x ends no prefix, and the bytes after
// it are each at least one byte on from x in the squashed text too: a
// prefix ends d bytes on, after x, only when it holds x d bytes before
// its end. So the skip is the least such d but 0 (a prefix x ends was
// read with x); and 1 when x is a blank or a hyphen itself.
func (f *mentionFilter) addSkips(onto *[maxMentionWidth][4]uint64) {
	for d := range f.width {
		for w, m := range onto[d] {
			for ; m != 0; m &= m - 1 {
				c := byte(w*64 + bits.TrailingZeros64(m))
				if d == f.width-1 {
					// After any byte x: the skips of the pairs that end in
					// c, one run of the table.
					lowerSkips(f.skips[int(c)<<8:][:256], d)
				}
				f.skipAt(' ', c, d)
				f.skipAt('-', c, d)
				if d > 0 {
					f.skipAt(c, ' ', d)
					f.skipAt(c, '-', d)
				}
			}
		}
	}
	for _, x := range []byte{' ', '-'} {
		f.skipAt(x, ' ', 1)
		f.skipAt(x, '-', 1)
	}
}

// lowerSkips lowers each of skips to d at most, a word of eight at a
// time: a skip is below 0x80 (at most maxMentionWidth), so that taking
// d+1 from it with its top bit set leaves that bit set where it is above
// d, and only there, borrowing nothing from the next.
func lowerSkips(skips []uint8, d int) {
	lows := uint64(d) * swar.Ones
	for i := 0; i+8 <= len(skips); i += 8 {
		v := binary.LittleEndian.Uint64(skips[i:])
		above := ((v | swar.Highs) - (lows + swar.Ones)) & swar.Highs
		over := (above >> 7) * 0xff // 0xff where the skip is above d
		binary.LittleEndian.PutUint64(skips[i:], v&^over|lows&over)
	}
}

// skipAt lowers the skip of the byte c read after byte x to d.
func (f *mentionFilter) skipAt(x, c byte, d int) {
	h := uint16(x) | uint16(c)<<8
	f.skips[h] = min(f.skips[h], uint8(d))
}

// slot is where prefix v is looked up first.
func (f *mentionFilter) slot(v uint32) uint32 {
	return v * 0x9e3779b1 >> f.shift
}

// add adds prefix v of the properties of bits prop.
func (f *mentionFilter) add(v uint32, prop uint64) {
	b := mentionBit(v)
	f.bits[b>>6] |= 1 << (b & 63)
	mask := uint32(len(f.prefixes) - 1)
	for h := f.slot(v); ; h = (h + 1) & mask {
		switch f.prefixes[h] {
		case v:
			f.props[h] |= prop
			return
		case 0:
			f.prefixes[h], f.props[h] = v, prop
			return
		}
	}
}

// propsOf returns the properties of prefix v, 0 when the filter does not
// hold it.
func (f *mentionFilter) propsOf(v uint32) uint64 {
	mask := uint32(len(f.prefixes) - 1)
	for h := f.slot(v); ; h = (h + 1) & mask {
		switch f.prefixes[h] {
		case v:
			return f.props[h]
		case 0:
			return 0
		}
	}
}

// mentionScan reads a claim's lower-case text for the prefixes of a
// filter, one after another (see next).
type mentionScan struct {
	f     *mentionFilter
	lower string
	i     int // the next byte of lower that may end a prefix
}

// scan returns a scan of the claim whose lower-case text is lower.
func (f *mentionFilter) scan(lower string) mentionScan {
	return mentionScan{f: f, lower: lower}
}

// next returns the properties of the next prefix the claim's squashed
// text holds, bit i%64 for property i, and 0 once it holds no more: a
// property mayMention passes the claim for is given by some call before
// that. A nil filter gives every property at the first call.
//
// The text is read as the Horspool search reads it, by pairs of bytes: a
// byte and the one before it tell how many bytes on the next prefix may
// end, at the least (see addSkips), and only where that is 0 is the
// squashed text looked at. A skip counts bytes of the text, which lie no
// closer together in the squashed text.
func (s *mentionScan) next() uint64 {
	f := s.f
	if f == nil {
		if s.i > 0 {
			return 0
		}
		s.i = 1
		return ^uint64(0)
	}
	lower, skips := s.lower, &f.skips
	// No prefix ends before its width-th byte, and a pair is read from
	// the byte before: 1 <= i always holds.
	for i := max(s.i, f.width-1); ; {
		// The skips alone, which most of the scan is: a turn of a few
		// instructions for each pair.
		for i < len(lower) {
			d := skips[pairAt(lower, i)]
			if d == 0 {
				break
			}
			i += int(d)
		}
		if i >= len(lower) {
			break
		}
		pair := pairAt(lower, i)
		if isOut(byte(pair)) && i >= 2 && !isOut(lower[i-2]) {
			// After a blank or a hyphen a skip allows for any byte before
			// the byte at i, and most often the byte before the blank
			// tells it ends no prefix.
			if d := skips[uint16(lower[i-2])|pair&0xff00]; d != 0 {
				i += int(d)
				continue
			}
		}
		// The last width bytes of the squashed text, which most often are
		// the last width bytes of the text.
		var win uint32
		ok := i >= maxMentionWidth-1
		if ok {
			win = swar.Load32(lower[i-3:]) >> (f.cut & 31)
			ok = !holdsOut(win)
		}
		if !ok && !isOut(byte(pair>>8)) {
			// (Only a key with a blank or a hyphen, which no squashed text
			// holds, gives a pair that ends in one a skip of 0.)
			win, ok = f.window(lower, i)
		}
		if b := mentionBit(win); ok && f.bits[b>>6]&(1<<(b&63)) != 0 {
			if props := f.propsOf(win); props != 0 {
				s.i = i + 1
				return props
			}
		}
		i++
	}
	s.i = len(lower)
	return 0
}

// pairAt returns the bytes of lower at i-1 and i, the first in the low
// byte, for 1 <= i < len(lower), which the caller must hold: read without
// the bounds checks that the compiler cannot prove away in next's scan,
// the two loads are one.
func pairAt(lower string, i int) uint16 {
	p := unsafe.Add(unsafe.Pointer(unsafe.StringData(lower)), i-1)
	return uint16(*(*byte)(p)) | uint16(*(*byte)(unsafe.Add(p, 1)))<<8
}

// window returns the last width bytes of the squashed text up to byte i
// of lower, which must be kept (neither a blank nor a hyphen), the first
// in the lowest byte as prefixes hold them; false when the squashed text
// holds fewer.
func (f *mentionFilter) window(lower string, i int) (uint32, bool) {
	var win uint32
	kept := 0
	for j := i; j >= 0; j-- {
		if c := lower[j]; !isOut(c) {
			win = win<<8 | uint32(c)
			if kept++; kept == f.width {
				return win, true
			}
		}
	}
	return 0, false
}

// holdsOut reports whether one of the four bytes of v is a blank or a
// hyphen, or may be: v xor four blanks (hyphens) has a 0 byte where v has
// a blank (a hyphen), and taking 1 from each of its bytes sets the top
// bit of that byte, and of no byte below the lowest 0, none when no byte
// is 0. (A byte above one may borrow, and be marked though it is not.)
func holdsOut(v uint32) bool {
	const ones, highs = 0x01010101, 0x80808080
	b, h := v^' '*ones, v^'-'*ones
	return ((b-ones)&^b|(h-ones)&^h)&highs != 0
}

// isOut reports whether squashing cuts byte c out: the blank and the
// hyphen.
func isOut(c byte) bool { return c == ' ' || c == '-' }
