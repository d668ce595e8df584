package sourced

import (
	"slices"
	"strings"
	"unicode/utf8"
	"unsafe"

	"github.com/sourced-dev/sourced/internal/claims"
	"github.com/sourced-dev/sourced/internal/signals"
)

// extract reads the claim's signals into st's claim, started over for
// it. The claim is tokenised once (its lower case cut from st.lower, the
// checked output's LowerASCII, when that is set, and not checked for
// ASCII again when the whole output is, whose capitals, marked in
// st.capitals, the names are sought from); its content words, negation,
// direction cues and names are read from those tokens.
func (ix *Index) extract(seg claims.Segment, st *checkState) *claimSignals {
	cs := st.next()
	var words signals.Tokenized
	if st.asciiOutput {
		words = signals.TokenizeASCIILowered(cs.tokens, seg.Text, st.lower[seg.Start:seg.End])
	} else {
		words = tokenizeOther(cs.tokens, seg, st.lower)
	}
	cs.seg = seg
	cs.tokens = words.Tokens
	cs.lower, cs.ascii = words.Lower, words.Lower != "" || seg.Text == ""
	words.Classes, cs.union = ix.readTokens(cs)
	union := cs.union
	// The scanners that read the classes find nothing in a claim none of
	// whose tokens is of their class, as most claims are: the union of the
	// classes spares them the pass over the tokens. (Numbers are sought
	// in a text that is not ASCII whatever its tokens.) MayHoldNumbers
	// holds for a claim with a token of a digit or a figure word, which
	// it finds; it is asked only of one whose tokens of those classes
	// are months.
	if words.Lower == "" || union&(signals.ClassDigit|signals.ClassFigure) != 0 || union&signals.ClassMonth != 0 && words.MayHoldNumbers() {
		cs.numbers = words.AppendNumbers(cs.numbers)
	}
	if words.MayHoldQuotes() {
		cs.quotes = signals.AppendQuotes(cs.quotes, seg.Text)
	}
	cs.negated = union&signals.ClassNegation != 0 && words.Negated()
	if cs.negated {
		cs.negAsides = words.NegatedAsides()
	}
	if union&signals.ClassCue != 0 {
		cs.directions = words.AppendDirections(cs.directions)
	}
	if len(cs.numbers) > 0 {
		cs.dropFigureWords()
	}
	// A citation marker holds a digit, and most claims none.
	cites := st.citations[:0]
	if union&signals.ClassDigit != 0 {
		cites = cs.dropCitations(cites)
	}
	st.citations = cites
	if len(cs.numbers) > 0 {
		cs.wide = wideFigures(cs.numbers)
	}
	ix.contentStems(cs)
	if st.asciiOutput {
		st.names = words.AppendNamesMarked(st.names[:0], st.capitals.From(seg.Start))
	} else {
		st.names = words.AppendNames(st.names[:0])
	}
	for i := range st.names {
		// Read in place, and passed to namesPassage and addName by its
		// place: a copy of the name, and the seven words of it that each
		// of the two calls took, cost 0.65 M instructions a RAGTruth op.
		n := &st.names[i]
		// "(Passage 2)" names a part of a context cut into numbered
		// passages, which holds the word; of any other, nothing. The
		// other names of a citation marker ("Doc" of "(Doc 1, p. 4)",
		// "See") name nothing a source holds.
		if len(cites) > 0 && inSpans(cites, n.Start, n.End) && !isPassageWord(n.Text) {
			continue
		}
		if ix.labels != nil || !namesPassage(seg.Text, n) {
			cs.addName(n)
		}
	}
	if cs.negAsides != nil {
		cs.asideOwn = cs.asideOwnStems(cs.asideOwn)
	}
	return cs
}

// tokenizeOther is extract's tokenizing of a claim of an output that is
// not ASCII, whose lower case is lower, or "" when it was not lowered:
// most outputs are ASCII, and the two calls are kept out of extract's
// body.
func tokenizeOther(toks []signals.Token, seg claims.Segment, lower string) signals.Tokenized {
	if lower != "" {
		return signals.TokenizeLowered(toks, seg.Text, lower[seg.Start:seg.End])
	}
	return signals.TokenizeInto(toks, seg.Text)
}

