package sourced

import (
	"bytes"
	"iter"
	"math"
	"math/bits"
	"slices"
	"strconv"
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"

	"github.com/sourced-dev/sourced/internal/claims"
	"github.com/sourced-dev/sourced/internal/evidence"
	"github.com/sourced-dev/sourced/internal/signals"
)

// Thresholds of the decision.
const (
	// minCover is the share of a claim's content words that a passage
	// must hold to be about the same thing: for a contradiction or a
	// direction flip.
	minCover = 0.6
	// minGroundCover is the share a passage of prose must hold to ground
	// the claim: what the claim adds beyond it is what goes unchecked.
	minGroundCover = 0.7
	// maxUnsupported is how many content words a claim may leave
	// unsupported and still be grounded at minCover.
	maxUnsupported = 2
	// minRecordCover is the same share for a structured record, whose one
	// passage holds every field of the record: a claim must reuse more of
	// its words.
	minRecordCover = 0.8
	// minVerbatimWords is the least number of content words a claim without
	// names or numbers needs to be grounded near-verbatim.
	minVerbatimWords = 4
	// unanchoredFlipCover is the share of content words a claim with no
	// anchor needs before a direction flip counts as a contradiction.
	unanchoredFlipCover = 0.8
	// maxUnionSentences bounds the sentences whose passages are all
	// measured for one claim; past it only the rarest signal's are.
	maxUnionSentences = 64
)

// claimSignals is everything the decision reads from one claim.
type claimSignals struct {
	seg      claims.Segment
	borrowed int             // names at the end of names taken from an earlier claim (see borrowSubject)
	tokens   []signals.Token // the buffer the claim was tokenised into
	numbers  []signals.Number
	// wide has bit k when numbers[k] (of the first 64) may be stated by a
	// figure of another value: a loose one (see signals.Number.Loose) or a
	// percentage, which a share it rounds states (see figuresOf).
	wide     uint64
	names    []signals.Name
	nameSlot []int32 // the state's slot of each folded name
	quotes   []signals.Quote
	// normQuotes are signals.NormalizeQuoted of each quote, once measuring
	// needs them, in the state's buffer.
	normQuotes []normQuote
	stems      []string
	cues       []string // the stems of the direction cue words
	// stemRefs are the stems the index knows, as its stem ids, sorted by
	// id; a stem no source has never matches and is left out.
	stemRefs []stemRef
	// refBits has bit id%64 for the id of each of stemRefs.
	refBits uint64
	// Once bucketed, refOne has bit b when one of stemRefs alone has
	// id%64 == b, and the state's refAt[b] is that ref, its id<<8 | pos
	// (see sharedStems).
	bucketed bool
	refOne   uint64
	// stemFill is 1 once stemsHeld's memo holds every sentence that holds
	// one of the claim's stems (at most 64), marked from their postings
	// (see fillStems): a sentence not marked holds none of them. It is -1
	// when the postings were too long to mark, and the memo is filled a
	// sentence at a time; 0 until passageStems first asks.
	stemFill int8
	negated  bool
	// negAsides are the asides that hold every negation of a negated
	// claim, nil when it has none or a negation outside them (see
	// signals.Tokenized.NegatedAsides and Index.claimNegatedFor).
	negAsides []signals.Span
	// asideOwn are the stem ids of the content words only those asides
	// hold (see asideOwnStems), made when they are found.
	asideOwn []int32
	// asideSent is 1 + the last NegatedAside sentence negatedFor read
	// the asides of, 0 when none, and asideHeld what asidesHold said of
	// it: the closest sentence of one passage is often that of the next.
	asideSent int32
	asideHeld bool
	// qualHeld is heldWords of the claim's tokens and qualifyingWords,
	// once qualRead (see qualifiesOtherwise).
	qualHeld uint64
	qualRead bool
	// longWords are the claim's words that a negating prefix may open or
	// be taken off, and negWords has bit i for each of their stems[i],
	// once negWordsRead (see prefixNegated).
	longWords    []longWord
	negWords     uint64
	negWordsRead bool
	// periods are the stretches of time the claim's words name, once
	// periodsRead (see claimPeriods).
	periods     uint16
	periodsRead bool
	// figures are what comparableNearby reads of the claim's first 64
	// figures, whatever the passage: figures[i] once bit i of
	// figuresRead is set (see figureOf).
	figures     []claimFigure
	figuresRead uint64
	// differs has bit i for each of the claim's first 64 numbers that
	// may be contradicted, once differsKnown has it (see mayDiffer).
	differs, differsKnown uint64
	// contrast has bit k for each of the claim's first 64 tokens that is
	// a word of contrastGroups, once contrastRead (see contrastTokens).
	contrast     uint64
	contrastRead bool
	// negScope has bit i for each of the claim's first 64 stems its
	// negation reaches, in its clause, once negScopeRead (see
	// negatedScope).
	negScope     uint64
	negScopeRead bool
	// negNums has bit i for each of the claim's first 64 numbers after
	// its negation word, in the negation's reach, once negScopeRead.
	negNums uint64
	// wholeNums has bit k for each of the claim's first 64 numbers that
	// it says is the whole of what it counts, once wholeKnown has it (see
	// saysWhole).
	wholeNums, wholeKnown uint64
	// quants are the claim's quantifiers, once quantsRead (see
	// quantifierSwapped).
	quants     []quantified
	quantsRead bool
	// cause, order and added are the claim's tokens of a cause (see
	// causeAt), of an order (see orderAt) and of weight (see addedAt), -1
	// for none, and than whether its text holds "than", once wordsRead.
	cause, order, added int
	than, wordsRead     bool
	// each and total are the claim's tokens of each one's (see eachAt)
	// and of all together (see totalAt), -1 for none, once totalsRead.
	each, total int
	totalsRead  bool
	// opposed are the claim's tokens that are words of opposites, once
	// oppositesRead (see readOpposites).
	opposed       []opposedWord
	oppositesRead bool
	// people are the claim's tokens that are words of the opposites of
	// kinds of people (see peopleEntries), said otherwise in the claim
	// or not, once oppositesRead.
	people []opposedWord
	// hedge is what hedgedIn reads of the claim alone (see readHedge).
	hedge claimHedge
	// hourDays has bit d for each day of the week d the claim names, when
	// the sources give opening hours (see checkHours): a record's hours
	// of those days state the claim's times.
	hourDays uint8
	// cited are the numbered passages of the context the claim names as
	// its own (see citedPassages).
	cited []int32
	// citedRoom is the array the claims of a state read the passages they
	// name into, kept from claim to claim.
	citedRoom  []int32
	directions []signals.Direction
	// slab holds the passages measured, remembered by passage (see
	// measured): decide and contradiction measure many of the same
	// passages. Its chunks of evalChunk entries are never moved; the
	// claim uses the first evals entries. It is made on first use, and
	// kept with the state for the next Checks (see Index.state).
	slab  *evalSlab
	evals int
	// state is the Check's state this claim is decided in.
	state *checkState
	// stated[i] is 1 when the sources state number i near an anchor, -1
	// when not, 0 until known (see statedOnce).
	stated []int8
	// commonKeys are the anchorKeys of the words the claim writes in
	// lower case, made when commonKnown is first set (see
	// writesOwnerCommon).
	commonKeys  []uint32
	commonKnown bool
	// parts are the claim cut into parts (see Index.parts), once
	// partsDone.
	parts     []claimPart
	partsDone bool
	// lower is the claim's text in lower case, and ascii whether it is
	// ASCII; a claim that is not has lower "" until read (see lowerText).
	lower string
	ascii bool
	// union is the union of the classes of the claim's tokens (see
	// wordMemo.read).
	union signals.WordClass
	// clauseSpans are the claim's clauses once claimView first cuts it:
	// each passage and each source sentence read by clause asks for them.
	clauseSpans []clauseSpan
}

// passageHoldsName reports whether any sentence of passage p holds the
// claim's name i.
func (cs *claimSignals) passageHoldsName(ix *Index, p, i int) bool {
	pass := &ix.ev.Passages[p]
	w, mask := slotWord(pass.First, pass.Last)
	return cs.slot(ix, i).holdsIn(ix, cs.state, pass.First, pass.Last, w, mask)
}

// slotWord returns the word of the name slots' bits that a passage of
// sentences first to last lies in, and the passage's bits in it: most
// passages are narrow and lie in one word, which the names are read from
// at once (see holdsIn). The mask is 0 for a wide passage (a record's),
// and for one that spans two words.
func slotWord(first, last int) (w int, mask uint64) {
	if u := uint(first) / 64; last-first < evidence.Width && u == uint(last)/64 {
		return int(u), wordMask(first, last)
	}
	return 0, 0
}

// holdsIn is passageHoldsName of the slot's name and the passage of
// sentences first to last, which lies in word w of the bits as mask (see
// slotWord): the sentences known to hold the name, then those not yet
// looked up, in order, until one holds it. It is small enough to be
// inlined: the passages measured most often are known to hold the name,
// which is told without a call (a call for each name of each passage
// measured cost about 1 M instructions a RAGTruth op).
func (sl *nameSlot) holdsIn(ix *Index, st *checkState, first, last, w int, mask uint64) bool {
	return mask != 0 && sl.held[w]&mask != 0 || sl.holdsOther(ix, st, first, last, w, mask)
}

// holdsOther is holdsIn of a passage that is wide, spans two words of
// the bits (mask 0), or none of whose sentences is known to hold the
// name.
func (sl *nameSlot) holdsOther(ix *Index, st *checkState, first, last, w int, mask uint64) bool {
	if mask == 0 {
		return sl.spanHolds(ix, st, first, last)
	}
	m := mask &^ sl.known[w]
	return m != 0 && sl.lookUpAny(ix, st, w, m)
}

// spanHolds is passageHoldsName of a passage of sentences first to end
// that is wide (see wideHolds) or spans two words of the slot's bits.
func (sl *nameSlot) spanHolds(ix *Index, st *checkState, first, end int) bool {
	if end-first >= evidence.Width {
		return sl.wideHolds(ix, st, first, end)
	}
	// A word of the slot's bits at a time: the sentences known first, then
	// those not yet looked up, in order, until one holds the name.
	for s := first; s <= end; {
		w, last := s/64, min(end, s|63)
		mask := wordMask(s, last)
		if sl.held[w]&mask != 0 {
			return true
		}
		if sl.lookUpAny(ix, st, w, mask&^sl.known[w]) {
			return true
		}
		s = last + 1
	}
	return false
}

// wideHolds is passageHoldsName of a passage of sentences first to end,
// more than Width of them (a record's): the sentences known to hold the
// name first; then, of those not yet looked up, the sentences holding its
// key, where the name most often is; then the others, in order, until one
// holds it.
func (sl *nameSlot) wideHolds(ix *Index, st *checkState, first, end int) bool {
	if anyIn(first, end, func(w int) uint64 { return sl.held[w] }) {
		return true
	}
	both, _ := sl.sentences(ix, st)
	k, _ := slices.BinarySearch(both, int32(first))
	for ; k < len(both) && int(both[k]) <= end; k++ {
		if s := int(both[k]); !has(sl.known, s) && sl.lookUp(ix, st, s) {
			return true
		}
	}
	if sl.forms.other == nil && strings.IndexByte(sl.forms.folded, '\n') < 0 {
		return sl.joinedHolds(ix, st, first, end)
	}
	for s := first; s <= end; {
		w, last := s/64, min(end, s|63)
		if sl.lookUpAny(ix, st, w, wordMask(s, last)&^sl.known[w]) {
			return true
		}
		s = last + 1
	}
	return false
}

// joinedHolds is wideHolds of a name of one form without a newline, once
// the sentences holding its key are looked up: the name is sought in the
// sentences' folded texts joined by newlines (see checkState.joined), in
// one search, rather than sentence by sentence with each sentence's grams
// made, as a record's many facts would be for the one name. A match
// cannot span a newline the name does not hold, and a newline around a
// match is no word rune, as neither end of a sentence's text is: the
// first sentence that holds the name at word boundaries holds the first
// such match. The sentences before it are known not to hold it, as
// lookUpAny would leave them, and with no match none of them holds it.
func (sl *nameSlot) joinedHolds(ix *Index, st *checkState, first, end int) bool {
	text, at := st.joined(ix, first, end)
	f := &sl.forms
	m := matchWordBy(text, f.folded, f.seek)
	last := end
	if m >= 0 {
		// The sentence of the match: the last whose text starts at or
		// before it.
		k, found := slices.BinarySearch(at, int32(m))
		if !found {
			k--
		}
		last = first + k
	}
	for s := first; s <= last; {
		w, to := s/64, min(last, s|63)
		sl.known[w] |= wordMask(s, to)
		s = to + 1
	}
	if m < 0 {
		return false
	}
	sl.held[last/64] |= 1 << (uint(last) & 63)
	return true
}

