package sourced

import (
	"slices"
	"strconv"
	"strings"

	"github.com/sourced-dev/sourced/internal/lexicon"
	"github.com/sourced-dev/sourced/internal/signals"
)

// A claim that sets two names either side of one verb says which of them
// did what to the other: "Acme acquired Beta", or in the passive "Beta
// was acquired by Acme". A source sentence with the same names and the
// same verb in the other roles ("Beta acquired Acme", "In 2019, Acme was
// acquired by Beta") holds every word of the claim, and yet says the
// opposite of it. Such a claim is contradicted, when its passage matches
// in every other way; a verb of a relation that runs both ways ("met",
// "married", "merged", "played": see symmetricStems) is no swap, and the
// converse verb with the claim's roles ("Beta borrowed from Acme" of
// "Beta lent to Acme", see converseStems) is one. The
// rule is kept narrow: only names, next to each other, with one verb
// between them, in one sentence (see linkVerb), and only a sentence that
// states the verb once, so that no other clause of it may give the roles
// the claim's way; it is asked only once a passage is about to ground a
// claim of two names or more.

// roleSwap is what rolesSwapped found: the claim's words from its first
// name to its second ("Acme acquired Beta"), and the source's that give
// the two the other roles ("Acme was acquired by Beta").
type roleSwap struct{ claim, source string }

// rolesSwapped reports whether passage e, about to ground the claim, gives
// two names the claim links by a verb (see linkVerb) the other roles in
// every sentence that holds both and the verb (see reversedIn), and what
// the claim and the source say.
func (ix *Index) rolesSwapped(e *passageEval, cs *claimSignals) (roleSwap, bool) {
	own := cs.names[:len(cs.names)-cs.borrowed]
	for k := 0; k+1 < len(own); k++ {
		if !mayLink(cs.seg.Text, own[k].End, own[k+1].Start) {
			continue
		}
		verb, toward, passive, ok := linkVerb(cs.seg.Text, &own[k], &own[k+1])
		if !ok {
			continue
		}
		doer, done := k, k+1
		if passive {
			doer, done = done, doer
		}
		stem := ix.ev.Stem(verb)
		if cs.folded(doer) == cs.folded(done) || slices.Contains(symmetricStems, stem) {
			continue
		}
		if src, ok := ix.reversedIn(cs, e.p, doer, done, stem, false); ok {
			return roleSwap{claim: cs.seg.Text[own[k].Start:own[k+1].End], source: src}, true
		}
		if !isCounterparty(toward) {
			continue
		}
		// The converse verb with the claim's roles ("Acme lent … to
		// Beta" of "Acme borrowed … from Beta") gives the other ones.
		for _, c := range converseStems {
			if c[0] != stem && c[1] != stem {
				continue
			}
			conv := c[0]
			if conv == stem {
				conv = c[1]
			}
			if src, ok := ix.reversedIn(cs, e.p, done, doer, conv, true); ok {
				return roleSwap{claim: cs.seg.Text[own[k].Start:own[k+1].End], source: src}, true
			}
		}
	}
	return roleSwap{}, false
}

// converseStems are the pairs of verbs (by their index stems, see
// evidence.Index.Stem) that tell one event from either side, the roles
// of the two names swapped, where each reaches the other party by "to"
// or "from" (see isCounterparty): "Acme lent $3 million to Beta" is
// "Beta borrowed $3 million from Acme". A name the verb takes as what is
// done ("Acme sold Beta", "a stake in Beta") is no party: "Acme acquired
// Beta" is not "Acme sold Beta to Gamma" turned round.
var converseStems = [...][2]string{
	{"lend", "borrow"}, {"loan", "borrow"}, {"sell", "buy"}, {"sell", "purchas"}, {"sell", "acquir"},
	{"give", "receiv"}, {"pay", "receiv"}, {"send", "receiv"}, {"donat", "receiv"},
}

// isCounterparty reports whether the word toward, which links what a verb
// does to a name (see linkVerb), makes the name the other party of a
// trade: "to" or "from".
func isCounterparty(toward string) bool { return toward == "to" || toward == "from" }

// reversedIn returns the words of a sentence of passage p that make the
// claim's name done the doer of the verb of stem and its name doer the
// one it is done to, when every sentence of the passage that holds both
// names and the verb does so (see reversedLink); "" and false otherwise.
// party asks that the sentence link the name it is done to as the other
// party of a trade (see isCounterparty).
func (ix *Index) reversedIn(cs *claimSignals, p, doer, done int, stem string, party bool) (string, bool) {
	id := ix.ev.StemID(stem)
	if id < 0 {
		return "", false
	}
	pass := &ix.ev.Passages[p]
	found := ""
	for s := pass.First; s <= pass.Last; s++ {
		if _, ok := slices.BinarySearch(ix.ev.Sentences[s].StemIDs, id); !ok || !cs.holdsName(ix, s, doer) || !cs.holdsName(ix, s, done) {
			continue
		}
		doerName, doneName := cs.folded(doer), cs.folded(done)
		if !mayReverse(ix.ev.Sentences[s].Folded, doerName, doneName) {
			// The sentence gives the names the claim's roles, if any.
			return "", false
		}
		span, ok := ix.reversedLink(ix.sentenceView(cs.state, s), doerName, doneName, stem, party)
		if !ok {
			return "", false
		}
		if found == "" {
			found = span
		}
	}
	return found, found != ""
}

