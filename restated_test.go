package sourced

import (
	"slices"
	"strings"
	"testing"
)

// TestRestatedButFigure checks that a claim a source sentence restates
// word for word but for one figure is contradicted by it, though no name
// anchors the claim (issue 2 §3), also where the figure in its place
// would state another of the claim's ("45 years" in place of "20 years",
// beside "in his 40s"), and that a sentence saying more (a place, a
// month, a day of the claim's month, "more", "initially"), a second
// figure that differs, a bound or a hedge, a choice of figures, a
// negation, a supposition, a plan, a question, a word that adds to or
// shares out its figure, a year or a date (an event may recur), or the
// claim's figure stated by another sentence of its words leave it
// unverified. The sentences are written for this test.
func TestRestatedButFigure(t *testing.T) {
	tests := []struct {
		name, claim string
		sources     []string
		verdict     Verdict
		nearby      string // the source's figure named, for a contradiction
	}{
		{"a count", "The company opened 30 stores in 2021.", []string{"The company opened 12 stores in 2021."}, Contradicted, "12"},
		{"an order", "Stir in 2 cups of water.", []string{"Stir in 3 cups of water."}, Contradicted, "3"},
		{"a change", "Prices rose 5% in 2021.", []string{"Prices rose 4% in 2021."}, Contradicted, "4%"},
		{"money, its unit a word", "The tax was 5 dollars.", []string{"The tax was 4 dollars."}, Contradicted, "4 dollars"},
		{"a year: what happened may happen again", "The team won the cup in 1990.", []string{"The team won the cup in 1995."}, Unverified, ""},
		{"the same figure", "The company opened 30 stores in 2021.", []string{"The company opened 30 stores in 2021."}, Grounded, ""},
		{"a unit in words", "Bake the cake for 20 minutes.", []string{"Bake the cake for 25 minutes."}, Contradicted, "25 minutes"},
		{"a date", "The company opened its store on 12 March 2021.", []string{"The company opened its store on 14 March 2021."}, Unverified, ""},
		// A difference of the sentence's figures is worked out, not stated
		// otherwise.
		{"a difference worked out", "Dunmore recorded 14 cases this week, 3 more than last week.",
			[]string{"Dunmore recorded 14 cases this week, up from 11 last week."}, Unverified, ""},
		{"another difference", "Dunmore recorded 14 cases this week, 5 more than last week.",
			[]string{"Dunmore recorded 14 cases this week, up from 11 last week."}, Contradicted, "11"},
		// A guess or a bound the source's figure rounds to within a tenth
		// states it; one further off is no contradiction either.
		{"a claim's guess", "The company opened about 30 stores in 2021.", []string{"The company opened 28 stores in 2021."}, Grounded, ""},
		{"a claim's far guess", "The company opened about 30 stores in 2021.", []string{"The company opened 26 stores in 2021."}, Unverified, ""},
		{"a claim's ceiling", "The company opened up to 30 stores in 2021.", []string{"The company opened 28 stores in 2021."}, Grounded, ""},
		{"a claim's far ceiling", "The company opened up to 30 stores in 2021.", []string{"The company opened 22 stores in 2021."}, Unverified, ""},
		{"a claim's plus", "The company opened 30+ stores in 2021.", []string{"The company opened 34 stores in 2021."}, Unverified, ""},
		{"a source's guess", "The company opened 30 stores in 2021.", []string{"The company opened roughly 28 stores in 2021."}, Unverified, ""},
		{"a place narrows the source's figure", "The company opened 30 stores in 2021.", []string{"The company opened 12 stores in 2021 in Texas."}, Unverified, ""},
		{"a month narrows it", "The company opened 30 stores in 2021.", []string{"The company opened 12 stores in January 2021."}, Unverified, ""},
		{"a day narrows the claim's month", "The company opened 30 stores in March.", []string{"The company opened 12 stores on March 3."}, Unverified, ""},
		{"the figure in its place states another of the claim's", "A driver in his 40s was jailed for 20 years.",
			[]string{"A driver in his 40s was jailed for 45 years."}, Contradicted, "45 years"},
		{"more of them", "The company opened 30 stores in 2021.", []string{"The company opened 12 more stores in 2021."}, Unverified, ""},
		{"a word narrows it", "The fire killed 12 people.", []string{"The fire initially killed 3 people."}, Unverified, ""},
		{"a supposition", "The company opened 30 stores in 2021.", []string{"Had the company opened 12 stores in 2021, it would have lost money."}, Unverified, ""},
		{"a condition", "The company opened 30 stores in 2021.", []string{"If the company opened 12 stores in 2021, it broke even."}, Unverified, ""},
		{"a plan against a result", "The company will open 30 stores.", []string{"The company opened 12 stores."}, Unverified, ""},
		{"what may be against what is", "The company opened 40 stores.", []string{"The company may open 30 stores."}, Unverified, ""},
		{"a figure added to another", "The company opened 30 stores.", []string{"The company also opened 15 stores."}, Unverified, ""},
		{"a figure shared out", "The company opened 30 stores.", []string{"The companies each opened 15 stores."}, Unverified, ""},
		{"a part of its stores", "The company opened 30 stores.", []string{"The company opened 15 of its stores."}, Unverified, ""},
		{"a running total", "The company opened 30 stores in 2021.", []string{"The company opened 45 stores by 2021."}, Unverified, ""},
		{"a plan against another plan", "The company will open 30 stores.", []string{"The company will open 12 stores."}, Contradicted, "12"},
		{"a question", "Prices will rise 5% in May.", []string{"Will prices rise 4% in May? Analysts think so."}, Unverified, ""},
		{"a sentence that says more", "Sales rose 5% in 2021.", []string{"Sales of used cars rose 4% in 2021."}, Unverified, ""},
		{"two figures differ", "The company opened 30 stores in 2021.", []string{"The company opened 12 stores in 2020."}, Unverified, ""},
		{"a claim's bound", "The company opened more than 30 stores in 2021.", []string{"The company opened 32 stores in 2021."}, Grounded, ""},
		{"a claim's far bound", "The company opened more than 30 stores in 2021.", []string{"The company opened 38 stores in 2021."}, Unverified, ""},
		{"a source's bound", "The company opened 30 stores in 2021.", []string{"The company opened over 32 stores in 2021."}, Unverified, ""},
		{"two figures in its place", "The company opened 30 stores in 2021.", []string{"The company opened 12 stores and 14 kiosks in 2021."}, Unverified, ""},
		{"a negation", "The company opened 30 stores in 2021.", []string{"The company did not open 12 stores in 2021."}, Unverified, ""},
		{"a range", "The company opened 30 stores in 2021.", []string{"The company opened 12-14 stores in 2021."}, Unverified, ""},
		{"a range's end", "The company opened 10 to 20 stores in 2021.", []string{"The company opened 10 to 25 stores in 2021."}, Unverified, ""},
		{"an end the claim's figure", "The company opened 20 stores in 2021.", []string{"The company opened between 20 and 30 stores in 2021."}, Unverified, ""},
		{"a label", "The company filed Form 1040 in 2021.", []string{"The company filed Form 4835 in 2021."}, Unverified, ""},
		{"words in another order", "Revenue per store reached $5 million.", []string{"Revenue from sales reached $7 million, and store revenue fell."}, Unverified, ""},
		{"another kind", "The company opened 30 stores in 2021.", []string{"The company opened stores 12 km apart in 2021."}, Unverified, ""},
		{"stated elsewhere too", "Preheat the oven to 350°F.",
			[]string{"Preheat your oven to 325°F.", "Start by preheating the oven to 350°F."}, Unverified, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c := checkOne(t, tt.claim, tt.sources...)
			if c.Verdict != tt.verdict {
				t.Fatalf("%q against %q: %s (%s: %s), want %s", tt.claim, tt.sources, c.Verdict, c.ReasonCode, c.Reason, tt.verdict)
			}
			if tt.verdict != Contradicted {
				return
			}
			if c.ReasonCode != ReasonNumberMismatch || len(c.Contradictions) != 1 || len(c.Evidence) != 1 {
				t.Fatalf("contradicted with %s, %d contradictions, %d evidence; want number_mismatch, one of each", c.ReasonCode, len(c.Contradictions), len(c.Evidence))
			}
			if got := c.Contradictions[0].SourceNumbersNearby; len(got) != 1 || got[0] != tt.nearby {
				t.Errorf("the source's figures %q, want [%q]", got, tt.nearby)
			}
			if !strings.Contains(c.Reason, tt.nearby) || !strings.Contains(c.Evidence[0].Text, tt.nearby) {
				t.Errorf("reason %q or evidence %q does not name %q", c.Reason, c.Evidence[0].Text, tt.nearby)
			}
		})
	}
}

