package signals

import "testing"

// Figures once left unread: temperatures without a degree sign, decades
// without their century, ages by decade and vulgar fractions.
func TestNumbersGaps(t *testing.T) {
	runNumCases(t, []numCase{
		{"celsius glued", "Heat the pan to 180C.", []wantNum{ms(180, "degC", "180C")}},
		{"fahrenheit glued", "Heat the pan to 350F, then 400F.", []wantNum{ms(350, "degF", "350F"), ms(400, "degF", "400F")}},
		{"a glued letter after C is a code", "Model 180Cx and 3Fs", nil},
		{"money takes no temperature", "It cost $5C.", nil},
		{"a year's forecast is no temperature", "Sales in 2025F and 2026C", nil},
		{"a hot kiln", "Fire it at 1800F.", []wantNum{ms(1800, "degF", "1800F")}},
		{"decade with an apostrophe", "It began in the '90s.", []wantNum{dc(1990, "90s")}},
		{"decade with a curly apostrophe", "It began in the ’80s.", []wantNum{dc(1980, "80s")}},
		{"decade without apostrophe", "It began in the 60s and the mid-70s.", []wantNum{dc(1960, "60s"), dc(1970, "70s")}},
		{"decade with an apostrophe s", "It began in the late 90's.", []wantNum{dc(1990, "90's")}},
		{"decades of this century", "It began in the '00s and grew in the 10s.", []wantNum{dc(2000, "00s"), dc(2010, "10s")}},
		{"no decade without its cue", "He bowled 90s all day.", nil},
		{"no decade of a figure not a ten", "in the 95s", nil},
		{"age decade", "She was in her 30s.", []wantNum{ms(30, "age decade", "30s")}},
		{"age decade with early", "They were in their early 20s and his late-40s.", []wantNum{ms(20, "age decade", "20s"), ms(40, "age decade", "40s")}},
		{"an age in years", "at age 35, aged 40, at the age of 7; Age 9", []wantNum{ms(35, "year", "35"), ms(40, "year", "40"), ms(7, "year", "7"), ms(9, "year", "9")}},
		{"no age without its cue", "the stage 35, a page 4, of 7, age-35", []wantNum{pl(35, "35"), pl(4, "4"), pl(7, "7"), pl(35, "35")}},
		{"half sign as a share", "½ of the staff quit.", []wantNum{fr(50, "½")}},
		{"half sign before a determiner", "½ the staff quit.", []wantNum{fr(50, "½")}},
		{"third sign as a share", "⅓ of the staff quit.", []wantNum{fr(100.0/3, "⅓")}},
		{"quarter sign alone", "Add ¼ more.", []wantNum{pl(0.25, "¼")}},
		{"digits and a fraction", "Sales rose 2½ times and 10¾%.", []wantNum{pl(2.5, "2½"), pc(10.75, "10¾%")}},
		{"digits and a fraction with a scale", "It raised $1½ million.", []wantNum{mo(1.5e6, "USD", "1½ million")}},
		{"a fraction glued to a word", "Type x½ or ½x.", nil},
		{"won after a scale word", "It paid 30 million won, then 5,000 won.", []wantNum{mo(30e6, "KRW", "30 million won"), mo(5000, "KRW", "5,000 won")}},
		{"won the verb", "Acme won 30 million in damages; 30 won; all 10,000 won the vote.", []wantNum{pl(30e6, "30 million"), pl(30, "30"), pl(10000, "10,000")}},
		{"a fraction is no year", "In 2019½ it rose.", []wantNum{pl(2019.5, "2019½")}},
	})
}

