// Package baseline reproduces the decision rules of the original Python
// tool (sourced 0.4.0) so that the bench can print its figures beside
// ours, on the same data: claim splitting, numbers, quotes and capitalised
// entities, three-sentence passages, the 60% content-word cover, the
// negation and first-word rules, and the anchored contradiction.
//
// It is not the product's checker and shares none of its code: it keeps
// the original's quirks on purpose (Unicode-aware word boundaries, the
// splitlines line breaks, case-sensitive scale letters, substring entity
// matching), because the point is to measure the original, not to improve
// it. Only the verdicts are meant to match the original's; reasons are
// worded here, carrying the same information.
package baseline

import (
	"fmt"
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/sourced-dev/sourced"
)

// The original's constants: sentences per passage, and the share of the
// claim's content words a passage must hold.
const (
	passageSentences = 3
	contentMin       = 0.6
)

// Checker holds sources prepared for the original's rules: sentences and
// three-sentence passages with their numbers and word sets. The original
// recomputed these for every claim; computing them once gives the same
// verdicts. A Checker is immutable and safe for concurrent use.
type Checker struct {
	// source is the sources joined by a blank line, as the original's
	// library joined them.
	source   string
	sources  []sourced.Source
	passages []passage
}

// sentence is one sentence of the source with what the rules read in it.
type sentence struct {
	words   map[string]bool
	negated bool
}

// passage is a window of consecutive sentences, joined by one space.
type passage struct {
	text, lower string
	// start and end are code-point offsets into the joined source, from
	// the first sentence's start to the last one's end.
	start, end int
	nums       map[string]bool
	words      map[string]bool
	sentences  []*sentence
}

// New prepares sources for the original's rules. Several sources are
// joined by a blank line into one text, as the original did.
func New(sources ...sourced.Source) *Checker {
	texts := make([]string, len(sources))
	for i, s := range sources {
		texts[i] = s.Text
	}
	c := &Checker{source: strings.Join(texts, "\n\n"), sources: sources}
	pieces := split(c.source)
	if len(pieces) == 0 {
		pieces = []piece{{c.source, 0, utf8.RuneCountInString(c.source)}}
	}
	sents := make([]*sentence, len(pieces))
	for i, p := range pieces {
		ws := words(p.text)
		sents[i] = &sentence{words: ws, negated: negated(p.text, ws)}
	}
	width := min(passageSentences, len(pieces))
	for i := 0; i+width <= len(pieces); i++ {
		texts := make([]string, width)
		all := map[string]bool{}
		for j := range width {
			texts[j] = pieces[i+j].text
			for w := range sents[i+j].words {
				all[w] = true
			}
		}
		text := strings.Join(texts, " ")
		nums := map[string]bool{}
		for _, n := range numbers(text) {
			nums[n.value] = true
		}
		c.passages = append(c.passages, passage{
			text: text, lower: lower(text),
			start: pieces[i].start, end: pieces[i+width-1].end,
			nums: nums, words: all, sentences: sents[i : i+width],
		})
	}
	return c
}

// Check splits output into claims and decides each one.
func (c *Checker) Check(output string) sourced.Report {
	pieces := split(output)
	r := sourced.Report{Claims: make([]sourced.Claim, 0, len(pieces))}
	for _, p := range pieces {
		cl := c.decide(p.text)
		cl.Text, cl.Start, cl.End = p.text, p.start, p.end
		r.Claims = append(r.Claims, cl)
		r.Counts.Add(cl.Verdict)
	}
	return r
}

// candidate is what one passage holds of a claim.
type candidate struct {
	p                    *passage
	missNums             []string
	missEnts, missQuotes []string
	cover                float64
	negationDiffers      bool
}

// missing is the number of the claim's signals the passage lacks.
func (k *candidate) missing() int { return len(k.missNums) + len(k.missEnts) + len(k.missQuotes) }

// outranks reports whether k explains the claim strictly better than o:
// fewer missing signals, then the same negation, then a higher cover.
func (k *candidate) outranks(o *candidate) bool {
	if k.missing() != o.missing() {
		return k.missing() < o.missing()
	}
	if k.negationDiffers != o.negationDiffers {
		return !k.negationDiffers
	}
	return k.cover > o.cover
}

