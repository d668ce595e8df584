package sourced

import (
	"slices"
	"strings"

	"github.com/sourced-dev/sourced/internal/evidence"
	"github.com/sourced-dev/sourced/internal/signals"
)

// The rules of this file read words a source frames a claim's fact with,
// which the claim leaves out or turns round: a qualified role or rank, a
// scope of animals, two events in the other order, a rank below the
// first, a link for a cause. Each is asked of the closest sentence of a
// passage about to ground a claim, and a claim it finds is unverified,
// word_differs.
//
// A word that qualifies a role or a rank says another fact than the role
// or the rank alone: "Ilse Moran is the former chief executive" does not
// state "Ilse Moran is the chief executive", nor "one of the
// fastest-growing companies" "the fastest-growing company". A claim that
// drops such a word from before one of its words, where every place of
// that word in the closest sentence has it, is not grounded by the
// sentence.

// roleQualifiers, right before a role (see roleNouns), make it another
// than the role alone: a past one, a stand-in, a second.
var roleQualifiers = []string{"former", "ex", "acting", "interim", "deputy", "vice", "assistant", "associate"}

// roleNouns are the roles roleQualifiers are read before: "former chief
// executive", "acting president", "assistant coach".
var roleNouns = []string{"chief", "ceo", "president", "director", "manager", "minister", "chairman", "chairwoman",
	"chair", "head", "coach", "boss", "secretary", "governor", "mayor", "leader", "editor", "champion", "captain",
	"commissioner", "chancellor", "premier", "principal", "dean", "treasurer", "executive"}

// qualifierSentenceWords are the words of the sentences qualifierDropped
// reads: roleQualifiers and the "one" of "one of the".
var qualifierSentenceWords = slices.Concat(roleQualifiers, []string{"one"})

// qualifierDropped reports whether the closest sentence of passage e,
// about to ground the claim, puts before each of its places of one of the
// claim's content words a qualifier the claim does not (see
// roleQualifiers, and "one of the"), and returns the pair.
func (ix *Index) qualifierDropped(e *passageEval, cs *claimSignals) (wordSwap, bool) {
	s := e.closest
	if !ix.holdsAt(&ix.qualifying, qualifierSet, s) {
		return wordSwap{}, false
	}
	if f := ix.ev.Sentences[s].Folded; !strings.Contains(f, "one of the") && !slices.ContainsFunc(roleQualifiers, func(q string) bool {
		return strings.Contains(f, q+" ")
	}) {
		return wordSwap{}, false // "one" alone, not "one of the"
	}
	toks := cs.state.tokensOf(ix.ev.Sentences[s].Text)
	for j, t := range toks {
		q := qualifierAt(toks, j)
		if q == "" || cs.holdsWord(q) || q == "one of the" && cs.holdsOneOf() {
			continue
		}
		w := t.Lower
		if !cs.holdsContentWord(ix, w) || q != "one of the" && cs.qualifiesRole(w) {
			continue
		}
		// Every place of the word in the sentence is so qualified.
		st, alone := ix.ev.Stem(w), false
		for k, o := range toks {
			if k != j && ix.ev.Stem(o.Lower) == st && qualifierAt(toks, k) == "" {
				alone = true
				break
			}
		}
		if !alone {
			return wordSwap{claim: w, source: q + " " + w}, true
		}
	}
	return wordSwap{}, false
}

// onlyOfMany reports whether the claim calls a thing "the only" one of
// its kind where the closest sentence of passage e, about to ground it,
// calls it "one of" several: "Alder Creek is one of three towns without a
// hospital" does not state "Alder Creek is the only town without a
// hospital". It returns the pair.
func (ix *Index) onlyOfMany(e *passageEval, cs *claimSignals) (wordSwap, bool) {
	toks := cs.tokens
	sent := &ix.ev.Sentences[e.closest]
	if !strings.Contains(sent.Folded, "one of ") {
		return wordSwap{}, false
	}
	for k := 1; k+1 < len(toks); k++ {
		if toks[k].Lower != "only" || toks[k-1].Lower != "the" || !cs.state.tokenStems[k+1].ok {
			continue
		}
		noun := cs.state.tokenStems[k+1].stem
		stoks := cs.state.tokensOf(sent.Text)
		for j := 0; j+2 < len(stoks); j++ {
			if stoks[j].Lower != "one" || stoks[j+1].Lower != "of" {
				continue
			}
			// "one of three towns", "one of the towns", "one of its towns".
			for _, t := range stoks[j+2 : min(len(stoks), j+5)] {
				if ix.ev.Stem(t.Lower) == noun {
					return wordSwap{claim: "the only " + toks[k+1].Lower, source: sent.Text[stoks[j].Start:t.End]}, true
				}
			}
		}
	}
	return wordSwap{}, false
}