// passageEval is one passage measured against one claim.
type passageEval struct {
	p           int
	missingNums []int // indexes into claimSignals.numbers
	// ownedNums are claim numbers the passage states only next to another
	// subject: missing for grounding, but not absent for a contradiction.
	ownedNums []int
	// supposedNums are claim numbers the passage states only as expected,
	// planned or supposed (see Index.supposedIn): missing for grounding.
	supposedNums  []int
	missingNames  []int
	missingQuotes []int
	cover         float64
	// stems are the claim's stems the passage holds, bit i for stem i,
	// when the claim has at most 64.
	stems       uint64
	needCover   float64 // the cover this passage must reach to ground
	aboutCover  float64 // the cover that makes it about the claim's subject
	closest     int     // sentence index
	negDiff     bool
	dirConflict bool
	// flipAxis is the axis of a stricter dirConflict that may carry a
	// contradiction (see flippedOn and Index.mirrors); 0 when none.
	flipAxis signals.Axis
	// otherSubject is the name owning a matched number in a sentence that
	// does not mention the claim's anchors; empty when none.
	otherSubject string
	// ownedByVerb is set when otherSubject is no name but the verb the
	// passage gives the claim's subject's number in place of the claim's
	// (see Index.borrowedVerb): it states no figure of the claim's to
	// contradict it with.
	ownedByVerb bool
	// ownedQuote is set when otherSubject is the speaker the passage
	// gives the claim's quote to (see Index.quotedIn).
	ownedQuote bool
	// full is set once the passage is measured in full: its cover and
	// closest sentence too, not only the signals it misses (see
	// Index.signalsOf).
	full bool
}

func (e *passageEval) missing() int {
	return len(e.missingNums) + len(e.ownedNums) + len(e.supposedNums) + len(e.missingNames) + len(e.missingQuotes)
}

// better reports whether e ranks strictly above o: fewer missing signals,
// then no negation difference, then more cover.
func (e *passageEval) better(o *passageEval) bool {
	if e.missing() != o.missing() {
		return e.missing() < o.missing()
	}
	return ranksAbove(e.negDiff, e.cover, o)
}

// decide writes the verdict for one claim into c, which is zero; anchors
// are ix.anchors(cs). The claim's numbers are left without their keys: the
// caller fills them with the state's fillKeys once its claims are decided.
// A Claim is large: it is written in place, where the report keeps it,
// instead of being copied from verdict to verdict.
func (ix *Index) decide(c *Claim, cs *claimSignals, anchors []int) {
	cs.report(&c.Signals)
	c.Evidence = cs.state.room.evidence()
	if cs.seg.Preamble {
		ix.unverified(c, ReasonPreamble, "a framing line, not a statement about the source", nil)
		return
	}
	var att attrCheck
	ix.checkAttributes(cs, &att)
	if att.conflict >= 0 {
		ix.recordContradicted(c, att.conflict)
		return
	}
	hours := ix.checkHours(cs)
	cs.hourDays = hours.days
	if hours.conflict >= 0 {
		ix.recordContradicted(c, hours.conflict)
		return
	}
	att.blocked = att.blocked || hours.blocked
	hasSignals := len(cs.numbers)+len(cs.names)+len(cs.quotes)+att.supported > 0
	strong := len(cs.numbers) > 0 || len(cs.quotes) > 0 || len(anchors) > 0 || ix.opensOnOpener(cs)
	var best *passageEval
	// The passages the loop below meets that settle the claim after it,
	// unless one grounds it: fields of a struct of more than four words,
	// which is kept in memory. As variables, which the loop reads seldom,
	// they were kept in registers, stored and loaded around its calls.
	var met struct {
		flip *passageEval
		// partEval is the first passage that would ground the claim but
		// for a part of it (unsupported) that it has nothing of.
		partEval    *passageEval
		unsupported string
		// elsewhere is the first passage that would ground the claim but
		// lies outside the numbered passages the claim names.
		elsewhere *passageEval
		// wordSwapEval is the first passage that would ground the claim
		// but binds a word of contrast to one of its figures, or holds one
		// of its words only negated by a prefix (wordSwap).
		wordSwapEval *passageEval
		wordSwap     wordSwap
		// roleSwapEval is the first passage that would ground the claim
		// but gives two of its names the other roles (roleSwap).
		roleSwapEval *passageEval
		roleSwap     roleSwap
		// doerSwapEval is the first passage that would ground the claim
		// but says what its subject did only of another name (doerSwap).
		doerSwapEval *passageEval
		doerSwap     doerSwap
		// hedged is the first passage that would ground the claim but
		// whose closest sentence says it only as what may be (see
		// hedgedAt).
		hedged    *passageEval
		hedgedWhy string
	}

	// The passages below ground only a strong claim, or one a record's
	// properties support (and only such a claim sets elsewhere there):
	// any other claim that stands near-verbatim in a source sentence is
	// settled without measuring them.
	verbatimFirst := !strong && att.supported == 0
	if verbatimFirst {
		if ix.groundVerbatim(c, cs, &met.elsewhere) {
			return
		}
	}
	if !hasSignals && len(cs.directions) == 0 {
		// Nothing to ground it, and no direction to flip.
		if met.elsewhere != nil {
			ix.outsideCited(c, cs, met.elsewhere)
			return
		}
		ix.unverified(c, ReasonNoSignals, noSignals, nil)
		return
	}

	cands, firsts := ix.candidates(cs)
	pr := ix.prune(cs, anchors, cands, firsts)
	if pr != nil {
		cands = pr.cands
	}
	for k, p := range cands {
		if pr != nil && pr.surelySkips(k) {
			continue
		}
		if best != nil && best.missing() == 0 && !cs.state.exhaustive && ix.outranked(cs, p, best) {
			// Its cover alone shows it can neither ground nor flip the
			// claim, nor rank above best: its signals are not measured.
			// Asked before the rest of the pruning, whose bounds cost
			// more to count than the cover, read from the claim's memo,
			// does to read.
			continue
		}
		if pr != nil && pr.skipsAny(ix, cs, k, p, best) {
			continue
		}
		if !hasSignals && !cs.state.exhaustive && !ix.mayFlip(cs, p) {
			// Without signals the claim is settled by a flip alone: no
			// passage grounds it (it is not strong), and none other is
			// read past this loop.
			continue
		}
		var e *passageEval
		if best == nil || cs.state.exhaustive {
			e = ix.signalsOf(cs, anchors, p)
		} else if e = ix.signalsWithin(cs, anchors, p, best.missing()); e == nil {
			// Missing more than the closest passage so far, it neither
			// grounds nor flips the claim, nor ranks above that one: the
			// rest of its signals and its cover are not needed (but are
			// measured in exhaustive mode, the reference).
			continue
		}
		if e.missing() > 0 && !cs.state.exhaustive {
			// Missing a signal, it neither grounds nor flips the claim:
			// only its rank against the closest passage so far is asked,
			// which its cover settles only at the same missing count. Its
			// cover is measured then, or once it is the closest passage
			// read after the loop.
			if best == nil || e.missing() < best.missing() {
				best = e
				continue
			}
			ix.complete(e, cs)
			ix.complete(best, cs)
			if e.better(best) {
				best = e
			}
			continue
		}
		ix.complete(e, cs)
		// A record's yes/no properties settle what they cover, negations
		// included ("takeout, but no WiFi").
		cover, strongHere, negDiff := e.cover, strong, e.negDiff
		prose := !ix.ev.Passages[p].Record
		if !prose {
			switch {
			case att.blocked:
				cover = 0
			case att.supported > 0:
				cover, strongHere, negDiff = ix.recordCover(cs, e, &att), true, false
			default:
				// The closest fact negated ("WiFi: no") where the claim
				// is not leaves the claim unsettled only when it holds
				// some of the claim's wording beyond a record's own words
				// ("valet" of "parking with valet"): one that shares only
				// those ("business" of "BusinessParking garage: no") is
				// no fact the claim speaks of.
				cover = ix.recordCover(cs, e, &att)
				negDiff = negDiff && (cs.negated || cs.sharesWording(&att, &ix.ev.Sentences[e.closest]))
			}
		}
		grounds := e.missing() == 0 && coverEnough(cover, len(cs.stems), e.needCover, prose) && !negDiff && !e.dirConflict && e.otherSubject == "" && strongHere
		if grounds && prose && len(cs.numbers) > 0 && ix.crossedIn(e, cs, anchors) {
			// The passage states a number only as another subject's,
			// year's, place's or thing's, in a clause of a sentence that
			// also holds the claim's.
			grounds = false
		}
		if grounds && prose && len(cs.quotes) > 0 && ix.quotedIn(e, cs, anchors) {
			// The passage quotes the claim's words only as another
			// speaker's.
			grounds = false
		}
		if grounds && prose {
			// The closest sentence says the claim only as what may be, or
			// asks it.
			pass := &ix.ev.Passages[p]
			why := ""
			if ix.hedgedIn(cs, pass.First, pass.Last, e.closest) {
				why = hedgedReason
			} else if ix.askedIn(cs, pass.First, pass.Last, e.closest) {
				why = askedReason
			} else if ix.conditionedAt(cs, e.closest) {
				why = conditionedReason
			}
			if why != "" {
				grounds = false
				if met.hedged == nil {
					met.hedged, met.hedgedWhy = e, why
				}
			}
		}
		if grounds && prose && len(cs.numbers) > 0 && ix.supposedIn(e, cs) {
			// The passage states a number only as expected, planned or
			// supposed, where the claim states it as a fact.
			grounds = false
		}
		if grounds && prose {
			// The passage words the claim's fact otherwise in one word (see
			// wordRules): the first such word found is the reason.
			for _, rule := range wordRules {
				if w, ok := rule(ix, e, cs); ok {
					grounds = false
					if met.wordSwapEval == nil {
						met.wordSwapEval, met.wordSwap = e, w
					}
					break
				}
			}
		}
		if grounds && prose && len(cs.names)-cs.borrowed > 1 {
			// Two names either side of a verb the passage gives each
			// other's roles.
			if sw, ok := ix.rolesSwapped(e, cs); ok {
				grounds = false
				if met.roleSwapEval == nil {
					met.roleSwapEval, met.roleSwap = e, sw
				}
			}
		}
		if grounds && prose && len(cs.names) > cs.borrowed {
			// The closest sentence says what the claim's subject did
			// of another name.
			if d, ok := ix.doerElsewhere(e, cs); ok {
				grounds = false
				if met.doerSwapEval == nil {
					met.doerSwapEval, met.doerSwap = e, d
				}
			}
		}
		if grounds && !ix.inCited(cs, e.p, e.closest) {
			grounds = false
			if met.elsewhere == nil {
				met.elsewhere = e
			}
		}
		if grounds {
			part := ""
			if prose && !ix.holdsEveryPart(cs, e) {
				part = ix.unsupportedPart(cs, p)
			}
			if part == "" {
				ix.grounded(c, ReasonSupported, supportedReason.of(cover), e.p)
				return
			}
			if met.partEval == nil {
				met.partEval, met.unsupported = e, part
			}
		}
		if met.flip == nil && e.missing() == 0 && e.cover >= e.aboutCover && !e.negDiff && e.flipAxis != 0 &&
			e.otherSubject == "" && (strong || e.cover >= unanchoredFlipCover || e.flipAxis == signals.Assent) &&
			!(cs.negated && ix.negatedFor(cs, e.closest)) {
			// (A flip on assent is found by mirrors alone, whose sentence
			// holds every content word of the claim but its cue, which
			// the cover counts: see holdsContent.) Two negated ways are no
			// flip: "did not approve" and "did not reject" may both hold.
			met.flip = e
		}
		if best == nil || e.better(best) {
			best = e
		}
	}
	if best != nil {
		ix.complete(best, cs)
	}
	if !strong && !verbatimFirst {
		if ix.groundVerbatim(c, cs, &met.elsewhere) {
			return
		}
	}
	if !hasSignals && met.flip == nil {
		if met.elsewhere != nil {
			ix.outsideCited(c, cs, met.elsewhere)
			return
		}
		ix.unverified(c, ReasonNoSignals, noSignals, nil)
		return
	}
	if con, ok := ix.contradiction(cs, anchors); ok {
		con.apply(c, ix)
		return
	}
	// A passage that states the claim's figure as another subject's is
	// read for the subject's own figure below (see ownedContradiction),
	// which names whose the claim's figure is; one that quotes the
	// claim's words as another speaker's is not.
	if best == nil || best.otherSubject == "" || best.ownedQuote {
		if r, ok := ix.restatedButFigure(cs); ok {
			ix.applyRestated(c, r)
			return
		}
	}
	if met.flip != nil {
		ix.flipped(c, cs, met.flip)
		return
	}
	if met.roleSwapEval != nil {
		ix.rolesContradicted(c, met.roleSwapEval, met.roleSwap)
		return
	}
	if best == nil {
		ix.unverified(c, ReasonMissingSignals, "none of the claim's numbers, names or quotes appears in the sources", nil)
		return
	}
	if met.elsewhere != nil {
		ix.outsideCited(c, cs, met.elsewhere)
		return
	}
	if met.partEval != nil {
		ix.unverified(c, ReasonLowCoverage,
			"the passage holds "+percent(met.partEval.cover)+" of the claim's content words, but nothing of "+strconv.Quote(met.unsupported), met.partEval)
		return
	}
	if met.wordSwapEval != nil {
		ix.unverified(c, ReasonWordDiffers, met.wordSwap.reason(), met.wordSwapEval)
		return
	}
	if met.doerSwapEval != nil {
		ix.unverified(c, ReasonOtherSubject, met.doerSwap.reason(), met.doerSwapEval)
		return
	}
	if met.hedged != nil {
		ix.unverified(c, ReasonHedged, met.hedgedWhy, met.hedged)
		return
	}
	switch {
	case best.otherSubject != "" && len(best.missingNames)+len(best.missingQuotes) == 0:
		if best.ownedQuote {
			ix.unverified(c, ReasonQuoteOfOther, quotedReason(best), best)
			return
		}
		if con, ok := ix.ownedContradiction(cs, anchors, best); ok {
			con.apply(c, ix)
			return
		}
		if con, ok := ix.qualifiedContradiction(cs, best); ok {
			con.apply(c, ix)
			return
		}
		ix.unverified(c, ReasonOtherSubject, ownedReason(best), best)
	case best.missing() > 0:
		ix.unverified(c, ReasonMissingSignals, cs.describeMissing(best), best)
	case best.negDiff:
		ix.unverified(c, ReasonNegationMismatch,
			"the source's closest sentence is negated where the claim is not, or the other way round; string matching cannot decide", best)
	case best.dirConflict:
		ix.unverified(c, ReasonDirectionDiffers,
			"the source's closest sentence states the opposite direction", best)
	case !strong && len(cs.names) > 0:
		ix.unverified(c, ReasonFirstWordOnly,
			"only the claim's first word ("+cs.names[0].Text+") matched; there is no number, quote or name to test", best)
	default:
		ix.unverified(c, ReasonLowCoverage, lowCoverReason.of(best.cover), best)
	}
}

