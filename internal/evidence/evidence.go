// Package evidence prepares source documents once for checking: it splits
// them into sentences, extracts each sentence's signals, cuts passages of
// consecutive sentences inside each document, and keeps postings from words,
// numbers and names to the sentences that hold them, so that a claim looks
// up its candidate passages instead of scanning them all.
//
// An Index is immutable after New and safe for concurrent use.
package evidence

import (
	"slices"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/sourced-dev/sourced/internal/claims"
	"github.com/sourced-dev/sourced/internal/lexicon"
	"github.com/sourced-dev/sourced/internal/signals"
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
	Names      []signals.Name
	// Anchor is the first of Names that can anchor a claim (see
	// CanAnchor), as written; empty when none can.
	Anchor     string
	Stems      []string // content-word stems, deduplicated
	StemIDs    []int32  // Stems as ids of the index (see StemID), sorted
	Negated    bool
	Directions []signals.Direction
	// Attr is the yes/no property a fact of a structured record states;
	// nil for other sentences.
	Attr *Attribute
	// Hours are the opening hours a fact of a structured record states;
	// nil for other sentences.
	Hours *Hours
}

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

	// firstPassage[s] is the lowest passage index that contains sentence s;
	// lastPassage[s] the highest.
	firstPassage []int
	lastPassage  []int

	byWord  map[string][]int32 // folded word token -> sentences
	byStem  map[string][]int32 // content stem -> sentences
	stemIDs map[string]int32   // content stem -> its id
	// stems memoises signals.Stem over the sources' words. It is written
	// only while the index is built and read-only after.
	stems    map[string]string
	byNumber map[string][]int32 // numberKey -> sentences
	// lowerWords holds every word that occurs in lower case somewhere in the
	// sources (as written, not folded from a capital).
	lowerWords map[string]bool
	// attrs are the sentences that state a record's yes/no property.
	attrs []int32
	// hours are the sentences that state a record's opening hours.
	hours []int32
	// tokens is the buffer sentences are tokenised into while building.
	tokens []signals.Token
}

// OpeningHours returns the sentences that state a structured record's
// opening hours on one day (those whose Hours is set), in order.
func (ix *Index) OpeningHours() []int32 { return ix.hours }

// Attributes returns the sentences that state a yes/no property of a
// structured record (those whose Attr is set), in order.
func (ix *Index) Attributes() []int32 { return ix.attrs }

// New prepares the documents.
func New(docs ...Document) *Index {
	// The maps are sized for the distinct words of the text: about one in
	// 12 bytes of a short text, fewer and fewer as it grows.
	size := 0
	for _, d := range docs {
		size += len(d.Text)
	}
	words := min(size/12, 1024+size/64)
	ix := &Index{
		Docs:       docs,
		byWord:     make(map[string][]int32, words),
		byStem:     make(map[string][]int32, words),
		stemIDs:    make(map[string]int32, words),
		stems:      make(map[string]string, words),
		byNumber:   make(map[string][]int32, size/256),
		lowerWords: make(map[string]bool, words),
	}
	for d, doc := range docs {
		ix.addDocument(d, doc.Text)
	}
	// Whether a name anchors depends on every source's lower-case words,
	// so anchors are found once all are read.
	for i := range ix.Sentences {
		ix.Sentences[i].Anchor = ix.firstAnchor(ix.Sentences[i].Names)
	}
	ix.tokens = nil
	return ix
}

// firstAnchor returns the text of the first name that can anchor a claim.
func (ix *Index) firstAnchor(names []signals.Name) string {
	for _, n := range names {
		if ix.CanAnchor(n, signals.Fold(n.Text)) {
			return n.Text
		}
	}
	return ""
}

// CanAnchor reports whether name n, folded, can anchor a claim: any name
// of two or more words, or a single word that is not merely the
// capitalised opening word of a sentence where the sources use it in lower
// case.
func (ix *Index) CanAnchor(n signals.Name, folded string) bool {
	if !n.Initial || strings.ContainsAny(folded, " -") {
		return true
	}
	return !ix.HasLowerWord(folded)
}