// qualifierAt returns the qualifier right before token j of toks: a word
// of roleQualifiers before a role, or "one of the" before a superlative
// ("one of the largest", "one of the fastest-growing"); "" when none.
func qualifierAt(toks []signals.Token, j int) string {
	w := toks[j].Lower
	if j > 0 && slices.Contains(roleQualifiers, toks[j-1].Lower) && slices.Contains(roleNouns, w) {
		return toks[j-1].Lower
	}
	if j > 2 && toks[j-1].Lower == "the" && toks[j-2].Lower == "of" && toks[j-3].Lower == "one" && superlative(w) {
		return "one of the"
	}
	return ""
}

// superlative reports whether w, in lower case, is a superlative in -est
// ("largest"), or opens on one ("fastest-growing"), or is "most".
func superlative(w string) bool {
	if i := strings.IndexByte(w, '-'); i > 0 {
		w = w[:i]
	}
	return w == "most" || len(w) > 5 && strings.HasSuffix(w, "est")
}

// qualifiesRole reports whether the claim writes a word of its own, in
// lower case, right before the role w ("the permanent manager", "the
// previous manager"): it says which the role is itself.
func (cs *claimSignals) qualifiesRole(w string) bool {
	for k := 1; k < len(cs.tokens); k++ {
		if p := cs.tokens[k-1]; cs.tokens[k].Lower == w && !isArticle(p.Lower) && signals.IsContentWord(p.Lower) && isLowerLetter(cs.seg.Text[p.Start]) {
			return true
		}
	}
	return false
}

// holdsOneOf reports whether the claim writes "one of".
func (cs *claimSignals) holdsOneOf() bool {
	for k := 1; k < len(cs.tokens); k++ {
		if cs.tokens[k].Lower == "of" && cs.tokens[k-1].Lower == "one" {
			return true
		}
	}
	return false
}

// holdsContentWord reports whether w, in lower case, is a content word
// the claim holds: by its stem, or as written, as a cue is ("fell",
// "largest"), which the claim's stems leave out.
func (cs *claimSignals) holdsContentWord(ix *Index, w string) bool {
	return signals.IsContentWord(w) && (cs.holdsStemOf(ix, w) || cs.holdsWord(w))
}

// holdsStemOf reports whether the claim holds a content word of w's stem.
func (cs *claimSignals) holdsStemOf(ix *Index, w string) bool {
	return slices.Contains(cs.stems, ix.ev.Stem(w))
}

// A finding of animals or of cells is not one of people: "In mice,
// Velotrin cut tumour growth by 40 percent" does not state "Velotrin cut
// tumour growth by 40 percent". A claim that leaves out such a scope of
// its closest sentence, naming none of its words, is not grounded by it.

// scopeWords, after "in", limit a finding to animals or cells: "in mice",
// "in animal studies", "in vitro".
var scopeWords = []string{"mice", "mouse", "rats", "rat", "rodents", "animals", "animal", "vitro", "monkeys", "primates",
	"cultures", "culture", "dishes", "simulation", "simulations", "silico"}

// peopleWords, after "in", say a finding is of people: a sentence that
// holds one tells of people, whatever animals it names.
var peopleWords = []string{"patients", "people", "humans", "adults", "children", "volunteers", "participants", "women", "men"}

// studyWords, before "in mice", make the scope a study's, not the
// finding's: "after earlier tests in mice".
var studyWords = []string{"tests", "test", "studies", "study", "experiments", "trials", "research", "work"}

// scopeDropped reports whether the closest sentence of passage e, about
// to ground the claim, says it only "in" one of scopeWords, opening or
// closing the sentence, where the claim holds none of them, and returns
// the scope.
func (ix *Index) scopeDropped(e *passageEval, cs *claimSignals) (wordSwap, bool) {
	s := e.closest
	if !ix.holdsAt(&ix.scoped, scopeSet, s) {
		return wordSwap{}, false
	}
	if slices.ContainsFunc(scopeWords, cs.holdsWord) {
		return wordSwap{}, false
	}
	text := ix.ev.Sentences[s].Text
	toks := cs.state.tokensOf(text)
	for j := 1; j < len(toks); j++ {
		if toks[j-1].Lower == "in" && slices.Contains(peopleWords, toks[j].Lower) {
			return wordSwap{}, false // "in patients, after earlier tests in mice"
		}
	}
	for i := 0; i+1 < len(toks); i++ {
		if toks[i].Lower != "in" || i > 0 && slices.Contains(studyWords, toks[i-1].Lower) {
			continue
		}
		// The scope, a word of scopeWords one or two words after "in"
		// ("in mice", "in cell cultures", "in a simulation"), of the
		// whole sentence: opening it before a comma ("In mice, …"), or
		// closing it ("… in mice."); a scope inside it is of one of its
		// parts ("after tests in mice", "in vitro fertilisation").
		for j := i + 1; j < min(len(toks), i+3); j++ {
			if !slices.Contains(scopeWords, toks[j].Lower) {
				continue
			}
			after := strings.TrimSpace(text[toks[j].End:])
			if (i == 0 && strings.HasPrefix(after, ",") || j == len(toks)-1 && strings.Trim(after, ".!?\"') ") == "") &&
				!slices.ContainsFunc(toks[i+1:j], func(t signals.Token) bool { return cs.holdsWord(t.Lower) }) {
				// (Unless the claim holds a word of it: "Computer models
				// show" for "In computer simulations, …".)
				return wordSwap{source: strings.ToLower(text[toks[i].Start:toks[j].End])}, true
			}
		}
	}
	return wordSwap{}, false
}

