package sourced

import (
	"encoding/binary"

	"github.com/sourced-dev/sourced/internal/evidence"
)

// grams is a set of the byte pairs of a text, hashed into 256 bits: a
// text holds a needle only when its grams hold every gram of the needle,
// so most sentences that lack a name are told so without searching them.
// A needle shorter than two bytes has no grams and is always searched.
// A pair's bit is gramSlots[gramHash(a, b)] (see add).
type grams [4]uint64

// tableGrams is the length from which setGrams marks the pairs' hashes in
// a table of bytes and packs it into bits once (see gramsByTable), rather
// than setting each pair's bit: a pair then takes four instructions, not
// eight to ten, and the clearing and packing of the table, about a
// hundred, pay for themselves from about two dozen bytes (16 and 32 did
// as well on RAGTruth).
const tableGrams = 24

// sentenceGrams sets g to the grams of sentence s as nameForms.in reads
// them: of its folded text and, when that has diacritics, of the text
// without them too. A text holds a needle only when its grams hold the
// needle's, so the union rules a name out of both texts at once: a
// sentence with diacritics is searched without them only where its grams
// hold a form's (see nameForms.inUnmarked).
func sentenceGrams(g *grams, s *evidence.Sentence) {
	setGrams(g, s.Folded)
	if s.Marked() {
		u := gramsOf(s.Unmarked)
		for i := range g {
			g[i] |= u[i]
		}
	}
}

// gramsOf returns the grams of text.
func gramsOf[T string | []byte](text T) (g grams) {
	setGrams(&g, text)
	return g
}

// setGrams sets g to the grams of text, with no copy of them on the way
// (see nameSlot.lookUpAny). It adds eight pairs a turn, their bytes'
// bounds checked once, and the rest one at a time: a turn of the loop for
// each pair would add about a third to a pair's instructions.
func setGrams[T string | []byte](g *grams, text T) {
	if len(text) >= tableGrams {
		gramsByTable(g, text)
		return
	}
	var d grams
	for len(text) >= 9 {
		d.add(text[0], text[1])
		d.add(text[1], text[2])
		d.add(text[2], text[3])
		d.add(text[3], text[4])
		d.add(text[4], text[5])
		d.add(text[5], text[6])
		d.add(text[6], text[7])
		d.add(text[7], text[8])
		text = text[8:]
	}
	for i := 1; i < len(text); i++ {
		d.add(text[i-1], text[i])
	}
	*g = d
}

// gramsByTable is gramsOf of a longer text, written to g: a pair stores a
// byte at its hash, with no read of the grams and no shift of a bit, and
// the table's 256 bytes are then packed into the grams' bits, a word of 64
// bytes to a word of grams, each of its eight 8-byte loads shifted to its
// bit of every byte (the byte j of load i to bit 8j+i, the transposition
// gramSlots holds).
func gramsByTable[T string | []byte](g *grams, text T) {
	var seen [256]byte
	for len(text) >= 9 {
		seen[gramHash(text[0], text[1])] = 1
		seen[gramHash(text[1], text[2])] = 1
		seen[gramHash(text[2], text[3])] = 1
		seen[gramHash(text[3], text[4])] = 1
		seen[gramHash(text[4], text[5])] = 1
		seen[gramHash(text[5], text[6])] = 1
		seen[gramHash(text[6], text[7])] = 1
		seen[gramHash(text[7], text[8])] = 1
		text = text[8:]
	}
	for i := 1; i < len(text); i++ {
		seen[gramHash(text[i-1], text[i])] = 1
	}
	g[0] = packGrams((*[64]byte)(seen[0:]))
	g[1] = packGrams((*[64]byte)(seen[64:]))
	g[2] = packGrams((*[64]byte)(seen[128:]))
	g[3] = packGrams((*[64]byte)(seen[192:]))
}

// packGrams packs a word of gramsByTable's table, 64 bytes of 0 or 1,
// into a word of grams: sums of words whose set bits never meet, so that
// the adds are ORs.
func packGrams(w *[64]byte) uint64 {
	lo := binary.LittleEndian.Uint64(w[0:]) + binary.LittleEndian.Uint64(w[8:])<<1 +
		binary.LittleEndian.Uint64(w[16:])<<2 + binary.LittleEndian.Uint64(w[24:])<<3
	hi := binary.LittleEndian.Uint64(w[32:]) + binary.LittleEndian.Uint64(w[40:])<<1 +
		binary.LittleEndian.Uint64(w[48:])<<2 + binary.LittleEndian.Uint64(w[56:])<<3
	return lo + hi<<4
}

// gramHash hashes the pair of bytes a and b, in that order, as a
// little-endian 16-bit word, which the loops read with one load and no
// swap, to a number below 256 (of 32 bits, which index a table of 256
// with no test and no conversion).
func gramHash(a, b byte) uint32 {
	return (uint32(a) | uint32(b)<<8) * 2654435761 >> 24
}

// buildGramSlots returns gramSlots, generated into tables.go: gramSlots[h]
// is the bit of grams, word h>>6 and bit h&63 of it, of the pairs of hash
// h, in word h>>6 the bit 8j+i for h's low six bits 8i+j, where
// gramsByTable's packing puts them.
func buildGramSlots() (t [256]uint8) {
	for h := range t {
		t[h] = uint8(h&0xc0 | h&7<<3 | h>>3&7)
	}
	return t
}

// add adds the gram of the bytes a and b, in that order.
func (g *grams) add(a, b byte) {
	s := gramSlots[gramHash(a, b)]
	g[s>>6] |= 1 << (s & 63)
}

// mayHold reports whether a text of grams g may hold a needle of grams n:
// false only when it cannot.
func (g *grams) mayHold(n *grams) bool {
	return n[0]&^g[0]|n[1]&^g[1]|n[2]&^g[2]|n[3]&^g[3] == 0
}
