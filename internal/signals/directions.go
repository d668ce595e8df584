package signals

import (
	"math/bits"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/sourced-dev/sourced/internal/swar"
)

// Axis is the kind of statement a direction cue makes.
type Axis uint8

// The axes of Direction. The zero Axis is not one of them.
const (
	// Change is a movement over time: rose, fell, increased, cut.
	Change Axis = iota + 1
	// Compare is a comparison: more, higher, above, fewer, below.
	Compare
	// Bound is a limit on a quantity: at least, at most, up to.
	Bound
	// Time is an order in time: after, later, before, earlier.
	Time
	// Outcome is the result of a contest: won, beat, lost, defeat.
	Outcome
	// Assent is a decision on a proposal or a charge: approved, accepted,
	// confirmed, admitted, rejected, denied.
	Assent
)

// String returns the lower-case name of the axis.
func (a Axis) String() string {
	switch a {
	case Change:
		return "change"
	case Compare:
		return "compare"
	case Bound:
		return "bound"
	case Time:
		return "time"
	case Outcome:
		return "outcome"
	case Assent:
		return "assent"
	}
	return "axis(" + strconv.Itoa(int(a)) + ")"
}

// Direction is a cue word (or phrase) that points a statement one way on
// an axis: "rose" is Change up, "fewer" Compare down, "at most" Bound
// down, "before" Time down, "lost" Outcome down, "rejected" Assent down.
type Direction struct {
	// Axis is what the cue speaks about.
	Axis Axis
	// Up is true for the rising, larger, lower-bound, later, winning or
	// approving direction.
	Up bool
	// Start and End are the byte offsets of the cue in the text.
	Start, End int
}

// SameWay reports whether e points d's way on d's axis.
func (d Direction) SameWay(e Direction) bool { return e.Axis == d.Axis && e.Up == d.Up }

// OtherWay reports whether e points against d on d's axis.
func (d Direction) OtherWay(e Direction) bool { return e.Axis == d.Axis && e.Up != d.Up }

// cueRule says when a cue word counts.
type cueRule uint8

const (
	anyUse      cueRule = iota
	needNumber          // "over 500", "under $10"
	upDown              // "up 5%", "were down."
	aboveBelow          // "above 5%", "below expectations"
	cutRule             // not "cut ties"
	raiseRule           // not "raise concerns"
	growRule            // not "grew up"
	fallRule            // not "last fall"
	lowerRule           // "lower than" (Compare) or "to lower" (Change)
	loseRule            // "lost 5%" (Change) or "lost the match" (Outcome)
	defeatRule          // "a defeat" (down) or "defeated Spain" (up)
	beatenRule          // "was beaten" (down) or "beat Spain" (up)
	theRule             // "the most", "the least"
	sinceRule           // "since 2019"
	followRule          // not "the following"
	laterRule           // not "or later"
	moreRule            // not "once more", "no more"
	dropRule            // not "drop out"
	extremeRule         // "maximum of", "minimum 5"
	higherRule          // not "higher education"
)

// cue is one entry of the cue table.
type cue struct {
	axis Axis
	up   bool
	rule cueRule
}

// cueWord is a lower-case word form that is a cue, and its cue.
type cueWord struct {
	word string
	cue  cue
}

// cueTable returns the table of the cue words, whose look-ups cost a
// third of a map's. cues, the table of buildCues's words, and
// directionFilter, which rules out without a look-up most words that are
// neither cues nor the words Directions reads phrases from, are generated
// from them into tables.go.
func cueTable(words []cueWord) *wordTable[cue] {
	t := newWordTable[cue](len(words))
	for _, c := range words {
		t.add(c.word, c.cue)
	}
	return t
}

