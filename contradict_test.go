package sourced

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/sourced-dev/sourced/internal/claims"
	"github.com/sourced-dev/sourced/internal/signals"
)

// comparableNearbyRef is comparableNearby as written plainly: every
// sentence of the passage is asked first whether it is about another
// subject.
func (ix *Index) comparableNearbyRef(cs *claimSignals, anchors []int, p int, n signals.Number) []string {
	pass := ix.ev.Passages[p]
	var events []int32
	if n.Kind == signals.Year && !pass.Record {
		var known bool
		if events, known = cs.eventStems(nil, n); !known {
			return nil
		}
	}
	running, rate := runningTotal(cs.seg.Text, cs.numbers, n), isRate(cs.seg.Text, n)
	var out []string
	for i := pass.First; i <= pass.Last; i++ {
		s := &ix.ev.Sentences[i]
		if ix.otherOwner(cs, anchors, i) != "" || (pass.Record && !sharesStem(cs.stemRefs, s.StemIDs)) ||
			!pass.Record && ix.saysOtherwise(cs, i) || !tellsOfEvent(events, s.StemIDs) ||
			!pass.Record && (n.Quantity() && cs.timeOfAnother(ix, i) || isDate(n) && cs.amountOfAnother(ix, i)) {
			continue
		}
		for k, x := range s.Numbers {
			if signals.Comparable(n, x) && !signals.Same(n, x) && !isLabel(s.Text, x) &&
				sameNoun(cs.seg.Text, n, s.Text, listLast(s.Text, s.Numbers, k), pass.Record) &&
				(pass.Record || !ix.setAgainst(cs, anchors, i, x)) &&
				rate == isRate(s.Text, x) && running == runningTotal(s.Text, s.Numbers, x) && !slices.Contains(out, x.Text) {
				out = append(out, x.Text)
			}
		}
	}
	return out
}

// statedRef is stated as written plainly: the owner is asked before the
// figure.
func (ix *Index) statedRef(cs *claimSignals, anchors []int, n signals.Number) bool {
	for _, s := range ix.ev.SentencesWithNumber(n) {
		if ix.otherOwner(cs, anchors, int(s)) == "" && signals.HasSame(ix.ev.Sentences[s].Numbers, n) {
			for _, p := range ix.ev.PassagesOf(nil, int(s)) {
				if ix.mentions(p, cs, anchors) {
					return true
				}
			}
		}
	}
	return false
}

// comparableNearby, which asks a sentence about its subject only once it
// has a comparable figure, and stated, which asks it only of a sentence
// with the figure, give what they give asking every sentence first.
func TestContradictionTestsAskOwnersLate(t *testing.T) {
	source, claimTexts := skipWorkload(400, 200)
	ix := NewIndex(source)
	st := ix.state()
	defer ix.release(st)
	found, statedSeen := 0, 0
	for _, text := range claimTexts {
		cs := ix.extract(claims.Segment{Text: text, End: len(text)}, st)
		anchors := ix.anchors(cs)
		if len(anchors) == 0 {
			continue
		}
		for _, n := range cs.numbers {
			want := ix.statedRef(cs, anchors, n)
			if got := ix.stated(cs, anchors, n, 0, -1); got != want {
				t.Errorf("%q, %s: stated = %v, want %v", text, n.Text, got, want)
			}
			if want {
				statedSeen++
			}
			for p := range ix.ev.Passages {
				want := ix.comparableNearbyRef(cs, anchors, p, n)
				if got := ix.comparableNearby(cs, anchors, p, n); !slices.Equal(got, want) {
					t.Errorf("%q, %s, passage %d: comparableNearby = %q, want %q", text, n.Text, p, got, want)
				}
				found += len(want)
			}
		}
	}
	if found == 0 || statedSeen == 0 {
		t.Errorf("no figure found nearby (%d) or stated (%d): the workload tests nothing", found, statedSeen)
	}
}

