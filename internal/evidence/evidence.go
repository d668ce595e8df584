// Package evidence prepares source documents once for checking: it splits
// them into sentences, extracts each sentence's signals, cuts passages of
// consecutive sentences inside each document, and keeps postings from words,
// numbers and names to the sentences that hold them, so that a claim looks
// up its candidate passages instead of scanning them all.
//
// An Index is immutable after New and safe for concurrent use.
package evidence

import (
	"bytes"
	"cmp"
	"hash/maphash"
	"iter"
	"math"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"unicode"
	"unicode/utf8"
	"unsafe"

	"github.com/sourced-dev/sourced/internal/claims"
	"github.com/sourced-dev/sourced/internal/lexicon"
	"github.com/sourced-dev/sourced/internal/signals"
	"github.com/sourced-dev/sourced/internal/swar"
)

// Width is the number of consecutive sentences in a passage.
const Width = 3

// Document is one source text.
type Document struct {
	Name string
	Text string
}

// Sentence is one sentence of a document with its signals.
type Sentence struct {
	Doc        int    // index of the document
	Start, End int    // byte offsets into the document
	RuneStart  int    // Start in code points
	RuneEnd    int    // End in code points
	Text       string // the sentence
	Folded     string // signals.Fold(Text): what names are looked up in
	Quoted     string // signals.NormalizeQuoted(Text): what quotes are looked up in
	Numbers    []signals.Number
	// StemIDs are the ids of the sentence's content-word stems (see
	// StemID), sorted.
	StemIDs []int32
	Negated bool
	// Unmarked is signals.Unmarked(Folded) when Folded holds a letter
	// with a diacritic, "" otherwise (see Marked): the sentence is posted
	// under its words without them too, and a name is sought in it when
	// not found in Folded.
	Unmarked string
	// NegatedAside marks a Negated sentence of prose whose negations all
	// lie in asides, which the rest of it does not share (see
	// Index.NegatedAsides): "Acme, which never opened stores abroad,
	// opened 30 stores".
	NegatedAside bool
	Directions   []signals.Direction
	// Attr is the yes/no property a fact of a structured record states;
	// nil for other sentences.
	Attr *Attribute
	// Hours are the opening hours a fact of a structured record states;
	// nil for other sentences.
	Hours *Hours
}

// Marked reports whether the sentence's folded text holds a letter with
// a diacritic (see Unmarked).
func (s *Sentence) Marked() bool { return s.Unmarked != "" }

// Passage is a window of up to Width consecutive sentences of one document.
type Passage struct {
	Doc         int
	First, Last int // sentence indexes, inclusive
	// Record marks the one passage of a structured source: all the facts
	// of one record, whose sentences are key: value facts.
	Record bool
}

// Index is a prepared set of documents.
type Index struct {
	Docs      []Document
	Sentences []Sentence
	Passages  []Passage

	// passageRange[s] holds the lowest and the highest passage index that
	// contain sentence s.
	passageRange [][2]int32

	// terms is the process's table of words and stems the index took its
	// words' classes from; wordIDs and stemIDs map the table's ids of the
	// index's words and of its stems to the index's own, made when they
	// are all known, with the room they need (see keyPostings.local). The
	// index numbers every word it has met, as a folded token, a lower-case
	// token or a word written in lower case, in order of first
	// appearance; info and byWord are indexed by those ids.
	terms            *termTable
	wordIDs, stemIDs localIDs[uint32]
	info             []wordInfo
	byWord           postingLists // word id -> sentences whose folded text holds it
	// The index numbers its content stems in order of first appearance,
	// and byStem is indexed by those ids; stemIDs gives them for the table's
	// ids, and the stems' texts are the table's, found there (see StemID),
	// so that an index keeps no table of texts of its own.
	byStem postingLists // content stem id -> sentences
	// numberIDs numbers the numberKeys of the sources' figures in order
	// of first appearance; byNumber is indexed by those ids.
	numberIDs localIDs[uint64]
	byNumber  postingLists // number id -> sentences
	// values are the numbers' values, sorted, with their ids; made on
	// first use by NumbersIn.
	values     []numberValue
	valuesOnce sync.Once
	// attrs are the sentences that state a record's yes/no property.
	attrs []int32
	// hours are the sentences that state a record's opening hours.
	hours []int32
	// anchors remember each sentence's Anchor once asked for (see
	// anchorKnown).
	anchors []atomic.Uint64
	// inside remembers namedInside by word id (0 not yet asked, then
	// insideNo or insideYes), made when first asked: only opening words
	// of a derived word's shape or common words are asked.
	inside     []atomic.Uint32
	insideOnce sync.Once
	// loose holds Loose's bits, made on first use.
	loose     []uint64
	looseOnce sync.Once
	// plain has bit s%64 of word s/64 set for each plain sentence s (see
	// sentenceShape.plain), whose words written in lower case, its tokens
	// that start so, are not marked in info but found when asked (see
	// HasLowerWord): claims ask of few words, and marking them sentence
	// by sentence took more instructions than the asking.
	plain []uint64
	// asides holds the NegatedAsides of each NegatedAside sentence; nil
	// until one is met.
	asides map[int32]Asides

	build *builder // scratch space while building; nil after New
	// spare holds the whole arrays the index's own are cut from, which
	// Release hands on (see spareArrays); nil once released.
	spare *spareArrays
}

// wordInfo is what the index knows of one interned word.
type wordInfo struct {
	// stem is the word's content stem id, noContent when the word is no
	// content word (see signals.IsContentWord); a content word's is its
	// unclassifiedStem until the word is first met as a token of a
	// sentence, below noContent.
	stem int32
	// lower marks a word that some sentence that is not plain (see
	// sentenceShape.plain) writes starting in lower case.
	lower bool
	// flags are the word's term table entry's (its signals.ClassOf and
	// whether it is a NumberWord: see wordEntry.flags), kept here, not
	// only in the entry, so that a token reads one record of its word,
	// and one byte of it for both (with a byte for each, taken apart and
	// put together again from the entry's, a RAGTruth op took 1.5 M more
	// instructions).
	flags uint8
}

// The highest stem of a wordInfo before the word is classified (see
// unclassifiedStem), and the stem of a word that is no content word.
const (
	unclassified int32 = -2
	noContent    int32 = -1
)

// builder is the scratch space of New, reused from sentence to sentence
// and, through builders, from index to index.
type builder struct {
	// tokens are a sentence's tokens, tokenIDs their words' ids, classes
	// their words' signals.ClassOf, and folded the tokens of its folded
	// text.
	tokens   []signals.Token
	tokenIDs []int32
	classes  []signals.WordClass
	folded   []signals.Token
	// cache finds the words by their text.
	cache wordCache
	// words, stems and figures collect the postings of words, content
	// stems and numbers; a sentence lists each stem once.
	words, stems, figures postings
	// nums and dirs collect the sentences' Numbers and Directions, one
	// sentence after another, to be copied into arrays of their exact size
	// at the end (see keepItems). stemsAt[s] is the number of the
	// content stems' postings before those of sentence s (see
	// keepStemIDs).
	nums    []signals.Number
	stemsAt []int32
	dirs    []signals.Direction
	// shares holds the values a percentage is posted under besides its
	// own (see signals.AppendShareValues), or a figure under its
	// roundings (see signals.AppendRoundings).
	shares []float64
	// parts are the index's documents cut (see cut), segs the segments of
	// its texts, one text after another.
	parts []docParts
	segs  []claims.Segment
	// texts holds the quote-normalised texts of the sentences that quotes
	// name, one after another, to be made one string at the end (see
	// keepTexts).
	texts  []byte
	quotes []textSpan
	// record renders the facts of structured sources.
	record factWriter
	// attrs and hours hold the Attr and Hours of the index's facts, the
	// sentences pointing into them: arrays of the index, made with the
	// room they need (see New), never reused.
	attrs []Attribute
	hours []Hours
	// stemMet marks the stems of the term table the index has met, a bit
	// for each by the table's id, and stemOf gives their ids in the index:
	// an entry of stemOf is the index's only where its bit is set. Look-ups
	// of arrays, not of a hash table, as the tokens meet the stems. Most
	// stems a word brings are new to its index, and their look-ups read
	// only a bit, of an array 32 times smaller than the ids', which stays
	// in the first-level cache where the ids, or ids with a stamp of the
	// index beside them, did not (see clearStems).
	stemMet []uint64
	stemOf  []int32
	// long gives the ids of the index's words of more than maxKeyed
	// bytes, which the cache does not hold, by their wordKey.
	long localIDs[uint32]
}

// builders holds the scratch spaces of finished indexes for new ones.
var builders = sync.Pool{New: func() any { return new(builder) }}

// newBuilder returns empty scratch space.
func newBuilder() *builder {
	b := builders.Get().(*builder)
	if b.long.slots == nil {
		b.long = newLocalIDs[uint32](0)
	}
	return b
}

// release empties the scratch space, so that it holds on to no text, and
// gives it back to builders.
func (b *builder) release() {
	b.tokens = clearSlice(b.tokens)
	b.folded = clearSlice(b.folded)
	b.words.reset()
	b.clearStems()
	b.stems.reset()
	b.figures.reset()
	b.nums = clearSlice(b.nums)
	b.dirs = clearSlice(b.dirs)
	b.parts = clearSlice(b.parts)
	b.stemsAt = b.stemsAt[:0]
	b.segs = clearSlice(b.segs)
	b.texts, b.quotes = b.texts[:0], b.quotes[:0]
	b.record.out = clearSlice(b.record.out)
	b.record.segs = clearSlice(b.record.segs)
	b.record.path.reset()
	b.record.lower = nil
	b.attrs, b.hours = nil, nil
	b.long.reset()
	builders.Put(b)
}