// A figure followed by "a", "an", "per", "each" or "every" and a unit of
// time, or by a slash and one, is a rate of it, which its Key writes; so
// is one whose rate follows the words it counts ("500 cars a week").
func TestRateKeys(t *testing.T) {
	cases := []struct{ text, want string }{
		{"$30 a month", "30 USD/month"},
		{"$30 per month", "30 USD/month"},
		{"$30/month", "30 USD/month"},
		{"$30/mo", "30 USD/month"},
		{"$5 an hour", "5 USD/hour"},
		{"$150 a night", "150 USD/night"},
		{"€2 million each year", "2000000 EUR/year"},
		{"5% per annum", "5%/year"},
		{"twice a week", "2 times/week"},
		{"3 times a day", "3 times/day"},
		{"three times every week", "3 times/week"},
		{"7 days a week", "7 day/week"},
		{"40 a day", "40/day"},
		{"in his 30s", "30s age decade"},
		{"$30 per person", "30 USD/person"},
		{"$30 monthly", "30 USD/month"},
		{"10,000 tonnes annually", "10000 t/year"},
		{"300 litres a minute", "300 l/minute"},
		{"5 daily newspapers", "5"},
		// The rate after what the figure counts.
		{"500 cars a week", "500/week"},
		{"500 tonnes of steel a day", "500 t/day"},
		{"20 mg of the drug a day", "20 mg/day"},
		// No rate: a span of time, a year, a word glued on, a rate past
		// a phrase of another kind or more than three words.
		{"500 cars in a week", "500"},
		{"500 cars and a day", "500"},
		{"500 red and blue cars a week", "500"},
		{"500 big old red cars a week", "500"},
		{"500 cars a week ago", "500"},
		{"40 a year ago", "40"},
		{"40 a month later", "40"},
		{"40 a day-long", "40"},
		{"in 2019 a year", "2019 year"},
		{"$30 a monthly", "30 USD"},
		{"$30/h", "30 USD"},
	}
	for _, tc := range cases {
		checkOneKey(t, tc.text, tc.want)
	}
	if ns := Numbers("50-60 inches a year"); len(ns) != 2 || ns[0].Per != PerYear || ns[1].Per != PerYear {
		t.Errorf("Numbers(range a year) = %v, want both ends per year", keys(ns))
	}
	if got := Per(99).String(); got != "per(99)" {
		t.Errorf("Per(99).String() = %q", got)
	}
}

// An amount had so many times in a unit of time is a dose, the rate the
// frequency's: it states an amount without a rate, not the same amount
// per the unit of time.
func TestDoses(t *testing.T) {
	for _, text := range []string{"20 mg of corvexin twice a day", "20 mg three times a day"} {
		nums := Numbers(text)
		if len(nums) != 2 || nums[0].Per != PerDose || nums[1].Unit != "times" || nums[1].Per != PerDay {
			t.Errorf("Numbers(%q) = %v, want a dose of 20 mg and a frequency a day", text, nums)
			continue
		}
		if daily := Numbers("20 mg a day")[0]; Same(daily, nums[0]) {
			t.Errorf("Same(20 mg a day, %s) = true, want false", nums[0].Key())
		}
		if plain := Numbers("a 20 mg dose")[0]; !Same(plain, nums[0]) {
			t.Errorf("Same(20 mg, %s) = false, want true", nums[0].Key())
		}
	}
}

// Rates per different units of time are neither the same figure nor
// comparable; a figure without a unit of time is compatible with any.
// An age decade is stated by an age in it.
func TestRatesAndAgesSame(t *testing.T) {
	cases := []struct {
		claim, src       string
		same, comparable bool
	}{
		{"$30 a month", "$30 a year", false, false},
		{"$30 a month", "$360 a year", false, false},
		{"$30 a month", "$30 per month", true, true},
		{"$30 a month", "$40 a month", false, true},
		{"$30 a month", "$30", true, true},
		{"$30", "$30 a month", true, true},
		{"$30 a month", "$40", false, true},
		{"twice a week", "twice a day", false, false},
		{"in his 30s", "a 35-year-old", true, false},
		{"in his 30s", "a 30-year-old", true, false},
		{"in his 30s", "a 45-year-old", false, false},
		{"in his 30s", "in their 30s", true, true},
		{"in his 30s", "in her 40s", false, true},
		{"in his 30s", "35", false, false},
		{"in his 30s", "at age 35", true, false},
		{"in his 30s", "at age 45", false, false},
		{"in his 30s", "the 1930s", false, false},
		{"a 35-year-old", "in his 30s", false, false},
	}
	for _, tc := range cases {
		c, s, ok := oneEach(t, tc.claim, tc.src)
		if !ok {
			continue
		}
		if got := Same(c[0], s[0]); got != tc.same {
			t.Errorf("Same(%s, %s) = %v, want %v", c[0].Key(), s[0].Key(), got, tc.same)
		}
		if got := HasSame(s, c[0]); got != tc.same {
			t.Errorf("HasSame(%s, %s) = %v, want %v", keys(s), c[0].Key(), got, tc.same)
		}
		if got := Comparable(c[0], s[0]); got != tc.comparable {
			t.Errorf("Comparable(%s, %s) = %v, want %v", c[0].Key(), s[0].Key(), got, tc.comparable)
		}
	}
	if d := DecadeOf(Numbers("a 35-year-old")[0]); !d.AgeDecade() || !d.Loose() || d.Key() != "30s age decade" {
		t.Errorf("DecadeOf(a 35-year-old) = %s, want the age decade 30s, a period", d.Key())
	}
}