// TestQualifyingWordsFitAMask checks that heldWords, which marks the
// words of a list it is given in the bits of a uint64, can mark each of
// qualifyingWords, the longest, and each once, and that framingWords opens
// qualifyingWords.
func TestQualifyingWordsFitAMask(t *testing.T) {
	if len(qualifyingWords) > 64 {
		t.Errorf("qualifyingWords holds %d words, more than a uint64 has bits", len(qualifyingWords))
	}
	for i, w := range qualifyingWords {
		if slices.Index(qualifyingWords, w) != i {
			t.Errorf("qualifyingWords holds %q twice", w)
		}
		if got := qualifyingIndex(w); got != i {
			t.Errorf("qualifyingIndex(%q) = %d, want %d", w, got, i)
		}
	}
	for _, w := range []string{"", "x", "mays", "would've", "qualifyingwordsxx"} {
		if got := qualifyingIndex(w); got != -1 {
			t.Errorf("qualifyingIndex(%q) = %d, want -1", w, got)
		}
	}
	// qualifiesOtherwise reads the claim's bits of framingWords from
	// those of qualifyingWords, which must open on it.
	if !slices.Equal(qualifyingWords[:len(framingWords)], framingWords) {
		t.Errorf("qualifyingWords does not open on framingWords")
	}
	// supposes reads expectingWords and modalWords from the bits that
	// open framingWords, and "can" from the one after it.
	if !slices.Equal(framingWords[:len(expectingWords)+len(modalWords)], slices.Concat(expectingWords, modalWords)) ||
		qualifyingWords[len(framingWords)] != "can" {
		t.Errorf("framingWords does not open on expectingWords and modalWords, or qualifyingWords does not follow it with \"can\"")
	}
}

