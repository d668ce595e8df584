package sourced

import (
	"math/bits"
	"slices"
	"sort"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/sourced-dev/sourced/internal/signals"
)

// A figure is told by the words bound to it: "killed 12 people", "a profit
// of $3 million", "convicted Smith on 3 counts", "12 people were killed".
// A sentence that states the claim's figure with a word of contrast in
// that place ("injured 12 people", "a loss of $3 million", "acquitted
// Smith on 3 counts") states another fact, though it holds most of the
// claim's words, which the cover alone tolerates: it does not ground the
// claim. The word bound to a figure is the content word nearest before it,
// or after it, in its clause (see boundWord), and the next one on that
// side when the two agree on the first ("12 people were killed", "exports
// rose 5%"). Only words of
// contrast are read so (see contrastGroups): any other word in that place is
// as often the source's wording of the same fact ("died", "wounded",
// "passengers" for "killed", "injured", "people"), which a change of word
// alone cannot tell from another fact. Only amounts are read (counts,
// money, shares and measures): a year or a date is of an event, which
// eventOwner reads.

// boundReach is how many words a figure's bound word may lie past, from
// the figure: function words, hedges ("nearly") and names ("convicted
// Smith on 3 counts").
const boundReach = 3

// contrastGroups are the words that, bound to one figure, state different
// facts of it: each group's lists are of words of one sense, and a word of
// one list contrasts with a word of any other list of its group. A word
// may be in several groups ("deaths" against "injuries", and against
// "births"). Cues of direction ("rose", "won", "maximum") are the
// direction rules', and left out.
var contrastGroups = [][][]string{
	{{"killed", "kill", "kills", "killing", "dead", "death", "deaths", "died", "die", "dies", "fatalities", "fatality"},
		{"injured", "injure", "injures", "injuring", "injury", "injuries", "wounded", "wounding"},
		{"missing"}},
	{{"births", "birth", "born"}, {"deaths", "death", "died"}},
	{{"profit", "profits"}, {"loss", "losses"}, {"revenue", "revenues", "sales", "turnover"}},
	{{"surplus", "surpluses"}, {"deficit", "deficits"}},
	{{"assets"}, {"liabilities", "debts"}},
	{{"exports", "export", "exported", "exporting", "exporters"}, {"imports", "import", "imported", "importing", "importers"}},
	{{"bought", "buy", "buys", "buying", "purchased", "purchase", "purchases", "purchasing"}, {"sold", "sell", "sells", "selling"}},
	{{"convicted", "convict", "convicts", "convicting", "conviction", "convictions"}, {"acquitted", "acquit", "acquits", "acquitting", "acquittal", "acquittals"}},
	{{"supporters", "favor", "favour", "favors", "favours", "favored", "favoured"}, {"opponents"}},
	{{"men", "man", "male", "males", "boys", "boy", "sons", "son"}, {"women", "woman", "female", "females", "girls", "girl", "daughters", "daughter"}},
	{{"hired", "hire", "hires", "hiring"}, {"fired", "dismissed", "laid", "layoffs"}},
	{{"opened", "open", "opens", "opening", "openings"}, {"closed", "close", "closes", "closing", "closures", "closure"}},
	{{"arrivals", "arrived", "arrive", "arrives", "arriving"}, {"departures", "departed", "depart", "departs", "departing"}},
	{{"north", "northern"}, {"south", "southern"}, {"east", "eastern"}, {"west", "western"}},
	{{"domestic"}, {"international", "foreign", "overseas"}},
	{{"adults"}, {"children", "kids", "minors"}},
}

// contrastWord is a word of contrastGroups and its lists, as group<<8 |
// list.
type contrastWord struct {
	word  string
	lists []uint16
}

