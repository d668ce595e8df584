package sourced

import (
	"slices"
	"strings"

	"github.com/sourced-dev/sourced/internal/signals"
)

// A sentence that names the claim's subject may name it only as another's
// possessor, or name the claim's thing only as another's: "Acme's rival
// Beta opened 12 stores" and "Beta, Acme's rival, opened 12 stores" state
// Beta's 12 stores, not Acme's; "Beta's CEO is 61" states nothing of
// Acme's CEO. Such a sentence states its figures for the other name, as
// one that names only another subject does (see Index.otherOwner), and a
// clause of a sentence of several subjects so read holds none of the
// claim's anchors (see Index.namedOwner). Only a sentence holding a
// possessive is read for this, and only where a verdict turns on it: in a
// passage about to ground the claim (see Index.crossedIn), and for the
// figures that would contradict it (see Index.comparableNearby).

// apposedWords is the most lower-case words between a possessor and the
// name it sets beside them ("Acme's former chief executive Jane Roe").
const apposedWords = 3

// possessedOwner returns whose the figures of sentence s are when each
// place it names one of the claim's anchors names it only as another's
// (see ownedAnchors), "" when it names one on its own, or none, or holds
// no possessive.
func (ix *Index) possessedOwner(cs *claimSignals, anchors []int, s int) string {
	// Fold drops each possessive "'s" and lengthens next to nothing: a
	// sentence folded to as many bytes holds none, seen without a scan.
	sent := &ix.ev.Sentences[s]
	if len(sent.Folded) >= len(sent.Text) || !cs.mayBeAnothers(anchors, sent.Text) {
		return ""
	}
	v := ix.sentenceView(cs.state, s)
	return ix.ownedAnchors(cs, anchors, v, 0, len(v.text))
}

// ownedAnchors returns the name that each name of v from byte start to
// end that names one of the claim's anchors stands for, when each stands
// for another (see possessorOf); "" when one stands for itself, or none
// names an anchor.
func (ix *Index) ownedAnchors(cs *claimSignals, anchors []int, v *clauseView, start, end int) string {
	owner := ""
	for x, nm := range v.names {
		if nm.Start < start || nm.End > end {
			continue
		}
		a := cs.anchorNamed(anchors, signals.Fold(nm.Text))
		if a < 0 {
			continue
		}
		o := ix.possessorOf(cs, v, x, a)
		if o == "" {
			return ""
		}
		if owner == "" {
			owner = o
		}
	}
	return owner
}

// mayBeAnothers reports whether text may name one of anchors, the
// claim's, as another's, read without cutting it into words: it holds a
// possessive, and either the claim gives one of the anchors a possessor
// (see possessed), or text writes a word of one of them as a possessive.
func (cs *claimSignals) mayBeAnothers(anchors []int, text string) bool {
	if !strings.Contains(text, possessiveMarks[0]) && !strings.Contains(text, possessiveMarks[1]) {
		return false
	}
	for _, a := range anchors {
		if cs.possessed(a) {
			return true
		}
	}
	for _, mark := range possessiveMarks {
		for rest := text; ; {
			j := strings.Index(rest, mark)
			if j < 0 {
				break
			}
			word := rest[strings.LastIndexByte(rest[:j], ' ')+1 : j]
			if slices.ContainsFunc(anchors, func(a int) bool { return hasWordFolded(cs.folded(a), word) }) {
				return true
			}
			rest = rest[j+len(mark):]
		}
	}
	return false
}

// possessiveMarks are the marks of a possessive before the next word.
var possessiveMarks = [...]string{"'s ", "’s "}

// hasWordFolded reports whether folded, a folded name, holds word, in any
// case, as one of its words.
func hasWordFolded(folded, word string) bool {
	for w := range strings.SplitSeq(folded, " ") {
		if strings.EqualFold(w, word) {
			return true
		}
	}
	return false
}

