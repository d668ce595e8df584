package sourced

import "testing"

// TestWordOfContrast checks that a sentence stating the claim's figure
// with a word of contrast bound to it in place of the claim's ("injured
// 12" for "killed 12") does not ground the claim, while a sentence that
// words the same fact otherwise, or binds the claim's own word to the
// figure, still does. The sentences are written for this test.
func TestWordOfContrast(t *testing.T) {
	checkCodes(t, []codeCase{
		// Caught: the word bound to the figure is of contrast.
		{"verb before", "The flood in Dorvan killed 14 people.", "The flood in Dorvan injured 14 people.", Unverified, ReasonWordDiffers},
		{"noun before", "Orvale posted a profit of $4 million.", "Orvale posted a loss of $4 million.", Unverified, ReasonWordDiffers},
		{"past a name", "The court convicted Harlow on 5 counts.", "The court acquitted Harlow on 5 counts.", Unverified, ReasonWordDiffers},
		{"past a determiner", "The council bought the $9 million site.", "The council sold the $9 million site.", Unverified, ReasonWordDiffers},
		{"a trade told from the buyer's side", "Beta bought the unit from Acme for $2 billion.",
			"Acme sold the unit to Beta for $2 billion.", Grounded, ReasonSupported},
		{"a trade told from the seller's side, passive", "Pixar was sold to Disney for $7.4 billion.",
			"Disney bought Pixar for $7.4 billion.", Grounded, ReasonSupported},
		{"a trade with the parties' roles swapped", "Acme bought the unit from Beta for $2 billion.",
			"Acme sold the unit to Beta for $2 billion.", Contradicted, ReasonRolesSwapped},
		{"the subject of a change", "Brelland's exports rose by 6% to 40 tonnes of grain.", "Brelland's imports rose by 6% to 40 tonnes of grain.", Unverified, ReasonWordDiffers},
		{"the thing a change is of", "Orvale's annual revenue grew 5% in 2021 after the merger.", "Orvale's annual profit grew 5% in 2021 after the merger.", Unverified, ReasonWordDiffers},
		{"passive verb after", "In Dorvan, 14 people were killed by the flood.", "In Dorvan, 14 people were injured by the flood.", Unverified, ReasonWordDiffers},
		{"counted noun", "Orvale hired 30 women last spring.", "Orvale hired 30 men last spring.", Unverified, ReasonWordDiffers},
		{"the claim's word bound to another figure", "The flood in Dorvan killed 14 people.", "The flood in Dorvan injured 14 people and killed 2 more.", Unverified, ReasonOtherSubject},
		// Kept: the same fact worded otherwise, or the claim's word elsewhere.
		{"a hedge of two words is no bound word", "Tolvar opened 40 galleries.", "Tolvar has close to 40 galleries.", Grounded, ReasonSupported},
		{"another word for the same fact", "The flood in Dorvan killed 14 people.", "Fourteen people died in the Dorvan flood.", Grounded, ReasonSupported},
		{"passive", "The flood in Dorvan killed 14 people.", "14 people were killed by the flood in Dorvan.", Grounded, ReasonSupported},
		{"a word of no contrast", "The flood in Dorvan killed 14 people.", "The flood in Dorvan claimed 14 people.", Grounded, ReasonSupported},
		{"noun after the figure", "Orvale had revenue of $4 million.", "Orvale had $4 million in revenue.", Grounded, ReasonSupported},
		{"passive sale", "Orvale sold 40 units in March.", "In March, 40 units were sold by Orvale.", Grounded, ReasonSupported},
		{"a contrast in another clause", "The flood in Dorvan killed 14 people.", "The flood in Dorvan killed 14 people and injured dozens.", Grounded, ReasonSupported},
		{"a contrast past a comma", "Orvale posted a profit of $4 million.", "Orvale posted a profit of $4 million, its first since a loss in 2019.", Grounded, ReasonSupported},
		{"a year", "Orvale opened in 1998.", "Orvale closed in 1998.", Unverified, ReasonLowCoverage},
		{"figures swapped between two things", "Orvale revenue rose 8 percent and profit rose 12 percent.",
			"Orvale revenue rose 12 percent and profit rose 8 percent.", Unverified, ReasonWordDiffers},
		{"the same pairing", "Orvale profit rose 8 percent.", "Orvale revenue rose 12 percent and profit rose 8 percent.", Grounded, ReasonSupported},
		{"a noun after its figure", "Orvale revenue rose 8 percent.", "Orvale reported an 8 percent rise in revenue.", Grounded, ReasonSupported},
	})
	checkReasons(t, []reasonCase{
		{"Orvale posted a profit of $4 million.", "Orvale posted a loss of $4 million.",
			`the source states $4 million with "loss" where the claim says "profit"`},
	})
}

