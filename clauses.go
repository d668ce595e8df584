package sourced

import (
	"math/bits"
	"slices"
	"strings"

	"github.com/sourced-dev/sourced/internal/evidence"
)

// splitWords are the words a claim is cut at into the parts a model may
// join a made-up fact to: "… scored 12 goals and 5 assists", "… a
// trusted courier and former pilot", "… a flood that closed the
// bridge". The claim is also cut at , ; : ( and ). Matched as written
// (lower case), at word boundaries.
var splitWords = []string{"and", "but", "while", "whereas", "which", "who", "whom", "that", "where",
	"because", "although", "though", "after", "before", "including", "as well as", "due to"}

// buildSplitSeconds returns splitSeconds, generated into tables.go: for
// each first letter of splitWords, bit c-'a' (of five bits) for the second
// byte c of each of them.
func buildSplitSeconds() (m [26]uint32) {
	for _, w := range splitWords {
		m[w[0]-'a'] |= 1 << ((w[1] - 'a') & 31)
	}
	return m
}

// byFirstLetter returns words, which start with a lower-case ASCII letter,
// by their first letter, in their order.
func byFirstLetter(words []string) (by [26][]string) {
	for _, w := range words {
		by[w[0]-'a'] = append(by[w[0]-'a'], w)
	}
	return by
}

// minClauseWords is the least number of content words a part of a claim
// needs before the passage must hold one of them.
const minClauseWords = 2

// isASCIIWordByte reports whether c is an ASCII letter, digit or
// underscore: a word character for the boundaries of parts and
// isMetaClause. Other bytes, those of non-ASCII runes included, are not.
func isASCIIWordByte(c byte) bool {
	return c == '_' || '0' <= c && c <= '9' || 'a' <= c|0x20 && c|0x20 <= 'z'
}

// splitWordAt returns the end of the split word that starts at byte i of
// text, the start of a word, or -1 when none does.
func splitWordAt(text string, i int) int {
	rest := text[i:]
	// Most words are ruled out by their second byte, which no split word
	// of their first letter has.
	if len(rest) < 2 || splitSeconds[text[i]-'a']>>((rest[1]-'a')&31)&1 == 0 {
		return -1
	}
	for _, w := range splitWordsBy[text[i]-'a'] {
		// Every split word has a second byte, compared before the rest.
		if len(rest) > 1 && rest[1] == w[1] && strings.HasPrefix(rest, w) && (len(w) == len(rest) || !isASCIIWordByte(rest[len(w)])) {
			return i + len(w)
		}
	}
	return -1
}

// claimPart is one part of a claim, as parts cuts it, with the ids
// of its content stems that some source holds.
type claimPart struct {
	text  string
	ids   []int32
	words int // content words, known to the sources or not
}

// buildSplitStarts returns splitStarts, generated into tables.go: the
// bytes of a claim classed for parts, splitPunct for the punctuation it
// cuts at wherever it stands, splitLetter for the first letters of
// splitWords, which cut only at the start of a word.
func buildSplitStarts() (c [256]uint8) {
	for _, p := range []byte(",;:()") {
		c[p] = splitPunct
	}
	for k, ws := range splitWordsBy {
		if len(ws) > 0 {
			c['a'+k] = splitLetter
		}
	}
	return c
}

// The classes of splitStarts.
const (
	splitPunct = 1 + iota
	splitLetter
)

// parts returns the claim's parts, cut once for the claim.
func (ix *Index) parts(cs *claimSignals) []claimPart {
	if cs.partsDone {
		return cs.parts
	}
	cs.partsDone = true
	cs.state.partIDs = cs.state.partIDs[:0]
	text := cs.seg.Text
	start := 0
	for i := 0; i < len(text); {
		// A split word starts a word, and punctuation stands between
		// words: the rest of a word is passed over unread.
		end := -1
		switch c := text[i]; {
		case wordBytes[c]:
			if splitStarts[c] == splitLetter {
				end = splitWordAt(text, i)
			}
			if end < 0 {
				for i++; i < len(text) && wordBytes[text[i]]; i++ {
				}
				continue
			}
		case splitStarts[c] == splitPunct:
			end = i + 1
		default:
			i++
			continue
		}
		cs.parts = ix.appendPart(cs, start, i)
		start, i = end, end
	}
	cs.parts = ix.appendPart(cs, start, len(text))
	return cs.parts
}

// appendPart appends the part text[start:end] of the claim with its
// content stems.
func (ix *Index) appendPart(cs *claimSignals, start, end int) []claimPart {
	// The parts' ids share one buffer, reused claim after claim.
	ids := cs.state.partIDs
	k := len(ids)
	var words int
	if i, j, whole := cs.spanTokens(start, end); whole {
		// The stems of the part's tokens, repeats left out, with the ids
		// contentStems found them to have.
		sc := &cs.state.attr
		stems := sc.partStems[:0]
		for _, t := range cs.state.tokenStems[i:j] {
			if t.ok && !slices.Contains(stems, t.stem) {
				stems = append(stems, t.stem)
				if t.id >= 0 {
					ids = append(ids, t.id)
				}
			}
		}
		sc.partStems, words = stems, len(stems)
	} else {
		stems := cs.contentWords(ix, start, end)
		for _, st := range stems {
			if id := ix.ev.StemID(st); id >= 0 {
				ids = append(ids, id)
			}
		}
		words = len(stems)
	}
	cs.state.partIDs = ids
	return append(cs.parts, claimPart{text: cs.seg.Text[start:end], words: words, ids: ids[k:len(ids):len(ids)]})
}