// readTokens looks each of the claim's tokens up once, in the state's
// memo of the index's words, which hold its stem, the stem's id and its
// class (see evidence.Index.WordStem and wordMemo): what it brings is kept
// in st.tokenStems for contentStems and contentWords, and its class is
// returned for the scanners that read the tokens, with the union of the
// classes.
func (ix *Index) readTokens(cs *claimSignals) ([]signals.WordClass, signals.WordClass) {
	st := cs.state
	n := len(cs.tokens)
	if cap(st.tokenStems) < n || cap(st.classes) < n {
		st.growTokenRoom(n)
	}
	// Cut in place, which writes their lengths alone, where cutting
	// copies and writing them back wrote the six words of both.
	st.tokenStems, st.classes = st.tokenStems[:n], st.classes[:n]
	return st.classes, st.words.read(ix.ev, cs.tokens, st.tokenStems, st.classes)
}

// dropFigureWords makes the tokens of the claim's amounts no content
// words: the words of "fifty-six billion dollars" or "8 per cent" belong
// to a number, which is compared by its value, and a source that writes
// it "$56B" or "8%" must not lack them. A token is an amount's when it
// lies inside the amount's text, or overlaps it and opens with a digit
// ("10-20"), not with a letter ("covid-19"). A date, a time or an ordinal
// ("March 17", "first") is no amount (signals.Number.Quantity): a source
// writes it in the same words. A measure's unit, its last word
// ("minutes" of "14 minutes", "stars", "two-kilometer"), is kept: a
// source writes it as a word that says what is measured, and a record
// names its fact by it ("review stars"), unless it is glued to the
// digits ("5km", "3.2GHz"): such a token is the figure's own, which a
// source writing "5 km" or "6km" lacks.
func (cs *claimSignals) dropFigureWords() {
	toks, stems := cs.tokens, cs.state.tokenStems
	for _, n := range cs.numbers {
		if !n.Quantity() {
			continue // a date's month, an ordinal: words a source writes alike
		}
		i, j, _ := cs.spanTokens(n.Start, n.End)
		if n.Kind == signals.Measure && j > i && int(toks[j-1].End) <= n.End && !unitGlued(n.Text) {
			j-- // the unit
		}
		for k := i; k < j; k++ {
			t := toks[k]
			if int(t.Start) >= n.Start && int(t.End) <= n.End || isDigit(t.Lower[0]) {
				stems[k] = tokenStem{id: -1}
			}
		}
	}
}

// unitGlued reports whether the unit of a measure written text follows
// its last digit without a blank or a hyphen ("3.2GHz", "5,000mAh",
// "200C"; not "5 km" or "19-year-old").
func unitGlued(text string) bool {
	for k := len(text) - 2; k >= 0; k-- {
		if isDigit(text[k]) {
			return isASCIILetter(text[k+1])
		}
	}
	return false
}

// dropCitations makes the tokens of the claim's citation markers no
// content words, and appends the markers' spans to dst: a word naming a
// part of the context with a number list after it ("Passage 2", "sources
// 1 and 3", "Doc 1, p. 4"; see signals.CitationEnd), with the parentheses
// around it and a word that leads it in them ("(see Passage 2)"). What a
// claim cites is no wording a source must hold.
func (cs *claimSignals) dropCitations(dst [][2]int) [][2]int {
	next := 0 // the first token after the markers found
	if !cs.ascii {
		for k := range cs.tokens {
			if mayNamePart(cs.tokens[k].Lower) {
				dst, next = cs.dropCitation(k, next, dst)
			}
		}
		return dst
	}
	// In an ASCII claim a marker's number list opens with a token of an
	// ASCII digit, right after its word: only the tokens before those of
	// the class are tried, and only those that start as a word naming a
	// part of the context does, without a call.
	cls := cs.state.classes[:len(cs.tokens)]
	for k := 1; k < len(cls); k++ {
		if cls[k]&signals.ClassDigit != 0 && mayNamePart(cs.tokens[k-1].Lower) {
			dst, next = cs.dropCitation(k-1, next, dst)
		}
	}
	return dst
}

// dropCitation is dropCitations of the claim's token k, which may name a
// part of the context (mayNamePart) and is tried when no marker found
// before, which ends before token next, holds it; it returns dst and next
// with the marker that token k opens, if any.
func (cs *claimSignals) dropCitation(k, next int, dst [][2]int) ([][2]int, int) {
	if k < next {
		return dst, next
	}
	t := &cs.tokens[k]
	text := cs.seg.Text
	if !numberMayFollow(text, int(t.End)) {
		return dst, next // a marker's word has its number after it
	}
	end := signals.CitationEnd(text, int(t.Start), int(t.End))
	if end < 0 {
		return dst, next
	}
	start := citationOpen(text, int(t.Start), end)
	i, j, _ := cs.spanTokens(start, end)
	stems := cs.state.tokenStems
	for ; i < j; i++ {
		stems[i] = tokenStem{id: -1}
	}
	return append(dst, [2]int{start, end}), j
}

