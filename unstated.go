package sourced

import (
	"slices"
	"strings"

	"github.com/sourced-dev/sourced/internal/evidence"
	"github.com/sourced-dev/sourced/internal/signals"
)

// A claim may say more in one word than its passage does, though every
// other word of it is the passage's and its coverage high. It may give
// what it says more weight: "fell sharply", "record revenue", "the
// long-awaited bypass", "a controversial decision", "launched
// successfully". Or it may say what it says of all where the passage says
// it of some: "voted unanimously" of a vote of 7-4, "recalling vehicles
// worldwide" of a recall in North America. Or it may move a status up a
// step: "convicted" of a trial, "elected" of "appointed". The words are
// few, and none a source often says otherwise (a "popular" singer a
// "phenomenon", "confirmed" and "admitted" often stand for "said",
// "globally" for "in 190 countries"), so that a passage without the word's
// root does not state the claim (see weightUnstated). Or it may say done
// what the passage says will be done: "stepped down" of "will step down"
// (see doneAhead). Both rules are asked only of a passage of prose about
// to ground a claim (see wordRules).

// addedAt returns, when token k of toks is a word that gives what a
// claim says more weight than a plain statement of it, the starts of the
// words a source would state it by ("sharp", "steep", "plung" of
// "sharply"); nil otherwise. "Record" is one only before a word it
// describes ("record revenue") or after "the", "a" or "new" ("holds the
// record"), not as a count of wins and losses ("a successful interim
// record, losing just once") nor before "of" ("a record of life").
func addedAt(toks []signals.Token, k int) []string {
	w := toks[k].Lower
	if len(w) < 6 {
		return nil // told by its length, as most words are
	}
	switch w {
	case "sharply", "dramatically":
		return steepRoots
	case "record-high", "record-breaking":
		return recordRoots
	case "first-ever":
		return []string{"first"}
	case "successfully":
		return []string{"success", "complet", "accomplish", "achiev"}
	case "long-awaited":
		return []string{"await"}
	case "controversial":
		return []string{"controvers", "disput", "contest"}
	case "historic":
		return []string{"histor", "landmark"}
	case "landmark":
		return []string{"landmark", "histor"}
	case "unprecedented":
		return []string{"unprecedent", "first", "never"}
	case "officially":
		return []string{"official", "formal"}
	case "permanently":
		return []string{"permanent", "for good", "indefinite", "forever"}
	case "unanimously", "unanimous":
		// (A vote of "7-0" is one, its "-0" the start of a word.)
		return []string{"unanim", "-0", "without opposition", "without dissent", "no one voted against", "every member", "all members"}
	case "entirely", "altogether":
		return []string{"entire", "complet", "altogether", "whole", "total", "fully", "full", "wholly", "all of"}
	case "worldwide":
		return []string{"worldwide", "global", "world", "international", "every country", "all countries"}
	case "convicted":
		return []string{"convict", "guilty", "sentenc", "jailed", "imprison"}
	case "elected":
		// ("Election" is no root: "nominated for the election".)
		return []string{"elected", "elects", "re-elect", "won", "win", "wins", "voted in", "victory", "victorious"}
	case "nationwide":
		return []string{"nationwide", "national", "countrywide", "across the country", "every state", "all states"}
	case "record":
		// (The next word right after it, past one space, not a comma.)
		next := k+1 < len(toks) && toks[k+1].Start == toks[k].End+1
		if next && toks[k+1].Lower == "of" {
			return nil
		}
		if next && signals.IsContentWord(toks[k+1].Lower) ||
			k > 0 && (toks[k-1].Lower == "the" || toks[k-1].Lower == "a" || toks[k-1].Lower == "new") {
			return recordRoots
		}
	}
	return nil
}

// steepRoots start the words that say a change was large ("plunged 18
// percent", "tripled"), and recordRoots those that say a figure was
// the highest or lowest yet ("all-time high", "highest-ever").
var (
	steepRoots = []string{"sharp", "steep", "dramatic", "plung", "plummet", "soar", "surg", "tumbl", "slump", "jump",
		"skyrocket", "doubl", "tripl", "quadrupl", "halv", "signific", "substantial", "massive"}
	recordRoots = []string{"record", "all-time", "ever"}
)

