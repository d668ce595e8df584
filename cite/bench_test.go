package cite

import (
	"os"
	"strings"
	"testing"
)

// BenchmarkExtract extracts the cited claims of a long summary: the
// realistic test summaries repeated, references kept at the end.
func BenchmarkExtract(b *testing.B) {
	data, err := os.ReadFile("testdata/apa_summary.md")
	if err != nil {
		b.Fatal(err)
	}
	body, refs, _ := strings.Cut(string(data), "## References")
	text := strings.Repeat(body, 200) + "## References" + refs
	b.SetBytes(int64(len(text)))
	for b.Loop() {
		Extract(text)
	}
}
