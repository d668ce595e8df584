package sourced

import (
	"bytes"
	"math/bits"
	"slices"
	"strings"
	"sync/atomic"

	"github.com/sourced-dev/sourced/internal/evidence"
	"github.com/sourced-dev/sourced/internal/lazyregexp"
	"github.com/sourced-dev/sourced/internal/memo"
	"github.com/sourced-dev/sourced/internal/signals"
	"github.com/sourced-dev/sourced/internal/swar"
)

// attrCheck is what a claim says of a structured record's yes/no
// properties ("offers free WiFi" against "WiFi: no").
type attrCheck struct {
	// conflict is a fact the claim plainly states the opposite of; -1
	// when none. A conflict settles the claim: the fields below then tell
	// only of the properties before it.
	conflict int
	// blocked is true when the claim mentions a property the record gives
	// no value for, or whose polarity in the claim is unclear: the record
	// cannot ground the claim.
	blocked bool
	// supported counts the properties the claim states as the record does.
	supported int
	// stems are the claim stems that the mentioned properties account for,
	// and stemBits has the stemBit of each of them.
	stems    []string
	stemBits uint64
}

// A claim is cut into clauses whose negation is their own ("has outdoor
// seating, but no WiFi") at punctuation and at the clauseWords; the
// reading that also cuts at andWords ("and", "or"), which may or may not
// carry a negation along ("does not offer WiFi or parking"), is checked
// too: a polarity that differs between the two readings is unclear.
var (
	clauseWords = []string{"but", "although", "though", "however", "while", "whereas", "yet", "except"}
	andWords    = []string{"and", "or", "plus"}
	// metaWords and metaPrefixes mark a clause about the data rather than
	// the business (see isMetaClause).
	metaWords    = []string{"information", "mention", "mentions", "mentioned", "data", "provided", "listed", "unclear", "unknown"}
	metaPrefixes = []string{"specif", "indicat"}
	// metaClauseFolding is isMetaClause for text that holds a letter
	// folding to an ASCII one.
	metaClauseFolding = lazyregexp.New(`(?i)\b(?:information|mention|mentions|mentioned|specif\w*|data|provided|listed|indicat\w*|unclear|unknown)\b`)
)

// recordWords are the words a claim about a record (a business listing)
// states its facts with — "offers", "located", "rating", "reviews" — which
// the record's keys rarely spell out. In a record passage they need no
// support of their own. Stems, by prefix.
var recordWords = []string{"offer", "provid", "featur", "includ", "avail", "accept", "take", "allow", "option",
	"servic", "amen", "also", "attribut", "open", "oper", "hour", "locat", "situat", "base", "rate", "rating",
	"review", "custom", "establish", "busi", "star", "atmospher", "ambianc", "ambienc", "vibe", "day", "daili", "week"}

func startsWithDigit(s string) bool { return s != "" && '0' <= s[0] && s[0] <= '9' }

// isRecordWord reports whether a stem starts with one of recordWords:
// one of those that open with its first two bytes, found by their pair
// (see pairKey). Too large to be inlined, it is written out in
// recordStems, whose loop leaves most stems with no call: their pair opens
// no record word.
func isRecordWord(stem string) bool {
	g := recordGroupOf(stem)
	return g != 0 && inRecordGroup(stem, g)
}

// recordGroupOf returns 1 + the place in recordGroups of the record words
// that may open stem, by its first two bytes and its third (see
// recordThirds); 0 when none does, as for most stems. Inlined, it spares
// most of isRecordWord's callers' stems a call.
func recordGroupOf(stem string) uint8 {
	if len(stem) < 3 {
		return 0 // every record word has three bytes or more
	}
	if g := recordPairs[pairKey(stem[0], stem[1])]; recordThirds[g]>>((stem[2]-'a')&31)&1 != 0 {
		return g
	}
	return 0
}

// inRecordGroup reports whether stem starts with one of the record words
// of group g-1 (see recordPairs).
func inRecordGroup(stem string, g uint8) bool {
	for _, w := range recordGroups[g-1] {
		if strings.HasPrefix(stem, w) {
			return true
		}
	}
	return false
}

// pairKey is the place of a pair of bytes in a table of 1024: the low five
// bits of each less 'a', which tell the lower-case letters apart. Other
// bytes share places with them, so that the words found at a pair's place
// are those that may open with it, to be compared.
func pairKey(a, b byte) int { return int((a-'a')&31)<<5 | int((b-'a')&31) }

// buildRecordThirds returns recordThirds, generated into tables.go: at 1
// + the place of a group of recordGroups, bit (c-'a')&31 for the third
// byte c of each of its words, and none at 0. A stem whose third byte has
// no bit in its pair's group opens with none of its words.
func buildRecordThirds() (thirds [256]uint32) {
	for g, words := range recordGroups {
		for _, w := range words {
			thirds[g+1] |= 1 << ((w[2] - 'a') & 31)
		}
	}
	return thirds
}

// byFirstTwoLetters returns words of at least two lower-case ASCII
// letters by their first two letters, in their order, and for each pair
// of letters a and b, at pairKey(a, b), 1 + the place of its words'
// group, 0 when no word opens with it.
func byFirstTwoLetters(words []string) (groups [][]string, pairs [1 << 10]uint8) {
	for _, w := range words {
		k := pairKey(w[0], w[1])
		if pairs[k] == 0 {
			groups = append(groups, nil)
			pairs[k] = uint8(len(groups))
		}
		groups[pairs[k]-1] = append(groups[pairs[k]-1], w)
	}
	return groups, pairs
}

// attrTerms are the forms of one yes/no property of a record that a
// claim is matched against, prepared with the index: its shape, shared
// with every index that names the property, and the ids of its needles
// in the index.
type attrTerms struct {
	*attrShape
	// needles are, for each word, the Index.needles of which a claim must
	// hold one for the word to be mentioned (see attrShape.needleWords);
	// -1 when none.
	needles [][2]int32
}

// attrShape is what a claim is matched against of a yes/no property, made
// from the property's words alone (Index.Stem is the same for every
// index): the same for every index whose sources name the property, so
// made once for the process (see shapeOf). Shared: never changed.
type attrShape struct {
	joined string   // the property's words run together: "outdoorseating"
	stems  []string // the stem of each word
	// bytes are the words, as bytes, for clauseUnion.mayHold.
	bytes [][]byte
	// content are the content stems of the words and of joined: what a
	// claim stating the property accounts for; contentBits has the
	// stemBit of each of them.
	content     []string
	contentBits uint64
	// needleWords are, for each word, the needles of which a claim must
	// hold one for the word to be mentioned: its stem, and the word
	// itself unless its stem is a part of it ("" then).
	needleWords [][2]string
	// wordGrams and stemBits are the grams of each word and the stemBit
	// and stemBit2 of its stem.
	wordGrams []grams
	stemBits  [][2]uint64
	// keys are the property's keys for the mention filter (see
	// mentionKeys).
	keys []string
	// first holds the stemBits and wordGrams of the first word, for
	// mayHoldFirst; none (which passes any claim) when there are no
	// words. (A copy of stemBits[0] and wordGrams[0], kept in the shape
	// itself so that checkAttributes' loop reads it without the slices.)
	first struct {
		stemBits [2]uint64
		grams    grams
	}
}

