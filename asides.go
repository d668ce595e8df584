package sourced

import (
	"math/bits"
	"slices"
	"strings"

	"github.com/sourced-dev/sourced/internal/evidence"
	"github.com/sourced-dev/sourced/internal/signals"
)

// negatedFor reports whether source sentence s is negated as far as the
// claim goes: it holds a negation that is not set aside from what the
// claim speaks of. A negation in an aside of the sentence (see
// evidence.Index.NegatedAsides) is about something else ("Acme, which
// never opened stores abroad, opened 30 stores") unless the aside holds
// one of the claim's numbers, names or content words that the rest of the
// sentence does not; a claim that quotes is not read so closely.
func (ix *Index) negatedFor(cs *claimSignals, s int) bool {
	sent := &ix.ev.Sentences[s]
	return sent.Negated && (!sent.NegatedAside || ix.asidesHoldOnce(cs, s))
}

// negDiffers reports whether sentence s of a passage of sentences first
// to last and the claim differ in negation, each one's negation counted
// only where it bears on the other (see negatedFor and claimNegatedFor).
func (ix *Index) negDiffers(cs *claimSignals, s, first, last int) bool {
	claim := ix.claimNegatedFor(cs, first, last)
	if ix.negatedFor(cs, s) == claim {
		return false
	}
	return !claim || !ix.negationHeldElsewhere(cs, s, first, last)
}

// negationHeldElsewhere reports whether a sentence of first to last other
// than s, negated as far as the claim goes, holds every content word of
// the negated claim that the claim's negation reaches (see
// signals.Tokenized.NegationFrom) where its own negation reaches: a claim
// that joins a fact to a negated one ("Twelve people were treated in
// hospital, and no one has died") takes its negation from the sentence
// that states the negated one ("No deaths have been reported"), not from
// its closest. What the claim negates, up to the mark that ends its
// clause, must be negated there in full, but for one word the passage
// holds elsewhere (see scopeNear), and the claim's figures after its
// negation word must be stated there: "It did not open any stores in
// Texas" holds no "did not open 30 stores".
func (ix *Index) negationHeldElsewhere(cs *claimSignals, s, first, last int) bool {
	if first == last || len(cs.stems) > 64 {
		return false
	}
	// Only a negated sentence that holds every word of the scope, or all
	// but one (see scopeNear), by the claim's memo of the stems each
	// sentence holds, is cut into words;
	// the scope is read only once such a sentence is met.
	st := cs.state
	around, aroundRead := uint64(0), false
	passage := func() uint64 { // the claim's stems the passage holds
		if !aroundRead {
			aroundRead = true
			around, _ = cs.filledStems(first, min(last, len(st.stemSeen)-1))
		}
		return around
	}
	for t := first; t <= last; t++ {
		if t == s || t >= len(st.stemSeen) || st.stemSeen[t] != st.claim || !ix.ev.Sentences[t].Negated {
			continue
		}
		scope := cs.negatedScope()
		if scope == 0 {
			return false
		}
		if !cs.scopeNear(scope, st.stems[t], passage) || !ix.negatedFor(cs, t) {
			continue
		}
		text := ix.ev.Sentences[t].Text
		words := signals.Tokenized{Text: text, Tokens: st.tokensOf(text)}
		at := words.NegationFrom()
		if at < 0 {
			continue
		}
		var held uint64
		for _, w := range words.Tokens {
			if int(w.Start) < at {
				continue
			}
			if i := cs.wordIndex(ix.ev.Stem(w.Lower)); i >= 0 && i < len(cs.stems) {
				held |= 1 << i
			}
		}
		if cs.scopeNear(scope, held, passage) && cs.statesNegatedFigures(ix.ev.Sentences[t].Numbers) {
			return true
		}
	}
	return false
}

// statesNegatedFigures reports whether nums, a negated sentence's
// figures, state each of the claim's figures its negation reaches (see
// negatedScope): "It did not open any stores" negates no "did not open 30
// stores".
func (cs *claimSignals) statesNegatedFigures(nums []signals.Number) bool {
	for m := cs.negNums; m != 0; m &= m - 1 {
		if !signals.HasSame(nums, cs.numbers[bits.TrailingZeros64(m)]) {
			return false
		}
	}
	return true
}

