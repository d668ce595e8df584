package sourced

import (
	"fmt"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/sourced-dev/sourced/internal/signals"
)

// contradiction is a passage about the claim's subject that states a
// different figure of the same kind.
type contradiction struct {
	passage     int
	claimNumber string
	entity      string
	nearby      []string
}

// contradiction looks for a passage that names every name of the claim,
// holds most of its wording, and states a figure comparable to one of the
// claim's where the claim's own figure is stated nowhere near its anchors.
func (ix *Index) contradiction(cs *claimSignals, anchors []int) (contradiction, bool) {
	if len(anchors) == 0 || len(cs.numbers) == 0 {
		return contradiction{}, false
	}
	var (
		found     contradiction
		bestCover = -1.0
	)
	var ps []int
	for _, s := range ix.ev.SentencesWithWord(firstWord(cs.folded[anchors[0]])) {
		ps = ix.ev.PassagesOf(ps, int(s))
	}
	slices.Sort(ps)
	for _, p := range slices.Compact(ps) {
		e := ix.evaluate(cs, anchors, p)
		if len(e.missingNames) > 0 || len(e.missingNums) == 0 || e.cover < minCover || e.cover <= bestCover {
			continue
		}
		for _, i := range e.missingNums {
			n := cs.numbers[i]
			if ix.stated(cs, anchors, n) {
				continue
			}
			nearby := ix.comparableNearby(cs, anchors, p, n)
			if len(nearby) == 0 {
				continue
			}
			found = contradiction{passage: p, claimNumber: n.Text, entity: cs.names[anchors[0]].Text, nearby: nearby}
			bestCover = e.cover
			break
		}
	}
	return found, bestCover >= 0
}

// stated reports whether the sources state n in any passage that mentions
// one of the claim's anchors.
func (ix *Index) stated(cs *claimSignals, anchors []int, n signals.Number) bool {
	var ps []int
	for _, s := range ix.ev.SentencesWithNumber(n) {
		sent := &ix.ev.Sentences[s]
		if hasSame(sent.Numbers, n) && ix.otherOwner(cs, anchors, sent) == "" {
			ps = ix.ev.PassagesOf(ps[:0], int(s))
			for _, p := range ps {
				if ix.mentions(p, cs, anchors) {
					return true
				}
			}
		}
	}
	return false
}

func (ix *Index) mentions(p int, cs *claimSignals, anchors []int) bool {
	pass := ix.ev.Passages[p]
	for _, s := range ix.ev.Sentences[pass.First : pass.Last+1] {
		for _, a := range anchors {
			if containsWord(s.Folded, cs.folded[a]) {
				return true
			}
		}
	}
	return false
}

// comparableNearby returns, as written, the figures of passage p that are
// comparable to n and different from it, from sentences about the claim's
// subject (they name an anchor, or name no one else).
func (ix *Index) comparableNearby(cs *claimSignals, anchors []int, p int, n signals.Number) []string {
	pass := ix.ev.Passages[p]
	var out []string
	for i := pass.First; i <= pass.Last; i++ {
		s := &ix.ev.Sentences[i]
		if ix.otherOwner(cs, anchors, s) != "" {
			continue
		}
		for _, x := range s.Numbers {
			if signals.Comparable(n, x) && !signals.Same(n, x) && !slices.Contains(out, x.Text) {
				out = append(out, x.Text)
			}
		}
	}
	return out
}

func (con contradiction) apply(c Claim, ix *Index) Claim {
	c.Verdict, c.ReasonCode = Contradicted, ReasonNumberMismatch
	c.Reason = fmt.Sprintf("claims %s near %q, but the source's own text near that name says %s",
		con.claimNumber, con.entity, strings.Join(con.nearby, ", "))
	c.Evidence = []Evidence{ix.evidenceOf(con.passage)}
	c.Contradictions = []Contradiction{{ClaimNumber: con.claimNumber, Entity: con.entity, SourceNumbersNearby: con.nearby}}
	return c
}

func (ix *Index) grounded(c Claim, code ReasonCode, reason string, p int) Claim {
	c.Verdict, c.ReasonCode, c.Reason = Grounded, code, reason
	c.Evidence = []Evidence{ix.evidenceOf(p)}
	return c
}

func (ix *Index) flipped(c Claim, e *passageEval) Claim {
	c.Verdict, c.ReasonCode = Contradicted, ReasonDirectionMismatch
	c.Reason = "the source says the opposite direction about the same thing: " + ix.ev.Sentences[e.closest].Text
	c.Evidence = []Evidence{ix.evidenceOf(e.p)}
	return c
}

// unverified sets an unverified verdict; the best passage, when given and
// holding at least one of the claim's signals, is kept as evidence of what
// was closest.
func (ix *Index) unverified(c Claim, code ReasonCode, reason string, best *passageEval) Claim {
	c.Verdict, c.ReasonCode, c.Reason = Unverified, code, reason
	if best != nil {
		c.Evidence = []Evidence{ix.evidenceOf(best.p)}
	}
	return c
}

func (ix *Index) evidenceOf(p int) Evidence {
	pass := ix.ev.Passages[p]
	first, last := &ix.ev.Sentences[pass.First], &ix.ev.Sentences[pass.Last]
	return Evidence{
		Source: ix.ev.Docs[pass.Doc].Name,
		Start:  first.RuneStart,
		End:    last.RuneEnd,
		Text:   ix.ev.Text(pass),
	}
}

// describeMissing says which signals the best passage lacks.
func (cs *claimSignals) describeMissing(e *passageEval) string {
	var parts []string
	if len(e.missingNums) > 0 {
		parts = append(parts, "numbers "+listOf(e.missingNums, func(i int) string { return cs.numbers[i].Text }))
	}
	if len(e.missingNames) > 0 {
		parts = append(parts, "names "+listOf(e.missingNames, func(i int) string { return cs.names[i].Text }))
	}
	if len(e.missingQuotes) > 0 {
		parts = append(parts, "quotes "+listOf(e.missingQuotes, func(i int) string { return cs.quotes[i].Text }))
	}
	total := len(cs.numbers) + len(cs.names) + len(cs.quotes)
	return fmt.Sprintf("%d/%d signals are in no passage with the rest: missing %s", e.missing(), total, strings.Join(parts, "; "))
}

func listOf(idx []int, text func(int) string) string {
	q := make([]string, len(idx))
	for k, i := range idx {
		q[k] = fmt.Sprintf("%q", text(i))
	}
	return "[" + strings.Join(q, ", ") + "]"
}

func lastRune(s string) rune {
	r, _ := utf8.DecodeLastRuneInString(s)
	return r
}

func isWordRune(r rune) bool {
	return unicode.IsLetter(r) || unicode.IsDigit(r) || r == '_'
}