// prepareAttributes prepares the terms of every yes/no property of the
// sources, in the order of ix.ev.Attributes().
func (ix *Index) prepareAttributes() {
	attrs := ix.ev.Attributes()
	if len(attrs) == 0 {
		return
	}
	ix.attrs = make([]attrTerms, len(attrs))
	// The properties' needles are cut from one array.
	n := 0
	for _, si := range attrs {
		n += len(ix.ev.Sentences[si].Attr.Words)
	}
	needles := make([][2]int32, n)
	ix.needles = make([]string, 0, 2*n)
	// A record's table of needles fits the array on the stack.
	var small [256]int32
	tab := newNeedleTable(small[:], 2*n)
	needleOf := func(w string) int32 { return tab.id(w, &ix.needles) }
	keys := make([][]string, len(attrs)) // the filter's
	for i, si := range attrs {
		t := &ix.attrs[i]
		t.attrShape = ix.sharedShape(ix.ev.Sentences[si].Attr.Words)
		t.needles = take(&needles, len(t.needleWords))
		for k, nw := range t.needleWords {
			t.needles[k] = [2]int32{needleOf(nw[0]), -1}
			if nw[1] != "" {
				t.needles[k][1] = needleOf(nw[1])
			}
		}
		keys[i] = t.keys
	}
	ix.mention = mentionFilterOf(keys)
}

// needleTable finds a needle's id, its place in a list of needles, in a
// table of open addressing (slot k+1 for needle k, 0 for none), by a
// product of its length and end bytes, the table at most half full:
// cheaper than a map's hash of the whole needle, or comparing it with
// each needle so far.
type needleTable struct {
	slots []int32
	shift uint // 32 less the bits of a slot's index
}

// newNeedleTable returns a table for up to n needles, in small when it
// has room; small is zeroed, and its length a power of two.
func newNeedleTable(small []int32, n int) needleTable {
	slots := small
	if size := 2 * n; size > len(small) {
		slots = make([]int32, 1<<bits.Len(uint(size)))
	} else {
		clear(slots)
	}
	return needleTable{slots: slots, shift: uint(32 - bits.Len(uint(len(slots)-1)))}
}

// id returns the id of needle w in needles, appending it to them when it
// is new.
func (t needleTable) id(w string, needles *[]string) int32 {
	h := uint32(len(w))
	if w != "" {
		h |= uint32(w[0])<<8 | uint32(w[len(w)-1])<<16
	}
	mask := uint32(len(t.slots) - 1)
	for i := h * 0x9e3779b1 >> t.shift; ; i = (i + 1) & mask {
		k := t.slots[i]
		if k == 0 {
			*needles = append(*needles, w)
			t.slots[i] = int32(len(*needles))
			return int32(len(*needles) - 1)
		}
		if (*needles)[k-1] == w {
			return k - 1
		}
	}
}

// sharedShape returns shapeOf(words), found first by the array of words:
// the words of a property that records name again and again are one array
// the process shares (see evidence.Attribute), whose shape is then found
// in sharedShapes, without joining the words and asking the memo.
func (ix *Index) sharedShape(words []string) *attrShape {
	if len(words) == 0 {
		return ix.shapeOf(words)
	}
	first, last := words[0], words[len(words)-1]
	h := uint32(len(words)) | uint32(len(first))<<4 | uint32(len(last))<<10
	if first != "" && last != "" {
		h |= uint32(first[0])<<16 ^ uint32(last[len(last)-1])<<20
	}
	slot := &sharedShapes[h*0x9e3779b1>>(32-sharedShapeBits)]
	if e := slot.Load(); e != nil && e.words == &words[0] && e.n == len(words) {
		return e.shape
	}
	shape := ix.shapeOf(words)
	// A slot keeps the first array that takes it.
	slot.CompareAndSwap(nil, &sharedShapeEntry{words: &words[0], n: len(words), shape: shape})
	return shape
}

// sharedShapes holds shapes by the array of their words, in slots chosen
// by the words' lengths and end bytes (see sharedShape). It keeps the
// words it is given, which are the process's own (the memo of properties'
// words) for the records of a data set.
var sharedShapes [1 << sharedShapeBits]atomic.Pointer[sharedShapeEntry]

// sharedShapeBits is the bits of a slot's index in sharedShapes.
const sharedShapeBits = 9

// sharedShapeEntry is the shape of the n words of an array, words its
// first.
type sharedShapeEntry struct {
	words *string
	n     int
	shape *attrShape
}

// shapeOf returns the shape of the property of words, remembered for the
// process: the records of a data set name the same few properties again
// and again, and making a shape was most of the allocations of an index of
// a record.
func (ix *Index) shapeOf(words []string) *attrShape {
	// The memo's key is the words, joined by blanks (a word has none).
	var buf [128]byte
	k := buf[:0]
	for i, w := range words {
		if i > 0 {
			k = append(k, ' ')
		}
		k = append(k, w...)
	}
	return attrShapes.Get(k, func() *attrShape { return newAttrShape(words, ix.ev.Stem) })
}

// attrShapes holds shapeOf's answers, by the words joined.
var attrShapes = memo.New[*attrShape](1 << 12)

// newAttrShape makes the shape of the property of words, stemming with
// stem.
func newAttrShape(words []string, stem func(string) string) *attrShape {
	m := len(words)
	t := &attrShape{
		joined:      strings.Join(words, ""),
		stems:       make([]string, m),
		needleWords: make([][2]string, m),
		wordGrams:   make([]grams, m),
		stemBits:    make([][2]uint64, m),
	}
	for k, w := range words {
		t.bytes = append(t.bytes, []byte(w))
		t.stems[k] = stem(w)
		t.wordGrams[k], t.stemBits[k] = gramsOf(w), [2]uint64{stemBit(t.stems[k]), stemBit2(t.stems[k])}
		t.needleWords[k][0] = t.stems[k]
		if !strings.Contains(w, t.stems[k]) {
			t.needleWords[k][1] = w
		}
	}
	t.content = signals.ContentWordsWith(strings.Join(words, " ")+" "+t.joined, stem)
	for _, st := range t.content {
		t.contentBits |= stemBit(st)
	}
	t.keys = mentionKeys(nil, words, t)
	if m > 0 {
		t.first.stemBits, t.first.grams = t.stemBits[0], t.wordGrams[0]
	}
	return t
}

// take cuts the first m entries off *s and returns them.
func take[T any](s *[]T, m int) []T {
	t := (*s)[:m:m]
	*s = (*s)[m:]
	return t
}

// checkAttributes measures into res, which is zero, a claim against the
// yes/no properties of the structured records in the sources. Small
// enough to be inlined, it answers without a call for most indexes, whose
// sources have none. The check is written in place, where decide keeps
// it: returned, it was copied twice.
func (ix *Index) checkAttributes(cs *claimSignals, res *attrCheck) {
	res.conflict = -1
	if len(ix.ev.Attributes()) > 0 {
		ix.checkProperties(cs, res)
	}
}

