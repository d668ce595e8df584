package signals

import (
	"math"
	"math/bits"
	"slices"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/sourced-dev/sourced/internal/swar"
)

// Kind is what a number measures.
type Kind uint8

// The kinds of number.
const (
	Plain   Kind = iota // a count or bare figure
	Year                // a calendar year, or a decade (1990s: its first year, Unit "decade")
	Percent             // a percentage (8%, 8 percent, 8 per cent), or a share in words (two-thirds, Unit "fraction")
	Money               // an amount of money; Unit is the currency when known
	Clock               // time of day; Value = minutes since midnight
	Date                // a day of a month, Value = month*100 + day, or a whole month, Value = month*100 (a year is a separate Year number)
	Ordinal             // 4th, 21st, first, twenty-first
	Measure             // a quantity with a unit (Unit says which): distance, weight, duration, rating …
	Phone               // a telephone number; Value is its digits (without a leading country code 1)
)

var numKindNames = [...]string{"plain", "year", "percent", "money", "clock", "date", "ordinal", "measure", "phone"}

// String returns the lower-case name of the kind.
func (k Kind) String() string {
	if int(k) < len(numKindNames) {
		return numKindNames[k]
	}
	return "kind(" + strconv.Itoa(int(k)) + ")"
}

// Number is one figure of a text.
type Number struct {
	Value float64
	Kind  Kind
	// Unit is, for Money, "USD", "EUR", "GBP", "JPY", "INR" (and a few other
	// ISO codes), or "" when the currency is unknown; for Measure, the
	// normalised unit ("km", "m", "mi", "kg", "lb", "hour", "minute", "day",
	// "week", "month", "year", "star", "pp", "times", …); for a Year,
	// "decade" when it is a decade ("the 1990s", a Year of a decade's
	// precision, as a whole month is a Date of a month's); for a Percent,
	// "fraction" when it is a share written in words ("half of", "a
	// third of", "two-thirds"), or a vulgar fraction before "of" ("½
	// of"); otherwise "". A Measure of unit "age decade" is a decade of
	// a person's age ("in his 30s": Value 30), which a number of years in
	// it states (see Same). For an Ordinal, "rank" when a superlative
	// follows it ("third-largest", "second most"; see Number.Rank).
	Unit string
	// Text is the figure as written: the whole token including its scale
	// word, percent sign or unit word, but not a leading currency symbol
	// unless a sign comes before it ("-$0.45"); a sign written as a word
	// ("minus 5 degrees", "5 degrees below zero") is part of it too.
	// Text == input[Start:End].
	Text string
	// Start and End are byte offsets into the input.
	Start, End int
	// Approx marks a vague count ("a few hundred", "several thousand"),
	// Value being its scale: it is the same only as another vague count of
	// that scale.
	Approx bool
	// Counted marks a Plain figure that counts the word written after it
	// ("5 cars", "opened 1990 stores"): a claim's count is stated by no
	// source figure of another kind ("$5", "in 1990", "5 km"), which may
	// state a claim's bare figure (see Same). Of a Percent, it marks a
	// share of a whole written after it ("67% of voters"), which a share
	// in words may state, where a change ("rose 67%") is none.
	Counted bool
	// Range says which end of a range the figure is, the low end listed
	// right before the high: of a range written with a dash or "between
	// … and" ("10-20 people", "between 10 and 20"), a figure inside it is
	// no other figure than the range's, and an end alone is not the range;
	// a range written with "to", "or" or "through" ("from 10 to 20") is
	// as often a change from one figure to another, a loose range.
	Range RangeEnd
	// Per is the unit of time or the whole the figure is a rate of ("$30
	// a month", "twice a week", "$5 per hour", "$40,000 per capita",
	// "GDP per capita of $40,000", "$2 a share"), or NoPer: the same
	// figure per another unit is another figure, and figures per
	// different units are not comparable (see Same and Comparable).
	Per Per
	// Ago marks a span of time counted back from the time of writing ("5
	// years ago"): a point in time, which no span states ("lasted 5
	// years", "took 5 years") nor is comparable with.
	Ago bool
}

// Per is the unit of time, or the whole, a rate is counted per (see
// Number.Per).
type Per uint8

// The units of a rate: of time, and the wholes an amount is shared
// among (a person: "per capita", "per head"; a household; a share of a
// company's stock).
const (
	NoPer     Per = iota
	PerMinute     // "300 litres a minute"
	PerHour
	PerDay
	PerNight
	PerWeek
	PerMonth
	PerYear
	PerPerson
	PerHousehold
	PerShare
	// PerOther is any other whole written after "per" ("£1.45 per vote",
	// "$3 per gallon"): a source's rate of it is no total, which a claim's
	// figure without a rate is taken to be (see perClash).
	PerOther
	// PerDose is an amount taken so many times in a unit of time ("20 mg
	// twice a day"): a dose, which states a claim's amount without a
	// rate ("a 20 mg dose") but no amount per the unit of time ("20 mg a
	// day").
	PerDose
)

// perNames are the names of the units of a rate, as a Key writes them
// after a slash.
var perNames = [...]string{"", "minute", "hour", "day", "night", "week", "month", "year", "person", "household", "share", "other", "dose"}

// String returns the name of the unit p ("month", "person"), or "" for
// NoPer.
func (p Per) String() string {
	if int(p) < len(perNames) {
		return perNames[p]
	}
	return "per(" + strconv.Itoa(int(p)) + ")"
}

// perClash reports whether a claim's figure counted per c and a source's
// counted per src are rates per different units of time or wholes, or
// the claim's is none and the source's a rate per another whole (see
// PerOther). A figure without a rate is compatible with any other: a
// writer drops the rate ("$30" and "$30 a month", "a dividend of $2" and
// "$2 a share"), and a source states it in words around the figure
// ("cost per vote: £1.45"); but a claim's figure without one is no rate
// per another whole of the source's ("spent £1.45" and "£1.45 per vote").
func perClash(c, src Per) bool {
	return c != src && (c != NoPer && src != NoPer || src == PerOther)
}

// RangeEnd is the end of a range a Number is, or NoRange.
type RangeEnd uint8

// The ends of a range (see Number.Range).
const (
	NoRange RangeEnd = iota
	RangeLow
	RangeHigh
	LooseLow
	LooseHigh
)

// strict reports whether r is an end of a range written as one: with a
// dash or "between … and".
func (r RangeEnd) strict() bool { return r == RangeLow || r == RangeHigh }

// InRange reports whether the claim number c, no end of a range itself,
// lies inside the range of which nums[k] is an end, written with a dash
// or "between … and" (see Number.Range), from its low end to its high
// end, and is comparable to both: a range does not disagree with a figure
// it holds. It is false when nums[k] is no end of such a range, and of an
// end of a claim's range, which another range's ends may contradict.
func InRange(nums []Number, k int, c Number) bool {
	lo := k
	switch nums[k].Range {
	case NoRange:
		return false
	case RangeHigh:
		lo = k - 1
	}
	if c.Range != NoRange || lo < 0 || lo+1 >= len(nums) || nums[lo].Range != RangeLow || nums[lo+1].Range != RangeHigh {
		return false
	}
	low, high := nums[lo], nums[lo+1]
	return Comparable(c, low) && Comparable(c, high) && low.Value <= c.Value && c.Value <= high.Value
}

// InLooseRange reports whether the claim number c, no end of a range
// itself, lies strictly between the ends of the loose range of which
// nums[k] is an end, written with "to", "or" or "through" (see
// Number.Range), and is comparable to both: "$60 million to $80
// million" does not disagree with $70 million, whether it is a span or a
// change from one figure to the other, which passes through it.
func InLooseRange(nums []Number, k int, c Number) bool {
	lo := k
	switch nums[k].Range {
	case LooseLow:
	case LooseHigh:
		lo = k - 1
	default:
		return false
	}
	if c.Range != NoRange || lo < 0 || lo+1 >= len(nums) || nums[lo].Range != LooseLow || nums[lo+1].Range != LooseHigh {
		return false
	}
	low, high := nums[lo], nums[lo+1]
	return Comparable(c, low) && Comparable(c, high) && low.Value < c.Value && c.Value < high.Value
}

// Key returns a canonical, kind-qualified and stable form of the number,
// for indexes and messages: "56000000000 USD", "56000000000" (plain), "8%"
// (a share in words too: "50%" of "half of"), "1921 year", "1990s decade", "19:00 clock", "03-12 date", "03 date" (the whole of
// March), "4 ordinal", "15 year" (a Measure of fifteen years), "5 money"
// (money in an unknown currency), "30s age decade" (an age in the
// thirties); a rate ends in its unit of time: "30 USD/month", "2
// times/week"; a span counted back ends in "ago": "5 year ago".
func (n Number) Key() string {
	var buf [48]byte
	return string(n.AppendKey(buf[:0]))
}

// AppendKey appends the number's Key to dst and returns the extended
// slice, so that a caller writing many keys can keep them in one buffer.
func (n Number) AppendKey(dst []byte) []byte {
	switch {
	case math.IsInf(n.Value, 0) && n.Text != "":
		// Beyond float64's range: as written ("1e999").
		return append(dst, strings.ToLower(n.Text)...)
	case n.Per != NoPer:
		return append(append(n.appendKey(dst), '/'), n.Per.String()...)
	case n.Ago:
		return append(n.appendKey(dst), " ago"...)
	}
	return n.appendKey(dst)
}

// appendKey is AppendKey without the unit of time of a rate.
func (n Number) appendKey(dst []byte) []byte {
	switch n.Kind {
	case Clock:
		m := int(math.Round(n.Value))
		return append(numAppendPad2(append(numAppendPad2(dst, m/60), ':'), m%60), " clock"...)
	case Date:
		d := int(math.Round(n.Value))
		if d%100 == 0 {
			return append(numAppendPad2(dst, d/100), " date"...)
		}
		return append(numAppendPad2(append(numAppendPad2(dst, d/100), '-'), d%100), " date"...)
	}
	if n.Approx {
		dst = append(dst, '~')
	}
	dst = numAppendCanonical(dst, n.Value)
	switch n.Kind {
	case Year:
		if n.Unit == "decade" {
			return append(dst, "s decade"...)
		}
		return append(dst, " year"...)
	case Percent:
		return append(dst, '%')
	case Money:
		if n.Unit == "" {
			return append(dst, " money"...)
		}
		return append(append(dst, ' '), n.Unit...)
	case Ordinal:
		return append(dst, " ordinal"...)
	case Measure:
		if n.AgeDecade() || n.ValueDecade() {
			return append(append(dst, "s "...), n.Unit...)
		}
		return append(append(dst, ' '), n.Unit...)
	case Phone:
		return append(dst, " phone"...)
	}
	return dst
}

// numAppendPad2 appends n in decimal, with a leading zero when it is one
// digit.
func numAppendPad2(dst []byte, n int) []byte {
	if n >= 0 && n < 10 {
		dst = append(dst, '0')
	}
	return strconv.AppendInt(dst, int64(n), 10)
}

// numAppendCanonical appends v in plain positional notation, rounded to 12
// significant digits so that values equal within tolerance share a key.
func numAppendCanonical(dst []byte, v float64) []byte {
	if v == 0 {
		return append(dst, '0')
	}
	if v == math.Trunc(v) && math.Abs(v) < maxWholeKey {
		// A whole number of at most 12 digits is its own rounding, and
		// its shortest form is its digits: most figures are.
		return strconv.AppendInt(dst, int64(v), 10)
	}
	// A figure that is not whole most often has a few decimals ("2.5",
	// "12.75"): v times a small power of ten is then a whole number of at
	// most 12 digits, and its decimals are that number's last digits.
	// That number m is v's product rounded, which lies within a few
	// units of the 17th significant digit of the exact product: v
	// rounded to 12 significant digits is m's decimal, which is the
	// shortest of the numbers its rounding gives. (A product rounded to
	// a multiple of ten, such as v just below a whole number gives, has
	// its trailing zeros dropped, with the decimal point when all are.)
	p, pow := 1.0, uint64(1)
	for range maxKeyDecimals {
		p, pow = p*10, pow*10
		if m := v * p; m == math.Trunc(m) && math.Abs(m) < maxWholeKey {
			u := uint64(math.Abs(m))
			if m < 0 {
				dst = append(dst, '-')
			}
			dst = strconv.AppendUint(dst, u/pow, 10)
			frac := u % pow
			if frac == 0 {
				return dst
			}
			dst = append(dst, '.')
			for pow /= 10; frac != 0; pow /= 10 {
				dst = append(dst, byte('0'+frac/pow))
				frac %= pow
			}
			return dst
		}
	}
	return numAppendRounded(dst, v)
}

// maxWholeKey bounds the whole numbers numAppendCanonical writes as they
// are: those of at most 12 digits; maxKeyDecimals is the most decimals
// of a number it writes from its digits.
const (
	maxWholeKey    = 1e12
	maxKeyDecimals = 6
)

// numAppendRounded is numAppendCanonical for any v but 0: v rounded to 12
// significant digits, in its shortest form.
func numAppendRounded(dst []byte, v float64) []byte {
	var buf [32]byte
	r, err := strconv.ParseFloat(string(strconv.AppendFloat(buf[:0], v, 'g', 12, 64)), 64)
	if err != nil {
		r = v
	}
	return strconv.AppendFloat(dst, r, 'f', -1, 64)
}

// SameValue reports whether figures of values a and b are equal: exactly when both are
// whole numbers float64 holds exactly, else within a relative tolerance of
// 1e-9, which absorbs the rounding of a scale's product ("0.3 million").
func SameValue(a, b float64) bool {
	// A NaN makes the difference NaN, equal to nothing; infinities of one
	// sign are equal, though their difference is NaN.
	if a == b {
		return true
	}
	// Within the tolerance, two whole numbers that float64 holds exactly
	// are still not the same: 8055551234 would state 8055551235, and one
	// ISBN or account number another.
	return math.Abs(a-b) <= 1e-9*max(math.Abs(a), math.Abs(b)) && !bothWhole(a, b)
}

// bothWhole reports whether a and b are whole numbers float64 holds
// exactly, below 2^53: asked only of two figures within the tolerance,
// few of those SameValue compares.
func bothWhole(a, b float64) bool {
	return a == math.Trunc(a) && b == math.Trunc(b) && math.Abs(a) < 1<<53 && math.Abs(b) < 1<<53
}

// Same reports whether the source number src states the claim number c:
// equal values (relative tolerance 1e-9) of compatible kinds. Kinds are
// compatible when the numbers are Comparable, or when one side is Plain
// and the other Money, Measure or Year (a source may drop the currency or
// the unit word, a claim may leave an age's years to the reader, and a
// bare 2015 is the year 2015), but for a claim's count (see
// Number.Counted): "5 cars" are not "$5", nor "1990 stores" the year
// 1990; and a bare 1990 is no decade. Plain is never Same as Percent,
// Clock, Date or Ordinal. An end of
// a source's range of quantities (a dash's or "between … and"'s) states
// only an end of a claim's range (see Number.Range): "between 10 and 20
// people" does not say 10, where "10-20 people" may restate "10 to 20
// people". A claim's whole month is stated by any day of it ("12 March"
// states "March"), a claim's decade by any year of it ("in 1995" states
// "the 1990s"); a day is not stated by its whole month, nor a year by its
// decade. A claim's age decade ("in his 30s") is stated by a number of
// years in it ("a 35-year-old") or the same age decade. A rate is not the
// same figure as one per another unit of time ("$30 a month" and "$30 a
// year"), though a figure without one may state it. A share ("two-thirds",
// "one in three") states, and is stated by, a percentage in figures that
// is the share rounded to the decimals it is written with ("67%",
// "66.7%"; not "66%"), with which it is not Comparable. A figure written
// with fewer digits is stated by one it rounds to at least two significant
// digits ("$4.8 billion" by "$4.83 billion", "23%" by "23.4%"; see
// statesRounded), never the other way round. Figures beyond float64's
// range are the same only as written, whatever the case of their "e".
func Same(c, src Number) bool {
	if c.Decade() && src.Kind == Year && !src.Approx {
		return DecadeOf(src).Value == c.Value
	}
	if c.Kind == Percent && src.Kind == Percent && c.Share() != src.Share() {
		return sharesRounding(c, src)
	}
	if c.ValueDecade() {
		return statesValueDecade(c, src)
	}
	if math.IsInf(c.Value, 0) && math.IsInf(src.Value, 0) && !strings.EqualFold(c.Text, src.Text) {
		return false // "1e999" and "2e999", both beyond float64
	}
	if c.Approx != src.Approx || !SameValue(c.Value, src.Value) {
		return c.WholeMonth() && src.Kind == Date && numMonth(c) == numMonth(src) || statesAgeDecade(c, src) ||
			statesRounded(c, src)
	}
	if perClash(c.Per, src.Per) || c.Ago != src.Ago {
		return false
	}
	if src.Range.strict() && c.Range == NoRange && src.Quantity() {
		return false // "between 10 and 20 people" does not say 10
	}
	if c.Kind == src.Kind {
		return comparableKinds(c, src) || statesAgeDecade(c, src)
	}
	other := c.Kind
	if c.Kind == Plain {
		other = src.Kind
	} else if src.Kind != Plain {
		return false
	}
	return !c.Counted && (other == Money || other == Measure || other == Year && c.Unit == src.Unit)
}

// sharesRounding reports whether one of the percentages c and src, a
// share, is the other, in figures, or rounded: "half" and "50%", and
// "two-thirds" and "67% of", state each other (see Same), as neither is a
// rate per another unit of time or a source's end of a range; a rounded
// one in figures must be a share of a whole written after it
// (Number.Counted): "rose 67%" is a change.
func sharesRounding(c, src Number) bool {
	if perClash(c.Per, src.Per) || src.Range.strict() || c.Approx || src.Approx {
		return false
	}
	if SameValue(c.Value, src.Value) {
		return true // "half" and "50%"
	}
	if c.Share() {
		return src.Counted && roundsShare(c, src)
	}
	return c.Counted && roundsShare(src, c)
}

// statesValueDecade reports whether src is a figure inside the claim's
// span of measured values c ("95", "95 degrees", "95°F" in "the 90s"), or
// the same span; a year ("1995") is none of them, and no other unit is
// measured in such spans.
func statesValueDecade(c, src Number) bool {
	if src.Approx || src.Range != NoRange || perClash(c.Per, src.Per) {
		return false
	}
	switch {
	case src.ValueDecade():
		return src.Value == c.Value
	case src.Kind == Plain, src.Kind == Measure && strings.HasPrefix(src.Unit, "deg"):
		return c.Value <= src.Value && src.Value < c.Value+10
	}
	return false
}

