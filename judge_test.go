package sourced

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strings"
	"sync/atomic"
	"testing"
	"unicode/utf8"

	"github.com/google/go-cmp/cmp"

	"github.com/sourced-dev/sourced/internal/signals"
)

// stubJudge answers every request with the same response or error, and
// keeps the requests it was sent.
type stubJudge struct {
	resp  JudgeResponse
	err   error
	calls atomic.Int32
	got   []JudgeRequest
}

func (s *stubJudge) Name() (string, string) { return "stub", "stub-model" }

func (s *stubJudge) Judge(_ context.Context, req JudgeRequest) (JudgeResponse, error) {
	s.calls.Add(1)
	s.got = append(s.got, req)
	return s.resp, s.err
}

// The example of the seed's --judge section: claim 1 is grounded by
// string matching, claim 4 contradicted (rose against fell), claims 2 and 3
// are left to the judge.
const (
	acmeOutput = "Acme reported revenue of $56 billion. Costs went down a lot after the reorganization. The company raised its dividend. Operating costs rose after the restructuring."
	acmeSource = "Acme reported revenue of $56 billion for the quarter. Operating costs fell sharply after the restructuring. The board approved a new share buyback."
)

func verdictsOf(r Report) []Verdict {
	var out []Verdict
	for _, c := range r.Claims {
		out = append(out, c.Verdict)
	}
	return out
}

func codesOf(r Report) []ReasonCode {
	var out []ReasonCode
	for _, c := range r.Claims {
		out = append(out, c.ReasonCode)
	}
	return out
}

func TestJudgeIsAskedOnlyAboutUnverifiedClaims(t *testing.T) {
	j := &stubJudge{}
	ix := NewNamedIndex(Source{Name: "acme.txt", Text: acmeSource})
	plain := ix.Check(acmeOutput)
	r, err := ix.CheckContext(context.Background(), acmeOutput, WithJudge(j))
	if err != nil {
		t.Fatal(err)
	}
	if len(j.got) != 1 {
		t.Fatalf("%d requests, want 1 for one source set", len(j.got))
	}
	var want []string
	for _, c := range plain.Claims {
		if c.Verdict == Unverified {
			want = append(want, c.Text)
		}
	}
	if len(want) == 0 || len(want) == len(plain.Claims) {
		t.Fatalf("the example should mix decided and unverified claims: %v", verdictsOf(plain))
	}
	if diff := cmp.Diff(want, j.got[0].Claims); diff != "" {
		t.Errorf("claims sent (-want +got):\n%s", diff)
	}
	if diff := cmp.Diff([]Source{{Name: "acme.txt", Text: acmeSource}}, j.got[0].Sources); diff != "" {
		t.Errorf("sources sent (-want +got):\n%s", diff)
	}
	wantSum := &JudgeSummary{Provider: "stub", Model: "stub-model", Asked: len(want)}
	if diff := cmp.Diff(wantSum, r.Judge); diff != "" {
		t.Errorf("summary (-want +got):\n%s", diff)
	}
	// No verdicts: every claim keeps its string-matching verdict and code.
	if diff := cmp.Diff(verdictsOf(plain), verdictsOf(r)); diff != "" {
		t.Errorf("verdicts changed without an answer (-want +got):\n%s", diff)
	}
	if diff := cmp.Diff(codesOf(plain), codesOf(r)); diff != "" {
		t.Errorf("reason codes changed without an answer (-want +got):\n%s", diff)
	}
}

func TestJudgeNotAskedWhenNothingIsUnverified(t *testing.T) {
	j := &stubJudge{err: errors.New("must not be called")}
	r, err := NewIndex(acmeSource).CheckContext(context.Background(), "Acme reported revenue of $56 billion.", WithJudge(j))
	if err != nil {
		t.Fatal(err)
	}
	if n := j.calls.Load(); n != 0 {
		t.Errorf("%d requests, want none", n)
	}
	if r.Judge == nil || r.Judge.Asked != 0 || r.Judge.Failure != "" {
		t.Errorf("summary %+v, want asked 0 and no failure", r.Judge)
	}
}

func TestCheckContextWithoutJudgeIsCheck(t *testing.T) {
	ix := NewIndex(acmeSource)
	r, err := ix.CheckContext(context.Background(), acmeOutput)
	if err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff(ix.Check(acmeOutput), r); diff != "" {
		t.Errorf("CheckContext without options differs from Check (-want +got):\n%s", diff)
	}
	if r.Judge != nil {
		t.Errorf("a report checked without a judge has a judge summary: %+v", r.Judge)
	}
}