// A part is not the whole: "Part of the Grand Hotel collapsed" does not
// state "The Grand Hotel collapsed", nor "repaid half of its loan"
// "repaid its loan", nor "sold a stake in its newspaper business" "sold
// its newspaper business".

// wholePartWords name a part of what follows them ("half of", "a stake
// in", a sentence's opening "Part of"). Words that name parts as often in
// a whole's description ("a section of a boat", "the provisions of the
// Act", "parts of seven days"), and "partially" and "partly", which as
// often leave a claim true ("was partially damaged" for "was damaged"),
// are not among them.
var wholePartWords = []string{"part", "half", "stake"}

// givesShare reports whether the claim gives a share of its own: a
// percentage, or shares.
func (cs *claimSignals) givesShare() bool {
	return slices.ContainsFunc(cs.numbers, func(n signals.Number) bool { return n.Kind == signals.Percent }) ||
		cs.holdsWord("shares") || cs.holdsWord("share")
}

// halvedTimes are the stretches of time whose "half" is a time, not a
// part of what the claim speaks of.
var halvedTimes = []string{"year", "years", "month", "season", "century", "decade", "day", "week", "quarter", "game", "match"}

// partDropped reports whether the closest sentence of passage e, about to
// ground the claim, says only of a part what the claim says of the whole:
// "half of" or "a stake in" after the claim's verb, or "Part of" opening
// a sentence of one clause, and, within the next three words, a word of
// the claim ("Part of the Grand Hotel collapsed", "repaid half of its
// $200 million loan", "sold a stake in its newspaper business"), where
// the claim holds no word of wholePartWords. It returns the part word.
func (ix *Index) partDropped(e *passageEval, cs *claimSignals) (wordSwap, bool) {
	s := e.closest
	if !ix.holdsAt(&ix.parting, partSet, s) {
		return wordSwap{}, false
	}
	if slices.ContainsFunc(wholePartWords, cs.holdsWord) {
		return wordSwap{}, false
	}
	sent := &ix.ev.Sentences[s]
	text := sent.Text
	toks := cs.state.tokensOf(text)
	claims := func(t signals.Token) bool { return ix.claimsToken(cs, sent, t) }
	for j := 0; j+1 < len(toks); j++ {
		var part bool
		switch w, next := toks[j].Lower, toks[j+1].Lower; w {
		case "half":
			// Right after the claim's verb ("repaid half of its loan"; not
			// "charges to half of capacity", "Half of the kayak's 18 kg
			// comes from its hull"), and not a half of a stretch of time
			// ("in the first half of last year"), nor one the claim gives
			// as a figure ("½ of", "50% of").
			part = next == "of" && j > 0 && claims(toks[j-1]) &&
				!slices.ContainsFunc(toks[j+2:min(len(toks), j+5)], func(t signals.Token) bool { return slices.Contains(halvedTimes, t.Lower) }) &&
				!slices.ContainsFunc(cs.numbers, func(n signals.Number) bool { return n.Value == 0.5 || n.Value == 50 })
		case "stake":
			// Right after the claim's verb and an article ("sold a stake
			// in"), where the claim gives no share of its own ("owns 9%
			// of Coca-Cola", "owns shares in Apple").
			part = next == "in" && j > 1 && isArticle(toks[j-1].Lower) && claims(toks[j-2]) && !cs.givesShare()
		case "part":
			// The sentence's subject, not an aside that opens it ("Part of
			// Novo's global business, Ozempic sales in Canada …").
			part = j == 0 && next == "of" && !strings.Contains(text, ",")
		}
		if part && slices.ContainsFunc(toks[j+2:min(len(toks), j+5)], claims) {
			return wordSwap{source: toks[j].Lower + " " + toks[j+1].Lower}, true
		}
	}
	return wordSwap{}, false
}

// A count of a part is not the whole: "Reading scores fell at three of
// the county's eleven schools" does not state "Reading scores fell at the
// county's schools", nor "Several members of the board opposed the
// merger" "The board opposed the merger".

