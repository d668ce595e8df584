package jsonscan

import (
	"bytes"
	"encoding/json"
	"errors"
	"io"
	"strconv"
	"strings"
	"testing"
)

// The scanner reads every valid JSON text as json.Decoder's Token does
// with UseNumber: the same tokens, each starting after the separators
// that follow the decoder's offset before it and ending at its offset
// after it.
func FuzzJSONScanner(f *testing.F) {
	for _, s := range []string{
		`{"name": "Blue Door", "hours": {"Monday": "7:0-15:0"}, "stars": 4.5e+1, "x": [1, -0.5, "a. B.", null, true, false]}`,
		` {"esc": "a\"b\\c\u00e9\ud83d\ude00 \ud800", "bad": "` + "\xff" + `", "": [], "e": {}} `,
		"[1,2]", `"s"`, "-12.5E-3", "\t\n{\"k\" :\r\n [ ] }\n",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		if !json.Valid([]byte(text)) {
			// The scanner stops short of the end of an invalid text.
			sc := NewScanner(text)
			for n := 0; ; n++ {
				if _, _, _, ok := sc.Next(); !ok {
					break
				}
				if n > len(text) {
					t.Fatalf("%q: the scanner reads more tokens than the text has bytes", text)
				}
			}
			if sc.Done() {
				t.Fatalf("%q: the scanner reads an invalid text whole", text)
			}
			return
		}
		dec := json.NewDecoder(strings.NewReader(text))
		dec.UseNumber()
		sc, lits := NewScanner(text), NewScanner(text)
		for {
			before := int(dec.InputOffset())
			want, err := dec.Token()
			got, start, end, ok := sc.Next()
			if errors.Is(err, io.EOF) {
				if ok || !sc.Done() {
					t.Fatalf("%q: scanner reads %#v at %d after the decoder's last token, or is not done (%v)", text, got, start, sc.Done())
				}
				return
			}
			if err != nil {
				t.Fatalf("%q: decoder: %v", text, err)
			}
			wantStart := before
			for wantStart < len(text) && strings.IndexByte(" \t\r\n,:", text[wantStart]) >= 0 {
				wantStart++
			}
			if !ok || got.value() != want || start != wantStart || end != int(dec.InputOffset()) {
				t.Fatalf("%q: scanner reads %#v [%d, %d) %v; decoder %#v [%d, %d)", text, got, start, end, ok, want, wantStart, dec.InputOffset())
			}
			if got.Canonical && quoteJSON(got.Text) != text[start:end] {
				t.Fatalf("%q: the literal %s is canonical, but encoding/json writes %s", text, text[start:end], quoteJSON(got.Text))
			}
			// NextLiteral reads the same token, leaving Text "" only
			// for a canonical literal with escapes.
			lit, lstart, lend, lok := lits.NextLiteral()
			skipped := lit.Canonical && lit.Text == "" && strings.Contains(text[start:end], `\`)
			if lok != ok || lstart != start || lend != end || lit.Kind != got.Kind || lit.Canonical != got.Canonical || lit.Text != got.Text && !skipped {
				t.Fatalf("%q: NextLiteral reads %#v [%d, %d) %v; Next %#v", text, lit, lstart, lend, lok, got)
			}
		}
	})
}

// quoteJSON is s as encoding/json writes it, without HTML escaping.
func quoteJSON(s string) string {
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	_ = enc.Encode(s) // encoding a string cannot fail
	return strings.TrimSuffix(buf.String(), "\n")
}

// A string of the usual kinds, without escapes or with only those
// encoding/json writes itself, is canonical; others are not.
func TestCanonical(t *testing.T) {
	for text, want := range map[string]bool{
		`"plain, ASCII"`: true, `"caf\u00e9"`: false, `"café <&>"`: true, `"a\"b\\c\n\r\t\b\f"`: true,
		`"a\/b"`: false, "\"line \u2028 end\"": false, "\"bad \xff\"": false, `"\u0001"`: false,
	} {
		sc := NewScanner(text)
		if tok, _, _, ok := sc.Next(); !ok || tok.Canonical != want {
			t.Errorf("%s: token %#v, %v; want canonical %v", text, tok, ok, want)
		}
	}
}

// Skip reads a value whole, however nested, and Peek the kind of the
// token after it, without reading it.
func TestSkipAndPeek(t *testing.T) {
	text := `{"skip": {"a": [1, "x\"y", {"b": null}], "c": true}, "next": []}`
	sc := NewScanner(text)
	sc.Next() // {
	sc.Next() // "skip"
	start, end, ok := sc.Skip()
	if want := `{"a": [1, "x\"y", {"b": null}], "c": true}`; !ok || text[start:end] != want {
		t.Fatalf("Skip = %q, %v; want %q", text[start:end], ok, want)
	}
	for _, want := range []byte{'"', '"'} {
		if got := sc.Peek(); got != want {
			t.Fatalf("Peek = %q, want %q", got, want)
		}
	}
	if tok, _, _, _ := sc.Next(); tok.Text != "next" {
		t.Fatalf("after Peek, Next reads %#v, want the name next", tok)
	}
	if bad := NewScanner(`[1, {"a": 2]`); func() bool { _, _, ok := bad.Skip(); return ok }() {
		t.Fatal("Skip takes an array closed with the wrong bracket")
	}
}

// value is the token as json.Decoder's Token returns it with UseNumber.
func (t Token) value() json.Token {
	switch t.Kind {
	case '"':
		return t.Text
	case '0':
		return json.Number(t.Text)
	case 't', 'f':
		return t.Kind == 't'
	case 'n':
		return nil
	}
	return json.Delim(t.Kind)
}

// Valid accepts exactly what json.Valid accepts.
func FuzzValidJSON(f *testing.F) {
	for _, s := range []string{
		`{"a": [1, -0.5e+3, "x\u00e9\n", true, false, null, {}], "b": {"c": []}}`,
		`{"a": 01}`, `{"a": 1.}`, `{"a": -}`, `{"a" 1}`, `{"a": 1,}`, `[1,]`, `{"a": "\x"}`, `{"a": "\u12G4"}`,
		"{\"a\": \"\x01\"}", "{\"a\": \"\xff\"}", ` "s" `, `tru`, `nulll`, `1e`, `1E+`, `-0.0e-0`, `[`, `{"a":{"b":[[[]]]}}`, "",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if got, want := Valid(s), json.Valid([]byte(s)); got != want {
			t.Fatalf("Valid(%q) = %v, json.Valid %v", s, got, want)
		}
	})
}

// Valid takes nesting as deep as json.Valid does, and no deeper.
func TestValidJSONDepth(t *testing.T) {
	for _, depth := range []int{maxDepth, maxDepth + 1} {
		s := strings.Repeat(`{"a":[`, depth/2) + strings.Repeat(`]}`, depth/2)
		if depth%2 == 1 {
			s = "[" + s + "]"
		}
		if got, want := Valid(s), json.Valid([]byte(s)); got != want {
			t.Errorf("depth %d: Valid %v, json.Valid %v", depth, got, want)
		}
	}
}

// A string literal's value is what encoding/json decodes, and Valid
// (which reads strings without decoding them) accepts exactly the
// literals that encoding/json does.
func FuzzScanString(f *testing.F) {
	for _, s := range []string{`"a\"b\\c\/\b\f\n\r\t"`, `"\u00e9\ud83d\ude00 \ud800 \udc00\ud800\u0041 \uD83D"`, "\"\xff\xed\xa0\x80é\"", `""`, `"a\u12"`, `"\ud800\u12x"`, `"x\q"`} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if len(s) < 2 || s[0] != '"' {
			return
		}
		var want string
		valid := json.Unmarshal([]byte(s), &want) == nil
		if Valid(s) != valid {
			t.Fatalf("Valid(%q) = %v, encoding/json %v", s, !valid, valid)
		}
		end, got, _, ok := scanString(s, 0, stop(s, 1), decodeText)
		if !valid || end != len(s) {
			return // invalid, or more than a string literal
		}
		if !ok || got != want {
			t.Fatalf("scanString(%q) = %q, %v; encoding/json %q", s, got, ok, want)
		}
	})
}

// stop, which tests eight and sixteen bytes at a time, stops where a
// test of every byte does, from every offset, and so do indexStop, in
// each way (see stopWays), and indexStopGo within the whole sixteen-byte
// blocks of the rest.
func FuzzStop(f *testing.F) {
	for _, s := range []string{strings.Repeat("x", 31) + "\"", strings.Repeat("y", 32) + "\x01", strings.Repeat("z", 47) + "\xe9", strings.Repeat("w", 70) + "\\", "", "plain text, long enough", `a\nb`, "0123456\\", "abcdefg\x80hij", "\xff\\\x5c\xdc\x7f\x00 \x5b\x5d", "tab\there\"", "  \x80\xff\x20\x21\x1f", "\xa0\xa1\xff\xfe\x80\x81\x20\x20\x01", "a run of text that is long enough to be read sixteen bytes at a time, \"then\" a quote\\ and \x01 more \xc3\xa9 text after"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		stopWays(t, func(t *testing.T) {
			for i := 0; i <= len(s); i++ {
				want := i
				for want < len(s) && s[want] != '"' && s[want] != '\\' && s[want] >= ' ' && s[want] < 0x80 {
					want++
				}
				if got := stop(s, i); got != want {
					t.Fatalf("stop(%q, %d) = %d, want %d", s, i, got, want)
				}
				rest := s[i:]
				blocks := min(want-i, len(rest)&^15)
				if got := indexStop(rest); got != blocks {
					t.Fatalf("indexStop(%q) = %d, want %d", rest, got, blocks)
				}
				if got := indexStopGo(rest); got != blocks {
					t.Fatalf("indexStopGo(%q) = %d, want %d", rest, got, blocks)
				}
			}
		})
	})
}

// Name and Value read what Token reads, wherever they are called: what
// they read in a step of their own (a name with its colon, a string
// value), and what they leave to Token. Scanner b calls them where a name
// or a value comes next, c as the bits of pick say; both stop where Token
// does in an invalid text.
func FuzzNameAndValue(f *testing.F) {
	for _, s := range []string{
		`{"id": "1", "source_id": "15596", "labels": [{"start": 0, "text": "a"}], "a_long_name_here": {}, "é": 1, "a\"b": 2, "s": "a long value, with an \"escape\" in it"}`,
		`{"a" 1}`, `{"a":}`, `{"a": 1 "b": 2}`, `{"a": 1,}`, `[1, "a": 2]`, "{\"k\"\t:\r\n1 , \"l\":2}", `{"abc`, `{"abcdefgh":`, `{"a": "b\q"}`, `{"a": "bcdefghij`,
	} {
		f.Add(s, uint64(0x9e3779b97f4a7c15))
	}
	f.Fuzz(func(t *testing.T, text string, pick uint64) {
		a, b, c := NewScanner(text), NewScanner(text), NewScanner(text)
		var open []byte // the objects and arrays open
		name := false   // a name or a closing brace comes next
		for n := 0; n <= len(text); n++ {
			want, got := a.Token(), Token{}
			if name {
				got = b.Name()
			} else {
				got = b.Value()
			}
			if got != want {
				t.Fatalf("%q: token %d is %#v; Name (%v) or Value read %#v", text, n, want, name, got)
			}
			switch pick >> (2 * (n % 32)) & 3 {
			case 0:
				got = c.Token()
			case 1, 3:
				got = c.Name()
			case 2:
				got = c.Value()
			}
			if got != want {
				t.Fatalf("%q: token %d is %#v; pick %#x read %#v", text, n, want, pick, got)
			}
			switch want.Kind {
			case 0:
				if a.Done() != b.Done() || a.Done() != c.Done() {
					t.Fatalf("%q: Done is %v after Token, %v after Name and Value, %v after pick %#x", text, a.Done(), b.Done(), c.Done(), pick)
				}
				return
			case '{', '[':
				open = append(open, want.Kind)
				name = want.Kind == '{'
				continue
			case '}', ']':
				open = open[:len(open)-1]
			case '"':
				if name { // a value follows
					name = false
					continue
				}
			}
			name = len(open) > 0 && open[len(open)-1] == '{'
		}
		t.Fatalf("%q: more tokens than bytes", text)
	})
}

// NameIs reads a name, with its colon, where Token reads that name next,
// and leaves the scanner to read on as Token does; anywhere else it reads
// nothing. Its names are those it takes: ASCII without quotes,
// backslashes or control characters.
func FuzzNameIs(f *testing.F) {
	for _, s := range []string{
		`{"id": "1", "source_id": "15596", "labels": [{"start": 0, "text": "a"}], "a_long_name": {}, "id":"2", "id" : 3}`,
		`["id": 1, "id", "id"]`, `{"id": 1, "id"}`, `{"id":`, `{"idd": 1, "i": 2}`, `{"id": 1,  "id": 2}`, `{"id": 1 "id": 2}`,
	} {
		f.Add(s, "id")
	}
	f.Add(`{"source_id": "15596", "source_idx": 1}`, "source_id")
	f.Add(`{"a_long_name_of_14": 1}`, "a_long_name_of_14")
	f.Fuzz(func(t *testing.T, text, name string) {
		for i := range len(name) {
			if c := name[i]; c == '"' || c == '\\' || c < ' ' || c >= 0x80 {
				return
			}
		}
		lit := `"` + name + `":`
		k, ok := NewNameKey(lit)
		if !ok {
			return
		}
		a, b := NewScanner(text), NewScanner(text)
		for n := 0; n <= len(text); n++ {
			want := a.Token()
			if b.NameIs(&k) {
				if want.Kind != '"' || want.Text != name || b.Last() != lit {
					t.Fatalf("%q: token %d is %#v; NameIs(%q) read %q", text, n, want, lit, b.Last())
				}
				continue
			}
			if got := b.Token(); got != want {
				t.Fatalf("%q: token %d is %#v; after NameIs(%q) refused it, Token read %#v", text, n, want, lit, got)
			}
			if want.Kind == 0 {
				if a.Done() != b.Done() {
					t.Fatalf("%q: Done is %v, after NameIs %v", text, a.Done(), b.Done())
				}
				return
			}
		}
		t.Fatalf("%q: more tokens than bytes", text)
	})
}

// Delim reads each token as Token does, its kind the token's: scanner b
// reads a text's tokens by Delim or Token as the bits of pick say, and
// stops where Token does.
func FuzzDelim(f *testing.F) {
	for _, s := range []string{
		`{"labels": [], "x": [{"start": 0}, {"a": [1, [2, []]]}], "y": {}}`,
		`[ [ ] , [] ,[] ]`, `[1, ]`, `[,]`, `{]`, `[}`, `{"a": [}`, `]`, `[`, `{"a": 1, ]}`, ` [ {} ]`, `[1] [`,
	} {
		f.Add(s, uint64(0x9e3779b97f4a7c15))
		f.Add(s, ^uint64(0))
	}
	f.Add(`{"a": 1]`, ^uint64(0))
	f.Fuzz(func(t *testing.T, text string, pick uint64) {
		a, b := NewScanner(text), NewScanner(text)
		for n := 0; n <= len(text); n++ {
			want := a.Token()
			if pick>>(n%64)&1 != 0 {
				if got := b.Delim(); got != want.Kind {
					t.Fatalf("%q: token %d is %#v; Delim read %q", text, n, want, got)
				}
			} else if got := b.Token(); got != want {
				t.Fatalf("%q: token %d is %#v; pick %#x read %#v", text, n, want, pick, got)
			}
			if want.Kind == 0 {
				if a.Done() != b.Done() {
					t.Fatalf("%q: Done is %v after Token, %v after Delim and Token", text, a.Done(), b.Done())
				}
				return
			}
		}
		t.Fatalf("%q: more tokens than bytes", text)
	})
}

// Skip reads the value of each field of an object as reading its tokens
// one by one does, and leaves the scanner where they leave it.
func FuzzSkip(f *testing.F) {
	for _, s := range []string{
		`{"model": "gpt-4-0613", "temperature": 0.7, "meta": "A:\nB \"c\"", "x": {"a": [1, "b"]}, "y": [], "z": null}`,
		`{"a": "bc`, `{"a": "b\q"}`, `{"a":"short"}`, `{"a":  "two spaces"}`, `{"a": }`,
		`{"a": -0.5e+3, "b": true, "c": false, "d":null, "e": 01, "f": -, "g": fals, "h": nul, "i": truex, "j": 1.}`, `{"a": 12`, `{"a": tru`,
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		a, b := NewScanner(text), NewScanner(text)
		if a.Token() != b.Token() {
			t.Fatal("the scanners read different first tokens")
		}
		for n := 0; n <= len(text); n++ {
			name := a.Name()
			if got := b.Name(); got != name {
				t.Fatalf("%q: name %#v, then %#v", text, name, got)
			}
			if name.Kind != '"' {
				if a.Done() != b.Done() {
					t.Fatalf("%q: Done %v and %v", text, a.Done(), b.Done())
				}
				return
			}
			tok, start, end, ok := a.Next()
			for depth := 0; ok; tok, _, end, ok = a.Next() {
				switch tok.Kind {
				case '{', '[':
					depth++
				case '}', ']':
					depth--
				}
				if depth <= 0 {
					ok = depth == 0
					break
				}
			}
			if gs, ge, gok := b.Skip(); gs != start || ge != end || gok != ok {
				t.Fatalf("%q: Skip reads [%d, %d) %v; the tokens [%d, %d) %v", text, gs, ge, gok, start, end, ok)
			}
		}
		t.Fatalf("%q: more fields than bytes", text)
	})
}

// Int reads each token as Token and strconv.Atoi do, and leaves the
// scanner where Token leaves it, whether it takes its fast path or not.
func FuzzInt(f *testing.F) {
	for _, s := range []string{
		`{"start": 0, "end": 106, "x": -3, "y": 01, "z": 1.5, "w": 2e3, "v": 123456789012345678, "u": 1234567890123456789, "t": 99999999999999999999}`,
		`[7, 8,9 ,  10]`, `5`, ` 12 `, `{"a": 3-}`, `{"a": "1"}`, `{"a": 1E2}`, `0`, `00`,
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		a, b := NewScanner(text), NewScanner(text)
		for n := 0; n <= len(text); n++ {
			tok := a.Token()
			wantN, wantOK := 0, false
			if tok.Kind == '0' {
				var err error
				wantN, err = strconv.Atoi(tok.Text)
				wantOK = err == nil
			}
			gotN, gotOK := b.Int()
			if gotN != wantN || gotOK != wantOK {
				t.Fatalf("%q: token %d %#v reads as %d %v; Int reads %d %v", text, n, tok, wantN, wantOK, gotN, gotOK)
			}
			if a.start != b.start || a.pos != b.pos || a.want != b.want || a.failed != b.failed || a.depth != b.depth || a.objects != b.objects {
				t.Fatalf("%q: after token %d the scanners differ: %+v and %+v", text, n, a, b)
			}
			if tok.Kind == 0 {
				return
			}
		}
		t.Fatalf("%q: more tokens than bytes", text)
	})
}