// weightUnstated reports whether the claim holds a word of weight (see
// addedAt) where no sentence of passage e, about to ground it, holds a
// word that starts as one of the word's roots does (see holdsRoot), or a
// word of its side of the opposites ("steeply" of "sharply", see
// oppositeGroups), and returns the claim's word. A negated claim ("did
// not close permanently") says less than its passage, not more.
func (ix *Index) weightUnstated(e *passageEval, cs *claimSignals) (wordSwap, bool) {
	k := cs.readCueWords().added
	if k < 0 || cs.negated {
		return wordSwap{}, false
	}
	w := cs.tokens[k].Lower
	roots, sides := addedAt(cs.tokens, k), sidesOf(w)
	pass := &ix.ev.Passages[e.p]
	for s := pass.First; s <= pass.Last; s++ {
		text, folded := ix.ev.Sentences[s].Text, ix.ev.Sentences[s].Folded
		if slices.ContainsFunc(roots, func(r string) bool { return holdsRoot(folded, r) }) ||
			len(sides) > 0 && slices.ContainsFunc(cs.state.tokensOf(text), func(t signals.Token) bool {
				return slices.ContainsFunc(sidesOf(t.Lower), func(sd sided) bool { return slices.Contains(sides, sd) })
			}) {
			return wordSwap{}, false
		}
	}
	return wordSwap{claim: w}, true
}

// holdsWordStart reports whether a word of the folded text f starts with
// root.
func holdsWordStart(f, root string) bool {
	for i := 0; ; {
		j := strings.Index(f[i:], root)
		if j < 0 {
			return false
		}
		j += i
		if j == 0 || f[j-1] < 'a' || f[j-1] > 'z' {
			return true
		}
		i = j + 1
	}
}

// futureWords say that what follows is yet to be done: "will step down",
// "would resume".
var futureWords = []string{"will", "would", "shall", "i'll", "we'll", "you'll", "he'll", "she'll", "it'll", "they'll"}

// doneAhead reports whether the claim says, in a word of the past in -ed
// ("stepped down", "resumed", not "will be announced"), what passage e,
// about to ground it, says only will or would be done ("will step down at
// the end of the year", "did not say when they would resume"): a
// sentence of the passage holds the word's stem right after a word of
// futureWords (past "be", "have", "not" or an adverb, see futureBefore),
// and every other that holds it does so too; a "would" in a sentence that
// dates what it tells is a story's, not what is to be ("Leonard would win
// their third fight in 1989"), and a claim that says "will" itself tells
// of what is to be. It returns the claim's word and the source's.
func (ix *Index) doneAhead(e *passageEval, cs *claimSignals) (wordSwap, bool) {
	// Whether the passage says anything will be done first, by its
	// sentences' bits, then the claim's words of the past, then the stems
	// the passage says after a word of futureWords: most passages and
	// claims hold none. (A claim of its own future, "will be attached and
	// sent", is none.)
	pass := &ix.ev.Passages[e.p]
	ahead := false
	for s := pass.First; s <= pass.Last && !ahead; s++ {
		ahead = ix.holdsAt(&ix.futured, futureSet, s)
	}
	if !ahead {
		return wordSwap{}, false
	}
	past := false
	for k, t := range cs.tokens {
		if futureWordSet.Has(t.Lower) {
			return wordSwap{}, false
		}
		past = past || cs.pastAt(k)
	}
	if !past {
		return wordSwap{}, false
	}
	var buf [4]futureDeed
	deeds := buf[:0]
	for s := pass.First; s <= pass.Last; s++ {
		if !ix.holdsAt(&ix.futured, futureSet, s) {
			continue
		}
		toks := cs.state.tokensOf(ix.ev.Sentences[s].Text)
		dated := slices.ContainsFunc(ix.ev.Sentences[s].Numbers, func(n signals.Number) bool { return n.Kind == signals.Year })
		for k := range toks {
			if dated && toks[k].Lower == "would" {
				continue // a story's "would": "would win their third fight in 1989"
			}
			if j := futureAfter(toks, k); j >= 0 {
				deeds = append(deeds, futureDeed{ix.ev.Stem(toks[j].Lower), toks[k].Lower + " " + toks[j].Lower})
			}
		}
	}
	if len(deeds) == 0 {
		return wordSwap{}, false
	}
	for k, t := range cs.tokens {
		if !cs.pastAt(k) || futureBefore(cs.tokens, k) >= 0 {
			continue // (a claim of what will be done: "will be announced")
		}
		stem := ix.ev.Stem(t.Lower)
		at := slices.IndexFunc(deeds, func(d futureDeed) bool { return d.stem == stem })
		if at >= 0 && !ix.doneIn(cs, pass, stem) {
			return wordSwap{claim: t.Lower, source: deeds[at].said}, true
		}
	}
	return wordSwap{}, false
}