// mayReverse reports whether the folded sentence f may make the folded
// name done the doer of a link to doer (see linkVerb): done is followed,
// past lower-case words and figures only, by doer, or "by" (and an
// article) comes right before done, as before a passive's doer. Told from f alone, it
// spares the view of most sentences that hold both names, which give
// them the claim's roles.
func mayReverse(f, doer, done string) bool {
	seekDone, seekDoer := rarestByte(done), rarestByte(doer)
	for i := 0; i < len(f); {
		j := matchWordBy(f[i:], done, seekDone)
		if j < 0 {
			return false
		}
		j += i
		if byBefore(f[:j]) {
			return true
		}
		rest := f[j+len(done):]
		rest = rest[:min(len(rest), 2*maxLinkBytes+len(doer))]
		if k := matchWordBy(rest, doer, seekDoer); k >= 0 && linkBytes(rest[:k]) {
			return true
		}
		i = j + len(done)
	}
	return false
}

// byBefore reports whether text ends in "by", and perhaps an article
// after it, before blanks.
func byBefore(text string) bool {
	text = strings.TrimRight(text, " ")
	for _, a := range [...]string{" the", " a", " an"} {
		if strings.HasSuffix(text, a) {
			text = strings.TrimRight(text[:len(text)-len(a)], " ")
			break
		}
	}
	return text == "by" || strings.HasSuffix(text, " by")
}

// linkBytes reports whether text holds only lower-case ASCII letters,
// spaces and the bytes of a figure (see figureByte): what may stand
// between two names linkVerb links.
func linkBytes(text string) bool {
	for i := 0; i < len(text); i++ {
		if c := text[i]; (c < 'a' || c > 'z') && c != ' ' && !figureByte(c) {
			return false
		}
	}
	return true
}

// figureByte reports whether c may be a byte of a figure written between
// two names ("lent $3.5 million to", "sold a 40% stake to").
func figureByte(c byte) bool {
	return '0' <= c && c <= '9' || c == '$' || c == '.' || c == ',' || c == '%'
}

// isFigureWord reports whether w, of figureBytes and lower-case letters,
// is a figure: a digit or a dollar sign first, and no letter.
func isFigureWord(w string) bool {
	if w[0] != '$' && (w[0] < '0' || w[0] > '9') {
		return false
	}
	for i := 0; i < len(w); i++ {
		if !figureByte(w[i]) {
			return false
		}
	}
	return true
}

// reversedLink returns the words of sentence view v from one name to the
// next that make done the doer of the verb of stem and doer the one it is
// done to (see linkVerb), when v states the verb only there; party asks
// that the verb reach doer as the other party of a trade.
func (ix *Index) reversedLink(v *clauseView, doer, done, stem string, party bool) (string, bool) {
	for k := 0; k+1 < len(v.names); k++ {
		a, b := &v.names[k], &v.names[k+1]
		if !mayLink(v.text, a.End, b.Start) {
			continue
		}
		verb, toward, passive, ok := linkVerb(v.text, a, b)
		if !ok || ix.ev.Stem(verb) != stem || party && !isCounterparty(toward) {
			continue
		}
		if passive {
			a, b = b, a
		}
		if namedAs(a, done) && namedAs(b, doer) && ix.statesOnce(v, stem) {
			return v.text[v.names[k].Start:v.names[k+1].End], true
		}
		return "", false
	}
	return "", false
}

// statesOnce reports whether one token of v alone has the stem.
func (ix *Index) statesOnce(v *clauseView, stem string) bool {
	n := 0
	for _, t := range v.toks {
		if ix.ev.Stem(t.Lower) == stem {
			n++
		}
	}
	return n == 1
}

// namedAs reports whether name n holds the folded name f.
func namedAs(n *signals.Name, f string) bool {
	return containsWord(signals.Fold(n.Text), f)
}

// mayLink reports whether text[end:start], the gap between two names,
// may hold a link's words: it is at most maxLinkBytes long, and a
// lower-case letter follows its first byte. Most gaps are told so, and
// it is small enough to be inlined where names are read in a loop.
func mayLink(text string, end, start int) bool {
	n := start - end
	return n >= 3 && n <= maxLinkBytes && text[end+1]-'a' <= 'z'-'a'
}

// maxLinkBytes bounds the bytes between two names that linkVerb reads
// ("has since been quietly acquired by the" is 39).
const maxLinkBytes = 48

