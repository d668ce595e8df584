package sourced

import "testing"

// TestFigureSideSwapped checks that a figure the closest sentence gives to
// the other side of a pair of kinds of people ("81.4 years for women")
// does not ground the claim that gives it to the first ("for men"), nor
// ages given to the other person, while the figure on its own side, the
// two sides each with its own figure, and a figure of no side ground it.
// The sentences are written for this test.
func TestFigureSideSwapped(t *testing.T) {
	const expectancy = "Health spending in Dovria rose last year. Life expectancy in Dovria is 81.4 years for women and 77.9 for men."
	const ages = "The storm closed 200 km of roads in Dovria. Two people, a 67-year-old man and a woman aged 81, died of hypothermia."
	checkCodes(t, []codeCase{
		{"women for men", "Life expectancy for men in Dovria is 81.4 years.", expectancy, Unverified, ReasonWordDiffers},
		{"ages swapped", "In Dovria, an 81-year-old man and a 67-year-old woman died of hypothermia.", ages, Unverified, ReasonWordDiffers},
		{"an age in a sentence other than the closest", "A 52-year-old woman was airlifted to hospital with frostbite after being stranded overnight on Mount Tarn.",
			"Two climbers were rescued from Mount Tarn on Tuesday after being stranded overnight in a storm. A 34-year-old woman was airlifted to hospital with frostbite, while her companion, a man aged 52, walked down with rescuers.",
			Unverified, ReasonWordDiffers},

		{"the figure's own side", "Life expectancy for women in Dovria is 81.4 years.", expectancy, Grounded, ReasonSupported},
		{"both sides, each its figure", "In Dovria, women live 81.4 years on average and men 77.9 years.", expectancy, Grounded, ReasonSupported},
		{"the ages as given", "In Dovria, a 67-year-old man and an 81-year-old woman died of hypothermia.", ages, Grounded, ReasonSupported},
		{"the figure given to both", "Life expectancy for men in Dovria is 81.4 years.",
			"Health spending in Dovria rose last year. Life expectancy in Dovria is 81.4 years for women. Men there can expect 81.4 years too.", Grounded, ReasonSupported},
		{"a side too far from the figure", "Women turned out at a higher rate than men in the Dovria local elections, by 58 percent to 54 percent.",
			"Turnout in the Dovria local elections was 58 percent among women and 54 percent among men.", Grounded, ReasonSupported},
		{"no side", "Health spending in Dovria rose, and life expectancy there is 81.4 years.", expectancy, Grounded, ReasonSupported},
	})
	checkReasons(t, []reasonCase{
		{"Life expectancy for men in Dovria is 81.4 years.", expectancy, `the source says "women" where the claim says "men"`},
	})
}

// TestFigureCueAgainst checks that a change the passage states only after
// a cue the other way ("food costs fell 2 percent") does not ground the
// claim's ("food costs climbed 2 percent"), while the change stated its
// way, or a figure of no change, grounds it. The
// sentences are written for this test.
func TestFigureCueAgainst(t *testing.T) {
	const grill = "Emberline Grill said same-store sales rose 8 percent in the first half of the year. Its food costs, by contrast, fell 2 percent as beef prices eased."
	checkCodes(t, []codeCase{
		{"climbed for fell", "Emberline Grill's same-store sales rose 8 percent in the first half, while its food costs climbed 2 percent.", grill,
			Unverified, ReasonWordDiffers},

		{"fell for fell", "Emberline Grill's same-store sales rose 8 percent in the first half, while its food costs fell 2 percent.", grill,
			Grounded, ReasonSupported},
		{"the figure as no change", "Emberline Grill's same-store sales rose 8 percent in the first half, and 2 percent of its costs went on beef.",
			grill + " Beef made up 2 percent of its costs.", Grounded, ReasonSupported},
	})
}
