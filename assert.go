package sourced

import (
	"fmt"
	"strings"
)

// TB is the part of testing.TB that AssertGrounded needs; *testing.T and
// *testing.B satisfy it.
type TB interface {
	Helper()
	Errorf(format string, args ...any)
}

// AssertOption changes what AssertGrounded treats as a failure.
type AssertOption func(*assertConfig)

type assertConfig struct {
	fail []Verdict
}

// FailUnverified makes unverified claims fail AssertGrounded too: the
// strict gate, where any statement not shown grounded is an error. A
// preamble ("Summary:", a heading) is unverified but never fails.
func FailUnverified() AssertOption {
	return func(c *assertConfig) { c.fail = append(c.fail, Unverified) }
}

// AssertGrounded checks output against sources and reports, through t, every
// contradicted claim (and, with FailUnverified, every unverified one), each
// with its reason. It returns the report either way.
func AssertGrounded(t TB, output string, sources []string, opts ...AssertOption) Report {
	t.Helper()
	cfg := assertConfig{fail: []Verdict{Contradicted}}
	for _, o := range opts {
		o(&cfg)
	}
	r := Check(output, sources...)
	var failed []string
	for _, c := range r.Claims {
		if c.FailsOn(cfg.fail...) {
			failed = append(failed, fmt.Sprintf("  [%s] %s\n      %s", c.Verdict, c.Text, c.Reason))
		}
	}
	if len(failed) > 0 {
		t.Errorf("%d of %d claims not grounded:\n%s", len(failed), len(r.Claims), strings.Join(failed, "\n"))
	}
	return r
}