// partQuantifiers count a part of what follows their "of", as a figure
// does ("three of"): "several members of the board", "some of its
// stores". "One of" is read as a qualifier (see qualifierDropped), "all",
// "each" and "both" count the whole, and "most" a share allLimited reads.
var partQuantifiers = []string{"several", "some", "few", "many"}

// claimPartWords in a claim count a part of what it speaks of, as a
// source's count of a part does, or give examples of it: "Most of the
// branches will close" of "Four of the six branches will close", "hits
// such as" of "Some of his hits include".
var claimPartWords = []string{"most", "half", "majority", "minority", "part", "portion", "such", "including", "include", "includes", "among"}

// partPrepositions may stand between the claim's verb and a part counted
// after it: "fell at three of".
var partPrepositions = []string{"at", "in", "on", "for", "from", "by", "to", "of"}

// partitiveDropped reports whether the closest sentence of passage e,
// about to ground the claim, counts only a part of what the claim speaks
// of: a figure other than one or a word of partQuantifiers, and its noun
// at most, before "of", opening the sentence or right after a word of the
// claim (past a preposition), and within the next four words a word of the
// claim ("three of Haddon County's eleven primary schools", "Several
// members of the Westlake board"), where the claim states neither the
// figure nor the quantifier. It returns the count.
func (ix *Index) partitiveDropped(e *passageEval, cs *claimSignals) (wordSwap, bool) {
	sent := &ix.ev.Sentences[e.closest]
	// Most sentences hold no figure right before "of" and no word of
	// partQuantifiers, and are not cut into words.
	if !ix.holdsAt(&ix.counting, countSet, e.closest) &&
		!slices.ContainsFunc(sent.Numbers, func(m signals.Number) bool { return strings.HasPrefix(sent.Text[m.End:], " of ") }) {
		return wordSwap{}, false
	}
	if slices.ContainsFunc(partQuantifiers, cs.holdsWord) || slices.ContainsFunc(claimPartWords, cs.holdsWord) {
		return wordSwap{}, false // the claim counts a part itself ("Most of the branches")
	}
	toks := cs.state.tokensOf(sent.Text)
	claims := func(t signals.Token) bool { return ix.claimsToken(cs, sent, t) }
	held := func(t signals.Token) bool { return claims(t) || cs.holdsContentWord(ix, t.Lower) }
	for j := 0; j+2 < len(toks); j++ {
		w, of := toks[j].Lower, j+1
		counted := false
		switch {
		case slices.Contains(partQuantifiers, w):
			// "several members of": a noun of the part may stand before
			// "of".
			if toks[of].Lower != "of" && isLowerLetter(sent.Text[toks[of].Start]) {
				of++
			}
			counted = toks[of].Lower == "of"
		case toks[of].Lower == "of" && w != "one" && w != "1":
			// A count right before "of" ("three of"), not a measure ("3
			// cups of") nor a share, a year or a date.
			k := slices.IndexFunc(sent.Numbers, func(m signals.Number) bool { return m.Start <= int(toks[j].Start) && int(toks[j].Start) < m.End })
			counted = k >= 0 && sent.Numbers[k].Kind == signals.Plain && !cs.statesAny(sent.Numbers[k])
		}
		if !counted {
			continue
		}
		opens := j == 0 || j == 1 && isArticle(toks[0].Lower)
		after := j > 0 && held(toks[j-1]) || j > 1 && slices.Contains(partPrepositions, toks[j-1].Lower) && held(toks[j-2])
		window := toks[of+1 : min(len(toks), of+5)]
		// A whole the claim counts itself ("four of almost 2,000" of
		// "almost 2,000 inscriptions") is the claim's.
		whole := slices.ContainsFunc(window, func(t signals.Token) bool { in, states := cs.figureAt(sent, t); return in && states })
		if (opens || after) && !whole && slices.ContainsFunc(window, claims) {
			return wordSwap{source: sent.Text[toks[j].Start:toks[of].End]}, true
		}
	}
	return wordSwap{}, false
}

// A finding of one group is not one of all: "Daily aspirin cut the risk
// of heart attack by 20% among men over 65" does not state "Daily aspirin
// cut the risk of heart attack by 20%", nor "In patients with type 2
// diabetes, the drug lowered cholesterol by 30%" "The drug lowered
// cholesterol by 30%".

// amongWords narrow a measure to a group.
var amongWords = []string{"among", "amongst"}

// groupOpeners, after a word of peopleWords that opens a sentence after
// "In", narrow the people to a group: "In patients with diabetes, …".
var groupOpeners = []string{"with", "who", "aged", "over", "under", "older", "younger"}

