package sourced

import (
	"math/bits"
	"slices"
	"strings"
	"sync"

	"github.com/sourced-dev/sourced/internal/evidence"
	"github.com/sourced-dev/sourced/internal/lexicon"
	"github.com/sourced-dev/sourced/internal/signals"
)

// A source that says something may, might or could happen, or is being
// considered, does not say it happened: "The drug may reduce symptoms"
// does not ground "The drug reduces symptoms", nor "The committee may
// approve the merger" "The committee approved the merger". Figures so
// framed are read one by one (see supposedIn); hedgedIn reads the claim's
// words, its verbs among them, for a claim with figures or without.

// hedgedIn reports whether the sentences first to last, of which closest
// is the claim's closest, say the claim only as what may be: closest, or
// another that holds half of the claim's words, holds one of them right
// after a word of mayBeWords ("may reduce", "could cut", "may have
// reduced", "is considering selling"), but for a step's time (see
// stepVerbs), and none of the sentences holds that word plainly ("cut
// 500 jobs and may cut more" says the cut was made; so does a next
// sentence's "On Monday it cut 500 jobs"), where the claim frames nothing (see supposes and
// hedges). Closest holds them in a rumour's clause too, after a word of
// rumourWords ("is in talks to acquire"), where that clause holds more
// of the claim's words than the rest of the sentence after it states
// plainly (see claimWordsAt). The words are the claim's content stems and
// cues.
func (ix *Index) hedgedIn(cs *claimSignals, first, last, closest int) bool {
	// ("Would" is not among hedgingSentenceWords, as most sentences
	// that hold it tell of what was to be: only "would have" hedges.)
	// Another sentence than closest hedges the claim only where it holds
	// half of the claim's stems, as a closest one might ("If approved,
	// construction could start in 2025" beside "Brightline plans to build
	// a solar farm"; see nearClaim).
	hedging := func(s int) bool {
		if s == closest {
			return ix.holdsAt(&ix.hedging, hedgingSet, s) || strings.Contains(ix.ev.Sentences[closest].Folded, "would have")
		}
		return cs.nearClaim(s) && ix.holdsAt(&ix.hedging, hedgingSet, s)
	}
	// at has bit s-first for each sentence s that may hedge the claim (a
	// passage of prose is evidence.Width sentences at most).
	var at uint64
	for s := first; s <= last; s++ {
		if hedging(s) {
			at |= 1 << (s - first)
		}
	}
	if at == 0 {
		return false
	}
	h := cs.readHedge()
	if h.framed {
		return false
	}
	attributed, unasserted := h.attributed, h.unasserted
	var hedged, plain uint64
	for s := first; s <= last; s++ {
		if at&(1<<(s-first)) != 0 {
			hs, ps := ix.claimWordsAt(cs, s, attributed, unasserted, false)
			hedged, plain = hedged|hs, plain|ps
		}
	}
	// The other sentences are read only for what the hedging ones hedge.
	for s := first; s <= last && hedged&^plain != 0; s++ {
		if at&(1<<(s-first)) == 0 {
			_, p := ix.claimWordsAt(cs, s, attributed, unasserted, true)
			plain |= p
		}
	}
	return hedged&^plain != 0
}

// claimHedge is what hedgedIn reads of the claim alone, once a claim (see
// readHedge): whether it frames what it says itself (see supposesMaybe
// and hedges), whether it attributes it (see attributes), and its
// unasserted stems (see unasserted).
type claimHedge struct {
	read, framed, attributed bool
	unasserted               uint64
}

// readHedge returns the claim's claimHedge, read on first use.
func (cs *claimSignals) readHedge() *claimHedge {
	if h := &cs.hedge; !h.read {
		*h = claimHedge{read: true, framed: cs.supposesMaybe() || cs.hedges()}
		if !h.framed { // what a framed claim is never asked
			h.attributed, h.unasserted = cs.attributes(), cs.unasserted()
		}
	}
	return &cs.hedge
}

// unasserted returns the claim's content stems (bit i for cs.stems[i],
// the first 64) that it writes after "to" or "to be" (an adverb between
// them too), or in -ing: what it says someone sought ("filed a petition
// to be named", "struggled to fully dislodge") or is doing ("is still
// recovering"), which an attempt in the source ("seeking to be
// named", "trying to recover") does not leave unsaid (see attemptBefore).
func (cs *claimSignals) unasserted() (mask uint64) {
	for k, t := range cs.tokens {
		p := k - 1
		if p > 0 && lyAdverb(cs.tokens[p].Lower) {
			p-- // "struggled to fully dislodge"
		}
		to := p >= 0 && cs.tokens[p].Lower == "to" || p > 0 && cs.tokens[p].Lower == "be" && cs.tokens[p-1].Lower == "to"
		if !to && !strings.HasSuffix(t.Lower, "ing") {
			continue
		}
		if i := cs.stemIndex(cs.state.tokenStems[k]); i >= 0 && i < 64 {
			mask |= 1 << i
		}
	}
	return mask
}

