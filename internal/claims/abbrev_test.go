package claims

import (
	"strings"
	"testing"
)

// Every word of listedAbbrevs is at most maxListedAbbrevLen bytes long, on
// which plainWord relies, listed once, and found with its class; words
// close to them are not.
func TestListedAbbrevs(t *testing.T) {
	seen := map[string]bool{}
	for _, list := range listedAbbrevs {
		for _, w := range list.words {
			if len(w) > maxListedAbbrevLen {
				t.Errorf("%q is listed, longer than maxListedAbbrevLen (%d)", w, maxListedAbbrevLen)
			}
			if seen[w] {
				t.Errorf("%q is listed twice", w)
			}
			seen[w] = true
			if got := listedClass(abbrevKey(w)); got != list.class {
				t.Errorf("listedClass(%q) = %d, want %d", w, got, list.class)
			}
		}
	}
	if len(seen) < 50 {
		t.Fatalf("found %d listed words, want the whole list", len(seen))
	}
	for w := range seen {
		for _, near := range []string{w[1:], w[:len(w)-1], w + "s", strings.ToUpper(w), w + "\x00", "\x00" + w} {
			if near != "" && !seen[near] && listedClass(abbrevKey(near)) != notAbbrev {
				t.Errorf("listedClass(%q) found a class for a word not listed", near)
			}
		}
	}
}

// wordAbbreviation is abbreviation without the shortcut of plainWord: the
// reference it is tested against.
func (sp *splitter) wordAbbreviation(segStart, dot, next, end int) bool {
	s := sp.text
	ts := wordStart(s, segStart, dot)
	if ts < 0 {
		return false
	}
	class := classify(s[ts:dot])
	if s[ts:dot] == "al" && ts >= 3 && s[ts-3:ts] == "et " {
		class = endsBeforeOpener
	}
	return class != notAbbrev && sp.continuesAfter(class, segStart, ts, dot, next, end)
}

// abbreviation answers as wordAbbreviation, the code its shortcut stands
// in for, at every full stop of generated prose and of words around the
// shortcut's edges: digits, runs of letters of every length up to the
// maxAbbrevLen bound, dotted acronyms, brackets, non-ASCII letters.
func TestAbbreviationShortcut(t *testing.T) {
	var b strings.Builder
	b.WriteString(englishLike(1 << 16))
	words := []string{"1", "No", "approx", "Approx", "Messrs", "et al", "al", "U.S", "a.m", "Ph.D",
		"A.B.C.D.E.F", "(Fig", "“Dr", "Á", "F", "350 degrees F", "2019", "v2", "x", "Jr", "p", "v",
		"é Dr", "éDr", "\tDr", "-Dr", "Dr\x00"}
	for n := 1; n <= maxAbbrevLen+2; n++ {
		words = append(words, strings.Repeat("a", n), strings.Repeat("B", n), "("+strings.Repeat("c", n),
			strings.Repeat("é", n), strings.Repeat("d", n)+"7")
	}
	for _, w := range words {
		for _, next := range []string{" The end.", " Smith went.", " 5 went.", " EST."} {
			b.WriteString("\nSo " + w + "." + next + "\n" + w + "." + next + "\nx" + w + "." + next)
		}
	}
	text := b.String()
	shortcuts := checkAbbreviations(t, text)
	if shortcuts < 1000 {
		t.Fatalf("the shortcut was taken %d times, want it tried often", shortcuts)
	}
}

// checkAbbreviations compares abbreviation with wordAbbreviation at every
// full stop of text, from segment starts at the start of its line and
// after, and returns how many times plainWord settled the word.
func checkAbbreviations(t *testing.T, text string) (shortcuts int) {
	sp := newSplitter(text, nil)
	for line := 0; line < len(text); {
		end, next, _ := lineEnd(text, line)
		for dot := line; dot < end; dot++ {
			if text[dot] != '.' {
				continue
			}
			k := sp.skipSpace(dot+1, end)
			for segStart := line; segStart <= dot; segStart += max(1, (dot-line)/3) {
				got := sp.abbreviation(segStart, dot, k, end)
				if want := sp.wordAbbreviation(segStart, dot, k, end); got != want {
					t.Fatalf("abbreviation at %d in %q (from %d) = %v, want %v", dot, text[line:end], segStart, got, want)
				}
				if _, _, ok := plainWord(text, segStart, dot); ok {
					shortcuts++
				}
			}
		}
		line = next
	}
	return shortcuts
}