// outranked reports whether passage p, not yet measured, cannot change
// decide's verdict given best, the closest passage before it, which misses
// no signal: p is prose that holds less than minCover of the claim's
// content words, too little to ground the claim or flip it, and its
// negation and cover do not rank it above best, which it could otherwise
// outrank only by missing fewer signals than none. Its cover is read from
// the claim's memo of stems, which best's measure filled, for far less
// than measuring its signals: about 15,000 of the 52,700 candidates
// decide reaches in a RAGTruth op are passed over so (6 M instructions).
func (ix *Index) outranked(cs *claimSignals, p int, best *passageEval) bool {
	pass := &ix.ev.Passages[p]
	if pass.Record || cs.measured(p) != nil {
		return false
	}
	var cover float64
	var closest int
	if n := len(cs.stems); cs.stemFill > 0 && n > 0 && n <= 64 && pass.Last-pass.First < evidence.Width {
		// passageStems' share of a narrow passage once the memo is
		// filled, read without its call (filledStems is inlined).
		var found uint64
		found, closest = cs.filledStems(pass.First, pass.Last)
		cover = float64(bits.OnesCount64(found)) / float64(n)
	} else {
		cover, closest = cs.passageCover(ix, p)
	}
	if cover >= minCover {
		return false
	}
	return !ix.ranksAboveAt(cs, pass, closest, cover, best)
}

// ranksAboveAt is ranksAbove for passage pass, whose cover is cover and
// whose closest sentence is its sentence closest: its negation difference
// is read only when the cover leaves the rank open (see rankByCover): on
// RAGTruth, for about one in five of the passages outranked and skipsAny
// ask of.
func (ix *Index) ranksAboveAt(cs *claimSignals, pass *evidence.Passage, closest int, cover float64, best *passageEval) bool {
	if above, settled := rankByCover(cover, best); settled {
		return above
	}
	negDiff := ix.negDiffers(cs, pass.First+closest, pass.First, pass.Last)
	return ranksAbove(negDiff, cover, best)
}

// rankByCover reports whether a passage of the same missing count as best
// with the given cover ranks above it, and whether the cover settles that
// whatever the passage's negation difference (see ranksAbove): a cover
// above best's ranks it above a best that differs in negation, and one at
// most best's does not rank it above a best that does not.
func rankByCover(cover float64, best *passageEval) (above, settled bool) {
	above = cover > best.cover
	return above, above == best.negDiff
}

// mayFlip reports whether a sentence of passage p states a direction
// opposed to the claim's: a passage without one cannot flip the claim, as
// its closest sentence must (see evaluateCover).
func (ix *Index) mayFlip(cs *claimSignals, p int) bool {
	sents := ix.ev.SentencesOf(ix.ev.Passages[p])
	for i := range sents {
		if d := sents[i].Directions; len(d) > 0 && opposed(cs.directions, d) {
			return true
		}
	}
	return false
}

// noSignals is the reason of a claim with nothing to check.
const noSignals = "no checkable numbers, quoted text or names in this claim"

// groundVerbatim grounds the claim, and reports so, when it stands
// near-verbatim in a source sentence within the passages it cites; a
// sentence outside them becomes *elsewhere, unless that is set.
func (ix *Index) groundVerbatim(c *Claim, cs *claimSignals, elsewhere **passageEval) bool {
	s, ok := ix.nearVerbatim(cs)
	if !ok {
		return false
	}
	p, _ := ix.ev.PassageRange(s) // the first passage that holds s
	if ix.inCited(cs, -1, s) {
		ix.grounded(c, ReasonNearVerbatim, "the claim stands almost word for word in one source sentence", p)
		return true
	}
	if *elsewhere == nil {
		*elsewhere = &passageEval{p: p, closest: s}
	}
	return false
}

// stemRef is one of a claim's stems as an id of the index, with its
// position among the claim's stems: eight bytes, which sortRefs and
// stemSet.scan move for every stem (a claim's stems are far fewer than
// an int32 counts).
type stemRef struct {
	id  int32
	pos int32
}

// refBitsOf returns the bits id%64 of the ids of refs (see
// claimSignals.refBits).
func refBitsOf(refs []stemRef) uint64 {
	var b uint64
	for _, r := range refs {
		b |= 1 << (r.id & 63)
	}
	return b
}

// anchors returns the indexes of the claim's names that can anchor it.
func (ix *Index) anchors(cs *claimSignals) []int {
	out := cs.state.anchors[:0]
	for i := range cs.names {
		// A name that does not open its sentence always can; one that
		// does, as its slot remembers for the index, or as the subject
		// of a statement (see evidence.Index.SubjectOpener). (Read in
		// place: a copy of each name cost more than the test.)
		if !cs.names[i].Initial || cs.slot(ix, i).initialOf(ix) == initialName ||
			cs.names[i].Subject && ix.ev.SubjectOpener(cs.folded(i)) {
			out = append(out, i)
		}
	}
	cs.state.anchors = out
	return out
}

// opensOnOpener reports whether one of the claim's names is an opener
// that anchors nothing but that the sources hold, never in lower case
// ("Coupled with …": see initialOpener). It makes the claim strong for
// grounding as an anchor does: that an opener is no one's name takes it
// from the subjects of contradictions, not from what grounds a claim.
func (ix *Index) opensOnOpener(cs *claimSignals) bool {
	for i := range cs.names {
		if cs.names[i].Initial && cs.slot(ix, i).initialOf(ix) == initialOpener {
			return true
		}
	}
	return false
}

// minBitSentences is the number of sentences from which candidates reads
// a narrow index's passages from its bits (see passageBits): the passage
// arrays of a smaller index stay in a cache, and reading them costs less
// than counting bits.
const minBitSentences = 1 << 14

// candidates returns, in passage order, the passages that hold any of the
// claim's signals — or, when those are many, only the passages holding its
// rarest signal found in the sources: a passage without it cannot ground
// the claim. A claim without signals takes its content words instead. A
// name's sentences are those of its key and of its other forms' keys. Of a
// large narrow index, it returns the sentence each passage starts at too,
// read with the passages from the bits (see passageBits); firsts is nil
// otherwise.
func (ix *Index) candidates(cs *claimSignals) (cands []int, firsts []int32) {
	st := cs.state
	postings := st.postings[:0]
	for _, n := range cs.numbers {
		postings = append(postings, ix.ev.SentencesWithNumber(n))
	}
	for i := range cs.nameSlot {
		both, _ := cs.slot(ix, i).sentences(ix, st)
		postings = append(postings, both)
	}
	if len(cs.quotes) > 0 {
		postings = ix.quotePostings(postings, cs.quotes)
	}
	if len(postings) == 0 {
		postings = ix.stemPostings(postings, cs)
	}
	st.postings = postings
	var rarest []int32
	total, lists := 0, 0
	for _, p := range postings {
		if len(p) > 0 {
			if rarest == nil || len(p) < len(rarest) {
				rarest = p
			}
			lists++
		}
		total += len(p)
	}
	sents := rarest
	if total <= maxUnionSentences && lists > 1 {
		// The union of the lists; of one list, the list itself. A small
		// index's is marked in bits, and its passages read from them (see
		// passagesOfUnion); a larger one's merged.
		if len(ix.ev.Sentences) <= 64*len(unionBits{}) {
			st.passages = ix.passagesOfUnion(st.passages[:0], postings)
			return st.passages, nil
		}
		st.sentences = mergeAll(st.sentences[:0], postings)
		sents = st.sentences
	}
	if ix.narrow == nil || len(ix.ev.Sentences) < minBitSentences {
		st.passages = ix.passagesOf(st.passages[:0], sents)
		return st.passages, nil
	}
	st.passages, st.firsts = ix.narrow.passagesOf(st.passages[:0], st.firsts[:0], sents)
	return st.passages, st.firsts
}

// quotePostings appends to postings the sentences holding the first word
// of each quote that has one, for candidates: few claims quote, and the
// loop is kept out of its body.
func (ix *Index) quotePostings(postings [][]int32, quotes []signals.Quote) [][]int32 {
	for _, q := range quotes {
		if w, ok := signals.FirstWord(q.Text); ok {
			postings = append(postings, ix.ev.SentencesWithWord(w))
		}
	}
	return postings
}

// stemPostings returns each of the claim's stems' sentences, in the order
// of the stems, in postings' array, for candidates of a claim without
// signals: those of a stem the index knows read by its id, without
// looking the stem up again; none for the others.
func (ix *Index) stemPostings(postings [][]int32, cs *claimSignals) [][]int32 {
	postings = slices.Grow(postings, len(cs.stems))[:len(cs.stems)]
	clear(postings)
	for _, r := range cs.stemRefs {
		postings[r.pos] = ix.ev.SentencesWithStemID(r.id)
	}
	return postings
}

// mergeAll appends to all the union of the lists, merged one by one (see
// mergeSorted), for candidates of an index too large for passagesOfUnion,
// kept out of its body.
//
//go:noinline
func mergeAll(all []int32, lists [][]int32) []int32 {
	for _, p := range lists {
		if len(p) > 0 {
			all = mergeSorted(all, p)
		}
	}
	return all
}

// unionBits are the bits of the sentences of a small index, for
// passagesOfUnion: most sources of RAGTruth's are far under 256 sentences.
type unionBits [4]uint64

