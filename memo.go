package sourced

import (
	"math/bits"
	"strings"
	"sync"

	"github.com/sourced-dev/sourced/internal/claims"
	"github.com/sourced-dev/sourced/internal/evidence"
	"github.com/sourced-dev/sourced/internal/signals"
)

// maxNameSlots bounds the names a checkState remembers lookups of; past
// it, the memo starts over with the next claim.
const maxNameSlots = 1024

// checkState is what a Check keeps from claim to claim: the claim being
// decided, with buffers reused claim after claim, and memos of what the
// index's sentences and passages hold. Passages overlap, and a claim is
// measured against many, so the same sentences are searched for the same
// names and stems again and again; and the claims of one output, and the
// outputs checked against one index, name the same subjects. Its arrays
// are allocated on first use. An Index keeps the states of finished
// Checks for the next ones (see Index.state).
type checkState struct {
	cs    claimSignals
	claim uint32 // the current claim's number, from 1, never 0
	// lower is the checked output's LowerASCII, which the claims' lower
	// case is cut from; "" outside a Check.
	lower string
	// refAt are the claim's stem refs by the low bits of their ids (see
	// claimSignals.refOne), kept here so that starting a claim does not
	// clear them.
	refAt [64]uint64
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
	// slots numbers the folded names looked up so far; slot[k] holds
	// name k's lookups, a bit per sentence: known when looked up, held
	// when the sentence holds the name.
	slots map[string]int32
	slot  []nameSlot
	// stemSeen[s] == claim when stems[s] holds the claim's stems (bit i
	// for stem i) that sentence s holds.
	stemSeen []uint32
	stems    []uint64
	// numSeen[s] == claim when nums[s] holds the claim's numbers (bit i
	// for number i) that sentence s states (see statesFigure).
	numSeen []uint32
	nums    []uint64
	// evalSeen[p] == claim when slab[evalAt[p]] is passage p measured
	// against the claim.
	evalSeen []uint32
	evalAt   []int32
	// needleSeen[k] == claim when needleHeld[k] tells whether the claim's
	// lower-case text holds the index's needle k.
	needleSeen []uint32
	needleHeld []bool
	// grams[s] are the grams of sentence s's folded text once gramsKnown
	// has bit s: what the index holds, kept from Check to Check.
	grams      []grams
	gramsKnown []uint64
	// Buffers reused from claim to claim: names holds the names found
	// in the claim, fold a name being folded, anchors the claim's
	// anchors (see Index.anchors).
	names   []signals.Name
	fold    []byte
	anchors []int
	// keys are the claim's numbers' keys written one after another (see
	// report), keyEnds where each ends.
	keys       []byte
	keyEnds    []int
	nameTokens []signals.Token
	postings   [][]int32
	sentences  []int32
	passages   []int
	partIDs    []int32
	counts     []int32
	recordPos  []int
	recordRefs []stemRef
	figs       []uint64
	quoted     []byte
	attr       attrScratch
	nearLists  [][]int32
	pruning    pruning
	// named reads the passages of Index.contradiction.
	named passageCursor
	// exhaustive makes decide measure every candidate passage and the
	// contradiction search read every passage it may: the reference that
	// tests hold the skipping to.
	exhaustive bool
}

// nameSlot is what the sentences hold of one folded name, looked up in
// its forms; key is the name's first word, its posting key, and keyWin
// the windows of its sentences once made (see keyWindow).
type nameSlot struct {
	forms               nameForms
	key                 string
	known, held, keyWin []uint64
}