// checkProperties is checkAttributes of an index whose sources have
// yes/no properties, into res, whose conflict is -1 and the rest zero.
func (ix *Index) checkProperties(cs *claimSignals, res *attrCheck) {
	attrs := ix.ev.Attributes()
	// Most claims mention no property: find that out cheaply before
	// cutting the claim into clauses, most of them by the filter alone.
	lower, _ := cs.lowerText()
	cs.state.claimNeedles(len(ix.needles))
	if !ix.mentionsAny(cs.state, lower) {
		return
	}
	sc := &cs.state.attr
	cs.readWords()
	split := cs.clauses(sc.split[:0], clauseCut, nil)
	sc.split = split
	// A clause's stems are read from the claim's tokens.
	stems := func(c *clause) []string { return cs.contentWords(ix, c.start, c.start+len(c.text)) }
	all := sc.allOf(split, stems)
	calm := cs.calm()
	var splitAnd []clause
properties:
	for i := range ix.attrs {
		// Most properties are ruled out by their first word before their
		// fact is read.
		t := &ix.attrs[i]
		if !all.mayHoldFirst(t) {
			continue
		}
		si := attrs[i]
		a := ix.ev.Sentences[si].Attr
		// A property the record gives no value for blocks the claim
		// that mentions it, whatever its polarity: its polarity is not
		// read, and once the claim is blocked it is not looked for.
		unknown := a.Value == evidence.Unknown
		if unknown && res.blocked || !all.mayHold(a, t) {
			continue
		}
		if unknown {
			res.blocked = mentionAt(split, a, t, stems) >= 0
			continue
		}
		// A calm claim states each property it mentions plainly, in
		// either reading.
		var neg, unclear bool
		if calm {
			if mentionAt(split, a, t, stems) < 0 {
				continue
			}
			// A claim that holds "rather than" is read clause by clause
			// (see contrastFrom), from the first property it mentions.
			calm = !cs.holdsContrast()
		}
		if !calm {
			var found bool
			if neg, found, unclear = cs.mentionPolarity(split, a, t, stems); !found {
				continue
			}
		}
		// Without a cut at an andWord the two readings cut the claim
		// alike, and read the same polarity.
		negAnd, unclearAnd := neg, unclear
		if sc.andCuts && !calm {
			if splitAnd == nil {
				splitAnd = cs.clauses(sc.splitAnd[:0], clauseCutAnd, split)
				sc.splitAnd = splitAnd
			}
			negAnd, _, unclearAnd = cs.mentionPolarity(splitAnd, a, t, stems)
		}
		sure := !unclear && !unclearAnd && neg == negAnd
		switch {
		case !sure:
			res.blocked = true
		case neg == (a.Value == evidence.No):
			res.supported++
			if res.stems == nil && len(t.content) > 0 {
				res.stems = sc.supported[:0] // valid through the claim
			}
			res.stems = append(res.stems, t.content...)
			res.stemBits |= t.contentBits
		default:
			// The first conflict settles the claim (see Index.decide),
			// which reads nothing else of res: the properties after it
			// are not looked at.
			res.conflict = int(si)
			break properties
		}
	}
	if res.stems != nil {
		sc.supported = res.stems
	}
}

// clauseUnion is what the clauses of a claim hold between them: a
// property that none of them holds alone is in none of them.
type clauseUnion struct {
	joined []byte   // every clause's words, run together, in the scratch
	grams  grams    // the grams of joined
	stems  []string // every clause's content stems
	// stemBits has the stemBit and stemBit2 of each of stems.
	stemBits [2]uint64
}

// stemBit is a bit for a stem, by its length and its ends: two stems with
// different bits differ.
func stemBit(st string) uint64 {
	if st == "" {
		return 1
	}
	return 1 << ((uint(len(st))*7 + uint(st[0]) + uint(st[len(st)-1])*3) & 63)
}

// stemBit2 is a second bit for a stem, by its length and two of its inner
// bytes: stems that share their stemBit seldom share this one.
func stemBit2(st string) uint64 {
	n := len(st)
	if n == 0 {
		return 1
	}
	return 1 << ((uint(st[n/2])*5 + uint(st[n/4])*3 + uint(n)) & 63)
}

// hasStem reports whether st, whose stemBit and stemBit2 are bits, is one
// of the clauses' stems.
func (all *clauseUnion) hasStem(st string, bits [2]uint64) bool {
	return all.stemBits[0]&bits[0] != 0 && all.stemBits[1]&bits[1] != 0 && slices.Contains(all.stems, st)
}

// allOf returns what the clauses hold between them, in the scratch's
// buffers; stems gives a clause's content stems.
func (sc *attrScratch) allOf(cls []clause, stems func(*clause) []string) clauseUnion {
	joined := sc.joined[:0]
	whole, n := true, 0
	for i := range cls {
		c := &cls[i]
		joined = appendRunTogether(joined, c.words)
		if !c.stemsRead {
			c.stems, c.stemsRead = stems(c), true
		}
		whole = whole && c.whole
		n += len(c.stems)
	}
	sc.joined = joined
	// The stems of whole clauses are parts of the claim's, sc.stems, in
	// order (see appendClause): as many, they are all of them, and are not
	// copied.
	all := sc.stems
	if !whole || n != len(all) {
		all = sc.all[:0]
		for i := range cls {
			all = append(all, cls[i].stems...)
		}
		sc.all = all
	}
	u := clauseUnion{joined: joined, grams: gramsOf(joined), stems: all}
	for _, st := range all {
		u.stemBits[0] |= stemBit(st)
		u.stemBits[1] |= stemBit2(st)
	}
	return u
}

// appendRunTogether returns b with words appended, run together: a
// function of its own, whose loop has few values to keep over the copies'
// calls, where allOf's has many.
func appendRunTogether(b []byte, words []string) []byte {
	for _, w := range words {
		b = append(b, w...)
	}
	return b
}

// mayHold reports whether some clause may hold property a, whose terms are
// t: its words run together, or each of its words or their stems, are in
// the clauses between them. A clause's word, or a run of its words, is a
// part of all.joined. Its words run together are a part of all.joined only
// when each word is, so the words alone are read, each by its stem first.
func (all *clauseUnion) mayHold(a *evidence.Attribute, t *attrTerms) bool {
	for k := range a.Words {
		if !all.hasStem(t.stems[k], t.stemBits[k]) && !(all.grams.mayHold(&t.wordGrams[k]) && bytes.Contains(all.joined, t.bytes[k])) {
			return false
		}
	}
	return true
}

// mayHoldFirst is a cheap test that mayHold may pass a property whose
// terms are t, inlined where mayHold is called for each property: the
// first word's stem may be one of the clauses' stems, by its bits, or the
// word a part of their words run together, by its grams. Most properties
// fail it.
func (all *clauseUnion) mayHoldFirst(t *attrTerms) bool {
	return all.stemBits[0]&t.first.stemBits[0] != 0 && all.stemBits[1]&t.first.stemBits[1] != 0 || all.grams.mayHold(&t.first.grams)
}

// attrScratch holds the buffers of checkAttributes, reused claim after
// claim.
type attrScratch struct {
	// words and stems are read from the claim's tokens by readWords.
	words, stems []string
	// stemAt[k] is the number of stems of the tokens before token k.
	stemAt []int32
	// plain is true when a whole clause's words are its tokens' words
	// (see readWords); runs is true when they are also its runs of ASCII
	// letters, digits and underscores, which isMetaClause reads: the
	// claim has no hyphen and no underscore either.
	plain, runs bool
	negTokens   []signals.Token
	cuts        []clauseCutAt
	// andCuts is true when some of cuts is at an andWord, where only
	// clauseCutAnd cuts.
	andCuts         bool
	split, splitAnd []clause
	// read are the clauses whose polarity is read (see polarity).
	read      []clause
	joined    []byte
	all       []string
	partStems []string
	// supported holds the stems of attrCheck.
	supported []string
	// recordN is what recordStems read for the claim numbered
	// recordClaim, whose places are checkState.recordPos; recordMask has
	// bit i for each stem i that counts, of a claim of at most 64.
	recordClaim uint32
	recordN     int
	recordMask  uint64
	// wordsRead is set by readWords, and cleared when
	// checkState.dropOutputText empties the buffers above: only when it is
	// set do they hold text of the checked outputs.
	wordsRead bool
	// contrast is the first of the claim's tokens that opens "rather
	// than", -1 when none does or the claim is not ASCII, once
	// contrastRead (see holdsContrast); readWords clears contrastRead.
	contrast     int
	contrastRead bool
	// part holds the clause mentionedIn reads.
	part []clause
}

