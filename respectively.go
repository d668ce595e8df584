package sourced

import (
	"slices"
	"strings"

	"github.com/sourced-dev/sourced/internal/signals"
)

// A claim may pair two lists item by item: "Helios Mart and Greenbay
// Foods are based in Denver and Tucson, respectively." A passage that
// holds all four words grounds it only if it pairs them the same way; one
// whose clause of the first name holds the second item, not the first
// ("Helios Mart is based in Tucson, while Greenbay Foods is headquartered
// in Denver"), says the pairs the other way round. The rule reads only a
// claim that opens on two names joined by "and" and ends its second list
// with "respectively", and is asked only of a passage of prose about to
// ground the claim (see wordRules).

// respectivelySwapped reports whether a clause of passage e, about to
// ground the claim, holds one of the claim's two paired names with the
// other name's item and not its own (see respectivePairs), and returns
// the items.
func (ix *Index) respectivelySwapped(e *passageEval, cs *claimSignals) (wordSwap, bool) {
	names, items, ok := respectivePairs(cs)
	if !ok {
		return wordSwap{}, false
	}
	folded := [2]string{signals.Fold(items[0]), signals.Fold(items[1])}
	pass := &ix.ev.Passages[e.p]
	for s := pass.First; s <= pass.Last; s++ {
		v := ix.sentenceView(cs.state, s)
		for c := range v.clauses {
			for i := range 2 {
				if v.holdsName(c, names[i]) && !v.holdsName(c, names[1-i]) &&
					v.holdsName(c, folded[1-i]) && !v.holdsName(c, folded[i]) {
					return wordSwap{claim: items[i], source: items[1-i], name: cs.names[i].Text}, true
				}
			}
		}
	}
	return wordSwap{}, false
}

// respectivePairs returns the claim's two names joined by "and" that open
// it, folded, and the two items of the list it ends with "respectively"
// ("Denver and Tucson", "vice president and director"): each item the
// words after the last word of listOpeners before it. ok is false when
// the claim pairs no such lists.
func respectivePairs(cs *claimSignals) (names, items [2]string, ok bool) {
	text := cs.seg.Text
	if len(cs.names) < 2 || !opensClaim(text, &cs.names[0]) || strings.TrimSpace(text[cs.names[0].End:cs.names[1].Start]) != "and" {
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
