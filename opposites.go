package sourced

import (
	"slices"
	"strings"

	"github.com/sourced-dev/sourced/internal/evidence"
	"github.com/sourced-dev/sourced/internal/signals"
)

// A source sentence that holds every other word of a claim but says one
// of them the other way does not ground it: "profits fell slightly" is
// not "profits fell sharply", nor "rarely crashes" "frequently crashes",
// "closed temporarily" "closed permanently", "in the autumn" "in the
// spring", "were prohibited from" "were permitted to". Some words are
// said otherwise only one way: "was shortlisted for" the prize does not
// ground "won" it, though "won" grounds a claim that it was shortlisted;
// "allows" does not ground "requires", nor "recommends" "bans".
//
// Only a word the closest sentence lacks, in any of the forms of its
// side, is read, and only a word of another side that sentence holds
// says it otherwise: "fell sharply, then slightly" grounds "fell
// sharply". Words that stand for one another by a subject's turn
// ("bought" and "sold", "lent" and "borrowed", "beat" and "lost to")
// are not among them: "Nunez lost to Petrov" grounds "Petrov beat Nunez".

// oppositeGroups are groups of sides, each a list of the word forms that
// say one thing; a word of one side is said otherwise by any word of
// another side of its group.
var oppositeGroups = [][][]string{
	{{"sharply", "steeply", "significantly", "dramatically", "substantially", "greatly", "considerably", "markedly", "highly", "hugely", "massively"},
		{"slightly", "marginally", "modestly", "moderately", "mildly", "barely", "somewhat"}},
	{{"strong", "stronger", "strongest", "strongly"}, {"weak", "weaker", "weakest", "weakly"}},
	{{"always", "constantly", "invariably"}, {"sometimes", "occasionally", "rarely", "seldom", "never"}},
	{{"often", "frequently", "usually", "regularly", "commonly", "routinely"}, {"rarely", "seldom", "occasionally", "infrequently", "never", "sometimes"}},
	{{"common", "widespread"}, {"rare", "uncommon", "unusual"}},
	{{"permanently", "permanent", "indefinitely"}, {"temporarily", "temporary", "briefly"}},
	{{"permitted", "allowed", "legal", "lawful", "authorised", "authorized"}, {"prohibited", "banned", "forbidden", "illegal", "unlawful", "barred"}},
	{{"safe", "safely"}, {"unsafe", "dangerous", "hazardous"}},
	{{"likely", "probable"}, {"unlikely", "improbable"}},
	{{"successful", "successfully"}, {"unsuccessful", "unsuccessfully"}},
	{{"exceeded", "exceeds", "exceed", "surpassed", "outperformed", "topped"}, {"missed", "misses", "undershot"}},
	{{"lifted", "lift", "lifts", "lifting"}, {"imposed", "impose", "imposes", "imposing"}},
	{{"continue", "continues", "continued", "continuing"}, {"stop", "stops", "stopped", "stopping", "halt", "halts", "halted", "halting", "cease", "ceases", "ceased", "ceasing"}},
	{{"gained", "gain", "gains"}, {"lost", "lose", "loses"}},
	{{"positive"}, {"negative"}},
	{{"guilty"}, {"innocent"}},
	{{"alive"}, {"dead"}},
	{{"male", "men", "man", "boys"}, {"female", "women", "woman", "girls"}},
	{{"adult", "adults"}, {"child", "children", "paediatric", "pediatric"}},
	{{"public"}, {"private"}},
	{{"rural"}, {"urban"}},
	{{"spring"}, {"summer"}, {"autumn"}, {"winter"}},
	{{"morning"}, {"afternoon"}, {"evening"}, {"night", "overnight"}},
	{{"last", "previous"}, {"next", "upcoming"}},
	{{"since"}, {"until", "till"}},
	{{"decade", "decades"}, {"century", "centuries"}},
	{{"daily"}, {"weekly"}, {"monthly"}, {"annually", "yearly"}},
	{{"majority"}, {"minority"}},
	{{"completed", "finished", "concluded", "completes", "finishes"}, {"began", "started", "launched", "begun", "begins", "starts", "launches"}},
	{{"confirmed", "confirms"}, {"dismissed", "dismisses"}},
	{{"friendly", "welcoming", "courteous", "polite", "helpful", "attentive"}, {"rude", "unfriendly", "impolite", "unhelpful", "inattentive", "hostile"}},
	{{"quick", "fast", "prompt", "speedy"}, {"slow", "sluggish"}},
	{{"clean", "spotless", "tidy"}, {"dirty", "filthy", "grimy", "messy"}},
	{{"cheap", "inexpensive", "affordable"}, {"expensive", "overpriced", "pricey", "costly"}},
	{{"generous"}, {"small", "tiny", "skimpy", "stingy", "meagre", "meager"}},
	{{"delicious", "tasty", "flavorful", "flavourful"}, {"bland", "tasteless", "flavorless", "flavourless", "mediocre"}},
	{{"loved", "love", "loves", "liked", "enjoyed"}, {"hated", "hate", "hates", "disliked", "dislikes"}},
	{{"fresh"}, {"stale"}},
	{{"good", "great", "excellent"}, {"bad", "poor", "terrible", "awful"}},
	{{"impressed"}, {"disappointed", "unimpressed"}},
	{{"praise", "praised", "praises"}, {"criticised", "criticized", "criticise", "criticize", "complained"}},
	{{"father"}, {"mother"}, {"uncle"}, {"aunt"}, {"grandfather"}, {"grandmother"}, {"stepfather"}, {"stepmother"}},
	{{"son", "sons"}, {"daughter", "daughters"}, {"nephew", "nephews"}, {"niece", "nieces"}, {"grandson"}, {"granddaughter"}},
	{{"brother", "brothers"}, {"sister", "sisters"}, {"cousin", "cousins"}},
	{{"lord"}, {"lady"}},
	{{"king"}, {"queen"}},
	{{"prince"}, {"princess"}},
}