// possessorOf returns the name that name x of v, which names the claim's
// anchor a, stands there for, when that is none of the claim's names: the
// name it is the possessor of, set beside a noun ("Acme's rival Beta",
// "Beta, Acme's rival,"), or, when the claim gives a a possessor of its
// own ("Acme's CEO"), the name possessing it in v ("Beta's CEO"). It is
// "" when x stands for itself.
func (ix *Index) possessorOf(cs *claimSignals, v *clauseView, x, a int) string {
	nm := v.names[x]
	if signals.IsPossessive(nm.Text) {
		y, pred := ix.apposedName(v, x)
		if y >= 0 && !cs.namesName(signals.Fold(v.names[y].Text)) && ix.samePredicate(cs, a, v, pred) {
			return v.names[y].Text
		}
		return ""
	}
	if y := v.nameBefore(nm.Start); y >= 0 && signals.IsPossessive(v.names[y].Text) &&
		!cs.namesName(signals.Fold(v.names[y].Text)) && cs.possessed(a) {
		return dropPossessive(v.names[y].Text)
	}
	return ""
}

// apposedName returns the name of v that the possessive name x and the
// lower-case words after it are set beside, and where what is said of
// that name starts: the name right after those words, and its end
// ("Acme's rival Beta opened"), or the name right before a comma before x
// when a comma follows the words, and the end of that comma ("Beta,
// Acme's rival, opened"); -1 when none. The words are from one to
// apposedWords content words, the noun the possessor owns ("rival",
// "chief executive"), not a preposition ("Acme's stores in Ohio").
func (ix *Index) apposedName(v *clauseView, x int) (y, pred int) {
	end := v.names[x].End
	words := 0
	for _, t := range v.toks[v.tokenAt(end):] {
		gap := strings.TrimSpace(v.text[end:t.Start])
		if words > 0 && gap == "," {
			return v.nameBeforeComma(x), end + strings.IndexByte(v.text[end:], ',') + 1
		}
		if gap != "" {
			return -1, 0
		}
		if y := v.nameAt(int(t.Start)); y >= 0 {
			if words == 0 {
				return -1, 0
			}
			return y, v.names[y].End
		}
		written := v.text[t.Start:t.End]
		if _, _, _, ok, _ := ix.ev.WordStem(written); !ok || written != t.Lower || words == apposedWords {
			return -1, 0
		}
		words++
		end = int(t.End)
	}
	return -1, 0
}

// samePredicate reports whether the word that opens what v says from
// byte pred on is the word right after the claim's name a: the claim
// says of its name what the source says of another ("Acme opened" and
// "Acme's rival Beta opened"), not what the other said of it ("Acme's
// chief executive Jane Roe said revenue rose").
func (ix *Index) samePredicate(cs *claimSignals, a int, v *clauseView, pred int) bool {
	k := slices.IndexFunc(cs.tokens, func(t signals.Token) bool { return int(t.Start) >= cs.names[a].End })
	j := v.tokenAt(pred)
	if k < 0 || j == len(v.toks) || strings.TrimSpace(cs.seg.Text[cs.names[a].End:cs.tokens[k].Start]) != "" ||
		strings.TrimSpace(v.text[pred:v.toks[j].Start]) != "" {
		return false
	}
	if cs.tokens[k].Lower == v.toks[j].Lower {
		return true
	}
	st, _, _, ok, _ := ix.ev.WordStem(v.toks[j].Lower)
	return ok && cs.state.tokenStems[k].ok && cs.state.tokenStems[k].stem == st
}

// nameBeforeComma returns the name of v that ends right before a comma
// that name x follows ("Beta, Acme's"), -1 when none.
func (v *clauseView) nameBeforeComma(x int) int {
	before := strings.TrimRight(v.text[:v.names[x].Start], " ")
	if !strings.HasSuffix(before, ",") {
		return -1
	}
	return v.nameBefore(len(before) - 1)
}

// possessed reports whether the claim's name a follows a possessive name
// of the claim ("Acme's CEO").
func (cs *claimSignals) possessed(a int) bool {
	before := strings.TrimRight(cs.seg.Text[:cs.names[a].Start], " ")
	for _, n := range cs.names {
		if n.End == len(before) {
			return signals.IsPossessive(n.Text)
		}
	}
	return false
}

// dropPossessive returns w, which ends in "'s" or "’s", without it.
func dropPossessive(w string) string {
	w = w[:len(w)-len("s")]
	return strings.TrimSuffix(strings.TrimSuffix(w, "'"), "’")
}
