package sourced

import (
	"runtime"
	"strconv"
	"sync"
	"sync/atomic"

	"github.com/sourced-dev/sourced/internal/claims"
	"github.com/sourced-dev/sourced/internal/evidence"
	"github.com/sourced-dev/sourced/internal/signals"
	"github.com/sourced-dev/sourced/internal/swar"
)

// Index is a set of sources prepared once — sentences, passages and
// postings from words, numbers and names to sentences — so that any number
// of outputs can be checked against them. An Index is immutable and safe
// for concurrent use.
type Index struct {
	ev *evidence.Index
	// labels are the numbered passages the sentences lie in (see
	// passageLabels); nil when no source is cut into numbered passages.
	labels []int32
	// attrs are the terms of the yes/no properties of the sources'
	// records, one for each of ev.Attributes().
	attrs []attrTerms
	// needles are the distinct words and stems of the properties, which
	// a claim is searched for (see attrTerms.needles).
	needles []string
	// mention tells most claims that they name none of the properties
	// (see mentionFilter).
	mention *mentionFilter
	// narrow, set when no passage spans more than evidence.Width
	// sentences (a record's passage spans all its facts), is where the
	// passages lie in bits: it lets the contradiction search read
	// passages through bit windows (see passageCursor), and decide find a
	// claim's candidates without reading the passages (see passageBits).
	narrow *passageBits
	// id is the index's number (see indexes).
	id uint64
	// hedging, qualifying, scoped, linking, conditioning, parting,
	// counting, excepting, amongst, comparing, pastCued, futured,
	// totalled, stepped and steppedBack have a bit for each sentence that
	// holds a word of hedgingSet, qualifierSet, scopeSet, linkSet,
	// conditionSet, partSet, countSet, exceptSet, amongSet, thanSet,
	// pastCueSet, futureSet, eachTotalSet, stepSet, stepBackSet (see
	// holdsAt).
	hedging, qualifying, scoped, linking, conditioning, parting, counting, excepting, amongst, comparing, pastCued, futured, totalled, stepped, steppedBack wordBits
}

// NewIndex prepares unnamed sources; evidence names them "1", "2", … in
// order. Several sources are several documents: evidence never runs across
// the seam between two of them.
func NewIndex(sources ...string) *Index {
	named := make([]Source, len(sources))
	for i, s := range sources {
		named[i] = Source{Name: strconv.Itoa(i + 1), Text: s}
	}
	return NewNamedIndex(named...)
}

// NewNamedIndex prepares named sources, such as files.
func NewNamedIndex(sources ...Source) *Index {
	docs := make([]evidence.Document, len(sources))
	for i, s := range sources {
		docs[i] = evidence.Document{Name: s.Name, Text: s.Text}
	}
	ev := evidence.New(docs...)
	ix := &Index{id: indexes.Add(1), ev: ev, labels: passageLabels(docs, ev.Sentences), narrow: narrowBits(ev)}
	ix.prepareAttributes()
	return ix
}

// Check splits output into claims and decides each against the index.
// An output of many claims is decided in parts, in parallel on all cores
// (see checkParts); its report is the same.
func (ix *Index) Check(output string) Report {
	var r Report
	ix.checkInto(&r, nil, output, runtime.GOMAXPROCS(0))
	return r
}

// checkInto is Check, its report written into r: r's array of claims is
// cut again when it has room for the output's, else a new one is made
// (of a report with none, one even for no claims, as Check's).
// Its claims past its length are zero, as checkInto leaves them. The
// claims' lists are cut from room, emptied first, when it is not nil
// (the last report's, which the new one is written over), else from a
// room of their own, of each part's state when the claims are decided in
// up to parts parts in parallel (see checkParts); with a room, in one.
func (ix *Index) checkInto(r *Report, room *reportRoom, output string, parts int) {
	st := ix.checking(output)
	if room != nil {
		room.reuse()
		st.room = *room
		parts = 1
	}
	st.segs = claims.AppendSplit(st.segs[:0], output)
	segs := st.segs
	clear(r.Claims)
	r.Counts = Counts{}
	if r.Claims == nil || cap(r.Claims) < len(segs) {
		r.Claims = make([]Claim, 0, len(segs))
	}
	// Decided in place: the claims have room for every segment, made
	// zero, and each is written where it lies.
	r.Claims = r.Claims[:len(segs)]
	// The output is lowered once; each ASCII claim cuts its lower case
	// from it. The pass that lowers it finds too whether it is ASCII and
	// marks its capitals, kept in st.caps when it is. It is lowered into
	// the state's array, written again by the state's next Check: what
	// the state keeps from Check to Check holds copies of the words it
	// cuts from it (see TestReleasedStateKeepsNoOutput), and reports cut
	// none.
	var caps signals.Capitals
	st.lower, caps, st.asciiOutput = signals.LowerASCIIMarkedInto(output, st.caps, &st.lowered)
	if st.asciiOutput {
		st.caps, st.capitals = caps, caps
	}
	o := &st.output
	o.text, o.segs = output, segs
	if ix.labels != nil {
		o.lineCited = lineCitations(output, segs)
	}
	if n := partsOf(len(segs), parts); n > 1 {
		ix.checkParts(st, o, r.Claims, n)
	} else {
		st.room.claims = len(segs)
		ix.checkPart(st, o, r.Claims, 0, len(segs))
		st.fillKeys(r.Claims)
	}
	for i := range r.Claims {
		r.Counts.Add(r.Claims[i].Verdict)
	}
	if room != nil {
		*room = st.room
	}
	if cap(st.lowered) > maxKeptOutput {
		// A large output's lower case is not kept with the state.
		st.lowered = nil
	}
	ix.release(st)
}

