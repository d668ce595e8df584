// Package evidence prepares source documents once for checking: it splits
// them into sentences, extracts each sentence's signals, cuts passages of
// consecutive sentences inside each document, and keeps postings from words,
// numbers and names to the sentences that hold them, so that a claim looks
// up its candidate passages instead of scanning them all.
//
// An Index is immutable after New and safe for concurrent use.
package evidence

import (
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/sourced-dev/sourced/internal/claims"
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
	Numbers    []signals.Number
	Names      []signals.Name
	Stems      []string // content-word stems, deduplicated
	Negated    bool
	Directions []signals.Direction
}

// Passage is a window of up to Width consecutive sentences of one document.
type Passage struct {
	Doc         int
	First, Last int // sentence indexes, inclusive
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

	byWord   map[string][]int32 // folded word token -> sentences
	byStem   map[string][]int32 // content stem -> sentences
	byNumber map[string][]int32 // numberKey -> sentences
	// lowerWords holds every word that occurs in lower case somewhere in the
	// sources (as written, not folded from a capital).
	lowerWords map[string]bool
}

// New prepares the documents.
func New(docs ...Document) *Index {
	ix := &Index{
		Docs:       docs,
		byWord:     map[string][]int32{},
		byStem:     map[string][]int32{},
		byNumber:   map[string][]int32{},
		lowerWords: map[string]bool{},
	}
	for d, doc := range docs {
		ix.addDocument(d, doc.Text)
	}
	return ix
}

func (ix *Index) addDocument(d int, text string) {
	segs := claims.Split(text)
	if len(segs) == 0 && strings.TrimSpace(text) != "" {
		segs = []claims.Segment{{Text: text, Start: 0, End: len(text)}}
	}
	first := len(ix.Sentences)
	runePos, bytePos := 0, 0
	for _, seg := range segs {
		runePos += utf8.RuneCountInString(text[bytePos:seg.Start])
		runeEnd := runePos + utf8.RuneCountInString(seg.Text)
		bytePos = seg.End
		s := Sentence{
			Doc:        d,
			Start:      seg.Start,
			End:        seg.End,
			RuneStart:  runePos,
			RuneEnd:    runeEnd,
			Text:       seg.Text,
			Folded:     signals.Fold(seg.Text),
			Numbers:    signals.Numbers(seg.Text),
			Names:      signals.Names(seg.Text),
			Stems:      signals.ContentWords(seg.Text),
			Negated:    signals.Negated(seg.Text),
			Directions: signals.Directions(seg.Text),
		}
		runePos = runeEnd
		id := int32(len(ix.Sentences))
		ix.Sentences = append(ix.Sentences, s)
		for _, w := range uniqueWords(s.Folded) {
			ix.byWord[w] = append(ix.byWord[w], id)
		}
		addLowerWords(ix.lowerWords, seg.Text)
		for _, st := range s.Stems {
			ix.byStem[st] = append(ix.byStem[st], id)
		}
		seen := map[string]bool{}
		for _, n := range s.Numbers {
			k := NumberKey(n)
			if !seen[k] {
				seen[k] = true
				ix.byNumber[k] = append(ix.byNumber[k], id)
			}
		}
	}
	n := len(ix.Sentences) - first
	if n == 0 {
		return
	}
	w := min(Width, n)
	for i := first; i+w <= first+n; i++ {
		ix.Passages = append(ix.Passages, Passage{Doc: d, First: i, Last: i + w - 1})
	}
	// Map sentences to passages: sentence s lies in passages whose window
	// [First, Last] contains it.
	base := len(ix.Passages) - (n - w + 1)
	for i := 0; i < n; i++ {
		lo := max(0, i-w+1)
		hi := min(i, n-w)
		ix.firstPassage = append(ix.firstPassage, base+lo)
		ix.lastPassage = append(ix.lastPassage, base+hi)
	}
}

// NumberKey is the posting key of a number: its value alone, so that numbers
// of compatible kinds (money and a bare figure) meet; callers confirm a
// match with signals.Same.
func NumberKey(n signals.Number) string {
	return strconv.FormatFloat(n.Value, 'g', -1, 64)
}

// uniqueWords returns the distinct word tokens of folded text.
func uniqueWords(folded string) []string {
	words := signals.Words(folded)
	out := words[:0]
	seen := make(map[string]bool, len(words))
	for _, w := range words {
		if !seen[w] {
			seen[w] = true
			out = append(out, w)
		}
	}
	return out
}

// addLowerWords adds to set every word of text that is written starting
// with a lower-case letter.
func addLowerWords(set map[string]bool, text string) {
	start := -1
	for i, r := range text {
		if unicode.IsLetter(r) || unicode.IsDigit(r) || (start >= 0 && (r == '\'' || r == '-')) {
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

// Text returns a passage's text: its sentences as they stand in the
// document, with what lies between them.
func (ix *Index) Text(p Passage) string {
	first, last := ix.Sentences[p.First], ix.Sentences[p.Last]
	return ix.Docs[p.Doc].Text[first.Start:last.End]
}