// next starts the state over for another claim and returns the claim,
// emptied, its buffers kept.
func (st *checkState) next() *claimSignals {
	st.claim++
	if st.claim == 0 {
		// The claim numbers wrapped round: forget every stamp.
		clear(st.needleSeen)
		clear(st.stemSeen)
		clear(st.numSeen)
		clear(st.evalSeen)
		st.attr.recordClaim = 0
		st.claim = 1
	}
	if len(st.slot) >= maxNameSlots {
		clear(st.slots)
		st.slot = st.slot[:0]
	}
	st.spanWords = st.spanWords[:0]
	cs := &st.cs
	*cs = claimSignals{
		state:      st,
		tokens:     cs.tokens,
		numbers:    cs.numbers[:0],
		names:      cs.names[:0],
		folded:     cs.folded[:0],
		keys:       cs.keys[:0],
		nameSlot:   cs.nameSlot[:0],
		stems:      cs.stems[:0],
		stemRefs:   cs.stemRefs[:0],
		slab:       cs.slab,
		parts:      cs.parts[:0],
		cues:       cs.cues[:0],
		directions: cs.directions[:0],
		normQuotes: cs.normQuotes[:0],
	}
	return cs
}

// nameSlotOf returns the slot of a folded name, made on first use.
func (st *checkState) nameSlotOf(folded []byte) int32 {
	if k, ok := st.slots[string(folded)]; ok {
		return k
	}
	if st.slots == nil {
		// Room for the names of a few outputs, grown past that.
		st.slots = make(map[string]int32, 32)
		st.slot = make([]nameSlot, 0, 32)
	}
	f := string(folded)
	k := int32(len(st.slot))
	st.slots[f] = k
	st.slot = append(st.slot, nameSlot{forms: formsOf(f), key: st.cs.firstWord(f)})
	return k
}

// holdsName reports whether sentence s of the index holds the claim's
// name i (folded) at word boundaries.
func (cs *claimSignals) holdsName(ix *Index, s, i int) bool {
	sl := cs.slot(ix, i)
	w, bit := s/64, uint64(1)<<(uint(s)&63)
	if sl.known[w]&bit == 0 {
		return sl.lookUp(ix, cs.state, s)
	}
	return sl.held[w]&bit != 0
}

// slot returns the slot of the claim's name i, its bit arrays made.
func (cs *claimSignals) slot(ix *Index, i int) *nameSlot {
	sl := &cs.state.slot[cs.nameSlot[i]]
	if sl.known == nil {
		n := (len(ix.ev.Sentences) + 63) / 64
		bits := make([]uint64, 2*n) // one allocation for both
		sl.known, sl.held = bits[:n:n], bits[n:]
	}
	return sl
}

// lookUp looks the slot's name up in sentence s, not yet looked up, and
// reports whether s holds it.
func (sl *nameSlot) lookUp(ix *Index, st *checkState, s int) bool {
	w, bit := s/64, uint64(1)<<(uint(s)&63)
	sl.known[w] |= bit
	if !sl.forms.in(&ix.ev.Sentences[s], st.gramsOf(ix, s)) {
		return false
	}
	sl.held[w] |= bit
	return true
}

// gramsOf returns the grams of sentence s's folded text.
func (st *checkState) gramsOf(ix *Index, s int) *grams {
	if st.grams == nil {
		st.grams, st.gramsKnown = make([]grams, len(ix.ev.Sentences)), make([]uint64, (len(ix.ev.Sentences)+63)/64)
	}
	w, bit := s/64, uint64(1)<<(uint(s)&63)
	if st.gramsKnown[w]&bit == 0 {
		st.gramsKnown[w] |= bit
		st.grams[s] = gramsOf(ix.ev.Sentences[s].Folded)
	}
	return &st.grams[s]
}

// stemsHeld returns the claim's stems (at most 64) that sentence s holds,
// bit i for stem i.
func (cs *claimSignals) stemsHeld(ix *Index, s int) uint64 {
	st := cs.state
	if st.stemSeen == nil {
		st.stemSeen, st.stems = make([]uint32, len(ix.ev.Sentences)), make([]uint64, len(ix.ev.Sentences))
	}
	if st.stemSeen[s] != st.claim {
		st.stemSeen[s], st.stems[s] = st.claim, cs.sharedStems(ix.ev.Sentences[s].StemIDs)
	}
	return st.stems[s]
}