// statesAgeDecade reports whether src is a number of years, or an age
// decade, in the claim's age decade c (see Same).
func statesAgeDecade(c, src Number) bool {
	return c.AgeDecade() && src.Kind == Measure && !src.Approx && (src.Unit == "year" || src.AgeDecade()) &&
		DecadeOf(src).Value == c.Value
}

// HasSame reports whether one of the source numbers nums states the claim
// number c (see Same). Their values, Same's cheapest test, are compared
// first, without a call: most numbers beside the one sought have others
// (but for a loose figure or a percentage, which figures of other values
// state too).
func HasSame(nums []Number, c Number) bool {
	if c.Wide() {
		return slices.ContainsFunc(nums, func(n Number) bool { return Same(c, n) })
	}
	rough := c.Roundable()
	for i := range nums {
		if (SameValue(c.Value, nums[i].Value) || rough && WithinRounding(c.Value, nums[i].Value)) && Same(c, nums[i]) {
			return true
		}
	}
	return false
}

// Comparable reports whether a different value in src is a real
// disagreement with the claim number c: both have the same kind, and for
// Money the same currency (or either unknown), for Measure the same
// normalised unit, for a Date the same precision (a day and a whole month
// do not disagree: a source's "May" may date another step of what a
// claim's "17 March" dates), for a Year the same precision (a decade and
// a year do not disagree, nor does a year state its decade or a decade
// one of its years), for a Percent both written in words or both in
// figures: a share in words is a rounded one ("a third" of 31%, "half" of
// 48%), which only an equal share states and no figure disagrees with.
// Numbers of different kinds are never comparable (Year vs Plain, Money
// vs Percent, Percent vs Plain, 5 km vs 5 m), nor a vague count with an
// exact one, nor rates per different units of time ("$30 a month" and
// "$360 a year"), nor a figure and its rounding ("$5 billion" and "$4.83
// billion", "$4.8 billion" and "$4.83 billion": see roundsEither).
func Comparable(c, src Number) bool {
	return comparableKinds(c, src) && !roundsEither(c, src)
}

// comparableKinds is Comparable but for a figure and its rounding: what
// Same asks of figures of one value.
func comparableKinds(c, src Number) bool {
	if c.Kind != src.Kind || c.Approx != src.Approx || perClash(c.Per, src.Per) || c.Ago != src.Ago {
		return false
	}
	switch c.Kind {
	case Money:
		return c.Unit == "" || src.Unit == "" || c.Unit == src.Unit
	case Measure, Year, Percent:
		return c.Unit == src.Unit
	case Phone:
		// A local number (555-1234) says nothing of an area code.
		return (c.Value >= 1e7) == (src.Value >= 1e7)
	case Date:
		return c.WholeMonth() == src.WholeMonth()
	}
	return true
}

// Rank reports whether n is an Ordinal that ranks by a superlative
// ("third-largest"): a different rank of the same thing is another
// claim, where another ordinal may name another place of a sequence.
func (n Number) Rank() bool {
	return n.Kind == Ordinal && n.Unit == rankUnit
}

// WholeMonth reports whether n is a Date of a whole month, without a day
// ("March 2021", "in May").
func (n Number) WholeMonth() bool {
	return n.Kind == Date && int(n.Value)%100 == 0
}

// Decade reports whether n is a Year of a decade's precision ("the
// 1990s").
func (n Number) Decade() bool {
	return n.Kind == Year && n.Unit == "decade"
}

// DecadeOf returns the decade of the Year n: "the 1990s" of "1995" or of
// "the 1990s"; of a Measure of years, its age decade: "in his 30s" of "a
// 35-year-old".
func DecadeOf(n Number) Number {
	if n.Kind == Measure {
		return Number{Value: math.Floor(n.Value/10) * 10, Kind: Measure, Unit: ageDecade}
	}
	return Number{Value: math.Floor(n.Value/10) * 10, Kind: Year, Unit: "decade"}
}

// ageDecade is the Unit of a Measure of an age decade (see Number.Unit).
const ageDecade = "age decade"

// valueDecade is the Unit of a Measure of a span of ten measured values
// (see Number.Unit).
const valueDecade = "value decade"

// ValueDecade reports whether n is a span of ten measured values written
// as a decade ("temperatures in the 90s", "the low 80s": Value 90, 80).
func (n Number) ValueDecade() bool {
	return n.Kind == Measure && n.Unit == valueDecade
}

// AgeDecade reports whether n is a decade of a person's age ("in her
// 40s").
func (n Number) AgeDecade() bool {
	return n.Kind == Measure && n.Unit == ageDecade
}

// Loose reports whether figures of values other than n's may state n: a
// period (a whole month, a decade, an age decade or a span of values,
// which the days of the month or the years of the decade state), or a
// share, which its rounding states (see Same); the figures
// that may state it are of its kind, but for a span of values (see
// ValueDecade), which a plain figure may state. (A percentage in figures
// is stated by a share it rounds too, within half a percent of it.)
func (n Number) Loose() bool {
	// By kind first: it is asked of a claim's figures for each sentence
	// they are sought in, most of them of no kind it reads the unit of.
	switch n.Kind {
	case Date:
		return n.WholeMonth()
	case Year:
		return n.Decade()
	case Measure:
		return n.Unit == ageDecade || n.Unit == valueDecade
	case Percent:
		return n.Unit == "fraction"
	}
	return false
}

// Wide reports whether figures of values other than n's may state n: a
// loose figure (see Loose), or a percentage in figures, which a share it
// rounds states.
func (n Number) Wide() bool {
	return n.Loose() || n.Kind == Percent
}

// MonthOf returns the Date of the whole month of the date n: "March" of
// "12 March". n must be a Date.
func MonthOf(n Number) Number {
	return Number{Value: float64(numMonth(n) * 100), Kind: Date}
}

// numMonth returns the month of the Date n.
func numMonth(n Number) int {
	return int(n.Value) / 100
}

// Numbers returns the figures of text in order of their offsets, without
// list numbering, citation markers ((Passage 1), Source 3, [27], [1-3]),
// identifiers glued to letters (Q3, GPT-4, COVID-19, 3D) or version strings
// (1.5.2). Years, dates, clock times, ordinals, percentages, money and
// measures get their own Kind; spelled-out numbers are read; a range
// (10-20 km, $5-10 million, between 5 and 10%) shares its unit, scale and
// currency between both ends.
func Numbers(text string) []Number {
	return AppendNumbers(nil, text)
}

// AppendNumbers appends the Numbers of text to dst and returns the
// extended slice, so that a caller reading many texts can keep their
// figures in one array.
func AppendNumbers(dst []Number, text string) []Number {
	sc := numScanner{s: text, out: dst, first: len(dst), lineStart: true, prevEnd: -1, prevStart: -1}
	sc.run(0, len(text))
	numBeforeChrist(text, sc.out[len(dst):])
	return numJoinDurations(text, sc.out, len(dst))
}

// figureClasses are the classes of the tokens a figure is read from.
const figureClasses = ClassDigit | ClassFigure | ClassMonth

// AppendNumbers is the package's AppendNumbers of t.Text. When t.Classes
// holds the classes of an ASCII text's tokens, only the parts of the text
// around its tokens of figureClasses are scanned, each from where a
// figure read from the token may start (see figureStart) to the token's
// end: most of a sentence with a figure lies before, after or between
// them, where a scan starts no figure. The scan moves on to such a part
// with its state made anew, as a scan of the whole text arrives there
// with nothing read past it; the last word it read is left unknown, as
// no figure reads the word before the word it starts at.
func (t *Tokenized) AppendNumbers(dst []Number) []Number {
	cls := t.classes()
	if t.Lower == "" || cls == nil {
		return AppendNumbers(dst, t.Text)
	}
	text := t.Text
	sc := numScanner{s: text, out: dst, first: len(dst)}
	i := -1 // where the scan is, -1 before it starts
	toks := t.Tokens[:len(cls)]
	for k := nextFigureToken(cls, 0); k < len(cls); k = nextFigureToken(cls, k+1) {
		if k > 0 && int(toks[k-1].Start) > i && plainWordAt(text, toks[k-1]) {
			// The token before is a word that starts no figure: a
			// scan from further back arrives at it with nothing read
			// past it, and word reads it whatever it read before
			// (and whether a line starts there, which only a figure
			// reads). The scan starts after it, in the state word
			// leaves, without reading it again: word leaves the
			// flags of a word numStartFilter rules out to be looked
			// up only if a figure follows.
			w := toks[k-1]
			i = int(w.End)
			sc.lineStart, sc.prevEnd, sc.prevFlags, sc.prevStart = false, i, 0, int(w.Start)
		} else if from := figureStart(text, toks, k); from > i {
			sc.lineStart, sc.prevEnd, sc.prevFlags, sc.prevStart = lineStartAt(text, from), -1, 0, -1
			i = from
		}
		i = sc.run(i, int(toks[k].End))
	}
	numBeforeChrist(text, sc.out[len(dst):])
	return numJoinDurations(text, sc.out, len(dst))
}

// nextFigureToken returns the place of the first class of figureClasses
// in cls from k on, or len(cls) when there is none. Most tokens are of
// none: eight of them are passed over at once.
func nextFigureToken(cls []WordClass, k int) int {
	const mask = uint64(figureClasses) * swar.Ones
	for ; k+8 <= len(cls); k += 8 {
		if m := classWord(cls[k:]) & mask; m != 0 {
			return k + bits.TrailingZeros64(m)/8
		}
	}
	for ; k < len(cls); k++ {
		if cls[k]&figureClasses != 0 {
			return k
		}
	}
	return len(cls)
}

// classWord returns the first eight classes of c as a little-endian
// word, which the compiler makes one load. c must hold eight at least.
func classWord(c []WordClass) uint64 {
	_ = c[7]
	return uint64(c[0]) | uint64(c[1])<<8 | uint64(c[2])<<16 | uint64(c[3])<<24 |
		uint64(c[4])<<32 | uint64(c[5])<<40 | uint64(c[6])<<48 | uint64(c[7])<<56
}

// plainWordAt reports whether the token tok of the ASCII text is a word
// that word reads as one that plays no role in a figure: ASCII letters
// alone, after white space or at the start of the text, ending before
// white space or a punctuation mark other than a hyphen, a dollar sign or
// an underscore, and ruled out by numStartFilter. A figure read from a
// word before it ends before it: a word a spelled figure reads on to is a
// number word, which tok is not when it is of no figureClasses.
func plainWordAt(text string, tok Token) bool {
	i, j := int(tok.Start), int(tok.End)
	if i > 0 && !asciiSpace[text[i-1]] || numAsciiWordEnd(text, i) != j {
		return false
	}
	if j < len(text) {
		if c := text[j]; c == '-' || c == '$' || numByteClass[c] == numByteLetter || numByteClass[c] == numByteDigit {
			return false
		}
	}
	return !numStartFilter.mayHoldSpan(text, i, j)
}

// lineStartAt reports whether only blanks lie between the start of the
// line that holds byte i of the ASCII text and i, as run's lineStart
// does at i when its scan arrives there between words.
func lineStartAt(text string, i int) bool {
	for i > 0 && (text[i-1] == ' ' || text[i-1] == '\t') {
		i--
	}
	return i == 0 || numByteClass[text[i-1]] == numByteLineEnd
}

// figureStart returns where a figure read from token k, of the tokens
// toks of the ASCII text, may start: at the token or at the word before
// it ("a hundred", "USD 5", "Passage 3"), which reads the word before it
// ("a" before "second"). That is the start of the white-space-ended word that holds
// token k-2, or 0 when k < 2 or a currency sign comes before it, which
// reads on over white space to the word after it ("$ a million").
func figureStart(text string, toks []Token, k int) int {
	if k < 2 {
		return 0
	}
	i := int(toks[k-2].Start)
	for i > 0 && !asciiSpace[text[i-1]] {
		i--
	}
	j := i
	for j > 0 && asciiSpace[text[j-1]] {
		j--
	}
	if j > 0 && text[j-1] == '$' {
		return 0
	}
	return i
}

// buildASCIISpace returns asciiSpace, generated into tables.go: the ASCII
// white space marked, blanks and line ends.
func buildASCIISpace() (t [256]bool) {
	for c := range t {
		t[c] = numByteClass[c] == numByteBlank || numByteClass[c] == numByteLineEnd
	}
	return t
}

// numEras are the ways to write "before Christ" after a year.
var numEras = []string{" BCE", " BC", " B.C.E.", " B.C."}

// numJoinDurations makes one figure of each duration of out[first:]
// written in parts, hours, minutes and seconds, each part of a smaller
// unit than the one before, joined by a blank, a comma or "and" ("2
// hours 6 minutes 12 seconds", "2 hours and 6 minutes"): its length in
// seconds, as "2:06:12" is read. A part alone keeps its unit.
func numJoinDurations(s string, out []Number, first int) []Number {
	for i := first; i+1 < len(out); i++ {
		total, ok := numDurationPart(out[i])
		if !ok {
			continue
		}
		j := i
		for j+1 < len(out) {
			next, ok := numDurationPart(out[j+1])
			if !ok || numUnitSeconds(out[j+1]) >= numUnitSeconds(out[j]) || !numDurationJoint(s[out[j].End:out[j+1].Start]) {
				break
			}
			total += next
			j++
		}
		if j == i {
			continue
		}
		start, end := out[i].Start, out[j].End
		out[i] = Number{Value: total, Kind: Measure, Unit: "second", Text: s[start:end], Start: start, End: end}
		out = append(out[:i+1], out[j+1:]...)
	}
	return out
}

// numDurationPart returns the seconds of n when it may be a part of a
// duration written in parts: a whole number of hours, minutes or seconds,
// exact, and no rate.
func numDurationPart(n Number) (float64, bool) {
	if n.Kind != Measure || n.Approx || n.Per != NoPer || n.Range != NoRange || n.Value != float64(int(n.Value)) {
		return 0, false // most figures, told before their unit is looked up
	}
	secs, m := UnitSize(n.Unit)
	if m != TimeMeasure || secs > 3600 {
		return 0, false
	}
	return n.Value * secs, true
}

// Measurement is what a unit of a Measure measures (see UnitSize).
type Measurement uint8

// The measurements UnitSize tells.
const (
	NoMeasure Measurement = iota
	TimeMeasure
	WeightMeasure
	LengthMeasure
)

// UnitSize returns the size of the unit of a Measure in the base unit of
// its measure (seconds, grams, metres), and the measure; NoMeasure for
// another unit.
func UnitSize(unit string) (size float64, measure Measurement) {
	const day = 86400.0
	switch unit {
	case "year":
		return 365 * day, TimeMeasure
	case "month":
		return 365 * day / 12, TimeMeasure
	case "week":
		return 7 * day, TimeMeasure
	case "day":
		return day, TimeMeasure
	case "hour":
		return 3600, TimeMeasure
	case "minute":
		return 60, TimeMeasure
	case "second":
		return 1, TimeMeasure
	case "t":
		return 1e6, WeightMeasure
	case "kg":
		return 1000, WeightMeasure
	case "lb":
		return 453.59237, WeightMeasure
	case "oz":
		return 28.349523125, WeightMeasure
	case "g":
		return 1, WeightMeasure
	case "km":
		return 1000, LengthMeasure
	case "mi":
		return 1609.344, LengthMeasure
	case "yd":
		return 0.9144, LengthMeasure
	case "m":
		return 1, LengthMeasure
	case "ft":
		return 0.3048, LengthMeasure
	case "in":
		return 0.0254, LengthMeasure
	case "cm":
		return 0.01, LengthMeasure
	case "mm":
		return 0.001, LengthMeasure
	}
	return 0, NoMeasure
}

// numUnitSeconds returns the seconds of the unit of n, a part of a
// duration (see numDurationPart).
func numUnitSeconds(n Number) float64 {
	secs, _ := UnitSize(n.Unit)
	return secs
}

// numDurationJoint reports whether gap, the text between two parts of a
// duration, joins them: a blank, a comma or "and".
func numDurationJoint(gap string) bool {
	switch gap {
	case " ", ", ", " and ", ", and ":
		return true
	}
	return false
}

// numBeforeChrist makes a count or a number of years followed by BC
// ("300 BC", "300 years BC") the year it is, negative: not a duration.
func numBeforeChrist(s string, out []Number) {
	for i := range out {
		n := &out[i]
		// Every era starts with a blank and a B, which few figures are
		// followed by.
		if e := n.End; e+3 > len(s) || s[e] != ' ' || s[e+1] != 'B' {
			continue
		}
		if n.Approx || n.Kind != Plain && (n.Kind != Measure || n.Unit != "year") {
			continue
		}
		for _, era := range numEras {
			e := n.End + len(era)
			if strings.HasPrefix(s[n.End:], era) && (e == len(s) || !numIsWordByteOrRune(s, e)) {
				n.Kind, n.Value, n.Unit, n.End = Year, -n.Value, "", e
				n.Text = s[n.Start:n.End]
				break
			}
		}
	}
}

// numScanner is the state of one Numbers call.
type numScanner struct {
	s   string
	out []Number
	// first is the index in out of the first figure of s: the ones before
	// belong to other texts.
	first     int
	lineStart bool // only blanks since the start of the line

	// The last word seen: its end and flags (for year cues, "between").
	// Its flags are looked up only when read (see prevWordFlags) if it
	// starts at prevStart, which is -1 when prevFlags holds them.
	prevEnd   int
	prevFlags numWordFlag
	prevStart int

	// The last word looked up that numFilter lets through (see lookup):
	// s[lastStart:lastEnd], and its entry's place in numTable plus one, 0
	// when the table does not hold it. The word after a figure is asked
	// for by suffixes, yearFollows and rangeNext in turn.
	lastStart, lastEnd int
	lastEntry          int
}

// lookup is numLookupWord of s[i:j], but for the entry it returns a
// pointer to (to an empty entry when the word is unknown); it remembers
// the last word that numFilter lets through.
func (sc *numScanner) lookup(i, j int) (*numWordInfo, bool) {
	if j-i > numMaxWordLen || !numFilter.mayHoldSpan(sc.s, i, j) {
		return &numNoWord, false
	}
	if i != sc.lastStart || j != sc.lastEnd {
		sc.lastStart, sc.lastEnd = i, j
		sc.lastEntry = numEntry(sc.s, i, j)
	}
	if sc.lastEntry == 0 {
		return &numNoWord, false
	}
	return &numTable.infos[sc.lastEntry-1], true
}

// numNoWord is the entry of a word the number words do not hold. Read-only.
var numNoWord numWordInfo

