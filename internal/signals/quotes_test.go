package signals

import (
	"slices"
	"strings"
	"testing"
	"unicode/utf8"
)

// quoteTexts returns the Text of each quote.
func quoteTexts(qs []Quote) []string {
	out := []string{}
	for _, q := range qs {
		out = append(out, q.Text)
	}
	return out
}

func TestQuotes(t *testing.T) {
	tests := []struct {
		text string
		want []string
	}{
		{`The CEO called it "a record quarter."`, []string{"a record quarter."}},
		{"She called it 'a turning point'.", []string{"a turning point"}},
		{"the 'best' deal", []string{"best"}},
		{"“curly quote”", []string{"curly quote"}},
		{"‘single curly’ and don’t", []string{"single curly"}},
		{"«Bonjour tout le monde»", []string{"Bonjour tout le monde"}},
		{"„Guten Tag“ sagte er", []string{"Guten Tag"}},
		{`He said: "yes, we will."`, []string{"yes, we will."}},
		{`("quoted text")`, []string{"quoted text"}},
		{"She said \"multi\nline\"", []string{"multi\nline"}},
		{`"one two" and "three four"`, []string{"one two", "three four"}},
		{`"abc" "def"`, []string{"abc", "def"}},
		// Apostrophes are not quotes.
		{"It's a dog's life", []string{}},
		{"'tis 'twas", []string{}},
		{"the players' union said 'no'", []string{}},
		{"the players' union said 'never'", []string{"never"}},
		{"the '90s were 'great'", []string{"great"}},
		{"rock 'n' roll", []string{}},
		{"don’t, won’t, can’t", []string{}},
		// Too short, empty or unpaired.
		{"It's 'a' small win.", []string{}},
		{`He said "ok" and 'yes'`, []string{"yes"}},
		{`"a" 'bc' "abc"`, []string{"abc"}},
		{`"..."`, []string{}},
		{`"unterminated`, []string{}},
		{`a 5" screen and "a quote"`, []string{"a quote"}},
		{"\"open\n\nnew paragraph\"", []string{}},
		{"'open\nline'", []string{}},
		{"Revenue grew 12%.", []string{}},
		{"", []string{}},
		// Nesting: the outer quote only.
		{`the 'quoted "inner" text'`, []string{`quoted "inner" text`}},
		{`He said "It's 'fine" and left.`, []string{"It's 'fine"}},
		{`"He said 'never again' twice"`, []string{"He said 'never again' twice"}},
	}
	for _, tt := range tests {
		got := quoteTexts(Quotes(tt.text))
		if !slices.Equal(got, tt.want) {
			t.Errorf("Quotes(%q) = %q, want %q", tt.text, got, tt.want)
		}
	}
}

func TestQuotesOffsets(t *testing.T) {
	text := `Zürich: “größer” and "more"`
	got := Quotes(text)
	a, b := strings.Index(text, "größer"), strings.Index(text, "more")
	want := []Quote{{Text: "größer", Start: a, End: a + len("größer")}, {Text: "more", Start: b, End: b + 4}}
	if !slices.Equal(got, want) {
		t.Errorf("Quotes(%q) = %+v, want %+v", text, got, want)
	}
}

