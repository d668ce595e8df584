package signals

import (
	"bytes"
	"flag"
	"fmt"
	"go/format"
	"maps"
	"os"
	"reflect"
	"slices"
	"strings"
	"testing"
)

// The number words and their roles, which spelled_tables.go is generated
// from: edit them here, then run go test -run TestNumTables -update.

// numWordList holds the lower-case number words with their roles, each
// once, which numTable and the number filters are generated from.
var numWordList = numBuildWords()

// numWordEntry is a number word with its role.
type numWordEntry struct {
	word string
	info numWordInfo
}

// numFlagFilter returns the wordFilter of the number words of list with
// one of the flags.
func numFlagFilter(list []numWordEntry, flags numWordFlag) *wordFilter {
	f := new(wordFilter)
	for _, e := range list {
		if e.info.flags&flags != 0 {
			f.add(e.word)
		}
	}
	return f
}

// numBuildWords returns the number words with their roles, each once,
// in the order they are first added (units and currencies by their code): a word added again takes the flags,
// value and unit given it as well.
func numBuildWords() []numWordEntry {
	list := make([]numWordEntry, 0, 400)
	at := make(map[string]int, 400) // the place of each word in list
	entry := func(w string) *numWordInfo {
		i, ok := at[w]
		if !ok {
			i = len(list)
			at[w] = i
			list = append(list, numWordEntry{word: w})
		}
		return &list[i].info
	}
	add := func(w string, f numWordFlag, num int64, unit string) {
		wi := entry(w)
		wi.flags |= f
		if num != 0 {
			wi.num = num
		}
		if unit != "" {
			wi.unit = unit
		}
	}
	small := []string{"zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
		"eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen"}
	for i, w := range small {
		add(w, nfSmall, int64(i), "")
	}
	tens := []string{"twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"}
	for i, w := range tens {
		add(w, nfTens, int64(20+10*i), "")
	}
	add("hundred", nfHundred, 100, "")
	scales := []struct {
		w string
		p int8
	}{
		{"thousand", 3}, {"thousands", 3}, {"million", 6}, {"millions", 6}, {"billion", 9}, {"billions", 9},
		{"trillion", 12}, {"trillions", 12}, {"mn", 6}, {"mln", 6}, {"bn", 9}, {"bln", 9}, {"tn", 12},
		{"lakh", 5}, {"lakhs", 5}, {"crore", 7}, {"crores", 7},
	}
	for _, s := range scales {
		wi := entry(s.w)
		wi.flags |= nfScale
		wi.scale = s.p
	}
	add("a", nfArticle, 0, "")
	add("an", nfArticle, 0, "")
	add("half", nfHalf, 0, "")
	add("dozen", nfDozen, 12, "")
	add("few", nfFew, 0, "")
	add("several", nfFew, 0, "")
	add("and", nfAnd, 0, "")
	ords := []string{"", "first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth",
		"eleventh", "twelfth", "thirteenth", "fourteenth", "fifteenth", "sixteenth", "seventeenth", "eighteenth", "nineteenth"}
	for i, w := range ords {
		if w != "" {
			add(w, nfOrdinal, int64(i), "")
		}
	}
	ordTens := []string{"twentieth", "thirtieth", "fortieth", "fiftieth", "sixtieth", "seventieth", "eightieth", "ninetieth"}
	for i, w := range ordTens {
		add(w, nfOrdinal, int64(20+10*i), "")
	}
	add("hundredth", nfOrdinal, 100, "")
	// The denominators of shares ("a third of", "two-thirds", "three
	// quarters of"): the ordinals from third on, and quarter.
	for i, w := range ords[3:11] {
		add(w, nfFraction, int64(i+3), "")
		add(w+"s", nfFraction, int64(i+3), "")
	}
	add("quarter", nfFraction, 4, "")
	add("quarters", nfFraction, 4, "")
	// Vague counts in the plural ("dozens of", "hundreds of", "tens of
	// thousands of"), besides the scales' own plurals.
	add("dozens", nfDozen, 12, "")
	for _, s := range []struct {
		w string
		p int8
	}{{"tens", 1}, {"hundreds", 2}} {
		wi := entry(s.w)
		wi.flags |= nfScale
		wi.scale = s.p
	}
	// Multiples: "twice", "doubled", "threefold" ("three times" and
	// "10-fold" are figures of the unit "times").
	for _, m := range []struct {
		w string
		n int64
	}{{"twice", 2}, {"thrice", 3}, {"doubled", 2}, {"tripled", 3}, {"trebled", 3}, {"quadrupled", 4},
		{"twofold", 2}, {"threefold", 3}, {"fourfold", 4}, {"fivefold", 5}, {"tenfold", 10}} {
		add(m.w, nfTimes, m.n, "")
	}
	months := [][]string{
		{"january", "jan"}, {"february", "feb"}, {"march", "mar"}, {"april", "apr"}, {"may"}, {"june", "jun"},
		{"july", "jul"}, {"august", "aug"}, {"september", "sep", "sept"}, {"october", "oct"},
		{"november", "nov"}, {"december", "dec"},
	}
	for i, ws := range months {
		for _, w := range ws {
			add(w, nfMonth|nfCue, int64(i+1), "")
		}
	}
	for _, w := range []string{"passage", "passages", "source", "sources", "document", "documents", "doc", "docs"} {
		add(w, nfCite, 0, "")
	}
	for _, w := range []string{"in", "since", "until", "till", "before", "after",
		"during", "early", "late", "mid", "circa", "ca", "throughout",
		"year", "fiscal", "fy", "spring", "summer", "autumn", "fall", "winter", "founded", "established",
		"born", "died", "released", "published", "launched", "pre", "post"} {
		add(w, nfCue, 0, "")
	}
	for _, w := range []string{"of", "to", "by", "from", "between", "through", "around", "and", "or"} {
		add(w, nfWeakCue, 0, "")
	}
	for _, w := range []string{"was", "saw", "marked", "brought", "began", "ended", "will", "would"} {
		add(w, nfYearVerb, 0, "")
	}
	for _, w := range []string{"with", "for", "on", "at", "as", "when", "while", "but", "that", "which",
		"where", "is", "are", "was", "were", "had", "has", "it", "he", "she", "they", "we", "this", "its",
		"their", "his", "her", "there", "a", "an"} {
		add(w, nfFunction, 0, "")
	}
	add("between", nfBetween, 0, "")
	for _, w := range []string{"pre", "post", "mid", "early", "late", "over", "under", "top", "non", "sub",
		"circa", "ca", "c", "about", "around", "approx", "up", "down", "ultra", "near", "low", "high"} {
		add(w, nfPrefix, 0, "")
	}
	units := map[string][]string{
		"km":      {"km", "kms", "kilometre", "kilometres", "kilometer", "kilometers"},
		"m":       {"m", "metre", "metres", "meter", "meters"},
		"cm":      {"cm", "centimetre", "centimetres", "centimeter", "centimeters"},
		"mm":      {"mm", "millimetre", "millimetres", "millimeter", "millimeters"},
		"mi":      {"mi", "mile", "miles"},
		"ft":      {"ft", "foot", "feet"},
		"in":      {"inch", "inches"},
		"yd":      {"yd", "yard", "yards"},
		"kg":      {"kg", "kgs", "kilogram", "kilograms", "kilogramme", "kilogrammes", "kilo", "kilos"},
		"g":       {"g", "gram", "grams", "gramme", "grammes"},
		"mg":      {"mg", "milligram", "milligrams"},
		"mcg":     {"mcg", "ug", "microgram", "micrograms"},
		"lb":      {"lb", "lbs", "pound", "pounds"},
		"oz":      {"oz", "ounce", "ounces"},
		"t":       {"tonne", "tonnes", "ton", "tons"},
		"second":  {"second", "seconds", "sec", "secs"},
		"minute":  {"minute", "minutes", "min", "mins"},
		"hour":    {"hour", "hours", "hr", "hrs", "h"},
		"day":     {"day", "days"},
		"week":    {"week", "weeks", "wk", "wks"},
		"month":   {"month", "months"},
		"year":    {"year", "years", "yr", "yrs"},
		"decade":  {"decade", "decades"},
		"century": {"century", "centuries"},
		"star":    {"star", "stars"},
		"l":       {"litre", "litres", "liter", "liters"},
		"ml":      {"ml", "millilitre", "millilitres", "milliliter", "milliliters"},
		"gal":     {"gallon", "gallons"},
		"mph":     {"mph"},
		"kmh":     {"kph", "kmh"},
		"kb":      {"kb"},
		"mb":      {"mb"},
		"gb":      {"gb"},
		"tb":      {"tb"},
		"acre":    {"acre", "acres"},
		"ha":      {"hectare", "hectares", "ha"},
		"w":       {"w", "watt", "watts"},
		"kw":      {"kw", "kilowatt", "kilowatts"},
		"mw":      {"mw", "megawatt", "megawatts"},
		"gw":      {"gw", "gigawatt", "gigawatts"},
		"wh":      {"wh"},
		"kwh":     {"kwh"},
		"mwh":     {"mwh"},
		"gwh":     {"gwh"},
		"ah":      {"ah"},
		"mah":     {"mah"},
		"hz":      {"hz", "hertz"},
		"khz":     {"khz", "kilohertz"},
		"mhz":     {"mhz", "megahertz"},
		"ghz":     {"ghz", "gigahertz"},
		"hp":      {"hp", "horsepower"},
		"mp":      {"mp", "megapixel", "megapixels"},
		"deg":     {"degree", "degrees"},
		"point":   {"point", "points", "pts"},
		"bp":      {"bps", "bp"},
		"pp":      {"pp"},
		"times":   {"times", "fold"},
	}
	for _, u := range slices.Sorted(maps.Keys(units)) {
		for _, w := range units[u] {
			add(w, nfMeasure, 0, u)
		}
	}
	curs := map[string][]string{
		"USD": {"usd", "dollar", "dollars"},
		"EUR": {"eur", "euro", "euros"},
		"GBP": {"gbp", "sterling"},
		"JPY": {"jpy", "yen"},
		"INR": {"inr", "rupee", "rupees", "rs"},
		"CNY": {"cny", "rmb", "yuan", "renminbi"},
		"AUD": {"aud"},
		"CAD": {"cad"},
		"CHF": {"chf"},
	}
	for _, c := range slices.Sorted(maps.Keys(curs)) {
		for _, w := range curs[c] {
			add(w, nfCurrency, 0, c)
		}
	}
	add("percent", nfPercent, 0, "")
	add("pct", nfPercent, 0, "")
	add("per", nfPer, 0, "")
	add("percentage", nfPercentage, 0, "")
	add("basis", nfBasis, 0, "")
	add("noon", nfNoon, 0, "")
	add("midday", nfNoon, 0, "")
	add("midnight", nfMidnight, 0, "")
	add("out", nfOut, 0, "")
	add("of", nfOf, 0, "")
	add("to", nfRangeWord, 0, "")
	add("or", nfRangeWord, 0, "")
	add("through", nfRangeWord, 0, "")
	add("the", nfThe, 0, "")
	return list
}

