package sourced

import "testing"

// TestSharesMultiplesAndOrders checks that a share, a multiple or a vague
// count written in words is read as what it is, in both directions: a
// share in words is stated by an equal share in words or figures and
// contradicted only by another share in words; a multiple by the same
// multiple and contradicted by another; a vague count is stated by the
// same order, and another order leaves the claim unverified; a decade is
// a period of its own, stated by the decade only.
func TestSharesMultiplesAndOrders(t *testing.T) {
	checkVerdicts(t, []verdictCase{
		{"two-thirds against a third", "Beta closed two-thirds of its mills.", "Beta closed a third of its mills.", Contradicted},
		{"a third against two-thirds", "Beta closed a third of its mills.", "Beta closed two-thirds of its mills.", Contradicted},
		{"two-thirds is no count of two", "Beta closed two-thirds of its mills.", "Beta closed 2 of its mills.", Unverified},
		{"a count of two is no two-thirds", "Beta closed 2 of its mills.", "Beta closed two-thirds of its mills.", Unverified},
		{"three quarters against 75%", "Beta closed three quarters of its mills.", "Beta closed 75% of its mills.", Grounded},
		{"75% against three quarters", "Beta closed 75% of its mills.", "Beta closed three quarters of its mills.", Grounded},
		{"a quarter against 75%", "Beta closed a quarter of its mills.", "Beta closed 75% of its mills.", Unverified},
		{"75% against a quarter", "Beta closed 75% of its mills.", "Beta closed a quarter of its mills.", Unverified},
		{"half against a third", "Beta closed half of its mills.", "Beta closed a third of its mills.", Contradicted},
		{"a third against half", "Beta closed a third of its mills.", "Beta closed half of its mills.", Contradicted},
		{"half against 50%", "Beta closed half of its mills.", "Beta closed 50% of its mills.", Grounded},
		{"50% against half", "Beta closed 50% of its mills.", "Beta closed half its mills.", Grounded},
		{"a rounded share states its share", "Beta closed a third of its mills.", "Beta closed 33% of its mills.", Grounded},
		{"another share in figures is no contradiction", "Beta closed a third of its mills.", "Beta closed 30% of its mills.", Unverified},
		{"a period's half is no share", "Beta closed two mills in the first half of 2019.", "Beta closed two mills in the first half of 2019.", Grounded},

		{"doubled against tripled", "Beta's output doubled in 2019.", "Beta's output tripled in 2019.", Contradicted},
		{"tripled against doubled", "Beta's output tripled in 2019.", "Beta's output doubled in 2019.", Contradicted},
		{"doubled against doubled", "Beta's output doubled in 2019.", "In 2019 Beta's output doubled.", Grounded},
		{"twice against three times", "Beta grew twice as fast as Gamma.", "Beta grew three times as fast as Gamma.", Contradicted},
		{"three times against twice", "Beta grew three times as fast as Gamma.", "Beta grew twice as fast as Gamma.", Contradicted},
		{"twice against two times", "Beta grew twice as fast as Gamma.", "Beta grew two times as fast as Gamma.", Grounded},
		{"how often is a count", "Lee has scored four goals for Beta.", "Lee has scored four times for Beta.", Grounded},

		// Another order is contradicted only by a sentence that says the
		// claim word for word but for it (see restatedButFigure), not
		// near a name alone.
		{"dozens against hundreds", "Beta hired dozens of welders.", "Beta hired hundreds of welders.", Contradicted},
		{"hundreds against dozens", "Beta hired hundreds of welders.", "Beta hired dozens of welders.", Contradicted},
		{"dozens against hundreds of others", "Beta hired dozens of welders.", "Beta hired welders. Gamma hired hundreds of welders and fitters.", Unverified},
		{"hundreds against several hundred", "Beta hired hundreds of welders.", "Beta hired several hundred welders.", Grounded},

		{"a year against its decade", "Beta was founded in 1980.", "Beta was founded in the 1980s.", Unverified},
		{"a decade against a year in it", "Beta was founded in the 1980s.", "Beta was founded in 1984.", Grounded},
		{"a decade against a year outside it", "Beta was founded in the 1980s.", "Beta was founded in 1979.", Unverified},
		{"a decade against another", "Beta was founded in the 1980s.", "Beta was founded in the 1970s.", Contradicted},
		{"a decade against itself", "Beta was founded in the 1980s.", "Beta was founded in the 1980's.", Grounded},
	})
}
