package bench

import (
	"encoding/json"
	"os"
	"slices"
	"strings"
	"unsafe"

	jsonv1 "github.com/go-json-experiment/json/v1"

	"github.com/sourced-dev/sourced/internal/jsonscan"
	"github.com/sourced-dev/sourced/internal/record"
	"github.com/sourced-dev/sourced/internal/signals"
	"github.com/sourced-dev/sourced/internal/swar"
)

// eachLine calls fn with every non-blank line of the JSON Lines file at
// path, as record.Lines reads the lines of a batch, trimmed of white
// space. The file is read whole into one string, which the lines are cut
// from, and what fn keeps of them shares. An error from fn stops the
// reading and comes back as an *InputError naming the file and the line.
func eachLine(path string, fn func(line string) error) error {
	text, err := readText(path)
	if err != nil {
		return &InputError{File: path, Err: err}
	}
	return record.TextLines(text, func(n int, line string) error {
		// A line that starts and ends with ASCII bytes other than white
		// space, as most do, is trimmed of none.
		if k := len(line) - 1; k < 0 || line[0]-'!' >= 0x7f-'!' || line[k]-'!' >= 0x7f-'!' {
			line = strings.TrimSpace(line)
		}
		if err := fn(line); err != nil {
			return &InputError{File: path, Line: n, Err: err}
		}
		return nil
	})
}

// readText reads the file at path whole into a string, with no copy
// between: the string shares the bytes read, which nothing writes again.
func readText(path string) (string, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return "", err
	}
	return unsafe.String(unsafe.SliceData(data), len(data)), nil
}

// unmarshal is json.Unmarshal, faster: JSON v2 decodes with encoding/json's
// semantics what it takes, and encoding/json decodes afresh anything it
// refuses, for encoding/json's own error.
func unmarshal[T any](data []byte, v *T) error {
	if jsonv1.Unmarshal(data, v) == nil {
		return nil
	}
	var zero T
	*v = zero
	return json.Unmarshal(data, v)
}

// decode decodes text as unmarshal does: in one pass by readJSON when it
// takes the text, afresh by unmarshal otherwise, for unmarshal's result
// and error.
func decode[T any](text string, read func(*T, *jsonReader) bool) (T, error) {
	return new(lineReader[T]).decode(text, read)
}

// readJSON decodes text in one pass over its tokens, if it is valid JSON:
// read reads it, decoding what it takes as unmarshal would, and returns
// false for anything else. The scanner checks the text as it reads it,
// so a text read whole is valid, and one it stops short in is left to
// unmarshal, for its error.
func readJSON[T any](text string, read func(*T, *jsonReader) bool) (v T, ok bool) {
	return new(lineReader[T]).read(text, read)
}

// lineReader decodes texts, the lines of a file one after another, as
// readJSON and decode do, into a record and a jsonReader of its own, reused
// from text to text: read is handed their addresses, so that each would
// otherwise be allocated afresh for every line. Its reader remembers the
// names of the objects of one text for the next (orders).
type lineReader[T any] struct {
	rec    T
	j      jsonReader
	orders nameOrders
}

// read is readJSON of text.
func (d *lineReader[T]) read(text string, read func(*T, *jsonReader) bool) (v T, ok bool) {
	var zero T
	d.rec, d.j = zero, jsonReader{text: text, sc: jsonscan.NewScanner(text), orders: &d.orders}
	ok = read(&d.rec, &d.j) && d.j.sc.Done()
	return d.rec, ok
}

// decode is decode of text.
func (d *lineReader[T]) decode(text string, read func(*T, *jsonReader) bool) (T, error) {
	if v, ok := d.read(text, read); ok {
		return v, nil
	}
	var v T
	err := unmarshal([]byte(text), &v)
	return v, err
}

// readString reads a string into s, for decode.
func readString(s *string, j *jsonReader) (ok bool) {
	*s, ok = j.string()
	return ok
}

// jsonReader reads a JSON text token by token, its strings decoded as
// encoding/json decodes them. Past an invalid byte it reads no more
// tokens (each read reports a token of kind 0), so a reader that meets
// one returns false.
type jsonReader struct {
	text string
	sc   jsonscan.Scanner
	// orders, when not nil, holds the names of the objects read last, kept
	// from one text to the next (see fields).
	orders *nameOrders
}

// nameOrders holds, for each of up to four fieldNames, the names that the
// last object read with them had, in their order. The objects of a file's
// lines (RAGTruth's responses, their labels) mostly have the same names in
// the same order, so that a name is most often the one the last object
// had at its place: fields tells it by comparing its bytes with that
// one's (jsonscan.Scanner.NameIs) instead of reading it and looking it up.
type nameOrders [4]struct {
	of    *fieldNames
	names []seenName
}

// seenName is a name an object had: the key of its literal with its
// colon, as the text has it, and what fieldNames.find said of the name.
// A name read otherwise (with escapes, or white space before its colon),
// or longer than a key holds, has no key (known is false) and stands only
// for its place.
type seenName struct {
	key   jsonscan.NameKey
	known bool
	i     int
	other bool
}

// maxSeenNames is the most names of an object that nameOrders remembers.
const maxSeenNames = 32

// orderOf returns the names remembered of the last object read with
// names, for fields to read and rewrite, or nil when j remembers none.
func (j *jsonReader) orderOf(names *fieldNames) *[]seenName {
	if j.orders == nil {
		return nil
	}
	for k := range j.orders {
		o := &j.orders[k]
		if o.of == nil {
			o.of = names
		}
		if o.of == names {
			return &o.names
		}
	}
	return nil
}

// peek returns the kind of the next token, without reading it.
func (j *jsonReader) peek() byte {
	return j.sc.Peek()
}

