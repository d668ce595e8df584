package claims

import (
	"math/bits"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/sourced-dev/sourced/internal/swar"
)

// maxPreambleWords is the longest line, in words, that ending in a colon
// alone makes a preamble ("The three main findings are:"). Longer lines
// need a framing opener as well.
const maxPreambleWords = 15

// markPreamble sets Preamble on the segments of one line, out[first:].
// heading reports a Markdown heading line.
func (sp *splitter) markPreamble(first int, heading bool) {
	segs := sp.out[first:]
	for i := range segs {
		// Preamble is false as emit appends a segment. isPreamble may
		// hold only for a heading's segment, one that is not its own core
		// (see preambleCore), ends in a colon or opens as an interjection
		// or a reply opener may (mayOpenFraming): most segments are told
		// apart here, without the call.
		t := segs[i].Text
		if n := len(t); heading || n < 3 || coreTrim[t[0]] || coreTrim[t[n-1]] || t[n-1] == ':' || t[n-1] == colonWideLast ||
			mayOpenFraming(t) {
			segs[i].Preamble = isPreamble(t, heading)
		}
	}
}

// splitLeadingPreamble cuts a framing phrase ending in a colon ("Here is
// the summary:") off the statement that follows it on the same line, when
// that statement's segment is the first of the text that is not a
// preamble: out[first:] are the segments of the line just split, marked,
// and all segments before them are preambles. The phrase becomes a
// preamble segment of its own, so that its words and figures ("in 66
// words") are never read as part of the statement. The segment after it
// is marked as any segment of the line is. Once a segment that is not a
// preamble is met, cut or not, later lines are left as they are.
func (sp *splitter) splitLeadingPreamble(first int, heading bool) {
	for i := first; i < len(sp.out); i++ {
		seg := sp.out[i]
		if seg.Preamble {
			continue
		}
		sp.leading = false
		n := leadingPreamble(seg.Text)
		if n == 0 {
			return
		}
		rest := sp.skipSpace(seg.Start+n, seg.End)
		sp.out[i] = Segment{Text: seg.Text[:n], Start: seg.Start, End: seg.Start + n, Preamble: true}
		after := Segment{Text: sp.text[rest:seg.End], Start: rest, End: seg.End}
		after.Preamble = isPreamble(after.Text, heading)
		sp.out = slices.Insert(sp.out, i+1, after)
		return
	}
}

// leadingPreamble returns the length in bytes of the framing phrase that
// opens t and ends at its first colon followed by a gap (or at a
// full-width colon), with any emphasis markers closing it ("**Summary:**
// Sales rose."), or 0 if t opens with none or nothing with a letter or
// digit follows it. A phrase ending in a colon is a preamble on a line of
// its own when it has few words or opens with one of framingOpeners;
// before a statement on the same line, where the colon may as well join
// two parts of one statement ("Sales rose in three regions: ..."), it
// must have both. Most texts open with no framing phrase, and are not
// searched for a colon.
func leadingPreamble(t string) int {
	if !hasFramingOpener(strings.TrimLeft(t, coreCutset)) {
		return 0
	}
	wide := strings.Index(t, "：")
	if wide < 0 {
		wide = len(t)
	}
	for i := 0; ; i++ {
		end := 0
		if j := strings.IndexByte(t[i:wide], ':'); j >= 0 {
			i += j
			end = i + 1
		} else if wide < len(t) {
			i, end = wide, wide+len("：")
		} else {
			return 0
		}
		for end < len(t) && (t[end] == '*' || t[end] == '_') {
			end++
		}
		if t[i] == ':' && end < len(t) && !isSpace(runeAt(t, end, len(t))) {
			continue // a colon inside a token: "10:30", "http:"
		}
		if !fewWords(preambleCore(t[:end])) || !hasWordChar(t[end:]) {
			return 0
		}
		return end
	}
}

// mayOpenFraming reports whether the first three bytes of t, at least
// three bytes long, may open an interjection or a reply: they are not all
// ASCII (strings.EqualFold matches some other letters to ASCII ones), or
// they are among framingStarts, folded to lower case.
func mayOpenFraming(t string) bool {
	k := uint32(t[0]) | uint32(t[1])<<8 | uint32(t[2])<<16
	if k&0x808080 != 0 {
		return true
	}
	k |= 0x202020
	for i := framingStartSlot(k); ; i = (i + 1) % len(framingStarts) {
		switch framingStarts[i] {
		case k:
			return true
		case 0:
			return false
		}
	}
}