// numFig is a figure being read, before its kind is decided.
type numFig struct {
	start, end int
	neg        bool
	mant       uint64 // digits: value = mant * 10^exp
	exp        int
	fval       float64 // spelled value
	isSpelled  bool
	approx     bool // a vague spelled count (see Number.Approx)
	intDigits  int
	fracDigits int
	comma      bool
	scale      int // power of ten from a scale word or letter
	hasScale   bool
	pct        bool
	unit       string // Measure unit
	money      bool
	cur        string
	decade     bool
	ordinal    bool
	yearCue    bool // a year cue precedes (in, since, March …)
	weakCue    bool // a weak year cue precedes (of, to, by …)
	punctAfter bool // punctuation, the end, or a function word follows
	verbAfter  bool // was, saw, marked … follows
	isClock    bool // 7 o'clock, 12 noon
	// spelledScale is the power of ten of the scale word inside a spelled
	// value (three million: 6); fval already includes it.
	spelledScale int
	clockMin     int
	// vulgar is a vulgar fraction after the digits or alone (2½, ½),
	// added to their value.
	vulgar float64
	per    Per // the unit of time of a rate (see Number.Per)
}

// raw is the value before scale.
func (f *numFig) raw() float64 {
	if f.isSpelled {
		return f.fval
	}
	return numDecimal(f.mant, f.exp) + f.vulgar
}

func (f *numFig) value() float64 {
	var v float64
	switch {
	case f.isSpelled:
		v = f.fval * numPow10(f.scale)
	case f.vulgar != 0:
		v = f.raw() * numPow10(f.scale)
	default:
		v = numDecimal(f.mant, f.exp+f.scale)
	}
	if f.neg {
		v = -v
	}
	return v
}

func (f *numFig) bare() bool {
	return !f.pct && f.unit == "" && !f.money && !f.hasScale && !f.decade && !f.ordinal
}

// intValue returns the value of a small non-negative whole figure
// (digits or spelled), or -1.
func (f *numFig) intValue() int {
	if f.isSpelled {
		if f.fval >= 0 && f.fval < 1e6 && f.fval == math.Trunc(f.fval) && !f.neg {
			return int(f.fval)
		}
		return -1
	}
	return f.smallInt(6)
}

// smallInt returns the integer value of a plain digit literal (no sign,
// comma or fraction) with at most maxDigits digits, or -1.
func (f *numFig) smallInt(maxDigits int) int {
	if f.isSpelled || f.neg || f.comma || f.fracDigits > 0 || f.intDigits > maxDigits || f.intDigits == 0 || f.exp != 0 || f.vulgar != 0 {
		return -1
	}
	return int(f.mant)
}

func (f *numFig) kind() Kind {
	switch {
	case f.ordinal:
		return Ordinal
	case f.pct:
		return Percent
	case f.money:
		return Money
	case f.unit != "":
		return Measure
	case f.decade:
		return Year
	}
	if y := f.smallInt(4); f.mayBeYear() && !f.hasScale &&
		(f.yearCue || (f.weakCue && f.punctAfter) || ((f.punctAfter || f.verbAfter) && y >= 1800)) {
		return Year
	}
	return Plain
}

var numPow10tab = [...]float64{1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11,
	1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22}

func numPow10(e int) float64 {
	if e >= 0 && e < len(numPow10tab) {
		return numPow10tab[e]
	}
	return math.Pow10(e)
}

// numDecimal returns m * 10^e, correctly rounded when m < 2^53 and |e| <= 22.
func numDecimal(m uint64, e int) float64 {
	if e >= 0 {
		return float64(m) * numPow10(e)
	}
	if -e < len(numPow10tab) {
		return float64(m) / numPow10tab[-e]
	}
	return float64(m) * math.Pow10(e)
}

func (sc *numScanner) emit(f *numFig) {
	v := f.value()
	// A figure beyond float64's range ("1e999") is kept, infinite: Same
	// then compares it as it is written.
	if math.IsNaN(v) || f.end <= f.start {
		return
	}
	k := f.kind()
	n := Number{Value: v, Kind: k, Text: sc.s[f.start:f.end], Start: f.start, End: f.end, Approx: f.approx, Per: f.per}
	switch k {
	case Plain:
		n.Counted = sc.counts(f)
	case Percent:
		n.Counted = strings.HasPrefix(sc.s[f.end:], " of ")
	case Money:
		n.Unit = f.cur
	case Measure:
		n.Unit = f.unit
		n.Ago = numAgoAfter(sc.s, f.end)
		if n.Unit == "bp" {
			// Basis points are hundredths of a percentage point: "50
			// basis points" is "half a percentage point".
			n.Value, n.Unit = v/100, "pp"
		}
	case Year:
		if f.decade {
			n.Unit = "decade"
		}
	case Ordinal:
		n.Unit = numRankAfter(sc.s, f.end)
	}
	sc.out = append(sc.out, n)
}

// counts reports whether the plain figure f counts the word written after
// it (see Number.Counted): one blank, then a lower-case content word ("5
// cars", "12 new stores"; not "5 of them", "34, who") that a figure may
// count (see numUncounted). A figure that may
// be a year counts only a plural ("1990 stores", "2020 people"), and only
// after a word that is no article, possessive, year cue or other function
// word: "the 2011 earthquake", "their 2020 results" and "from 2015 reviews"
// are dated by it.
func (sc *numScanner) counts(f *numFig) bool {
	s, k := sc.s, f.end+1
	if k >= len(s) || s[k-1] != ' ' || s[k] < 'a' || s[k] > 'z' {
		return false
	}
	e := numAsciiWordEnd(s, k)
	w := s[k:e]
	if !IsContentWord(w) || numUncounted(w) {
		return false
	}
	if !f.mayBeYear() || f.comma {
		return true
	}
	return numPlural(w) && sc.gapOK(sc.prevEnd, f.start) && !numPossessiveBefore(s, f.start) &&
		sc.prevWordFlags()&(nfArticle|nfThe|nfCue|nfWeakCue|nfFunction) == 0
}

// numUncounted reports whether the lower-case content word w, after a
// figure, is no noun the figure counts: an adverb in -ly ("5 million
// annually") or a word that dates, shares out or sums the figure ("5
// million last year", "5 apiece", "5 overall").
func numUncounted(w string) bool {
	switch w {
	case "last", "next", "ago", "later", "earlier", "today", "overall", "worldwide", "apiece",
		"alone", "combined", "total", "altogether", "respectively":
		return true
	}
	return strings.HasSuffix(w, "ly")
}

// numPlural reports whether the lower-case word w looks like a plural
// noun: it ends in an s that is no part of -ss, -us or -is ("stores", not
// "census" or "analysis"), or is one of a few irregular plurals that
// figures count.
func numPlural(w string) bool {
	switch w {
	case "people", "children", "men", "women":
		return true
	}
	return isPluralish(w)
}

// numPossessiveBefore reports whether the word before s[i], past one
// blank, ends in a possessive 's or s' ("Acme's 2020 results").
func numPossessiveBefore(s string, i int) bool {
	b := s[:max(i-1, 0)]
	return IsPossessive(b) || strings.HasSuffix(b, "s'")
}

// emitKind appends a number of kind k and value v, in unit, written in
// sc.s[start:end], unless that is empty. It is called from twenty places
// of the scanner, each for a rare form (a date, a range, a season), and
// is not inlined: inlined, it took 2,611 of core's 7,003 bytes, which
// every figure's scan spread over more cache lines.
//
//go:noinline
func (sc *numScanner) emitKind(k Kind, v float64, unit string, start, end int) {
	if end <= start {
		return
	}
	sc.out = append(sc.out, Number{Value: v, Kind: k, Unit: unit, Text: sc.s[start:end], Start: start, End: end})
}

func numIsASCIIDigit(c byte) bool  { return '0' <= c && c <= '9' }
func numIsASCIILetter(c byte) bool { return ('a' <= c && c <= 'z') || ('A' <= c && c <= 'Z') }
func numIsUpper(c byte) bool       { return 'A' <= c && c <= 'Z' }

func numIsWordRune(r rune) bool {
	if r < utf8.RuneSelf {
		c := byte(r)
		return numIsASCIILetter(c) || numIsASCIIDigit(c) || c == '_'
	}
	return unicode.IsLetter(r) || unicode.IsDigit(r) || unicode.IsMark(r)
}

// numIsWordByteOrRune reports whether a word character starts at s[i].
func numIsWordByteOrRune(s string, i int) bool {
	if i < len(s) && s[i] < utf8.RuneSelf {
		return numWordByte[s[i]]
	}
	return i < len(s) && numIsWordRuneAt(s, i)
}

// numIsWordRuneAt is numIsWordByteOrRune of a character that is not ASCII.
func numIsWordRuneAt(s string, i int) bool {
	r, _ := utf8.DecodeRuneInString(s[i:])
	return numIsWordRune(r)
}

// buildNumWordByte returns numWordByte, generated into tables.go: the
// ASCII letters, digits and underscore marked.
func buildNumWordByte() (t [256]bool) {
	for c := range utf8.RuneSelf {
		t[c] = numIsWordRune(rune(c))
	}
	return t
}

// numLetterAt reports whether a letter starts at s[i].
func numLetterAt(s string, i int) bool {
	if i >= len(s) {
		return false
	}
	if c := s[i]; c < utf8.RuneSelf {
		return numIsASCIILetter(c)
	}
	r, _ := utf8.DecodeRuneInString(s[i:])
	return unicode.IsLetter(r)
}

// numWordBefore reports whether the character before s[i] is a word
// character or a dot.
func numWordBefore(s string, i int) bool {
	if i > 0 && s[i-1] < utf8.RuneSelf {
		return numWordByte[s[i-1]] || s[i-1] == '.'
	}
	return i > 0 && numIsWordRuneBefore(s, i)
}

// numIsWordRuneBefore is numWordBefore of a character that is not ASCII.
func numIsWordRuneBefore(s string, i int) bool {
	r, _ := utf8.DecodeLastRuneInString(s[:i])
	return numIsWordRune(r)
}

// numDigitAt returns the value and size of the numDecimal digit at s[i], or -1.
func numDigitAt(s string, i int) (int, int) {
	if i >= len(s) {
		return -1, 0
	}
	c := s[i]
	if c < utf8.RuneSelf {
		if numIsASCIIDigit(c) {
			return int(c - '0'), 1
		}
		return -1, 0
	}
	r, n := utf8.DecodeRuneInString(s[i:])
	if r < 0x660 || !unicode.IsDigit(r) {
		return -1, 0
	}
	return numDigitValue(r), n
}

// numDigitValue returns the value of a Unicode numDecimal digit: numDecimal digits
// come in runs of ten starting at zero.
func numDigitValue(r rune) int {
	for _, rg := range unicode.Nd.R16 {
		if r >= rune(rg.Lo) && r <= rune(rg.Hi) {
			return int(r-rune(rg.Lo)) % 10
		}
	}
	for _, rg := range unicode.Nd.R32 {
		if r >= rune(rg.Lo) && r <= rune(rg.Hi) {
			return int(r-rune(rg.Lo)) % 10
		}
	}
	return 0
}

func numIsDigitAt(s string, i int) bool {
	d, _ := numDigitAt(s, i)
	return d >= 0
}

// numSkipIdent skips an identifier: word characters, and dots or hyphens
// followed by word characters (v1.5.2, F-16C, 192.168.0.1).
func numSkipIdent(s string, i int) int {
	for i < len(s) {
		if numIsWordByteOrRune(s, i) {
			_, n := utf8.DecodeRuneInString(s[i:])
			i += n
			continue
		}
		if (s[i] == '.' || s[i] == '-') && i+1 < len(s) && numIsDigitAt(s, i+1) {
			i++
			continue
		}
		break
	}
	return i
}

// numIsSpaceAt returns the size of the white space at s[i], or 0.
func numIsSpaceAt(s string, i int) int {
	if i >= len(s) {
		return 0
	}
	c := s[i]
	if c < utf8.RuneSelf {
		switch c {
		case ' ', '\t', '\n', '\r', '\v', '\f':
			return 1
		}
		return 0
	}
	r, n := utf8.DecodeRuneInString(s[i:])
	if unicode.IsSpace(r) {
		return n
	}
	return 0
}

// run scans sc.s from byte i to byte end, and returns where it stopped:
// what it starts reading before end, it reads on to its end.
func (sc *numScanner) run(i, end int) int {
	s := sc.s
	for i < end {
		switch numByteClass[s[i]] {
		case numByteLineEnd:
			sc.lineStart = true
			i++
			continue
		case numByteBlank:
			i++
			continue
		case numByteDigit:
			if numWordBefore(s, i) {
				i = numSkipIdent(s, i)
			} else {
				i = sc.figure(i, "")
			}
		case numByteLetter:
			i = sc.word(i)
		case numByteDollar:
			i = sc.currency(i+1, "USD")
		case numByteSign:
			// A minus right after a per cent sign is a range's dash:
			// "3%-5%", read so where "3%" already ends another range
			// ("by 1 point to 3%-5%").
			if i+1 < len(s) && numIsDigitAt(s, i+1) && !numWordBefore(s, i) && !(s[i] == '-' && i > 0 && s[i-1] == '%') {
				i = sc.figure(i, "")
			} else {
				i++
			}
		case numByteBracket:
			i = sc.bracket(i)
		case numByteOther:
			i++
		default: // not ASCII
			i = sc.nonASCII(i)
			continue
		}
		sc.lineStart = false
	}
	return i
}

// nonASCII handles the character starting at s[i], not ASCII, for run,
// and returns where scanning resumes.
func (sc *numScanner) nonASCII(i int) int {
	s := sc.s
	r, n := utf8.DecodeRuneInString(s[i:])
	switch {
	case r == '\u2028' || r == '\u2029' || r == '\u0085':
		sc.lineStart = true
		return i + n
	case unicode.IsSpace(r):
		return i + n
	}
	end := i + n
	switch {
	case r >= 0x660 && unicode.IsDigit(r):
		if numWordBefore(s, i) {
			end = numSkipIdent(s, i)
		} else {
			end = sc.figure(i, "")
		}
	case unicode.IsLetter(r) || unicode.IsMark(r):
		end = numSkipIdent(s, i)
	case numVulgar(r) != 0:
		if !numWordBefore(s, i) {
			end = sc.vulgarAlone(i)
		}
	case r == '€':
		end = sc.currency(i+n, "EUR")
	case r == '£':
		end = sc.currency(i+n, "GBP")
	case r == '¥':
		end = sc.currency(i+n, "JPY")
	case r == '₹':
		end = sc.currency(i+n, "INR")
	case r == '\u2212' && numIsDigitAt(s, i+n) && !numWordBefore(s, i): // minus sign
		end = sc.figure(i, "")
	}
	sc.lineStart = false
	return end
}

// The classes of bytes run tells apart (see numByteClass).
const (
	numByteOther    = iota // any other ASCII byte
	numByteLineEnd         // \n \r \v \f
	numByteBlank           // space, tab
	numByteDigit           // 0-9
	numByteLetter          // A-Z a-z _
	numByteDollar          // $
	numByteSign            // - .
	numByteBracket         // [
	numByteNonASCII        // a byte of a multi-byte character
)

// buildNumByteClass returns numByteClass, generated into tables.go: the
// class of each byte for run.
func buildNumByteClass() (t [256]uint8) {
	for c := range t {
		b := byte(c)
		switch {
		case b >= utf8.RuneSelf:
			t[c] = numByteNonASCII
		case b == '\n' || b == '\r' || b == '\v' || b == '\f':
			t[c] = numByteLineEnd
		case b == ' ' || b == '\t':
			t[c] = numByteBlank
		case numIsASCIIDigit(b):
			t[c] = numByteDigit
		case numIsASCIILetter(b) || b == '_':
			t[c] = numByteLetter
		case b == '$':
			t[c] = numByteDollar
		case b == '-' || b == '.':
			t[c] = numByteSign
		case b == '[':
			t[c] = numByteBracket
		}
	}
	return t
}

// currency reads the figure after a currency symbol or code ending at i.
func (sc *numScanner) currency(i int, cur string) int {
	sc.lineStart = false
	j := i
	for j < len(sc.s) && (sc.s[j] == ' ' || sc.s[j] == '\t') {
		j++
	}
	if j < len(sc.s) && (numIsDigitAt(sc.s, j) ||
		((sc.s[j] == '-' || sc.s[j] == '.') && numIsDigitAt(sc.s, j+1)) ||
		(sc.s[j] == 0xE2 && sc.s[j:min(j+3, len(sc.s))] == "\u2212" && numIsDigitAt(sc.s, j+3))) {
		return sc.figure(j, cur)
	}
	if j < len(sc.s) && numIsASCIILetter(sc.s[j]) {
		// Spelled: $ five million (rare) — read as a spelled number.
		e := numAsciiWordEnd(sc.s, j)
		if wi, ok := numLookupWord(sc.s, j, e); ok && wi.flags&(nfSmall|nfTens|nfArticle) != 0 {
			return sc.figure(j, cur)
		}
	}
	return i
}

// bracket skips a citation like [27], [1, 2], [1-3]; otherwise the '['.
func (sc *numScanner) bracket(i int) int {
	s := sc.s
	j := i + 1
	digits := false
	for j < len(s) {
		c := s[j]
		switch {
		case numIsASCIIDigit(c):
			digits = true
			j++
		case c == ',' || c == ' ' || c == '-' || c == ';':
			j++
		case c == 0xE2 && j+2 < len(s) && (s[j:j+3] == "–" || s[j:j+3] == "—"):
			j += 3
		case c == ']':
			if digits {
				return j + 1
			}
			return i + 1
		default:
			return i + 1
		}
	}
	return i + 1
}

// gapOK reports whether only blanks (or one hyphen) lie between a word
// ending at from and a figure starting at to.
func (sc *numScanner) gapOK(from, to int) bool {
	if from < 0 || to-from > 8 {
		return false
	}
	for k := from; k < to; k++ {
		c := sc.s[k]
		if c != ' ' && c != '\t' && c != '-' {
			return false
		}
	}
	return to > from
}

