package sourced

import (
	"strconv"
	"sync"

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
	// excepting, amongst, comparing, pastCued, futured, totalled, stepped
	// and steppedBack have a bit for each sentence that holds a word of
	// hedgingSet, qualifierSet, scopeSet, linkSet, conditionSet, partSet,
	// exceptSet, amongSet, thanSet, pastCueSet, futureSet, eachTotalSet,
	// stepSet, stepBackSet (see holdsAt).
	hedging, qualifying, scoped, linking, conditioning, parting, excepting, amongst, comparing, pastCued, futured, totalled, stepped, steppedBack wordBits
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
func (ix *Index) Check(output string) Report {
	var r Report
	ix.checkInto(&r, nil, output)
	return r
}

// checkInto is Check, its report written into r: r's array of claims is
// cut again when it has room for the output's, else a new one is made
// (of a report with none, one even for no claims, as Check's).
// Its claims past its length are zero, as checkInto leaves them. The
// claims' lists are cut from room, emptied first, when it is not nil
// (the last report's, which the new one is written over), else from a
// room of their own.
func (ix *Index) checkInto(r *Report, room *reportRoom, output string) {
	st := ix.checking(output)
	if room != nil {
		room.reuse()
		st.room = *room
	}
	st.segs = claims.AppendSplit(st.segs[:0], output)
	segs := st.segs
	clear(r.Claims)
	r.Claims, r.Counts = r.Claims[:0], Counts{}
	if r.Claims == nil || cap(r.Claims) < len(segs) {
		r.Claims = make([]Claim, 0, len(segs))
	}
	runePos, bytePos := 0, 0
	var (
		// subject is the last claim's subject, for "It …": a copy, as the
		// claim's buffers are reused.
		subject *signals.Name
		held    signals.Name
	)
	st.room.claims = len(segs)
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
		st.caps = caps
	}
	var heading int32 // the passage a heading line named for the lines below
	var lineCited [][]int32
	if ix.labels != nil {
		lineCited = lineCitations(output, segs)
	}
	for i, seg := range segs {
		// An ASCII output's offsets in code points are its byte offsets.
		runeEnd := seg.End
		if !st.asciiOutput {
			runePos += swar.RuneCount(output[bytePos:seg.Start])
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
			if cs.cited == nil && lineCited != nil {
				cs.cited = lineCited[i]
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
		// Decided in place: the claims have room for every segment, made
		// zero, and the next is taken by extending them, not by appending
		// a zero claim, which would write its 200 bytes again.
		r.Claims = r.Claims[:len(r.Claims)+1]
		c := &r.Claims[len(r.Claims)-1]
		ix.decide(c, cs, anchors)
		c.Text, c.Start, c.End = seg.Text, runePos, runeEnd
		r.Counts.Add(c.Verdict)
		runePos = runeEnd
	}
	st.fillKeys(r.Claims)
	if room != nil {
		*room = st.room
	}
	if cap(st.lowered) > maxKeptOutput {
		// A large output's lower case is not kept with the state.
		st.lowered = nil
	}
	ix.release(st)
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
		ix.checkInto(&e.report, &e.room, output)
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
