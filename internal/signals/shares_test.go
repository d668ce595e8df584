package signals

import (
	"slices"
	"testing"
)

// TestRatioShares checks that a share written as a ratio or as a fraction
// in digits is read as a share, as "a third of" is, and that a rating, a
// count out of a whole that is not round, a count in a span of time or an
// amount is not.
func TestRatioShares(t *testing.T) {
	runNumCases(t, []numCase{
		{"one in three", "One in three riders walk.", []wantNum{fr(100.0/3, "One in three")}},
		{"digits in digits", "1 in 5 riders walk.", []wantNum{fr(20, "1 in 5")}},
		{"two in ten", "two in ten riders walk", []wantNum{fr(20, "two in ten")}},
		{"out of ten", "seven out of ten riders walk", []wantNum{fr(70, "seven out of ten")}},
		{"out of a hundred in digits", "7 out of 100 riders walk", []wantNum{fr(7, "7 out of 100")}},
		{"out of another whole counts", "five out of six riders walk", []wantNum{pl(5, "five"), pl(6, "six")}},
		{"a fraction in digits before of", "2/3 of the riders walk", []wantNum{fr(200.0/3, "2/3")}},
		{"a half in digits before of", "1/2 of them walk", []wantNum{fr(50, "1/2")}},
		{"a rating is no share", "rated 4 out of 5", []wantNum{ms(4, "star", "4 out of 5")}},
		{"a rating out of ten is no share", "rated 8 out of 10.", []wantNum{ms(8, "star", "8 out of 10")}},
		{"a rating with stars is no share", "4 out of 5 stars", []wantNum{ms(4, "star", "4 out of 5 stars")}},
		{"a count in a span of time", "ran 2 in 3 days", []wantNum{pl(2, "2"), ms(3, "day", "3 days")}},
		{"more than the whole", "scored 3 in 2 games", []wantNum{pl(3, "3"), pl(2, "2")}},
		{"an amount is no share", "paid $1 in 3 parts", []wantNum{mo(1, "USD", "1"), pl(3, "3")}},
		{"a fraction in digits not before of", "1/2 cup", []wantNum{pl(1, "1"), pl(2, "2")}},
		{"a percentage after the whole", "1 in 5%", []wantNum{pl(1, "1"), pc(5, "5%")}},
	})
}

// TestSharesRounding checks that a share and a percentage in figures state
// each other when the percentage is the share rounded to the decimals it
// is written with, and only then, in both directions.
func TestSharesRounding(t *testing.T) {
	tests := []struct {
		share, figure string
		same          bool
	}{
		{"two-thirds of them", "67% of them", true},
		{"two-thirds of them", "66.7% of them", true},
		{"two-thirds of them", "66.67 percent of them", true},
		{"two-thirds of them", "66% of them", false},
		{"two-thirds of them", "60% of them", false},
		{"two-thirds of them", "66.6% of them", false},
		{"a third of them", "33% of them", true},
		{"a third of them", "33.3% of them", true},
		{"a third of them", "34% of them", false},
		{"one in seven", "14% of them", true},
		{"half of them", "50.0% of them", true},
		{"half of them", "51% of them", false},
	}
	for _, tt := range tests {
		sh, fig := Numbers(tt.share), Numbers(tt.figure)
		if len(sh) != 1 || len(fig) != 1 {
			t.Fatalf("Numbers(%q), Numbers(%q) = %v, %v, want one figure each", tt.share, tt.figure, keys(sh), keys(fig))
		}
		if got := Same(sh[0], fig[0]); got != tt.same {
			t.Errorf("Same(%q, %q) = %v, want %v", tt.share, tt.figure, got, tt.same)
		}
		if got := Same(fig[0], sh[0]); got != tt.same {
			t.Errorf("Same(%q, %q) = %v, want %v", tt.figure, tt.share, got, tt.same)
		}
		if Comparable(sh[0], fig[0]) {
			t.Errorf("Comparable(%q, %q): a share in words is no share in figures", tt.share, tt.figure)
		}
	}
}

// TestAppendShareValues checks the values a sentence holding a percentage
// is found under besides its own: a share's roundings, and the shares a
// percentage in figures rounds.
func TestAppendShareValues(t *testing.T) {
	tests := []struct {
		text string
		want []float64
	}{
		{"two-thirds of them", []float64{67, 66.7, 66.67}},
		{"half of them", nil},
		{"67% of them", []float64{200.0 / 3}},
		{"33.3% of them", []float64{100.0 / 3}},
		{"60% of them", nil},
		{"12.5% of them", nil},
		{"5 people", nil},
	}
	for _, tt := range tests {
		ns := Numbers(tt.text)
		if len(ns) != 1 {
			t.Fatalf("Numbers(%q) = %v, want one figure", tt.text, keys(ns))
		}
		if got := AppendShareValues(nil, ns[0]); !slices.Equal(got, tt.want) {
			t.Errorf("AppendShareValues(%q) = %v, want %v", tt.text, got, tt.want)
		}
	}
}

