package sourced

import (
	"math/bits"
	"slices"
	"sort"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/sourced-dev/sourced/internal/evidence"
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
	{{"joined", "join", "joins", "joining", "rejoined"}, {"left", "leaves", "quit", "quits", "resigned", "departed"}},
	{{"began", "begin", "begins", "beginning", "started", "start", "starts", "starting"}, {"ended", "ends", "ending", "finished", "concluded"}},
	{{"passed", "pass", "passes"}, {"failed", "fail", "fails"}},
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
// tokens, that are words of contrastGroups, bit k for token k, read once
// a claim.
func (cs *claimSignals) contrastTokens() uint64 {
	if !cs.contrastRead {
		cs.contrast, cs.contrastRead = cs.readContrast(), true
	}
	return cs.contrast
}

// readContrast is contrastTokens read from the claim's tokens.
func (cs *claimSignals) readContrast() (mask uint64) {
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

// nameBoundBytes is how far from a name, in bytes, a word bound to it may
// lie: past a few function words alone ("was", "would have been"), as a
// name, unlike a figure, is seldom qualified by hedges or other names.
// Names are many; most are told at once that no word of contrast is near.
const nameBoundBytes = 24

// near reports whether one of the claim's tokens of mask (bit k for
// token k) lies within reach bytes of its bytes [start, end), a figure's
// or a name's.
func (cs *claimSignals) near(mask uint64, start, end, reach int) bool {
	for ; mask != 0; mask &= mask - 1 {
		t := cs.tokens[bits.TrailingZeros64(mask)]
		if int(t.End)+reach >= start && int(t.Start) <= end+reach {
			return true
		}
	}
	return false
}

// wordSwap is a word bound to a claim's figure or name and the word of
// contrast a source sentence binds to that figure or name in its place
// (figure or name set), or a word of the claim and the source's word of
// the opposite sense (see prefixNegated), neither set, or a scope the
// source says a finding only within and the claim leaves out (claim
// unset, see scopeDropped).
type wordSwap struct {
	claim, source, figure, name string
}

// reason is the sentence a person reads of the swap.
func (w wordSwap) reason() string {
	switch {
	case w.figure != "":
		return "the source states " + w.figure + " with " + strconv.Quote(w.source) + " where the claim says " + strconv.Quote(w.claim)
	case w.name != "":
		return "the source says " + strconv.Quote(w.source) + " of " + w.name + " where the claim says " + strconv.Quote(w.claim)
	case w.claim == "":
		return "the source says it only " + strconv.Quote(w.source) + ", which the claim leaves out"
	case w.source == "":
		return "the claim says " + strconv.Quote(w.claim) + ", which the source does not say"
	}
	return "the source says " + strconv.Quote(w.source) + " where the claim says " + strconv.Quote(w.claim)
}

// boundTokens are the words bound to a figure or a name, as token indexes
// (-1 for none): the one before it, the one after it, and the next before
// and after those.
type boundTokens [4]int

// anchor is what a claim binds words to, its figure num or its name name
// (the other -1).
type anchor struct{ num, name int }

// swappedWordIn reports whether passage e of prose, about to ground the
// claim, states one of the claim's amounts, dates or names only with a
// word of contrast bound to it in place of the claim's (see boundWord and
// contrastGroups): "injured 12 people" for "killed 12 people", "left
// Microsoft in 2015" for "joined Microsoft in 2015", "Smith was convicted"
// for "Smith was acquitted". It returns the first such swap. It is asked
// only of a passage that would otherwise ground the claim, and reads the
// source only for a figure or name to which the claim binds a word of
// contrastGroups: a claim with no such word, as most are, is passed over
// in one loop over its tokens.
func (ix *Index) swappedWordIn(e *passageEval, cs *claimSignals) (wordSwap, bool) {
	// A passage that holds every word of the claim states its names with
	// the claim's words, and its amounts with the words right next to
	// them (see swapIn).
	whole := e.cover >= 1
	if whole && len(cs.numbers) == 0 {
		return wordSwap{}, false
	}
	near := cs.contrastTokens()
	if near == 0 {
		return wordSwap{}, false
	}
	pass := &ix.ev.Passages[e.p]
	var figs []uint64
	for i, n := range cs.numbers {
		if !(n.Quantity() || isDate(n)) || !cs.near(near, n.Start, n.End, boundBytes) {
			continue
		}
		b := cs.boundWords(n.Start, n.End)
		want := cs.contrasting(b)
		if whole && n.Quantity() {
			// Only a word bound past another is read in its place (see
			// swapIn): the passage holds every word of the claim.
			want &= 1<<2 | 1<<3
		}
		if want == 0 {
			continue
		}
		if figs == nil {
			if figs, _ = cs.passageFigures(ix, pass); figs == nil {
				break
			}
		}
		if swap, ok := ix.swapInAll(cs, anchor{num: i, name: -1}, b, want, func(s int) bool { return figs[s-pass.First]&(1<<i) != 0 }, pass); ok && !cs.tradedBetween(swap) {
			return swap, true
		}
	}
	if whole {
		return wordSwap{}, false // names are stated with the claim's words
	}
	for k, n := range cs.names[:len(cs.names)-cs.borrowed] {
		if n.Imperative || !cs.near(near, n.Start, n.End, nameBoundBytes) {
			continue
		}
		b := cs.boundWords(n.Start, n.End)
		want := cs.contrasting(b)
		if want == 0 {
			continue
		}
		if swap, ok := ix.swapInAll(cs, anchor{num: -1, name: k}, b, want, func(s int) bool { return cs.holdsName(ix, s, k) }, pass); ok && !cs.tradedBetween(swap) {
			return swap, true
		}
	}
	return wordSwap{}, false
}

// tradeWords are the words of contrastGroups of a trade, which its two
// parties tell from either side: "Acme sold the unit to Beta" is "Beta
// bought the unit from Acme".
var tradeWords = signals.NewWordSet("bought", "buy", "buys", "buying", "purchased", "purchase", "purchases", "purchasing",
	"sold", "sell", "sells", "selling")

// tradedBetween reports whether swap sets one side of a trade against the
// other (see tradeWords) in a claim that names two parties: which party
// did which is told by their roles (see rolesSwapped), not by the word.
func (cs *claimSignals) tradedBetween(swap wordSwap) bool {
	return len(cs.names)-cs.borrowed >= 2 && tradeWords.Has(swap.claim) && tradeWords.Has(swap.source)
}

// isDate reports whether n is a year or a date.
func isDate(n signals.Number) bool { return n.Kind == signals.Year || n.Kind == signals.Date }

// swapInAll reads the sentences of passage pass that state the claim's
// anchor a (those holds tells) as swapIn does, and returns the first swap
// they state unless one of them is free of a swap.
func (ix *Index) swapInAll(cs *claimSignals, a anchor, b boundTokens, want uint8, holds func(s int) bool, pass *evidence.Passage) (wordSwap, bool) {
	var swap wordSwap
	for s := pass.First; s <= pass.Last; s++ {
		if !holds(s) {
			continue
		}
		sw, free := ix.swapIn(cs, s, a, b, want)
		if free {
			return wordSwap{}, false
		}
		if swap.claim == "" {
			swap = sw
		}
	}
	return swap, swap.claim != ""
}

// amount reports whether a is an amount of the claim's (a count, money, a
// share or a measure), not a date or a name.
func (a anchor) amount(cs *claimSignals) bool {
	return a.num >= 0 && cs.numbers[a.num].Quantity()
}

// bytes returns the bytes of the claim's text that a spans.
func (a anchor) bytes(cs *claimSignals) (start, end int) {
	if a.num >= 0 {
		return cs.numbers[a.num].Start, cs.numbers[a.num].End
	}
	return cs.names[a.name].Start, cs.names[a.name].End
}

// sameLink reports whether the claim's word c, bound to its anchor a, and
// word w of source view v, bound to the same anchor at v's bytes [start,
// end), link it to the same thing: the names they are bound past are the
// same ("left Google in 2015" is not "joined Microsoft in 2015"), and the
// content words or names on their far side share their stem ("Smith left
// Google" is not "Smith joined Microsoft, leaving Google": read from
// Google, "left" and "leaving" are no contrast, read from Smith, "Google"
// and "Microsoft" differ). A date or a name, unlike an amount, is of many
// facts of a sentence; a word of contrast bound to it is another fact only
// when it is bound the same way.
func (ix *Index) sameLink(cs *claimSignals, a anchor, c int, v *clauseView, start, end, w int) bool {
	cStart, cEnd := a.bytes(cs)
	before := int(cs.tokens[c].End) <= cStart
	if namesBetween(cs.seg.Text, cs.tokens, c, cStart, cEnd, before, cs.inName) != namesBetween(v.text, v.toks, w, start, end, before, v.inName) {
		return false
	}
	fc, fw := farWord(cs.seg.Text, cs.tokens, c, before, cs.numbers), farWord(v.text, v.toks, w, before, v.nums)
	if fc < 0 || fw < 0 {
		return fc == fw // both open their clauses
	}
	return ix.ev.Stem(cs.tokens[fc].Lower) == ix.ev.Stem(v.toks[fw].Lower)
}

// namesBetween returns the words of names of text (told by inName), whose
// tokens are toks, between its token k and the anchor of bytes [start,
// end), before which k lies when before is set, lower-cased and joined.
func namesBetween(text string, toks []signals.Token, k, start, end int, before bool, inName func(at int) bool) string {
	from, to := int(toks[k].End), start
	if !before {
		from, to = end, int(toks[k].Start)
	}
	var b strings.Builder
	for _, t := range toks {
		if int(t.Start) >= from && int(t.End) <= to && inName(int(t.Start)) {
			b.WriteString(t.Lower)
			b.WriteByte(' ')
		}
	}
	return b.String()
}

// farWord returns the token of toks, text's tokens, that is the nearest
// content word or word of a name past token k, away from an anchor after
// k when before is set, before it otherwise: past at most boundReach
// function words, not past a mark between words, a word that joins
// clauses or a figure of nums; -1 when there is none.
func farWord(text string, toks []signals.Token, k int, before bool, nums []signals.Number) int {
	step, at := 1, int(toks[k].End)
	if before {
		step, at = -1, int(toks[k].Start)
	}
	for j, passed := k+step, 0; j >= 0 && j < len(toks) && passed <= boundReach; j, passed = j+step, passed+1 {
		t := toks[j]
		gap := text[min(at, int(t.End)):max(at, int(t.Start))]
		if trimBlankOrCurrency(gap) != "" || inFigure(nums, int(t.Start)) || isClauseCut(t.Lower) {
			return -1
		}
		if signals.IsContentWord(t.Lower) || unicode.IsUpper(rune(text[t.Start])) {
			return j
		}
		if at = int(t.Start); !before {
			at = int(t.End)
		}
	}
	return -1
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

// swapIn reads sentence s, which states the claim's anchor a, to which the
// claim binds its words b, those of contrast want (bit x for b[x]): free
// when some place s states the anchor at binds no word of contrast to
// them; otherwise the first swap it states (none, when no figure or name
// of it is the claim's). Of an amount or a name, a sentence that holds
// the claim's word is read as stating it ("12 people were killed" for
// "killed 12 people", "Osric left the band in 2004 and rejoined it in
// 2010" for "Osric rejoined the band"): it is cut into words only when it
// does not. A date is bound to one fact of a sentence, whose words the
// sentence's other facts share ("The war began in 1939 and ended in
// 1945" for "The war ended in 1939"): the words bound to it are read in
// every sentence.
func (ix *Index) swapIn(cs *claimSignals, s int, a anchor, b boundTokens, want uint8) (swap wordSwap, free bool) {
	if a.amount(cs) || a.num < 0 {
		ids := ix.ev.Sentences[s].StemIDs
		for x, k := range b {
			if want&(1<<x) == 0 || x >= 2 && a.num >= 0 {
				// A word bound past another to an amount ("revenue" of
				// "revenue rose 8%") is read in its place: the sentence
				// may hold it bound to another amount ("revenue rose 12%
				// and profit rose 8%").
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
	}
	if !cs.mayContrast(ix.ev.Sentences[s].Folded, b, want) {
		return swap, true
	}
	v := ix.sentenceView(cs.state, s)
	for k := 0; ; k++ {
		start, end, ok := a.placeIn(cs, v, k)
		if !ok {
			return swap, false
		}
		if start < 0 {
			continue
		}
		c, w := ix.swapAt(cs, v, b, boundTokensOf(v.text, v.toks, start, end, v.inName, v.nums), want)
		if c < 0 || !a.amount(cs) && !ix.sameLink(cs, a, c, v, start, end, w) {
			return wordSwap{}, true
		}
		if swap.claim == "" {
			swap = wordSwap{claim: tokenText(cs.seg.Text, cs.tokens[c]), source: tokenText(v.text, v.toks[w])}
			if a.num >= 0 {
				swap.figure = figureText(cs.seg.Text, cs.numbers[a.num])
			} else {
				n := &cs.names[a.name]
				swap.name = cs.seg.Text[n.Start:n.End]
			}
		}
	}
}

// mayContrast reports whether folded, a sentence's folded text, may hold
// a word of contrast to one of the claim's words b of want (bit x for
// b[x]): whether it holds one's letters anywhere. Most sentences that do
// not hold the claim's word hold none, and are told so without being cut
// into words.
func (cs *claimSignals) mayContrast(folded string, b boundTokens, want uint8) bool {
	for x, k := range b {
		if want&(1<<x) == 0 {
			continue
		}
		for _, l := range contrastLists(cs.tokens[k].Lower) {
			for other, words := range contrastGroups[l>>8] {
				if other == int(l&0xff) {
					continue
				}
				for _, w := range words {
					if strings.Contains(folded, w) {
						return true
					}
				}
			}
		}
	}
	return false
}

// placeIn returns the bytes of view v's figure or name k if it states the
// claim's anchor a, -1 when it does not, and false past v's last.
func (a anchor) placeIn(cs *claimSignals, v *clauseView, k int) (start, end int, ok bool) {
	if a.num >= 0 {
		if k >= len(v.nums) {
			return 0, 0, false
		}
		if m := v.nums[k]; signals.Same(cs.numbers[a.num], m) {
			return m.Start, m.End, true
		}
		return -1, -1, true
	}
	if k >= len(v.names) {
		return 0, 0, false
	}
	if n := &v.names[k]; namedAs(n, cs.folded(a.name)) {
		return n.Start, n.End, true
	}
	return -1, -1, true
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

// boundWords returns the claim's words bound to its figure or name of
// bytes [start, end) (see boundTokens).
func (cs *claimSignals) boundWords(start, end int) boundTokens {
	return boundTokensOf(cs.seg.Text, cs.tokens, start, end, cs.inName, cs.numbers)
}

// boundTokensOf returns the words of text, whose tokens are toks and whose
// figures are nums, bound to its figure or name of bytes [start, end) (see
// boundTokens and boundWord); inName tells the names' bytes.
func boundTokensOf(text string, toks []signals.Token, start, end int, inName func(at int) bool, nums []signals.Number) boundTokens {
	b := boundTokens{boundWord(text, toks, start, false, inName, nums), boundWord(text, toks, end, true, inName, nums), -1, -1}
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
