package sourced

import (
	"strings"

	"github.com/sourced-dev/sourced/internal/signals"
)

// A claim that compares two named things ("Lake Velm is larger than Lake
// Ardra") is stated only by a passage that makes the same comparison the
// same way round. comparisonSwapped reads a closest sentence that says it
// with "than" and the things written out; comparisonUnstated reads every
// sentence of the passage for the comparison however it names the two:
// after "than" past other words ("older than its rival, Pembry
// University"), with the subject before it alone ("Lake Velm is deeper"),
// or from the other side ("smaller" for "larger", see comparedOpposites).
// A passage that says it only the other way round, or not at all ("The
// Model X has a 6.7-inch screen and the Model S has a 6.1-inch screen" for
// "The Model S has a larger screen than the Model X"), does not ground
// the claim.

// comparedOpposites are the comparatives that say one comparison from its
// two sides: "A is larger than B" is "B is smaller than A".
var comparedOpposites = [...][2]string{
	{"larger", "smaller"}, {"bigger", "smaller"}, {"greater", "smaller"}, {"older", "younger"}, {"older", "newer"},
	{"higher", "lower"}, {"faster", "slower"}, {"cheaper", "more expensive"}, {"cheaper", "costlier"},
	{"cheaper", "costs more"}, {"cheaper", "cost more"},
	{"longer", "shorter"}, {"taller", "shorter"}, {"deeper", "shallower"}, {"heavier", "lighter"},
	{"stronger", "weaker"}, {"richer", "poorer"}, {"earlier", "later"}, {"better", "worse"}, {"wider", "narrower"},
	{"hotter", "colder"}, {"hotter", "cooler"}, {"warmer", "cooler"}, {"warmer", "colder"},
}

// comparedWord is a word of a comparison a passage may say it by, and
// whether it says it from the other side.
type comparedWord struct {
	word    string
	flipped bool
}

// comparedReach is how many bytes after a source's "than" the name it
// compares with may stand ("than its rival, Pembry University").
const comparedReach = 32

// comparisonUnstated reports whether passage e, about to ground a claim
// that compares two of its names by a word before "than" ("Lake Velm is
// larger than Lake Ardra", "Hartwell has more students than Pembry"),
// states that comparison only the other way round, or not at all, and
// returns the claim's words and the source's. A claim that gives both
// sides their figures ("spent £2.96 million, slightly less than the
// Conservatives at £2.98 million") is compared by them (see Index.decide).
func (ix *Index) comparisonUnstated(e *passageEval, cs *claimSignals) (wordSwap, bool) {
	if !cs.readCueWords().than || quantities(cs.numbers) >= 2 {
		return wordSwap{}, false
	}
	claim := cs.seg.Text
	ck := thanAt(claim)
	if ck < 0 {
		return wordSwap{}, false
	}
	head, before := comparedHead(claim[:ck])
	if head == "" || holdsCompass(claim[len(before):ck]) {
		return wordSwap{}, false // ("farther east than": a way, which head leaves out)
	}
	a, b := cs.comparedNames(len(before), ck)
	if a < 0 || b < 0 {
		return wordSwap{}, false
	}
	keys := [2]string{distinctWord(cs.folded(a), cs.folded(b)), distinctWord(cs.folded(b), cs.folded(a))}
	if keys[0] == "" || keys[1] == "" {
		return wordSwap{}, false
	}
	words := comparedWords(head)
	pass := &ix.ev.Passages[e.p]
	stated, agrees, reversed := false, false, false
	for s := pass.First; s <= pass.Last; s++ {
		f := ix.ev.Sentences[s].Folded
		for _, w := range words {
			for from := 0; from < len(f); {
				at := matchWordBy(f[from:], w.word, 0)
				if at < 0 {
					break
				}
				at += from
				from = at + len(w.word)
				stated = true
				switch subject := comparedSubject(f, at, at+len(w.word), keys); subject {
				case -1:
				case 0:
					agrees = agrees || !w.flipped
					reversed = reversed || w.flipped
				default:
					agrees = agrees || w.flipped
					reversed = reversed || !w.flipped
				}
			}
		}
	}
	switch {
	case !stated:
		return wordSwap{claim: head + " than"}, true
	case reversed && !agrees:
		return wordSwap{claim: cs.names[a].Text + " " + head + " than " + cs.names[b].Text,
			source: cs.names[b].Text + " " + head + " than " + cs.names[a].Text}, true
	}
	return wordSwap{}, false
}

