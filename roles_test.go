package sourced

import (
	"testing"

	"github.com/sourced-dev/sourced/internal/signals"
)

// TestRolesSwapped checks that a claim whose two names either side of a
// verb a source sentence gives the other roles, in the active or the
// passive on either side, is contradicted, and that the same roles, a
// verb of a relation that runs both ways, and what the rule leaves alone
// (a comma, a noun or a modal between the names, a sentence that states the verb twice) are not, nor is
// the converse verb ("borrowed" of "lent") with the names the other way round; TestLinkVerb
// checks the words that link two names. The
// sentences are written for this test.
func TestRolesSwapped(t *testing.T) {
	checkCodes(t, []codeCase{
		// The other roles.
		{"active against active", "Tolvar acquired Merrin in 2018.",
			"Merrin acquired Tolvar in 2018.", Contradicted, ReasonRolesSwapped},
		{"what was sold, and to whom", "Kessler Labs sold its vaccine unit to Nivon Pharma last year.",
			"Nivon Pharma sold its vaccine unit to Kessler Labs last year.", Contradicted, ReasonRolesSwapped},
		{"a lawsuit, and against whom", "Kessler Labs filed a lawsuit against Nivon Pharma in March.",
			"Nivon Pharma filed a lawsuit against Kessler Labs in March.", Contradicted, ReasonRolesSwapped},
		{"a score, the articles", "The Harriers beat the Comets 88-79.",
			"The Comets beat the Harriers 88-79.", Contradicted, ReasonRolesSwapped},
		{"active against passive", "Tolvar acquired Merrin in 2018.",
			"In 2018, Tolvar was acquired by Merrin.", Contradicted, ReasonRolesSwapped},
		{"what was agreed to be done", "Linden Packaging agreed to buy Harrow Group for $220 million.",
			"Harrow Group agreed to buy Linden Packaging for $220 million.", Contradicted, ReasonRolesSwapped},
		{"what was agreed, the roles the claim's", "Harrow Group agreed to buy Linden Packaging for $220 million.",
			"Harrow Group agreed to buy Linden Packaging for $220 million.", Grounded, ReasonSupported},
		{"passive against active", "Tolvar was acquired by Merrin in 2018.",
			"Tolvar acquired Merrin in 2018.", Contradicted, ReasonRolesSwapped},
		{"passive against passive, an irregular participle", "Ostrow was beaten by Kessel in the semifinal.",
			"Kessel was beaten by Ostrow in the semifinal.", Contradicted, ReasonRolesSwapped},
		{"an irregular past against its participle", "Tolvar bought Merrin in 2018.",
			"Tolvar was bought by Merrin in 2018.", Contradicted, ReasonRolesSwapped},
		{"what was done, toward the other", "Brelland imposed tariffs on Tolva in 2018.",
			"Tolva imposed tariffs on Brelland in 2018.", Contradicted, ReasonRolesSwapped},
		{"what was done, against the other", "Tolvar filed suit against Merrin in 2021.",
			"Merrin filed suit against Tolvar in 2021.", Contradicted, ReasonRolesSwapped},
		{"what was done, the roles kept", "Brelland imposed tariffs on Tolva in 2018.",
			"In 2018, Brelland imposed tariffs on Tolva.", Grounded, ReasonSupported},
		{"auxiliaries and an adverb", "Tolvar has quietly sued Merrin over the patent.",
			"Merrin has quietly sued Tolvar over the patent.", Contradicted, ReasonRolesSwapped},
		{"names of several words", "The Bank of Tolvar acquired Merrin Trust in 2018.",
			"Merrin Trust acquired the Bank of Tolvar in 2018.", Contradicted, ReasonRolesSwapped},
		{"a progressive", "Tolvar is suing Merrin over the patent.",
			"Merrin is suing Tolvar over the patent.", Contradicted, ReasonRolesSwapped},
		{"another tense of the verb", "Ostrow succeeded Kessel as chair.",
			"Kessel succeeds Ostrow as chair.", Contradicted, ReasonRolesSwapped},
		{"a name after a preposition", "Tolvar acquired Merrin in 2018.",
			"A unit of Merrin acquired Tolvar in 2018.", Contradicted, ReasonRolesSwapped},
		{"a figure of what was lent", "Velt Ltd lent $3 million to Kora Bank in 2019.",
			"Kora Bank lent $3 million to Velt Ltd in 2019.", Contradicted, ReasonRolesSwapped},
		{"a stake, and in whom", "Merrin acquired a 40% stake in Tolvar.",
			"Tolvar acquired a 40% stake in Merrin.", Contradicted, ReasonRolesSwapped},
		{"the converse verb, the claim's roles", "Kora Bank borrowed $3 million from Velt Ltd.",
			"Kora Bank lent $3 million to Velt Ltd.", Contradicted, ReasonRolesSwapped},
		{"the converse verb of an acquisition", "Halden acquired the patents from Corlan.",
			"Halden sold the patents to Corlan.", Contradicted, ReasonRolesSwapped},
		{"the converse verb of a gift", "Tolvar received a $5,000 grant from Merrin.",
			"In May, Tolvar gave a $5,000 grant to Merrin.", Contradicted, ReasonRolesSwapped},
		{"the roles in the next sentence of the passage", "Ostrow replaced Kessel as coach.",
			"The club changed coaches in May. Kessel replaced Ostrow as coach.", Contradicted, ReasonRolesSwapped},

		// The same roles.
		{"the same roles", "Tolvar acquired Merrin in 2018.",
			"Tolvar acquired Merrin in 2018.", Grounded, ReasonSupported},
		{"the same roles in the passive", "Tolvar acquired Merrin in 2018.",
			"In 2018, Merrin was acquired by Tolvar.", Grounded, ReasonSupported},
		{"the claim's passive, the source's active", "Merrin was acquired by Tolvar in 2018.",
			"Tolvar acquired Merrin in 2018.", Grounded, ReasonSupported},
		{"the converse verb, the other roles", "Velt Ltd borrowed $3 million from Kora Bank.",
			"Kora Bank lent $3 million to Velt Ltd.", Grounded, ReasonSupported},
		{"each way in two sentences", "Ostrow beat Kessel in the final.",
			"Kessel beat Ostrow in the semifinal. Ostrow beat Kessel in the final.", Grounded, ReasonSupported},

		// A relation that runs both ways.
		{"met", "Ostrow met Kessel in Geneva.", "Kessel met Ostrow in Geneva.", Grounded, ReasonSupported},
		{"married", "Ostrow married Kessel in 2011.", "Kessel married Ostrow in 2011.", Grounded, ReasonSupported},
		{"merged with", "Tolvar merged with Merrin in 2018.", "Merrin merged with Tolvar in 2018.", Grounded, ReasonSupported},
		{"partnered with", "Tolvar partnered with Merrin on the bridge.",
			"Merrin partnered with Tolvar on the bridge.", Grounded, ReasonSupported},
		{"played", "The Harriers played the Comets on Sunday.", "The Comets played the Harriers on Sunday.", Grounded, ReasonSupported},
		{"faced", "Ostrow faced Kessel in the final.", "Kessel faced Ostrow in the final.", Grounded, ReasonSupported},
		{"tied with", "Ostrow tied with Kessel for second.", "Kessel tied with Ostrow for second.", Grounded, ReasonSupported},
		{"both as subjects", "Tolvar and Merrin signed the accord.", "Merrin and Tolvar signed the accord.", Grounded, ReasonSupported},

		// What the rule leaves alone.
		{"a clause between the names", "Tolvar sued Merrin over the patent.",
			"Merrin, which Tolvar sued over the patent, lost.", Grounded, ReasonSupported},
		{"the verb twice in the sentence", "Tolvar sued Merrin over the patent.",
			"Merrin sued Tolvar over the patent after Tolvar had first sued Merrin.", Grounded, ReasonSupported},
		{"the verb in another shape in the passage", "Tolvar sued Merrin over the patent.",
			"Merrin sued Tolvar over the patent. Tolvar, in turn, sued Merrin over the patent.", Grounded, ReasonSupported},
		{"a noun between the names", "Tolvar chairman Ostrow praised the plan.",
			"Ostrow chairman Tolvar praised the plan.", Grounded, ReasonSupported},
		{"a modal", "Tolvar could acquire Merrin.", "Merrin could acquire Tolvar.", Grounded, ReasonSupported},
		{"a verb of naming", "The emperor Ostrow named Kessel heir.", "The emperor Kessel named Ostrow heir.", Grounded, ReasonSupported},
		{"the converse verb of what was bought, no party", "Acme acquired Beta in 2015.",
			"Acme acquired Beta in 2015. Acme sold Beta to Gamma in 2020.", Grounded, ReasonSupported},
		{"bought, later sold on", "Acme bought Beta in 2015.",
			"Acme bought Beta in 2015 for $3 billion. In 2020 Acme sold Beta to Gamma.", Grounded, ReasonSupported},
		{"sold, bought before", "Acme sold Beta in 2020.",
			"Acme bought Beta in 2010. Acme sold Beta in 2020.", Grounded, ReasonSupported},
		{"a stake bought, then sold", "Merrin acquired a 40% stake in Tolvar.",
			"Merrin acquired a 40% stake in Tolvar in 2019. Merrin sold a 40% stake in Tolvar in 2022.", Grounded, ReasonSupported},
		{"the other roles, but not every signal", "Tolvar acquired Merrin in Ohio.",
			"Merrin acquired Tolvar in Texas.", Unverified, ReasonMissingSignals},
	})
}

