package evidence

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
		sc := jsonScanner{text: text}
		for {
			before := int(dec.InputOffset())
			want, err := dec.Token()
			got, start, end, ok := sc.next()
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
			if !ok || got != want || start != wantStart || end != int(dec.InputOffset()) {
				t.Fatalf("%q: scanner reads %#v [%d, %d) %v; decoder %#v [%d, %d)", text, got, start, end, ok, want, wantStart, dec.InputOffset())
			}
		}
	})
}
