package sourced

import (
	"regexp"
	"slices"
	"strings"

	"github.com/sourced-dev/sourced/internal/evidence"
	"github.com/sourced-dev/sourced/internal/signals"
)

// clauseSplit cuts a claim into the parts a model may join a made-up fact
// to: "… led with 18 points and 10 rebounds", "… a longtime employee and
// former student", "… a strike that killed thousands".
var clauseSplit = regexp.MustCompile(`[,;:()]|\b(?:and|but|while|whereas|which|who|whom|that|where|because|although|though|after|before|including|as well as|due to)\b`)

// minClauseWords is the least number of content words a part of a claim
// needs before the passage must hold one of them.
const minClauseWords = 2

// unsupportedPart returns the first part of the claim none of whose
// content words the passage p holds, or "" when every part has support.
func (ix *Index) unsupportedPart(cs *claimSignals, p int) string {
	sents := ix.ev.SentencesOf(ix.ev.Passages[p])
	for _, part := range clauseSplit.Split(cs.seg.Text, -1) {
		stems := signals.ContentWordsWith(part, ix.ev.Stem)
		if len(stems) < minClauseWords {
			continue
		}
		held := slices.ContainsFunc(stems, func(st string) bool {
			id := ix.ev.StemID(st)
			return id >= 0 && slices.ContainsFunc(sents, func(s evidence.Sentence) bool { return slices.Contains(s.StemIDs, id) })
		})
		if !held {
			return strings.TrimSpace(part)
		}
	}
	return ""
}
