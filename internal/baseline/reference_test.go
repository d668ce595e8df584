package baseline

import (
	"encoding/json"
	"fmt"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/sourced-dev/sourced"
	"github.com/sourced-dev/sourced/internal/reference"
)

// notReplayed lists the kinds of reference case that are not about the
// rules, with the reason.
var notReplayed = map[string]string{
	"cli":         "the original's command line is not reproduced, only its rules",
	"check/judge": "the original's optional LLM judge is not part of its string rules",
}

// TestReference replays the original's recorded behaviour: every claims,
// signals and check case must come out as the original printed it, quirks
// included — there are no deliberate differences in a baseline.
func TestReference(t *testing.T) {
	all, err := reference.Load(filepath.Join("..", "..", "testdata", "reference"))
	if err != nil {
		t.Fatal(err)
	}
	var cases []reference.Case
	for _, c := range all {
		if _, skip := notReplayed[c.Kind]; skip {
			continue
		}
		if _, skip := notReplayed[c.Kind+"/"+str(c.Input["mode"])]; skip {
			continue
		}
		cases = append(cases, c)
	}
	if len(cases) < 130 {
		t.Fatalf("%d cases to replay, want the full set", len(cases))
	}
	reference.Replay(t, cases, nil, func(_ *testing.T, c reference.Case) error { return replay(c) })
}

func replay(c reference.Case) error {
	switch c.Kind {
	case "claims":
		got := []string{}
		for _, p := range split(str(c.Input["text"])) {
			got = append(got, p.text)
		}
		if raw, ok := c.Expect["claims"]; ok && !jsonEqual(got, raw) {
			return fmt.Errorf("claims %q, want %s", got, raw)
		}
		if raw, ok := c.Expect["count"]; ok && !jsonEqual(len(got), raw) {
			return fmt.Errorf("%d claims %q, want %s", len(got), got, raw)
		}
		return nil
	case "signals":
		return expectSignal(str(c.Input["fn"]), str(c.Input["text"]), c.Expect)
	case "check":
		return replayCheck(c)
	}
	return fmt.Errorf("unknown kind %q", c.Kind)
}

// signal runs one of the original's extraction functions by its name.
func signal(fn, text string) (any, error) {
	out := []any{}
	switch fn {
	case "numbers":
		for _, n := range numbers(text) {
			out = append(out, n.value)
		}
	case "numbers_with_text":
		for _, n := range numbers(text) {
			out = append(out, []any{n.value, n.text})
		}
	case "quotes":
		for _, q := range quotes(text) {
			out = append(out, q)
		}
	case "proper_nouns":
		for _, e := range entities(text) {
			out = append(out, e)
		}
	default:
		return nil, fmt.Errorf("unknown signal function %q", fn)
	}
	return out, nil
}

func expectSignal(fn, text string, expect map[string]json.RawMessage) error {
	got, err := signal(fn, text)
	if err != nil {
		return err
	}
	list := got.([]any)
	for key, raw := range expect {
		var want any
		if err := json.Unmarshal(raw, &want); err != nil {
			return err
		}
		switch key {
		case "equals":
			if !jsonEqual(got, raw) {
				return fmt.Errorf("%s(%q) = %q, want %s", fn, text, got, raw)
			}
		case "contains", "not_contains":
			has := slices.ContainsFunc(list, func(x any) bool { return jsonEqual(x, raw) })
			if has != (key == "contains") {
				return fmt.Errorf("%s(%q) = %q, %s %s", fn, text, got, key, raw)
			}
		case "equals_fn_of_text":
			other, _ := signal(fn, want.(string))
			if !reflect.DeepEqual(got, other) {
				return fmt.Errorf("%s(%q) = %q, want the same as for %q: %q", fn, text, got, want, other)
			}
		default:
			return fmt.Errorf("unknown expectation %q", key)
		}
	}
	return nil
}

func replayCheck(c reference.Case) error {
	var r sourced.Report
	switch mode := str(c.Input["mode"]); mode {
	case "claim":
		cl := New(sourced.Source{Text: str(c.Input["source"])}).decide(str(c.Input["claim"]))
		r.Claims = []sourced.Claim{cl}
		r.Counts.Add(cl.Verdict)
	case "output":
		r = New(sourced.Source{Text: str(c.Input["source"])}).Check(str(c.Input["output"]))
	case "api", "assert_grounded":
		var texts []string
		if err := json.Unmarshal(c.Input["sources"], &texts); err != nil {
			return err
		}
		srcs := make([]sourced.Source, len(texts))
		for i, s := range texts {
			srcs[i] = sourced.Source{Text: s}
		}
		r = New(srcs...).Check(str(c.Input["output"]))
		if mode == "assert_grounded" {
			return expectAssert(c, r)
		}
	default:
		return fmt.Errorf("unknown check mode %q", mode)
	}
	return expectReport(c.Expect, r)
}

