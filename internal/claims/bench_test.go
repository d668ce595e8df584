package claims

import (
	"math/rand/v2"
	"strings"
	"testing"
)

// englishLike returns about n bytes of generated English-like prose: short
// paragraphs of sentences with names, titles, initials, acronyms, figures,
// quotes, citations and the odd Markdown list, from a fixed seed.
func englishLike(n int) string {
	rng := rand.New(rand.NewPCG(1, 2))
	subjects := []string{"The council", "Dr. Amara Osei", "Revenue", "The U.S. Senate", "J. R. Marsh",
		"Northwind Ltd.", "The committee", "Sales in the north", "Prof. Lind", "The plant"}
	verbs := []string{"rose", "fell", "reported", "announced", "approved", "rejected", "measured", "doubled"}
	objects := []string{"a budget of $4.2m", "12.5% growth", "the new rules", "about 3,400 jobs",
		"a plan for Jan. 14", "sales of 1.6 billion", "the report (see Fig. 3)", "costs, e.g. rent and power",
		"\"four new sites\"", "the U.K. office"}
	tails := []string{".", ".", ".", "!", "?", ".[2]", " in 2019.", " by 5 p.m.", " etc.", "."}
	var b strings.Builder
	b.Grow(n + 256)
	for b.Len() < n {
		switch rng.IntN(8) {
		case 0:
			b.WriteString("## Findings of part ")
			b.WriteByte(byte('A' + rng.IntN(26)))
			b.WriteString("\n")
		case 1:
			b.WriteString("Here is a summary of the results:\n")
			for i := rng.IntN(4); i >= 0; i-- {
				b.WriteString("- ")
				b.WriteString(subjects[rng.IntN(len(subjects))])
				b.WriteByte(' ')
				b.WriteString(verbs[rng.IntN(len(verbs))])
				b.WriteString(".\n")
			}
		default:
			for i := 2 + rng.IntN(5); i >= 0; i-- {
				b.WriteString(subjects[rng.IntN(len(subjects))])
				b.WriteByte(' ')
				b.WriteString(verbs[rng.IntN(len(verbs))])
				b.WriteByte(' ')
				b.WriteString(objects[rng.IntN(len(objects))])
				b.WriteString(tails[rng.IntN(len(tails))])
				b.WriteByte(' ')
			}
			b.WriteString("\n\n")
		}
	}
	return b.String()
}

func BenchmarkSplit(b *testing.B) {
	text := englishLike(1 << 20)
	b.ReportAllocs()
	b.SetBytes(int64(len(text)))
	for b.Loop() {
		Split(text)
	}
}

// BenchmarkSplitAdversarial runs inputs built to make a careless scanner
// quadratic: endless initials, full stops, closing marks, open citations,
// colons inside tokens after a framing phrase.
func BenchmarkSplitAdversarial(b *testing.B) {
	inputs := map[string]string{
		"initials":  strings.Repeat("A. ", 1<<18),
		"stops":     strings.Repeat(".", 1<<20),
		"closers":   "x." + strings.Repeat("\")]", 1<<18),
		"citations": strings.Repeat(".[1", 1<<18),
		"longword":  strings.Repeat("a", 1<<20) + ". The end.",
		"spaces":    "x." + strings.Repeat(" ", 1<<20) + "y",
		"colons":    "Here is " + strings.Repeat("1:2", 1<<18) + ": The end.",
	}
	for name, text := range inputs {
		b.Run(name, func(b *testing.B) {
			b.ReportAllocs()
			b.SetBytes(int64(len(text)))
			for b.Loop() {
				Split(text)
			}
		})
	}
}