// checkedOutput is what every part of a Check reads of its output (see
// checkPart): the text, its segments, and the passages each segment's
// line cites (see lineCitations; nil when the index has no numbered
// passages). The Check's first state holds it.
type checkedOutput struct {
	text      string
	segs      []claims.Segment
	lineCited [][]int32
}

// minPartClaims is the fewest claims a part of an output decided in
// parallel has (see partsOf): fewer, and starting a part costs more than
// the claims it takes from the others.
const minPartClaims = 16

// partsOf is how many parts an output of n claims is decided in, on up
// to parts cores.
func partsOf(n, parts int) int {
	return max(1, min(parts, n/minPartClaims))
}

// checkParts decides the claims of o, into claims, in n parts of about as
// many claims each, in parallel. The first part is st's; each other takes
// a state of its own, which reads the output as st lowered it. Every
// claim's verdict, reason and evidence are what one part deciding them all
// gives (TestCheckPartsAsOne).
func (ix *Index) checkParts(st *checkState, o *checkedOutput, claims []Claim, n int) {
	runParts(n, func(k int) {
		from, to := k*len(claims)/n, (k+1)*len(claims)/n
		p := st
		if k > 0 {
			// Taken as a Check takes it, the output counted among those
			// its buffers may keep alive (see release).
			p = ix.checking(o.text)
			p.lower, p.asciiOutput, p.capitals = st.lower, st.asciiOutput, st.capitals
		}
		p.room.claims = to - from
		ix.checkPart(p, o, claims, from, to)
		p.fillKeys(claims[from:to])
		if k > 0 {
			ix.release(p)
		}
	})
}

// runParts runs part(k) for k from 0 to n-1 in parallel, part 0 on the
// calling goroutine and each other on one of its own, and returns when
// all have. A part that panics makes runParts panic on the calling
// goroutine, once the other parts are done, with the value the part
// panicked with (the first, when several do): a caller that recovers from
// a Check's panic (a server) recovers from a part's as from one part
// deciding them all.
func runParts(n int, part func(k int)) {
	var (
		wg     sync.WaitGroup
		failed atomic.Pointer[partPanic]
	)
	run := func(k int) {
		defer func() {
			if v := recover(); v != nil {
				failed.CompareAndSwap(nil, &partPanic{v})
			}
		}()
		part(k)
	}
	for k := 1; k < n; k++ {
		wg.Go(func() { run(k) })
	}
	run(0)
	wg.Wait()
	if p := failed.Load(); p != nil {
		panic(p.value)
	}
}

// partPanic is what a part of runParts panicked with.
type partPanic struct{ value any }