// heldStems returns how many of the claim's stems sentence s holds,
// through stemsHeld's memo when the claim has at most 64.
func (cs *claimSignals) heldStems(ix *Index, s int) int {
	if len(cs.stems) <= 64 {
		return bits.OnesCount64(cs.stemsHeld(ix, s))
	}
	return markShared(cs.stemRefs, ix.ev.Sentences[s].StemIDs, make([]uint64, (len(cs.stems)+63)/64))
}

// sharedStems is markShared of the claim's stems (at most 64) and a
// sentence's stem ids: an id whose low six bits are no claim stem's is
// passed over without a search, and one whose low six bits are one claim
// stem's alone is compared with that stem's id.
func (cs *claimSignals) sharedStems(ids []int32) uint64 {
	if !cs.bucketed {
		cs.bucketRefs()
	}
	var held uint64
	refBits, refOne, refAt := cs.refBits, cs.refOne, &cs.state.refAt
	for _, id := range ids {
		b := uint(id) & 63
		if refBits>>b&1 == 0 {
			continue
		}
		if refOne>>b&1 != 0 {
			if r := refAt[b]; int32(r>>8) == id {
				held |= 1 << (r & 63)
			}
			continue
		}
		for _, r := range cs.stemRefs {
			if r.id > id {
				break
			}
			if r.id == id {
				held |= 1 << r.pos
			}
		}
	}
	return held
}

// bucketRefs sets refOne and refAt from the claim's stemRefs.
func (cs *claimSignals) bucketRefs() {
	var seen, many uint64
	for _, r := range cs.stemRefs {
		b := uint(r.id) & 63
		if seen>>b&1 != 0 {
			many |= 1 << b
		}
		seen |= 1 << b
		cs.state.refAt[b] = uint64(r.id)<<8 | uint64(r.pos)
	}
	cs.refOne, cs.bucketed = seen&^many, true
}

// statesFigure is Index.statesFigure of sentence s and the claim's number
// i, remembered for the claim.
func (cs *claimSignals) statesFigure(ix *Index, s, i int) bool {
	if len(cs.numbers) > 64 {
		return ix.statesFigure(cs, &ix.ev.Sentences[s], &cs.numbers[i])
	}
	return cs.figuresOf(ix, s)&(1<<i) != 0
}

// figuresOf returns the claim's numbers (at most 64) that sentence s
// states, bit i for number i, remembered for the claim.
func (cs *claimSignals) figuresOf(ix *Index, s int) uint64 {
	st := cs.state
	if st.numSeen == nil {
		st.numSeen, st.nums = make([]uint32, len(ix.ev.Sentences)), make([]uint64, len(ix.ev.Sentences))
	}
	if st.numSeen[s] != st.claim {
		var held uint64
		sent := &ix.ev.Sentences[s]
		for k := range cs.numbers {
			if ix.statesFigure(cs, sent, &cs.numbers[k]) {
				held |= 1 << k
			}
		}
		st.numSeen[s], st.nums[s] = st.claim, held
	}
	return st.nums[s]
}

// passageFigures returns the claim's numbers each sentence of the passage
// states (see statesFigure), bit i for number i, and all of them together;
// nil when the claim has more than 64 numbers, or for a record's passage,
// whose many sentences are better read one by one until the figure is
// found.
func (cs *claimSignals) passageFigures(ix *Index, pass evidence.Passage) (figs []uint64, all uint64) {
	if len(cs.numbers) == 0 || len(cs.numbers) > 64 || pass.Record {
		return nil, 0
	}
	figs = cs.state.figs[:0]
	for s := pass.First; s <= pass.Last; s++ {
		held := cs.figuresOf(ix, s)
		figs = append(figs, held)
		all |= held
	}
	cs.state.figs = figs
	return figs, all
}