// reserve makes room in the scratch space for the items of size bytes of
// text, at the rates English prose holds them (a word every 6 bytes, a
// content stem every 10, a figure every 48), so that a
// large source is not collected into arrays grown again and again; a
// builder reused from a larger index has the room already.
func (b *builder) reserve(size int) {
	b.words.reserve(size / 6)
	b.stems.reserve(size / 10)
	b.figures.reserve(size / 48)
	b.nums = slices.Grow(b.nums, size/48)
	b.dirs = slices.Grow(b.dirs, size/200)
}

// clearSlice zeroes the items of s and returns it emptied.
func clearSlice[T any](s []T) []T {
	clear(s)
	return s[:0]
}

// OpeningHours returns the sentences that state a structured record's
// opening hours on one day (those whose Hours is set), in order.
func (ix *Index) OpeningHours() []int32 { return ix.hours }

// Attributes returns the sentences that state a yes/no property of a
// structured record (those whose Attr is set), in order.
func (ix *Index) Attributes() []int32 { return ix.attrs }

// New prepares the documents.
func New(docs ...Document) *Index {
	// The tables are sized for the distinct words of the text: up to one
	// in 10 bytes of a short text (RAGTruth's sources average one in 12,
	// and those with more made the tables grow), fewer and fewer as it
	// grows.
	size := 0
	for _, d := range docs {
		size += len(d.Text)
	}
	words := min(size/10, 1024+size/64)
	sp := spares.Get().(*spareArrays)
	ix := &Index{
		Docs:      docs,
		terms:     currentTerms(),
		info:      room(&sp.info, words),
		numberIDs: localIDs[uint64]{slots: zeroed(&sp.numbers, localSlots(size/256))},
		build:     newBuilder(),
		spare:     sp,
	}
	ix.build.reserve(size)
	// The texts are lowered into the spare array, which has room for them
	// once an index as large has been released.
	if cap(sp.lower) < size {
		sp.lower = make([]byte, 0, size)
	}
	sp.lower = sp.lower[:0]
	ix.build.record.lower = &sp.lower
	ix.build.cache.begin(ix.terms, words)
	// Every document is cut into its sentences first, so that the
	// sentences and passages are allocated once, at their final size.
	parts := slices.Grow(ix.build.parts[:0], len(docs))[:len(docs)]
	ix.build.parts = parts
	sentences, passages, attrs, hours := 0, 0, 0, 0
	for d, doc := range docs {
		parts[d] = ix.build.cut(doc.Text)
		n := parts[d].count()
		sentences += n
		if n > 0 {
			passages += n - parts[d].width(n) + 1
		}
		// The facts are read in place: a copy of each cost more than
		// reading its two fields.
		record := parts[d].record
		for i := range record {
			if record[i].attr.Words != nil {
				attrs++
			}
			if record[i].isHours {
				hours++
			}
		}
	}
	if attrs > 0 {
		ix.build.attrs, ix.attrs = make([]Attribute, 0, attrs), make([]int32, 0, attrs)
	}
	if hours > 0 {
		ix.build.hours, ix.hours = make([]Hours, 0, hours), make([]int32, 0, hours)
	}
	ix.Sentences = room(&sp.sentences, sentences)
	ix.plain = zeroed(&sp.plain, (sentences+63)/64)
	ix.Passages = room(&sp.passages, passages)
	ix.passageRange = room(&sp.ranges, sentences)
	for d, doc := range docs {
		ix.addDocument(d, doc.Text, parts[d])
	}
	ix.keepItems()
	ix.keepTexts()
	ix.anchors = zeroed(&sp.anchors, len(ix.Sentences))
	// The three kinds of posting lists and the sentences' StemIDs, as many
	// as the postings of stems, share one array.
	b := ix.build
	arena := zeroed(&sp.arena, b.words.size()+b.stems.size()+b.figures.size()+len(b.stems.posts))
	ix.byWord = b.words.lists(&arena)
	ix.byStem = b.stems.lists(&arena)
	ix.keepStemIDs(cut(&arena, len(b.stems.posts)))
	ix.byNumber = b.figures.lists(&arena)
	// The words and stems are found by their table ids in slots at most a
	// quarter full: fuller ones cost the claims' look-ups, and the
	// tables' filling, more instructions than their smaller size saved in
	// cache misses (half full, a RAGTruth op took 0.97 M more
	// instructions, 13,000 fewer first-level misses). The stems have
	// slots of their own, cut from the same array: a RAGTruth op's claims
	// look up 72,000 stems and 18,000 words, and the stems' slots alone,
	// two fifths of them all, are found in the first-level cache more
	// often than among the words' (about 10,000 fewer misses an op).
	nw, ns := len(b.words.keys), len(b.stems.keys)
	ws := localSlots(3 * nw)
	slots := zeroed(&sp.local, ws+localSlots(3*ns))
	ix.wordIDs = localIDs[uint32]{slots: slots[:ws:ws]}
	ix.stemIDs = localIDs[uint32]{slots: slots[ws:]}
	ix.wordIDs.insertKeys(b.words.keys)
	ix.stemIDs.insertKeys(b.stems.keys)
	ix.build.release()
	ix.build = nil
	return ix
}

// Anchor returns the first name of sentence s that can anchor a claim (see
// CanAnchor) and is no verb giving an order at its start ("Rinse it": see
// signals.Name.Imperative), as written; "" when none can. Safe for
// concurrent use.
//
// A sentence's anchor is found on the first call, not with the index:
// whether a name anchors depends on how every source writes its words, and
// claims ask for the anchors of few of the sentences (a fifth of
// RAGTruth's), while reading the names of every sentence was a fifth of
// the cost of an index.
func (ix *Index) Anchor(s int) string {
	text := ix.Sentences[s].Text
	m := ix.anchors[s].Load()
	if m == 0 {
		sc := anchorScratch.Get().(*anchorSpace)
		words := signals.TokenizeInto(sc.tokens, text)
		sc.tokens = words.Tokens
		sc.names = words.AppendNames(sc.names[:0])
		m = anchorKnown
		if n, ok := ix.firstAnchor(sc.names); ok {
			m |= uint64(n.Start)<<32 | uint64(n.End)
		}
		// Names and tokens hold on to the text: those written are
		// cleared (those past them are, as each call clears its own).
		clear(sc.names)
		clear(sc.tokens)
		anchorScratch.Put(sc)
		ix.anchors[s].Store(m)
	}
	start, end := m&^anchorKnown>>32, m&(1<<32-1)
	return text[start:end]
}

// anchorKnown marks a sentence's entry of Index.anchors as found: the rest
// of it holds the anchor's start in the sentence's text in bits 32 to 62
// and its end in bits 0 to 31 (both 0 when it has none).
const anchorKnown = 1 << 63

// anchorSpace is the scratch space of Anchor.
type anchorSpace struct {
	tokens []signals.Token
	names  []signals.Name
}

// anchorScratch holds the scratch spaces of Anchor between calls.
var anchorScratch = sync.Pool{New: func() any { return new(anchorSpace) }}

// firstAnchor returns the first name that can anchor a claim.
func (ix *Index) firstAnchor(names []signals.Name) (signals.Name, bool) {
	var buf [64]byte
	for _, n := range names {
		if n.Imperative {
			continue // a verb giving an order: no one's name
		}
		// CanAnchor reads the folded name only for a sentence opener, and
		// anchors a name whose fold holds a space or a hyphen, as that of
		// any name written with a space, tab or hyphen does; the fold of
		// an opener is made on the stack.
		if !n.Initial || strings.ContainsAny(n.Text, " \t-") {
			return n, true
		}
		folded := signals.AppendFold(buf[:0], n.Text)
		if bytes.ContainsAny(folded, " -") {
			return n, true
		}
		if ix.hasLowerWord(folded) {
			continue
		}
		if w := string(folded); ix.initialName(w) || n.Subject && subjectWord(w) {
			return n, true
		}
	}
	return signals.Name{}, false
}

// CanAnchor reports whether name n, folded, can anchor a claim: any name
// of two or more words, or a single word that is not merely the
// capitalised opening word of a sentence: the sources do not use it in
// lower case, and it is a name by its shape or by how they write it (see
// initialName), or as the subject of a statement (see SubjectOpener).
func (ix *Index) CanAnchor(n signals.Name, folded string) bool {
	if !n.Initial || strings.ContainsAny(folded, " -") {
		return true
	}
	return !ix.HasLowerWord(folded) && (ix.initialName(folded) || n.Subject && subjectWord(folded))
}

// initialName reports whether w, the fold of a single word that opens a
// sentence and that no source writes in lower case, is a name: it is no
// common word but a noun (see commonOpener: "Rinse", "Meanwhile",
// "Prices" are no one's names, "Apple" may be), nor has the shape of a
// word made from another (see signals.DerivedWord: "Operating",
// "Shipping"), or some source writes it as a name where no sentence
// starts (see namedInside: "said Apple").
func (ix *Index) initialName(w string) bool {
	return !signals.DerivedWord(w) && !commonOpener(w) || ix.namedInside(w)
}

// SubjectOpener reports whether w, the fold of a single word that opens a
// sentence and that a finite verb follows (see signals.Name.Subject:
// "Zoom hired 500 engineers"), is a name though initialName says it is
// not: a common word met mostly as a verb, adjective or adverb, in its own
// form, that no source writes in lower case. A plural or other inflected
// form ("Prices rose", "Officials said") stays no name.
func (ix *Index) SubjectOpener(w string) bool {
	return subjectWord(w) && !ix.HasLowerWord(w)
}

