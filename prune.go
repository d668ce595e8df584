package sourced

import (
	"math"
	"math/bits"
	"slices"

	"github.com/sourced-dev/sourced/internal/signals"
)

// minPruned is the number of candidate passages from which decide skips
// those that cannot change its verdict (see pruning) instead of
// measuring them all.
const minPruned = 16

// boundAhead is how many candidates past the one decide reaches boundTo
// counts in the same call.
const boundAhead = 7

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
//
// The bounds are counted as decide reaches the candidates, in passage
// order, and the fewest signals any candidate misses only once decide
// meets a candidate that surely misses more than every candidate does
// (see establish): decide most often stops at the first candidate that
// grounds the claim, and the candidates past it need no counting.
type pruning struct {
	// mays[k] has bit i for each signal i candidate k may hold (see
	// word), and all[k] counts the signals it surely misses: the numbers
	// no sentence of it holds a value near, and the names its sentences
	// are known not to hold; both are set for the first bounded
	// candidates, and hold nothing past them.
	mays    []uint64
	all     []int32
	bounded int
	// limit is the fewest signals any candidate misses (see establish),
	// once known; math.MaxInt until then.
	limit int
	known bool
	// over is the limit once known, math.MaxInt32 until then.
	over int32
	// order is the candidates by all, each run in passage order.
	order []int32
	// cands are the candidates, in passage order; anchors the claim's.
	cands, anchors []int
	// firsts are the sentences the candidates start at, of a large
	// narrow index (see candidates and span); nil otherwise.
	firsts []int32
	// near are the bits of the sentences holding values near the
	// claim's numbers (see checkState.nearOf), of those worth following,
	// which nums counts.
	near [][]uint64
	nums int
	// word[i] is word loaded of the bits of the sentences that may hold
	// signal i: numbers first, then names.
	word   [64]uint64
	loaded int
	// names are the slots of the claim's names, which stay where they
	// are while the claim is decided.
	names []*nameSlot
	// floor counts the claim's numbers no sentence holds a value near:
	// every candidate misses them.
	floor int32
}

// prune returns the pruning of the candidate passages, whose surelySkips
// and skipsAny decide asks of each; nil when they are too few to be worth
// it. firsts are the sentences they start at, as candidates gives them.
func (ix *Index) prune(cs *claimSignals, anchors []int, cands []int, firsts []int32) *pruning {
	if cs.state.exhaustive || len(cands) < minPruned || len(cs.numbers)+len(cs.nameSlot) == 0 || len(cs.numbers)+len(cs.nameSlot) > 64 {
		return nil
	}
	for i := range cs.nameSlot {
		// A name found other than in a passage's own words, as the word of
		// a cited passage or of a record's keys (see evaluateSignals), is
		// beyond what the bounds count: such a claim's candidates are all
		// measured.
		if ix.namesCitedPassage(cs, i) || cs.recordWordName(ix, i) {
			return nil
		}
	}
	st := cs.state
	pr := &st.pruning
	pr.mays = slices.Grow(pr.mays[:0], len(cands))[:len(cands)]
	pr.all = slices.Grow(pr.all[:0], len(cands))[:len(cands)]
	pr.bounded, pr.limit, pr.known, pr.over, pr.cands, pr.anchors, pr.firsts = 0, math.MaxInt, false, math.MaxInt32, cands, anchors, firsts
	pr.near, pr.nums, pr.floor, pr.loaded = pr.near[:0], 0, 0, -1
	pr.names = pr.names[:0]
	for i := range cs.nameSlot {
		pr.names = append(pr.names, cs.slot(ix, i))
	}
	most := 8 * len(cands)
	for _, n := range cs.numbers {
		nb, ok := st.nearOf(ix, n)
		if !ok {
			continue
		}
		if nb.total > most {
			// Following them would cost more than it spares.
			continue
		}
		if nb.total == 0 {
			pr.floor++
		}
		pr.near = append(pr.near, nb.bits)
		pr.nums++
	}
	return pr
}