// TestWordOfContrastByDateOrName checks that a word of contrast bound to a
// date or a name, not an amount, keeps a sentence from grounding the claim
// only when it is bound the same way: past the same names, with the same
// word on its far side ("Harlow left Corvex" is not "Harlow joined Tessant,
// leaving Corvex"). The sentences are written for this test.
func TestWordOfContrastByDateOrName(t *testing.T) {
	checkCodes(t, []codeCase{
		// Caught: the same link with a word of contrast.
		{"a year past a name", "Mara Harlow left Corvex in 2015.", "Mara Harlow joined Corvex in 2015 as an engineer.", Unverified, ReasonWordDiffers},
		{"the other way", "Mara Harlow joined Corvex in 2015.", "Mara Harlow left Corvex in 2015 after a decade.", Unverified, ReasonWordDiffers},
		{"a year", "The Tarn Canal project ended in 1939.", "The Tarn Canal project began in 1939 when Velmark funded it.", Unverified, ReasonWordDiffers},
		{"a name", "The bill failed in the Senate by 52 votes to 48.", "The bill passed the Senate by 52 votes to 48.", Unverified, ReasonWordDiffers},
		{"a name's possession", "Harlow's daughters attended the ceremony in Dorvan.", "Harlow's sons attended the ceremony in Dorvan.", Unverified, ReasonWordDiffers},
		{"a place", "Heavy rain flooded northern Dorvan on Monday.", "Heavy rain flooded southern Dorvan on Monday.", Unverified, ReasonWordDiffers},
		{"one of two years", "Osric joined the band in 2004.", "Osric left the band in 2004 and rejoined it in 2010.", Unverified, ReasonWordDiffers},
		{"a year of another fact of the sentence", "The Tarn museum closed in 1998.", "The Tarn museum opened in 1998, closed for repairs in 2005 and reopened in 2007.", Unverified, ReasonWordDiffers},
		// Kept: the word bound otherwise, or the claim's word held.
		{"past another name", "Mara Harlow left Tessant in 2015.", "Mara Harlow joined Corvex in 2015, leaving Tessant after a decade.", Grounded, ReasonSupported},
		{"another far word", "Mara Harlow left Tessant before joining Corvex.", "After leaving Tessant, Mara Harlow joined Corvex in 2015.", Unverified, ReasonDirectionDiffers},
		{"the claim's word held", "The Tarn Canal project ended in 1945.", "The Tarn Canal project began in 1939 and ended in 1945.", Grounded, ReasonSupported},
		{"a clause of its own", "Osric rejoined the band in 2010.", "Osric left the band in 2004 and rejoined it in 2010.", Grounded, ReasonSupported},
		{"a word of no contrast", "Heavy rain flooded Dorvan on Monday.", "Heavy rain flooded southern Dorvan on Monday.", Grounded, ReasonSupported},
		{"a subject's second verb", "Lena Osric finished her tour in Dorvan in December 2024.", "Lena Osric started her tour in Tessant in March 2023 and finished it in Dorvan in December 2024.", Grounded, ReasonSupported},
		{"a relative clause", "Lena Osric left Tessant in 2019.", "Lena Osric, who quit Tessant in 2019, joined Corvex the same year.", Grounded, ReasonSupported},
	})
	checkReasons(t, []reasonCase{
		{"The bill failed in the Senate by 52 votes to 48.", "The bill passed the Senate by 52 votes to 48.",
			`the source says "passed" of Senate where the claim says "failed"`},
	})
}

// TestContrast checks the table of words of contrast: words of different
// lists of one group contrast, words of one list or of no list do not.
func TestContrast(t *testing.T) {
	tests := []struct {
		a, b string
		want bool
	}{
		{"killed", "injured", true},
		{"deaths", "injuries", true},
		{"deaths", "births", true},
		{"profit", "loss", true},
		{"sold", "bought", true},
		{"killed", "died", false},
		{"killed", "births", false},
		{"profit", "profits", false},
		{"killed", "claimed", false},
		{"north", "west", true},
		{"joined", "left", true},
		{"began", "ended", true},
		{"passed", "failed", true},
		{"joined", "rejoined", false},
	}
	for _, tt := range tests {
		if got := contrast(tt.a, tt.b); got != tt.want {
			t.Errorf("contrast(%q, %q) = %v, want %v", tt.a, tt.b, got, tt.want)
		}
	}
}
