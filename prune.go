package sourced

import (
	"math"
	"math/bits"
	"slices"
)

// minPruned is the number of candidate passages from which decide skips
// those that cannot change its verdict (see Index.pruned) instead of
// measuring them all.
const minPruned = 16

// pruning tells decide which of many candidate passages cannot change
// the verdict: a passage that surely misses more of the claim's numbers
// and names than one already measured can neither ground the claim nor
// flip it (both need every signal), nor rank as the closest passage
// (which misses the fewest). What a passage surely misses is a lower
// bound of passageEval.missing, counted without measuring it: a number no
// sentence of the passage has a value near (statesFigure needs one), and
// a name passageHoldsName does not find. And when every passage misses
// something, only the closest matters: a passage that misses at least as
// many as the closest so far is passed over unless its negation and
// cover, which cost far less than the rest, rank it above.
type pruning struct {
	// lows[k] counts the claim's numbers candidate k surely misses, and
	// all[k] those and the names its sentences are known not to hold.
	lows, all []int32
	// limit is the fewest signals any candidate misses (see fewest).
	limit int
	// order is the candidates by all, each run in passage order.
	order []int32
	// cands are the candidates that may miss no more than limit, in
	// order; lows and all end as theirs.
	cands []int
}

// prune returns the pruning of the candidate passages, whose cands decide
// reads instead of them; nil when they are too few to be worth it.
func (ix *Index) prune(cs *claimSignals, anchors []int, cands []int) *pruning {
	if cs.state.exhaustive || len(cands) < minPruned || len(cs.numbers)+len(cs.folded) == 0 || len(cs.numbers)+len(cs.folded) > 64 {
		return nil
	}
	st := cs.state
	words := (len(ix.ev.Sentences) + 63) / 64
	// held[i] has a bit for each sentence that may hold the claim's
	// number i, as a value near it; names[j] holds what the sentences are
	// known to hold of its name j: a sentence may hold it unless known not
	// to.
	held := st.held[:0]
	for i, n := range cs.numbers {
		if i == len(st.numBits) {
			st.numBits = append(st.numBits, make([]uint64, words))
		}
		if b := st.numBits[i]; ix.nearSentences(st, b, n.Value, 8*len(cands)) {
			held = append(held, b)
		}
	}
	st.held = held
	nums := len(held)
	names := st.pruneSlots[:0]
	for i := range cs.folded {
		names = append(names, cs.slot(ix, i))
	}
	st.pruneSlots = names
	pr := &st.pruning
	lows := slices.Grow(pr.lows[:0], len(cands))[:len(cands)]
	all := slices.Grow(pr.all[:0], len(cands))[:len(cands)]
	numMask := uint64(1)<<nums - 1
	total := nums + len(names)
	// word[i] is word w of signal i's bits: numbers first, then names.
	var word [64]uint64
	loaded := -1
	for k, p := range cands {
		pass := ix.ev.Passages[p]
		// may has bit i for each signal i the passage may hold.
		var may uint64
		if w := pass.First / 64; w == pass.Last/64 {
			// Most passages lie in one word of the bits, most often the
			// word of the candidate before.
			if w != loaded {
				for i, b := range held {
					word[i] = b[w]
				}
				for j, sl := range names {
					word[nums+j] = sl.may(w)
				}
				loaded = w
			}
			mask := wordMask(pass.First, pass.Last)
			for i := range total {
				if word[i]&mask != 0 {
					may |= 1 << i
				}
			}
		} else {
			for i, b := range held {
				if mayHold(b, pass.First, pass.Last) {
					may |= 1 << i
				}
			}
			for j, sl := range names {
				if sl.mayHold(pass.First, pass.Last) {
					may |= 1 << (nums + j)
				}
			}
		}
		lows[k] = int32(nums - bits.OnesCount64(may&numMask))
		all[k] = int32(total - bits.OnesCount64(may))
	}
	pr.lows, pr.all = lows, all
	for i, n := range cs.numbers {
		if lists, ok := ix.nearLists(st, n.Value); ok {
			clearBits(st.numBits[i], lists)
		}
	}
	pr.limit = pr.fewest(ix, cs, anchors, cands, total)
	// A candidate that surely misses more than the fewest can change
	// nothing (measured or not): only the others are kept, with their
	// bounds.
	kept := pr.cands[:0]
	for k, p := range cands {
		if int(all[k]) <= pr.limit {
			lows[len(kept)], all[len(kept)] = lows[k], all[k]
			kept = append(kept, p)
		}
	}
	pr.cands, pr.lows, pr.all = kept, lows[:len(kept)], all[:len(kept)]
	return pr
}

// fewest returns the fewest signals a candidate misses, of at most most:
// the candidates are measured in the order of what they surely miss, until
// that passes the fewest measured; none misses fewer than none.
func (pr *pruning) fewest(ix *Index, cs *claimSignals, anchors, cands []int, most int) int {
	// A counting sort of the candidates by all, stable.
	var starts [66]int32
	for _, a := range pr.all {
		starts[a+1]++
	}
	for i := 1; i <= most+1; i++ {
		starts[i] += starts[i-1]
	}
	order := slices.Grow(pr.order[:0], len(cands))[:len(cands)]
	for k, a := range pr.all {
		order[starts[a]] = int32(k)
		starts[a]++
	}
	pr.order = order
	limit := math.MaxInt
	for _, k := range order {
		if int(pr.all[k]) > limit || limit == 0 {
			break
		}
		p := cands[k]
		if cs.measured(p) == nil && pr.missesMore(ix, cs, int(k), p, limit) >= 0 {
			continue
		}
		limit = min(limit, ix.measure(cs, anchors, p).missing())
	}
	return limit
}

