package bench

import (
	"context"
	"fmt"
	"maps"
	"runtime"
	"slices"
	"strings"
	"sync/atomic"

	"golang.org/x/sync/errgroup"

	"github.com/sourced-dev/sourced"
)

// AllGroup is the name of the group that totals every output.
const AllGroup = "all"

// Options selects what Score checks and what it keeps besides the counts.
type Options struct {
	// Half keeps only the documents whose ID is even ("even") or odd
	// ("odd") — the tuning split. "" keeps them all.
	Half string
	// Group keeps only the outputs of one group, such as the RAGTruth task
	// "QA". "" keeps them all.
	Group string
	// Examples is how many false-grounded and how many false-contradicted
	// sentences to keep, the first ones in dataset order.
	Examples int
}

// Tally holds the sentence counts of one group.
type Tally struct {
	// Outputs is the number of outputs checked.
	Outputs int
	// Sentences is the number of claims in their reports.
	Sentences int
	// Hallucinated is the number of sentences a labelled span overlaps.
	Hallucinated int
	// Grounded, Contradicted and Unverified count the verdicts.
	Grounded     int
	Contradicted int
	Unverified   int
	// FalseGrounded counts grounded sentences that are hallucinated.
	FalseGrounded int
	// TrueContradicted counts contradicted sentences that are hallucinated.
	TrueContradicted int
	// Kinds holds the verdicts given to hallucinated sentences, by the kind
	// of span that overlaps them, sorted by kind. A sentence overlapped by
	// spans of two kinds counts under both.
	Kinds []KindTally
}

// KindTally counts the verdicts given to the hallucinated sentences that a
// span of one kind overlaps.
type KindTally struct {
	Kind         string
	Sentences    int
	Grounded     int
	Contradicted int
	Unverified   int
}

// HallucinationRate is the base rate: hallucinated sentences among all.
func (t Tally) HallucinationRate() Rate { return Rate{K: t.Hallucinated, N: t.Sentences} }

// FalseGroundedRate is the share of grounded sentences that are
// hallucinated.
func (t Tally) FalseGroundedRate() Rate { return Rate{K: t.FalseGrounded, N: t.Grounded} }

// ContradictionPrecision is the share of contradicted sentences that are
// hallucinated.
func (t Tally) ContradictionPrecision() Rate {
	return Rate{K: t.TrueContradicted, N: t.Contradicted}
}

// Caught is the share of hallucinated sentences not called grounded.
func (t Tally) Caught() Rate {
	return Rate{K: t.Hallucinated - t.FalseGrounded, N: t.Hallucinated}
}

// add adds u into t.
func (t *Tally) add(u Tally) {
	t.Outputs += u.Outputs
	t.Sentences += u.Sentences
	t.Hallucinated += u.Hallucinated
	t.Grounded += u.Grounded
	t.Contradicted += u.Contradicted
	t.Unverified += u.Unverified
	t.FalseGrounded += u.FalseGrounded
	t.TrueContradicted += u.TrueContradicted
	for _, k := range u.Kinds {
		t.kind(k.Kind).add(k)
	}
}

// kind returns the tally of one kind, adding it in sorted place if new.
// The kinds are few (a benchmark's labels), so they are looked through in
// order, which costs less than a binary search's calls; a new kind, met
// once, is inserted.
func (t *Tally) kind(name string) *KindTally {
	i := 0
	for ; i < len(t.Kinds); i++ {
		if c := strings.Compare(t.Kinds[i].Kind, name); c == 0 {
			return &t.Kinds[i]
		} else if c > 0 {
			break
		}
	}
	t.Kinds = slices.Insert(t.Kinds, i, KindTally{Kind: name})
	return &t.Kinds[i]
}

// add adds u into k.
func (k *KindTally) add(u KindTally) {
	k.Sentences += u.Sentences
	k.Grounded += u.Grounded
	k.Contradicted += u.Contradicted
	k.Unverified += u.Unverified
}

// hallucinated tallies the hallucination of a sentence that spans overlap
// (at least one), with its verdict, which output has counted.
func (t *Tally) hallucinated(v sourced.Verdict, spans []Span) {
	t.Hallucinated++
	// The sentence's own tally, for its kinds.
	one := KindTally{Sentences: 1}
	switch v {
	case sourced.Grounded:
		t.FalseGrounded++
		one.Grounded = 1
	case sourced.Contradicted:
		t.TrueContradicted++
		one.Contradicted = 1
	default:
		one.Unverified = 1
	}
	// A kind is counted at its first span: the spans before it are
	// looked through, which for the few spans of a sentence costs less
	// than a set of the kinds seen.
	for i, s := range spans {
		if !slices.ContainsFunc(spans[:i], func(u Span) bool { return u.Kind == s.Kind }) {
			t.kind(s.Kind).add(one)
		}
	}
}

