package evidence

import (
	"encoding/json"
	"strings"
	"unicode/utf8"
)

// jsonScanner reads the tokens of a text that holds one valid JSON value
// (checked with json.Valid beforehand), as json.Decoder's Token does with
// UseNumber, but cutting strings and numbers from the text instead of
// allocating each token.
type jsonScanner struct {
	text string
	pos  int
}

// jsonToken is one JSON token. kind is the delimiter for '{', '}', '['
// and ']', '"' for a string, '0' for a number, 't' for true, 'f' for
// false and 'n' for null; text is a string's value or a number as written.
type jsonToken struct {
	kind byte
	text string
}

// next returns the next token and the byte span [start, end) it has in
// the text; ok is false after the last token.
func (sc *jsonScanner) next() (tok jsonToken, start, end int, ok bool) {
	text, i := sc.text, sc.pos
	for i < len(text) && jsonSeparator[text[i]] {
		i++
	}
	if i == len(text) {
		sc.pos = i
		return jsonToken{}, i, i, false
	}
	start = i
	switch c := text[i]; c {
	case '{', '}', '[', ']':
		tok, end = jsonToken{kind: c}, i+1
	case '"':
		tok.kind = '"'
		end, tok.text = jsonString(text, i)
	case 't':
		tok, end = jsonToken{kind: c}, i+len("true")
	case 'f':
		tok, end = jsonToken{kind: c}, i+len("false")
	case 'n':
		tok, end = jsonToken{kind: c}, i+len("null")
	default:
		end = i + 1
		for end < len(text) && jsonNumberByte[text[end]] {
			end++
		}
		tok = jsonToken{kind: '0', text: text[i:end]}
	}
	sc.pos = end
	return tok, start, end, true
}

// jsonString reads the string literal starting at text[i] and returns its
// end and its value: cut from the text when it has no escape and is valid
// UTF-8, decoded by encoding/json otherwise.
func jsonString(text string, i int) (int, string) {
	j := i + 1
	escaped := false
	for text[j] != '"' {
		if text[j] == '\\' {
			escaped = true
			j++
		}
		j++
	}
	raw := text[i+1 : j]
	if !escaped && utf8.ValidString(raw) {
		return j + 1, raw
	}
	var s string
	if err := json.Unmarshal([]byte(text[i:j+1]), &s); err != nil {
		// Unreachable for valid JSON; the raw text is the best reading.
		return j + 1, raw
	}
	return j + 1, s
}

// jsonSeparator marks the bytes between JSON tokens: white space, commas
// and colons. jsonNumberByte marks the bytes of a number. Read-only.
var jsonSeparator, jsonNumberByte = func() (sep, num [256]bool) {
	for _, c := range []byte(" \t\r\n,:") {
		sep[c] = true
	}
	for _, c := range []byte("+-.0123456789eE") {
		num[c] = true
	}
	return sep, num
}()

// isJSONObject reports whether text, trimmed, is one valid JSON object.
func isJSONObject(text string) bool {
	trimmed := strings.TrimSpace(text)
	return strings.HasPrefix(trimmed, "{") && json.Valid([]byte(trimmed))
}