// linkVerb returns the verb that links names a and b of text, whose gap
// mayLink, and whether it is passive (b did it to a). The gap is one
// verb in lower case, after auxiliaries and adverbs and before an
// article (" has quietly acquired ", " beat the "), or a passive's (" was
// acquired by ", " were beaten by the "), its words set apart by single
// spaces. Anything else (a comma, a second content word, a negation, a
// modal, a preposition but the passive's "by" and the "to" after a verb
// of intentVerbs, "agreed to buy") links nothing, nor does a
// possessive of either name ("Acme's rival Beta"). What is done may hold
// a figure ("lent $3 million to Beta"). A name may follow a
// preposition: "a unit of Acme acquired Beta" still says that Beta did
// not acquire Acme. The words are read as they come, and most gaps are
// told from their first ("and", "of": see opensNoLink). toward is the
// word of towardWords that links what is done to b ("to" of "sold its
// unit to"), or "".
func linkVerb(text string, a, b *signals.Name) (verb, toward string, passive, ok bool) {
	gap := text[a.End:b.Start]
	if gap[0] != ' ' || gap[len(gap)-1] != ' ' {
		return "", "", false, false
	}
	be, article, det := false, false, false
	// "imposed tariffs on", "sold its vaccine unit to": what is done, in
	// up to maxObjectWords words past a determiner, and the word toward
	// the other name.
	object, objectWords := "", 0
	start := 1
	for i := 1; i < len(gap); i++ {
		if c := gap[i]; 'a' <= c && c <= 'z' || figureByte(c) {
			continue
		} else if c != ' ' || i == start {
			return "", "", false, false
		}
		w := gap[start:i]
		start = i + 1
		if !linkWord(w, verb != "") {
			return "", "", false, false
		}
		if verb == "" {
			switch {
			case opensNoLink(w):
				return "", "", false, false
			case isAuxiliary(w):
				be = be || isBeForm(w)
			case isLinkAdverb(w):
			default:
				verb = w
			}
			continue
		}
		switch {
		case w == "to" && object == "" && !det && !article && !passive && !be && slices.Contains(intentVerbs, verb):
			// "agreed to buy": the verb after "to" is what is done.
			verb = ""
			continue
		case article:
			// A word after an article opens what is done ("filed a
			// lawsuit against"), unless the article stands before the
			// name ("beat the Comets", "was acquired by the").
			if toward != "" || passive || be || object != "" || opensNoLink(w) || isAuxiliary(w) {
				return "", "", false, false
			}
			article, det, object, objectWords = false, true, w, 1
		case passive || toward != "":
			if !isArticle(w) {
				return "", "", false, false
			}
			article = true
		case w == "by" && object == "" && !det:
			passive = true
		case object != "" && slices.Contains(towardWords, w):
			toward = w
		case isArticle(w) && object == "" && !det:
			article = true
		case slices.Contains(objectDeterminers, w) && object == "" && !det:
			det = true
		case !be && objectWords < maxObjectWords && !opensNoLink(w) && !isAuxiliary(w):
			object, objectWords = w, objectWords+1
		default:
			return "", "", false, false
		}
		if article && det {
			return "", "", false, false
		}
	}
	// The verb is read last, once the words around it fit: it costs the
	// most to tell.
	if verb == "" || passive && !be || (object != "" || det) && toward == "" || !isVerbWord(verb, be) ||
		signals.IsPossessive(a.Text) || signals.IsPossessive(b.Text) {
		return "", "", false, false
	}
	return verb, toward, passive, true
}

// linkWord reports whether w, a word of a gap linkVerb reads, may be one
// of a link: a word of lower-case letters, or a figure (see isFigureWord)
// past the verb.
func linkWord(w string, pastVerb bool) bool {
	for i := 0; i < len(w); i++ {
		if w[i] < 'a' || w[i] > 'z' {
			return pastVerb && isFigureWord(w)
		}
	}
	return true
}

// intentVerbs, before "to", say that the verb after it is meant or
// agreed: "Acme agreed to buy Beta" gives the roles of "Acme bought
// Beta".
var intentVerbs = []string{"agreed", "agrees", "plans", "planned", "offered", "offers", "decided", "decides", "voted", "votes", "intends", "intended", "sought", "seeks", "wants", "wanted"}

// towardWords link what a verb does to the name it is done to: "imposed
// tariffs on China", "filed suit against Beta", "sold arms to Tolva",
// "borrowed $3 million from Beta", "bought a stake in Beta".
var towardWords = []string{"on", "against", "to", "from", "in"}

// objectDeterminers may open what a verb does before the name it is done
// to: "sold its vaccine unit to Beta", "filed a lawsuit against Beta".
var objectDeterminers = []string{"its", "their", "his", "her", "a", "an"}

// maxObjectWords is how many words of what a verb does linkVerb reads
// before the word toward the other name: "its vaccine unit".
const maxObjectWords = 3

// opensNoLink reports whether w, a word between two names where a
// link's verb would stand, is one of the words most often met there
// ("Acme and Beta", "Acme in Beta", "Acme for the Beta"): told at once,
// it spares reading the rest.
func opensNoLink(w string) bool {
	switch w {
	case "and", "or", "of", "in", "at", "to", "on", "for", "from", "with", "the", "a", "an", "your", "their", "its", "his", "her", "our", "my", "as", "into", "than":
		return true
	}
	return false
}

// isVerbWord reports whether the lower-case word w may be the verb of a
// link: a content word, no preposition nor verb of naming, that has a
// verb's form: a past in -ed, an irregular form ("won", "beaten"), a
// present participle after a form of "be" (be: "is suing"), or a word
// met mostly as a verb or an adjective ("beat", "sues"). A word met
// mostly as a noun is no verb: "NBA star LeBron James" links nothing.
func isVerbWord(w string, be bool) bool {
	if isNonVerb(w) || !signals.IsContentWord(w) {
		return false
	}
	switch {
	case strings.HasSuffix(w, "ing"):
		return be
	case strings.HasSuffix(w, "ed"):
		return true
	}
	if _, irregular := lexicon.Lemma(w); irregular {
		return true
	}
	use, _ := lexicon.Common(w)
	return use == lexicon.NotNoun
}

// isAuxiliary reports whether w is a form of "be", "have" or "do", or
// "will": the auxiliaries a link's verb may follow. The modals of what
// may be ("could", "might") are left out: they state no fact.
func isAuxiliary(w string) bool {
	switch w {
	case "has", "have", "had", "will", "do", "does", "did":
		return true
	}
	return isBeForm(w)
}

// isBeForm reports whether w is a form of "be", or of "get" that makes a
// passive ("got beaten by").
func isBeForm(w string) bool {
	switch w {
	case "is", "are", "was", "were", "be", "been", "being", "am", "get", "gets", "got":
		return true
	}
	return false
}

// isLinkAdverb reports whether w is an adverb a link's verb may follow: a
// word in -ly that does not all but negate it ("quietly", not "hardly"),
// or one of a few of time.
func isLinkAdverb(w string) bool {
	switch w {
	case "also", "then", "later", "first", "once", "again", "already", "just", "soon":
		return true
	case "hardly", "barely", "scarcely", "rarely":
		return false
	}
	return len(w) > 4 && strings.HasSuffix(w, "ly") && signals.ClassOf(w)&signals.ClassNegation == 0
}