// passagesOfUnion is passagesOf of the union of the lists, of an index of
// at most 64*len(unionBits{}) sentences: each sentence is marked in bits
// on the stack, which are read in order once all are marked, the
// passages of each sentence appended as it is read. A few postings marked
// so cost less than merging them list by list (mergeSorted): 2.6 M
// instructions fewer a RAGTruth op; and reading the passages from the
// bits, rather than from a list of the union made of them, about 0.5 M
// fewer. Repeats, which merging keeps, are dropped, and passagesOf gives
// the same passages either way.
func (ix *Index) passagesOfUnion(ps []int, lists [][]int32) []int {
	var marks unionBits
	for _, l := range lists {
		for _, s := range l {
			// The modulus, a no-op for the index's sentences, spares the
			// bounds check.
			marks[uint(s)/64%uint(len(marks))] |= 1 << (uint(s) & 63)
		}
	}
	// The passages are written into room made for all of the index's,
	// which they are at most (each is written once), not appended: the
	// loop then calls nothing, and keeps its values in registers.
	n := len(ps)
	ps = slices.Grow(ps, len(ix.ev.Passages))
	ps = ps[:cap(ps)]
	next := 0 // the passages before next are written
	for w := range marks {
		for b := marks[w]; b != 0; b &= b - 1 {
			first, last := ix.ev.PassageRange(w*64 + bits.TrailingZeros64(b))
			for p := max(first, next); p <= last; p++ {
				ps[n] = p
				n++
			}
			next = max(next, last+1)
		}
	}
	return ps[:n]
}

// mergeSorted appends the sorted b to the sorted a and returns them
// sorted: a sentence list of each posting merged in, from the end, costs
// less than sorting them all once joined, as they are few and mostly
// apart.
func mergeSorted(a, b []int32) []int32 {
	n := len(a)
	a = slices.Grow(a, len(b))[:n+len(b)]
	i, j := n-1, len(b)-1
	for k := len(a) - 1; j >= 0; k-- {
		if i < 0 {
			// What is left of b goes before all of a, where it is.
			copy(a, b[:j+1])
			break
		}
		if a[i] > b[j] {
			a[k], i = a[i], i-1
		} else {
			a[k], j = b[j], j-1
		}
	}
	return a
}

// passagesOf appends to ps, in order and without repeats, the passages
// holding any of the sentences, which are sorted. The passages of a
// sentence are a run, and later sentences' runs start and end no earlier.
func (ix *Index) passagesOf(ps []int, sents []int32) []int {
	next := 0 // the passages before next are appended
	for _, s := range sents {
		first, last := ix.ev.PassageRange(int(s))
		for p := max(first, next); p <= last; p++ {
			ps = append(ps, p)
		}
		next = max(next, last+1)
	}
	return ps
}

// measure is passage p measured in full against the claim, remembered
// for the claim.
func (ix *Index) measure(cs *claimSignals, anchors []int, p int) *passageEval {
	e := ix.signalsOf(cs, anchors, p)
	ix.complete(e, cs)
	return e
}

// signalsOf is passage p measured against the claim, remembered for the
// claim, at least the claim's signals it misses: what ranks passages
// first, and decides most (see passageEval.better). The rest of its
// measure is made by complete.
func (ix *Index) signalsOf(cs *claimSignals, anchors []int, p int) *passageEval {
	if e := cs.measured(p); e != nil {
		return e
	}
	e := cs.newEval(ix, p)
	ix.evaluateSignals(e, cs, anchors, p, math.MaxInt)
	return e
}

// signalsWithin is signalsOf when passage p misses at most limit of the
// claim's signals, and nil when it misses more: its measure then stops
// at the first signal past the limit, and is not remembered.
func (ix *Index) signalsWithin(cs *claimSignals, anchors []int, p, limit int) *passageEval {
	if e := cs.measured(p); e != nil {
		if e.missing() > limit {
			return nil
		}
		return e
	}
	e := cs.newEval(ix, p)
	if !ix.evaluateSignals(e, cs, anchors, p, limit) {
		cs.dropEval(p)
		return nil
	}
	return e
}

// complete measures the rest of e, whose signals are measured, unless
// that is done.
func (ix *Index) complete(e *passageEval, cs *claimSignals) {
	if !e.full {
		ix.evaluateCover(e, cs)
	}
}

// evaluateSignals measures into e, which is zero, the claim's numbers,
// names and quotes that passage p misses, and reports whether it misses
// at most limit of them: past the limit, it stops. The names, whose
// lookups are remembered, are measured first. Each kind is measured by a
// function of its own, called only when the claim has signals of that
// kind: in one function, the loops kept more values on the stack than
// in registers.
func (ix *Index) evaluateSignals(e *passageEval, cs *claimSignals, anchors []int, p, limit int) bool {
	pass := &ix.ev.Passages[p]
	e.p = p
	if len(cs.nameSlot) > 0 && !cs.namesIn(ix, e, pass, limit) {
		return false
	}
	if len(cs.numbers) > 0 && !ix.numbersIn(e, cs, anchors, pass, limit) {
		return false
	}
	if len(cs.quotes) > 0 {
		cs.quotesIn(ix, e, pass)
	}
	return e.missing() <= limit
}

// namesIn measures into e, which misses nothing yet, the claim's names
// that passage pass misses, and reports whether it misses at most limit
// of them: past the limit, it stops.
func (cs *claimSignals) namesIn(ix *Index, e *passageEval, pass *evidence.Passage, limit int) bool {
	st := cs.state
	first, last := pass.First, pass.Last
	// The passage's place in the names' bits, found once for them all.
	w, mask := slotWord(first, last)
	for i := range cs.nameSlot {
		// (Most claims cite no passage: citesPassage is not called.)
		if cs.slot(ix, i).holdsIn(ix, st, first, last, w, mask) || pass.Record && cs.recordWordName(ix, i) ||
			len(cs.cited) > 0 && ix.citesPassage(cs, i, *pass) {
			continue
		}
		if e.missingNames = append(e.missingNames, i); len(e.missingNames) > limit {
			return false
		}
	}
	return true
}

// numbersIn measures into e, whose names are measured, the claim's
// numbers that passage pass misses, or states only next to another
// subject, and reports whether e misses at most limit signals: past the
// limit, it stops.
func (ix *Index) numbersIn(e *passageEval, cs *claimSignals, anchors []int, pass *evidence.Passage, limit int) bool {
	sents := ix.ev.SentencesOf(*pass)
	figs, anyFig := cs.passageFigures(ix, pass)
	for i := range cs.numbers {
		if figs != nil && anyFig&(1<<i) == 0 {
			if e.missingNums = append(e.missingNums, i); e.missing() > limit {
				return false
			}
			continue
		}
		found, owned := false, ""
		for si := 0; si < len(sents); si++ {
			var states bool
			if figs != nil {
				states = figs[si]&(1<<i) != 0
			} else {
				// Most facts of a record have no figure, and state none
				// (see Index.statesFigure): those are passed over in a
				// loop of their own, which calls nothing.
				if si = nextNumbered(sents, si); si == len(sents) {
					break
				}
				states = cs.statesFigure(ix, pass.First+si, i)
			}
			if !states || (pass.Record && !sharesStem(cs.stemRefs, sents[si].StemIDs) && !ix.unitIn(cs.numbers[i], &sents[si]) && !cs.hoursOf(&sents[si])) {
				continue
			}
			owner := ix.otherOwner(cs, anchors, pass.First+si)
			if owner == "" {
				found, owned = true, ""
				break
			}
			if !found {
				found, owned = true, owner
			}
		}
		if !found && pass.Record && ix.daysAWeek(cs, i, *pass) {
			found = true
		}
		switch {
		case !found:
			e.missingNums = append(e.missingNums, i)
		case owned != "":
			// Found only next to another subject: not the claim's figure.
			e.ownedNums = append(e.ownedNums, i)
			if e.otherSubject == "" {
				e.otherSubject = owned
			}
		}
		if e.missing() > limit {
			return false
		}
	}
	return true
}

// ownedReason is the reason given for e, which states a number of the
// claim only as another's: another subject's, or under another verb.
func ownedReason(e *passageEval) string {
	if e.ownedByVerb {
		return "the passage states the claim's number, but with " + strconv.Quote(e.otherSubject) + ", the verb its item of a list takes, not the claim's verb"
	}
	return "the passage states the claim's number, but about " + e.otherSubject + ", not the claim's subject"
}

// nextNumbered returns the first of sents from si on that holds a
// number, len(sents) when none does.
func nextNumbered(sents []evidence.Sentence, si int) int {
	for si < len(sents) && len(sents[si].Numbers) == 0 {
		si++
	}
	return si
}

// normQuote is one of a claim's quotes normalised (see
// signals.NormalizeQuoted), and the offset of its rarest byte (see
// rarestByte), by which passages' texts are searched for it.
type normQuote struct {
	text []byte
	seek int
}

// normalizedQuotes returns the claim's quotes normalised (see
// signals.NormalizeQuoted), one for each of cs.quotes, read once a claim.
func (cs *claimSignals) normalizedQuotes() []normQuote {
	if len(cs.normQuotes) != len(cs.quotes) {
		// Cut from one buffer, whose old arrays keep the quotes cut
		// before it grew.
		buf := cs.state.normQuoted[:0]
		for _, q := range cs.quotes {
			start, norm := len(buf), signals.NormalizeQuoted(q.Text)
			buf = append(buf, norm...)
			cs.normQuotes = append(cs.normQuotes, normQuote{buf[start:len(buf):len(buf)], rarestByte(norm)})
		}
		cs.state.normQuoted = buf
	}
	return cs.normQuotes
}

// quotesIn measures into e the claim's quotes that passage pass misses.
func (cs *claimSignals) quotesIn(ix *Index, e *passageEval, pass *evidence.Passage) {
	cs.normalizedQuotes()
	// The passage's quoted texts joined by blanks, in a buffer kept
	// from passage to passage.
	sents := ix.ev.SentencesOf(*pass)
	text := cs.state.quoted[:0]
	for si := range sents {
		if si > 0 {
			text = append(text, ' ')
		}
		text = append(text, sents[si].Quoted...)
	}
	cs.state.quoted = text
	for i, q := range cs.normQuotes {
		if !containsBy(text, q.text, q.seek) {
			e.missingQuotes = append(e.missingQuotes, i)
		}
	}
}

// containsBy is bytes.Contains(text, q), q's matches sought by its byte
// o, which fewer places hold than its first when it is rarer in English
// text (see rarestByte): each place that holds it is compared with q, in
// order. A quote most often opens with a common letter, at which
// bytes.Contains stopped again and again.
func containsBy(text, q []byte, o int) bool {
	n := len(q)
	if n == 0 || n > len(text) {
		return n == 0
	}
	c, end := q[o], len(text)-n+o+1 // places of c from end on start no match
	for i := o; i < end; {
		p := bytes.IndexByte(text[i:end], c)
		if p < 0 {
			return false
		}
		j := i + p - o // where the match would start
		if text[j] == q[0] && bytes.Equal(text[j:j+n], q) {
			return true
		}
		i += p + 1
	}
	return false
}

// evaluateCover measures into e, whose signals are measured, the rest:
// the claim's content words the passage holds, its sentence closest to
// the claim, and how that one's negation and directions compare.
func (ix *Index) evaluateCover(e *passageEval, cs *claimSignals) {
	pass := ix.ev.Passages[e.p]
	e.full = true
	e.cover, e.closest, e.stems = cs.passageStems(ix, e.p)
	e.closest += pass.First
	e.needCover, e.aboutCover = minGroundCover, minCover
	if pass.Record {
		e.needCover, e.aboutCover = minRecordCover, minRecordCover
	}
	closest := &ix.ev.Sentences[e.closest]
	e.dirConflict = ix.opposedIn(cs, closest, pass)
	if e.dirConflict {
		if s, ok := ix.unopposedTwin(cs, e.closest, pass); ok {
			e.closest, closest, e.dirConflict = s, &ix.ev.Sentences[s], false
		}
	}
	e.negDiff = ix.negDiffers(cs, e.closest, pass.First, pass.Last)
	if e.dirConflict {
		if !cs.timeOfAnother(ix, e.closest) {
			e.flipAxis = flippedOn(cs.seg.Text, cs.directions, closest.Text, closest.Directions)
			if e.flipAxis == 0 {
				e.flipAxis = ix.mirrors(cs, e.closest)
			}
		}
	} else if len(cs.directions) > 0 {
		// A sentence stating a change both ways is read by clause.
		e.dirConflict = ix.clausesOpposed(cs, e.closest)
	}
}

