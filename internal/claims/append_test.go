package claims

import (
	"slices"
	"testing"
)

// AppendSplit appends to what a slice holds the segments Split gives,
// preamble marks included, text after text.
func TestAppendSplit(t *testing.T) {
	texts := []string{
		"Here is the summary:\nRevenue rose 5%. Dr. Smith left.\n\n# Findings\n- Costs fell.",
		"", "Sure! Hope this helps!", "One line without a stop",
		"ended.[2] Next one. (Passage 2) Then more…",
	}
	var all, want []Segment
	for _, text := range texts {
		all = AppendSplit(all, text)
		want = append(want, Split(text)...)
		if !slices.Equal(all, want) {
			t.Fatalf("after %q: AppendSplit gives %+v, want %+v", text, all, want)
		}
	}
}