// TestRolesSwappedReason checks that the reason of a swap quotes the
// source's words that give the names their roles, and the claim's.
func TestRolesSwappedReason(t *testing.T) {
	checkReasons(t, []reasonCase{
		{"Tolvar acquired Merrin in 2018.", "In 2018, Tolvar was acquired by Merrin.",
			`the source gives the names the other roles: it says "Tolvar was acquired by Merrin" where the claim says "Tolvar acquired Merrin"`},
		{"The Harriers beat the Comets 88-79.", "The Comets beat the Harriers 88-79.",
			`the source gives the names the other roles: it says "Comets beat the Harriers" where the claim says "Harriers beat the Comets"`},
	})
}

// TestDoerElsewhere checks that a passage whose closest sentence says
// what the claim's subject did of another name, the subject named only in
// another sentence, or of another the subject is named only as the
// possessor of, or of another name where the subject's own place of the
// verb is done to another thing, or has another name say what the claim
// has its subject say, does not ground the claim, while a
// pronoun, the
// subject's own name or a part of it, a description, a verb in a title
// and a name written whole elsewhere in the passage still let it. The
// sentences are written for this test.
func TestDoerElsewhere(t *testing.T) {
	const club = "Coach Diego Ramos led Atletico Sur to the league title in 2022. The team's captain, Lucas Ferreira, scored 19 goals that season. Ramos had previously managed Club Norte for four years. Ferreira was named player of the year."
	checkCodes(t, []codeCase{
		{"another did it, past an auxiliary and an adverb", "Lucas Ferreira had previously managed Club Norte for four years.", club, Unverified, ReasonOtherSubject},
		{"another had it done, past a passive's be", "Diego Ramos was named player of the year.",
			"Coach Diego Ramos led Atletico Sur to the league title in 2022. The team's captain, Lucas Ferreira, scored 19 goals that season. Ferreira was named player of the year.", Unverified, ReasonOtherSubject},
		{"the subject did it, past an auxiliary", "Diego Ramos had previously managed Club Norte for four years.", club, Grounded, ReasonSupported},
		{"another did it, an aside after its name", "Tom Reyes wants to cut bus fares.",
			"Tom Reyes and Elena Vasquez are running for mayor. Reyes, a former police chief, has promised to hire 200 new officers. Vasquez, a schoolteacher, wants to cut bus fares.", Unverified, ReasonOtherSubject},
		{"the subject did it, an aside after its name", "Elena Vasquez wants to cut bus fares.",
			"Tom Reyes and Elena Vasquez are running for mayor. Vasquez, a schoolteacher, wants to cut bus fares.", Grounded, ReasonSupported},
		{"a day before the verb", "The Harlow agency initially reported a power fault.",
			"The Harlow agency on Wednesday initially reported a power fault at the plant.", Grounded, ReasonSupported},
		{"another said it, the claim's subject in an aside", "Marisol Quenby, the finance director, said the budget gap would close by spring.",
			"At the meeting, finance director Marisol Quenby presented the figures. Mayor Derrick Fallow said the budget gap would close by spring.", Unverified, ReasonOtherSubject},
		{"another said it, named in an aside", "Torvane Systems said the outage was caused by a faulty power supply.",
			"Torvane Systems confirmed a four-hour outage on Friday. An independent analyst, Pia Lendrum, said the outage was caused by a faulty power supply.", Unverified, ReasonOtherSubject},
		{"another said it, after the words", "Rhea Banerjee said profits would rise.",
			"Profits would rise, said Tom Lee, while Rhea Banerjee was cautious.", Unverified, ReasonOtherSubject},
		{"another said it, the name before the verb after the words", "Rhea Banerjee said profits would rise.",
			"Profits would rise, Tom Lee said, while Rhea Banerjee was cautious.", Unverified, ReasonOtherSubject},
		{"another said it, an aside after the name", "Rhea Banerjee said profits would rise.",
			"Tom Lee, the chief executive, said profits would rise, while Rhea Banerjee was cautious.", Unverified, ReasonOtherSubject},
		{"another said the quote, the claim's words around it", "Dr. Pablo Reyes said the seagrass decline was 'faster than any model predicted'.",
			"Researchers published the seagrass study on Monday. Dr. Mina Farrow, the lead author, said the decline was 'faster than any model predicted'. Her co-author, Dr. Pablo Reyes, cautioned that the sample covered only two bays.", Unverified, ReasonOtherSubject},
		{"the subject said the quote, the claim's words around it", "Dr. Mina Farrow said the seagrass decline was 'faster than any model predicted'.",
			"Researchers published the seagrass study on Monday. Dr. Mina Farrow, the lead author, said the decline was 'faster than any model predicted'. Her co-author, Dr. Pablo Reyes, cautioned that the sample covered only two bays.", Grounded, ReasonSupported},
		{"another said it, the subject after a title", "Health commissioner Dr. Sana Whitlock said the contamination came from a broken main.",
			"Health commissioner Dr. Sana Whitlock urged residents to boil tap water. Utility director Frank Ollis said the contamination came from a broken main.", Unverified, ReasonOtherSubject},
		{"the subject said it, after a title", "Utility director Frank Ollis said the contamination came from a broken main.",
			"Health commissioner Dr. Sana Whitlock urged residents to boil tap water. Utility director Frank Ollis said the contamination came from a broken main.", Grounded, ReasonSupported},
		{"the subject said it, an aside with a name", "Rhea Banerjee said profits would rise.",
			"Rhea Banerjee, finance director of Lee & Co, said profits would rise.", Grounded, ReasonSupported},
		{"the subject among those who said it", "Rhea Banerjee said profits would rise.",
			"Rhea Banerjee and Tom Lee said profits would rise.", Grounded, ReasonSupported},
		{"the subject said it, named in an aside", "Yara Delmont said the painting was authentic.",
			"The museum's curator, Yara Delmont, said the painting was authentic. A visiting expert, Caius Brand, disagreed.", Grounded, ReasonSupported},
		{"the subject said it, another said more", "Yara Delmont said the painting was authentic.",
			"Yara Delmont said the painting was authentic. Caius Brand said it was a forgery.", Grounded, ReasonSupported},
		{"another name led", "Dr. Mara Harlow led the trial at Corvex Hospital.",
			"Dr. Lena Osric led the trial at Corvex Hospital. Dr. Mara Harlow wrote the protocol.", Unverified, ReasonOtherSubject},
		{"another firm acquired", "Beta acquired Tessant in a deal announced Monday.",
			"Acme acquired Tessant in a deal announced Monday. Beta had also bid for the company.", Unverified, ReasonOtherSubject},
		{"a relative of the same surname", "Tomas Osric founded Corvex in Dorvan.",
			"Lena Osric founded Corvex in Dorvan. Her brother Tomas Osric later joined as chief engineer.", Unverified, ReasonOtherSubject},

		{"the subject's deputy", "Marta Olsen announced the Delmont deal on Monday.",
			"Marta Olsen's deputy announced the Delmont deal on Monday.", Unverified, ReasonOtherSubject},
		{"the subject's son", "Senator Paula Greer was arrested in Brenna.",
			"The son of Senator Paula Greer was arrested in Brenna.", Unverified, ReasonOtherSubject},

		{"what another's verb is done to", "Corvix causes nausea in some patients.",
			"Lumexin causes nausea in some patients, while Corvix causes headaches.", Unverified, ReasonOtherSubject},
		{"whom another hired", "Corvex hired Lena Osric.", "Tessant hired Lena Osric in 2010, and Corvex hired Mara Harlow in 2012.", Unverified, ReasonOtherSubject},
		{"what another called it", "Dana Holt called the merger a historic mistake.",
			"Ivo Dane called the merger a historic mistake, while Dana Holt praised it.", Unverified, ReasonOtherSubject},
		{"who reported revenue", "Orvane Corp reported record quarterly revenue in Norland.",
			"Delmont Inc reported record quarterly revenue in Norland, while Orvane Corp cut jobs.", Unverified, ReasonOtherSubject},
		{"the subject does it again", "Tolvar opened new depots in Dorvan.", "Tolvar's rival Merrin opened new depots in Dorvan, as did Tolvar.", Grounded, ReasonSupported},

		{"the subject's own object", "Corvix causes headaches in some patients.",
			"Lumexin causes nausea in some patients, while Corvix causes headaches.", Grounded, ReasonSupported},
		{"subjects listed", "Mara Harlow founded Corvex in Dorvan.", "Lena Osric and Mara Harlow founded Corvex in Dorvan in 2004.", Grounded, ReasonSupported},
		{"another doer listed with a pronoun", "Jane Roe signed the contract on Monday.",
			"Jane Roe is the Hawks' new coach. She and general manager Tom Bell signed the contract on Monday.", Grounded, ReasonSupported},
		{"the claim's object listed after the subject's", "Halden Motors acquired Zephra in 2018.",
			"Halden Motors acquired Orion in 2015 and Zephra in 2018, and Kiro Group acquired Zephra in 2022.", Grounded, ReasonSupported},
		{"the subject's own object a pronoun", "Okafor called the plan a costly mistake.",
			"Varga called the plan a bold gamble, while Okafor called it a costly mistake.", Grounded, ReasonSupported},
		{"the subject's own clause", "Marta Olsen announced the Delmont deal on Monday.",
			"Marta Olsen announced the Delmont deal on Monday, and her deputy signed it.", Grounded, ReasonSupported},
		{"a possessive subject", "Corvex's chief executive, Mara Harlow, announced the deal on Monday.",
			"Corvex's chief executive, Mara Harlow, announced the deal on Monday.", Grounded, ReasonSupported},
		{"a pronoun", "Dr. Lena Osric led the trial at Corvex Hospital.",
			"Dr. Lena Osric joined Corvex Hospital in 2010. She led the trial at Corvex Hospital.", Grounded, ReasonSupported},
		{"the subject named in the sentence", "Mara Harlow founded Corvex in Dorvan.",
			"Lena Osric and Mara Harlow founded Corvex in Dorvan in 2004.", Grounded, ReasonSupported},
		{"a part of the subject's name", "Paddy Flynn scored again after the restart, just before the break.",
			"Tessant signed Paddy Flynn in May. After the restart, Flynn scored again just before the break.", Grounded, ReasonSupported},
		{"a description", "Harlow finished two minutes ahead of Lena Osric.",
			"The Briton finished two minutes ahead of Lena Osric. Harlow can win a 17th title on Saturday.", Grounded, ReasonSupported},
		{"a verb in a title", "Harlow believes migrants should pay a fee to enter Dorvan.",
			"Dorvan Mayor Believes Migrants Should Pay A Fee To Enter Dorvan\nMayor Mara Harlow made the proposal on Monday.", Grounded, ReasonSupported},
		{"first and last name", "Osric shared insights about her memoir and her charity work.",
			"The event honoured Lena Osric. At the signing, Lena shared insights about her memoir and her charity work.", Grounded, ReasonSupported},
	})
	checkReasons(t, []reasonCase{
		{"Beta acquired Tessant in a deal announced Monday.", "Acme acquired Tessant in a deal announced Monday. Beta had also bid for the company.",
			`the passage says "acquired" of Acme, not of Beta`},
	})
}