// wordRules are the readings of a passage of prose about to ground a
// claim that find it words the claim's fact otherwise, in the order they
// are asked: a word of contrast bound to a figure, a date or a name
// ("injured 12" for "killed 12"), another quantifier ("few students" for
// "most students"), a share a quantifier does not hold of ("38 percent"
// for "most", see quantityCounted), a word that limits what "all" says
// ("mainly", "most cases", see allLimited), a qualifier the claim leaves
// out ("former chief executive"), one of several for the only one ("one
// of three towns" for "the only town", see onlyOfMany), two events the other way round ("B
// before A" for "A before B"), a move the other way ("from Dunford to
// Lakeside" for "from Lakeside to Dunford", see fromToReversed), a rank below the first ("second-largest"
// for "largest"), an amount of a span of years ("since 2015" for "in
// 2015"), a link for a cause ("linked" for "causes"), a scope of animals
// ("in mice"), a group ("among men over 65"), a part of the claim's whole
// ("part of the hotel", "three of the eleven schools", see
// partitiveDropped), a name left out ("except Texas"), a word of the
// claim only with a negating prefix ("unconstitutional"), a word of the
// claim said the other way ("slightly" for "sharply", see oppositeSaid),
// a comparison of the two things swapped ("B is larger than A" for "A is
// larger than B"), or stated nowhere in the passage the claim's way
// round (see comparisonUnstated), a word of weight the passage leaves out
// ("fell sharply", see weightUnstated), a deed the passage says only will
// be done ("will step down" for "stepped down", see doneAhead), items
// paired with the claim's names the other way round (see
// respectivelySwapped), the other way of one of two names or things the
// claim joins (see jointOtherwise and jointThingsOtherwise), a figure of
// all together for one of each ("a total of" for "each", see
// totalSwapped), another name or date in the slot of one of the claim's
// ("a plant in Chattanooga" for "a plant in Monterrey", see slotRival), a
// figure the passage gives to the other of two kinds of people ("81.4
// years for women" for "81.4 years for men", see figureSideSwapped), a
// change the passage states only the other way ("fell 2 percent" for
// "climbed 2 percent", see figureCueAgainst).
var wordRules = [...]func(*Index, *passageEval, *claimSignals) (wordSwap, bool){
	func(ix *Index, e *passageEval, cs *claimSignals) (wordSwap, bool) {
		if len(cs.numbers)+len(cs.names) == 0 {
			return wordSwap{}, false
		}
		return ix.swappedWordIn(e, cs)
	},
	(*Index).quantifierSwapped,
	(*Index).quantityCounted,
	(*Index).allLimited,
	(*Index).qualifierDropped,
	(*Index).onlyOfMany,
	(*Index).orderReversed,
	(*Index).orderAcross,
	(*Index).fromToReversed,
	(*Index).rankDropped,
	(*Index).yearSpanned,
	(*Index).causeFromLink,
	(*Index).scopeDropped,
	(*Index).groupDropped,
	(*Index).partDropped,
	(*Index).partitiveDropped,
	(*Index).exceptedName,
	(*Index).prefixNegated,
	(*Index).oppositeSaid,
	(*Index).comparisonSwapped,
	(*Index).comparisonUnstated,
	(*Index).weightUnstated,
	(*Index).doneAhead,
	(*Index).respectivelySwapped,
	(*Index).jointOtherwise,
	(*Index).jointThingsOtherwise,
	(*Index).totalSwapped,
	(*Index).slotRival,
	(*Index).figureSideSwapped,
	(*Index).figureCueAgainst,
}

// timeOfAnother reports whether sentence s, in place of one of the
// claim's years or dates, states only another of its kind: "Acme's
// revenue fell 3% in 2020" tells of another year than "Acme's revenue
// rose 8% in 2021", and its "fell" is no contradiction of the claim's
// "rose", though it still keeps the sentence from grounding it. (A change
// of another size, at no other time, is one: "fell 3%" against "grew
// 8%".)
func (cs *claimSignals) timeOfAnother(ix *Index, s int) bool {
	return cs.timeOfAnotherBut(ix, s, -1)
}

// timeOfAnotherBut is timeOfAnother asked of the claim's years and dates
// but its number skip.
func (cs *claimSignals) timeOfAnotherBut(ix *Index, s, skip int) bool {
	nums := ix.ev.Sentences[s].Numbers
	for i, n := range cs.numbers {
		if i == skip || !isDate(n) || cs.statesFigure(ix, s, i) {
			continue
		}
		if slices.ContainsFunc(nums, func(m signals.Number) bool { return signals.Comparable(n, m) }) {
			return true
		}
	}
	return false
}

// amountOfAnother reports whether sentence s, in place of one of the
// claim's amounts, states only another comparable one: "Acme sold 95,000
// cars in 2023" tells of another amount than "Acme sold 80,000 cars in
// 2021", and its 2023 is no contradiction of the claim's 2021, as its
// 95,000 is none of the claim's 80,000 (see timeOfAnother): the two
// figures and their times are another fact. (The same amount at another
// time is a contradiction: "sold 95,000 cars in 2021".)
func (cs *claimSignals) amountOfAnother(ix *Index, s int) bool {
	nums := ix.ev.Sentences[s].Numbers
	for i, n := range cs.numbers {
		if !n.Quantity() || cs.statesFigure(ix, s, i) {
			continue
		}
		if slices.ContainsFunc(nums, func(m signals.Number) bool { return signals.Comparable(n, m) }) {
			return true
		}
	}
	return false
}

// unopposedTwin returns a sentence of passage pass, other than s, that
// restates the claim where s, the closest sentence, runs against it: of
// "Acme's revenue fell 3%. Acme's revenue grew 8%." the second is the one
// "Acme's revenue grew 8%." speaks of, though the first holds as many of
// its words (its cues are none of them). The twin states a direction, not
// against the claim's, every figure of the claim ("grew in 2020" does not
// stand in for "grew in 2021"), its content words in its order and none
// of its own ("Acme claimed its revenue grew"), and the claim's negation,
// read as evaluateCover then reads it (see negDiffers: the negated
// lead-in of "Not so for Acme: its revenue grew 8%" frames a statement
// that a twin without a negation restates); it asks nothing, nor supposes
// or qualifies (see wordsBeyond).
func (ix *Index) unopposedTwin(cs *claimSignals, s int, pass evidence.Passage) (int, bool) {
	if len(cs.stems) > 64 || pass.Last == pass.First {
		return 0, false
	}
	held := bits.OnesCount64(cs.stemsHeld(ix, s))
	for t := pass.First; t <= pass.Last; t++ {
		sent := &ix.ev.Sentences[t]
		if t != s && len(sent.Directions) > 0 && !opposed(cs.directions, sent.Directions) &&
			bits.OnesCount64(cs.stemsHeld(ix, t)) >= held && cs.unstatedFigure(ix, t) == allStated &&
			!ix.negDiffers(cs, t, pass.First, pass.Last) && ix.restatesWords(cs, sent) {
			return t, true
		}
	}
	return 0, false
}

// coverEnough reports whether a share of n content words reaches need; a
// passage of prose also passes at the share that makes it about the claim
// (minCover) when the claim leaves at most maxUnsupported words
// unsupported.
func coverEnough(share float64, n int, need float64, prose bool) bool {
	if share >= need {
		return true
	}
	missing := n - int(share*float64(n)+0.5)
	return prose && share >= minCover && missing <= maxUnsupported
}

// cover returns the share of a claim's n stems that some sentence holds
// (1 when the claim has none), given those the index knows as refs, and
// the index of the first sentence holding the most of them.
func cover(refs []stemRef, n int, sents []evidence.Sentence) (share float64, closest int) {
	// found marks, bit i, the stems some sentence holds.
	var small [1]uint64
	found := small[:]
	if n > 64 {
		found = make([]uint64, (n+63)/64)
	}
	bestShared := -1
	for si := range sents {
		if held := markShared(refs, sents[si].StemIDs, found); held > bestShared {
			bestShared, closest = held, si
		}
	}
	if n == 0 {
		return 1, closest
	}
	shared := 0
	for _, w := range found {
		shared += bits.OnesCount64(w)
	}
	return float64(shared) / float64(n), closest
}

// markShared sets in found, bit pos, each of a claim's stems that a
// sentence's sorted stem ids hold, and returns how many it holds.
func markShared(refs []stemRef, ids []int32, found []uint64) int {
	held, j := 0, 0
	for _, r := range refs {
		for j < len(ids) && ids[j] < r.id {
			j++
		}
		if j == len(ids) {
			break
		}
		if ids[j] == r.id {
			held++
			found[r.pos/64] |= 1 << (uint(r.pos) & 63)
		}
	}
	return held
}

// passageCover is cover for passage p, with the stems each sentence holds
// remembered for the claim when it has at most 64.
func (cs *claimSignals) passageCover(ix *Index, p int) (share float64, closest int) {
	share, closest, _ = cs.passageStems(ix, p)
	return share, closest
}

// passageStems is passageCover with, when the claim has at most 64 stems,
// the stems the passage holds, bit i for stem i (0 with more).
func (cs *claimSignals) passageStems(ix *Index, p int) (share float64, closest int, found uint64) {
	pass := &ix.ev.Passages[p]
	if n := len(cs.stems); n > 0 && n <= 64 && cs.stemFill > 0 && pass.Last-pass.First < evidence.Width {
		// Most passages measured: a narrow one once the memo is filled,
		// read by a function that calls nothing, where the calls of the
		// others (measureStems) kept its values on the stack.
		found, closest = cs.filledStems(pass.First, pass.Last)
		return float64(bits.OnesCount64(found)) / float64(n), closest, found
	}
	return cs.measureStems(ix, p)
}

// measureStems is passageStems of passage p when the claim has no stems
// or more than 64, p is wide, or the memo is not filled from the
// postings.
func (cs *claimSignals) measureStems(ix *Index, p int) (share float64, closest int, found uint64) {
	pass := ix.ev.Passages[p]
	n := len(cs.stems)
	if n > 64 {
		share, closest = cover(cs.stemRefs, n, ix.ev.SentencesOf(pass))
		return share, closest, 0
	}
	if pass.Last-pass.First >= evidence.Width {
		found, closest = cs.wideCover(ix, pass)
	} else {
		// stemsHeld of each sentence, its memo read here: the loop runs
		// for every passage measured. The memo is filled from the stems'
		// postings when they are few, and a sentence at a time otherwise.
		if cs.stemFill == 0 {
			cs.fillStems(ix, maxStemFill)
		}
		if cs.stemFill > 0 {
			found, closest = cs.filledStems(pass.First, pass.Last)
		} else {
			seen, stems := cs.stemMemo(ix)
			seen, stems = seen[pass.First:pass.Last+1], stems[pass.First:pass.Last+1]
			claim, bestShared := cs.state.claim, -1
			for k := range seen {
				if seen[k] != claim {
					seen[k], stems[k] = claim, cs.sharedStems(ix.ev.Sentences[pass.First+k].StemIDs)
				}
				held := stems[k]
				found |= held
				if n := bits.OnesCount64(held); n > bestShared {
					bestShared, closest = n, k
				}
			}
		}
	}
	if n == 0 {
		return 1, closest, found
	}
	return float64(bits.OnesCount64(found)) / float64(n), closest, found
}

// filledStems is passageStems' bits of the claim's stems (at most 64) that
// sentences first to last hold, and the first of them holding the most
// (the first when none holds any), once fillStems has filled the memo from
// the stems' postings: a sentence not in the memo then holds none of them,
// and is neither read further nor marked. It is small enough to be
// inlined into passageStems and outranked, which read it for most
// passages they measure.
func (cs *claimSignals) filledStems(first, last int) (found uint64, closest int) {
	st := cs.state
	seen, stems := st.stemSeen[first:last+1], st.stems[first:last+1]
	bestShared := 0
	for k := range seen {
		if seen[k] == st.claim {
			held := stems[k]
			found |= held
			if c := bits.OnesCount64(held); c > bestShared {
				bestShared, closest = c, k
			}
		}
	}
	return found, closest
}

// nearClaim reports whether source sentence s holds half of the claim's
// content stems, by the claim's memo of the stems each sentence holds
// (see filledStems): a sentence the memo does not hold is taken to hold
// none, so that a rule asking it of a passage the memo was not filled for
// reads no sentence beside the closest.
func (cs *claimSignals) nearClaim(s int) bool {
	st := cs.state
	return len(cs.stems) <= 64 && s < len(st.stemSeen) && st.stemSeen[s] == st.claim && 2*bits.OnesCount64(st.stems[s]) >= len(cs.stems)
}