// stated, which settles a sentence from what the name slots and the owner
// and figure memos already know where it can, gives what it gives reading
// every sentence: asked first of a claim, when nothing is known, and again
// once the sentences are looked up. The source has figures in sentences
// that name an anchor, name someone else, or name no one; the state
// served first an index whose sentences in the same places name someone,
// or hold a figure of another kind.
func TestStatedFromMemos(t *testing.T) {
	source, claimTexts := skipWorkload(400, 200)
	claimTexts = append(claimTexts, "Acme Foods lost 17 percent of sales in 2011.", "Falcon Mining hired 17 people in 2013.",
		"Delta Energy expected 2013 to be better.", "Acme Foods told staff in 2012.", "Bluefin Foods lost 17 percent in 2012.")
	tail := "\n\nAcme Foods reported a loss in 2011. %s was 17 %s of sales. %s told in 2012.\n\n" +
		"Falcon Mining hired 17 people in 2012. Analysts said 2013 would be better for Delta Energy."
	ix := NewIndex(source + fmt.Sprintf(tail, "The loss", "percent", "Staff were"))
	other := NewIndex(source + fmt.Sprintf(tail, "Omar Berg said the loss", "times", "Lena Kim was"))
	// ref and refOther find what stated should; st is served both.
	ref, refOther, st := ix.state(), other.state(), other.state()
	stated := [2]int{}
	// Two rounds on the other index, then two on ix: the first of each
	// finds nothing known.
	for round := range 4 {
		on, rst := other, refOther
		if round >= 2 {
			on, rst = ix, ref
		}
		if round == 2 {
			st.serve(ix)
		}
		for _, text := range claimTexts {
			seg := claims.Segment{Text: text, End: len(text)}
			cs := on.extract(seg, rst)
			anchors := slices.Clone(on.anchors(cs))
			var want []bool
			for _, n := range cs.numbers {
				want = append(want, on.statedRef(cs, anchors, n))
			}
			cs = on.extract(seg, st)
			for i, n := range cs.numbers {
				got := on.stated(cs, anchors, n, 0, -1)
				if got != want[i] {
					t.Errorf("round %d, %q, %s: stated = %v, want %v", round, text, n.Text, got, want[i])
				}
				if got {
					stated[1]++
				} else {
					stated[0]++
				}
			}
		}
	}
	if stated[0] == 0 || stated[1] == 0 {
		t.Errorf("stated %d times, not %d times: want some of each", stated[1], stated[0])
	}
}

// FuzzAppendQuote holds appendQuote to strconv.AppendQuote, which it
// stands for.
func FuzzAppendQuote(f *testing.F) {
	for _, s := range []string{"", "Smith", "42%", `say "hi"`, `a\b`, "tab\there", "café", "\x7f", "~ ", "\xff"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		prefix := []byte("x, ")
		got := appendQuote(slices.Clip(prefix), s)
		if want := strconv.AppendQuote(slices.Clip(prefix), s); string(got) != string(want) {
			t.Fatalf("appendQuote(%q) = %s, want %s", s, got, want)
		}
	})
}

// TestChangeAgainstLevel checks that a change's size is not contradicted
// by a level ("rose 3%" by "to 61%", "by 2%" by "to 14% from 12%"), while
// two levels or two changes that differ still are. The sentences are
// written for this test.
func TestChangeAgainstLevel(t *testing.T) {
	checkVerdicts(t, []verdictCase{
		{"a change against the level it reached", "Turnout rose 3% this year.", "Turnout rose 3 percentage points this year, to 61%.", Unverified},
		{"a change against a level and a baseline", "Acme's margin improved by 2%.", "Acme's margin improved to 14% from 12%.", Unverified},
		{"a level against another level", "Acme's share rose to 12%.", "Acme's share rose 2% to 14%.", Contradicted},
		{"a change against another change", "Acme's revenue rose 10%.", "Acme's revenue rose 12%.", Contradicted},
	})
}

// TestChangeIsNoLevel checks that a change's size and the level a change
// reached are never taken for one quantity, however the figure is
// written: "rose 2%" or "rose by $500 million" is not contradicted by
// "rose to 15%" or "rose to $4.2 billion", whether the source sentence is
// near the claim's name or restates the claim word for word, while two
// levels, or two changes, still contradict. The sentences are written
// for this test.
func TestChangeIsNoLevel(t *testing.T) {
	checkVerdicts(t, []verdictCase{
		{"a change in money by a level", "Nexa's revenue rose by $500 million.", "Nexa's revenue rose to $4.2 billion.", Unverified},
		{"a change in money right after the cue", "Nexa's revenue rose $500 million.", "Nexa's revenue rose to $4.2 billion.", Unverified},
		{"a level by a change in money", "Nexa's revenue rose to $4.2 billion.", "Nexa's revenue rose by $500 million.", Unverified},
		{"a change by a level, restated", "Nexa's market share rose 2%.", "Nexa's market share rose to 15%.", Unverified},
		{"a level by a change, restated", "Nexa's market share rose to 15%.", "Nexa's market share rose 2%.", Unverified},

		{"two levels", "Nexa's revenue rose to $4.5 billion.", "Nexa's revenue rose to $4.2 billion.", Contradicted},
		{"two changes", "Nexa's market share rose 3%.", "Nexa's market share rose 2%.", Contradicted},
		{"two changes in money", "Nexa's revenue rose by $700 million.", "Nexa's revenue rose by $500 million.", Contradicted},
	})
}