// TestValueDecades checks that a decade written without its century
// after a measure's words, or after "low", "upper" or "high", is a span of
// measured values, and is a decade of years elsewhere or when an
// apostrophe clips its century.
func TestValueDecades(t *testing.T) {
	vd := func(v float64, text string) wantNum { return ms(v, valueDecade, text) }
	runNumCases(t, []numCase{
		{"temperatures", "Temperatures stayed in the 90s.", []wantNum{vd(90, "90s")}},
		{"highs in the mid", "Highs in the mid-80s", []wantNum{vd(80, "80s")}},
		{"low without a cue", "a price in the low 70s", []wantNum{vd(70, "70s")}},
		{"upper", "in the upper 60s", []wantNum{vd(60, "60s")}},
		{"scores", "Her scores were in the 90s", []wantNum{vd(90, "90s")}},
		{"time without a cue", "In the 90s, the band toured.", []wantNum{dc(1990, "90s")}},
		{"an apostrophe clips a century", "Temperatures rose in the '90s.", []wantNum{dc(1990, "90s")}},
		{"a full decade", "Temperatures rose in the 1990s.", []wantNum{dc(1990, "1990s")}},
	})
	c := Numbers("Highs in the 90s")[0]
	for _, tt := range []struct {
		text string
		same bool
	}{
		{"a high of 95", true},
		{"95 degrees", true},
		{"95°F", true},
		{"99", true},
		{"89", false},
		{"100", false},
		{"in 1995", false},
		{"95 minutes", false},
		{"highs in the 90s", true},
		{"highs in the 80s", false},
	} {
		ns := Numbers(tt.text)
		if got := len(ns) == 1 && Same(c, ns[0]); got != tt.same {
			t.Errorf("Same(the 90s, %q) = %v, want %v (%v)", tt.text, got, tt.same, keys(ns))
		}
	}
	if Same(Numbers("95 degrees")[0], c) {
		t.Errorf("Same(95 degrees, the 90s): a span of values states none of its values")
	}
	if got := c.Key(); got != "90s value decade" {
		t.Errorf("Key = %q, want %q", got, "90s value decade")
	}
}

// TestPerWholes checks that an amount per person, per household or per
// share is a rate of that whole, written after the amount or shortly
// before it.
func TestPerWholes(t *testing.T) {
	cases := []struct{ text, want string }{
		{"$40,000 per capita", "40000 USD/person"},
		{"$25 a head", "25 USD/person"},
		{"$40,000 per household", "40000 USD/household"},
		{"$2 a share", "2 USD/share"},
		{"GDP per capita was $40,000.", "40000 USD/person"},
		{"er GDP per capita was $40,000.", "40000 USD/person"}, // a look-back opening on "er"
		{"Per capita income reached $9,000", "9000 USD/person"},
		{"per-capita GDP of $40,000", "40000 USD/person"},
		{"Earnings per share rose to $1.50", "1.5 USD/share"},
		{"Superb performance was $40,000", "40000 USD"},
		{"GDP per capita was high in a year that cost the state as much as $40,000", "40000 USD"},
		{"GDP per capita fell 3%", "3%"},
	}
	for _, tc := range cases {
		checkOneKey(t, tc.text, tc.want)
	}
	// A figure between the phrase and the amount takes the phrase.
	if ns := Numbers("Earnings per share were $2.10, and revenue was $5 billion"); len(ns) != 2 || ns[1].Per != NoPer {
		t.Errorf("Numbers(per share, then revenue) = %v, want the revenue per nothing", keys(ns))
	}
	if !perClash(PerPerson, PerHousehold) || perClash(PerPerson, NoPer) {
		t.Errorf("perClash: a person and a household clash, a figure without a whole does not")
	}
}