// evalChunk is the number of passageEvals a chunk of the slab holds.
const evalChunk = 16

// evalSlab is the chunks of passageEvals a claim is measured into.
type evalSlab [][]passageEval

// slabs keeps the slabs of finished Checks, of any index, for the next
// Checks: a slab holds nothing from one claim to the next (measured
// reads only what newEval wrote for the claim), and each index's states
// would otherwise grow their own.
var slabs sync.Pool

// evalRoom is the room each list of a passageEval of a new chunk has
// before it must grow: most claims miss few signals.
const evalRoom = 2

// newEvalChunk returns a chunk of the slab, its entries' lists given room
// in one array.
func newEvalChunk() []passageEval {
	chunk := make([]passageEval, evalChunk)
	room := make([]int, 4*evalRoom*evalChunk)
	for i := range chunk {
		e := &chunk[i]
		e.missingNums, e.ownedNums = take(&room, evalRoom)[:0], take(&room, evalRoom)[:0]
		e.missingNames, e.missingQuotes = take(&room, evalRoom)[:0], take(&room, evalRoom)[:0]
	}
	return chunk
}

// measured returns passage p measured against the claim, or nil when it
// is not yet.
func (cs *claimSignals) measured(p int) *passageEval {
	st := cs.state
	if st.evalSeen == nil || st.evalSeen[p] != st.claim {
		return nil
	}
	k := st.evalAt[p]
	return &(*cs.slab)[k/evalChunk][k%evalChunk]
}

// newEval returns a zero passageEval for passage p, remembered as p's
// measurement for the claim. The slab's entries are reused claim after
// claim, their slices emptied. A pointer returned stays valid through the
// claim: the slab grows by a chunk at a time, and never moves one.
func (cs *claimSignals) newEval(ix *Index, p int) *passageEval {
	st := cs.state
	if st.evalSeen == nil {
		st.evalSeen, st.evalAt = make([]uint32, len(ix.ev.Passages)), make([]int32, len(ix.ev.Passages))
	}
	if cs.slab == nil {
		cs.slab = new(evalSlab)
	}
	slab, k := cs.slab, cs.evals
	if k/evalChunk == len(*slab) {
		*slab = append(*slab, newEvalChunk())
	}
	e := &(*slab)[k/evalChunk][k%evalChunk]
	*e = passageEval{missingNums: e.missingNums[:0], ownedNums: e.ownedNums[:0],
		missingNames: e.missingNames[:0], missingQuotes: e.missingQuotes[:0]}
	cs.evals++
	st.evalSeen[p], st.evalAt[p] = st.claim, int32(k)
	return e
}

// state returns a state for a Check of the index: one a finished Check
// left, or a new one. Its memos hold only what is true of the index.
func (ix *Index) state() *checkState {
	st, ok := ix.states.Get().(*checkState)
	if !ok {
		st = &checkState{}
	}
	st.cs.slab, _ = slabs.Get().(*evalSlab)
	return st
}

// release gives a Check's state back to the index for the next Check,
// and its slab to the next Check of any index.
func (ix *Index) release(st *checkState) {
	if st.cs.slab != nil {
		slabs.Put(st.cs.slab)
	}
	st.cs.seg, st.lower, st.cs.slab = claims.Segment{}, "", nil
	ix.states.Put(st)
}

// claimNeedles makes the arrays for n needles unless they exist.
func (st *checkState) claimNeedles(n int) {
	if st.needleSeen == nil {
		st.needleSeen, st.needleHeld = make([]uint32, n), make([]bool, n)
	}
}

// holdsNeedle reports whether the claim's lower-case text holds the
// index's needle k.
func (st *checkState) holdsNeedle(ix *Index, lower string, k int32) bool {
	if st.needleSeen[k] != st.claim {
		st.needleSeen[k], st.needleHeld[k] = st.claim, strings.Contains(lower, ix.needles[k])
	}
	return st.needleHeld[k]
}
