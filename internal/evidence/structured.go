package evidence

import (
	"encoding/binary"
	"slices"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/sourced-dev/sourced/internal/claims"
	"github.com/sourced-dev/sourced/internal/jsonscan"
	"github.com/sourced-dev/sourced/internal/memo"
	"github.com/sourced-dev/sourced/internal/signals"
	"github.com/sourced-dev/sourced/internal/swar"
)

// fact is one leaf of a structured (JSON) source, rendered as a sentence.
type fact struct {
	text       string // "hours Monday: from 17:30 to 23:00", "stars: 4.0 stars"
	lower      string // signals.LowerASCII(text)
	ascii      bool   // the record's facts, and so text, are ASCII
	start, end int    // byte span of the key and value in the source
	// attr is the yes/no property the fact states, if its Words are set;
	// hours the opening hours it states, if isHours. The index keeps them
	// in one array of each for all its facts (see Index.addDocument).
	attr    Attribute
	hours   Hours
	isHours bool
}

// Hours are a record's opening hours on one day of the week: "hours",
// "Monday": "7:0-15:30".
type Hours struct {
	Day         time.Weekday
	Open, Close int // minutes since midnight
}

// dayHours reads an opening-hours leaf: a key that names a day under an
// "hours" key, with a value such as "7:0-15:30", of which m is what
// clockRange reads (so that a value read as one already is not read
// again); false when the leaf is none. A range of two midnights
// ("0:0-0:0"), which clockRange does not read, is none: data sets use it
// both for closed and for open all day.
func dayHours(path []string, key string, m [4]string) (Hours, bool) {
	if len(path) == 0 || !strings.EqualFold(path[len(path)-1], "hours") {
		return Hours{}, false
	}
	day := weekday(key)
	if day < 0 {
		return Hours{}, false
	}
	var n [4]int
	for i, d := range m {
		// One or two digits (see clockRange): their value is Atoi's.
		for j := 0; j < len(d); j++ {
			n[i] = n[i]*10 + int(d[j]-'0')
		}
	}
	return Hours{Day: time.Weekday(day), Open: n[0]*60 + n[1], Close: n[2]*60 + n[3]}, true
}