// readWords reads, for the clauses to share, each of the claim's tokens
// in lower case without hyphens, the stems of those that are content
// words, and where the claim is cut into clauses. A clause that no token
// runs across the ends of takes its tokens' words and stems from these
// (see appendClause), the words only when the claim is ASCII and the
// clause has no apostrophe, which signals.Fold may drop with an "s":
// plain when the claim has none.
func (cs *claimSignals) readWords() {
	sc := &cs.state.attr
	sc.wordsRead, sc.contrastRead = true, false
	sc.plain = cs.ascii && strings.IndexByte(cs.seg.Text, '\'') < 0
	// A token's Lower holds a hyphen only when the claim does.
	hyphens := strings.IndexByte(cs.seg.Text, '-') >= 0
	sc.runs = sc.plain && !hyphens && strings.IndexByte(cs.seg.Text, '_') < 0
	words := slices.Grow(sc.words[:0], len(cs.tokens))[:len(cs.tokens)]
	for k := range cs.tokens {
		w := cs.tokens[k].Lower
		if hyphens {
			w = strings.ReplaceAll(w, "-", "")
		}
		words[k] = w
	}
	sc.words = words
	cs.readStems()
	sc.cuts = cutClauses(sc.cuts[:0], cs.seg.Text)
	sc.andCuts = slices.ContainsFunc(sc.cuts, func(ct clauseCutAt) bool { return ct.and })
	sc.read = sc.read[:0]
}

// readStems reads the content stems of the claim's tokens:
// sc.stems[sc.stemAt[i]:sc.stemAt[j]] are those of tokens i to j-1, what
// signals.ContentWords gives them but for repeats.
func (cs *claimSignals) readStems() {
	st := cs.state
	sc := &st.attr
	sc.stems, sc.stemAt = sc.stems[:0], append(sc.stemAt[:0], 0)
	for _, t := range st.tokenStems { // one for each of cs.tokens
		if t.ok {
			sc.stems = append(sc.stems, t.stem)
		}
		sc.stemAt = append(sc.stemAt, int32(len(sc.stems)))
	}
}

// spanTokens returns the claim's tokens i to j-1 that lie in its text
// between start and end, and whether they are all of the span's: no token
// runs across start or end.
func (cs *claimSignals) spanTokens(start, end int) (i, j int, whole bool) {
	toks := cs.tokens
	// The first token ending after start, by halves.
	i, hi := 0, len(toks)
	for i < hi {
		if m := int(uint(i+hi) >> 1); int(toks[m].End) <= start {
			i = m + 1
		} else {
			hi = m
		}
	}
	j = i
	for j < len(toks) && int(toks[j].Start) < end {
		j++
	}
	return i, j, (i == len(toks) || int(toks[i].Start) >= start) && (j == i || int(toks[j-1].End) <= end)
}

// spanTokensFrom is spanTokens when the claim's tokens before token from
// all end at or before start: the first token ending after start is
// sought on from there, one by one, not by halves. The spans of a claim's
// clauses come in order, and each starts a token or two on from the last.
func (cs *claimSignals) spanTokensFrom(from, start, end int) (i, j int, whole bool) {
	toks := cs.tokens
	i = from
	for i < len(toks) && int(toks[i].End) <= start {
		i++
	}
	j = i
	for j < len(toks) && int(toks[j].Start) < end {
		j++
	}
	return i, j, (i == len(toks) || int(toks[i].Start) >= start) && (j == i || int(toks[j-1].End) <= end)
}

// squashedHolds reports whether the squashed text of lower (its bytes
// but blanks and hyphens) holds w, which bytes.Contains would tell of the
// text squashed: w's first byte, where lower has it, followed by the rest
// of w, and blanks and hyphens anywhere between. Most claims hold w's
// first byte a few times, and few its second after it, so that reading
// on from each costs less than squashing the claim.
func squashedHolds(lower, w string) bool {
	if w == "" {
		return true
	}
	if strings.ContainsAny(w, " -") {
		return false // no squashed text holds a blank or a hyphen
	}
	for i := 0; ; i++ {
		k := strings.IndexByte(lower[i:], w[0])
		if k < 0 {
			return false
		}
		i += k
		m := 1
		for j := i + 1; m < len(w) && j < len(lower); j++ {
			if c := lower[j]; c == w[m] {
				m++
			} else if !isOut(c) {
				break
			}
		}
		if m == len(w) {
			return true
		}
	}
}

// lowerText returns the claim's text in lower case, as strings.ToLower
// has it, and whether the text is ASCII: an ASCII claim's is its
// tokenisation's Lower (see extract); another's is lowered once, when
// first asked for.
func (cs *claimSignals) lowerText() (lower string, ascii bool) {
	if !cs.ascii && cs.lower == "" {
		cs.lower = strings.ToLower(cs.seg.Text)
	}
	return cs.lower, cs.ascii
}

// clause is one clause of a claim, read once.
type clause struct {
	text  string
	start int      // the clause's offset in the claim
	words []string // lower-case words, hyphens dropped (see has)
	// stems are the clause's content stems once stemsRead.
	stems     []string
	stemsRead bool
	// negate and meta are the clause's polarity and whether it speaks of
	// the data, once read.
	read, negate, meta bool
	// tokens are the first and end of the claim's tokens that lie in the
	// clause when whole: no token runs across its ends.
	tokens [2]int
	whole  bool
}

// has reports whether x is a word of the clause, or a run of two or three
// of its words joined.
func (c *clause) has(x string) bool {
	if x == "" {
		return slices.Contains(c.words, "") // the one run that is ""
	}
	x0 := x[0]
	for i, w := range c.words {
		if w != "" && w[0] != x0 {
			continue // x cannot open with w
		}
		rest := x
		for j := i; j < len(c.words) && j < i+3; j++ {
			var ok bool
			if rest, ok = strings.CutPrefix(rest, c.words[j]); !ok {
				break
			}
			if rest == "" {
				return true
			}
		}
	}
	return false
}

// polarity returns whether the clause is negated and whether it speaks of
// the data rather than the business, read once for the claim's clauses
// of the same span in either cutting.
func (cs *claimSignals) polarity(c *clause) (negate, meta bool) {
	sc := &cs.state.attr
	if !c.read {
		k := slices.IndexFunc(sc.read, func(r clause) bool { return r.start == c.start && len(r.text) == len(c.text) })
		if k < 0 {
			c.negate = cs.clauseNegated(c) || cs.contrastFrom(c) >= 0
			if c.whole && sc.runs {
				// The words are the runs isMetaClause reads.
				c.meta = slices.ContainsFunc(c.words, func(w string) bool { return metaStarts[w[0]] && isMetaWord(w) })
			} else {
				// An ASCII claim holds no letter folding to an ASCII one.
				c.meta = cs.ascii && hasMetaWord(c.text) || !cs.ascii && isMetaClause(c.text)
			}
			c.read = true
			sc.read = append(sc.read, *c)
		} else {
			c.read, c.negate, c.meta = true, sc.read[k].negate, sc.read[k].meta
		}
	}
	return c.negate, c.meta
}