func (ix *Index) addDocument(d int, text string) {
	first := len(ix.Sentences)
	record, structured := facts(text)
	if structured {
		ix.Sentences = slices.Grow(ix.Sentences, len(record))
		for _, f := range record {
			ix.addSentence(d, text, f.text, f.start, f.end)
			last := &ix.Sentences[len(ix.Sentences)-1]
			if f.attr != nil {
				last.Attr = f.attr
				ix.attrs = append(ix.attrs, int32(len(ix.Sentences)-1))
			}
			if f.hours != nil {
				last.Hours = f.hours
				ix.hours = append(ix.hours, int32(len(ix.Sentences)-1))
			}
		}
	} else {
		segs := claims.Split(text)
		if len(segs) == 0 && strings.TrimSpace(text) != "" {
			segs = []claims.Segment{{Text: text, Start: 0, End: len(text)}}
		}
		ix.Sentences = slices.Grow(ix.Sentences, len(segs))
		for _, seg := range segs {
			ix.addSentence(d, text, seg.Text, seg.Start, seg.End)
		}
	}
	n := len(ix.Sentences) - first
	if n == 0 {
		return
	}
	// A record is about one subject: all its facts make one passage.
	w := min(Width, n)
	if structured {
		w = n
	}
	base := len(ix.Passages)
	ix.Passages = slices.Grow(ix.Passages, n-w+1)
	ix.firstPassage = slices.Grow(ix.firstPassage, n)
	ix.lastPassage = slices.Grow(ix.lastPassage, n)
	for i := first; i+w <= first+n; i++ {
		ix.Passages = append(ix.Passages, Passage{Doc: d, First: i, Last: i + w - 1, Record: structured})
	}
	// Sentence i of the document lies in the passages whose window
	// [First, Last] contains it.
	for i := 0; i < n; i++ {
		ix.firstPassage = append(ix.firstPassage, base+max(0, i-w+1))
		ix.lastPassage = append(ix.lastPassage, base+min(i, n-w))
	}
}

// addSentence indexes one sentence: body is its text (a fact's rendering
// for a structured source), [start, end) its span in the document.
func (ix *Index) addSentence(d int, doc, body string, start, end int) {
	runeStart := 0
	if k := len(ix.Sentences); k > 0 && ix.Sentences[k-1].Doc == d && ix.Sentences[k-1].End <= start {
		prev := ix.Sentences[k-1]
		runeStart = prev.RuneEnd + utf8.RuneCountInString(doc[prev.End:start])
	} else {
		runeStart = utf8.RuneCountInString(doc[:start])
	}
	words := signals.TokenizeInto(ix.tokens, body)
	ix.tokens = words.Tokens
	s := Sentence{
		Doc:        d,
		Start:      start,
		End:        end,
		RuneStart:  runeStart,
		RuneEnd:    runeStart + utf8.RuneCountInString(doc[start:end]),
		Text:       body,
		Folded:     signals.Fold(body),
		Quoted:     signals.NormalizeQuoted(body),
		Numbers:    signals.Numbers(body),
		Names:      signals.Names(body),
		Stems:      words.ContentWords(ix.memoStem),
		Negated:    words.Negated(),
		Directions: words.Directions(),
	}
	id := int32(len(ix.Sentences))
	folded := signals.TokenizeInto(ix.tokens, s.Folded)
	ix.tokens = folded.Tokens
	for _, w := range folded.Tokens {
		post(ix.byWord, w.Lower, id)
	}
	addLowerWords(ix.lowerWords, body)
	s.StemIDs = make([]int32, len(s.Stems))
	for i, st := range s.Stems {
		ix.byStem[st] = append(ix.byStem[st], id)
		sid, ok := ix.stemIDs[st]
		if !ok {
			sid = int32(len(ix.stemIDs))
			ix.stemIDs[st] = sid
		}
		s.StemIDs[i] = sid
	}
	slices.Sort(s.StemIDs)
	for _, n := range s.Numbers {
		post(ix.byNumber, NumberKey(n), id)
	}
	ix.Sentences = append(ix.Sentences, s)
}

