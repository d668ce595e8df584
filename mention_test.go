package sourced

import (
	"fmt"
	"math/rand/v2"
	"reflect"
	"slices"
	"strings"
	"sync"
	"testing"

	"github.com/sourced-dev/sourced/internal/claims"
)

// mentionRecords are records whose properties give the mention filter
// keys of every kind: a word that holds its stem and one that does not
// ("classy", "classi"), a hyphen in a key, keys of two bytes (its
// narrowest prefixes) and of one (no filter at all).
var mentionRecords = []string{
	recordSource,
	`{"name": "Cafe", "attributes": {"OutdoorSeating": true, "WiFi": "no", "RestaurantsTakeOut": null, ` +
		`"RestaurantsReservations": "True", "RestaurantsGoodForGroups": "False", "Music": null, ` +
		`"BusinessParking": "{'garage': False, 'street': True, 'validated': False, 'lot': True, 'valet': False}", ` +
		`"Ambience": {"romantic": false, "classy": true, "divey": null, "touristy": false, "casual": true}}}`,
	`{"name": "Inn", "attributes": {"Wi-Fi": "yes", "dogs_allowed": "no", "HasTV": true, "TV": false}}`,
	`{"name": "Bar", "attributes": {"X": true, "Caters": false}}`,
	manyProperties,
}

// manyProperties is a record of more properties than a mask has bits:
// property i is the word "x" and two letters, i/26 and i%26 from "a"
// ("xaa" to "xcr"), and properties i and i+64 share a bit.
var manyProperties = func() string {
	var b strings.Builder
	b.WriteString(`{"name": "Hall", "attributes": {`)
	for i := range 70 {
		if i > 0 {
			b.WriteString(", ")
		}
		fmt.Fprintf(&b, `"X%c%c": %t`, 'a'+i/26, 'a'+i%26, i%3 == 0)
	}
	b.WriteString("}}")
	return b.String()
}()

// mentionCases are claims about the records, with their properties
// written whole, in parts, across blanks and hyphens and in other cases.
var mentionCases = append([]string{
	"The cafe has a parking lot and valet parking, and it is classy but not divey.",
	"It offers out-door seat ing, WI-FI and take out; no reservations.",
	"Wifi, wi fi and w-i-f-i are all the same to the filter.",
	"Good for groups? The music is loud, and the TV is on.",
	"It has a TV.",
	"Dogs are allowed, and it caters; it is not a tourist trap, x marks the spot.",
	"A plain claim about the weather in Lyon.",
	"É", "", "t", "tv", "ŞTREET parking",
	"The hall has xcm and xab, but not xac; x cr is free.",
}, attributeCases...)

// checkMentionFilter checks that the filter gives the claim every
// property mayMention passes it for, and that checkAttributes gives the
// same result with the filter as without it.
func checkMentionFilter(t *testing.T, ix *Index, text string) {
	t.Helper()
	seg := claims.Segment{Text: text, End: len(text)}
	fast, slow := ix.state(), ix.state()
	slow.exhaustive = true
	defer ix.release(fast)
	defer ix.release(slow)

	cs := ix.extract(seg, slow)
	lower, _ := cs.lowerText()
	slow.claimNeedles(len(ix.needles))
	may := mentionedAll(ix.mention, lower)
	for i := range ix.attrs {
		if may&(1<<(uint(i)&63)) == 0 && ix.mayMention(slow, lower, &ix.attrs[i]) {
			t.Errorf("%q: the filter rules out property %q, but mayMention passes the claim for it",
				text, ix.ev.Sentences[ix.ev.Attributes()[i]].Attr.Words)
		}
	}
	want := ix.attrCheckOf(cs)
	for _, st := range want.stems {
		if want.stemBits&stemBit(st) == 0 {
			t.Errorf("%q: the stem bits of checkAttributes rule out its stem %q", text, st)
		}
	}
	got := ix.attrCheckOf(ix.extract(seg, fast))
	if !reflect.DeepEqual(got, want) {
		t.Errorf("%q: checkAttributes with the filter %+v, without it %+v", text, got, want)
	}
}

// mentionedAll returns every property the filter gives a claim whose
// lower-case text is lower, bit i%64 for property i.
func mentionedAll(f *mentionFilter, lower string) uint64 {
	var props uint64
	sc := f.scan(lower)
	for p := sc.next(); p != 0; p = sc.next() {
		props |= p
	}
	return props
}