// quantities returns how many of nums are amounts (see
// signals.Number.Quantity).
func quantities(nums []signals.Number) int {
	n := 0
	for _, m := range nums {
		if m.Quantity() {
			n++
		}
	}
	return n
}

// holdsCompass reports whether text holds a point of the compass, which
// may say the way of a comparison ("farther east than").
func holdsCompass(text string) bool {
	for _, w := range strings.Fields(strings.ToLower(text)) {
		switch w {
		case "east", "west", "north", "south":
			return true
		}
	}
	return false
}

// comparedNames returns the claim's own names that a comparison before
// its "than" at byte than compares (see comparisonUnstated): the last
// that ends before byte end, where the comparison's words start, and the
// first after "than", within comparedReach bytes; -1 for none.
func (cs *claimSignals) comparedNames(end, than int) (a, b int) {
	a, b = -1, -1
	for k, n := range cs.names[:len(cs.names)-cs.borrowed] {
		switch {
		case n.End <= end:
			a = k
		case n.Start > than && n.Start <= than+len(" than ")+comparedReach && b < 0:
			b = k
		}
	}
	return a, b
}

// comparedWords returns the words a passage may say the comparison head
// by: head itself, and its opposites ("smaller" of "larger", "fewer
// students" of "more students").
func comparedWords(head string) []comparedWord {
	words := []comparedWord{{word: head}}
	for _, p := range comparedOpposites {
		if p[0] == head {
			words = append(words, comparedWord{p[1], true})
		} else if p[1] == head {
			words = append(words, comparedWord{p[0], true})
		}
	}
	if len(words) == 1 {
		first, rest, _ := strings.Cut(head, " ")
		if rest != "" {
			rest = " " + rest
		}
		switch first {
		case "more":
			words = append(words, comparedWord{"fewer" + rest, true}, comparedWord{"less" + rest, true})
		case "fewer", "less":
			words = append(words, comparedWord{"more" + rest, true})
		}
	}
	return words
}

// distinctWord returns the first word of the folded name a that the
// folded name b does not hold, by which a passage names a alone ("velm"
// of "lake velm" beside "lake ardra"); "" when there is none.
func distinctWord(a, b string) string {
	for _, w := range strings.Fields(a) {
		if !containsWord(b, w) {
			return w
		}
	}
	return ""
}

// comparedSubject returns which of the two names, by their keys (see
// distinctWord), the comparison's words at bytes [start, end) of folded
// sentence f say are so: the other of the one named within comparedReach
// bytes after a "than" that follows them ("older than its rival, pembry
// university"), or, without one, the one named last before them ("pembry
// has more students"); -1 when neither is.
func comparedSubject(f string, start, end int, keys [2]string) int {
	rest := f[end:]
	if t := strings.Index(rest[:min(len(rest), 24)], " than "); t >= 0 {
		after := rest[t+len(" than "):]
		after = after[:min(len(after), comparedReach)]
		first, at := -1, len(after)
		for k, key := range keys {
			if i := matchWordBy(after, key, 0); i >= 0 && i < at {
				first, at = k, i
			}
		}
		if first < 0 {
			return -1
		}
		return 1 - first
	}
	last, at := -1, -1
	for k, key := range keys {
		if i := lastWordAt(f[:start], key); i > at {
			last, at = k, i
		}
	}
	return last
}

// lastWordAt returns where text last holds w at word boundaries, -1 when
// nowhere.
func lastWordAt(text, w string) int {
	last := -1
	for from := 0; from < len(text); {
		i := matchWordBy(text[from:], w, 0)
		if i < 0 {
			break
		}
		last, from = from+i, from+i+len(w)
	}
	return last
}