func TestJudgeVerdictsApplied(t *testing.T) {
	for _, tt := range []struct {
		name     string
		verdicts []JudgeVerdict
		want     []Verdict
		codes    []ReasonCode
		decided  int
		discard  int
	}{
		{
			name: "quoted verdicts applied",
			verdicts: []JudgeVerdict{
				{Claim: 1, Status: "grounded", Evidence: "Operating costs fell sharply after the restructuring."},
				{Claim: 2, Status: "contradicted", Evidence: "The board approved a new share buyback."},
			},
			want:    []Verdict{Grounded, Grounded, Contradicted, Contradicted},
			codes:   []ReasonCode{ReasonSupported, ReasonJudged, ReasonJudged, ReasonDirectionMismatch},
			decided: 2,
		},
		{
			name: "fabricated and empty quotes discarded",
			verdicts: []JudgeVerdict{
				{Claim: 1, Status: "grounded", Evidence: "Costs fell a lot after the reorganization."},
				{Claim: 2, Status: "grounded", Evidence: ""},
			},
			want:    []Verdict{Grounded, Unverified, Unverified, Contradicted},
			codes:   []ReasonCode{ReasonSupported, ReasonJudgeQuoteNotFound, ReasonJudgeQuoteNotFound, ReasonDirectionMismatch},
			discard: 2,
		},
		{
			name: "out-of-range numbers, other statuses and repeats ignored",
			verdicts: []JudgeVerdict{
				{Claim: 0, Status: "grounded", Evidence: "Operating costs fell sharply"},
				{Claim: 3, Status: "grounded", Evidence: "Operating costs fell sharply"},
				{Claim: -1, Status: "contradicted", Evidence: "Operating costs fell sharply"},
				{Claim: 1, Status: "probably", Evidence: "Operating costs fell sharply"},
				{Claim: 1, Status: "grounded", Evidence: "Operating costs fell sharply"}, // a repeat: the first answer stands
				{Claim: 2, Status: " Contradicted", Evidence: "The board approved a new share buyback."},
				{Claim: 2, Status: "grounded", Evidence: "Acme reported revenue"},
			},
			want:    []Verdict{Grounded, Unverified, Contradicted, Contradicted},
			codes:   []ReasonCode{ReasonSupported, ReasonFirstWordOnly, ReasonJudged, ReasonDirectionMismatch},
			decided: 1,
		},
	} {
		t.Run(tt.name, func(t *testing.T) {
			j := &stubJudge{resp: JudgeResponse{Verdicts: tt.verdicts, Model: "claude-test"}}
			r, err := NewIndex(acmeSource).CheckContext(context.Background(), acmeOutput, WithJudge(j))
			if err != nil {
				t.Fatal(err)
			}
			if diff := cmp.Diff(tt.want, verdictsOf(r)); diff != "" {
				t.Errorf("verdicts (-want +got):\n%s", diff)
			}
			if diff := cmp.Diff(tt.codes, codesOf(r)); diff != "" {
				t.Errorf("reason codes (-want +got):\n%s", diff)
			}
			if r.Judge.Decided != tt.decided || r.Judge.Discarded != tt.discard {
				t.Errorf("decided %d, discarded %d; want %d, %d", r.Judge.Decided, r.Judge.Discarded, tt.decided, tt.discard)
			}
			var want Counts
			for _, v := range tt.want {
				want.Add(v)
			}
			if r.Counts != want {
				t.Errorf("counts %+v, want %+v", r.Counts, want)
			}
			for _, c := range r.Claims {
				if (c.ReasonCode == ReasonJudged) != (c.Judge != nil) {
					t.Errorf("%q: code %s but judge note %+v", c.Text, c.ReasonCode, c.Judge)
				}
				if c.ReasonCode == ReasonJudged && !strings.Contains(c.Reason, "judged "+string(c.Verdict)+" by claude-test: the source says \"") {
					t.Errorf("%q: reason %q does not name the verdict, the model and the quote", c.Text, c.Reason)
				}
			}
		})
	}
}