// lyAdverb reports whether w is an adverb in -ly ("fully", "quickly"),
// not a word that merely ends so ("supply", "rely", "family", "July").
func lyAdverb(w string) bool {
	return isAdverb(w) && !slices.Contains(lyNotAdverbs, w)
}

// lyNotAdverbs are common words in -ly of five letters or more that are
// no adverbs.
var lyNotAdverbs = []string{"apply", "supply", "reply", "rally", "tally", "belly", "jelly", "bully", "italy",
	"family", "assembly", "anomaly", "monopoly", "butterfly", "july", "holly", "lily"}

// attributes reports whether the claim says what it says as someone's:
// it holds a verb of saying ("Paxton argues that …", "Regulators say
// Pell Mining …", "Investors accuse Acme of …"), or "according to". Such
// a claim restates an allegation as one (see allegedBefore).
func (cs *claimSignals) attributes() bool {
	set := attributingSet()
	for k, t := range cs.tokens {
		if set.Has(t.Lower) || t.Lower == "according" && k+1 < len(cs.tokens) && cs.tokens[k+1].Lower == "to" {
			return true
		}
	}
	return false
}

// attributingSet is the set of attributingWords, made once a process: a
// claim's every token is looked up in it.
var attributingSet = sync.OnceValue(func() *signals.WordSet {
	return signals.NewWordSet(attributingWords...)
})

// attributingWords are the verbs of saying that make what a claim says
// someone's statement.
var attributingWords = []string{"say", "says", "said", "argue", "argues", "argued", "claim", "claims", "claimed",
	"contend", "contends", "contended", "assert", "asserts", "asserted", "maintain", "maintains", "maintained",
	"insist", "insists", "insisted", "allege", "alleges", "alleged", "accuse", "accuses", "accused",
	"state", "states", "stated", "believe", "believes", "believed", "think", "thinks", "thought", "suggest", "suggests", "suggested",
	"warn", "warns", "warned", "report", "reports", "reported", "write", "writes", "wrote", "indicate", "indicates",
	"indicated", "show", "shows", "showed", "find", "finds", "found", "note", "notes", "noted", "arguments"}

// hedgedAt is hedgedIn of sentence s alone.
func (ix *Index) hedgedAt(cs *claimSignals, s int) bool {
	return ix.hedgedIn(cs, s, s, s)
}

// claimWordsAt returns which of the claim's content stems and cues (bit i
// for cs.stems[i], bit len(cs.stems)+j for cs.cues[j], the first 64) sentence
// s holds right after a hedge (see hedgedIn) or in a clause after a word
// of rumourWords (unless it is borne out), and which it holds otherwise; a claim that attributes what it says reads no accusation or
// allegation as a hedge, and its words of unasserted (see unasserted) no
// attempt (see attemptBefore). Unless all is set, the words it holds
// otherwise are read only when it holds one at a hedge.
func (ix *Index) claimWordsAt(cs *claimSignals, s int, attributed bool, unasserted uint64, all bool) (hedged, plain uint64) {
	text := ix.ev.Sentences[s].Text
	toks := cs.state.tokensOf(text)
	// A sentence that says an attempt succeeded, or a rumour or claim
	// was borne out, says what they were of ("tried to reach the summit
	// and did so", "confirmed the theory that"), unless the word that
	// says so is itself yet to be done ("must still be approved").
	borneOut := false
	for k, t := range toks {
		if borneOutSet.Has(t.Lower) && !stillAhead(toks, k) || t.Lower == "did" && k+1 < len(toks) && toks[k+1].Lower == "so" {
			borneOut = true
			break
		}
	}
	var opens []int32
	if !attributed {
		var buf [8]int32
		opens = allegations(buf[:0], text, toks, borneOut)
	}
	// The words at a hedge first: most sentences hold none of the
	// claim's there, and their other words are then not looked up.
	var at []bool       // at[j]: token j stands at a hedge
	var rumoured uint64 // the claim's words in a rumour's clause alone
	rumour := false     // in a clause after a word of rumourWords
	firstRumour := -1   // the token of the first word of rumourWords
	for j, t := range toks {
		if j > 0 && marked(text, toks[j-1].End, t.Start) && !isDigit(text[t.Start]) {
			rumour = false // (not the comma of "20,000")
		}
		if clauseOpenerSet.Has(t.Lower) {
			rumour = false
		}
		if rumourWordSet.Has(t.Lower) && isLowerLetter(text[t.Start]) && rumourAt(toks, j) {
			rumour = !borneOut // ("the rumoured deal was confirmed")
			if firstRumour < 0 {
				firstRumour = j
			}
			continue
		}
		modal := hedgeBefore(text, toks, j, attributed, borneOut, opens)
		sure := rumour || modal
		if !sure && (borneOut || !attemptBefore(toks, j-1) && !stillAhead(toks, j)) {
			continue
		}
		i := cs.wordIndex(ix.ev.Stem(t.Lower))
		if i < 0 {
			continue
		}
		if at == nil {
			at = make([]bool, len(toks))
		}
		at[j] = true
		switch {
		case rumour && !modal:
			rumoured |= 1 << i
		case sure || unasserted&(1<<i) == 0:
			hedged |= 1 << i
		default:
			plain |= 1 << i
		}
	}
	if hedged|rumoured == 0 && !all {
		return 0, plain
	}
	var later uint64 // plain after the first rumour
	for j, t := range toks {
		if (at == nil || !at[j]) && !hedgedSubject(text, toks, j) {
			if i := cs.wordIndex(ix.ev.Stem(t.Lower)); i >= 0 {
				plain |= 1 << i
				if firstRumour >= 0 && j > firstRumour {
					later |= 1 << i
				}
			}
		}
	}
	// A rumour's clause hedges the claim only when it holds more of the
	// claim's words than the rest of the sentence after the rumour's word
	// states plainly: "weighing options for its TV unit, which lost $300
	// million" still says the loss; "Microsoft is rumoured to be weighing
	// an acquisition of the company" says nothing of it.
	if only := rumoured &^ plain &^ hedged; bits.OnesCount64(only) > bits.OnesCount64(later) {
		hedged |= only
	}
	return hedged, plain
}