// comparedGroups are groups of oppositeGroups' kind whose words compare
// one thing with another: said of the other thing, the other way round,
// they say the same ("imports grew faster than exports", "exports grew
// more slowly than imports", "Lyon is south of Paris", "Paris lies north
// of Lyon"), so what each compares with, after "than" or "of", must be
// the same for the one to say the other otherwise (see comparedObject).
var comparedGroups = [][][]string{
	{{"faster", "quicker", "sooner"}, {"slower", "slowly", "later"}},
	{{"cheaper", "cheapest"}, {"expensive", "pricier", "costlier"}},
	{{"better", "best"}, {"worse", "worst"}},
	{{"above"}, {"below"}},
	{{"north", "northern"}, {"south", "southern"}},
	{{"east", "eastern"}, {"west", "western"}},
	{{"older", "elder", "oldest"}, {"younger", "youngest"}},
	{{"warmer", "hotter", "warmest", "hottest"}, {"cooler", "colder", "coolest", "coldest"}},
	{{"taller", "tallest"}, {"shorter", "shortest"}},
	{{"heavier", "heaviest"}, {"lighter", "lightest"}},
	{{"richer", "richest"}, {"poorer", "poorest"}},
	{{"wider", "widest"}, {"narrower", "narrowest"}},
}

// weakerWords are one-way sides: each strong word is said otherwise by
// any weak word of its entry, and not the other way round.
var weakerWords = []struct{ strong, weak []string }{
	{[]string{"won", "win", "wins", "awarded", "elected", "selected", "chosen"},
		[]string{"shortlisted", "nominated", "nominee", "nominees", "runner-up", "runners-up", "finalist", "finalists",
			"candidate", "candidates", "contender", "contenders", "ran", "bid"}},
	{[]string{"requires", "require", "required", "mandates", "mandated", "mandatory", "obliges", "obliged", "compels", "must", "bans", "banned", "prohibits"},
		[]string{"allows", "allowed", "permits", "permitted", "recommends", "recommended", "advises", "advised", "encourages", "encouraged", "discourages", "discouraged", "urges", "urged", "suggests", "should"}},
}