// isArticle reports whether w is an article.
func isArticle(w string) bool {
	return w == "the" || w == "a" || w == "an"
}

// isNonVerb reports whether w is a content word met between two names
// that is no verb ("Smith versus Jones", "Acme near Beta"), or a verb of
// naming, whose first name is named, not the doer: "the emperor named
// Francis".
func isNonVerb(w string) bool {
	switch w {
	case "versus", "nor", "near", "beside", "behind", "beneath", "below", "above", "like", "unlike",
		"inside", "outside", "except", "plus", "minus", "alongside", "opposite", "past", "amid", "next",
		"named", "called", "dubbed", "titled", "termed", "nicknamed", "renamed", "known":
		return true
	}
	return false
}

// symmetricVerbs are the verbs of relations that run both ways: "Smith
// met Jones" says what "Jones met Smith" says. Their stems,
// symmetricStems, are generated into tables.go.
var symmetricVerbs = []string{"meet", "marry", "wed", "divorce", "date", "merge", "partner", "ally", "team",
	"play", "face", "fight", "battle", "debate", "tie", "draw", "rival", "equal", "match", "resemble",
	"border", "neighbor", "neighbour", "encounter", "spar", "duel", "befriend", "collaborate", "compete", "split"}

// stemsOf returns signals.Stem of each word, a verb's lemma.
func stemsOf(words ...string) []string {
	out := make([]string, len(words))
	for i, w := range words {
		out[i] = signals.Stem(w)
	}
	return out
}

// rolesContradicted contradicts the claim on the roles passage e gives its
// names the other way round (see rolesSwapped).
func (ix *Index) rolesContradicted(c *Claim, e *passageEval, sw roleSwap) {
	c.Verdict, c.ReasonCode = Contradicted, ReasonRolesSwapped
	c.Reason = "the source gives the names the other roles: it says " + strconv.Quote(sw.source) +
		" where the claim says " + strconv.Quote(sw.claim)
	c.Evidence = soleEvidence(c.Evidence, ix.evidenceOf(e.p))
}

// doerSwap is the claim's subject and verb, and the name a source sentence
// gives the verb in its place (see doerElsewhere).
type doerSwap struct {
	claim, verb, source string
}

// reason is the sentence a person reads of the swap.
func (d doerSwap) reason() string {
	return "the passage says " + strconv.Quote(d.verb) + " of " + d.source + ", not of " + d.claim
}

// doerElsewhere reports whether passage e of prose, about to ground the
// claim, says what the claim's subject did only of another: the claim
// opens on a name and a verb ("Mara Harlow led the trial"), and its
// closest sentence
//   - does not name the subject, and writes the verb right after another
//     name at each of its places ("Lena Osric led the trial"), the
//     subject named only in another sentence of the passage;
//   - names the subject only as the possessor of, or what is meant by,
//     the words that do the verb ("Olsen's deputy announced", "The son
//     of Senator Greer was arrested"), and no sentence of the passage
//     has the subject do it;
//   - or has the subject do the verb to another thing than the claim's
//     object while another name does it to the claim's ("Lumexin causes
//     nausea, while Corvix causes headaches" for "Corvix causes nausea").
//
// A place of the verb whose doer is not told ("She led the trial"), and
// names that may be the subject's ("Flynn" of "Paddy Flynn", "The
// Briton", names listed after "and"), leave the subject to the passage.
func (ix *Index) doerElsewhere(e *passageEval, cs *claimSignals) (doerSwap, bool) {
	if k, subject := cs.titledSpeaker(); k >= 0 {
		return ix.speakerElsewhere(e, cs, k, subject)
	}
	k := cs.subjectVerb()
	if k < 0 {
		return doerSwap{}, false
	}
	own := cs.names[:len(cs.names)-cs.borrowed]
	if isSpeechVerb(cs.tokens[k].Lower) {
		return ix.speakerElsewhere(e, cs, k, 0)
	}
	if !cs.state.tokenStems[k].ok {
		return doerSwap{}, false
	}
	id := cs.state.tokenStems[k].id
	if _, ok := slices.BinarySearch(ix.ev.Sentences[e.closest].StemIDs, id); id < 0 || !ok {
		return doerSwap{}, false
	}
	held := cs.holdsName(ix, e.closest, 0)
	if !held && !capitalBeforeWord(ix.ev.Sentences[e.closest].Text, cs.tokens[k].Lower[0]) {
		return doerSwap{}, false // no name stands right before a word of the verb's letter
	}
	v := ix.sentenceView(cs.state, e.closest)
	subject := cs.folded(0)
	swap := doerSwap{claim: own[0].Text, verb: tokenText(cs.seg.Text, cs.tokens[k])}
	first := cs.tokens[k].Lower[0]
	places := ix.verbPlaces(cs.state.places[:0], v, first, id)
	cs.state.places = places
	if !held {
		// Each place of the verb done by another name.
		for _, j := range places {
			doer := v.namedDoer(j, subject)
			if doer == "" {
				return doerSwap{}, false
			}
			if swap.source == "" {
				swap.source = doer
			}
		}
		return swap, swap.source != "" && !ix.namesTogether(e.p, signals.Fold(swap.source), subject)
	}
	// The sentence names the subject: each place of the verb done by
	// another the subject is named only as the possessor of, or the
	// subject's own places done to another thing than the claim's while
	// another name's is done to the claim's.
	object := objectAfter(cs.seg.Text, int(cs.tokens[k].End))
	if !signals.IsContentWord(object) {
		object = ""
	}
	possessed, namedOther, owns, objectsOwn := "", "", false, false
	for x, j := range places {
		t := v.toks[j]
		if doer := v.possessedDoer(j, subject); doer != "" {
			if cs.holdsLowerWordOf(doer) {
				// The claim names what the subject has do it: "Tolvar
				// grew its depots" for "Tolvar's depots grew".
				return doerSwap{}, false
			}
			if possessed == "" {
				possessed = doer
			}
			continue
		}
		if v.doneBySubject(j, subject) {
			// Its object the claim's, or a pronoun ("called it") that
			// may stand for it, or the claim's object listed after it
			// ("acquired Orion in 2015 and Zephra in 2018").
			o := objectAfter(v.text, int(t.End))
			next := len(v.text)
			if x+1 < len(places) {
				next = int(v.toks[places[x+1]].Start)
			}
			owns, objectsOwn = true, objectsOwn || object == "" || o == object || !signals.IsContentWord(o) ||
				ix.holdsStem(v, int(t.End), next, []string{object})
			continue
		}
		if doer := v.namedDoer(j, subject); doer != "" && object != "" && objectAfter(v.text, int(t.End)) == object {
			if namedOther == "" {
				namedOther = doer
			}
			continue
		}
		if !owns {
			return doerSwap{}, false // a place of the verb whose doer is not told
		}
	}
	switch {
	case owns:
		swap.source = namedOther
		return swap, !objectsOwn && namedOther != ""
	case possessed != "" && namedOther == "":
		swap.source = possessed
	case namedOther != "" && possessed == "" && !cs.subjectDoesAgain(v, subject):
		// Another name does the verb to the claim's object, and the
		// subject, named in the sentence, does not ("Ivo Dane called
		// the merger a mistake, while Dana Holt praised it").
		swap.source = namedOther
	default:
		return doerSwap{}, false
	}
	return swap, !ix.doneElsewhere(cs, e.p, e.closest, first, id, subject)
}

