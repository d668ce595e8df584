package sourced

import (
	"github.com/sourced-dev/sourced/internal/claims"
	"github.com/sourced-dev/sourced/internal/signals"
)

// claimBufs are the buffers of a checkState that a claim's signals are
// read with (see Index.extract), kept from claim to claim and, with the
// state, from Check to Check of any index: the stemSets' marks are
// stamped, the claim's buffers are emptied before a claim is read into
// them, and keys and segs before each Check.
type claimBufs struct {
	// seenStems are the stems of the claim met so far (see
	// Index.contentStems).
	seenStems stemSet
	// tokenStems are what the claim's tokens bring, one for each of them,
	// and classes their classes (see Index.readTokens).
	tokenStems []tokenStem
	classes    []signals.WordClass
	// words remembers what the words of the index's claims bring.
	words wordMemo
	// spanWords hold the lists contentWords returns for the claim, and
	// spanStems the stems of the one it is making.
	spanWords []string
	spanStems stemSet
	// citations are the spans of the claim's citation markers (see
	// claimSignals.dropCitations).
	citations [][2]int
	// names holds the names found in the claim, fold a name being
	// folded.
	names []signals.Name
	fold  []byte
	// keys are the numbers' keys of the claims decided in the Check,
	// written one after another (see report), keyEnds where each ends.
	keys    []byte
	keyEnds []int
	// segs are the claims of the checked output (see Index.Check).
	segs []claims.Segment
	// lowered is the array the checked output's lower case is written
	// into (see Index.Check), kept up to maxKeptOutput bytes.
	lowered []byte
}
