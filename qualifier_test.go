package sourced

import "testing"

// TestFigureOfAnotherQualifier checks that a sentence giving figures of
// one kind each to the group a phrase after it names grounds a claim only
// with its own group's figure: a claim giving one figure the qualifier of
// another is contradicted with that qualifier's figure, or unverified
// where a sentence outside the passage states its figure too; while the
// figure's own qualifier, a claim naming no qualifier, a qualifier both
// figures share, the word a list leaves out after a later figure, a
// partitive and a word the sentence holds outside the qualifier too, and
// figures whose groups come before them (no phrase to read) still
// ground. The sentences are written for this test.
func TestFigureOfAnotherQualifier(t *testing.T) {
	const (
		dose    = "The syrup dose is 150 mg for toddlers and 400 mg for teenagers."
		trial   = "Pain eased in 37% of the treated arm and 12% of the control arm."
		ages    = "The booster was 88% protective in workers aged 20 to 59 and 54% protective in those over 60."
		fares   = "Ferry fares are $14 for residents and $9 for visitors."
		counted = "The survey found 40 farms among wheat growers and 25 farms among dairy growers."
		halves  = "The club scored 4 goals in the opening half and 1 in the closing half."
	)
	checkCodes(t, []codeCase{
		// Another figure's qualifier.
		{"a dose given the other group, before it", "The syrup dose for toddlers is 400 mg.", dose, Contradicted, ReasonNumberMismatch},
		{"a dose given the other group, after it", "The syrup dose is 400 mg for toddlers.", dose, Contradicted, ReasonNumberMismatch},
		{"the other arm's share", "Pain eased in 12% of the treated arm.", trial, Contradicted, ReasonNumberMismatch},
		{"the other ages' figure", "The booster was 54% protective in workers aged 20 to 59.", ages, Contradicted, ReasonNumberMismatch},
		{"the other fare", "Ferry fares are $9 for residents.", fares, Contradicted, ReasonNumberMismatch},
		{"the other half's count", "The club scored 1 goal in the opening half.", halves, Contradicted, ReasonNumberMismatch},
		{"the figure stated again outside the passage", "Ferry fares are $9 for residents.",
			fares + " Ferries leave hourly. The harbour opened in 1910. Parking costs $9.", Unverified, ReasonOtherSubject},
		{"a qualifier after among", "The survey found 25 farms among wheat growers.", counted, Contradicted, ReasonNumberMismatch},

		// The figure's own qualifier, or none.
		{"the dose's own group", "The syrup dose is 400 mg for teenagers.", dose, Grounded, ReasonSupported},
		{"the other dose's own group", "The syrup dose for toddlers is 150 mg.", dose, Grounded, ReasonSupported},
		{"no qualifier named", "The syrup dose is 400 mg.", dose, Grounded, ReasonSupported},
		{"the arm's own share", "Pain eased in 37% of the treated arm.", trial, Grounded, ReasonSupported},
		{"the older group's own figure", "The booster was 54% protective in those over 60.", ages, Grounded, ReasonSupported},
		{"both qualifiers named", "The syrup dose is 150 mg for toddlers and 400 mg for teenagers.", dose, Grounded, ReasonSupported},
		{"a counted word the list leaves out", "The club scored 1 goal.", halves, Grounded, ReasonSupported},
		{"a verb the other qualifier's noun shares a stem with", "The panel met 6 times in 2019.",
			"The panel met 6 times in 2019, and Ruiz chaired 2 of those meetings.", Grounded, ReasonSupported},
		{"a shared qualifier", "Pain eased in 12% of the arm.", trial, Grounded, ReasonSupported},
		{"groups before their figures", "Teenagers take 400 mg of syrup.",
			"Toddlers take 150 mg of syrup and teenagers take 400 mg of syrup.", Grounded, ReasonSupported},
	})
	checkReasons(t, []reasonCase{
		{"The syrup dose for toddlers is 400 mg.", dose,
			`claims 400 mg near "for toddlers", but the source's own text near that name says 150 mg; its 400 mg is about "400 mg for teenagers"`},
		{"Ferry fares are $9 for residents.", fares,
			`claims 9 near "for residents", but the source's own text near that name says 14; its 9 is about "$9 for visitors"`},
		{"Ferry fares are $9 for residents.", fares + " Ferries leave hourly. The harbour opened in 1910. Parking costs $9.",
			`the passage states the claim's number, but about "$9 for visitors", not the claim's subject`},
	})
}

// TestQualifierMayFollow checks the quick test of the text after a
// figure: an opener as its first or second word opens a qualifier.
func TestQualifierMayFollow(t *testing.T) {
	for _, tt := range []struct {
		rest string
		want bool
	}{
		{" for adults.", true},
		{" effective in adults", true},
		{" of the arm", true},
		{" among growers", true},
		{" mg daily for adults", false},
		{", for adults", false},
		{" forever", false},
		{"", false},
		{" in", false},
	} {
		if got := qualifierMayFollow(tt.rest); got != tt.want {
			t.Errorf("qualifierMayFollow(%q) = %v, want %v", tt.rest, got, tt.want)
		}
	}
}