// word handles the word starting at i and returns where scanning resumes.
func (sc *numScanner) word(i int) int {
	s := sc.s
	j := i
	hasDigit := false
	for {
		j = numAsciiWordEnd(s, j)
		for j < len(s) && numByteClass[s[j]] == numByteLetter {
			j++ // an underscore, and the letters after it
		}
		if j == len(s) {
			break
		}
		if c := s[j]; numIsASCIIDigit(c) {
			hasDigit = true
			j++
			continue
		} else if c < utf8.RuneSelf {
			break
		}
		r, n := utf8.DecodeRuneInString(s[j:])
		if !numIsWordRune(r) {
			break
		}
		if unicode.IsDigit(r) {
			hasDigit = true
		}
		j += n
	}
	if hasDigit {
		e := numSkipIdent(s, j)
		sc.setPrev(e, 0)
		if e-i == 2 && (s[i]|0x20 == 'q' && s[i+1] >= '1' && s[i+1] <= '4' || s[i]|0x20 == 'h' && (s[i+1] == '1' || s[i+1] == '2')) {
			sc.prevFlags = nfCue // Q3 2020, H1 2021
		}
		return e
	}
	// A word glued to a number by a hyphen: GPT-4, COVID-19, F-16 are
	// identifiers; pre-2000, mid-1990s, top-10 are numbers.
	if j+1 < len(s) && s[j] == '-' && numIsDigitAt(s, j+1) {
		lower := true
		for k := i; k < j; k++ {
			if s[k] < utf8.RuneSelf && numIsUpper(s[k]) {
				lower = false
				break
			}
		}
		if wi, known := numLookupWord(s, i, j); !lower && !(known && wi.flags&nfPrefix != 0) {
			return numSkipIdent(s, j)
		}
	}
	// US$5, A$3, HK$2
	if j < len(s) && s[j] == '$' && j-i <= 2 && numIsUpper(s[i]) {
		cur := ""
		switch s[i:j] {
		case "US":
			cur = "USD"
		case "A", "AU":
			cur = "AUD"
		case "C", "CA":
			cur = "CAD"
		case "HK":
			cur = "HKD"
		case "NZ":
			cur = "NZD"
		case "S":
			cur = "SGD"
		case "R":
			cur = "BRL"
		}
		if cur != "" {
			return sc.currency(j+1, cur)
		}
	}
	if !numStartFilter.mayHoldSpan(s, i, j) {
		// The word plays no role a figure starts at (numStartFlags):
		// its flags are looked up only if a figure follows.
		sc.prevEnd, sc.prevStart = j, i
		return j
	}
	wi, known := sc.lookup(i, j)
	if !known {
		sc.setPrev(j, 0)
		return j
	}
	f := wi.flags
	switch {
	case f&nfCite != 0:
		if e := sc.citation(j); e > j {
			return e
		}
	case f&nfCurrency != 0 && numIsUpper(s[i]) && (j-i == 3 || s[i:j] == "Rs"):
		// USD 5, EUR 3.2, Rs. 500
		k := j
		if k < len(s) && s[k] == '.' {
			k++
		}
		for k < len(s) && (s[k] == ' ' || s[k] == '\t') {
			k++
		}
		if numIsDigitAt(s, k) {
			return sc.figure(k, wi.unit)
		}
	case f&(nfSmall|nfTens|nfArticle|nfHalf|nfFew) != 0:
		if f&(nfSmall|nfTens|nfHalf|nfFew) == 0 && !numCountAfterArticle(s, j) {
			break // "a", "an" before no word a figure reads on to
		}
		if f&(nfSmall|nfArticle|nfHalf) != 0 {
			if e, ok := sc.fraction(i, j, wi); ok {
				return e
			}
		}
		if f&nfSmall != 0 && ratioMayFollow(s, j) {
			if e, ok := sc.ratio(i, j, int(wi.num)); ok {
				return e
			}
		}
		if e := sc.figure(i, ""); e > i {
			return e
		}
	case f&nfTimes != 0:
		// "twice", "doubled": a multiple, as "two times" is; "twice a
		// week" a rate.
		sc.emitKind(Measure, float64(wi.num), "times", i, j)
		sc.out[len(sc.out)-1].Per = numPerAt(s, j)
	case f&(nfScale|nfDozen) != 0:
		if e, ok := sc.vague(i, j, wi); ok {
			return e
		}
	case f&nfOrdinal != 0:
		// "second" after "a" or "per" is a unit of time, not an ordinal.
		// "third-party", "first-class": part of a compound word, but for
		// a rank ("third-largest").
		if !(wi.num == 2 && sc.gapOK(sc.prevEnd, i) && sc.prevWordFlags()&(nfArticle|nfPer) != 0) &&
			!(j+1 < len(s) && s[j] == '-' && numIsASCIILetter(s[j+1]) && numRankAfter(s, j) == "") {
			if sp, ok := sc.readSpelled(i); ok {
				// "the first passage", "the second and third sources":
				// which part of the context, as "Passage 1" is.
				if !numCitesAfter(s, sp.end) {
					sc.emitKind(Ordinal, sp.val, numRankAfter(s, sp.end), i, sp.end)
				}
				sc.setPrev(sp.end, 0)
				return sp.end
			}
		}
	case f&nfMonth != 0 && numMonthWritten(s, i, j, int(wi.num)):
		if e := sc.monthFirst(i, j, int(wi.num)); e > j {
			return e
		}
	case f&nfNoon != 0:
		sc.emitKind(Clock, 720, "", i, j)
	case f&nfMidnight != 0:
		sc.emitKind(Clock, 0, "", i, j)
	}
	sc.setPrev(j, f)
	if f&nfMonth != 0 && !numMonthWritten(s, i, j, int(wi.num)) {
		sc.prevFlags &^= nfMonth | nfCue
	}
	return j
}

// numCountAfterArticle reports whether the word after the blanks at byte
// j of s, which an article ends, may be one that readSpelled reads on
// to after an article ("a hundred", "a million", "a dozen", "a few"):
// before any other, an article starts no figure, and figure need not be
// asked. (A word the filter lets through is left to readSpelled.)
func numCountAfterArticle(s string, j int) bool {
	k := numSkipBlanks(s, j)
	return k > j && numAfterArticleFilter.mayHoldSpan(s, k, numAsciiWordEnd(s, k))
}

// setPrev records the end and flags of the last word seen.
func (sc *numScanner) setPrev(end int, f numWordFlag) {
	sc.prevEnd, sc.prevFlags, sc.prevStart = end, f, -1
}

// prevWordFlags returns the flags of the last word seen, looking them up
// if word left that for later.
func (sc *numScanner) prevWordFlags() numWordFlag {
	if sc.prevStart >= 0 {
		wi, _ := sc.lookup(sc.prevStart, sc.prevEnd)
		sc.setPrev(sc.prevEnd, wi.flags)
	}
	return sc.prevFlags
}

// numStartFlags are the roles word acts on: a word with one of them may
// start a figure, a citation or a time of day. The flags of any other
// word only matter to a figure that follows it.
const numStartFlags = nfCite | nfCurrency | nfSmall | nfTens | nfArticle | nfHalf | nfFew | nfOrdinal | nfMonth | nfNoon | nfMidnight |
	nfTimes | nfScale | nfDozen

// numCitesAfter reports whether the words after an ordinal ending at i
// name a part of the context (nfCite): "passage", or "and third passages"
// after "second".
func numCitesAfter(s string, i int) bool {
	for range 4 {
		for i < len(s) && (s[i] == ' ' || s[i] == '\t' || s[i] == ',') {
			i++
		}
		e := numAsciiWordEnd(s, i)
		if e == i {
			return false
		}
		switch wi, ok := numLookupWord(s, i, e); {
		case ok && wi.flags&nfCite != 0:
			return true
		case ok && wi.flags&nfOrdinal != 0, s[i:e] == "and", s[i:e] == "or":
			i = e
		default:
			return false
		}
	}
	return false
}

// citation skips the number list after a citation word ending at j
// ("Passage 1", "source 2 and 3", "doc 4)"), returning j when none follows.
func (sc *numScanner) citation(j int) int {
	s := sc.s
	k := j
	for k < len(s) && (s[k] == ' ' || s[k] == '\t') {
		k++
	}
	if k < len(s) && s[k] == '#' {
		k++
	}
	if !numIsDigitAt(s, k) {
		return j
	}
	end := j
	for {
		d := k
		for numIsDigitAt(s, d) {
			_, n := numDigitAt(s, d)
			d += n
		}
		if d == k || numLetterAt(s, d) {
			break
		}
		end = d
		// separator
		m := d
		for m < len(s) && (s[m] == ' ' || s[m] == '\t') {
			m++
		}
		switch {
		case m < len(s) && (s[m] == ',' || s[m] == '-' || s[m] == '&'):
			m++
		case m+2 < len(s) && (s[m:m+3] == "–" || s[m:m+3] == "and"):
			m += 3
		default:
			m = -1
		}
		if m < 0 {
			break
		}
		for m < len(s) && (s[m] == ' ' || s[m] == '\t') {
			m++
		}
		if !numIsDigitAt(s, m) {
			break
		}
		k = m
	}
	end = citationPage(s, end)
	if end < len(s) && s[end] == ')' {
		end++
	}
	return end
}

// citationPage returns the end of the page a citation's number list
// ending at i names after a comma (", p. 4", ", pp. 4-6", ", page 12"),
// or i when none follows.
func citationPage(s string, i int) int {
	k := i
	if k >= len(s) || s[k] != ',' {
		return i
	}
	for k++; k < len(s) && s[k] == ' '; k++ {
	}
	e := numAsciiWordEnd(s, k)
	switch w := s[k:e]; {
	case w == "p" || w == "pp":
		if e < len(s) && s[e] == '.' {
			e++
		}
	case strings.EqualFold(w, "page") || strings.EqualFold(w, "pages"):
	default:
		return i
	}
	for e < len(s) && s[e] == ' ' {
		e++
	}
	if e >= len(s) || !numIsASCIIDigit(s[e]) {
		return i
	}
	for e < len(s) && numIsASCIIDigit(s[e]) || e+1 < len(s) && s[e] == '-' && numIsASCIIDigit(s[e+1]) {
		e++
	}
	if numLetterAt(s, e) {
		return i
	}
	return e
}

// CitationEnd returns the end of the citation marker that the word
// text[i:j] opens when it names a part of the context ("Passage",
// "sources", "Doc") and a number list follows it: "Passage 2",
// "sources 1 and 3", "Doc 1, p. 4", with a closing parenthesis after it.
// It returns -1 when the word is no such word or no number follows.
func CitationEnd(text string, i, j int) int {
	if wi, ok := numLookupWord(text, i, j); !ok || wi.flags&nfCite == 0 {
		return -1
	}
	sc := numScanner{s: text}
	if e := sc.citation(j); e > j {
		return e
	}
	return -1
}

// numLiteral reads a digit literal (optional sign, integer part with optional
// thousands groups, optional fraction) at i into f. ok is false when no
// digit follows.
func numLiteral(s string, i int, f *numFig) (end int, ok bool) {
	f.start = i
	j := i
	if j < len(s) && s[j] == '-' {
		f.neg = true
		j++
	} else if j+2 < len(s) && s[j:j+3] == "\u2212" {
		f.neg = true
		j += 3
	}
	var n int
	j, n = numDigitRun(s, j, f, false)
	f.intDigits += n
	if f.intDigits >= 1 && f.intDigits <= 3 {
		// thousands groups: ,ddd
		for j+3 < len(s) && s[j] == ',' {
			k := j + 1
			var ds [3]int
			cnt := 0
			for cnt < 3 {
				d, n := numDigitAt(s, k)
				if d < 0 {
					break
				}
				ds[cnt] = d
				cnt++
				k += n
			}
			if cnt < 3 {
				break
			}
			for _, d := range ds {
				numAddDigit(f, d, false)
			}
			f.intDigits += 3
			f.comma = true
			j = k
		}
	}
	// fraction
	if j+1 < len(s) && s[j] == '.' && numIsDigitAt(s, j+1) {
		j, n = numDigitRun(s, j+1, f, true)
		f.fracDigits += n
	}
	if f.intDigits == 0 && f.fracDigits == 0 {
		return i, false
	}
	f.end = j
	return j, true
}

// numDigitRun reads the run of digits at s[j:] into f, as an integer
// part or (frac) a fraction, and returns its end and how many digits it
// holds.
func numDigitRun(s string, j int, f *numFig, frac bool) (end, count int) {
	for j < len(s) {
		c := s[j]
		d, n := int(c-'0'), 1
		if c-'0' > 9 {
			if c < utf8.RuneSelf {
				break
			}
			if d, n = numDigitAt(s, j); d < 0 {
				break
			}
		}
		numAddDigit(f, d, frac)
		count++
		j += n
	}
	return j, count
}

// numAddDigit adds the digit d to the figure f, of its integer part or
// (frac) its fraction: into its mantissa while that holds it, and to its
// exponent after.
func numAddDigit(f *numFig, d int, frac bool) {
	if f.mant <= (math.MaxUint64-9)/10 {
		f.mant = f.mant*10 + uint64(d)
		if frac {
			f.exp--
		}
	} else if !frac {
		f.exp++
	}
}

// figure reads a figure (digits or a spelled-out number) at i, with the
// currency cur of a preceding symbol, its suffixes and a following range
// end, emits what it finds and returns where scanning resumes.
func (sc *numScanner) figure(i int, cur string) int {
	s := sc.s
	var a numFig
	end, ok := sc.core(i, &a, cur)
	if !ok {
		return end
	}
	sc.lineStart = false
	idx := len(sc.out)
	end = a.sign(s, end)
	if a.neg && numAfterFall(s, a.start) {
		a.neg = false // "fell -5%": the minus restates the fall
	}
	sc.emit(&a)
	if a.ordinal || a.decade || idx == len(sc.out) {
		return end
	}
	// A range: 10-20, 10–20, 10 to 20, between 5 and 10%.
	j := sc.rangeNext(end, a.start)
	if j < 0 {
		return end
	}
	var b numFig
	bcur := ""
	if s[j] == '$' {
		bcur = "USD"
		j++
	}
	bend, ok := sc.core(j, &b, bcur)
	if !ok {
		if bend <= j {
			return end
		}
		// 12-14 March: the first day takes the month of the second.
		if len(sc.out) == idx+2 && sc.out[idx+1].Kind == Date && sc.out[idx+1].Start == j {
			second := int(sc.out[idx+1].Value)
			if d := a.smallInt(2); d >= 1 && d < second%100 && sc.out[idx].Kind == Plain {
				sc.out[idx].Kind = Date
				sc.out[idx].Value = float64(second/100*100 + d)
			}
		}
		return bend
	}
	if b.ordinal {
		sc.emit(&b)
		return bend
	}
	numShareRange(&a, &b, s[end:j])
	sc.out[idx] = Number{}
	sc.out = sc.out[:idx]
	sc.emit(&a)
	sc.emit(&b)
	if len(sc.out) == idx+2 && sc.out[idx].Value < sc.out[idx+1].Value {
		// "10-20", "between 10 and 20": a span, not two figures; "10 to
		// 20" is as often a change ("from 10 to 20"), a loose range.
		lo, hi := RangeLow, RangeHigh
		if !strings.ContainsAny(s[end:j], "-–—a") {
			lo, hi = LooseLow, LooseHigh
		}
		sc.out[idx].Range, sc.out[idx+1].Range = lo, hi
	}
	return bend
}

// rangeNext returns where the second end of a range starts after a
// figure ending at end, or -1.
func (sc *numScanner) rangeNext(end, start int) int {
	s := sc.s
	k := end
	for k < len(s) && s[k] == ' ' {
		k++
	}
	if k >= len(s) {
		return -1
	}
	spaced := k > end
	switch {
	case s[k] == '-':
		k++
		if k < len(s) && s[k] == '-' {
			k++ // "2007 -- 08": a dash as some corpora write it
		}
	case k+2 < len(s) && (s[k:k+3] == "–" || s[k:k+3] == "—"):
		k += 3
	case numIsASCIILetter(s[k]):
		e := numAsciiWordEnd(s, k)
		wi, ok := sc.lookup(k, e)
		if !ok || !spaced {
			return -1
		}
		if wi.flags&nfRangeWord == 0 && !(wi.flags&nfAnd != 0 && sc.gapOK(sc.prevEnd, start) && sc.prevWordFlags()&nfBetween != 0) {
			return -1
		}
		k = e
		if k >= len(s) || s[k] != ' ' {
			return -1
		}
	default:
		return -1
	}
	for k < len(s) && s[k] == ' ' {
		k++
	}
	if k >= len(s) {
		return -1
	}
	switch {
	case numIsDigitAt(s, k):
		return k
	case s[k] == '$' && numIsDigitAt(s, k+1):
		return k
	case numIsASCIILetter(s[k]):
		e := numAsciiWordEnd(s, k)
		if wi, ok := numLookupWord(s, k, e); ok && wi.flags&(nfSmall|nfTens) != 0 {
			return k
		}
	}
	return -1
}

// numShareRange gives both ends of a range the unit, percent, scale,
// currency and rate written on only one of them.
func numShareRange(a, b *numFig, sep string) {
	// "rose 8% to $56 billion": a share and an amount are no range.
	if a.pct && b.money || a.money && b.pct {
		return
	}
	// "in 2023 to $56 billion": a year before an amount is no range.
	if a.bare() && a.intDigits == 4 && a.fracDigits == 0 && a.mant >= 1800 && a.mant <= 2100 &&
		(b.money || b.pct || b.unit != "" || b.hasScale) {
		return
	}
	if !a.pct && a.unit == "" && !a.money && b.pct {
		a.pct = true
	}
	if !a.pct && a.unit == "" && b.unit != "" && !b.pct {
		a.unit = b.unit
	}
	if !a.hasScale && b.hasScale {
		p := b.scale + b.spelledScale
		if a.raw() <= b.raw()/numPow10(b.spelledScale) {
			a.hasScale, a.scale = true, p
		}
	}
	if a.per == NoPer && a.kind() != Year {
		a.per = b.per // "50-60 inches a year"
	} else if b.per == NoPer && b.kind() != Year {
		b.per = a.per // "annual savings of $120 million to $150 million"
	}
	if a.money && !b.money && !b.pct && b.unit == "" {
		b.money, b.cur = true, a.cur
	}
	if b.money && !a.money && !a.pct && a.unit == "" {
		a.money, a.cur = true, b.cur
	}
	if a.kind() == Year {
		if y := b.smallInt(4); y >= 0 && b.bare() {
			// "2007-08", "2007 -- 08" (a dash as some corpora write it),
			// "1999–00": the second year in the century of the first, or
			// of the next.
			switch strings.TrimSpace(sep) {
			case "-", "–", "—", "--":
				if b.intDigits == 2 {
					century := a.mant / 100 * 100
					if uint64(y) < a.mant%100 {
						century += 100
					}
					b.mant = century + uint64(y)
					b.intDigits = 4
				}
			}
			b.yearCue = true
		}
	}
}