// groupDropped reports whether the closest sentence of passage e, about
// to ground the claim, narrows what it says to a group the claim does not
// name: "among" after a measure (see measuredBefore: not "Smith was among
// 30 people arrested", which says he was) and a group whose content words
// or figures are not all the claim's ("by 20% among men over 65",
// "unemployment among graduates"), or, opening the sentence before a
// comma, "In" and a word of peopleWords narrowed by a word of
// groupOpeners ("In patients with type 2 diabetes, …"). It returns the
// group.
func (ix *Index) groupDropped(e *passageEval, cs *claimSignals) (wordSwap, bool) {
	s := e.closest
	if !ix.holdsAt(&ix.amongst, amongSet, s) && !strings.HasPrefix(ix.ev.Sentences[s].Folded, "in ") {
		return wordSwap{}, false
	}
	sent := &ix.ev.Sentences[s]
	text := sent.Text
	toks := cs.state.tokensOf(text)
	claims := func(t signals.Token) bool { return ix.claimsToken(cs, sent, t) }
	// narrowed reports whether the group of tokens from..to-1 holds a
	// content word or a figure the claim does not.
	narrowed := func(from, to int) bool {
		return slices.ContainsFunc(toks[from:to], func(t signals.Token) bool {
			return (signals.IsContentWord(t.Lower) || '0' <= t.Lower[0] && t.Lower[0] <= '9') && !claims(t) &&
				!slices.Contains(peopleWords, t.Lower) // "among people in Asia" for "in Asia"
		})
	}
	if len(toks) > 3 && toks[0].Lower == "in" && slices.Contains(peopleWords, toks[1].Lower) && slices.Contains(groupOpeners, toks[2].Lower) &&
		!claims(toks[1]) {
		// (A claim that names the people names the group, however it
		// narrows it: "older men" for "In men over 65,".)
		for j := 3; j < len(toks); j++ {
			if strings.Contains(text[toks[j-1].End:toks[j].Start], ",") {
				if narrowed(2, j) {
					return wordSwap{source: strings.ToLower(text[toks[0].Start:toks[j-1].End])}, true
				}
				break
			}
		}
	}
	if slices.ContainsFunc(amongWords, cs.holdsWord) {
		return wordSwap{}, false
	}
	for k := 1; k+1 < len(toks); k++ {
		if !slices.Contains(amongWords, toks[k].Lower) || !cs.measuredBefore(sent, toks, k) ||
			superlative(toks[k-1].Lower) || toks[k+1].Lower == "the" && k+2 < len(toks) && (superlative(toks[k+2].Lower) || toks[k+2].Lower == "best" || toks[k+2].Lower == "worst") {
			// (Not a rank: "among the highest in the nation", "the
			// strongest among sportswear makers".)
			continue
		}
		end := k + 1
		for end < len(toks) && end-k <= groupReach && !strings.ContainsAny(text[toks[end-1].End:toks[end].Start], ",;:.") {
			end++
		}
		if narrowed(k+1, end) {
			return wordSwap{source: strings.ToLower(text[toks[k].Start:toks[end-1].End])}, true
		}
	}
	return wordSwap{}, false
}

// groupReach is how many words after "among" groupDropped reads as the
// group, up to a mark that ends a phrase.
const groupReach = 4

// measuredBefore reports whether token k of toks, of sentence sent,
// "among", follows one of the claim's figures ("by 20% among men") or a
// word of rateNouns the claim holds ("unemployment among graduates"),
// right before it or past one word: what it narrows is the claim's
// measure of the group, not one of its members ("a giant among
// journalists", "comparisons among categories"), nor another measure
// ("Unemployment fell to 11.7%, with the rate among young people at 27%").
func (cs *claimSignals) measuredBefore(sent *evidence.Sentence, toks []signals.Token, k int) bool {
	for j := k - 1; j >= max(0, k-2); j-- {
		t := toks[j]
		if _, states := cs.figureAt(sent, t); states ||
			slices.Contains(rateNouns, t.Lower) && cs.holdsWord(t.Lower) {
			return true
		}
	}
	return false
}

// rateNouns measure a group: "unemployment among graduates", "the risk
// among smokers".
var rateNouns = []string{"unemployment", "rate", "rates", "risk", "risks", "prevalence", "incidence", "mortality",
	"deaths", "use", "usage", "obesity", "poverty", "turnout", "wages", "income", "incomes", "percent", "per", "cent"}

// What a sentence says of all but a name it does not say of the name:
// "Every state except Texas adopted the standard" does not state "Texas
// adopted the standard"; nor what it places near a name in the name:
// "Grenfell Labs is based outside Boston" does not state "Grenfell Labs is
// based in Boston".

// exceptWords, right before a name, leave it out of what the sentence
// says, or place it beside the name; a sentence that holds one holds a
// word of exceptTokens.
var (
	exceptWords  = []string{"except", "excluding", "apart from", "near", "outside"}
	exceptTokens = []string{"except", "excluding", "apart", "near", "outside"}
)