// pastAt reports whether the claim's token k is a word of the past: in
// -ed, of five letters or more ("stepped", "resumed"), or of
// irregularPasts ("sold", "won").
func (cs *claimSignals) pastAt(k int) bool { return isPast(cs.tokens[k].Lower) }

// isPast reports whether word w, in lower case, is a word of the past (see
// pastAt).
func isPast(w string) bool {
	return len(w) >= 5 && strings.HasSuffix(w, "ed") || irregularPastSet.Has(w)
}

// futureWordSet and irregularPastSet are futureWords and irregularPasts,
// which a claim's every token is looked up in.
var (
	futureWordSet    = signals.NewWordSet(futureWords...)
	irregularPastSet = signals.NewWordSet(irregularPasts...)
)

// irregularPasts are the past forms, not in -ed, of the verbs of deeds a
// source most often says will be done.
var irregularPasts = []string{"sold", "won", "bought", "took", "made", "gave", "went", "came", "paid", "built",
	"left", "lost", "met", "ran", "sent", "spent", "wrote", "began", "became", "brought", "chose", "drove",
	"fell", "fought", "found", "grew", "held", "kept", "lent", "rose", "sought", "struck", "taught", "withdrew", "undertook"}

// futureDeed is a stem a passage says will be done, and its words ("will
// step").
type futureDeed struct{ stem, said string }

// doneIn reports whether a sentence of passage pass holds a word of stem
// after no word of futureWords (see futureBefore). (A word is told by its
// first letter before its stem is looked up, but for an irregular past,
// whose stem may start otherwise: "went" of "go".)
func (ix *Index) doneIn(cs *claimSignals, pass *evidence.Passage, stem string) bool {
	for s := pass.First; s <= pass.Last; s++ {
		toks := cs.state.tokensOf(ix.ev.Sentences[s].Text)
		for j := range toks {
			if (toks[j].Lower[0] == stem[0] || irregularPastSet.Has(toks[j].Lower)) && ix.ev.Stem(toks[j].Lower) == stem && futureBefore(toks, j) < 0 {
				return true
			}
		}
	}
	return false
}

// futureBefore returns the token of toks, a word of futureWords, that
// token j stands right after, past "be", "have", "not", "soon", "also"
// and words in -ly ("will soon be closed", "would eventually resume"); -1
// when there is none.
func futureBefore(toks []signals.Token, j int) int {
	for k := j - 1; k >= 0 && k >= j-3; k-- {
		switch w := toks[k].Lower; {
		case futureWordSet.Has(w):
			return k
		case !passedOver(w):
			return -1
		}
	}
	return -1
}

// futureAfter returns the token of toks that token k, when it is a word
// of futureWords, says will be done (see futureBefore); -1 otherwise. A
// past right after it makes the word no modal: "Her will left the house
// to her son".
func futureAfter(toks []signals.Token, k int) int {
	if !futureWordSet.Has(toks[k].Lower) {
		return -1
	}
	for j := k + 1; j < len(toks) && j <= k+3; j++ {
		if w := toks[j].Lower; !passedOver(w) {
			if j == k+1 && isPast(w) {
				return -1
			}
			return j
		}
	}
	return -1
}

// passedOver reports whether w is a word futureBefore passes over.
func passedOver(w string) bool {
	return w == "be" || w == "have" || w == "not" || w == "soon" || w == "also" || strings.HasSuffix(w, "ly")
}

// holdsRoot is holdsWordStart, but a root of three bytes or fewer ("won",
// "win") must be the whole word, and "-0" a score's ("7-0", not
// "2021-03-04").
func holdsRoot(f, root string) bool {
	switch {
	case root == "-0":
		for i := 0; ; {
			j := strings.Index(f[i:], root)
			if j < 0 {
				return false
			}
			j += i
			if j+2 == len(f) || !isDigit(f[j+2]) {
				return true
			}
			i = j + 1
		}
	case len(root) <= 3:
		return containsWord(f, root)
	}
	return holdsWordStart(f, root)
}