// mayNamePart reports whether the lower-case token w may be a word naming
// a part of the context (see signals.CitationEnd): every such word starts
// with a "p", an "s" or a "d".
func mayNamePart(w string) bool {
	c := w[0]
	return c == 'p' || c == 's' || c == 'd'
}

// numberMayFollow reports whether what follows text[:i], past blanks and a
// "#", may open a number: an ASCII digit, or a byte of a character
// signals.CitationEnd reads (it reads other digits too), so that the words
// of most claims are passed over without its look-up.
func numberMayFollow(text string, i int) bool {
	for i < len(text) && (text[i] == ' ' || text[i] == '\t' || text[i] == '#') {
		i++
	}
	return i < len(text) && (isDigit(text[i]) || text[i] >= utf8.RuneSelf)
}

// citationLeads are the words that may lead a citation marker inside its
// parentheses: "(see Passage 2)", "(cf. Source 1)".
var citationLeads = []string{"see", "see also", "cf.", "cf", "from", "per"}

// citationOpen returns where the citation marker whose word starts at i
// and which ends at end opens: at the parenthesis before it, perhaps with
// one of citationLeads between, when it closes one; otherwise at i.
func citationOpen(text string, i, end int) int {
	if text[end-1] != ')' {
		return i
	}
	k := strings.TrimRight(text[:i], " ")
	if strings.HasSuffix(k, "(") {
		return len(k) - 1
	}
	for _, w := range citationLeads {
		if len(k) > len(w) && strings.EqualFold(k[len(k)-len(w):], w) {
			if o := strings.TrimRight(k[:len(k)-len(w)], " "); strings.HasSuffix(o, "(") {
				return len(o) - 1
			}
		}
	}
	return i
}

// inSpans reports whether text[start:end] lies inside one of spans.
func inSpans(spans [][2]int, start, end int) bool {
	for _, s := range spans {
		if s[0] <= start && end <= s[1] {
			return true
		}
	}
	return false
}

// growTokenRoom gives st.tokenStems and st.classes room for n tokens, as
// slices.Grow does: readTokens' rare case, kept out of its body.
func (st *checkState) growTokenRoom(n int) {
	st.tokenStems = slices.Grow(st.tokenStems[:0], n)
	st.classes = slices.Grow(st.classes[:0], n)
}

// contentStems sets the claim's stems, those of its content words, each
// once, in order of first appearance, less the cues: the stems of the
// words of its direction cues, which are compared by opposed, not counted
// as wording ("rose" against "fell" is a flip, not missing coverage). It
// sets their stemRefs and refBits too, from what readTokens found the
// tokens bring.
func (ix *Index) contentStems(cs *claimSignals) {
	st := cs.state
	seen := &st.seenStems
	seen.next()
	// The cues' stems are marked met before the claim's tokens are read:
	// the loop below passes over them as over any stem met before, which
	// leaves the claim's stems as they are with the cues taken out
	// afterwards. Only the stems of a cue a token runs across, which are
	// not read from the tokens (nor marked by their ids), are taken out
	// afterwards, by dropCues.
	// Most claims have no direction cue, and spare markCues its call.
	exact := len(cs.directions) == 0 || cs.markCues(ix, seen)
	// Room for every token's stem, made once for most claims: the lists
	// are kept from claim to claim. They are filled by index, not by
	// append, which keeps fewer values live in the loop.
	toks := st.tokenStems // a local, which the calls below cannot change
	if n := max(len(toks), minStemRoom); cap(cs.stems) < n || cap(cs.stemRefs) < n {
		cs.growStemRoom(n)
	}
	stems, refs := cs.stems[:len(toks)], cs.stemRefs[:len(toks)]
	ns, nr := 0, 0
	for k := 0; ; k++ {
		// The tokens seen.scan settles, then one it leaves to seen.add.
		if k, ns, nr = seen.scan(toks, k, stems, ns, refs, nr); k == len(toks) {
			break
		}
		t := &toks[k]
		if !seen.add(t.stem, t.id) {
			continue
		}
		if t.id >= 0 {
			refs[nr] = stemRef{t.id, int32(ns)}
			nr++
		}
		stems[ns] = t.stem
		ns++
	}
	refs = refs[:nr]
	if !exact {
		// dropCues reads the refs in the stems' order, as they are made.
		ns, nr = dropCues(stems[:ns], refs, cs.cues)
		refs = refs[:nr]
	}
	var bits uint64
	if nr > 1 {
		bits = sortRefs(refs)
	} else {
		bits = refBitsOf(refs)
	}
	cs.stems, cs.stemRefs, cs.refBits = stems[:ns], refs, bits
}

