package sourced

import (
	"reflect"
	"strconv"
	"testing"
	"unicode/utf8"
)

// FuzzCheck checks any output against any two sources and holds the
// report to what the JSON contract promises: claims in order, each with
// its own text at its code-point offsets, a verdict, a reason and a reason
// code; evidence quoting its source at its offsets; counts that tally the
// verdicts. And the report is the same whatever the index's and the
// process's memos hold: checked again after other outputs, against this
// index and another, it does not change.
func FuzzCheck(f *testing.F) {
	seeds := [][4]string{
		{
			"Northwind Foods reported revenue of $4.2 million in 2019. Its chief executive, Ana Berg, said sales rose 12%.",
			"The Lyon plant employed 340 people. Bluefin Energy opened an office in Porto on 3 May 2001.",
			"Northwind Foods reported revenue of $4.2 million in 2019. Ana Berg said sales fell 12%.\n- The Lyon plant employed 430 people.",
			"Bluefin Energy opened an office in Porto in 2001. \"It was a hard year,\" Dr. J. R. Smith said.",
		},
		{
			`{"name": "Cafe Lumen", "city": "Goleta", "state": "CA", "attributes": {"WiFi": "free", "OutdoorSeating": "False"}, "hours": {"Monday": "9:0-17:0"}}`,
			"Question: when does Cafe Lumen open?\nPassage 1: Cafe Lumen opens at 9 am on Mondays.",
			"Here's the summary within 20 words:\nCafe Lumen in Goleta, California offers free WiFi but no outdoor seating (Passage 1).",
			"Cafe Lumen has outdoor seating and is open Mondays from 8 am to 5 p.m.",
		},
		{
			"Bank of America opened 30 branches. Wells Fargo opened 12. Zürich and São Paulo grew by fifty-six billion.",
			"Coca-Cola did not raise prices; revenue declined 8 per cent to $56bn.",
			"Bank of America opened 12 branches. Coca-Cola raised prices and revenue rose 8%.",
			"**São Paulo** grew by $56 billion. 1. Zürich grew too [27].",
		},
		{
			"Halvard's revenue was US$2.8 billion in Q3, up from $3.1 billion a year earlier; net income was $380 million, compared with $450 million.",
			"The jobless rate rose to 4.1% in June from 3.9% in May, narrower than the 5% seen before.",
			"Halvard's revenue was $3.1 billion in Q3. The jobless rate was 3.9% in June.",
			"Net income fell from $450 million, versus $380 million in May.",
		},
		{
			`Varga called the plan "a bold gamble", while Okafor called it "a costly mistake". Merrin was acquired by Tolvar 5 years ago.`,
			"The dose is 250 mg for children and 500 mg for adults. Okafor scored 31 points and Varga had 14 rebounds; it fell to minus 5 degrees.",
			`Varga called the plan "a costly mistake". Merrin acquired Tolvar. The bridge took 5 years. The dose for children is 500 mg.`,
			"Tolvar is the third-largest lender, spending over £1.5 million, or £1.45 per vote, in May; the storm killed 12 people rather than injuring them.",
		},
	}
	for _, s := range seeds {
		f.Add(s[0], s[1], s[2], s[3])
	}
	f.Fuzz(func(t *testing.T, src1, src2, out1, out2 string) {
		for _, s := range []string{src1, src2, out1, out2} {
			if !utf8.ValidString(s) {
				t.Skip("the checker reads UTF-8 text")
			}
		}
		ix, other := NewIndex(src1, src2), NewIndex(src2)
		first := ix.Check(out1)
		checkReport(t, out1, []string{src1, src2}, first)

		// Other outputs, against this index and another, then out1 again.
		checkReport(t, out2, []string{src2}, other.Check(out2))
		ix.Check(out2)
		other.Check(out1)
		if again := ix.Check(out1); !reflect.DeepEqual(again, first) {
			t.Fatalf("Check(%q) after other checks = %+v, first %+v", out1, again, first)
		}
		if lone := Check(out1, src1, src2); !reflect.DeepEqual(lone, first) {
			t.Fatalf("Check(%q) with a new index = %+v, on the used one %+v", out1, lone, first)
		}
	})
}

// checkReport fails t unless r keeps the JSON contract for output checked
// against sources, named "1", "2", … by position.
func checkReport(t *testing.T, output string, sources []string, r Report) {
	t.Helper()
	runes := []rune(output)
	var counts Counts
	last := 0
	for i, c := range r.Claims {
		if c.Start < last || c.End <= c.Start || c.End > len(runes) {
			t.Fatalf("claim %d of %q: offsets [%d, %d) out of order or out of the output (%d code points, last claim ended at %d)", i, output, c.Start, c.End, len(runes), last)
		}
		last = c.End
		if got := string(runes[c.Start:c.End]); got != c.Text {
			t.Fatalf("claim %d of %q: text %q, but its offsets hold %q", i, output, c.Text, got)
		}
		switch c.Verdict {
		case Grounded, Contradicted, Unverified:
		default:
			t.Fatalf("claim %d of %q: verdict %q", i, output, c.Verdict)
		}
		if c.ReasonCode == "" || c.Reason == "" {
			t.Fatalf("claim %d of %q: reason code %q, reason %q", i, output, c.ReasonCode, c.Reason)
		}
		if c.Verdict != Contradicted && len(c.Contradictions) > 0 {
			t.Fatalf("claim %d of %q: verdict %s with %d contradictions", i, output, c.Verdict, len(c.Contradictions))
		}
		for _, e := range c.Evidence {
			k, err := strconv.Atoi(e.Source)
			if err != nil || k < 1 || k > len(sources) {
				t.Fatalf("claim %d of %q: evidence from source %q, of %d", i, output, e.Source, len(sources))
			}
			src := []rune(sources[k-1])
			if e.Start < 0 || e.End < e.Start || e.End > len(src) {
				t.Fatalf("claim %d of %q: evidence [%d, %d) out of source %s (%d code points)", i, output, e.Start, e.End, e.Source, len(src))
			}
			if got := string(src[e.Start:e.End]); got != e.Text {
				t.Fatalf("claim %d of %q: evidence text %q, but its offsets in source %s hold %q", i, output, e.Text, e.Source, got)
			}
		}
		counts.Add(c.Verdict)
	}
	if counts != r.Counts {
		t.Fatalf("report of %q: counts %+v, but its claims' verdicts tally %+v", output, r.Counts, counts)
	}
}