// clauseNegated is signals.Negated of the clause's text. An ASCII
// claim's tokens are cut by what their own bytes and the next are, so
// the tokens of a whole clause of it, read on its own, are the claim's
// that lie in it, moved to the clause's start: they are taken from the
// claim's instead of the clause being tokenised again, with their
// classes: a clause none of whose tokens is of negation's class is not
// negated, and is told so without its tokens being moved.
func (cs *claimSignals) clauseNegated(c *clause) bool {
	if !cs.ascii || !c.whole {
		return signals.Negated(c.text)
	}
	classes := cs.state.classes[c.tokens[0]:c.tokens[1]]
	if !slices.ContainsFunc(classes, func(k signals.WordClass) bool { return k&signals.ClassNegation != 0 }) {
		return false
	}
	t := cs.wholeClauseTokens(c)
	return t.Negated()
}

// holdsContrast reports whether the claim is ASCII and holds "rather
// than", read once for the claim, when first asked: only of a claim that
// mentions a property.
func (cs *claimSignals) holdsContrast() bool {
	sc := &cs.state.attr
	if !sc.contrastRead {
		sc.contrast, sc.contrastRead = -1, true
		if cs.ascii {
			sc.contrast = cs.contrastToken(0)
		}
	}
	return sc.contrast >= 0
}

// contrastToken returns the first of the claim's tokens from token k on
// that is "rather" followed by "than", one blank between them, or -1.
func (cs *claimSignals) contrastToken(k int) int {
	toks := cs.tokens
	for ; k+1 < len(toks); k++ {
		if toks[k].Lower == "rather" && toks[k+1].Lower == "than" && toks[k+1].Start == toks[k].End+1 {
			return k
		}
	}
	return -1
}

// contrastFrom returns the offset in clause c of "rather than", or -1 when
// it holds none: what follows it is denied, as what follows a negation
// word is ("divey rather than trendy"; see statedBeforeNegation). Read
// only in an ASCII claim that holds it (see holdsContrast).
func (cs *claimSignals) contrastFrom(c *clause) int {
	if !cs.holdsContrast() {
		return -1
	}
	i, j, _ := cs.spanTokens(c.start, c.start+len(c.text))
	if k := cs.contrastToken(max(i, cs.state.attr.contrast)); k >= 0 && k+1 < j {
		return int(cs.tokens[k].Start) - c.start
	}
	return -1
}

// wholeClauseTokens returns the tokens of a whole clause of an ASCII
// claim, with their classes, as the clause read on its own has them: the
// claim's that lie in it, moved to its start (see clauseNegated).
func (cs *claimSignals) wholeClauseTokens(c *clause) signals.Tokenized {
	sc := &cs.state.attr
	toks := sc.negTokens[:0]
	at := uint32(c.start) // a claim's offsets fit its tokens' uint32s
	for _, t := range cs.tokens[c.tokens[0]:c.tokens[1]] {
		toks = append(toks, signals.Token{Start: t.Start - at, End: t.End - at, Lower: t.Lower})
	}
	sc.negTokens = toks
	return signals.Tokenized{Text: c.text, Tokens: toks, Classes: cs.state.classes[c.tokens[0]:c.tokens[1]]}
}

// statedBeforeNegation reports whether clause c, which is negated, states
// property a, whose terms are t, before its negation reaches (see
// signals.Tokenized.NegationFrom): "offers lot parking with no valet"
// negates the valet alone, and "a casual spot that does not take
// reservations" the reservations. A record's field is one property, and
// a negation of one does not spill onto another stated before it. stems
// gives a clause's content stems.
func (cs *claimSignals) statedBeforeNegation(c *clause, a *evidence.Attribute, t *attrTerms, stems func(*clause) []string) bool {
	contrast := cs.contrastFrom(c)
	var tz signals.Tokenized
	if cs.ascii && c.whole {
		// A negation reaches from no later than its word, which is of
		// negation's class: most negated clauses mention the field only
		// after their last such word ("does not offer WiFi"), and are
		// told so before their negations' reach is read.
		bound := contrast
		for k := c.tokens[1] - 1; k >= c.tokens[0]; k-- {
			if cs.state.classes[k]&signals.ClassNegation != 0 {
				bound = max(bound, int(cs.tokens[k].Start)-c.start)
				break
			}
		}
		if bound <= 0 || !cs.mentionedIn(c.start, c.start+bound, a, t, stems) {
			return false
		}
		tz = cs.wholeClauseTokens(c)
	} else {
		tz = signals.Tokenize(c.text)
	}
	from := tz.NegationFrom()
	if contrast >= 0 && (from < 0 || contrast < from) {
		from = contrast
	}
	return from > 0 && cs.mentionedIn(c.start, c.start+from, a, t, stems)
}

// mentionedIn reports whether the claim's text between start and end
// mentions property a, whose terms are t (see mentionAt); stems gives a
// clause's content stems.
func (cs *claimSignals) mentionedIn(start, end int, a *evidence.Attribute, t *attrTerms, stems func(*clause) []string) bool {
	sc := &cs.state.attr
	sc.part, _ = cs.appendClause(sc.part[:0], start, end, 0)
	return len(sc.part) == 1 && mentionAt(sc.part, a, t, stems) >= 0
}

// How clauses cuts a claim.
type cutting int

const (
	clauseCut    cutting = iota // at punctuation and clauseWords
	clauseCutAnd                // at andWords too
)

// clauses cuts the claim into clauses, appended to dst; readWords has
// read its words and cuts. A clause of the same span as one of from,
// clauses of the claim read before (in order), is that one, taken as it
// is: cut at andWords too, most clauses are those cut without them.
func (cs *claimSignals) clauses(dst []clause, how cutting, from []clause) []clause {
	sc := &cs.state.attr
	cuts := sc.cuts
	// k is the first of from that may have the span; the tokens before
	// token t end at or before start.
	start, k, t := 0, 0, 0
	for n := 0; n <= len(cuts); n++ {
		end, next := len(cs.seg.Text), 0
		if n < len(cuts) {
			if cuts[n].and && how != clauseCutAnd {
				continue
			}
			end, next = cuts[n].start, cuts[n].end
		}
		for k < len(from) && from[k].start < start {
			k++
		}
		if k < len(from) && from[k].start == start && len(from[k].text) == end-start {
			dst = append(dst, from[k])
		} else {
			dst, t = cs.appendClause(dst, start, end, t)
		}
		start = next
	}
	return dst
}

// appendClause appends to dst the clause of the claim's text between
// start and end, unless it is blank, where the claim's tokens before token
// t end at or before start; it returns dst and the first token that may
// run past end, for the next clause's t.
func (cs *claimSignals) appendClause(dst []clause, start, end, t int) ([]clause, int) {
	sc := &cs.state.attr
	part := cs.seg.Text[start:end]
	// The tokens in the clause, unless one runs across its ends. A part
	// that a token lies in, whose bytes are no blanks, is not blank.
	i, j, whole := cs.spanTokensFrom(t, start, end)
	next := max(i, j-1) // the tokens before token j-1 end before end
	if i == j && strings.TrimSpace(part) == "" {
		return dst, next
	}
	c := clause{text: part, start: start}
	if whole {
		c.stems, c.stemsRead = sc.stems[sc.stemAt[i]:sc.stemAt[j]], true
		c.tokens, c.whole = [2]int{i, j}, true
	}
	if whole && (sc.plain || cs.ascii && strings.IndexByte(part, '\'') < 0) {
		c.words = sc.words[i:j]
	} else {
		c.words = signals.Words(signals.Fold(part))
		for k := range c.words {
			c.words[k] = strings.ReplaceAll(c.words[k], "-", "")
		}
	}
	return append(dst, c), next
}