// exceptedName reports whether the closest sentence of passage e, about to
// ground the claim, holds one of the claim's names only right after a
// word of exceptWords, where the claim holds none of them, and returns
// the words.
func (ix *Index) exceptedName(e *passageEval, cs *claimSignals) (wordSwap, bool) {
	s := e.closest
	if !ix.holdsAt(&ix.excepting, exceptSet, s) {
		return wordSwap{}, false
	}
	folded := ix.ev.Sentences[s].Folded
	if lower, _ := cs.lowerText(); slices.ContainsFunc(exceptWords, func(w string) bool { return containsWord(lower, w) }) {
		return wordSwap{}, false
	}
	for i := range cs.names {
		name := cs.folded(i)
		excepted, plain := "", false
		for from := 0; from < len(folded); {
			at := matchWordBy(folded[from:], name, rarestByte(name))
			if at < 0 {
				break
			}
			at += from
			before := strings.TrimRight(folded[:at], " ")
			if w := slices.IndexFunc(exceptWords, func(w string) bool {
				return strings.HasSuffix(before, w) && !wordRuneBefore(before, len(before)-len(w))
			}); w >= 0 {
				excepted = exceptWords[w]
			} else {
				plain = true
			}
			from = at + len(name)
		}
		if excepted != "" && !plain {
			return wordSwap{source: excepted + " " + cs.names[i].Text}, true
		}
	}
	return wordSwap{}, false
}

// Two events a claim puts in one order are not stated by a sentence that
// puts them in the other with the same word: "The war began before the
// treaty was signed" does not state "The treaty was signed before the war
// began", though it holds every word of it.

// orderWords join two events in an order. readCueWords tells them by
// their first bytes, written out there: a word added here is added there.
var orderWords = []string{"before", "after"}

// orderReversed reports whether the claim joins two events with one word
// of orderWords and the closest sentence of passage e joins them with the
// same word the other way round: the claim's words before the word are
// the sentence's after it, and the other way round. It returns the
// sentence's word.
func (ix *Index) orderReversed(e *passageEval, cs *claimSignals) (wordSwap, bool) {
	ck := cs.readCueWords().order
	if ck < 0 || !strings.Contains(ix.ev.Sentences[e.closest].Folded, cs.tokens[ck].Lower) {
		return wordSwap{}, false
	}
	toks := cs.state.tokensOf(ix.ev.Sentences[e.closest].Text)
	sk := orderAt(toks)
	if sk < 0 || toks[sk].Lower != cs.tokens[ck].Lower {
		return wordSwap{}, false
	}
	stems := func(ts []signals.Token) []string {
		var out []string
		for _, t := range ts {
			if signals.IsContentWord(t.Lower) {
				out = append(out, ix.ev.Stem(t.Lower))
			}
		}
		return out
	}
	cBefore, cAfter := orderSides(cs.seg.Text, cs.tokens, ck, stems)
	sBefore, sAfter := orderSides(ix.ev.Sentences[e.closest].Text, toks, sk, stems)
	shared := func(a, b []string) (n int) {
		for _, w := range a {
			if slices.Contains(b, w) {
				n++
			}
		}
		return n
	}
	// Each of the claim's events is the sentence's other one, most of
	// its words, and neither is the same one.
	if shared(cBefore, sBefore)+shared(cAfter, sAfter) > 0 ||
		shared(cBefore, sAfter) < max(1, (len(cBefore)+1)/2) || shared(cAfter, sBefore) < max(1, (len(cAfter)+1)/2) {
		return wordSwap{}, false
	}
	w := toks[sk].Lower
	a, b := cBefore[0], cAfter[0]
	return wordSwap{claim: a + " " + w + " " + b, source: b + " " + w + " " + a}, true
}

// orderSides returns the stems (see stems) of the event that comes first
// in the words of text, whose tokens are toks, and of the one the word of
// orderWords at token k joins to it (see orderSideTokens): the words
// before and after the word, up to the end of its clause, or, where the
// word opens the text ("Before the bike's recovery, Wang
// had posted"), the words after the comma that closes its clause and
// those between.
func orderSides(text string, toks []signals.Token, k int, stems func([]signals.Token) []string) (main, joined []string) {
	m, j := orderSideTokens(text, toks, k)
	return stems(m), stems(j)
}

// orderAt returns the one token of toks that is a word of orderWords, -1
// when there is none or more than one.
func orderAt(toks []signals.Token) int {
	k := -1
	for i := range toks {
		// Told by its first letter, most words are none of them.
		if w := toks[i].Lower; (w[0] == 'a' || w[0] == 'b') && slices.Contains(orderWords, w) {
			if k >= 0 {
				return -1
			}
			k = i
		}
	}
	return k
}