// TestMonthMayIsNoModal checks that the month May, which the number reader
// reads as a date ("in May", "on May 3", "May 2020"), is not the modal
// "may" of modalWords: a claim dated May does not frame its figure as the
// source's forecast does, and a source sentence dated May states its
// figure as a plain one, so it contradicts a claim's other figure; the
// modal still frames. The sentences are written for this test.
func TestMonthMayIsNoModal(t *testing.T) {
	checkCodes(t, []codeCase{
		{"a claim dated May against a forecast", "Brightwell hired 300 porters in May.", "Brightwell expected to hire 300 porters in May.", Unverified, ReasonMissingSignals},
		{"a source dated May", "Brightwell hired 250 porters.", "In May, Brightwell hired 300 porters.", Contradicted, ReasonNumberMismatch},
		{"a source dated May and a year", "Brightwell opened 45 kiosks in 2020.", "Brightwell opened 40 kiosks in May 2020.", Contradicted, ReasonNumberMismatch},
		{"a source dated a day of May", "Brightwell hired 250 porters.", "On May 3, Brightwell hired 300 porters.", Contradicted, ReasonNumberMismatch},
		{"a claim dated May", "Brightwell hired 250 porters on May 3.", "Brightwell hired 300 porters.", Contradicted, ReasonNumberMismatch},
		{"the same month", "Brightwell hired 300 porters in May 2020.", "In May 2020, Brightwell hired 300 porters.", Grounded, ReasonSupported},

		{"the modal in the source", "Brightwell hired 250 porters.", "Brightwell may hire 300 porters.", Unverified, ReasonMissingSignals},
	})
}
