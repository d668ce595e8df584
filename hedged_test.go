package sourced

import (
	"slices"
	"strings"
	"testing"
)

// TestHedged checks that a claim the closest source sentence says only as
// what may, might or could be, or is considered, rumoured or possible, is
// not grounded, with
// figures or without, nor contradicted by a hedged figure; and that it is
// grounded where the claim hedges as well, in the source's words or its
// own, where the modal is of a step's time, and where "May" is a month.
// The sentences are written for this test.
func TestHedged(t *testing.T) {
	checkCodes(t, []codeCase{
		{"rumoured, the rest of the clause", "Apex Motors announced a new electric pickup for 2026.",
			"Apex Motors is rumoured to be developing a new electric pickup for 2026, according to two people familiar with the plans.", Unverified, ReasonHedged},
		{"tipped to become", "Orin Castell has been appointed the new chief executive of Sable Retail.",
			"Orin Castell is widely tipped to become the new chief executive of Sable Retail.", Unverified, ReasonHedged},
		{"a possible purchase", "The Tarrow Group agreed to buy the Lumen hotel chain.",
			"The Tarrow Group is in early talks about a possible purchase of the Lumen hotel chain.", Unverified, ReasonHedged},
		{"a possible purchase, the claim in talks", "The Tarrow Group is in talks to buy the Lumen hotel chain.",
			"The Tarrow Group is in early talks about a possible purchase of the Lumen hotel chain.", Grounded, ReasonSupported},
		{"in talks to", "Halden Group acquired Pryor Mills.",
			"Halden Group is in talks to acquire Pryor Mills.", Unverified, ReasonHedged},
		{"weighing a bid", "Oakridge bought the Linsey chain.",
			"Oakridge is reportedly weighing a bid for the Linsey chain.", Unverified, ReasonHedged},
		{"a rumour borne out", "Kestrel agreed to buy Orrin.",
			"The rumoured deal was confirmed on Friday when Kestrel announced it had agreed to buy Orrin.", Grounded, ReasonSupported},
		{"a recall weighed, the figure's comma no clause's", "Pell recalled 20,000 cars over a brake fault.",
			"Pell is weighing a possible recall of 20,000 cars over a brake fault.", Unverified, ReasonHedged},
		{"talks as a subject", "A ceasefire took effect at midnight.",
			"Peace talks in Geneva produced a ceasefire that took effect at midnight.", Grounded, ReasonSupported},
		{"speculation before a fact", "Astronomers observed Neptune in 1846.",
			"Scientists had speculated about an unseen planet for years before astronomers observed Neptune in 1846.", Grounded, ReasonSupported},
		{"a rumour's clause that holds less of the claim than the rest", "The TV unit lost $300 million last year.",
			"The company is weighing options for its struggling TV unit, which lost $300 million last year.", Grounded, ReasonSupported},
		{"could, in another sentence that holds half the claim", "Construction of the solar farm will start in 2025.",
			"Brightline Energy plans to build a solar farm in Nevada. The project awaits approval. If approved, construction could start in 2025.", Unverified, ReasonHedged},
		{"a proposed ban", "The Verlan council has banned plastic cutlery.",
			"The Verlan council has proposed a ban on plastic cutlery. The proposal needs a second vote.", Unverified, ReasonHedged},
		{"a ban proposed and then passed", "The Verlan council has banned plastic cutlery.",
			"The Verlan council proposed a ban on plastic cutlery in May. In June it banned plastic cutlery.", Grounded, ReasonSupported},
		{"a proposed ban, then the ban as the subject of what may be", "The Verlan council has banned plastic cutlery.",
			"The Verlan council has proposed a ban on plastic cutlery. Officials said the ban could take effect in 2026.", Unverified, ReasonHedged},
		{"a proposed ban, then the ban as a deed's subject", "The Verlan council has banned plastic cutlery.",
			"The Verlan council has proposed a ban on plastic cutlery. The ban took effect in 2026.", Grounded, ReasonSupported},
		{"must still be", "The Verlan council approved the budget for the new library.",
			"The budget for the new library must still be approved by the Verlan council.", Unverified, ReasonHedged},
		{"yet to", "The regulator approved the Halvern merger.",
			"The regulator has yet to approve the Halvern merger.", Unverified, ReasonHedged},
		{"still needs to be", "The Verlan council approved the budget for the new library.",
			"The budget for the new library still needs to be approved by the Verlan council.", Unverified, ReasonHedged},
		{"yet to, the claim an attempt past an adverb", "The Norland army struggled to fully dislodge the rebels from the hills.",
			"The Norland army has yet to dislodge the rebels from the hills.", Grounded, ReasonSupported},
		{"weighing as a weight", "A baby was born in Paris on Monday.",
			"A baby weighing 3 kg was born in Paris on Monday.", Grounded, ReasonSupported},
		{"potential, then a deed", "The company sold the unit to Vexa.",
			"The company identified potential buyers and sold the unit to Vexa.", Grounded, ReasonSupported},
		{"talks held, then a deed", "Biden and Xi agreed to resume military communications.",
			"Biden held talks with Xi on Monday and agreed to resume military communications.", Grounded, ReasonSupported},
		{"talks held, then a deed near-verbatim", "The leaders signed a trade agreement.",
			"The leaders held talks with Putin and signed a trade agreement.", Grounded, ReasonNearVerbatim},
		{"rumoured, in another clause", "Apex Motors built a new plant in Ohio.",
			"Apex Motors built a new plant in Ohio, and is rumoured to be planning another.", Grounded, ReasonSupported},
		{"may, no figure", "The committee approved the merger of Halvern Bank and Coastline Credit.",
			"The committee may approve the merger of Halvern Bank and Coastline Credit.", Unverified, ReasonHedged},
		{"might be", "Soldiers of Norland found buildings that were booby-trapped in Tikrit.",
			"Soldiers of Norland found buildings that might be booby-trapped in Tikrit.", Unverified, ReasonHedged},
		{"may have", "The Halvern study showed that the drug reduced symptoms in adults.",
			"The Halvern study showed that the drug may have reduced symptoms in adults.", Unverified, ReasonHedged},
		{"considering", "Brightwave sold its Lumen unit to Halvern.", "Brightwave is considering selling its Lumen unit to Halvern.", Unverified, ReasonHedged},
		{"an offer", "Sandor Airlines bought 40 Airbus jets.", "Sandor Airlines offered to buy 40 Airbus jets.", Unverified, ReasonHedged},
		{"asked to", "Lumen Health recalled its Vita insulin pens.", "Lumen Health was asked to recall its Vita insulin pens.", Unverified, ReasonHedged},
		{"an application", "The FDA approved zelutamab for lung cancer.", "The FDA is reviewing an application to approve zelutamab for lung cancer.", Unverified, ReasonHedged},
		{"under investigation", "Rex Holloway committed insider trading.", "Rex Holloway is under investigation for insider trading.", Unverified, ReasonHedged},
		{"sued for", "Vanta Corp violated antitrust law.", "Vanta Corp was sued for violating antitrust law.", Unverified, ReasonHedged},
		{"an argument", "The Farrow policy is unconstitutional.", "Critics argue that the Farrow policy is unconstitutional.", Unverified, ReasonHedged},
		{"a claim without that", "The Hargrove vaccine causes infertility.", "Some social media posts claimed the Hargrove vaccine causes infertility.", Unverified, ReasonHedged},
		{"what would have been", "Marta Silva broke the world record in Berlin.", "Marta Silva would have broken the world record in Berlin but for a headwind.", Unverified, ReasonHedged},
		{"the claim's own argument", "Critics argue that the Farrow policy is unconstitutional.", "Critics argue that the Farrow policy is unconstitutional.", Grounded, ReasonSupported},
		{"an argument's speaker named", "Critics argue that the Farrow policy is unconstitutional.", "The Farrow policy is unconstitutional, critics argue.", Grounded, ReasonSupported},
		{"what would be", "Marta Silva said she would race in Berlin.", "Marta Silva said she would race in Berlin.", Grounded, ReasonSupported},
		{"a verdict after the pursuit", "Ruiz was convicted of tax evasion in 2020.", "Ruiz was indicted for tax evasion in 2019 and convicted in 2020.", Grounded, ReasonSupported},
		{"a question confirmed", "Marsh confirmed he was leaving.", "Reporters asked Marsh whether he was leaving, and he confirmed that he was.", Grounded, ReasonSupported},
		{"an offer taken up", "Kim was asked to captain Korea in 2024 and accepted.", "Kim was asked to captain Korea in 2024 and accepted.", Grounded, ReasonSupported},
		{"will for could", "Rising seas will flood the port of Calder in Norland.", "Rising seas could flood the port of Calder in Norland, a report found.", Unverified, ReasonHedged},
		{"will for will", "Rising seas will flood the port of Calder in Norland.", "Rising seas will flood the port of Calder in Norland, a report found.", Grounded, ReasonSupported},
		{"a reported would for could", "Governor Tova Lind said Norland's interest rates would fall later in the year.",
			"Governor Tova Lind said Norland's interest rates could fall later in the year.", Unverified, ReasonHedged},
		{"a reported would for would", "Governor Tova Lind said Norland's interest rates would fall later in the year.",
			"Governor Tova Lind said Norland's interest rates would fall later in the year, if inflation eased.", Grounded, ReasonSupported},
		{"a would of its own for could", "Norland's interest rates would fall later in the year if inflation eased.",
			"Governor Tova Lind said Norland's interest rates could fall later in the year if inflation eased.", Grounded, ReasonSupported},
		{"a belief for a claim", "McGregor believes he has a greater motivation than Aldo.", "McGregor claims he has a greater motivation than Aldo.", Grounded, ReasonSupported},
		{"cleared of", "Kenzo Arai used steroids in 2016.", "Kenzo Arai was cleared of using steroids in 2016.", Unverified, ReasonHedged},
		{"estimated to", "The Hollis mine holds 2 million tonnes of copper.", "The Hollis mine is estimated to hold 2 million tonnes of copper.", Unverified, ReasonHedged},
		{"approval sought", "Brisco Pharma launched Velix in Europe in 2021.", "Brisco Pharma sought approval to launch Velix in Europe in 2021.", Unverified, ReasonHedged},
		{"the claim's own estimate", "Analysts estimate that the Riverside project will cost $2 billion.", "The Riverside project is estimated to cost $2 billion, analysts say.", Grounded, ReasonSupported},
		{"the claim's own filing", "Dana Smith filed for divorce from Karl Smith in 2019.", "Dana Smith sued for divorce from Karl Smith in 2019.", Grounded, ReasonSupported},
		{"the claim's own investigation", "Rex Holloway is under investigation for insider trading.", "Rex Holloway is under investigation for insider trading, the SEC said.", Grounded, ReasonSupported},

		{"the claim keeps the modal", "The committee may approve the merger of Halvern Bank and Coastline Credit.",
			"The committee may approve the merger of Halvern Bank and Coastline Credit.", Grounded, ReasonSupported},
		{"the claim's own hedge", "The committee is likely to approve the merger of Halvern Bank and Coastline Credit.",
			"The committee may approve the merger of Halvern Bank and Coastline Credit.", Grounded, ReasonSupported},
		{"the month May", "The Halvern plant reopened in May after repairs.", "The Halvern plant reopened in May after repairs.", Grounded, ReasonSupported},
		{"a step's time", "The Halvern glaze takes 20 minutes to set.", "The Halvern glaze may take 20 minutes to set.", Grounded, ReasonSupported},
		{"what the writers could do", "The authors established a cellular atlas of Halvern roots.",
			"With machine learning, we could establish a cellular atlas of Halvern roots.", Grounded, ReasonSupported},
		{"a hope and a purpose", "Paxton filed a suit against Halvern to stop the fence.",
			"Paxton filed a suit against Halvern, hoping to stop the fence.", Grounded, ReasonSupported},
		{"the same verb said plainly too", "Brightwave cut 500 jobs at its Halvern plant last year.",
			"Brightwave cut 500 jobs at its Halvern plant last year and may cut more this year.", Grounded, ReasonSupported},
		{"a cue said plainly too", "Brightwave's Halvern revenue rose 5% in 2021.",
			"Brightwave's Halvern revenue rose 5% in 2021, a gain that may rise further.", Grounded, ReasonSupported},
		{"a modal of another object", "The drug reduced symptoms in Halvern adults.",
			"The drug reduced symptoms in Halvern adults, though it may reduce sleep.", Grounded, ReasonSupported},
		{"a plain sentence after the hedged one", "Brightwave cut 500 jobs at its Halvern plant.",
			"Brightwave may cut 500 jobs at its Halvern plant. On Monday Brightwave cut 500 jobs at its Halvern plant.", Grounded, ReasonSupported},
		{"set as a verb", "Halvern set a record with 500 sales in March.", "Halvern may set a record with 500 sales in March.", Unverified, ReasonHedged},
		{"a modal of another verb", "Halvern approved the merger with Coastline Credit.",
			"Halvern approved the merger with Coastline Credit, which may cut costs.", Grounded, ReasonSupported},
	})
	// Accused, alleged or reported, not so; unless the claim says it as
	// someone's, or of another clause.
	checkCodes(t, []codeCase{
		{"alleged that", "Marta Olsen embezzled $3 million from Orvane.", "Prosecutors allege that Marta Olsen embezzled $3 million from Orvane.", Unverified, ReasonHedged},
		{"accused of", "Marta Olsen embezzled $3 million from Orvane.", "Marta Olsen is accused of embezzling $3 million from Orvane.", Unverified, ReasonHedged},
		{"charged with", "Marta Olsen stole $3 million from Orvane.", "Marta Olsen was charged with stealing $3 million from Orvane.", Unverified, ReasonHedged},
		{"allegedly", "Marta Olsen embezzled $3 million from Orvane.", "Marta Olsen allegedly embezzled $3 million from Orvane, police said.", Unverified, ReasonHedged},
		{"reportedly before an adjective", "Orvane makes paraxylene, a carcinogenic chemical.", "Orvane makes paraxylene, a reportedly carcinogenic chemical.", Unverified, ReasonHedged},

		{"the claim alleges too", "Prosecutors allege that Marta Olsen embezzled $3 million from Orvane.",
			"Prosecutors allege that Marta Olsen embezzled $3 million from Orvane.", Grounded, ReasonSupported},
		{"the claim attributes", "Paxton argues that the White House is undermining Texas border security.",
			"In the suit, Paxton alleges that the White House is undermining Texas border security.", Grounded, ReasonSupported},
		{"an accusation of another clause", "Marta Olsen founded Orvane in 2004.", "Marta Olsen, who was accused of fraud in 2019, founded Orvane in 2004.", Grounded, ReasonSupported},
		{"said plainly", "Marta Olsen stole $3 million from Orvane.", "Police said Marta Olsen stole $3 million from Orvane.", Grounded, ReasonSupported},
		{"the verb past an aside", "Pell Mining polluted the Tarrow river.",
			"Regulators allege that Pell Mining, which runs the Tarrow mine, polluted the Tarrow river.", Unverified, ReasonHedged},
		{"the aside is not alleged", "Nora Quill is the chief financial officer of Pell Mining.",
			"Prosecutors allege that Nora Quill, the chief financial officer of Pell Mining, falsified invoices.", Grounded, ReasonSupported},
		{"the subject's words are not alleged", "Acme's chief executive is Jane Roe.",
			"Investors allege that Acme's chief executive, Jane Roe, hid losses.", Grounded, ReasonSupported},
		{"what the verb is done to is not alleged", "Acme has 10,000 customers in Ohio.",
			"The attorney general alleges that Acme overcharged some of its 10,000 customers in Ohio.", Grounded, ReasonSupported},
		{"the claim says who says so", "Regulators say Pell Mining polluted the Tarrow river.",
			"Regulators allege that Pell Mining polluted the Tarrow river.", Grounded, ReasonSupported},
		// A rumour, a myth, a claim or a question.
		{"rumours that", "Minister Karl Obst resigned over the Halvern scandal.",
			"Minister Karl Obst denied rumours that he resigned over the Halvern scandal.", Unverified, ReasonHedged},
		{"the myth that", "The Kessin vaccine causes infertility.", "The Halden review debunked the myth that the Kessin vaccine causes infertility.", Unverified, ReasonHedged},
		{"whether", "Torvald Mining polluted the Orsk river.", "It remains unclear whether Torvald Mining polluted the Orsk river.", Unverified, ReasonHedged},
		{"confirmed that", "Torvald Mining polluted the Orsk river.", "Regulators confirmed that Torvald Mining polluted the Orsk river.", Grounded, ReasonSupported},
		// Tried, planned or applied for, not done.
		{"tried to", "Tolvia bought Brenmark.", "Tolvia tried to buy Brenmark but was outbid.", Unverified, ReasonHedged},
		{"plans to", "Calder opened a plant in Dorvan.", "Calder plans to open a plant in Dorvan next year.", Unverified, ReasonHedged},
		{"applied for", "Orbis received approval for Zentavir in Pelland.", "Orbis applied for approval of Zentavir in Pelland.", Unverified, ReasonHedged},
		{"the claim's own attempt", "Tolvia tried to buy Brenmark.", "Tolvia tried to buy Brenmark but was outbid.", Grounded, ReasonSupported},
		{"the claim's own purpose", "Leslie Morris filed a petition to be named Mitchell's conservator.",
			"Leslie Morris filed a petition seeking to be named Mitchell's conservator.", Grounded, ReasonSupported},
		{"the claim's own progressive", "Dorvan is still recovering from the earthquake.", "Dorvan is still trying to recover from the earthquake.", Grounded, ReasonSupported},
		{"a purpose of another verb", "Calder opened a plant in Dorvan.", "Calder opened a plant in Dorvan to make batteries.", Grounded, ReasonSupported},
		{"an attempt that succeeded", "The climbers reached the summit of Mount Varek.",
			"The climbers tried to reach the summit of Mount Varek and did so on the third day.", Grounded, ReasonSupported},
		{"a theory confirmed", "Torvald Mining polluted the Orsk river.",
			"An inquiry confirmed the theory that Torvald Mining polluted the Orsk river.", Grounded, ReasonSupported},
	})
	checkVerdicts(t, []verdictCase{
		{"a hedged figure contradicts nothing", "Brightwave cut 500 jobs at its Halvern plant.", "Brightwave could cut 300 jobs at its Halvern plant.", Unverified},
	})
}