// TestChangeCuesWithTheirSize checks that the verbs that are a change's
// only with its size right after them ("slid 12%", "advanced 8%") run
// against the opposite change, and agree with a change the same way,
// while their other uses are no change at all. The sentences are written
// for this test.
func TestChangeCuesWithTheirSize(t *testing.T) {
	checkVerdicts(t, []verdictCase{
		{"slid against rose", "Acme's revenue slid 12% in 2023.", "Acme's revenue rose 12% in 2023.", Contradicted},
		{"advanced against fell", "Shares of Norlex advanced 8% on Tuesday.", "Shares of Norlex fell 8% on Tuesday.", Contradicted},
		{"shed against climbed", "Norlex shares shed 5% on Friday.", "Norlex shares climbed 5% on Friday.", Contradicted},
		{"slid as fell", "Acme's revenue slid 12% in 2023.", "Acme's revenue fell 12% in 2023.", Grounded},
		{"eased as declined", "Inflation in Norland eased 0.4% in June.", "Inflation in Norland declined 0.4% in June.", Grounded},
		{"a change's size is no level", "Inflation in Norland eased 0.4% in June.", "Inflation in Norland eased to 3.1% in June.", Unverified},
		{"no size, no change", "Norland eased its rules for 12 ports in June.", "Norland eased its rules for 12 ports in June.", Grounded},
	})
	// Verbs that are as often of other things with a count after them
	// are no cues: "contracted 200 workers" is no fall.
	if c := checkOne(t, "Brightwave contracted 200 workers in Halvern.", "Brightwave added 200 workers in Halvern."); c.Verdict == Contradicted {
		t.Errorf("contracted 200 workers against added 200 workers: %s (%s)", c.Verdict, c.Reason)
	}
	for _, w := range []string{"slid", "shed", "eased", "advanced"} {
		tk := signals.Tokenize("Sales " + w + " in May.")
		if d := tk.AppendDirections(nil); len(d) != 0 {
			t.Errorf("%q without a figure after it is a cue: %+v", w, d)
		}
	}
}