// buildCues lists the cue words.
func buildCues() []cueWord {
	var list []cueWord
	add := func(axis Axis, up bool, rule cueRule, words ...string) {
		for _, w := range words {
			list = append(list, cueWord{w, cue{axis, up, rule}})
		}
	}
	// Change.
	add(Change, true, anyUse,
		"rise", "rises", "rose", "risen", "rising",
		"increase", "increases", "increased", "increasing",
		"gain", "gains", "gained", "gaining",
		"climb", "climbs", "climbed", "climbing",
		"jump", "jumps", "jumped", "jumping",
		"surge", "surges", "surged", "surging",
		"soar", "soars", "soared", "soaring",
		"rally", "rallies", "rallied", "rallying",
		"expand", "expands", "expanded", "expanding",
		"boost", "boosts", "boosted", "boosting",
		"growth", "doubled", "doubling", "tripled", "tripling", "quadrupled",
		"skyrocket", "skyrockets", "skyrocketed", "skyrocketing",
		"rebound", "rebounds", "rebounded", "rebounding",
		"spiked", "spiking")
	add(Change, true, growRule, "grow", "grows", "grew", "grown", "growing")
	add(Change, true, raiseRule, "raise", "raises", "raised", "raising")
	add(Change, true, upDown, "up")
	add(Change, true, needNumber, "add", "adds", "added", "adding")
	add(Change, false, anyUse,
		"falls", "fell", "fallen", "falling",
		"decrease", "decreases", "decreased", "decreasing",
		"decline", "declines", "declined", "declining",
		"shrink", "shrinks", "shrank", "shrunk", "shrinking",
		"slump", "slumps", "slumped", "slumping",
		"plunge", "plunges", "plunged", "plunging",
		"sink", "sinks", "sank", "sunk", "sinking",
		"reduce", "reduces", "reduced", "reducing", "reduction",
		"lowers", "lowered", "lowering",
		"slash", "slashes", "slashed", "slashing",
		"tumble", "tumbles", "tumbled", "tumbling",
		"plummet", "plummets", "plummeted", "plummeting",
		"dip", "dips", "dipped", "dipping",
		"halved", "halving")
	// Words that are a change's only with its size right after them
	// ("slid 12%", "shed 5%", "advanced 8%"); otherwise as often of other
	// things ("eased the rules", "the car slid", "advanced to the final").
	// ("Contracted" and "crashed" are not among them: "contracted 200
	// workers", "crashed 20 miles from".)
	add(Change, false, needNumber, "slid", "sliding", "slips", "slipped", "slipping",
		"eases", "eased", "easing", "shed", "sheds", "shedding",
		"weakens", "weakened", "weakening")
	add(Change, true, needNumber, "advances", "advanced", "advancing")
	add(Change, false, fallRule, "fall")
	add(Change, false, dropRule, "drop", "drops", "dropped", "dropping")
	add(Change, false, cutRule, "cut", "cuts", "cutting")
	add(Change, false, upDown, "down")
	// Compare.
	add(Compare, true, higherRule, "higher")
	add(Compare, true, anyUse, "greater", "larger", "bigger",
		"highest", "largest", "biggest", "greatest",
		"exceed", "exceeds", "exceeded", "exceeding",
		"outnumber", "outnumbers", "outnumbered", "outnumbering",
		"surpass", "surpasses", "surpassed", "surpassing",
		"outpace", "outpaces", "outpaced", "outpacing",
		"outperform", "outperforms", "outperformed", "outperforming")
	add(Compare, true, moreRule, "more")
	add(Compare, true, needNumber, "over")
	add(Compare, true, aboveBelow, "above")
	add(Compare, true, theRule, "most")
	add(Compare, false, anyUse, "smaller", "lowest", "smallest", "fewest",
		"underperform", "underperforms", "underperformed", "underperforming")
	add(Compare, false, moreRule, "less", "fewer")
	add(Compare, false, lowerRule, "lower")
	add(Compare, false, needNumber, "under")
	add(Compare, false, aboveBelow, "below")
	add(Compare, false, theRule, "least")
	// Bound (single words; phrases are matched separately).
	add(Bound, true, extremeRule, "minimum")
	add(Bound, false, extremeRule, "maximum")
	// Time.
	add(Time, true, anyUse, "after", "afterwards", "afterward",
		"subsequently", "thereafter")
	add(Time, true, laterRule, "later")
	add(Time, true, followRule, "following")
	add(Time, true, sinceRule, "since")
	add(Time, false, anyUse, "before", "earlier", "beforehand")
	// Outcome.
	add(Outcome, true, anyUse, "win", "wins", "won", "winning", "victory",
		"victories", "beats", "beating")
	add(Outcome, true, beatenRule, "beat", "beaten")
	add(Outcome, true, defeatRule, "defeat", "defeats", "defeated", "defeating")
	add(Outcome, false, anyUse, "loss", "losses")
	add(Outcome, false, loseRule, "lose", "loses", "lost", "losing")
	// Assent: a few verbs of deciding and of taking a side whose
	// opposites are plain; wider lists of antonyms blocked correct
	// groundings (see the lexicon's README).
	add(Assent, true, anyUse, "approve", "approves", "approved", "approving",
		"accept", "accepts", "accepted", "accepting",
		"confirm", "confirms", "confirmed", "confirming",
		"admit", "admits", "admitted", "admitting",
		"support", "supports", "supported", "supporting", "backed", "backing",
		"welcome", "welcomes", "welcomed", "welcoming",
		"endorse", "endorses", "endorsed", "endorsing",
		"praise", "praises", "praised", "praising",
		"uphold", "upholds", "upheld", "upholding", "ratify", "ratifies", "ratified", "ratifying")
	add(Assent, false, anyUse, "reject", "rejects", "rejected", "rejecting",
		"deny", "denies", "denied", "denying",
		"oppose", "opposes", "opposed", "opposing",
		"criticize", "criticizes", "criticized", "criticizing",
		"criticise", "criticises", "criticised", "criticising",
		"condemn", "condemns", "condemned", "condemning",
		"overturn", "overturns", "overturned", "overturning", "veto", "vetoes", "vetoed", "vetoing",
		"repeal", "repeals", "repealed", "repealing", "revoke", "revokes", "revoked", "revoking")
	return list
}