// A superlative alone ranks first: "Europe's largest steelmaker" is not
// stated by "Europe's second-largest steelmaker", whose rank another rank
// of the claim's would contradict (see signals.Number.Rank).

// rankDropped reports whether the closest sentence of passage e, about to
// ground the claim, ranks by one of the claim's superlatives at second or
// lower ("second-largest", "third most") where the claim gives that
// superlative no rank, and returns the pair.
func (ix *Index) rankDropped(e *passageEval, cs *claimSignals) (wordSwap, bool) {
	if slices.ContainsFunc(cs.numbers, signals.Number.Rank) {
		return wordSwap{}, false // a rank against a rank is compared as figures
	}
	sent := &ix.ev.Sentences[e.closest]
	for _, n := range sent.Numbers {
		if !n.Rank() || n.Value < 2 {
			continue
		}
		sup := rankedWord(sent.Text, n)
		if sup != "" && cs.holdsWord(sup) {
			return wordSwap{claim: sup, source: sent.Text[n.Start:n.End]}, true
		}
	}
	return wordSwap{}, false
}

// rankedWord returns the superlative rank n of text ranks by, in lower
// case: the word after its hyphen ("second-largest"), or the word after
// it ("second largest", "third most").
func rankedWord(text string, n signals.Number) string {
	if i := strings.IndexByte(text[n.Start:n.End], '-'); i >= 0 {
		return strings.ToLower(text[n.Start+i+1 : n.End])
	}
	w, _ := signals.FirstWord(strings.TrimLeft(text[n.End:], " -"))
	return strings.ToLower(w)
}

// An amount of a span or of a part of a year is not the year's: "has
// raised $50 million since its founding in 2015" does not state "raised
// $50 million in 2015", nor "lost $900 million between 2018 and 2020"
// "lost $900 million in 2020", nor "earned $40 million in the third
// quarter of 2021" "earned $40 million in 2021".

// spanWords, before a year, make it an end of a span.
var spanWords = []string{"since", "by", "between", "from", "through", "until", "till"}

// yearParts, before "of" and a year, make the figure of a part of it.
var yearParts = []string{"quarter", "half", "month", "week", "end", "start", "beginning", "spring", "summer", "autumn", "winter"}

// spanReach is how many words before a year yearSpanned reads for a word
// of spanWords or yearParts, up to a mark or another figure: "since its
// founding in 2015".
const spanReach = 4

// yearSpanned reports whether the closest sentence of passage e, about to
// ground a claim of an amount in a year, states the year only as an end
// of a span or with a part of it (see spanWords and yearParts) the claim
// does not say, and returns the words. A claim of no sum or count (an age,
// a measure) is not read so: what happened in the third quarter of 2021 happened in
// 2021; nor is a span against a claim's own ("from 2005 to 2012").
func (ix *Index) yearSpanned(e *passageEval, cs *claimSignals) (wordSwap, bool) {
	if !slices.ContainsFunc(cs.numbers, func(n signals.Number) bool { return n.Kind == signals.Year }) ||
		!slices.ContainsFunc(cs.numbers, func(n signals.Number) bool {
			return n.Kind == signals.Money || n.Kind == signals.Plain && !isAge(cs.seg.Text, n) && !isLabel(cs.seg.Text, n)
		}) {
		return wordSwap{}, false
	}
	spanned := slices.ContainsFunc(spanWords, cs.holdsWord) // "from 2005 to 2012" is "between 2005 and 2012"
	// A part of a year narrows only a sum: a count "in the autumn of 2004"
	// is as often of people who met then.
	sum := slices.ContainsFunc(cs.numbers, func(n signals.Number) bool { return n.Kind == signals.Money })
	sent := &ix.ev.Sentences[e.closest]
	var toks []signals.Token
	for _, n := range cs.numbers {
		if n.Kind != signals.Year {
			continue
		}
		for _, m := range sent.Numbers {
			if !signals.Same(n, m) {
				continue
			}
			if toks == nil {
				toks = cs.state.tokensOf(sent.Text)
			}
			k := slices.IndexFunc(toks, func(t signals.Token) bool { return int(t.Start) >= m.Start })
			if k < 0 {
				continue
			}
			for j := k - 1; j >= 0 && k-j <= spanReach; j-- {
				w := toks[j].Lower
				if '0' <= w[0] && w[0] <= '9' || strings.ContainsAny(sent.Text[toks[j].End:toks[j+1].Start], ",;:") {
					break
				}
				part := sum && w == "of" && j > 0 && slices.Contains(yearParts, toks[j-1].Lower)
				if part {
					w = toks[j-1].Lower
				}
				// ("By" right before the year only: "released by Apple in
				// October 2020" names who released it.)
				span := !spanned && slices.Contains(spanWords, w) && (w != "by" || j == k-1)
				if (part || span) && !cs.holdsWord(w) {
					return wordSwap{source: sent.Text[toks[j].Start:m.End]}, true
				}
			}
		}
	}
	return wordSwap{}, false
}

