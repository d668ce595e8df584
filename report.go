package sourced

// reportRoom holds the arrays that a Check cuts its claims' lists of
// signals and their evidence from, many claims' to an allocation. Each
// list is cut with its capacity at its length (evidence: one), so that
// appending to one never writes into another. A Check starts with no
// room (see Index.release): the claims of one report share arrays with
// no other report's, but those of CheckEach, whose reports are written
// over one another, the room the last one's were cut from (see reuse).
type reportRoom struct {
	strs []string   // room for the claims' signals
	evs  []Evidence // room for the claims' evidence, one each
	// made is the last array of evidence made, evs its part not yet
	// cut.
	made []Evidence
	// claims is how many claims the Check has, for the first arrays'
	// size.
	claims int
}

// minRoom is the least number of entries an array of the room is made
// with.
const minRoom = 16

// strings returns n empty strings cut from the room.
func (r *reportRoom) strings(n int) []string {
	if cap(r.strs)-len(r.strs) < n {
		r.strs = make([]string, 0, max(n, r.claims, 2*cap(r.strs), minRoom))
	}
	k := len(r.strs)
	r.strs = r.strs[:k+n]
	return r.strs[k : k+n : k+n]
}

// evidence returns an empty list of evidence with room for one, cut from
// the room; soleEvidence fills it.
func (r *reportRoom) evidence() []Evidence {
	if len(r.evs) == 0 {
		r.made = make([]Evidence, max(r.claims, 1))
		r.evs = r.made
	}
	e := r.evs[:0:1]
	r.evs = r.evs[1:]
	return e
}

// reuse empties the room for a Check whose claims are written over those
// cut from it before: its last arrays are cut again from their start,
// made empty first, and those it made before them are dropped.
func (r *reportRoom) reuse() {
	clear(r.strs)
	// Only the evidence cut from made is cleared: the rest, r.evs, was
	// never written since made was made or last cleared.
	clear(r.made[:len(r.made)-len(r.evs)])
	r.strs, r.evs = r.strs[:0], r.made
}

// soleEvidence returns list holding e alone: in list's array when it has
// room, as decide gives every claim (see reportRoom.evidence), instead of
// an array of its own. A claim's verdict is set once, so the room is
// written once.
func soleEvidence(list []Evidence, e Evidence) []Evidence {
	return append(list[:0], e)
}

// fillKeys writes the keys of the claims' numbers, which report leaves
// empty, cut from one string of them all: claims are the claims decided
// with the state, in order, each with as many numbers as it had keys
// written.
func (st *checkState) fillKeys(claims []Claim) {
	if len(st.keyEnds) == 0 {
		return
	}
	keys, start, k := string(st.keys), 0, 0
	for i := range claims {
		nums := claims[i].Signals.Numbers
		for j := range nums {
			end := st.keyEnds[k]
			nums[j], start, k = keys[start:end], end, k+1
		}
	}
	st.keys, st.keyEnds = st.keys[:0], st.keyEnds[:0]
}