// subjectVerb returns the claim's token of the verb its subject does: the
// claim opens on a name, not a possessor ("Google's app …"), and the verb
// follows it, past an aside that says who the subject is ("Mara Harlow,
// the finance director, said"), auxiliaries and adverbs ("was arrested",
// "initially reported"); -1 when there is none.
func (cs *claimSignals) subjectVerb() int {
	own := cs.names[:len(cs.names)-cs.borrowed]
	if len(own) == 0 || !opensClaim(cs.seg.Text, &own[0]) || signals.IsPossessive(own[0].Text) {
		return -1
	}
	from := own[0].End
	if end := appositiveEnd(cs.seg.Text, from); end > 0 {
		from = end
	}
	verb := tokenAt(cs.tokens, from)
	k := verb
	for k >= 0 && k+1 < len(cs.tokens) && beforeVerb(cs.tokens[k].Lower) {
		k++
	}
	if k < 0 || !isLowerLetter(cs.seg.Text[cs.tokens[k].Start]) ||
		strings.TrimSpace(cs.seg.Text[from:cs.tokens[k].Start]) != "" && k == verb {
		return -1
	}
	return k
}

// verbPlaces appends to dst the tokens of view v of stem id, which opens
// on the letter first, and returns it: a token of another letter is not
// stemmed.
func (ix *Index) verbPlaces(dst []int, v *clauseView, first byte, id int32) []int {
	for j, t := range v.toks {
		if t.Lower[0] == first && ix.ev.StemID(ix.ev.Stem(t.Lower)) == id {
			dst = append(dst, j)
		}
	}
	return dst
}

// subjectDoesAgain reports whether view v has the folded subject do what
// was said before it again ("as did Tolvar", "so did Tolvar", "Tolvar
// too", "Tolvar also"): the verb's doer is the subject as well.
func (cs *claimSignals) subjectDoesAgain(v *clauseView, subject string) bool {
	for n := range v.names {
		if !sameName(&v.names[n], subject) {
			continue
		}
		before := strings.ToLower(strings.TrimRight(v.text[:v.names[n].Start], " "))
		after := strings.ToLower(strings.TrimLeft(v.text[v.names[n].End:], " "))
		if strings.HasSuffix(before, " did") || strings.HasSuffix(before, " does") || strings.HasPrefix(after, "too") ||
			strings.HasPrefix(after, "also") || strings.HasPrefix(after, "as well") {
			return true
		}
	}
	return false
}

// capitalBeforeWord reports whether text has a word opening on the
// lower-case letter c right after a word that opens on a capital, or a
// comma, but for blanks, auxiliaries and adverbs (see auxiliariesStart):
// where another name may do a verb of that letter, told without cutting
// the text into words.
func capitalBeforeWord(text string, c byte) bool {
	for i := 1; i < len(text); i++ {
		if text[i] != c || text[i-1] != ' ' {
			continue
		}
		j := auxiliariesStart(text, i) - 1
		for j > 0 && text[j-1] == ' ' {
			j--
		}
		if j > 0 && text[j-1] == ',' {
			return true // an aside's end, which a name may open (see nameBeforeAside)
		}
		k := strings.LastIndexByte(text[:j], ' ') + 1
		if k < j && 'A' <= text[k] && text[k] <= 'Z' {
			return true
		}
	}
	return false
}

// doneElsewhere reports whether a sentence of passage p other than s
// writes the verb of stem id (opening on the letter first) right after the
// folded subject: "Tolvar's
// rival Merrin opened 12 depots. Tolvar opened 12 depots too."
func (ix *Index) doneElsewhere(cs *claimSignals, p, s int, first byte, id int32, subject string) bool {
	pass := &ix.ev.Passages[p]
	for o := pass.First; o <= pass.Last; o++ {
		if _, ok := slices.BinarySearch(ix.ev.Sentences[o].StemIDs, id); o == s || !ok {
			continue
		}
		v := ix.sentenceView(cs.state, o)
		var room [4]int
		if slices.ContainsFunc(ix.verbPlaces(room[:0], v, first, id), func(j int) bool { return v.doneBySubject(j, subject) }) {
			return true
		}
	}
	return false
}

