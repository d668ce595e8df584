package sourced

import (
	"slices"
	"testing"

	"github.com/sourced-dev/sourced/internal/signals"
)

// TestQuantifierSwapped checks that a claim's quantifier is not stated by
// the closest sentence's quantifier of the same noun that takes less of
// the group, or says that little holds, while a stronger one, the same
// one, "a few" for "some", a superlative's "the most", and a sentence
// that holds the claim's quantity elsewhere still ground. The sentences
// are written for this test.
func TestQuantifierSwapped(t *testing.T) {
	checkCodes(t, []codeCase{
		{"most for few", "Most Halden students preferred the new Lumo app.", "Few Halden students preferred the new Lumo app.", Unverified, ReasonWordDiffers},
		{"all for most", "All Halden students preferred the new Lumo app.", "Most Halden students preferred the new Lumo app.", Unverified, ReasonWordDiffers},
		{"few for most", "Few Halden students preferred the new Lumo app.", "Most Halden students preferred the new Lumo app.", Unverified, ReasonWordDiffers},
		{"few for a few", "Few Halden students preferred the new Lumo app.", "A few Halden students preferred the new Lumo app.", Unverified, ReasonWordDiffers},

		{"many for most", "Many Halden students preferred the new Lumo app.", "Most Halden students preferred the new Lumo app.", Grounded, ReasonSupported},
		{"some for a few", "Some Halden students preferred the new Lumo app.", "A few Halden students preferred the new Lumo app.", Grounded, ReasonSupported},
		{"the same", "Few Halden students preferred the new Lumo app.", "Few Halden students preferred the new Lumo app.", Grounded, ReasonSupported},
		{"a superlative", "Most Halden students liked the Lumo app.", "The Lumo app was the most popular among Halden students.", Grounded, ReasonSupported},
		{"a stronger one beside one that is not", "Many Tamsin vaccine recipients reported mild fever.",
			"Most Tamsin vaccine recipients reported mild fever, and few recipients had serious side effects.", Grounded, ReasonSupported},
		{"the claim's quantity elsewhere", "Very few Halden asteroids have been named to honor women.",
			"Although many Halden asteroids have been named, very few have been named to honor women.", Grounded, ReasonSupported},
	})
	checkReasons(t, []reasonCase{
		{"Most Halden students preferred the new Lumo app.", "Few Halden students preferred the new Lumo app.",
			`the source says "few" where the claim says "most"`},
	})
}

// TestAllLimited checks that "all" or "every" is not stated by a passage
// whose sentence of the claim's noun limits it to part ("mainly",
// "certain", "most" of the noun), while a passage that says "all" too, or limits nothing,
// still grounds. The sentences are written for this test.
func TestAllLimited(t *testing.T) {
	const cuts = "Halvern Systems said it would cut about 300 jobs as part of a restructuring. The cuts will mainly affect its hardware division in Ohio."
	checkCodes(t, []codeCase{
		{"mainly, in the sentence of the noun", "Halvern Systems said all of the 300 job cuts will come from its hardware division in Ohio.", cuts, Unverified, ReasonWordDiffers},
		{"certain", "Tarvo is recalling all of its Arden saloons over a sensor fault.",
			"Tarvo is recalling certain models of its Arden saloons over a sensor fault.", Unverified, ReasonWordDiffers},
		{"a lesser quantifier of the noun, in a sentence other than the closest", "All of the 120 flu cases in Dunmore were among children under five.",
			"Dunmore's clinic reported 120 flu cases in March, against 30 a year earlier. Most cases were among children under five.", Unverified, ReasonWordDiffers},
		{"a lesser quantifier of another noun", "All of the 120 flu cases in Dunmore were among children under five.",
			"Dunmore's clinic reported 120 flu cases in March, all of them among children under five. Most doctors there are part-time.", Grounded, ReasonSupported},
		{"some of whom, of a figure made approximate", "Corran's will offer all of the roughly 400 affected staff jobs at its other stores.",
			"Corran's will close 9 of its 40 stores. The closures will affect about 400 staff, some of whom will be offered jobs at its other stores.", Unverified, ReasonWordDiffers},
		{"all of them, mostly", "Corvin Air will add 12 routes next summer, all of them to southern Europe.",
			"Corvin Air carried 9 million passengers in 2023. The airline said it would add 12 routes next summer, mostly to southern Europe.", Unverified, ReasonWordDiffers},
		{"all of them, all", "Corvin Air will add 12 routes next summer, all of them to southern Europe.",
			"Corvin Air carried 9 million passengers in 2023. The airline said it would add 12 routes next summer, all to southern Europe.", Grounded, ReasonSupported},
		{"some made approximate", "Corran's will offer all of the roughly 400 affected staff jobs at its other stores.",
			"Corran's will close 9 of its 40 stores, affecting some 400 staff, who will all be offered jobs at its other stores.", Grounded, ReasonSupported},
		{"some of whom of another noun", "All of the 120 flu cases in Dunmore were among children under five.",
			"Dunmore's clinic reported 120 flu cases in March, all among children under five, some of whom were taken to hospital.", Grounded, ReasonSupported},
		{"all said too", "Halvern Systems said all of the 300 job cuts will come from its hardware division in Ohio.",
			"Halvern Systems said it would cut about 300 jobs. All of the cuts will affect its hardware division in Ohio, which mainly makes routers.", Grounded, ReasonSupported},
		{"nothing limited", "Halvern Systems said all of the 300 job cuts will come from its hardware division in Ohio.",
			"Halvern Systems said it would cut about 300 jobs. The cuts will come from its hardware division in Ohio.", Grounded, ReasonSupported},
	})
	checkReasons(t, []reasonCase{
		{"Halvern Systems said all of the 300 job cuts will come from its hardware division in Ohio.", cuts,
			`the source says "mainly" where the claim says "all"`},
	})
}

