package sourced

import (
	"slices"
	"strings"
	"testing"

	"github.com/sourced-dev/sourced/internal/claims"
	"github.com/sourced-dev/sourced/internal/signals"
)

// TestFigureOfAnotherClause checks that a sentence stating the figures of
// several subjects, places, years or things grounds a claim only with the
// figure of the claim's own, and that a change or a decision (admitted,
// denied) stated both ways in one sentence is read clause by clause; and
// that sentences of one subject,
// or a claim taking a clause's own figure, still ground. The sentences
// are written for this test.
func TestFigureOfAnotherClause(t *testing.T) {
	tests := []struct {
		name          string
		claim, source string
		verdict       Verdict
		code          ReasonCode
	}{
		// A figure of another clause's subject, place, year or thing: a
		// contradiction where the sentence states the claim's subject's
		// own figure of the same thing (see also TestOwnedFigureContradicts).
		{"another subject's clause after while", "Norbank hired 40 tellers.",
			"Castel Bank hired 40 tellers, while Norbank hired 15.", Unverified, ReasonOtherSubject},
		{"subjects and figures paired respectively", "Norbank hired 40 tellers.",
			"Castel Bank and Norbank hired 40 and 15 tellers respectively.", Contradicted, ReasonNumberMismatch},
		{"sums paired respectively, each with its currency symbol", "Castel Bank reported revenue of $7 million.",
			"Castel Bank and Norbank reported revenue of $5 million and $7 million, respectively.", Contradicted, ReasonNumberMismatch},
		{"three subjects and three figures paired in order", "Norbank hired 40 tellers.",
			"Castel Bank, Vireo Trust and Norbank hired 40, 25 and 15 tellers.", Contradicted, ReasonNumberMismatch},
		{"another subject's figure two clauses away", "Vireo dug 12 wells.",
			"Pellam dug 12 wells and laid 5 pipes in 2019, while Vireo dug 8.", Unverified, ReasonOtherSubject},
		{"another thing counted", "Pellam built 40 bridges.",
			"Pellam built 40 tunnels and 15 bridges.", Contradicted, ReasonNumberMismatch},
		{"another year's figure", "Pellam's profit was $7 million in 2019.",
			"Pellam's profit was $9 million in 2019 and $7 million in 2020.", Contradicted, ReasonNumberMismatch},
		{"another place's figure", "Pellam ran 40 depots in Kent.",
			"Pellam ran 15 depots in Kent and 40 in Essex.", Contradicted, ReasonNumberMismatch},
		{"another subject's figure the claim bounds", "Norbank sold more than a million barrels last year.",
			"Castel Bank sold 1,046,000 barrels last year, while its rival, Norbank, sold 987,000.", Unverified, ReasonOtherSubject},
		{"another subject's figure the claim approximates", "Norbank hired about 40 tellers.",
			"Castel Bank hired 41 tellers, while Norbank hired 15.", Unverified, ReasonOtherSubject},
		{"another subject's figure, the claim naming it in an apposition", "Penmoor Ales, Stallard's closest rival, sold 1,046,000 barrels.",
			"Stallard Brewing sold 1,046,000 barrels, while its closest rival, Penmoor Ales, sold 987,000.", Unverified, ReasonOtherSubject},
		{"another subject's figure, named at the end of an apposition", "Penmoor Ales, the closest rival of Stallard Brewing, sold 1,046,000 barrels.",
			"Stallard Brewing sold 1,046,000 barrels, while its closest rival, Penmoor Ales, sold 987,000.", Unverified, ReasonOtherSubject},
		{"a change the other way for the claim's subject", "Pellam's exports rose 8% in 2019.",
			"In 2019, Vireo's exports rose 8%, while Pellam's exports fell 8%.", Unverified, ReasonDirectionDiffers},
		{"two changes turned round", "Pellam's margins rose while its debts fell.",
			"Pellam's margins fell while its debts rose.", Unverified, ReasonDirectionDiffers},
		{"two changes turned round, without names", "Margins rose sharply while debts fell at the mill.",
			"Margins fell sharply while debts rose at the mill.", Unverified, ""},
		{"a decision the other way on what the claim speaks of", "Okafor denied any bribery.",
			"Okafor admitted bribery but denied the forgery.", Unverified, ReasonDirectionDiffers},
		{"a decision turned round", "Okafor admitted the forgery.",
			"Okafor admitted bribery but denied the forgery.", Unverified, ReasonDirectionDiffers},

		// The claim's own figure, or a sentence of one subject.
		{"the first subject's own figure", "Castel Bank hired 40 tellers.",
			"Castel Bank hired 40 tellers, while Norbank hired 15.", Grounded, ReasonSupported},
		{"the second subject's own figure", "Norbank hired 15 tellers.",
			"Castel Bank hired 40 tellers, while Norbank hired 15.", Grounded, ReasonSupported},
		{"the subject's own figure the claim bounds", "Castel Bank sold more than a million barrels last year.",
			"Castel Bank sold 1,046,000 barrels last year, while its rival, Norbank, sold 987,000.", Grounded, ReasonSupported},
		{"the subject's own figure the claim approximates", "Castel Bank hired about 40 tellers.",
			"Castel Bank hired 41 tellers, while Norbank hired 15.", Grounded, ReasonSupported},
		{"the subject's own figure, with an apposition", "Penmoor Ales, Stallard's closest rival, sold 987,000 barrels.",
			"Stallard Brewing sold 1,046,000 barrels, while its closest rival, Penmoor Ales, sold 987,000.", Grounded, ReasonSupported},
		{"a clause joined by a comma and \"and\" is no apposition", "The Greens spent £1,580,575 and lost all but one of their MEPs, and Labour, which came second, spent £1,027,339.",
			"The Reform party, which won, spent £2,956,737, while the Tories spent £2,980,815. The Greens spent £1,580,575 and lost all but one of their MEPs - Labour, which came second, spent £1,027,339.", Grounded, ReasonSupported},
		{"the paired figure", "Norbank hired 15 tellers.",
			"Castel Bank and Norbank hired 40 and 15 tellers respectively.", Grounded, ReasonSupported},
		{"the middle of three paired figures", "Vireo Trust hired 25 tellers.",
			"Castel Bank, Vireo Trust and Norbank hired 40, 25 and 15 tellers.", Grounded, ReasonSupported},
		{"the first subject's figure, other figures after it", "Pellam dug 12 wells in 2019.",
			"Pellam dug 12 wells and laid 5 pipes in 2019, while Vireo dug 8.", Grounded, ReasonSupported},
		{"two figures of two clauses of the claim", "Twelve ewes tested positive and 9 lambs tested positive.",
			"Twelve ewes tested positive (8 from Kent and 4 from Essex) and 9 lambs tested positive (5 from Kent and 4 from Essex).",
			Grounded, ReasonSupported},
		{"the thing the figure counts", "Pellam built 15 bridges.",
			"Pellam built 40 tunnels and 15 bridges.", Grounded, ReasonSupported},
		{"the year of the figure", "Pellam's profit was $7 million in 2020.",
			"Pellam's profit was $9 million in 2019 and $7 million in 2020.", Grounded, ReasonSupported},
		{"the place of the figure", "Pellam ran 40 depots in Essex.",
			"Pellam ran 15 depots in Kent and 40 in Essex.", Grounded, ReasonSupported},
		{"one subject, two years", "Pellam opened 15 depots in 2020.",
			"Pellam opened 40 depots in 2019 and 15 in 2020.", Grounded, ReasonSupported},
		{"one subject, the year in an opening phrase", "Pellam's profit was $7 million in 2020.",
			"In 2020, Pellam's profit was $7 million, and its debt was $2 million.", Grounded, ReasonSupported},
		{"the claim's subject with a rival named after it", "Pellam opened 40 depots.",
			"Pellam opened 40 depots, while its rival Vireo opened 15.", Grounded, ReasonSupported},
		{"a range is no list", "Vireo traded between 2015 and 2019.",
			"Pellam and Vireo traded between 2015 and 2019.", Grounded, ReasonSupported},
		{"the claim's subject, another's figure elsewhere in the sentence", "Pellam hired 40 welders in Kent.",
			"Pellam hired 40 welders in Kent, but Vireo hired 15 in Essex.", Grounded, ReasonSupported},
		{"a change the claim's way for its subject", "Pellam's exports rose 8% in 2019.",
			"In 2019, Pellam's exports rose 8%, while Vireo's exports fell 8%.", Grounded, ReasonSupported},
		{"two changes the claim's way", "Pellam's margins fell while its debts rose.",
			"Pellam's margins fell while its debts rose.", Grounded, ReasonSupported},
		{"a decision the claim's way on what it speaks of", "Okafor denied the forgery.",
			"Okafor admitted bribery but denied the forgery.", Grounded, ReasonSupported},
		{"the other decision the claim's way", "Okafor admitted bribery.",
			"Okafor admitted bribery but denied the forgery.", Grounded, ReasonSupported},
		{"order in time is not read clause by clause", "Later Pellam moved to Kent and then to Essex.",
			"Pellam worked in Leeds before moving to Kent, and later to Essex.", Grounded, ReasonSupported},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c := Check(tt.claim, tt.source).Claims[0]
			if c.Verdict != tt.verdict || tt.code != "" && c.ReasonCode != tt.code {
				t.Errorf("Check(%q, %q) = %s/%s (%s), want %s/%s", tt.claim, tt.source, c.Verdict, c.ReasonCode, c.Reason, tt.verdict, tt.code)
			}
		})
	}
}