// memoStem is signals.Stem, memoised; for use while building only.
func (ix *Index) memoStem(w string) string {
	st, ok := ix.stems[w]
	if !ok {
		st = stem(w)
		ix.stems[w] = st
	}
	return st
}

// Stem is signals.Stem, answered from the sources' words where it can be.
// Safe for concurrent use once the index is built.
func (ix *Index) Stem(w string) string {
	if st, ok := ix.stems[w]; ok {
		return st
	}
	return stem(w)
}

// stem is the stem of a word's lemma: irregular forms meet their base
// form ("grew" and "grows" both stem to grow).
func stem(w string) string {
	l, _ := lexicon.Lemma(w)
	return signals.Stem(l)
}

// StemID returns the id of a content stem, or -1 when no source has it.
func (ix *Index) StemID(st string) int32 {
	if id, ok := ix.stemIDs[st]; ok {
		return id
	}
	return -1
}

// NumberKey is the posting key of a number: its value alone, so that numbers
// of compatible kinds (money and a bare figure) meet; callers confirm a
// match with signals.Same.
func NumberKey(n signals.Number) string {
	return strconv.FormatFloat(n.Value, 'g', -1, 64)
}

// post adds sentence id to the postings of key, once: sentences are added
// in increasing id order, so a repeat is the posting's last entry.
func post(postings map[string][]int32, key string, id int32) {
	p := postings[key]
	if n := len(p); n > 0 && p[n-1] == id {
		return
	}
	postings[key] = append(p, id)
}

// addLowerWords adds to set every word of text that is written starting
// with a lower-case letter.
func addLowerWords(set map[string]bool, text string) {
	start := -1
	for i, r := range text {
		var inWord bool
		if r < utf8.RuneSelf {
			// ASCII: the same test without the Unicode tables.
			c := byte(r)
			inWord = '0' <= c && c <= '9' || 'a' <= c|0x20 && c|0x20 <= 'z' || (start >= 0 && (c == '\'' || c == '-'))
		} else {
			inWord = unicode.IsLetter(r) || unicode.IsDigit(r)
		}
		if inWord {
			if start < 0 {
				start = i
			}
			continue
		}
		if start >= 0 {
			addLower(set, text[start:i])
			start = -1
		}
	}
	if start >= 0 {
		addLower(set, text[start:])
	}
}

func addLower(set map[string]bool, w string) {
	if c := w[0]; c < utf8.RuneSelf && !('a' <= c && c <= 'z') {
		return // an ASCII word that does not start in lower case
	}
	w = strings.TrimRight(w, "'-")
	if r, _ := utf8.DecodeRuneInString(w); unicode.IsLower(r) {
		set[w] = true
	}
}

// PassagesOf appends to dst the passages that contain sentence s.
func (ix *Index) PassagesOf(dst []int, s int) []int {
	for p := ix.firstPassage[s]; p <= ix.lastPassage[s]; p++ {
		dst = append(dst, p)
	}
	return dst
}

// SentencesWithWord returns the sentences holding the folded word token.
func (ix *Index) SentencesWithWord(w string) []int32 { return ix.byWord[w] }

// SentencesWithStem returns the sentences holding the content stem.
func (ix *Index) SentencesWithStem(st string) []int32 { return ix.byStem[st] }

// SentencesWithNumber returns the sentences holding a number of n's value.
func (ix *Index) SentencesWithNumber(n signals.Number) []int32 {
	return ix.byNumber[NumberKey(n)]
}

// HasLowerWord reports whether w occurs written in lower case in any source.
func (ix *Index) HasLowerWord(w string) bool { return ix.lowerWords[w] }

// SentencesOf returns the sentences of passage p.
func (ix *Index) SentencesOf(p Passage) []Sentence {
	return ix.Sentences[p.First : p.Last+1]
}

// Text returns a passage's text: its sentences as they stand in the
// document, with what lies between them.
func (ix *Index) Text(p Passage) string {
	return ix.Docs[p.Doc].Text[ix.Sentences[p.First].Start:ix.Sentences[p.Last].End]
}