// decide applies the original's rules to one claim.
func (c *Checker) decide(claim string) sourced.Claim {
	nums := numbers(claim)
	values := make([]string, len(nums))
	for i, n := range nums {
		values[i] = n.value
	}
	ents, quoted := entities(claim), quotes(claim)
	out := sourced.Claim{Signals: sourced.Signals{Numbers: values, Entities: ents, Quotes: quoted}}
	verdict := func(v sourced.Verdict, code sourced.ReasonCode, reason string) sourced.Claim {
		out.Verdict, out.ReasonCode, out.Reason = v, code, reason
		return out
	}
	if len(nums)+len(ents)+len(quoted) == 0 {
		return verdict(sourced.Unverified, sourced.ReasonNoSignals,
			"no checkable numbers, quotes or capitalised names in this claim")
	}

	claimWords := words(claim)
	content := contentWords(claimWords)
	claimNegated := negated(claim, claimWords)
	cands := make([]candidate, len(c.passages))
	var best *candidate
	for i := range c.passages {
		k := c.evaluate(&c.passages[i], values, ents, quoted, content, claimNegated)
		cands[i] = k
		if best == nil || k.outranks(best) {
			best = &cands[i]
		}
		if k.missing() > 0 || k.cover < contentMin || k.negationDiffers {
			continue
		}
		first := firstWord(claim)
		strong := len(nums) > 0 || len(quoted) > 0
		for _, e := range ents {
			strong = strong || strings.Contains(e, " ") || e != first
		}
		if !strong {
			return verdict(sourced.Unverified, sourced.ReasonFirstWordOnly,
				"only the claim's first word matched the source; there is no number, quote or name to test")
		}
		out.Evidence = c.evidence(k.p)
		return verdict(sourced.Grounded, sourced.ReasonSupported,
			"every number, name and quote of the claim is in one passage of the source, with most of its wording")
	}

	if cl, ok := c.contradiction(claim, nums, ents, cands, out); ok {
		return cl
	}
	switch {
	case best.missing() > 0:
		return verdict(sourced.Unverified, sourced.ReasonMissingSignals, fmt.Sprintf(
			"%d of %d signals are in no one passage together: numbers %s, entities %s, quotes %s",
			best.missing(), len(nums)+len(ents)+len(quoted),
			pyList(best.missNums), pyList(best.missEnts), pyList(best.missQuotes)))
	case best.negationDiffers:
		return verdict(sourced.Unverified, sourced.ReasonNegationMismatch,
			"the closest source sentence is negated where the claim is not, or the other way round")
	}
	return verdict(sourced.Unverified, sourced.ReasonLowCoverage, fmt.Sprintf(
		"the names and numbers are in one passage, but only %.0f%% of the claim's content words are", best.cover*100))
}

// evaluate measures one passage against a claim's signals and words.
func (c *Checker) evaluate(p *passage, values, ents, quoted []string, content map[string]bool, claimNegated bool) candidate {
	k := candidate{p: p, cover: 1}
	for _, v := range values {
		if !p.nums[v] {
			k.missNums = append(k.missNums, v)
		}
	}
	for _, e := range ents {
		if !strings.Contains(p.lower, lower(e)) {
			k.missEnts = append(k.missEnts, e)
		}
	}
	for _, q := range quoted {
		if !strings.Contains(p.text, q) {
			k.missQuotes = append(k.missQuotes, q)
		}
	}
	if len(content) > 0 {
		k.cover = float64(shared(content, p.words)) / float64(len(content))
	}
	closest, most := p.sentences[0], -1
	for _, s := range p.sentences {
		if n := shared(content, s.words); n > most {
			closest, most = s, n
		}
	}
	k.negationDiffers = closest.negated != claimNegated
	return k
}