// markCues sets the claim's cues, the contentWords of each of its
// directions in turn, and marks in seen the stems of those read from the
// claim's tokens, with their ids: it reports whether every cue was, as
// for nearly every claim, so that none of the cues is left to be taken
// out of the claim's stems.
func (cs *claimSignals) markCues(ix *Index, seen *stemSet) bool {
	exact := true
	for _, d := range cs.directions {
		if d.Axis == signals.Assent {
			// A verb of deciding is what the claim says happened: it
			// stays among the content words a passage must hold.
			continue
		}
		i, j, whole := cs.spanTokens(d.Start, d.End)
		if !whole {
			cs.cues = append(cs.cues, signals.ContentWordsWith(cs.seg.Text[d.Start:d.End], ix.ev.Stem)...)
			exact = false
			continue
		}
		// contentWords, its list appended to the cues as it is made.
		span := &cs.state.spanStems
		span.next()
		for _, t := range cs.state.tokenStems[i:j] {
			if t.ok && span.add(t.stem, t.id) {
				cs.cues = append(cs.cues, t.stem)
				seen.add(t.stem, t.id)
			}
		}
	}
	return exact
}

// dropCues takes the cues out of a claim's stems, which are distinct, and
// out of their refs, in the stems' order, whose positions it renumbers, and
// returns how many of each are left (see contentStems).
func dropCues(stems []string, refs []stemRef, cues []string) (ns, nr int) {
	r := 0
	for j, st := range stems {
		ref := r < len(refs) && int(refs[r].pos) == j
		if ref {
			r++
		}
		if slices.Contains(cues, st) {
			continue
		}
		if ref {
			refs[nr] = stemRef{refs[r-1].id, int32(ns)}
			nr++
		}
		stems[ns] = st
		ns++
	}
	return ns, nr
}

// growStemRoom gives the claim's lists of stems and of their refs room
// for n, as slices.Grow does: contentStems' rare case, kept out of its
// body.
func (cs *claimSignals) growStemRoom(n int) {
	cs.stems = slices.Grow(cs.stems[:0], n)
	cs.stemRefs = slices.Grow(cs.stemRefs[:0], n)
}

// minStemRoom is the room a claim's lists of stems are first made with,
// more than most claims' tokens.
const minStemRoom = 32

// maxInsertionSort is the most stem refs sortRefs sorts by insertion.
const maxInsertionSort = 24

// byID orders stem refs by id.
func byID(a, b stemRef) int { return int(a.id - b.id) }

// sortRefs sorts a claim's stem refs, whose ids differ, by id: a short
// list, as most claims' are, by insertion, without the calls of a general
// sort. It is a call of its own, which keeps contentStems' loop to fewer
// values, none of them spilled. It returns refBitsOf(refs), read as it
// sorts, of a list of at least one ref.
func sortRefs(refs []stemRef) uint64 {
	if len(refs) > maxInsertionSort {
		slices.SortFunc(refs, byID)
		return refBitsOf(refs)
	}
	// Insertion, the places of the list read by pointers, which are in
	// it: a ref whose id is below the first's moves all before it down
	// one, any other moves down those of a higher id, until it meets a
	// lower one, as it does at the first at the latest, with no test of
	// the list's start.
	first := unsafe.SliceData(refs)
	bits := uint64(1) << (first.id & 63)
	for i := 1; i < len(refs); i++ {
		p := refAt(first, i)
		r := *p
		bits |= 1 << (r.id & 63)
		if r.id < first.id {
			for ; p != first; p = refAt(p, -1) {
				moveRef(p, refAt(p, -1))
			}
		} else {
			for ; refAt(p, -1).id > r.id; p = refAt(p, -1) {
				moveRef(p, refAt(p, -1))
			}
		}
		*p = r
	}
	return bits
}

// refAt returns the place of the ref i places after (before, when i is
// negative) that of p, in the same list.
func refAt(p *stemRef, i int) *stemRef {
	return (*stemRef)(unsafe.Add(unsafe.Pointer(p), i*int(unsafe.Sizeof(stemRef{}))))
}