// core reads one figure at i into f, with its suffixes. When the figure is
// a date or clock time it is emitted here and ok is false.
func (sc *numScanner) core(i int, f *numFig, cur string) (end int, ok bool) {
	s := sc.s
	if cur != "" {
		f.money, f.cur = true, cur
	}
	if numIsASCIILetter(s[i]) {
		sp, ok := sc.readSpelled(i)
		if !ok {
			return i, false
		}
		f.start, f.end = i, sp.end
		f.isSpelled = true
		f.approx = sp.approx
		f.fval = sp.val
		if sp.scale > 0 {
			f.hasScale, f.spelledScale = true, sp.scale
		}
		if sp.ordinal {
			f.ordinal = true
			return sp.end, true
		}
		e := sc.suffixes(f, sp.end)
		if f.isClock {
			sc.emitKind(Clock, float64(f.clockMin), "", i, e)
			return e, false
		}
		if sp.lone && f.unit == "" && !f.pct && !f.money {
			return i, false
		}
		sc.rate(f, e)
		f.end = e
		return e, true
	}
	j, ok := numLiteral(s, i, f)
	if !ok {
		return i + 1, false
	}
	if f.fracDigits == 0 && j < len(s) && s[j] >= utf8.RuneSelf {
		// 2½: a vulgar fraction glued to the digits.
		if r, n := utf8.DecodeRuneInString(s[j:]); numVulgar(r) != 0 {
			f.vulgar = numVulgar(r)
			j += n
		}
	}
	if f.intDigits <= 3 && f.fracDigits == 0 && !f.comma && j < len(s) && (s[j] == ' ' || s[j] >= utf8.RuneSelf) {
		j = sc.spaceGroups(j, f) // "12 000": thousands grouped by spaces
	}
	if f.intDigits == 3 && f.mant == 0 && f.fracDigits == 0 && numGroupAfter(s, i) {
		return j, false // a "000" left over is such a group, no figure
	}
	// List numbering: "1." or "2)" at the start of a line.
	if sc.lineStart && !f.neg && !f.comma && f.fracDigits == 0 && f.intDigits <= 3 && f.mant < 1000 {
		if j < len(s) && (s[j] == '.' || s[j] == ')') && (j+1 == len(s) || numIsSpaceAt(s, j+1) > 0) {
			return j + 1, false
		}
	}
	if f.fracDigits > 0 && j+1 < len(s) && s[j] == '.' && numIsDigitAt(s, j+1) {
		// version string 1.5.2, address 192.168.0.1
		return numSkipIdent(s, j), false
	}
	// small is f.smallInt(n) for every n from f.intDigits to 5, asked
	// for again and again below: the value of a plain literal of at most
	// five digits, or -1.
	small := f.smallInt(5)
	// ZIP codes: CA 93117, NY 10001-1234.
	if f.intDigits == 5 && small >= 0 && sc.afterState(i) {
		e := j
		if e+5 <= len(s) && s[e] == '-' && numIsASCIIDigit(s[e+1]) && numIsASCIIDigit(s[e+2]) && numIsASCIIDigit(s[e+3]) && numIsASCIIDigit(s[e+4]) {
			e += 5
		}
		if !numIsWordByteOrRune(s, e) {
			return e, false
		}
	}
	// Phone numbers: 555-1234, 555-123-4567, 1-800-555-1234.
	if f.intDigits == 3 && small >= 0 && j < len(s) && s[j] == '-' {
		if e, ok := numPhoneTail(s, j); ok {
			sc.emitPhone(i, e)
			return e, false
		}
	}
	if f.intDigits == 1 && small == 1 && j+4 < len(s) && s[j] == '-' && numIsASCIIDigit(s[j+1]) &&
		numIsASCIIDigit(s[j+2]) && numIsASCIIDigit(s[j+3]) && s[j+4] == '-' {
		if e, ok := numPhoneTail(s, j+4); ok && e-j == 13 {
			sc.emitPhone(i, e)
			return e, false
		}
	}
	// Slash dates: 3/12/2021 (month first unless the first part exceeds 12).
	if a := small; f.intDigits <= 2 && a >= 1 && j < len(s) && s[j] == '/' {
		if e, ok := sc.slashDate(f, j, a); ok {
			return e, false
		}
	}
	// Shares as ratios: 2/3 of, 1 in 5, 3 out of 4.
	// (a >= 1: no sign, comma or decimals; see smallInt.)
	if a := small; j+1 < len(s) && (s[j] == '/' || ratioMayFollow(s, j)) && f.intDigits <= 3 && a >= 1 && !f.money {
		read := sc.ratio
		if s[j] == '/' {
			read = sc.slashShare
		}
		if e, ok := read(i, j, a); ok {
			return e, false
		}
	}
	// Seasons: 1958/59, 2019/2020.
	if y := small; f.intDigits == 4 && y >= 1000 && y <= 2100 && j+2 < len(s) && s[j] == '/' {
		var g numFig
		if ge, ok := numLiteral(s, j+1, &g); ok && !numIsWordByteOrRune(s, ge) {
			if v := g.smallInt(4); (g.intDigits == 2 && v == (y+1)%100) || (g.intDigits == 4 && v == y+1) {
				sc.emitKind(Year, float64(y), "", i, j)
				sc.emitKind(Year, float64(y+1), "", j+1, ge)
				return ge, false
			}
		}
	}
	// ISO date 2021-03-12
	if y := small; f.intDigits == 4 && y >= 1000 && j+5 < len(s) && s[j] == '-' {
		if e, mo, d, ok := numIsoTail(s, j); ok {
			sc.emitKind(Year, float64(y), "", i, j)
			sc.emitKind(Date, float64(mo*100+d), "", j+1, e)
			return e, false
		}
	}
	// Day first: 12 March 1921, 12th of March
	small2 := -1 // f.smallInt(2)
	if f.intDigits <= 2 {
		small2 = small
	}
	if d := small2; d >= 1 && d <= 31 {
		if e, ok := sc.dayFirst(f, j, d); ok {
			return e, false
		}
	}
	// Clock: 9:30, 17:0, 9:30 a.m.
	if h := small2; h >= 0 && h <= 24 && j+1 < len(s) && s[j] == ':' && numIsASCIIDigit(s[j+1]) {
		if e, ok := sc.clock(f, j, h); ok {
			return e, false
		}
	}
	if h := small2; h >= 0 && h <= 12 || (f.fracDigits == 2 && !f.comma && f.intDigits <= 2 && !f.neg) {
		// 7 pm, 7pm, 9.30am
		k := j
		for k < len(s) && s[k] == ' ' {
			k++
		}
		if pm, e, ok := numAmpm(s, k); ok {
			hh, mm := h, 0
			if h < 0 {
				hh = int(f.mant / 100)
				mm = int(f.mant % 100)
				if hh > 12 || mm > 59 {
					return j, true
				}
			}
			sc.emitKind(Clock, numClockValue(hh, mm, pm, true), "", i, e)
			return e, false
		}
	}
	// Glued letters: 56bn, 5M, 4th, 1990s, 5kg, 3D.
	if j < len(s) && (numIsASCIILetter(s[j]) || s[j] == '\'') {
		e, ok := sc.glued(f, j)
		if !ok {
			return e, false
		}
		j = e
		if f.ordinal || f.decade {
			f.end = j
			if f.ordinal {
				if d := f.smallInt(2); d >= 1 && d <= 31 {
					if e, ok := sc.dayFirst(f, j, d); ok {
						return e, false
					}
				}
			}
			// kind reads no year cue of an ordinal or a decade.
			return j, true
		}
	} else if j < len(s) && numIsWordByteOrRune(s, j) && !f.comma && numMicrogramAt(s, j) == 0 {
		return numSkipIdent(s, j), false
	}
	f.end = j
	e := sc.suffixes(f, j)
	f.end = e
	if f.isClock {
		sc.emitKind(Clock, float64(f.clockMin), "", f.start, e)
		return e, false
	}
	// kind reads the words around a figure only for a four-digit one
	// from 1000 to 2100; numShareRange, which may make a two-digit end
	// of a range such a year, marks it cued itself.
	if f.mayBeYear() {
		if f.bare() {
			f.punctAfter, f.verbAfter = sc.yearFollows(e)
		}
		sc.yearCues(f, i)
	} else if f.intDigits <= 3 && f.bare() && numAgeCueBefore(s, i) {
		f.unit = "year" // "at age 35", "aged 35": 35 years of age
	}
	sc.rate(f, e)
	return e, true
}

// mayBeYear reports whether the digit figure f is one that kind may make a
// Year for the words around it: a plain four-digit literal from 1000 to
// 2100.
func (f *numFig) mayBeYear() bool {
	y := f.smallInt(4)
	return y >= 1000 && y <= 2100 && f.intDigits == 4
}

// yearCues sets the year cues of the digit figure f, starting at i, from
// the word before it, when only blanks or a hyphen part them. core asks
// only for a figure it returns that may be a year (see mayBeYear), not
// for any other, nor a date, clock time or other shape it emits or drops
// itself, which no cue decides: most of those would look the word up for
// nothing.
func (sc *numScanner) yearCues(f *numFig, i int) {
	if !sc.gapOK(sc.prevEnd, i) {
		return
	}
	prev := sc.prevWordFlags()
	// "a 2014 film": an article counts one thing; a year it dates.
	f.yearCue = prev&nfCue != 0 || !f.comma && prev&nfArticle != 0
	f.weakCue = prev&nfWeakCue != 0
}

// yearFollows reports whether what follows a figure ending at i lets a
// bare four-digit number be a year: punctuation, the end of text, or a
// function word (punct); a verb like "was" (verb).
func (sc *numScanner) yearFollows(i int) (punct, verb bool) {
	s := sc.s
	if numPunctAt(s, i) {
		return true, false
	}
	k := numSkipBlanks(s, i)
	if k == i || k >= len(s) {
		return k >= len(s), false
	}
	if !numIsASCIILetter(s[k]) {
		return numPunctAt(s, k), false
	}
	e := numAsciiWordEnd(s, k)
	wi, ok := sc.lookup(k, e)
	if !ok {
		return false, false
	}
	if wi.flags&numFunctionWords != 0 {
		return true, false
	}
	return false, wi.flags&nfYearVerb != 0
}

// numFunctionWords are flags of words that can follow a year ("by 2030
// the", "from 2010 to 2015", "in 2015 and").
const numFunctionWords = nfThe | nfAnd | nfRangeWord | nfCue | nfWeakCue | nfOf | nfFunction

// numWordBeforeFigure is numPrevWord of the word before the figure at
// byte i of s, past blanks and a hyphen ("mid-1990s", "the 90s").
func numWordBeforeFigure(s string, i int) (string, int) {
	for i > 0 && (s[i-1] == ' ' || s[i-1] == '-') {
		i--
	}
	return numPrevWord(s, i)
}

// numDecadeBefore reports whether the word before the figure at byte i
// of s, past blanks and a hyphen, is one a decade is written after ("the
// 1990's", "the mid-1990's", "early 1980's") where a year's possessive is
// not.
func numDecadeBefore(s string, i int) bool {
	w, _ := numWordBeforeFigure(s, i)
	switch w {
	case "the", "The", "early", "Early", "mid", "Mid", "late", "Late":
		return true
	}
	return false
}

// numPunctAt reports whether punctuation or the end of text is at s[i].
func numPunctAt(s string, i int) bool {
	if i >= len(s) {
		return true
	}
	switch s[i] {
	case '.', ',', ';', ':', ')', ']', '!', '?', '"', '\'', '\n', '\r', '-':
		return true
	}
	if i+2 < len(s) && (s[i:i+3] == "–" || s[i:i+3] == "”" || s[i:i+3] == "’") {
		return true
	}
	return false
}

// glued reads letters glued to a digit literal ending at j. ok is false
// when the letters make the figure an identifier (3D, 5G).
func (sc *numScanner) glued(f *numFig, j int) (int, bool) {
	s := sc.s
	if s[j] == '\'' {
		// "the 1990's"; "2023's results" is the year's.
		if j+1 < len(s) && s[j+1] == 's' && !numIsWordByteOrRune(s, j+2) {
			if f.smallInt(4) >= 1000 && f.intDigits == 4 && f.mant%10 == 0 && numDecadeBefore(s, f.start) ||
				numShortDecade(s, f) {
				f.decade = f.unit == ""
				f.end = j + 2
				return j + 2, true
			}
		}
		return j, true
	}
	e := numAsciiWordEnd(s, j)
	// scientific notation 1e5, 2.5E-3
	if e == j+1 && (s[j] == 'e' || s[j] == 'E') && !f.isSpelled {
		k := j + 1
		neg := false
		if k < len(s) && (s[k] == '-' || s[k] == '+') {
			neg = s[k] == '-'
			k++
		}
		x, n := 0, 0
		for k < len(s) && numIsASCIIDigit(s[k]) && n < 4 {
			x = x*10 + int(s[k]-'0')
			k++
			n++
		}
		if n > 0 && !numIsWordByteOrRune(s, k) {
			if neg {
				x = -x
			}
			f.exp += x
			f.end = k
			return k, true
		}
	}
	if numIsWordByteOrRune(s, e) {
		return numSkipIdent(s, e), false
	}
	g := s[j:e]
	switch g {
	case "k", "K":
		f.scale, f.hasScale = 3, true
		return e, true
	case "M", "mn", "mln", "MM", "Mn":
		f.scale, f.hasScale = 6, true
		return e, true
	case "B", "b", "bn", "Bn", "BN", "bln":
		f.scale, f.hasScale = 9, true
		return e, true
	case "tn", "T", "trn":
		f.scale, f.hasScale = 12, true
		return e, true
	case "m":
		if f.money || numCountsAfter(s, f.start, e) {
			f.scale, f.hasScale = 6, true
		} else {
			f.unit = "m"
		}
		return e, true
	case "st", "nd", "rd", "th", "ST", "ND", "RD", "TH":
		if f.smallInt(9) >= 0 {
			f.ordinal = true
			return e, true
		}
		return e, false
	case "s":
		if y := f.smallInt(4); y >= 1000 && f.intDigits == 4 && y%10 == 0 { // 1990s; not 1001s
			f.decade = true
			return e, true
		}
		if numShortDecade(s, f) {
			f.decade = f.unit == ""
			return e, true
		}
		return e, false
	case "C", "F":
		// 180C, 350F: a temperature, as 180°C is; but 2025F is a year
		// forecast, as a table marks it.
		if y := f.smallInt(4); f.unit != "" || f.money || f.pct || y >= 1900 && y <= 2100 {
			return e, false
		}
		f.unit = "degC"
		if g == "F" {
			f.unit = "degF"
		}
		return e, true
	case "g":
		f.unit = "g"
		return e, true
	case "h":
		f.unit = "hour"
		return e, true
	case "W":
		f.unit = "w" // 120W: watts
		return e, true
	}
	if len(g) < 2 {
		return e, false // 4G, 3D, 1080p: a label, no unit
	}
	wi, ok := numLookupWord(s, j, e)
	if !ok {
		return e, numGluedUnit(f, g)
	}
	switch {
	case wi.flags&nfMeasure != 0:
		f.unit = wi.unit
		return e, true
	case wi.flags&nfPercent != 0:
		f.pct = true
		return e, true
	case wi.flags&nfPer != 0:
		// 8per cent
		if m := numSkipBlanks(s, e); m > e && numHasWordAt(s, m, "cent") {
			f.pct = true
			return m + 4, true
		}
	}
	return e, false
}

// maxGluedUnit is the length, in letters, of the longest unit glued to
// digits that numGluedUnit reads without knowing it: a unit's symbol is
// short ("GHz", "mAh", "mmHg"); a longer word glued to digits is a
// word run into a figure ("20something").
const maxGluedUnit = 5

// numGluedUnit makes g, from two to maxGluedUnit ASCII letters glued to
// the digits of f that the number words do not hold, the unit of f,
// folded to lower case ("3.2GHz", "50MP", "300hp", "120mmHg": a figure
// of the unit "ghz", "mp", "hp", "mmhg"), and reports whether it did.
// The letters of a model or a label are not a unit: a single letter
// ("4G", "3D"; see glued), a capital and then lower-case letters only,
// as a name is written ("180Cx", "12Pro"; the units written so, "Hz",
// "Ah", "Wh", are number words), or letters after an x ("0xFF", "10xP":
// a hexadecimal figure, a multiple). Letters before the digits ("A4",
// "MP3", "COVID-19") are a label the scanner reads no figure of. A
// figure of money takes none.
func numGluedUnit(f *numFig, g string) bool {
	if len(g) > maxGluedUnit || f.money || g[0]|0x20 == 'x' || numNameCased(g) {
		return false
	}
	f.unit = strings.ToLower(g)
	return true
}

// numNameCased reports whether the ASCII letters w, one or more, are
// written as a name is: a capital, then lower case.
func numNameCased(w string) bool {
	return numIsUpper(w[0]) && lowerLetters(w[1:])
}

// numPointsUnit reads "points" after "percentage" or "basis" (a word that
// ends at e): the figure is in percentage or basis points, unit. It returns
// where the figure ends: after "points", or j when they do not follow.
func numPointsUnit(s string, e, j int, f *numFig, unit string) int {
	m := numSkipBlanks(s, e)
	if m > e && (numHasWordAt(s, m, "points") || numHasWordAt(s, m, "point")) && !f.pct && f.unit == "" {
		f.unit = unit
		return numAsciiWordEnd(s, m)
	}
	return j
}