// contradiction applies the contradiction rule: an anchor (a name that is
// not merely the capitalised first word), a claim number, and a passage
// holding every name and most of the wording that states numbers, misses
// some of the claim's, and misses one the source states nowhere about the
// anchors.
func (c *Checker) contradiction(claim string, nums []number, ents []string, cands []candidate, out sourced.Claim) (sourced.Claim, bool) {
	first := firstWord(claim)
	var anchors []string
	for _, e := range ents {
		if strings.Contains(e, " ") || e != first || !wholeWord(c.source, lower(e)) {
			anchors = append(anchors, lower(e))
		}
	}
	if len(anchors) == 0 || len(nums) == 0 {
		return out, false
	}
	stated := map[string]bool{}
	for _, k := range cands {
		for _, a := range anchors {
			if strings.Contains(k.p.lower, a) {
				for n := range k.p.nums {
					stated[n] = true
				}
				break
			}
		}
	}
	var chosen *candidate
	for i, k := range cands {
		if len(k.missEnts) > 0 || len(k.missNums) == 0 || len(k.p.nums) == 0 || k.cover < contentMin {
			continue
		}
		news := false
		for _, n := range k.missNums {
			news = news || !stated[n]
		}
		if news && (chosen == nil || k.cover > chosen.cover) {
			chosen = &cands[i]
		}
	}
	if chosen == nil {
		return out, false
	}
	said := nearbyNumbers(chosen.p.text, ents)
	var claimNumber string
	for _, n := range nums {
		if slices.Contains(chosen.missNums, n.value) {
			claimNumber = n.text
			break
		}
	}
	out.Verdict, out.ReasonCode = sourced.Contradicted, sourced.ReasonNumberMismatch
	out.Reason = fmt.Sprintf("the claim says %s about %s, but the source's passage about them says %s",
		claimNumber, strings.Join(ents, ", "), pyList(said))
	out.Evidence = c.evidence(chosen.p)
	out.Contradictions = []sourced.Contradiction{{ClaimNumber: claimNumber, Entity: ents[0], SourceNumbersNearby: said}}
	return out, true
}

// nearbyNumbers lists, as written and without repeats, the numbers within
// 80 code points of each case-insensitive occurrence of each entity in the
// passage, after "[n]" citations are replaced by a space; failing any, every
// number of the passage.
func nearbyNumbers(text string, ents []string) []string {
	rs := []rune(stripBracketCitations(text))
	said := []string{}
	for _, e := range ents {
		er := []rune(e)
		for i := 0; i+len(er) <= len(rs); {
			if !hasFoldPrefix(rs, i, er) {
				i++
				continue
			}
			lo, hi := max(0, i-80), min(len(rs), i+len(er)+80)
			for _, n := range numbers(string(rs[lo:hi])) {
				if !slices.Contains(said, n.text) {
					said = append(said, n.text)
				}
			}
			i += len(er)
		}
	}
	if len(said) == 0 {
		for _, n := range numbers(string(rs)) {
			said = append(said, n.text)
		}
	}
	return said
}

// stripBracketCitations replaces every "[digits]" by one space.
func stripBracketCitations(text string) string {
	rs := []rune(text)
	var b strings.Builder
	for i := 0; i < len(rs); i++ {
		if rs[i] == '[' {
			j := i + 1
			for j < len(rs) && isDigit(rs[j]) {
				j++
			}
			if j > i+1 && j < len(rs) && rs[j] == ']' {
				b.WriteByte(' ')
				i = j
				continue
			}
		}
		b.WriteRune(rs[i])
	}
	return b.String()
}

// evidence is the passage as evidence, named after the source it starts in
// and clipped to that source.
func (c *Checker) evidence(p *passage) []sourced.Evidence {
	offset := 0
	for i, s := range c.sources {
		n := utf8.RuneCountInString(s.Text)
		if p.start < offset+n || i == len(c.sources)-1 {
			return []sourced.Evidence{{
				Source: s.Name,
				Start:  p.start - offset,
				End:    min(p.end-offset, n),
				Text:   p.text,
			}}
		}
		offset += n + 2 // the blank line the sources are joined by
	}
	return nil
}

// firstWord is the claim's first space-separated word without surrounding
// quote marks and opening parentheses.
func firstWord(claim string) string {
	w := strings.TrimLeftFunc(claim, isSpace)
	if i := strings.IndexByte(w, ' '); i >= 0 {
		w = w[:i]
	}
	return strings.Trim(w, "\"'(")
}

// wholeWord reports whether needle occurs in text between Unicode word
// boundaries, case-sensitively.
func wholeWord(text, needle string) bool {
	first, _ := utf8.DecodeRuneInString(needle)
	last, _ := utf8.DecodeLastRuneInString(needle)
	for from := 0; from <= len(text); {
		i := strings.Index(text[from:], needle)
		if i < 0 {
			return false
		}
		i += from
		before, _ := utf8.DecodeLastRuneInString(text[:i])
		after, _ := utf8.DecodeRuneInString(text[i+len(needle):])
		startOK := (i > 0 && isWord(before)) != isWord(first)
		endOK := isWord(last) != (i+len(needle) < len(text) && isWord(after))
		if startOK && endOK {
			return true
		}
		from = i + 1
	}
	return false
}
