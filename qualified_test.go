package sourced

import "testing"

// TestQualifierDropped checks that a claim that leaves bare a role or a
// rank the closest sentence qualifies ("former chief executive", "one of
// the fastest-growing") is not grounded by it, while a claim that says the
// qualifier, qualifies the role itself, or a sentence that also names the
// role bare, still ground. The sentences are written for this test.
func TestQualifierDropped(t *testing.T) {
	checkCodes(t, []codeCase{
		{"a former role", "Ilse Moran is the chief executive of Quiltbyte.", "Ilse Moran is the former chief executive of Quiltbyte.", Unverified, ReasonWordDiffers},
		{"an acting role", "Dorvan's president signed the decree.", "Dorvan's acting president signed the decree.", Unverified, ReasonWordDiffers},
		{"one of the fastest", "Orbis is the fastest-growing company in Pelland.", "Orbis is one of the fastest-growing companies in Pelland.", Unverified, ReasonWordDiffers},
		{"one of the largest, a word of comparison", "Redmoor's solar farm is the largest in the region.", "Redmoor's solar farm is one of the largest in the region.", Unverified, ReasonWordDiffers},

		{"the claim says it", "Ilse Moran is the former chief executive of Quiltbyte.", "Ilse Moran is the former chief executive of Quiltbyte.", Grounded, ReasonSupported},
		{"the claim's own qualifier", "Gary Locke was appointed the permanent manager of Kilmarnock.",
			"Kilmarnock interim manager Gary Locke was appointed on a permanent basis.", Grounded, ReasonSupported},
		{"the role bare too", "Ilse Moran is the chief executive of Quiltbyte.",
			"Ilse Moran, the former chief financial officer, is now the chief executive of Quiltbyte.", Grounded, ReasonSupported},
		{"one of the, no superlative", "Gemini refers to the constellation of twins.", "Gemini is one of the constellations, named for the twins.", Grounded, ReasonSupported},
	})
	checkReasons(t, []reasonCase{
		{"Ilse Moran is the chief executive of Quiltbyte.", "Ilse Moran is the former chief executive of Quiltbyte.",
			`the source says "former chief" where the claim says "chief"`},
	})
}

// TestScopeDropped checks that a claim that leaves out a scope of animals
// or cells its closest sentence says a finding within ("In mice, …", "…
// in mice.") is not grounded by it, while a claim that says the scope, a
// sentence whose scope is one part's ("after earlier tests in mice"), and
// one that also tells of people, still ground. The sentences are written
// for this test.
func TestScopeDropped(t *testing.T) {
	checkCodes(t, []codeCase{
		{"opening the sentence", "Velotrin cut tumour growth by 40 percent.", "In mice, Velotrin cut tumour growth by 40 percent.", Unverified, ReasonWordDiffers},
		{"closing the sentence", "Velotrin cut tumour growth by 40 percent.", "Velotrin cut tumour growth by 40 percent in mice.", Unverified, ReasonWordDiffers},
		{"said of people instead", "Velotrin cut tumour growth by 40 percent in humans.", "In mice, Velotrin cut tumour growth by 40 percent.", Unverified, ReasonWordDiffers},

		{"the claim's own scope", "In mice, Velotrin cut tumour growth by 40 percent.", "In mice, Velotrin cut tumour growth by 40 percent.", Grounded, ReasonSupported},
		{"a part's scope", "Velotrin cut tumour growth by 40 percent.", "Velotrin cut tumour growth by 40 percent in patients, after earlier tests in mice.", Grounded, ReasonSupported},
		{"a scope inside the sentence", "The drug cut symptoms by half in a trial of 200 adults.",
			"The drug was first tested in vitro and then in a trial of 200 adults, where it cut symptoms by half.", Grounded, ReasonSupported},
	})
	checkReasons(t, []reasonCase{
		{"Velotrin cut tumour growth by 40 percent.", "In mice, Velotrin cut tumour growth by 40 percent.",
			`the source says it only "in mice", which the claim leaves out`},
	})
}

// TestOrderReversed checks that a sentence that puts the claim's two
// events the other way round with the same word does not ground the
// claim, while the same order, a fronted "Before …," that keeps it, and
// events of other words still ground. The sentences are written for this
// test.
func TestOrderReversed(t *testing.T) {
	checkCodes(t, []codeCase{
		{"before reversed", "The Orsk treaty was signed before the war began.", "The war began before the Orsk treaty was signed.", Unverified, ReasonWordDiffers},
		{"after reversed", "Marla Venn resigned after the Orsk audit was published.", "The Orsk audit was published after Marla Venn resigned as chief financial officer.", Unverified, ReasonWordDiffers},

		{"the same order", "The war began before the Orsk treaty was signed.", "The war began before the Orsk treaty was signed.", Grounded, ReasonSupported},
		{"a fronted clause", "Wang posted a tribute to his Orsk bike before its recovery.",
			"Before the Orsk bike's recovery, Wang posted a tribute to his Orsk bike.", Grounded, ReasonSupported},
	})
}

