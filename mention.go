package sourced

import "strings"

// mentionFilter is a cheap exact test of which of the index's yes/no
// properties a claim may mention, run before mayMention so that most
// claims against a record are told they name none of its properties
// without their text being squashed and searched, and the others are
// searched only for the properties they may name.
//
// mayMention passes a claim for property t only when its squashed text
// (its lower case without blanks and hyphens, see loweredClaim) holds the
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
	// prefixes hold each prefix's bytes, the first in the highest byte
	// used, by open addressing from its hash; 0 is an empty slot (no
	// prefix is 0: see newMentionFilter).
	prefixes []uint32
	// props[h] has bit i%64 for each property i (in the order of
	// Index.attrs) one of whose keys opens with prefixes[h].
	props []uint64
	shift uint // the hash's bits: 32 - log2(len(prefixes))
	// bits has bit mentionBit(v) for each prefix v: a window of the
	// claim whose bit is clear is none of them, told in a few
	// instructions; coarse has bit mentionBit(v)>>4, the same test in
	// one word, which a scan keeps in a register and asks first.
	bits   [16]uint64
	coarse uint64
	// class tells what mayMention does with each byte of a claim: a
	// byteOut is squashed out, a byteIn read into the window, and a
	// byteLast read too, and it is the last byte of some prefix, so the
	// window it ends may be one: a window another byte ends is none,
	// told before it is looked up.
	class [256]uint8
}

// The classes of a mentionFilter's bytes.
const (
	byteOut  = iota // squashed out
	byteIn          // read, the last byte of no prefix
	byteLast        // read, the last byte of some prefix
)

// mentionBit is the bit of a mentionFilter's bits for prefix v.
func mentionBit(v uint32) uint32 { return v * 0x9e3779b1 >> 22 }

// maxMentionWidth is the longest prefix a mentionFilter compares: four
// bytes fit its uint32 window.
const maxMentionWidth = 4

// squasher cuts blanks and hyphens, as loweredClaim.squash squashes a claim.
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
		class: mentionClasses}
	for i, ks := range keys {
		prop := uint64(1) << (uint(i) & 63)
		for _, k := range ks {
			var v uint32
			for i := range width {
				v = v<<8 | uint32(k[i])
			}
			if k[0] == 0 {
				// A prefix of 0 would be an empty slot; and a window of
				// fewer than width bytes is one of a NUL first byte (see
				// mentionScan.next).
				return nil
			}
			f.add(v, prop)
			f.class[k[width-1]] = byteLast
		}
	}
	return f
}

// slot is where prefix v is looked up first.
func (f *mentionFilter) slot(v uint32) uint32 {
	return v * 0x9e3779b1 >> f.shift
}

// add adds prefix v of the properties of bits prop.
func (f *mentionFilter) add(v uint32, prop uint64) {
	b := mentionBit(v)
	f.bits[b>>6] |= 1 << (b & 63)
	f.coarse |= 1 << (b >> 4)
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
	i     int // the next byte of lower to read
	// win holds the last width bytes of the squashed text read, in the
	// order read; before width bytes are read its first are 0, which no
	// prefix's are.
	win uint32
}

// scan returns a scan of the claim whose lower-case text is lower.
func (f *mentionFilter) scan(lower string) mentionScan {
	return mentionScan{f: f, lower: lower}
}

// next returns the properties of the next prefix the claim's squashed
// text holds, bit i%64 for property i, and 0 once it holds no more: a
// property mayMention passes the claim for is given by some call before
// that. A nil filter gives every property at the first call.
func (s *mentionScan) next() uint64 {
	f := s.f
	if f == nil {
		if s.i > 0 {
			return 0
		}
		s.i = 1
		return ^uint64(0)
	}
	mask := ^uint32(0) >> (32 - 8*f.width)
	bits, coarse, class := &f.bits, f.coarse, &f.class
	// The text from the next byte on, so that its bytes are read without
	// bounds checks.
	rest, win := s.lower[s.i:], s.win
	for i := 0; i < len(rest); i++ {
		c := rest[i]
		k := class[c]
		if k == byteOut {
			continue
		}
		win = (win<<8 | uint32(c)) & mask
		if k != byteLast {
			continue
		}
		if b := mentionBit(win); coarse&(1<<(b>>4)) != 0 && bits[b>>6]&(1<<(b&63)) != 0 {
			if props := f.propsOf(win); props != 0 {
				s.i, s.win = s.i+i+1, win
				return props
			}
		}
	}
	s.i = len(s.lower)
	return 0
}

// squashedOut marks the bytes that squashing cuts out: the blank and the
// hyphen. Read-only.
var squashedOut = [256]bool{' ': true, '-': true}

// mentionClasses are the classes of a mentionFilter's bytes before its
// keys' last bytes are marked: byteOut for squashedOut, byteIn for the
// rest. Read-only.
var mentionClasses = func() (t [256]uint8) {
	for c := range t {
		if !squashedOut[c] {
			t[c] = byteIn
		}
	}
	return t
}()