// isMetaClause reports whether a clause speaks of the data rather than
// the business: "the data does not include information about WiFi". Its
// words (runs of ASCII letters, digits and underscores) are matched in any
// case against metaWords, and against metaPrefixes by their start.
func isMetaClause(text string) bool {
	if hasFoldingLetter(text) {
		return metaClauseFolding().MatchString(text)
	}
	return hasMetaWord(text)
}

// hasMetaWord is isMetaClause of a text without the long s and the
// Kelvin sign (an ASCII text, say): a word of it is a meta word. A word
// whose first byte opens no meta word is passed over unread.
func hasMetaWord(text string) bool {
	for i := 0; i < len(text); {
		c := text[i]
		if !wordBytes[c] {
			i++
			continue
		}
		j := i + 1
		for j < len(text) && wordBytes[text[j]] {
			j++
		}
		if metaStarts[c] && isMetaWord(text[i:j]) {
			return true
		}
		i = j
	}
	return false
}

// buildWordBytes returns wordBytes, generated into tables.go: the bytes
// isASCIIWordByte reports marked.
func buildWordBytes() (words [256]bool) {
	for c := range 256 {
		words[c] = isASCIIWordByte(byte(c))
	}
	return words
}

// isMetaWord reports whether the ASCII word w, in any case, is one of
// metaWords or starts with one of metaPrefixes.
func isMetaWord(w string) bool {
	c := w[0] | 0x20 // lower case, for a letter
	if c < 'a' || c > 'z' {
		return false
	}
	if isFoldedOneOf(w, metaWordsBy[c-'a']) {
		return true
	}
	for _, m := range metaPrefixesBy[c-'a'] {
		if hasFoldedPrefix(w, m) {
			return true
		}
	}
	return false
}

// mentionsAny reports whether mayMention passes the claim for some
// property: of those the mention filter gives it, prefix after prefix,
// until one passes; of every property in exhaustive mode.
func (ix *Index) mentionsAny(st *checkState, lower string) bool {
	if st.exhaustive {
		for i := range ix.attrs {
			if ix.mayMention(st, lower, &ix.attrs[i]) {
				return true
			}
		}
		return false
	}
	// tried has bit b once the properties b, b+64, … are tried.
	var tried uint64
	sc := ix.mention.scan(lower)
	for props := sc.next(); props != 0; props = sc.next() {
		for m := props &^ tried; m != 0; m &= m - 1 {
			for i := bits.TrailingZeros64(m); i < len(ix.attrs); i += 64 {
				if ix.mayMention(st, lower, &ix.attrs[i]) {
					return true
				}
			}
		}
		tried |= props
	}
	return false
}

// mayMention is a cheap test that a claim whose lower-case text is lower
// may mention the property whose terms are t: every word of it, or its
// stem, is in the text, or all its words run together are in the squashed
// text (see squashedHolds). Which needles the claim holds is remembered in
// st.
func (ix *Index) mayMention(st *checkState, lower string, t *attrTerms) bool {
	for _, nk := range t.needles {
		if !st.holdsNeedle(ix, lower, nk[0]) && (nk[1] < 0 || !st.holdsNeedle(ix, lower, nk[1])) {
			return squashedHolds(lower, t.joined)
		}
	}
	return true
}

// mentionPolarity reports whether some clause mentions property a, whose
// terms are t, whether the first that does negates it, and whether that
// clause speaks of the data rather than the thing ("no information about
// WiFi"), which leaves the polarity unclear. stems gives a clause's
// content stems.
func (cs *claimSignals) mentionPolarity(cls []clause, a *evidence.Attribute, t *attrTerms, stems func(*clause) []string) (negated, found, unclear bool) {
	i := mentionAt(cls, a, t, stems)
	if i < 0 {
		return false, false, false
	}
	c := &cls[i]
	if i+1 < len(cls) && cs.labels(c, &cls[i+1]) {
		// "Outdoor seating: no outdoor seating available": the label
		// takes the polarity of what follows it.
		i++
		c = &cls[i]
	}
	negated, unclear = cs.polarity(c)
	if negated && !unclear && cs.statedBeforeNegation(c, a, t, stems) {
		negated = false
	}
	if !negated && !unclear && isListItem(c) {
		negated = cs.listNegated(cls, i)
	}
	return negated, true, unclear
}

// mentionAt returns the first of the clauses that mentions property a,
// whose terms are t, -1 when none does; stems gives a clause's content
// stems.
func mentionAt(cls []clause, a *evidence.Attribute, t *attrTerms, stems func(*clause) []string) int {
	for i := range cls {
		c := &cls[i]
		// A property of one word is its words run together: has told
		// whether the clause holds it as written.
		if c.has(t.joined) || len(a.Words) == 1 && hasStem(c, t.stems[0], stems) || len(a.Words) != 1 && hasAllWords(c, a.Words, t.stems, stems) {
			return i
		}
	}
	return -1
}

// calm reports whether no clause of the claim, cut either way, is
// negated or speaks of the data (see polarity), so that each property a
// clause mentions is read as stated, in either reading: the claim is ASCII
// without underscores, none of its tokens is a negation word or holds
// "n't", and none of their parts between hyphens and apostrophes (the
// runs isMetaClause reads; the tokens themselves when readWords found the
// claim has runs) is a negation word, a metaWord or opens with a
// metaPrefix. A clause cut inside a token holds those of its parts that
// lie whole in the clause, and perhaps a piece of one cut between a
// digit and a cut word: a piece with a digit, which no negation word has,
// and which is a metaWord or opens with a metaPrefix only when it opens
// its part, which then opens with the metaPrefix too.
func (cs *claimSignals) calm() bool {
	sc := &cs.state.attr
	if !cs.ascii || cs.union&signals.ClassNegation != 0 {
		return false
	}
	if sc.runs {
		return !slices.ContainsFunc(sc.words, isMetaRun)
	}
	if strings.IndexByte(cs.seg.Text, '_') >= 0 {
		return false
	}
	// A token without joiners is its one part: the tokens that hold one
	// are found from the joiners of the claim's lower case, which the
	// tokens' are cut from at their offsets (see partsWhole).
	lower := cs.lower
	hy, ap := joinerFrom(lower, 0, '-'), joinerFrom(lower, 0, '\'')
	for k := range cs.tokens {
		t := &cs.tokens[k]
		start := int(t.Start)
		if hy < start {
			hy = joinerFrom(lower, start, '-')
		}
		if ap < start {
			ap = joinerFrom(lower, start, '\'')
		}
		if min(hy, ap) >= int(t.End) {
			if isMetaRun(t.Lower) {
				return false
			}
		} else if !calmJoined(t.Lower) {
			return false
		}
	}
	return true
}