// buildContrastTable returns contrastSlots and contrastWords, generated
// into tables.go: an open-addressing table of the words of contrastGroups,
// by contrastKey, with linear probing, each slot holding 1 + the word's
// index in contrastWords, 0 when empty. A look-up reads a slot or two,
// where a map's cost about a hundred instructions, for each content word
// of a claim about to be grounded.
func buildContrastTable() (slots [contrastSize]uint16, words []contrastWord) {
	at := make(map[string]int)
	for g, lists := range contrastGroups {
		for l, list := range lists {
			for _, w := range list {
				x, ok := at[w]
				if !ok {
					x = len(words)
					at[w] = x
					words = append(words, contrastWord{word: w})
					k := contrastKey(w)
					for slots[k] != 0 {
						k = (k + 1) % contrastSize
					}
					slots[k] = uint16(x + 1)
				}
				words[x].lists = append(words[x].lists, uint16(g<<8|l))
			}
		}
	}
	return slots, words
}

// contrastSize is the number of slots of contrastSlots: a power of two,
// many times the number of words, so that most words not in the table
// meet an empty slot at once.
const contrastSize = 4096

// contrastKey is a word's slot in contrastSlots, of its first two bytes,
// its last and its length: w has two bytes or more.
func contrastKey(w string) uint {
	return (uint(w[0])*31 + uint(w[1])*17 + uint(w[len(w)-1])*7 + uint(len(w))) % contrastSize
}

// contrastLists returns the lists of contrastGroups word w, in lower case,
// is of (see contrastWord), nil when it is none.
func contrastLists(w string) []uint16 {
	if len(w) < 2 {
		return nil
	}
	for k := contrastKey(w); contrastSlots[k] != 0; k = (k + 1) % contrastSize {
		if c := &contrastWords[contrastSlots[k]-1]; c.word == w {
			return c.lists
		}
	}
	return nil
}

// isContrastWord reports whether w, in lower case, is a word of
// contrastGroups.
func isContrastWord(w string) bool { return contrastLists(w) != nil }

// contrast reports whether words a and b, in lower case, are of different
// lists of one of contrastGroups.
func contrast(a, b string) bool {
	for _, x := range contrastLists(a) {
		for _, y := range contrastLists(b) {
			if x>>8 == y>>8 && x != y {
				return true
			}
		}
	}
	return false
}

// contrastTokens returns the claim's content words, of its first 64
// tokens, that are words of contrastGroups, bit k for token k.
func (cs *claimSignals) contrastTokens() (mask uint64) {
	stems := cs.state.tokenStems
	for k, t := range cs.tokens[:min(len(cs.tokens), len(stems), 64)] {
		// A content word has three bytes or more; most meet an empty
		// slot, which is told without a call.
		if stems[k].ok && contrastSlots[contrastKey(t.Lower)] != 0 && isContrastWord(t.Lower) {
			mask |= 1 << k
		}
	}
	return mask
}

// boundBytes is how far from a figure, in bytes, a word bound to it may
// lie (see boundReach): a word of contrast further off is bound to none
// of the claim's figures, and the claim's bound words are not read.
const boundBytes = 64

// nearFigure reports whether one of the claim's tokens of mask (bit k for
// token k) lies within boundBytes of its figure n.
func (cs *claimSignals) nearFigure(mask uint64, n signals.Number) bool {
	for ; mask != 0; mask &= mask - 1 {
		t := cs.tokens[bits.TrailingZeros64(mask)]
		if int(t.End)+boundBytes >= n.Start && int(t.Start) <= n.End+boundBytes {
			return true
		}
	}
	return false
}

// wordSwap is a word bound to a claim's figure and the word of contrast a
// source sentence binds to that figure in its place, or a word of the
// claim and the source's word of the opposite sense (see prefixNegated),
// figure "".
type wordSwap struct {
	claim, source, figure string
}

// reason is the sentence a person reads of the swap.
func (w wordSwap) reason() string {
	if w.figure == "" {
		return "the source says " + strconv.Quote(w.source) + " where the claim says " + strconv.Quote(w.claim)
	}
	return "the source states " + w.figure + " with " + strconv.Quote(w.source) + " where the claim says " + strconv.Quote(w.claim)
}

// boundTokens are the words bound to a figure, as token indexes (-1 for
// none): the one before it, the one after it, and the next before and after
// those.
type boundTokens [4]int