func TestJudgeFailuresLeaveClaimsUnverified(t *testing.T) {
	for _, tt := range []struct {
		err     error
		code    ReasonCode
		refused bool
	}{
		{fmt.Errorf("stub: %w", ErrJudgeRefused), ReasonJudgeRefused, true},
		{fmt.Errorf("stub: %w", ErrJudgeTruncated), ReasonJudgeTruncated, false},
		{fmt.Errorf("stub: %w", ErrJudgeUnparseable), ReasonJudgeUnparseable, false},
		{fmt.Errorf("stub: %w", ErrJudgeTimeout), ReasonJudgeTimeout, false},
		{fmt.Errorf("stub: %w", context.DeadlineExceeded), ReasonJudgeTimeout, false},
		{fmt.Errorf("stub: status 529: %w", ErrJudgeUnavailable), ReasonJudgeUnavailable, false},
		{errors.New("stub: something else"), ReasonJudgeUnavailable, false},
	} {
		t.Run(string(tt.code), func(t *testing.T) {
			ix := NewIndex(acmeSource)
			plain := ix.Check(acmeOutput)
			// A failed request may still carry verdicts; none may be applied.
			j := &stubJudge{err: tt.err, resp: JudgeResponse{Verdicts: []JudgeVerdict{{Claim: 1, Status: "grounded", Evidence: "Operating costs fell sharply"}}}}
			r, err := ix.CheckContext(context.Background(), acmeOutput, WithJudge(j))
			if err != nil {
				t.Fatalf("a failing judge is an error: %v", err)
			}
			if diff := cmp.Diff(verdictsOf(plain), verdictsOf(r)); diff != "" {
				t.Errorf("verdicts (-want +got):\n%s", diff)
			}
			if r.Counts != plain.Counts {
				t.Errorf("counts %+v, want %+v", r.Counts, plain.Counts)
			}
			if r.Judge.Failure != tt.code || r.Judge.Refused != tt.refused || r.Judge.Decided != 0 {
				t.Errorf("summary %+v, want failure %s, refused %v, nothing decided", r.Judge, tt.code, tt.refused)
			}
			for i, c := range r.Claims {
				if plain.Claims[i].Verdict != Unverified {
					if c.ReasonCode != plain.Claims[i].ReasonCode {
						t.Errorf("%q was not asked, but its code became %s", c.Text, c.ReasonCode)
					}
					continue
				}
				if c.ReasonCode != tt.code || !strings.Contains(c.Reason, tt.err.Error()) || !strings.HasSuffix(c.Reason, plain.Claims[i].Reason) {
					t.Errorf("%q: %s %q, want %s naming the failure and keeping %q", c.Text, c.ReasonCode, c.Reason, tt.code, plain.Claims[i].Reason)
				}
			}
		})
	}
}

func TestJudgeStoppedContextIsAnError(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	j := &stubJudge{err: context.Canceled}
	if _, err := NewIndex(acmeSource).CheckContext(ctx, acmeOutput, WithJudge(j)); !errors.Is(err, context.Canceled) {
		t.Errorf("error %v, want context.Canceled", err)
	}
}

