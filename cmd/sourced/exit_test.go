package main

import (
	"context"
	"errors"
	"fmt"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/sourced-dev/sourced"
)

func TestExitCode(t *testing.T) {
	for _, tt := range []struct {
		err  error
		want int
	}{
		{nil, exitClean},
		{errFindings, exitFindings},
		{fmt.Errorf("batch: %w", errFindings), exitFindings},
		{context.Canceled, exitInterrupted},
		{errors.New("no such file: x"), exitUsage},
		{errors.New(`unknown flag: --x`), exitUsage},
	} {
		if got := exitCode(tt.err); got != tt.want {
			t.Errorf("exitCode(%v) = %d, want %d", tt.err, got, tt.want)
		}
	}
}

func TestVerdictSetSet(t *testing.T) {
	for _, tt := range []struct {
		in      string
		want    verdictSet
		wantErr bool
	}{
		{in: "contradicted", want: verdictSet{sourced.Contradicted}},
		{in: "contradicted,unverified", want: verdictSet{sourced.Contradicted, sourced.Unverified}},
		{in: " Unverified , CONTRADICTED ", want: verdictSet{sourced.Unverified, sourced.Contradicted}},
		{in: "grounded,grounded", want: verdictSet{sourced.Grounded}},
		{in: "", wantErr: true},
		{in: "contradicted,", wantErr: true},
		{in: "wrong", wantErr: true},
		{in: "contradicted;unverified", wantErr: true},
	} {
		s := defaultFailOn()
		err := s.Set(tt.in)
		if (err != nil) != tt.wantErr {
			t.Errorf("Set(%q) error = %v, want error: %v", tt.in, err, tt.wantErr)
			continue
		}
		if err == nil && !cmp.Equal(*s, tt.want) {
			t.Errorf("Set(%q) = %v, want %v", tt.in, *s, tt.want)
		}
	}
}

// TestGate decides the exit code from the Report, as the commands do.
func TestGate(t *testing.T) {
	report := func(vs ...sourced.Verdict) *sourced.Report {
		r := &sourced.Report{}
		for _, v := range vs {
			r.Claims = append(r.Claims, sourced.Claim{Verdict: v})
			r.Counts.Add(v)
		}
		return r
	}
	strict := &verdictSet{sourced.Contradicted, sourced.Unverified}
	for _, tt := range []struct {
		name   string
		failOn *verdictSet
		r      *sourced.Report
		want   int
	}{
		{"no claims", defaultFailOn(), report(), exitClean},
		{"grounded", defaultFailOn(), report(sourced.Grounded), exitClean},
		{"unverified passes the default", defaultFailOn(), report(sourced.Grounded, sourced.Unverified), exitClean},
		{"contradicted fails the default", defaultFailOn(), report(sourced.Grounded, sourced.Contradicted), exitFindings},
		{"unverified fails the strict gate", strict, report(sourced.Unverified), exitFindings},
		{"grounded passes the strict gate", strict, report(sourced.Grounded, sourced.Grounded), exitClean},
		{"a gate naming grounded", &verdictSet{sourced.Grounded}, report(sourced.Grounded), exitFindings},
	} {
		if got := exitCode(tt.failOn.gate(tt.r)); got != tt.want {
			t.Errorf("%s: exit %d, want %d", tt.name, got, tt.want)
		}
	}
}

func TestWantColor(t *testing.T) {
	for _, tt := range []struct {
		tty, flag bool
		noColor   string
		want      bool
	}{
		{tty: true, want: true},
		{tty: false, want: false},
		{tty: true, flag: true, want: false},
		{tty: true, noColor: "1", want: false},
		{tty: true, noColor: "", want: true},
	} {
		e := &env{stdoutTTY: tt.tty, getenv: func(k string) string {
			if k == "NO_COLOR" {
				return tt.noColor
			}
			return ""
		}}
		if got := wantColor(e, tt.flag); got != tt.want {
			t.Errorf("wantColor(tty=%v, --no-color=%v, NO_COLOR=%q) = %v, want %v", tt.tty, tt.flag, tt.noColor, got, tt.want)
		}
	}
}
