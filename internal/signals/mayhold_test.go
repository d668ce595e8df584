package signals

import "testing"

// checkMayHoldNumbers fails when Numbers finds a figure in text that
// MayHoldNumbers said it could not hold.
func checkMayHoldNumbers(t *testing.T, text string) {
	t.Helper()
	if n := Numbers(text); len(n) > 0 && !tokenized(text).MayHoldNumbers() {
		t.Errorf("MayHoldNumbers(%q) = false, but Numbers finds %q", text, n[0].Text)
	}
}

// mayHoldCases are texts with figures written without digits, or next to
// words that look like number words.
var mayHoldCases = []string{
	"The bakery sold a dozen loaves.", "A thousand people came.", "Several hundred kilometers away.",
	"It opens at noon and closes at midnight.", "She came first.", "The third-party vendor left.",
	"Twenty-one guns fired.", "Four and a half stars.", "Half a million dollars.", "It was a few thousand.",
	"We met on March third.", "We met in May.", "You may go.", "The five-star hotel.", "Zero tolerance.",
	"Revenue rose 12% to $5 billion.", "Q3 sales", "$ five million", "US$ two", "one_two three",
	"Passage two says so.", "The second half.", "a per cent", "Ninety-nine red balloons.", "x-three",
	"It's eleven o'clock.", "An hour and a half.", "Café open at noon.", "fifty",
}

func TestMayHoldNumbers(t *testing.T) {
	for _, text := range mayHoldCases {
		checkMayHoldNumbers(t, text)
	}
	// Sentences without a figure are found to hold none: the test spares
	// them the scanner.
	for _, text := range []string{
		"The company opened a new office in the city.", "Revenue rose sharply after the merger.",
		"The staff were friendly and the food was good.",
	} {
		if n := Numbers(text); len(n) > 0 {
			t.Fatalf("Numbers(%q) finds %q: not a sentence without figures", text, n[0].Text)
		}
		if tokenized(text).MayHoldNumbers() {
			t.Errorf("MayHoldNumbers(%q) = true, want false", text)
		}
	}
}

func FuzzMayHoldNumbers(f *testing.F) {
	for _, text := range mayHoldCases {
		f.Add(text)
	}
	f.Fuzz(checkMayHoldNumbers)
}

// checkMayHoldQuotes fails when Quotes finds a quote in text that
// MayHoldQuotes said it could not hold.
func checkMayHoldQuotes(t *testing.T, text string) {
	t.Helper()
	if q := Quotes(text); len(q) > 0 && !tokenized(text).MayHoldQuotes() {
		t.Errorf("MayHoldQuotes(%q) = false, but Quotes finds %q", text, q[0].Text)
	}
}

var quoteCases = []string{
	`He said "we grew fast" today.`, "She called it 'a fine day'.", "\u201cCurly quotes\u201d here.",
	"\u00abGuillemets\u00bb too", "It's a dog's life.", "No marks at all.", "\u2018single curly\u2019 ones",
	"'tis the players' union's", "a 'b' c", "x' 'y'", "the 'quoted' word's end", "'",
}

func TestMayHoldQuotes(t *testing.T) {
	for _, text := range quoteCases {
		checkMayHoldQuotes(t, text)
	}
	for _, text := range []string{"No marks at all.", "It's the company's and the players' day."} {
		if tokenized(text).MayHoldQuotes() {
			t.Errorf("MayHoldQuotes(%q) = true: no mark of it can open a quote", text)
		}
	}
}

func FuzzMayHoldQuotes(f *testing.F) {
	for _, text := range quoteCases {
		f.Add(text)
	}
	f.Fuzz(checkMayHoldQuotes)
}

// IndexDigit finds the first digit at every offset of texts of every
// length around its eight-byte steps, ASCII or not, and none among the
// bytes next to the digits.
func TestIndexDigit(t *testing.T) {
	for n := 1; n <= 24; n++ {
		for at := 0; at < n; at++ {
			for _, c := range []byte("0123456789/:\xb0\xb9") {
				b := make([]byte, n)
				for i := range b {
					b[i] = "/:aZ ~\xc3\xa9"[i%8]
				}
				b[at] = c
				want := -1
				if '0' <= c && c <= '9' {
					want = at
				}
				if got := IndexDigit(string(b)); got != want {
					t.Fatalf("IndexDigit(%q) = %d, want %d", b, got, want)
				}
				b[n-1] = '7'
				if want < 0 {
					want = n - 1
				}
				if got := IndexDigit(string(b)); got != want {
					t.Fatalf("IndexDigit(%q) = %d, want %d", b, got, want)
				}
			}
		}
	}
}