// TestOwnedFigureContradicts checks that a claim taking another subject's
// figure is contradicted where the source states the claim's subject's own
// figure of the same thing, in two sentences, one, or lists paired in
// order, with a reason that names both; and that it stays unverified where
// the source gives the subject no such figure, or the figure is a year.
// The sentences are written for this test.
func TestOwnedFigureContradicts(t *testing.T) {
	tests := []struct {
		name, claim, source string
		verdict             Verdict
		// reason is the contradiction's reason, "" when unverified.
		reason string
	}{
		{"two sentences", "Castel Bank hired 15 tellers.",
			"Castel Bank hired 40 tellers. Norbank hired 15.", Contradicted,
			`claims 15 near "Castel Bank", but the source's own text near that name says 40; its 15 is about Norbank`},
		{"one sentence, two clauses", "Castel Bank hired 15 tellers.",
			"Castel Bank hired 40 tellers, while Norbank hired 15.", Contradicted,
			`claims 15 near "Castel Bank", but the source's own text near that name says 40; its 15 is about Norbank`},
		{"lists paired respectively", "Castel Bank hired 15 tellers.",
			"Castel Bank and Norbank hired 40 and 15 tellers, respectively.", Contradicted,
			`claims 15 near "Castel Bank", but the source's own text near that name says 40; its 15 is about Norbank`},
		{"the paired figure of three, not the others", "Vireo Trust hired 15 tellers.",
			"Castel Bank, Vireo Trust and Norbank hired 40, 25 and 15 tellers.", Contradicted,
			`claims 15 near "Vireo Trust", but the source's own text near that name says 25; its 15 is about Norbank`},
		{"no figure of the subject's own", "Castel Bank hired 15 tellers.",
			"Castel Bank hired tellers. Norbank hired 15.", Unverified, ""},
		{"another subject's year", "Pellam opened a depot in 2019.",
			"Pellam opened a depot in 2011. Vireo opened a depot in 2019.", Unverified, ""},
		{"the claim's figure stated for its subject elsewhere", "Castel Bank hired 15 tellers.",
			"Castel Bank hired 40 tellers, while Norbank hired 15. The weather was mild. Rain fell in May. Roads were busy. Castel Bank sent 15 clerks to Leeds.",
			Unverified, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c := Check(tt.claim, tt.source).Claims[0]
			if c.Verdict != tt.verdict || tt.reason != "" && c.Reason != tt.reason {
				t.Errorf("Check(%q, %q) = %s (%s), want %s (%s)", tt.claim, tt.source, c.Verdict, c.Reason, tt.verdict, tt.reason)
			}
		})
	}
}