// calmJoined is calm's reading of a token's lower case w that holds a
// joiner: none of its parts is a negation word, a metaWord or opens with a
// metaPrefix, and it does not hold "n't".
func calmJoined(w string) bool {
	// The parts, each read when the joiner after it (or the end) is.
	start := 0
	for i := 0; i <= len(w); i++ {
		if i < len(w) && w[i] != '-' && w[i] != '\'' {
			continue
		}
		if i < len(w) && w[i] == '\'' && i > 0 && w[i-1] == 'n' && i+1 < len(w) && w[i+1] == 't' {
			return false // "n't"
		}
		// A token's parts are never empty: a joiner in it has a letter
		// or digit on either side.
		part := w[start:i]
		if isMetaRun(part) || part != w && signals.ClassOf(part)&signals.ClassNegation != 0 {
			return false
		}
		start = i + 1
	}
	return true
}

// isMetaRun reports whether w, a run of ASCII letters and digits, is a
// metaWord or opens with a metaPrefix.
func isMetaRun(w string) bool { return metaStarts[w[0]] && isMetaWord(w) }

// labels reports whether clause a is a label before a colon and clause b
// what it labels: "WiFi: not available".
func (cs *claimSignals) labels(a, b *clause) bool {
	return isListItem(a) && cs.between(a, b) == ":"
}

// between returns what stands between clauses a and b of the claim, blanks
// trimmed: the punctuation or word they were cut at.
func (cs *claimSignals) between(a, b *clause) string {
	return strings.TrimSpace(cs.seg.Text[a.start+len(a.text) : b.start])
}

// listNegated reports whether clause i, an item of a list cut at commas
// (see isListItem), takes the negation of the clause that opens the list
// ("there is no valet, garage, or lot parking") or of the one that closes
// it with a verb ("street, lot, and valet parking are not provided").
func (cs *claimSignals) listNegated(cls []clause, i int) bool {
	k := i
	for k > 0 && cs.listGap(&cls[k-1], &cls[k]) && isListItem(&cls[k-1]) {
		k--
	}
	if k > 0 && cs.listGap(&cls[k-1], &cls[k]) {
		if neg, _ := cs.polarity(&cls[k-1]); neg {
			return true
		}
	}
	k = i
	for k+1 < len(cls) && cs.listGap(&cls[k], &cls[k+1]) && isListItem(&cls[k+1]) {
		k++
	}
	if k+1 < len(cls) && cs.listGap(&cls[k], &cls[k+1]) && hasListVerb(&cls[k+1]) {
		neg, _ := cs.polarity(&cls[k+1])
		return neg
	}
	return false
}

// listGap reports whether only a comma, perhaps with "and" or "or", lies
// between clauses a and b of the claim.
func (cs *claimSignals) listGap(a, b *clause) bool {
	switch cs.between(a, b) {
	case ",", ", and", ", or", ",and", ",or":
		return true
	}
	return false
}

// isListItem reports whether a clause is a bare item of a list: a few
// words ("garage", "or lot parking"), none of them a negation or a verb.
func isListItem(c *clause) bool {
	if len(c.words) == 0 || len(c.words) > 4 {
		return false
	}
	return !slices.ContainsFunc(c.words, func(w string) bool { return isWordOf(w, &listWordsBy) })
}

// hasListVerb reports whether a clause holds one of listVerbs.
func hasListVerb(c *clause) bool {
	return slices.ContainsFunc(c.words, func(w string) bool { return isWordOf(w, &listVerbsBy) })
}

// listVerbs and listNegations tell a list's bare items from the clauses
// around them.
var (
	listVerbs = []string{"is", "are", "was", "were", "be", "been", "has", "have", "had", "does", "do", "did",
		"can", "will", "offers", "offer", "provides", "provide", "provided", "includes", "include", "available", "accepted", "allowed"}
	listNegations = []string{"no", "not", "nor", "never", "without", "none", "neither"}
)

// isWordOf reports whether w is one of the lower-case words, given by
// their first letter (see byFirstLetter): a word opening with any other
// byte is none of them.
func isWordOf(w string, by *[26][]string) bool {
	return w != "" && 'a' <= w[0] && w[0] <= 'z' && slices.Contains(by[w[0]-'a'], w)
}

// hasAllWords reports whether every word of a property (whose stems are
// stems) is in the clause, as written or by stem ("catering" for Caters);
// stemsOf gives the clause's content stems.
func hasAllWords(c *clause, words, stems []string, stemsOf func(*clause) []string) bool {
	if !c.stemsRead {
		c.stems, c.stemsRead = stemsOf(c), true
	}
	for k, w := range words {
		if !c.has(w) && !slices.Contains(c.stems, stems[k]) {
			return false
		}
	}
	return true
}

// hasStem reports whether stem is one of the clause's content stems,
// which stemsOf gives.
func hasStem(c *clause, stem string, stemsOf func(*clause) []string) bool {
	if !c.stemsRead {
		c.stems, c.stemsRead = stemsOf(c), true
	}
	return slices.Contains(c.stems, stem)
}

// recordCover is the cover of a record passage, measured as e: the
// claim's record words ("offers", "rating"), words glued to figures, and
// the stems of the properties the record supports are left out of the
// share.
func (ix *Index) recordCover(cs *claimSignals, e *passageEval, att *attrCheck) float64 {
	pos, n := cs.recordStems(att)
	if len(cs.stems) <= 64 {
		// The stems that count are a subset of those measure found the
		// passage to hold, or not.
		if n == 0 {
			return 1
		}
		return float64(bits.OnesCount64(e.stems&cs.state.attr.recordMask)) / float64(n)
	}
	pass := ix.ev.Passages[e.p]
	if pass.Last-pass.First >= evidence.Width {
		// Many facts: look the stems up in their postings.
		if n == 0 {
			return 1
		}
		held := 0
		for _, r := range cs.stemRefs {
			if pos[r.pos] >= 0 && ix.passageHoldsStem(pass, r.id) {
				held++
			}
		}
		return float64(held) / float64(n)
	}
	st := cs.state
	refs := st.recordRefs[:0]
	for _, r := range cs.stemRefs {
		if pos[r.pos] >= 0 {
			refs = append(refs, stemRef{r.id, int32(pos[r.pos])})
		}
	}
	st.recordRefs = refs
	share, _ := cover(refs, n, ix.ev.SentencesOf(pass))
	return share
}

// sharesWording reports whether sentence s holds one of the claim's stems
// that count in a record passage (see recordStems).
func (cs *claimSignals) sharesWording(att *attrCheck, s *evidence.Sentence) bool {
	pos, _ := cs.recordStems(att)
	for _, r := range cs.stemRefs {
		if _, ok := slices.BinarySearch(s.StemIDs, r.id); ok && pos[r.pos] >= 0 {
			return true
		}
	}
	return false
}

// recordStems returns, for recordCover, each of the claim's stems' place
// among the n stems that count in a record passage, or -1; the same for
// every passage of the claim, it is read once for the claim.
func (cs *claimSignals) recordStems(att *attrCheck) (pos []int, n int) {
	st := cs.state
	sc := &st.attr
	if sc.recordClaim == st.claim {
		return st.recordPos, sc.recordN
	}
	pos = slices.Grow(st.recordPos[:0], len(cs.stems))[:len(cs.stems)]
	var mask uint64
	supported := att.stemBits != 0 // most claims' records support none of their words
	for i, st := range cs.stems {
		// A word glued to a figure ("5-star") is checked as the figure.
		// The stem bits tell most stems they are none of att.stems.
		// isRecordWord, written out: most stems are told by recordGroupOf.
		if g := recordGroupOf(st); g != 0 && inRecordGroup(st, g) || supported && att.stemBits&stemBit(st) != 0 && slices.Contains(att.stems, st) || startsWithDigit(st) {
			pos[i] = -1
			continue
		}
		pos[i] = n
		n++
		mask |= 1 << (uint(i) & 63)
	}
	st.recordPos, sc.recordClaim, sc.recordN, sc.recordMask = pos, st.claim, n, mask
	return pos, n
}