// TestSumOrDifference checks that a claim's figure that is the sum or the
// difference of two of a source sentence's figures of its kind is not
// contradicted by them, while a figure that is neither still is, and a
// level is not worked out of a change. The sentences are written for
// this test.
func TestSumOrDifference(t *testing.T) {
	checkVerdicts(t, []verdictCase{
		{"a total of two parts", "Nexa sold 5 million phones in total.", "Nexa sold 3 million phones in Europe and 2 million in Asia.", Unverified},
		{"the change between two levels", "Nexa's revenue grew by $500 million.", "Nexa's revenue was $4.2 billion in 2023, up from $3.7 billion.", Unverified},
		{"the other part", "Nexa has 8,400 staff on site.", "Nexa has 12,000 staff, 3,600 of them remote.", Unverified},

		{"a change and the figure \"more\" adds to it", "Mirela Air added 23 new routes across the spring and autumn.", "Mirela Air added 14 new routes in the spring and nine more in the autumn.", Unverified},

		{"neither sum nor difference", "Nexa sold 6 million phones in total.", "Nexa sold 3 million phones in Europe and 2 million in Asia.", Contradicted},
		{"a change and a figure \"more than\" another", "Mirela Air added 23 new routes across the spring and autumn.", "Mirela Air added 14 new routes in the spring, nine more than in the autumn.", Contradicted},
		{"a share of a figure", "Solden Airways will retire 30 planes.", "Solden Airways will retire a quarter of its 120 planes.", Unverified},
		{"a half of a figure", "Brenmoor Bank will cut 300 jobs.", "Brenmoor Bank will cut half of its 600 jobs.", Unverified},
		{"the sum of three levels", "Nexa sold 9 million phones in total.", "Nexa sold 3 million phones in Europe, 2 million in Asia and 4 million in Africa.", Unverified},
		{"another share of a figure", "Solden Airways will retire 40 planes.", "Solden Airways will retire a quarter of its 120 planes.", Contradicted},
		{"a share of another verb", "Halvorsen Foods employs 30 staff at its Tarlow plant.", "Halvorsen Foods cut a quarter of its 120 staff at its Tarlow plant.", Contradicted},
		{"a part the claim names", "Korvane Motors hired 60 workers in Halden.", "Korvane Motors hired 10 workers in Osel, 20 in Brava and 30 in Halden.", Contradicted},
		{"a level is no level less a change", "Acme's share rose to 12%.", "Acme's share rose 2% to 14%.", Contradicted},

		{"the level before a change", "A decade before 2023, Little Tarn had 1,700 residents.",
			"The population of Little Tarn fell by 85 over the decade to 2023, to 1,615 residents.", Unverified},
		{"the level before a change told in the next sentence", "Before 1 January, a single ticket from Harbeck to Lenmouth cost 12 crowns.",
			"The fare for a single ticket from Harbeck to Lenmouth went up by 1.50 crowns on 1 January. The ticket now costs 13.50 crowns.", Unverified},
		{"the level a percentage change started from", "Wickmoor's average house price stood at 300,000 crowns in the first quarter.",
			"The average house price in Wickmoor reached 312,000 crowns in the second quarter. That represented a gain of 4 percent on the first quarter.", Unverified},
		{"another level before a change", "A decade before 2023, Little Tarn had 1,900 residents.",
			"The population of Little Tarn fell by 85 over the decade to 2023, to 1,615 residents.", Contradicted},
		{"a percentage change of two levels", "Corvale Bank lifted its 2024 net profit by 52 million crowns, or 32.5 percent, to 212 million.",
			"Corvale Bank's net profit for 2024 came to 212 million crowns, up from 160 million in 2023. Its cost-to-income ratio improved to 51 percent.", Unverified},
		{"a year a span of years before another", "The Ashby village hall roof was last replaced in 1994.",
			"At its meeting on 14 May 2025, the Ashby parish council noted that the village hall roof had last been replaced 31 years earlier.", Unverified},
		{"the level a change led to, taken for the one it started from", "A decade before 2023, Little Tarn had 1,530 residents.",
			"The population of Little Tarn fell by 85 over the decade to 2023, to 1,615 residents.", Contradicted},
		{"a year and an age", "Halden Robotics was founded in 1965.", "Halden Robotics was founded in 2010 by a 45-year-old engineer.", Contradicted},
		{"a sum of a figure of each of two sentences", "Since the 2023 extension, the Norcastle cycle path has been 25 km long.",
			"The Norcastle cycle path was 18 km long when it opened in 2019. A 7 km extension was added in 2023.", Unverified},
		{"a difference of a figure of each of two sentences", "The 2016 east stand added 7,500 seats to Harwent Stadium's capacity.",
			"Harwent Stadium opened in 1998 with 24,000 seats. A new east stand, added in 2016, raised capacity to 31,500.", Unverified},
		{"neither sum nor difference of two sentences' figures", "Since the 2023 extension, the Norcastle cycle path has been 27 km long.",
			"The Norcastle cycle path was 18 km long when it opened in 2019. A 7 km extension was added in 2023.", Contradicted},
		{"a year no span of years before another", "The Ashby village hall roof was last replaced in 1990.",
			"At its meeting on 14 May 2025, the Ashby parish council noted that the village hall roof had last been replaced 31 years earlier.", Contradicted},
	})
}

// TestDifferenceFigure checks that a figure the claim gives as the
// difference between two things, a comparative right after it or "by"
// before it in a claim that compares them with "than", is not contradicted
// by the two levels the passage gives, while a level the claim states
// still is. The sentences are written for this test.
func TestDifferenceFigure(t *testing.T) {
	const ferry = "The new Ostmere ferry completes the crossing to Barra Point in 38 minutes. The older vessel it replaced needed 52 minutes."
	const phones = "The Crestline X4 smartphone weighs 186 grams and sells for 699 crowns. The rival Nimbra Pro weighs 201 grams and sells for 649 crowns."
	checkVerdicts(t, []verdictCase{
		{"a comparative, then than further on", "The ferry that was replaced took 14 minutes longer to reach Barra Point than the new Ostmere ferry does.", ferry, Unverified},
		{"a comparative in a claim that compares", "The Nimbra Pro is heavier than the Crestline X4 but costs 50 crowns less.", phones, Unverified},
		{"by after a comparison", "The Nimbra Pro is heavier than the Crestline X4, by 15 grams.", phones, Unverified},
		{"a level in a claim that compares", "The Nimbra Pro is heavier than the Crestline X4 and costs 599 crowns.", phones, Contradicted},
	})
}