// TestGappedItemVerb checks that an item of a list that leaves the verb
// out takes the verb of the nearest item before it that states one: it
// grounds no claim giving its subject the verb of another item, and still
// grounds one giving it its own. The sentences are written for this test.
func TestGappedItemVerb(t *testing.T) {
	checkCodes(t, []codeCase{
		{"the verb of an item before the nearest", "Corvo opened 7 kiosks.",
			"Tolvar opened 30 kiosks, Merrin closed 12 and Corvo 7.", Unverified, ReasonOtherSubject},
		{"the first verb, two items later", "Corvo sold 7 kiosks.",
			"Tolvar sold 30 kiosks, Merrin leased 12, Quell 9 and Corvo 7.", Unverified, ReasonOtherSubject},

		{"the nearest item's verb", "Corvo closed 7 kiosks.",
			"Tolvar opened 30 kiosks, Merrin closed 12 and Corvo 7.", Grounded, ReasonSupported},
		{"the item that states its verb", "Merrin closed 12 kiosks.",
			"Tolvar opened 30 kiosks, Merrin closed 12 and Corvo 7.", Grounded, ReasonSupported},
		{"one verb for every item", "Corvo opened 7 kiosks.",
			"Tolvar opened 30 kiosks, Merrin 12 and Corvo 7.", Grounded, ReasonSupported},
		{"the item's own verb", "Corvo opened 7 kiosks.",
			"Tolvar opened 30 kiosks, Merrin closed 12 and Corvo opened 7.", Grounded, ReasonSupported},
	})
}

