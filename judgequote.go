package sourced

import (
	"fmt"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/sourced-dev/sourced/internal/signals"
)

// quoteContext is how far, in bytes, the text around a quote is read for
// the figures that overlap it: a quote that ends inside "$56 billion"
// states 56 billion, not 56.
const quoteContext = 200

// quoteFinder looks up a judge's quotes in the sources of one index.
type quoteFinder struct {
	ix   *Index
	docs []foldedDoc
}

// foldedDoc is a source folded as signals.NormalizeQuoted folds a quote,
// with the way back to the source: folded byte i comes from the source
// bytes start[i]:end[i].
type foldedDoc struct {
	text       string
	start, end []int
}

func newQuoteFinder(ix *Index) *quoteFinder {
	f := &quoteFinder{ix: ix}
	for _, d := range ix.ev.Docs {
		f.docs = append(f.docs, foldDoc(d.Text))
	}
	return f
}

// quoteFolds are the marks signals.NormalizeQuoted straightens.
var quoteFolds = map[rune]rune{'’': '\'', '‘': '\'', '“': '"', '”': '"', '«': '"', '»': '"'}

// foldDoc folds s as signals.NormalizeQuoted does — curly quotes
// straightened, each run of white space one space, none at either end —
// and keeps each folded byte's place in s.
func foldDoc(s string) foldedDoc {
	var d foldedDoc
	var b strings.Builder
	space := -1 // start of a pending run of white space, once text has begun
	for i, r := range s {
		size := utf8.RuneLen(r)
		if r == utf8.RuneError {
			size = 1
		}
		if unicode.IsSpace(r) {
			if space < 0 && b.Len() > 0 {
				space = i
			}
			continue
		}
		if space >= 0 {
			b.WriteByte(' ')
			d.start, d.end = append(d.start, space), append(d.end, i)
			space = -1
		}
		if f, ok := quoteFolds[r]; ok {
			r = f
		}
		var n int
		if size == 1 && r == utf8.RuneError {
			n, _ = b.WriteString(s[i : i+1]) // an invalid byte stays as it is
		} else {
			n, _ = b.WriteRune(r)
		}
		for range n {
			d.start, d.end = append(d.start, i), append(d.end, i+size)
		}
	}
	d.text = b.String()
	return d
}

// quoteMatch is a quote found in a source.
type quoteMatch struct {
	doc        int
	start, end int // byte offsets into the source
}

// find returns where the folded quote q stands in a source, as whole
// words: a match that starts or ends inside a word is no match.
func (f *quoteFinder) find(q string) (quoteMatch, bool) {
	if q == "" {
		return quoteMatch{}, false
	}
	for di, d := range f.docs {
		src := f.ix.ev.Docs[di].Text
		for from := 0; from < len(d.text); {
			k := strings.Index(d.text[from:], q)
			if k < 0 {
				break
			}
			k += from
			m := quoteMatch{doc: di, start: d.start[k], end: d.end[k+len(q)-1]}
			if wholeWords(src, m.start, m.end) {
				return m, true
			}
			from = k + 1
		}
	}
	return quoteMatch{}, false
}

// unwrapQuote returns q without one pair of enclosing quote marks, if it
// has them and something inside.
func unwrapQuote(q string) (string, bool) {
	for _, mark := range []string{`"`, "'"} {
		if len(q) > 2 && strings.HasPrefix(q, mark) && strings.HasSuffix(q, mark) {
			return strings.TrimSpace(q[1 : len(q)-1]), true
		}
	}
	return q, false
}

// wholeWords reports whether src[start:end] neither starts nor ends
// inside a word.
func wholeWords(src string, start, end int) bool {
	first, _ := utf8.DecodeRuneInString(src[start:])
	before, _ := utf8.DecodeLastRuneInString(src[:start])
	last, _ := utf8.DecodeLastRuneInString(src[:end])
	after, _ := utf8.DecodeRuneInString(src[end:])
	return !(isWordRune(first) && isWordRune(before)) && !(isWordRune(last) && isWordRune(after))
}