// recordContradicted is the verdict for a claim that plainly disagrees
// with one fact of a structured record.
func (ix *Index) recordContradicted(c *Claim, si int) {
	c.Verdict, c.ReasonCode = Contradicted, ReasonValueMismatch
	c.Reason = "the record says otherwise: " + ix.ev.Sentences[si].Text
	c.Evidence = soleEvidence(c.Evidence, ix.evidenceOfSentences(si, si))
}

// clauseCutAt is where a claim is cut into clauses: the span of a
// punctuation mark or clause word, which is left out of the clauses, and
// whether it is an andWord or "as well as", at which only clauseCutAnd
// cuts.
type clauseCutAt struct {
	start, end int
	and        bool
}

// cutClauses appends to cuts where text is cut: at , ; : ( ) and at each
// clause word, and each "and", "or", "plus" and "as well as". The text is
// read eight bytes at a time while they are ASCII: the starts of its runs
// of letters and the bytes that may be marks cut at are found together,
// and a run is compared with the words cut at only when its first two
// letters and its length are those of one (see cutPairs); the rest of the
// text is read byte by byte.
func cutClauses(cuts []clauseCutAt, text string) []clauseCutAt {
	i, next := 0, 0   // next is where reading goes on, past a word cut at
	var before uint64 // 0x80 when the byte before the eight is a letter
	for ; i+8 <= len(text); i += 8 {
		x := swar.Load64(text[i : i+8])
		if x&swar.Highs != 0 {
			break
		}
		letters := asciiLetters(x)
		m := letters&^(letters<<8|before) | cutMarks(x)
		before = letters >> 56
		for ; m != 0; m &= m - 1 {
			b := uint(bits.TrailingZeros64(m)) // the top bit of a byte
			k := i + int(b>>3)
			if k < next {
				continue
			}
			if letters>>b&1 == 0 {
				if cutClasses[text[k]] == cutPunct {
					cuts = append(cuts, clauseCutAt{k, k + 1, false})
				}
				continue
			}
			if k+1 == len(text) {
				continue // a letter alone
			}
			lengths := cutPairs[pairKey(text[k]|0x20, text[k+1]|0x20)]
			if lengths == 0 {
				continue
			}
			// The run of letters from k ends at the next other byte.
			j := k + 1
			for j < len(text) && cutClasses[text[j]]&cutLetter != 0 {
				j++
			}
			if lengths>>(j-k)&1 != 0 {
				cuts, next = cutAtWord(cuts, text, k, j)
			}
		}
	}
	return cutBytes(cuts, text, max(i, next))
}

// cutBytes is cutClauses of text from byte from on, byte by byte, where
// from is no letter's but the first of a run.
func cutBytes(cuts []clauseCutAt, text string, from int) []clauseCutAt {
	for i := from; i < len(text); {
		c := text[i]
		switch class := cutClasses[c]; {
		case class == cutPunct:
			cuts = append(cuts, clauseCutAt{i, i + 1, false})
			i++
		case class&cutLetter != 0 && (i == 0 || cutClasses[text[i-1]]&cutLetter == 0):
			j := i + 1
			for j < len(text) && cutClasses[text[j]]&cutLetter != 0 {
				j++
			}
			if class&cutOpens != 0 {
				cuts, j = cutAtWord(cuts, text, i, j)
			}
			i = j
		default:
			i++
		}
	}
	return cuts
}

// cutAtWord appends to cuts the cut at text[i:j], a run of ASCII letters
// with none on either side, when it is a clause word or an andWord, or
// "as" opening "as well as", and returns where the text is read on from:
// j, or the end of "as well as".
func cutAtWord(cuts []clauseCutAt, text string, i, j int) ([]clauseCutAt, int) {
	w, first := text[i:j], (text[i]|0x20)-'a'
	switch {
	case isFoldedOneOf(w, clauseWordsBy[first]):
		cuts = append(cuts, clauseCutAt{i, j, false})
	case isFoldedOneOf(w, andWordsBy[first]):
		cuts = append(cuts, clauseCutAt{i, j, true})
	case len(w) == 2 && hasFoldedPrefix(w, "as") && hasFoldedPrefix(text[j:], " well as") &&
		(j+8 == len(text) || !isASCIILetter(text[j+8])):
		j += 8
		cuts = append(cuts, clauseCutAt{i, j, true})
	}
	return cuts, j
}

// asciiLetters returns the top bit set of each of the eight ASCII bytes x
// that is a letter, from 'a' to 'z' once bit 5 is set: adding 0x80-'a' to
// a byte below 0x80 sets its top bit from 'a' on, and adding 0x80-'z'-1
// from past 'z', neither carrying into the next byte.
func asciiLetters(x uint64) uint64 {
	y := x | 0x20*swar.Ones
	return (y + (0x80-'a')*swar.Ones) &^ (y + (0x80-'z'-1)*swar.Ones) & swar.Highs
}

// cutMarks returns the top bit set of each of the eight ASCII bytes x
// that may be a mark cutClauses cuts at: those from 0x28 to 0x2C and from
// 0x38 to 0x3C, which hold the marks, found as the bytes from '(' to ','
// once bit 4 is cleared.
func cutMarks(x uint64) uint64 {
	z := x &^ (0x10 * swar.Ones)
	return (z + (0x80-'(')*swar.Ones) &^ (z + (0x80-','-1)*swar.Ones) & swar.Highs
}

// buildCutPairs returns cutPairs, generated into tables.go: at the
// pairKey of the first two letters of each clause word, andWord and "as",
// bit n for each length n of those that open with them.
func buildCutPairs() (pairs [1 << 10]uint16) {
	for _, w := range slices.Concat(clauseWords, andWords, []string{"as"}) {
		pairs[pairKey(w[0], w[1])] |= 1 << len(w)
	}
	return pairs
}

// buildCutClasses returns cutClasses, generated into tables.go: the bytes
// classed for cutClauses, cutPunct for the marks it cuts at, cutLetter
// for the ASCII letters (isASCIILetter), with cutOpens for those, in
// either case, that a clause word, an andWord or "as" opens with.
func buildCutClasses() (classes [256]uint8) {
	for _, p := range []byte(",;:()") {
		classes[p] = cutPunct
	}
	for c := range 256 {
		if isASCIILetter(byte(c)) {
			classes[c] = cutLetter
		}
	}
	for _, w := range slices.Concat(clauseWords, andWords, []string{"as"}) {
		classes[w[0]] |= cutOpens
		classes[w[0]-'a'+'A'] |= cutOpens
	}
	return classes
}

// The classes of cutClasses.
const (
	cutPunct = 1 << iota
	cutLetter
	cutOpens
)

// isFoldedOneOf reports whether the ASCII word w, in any case, is one of
// the lower-case words.
func isFoldedOneOf(w string, words []string) bool {
	for _, x := range words {
		if len(w) == len(x) && hasFoldedPrefix(w, x) {
			return true
		}
	}
	return false
}

func isASCIILetter(c byte) bool { return 'a' <= c|0x20 && c|0x20 <= 'z' }
