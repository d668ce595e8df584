package sourced

import (
	"strings"
	"testing"
	"unicode/utf8"
)

// containsWordIndex is containsWord as it was written first: each match
// strings.Index finds, in order, with the runes around it decoded.
func containsWordIndex(text, w string) bool {
	if w == "" {
		return false
	}
	for i := 0; ; {
		j := strings.Index(text[i:], w)
		if j < 0 {
			return false
		}
		j += i
		before, _ := utf8.DecodeLastRuneInString(text[:j])
		after, _ := utf8.DecodeRuneInString(text[j+len(w):])
		if !isWordRune(before) && !isWordRune(after) {
			return true
		}
		i = j + 1
	}
}

// matchWordIndex is matchWordBy as containsWordIndex finds matches: the
// first match strings.Index finds with no word rune around it, or -1.
func matchWordIndex(text, w string) int {
	if w == "" {
		return -1
	}
	for i := 0; ; {
		j := strings.Index(text[i:], w)
		if j < 0 {
			return -1
		}
		j += i
		before, _ := utf8.DecodeLastRuneInString(text[:j])
		after, _ := utf8.DecodeRuneInString(text[j+len(w):])
		if !isWordRune(before) && !isWordRune(after) {
			return j
		}
		i = j + 1
	}
}

// containsWordSeeds are texts and words with matches at the ends, inside
// words, after or before other letters, digits, "_", runes of more than
// one byte and bytes that are no UTF-8, and matches that overlap.
var containsWordSeeds = [][2]string{
	{"", ""}, {"a", ""}, {"", "a"}, {"a", "a"}, {"ab", "a"}, {"b a", "a"}, {"ba", "a"},
	{"new york city", "new york"}, {"in new york.", "new york"}, {"renew yorkshire", "new york"},
	{"the acme corp said", "acme"}, {"acme_x acme", "acme"}, {"acme1 acme", "acme"},
	{"xxxxxxxacme", "acme"}, {"xxxxxxxxacme", "acme"}, {"xxxxxxxxxacme", "acme"}, {"xxxxxxxacme x", "acme"},
	{"\x00\x01\x00\x01\x01\x01\x01\x01\x01\x01", "\x01\x01"}, {"\x00\x01aaaaaaaaaa\x01", "\x01"},
	{"aaaaaaaaaaaaaaaaaa", "aa"}, {"aaaaaaaaaaaaaaaaab a", "a"}, {"éacme acmeé acme", "acme"},
	{"zürich and zürich", "zürich"}, {"naïve", "na"}, {"café", "caf"}, {"«acme»", "acme"},
	{"\xffacme\xff", "acme"}, {"acme\xe2\x80\x99s", "acme"}, {"co-op and op", "op"},
	{strings.Repeat("smith smithy ", 6) + "smith", "smith"}, {strings.Repeat("smithy ", 9), "smith"},
	{"aaa b", "aa"}, {"abab abx", "ab"}, {"in LA, CA, CAT", ", CA"}, {"state: CAX state: CA", "state: CA"},
	{"zz z zzz", "z"}, {"quiz quizz quiz", "quiz"}, {"u.s. and the u.s.", "u.s."}, {"a zq zqz", "zq"},
}

// endsWordDecoding is endsWord as it was written first, decoding the
// rune after each match.
func endsWordDecoding(text, w string) bool {
	for i := 0; ; {
		j := strings.Index(text[i:], w)
		if j < 0 {
			return false
		}
		j += i + len(w)
		if r, _ := utf8.DecodeRuneInString(text[j:]); !isWordRune(r) {
			return true
		}
		i = j
	}
}

