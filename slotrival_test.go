package sourced

import "testing"

// TestSlotRival checks that a claim whose name or date the closest
// sentence puts another in the place of, after the same word and
// preposition, while the passage states the claim's in the place of
// another fact, is not grounded; and that a list, a name shortened, a
// wider place, an ordinal standing for the slot, and the claim's own in
// the slot leave it grounded. The sentences are written for this test.
func TestSlotRival(t *testing.T) {
	const plants = "Orion Motors builds its electric SUVs at a plant in Chattanooga, Tennessee. Its batteries are supplied by a factory in Monterrey, Mexico. The company is headquartered in Austin, Texas."
	checkCodes(t, []codeCase{
		{"a place of another fact", "Orion Motors builds its electric SUVs at a plant in Monterrey.", plants, Unverified, ReasonWordDiffers},
		{"a place of another fact in the same sentence", "The composer was born in Vienna in 1952.",
			"Born in Krakow in 1952, the composer studied at the conservatory in Vienna. She later taught in Montreal.", Unverified, ReasonWordDiffers},
		{"a year of another fact", "Dr. Ruth Abara founded the Abara Clinic in 1986.",
			"Dr. Ruth Abara was born in Accra. She received her medical degree in 1986. She founded the Abara Clinic in 1994.", Unverified, ReasonWordDiffers},
		{"the slot in another sentence than the closest", "Orion Motors is headquartered in Chattanooga, Tennessee.", plants, Unverified, ReasonWordDiffers},
		{"a year of another fact, no name", "The clinic was founded in 1986.",
			"The doctor received her medical degree in 1986. The clinic was founded in 1994.", Unverified, ReasonWordDiffers},
		{"a date of another fact", "Kestrel Airlines announced the new route on 15 June 2023.",
			"Kestrel Airlines announced the new route on 3 February 2023. The first flight departed on 15 June 2023.", Unverified, ReasonWordDiffers},
		{"a date of another fact whose slot word the claim holds in another role", "The first flight on the new route departed on 3 February 2023.",
			"Kestrel Airlines announced the new route on 3 February 2023. The first flight departed on 15 June 2023.", Unverified, ReasonWordDiffers},
		{"a slot told again after an adverb the claim holds", "The song was later recorded by Lena Hart.",
			"The song, written by Ada Moss, was first recorded by the Bellwethers in 1960 and later by Lena Hart.", Grounded, ReasonSupported},

		{"the claim's own place", "Orion Motors builds its electric SUVs at a plant in Chattanooga.", plants, Grounded, ReasonSupported},
		{"the claim's own in the slot of its own word", "Ruiz was convicted of tax evasion in 2020.",
			"Ruiz was indicted for tax evasion in 2019 and convicted in 2020.", Grounded, ReasonSupported},
		{"one of a list", "Bexley Foods has offices in Lyon.",
			"Bexley Foods has offices in Paris and Lyon. Its founder was born in Lyon.", Grounded, ReasonSupported},
		{"a name shortened", "Millions of people with Caribbean roots make their homes in the US.",
			"Millions of people with Caribbean roots make their homes in the United States. Many arrived in the US after 1965.", Grounded, ReasonSupported},
		{"a wider place in no slot", "Troops from Fort Bliss in Texas are deploying to the Gulf.",
			"Troops from Fort Bliss in El Paso are deploying to the Gulf, the Pentagon said of the Texas base.", Grounded, ReasonSupported},
		{"an ordinal for the slot", "Eubank is ranked eighth best middleweight by the Transnational Boxing Rankings Board.",
			"Eubank is ranked seventh best middleweight by The Ring magazine and eighth by the Transnational Boxing Rankings Board.", Grounded, ReasonSupported},
	})
	checkReasons(t, []reasonCase{
		{"Orion Motors builds its electric SUVs at a plant in Monterrey.", plants,
			`the source says "plant in Chattanooga" where the claim says "plant in Monterrey"`},
	})
}

// TestShortFor checks the names one of which is the other's initials.
func TestShortFor(t *testing.T) {
	for _, c := range []struct {
		a, b string
		want bool
	}{
		{"US", "United States", true},
		{"U.S.", "United States", true},
		{"United Kingdom", "UK", true},
		{"BB24", "Big Brother", true},
		{"Chattanooga", "Monterrey", false},
		{"USA", "United States", true},
		{"UAE", "United States", false},
		{"Britain", "UK", true},
		{"UK", "Great Britain", true},
		{"Britain", "France", false},
	} {
		if got := shortFor(c.a, c.b); got != c.want {
			t.Errorf("shortFor(%q, %q) = %v, want %v", c.a, c.b, got, c.want)
		}
	}
}
