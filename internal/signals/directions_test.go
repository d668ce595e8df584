package signals

import (
	"fmt"
	"slices"
	"strings"
	"testing"
)

// dirStrings renders directions as "axis+cue" or "axis-cue".
func dirStrings(text string, ds []Direction) []string {
	out := []string{}
	for _, d := range ds {
		sign := "-"
		if d.Up {
			sign = "+"
		}
		out = append(out, fmt.Sprintf("%s%s%s", d.Axis, sign, text[d.Start:d.End]))
	}
	return out
}

func TestDirections(t *testing.T) {
	tests := []struct {
		text string
		want []string
	}{
		// Change, in all inflections.
		{"Sales rose 5%.", []string{"change+rose"}},
		{"Sales rise, rises, risen, rising.", []string{"change+rise", "change+rises", "change+risen", "change+rising"}},
		{"It grew, gained, climbed, jumped, surged, soared and rallied.", []string{"change+grew", "change+gained",
			"change+climbed", "change+jumped", "change+surged", "change+soared", "change+rallied"}},
		{"They expanded and boosted output and raised prices.", []string{"change+expanded", "change+boosted", "change+raised"}},
		{"Costs fell, decreased, declined, dropped, shrank, slumped, plunged and sank.", []string{"change-fell",
			"change-decreased", "change-declined", "change-dropped", "change-shrank", "change-slumped",
			"change-plunged", "change-sank"}},
		{"They cut costs by 5%, reduced staff, slashed prices and lowered rates.", []string{"change-cut",
			"change-reduced", "change-slashed", "change-lowered"}},
		{"Shares were up 3% and bonds down 2%.", []string{"change+up", "change-down"}},
		{"Tolvar added 300 jobs and adds $5 a week.", []string{"change+added", "change+adds"}},
		{"She added that it had added staff, adding to costs.", nil},
		{"Sales were up.", []string{"change+up"}},
		{"Sales were down, costs up sharply.", []string{"change-down", "change+up"}},
		{"The stock lost 5% of its value.", []string{"change-lost"}},
		{"Acme lost market share, then lost the final.", []string{"change-lost", "outcome-lost"}},
		{"Acme gained customers; Beta lost customers.", []string{"change+gained", "change-lost"}},
		{"Arsenal lost 2-1 to Chelsea; the Lakers lost 110–102.", []string{"outcome-lost", "outcome-lost"}},
		{"Smith lost 5-10 pounds, then 3-4%.", []string{"change-lost"}},
		{"Revenue doubled.", []string{"change+doubled"}},
		// Change: ordinary prose that is no cue.
		{"We set up a meeting and shut down the plant.", []string{}},
		{"They cut ties and cut short the talks.", []string{}},
		{"She grew up in Ohio.", []string{}},
		{"It raised concerns and raised questions.", []string{}},
		{"Last fall the firm moved. In the fall it opened.", []string{}},
		{"Pupils drop out; parcels drop off.", []string{}},
		{"It is up to you.", []string{}},
		{"Look up the word.", []string{}},
		// Compare.
		{"Sales were higher, greater, larger and bigger.", []string{"compare+higher", "compare+greater",
			"compare+larger", "compare+bigger"}},
		{"More people came, and fewer left; less rain fell.", []string{"compare+More", "compare-fewer",
			"compare-less", "change-fell"}},
		{"Over 500 people came, under $10 each.", []string{"compare+Over", "compare-under"}},
		{"Growth was above expectations and below 5%.", []string{"change+Growth", "compare+above", "compare-below"}},
		{"Demand exceeded supply; women outnumbered men.", []string{"compare+exceeded", "compare+outnumbered"}},
		{"It is the most and the least expensive; the highest, largest, lowest, smallest.", []string{
			"compare+most", "compare-least", "compare+highest", "compare+largest", "compare-lowest", "compare-smallest"}},
		{"Prices were lower than expected.", []string{"compare-lower"}},
		{"The bank will lower rates.", []string{"change-lower"}},
		{"Names are folded to lower case.", []string{}},
		{"Sales grew 5% over three years.", []string{"change+grew"}},
		{"She has over 5 years of experience.", []string{"compare+over"}},
		{"More importantly, it is higher education.", []string{}},
		{"It runs more quickly than before.", []string{"compare+more", "time-before"}},
		// Compare: ordinary prose that is no cue.
		{"We met over the weekend, under pressure, and talked it over.", []string{}},
		{"See the table below and the figure above.", []string{}},
		{"Most people agreed.", []string{}},
		{"Try once more.", []string{}},
		{"It is more or less done.", []string{}},
		// Bound.
		{"At least 5 and at most 7.", []string{"bound+At least", "bound-at most"}},
		{"Up to 10 units, up to $5.", []string{"bound-Up to", "bound-up to"}},
		{"No more than 3, no less than 2, not fewer than 1.", []string{"bound-No more than", "bound+no less than",
			"bound+not fewer than"}},
		{"5 or more units; 3 or fewer staff.", []string{"bound+or more", "bound-or fewer"}},
		{"A minimum of 5 and a maximum 10 users.", []string{"bound+minimum", "bound-maximum"}},
		{"The minimum wage rose.", []string{"change+rose"}},
		// Time.
		{"After the merger, sales grew; later they fell.", []string{"time+After", "change+grew", "time+later", "change-fell"}},
		{"Before the merger and earlier this year.", []string{"time-Before", "time-earlier"}},
		{"Prior to the deal, ahead of the vote.", []string{"time-Prior to", "time-ahead of"}},
		{"Since 2019 it has traded; following the merger it grew.", []string{"time+Since", "time+following", "change+grew"}},
		{"Since it was cheap, we bought the following items.", []string{}},
		{"After all, she looked after him; it is named after her.", []string{}},
		{"Requires version 5 or later.", []string{}},
		// Outcome.
		{"Acme won and beat Beta; Gamma defeated Delta.", []string{"outcome+won", "outcome+beat", "outcome+defeated"}},
		{"Acme lost to Beta after a defeat; Gamma was defeated by Delta.", []string{"outcome-lost", "time+after",
			"outcome-defeat", "outcome-defeated"}},
		{"It was beaten by Beta.", []string{"outcome-beaten"}},
		{"A victory, then losses.", []string{"outcome+victory", "outcome-losses"}},
		// Assent.
		{"The council approved the plan and accepted the bid.", []string{"assent+approved", "assent+accepted"}},
		{"Voters rejected the levy; the mayor denied the report.", []string{"assent-rejected", "assent-denied"}},
		{"Tests confirmed the leak.", []string{"assent+confirmed"}},
		{"Smith admitted the theft but denied the assault.", []string{"assent+admitted", "assent-denied"}},
		{"The union welcomed and supported the plan; Lee praised and endorsed it.", []string{"assent+welcomed",
			"assent+supported", "assent+praised", "assent+endorsed"}},
		{"Critics opposed, criticised and condemned the plan; Lee backed it.", []string{"assent-opposed",
			"assent-criticised", "assent-condemned", "assent+backed"}},
		{"The court upheld the ban; the senate ratified the pact.", []string{"assent+upheld", "assent+ratified"}},
		{"Judges overturned it, Lee vetoed it, and they repealed and revoked the rules.", []string{"assent-overturned",
			"assent-vetoed", "assent-repealed", "assent-revoked"}},
		{"", []string{}},
	}
	for _, tt := range tests {
		got := dirStrings(tt.text, tokenized(tt.text).Directions())
		if !slices.Equal(got, tt.want) {
			t.Errorf("Directions(%q) = %q, want %q", tt.text, got, tt.want)
		}
	}
}