// Directions returns the direction cues of t.Text, in order. Each cue word
// counts in all its inflections (rise, rises, rose, risen, rising), and
// phrases count once as a whole: "at least", "no less than", "or more"
// (Bound up); "at most", "no more than", "up to" before a number, "or
// less" (Bound down); "prior to", "ahead of" (Time down).
//
// Words that are cues only in some uses are kept out of the others, in
// favour of precision: "up"/"down" count before a number or "by"/"from",
// or closing a clause after a form of "be" ("set up", "shut down" do not);
// "over"/"under" only before a number ("over the weekend" does not);
// "above"/"below" before a number or a benchmark ("above expectations",
// not "see below"); "the most"/"the least" but not "most people"; "since"
// before a year or a time word, not as "because"; "cut" not in "cut ties";
// "raise" not in "raise concerns"; "grew" not in "grew up"; "fall" not as
// the season; "the following" and "after all" are not cues. "lower" is
// Change down after "to" or a modal, Compare down otherwise; "lose"/"lost"
// is Change down before a number or what one gains ("value", "market
// share", "customers"), the counterpart of "gained", and Outcome down
// otherwise; "defeat" is Outcome up as a verb with an object, down as a
// noun or in the passive.
func (t *Tokenized) Directions() []Direction {
	return t.AppendDirections(nil)
}