// value reads the next value whole and returns it as written; ok is false
// when the text goes wrong within it.
func (j *jsonReader) value() (v string, ok bool) {
	start, end, ok := j.sc.Skip()
	return j.text[start:end], ok
}

// object reads an object and calls field with the index in names of each
// of its names that is one of them, for field to read the value that
// follows; it skips the values of other names. It returns false when the
// value is no object, when field does, when a name in names comes twice
// (encoding/json keeps the last value), and when another name could be
// one of names to encoding/json, which matches them regardless of case:
// one that differs only in case, or any with non-ASCII letters, which it
// folds its own way.
func (j *jsonReader) object(names *fieldNames, field func(i int) bool) bool {
	return j.sc.Delim() == '{' && j.fields(names, field)
}

// fields reads the rest of an object whose '{' has been read, as object
// reads an object.
func (j *jsonReader) fields(names *fieldNames, field func(i int) bool) bool {
	order := j.orderOf(names)
	var seen uint64
	for k := 0; ; k++ {
		var i int
		var other bool
		// The name the last object had at this place, if it has it too:
		// what Name and find would give for it, known.
		if s := nameAt(order, k); s != nil && s.known && j.sc.NameIs(&s.key) {
			i, other = s.i, s.other
		} else {
			tok := j.sc.Name()
			if tok.Kind == '}' {
				if order != nil && k < len(*order) {
					*order = (*order)[:k]
				}
				return true
			}
			if tok.Kind != '"' {
				return false // the text went wrong
			}
			i, other = names.find(tok.Text)
			if order != nil && k < maxSeenNames {
				remember(order, k, j.sc.Last(), len(tok.Text), i, other)
			}
		}
		if i >= 0 {
			if seen&(1<<i) != 0 || !field(i) {
				return false
			}
			seen |= 1 << i
			continue
		}
		if !other {
			return false
		}
		if _, ok := j.value(); !ok {
			return false
		}
	}
}

// nameAt returns the name remembered at place k of order, or nil.
func nameAt(order *[]seenName, k int) *seenName {
	if order == nil || k >= len(*order) {
		return nil
	}
	return &(*order)[k]
}

// remember keeps in order, at place k, the name whose literal the scanner
// read as lit, n bytes long, and what find said of it. A literal that is
// not the name's bytes between quotes and its colon is not kept.
func remember(order *[]seenName, k int, lit string, n, i int, other bool) {
	s := seenName{i: i, other: other}
	if len(lit) == n+3 && lit[n+2] == ':' {
		s.key, s.known = jsonscan.NewNameKey(lit)
	}
	if k < len(*order) {
		(*order)[k] = s
	} else {
		*order = append(*order, s)
	}
}

// fieldNames are the names of an object's fields that a reader takes
// (object), with what tells another name from them at once.
type fieldNames struct {
	names []string
	// keys holds swar.Ends of each name, which tells apart names of one
	// length up to 16 bytes long; byLength[n] is the index of the first
	// name n bytes long, or -1, and sameLength[i] that of the next name
	// as long as name i, so that most other names are told apart by
	// their length alone.
	keys       [][2]uint64
	byLength   [17]int8
	sameLength []int8
}

// newFieldNames returns the fieldNames of names, at most 64.
func newFieldNames(names ...string) *fieldNames {
	f := &fieldNames{names: names, keys: make([][2]uint64, len(names)), sameLength: make([]int8, len(names))}
	for n := range f.byLength {
		f.byLength[n] = -1
	}
	// From the last name, so that the names of each length are listed in
	// their order.
	for i := len(names) - 1; i >= 0; i-- {
		a, b := swar.Ends(names[i])
		f.keys[i], f.sameLength[i] = [2]uint64{a, b}, -1
		if n := len(names[i]); n < len(f.byLength) {
			f.sameLength[i], f.byLength[n] = f.byLength[n], int8(i)
		}
	}
	return f
}

// find returns the index of name in names, or -1 when it is none of them;
// other is false when it is none of them but could be one to
// encoding/json (see object). An ASCII name of up to 16 bytes is found by
// its length and swar.Ends, without comparing strings.
func (f *fieldNames) find(name string) (i int, other bool) {
	if len(name) >= len(f.byLength) {
		if !signals.IsASCII(name) {
			return -1, false
		}
		if i := slices.Index(f.names, name); i >= 0 {
			return i, true
		}
		return -1, !slices.ContainsFunc(f.names, func(n string) bool { return len(n) == len(name) && strings.EqualFold(n, name) })
	}
	a, b := swar.Ends(name)
	if (a|b)&swar.Highs != 0 {
		return -1, false // not ASCII: Ends holds every byte of the name
	}
	k := f.byLength[len(name)]
	if k < 0 {
		return -1, true
	}
	for i := k; i >= 0; i = f.sameLength[i] {
		if f.keys[i] == [2]uint64{a, b} {
			return int(i), true
		}
	}
	for i := k; i >= 0; i = f.sameLength[i] {
		if strings.EqualFold(f.names[i], name) {
			return -1, false
		}
	}
	return -1, true
}

// string reads a string; ok is false for any other value. A string
// without escapes is cut from the text.
func (j *jsonReader) string() (s string, ok bool) {
	tok := j.sc.Value()
	return tok.Text, tok.Kind == '"'
}

// int reads a number that encoding/json decodes into an int: an integer
// in int's range, without fraction or exponent. ok is false for any other
// value.
func (j *jsonReader) int() (n int, ok bool) {
	return j.sc.Int()
}

// raw reads any value as written, into a copy as json.RawMessage takes.
func (j *jsonReader) raw() (json.RawMessage, bool) {
	v, ok := j.value()
	return json.RawMessage(v), ok
}