// swappedWordIn reports whether passage e of prose, about to ground the
// claim, states one of the claim's amounts only with a word of contrast
// bound to it in place of the claim's (see boundWord and contrastGroups), and
// returns the first such swap. It is asked only of a passage that would
// otherwise ground a claim with figures, and reads the source only for a
// figure to which the claim binds a word of contrastGroups: a passage
// that holds every word of the claim is passed over at once, and a claim
// with no such word near an amount, as most are, in one loop over its
// tokens.
func (ix *Index) swappedWordIn(e *passageEval, cs *claimSignals) (wordSwap, bool) {
	if e.cover >= 1 {
		return wordSwap{}, false // every word of the claim is the passage's
	}
	near := cs.contrastTokens()
	if near == 0 {
		return wordSwap{}, false
	}
	var figs []uint64
	for i, n := range cs.numbers {
		if !n.Quantity() || !cs.nearFigure(near, n) {
			continue
		}
		b := cs.boundWords(n)
		want := cs.contrasting(b)
		if want == 0 {
			continue
		}
		if figs == nil {
			if figs, _ = cs.passageFigures(ix, &ix.ev.Passages[e.p]); figs == nil {
				return wordSwap{}, false
			}
		}
		var swap wordSwap
		free, first := false, ix.ev.Passages[e.p].First
		for si := 0; si < len(figs) && !free; si++ {
			if figs[si]&(1<<i) == 0 {
				continue
			}
			var sw wordSwap
			if sw, free = ix.swapIn(cs, first+si, i, b, want); swap.claim == "" {
				swap = sw
			}
		}
		if !free && swap.claim != "" {
			return swap, true
		}
	}
	return wordSwap{}, false
}

// contrasting returns the claim's bound words b that are words of
// contrastGroups, bit x for b[x].
func (cs *claimSignals) contrasting(b boundTokens) (want uint8) {
	for x, k := range b {
		if k >= 0 && isContrastWord(cs.tokens[k].Lower) {
			want |= 1 << x
		}
	}
	return want
}

// swapIn reads sentence s, which states the claim's number i, to whose
// figure the claim binds its words b, those of contrast want (bit x for
// b[x]): free when s holds each of those, or some place s states the
// figure at binds no word of contrast to them; otherwise the first swap
// it states (none, when no figure of it is the claim's). A sentence that
// holds the claim's word is
// read as stating it ("12 people were killed" for "killed 12 people"):
// it is cut into words only when it does not.
func (ix *Index) swapIn(cs *claimSignals, s, i int, b boundTokens, want uint8) (swap wordSwap, free bool) {
	ids := ix.ev.Sentences[s].StemIDs
	for x, k := range b {
		if want&(1<<x) == 0 {
			continue
		}
		if id := cs.state.tokenStems[k].id; id >= 0 {
			if _, ok := slices.BinarySearch(ids, id); ok {
				want &^= 1 << x
			}
		}
	}
	if want == 0 {
		return swap, true
	}
	v := ix.sentenceView(cs.state, s)
	for _, m := range v.nums {
		if !signals.Same(cs.numbers[i], m) {
			continue
		}
		c, w := ix.swapAt(cs, v, b, boundTokensOf(v.text, v.toks, m, v.inName, v.nums), want)
		if c < 0 {
			return swap, true
		}
		if swap.claim == "" {
			swap = wordSwap{claim: tokenText(cs.seg.Text, cs.tokens[c]), source: tokenText(v.text, v.toks[w]), figure: figureText(cs.seg.Text, cs.numbers[i])}
		}
	}
	return swap, false
}

// swapAt returns the claim's token of its bound words b and the token of
// source view v of its bound words o that contrast with each other (see
// contrast), -1 and -1 when none do: right before or after the figure,
// or next before or after it where the words right before or after it
// share their stem ("12 people were killed" and "12 people were injured",
// "exports rose 5%" and "imports rose 5%"). Only the claim's words of
// want are read (bit x for b[x]).
func (ix *Index) swapAt(cs *claimSignals, v *clauseView, b, o boundTokens, want uint8) (claim, source int) {
	for x := range b {
		if want&(1<<x) == 0 || o[x] < 0 {
			continue
		}
		if x >= 2 && cs.state.tokenStems[b[x-2]].stem != ix.ev.Stem(v.toks[o[x-2]].Lower) {
			continue // bound to other words
		}
		if contrast(cs.tokens[b[x]].Lower, v.toks[o[x]].Lower) {
			return b[x], o[x]
		}
	}
	return -1, -1
}