// hedgedSubject reports whether token j of toks, of text, is a noun a
// determiner opens that a hedge's word follows in its clause, within a
// few words: the subject of what may be, which the sentence does not say
// is so ("the ban could take effect in 2026" says no ban was made).
func hedgedSubject(text string, toks []signals.Token, j int) bool {
	if j == 0 || !determinerSet.Has(toks[j-1].Lower) {
		return false
	}
	for k := j + 1; k < len(toks) && k <= j+4; k++ {
		if marked(text, toks[k-1].End, toks[k].Start) || clauseOpenerSet.Has(toks[k].Lower) {
			return false
		}
		if mayBeSet.Has(toks[k].Lower) && isLowerLetter(text[toks[k].Start]) {
			return true
		}
	}
	return false
}

// determinerSet holds the words that open a noun already spoken of.
var determinerSet = signals.NewWordSet("the", "this", "that", "these", "those", "its", "their", "such")

// rumourAt reports whether token j of toks, a word of rumourWords, opens
// a rumour's clause: "talks" only after "in" or before "to", "about",
// "over" or "for" ("in talks to acquire", not "Peace talks in Geneva
// produced a ceasefire" or "held talks with Xi"), "weighing" only after a
// form of "be" or an adverb ("is reportedly weighing a bid", not "a baby
// weighing 3 kg").
func rumourAt(toks []signals.Token, j int) bool {
	switch toks[j].Lower {
	case "talks":
		// "is in talks", "talks to buy": not "held talks with", "peace
		// talks in Geneva".
		if j > 0 && toks[j-1].Lower == "in" {
			return true
		}
		if j+1 < len(toks) {
			switch toks[j+1].Lower {
			case "to", "about", "over", "for":
				return true
			}
		}
		return false
	case "weighing":
		// "is weighing", "is reportedly weighing": not "a baby weighing
		// 3 kg".
		return j > 0 && (isBeForm(toks[j-1].Lower) || isLinkAdverb(toks[j-1].Lower))
	}
	return true
}

// wordIndex returns the bit of claimWordsAt the stem st is, -1 for none:
// i for cs.stems[i], len(cs.stems)+j for cs.cues[j], below 64.
func (cs *claimSignals) wordIndex(st string) int {
	i := slices.Index(cs.stems, st)
	if i < 0 {
		if i = slices.Index(cs.cues, st); i >= 0 {
			i += len(cs.stems)
		}
	}
	if i >= 64 {
		return -1
	}
	return i
}

// hedgeBefore reports whether token j of toks, of text, stands right
// after a word of mayBeWords written in lower case (not
// "we could" of what was done: see pastAbility), or after "have" or
// "be" right after one ("may have reduced", "could be approved") or
// after "would have", or,
// unless the claim is attributed, after an accusation ("accused of
// embezzling") or in an allegation's clause ("allege that Olsen
// embezzled"), and is no step's time (see stepVerbs). ("To" is not read
// past: a claim's own "to stop" is as often a purpose, "filed suit to
// stop", which says no more than "hoping to stop".)
func hedgeBefore(text string, toks []signals.Token, j int, attributed, borneOut bool, opens []int32) bool {
	if slices.Contains(stepVerbs, toks[j].Lower) {
		return false
	}
	k := j - 1
	if k > 0 && (toks[k].Lower == "have" || toks[k].Lower == "be") {
		k--
	}
	if k < 0 {
		return false
	}
	if !attributed && (accusedOf(toks, k, borneOut) || allegedBefore(text, toks, j, opens)) {
		return true
	}
	if toks[k].Lower == "would" && toks[k+1].Lower == "have" {
		return true // what would have been, and was not: "it would have cut emissions"
	}
	return mayBeSet.Has(toks[k].Lower) && isLowerLetter(text[toks[k].Start]) && !pastAbility(toks, k)
}

