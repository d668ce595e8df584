package sourced

// grams is a set of the byte pairs of a text, hashed into 256 bits: a
// text holds a needle only when its grams hold every gram of the needle,
// so most sentences that lack a name are told so without searching them.
// A needle shorter than two bytes has no grams and is always searched.
type grams [4]uint64

// gramsOf returns the grams of text. It adds eight pairs a turn, their
// bytes' bounds checked once, and the rest one at a time: a turn of the
// loop for each pair would add about a third to a pair's instructions.
func gramsOf[T string | []byte](text T) grams {
	var g grams
	for len(text) >= 9 {
		g.add(text[0], text[1])
		g.add(text[1], text[2])
		g.add(text[2], text[3])
		g.add(text[3], text[4])
		g.add(text[4], text[5])
		g.add(text[5], text[6])
		g.add(text[6], text[7])
		g.add(text[7], text[8])
		text = text[8:]
	}
	for i := 1; i < len(text); i++ {
		g.add(text[i-1], text[i])
	}
	return g
}

// add adds the gram of the bytes a and b, in that order. The pair is
// hashed as a little-endian 16-bit word, which gramsOf's loop reads with
// one load and no swap.
func (g *grams) add(a, b byte) {
	h := (uint32(a) | uint32(b)<<8) * 2654435761 >> 24
	g[h>>6] |= 1 << (h & 63)
}

// mayHold reports whether a text of grams g may hold a needle of grams n:
// false only when it cannot.
func (g *grams) mayHold(n *grams) bool {
	return n[0]&^g[0]|n[1]&^g[1]|n[2]&^g[2]|n[3]&^g[3] == 0
}