func TestDirectionsOffsets(t *testing.T) {
	text := "Zürich’s sales ROSE at least 5%."
	got := tokenized(text).Directions()
	want := []Direction{
		{Axis: Change, Up: true, Start: strings.Index(text, "ROSE"), End: strings.Index(text, "ROSE") + 4},
		{Axis: Bound, Up: true, Start: strings.Index(text, "at"), End: strings.Index(text, "st 5") + 2},
	}
	if !slices.Equal(got, want) {
		t.Errorf("Directions(%q) = %+v, want %+v", text, got, want)
	}
}

func TestAxisString(t *testing.T) {
	tests := []struct {
		a    Axis
		want string
	}{
		{Change, "change"}, {Compare, "compare"}, {Bound, "bound"}, {Time, "time"}, {Outcome, "outcome"},
		{Assent, "assent"},
		{0, "axis(0)"}, {42, "axis(42)"},
	}
	for _, tt := range tests {
		if got := tt.a.String(); got != tt.want {
			t.Errorf("Axis(%d).String() = %q, want %q", uint8(tt.a), got, tt.want)
		}
	}
}

func FuzzDirections(f *testing.F) {
	for _, s := range []string{
		"Sales rose 5% after at least 3 wins.", "up to", "no more than", "or", "at", "lower than",
		"was defeated by", "\xffrose\xff", "Ü rose ü", "over $", "up to ~", "since 2019",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		ds := tokenized(text).Directions()
		spans := make([][2]int, 0, len(ds))
		for _, d := range ds {
			if d.Axis < Change || d.Axis > Assent {
				t.Fatalf("Directions(%q): bad axis %d", text, d.Axis)
			}
			if d.Start >= d.End {
				t.Fatalf("Directions(%q): empty cue %+v", text, d)
			}
			spans = append(spans, [2]int{d.Start, d.End})
		}
		checkSpans(t, "Directions", text, spans)
		_ = Negated(text)
		_ = ContentWords(text)
		_ = Words(text)
	})
}