// suffixes reads what follows a figure ending at j: a percent sign or
// word, a scale word, a currency word, a unit word, a hyphenated unit
// (4.5-star), a rating (out of 5). It returns the new end.
func (sc *numScanner) suffixes(f *numFig, j int) int {
	s := sc.s
	for step := 0; step < 3; step++ {
		k := j
		for k < len(s) && (s[k] == ' ' || s[k] == '\t' || s[k] == '\n' || s[k] == '\r') {
			k++
		}
		if k+1 < len(s) && s[k] == 0xC2 && s[k+1] == 0xA0 { // no-break space
			k += 2
		}
		if k >= len(s) {
			return j
		}
		c := s[k]
		switch {
		case c == '%':
			if f.pct || f.unit != "" {
				return j
			}
			f.pct = true
			return k + 1
		case c == 0xEF && k+2 < len(s) && s[k:k+3] == "％":
			if f.pct || f.unit != "" {
				return j
			}
			f.pct = true
			return k + 3
		case c == 0xC2 && k+1 < len(s) && s[k+1] == 0xB0: // °
			e := k + 2
			unit := "deg"
			if e < len(s) && (s[e] == 'C' || s[e] == 'F') && !numIsWordByteOrRune(s, e+1) {
				// Constants, not "deg" + s[e:e+1]: no string is built.
				unit = "degC"
				if s[e] == 'F' {
					unit = "degF"
				}
				e++
			}
			if f.unit == "" && !f.pct {
				f.unit = unit
				return e
			}
			return j
		case c == '-' && k == j && k+1 < len(s) && numIsASCIILetter(s[k+1]):
			// 4.5-star, 15-year-old, 10-km
			e := numAsciiWordEnd(s, k+1)
			wi, ok := numLookupWord(s, k+1, e)
			if !ok || f.unit != "" || f.pct {
				return j
			}
			switch {
			case wi.flags&nfMeasure != 0:
				f.unit = wi.unit
				if e+4 <= len(s) && s[e:e+4] == "-old" && !numIsWordByteOrRune(s, e+4) {
					e += 4
				}
				return e
			case wi.flags&nfPercent != 0:
				f.pct = true
				return e
			case wi.flags&nfScale != 0 && !f.hasScale:
				f.scale, f.hasScale = int(wi.scale), true
				j = e
				continue
			}
			return j
		case c == '/' && k == j && f.fracDigits > 0 && !f.isSpelled:
			// 4.5/5
			if k+1 < len(s) && (s[k+1] == '5' && !numIsWordByteOrRune(s, k+2) || k+2 < len(s) && s[k+1:k+3] == "10" && !numIsWordByteOrRune(s, k+3)) {
				e := k + 2
				if s[k+1] == '1' {
					e++
				}
				if f.unit == "" && !f.pct {
					f.unit = "star"
					return e
				}
			}
			return j
		case (c == 0xE2 && k+2 < len(s) && s[k:k+3] == "€") || (c == 0xC2 && k+1 < len(s) && s[k+1] == 0xA3):
			// 5€, 5 £ (after the figure)
			if f.money || f.pct || f.unit != "" {
				return j
			}
			f.money = true
			if c == 0xE2 {
				f.cur = "EUR"
				return k + 3
			}
			f.cur = "GBP"
			return k + 2
		case !numIsASCIILetter(c) || k == j:
			if (c == 0xC2 || c == 0xCE) && f.unit == "" && !f.pct && !f.money {
				if m := numMicrogramAt(s, k); m > 0 {
					f.unit = "mcg" // 50 µg, 50µg
					return m
				}
			}
			return j
		}
		e := numAsciiWordEnd(s, k)
		if numIsWordByteOrRune(s, e) {
			return j
		}
		wi, ok := sc.lookup(k, e)
		if !ok {
			// o'clock
			if s[k] == 'o' && e == k+1 && (numHasPrefixAt(s, e, "'clock") || numHasPrefixAt(s, e, "’clock")) {
				if h := f.intValue(); h >= 1 && h <= 12 && f.bare() {
					f.isClock, f.clockMin = true, h*60
					n := 6
					if s[e] != '\'' {
						n = 8
					}
					return e + n
				}
			}
			if numWonAt(s, k, e, f) {
				f.money, f.cur = true, "KRW"
				return e
			}
			if f.unit == "" && !f.pct && !f.money && (s[k:e] == "square" || s[k:e] == "sq") {
				if u, end := sc.squareUnit(e); u != "" {
					f.unit = u // 40 square miles, 104 sq km
					return end
				}
			}
			return j
		}
		fl := wi.flags
		switch {
		case fl&(nfNoon|nfMidnight) != 0:
			if f.intValue() == 12 && f.bare() {
				f.isClock = true
				if fl&nfNoon != 0 {
					f.clockMin = 720
				}
				return e
			}
			return j
		case fl&nfMeasure != 0 && f.money && !f.hasScale && s[k:e] == "m":
			f.scale, f.hasScale = 6, true
			j = e
			continue
		case fl&nfScale != 0 && !f.hasScale && !f.pct && f.unit == "":
			f.scale, f.hasScale = int(wi.scale), true
			j = e
			continue
		case fl&nfPercent != 0:
			if f.pct || f.unit != "" {
				return j
			}
			f.pct = true
			return e
		case fl&nfPer != 0:
			// per cent
			m := numSkipBlanks(s, e)
			if m > e && numHasWordAt(s, m, "cent") && !f.pct && f.unit == "" {
				f.pct = true
				return m + 4
			}
			if m == e && numHasWordAt(s, m, "cent") {
				return j
			}
			return j
		case fl&nfPercentage != 0:
			return numPointsUnit(s, e, j, f, "pp")
		case fl&nfBasis != 0:
			return numPointsUnit(s, e, j, f, "bp")
		case fl&nfCurrency != 0:
			if f.pct || f.unit != "" || (f.money && f.cur != "" && f.cur != wi.unit) {
				return j
			}
			if s[k:e] == "rs" || s[k:e] == "Rs" || s[k:e] == "RS" {
				return j
			}
			f.money, f.cur = true, wi.unit
			return e
		case fl&nfMeasure != 0:
			if f.pct || f.unit != "" || f.money {
				return j
			}
			if e-k == 1 && s[k] != 'm' && s[k] != 'g' && s[k] != 'h' && s[k] != 'W' {
				return j
			}
			if e-k > 2 && numNameCased(s[k:e]) && f.mayBeYear() {
				return j // "the 1965 Watts riots": a year, then a name
			}
			if wi.unit == "times" && !numComparesAfter(s, e) && numPerAt(s, e) == NoPer {
				return j // "scored four times": a count of goals; "four times a day" a rate
			}
			if s[k:e] == "pounds" && f.cur == "" {
				// "10 pounds sterling" is money
				m := numSkipBlanks(s, e)
				if m > e && numHasWordAt(s, m, "sterling") {
					f.money, f.cur = true, "GBP"
					return m + 8
				}
			}
			f.unit = wi.unit
			switch wi.unit {
			case "star":
				// 2.5 stars out of 5
				if m := numSkipBlanks(s, e); m > e && numHasWordAt(s, m, "out") {
					if oe, _, _, ok := numOutOf(s, m+3); ok {
						return oe
					}
				}
			case "deg":
				// 300 degrees F, 20 degrees Celsius
				if m := numSkipBlanks(s, e); m > e && m < len(s) {
					we := numAsciiWordEnd(s, m)
					switch s[m:we] {
					case "F", "Fahrenheit", "fahrenheit":
						f.unit = "degF"
						return we
					case "C", "Celsius", "celsius", "centigrade":
						f.unit = "degC"
						return we
					}
				}
			}
			return e
		case fl&nfOut != 0:
			// 4.5 out of 5 (a rating) — not "3 out of 5 people"
			if f.pct || f.unit != "" || f.money {
				return j
			}
			oe, stars, noun, ok := numOutOf(s, e)
			if !ok || (noun && !stars && f.fracDigits == 0) {
				return j
			}
			f.unit = "star"
			return oe
		}
		return j
	}
	return j
}

// numComparesAfter reports whether the word after the blanks at byte e
// of s, which "times" ends, makes the figure before a multiple ("three
// times as fast", "three times the size", "ten times higher") rather
// than how often something happened ("scored three times", "three times
// a day"): "as", "more", "less", "fewer", "the", "that" or a comparative
// in -er.
func numComparesAfter(s string, e int) bool {
	k := numSkipBlanks(s, e)
	if k == e {
		return false
	}
	w := s[k:numAsciiWordEnd(s, k)]
	switch w {
	case "as", "more", "less", "fewer", "the", "that":
		return true
	case "after", "over", "under", "ever", "never", "other", "either", "whether", "later", "earlier", "per":
		return false
	}
	return len(w) > 4 && strings.HasSuffix(w, "er")
}

// numOutOf matches "of 5" or "of 10" (or "of five", "of ten") after the
// word "out" ending at e,
// with an optional star word after it. noun reports that another word
// follows (3 out of 5 people is a count, not a rating).
func numOutOf(s string, e int) (end int, stars, noun, ok bool) {
	m := numSkipBlanks(s, e)
	if m == e || !numHasWordAt(s, m, "of") {
		return e, false, false, false
	}
	m = numSkipBlanks(s, m+2)
	var g numFig
	ge, ok := numLiteral(s, m, &g)
	switch {
	case !ok && numHasWordAt(s, m, "five"):
		ge = m + len("five") // a scale written out: "3.5 out of five stars"
	case !ok && numHasWordAt(s, m, "ten"):
		ge = m + len("ten")
	case !ok || g.neg || g.fracDigits > 0 || (g.mant != 5 && g.mant != 10) || numIsWordByteOrRune(s, ge):
		return e, false, false, false
	}
	n := numSkipBlanks(s, ge)
	if n > ge && numLetterAt(s, n) {
		we := numAsciiWordEnd(s, n)
		if hw, ok := numLookupWord(s, n, we); ok && hw.unit == "star" {
			return we, true, false, true
		}
		switch w := strings.ToLower(s[n:we]); w {
		case "rating", "ratings", "on", "from", "based", "and", "with", "by", "in", "for", "at",
			"according", "overall", "average", "among", "as", "which", "but":
			return ge, false, false, true
		}
		return ge, false, true, true
	}
	return ge, false, false, true
}

func numHasPrefixAt(s string, i int, p string) bool {
	return i <= len(s) && len(s)-i >= len(p) && s[i:i+len(p)] == p
}

// numHasWordAt reports whether the lower-case word w (any case in s) is at
// s[i:] followed by a non-word character.
func numHasWordAt(s string, i int, w string) bool {
	if len(s)-i < len(w) {
		return false
	}
	for k := 0; k < len(w); k++ {
		c := s[i+k]
		if 'A' <= c && c <= 'Z' {
			c += 'a' - 'A'
		}
		if c != w[k] {
			return false
		}
	}
	return !numIsWordByteOrRune(s, i+len(w))
}

// numAmpm matches am, pm, a.m., p.m. (any case) at s[k:].
func numAmpm(s string, k int) (pm bool, end int, ok bool) {
	if k+1 >= len(s) {
		return false, 0, false
	}
	c := s[k] | 0x20
	if c != 'a' && c != 'p' {
		return false, 0, false
	}
	pm = c == 'p'
	if s[k+1]|0x20 == 'm' && !numIsWordByteOrRune(s, k+2) {
		return pm, k + 2, true
	}
	if k+3 < len(s) && s[k+1] == '.' && s[k+2]|0x20 == 'm' {
		e := k + 3
		if s[e] == '.' {
			e++
		}
		if !numIsWordByteOrRune(s, e) {
			return pm, e, true
		}
	}
	if k+3 == len(s) && s[k+1] == '.' && s[k+2]|0x20 == 'm' {
		return pm, k + 3, true
	}
	return false, 0, false
}

func numClockValue(h, m int, pm, hasAMPM bool) float64 {
	if hasAMPM {
		h %= 12
		if pm {
			h += 12
		}
	}
	if h == 24 {
		h = 0
	}
	return float64(h*60 + m)
}

// clock reads the minutes (and seconds) of a clock time whose hour h ends
// at j (s[j] == ':'), with an optional am/pm, and emits it; hours,
// minutes and seconds without am/pm, a leading zero or a word of a time
// of day before them (see numClockPrep) are emitted as a duration in
// seconds.
func (sc *numScanner) clock(f *numFig, j, h int) (int, bool) {
	s := sc.s
	k := j + 1
	m, md := 0, 0
	for k < len(s) && numIsASCIIDigit(s[k]) && md < 3 {
		m = m*10 + int(s[k]-'0')
		k++
		md++
	}
	if md > 2 || m > 59 || numIsWordByteOrRune(s, k) && !(k < len(s) && numIsASCIILetter(s[k])) {
		return j, false
	}
	// seconds
	secs := -1
	if k+2 < len(s) && s[k] == ':' && numIsASCIIDigit(s[k+1]) && numIsASCIIDigit(s[k+2]) && !numIsWordByteOrRune(s, k+3) {
		secs = int(s[k+1]-'0')*10 + int(s[k+2]-'0')
		k += 3
	}
	a := k
	for a < len(s) && s[a] == ' ' {
		a++
	}
	pm, e, hasAMPM := numAmpm(s, a)
	if hasAMPM && h > 12 {
		hasAMPM = false
	}
	if !hasAMPM && k < len(s) && numIsASCIILetter(s[k]) {
		return j, false
	}
	if !hasAMPM && md == 1 && f.intDigits == 1 {
		return j, false // 3:1 is a ratio
	}
	end := k
	if hasAMPM {
		end = e
	}
	if secs >= 0 && secs < 60 && !hasAMPM {
		if w, _ := numPrevWord(s, f.start); !numClockPrep(w) && s[f.start] != '0' {
			// Hours, minutes and seconds, not at a time of day (after
			// "at", "from", "until" …, or with a leading zero, "09:30:00"):
			// a duration, as a race is run in ("won in 2:06:12"), in
			// seconds, which its parts written out state (see
			// numJoinDurations). (Seconds, not hours: "in 11 hours" is
			// no other figure of "in 11 hours and 5 minutes" to
			// contradict.)
			sc.emitKind(Measure, float64(h*3600+m*60+secs), "second", f.start, end)
			return end, true
		}
	}
	sc.emitKind(Clock, numClockValue(h, m, pm, hasAMPM), "", f.start, end)
	return end, true
}

// numStates are the two-letter US state and territory codes.
const numStates = "AL AK AZ AR CA CO CT DE FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY DC PR GU VI "

// afterState reports whether a two-letter US state code and a blank come
// right before the figure at i (Goleta, CA 93117).
func (sc *numScanner) afterState(i int) bool {
	s := sc.s
	k := i
	for k > 0 && (s[k-1] == ' ' || s[k-1] == '\t') {
		k--
	}
	if k == i || k < 2 || !numIsUpper(s[k-1]) || !numIsUpper(s[k-2]) || (k > 2 && numIsWordByteOrRune(s, k-3)) {
		return false
	}
	return strings.Contains(numStates, s[k-2:k]+" ")
}

// emitPhone emits the telephone number s[start:end] as its digits,
// without a leading country code 1; an area code in parentheses before it,
// "(805) 555-1234", already read as a figure, joins it.
func (sc *numScanner) emitPhone(start, end int) {
	s := sc.s
	if k := len(sc.out) - 1; k >= sc.first && start >= 6 && s[start-6] == '(' && s[start-2] == ')' && s[start-1] == ' ' &&
		sc.out[k].Start == start-5 && sc.out[k].End == start-2 {
		sc.out = sc.out[:k]
		start -= 6
	}
	var digits float64
	for k := start; k < end; k++ {
		if c := sc.s[k]; numIsASCIIDigit(c) {
			digits = digits*10 + float64(c-'0')
		}
	}
	if digits >= 1e10 {
		digits -= 1e10
	}
	sc.emitKind(Phone, digits, "", start, end)
}

// numPhoneTail matches -123-4567 or -4567 after a three-digit group
// ending at j.
func numPhoneTail(s string, j int) (int, bool) {
	digits := func(k, n int) bool {
		if k+n > len(s) {
			return false
		}
		for m := k; m < k+n; m++ {
			if !numIsASCIIDigit(s[m]) {
				return false
			}
		}
		return !numIsWordByteOrRune(s, k+n)
	}
	if digits(j+1, 4) {
		return j + 5, true
	}
	if digits(j+1, 3) && j+4 < len(s) && s[j+4] == '-' && digits(j+5, 4) {
		return j + 9, true
	}
	return j, false
}

// slashDate matches /12/2021 or /12/21 after a first part a ending at j,
// emitting a Date and a Year.
func (sc *numScanner) slashDate(f *numFig, j, a int) (int, bool) {
	s := sc.s
	var b, y numFig
	be, ok := numLiteral(s, j+1, &b)
	bv := b.smallInt(2)
	if !ok || bv < 1 || be >= len(s) || s[be] != '/' {
		return j, false
	}
	ye, ok := numLiteral(s, be+1, &y)
	yv := y.smallInt(4)
	if !ok || yv < 0 || (y.intDigits != 4 && y.intDigits != 2) || numIsWordByteOrRune(s, ye) {
		return j, false
	}
	month, day := a, bv
	if a > 12 {
		month, day = bv, a
	}
	if month > 12 || day > 31 {
		return j, false
	}
	if y.intDigits == 2 {
		if yv < 50 {
			yv += 2000
		} else {
			yv += 1900
		}
	}
	sc.emitKind(Date, float64(month*100+day), "", f.start, be)
	sc.emitKind(Year, float64(yv), "", be+1, ye)
	return ye, true
}

// numIsoTail matches -MM-DD after a four-digit year ending at j.
func numIsoTail(s string, j int) (end, month, day int, ok bool) {
	if j+6 > len(s) || s[j] != '-' || s[j+3] != '-' {
		return 0, 0, 0, false
	}
	for _, k := range []int{j + 1, j + 2, j + 4, j + 5} {
		if !numIsASCIIDigit(s[k]) {
			return 0, 0, 0, false
		}
	}
	month = int(s[j+1]-'0')*10 + int(s[j+2]-'0')
	day = int(s[j+4]-'0')*10 + int(s[j+5]-'0')
	if month < 1 || month > 12 || day < 1 || day > 31 || numIsDigitAt(s, j+6) {
		return 0, 0, 0, false
	}
	return j + 6, month, day, true
}

// numMonthAt returns the month number of a month name at s[k:] written
// as a month (see numMonthWritten), and the end of the name, or 0.
func numMonthAt(s string, k int) (int, int) {
	e := numAsciiWordEnd(s, k)
	if e == k || numIsWordByteOrRune(s, e) {
		return 0, k
	}
	wi, ok := numLookupWord(s, k, e)
	if !ok || wi.flags&nfMonth == 0 || !numMonthWritten(s, k, e, int(wi.num)) {
		return 0, k
	}
	return int(wi.num), e
}

// numMonthWritten reports whether the name s[i:j] of month mo is written
// as a month: with a capital ("March", "Sept"), or in full in lower case
// where it is no other word ("february", as a text written all in lower
// case has it; not "may", "march", "august", nor an abbreviation).
func numMonthWritten(s string, i, j, mo int) bool {
	if numIsUpper(s[i]) {
		return true
	}
	switch mo {
	case 3, 5, 8:
		return false
	}
	return numFullMonth(s, i, j)
}

// numFullMonth reports whether the month name s[i:j] is written in full,
// not abbreviated: every abbreviation has three letters but "Sept".
func numFullMonth(s string, i, j int) bool {
	switch j - i {
	case 3:
		return s[i+1]|0x20 == 'a' && s[i+2]|0x20 == 'y' // May
	case 4:
		return s[i+3]|0x20 != 't' // June, July, not Sept
	}
	return true
}

// dayFirst matches "12 March", "12th of March", "12 March 1921" after a
// day number d ending at j (after any ordinal suffix), emitting a Date and
// a Year.
func (sc *numScanner) dayFirst(f *numFig, j, d int) (int, bool) {
	s := sc.s
	k := numSkipBlanks(s, j)
	if k == j {
		return j, false
	}
	if numHasWordAt(s, k, "of") {
		k = numSkipBlanks(s, k+2)
	}
	mo, me := numMonthAt(s, k)
	if mo == 0 {
		return j, false
	}
	sc.emitKind(Date, float64(mo*100+d), "", f.start, me)
	end := me
	if me < len(s) && s[me] == '.' {
		end = me + 1
	}
	if ye, ok := sc.yearAfter(end); ok {
		return ye, true
	}
	sc.setPrev(me, nfCue|nfMonth)
	return me, true
}