// buildFramingStarts returns framingStarts, generated into tables.go: the
// first three bytes, each with bit 0x20 set (an ASCII letter's lower
// case), of every text that isInterjection or isReplyFraming may take, at
// the slots framingStartSlot gives them or the next free ones; a slot of 0
// is free. They are those of each interjection and reply opener three
// bytes long or more, and those of the shorter ones ("ok") with each byte
// that may follow them: one of interjectionTrailing, or the comma and
// exclamation mark after a reply opener.
func buildFramingStarts() (t [128]uint32) {
	var starts []string
	for _, w := range append(interjections[:], replyOpeners[:]...) {
		if len(w) >= 3 {
			starts = append(starts, w[:3])
			continue
		}
		for _, c := range []byte(interjectionTrailing + ",!") {
			starts = append(starts, w+string(c))
		}
	}
	for _, w := range starts {
		k := (uint32(w[0]) | uint32(w[1])<<8 | uint32(w[2])<<16) | 0x202020
		i := framingStartSlot(k)
		for t[i] != 0 && t[i] != k {
			i = (i + 1) % len(t)
		}
		t[i] = k
	}
	return t
}

// framingStartSlot returns the slot of framingStarts that key k hashes to.
func framingStartSlot(k uint32) int {
	return int(k * 0x9e3779b1 >> 25)
}

// isPreamble reports whether the segment t frames rather than states:
//   - it ends in a colon and is short, or opens with a framing phrase
//     ("Here is", "Below are", "The following", "Summary", ...);
//   - it is a bare interjection ("Sure!", "Of course.", "Hope this helps!");
//   - it acknowledges a request and speaks of the writer ("Sure, I can
//     help with that!");
//   - it is a heading (a Markdown heading, or a line wholly in bold)
//     that is not a sentence and states no figure.
func isPreamble(t string, heading bool) bool {
	if n := len(t); !heading && n > 0 && !coreTrim[t[0]] && !coreTrim[t[n-1]] && t[n-1] != ':' && t[n-1] != colonWideLast {
		// Most segments: t is its own core (see preambleCore), ends in
		// neither colon and is not bold (which opens with "**"), so only
		// the interjection and reply tests can hold. Their shortcuts
		// are taken here, isInterjection's tests of the first byte and
		// the length and mayOpenReply, so that most segments make no
		// call.
		return interjectionInitials[t[0]] && (n <= maxInterjectionLen || interjectionTrail[t[maxInterjectionLen]]) &&
			matchesInterjection(t) || mayOpenReply(t) && isReplyFraming(t)
	}
	return framesText(t, heading)
}

// colonWideLast is the last byte of the full-width colon "：" (U+FF1A,
// EF BC 9A in UTF-8).
const colonWideLast = 0x9a

// framesText is isPreamble without its shortcut for most segments.
func framesText(t string, heading bool) bool {
	core := preambleCore(t)
	if strings.HasSuffix(core, ":") || strings.HasSuffix(core, "：") {
		return fewWords(core) || hasFramingOpener(core)
	}
	if isInterjection(core) || isReplyFraming(core) {
		return true
	}
	bold := len(t) > 4 && strings.HasPrefix(t, "**") && strings.HasSuffix(t, "**") &&
		!strings.Contains(t[2:len(t)-2], "**")
	if heading || bold {
		return !endsWithTerminal(core) && !hasDigit(core) && fewWords(core)
	}
	return false
}

// preambleCore returns t trimmed of coreCutset at both ends. Most
// segments neither open nor close with one of its bytes, and are their own
// core without a call to strings.Trim.
func preambleCore(t string) string {
	if t != "" && !coreTrim[t[0]] && !coreTrim[t[len(t)-1]] {
		return t
	}
	return strings.Trim(t, coreCutset)
}

// coreCutset is trimmed from both ends of a segment before the tests of
// isPreamble: emphasis markers and spaces.
const coreCutset = "*_ "

// byteSet returns a table marking each byte of s.
func byteSet(s string) (t [256]bool) {
	for i := 0; i < len(s); i++ {
		t[s[i]] = true
	}
	return t
}

// framingOpeners open lines that announce what follows rather than state
// it. Matched case-insensitively, as whole words, at the start of a line.
var framingOpeners = [...]string{
	"here is", "here's", "here’s", "here are", "below is", "below are",
	"the following", "following is", "following are", "sure", "certainly",
	"of course", "absolutely", "okay", "ok", "summary", "answer",
	"in summary", "to summarize", "to summarise", "based on", "in short",
	"as follows",
}

// The sets of framingOpenersBy are the 32 bits of a uint32, bit k for
// framingOpeners[k]: more openers than that fail to compile here, where
// buildFramingOpenersBy would drop the rest without a word.
var _ [32 - len(framingOpeners)]struct{}