// pastWords are one-way sides too: what a subject is or does now (side
// 0), not said by what it was or did then (side 1) in a sentence that
// dates it (see datesPast): "Helios Bank was headquartered in Geneva until
// 2015" does not ground "Helios Bank is headquartered in Geneva", nor
// "Pedro Alves managed Benfica in the 1990s" "Pedro Alves manages
// Benfica".
var pastWords = []struct{ now, then []string }{
	{[]string{"is", "are"}, []string{"was", "were"}},
	{[]string{"has", "have"}, []string{"had"}},
	{[]string{"chairs"}, []string{"chaired"}},
	{[]string{"manages"}, []string{"managed"}},
	{[]string{"owns"}, []string{"owned"}},
	{[]string{"leads"}, []string{"led"}},
	{[]string{"heads"}, []string{"headed"}},
	{[]string{"runs"}, []string{"ran"}},
	{[]string{"coaches"}, []string{"coached"}},
	{[]string{"teaches"}, []string{"taught"}},
	{[]string{"lives"}, []string{"lived"}},
	{[]string{"works"}, []string{"worked"}},
	{[]string{"holds"}, []string{"held"}},
	{[]string{"plays"}, []string{"played"}},
	{[]string{"employs"}, []string{"employed"}},
}

// pastCues date what a sentence says in the past, besides a year:
// "until", "formerly", "retired".
var pastCues = []string{"until", "till", "former", "formerly", "previously", "once", "ago", "retired", "resigned", "died", "late"}

// pastDated reports whether sentence s may date what it says in the past:
// it holds a year, or a word of pastCues (see datesPast, which reads its
// words).
func (ix *Index) pastDated(s int) bool {
	return slices.ContainsFunc(ix.ev.Sentences[s].Numbers, func(n signals.Number) bool { return n.Kind == signals.Year }) ||
		ix.holdsAt(&ix.pastCued, pastCueSet, s)
}

// datesPast reports whether a sentence, of tokens toks and figures nums,
// dates what it says in the past: a year, or a word of pastCues.
func datesPast(toks []signals.Token, nums []signals.Number) bool {
	return slices.ContainsFunc(nums, func(n signals.Number) bool { return n.Kind == signals.Year }) ||
		slices.ContainsFunc(toks, func(t signals.Token) bool { return slices.Contains(pastCues, t.Lower) })
}

// sided is a side of an entry of the opposites: of oppositeGroups, then
// comparedGroups, then weakerWords and pastWords, whose strong (now)
// words are side 0 and weak (then) words side 1.
type sided struct {
	entry, side uint8
}

// oppositeEntries is the number of entries of the opposites.
var oppositeEntries = len(oppositeGroups) + len(comparedGroups) + len(weakerWords) + len(pastWords)

// oppositeWords maps each word of the opposites to the sides it is of,
// and otherwiseWords each side (by entry and side) to the words that say
// it otherwise. Read-only.
var oppositeWords, otherwiseWords = buildOpposites()

// oppositeLengths has a bit for each length of a word of oppositeWords,
// by its first and last letters, and oppositeSeconds a bit for each last
// letter, by its first and second: most words are ruled out by them,
// without a look-up.
var oppositeLengths, oppositeSeconds = func() (lengths, seconds [26][26]uint32) {
	for w := range oppositeWords {
		lengths[w[0]-'a'][w[len(w)-1]-'a'] |= 1 << min(len(w), 31)
		seconds[w[0]-'a'][w[1]-'a'] |= 1 << (w[len(w)-1] - 'a')
	}
	return lengths, seconds
}()