// weekday returns the day of the week key names, in any case as
// strings.EqualFold compares, or -1 when it names none. An ASCII key is
// lowered into a buffer and compared with the days' names at once, not
// folded against each of the seven; only a key that is not ASCII, which
// may fold to one (the long s, U+017F, folds to s), is folded against
// each.
func weekday(key string) int {
	var buf [len("wednesday")]byte
	for i := 0; i < len(key); i++ {
		c := key[i]
		if c >= utf8.RuneSelf {
			for d := time.Sunday; d <= time.Saturday; d++ {
				if strings.EqualFold(key, d.String()) {
					return int(d)
				}
			}
			return -1
		}
		if i == len(buf) {
			return -1 // more letters than any name has
		}
		if isUpper(c) {
			c += 'a' - 'A'
		}
		buf[i] = c
	}
	switch string(buf[:len(key)]) {
	case "sunday":
		return int(time.Sunday)
	case "monday":
		return int(time.Monday)
	case "tuesday":
		return int(time.Tuesday)
	case "wednesday":
		return int(time.Wednesday)
	case "thursday":
		return int(time.Thursday)
	case "friday":
		return int(time.Friday)
	case "saturday":
		return int(time.Saturday)
	}
	return -1
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

// attribute returns the property a leaf states, with its Words unset when
// its value, as rendered, is not a yes/no value or its keys name no
// property. parent is the key of the enclosing object when the leaf is
// nested below a top-level key ("BusinessParking"), else "".
func (w *factWriter) attribute(parent, key string, value []byte, isNull bool) Attribute {
	p := Unknown
	if !isNull {
		switch string(value) {
		case "yes", "free", "paid":
			p = Yes
		case "no", "none":
			p = No
		default:
			return Attribute{}
		}
	}
	return Attribute{Words: w.props.words(parent, key), Value: p}
}

// propertyCache holds propertyWords' answers for a factWriter, in slots
// chosen by the lengths and end bytes of the parent and the key. A writer
// lives with its pooled builder from index to index, and the records of a
// data set name the same few properties again and again: their words are
// found here without the process-wide memo's lock, map and hash of the
// key. A slot keeps its own copy of the first parent and key that take
// it, never the text of a record; a pair that finds its slot taken by
// another asks the memo each time.
type propertyCache struct {
	slots *[propertySlots]propertySlot
}

// propertySlots is the number of slots of a propertyCache.
const propertySlots = 256

// maxCachedPair is the longest parent and key, run together, that a
// propertyCache keeps.
const maxCachedPair = 64

// propertySlot is one parent and key of a propertyCache, run together in
// pair, the parent's length split, and their words.
type propertySlot struct {
	pair  string
	split int
	words []string
}

// words returns propertyWords(parent, key).
func (c *propertyCache) words(parent, key string) []string {
	n := len(parent) + len(key)
	if n > maxCachedPair || parent == "" && key == "" {
		return propertyWords(parent, key)
	}
	if c.slots == nil {
		c.slots = new([propertySlots]propertySlot)
	}
	h := uint(len(key)) ^ uint(len(parent))<<3
	if key != "" {
		h ^= uint(key[0])<<1 ^ uint(key[len(key)-1])<<4
	}
	if parent != "" {
		h ^= uint(parent[len(parent)-1]) << 2
	}
	s := &c.slots[h%propertySlots]
	if s.split == len(parent) && len(s.pair) == n && s.pair[:s.split] == parent && s.pair[s.split:] == key {
		return s.words
	}
	words := propertyWords(parent, key)
	if s.pair == "" {
		*s = propertySlot{pair: parent + key, split: len(parent), words: words}
	}
	return words
}

// propertyWords returns keyWords(parent, key), remembered for the
// process: the records of a data set name the same few properties again
// and again, and the words of each were two allocations for every record
// that names it. The words are shared, never to be changed. Long keys,
// which a data set seldom repeats, are not remembered, so the memo holds
// little text however long the keys it meets.
func propertyWords(parent, key string) []string {
	var buf [128]byte
	if binary.MaxVarintLen64+len(parent)+len(key) > len(buf) {
		return keyWords(parent, key)
	}
	k := append(binary.AppendUvarint(buf[:0], uint64(len(parent))), parent...)
	k = append(k, key...)
	return propertyMemo.Get(k, func() []string { return keyWords(parent, key) })
}

// propertyMemo holds propertyWords' answers, by the parent's length, the
// parent and the key.
var propertyMemo = memo.New[[]string](maxPropertyMemo)

// maxPropertyMemo is the number of keys propertyMemo remembers.
const maxPropertyMemo = 1 << 12

// keyWords returns the words that name the property of a leaf's key under
// parent (see Attribute.Words), nil when they name none.
func keyWords(parent, key string) []string {
	var buf [64]byte
	if characterWords[string(lowerInPlace(append(buf[:0], parent...)))] {
		parent = ""
	}
	// The words are cut from one string: the keys' words, in lower case.
	b := append(appendKeyWords(buf[:0], parent), ' ')
	b = appendKeyWords(b, key)
	var words []string
	for w := range strings.FieldsSeq(string(lowerInPlace(b))) {
		if !genericKeyWords[w] && w != "for" {
			words = append(words, w)
		}
	}
	// Clipped: the words are shared (see propertyWords), and an append to
	// them must not write into their array.
	return slices.Clip(words)
}

// lowerInPlace returns strings.ToLower of b: b itself, lowered in place,
// when it is ASCII.
func lowerInPlace(b []byte) []byte {
	for i, c := range b {
		if c >= utf8.RuneSelf {
			// Lowering is the same on text whose ASCII part is lowered.
			return []byte(strings.ToLower(string(b)))
		}
		if isUpper(c) {
			b[i] = c + 'a' - 'A'
		}
	}
	return b
}

// facts reads text as one JSON object — a record such as a business
// listing — and renders each leaf as a sentence "path: value". It reports
// false when text is not a JSON object (see jsonscan.IsObject). A number
// is followed by its key's words ("review count: 112 review count") so that
// it is read as a count of that thing.
//
// The scanner checks the text as it reads it, so a text it reads whole, an
// object, is one, without a pass of IsObject before; IsObject is asked of
// the others, which it may take for objects with white space around that
// JSON does not allow. A text that is no JSON mostly stops the scanner at
// its first word.
func (w *factWriter) facts(text string) ([]fact, bool) {
	first := len(w.out)
	// A text read whole is one JSON value, with JSON's white space around
	// it, which TrimSpace takes off.
	var object bool
	if w.scan(text) {
		object = strings.HasPrefix(strings.TrimSpace(text), "{")
	} else {
		object = jsonscan.IsObject(text)
	}
	if !object {
		w.out = w.out[:first]
		return nil, false
	}
	out := w.finish(first)
	return out, len(out) > 0
}

// scan renders the leaves of the JSON text as facts, into w.out and its
// buffers, as far as the text reads as JSON, and reports whether it reads
// whole, as one JSON value.
func (w *factWriter) scan(text string) bool {
	sc := jsonscan.NewScanner(text)
	w.buf, w.spans = w.buf[:0], w.spans[:0]
	path := &w.path // keys of the enclosing objects
	path.reset()
	// inObject[i] is true when level i is an object (keys expected).
	inObject := w.inObject[:0]
	var (
		key      string
		keyStart int
		wantKey  bool
	)
	for {
		tok, start, end, ok := sc.Next()
		if !ok {
			break
		}
		switch tok.Kind {
		case '{', '[':
			if len(inObject) > 0 {
				path.push(key, &w.keys)
			}
			inObject = append(inObject, tok.Kind == '{')
			wantKey = tok.Kind == '{'
			continue
		case '}', ']':
			inObject = inObject[:len(inObject)-1]
			if len(path.keys) > 0 && len(inObject) > 0 {
				path.pop()
			}
			wantKey = len(inObject) > 0 && inObject[len(inObject)-1]
			continue
		case '"':
			if wantKey {
				key, keyStart, wantKey = tok.Text, start, false
				continue
			}
		}
		if len(inObject) == 0 {
			continue
		}
		if !inObject[len(inObject)-1] {
			keyStart = start // an array element: its own span
		}
		w.leaf(text, path, key, tok, keyStart, start, end)
		wantKey = inObject[len(inObject)-1]
	}
	w.inObject = inObject
	return sc.Done()
}

// factWriter renders the facts of a record one after another into one
// buffer, so that their texts are parts of one string, and their lower
// cases parts of its lower case. Its buffers are reused from record to
// record; the facts of the records of one index are collected in out, one
// record after another, each record's a part of it.
type factWriter struct {
	buf []byte
	out []fact
	// spans[i] is where the text of out[i] lies in buf.
	spans [][2]int
	// segs are the sentences of a value (see leaf).
	segs []claims.Segment
	// path and inObject are a record's path to its leaf and its levels
	// (see scan).
	path     keyPath
	inObject []bool
	// props holds the words of the properties the writer has met, keys
	// the words of its keys.
	props propertyCache
	keys  keyWordsCache
	// lower is the room the facts' lower case is written into (see
	// lowerInto), the index's; nil: a new string for each record.
	lower *[]byte
}

// keyWordsCache holds the words of keys (see appendKeyWords) for a
// factWriter, in slots chosen by the keys' lengths and end bytes: the
// records of a data set share their keys, and the words of a key such as
// "RestaurantsTakeOut", read part by part, are copied from here. A slot
// keeps its own copy of the first key that takes it: a key that finds its
// slot taken by another is read anew each time, without copies that two
// keys of a record taking turns at a slot would make for every record.
type keyWordsCache struct {
	slots *[keyWordsSlots]struct{ key, words string }
}

// keyWordsSlots is the number of slots of a keyWordsCache.
const keyWordsSlots = 256

// maxCachedKey is the longest key a keyWordsCache keeps.
const maxCachedKey = 48

// append returns appendKeyWords(b, k).
func (c *keyWordsCache) append(b []byte, k string) []byte {
	if k == "" || len(k) > maxCachedKey {
		return appendKeyWords(b, k)
	}
	if c.slots == nil {
		c.slots = new([keyWordsSlots]struct{ key, words string })
	}
	// The top bits of a product mix the length and end bytes.
	h := (uint32(k[0]) | uint32(k[len(k)-1])<<8 | uint32(len(k))<<16) * 0x9e3779b1 >> 24
	s := &c.slots[h%keyWordsSlots]
	if s.key == k {
		return append(b, s.words...)
	}
	n := len(b)
	b = appendKeyWords(b, k)
	if s.key == "" {
		s.key, s.words = strings.Clone(k), string(b[n:])
	}
	return b
}

// keyPath is the path of keys of the objects that enclose a leaf, with
// their words, as appendKeyPath writes them: each key's made once, as the
// scan enters its object, not once for each of its leaves.
type keyPath struct {
	keys []string
	// words are the keys' words, each key's followed by a space, but for
	// the keys "", which have none; ends[i] is their length before
	// keys[i]'s.
	words []byte
	ends  []int
}

// push enters the object of key, whose words c renders.
func (p *keyPath) push(key string, c *keyWordsCache) {
	p.ends = append(p.ends, len(p.words))
	p.keys = append(p.keys, key)
	if key != "" {
		p.words = append(c.append(p.words, key), ' ')
	}
}

// pop leaves the innermost object.
func (p *keyPath) pop() {
	n := len(p.keys) - 1
	p.words, p.keys, p.ends = p.words[:p.ends[n]], p.keys[:n], p.ends[:n]
}

// reset empties the path, holding on to no key.
func (p *keyPath) reset() {
	p.keys, p.words, p.ends = clearSlice(p.keys), p.words[:0], p.ends[:0]
}

// add adds a fact whose text is buf[from:].
func (w *factWriter) add(from, start, end int, attr Attribute) {
	w.out = append(w.out, fact{start: start, end: end, attr: attr})
	w.spans = append(w.spans, [2]int{from, len(w.buf)})
}

// finish returns the facts of the record, those from out[first] on, with
// their texts.
func (w *factWriter) finish(first int) []fact {
	text := string(w.buf)
	var lower string
	if w.lower != nil {
		lower = lowerInto(w.lower, text)
	} else {
		lower = signals.LowerASCII(text)
	}
	ascii := signals.IsASCII(text)
	out := w.out[first:len(w.out):len(w.out)]
	for i, sp := range w.spans {
		out[i].text, out[i].lower, out[i].ascii = text[sp[0]:sp[1]], lower[sp[0]:sp[1]], ascii
	}
	return out
}

// leaf renders one leaf — key, its value tok spanning [valStart, end) of
// text, under the enclosing keys path — as facts. Most leaves are one
// fact; a leaf that holds several sentences (a review) gives one fact a
// sentence, and a leaf that holds a Python-style dictionary ("{'garage':
// False, 'street': True}") one fact an entry.
func (w *factWriter) leaf(text string, path *keyPath, key string, tok jsonscan.Token, keyStart, valStart, end int) {
	parent := ""
	if len(path.keys) > 1 {
		parent = path.keys[len(path.keys)-1]
	}
	from := len(w.buf)
	w.buf = append(w.buf, path.words...)
	k := len(w.buf)
	w.buf = w.keys.append(w.buf, key)
	prefix := w.buf[from:]
	if tok.Kind != '"' {
		words := w.buf[k:]
		w.buf = append(w.buf, ": "...)
		v := len(w.buf)
		w.buf = appendScalar(w.buf, words, tok)
		w.add(from, keyStart, end, w.attribute(parent, key, w.buf[v:], tok.Kind == 'n'))
		return
	}
	s := tok.Text
	if entries, ok := pyDict(s); ok {
		for i, e := range entries {
			if i > 0 {
				from = len(w.buf)
				w.buf = append(w.buf, prefix...)
			}
			w.buf = appendKeyWords(append(w.buf, ' '), e[0])
			w.buf = append(w.buf, ": "...)
			v := len(w.buf)
			w.buf = appendLiteral(w.buf, e[1])
			w.add(from, keyStart, end, w.attribute(key, e[0], w.buf[v:], e[1] == "None"))
		}
		return
	}
	segs := w.segs[:0]
	if maySplit(s) {
		segs = claims.AppendSplitUnmarked(segs, s)
		w.segs = segs
	}
	if len(segs) < 2 {
		w.buf = append(w.buf, ": "...)
		v := len(w.buf)
		// Only a value read as a clock range can be a day's hours.
		m, clock := clockRange(s)
		if clock {
			w.buf = appendClock(w.buf, m)
		} else {
			w.buf = appendWords(w.buf, s)
		}
		w.add(from, keyStart, end, w.attribute(parent, key, w.buf[v:], s == "None"))
		if clock {
			f := &w.out[len(w.out)-1]
			f.hours, f.isHours = dayHours(path.keys, key, m)
		}
		return
	}
	// Sentences of a long text. Their spans are exact when the JSON string
	// has no escapes; otherwise each spans the whole value.
	exact := valStart+1+len(s) < len(text) && text[valStart+1:valStart+1+len(s)] == s
	for i, seg := range segs {
		start, stop := valStart, end
		if i == 0 {
			w.buf = append(w.buf, ": "...)
			start = keyStart
		} else {
			from = len(w.buf)
		}
		w.buf = append(w.buf, seg.Text...)
		if exact {
			if i > 0 {
				start = valStart + 1 + seg.Start
			}
			stop = valStart + 1 + seg.End
		}
		w.add(from, start, stop, Attribute{})
	}
}

// maySplit reports whether claims.AppendSplitUnmarked may cut s into two
// segments or more: only a line break or terminal punctuation ends a segment, and
// every one of them starts with a byte of splitLead. Most values of a
// record hold none, and are not split. Eight bytes are tested at once
// (splitCandidates), and only eight that may hold one byte by byte.
func maySplit(s string) bool {
	i := 0
	for ; i+8 <= len(s); i += 8 {
		if splitCandidates(swar.Load64(s[i:i+8])) != 0 {
			for j := i; j < i+8; j++ {
				if splitLead[s[j]] {
					return true
				}
			}
		}
	}
	for ; i < len(s); i++ {
		if splitLead[s[i]] {
			return true
		}
	}
	return false
}

// splitCandidates has the top bit set of each of the eight bytes in x that
// is of splitLead, and of some others: those of 0x80 or more or below a
// space (x itself, and the borrow of subtracting a space), those equal to
// '.', '!' or '?' (the borrow of subtracting one from x without the mark),
// and ones above a byte that borrowed. None when no byte of x is of
// splitLead.
func splitCandidates(x uint64) uint64 {
	return (x | (x - ' '*swar.Ones) | ((x ^ '.'*swar.Ones) - swar.Ones) |
		((x ^ '!'*swar.Ones) - swar.Ones) | ((x ^ '?'*swar.Ones) - swar.Ones)) & swar.Highs
}

// splitLead marks the first bytes of the line breaks (\n \v \f \r,
// 0x1C-0x1E, U+0085, U+2028, U+2029) and the terminal punctuation (. ! ?
// …) at which claims.Split ends a segment. Read-only.
var splitLead = func() (t [256]bool) {
	for _, c := range []byte(".!?\n\v\f\r\x1c\x1d\x1e\xc2\xe2") {
		t[c] = true
	}
	return t
}()

// appendScalar appends a number, boolean or null as words. A number is
// followed by its key's words, keyWords ("review count: 112 review
// count"), so that it is read as a count of that thing.
func appendScalar(b, keyWords []byte, tok jsonscan.Token) []byte {
	switch tok.Kind {
	case '0':
		return append(append(append(b, tok.Text...), ' '), keyWords...)
	case 't':
		return append(b, "yes"...)
	case 'f':
		return append(b, "no"...)
	}
	return append(b, "none"...)
}

// clockRange reads an opening-hours value such as "7:0-15:30": two
// clock times of one or two digits each for the hour and the minute. It
// returns the four numbers as written, or false when s is not one or is the
// range of two midnights ("0:0-0:0"), which data sets use both for closed
// and for open all day.
func clockRange(s string) (m [4]string, ok bool) {
	if s == "0:0-0:0" {
		return m, false
	}
	rest := s
	for i := range m {
		n := 0
		for n < len(rest) && n < 2 && '0' <= rest[n] && rest[n] <= '9' {
			n++
		}
		if n == 0 {
			return m, false
		}
		m[i], rest = rest[:n], rest[n:]
		sep := ":-:"
		if i == len(m)-1 {
			return m, rest == ""
		}
		if rest == "" || rest[0] != sep[i] {
			return m, false
		}
		rest = rest[1:]
	}
	return m, false
}

// appendLiteral appends a string value as words: opening hours as two
// clock times ("7:0-15:30" → "from 7:00 to 15:30"), Python literals as
// words ("True" → yes, "u'free'" → free, "None" → none). A range of two
// midnights ("0:0-0:0") is left as written: it means closed or open all
// day, depending on the data set.
func appendLiteral(b []byte, s string) []byte {
	if m, ok := clockRange(s); ok {
		return appendClock(b, m)
	}
	return appendWords(b, s)
}

// appendClock appends the clock range m, as clockRange reads it, as two
// clock times: "from 7:00 to 15:30".
func appendClock(b []byte, m [4]string) []byte {
	b = append(append(append(b, "from "...), m[0]...), ':')
	b = append(append(appendPad2(b, m[1]), " to "...), m[2]...)
	return appendPad2(append(b, ':'), m[3])
}

// appendWords is appendLiteral of a string value that is no clock range.
func appendWords(b []byte, s string) []byte {
	switch s {
	case "True":
		return append(b, "yes"...)
	case "False":
		return append(b, "no"...)
	case "None":
		return append(b, "none"...)
	}
	if u := strings.TrimPrefix(s, "u"); len(u) >= 2 && u[0] == '\'' && u[len(u)-1] == '\'' {
		return appendLiteral(b, u[1:len(u)-1])
	}
	return append(b, s...)
}

// appendPad2 appends d, padded with a zero to two digits.
func appendPad2(b []byte, d string) []byte {
	if len(d) == 1 {
		b = append(b, '0')
	}
	return append(b, d...)
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

// appendKeyWords appends the words of a key such as "review_count" or
// "RestaurantsTakeOut": "review count", "Restaurants Take Out". Two short
// parts stay one word ("WiFi").
//
// Most keys have no capital after their first byte, and so no part
// boundary: such a key is copied whole and its underscores made spaces in
// place, in one pass whose test of a lower-case letter is a single
// comparison; appendCamelKeyWords reads the others.
func appendKeyWords(b []byte, k string) []byte {
	n := len(b)
	b = append(b, k...)
	for i := n; i < len(b); i++ {
		// '_' and the capitals are below 'a'.
		if c := b[i]; c < 'a' {
			if c == '_' {
				b[i] = ' '
			} else if isUpper(c) && i > n {
				return appendCamelKeyWords(b[:n], k)
			}
		}
	}
	return b
}

// appendCamelKeyWords is appendKeyWords of a key with a capital after its
// first byte, which may start a part.
func appendCamelKeyWords(b []byte, k string) []byte {
	last := 0 // start of the current part
	for i := 1; i < len(k); i++ {
		// Both kinds of part boundary are before a capital: most bytes
		// of a key are ruled out by one test.
		if !isUpper(k[i]) {
			continue
		}
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
	for {
		i := strings.IndexByte(part, '_')
		if i < 0 {
			return append(b, part...)
		}
		b = append(append(b, part[:i]...), ' ')
		part = part[i+1:]
	}
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