// attemptBefore reports whether token k of toks, right before a claim's
// word, ends an attempt or a plan of it, which says nothing of whether it
// came to pass: "tried to buy", "plans to open", "applied for
// approval", "was bidding for the contract".
func attemptBefore(toks []signals.Token, k int) bool {
	if k < 1 {
		return false
	}
	switch toks[k].Lower {
	case "to":
		return attemptVerbSet.Has(toks[k-1].Lower) ||
			k > 1 && (toks[k-1].Lower == "approval" || toks[k-1].Lower == "permission") && attemptVerbSet.Has(toks[k-2].Lower)
	case "a", "an":
		// What is planned or proposed: "has proposed a ban on plastic
		// cutlery" says no ban.
		return plannedSet.Has(toks[k-1].Lower)
	case "for":
		return slices.Contains(applyVerbs, toks[k-1].Lower)
	}
	return false
}

// stillAhead reports whether token j of toks is said as yet to be done:
// "must still be approved", "has yet to approve", "is yet to be
// approved", "still needs to be approved", "still has to".
func stillAhead(toks []signals.Token, j int) bool {
	k := j - 1
	if k > 0 && toks[k].Lower == "be" {
		k--
	}
	if k < 1 {
		return false
	}
	switch toks[k].Lower {
	case "still":
		return toks[k-1].Lower == "must"
	case "to":
		switch toks[k-1].Lower {
		case "yet":
			return true
		case "needs", "need", "has", "have":
			return k > 1 && toks[k-2].Lower == "still"
		}
	}
	return false
}

// attemptVerbs, before "to" and a verb, make it an attempt, a plan or an
// offer, or what was asked of someone ("was asked to recall"), applied
// for ("an application to approve"; and after one of them, "approval" or
// "permission": "sought approval to launch") or only estimated ("is
// estimated to hold").
var attemptVerbs = []string{"try", "tries", "tried", "trying", "attempt", "attempts", "attempted", "attempting",
	"seek", "seeks", "sought", "seeking", "plan", "plans", "planned", "planning", "aim", "aims", "aimed", "aiming",
	"intend", "intends", "intended", "intending",
	"vow", "vows", "vowed", "pledge", "pledges", "pledged", "propose", "proposes", "proposed", "threaten", "threatens", "threatened",
	"offer", "offers", "offered", "offering", "asked", "urged", "proposal", "application", "request", "bid",
	"estimated", "projected"}

// plannedSet holds the words of attemptVerbs that, before an article and
// a noun, make it what is planned or proposed, not had: "proposed a ban",
// "plans a new plant", "sought a loan".
var plannedSet = signals.NewWordSet("plan", "plans", "planned", "planning", "propose", "proposes", "proposed", "proposing",
	"seek", "seeks", "sought", "seeking")

// applyVerbs, before "for" and a noun, make it sought, not had: "applied
// for approval", "bid for the contract".
var applyVerbs = []string{"apply", "applies", "applied", "applying", "bidding", "lobbied", "lobbying", "campaigned",
	"campaigning", "vying", "competing"}

// accusedOf reports whether token k of toks, right before a claim's word,
// ends an accusation or a clearing of one: "accused of", "suspected of",
// "cleared of", "acquitted of", "charged with", or,
// unless borneOut, "sued for" (see pursuedWords): "is accused of
// embezzling" says it only as charged.
func accusedOf(toks []signals.Token, k int, borneOut bool) bool {
	if k < 1 {
		return false
	}
	switch w := toks[k-1].Lower; toks[k].Lower {
	case "of":
		return w == "accused" || w == "suspected" || w == "accusing" || w == "cleared" || w == "acquitted" || w == "exonerated"
	case "with":
		return w == "charged"
	case "for":
		// Unless the sentence tells its verdict: "indicted for fraud in
		// 2019 and convicted in 2020".
		return !borneOut && slices.Contains(pursuedWords, w)
	}
	return false
}

// pursuedWords, before "for", say that what follows is pursued, not
// found: "is under investigation for insider trading", "was sued for
// violating antitrust law".
var pursuedWords = []string{"investigation", "investigated", "probe", "probed", "sued", "prosecuted", "indicted", "arrested"}

// allegeWords say that what follows "that" is alleged, not so.
var allegeWords = []string{"allege", "alleges", "alleged", "alleging"}

// arguingWords say that what follows them, with "that" or without, is
// one side's case, not so: "Critics argue that the policy is
// unconstitutional", "Some posts claimed the vaccine causes infertility",
// "Modelling suggests a tariff would cut GDP".
var arguingWords = []string{"argue", "argues", "argued", "claim", "claims", "claimed", "contend", "contends",
	"contended", "insist", "insists", "insisted", "suggest", "suggests", "suggested"}

