package sourced

import (
	"iter"
	"slices"
	"strings"

	"github.com/sourced-dev/sourced/internal/evidence"
	"github.com/sourced-dev/sourced/internal/signals"
)

// A claim may say one thing of two names at once: "Both Kovac Labs and
// Strand Bio reported higher revenue." A passage whose closest sentence
// says it of the first grounds it only if no sentence of it says the
// other way of the second ("Strand Bio reported a drop in revenue"; see
// jointOtherwise).
//
// A claim may pair two lists item by item: "Helios Mart and Greenbay
// Foods are based in Denver and Tucson, respectively." A passage that
// holds all four words grounds it only if it pairs them the same way; one
// whose clause of the first name holds the second item, not the first
// ("Helios Mart is based in Tucson, while Greenbay Foods is headquartered
// in Denver"), says the pairs the other way round. The rule reads only a
// claim that opens on two names joined by "and" and ends its second list
// with "respectively". Both rules are asked only of a passage of prose
// about to ground the claim (see wordRules).

// respectivelySwapped reports whether a clause of passage e, about to
// ground the claim, holds one of the claim's two paired names with the
// other name's item and not its own (see respectivePairs), and no clause
// of the passage holds that name with its own item alone, and returns the
// items.
func (ix *Index) respectivelySwapped(e *passageEval, cs *claimSignals) (wordSwap, bool) {
	names, items, ok := respectivePairs(cs)
	if !ok {
		return wordSwap{}, false
	}
	folded := [2]string{signals.Fold(items[0]), signals.Fold(items[1])}
	var swapped, paired [2]bool
	pass := &ix.ev.Passages[e.p]
	for s := pass.First; s <= pass.Last; s++ {
		if pairsInOrder(ix.ev.Sentences[s].Folded, names, folded) {
			paired = [2]bool{true, true} // the claim's own list
		}
		v := ix.sentenceView(cs.state, s)
		for c := range v.clauses {
			for i := range 2 {
				if !v.holdsName(c, names[i]) || v.holdsName(c, names[1-i]) {
					continue
				}
				switch own, other := v.holdsName(c, folded[i]), v.holdsName(c, folded[1-i]); {
				case own:
					paired[i] = true
				case other:
					swapped[i] = true
				}
			}
		}
	}
	for i := range 2 {
		if swapped[i] && !paired[i] {
			return wordSwap{claim: items[i], source: items[1-i], name: cs.names[i].Text}, true
		}
	}
	return wordSwap{}, false
}

// pairsInOrder reports whether the folded sentence f pairs the folded
// names with the folded items as the claim does, by "respectively": the
// names in order, then the items in the same order.
func pairsInOrder(f string, names, items [2]string) bool {
	if !strings.Contains(f, "respectively") {
		return false
	}
	n0, n1 := strings.Index(f, names[0]), strings.Index(f, names[1])
	i0, i1 := strings.LastIndex(f, items[0]), strings.LastIndex(f, items[1])
	return 0 <= n0 && n0 < n1 && n1 < i0 && i0 < i1
}

// respectivePairs returns the claim's two names joined by "and" that open
// it, folded, and the two items of the list it ends with "respectively"
// ("Denver and Tucson", "vice president and director"): each item the
// words after the last word of listOpeners before it. ok is false when
// the claim pairs no such lists.
func respectivePairs(cs *claimSignals) (names, items [2]string, ok bool) {
	text := cs.seg.Text
	if len(cs.names)-cs.borrowed < 2 || !opensClaim(text, &cs.names[0]) || strings.TrimSpace(text[cs.names[0].End:cs.names[1].Start]) != "and" {
		return names, items, false
	}
	k := slices.IndexFunc(cs.tokens, func(t signals.Token) bool { return t.Lower == "respectively" })
	if k < 0 {
		return names, items, false
	}
	at := int(cs.tokens[k].Start)
	list := strings.TrimRight(text[:at], " ,")
	and := strings.LastIndex(list, " and ")
	if and < 0 || and < cs.names[1].End {
		return names, items, false
	}
	first := list[:and]
	from := max(strings.LastIndexByte(first, ','), strings.LastIndexByte(first, ' '))
	// The first item runs back to the word that opens it ("to vice
	// president", "in Denver").
	for from > 0 {
		k := strings.LastIndexByte(first[:from], ' ')
		if w := strings.ToLower(first[k+1 : from]); k < 0 || isListOpener(w) {
			break
		}
		from = k
	}
	items[0] = strings.TrimSpace(first[from+1:])
	items[1] = strings.TrimSpace(list[and+len(" and "):])
	names[0], names[1] = cs.folded(0), cs.folded(1)
	return names, items, items[0] != "" && items[1] != "" && !strings.Contains(items[1], " and ")
}