func TestMentionFilterKeepsAttributeChecks(t *testing.T) {
	for _, rec := range mentionRecords {
		ix := NewIndex(rec)
		if len(ix.attrs) == 0 {
			t.Fatalf("record %s has no properties", rec)
		}
		for _, text := range mentionCases {
			checkMentionFilter(t, ix, text)
			checkMentionFilter(t, ix, strings.ToUpper(text))
		}
	}
}

// The filter is built as its keys ask: none (width 0) when a key is
// shorter than two bytes, prefixes as wide as the shortest key up to four
// bytes.
func TestMentionFilterWidth(t *testing.T) {
	for _, c := range []struct {
		record string
		width  int
		passes []string // claims the filter passes
		rules  []string // claims it rules out
	}{
		{mentionRecords[1], 4, []string{"free wi-fi", "the parking", "take-out", "classy"}, []string{"a plain claim", "it has a tv"}},
		{mentionRecords[2], 2, []string{"a tv", "wi fi", "dogs allowed"}, []string{"a plain claim", "dogs"}},
		{mentionRecords[3], 0, []string{"a plain claim", ""}, nil},
	} {
		ix := NewIndex(c.record)
		width := 0
		if ix.mention != nil {
			width = ix.mention.width
		}
		if width != c.width {
			t.Errorf("%s: width %d, want %d", c.record, width, c.width)
		}
		for _, text := range c.passes {
			if mentionedAll(ix.mention, text) == 0 {
				t.Errorf("%s: the filter rules out %q", c.record, text)
			}
		}
		for _, text := range c.rules {
			if mentionedAll(ix.mention, text) != 0 {
				t.Errorf("%s: the filter passes %q", c.record, text)
			}
		}
	}
}

// The filter gives a claim the properties whose keys it holds, and not
// the others: only those are searched for.
func TestMentionFilterProperties(t *testing.T) {
	for _, c := range []struct {
		record, claim string
		given, not    [][]string // the words of properties
	}{
		{mentionRecords[1], "free wi-fi", [][]string{{"wifi"}}, [][]string{{"outdoor", "seating"}, {"parking", "street"}}},
		{mentionRecords[1], "outdoor tables, and a street to park in",
			[][]string{{"outdoor", "seating"}, {"parking", "street"}}, [][]string{{"wifi"}, {"classy"}}},
		{manyProperties, "xcq only", [][]string{{"xcq"}, {"xae"}}, [][]string{{"xab"}, {"xcp"}}},
	} {
		ix := NewIndex(c.record)
		props := mentionedAll(ix.mention, strings.ToLower(c.claim))
		check := func(words []string, want bool) {
			i := slices.IndexFunc(ix.ev.Attributes(), func(si int32) bool { return slices.Equal(ix.ev.Sentences[si].Attr.Words, words) })
			if i < 0 {
				t.Fatalf("%s has no property %q", c.record, words)
			}
			if given := props&(1<<(i%64)) != 0; given != want {
				t.Errorf("%q: property %q given %v, want %v", c.claim, words, given, want)
			}
		}
		for _, words := range c.given {
			check(words, true)
		}
		for _, words := range c.not {
			check(words, false)
		}
	}
}

func FuzzMentionFilter(f *testing.F) {
	for _, text := range mentionCases {
		f.Add(text)
	}
	var ixs []*Index
	for _, rec := range mentionRecords {
		ixs = append(ixs, NewIndex(rec))
	}
	f.Fuzz(func(t *testing.T, text string) {
		for _, ix := range ixs {
			checkMentionFilter(t, ix, text)
		}
	})
}

