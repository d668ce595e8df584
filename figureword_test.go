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
	})
	checkReasons(t, []reasonCase{
		{"Orvale posted a profit of $4 million.", "Orvale posted a loss of $4 million.",
			`the source states $4 million with "loss" where the claim says "profit"`},
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
	}
	for _, tt := range tests {
		if got := contrast(tt.a, tt.b); got != tt.want {
			t.Errorf("contrast(%q, %q) = %v, want %v", tt.a, tt.b, got, tt.want)
		}
	}
}