// isListOpener reports whether w, a word in lower case, opens the list a
// claim pairs with its names rather than being one of its items' words:
// a preposition, a form of "be", or a verb's particle.
func isListOpener(w string) bool {
	switch w {
	case "in", "to", "as", "at", "of", "for", "from", "by", "on", "with", "is", "are", "was", "were", "be", "been", "became", "become", "won", "earned", "scored", "got", "received":
		return true
	}
	return false
}

// jointOtherwise reports whether a sentence of passage e, about to ground
// a claim that opens on two names joined by "and" ("Both Kovac Labs and
// Strand Bio reported higher revenue"), or a clause of one, holds one of
// the two names and not the other and runs against a direction cue of
// the claim on its trend (see trendAgainst: "Strand Bio reported a drop
// in revenue"), and returns the two cues and the name.
func (ix *Index) jointOtherwise(e *passageEval, cs *claimSignals) (wordSwap, bool) {
	if len(cs.directions) == 0 || len(cs.names)-cs.borrowed < 2 || !opensJoint(cs) {
		return wordSwap{}, false
	}
	for s, sent := range ix.cuedSentences(e.p) {
		a, b := cs.holdsName(ix, s, 0), cs.holdsName(ix, s, 1)
		if a != b {
			if w, ok := cs.trendAgainst(sent, 0, len(sent.Text)); ok {
				w.name = cs.names[0].Text
				if b {
					w.name = cs.names[1].Text
				}
				return w, true
			}
			continue
		}
		if !a {
			continue
		}
		// Both names: a clause of one alone ("…, while Strand Bio shares
		// fell").
		v := ix.sentenceView(cs.state, s)
		for c, sp := range v.clauses {
			for i := range 2 {
				if v.holdsName(c, cs.folded(i)) && !v.holdsName(c, cs.folded(1-i)) {
					if w, ok := cs.trendAgainst(sent, sp.start, sp.end); ok {
						w.name = cs.names[i].Text
						return w, true
					}
				}
			}
		}
	}
	return wordSwap{}, false
}