// A property's shape is made once for the process: indexes of the same
// record, made at once, share the shape of each property, which is the one
// newAttrShape makes of its words, and number their needles alike.
func TestAttrShapesShared(t *testing.T) {
	for _, rec := range mentionRecords {
		var ixs [4]*Index
		var wg sync.WaitGroup
		for i := range ixs {
			wg.Go(func() { ixs[i] = NewIndex(rec) })
		}
		wg.Wait()
		first := ixs[0]
		for i, si := range first.ev.Attributes() {
			words := first.ev.Sentences[si].Attr.Words
			if want := newAttrShape(words, first.ev.Stem); !reflect.DeepEqual(first.attrs[i].attrShape, want) {
				t.Errorf("property %q: shape %+v, want %+v", words, first.attrs[i].attrShape, want)
			}
			for _, ix := range ixs[1:] {
				if ix.attrs[i].attrShape != first.attrs[i].attrShape || !reflect.DeepEqual(ix.attrs[i].needles, first.attrs[i].needles) {
					t.Errorf("property %q: indexes of one record do not share its shape", words)
				}
			}
		}
		for _, ix := range ixs[1:] {
			if !slices.Equal(ix.needles, first.needles) {
				t.Errorf("needles %q, want %q", ix.needles, first.needles)
			}
		}
	}
}

// windowMentions returns what a scan of the filter of keys (keys[i]
// being property i's) gives a claim whose lower-case text is lower, as a
// window of the squashed text read a byte at a time finds it: the
// properties of each prefix the text holds, in order, and the bytes of
// lower they end at.
func windowMentions(keys [][]string, width int, lower string) (props []uint64, ends []int) {
	of := map[string]uint64{}
	for i, ks := range keys {
		for _, k := range ks {
			of[k[:width]] |= 1 << (uint(i) & 63)
		}
	}
	var squashed []byte
	for i := 0; i < len(lower); i++ {
		if c := lower[i]; c != ' ' && c != '-' {
			squashed = append(squashed, c)
			if n := len(squashed); n >= width && of[string(squashed[n-width:])] != 0 {
				props, ends = append(props, of[string(squashed[n-width:])]), append(ends, i)
			}
		}
	}
	return props, ends
}

// checkMentionScan checks that a scan of the filter of keys gives the
// claim whose lower-case text is lower what windowMentions does.
func checkMentionScan(t *testing.T, keys [][]string, lower string) {
	t.Helper()
	f := newMentionFilter(keys)
	if f == nil {
		return
	}
	wantProps, wantEnds := windowMentions(keys, f.width, lower)
	var props []uint64
	var ends []int
	sc := f.scan(lower)
	for p := sc.next(); p != 0; p = sc.next() {
		props, ends = append(props, p), append(ends, sc.i-1)
	}
	if !slices.Equal(props, wantProps) || !slices.Equal(ends, wantEnds) {
		t.Errorf("keys %q, claim %q: the scan gives %x ending at %v, want %x ending at %v",
			keys, lower, props, ends, wantProps, wantEnds)
	}
}

// mentionKeySets are keys of filters: a record's, and narrow keys whose
// bytes recur, and meet blanks and hyphens in a claim.
var mentionKeySets = [][][]string{
	{{"garag"}, {"street"}, {"valid"}, {"park"}, {"valet"}, {"reserv"}, {"outdoor"}, {"wifi"}, {"take"},
		{"group"}, {"music"}, {"touristi", "touristy"}, {"hipster"}, {"romant"}, {"divey"}, {"intim"},
		{"trendi", "trendy"}, {"upscal"}, {"classi", "classy"}, {"casual"}},
	{{"tv"}, {"wifi"}, {"dog"}},
	{{"aab"}, {"aba"}, {"bba", "aaa"}},
	{{"abab"}, {"baab"}, {"a b"}, {"a-a-"}},
	{{"ab"}, {"ba"}},
}

// A scan gives the prefixes a window read a byte at a time finds, though
// it passes over most bytes unread, of claims written to meet its
// prefixes across blanks and hyphens, and at the claim's start and end.
func TestMentionScanReadsEveryPrefix(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for _, keys := range mentionKeySets {
		for _, text := range mentionCases {
			checkMentionScan(t, keys, strings.ToLower(text))
		}
		// Claims of the keys' bytes, blanks and hyphens.
		var alphabet []byte
		for _, ks := range keys {
			for _, k := range ks {
				alphabet = append(alphabet, k...)
			}
		}
		alphabet = append(alphabet, " - x"...)
		for range 2000 {
			b := make([]byte, rng.IntN(24))
			for i := range b {
				b[i] = alphabet[rng.IntN(len(alphabet))]
			}
			checkMentionScan(t, keys, string(b))
		}
	}
}