// doneBySubject reports whether the name right before view v's verb j,
// past auxiliaries, is the folded subject's, alone or in a list of names
// ("Osric and Harlow founded Corvex").
func (v *clauseView) doneBySubject(j int, subject string) bool {
	p := j - 1
	for p >= 0 && slices.Contains(auxiliaries, v.toks[p].Lower) {
		p--
	}
	if p < 0 {
		return false
	}
	for n, hops := v.nameBefore(int(v.toks[p+1].Start)), 0; n >= 0 && hops < 4; hops++ {
		if sameName(&v.names[n], subject) {
			return true
		}
		before := strings.TrimRight(v.text[:v.names[n].Start], " ")
		switch {
		case strings.HasSuffix(before, ","):
			before = before[:len(before)-1]
		case strings.HasSuffix(before, " and"), strings.HasSuffix(before, " or"):
			before = before[:strings.LastIndexByte(before, ' ')]
		case strings.HasSuffix(before, " &"):
			before = before[:len(before)-2]
		default:
			return false
		}
		n = v.nameBefore(len(before))
	}
	return false
}

// auxiliaries stand between a subject and its verb: "was arrested", "has
// resigned".
var auxiliaries = []string{"was", "were", "is", "are", "has", "have", "had", "been", "be"}

// namedDoer returns the name of view v right before its token j, a verb
// of the claim's, or set apart by commas right before it, when it is
// another than the folded subject's: "" for
// no name, a verb in a title ("Texas Representative Believes …"), the
// subject's name, a part of it ("Flynn" of "Paddy Flynn"), or a
// description ("The Briton").
func (v *clauseView) namedDoer(j int, subject string) string {
	t := v.toks[j]
	at := auxiliariesStart(v.text, int(t.Start))
	n, aside := v.nameBefore(at), false
	if before := strings.TrimRight(v.text[:at], " "); n < 0 && strings.HasSuffix(before, ",") {
		// A name set apart as an aside ("A visiting expert, Caius
		// Brand, said"), its commas no list's.
		n = v.nameBefore(len(before) - 1)
		aside = n >= 0 && strings.HasSuffix(strings.TrimRight(v.text[:v.names[n].Start], " "), ",")
		if !aside {
			n = v.nameBeforeAside(len(before) - 1)
			aside = n >= 0
		}
	}
	if n < 0 || !isLowerLetter(v.text[t.Start]) || sameName(&v.names[n], subject) || isTimeName(v.names[n].Text) ||
		containsWord(signals.Unmarked(subject), signals.Unmarked(signals.Fold(v.names[n].Text))) || afterArticle(v.text, v.names[n].Start) ||
		!aside && v.listed(n) {
		return ""
	}
	return v.names[n].Text
}

// nameBeforeAside returns the name of view v that an aside, closed by the
// comma at byte end, follows, set apart by the comma that opens it:
// "Vasquez, a schoolteacher," or "Lumora, based in Oslo,". -1 when there
// is none, or the aside is long, holds a name or a figure, or a list's
// "and".
func (v *clauseView) nameBeforeAside(end int) int {
	open := strings.LastIndexByte(v.text[:end], ',')
	if open < 0 {
		return -1
	}
	aside := v.text[open+1 : end]
	if len(strings.Fields(aside)) > maxAsideWords || strings.Contains(aside, " and ") ||
		v.nameAt(end-1) >= 0 || v.numberAt(end-1) >= 0 {
		return -1
	}
	for k := range v.names {
		if open < v.names[k].Start && v.names[k].Start < end {
			return -1
		}
	}
	return v.nameBefore(open)
}

// isTimeName reports whether name is a day of the week or a month, which
// does no deed ("The agency on Wednesday initially reported").
func isTimeName(name string) bool {
	w := strings.ToLower(name)
	return slices.Contains(dayNames, w) || signals.IsMonth(w)
}

// beforeVerb reports whether w, in lower case, is an auxiliary or an
// adverb, which a verb may follow ("was arrested", "initially reported").
func beforeVerb(w string) bool { return slices.Contains(auxiliaries, w) || isAdverb(w) }

// auxiliariesStart returns where the auxiliaries and adverbs right before
// byte at of text start ("had previously" of "Ramos had previously
// managed", "was" of "Ferreira was named"), up to three words; at when
// there are none.
func auxiliariesStart(text string, at int) int {
	for range 3 {
		w, i := wordBefore(text, at)
		if i == 0 || text[i-1] != ' ' || i+len(w) != len(strings.TrimRight(text[:at], " ")) ||
			!beforeVerb(w) && w != "also" {
			return at
		}
		at = i
	}
	return at
}

// listed reports whether name n of view v is listed after another doer:
// "and", "&" or a comma stands before it, past up to three words in lower
// case ("She and general manager Tom Bell", "Roe and Bell"). Who else
// does the verb is then not told by the name alone.
func (v *clauseView) listed(n int) bool {
	before := strings.TrimRight(v.text[:v.names[n].Start], " ")
	for range 4 {
		switch {
		case strings.HasSuffix(before, ","), strings.HasSuffix(before, " and"), strings.HasSuffix(before, " &"):
			return true
		}
		i := strings.LastIndexByte(before, ' ') + 1
		if w := before[i:]; w == "" || !isLowerLetter(w[0]) {
			return false
		}
		before = strings.TrimRight(before[:i], " ")
	}
	return false
}