// yearAfter emits a Year for "1921" or ", 1921" at s[j:].
func (sc *numScanner) yearAfter(j int) (int, bool) {
	start, end, year, ok := numYearAt(sc.s, j)
	if !ok {
		return j, false
	}
	sc.emitKind(Year, float64(year), "", start, end)
	return end, true
}

// numYearAt finds a year, four digits from 1000 to 2100, as "1921" or
// ", 1921" at s[j:]: where its digits start and end, and its value.
func numYearAt(s string, j int) (start, end, year int, ok bool) {
	k := j
	if k < len(s) && s[k] == ',' {
		k++
	}
	start = numSkipBlanks(s, k)
	if start == k && k == j {
		return 0, 0, 0, false
	}
	var y numFig
	end, ok = numLiteral(s, start, &y)
	if !ok || y.neg || y.comma || y.fracDigits > 0 || y.intDigits != 4 || numIsWordByteOrRune(s, end) {
		return 0, 0, 0, false
	}
	if y.mant < 1000 || y.mant > 2100 {
		return 0, 0, 0, false
	}
	return start, end, int(y.mant), true
}

// wholeMonth reports whether the month name s[i:j], written as a month
// (see numMonthWritten) and followed by no day, is a date: a year follows it ("March 2021", "Sept. 2021",
// "March, 2021", "March of 2021"); or it is a full name no capitalised
// word follows (as a surname would: "April Smith") and a word that places
// a time comes before it ("in March", "since May", "mid-April"), or it
// continues a list or range of months read so ("in March and May",
// "from March to June"). Elsewhere "May" is a verb, "March" a walk and
// "August" a first name as readily as a month.
func (sc *numScanner) wholeMonth(i, j int) bool {
	s := sc.s
	k := j
	if k < len(s) && s[k] == '.' {
		k++
	}
	if o := numSkipBlanks(s, k); o > k && numHasWordAt(s, o, "of") {
		k = o + len("of")
	}
	if _, _, _, ok := numYearAt(s, k); ok {
		return true
	}
	if !numFullMonth(s, i, j) {
		return false
	}
	if k := numSkipBlanks(s, j); k > j && k < len(s) && numIsUpper(s[k]) {
		return false
	}
	return numMonthCueBefore(s, i, j) || sc.monthListed(i)
}

// numMonthCueBefore reports whether a word that places a time in a month
// comes right before the month name s[i:j] (see numMonthCues): after
// blanks, or after a hyphen for "mid-March", "early-May".
func numMonthCueBefore(s string, i, j int) bool {
	e := i
	if e > 0 && s[e-1] == '-' {
		e--
	} else {
		for e > 0 && (s[e-1] == ' ' || s[e-1] == '\t') {
			e--
		}
		if e == i {
			return false
		}
	}
	b := e
	for b > 0 && numIsASCIILetter(s[b-1]) {
		b--
	}
	if b == e || e-b > maxMonthCueLen || b > 0 && numIsWordByteOrRune(s, b-1) {
		return false
	}
	var buf [maxMonthCueLen]byte
	for k := b; k < e; k++ {
		buf[k-b] = s[k] | 0x20
	}
	cue, ok := numMonthCues[string(buf[:e-b])]
	switch {
	case !ok, s[e] == '-' && cue&cueHyphen == 0:
		return false
	}
	return cue&cueMay != 0 || !strings.EqualFold(s[i:j], "may")
}

// The ways a word of numMonthCues cues a month.
const (
	cueMonth  = 1 << iota // before any month but "May"
	cueMay                // before "May" too
	cueHyphen             // joined to it by a hyphen too: "mid-March"
)

// numMonthCues are the words after which a month name alone is a date:
// prepositions of time and the words that pick a month out of a year.
// Those that may as well come before a person ("by", "of", "on", "for",
// "after", "before", "a": "criticised by May") do not cue "May". "to",
// "and" and "or" are not among them ("to March" is to walk, "and May" may
// be the modal), but join a month to one read so (see monthListed).
// Read-only.
var numMonthCues = map[string]uint8{
	"in": cueMay, "since": cueMay, "until": cueMay, "till": cueMay, "from": cueMay,
	"through": cueMay, "throughout": cueMay, "during": cueMay, "between": cueMay,
	"last": cueMay, "next": cueMay, "this": cueMay, "every": cueMay,
	"early": cueMay | cueHyphen, "late": cueMay | cueHyphen, "mid": cueMay | cueHyphen,
	"into": cueMay, "by": cueMonth, "of": cueMonth, "on": cueMonth, "for": cueMonth,
	"after": cueMonth, "before": cueMonth, "a": cueMonth, "an": cueMonth,
}

// maxMonthCueLen is the length of the longest of numMonthCues.
const maxMonthCueLen = len("throughout")

// monthListed reports whether the month name at s[i:] follows a Date of
// a whole month this text's scan has emitted, joined to it by a comma, a
// hyphen or dash, or "and", "or", "to", "through", "until", "till":
// "in March, April and May", "from March to June", "in March-April".
func (sc *numScanner) monthListed(i int) bool {
	if len(sc.out) == sc.first {
		return false
	}
	last := sc.out[len(sc.out)-1]
	if last.Kind != Date || !last.WholeMonth() {
		return false
	}
	between := sc.s[last.End:i]
	if between == "-" || between == "–" {
		return true
	}
	between = strings.Trim(between, " ,")
	switch between {
	case "", "and", "or", "to", "through", "until", "till":
		return len(sc.s[last.End:i]) > len(between)
	}
	return false
}

// span is a byte range of the text.
type span struct{ start, end int }

// nextOrdinalDay reads a second day after a month's day ending at e: " and
// 21st", " or 3rd", written as an ordinal (a bare "and 21" may count
// something else).
func nextOrdinalDay(s string, e int) (span, int, bool) {
	k := e
	switch {
	case numHasPrefixAt(s, k, " and "):
		k += 5
	case numHasPrefixAt(s, k, " or "):
		k += 4
	case numHasPrefixAt(s, k, " & "):
		k += 3
	default:
		return span{}, 0, false
	}
	var d numFig
	e2, ok := numLiteral(s, k, &d)
	day := d.smallInt(2)
	if !ok || day < 1 || day > 31 {
		return span{}, 0, false
	}
	g := numAsciiWordEnd(s, e2)
	switch s[e2:g] {
	case "st", "nd", "rd", "th":
	default:
		return span{}, 0, false
	}
	if numIsWordByteOrRune(s, g) {
		return span{}, 0, false
	}
	return span{k, g}, day, true
}

// monthFirst matches "March 12", "March 12th, 1921", "March 12-14" after
// a month name s[i:j] written as a month (see numMonthWritten), or else the month alone where it is a
// date (see wholeMonth), emitting it as a Date of the whole month. It
// returns j when no day follows (a year after the month is then read as a
// Year through the cue).
func (sc *numScanner) monthFirst(i, j, mo int) int {
	if e := sc.monthDay(i, j, mo); e > j {
		return e
	}
	if sc.wholeMonth(i, j) {
		sc.emitKind(Date, float64(mo*100), "", i, j)
	}
	return j
}

// monthDay is monthFirst's reading of a day after the month s[i:j]; it
// returns j when none follows.
func (sc *numScanner) monthDay(i, j, mo int) int {
	s := sc.s
	k := j
	if k < len(s) && s[k] == '.' {
		k++
	}
	k = numSkipBlanks(s, k)
	if k == j {
		return j
	}
	if numHasWordAt(s, k, "the") {
		k = numSkipBlanks(s, k+3)
	}
	var d numFig
	e, ok := numLiteral(s, k, &d)
	if !ok {
		return j
	}
	day := d.smallInt(2)
	if day < 1 || day > 31 {
		return j
	}
	if e+1 < len(s) && ((s[e] == ':' || s[e] == '.') && numIsDigitAt(s, e+1) || s[e] == '%') {
		return j // a clock time, a decimal, a percentage
	}
	if g := numAsciiWordEnd(s, e); g > e {
		switch s[e:g] {
		case "st", "nd", "rd", "th":
		default:
			return j
		}
		e = g
	}
	if numIsWordByteOrRune(s, e) {
		return j
	}
	sc.emitKind(Date, float64(mo*100+day), "", i, e)
	end := e
	// March 12-14
	if e+1 < len(s) && (s[e] == '-' || numHasPrefixAt(s, e, "–")) {
		n := e + 1
		if s[e] != '-' {
			n = e + 3
		}
		var d2 numFig
		e2, ok := numLiteral(s, n, &d2)
		if day2 := d2.smallInt(2); ok && day2 > day && day2 <= 31 && !numIsWordByteOrRune(s, e2) {
			sc.emitKind(Date, float64(mo*100+day2), "", n, e2)
			end = e2
		}
	} else if e2, day2, ok := nextOrdinalDay(s, e); ok && day2 > day {
		// March 20th and 21st
		sc.emitKind(Date, float64(mo*100+day2), "", e2.start, e2.end)
		end = e2.end
	}
	if ye, ok := sc.yearAfter(end); ok {
		end = ye
	}
	sc.setPrev(end, 0)
	return end
}

// numGroupSpace returns the length of the space at s[i] that may group a
// number's thousands ("12 000", and no-break, narrow no-break and thin
// spaces), or 0.
func numGroupSpace(s string, i int) int {
	switch {
	case i >= len(s):
		return 0
	case s[i] == ' ':
		return 1
	case strings.HasPrefix(s[i:], "\u00a0"):
		return 2
	case strings.HasPrefix(s[i:], "\u202f"), strings.HasPrefix(s[i:], "\u2009"):
		return 3
	}
	return 0
}

// numGroupAfter reports whether the digits at i follow a digit and a
// group space: "000" of "12 000", a group left over, no figure of its own.
func numGroupAfter(s string, i int) bool {
	for _, n := range [...]int{1, 2, 3} {
		if i-n-1 >= 0 && numGroupSpace(s, i-n) == n && numIsASCIIDigit(s[i-n-1]) {
			return true
		}
	}
	return false
}

// spaceGroups reads on, into f, the thousands groups that follow the
// literal of one to three digits ending at j when they are written with
// spaces ("12 000", "1 250 000"): each group the same space and exactly
// three ASCII digits, no digit or letter after the last. It returns the
// literal's end. After a month ("May 5 300") the digits are a day and
// another figure, and are not read on.
func (sc *numScanner) spaceGroups(j int, f *numFig) int {
	s := sc.s
	sep := numGroupSpace(s, j)
	if sep == 0 || !numSpaceGroupAt(s, j+sep) || sc.prevWordFlags()&nfMonth != 0 {
		return j
	}
	for numGroupSpace(s, j) == sep && numSpaceGroupAt(s, j+sep) {
		k := j + sep
		for _, c := range []byte(s[k : k+3]) {
			numAddDigit(f, int(c-'0'), false)
		}
		f.intDigits += 3
		j = k + 3
	}
	return j
}

// numSpaceGroupAt reports whether a group of exactly three ASCII digits
// starts at k, with no digit, letter or decimal point and digit after it.
func numSpaceGroupAt(s string, k int) bool {
	if k+3 > len(s) || !numIsASCIIDigit(s[k]) || !numIsASCIIDigit(s[k+1]) || !numIsASCIIDigit(s[k+2]) {
		return false
	}
	e := k + 3
	return !numIsDigitAt(s, e) && !numLetterAt(s, e) && !(e+1 < len(s) && (s[e] == '.' || s[e] == ',') && numIsDigitAt(s, e+1))
}

// numCountsAfter reports whether the figure at s[start:e], written with a
// glued "m", counts the things the word after it names, which makes the
// "m" a million ("1.2m users", "5m people"), not metres ("1.8m tall"):
// the word is "people" or a plural of at least four lower-case letters
// (ending in an s but not "ss" or "us"), and no article before the figure
// makes it a modifier ("the 400m hurdles").
func numCountsAfter(s string, start, e int) bool {
	k := numSkipBlanks(s, e)
	if k == e || k-e > 1 {
		return false
	}
	w := s[k:numAsciiWordEnd(s, k)]
	plural := len(w) >= 4 && w[len(w)-1] == 's' && w[len(w)-2] != 's' && w[len(w)-2] != 'u'
	if !plural && w != "people" || w[0] < 'a' || w[0] > 'z' || numLetterAt(s, k+len(w)) {
		return false
	}
	switch w, _ := numPrevWord(s, start); strings.ToLower(w) {
	case "the", "a", "an":
		return false
	}
	return true
}

// sign reads the sign of figure f, which ends scanning at end in s, when
// it is written apart from its digits: before its currency symbol or as a
// word (see numSignBefore), which f's span then starts at, or as "below
// zero" after a temperature, which it ends at; it returns where scanning
// resumes.
func (f *numFig) sign(s string, end int) int {
	if f.neg {
		return end
	}
	if at := numSignBefore(s, f.start); at >= 0 {
		f.neg, f.start = true, at
	} else if strings.HasPrefix(f.unit, "deg") && f.end == end && numBelowZero(s, end) {
		f.neg = true
		f.end += len(belowZero)
		end = f.end
	}
	return end
}

// rankUnit is the Unit of an Ordinal that ranks by a superlative (see
// numRankAfter).
const rankUnit = "rank"

// numRankAfter returns rankUnit when a superlative follows the ordinal
// that ends at s[end], after a hyphen or a blank ("third-largest", "2nd
// biggest", "second-most populous"): the ordinal is then a rank, of which
// another is a different claim, not another place of a sequence
// ("the second half"); otherwise "".
func numRankAfter(s string, end int) string {
	if end >= len(s) || s[end] != '-' && s[end] != ' ' {
		return ""
	}
	e := numAsciiWordEnd(s, end+1)
	if e == end+1 || e-end-1 > 16 || s[end+1] >= 'A' && s[end+1] <= 'Z' && s[end] == ' ' {
		// A capitalised word after a blank is a name ("the 2nd Everest
		// expedition", "the 3rd Budapest festival").
		return ""
	}
	var buf [16]byte
	w := buf[:0]
	for k := end + 1; k < e; k++ {
		w = append(w, s[k]|0x20)
	}
	if isSuperlative(string(w)) {
		return rankUnit
	}
	return ""
}

// isSuperlative reports whether the lower-case word w is a superlative:
// "best", "worst", "most", "least", or a word of six letters or more
// ending in "est" that is none of the nouns and verbs that do
// ("interest", "contest", "forest").
func isSuperlative(w string) bool {
	switch w {
	case "best", "worst", "most", "least":
		return true
	}
	return len(w) >= 6 && strings.HasSuffix(w, "est") && !slices.Contains(estWords, w)
}

// estWords are the common words of six letters or more that end in "est"
// and are no superlative.
var estWords = []string{"interest", "contest", "protest", "harvest", "request", "suggest",
	"forest", "honest", "modest", "arrest", "invest", "digest", "manifest", "conquest",
	"earnest", "tempest", "midwest", "southwest", "northwest", "bequest", "inquest", "priest",
	"unrest", "attest", "detest", "molest", "behest", "everest", "budapest", "bucharest"}

// numSignBefore returns where the sign written before the figure at
// s[start] begins, or -1 when there is none: a minus before its currency
// symbol ("-$0.45", "−£3"), or the word "minus" or "negative" ("minus 5
// degrees"), not after "plus or", "or" or a figure ("plus or minus 2",
// "10 minus 4"). A minus right before the digits is the figure's own (see
// numLiteral).
func numSignBefore(s string, start int) int {
	i := start
	for i > 0 && s[i-1] == ' ' {
		i--
	}
	if i < start || i == 0 {
		return numSignWord(s, i)
	}
	_, n := utf8.DecodeLastRuneInString(s[:i])
	switch s[i-n : i] {
	case "$", "€", "£", "¥", "₹":
		i -= n
	default:
		return -1
	}
	switch {
	case i > 0 && s[i-1] == '-':
		i--
	case strings.HasSuffix(s[:i], "\u2212"):
		i -= len("\u2212")
	default:
		return numSignWord(s, i)
	}
	if numWordBefore(s, i) {
		return -1 // "10-$20", "x-$5"
	}
	return i
}

// numSignWord returns where the word "minus" or "negative" ending, with
// blanks, right before s[i] starts, or -1 when that is not the word there
// or it follows "or" or a figure (see numSignBefore).
func numSignWord(s string, i int) int {
	b := i
	for b > 0 && s[b-1] == ' ' {
		b--
	}
	// The last letter first: nearly every figure follows another word.
	if b == 0 || s[b-1]|0x20 != 's' && s[b-1]|0x20 != 'e' {
		return -1
	}
	w, at := numPrevWord(s, i)
	if !(len(w) == len("minus") && strings.EqualFold(w, "minus") || len(w) == len("negative") && strings.EqualFold(w, "negative")) {
		return -1
	}
	if before, b := numPrevWord(s, at); strings.EqualFold(before, "or") || before == "" && b > 0 && numIsASCIIDigit(s[b-1]) {
		return -1
	}
	return at
}

// belowZero, after a temperature, makes it negative: "5 degrees below
// zero".
const belowZero = " below zero"

// numBelowZero reports whether belowZero follows, in any case, what ends
// at s[end].
func numBelowZero(s string, end int) bool {
	return len(s)-end >= len(belowZero) && strings.EqualFold(s[end:end+len(belowZero)], belowZero)
}

// numAfterFall reports whether the word before s[start], or the one
// before "by" there, is a fall ("fell", "declined by"), whose figure a
// minus sign only restates: "fell -5%" is a fall of 5%.
func numAfterFall(s string, start int) bool {
	w, at := numPrevWord(s, start)
	if strings.EqualFold(w, "by") {
		w, _ = numPrevWord(s, at)
	}
	c, ok := cues.find(strings.ToLower(w))
	return ok && c.axis == Change && !c.up
}

// numPrevWord returns the ASCII word that ends, perhaps with blanks,
// right before s[i], and where it starts.
func numPrevWord(s string, i int) (string, int) {
	b := i
	for b > 0 && s[b-1] == ' ' {
		b--
	}
	a := b
	for a > 0 && numIsASCIILetter(s[a-1]) {
		a--
	}
	return s[a:b], a
}

// Quantity reports whether n is an amount (a count, money, a percentage
// or a measure), not a point in time or a rank: a claim's figure may fall
// inside a range of amounts, where the ends of "1990-1995" or "12-14
// March" are dates of their own.
func (n Number) Quantity() bool {
	switch n.Kind {
	case Plain, Money, Percent, Measure:
		return true
	}
	return false
}

