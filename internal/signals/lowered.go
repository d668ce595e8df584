package signals

// TokenizeASCIILowered is TokenizeLowered of an ASCII text, which it does
// not check: text must be ASCII and lower its LowerASCII, as the part of
// an ASCII text's LowerASCII at a part's offsets is. A caller that has
// found a long text ASCII spares each part it tokenises a pass over it.
func TokenizeASCIILowered(buf []Token, text, lower string) Tokenized {
	return Tokenized{Text: text, Tokens: tokenizeASCII(buf[:0], text, lower), Lower: lower}
}