// hedgingSentences marks every sentence that holds a word hedgedAt
// reads for, however the sentence is written, and no other.
func TestHedgingSentences(t *testing.T) {
	sources := []string{
		"The board may approve it. The board approved it. In May, it met. Acme could cut jobs.",
		"Acme is considering a sale; it seeks buyers and hopes to close. Acme's mayor spoke. Hoping is no plan.",
		"Olsen allegedly stole it. Olsen is accused of fraud. Police allege that she lied. The charge was dropped.",
		"Acme tried to buy Beta. Acme plans to expand. Beta applied for a licence. Rumours spread. Nobody knows whether it worked. Trying is free.",
	}
	ix := NewIndex(sources...)
	bits := ix.hedgingSentences()
	for s := range ix.ev.Sentences {
		words := strings.FieldsFunc(strings.ToLower(ix.ev.Sentences[s].Text), func(r rune) bool { return r < 'a' || r > 'z' })
		want := slices.ContainsFunc(words, func(f string) bool { return slices.Contains(hedgingSentenceWords, f) })
		if got := bits[s/64]&(1<<(s%64)) != 0; got != want {
			t.Errorf("sentence %d %q marked %v, want %v", s, ix.ev.Sentences[s].Text, got, want)
		}
	}
}

// TestAsked checks that a source sentence that asks whether the claim is
// so does not ground it, nor does one beside an answer that holds none of
// the claim's words, while a question of what, how or why (which takes
// what it asks about as so), a question answered beside it in the
// claim's words and a claim that tells of the question leave it grounded.
// The sentences are written for this test.
func TestAsked(t *testing.T) {
	checkCodes(t, []codeCase{
		{"a question alone", "Tessa Grant is leaving Apple.", "Is Tessa Grant leaving Apple?", Unverified, ReasonHedged},
		{"a question and no answer", "The Orwell Bank is on the brink of collapse.", "Is the Orwell Bank on the brink of collapse? Analysts say no.", Unverified, ReasonHedged},
		{"a question in a clause", "Brooke tries to convince Deacon to leave Sheila.", "B&B fans, do you think Brooke can convince Deacon to leave Sheila?", Unverified, ReasonHedged},
		{"a question of how", "Iman and Siham work with the UNHCR.", "CNN: Iman and Siham, you both work with the UNHCR -- how did you start?", Grounded, ReasonSupported},
		{"a question and its answer", "Dr Kell found that coffee causes liver damage.", "Does coffee cause liver damage? Dr Kell found that it does.", Grounded, ReasonSupported},
		{"a claim that tells of the question", "Fans wonder if Tucker will pin everything on Phyllis.", "Y&R fans, do you think Tucker will pin everything on Phyllis?", Grounded, ReasonSupported},
		{"a statement", "Tessa Grant is leaving Apple.", "Tessa Grant is leaving Apple.", Grounded, ReasonSupported},
		{"a question answered", "Rovers won the 2024 title.", "Could Rovers win the 2024 title? They did, beating Celtic 2-1 on the final day.", Grounded, ReasonSupported},
		{"a question doubted", "Coffee causes liver cancer, Dr Kell said.", "Does coffee cause liver cancer, as Dr Kell said? Scientists are still debating the evidence.", Unverified, ReasonHedged},
	})
}