// jointThingsOtherwise is jointOtherwise of two things the claim opens on
// that are no names, joined by "and" before the claim's first direction
// cue, perhaps after "both" ("Reported burglaries and car thefts both
// fell"): a sentence of passage e that holds every content word of one
// of the two and none of the other's, with a cue against the claim's on
// its trend and none its way ("Car thefts rose 4 percent"), says that
// one went the other way. It returns the two cues and the thing.
func (ix *Index) jointThingsOtherwise(e *passageEval, cs *claimSignals) (wordSwap, bool) {
	if len(cs.directions) == 0 {
		return wordSwap{}, false
	}
	c := cs.directions[0]
	if slices.ContainsFunc(cs.names, func(n signals.Name) bool {
		// (An opening word the sources write in lower case is none:
		// "Reported burglaries".)
		return n.Start < c.Start && !(n.Initial && !strings.Contains(n.Text, " ") && ix.ev.HasLowerWord(signals.Fold(n.Text)))
	}) {
		return wordSwap{}, false // names, which jointOtherwise reads
	}
	and, end := -1, 0 // the tokens of "and" and of the cue
	for end < len(cs.tokens) && int(cs.tokens[end].Start) < c.Start {
		if cs.tokens[end].Lower == "and" {
			if and >= 0 {
				return wordSwap{}, false
			}
			and = end
		}
		end++
	}
	if and <= 0 || end == len(cs.tokens) || int(cs.tokens[end].Start) != c.Start {
		return wordSwap{}, false
	}
	if cs.tokens[end-1].Lower == "both" {
		end--
	}
	stems := cs.state.tokenStems
	ids := func(from, to int) (out []int32) {
		for k := from; k < to && k < len(stems); k++ {
			if stems[k].ok {
				if stems[k].id < 0 {
					return nil // a word no source holds
				}
				out = append(out, stems[k].id)
			}
		}
		return out
	}
	sides := [2][]int32{ids(0, and), ids(and+1, end)}
	if len(sides[0]) == 0 || len(sides[1]) == 0 {
		return wordSwap{}, false
	}
	for _, sent := range ix.cuedSentences(e.p) {
		holds := func(id int32) bool { _, ok := slices.BinarySearch(sent.StemIDs, id); return ok }
		for i := range 2 {
			if !allHeld(sides[i], holds) || slices.ContainsFunc(sides[1-i], holds) {
				continue
			}
			if d, ok := cuesAgainst(c, sent.Directions, func(d signals.Direction) bool { return sameTrend(c.Axis, d.Axis) }); ok {
				from, to := 0, and
				if i == 1 {
					from, to = and+1, end
				}
				return wordSwap{claim: cs.seg.Text[c.Start:c.End], source: sent.Text[d.Start:d.End],
					name: cs.seg.Text[cs.tokens[from].Start:cs.tokens[to-1].End]}, true
			}
		}
	}
	return wordSwap{}, false
}

// cuedSentences yields the sentences of passage p that hold a direction
// cue, each with its index.
func (ix *Index) cuedSentences(p int) iter.Seq2[int, *evidence.Sentence] {
	return func(yield func(int, *evidence.Sentence) bool) {
		pass := &ix.ev.Passages[p]
		for s := pass.First; s <= pass.Last; s++ {
			if sent := &ix.ev.Sentences[s]; len(sent.Directions) > 0 && !yield(s, sent) {
				return
			}
		}
	}
}

// allHeld reports whether holds holds of every id of ids.
func allHeld(ids []int32, holds func(int32) bool) bool {
	for _, id := range ids {
		if !holds(id) {
			return false
		}
	}
	return true
}

// trendAgainst returns the claim's cue and the one of dirs, cues of
// sentence sent, between bytes start and end, that runs against it on its
// trend (see sameTrend), when none there runs its way and the sentence
// holds what the claim's cue is said of (see holdsAfterCue: "Strand Bio
// shares fell" runs against no "higher revenue").
func (cs *claimSignals) trendAgainst(sent *evidence.Sentence, start, end int) (wordSwap, bool) {
	for _, c := range cs.directions {
		d, ok := cuesAgainst(c, sent.Directions, func(d signals.Direction) bool {
			return start <= d.Start && d.End <= end && sameTrend(c.Axis, d.Axis)
		})
		if ok && cs.holdsAfterCue(c, sent) {
			return wordSwap{claim: cs.seg.Text[c.Start:c.End], source: sent.Text[d.Start:d.End]}, true
		}
	}
	return wordSwap{}, false
}

// opensJoint reports whether the claim opens on its first two names
// joined by "and", perhaps after "both" or an article.
func opensJoint(cs *claimSignals) bool {
	text := cs.seg.Text
	before := strings.ToLower(strings.TrimSpace(text[:cs.names[0].Start]))
	if before != "" && before != "both" && before != "the" && before != "both the" {
		return false
	}
	return strings.TrimSpace(text[cs.names[0].End:cs.names[1].Start]) == "and"
}

// sameTrend reports whether cues of axes a and b speak of one trend: the
// same axis, or a change and a comparison ("a drop in revenue" runs
// against "higher revenue").
func sameTrend(a, b signals.Axis) bool {
	return a == b || (a == signals.Change || a == signals.Compare) && (b == signals.Change || b == signals.Compare)
}