// hasFramingOpener reports whether t opens with one of framingOpeners.
// Their first letters are ASCII, so only the openers that t's first byte
// may begin (see framingOpenersBy) are compared: comparing each opener's
// first byte took 1 M instructions a RAGTruth op.
func hasFramingOpener(t string) bool {
	if t == "" {
		return false
	}
	for set := framingOpenersBy[t[0]]; set != 0; set &= set - 1 {
		if p := framingOpeners[bits.TrailingZeros32(set)]; len(t) >= len(p) && strings.EqualFold(t[:len(p)], p) && !letterAt(t, len(p)) {
			return true
		}
	}
	return false
}

// buildFramingOpenersBy returns framingOpenersBy, generated into
// tables.go: for each byte, the framingOpeners whose first letter it is in
// either case, as a set of indices (bit k for framingOpeners[k]), as
// buildReplyOpenersBy does for replyOpeners.
func buildFramingOpenersBy() (t [256]uint32) {
	for k, p := range framingOpeners {
		t[p[0]] |= 1 << k
		t[p[0]&^0x20] |= 1 << k
	}
	return t
}

// interjections are whole segments that acknowledge a request or close a
// reply and state nothing.
var interjections = [...]string{
	"sure", "sure thing", "certainly", "of course", "absolutely", "okay", "ok",
	"alright", "all right", "great", "got it", "understood", "definitely",
	"no problem", "happy to help", "great question", "good question",
	"good luck", "hope this helps", "i hope this helps", "that's it",
	"that’s it", "thanks", "thank you", "enjoy",
}

// buildMaxInterjectionLen returns maxInterjectionLen, generated into
// tables.go: the longest segment, in bytes and without its trailing
// punctuation, that isInterjection compares with interjections, the
// longest of them.
func buildMaxInterjectionLen() (n int) {
	for _, w := range interjections {
		n = max(n, len(w))
	}
	return n
}

// interjectionTrailing is the punctuation (and emphasis) isInterjection
// drops from the end of a segment.
const interjectionTrailing = ".!,… *_"

// buildInterjectionInitials returns interjectionInitials, generated into
// tables.go: the first letters of interjections marked in either case,
// and every byte from 0x80 up. strings.EqualFold matches some non-ASCII
// letters to ASCII ones ("ſ" to "s"), so a text opening with a byte that
// is not marked is none of interjections.
func buildInterjectionInitials() (t [256]bool) {
	for _, w := range interjections {
		t[w[0]], t[w[0]&^0x20] = true, true
	}
	for b := utf8.RuneSelf; b < len(t); b++ {
		t[b] = true
	}
	return t
}

// replyOpeners acknowledge a request at the start of a reply.
var replyOpeners = [...]string{"sure", "certainly", "of course", "absolutely", "okay", "ok", "yes"}

// buildReplyOpenersBy returns replyOpenersBy, generated into tables.go:
// for each byte, the replyOpeners whose first letter it is in either case,
// as a set of indices (bit k for replyOpeners[k]). An ASCII letter folds
// only to its other case, so a text opening with a byte opens with none of
// the openers not in its set.
func buildReplyOpenersBy() (t [256]uint8) {
	for k, p := range replyOpeners {
		t[p[0]] |= 1 << k
		t[p[0]&^0x20] |= 1 << k
	}
	return t
}

// buildReplyMarksBy returns replyMarksBy, generated into tables.go: for
// each byte, the lengths of the replyOpeners whose first letter it is in
// either case, as a set (bit n for length n), as a reply opener is
// followed by a comma or an exclamation mark.
func buildReplyMarksBy() (t [256]uint16) {
	for _, p := range replyOpeners {
		t[p[0]] |= 1 << len(p)
		t[p[0]&^0x20] |= 1 << len(p)
	}
	return t
}

// mayOpenReply reports whether the non-empty t has a comma or an
// exclamation mark just after the length of a reply opener that its first
// byte may begin (see replyOpenersBy), as isReplyFraming requires: a
// shortcut for most segments.
func mayOpenReply(t string) bool {
	for set := replyMarksBy[t[0]]; set != 0; set &= set - 1 {
		if n := bits.TrailingZeros16(set); n < len(t) && (t[n] == ',' || t[n] == '!') {
			return true
		}
	}
	return false
}

// isReplyFraming reports whether t acknowledges a request and then speaks
// of the writer rather than the subject: an opener from replyOpeners, a
// comma or exclamation mark, then the pronoun "I" ("Sure, I can help with
// that!", "Certainly! I'd be glad to.").
func isReplyFraming(t string) bool {
	if t == "" {
		return false
	}
	// The openers that t[0] may begin, in the order of replyOpeners.
	for set := replyOpenersBy[t[0]]; set != 0; set &= set - 1 {
		if opens, framing := replyAfter(t, replyOpeners[bits.TrailingZeros8(set)]); opens {
			return framing
		}
	}
	return false
}