// possessedDoer returns the words of view v that do its verb j, past
// auxiliaries, when they are another's than the folded subject's, who is
// named only as their possessor or what they are of: "Olsen's deputy"
// ("Olsen's deputy announced the deal"), "The son of Senator Greer" ("The
// son of Senator Greer was arrested"). It is "" otherwise.
func (v *clauseView) possessedDoer(j int, subject string) string {
	if !isLowerLetter(v.text[v.toks[j].Start]) {
		return ""
	}
	p := j - 1
	for p >= 0 && slices.Contains(auxiliaries, v.toks[p].Lower) {
		p--
	}
	if p < 0 || strings.TrimSpace(v.text[v.toks[p].End:v.toks[p+1].Start]) != "" {
		return ""
	}
	if n := v.nameAt(int(v.toks[p].Start)); n >= 0 {
		// "… of Senator Greer was arrested": a noun the name is of.
		name := &v.names[n]
		before := strings.TrimRight(v.text[:name.Start], " ")
		i := strings.LastIndexByte(before, ' ') + 1
		if !namedAs(name, subject) || !slices.Contains([]string{"of", "to"}, before[i:]) {
			return ""
		}
		noun := strings.TrimRight(before[:i], " ")
		w := noun[strings.LastIndexByte(noun, ' ')+1:]
		if w == "" || !isLowerLetter(w[0]) || !signals.IsContentWord(w) || !afterArticle(noun, len(noun)-len(w)) {
			return ""
		}
		start := strings.LastIndexByte(strings.TrimRight(noun[:len(noun)-len(w)], " "), ' ') + 1
		return v.text[start:name.End]
	}
	// "Olsen's deputy announced": a noun the name possesses.
	w := v.toks[p]
	if !isLowerLetter(v.text[w.Start]) || !signals.IsContentWord(w.Lower) {
		return ""
	}
	n := v.nameBefore(int(w.Start))
	if n < 0 || !namedAs(&v.names[n], subject) || !signals.IsPossessive(v.names[n].Text) {
		return ""
	}
	return v.text[v.names[n].Start:w.End]
}

// holdsLowerWordOf reports whether the claim holds a word that text
// writes in lower case.
func (cs *claimSignals) holdsLowerWordOf(text string) bool {
	for w := range strings.FieldsSeq(text) {
		if isLowerLetter(w[0]) && cs.holdsWord(strings.ToLower(strings.Trim(w, ",.;:'’"))) {
			return true
		}
	}
	return false
}

// sameName reports whether name n holds the folded name f, their marks
// set aside ("Zürich" and "Zurich").
func sameName(n *signals.Name, f string) bool {
	return containsWord(signals.Unmarked(signals.Fold(n.Text)), signals.Unmarked(f))
}

// afterArticle reports whether an article ends right before byte at of
// text, but for blanks: "The Briton".
func afterArticle(text string, at int) bool {
	before := strings.TrimRight(text[:at], " ")
	return isArticle(strings.ToLower(before[strings.LastIndexByte(before, ' ')+1:]))
}

// namesTogether reports whether a sentence of passage p writes the folded
// names a and b next to each other, one name of one person ("Tameka" and
// "Raymond" of "Tameka Raymond").
func (ix *Index) namesTogether(p int, a, b string) bool {
	pass := &ix.ev.Passages[p]
	ab, ba := a+" "+b, b+" "+a
	for s := pass.First; s <= pass.Last; s++ {
		if f := ix.ev.Sentences[s].Folded; strings.Contains(f, ab) || strings.Contains(f, ba) {
			return true
		}
	}
	return false
}

// isSpeechVerb reports whether w is a verb of saying speakerElsewhere
// reads, which are no content words: a switch, which titledSpeaker asks
// of every token of a claim about to be grounded.
func isSpeechVerb(w string) bool {
	switch w {
	case "said", "says", "told", "stated", "added", "noted", "warned", "argued", "insisted", "claimed":
		return true
	}
	return false
}

// speakerElsewhere reports whether passage e has another name say what
// the claim has its subject say, token k of the claim a verb of saying
// (see isSpeechVerb): a sentence of the passage that holds every content word
// the claim says was said, or a quote of it, has the verb follow another's name ("Mayor
// Derrick Fallow said the gap would close" for "Marisol Quenby, the
// finance director, said the gap would close"), no place of the verb in
// the passage follows no name or the subject's, and the two names are not
// written together in the passage.
func (ix *Index) speakerElsewhere(e *passageEval, cs *claimSignals, k, speaker int) (doerSwap, bool) {
	pass := &ix.ev.Passages[e.p]
	subject := cs.folded(speaker)
	swap := doerSwap{claim: cs.names[speaker].Text, verb: cs.tokens[k].Lower}
	for s := pass.First; s <= pass.Last; s++ {
		if !strings.Contains(ix.ev.Sentences[s].Folded, swap.verb) {
			continue
		}
		v := ix.sentenceView(cs.state, s)
		for j, t := range v.toks {
			if t.Lower != swap.verb {
				continue
			}
			n := v.speaker(j)
			if n < 0 || sameName(&v.names[n], subject) || containsWord(signals.Unmarked(subject), signals.Unmarked(signals.Fold(v.names[n].Text))) {
				return doerSwap{}, false // no one named, or the subject
			}
			if swap.source == "" && (ix.holdsSaid(cs, k, s) || cs.quotesSaidIn(ix, k, s)) {
				swap.source = v.names[n].Text
			}
		}
	}
	return swap, swap.source != "" && !ix.namesTogether(e.p, signals.Fold(swap.source), subject)
}

