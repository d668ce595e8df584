package bench

import "math"

// z95 is the standard normal quantile for a two-sided 95% interval.
const z95 = 1.959963984540054

// Wilson returns the Wilson score interval, at the confidence given by the
// normal quantile z, for k successes out of n trials. It returns (0, 1) when
// n is 0, which says that nothing is known.
func Wilson(k, n int, z float64) (lo, hi float64) {
	if n <= 0 {
		return 0, 1
	}
	nf := float64(n)
	p := float64(k) / nf
	z2 := z * z
	denom := 1 + z2/nf
	center := (p + z2/(2*nf)) / denom
	half := z / denom * math.Sqrt(p*(1-p)/nf+z2/(4*nf*nf))
	return math.Max(0, center-half), math.Min(1, center+half)
}

// Rate is a proportion k/n that carries its own size, so that an interval
// can be given with it.
type Rate struct {
	K int
	N int
}

// Defined reports whether the rate has a denominator.
func (r Rate) Defined() bool { return r.N > 0 }

// Value is K/N, or 0 when the rate is undefined.
func (r Rate) Value() float64 {
	if r.N == 0 {
		return 0
	}
	return float64(r.K) / float64(r.N)
}

// CI is the Wilson 95% interval of the rate.
func (r Rate) CI() (lo, hi float64) { return Wilson(r.K, r.N, z95) }