// buildOpposites returns oppositeWords and otherwiseWords.
func buildOpposites() (map[string][]sided, [][][]string) {
	m, otherwise := map[string][]sided{}, make([][][]string, oppositeEntries)
	add := func(entry int, sides ...[]string) {
		otherwise[entry] = make([][]string, len(sides))
		for side, words := range sides {
			for _, w := range words {
				m[w] = append(m[w], sided{uint8(entry), uint8(side)})
			}
		}
		for a := range sides {
			for b, words := range sides {
				if saysOtherwise(sided{uint8(entry), uint8(a)}, sided{uint8(entry), uint8(b)}) {
					otherwise[entry][a] = append(otherwise[entry][a], words...)
				}
			}
		}
	}
	entry := 0
	for _, g := range append(slices.Clip(oppositeGroups), comparedGroups...) {
		add(entry, g...)
		entry++
	}
	for _, e := range weakerWords {
		add(entry, e.strong, e.weak)
		entry++
	}
	for _, e := range pastWords {
		add(entry, e.now, e.then)
		entry++
	}
	return m, otherwise
}

// sidesOf returns the sides word w, in lower case, is of, none when it is
// no word of the opposites.
func sidesOf(w string) []sided {
	if len(w) < 2 {
		return nil
	}
	a, b, z := w[0]-'a', w[1]-'a', w[len(w)-1]-'a'
	if a >= 26 || z >= 26 || b >= 26 || oppositeLengths[a][z]&(1<<min(len(w), 31)) == 0 || oppositeSeconds[a][b]&(1<<z) == 0 {
		return nil
	}
	return oppositeWords[w]
}

// saysOtherwise reports whether a word of side b says a word of side a
// otherwise: another side of a group, or the weak side of a strong word.
func saysOtherwise(a, b sided) bool {
	if a.entry != b.entry || a.side == b.side {
		return false
	}
	return int(a.entry) < len(oppositeGroups)+len(comparedGroups) || a.side == 0
}

// past reports whether side a is of pastWords.
func (a sided) past() bool {
	return int(a.entry) >= oppositeEntries-len(pastWords)
}

// compared reports whether side a is of comparedGroups.
func (a sided) compared() bool {
	e := int(a.entry) - len(oppositeGroups)
	return e >= 0 && e < len(comparedGroups)
}

// opposedWord is a token of the claim that is a word of the opposites,
// and one of its sides.
type opposedWord struct {
	token int32
	side  sided
}

// appendSides appends to dst each token of toks that is a word of the
// opposites with each of its sides, and returns it.
func appendSides(dst []opposedWord, toks []signals.Token) []opposedWord {
	for k := range toks {
		for _, sd := range sidesOf(toks[k].Lower) {
			dst = append(dst, opposedWord{int32(k), sd})
		}
	}
	return dst
}

// readOpposites finds the claim's words of the opposites, each side of
// one that none of the claim's other words says otherwise ("rose sharply
// after falling slightly" says neither), once a claim; and, into
// cs.people, its words of kinds of people, said otherwise or not.
func (cs *claimSignals) readOpposites() []opposedWord {
	if cs.oppositesRead {
		return cs.opposed
	}
	cs.oppositesRead, cs.opposed, cs.people = true, cs.opposed[:0], cs.people[:0]
	var all [8]opposedWord
	found := appendSides(all[:0], cs.tokens)
	for _, a := range found {
		if !slices.ContainsFunc(found, func(b opposedWord) bool { return saysOtherwise(a.side, b.side) || saysOtherwise(b.side, a.side) }) {
			cs.opposed = append(cs.opposed, a)
		}
		if peopleEntries[a.side.entry] {
			cs.people = append(cs.people, a)
		}
	}
	return cs.opposed
}

// oppositeSaid reports whether the closest sentence of passage e, about
// to ground the claim, or another of the passage that holds half of the
// claim's words (see nearClaim), says one of the claim's words of the
// opposites the other way: it holds no word of the word's side, and a
// word that says it otherwise between the words the claim's stands
// between (see besides). It returns the first such pair. A negated claim
// is not read so: "did not close permanently" is what "closed
// temporarily" says.
func (ix *Index) oppositeSaid(e *passageEval, cs *claimSignals) (wordSwap, bool) {
	if cs.negated || len(cs.readOpposites()) == 0 {
		return wordSwap{}, false
	}
	if w, ok := ix.oppositeSaidAt(cs, e.closest); ok {
		return w, true
	}
	pass := &ix.ev.Passages[e.p]
	for s := pass.First; s <= pass.Last; s++ {
		if s == e.closest || !cs.nearClaim(s) {
			continue
		}
		if w, ok := ix.oppositeSaidAt(cs, s); ok && !cs.saysSide(ix, e.closest, w.claim) {
			// (A word the closest sentence says the claim's way is
			// stated there: another sentence's opposite is of another
			// fact.)
			return w, true
		}
	}
	return wordSwap{}, false
}