// replyAfter reports whether t opens with the reply opener p and a comma
// or exclamation mark, and whether the pronoun "I" follows them.
func replyAfter(t, p string) (opens, framing bool) {
	if len(t) <= len(p)+2 || (t[len(p)] != ',' && t[len(p)] != '!') || !strings.EqualFold(t[:len(p)], p) {
		return false, false
	}
	rest := strings.TrimLeft(t[len(p)+1:], " ")
	return true, len(rest) >= 2 && rest[0] == 'I' && (rest[1] == ' ' || rest[1] == '\'' ||
		strings.HasPrefix(rest[1:], "’"))
}

// isInterjection reports whether t, without trailing punctuation, is one
// of interjections.
func isInterjection(t string) bool {
	// Two exact shortcuts before the trim, which walks t's runes from the
	// end. The trim keeps t's first byte unless it removes all of t, and
	// an interjection starts with one of interjectionInitials. And when t
	// is longer than maxInterjectionLen, the trim leaves too much of it
	// unless it removes the byte at maxInterjectionLen, which is then a
	// byte of one of the trimmed characters.
	if t == "" || !interjectionInitials[t[0]] ||
		len(t) > maxInterjectionLen && !interjectionTrail[t[maxInterjectionLen]] {
		return false
	}
	return matchesInterjection(t)
}

// matchesInterjection is isInterjection without its shortcuts.
func matchesInterjection(t string) bool {
	t = trimTrailing(t)
	if len(t) > maxInterjectionLen {
		return false
	}
	for _, w := range interjections {
		if strings.EqualFold(t, w) {
			return true
		}
	}
	return false
}

// trimTrailing returns t without the characters of interjectionTrailing
// at its end, as strings.TrimRight does, byte by byte for the ASCII ones
// rather than through its loop over runes.
func trimTrailing(t string) string {
	for t != "" {
		if c := t[len(t)-1]; c < utf8.RuneSelf && interjectionTrail[c] {
			t = t[:len(t)-1]
		} else if strings.HasSuffix(t, "…") {
			t = t[:len(t)-len("…")]
		} else {
			break
		}
	}
	return t
}

// letterAt reports whether a letter starts at byte i of t.
func letterAt(t string, i int) bool {
	if i >= len(t) {
		return false
	}
	r, _ := utf8.DecodeRuneInString(t[i:])
	return unicode.IsLetter(r)
}

// fewWords reports whether t has at most maxPreambleWords
// whitespace-separated words. It stops at the first word past them, so
// that a long line costs no more than a short one. It counts the words
// starting in eight bytes at once where these are all from 0x20 to 0x7F,
// in which a space is the only whitespace, as in most text.
func fewWords(t string) bool {
	n, in := 0, false
	for i := 0; i < len(t); {
		if i+8 <= len(t) {
			if x := swar.Load64(t[i : i+8]); outsideASCIIText(x)&swar.Highs == 0 {
				// The top bit of each byte that is no space, with no
				// carry between bytes, all below 0x60 once the spaces
				// are zero; a word starts at such a byte after a space.
				words := ((x ^ ' '*swar.Ones) + 0x7f*swar.Ones) & swar.Highs
				before := words << 8
				if in {
					before |= 0x80
				}
				if n += bits.OnesCount64(words &^ before); n > maxPreambleWords {
					return false
				}
				in = words>>63 != 0
				i += 8
				continue
			}
		}
		space := false
		if b := t[i]; b < utf8.RuneSelf {
			space = asciiSpace[b]
			i++
		} else {
			r, w := utf8.DecodeRuneInString(t[i:])
			space = isSpaceNonASCII(r)
			i += w
		}
		if space {
			in = false
		} else if !in {
			if n++; n > maxPreambleWords {
				return false
			}
			in = true
		}
	}
	return true
}

// endsWithTerminal reports whether t ends in sentence punctuation, perhaps
// followed by closing quotes or brackets.
func endsWithTerminal(t string) bool {
	t = strings.TrimRight(t, "\"')]”’»")
	return strings.HasSuffix(t, ".") || strings.HasSuffix(t, "!") ||
		strings.HasSuffix(t, "?") || strings.HasSuffix(t, "…")
}

// hasDigit reports whether t holds a decimal digit.
func hasDigit(t string) bool {
	for _, r := range t {
		if unicode.IsDigit(r) {
			return true
		}
	}
	return false
}