// TestMeasureOf checks that two figures of what an "of" names as
// different things ("3 cups of milk", "1 cup of sugar") do not contradict
// each other, while figures of one thing still do, and the same figure of
// a thing named in other words still grounds, unless the sentence gives
// the claim's thing a figure of its own: that figure contradicts the
// claim's where the claim names its subject. The sentences are written
// for this test.
func TestMeasureOf(t *testing.T) {
	checkVerdicts(t, []verdictCase{
		{"counts of other things", "The Acme recipe uses 3 cups of milk.", "The Acme recipe uses 1 cup of sugar.", Unverified},
		{"amounts of other things", "The Acme recipe uses 3 kg of milk.", "The Acme recipe uses 1 kg of sugar.", Unverified},
		{"shares of other groups", "In Tolva, 40% of voters backed Acme.", "In Tolva, 4% of donors backed Acme.", Unverified},
		{"counts of one thing", "The Acme recipe uses 3 cups of sugar.", "The Acme recipe uses 1 cup of sugar.", Contradicted},
		{"past a determiner", "The Acme recipe uses 3 kg of sugar.", "The Acme recipe uses 1 kg of the sugar.", Contradicted},
		{"shares of one group", "In Tolva, 40% of voters backed Acme.", "In Tolva, 4% of the voters backed Acme.", Contradicted},
		{"a count with no of", "Acme opened 30 stores in Tolva.", "Acme opened 12 stores in Tolva.", Contradicted},
		// The same figure of a thing named in other words still grounds.
		{"two words for one thing", "Tolva's patients received 1,000 mg of paracetamol every 6 hours.",
			"Tolva's patients received 1,000 mg of acetaminophen every 6 hours.", Grounded},
		{"the same amount, a word before the thing", "Tolva had 24.97 inches of rain in 1934.", "Tolva had 24.97 inches of measured rain in 1934.", Grounded},
		{"a pronoun after of", "Tolva's mill cut 60% of them in 2021.", "Tolva's mill cut 60% of its staff in 2021.", Grounded},
		{"a name after of", "Tolva surveyed 313 sheep in two districts of Zambézia.", "Tolva surveyed 313 sheep in two districts of Zambezia.", Grounded},
		{"the same share, a possessor before the thing", "Nuclear power generates 60% of the country's clean electricity.",
			"Nuclear power generates 60% of our clean electricity.", Grounded},
		// Unless the sentence gives the claim's thing a figure of its own.
		{"the thing's own figure after", "Add 2 cups of flour.", "Add 2 cups of sugar and 3 cups of flour.", Unverified},
		{"the subject's thing's own figure after", "The Acme recipe uses 2 cups of milk.", "The Acme recipe uses 2 cups of sugar and 3 cups of milk.", Contradicted},
		{"a group's own share after", "In Tolva, 40% of members backed Acme.", "In Tolva, 40% of voters and 35% of members backed Acme.", Contradicted},
		{"the other thing's own figure", "The Acme recipe uses 2 cups of sugar.", "The Acme recipe uses 2 cups of sugar and 3 cups of milk.", Grounded},
		{"a figure of another kind beside", "Tolva's patients received 1,000 mg of paracetamol every 6 hours.",
			"Tolva's patients received 1,000 mg of acetaminophen every 6 hours, 4% of paracetamol users.", Grounded},
	})
}

// TestLabelNouns checks that a noun that labels one of a kind opening a
// claim ("Type 2 diabetes") is no subject whose figure a source may
// contradict, while a subject's label ("the Tolva trial … stage 4") is
// compared, as is a sentence that says the claim word for word but for
// the label, and the same noun counting things ("3 rounds"). The
// sentences are written for this test.
func TestLabelNouns(t *testing.T) {
	checkVerdicts(t, []verdictCase{
		{"opening the sentence", "Type 2 diabetes is treated with metformin.", "Type 1 diabetes is treated with insulin.", Unverified},
		{"the subject's stage", "The Tolva trial included patients with stage 4 melanoma.", "The Tolva trial included 500 patients with stage 3 melanoma.", Contradicted},
		{"a count of the noun", "Acme ran 3 rounds of layoffs.", "Acme ran 2 rounds of layoffs.", Contradicted},
		{"a sentence that says the claim but for the label", "The trial enrolled 3,000 patients with type 2 diabetes.",
			"The trial enrolled 3,000 patients with type 1 diabetes.", Contradicted},
	})
}