// TestQuantifierNearVerbatim checks that a claim of no names or figures
// that stands word for word in a sentence but for its quantifier is not
// grounded as near-verbatim. The sentences are written for this test.
func TestQuantifierNearVerbatim(t *testing.T) {
	checkCodes(t, []codeCase{
		{"most for few", "Most students preferred the new app to the old one.", "Few students preferred the new app to the old one.", Unverified, ReasonNoSignals},
		{"the same quantifier", "Most students preferred the new app to the old one.", "Most students preferred the new app to the old one.", Grounded, ReasonNearVerbatim},
	})
}

// TestQuantityCounted checks that a claim's quantifier is not stated by
// a share of its noun the quantifier does not hold of, in a percentage or
// in a count of a whole, and is by one it holds of, by a change that is
// no share, and by a share of another thing. The sentences are written
// for this test.
func TestQuantityCounted(t *testing.T) {
	checkCodes(t, []codeCase{
		{"most for a minority's percentage", "Most of the surveyed Halden teachers said they planned to leave.",
			"Of the 800 Halden teachers surveyed, 38 percent said they planned to leave.", Unverified, ReasonWordDiffers},
		{"all for four of six", "All of the Norwood branches will close on Sunday.",
			"Four of the six Norwood branches will close on Sunday.", Unverified, ReasonWordDiffers},
		{"every for half", "Almost every Halden respondent backed the four-day week.",
			"Just over half of Halden respondents, 52 percent, backed the four-day week.", Unverified, ReasonWordDiffers},
		{"few for most", "Few Halden residents attended the meeting.",
			"Some 70 percent of Halden residents attended the meeting.", Unverified, ReasonWordDiffers},

		{"most for a share in words", "Most Ridgeway voters backed Kim.",
			"About a third of Ridgeway voters backed Kim.", Unverified, ReasonWordDiffers},
		{"most of a counted whole", "Most of the 300 nurses at St Agnes supported the deal.",
			"Only 41 percent of the 300 nurses at St Agnes supported the deal.", Unverified, ReasonWordDiffers},
		{"every for nine of a possessive's 11", "Every school in the Ashby district closed.",
			"Nine of the Ashby district's 11 schools closed.", Unverified, ReasonWordDiffers},
		{"most for a minority of a whole the sentence opens on", "Most of the 300 nurses at St Agnes voted yes.",
			"Of the 300 nurses at St Agnes, 110 voted yes.", Unverified, ReasonWordDiffers},
		{"most for a majority of a whole the sentence opens on", "Most of the 300 nurses at St Agnes voted yes.",
			"Of the 300 nurses at St Agnes, 210 voted yes.", Grounded, ReasonSupported},
		{"each for two of three, spelled", "Each of the three candidates supported the tax cut.",
			"Two of the three candidates, Jorah Pell and Ines Marko, supported the tax cut. The third, Dale Obi, opposed it.", Unverified, ReasonWordDiffers},
		{"a share and the rest", "Most of the Halden members voted in favour of the plan.",
			"A third of the Halden members voted against the plan, and the rest voted in favour.", Grounded, ReasonSupported},
		{"most for a majority's percentage", "Most of the surveyed Halden teachers said they planned to leave.",
			"Of the 800 Halden teachers surveyed, 62 percent said they planned to leave.", Grounded, ReasonSupported},
		{"most for four of six", "Most of the Norwood branches will close on Sunday.",
			"Four of the six Norwood branches will close on Sunday.", Grounded, ReasonSupported},
		{"a change, no share", "Most Halden stores saw sales rise in March.",
			"Halden stores saw sales rise 38 percent in March.", Grounded, ReasonSupported},
		{"a share of another noun beside one of the claim's", "Most Corlan employees work remotely.",
			"Only 38 percent of Corlan managers work in the office, while 85 percent of employees work remotely.", Grounded, ReasonSupported},
		{"a share it holds of beside one it does not", "Most of Pell's revenue comes from Asia.",
			"Asia accounts for 71 percent of Pell's revenue, and Europe for 20 percent.", Grounded, ReasonSupported},
		{"most for a minority's percentage, past a name", "Most Corlan employees work in the office.",
			"Only 38 percent of Corlan employees work in the office.", Unverified, ReasonWordDiffers},
		{"a share of another thing", "Each Halden party spent money on the campaign.",
			"Each Halden party spent money on the campaign; one lost 11 of its 12 seats.", Grounded, ReasonSupported},
	})
}

// TestQuantifiedAtApproximators checks that a quantifier's noun is found
// past a figure and the word that makes it approximate, and past "of"
// to a word standing for a group, while such a word before no figure is
// no way to a noun ("all about the food" quantifies no food).
func TestQuantifiedAtApproximators(t *testing.T) {
	for _, tc := range []struct{ text, noun string }{
		{"all of the roughly 900 affected staff", "affected"},
		{"all of them went south", "them"},
		{"it is all about the food", ""},
	} {
		toks := signals.TokenizeInto(nil, tc.text).Tokens
		k := slices.IndexFunc(toks, func(t signals.Token) bool { return t.Lower == "all" })
		got := ""
		if q, ok := quantifiedAt(toks, k); ok {
			got = q.noun
		}
		if got != tc.noun {
			t.Errorf("quantifiedAt(%q) noun = %q, want %q", tc.text, got, tc.noun)
		}
	}
}