// moveRef sets *dst to *src, moved whole, as the word of eight bytes a
// ref is (TestStemRefSize), where a copy of its two fields takes two.
func moveRef(dst, src *stemRef) {
	*(*uint64)(unsafe.Pointer(dst)) = *(*uint64)(unsafe.Pointer(src))
}

// tokenStem is what one of the claim's tokens brings (see
// evidence.Index.WordStem): its stem and the stem's id when ok, when it
// is a content word. A token that is not has no stem and id -1, as
// WordStem says (contentStems passes over it by its id).
type tokenStem struct {
	stem string
	id   int32
	ok   bool
}

// contentWords is signals.ContentWordsWith of the claim's text[start:end]
// and the index's Stem, read from the claim's tokens when none of them
// runs across start or end: the span's own tokens are then those, with
// what contentStems found they bring. The list is valid through the claim.
func (cs *claimSignals) contentWords(ix *Index, start, end int) []string {
	i, j, whole := cs.spanTokens(start, end)
	if !whole {
		return signals.ContentWordsWith(cs.seg.Text[start:end], ix.ev.Stem)
	}
	st := cs.state
	seen := &st.spanStems
	seen.next()
	k := len(st.spanWords)
	for _, t := range st.tokenStems[i:j] {
		if t.ok && seen.add(t.stem, t.id) {
			st.spanWords = append(st.spanWords, t.stem)
		}
	}
	if len(st.spanWords) == k {
		return nil
	}
	return st.spanWords[k:len(st.spanWords):len(st.spanWords)]
}

// stemSet is the stems a claim has met: those the index knows by their
// ids, stamped with the claim's number, the others listed, or put in a
// map when they are many. Its arrays are kept from claim to claim.
type stemSet struct {
	stamp   uint32
	marks   []uint32 // marks[id] == stamp once stem id is met
	others  []string
	another map[string]struct{}
	// otherBits has bit stemBit(st) of each of the others and of the
	// map's stems (by a stem's length and ends, in which most of a
	// claim's stems differ): a stem whose bit is not set is none of them,
	// told so without comparing it with each, as most stems the index
	// does not know are new to the claim.
	otherBits uint64
}

// maxListed is how many stems the index does not know a stemSet lists
// before it puts them in its map; minMarks is the number of marks it first
// makes, for the ids of an index's stems.
const (
	maxListed = 32
	minMarks  = 256
)

// next empties the set for another claim.
func (s *stemSet) next() {
	s.stamp++
	if s.stamp == 0 {
		clear(s.marks)
		s.stamp = 1
	}
	s.others, s.otherBits = s.others[:0], 0
	if len(s.another) > 0 {
		clear(s.another)
	}
}

// scan adds the stems of toks from k on to the set, each new one to
// stems after the ns there and, when the index knows it, its ref to refs
// after the nr there, in the order of the tokens, until it meets a token
// it cannot settle without seen.add, a stem the index does not know that
// may be one of the others or finds no room among them, or the end of
// toks: it returns that token's place, or len(toks), and the new ns and
// nr. stems and refs have room for a stem and a ref of every token. It
// makes no call, so that the compiler keeps what it reads in registers,
// not spilled at every token as a loop that calls add would (see
// contentStems). It writes a stem and a ref through their places
// (stringAt, refAt), as ns and nr, which never pass k, are in that room:
// the compiler cannot prove them in it, and its tests of the two indices
// cost 1.1 M instructions a RAGTruth op.
func (s *stemSet) scan(toks []tokenStem, k int, stems []string, ns int, refs []stemRef, nr int) (int, int, int) {
	marks, stamp := s.marks, s.stamp
	// Cut to the length of toks, so that one length bounds the three.
	stems, refs = stems[:len(toks)], refs[:len(toks)]
	for ; uint(k) < uint(len(toks)); k++ {
		t := &toks[k]
		// add, its most frequent case first: a stem the index knows,
		// whose mark is made. The marks are indexed by the id as it is
		// tested, which spares the compiler's own test of the index. A
		// token that is no content word has no id (see tokenStem), so
		// that the test passes over it too, and ok is read only after
		// it fails.
		if id := uint(t.id); id < uint(len(marks)) {
			if marks[id] == stamp {
				continue
			}
			marks[id] = stamp
			*refAt(unsafe.SliceData(refs), nr) = stemRef{t.id, int32(ns)}
			nr++
		} else if !t.ok {
			continue
		} else if o, bit := s.others, stemBit(t.stem); t.id < 0 && s.otherBits&bit == 0 && len(o) < cap(o) {
			// A stem the index does not know, new to the claim, as its
			// bit tells, listed: add's next most frequent case,
			// without append's call to grow the list, which has room.
			s.otherBits |= bit
			o = o[:len(o)+1]
			o[len(o)-1] = t.stem
			s.others = o
		} else {
			return k, ns, nr
		}
		*stringAt(unsafe.SliceData(stems), ns) = t.stem
		ns++
	}
	return k, ns, nr
}

