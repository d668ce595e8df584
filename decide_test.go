package sourced

import (
	"fmt"
	"math"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
	"unicode"

	"github.com/sourced-dev/sourced/internal/claims"
	"github.com/sourced-dev/sourced/internal/signals"
)

// recordSource is a structured source: a business record of the shape
// some RAG pipelines pass as context, written for these tests.
const recordSource = `{"name": "Blue Door Cafe", "categories": "Cafes, Coffee & Tea", ` +
	`"hours": {"Monday": "7:0-15:0"}, "attributes": {"WiFi": "u'no'", "RestaurantsTakeOut": "True", ` +
	`"HasTV": null, "BusinessParking": "{'garage': False, 'street': True}"}}`

// ambienceSource is a record that describes its atmosphere by adjectives.
const ambienceSource = `{"name": "Blue Door Cafe", "attributes": {"Ambience": {"romantic": false, "casual": true}}}`

// parkingSource is a record with yes/no properties, parking among them.
const parkingSource = `{"name": "Blue Door Cafe", "attributes": {"BusinessParking": "{'garage': False, 'street': True, ` +
	`'validated': False, 'lot': False, 'valet': False}", "WiFi": "u'free'", "OutdoorSeating": "True", "RestaurantsReservations": "False"}}`

// hoursSource is a record with opening hours on three days.
const hoursSource = `{"name": "Blue Door Cafe", "hours": {"Monday": "7:0-15:0", "Tuesday": "7:0-15:0", "Wednesday": "7:0-15:0"}}`