// subjectWord reports whether w, a fold, is a common word met mostly as a
// verb, adjective or adverb, in its own form and not of a derived word's
// shape: SubjectOpener but for the sources' lower case.
func subjectWord(w string) bool {
	use, inflected := lexicon.Common(w)
	return use == lexicon.NotNoun && !inflected && !signals.DerivedWord(w)
}

// commonOpener reports whether w, a fold, is a common word that is no
// name when it opens a sentence: one met mostly as a verb, an adjective
// or an adverb (an order, "Rinse well"; "Meanwhile, …"), or a plural or
// other inflected form ("Prices rose"). A common noun in its own form
// may be a firm's name ("Apple", "Shell", "Target").
func commonOpener(w string) bool {
	use, inflected := lexicon.Common(w)
	return use == lexicon.NotNoun || use == lexicon.Noun && inflected
}

// namedInside reports whether a source sentence holding the word w, a
// fold, writes it as a name that does not open the sentence, or within a
// name of several words ("Reading Borough Council"); remembered for the
// index, as every sentence that opens with the word asks.
func (ix *Index) namedInside(w string) bool {
	id := ix.wordID(w)
	if id < 0 {
		return false // no sentence holds it
	}
	ix.insideOnce.Do(func() { ix.inside = make([]atomic.Uint32, len(ix.byWord.offs)) })
	switch ix.inside[id].Load() {
	case insideNo:
		return false
	case insideYes:
		return true
	}
	found := slices.ContainsFunc(ix.byWord.of(id), func(s int32) bool {
		return slices.ContainsFunc(signals.Names(ix.Sentences[s].Text), func(n signals.Name) bool {
			f := signals.Fold(n.Text)
			return f == w && !n.Initial || f != w && slices.Contains(strings.Fields(f), w)
		})
	})
	known := uint32(insideNo)
	if found {
		known = insideYes
	}
	ix.inside[id].Store(known)
	return found
}

// What Index.inside holds of a word asked about.
const (
	insideNo = 1 + iota
	insideYes
)

// docParts is a document cut into what becomes its sentences: the facts
// of a structured record, or the segments of a text.
type docParts struct {
	record     []fact
	structured bool
	segs       []claims.Segment
}

// cut cuts text into its facts or its segments.
func (b *builder) cut(text string) docParts {
	record, structured := b.record.facts(text)
	if structured {
		return docParts{record: record, structured: true}
	}
	first := len(b.segs)
	b.segs = claims.AppendSplitUnmarked(b.segs, text)
	if len(b.segs) == first && strings.TrimSpace(text) != "" {
		b.segs = append(b.segs, claims.Segment{Text: text, Start: 0, End: len(text)})
	}
	return docParts{segs: b.segs[first:len(b.segs):len(b.segs)]}
}

// count is the number of sentences of the document.
func (p docParts) count() int {
	if p.structured {
		return len(p.record)
	}
	return len(p.segs)
}

// width is the number of sentences in a passage of the document, which
// has n > 0 sentences: a record is about one subject, so all its facts
// make one passage.
func (p docParts) width(n int) int {
	if p.structured {
		return n
	}
	return min(Width, n)
}

func (ix *Index) addDocument(d int, text string, parts docParts) {
	first := len(ix.Sentences)
	// An ASCII text is found so once, not sentence by sentence.
	ascii := signals.IsASCII(text)
	if parts.structured {
		b := ix.build
		for i := range parts.record {
			f := &parts.record[i]
			ix.addSentence(d, text, ascii, f.text, f.lower, f.ascii, f.start, f.end)
			last := &ix.Sentences[len(ix.Sentences)-1]
			if f.attr.Words != nil {
				b.attrs = append(b.attrs, f.attr)
				last.Attr = &b.attrs[len(b.attrs)-1]
				ix.attrs = append(ix.attrs, int32(len(ix.Sentences)-1))
			}
			if f.isHours {
				b.hours = append(b.hours, f.hours)
				last.Hours = &b.hours[len(b.hours)-1]
				ix.hours = append(ix.hours, int32(len(ix.Sentences)-1))
			}
		}
	} else {
		// The text is lowered once, not sentence by sentence.
		lower := lowerInto(&ix.spare.lower, text)
		for _, seg := range parts.segs {
			segLower, span := "", seg.Text == text[seg.Start:seg.End]
			if span {
				segLower = lower[seg.Start:seg.End]
			}
			ix.addSentence(d, text, ascii, seg.Text, segLower, ascii && span, seg.Start, seg.End)
		}
	}
	n := len(ix.Sentences) - first
	if n == 0 {
		return
	}
	w := parts.width(n)
	base := len(ix.Passages)
	for i := first; i+w <= first+n; i++ {
		ix.Passages = append(ix.Passages, Passage{Doc: d, First: i, Last: i + w - 1, Record: parts.structured})
	}
	// Sentence i of the document lies in the passages whose window
	// [First, Last] contains it.
	for i := 0; i < n; i++ {
		ix.passageRange = append(ix.passageRange, [2]int32{int32(base + max(0, i-w+1)), int32(base + min(i, n-w))})
	}
}

// addSentence indexes one sentence: body is its text (a fact's rendering
// for a structured source), lower its signals.LowerASCII, or "", and
// [start, end) its span in the document doc. docASCII reports that doc is
// ASCII, so that offsets in code points are byte offsets, and bodyASCII
// that body is, lower being set, so that it is not checked again.
func (ix *Index) addSentence(d int, doc string, docASCII bool, body, lower string, bodyASCII bool, start, end int) {
	// Offsets in code points are counted on from the last known one: the
	// start or end of the document's previous sentence, whose span the
	// facts of a structured record may share. In an ASCII document they
	// are the byte offsets.
	runeStart, runeEnd := start, end
	var known [2]runeMark
	if !docASCII {
		if k := len(ix.Sentences); k > 0 && ix.Sentences[k-1].Doc == d {
			prev := &ix.Sentences[k-1]
			known = [2]runeMark{{prev.Start, prev.RuneStart}, {prev.End, prev.RuneEnd}}
		}
		runeStart = runeAt(doc, start, known[0], known[1])
	}
	b := ix.build
	var words signals.Tokenized
	switch {
	case bodyASCII:
		words = signals.TokenizeASCIILowered(b.tokens, body, lower)
	case lower != "":
		words = signals.TokenizeLowered(b.tokens, body, lower)
	default:
		words = signals.TokenizeInto(b.tokens, body)
	}
	b.tokens = words.Tokens
	id := int32(len(ix.Sentences))
	if !docASCII {
		runeEnd = runeStart + len(body) // an ASCII body that is the span itself
		if words.Lower == "" || body != doc[start:end] {
			runeEnd = runeAt(doc, end, runeMark{start, runeStart}, known[1])
		}
	}
	// The sentence is written in place, in the array made for all of
	// them: built on the stack, it was zeroed, copied and copied again
	// into the array (0.4 M more instructions a RAGTruth op).
	ix.Sentences = append(ix.Sentences, Sentence{})
	s := &ix.Sentences[id]
	s.Doc, s.Start, s.End, s.RuneStart, s.RuneEnd, s.Text = d, start, end, runeStart, runeEnd, body
	// An ASCII sentence without apostrophes folds to the same tokens it
	// holds, and its words written in lower case are its tokens that
	// start in lower case, unless a doubled hyphen joins two of them.
	// Single spaced, it folds to its lower case and its quotes need no
	// normalising.
	ascii := words.Lower != "" || body == ""
	var shape sentenceShape
	if ascii {
		shape = shapeOf(body, words.Tokens)
	}
	fused, spaced := shape.plain, shape.spaced
	// An ASCII sentence whose possessives end tokens is folded from its
	// tokens into the builder's buffer (see appendNormalized), its quotes
	// too unless it is spaced, and its words are taken from its tokens
	// (see addUnplain). Spaced, with no "'s" to drop (its apostrophes are
	// others: "didn't", 'quoted'), it folds to its lower case too, as a
	// plain one does.
	tokenFold, possessive := fused, false
	if ascii && !fused {
		tokenFold, possessive = possessivesEnd(body)
	}
	switch {
	case spaced && tokenFold && !possessive: // fused among them
		s.Folded, s.Quoted = words.Lower, body
	case tokenFold:
		s.Folded = ix.foldInto(words.Lower, words.Tokens, spaced)
		s.Quoted = body
		if !spaced {
			b.quotes = b.appendText(b.quotes, id, body, words.Tokens, false)
		}
	default:
		s.Folded, s.Quoted = signals.Fold(body), signals.NormalizeQuoted(body)
	}
	// flags gathers the classes of all the tokens, and whether any is a
	// NumberWord (see wordInfo.flags): a sentence without a negation word
	// is not negated, one without a cue has no Directions, and only one
	// with a NumberWord can hold a number.
	var flags uint8
	// The tokens' ids and classes are written in place, not appended.
	nt := len(words.Tokens)
	if cap(b.tokenIDs) < nt {
		b.tokenIDs, b.classes = make([]int32, nt, 2*nt), make([]signals.WordClass, nt, 2*nt)
	}
	tokenIDs, tokenClasses := b.tokenIDs[:nt], b.classes[:nt]
	b.tokenIDs, b.classes = tokenIDs, tokenClasses
	b.stemsAt = append(b.stemsAt, int32(len(b.stems.posts)))
	// The tokens' words are interned, their stems classified, first: the
	// loops that read them then make no call (but to grow an array).
	ix.internTokens(words.Tokens, tokenIDs)
	// The words' infos are read through a slice held in the loop: one
	// read from ix at each token cost a RAGTruth index 0.4% more
	// instructions. A token's word is one intern gave an id, below
	// len(infos), read without a bounds check (see elem: with it, a
	// RAGTruth op took 0.78 M more instructions).
	infos := ix.info
	for i, w := range tokenIDs {
		info := *elem(infos, uint32(w))
		tokenClasses[i] = signals.WordClass(info.flags &^ numberFlag)
		flags |= info.flags
		if sid := info.stem; sid >= 0 {
			b.stems.add(sid, id)
		}
	}
	classes, mayCount := signals.WordClass(flags&^numberFlag), flags&numberFlag != 0
	if fused {
		for _, w := range tokenIDs {
			b.words.add(w, id)
		}
		// Its words written in lower case are found when asked (see
		// HasLowerWord), as few are.
		ix.plain[id/64] |= 1 << (id % 64)
	} else {
		ix.addUnplain(id, body, s.Folded, words.Tokens, ascii, shape, tokenFold)
	}
	// Only a sentence that is not ASCII can have diacritics: the ASCII
	// sentences of a document that is not, whose bodies are not known to
	// be ASCII before they are tokenised, are not read again for them.
	if !ascii {
		ix.addUnmarked(s, id)
	}
	// The term table classed each word once: Negated and Directions read
	// the classes of the tokens instead of looking their words up.
	words.Classes = b.classes
	if classes&signals.ClassNegation != 0 {
		s.Negated = words.Negated()
		// A record's facts set nothing aside: "WiFi: no" is no clause
		// "no" beside a statement "WiFi".
		if s.Negated && !b.parts[d].structured {
			ix.keepAsides(s, id, &words)
		}
	}
	if classes&signals.ClassCue != 0 {
		s.Directions = b.directions(words)
	}
	if mayCount {
		s.Numbers = b.numbers(words)
	}
	for _, n := range s.Numbers {
		ix.postNumber(numberKey(n), id)
		if n.Kind == signals.Date && !n.WholeMonth() {
			// A day states its month ("12 March" states "March"): the
			// sentence is found by the whole month's key too.
			ix.postNumber(numberKey(signals.MonthOf(n)), id)
		}
		if n.Kind == signals.Year && !n.Decade() {
			if d := signals.DecadeOf(n); d.Value != n.Value {
				// A year states its decade ("1995" states "the 1990s").
				ix.postNumber(numberKey(d), id)
			}
		}
		if n.Kind == signals.Percent {
			// A percentage states the shares it rounds, and a share
			// its roundings ("67%" and "two-thirds").
			b.shares = signals.AppendShareValues(b.shares[:0], n)
			for _, v := range b.shares {
				ix.postNumber(numberKey(signals.Number{Value: v}), id)
			}
		}
		// A figure states its roundings ("4.8 billion" of "4.83
		// billion"), and one of them may be bounded or approximated
		// ("more than 1,000" of "1,024").
		b.shares = signals.AppendRoundings(b.shares[:0], n)
		for _, v := range b.shares {
			ix.postNumber(numberKey(signals.Number{Value: v}), id)
		}
	}
}

