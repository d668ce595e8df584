package main

import (
	"strings"
	"testing"

	"github.com/sourced-dev/sourced"
)

func TestUserAgent(t *testing.T) {
	if got := userAgent(""); !strings.HasPrefix(got, "sourced/") || strings.Contains(got, "mailto") {
		t.Errorf("userAgent(\"\") = %q, want the tool and version, no contact", got)
	}
	if got := userAgent("me@example.org"); !strings.Contains(got, "mailto:me@example.org") {
		t.Errorf("userAgent = %q, want the contact address", got)
	}
}

func TestCiteGate(t *testing.T) {
	report := &sourced.Report{Claims: []sourced.Claim{
		{Verdict: sourced.Unverified, ReasonCode: sourced.ReasonUnresolved},
		{Verdict: sourced.Grounded, ReasonCode: sourced.ReasonSupported},
	}}
	tests := []struct {
		list string
		fail bool
	}{
		{"contradicted,retracted", false},
		{"unresolved", true},
		{" Unverified ", true},
		{"metadata_mismatch,backend_error", false},
		{"grounded", true},
	}
	for _, tt := range tests {
		var g citeGate
		if err := g.Set(tt.list); err != nil {
			t.Fatalf("Set(%q): %v", tt.list, err)
		}
		if got := g.failedBy(report); got != tt.fail {
			t.Errorf("--fail-on %q fails the report: %v, want %v", tt.list, got, tt.fail)
		}
	}
	var g citeGate
	if err := g.Set("contradicted,,retracted"); err == nil {
		t.Error("an empty condition was accepted")
	}
}
