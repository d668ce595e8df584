package sourced

import (
	"regexp"

	"github.com/sourced-dev/sourced/internal/signals"
)

// refersBack matches a claim that opens on a pronoun or a definite
// description standing for the subject of the claim before it: "It grew
// 40%.", "The company said …".
var refersBack = regexp.MustCompile(`^(?:It|He|She|They|Its|His|Her|Their|The (?:company|firm|group|team|club|city|country|state|government|agency|business|restaurant|university|school|organi[sz]ation|band|network|bank|retailer|airline|startup))\b`)

// borrowSubject gives a claim that refers back to the previous claim's
// subject that subject as a name to check, when the claim names no
// anchor of its own. The borrowed name is checked like the claim's own
// but not reported among its signals. It returns the claim's anchors
// (given as anchors, ix.anchors(cs)), the borrowed one included: a name
// that does not open the claim always anchors it.
func (ix *Index) borrowSubject(cs *claimSignals, subject *signals.Name, anchors []int) []int {
	if subject == nil || len(anchors) > 0 || !mayReferBack(cs.seg.Text) || !refersBack.MatchString(cs.seg.Text) {
		return anchors
	}
	n := *subject
	n.Start, n.End, n.Initial = 0, 0, false
	cs.addName(n)
	cs.borrowed++
	return append(anchors, len(cs.names)-1)
}

// mayReferBack is a cheap test that text opens as refersBack does: with
// an I, H, S or T.
func mayReferBack(text string) bool {
	return text != "" && (text[0] == 'I' || text[0] == 'H' || text[0] == 'S' || text[0] == 'T')
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