// TestJudgeQuoteRule is the acceptance rule, claim by claim: what a
// judge's grounded or contradicted verdict needs to stand.
func TestJudgeQuoteRule(t *testing.T) {
	const (
		halden = "Halden Robotics reported revenue of $412 million for 2025.\nThe company shipped 9,300 robots,  up from 7,100.\nIts chief executive called the year \"a turning point\"."
		second = "Über alles: Acme’s board approved a buyback of $2 billion."
	)
	for _, tt := range []struct {
		name     string
		claim    string
		status   Verdict
		evidence string
		code     ReasonCode // ReasonJudged when the verdict stands
		source   string     // where the evidence must point, when it stands
		text     string     // the evidence as it stands in the source
	}{
		{"verbatim quote", "The company sold more robots than the year before.", Grounded,
			"The company shipped 9,300 robots,  up from 7,100.", ReasonJudged, "halden.txt",
			"The company shipped 9,300 robots,  up from 7,100."},
		{"white space and line breaks folded", "The robots sold well.", Grounded,
			"for 2025. The company shipped 9,300 robots, up from 7,100.", ReasonJudged, "halden.txt",
			"for 2025.\nThe company shipped 9,300 robots,  up from 7,100."},
		{"curly quotes folded", "The boss called the year a turning point.", Grounded,
			"called the year “a turning point”", ReasonJudged, "halden.txt",
			"called the year \"a turning point\""},
		{"curly apostrophe in the source", "Acme will buy back shares worth $2 billion.", Grounded,
			"Acme's board approved a buyback of $2 billion", ReasonJudged, "second.txt",
			"Acme’s board approved a buyback of $2 billion"},
		{"the model's own quote marks dropped", "The boss called the year a turning point.", Grounded,
			"“called the year \"a turning point\"”", ReasonJudged, "halden.txt",
			"called the year \"a turning point\""},
		{"quote marks do not excuse other text", "The company sold more robots than the year before.", Grounded,
			"\"The company shipped 9,300 robots in 2025\"", ReasonJudgeQuoteNotFound, "", ""},
		{"contradicted needs only a real quote", "Halden shipped fewer robots than in 2024.", Contradicted,
			"up from 7,100", ReasonJudged, "halden.txt", "up from 7,100"},
		{"fabricated quote", "Halden sold more robots than the year before.", Grounded,
			"Halden shipped more robots than ever.", ReasonJudgeQuoteNotFound, "", ""},
		{"fabricated quote, contradicted", "Halden shipped fewer robots.", Contradicted,
			"shipments fell", ReasonJudgeQuoteNotFound, "", ""},
		{"empty quote", "Halden sold more robots.", Grounded, "  ", ReasonJudgeQuoteNotFound, "", ""},
		{"case is not folded", "Sales of robots rose.", Grounded,
			"the company shipped 9,300 robots", ReasonJudgeQuoteNotFound, "", ""},
		{"a quote may not start inside a word", "Sales of robots rose.", Grounded,
			"ompany shipped 9,300 robots", ReasonJudgeQuoteNotFound, "", ""},
		{"a quote may not end inside a number", "The company shipped 9 robots.", Grounded,
			"The company shipped 9,30", ReasonJudgeQuoteNotFound, "", ""},
		{"a quote stopping inside the source's figure states the whole figure", "The company shipped 9 robots.", Grounded,
			"The company shipped 9", ReasonJudgeQuoteLacksSignals, "", ""},
		{"quote without the claim's number", "Halden shipped 9,300 robots in 2025.", Grounded,
			"The company shipped 9,300 robots", ReasonJudgeQuoteLacksSignals, "", ""},
		{"quote stopping inside the source's figure", "Halden's revenue was $412.", Grounded,
			"Halden Robotics reported revenue of $412", ReasonJudgeQuoteLacksSignals, "", ""},
		{"numbers compared by value", "Halden Robotics earned $412,000,000 in revenue.", Grounded,
			"Halden Robotics reported revenue of $412 million", ReasonJudged, "halden.txt",
			"Halden Robotics reported revenue of $412 million"},
		{"quote without the claim's name", "Halden shipped 9,300 robots.", Grounded,
			"The company shipped 9,300 robots", ReasonJudgeQuoteLacksSignals, "", ""},
		{"quote without the claim's quoted phrase", "The boss called it \"a record year\".", Grounded,
			"called the year \"a turning point\"", ReasonJudgeQuoteLacksSignals, "", ""},
		{"an opening word the source uses in lower case is no name", "Revenue of the company grew.", Grounded,
			"reported revenue of $412 million", ReasonJudged, "halden.txt", "reported revenue of $412 million"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			ix := NewNamedIndex(Source{Name: "halden.txt", Text: halden}, Source{Name: "second.txt", Text: second})
			f := newQuoteFinder(ix)
			before := Claim{Text: tt.claim, Verdict: Unverified, ReasonCode: ReasonLowCoverage, Reason: "string reason", Evidence: []Evidence{}}
			c := before
			applied := f.apply(&c, tt.status, tt.evidence, "m")
			if applied != (tt.code == ReasonJudged) || c.ReasonCode != tt.code {
				t.Fatalf("applied %v, code %s (%s); want code %s", applied, c.ReasonCode, c.Reason, tt.code)
			}
			if !applied {
				if c.Verdict != Unverified || c.Judge != nil || len(c.Evidence) != 0 || !strings.HasSuffix(c.Reason, "string matching: string reason") {
					t.Errorf("discarded verdict left %+v", c)
				}
				return
			}
			if c.Verdict != tt.status {
				t.Errorf("verdict %s, want %s", c.Verdict, tt.status)
			}
			if len(c.Evidence) != 1 {
				t.Fatalf("evidence %+v, want one passage", c.Evidence)
			}
			ev := c.Evidence[0]
			src := map[string]string{"halden.txt": halden, "second.txt": second}[ev.Source]
			if ev.Source != tt.source || ev.Text != tt.text || runeSlice(src, ev.Start, ev.End) != tt.text {
				t.Errorf("evidence %+v (source runes %d:%d = %q), want %q in %s", ev, ev.Start, ev.End, runeSlice(src, ev.Start, ev.End), tt.text, tt.source)
			}
			if c.Judge == nil || c.Judge.Evidence != tt.text || c.Judge.Model != "m" {
				t.Errorf("judge note %+v", c.Judge)
			}
		})
	}
}