// saysSide reports whether source sentence s holds a word of a side of
// the opposites the claim's word w is of.
func (cs *claimSignals) saysSide(ix *Index, s int, w string) bool {
	sides := sidesOf(w)
	var buf [8]opposedWord
	return slices.ContainsFunc(appendSides(buf[:0], cs.state.tokensOf(ix.ev.Sentences[s].Text)), func(b opposedWord) bool {
		return slices.Contains(sides, b.side)
	})
}

// oppositeSaidAt is oppositeSaid of sentence s alone.
func (ix *Index) oppositeSaidAt(cs *claimSignals, s int) (wordSwap, bool) {
	// Most sentences hold no word that says one of the claim's otherwise,
	// which their folded text shows without cutting them into words; a
	// claim's word of now is said otherwise only by a sentence that dates
	// what it says (see datesPast), which most do not.
	sent := &ix.ev.Sentences[s]
	dated := -1 // unknown, then 0 or 1
	if !slices.ContainsFunc(cs.opposed, func(a opposedWord) bool {
		if a.side.past() {
			if dated < 0 {
				dated = 0
				if ix.pastDated(s) {
					dated = 1
				}
			}
			if dated == 0 {
				return false
			}
		}
		return slices.ContainsFunc(otherwiseWords[a.side.entry][a.side.side], func(w string) bool { return containsWord(sent.Folded, w) })
	}) {
		return wordSwap{}, false
	}
	toks := cs.state.tokensOf(sent.Text)
	var all [8]opposedWord
	found := appendSides(all[:0], toks)
	for _, a := range cs.opposed {
		if slices.ContainsFunc(found, func(b opposedWord) bool { return b.side == a.side }) {
			continue
		}
		if a.side.past() && !datesPast(toks, sent.Numbers) {
			continue
		}
		for _, b := range found {
			if a.side.past() && b.token > 0 && (toks[b.token-1].Lower == "has" || toks[b.token-1].Lower == "have") {
				continue // "has managed the fund since 2010" says it still does
			}
			if a.side.past() && reportedBefore(toks, int(b.token)) {
				continue // "said it had hired" tells what "has hired" says, reported
			}
			if saysOtherwise(a.side, b.side) && !opensAside(sent.Text, toks, int(b.token)) &&
				ix.besides(cs.tokens, int(a.token), toks, int(b.token), a.side) {
				return wordSwap{claim: cs.tokens[a.token].Lower, source: toks[b.token].Lower}, true
			}
		}
	}
	return wordSwap{}, false
}

// reportedBefore reports whether a verb of saying stands within three
// tokens before token j of toks ("said it had", "said that they were"):
// the tense of a reported statement is moved back, and says no earlier
// time.
func reportedBefore(toks []signals.Token, j int) bool {
	for k := j - 1; k >= 0 && k >= j-3; k-- {
		switch toks[k].Lower {
		case "said", "says", "told", "reported", "stated", "added", "announced", "confirmed", "explained", "wrote":
			return true
		}
	}
	return false
}