// TestRatedBefore checks that an amount after a rate adjective's phrase of
// "of" ("annual cost savings of $120 million") is a rate of its unit of
// time, both ends of its range too, while the adjective elsewhere, or not
// before "of", makes no rate.
func TestRatedBefore(t *testing.T) {
	cases := []struct{ text, want string }{
		{"annual cost savings of $120 million", "120000000 USD/year"},
		{"a monthly rent of £900", "900 GBP/month"},
		{"daily wages of $12", "12 USD/day"},
		{"weekly sales of $4,000", "4000 USD/week"},
		{"The annual report cost $5,000", "5000 USD"},
		{"annual profits at the firm rose by far more than expected to $5,000", "5000 USD"},
		{"the annual of $5", "5 USD"},
		{"At the annual meeting, revenue of $5 million", "5000000 USD"},
	}
	for _, tc := range cases {
		checkOneKey(t, tc.text, tc.want)
	}
	ns := Numbers("annual cost savings of $120 million to $150 million by 2027")
	if len(ns) != 3 || ns[0].Per != PerYear || ns[1].Per != PerYear || ns[2].Per != NoPer {
		t.Errorf("Numbers(an annual range, then a year) = %v, want both ends a year's", keys(ns))
	}
}

// TestPerOther checks that an amount or quantity per any other whole
// written after "per" is a rate of it (PerOther), not "per cent", "per
// se" nor a word that is no whole; and that a claim's figure without a
// rate is neither stated by such a source rate nor compared with it,
// where a claim's rate per it is stated by a source's figure without one
// ("cost per vote: £1.45").
func TestPerOther(t *testing.T) {
	cases := []struct{ text, want string }{
		{"£1.45 per vote", "1.45 GBP/other"},
		{"$3.10 per gallon", "3.1 USD/other"},
		{"12 mg per dose", "12 mg/other"},
		{"8 per cent", "8%"},
		{"$5 per se", "5 USD"},
		{"$5 per the contract", "5 USD"},
		{"$2 per share", "2 USD/share"},
	}
	for _, tc := range cases {
		checkOneKey(t, tc.text, tc.want)
	}
	total, rate := Numbers("spent £1.45")[0], Numbers("spent £1.45 per vote")[0]
	if Same(total, rate) || Comparable(Numbers("spent £2")[0], rate) {
		t.Errorf("a total is stated by, or compared with, a source's rate per vote")
	}
	if !Same(rate, total) || !Same(rate, rate) {
		t.Errorf("a rate per vote is not stated by the same figure without a rate, or by itself")
	}
	if !perClash(NoPer, PerOther) || perClash(PerOther, NoPer) || !perClash(PerShare, PerOther) {
		t.Errorf("perClash: a claim's figure without a rate must clash with a source's rate per another whole, and only that way round")
	}
}

// TestWonAfterVerb checks that "won" after an amount in figures and a
// scale is Korea's currency even after the verb "won", and that the verb
// alone makes no currency.
func TestWonAfterVerb(t *testing.T) {
	runNumCases(t, []numCase{
		{"the verb, then the currency", "She won 30 million won in court.", []wantNum{mo(3e7, "KRW", "30 million won")}},
		{"the verb alone", "She won 30 million in court.", []wantNum{pl(3e7, "30 million")}},
		{"a count before the verb", "the 10,000 won the vote", []wantNum{pl(1e4, "10,000")}},
	})
}

// TestFractionOfAPoint checks that a fraction of a percentage point is a
// measure in percentage points, the same as the decimal, and not a share.
func TestFractionOfAPoint(t *testing.T) {
	runNumCases(t, []numCase{
		{"half", "Rates rose by half a percentage point.", []wantNum{ms(0.5, "pp", "half a percentage point")}},
		{"a quarter of", "Rates rose by a quarter of a percentage point.", []wantNum{ms(0.25, "pp", "a quarter of a percentage point")}},
		{"three quarters", "It fell three quarters of a percentage point.", []wantNum{ms(0.75, "pp", "three quarters of a percentage point")}},
		{"a share still", "A quarter of the vote went to Reyes.", []wantNum{fr(25, "A quarter")}},
	})
	half, dec := Numbers("half a percentage point"), Numbers("0.5 percentage points")
	if len(half) != 1 || len(dec) != 1 || !Same(half[0], dec[0]) {
		t.Errorf("Same(half a percentage point, 0.5 percentage points) = false; figures %v, %v", keys(half), keys(dec))
	}
}

// TestPointsInBasisPoints checks that basis points are hundredths of a
// percentage point: the same figure, or another comparable one.
func TestPointsInBasisPoints(t *testing.T) {
	half, bp50, bp25 := Numbers("half a percentage point")[0], Numbers("50 basis points")[0], Numbers("25 bps")[0]
	if !Same(half, bp50) || !Same(bp50, half) {
		t.Errorf("Same(half a percentage point, 50 basis points) = false")
	}
	if Same(half, bp25) || !Comparable(half, bp25) {
		t.Errorf("half a percentage point against 25 bps: Same %v, Comparable %v; want false, true", Same(half, bp25), Comparable(half, bp25))
	}
}