// numBuildTable returns numTable built from list.
func numBuildTable(list []numWordEntry) *numWordTable {
	t := new(numWordTable)
	t.keys = make([][2]uint64, 0, len(list))
	t.infos = make([]numWordInfo, 0, len(list))
	for _, e := range list {
		w, wi := e.word, e.info
		if len(w) > numMaxWordLen || strings.ContainsFunc(w, func(r rune) bool { return r < 'a' || r > 'z' }) {
			panic("signals: number word " + w + " is not lower-case letters within numMaxWordLen")
		}
		lo, hi := numPack(w, 0, len(w))
		t.keys = append(t.keys, [2]uint64{lo, hi})
		t.infos = append(t.infos, wi)
		p := numSlot(lo, hi)
		for t.slots[p] != 0 {
			p = (p + 1) % numSlots
		}
		t.slots[p] = uint16(len(t.keys))
	}
	return t
}

// numFilters are the generated filters of number words: each one's name,
// doc comment, the flags of the words it lets through, and its value.
var numFilters = []struct {
	name, doc string
	flags     numWordFlag
	filter    *wordFilter
}{
	{"numFilter", "numFilter rules most words out of numTable without a look-up.", ^numWordFlag(0), numFilter},
	{"numAfterArticleFilter", "numAfterArticleFilter lets through the words readSpelled or fraction\n// reads after an article.",
		nfHundred | nfScale | nfDozen | nfFew | nfFraction, numAfterArticleFilter},
	{"numStartFilter", "numStartFilter rules most words without numStartFlags out without a\n// look-up.",
		numStartFlags, numStartFilter},
	{"figureFilter", "figureFilter rules out most words that are not figureWordAt's without a\n// look-up.",
		numSpellFlags, figureFilter},
}

