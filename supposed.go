package sourced

import (
	"slices"
	"strings"

	"github.com/sourced-dev/sourced/internal/signals"
)

// A figure a source gives as planned, expected or forecast is not a
// figure that came to pass: "Analysts had expected revenue to grow 8%"
// does not ground "Revenue grew 8%", nor "Acme said it would hire 200
// workers" "Acme hired 200 workers". A claim that keeps a framing of its
// own ("Revenue is expected to grow 8%", "Acme plans to hire 200
// workers", "Acme can hire 200 workers") is grounded as before, and so is
// a claim of what a source reports someone said happened ("Acme said
// revenue grew 8%"): the source gives it as a fact it was told. Only a
// word of expectingWords a few words before the figure in its clause
// frames it, or "would" after a verb of saying ("said it would"):
// "Revenue grew 8%, as analysts had expected" and "Analysts expected 6%;
// revenue grew 8%" state 8% as a fact. The other modals are left alone: "will"
// tells as often of what is scheduled or always so ("the shop will open
// on 3 June", "the pill will work for 12 hours"), "may", "might" and
// "could" of how long a step may take ("it may take 20 minutes"), "if" of
// what a sentence takes for granted ("if anything is harder than riding
// 300 miles"), and a bare "would" of what came later ("she would go on to
// win 3 titles"). But "could", "might" or "may" right before the verb of
// the figure frames it ("Brightwave could cut 500 jobs" does not ground
// "Brightwave cut 500 jobs"), a few words before the figure at most (see
// maybeReach), unless the verb is one of how long a step takes (see
// stepVerbs); and so do the verbs of an intent not yet carried out ("is
// considering", "seeks", "hopes"), and the words of a condition (see
// conditionAt: "can begin only if the agency agrees to cover half of the
// 30 million pound cost" does not ground "the agency has agreed to cover
// half of the 30 million pound cost").

// sayingWords are the verbs of saying after which "would" reports a plan
// or a promise: "Acme said it would hire 200 workers".
var sayingWords = []string{"said", "says", "announced", "told", "stated", "pledged", "vowed"}

// determiners are the words after which a word of expectingWords is an
// adjective ("its planned 50 stores", "your planned garden bed"), which
// says nothing of whether what it qualifies came to pass: "Acme opened its
// planned 50 stores" states 50 as a fact.
var determiners = []string{"the", "a", "an", "its", "their", "his", "her", "your", "our", "my", "this", "that"}

// supposedIn reports whether passage e, about to ground the claim, states
// one of the claim's figures only as planned or expected (see
// supposedAt) where the claim frames none of its own (see supposes), and
// records each such figure in e's supposedNums. It is asked only of a
// passage that would otherwise ground a prose claim with figures, and
// reads only the clause before each of the passage's figures that state
// the claim's.
func (ix *Index) supposedIn(e *passageEval, cs *claimSignals) bool {
	if cs.supposes() || cs.conditions() {
		// Framed as the claim frames its own: no figure is missing.
		return false
	}
	pass := &ix.ev.Passages[e.p]
	figs, _ := cs.passageFigures(ix, pass)
	if figs == nil {
		return false
	}
	for i := range cs.numbers {
		supposed, free := false, false
		for si := 0; si < len(figs) && !free; si++ {
			if figs[si]&(1<<i) == 0 {
				continue
			}
			sent := &ix.ev.Sentences[pass.First+si]
			for _, m := range sent.Numbers {
				if signals.Same(cs.numbers[i], m) {
					framed, byTarget := supposedAt(sent.Text, m)
					supposed = framed && !(byTarget && cs.targets())
					if free = !supposed; free {
						break
					}
				}
			}
		}
		if supposed {
			e.supposedNums = append(e.supposedNums, i)
		}
	}
	return len(e.supposedNums) > 0
}

// conditions reports whether the claim states a condition of its own
// (see conditionAt: "provided that", "on condition that"; its "if" and
// "unless" are among the words supposes reads).
func (cs *claimSignals) conditions() bool {
	for k := range cs.tokens {
		if conditionAt(cs.tokens, k) {
			return true
		}
	}
	return false
}