// TestClauseCuts checks where a text is cut into clauses: at ";",
// "while", "whereas", "but", and at an "and" that joins no list of names
// or of figures of one kind.
func TestClauseCuts(t *testing.T) {
	tests := []struct {
		text string
		want []string
	}{
		{"Pellam grew 5%, while Vireo shrank 2%.", []string{"Pellam grew 5%, ", " Vireo shrank 2%."}},
		{"Pellam grew; Vireo shrank.", []string{"Pellam grew", " Vireo shrank."}},
		{"Pellam and Vireo hired 40 and 15 welders.", []string{"Pellam and Vireo hired 40 and 15 welders."}},
		{"Pellam built 40 tunnels and 15 bridges.", []string{"Pellam built 40 tunnels ", " 15 bridges."}},
		{"Profit was $9 million in 2019 and $7 million in 2020.", []string{"Profit was $9 million in 2019 ", " $7 million in 2020."}},
		{"Pellam grew whereas Vireo shrank but Kent held.", []string{"Pellam grew ", " Vireo shrank ", " Kent held."}},
	}
	for _, tt := range tests {
		v := newClauseView(tt.text, signals.Numbers(tt.text))
		var got []string
		for _, c := range v.clauses {
			got = append(got, tt.text[c.start:c.end])
		}
		if !slices.Equal(got, tt.want) {
			t.Errorf("clauses of %q = %q, want %q", tt.text, got, tt.want)
		}
	}
}

// TestRangesAndLabels checks the figures no clause owns: the ends of a
// range and a number that names something.
func TestRangesAndLabels(t *testing.T) {
	tests := []struct {
		text         string
		k            int // the number asked about
		inRange, tag bool
	}{
		{"Fees run $100-$300 a month.", 0, true, false},
		{"Fees run $100-$300 a month.", 1, true, false},
		{"Fees run from 30 to 45 dollars.", 1, true, false},
		{"Levels between 4.0 ng/ml and 10.0 ng/ml are high.", 1, true, false},
		{"Pellam hired 40 welders and 15 fitters.", 1, false, false},
		{"Take Route 495 to Kent.", 0, false, true},
	}
	for _, tt := range tests {
		v := newClauseView(tt.text, signals.Numbers(tt.text))
		if got := v.inRange(tt.k); got != tt.inRange {
			t.Errorf("inRange(%q, %d) = %v, want %v", tt.text, tt.k, got, tt.inRange)
		}
		if got := v.label(tt.k); got != tt.tag {
			t.Errorf("label(%q, %d) = %v, want %v", tt.text, tt.k, got, tt.tag)
		}
	}
}