// runeSlice returns s[start:end] counted in code points.
func runeSlice(s string, start, end int) string {
	r := []rune(s)
	if start < 0 || end > len(r) || start > end {
		return fmt.Sprintf("<bad offsets %d:%d of %d>", start, end, len(r))
	}
	return string(r[start:end])
}

func TestFoldDocAgreesWithNormalizeQuoted(t *testing.T) {
	for _, s := range []string{
		"", "   ", "plain", "  lead and trail \n", "a\t\tb\n\nc", "“curly” and ‘single’ «guillemets»",
		"Acme’s  board\u00a0approved", "x\u2028y", "bad \xff byte", "日本語 テキスト",
	} {
		checkFoldDoc(t, s)
	}
}

func FuzzFoldDoc(f *testing.F) {
	for _, s := range []string{"a  b", "“q”\n’", "日本 \xff"} {
		f.Add(s)
	}
	f.Fuzz(checkFoldDoc)
}

// checkFoldDoc: foldDoc folds as NormalizeQuoted does, and every folded
// byte maps back to source bytes that fold to it.
func checkFoldDoc(t *testing.T, s string) {
	d := foldDoc(s)
	if want := signals.NormalizeQuoted(s); d.text != want {
		t.Fatalf("foldDoc(%q) = %q, NormalizeQuoted = %q", s, d.text, want)
	}
	if len(d.start) != len(d.text) || len(d.end) != len(d.text) {
		t.Fatalf("foldDoc(%q): %d bytes, %d starts, %d ends", s, len(d.text), len(d.start), len(d.end))
	}
	for i := range d.text {
		if d.start[i] >= d.end[i] || d.end[i] > len(s) || (i > 0 && d.start[i] < d.start[i-1]) {
			t.Fatalf("foldDoc(%q): byte %d maps to %d:%d", s, i, d.start[i], d.end[i])
		}
	}
}

// FuzzJudgeCannotGroundWithoutQuote: whatever a judge answers, a claim it
// makes grounded has evidence found verbatim in the source (after
// folding), and the evidence offsets point at that text.
func FuzzJudgeCannotGroundWithoutQuote(f *testing.F) {
	f.Add(1, "grounded", "Operating costs fell sharply")
	f.Add(2, "grounded", "The board approved")
	f.Add(1, "grounded", "costs fell sharply after the reorganization")
	f.Add(2, "contradicted", "new share buyback.")
	f.Add(1, "grounded", "Operating  costs\nfell")
	f.Add(1, "grounded", "\"Operating costs fell sharply\"")
	f.Add(1, "grounded", "'\"Operating costs'")
	f.Fuzz(func(t *testing.T, claim int, status, evidence string) {
		j := &stubJudge{resp: JudgeResponse{Verdicts: []JudgeVerdict{{Claim: claim, Status: status, Evidence: evidence}}}}
		ix := NewIndex(acmeSource)
		plain := ix.Check(acmeOutput)
		r, err := ix.CheckContext(context.Background(), acmeOutput, WithJudge(j))
		if err != nil {
			t.Fatal(err)
		}
		for i, c := range r.Claims {
			if c.ReasonCode != ReasonJudged {
				if c.Verdict != plain.Claims[i].Verdict {
					t.Fatalf("%q changed verdict without being judged", c.Text)
				}
				continue
			}
			q, src := signals.NormalizeQuoted(evidence), signals.NormalizeQuoted(acmeSource)
			if inner, wrapped := unwrapQuote(q); wrapped && !strings.Contains(src, q) {
				q = inner // the model's own quote marks
			}
			if q == "" || !strings.Contains(src, q) {
				t.Fatalf("%q made %s with evidence %q, not in the source", c.Text, c.Verdict, evidence)
			}
			ev := c.Evidence[0]
			if !utf8.ValidString(ev.Text) || runeSlice(acmeSource, ev.Start, ev.End) != ev.Text || signals.NormalizeQuoted(ev.Text) != q {
				t.Fatalf("evidence %+v does not point at %q", ev, q)
			}
		}
		if got := slices.IndexFunc(r.Claims, func(c Claim) bool { return c.ReasonCode == ReasonJudged }); got >= 0 && r.Judge.Decided != 1 {
			t.Fatalf("a claim was judged but %d decided", r.Judge.Decided)
		}
	})
}
