package claims

import (
	"strings"
	"unicode"
	"unicode/utf8"
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
		segs[i].Preamble = isPreamble(segs[i].Text, heading)
	}
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
	core := preambleCore(t)
	if strings.HasSuffix(core, ":") || strings.HasSuffix(core, "：") {
		return wordCount(core) <= maxPreambleWords || hasFramingOpener(core)
	}
	if isInterjection(core) || isReplyFraming(core) {
		return true
	}
	bold := len(t) > 4 && strings.HasPrefix(t, "**") && strings.HasSuffix(t, "**") &&
		!strings.Contains(t[2:len(t)-2], "**")
	if heading || bold {
		return !endsWithTerminal(core) && !hasDigit(core) && wordCount(core) <= maxPreambleWords
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

// coreTrim marks the bytes of coreCutset. Read-only.
var coreTrim = byteSet(coreCutset)

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

// hasFramingOpener reports whether t opens with one of framingOpeners.
func hasFramingOpener(t string) bool {
	for _, p := range framingOpeners {
		if len(t) >= len(p) && strings.EqualFold(t[:len(p)], p) && !letterAt(t, len(p)) {
			return true
		}
	}
	return false
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

// maxInterjectionLen is the longest segment, in bytes and without its
// trailing punctuation, that isInterjection compares with interjections.
const maxInterjectionLen = 16

// interjectionTrailing is the punctuation (and emphasis) isInterjection
// drops from the end of a segment.
const interjectionTrailing = ".!,… *_"

// interjectionTrail marks every byte of the characters of
// interjectionTrailing, the lead and continuation bytes of "…" included.
// Read-only.
var interjectionTrail = byteSet(interjectionTrailing)

// interjectionInitials marks the first letters of interjections in either
// case, and every byte from 0x80 up: strings.EqualFold matches some
// non-ASCII letters to ASCII ones ("ſ" to "s"), so a text opening with a
// byte that is not marked is none of interjections. Read-only.
var interjectionInitials = func() (t [256]bool) {
	for _, w := range interjections {
		t[w[0]], t[w[0]&^0x20] = true, true
	}
	for b := utf8.RuneSelf; b < len(t); b++ {
		t[b] = true
	}
	return t
}()

// replyOpeners acknowledge a request at the start of a reply.
var replyOpeners = [...]string{"sure", "certainly", "of course", "absolutely", "okay", "ok", "yes"}

// replyInitials marks the first letters of replyOpeners in either case:
// a text whose first byte is none of them (a byte of a multi-byte
// character among them) opens with no opener. Read-only.
var replyInitials = func() (t [256]bool) {
	for _, p := range replyOpeners {
		t[p[0]], t[p[0]&^0x20] = true, true
	}
	return t
}()

// isReplyFraming reports whether t acknowledges a request and then speaks
// of the writer rather than the subject: an opener from replyOpeners, a
// comma or exclamation mark, then the pronoun "I" ("Sure, I can help with
// that!", "Certainly! I'd be glad to.").
func isReplyFraming(t string) bool {
	if t == "" || !replyInitials[t[0]] {
		return false
	}
	for _, p := range replyOpeners {
		// t[0] is an ASCII letter (see replyInitials), which folds only to
		// its other case: compare it before the whole opener.
		if t[0]|0x20 != p[0] {
			continue
		}
		if opens, framing := replyAfter(t, p); opens {
			return framing
		}
	}
	return false
}

// replyAfter reports whether t opens with the reply opener p and a comma
// or exclamation mark, and whether the pronoun "I" follows them.
func replyAfter(t, p string) (opens, framing bool) {
	if len(t) <= len(p)+2 || !strings.EqualFold(t[:len(p)], p) {
		return false, false
	}
	rest := t[len(p):]
	if rest[0] != ',' && rest[0] != '!' {
		return false, false
	}
	rest = strings.TrimLeft(rest[1:], " ")
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
	t = strings.TrimRight(t, interjectionTrailing)
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

// letterAt reports whether a letter starts at byte i of t.
func letterAt(t string, i int) bool {
	if i >= len(t) {
		return false
	}
	r, _ := utf8.DecodeRuneInString(t[i:])
	return unicode.IsLetter(r)
}

// wordCount counts the whitespace-separated words of t.
func wordCount(t string) int {
	n, in := 0, false
	for _, r := range t {
		if isSpace(r) {
			in = false
		} else if !in {
			in = true
			n++
		}
	}
	return n
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