// besides reports whether token k of the claim and token j of a source
// sentence, toks, stand between the same words: the nearest content word
// or figure before each is, by stem, the same, or neither has one, and so
// is the nearest after each ("fell sharply in 2023", "fell slightly in
// 2023"; not "the sanctions imposed in 2012 were removed in 2016" for
// "the sanctions were lifted in 2016"). A word of the claim's word's
// group is passed over ("was rude and inattentive" stands where "is
// friendly" does), and a word before that differs is passed over when the
// two after each are the same. Words that compare (see comparedGroups)
// must compare with the same thing (see comparedObject). side is the
// claim word's.
func (ix *Index) besides(claim []signals.Token, k int, toks []signals.Token, j int, side sided) bool {
	if side.compared() {
		a, b := comparedObject(claim, k), comparedObject(toks, j)
		return a >= 0 && b >= 0 && ix.objectKey(claim, a) == ix.objectKey(toks, b)
	}
	grouped := func(t signals.Token) bool {
		return slices.ContainsFunc(sidesOf(t.Lower), func(sd sided) bool { return sd.entry == side.entry })
	}
	next := func(toks []signals.Token, k, step int) int {
		for k = neighbour(toks, k, step); k >= 0 && grouped(toks[k]); k = neighbour(toks, k, step) {
		}
		return k
	}
	same := func(a, b int) bool {
		return (a < 0) == (b < 0) && (a < 0 || ix.ev.Stem(claim[a].Lower) == ix.ev.Stem(toks[b].Lower))
	}
	a, b := next(claim, k, 1), next(toks, j, 1)
	if !same(a, b) {
		return false
	}
	if same(next(claim, k, -1), next(toks, j, -1)) {
		return true
	}
	// The thing done named otherwise before ("The company said it would
	// continue hiring software engineers" for "Kestrel Systems will stop
	// hiring software engineers"): the two words after must be the same.
	if a < 0 {
		return false
	}
	a2, b2 := next(claim, a, 1), next(toks, b, 1)
	return a2 >= 0 && same(a2, b2)
}

// neighbour returns the token of toks nearest token k on the side step
// (-1 before, 1 after) that is a content word or a figure, before a word
// of clauseJoins; -1 when there is none.
func neighbour(toks []signals.Token, k, step int) int {
	for i := k + step; i >= 0 && i < len(toks); i += step {
		w := toks[i].Lower
		if slices.Contains(clauseJoins, w) {
			return -1 // another clause's ("rude, and the food was bland")
		}
		if (signals.IsContentWord(w) || w[0] >= '0' && w[0] <= '9') && !slices.Contains(timeAdverbsNear, w) {
			return i
		}
	}
	return -1
}

// clauseJoins join two clauses, or two words said of one thing: past one,
// a word is no neighbour.
var clauseJoins = []string{"and", "but", "while", "whereas", "though", "although", "yet"}

// timeAdverbsNear are the words neighbour passes over: they say when, not
// what ("was formerly owned by" stands between "hotel" and "owned" as "is
// owned by" does).
var timeAdverbsNear = []string{"formerly", "previously", "once", "still", "current", "currently", "now", "then", "also"}

// comparedObject returns the token of toks that comparison word k
// compares with: the first content word after a "than" or an "of" that
// follows it within thanReach words ("younger than Jon Ruiz", "the
// younger sister of Venus", "south of Paris"), or, after "above" or
// "below", the first content word ("above the bank's target"); -1 when
// there is none
// ("Noel's older brother" names whose brother in a word before it, which
// is as often the other side's). Figures are passed over: they are as
// often the comparison's time ("cheaper in 2019 than now").
func comparedObject(toks []signals.Token, k int) int {
	direct := toks[k].Lower == "above" || toks[k].Lower == "below" // "above the bank's target"
	for j := k + 1; j < len(toks) && j-k <= thanReach; j++ {
		if w := toks[j].Lower; w == "than" || w == "of" || direct && signals.IsContentWord(w) {
			if direct && w != "than" && w != "of" {
				return j
			}
			for i := j + 1; i < len(toks); i++ {
				if signals.IsContentWord(toks[i].Lower) {
					return i
				}
			}
			return -1
		}
	}
	return -1
}

// objectKey returns the stems of token i of toks and, when it is a
// content word too, of the token after it: "prince harri" of "Prince
// Harry", which "Prince William" is not.
func (ix *Index) objectKey(toks []signals.Token, i int) string {
	key := ix.ev.Stem(toks[i].Lower)
	if i+1 < len(toks) && signals.IsContentWord(toks[i+1].Lower) {
		key += " " + ix.ev.Stem(toks[i+1].Lower)
	}
	return key
}

