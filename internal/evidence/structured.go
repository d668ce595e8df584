package evidence

import (
	"encoding/json"
	"regexp"
	"strconv"
	"strings"
	"time"

	"github.com/sourced-dev/sourced/internal/claims"
)

// fact is one leaf of a structured (JSON) source, rendered as a sentence.
type fact struct {
	text       string // "hours Monday: from 17:30 to 23:00", "stars: 4.0 stars"
	start, end int    // byte span of the key and value in the source
	attr       *Attribute
	hours      *Hours
}

// Hours are a record's opening hours on one day of the week: "hours",
// "Monday": "7:0-15:30".
type Hours struct {
	Day         time.Weekday
	Open, Close int // minutes since midnight
}

// dayHours reads an opening-hours leaf: a key that names a day under an
// "hours" key, with a value such as "7:0-15:30". A range of two midnights
// ("0:0-0:0") is not read: data sets use it both for closed and for open
// all day.
func dayHours(path []string, key, value string) *Hours {
	if len(path) == 0 || !strings.EqualFold(path[len(path)-1], "hours") {
		return nil
	}
	day := -1
	for d := time.Sunday; d <= time.Saturday; d++ {
		if strings.EqualFold(key, d.String()) {
			day = int(d)
		}
	}
	if day < 0 {
		return nil
	}
	m := clockRange(value)
	if m == nil {
		return nil
	}
	n := make([]int, 4)
	for i := range n {
		n[i], _ = strconv.Atoi(m[i+1])
	}
	return &Hours{Day: time.Weekday(day), Open: n[0]*60 + n[1], Close: n[2]*60 + n[3]}
}

// Polarity is the value of a yes/no property of a record.
type Polarity int8

// The values of a yes/no property.
const (
	// Unknown is a property the record lists without a value (null).
	Unknown Polarity = iota
	// Yes is true, "yes", or a value that means the thing is there ("free"
	// WiFi).
	Yes
	// No is false, "no" or "none".
	No
)

// Attribute is a yes/no property of a record, such as WiFi or outdoor
// seating, and its value.
type Attribute struct {
	// Words name the property in lower case, without a record's generic
	// prefixes: "OutdoorSeating" is [outdoor seating],
	// "RestaurantsTakeOut" is [take out], BusinessParking's "garage" is
	// [parking garage].
	Words []string
	Value Polarity
}

// genericKeyWords are prefixes that name the kind of record, not the
// property.
var genericKeyWords = map[string]bool{"restaurants": true, "business": true, "attributes": true}

// characterWords name the character of a place. Below such a key, each
// key is an adjective that names its property alone: Ambience's
// "intimate" is [intimate], as a claim says "an intimate atmosphere".
var characterWords = map[string]bool{"ambience": true, "ambiance": true, "atmosphere": true, "vibe": true, "mood": true, "feel": true}

// attribute returns the property a leaf states, or nil when its value is
// not a yes/no value. parent is the key of the enclosing object when the
// leaf is nested below a top-level key ("BusinessParking"), else "".
func attribute(parent, key, value string, isNull bool) *Attribute {
	p := Unknown
	switch {
	case isNull:
	case value == "yes" || value == "free" || value == "paid":
		p = Yes
	case value == "no" || value == "none":
		p = No
	default:
		return nil
	}
	if characterWords[strings.ToLower(parent)] {
		parent = ""
	}
	var words []string
	for _, w := range strings.Fields(strings.ToLower(keyWords(parent) + " " + keyWords(key))) {
		if !genericKeyWords[w] && w != "for" {
			words = append(words, w)
		}
	}
	if len(words) == 0 {
		return nil
	}
	return &Attribute{Words: words, Value: p}
}

// facts reads text as one JSON object — a record such as a business
// listing — and renders each leaf as a sentence "path: value". It reports
// false when text is not a JSON object. A number is followed by its key's
// words ("review count: 112 review count") so that it is read as a count of
// that thing.
func facts(text string) ([]fact, bool) {
	if !isJSONObject(text) {
		return nil, false
	}
	sc := jsonScanner{text: text}
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
		tok, start, end, ok := sc.next()
		if !ok {
			break
		}
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
		out = appendFacts(out, text, path, key, tok, keyStart, start, end)
		wantKey = inObject[len(inObject)-1]
	}
	return out, len(out) > 0
}

// appendFacts renders one leaf — key, its value tok spanning
// [valStart, end) of text, under the enclosing keys path — as facts. Most
// leaves are one fact; a leaf that holds several sentences (a review)
// gives one fact a sentence, and a leaf that holds a Python-style
// dictionary ("{'garage': False, 'street': True}") one fact an entry.
func appendFacts(out []fact, text string, path []string, key string, tok json.Token, keyStart, valStart, end int) []fact {
	prefix := keyPath(path, key)
	parent := ""
	if len(path) > 1 {
		parent = path[len(path)-1]
	}
	s, isString := tok.(string)
	if !isString {
		v := scalar(key, tok)
		return append(out, fact{text: prefix + ": " + v, start: keyStart, end: end, attr: attribute(parent, key, v, tok == nil)})
	}
	if entries, ok := pyDict(s); ok {
		for _, e := range entries {
			v := literal(e[1])
			out = append(out, fact{text: prefix + " " + keyWords(e[0]) + ": " + v, start: keyStart, end: end,
				attr: attribute(key, e[0], v, e[1] == "None")})
		}
		return out
	}
	segs := claims.Split(s)
	if len(segs) < 2 {
		v := literal(s)
		return append(out, fact{text: prefix + ": " + v, start: keyStart, end: end,
			attr: attribute(parent, key, v, s == "None"), hours: dayHours(path, key, s)})
	}
	// Sentences of a long text. Their spans are exact when the JSON string
	// has no escapes; otherwise each spans the whole value.
	exact := valStart+1+len(s) < len(text) && text[valStart+1:valStart+1+len(s)] == s
	for i, seg := range segs {
		f := fact{text: seg.Text, start: valStart, end: end}
		if i == 0 {
			f.text, f.start = prefix+": "+seg.Text, keyStart
		}
		if exact {
			if i > 0 {
				f.start = valStart + 1 + seg.Start
			}
			f.end = valStart + 1 + seg.End
		}
		out = append(out, f)
	}
	return out
}

