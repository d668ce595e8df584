// Package citebench scores citation mode on a hand-labelled set of cited
// claims, offline: every registry, Europe PMC and the Federal Register are
// replays of recorded responses served by httptest servers the bench
// starts itself. Each case is a short text with one citation and the
// verdict a careful reader would give; the bench counts how often the
// verdict agrees and flags the errors that must never happen: a false
// grounded, a false contradicted, a retraction missed.
package citebench

import (
	"bufio"
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"slices"
	"time"

	"github.com/sourced-dev/sourced"
	"github.com/sourced-dev/sourced/cite"
	"github.com/sourced-dev/sourced/internal/apitest"
	"github.com/sourced-dev/sourced/resolve"
	"github.com/sourced-dev/sourced/resolve/crossref"
	"github.com/sourced-dev/sourced/resolve/europepmc"
	"github.com/sourced-dev/sourced/resolve/fedreg"
	"github.com/sourced-dev/sourced/resolve/fetch"
	"github.com/sourced-dev/sourced/resolve/openalex"
	"github.com/sourced-dev/sourced/resolve/retraction"
)

// Case is one hand-labelled cited claim.
type Case struct {
	// ID names the case.
	ID string `json:"id"`
	// Group is what the case tests: true, false, full_text_only,
	// fabricated_doi, wrong_metadata, retracted, corrected,
	// federal_register.
	Group string `json:"group"`
	// Text is AI-written text with exactly one citation (and the
	// reference list it points into, if any).
	Text string `json:"text"`
	// FullText checks the claim as sourced cite --full-text does.
	FullText bool `json:"full_text"`
	// Registry is "retracted" to replay the edited records in which the
	// works are retracted; empty for the records as recorded.
	Registry string `json:"registry,omitempty"`
	// Want is the verdict a careful reader would give, and WantReason the
	// reason code where it matters (retracted, unresolved,
	// metadata_mismatch, no_content).
	Want       sourced.Verdict    `json:"want"`
	WantReason sourced.ReasonCode `json:"want_reason,omitempty"`
	// Note says why the label is what it is.
	Note string `json:"note"`
	// KnownFault, when set, says why citation mode is known to answer
	// this case with a fault. The fault is reported but does not fail the
	// bench; a known fault that no longer happens does, so that the list
	// stays true.
	KnownFault string `json:"known_fault,omitempty"`
}

// Outcome is what citation mode answered for one case.
type Outcome struct {
	Case  Case
	Claim sourced.Claim
	// Faults say why the answer is an error that fails the bench: a false
	// grounded, a false contradicted, a missed retraction, or a known
	// fault that no longer happens.
	Faults []string
	// Known is set when the answer is the case's known fault.
	Known bool
}

// Result is the bench's score.
type Result struct {
	Outcomes []Outcome
	// Agree counts the cases whose verdict is the labelled one;
	// ReasonAgree, of the cases labelled with a reason code, those
	// answered with it, out of Reasoned.
	Agree, ReasonAgree, Reasoned int
	// Reasons counts the reason codes answered.
	Reasons map[sourced.ReasonCode]int
	// FalseGrounded, FalseContradicted and MissedRetractions count the
	// faults, known ones included; Known counts the known faults, and
	// Stale the known faults that no longer happen.
	FalseGrounded, FalseContradicted, MissedRetractions int
	Known, Stale                                        int
}

// Failed reports whether any case is a fault that is not known, or a
// known fault that no longer happens.
func (r *Result) Failed() bool {
	return r.FalseGrounded+r.FalseContradicted+r.MissedRetractions > r.Known || r.Stale > 0
}

// Load reads the cases of a JSON Lines file.
func Load(path string) ([]Case, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, fmt.Errorf("citebench: %w", err)
	}
	defer f.Close()
	var out []Case
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 0, 64<<10), 1<<20)
	for n := 1; sc.Scan(); n++ {
		if len(sc.Bytes()) == 0 {
			continue
		}
		var c Case
		if err := json.Unmarshal(sc.Bytes(), &c); err != nil {
			return nil, fmt.Errorf("citebench: %s:%d: %w", path, n, err)
		}
		if c.ID == "" || c.Text == "" || !slices.Contains([]sourced.Verdict{sourced.Grounded, sourced.Contradicted, sourced.Unverified}, c.Want) {
			return nil, fmt.Errorf("citebench: %s:%d: a case needs an id, a text and a verdict to want", path, n)
		}
		out = append(out, c)
	}
	if err := sc.Err(); err != nil {
		return nil, fmt.Errorf("citebench: %s: %w", path, err)
	}
	if len(out) == 0 {
		return nil, fmt.Errorf("citebench: %s holds no case", path)
	}
	return out, nil
}