// AppendDirections appends the Directions of t to dst and returns the
// extended slice, so that a caller reading text after text can keep them
// all in one array.
func (t *Tokenized) AppendDirections(dst []Direction) []Direction {
	text, toks := t.Text, t.Tokens
	out := dst
	emit := func(axis Axis, up bool, from, to int) {
		out = append(out, Direction{Axis: axis, Up: up, Start: int(toks[from].Start), End: int(toks[to].End)})
	}
	word := func(k int) string {
		if k < 0 || k >= len(toks) {
			return ""
		}
		return toks[k].Lower
	}
	numberAfter := func(k int) bool { return k < len(toks) && numberFollows(text, int(toks[k].End)) }
	cls := t.classes()
	for k := 0; k < len(toks); k++ {
		if cls != nil {
			// On to the next token whose class is a cue's: eight
			// classes at a time, then one by one (as nextFigureToken
			// does, written out: most gaps between cues are short, and
			// a call costs more than it saves). (k is compared with
			// len(cls) as an unsigned number, which tells the compiler
			// that it is a place in cls: the loops then read the
			// classes without bounds checks.)
			for uint(k+8) <= uint(len(cls)) {
				if m := classWord(cls[k:]) & (uint64(ClassCue) * swar.Ones); m != 0 {
					k += bits.TrailingZeros64(m) / 8
					break
				}
				k += 8
			}
			for uint(k) < uint(len(cls)) && cls[k]&ClassCue == 0 {
				k++
			}
			if k == len(cls) {
				break
			}
		} else if !directionFilter.mayHold(toks[k].Lower) {
			continue
		}
		w, next, prev := toks[k].Lower, word(k+1), word(k-1)
		// Phrases first.
		switch w {
		case "at":
			switch next {
			case "least":
				emit(Bound, true, k, k+1)
				k++
				continue
			case "most":
				emit(Bound, false, k, k+1)
				k++
				continue
			}
		case "no", "not":
			if word(k+2) == "than" {
				switch next {
				case "less", "fewer":
					emit(Bound, true, k, k+2)
					k += 2
					continue
				case "more":
					emit(Bound, false, k, k+2)
					k += 2
					continue
				}
			}
			if w == "no" && next == "longer" {
				k++
				continue
			}
			if next == "more" || next == "less" {
				k++ // "no more", "no less": not a comparison
				continue
			}
		case "or":
			switch next {
			case "more", "higher", "above", "greater", "longer", "over":
				emit(Bound, true, k, k+1)
				k++
				continue
			case "less", "fewer", "lower", "below", "under":
				emit(Bound, false, k, k+1)
				k++
				continue
			case "later", "earlier":
				k++ // "version 5 or later"
				continue
			}
		case "up":
			if next == "to" {
				if numberAfter(k + 1) {
					emit(Bound, false, k, k+1)
				}
				k++
				continue
			}
		case "prior":
			if next == "to" {
				emit(Time, false, k, k+1)
				k++
				continue
			}
		case "ahead":
			if next == "of" {
				emit(Time, false, k, k+1)
				k++
				continue
			}
		case "more":
			if next == "or" && word(k+2) == "less" {
				k += 2
				continue
			}
		case "after":
			if next == "all" {
				k++
				continue
			}
			switch prev {
			case "look", "looks", "looked", "looking", "named", "take", "takes", "took", "taken", "taking":
				continue
			}
		}
		c, ok := cues.find(w)
		if !ok {
			continue
		}
		up, axis := c.up, c.axis
		switch c.rule {
		case needNumber:
			if !numberAfter(k) {
				continue
			}
			if w == "over" && timeUnitAfterNumber(toks, k+1) && !oneOf(prev, "for", "of", "has", "have",
				"had", "with", "lasted", "lasting", "took", "taking", "aged", "after", "in") {
				continue // "grew 5% over three years": during, not more than
			}
		case upDown:
			if !(numberAfter(k) || oneOf(next, "by", "from", "sharply", "slightly", "significantly",
				"strongly", "modestly", "markedly", "steeply", "year-on-year", "year-over-year") ||
				isBe(prev) && clauseEnds(text, int(toks[k].End))) {
				continue
			}
		case aboveBelow:
			if !numberAfter(k) && !oneOf(next, "average", "expectations", "expected", "forecast",
				"forecasts", "estimates", "target", "targets", "trend", "par", "consensus",
				"last", "previous", "prior", "pre-pandemic", "normal", "inflation") {
				continue
			}
		case cutRule:
			if oneOf(next, "ties", "off", "short", "through", "across", "corners", "into",
				"open", "loose", "out", "apart", "both", "in") {
				continue
			}
		case raiseRule:
			if oneOf(next, "concern", "concerns", "question", "questions", "awareness", "doubt",
				"doubts", "issue", "issues", "objection", "objections", "eyebrows", "alarm",
				"alarms", "hand", "hands", "children", "kids", "family", "flag", "flags",
				"the", "a", "an") && !numberAfter(k) {
				continue
			}
		case growRule:
			if next == "up" {
				continue
			}
		case fallRule:
			if oneOf(prev, "the", "this", "last", "next", "that", "in", "early", "late") {
				continue
			}
		case dropRule:
			if oneOf(next, "off", "out") {
				continue
			}
		case lowerRule:
			if next == "case" || next == "bound" || next == "half" {
				continue // "lower case", "lower bound", "lower half"
			}
			if next != "than" && (oneOf(prev, "to", "will", "would", "could", "can", "may",
				"might", "must", "should", "did", "not") && !isBe(prev)) {
				axis = Change
			}
		case loseRule:
			if numberAfter(k) && !scoreFollows(text, int(toks[k].End)) || oneOf(next, "value", "ground", "share", "shares", "money",
				"weight", "momentum", "altitude", "steam", "half", "most", "much",
				"market", "customers", "clients", "jobs", "members", "subscribers", "users",
				"revenue", "sales", "traction", "popularity", "points") {
				axis = Change
			}
		case defeatRule:
			switch {
			case w == "defeat":
				up = !oneOf(prev, "a", "the", "their", "its", "his", "her", "our", "narrow",
					"heavy", "crushing", "surprise", "shock", "first", "second", "in")
			case isBe(prev) || next == "by":
				up = false
			}
		case beatenRule:
			up = !isBe(prev) && next != "by"
		case theRule:
			if prev != "the" {
				continue
			}
		case sinceRule:
			if !numberAfter(k) && !oneOf(next, "then", "last", "early", "late", "the",
				"january", "february", "march", "april", "may", "june", "july", "august",
				"september", "october", "november", "december", "spring", "summer",
				"autumn", "winter", "yesterday", "mid") {
				continue
			}
		case followRule:
			if oneOf(prev, "the", "as") {
				continue
			}
		case laterRule:
			if prev == "or" {
				continue
			}
		case moreRule:
			if oneOf(prev, "once", "any") && next != "than" {
				continue // "once more", "any more"
			}
			if oneOf(next, "importantly", "specifically", "recently", "precisely", "broadly",
				"generally", "formally", "notably", "fundamentally", "critically", "crucially") {
				continue // "more importantly": a discourse marker
			}
		case higherRule:
			if oneOf(next, "education", "ed", "learning", "power", "ground") {
				continue
			}
		case extremeRule:
			if next != "of" && !numberAfter(k) {
				continue
			}
		}
		emit(axis, up, k, k)
	}
	return out
}

