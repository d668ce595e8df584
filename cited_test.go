package sourced

import (
	"slices"
	"strings"
	"testing"
)

// numberedSource is a context of numbered passages, written for these
// tests.
const numberedSource = "what did Acme do\npassage 1:Acme opened 40 new stores in Ohio last year.\n\n" +
	"passage 2:Acme closed 3 old plants in Texas in the spring.\n"

// verbatimSource has numbered passages of sentences without figures or
// names.
const verbatimSource = "passage 1:We open the new stores in the summer.\npassage 2:We close the old plants in the spring.\n"

func TestCitedPassage(t *testing.T) {
	tests := []struct {
		name    string
		output  string
		sources []string
		first   bool // check the first claim rather than the last
		verdict Verdict
		code    ReasonCode
	}{
		{
			name:    "a claim naming the passage that supports it",
			output:  "Acme opened 40 new stores in Ohio last year (Passage 1).",
			sources: []string{numberedSource},
			verdict: Grounded, code: ReasonSupported,
		},
		{
			name:    "a claim naming another passage",
			output:  "Acme opened 40 new stores in Ohio last year (Passage 2).",
			sources: []string{numberedSource},
			verdict: Unverified, code: ReasonOutsideCited,
		},
		{
			name:    "a claim naming two passages, one of them the right one",
			output:  "Acme opened 40 new stores in Ohio last year (passages 2 and 1).",
			sources: []string{numberedSource},
			verdict: Grounded, code: ReasonSupported,
		},
		{
			name:    "a heading names the passage for the list below it",
			output:  "Passage 2:\n\n* Acme opened 40 new stores in Ohio last year.",
			sources: []string{numberedSource},
			verdict: Unverified, code: ReasonOutsideCited,
		},
		{
			name:    "a heading of the right passage",
			output:  "Passage 1:\n\n* Acme opened 40 new stores in Ohio last year.",
			sources: []string{numberedSource},
			verdict: Grounded, code: ReasonSupported,
		},
		{
			name:    "a reference closing a line names the passage of each sentence on it",
			output:  "1. Acme opened 40 new stores in Ohio last year. Acme closed 3 old plants in Texas. (Passage 2)",
			sources: []string{numberedSource},
			first:   true,
			verdict: Unverified, code: ReasonOutsideCited,
		},
		{
			name:    "a reference closing a line does not reach the next line",
			output:  "1. Acme opened 40 new stores in Ohio last year.\n2. Acme closed 3 old plants in Texas. (Passage 2)",
			sources: []string{numberedSource},
			first:   true,
			verdict: Grounded, code: ReasonSupported,
		},
		{
			name:    "a near-verbatim claim of another passage",
			output:  "1. The old plants close in the spring. The new stores open in the summer. (Passage 1)",
			sources: []string{verbatimSource},
			first:   true,
			verdict: Unverified, code: ReasonOutsideCited,
		},
		{
			name:    "a near-verbatim claim of the passage it names",
			output:  "1. The old plants close in the spring. The new stores open in the summer. (Passages 1 and 2)",
			sources: []string{verbatimSource},
			first:   true,
			verdict: Grounded, code: ReasonNearVerbatim,
		},
		{
			name:    "a source without numbered passages ignores the reference",
			output:  "Acme opened 40 new stores in Ohio last year (Passage 2).",
			sources: []string{"Acme opened 40 new stores in Ohio last year."},
			verdict: Grounded, code: ReasonSupported,
		},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			r := Check(tc.output, tc.sources...)
			c := r.Claims[len(r.Claims)-1]
			if tc.first {
				c = r.Claims[0]
			}
			if c.Verdict != tc.verdict || c.ReasonCode != tc.code {
				t.Errorf("Check(%q) = %s/%s (%s), want %s/%s", tc.output, c.Verdict, c.ReasonCode, c.Reason, tc.verdict, tc.code)
			}
		})
	}
}

func TestPassageMarks(t *testing.T) {
	text := "the question\npassage 1:First.\n  Source 2 : Second.\nDocument 12: Third.\nthe passage 3: not at a line start\npassage x: no number\n"
	got := passageMarks(text)
	var nums []int
	for _, m := range got {
		nums = append(nums, m[1])
		if text[m[0]] == '\n' {
			t.Errorf("mark at %d starts at a line break", m[0])
		}
	}
	if !slices.Equal(nums, []int{1, 2, 12}) {
		t.Errorf("passageMarks = %v, want passages 1, 2, 12", got)
	}
}

// markNumber, which rules lines out by their first byte, reads what
// passageNumber reads of every line, letters that fold to the passage
// words' included.
func FuzzMarkNumber(f *testing.F) {
	for _, s := range []string{"passage 1:", " \tSOURCE 22 : x", "Document 123:", "\u017fource 2:", "pa\u017f\u017fage 3:", "docu 4:", "", "\tp", "Passage 1234:"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, line string) {
		n, ok := markNumber(line)
		if wn, wok := passageNumber(strings.TrimLeft(line, " \t")); n != wn || ok != wok {
			t.Fatalf("markNumber(%q) = %d, %v; want %d, %v", line, n, ok, wn, wok)
		}
	})
}

func TestCitedPassages(t *testing.T) {
	for text, want := range map[string][]int32{
		"It rose (Passage 2).":                   {2},
		"According to passages 1 and 3, it rose": {1, 3},
		"Sources 1, 2 & 4 agree.":                {1, 2, 4},
		"Based on the given passages, it rose.":  nil,
	} {
		if got := citedPassages(nil, text); !slices.Equal(got, want) {
			t.Errorf("citedPassages(%q) = %v, want %v", text, got, want)
		}
	}
	for text, want := range map[string]int32{"Passage 2:": 2, "**Source 3**": 3, "Passage 2 says it rose.": 0} {
		if got := headingPassage(text); got != want {
			t.Errorf("headingPassage(%q) = %d, want %d", text, got, want)
		}
	}
}
