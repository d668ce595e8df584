package signals

import (
	"math"
	"testing"
)

// Key writes each kind in its form, and AppendKey writes the same after
// what the buffer already holds.
func TestAppendKey(t *testing.T) {
	cases := []struct {
		n    Number
		want string
	}{
		{Number{Value: 56e9, Kind: Money, Unit: "USD"}, "56000000000 USD"},
		{Number{Value: 5, Kind: Money}, "5 money"},
		{Number{Value: 8, Kind: Percent}, "8%"},
		{Number{Value: 1921, Kind: Year}, "1921 year"},
		{Number{Value: 19 * 60, Kind: Clock}, "19:00 clock"},
		{Number{Value: 9*60 + 5, Kind: Clock, Approx: true}, "09:05 clock"},
		{Number{Value: 312, Kind: Date}, "03-12 date"},
		{Number{Value: 4, Kind: Ordinal}, "4 ordinal"},
		{Number{Value: 15, Kind: Measure, Unit: "year"}, "15 year"},
		{Number{Value: 5551234, Kind: Phone}, "5551234 phone"},
		{Number{Value: 100, Kind: Plain, Approx: true}, "~100"},
		{Number{Value: 0.1 + 0.2}, "0.3"},
		{Number{Value: -2.5}, "-2.5"},
		{Number{Value: math.Copysign(0, -1)}, "0"},
		{Number{Value: 1e21}, "1000000000000000000000"},
		{Number{Value: math.Inf(1)}, "+Inf"},
		{Number{Value: math.Inf(1), Text: "1E999"}, "1e999"},
	}
	for _, tc := range cases {
		if got := tc.n.Key(); got != tc.want {
			t.Errorf("Key of %+v = %q, want %q", tc.n, got, tc.want)
		}
		if got := string(tc.n.AppendKey([]byte("x|"))); got != "x|"+tc.want {
			t.Errorf("AppendKey of %+v after x| = %q", tc.n, got)
		}
	}
}

// numAppendCanonical's whole numbers are written as numAppendRounded
// writes them: at and around every power of ten up to the bound, and
// past it.
func TestWholeKeys(t *testing.T) {
	var vals []float64
	for p := 1.0; p <= 1e13; p *= 10 {
		for _, v := range []float64{p - 1, p, p + 1, 3 * p, p*10 - 1} {
			vals = append(vals, v, -v)
		}
	}
	vals = append(vals, maxWholeKey-1, maxWholeKey, 1<<53, 1921, 2.5, 1e12+0.5)
	for _, v := range vals {
		if v == 0 {
			continue // written apart, as "0", whatever its sign
		}
		if got, want := string(numAppendCanonical(nil, v)), string(numAppendRounded(nil, v)); got != want {
			t.Errorf("numAppendCanonical(%v) = %q, want %q", v, got, want)
		}
	}
}

// numAppendCanonical writes any whole number as numAppendRounded does.
func FuzzWholeKeys(f *testing.F) {
	f.Add(int64(1921))
	f.Add(int64(-999999999999))
	f.Fuzz(func(t *testing.T, n int64) {
		v := float64(n)
		if v == 0 {
			return
		}
		if got, want := string(numAppendCanonical(nil, v)), string(numAppendRounded(nil, v)); got != want {
			t.Errorf("numAppendCanonical(%v) = %q, want %q", v, got, want)
		}
	})
}

// FuzzDecimalKeys checks that numAppendCanonical writes numbers as
// numAppendRounded does, those with a few decimals it writes from their
// digits and any other: decimals of one to eight places (the bytes choose
// the digits and the places), their neighbours a unit of the last place
// away, and numbers of any bits.
func FuzzDecimalKeys(f *testing.F) {
	f.Add(int64(25), uint8(1), uint64(0))
	f.Add(int64(-1275), uint8(2), math.Float64bits(0.1+0.2))
	f.Add(int64(30), uint8(1), math.Float64bits(2.9999999999999996))
	f.Add(int64(999999999999), uint8(6), math.Float64bits(1.5e-7))
	f.Fuzz(func(t *testing.T, mant int64, places uint8, bits uint64) {
		d := float64(mant) / math.Pow10(int(places%9))
		for _, v := range []float64{d, math.Nextafter(d, math.Inf(1)), math.Nextafter(d, math.Inf(-1)), math.Float64frombits(bits)} {
			if v == 0 || v == math.Trunc(v) && math.Abs(v) < maxWholeKey {
				continue // written apart (see FuzzWholeKeys)
			}
			if got, want := string(numAppendCanonical(nil, v)), string(numAppendRounded(nil, v)); got != want {
				t.Fatalf("numAppendCanonical(%v) = %q, want %q", v, got, want)
			}
		}
	})
}