// allegedBefore reports whether token j of toks, of text, is the verb an
// alleging verb and "that", a frame of a rumour or a claim and "that"
// (see frameNouns), or "whether" assert only as alleged or asked: the first word in
// lower case after "that" and the subject's words, past an aside between
// commas ("Prosecutors allege that Olsen embezzled $3 million", "allege
// that Pell Mining, which runs the Tarrow mine, polluted the river"). The
// subject and what the aside says are not alleged: "allege that Quill,
// the chief financial officer, falsified invoices" holds that she is.
// The clause's openers, of which opens are the tokens (see allegations),
// are read back from j, allegeReach words at most.
func allegedBefore(text string, toks []signals.Token, j int, opens []int32) bool {
	for i := len(opens) - 1; i >= 0; i-- {
		k := int(opens[i])
		if k >= j {
			continue
		}
		if j-k > allegeReach {
			return false
		}
		v := allegedVerb(text, toks, k)
		// A copula's or an auxiliary's clause says what the words right
		// after it say: "argue that the policy is unconstitutional".
		return v == j || v >= 0 && v < j && j-v <= 2 && slices.Contains(auxiliaries, toks[v].Lower)
	}
	return false
}

// allegations appends to dst the tokens of toks, of text, that open a
// clause allegedBefore reads as alleged: "that" after an alleging verb or,
// unless borneOut, a frame (see frameNouns), and, unless borneOut,
// "whether" ("asked whether he was leaving, and he confirmed that he
// was") and a verb of arguingWords written in lower case. Told by its
// first letter, most tokens are none.
func allegations(dst []int32, text string, toks []signals.Token, borneOut bool) []int32 {
	for k := 1; k < len(toks); k++ {
		w := toks[k].Lower
		switch w[0] {
		case 't':
			if w == "that" && (slices.Contains(allegeWords, toks[k-1].Lower) || !borneOut && slices.Contains(frameNouns, toks[k-1].Lower)) {
				dst = append(dst, int32(k))
			}
		case 'w':
			if w == "whether" && !borneOut {
				dst = append(dst, int32(k))
			}
		case 'a', 'c', 'i', 's':
			if !borneOut && slices.Contains(arguingWords, w) && isLowerLetter(text[toks[k].Start]) {
				dst = append(dst, int32(k))
			}
		}
	}
	return dst
}

// borneOutWords say that an attempt succeeded, an offer or a request was
// taken up, a claim held or a pursuit came to a verdict ("indicted for
// fraud in 2019 and convicted in 2020"): a sentence that holds one, or
// "did so", reads neither as a hedge (see claimWordsAt).
var borneOutWords = []string{"succeeded", "succeeds", "managed", "completed", "achieved", "accomplished", "approved",
	"proven", "proved", "confirmed", "confirms", "upheld", "verified", "admitted", "conceded", "conceding",
	"substantiated", "correct", "true", "accepted", "adopted", "granted", "convicted", "acquitted", "cleared", "sentenced"}

// frameNouns, before "that", frame what follows as a rumour, a claim or a
// notion, not a fact: "denied rumours that he resigned", "debunked the
// myth that the vaccine causes infertility"; so does "whether" ("it
// remains unclear whether Torvald polluted the river").
var frameNouns = []string{"rumours", "rumors", "rumour", "rumor", "myth", "speculation", "claims", "allegations",
	"suggestions", "notion", "theory"}

// allegedVerb returns the token of toks, of text, that is the verb of the
// clause "that", token k, opens (see allegedBefore), -1 when none is
// found within allegeReach words.
func allegedVerb(text string, toks []signals.Token, k int) int {
	aside := false
	for j := k + 1; j < len(toks) && j-k <= allegeReach; j++ {
		if gap := trimBlankOrCurrency(text[toks[j-1].End:toks[j].Start]); gap == "," {
			aside = !aside // an aside opens or closes before token j
		} else if gap != "" {
			return -1
		}
		if aside || !isLowerLetter(text[toks[j].Start]) || !isFiniteVerb(toks[j].Lower) && !slices.Contains(auxiliaries, toks[j].Lower) {
			continue // the subject's words ("Acme's chief executive"), or an aside's
		}
		return j
	}
	return -1
}

// isFiniteVerb reports whether w has the form of a verb that states
// what a subject did or does: a past in -ed or an irregular form
// ("embezzled", "hid", "misled"), or a present in -s that may be a verb
// ("pollutes"); not an adjective or a noun of a subject ("chief
// executive").
func isFiniteVerb(w string) bool {
	if !isVerbWord(w, false) {
		return false
	}
	if _, irregular := lexicon.Lemma(w); irregular {
		return true
	}
	return strings.HasSuffix(w, "ed") || strings.HasSuffix(w, "s")
}

// allegeReach is how many words after "allege that" its clause is read
// for its verb: a subject and an aside ("that the former chief executive
// of Orvane embezzled").
const allegeReach = 12

// hedgingSentences returns a bit for each sentence (bit s%64 of word
// s/64) that holds a word of hedgingSentenceWords as a token, made
// from the words' postings on first use: hedgedIn is asked of the
// closest sentence of every passage about to ground a claim, and agreesAt
// of every sentence that holds all of a claim's words; most hold none.
func (ix *Index) hedgingSentences() []uint64 {
	return ix.holdingAny(&ix.hedging, hedgingSet)
}