// TestLinkVerb checks which words between two names link them, and in
// which voice.
func TestLinkVerb(t *testing.T) {
	tests := []struct {
		text    string
		verb    string
		passive bool
		ok      bool
	}{
		{"Tolvar acquired Merrin.", "acquired", false, true},
		{"Tolvar has recently been acquired by the Merrin.", "acquired", true, true},
		{"Tolvar will quietly acquire Merrin.", "acquire", false, true},
		{"Tolvar is suing Merrin.", "suing", false, true},
		{"Tolvar got beaten by Merrin.", "beaten", true, true},
		{"Tolvar sues Merrin.", "sues", false, true},
		{"Tolvar led Merrin.", "led", false, true},
		{"Tolvar suing Merrin.", "", false, false},
		{"Tolvar acquired by Merrin.", "", false, false},
		{"Tolvar did not acquire Merrin.", "", false, false},
		{"Tolvar never acquired Merrin.", "", false, false},
		{"Tolvar hardly beat Merrin.", "", false, false},
		{"Tolvar, which acquired Merrin.", "", false, false},
		{"Tolvar acquired rival Merrin.", "", false, false},
		{"Tolvar versus Merrin.", "", false, false},
		{"Tolvar and Merrin.", "", false, false},
		{"Tolvar star Merrin.", "", false, false},
		{"Tolvar's rival Merrin.", "", false, false},
		{"Tolvar may acquire Merrin.", "", false, false},
		{"Tolvar sold its vaccine unit to Merrin.", "sold", false, true},
		{"Tolvar filed a lawsuit against Merrin.", "filed", false, true},
		{"Tolvar imposed tariffs on the Merrin.", "imposed", false, true},
		{"Tolvar sold its old blue vaccine unit to Merrin.", "", false, false},
		{"Tolvar sold its unit near Merrin.", "", false, false},
		{"Tolvar filed a lawsuit, Merrin said.", "", false, false},
		{"Tolvar was sold its unit to Merrin.", "", false, false},
		{"Tolvar lent $3.5 million to Merrin.", "lent", false, true},
		{"Tolvar sold a 40% stake in Merrin.", "sold", false, true},
		{"Tolvar borrowed $3 million from Merrin.", "borrowed", false, true},
		{"Tolvar $3 million Merrin.", "", false, false},
		{"Tolvar sold 3m units to Merrin.", "", false, false},
	}
	for _, tt := range tests {
		words := signals.Tokenize(tt.text)
		names := words.Names()
		if len(names) < 2 {
			t.Fatalf("%q: names %v", tt.text, names)
		}
		a, b := names[len(names)-2], names[len(names)-1]
		verb, passive, ok := "", false, false
		if mayLink(tt.text, a.End, b.Start) {
			verb, _, passive, ok = linkVerb(tt.text, &a, &b)
		}
		if verb != tt.verb && ok || passive != tt.passive || ok != tt.ok {
			t.Errorf("linkVerb(%q) = %q, %v, %v; want %q, %v, %v", tt.text, verb, passive, ok, tt.verb, tt.passive, tt.ok)
		}
	}
}

// speechVerbs are the verbs of saying isSpeechVerb tells.
var speechVerbs = []string{"said", "says", "told", "stated", "added", "noted", "warned", "argued", "insisted", "claimed"}

// TestIsSpeechVerb holds isSpeechVerb to speechVerbs.
func TestIsSpeechVerb(t *testing.T) {
	for _, w := range speechVerbs {
		if !isSpeechVerb(w) {
			t.Errorf("isSpeechVerb(%q) = false", w)
		}
	}
	for _, w := range []string{"say", "tell", "sad", "saids", "", "Said"} {
		if isSpeechVerb(w) {
			t.Errorf("isSpeechVerb(%q) = true", w)
		}
	}
}