// The sentences below are written for these tests; none is taken from a
// data set.
func TestDecide(t *testing.T) {
	tests := []struct {
		name    string
		claim   string
		sources []string
		verdict Verdict
		code    ReasonCode
	}{
		{
			name:    "same number same subject",
			claim:   "Microsoft reported revenue of $56 billion.",
			sources: []string{"Microsoft reported revenue of $56 billion for the quarter."},
			verdict: Grounded, code: ReasonSupported,
		},
		{
			name:    "number by value across notations",
			claim:   "Microsoft reported revenue of 56bn dollars.",
			sources: []string{"Microsoft reported revenue of $56,000 million for the quarter."},
			verdict: Grounded, code: ReasonSupported,
		},
		{
			name:    "different number same subject",
			claim:   "Microsoft reported revenue of $70 billion.",
			sources: []string{"Microsoft reported revenue of $56 billion for the quarter."},
			verdict: Contradicted, code: ReasonNumberMismatch,
		},
		{
			name:    "five is never found inside fifty-six",
			claim:   "Acme hired 5 engineers.",
			sources: []string{"Acme hired 56 engineers this year."},
			verdict: Contradicted, code: ReasonNumberMismatch,
		},
		{
			name:    "number of another subject does not ground, and the subject's own contradicts it",
			claim:   "Bank of America opened 12 branches.",
			sources: []string{"Bank of America opened 30 branches. Wells Fargo opened 12."},
			verdict: Contradicted, code: ReasonNumberMismatch,
		},
		{
			name:    "number of another subject does not ground",
			claim:   "Bank of America opened 12 branches.",
			sources: []string{"Bank of America opened branches. Wells Fargo opened 12."},
			verdict: Unverified, code: ReasonOtherSubject,
		},
		{
			name:    "a sentence running the other way before one that restates the claim does not flip it",
			claim:   "Acme's revenue grew 8%.",
			sources: []string{"Acme's revenue fell 3%. Acme's revenue grew 8%."},
			verdict: Grounded, code: ReasonSupported,
		},
		{
			name:    "a sentence restating the statement a negated lead-in frames stands in for the one against it",
			claim:   "Not so for Acme: its revenue grew 8%.",
			sources: []string{"Acme's revenue fell 3%. Acme's revenue grew 8%."},
			verdict: Grounded, code: ReasonSupported,
		},
		{
			name:    "a negated sentence does not stand in for the one against a statement a negated lead-in frames",
			claim:   "Not so for Acme: its revenue grew 8%.",
			sources: []string{"Acme's revenue fell 3%. Acme's revenue did not grow 8%."},
			verdict: Contradicted, code: ReasonDirectionMismatch,
		},
		{
			name:    "a negated sentence stands in for the one against a negated claim",
			claim:   "Acme's revenue did not grow 8%.",
			sources: []string{"Acme's revenue fell 3%. Acme's revenue did not grow 8%."},
			verdict: Grounded, code: ReasonSupported,
		},
		{
			name:    "a sentence running the claim's way with another figure does not stand in for the one against it",
			claim:   "Acme's revenue grew 8%.",
			sources: []string{"Acme's revenue fell 8%. Acme's revenue grew 3%."},
			verdict: Contradicted, code: ReasonDirectionMismatch,
		},
		{
			name:    "a question running the claim's way does not stand in for the sentence against it",
			claim:   "Acme's revenue grew last year.",
			sources: []string{"Acme's revenue fell last year. Did Acme's revenue grow last year?"},
			verdict: Contradicted, code: ReasonDirectionMismatch,
		},
		{
			name:    "a report running the claim's way does not stand in for the sentence against it",
			claim:   "Acme's revenue grew last year.",
			sources: []string{"Acme's revenue fell last year. Acme claimed its revenue grew last year."},
			verdict: Contradicted, code: ReasonDirectionMismatch,
		},
		{
			name:    "another subject's sentence running the claim's way does not stand in for its own",
			claim:   "Acme's revenue grew 3%.",
			sources: []string{"Acme's revenue fell 3%. Beta's revenue grew 3%."},
			verdict: Contradicted, code: ReasonDirectionMismatch,
		},
		{
			name:    "a comparison the sentence's way is no flip of the claim's other change",
			claim:   "Dunmore College enrolled 4 percent more students this autumn even as applications from abroad dropped 11 percent.",
			sources: []string{"Enrolment at Dunmore College rose 4 percent this autumn to about 9,000 students. Applications from abroad fell 11 percent."},
			verdict: Unverified,
		},
		{
			name:    "two negated ways are no contradiction",
			claim:   "Acme's board did not approve the merger.",
			sources: []string{"Acme's board did not reject the merger."},
			verdict: Unverified,
		},
		{
			name:    "two negated changes are no contradiction",
			claim:   "Acme's revenue did not rise in 2021.",
			sources: []string{"Acme's revenue did not fall in 2021."},
			verdict: Unverified,
		},
		{
			name:    "a common word opening a statement is its subject",
			claim:   "Zoom hired 500 engineers last year.",
			sources: []string{"Zoom hired 400 engineers and 50 designers last year."},
			verdict: Contradicted, code: ReasonNumberMismatch,
		},
		{
			name:    "a common word giving an order is no subject",
			claim:   "Add chopped onions and 2 cups of stock.",
			sources: []string{"Add chopped tomatoes and 3 cups of stock."},
			verdict: Unverified,
		},
		{
			name:    "a planned figure does not contradict the claim's",
			claim:   "Acme opened 30 stores.",
			sources: []string{"Acme planned to open 15 stores."},
			verdict: Unverified,
		},
		{
			name:    "a forecast figure does not contradict the claim's",
			claim:   "Inflation in Norland was 5% last year.",
			sources: []string{"The Norland treasury forecast inflation of 4% last year."},
			verdict: Unverified,
		},
		{
			name:    "an intended figure does not contradict the claim's",
			claim:   "Acme opened 30 stores.",
			sources: []string{"Acme intended to open 15 stores."},
			verdict: Unverified,
		},
		{
			name:    "an added figure does not contradict the claim's",
			claim:   "Acme opened 30 stores.",
			sources: []string{"Acme also opened 15 stores."},
			verdict: Unverified,
		},
		{
			name:    "a negated figure does not contradict the claim's",
			claim:   "Acme opened 30 stores.",
			sources: []string{"Acme never opened 15 stores."},
			verdict: Unverified,
		},
		{
			name:    "the first of a series does not contradict the whole",
			claim:   "Acme opened 30 stores.",
			sources: []string{"Acme opened its first 15 stores in Ohio."},
			verdict: Unverified,
		},
		{
			name:    "another year of the same event contradicts the claim's",
			claim:   "Acme was founded in 1995.",
			sources: []string{"Acme was founded in 1990 by Jane Smith."},
			verdict: Contradicted, code: ReasonNumberMismatch,
		},
		{
			name:    "a year opening the claim's clause is of the words after it",
			claim:   "In 1995, Acme was founded by Jane Smith.",
			sources: []string{"Acme was founded in 1990 by Jane Smith."},
			verdict: Contradicted, code: ReasonNumberMismatch,
		},
		{
			name:    "a year of another event does not contradict the claim's",
			claim:   "Acme hired 40 engineers in Osaka in 1995.",
			sources: []string{"Acme and Beta merged their Osaka offices in 2009."},
			verdict: Unverified,
		},
		{
			name:    "the year of a first event does not contradict a later one",
			claim:   "Acme opened 15 stores in 2021.",
			sources: []string{"Acme opens 15 stores a year. It opened its first store in 1990."},
			verdict: Unverified,
		},
		{
			name:    "a year of the claim's other event contradicts none of its others",
			claim:   "Acme left Ohio in 2011 and returned to Ohio in 2013.",
			sources: []string{"Acme returned to Ohio in 2013."},
			verdict: Unverified,
		},
		{
			name:    "a running total does not contradict a year's count",
			claim:   "Acme opened 30 stores in 2021.",
			sources: []string{"Acme opened 45 stores by 2021."},
			verdict: Unverified,
		},
		{
			name:    "a count so far does not contradict a year's",
			claim:   "Acme opened 30 stores in 2021.",
			sources: []string{"Acme has opened 45 stores in Ohio so far."},
			verdict: Unverified,
		},
		{
			name:    "a running total contradicts a running total",
			claim:   "Acme had opened 30 stores by 2021.",
			sources: []string{"Acme had opened 45 stores by 2021."},
			verdict: Contradicted, code: ReasonNumberMismatch,
		},
		{
			name:    "figures given to each other's things are not the claim's",
			claim:   "Acme sold 12 cars and 30 trucks in 2020.",
			sources: []string{"In 2020, Acme sold 30 cars and 12 trucks."},
			verdict: Unverified, code: ReasonOtherSubject,
		},
		{
			name:    "figures given to their own things are the claim's",
			claim:   "Acme sold 30 cars and 12 trucks in 2020.",
			sources: []string{"In 2020, Acme sold 30 cars and 12 trucks."},
			verdict: Grounded, code: ReasonSupported,
		},
		{
			name:    "an earlier item's figure in a list without verbs is not a later item's",
			claim:   "Wells Fargo opened 30 branches.",
			sources: []string{"Bank of America opened 30 branches, Wells Fargo 12 and Chase 7."},
			verdict: Contradicted, code: ReasonNumberMismatch,
		},
		{
			name:    "an item's figure in a list without verbs is not another item's",
			claim:   "Chase opened 12 branches.",
			sources: []string{"Bank of America opened 30 branches, Wells Fargo 12 and Chase 7."},
			verdict: Contradicted, code: ReasonNumberMismatch,
		},
		{
			name:    "an item's own figure in a list without verbs is its own",
			claim:   "Wells Fargo opened 12 branches.",
			sources: []string{"Bank of America opened 30 branches, Wells Fargo 12 and Chase 7."},
			verdict: Grounded, code: ReasonSupported,
		},
		{
			name:    "a figure before the items of a list of places is the place's named after it",
			claim:   "Acme opened 30 stores in Ohio.",
			sources: []string{"Acme opened 30 stores in Texas, Ohio 12 and Utah 7."},
			verdict: Contradicted, code: ReasonNumberMismatch,
		},
		{
			name:    "an item of a list of places is the subject's there",
			claim:   "Acme opened 12 stores in Ohio.",
			sources: []string{"Acme opened 30 stores in Texas, Ohio 12 and Utah 7."},
			verdict: Grounded, code: ReasonSupported,
		},
		{
			name:    "a time of the sentence is no series of the figure",
			claim:   "Acme sent 2,000 troops to the region.",
			sources: []string{"Acme sent 900 troops to the region in the last week."},
			verdict: Contradicted, code: ReasonNumberMismatch,
		},
		{
			name:    "a figure in a relative clause of another name is that name's",
			claim:   "Acme has 30 stores.",
			sources: []string{"Acme has more stores than Beta, which has 30."},
			verdict: Unverified, code: ReasonOtherSubject,
		},
		{
			name:    "a figure in a relative clause of the claim's subject is its own",
			claim:   "Acme has 30 stores.",
			sources: []string{"Acme, which has 30 stores, is growing."},
			verdict: Grounded, code: ReasonSupported,
		},
		{
			name:    "the subject's own figure beside another's relative clause contradicts",
			claim:   "Acme has 30 stores.",
			sources: []string{"Acme has 45 stores, more than Beta, which has 30."},
			verdict: Contradicted, code: ReasonNumberMismatch,
		},
		{
			name:    "a rate does not contradict a year's count",
			claim:   "Acme opened 30 stores in 2021.",
			sources: []string{"Acme opens 15 stores a year."},
			verdict: Unverified,
		},
		{
			name:    "a rate contradicts a rate",
			claim:   "Acme opens 30 stores a year.",
			sources: []string{"Acme opens 15 stores a year."},
			verdict: Contradicted, code: ReasonNumberMismatch,
		},
		{
			name:    "a rate per a whole does not contradict the total",
			claim:   "The Hadley rail line, 100 km long, cost $2 billion, or $20 million per km.",
			sources: []string{"The Hadley rail line is 100 km long and cost $2 billion."},
			verdict: Unverified,
		},
		{
			name:    "a rate per a whole contradicts another",
			claim:   "Tickets for the Dorvan festival cost $50 per person.",
			sources: []string{"Tickets for the Dorvan festival cost $40 per person, organisers said."},
			verdict: Contradicted, code: ReasonNumberMismatch,
		},
		{
			name:    "a negated direction cue in an aside is the claim's",
			claim:   "Acme did not win.",
			sources: []string{"Acme, which did not win, scored twice."},
			verdict: Grounded, code: ReasonSupported,
		},
		{
			name:    "both sides' first of a series is restated",
			claim:   "The first edition sold 30,000 copies.",
			sources: []string{"The first edition sold 12,000 copies."},
			verdict: Contradicted, code: ReasonNumberMismatch,
		},
		{
			name:    "a first of a time is no series of the figure",
			claim:   "Acme opened 30 stores in 2021.",
			sources: []string{"Acme opened 12 stores in 2021, its first year of expansion."},
			verdict: Contradicted, code: ReasonNumberMismatch,
		},
		{
			name:    "a running total set aside by commas does not count",
			claim:   "Acme opened 30 stores in 2021.",
			sources: []string{"Acme, listed in Ohio since 2019, opened 12 stores in 2021."},
			verdict: Contradicted, code: ReasonNumberMismatch,
		},
		{
			name:    "a time after a rate's words is no rate",
			claim:   "Acme cut 300 jobs after the merger.",
			sources: []string{"Acme cut 500 jobs a week after the merger."},
			verdict: Contradicted, code: ReasonNumberMismatch,
		},
		{
			name:    "a year of another event's clause is not the claim's",
			claim:   "Acme went public in 1990.",
			sources: []string{"Acme was founded in 1990 and went public in 1999."},
			verdict: Unverified, code: ReasonOtherSubject,
		},
		{
			name:    "a year of another event's clause is not the claim's, the claim's clause leaving its subject out",
			claim:   "The treaty was ratified in 1990.",
			sources: []string{"The treaty was signed in 1990 and ratified in 1992."},
			verdict: Unverified, code: ReasonOtherSubject,
		},
		{
			name:    "a year of the claim's event's clause is the claim's",
			claim:   "Acme went public in 1999.",
			sources: []string{"Acme was founded in 1990 and went public in 1999."},
			verdict: Grounded, code: ReasonSupported,
		},
		{
			name:    "a figure of a list's item is the place after it",
			claim:   "Acme opened 12 stores in Ohio.",
			sources: []string{"Acme opened 30 stores in Ohio, 12 in Texas and 7 in Utah."},
			verdict: Contradicted, code: ReasonNumberMismatch,
		},
		{
			name:    "a list's item is its place's",
			claim:   "Acme opened 12 stores in Texas.",
			sources: []string{"Acme opened 30 stores in Ohio, 12 in Texas and 7 in Utah."},
			verdict: Grounded, code: ReasonSupported,
		},
		{
			name:    "a measure's unit left out of a list's later items",
			claim:   "Jones scored 30 points.",
			sources: []string{"Smith scored 30 points, Jones 12 and Davis 7."},
			verdict: Unverified, code: ReasonOtherSubject,
		},
		{
			name:    "a measure of another thing is not the claim's",
			claim:   "Add 2 cups of flour.",
			sources: []string{"Add 3 cups of flour and 2 cups of sugar."},
			verdict: Unverified, code: ReasonOtherSubject,
		},
		{
			name:    "a measure of the claim's thing is the claim's",
			claim:   "Add 2 cups of sugar.",
			sources: []string{"Add 3 cups of flour and 2 cups of sugar."},
			verdict: Grounded, code: ReasonSupported,
		},
		{
			name:    "a plan contradicts a plan",
			claim:   "Acme will open 30 stores.",
			sources: []string{"Acme will open 15 stores."},
			verdict: Contradicted, code: ReasonNumberMismatch,
		},
		{
			name:    "counts of different things are no contradiction",
			claim:   "Moore averaged 8 rebounds a game.",
			sources: []string{"Moore averaged 20 points a game."},
			verdict: Unverified,
		},
		{
			name:    "a number after a capitalised word is a label, not a figure",
			claim:   "Acme filed the return on Form 1040.",
			sources: []string{"Acme filed the return on Form 4835."},
			verdict: Unverified,
		},
		{
			name:    "a year against a count is no contradiction",
			claim:   "Acme opened its first store in 1995.",
			sources: []string{"Acme opened 40 stores across the region."},
			verdict: Unverified,
		},
		{
			name:    "same digits different unit is no grounding",
			claim:   "Pine Ridge Trail is 5 km long.",
			sources: []string{"Pine Ridge Trail is 5 miles long."},
			verdict: Unverified,
		},
		{
			name:    "opposite direction with everything else matching",
			claim:   "Operating costs rose after the restructuring.",
			sources: []string{"Operating costs fell sharply after the restructuring."},
			verdict: Contradicted, code: ReasonDirectionMismatch,
		},
		{
			name:    "negation blocks grounding",
			claim:   "POSTGRES used the code of Ingres.",
			sources: []string{"POSTGRES did not use the code of Ingres."},
			verdict: Unverified, code: ReasonNegationMismatch,
		},
		{
			name:    "near-verbatim claim without signals",
			claim:   "The museum reopened to visitors after a long renovation.",
			sources: []string{"After years of work, the museum reopened to visitors after a long renovation in the spring."},
			verdict: Grounded, code: ReasonNearVerbatim,
		},
		{
			name:    "nothing checkable",
			claim:   "The outlook remains uncertain.",
			sources: []string{"Analysts were divided about the quarter."},
			verdict: Unverified, code: ReasonNoSignals,
		},
		{
			name:    "evidence does not run across the seam of two sources",
			claim:   "Acme reported 40 new stores.",
			sources: []string{"The company is called Acme.", "It reported 40 new stores."},
			verdict: Unverified,
		},
		{
			name:    "the same facts in one source do ground",
			claim:   "Acme reported 40 new stores.",
			sources: []string{"The company is called Acme. It reported 40 new stores."},
			verdict: Grounded, code: ReasonSupported,
		},
		{
			name:    "a count of part of a quantity counts that quantity",
			claim:   "Lee scored 12 goals and 5 assists this season.",
			sources: []string{"Lee scored 12 goals this season, 5 of which came from penalties."},
			verdict: Unverified, code: ReasonMissingSignals,
		},
		{
			name:    "a count of part of a quantity grounds that part",
			claim:   "Lee scored 12 goals this season, 5 of them from penalties.",
			sources: []string{"Lee scored 12 goals this season, 5 of which came from penalties."},
			verdict: Grounded, code: ReasonSupported,
		},
		{
			name:    "a record's no contradicts a plain yes",
			claim:   "The cafe offers free WiFi.",
			sources: []string{recordSource},
			verdict: Contradicted, code: ReasonValueMismatch,
		},
		{
			name:    "an atmosphere the record denies contradicts",
			claim:   "Blue Door Cafe has a romantic atmosphere.",
			sources: []string{ambienceSource},
			verdict: Contradicted, code: ReasonValueMismatch,
		},
		{
			name:    "an atmosphere the record states grounds",
			claim:   "Blue Door Cafe has a casual atmosphere.",
			sources: []string{ambienceSource},
			verdict: Grounded, code: ReasonSupported,
		},
		{
			name:    "a record's yes contradicts a plain no",
			claim:   "The cafe does not offer takeout.",
			sources: []string{recordSource},
			verdict: Contradicted, code: ReasonValueMismatch,
		},
		{
			name:    "a record's values ground the properties a claim states",
			claim:   "Blue Door Cafe offers takeout and street parking, but no WiFi.",
			sources: []string{recordSource},
			verdict: Grounded, code: ReasonSupported,
		},
		{
			name:    "a property the record has no value for does not ground",
			claim:   "Blue Door Cafe has a TV.",
			sources: []string{recordSource},
			verdict: Unverified,
		},
		{
			name:    "a negation that may or may not reach a property decides nothing",
			claim:   "The cafe does not have garage parking or takeout.",
			sources: []string{recordSource},
			verdict: Unverified,
		},
		{
			name:    "a clause about the data is no statement about the cafe",
			claim:   "The data does not include information about WiFi.",
			sources: []string{recordSource},
			verdict: Unverified,
		},
		{
			name:    "a meal the opening hours leave no time for is not grounded",
			claim:   "Blue Door Cafe is a cafe open on Monday for dinner.",
			sources: []string{recordSource},
			verdict: Unverified,
		},
		{
			name:    "a meal the record names is left to the record",
			claim:   "Blue Door Cafe serves breakfast on Monday.",
			sources: []string{`{"name": "Blue Door Cafe", "categories": "Breakfast & Brunch", "hours": {"Monday": "17:0-22:0"}}`},
			verdict: Grounded, code: ReasonSupported,
		},
		{
			name:    "opening hours are clock times",
			claim:   "Blue Door Cafe is open on Monday from 7 am to 3 pm.",
			sources: []string{recordSource},
			verdict: Grounded, code: ReasonSupported,
		},
		{
			name:    "a record's rating by its key, in a record's words",
			claim:   "Blue Door Cafe has a 4.5-star rating based on customer reviews.",
			sources: []string{`{"name": "Blue Door Cafe", "business_stars": 4.5}`},
			verdict: Grounded, code: ReasonSupported,
		},
		{
			name:    "a US state by its postal code",
			claim:   "Blue Door Cafe is a cafe in Goleta, California.",
			sources: []string{"Blue Door Cafe is a cafe at 12 Hollister Ave, Goleta, CA 93117."},
			verdict: Grounded, code: ReasonSupported,
		},
		{
			name:    "a company without its legal suffix",
			claim:   "Microsoft Corp. reported revenue of $56 billion.",
			sources: []string{"Microsoft reported revenue of $56 billion for the quarter."},
			verdict: Grounded, code: ReasonSupported,
		},
		{
			name:    "the pronoun us is not the US",
			claim:   "The United States reported 40 new cases.",
			sources: []string{"Officials told us they reported 40 new cases."},
			verdict: Unverified,
		},
		{
			name:    "the US in capitals is the United States",
			claim:   "The United States reported 40 new cases.",
			sources: []string{"The US reported 40 new cases."},
			verdict: Grounded, code: ReasonSupported,
		},
		{
			name:    "opposite cues about different things are no flip",
			claim:   "Acme fell to Bolt in the final on Sunday.",
			sources: []string{"Acme's run ended on Sunday at the hands of Bolt, who rallied for a victory in the final."},
			verdict: Unverified,
		},
		{
			name:    "a comparison of another property is no flip",
			claim:   "Keep sugar in the smallest container you have.",
			sources: []string{"The most efficient way to keep sugar is in a sealed container."},
			verdict: Unverified,
		},
		{
			name:    "hours on every day named",
			claim:   "Blue Door Cafe is open Monday through Wednesday from 7 am to 3 pm.",
			sources: []string{hoursSource},
			verdict: Grounded, code: ReasonSupported,
		},
		{
			name:    "other hours on every day named",
			claim:   "Blue Door Cafe is open Monday through Wednesday from 8 am to 3 pm.",
			sources: []string{hoursSource},
			verdict: Contradicted, code: ReasonValueMismatch,
		},
		{
			name:    "times belong to the group of days they follow",
			claim:   "Blue Door Cafe is open Monday to Tuesday from 7 am to 3 pm and on Wednesday from 8 am to 3 pm.",
			sources: []string{hoursSource},
			verdict: Contradicted, code: ReasonNumberMismatch,
		},
		{
			name:    "times before any day belong to the days after them",
			claim:   "Blue Door Cafe is open from 7 am to 3 pm, Monday to Wednesday.",
			sources: []string{hoursSource},
			verdict: Grounded, code: ReasonSupported,
		},
		{
			name:    "a day the record gives no hours for",
			claim:   "Blue Door Cafe is open Monday to Sunday from 7 am to 3 pm.",
			sources: []string{hoursSource},
			verdict: Unverified,
		},
		{
			name:    "a day named in the plural is the day",
			claim:   "Blue Door Cafe is open on Mondays from 7 am to 3 pm.",
			sources: []string{hoursSource},
			verdict: Grounded, code: ReasonSupported,
		},
		{
			name:    "a day named in the singular is found in the plural",
			claim:   "The Linden Street shop is closed on Monday.",
			sources: []string{"The Linden Street shop is closed Mondays and opens at 9 am otherwise."},
			verdict: Grounded, code: ReasonSupported,
		},
		{
			name:    "an opening time the record gives",
			claim:   "Blue Door Cafe opens at 7 am on Tuesdays.",
			sources: []string{hoursSource},
			verdict: Grounded, code: ReasonSupported,
		},
		{
			name:    "another opening time than the record's",
			claim:   "Blue Door Cafe opens at 8 am on Tuesdays.",
			sources: []string{hoursSource},
			verdict: Contradicted, code: ReasonValueMismatch,
		},
		{
			name:    "another closing time than the record's",
			claim:   "On Mondays, Blue Door Cafe is open until 5 pm.",
			sources: []string{hoursSource},
			verdict: Contradicted, code: ReasonValueMismatch,
		},
		{
			name:    "a time of a part of the place may differ",
			claim:   "On Mondays, the Blue Door Cafe kitchen closes at 2 pm.",
			sources: []string{hoursSource},
			verdict: Unverified,
		},
		{
			name:    "the days a week the record gives hours for",
			claim:   "Blue Door Cafe is open 3 days a week.",
			sources: []string{hoursSource},
			verdict: Grounded, code: ReasonSupported,
		},
		{
			name:    "more days a week than the record gives hours for",
			claim:   "Blue Door Cafe is open 7 days a week.",
			sources: []string{hoursSource},
			verdict: Unverified,
		},
		{
			name:    "a hyphenated name written closed up",
			claim:   "Blue Door Cafe offers free Wi-Fi.",
			sources: []string{`{"name": "Blue Door Cafe", "attributes": {"WiFi": "u'free'"}}`},
			verdict: Grounded, code: ReasonSupported,
		},
		{
			name:  "times of every day, the record's hours, whatever day they name",
			claim: "Blue Door Cafe is open from 7 am to 3 pm every day.",
			sources: []string{`{"name": "Blue Door Cafe", "hours": {"Monday": "7:0-15:0", "Tuesday": "7:0-15:0", "Wednesday": "7:0-15:0", ` +
				`"Thursday": "7:0-15:0", "Friday": "7:0-15:0", "Saturday": "7:0-15:0", "Sunday": "7:0-15:0"}, ` +
				`"review_info": [{"review_text": "Blue Door Cafe was still serving at 4:30 pm when we came."}]}`},
			verdict: Grounded, code: ReasonSupported,
		},
		{
			name:    "times of every day where the record gives some days' hours",
			claim:   "Blue Door Cafe is open from 7 am to 3 pm every day.",
			sources: []string{hoursSource},
			verdict: Unverified,
		},
		{
			name:    "a record's own word opening the claim is no name the record must hold",
			claim:   "Customers can enjoy free WiFi at Blue Door Cafe.",
			sources: []string{`{"name": "Blue Door Cafe", "attributes": {"WiFi": "u'free'"}}`},
			verdict: Grounded, code: ReasonSupported,
		},
		{
			name:    "a capitalised word opening the claim is a name prose must hold",
			claim:   "Customers can enjoy free WiFi at Blue Door Cafe.",
			sources: []string{"Blue Door Cafe offers free WiFi."},
			verdict: Unverified, code: ReasonMissingSignals,
		},
		{
			name:  "the numbered passage a claim cites, far from its label",
			claim: "Jalapeños can act as a natural nasal decongestant (Passage 1).",
			sources: []string{"passage 1: Peppers are common in Mexican cooking. They are grown in many regions. " +
				"Farmers harvest them in late summer. Jalapeños can act as a natural nasal decongestant. " +
				"Most are eaten fresh. Some are smoked and dried.\n" +
				"passage 2: Tomatoes are rich in vitamin C."},
			verdict: Grounded, code: ReasonSupported,
		},
		{
			name:    "a verb giving an order is no subject another figure contradicts",
			claim:   "Preheat the oven to 350°F.",
			sources: []string{"Preheat the oven to 325 degrees F and roast the loin for an hour."},
			verdict: Unverified,
		},
		{
			name:  "a negated fact that shares only a record's own words with the claim",
			claim: "The business operates from 7 am to 3 pm every day.",
			sources: []string{`{"name": "Blue Door Cafe", "hours": {"Monday": "7:0-15:0", "Tuesday": "7:0-15:0", "Wednesday": "7:0-15:0", ` +
				`"Thursday": "7:0-15:0", "Friday": "7:0-15:0", "Saturday": "7:0-15:0", "Sunday": "7:0-15:0"}, ` +
				`"attributes": {"BusinessParking": "{'garage': False}"}}`},
			verdict: Grounded, code: ReasonSupported,
		},
		{
			name:    "a negated fact that holds the claim's wording settles it",
			claim:   "The business offers valet parking every day.",
			sources: []string{`{"name": "Blue Door Cafe", "hours": {"Monday": "7:0-15:0"}, "attributes": {"BusinessParking": "{'valet': False}"}}`},
			verdict: Contradicted, code: ReasonValueMismatch,
		},
		{
			name:    "a negation opening a list holds for every item",
			claim:   "Blue Door Cafe has street parking, but there is no valet, garage, or lot parking.",
			sources: []string{parkingSource},
			verdict: Grounded, code: ReasonSupported,
		},
		{
			name:    "a negation closing a list holds for every item",
			claim:   "At Blue Door Cafe, garage, lot, and valet parking are not provided.",
			sources: []string{parkingSource},
			verdict: Unverified,
		},
		{
			name:    "a negated item of a list holds for itself alone",
			claim:   "Blue Door Cafe offers WiFi, outdoor seating, and no reservations.",
			sources: []string{parkingSource},
			verdict: Grounded, code: ReasonSupported,
		},
		{
			name:    "a negation does not reach past but",
			claim:   "Blue Door Cafe has no valet, but garage parking.",
			sources: []string{parkingSource},
			verdict: Contradicted, code: ReasonValueMismatch,
		},
		{
			name:    "a count against a record's count of the same thing",
			claim:   "Blue Door Cafe has a rating of 4.5 stars based on 30 reviews.",
			sources: []string{`{"name": "Blue Door Cafe", "stars": 4.5, "review_count": 45}`},
			verdict: Contradicted, code: ReasonNumberMismatch,
		},
		{
			name:    "a count against a record's ratings of the things counted",
			claim:   "Blue Door Cafe has a rating of 4.5 stars based on 30 reviews.",
			sources: []string{`{"name": "Blue Door Cafe", "stars": 4.5, "review_info": [{"review_stars": 5.0, "review_text": "Good soup."}]}`},
			verdict: Unverified,
		},
		{
			name:    "a label takes the polarity of what it labels",
			claim:   "WiFi: Not available",
			sources: []string{`{"name": "Blue Door Cafe", "attributes": {"WiFi": "u'no'"}}`},
			verdict: Grounded, code: ReasonSupported,
		},
		{
			name:    "a label of what the record denies",
			claim:   "WiFi: Free",
			sources: []string{`{"name": "Blue Door Cafe", "attributes": {"WiFi": "u'no'"}}`},
			verdict: Contradicted, code: ReasonValueMismatch,
		},
		{
			name:    "a numbered passage is no subject another figure contradicts",
			claim:   "Heat the oven to 375°F (Passage 2).",
			sources: []string{"passage 1: Bake the bread for an hour.\npassage 2: Heat the oven to 450°F and bake the bread."},
			verdict: Unverified,
		},
		{
			name:    "an ordinal of another place of the sequence is missing, not contradicted",
			claim:   "Gloucester scored four unanswered tries in the second half.",
			sources: []string{"Gloucester trailed in the first half, then scored four unanswered tries."},
			verdict: Unverified, code: ReasonMissingSignals,
		},
		{
			name:    "closed on a day the record gives hours for",
			claim:   "Blue Door Cafe is closed on Tuesdays.",
			sources: []string{hoursSource},
			verdict: Contradicted, code: ReasonValueMismatch,
		},
		{
			name:    "closed on days the record gives hours for",
			claim:   "Blue Door Cafe is closed on Mondays and Wednesdays.",
			sources: []string{hoursSource},
			verdict: Contradicted, code: ReasonValueMismatch,
		},
		{
			name:    "closed on a day the record gives no hours for is no disagreement",
			claim:   "Blue Door Cafe is closed on Sundays.",
			sources: []string{hoursSource},
			verdict: Unverified,
		},
		{
			name:    "closed on one dated day tells nothing of the hours",
			claim:   "Blue Door Cafe closed on Monday, 5 March.",
			sources: []string{hoursSource},
			verdict: Unverified,
		},
		{
			name:    "closed on one day, not as a rule",
			claim:   "Blue Door Cafe closed on Monday.",
			sources: []string{hoursSource},
			verdict: Unverified,
		},
		{
			name:    "closed said of something else than the days",
			claim:   "The old Blue Door Cafe has closed, and the new one serves soup daily.",
			sources: []string{hoursSource},
			verdict: Unverified,
		},
		{
			name:    "a part of the place closed on a day",
			claim:   "The Blue Door Cafe patio is closed on Mondays.",
			sources: []string{hoursSource},
			verdict: Unverified,
		},
		{
			name:    "not closed on a day is no disagreement",
			claim:   "Blue Door Cafe is not closed on Tuesdays.",
			sources: []string{hoursSource},
			verdict: Unverified,
		},
		{
			name:    "a part of the claim the passage has nothing of",
			claim:   "Dana Holt, the driver, was a trusted courier of the firm and a former pilot.",
			sources: []string{"The driver, Dana Holt, was a trusted courier of the firm."},
			verdict: Unverified, code: ReasonLowCoverage,
		},
		{
			name:    "figures in another order",
			claim:   "Acme's revenue rose 8% in 2023 to $56 billion.",
			sources: []string{"In 2023, Acme's revenue rose 8% to $56 billion."},
			verdict: Grounded, code: ReasonSupported,
		},
		{
			name:    "a missing name",
			claim:   "Microsoft reported revenue of $56 billion.",
			sources: []string{"Apple reported revenue of $56 billion."},
			verdict: Unverified, code: ReasonMissingSignals,
		},
		{
			name:    "another month of the year contradicts a month",
			claim:   "Lindqvist Bakery opened its second shop in Oslo in June 2019.",
			sources: []string{"Lindqvist Bakery opened its second shop in Oslo in September 2019."},
			verdict: Contradicted, code: ReasonNumberMismatch,
		},
		{
			name:    "another month contradicts a month without a year",
			claim:   "Lindqvist Bakery opened its second shop in Oslo in June.",
			sources: []string{"Lindqvist Bakery opened its second shop in Oslo in September."},
			verdict: Contradicted, code: ReasonNumberMismatch,
		},
		{
			name:    "a day of another month does not ground a month",
			claim:   "Lindqvist Bakery opened its second shop in Oslo in June 2019.",
			sources: []string{"Lindqvist Bakery opened its second shop in Oslo on 14 September 2019."},
			verdict: Unverified, code: ReasonMissingSignals,
		},
		{
			name:    "a day grounds its month",
			claim:   "Lindqvist Bakery opened its second shop in Oslo in June 2019.",
			sources: []string{"Lindqvist Bakery opened its second shop in Oslo on 14 June 2019."},
			verdict: Grounded, code: ReasonSupported,
		},
		{
			name:    "a month does not ground a day of it",
			claim:   "Lindqvist Bakery opened its second shop in Oslo on 14 June 2019.",
			sources: []string{"Lindqvist Bakery opened its second shop in Oslo in June 2019."},
			verdict: Unverified, code: ReasonMissingSignals,
		},
		{
			name:    "a month grounds its year",
			claim:   "Lindqvist Bakery opened its second shop in Oslo in 2019.",
			sources: []string{"Lindqvist Bakery opened its second shop in Oslo in June 2019."},
			verdict: Grounded, code: ReasonSupported,
		},
		{
			name:    "a month in a source written in lower case",
			claim:   "The ferry to Tromsø stopped running in February.",
			sources: []string{"the ferry to tromsø stopped running at the end of february ."},
			verdict: Grounded, code: ReasonSupported,
		},
		{
			name:    "a day grounds a claim whose only signal is its month",
			claim:   "The apple harvest ended in October.",
			sources: []string{"The apple harvest ended on 12 October."},
			verdict: Grounded, code: ReasonSupported,
		},
		{
			name:    "a decision the other way contradicts",
			claim:   "The parish council approved the bypass.",
			sources: []string{"The parish council rejected the bypass."},
			verdict: Contradicted, code: ReasonDirectionMismatch,
		},
		{
			name:    "a decision the other way contradicts, with a figure",
			claim:   "Voters in Harlow rejected the levy in 2021.",
			sources: []string{"Voters in Harlow accepted the levy in 2021."},
			verdict: Contradicted, code: ReasonDirectionMismatch,
		},
		{
			name:    "a denial against a confirmation contradicts",
			claim:   "Pellam denied the report about the mill.",
			sources: []string{"Pellam confirmed the report about the mill."},
			verdict: Contradicted, code: ReasonDirectionMismatch,
		},
		{
			name:    "a decision the same way grounds",
			claim:   "Voters in Harlow rejected the levy in 2021.",
			sources: []string{"In 2021, voters in Harlow rejected the levy."},
			verdict: Grounded, code: ReasonSupported,
		},
		{
			name:    "a modal may is no month",
			claim:   "The new ferry to Tromsø may carry 300 cars.",
			sources: []string{"The new ferry to Tromsø will carry 300 cars from May."},
			verdict: Grounded, code: ReasonSupported,
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c := checkOne(t, tt.claim, tt.sources...)
			if c.Verdict != tt.verdict || (tt.code != "" && c.ReasonCode != tt.code) {
				t.Errorf("Check(%q) = %s/%s (%s), want %s/%s", tt.claim, c.Verdict, c.ReasonCode, c.Reason, tt.verdict, tt.code)
			}
			if c.Verdict != Unverified && len(c.Evidence) == 0 {
				t.Errorf("Check(%q) = %s with no evidence", tt.claim, c.Verdict)
			}
		})
	}
}