// pastAbility reports whether token k of toks, a modal, is the "could" of
// what a writer was able to do, after "we" or "I": "we could establish an
// atlas" reports that it was established.
func pastAbility(toks []signals.Token, k int) bool {
	return toks[k].Lower == "could" && k > 0 && (toks[k-1].Lower == "we" || toks[k-1].Lower == "i")
}

// hedges reports whether the claim holds a word of hedgingWords, or "set
// to": it says what it says as likely or about to be, not as so, in words
// of its own.
func (cs *claimSignals) hedges() bool {
	set := claimHedges()
	for k, t := range cs.tokens {
		if set.Has(t.Lower) || t.Lower == "set" && k+1 < len(cs.tokens) && cs.tokens[k+1].Lower == "to" {
			return true
		}
	}
	return false
}

// claimHedges is the set of the words by which a claim hedges in words of
// its own (see hedges): hedgingWords, attemptVerbs, applyVerbs,
// pursuedWords, rumourWords and talksWords, made
// once a process. A claim's every token is looked up in it.
var claimHedges = sync.OnceValue(func() *signals.WordSet {
	return signals.NewWordSet(slices.Concat(hedgingWords, attemptVerbs, applyVerbs, pursuedWords, rumourWords, talksWords)...)
})

// hedgingWords are the words besides framingWords with which a claim
// says something as likely, possible, reported, estimated or about to
// be, or as sought: "is likely to have caused", "potentially costing", "is
// preparing to make", "analysts estimate", "filed for divorce".
var hedgingWords = []string{"likely", "unlikely", "possibly", "potentially", "perhaps", "probably", "maybe", "designed", "meant",
	"estimate", "estimates", "projects", "projection", "projections", "filed",
	"suggests", "suggested", "reportedly", "allegedly", "poised", "preparing",
	"allege", "alleges", "alleged", "accused", "suspected", "charged"}

// rumourWords say that the rest of their clause is only rumoured, tipped,
// possible or under talks: "is rumoured to be developing a new pickup",
// "is widely tipped to become chief executive", "talks about a possible
// purchase of the chain", "is in talks to acquire", "is weighing a bid
// for". ("Expected" is not among them: "a longer path, expected to be
// safer" still tells of the path.)
var rumourWords = []string{"rumoured", "rumored", "tipped", "speculated", "possible", "potential", "talks", "weighing"}

// clauseOpeners open a clause that a word of rumourWords before them
// does not reach: "The rumoured deal was confirmed on Friday when Kestrel
// announced it had agreed to buy Orrin", "identified potential buyers and
// sold the unit".
var clauseOpeners = []string{"when", "while", "but", "after", "before", "until", "because", "which", "who", "although", "though", "and", "or"}

// rumourWordSet and clauseOpenerSet are rumourWords and clauseOpeners,
// which a sentence's every token is looked up in.
var (
	rumourWordSet   = signals.NewWordSet(rumourWords...)
	clauseOpenerSet = signals.NewWordSet(clauseOpeners...)
)

// talksWords say, in a claim, that what it speaks of is being
// negotiated, not done: "is in talks for a partnership" says no more
// than a source's "discussions over a possible partnership".
var talksWords = []string{"talks", "discussions", "negotiations", "negotiating", "negotiate", "negotiates"}

// considerWords are the words of an intent not yet carried out that
// stand right before its verb: "is considering selling".
var considerWords = []string{"considering", "considers", "seeking", "seeks", "hopes", "hoping"}

// reportWords, right before a verb, say it only as reported or alleged:
// "Olsen allegedly embezzled $3 million".
var reportWords = []string{"allegedly", "reportedly", "purportedly", "supposedly"}

// mayBeWords are the words after which a claim's word is said only as
// what may be (see hedgeBefore): maybeWords, considerWords and
// reportWords.
var mayBeWords = slices.Concat(maybeWords, considerWords, reportWords)

// mayBeSet, attemptVerbSet and borneOutSet are mayBeWords, attemptVerbs
// and borneOutWords, which a sentence's tokens are looked up in.
var (
	mayBeSet       = signals.NewWordSet(mayBeWords...)
	attemptVerbSet = signals.NewWordSet(attemptVerbs...)
	borneOutSet    = signals.NewWordSet(borneOutWords...)
)

// hedgingSentenceWords are the words a sentence that may say a claim only
// as what may be holds (see hedgingSentences): mayBeWords and those that
// open an accusation or an allegation (see accusedOf and allegedBefore).
var hedgingSentenceWords = slices.Concat(mayBeWords, []string{"accused", "suspected", "accusing", "charged", "cleared", "acquitted", "exonerated"}, pursuedWords, allegeWords, arguingWords,
	attemptVerbs, applyVerbs, []string{"whether", "still", "yet"}, frameNouns, rumourWords)

// hedgedReason is the reason of a claim the closest source sentence says
// only as what may be.
const hedgedReason = "the source's closest sentence says it only as what may, might or could be, or is considered, where the claim states it as so"

// askedReason is the reason of a claim the closest source sentence only
// asks.
const askedReason = "the source's closest sentence asks it as a question, where the claim states it as so"

