package sourced

import (
	"testing"

	"github.com/sourced-dev/sourced/internal/signals"
)

// TestWeightUnstated checks that a claim that gives what it says more
// weight in one word than its passage does ("fell sharply" of "fell 1
// percent") is not grounded, and that the word's root anywhere in the
// passage, or "record" as a tally, leaves the claim grounded. The
// sentences are written for this test.
func TestWeightUnstated(t *testing.T) {
	checkCodes(t, []codeCase{
		{"an adverb of degree", "Shares of Bellweather Corp fell sharply after the announcement.",
			"Shares of Bellweather Corp fell 1 percent after the announcement.", Unverified, ReasonWordDiffers},
		{"a record before what it describes", "Marden Tools reported record quarterly revenue of 210 million dollars.",
			"Marden Tools reported quarterly revenue of 210 million dollars, up from 190 million a year earlier.", Unverified, ReasonWordDiffers},
		{"a first ever", "The first-ever Brightline marathon drew 5,000 runners.",
			"The Brightline marathon drew 5,000 runners on Sunday.", Unverified, ReasonWordDiffers},
		{"success the passage leaves open", "The Pallas 2 satellite launched successfully from Kourou on Tuesday.",
			"The Pallas 2 satellite launched from Kourou on Tuesday. Engineers have not yet made contact with it.", Unverified, ReasonWordDiffers},
		{"a judgement of the writer's", "The controversial Aldwick housing plan was approved on Monday.",
			"The Aldwick housing plan was approved by planners on Monday.", Unverified, ReasonWordDiffers},

		{"the root in another word", "Shares of Bellweather Corp fell sharply after the announcement.",
			"Shares of Bellweather Corp saw a sharp fall after the announcement.", Grounded, ReasonSupported},
		{"the root in the passage's next sentence", "The long-awaited Ridgeway bypass opened on Friday.",
			"The Ridgeway bypass opened on Friday. Drivers had awaited it for a decade.", Grounded, ReasonSupported},
		{"a word of its side of the opposites", "Shares of Bellweather Corp fell sharply after the announcement.",
			"Shares of Bellweather Corp fell steeply after the announcement.", Grounded, ReasonSupported},
		{"a negated claim", "Iverson did not close its Dover factory permanently.",
			"Iverson did not close its Dover factory, a spokesman said.", Grounded, ReasonSupported},
		{"an all-time high for a record high", "Gold hit a record high on Tuesday.",
			"Gold touched an all-time high on Tuesday.", Grounded, ReasonSupported},
		{"highest-ever for record", "Tellis reported record sales in March.",
			"Tellis reported its highest-ever sales in March.", Grounded, ReasonSupported},
		{"formally for officially", "The Ridgeway bridge officially opened on Friday.",
			"The Ridgeway bridge was formally opened on Friday.", Grounded, ReasonSupported},
		{"for good for permanently", "Tellis permanently closed its Leeds store.",
			"Tellis closed its Leeds store for good.", Grounded, ReasonSupported},
		{"unanimously of a split vote", "The Wexley council voted unanimously to close the Hurst Lane library.",
			"The Wexley council voted 7-4 to close the Hurst Lane library.", Unverified, ReasonWordDiffers},
		{"unanimous of a vote of 7-0", "The Wexley council voted unanimously to close the Hurst Lane library.",
			"The Wexley council voted 7-0 to close the Hurst Lane library.", Grounded, ReasonSupported},
		{"worldwide of one region's recall", "Tarvo is recalling 40,000 cars worldwide over a brake fault.",
			"Tarvo is recalling 40,000 cars in North America over a brake fault.", Unverified, ReasonWordDiffers},
		{"worldwide of a global recall", "Tarvo is recalling 40,000 cars worldwide over a brake fault.",
			"Tarvo is recalling 40,000 cars globally over a brake fault.", Grounded, ReasonSupported},
		{"altogether of one trial stopped", "Dunmore Pharma will stop developing the drug altogether.",
			"Dunmore Pharma will stop one of its two trials of the drug.", Unverified, ReasonWordDiffers},
		{"convicted of one on trial", "Ivo Marsh was convicted of fraud.",
			"The fraud trial of Ivo Marsh opened in Harwell on Monday.", Unverified, ReasonWordDiffers},
		{"convicted of one found guilty", "Ivo Marsh was convicted of fraud.",
			"Ivo Marsh was found guilty of fraud on Monday.", Grounded, ReasonSupported},
		{"elected of one appointed", "Dana Reyes was elected to the Senate.",
			"Dana Reyes was appointed to the Senate by Governor Holt.", Unverified, ReasonWordDiffers},
		{"elected of one nominated for an election", "Mara Lind was elected mayor of Eastport.",
			"Mara Lind was nominated as the party's candidate for mayor of Eastport ahead of the election in May.", Unverified, ReasonWordDiffers},
		{"re-elected for elected", "Mara Lind was elected mayor of Eastport.",
			"Mara Lind was re-elected mayor of Eastport on Sunday.", Grounded, ReasonSupported},
		{"plunged for fell sharply", "Shares of Bellweather fell sharply on Monday.",
			"Shares of Bellweather plunged 18 percent on Monday.", Grounded, ReasonSupported},
		{"holds the record", "Tamsin Reyes holds the record for the sprint.",
			"Tamsin Reyes set the course record for the sprint in 2019.", Grounded, ReasonSupported},
		{"a record of wins and losses", "Dalby has a strong caretaker record, losing just twice in nine games.",
			"Dalby has lost just twice in nine games as caretaker coach, a strong caretaker record.", Grounded, ReasonSupported},
	})
	checkReasons(t, []reasonCase{
		{"The board approved the long-awaited plan on Monday.", "The board approved the plan on Monday.",
			`the claim says "long-awaited", which the source does not say`},
	})
}