// apply applies the judge's verdict to c when its evidence passes, and
// reports whether it did; otherwise c stays unverified with the reason.
func (f *quoteFinder) apply(c *Claim, status Verdict, evidence, model string) bool {
	said := fmt.Sprintf("judged %s by %s", status, model)
	q := signals.NormalizeQuoted(evidence)
	if q == "" {
		c.ReasonCode = ReasonJudgeQuoteNotFound
		c.Reason = fmt.Sprintf("%s without quoting the source, so discarded; string matching: %s", said, c.Reason)
		return false
	}
	m, ok := f.find(q)
	if inner, wrapped := unwrapQuote(q); !ok && wrapped {
		// Models often put their quote in quote marks: the marks are
		// theirs, the text inside must still be the source's.
		q = inner
		m, ok = f.find(q)
	}
	if !ok {
		c.ReasonCode = ReasonJudgeQuoteNotFound
		c.Reason = fmt.Sprintf("%s, but its quote \"%s\" is not in the source, so discarded; string matching: %s", said, q, c.Reason)
		return false
	}
	src := f.ix.ev.Docs[m.doc]
	text := src.Text[m.start:m.end]
	if status == Grounded {
		if missing := f.unstated(c.Text, src.Text, m); len(missing) > 0 {
			c.ReasonCode = ReasonJudgeQuoteLacksSignals
			c.Reason = fmt.Sprintf("%s, but its quote \"%s\" does not state the claim's %s, so discarded; string matching: %s",
				said, q, strings.Join(missing, ", "), c.Reason)
			return false
		}
	}
	c.Verdict, c.ReasonCode = status, ReasonJudged
	c.Reason = fmt.Sprintf("%s: the source says \"%s\"", said, q)
	c.Contradictions = nil
	runeStart := utf8.RuneCountInString(src.Text[:m.start])
	c.Evidence = []Evidence{{
		Source: src.Name,
		Start:  runeStart,
		End:    runeStart + utf8.RuneCountInString(text),
		Text:   text,
	}}
	c.Judge = &JudgeNote{Model: model, Evidence: text}
	return true
}

// unstated returns, as written in the claim, the numbers, names and quoted
// phrases of claim that the quote m of src does not state. Numbers are
// compared by value with the source's figures that overlap the quote, read
// in their context; a name the sources also use as an ordinary lower-case
// word is not required when it merely opens the claim.
func (f *quoteFinder) unstated(claim, src string, m quoteMatch) []string {
	var missing []string
	lo, hi := max(0, m.start-quoteContext), min(len(src), m.end+quoteContext)
	for lo > 0 && !utf8.RuneStart(src[lo]) {
		lo--
	}
	for hi < len(src) && !utf8.RuneStart(src[hi]) {
		hi++
	}
	var stated []signals.Number
	for _, n := range signals.Numbers(src[lo:hi]) {
		if lo+n.Start < m.end && lo+n.End > m.start {
			stated = append(stated, n)
		}
	}
	for _, n := range signals.Numbers(claim) {
		if !signals.HasSame(stated, n) {
			missing = append(missing, n.Text)
		}
	}
	quote := src[m.start:m.end]
	folded := signals.Fold(quote)
	for _, n := range signals.Names(claim) {
		fn := signals.Fold(n.Text)
		if f.ix.ev.CanAnchor(n, fn) && !containsWord(folded, fn) {
			missing = append(missing, n.Text)
		}
	}
	quoted := signals.NormalizeQuoted(quote)
	for _, q := range signals.Quotes(claim) {
		if !strings.Contains(quoted, signals.NormalizeQuoted(q.Text)) {
			missing = append(missing, `"`+q.Text+`"`)
		}
	}
	return slices.Compact(missing)
}