// keepAsides marks the negated sentence s, id, whose words are words,
// NegatedAside when its negations all lie in asides, and keeps what a
// claim reads of them (see Asides): a claim asks of them for each
// passage it is measured against, and the sentence is read once here.
func (ix *Index) keepAsides(s *Sentence, id int32, words *signals.Tokenized) {
	spans := words.NegatedAsides()
	if spans == nil {
		return
	}
	if ix.asides == nil {
		ix.asides = make(map[int32]Asides)
	}
	a := Asides{Spans: spans, Stems: ix.asideStems(words.Tokens, spans)}
	a.Inside, a.Outside = foldSplit(s.Text, spans)
	ix.asides[id], s.NegatedAside = a, true
}

// Asides is what an index keeps of the asides of a NegatedAside sentence
// that hold its negations (see signals.Tokenized.NegatedAsides).
type Asides struct {
	// Spans are the asides, byte offsets into the sentence's Text, in
	// order.
	Spans []signals.Span
	// Stems are the StemIDs of the content words of the asides that no
	// content word of the rest of the sentence shares, sorted.
	Stems []int32
	// Inside and Outside are signals.Fold of the asides' text and of the
	// rest of the sentence, each piece on a line of its own so that no
	// word runs across a cut.
	Inside, Outside string
}

// asideStems returns Asides.Stems of a sentence whose tokens are toks,
// their words' ids in the builder's tokenIDs, and whose asides are spans.
func (ix *Index) asideStems(toks []signals.Token, spans []signals.Span) []int32 {
	var inBuf, outBuf [64]int32 // the stems of most sentences, on the stack
	inside, outside := inBuf[:0], outBuf[:0]
	for k, tok := range toks {
		sid := ix.info[ix.build.tokenIDs[k]].stem
		switch {
		case sid < 0:
		case signals.InSpans(spans, int(tok.Start)):
			inside = append(inside, sid)
		default:
			outside = append(outside, sid)
		}
	}
	slices.Sort(inside)
	inside = slices.DeleteFunc(slices.Compact(inside), func(sid int32) bool {
		return slices.Contains(outside, sid)
	})
	if len(inside) == 0 {
		return nil
	}
	return slices.Clone(inside)
}

// foldSplit returns signals.Fold of the text of a sentence's asides,
// spans, and of the rest of it, each piece on a line of its own.
func foldSplit(text string, spans []signals.Span) (inside, outside string) {
	n := 0
	for _, sp := range spans {
		n += sp.End - sp.Start
	}
	// Each text is made in an array of its own, which it keeps: Fold
	// returns a folded text as it is.
	in, out := make([]byte, 0, n+len(spans)), make([]byte, 0, len(text)-n+len(spans))
	at := 0
	for _, sp := range spans {
		out = append(append(out, text[at:sp.Start]...), '\n')
		in = append(append(in, text[sp.Start:sp.End]...), '\n')
		at = sp.End
	}
	out = append(out, text[at:]...)
	return signals.Fold(unsafe.String(unsafe.SliceData(in), len(in))), signals.Fold(unsafe.String(unsafe.SliceData(out), len(out)))
}

// NegatedAsides returns what the index keeps of the asides of sentence s
// that hold its negations when it is NegatedAside, none otherwise.
func (ix *Index) NegatedAsides(s int) Asides {
	return ix.asides[int32(s)]
}

// postNumber posts sentence id for the number key k.
func (ix *Index) postNumber(k uint64, id int32) {
	b := ix.build
	nid, added := ix.numberIDs.put(k, b.figures.nextKey())
	if added {
		b.figures.newKey(0)
	}
	b.figures.add(nid, id)
}

// addUnplain posts the words of a sentence that is not plain (see
// sentenceShape), id, whose folded text is folded, and marks its words
// written in lower case. The words are mostly the sentence's own tokens,
// toks, whose ids are in tokenIDs: a word equal to the token at its place
// takes the token's id, without a look-up. ascii reports that body is
// ASCII, with the shape shape, tokenFold that its possessives end tokens
// (see possessivesEnd).
func (ix *Index) addUnplain(id int32, body, folded string, toks []signals.Token, ascii bool, shape sentenceShape, tokenFold bool) {
	b := ix.build
	if tokenFold {
		// The folded text's words are the tokens, each without the "'s"
		// it may end with (see possessivesEnd).
		ids := b.tokenIDs[:len(toks)]
		for k, tok := range toks {
			w := ids[k]
			if n := len(tok.Lower); n > 2 && tok.Lower[n-2:] == "'s" {
				w = ix.intern(tok.Lower[:n-2])
			}
			b.words.add(w, id)
		}
	} else {
		ft := signals.TokenizeInto(b.folded, folded)
		b.folded = ft.Tokens
		// The folded text drops and joins some of the tokens: its k-th
		// word is looked for among the next two tokens.
		j := 0
		for _, tok := range ft.Tokens {
			w := int32(-1)
			for k := j; k < min(j+2, len(toks)); k++ {
				if toks[k].Lower == tok.Lower {
					w, j = b.tokenIDs[k], k+1
					break
				}
			}
			if w < 0 {
				w, j = ix.intern(tok.Lower), j+1
			}
			b.words.add(w, id)
		}
	}
	if ascii && shape.joinersApart {
		ix.markLowerTokens(body, toks, capsInside(body))
		return
	}
	j := 0
	for start, lw := range lowerWords(body) {
		for j < len(toks) && int(toks[j].Start) < start {
			j++
		}
		var w int32
		if j < len(toks) && int(toks[j].Start) == start && toks[j].Lower == lw {
			w = b.tokenIDs[j]
		} else {
			w = ix.intern(lw)
		}
		ix.info[w].lower = true
	}
}

// addUnmarked marks sentence s, id, whose text is not ASCII, when its
// folded text has diacritics, and posts it under the words and content
// stems of that text without them ("zurich" for "Zürich"), so that a
// claim that writes a name without them finds it and has its words
// covered (see signals.Unmarked). Few sentences have any.
func (ix *Index) addUnmarked(s *Sentence, id int32) {
	plain := signals.Unmarked(s.Folded)
	if plain == s.Folded {
		return
	}
	s.Unmarked = plain
	b := ix.build
	ft := signals.TokenizeInto(b.folded, plain)
	b.folded = ft.Tokens
	ids := make([]int32, len(ft.Tokens))
	ix.internTokens(ft.Tokens, ids)
	for _, w := range ids {
		b.words.add(w, id)
		if sid := ix.info[w].stem; sid >= 0 {
			b.stems.add(sid, id)
		}
	}
}