// A link is not a cause: "Heavy coffee drinking is linked to liver
// damage" does not state "Heavy coffee drinking causes liver damage".

// causeAt reports whether token k of toks says a cause: "cause",
// "causes", "caused", "causing", "triggers" or "triggered", which say that
// one thing brings another about, or "lead", "leads" or "led" before "to".
// (A switch, not a list searched word by word: readCueWords asks it of
// every word of a claim that opens as one of them.)
func causeAt(toks []signals.Token, k int) bool {
	switch toks[k].Lower {
	case "lead", "leads", "led":
		return k+1 < len(toks) && toks[k+1].Lower == "to"
	case "cause", "causes", "caused", "causing", "triggers", "triggered":
		return true
	}
	return false
}

// linkWords say only that two things go together.
var linkWords = []string{"linked", "associated", "correlated", "tied", "correlation", "association", "link"}

// readCueWords finds the claim's tokens of a cause, of an order and of
// weight (see causeAt, orderAt and addedAt), and whether it may hold
// "than", once a claim, and returns the claim. The tokens are read in one
// pass, each told by its first byte and its length from the words of all
// four before any is compared: most are none of them. A pass for the
// order words of their own, a call of addedAt for each token and a list
// of the cause words searched one by one cost a RAGTruth op 5 M more
// instructions.
func (cs *claimSignals) readCueWords() *claimSignals {
	if !cs.wordsRead {
		toks := cs.tokens
		than, cause, order, orders, added := false, -1, -1, 0, -1
		for i := range toks {
			w := toks[i].Lower
			switch w[0] {
			case 't':
				if w == "than" {
					than = true
					continue
				}
				fallthrough
			case 'c', 'l':
				if cause < 0 && causeAt(toks, i) {
					cause = i
				}
			case 'a', 'b':
				if w == "after" || w == "before" { // orderWords
					order, orders = i, orders+1
				}
			}
			// Every word of addedAt has six bytes or more.
			if added < 0 && len(w) >= 6 && addedAt(toks, i) != nil {
				added = i
			}
		}
		if orders != 1 {
			order = -1 // none, or more than one (see orderAt)
		}
		cs.wordsRead, cs.than, cs.cause, cs.order, cs.added = true, than, cause, order, added
	}
	return cs
}

// A move from one place to another is not the move back: "Quill is
// moving its headquarters from Dunford to Lakeside" does not state "Quill
// is moving its headquarters from Lakeside to Dunford".

// fromToReversed reports whether the claim moves something "from" one of
// its names "to" another right after it, and the closest sentence of
// passage e, about to ground it, writes the two the other way round and
// never the claim's way, and returns the two.
func (ix *Index) fromToReversed(e *passageEval, cs *claimSignals) (wordSwap, bool) {
	text, own := cs.seg.Text, cs.names[:len(cs.names)-cs.borrowed]
	for i := 0; i+1 < len(own); i++ {
		a, b := &own[i], &own[i+1]
		if !strings.HasSuffix(text[:a.Start], "from ") || text[a.End:b.Start] != " to " {
			continue
		}
		folded := ix.ev.Sentences[e.closest].Folded
		fa, fb := signals.Fold(a.Text), signals.Fold(b.Text)
		if strings.Contains(folded, "from "+fb+" to "+fa) && !strings.Contains(folded, "from "+fa+" to "+fb) {
			return wordSwap{claim: "from " + a.Text + " to " + b.Text, source: "from " + b.Text + " to " + a.Text}, true
		}
	}
	return wordSwap{}, false
}

// causeFromLink reports whether the claim says one thing causes another
// (see causeAt) where the closest sentence of passage e, about
// to ground it, says only that they are linked (a word of linkWords) and
// not the claim's word, and returns the pair.
func (ix *Index) causeFromLink(e *passageEval, cs *claimSignals) (wordSwap, bool) {
	k := cs.readCueWords().cause
	if k < 0 {
		return wordSwap{}, false
	}
	if !ix.holdsAt(&ix.linking, linkSet, e.closest) {
		return wordSwap{}, false
	}
	toks := cs.state.tokensOf(ix.ev.Sentences[e.closest].Text)
	stem, first := ix.ev.Stem(cs.tokens[k].Lower), cs.tokens[k].Lower[0]
	link := ""
	for _, t := range toks {
		if t.Lower[0] == first && ix.ev.Stem(t.Lower) == stem {
			return wordSwap{}, false // the sentence says the cause too
		}
		if link == "" && slices.Contains(linkWords, t.Lower) {
			link = t.Lower
		}
	}
	return wordSwap{claim: cs.tokens[k].Lower, source: link}, link != ""
}