// Group is the tally of one group of outputs.
type Group struct {
	// Name is the group — a task, a summarizer — or AllGroup.
	Name string
	Tally
}

// Example is one sentence the checker got wrong, kept for reading.
type Example struct {
	// Document is the ID of the source.
	Document int
	// Output is the ID of the output, and Group its group.
	Output string
	Group  string
	// Claim is the sentence with its verdict, reason and evidence.
	Claim sourced.Claim
	// Spans are the labelled spans that overlap it: none for a false
	// contradiction.
	Spans []Span
}

// Result is what Score found.
type Result struct {
	// Dataset and GroupBy are copied from the scored Dataset.
	Dataset string
	GroupBy string
	// Rules names the rules that decided: "" for this tool's checker,
	// OriginalRules for the original tool's.
	Rules string
	// Documents is the number of sources checked against.
	Documents int
	// Groups holds one tally per group in name order, then AllGroup.
	Groups []Group
	// FalseGrounded holds up to Options.Examples grounded sentences that
	// are hallucinated.
	FalseGrounded []Example
	// FalseContradicted holds up to Options.Examples contradicted sentences
	// that are not.
	FalseContradicted []Example
}

// All is the tally over every output.
func (r *Result) All() Tally { return r.Groups[len(r.Groups)-1].Tally }

// documentResult is what scoring one document found.
type documentResult struct {
	// groups holds a tally for each group the document's outputs are
	// of, in the order met: a document's outputs are of few groups.
	groups            []Group
	falseGrounded     []Example
	falseContradicted []Example
}

// Score checks every output of ds that opts selects against its document's
// sources, preparing each document's sources once, and tallies the
// sentences. Documents are checked in parallel, GOMAXPROCS at a time; the
// result does not depend on the order they finish in. The error is
// ctx's, or a bad option.
func Score(ctx context.Context, ds *Dataset, check Checker, opts Options) (*Result, error) {
	docs, err := selectDocuments(ds, opts)
	if err != nil {
		return nil, err
	}
	results := make([]documentResult, len(docs))
	g, ctx := errgroup.WithContext(ctx)
	// A few workers take the documents in turn, rather than a goroutine
	// for each: a checking goroutine's stack grows to what a Check needs
	// once, not once for every document.
	var next atomic.Int64
	for range min(runtime.GOMAXPROCS(0), len(docs)) {
		g.Go(func() error {
			sc := &scorer{check: check, examples: opts.Examples}
			sc.each = sc.output
			for i := int(next.Add(1) - 1); i < len(docs); i = int(next.Add(1) - 1) {
				if err := ctx.Err(); err != nil {
					return err
				}
				results[i] = sc.score(&docs[i])
			}
			return nil
		})
	}
	if err := g.Wait(); err != nil {
		return nil, fmt.Errorf("bench: %s: %w", ds.Name, err)
	}

	res := &Result{Dataset: ds.Name, GroupBy: ds.GroupBy, Documents: len(docs)}
	groups := map[string]*Tally{}
	var all Tally
	for _, r := range results {
		for i := range r.groups {
			g := &r.groups[i]
			if groups[g.Name] == nil {
				groups[g.Name] = &Tally{}
			}
			groups[g.Name].add(g.Tally)
			all.add(g.Tally)
		}
		res.FalseGrounded = append(res.FalseGrounded, r.falseGrounded...)
		res.FalseContradicted = append(res.FalseContradicted, r.falseContradicted...)
	}
	for _, name := range slices.Sorted(maps.Keys(groups)) {
		if name != "" {
			res.Groups = append(res.Groups, Group{Name: name, Tally: *groups[name]})
		}
	}
	res.Groups = append(res.Groups, Group{Name: AllGroup, Tally: all})
	res.FalseGrounded = res.FalseGrounded[:min(len(res.FalseGrounded), opts.Examples)]
	res.FalseContradicted = res.FalseContradicted[:min(len(res.FalseContradicted), opts.Examples)]
	return res, nil
}

// group returns the tally of the named group, added if new.
func (r *documentResult) group(name string) *Tally {
	for i := range r.groups {
		if r.groups[i].Name == name {
			return &r.groups[i].Tally
		}
	}
	r.groups = append(r.groups, Group{Name: name})
	return &r.groups[len(r.groups)-1].Tally
}

// ownClaim is a copy of c with lists of its own: a Checker's report is
// written over by the next output's (see Checker).
func ownClaim(c *sourced.Claim) sourced.Claim {
	own := *c
	own.Signals.Numbers = slices.Clone(c.Signals.Numbers)
	own.Signals.Entities = slices.Clone(c.Signals.Entities)
	own.Signals.Quotes = slices.Clone(c.Signals.Quotes)
	own.Evidence = slices.Clone(c.Evidence)
	return own
}