// wideCover is passageCover's bits of the claim's stems (at most 64) the
// passage holds, and the first sentence holding the most, for a passage of
// many sentences (a record's): each stem is looked up in its postings,
// within the passage, instead of each sentence being read.
func (cs *claimSignals) wideCover(ix *Index, pass evidence.Passage) (found uint64, closest int) {
	n := pass.Last - pass.First + 1
	counts := slices.Grow(cs.state.counts[:0], n)[:n]
	clear(counts)
	cs.state.counts = counts
	// The first sentence with the most, kept as the counts grow: a count
	// reaching the most so far, or equalling it before the one kept, is
	// the one; with no stem held, the first sentence.
	best := int32(0)
	first, last := int32(pass.First), int32(pass.Last)
	for _, r := range cs.stemRefs {
		// The stem's bit, its place masked as it is less than 64: the
		// shift needs no test of its size.
		bit := uint64(1) << (uint(r.pos) & 63)
		post := ix.ev.SentencesWithStemID(r.id)
		if len(post) > 0 && post[0] < first {
			// Most records are the whole of their source, which holds
			// no sentence before them to pass over.
			k, _ := slices.BinarySearch(post, first)
			post = post[k:]
		}
		for _, s := range post {
			if s > last {
				break
			}
			i := int(s - first)
			counts[i]++
			if c := counts[i]; c > best || c == best && i < closest {
				best, closest = c, i
			}
			found |= bit
		}
	}
	return found, closest
}

// passageHoldsStem reports whether a sentence of the passage holds the
// content stem whose id is id.
func (ix *Index) passageHoldsStem(pass evidence.Passage, id int32) bool {
	post := ix.ev.SentencesWithStemID(id)
	k, _ := slices.BinarySearch(post, int32(pass.First))
	return k < len(post) && int(post[k]) <= pass.Last
}

// recordWordName reports whether the claim's name i is a single word
// that opens the claim and is one of a record's own words ("Customers
// have praised …", "Located in …"): capitalised only where it opens the
// sentence, it needs no support in a record, as in lower case it would
// not (see recordWords).
func (cs *claimSignals) recordWordName(ix *Index, i int) bool {
	if !cs.names[i].Initial {
		return false
	}
	f := cs.folded(i)
	return !strings.ContainsAny(f, " -") && isRecordWord(ix.ev.Stem(f))
}

// folded returns signals.Fold of the claim's name i, which its slot keeps:
// read there, where few names are asked for it, rather than listed for
// every name the claim holds.
func (cs *claimSignals) folded(i int) string {
	return cs.state.slot[cs.nameSlot[i]].forms.folded
}

// hoursOf reports whether s states the opening hours of a day the claim
// names ("every day", "on weekends"): a fact that holds the claim's time
// though it shares no word with the claim.
func (cs *claimSignals) hoursOf(s *evidence.Sentence) bool {
	return s.Hours != nil && cs.hourDays&(1<<s.Hours.Day) != 0
}

// otherOwner returns a name from sentence s that claims a number the claim
// attributes to its own subject: s names someone, and none of the claim's
// anchors. Empty when the number may be the claim's, and for a record's
// opening hours, whose day ("hours Monday: from 17:00 to 22:00") is no
// subject: they are the record's. A sentence that names the anchors only
// as another's is read later, where fewer are (see possessedOwner).
func (ix *Index) otherOwner(cs *claimSignals, anchors []int, s int) string {
	if len(anchors) == 0 || ix.ev.Sentences[s].Hours != nil {
		return ""
	}
	if cs.namesAnchor(ix, anchors, s) {
		return ""
	}
	if owner := ix.ev.Anchor(s); !cs.writesCommon(owner) {
		return owner
	}
	return ""
}

// writesCommon reports whether name, one word, is a word the claim writes
// in lower case: a sentence that opens on it ("Net income was $310
// million.") names no one the claim's figure could belong to when the
// claim itself writes it as a common word ("Acme's net income").
func (cs *claimSignals) writesCommon(name string) bool {
	if name == "" {
		return false
	}
	// A token's Lower is lower case: the name matches it when its first
	// letter does, lowered, and the rest as written ("Net" and "net"); a
	// name of several words matches no token.
	first, rest := name[0]|0x20, name[1:]
	for _, t := range cs.tokens {
		if len(t.Lower) == len(name) && t.Lower[0] == first && t.Lower[1:] == rest && isLowerLetter(cs.seg.Text[t.Start]) {
			return true
		}
	}
	return false
}

// writesOwnerCommon is writesCommon of the anchor of sentence s, which
// is owned (see checkState.owned): the anchor is read only when the claim
// writes a word of its key in lower case, which the state remembers with
// owned, as most claims do not. (A frequent figure's sentences are
// asked of one after another, and reading each one's anchor cost more
// than the rest of their tests.)
func (cs *claimSignals) writesOwnerCommon(ix *Index, s int) bool {
	if !cs.commonKnown {
		cs.commonKnown = true
		for _, t := range cs.tokens {
			if isLowerLetter(cs.seg.Text[t.Start]) {
				cs.commonKeys = append(cs.commonKeys, anchorKey(t.Lower))
			}
		}
	}
	return slices.Contains(cs.commonKeys, cs.state.ownerKey(ix, s)) && cs.writesCommon(ix.ev.Anchor(s))
}

// isLowerLetter reports whether c is an ASCII lower-case letter.
func isLowerLetter(c byte) bool { return 'a' <= c && c <= 'z' }

// unitIn reports whether the unit of a claim's number ("3.5-star") is a
// word of the sentence: a record's fact "stars: 3.5 stars" names the
// figure by its key.
func (ix *Index) unitIn(n signals.Number, s *evidence.Sentence) bool {
	return n.Unit != "" && ix.ev.HasStem(s, ix.ev.Stem(n.Unit))
}

// sharesStem reports whether a claim's stems meet a sentence's sorted stem
// ids.
func sharesStem(refs []stemRef, ids []int32) bool {
	j := 0
	for _, r := range refs {
		for j < len(ids) && ids[j] < r.id {
			j++
		}
		if j == len(ids) {
			return false
		}
		if ids[j] == r.id {
			return true
		}
	}
	return false
}

// opposed reports whether a claim's direction cues run against a
// sentence's: some axis on which the claim goes one way and the sentence
// only the other.
func opposed(claim, sent []signals.Direction) bool {
	return slices.ContainsFunc(claim, func(c signals.Direction) bool { return onlyAgainst(c, sent) })
}

// opposedIn reports whether the claim's direction cues run against those
// of sent, the closest sentence of passage pass, as opposed does, but for
// a cue of a claim that points both ways on its axis, which the passage
// states its way in another sentence: "The highest temperature is 58
// degrees in September and the lowest 50 in December" runs against
// neither of the two sentences that say so, though its closest states
// only the highest.
func (ix *Index) opposedIn(cs *claimSignals, closest *evidence.Sentence, pass evidence.Passage) bool {
	var sents []evidence.Sentence // the passage's, read for the first cue of a claim both ways
	return slices.ContainsFunc(cs.directions, func(c signals.Direction) bool {
		if !onlyAgainst(c, closest.Directions) || c.Axis == signals.Assent && !cs.assentAgainst(c, closest, closest.Directions) ||
			cs.conversed(c, closest) {
			return false
		}
		if !slices.ContainsFunc(cs.directions, c.OtherWay) {
			return true
		}
		if sents == nil {
			sents = ix.ev.SentencesOf(pass)
		}
		for i := range sents {
			if slices.ContainsFunc(sents[i].Directions, c.SameWay) && cs.holdsAfterCue(c, &sents[i]) {
				return false
			}
		}
		return true
	})
}

// assentAgainst reports whether cues, of sentence sent, run against the
// claim's cue of assent c as onlyAgainst asks, the cues that another
// subject, named right before them and not in the claim, takes left out:
// "Progressives opposed the $886 billion defense bill" says nothing
// against "The Senate approved the $886 billion defense bill".
func (cs *claimSignals) assentAgainst(c signals.Direction, sent *evidence.Sentence, cues []signals.Direction) bool {
	same, other := false, false
	for _, d := range cues {
		switch {
		case d.Axis != c.Axis:
		case d.Up == c.Up:
			same = true
		case !cs.namedOther(sent.Text, d):
			other = true
		}
	}
	return other && !same
}

// namedOther reports whether the word right before cue d of text, past
// adverbs ("Unions bitterly condemned"), is a name (capitalised) the claim
// does not hold, or the cue is a passive's whose agent the claim does not
// hold ("was condemned by unions"): the cue's subject is another's.
func (cs *claimSignals) namedOther(text string, d signals.Direction) bool {
	lower, _ := cs.lowerText()
	if rest := strings.TrimLeft(text[d.End:], " "); len(rest) > 3 && strings.EqualFold(rest[:3], "by ") {
		// A passive's agent: "was condemned by unions".
		if agent, ok := signals.FirstWord(rest[3:]); ok && !slices.Contains(determiners, agent) {
			return !containsWord(lower, agent)
		}
	}
	w := wordBeforeAdverbs(text, d.Start)
	if r, _ := utf8.DecodeRuneInString(w); unicode.IsUpper(r) {
		return !containsWord(lower, strings.ToLower(w))
	}
	return cs.otherOpening(text[:d.Start])
}

// otherOpening reports whether head, a sentence's text before a cue with
// no comma or colon in it, is a subject the claim does not hold: it opens
// on a capitalised word past an article, and none of its content words
// is the claim's ("Unions and local politicians condemned").
func (cs *claimSignals) otherOpening(head string) bool {
	if strings.ContainsAny(head, ",;:") {
		return false
	}
	lower, _ := cs.lowerText()
	first := true
	for w := range strings.FieldsFuncSeq(head, func(r rune) bool { return !isWordRune(r) }) {
		lw := strings.ToLower(w)
		if first {
			if isArticle(lw) {
				continue
			}
			if r, _ := utf8.DecodeRuneInString(w); !unicode.IsUpper(r) {
				return false
			}
			first = false
		}
		if signals.IsContentWord(lw) && containsWord(lower, lw) {
			return false
		}
	}
	return !first
}

// cueReach is how many of the claim's words and figures after a cue say
// what it is of: "the lowest is 50 degrees", "condemned the recent
// attack".
const cueReach = 2

// holdsAfterCue reports whether sentence sent holds one of the first
// cueReach content words, names or figures of the claim after its cue c,
// in its clause, the
// thing c is said of: a sentence that states c's way of something else
// ("Profit rose 8%" for the claim's "Revenue rose 12%") does not state
// it.
func (cs *claimSignals) holdsAfterCue(c signals.Direction, sent *evidence.Sentence) bool {
	cv := cs.claimView()
	clause := cv.clauses[cv.clauseAt(c.Start)] // "rose 12%" of "rose 12%, while profit fell 8%"
	seen := 0
	for k, t := range cs.tokens {
		if int(t.Start) < c.End {
			continue
		}
		if seen == cueReach || int(t.End) > clause.end {
			return false
		}
		at := int(t.Start)
		if x := cv.numberAt(at); x >= 0 {
			if at == cv.nums[x].Start || int(cs.tokens[k-1].End) <= cv.nums[x].Start {
				seen++ // a figure's first token
				if signals.HasSame(sent.Numbers, cv.nums[x]) {
					return true
				}
			}
			continue
		}
		if x := cv.nameAt(at); x >= 0 {
			if at == cv.names[x].Start {
				seen++
				if containsWord(sent.Folded, signals.Fold(cv.names[x].Text)) {
					return true
				}
			}
			continue
		}
		if ts := cs.state.tokenStems[k]; ts.ok {
			seen++
			if _, held := slices.BinarySearch(sent.StemIDs, ts.id); ts.id >= 0 && held {
				return true
			}
		}
	}
	return false
}

// flippedOn returns the axis on which claim and sentence state opposite
// directions plainly enough to call it a contradiction, 0 when none: on a
// quantity axis (change, comparison, bound), the claim has exactly one cue
// and the sentence only cues the other way, about the same subject (see
// sameSubject). Order in time and contest outcomes are too often about
// different events in one sentence to accuse on by their cues alone: they
// are left to Index.mirrors, which asks the rest of the sentence to match.
func flippedOn(claimText string, claim []signals.Direction, sentText string, sent []signals.Direction) signals.Axis {
	quantity := []signals.Axis{signals.Change, signals.Compare, signals.Bound}
	// A sentence that goes the claim's way on some quantity axis is not
	// plainly saying the opposite; a change and a comparison are one
	// trend (see sameTrend: "rose 4 percent" goes the way of "4 percent
	// more students").
	for _, c := range claim {
		for _, s := range sent {
			if sameTrend(s.Axis, c.Axis) && s.Up == c.Up && slices.Contains(quantity, c.Axis) {
				return 0
			}
		}
	}
	for _, axis := range quantity {
		cue, n := soleCue(claim, axis)
		if n == 1 && onlyAgainst(cue, sent) && (axis == signals.Bound || sameSubject(claimText, cue, sentText, sent) && !ofOtherThing(claimText, cue, sentText, sent)) {
			return axis
		}
	}
	return 0
}