// boundWords returns the claim's words bound to its figure n (see boundTokens).
func (cs *claimSignals) boundWords(n signals.Number) boundTokens {
	return boundTokensOf(cs.seg.Text, cs.tokens, n, cs.inName, cs.numbers)
}

// boundTokensOf returns the words of text, whose tokens are toks and whose
// figures are nums, bound to its figure n (see boundTokens and boundWord);
// inName tells the names' bytes.
func boundTokensOf(text string, toks []signals.Token, n signals.Number, inName func(at int) bool, nums []signals.Number) boundTokens {
	b := boundTokens{boundWord(text, toks, n.Start, false, inName, nums), boundWord(text, toks, n.End, true, inName, nums), -1, -1}
	if b[0] >= 0 {
		b[2] = boundWord(text, toks, int(toks[b[0]].Start), false, inName, nums)
	}
	if b[1] >= 0 {
		b[3] = boundWord(text, toks, int(toks[b[1]].End), true, inName, nums)
	}
	return b
}

// tokenText returns token t of text as written.
func tokenText(text string, t signals.Token) string { return text[t.Start:t.End] }

// figureText returns figure n of text as written, with the currency sign
// before it ("$3 million").
func figureText(text string, n signals.Number) string {
	start := n.Start
	if r, size := utf8.DecodeLastRuneInString(text[:start]); unicode.Is(unicode.Sc, r) {
		start -= size
	}
	return text[start:n.End]
}

// boundWord returns the token of toks, text's tokens, that is the content
// word bound to the figure that starts at byte at of text, or ends there
// when after is set: the nearest before it, or after it, past at most
// boundReach function words, hedges and names (told by inName, of a
// token's first byte). A mark between words (a comma, a bracket, a dash),
// a word that joins clauses or items ("and", "or", "while"), or another of
// the figures nums ends the search: the word beyond is no longer bound to
// the figure ("killed five people and injured 12"). It is -1 when there is
// none.
func boundWord(text string, toks []signals.Token, at int, after bool, inName func(at int) bool, nums []signals.Number) int {
	k, step := sort.Search(len(toks), func(x int) bool { return int(toks[x].Start) >= at }), 1
	if !after {
		k, step = sort.Search(len(toks), func(x int) bool { return int(toks[x].End) > at })-1, -1
	}
	for passed := 0; k >= 0 && k < len(toks) && passed <= boundReach; k, passed = k+step, passed+1 {
		t := toks[k]
		gap := text[min(at, int(t.End)):max(at, int(t.Start))]
		if trimBlankOrCurrency(gap) != "" || inFigure(nums, int(t.Start)) || isClauseCut(t.Lower) || t.Lower == "or" || t.Lower == "nor" {
			return -1
		}
		if at = int(t.Start); after {
			at = int(t.End)
		}
		if signals.IsContentWord(t.Lower) && !inName(int(t.Start)) && !isHedge(t.Lower) && !startsHedge(toks, k) {
			return k
		}
	}
	return -1
}

// inFigure reports whether byte at lies in one of nums.
func inFigure(nums []signals.Number, at int) bool {
	return slices.ContainsFunc(nums, func(n signals.Number) bool { return n.Start <= at && at < n.End })
}

// startsHedge reports whether tokens k and k+1 of toks are a hedge of two
// words ("close to", "more than"), whose first is no word the figure is of.
func startsHedge(toks []signals.Token, k int) bool {
	if k+1 >= len(toks) {
		return false
	}
	a, b := toks[k].Lower, toks[k+1].Lower
	for _, h := range hedgeWords {
		if len(h) == len(a)+1+len(b) && h[len(a)] == ' ' && strings.HasPrefix(h, a) && strings.HasSuffix(h, b) {
			return true
		}
	}
	return false
}

// isHedge reports whether w, a token's lower case, is a word that qualifies
// a figure rather than telling what it is of: a hedge ("nearly") or a
// framing word ("additional").
func isHedge(w string) bool {
	i := qualifyingIndex(w) // framingWords opens qualifyingWords
	return 0 <= i && i < len(framingWords) || slices.Contains(hedgeWords, w)
}