// TestDirectionPairs checks each pair of direction words a claim may turn
// round: against its closest source sentence, which says the same but
// for the cue, the claim is contradicted on any axis, with a reason that
// names both cues; against one that speaks of another subject or event,
// or holds both directions, it is not. The sentences are written for
// this test.
func TestDirectionPairs(t *testing.T) {
	tests := []struct {
		name          string
		claim, source string
		// mine and theirs are the cues the reason names; both empty when
		// the claim must not be contradicted.
		mine, theirs string
	}{
		{"rose against fell", "Acme sales rose in 2021.", "Acme sales fell in 2021.", "rose", "fell"},
		{"increased against declined", "Acme revenue increased in 2021.", "Acme revenue declined in 2021.", "increased", "declined"},
		{"more against less", "Acme sold more cars in 2021 than Beta.", "Acme sold less cars in 2021 than Beta.", "more", "less"},
		{"more against fewer", "Acme hired more nurses than Beta.", "Acme hired fewer nurses than Beta.", "more", "fewer"},
		{"higher against lower, a plain comparison", "Acme sales were higher in 2023 than in 2022.",
			"Acme sales were lower in 2023 than in 2022.", "higher", "lower"},
		{"higher against lower with more said after", "Acme prices were higher in 2023.",
			"Acme prices were lower in 2023, while its costs stayed flat.", "higher", "lower"},
		{"higher against lower of one subject, after a form of be", "Acme ticket prices were higher in 2023.",
			"In 2023, Acme prices were lower.", "higher", "lower"},
		{"before against after", "Acme arrived before Beta.", "Acme arrived after Beta.", "before", "after"},
		{"before against after an event", "Acme hired staff before the 2020 Boston merger.",
			"Acme hired staff after the 2020 Boston merger.", "before", "after"},
		{"earlier against later", "Acme arrived earlier than Beta.", "Acme arrived later than Beta.", "earlier", "later"},
		{"at least against at most", "Acme sold at least 5 cars in 2021.", "Acme sold at most 5 cars in 2021.", "at least", "at most"},
		{"above against below", "Acme shares closed above 5 dollars in 2021.", "Acme shares closed below 5 dollars in 2021.", "above", "below"},
		{"gained against lost a figure", "Acme gained 5% in 2021.", "Acme lost 5% in 2021.", "gained", "lost"},
		{"gained against lost market share", "Acme gained market share in 2021.", "Acme lost market share in 2021.", "gained", "lost"},
		{"won against lost", "Acme won the 2020 final.", "Acme lost the 2020 final.", "won", "lost"},
		{"won against lost, the sentence saying more past a comma", "Acme won the 2020 final.",
			"Acme lost the 2020 final, reports said.", "won", "lost"},
		{"beat against lost to", "Acme beat Beta in the 2021 final.", "Acme lost to Beta in the 2021 final.", "beat", "lost"},
		{"cut against added a count", "Tolvar plans to cut 300 jobs.", "Tolvar plans to add 300 jobs.", "cut", "add"},
		{"added against lost a count", "Tolvar added 2,000 jobs in May.", "Tolvar lost 2,000 jobs in May.", "added", "lost"},
		{"admitted against denied", "Okafor admitted the bribery charge.", "Okafor denied the bribery charge.", "admitted", "denied"},
		{"denied against admitted", "Okafor denied the bribery charge.", "Okafor admitted the bribery charge.", "denied", "admitted"},

		{"the other subject before the cue", "Beta arrived before Acme.", "Acme arrived after Beta.", "", ""},
		{"another subject between the words and the cue", "Acme hired staff before the 2020 Boston merger.",
			"Acme hired staff in 2019, and Beta hired staff after the 2020 Boston merger.", "", ""},
		{"another thing compared", "Acme sales were higher in 2023 than in 2022.",
			"Acme costs were lower in 2023 than in 2022.", "", ""},
		{"another deed", "Acme hired staff before the 2020 merger.", "Acme fired staff after the 2020 merger.", "", ""},
		{"the sentence holds both directions", "Acme arrived before Beta.", "Acme arrived after Beta but before Gamma.", "", ""},
		{"another contest", "Acme won the 2020 final.", "Acme lost the 2020 semifinal, and Beta won the 2020 final.", "", ""},
		{"another event named on after the claim's words", "Acme won the 2020 final.", "Acme lost the 2020 final replay.", "", ""},
		{"a negated claim", "Acme did not win the 2020 final.", "Acme lost the 2020 final.", "", ""},
		{"the cue moved to the other side", "Acme arrived before Beta.", "After Beta, Acme arrived.", "", ""},
		{"later of what follows against before", "Acme opened in Boston, and later Beta closed.",
			"Acme opened in Boston before Beta closed.", "", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c := checkOne(t, tt.claim, tt.source)
			if tt.mine == "" {
				if c.Verdict == Contradicted {
					t.Errorf("Check(%q, %q) = %s/%s (%s), want no contradiction", tt.claim, tt.source, c.Verdict, c.ReasonCode, c.Reason)
				}
				return
			}
			if c.Verdict != Contradicted || c.ReasonCode != ReasonDirectionMismatch {
				t.Fatalf("Check(%q, %q) = %s/%s (%s), want %s/%s", tt.claim, tt.source, c.Verdict, c.ReasonCode, c.Reason, Contradicted, ReasonDirectionMismatch)
			}
			want := fmt.Sprintf("the claim says %q where the source says %q about the same thing: %s", tt.mine, tt.theirs, tt.source)
			if c.Reason != want {
				t.Errorf("Check(%q, %q) reason = %q, want %q", tt.claim, tt.source, c.Reason, want)
			}
		})
	}
}