// supposes reports whether the claim frames its figures as a source may:
// it holds a word of expectingWords or modalWords (not the month May:
// see monthMay), or "can", which open qualifyingWords and follow
// framingWords there.
func (cs *claimSignals) supposes() bool {
	return cs.qualifying()&supposingWords != 0
}

// supposingWords has the bits of the qualifying words supposes reads (see
// qualifying): expectingWords, modalWords and "can".
var supposingWords uint64 = 1<<(len(expectingWords)+len(modalWords)) - 1 | 1<<len(framingWords)

// supposesMaybe is supposes but for the claim's "will" and "shall",
// and a "would" reported (see reportsWould), which say what is to be as
// sure: "The drug will reduce the risk" is not
// stated by "The drug may reduce the risk". A claim that holds a word of
// permitWords supposes, as a "may" of permission does.
func (cs *claimSignals) supposesMaybe() bool {
	if q := cs.qualifying() & supposingWords &^ sureModals; q != 0 && (q != reportedModal || !cs.reportsWould()) {
		return true
	}
	// "Will be able to cancel", "are allowed to cancel" are what "may
	// cancel" says. Told by their first letter, most words are none.
	return slices.ContainsFunc(cs.tokens, func(t signals.Token) bool {
		c := t.Lower[0]
		return (c == 'a' || c == 'l' || c == 'p') && slices.Contains(permitWords, t.Lower)
	})
}

// permitWords say what someone may do, as a source's "may" does: "Users
// will be able to cancel at any time" for "Users may cancel at any time".
// ("Can" says it too, and is among the words supposes reads.)
var permitWords = []string{"able", "allowed", "allow", "allows", "let", "lets", "permitted", "permit"}

// sureModals has the bits of "will" and "shall" among the claim's
// qualifying words (see qualifying), and reportedModal that of "would".
var sureModals, reportedModal = modalBits("will", "shall"), modalBits("would")

// modalBits returns the bits of words, of modalWords, among the claim's
// qualifying words (see qualifying).
func modalBits(words ...string) (bits uint64) {
	for i, w := range modalWords {
		if slices.Contains(words, w) {
			bits |= 1 << (len(expectingWords) + i)
		}
	}
	return bits
}

// reportsWould reports whether every "would" of the claim follows a verb
// of saying (see sayingWords): "Novak said rates would fall" reports a
// "will", as sure as the claim "Rates will fall".
func (cs *claimSignals) reportsWould() bool {
	said := false
	for _, t := range cs.tokens {
		switch {
		case slices.Contains(sayingWords, t.Lower):
			said = true
		case t.Lower == "would" && !said:
			return false
		}
	}
	return said
}

// clauseMarks are the marks that end the clause before a figure, for
// supposedAt, besides an en or em dash: a framing word before them frames
// what they set aside or follow, not the figure ("as analysts expected,
// revenue grew 8%").
const clauseMarks = ",;:().!?-"

// Byte kinds for lastClause: a byte of a word (ASCII letters, digits and
// "_", and the bytes of other characters), one of clauseMarks, the last
// byte of an en or em dash (a byte of a word in any other character), or
// one that parts words.
const (
	wordByte uint8 = iota
	markByte
	dashTail
	partByte
)

// buildByteKinds returns byteKinds, generated into tables.go: each byte's
// kind.
func buildByteKinds() (k [256]uint8) {
	for c := range 256 {
		if c < 0x80 && !isASCIIWordByte(byte(c)) {
			k[c] = partByte
		}
	}
	for i := range len(clauseMarks) {
		k[clauseMarks[i]] = markByte
	}
	k[0x93], k[0x94] = dashTail, dashTail
	return k
}

// frameRoots are the beginnings of the words supposedAt reads a clause
// for, in lower case as those words must be written: a clause that holds
// none of them at the start of a word is not read further.
var frameRoots = []string{"would", "plan", "expect", "aim", "intend", "promised", "proposed", "forecast", "predict", "projected",
	"could", "might", "may", "consider", "seek", "hop", "sought", "tried", "tries", "trying", "attempt",
	"target", "goal", "ambition", "objective", "unless", "only", "provid", "condition", "long"}

