package sourced

import (
	"fmt"
	"slices"

	"github.com/sourced-dev/sourced/internal/evidence"
	"github.com/sourced-dev/sourced/internal/signals"
)

// A claim that a source sentence restates word for word but for one
// figure is contradicted by that sentence, though no name anchors it:
// "The company opened 30 stores in 2021." against "The company opened 12
// stores in 2021.", "Stir in 2 cups of water." against "Stir in 3 cups
// of water." The sentence must hold every content word of the claim, in
// its order, and few of its own besides (see restatedExtra), with the claim's negation
// and no direction against it; every other figure of the claim must be
// stated there, and the one that is not must meet exactly one figure of
// its kind there that states none of the claim's, neither of them bound
// ("more than 20"), a range's end or a label. No other sentence holding every
// content word of the claim may state all its figures: a source that
// says 325 degrees in one place and 350 in another contradicts neither.

// maxRestatedExtra is the most content words a sentence restating a claim
// may hold beyond the claim's, and then only a claim of twice as many (see
// restatedExtra): a sentence of more says more than the claim, and its
// figure may be another thing's.
const maxRestatedExtra = 2

// readsAsClaim reports whether sentence sent holds the claim's content
// words in its order and few others (see wordsBeyond, restatedExtra).
func (ix *Index) readsAsClaim(cs *claimSignals, sent *evidence.Sentence) bool {
	beyond, inOrder := ix.wordsBeyond(cs, sent)
	return inOrder && beyond <= restatedExtra(len(cs.stems))
}

// restatedExtra returns the content words a sentence restating a claim of
// words content words may hold beyond them: half as many, at most
// maxRestatedExtra ("Prices rose 5%" is restated by no sentence that says
// more than "prices", "rose" and its figures).
func restatedExtra(words int) int {
	return min(words/2, maxRestatedExtra)
}

// restated is a source sentence that restates a claim but for one figure:
// the claim's figure n and the sentence's figure m in its place.
type restated struct {
	sent int
	n, m signals.Number
}

// restatedButFigure finds the first sentence, of those holding the
// claim's rarest stem, that restates the claim but for one figure, when
// none of them states every figure of the claim.
func (ix *Index) restatedButFigure(cs *claimSignals) (restated, bool) {
	if len(cs.numbers) == 0 || len(cs.stems) == 0 || len(cs.stemRefs) != len(cs.stems) {
		return restated{}, false
	}
	var rarest []int32
	for _, r := range cs.stemRefs {
		post := ix.ev.SentencesWithStemID(r.id)
		if len(post) == 0 {
			return restated{}, false
		}
		if rarest == nil || len(post) < len(rarest) {
			rarest = post
		}
	}
	found, ok := restated{}, false
	for _, s := range rarest {
		sent := &ix.ev.Sentences[s]
		if !holdsAll(cs.stemRefs, sent.StemIDs) || !ix.inCited(cs, -1, int(s)) {
			continue
		}
		i := ix.unstatedFigure(cs, sent)
		if i == allStated {
			return restated{}, false
		}
		if ok || i < 0 || !ix.readsAsClaim(cs, sent) || ix.negDiffers(cs, int(s), int(s), int(s)) || opposed(cs.directions, sent.Directions) ||
			len(cs.directions) > 0 && ix.clausesOpposed(cs, int(s)) {
			continue
		}
		if m, in := figureInPlace(cs, sent, cs.numbers[i]); in {
			found, ok = restated{sent: int(s), n: cs.numbers[i], m: m}, true
		}
	}
	return found, ok
}

// What unstatedFigure returns when a sentence states every figure of the
// claim, and when it leaves more than one unstated.
const (
	allStated    = -1
	manyUnstated = -2
)

// unstatedFigure returns the index of the claim's one figure that
// sentence sent does not state, or allStated or manyUnstated.
func (ix *Index) unstatedFigure(cs *claimSignals, sent *evidence.Sentence) int {
	unstated := allStated
	for i := range cs.numbers {
		if ix.statesFigure(cs, sent, &cs.numbers[i]) {
			continue
		}
		if unstated != allStated {
			return manyUnstated
		}
		unstated = i
	}
	return unstated
}

// figureInPlace returns the one figure of sentence sent that may stand in
// the place of the claim's figure n: of n's kind (see
// signals.Comparable), stating none of the claim's figures, neither of
// the two bound, a range's end, a label ("Form 1040") or an ordinal;
// false when there is none or more than one.
func figureInPlace(cs *claimSignals, sent *evidence.Sentence, n signals.Number) (signals.Number, bool) {
	if n.Kind == signals.Ordinal || n.Range != signals.NoRange || isLabel(cs.seg.Text, n) || boundedText(cs, n) != n.Text {
		return signals.Number{}, false
	}
	var m signals.Number
	found := false
	for k, o := range sent.Numbers {
		if !signals.Comparable(n, o) || signals.HasSame(cs.numbers, o) || signals.InRange(sent.Numbers, k, n) {
			continue
		}
		if found {
			return signals.Number{}, false // two: which one is meant is not known
		}
		m, found = o, true
	}
	if !found || m.Range != signals.NoRange || isLabel(sent.Text, m) {
		return signals.Number{}, false
	}
	if b, _ := boundOf(sent.Text, sent.Directions, m, true); b != exactly {
		return signals.Number{}, false
	}
	return m, true
}

// wordsBeyond returns the number of content words of sentence sent whose
// stems are none of the claim's, but for the words of its figures ("4
// dollars") and its direction cues ("rose"), which the claim's content
// words leave out too; and whether the sentence holds the claim's content
// words in the claim's order ("revenue per store reached" is not read in
// "revenue from online sales reached …, while store revenue fell").
func (ix *Index) wordsBeyond(cs *claimSignals, sent *evidence.Sentence) (beyond int, inOrder bool) {
	var buf [64]signals.Token // the tokens of most sentences, on the stack
	words := signals.TokenizeInto(buf[:0], sent.Text)
	next := 0 // the claim's stems read in order so far
	for _, t := range words.Tokens {
		at := int(t.Start)
		if !signals.IsContentWord(t.Lower) ||
			slices.ContainsFunc(sent.Numbers, func(m signals.Number) bool { return m.Start <= at && at < m.End }) ||
			slices.ContainsFunc(sent.Directions, func(d signals.Direction) bool { return d.Start <= at && at < d.End }) {
			continue
		}
		switch stem := ix.ev.Stem(t.Lower); {
		case next < len(cs.stems) && stem == cs.stems[next]:
			next++
		case !slices.Contains(cs.stems, stem):
			beyond++
		}
	}
	return beyond, next == len(cs.stems)
}

// applyRestated makes the claim contradicted by the sentence of r.
func (ix *Index) applyRestated(c *Claim, r restated) {
	c.Verdict, c.ReasonCode = Contradicted, ReasonNumberMismatch
	c.Reason = fmt.Sprintf("claims %s, but a source sentence that says the rest of it word for word says %s", r.n.Text, r.m.Text)
	c.Evidence = soleEvidence(c.Evidence, ix.evidenceOf(ix.ev.PassagesOf(nil, r.sent)[0]))
	c.Contradictions = []Contradiction{{ClaimNumber: r.n.Text, SourceNumbersNearby: []string{r.m.Text}}}
}