// holdsEveryPart reports, without cutting the claim into parts, that
// unsupportedPart finds each part supported by passage e. When no token
// runs across the ends of a part (see partsWhole), a part's content words
// are those of its tokens, and a part of minClauseWords or more that the
// passage has nothing of holds two tokens next to each other among the
// claim's content words, of different stems, neither of which the passage
// holds: a claim without such a pair has every part supported. Most
// claims are told so by e.stems alone: one without direction cues (whose
// stems are left out of its stems) whose stems (at most 64) the passage
// lacks fewer than minClauseWords of, which e.stems counts, as it has a
// bit only for each of them the passage holds. The others' content words
// are looked up in the passage's sentences, as unsupportedPart does.
func (ix *Index) holdsEveryPart(cs *claimSignals, e *passageEval) bool {
	if !cs.ascii || !cs.partsWhole() {
		return false
	}
	if n := len(cs.stems); n <= 64 && n-bits.OnesCount64(e.stems) < minClauseWords && len(cs.cues) == 0 {
		return true
	}
	sents := ix.ev.SentencesOf(ix.ev.Passages[e.p])
	lacking := false // whether the last content word is one the passage lacks
	var last string  // its stem then
	for _, t := range cs.state.tokenStems {
		if !t.ok {
			continue
		}
		if t.id >= 0 && cs.holdsStem(e, sents, t.id) {
			lacking = false
			continue
		}
		if lacking && t.stem != last {
			return false
		}
		lacking, last = true, t.stem
	}
	return true
}

// holdsStem reports whether passage e, whose sentences are sents, holds
// the stem of id, one of the claim's tokens': one of the claim's stems
// (at most 64) is read from e.stems, by its place found among stemRefs,
// and the others (a cue's) are looked up in the sentences.
func (cs *claimSignals) holdsStem(e *passageEval, sents []evidence.Sentence, id int32) bool {
	if refs := cs.stemRefs; len(cs.stems) <= 64 {
		// The first ref of an id no less than id, by halves.
		lo, hi := 0, len(refs)
		for lo < hi {
			if m := int(uint(lo+hi) >> 1); refs[m].id < id {
				lo = m + 1
			} else {
				hi = m
			}
		}
		if lo < len(refs) && refs[lo].id == id {
			return e.stems>>(uint(refs[lo].pos)&63)&1 != 0
		}
	}
	return sentencesHold(sents, id)
}

// sentencesHold reports whether one of the sentences holds the stem of
// id.
func sentencesHold(sents []evidence.Sentence, id int32) bool {
	for si := range sents {
		if _, ok := slices.BinarySearch(sents[si].StemIDs, id); ok {
			return true
		}
	}
	return false
}

// partsWhole reports, of an ASCII claim, that no token runs across the
// ends of a part. A token of one is a run of letters and digits, or such
// runs joined by single hyphens and apostrophes, and a part is cut at
// punctuation, which no token holds, or at a split word, whose first and
// last runs stand between bytes that are no letters or digits: a token
// runs across a part's end only when it holds a joiner, and one of its
// runs is a split word, or the first or last word of one ("as", "due",
// "to"). Only the tokens holding a joiner are read, those of a claim
// without hyphens and apostrophes none (and a token's lower case, read
// here, holds a split word wherever the token does): found from the
// joiners of the claim's lower case, which its tokens' are cut from at
// their offsets, and not by reading every token.
func (cs *claimSignals) partsWhole() bool {
	lower, toks := cs.lower, cs.tokens
	hy, ap := joinerFrom(lower, 0, '-'), joinerFrom(lower, 0, '\'')
	for k := 0; ; {
		i := min(hy, ap) // the next joiner
		if i == len(lower) {
			return true
		}
		for k < len(toks) && int(toks[k].End) <= i {
			k++
		}
		if k == len(toks) {
			return true
		}
		next := i + 1
		if int(toks[k].Start) <= i {
			if splitsJoined(toks[k].Lower) {
				return false
			}
			next = int(toks[k].End)
			k++
		}
		if hy < next {
			hy = joinerFrom(lower, next, '-')
		}
		if ap < next {
			ap = joinerFrom(lower, next, '\'')
		}
	}
}

// joinerFrom returns the place of the first byte c of s from i on,
// len(s) when there is none.
func joinerFrom(s string, i int, c byte) int {
	if j := strings.IndexByte(s[i:], c); j >= 0 {
		return i + j
	}
	return len(s)
}

// splitsJoined reports whether a token's lower case w, which holds a
// joiner (a hyphen or an apostrophe), has a run between its joiners and
// ends that is a split word's edge (see partsWhole).
func splitsJoined(w string) bool {
	start := 0
	for i := 0; i <= len(w); i++ {
		if i < len(w) && w[i] != '-' && w[i] != '\'' {
			continue
		}
		if isWordOf(w[start:i], &splitEdgesBy) {
			return true
		}
		start = i + 1
	}
	return false
}

// buildSplitEdgesBy returns splitEdgesBy, generated into tables.go: by
// their first letter, the words a split word opens or ends with, the split
// words of one word, and the first and last words of the others.
func buildSplitEdgesBy() [26][]string {
	var edges []string
	for _, w := range splitWords {
		first, _, _ := strings.Cut(w, " ")
		edges = append(edges, first)
		if last := w[strings.LastIndexByte(w, ' ')+1:]; last != first {
			edges = append(edges, last)
		}
	}
	return byFirstLetter(edges)
}

// unsupportedPart returns the first part of the claim none of whose
// content words the passage p holds, or "" when every part has support.
func (ix *Index) unsupportedPart(cs *claimSignals, p int) string {
	sents := ix.ev.SentencesOf(ix.ev.Passages[p])
	for _, part := range ix.parts(cs) {
		if part.words < minClauseWords {
			continue
		}
		if !slices.ContainsFunc(part.ids, func(id int32) bool { return sentencesHold(sents, id) }) {
			return strings.TrimSpace(part.text)
		}
	}
	return ""
}