// TestAgeAgainstSpan checks that someone's age and a span of years are
// different facts ("25 years old" against "sentenced to 10 years"), while
// two ages, or two spans, still disagree. The sentences are written for
// this test.
func TestAgeAgainstSpan(t *testing.T) {
	checkVerdicts(t, []verdictCase{
		{"a sentence against an age", "John Doe was sentenced to 10 years in prison.", "John Doe, 25 years old, was convicted on Friday.", Unverified},
		{"a marriage against an age", "John Doe has been married for 40 years.", "John Doe turned 70 years old on Monday.", Unverified},
		{"a tenure against aged", "John Doe ran Acme for 30 years.", "John Doe, who died aged 87, ran Acme.", Unverified},
		{"two ages", "John Doe died aged 78.", "John Doe died aged 87.", Contradicted},
		{"two spans", "John Doe served 10 years in prison.", "John Doe served 12 years in prison.", Contradicted},
		{"an age the claim gives to another of its names", "Corby Town have signed 27-year-old striker Ivo Lenz from Aldwick.",
			"Striker Ivo Lenz has joined Corby Town from Aldwick. Lenz, 27, scored nine goals last season. Corby Town's coach said he had followed him for three years.", Unverified},
	})
}

// TestDerivedFigures checks that a claim's figure that only arithmetic on
// the source's figures states — a difference between two things, a
// change's baseline beside its stated level — is not contradicted by a
// level of another thing, nor a figure by one a thousand times and more
// apart, while a baseline a sentence gives itself, and the same digits at
// another scale, still contradict. The sentences are written for this
// test.
func TestDerivedFigures(t *testing.T) {
	const revenue = "Halden Foods reported revenue of $1,200 million for 2023. Rival Dunmore Brands reported revenue of $860 million. Online sales at Halden tripled to $90 million."
	checkVerdicts(t, []verdictCase{
		{"a difference", "Halden's revenue was $340 million higher than Dunmore Brands'.", revenue, Unverified},
		{"a difference in time", "Tova Rane's winning time was 15 minutes faster than Lea Moss's.",
			"Lea Moss won the women's race in 2:21:47. Tova Rane won the men's race in 2:06:47.", Unverified},
		{"a baseline beside its stated level", "Halden's online sales rose to $90 million from $30 million.", revenue, Unverified},
		{"a baseline the sentence gives", "Halden's online sales rose to $90 million from $30 million.",
			"Halden Foods reported revenue of $1,200 million. Online sales at Halden rose to $90 million from $40 million.", Contradicted},
		{"a share price against a deal", "Qarro's shares closed at $32 on Friday.",
			"Brell agreed to buy Qarro for $1.85 billion, a 31% premium to Qarro's closing price on Friday.", Unverified},
		{"the same digits at another scale", "Halden's revenue was $1,200 billion in 2023.", revenue, Contradicted},
	})
}

// TestDurationsInParts checks that a race time written as hours,
// minutes and seconds is the time its parts written out state, and
// another time is not. The sentences are written for this test.
func TestDurationsInParts(t *testing.T) {
	const race = "Ada Kiprop won the Harlow Marathon in 2 hours 8 minutes 5 seconds. The course record of 2:06:40 was set by Lena Ochieng in 2019."
	checkVerdicts(t, []verdictCase{
		{"the time in parts", "Ada Kiprop won the Harlow Marathon in 2:08:05.", race, Grounded},
		{"the record's time, not hers", "Ada Kiprop won the Harlow Marathon in 2:06:40.", race, Contradicted},
		{"another time", "Ada Kiprop won the Harlow Marathon in 2:09:30.", race, Contradicted},
	})
}

// TestClaimBaseline checks that a sentence giving the claim's level and
// no baseline ("rose to $50") does not contradict the baseline the claim
// adds ("from $45"), while another level, or another baseline, still
// does. The sentences are written for this test.
func TestClaimBaseline(t *testing.T) {
	checkVerdicts(t, []verdictCase{
		{"from", "Acme's shares rose to $50 from $45.", "Acme's shares rose to $50.", Unverified},
		{"up from", "Jane Smith won 52% of the vote, up from 48% in 2020.", "Jane Smith won with 52% of the vote.", Unverified},
		{"another level", "Acme's shares rose to $55 from $45.", "Acme's shares rose to $50.", Contradicted},
		{"another baseline", "Acme's shares rose to $50 from $45.", "Acme's shares rose to $50 from $40.", Contradicted},
	})
}