// skips reports whether candidate k, passage p, cannot change decide's
// verdict given best, the closest passage before it: it surely misses
// more than the limit, or than best; or best misses some signals, the
// candidate at least as many, and its negation and cover do not rank it
// above best (see passageEval.better).
func (pr *pruning) skips(ix *Index, cs *claimSignals, k, p int, best *passageEval) bool {
	limit := pr.limit
	if best != nil {
		limit = min(limit, best.missing())
	}
	low := pr.missesMore(ix, cs, k, p, limit)
	if low < 0 {
		return false
	}
	if low > limit {
		return true
	}
	// low == limit: the candidate can only tie with best, and rank
	// above it on what follows missing; a candidate that misses some
	// signal can neither ground nor flip the claim.
	if best == nil || low == 0 || low < best.missing() {
		return false
	}
	cover, closest := cs.passageCover(ix, p)
	negDiff := ix.ev.Sentences[ix.ev.Passages[p].First+closest].Negated != cs.negated
	return !ranksAbove(negDiff, cover, best)
}

// ranksAbove reports whether a passage of the same missing count as o with
// the given negation difference and cover ranks above it: passageEval.better
// past the missing count.
func ranksAbove(negDiff bool, cover float64, o *passageEval) bool {
	if negDiff != o.negDiff {
		return !negDiff
	}
	return cover > o.cover
}

// missesMore returns a count of the claim's signals candidate k, passage
// p, surely misses: more than limit when it can tell, limit when it holds
// no more than that, and -1 when it may miss fewer than limit.
func (pr *pruning) missesMore(ix *Index, cs *claimSignals, k, p, limit int) int {
	if int(pr.all[k]) > limit {
		return int(pr.all[k])
	}
	// The names not known to be missing are looked up, unless missing
	// them all would not reach the limit.
	missed := int(pr.lows[k])
	if missed+len(cs.folded) < limit {
		return -1
	}
	for i := range cs.folded {
		if !cs.passageHoldsName(ix, p, i) {
			if missed++; missed > limit {
				return missed
			}
		}
	}
	if missed == limit {
		return limit
	}
	return -1
}

// mayHold reports whether one of sentences first to last has its bit in
// b.
func mayHold(b []uint64, first, last int) bool {
	if w := first / 64; w == last/64 {
		// Most passages lie in one word.
		return b[w]&wordMask(first, last) != 0
	}
	return mayHoldAcross(b, first, last)
}

// wordMask returns the bits of sentences first to last, which lie in one
// word of a bit array, within that word.
func wordMask(first, last int) uint64 {
	return ^uint64(0) << (uint(first) & 63) & (^uint64(0) >> (63 - uint(last)&63))
}

// may returns word w of the bits of the sentences that may hold the
// slot's name: those known to, and those not yet looked up.
func (sl *nameSlot) may(w int) uint64 {
	return sl.held[w] | ^sl.known[w]
}

// mayHold reports whether one of sentences first to last may hold the
// slot's name (see may).
func (sl *nameSlot) mayHold(first, last int) bool {
	for w := first / 64; w <= last/64; w++ {
		lo, hi := max(first, w*64), min(last, w*64+63)
		if sl.may(w)&wordMask(lo, hi) != 0 {
			return true
		}
	}
	return false
}

// mayHoldAcross is mayHold of sentences that lie in more than one word.
func mayHoldAcross(b []uint64, first, last int) bool {
	w0, w1 := first/64, last/64
	if b[w0]>>(uint(first)&63) != 0 || b[w1]<<(63-uint(last)&63) != 0 {
		return true
	}
	for w := w0 + 1; w < w1; w++ {
		if b[w] != 0 {
			return true
		}
	}
	return false
}

// nearSentences sets in b, which is clear, the sentences holding a value
// near v, as nearValue finds them, and reports true; it reports false,
// setting none, when any sentence may, or when more than most do (they
// would cost more to mark than they spare).
func (ix *Index) nearSentences(st *checkState, b []uint64, v float64, most int) bool {
	lists, ok := ix.nearLists(st, v)
	if !ok {
		return false
	}
	n := 0
	for _, l := range lists {
		n += len(l)
	}
	if n > most {
		return false
	}
	for _, l := range lists {
		for _, s := range l {
			b[s/64] |= 1 << (uint(s) & 63)
		}
	}
	return true
}

// clearBits clears the bits of the sentences in b, a whole word at a
// time: b holds no bits but theirs.
func clearBits(b []uint64, lists [][]int32) {
	for _, l := range lists {
		for _, s := range l {
			b[s/64] = 0
		}
	}
}

// nearLists returns the sentence lists of the sources' values near v, as
// nearValue finds them, or false when every value is near v. The lists
// are kept in st until the next call.
func (ix *Index) nearLists(st *checkState, v float64) ([][]int32, bool) {
	if math.IsInf(v, 0) {
		return nil, false
	}
	if v != v {
		return nil, true // NaN is near nothing
	}
	// nearValue(v, m) holds only within 2.000003e-6 of |v| from v, or for
	// an infinite m.
	d := 4e-6 * math.Abs(v)
	lists := ix.ev.NumbersIn(st.nearLists[:0], math.Nextafter(v-d, math.Inf(-1)), math.Nextafter(v+d, math.Inf(1)))
	lists = ix.ev.NumbersIn(lists, math.Inf(-1), math.Inf(-1))
	lists = ix.ev.NumbersIn(lists, math.Inf(1), math.Inf(1))
	st.nearLists = lists
	return lists, true
}
