package claims

import (
	"strings"
	"testing"
)

// preambleProbes returns texts around the words the preamble tests look
// for: each interjection and reply opener in three cases and with a
// non-ASCII letter that folds to an ASCII one, with emphasis before it and
// trailing punctuation, a reply, or more words after it, at lengths on
// both sides of maxInterjectionLen; lines of about maxPreambleWords
// words of many lengths; and the lines of generated prose.
func preambleProbes() []string {
	var words []string
	for _, w := range interjections {
		words = append(words, w)
	}
	for _, w := range replyOpeners {
		words = append(words, w)
	}
	words = append(words, "the results", "yesterday", "here is the list", "x", "")
	var cased []string
	for _, w := range words {
		cased = append(cased, w, strings.ToUpper(w), strings.ToUpper(w[:min(1, len(w))])+w[min(1, len(w)):],
			strings.ReplaceAll(w, "s", "ſ"), strings.ReplaceAll(w, "k", "\u212a"))
	}
	prefixes := []string{"", "*", "**", "_ ", " "}
	suffixes := []string{"", "!", ".", "…", "...", "!!!", ",", " *", "**", ":", "：", "\xe2\x80", "\x80\xa6", "\xa6",
		"é…", "…\xe2…",
		strings.Repeat("!", 20), strings.Repeat("…", 6), ", I can help.", "! I’d be glad to.",
		", I", "! I'm", ", the plant closed.", " this helps", " and the rest of it is long."}
	var out []string
	for _, p := range prefixes {
		for _, w := range cased {
			for _, s := range suffixes {
				out = append(out, p+w+s)
			}
		}
	}
	for line := range strings.Lines(englishLike(1 << 14)) {
		out = append(out, line, strings.TrimSpace(line))
	}
	for n := maxPreambleWords - 2; n <= maxPreambleWords+2; n++ {
		words := strings.Repeat("word ", n)
		out = append(out, words+"end:", " \u00a0"+words, strings.ReplaceAll(words, " ", "\u2003\t"))
		// Words of every length up to and past a word of eight bytes,
		// with gaps of one or more spaces or a tab, so that words start
		// at every place in a word and the count goes on across words.
		for k := 1; k <= 10; k++ {
			w := strings.Repeat("w", k)
			out = append(out, strings.Repeat(w+" ", n), strings.Repeat(" "+w+"  ", n), strings.Repeat(w+"\t", n),
				strings.Repeat(w+" é ", n/2)+"end:")
		}
	}
	return out
}

// slowReplyFraming is isReplyFraming without its tests of the first byte:
// the reference they are checked against.
func slowReplyFraming(t string) bool {
	for _, p := range replyOpeners {
		if opens, framing := replyAfter(t, p); opens {
			return framing
		}
	}
	return false
}

// slowFramingOpener is hasFramingOpener without its sets of openers by
// first byte: each of framingOpeners compared in turn, the reference
// that hasFramingOpener is checked against.
func slowFramingOpener(t string) bool {
	for _, p := range framingOpeners {
		if len(t) >= len(p) && strings.EqualFold(t[:len(p)], p) && !letterAt(t, len(p)) {
			return true
		}
	}
	return false
}