// replays are the servers of one run.
type replays struct {
	live, retracted *apitest.Server
	epmc, fr        *httptest.Server
}

func startReplays(recordings string) *replays {
	return &replays{
		live:      apitest.New(recordings, apitest.FullTextWorks()),
		retracted: apitest.New(recordings, apitest.FullTextWorks(), apitest.Retracted()),
		epmc:      httptest.NewServer(apitest.EuropePMC(recordings)),
		fr:        httptest.NewServer(apitest.FedReg(recordings)),
	}
}

func (r *replays) close() {
	r.live.Close()
	r.retracted.Close()
	r.epmc.Close()
	r.fr.Close()
}

// Run scores the cases against the recordings in the directory laid out
// as testdata/apis, with the retraction index in retractions (a CSV as
// sourced cite --retractions reads).
func Run(ctx context.Context, cases []Case, recordings, retractions string) (*Result, error) {
	if _, err := os.Stat(filepath.Join(recordings, "crossref")); err != nil {
		return nil, fmt.Errorf("citebench: recordings: %w", err)
	}
	f, err := os.Open(retractions)
	if err != nil {
		return nil, fmt.Errorf("citebench: %w", err)
	}
	ix, err := retraction.Load(f)
	f.Close()
	if err != nil {
		return nil, fmt.Errorf("citebench: %s: %w", retractions, err)
	}
	srv := startReplays(recordings)
	defer srv.close()
	get := fetch.New(&http.Client{Timeout: 10 * time.Second}, fetch.Options{Rate: 1000, Retries: -1})
	fr := fedreg.New(get, srv.fr.URL)
	epmc := europepmc.New(get, srv.epmc.URL)
	res := &Result{Reasons: map[sourced.ReasonCode]int{}}
	for _, c := range cases {
		reg := srv.live
		if c.Registry == "retracted" {
			reg = srv.retracted
		}
		r := &resolve.Resolver{
			Backends: []resolve.Backend{
				openalex.New(get, reg.OpenAlexURL(), ""),
				crossref.New(get, reg.CrossrefURL(), ""),
				fr,
			},
			Retractions: ix,
			Workers:     1,
		}
		pairs := cite.Extract(c.Text)
		if len(pairs) != 1 {
			return nil, fmt.Errorf("citebench: case %s has %d citations, want 1", c.ID, len(pairs))
		}
		var full []resolve.FullTexter
		if c.FullText {
			full = []resolve.FullTexter{epmc, fr}
		}
		report, err := r.Check(ctx, pairs, full...)
		if err != nil {
			return nil, err
		}
		res.add(c, report.Claims[0])
	}
	return res, nil
}

// add scores one answer.
func (r *Result) add(c Case, got sourced.Claim) {
	o := Outcome{Case: c, Claim: got}
	if got.Verdict == c.Want {
		r.Agree++
	}
	r.Reasons[got.ReasonCode]++
	if c.WantReason != "" {
		r.Reasoned++
		if got.ReasonCode == c.WantReason {
			r.ReasonAgree++
		}
	}
	if got.Verdict == sourced.Grounded && c.Want != sourced.Grounded {
		r.FalseGrounded++
		o.Faults = append(o.Faults, "false grounded")
	}
	if got.Verdict == sourced.Contradicted && c.Want != sourced.Contradicted {
		r.FalseContradicted++
		o.Faults = append(o.Faults, "false contradicted")
	}
	if c.WantReason == sourced.ReasonRetracted && got.ReasonCode != sourced.ReasonRetracted {
		r.MissedRetractions++
		o.Faults = append(o.Faults, "missed retraction")
	}
	switch {
	case c.KnownFault != "" && len(o.Faults) == 1:
		// One fault, as the case says: reported, not failing. (A case
		// can be at most one kind of fault but a missed retraction.)
		o.Known = true
		r.Known++
	case c.KnownFault != "" && len(o.Faults) == 0:
		r.Stale++
		o.Faults = append(o.Faults, "known fault no longer happens: remove known_fault")
	}
	r.Outcomes = append(r.Outcomes, o)
}