// checkPart decides the claims of segments o.segs[from:to], with st, into
// claims[from:to]. A part that does not start the output first reads the
// claims before it that its first claim may refer back through (see
// leadIn), and the heading above it.
func (ix *Index) checkPart(st *checkState, o *checkedOutput, claims []Claim, from, to int) {
	var (
		// subject is the last claim's subject, for "It …": a copy, as the
		// claim's buffers are reused.
		subject *signals.Name
		held    signals.Name
		heading int32 // the passage a heading line named for the lines below
	)
	if from > 0 {
		if ix.leadIn(st, o.segs[:from], &held) {
			subject = &held
		}
		if ix.labels != nil {
			heading = headingAbove(o.segs[:from])
		}
	}
	// An ASCII output's offsets in code points are its byte offsets;
	// another's are counted from its start.
	runePos, bytePos := 0, 0
	for i := from; i < to; i++ {
		seg := o.segs[i]
		runeEnd := seg.End
		if !st.asciiOutput {
			runePos += swar.RuneCount(o.text[bytePos:seg.Start])
			runeEnd = runePos + swar.RuneCount(seg.Text)
			bytePos = seg.End
		} else {
			runePos = seg.Start
		}

		cs := ix.extract(seg, st)
		if ix.labels != nil {
			// The passages a claim cites count only in sources cut into
			// numbered passages (see inCited): of others, none is read.
			if seg.Preamble {
				heading = headingPassage(seg.Text)
			}
			// Passages are cited by number: an ASCII claim none of whose
			// tokens holds a digit cites none.
			if !cs.ascii || cs.union&signals.ClassDigit != 0 {
				cs.cited = citedPassages(cs.citedRoom, seg.Text)
				if cs.cited != nil {
					cs.citedRoom = cs.cited
				}
			}
			if cs.cited == nil && o.lineCited != nil {
				cs.cited = o.lineCited[i]
			}
			if cs.cited == nil && heading > 0 {
				cs.cited = []int32{heading}
			}
		}
		anchors := ix.borrowSubject(cs, subject, ix.anchors(cs))
		subject = nil
		if s := subjectOf(cs, anchors); s != nil {
			held, subject = *s, &held
		}
		c := &claims[i]
		ix.decide(c, cs, anchors)
		c.Text, c.Start, c.End = seg.Text, runePos, runeEnd
		runePos = runeEnd
	}
}

// leadIn reads the subject that the claim after segs may refer back to,
// as deciding segs would leave it (see borrowSubject), into held, and
// reports whether there is one: the last claim's first anchor, or,
// when that claim has none and refers back itself, the subject before it.
func (ix *Index) leadIn(st *checkState, segs []claims.Segment, held *signals.Name) bool {
	for i := len(segs) - 1; i >= 0; i-- {
		cs := ix.extract(segs[i], st)
		if anchors := ix.anchors(cs); len(anchors) > 0 {
			*held = cs.names[anchors[0]]
			return true
		}
		if !refersBack(segs[i].Text) {
			return false
		}
	}
	return false
}

// headingAbove returns the passage the last heading line of segs names
// for the lines below it (see headingPassage), 0 when none does.
func headingAbove(segs []claims.Segment) int32 {
	for i := len(segs) - 1; i >= 0; i-- {
		if segs[i].Preamble {
			return headingPassage(segs[i].Text)
		}
	}
	return 0
}

// CheckAll checks each output against the named sources, prepared once,
// and returns the reports in order: NewNamedIndex(sources...).Check of
// each output. The index is the call's own, never a caller's, so that
// once the outputs are checked its arrays are handed to the next index
// made (see evidence.Index.Release) rather than left to the collector: a
// bench or a batch that prepares each source for a few outputs otherwise
// makes the collector run again and again to reclaim them.
func CheckAll(sources []Source, outputs []string) []Report {
	ix := NewNamedIndex(sources...)
	reports := make([]Report, len(outputs))
	for i, output := range outputs {
		reports[i] = ix.Check(output)
	}
	ix.ev.Release()
	return reports
}

// CheckEach checks each output against the named sources, prepared once,
// as CheckAll does, and hands each report to f in order, with the
// output's place in outputs. The report is f's for the call alone: its
// array of claims, and the arrays its claims' signals and evidence are
// cut from, are cut again for the next output's, and once the outputs
// are checked they serve a later CheckEach (see eachReports), so that
// outputs checked one after another take no arrays each. f may keep
// copies of its claims whose lists (Signals, Evidence) are copied too.
func CheckEach(sources []Source, outputs []string, f func(i int, r *Report)) {
	ix := NewNamedIndex(sources...)
	e, _ := eachReports.Get().(*eachReport)
	if e == nil {
		e = new(eachReport)
	}
	for i, output := range outputs {
		ix.checkInto(&e.report, &e.room, output, 1)
		f(i, &e.report)
	}
	ix.ev.Release()
	// Emptied, the report and its room keep no output or evidence alive.
	clear(e.report.Claims)
	e.report.Claims = e.report.Claims[:0]
	e.room.reuse()
	eachReports.Put(e)
}

// eachReport is the report CheckEach writes each output's claims into,
// and the room their lists are cut from.
type eachReport struct {
	report Report
	room   reportRoom
}

// eachReports holds the reports and rooms the CheckEach calls that have
// returned are done with.
var eachReports sync.Pool

// Check checks output against sources; it is NewIndex(sources...).Check(output).
// The index is the call's own, its arrays handed to the next index made
// once the output is checked, as CheckAll's.
func Check(output string, sources ...string) Report {
	ix := NewIndex(sources...)
	r := ix.Check(output)
	ix.ev.Release()
	return r
}
