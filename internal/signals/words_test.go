package signals

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"
	"unsafe"
)

func TestWords(t *testing.T) {
	tests := []struct {
		text string
		want []string
	}{
		{"", nil},
		{"Revenue grew 12% in Q3.", []string{"revenue", "grew", "12", "in", "q3"}},
		{"Don't stop; it’s Coca-Cola's COVID-19 plan.", []string{"don't", "stop", "it's", "coca-cola's", "covid-19", "plan"}},
		{"'quoted' -dash- end-", []string{"quoted", "dash", "end"}},
		{"Zürich ÉCOLE naïve", []string{"zürich", "école", "naïve"}},
		{"3.5 million, 1,200", []string{"3", "5", "million", "1", "200"}},
		{"e-mail re-elected U.S.", []string{"e-mail", "re-elected", "u", "s"}},
		{"under_score a--b", []string{"under", "score", "a", "b"}},
	}
	for _, tt := range tests {
		if got := Words(tt.text); !slices.Equal(got, tt.want) {
			t.Errorf("Words(%q) = %q, want %q", tt.text, got, tt.want)
		}
	}
}

func TestContentWords(t *testing.T) {
	tests := []struct {
		text string
		want []string
	}{
		{"", nil},
		{"Revenue grew 12% in Q3.", []string{"revenu", "grew"}},
		{"The company's revenues were rising, and revenue rose.", []string{"compani", "revenu", "rise", "rose"}},
		{"Acme did not sell 500 units; it can't and won’t.", []string{"acm", "sell", "unit"}},
		{"It was said that they would have been there.", nil},
		{"However, the plant nevertheless expanded rapidly.", []string{"plant", "expand", "rapid"}},
		{"Zürich's cafés opened", []string{"zürich", "café", "open"}},
		{"ox ax 2020 1999 go", nil},
		{"Running runs ran", []string{"run", "ran"}},
	}
	for _, tt := range tests {
		if got := ContentWords(tt.text); !slices.Equal(got, tt.want) {
			t.Errorf("ContentWords(%q) = %q, want %q", tt.text, got, tt.want)
		}
	}
	// Long texts take the map path; the result must be the same.
	long := strings.Repeat("The company's revenues were rising, and revenue rose. ", 20)
	if got, want := ContentWords(long), []string{"compani", "revenu", "rise", "rose"}; !slices.Equal(got, want) {
		t.Errorf("ContentWords(long) = %q, want %q", got, want)
	}
}