// opensAside reports whether token j of toks, of text, opens an aside
// after a comma, past an article: "Tran, a candidate since 2020, was
// picked" says what Tran was before, not what was done.
func opensAside(text string, toks []signals.Token, j int) bool {
	for j > 0 && isArticle(toks[j-1].Lower) {
		j--
	}
	return j > 0 && strings.Contains(text[toks[j-1].End:toks[j].Start], ",")
}

// comparisonSwapped reports whether the closest sentence of passage e,
// about to ground the claim, makes the claim's comparison the same way of
// the two things swapped: the same word before "than" ("larger", "more
// planes"), what the claim compares with standing before the sentence's
// "than" and the other way round ("Corvus Bank is larger than Arden
// Bank" for "Arden Bank is larger than Corvus Bank"). It returns the
// pair. (Said from the other side, "Corvus Bank is smaller than Arden
// Bank" says the same, see conversed.)
func (ix *Index) comparisonSwapped(e *passageEval, cs *claimSignals) (wordSwap, bool) {
	// Most claims and sentences compare nothing, told by their words.
	s := e.closest
	if !cs.readCueWords().than || !ix.holdsAt(&ix.comparing, thanSet, s) {
		return wordSwap{}, false
	}
	claim, sent := cs.seg.Text, ix.ev.Sentences[s].Text
	ck, sk := thanAt(claim), thanAt(sent)
	if ck < 0 || sk < 0 {
		return wordSwap{}, false
	}
	head, before := comparedHead(claim[:ck])
	if h, _ := comparedHead(sent[:sk]); h == "" || h != head || holdsCompass(claim[len(before):ck]) {
		return wordSwap{}, false
	}
	a, rawA := objectWords(claim[ck+len(" than"):])
	b, rawB := objectWords(sent[sk+len(" than"):])
	if a == "" || b == "" || a == b || !holdsObject(sent[:sk], a) || !holdsObject(before, b) {
		return wordSwap{}, false
	}
	return wordSwap{claim: head + " than" + rawA, source: head + " than" + rawB}, true
}

// thanAt returns the byte offset in text of its first " than ", -1 when
// it has none.
func thanAt(text string) int {
	i := strings.Index(text, " than ")
	if i < 0 {
		i = strings.Index(text, " Than ")
	}
	return i
}

// comparedHead returns the comparative before a "than" that ends text,
// within thanReach words, lower-cased, with the noun after "more", "less"
// or "fewer" ("larger", "more planes"; "cheaper" of "cheaper to launch",
// not "launch"), and the text before it; "" when there is none.
func comparedHead(text string) (head, before string) {
	next := ""
	for i, rest := 0, text; i < thanReach; i++ {
		f, r := prevField(rest)
		if f == "" {
			return "", ""
		}
		switch w := strings.ToLower(f); {
		case w == "more" || w == "less" || w == "fewer":
			return w + next, r // "more planes"
		case len(w) > 4 && strings.HasSuffix(w, "er") && w != "rather" && w != "other":
			return w, r // "larger", "cheaper to launch"
		}
		next, rest = " "+strings.ToLower(f), r
	}
	return "", ""
}

// A comparison said from the other side says the same: "Corvus Bank is
// larger than Arden Bank" is "Arden Bank is smaller than Corvus Bank",
// and no flip of it; said the same way of the things swapped, it says
// the opposite: "Corvus Bank is larger than Arden Bank" does not ground
// "Arden Bank is larger than Corvus Bank".

// thanReach is how many words after a comparison's cue its "than" may
// stand: "more planes than".
const thanReach = 3

// thanObject returns the stems of the first two words after the "than"
// that follows comparison cue d of text, thanReach words at most after it
// ("larger than Corvus Bank", "more planes than Lanza Air": "corvus bank",
// "lanza air"; one word where the second is none), and the text before
// the cue; "" when there is none.
func thanObject(text string, d signals.Direction) (object, before string) {
	rest := text[d.End:]
	for i := 0; i < thanReach; i++ {
		f, r := nextField(rest)
		if f == "" {
			return "", ""
		}
		rest = r
		if neighbourWord(f) == "than" {
			object, _ := objectWords(rest)
			return object, text[:d.Start]
		}
	}
	return "", ""
}

