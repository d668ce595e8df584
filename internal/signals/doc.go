// Package signals extracts the matchable facts of a sentence: numbers with
// their kind, unit and scale; quoted text; names; content words; negation
// and direction cues.
//
// Every extractor is a pure function of its input, safe for concurrent use,
// and linear in the length of the text: hand-written scanners, no regular
// expressions, and no allocation beyond the results. Offsets are byte
// offsets into the string passed in and always sit on UTF-8 rune
// boundaries. The word lists the scanners consult are read-only tables of
// general English, written by hand.
package signals