// TestOppositeNeverGrounds checks the other half of the rule: a claim
// whose one cue runs against every cue of its closest source sentence is
// never grounded, whatever else matches or not.
func TestOppositeNeverGrounds(t *testing.T) {
	for _, tt := range []struct{ claim, source string }{
		{"Beta arrived before Acme.", "Acme arrived after Beta."},
		{"Acme won the 2020 final.", "Acme lost the 2020 final in Boston."},
		{"Acme sales were higher in 2023.", "In 2023, Acme sales were lower."},
		{"Acme gained customers in 2021.", "Acme lost customers in 2021."},
	} {
		if c := Check(tt.claim, tt.source).Claims[0]; c.Verdict == Grounded {
			t.Errorf("Check(%q, %q) = %s/%s (%s), want not grounded", tt.claim, tt.source, c.Verdict, c.ReasonCode, c.Reason)
		}
	}
}

// TestPreambleNeverContradicts: a framing phrase, on a line of its own or
// opening the first line before the first statement, is a preamble claim
// of its own, whose figures ("in 40 words") contradict nothing, and the
// statement after it is checked alone. Offsets are in code points.
func TestPreambleNeverContradicts(t *testing.T) {
	src := "Zürich Mills hired 7 welders. The Zürich Mills digest ran to 90 words."
	type claim struct {
		text       string
		start, end int
		verdict    Verdict
		code       ReasonCode // of a claim not grounded
	}
	tests := []struct {
		name, out string
		want      []claim
	}{
		{"own line", "Here's the digest in 40 words:\nZürich Mills hired 7 welders.", []claim{
			{"Here's the digest in 40 words:", 0, 30, Unverified, ReasonPreamble},
			{"Zürich Mills hired 7 welders.", 31, 60, Grounded, ""},
		}},
		{"same line", "Here’s the digest in 40 words: Zürich Mills hired 7 welders.", []claim{
			{"Here’s the digest in 40 words:", 0, 30, Unverified, ReasonPreamble},
			{"Zürich Mills hired 7 welders.", 31, 60, Grounded, ""},
		}},
		{"same line after an interjection", "Sure! **Summary:** Zürich Mills hired 9 welders.", []claim{
			{"Sure!", 0, 5, Unverified, ReasonPreamble},
			{"**Summary:**", 6, 18, Unverified, ReasonPreamble},
			{"Zürich Mills hired 9 welders.", 19, 48, Contradicted, ReasonNumberMismatch},
		}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := Check(tt.out, src)
			var got []claim
			for _, c := range r.Claims {
				code := c.ReasonCode
				if c.Verdict == Grounded {
					code = ""
				}
				got = append(got, claim{c.Text, c.Start, c.End, c.Verdict, code})
			}
			if !slices.Equal(got, tt.want) {
				t.Errorf("Check(%q) = %+v, want %+v", tt.out, got, tt.want)
			}
		})
	}
}