// markLowerTokens marks the words of the ASCII body written in lower case
// when they are its tokens toks, as written (see sentenceShape): the word
// of a token that starts with a lower-case letter, its lower case when it
// is written so. caps is the body's capsInside: without it, every such
// token is written as its lower case, its word marked in a loop that makes
// no call.
func (ix *Index) markLowerTokens(body string, toks []signals.Token, caps bool) {
	ids := ix.build.tokenIDs[:len(toks)]
	if caps {
		for k := range toks {
			if c := body[toks[k].Start]; 'a' <= c && c <= 'z' {
				ix.markAsWritten(body, toks[k], ids[k])
			}
		}
		return
	}
	info := ix.info
	for k, tok := range toks {
		if c := body[tok.Start]; 'a' <= c && c <= 'z' {
			elem(info, uint32(ids[k])).lower = true // see addSentence
		}
	}
}

// markAsWritten marks the word of token tok of body as written in lower
// case: w, the id of its lower case, when it is written so.
func (ix *Index) markAsWritten(body string, tok signals.Token, w int32) {
	if orig := body[tok.Start:tok.End]; orig != tok.Lower {
		w = ix.intern(orig)
	}
	ix.info[w].lower = true
}

// possessivesEnd reports whether every "'s" (or "'S") that signals.Fold
// may drop from the ASCII text ends a token: its apostrophe follows a
// letter or a digit, and no joiner follows it; and, when they all do,
// whether the text holds any.
// Then Fold drops exactly the "'s" that ends a token, its folded text's
// words are its tokens without it, one for one (Fold changes nothing else
// of an ASCII text but case and white space), and the word a token
// becomes is a part of it: without any, its words are its tokens.
func possessivesEnd(text string) (end, held bool) {
	for i := strings.IndexByte(text, '\''); i >= 0; {
		if i+1 < len(text) && text[i+1]|0x20 == 's' {
			if i == 0 || !signals.IsASCIIWordByte(text[i-1]) || i+2 < len(text) && (text[i+2] == '\'' || text[i+2] == '-') {
				return false, true
			}
			held = true
		}
		next := strings.IndexByte(text[i+1:], '\'')
		if next < 0 {
			break
		}
		i += 1 + next
	}
	return true, held
}

// runeMark is a byte offset into a document and its offset in code points.
type runeMark struct{ bytes, runes int }

// runeAt returns the offset in code points of byte offset pos of doc,
// counted on from the greater of two marks at or before pos, or from the
// start of doc: eight bytes at a time through runs of ASCII (see
// swar.RuneCount), which most of a document's bytes are (a rune at a
// time, and with the marks read in a loop over an array of the two, a
// RAGTruth op took 0.39 M more instructions).
func runeAt(doc string, pos int, a, b runeMark) int {
	from := runeMark{}
	if a.bytes <= pos {
		from = a
	}
	if b.bytes <= pos && b.bytes > from.bytes {
		from = b
	}
	return from.runes + swar.RuneCount(doc[from.bytes:pos])
}

// numbers returns the Numbers of a sentence, collected in the scratch
// space.
func (b *builder) numbers(words signals.Tokenized) []signals.Number {
	n := len(b.nums)
	b.nums = words.AppendNumbers(b.nums)
	return b.nums[n:]
}

// directions returns the Directions of a sentence, collected in the
// scratch space.
func (b *builder) directions(words signals.Tokenized) []signals.Direction {
	n := len(b.dirs)
	b.dirs = words.AppendDirections(b.dirs)
	return b.dirs[n:]
}

// textSpan names a text of sentence sent: texts[from:to] of the builder.
type textSpan struct{ sent, from, to int32 }

// appendText appends to spans the span of the text of sentence sent that
// appendNormalized writes into the builder's texts.
func (b *builder) appendText(spans []textSpan, sent int32, src string, toks []signals.Token, fold bool) []textSpan {
	from := len(b.texts)
	b.texts = appendNormalized(b.texts, src, toks, fold)
	return append(spans, textSpan{sent, int32(from), int32(len(b.texts))})
}

// foldInto returns the folded text of an ASCII sentence whose possessives
// end tokens, given its lower case and tokens (see appendNormalized), or
// of one that is spaced too (see appendUnpossessed), written after the
// lowered texts in the array they are lowered into (see lowerInto): an
// array the next index writes again once this one is released, as the
// sentence's Folded may be.
func (ix *Index) foldInto(lower string, toks []signals.Token, spaced bool) string {
	room := &ix.spare.lower
	n := len(*room)
	if spaced {
		*room = appendUnpossessed(*room, lower)
	} else {
		*room = appendNormalized(*room, lower, toks, true)
	}
	if len(*room) == n {
		return ""
	}
	return unsafe.String(&(*room)[n], len(*room)-n)
}

// keepTexts sets the Quoted of the sentences whose texts the builder
// holds, cut from one string.
func (ix *Index) keepTexts() {
	b := ix.build
	if len(b.texts) == 0 {
		return
	}
	all := string(b.texts)
	for _, q := range b.quotes {
		ix.Sentences[q.sent].Quoted = all[q.from:q.to]
	}
}

// keepStemIDs sets the StemIDs of the sentences from the lists of the
// content stems, cut from ids, which has room for all their postings: the
// postings of a sentence stand together, in the order of the sentences,
// and give its StemIDs their place in ids (see builder.stemsAt), and the
// lists, read in the order of the stems, fill each sentence's in
// increasing order.
func (ix *Index) keepStemIDs(ids []int32) {
	n := len(ids)
	if n == 0 {
		return
	}
	// next[s] is where the next stem of sentence s goes.
	next := ix.build.stemsAt
	for sent := range next {
		end := int32(n)
		if sent+1 < len(next) {
			end = next[sent+1]
		}
		if start := next[sent]; start < end {
			ix.Sentences[sent].StemIDs = ids[start:end:end]
		}
	}
	// The lists are read as one array, most of them a sentence or two
	// long: stem's ends at end. A posted sentence is one of next's, and
	// its next place lies before the next sentence's start, within ids
	// (see elem: with the checks, a RAGTruth op took 0.67 M more
	// instructions).
	l := &ix.byStem
	stem, end := int32(0), l.offs[1]
	for p, sent := range l.all {
		for int32(p) >= end {
			stem++
			end = l.offs[stem+1]
		}
		at := elem(next, uint32(sent))
		*elem(ids, uint32(*at)) = stem
		*at++
	}
}

// keepItems copies the sentences' Numbers and Directions out of the
// scratch space, into one array for each, the spare arrays' (see
// spareArrays): their length is what the index holds.
func (ix *Index) keepItems() {
	b, sp := ix.build, ix.spare
	sp.nums = append(sp.nums[:0], b.nums...)
	sp.dirs = append(sp.dirs[:0], b.dirs...)
	nums, dirs := sp.nums, sp.dirs
	for i := range ix.Sentences {
		// A sentence without Numbers or Directions has them nil already:
		// only the others are written, most sentences being without.
		s := &ix.Sentences[i]
		if n := len(s.Numbers); n > 0 {
			s.Numbers, nums = nums[:n:n], nums[n:]
		}
		if n := len(s.Directions); n > 0 {
			s.Directions, dirs = dirs[:n:n], dirs[n:]
		}
	}
}

// intern returns the id of word w, adding it when it is new, its stem
// unclassified (see wordInfo.stem). A word of at most maxKeyed bytes the
// index has met is found in the builder's cache, by its key alone, and so
// is the term table's entry of one an index built before with the
// builder met.
func (ix *Index) intern(w string) int32 {
	k := keyOf(w)
	if k.n == 0 || k.n > maxKeyed {
		return ix.internEntry(ix.terms.intern(w))
	}
	c := &ix.build.cache
	h := mixKey(&c.mix, k)
	s := c.slot(k, h)
	if s.n == 0 {
		return ix.addCached(w, k, h, s)
	}
	if s.stamp == c.stamp {
		return s.word()
	}
	return ix.stampCached(s)
}

// internTokens sets ids[i] to intern(toks[i].Lower), the words of a
// sentence's tokens, and classifies their stems, in the order of the
// tokens (see classify). A word of at most maxKeyed bytes the index has
// met, as most tokens are, is found in the cache without a call: the key
// is made as keyOf makes it and the slot read as intern reads it, written
// out in the loop (the calls of intern and keyOf cost a RAGTruth index
// about 1% more instructions), and tells from its slot alone whether its
// stem is classified (see cachedWord); one it has not met is added as
// stampCached adds it, the term table's entry read from the slot of a
// word the builder's indexes met before, and its stem classified as it is
// added, not read back from its info. A word new to the cache is added by
// a call (see addToken): out of the loop, its look-up in the term table
// leaves the loop fewer values to keep on the stack (a RAGTruth op took
// 0.5% more instructions with it in the loop).
func (ix *Index) internTokens(toks []signals.Token, ids []int32) {
	c := &ix.build.cache
	ids = ids[:len(toks)]
	for i := range toks {
		w := toks[i].Lower
		var id int32
		if n := len(w); n == 0 || n > maxKeyed {
			id = ix.intern(w)
		} else {
			var k textKey
			switch {
			case n >= 8:
				k = textKey{a: swar.Load64(w[:8]), b: swar.Load64(w[n-8:]), n: uint32(n)}
			case n >= 4:
				k = textKey{a: uint64(swar.Load32(w[:4])), b: uint64(swar.Load32(w[n-4:])), n: uint32(n)}
			default: // see keyOf for the unsigned halving
				k = textKey{a: uint64(w[0]) | uint64(w[uint(n)/2])<<8 | uint64(w[n-1])<<16, n: uint32(n)}
			}
			h := mixKey(&c.mix, k)
			s := c.slot(k, h)
			switch {
			case s.n == 0:
				// A word new to the cache, as few are once the builder
				// has indexed a few sources, is added by a call.
				ids[i] = ix.addToken(w, k, h, s)
				continue
			case s.stamp == c.stamp:
				// A word the index holds classified, as most are, is
				// done; one added unclassified is classified now, and
				// its slot says so from then on.
				if id = s.id; id >= 0 {
					ids[i] = id
					continue
				}
				id = ^id
				s.id = id
			default:
				// A word the builder's indexes met before takes its
				// entry from its slot, and is classified as it is
				// added (see classify), its stem given an id in the
				// same order. Its info is made from the slot's fields
				// where addWord makes it from the term table's
				// entry's: the entry, unpacked and packed again, cost a
				// RAGTruth op 0.1% more instructions.
				stem := noContent
				if ts := s.stem; ts >= 0 {
					// localStem, written out: most of these stems are
					// new to the index, and through the call a RAGTruth
					// index took 0.6% more instructions.
					b := ix.build
					if int(ts) >= len(b.stemOf) {
						b.growStemOf(ts)
					}
					met, bit := b.metWord(ts), uint64(1)<<(uint32(ts)%64)
					if *met&bit != 0 {
						stem = *b.stemAt(ts)
					} else {
						*met |= bit
						stem = b.stems.nextKey()
						*b.stemAt(ts) = stem
						b.stems.newKey(stemKey(ts))
					}
				}
				id = ix.appendWord(wordInfo{stem: stem, flags: s.flags}, s.term)
				s.id, s.stamp = id, c.stamp
				ids[i] = id
				continue
			}
		}
		ids[i] = id
		ix.classify(id)
	}
}