// TestQuotesReference runs the original tool's quotes cases
// (conformance.jsonl and probes.jsonl, kind "signals").
func TestQuotesReference(t *testing.T) {
	tests := []struct {
		id   string
		text string
		want []string
		orig []string // the original's answer, when it differs
		why  string
	}{
		{id: "quote-double", text: "The CEO called it \"a record quarter.\"", want: []string{"a record quarter."}},
		{id: "quote-single", text: "She called it 'a turning point'.", want: []string{"a turning point"}},
		{id: "quote-short", text: "It's 'a' small win.", want: []string{}},
		{id: "quote-none", text: "Revenue grew 12%.", want: []string{}},
		{id: "probe-quote-1", text: "It's a dog's life",
			want: []string{}, orig: []string{"s a dog"}, why: "apostrophes are not quotes"},
		{id: "probe-quote-2", text: "He said \"ok\" and 'yes'", want: []string{"yes"}},
		{id: "probe-quote-3", text: "\"a\" 'bc' \"abc\"",
			want: []string{"abc"}, orig: []string{" 'bc' "}, why: "a closing mark is not reused as an opening one"},
		{id: "probe-quote-4", text: "“curly quote”",
			want: []string{"curly quote"}, orig: []string{}, why: "curly quotes are quotes"},
		{id: "probe-quote-5", text: "She said \"multi\nline\"", want: []string{"multi\nline"}},
		{id: "probe-quote-6", text: "'tis 'twas",
			want: []string{}, orig: []string{"tis "}, why: "apostrophes are not quotes"},
		{id: "probe-quote-7", text: "the 'quoted \"inner\" text'", want: []string{"quoted \"inner\" text"}},
		{id: "probe-quote-8", text: "\"unterminated", want: []string{}},
		{id: "probe-check-15", text: "He said \"not now\".", want: []string{"not now"}},
	}
	for _, tt := range tests {
		got := quoteTexts(Quotes(tt.text))
		if !slices.Equal(got, tt.want) {
			t.Errorf("%s: Quotes(%q) = %q, want %q", tt.id, tt.text, got, tt.want)
		}
		if tt.orig != nil && slices.Equal(tt.orig, tt.want) {
			t.Errorf("%s: orig %q equals want; drop it", tt.id, tt.orig)
		}
	}
}

func FuzzQuotes(f *testing.F) {
	for _, s := range []string{
		`"abc"`, "'abc'", "“abc”", "‘abc’", "«abc»", "„abc“", `"a 'b "c' d"`, "'\n'", "\"\n\n\"",
		"’’’", "‘’", "\xff\"abc\"\xff", "'90s", "''''''", `""""""`, "« »", "„“”",
		"\"\xdc0000\"\"\xd60000\"", // two quotes, found by the fuzzer
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		qs := Quotes(text)
		spans := make([][2]int, 0, len(qs))
		for _, q := range qs {
			spans = append(spans, [2]int{q.Start, q.End})
			if text[q.Start:q.End] != q.Text {
				t.Fatalf("Quotes(%q): Text %q != text[%d:%d]", text, q.Text, q.Start, q.End)
			}
			if utf8.RuneCountInString(q.Text) < 3 {
				t.Fatalf("Quotes(%q): quote %q shorter than 3 characters", text, q.Text)
			}
			if q.Start == 0 || q.End == len(text) {
				t.Fatalf("Quotes(%q): quote %+v has no room for its marks", text, q)
			}
		}
		checkSpans(t, "Quotes", text, spans)
		before := Quotes(`He said "yes please" twice.`)
		if got := AppendQuotes(before, text); !slices.Equal(got[:len(before)], before) || !slices.Equal(got[len(before):], qs) {
			t.Fatalf("AppendQuotes(%+v, %q) = %+v, want those and %+v", before, text, got, qs)
		}
	})
}

// FuzzNextQuoteLead checks nextQuoteLead and nextQuoteOrLine, eight bytes
// at a time, against a look at each byte in turn.
func FuzzNextQuoteLead(f *testing.F) {
	for _, s := range []string{"", "a", `"`, "'", "it's a \"quote\" here", "caf\xc3\xa9 and more text",
		"\x00\x01!#&()\"'", "eight by\"", "eight by'tes and then \xe2\x80\x9c", "\x7f\x80\x81\x21\x22\x23\x26\x27\x28", "a line\nand \n\n'two'\n"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		for i := 0; i <= len(s); i++ {
			want := i
			for want < len(s) && !quoteLead[s[want]] {
				want++
			}
			if got := nextQuoteLead(s, i); got != want {
				t.Fatalf("nextQuoteLead(%q, %d) = %d, want %d", s, i, got, want)
			}
			want = i
			for want < len(s) && !quoteLead[s[want]] && s[want] != '\n' {
				want++
			}
			if got := nextQuoteOrLine(s, i); got != want {
				t.Fatalf("nextQuoteOrLine(%q, %d) = %d, want %d", s, i, got, want)
			}
		}
	})
}
