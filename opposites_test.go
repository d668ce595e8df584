package sourced

import (
	"slices"
	"testing"
)

// TestOppositeSaid checks that a source sentence that holds the rest of a
// claim but says one of its words the other way, next to the same words,
// does not ground it — of degree, frequency, time, status, duty and the
// like — while the same word, a word of its own side, a weaker word for a
// stronger claim, a comparison from the other side, a negated claim, a
// claim that holds both words and an opposite word about something else in
// a long sentence leave it grounded. The sentences are written for this
// test.
func TestOppositeSaid(t *testing.T) {
	checkCodes(t, []codeCase{
		{"degree", "Greystone's profits fell sharply in 2023.", "Greystone's profits fell slightly in 2023.", Unverified, ReasonWordDiffers},
		{"frequency", "The Nexo app frequently crashes on Android phones.", "The Nexo app rarely crashes on Android phones.", Unverified, ReasonWordDiffers},
		{"permanence", "Iverson closed its Dover factory permanently.", "Iverson closed its Dover factory temporarily.", Unverified, ReasonWordDiffers},
		{"permanence, in a sentence other than the closest", "Aldric Hospital has hired eight permanent midwives for its maternity ward.",
			"Aldric Hospital reopened its maternity ward in March after a shortage of midwives. The hospital has hired eight temporary midwives for the ward.", Unverified, ReasonWordDiffers},
		{"a reported statement's tense", "Aldric Hospital has hired eight agency midwives.",
			"Aldric Hospital reopened its maternity ward in March. The hospital said it had hired eight agency midwives until permanent staff are recruited.", Grounded, ReasonSupported},
		{"continue and stop", "Vexa Systems will stop hiring software engineers.", "Vexa Systems said it would continue hiring software engineers.", Unverified, ReasonWordDiffers},
		{"continue and stop, the doer named otherwise", "Vexa Systems will also stop hiring software engineers.",
			"Vexa Systems said it would cut 300 jobs. The company said it would continue hiring software engineers.", Unverified, ReasonWordDiffers},
		{"season", "Sales of the Nova phone began in the spring.", "Sales of the Nova phone began in the autumn.", Unverified, ReasonWordDiffers},
		{"a shortlist for a win", "Lena Ortiz won the Booker Prize for Salt Harbour.", "Lena Ortiz was shortlisted for the Booker Prize for Salt Harbour.", Unverified, ReasonWordDiffers},
		{"advice for a mandate", "The CDC mandates masks on public transport.", "The CDC advises masks on public transport.", Unverified, ReasonWordDiffers},
		{"a comparison the other way", "The Lumo X2 is cheaper than the iPhone 15.", "The Lumo X2 is more expensive than the iPhone 15.", Unverified, ReasonWordDiffers},
		{"kin", "Kofi Mensah's father was president of Ghana.", "Kofi Mensah's uncle was president of Ghana.", Unverified, ReasonWordDiffers},
		{"a review's judgement", "The staff at Golden Fork is friendly.", "The staff at Golden Fork was rude.", Unverified, ReasonWordDiffers},
		{"a judgement beside another of its group", "Reviewers say the staff at Golden Fork is friendly.",
			"Several reviewers said the staff at Golden Fork was rude and inattentive.", Unverified, ReasonWordDiffers},
		{"a judgement in a clause of its own", "Reviewers say the staff at Golden Fork is friendly.",
			"Reviewers say the staff at Golden Fork was rude and the food was bland.", Unverified, ReasonWordDiffers},
		{"hated for loved", "The critic loved the dessert at Saffron House.",
			"The critic hated the dessert at Saffron House.", Unverified, ReasonWordDiffers},
		{"a judgement of another thing", "Reviewers say the staff at Golden Fork is friendly.",
			"Reviewers say the staff at Golden Fork is friendly, though the food is bland and the rooms are dirty.", Grounded, ReasonSupported},

		{"the same word", "Greystone's profits fell sharply in 2023.", "Greystone's profits fell sharply in 2023, the company said.", Grounded, ReasonSupported},
		{"a word of its own side", "Greystone's profits fell sharply in 2023.", "Greystone's profits fell steeply in 2023.", Grounded, ReasonSupported},
		{"a win for a shortlist", "Lena Ortiz was shortlisted for the Booker Prize.", "Lena Ortiz won the Booker Prize.", Grounded, ReasonSupported},
		{"a comparison from the other side", "Brenton's imports from China grew faster than its exports.", "Brenton's exports to China grew more slowly than its imports.", Grounded, ReasonSupported},
		{"a negated claim", "Iverson did not close its Dover factory permanently.", "Iverson did not close its Dover factory for good; it closed it temporarily.", Grounded, ReasonSupported},
		{"both words in the claim", "Greystone's profits fell sharply in 2023 after falling slightly in 2022.", "Greystone's profits fell sharply in 2023 after falling slightly in 2022.", Grounded, ReasonSupported},
		{"a converse place", "Lyon is south of Paris.", "Paris lies north of Lyon.", Grounded, ReasonSupported},
		{"an opposite of another time", "Sanctions on Marovia were lifted in 2016.", "Sanctions imposed on Marovia in 2012 were removed in 2016.", Grounded, ReasonSupported},
		{"an opposite in an aside", "Tran was selected for the Norland team on Friday.", "Tran, a candidate for the Norland team since 2020, was picked for the squad on Friday.", Grounded, ReasonSupported},
		{"an opposite about something else", "Osman fever often follows prior trauma.",
			"Fungi can rarely lead to this condition, but a history of prior trauma is typical in Osman fever.", Grounded, ReasonSupported},
	})
}

