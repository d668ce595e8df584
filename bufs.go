package sourced

import (
	"sync"

	"github.com/sourced-dev/sourced/internal/claims"
	"github.com/sourced-dev/sourced/internal/signals"
)

// claimBufs are the buffers of a checkState that a claim's signals are
// read with (see Index.extract), kept from claim to claim.
type claimBufs struct {
	// seenStems are the stems of the claim met so far (see
	// Index.contentStems).
	seenStems stemSet
	// tokenStems are what the claim's tokens bring, one for each of them,
	// and classes their classes (see Index.readTokens).
	tokenStems []tokenStem
	classes    []signals.WordClass
	// spanWords hold the lists contentWords returns for the claim, and
	// spanStems the stems of the one it is making.
	spanWords []string
	spanStems stemSet
	// names holds the names found in the claim, fold a name being
	// folded.
	names []signals.Name
	fold  []byte
	// keys are the claim's numbers' keys written one after another (see
	// report), keyEnds where each ends.
	keys    []byte
	keyEnds []int
	// segs are the claims of the checked output (see Index.Check).
	segs []claims.Segment
	// reported is what is left of the chunk claims' reports are cut from
	// (see reportStrings).
	reported []string
}

// readBufs are a state's claimBufs and the buffers of its claimSignals,
// which hold nothing of the index the state checks against: the
// stemSets' marks are stamped, and every other buffer is emptied before
// a claim is read into it.
type readBufs struct {
	cs claimSignals
	claimBufs
}

// bufs keeps the readBufs of finished Checks, of any index, for the next
// Checks, as slabs keeps their slabs: most indexes are checked a few
// times, and each new state would otherwise grow its own.
var bufs sync.Pool

// takeBufs gives the state the buffers a finished Check gave back, if
// any. The state holds none: it was new, or gave them back (see
// giveBufs).
func (st *checkState) takeBufs() {
	if b, ok := bufs.Get().(*readBufs); ok {
		st.cs, st.claimBufs = b.cs, b.claimBufs
		*b = readBufs{}
		st.shell = b
	}
}

// giveBufs gives the state's buffers back for the next Check of any
// index, and leaves the state none. The claim's text is dropped, so that
// a pooled buffer does not keep it alive through its segment.
func (st *checkState) giveBufs() {
	b := st.shell
	if b == nil {
		b = new(readBufs)
	}
	st.cs.seg, st.cs.lower, st.cs.cited, st.cs.state = claims.Segment{}, "", nil, nil
	b.cs, b.claimBufs = st.cs, st.claimBufs
	st.cs, st.claimBufs, st.shell = claimSignals{}, claimBufs{}, nil
	bufs.Put(b)
}
