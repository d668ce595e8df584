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
// but not reported among its signals.
func (ix *Index) borrowSubject(cs *claimSignals, subject *signals.Name) {
	if subject == nil || !refersBack.MatchString(cs.seg.Text) || len(ix.anchors(cs)) > 0 {
		return
	}
	n := *subject
	n.Start, n.End, n.Initial = 0, 0, false
	f := signals.Fold(n.Text)
	cs.names = append(cs.names, n)
	cs.folded = append(cs.folded, f)
	cs.keys = append(cs.keys, firstWord(f))
	cs.borrowed++
}

// subjectOf returns the claim's first anchor name, the subject later
// claims may refer back to; nil when it has none.
func (ix *Index) subjectOf(cs *claimSignals) *signals.Name {
	own := len(cs.names) - cs.borrowed
	for _, a := range ix.anchors(cs) {
		if a < own {
			return &cs.names[a]
		}
	}
	if cs.borrowed > 0 {
		return &cs.names[len(cs.names)-1]
	}
	return nil
}
