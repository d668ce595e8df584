package sourced

import (
	"slices"

	"github.com/sourced-dev/sourced/internal/signals"
)

// refersBack reports whether a claim opens on a pronoun or a definite
// description standing for the subject of the claim before it: "It grew
// 40%.", "The company said …". Its first word (a run of ASCII letters,
// digits and underscores, the word characters of a regular expression's
// \b) is one of backPronouns, or it is "The" and, after a single space,
// the next word is one of backNouns; the first word may be written in
// lower case, as a lower-cased text writes it ("he said").
func refersBack(text string) bool {
	w := leadingWord(text)
	if w == "The" || w == "the" {
		if len(text) > 4 && text[3] == ' ' {
			return backNouns[leadingWord(text[4:])]
		}
		return false
	}
	if w != "" && 'a' <= w[0] && w[0] <= 'z' {
		return slices.Contains(backPronounsLower, w)
	}
	return slices.Contains(backPronouns, w)
}

// backPronouns are the pronouns that open a claim referring back, and
// backPronounsLower the same in lower case; backNouns the nouns that do
// after "The". Read-only.
var (
	backPronouns      = []string{"It", "He", "She", "They", "Its", "His", "Her", "Their"}
	backPronounsLower = []string{"it", "he", "she", "they", "its", "his", "her", "their"}
	backNouns         = map[string]bool{"company": true, "firm": true, "group": true,
		"team": true, "club": true, "city": true, "country": true, "state": true,
		"government": true, "agency": true, "business": true, "restaurant": true,
		"university": true, "school": true, "organization": true,
		"organisation": true, "band": true, "network": true, "bank": true,
		"retailer": true, "airline": true, "startup": true}
)

// leadingWord returns the run of ASCII letters, digits and underscores
// that text opens with.
func leadingWord(text string) string {
	i := 0
	for i < len(text) && isWordByte(text[i]) {
		i++
	}
	return text[:i]
}

// borrowSubject gives a claim that refers back to the previous claim's
// subject that subject as a name to check, when the claim names no
// anchor of its own. The borrowed name is checked like the claim's own
// but not reported among its signals. It returns the claim's anchors
// (given as anchors, ix.anchors(cs)), the borrowed one included: a name
// that does not open the claim always anchors it.
//
// Small enough to be inlined, it answers without a call for a claim with
// anchors, or after one without a subject, as most are.
func (ix *Index) borrowSubject(cs *claimSignals, subject *signals.Name, anchors []int) []int {
	if subject == nil || len(anchors) > 0 {
		return anchors
	}
	return borrowIfBack(cs, subject, anchors)
}

// borrowIfBack is borrowSubject of a claim without anchors after one with
// a subject.
func borrowIfBack(cs *claimSignals, subject *signals.Name, anchors []int) []int {
	if !refersBack(cs.seg.Text) {
		return anchors
	}
	n := *subject
	n.Start, n.End, n.Initial = 0, 0, false
	cs.addName(&n)
	cs.borrowed++
	return append(anchors, len(cs.names)-1)
}

// subjectOf returns the claim's first anchor name (anchors being its
// anchors, a borrowed one last), the subject later claims may refer back
// to; nil when it has none.
func subjectOf(cs *claimSignals, anchors []int) *signals.Name {
	if len(anchors) == 0 {
		return nil
	}
	return &cs.names[anchors[0]]
}
