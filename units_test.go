package sourced

import "testing"

// TestUnitVerdicts checks figures of units of engineering and medicine,
// glued to their digits or not: a unit glued on is read, so a claim's
// other figure is no longer grounded by a source that has a different
// one; the same figure written with a space or spelled out grounds it,
// and the same digits of another unit do not.
func TestUnitVerdicts(t *testing.T) {
	checkVerdicts(t, []verdictCase{
		{"a glued frequency written with a space", "The laptop's chip runs at 2.8GHz.", "The laptop's chip runs at 2.8 GHz.", Grounded},
		{"another glued frequency", "The laptop's chip runs at 2.8GHz.", "The laptop's chip runs at 3.1GHz.", Contradicted},
		{"a count beside another frequency", "The laptop has 12 cores and runs at 2.8GHz.", "The laptop has 12 cores and runs at 3.1GHz.", Contradicted},
		{"a grouped charge glued", "The tablet's battery holds 7,500mAh.", "The tablet's battery holds 7500 mAh.", Grounded},
		{"another power", "The adapter supplies 90W.", "The adapter supplies 45W.", Contradicted},
		{"milligrams are not micrograms", "The nurse gave 25 mg of the drug.", "The nurse gave 25 mcg of the drug.", Unverified},
		{"micrograms with a micro sign", "The nurse gave 25 mcg of the drug.", "The nurse gave 25 µg of the drug.", Grounded},
		{"miles per hour", "The truck was driving at 70 mph.", "The truck was driving at 70 miles per hour.", Grounded},
		{"kilometres per hour", "The ferry sails at 40 km/h.", "The ferry sails at 40 kilometres per hour.", Grounded},
		{"a generation is a label", "The router supports 5G.", "The router supports 4G.", Unverified},
	})
}

// TestSignWords checks that a sign written apart from the digits makes
// the figure negative, as "-5" is: a minus before the currency symbol
// ("-$0.45"), the word "minus" or "negative", or "below zero" after a
// temperature. Such a figure grounds no claim of the positive one, and
// grounds the same negative figure written another way.
func TestSignWords(t *testing.T) {
	checkVerdicts(t, []verdictCase{
		{"minus as a word", "The lake at Orvik froze at 8 degrees.", "The lake at Orvik froze at minus 8 degrees.", Contradicted},
		{"below zero", "The lake at Orvik froze at 8 degrees.", "The lake at Orvik froze at 8 degrees below zero.", Contradicted},
		{"a minus before the dollar sign", "Orvik Mining earned $0.31 a share.", "Orvik Mining earned -$0.31 a share.", Contradicted},
		{"a loss written with its sign", "Orvik Mining's earnings per share were $0.31.", "Orvik Mining posted a loss per share of -$0.31.", Contradicted},

		{"below zero and minus", "The lake at Orvik froze at minus 8 degrees.", "The lake at Orvik froze at 8 degrees below zero.", Grounded},
		{"a minus sign and minus", "The lake at Orvik froze at -8 degrees.", "The lake at Orvik froze at minus 8 degrees.", Grounded},
		{"the sign on either side of the symbol", "Orvik Mining earned -$0.31 a share.", "Orvik Mining earned $-0.31 a share.", Grounded},
		{"plus or minus is a tolerance", "The gauge at Orvik is accurate to 2 degrees.", "The gauge at Orvik is accurate to plus or minus 2 degrees.", Grounded},
	})
}

// TestRanks checks that an ordinal before a superlative is a rank
// ("third-largest", "second biggest"): a rank the source does not give
// is missing, a different rank of the same name is contradicted, and the
// same rank written otherwise grounds it; another ordinal, a place of a
// sequence, is still never contradicted.
func TestRanks(t *testing.T) {
	checkCodes(t, []codeCase{
		{"a rank against the superlative alone", "Corvane is the third-largest lender in Estmark.", "Corvane is the largest lender in Estmark.", Unverified, ReasonMissingSignals},
		{"another rank fused", "Corvane is the second-largest lender in Estmark.", "Corvane is the third-largest lender in Estmark.", Contradicted, ReasonNumberMismatch},
		{"another rank apart", "Corvane is the third biggest lender in Estmark.", "Corvane is the second biggest lender in Estmark.", Contradicted, ReasonNumberMismatch},
		{"the same rank written apart", "Corvane is the second-largest lender in Estmark.", "Corvane is the second largest lender in Estmark.", Grounded, ReasonSupported},
		{"the same rank in digits", "Corvane is the 2nd-largest lender in Estmark.", "Corvane is the second-largest lender in Estmark.", Grounded, ReasonSupported},

		{"another place of a sequence", "Corvane finished third in the Estmark rally.", "Corvane finished second in the Estmark rally.", Unverified, ReasonMissingSignals},
	})
}

// TestRatePerOtherWhole checks that a source's amount per a whole written
// after "per" ("£1.45 per vote") is a rate, which grounds no claim of a
// total of that amount and contradicts no other total, while a claim of
// the rate is grounded by it, or by the figure with the whole written
// before it, and contradicted by another rate.
func TestRatePerOtherWhole(t *testing.T) {
	checkCodes(t, []codeCase{
		{"a total against a rate", "The Greens of Velmar spent £1.45 on the campaign.", "The Greens of Velmar spent £1.45 per vote.", Unverified, ReasonMissingSignals},
		{"another total against a rate", "The Greens of Velmar spent £2 on the campaign.", "The Greens of Velmar spent £1.45 per vote.", Unverified, ReasonMissingSignals},
		{"the rate", "The Greens of Velmar spent £1.45 per vote.", "The Greens of Velmar spent £1.45 per vote.", Grounded, ReasonSupported},
		{"the rate with the whole before", "The Greens of Velmar spent £1.45 per vote.", "The cost per vote of the Greens of Velmar was £1.45.", Grounded, ReasonSupported},
		{"another rate", "The Greens of Velmar spent £2 per vote.", "The Greens of Velmar spent £1.45 per vote.", Contradicted, ReasonNumberMismatch},
		{"a dividend drops its share", "Velmar Rail paid $3.", "Velmar Rail paid $3 per share.", Grounded, ReasonSupported},
	})
}