// checkWordSearch checks containsWord, containsWordBy and matchWordBy by
// each byte of w and endsWord of text and w against the first versions, and wordRuneBefore and wordRuneAt at every offset
// of text against the runes decoded there.
func checkWordSearch(t *testing.T, text, w string) {
	t.Helper()
	want := containsWordIndex(text, w)
	if got := containsWord(text, w); got != want {
		t.Fatalf("containsWord(%q, %q) = %v, want %v", text, w, got, want)
	}
	// Whichever byte of w its matches are sought by.
	at := matchWordIndex(text, w)
	for o := 0; o < len(w); o++ {
		if got := containsWordBy(text, w, o); got != want {
			t.Fatalf("containsWordBy(%q, %q, %d) = %v, want %v", text, w, o, got, want)
		}
		if got := matchWordBy(text, w, o); got != at {
			t.Fatalf("matchWordBy(%q, %q, %d) = %d, want %d", text, w, o, got, at)
		}
	}
	if w != "" {
		if got, want := endsWord(text, w), endsWordDecoding(text, w); got != want {
			t.Fatalf("endsWord(%q, %q) = %v, want %v", text, w, got, want)
		}
	}
	for i := 0; i <= len(text); i++ {
		before, _ := utf8.DecodeLastRuneInString(text[:i])
		after, _ := utf8.DecodeRuneInString(text[i:])
		if wordRuneBefore(text, i) != isWordRune(before) || wordRuneAt(text, i) != isWordRune(after) {
			t.Fatalf("wordRuneBefore(%q, %d), wordRuneAt = %v, %v; the runes there are %q, %q", text, i,
				wordRuneBefore(text, i), wordRuneAt(text, i), before, after)
		}
	}
}

func TestContainsWord(t *testing.T) {
	for _, c := range containsWordSeeds {
		checkWordSearch(t, c[0], c[1])
	}
	if !containsWord(strings.Repeat("x ", 20)+"new york", "new york") || containsWord("newyork new yorker", "new york") {
		t.Error("containsWord misses a word at the end or finds one inside a longer word")
	}
}

// FuzzContainsWord checks containsWord, containsWordBy, matchWordBy, endsWord and the
// tests of the runes around a match against the first versions, for the word given
// and for a part of the text taken as the word.
func FuzzContainsWord(f *testing.F) {
	for _, c := range containsWordSeeds {
		f.Add(c[0], c[1], uint(0), uint(0))
	}
	f.Fuzz(func(t *testing.T, text, w string, a, b uint) {
		checkWordSearch(t, text, w)
		if n := uint(len(text)); n > 0 {
			a %= n + 1
			b = a + b%(n+1-a)
			checkWordSearch(t, text, text[a:b])
		}
	})
}

// TestRarestByte checks that a name's matches are sought by a rare
// letter, never by a blank, and a state's code by its capital.
func TestRarestByte(t *testing.T) {
	for _, c := range []struct {
		w    string
		want int
	}{{"", 0}, {"e", 0}, {"smith", 1}, {"new york", 7}, {"the bank", 7}, {"acme", 2}, {"a b", 2}, {" a", 1}, {"u.s.", 1}, {", CA", 2}, {"state: CA", 7}} {
		if got := rarestByte(c.w); got != c.want {
			t.Errorf("rarestByte(%q) = %d, want %d", c.w, got, c.want)
		}
	}
}

// containsBy finds a quote in a passage's text exactly where bytes.Contains
// does, whichever of its bytes it seeks by: quotes at either end of the
// text, in its middle, overlapping a near miss, repeated, longer than the
// text, empty, and absent.
func TestContainsBy(t *testing.T) {
	text := "the council said it would \"review the plan\" before the vote, and review the plans again in june"
	quotes := []string{
		"the council", "in june", "review the plan", "review the plans again", "the plan\" before",
		"review the planning", "the vote, and", "june.", "e", "\"", "the council said it would \"review the plan\" before the vote, and review the plans again in june!",
		"", "not said",
	}
	for _, q := range quotes {
		want := strings.Contains(text, q)
		for o := 0; o < max(len(q), 1); o++ {
			if got := containsBy([]byte(text), []byte(q), o); got != want {
				t.Errorf("containsBy(%q, by byte %d) = %v, want %v", q, o, got, want)
			}
		}
	}
}

// FuzzContainsBy holds containsBy to bytes.Contains, by q's rarest byte.
func FuzzContainsBy(f *testing.F) {
	f.Add("a quoted phrase in a passage", "phrase in")
	f.Add("aaaa", "aa")
	f.Fuzz(func(t *testing.T, text, q string) {
		if got, want := containsBy([]byte(text), []byte(q), rarestByte(q)), strings.Contains(text, q); got != want {
			t.Errorf("containsBy(%q, %q) = %v, want %v", text, q, got, want)
		}
	})
}