var updateTables = flag.Bool("update", false, "rewrite the generated tables: spelled_tables.go from the number words, tables.go from the code that defines its tables")

// numTablesFile is the file numTable and the number filters are generated
// into.
const numTablesFile = "spelled_tables.go"

// numTablesSource returns the text of numTablesFile, built from list.
func numTablesSource(t *testing.T, list []numWordEntry) []byte {
	var b bytes.Buffer
	b.WriteString("// Code generated by go test -run TestNumTables -update; DO NOT EDIT.\n\n")
	b.WriteString("package signals\n\n")
	b.WriteString("// numTable holds the number words (see numBuildWords in spelled_tables_test.go)\n")
	b.WriteString("// keyed by the packed word (see numPack). Read-only.\n")
	b.WriteString("var numTable = numWordTable{\n")
	tab := numBuildTable(list)
	b.WriteString("slots: [numSlots]uint16{")
	n := 0
	for p, e := range tab.slots {
		if e != 0 {
			if n%8 == 0 {
				b.WriteString("\n")
			}
			fmt.Fprintf(&b, "%d: %d, ", p, e)
			n++
		}
	}
	b.WriteString("\n},\nkeys: [][2]uint64{\n")
	for i, k := range tab.keys {
		fmt.Fprintf(&b, "{0x%016x, 0x%016x}, // %s\n", k[0], k[1], list[i].word)
	}
	b.WriteString("},\ninfos: []numWordInfo{\n")
	for i, wi := range tab.infos {
		fmt.Fprintf(&b, "{flags: %#x", uint32(wi.flags))
		if wi.num != 0 {
			fmt.Fprintf(&b, ", num: %d", wi.num)
		}
		if wi.scale != 0 {
			fmt.Fprintf(&b, ", scale: %d", wi.scale)
		}
		if wi.unit != "" {
			fmt.Fprintf(&b, ", unit: %q", wi.unit)
		}
		fmt.Fprintf(&b, "}, // %s\n", list[i].word)
	}
	b.WriteString("},\n}\n")
	for _, nf := range numFilters {
		f := numFlagFilter(list, nf.flags)
		fmt.Fprintf(&b, "\n// %s Read-only.\nvar %s = &wordFilter{\n", nf.doc, nf.name)
		for n := range f {
			if f[n] == [32]uint32{} {
				continue
			}
			fmt.Fprintf(&b, "%d: {", n)
			for c, bits := range f[n] {
				if bits != 0 {
					fmt.Fprintf(&b, "%d: %#x, ", c, bits)
				}
			}
			b.WriteString("},\n")
		}
		b.WriteString("}\n")
	}
	src, err := format.Source(b.Bytes())
	if err != nil {
		t.Fatalf("generated %s does not parse: %v", numTablesFile, err)
	}
	return src
}

// TestNumTables checks numTable and the number filters, and the file
// they are generated into, against the number words; with -update it
// rewrites the file.
func TestNumTables(t *testing.T) {
	src := numTablesSource(t, numWordList)
	if *updateTables {
		if err := os.WriteFile(numTablesFile, src, 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	if got, err := os.ReadFile(numTablesFile); err != nil || !bytes.Equal(got, src) {
		t.Errorf("%s is not what the number words give (err %v): run go test -run TestNumTables -update", numTablesFile, err)
	}
	if want := numBuildTable(numWordList); !reflect.DeepEqual(&numTable, want) {
		t.Errorf("numTable differs from the table of numWordList")
	}
	for _, nf := range numFilters {
		if want := numFlagFilter(numWordList, nf.flags); *nf.filter != *want {
			t.Errorf("%s differs from the filter of its number words", nf.name)
		}
	}
}