// askedIn reports whether the closest sentence of the sentences first to
// last asks whether what the claim states is so ("Does coffee cause liver
// cancer?", "Is the bank on the brink of collapse? Analysts say no.", see
// asksWhether), and is the last of its source or followed by a sentence
// that doubts or denies (see doubtWords), while no other of them holds a
// content word of the claim that it lacks: an answer beside the question
// ("Does it cause the disease? Bacteria cause it.", "Did Rovers win? They
// did.") is what grounds the claim, or does not.
// A claim that asks, or tells of asking or wondering, is not read so.
func (ix *Index) askedIn(cs *claimSignals, first, last, closest int) bool {
	if !asksWhether(ix.ev.Sentences[closest].Text) || len(cs.stems) > 64*len(askedBits{}) || cs.asks() {
		return false
	}
	if next := closest + 1; next < len(ix.ev.Sentences) && ix.ev.Sentences[next].Doc == ix.ev.Sentences[closest].Doc &&
		!slices.ContainsFunc(cs.state.tokensOf(ix.ev.Sentences[next].Text), func(t signals.Token) bool { return slices.Contains(doubtWords, t.Lower) }) {
		// The next sentence answers, in words string matching cannot
		// weigh ("Did it work? They did, beating Celtic."), unless it
		// doubts or denies.
		return false
	}
	var asked askedBits
	markShared(cs.stemRefs, ix.ev.Sentences[closest].StemIDs, asked[:])
	for s := first; s <= last; s++ {
		if s == closest {
			continue
		}
		var held askedBits
		markShared(cs.stemRefs, ix.ev.Sentences[s].StemIDs, held[:])
		for i := range held {
			if held[i]&^asked[i] != 0 {
				return false
			}
		}
	}
	return true
}

// askedAt is askedIn of sentence s and the one after it, in which an
// answer would stand.
func (ix *Index) askedAt(cs *claimSignals, s int) bool {
	last := s
	if s+1 < len(ix.ev.Sentences) && ix.ev.Sentences[s+1].Doc == ix.ev.Sentences[s].Doc {
		last = s + 1
	}
	return ix.askedIn(cs, s, last, s)
}

// doubtWords, in the sentence after a question, leave it unanswered:
// "Scientists are still debating the evidence", "Analysts say no".
var doubtWords = []string{"no", "not", "never", "unclear", "uncertain", "unknown", "debate", "debating", "debated",
	"doubt", "doubts", "speculation", "rumours", "rumors", "unconfirmed", "denied", "denies", "remains"}

// askedBits has a bit for each of a claim's first 256 content stems.
type askedBits [4]uint64

// asksWhether reports whether text is a question of yes or no: it ends in
// a question mark (before any closing quotes or brackets), and it or one
// of its clauses (after a comma, a colon or a dash) opens on a verb that
// opens such a question ("Will Fenwick sack Ortega?", "B&B fans, do you
// think Brooke can convince Deacon?"). A question of what, how or why
// takes what it asks about as so: "You both work with the UNHCR — how
// did you start?"
func asksWhether(text string) bool {
	// Most sentences end in a full stop, told without trimming.
	if n := len(text); n == 0 || text[n-1] == '.' || !strings.HasSuffix(strings.TrimRight(text, " \t\n\"')]\u201d\u2019"), "?") {
		return false
	}
	for rest := text; ; {
		w, _ := signals.FirstWord(strings.TrimLeft(rest, " \t\n\"'(\u201c\u2018"))
		if slices.Contains(questionVerbs, strings.ToLower(w)) {
			return true
		}
		i := strings.IndexAny(rest, ",:;\u2014")
		if i < 0 {
			i = strings.Index(rest, "--")
		}
		if i < 0 {
			return false
		}
		rest = strings.TrimLeft(rest[i+1:], "-")
	}
}

// questionVerbs open a question of yes or no.
var questionVerbs = []string{"is", "are", "was", "were", "do", "does", "did", "will", "would", "can", "could",
	"should", "has", "have", "had", "may", "might", "must", "shall"}

// asks reports whether the claim asks, or tells of asking or wondering:
// it ends in a question mark, or holds a word of askingWords.
func (cs *claimSignals) asks() bool {
	return strings.HasSuffix(strings.TrimRight(cs.seg.Text, " \t\n\"')]\u201d\u2019"), "?") ||
		slices.ContainsFunc(cs.tokens, func(t signals.Token) bool { return slices.Contains(askingWords, t.Lower) })
}

// askingWords tell of a question: "Fans wonder if Tucker will …".
var askingWords = []string{"wonder", "wonders", "wondered", "wondering", "whether", "if", "ask", "asks", "asked",
	"asking", "question", "questions", "questioned", "questioning"}

// conditionedReason is the reason of a claim the closest source sentence
// says only on a condition.
const conditionedReason = "the source's closest sentence says it only on a condition (if, unless, provided that), which the claim leaves out"

// conditionWords open a condition: "will strike on Monday unless
// management improves its offer", "would create 1,200 jobs if regulators
// approve it", "pay a dividend provided that profits exceed $2 billion".
var conditionWords = []string{"if", "unless", "provided", "providing"}