// classify gives the content stem of word w its id when the word is first
// met as a token: every word is added with its stem unclassified (see
// addWord), and the stems are given ids as the sentences' tokens meet
// them, in order.
func (ix *Index) classify(w int32) {
	if info := &ix.info[w]; info.stem < noContent {
		info.stem = ix.localStem(unclassified - info.stem)
	}
}

// addCached adds word w of key k and hash h, of at most maxKeyed bytes,
// which the index does not hold, to the index and to the cache's empty
// slot s, where the cache's slot returned it goes, and returns its id.
func (ix *Index) addCached(w string, k textKey, h uint64, s *cachedWord) int32 {
	e := ix.terms.internShort(w, k, h)
	id := ix.addWord(e)
	slot := newCachedWord(k, e, id, ix.build.cache.stamp)
	if ix.info[id].stem < noContent {
		slot.id = ^id // unclassified (see cachedWord)
	}
	ix.build.cache.add(s, slot, h)
	return id
}

// addToken is addCached of a sentence's token: its word's stem is
// classified as it is added (see classify).
func (ix *Index) addToken(w string, k textKey, h uint64, s *cachedWord) int32 {
	e := ix.terms.internShort(w, k, h)
	id := ix.addWord(e)
	ix.classify(id)
	ix.build.cache.add(s, newCachedWord(k, e, id, ix.build.cache.stamp), h)
	return id
}

// stampCached adds the word of slot s of the cache, which an index before
// this one met, to the index, and returns its id.
func (ix *Index) stampCached(s *cachedWord) int32 {
	id := ix.addWord(s.entry())
	s.id, s.stamp = id, ix.build.cache.stamp
	if ix.info[id].stem < noContent {
		s.id = ^id // unclassified (see cachedWord)
	}
	return id
}

// internEntry returns the id of the word of the term table's entry e,
// adding it when it is new.
func (ix *Index) internEntry(e wordEntry) int32 {
	id, added := ix.build.long.put(wordKey(e.id), int32(len(ix.info)))
	if added {
		ix.addWord(e)
	}
	return id
}

// addWord adds the word of the term table's entry e, which the index does
// not hold, its stem unclassified, and returns its id.
func (ix *Index) addWord(e wordEntry) int32 {
	stem := noContent
	if e.stem >= 0 {
		stem = unclassifiedStem(e.stem)
	}
	return ix.appendWord(wordInfo{stem: stem, flags: e.flags}, e.id)
}

// appendWord gives the next id of the index to a word of info whose term
// table id is term, and returns it.
func (ix *Index) appendWord(info wordInfo, term int32) int32 {
	id := int32(len(ix.info))
	ix.info = append(ix.info, info)
	ix.build.words.newKey(wordKey(term))
	return id
}

// wordID returns the index's id of word w, or -1.
func (ix *Index) wordID(w string) int32 {
	if e, ok := ix.terms.word(w); ok {
		return ix.wordIDs.find(wordKey(e.id))
	}
	return -1
}

// postings collects postings, a key id and a sentence each, in the order
// of the sentences, to cut them at the end into lists that share one array.
type postings struct {
	posts []posting
	keys  []keyPostings // by key
}

// posting is a sentence posted for a key.
type posting struct{ key, sent int32 }

// keyPostings counts the postings of a key: n of them, the last of
// sentence last-1. local is the localIDs key of a word or a stem (see
// wordKey and stemKey), from which the index's localIDs are made once all
// are known (see New); 0 for a figure.
type keyPostings struct {
	n, last int32
	local   uint32
}

// reset empties the postings, keeping their arrays.
func (p *postings) reset() {
	p.posts, p.keys = p.posts[:0], p.keys[:0]
}

// reserve makes room for n postings.
func (p *postings) reserve(n int) {
	p.posts = slices.Grow(p.posts, n)
}

// nextKey is the id newKey gives next.
func (p *postings) nextKey() int32 { return int32(len(p.keys)) }

// newKey adds a key, whose id is nextKey, of localIDs key local: ids are
// given out in order, and a key is added as its id is given out.
func (p *postings) newKey(local uint32) { p.keys = append(p.keys, keyPostings{local: local}) }

// add posts sentence sent for key, which newKey added, and reports true,
// or reports false when sent is posted for key already: sentences are
// added in increasing order, so a repeat follows the last one posted.
func (p *postings) add(key, sent int32) bool {
	// key is below len(keys) (see elem: with the check, a RAGTruth op
	// took 0.8 M more instructions).
	k := elem(p.keys, uint32(key))
	if k.last == sent+1 {
		return false
	}
	k.last = sent + 1
	k.n++
	p.posts = append(p.posts, posting{key, sent})
	return true
}

// size is the number of int32 the lists take (see lists).
func (p *postings) size() int {
	return len(p.posts) + len(p.keys) + 1
}

// lists returns the sentences of each key in order, cut from arena.
func (p *postings) lists(arena *[]int32) postingLists {
	all, offs := cut(arena, len(p.posts)), cut(arena, len(p.keys)+1)
	// next[key], offs[key+1], is first where the key's list starts in all,
	// then where its next posting goes, and at last where the list ends,
	// where the next key's starts: the postings are placed by offset, not
	// appended to lists one by one.
	next := offs[1:]
	next = next[:len(p.keys)] // as long: no bounds check in the loop
	off := int32(0)
	for key, k := range p.keys {
		next[key] = off
		off += k.n
	}
	// The keys and offsets, never negative, index as unsigned numbers,
	// loaded without a sign extension's extra instruction, and without
	// bounds checks (see elem): a posting's key is one newKey gave, below
	// len(next), and a key's next place lies before where its list ends,
	// within all (with the checks, four of the loop's twelve
	// instructions, a RAGTruth op took 1.2 M more).
	for _, post := range p.posts {
		at := elem(next, uint32(post.key))
		*elem(all, uint32(*at)) = post.sent
		*at++
	}
	return postingLists{all: all, offs: offs}
}

// cut cuts the first n items off arena and returns them.
func cut(arena *[]int32, n int) []int32 {
	a := *arena
	*arena = a[n:]
	return a[:n:n]
}

// postingLists are the sentence lists of keys 0 to n-1, in one array.
type postingLists struct {
	all []int32
	// offs[key] is where the key's list starts in all, offs[key+1] where
	// it ends.
	offs []int32
}

// of returns the sentences of key, nil for none. lists makes the offsets
// so that a key's list lies in all; tested as unsigned numbers that start
// before end and end within all, they tell the compiler so, which then
// cuts the list without a slice expression's checks (a RAGTruth op looks
// up some 180,000 lists, each with about 6% fewer instructions).
func (l *postingLists) of(key int32) []int32 {
	start, end := uint(l.offs[key]), uint(l.offs[key+1])
	if all := l.all; start < end && end <= uint(len(all)) {
		return all[start:end:end]
	}
	return nil
}

// unclassifiedStem is the wordInfo.stem of a word with the term table's
// content stem id that is not yet classified: below noContent, and so
// below any stem id, and holding the table's id.
func unclassifiedStem(id int32) int32 { return unclassified - id }

// localStem returns the index's id of the term table's content stem id. A
// new stem gets the next id.
func (ix *Index) localStem(id int32) int32 {
	b := ix.build
	if int(id) >= len(b.stemOf) {
		b.growStemOf(id)
	}
	met, bit := b.metWord(id), uint64(1)<<(uint32(id)%64)
	if *met&bit != 0 {
		return *b.stemAt(id)
	}
	*met |= bit
	sid := b.stems.nextKey()
	*b.stemAt(id) = sid
	b.stems.newKey(stemKey(id))
	return sid
}

// metWord returns the word of stemMet that holds the bit of the term
// table's stem id, and stemAt the entry of stemOf of id, an id less than
// len(stemOf), which stemMet has a bit for (see growStemOf): read without
// bounds checks, as their callers test id against len(stemOf) already
// (with the checks, and the loads of the slices again that they took,
// a RAGTruth op took 0.34 M more instructions).
func (b *builder) metWord(id int32) *uint64 { return elem(b.stemMet, uint32(id)/64) }

func (b *builder) stemAt(id int32) *int32 { return elem(b.stemOf, uint32(id)) }