// timeUnitAfterNumber reports whether toks[k] is a number (digits or a
// spelled number) followed by a unit of time: "three years", "5 months".
func timeUnitAfterNumber(toks []Token, k int) bool {
	if k+1 >= len(toks) {
		return false
	}
	w := toks[k].Lower
	if _, spelled := cueNumberWords[w]; !spelled && !allDigits(w) {
		return false
	}
	return oneOf(toks[k+1].Lower, "year", "years", "month", "months", "week", "weeks", "day", "days",
		"decade", "decades", "quarter", "quarters", "hour", "hours", "minute", "minutes",
		"century", "centuries", "session", "sessions", "period", "periods", "seasons")
}

// oneOf reports whether w is one of set.
func oneOf(w string, set ...string) bool {
	for _, s := range set {
		if w == s {
			return true
		}
	}
	return false
}

// isBe reports whether w is a form of "be".
func isBe(w string) bool {
	return oneOf(w, "is", "was", "were", "are", "be", "been", "being", "am")
}

// clauseEnds reports whether only spaces and then clause punctuation (or
// the end of the text) follow offset i.
func clauseEnds(text string, i int) bool {
	for i < len(text) && (text[i] == ' ' || text[i] == '\t') {
		i++
	}
	if i == len(text) {
		return true
	}
	switch text[i] {
	case '.', ',', ';', ':', ')', '!', '?', '\n':
		return true
	}
	return false
}

// numberFollows reports whether a number starts after offset i, past
// spaces, a currency sign or an approximate sign: "5%", "$10", "~3", or a
// spelled number ("five", "a dozen" is not).
func numberFollows(text string, i int) bool {
	for i < len(text) && (text[i] == ' ' || text[i] == '\t') {
		i++
	}
	for i < len(text) {
		r, n := wordRuneAt(text, i)
		if r == '$' || r == '~' || r == '+' || r == '\u2212' || r == '\u2248' ||
			unicode.Is(unicode.Sc, r) {
			i += n
			continue
		}
		break
	}
	if i >= len(text) {
		return false
	}
	r, _ := utf8.DecodeRuneInString(text[i:])
	if unicode.IsDigit(r) {
		return true
	}
	s, e := nextWord(text, i)
	if s != i {
		return false
	}
	_, ok := cueNumberWords[lowerWord(text[s:e])]
	return ok
}

// scoreFollows reports whether a contest's score ("2-1", "110–102") comes
// after text[:i]: two runs of at most three digits joined by a hyphen or
// a dash, followed by no unit ("lost 5-10 pounds" is a change) — the
// text's end, punctuation, or a word that tells of the contest ("to
// Chelsea", "at home", "in extra time").
func scoreFollows(text string, i int) bool {
	for i < len(text) && (text[i] == ' ' || text[i] == '\t') {
		i++
	}
	digits := func() bool {
		j := i
		for i < len(text) && i-j < 4 && '0' <= text[i] && text[i] <= '9' {
			i++
		}
		return i > j && i-j < 4
	}
	if !digits() {
		return false
	}
	switch {
	case strings.HasPrefix(text[i:], "-"):
		i++
	case strings.HasPrefix(text[i:], "\u2013"), strings.HasPrefix(text[i:], "\u2014"):
		i += len("\u2013")
	default:
		return false
	}
	if !digits() {
		return false
	}
	if i < len(text) && (text[i] == '.' || text[i] == ',') && i+1 < len(text) && '0' <= text[i+1] && text[i+1] <= '9' {
		return false // a decimal: "5-7.5"
	}
	s, e := nextWord(text, i)
	if s < 0 || strings.TrimSpace(text[i:s]) != "" {
		return i == len(text) || text[i] != '%'
	}
	return oneOf(lowerWord(text[s:e]), "to", "at", "in", "on", "against", "away", "after", "with", "and", "for")
}

// cueNumberWords are number words that make "over", "up to" and the like
// quantitative. Read-only.
var cueNumberWords = wordSet("one", "two", "three", "four", "five", "six",
	"seven", "eight", "nine", "ten", "eleven", "twelve", "thirteen",
	"fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen",
	"twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty",
	"ninety", "hundred", "hundreds", "thousand", "thousands", "million",
	"millions", "billion", "billions", "half", "double", "twice", "triple",
	"dozen", "dozens")