// TestComparisonSides checks that a comparison said the same way of the
// two things swapped does not ground the claim ("Corvus Bank is larger
// than Arden Bank" for "Arden Bank is larger than Corvus Bank"), nor the
// opposite comparative of the same two ("younger than" for "older
// than"), while the comparison said from the other side grounds it, and
// is no flip ("Corvus Bank is larger than Arden Bank" for "Arden Bank is
// smaller than Corvus Bank"). The sentences are written for this test.
func TestComparisonSides(t *testing.T) {
	checkCodes(t, []codeCase{
		{"the sides swapped", "Arden Bank is larger than Corvus Bank.", "Corvus Bank is larger than Arden Bank.", Unverified, ReasonWordDiffers},
		{"the sides swapped, a comparative of no cue", "Lisbon is warmer than Seville in July.", "Seville is warmer than Lisbon in July.", Unverified, ReasonWordDiffers},
		{"the opposite comparative", "Mira Tan is older than Jon Ruiz.", "Mira Tan is younger than Jon Ruiz.", Unverified, ReasonWordDiffers},

		{"the other side", "Arden Bank is smaller than Corvus Bank.", "Corvus Bank is larger than Arden Bank.", Grounded, ReasonSupported},
		{"the other side, two words", "Mount Orla is lower than Mount Vesk.", "Mount Vesk is higher than Mount Orla.", Grounded, ReasonSupported},
		{"the other side, a noun", "Corvin Air has fewer planes than Lanza Air.", "Lanza Air has more planes than Corvin Air.", Grounded, ReasonSupported},
		{"the other side, an opposite comparative", "Jon Ruiz is younger than Mira Tan.", "Mira Tan is older than Jon Ruiz.", Grounded, ReasonSupported},
		{"the same comparison", "Arden Bank is larger than Corvus Bank.", "Arden Bank is larger than Corvus Bank.", Grounded, ReasonSupported},
		{"kin from the other side", "Prince William is the older brother of Prince Harry.", "Prince Harry is the younger brother of Prince William.", Grounded, ReasonSupported},
		{"kin by whose", "Liam Gallagher is Noel Gallagher's younger brother.", "Noel Gallagher is Liam Gallagher's older brother.", Grounded, ReasonSupported},
		{"another comparative before the object", "The Falcon 9 is cheaper to launch than the Atlas V.", "The Atlas V costs more to launch than the Falcon 9.", Grounded, ReasonSupported},
	})
}

// TestPastSaid checks that a sentence that says in the past, and dates,
// what the claim says of now ("was headquartered in Geneva until 2015",
// "managed Benfica in the 1990s", "was formerly owned") does not ground
// it, while a past claim, an undated past and a present sentence ground
// it. The sentences are written for this test.
func TestPastSaid(t *testing.T) {
	checkCodes(t, []codeCase{
		{"was until", "Helios Bank is headquartered in Geneva.", "Helios Bank was headquartered in Geneva until 2015, when it moved to Zurich.", Unverified, ReasonWordDiffers},
		{"a verb in the past, dated", "Pedro Alves manages Benfica.", "Pedro Alves managed Benfica in the 1990s.", Unverified, ReasonWordDiffers},
		{"formerly", "The Orion Hotel is owned by Castell Group.", "The Orion Hotel was formerly owned by Castell Group, which sold it in 2016.", Unverified, ReasonWordDiffers},

		{"a past claim", "Pedro Alves managed Benfica in the 1990s.", "Pedro Alves managed Benfica in the 1990s.", Grounded, ReasonSupported},
		{"an undated past", "Helios Bank is headquartered in Geneva.", "Helios Bank was headquartered in Geneva, its founders said.", Grounded, ReasonSupported},
		{"the present", "Helios Bank is headquartered in Geneva.", "Helios Bank is headquartered in Geneva, where it was founded in 1901.", Grounded, ReasonSupported},
		{"the present perfect", "Mark Chen manages the Orbis Growth Fund.", "Mark Chen has managed the Orbis Growth Fund since 2010.", Grounded, ReasonSupported},
	})
}

// TestSidesOfFilter checks that the filters in front of the opposites'
// map let every word of it through, and rule out a word of none.
func TestSidesOfFilter(t *testing.T) {
	for w, sides := range oppositeWords {
		if got := sidesOf(w); !slices.Equal(got, sides) {
			t.Errorf("sidesOf(%q) = %v, want %v", w, got, sides)
		}
	}
	for _, w := range []string{"", "a", "table", "x-ray", "Sharply"} {
		if got := sidesOf(w); got != nil {
			t.Errorf("sidesOf(%q) = %v, want none", w, got)
		}
	}
}
