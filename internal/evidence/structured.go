package evidence

import (
	"bytes"
	"encoding/json"
	"io"
	"strings"
)

// fact is one leaf of a structured (JSON) source, rendered as a sentence.
type fact struct {
	text       string // "hours Monday: 17:30-23:0", "stars: 4.0 stars"
	start, end int    // byte span of the key and value in the source
}

// facts reads text as one JSON object — a record such as a business
// listing — and renders each leaf as a sentence "path: value". It reports
// false when text is not a JSON object. A number is followed by its key's
// words ("review count: 112 review count") so that it is read as a count of
// that thing.
func facts(text string) ([]fact, bool) {
	trimmed := strings.TrimSpace(text)
	if !strings.HasPrefix(trimmed, "{") || !json.Valid([]byte(trimmed)) {
		return nil, false
	}
	dec := json.NewDecoder(strings.NewReader(text))
	dec.UseNumber()
	var (
		out  []fact
		path []string // keys of the enclosing objects
		// inObject[i] is true when level i is an object (keys expected).
		inObject []bool
		key      string
		keyStart int
		wantKey  bool
	)
	for {
		before := int(dec.InputOffset())
		tok, err := dec.Token()
		if err == io.EOF {
			break
		}
		if err != nil {
			return nil, false
		}
		start := skipSeparators(text, before)
		switch t := tok.(type) {
		case json.Delim:
			switch t {
			case '{', '[':
				if len(inObject) > 0 {
					path = append(path, key)
				}
				inObject = append(inObject, t == '{')
				wantKey = t == '{'
			case '}', ']':
				inObject = inObject[:len(inObject)-1]
				if len(path) > 0 && len(inObject) > 0 {
					path = path[:len(path)-1]
				}
				wantKey = len(inObject) > 0 && inObject[len(inObject)-1]
			}
			continue
		case string:
			if wantKey {
				key, keyStart, wantKey = t, start, false
				continue
			}
		}
		if len(inObject) == 0 {
			continue
		}
		if !inObject[len(inObject)-1] {
			keyStart = start // an array element: its own span
		}
		out = append(out, fact{
			text:  renderFact(path, key, tok),
			start: keyStart,
			end:   int(dec.InputOffset()),
		})
		wantKey = inObject[len(inObject)-1]
	}
	return out, len(out) > 0
}

// renderFact renders one leaf as a sentence.
func renderFact(path []string, key string, v json.Token) string {
	var b strings.Builder
	for _, p := range path {
		if p != "" {
			b.WriteString(keyWords(p))
			b.WriteByte(' ')
		}
	}
	b.WriteString(keyWords(key))
	b.WriteString(": ")
	switch t := v.(type) {
	case json.Number:
		b.WriteString(t.String())
		b.WriteByte(' ')
		b.WriteString(keyWords(key))
	case string:
		b.WriteString(t)
	case bool:
		if t {
			b.WriteString("yes")
		} else {
			b.WriteString("no")
		}
	case nil:
		b.WriteString("none")
	}
	return b.String()
}

// keyWords turns a key such as "review_count" into words.
func keyWords(k string) string {
	return strings.ReplaceAll(k, "_", " ")
}

// skipSeparators moves i past white space, commas and colons.
func skipSeparators(text string, i int) int {
	for i < len(text) && bytes.IndexByte([]byte(" \t\r\n,:"), text[i]) >= 0 {
		i++
	}
	return i
}
