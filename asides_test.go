package sourced

import (
	"strings"
	"testing"
)

// TestNegationScope checks which negations keep a claim from being
// grounded: a verb that asserts what it governs did not happen negates as
// "not" does, in either direction, and a negation set aside in a relative
// clause, brackets, dashes or a clause of its own does not count against
// a claim whose numbers, names and words the rest of the sentence holds;
// nor does a claim's negation set aside so, against a passage that holds
// none of its aside's own figures and words. The sentences are written for this test.
func TestNegationScope(t *testing.T) {
	tests := []struct {
		name          string
		claim, source string
		verdict       Verdict
		code          ReasonCode
	}{
		// Verbs that negate what they govern.
		{
			name:    "failed to negates the claim's verb",
			claim:   "Halden Council approved the bridge.",
			source:  "Halden Council failed to approve the bridge.",
			verdict: Unverified, code: ReasonNegationMismatch,
		},
		{
			name:    "refused to negates the claim's verb",
			claim:   "Halden Council approved the bridge.",
			source:  "Halden Council refused to approve the bridge.",
			verdict: Unverified, code: ReasonNegationMismatch,
		},
		{
			name:    "declined to negates the claim's verb",
			claim:   "Mayor Ortiz commented on the bridge.",
			source:  "Mayor Ortiz declined to comment on the bridge.",
			verdict: Unverified, code: ReasonNegationMismatch,
		},
		{
			name:    "denied with an -ing form negates the claim's verb",
			claim:   "Halden Council approved the bridge.",
			source:  "Halden Council denied approving the bridge.",
			verdict: Unverified, code: ReasonNegationMismatch,
		},
		{
			name:    "unable negates the claim's verb",
			claim:   "Mayor Ortiz attended the bridge opening.",
			source:  "Mayor Ortiz was unable to attend the bridge opening.",
			verdict: Unverified, code: ReasonNegationMismatch,
		},
		{
			name:    "a claim that failed is not grounded by one that did",
			claim:   "Halden Council failed to approve the bridge.",
			source:  "Halden Council approved the bridge.",
			verdict: Unverified, code: ReasonNegationMismatch,
		},
		{
			name:    "failed to agrees with did not",
			claim:   "Halden Council failed to approve the bridge.",
			source:  "Halden Council did not approve the bridge.",
			verdict: Grounded, code: ReasonSupported,
		},
		{
			name:    "a failed bank is no negation",
			claim:   "Regulators in Halden closed 3 banks in 2011.",
			source:  "Regulators in Halden closed 3 failed banks in 2011.",
			verdict: Grounded, code: ReasonSupported,
		},
		{
			name:    "declined to a figure is a fall, no negation",
			claim:   "Halden's exports declined to 12% in 2011.",
			source:  "Halden's exports declined to 12% of output in 2011.",
			verdict: Grounded, code: ReasonSupported,
		},
		{
			name:    "the denied claims are no negation",
			claim:   "Halden Insurance paid 40 claims in 2011.",
			source:  "Halden Insurance paid 40 denied claims in 2011.",
			verdict: Grounded, code: ReasonSupported,
		},
		// Negations set aside.
		{
			name:    "a negation in a relative clause is about something else",
			claim:   "Halden Council built 4 bridges in 2019.",
			source:  "Halden Council, which never built a tunnel, built 4 bridges in 2019.",
			verdict: Grounded, code: ReasonSupported,
		},
		{
			name:    "a negation in brackets is about something else",
			claim:   "Halden Council built 4 bridges in 2019.",
			source:  "Halden Council built 4 bridges in 2019 (none in 2018).",
			verdict: Grounded, code: ReasonSupported,
		},
		{
			name:    "a negation between dashes is about something else",
			claim:   "Halden Council built 4 bridges in 2019.",
			source:  "Halden Council \u2014 not the county \u2014 built 4 bridges in 2019.",
			verdict: Grounded, code: ReasonSupported,
		},
		{
			name:    "a negation in a clause of its own is about something else",
			claim:   "Halden Council built 4 bridges in 2019.",
			source:  "Halden Council built 4 bridges in 2019; the county built none.",
			verdict: Grounded, code: ReasonSupported,
		},
		{
			name:    "an aside holding the claim's figure keeps its negation",
			claim:   "Halden Council built 4 bridges in 2018.",
			source:  "Halden Council built 4 bridges in 2019 (none in 2018).",
			verdict: Unverified,
		},
		{
			name:    "an aside holding the claim's word keeps its negation",
			claim:   "Halden Council built a tunnel and 4 bridges in 2019.",
			source:  "Halden Council, which never built a tunnel, built 4 bridges in 2019.",
			verdict: Unverified, code: ReasonNegationMismatch,
		},
		{
			name:    "an aside's word the rest of the sentence holds too does not keep its negation",
			claim:   "Halden Council built 4 bridges in 2019.",
			source:  "Halden Council, which never built bridges abroad, built 4 bridges in 2019.",
			verdict: Grounded, code: ReasonSupported,
		},
		{
			// "Xu", too short to be a content word, is found as a name.
			name:    "an aside holding the claim's name as a possessive keeps its negation",
			claim:   "Halden Council and Xu built 4 bridges in 2019.",
			source:  "Halden Council (not Xu's engineers) built 4 bridges in 2019.",
			verdict: Unverified, code: ReasonNegationMismatch,
		},
		{
			name:    "a clause holding the claim's name keeps its negation",
			claim:   "Halden Council built 4 bridges in 2019.",
			source:  "Nothing stopped Halden Council: it built 4 bridges in 2019.",
			verdict: Unverified, code: ReasonNegationMismatch,
		},
		{
			name:    "a negated claim is not grounded by an aside's negation",
			claim:   "Halden Council did not build 4 bridges in 2019.",
			source:  "Halden Council, which never built a tunnel, built 4 bridges in 2019.",
			verdict: Unverified, code: ReasonNegationMismatch,
		},
		{
			name:    "a negation of the claim's own verb still blocks",
			claim:   "Halden Council built 4 bridges in 2019.",
			source:  "Halden Council, which built a tunnel, did not build 4 bridges in 2019.",
			verdict: Unverified, code: ReasonNegationMismatch,
		},
		{
			name:    "a negated claim against the plain statement",
			claim:   "Halden Council did not build 4 bridges.",
			source:  "Halden Council built 4 bridges.",
			verdict: Unverified, code: ReasonNegationMismatch,
		},
		// A claim's own negation set aside.
		{
			name:    "a negated lead-in clause frames the claim's statement",
			claim:   "Nothing stopped Halden Council: it built 4 bridges in 2019.",
			source:  "Halden Council built 4 bridges in 2019.",
			verdict: Grounded, code: ReasonSupported,
		},
		{
			name:    "a negated relative clause of the claim is left to the cover, not the negation",
			claim:   "Halden Council, which never closed a road, built 4 bridges in 2019.",
			source:  "Halden Council built 4 bridges in 2019.",
			verdict: Unverified, code: ReasonLowCoverage,
		},
		{
			name:    "a lead-in clause whose words the passage holds still counts",
			claim:   "Nothing stopped Halden Council: it built 4 bridges in 2019.",
			source:  "Floods stopped Halden Council for a year. It built 4 bridges in 2019.",
			verdict: Unverified, code: ReasonNegationMismatch,
		},
		{
			name:    "a lead-in clause whose figure the passage states still counts",
			claim:   "Halden Council did not build 4 bridges; it built 6.",
			source:  "Halden Council built 4 bridges in 2019 and 6 in 2020.",
			verdict: Unverified, code: ReasonNegationMismatch,
		},
		{
			name:    "a negated clause after the statement names something of its own",
			claim:   "Halden Council built 4 bridges; it never built one in Orme.",
			source:  "Halden Council built 4 bridges in Orme.",
			verdict: Unverified, code: ReasonNegationMismatch,
		},
		{
			name:    "another subject's negated clause after the statement names it",
			claim:   "Halden Council built 4 bridges; Orme Council did not.",
			source:  "Halden Council and Orme Council each built 4 bridges.",
			verdict: Unverified, code: ReasonNegationMismatch,
		},
		{
			name:    "a name only a negated relative clause holds is its own",
			claim:   "Halden Council built 4 bridges, none of which were in Orme.",
			source:  "Halden Council built 4 bridges, 2 of them in Orme.",
			verdict: Unverified, code: ReasonNegationMismatch,
		},
		{
			name:    "a record's fact is no clause to set aside",
			claim:   "Blue Door Cafe has WiFi.",
			source:  `{"name": "Blue Door Cafe", "attributes": {"WiFi": "u'no'"}}`,
			verdict: Contradicted,
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c := checkOne(t, tt.claim, tt.source)
			if c.Verdict != tt.verdict || (tt.code != "" && c.ReasonCode != tt.code) {
				t.Errorf("Check(%q) against %q = %s/%s (%s), want %s/%s", tt.claim, tt.source, c.Verdict, c.ReasonCode, c.Reason, tt.verdict, tt.code)
			}
		})
	}
}