// titledSpeaker returns the claim's first verb of saying (see
// isSpeechVerb) and the
// name right before it that says it, when a few words of the speaker's
// title or office come before the name and open the claim ("Health
// commissioner Dr. Sana Whitlock said", "Velcor Energy chief executive
// Tomas Lindqvist said"), which subjectVerb does not read as one
// subject; -1 and -1 otherwise, and for a claim that opens on the
// speaker's name.
func (cs *claimSignals) titledSpeaker() (k, speaker int) {
	own := cs.names[:len(cs.names)-cs.borrowed]
	if len(own) < 2 {
		return -1, -1 // a title and a name are two
	}
	for j, t := range cs.tokens {
		if !isSpeechVerb(t.Lower) {
			continue
		}
		n := slices.IndexFunc(own, func(m signals.Name) bool { return m.End+1 == int(t.Start) })
		if n <= 0 || cs.seg.Text[own[n].End] != ' ' {
			return -1, -1
		}
		title := cs.seg.Text[:own[n].Start]
		if strings.ContainsAny(title, ",;:\"'") || strings.Count(title, " ") > maxTitleWords {
			return -1, -1
		}
		return j, n
	}
	return -1, -1
}

// maxTitleWords bounds the words of a title titledSpeaker reads before a
// speaker's name.
const maxTitleWords = 5

// speaker returns the name of view v that says token j, a verb of saying
// (see isSpeechVerb): the name right before it, past a comma before the name
// ("Profits would rise, Tom Lee said"), or past an aside after it ("Tom
// Lee, the chief executive, said"; "An analyst, Pia Lendrum, said"), not
// one of several ("Rhea Banerjee and Tom Lee said"), or,
// after a comma, the name right after it ("Profits would rise, said Tom
// Lee"); -1 when none is.
func (v *clauseView) speaker(j int) int {
	t := v.toks[j]
	if n := v.nameBefore(int(t.Start)); n >= 0 {
		if joined := strings.TrimRight(v.text[:v.names[n].Start], " "); strings.HasSuffix(joined, " and") || strings.HasSuffix(joined, "&") {
			return -1 // one of several ("Rhea Banerjee and Tom Lee said")
		}
		return n
	}
	before := strings.TrimRight(v.text[:t.Start], " ")
	if !strings.HasSuffix(before, ",") {
		return -1
	}
	for n := range v.names {
		opens := strings.HasSuffix(strings.TrimRight(v.text[:v.names[n].Start], " "), ",")
		if v.names[n].End == len(before)-1 && opens || appositiveEnd(v.text, v.names[n].End) == len(before) {
			return n
		}
	}
	if after := int(t.End) + 1; after < len(v.text) && v.text[t.End] == ' ' {
		if n := v.nameAt(after); n >= 0 && v.names[n].Start == after {
			return n
		}
	}
	return -1
}

// quotesSaidIn reports whether sentence s holds a quote of the claim
// after its token k: the words the claim says were said, as a sentence
// that sets them in other words around them says them ("Dr. Mina Farrow
// said the decline was 'faster than any model predicted'" of "Dr. Pablo
// Reyes said the seagrass decline was 'faster than any model predicted'").
func (cs *claimSignals) quotesSaidIn(ix *Index, k, s int) bool {
	if len(cs.quotes) == 0 {
		return false
	}
	after := int(cs.tokens[k].End)
	for q, norm := range cs.normalizedQuotes() {
		if cs.quotes[q].Start >= after && strings.Contains(ix.ev.Sentences[s].Quoted, string(norm.text)) {
			return true
		}
	}
	return false
}

// holdsSaid reports whether sentence s holds every content word of the
// claim after its token k.
func (ix *Index) holdsSaid(cs *claimSignals, k, s int) bool {
	ids := ix.ev.Sentences[s].StemIDs
	for j := k + 1; j < len(cs.tokens); j++ {
		if st := cs.state.tokenStems[j]; st.ok {
			if _, ok := slices.BinarySearch(ids, st.id); !ok {
				return false
			}
		}
	}
	return true
}

// appositiveEnd returns the byte after an aside of text that opens with a
// comma at byte at, right after a name, and says who the name is in a
// few words in lower case, up to the comma that closes it: ", the finance
// director," of "Mara Harlow, the finance director, said". It is -1 when
// there is none.
func appositiveEnd(text string, at int) int {
	if at >= len(text) || text[at] != ',' {
		return -1
	}
	end := strings.IndexByte(text[at+1:], ',')
	if end < 0 || end > maxAsideBytes {
		return -1
	}
	aside := strings.TrimSpace(text[at+1 : at+1+end])
	if aside == "" || !isLowerLetter(aside[0]) || strings.Count(aside, " ") >= maxAsideWords {
		return -1
	}
	for i := 0; i < len(aside); i++ {
		if c := aside[i]; !isLowerLetter(c) && c != ' ' && c != '\'' && c != '-' && c != '&' && c != '.' && (c < 'A' || c > 'Z') {
			return -1
		}
	}
	return at + 1 + end + 1
}

// maxAsideBytes and maxAsideWords bound the aside appositiveEnd reads.
const (
	maxAsideBytes = 60
	maxAsideWords = 7
)

// opensClaim reports whether name n opens text, after an article at most.
func opensClaim(text string, n *signals.Name) bool {
	if n.Start > len("  the ") {
		return false
	}
	before := strings.TrimSpace(text[:n.Start])
	return before == "" || isFoldedOneOf(before, []string{"the", "a", "an"})
}

// tokenAt returns the first token of toks that starts at byte at or
// after it, -1 when none does.
func tokenAt(toks []signals.Token, at int) int {
	if k := tokensBefore(toks, at); k < len(toks) {
		return k
	}
	return -1
}

// tokensBefore returns how many tokens of toks start before byte at: the
// index of the first that starts at it or after, len(toks) when none does.
func tokensBefore(toks []signals.Token, at int) int {
	k, _ := slices.BinarySearchFunc(toks, at, func(t signals.Token, at int) int { return int(t.Start) - at })
	return k
}
