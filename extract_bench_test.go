package sourced

import (
	"strings"
	"testing"

	"github.com/sourced-dev/sourced/internal/claims"
	"github.com/sourced-dev/sourced/internal/signals"
)

// BenchmarkExtract reads the signals of claims about a generated source,
// as Check does, without deciding them: the cost of reading a claim.
func BenchmarkExtract(b *testing.B) {
	source, claimTexts := skipWorkload(400, 200)
	ix := NewIndex(source)
	output := strings.Join(claimTexts, "\n")
	segs := claims.Split(output)
	b.ReportAllocs()
	for b.Loop() {
		st := ix.state()
		st.lower = signals.LowerASCII(output)
		for _, seg := range segs {
			ix.extract(seg, st)
		}
		ix.release(st)
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*len(segs)), "ns/claim")
}