// notConditions are the words before "if" that make it no condition of
// what the sentence says: "even if", "as if", "what if".
var notConditions = []string{"even", "as", "what", "see", "ask", "asks", "asked", "wonder", "wonders", "wondered", "know", "unclear"}

// conditionedAt reports whether sentence s says what it says only on a
// condition the claim does not make, after it: "unless", "only if",
// "provided that" or "providing that", past the sentence's first word, or
// "if" after a "will" or a "would" ("would create 1,200 jobs if regulators
// approve it"; not "If you want to see it, it will post photos", nor the
// steps of a task, "rinse the hair and, if it is long, comb it", whose
// reader meets the condition or not); "if" not after a word of
// notConditions, nor before "any", "not" or "so"; and the condition
// must be of the claim's words (see conditionsClaim). The claim must hold
// no word of conditionWords, nor ask (see asks), and the sentence must not
// say the condition was met, with a word of borneOutWords ("if funding is
// approved, which the council did on Monday").
func (ix *Index) conditionedAt(cs *claimSignals, s int) bool {
	if !ix.holdsAt(&ix.conditioning, conditionSet, s) {
		return false
	}
	text := ix.ev.Sentences[s].Text
	toks := cs.state.tokensOf(text)
	conditioned, willing := false, false
	for k := 1; k < len(toks) && !conditioned; k++ {
		next := ""
		if k+1 < len(toks) {
			next = toks[k+1].Lower
		}
		switch prev := toks[k-1].Lower; toks[k].Lower {
		case "will", "would":
			willing = true
		case "if":
			conditioned = prev == "only" ||
				willing && !slices.Contains(notConditions, prev) && next != "any" && next != "not" && next != "so"
		case "unless":
			conditioned = true
		case "provided", "providing":
			conditioned = next == "that"
		}
		conditioned = conditioned && ix.conditionsClaim(cs, &ix.ev.Sentences[s], toks, k)
	}
	return conditioned && !cs.asks() &&
		!slices.ContainsFunc(cs.tokens, func(t signals.Token) bool { return slices.Contains(conditionWords, t.Lower) }) &&
		!slices.ContainsFunc(toks, func(t signals.Token) bool { return slices.Contains(borneOutWords, t.Lower) })
}

// conditionsClaim reports whether the condition token k of toks, of
// sentence sent, opens is one of the claim's fact: one of the claim's
// words (see claimsToken) stands at most conditionGap words before it,
// with no mark between ("will strike on Monday unless management improves
// its offer"; not "would close in May and would reopen only if inspectors
// approved", whose condition is of the reopening), and the condition
// holds none of them ("diseases can gain ground unless you remain
// vigilant" for "a reminder to remain vigilant"), nor "otherwise"
// ("unless their doctor advises otherwise").
func (ix *Index) conditionsClaim(cs *claimSignals, sent *evidence.Sentence, toks []signals.Token, k int) bool {
	text := sent.Text
	near := false
	for j := k - 1; j >= 0 && k-j <= conditionGap && !near; j-- {
		if strings.ContainsAny(text[toks[j].End:toks[j+1].Start], ",;:.") {
			return false
		}
		near = ix.claimsToken(cs, sent, toks[j])
	}
	if !near {
		return false
	}
	for j := k + 1; j < len(toks) && !strings.ContainsAny(text[toks[j-1].End:toks[j].Start], ",;:."); j++ {
		if toks[j].Lower == "otherwise" || ix.claimsToken(cs, sent, toks[j]) {
			return false
		}
	}
	return true
}

// claimsToken reports whether token t of sentence sent says a word of
// the claim: a content word of the claim's stems outside the sentence's
// figures, a word of a figure that states one of the claim's ("12 years"
// of "sentenced to 12 years", not "after eight years"), or a capitalised
// word the claim holds ("Grand" of "the Grand Hotel"); not a function
// word ("to" of "charges to full").
func (ix *Index) claimsToken(cs *claimSignals, sent *evidence.Sentence, t signals.Token) bool {
	if in, states := cs.figureAt(sent, t); in {
		return states
	}
	if c := sent.Text[t.Start]; 'A' <= c && c <= 'Z' && cs.holdsWord(t.Lower) {
		return true
	}
	return signals.IsContentWord(t.Lower) && cs.holdsStemOf(ix, t.Lower)
}

// figureAt reports whether token t of sentence sent is a word of one of
// its figures, and whether that figure states one of the claim's.
func (cs *claimSignals) figureAt(sent *evidence.Sentence, t signals.Token) (in, states bool) {
	k := slices.IndexFunc(sent.Numbers, func(m signals.Number) bool { return m.Start <= int(t.Start) && int(t.Start) < m.End })
	return k >= 0, k >= 0 && cs.statesAny(sent.Numbers[k])
}

// conditionGap is how many words before a condition conditionsClaim
// looks for a word of the claim: "on Monday" of "will strike on Monday
// unless", "only" of "8 kilograms only if".
const conditionGap = 3
