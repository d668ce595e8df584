package sourced

import (
	"hash/maphash"
	"math"
	"math/bits"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"unsafe"

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
// are allocated on first use. The states of finished Checks serve the next
// Checks of any index (see Index.state).
type checkState struct {
	cs    claimSignals
	claim uint32 // the current claim's number, from 1, never 0
	// index is the id of the index the memos are of (see Index.state).
	index uint64
	// lower is the checked output's LowerASCII, which the claims' lower
	// case is cut from; "" outside a Check.
	lower string
	// asciiOutput reports that the checked output is ASCII, and so each
	// of its claims; false outside a Check.
	asciiOutput bool
	// caps are the capitals of the last ASCII output the state lowered
	// (see Index.checkInto); their array is reused from output to output.
	caps signals.Capitals
	// output is the output being checked; zero outside a Check.
	output checkedOutput
	// capitals are the capitals of the checked output when it is ASCII,
	// the claims' Capitals (see Index.extract): its state's caps, which a
	// part decided in parallel reads too (see Index.checkParts).
	capitals signals.Capitals
	// refAt are the claim's stem refs by the low bits of their ids (see
	// claimSignals.refOne), kept here so that starting a claim does not
	// clear them.
	refAt [64]uint64
	// claimBufs are the buffers the claim's signals are read with.
	claimBufs
	// slotIndex numbers the folded names looked up so far; slot[k] holds
	// name k's lookups in the index its index field names, a bit per
	// sentence: known when looked up, held when the sentence holds the
	// name.
	slotIndex slotIndex
	slot      []nameSlot
	// written are the names as written met since the slots were last
	// forgotten, each with its slot (a wordSlot's ts.id), and a name
	// longer than a key holds, a copy of its text (ts.stem).
	written wordMemo
	// readSents are the slots that have read their sentences since the
	// state last changed index (see dropIndexRefs).
	readSents []int32
	// slotsFor is the most sentences of the indexes served since the name
	// slots' bit arrays were last dropped (see fitToIndex).
	slotsFor int
	// filled is how far the claim buffers that hold text of the checked
	// outputs have been filled since they were last emptied, and how
	// many bytes of outputs were checked since (see dropOutputText).
	filled outputFill
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
	// grams[s] are the grams of sentence s (see sentenceGrams) once
	// gramsKnown has bit s: what the index holds, kept from Check to
	// Check of the same index.
	grams      []grams
	gramsKnown []uint64
	// sentPeriods[s] are the stretches of time sentence s names (see
	// sentPeriodsOf) once sentPeriodsKnown has bit s; kept from Check to
	// Check of the same index.
	sentPeriods      []uint16
	sentPeriodsKnown []uint64
	// joinedText holds the folded texts of the index's sentences
	// joinedFirst to joinedFirst+len(joinedAt)-2, each followed by a
	// newline, sentence joinedFirst+k's from joinedAt[k] (see joined);
	// emptied when the state serves another index.
	joinedText  []byte
	joinedAt    []int32
	joinedFirst int
	// owners holds what owned found of each sentence of the index: 0
	// until asked, ownerNone when the sentence names no one, and the key
	// of its anchor otherwise (see anchorKey), kept from Check to Check
	// of the same index.
	owners []uint32
	// views are the clause views of the index's sentences read by clause
	// so far, by sentence (see sentenceView), kept from Check to Check of
	// the same index.
	views map[int32]*clauseView
	// sames tells, for claims' numbers, which of the sentences holding
	// their values state them (see sameAs), and nears which sentences hold
	// values near them (see nearOf), in nearWords words: kept from Check
	// to Check of the same index.
	sames     map[uint64]*sameBits
	nears     map[nearKey]*nearBits
	nearWords int
	// sameRoom, nearRoom and wordRoom are what sameAs and nearOf cut
	// their memos and those memos' bit arrays from (see cutRoom).
	sameRoom []sameBits
	nearRoom []nearBits
	wordRoom []uint64
	// sentToks is the room the tokens of a source sentence, sentText,
	// are written into by those that read them and keep none (see
	// tokensOf).
	sentToks []signals.Token
	sentText string
	// places is the room for the tokens of a sentence's view that are a
	// claim's verb (see doerElsewhere).
	places []int
	// Buffers reused from claim to claim: anchors holds the claim's
	// anchors (see Index.anchors).
	anchors    []int
	postings   [][]int32
	sentences  []int32
	passages   []int
	firsts     []int32
	partIDs    []int32
	counts     []int32
	recordPos  []int
	recordRefs []stemRef
	figs       []uint64
	// quoted and normQuoted hold a passage's quoted text as written and
	// normalised.
	quoted     []byte
	normQuoted []byte
	attr       attrScratch
	nearLists  [][]int32
	pruning    pruning
	// hours holds checkHours' buffers.
	hours hoursScratch
	// room is what the Check's report is cut from.
	room reportRoom
	// named reads the passages of Index.contradiction.
	named passageCursor
	// exhaustive makes decide measure every candidate passage and the
	// contradiction search read every passage it may: the reference that
	// tests hold the skipping to.
	exhaustive bool
}

// nameSlot is what the sentences hold of one folded name, looked up in
// its forms; its entry (which the slots of the name share while the name
// memo keeps it) holds the forms and key, the name's first word, its posting key; keyWin
// holds the windows of its sentences once made (see keyWindow).
type nameSlot struct {
	*nameEntry
	known, held, keyWin []uint64
	// bits is the one array known and held are cut from; a new slot in
	// the place of an old one takes over the old one's.
	bits []uint64
	// sents and keySents are the sentences of the name's keys and of its
	// key alone, once sentsRead (see sentences).
	sents, keySents []int32
	sentsRead       bool
	// initial is what the name, opening its sentence, is in the index
	// (see initialOf): one of initialName, initialOpener and initialWord,
	// or 0 until known.
	initial int8
	// index is the id of the index known, held, keyWin, the sentences and
	// initial are of; noIndex until they are made.
	index uint64
	// num is the slot's place in the state's slots (see dropIndexRefs).
	num int32
}

// noIndex is the index field of a new nameSlot: no index has that id, not
// even one made as a literal, whose id is 0.
const noIndex = ^uint64(0)

// next starts the state over for another claim and returns the claim,
// emptied, its buffers kept.
func (st *checkState) next() *claimSignals {
	st.claim++
	if st.claim == 0 {
		st.wrapClaims()
	}
	if len(st.slot) >= maxNameSlots {
		st.forgetNames()
	}
	st.spanWords = st.spanWords[:0]
	cs := &st.cs
	st.filled.note(st)
	// The claim is reset field by field, not by assigning it a new
	// claimSignals: that copies the whole struct, with a write barrier
	// for each of its pointers while the collector marks, where emptying
	// a buffer writes only its length. Its buffers (and tokens, which the
	// tokeniser writes from the start) keep their arrays; every other
	// field is zeroed (TestNextResetsClaim checks that none is missed).
	cs.state = st
	cs.numbers = cs.numbers[:0]
	cs.names = cs.names[:0]
	cs.nameSlot = cs.nameSlot[:0]
	cs.stems = cs.stems[:0]
	cs.stemRefs = cs.stemRefs[:0]
	cs.parts = cs.parts[:0]
	cs.cues = cs.cues[:0]
	cs.directions = cs.directions[:0]
	cs.clauseSpans = cs.clauseSpans[:0]
	cs.asideOwn = cs.asideOwn[:0]
	cs.quotes = cs.quotes[:0]
	cs.normQuotes = cs.normQuotes[:0]
	cs.commonKeys = cs.commonKeys[:0]
	cs.longWords = cs.longWords[:0]
	cs.seg = claims.Segment{}
	cs.borrowed, cs.evals, cs.refBits, cs.refOne, cs.hourDays, cs.union, cs.wide = 0, 0, 0, 0, 0, 0, 0
	cs.bucketed, cs.negated, cs.partsDone, cs.ascii, cs.asideHeld, cs.qualRead = false, false, false, false, false, false
	cs.stemFill, cs.asideSent, cs.qualHeld = 0, 0, 0
	cs.cited, cs.stated, cs.lower, cs.negAsides = nil, nil, "", nil
	cs.commonKnown, cs.negWordsRead, cs.negWords, cs.periodsRead, cs.periods = false, false, 0, false, 0
	cs.figures, cs.figuresRead, cs.differs, cs.differsKnown = cs.figures[:0], 0, 0, 0
	cs.contrast, cs.contrastRead = 0, false
	cs.negScope, cs.negScopeRead, cs.negNums = 0, false, 0
	cs.wholeNums, cs.wholeKnown, cs.quants, cs.quantsRead = 0, 0, cs.quants[:0], false
	cs.cause, cs.order, cs.added, cs.than, cs.wordsRead = 0, 0, 0, false, false
	cs.each, cs.total, cs.totalsRead = 0, 0, false
	cs.opposed, cs.oppositesRead, cs.hedge = cs.opposed[:0], false, claimHedge{}
	cs.people = cs.people[:0]
	return cs
}

// wrapClaims starts the claim numbers over at 1 once they wrap round to
// 0: every stamp is forgotten, those past the arrays' lengths too (see
// serve). It is next's rare case, kept out of its body, which every claim
// runs.
//
//go:noinline
func (st *checkState) wrapClaims() {
	clear(st.needleSeen[:cap(st.needleSeen)])
	clear(st.stemSeen[:cap(st.stemSeen)])
	clear(st.numSeen[:cap(st.numSeen)])
	clear(st.evalSeen[:cap(st.evalSeen)])
	st.attr.recordClaim = 0
	st.claim = 1
}

// nameSlotAsWritten returns the slot of a name as written, made on first
// use: a name met since the slots were last forgotten is found in
// st.written by its text, without folding it. A name of at most
// maxMemoWord bytes is all in its key; a longer one is keyed by its first
// and last eight bytes and its length, and its slot keeps a copy of it,
// which tells it from the others of its key.
func (st *checkState) nameSlotAsWritten(text string) int32 {
	// The name's slot, found here, not by a call for each name.
	st.written.ready()
	key := packKey(text)
	s := &st.written.slots[key.slot(st.written.mask)]
	if s.gen != st.written.gen || s.key != key || len(text) > maxMemoWord && s.ts.stem != text {
		if s.gen == st.written.gen {
			st.written.evictions++
		}
		st.fold = signals.AppendFold(st.fold[:0], text)
		k := st.nameSlotOf(st.fold)
		ts := tokenStem{id: k}
		if len(text) > maxMemoWord {
			// A copy: the slot must not keep the checked output alive.
			ts.stem = strings.Clone(text)
		}
		*s = wordSlot{key: key, gen: st.written.gen, ts: ts}
		if st.written.growing(nameShare) {
			st.written.grow()
		}
		return k
	}
	return s.ts.id
}

// nameSlotOf returns the slot of a folded name, made on first use.
func (st *checkState) nameSlotOf(folded []byte) int32 {
	h := maphash.Bytes(nameMemo.seed, folded)
	i, ok := st.slotIndex.find(st.slot, folded, h)
	if ok {
		return st.slotIndex.at[i] - 1
	}
	if st.slot == nil {
		// Room for the names of a few outputs, grown past that.
		st.slot = make([]nameSlot, 0, 32)
	}
	e := nameEntryOf(folded, h)
	k := int32(len(st.slot))
	var bits []uint64
	if int(k) < cap(st.slot) {
		bits = st.slot[:k+1][k].bits
	}
	st.slot = append(st.slot, nameSlot{nameEntry: e, bits: bits, index: noIndex, num: k})
	st.slotIndex.add(st.slot, i)
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

// slot returns the slot of the claim's name i, its bit arrays made for
// the index: those of another index are made again. (Small enough to be
// inlined where the slots are read, passage after passage.)
func (cs *claimSignals) slot(ix *Index, i int) (sl *nameSlot) {
	sl = &cs.state.slot[cs.nameSlot[i]]
	if sl.index != ix.id { // a new slot's index is noIndex
		sl.serve(ix, cs.state)
	}
	return
}

// serve makes the slot's bit arrays for index ix, st being the slot's
// state: empty, but for the sentences ruled out at once (see ruleOut). It
// is kept out of slot, which inlined it would make too large to be
// inlined itself.
//
//go:noinline
func (sl *nameSlot) serve(ix *Index, st *checkState) {
	sl.index, sl.keyWin = ix.id, nil
	sl.sents, sl.keySents, sl.sentsRead, sl.initial = nil, nil, false, 0
	size := slotBits(len(ix.ev.Sentences))
	bits := sl.bits
	if fits(cap(bits), size) {
		bits = bits[:size]
		clear(bits)
	} else {
		bits = make([]uint64, size) // one allocation for both
	}
	n := size / 2
	sl.bits, sl.known, sl.held = bits, bits[:n:n], bits[n:]
	sl.ruleOut(ix, st)
}

// ruleOut marks the sentences of index ix that cannot hold the slot's
// name known, without it, before any is read: for a keyed name (see
// keyedForms), every sentence that has none of its keys among its words
// and is not Loose (see evidence.Index.Loose). The lookups and the
// pruning's bounds (see may) then pass over them.
func (sl *nameSlot) ruleOut(ix *Index, st *checkState) {
	if !sl.keyed {
		return
	}
	loose := ix.ev.Loose()
	for w := range sl.known {
		sl.known[w] = ^loose[w]
	}
	both, _ := sl.sentences(ix, st)
	for _, s := range both {
		sl.known[s/64] &^= 1 << (uint(s) & 63)
	}
}

// slotBits is the length of a name slot's bit arrays for an index of n
// sentences: known's and held's, a bit per sentence each.
func slotBits(n int) int {
	return 2 * ((n + 63) / 64)
}

// sentences returns the sentences of the index holding the slot's key or
// one of its other forms' keys (see nameEntry), in order, a sentence
// holding two of them twice, and those holding its key alone: looked up once for the index,
// as claim after claim names the same subjects. st is the slot's state,
// which lists the slots holding sentences (see dropIndexRefs).
func (sl *nameSlot) sentences(ix *Index, st *checkState) (both, key []int32) {
	if !sl.sentsRead {
		st.readSents = append(st.readSents, sl.num)
		key = slices.Clip(ix.ev.SentencesWithWord(sl.key))
		both = key
		for _, k := range sl.otherKeys {
			if more := ix.ev.SentencesWithWord(k); len(more) > 0 {
				both = mergeSorted(append(make([]int32, 0, len(both)+len(more)), both...), more)
			}
		}
		sl.sents, sl.keySents, sl.sentsRead = both, key, true
	}
	return sl.sents, sl.keySents
}

// What a name that opens its sentence is in an index (see initialOf).
const (
	// initialName is a name that can anchor a claim (see
	// evidence.Index.CanAnchor).
	initialName int8 = 1 + iota
	// initialOpener is a word that is no name all the same ("Operating",
	// "Coupled": see evidence.Index.CanAnchor), which the sources hold but
	// never write in lower case: no anchor, but it makes the claim strong
	// for grounding as one does (see Index.opensOnOpener).
	initialOpener
	// initialWord is neither: a word a source writes in lower case, or
	// one no source holds that is no name ("Immobilizing the arm …",
	// which only a source sentence saying near enough the same grounds).
	initialWord
)

// initialOf returns what the slot's name, opening its sentence, is in
// index ix, which the slot serves: initialName, initialOpener or
// initialWord, asked of the index once, as claim after claim opens with
// the same subject.
func (sl *nameSlot) initialOf(ix *Index) int8 {
	if sl.initial == 0 {
		switch f := sl.forms.folded; {
		case ix.ev.CanAnchor(signals.Name{Initial: true}, f):
			sl.initial = initialName
		case !ix.ev.HasLowerWord(f) && len(ix.ev.SentencesWithWord(f)) > 0:
			sl.initial = initialOpener
		default:
			sl.initial = initialWord
		}
	}
	return sl.initial
}

// lookUp looks the slot's name up in sentence s, not yet looked up, and
// reports whether s holds it.
func (sl *nameSlot) lookUp(ix *Index, st *checkState, s int) bool {
	return sl.lookUpAny(ix, st, s/64, 1<<(uint(s)&63))
}

// lookUpAny looks the slot's name up in the sentences of bits m of word w
// of its bits, none of them looked up yet, in order until one holds it,
// and reports whether one does. The words of the bits and the grams'
// array are read once for the sentences, which a passage's lookups most
// often share.
func (sl *nameSlot) lookUpAny(ix *Index, st *checkState, w int, m uint64) bool {
	if st.grams == nil {
		st.grams, st.gramsKnown = make([]grams, len(ix.ev.Sentences)), make([]uint64, (len(ix.ev.Sentences)+63)/64)
	}
	known, gramsKnown, all := &sl.known[w], &st.gramsKnown[w], st.grams
	for ; m != 0; m &= m - 1 {
		s, bit := w*64+bits.TrailingZeros64(m), m&-m
		*known |= bit
		// The grams of the sentence, remembered (its bit in gramsKnown is
		// the one in known).
		if *gramsKnown&bit == 0 {
			*gramsKnown |= bit
			sentenceGrams(&all[s], &ix.ev.Sentences[s])
		}
		g := &all[s]
		// Most sentences are ruled out for a name of one form by their
		// grams (those of both their texts, see sentenceGrams), told here
		// without a call.
		if f := &sl.forms; f.other == nil && !g.mayHold(&f.grams) || !f.in(&ix.ev.Sentences[s], g) {
			continue
		}
		sl.held[w] |= bit
		return true
	}
	return false
}

// maxJoinedKept is the most bytes of joined texts a state keeps room
// for when it serves another index (see joined).
const maxJoinedKept = 1 << 16

// joined returns the folded texts of sentences first to end of the index
// joined, each followed by a newline, and the offset of each in the
// joined text, and of its end: made once for the passage (the wide
// passage of a record, whose names are sought in all of its facts) and
// kept until another passage or index asks.
func (st *checkState) joined(ix *Index, first, end int) (string, []int32) {
	if len(st.joinedAt) != end-first+2 || st.joinedFirst != first {
		text, at := st.joinedText[:0], st.joinedAt[:0]
		for s := first; s <= end; s++ {
			at = append(at, int32(len(text)))
			text = append(text, ix.ev.Sentences[s].Folded...)
			text = append(text, '\n')
		}
		st.joinedText, st.joinedAt, st.joinedFirst = text, append(at, int32(len(text))), first
	}
	// The bytes are not written again until the next passage is joined,
	// after the caller is done with them.
	return unsafe.String(unsafe.SliceData(st.joinedText), len(st.joinedText)), st.joinedAt
}

// owned reports whether sentence s names someone whose figures a claim
// that s holds none of the anchors of cannot take as its own: s is no
// record's opening hours, and has an anchor (see Index.otherOwner).
// Remembered for the index, with the anchor's key (see ownerKey):
// frequent figures are asked of in claim after claim.
func (st *checkState) owned(ix *Index, s int) bool {
	return st.ownerKey(ix, s) != ownerNone
}

// ownerKey returns the anchorKey of the anchor of sentence s when s is
// owned, ownerNone when it is not: found when first asked.
func (st *checkState) ownerKey(ix *Index, s int) uint32 {
	if st.owners == nil {
		st.owners = make([]uint32, len(ix.ev.Sentences))
	}
	k := st.owners[s]
	if k == 0 {
		k = ownerNone
		if ix.ev.Sentences[s].Hours == nil {
			if a := ix.ev.Anchor(s); a != "" {
				k = anchorKey(a)
			}
		}
		st.owners[s] = k
	}
	return k
}

// ownerNone is checkState.owners' entry of a sentence that is not owned;
// no anchorKey is.
const ownerNone = 1

// anchorKey returns a key of a name, one word or more, as writesCommon
// compares it with a claim's words: a hash of its bytes (FNV-1a), of the
// first with 0x20 set, as writesCommon reads it, so that a name and a
// word it matches have one key. It is neither 0 nor ownerNone.
func anchorKey(name string) uint32 {
	h := (2166136261 ^ uint32(name[0]|0x20)) * 16777619
	for i := 1; i < len(name); i++ {
		h = (h ^ uint32(name[i])) * 16777619
	}
	return h | 2
}

// tokensOf returns the tokens of text, a source sentence's, written into
// the state's room for them, which the next call for another text writes
// over: for a reader that keeps none. (An array on the caller's stack
// escapes to the heap through the tokenizer, and was made for each
// sentence read.) The readers of a passage about to ground a claim ask
// for its closest sentence one after another: a text asked for again is
// not cut into words again.
func (st *checkState) tokensOf(text string) []signals.Token {
	if text != st.sentText || len(st.sentToks) == 0 {
		st.sentToks, st.sentText = signals.TokenizeInto(st.sentToks[:0], text).Tokens, text
	}
	return st.sentToks
}

// maxSames bounds the numbers a checkState remembers the sentences of
// (see sameAs); past it, the memo starts over.
const maxSames = 1024

// sameKey is a claim's number as signals.HasSame reads it: the source
// numbers that state one number state every number of its key.
type sameKey struct {
	value  uint64 // the bits of the value
	unit   string
	kind   signals.Kind
	approx bool
	ranged bool // an end of a range (see signals.Same)
	// counted is the number's Counted, which a source's figure of
	// another kind does not state.
	counted bool
}

// sameBits tells, bit k for the k-th of the sentences holding a number's
// value (see evidence.Index.SentencesWithNumber), whether that sentence
// states the number (signals.HasSame), once known has bit k. The memos of
// the numbers of one value are a list, from the one the state's sames
// holds for the value's bits through next.
type sameBits struct {
	key         sameKey
	next        *sameBits
	known, same []uint64
	// small holds known and same when the value has at most 64
	// sentences, as most have: a memo is then one allocation.
	small [2]uint64
}

// sameAs returns the memo of the sentences holding n's value, of which
// there are count, that state n: made empty on first use, and kept for
// the index, as a frequent figure is asked of in claim after claim. The
// memos are found by the value's bits, a key the map hashes and compares
// faster than the whole sameKey with its unit.
func (st *checkState) sameAs(n signals.Number, count int) *sameBits {
	key := sameKey{value: math.Float64bits(n.Value), unit: n.Unit, kind: n.Kind, approx: n.Approx, ranged: n.Range != signals.NoRange,
		counted: n.Counted}
	first := st.sames[key.value]
	for sb := first; sb != nil; sb = sb.next {
		if sb.key == key {
			return sb
		}
	}
	if st.sames == nil || len(st.sames) >= maxSames {
		st.sames, first = make(map[uint64]*sameBits), nil
	}
	sb := &cutRoom(&st.sameRoom, 1, memoChunk)[0]
	*sb = sameBits{key: key, next: first}
	words := (count + 63) / 64
	bits := sb.small[:]
	if words > 1 {
		bits = cutRoom(&st.wordRoom, 2*words, wordChunk) // one cut for both
	}
	sb.known, sb.same = bits[:words:words], bits[words:2*words]
	st.sames[key.value] = sb
	return sb
}

// The number of memos, and of words of their bit arrays, that cutRoom
// makes room for at once.
const (
	memoChunk = 32
	wordChunk = 1024
)

// cutRoom returns n zero values cut from the end of *room, which it makes
// anew, with room for chunk values or n when more, when it has not room
// for n left. The values cut are the caller's from then on, never cut
// again: the memos a state makes one by one for the numbers of its claims
// take an allocation for many, not one each.
func cutRoom[T any](room *[]T, n, chunk int) []T {
	if cap(*room)-len(*room) < n {
		*room = make([]T, 0, max(n, chunk))
	}
	r := *room
	*room = r[:len(r)+n]
	return r[len(r) : len(r)+n : len(r)+n]
}

// states reports whether s, the k-th of the sentences holding n's value,
// states n; n is the number the memo is of.
func (sb *sameBits) states(ix *Index, k int, s int32, n signals.Number) bool {
	w, bit := k/64, uint64(1)<<(uint(k)&63)
	if sb.known[w]&bit == 0 {
		sb.known[w] |= bit
		if signals.HasSame(ix.ev.Sentences[s].Numbers, n) {
			sb.same[w] |= bit
		}
	}
	return sb.same[w]&bit != 0
}

// maxNearWords bounds the words of the bit arrays a checkState keeps of
// the sentences holding values near claims' numbers (see nearOf); past it,
// the memo starts over.
const maxNearWords = 1 << 19

// nearBits are the sentences holding the sources' values near a value, as
// Index.nearLists finds them: their bits, and total, what their lists hold
// together.
type nearBits struct {
	bits  []uint64
	total int
}

// nearKey is the value a nearOf memo is of, and whether figures within
// a tenth of it are near (see signals.Number.Roundable).
type nearKey struct {
	bits  uint64
	rough bool
}

// nearOf returns the sentences holding the sources' values near n's
// value, or false when every value is near it (see Index.nearLists): made
// on first use, and kept for the index, as claims ask of the same figures
// again and again, and pruning reads them a word at a time.
func (st *checkState) nearOf(ix *Index, n signals.Number) (*nearBits, bool) {
	v, rough := n.Value, n.Roundable()
	key := nearKey{math.Float64bits(v), rough}
	if nb := st.nears[key]; nb != nil {
		return nb, true
	}
	lists, ok := ix.nearLists(st, v, rough)
	if !ok {
		return nil, false
	}
	words := (len(ix.ev.Sentences) + 63) / 64
	if st.nears == nil || st.nearWords+words > maxNearWords {
		st.nears, st.nearWords = make(map[nearKey]*nearBits), 0
	}
	nb := &cutRoom(&st.nearRoom, 1, memoChunk)[0]
	nb.bits = cutRoom(&st.wordRoom, words, wordChunk)
	for _, l := range lists {
		nb.total += len(l)
		for _, s := range l {
			nb.bits[s/64] |= 1 << (uint(s) & 63)
		}
	}
	st.nears[key], st.nearWords = nb, st.nearWords+words
	return nb, true
}

// stemsHeld returns the claim's stems (at most 64) that sentence s holds,
// bit i for stem i.
func (cs *claimSignals) stemsHeld(ix *Index, s int) uint64 {
	seen, stems := cs.stemMemo(ix)
	if seen[s] != cs.state.claim {
		var held uint64
		if cs.stemFill <= 0 {
			held = cs.sharedStems(ix.ev.Sentences[s].StemIDs)
		}
		seen[s], stems[s] = cs.state.claim, held
	}
	return stems[s]
}

// maxStemFill is the most postings fillStems marks the sentences of for
// a claim: a claim's stems are most often in few of its source's
// sentences, and marking each of those once costs less than reading the
// stem ids of every sentence of the passages measured (128 did best on
// RAGTruth, of 64 to 512); the bound keeps a claim's cost from growing
// with the source's size.
const maxStemFill = 128

// fillStems fills stemsHeld's memo for the claim's stems (at most 64)
// from their postings, unless those are more than most in all, and sets
// stemFill to tell which. A sentence already in the memo for the claim
// holds its stems in full, and keeps them. The postings are counted before
// any is marked: reading each once, and taking the marks back when the
// bound is passed, costs less on RAGTruth but 3% more on a large source's
// claims, which pass the bound more often.
func (cs *claimSignals) fillStems(ix *Index, most int) {
	for _, r := range cs.stemRefs {
		if most -= len(ix.ev.SentencesWithStemID(r.id)); most < 0 {
			cs.stemFill = -1
			return
		}
	}
	seen, stems := cs.stemMemo(ix)
	stems = stems[:len(seen)] // one bounds check for both
	claim := cs.state.claim
	for _, r := range cs.stemRefs {
		bit := uint64(1) << (uint(r.pos) & 63)
		for _, s := range ix.ev.SentencesWithStemID(r.id) {
			if seen[s] != claim {
				seen[s], stems[s] = claim, bit
			} else {
				stems[s] |= bit
			}
		}
	}
	cs.stemFill = 1
}

// stemMemo returns stemsHeld's memo, made on first use: stems[s] is the
// claim's stems sentence s holds when seen[s] is the claim's number.
func (cs *claimSignals) stemMemo(ix *Index) (seen []uint32, stems []uint64) {
	st := cs.state
	if st.stemSeen == nil {
		st.stemSeen, st.stems = make([]uint32, len(ix.ev.Sentences)), make([]uint64, len(ix.ev.Sentences))
	}
	return st.stemSeen, st.stems
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
		// A sentence without numbers states none, and one states only a
		// number near a value of its own, a loose one (a period, a share:
		// see signals.Number.Loose) a figure of its kind, or of a span of
		// values any figure, and a percentage a share it rounds (see
		// statesFigure): most of the claim's numbers are told so without
		// a call of statesFigure, and most of the sentence's figures
		// without one of mayState (see nextNear).
		nums := sent.Numbers
		for k := 0; k < len(cs.numbers) && len(nums) > 0; k++ {
			n := &cs.numbers[k]
			wide := cs.wide&(1<<k) != 0
			for j := 0; j < len(nums); j++ {
				if !wide {
					if j = nextNear(nums, j, n); j == len(nums) {
						break
					}
				}
				if mayState(n, &nums[j], wide) {
					if ix.statesFigure(cs, sent, n) {
						held |= 1 << k
					}
					break
				}
			}
		}
		st.numSeen[s], st.nums[s] = st.claim, held
	}
	return st.nums[s]
}

// wideFigures returns claimSignals.wide of a claim's numbers nums.
func wideFigures(nums []signals.Number) uint64 {
	var wide uint64
	for k := range min(len(nums), 64) {
		if nums[k].Wide() {
			wide |= 1 << k
		}
	}
	return wide
}

// mayState is statesFigure's quick test of a claim's figure n and a
// source's figure m: false only where signals.Same(*n, *m) is, and m of
// a value too far from n's to round to it (see signals.WithinRounding).
// wide is n.Wide().
func mayState(n, m *signals.Number, wide bool) bool {
	if n.Value == m.Value {
		return true
	}
	// nearValue and signals.WithinRounding in one: values within a
	// millionth of each other are within a tenth. nextNear passes over
	// the figures beyond this reach.
	if d := math.Abs(n.Value - m.Value); d <= signals.RoundingReach(n.Value) {
		return d <= 1e-6*(math.Abs(n.Value)+math.Abs(m.Value)) || n.Roundable() || wide && widelyStated(n, m)
	}
	return wide && widelyStated(n, m)
}

// nextNear returns the first of figures figs from j on that is not too
// far from figure n, which is not wide, for n to round to it, len(figs)
// when none is: mayState is false of the others (their distance from n
// is more than signals.RoundingReach of n's value, the reach mayState
// tests; TestNextNearIsMayState and FuzzNextNear check that they agree).
// Most of a sentence's figures are that far from a claim's figure, and
// figuresOf passes them over in this loop, which calls nothing, rather
// than asking mayState of each in one that calls it (0.7 M instructions
// fewer a RAGTruth op).
func nextNear(figs []signals.Number, j int, n *signals.Number) int {
	v, reach := n.Value, signals.RoundingReach(n.Value)
	for j < len(figs) && math.Abs(v-figs[j].Value) > reach {
		j++
	}
	return j
}

// widelyStated is figuresOf's quick test of a claim's wide figure n (see
// claimSignals.wide) and a source's figure m of another value: a loose n
// is stated only by a figure of its kind, or a span of values by any
// figure, and a percentage only by a share it rounds.
func widelyStated(n, m *signals.Number) bool {
	if n.Loose() {
		return m.Kind == n.Kind || n.ValueDecade()
	}
	return roundedShare(n, m)
}

// passageFigures returns the claim's numbers each sentence of the passage
// states (see statesFigure), bit i for number i, and all of them together;
// nil when the claim has more than 64 numbers, or for a record's passage,
// whose many sentences are better read one by one until the figure is
// found.
func (cs *claimSignals) passageFigures(ix *Index, pass *evidence.Passage) (figs []uint64, all uint64) {
	if len(cs.numbers) == 0 || len(cs.numbers) > 64 || pass.Record {
		return nil, 0
	}
	st := cs.state
	figs = st.figs[:0]
	for s := pass.First; s <= pass.Last; s++ {
		// figuresOf's memo read here: most sentences are in the passages
		// before and after too.
		var held uint64
		if st.numSeen != nil && st.numSeen[s] == st.claim {
			held = st.nums[s]
		} else {
			held = cs.figuresOf(ix, s)
		}
		figs = append(figs, held)
		all |= held
	}
	st.figs = figs
	return figs, all
}

// evalChunk is the number of passageEvals a chunk of the slab holds.
const evalChunk = 16

// evalSlab is the chunks of passageEvals a claim is measured into.
type evalSlab [][]passageEval

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

// measured returns passage p measured against the claim, at least its
// signals (see Index.signalsOf), or nil when it is not yet.
func (cs *claimSignals) measured(p int) *passageEval {
	st := cs.state
	if st.evalSeen == nil || st.evalSeen[p] != st.claim {
		return nil
	}
	k := uint32(st.evalAt[p]) // never negative: unsigned, its chunk and place are a shift and a mask
	return &(*cs.slab)[k/evalChunk][k%evalChunk]
}

// newEval returns a zero passageEval for passage p, remembered as p's
// measurement for the claim. The slab's entries are reused claim after
// claim, their slices emptied. A pointer returned stays valid through the
// claim: the slab grows by a chunk at a time, and never moves one.
func (cs *claimSignals) newEval(ix *Index, p int) *passageEval {
	st := cs.state
	// The count is never negative: unsigned, its chunk and place are a
	// shift and a mask, where an int's took seven more instructions.
	slab, k := cs.slab, uint(cs.evals)
	if st.evalSeen == nil || slab == nil || k/evalChunk == uint(len(*slab)) {
		slab = cs.evalRoom(ix)
	}
	e := &(*slab)[k/evalChunk][k%evalChunk]
	// Reset field by field, as next resets the claim, and checked by
	// TestNewEvalResets: the lists keep their arrays.
	e.missingNums = e.missingNums[:0]
	e.ownedNums = e.ownedNums[:0]
	e.supposedNums = e.supposedNums[:0]
	e.missingNames = e.missingNames[:0]
	e.missingQuotes = e.missingQuotes[:0]
	e.p, e.closest, e.stems = 0, 0, 0
	e.cover, e.needCover, e.aboutCover = 0, 0, 0
	e.negDiff, e.dirConflict, e.flipAxis, e.full = false, false, 0, false
	e.otherSubject, e.ownedByVerb, e.ownedQuote = "", false, false
	cs.evals++
	st.evalSeen[p], st.evalAt[p] = st.claim, int32(k)
	return e
}

// evalRoom makes what newEval writes the claim's next measurement into
// where it is missing: the state's marks of the passages measured, the
// claim's slab, and the slab's next chunk. It is newEval's rare case, kept
// out of its body, and returns the slab.
func (cs *claimSignals) evalRoom(ix *Index) *evalSlab {
	st := cs.state
	if st.evalSeen == nil {
		st.evalSeen, st.evalAt = make([]uint32, len(ix.ev.Passages)), make([]int32, len(ix.ev.Passages))
	}
	if cs.slab == nil {
		cs.slab = new(evalSlab)
	}
	if cs.evals/evalChunk == len(*cs.slab) {
		*cs.slab = append(*cs.slab, newEvalChunk())
	}
	return cs.slab
}

// dropEval forgets passage p's measurement, the last newEval made: p is
// not measured for the claim, and the slab's entry serves the next.
func (cs *claimSignals) dropEval(p int) {
	cs.evals--
	cs.state.evalSeen[p] = 0 // no claim's number
}

// states keeps the states of finished Checks, of any index, for the next
// Checks: a program checking against many small indexes, each made for a
// few outputs, would otherwise grow a state and its buffers for each.
var states sync.Pool

// indexes counts the indexes made: an index's id is its number, and a
// state's memos are of the index whose id it holds (see Index.state).
var indexes atomic.Uint64

// state returns a state for a Check of the index: one a finished Check
// left, or a new one. Its memos hold only what is true of the index: a
// state last used for another index is made the index's first (see
// serve).
func (ix *Index) state() *checkState {
	st, ok := states.Get().(*checkState)
	if !ok {
		st = &checkState{}
	}
	// An index made as a literal, in a test, has no id of its own.
	if st.index != ix.id || ix.id == 0 {
		st.serve(ix)
	}
	return st
}

// release gives a Check's state back for the next Check. It is not
// deferred: a Check that panics (a caller such as a server may recover)
// leaves its state to the collector, not to the pool, as its memos may be
// half-made (a sentence marked looked up before the answer is written).
func (ix *Index) release(st *checkState) {
	st.cs.seg, st.cs.lower, st.lower, st.exhaustive, st.room = claims.Segment{}, "", "", false, reportRoom{}
	st.asciiOutput, st.capitals, st.output = false, signals.Capitals{}, checkedOutput{}
	st.named.ix = nil
	st.keys, st.keyEnds = st.keys[:0], st.keyEnds[:0]
	// The output's segments and lower case are dropped, so that a pooled
	// state does not keep the whole output alive through them; the claim
	// buffers keep at most about maxKeptOutput bytes of outputs alive.
	clear(st.segs)
	st.filled.note(st)
	if st.filled.output >= maxKeptOutput {
		st.dropOutputText()
	}
	states.Put(st)
}

// maxKeptOutput bounds the bytes of checked outputs a state's claim
// buffers may keep alive (see dropOutputText): past it, a released state
// empties them. A bench or a batch of small outputs empties them every
// few hundred outputs; a large output, as it is released.
const maxKeptOutput = 1 << 20

// dropOutputText empties the claim buffers whose entries hold strings cut
// from the checked outputs or from their lower case, as far as claims
// have filled them since they were last emptied (see outputFill). Each
// such string keeps a whole output (or its lower case) alive, and a
// buffer is overwritten only as far as the next claim reaches: the
// entries of the last claim, and those an earlier, longer claim left past
// its end, would keep outputs alive from Check to Check for as long as
// the state is pooled (TestReleasedStateKeepsNoOutput,
// TestStateKeepsFewOutputs). The attribute scratch's buffers are filled
// only for the claims that mention a record's property, few outputs'
// claims: they are emptied only when one has filled them (see
// attrScratch.wordsRead).
func (st *checkState) dropOutputText() {
	cs, sc, f := &st.cs, &st.attr, &st.filled
	clearFilled(cs.tokens, f.tokens)
	clearFilled(cs.numbers, f.numbers)
	clearFilled(cs.names, f.names)
	clearFilled(cs.quotes, f.quotes)
	clearFilled(cs.parts, f.parts)
	clearFilled(st.names, f.stNames)
	*f = outputFill{}
	if sc.wordsRead {
		clear(sc.words[:cap(sc.words)])
		clear(sc.negTokens[:cap(sc.negTokens)])
		clear(sc.split[:cap(sc.split)])
		clear(sc.splitAnd[:cap(sc.splitAnd)])
		clear(sc.read[:cap(sc.read)])
		clear(sc.part[:cap(sc.part)])
		sc.wordsRead = false
	}
}

// outputFill is how many entries of each claim buffer that holds text of
// the checked outputs claims have filled since dropOutputText last
// emptied them, which it empties (not the buffer's capacity, which one
// long claim may have made large for good, and which every later
// emptying would then pay for: a claim fills a buffer from its start, so
// entries past the longest fill are empty already); and the bytes of the
// outputs checked since.
type outputFill struct {
	tokens, numbers, names, quotes, parts, stNames int
	// output is the bytes of the outputs checked (see Index.checking).
	output int
}

// checking takes a state for a Check of output: the state counts its
// bytes (see release).
func (ix *Index) checking(output string) *checkState {
	st := ix.state()
	st.filled.output += len(output)
	return st
}

// note records the lengths of the buffers as the claim read last left
// them.
func (f *outputFill) note(st *checkState) {
	cs := &st.cs
	f.tokens = max(f.tokens, len(cs.tokens))
	f.numbers = max(f.numbers, len(cs.numbers))
	f.names = max(f.names, len(cs.names))
	f.quotes = max(f.quotes, len(cs.quotes))
	f.parts = max(f.parts, len(cs.parts))
	f.stNames = max(f.stNames, len(st.names))
}

// clearFilled empties the first n entries of buf's array.
func clearFilled[T any](buf []T, n int) {
	clear(buf[:min(n, cap(buf))])
}

// dropIndexRefs drops what the state's memos hold of the index it served
// before serve, which the caller may have dropped (an index made for each
// request): the name slots' sentences, cut from that index's one array of
// posting lists, and the measured passages' owners, cut from its text
// (TestStateKeepsNoOldIndex); serve drops the last claim's posting
// lists, near values' lists and opening hours, the index's too. The slots
// keep their other memos (see slot); those whose index is the one served
// before read their sentences again if it is served again. Only the slots that read sentences since the last
// serve are visited (see readSents), not every slot the state has.
func (st *checkState) dropIndexRefs() {
	slots := st.slot[:cap(st.slot)] // those past the last forgetNames too
	for _, k := range st.readSents {
		sl := &slots[k]
		sl.sents, sl.keySents, sl.sentsRead = nil, nil, false
	}
	st.readSents = st.readSents[:0]
	if st.cs.slab != nil {
		for _, chunk := range *st.cs.slab {
			for i := range chunk {
				chunk[i].otherSubject = ""
			}
		}
	}
}

// serve empties the state's memos for index ix, keeping their arrays where
// they are large enough. The stamped memos (stemSeen, numSeen, evalSeen,
// needleSeen, and the attribute scratch's recordClaim) need no clearing: a
// stamp is the number of the claim it was written for, which no later
// claim has (see next); the grams are cleared. The name slots are kept:
// a name's forms are the same whatever the index, and its lookups, of
// another index, are made again on first use (see slot); but an index
// without an id of its own could be taken for another, and clears them.
func (st *checkState) serve(ix *Index) {
	st.index = ix.id
	st.fitToIndex(ix)
	st.dropIndexRefs()
	clear(st.postings[:cap(st.postings)])
	clear(st.nearLists[:cap(st.nearLists)])
	clear(st.hours.hours[:cap(st.hours.hours)])
	clear(st.sentToks[:cap(st.sentToks)])
	st.sentToks, st.sentText = st.sentToks[:0], ""
	st.words.useTable(ix.ev.TableID())
	st.words.forget()
	n := len(ix.ev.Sentences)
	st.stemSeen, st.stems = fitBoth(st.stemSeen, st.stems, n, n)
	st.numSeen, st.nums = fitBoth(st.numSeen, st.nums, n, n)
	st.evalSeen, st.evalAt = fitBoth(st.evalSeen, st.evalAt, len(ix.ev.Passages), len(ix.ev.Passages))
	st.needleSeen, st.needleHeld = fitBoth(st.needleSeen, st.needleHeld, len(ix.needles), len(ix.needles))
	st.grams, st.gramsKnown = fitBoth(st.grams, st.gramsKnown, n, (n+63)/64)
	clear(st.gramsKnown)
	st.sentPeriods, st.sentPeriodsKnown = fitBoth(st.sentPeriods, st.sentPeriodsKnown, n, (n+63)/64)
	clear(st.sentPeriodsKnown)
	st.joinedText, st.joinedAt = st.joinedText[:0], st.joinedAt[:0]
	if cap(st.joinedText) > maxJoinedKept {
		// A large record's: not kept for the small ones after it.
		st.joinedText, st.joinedAt = nil, nil
	}
	if fits(cap(st.owners), n) {
		st.owners = st.owners[:n]
		clear(st.owners)
	} else {
		st.owners = nil
	}
	clear(st.views)
	clear(st.sames)
	clear(st.nears)
	st.nearWords = 0
	if ix.id == 0 {
		st.forgetNames()
	}
}

// fitToIndex drops the arrays the state keeps from claim to claim and
// from index to index, but makes for the index it serves, that are many
// times larger than index ix needs (see fits): those of the claims'
// measured passages (the slab), and the name slots' bit arrays, each made
// for the index its slot last served. After a large index they would
// otherwise keep its size while the state serves small ones (a server's
// requests), as the other arrays serve does not keep.
func (st *checkState) fitToIndex(ix *Index) {
	if slab := st.cs.slab; slab != nil {
		if keep := (4*len(ix.ev.Passages) + 1024) / evalChunk; len(*slab) > keep {
			clear((*slab)[keep:])
			*slab = (*slab)[:keep]
		}
	}
	n := len(ix.ev.Sentences)
	if st.slotsFor > n && !fits(slotBits(st.slotsFor), slotBits(n)) {
		slots := st.slot[:cap(st.slot)] // those past the last forgetNames too
		for i := range slots {
			sl := &slots[i]
			sl.bits, sl.known, sl.held, sl.index = nil, nil, nil, noIndex
		}
		st.slotsFor = 0
	}
	st.slotsFor = max(st.slotsFor, n)
}

// forgetNames forgets the state's name slots, keeping their arrays; the
// sentences the forgotten slots hold are dropped, which bounds the slots
// dropIndexRefs lists.
func (st *checkState) forgetNames() {
	st.dropIndexRefs()
	st.written.forget()
	clear(st.slotIndex.at)
	st.slot = st.slot[:0]
}

// fitBoth returns a memo's two arrays cut to lengths n and m, or nil for
// both when either is too short or far too long: the memo is then made on
// first use. A state that served a large index does not keep its arrays
// for the small ones after it.
func fitBoth[A, B any](a []A, b []B, n, m int) ([]A, []B) {
	if !fits(cap(a), n) || !fits(cap(b), m) {
		return nil, nil
	}
	return a[:n], b[:m]
}

// fits reports whether an array of capacity c may serve as one of length
// n: it is long enough, and not many times longer.
func fits(c, n int) bool {
	return c >= n && c <= 4*n+1024
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
