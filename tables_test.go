package sourced

import (
	"flag"
	"slices"
	"testing"

	"github.com/sourced-dev/sourced/internal/golit"
)

var updateTables = flag.Bool("update", false, "rewrite tables.go from the code that defines its tables")

// generatedTables returns the read-only tables generated into tables.go,
// each from the code that defines it: built at start, they cost every
// process some 0.3 M instructions before it reads a byte.
//
//go:generate go test -run TestGeneratedTables -update
func generatedTables() []golit.Var {
	contrastSlots, contrastWords := buildContrastTable()
	recordGroups, recordPairs := byFirstTwoLetters(recordWords)
	return []golit.Var{
		{Name: "contrastSlots", Doc: "contrastSlots is an open-addressing table of the words of\ncontrastGroups, by contrastKey (see buildContrastTable): each slot holds\n1 + the word's index in contrastWords, 0 when empty. Read-only.",
			Value: contrastSlots},
		{Name: "contrastWords", Doc: "contrastWords are the words of contrastSlots. Read-only.", Value: contrastWords},
		{Name: "splitWordsBy", Doc: "splitWordsBy are splitWords by their first letter, in their order.\nRead-only.", Value: byFirstLetter(splitWords)},
		{Name: "splitSeconds", Doc: "splitSeconds has, for each first letter of splitWords, bit c-'a' (of\nfive bits) for the second byte c of each of them. Read-only.", Value: buildSplitSeconds()},
		{Name: "splitStarts", Doc: "splitStarts classes the bytes of a claim for parts (see\nbuildSplitStarts). Read-only.", Value: buildSplitStarts()},
		{Name: "splitEdgesBy", Doc: "splitEdgesBy are, by their first letter, the words a split word opens\nor ends with (see buildSplitEdgesBy). Read-only.", Value: buildSplitEdgesBy()},
		{Name: "recordGroups", Doc: "recordGroups are recordWords by their first two letters. Read-only.", Value: recordGroups},
		{Name: "recordPairs", Doc: "recordPairs[pairKey(a, b)] is 1 + the place in recordGroups of the\nrecordWords that open with the letters a and b, 0 when none does.\nRead-only.", Value: recordPairs},
		{Name: "recordThirds", Doc: "recordThirds has, at 1 + the place of a group of recordGroups, bit\n(c-'a')&31 for the third byte c of each of its words (see\nbuildRecordThirds). Read-only.", Value: buildRecordThirds()},
		{Name: "wordBytes", Doc: "wordBytes marks the bytes isASCIIWordByte reports. Read-only.", Value: buildWordBytes()},
		{Name: "metaStarts", Doc: "metaStarts marks the first letters, in either case, of metaWords and\nmetaPrefixes. Read-only.", Value: phraseStarts(metaWords, metaPrefixes)},
		{Name: "metaWordsBy", Doc: "metaWordsBy are metaWords by their first letter. Read-only.", Value: byFirstLetter(metaWords)},
		{Name: "metaPrefixesBy", Doc: "metaPrefixesBy are metaPrefixes by their first letter. Read-only.", Value: byFirstLetter(metaPrefixes)},
		{Name: "listVerbsBy", Doc: "listVerbsBy are listVerbs by their first letter: a clause's word is\ncompared with the few that open with its letter, not with them all.\nRead-only.", Value: byFirstLetter(listVerbs)},
		{Name: "listWordsBy", Doc: "listWordsBy are listVerbs and listNegations by their first letter.\nRead-only.", Value: byFirstLetter(slices.Concat(listVerbs, listNegations))},
		{Name: "cutPairs", Doc: "cutPairs has, at the pairKey of the first two letters of each clause\nword, andWord and \"as\", bit n for each length n of those that open with\nthem. Read-only.", Value: buildCutPairs()},
		{Name: "cutClasses", Doc: "cutClasses classes the bytes for cutClauses (see buildCutClasses).\nRead-only.", Value: buildCutClasses()},
		{Name: "clauseWordsBy", Doc: "clauseWordsBy are clauseWords by their first letter. Read-only.", Value: byFirstLetter(clauseWords)},
		{Name: "andWordsBy", Doc: "andWordsBy are andWords by their first letter. Read-only.", Value: byFirstLetter(andWords)},
		{Name: "placeEnds", Doc: "placeEnds holds, for each length (31 and longer counted together), the\nlast bytes (modulo 32) of the US states' names and the countries'\nspellings of that length (see buildPlaceEnds). Read-only.", Value: buildPlaceEnds()},
		{Name: "byteCommonness", Doc: "byteCommonness ranks the bytes by how often they occur in English\ntext, for rarestByte (see buildByteCommonness). Read-only.", Value: buildByteCommonness()},
		{Name: "asciiWordRune", Doc: "asciiWordRune holds isWordRune of each ASCII byte, and false for the\nbytes from 0x80 up. Read-only.", Value: buildASCIIWordRune()},
		{Name: "dayPhraseStarts", Doc: "dayPhraseStarts marks the first bytes of the phrases findDaysIn finds.\nRead-only.", Value: phraseStarts(dayNames, everyDayWords, weekdaysWords, weekendsWords)},
		{Name: "dayNameFirsts", Doc: "dayNameFirsts is the phraseFirsts of dayNames.", Value: phraseFirsts(dayNames)},
		{Name: "everyDayFirsts", Doc: "everyDayFirsts is the phraseFirsts of everyDayWords.", Value: phraseFirsts(everyDayWords)},
		{Name: "weekdaysFirsts", Doc: "weekdaysFirsts is the phraseFirsts of weekdaysWords.", Value: phraseFirsts(weekdaysWords)},
		{Name: "weekendsFirsts", Doc: "weekendsFirsts is the phraseFirsts of weekendsWords.", Value: phraseFirsts(weekendsWords)},
		{Name: "gramSlots", Doc: "gramSlots[h] is the bit of grams of the pairs of hash h (see\nbuildGramSlots). Read-only.", Value: buildGramSlots()},
		{Name: "byteKinds", Doc: "byteKinds has each byte's kind (see buildByteKinds). Read-only.", Value: buildByteKinds()},
		{Name: "frameRootsBy", Doc: "frameRootsBy are frameRoots by their first letter. Read-only.", Value: byFirstLetter(frameRoots)},
		{Name: "passageInitials", Doc: "passageInitials marks the first letters of the passageWords, in either\ncase (see buildPassageInitials). Read-only.", Value: buildPassageInitials()},
		{Name: "symmetricStems", Doc: "symmetricStems are the stems of symmetricVerbs. Read-only.", Value: stemsOf(symmetricVerbs...)},
		{Name: "qualifyingByLength", Doc: "qualifyingByLength lists, for each length of word, the indexes of the\nqualifyingWords of that length (see buildQualifyingByLength).\nRead-only.", Value: buildQualifyingByLength()},
		{Name: "qualifyingEnds", Doc: "qualifyingEnds has, for each length of word, the bits of the first and\nlast bytes of the qualifyingWords of that length (see\nbuildQualifyingEnds). Read-only.", Value: buildQualifyingEnds()},
	}
}

// TestGeneratedTables checks that tables.go declares generatedTables as
// the code that defines them builds them now; with -update it rewrites
// the file.
func TestGeneratedTables(t *testing.T) {
	if err := golit.Sync("tables.go", "github.com/sourced-dev/sourced", generatedTables(), *updateTables); err != nil {
		t.Error(err)
	}
}