// TestDoneAhead checks that a claim of what was done ("stepped down") is
// not grounded by a passage that says only that it will or would be done,
// and is by one that says it done besides, or of a claim that says it
// will be. The sentences are written for this test.
func TestDoneAhead(t *testing.T) {
	checkCodes(t, []codeCase{
		{"will, in the closest sentence", "Mirela Stoyan stepped down as chair in May.",
			"Mirela Stoyan announced in May that she will step down as chair at the end of the year.", Unverified, ReasonWordDiffers},
		{"would, in the next sentence", "Vantor Airlines resumed flights to Lisbon on Monday.",
			"Vantor Airlines suspended flights to Lisbon on Monday. The company did not say when they would resume.", Unverified, ReasonWordDiffers},
		{"past an adverb and be", "The Harlow bridge was closed in March.",
			"Officials said in March that the Harlow bridge would eventually be closed.", Unverified, ReasonWordDiffers},

		{"an irregular past", "The Halden firm sold its stake in Ardent.",
			"The Halden firm will sell its stake in Ardent, it said on Monday.", Unverified, ReasonWordDiffers},
		{"we'll", "The Lantern cafe reopened in March.",
			`"We'll reopen in March," the Lantern cafe's owner said.`, Unverified, ReasonWordDiffers},
		{"a story's would", "Marco Sallis won their second race in 1994.",
			"Marco Sallis would win their second race in 1994 by a wide margin.", Grounded, ReasonSupported},
		{"said done in another sentence", "Acme closed the Dover plant in March.",
			"Acme said on Friday it would close the Dover plant. The plant closed in March.", Grounded, ReasonSupported},
		{"a claim of what will be", "The prize will be awarded on Friday at the Hallam Museum.",
			"The prize will be awarded on Friday at the Hallam Museum.", Grounded, ReasonSupported},
		{"an irregular past done beside another's future", "Acme went public in 2020.",
			"Acme went public in 2020, and Beta will go public next year.", Grounded, ReasonSupported},
		{"an irregular past done, another's future next", "Acme went public in 2020.",
			"Acme went public in 2020. Beta will go public next year.", Grounded, ReasonSupported},
		{"a will that is no modal", "She left the house to her son in 1990.",
			"Her will left the house to her son in 1990.", Grounded, ReasonSupported},
		{"another word after will", "Mirela Stoyan stepped down as chair in May.",
			"Mirela Stoyan stepped down as chair in May. Her successor will be named in June.", Grounded, ReasonSupported},
	})
	checkReasons(t, []reasonCase{
		{"Mirela Stoyan stepped down as chair in May.", "In May, Mirela Stoyan said she will step down as chair.",
			`the source says "will step" where the claim says "stepped"`},
	})
}

// TestAddedAt checks which of a claim's words are words of weight, by
// the first of their roots.
func TestAddedAt(t *testing.T) {
	tests := []struct {
		text string
		k    int
		root string
	}{
		{"sales fell sharply", 2, "sharp"},
		{"record revenue", 0, "record"},
		{"set a new record", 3, "record"},
		{"his record, losing once", 1, ""},
		{"a record of life in Ashby", 1, ""},
		{"sales fell", 1, ""},
		{"a", 0, ""},
	}
	for _, tt := range tests {
		toks := signals.Tokenize(tt.text).Tokens
		got := ""
		if roots := addedAt(toks, tt.k); roots != nil {
			got = roots[0]
		}
		if got != tt.root {
			t.Errorf("addedAt(%q, %d) = %q, want %q", tt.text, tt.k, got, tt.root)
		}
	}
}