// growStemOf grows stemOf, and stemMet with it, to hold the term table's
// stem id: stemMet has a bit for each entry of stemOf, a multiple of 64 of
// them.
func (b *builder) growStemOf(id int32) {
	n := max(2*len(b.stemOf), int(id)+1, 1<<10)
	n = (n + 63) &^ 63
	grown := make([]int32, n)
	copy(grown, b.stemOf)
	b.stemOf = grown
	met := make([]uint64, n/64)
	copy(met, b.stemMet)
	b.stemMet = met
}

// clearStems clears the bits of stemMet that the index set, those of the
// stems it gave ids (see postings.newKey), so that the next index meets
// none: one by one when they are few beside the bits' words, all at once
// otherwise (a small index of a large term table clears a few words; a
// RAGTruth source, of some 130 stems in a table of 10,644, clears its 256
// words, 2 KB, at once).
func (b *builder) clearStems() {
	if keys := b.stems.keys; len(keys) < len(b.stemMet)/8 {
		for _, k := range keys {
			b.stemMet[k.local>>1/64] = 0
		}
		return
	}
	clear(b.stemMet)
}

// Stem is signals.Stem of a word's lemma, answered from the table of the
// words the process's sources hold where it can be. Safe for concurrent
// use once the index is built.
func (ix *Index) Stem(w string) string {
	if e, ok := ix.terms.word(w); ok && e.stem >= 0 {
		return ix.terms.stem(e.stem).text // not its StemID (see tableStem)
	}
	return stem(w)
}

// tableStem returns the text of the term table's content stem id and its
// StemID, -1 when no source has it.
func (ix *Index) tableStem(id int32) (string, int32) {
	return ix.terms.stem(id).text, ix.stemIDs.find(stemKey(id))
}

// WordStem is what a claim's word token w, in lower case, brings: its
// Stem, the stem's StemRef (NoStemRef when the term table holds no such
// stem) and its StemID when signals.IsContentWord(w), ok false
// when it is no content word, and its signals.ClassOf. A word of the
// sources is answered with one look-up, from what they were found to
// hold. The stem is a string that outlives the call and shares no byte
// with w (the term table's or the process-wide stem memo's), never one
// cut from w or from a scratch buffer: callers that keep stems, past the
// text w is cut from, rely on it.
func (ix *Index) WordStem(w string) (st string, ref StemRef, id int32, ok bool, cls signals.WordClass) {
	if len(w) <= 2 {
		return "", NoStemRef, -1, false, signals.ClassOf(w) // too short to be a content word
	}
	if e, found := ix.terms.word(w); found {
		if e.stem < 0 {
			return "", NoStemRef, -1, false, e.class()
		}
		st, sid := ix.tableStem(e.stem)
		return st, StemRef(e.stem), sid, true, e.class()
	}
	st, cls, content := classedStem(w)
	if !content {
		return "", NoStemRef, -1, false, cls
	}
	if ref := ix.StemRefOf(st); ref != NoStemRef {
		// A word no source has, of a stem one has (a form the sources
		// do not use).
		return st, ref, ix.StemIDOf(ref), true, cls
	}
	return st, NoStemRef, -1, true, cls
}

// classedStem returns signals.Facts' class of word w, of three bytes or
// more, whether w is a content word, and its stem (see stem) when it is
// one: what WordStem says of a word the term table does not hold. A
// content word's class is remembered with its stem in the stem memo, so
// that a claim's word no source has, met again (by another state, or
// after its slot in a state's word memo was taken), is not classified
// again.
func classedStem(w string) (st string, cls signals.WordClass, content bool) {
	slot := stemSlot(w)
	e := slot.Load()
	held := e != nil && e.word == w
	if held && e.classed {
		return e.stem, e.cls, true
	}
	cls, _, content = signals.Facts(w)
	if !content {
		return "", cls, false
	}
	if held {
		st = e.stem // stemmed by stem, not classified
	} else {
		st = lemmaStem(w)
	}
	e = newStemEntry(w, st)
	e.cls, e.classed = cls, true
	slot.Store(e)
	return e.stem, cls, true
}

// StemRef is a content stem's number in the process's term table, the
// same whichever index gives it: a caller that remembers what words bring
// from index to index (see WordStem) finds a stem's StemID in the next
// index by it (see StemIDOf), a look-up of a number, not of a text.
type StemRef int32

// NoStemRef is the StemRef of a stem the term table was not found to hold.
const NoStemRef StemRef = -1

// TableID identifies the term table that numbers the stems the index's
// StemRefs stand for: a StemRef one index gave names the same stem in
// another only when their TableIDs are equal. (A process starts a new
// table once one holds its maximum of words: a long-running server or a
// large batch meets several.) It is never 0.
func (ix *Index) TableID() uint64 { return ix.terms.id }

// StemRefOf returns the StemRef of content stem st, or NoStemRef when the
// term table does not hold it.
func (ix *Index) StemRefOf(st string) StemRef {
	return StemRef(ix.terms.findStem(st, ix.terms.stemHash(st)))
}

// StemIDOf is StemID of the stem whose StemRef is ref, not NoStemRef, a
// StemRef of an index of the same TableID.
func (ix *Index) StemIDOf(ref StemRef) int32 {
	// The key is stemKey(int32(ref)), written out: with the call,
	// StemIDOf is too costly to be inlined in its callers' loops.
	return ix.stemIDs.find(uint32(ref)<<1 | 1)
}

// stem is the stem of a word's lemma: irregular forms meet their base
// form ("grew" and "grows" both stem to grow). The words of the sources
// take their stems from the term table (see termTable); stem serves the
// other words, those of claims (see Stem and WordStem), memoised for the
// whole process, since the claims checked against many indexes (a
// benchmark's, a batch's) meet the same words. The stem it returns is
// the memo's copy on a miss too, never one cut from w, so that a caller
// may keep it at once without keeping w's text alive (see WordStem).
func stem(w string) string {
	slot := stemSlot(w)
	if e := slot.Load(); e != nil && e.word == w {
		return e.stem
	}
	e := newStemEntry(w, lemmaStem(w))
	slot.Store(e)
	return e.stem
}

// stemSlot returns the slot of stemMemo that word w has.
func stemSlot(w string) *atomic.Pointer[stemEntry] {
	return &stemMemo.slots[maphash.String(stemMemo.seed, w)&(stemMemoSize-1)]
}

// newStemEntry returns the entry of word w and its stem st. The memo keeps
// copies, as w and st may be cut from a large text: both in one string,
// the stem cut from the word when it is a part of it, held in the entry
// itself when it fits, so that most entries take one allocation.
func newStemEntry(w, st string) *stemEntry {
	e := new(stemEntry)
	n, cut := len(w), strings.HasPrefix(w, st)
	size := n
	if !cut {
		size += len(st)
	}
	if size == 0 {
		return e
	}
	b := e.text[:0]
	if size > len(e.text) {
		b = make([]byte, 0, size)
	}
	b = append(b, w...)
	if !cut {
		b = append(b, st...)
	}
	// The bytes are never written again: the string may share them.
	both := unsafe.String(&b[0], size)
	e.word, e.stem = both[:n], both[:len(st)]
	if !cut {
		e.stem = both[n:]
	}
	return e
}

// lemmaStem is signals.Stem of the lemma of word w.
func lemmaStem(w string) string {
	l, _ := lexicon.Lemma(w)
	return signals.Stem(l)
}

// stemMemoSize is the number of words stemMemo remembers; a power of two.
const stemMemoSize = 1 << 14

// stemMemo is a fixed-size, lock-free memo of stem, safe for concurrent
// use: each word has one slot, chosen by its hash, and a later word with
// the same slot takes it over.
var stemMemo = struct {
	seed  maphash.Seed
	slots [stemMemoSize]atomic.Pointer[stemEntry]
}{seed: maphash.MakeSeed()}

// stemEntry is one remembered word and its stem; text holds their bytes
// when they fit (see newStemEntry). An entry classedStem made holds the
// word's class too, and is classed: the word is a content word. (The
// text has room for 30 bytes, so that an entry still takes 64.)
type stemEntry struct {
	word, stem string
	text       [30]byte
	cls        signals.WordClass
	classed    bool
}

// HasStem reports whether sentence s holds the content stem st.
func (ix *Index) HasStem(s *Sentence, st string) bool {
	id := ix.StemID(st)
	_, found := slices.BinarySearch(s.StemIDs, id)
	return id >= 0 && found
}

// StemID returns the id of a content stem, or -1 when no source has it.
// The index's stems are the term table's: st is found there, and its id
// in the table mapped to the index's.
func (ix *Index) StemID(st string) int32 {
	if id := ix.terms.findStem(st, ix.terms.stemHash(st)); id >= 0 {
		return ix.stemIDs.find(stemKey(id))
	}
	return -1
}

// numberKey is the posting key of a number: its value alone, so that
// numbers of compatible kinds (money and a bare figure) meet; callers
// confirm a match with signals.Same. Every NaN has the one key, so no
// key is the largest uint64, a NaN's bits (see localIDs).
func numberKey(n signals.Number) uint64 {
	if n.Value != n.Value {
		return math.Float64bits(math.NaN())
	}
	return math.Float64bits(n.Value)
}