// soleCue returns the first of the cues on axis and how many there are.
func soleCue(cues []signals.Direction, axis signals.Axis) (first signals.Direction, n int) {
	for _, d := range cues {
		if d.Axis == axis {
			if n == 0 {
				first = d
			}
			n++
		}
	}
	return first, n
}

// mirrors returns the axis, on any axis, on which the claim says what
// source sentence s says but for one direction cue, 0 when none: s holds
// every content word, figure and name of the claim; the claim's one cue on
// that axis and the sentence's one cue on it point opposite ways from the
// same place, between the same words ("arrived before Beta" against
// "arrived after Beta"); and s states each other cue of the claim the
// claim's way. Called only for a sentence whose directions run against
// the claim's (see evaluateCover).
func (ix *Index) mirrors(cs *claimSignals, s int) signals.Axis {
	sent := &ix.ev.Sentences[s]
	if !cs.holdsContent(sent) {
		return 0
	}
	for i := range cs.numbers {
		if !cs.statesFigure(ix, s, i) {
			return 0
		}
	}
	w, mask := slotWord(s, s)
	for i := range cs.nameSlot {
		if !cs.slot(ix, i).holdsIn(ix, cs.state, s, s, w, mask) {
			return 0
		}
	}
	var flip signals.Axis
	for _, c := range cs.directions {
		if slices.ContainsFunc(sent.Directions, c.SameWay) {
			continue
		}
		theirs, n := soleCue(sent.Directions, c.Axis)
		if _, mine := soleCue(cs.directions, c.Axis); flip != 0 || mine != 1 || n != 1 ||
			!sameSurroundings(cs.seg.Text, c, sent.Text, theirs) ||
			c.Axis == signals.Time && timeAdverb(cs.seg.Text, c) != timeAdverb(sent.Text, theirs) {
			return 0
		}
		flip = c.Axis
	}
	return flip
}

// holdsContent reports whether source sentence sent holds every content
// word of the claim but the stems of its cues of assent, which stay among
// its content words (see markCues) and which a sentence saying the
// opposite ("rejected" of "approved") lacks.
func (cs *claimSignals) holdsContent(sent *evidence.Sentence) bool {
	if len(cs.stemRefs) == len(cs.stems) && holdsAll(cs.stemRefs, sent.StemIDs) {
		return true
	}
	var cues []string
	for _, d := range cs.directions {
		if d.Axis == signals.Assent {
			i, j, _ := cs.spanTokens(d.Start, d.End)
			for _, t := range cs.state.tokenStems[i:j] {
				cues = append(cues, t.stem)
			}
		}
	}
	if len(cues) == 0 {
		return false
	}
	held := 0 // the claim's stems the sentence holds, or cues
	for _, r := range cs.stemRefs {
		if _, ok := slices.BinarySearch(sent.StemIDs, r.id); ok || slices.Contains(cues, cs.stems[r.pos]) {
			held++
		}
	}
	for _, st := range cs.stems {
		if slices.Contains(cues, st) && !slices.ContainsFunc(cs.stemRefs, func(r stemRef) bool { return cs.stems[r.pos] == st }) {
			held++ // a cue the sources never use
		}
	}
	return held == len(cs.stems)
}

// timeAdverbs are the cues of order in time that tell when what follows
// them happened ("and later moved"), where the others tell when what
// comes before them did ("moved before the war").
var timeAdverbs = []string{"later", "earlier", "afterwards", "afterward", "beforehand", "subsequently", "thereafter"}

// timeAdverb reports whether a cue of order in time is an adverb of
// timeAdverbs not followed by "than": "A, and later B" says what "A
// before B" says, with the cue the other way, and is no contradiction of
// it; "A later than B" is "A after B".
func timeAdverb(text string, d signals.Direction) bool {
	f, _ := nextField(text[d.End:])
	return slices.Contains(timeAdverbs, strings.ToLower(text[d.Start:d.End])) && neighbourWord(f) != "than"
}

// sameSurroundings reports whether the claim's cue c and the sentence's
// cue d stand between the same words: the claim's words before c (those
// no stop word, see surroundingWord) stand before d in the same order,
// the nearest first, and its words after c after d, the last of them
// ending a clause of the sentence too; the sentence's words next to d are
// the claim's next to c, and those it has between the claim's are no name
// or figure. "Acme hired staff in 2019, and Beta hired staff after the
// merger" does not say where "Acme hired staff before the merger" does
// (Beta stands between Acme and the cue), nor does "Acme lost the final
// replay" say whether "Acme won the final".
func sameSurroundings(claimText string, c signals.Direction, sentText string, d signals.Direction) bool {
	before := func(text string) []aroundWord {
		words := aroundWords(text)
		slices.Reverse(words)
		return words
	}
	_, ok := alignedWords(before(claimText[:c.Start]), before(sentText[:d.Start]))
	if !ok {
		return false
	}
	after := aroundWords(sentText[d.End:])
	last, ok := alignedWords(aroundWords(claimText[c.End:]), after)
	return ok && (last < 0 || after[last].ends)
}

// aroundWord is a word of a sentence around a cue: its surroundingWord,
// whether it is a name (capitalised, not the text's first) or a figure,
// and whether it ends a clause (punctuation or the text's end follow).
type aroundWord struct {
	w          string
	mark, ends bool
}

// aroundWords returns the words of text that are no stop words, in order.
func aroundWords(text string) []aroundWord {
	var out []aroundWord
	first := true
	for f, rest := nextField(text); f != ""; f, rest = nextField(rest) {
		if w := surroundingWord(f); w != "" {
			r, _ := utf8.DecodeRuneInString(f)
			mark := w[0] >= '0' && w[0] <= '9' || w[0] == '$' || !first && unicode.IsUpper(r)
			ends := strings.ContainsAny(f[len(f)-1:], ",;:.!?)") || strings.TrimSpace(rest) == ""
			out = append(out, aroundWord{w, mark, ends})
		}
		first = false
	}
	return out
}

// alignedWords reports whether the claim's words stand among the
// sentence's in order, its first the sentence's first (or neither has
// any), with no name or figure of the sentence skipped between them, and
// returns the place in sent of the claim's last word (-1 when it has none).
func alignedWords(claim, sent []aroundWord) (last int, ok bool) {
	if len(claim) == 0 || len(sent) == 0 {
		return -1, len(claim) == len(sent)
	}
	if claim[0].w != sent[0].w {
		return -1, false
	}
	j := 0
	for _, cw := range claim {
		for j < len(sent) && sent[j].w != cw.w {
			if sent[j].mark {
				return -1, false
			}
			j++
		}
		if j == len(sent) {
			return -1, false
		}
		j++
	}
	return j - 1, true
}

// surroundingWord is neighbourWord, but a figure is itself in lower case
// rather than "#": around a cue, "2020" and "2021" are not the same place.
func surroundingWord(f string) string {
	w := neighbourWord(f)
	if w == "#" {
		w = strings.ToLower(strings.Trim(f, ",.;:!?\"'()"))
	}
	return w
}

// sameSubject reports whether a change or comparison cue of the claim and
// an opposite one of the sentence bear on the same thing: a word right
// before or after both ("costs rose" / "costs fell", "higher prices" /
// "lower prices"), or a figure after both ("rose 5%" / "fell 5%"). "fell
// to the Badgers" against "who rallied for a victory", or "smallest
// container" against "the most efficient way", are about different
// things.
func sameSubject(claimText string, c signals.Direction, sentText string, sent []signals.Direction) bool {
	var cbuf, sbuf [2]string
	cw := neighbours(cbuf[:0], claimText, c)
	for _, s := range sent {
		if s.Axis != c.Axis || s.Up == c.Up {
			continue
		}
		for _, w := range neighbours(sbuf[:0], sentText, s) {
			if slices.Contains(cw, w) {
				return true
			}
		}
	}
	return false
}

// ofOtherThing reports whether each cue of the sentence against the
// claim's cue c bears on another thing than c, though they share a
// neighbour (see sameSubject): on one side of both, the words nearest
// them differ and the claim holds none of the sentence's — "Penwick's
// revenue rose last year, though profit slipped" against "Penwick's
// profit fell last year", "Marlow Foods cut its debt" against "Marlow
// Foods raised its dividend". (A sentence that names the thing in other
// words, "Acme's stock fell" for "Acme's shares rose", is passed over
// too: its direction is left unverified, not contradicted.)
func ofOtherThing(claimText string, c signals.Direction, sentText string, sent []signals.Direction) bool {
	cb, ca := sideWords(claimText, c)
	var words []string
	found := false
	for _, s := range sent {
		if s.Axis != c.Axis || s.Up == c.Up {
			continue
		}
		found = true
		sb, sa := sideWords(sentText, s)
		if words == nil {
			for f, rest := nextField(claimText); f != ""; f, rest = nextField(rest) {
				if w := neighbourWord(f); w != "" {
					words = append(words, w)
				}
			}
		}
		if !(cb != "" && sb != "" && cb != sb && !slices.Contains(words, sb) ||
			ca != "" && sa != "" && ca != sa && ca != "#" && sa != "#" && !slices.Contains(words, sa)) {
			return false
		}
	}
	return found
}

// sideWords returns the stems of the content words nearest before and
// after cue d in text (see neighbourWord), past a form of "be" before it
// and up to two stop words after it ("raised its dividend"): "" where a
// mark or the text's end comes first.
func sideWords(text string, d signals.Direction) (before, after string) {
	f, rest := prevField(text[:d.Start])
	if slices.Contains(copulas, strings.ToLower(f)) {
		f, _ = prevField(rest)
	}
	if f != "" && !strings.ContainsAny(f[len(f)-1:], ",;:") {
		before = neighbourWord(f)
	}
	skipped := 0
	for f, rest := nextField(text[d.End:]); f != "" && skipped <= 2; f, rest = nextField(rest) {
		w := neighbourWord(f)
		if w == "" || w == "than" || w == "by" || isAdverb(f) {
			skipped++
			if strings.ContainsAny(f, ",;:.") {
				break
			}
			continue
		}
		if !slices.Contains(objectEnders, strings.ToLower(strings.Trim(f, ",.;:!?\"'()"))) {
			after = w
		}
		break
	}
	if before == "#" || before == "than" || before == "by" || isAdverb(f) {
		before = ""
	}
	return before, after
}

// isAdverb reports whether the field f is a word of manner or degree
// ("sharply", "slightly"), which says how a thing changed, not what.
func isAdverb(f string) bool {
	return len(f) > 4 && strings.HasSuffix(strings.ToLower(strings.TrimRight(f, ",.;:!?")), "ly")
}

// objectEnders, right after a cue past stop words, say it has no object
// there: "rose after the restructuring", "fell during the quarter".
var objectEnders = []string{"after", "before", "since", "during", "amid", "despite", "following", "over", "under", "about", "against", "among", "across", "through", "within", "without", "toward", "towards", "until"}

// neighbours appends to out the stems of the words right before and after
// a cue, "#" for a figure after it; "than" and "by" are skipped after it,
// and a form of "be" before it ("sales were higher": sales).
func neighbours(out []string, text string, d signals.Direction) []string {
	before, rest := prevField(text[:d.Start])
	if slices.Contains(copulas, strings.ToLower(before)) {
		before, _ = prevField(rest)
	}
	if before != "" {
		if w := neighbourWord(before); w != "" && w != "#" {
			out = append(out, w)
		}
	}
	for f, rest := nextField(text[d.End:]); f != ""; f, rest = nextField(rest) {
		w := neighbourWord(f)
		if w == "than" || w == "by" {
			continue
		}
		if w != "" {
			out = append(out, w)
		}
		break
	}
	return out
}

// copulas are the forms of "be" a subject may stand before a cue with.
var copulas = []string{"is", "are", "was", "were", "be", "been", "being"}

// prevField returns the last of strings.Fields(text) ("" when it has
// none) and the text before it.
func prevField(text string) (field, rest string) {
	text = strings.TrimRightFunc(text, unicode.IsSpace)
	field = lastField(text)
	return field, text[:len(text)-len(field)]
}

// lastField is the last of strings.Fields(text), "" when it has none,
// found without cutting the text up: read from its end while that is
// ASCII (no ASCII byte is part of another rune, whichever way the text is
// decoded), from its start otherwise.
func lastField(text string) string {
	end := len(text)
	for end > 0 && isASCIISpace(text[end-1]) {
		end--
	}
	start := end
	for start > 0 && text[start-1] < utf8.RuneSelf && !isASCIISpace(text[start-1]) {
		start--
	}
	if end > 0 && text[end-1] < utf8.RuneSelf && (start == 0 || text[start-1] < utf8.RuneSelf) {
		return text[start:end]
	}
	if end == 0 {
		return ""
	}
	return lastFieldForward(text)
}

