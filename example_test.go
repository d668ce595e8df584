package sourced_test

import (
	"fmt"

	"github.com/sourced-dev/sourced"
)

func ExampleCheck() {
	source := "Microsoft reported revenue of $56 billion. Microsoft grew 8% year over year."
	output := "Microsoft reported revenue of $56B. Microsoft grew 40% year over year. The outlook is bright."
	r := sourced.Check(output, source)
	for _, c := range r.Claims {
		fmt.Printf("%s (%s): %s\n", c.Verdict, c.ReasonCode, c.Text)
	}
	fmt.Println(r.Counts.Grounded, "grounded,", r.Counts.Contradicted, "contradicted,", r.Counts.Unverified, "unverified")
	// Output:
	// grounded (supported): Microsoft reported revenue of $56B.
	// contradicted (number_mismatch): Microsoft grew 40% year over year.
	// unverified (no_checkable_signals): The outlook is bright.
	// 1 grounded, 1 contradicted, 1 unverified
}

func ExampleNewIndex() {
	// Prepare the sources once; check any number of outputs against them.
	ix := sourced.NewIndex(
		"Acme hired 56 engineers in 2024.",
		"Its revenue was $3 million.",
	)
	for _, out := range []string{"Acme hired 56 engineers.", "Acme hired 5 engineers."} {
		r := ix.Check(out)
		c := r.Claims[0]
		fmt.Println(c.Verdict, "-", c.Text)
	}
	// Output:
	// grounded - Acme hired 56 engineers.
	// contradicted - Acme hired 5 engineers.
}

func ExampleReport_contradiction() {
	r := sourced.Check("Acme hired 5 engineers.", "Acme hired 56 engineers this year.")
	c := r.Claims[0]
	fmt.Println(c.Verdict, c.Contradictions[0].ClaimNumber, "vs", c.Contradictions[0].SourceNumbersNearby)
	fmt.Printf("evidence from source %s [%d, %d): %s\n", c.Evidence[0].Source, c.Evidence[0].Start, c.Evidence[0].End, c.Evidence[0].Text)
	// Output:
	// contradicted 5 vs [56]
	// evidence from source 1 [0, 34): Acme hired 56 engineers this year.
}

func ExampleCheckEach() {
	// Outputs of sources prepared for them alone, each report handed over
	// in turn: it is written over by the next output's, so keep copies.
	sources := []sourced.Source{{Name: "q3.txt", Text: "Acme hired 56 engineers in 2024. Its revenue was $3 million."}}
	answers := []string{"Acme hired 56 engineers.", "Acme's revenue was $4 million."}
	sourced.CheckEach(sources, answers, func(i int, r *sourced.Report) {
		fmt.Println(i, r.Claims[0].Verdict, "-", r.Claims[0].Text)
	})
	// Output:
	// 0 grounded - Acme hired 56 engineers.
	// 1 contradicted - Acme's revenue was $4 million.
}