// targetWords are the nouns of a goal, which frame a figure after them as
// aimed at, after a determiner too ("set a target of cutting emissions by
// 50%", "its goal for 2024 was to build 5,000 homes": before a word of
// targetLinks), unless the sentence says it was met (see metIn).
var targetWords = []string{"target", "targets", "goal", "goals", "ambition", "objective"}

// targetLinks are the words after a word of targetWords that make it a
// goal of what follows.
var targetLinks = []string{"of", "for", "is", "was", "are", "were", "to"}

// metWords say that a goal was met: "met its target of 5,000 homes",
// "its target of 1 million units was met in November" state the figure as
// a fact.
var metWords = []string{"met", "meets", "hit", "hits", "reached", "reaches", "achieved", "achieves", "exceeded",
	"exceeds", "surpassed", "beat", "beats"}

// attemptWords are the verbs of an attempt, which frame a quantity after
// them as what was tried, not what came to pass ("sought to raise $50
// million" does not ground "raised $50 million"), but not a year or a
// date, which tells when the attempt was made ("tried to wrestle his
// camera from him in July 2013").
var attemptWords = []string{"sought", "tried", "tries", "trying", "attempted", "attempts", "attempting"}

// attemptReach is the most words a word of attemptWords may stand before
// the quantity it frames: "to", the attempt's verb and the quantity's own
// words ("tried to raise $50 million"), not a means of the attempt
// further on ("tried to cut costs by laying off 1,200 workers").
const attemptReach = 3

// maybeWords are the modals that frame the figure of the verb right
// after them (see supposedAt).
var maybeWords = []string{"could", "might", "may"}

// maybeReach is the most words a word of maybeWords may stand before the
// figure it frames: its verb and the figure's own words ("could cut 500",
// "may approve a $2 million budget", "could cut up to 500"), not a verb
// and its object with the figure further on ("may have traveled on
// Interstate 80").
const maybeReach = 3

// stepVerbs are the verbs after a word of maybeWords that say how long or
// how much a step or a thing may take, which a source gives as its
// figure: "it may take 20 minutes", "the drive might last 3 hours".
var stepVerbs = []string{"take", "last"}

// rootAt reports whether one of frameRoots starts at byte j of text.
func rootAt(text string, j int) bool {
	if j >= len(text) || !isLowerLetter(text[j]) {
		return false
	}
	for _, r := range frameRootsBy[text[j]-'a'] {
		if strings.HasPrefix(text[j:], r) {
			return true
		}
	}
	return false
}

// lastClause returns the offset in text of the clause that runs to its
// end, just past the last of clauseMarks, an en dash or an em dash (0
// when there is none), and whether a word of the clause starts with one
// of frameRoots: one pass back over the clause's bytes, which looks for a
// root only after a byte that parts words.
func lastClause(text string) (start int, mayFrame bool) {
	for i := len(text) - 1; i >= 0; i-- {
		switch byteKinds[text[i]] {
		case wordByte:
			continue
		case dashTail:
			if i < 2 || text[i-1] != 0x80 || text[i-2] != 0xe2 {
				continue
			}
		case partByte:
			mayFrame = mayFrame || rootAt(text, i+1)
			continue
		}
		return i + 1, mayFrame || rootAt(text, i+1)
	}
	return 0, mayFrame || rootAt(text, 0)
}

// governReach is how far before a figure, in bytes, supposedAt reads for
// a word that frames it: the few words before it ("had expected revenue
// to grow 8%", "said it would hire 200"), which govern it.
const governReach = 64

// wordStartFrom returns i, or the start of the next word when i falls inside
// one (or inside a character) of text; 0 for an i below it.
func wordStartFrom(text string, i int) int {
	if i <= 0 {
		return 0
	}
	for i < len(text) && (isASCIIWordByte(text[i-1]) || text[i-1] >= 0x80) && (isASCIIWordByte(text[i]) || text[i] >= 0x80) {
		i++
	}
	return i
}