// TestComparedOwner checks that a figure a sentence gives its own
// subject, named before it, contradicts nothing of a name the sentence
// sets against that subject after it ("fewer than rival Globex"), while
// the claim's anchor right after the figure ("900 U.S. troops") or
// before it still owns it. The sentences are written for this test.
func TestComparedOwner(t *testing.T) {
	checkVerdicts(t, []verdictCase{
		{"than", "Globex has 5,000 employees.", "Acme has 3,000 employees, fewer than rival Globex.", Unverified},
		{"after", "Nvidia's shares rose 8%.", "AMD's shares rose 3% after Nvidia reported earnings.", Unverified},
		{"losing to", "Biden won 306 electoral votes.", "Trump won 232 electoral votes, losing to Biden.", Unverified},
		{"the sentence's own subject", "AMD's shares rose 8%.", "AMD's shares rose 3% after Nvidia reported earnings.", Contradicted},
		{"the anchor right after the figure", "Tolva sent 2,000 Brelland troops to the border.",
			"Tolva sent 900 Brelland troops to the border after attacks on Brelland bases.", Contradicted},
	})
}

// TestComparedOwnerNameInFigure checks that a claim's name whose span
// reaches into the figure's (a figure read across a name, as a date may
// be across a month's) owns the figure, and that the text between them is
// not cut the wrong way round, which panicked on a RAGTruth sentence
// while setAgainst was being written. The figure is made up to span
// the name.
func TestComparedOwnerNameInFigure(t *testing.T) {
	const source = "Airbus has 180 seats, fewer than the Boeing 737."
	ix := NewIndex(source)
	st := ix.state()
	defer ix.release(st)
	text := "Boeing has 200 seats."
	cs := ix.extract(claims.Segment{Text: text, End: len(text)}, st)
	anchors := ix.anchors(cs)
	at := strings.Index(source, "Boeing")
	x := signals.Number{Kind: signals.Plain, Value: 737, Text: "Boeing 737", Start: at, End: at + len("Boeing 737")}
	if len(anchors) == 0 {
		t.Fatal("the claim has no anchor: the test tests nothing")
	}
	if ix.setAgainst(cs, anchors, 0, x) {
		t.Errorf("setAgainst = true, want false: the claim's Boeing lies in the figure")
	}
}

// TestFiguresBeyondFloat checks that a figure beyond float64's range
// ("1e999") is read as a figure and compared as it is written: it was
// dropped, and a claim of it was grounded by any other.
func TestFiguresBeyondFloat(t *testing.T) {
	checkVerdicts(t, []verdictCase{
		{"another", "The Tolva constant is 1e999.", "The Tolva constant is 2e999.", Contradicted},
		{"the same", "The Tolva constant is 1e999.", "The Tolva constant is 1E999.", Grounded},
	})
}

// TestOtherZone checks that clock times of two time zones contradict
// nothing, while two times of one zone, or two without one, still do.
// The sentences are written for this test.
func TestOtherZone(t *testing.T) {
	checkVerdicts(t, []verdictCase{
		{"two zones", "Acme's launch is set for 9 a.m. ET on Tuesday.", "Acme's launch is set for 6 a.m. PT on Tuesday.", Unverified},
		{"one zone", "Acme's launch is set for 9 a.m. ET on Tuesday.", "Acme's launch is set for 8 a.m. ET on Tuesday.", Contradicted},
		{"no zone", "Acme's launch is set for 9 a.m. on Tuesday.", "Acme's launch is set for 8 a.m. on Tuesday.", Contradicted},
	})
}

// TestFigureOfAnotherTime checks that a sentence stating both another
// amount and another year than the claim's contradicts neither (another
// fact, of another time), while the same amount in another year, another
// amount in the same year, and another year of the same event still
// contradict. The sentences are written for this test.
func TestFigureOfAnotherTime(t *testing.T) {
	checkVerdicts(t, []verdictCase{
		{"another amount in another year", "Kestrel Motors sold 80,000 cars in 2021.", "Kestrel Motors sold 95,000 cars in 2023.", Unverified},
		{"another share in another year", "Voter turnout in Dunmore was 62% in 2020.", "Voter turnout in Dunmore was 55% in 2024.", Unverified},
		{"the same amount in another year", "Kestrel Motors sold 95,000 cars in 2021.", "Kestrel Motors sold 95,000 cars in 2023.", Contradicted},
		{"another amount in the same year", "Kestrel Motors sold 80,000 cars in 2023.", "Kestrel Motors sold 95,000 cars in 2023.", Contradicted},
		{"another year of the same event", "Kestrel Motors was founded in 1995.", "Kestrel Motors was founded in 1990 with 12 employees.", Contradicted},
	})
}