// TestRankDropped checks that a superlative the claim gives no rank is not
// stated by the same superlative ranked second or lower, while the same
// superlative alone still grounds and a rank against another rank is
// still contradicted. The sentences are written for this test.
func TestRankDropped(t *testing.T) {
	checkCodes(t, []codeCase{
		{"second-largest", "Delmar Steel is Europe's largest steelmaker.", "Delmar Steel is Europe's second-largest steelmaker.", Unverified, ReasonWordDiffers},
		{"third fastest", "Kessel set the fastest time of the Orsk season.", "Kessel set the third fastest time of the Orsk season.", Unverified, ReasonWordDiffers},
		{"the superlative alone", "Delmar Steel is Europe's largest steelmaker.", "Delmar Steel is Europe's largest steelmaker.", Grounded, ReasonSupported},
		{"a rank against a rank", "Delmar Steel is the third-largest steelmaker in Europe.", "Delmar Steel is the second-largest steelmaker in Europe.", Contradicted, ReasonNumberMismatch},
	})
}

// TestCauseFromLink checks that a claim of a cause is not grounded by a
// sentence that says only that two things are linked, while a sentence
// that says the cause, and a claim of the link, still ground. The
// sentences are written for this test.
func TestCauseFromLink(t *testing.T) {
	checkCodes(t, []codeCase{
		{"linked to", "Heavy coffee drinking causes liver damage in Orsk adults.", "Heavy coffee drinking is linked to liver damage in Orsk adults.", Unverified, ReasonWordDiffers},
		{"associated with", "Poor sleep causes depression among Orsk teenagers.", "Poor sleep is associated with depression among Orsk teenagers.", Unverified, ReasonWordDiffers},
		{"the link claimed", "Heavy coffee drinking is linked to liver damage in Orsk adults.", "Heavy coffee drinking is linked to liver damage in Orsk adults.", Grounded, ReasonSupported},
		{"the cause said too", "Heavy coffee drinking causes liver damage in Orsk adults.",
			"Heavy coffee drinking causes liver damage in Orsk adults, and is linked to insomnia.", Grounded, ReasonSupported},
	})
}

// TestPartDropped checks that a source sentence that says of a part what
// the claim says of the whole ("Part of", "half of", "a stake in") does
// not ground it, while "partially", a stake of the claim's size, a part
// that opens an aside, a half not after the claim's verb, a half of a
// stretch of time, a part the claim names too and a sentence without the
// part ground it. The
// sentences are written for this test.
func TestPartDropped(t *testing.T) {
	checkCodes(t, []codeCase{
		{"part of", "The Grand Hotel in Westmoor collapsed after the earthquake.", "Part of the Grand Hotel in Westmoor collapsed after the earthquake.", Unverified, ReasonWordDiffers},
		{"half of", "Hanley Group repaid its $200 million loan.", "Hanley Group repaid half of its $200 million loan.", Unverified, ReasonWordDiffers},
		{"a stake in", "Quill Media sold its newspaper business to Harte.", "Quill Media sold a stake in its newspaper business to Harte.", Unverified, ReasonWordDiffers},

		{"partially", "The Nord Stream pipeline was damaged in 2022.", "The Nord Stream pipeline was partially damaged in 2022.", Grounded, ReasonSupported},
		{"a stake of a size", "Berkshire owns 9% of Coca-Cola.", "Berkshire owns a stake in Coca-Cola of about 9%.", Grounded, ReasonSupported},
		{"a part opening an aside", "Ozempic sales in Canada rose 8%.", "Part of Novo Nordisk's business, Ozempic sales in Canada rose 8%.", Grounded, ReasonSupported},
		{"a half not after the claim's verb", "The Orca X1 kayak weighs 18 kg.", "Half of the Orca X1 kayak's 18 kg weight comes from its hull.", Grounded, ReasonSupported},
		{"a half of a year", "ISIS took over parts of Ramadi last year.", "ISIS took over parts of Ramadi in the first half of last year.", Grounded, ReasonSupported},
		{"the claim's own part", "Hanley Group repaid half of its $200 million loan.", "Hanley Group repaid half of its $200 million loan.", Grounded, ReasonSupported},
		{"a part inside the sentence", "Acme's Tarlow unit is part of the Beta group.", "Acme's Tarlow unit, part of the Beta group, opened in 2019.", Grounded, ReasonSupported},
	})
}