// scopeNear reports whether held, stems of a negated sentence, hold the
// claim's negated scope (at least two stems), or all of it but one word
// of letters that the passage holds, by passage: "No deaths have been
// reported" after "1,240 cases of measles" negates "No measles deaths".
// A scope of one word is held only whole.
func (cs *claimSignals) scopeNear(scope, held uint64, passage func() uint64) bool {
	missing := scope &^ held
	if missing == 0 {
		return true
	}
	i := bits.TrailingZeros64(missing)
	return missing == 1<<i && missing != scope && isLowerLetter(cs.stems[i][0]) && missing&passage() != 0
}

// negatedScope returns the claim's stems (bit i for cs.stems[i], the
// first 64) its negation reaches (see signals.Tokenized.NegationFrom), up
// to the mark that ends its clause ("No one has died, and the farm has
// recalled its cucumbers" negates no recall), read once a claim, and
// sets cs.negNums to its figures after the negation word.
func (cs *claimSignals) negatedScope() uint64 {
	if cs.negScopeRead {
		return cs.negScope
	}
	cs.negScopeRead = true
	claim := signals.Tokenized{Text: cs.seg.Text, Tokens: cs.tokens, Lower: cs.lower}
	from := claim.NegationFrom()
	if from < 0 {
		return 0
	}
	text := cs.seg.Text
	negSeen := false                   // a mark ends the scope only past the negation word
	negAt, end := len(text), len(text) // the negation word's start, the scope's end
	for k, t := range cs.tokens {
		if int(t.Start) < from {
			continue
		}
		if negSeen && cs.negScope != 0 && k > 0 && marked(text, cs.tokens[k-1].End, t.Start) && !isDigit(text[t.Start]) {
			end = int(t.Start)
			break
		}
		if !negSeen && signals.ClassOf(t.Lower)&signals.ClassNegation != 0 {
			negSeen, negAt = true, int(t.Start)
		}
		if i := cs.stemIndex(cs.state.tokenStems[k]); i >= 0 && i < 64 {
			cs.negScope |= 1 << i
		}
	}
	for i, n := range cs.numbers {
		if negAt <= n.Start && n.Start < end && i < 64 {
			cs.negNums |= 1 << i
		}
	}
	return cs.negScope
}

// claimNegatedFor reports whether the claim's negation counts against
// the passage of source sentences first to last: the claim is negated,
// outside its asides, or in an aside whose own figures or content words
// a sentence of the passage holds. A negation in a clause that only
// frames the claim's statement ("Nothing stopped Acme: it opened 30
// stores") says nothing of a passage that states no part of that clause
// but its subject ("Acme opened 30 stores"), as a source's negated aside
// says nothing of a claim that holds none of it (see negatedFor). A
// lead-in's names are left out of what it holds: its subject is often the
// statement's, named there and referred to after it (see inLeadIn).
func (ix *Index) claimNegatedFor(cs *claimSignals, first, last int) bool {
	if !cs.negated || cs.negAsides == nil || len(cs.quotes) > 0 {
		return cs.negated // a claim that quotes is read as a whole
	}
	for s := first; s <= last; s++ {
		if ix.holdsClaimAside(cs, s) {
			return true
		}
	}
	return false
}

// holdsClaimAside reports whether source sentence s states a figure of
// the claim's negated asides or holds one of their own content words (see
// asideOwnStems).
func (ix *Index) holdsClaimAside(cs *claimSignals, s int) bool {
	sent := &ix.ev.Sentences[s]
	for _, n := range cs.numbers {
		if signals.InSpans(cs.negAsides, n.Start) && signals.HasSame(sent.Numbers, n) {
			return true
		}
	}
	for _, id := range cs.asideOwn {
		if _, ok := slices.BinarySearch(sent.StemIDs, id); ok {
			return true
		}
	}
	return false
}