// TestNegationHeldElsewhere checks that a claim joining a fact to a
// negated one takes its negation from the passage's sentence that negates
// the same words (all but one, which another sentence of the passage
// holds), not from its closest, while a negation of other words, or of
// fewer than the claim negates, still keeps it from being grounded.
// The sentences are written for this test.
func TestNegationHeldElsewhere(t *testing.T) {
	const quake = "A magnitude 5.1 earthquake struck near Velmora on Sunday. It was felt as far away as Tarsi and Ombra. There were no reports of injuries or damage."
	checkCodes(t, []codeCase{
		{"a negated clause the passage negates", "The Velmora earthquake was felt as far away as Tarsi and Ombra, with no reports of injuries or damage.",
			quake, Grounded, ReasonSupported},
		{"a negated clause the passage negates, one of its words in another sentence",
			"Founded in 2020 and not yet profitable, Lumo said the funds would go towards a factory in Tarsi.",
			"Lumo, a maker of battery packs, has raised 22 million dollars. Lumo, founded in 2020, said it would use the money to open a factory in Tarsi. The company is not yet profitable.",
			Grounded, ReasonSupported},
		{"a negation of other words", "The Velmora earthquake was felt as far away as Tarsi and Ombra, with no reports of aftershocks.",
			quake, Unverified, ReasonNegationMismatch},
		{"a negation of other words but one", "The Velmora earthquake was felt as far away as Tarsi and Ombra, with no reports of damage to roads.",
			"A magnitude 5.1 earthquake struck near Velmora on Sunday, cracking roads. It was felt as far away as Tarsi and Ombra. There were no reports of injuries.",
			Unverified, ReasonNegationMismatch},
		{"a negation of fewer words than the claim negates", "Halvern did not open 30 stores in 2023.",
			"Halvern opened 30 stores in 2023. It did not open any stores in Texas.", Unverified, ReasonNegationMismatch},
		{"a negated word of one the negated sentence lacks", "The storm in Velmora caused no deaths.",
			"The storm in Velmora caused 3 deaths. No injuries from the storm were reported.", Unverified, ReasonNegationMismatch},
		{"a negation without the claim's figure", "Halvern did not open 30 stores in 2023.",
			"Halvern opened 30 stores in 2023. Halvern did not open any stores in Texas.", Unverified, ReasonNegationMismatch},
	})
}