func TestStem(t *testing.T) {
	tests := []struct{ in, want string }{
		{"rising", "rise"},
		{"rises", "rise"},
		{"companies", "compani"},
		{"company's", "compani"},
		{"increased", "increas"},
		{"increase", "increas"},
		{"go", "go"},
		{"a", "a"},
		{"", ""},
	}
	for _, tt := range tests {
		if got := Stem(tt.in); got != tt.want {
			t.Errorf("Stem(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}

func TestNegated(t *testing.T) {
	tests := []struct {
		text string
		want bool
	}{
		{"Acme sold 5 units.", false},
		{"Acme did not sell 5 units.", true},
		{"Acme NOT sold.", true},
		{"Acme can't ship 5 units.", true},
		{"Acme can’t ship 5 units.", true}, // the original misses the curly apostrophe
		{"Acme cannot ship.", true},
		{"Acme never shipped.", true},
		{"No units shipped.", true},
		{"None shipped.", true},
		{"Neither shipped, nor sold.", true},
		{"Nobody came; nothing happened.", true},
		{"It shipped without delay.", true},
		{"Acme no longer ships.", true},
		{"Acme dont ship.", true},
		{"It is not only cheap but also fast.", false},
		{"It is not just cheap.", false},
		{"Not to mention the cost.", false},
		{"No doubt it rose.", false},
		{"No matter the cost, it rose.", false},
		{"It was nothing but a rise.", false},
		{"It was none other than Acme.", false},
		{"No more than 5 units.", false},
		{"No fewer than 5 units.", false},
		{"Not more than 5 units.", false},
		{"Ranked No. 1 in sales.", false},
		{"No. The answer is no.", true},
		{"Notable nonetheless knotty innocent", false},
		{"", false},
		// Verbs that assert what they govern did not happen.
		{"The board failed to ratify the plan.", true},
		{"Two tenants refused to pay rent.", true},
		{"The mayor declined to comment.", true},
		{"Ortiz neglected to file the form.", true},
		{"The crew was unable to land.", true},
		{"The crew was unable, in the fog, to land.", true},
		{"The crew tried -- and failed -- to land.", true},
		{"The crew tried — and failed — to land.", true},
		{"The clerk denied signing the deed.", true},
		{"The clerk denies that she signed it.", true},
		{"The clerk denied having signed it.", true},
		// The same words with another complement, or none.
		{"A failed bank reopened.", false},
		{"The pump failed twice.", false},
		{"The failed attempt to land cost 5 days.", false},
		{"Sales declined to 5% in May.", false},
		{"Sales declined to five percent.", false},
		{"Sales declined to a record low.", false},
		{"Exports declined to record lows.", false},
		{"The loan was refused to Ortiz.", false},
		{"The denied claims were paid later.", false},
		{"The court denied the motion.", false},
		{"The clerk denied any wrongdoing.", false},
		{"Declining sales hurt the firm.", false},
	}
	for _, tt := range tests {
		if got := Negated(tt.text); got != tt.want {
			t.Errorf("Negated(%q) = %v, want %v", tt.text, got, tt.want)
		}
	}
}

// A negation word's exempt phrases are read past the tokens a text is
// given, as a part of a text given only the tokens inside it reads them:
// a text whose tokens stop one or two after the negation word is negated
// as when it has all of them.
func TestNegationExemptPastTokens(t *testing.T) {
	for _, text := range []string{"It is not only cheap.", "It was not to mention the rest.", "No more than 5 came.",
		"None other than Acme.", "Nothing but trouble.", "No doubt it works.", "Not to be outdone.", "No more.",
		"It is not only", "not  more  than", "not more, than", "none other", "no. 5"} {
		full := Tokenize(text)
		want := full.Negated()
		for k, tok := range full.Tokens {
			if !isNegationWord(tok.Lower) {
				continue
			}
			for _, n := range []int{k + 1, k + 2} {
				if n > len(full.Tokens) {
					continue
				}
				part := Tokenized{Text: text, Tokens: full.Tokens[:n], Lower: full.Lower}
				if got := part.Negated(); got != want {
					t.Errorf("Negated(%q) with %d tokens = %v, want %v", text, n, got, want)
				}
			}
		}
	}
}

// TestNegatedReference runs the negation behind the original's check
// probes (probes.jsonl probe-check-3, -4, -16).
func TestNegatedReference(t *testing.T) {
	tests := []struct {
		id, text string
		want     bool
		why      string
	}{
		{"probe-check-3", "Acme can’t ship 5 units.", true, "the original misses n’t with a curly apostrophe"},
		{"probe-check-4", "Acme can't ship 5 units.", true, ""},
		{"probe-check-16", "Acme did not sell 5 units.", true, ""},
	}
	for _, tt := range tests {
		if got := Negated(tt.text); got != tt.want {
			t.Errorf("%s: Negated(%q) = %v, want %v", tt.id, tt.text, got, tt.want)
		}
	}
}

// proseForBench returns about n bytes of generated English prose, from a
// fixed seed: sentences with names, joiners, acronyms, titles, quotes,
// numbers, negations and direction cues.
func proseForBench(n int) string {
	rng := rand.New(rand.NewPCG(7, 11))
	openers := []string{"The", "However,", "According to", "In March", "Meanwhile", "Revenue at", "Analysts at", "Shares of"}
	subjects := []string{"Acme Corp.", "Bank of America", "the U.S. Senate", "Dr. Amara Osei", "São Paulo's council",
		"Procter & Gamble", "the company", "McDonald's", "the committee", "Northwind Ltd.", "New York City"}
	verbs := []string{"rose", "fell", "did not change", "increased", "declined", "reported", "won", "lost", "cut", "raised"}
	objects := []string{"by 12.5% to $4.2 billion", "its forecast for the year", "at least 300 jobs", "the \"record quarter\" claim",
		"more than analysts expected", "after the merger", "costs, e.g. rent and power", "the players' union's 'final offer'",
		"in the third quarter", "fewer units than before"}
	var b strings.Builder
	b.Grow(n + 256)
	for b.Len() < n {
		b.WriteString(openers[rng.IntN(len(openers))])
		b.WriteByte(' ')
		b.WriteString(subjects[rng.IntN(len(subjects))])
		b.WriteByte(' ')
		b.WriteString(verbs[rng.IntN(len(verbs))])
		b.WriteByte(' ')
		b.WriteString(objects[rng.IntN(len(objects))])
		if rng.IntN(6) == 0 {
			b.WriteString(".\n\n")
		} else {
			b.WriteString(". ")
		}
	}
	return b.String()
}

// BenchmarkContentWords measures ContentWords over about 100 KB of
// English prose.
func BenchmarkContentWords(b *testing.B) {
	text := proseForBench(100 << 10)
	b.SetBytes(int64(len(text)))
	b.ReportAllocs()
	for b.Loop() {
		ContentWords(text)
	}
}

// BenchmarkContentWordsSentence measures ContentWords on one claim-sized
// sentence, the common call.
func BenchmarkContentWordsSentence(b *testing.B) {
	text := "According to Acme, the company's quarterly revenues rose 12% to $4.2 billion after the merger."
	b.SetBytes(int64(len(text)))
	b.ReportAllocs()
	for b.Loop() {
		ContentWords(text)
	}
}

// Tokenize finds the tokens Words finds, with spans that cut them from the
// text, on ASCII text (lower-cased at once) and on other text.
func TestTokenize(t *testing.T) {
	for _, text := range []string{
		"",
		"Revenue ROSE 5% in 2019, didn't it?",
		"Coca-Cola’s CEO said “no”.",
		"Ünïcode São Paulo — İstanbul",
		"trailing-  'quote' x-",
	} {
		tk := Tokenize(text)
		words := Words(text)
		if len(tk.Tokens) != len(words) {
			t.Errorf("Tokenize(%q): %d tokens, Words gives %d", text, len(tk.Tokens), len(words))
			continue
		}
		for i, tok := range tk.Tokens {
			if tok.Lower != words[i] || lowerWord(text[tok.Start:tok.End]) != tok.Lower {
				t.Errorf("Tokenize(%q) token %d = %+v, Words gives %q", text, i, tok, words[i])
			}
		}
	}
}

// A Token is 24 bytes, its span two uint32s: the tokenizer writes one for
// each word, and every reader of a text's words reads them.
func TestTokenSize(t *testing.T) {
	if n := unsafe.Sizeof(Token{}); n != 24 {
		t.Errorf("a Token is %d bytes, want 24", n)
	}
}

// isNegationWord, which asks a word filter before the set, knows every
// negation word and every n't contraction, and no plain word.
func TestIsNegationWord(t *testing.T) {
	for w := range negationWords {
		if !isNegationWord(w) {
			t.Errorf("isNegationWord(%q) = false", w)
		}
	}
	for _, w := range []string{"won't", "shan't", "ain't"} {
		if !isNegationWord(w) {
			t.Errorf("isNegationWord(%q) = false", w)
		}
	}
	for _, w := range []string{"note", "known", "nothingness", "now", "in", "with"} {
		if isNegationWord(w) {
			t.Errorf("isNegationWord(%q) = true", w)
		}
	}
}

// Tokenize cuts the tokens Words finds, at offsets that hold them, whether
// the text is ASCII (read by the fast path) or not.
func FuzzTokenize(f *testing.F) {
	// The last seed has more words to lower than tokenizeUnicode keeps room
	// for on the stack.
	for _, s := range []string{"Don't stop--ever.", "co-op's 3-d x- -y 'quoted' a''b", "Zürich’s café", "\xff-a", "",
		strings.Repeat("Zürich ÉCOLE x Ab ", 30)} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		tz := Tokenize(text)
		words := Words(text)
		if len(tz.Tokens) != len(words) {
			t.Fatalf("Tokenize(%q) has %d tokens, Words %d", text, len(tz.Tokens), len(words))
		}
		for i, tok := range tz.Tokens {
			if tok.Lower != words[i] || lowerWord(text[tok.Start:tok.End]) != tok.Lower {
				t.Fatalf("Tokenize(%q) token %d = %+v, Words has %q", text, i, tok, words[i])
			}
		}
	})
}

// FirstWord finds the first of the words Words finds, and no word where
// Words finds none.
func FuzzFirstWord(f *testing.F) {
	for _, s := range []string{"", "Revenue grew", " -- 'Zürich’s' café", "\xff-a", "...", "Ünïcode"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		w, ok := FirstWord(text)
		words := Words(text)
		if ok != (len(words) > 0) || ok && w != words[0] || !ok && w != "" {
			t.Fatalf("FirstWord(%q) = %q, %v; Words gives %q", text, w, ok, words)
		}
	})
}

// asciiLower lowers ASCII text of every length (around its eight-byte
// steps and its 512-byte chunks) as strings.ToLower does, and turns down
// text that is not ASCII.
func TestASCIILower(t *testing.T) {
	const pattern = "AbC xY-z'Q 19.@[`{ZZ"
	for n := 0; n <= 1100; n += 7 {
		text := strings.Repeat(pattern, n/len(pattern)+1)[:n]
		if got, ok := asciiLower(text); !ok || got != strings.ToLower(text) {
			t.Fatalf("asciiLower of %d bytes = %q, %v", n, got, ok)
		}
		if _, ok := asciiLower(text + "é"); ok {
			t.Fatalf("asciiLower took %d bytes and an é for ASCII", n)
		}
	}
	// LowerASCII lowers the ASCII capitals around a character that is not
	// ASCII, wherever it falls in its 32- and eight-byte steps.
	asciiOnly := func(r rune) rune {
		if 'A' <= r && r <= 'Z' {
			return r + 'a' - 'A'
		}
		return r
	}
	for n := 0; n <= 80; n++ {
		text := strings.Repeat(pattern, 5)
		text = text[:n] + "É" + text[n:]
		if got, want := LowerASCII(text), strings.Map(asciiOnly, text); got != want {
			t.Fatalf("LowerASCII(%q) = %q, want %q", text, got, want)
		}
	}
}

// TokenizeLowered, given the part of a text's LowerASCII cut at the same
// offsets, tokenises every part of the text as TokenizeInto does, whether
// the part is ASCII or not.
func FuzzTokenizeLowered(f *testing.F) {
	for _, s := range []string{"Revenue ROSE 5%. Zürich’s CAFÉ grew. Don't stop--ever.", "AbC xY-z'Q 19.@[`{ZZ", "\xff-A", "",
		// Tokens an ASCII stretch ends in, or begins, that go on past it.
		"Abc-é de'É fg’s hi‐jk lm—no “Pq” caf\u0301e naïve\u00a0Well-Known", "é-Abc É'x ’s -‘y’ a-\u2019b", "x'\xff y-\xe2\x80"} {
		f.Add(s, 3, 20)
		f.Add(s, 0, len(s))
	}
	f.Fuzz(func(t *testing.T, text string, i, j int) {
		lower := LowerASCII(text)
		if len(lower) != len(text) {
			t.Fatalf("LowerASCII(%q) = %q, of another length", text, lower)
		}
		for k := 0; k < len(text); k++ {
			if c := text[k]; lower[k] != c && !('A' <= c && c <= 'Z' && lower[k] == c+'a'-'A') {
				t.Fatalf("LowerASCII(%q) = %q: byte %d differs", text, lower, k)
			}
		}
		if len(text) == 0 {
			return
		}
		i, j = abs(i)%(len(text)+1), abs(j)%(len(text)+1)
		i, j = min(i, j), max(i, j)
		got := TokenizeLowered(nil, text[i:j], lower[i:j])
		want := TokenizeInto(nil, text[i:j])
		if got.Lower != want.Lower || !slices.Equal(got.Tokens, want.Tokens) {
			t.Fatalf("TokenizeLowered(%q) = %+v; TokenizeInto gives %+v", text[i:j], got, want)
		}
	})
}

// abs is the absolute value of n, 0 for the least int.
func abs(n int) int {
	if n < 0 {
		return max(0, -n)
	}
	return n
}

// IsASCII, which reads 32 and eight bytes at a time, agrees with a
// rune-by-rune test wherever the non-ASCII byte falls.
func TestIsASCII(t *testing.T) {
	for _, text := range []string{"", "a", "plain words only", "café", "naïve tail", "ümlaut at the start"} {
		for pad := range 41 {
			s := strings.Repeat("x", pad) + text
			want := !strings.ContainsFunc(s, func(r rune) bool { return r >= utf8.RuneSelf })
			if got := IsASCII(s); got != want {
				t.Errorf("IsASCII(%q) = %v, want %v", s, got, want)
			}
		}
	}
}

// tokenizeASCII finds the tokens nextWord finds in any ASCII text, from
// its start or from a byte on, its 64-byte steps falling anywhere in a
// word.
func FuzzTokenizeASCII(f *testing.F) {
	for _, s := range []string{"", "a", "don't stop", "coca-cola's 2020-21 rise", "x--y ''z' -a- b'",
		"abcdefghijklmnopqrstuvwxyz0123456789", "@[`{/:\x00\x10\x19 AZaz09", "end-", "it's'",
		"well-known bookshop's shelves", "abcdefg- rest", "abcdefg'x", "seventeen-year-olds' ends-"} {
		f.Add(s)
	}
	// Runs and joiners across the 64-byte steps, ending at each place.
	for _, unit := range []string{"ab-c'd e ", "abcdefghij", "x-", "y'z "} {
		for n := 60; n <= 140; n++ {
			f.Add(strings.Repeat(unit, n/len(unit)+1)[:n])
		}
	}
	f.Fuzz(func(t *testing.T, s string) {
		if !IsASCII(s) {
			return
		}
		lower := LowerASCII(s)
		// From the start, and from a byte on, where it may cut a word.
		for _, from := range []int{0, len(s) / 3} {
			got := tokenizeASCII(nil, lower, from)
			var want []Token
			for i := from; ; {
				st, e := nextWord(s, i)
				if st < 0 {
					break
				}
				want = append(want, Token{Start: uint32(st), End: uint32(e), Lower: lower[st:e]})
				i = e
			}
			if !slices.Equal(got, want) {
				t.Fatalf("tokenizeASCII(%q, %d) = %v, want %v", s, from, got, want)
			}
		}
	})
}

// wordBytes marks exactly the letters and digits among every ASCII byte,
// at every place of a word.
func TestWordBytes(t *testing.T) {
	for c := range 128 {
		for at := range 8 {
			x := uint64(c) << (8 * at)
			for k := range 8 {
				if k != at {
					x |= uint64(' ') << (8 * k)
				}
			}
			want := uint64(0)
			if IsASCIIWordByte(byte(c)) {
				want = 0x80 << (8 * at)
			}
			if got := wordBytes(x); got != want {
				t.Fatalf("wordBytes with %q at byte %d = %#x, want %#x", rune(c), at, got, want)
			}
		}
	}
}

// nextWordSlow is nextWord reading the runes of s, decoded first.
func nextWordSlow(s string, i int) (start, end int) {
	var at []int // the offsets of the runes from i, and len(s)
	var rs []rune
	for k, r := range s[i:] {
		at, rs = append(at, i+k), append(rs, r)
	}
	at = append(at, len(s))
	k := 0
	for k < len(rs) && !isWordRune(rs[k]) {
		k++
	}
	if k == len(rs) {
		return -1, -1
	}
	first := k
	for k < len(rs) && (isWordRune(rs[k]) || isInnerJoiner(rs[k]) && k+1 < len(rs) && isWordRune(rs[k+1])) {
		k++
	}
	return at[first], at[k]
}

// checkNextWord fails when nextWord finds another word at some offset of
// s than nextWordSlow does.
func checkNextWord(t *testing.T, s string) {
	for i := 0; i <= len(s); i++ {
		gs, ge := nextWord(s, i)
		if ws, we := nextWordSlow(s, i); gs != ws || ge != we {
			t.Fatalf("nextWord(%q, %d) = %d, %d; want %d, %d", s, i, gs, ge, ws, we)
		}
	}
}

var nextWordCases = []string{
	"", "a", "internationalisation rules", "coca-cola's 2020-21 rise", "x--y ''z' -a- b'", "Zürich café-au-lait",
	"abcdefgh-ijklmnop'qrstuvwx yz", "abcdefghé", "abcdefg\u2019s", "\xff\xfeabcdefghij", "ab\u0301cdefghijkl",
	"@[`{/:\x00\x10\x19 AZaz09", "end-", "it's'", "abcdefgh\u2010ijk",
}

func FuzzNextWord(f *testing.F) {
	for _, s := range nextWordCases {
		f.Add(s)
	}
	f.Fuzz(checkNextWord)
}

// mayNegate lets every word of negation's class through: each of
// negationWords, any word isNegationWord takes, and each of negatorVerbs;
// and no word is both a negation word and a negator verb, so that a word
// of the class is a negation word exactly when it is no negator verb
// (see Tokenized.negates).
func FuzzMayNegate(f *testing.F) {
	for w := range negationWords {
		f.Add(w)
	}
	for _, w := range []string{"don't", "won't", "n't", "t", "", "'t", "nothing", "note"} {
		f.Add(w)
	}
	for w := range negatorVerbs {
		f.Add(w)
	}
	f.Fuzz(func(t *testing.T, w string) {
		if isNegationWord(w) && !mayNegate(w) {
			t.Fatalf("mayNegate(%q) = false, but it is a negation word", w)
		}
		if isNegator(w) && !mayNegate(w) {
			t.Fatalf("mayNegate(%q) = false, but it is a negator verb", w)
		}
		if isNegationWord(w) && isNegator(w) {
			t.Fatalf("%q is both a negation word and a negator verb", w)
		}
		if c := ClassOf(w); c&ClassNegation != 0 && isNegationWord(w) == isNegator(w) {
			t.Fatalf("ClassOf(%q) is negation's, but isNegationWord is %v and isNegator %v", w, isNegationWord(w), isNegator(w))
		}
	})
}

// IsContentWord says no to every word of at most two code points, however
// many bytes they take, and to nothing else for its length alone: a word
// of three code points or more is judged by the lists.
func FuzzIsContentWord(f *testing.F) {
	for _, w := range []string{"ab", "abc", "éa", "aé", "éé", "ééé", "a\xff", "日本", "日本語", "na\u0301", "word"} {
		f.Add(w)
	}
	f.Fuzz(func(t *testing.T, w string) {
		short := utf8.RuneCountInString(w) <= 2
		if short && IsContentWord(w) {
			t.Errorf("IsContentWord(%q) = true for a word of %d code points", w, utf8.RuneCountInString(w))
		}
		if !short && IsContentWord(w) != (!inFiltered(w, stopWords, stopFilter) && !allDigits(w) && !isNegationWord(w)) {
			t.Errorf("IsContentWord(%q) = %v, which the lists do not give", w, IsContentWord(w))
		}
	})
}

// TestPackBits checks packBits of every word whose bytes have no bit set
// but their top one: byte k's top bit becomes bit k.
func TestPackBits(t *testing.T) {
	for b := range uint64(256) {
		m := uint64(0)
		for k := range 8 {
			if b>>k&1 != 0 {
				m |= 0x80 << (8 * k)
			}
		}
		if got := packBits(m); got != b {
			t.Fatalf("packBits(%#x) = %#x, want %#x", m, got, b)
		}
	}
}

// tokenized returns Tokenize(text), whose methods take a pointer, as
// one: a test calls them on the tokens of a literal.
func tokenized(text string) *Tokenized {
	t := Tokenize(text)
	return &t
}

// isWordRune is the test of the tables for every rune.
func TestIsWordRune(t *testing.T) {
	for r := rune(0); r <= unicode.MaxRune; r++ {
		want := unicode.IsLetter(r) || unicode.IsDigit(r) || unicode.Is(unicode.Mn, r) || numVulgar(r) != 0
		if got := isWordRune(r); got != want {
			t.Fatalf("isWordRune(%U) = %v, want %v", r, got, want)
		}
	}
}
