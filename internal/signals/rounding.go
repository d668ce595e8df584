package signals

import (
	"math"
	"strings"
)

// A figure written in digits has a precision: the place of its last
// written digit, scale word included ("4.8 billion": hundreds of millions;
// "23%": whole percents; "1,234,567": units). A figure written with fewer
// digits than another may be that other rounded to its own precision
// ("$4.8 billion" of "$4.83 billion", "23%" of "23.4%", "1.2 million" of
// "1,234,567"), as writers round all the time: such a rounding restates
// the figure when it keeps at least two significant digits (see Same),
// and is no disagreement with it even with one ("$5 billion" of "$4.83
// billion": see Comparable). A rounding says less than the figure, so a
// figure is never stated by a rounding of itself: "$4.83 billion" is not
// stated by "$4.8 billion".

// minRoundedDigits is the fewest significant digits a rounded figure
// keeps to state the figure it rounds: half a unit of its last digit is
// then at most 5% of it.
const minRoundedDigits = 2

// maxWrittenDigits bounds the digits of a figure whose precision is read:
// its digits must make a whole number a float64 holds exactly.
const maxWrittenDigits = 15

// precision returns the digits of the figure n as written, mant, and the
// power of ten of its last one, exp: mant·10^exp is n's magnitude ("4.8
// billion": 48 and 8; "1,200": 1200 and 0; "23.4%": 234 and -1). ok is
// false for a figure of which no precision is read: a point in time or
// a rank (see Quantity), a vague count, a share in words, a span of
// values, a figure not written in digits, or one whose digits with a
// scale word do not make its value.
func (n Number) precision() (mant uint64, exp int, ok bool) {
	if !n.Quantity() || n.Approx || n.Unit == "fraction" || n.Unit == ageDecade || n.Unit == valueDecade || n.Value == 0 {
		return 0, 0, false
	}
	t := strings.TrimPrefix(n.Text, "\u2212") // a minus sign
	i := 0
	if i < len(t) && (t[i] == '-' || t[i] == '+') {
		i++
	}
	if n.Value < 0 && i < len(t) && !numIsASCIIDigit(t[i]) {
		// A sign written apart from the digits ("-$0.45", "minus 5.2
		// degrees"): the figure's digits come after it.
		k := strings.IndexAny(t[i:], "0123456789")
		if k < 0 {
			return 0, 0, false
		}
		i += k
	}
	digits, decimals := 0, -1
	for ; i < len(t); i++ {
		switch c := t[i]; {
		case numIsASCIIDigit(c):
			if digits++; digits > maxWrittenDigits {
				return 0, 0, false
			}
			mant = mant*10 + uint64(c-'0')
			if decimals >= 0 {
				decimals++
			}
		case c == ',' && decimals < 0 && i+1 < len(t) && numIsASCIIDigit(t[i+1]):
		case c == '.' && decimals < 0 && i+1 < len(t) && numIsASCIIDigit(t[i+1]):
			decimals = 0
		default:
			return scaled(mant, digits, max(decimals, 0), math.Abs(n.Value), t[i:])
		}
	}
	return scaled(mant, digits, max(decimals, 0), math.Abs(n.Value), "")
}

// scaled returns precision's result for a figure of magnitude v written
// with the digits mant, decimals of them after the point, and rest after
// them: the power of ten a scale word ("billion", "bn", "k") multiplies
// them by is the one that makes v; a digit in rest ("2½", "1 234") leaves
// the precision unread.
func scaled(mant uint64, digits, decimals int, v float64, rest string) (uint64, int, bool) {
	if digits == 0 {
		return spelledPrecision(v, rest)
	}
	if mant == 0 {
		return 0, 0, false
	}
	for i := 0; i < len(rest); i++ {
		if numIsASCIIDigit(rest[i]) {
			return 0, 0, false
		}
	}
	exp := -decimals
	if numDecimal(mant, exp) == v {
		return mant, exp, true
	}
	s := int(math.Round(math.Log10(v / numDecimal(mant, exp))))
	if s > 0 && numDecimal(mant, exp+s) == v {
		return mant, exp + s, true
	}
	return 0, 0, false
}