// TestOnlyOfMany checks that "one of" several in the closest sentence
// does not ground "the only", while "the only" and a claim of "one of"
// ground it. The sentences are written for this test.
func TestOnlyOfMany(t *testing.T) {
	checkCodes(t, []codeCase{
		{"one of three", "Alder Creek is the only town in Bexley County without a hospital.",
			"Alder Creek is one of three towns in Bexley County without a hospital.", Unverified, ReasonWordDiffers},
		{"one of the", "Alder Creek is the only town in Bexley County without a hospital.",
			"Alder Creek is one of the towns in Bexley County without a hospital.", Unverified, ReasonWordDiffers},
		{"the only", "Alder Creek is the only town in Bexley County without a hospital.",
			"Alder Creek is the only town in Bexley County without a hospital.", Grounded, ReasonSupported},
		{"the claim's one of", "Alder Creek is one of three towns in Bexley County without a hospital.",
			"Alder Creek is one of three towns in Bexley County without a hospital.", Grounded, ReasonSupported},
	})
}

// TestFromToReversed checks that a move the closest sentence writes the
// other way round does not ground the claim, while the claim's way, and a
// sentence that writes both ways, ground it. The sentences are written
// for this test.
func TestFromToReversed(t *testing.T) {
	checkCodes(t, []codeCase{
		{"the move the other way", "Quill Software is moving its headquarters from Lakeside to Dunford.",
			"Quill Software is moving its headquarters from Dunford to Lakeside.", Unverified, ReasonWordDiffers},
		{"the claim's move", "Quill Software is moving its headquarters from Dunford to Lakeside.",
			"Quill Software is moving its headquarters from Dunford to Lakeside.", Grounded, ReasonSupported},
		{"both ways", "Ferries run from Harwick to Oslund.",
			"Ferries run from Oslund to Harwick and from Harwick to Oslund.", Grounded, ReasonSupported},
	})
}

// TestPartitiveDropped checks that a source sentence that counts only a
// part of what the claim speaks of ("three of the county's eleven
// schools", "Several members of the board") does not ground it, while a
// claim that states the count, counts a part itself ("Most of"), gives
// examples ("such as") or states the whole, a measure ("3 cups of") and
// "one of" ground it. The sentences are written for this test.
func TestPartitiveDropped(t *testing.T) {
	checkCodes(t, []codeCase{
		{"a count of a part after a preposition", "Reading scores fell at Haddon County's primary schools this year.",
			"Reading scores fell at three of Haddon County's eleven primary schools this year.", Unverified, ReasonWordDiffers},
		{"a quantifier and its noun opening the sentence", "The Westlake Credit Union board opposed the merger with Pine Ridge Savings.",
			"Several members of the Westlake Credit Union board opposed the merger with Pine Ridge Savings.", Unverified, ReasonWordDiffers},

		{"the claim states the count", "Reading scores fell at three of Haddon County's primary schools this year.",
			"Reading scores fell at three of Haddon County's eleven primary schools this year.", Grounded, ReasonSupported},
		{"the claim counts a part itself", "Most of the Norwood branches will close on Sunday.",
			"Four of the six Norwood branches will close on Sunday.", Grounded, ReasonSupported},
		{"the claim gives examples", "Arlo Finch is known for hits such as Blue Harbour.",
			"Some of Arlo Finch's hits include Blue Harbour.", Grounded, ReasonSupported},
		{"the claim states the whole", "Almost 2,000 writings of World War I soldiers have been found beneath battlefields near Naours.",
			"They were World War I soldiers, four of almost 2,000, whose writings have been found beneath battlefields near Naours.", Grounded, ReasonSupported},
		{"a measure of a thing", "Add 3 cups of flour to the bowl.", "Add 3 cups of flour and 2 cups of sugar to the bowl.", Grounded, ReasonSupported},
	})
}