func TestOffsetsAreCodePoints(t *testing.T) {
	out := "Zürich grew by 3%. São Paulo grew by 5%."
	src := "Zürich grew by 3% last year. São Paulo grew by 5% last year."
	r := Check(out, src)
	if len(r.Claims) != 2 {
		t.Fatalf("got %d claims, want 2", len(r.Claims))
	}
	runes := []rune(out)
	for _, c := range r.Claims {
		if got := string(runes[c.Start:c.End]); got != c.Text {
			t.Errorf("output[%d:%d] = %q, want %q", c.Start, c.End, got, c.Text)
		}
		for _, ev := range c.Evidence {
			if got := string([]rune(src)[ev.Start:ev.End]); got != ev.Text {
				t.Errorf("source[%d:%d] = %q, want %q", ev.Start, ev.End, got, ev.Text)
			}
		}
	}
}

func TestIndexReuseGivesSameReport(t *testing.T) {
	ix := NewIndex("Acme hired 56 engineers this year. Its revenue was $3 million.")
	a := ix.Check("Acme hired 56 engineers.")
	b := ix.Check("Acme hired 56 engineers.")
	if a.Claims[0].Verdict != b.Claims[0].Verdict || a.Counts != b.Counts {
		t.Errorf("two checks on one index differ: %+v vs %+v", a, b)
	}
}

type recordingTB struct {
	msgs []string
}

func (r *recordingTB) Helper() {}
func (r *recordingTB) Errorf(format string, args ...any) {
	r.msgs = append(r.msgs, format)
	if len(args) > 0 {
		r.msgs = append(r.msgs, strings.TrimSpace(args[len(args)-1].(string)))
	}
}

func TestAssertGrounded(t *testing.T) {
	src := []string{"Microsoft reported revenue of $56 billion."}
	var ok recordingTB
	AssertGrounded(&ok, "Microsoft reported revenue of $56 billion.", src)
	if len(ok.msgs) != 0 {
		t.Errorf("grounded output failed: %v", ok.msgs)
	}
	var bad recordingTB
	AssertGrounded(&bad, "Microsoft reported revenue of $70 billion.", src)
	if len(bad.msgs) == 0 || !strings.Contains(strings.Join(bad.msgs, "\n"), "$70 billion") {
		t.Errorf("contradicted output: messages %v, want one naming the claim", bad.msgs)
	}
	var lax, strict recordingTB
	AssertGrounded(&lax, "The outlook remains uncertain.", src)
	AssertGrounded(&strict, "The outlook remains uncertain.", src, FailUnverified())
	if len(lax.msgs) != 0 || len(strict.msgs) == 0 {
		t.Errorf("unverified: lax %v, strict %v; want only strict to fail", lax.msgs, strict.msgs)
	}
}

// TestPreambleNeverFailsTheGate: a heading or label is reported as an
// unverified preamble, but neither the strict gate nor AssertGrounded
// with FailUnverified fails on it; a statement still does.
func TestPreambleNeverFailsTheGate(t *testing.T) {
	src := []string{"Northwind hired 40 nurses in May."}
	tests := []struct {
		output string
		fails  bool
	}{
		{"## What we found\nNorthwind hired 40 nurses in May.", false},
		{"Summary:\nNorthwind hired 40 nurses in May.", false},
		{"**Summary:**\nNorthwind hired 40 nurses in May.", false},
		{"Here is the summary:\nNorthwind hired 40 nurses in May.", false},
		{"## What we found\nNorthwind hired 40 nurses in June.", true},
		{"Summary:\nThe ward felt calmer afterwards.", true},
	}
	for _, tt := range tests {
		r := Check(tt.output, src...)
		if !slices.ContainsFunc(r.Claims, func(c Claim) bool { return c.ReasonCode == ReasonPreamble && c.Verdict == Unverified }) {
			t.Errorf("%q: no unverified preamble among %+v", tt.output, r.Claims)
		}
		if got := r.FailsOn(Contradicted, Unverified); got != tt.fails {
			t.Errorf("%q: FailsOn(contradicted, unverified) = %v, want %v", tt.output, got, tt.fails)
		}
		var strict recordingTB
		AssertGrounded(&strict, tt.output, src, FailUnverified())
		if failed := len(strict.msgs) > 0; failed != tt.fails {
			t.Errorf("%q: AssertGrounded with FailUnverified failed = %v (%v), want %v", tt.output, failed, strict.msgs, tt.fails)
		}
	}
}