// stringAt returns the place of the string i places after that of p, in
// the same list.
func stringAt(p *string, i int) *string {
	return (*string)(unsafe.Add(unsafe.Pointer(p), i*int(unsafe.Sizeof(""))))
}

// add adds stem st, whose id in the index is id (-1 when it has none),
// and reports whether it was not yet in the set.
func (s *stemSet) add(st string, id int32) bool {
	if id >= 0 {
		if int(id) >= len(s.marks) {
			// Grown to its capacity, at least minMarks at first, which
			// doubles: every mark past the old ones is zero.
			s.marks = slices.Grow(s.marks, max(int(id)+1, minMarks)-len(s.marks))
			s.marks = s.marks[:cap(s.marks)]
		}
		if s.marks[id] == s.stamp {
			return false
		}
		s.marks[id] = s.stamp
		return true
	}
	bit := stemBit(st)
	if s.otherBits&bit != 0 {
		if slices.Contains(s.others, st) {
			return false
		}
		if _, ok := s.another[st]; ok {
			return false
		}
	}
	s.otherBits |= bit
	if len(s.others) < maxListed {
		if s.others == nil {
			s.others = make([]string, 0, maxListed) // made once
		}
		s.others = append(s.others, st)
		return true
	}
	if s.another == nil {
		s.another = make(map[string]struct{})
	}
	s.another[st] = struct{}{}
	return true
}

// addName adds a name and its slot to the claim's; the slot keeps the
// name's folded form and posting key: a name met before by the state (in this Check or
// an earlier one, of any index) is found by the name as written, or folded
// into a buffer and looked up, not made again.
func (cs *claimSignals) addName(n *signals.Name) {
	st := cs.state
	k := st.nameSlotAsWritten(n.Text)
	i := len(cs.names)
	if i == cap(cs.names) || i == cap(cs.nameSlot) {
		cs.growNames()
	}
	// Written in place, in the room growNames makes: the code that grows
	// the lists is kept out of this body, which every name runs.
	cs.names = cs.names[:i+1]
	cs.names[i] = *n
	cs.nameSlot = cs.nameSlot[:i+1]
	cs.nameSlot[i] = k
}

// growNames makes room for one more name in the claim's lists of names
// and their slots, which are as long: room for most claims' names when
// they have none, made once, as the lists are kept from claim to claim;
// else as append grows them.
func (cs *claimSignals) growNames() {
	if cap(cs.names) == 0 {
		cs.names, cs.nameSlot = make([]signals.Name, 0, minNameRoom), make([]int32, 0, minNameRoom)
	}
	cs.names = slices.Grow(cs.names, 1)
	cs.nameSlot = slices.Grow(cs.nameSlot, 1)
}

// minNameRoom is the room a claim's lists of names are first made with.
const minNameRoom = 8

// report renders the claim's signals for the report: its three lists
// share the report's arrays (see reportRoom), and the numbers' keys, left
// empty until fillKeys writes them, one string. It writes them into s,
// where the claim keeps them, which spares a copy of the nine words.
func (cs *claimSignals) report(s *Signals) {
	names := cs.names[:len(cs.names)-cs.borrowed]
	nn, ne, nq := len(cs.numbers), len(names), len(cs.quotes)
	if nn+ne+nq == 0 {
		s.Numbers, s.Entities, s.Quotes = []string{}, []string{}, []string{}
		return
	}
	all := cs.state.room.strings(nn + ne + nq)
	// The numbers' keys are written once the Check is done (see
	// fillKeys).
	st := cs.state
	for _, n := range cs.numbers {
		st.keys = n.AppendKey(st.keys)
		st.keyEnds = append(st.keyEnds, len(st.keys))
	}
	for i, n := range names {
		all[nn+i] = n.Text
	}
	for i, q := range cs.quotes {
		all[nn+ne+i] = q.Text
	}
	s.Numbers, s.Entities, s.Quotes = all[:nn:nn], all[nn:nn+ne:nn+ne], all[nn+ne:]
}