// spelledPrecision returns precision's result for a figure of magnitude
// v written in words alone, text ("six metres", "a million", "twelve
// thousand"): its own digits, as a writer of words writes only those
// ("a million" is of a million's precision, "six" of a unit's); a
// figure of a fraction or of more digits than words write is unread.
func spelledPrecision(v float64, text string) (uint64, int, bool) {
	if v <= 0 || v != math.Trunc(v) || v >= 1e15 || strings.ContainsAny(text, "0123456789") {
		return 0, 0, false
	}
	mant, exp := uint64(v), 0
	for mant%10 == 0 {
		mant, exp = mant/10, exp+1
	}
	if significantDigits(mant) > 3 {
		return 0, 0, false
	}
	return mant, exp, true
}

// significantDigits returns the number of digits of mant.
func significantDigits(mant uint64) int {
	d := 1
	for ; mant >= 10; mant /= 10 {
		d++
	}
	return d
}

// roundsAt reports whether v, a magnitude, rounded half up to a multiple
// of 10^exp is mant·10^exp: whether it lies from half a unit of exp below
// it, included, to half a unit above, not included ("2.5" rounds to 3,
// not 2), within a billionth of the half for the error of the floats.
func roundsAt(v float64, mant uint64, exp int) bool {
	unit := numPow10(exp)
	d, half := v-float64(mant)*unit, 0.5*unit
	return -half*(1+1e-9) <= d && d < half*(1-1e-9)
}

// rounds reports whether the figure c, as written, is the value of src
// rounded to c's precision, with at least digits significant digits:
// src of another value, and of c's sign.
func rounds(c, src Number, digits int) bool {
	if c.Value == src.Value || (c.Value < 0) != (src.Value < 0) || math.Abs(c.Value-src.Value) > 0.5*unitBound(c.Value)*(1+1e-9) {
		return false
	}
	mant, exp, ok := c.precision()
	return ok && significantDigits(mant) >= digits && roundsAt(math.Abs(src.Value), mant, exp)
}

// unitBound returns a bound of the unit of the last digit of a figure of
// value v, which divides v: the largest power of ten that divides v, up to
// 10^15, or 1 for a fraction, whose last digit's unit is less.
func unitBound(v float64) float64 {
	v = math.Abs(v)
	if v != math.Trunc(v) || v >= 1e18 {
		return 1
	}
	u, n := 1.0, uint64(v)
	for n != 0 && n%10 == 0 && u < 1e15 {
		n /= 10
		u *= 10
	}
	return u
}

// Roundable reports whether figures of values other than n's may state
// it as its rounding, or within the bound or approximation a claim puts
// on it (see RoughlyStates): n is a quantity (see Quantity), not a vague
// count. A year or a date is its own value alone.
func (n Number) Roundable() bool {
	return n.Quantity() && !n.Approx
}

// WithinRounding is a quick test that a roundable figure of value c must
// pass to be the rounding of one of value v, or to be stated by one
// within the bound or approximation a claim puts on it (see
// RoughlyStates): v lies within a tenth of c's magnitude (RoundingReach).
func WithinRounding(c, v float64) bool {
	return math.Abs(c-v) <= RoundingReach(c)
}

// RoundingReach is how far from a roundable figure of value c a value may
// lie and pass WithinRounding: a tenth of c's magnitude. The callers that
// test many values against one c take it once (see WithinRounding).
func RoundingReach(c float64) float64 {
	return 0.1 * math.Abs(c)
}

// statesRounded reports whether src states the claim's figure c by
// rounding to c's precision, with at least minRoundedDigits significant
// digits ("$4.8 billion" by "$4.83 billion"): of compatible kinds, as if
// src were of c's value (see Same).
func statesRounded(c, src Number) bool {
	if !rounds(c, src, minRoundedDigits) {
		return false
	}
	src.Value = c.Value
	return Same(c, src)
}