// keyPath renders the keys leading to a leaf as words.
func keyPath(path []string, key string) string {
	var buf [128]byte
	b := buf[:0]
	for _, p := range path {
		if p != "" {
			b = append(appendKeyWords(b, p), ' ')
		}
	}
	if len(b) == 0 {
		return keyWords(key)
	}
	return string(appendKeyWords(b, key))
}

// scalar renders a number, boolean or null. A number is followed by its
// key's words ("review count: 112 review count") so that it is read as a
// count of that thing.
func scalar(key string, v json.Token) string {
	switch t := v.(type) {
	case json.Number:
		return t.String() + " " + keyWords(key)
	case bool:
		if t {
			return "yes"
		}
		return "no"
	}
	return "none"
}

// hoursRange matches an opening-hours value such as "7:0-15:30".
var hoursRange = regexp.MustCompile(`^(\d{1,2}):(\d{1,2})-(\d{1,2}):(\d{1,2})$`)

// clockRange returns the submatches of hoursRange in an opening-hours
// value, or nil when s is not one or is the range of two midnights
// ("0:0-0:0"), which data sets use both for closed and for open all day.
func clockRange(s string) []string {
	if s == "0:0-0:0" {
		return nil
	}
	return hoursRange.FindStringSubmatch(s)
}

// literal renders a string value: opening hours as two clock times
// ("7:0-15:30" → "from 7:00 to 15:30"), Python literals as words
// ("True" → yes, "u'free'" → free, "None" → none). A range of two
// midnights ("0:0-0:0") is left as written: it means closed or open all
// day, depending on the data set.
func literal(s string) string {
	if m := clockRange(s); m != nil {
		return "from " + m[1] + ":" + pad2(m[2]) + " to " + m[3] + ":" + pad2(m[4])
	}
	switch s {
	case "True":
		return "yes"
	case "False":
		return "no"
	case "None":
		return "none"
	}
	if u := strings.TrimPrefix(s, "u"); len(u) >= 2 && u[0] == '\'' && u[len(u)-1] == '\'' {
		return literal(u[1 : len(u)-1])
	}
	return s
}

func pad2(d string) string {
	if len(d) == 1 {
		return "0" + d
	}
	return d
}

// pyDict reads a Python-style dictionary of simple values, as some data
// sets store nested attributes: "{'garage': False, 'street': True}". It
// returns the key and value text of each entry.
func pyDict(s string) ([][2]string, bool) {
	if len(s) < 2 || s[0] != '{' || s[len(s)-1] != '}' {
		return nil, false
	}
	var out [][2]string
	for _, entry := range strings.Split(s[1:len(s)-1], ",") {
		k, v, ok := strings.Cut(strings.TrimSpace(entry), ":")
		k = strings.TrimSpace(k)
		if !ok || len(k) < 3 || k[0] != '\'' || k[len(k)-1] != '\'' {
			return nil, false
		}
		out = append(out, [2]string{k[1 : len(k)-1], strings.TrimSpace(v)})
	}
	return out, len(out) > 0
}

// keyWords turns a key such as "review_count" or "RestaurantsTakeOut"
// into words: "review count", "Restaurants Take Out". Two short parts
// stay one word ("WiFi").
func keyWords(k string) string {
	var buf [64]byte
	if b := appendKeyWords(buf[:0], k); string(b) != k {
		return string(b)
	}
	return k // most keys are words already
}

// appendKeyWords appends keyWords of k to b.
func appendKeyWords(b []byte, k string) []byte {
	last := 0 // start of the current part
	for i := 1; i < len(k); i++ {
		lowerUpper := isLower(k[i-1]) && isUpper(k[i])
		acronymEnd := i+1 < len(k) && isUpper(k[i-1]) && isUpper(k[i]) && isLower(k[i+1])
		if !lowerUpper && !acronymEnd {
			continue
		}
		if i-last <= 2 && partLen(k, i) <= 2 {
			continue // WiFi
		}
		b = append(appendSpaced(b, k[last:i]), ' ')
		last = i
	}
	return appendSpaced(b, k[last:])
}

// appendSpaced appends part to b, each underscore a space.
func appendSpaced(b []byte, part string) []byte {
	for i := 0; i < len(part); i++ {
		if c := part[i]; c == '_' {
			b = append(b, ' ')
		} else {
			b = append(b, c)
		}
	}
	return b
}

// partLen is the length of the camel-case part starting at i.
func partLen(k string, i int) int {
	j := i + 1
	for j < len(k) && isLower(k[j]) {
		j++
	}
	return j - i
}

func isLower(c byte) bool { return 'a' <= c && c <= 'z' }
func isUpper(c byte) bool { return 'A' <= c && c <= 'Z' }