// TestNegationScopeLongClaim checks that a claim of more content words
// than a machine word has bits is read as a short one: a negation in a
// source's aside that holds none of its words does not count against it,
// and does not ground it negated. The sentences are written for this
// test.
func TestNegationScopeLongClaim(t *testing.T) {
	goods := strings.Fields(`apples pears plums grapes lemons limes melons peaches cherries berries
		onions carrots potatoes turnips beets radishes cabbages lettuces peppers tomatoes beans peas
		lentils rice flour sugar salt butter cheese yogurt cream bread rolls muffins cakes pies cookies
		biscuits crackers noodles candles matches soap towels sponges brooms buckets mops ladders
		hammers nails screws bolts ropes chains locks keys lamps bulbs batteries cables fans heaters
		kettles pans pots plates bowls cups`)
	if len(goods) <= 64 {
		t.Fatalf("%d goods, want more than 64", len(goods))
	}
	list := strings.Join(goods, ", ")
	source := "Halden Market, which never sold meat, sold " + list + " in 2019."
	tests := []struct {
		name, claim string
		verdict     Verdict
		code        ReasonCode
	}{
		{"the claim the rest of the sentence states", "Halden Market sold " + list + " in 2019.", Grounded, ReasonSupported},
		{"the claim negated", "Halden Market did not sell " + list + " in 2019.", Unverified, ReasonNegationMismatch},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if c := checkOne(t, tt.claim, source); c.Verdict != tt.verdict || c.ReasonCode != tt.code {
				t.Errorf("%s/%s (%s), want %s/%s", c.Verdict, c.ReasonCode, c.Reason, tt.verdict, tt.code)
			}
		})
	}
}