// TestGroupDropped checks that a source sentence that narrows a finding to
// a group the claim does not name, after a measure ("by 20% among men over
// 65", "unemployment among graduates") or opening the sentence ("In
// patients with type 2 diabetes,"), or to cells or a simulation, does not
// ground it, while a member of a group, "among" with no measure before it
// and a claim that names the group ground it. The sentences are written
// for this test.
func TestGroupDropped(t *testing.T) {
	checkCodes(t, []codeCase{
		{"among after a figure", "Daily aspirin cut the risk of heart attack in Norland by 20%.", "Daily aspirin cut the risk of heart attack in Norland by 20% among men over 65.", Unverified, ReasonWordDiffers},
		{"among after a rate", "Unemployment in Castria fell to 4%.", "Unemployment among graduates in Castria fell to 4%.", Unverified, ReasonWordDiffers},
		{"a group opening", "The Varen drug lowered cholesterol by 30%.", "In patients with type 2 diabetes, the Varen drug lowered cholesterol by 30%.", Unverified, ReasonWordDiffers},
		{"cell cultures", "Velocin reduces tumour growth by 40%.", "Velocin reduces tumour growth by 40% in cell cultures.", Unverified, ReasonWordDiffers},
		{"a simulation", "Hurricane Zara flooded 40% of Miami.", "In a simulation, a storm like Hurricane Zara flooded 40% of Miami.", Unverified, ReasonWordDiffers},

		{"a member of a group", "Smith was arrested in Tarlow on Monday.", "Smith was among 30 people arrested in Tarlow on Monday.", Grounded, ReasonSupported},
		{"among with no measure", "Gill was a giant of the Sunday Times.", "Gill was a giant among journalists at the Sunday Times.", Grounded, ReasonSupported},
		{"the claim's own group", "Unemployment among graduates in Castria fell to 4%.", "Unemployment among graduates in Castria fell to 4%.", Grounded, ReasonSupported},
	})
}

// TestExceptedName checks that a source sentence that holds one of the
// claim's names only after "except" (or "excluding", "apart from") does
// not ground it, while the name also said plainly and a claim that keeps
// the exception ground it. The sentences are written for this test.
func TestExceptedName(t *testing.T) {
	checkCodes(t, []codeCase{
		{"except", "Texas adopted the Harlan standard.", "Every state except Texas adopted the Harlan standard.", Unverified, ReasonWordDiffers},
		{"excluding", "Orvane raised prices in Norland.", "Every retailer, excluding Orvane, raised prices in Norland.", Unverified, ReasonWordDiffers},
		{"outside", "Grenfell Labs is based in Boston.", "Grenfell Labs is based outside Boston, in Cambridge.", Unverified, ReasonWordDiffers},
		{"the claim's own near", "Grenfell Labs is based near Boston.", "Grenfell Labs is based near Boston, in Cambridge.", Grounded, ReasonSupported},
		{"the name also said plainly", "Texas adopted the Harlan standard in 2020.", "Every state except Texas adopted the Harlan standard at first, and Texas adopted it in 2020.", Grounded, ReasonSupported},
		{"the claim's own exception", "Every state except Texas adopted the Harlan standard.", "Every state except Texas adopted the Harlan standard.", Grounded, ReasonSupported},
	})
}

// TestYearSpanned checks that a sentence that states a sum or a count of
// a span of years ("since its founding in 2015", "by 2022") or of a part
// of a year ("in the third quarter of 2021") does not ground the claim of
// that year, while a claim of the same span, an event in a part of the
// year and the year said plainly ground it. The sentences are written for
// this test.
func TestYearSpanned(t *testing.T) {
	checkCodes(t, []codeCase{
		{"since", "Orbit Health raised $50 million in 2015.", "Orbit Health has raised $50 million since its founding in 2015.", Unverified, ReasonWordDiffers},
		{"by", "Brisa Power installed 500 turbines in 2022.", "Brisa Power had installed 500 turbines by 2022.", Unverified, ReasonWordDiffers},
		{"a quarter", "Rexa Corp earned $40 million in 2021.", "Rexa Corp earned $40 million in the third quarter of 2021.", Unverified, ReasonWordDiffers},

		{"the claim's own span", "Heavy drinking in Norland rose by 17.2% from 2005 to 2012.", "Heavy drinking in Norland rose 17.2% between 2005 and 2012.", Grounded, ReasonSupported},
		{"an event in a part of the year", "Dana Ayrton met 15 students in Portsmouth in 2004.", "Dana Ayrton met 15 students in Portsmouth in the autumn of 2004.", Grounded, ReasonSupported},
		{"the year plainly", "Rexa Corp earned $40 million in 2021.", "In 2021, Rexa Corp earned $40 million.", Grounded, ReasonSupported},
		{"by whom", "Apple released the iPhone 12 in October 2020.", "The iPhone 12 was released by Apple in October 2020.", Grounded, ReasonSupported},
	})
}