// numVulgar returns the value of the vulgar fraction r ("½", "⅓", "¾"),
// or 0 when r is none.
func numVulgar(r rune) float64 {
	switch {
	case r == '¼':
		return 0.25
	case r == '½':
		return 0.5
	case r == '¾':
		return 0.75
	case r >= '⅓' && r <= '⅞':
		return numVulgarThirds[r-'⅓']
	}
	return 0
}

// numVulgarThirds are the values of the vulgar fractions from "⅓" to "⅞",
// in the order of their code points. Read-only.
var numVulgarThirds = [...]float64{1. / 3, 2. / 3, 1. / 5, 2. / 5, 3. / 5, 4. / 5, 1. / 6, 5. / 6, 1. / 8, 3. / 8, 5. / 8, 7. / 8}

// vulgarAlone reads a vulgar fraction at i with no digits before it: a
// share before "of" ("½ of the staff", "¾ of them", as "half of" is),
// and otherwise a figure of its value ("½ cup", "¼ mile"). It returns
// where scanning resumes.
func (sc *numScanner) vulgarAlone(i int) int {
	s := sc.s
	r, n := utf8.DecodeRuneInString(s[i:])
	v, e := numVulgar(r), i+n
	if numIsWordByteOrRune(s, e) {
		return numSkipIdent(s, e) // glued to a word
	}
	half := r == '½'
	if numShareOf(s, e, half) && !(half && numWholeBefore(s, i)) {
		sc.emitKind(Percent, vulgarShare(v), "fraction", i, e)
		return e
	}
	f := numFig{start: i, vulgar: v}
	e = sc.suffixes(&f, e)
	sc.rate(&f, e)
	f.end = e
	sc.emit(&f)
	return e
}

// rate reads the unit of time or the whole after the figure f, which ends
// at e, that f is a rate of (see numPerAt) into f.per: a count, an amount,
// a share or a quantity may be a rate, a year, an ordinal or a decade
// none; of an amount with none after it, the whole a phrase shortly
// before divides it by ("GDP per capita was $40,000", see perBefore).
// A distance per hour is a speed, of one unit (see speedUnit). The
// words of the rate are left to the words around the figure, not made
// part of its text.
func (sc *numScanner) rate(f *numFig, e int) {
	s := sc.s
	if e < len(s) && (s[e] == ' ' || s[e] == '/') && !f.ordinal && !f.decade && f.unit != ageDecade && f.unit != valueDecade {
		if s[e] == '/' && f.unit == "km" && numHasPrefixAt(s, e, "/h") && !numIsWordByteOrRune(s, e+2) {
			f.unit = "kmh" // 100 km/h
			return
		}
		if p := numPerAt(s, e); p != NoPer && f.kind() != Year {
			f.per = p
			f.speedUnit()
			return
		}
		if k := numCountedEnd(s, e); k > e && f.kind() != Year {
			// "500 cars a week", "500 tonnes of steel a day": the rate
			// after what the figure counts; "20 mg twice a day" a dose,
			// its rate the frequency's.
			if p := numPerAt(s, k); p != NoPer {
				f.per = p
				if numFrequencyIn(s[e:k]) {
					f.per = PerDose
				}
				return
			}
		}
	}
	if f.money {
		f.per = sc.perBefore(f.start)
	}
}

// numFrequencyIn reports whether words, between an amount and a rate,
// say how many times it is had in the rate's unit: "twice", "thrice",
// "once", "three times".
func numFrequencyIn(words string) bool {
	for w := range strings.FieldsSeq(words) {
		switch w {
		case "twice", "thrice", "once", "times":
			return true
		}
	}
	return false
}

// numCountedEnd returns the end of the words a figure ending at e counts,
// up to three of them in lower case, "of" among them, and "the" after it
// ("cars", "tonnes of steel", "mg of the drug"), before a word that opens
// a rate or a phrase of another kind ("a", "per", "in", "and"); e when
// there are none.
func numCountedEnd(s string, e int) int {
	end := e
	for n := 0; n < 3 && end+1 < len(s) && s[end] == ' ' && 'a' <= s[end+1] && s[end+1] <= 'z'; n++ {
		we := numAsciiWordEnd(s, end+1)
		switch w := s[end+1 : we]; w {
		case "a", "an", "per", "each", "every", "the", "in", "on", "at", "for", "to", "from", "with", "by",
			"and", "or", "but", "that", "which", "who", "as", "than", "is", "are", "was", "were":
			if w != "the" || !strings.HasSuffix(s[e:end], " of") {
				return end
			}
		}
		if we < len(s) && numIsWordByteOrRune(s, we) {
			return end
		}
		end = we
	}
	return end
}

// squareUnit returns the unit of area that "square" or "sq", ending at
// e, makes of the unit of length after it ("square miles": "sqmi", "sq.
// km": "sqkm"), and where that ends; "" when no unit of length follows.
// An area and a length, or areas in other units, are not comparable.
func (sc *numScanner) squareUnit(e int) (unit string, end int) {
	s := sc.s
	if e < len(s) && s[e] == '.' {
		e++
	}
	k := e
	for k < len(s) && s[k] == ' ' {
		k++
	}
	if k == e || k >= len(s) || !numIsASCIILetter(s[k]) {
		return "", 0
	}
	end = numAsciiWordEnd(s, k)
	if numIsWordByteOrRune(s, end) {
		return "", 0
	}
	wi, ok := sc.lookup(k, end)
	if !ok || wi.flags&nfMeasure == 0 {
		return "", 0
	}
	switch wi.unit {
	case "km":
		return "sqkm", end
	case "m":
		return "sqm", end
	case "cm":
		return "sqcm", end
	case "mi":
		return "sqmi", end
	case "ft":
		return "sqft", end
	case "yd":
		return "sqyd", end
	case "in":
		return "sqin", end
	}
	return "", 0
}

// speedUnit makes a distance per hour of f one unit, as "mph" and "kph"
// are: "65 miles per hour" is "65 mph", "100 km per hour" is "100 kph"
// (the unit "kmh"; rate reads "100 km/h" so).
func (f *numFig) speedUnit() {
	if f.per != PerHour {
		return
	}
	switch f.unit {
	case "mi":
		f.unit, f.per = "mph", NoPer
	case "km":
		f.unit, f.per = "kmh", NoPer
	}
}

// numMicrogramAt returns the end of a microgram's symbol at byte k of s,
// "µg" with a micro sign or a Greek mu, or 0 when none is there.
func numMicrogramAt(s string, k int) int {
	if k+3 > len(s) || s[k+2] != 'g' || numIsWordByteOrRune(s, k+3) {
		return 0
	}
	if mu := s[k : k+2]; mu != "µ" && mu != "μ" {
		return 0
	}
	return k + 3
}

// numPerAt reads the unit of time a figure ending at e is counted per:
// "a month", "an hour", "per year", "each week", "every day", "/month",
// "/yr", "annually", or NoPer. A phrase that dates rather than divides ("a year ago",
// "a month later", "a day-long") is none.
func numPerAt(s string, e int) Per {
	if e+2 >= len(s) {
		return NoPer
	}
	k := e + 1
	slash := s[e] == '/'
	if !slash {
		if s[e] != ' ' || !numPerOpens(s[k]) {
			return NoPer
		}
		we := numAsciiWordEnd(s, k)
		switch w := s[k:we]; w {
		case "a", "an", "per", "each", "every":
		default:
			return numPerAdverb(s, w, we)
		}
		if we+1 >= len(s) || s[we] != ' ' {
			return NoPer
		}
		k = we + 1
	}
	we := numAsciiWordEnd(s, k)
	p := numPerWord(s[k:we], slash)
	if p == NoPer && !slash && s[e+1:k] == "per " && numPerOther(s[k:we]) {
		p = PerOther
	}
	if p == NoPer || we < len(s) && (numIsWordByteOrRune(s, we) || s[we] == '-' || s[we] == '\'') || numDatesAfter(s, we) {
		return NoPer
	}
	return p
}

// numPerOpens reports whether a word that opens on byte c may open a rate
// after a figure: "a", "an", "per", "each", "every", or an adverb of
// numPerAdverb. Most words are told by it.
func numPerOpens(c byte) bool {
	switch c {
	case 'a', 'p', 'e', 'd', 'w', 'm', 'h', 'y', 'n':
		return true
	}
	return false
}

// numPerAdverb returns the unit of time the adverb w, which ends at we of
// s right after a figure, is a rate of ("10,000 tonnes annually", "$30
// monthly"), or NoPer: for another word, or for one that describes the
// word after it ("5 daily newspapers").
func numPerAdverb(s, w string, we int) Per {
	p := NoPer
	switch w {
	case "annually":
		p = PerYear
	case "nightly":
		p = PerNight
	case "hourly":
		p = PerHour
	default:
		if p = numRateWord(w); p == NoPer {
			return NoPer
		}
	}
	if we < len(s) && (numIsWordByteOrRune(s, we) || s[we] == '-' || s[we] == ' ' && we+1 < len(s) && 'a' <= s[we+1] && s[we+1] <= 'z') {
		return NoPer
	}
	return p
}

// numPerWord returns the unit of time or the whole the word w names after
// "a", "per" or a slash ("month", "capita", and after a slash "mo" too),
// or NoPer.
func numPerWord(w string, slash bool) Per {
	switch w {
	case "minute":
		return PerMinute
	case "hour":
		return PerHour
	case "day":
		return PerDay
	case "night":
		return PerNight
	case "week":
		return PerWeek
	case "month":
		return PerMonth
	case "year", "annum":
		return PerYear
	}
	if p := numPerWhole(w); p != NoPer {
		return p
	}
	if slash {
		switch w {
		case "hr":
			return PerHour
		case "wk":
			return PerWeek
		case "mo":
			return PerMonth
		case "yr":
			return PerYear
		}
	}
	return NoPer
}

// numPerOther reports whether w, a word after "per", names a whole a
// rate is counted per that numPerWord does not know ("vote", "gallon"):
// a lower-case content word, not "cent" nor "se" ("per cent", "per se").
func numPerOther(w string) bool {
	switch w {
	case "cent", "centum", "mille", "se":
		return false
	}
	return len(w) >= 2 && w[0] >= 'a' && w[0] <= 'z' && IsContentWord(w)
}

// numPerWhole returns the whole the word w names after "per" or "a"
// ("capita", "person", "head", "household", "share"), or NoPer.
func numPerWhole(w string) Per {
	switch w {
	case "capita", "person", "head", "inhabitant", "resident":
		return PerPerson
	case "household":
		return PerHousehold
	case "share":
		return PerShare
	}
	return NoPer
}

// maxPerBefore is how far before an amount, in bytes, perBefore looks
// for the whole it is per.
const maxPerBefore = 48

// perBefore returns the whole that a phrase shortly before the amount at
// byte i divides it by, with no figure between them: "GDP per capita was
// $40,000", "per-capita income of $9,000", "earnings per share of $2.10";
// or the unit of time of a rate adjective before it (see ratedBefore:
// "annual cost savings of $120 million"); or NoPer.
func (sc *numScanner) perBefore(i int) Per {
	lo := max(0, i-maxPerBefore)
	if len(sc.out) > sc.first {
		lo = max(lo, min(sc.out[len(sc.out)-1].End, i))
	}
	w := sc.s[lo:i]
	if p := ratedBefore(w); p != NoPer {
		return p
	}
	per := NoPer
	for k := strings.Index(w, "er"); k >= 0; k = strings.Index(w, "er") {
		if k >= 1 && w[k-1]|0x20 == 'p' && (k == 1 || !numIsASCIILetter(w[k-2])) && k+2 < len(w) && (w[k+2] == ' ' || w[k+2] == '-') {
			if p := numPerWhole(w[k+3 : numAsciiWordEnd(w, k+3)]); p != NoPer {
				per = p // the last before the amount
			}
		}
		w = w[k+2:]
	}
	return per
}

// ratedBefore returns the unit of time of a rate adjective that opens the
// phrase of "of" that w, the text before an amount, ends with, a few words
// before it: "annual cost savings of " ("annual cost savings of $120
// million" are $120 million a year), "monthly rent of "; or NoPer.
func ratedBefore(w string) Per {
	w = strings.TrimRight(w, "$€£¥")
	if !strings.HasSuffix(w, " of ") {
		return NoPer
	}
	words := strings.Fields(w[:len(w)-len(" of ")])
	for k := len(words) - 1; k >= 0 && k >= len(words)-maxRatedWords; k-- {
		if k < len(words)-1 && strings.ContainsAny(words[k], ",;:") {
			return NoPer // another phrase's ("at the annual meeting, revenue of $5 million")
		}
		w, p := strings.ToLower(words[k]), PerYear
		if w != "annual" {
			p = numRateWord(w)
		}
		if p != NoPer && k < len(words)-1 {
			return p
		}
	}
	return NoPer
}

// numRateWord returns the unit of time of w, a word of a rate that is
// both an adjective and an adverb ("yearly", "monthly", "weekly",
// "daily"), or NoPer: numPerAdverb reads it after a figure, ratedBefore
// before one, each with its own other words ("annually", "annual").
func numRateWord(w string) Per {
	switch w {
	case "yearly":
		return PerYear
	case "monthly":
		return PerMonth
	case "weekly":
		return PerWeek
	case "daily":
		return PerDay
	}
	return NoPer
}

// maxRatedWords is how many words before "of" ratedBefore reads for a
// rate adjective: the adjective and the nouns it qualifies ("annual cost
// savings").
const maxRatedWords = 3

// numAgoAfter reports whether the word after the blanks at byte e of s is
// "ago", which makes the span of time before it a point in time.
func numAgoAfter(s string, e int) bool {
	k := numSkipBlanks(s, e)
	return k > e && s[k:numAsciiWordEnd(s, k)] == "ago"
}

// numDatesAfter reports whether the word after the blanks at byte e of s,
// which a unit of time ends, makes "a year" a span of time rather than a
// rate's divisor: "a year ago", "a month later", "a day before", "a year
// old".
func numDatesAfter(s string, e int) bool {
	k := numSkipBlanks(s, e)
	if k == e || k >= len(s) {
		return false
	}
	switch s[k:numAsciiWordEnd(s, k)] {
	case "ago", "earlier", "later", "before", "after", "prior", "old", "older", "younger":
		return true
	}
	return false
}

// numShortDecade reads the two-digit figure f, a multiple of ten before
// an "s" ("90s", "'90s", "90's"), as a decade: of a person's age after a
// possessive ("in his 30s", "in their early 20s"), setting f's unit; of
// years after "the", "early", "mid" or "late" ("the '90s", "the mid-90s"
// are the 1990s, "the '00s" and "the '10s" the 2000s and 2010s), setting
// f to the decade's first year. It reports whether f is either.
func numShortDecade(s string, f *numFig) bool {
	d := f.smallInt(2)
	if f.intDigits != 2 || d < 0 || d%10 != 0 {
		return false
	}
	i := f.start
	if numAgeBefore(s, i) {
		f.unit = ageDecade
		return true
	}
	clipped := false // "'90s": a decade of years, whatever the sentence
	if i > 0 && s[i-1] == '\'' {
		i--
		clipped = true
	} else if i >= 3 && s[i-3:i] == "’" {
		i -= 3
		clipped = true
	}
	if !clipped && numValueDecadeBefore(s, i) {
		f.unit = valueDecade
		return true
	}
	if !numDecadeBefore(s, i) {
		return false
	}
	if !clipped && numMeasureCue(s) {
		f.unit = valueDecade
		return true
	}
	century := uint64(1900)
	if d < 20 {
		century = 2000
	}
	f.mant, f.intDigits = century+uint64(d), 4
	return true
}

// numValueDecadeBefore reports whether the word before the figure at byte
// i of s, past blanks and a hyphen, makes a short decade a span of values
// rather than of years: "the low 90s", "the upper 80s", "the high 70s".
func numValueDecadeBefore(s string, i int) bool {
	switch w, _ := numWordBeforeFigure(s, i); w {
	case "low", "lower", "upper", "high":
		return true
	}
	return false
}

// numMeasureCues are the words, lower case, whose stems tell that a short
// decade in their sentence ("in the 90s", "the mid-80s") is a span of
// measured values, not of years: temperatures and scores.
var numMeasureCues = [...]string{"temperat", "degree", "°", "fahrenheit", "celsius", "highs", "lows", "score", "mph", "humid"}

// numMeasureCue reports whether the sentence s holds one of
// numMeasureCues. It is asked only of a short decade's sentence, which
// few are.
func numMeasureCue(s string) bool {
	lower := strings.ToLower(s)
	for _, w := range numMeasureCues {
		if strings.Contains(lower, w) {
			return true
		}
	}
	return false
}

// numAgeBefore reports whether a possessive, perhaps with "early", "mid"
// or "late" after it, comes right before the figure at byte i of s: "his
// 30s", "her mid-40s", "their early 20s".
func numAgeBefore(s string, i int) bool {
	w, a := numWordBeforeFigure(s, i)
	switch w {
	case "early", "mid", "late":
		w, _ = numPrevWord(s, a)
	}
	switch w {
	case "his", "her", "their", "my", "your", "our":
		return true
	}
	return false
}

// numWonAt reports whether the word s[k:e] after the figure f is "won",
// the currency of Korea, rather than the verb: only after a scale word or
// a figure grouped by commas ("30 million won", "5,000 won"), which a
// verb rarely follows, and not before a determiner, which the verb's
// object starts with ("the 10,000 won the vote").
func numWonAt(s string, k, e int, f *numFig) bool {
	if s[k:e] != "won" || !f.hasScale && !f.comma || f.money || f.pct || f.unit != "" {
		return false
	}
	m := numSkipBlanks(s, e)
	if m == e || m >= len(s) {
		return true
	}
	switch s[m:numAsciiWordEnd(s, m)] {
	case "the", "a", "an", "his", "her", "their", "its", "our", "by", "over", "against":
		return false
	}
	return true
}

// numAgeCueBefore reports whether the figure at byte i of s gives an age
// in years: "age", "aged" or "the age of" comes right before it ("at age
// 35", "aged 35", "at the age of 35"), as "35 years old" would say.
func numAgeCueBefore(s string, i int) bool {
	if i < 4 || s[i-1] != ' ' || s[i-2] != 'e' && s[i-2] != 'd' && s[i-2] != 'f' {
		return false
	}
	w, a := numPrevWord(s, i)
	if w == "of" {
		w, _ = numPrevWord(s, a)
		return w == "age"
	}
	switch w {
	case "age", "aged", "Age", "Aged":
		return true
	}
	return false
}

// numClockPrep reports whether w, before a figure of hours, minutes and
// seconds, makes it a time of day.
func numClockPrep(w string) bool {
	switch strings.ToLower(w) {
	case "at", "from", "until", "till", "by", "since", "to", "before", "after", "around":
		return true
	}
	return false
}
