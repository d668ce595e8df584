package sourced

import "testing"

// TestRespectivelySwapped checks that a claim that pairs its two names
// with a list's items "respectively" is not grounded by a passage that
// pairs them the other way round, in one sentence's clauses or in two
// sentences, and is by one that pairs them the claim's way. The sentences
// are written for this test.
func TestRespectivelySwapped(t *testing.T) {
	checkCodes(t, []codeCase{
		{"places the other way, in two clauses", "Helios Mart and Greenbay Foods are based in Denver and Tucson, respectively.",
			"Helios Mart is based in Tucson, while Greenbay Foods is headquartered in Denver.", Unverified, ReasonWordDiffers},
		{"titles the other way, in two sentences", "Otis Brandt and Maya Keel were promoted to vice president and director, respectively.",
			"Otis Brandt was promoted to director. Maya Keel was promoted to vice president.", Unverified, ReasonWordDiffers},

		{"places the claim's way", "Helios Mart and Greenbay Foods are based in Tucson and Denver, respectively.",
			"Helios Mart is based in Tucson, while Greenbay Foods is headquartered in Denver.", Grounded, ReasonSupported},
		{"titles the claim's way", "Otis Brandt and Maya Keel were promoted to director and vice president, respectively.",
			"Otis Brandt was promoted to director, and Maya Keel was promoted to vice president.", Grounded, ReasonSupported},
		{"the source's own respectively", "Helios Mart and Greenbay Foods are based in Tucson and Denver, respectively.",
			"Helios Mart and Greenbay Foods are based in Tucson and Denver, respectively.", Grounded, ReasonSupported},
		{"the pairs as the claim's, and the other item of one name elsewhere", "Helios Mart and Greenbay Foods are based in Denver and Tucson, respectively.",
			"Helios Mart and Greenbay Foods are based in Denver and Tucson, respectively. Greenbay Foods opened a store in Denver.", Grounded, ReasonSupported},
	})
	checkReasons(t, []reasonCase{
		{"Helios Mart and Greenbay Foods are based in Denver and Tucson, respectively.",
			"Helios Mart is based in Tucson, while Greenbay Foods is headquartered in Denver.",
			`the source says "Tucson" of Helios Mart where the claim says "Denver"`},
	})
}

// TestJointOtherwise checks that a claim that says one thing of two names
// joined by "and" is not grounded by a passage that says the other way of
// one of them, on the claim's axis or its trend's other (a drop for
// higher), and is by one that says it of both. The sentences are written
// for this test.
func TestJointOtherwise(t *testing.T) {
	checkCodes(t, []codeCase{
		{"a drop for higher", "Both Kovac Labs and Strand Bio reported higher revenue.",
			"Kovac Labs reported higher revenue in the quarter. Strand Bio reported a drop in revenue.", Unverified, ReasonWordDiffers},
		{"fell for rose", "Kovac Labs and Strand Bio saw their shares rise on Monday.",
			"Kovac Labs saw its shares rise on Monday, while Strand Bio shares fell.", Unverified, ReasonWordDiffers},

		{"both the claim's way", "Both Kovac Labs and Strand Bio reported higher revenue.",
			"Kovac Labs reported higher revenue in the quarter. Strand Bio also reported higher revenue.", Grounded, ReasonSupported},
		{"one name alone", "Kovac Labs reported higher revenue.",
			"Kovac Labs reported higher revenue in the quarter. Strand Bio reported a drop in revenue.", Grounded, ReasonSupported},
		{"one name's fall of another thing", "Both Kovac Labs and Strand Bio reported higher revenue.",
			"Kovac Labs and Strand Bio reported higher revenue. Strand Bio shares fell.", Grounded, ReasonSupported},
	})
}

// TestJointThingsOtherwise checks that two things joined before a cue
// ("burglaries and car thefts both fell") are not stated by a passage
// that says one of them went the other way in a sentence of its own,
// while a passage that says both went the claim's way, or says the other
// way of something else, grounds the claim. The sentences are written for
// this test.
func TestJointThingsOtherwise(t *testing.T) {
	const claim = "Reported burglaries and car thefts both fell in Dunmore in the first quarter."
	checkCodes(t, []codeCase{
		{"rose for fell", claim, "Dunmore police said reported burglaries fell 15 percent in the first quarter. Car thefts rose 4 percent over the same period.",
			Unverified, ReasonWordDiffers},
		{"rose for fell, without both", "Burglaries and car thefts fell in Dunmore in the first quarter.",
			"Dunmore police said burglaries fell 15 percent in the first quarter. Car thefts rose 4 percent over the same period.", Unverified, ReasonWordDiffers},

		{"both the claim's way", claim, "Dunmore police said reported burglaries fell 15 percent in the first quarter. Car thefts also fell, by 4 percent.",
			Grounded, ReasonSupported},
		{"another thing the other way", claim,
			"Dunmore police said reported burglaries and car thefts fell in the first quarter. Shoplifting rose 4 percent over the same period.", Grounded, ReasonSupported},
	})
	checkReasons(t, []reasonCase{
		{claim, "Dunmore police said reported burglaries fell 15 percent in the first quarter. Car thefts rose 4 percent over the same period.",
			`the source says "rose" of car thefts where the claim says "fell"`},
	})
}