// TestLooseSpan checks that a span written with "to" does not contradict
// a figure inside it, while a figure outside it, and a change's end
// against a level inside the change, still do. The sentences are written
// for this test.
func TestLooseSpan(t *testing.T) {
	checkVerdicts(t, []verdictCase{
		{"inside a span", "The Orsay bridge will cost $70 million.", "The Orsay bridge will cost $60 million to $80 million, officials said.", Unverified},
		{"inside a range after ranged from", "Temperatures in Dorvan reached 38C on Monday.", "Temperatures in Dorvan ranged from 30C to 40C on Monday.", Unverified},
		{"outside a span", "The Orsay bridge will cost $90 million.", "The Orsay bridge will cost $60 million to $80 million, officials said.", Contradicted},
		{"a level inside a change from one figure to another", "Acme's share of the market rose to 15% in 2023.", "Acme's share of the market rose from 10% to 20% in 2023.", Contradicted},
		{"a level inside a change by one figure to another", "Acme's share rose to 12%.", "Acme's share rose 2% to 14%.", Contradicted},
	})
}

// TestFigureOfContrastingThing checks that a source figure bound to a
// word of contrast with the claim's ("revenue" for "profit"), or to a
// noun the claim lacks where the sentence lacks the claim's, does not
// contradict the claim's figure, while one bound to the claim's word
// still does. The sentences are written for this test.
func TestFigureOfContrastingThing(t *testing.T) {
	checkVerdicts(t, []verdictCase{
		{"revenue against profit", "Teller Bank's profit rose 25% last year.",
			"Teller Bank's profit rose to $150 million last year from $120 million, and its revenue rose 4%.", Unverified},
		{"revenue against revenue", "Teller Bank's revenue rose 25% last year.", "Teller Bank's revenue rose 4% last year.", Contradicted},
		{"a noun each the other lacks", "Galdor's economy grew 2.5% last year.", "Galdor's inflation rate reached 6% last year.", Unverified},
		{"one noun in other verbs", "Acme's revenue grew 5% last year.", "Acme's revenue rose 8% last year.", Contradicted},
		{"the claim's noun in the sentence", "Orvane paid a $300 million fine in 2023.",
			"Orvane paid a $5 million fine in 2023, a year in which its profit reached $300 million.", Contradicted},
	})
}

// TestDayFirst checks that a date written in digits that may be read day
// first does not contradict the day it names so, while another day still
// is contradicted. The sentences are written for this test.
func TestDayFirst(t *testing.T) {
	checkVerdicts(t, []verdictCase{
		{"day first", "Tarvia's parliament approved the budget on 12 June 2023.", "Tarvia's parliament approved the budget on 12/06/2023.", Unverified},
		{"day first with a leading zero", "Orla Finch was sworn in on 4 March 2024.", "Orla Finch was sworn in on 04/03/2024.", Unverified},
		{"month first", "Orla Finch was sworn in on April 3, 2024.", "Orla Finch was sworn in on 04/03/2024.", Grounded},
		{"another day", "Tarvia's parliament approved the budget on 14 June 2023.", "Tarvia's parliament approved the budget on 12/06/2023.", Contradicted},
	})
}

// TestCompoundAmount checks that a part of an amount written in two units
// of one measure neither contradicts nor is contradicted by a figure of
// the whole, while another whole, and a figure in one unit, still
// contradict. The sentences are written for this test.
func TestCompoundAmount(t *testing.T) {
	checkVerdicts(t, []verdictCase{
		{"years and months", "Jonas Hale served 30 months in prison for fraud.", "Jonas Hale served 2 years and 6 months in prison for fraud.", Unverified},
		{"hours and minutes in the claim", "The Orm Valley flight takes 3 hours 45 minutes.", "The Orm Valley flight takes 3.75 hours.", Unverified},
		{"pounds and ounces", "Baby Ivo Brandt weighed 7.5 pounds at birth.", "Baby Ivo Brandt weighed 7 lb 8 oz at birth.", Unverified},
		{"one unit", "The Orm Valley flight takes 5 hours.", "The Orm Valley flight takes 3 hours.", Contradicted},
		{"another whole", "Tobin Harwell was sentenced to 4 years in prison.", "Tobin Harwell was sentenced to 2 years and 6 months in prison.", Contradicted},
	})
}
