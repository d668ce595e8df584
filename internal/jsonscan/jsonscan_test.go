package jsonscan

import (
	"encoding/json"
	"errors"
	"io"
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
			return
		}
		dec := json.NewDecoder(strings.NewReader(text))
		dec.UseNumber()
		sc := NewScanner(text)
		for {
			before := int(dec.InputOffset())
			want, err := dec.Token()
			got, start, end, ok := sc.Next()
			if errors.Is(err, io.EOF) {
				if ok {
					t.Fatalf("%q: scanner reads %#v at %d after the decoder's last token", text, got, start)
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
		}
	})
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

// unquoteJSON decodes every valid string literal as encoding/json does.
func FuzzUnquoteJSON(f *testing.F) {
	for _, s := range []string{`"a\"b\\c\/\b\f\n\r\t"`, `"\u00e9\ud83d\ude00 \ud800 \udc00\ud800\u0041 \uD83D"`, "\"\xff\xed\xa0\x80é\"", `""`} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		var want string
		if len(s) < 2 || s[0] != '"' || json.Unmarshal([]byte(s), &want) != nil {
			return
		}
		if end, _ := jsonString(s, 0); end != len(s) {
			return // more than a string literal
		}
		if got := unquoteJSON(s[1 : len(s)-1]); got != want {
			t.Fatalf("unquoteJSON(%q) = %q, encoding/json %q", s, got, want)
		}
	})
}

// hasControl, which tests eight bytes at a time, agrees with a test of
// every byte.
func FuzzHasControl(f *testing.F) {
	for _, s := range []string{"", "plain text here", "tab\there", "\x1f", "  \x80\xff\x20\x21\x1f", "0123456\x00", "\xa0\xa1\xff\xfe\x80\x81\x20\x20\x01"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		want := false
		for i := range len(s) {
			want = want || s[i] < ' '
		}
		if got := hasControl(s); got != want {
			t.Fatalf("hasControl(%q) = %v, want %v", s, got, want)
		}
	})
}

// plainRun, which reads eight bytes at a time, ends a run where a test of
// every byte does, from every offset.
func FuzzPlainRun(f *testing.F) {
	for _, s := range []string{"", "plain text, long enough", `a\nb`, "0123456\\", "abcdefg\x80hij", "\xff\\\x5c\xdc\x7f\x00 \x5b\x5d"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		for i := 0; i <= len(s); i++ {
			want := i
			for want < len(s) && s[want] < 0x80 && s[want] != '\\' {
				want++
			}
			if got := plainRun(s, i); got != want {
				t.Fatalf("plainRun(%q, %d) = %d, want %d", s, i, got, want)
			}
		}
	})
}