// lowerWords yields every word of text that is written starting with a
// lower-case letter, with its offset. A word is a run of letters and
// digits, and of apostrophes and hyphens past its first; a run of ASCII
// bytes is read through wordByte, without the Unicode tables, and the
// byte or rune that ends a word, no letter or digit, is passed over with
// it.
func lowerWords(text string) iter.Seq2[int, string] {
	return func(yield func(int, string) bool) {
		for i := 0; i < len(text); {
			// Outside a word: a letter or a digit starts one.
			start := i
			if c := text[i]; c < utf8.RuneSelf {
				i++
				if wordByte[c] != wordLetter {
					continue
				}
			} else {
				r, n := utf8.DecodeRuneInString(text[i:])
				i += n
				if !unicode.IsLetter(r) && !unicode.IsDigit(r) {
					continue
				}
			}
			end := len(text)
			for i < len(text) {
				if c := text[i]; c < utf8.RuneSelf {
					i++
					if wordByte[c] == 0 {
						end = i - 1
						break
					}
					continue
				}
				r, n := utf8.DecodeRuneInString(text[i:])
				i += n
				if !unicode.IsLetter(r) && !unicode.IsDigit(r) {
					end = i - n
					break
				}
			}
			if w, ok := lowerWord(text[start:end]); ok && !yield(start, w) {
				return
			}
		}
	}
}

// wordByte classes the ASCII bytes for lowerWords: wordLetter for the
// letters and digits, wordJoiner for the apostrophe and the hyphen, 0 for
// the rest. Read-only.
var wordByte = func() (t [utf8.RuneSelf]uint8) {
	for c := range t {
		switch {
		case signals.IsASCIIWordByte(byte(c)):
			t[c] = wordLetter
		case c == '\'' || c == '-':
			t[c] = wordJoiner
		}
	}
	return t
}()

// The classes of wordByte.
const (
	wordLetter = 1 + iota
	wordJoiner
)

// lowerWord returns word w without trailing apostrophes and hyphens, and
// whether it starts with a lower-case letter: an ASCII one, or a rune
// unicode.IsLower.
func lowerWord(w string) (string, bool) {
	c := w[0]
	if c < utf8.RuneSelf && !('a' <= c && c <= 'z') {
		return "", false // an ASCII word that does not start in lower case
	}
	for n := len(w); n > 0 && (w[n-1] == '\'' || w[n-1] == '-'); n-- {
		w = w[:n-1]
	}
	if c < utf8.RuneSelf {
		return w, true
	}
	r, _ := utf8.DecodeRuneInString(w)
	return w, unicode.IsLower(r)
}

// PassagesOf appends to dst the passages that contain sentence s.
func (ix *Index) PassagesOf(dst []int, s int) []int {
	for p := int(ix.passageRange[s][0]); p <= int(ix.passageRange[s][1]); p++ {
		dst = append(dst, p)
	}
	return dst
}

// PassageRange returns the passages that contain sentence s: those from
// first to last.
func (ix *Index) PassageRange(s int) (first, last int) {
	r := ix.passageRange[s]
	return int(r[0]), int(r[1])
}

// SentencesWithWord returns the sentences holding the folded word token.
func (ix *Index) SentencesWithWord(w string) []int32 {
	if id := ix.wordID(w); id >= 0 {
		return ix.byWord.of(id)
	}
	return nil
}

// Loose returns a bit for each sentence s (bit s%64 of word s/64), set
// when its folded text may hold a word at word boundaries, ASCII letters
// and digits with none on either side, under which SentencesWithWord does
// not list it: when the text holds a hyphen or an apostrophe, which join
// words into one token ("saudi-led", "o'brien"), or a byte that is not
// ASCII. A clear bit's sentence holds each such word as one of its tokens.
// The bits past the last sentence are set. Made on first use, as only
// claims' names ask (see the name slots' rulings in package sourced).
func (ix *Index) Loose() []uint64 {
	ix.looseOnce.Do(func() {
		n := len(ix.Sentences)
		bits := make([]uint64, (n+63)/64)
		if n%64 != 0 {
			bits[n/64] = ^uint64(0) << (n % 64)
		}
		for i := range ix.Sentences {
			if Loose(ix.Sentences[i].Folded) {
				bits[i/64] |= 1 << (i % 64)
			}
		}
		ix.loose = bits
	})
	return ix.loose
}

// Loose reports whether text holds a hyphen, an apostrophe or a byte that
// is not ASCII (see Index.Loose).
func Loose(text string) bool {
	return strings.IndexByte(text, '-') >= 0 || strings.IndexByte(text, '\'') >= 0 || !signals.IsASCII(text)
}

// SentencesWithStem returns the sentences holding the content stem.
func (ix *Index) SentencesWithStem(st string) []int32 {
	if id := ix.StemID(st); id >= 0 {
		return ix.SentencesWithStemID(id)
	}
	return nil
}

// SentencesWithStemID returns the sentences holding the content stem
// whose StemID is id (at least 0).
func (ix *Index) SentencesWithStemID(id int32) []int32 {
	return ix.byStem.of(id)
}

// SentencesWithNumber returns the sentences holding a number of n's value
// or, of a whole month's Date, a day of that month (see signals.MonthOf),
// of a decade, a year of it (see signals.DecadeOf).
func (ix *Index) SentencesWithNumber(n signals.Number) []int32 {
	if id := ix.numberIDs.find(numberKey(n)); id >= 0 {
		return ix.byNumber.of(id)
	}
	return nil
}

// numberValue is a value of the sources' numbers and its number id.
type numberValue struct {
	value float64
	id    int32
}

// NumbersIn appends to dst the sentences holding each value of the
// sources' numbers from lo to hi (a list per value, in order of value);
// NaN is in no range. Safe for concurrent use.
func (ix *Index) NumbersIn(dst [][]int32, lo, hi float64) [][]int32 {
	ix.valuesOnce.Do(func() {
		vals := make([]numberValue, 0, ix.numberIDs.n)
		for _, s := range ix.numberIDs.slots {
			if v := math.Float64frombits(s.key - 1); s.key != 0 && v == v {
				vals = append(vals, numberValue{v, s.id})
			}
		}
		// Ties (0 and -0) in the order of their ids, not of their slots.
		slices.SortFunc(vals, func(a, b numberValue) int {
			return cmp.Or(cmp.Compare(a.value, b.value), cmp.Compare(a.id, b.id))
		})
		ix.values = vals
	})
	k, _ := slices.BinarySearchFunc(ix.values, lo, func(v numberValue, lo float64) int { return cmp.Compare(v.value, lo) })
	for ; k < len(ix.values) && ix.values[k].value <= hi; k++ {
		dst = append(dst, ix.byNumber.of(ix.values[k].id))
	}
	return dst
}

// HasLowerWord reports whether w occurs written in lower case in any source.
func (ix *Index) HasLowerWord(w string) bool {
	id := ix.wordID(w)
	if id >= 0 && ix.info[id].lower {
		return true
	}
	return ix.inPlain(w, id)
}

// hasLowerWord is HasLowerWord of a word held in bytes.
func (ix *Index) hasLowerWord(w []byte) bool {
	id := int32(-1)
	if e, ok := ix.terms.wordOf(w); ok {
		id = ix.wordIDs.find(wordKey(e.id))
	}
	if id >= 0 && ix.info[id].lower {
		return true
	}
	return len(w) > 0 && 'a' <= w[0] && w[0] <= 'z' && ix.inPlain(string(w), id)
}

// inPlain reports whether a plain sentence writes w in lower case: w,
// starting with a lower-case letter, is one of its tokens as written (a
// plain sentence's words are its tokens: see sentenceShape), and so the
// sentence is found under w's lower case. id is w's word id, or -1.
// Asked of few words, and of most once, it is not remembered: a memo
// cost more than it saved.
func (ix *Index) inPlain(w string, id int32) bool {
	shaped, caps := tokenShaped(w)
	if !shaped {
		return false
	}
	if caps {
		id = ix.wordID(signals.LowerASCII(w))
	}
	if id < 0 {
		return false
	}
	return slices.ContainsFunc(ix.byWord.of(id), func(s int32) bool {
		return ix.plain[s/64]>>(s%64)&1 != 0 && writesToken(ix.Sentences[s].Text, w)
	})
}

// tokenShaped reports whether w may be a token of a plain sentence that
// starts in lower case: ASCII letters and digits, single hyphens between
// them (a plain sentence has no apostrophe), the first a lower-case
// letter; and whether it holds a capital.
func tokenShaped(w string) (shaped, caps bool) {
	if w == "" || w[0] < 'a' || w[0] > 'z' || w[len(w)-1] == '-' {
		return false, false
	}
	for i := 1; i < len(w); i++ {
		c := w[i]
		if !signals.IsASCIIWordByte(c) && (c != '-' || w[i-1] == '-') {
			return false, false
		}
		caps = caps || 'A' <= c && c <= 'Z'
	}
	return true, caps
}

// writesToken reports whether the plain ASCII text holds w, a tokenShaped
// word, as one of its tokens: written so, with no letter or digit before
// or after it, nor a hyphen that joins it to one.
func writesToken(text, w string) bool {
	for at := 0; ; {
		i := strings.Index(text[at:], w)
		if i < 0 {
			return false
		}
		start, end := at+i, at+i+len(w)
		if !joinedAt(text, start-1, start-2) && !joinedAt(text, end, end+1) {
			return true
		}
		at = start + 1
	}
}

// joinedAt reports whether the byte at i of text, beside a token-shaped
// run, joins it to more of a token: a letter or a digit, or a hyphen with
// one at j, past it.
func joinedAt(text string, i, j int) bool {
	if i < 0 || i >= len(text) {
		return false
	}
	c := text[i]
	return signals.IsASCIIWordByte(c) || c == '-' && 0 <= j && j < len(text) && signals.IsASCIIWordByte(text[j])
}

// SentencesOf returns the sentences of passage p.
func (ix *Index) SentencesOf(p Passage) []Sentence {
	return ix.Sentences[p.First : p.Last+1]
}

// Text returns a passage's text: its sentences as they stand in the
// document, with what lies between them.
func (ix *Index) Text(p Passage) string {
	return ix.Docs[p.Doc].Text[ix.Sentences[p.First].Start:ix.Sentences[p.Last].End]
}