// objectWords returns the stems of the first two content words of text,
// past two words of no content at most ("its", "the"), one word where the
// second is no content word, "" where the first is none; and the text up
// to the end of those words.
func objectWords(text string) (object, upTo string) {
	f, rest := nextField(text)
	for i := 0; i < 2 && f != "" && neighbourWord(f) == "" && !strings.ContainsAny(f, ",;:."); i++ {
		f, rest = nextField(rest) // "its imports", "the Baird model"
	}
	a := neighbourWord(f)
	if a == "" || a == "#" || a == "than" || a == "by" {
		return "", ""
	}
	g, after := nextField(rest)
	if b := neighbourWord(g); b != "" && b != "#" && b != "than" && b != "by" && !strings.ContainsAny(f[len(f)-1:], ",;:.") {
		return a + " " + b, strings.TrimRight(text[:len(text)-len(after)], ",;:.")
	}
	return a, strings.TrimRight(text[:len(text)-len(rest)], ",;:.")
}

// swappedSides reports whether comparison cue c of the claim's text and
// cue s of a sentence's compare the same two things with their sides
// swapped: what each compares with after "than" stands before the
// other's cue, and they compare with different things.
func swappedSides(claimText string, c signals.Direction, sentText string, s signals.Direction) bool {
	if c.Axis != signals.Compare || s.Axis != signals.Compare {
		return false
	}
	a, claimBefore := thanObject(claimText, c)
	b, sentBefore := thanObject(sentText, s)
	return a != "" && b != "" && a != b && holdsObject(sentBefore, a) && holdsObject(claimBefore, b)
}

// holdsObject reports whether text's words hold the stems of object (see
// objectWords), in a row: "Acme earns" holds "acm" (of "than Acme.").
func holdsObject(text, object string) bool {
	for f, rest := nextField(text); f != ""; f, rest = nextField(rest) {
		if o, _ := objectWords(text[len(text)-len(rest)-len(f):]); strings.HasPrefix(object, neighbourWord(f)) &&
			(o == object || strings.HasPrefix(o, object+" ")) {
			return true
		}
	}
	return false
}

// namesSwappedAround reports whether sentence text, which compares, as
// the claim does, by "than", puts each of two or more of the claim's names
// the other side of its "than" from where the claim puts it: "More people
// live in Stockholm than in Oslo" for "Fewer people live in Oslo than in
// Stockholm", whose cues stand too far from "than" for swappedSides to
// read.
func (cs *claimSignals) namesSwappedAround(text string) bool {
	ck, sk := thanAt(cs.seg.Text), thanAt(text)
	if ck < 0 || sk < 0 {
		return false
	}
	swapped := 0
	for _, n := range cs.names[:len(cs.names)-cs.borrowed] {
		i := strings.Index(text, strings.TrimSuffix(n.Text, "'s"))
		if i < 0 {
			continue
		}
		if (n.Start > ck) == (i > sk) {
			return false
		}
		swapped++
	}
	return swapped >= 2
}

// conversed reports whether sentence sent says the claim's comparison,
// of cue c, from the other side: every cue of it against c does (see
// swappedSides: "Corvus Bank is larger than Arden Bank" for "Arden Bank
// is smaller than Corvus Bank"), or it puts the claim's names the other
// side of its "than" (see namesSwappedAround).
func (cs *claimSignals) conversed(c signals.Direction, sent *evidence.Sentence) bool {
	if c.Axis == signals.Compare && cs.namesSwappedAround(sent.Text) {
		return true
	}
	found := false
	for _, s := range sent.Directions {
		if s.Axis == c.Axis && s.Up != c.Up {
			if !swappedSides(cs.seg.Text, c, sent.Text, s) {
				return false
			}
			found = true
		}
	}
	return found
}