// FuzzMentionScan checks scans of filters of any keys: those of each
// property are split at "|", and the properties at ",".
func FuzzMentionScan(f *testing.F) {
	for _, keys := range mentionKeySets {
		var props []string
		for _, ks := range keys {
			props = append(props, strings.Join(ks, "|"))
		}
		for _, text := range mentionCases {
			f.Add(strings.Join(props, ","), strings.ToLower(text))
		}
	}
	f.Fuzz(func(t *testing.T, props, lower string) {
		var keys [][]string
		for p := range strings.SplitSeq(props, ",") {
			keys = append(keys, strings.Split(p, "|"))
		}
		checkMentionScan(t, keys, lower)
	})
}

// A filter is made once for the process for each list of keys: indexes
// of one record share theirs, which is the one newMentionFilter makes of
// the keys; records of other properties get other filters.
func TestMentionFiltersShared(t *testing.T) {
	seen := map[*mentionFilter]string{}
	for _, rec := range mentionRecords {
		ix, again := NewIndex(rec), NewIndex(rec)
		if ix.mention != again.mention {
			t.Errorf("%s: two indexes of the record have two filters", rec)
		}
		var keys [][]string
		for i := range ix.attrs {
			keys = append(keys, ix.attrs[i].keys)
		}
		if want := newMentionFilter(keys); !reflect.DeepEqual(ix.mention, want) {
			t.Errorf("%s: the filter is not the one its keys make", rec)
		}
		if other, ok := seen[ix.mention]; ok && ix.mention != nil {
			t.Errorf("%s has the filter of %s", rec, other)
		}
		seen[ix.mention] = rec
	}
	// Keys that run together alike are told apart.
	if mentionFilterOf([][]string{{"ab", "cd"}}) == mentionFilterOf([][]string{{"ab"}, {"cd"}}) {
		t.Error("one property of keys ab and cd has the filter of two properties")
	}
}

// squashedCases are claims and words squashedHolds is asked of: words
// across blanks and hyphens, at a claim's ends, after a false start, and
// with a blank or a hyphen of their own.
var squashedCases = [][2]string{
	{"wi fi and wi-fi", "wifi"}, {"w-i - f i", "wifi"}, {"outdoor seating", "outdoorseating"},
	{"outdoor sea ting", "outdoorseating"}, {"ooutdoor", "outdoor"}, {"outdoo r", "outdoorseating"},
	{"wifi", "wi-fi"}, {"wi fi", "wi fi"}, {"", ""}, {"a", ""}, {"", "a"}, {"ab", "abc"},
	{"ab-", "ab"}, {"-ab", "ab"}, {"a a b", "ab"}, {"aab", "aab"}, {"a-ab a", "aaba"}, {"é t", "ét"},
}

// squashedHolds tells what the squashed text, made, holds.
func checkSquashedHolds(t *testing.T, lower, w string) {
	t.Helper()
	if got, want := squashedHolds(lower, w), strings.Contains(squash(lower), w); got != want {
		t.Errorf("squashedHolds(%q, %q) = %v, want %v", lower, w, got, want)
	}
}

func TestSquashedHolds(t *testing.T) {
	for _, c := range squashedCases {
		checkSquashedHolds(t, c[0], c[1])
	}
	for _, text := range mentionCases {
		lower := strings.ToLower(text)
		for _, w := range []string{"wifi", "outdoorseating", "takeout", "tv", "parking", "xcr"} {
			checkSquashedHolds(t, lower, w)
		}
	}
}

func FuzzSquashedHolds(f *testing.F) {
	for _, c := range squashedCases {
		f.Add(c[0], c[1])
	}
	f.Fuzz(checkSquashedHolds)
}

// TestLowerSkips holds lowerSkips to lowering each skip in turn, for every
// skip and bound a filter has.
func TestLowerSkips(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 9))
	for d := range maxMentionWidth {
		skips := make([]uint8, 256)
		for i := range skips {
			skips[i] = uint8(r.IntN(maxMentionWidth + 1))
		}
		want := slices.Clone(skips)
		for i := range want {
			want[i] = min(want[i], uint8(d))
		}
		if lowerSkips(skips, d); !slices.Equal(skips, want) {
			t.Errorf("lowerSkips to %d gave %v, want %v", d, skips, want)
		}
	}
}