// isASCIISpace reports whether c is an ASCII byte unicode.IsSpace holds
// a space.
func isASCIISpace(c byte) bool {
	return c == ' ' || '\t' <= c && c <= '\r'
}

// lastFieldForward is lastField, read from the text's start.
func lastFieldForward(text string) string {
	start, end, in := 0, 0, false
	for i, r := range text {
		switch space := unicode.IsSpace(r); {
		case space && in:
			end, in = i, false
		case !space && !in:
			start, in = i, true
		}
	}
	if in {
		return text[start:]
	}
	return text[start:end]
}

// nextField returns the first of strings.Fields(text) ("" when it has
// none) and the text after it.
func nextField(text string) (field, rest string) {
	start := -1
	for i, r := range text {
		switch space := unicode.IsSpace(r); {
		case space && start >= 0:
			return text[start:i], text[i:]
		case !space && start < 0:
			start = i
		}
	}
	if start < 0 {
		return "", ""
	}
	return text[start:], ""
}

// neighbourWord is a word's stem in lower case without punctuation, "#"
// for a figure, "" for a stop word.
func neighbourWord(f string) string {
	w := strings.ToLower(strings.Trim(f, ",.;:!?\"'()"))
	switch {
	case w == "":
		return ""
	case w[0] == '$' || '0' <= w[0] && w[0] <= '9':
		return "#"
	case w == "than" || w == "by":
		return w
	case len(signals.ContentWords(w)) == 0:
		return ""
	}
	return signals.Stem(w)
}

// onlyAgainst reports whether the sentence's cues on c's axis all point
// the other way, and there is at least one.
func onlyAgainst(c signals.Direction, sent []signals.Direction) bool {
	_, ok := cuesAgainst(c, sent, func(d signals.Direction) bool { return d.Axis == c.Axis })
	return ok
}

// cuesAgainst returns the first of the cues dirs that on tells are of
// c's kind and point the other way, and whether there is one and none of
// that kind points c's way.
func cuesAgainst(c signals.Direction, dirs []signals.Direction, on func(signals.Direction) bool) (signals.Direction, bool) {
	var first signals.Direction
	other := false
	for _, d := range dirs {
		if !on(d) {
			continue
		}
		if d.Up == c.Up {
			return first, false
		}
		if !other {
			first, other = d, true
		}
	}
	return first, other
}

// nearVerbatim finds a source sentence that holds every content word of a
// claim with the same negation and no opposed direction: the first such
// of the sentences holding its rarest stem.
func (ix *Index) nearVerbatim(cs *claimSignals) (int, bool) {
	if len(cs.stems) < minVerbatimWords {
		return 0, false
	}
	for s := range ix.holdingAll(cs) {
		if ix.agreesAt(cs, int(s)) {
			return int(s), true
		}
	}
	return 0, false
}

// holdingAll yields, in order, the sentences that hold every stem of the
// claim: of those holding its rarest stem, the ones that hold the next
// rarest too (found by seek in its sentences, from the last one met, as
// its list may be far longer), each then read for the rest. It
// yields none when one of the claim's stems is not the index's, or no
// sentence holds one. Against a large source whose words recur, such as
// the generated ones of BenchmarkSourceSize, the rarest stem's sentences
// are many, and reading each of them missed the cache for most.
func (ix *Index) holdingAll(cs *claimSignals) iter.Seq[int32] {
	return func(yield func(int32) bool) {
		if len(cs.stemRefs) != len(cs.stems) {
			return
		}
		var rarest, next []int32
		for _, r := range cs.stemRefs {
			post := ix.ev.SentencesWithStemID(r.id)
			switch {
			case len(post) == 0:
				return
			case rarest == nil || len(post) < len(rarest):
				rarest, next = post, rarest
			case next == nil || len(post) < len(next):
				next = post
			}
		}
		j := 0 // next[:j] are below the sentence read
		for _, s := range rarest {
			if next != nil {
				if j = seek(next, j, s); j == len(next) {
					return
				}
				if next[j] != s {
					continue
				}
			}
			if holdsAll(cs.stemRefs, ix.ev.Sentences[s].StemIDs) && !yield(s) {
				return
			}
		}
	}
}

// seek returns the place of the first of sorted ids, from ids[j] on, that
// is not below s: found by steps that double from j, then by halving the
// last step, so that a place near j costs a few reads however long ids is.
func seek(ids []int32, j int, s int32) int {
	if j == len(ids) || ids[j] >= s {
		return j
	}
	// ids[lo] < s; the place is in (lo, hi].
	lo, step := j, 1
	for lo+step < len(ids) && ids[lo+step] < s {
		lo += step
		step *= 2
	}
	hi := min(lo+step, len(ids))
	k, _ := slices.BinarySearch(ids[lo+1:hi], s)
	return lo + 1 + k
}

// agreesAt reports whether sentence s has the claim's negation and no
// direction against it, as a whole or clause by clause, says the claim
// as so, not only as what may be (see hedgedAt), and quantifies it alike
// (see quantifiedOtherwise).
func (ix *Index) agreesAt(cs *claimSignals, s int) bool {
	return !ix.negDiffers(cs, s, s, s) && !opposed(cs.directions, ix.ev.Sentences[s].Directions) &&
		(len(cs.directions) == 0 || !ix.clausesOpposed(cs, s)) && !ix.hedgedAt(cs, s) && !ix.askedAt(cs, s) &&
		!ix.quantifiedOtherwise(cs, s)
}

// quantifiedOtherwise reports whether sentence s quantifies what the claim
// does otherwise: by another quantifier (see quantifierSwapped) or by a
// share the claim's does not hold of (see quantityCounted).
func (ix *Index) quantifiedOtherwise(cs *claimSignals, s int) bool {
	if len(cs.readQuants()) == 0 {
		return false
	}
	e := &passageEval{closest: s}
	_, swapped := ix.quantifierSwapped(e, cs)
	_, counted := ix.quantityCounted(e, cs)
	return swapped || counted
}

// holdsAll reports whether a sentence's sorted stem ids hold every one of
// a claim's stems.
func holdsAll(refs []stemRef, ids []int32) bool {
	j := 0
	for _, r := range refs {
		for j < len(ids) && ids[j] < r.id {
			j++
		}
		if j == len(ids) || ids[j] != r.id {
			return false
		}
	}
	return true
}

// containsWord reports whether folded text holds w at word boundaries.
func containsWord(text, w string) bool {
	return containsWordBy(text, w, rarestByte(w))
}

// containsWordBy is matchWordBy(text, w, o) >= 0.
func containsWordBy(text, w string, o int) bool {
	return matchWordBy(text, w, o) >= 0
}

// matchWordBy returns where text first holds w at word boundaries, -1
// when nowhere: w's matches sought by its byte o,
// which fewer places hold than its first when it is rarer in English
// text (see rarestByte): each place that holds it is compared with w, in
// order, and a match's bounds tested.
func matchWordBy(text, w string, o int) int {
	n := len(w)
	if n == 0 || n > len(text) {
		return -1
	}
	c, end := w[o], len(text)-n+o+1 // places of c from end on start no match
	for i := o; i < end; {
		p := strings.IndexByte(text[i:end], c)
		if p < 0 {
			return -1
		}
		j := i + p - o // where the match would start
		if text[j] == w[0] && text[j+n-1] == w[n-1] && text[j:j+n] == w {
			// Whether the match is a whole word: ASCII bytes around it
			// (0 at either end of text) are read here, a byte from 0x80
			// up by wordRuneBefore and wordRuneAt.
			var before, after byte
			if j > 0 {
				before = text[j-1]
			}
			if j+n < len(text) {
				after = text[j+n]
			}
			if before|after < utf8.RuneSelf {
				if !asciiWordRune[before] && !asciiWordRune[after] {
					return j
				}
			} else if !wordRuneBefore(text, j) && !wordRuneAt(text, j+n) {
				return j
			}
		}
		i += p + 1
	}
	return -1
}

// rarestByte returns the offset of the byte of w that is rarest in
// English text by byteCommonness, the first of the rarest; 0 for an
// empty w.
func rarestByte(w string) int {
	o := 0
	for k := 1; k < len(w); k++ {
		if byteCommonness[w[k]] < byteCommonness[w[o]] {
			o = k
		}
	}
	return o
}

// buildByteCommonness returns byteCommonness, generated into tables.go:
// the bytes ranked by how often they occur in English text, for
// rarestByte. The blank ranks the highest, then the lower-case letters
// from e down to z, the comma and the full stop with b; below them the
// other ASCII marks and the digits, and the capitals the lowest, with
// every byte from 0x80 up.
func buildByteCommonness() (t [256]uint8) {
	const letters = "zqjxkvbpygfwmculdrhsnioate" // the rarest first
	for c := range utf8.RuneSelf {
		if c < 'A' || c > 'Z' {
			t[c] = 1
		}
	}
	for k := range len(letters) {
		t[letters[k]] = uint8(2 + k)
	}
	t[','], t['.'] = t['b'], t['b']
	t[' '] = uint8(2 + len(letters))
	return t
}

// lastWord returns the word that text ends in, past blanks: "" when it
// ends in none.
func lastWord(text string) string {
	text = strings.TrimRight(text, " ")
	i := len(text)
	for wordRuneBefore(text, i) {
		_, n := utf8.DecodeLastRuneInString(text[:i])
		i -= n
	}
	return text[i:]
}

// wordRuneBefore reports whether the rune of text that ends at byte i is
// a word rune (isWordRune); none ends at 0. An ASCII byte's answer is
// read from a table, without decoding a rune and asking unicode.
func wordRuneBefore(text string, i int) bool {
	if i == 0 {
		return false
	}
	if c := text[i-1]; c < utf8.RuneSelf {
		return asciiWordRune[c]
	}
	r, _ := utf8.DecodeLastRuneInString(text[:i])
	return isWordRune(r)
}

// wordRuneAt reports whether the rune of text that starts at byte i is a
// word rune, as wordRuneBefore does; none starts at len(text).
func wordRuneAt(text string, i int) bool {
	if i >= len(text) {
		return false
	}
	if c := text[i]; c < utf8.RuneSelf {
		return asciiWordRune[c]
	}
	r, _ := utf8.DecodeRuneInString(text[i:])
	return isWordRune(r)
}

// buildASCIIWordRune returns asciiWordRune, generated into tables.go:
// isWordRune of each ASCII byte, and false for the bytes from 0x80 up,
// which no caller reads (a table of 256 is read with no bounds check).
func buildASCIIWordRune() (t [256]bool) {
	for c := range utf8.RuneSelf {
		t[c] = isWordRune(rune(c))
	}
	return t
}

// isWordRune reports whether r belongs to a word.
func isWordRune(r rune) bool {
	return unicode.IsLetter(r) || unicode.IsDigit(r) || r == '_'
}

// percent writes a share as a whole percentage, as fmt's %.0f%% does.
func percent(f float64) string {
	var buf [24]byte
	if k, ok := wholePercent(f); ok {
		return string(append(strconv.AppendInt(buf[:0], k, 10), '%'))
	}
	return string(append(strconv.AppendFloat(buf[:0], f*100, 'f', 0, 64), '%'))
}

// wholePercent is the whole percentage %.0f writes of share f, when f*100
// lies between 0 and 2^52 (not at either end): %.0f rounds a halfway
// value to even, and below 2^52 every such value is exact and RoundToEven
// gives the same integer.
func wholePercent(f float64) (int64, bool) {
	x := f * 100
	if !(0 < x && x < 1<<52) {
		return 0, false
	}
	return int64(math.RoundToEven(x)), true
}

// percentReason is a reason that quotes a share, before + percent(share)
// + after; its texts for the whole percentages up to 100 are made once,
// when first asked for, as most claims are given one of them.
type percentReason struct {
	before, after string
	texts         func() *[101]string
}

// Reasons that quote the claim's share of content words.
var (
	supportedReason = newPercentReason("every number, name and quote was found in one passage, with ", " of the claim's content words")
	lowCoverReason  = newPercentReason("the names and numbers co-occur, but only ", " of the claim's content words do")
)

// newPercentReason returns the reason before + percent(share) + after.
func newPercentReason(before, after string) *percentReason {
	return &percentReason{before: before, after: after, texts: sync.OnceValue(func() *[101]string {
		var t [101]string
		for k := range t {
			t[k] = before + strconv.Itoa(k) + "%" + after
		}
		return &t
	})}
}

// of returns the reason for share f.
func (r *percentReason) of(f float64) string {
	if k, ok := wholePercent(f); ok && k <= 100 {
		return r.texts()[k]
	}
	return r.before + percent(f) + r.after
}