// boundTo counts the bounds of the candidates up to k, and of a few
// after it, as decide reads on. Its callers, reading one candidate after
// another, call it only past the bounded: a call costs more than the test.
func (pr *pruning) boundTo(ix *Index, k int) {
	if k < pr.bounded {
		return
	}
	k = min(k+boundAhead, len(pr.cands)-1)
	nums, total := pr.nums, pr.nums+len(pr.names)
	mays, all := pr.mays[:k+1], pr.all[:k+1]
	for c := pr.bounded; c <= k; c++ {
		first, last := pr.span(ix, c)
		// may has bit i for each signal i the passage may hold.
		var may uint64
		if w := int(uint(first) / 64); w == int(uint(last)/64) {
			// Most passages lie in one word of the bits, most often the
			// word of the candidate before. A word loaded earlier in the
			// claim may hold more of the names than are now known to be
			// held: looking names up since only narrows what may hold
			// them, so the word still bounds what the passage misses.
			if w != pr.loaded {
				pr.load(w)
			}
			mask := wordMask(first, last)
			for i, word := range pr.word[:total] {
				if word&mask != 0 {
					may |= 1 << i
				}
			}
		} else {
			for i, b := range pr.near {
				if anyIn(first, last, func(w int) uint64 { return b[w] }) {
					may |= 1 << i
				}
			}
			for j, sl := range pr.names {
				if sl.mayHold(first, last) {
					may |= 1 << (nums + j)
				}
			}
		}
		mays[c] = may
		all[c] = int32(total - bits.OnesCount64(may))
	}
	pr.bounded = k + 1
}

// span returns the first and last sentences of candidate c: of a large
// narrow index, from the bits, without reading the passage (see
// passageBits).
func (pr *pruning) span(ix *Index, c int) (first, last int) {
	if pr.firsts != nil {
		first = int(pr.firsts[c])
		return first, ix.narrow.last(first)
	}
	pass := &ix.ev.Passages[pr.cands[c]]
	return pass.First, pass.Last
}

// load loads word w of the signals' bits into word.
func (pr *pruning) load(w int) {
	for i, b := range pr.near {
		pr.word[i] = b[w]
	}
	for j, sl := range pr.names {
		pr.word[pr.nums+j] = sl.may(w)
	}
	pr.loaded = w
}

// establish sets the limit: the fewest signals any candidate misses, at
// least floor. A candidate from k on that surely misses no more than
// floor and misses no more sets it at floor without counting the rest;
// failing one, every candidate is counted (see fewest). best, when set,
// is a candidate measured.
func (pr *pruning) establish(ix *Index, cs *claimSignals, k int, best *passageEval) {
	most := len(cs.numbers) + len(cs.nameSlot)
	limit := math.MaxInt
	if best != nil {
		limit = best.missing()
	}
	for j := k; j < len(pr.cands); j++ {
		if j >= pr.bounded {
			pr.boundTo(ix, j)
		}
		if pr.all[j] > pr.floor {
			continue
		}
		p := pr.cands[j]
		if cs.measured(p) == nil && pr.missesMore(ix, cs, j, p, limit) >= 0 {
			continue
		}
		if limit = min(limit, ix.signalsOf(cs, pr.anchors, p).missing()); limit == int(pr.floor) {
			pr.settle(limit)
			return
		}
	}
	pr.settle(pr.fewest(ix, cs, most))
}

// settle sets the limit, now known.
func (pr *pruning) settle(limit int) {
	pr.limit, pr.known, pr.over = limit, true, int32(min(limit, math.MaxInt32))
}

// fewest returns the fewest signals a candidate misses, of at most most:
// the candidates, all bounded, are measured in the order of what they
// surely miss, until that passes the fewest measured; none misses fewer
// than none.
func (pr *pruning) fewest(ix *Index, cs *claimSignals, most int) int {
	// A counting sort of the candidates by all, stable.
	var starts [66]int32
	for _, a := range pr.all {
		starts[a+1]++
	}
	for i := 1; i <= most+1; i++ {
		starts[i] += starts[i-1]
	}
	order := slices.Grow(pr.order[:0], len(pr.cands))[:len(pr.cands)]
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
		p := pr.cands[k]
		if cs.measured(p) == nil && pr.missesMore(ix, cs, int(k), p, limit) >= 0 {
			continue
		}
		limit = min(limit, ix.signalsOf(cs, pr.anchors, p).missing())
	}
	return limit
}