// expectAssert checks the original's assert_grounded against the report:
// it fails on a contradiction, and on an unverified claim when those are
// not allowed, naming each failing claim and its reason.
func expectAssert(c reference.Case, r sourced.Report) error {
	var allow bool
	if err := json.Unmarshal(c.Input["allow_unverified"], &allow); err != nil {
		return err
	}
	var message []string
	for _, cl := range r.Claims {
		if cl.Verdict == sourced.Contradicted || (!allow && cl.Verdict == sourced.Unverified) {
			message = append(message, cl.Text, cl.Reason)
		}
	}
	if raw := c.Expect["raises"]; !jsonEqual(len(message) > 0, raw) {
		return fmt.Errorf("raises = %v, want %s (%+v)", len(message) > 0, raw, r.Claims)
	}
	if want := str(c.Expect["message_contains"]); !strings.Contains(strings.Join(message, "\n"), want) {
		return fmt.Errorf("failure message %q lacks %q", message, want)
	}
	return nil
}

func expectReport(expect map[string]json.RawMessage, r sourced.Report) error {
	claim := func(i int) sourced.Claim {
		if i < len(r.Claims) {
			return r.Claims[i]
		}
		return sourced.Claim{}
	}
	contradiction := func(i int) sourced.Contradiction {
		if cs := claim(i).Contradictions; len(cs) > 0 {
			return cs[0]
		}
		return sourced.Contradiction{}
	}
	first := claim(0)
	var errs []string
	for key, raw := range expect {
		ok := true
		switch key {
		case "status":
			ok = jsonEqual(first.Verdict, raw)
		case "status_not":
			ok = !jsonEqual(first.Verdict, raw)
		case "detail_contains":
			ok = strings.Contains(first.Reason, str(raw))
		case "claim3_detail_contains":
			ok = strings.Contains(claim(2).Reason, str(raw))
		case "entity0":
			ok = contradiction(0).Entity == str(raw)
		case "nearby_contains":
			ok = slices.Contains(contradiction(0).SourceNumbersNearby, str(raw))
		case "nearby_equals":
			ok = jsonEqual(contradiction(0).SourceNumbersNearby, raw)
		case "claim1_nearby_equals":
			ok = jsonEqual(contradiction(1).SourceNumbersNearby, raw)
		case "claim_number":
			ok = contradiction(0).ClaimNumber == str(raw)
		case "claim1_claim_number":
			ok = contradiction(1).ClaimNumber == str(raw)
		case "statuses":
			got := []sourced.Verdict{}
			for _, c := range r.Claims {
				got = append(got, c.Verdict)
			}
			ok = jsonEqual(got, raw)
		case "counts":
			ok = jsonEqual(r.Counts, raw)
		case "counts_grounded":
			ok = jsonEqual(r.Counts.Grounded, raw)
		case "counts_unverified":
			ok = jsonEqual(r.Counts.Unverified, raw)
		case "claims":
			got := []string{}
			for _, c := range r.Claims {
				got = append(got, c.Text)
			}
			ok = jsonEqual(got, raw)
		case "signals":
			ok = jsonEqual(first.Signals, raw)
		default:
			errs = append(errs, fmt.Sprintf("unknown expectation %q", key))
		}
		if !ok {
			errs = append(errs, fmt.Sprintf("%s: want %s", key, raw))
		}
	}
	if len(errs) > 0 {
		slices.Sort(errs)
		got, _ := json.Marshal(r)
		return fmt.Errorf("%s; got %s", strings.Join(errs, "; "), got)
	}
	return nil
}

// jsonEqual reports whether got, written as JSON and read back, equals the
// JSON want; nil and empty lists are equal.
func jsonEqual(got any, want json.RawMessage) bool {
	b, err := json.Marshal(got)
	if err != nil {
		return false
	}
	var g, w any
	if json.Unmarshal(b, &g) != nil || json.Unmarshal(want, &w) != nil {
		return false
	}
	return reflect.DeepEqual(emptyNil(g), emptyNil(w))
}

// emptyNil turns empty lists into nil, inside maps too.
func emptyNil(v any) any {
	switch x := v.(type) {
	case []any:
		if len(x) == 0 {
			return nil
		}
		for i := range x {
			x[i] = emptyNil(x[i])
		}
	case map[string]any:
		for k := range x {
			x[k] = emptyNil(x[k])
		}
	}
	return v
}

func str(raw json.RawMessage) string {
	var s string
	_ = json.Unmarshal(raw, &s)
	return s
}