// The claim's clause view, cut from the tokens, names and numbers extract
// read, is the view of its text read afresh, cut once for the claim and
// again for the next; a sentence's view is made once for the index, is
// that of its text read afresh too, and is made again for another index.
func TestClauseViewsMadeOnce(t *testing.T) {
	claimTexts := []string{
		"Pellam grew 5%, while Vireo shrank 2%.",
		"Pellam and Vireo hired 40 and 15 welders; Kent hired none.",
		"Castel Bank built 40 tunnels and 15 bridges in 2019, but Norbank built 8.",
		"Die Pellam-Gruppe wuchs um 5 %, während Vireo schrumpfte.",
		// A name the claim's signals leave out: the view has all.
		"As Passage 2 says, Pellam and Vireo grew 5% and Kent shrank 2%.",
	}
	ix := NewIndex(strings.Join(claimTexts, " "))
	st := ix.state()
	for _, text := range claimTexts {
		// As Check reads a claim of an ASCII output (lowered once, its
		// capitals marked); extract reads one of another output, or
		// CheckClaim's, from its text alone.
		var caps signals.Capitals
		st.lower, caps, st.asciiOutput = signals.LowerASCIIMarkedInto(text, st.caps, &st.lowered)
		if st.asciiOutput {
			st.caps, st.capitals = caps, caps
		}
		cs := ix.extract(claims.Segment{Text: text, End: len(text)}, st)
		cv := cs.claimView()
		want := newClauseView(text, cs.numbers)
		if !slices.Equal(cv.clauses, want.clauses) || !slices.Equal(cv.names, want.names) || !slices.Equal(cv.toks, want.toks) {
			t.Errorf("claim view of %q: clauses %v, names %v; want %v, %v", text, cv.clauses, cv.names, want.clauses, want.names)
		}
		if again := cs.claimView(); &again.clauses[0] != &cv.clauses[0] || len(again.clauses) != len(cv.clauses) {
			t.Errorf("claim view of %q cut again for the same claim", text)
		}
	}
	for s := range ix.ev.Sentences {
		sent := &ix.ev.Sentences[s]
		v := ix.sentenceView(st, s)
		if want := newClauseView(sent.Text, sent.Numbers); !slices.Equal(v.clauses, want.clauses) || !slices.Equal(v.names, want.names) {
			t.Errorf("view of sentence %q: clauses %v, names %v; want %v, %v", sent.Text, v.clauses, v.names, want.clauses, want.names)
		}
		if ix.sentenceView(st, s) != v {
			t.Errorf("view of sentence %q made twice for one index", sent.Text)
		}
	}
	other := NewIndex("Kent grew 3%.")
	st.serve(other)
	if len(st.views) != 0 {
		t.Errorf("%d sentence views kept for another index", len(st.views))
	}
}

// holdsName folds each clause it is asked of, and finds a folded name in
// it as in the clause folded whole: in any case, with an "'s",
// curly or straight, and a run of blanks.
func TestHoldsNameFoldsOnce(t *testing.T) {
	text := "PELLAM’s exports rose  8%, while Vireo's fell; Castel  Bank held."
	v := newClauseView(text, signals.Numbers(text))
	tests := []struct {
		c    int
		name string
		want bool
	}{
		{0, "pellam", true},
		{0, "vireo", false},
		{1, "vireo", true},
		{1, "pellam", false},
		{2, "castel bank", true},
		{2, "bank", true},
		{2, "castel  bank", false},
		{1, "", false},
	}
	for _, tt := range tests {
		if got := v.holdsName(tt.c, tt.name); got != tt.want {
			t.Errorf("clause %d of %q holds %q = %v, want %v", tt.c, text, tt.name, got, tt.want)
		}
	}
	for c, f := range v.folded {
		if want := signals.Fold(text[v.clauses[c].start:v.clauses[c].end]); f != want {
			t.Errorf("clause %d folded %q, want %q", c, f, want)
		}
	}
}