// TestConditioned checks that a source sentence that says the claim only
// on a condition the claim leaves out ("unless", "only if", "provided
// that", an "if" after "will" or "would") does not ground it, while a
// condition that holds the claim's own words, the steps of a task, "even
// if" and a claim that keeps the condition leave it grounded. The
// sentences are written for this test.
func TestConditioned(t *testing.T) {
	checkCodes(t, []codeCase{
		{"unless", "The Tarlow union will strike on Monday.", "The Tarlow union said it will strike on Monday unless management improves its pay offer.", Unverified, ReasonHedged},
		{"if after would", "The Orvane merger will create 1,200 new jobs in Ohio.", "The Orvane merger would create 1,200 new jobs in Ohio if regulators approve it.", Unverified, ReasonHedged},
		{"provided that", "Veltro will pay a dividend of 40 cents per share this year.", "Veltro will pay a dividend of 40 cents per share this year provided that profits exceed $2 billion.", Unverified, ReasonHedged},
		{"only if", "Patients who take Lumexin lose an average of 8 kilograms.", "Patients who take Lumexin lose an average of 8 kilograms only if they also follow a diet.", Unverified, ReasonHedged},

		{"a condition of the claim's words", "The Indiana outbreak is a reminder to remain vigilant, the CDC said.", "The Indiana outbreak is a reminder that diseases can spread unless you remain vigilant, the CDC said.", Grounded, ReasonSupported},
		{"the steps of a task", "Rinse the hair and use a Lumo comb to remove tangles.", "Rinse the hair and, if it is long, use a Lumo comb to remove tangles.", Grounded, ReasonSupported},
		{"even if", "The Tarlow union will strike on Monday.", "The Tarlow union will strike on Monday even if management improves its pay offer.", Grounded, ReasonSupported},
		{"the claim's own condition", "The Tarlow union will strike on Monday unless management improves its offer.", "The Tarlow union said it will strike on Monday unless management improves its pay offer.", Grounded, ReasonSupported},
	})
}