// asideOwnStems appends to dst the stem ids of the content words of the
// claim's negated asides that the rest of the claim does not hold, the
// words of a lead-in's names left out (see inLeadIn); made once a claim,
// when its stems and names are read.
func (cs *claimSignals) asideOwnStems(dst []int32) []int32 {
	toks := cs.state.tokenStems
	outside := func(id int32) bool {
		for k, t := range cs.tokens {
			if toks[k].id == id && !signals.InSpans(cs.negAsides, int(t.Start)) {
				return true
			}
		}
		return false
	}
	for k, t := range cs.tokens {
		id := toks[k].id
		if !toks[k].ok || id < 0 || !signals.InSpans(cs.negAsides, int(t.Start)) || cs.inLeadIn(int(t.Start)) && cs.inName(int(t.Start)) ||
			slices.Contains(dst, id) || outside(id) {
			continue
		}
		dst = append(dst, id)
	}
	return dst
}

// inLeadIn reports whether byte i of the claim lies in a negated aside
// that opens it, a lead-in clause ("Nothing stopped Acme: …"), whose
// names are often the statement's subject, referred to after it; the
// names of any other aside are its own ("…, none of which were in Ohio").
func (cs *claimSignals) inLeadIn(i int) bool {
	return len(cs.negAsides) > 0 && cs.negAsides[0].Start == 0 && i < cs.negAsides[0].End
}

// inName reports whether byte i of the claim lies in one of its names.
func (cs *claimSignals) inName(i int) bool {
	return slices.ContainsFunc(cs.names, func(n signals.Name) bool { return n.Start <= i && i < n.End })
}

// asidesHoldOnce is asidesHold, remembered for the claim's last sentence.
func (ix *Index) asidesHoldOnce(cs *claimSignals, s int) bool {
	if cs.asideSent != int32(s)+1 {
		cs.asideSent, cs.asideHeld = int32(s)+1, ix.asidesHold(cs, s)
	}
	return cs.asideHeld
}

// asidesHold reports whether the negated asides of sentence s hold a
// number, name or content word of the claim that the rest of the sentence
// does not, or the claim quotes.
func (ix *Index) asidesHold(cs *claimSignals, s int) bool {
	if len(cs.quotes) > 0 {
		return true
	}
	asides := ix.ev.NegatedAsides(s)
	return asidesHoldNumber(cs.numbers, ix.ev.Sentences[s].Numbers, asides.Spans) ||
		stemsInside(cs, &asides) || ix.cuesInside(cs, &asides) || cs.namesInside(&asides)
}

// cuesInside reports whether a sentence's asides, and not the rest of it,
// hold the stem of one of the claim's direction cues, which its content
// stems leave out: "Acme did not win." holds the "did not win" of "Acme
// scored twice but did not win".
func (ix *Index) cuesInside(cs *claimSignals, asides *evidence.Asides) bool {
	for _, c := range cs.cues {
		if id := ix.ev.StemID(c); id >= 0 {
			if _, found := slices.BinarySearch(asides.Stems, id); found {
				return true
			}
		}
	}
	return false
}

// asidesHoldNumber reports whether one of a claim's numbers is stated by
// a number of the sentence, whose numbers are nums, inside asides and by
// none outside them.
func asidesHoldNumber(claim, nums []signals.Number, asides []signals.Span) bool {
	for i := range claim {
		n := &claim[i]
		wide := n.Wide()
		inside, outside := false, false
		for j := range nums {
			m := &nums[j]
			if mayState(n, m, wide) && signals.Same(*n, *m) {
				if signals.InSpans(asides, m.Start) {
					inside = true
				} else {
					outside = true
				}
			}
		}
		if inside && !outside {
			return true
		}
	}
	return false
}

// namesInside reports whether one of the claim's names, its subject
// taken from an earlier claim included, is held by a sentence's asides
// and not by the rest of it.
func (cs *claimSignals) namesInside(asides *evidence.Asides) bool {
	for i := range cs.nameSlot {
		f := cs.folded(i)
		// Found in an aside even inside a word ("Acme's"), in the rest
		// only as a word: in doubt, the negation counts.
		if strings.Contains(asides.Inside, f) && !containsWord(asides.Outside, f) {
			return true
		}
	}
	return false
}

// stemsInside reports whether one of the claim's content stems is that
// of a content word in a sentence's asides and of none of the rest of it.
// A stem no source has, which the claim's stemRefs leave out, is in no
// aside.
func stemsInside(cs *claimSignals, asides *evidence.Asides) bool {
	for _, r := range cs.stemRefs {
		if _, found := slices.BinarySearch(asides.Stems, r.id); found {
			return true
		}
	}
	return false
}