func TestFieldsOneByOne(t *testing.T) {
	texts := []string{"", "   ", "one", " costs rose\t5%  ", "a\u00a0b\u2000c", "x \xe2\x80\x80 y\xf0", "\u0085lead and trail\n",
		"caf\u00e9 costs", "costs caf\u00e9", "a\u00a0", "\u00a0b c", "\xc2 b", "ab\x80 cd", "\xe2\x80 \x80x", "x\xe2\x80\x80y"}
	// Texts of bytes that make spaces, parts of runes and broken ones.
	rng := rand.New(rand.NewPCG(1, 2))
	parts := []string{" ", "\t", "a", "Z", "5", "\u00a0", "\u0085", "\u2000", "\u3000", "\u00e9", "\xc2", "\xe2", "\x80", "\xa0", "\xf0"}
	for range 20000 {
		var b strings.Builder
		for range rng.IntN(8) {
			b.WriteString(parts[rng.IntN(len(parts))])
		}
		texts = append(texts, b.String())
	}
	for _, text := range texts {
		want := strings.Fields(text)
		var got []string
		for f, rest := nextField(text); f != ""; f, rest = nextField(rest) {
			got = append(got, f)
		}
		if !slices.Equal(got, want) {
			t.Errorf("nextField of %q gives %q, want %q", text, got, want)
		}
		last := ""
		if len(want) > 0 {
			last = want[len(want)-1]
		}
		if got := lastField(text); got != last {
			t.Errorf("lastField(%q) = %q, want %q", text, got, last)
		}
	}
}

// A whole month is found by the day that states it among many passages
// of the claim's subject, each with a date of another month, which the
// candidates are pruned from.
func TestWholeMonthAmongManyPassages(t *testing.T) {
	months := []string{"January", "February", "April", "May", "July", "August", "September", "November"}
	var src strings.Builder
	for i := range 40 {
		fmt.Fprintf(&src, "Harlow Mills shipped crate %d on %d %s. The weather held.\n\n", i+100, i%28+1, months[i%len(months)])
	}
	src.WriteString("Harlow Mills shipped the last crate on 9 March.\n")
	r := Check("Harlow Mills shipped the last crate in March.", src.String())
	if c := r.Claims[0]; c.Verdict != Grounded {
		t.Errorf("got %s/%s (%s), want grounded", c.Verdict, c.ReasonCode, c.Reason)
	}
	r = Check("Harlow Mills shipped the last crate in June.", src.String())
	if c := r.Claims[0]; c.Verdict == Grounded {
		t.Errorf("got %s/%s (%s), want not grounded", c.Verdict, c.ReasonCode, c.Reason)
	}
}

func TestNearValueKeepsEverySameFigure(t *testing.T) {
	inf := math.Inf(1)
	for _, v := range [][2]float64{{5, 5}, {1e9, 1e9 + 0.5}, {0, 0}, {inf, inf}, {inf, 1e308}, {2.5e-3, 2.5e-3 * (1 + 5e-10)}, {12, 13}, {0, 1e-300}} {
		a, b := signals.Number{Value: v[0]}, signals.Number{Value: v[1]}
		if signals.Same(a, b) && !nearValue(v[0], v[1]) {
			t.Errorf("nearValue(%g, %g) is false, but the figures are the same", v[0], v[1])
		}
	}
	if nearValue(12, 13) || nearValue(0, 1e-3) {
		t.Error("nearValue keeps figures far apart")
	}
}

func TestPercentIsFmtPercent(t *testing.T) {
	for _, f := range []float64{0, 1, 0.5, 0.665, 0.995, 0.005, 1.0 / 3, 2.0 / 3, -0.001, math.Copysign(0, -1), math.Inf(1), math.Inf(-1), math.NaN()} {
		if got, want := percent(f), fmt.Sprintf("%.0f%%", f*100); got != want {
			t.Errorf("percent(%v) = %q, want %q", f, got, want)
		}
	}
	// Every share of up to 400 words, and values halfway between two
	// whole percentages, which %.0f rounds to even.
	for n := 1; n <= 400; n++ {
		for k := 0; k <= n; k++ {
			f := float64(k) / float64(n)
			if got, want := percent(f), fmt.Sprintf("%.0f%%", f*100); got != want {
				t.Fatalf("percent(%d/%d) = %q, want %q", k, n, got, want)
			}
		}
	}
	for h := 0.5; h < 101; h++ {
		for _, f := range []float64{h / 100, math.Nextafter(h/100, 0), math.Nextafter(h/100, 1)} {
			if got, want := percent(f), fmt.Sprintf("%.0f%%", f*100); got != want {
				t.Fatalf("percent(%v) = %q, want %q", f, got, want)
			}
		}
	}
}

// TestDescribeMissingIsFmt holds describeMissing to the fmt sentence it
// writes without fmt.
func TestDescribeMissingIsFmt(t *testing.T) {
	cs := &claimSignals{
		numbers: []signals.Number{{Text: "12%"}, {Text: `"3"`}},
		names:   []signals.Name{{Text: "Zoë Ånström"}, {Text: "Bad\xffByte"}, {Text: "O'Neil"}},
		quotes:  []signals.Quote{{Text: "tab\there"}},
	}
	fmtList := func(idx []int, text func(int) string) string {
		q := make([]string, len(idx))
		for k, i := range idx {
			q[k] = fmt.Sprintf("%q", text(i))
		}
		return "[" + strings.Join(q, ", ") + "]"
	}
	for _, e := range []passageEval{
		{missingNums: []int{0}},
		{missingNames: []int{0, 1, 2}},
		{missingQuotes: []int{0}, ownedNums: []int{1}},
		{missingNums: []int{1, 0}, missingNames: []int{2}, missingQuotes: []int{0}},
		{missingNums: []int{0}, missingQuotes: []int{0}},
		{ownedNums: []int{0, 1}},
	} {
		var parts []string
		if len(e.missingNums) > 0 {
			parts = append(parts, "numbers "+fmtList(e.missingNums, func(i int) string { return cs.numbers[i].Text }))
		}
		if len(e.missingNames) > 0 {
			parts = append(parts, "names "+fmtList(e.missingNames, func(i int) string { return cs.names[i].Text }))
		}
		if len(e.missingQuotes) > 0 {
			parts = append(parts, "quotes "+fmtList(e.missingQuotes, func(i int) string { return cs.quotes[i].Text }))
		}
		if len(parts) > 0 {
			parts[0] = "missing " + parts[0]
		}
		if len(e.ownedNums) > 0 {
			parts = append(parts, "numbers there of another subject "+fmtList(e.ownedNums, func(i int) string { return cs.numbers[i].Text }))
		}
		want := fmt.Sprintf("%d/%d signals are in no passage with the rest: %s", e.missing(), 6, strings.Join(parts, "; "))
		if got := cs.describeMissing(&e); got != want {
			t.Errorf("describeMissing(%+v) = %q, want %q", e, got, want)
		}
	}
}

// sharedStems agrees with markShared on random claims and sentences whose
// stem ids often share their low six bits; the claims share a state, whose
// refAt each leaves behind.
func TestSharedStemsIsMarkSharedRandom(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	st := &checkState{}
	for range 2000 {
		var refs []stemRef
		for pos, id := range rng.Perm(300)[:rng.IntN(64)] {
			refs = append(refs, stemRef{int32(id), int32(pos)})
		}
		slices.SortFunc(refs, func(a, b stemRef) int { return int(a.id - b.id) })
		cs := claimSignals{stemRefs: refs, refBits: refBitsOf(refs), state: st}
		for range 5 {
			var ids []int32
			for _, id := range rng.Perm(300)[:rng.IntN(40)] {
				ids = append(ids, int32(id))
			}
			slices.Sort(ids)
			var want [1]uint64
			markShared(refs, ids, want[:])
			if got := cs.sharedStems(ids); got != want[0] {
				t.Fatalf("sharedStems(%v) of %v = %b, want %b", ids, refs, got, want[0])
			}
		}
	}
}

func TestSharedStemsIsMarkShared(t *testing.T) {
	refsets := [][]stemRef{{}, {{3, 0}}, {{3, 0}, {67, 1}}, {{1, 2}, {1, 0}, {64, 1}, {130, 3}}, {{0, 0}, {63, 1}, {64, 2}, {127, 3}, {128, 4}}}
	idsets := [][]int32{{}, {3}, {67}, {1, 2, 3, 64, 65, 66, 67}, {0, 63, 64, 127, 128, 130}, {5, 69, 133}}
	for _, refs := range refsets {
		cs := claimSignals{stemRefs: refs, refBits: refBitsOf(refs), state: &checkState{}}
		for _, ids := range idsets {
			var want [1]uint64
			markShared(refs, ids, want[:])
			if got := cs.sharedStems(ids); got != want[0] {
				t.Errorf("sharedStems(%v) of %v = %b, want %b", ids, refs, got, want[0])
			}
		}
	}
}

// The claim's stemRefs, which the postings are read by, are the StemIDs
// of its stems: one for each stem the index knows, none for the others.
func TestStemRefsAreStemIDs(t *testing.T) {
	ix := NewIndex("The committee approved the budget in March. Revenues rose 4% while costs of running fell.",
		`{"name": "Blue Door Cafe", "attributes": {"WiFi": "no", "OutdoorSeating": true}}`)
	for _, text := range []string{
		"The committee approved the revised budget after long debates in March.",
		"Revenues rose, costs fell, and the café's outdoor seating has no wifi.",
		"Nothing here is known to the sources: zebras juggling quietly.",
	} {
		st := ix.state()
		cs := ix.extract(claims.Segment{Text: text, End: len(text)}, st)
		known := 0
		for pos, stem := range cs.stems {
			id := ix.ev.StemID(stem)
			k := slices.IndexFunc(cs.stemRefs, func(r stemRef) bool { return int(r.pos) == pos })
			switch {
			case id < 0 && k >= 0, id >= 0 && (k < 0 || cs.stemRefs[k].id != id):
				t.Errorf("%q: stem %q has id %d, refs %v", text, stem, id, cs.stemRefs)
			case id >= 0:
				known++
			}
		}
		if known != len(cs.stemRefs) {
			t.Errorf("%q: %d refs for %d known stems", text, len(cs.stemRefs), known)
		}
		ix.release(st)
	}
}