// surelySkips reports whether candidate k is bounded and surely misses
// more than the limit, once known: most candidates skipsAny would skip,
// told without a call, as it is small enough to be inlined into decide's
// loop.
func (pr *pruning) surelySkips(k int) bool {
	return k < pr.bounded && pr.all[k] > pr.over
}

// skipsAny reports whether candidate k, passage p, which surelySkips does
// not skip, cannot change decide's verdict given best, the closest
// passage before it: it surely misses more than the limit, or than best;
// or best misses some signals, the candidate at least as many, and its
// negation and cover do not rank it above best (see passageEval.better).
// The limit is established when the candidate surely misses more than
// every candidate does, and best does not settle it. A candidate measured
// already is skipped only when it surely misses more than the limit:
// neither grounds nor flips nor is the closest passage, which misses
// fewest, the first such. decide asks surelySkips first, then its own
// test of the candidate's cover (see Index.outranked), then this.
func (pr *pruning) skipsAny(ix *Index, cs *claimSignals, k, p int, best *passageEval) bool {
	if cs.measured(p) != nil {
		return false
	}
	if k >= pr.bounded {
		pr.boundTo(ix, k)
	}
	if !pr.known && pr.all[k] > pr.floor && (best == nil || best.missing() > int(pr.floor)) {
		pr.establish(ix, cs, k, best)
	}
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
	ix.complete(best, cs) // decide measures a passage missing signals only when asked
	return !ix.ranksAboveAt(cs, &ix.ev.Passages[p], closest, cover, best)
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
	// The names that may be held are looked up, unless missing them all
	// would not reach the limit; the others, known to be missing when
	// the candidate was bounded, are counted in all (a name once known
	// missing from a sentence stays so).
	missed := int(pr.all[k])
	names := pr.mays[k] >> pr.nums
	if missed+bits.OnesCount64(names) < limit {
		return -1
	}
	pass := &ix.ev.Passages[p]
	first, last := pass.First, pass.Last
	w, mask := slotWord(first, last)
	for ; names != 0; names &= names - 1 {
		if !pr.names[bits.TrailingZeros64(names)].holdsIn(ix, cs.state, first, last, w, mask) {
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

// wordMask returns the bits of sentences first to last, which lie in one
// word of a bit array, within that word.
func wordMask(first, last int) uint64 {
	return ^uint64(0) << (uint(first) & 63) & (^uint64(0) >> (63 - uint(last)&63))
}

// anyIn reports whether one of bits first to last is set in the bits
// that word gives, word w at a time.
func anyIn(first, last int, word func(w int) uint64) bool {
	for w := first / 64; w <= last/64; w++ {
		if word(w)&wordMask(max(first, w*64), min(last, w*64+63)) != 0 {
			return true
		}
	}
	return false
}

// may returns word w of the bits of the sentences that may hold the
// slot's name: those known to, and those not yet looked up.
func (sl *nameSlot) may(w int) uint64 {
	return sl.held[w] | ^sl.known[w]
}

// mayHold reports whether one of sentences first to last may hold the
// slot's name (see may).
func (sl *nameSlot) mayHold(first, last int) bool {
	return anyIn(first, last, sl.may)
}

// nearLists returns the sentence lists of the sources' values near v, as
// mayState finds them (nearValue, or, when rough is set, of a roundable
// figure, signals.WithinRounding: within a tenth of v), or false when
// every value is near v. The lists are kept in st until the next call.
func (ix *Index) nearLists(st *checkState, v float64, rough bool) ([][]int32, bool) {
	if math.IsInf(v, 0) {
		return nil, false
	}
	if v != v {
		return nil, true // NaN is near nothing
	}
	// nearValue(v, m) holds only within 2.000003e-6 of |v| from v, or for
	// an infinite m; signals.WithinRounding(v, m) within a tenth of |v|.
	d := 4e-6 * math.Abs(v)
	if rough {
		d = signals.RoundingReach(v)
	}
	lists := ix.ev.NumbersIn(st.nearLists[:0], math.Nextafter(v-d, math.Inf(-1)), math.Nextafter(v+d, math.Inf(1)))
	lists = ix.ev.NumbersIn(lists, math.Inf(-1), math.Inf(-1))
	lists = ix.ev.NumbersIn(lists, math.Inf(1), math.Inf(1))
	st.nearLists = lists
	return lists, true
}
