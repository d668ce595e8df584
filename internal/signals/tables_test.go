package signals

import (
	"maps"
	"slices"
	"testing"

	"github.com/sourced-dev/sourced/internal/golit"
)

// generatedTables are the read-only tables generated into tables.go, each
// from the code that defines it: built at start, they cost every process
// some 0.5 M instructions before it reads a byte.
//
//go:generate go test -run TestGeneratedTables -update
var generatedTables = []golit.Var{
	{Name: "functionWords", Doc: "functionWords holds what functionWordExact says of the words of\nalwaysDropWords, openerWords and openersAloneWords (see\nnewFunctionWordTable). Read-only.",
		Value: newFunctionWordTable()},
	{Name: "cues", Doc: "cues holds the cue of each cue word (see buildCues). Read-only.", Value: cueTable(buildCues())},
	{Name: "shortFunctionWords", Doc: "shortFunctionWords holds the words of functionWords of at most eight\nbytes (see buildShortFunctionWords). Read-only.",
		Value: buildShortFunctionWords()},
	{Name: "alwaysDropFilter", Doc: "alwaysDropFilter lets alwaysDropWords through. Read-only.",
		Value: newWordFilter(alwaysDropWords...)},
	{Name: "openersFilter", Doc: "openersFilter rules most words out of openerWords and openersAloneWords\nwithout a look-up. Read-only.",
		Value: builtOpenersFilter},
	{Name: "loneFilter", Doc: "loneFilter lets through every word a one-word run may be dropped for\nwherever it stands (see buildLoneFilter). Read-only.",
		Value: builtLoneFilter},
	{Name: "loneInitialFilter", Doc: "loneInitialFilter lets through every word a one-word run that starts\nits sentence may be dropped for: loneFilter's and openersFilter's.\nRead-only.",
		Value: builtLoneFilter.union(builtOpenersFilter)},
	{Name: "titlesFilter", Doc: "titlesFilter is the filter of titles. Read-only.", Value: setFilter(titles)},
	{Name: "nameSuffixesFilter", Doc: "nameSuffixesFilter is the filter of nameSuffixes. Read-only.", Value: setFilter(nameSuffixes)},
	{Name: "monthNamesFilter", Doc: "monthNamesFilter is the filter of monthNames. Read-only.", Value: setFilter(monthNames)},
	{Name: "monthAbbrevFilter", Doc: "monthAbbrevFilter is the filter of monthAbbrevNames. Read-only.", Value: setFilter(monthAbbrevNames)},
	{Name: "stopFilter", Doc: "stopFilter is the filter of stopWords. Read-only.", Value: setFilter(stopWords)},
	{Name: "negationFilter", Doc: "negationFilter is the filter of negationWords. Read-only.", Value: setFilter(negationWords)},
	{Name: "negatorFilter", Doc: "negatorFilter is the filter of negatorVerbs. Read-only.", Value: setFilter(negatorVerbs)},
	{Name: "negationClassFilter", Doc: "negationClassFilter lets through the words of negation's class:\nnegationWords and negatorVerbs. Read-only.",
		Value: setFilter(negationWords).union(setFilter(negatorVerbs))},
	{Name: "directionFilter", Doc: "directionFilter rules out without a look-up most words that are neither\ncues nor the words Directions reads phrases from. Read-only.",
		Value: newWordFilter(slices.Concat(cueWordsOf(buildCues()), cuePhraseStarts[:])...)},
	{Name: "mealFilter", Doc: "mealFilter lets Meals through, and rules out most other words without\ncomparing them. Read-only.",
		Value: newWordFilter(Meals[:]...)},
	{Name: "specialFilter", Doc: "specialFilter lets specialWords through. Read-only.", Value: newWordFilter(specialWords[:]...)},
	{Name: "step0Suffixes", Doc: "step0Suffixes is the suffix set of step0Endings. Read-only.", Value: newSuffixSet(step0Endings...)},
	{Name: "step1aSuffixes", Doc: "step1aSuffixes is the suffix set of step1aEndings. Read-only.", Value: newSuffixSet(step1aEndings...)},
	{Name: "step1bSuffixes", Doc: "step1bSuffixes is the suffix set of step1bEndings. Read-only.", Value: newSuffixSet(step1bEndings...)},
	{Name: "undoubleSuffixes", Doc: "undoubleSuffixes is the suffix set of undoubleEndings. Read-only.", Value: newSuffixSet(undoubleEndings...)},
	{Name: "step2Suffixes", Doc: "step2Suffixes is the suffix set of step2Endings. Read-only.", Value: newSuffixSet(step2Endings...)},
	{Name: "step3Suffixes", Doc: "step3Suffixes is the suffix set of step3Endings. Read-only.", Value: newSuffixSet(step3Endings...)},
	{Name: "step4Suffixes", Doc: "step4Suffixes is the suffix set of step4Endings. Read-only.", Value: newSuffixSet(step4Endings...)},
	{Name: "stemBytes", Doc: "stemBytes holds the bits of each byte for stemBytesOf (see\nbuildStemBytes). Read-only.", Value: buildStemBytes()},
	{Name: "shortCode", Doc: "shortCode numbers the lower-case ASCII letters and the digits from 1;\nevery other byte is 0. Read-only.", Value: buildShortCode()},
	{Name: "shortClasses", Doc: "shortClasses holds classOf of every word of one or two lower-case\nletters and digits at its shortKey (see buildShortClasses). Read-only.",
		Value: buildShortClasses()},
	{Name: "classFilters", Doc: "classFilters is negationClassFilter, directionFilter, mealFilter and\nfigureFilter entry by entry. Read-only.", Value: buildClassFilters()},
	{Name: "classBytes", Doc: "classBytes holds the bits of the bytes classOf looks for (see\nbuildClassBytes). Read-only.", Value: buildClassBytes()},
	{Name: "asciiWordByte", Doc: "asciiWordByte marks the ASCII letters and digits. Read-only.", Value: buildASCIIWordByte()},
	{Name: "foldStop", Doc: "foldStop marks the bytes that end a run appendFoldASCII writes at once\n(see buildFoldStop). Read-only.", Value: buildFoldStop()},
	{Name: "foldMark", Doc: "foldMark marks the bytes plainASCII looks at (see buildFoldMark).\nRead-only.", Value: buildFoldMark()},
	{Name: "asciiSpace", Doc: "asciiSpace marks the ASCII white space: blanks and line ends.\nRead-only.", Value: buildASCIISpace()},
	{Name: "numWordByte", Doc: "numWordByte marks the ASCII letters, digits and underscore. Read-only.", Value: buildNumWordByte()},
	{Name: "numByteClass", Doc: "numByteClass is the class of each byte for run (see buildNumByteClass).\nRead-only.", Value: buildNumByteClass()},
	{Name: "quoteLead", Doc: "quoteLead marks the bytes that may begin a quotation mark (see\nbuildQuoteLead). Read-only.", Value: buildQuoteLead()},
	{Name: "numberWordBytes", Doc: "numberWordBytes holds the bits of each byte for NumberWord. Read-only.", Value: buildNumberWordBytes()},
	{Name: "numPackMasks", Doc: "numPackMasks keeps, for each word length n up to 16, the bytes of the\ntwo packed words (see numPack) that hold the word's n bytes. Read-only.",
		Value: buildNumPackMasks()},
}

// builtOpenersFilter and builtLoneFilter are openersFilter and
// loneFilter as the code that defines them builds them, each built once
// for the tables made of them (union makes a new filter).
var (
	builtOpenersFilter = newWordFilter(slices.Concat(openerWords, openersAloneWords)...)
	builtLoneFilter    = buildLoneFilter()
)

// setFilter returns the filter of the words of set.
func setFilter[V any](set map[string]V) *wordFilter {
	return newWordFilter(slices.Collect(maps.Keys(set))...)
}

// cueWordsOf returns the words of list.
func cueWordsOf(list []cueWord) []string {
	words := make([]string, len(list))
	for i, c := range list {
		words[i] = c.word
	}
	return words
}

// TestGeneratedTables checks that tables.go declares generatedTables as
// the code that defines them builds them now; with -update it rewrites
// the file.
func TestGeneratedTables(t *testing.T) {
	if err := golit.Sync("tables.go", "github.com/sourced-dev/sourced/internal/signals", generatedTables, *updateTables); err != nil {
		t.Error(err)
	}
}