// hasAnyLowerPrefix is hasAnyPrefix of the lowered text, non-ASCII
// letters that lower into ASCII ones (İ, the Kelvin sign) included.
func TestHasAnyLowerPrefixIsToLower(t *testing.T) {
	for _, s := range []string{
		"", " of which", " OF WHICH came", " Of Them", " of whİch", " of w\u0130ch", " of tho\u017fe", " of thoSe",
		" of", " o", " of whom\xff", "\xff of whom", " of these\u212a", " ofwhich", "  of them", " of th\u0130se",
	} {
		if got, want := hasAnyLowerPrefix(s, partitives), hasAnyPrefix(strings.ToLower(s), partitives); got != want {
			t.Errorf("hasAnyLowerPrefix(%q) = %v, want %v", s, got, want)
		}
		if hasAnyLowerPrefix(s, partitives) && !partitiveMayFollow(s, 0) {
			t.Errorf("partitiveMayFollow(%q) = false, but a partitive follows", s)
		}
	}
}

// partitiveMayFollow's shortcut holds: every partitive starts with a blank
// and an "o", and only a blank lowers into a blank, only "o" and "O" into
// an "o".
func TestPartitiveMayFollow(t *testing.T) {
	for _, p := range partitives {
		if !partitiveMayFollow(p, 0) || !partitiveMayFollow(strings.ToUpper(p), 0) {
			t.Errorf("partitiveMayFollow(%q) = false", p)
		}
	}
	for r := rune(0); r <= unicode.MaxRune; r++ {
		switch unicode.ToLower(r) {
		case ' ':
			if r != ' ' {
				t.Errorf("%U lowers into a blank", r)
			}
		case 'o':
			if r != 'o' && r != 'O' {
				t.Errorf("%U lowers into an o", r)
			}
		}
	}
}

// A percentReason's texts made once are what its words and percent make.
func TestPercentReasonOf(t *testing.T) {
	r := newPercentReason("held ", " of it")
	shares := []float64{0, 1, 0.005, 0.995, 1.004, 1.006, 1.5, -0.001, math.Copysign(0, -1), math.Inf(1), math.NaN(), 1e300}
	for n := 1; n <= 120; n++ {
		for k := 0; k <= n; k++ {
			shares = append(shares, float64(k)/float64(n))
		}
	}
	for _, f := range shares {
		if got, want := r.of(f), "held "+percent(f)+" of it"; got != want {
			t.Fatalf("of(%v) = %q, want %q", f, got, want)
		}
	}
}

// mergeSorted gives what sorting the lists joined gives, for lists that
// overlap, repeat sentences, or are empty.
func TestMergeSortedIsSort(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	for range 3000 {
		var got, want []int32
		for range rng.IntN(6) {
			var list []int32
			for range rng.IntN(12) {
				list = append(list, int32(rng.IntN(40)))
			}
			slices.Sort(list)
			got = mergeSorted(got, list)
			want = append(want, list...)
		}
		slices.Sort(want)
		if !slices.Equal(got, want) {
			t.Fatalf("mergeSorted = %v, want %v", got, want)
		}
	}
}

// passagesOfUnion gives the passages passagesOf gives of the lists merged,
// for any sorted lists of a small index's sentences: the bytes cut at each
// fall into runs that do not fall, one list each, each byte a sentence
// (modulo the index's).
func FuzzPassagesOfUnion(f *testing.F) {
	var docs []string
	for i := range 30 {
		var b strings.Builder
		for k := range 1 + i%13 {
			fmt.Fprintf(&b, "Acme Foods hired people in Porto in the year %c%c. ", 'a'+k, 'a'+i%26)
		}
		docs = append(docs, b.String())
	}
	docs = append(docs, `{"name": "Cafe Lumen", "stars": 4.5}`)
	ix := NewIndex(docs...)
	n := len(ix.ev.Sentences)
	if n > 64*len(unionBits{}) || n < 3*64 {
		f.Fatalf("an index of %d sentences, want from 192 to 256", n)
	}
	f.Add([]byte{})
	f.Add([]byte{3, 7, 7, 9, 1, 2, 7, 200, 0, 255, 64, 63, 128, 191, 192})
	f.Add([]byte{5, 5, 5, 4, 4, 3})
	f.Fuzz(func(t *testing.T, data []byte) {
		var lists [][]int32
		for i, b := range data {
			if i == 0 || b < data[i-1] {
				lists = append(lists, nil)
			}
			lists[len(lists)-1] = append(lists[len(lists)-1], int32(int(b)%n))
		}
		for _, l := range lists {
			slices.Sort(l) // sorted again after the modulus
		}
		var merged []int32
		for _, l := range lists {
			merged = mergeSorted(merged, l)
		}
		want := ix.passagesOf([]int{-1}, merged)
		if got := ix.passagesOfUnion([]int{-1}, lists); !slices.Equal(got, want) {
			t.Fatalf("passagesOfUnion(%v) = %v, want %v", lists, got, want)
		}
	})
}

// A common word that opens the claim and its source sentence is no
// subject whose figure one can contradict ("Operating", "Shipping"),
// while a name that opens them is; telling them apart changes the
// subjects of contradictions and of claims referring back; for grounding,
// an opener the sources hold still counts as a name does, and a claim
// opening on one they do not hold is grounded as a claim without names
// is, by a source sentence saying near enough the same.
func TestSentenceOpenerAnchors(t *testing.T) {
	tests := []struct {
		name    string
		output  string
		sources []string
		verdict Verdict
		code    ReasonCode
		entity  string // the contradiction's subject
	}{
		{
			name:    "a participle is no subject",
			output:  "Operating margin reached 5% last year.",
			sources: []string{"Operating income reached 7% last year."},
			verdict: Unverified, code: ReasonMissingSignals,
		},
		{
			name:    "a gerund is no subject",
			output:  "Shipping costs reached $5 million last year.",
			sources: []string{"Shipping volumes reached $7 million last year."},
			verdict: Unverified, code: ReasonMissingSignals,
		},
		{
			name:    "an adjective in -ing is no subject",
			output:  "Rising rents pushed prices up 5% last year.",
			sources: []string{"Rising costs pushed prices up 7% last year."},
			verdict: Unverified, code: ReasonMissingSignals,
		},
		{
			name:    "a word the source writes in lower case is no subject",
			output:  "Revenue per store reached $5 million last year.",
			sources: []string{"Revenue from online sales reached $7 million last year, while store revenue fell."},
			verdict: Unverified, code: ReasonMissingSignals,
		},
		{
			name:    "a name opening both sentences",
			output:  "Acme reported 5% growth last year.",
			sources: []string{"Acme reported 7% growth last year."},
			verdict: Contradicted, code: ReasonNumberMismatch, entity: "Acme",
		},
		{
			name:    "a brand opening both sentences",
			output:  "Google hired 5 engineers in Lyon.",
			sources: []string{"Google hired 9 engineers in Lyon."},
			verdict: Contradicted, code: ReasonNumberMismatch, entity: "Google",
		},
		{
			name:    "a city opening both sentences",
			output:  "Paris hosted 5 million visitors.",
			sources: []string{"Paris hosted 7 million visitors."},
			verdict: Contradicted, code: ReasonNumberMismatch, entity: "Paris",
		},
		{
			name:    "a person's full name",
			output:  "Keonna Thomas was sentenced to 5 years.",
			sources: []string{"Keonna Thomas was sentenced to 8 years."},
			verdict: Contradicted, code: ReasonNumberMismatch, entity: "Keonna Thomas",
		},
		{
			name:    "a name of a derived word's shape the source writes inside a sentence",
			output:  "Boeing delivered 5 jets in May.",
			sources: []string{"Boeing delivered 7 jets in May. Analysts at Boeing expected more."},
			verdict: Contradicted, code: ReasonNumberMismatch, entity: "Boeing",
		},
		{
			name:    "an opener's figure belongs to no other subject",
			output:  "Acme grew sales by 5% last year.",
			sources: []string{"Acme grew sales last year. Trading volumes also grew by 5% last year."},
			verdict: Grounded, code: ReasonSupported,
		},
		{
			name:    "an opener no source holds leaves the claim to a near-verbatim sentence",
			output:  "Tightening the straps keeps the pack steady on long walks.",
			sources: []string{"Hikers should tighten the straps, which keeps the pack steady on long walks."},
			verdict: Grounded, code: ReasonNearVerbatim,
		},
		{
			name:    "an opener still counts for grounding",
			output:  "Coupled with better tools, the team doubled its output.",
			sources: []string{"Coupled with better tools, our small team doubled its output."},
			verdict: Grounded, code: ReasonSupported,
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c := Check(tt.output, tt.sources...).Claims[0]
			if c.Verdict != tt.verdict || c.ReasonCode != tt.code {
				t.Errorf("Check(%q) = %s/%s (%s), want %s/%s", tt.output, c.Verdict, c.ReasonCode, c.Reason, tt.verdict, tt.code)
			}
			if tt.entity != "" && (len(c.Contradictions) == 0 || c.Contradictions[0].Entity != tt.entity) {
				t.Errorf("Check(%q) contradictions %+v, want about %q", tt.output, c.Contradictions, tt.entity)
			}
		})
	}
}

// A claim referring back takes the subject of the claim before it, which
// an opener that is no name is not: "The company" is Dover Mills.
func TestOpenerIsNoSubjectToReferTo(t *testing.T) {
	r := Check("Trading at Dover Mills resumed in May. The company reported 5 new orders.",
		"Trading at Dover Mills resumed in May. The mill had been shut for a year. Its roof was repaired. "+
			"New looms arrived. Dover Mills reported 5 new orders in June.")
	for _, c := range r.Claims {
		if c.Verdict != Grounded {
			t.Errorf("%q: %s/%s (%s), want grounded", c.Text, c.Verdict, c.ReasonCode, c.Reason)
		}
	}
}