// supposedAt reports whether figure m of text is framed as planned or
// expected by a word before it in its clause, the stretch of text after
// the last of clauseMarks or word a clause is cut at (see isClauseCut), within governReach
// bytes of it: a word of
// expectingWords, not after "as" or "than" ("than expected" compares a
// fact with the expectation) nor as an adjective (see determiners); or
// "would" after a word of sayingWords; or a word of a condition (see
// conditionAt); or a word of
// targetWords before an amount, in a sentence that does not say the goal
// was met (see metIn), when byTarget reports that it alone frames the
// figure. The word must be written in lower case, not
// as a name ("Plans Inc").
func supposedAt(text string, m signals.Number) (framed, byTarget bool) {
	from := wordStartFrom(text, m.Start-governReach)
	start, mayFrame := lastClause(text[from:m.Start])
	if !mayFrame {
		return false, false
	}
	clause := text[from+start : m.Start]
	var buf [16]signals.Token // the tokens of most clauses, on the stack
	toks := signals.TokenizeInto(buf[:0], clause).Tokens
	said, target := false, false
	for k, t := range toks {
		if isClauseCut(t.Lower) {
			framed, said, target = false, false, false // a clause of its own
		}
		if !isLowerLetter(clause[t.Start]) {
			continue
		}
		switch {
		case slices.Contains(targetWords, t.Lower):
			// "a target of", "its goal for 2024 was to", not "struck
			// ISIS targets in Iraq"; of an amount, not of when ("a goal
			// for 2025 of 10,000 homes").
			target = target || m.Quantity() && k+1 < len(toks) && slices.Contains(targetLinks, toks[k+1].Lower)
		case slices.Contains(sayingWords, t.Lower):
			said = true
		case t.Lower == "would":
			framed = framed || said
		case slices.Contains(attemptWords, t.Lower):
			// Before the case of expectingWords, which holds them too.
			framed = framed || m.Quantity() && len(toks)-1-k <= attemptReach && frames(toks, k)
		case slices.Contains(expectingWords, t.Lower):
			framed = framed || frames(toks, k)
		case conditionAt(toks, k):
			// A condition: "can begin only if the agency agrees to cover
			// half of the 30 million pound cost".
			framed = true
		case slices.Contains(maybeWords, t.Lower):
			framed = framed || k+1 < len(toks) && len(toks)-1-k <= maybeReach && !slices.Contains(stepVerbs, toks[k+1].Lower) && !pastAbility(toks, k)
		}
	}
	byTarget = !framed && target && !metIn(text)
	return framed || byTarget, byTarget
}

// metIn reports whether text says a goal was met: it holds a word of
// metWords, or "to" before the goal ("inflation fell to its target of
// 2%").
func metIn(text string) bool {
	var buf [32]signals.Token
	toks := signals.TokenizeInto(buf[:0], text).Tokens
	for k, t := range toks {
		if slices.Contains(metWords, t.Lower) ||
			t.Lower == "to" && slices.ContainsFunc(toks[k+1:min(len(toks), k+4)], func(u signals.Token) bool { return slices.Contains(targetWords, u.Lower) }) {
			return true
		}
	}
	return false
}

// targets reports whether the claim holds a word of targetWords: it
// frames its figure as a goal itself.
func (cs *claimSignals) targets() bool {
	return slices.ContainsFunc(cs.tokens, func(t signals.Token) bool { return slices.Contains(targetWords, t.Lower) })
}

// conditionAt reports whether token k of toks opens a condition:
// "unless", "only if", "provided that", "on condition that", "as long
// as".
func conditionAt(toks []signals.Token, k int) bool {
	next := func(w string) bool { return k+1 < len(toks) && toks[k+1].Lower == w }
	prev := func(w string) bool { return k > 0 && toks[k-1].Lower == w }
	switch toks[k].Lower {
	case "unless":
		return true
	case "if":
		return prev("only")
	case "provided", "providing", "condition":
		return next("that")
	case "long":
		// Not "as long as 3 hours", the figure's bound.
		return (prev("as") || prev("so")) && next("as") && k+2 < len(toks)
	}
	return false
}

// frames reports whether token k of toks, a word of expectingWords,
// frames the figure after it: it follows neither "as" nor "than", nor a
// word of determiners.
func frames(toks []signals.Token, k int) bool {
	if k == 0 {
		return true
	}
	prev := toks[k-1].Lower
	return prev != "as" && prev != "than" && !slices.Contains(determiners, prev)
}
