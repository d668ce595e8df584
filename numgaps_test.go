package sourced

import "testing"

// TestFigureGaps checks figures written in ways once left unread, so that a
// claim with a wrong one was grounded on its words alone: temperatures
// without a degree sign, decades without their century, ages by decade,
// vulgar fractions, and rates per a unit of time.
func TestFigureGaps(t *testing.T) {
	checkVerdicts(t, []verdictCase{
		{"celsius without a degree sign", "Bake the loaf at 200C for an hour.", "Bake the loaf at 230C for an hour.", Contradicted},
		{"fahrenheit without a degree sign", "Bake the loaf at 390F for an hour.", "Bake the loaf at 450F for an hour.", Contradicted},
		{"the same temperature", "Bake the loaf at 200C for an hour.", "Bake the loaf at 200°C for an hour.", Grounded},
		{"another scale is not the same", "Bake the loaf at 200C for an hour.", "Bake the loaf at 200F for an hour.", Unverified},

		{"a decade without its century against a year outside", "Corvo opened its first shop in the '70s.", "Corvo opened its first shop in 1968.", Unverified},
		{"a decade without its century against a year inside", "Corvo opened its first shop in the ’70s.", "Corvo opened its first shop in 1974.", Grounded},
		{"a decade without apostrophe against its full form", "Corvo opened its first shop in the 70s.", "Corvo opened its first shop in the 1970s.", Grounded},
		{"a short decade against another", "Corvo opened its first shop in the mid-70s.", "Corvo opened its first shop in the 1960s.", Contradicted},

		{"an age decade against an age outside", "Ruiz started Corvo in her 40s.", "Ruiz started Corvo at age 27.", Unverified},
		{"an age decade against a stated age inside", "Ruiz started Corvo in her 40s.", "Ruiz started Corvo at age 44.", Grounded},
		{"an age against the same age", "Ruiz started Corvo at age 44.", "Ruiz started Corvo at the age of 44.", Grounded},
		{"an age against another age", "Ruiz started Corvo at age 44.", "Ruiz started Corvo when she was 47 years old.", Contradicted},
		{"an age against the same bare figure", "Ruiz started Corvo at age 44.", "Ruiz, 44, started Corvo.", Grounded},
		{"an age decade is no year", "Ruiz started Corvo in her 40s.", "Ruiz started Corvo in 1940.", Unverified},
		{"an age decade against an age inside", "Ruiz started Corvo in her early 40s.", "Ruiz started Corvo as a 42-year-old.", Grounded},
		{"an age decade against another age outside", "Ruiz started Corvo in her 40s.", "Ruiz started Corvo as a 27-year-old.", Unverified},

		{"half sign against a tenth", "½ of Corvo's drivers left.", "10% of Corvo's drivers left.", Unverified},
		{"half sign against half", "½ of Corvo's drivers left.", "Half of Corvo's drivers left.", Grounded},
		{"half sign against itself", "½ of Corvo's drivers left.", "½ of Corvo's drivers left.", Grounded},
		{"a third sign against two thirds", "⅓ of Corvo's drivers left.", "Two-thirds of Corvo's drivers left.", Contradicted},
		{"digits and a fraction", "Corvo's fares rose 2½ percent.", "Corvo's fares rose 2.5 percent.", Grounded},
		{"digits and a fraction against the digits", "Corvo's fares rose 2½ percent.", "Corvo's fares rose 2 percent.", Contradicted},

		{"a month's rate against a year's", "Corvo charges $40 a month for parking.", "Corvo charges $40 a year for parking.", Unverified},
		{"rates per different units", "Corvo charges $40 per month for parking.", "Corvo charges $480 per year for parking.", Unverified},
		{"a day's count against a week's, past what it counts", "The Corbin plant produces 500 cars a day.", "The Corbin plant produces 500 cars a week.", Unverified},
		{"the same rate written two ways", "Corvo charges $40 a month for parking.", "Corvo charges $40 per month for parking.", Grounded},
		{"a rate against a figure without one", "Corvo charges $40 a month for parking.", "Corvo charges $40 for parking.", Grounded},
		{"another amount at the same rate", "Corvo charges $40 a month for parking.", "Corvo charges $45 a month for parking.", Contradicted},
		{"how often, per different units", "Corvo's vans run twice a day.", "Corvo's vans run twice a week.", Unverified},
		{"how often, spelled and in figures", "Corvo's vans run 3 times a week.", "Corvo's vans run three times a week.", Grounded},
		{"won against dollars", "Acme paid 30 million won for the site.", "Acme paid 30 million dollars for the site.", Unverified},
		{"won against won", "Acme paid 30 million won for the site.", "Acme paid 30 million won for the site.", Grounded},
		{"won against other won", "Acme paid 30 million won for the site.", "Acme paid 50 million won for the site.", Contradicted},
		{"a year ago is no rate", "Corvo hired 40 drivers a year ago.", "Corvo hired 40 drivers a year ago.", Grounded},
	})
}