// TestBracketOwner checks that a figure in brackets right after a name is
// that name's, not the claim's subject named elsewhere in the sentence,
// unless the later name is another name of the same one. The sentences
// are written for this test.
func TestBracketOwner(t *testing.T) {
	checkVerdicts(t, []verdictCase{
		{"a bracket after another name", "Smith was born in 1972.", "Jones (born 1972) is the son of Smith.", Unverified},
		{"a bracket after the claim's name", "Jones was born in 1972.", "Jones (born 1972) is the son of Smith.", Grounded},
		{"the claim's subject given another name", "Chris Eubank was born in 1966.", "Christopher Eubanks (born 8 August 1966), known as Chris Eubank, is a former boxer.", Grounded},
		{"a day before the brackets", "Smith will speak on October 6.", "Smith will speak on Friday (October 6).", Grounded},
		{"the claim's name inside the brackets", "Luke 4:8 says to serve God.", "Scripture says to serve God (see Luke 4:8).", Grounded},
	})
}

// TestAnchoredRival checks that a figure stated in a sentence that does
// not name the claim's subject is not the subject's when another sentence
// names it with a rival figure for the claim's event, while a sentence
// that refers back to the subject, a rival of another year and a measure
// the subject's sentence does not tell of leave it the claim's. The
// sentences are written for this test.
func TestAnchoredRival(t *testing.T) {
	checkVerdicts(t, []verdictCase{
		{"another model's price", "The Pro costs $799.", "The base model costs $799. The Pro costs $999.", Contradicted},
		{"the subject's own price", "The Pro costs $999.", "The base model costs $799. The Pro costs $999.", Grounded},
		{"another firm's stores", "Southgate opened 45 stores.", "Northwind had a strong year. The company opened 45 new stores. Rival Southgate Inc. opened 20 stores.", Contradicted},
		{"a pronoun for the subject", "Acme sold 700 cars in 2021.", "Acme sold 500 cars in 2020. It sold 700 cars in 2021.", Grounded},
		{"another measure of the subject", "Acme's net income was $310 million.", "Acme reported revenue of $4.8 billion. Net income was $310 million.", Grounded},
	})
}

// TestEventRival checks that a figure a sentence of the claim's subject
// states without any of the words the claim's figure goes with is not the
// figure of the claim's event when another sentence gives that event a
// rival figure right after the claim's word, while the later event's own
// claim, a sentence that holds the claim's word, another amount at another
// time and a rival of another word leave it grounded. The sentences are
// written for this test.
func TestEventRival(t *testing.T) {
	const budget = "The Tarlow council approved a budget of $4 million in March. It was later raised to $5 million."
	const plant = "Acme opened its Osel plant in 2019. It was expanded in 2021."
	checkVerdicts(t, []verdictCase{
		{"the raised figure for the approved one", "The Tarlow council approved a budget of $5 million in March.", budget, Contradicted},
		{"the raise's own figure", "The Tarlow council's budget was later raised to $5 million.", budget, Grounded},
		{"the expansion's year for the opening", "Acme opened its Osel plant in 2021.", plant, Unverified},
		{"the expansion's own year", "Acme's Osel plant was expanded in 2021.", plant, Grounded},
		{"a sentence that holds the claim's verb", "Acme sold 3 plants for $5 million.", "Acme sold 5 plants in 2020 for $4 million. It sold 3 more for $5 million.", Grounded},
		{"another amount in another year", "Orvex reported revenue of $5 million in 2023.", "Orvex reported revenue of $4 million in 2022. In 2023, it rose to $5 million.", Grounded},
		{"a rival of another word", "Lesnie died at 59.", "Lesnie shot all six of the films before he died. He was 59.", Grounded},
	})
}

// TestDateOfAnotherEvent checks that a date a sentence gives to another
// event, in a clause of its own, does not ground a claim of the event
// another clause dates otherwise, while each event's own date does. The
// sentences are written for this test.
func TestDateOfAnotherEvent(t *testing.T) {
	const source = "The law was signed on March 12, 2021 and took effect on July 1, 2021."
	checkVerdicts(t, []verdictCase{
		{"the signing's date for the taking effect", "The law took effect on March 12, 2021.", source, Unverified},
		{"the taking effect's own date", "The law took effect on July 1, 2021.", source, Grounded},
		{"the signing's own date", "The law was signed on March 12, 2021.", source, Grounded},
	})
}