// roundsEither reports whether one of the figures a and b, as written,
// is the other rounded to its precision, however few its digits ("$5
// billion" and "$4.83 billion", "$4.83 billion" and "$4.8 billion").
func roundsEither(a, b Number) bool {
	return rounds(a, b, 1) || rounds(b, a, 1)
}

// RoughlyStates reports whether the source figure src states the claim's
// figure c, of another value, that the claim writes with a bound or an
// approximation ("more than 1,000", "nearly 500", "about $2 million"):
// src rounds to c (see RoundsCoarsely) and lies within a tenth of c's
// magnitude ("about 1,000" is not said of 1,400). Which side of c src
// must lie on is the caller's to tell.
func RoughlyStates(c, src Number) bool {
	return c.Value != src.Value && WithinRounding(c.Value, src.Value) && RoundsCoarsely(c, src)
}

// BoundStates reports whether the source figure src states the claim's
// figure c, of another value, that the claim bounds ("more than 1.5
// million", "under 2,000"): src lies within a tenth of c's magnitude and
// less than one unit of c's last significant digit from c, as a writer
// who bounds a figure cuts it at the bound's precision, rounding neither
// up nor down ("more than 1.5 million" of 1.58 million, though that rounds
// to 1.6 million; "under 2,000" of 1,960), its significant digits as
// coarsePrecision reads them. Which side of c src must lie on
// is the caller's to tell. It holds wherever RoughlyStates does.
func BoundStates(c, src Number) bool {
	if c.Value == src.Value || !WithinRounding(c.Value, src.Value) || (c.Value < 0) != (src.Value < 0) {
		return false
	}
	mant, exp, ok := c.coarsePrecision()
	if !ok || math.Abs(math.Abs(src.Value)-numDecimal(mant, exp)) >= numPow10(exp)*(1-1e-9) {
		return false
	}
	src.Value = c.Value
	return Same(c, src)
}

// RoundsCoarsely reports whether the figure src, of a compatible kind
// (see Same) and of c's sign, rounded to the precision of the significant
// digits of the figure c, is c: trailing zeros of a whole number are
// none ("1,000" is a thousand's precision, "$2 million" a million's),
// as a writer who bounds or approximates a figure rounds it ("more than
// 1,000" of 1,024, "about $2 million" of $1.96 million).
func RoundsCoarsely(c, src Number) bool {
	if (c.Value < 0) != (src.Value < 0) {
		return false
	}
	mant, exp, ok := c.coarsePrecision()
	if !ok || !roundsAt(math.Abs(src.Value), mant, exp) {
		return false
	}
	src.Value = c.Value
	return Same(c, src)
}

// coarsePrecision is precision with the trailing zeros of the figure's
// digits taken for none, whole or after a scale word: "1,000" is of a
// thousand's precision, "$2 million" and "1.50 million" of a million's and
// a tenth's.
func (n Number) coarsePrecision() (mant uint64, exp int, ok bool) {
	mant, exp, ok = n.precision()
	for ; ok && mant%10 == 0 && exp >= 0; mant /= 10 {
		exp++
	}
	return mant, exp, ok
}

// AppendRoundings appends to dst the values, other than its own, under
// which a sentence holding the figure n is found by a claim's figure that
// rounds it (see Same and RoughlyStates): n's value rounded to each power
// of ten past its last written digit, down to one significant digit
// ("4.8 billion" and "5 billion" of "4.83 billion"). It appends nothing
// for a figure of which no precision is read (see precision).
func AppendRoundings(dst []float64, n Number) []float64 {
	if v := math.Abs(n.Value); v < 10 && v == math.Trunc(v) {
		return dst // one digit, if any precision
	}
	mant, exp, ok := n.precision()
	if !ok {
		return dst
	}
	last := math.Abs(n.Value)
	for div := uint64(10); div <= mant; div *= 10 {
		m := (mant + div/2) / div
		r := numDecimal(m*div, exp)
		if r != last {
			last = r
			if n.Value < 0 {
				r = -r
			}
			dst = append(dst, r)
		}
		if m < 10 {
			break
		}
	}
	return dst
}