// TestAssentIsWording checks that a verb of deciding, a direction cue,
// stays among the content words a passage must hold, where the cues of
// other axes are left out of the cover: a passage without "approved"
// holds two of the three content words of the claim below, not all.
func TestAssentIsWording(t *testing.T) {
	c := checkOne(t, "Harlow approved the levy in 2021.", "Harlow studied the levy in 2021.")
	if !strings.Contains(c.Reason, "67%") {
		t.Errorf("Check = %s (%s), want a cover of 67%%", c.Verdict, c.Reason)
	}
}

// TestOpenerTheClaimWritesLower checks that a sentence opening on a word
// the claim writes in lower case ("Net income was …" for "Acme's net
// income") names no other owner of its figure, while a sentence naming
// another firm still does. The sentences are written for this test.
func TestOpenerTheClaimWritesLower(t *testing.T) {
	const revenue = "Acme reported revenue of $4.8 billion. "
	checkVerdicts(t, []verdictCase{
		{"the claim's measure opens the sentence", "Acme's net income was $310 million.", revenue + "Net income was $310 million.", Grounded},
		{"another figure for it", "Acme's net income was $310 million.", revenue + "Net income was $300 million.", Contradicted},
		// Another firm's: the figure is Beta's, and Acme's revenue is no
		// figure of its net income.
		{"another firm's measure", "Acme's net income was $310 million.", revenue + "Beta's net income was $310 million.", Unverified},
		{"an opener the claim does not write", "Acme opened 12 stores.", "Acme opened 30 stores. Target opened 12 stores.", Contradicted},
	})
}

// TestScoreOfALoss checks that a contest lost by a score ("lost 2-1") is
// an outcome, which a claim that the side won does not share, while a
// loss of an amount stays a change. The sentences are written for this
// test.
func TestScoreOfALoss(t *testing.T) {
	checkVerdicts(t, []verdictCase{
		{"won against lost by a score", "Arsenal won 2-1 at Anfield.", "Arsenal lost 2-1 at Anfield on Sunday.", Unverified},
		{"lost by the same score", "Arsenal lost 2-1 at Anfield.", "Arsenal lost 2-1 at Anfield on Sunday.", Grounded},
		{"won by the same score", "Arsenal won 2-1 at Anfield.", "Arsenal won 2-1 at Anfield on Sunday.", Grounded},
		{"a range of an amount lost", "Smith lost 5-10 pounds.", "Smith gained 5-10 pounds.", Contradicted},
	})
}

// TestWholeOfAPart checks that a figure counting the whole a part is
// counted of ("five out of six people were injured") does not ground a
// claim that counts with it what the verb tells ("six people were
// injured"), while a claim that keeps the part and the whole is grounded.
// The sentences are written for this test.
func TestWholeOfAPart(t *testing.T) {
	checkVerdicts(t, []verdictCase{
		{"out of", "Six people were injured in the blast.", "Five out of six people were injured in the blast.", Unverified},
		{"of its", "The team won 10 games.", "The team won 7 of its 10 games.", Unverified},
		{"of the, opening the sentence", "12 patients responded.", "Of the 12 patients, 4 responded.", Unverified},
		{"of the, after a count", "40 countries signed the treaty.", "Only 12 of the 40 countries signed the treaty.", Unverified},
		{"the part and the whole kept", "Five out of six people were injured.", "Five out of six people were injured in the blast.", Grounded},
		{"the whole kept as a whole", "Twelve of the 40 countries signed the treaty.", "Only 12 of the 40 countries signed the treaty.", Grounded},
		{"the part", "Twelve countries signed the treaty.", "Only 12 of the 40 countries signed the treaty.", Grounded},
	})
}

// TestFlipOfAnotherTime checks that a sentence stating, in place of a
// claim's year, only another year does not contradict the claim by
// running the other way, while one that states the claim's year still
// does. The sentences are written for this test.
func TestFlipOfAnotherTime(t *testing.T) {
	checkVerdicts(t, []verdictCase{
		{"another year's fall", "Acme's revenue rose 8% in 2021.", "Acme's revenue fell 3% in 2020. In 2021, it rose 8% as demand recovered.", Unverified},
		{"another year's fall, no change figure", "Acme's revenue rose in 2021.", "Acme's revenue fell in 2020. Acme's revenue rose in 2021 after the pandemic.", Unverified},
		{"the claim's year", "Acme's revenue rose 8% in 2021.", "Acme's revenue fell 8% in 2021.", Contradicted},
		{"the claim's year, no change figure", "Acme's revenue rose in 2021.", "Acme's revenue fell in 2021.", Contradicted},
	})
}

// TestStance checks the verbs of taking a side (welcomed, supported,
// praised against opposed, criticised, condemned), cues of assent, and a
// claim whose cues point both ways on one axis, each way stated by a
// sentence of its passage. The sentences are written for this test.
func TestStance(t *testing.T) {
	checkVerdicts(t, []verdictCase{
		{"welcomed against opposed", "The union at Tolva welcomed the merger plan.", "The union at Tolva opposed the merger plan.", Contradicted},
		{"supported against criticised", "Senator Marr supported the water bill.", "Senator Marr criticised the water bill.", Contradicted},
		{"praised against condemned", "The mayor of Tolva praised the ruling.", "The mayor of Tolva condemned the ruling.", Contradicted},
		{"the same side", "The mayor of Tolva opposed the plan.", "The mayor of Tolva opposed the plan but praised its aims.", Grounded},
		{"the claim's decision in a clause of its own", "Unions condemned the decision to cut 1,200 jobs.",
			"Investors welcomed the company's decision to cut 1,200 jobs, while unions condemned it.", Grounded},
		{"refused to is a negation", "The board refused to approve the $5 million bonus.", "The board declined to approve the $5 million bonus.", Grounded},
		{"backed for supported", "Germany eventually supported the Tolva recovery fund.",
			"Germany, which had opposed joint debt for years, backed the Tolva recovery fund in 2020.", Grounded},
		{"another named subject's decision", "The Senate approved the $886 billion defense bill.",
			"Progressives opposed the $886 billion defense bill. The Senate passed it 87-13.", Grounded},
		{"another named subject, an adverb between", "Investors welcomed the decision to cut 1,200 jobs.",
			"Unions bitterly condemned the company's decision to cut 1,200 jobs. Investors, however, cheered the move.", Grounded},
		{"another subject of several words", "Investors welcomed the decision to cut 1,200 jobs.",
			"Unions and local politicians condemned the decision to cut 1,200 jobs. Investors, however, cheered the move.", Grounded},
		{"the claim's subject after another's clause", "The board of Tolva approved the merger.",
			"Shareholders welcomed it, but the board of Tolva rejected the merger.", Unverified},
		{"a passive's other agent", "Investors welcomed the plan to cut 1,200 jobs.",
			"The plan to cut 1,200 jobs was condemned by unions. It was welcomed by investors.", Grounded},
		{"the subject's later decision", "Germany supported the Tolva recovery fund.",
			"Germany initially opposed the Tolva recovery fund but later supported it.", Grounded},
		{"upheld against overturned", "The court upheld the ban on Tolva's ferries in 2023.", "The court overturned the ban on Tolva's ferries in 2023.", Contradicted},
		{"vetoed against ratified", "Governor Lee vetoed the water bill in 2021.", "Governor Lee ratified the water bill in 2021.", Contradicted},
		{"both ways, each stated", "The highest temperature in Tolva is 58 degrees in September and the lowest is 50 degrees in December.",
			"The highest temperature in Tolva for September is 58 degrees. The lowest temperature in Tolva for December is 50 degrees.", Grounded},
		{"both ways, one stated twice", "Sales at Acme rose in May and fell in June.", "Sales at Acme fell in May and fell in June.", Unverified},
		{"both ways, swapped between subjects", "Revenue at Acme rose 12% to $4.1 billion, while profit fell 8%.",
			"Revenue at Acme fell 12% to $4.1 billion. Profit rose 8%.", Unverified},
		{"both ways, swapped, the next clause's words", "Revenue at Acme rose 12%, while profit fell 8%.",
			"Revenue at Acme fell 12%. Profit rose 8%.", Unverified},
		{"a stand and a support", "Governor Abbott condemned the attack and announced new measures to support citizens.",
			"Abbott Condemns Attack. Governor Abbott denounced the attack and announced new measures to support citizens.", Grounded},
	})
}

// TestEventOfTheNextWord checks that a year of a clause that holds the
// claim's word nearest the year but not the next (the object, not the
// verb) is of another event when another clause tells the claim's verb
// with another year, while the clause's own event is still grounded.
// The sentences are written for this test.
func TestEventOfTheNextWord(t *testing.T) {
	const source = "Brelland announced the Tolva deal in 2022 and completed it in 2023."
	checkVerdicts(t, []verdictCase{
		{"another event's year", "Brelland completed the Tolva deal in 2022.", source, Unverified},
		{"the clause's own event", "Brelland announced the Tolva deal in 2022.", source, Grounded},
		{"the other clause's year", "Brelland completed the deal in 2023.", source, Grounded},
	})
}

// TestFlipOfOtherThing checks that a sentence's cue of direction that
// bears on another thing than the claim's, though they share a
// neighbour, does not contradict it, while one that bears on the same
// thing still does. The sentences are written for this test.
func TestFlipOfOtherThing(t *testing.T) {
	checkCodes(t, []codeCase{
		{"another object", "Zelmor increased heart rate in the Veyra trial.",
			"Zelmor reduced blood pressure in the Veyra trial, though heart rate went up.", Unverified, ReasonDirectionDiffers},
		{"another subject", "Penwick's profit fell last year.", "Penwick's revenue rose last year, though profit slipped.", Unverified, ReasonDirectionDiffers},
		{"another object past a determiner", "Marlow Foods raised its dividend.", "Marlow Foods cut its debt by a third, the company said.", Unverified, ReasonDirectionDiffers},
		{"the same object", "Acme cut prices in March.", "Acme raised prices in March.", Contradicted, ReasonDirectionMismatch},
		{"the same subject", "Acme's shares rose 5% on Monday.", "Acme's shares fell 5% on Monday.", Contradicted, ReasonDirectionMismatch},
		{"an adverb and a preposition are no thing", "Operating costs at Acme rose after the merger.",
			"Operating costs at Acme fell sharply after the merger.", Contradicted, ReasonDirectionMismatch},
	})
}