// TestFigureOfAnotherClauseSubject checks that a figure a clause gives its
// own subject grounds no claim giving it to the subject of another clause,
// which has a figure of its own, rival or not (a count with its unit left
// out, another measure), and still grounds the claim of its own subject.
// The sentences are written for this test.
func TestFigureOfAnotherClauseSubject(t *testing.T) {
	checkCodes(t, []codeCase{
		{"a bare count for the other subject", "Varga scored 31 points.",
			"Okafor scored 31 points and Varga scored 14.", Unverified, ReasonOtherSubject},
		{"another measure for the other subject", "Varga scored 31 points.",
			"Okafor scored 31 points and Varga had 14 rebounds.", Unverified, ReasonOtherSubject},
		{"another count for the other subject", "Tolvar hired 200 workers.",
			"Merrin hired 200 workers, and Tolvar cut 50 jobs.", Unverified, ReasonOtherSubject},

		{"the subject's own figure", "Okafor scored 31 points.",
			"Okafor scored 31 points and Varga had 14 rebounds.", Grounded, ReasonSupported},
		{"both figures the subject's", "Varga scored 31 points.",
			"Okafor passed to Varga, who scored 31 points and had 14 rebounds.", Grounded, ReasonSupported},
		{"a year for the claim's subject", "Varga scored 31 points.",
			"Okafor scored 31 points and Varga watched from the bench in 2020.", Unverified, ReasonOtherSubject},
	})
}

// TestFiguresOfOtherClauses checks that a figure stated in a clause of
// another subject grounds no claim that gives it to its own: after a
// comma that opens a clause of a name, a verb and a figure, and where a
// claim of two clauses has the sentence's figures swapped between its
// subjects. The sentences are written for this test.
func TestFiguresOfOtherClauses(t *testing.T) {
	checkVerdicts(t, []verdictCase{
		{"after a comma, the other's", "Germany won 12 medals.", "Germany won 9 medals, France won 12 medals.", Contradicted},
		{"after a comma, its own", "France won 12 medals.", "Germany won 9 medals, France won 12 medals.", Grounded},
		{"after a comma, the first's own", "Germany won 9 medals.", "Germany won 9 medals, France won 12 medals.", Grounded},
		{"a year before a comma", "Acme opened 12 stores in 2020.", "In 2020, Acme opened 12 stores.", Grounded},
		{"a list of names before a comma", "Acme opened 12 stores.", "Acme, Beta and Gamma opened 12 stores.", Grounded},
		{"swapped between two clauses", "Germany won 12 medals and France won 9 medals.", "Germany won 9 medals and France won 12 medals.", Unverified},
		{"swapped, the noun left out", "Acme opened 12 stores and Beta opened 9.", "Acme opened 9 stores and Beta opened 12.", Unverified},
		{"both as the claim has them", "Acme opened 12 stores and Beta opened 9 stores.", "Beta opened 9 stores, while Acme opened 12 stores.", Grounded},
		{"shares swapped", "Marlow won 58.5% of the vote and Ostrander won 41.5%.", "Marlow won 41.5% of the vote and Ostrander won 58.5%.", Unverified},
		{"amounts swapped", "Brelland spent $9 billion and Tolva spent $12 billion.", "Brelland spent $12 billion and Tolva spent $9 billion.", Unverified},
		{"amounts in another order", "Brelland spent $9 billion and Tolva spent $12 billion.", "Tolva spent $12 billion and Brelland spent $9 billion.", Grounded},
	})
}

// TestStemBeforeAndObjectAfter checks the words read either side of a
// cue: across marks outside ASCII, and past articles.
func TestStemBeforeAndObjectAfter(t *testing.T) {
	text := "“Unions condemned the decision”"
	at := strings.Index(text, "condemned")
	if got := subjectBefore(text, at); got != "union" {
		t.Errorf("subjectBefore = %q, want %q", got, "union")
	}
	if got := subjectBefore("Germany later supported it", len("Germany later ")); got != "germani" {
		t.Errorf("subjectBefore past an adverb = %q, want %q", got, "germani")
	}
	if got := objectAfter(text, at+len("condemned")); got != "decis" {
		t.Errorf("objectAfter = %q, want %q", got, "decis")
	}
	if got := objectAfter("they condemned it.", len("they condemned")); got != "it" {
		t.Errorf("objectAfter = %q, want %q", got, "it")
	}
}