// selectDocuments checks the options and applies Half and Group.
func selectDocuments(ds *Dataset, opts Options) ([]Document, error) {
	var parity int
	switch opts.Half {
	case "":
		parity = -1
	case "even":
		parity = 0
	case "odd":
		parity = 1
	default:
		return nil, fmt.Errorf("bench: half %q: want even or odd", opts.Half)
	}
	if opts.Examples < 0 {
		return nil, fmt.Errorf("bench: examples must be 0 or more, got %d", opts.Examples)
	}
	// The groups are listed only to check the one asked for.
	if opts.Group != "" {
		if names := groupNames(ds); !slices.Contains(names, opts.Group) {
			return nil, fmt.Errorf("bench: %s has no %s %q (it has %s)",
				ds.Name, ds.GroupBy, opts.Group, strings.Join(names, ", "))
		}
	}
	docs := make([]Document, 0, len(ds.Documents))
	for _, d := range ds.Documents {
		if parity >= 0 && (d.ID%2+2)%2 != parity {
			continue
		}
		if opts.Group != "" {
			d.Outputs = slices.DeleteFunc(slices.Clone(d.Outputs), func(o Output) bool {
				return o.Group != opts.Group
			})
		}
		if len(d.Outputs) > 0 {
			docs = append(docs, d)
		}
	}
	return docs, nil
}

// groupNames lists the groups of ds in order.
func groupNames(ds *Dataset) []string {
	var names []string
	for _, d := range ds.Documents {
		for _, o := range d.Outputs {
			if o.Group != "" && !slices.Contains(names, o.Group) {
				names = append(names, o.Group)
			}
		}
	}
	slices.Sort(names)
	return names
}

// scorer scores documents one after another, in one worker: its
// arrays, and the function its Checker hands reports to, serve every
// document rather than being made for each.
type scorer struct {
	check    Checker
	examples int
	// each is output, made once.
	each func(j int, report *sourced.Report)
	// d is the document scored, res what scoring it found so far.
	d   *Document
	res documentResult
	// texts are the document's outputs, and overlapping the spans that
	// overlap a claim, gathered in one array for all and copied for an
	// Example.
	texts       []string
	overlapping []Span
}

// score checks every output of d against its sources, prepared once,
// keeping up to sc.examples false verdicts of each kind.
func (sc *scorer) score(d *Document) documentResult {
	sc.d, sc.res = d, documentResult{}
	sc.texts = sc.texts[:0]
	for i := range d.Outputs {
		sc.texts = append(sc.texts, d.Outputs[i].Text)
	}
	sc.check(d.Sources, sc.texts, sc.each)
	res := sc.res
	sc.d, sc.res = nil, documentResult{}
	clear(sc.texts)
	return res
}

// output tallies the report of the document's output j.
func (sc *scorer) output(j int, report *sourced.Report) {
	d, res := sc.d, &sc.res
	o := &d.Outputs[j]
	t := res.group(o.Group)
	t.Outputs++
	t.Sentences += len(report.Claims)
	// The spans' array is kept in a local while the claims are read,
	// and in sc once after, rather than stored with each claim's.
	overlapping := sc.overlapping
	// Claims are read in place and copied into an Example only when one
	// is kept: a Claim is large, and most are not.
	for i := range report.Claims {
		c := &report.Claims[i]
		spans := overlapping[:0]
		for k := range o.Spans {
			// By its place: a Span is copied only when it overlaps.
			if s := &o.Spans[k]; s.overlaps(c.Start, c.End) {
				spans = append(spans, *s)
			}
		}
		overlapping = spans
		// The verdict is counted here, with the choice of an Example,
		// and hallucinated called only for the few sentences spans
		// overlap.
		var kept *[]Example
		switch c.Verdict {
		case sourced.Grounded:
			t.Grounded++
			if len(spans) > 0 && len(res.falseGrounded) < sc.examples {
				kept = &res.falseGrounded
			}
		case sourced.Contradicted:
			t.Contradicted++
			if len(spans) == 0 && len(res.falseContradicted) < sc.examples {
				kept = &res.falseContradicted
			}
		default:
			t.Unverified++
		}
		if len(spans) > 0 {
			t.hallucinated(c.Verdict, spans)
		}
		if kept != nil {
			var own []Span // nil when no span overlaps the claim
			if len(spans) > 0 {
				own = slices.Clone(spans)
			}
			*kept = append(*kept, Example{Document: d.ID, Output: o.ID, Group: o.Group, Claim: ownClaim(c), Spans: own})
		}
	}
	sc.overlapping = overlapping
}