// checkPreambleShortcuts fails unless the shortcuts of the preamble tests
// answer as the code they stand in for on s.
func checkPreambleShortcuts(t *testing.T, s string) {
	t.Helper()
	if got, want := preambleCore(s), strings.Trim(s, coreCutset); got != want {
		t.Fatalf("preambleCore(%q) = %q, want %q", s, got, want)
	}
	if got, want := fewWords(s), len(strings.FieldsFunc(s, isSpace)) <= maxPreambleWords; got != want {
		t.Fatalf("fewWords(%q) = %v, want %v", s, got, want)
	}
	if got, want := trimTrailing(s), strings.TrimRight(s, interjectionTrailing); got != want {
		t.Fatalf("trimTrailing(%q) = %q, want %q", s, got, want)
	}
	for _, heading := range []bool{false, true} {
		if got, want := isPreamble(s, heading), framesText(s, heading); got != want {
			t.Fatalf("isPreamble(%q, %v) = %v, want %v", s, heading, got, want)
		}
	}
	if got, want := isInterjection(s), matchesInterjection(s); got != want {
		t.Fatalf("isInterjection(%q) = %v, want %v", s, got, want)
	}
	if got, want := hasFramingOpener(s), slowFramingOpener(s); got != want {
		t.Fatalf("hasFramingOpener(%q) = %v, want %v", s, got, want)
	}
	if got, want := isReplyFraming(s), slowReplyFraming(s); got != want {
		t.Fatalf("isReplyFraming(%q) = %v, want %v", s, got, want)
	}
	if s != "" && !mayOpenReply(s) && slowReplyFraming(s) {
		t.Fatalf("mayOpenReply(%q) = false for a reply", s)
	}
	if len(s) >= 3 && !mayOpenFraming(s) && (matchesInterjection(s) || slowReplyFraming(s)) {
		t.Fatalf("mayOpenFraming(%q) = false for an interjection or a reply", s)
	}
	// markPreamble marks a segment it does not ask isPreamble about as
	// none: it must be none.
	for _, heading := range []bool{false, true} {
		segs := []Segment{{Text: s}}
		(&splitter{out: segs}).markPreamble(0, heading)
		if s != "" && segs[0].Preamble != framesText(s, heading) {
			t.Fatalf("markPreamble of %q (heading %v) marks it %v, want %v", s, heading, segs[0].Preamble, !segs[0].Preamble)
		}
	}
}

func TestPreambleShortcuts(t *testing.T) {
	if w := "："; w[len(w)-1] != colonWideLast {
		t.Fatalf("colonWideLast = %#x, want the last byte of %q", colonWideLast, w)
	}
	if len(replyOpeners) > 8 {
		t.Fatalf("%d reply openers do not fit the bits of replyOpenersBy", len(replyOpeners))
	}
	for _, p := range replyOpeners {
		if len(p) >= 16 {
			t.Fatalf("reply opener %q is too long for the bits of replyMarksBy", p)
		}
	}
	matched := 0
	for _, s := range preambleProbes() {
		checkPreambleShortcuts(t, s)
		if matchesInterjection(s) || slowReplyFraming(s) {
			matched++
		}
	}
	// The probes must reach the slow paths, not only the shortcuts.
	if matched < 100 {
		t.Fatalf("only %d probes are interjections or reply framing", matched)
	}
}

func FuzzPreambleShortcuts(f *testing.F) {
	for _, s := range preambleProbes()[:200] {
		f.Add(s)
	}
	f.Fuzz(checkPreambleShortcuts)
}

// TestEveryInterjection: each listed interjection, in its own case or
// capitalised and with or without trailing punctuation, is one.
func TestEveryInterjection(t *testing.T) {
	for _, w := range interjections {
		for _, s := range []string{w, strings.ToUpper(w[:1]) + w[1:] + "!", w + "."} {
			if !isInterjection(s) || !isPreamble(s, false) {
				t.Errorf("%q is not read as an interjection", s)
			}
		}
	}
}

// hasFramingOpener, which compares a text only with the openers its first
// byte may begin (framingOpenersBy), answers as slowFramingOpener for the
// rest of each opener, in its own case and in capitals, after every first
// byte and the non-ASCII letters that fold to ASCII ones, with and
// without a letter or more after it; and finds every opener in its own
// case and capitalised.
func TestFramingOpeners(t *testing.T) {
	var firsts []string
	for b := range 256 {
		firsts = append(firsts, string([]byte{byte(b)}))
	}
	firsts = append(firsts, "ſ", "\u212a", "é", "")
	for _, p := range framingOpeners {
		for _, rest := range []string{p[1:], strings.ToUpper(p[1:])} {
			for _, first := range firsts {
				for _, tail := range []string{"", " it", ":", "s", "é", "\xff", "’s"} {
					s := first + rest + tail
					if got, want := hasFramingOpener(s), slowFramingOpener(s); got != want {
						t.Fatalf("hasFramingOpener(%q) = %v, want %v", s, got, want)
					}
				}
			}
		}
		for _, s := range []string{p, strings.ToUpper(p[:1]) + p[1:] + ": the list"} {
			if !hasFramingOpener(s) {
				t.Fatalf("hasFramingOpener(%q) = false for the opener %q", s, p)
			}
		}
	}
}
