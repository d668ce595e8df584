package claims

import (
	"unicode"
	"unicode/utf8"
)

// stripMarkup moves p past the Markdown marks that open a line: blockquote
// marks (> ), heading hashes (## ), list bullets (- * + • ◦ ‣ ▪), ordered
// list labels (1. 1) a) a. (a) iv)) and task boxes ([ ] [x]). Each mark must be
// followed by whitespace or the end of the line, so "-5%", "*bold*" and
// "#hashtag" stay. heading reports whether the line is a heading.
func (sp *splitter) stripMarkup(p, end int) (_ int, heading bool) {
	s := sp.text
	for n := 0; n < 8 && p < end; n++ {
		if !mayMark(s, p, end) {
			break // most lines, settled without the call
		}
		q := markEnd(s, p, end)
		if q == 0 {
			break
		}
		if s[p] == '#' {
			heading = true
		}
		p = sp.skipSpace(q, end)
	}
	return p, heading
}

// mayMark reports whether markEnd may find a mark at p, from the bytes at
// p and p+1 alone (see markLead): false only where it finds none.
func mayMark(s string, p, end int) bool {
	switch c := s[p]; markLead[c] {
	case 0:
		return false
	case letterLead:
		return p+1 == end || markLead[s[p+1]] != letterLead || isRomanDigit(c) && isRomanDigit(s[p+1])
	}
	return true
}

// buildMarkLead returns markLead, generated into tables.go: what markEnd
// may make of the byte at p, so that most lines are settled without the
// call. It is 0 for a byte that begins no mark, letterLead for an ASCII
// letter, which begins none when another letter follows it unless both
// are roman digits (the mark is a letter or a roman numeral and then ')'
// or '.'), and 1 for the other bytes that may begin one.
func buildMarkLead() (t [256]uint8) {
	for _, c := range []byte(">#-*+([\xe2") {
		t[c] = 1
	}
	for c := '0'; c <= '9'; c++ {
		t[c] = 1
	}
	for c := 'a'; c <= 'z'; c++ {
		t[c], t[c-'a'+'A'] = letterLead, letterLead
	}
	return t
}

// letterLead marks the ASCII letters in markLead.
const letterLead = 2

// markEnd returns the end of the Markdown line mark at p, or 0 if there is
// none. A mark counts only when followed by whitespace or the line's end.
func markEnd(s string, p, end int) int {
	q := 0
	switch c := s[p]; {
	case c == '>':
		q = p + 1
		for q < end && s[q] == '>' {
			q++
		}
	case c == '#':
		q = p + 1
		for q < end && s[q] == '#' && q-p < 6 {
			q++
		}
	case c == '-' || c == '*' || c == '+':
		q = p + 1
	case '0' <= c && c <= '9':
		q = p + 1
		for q < end && '0' <= s[q] && s[q] <= '9' && q-p < 3 {
			q++
		}
		if q >= end || (s[q] != '.' && s[q] != ')') {
			return 0
		}
		q++
	case ('a' <= c && c <= 'z') || ('A' <= c && c <= 'Z'):
		// a) b) A) and lower-case roman numerals i) iv) xii); also a. b.
		// iv. in lower case (upper case "A." is an initial: A. Lopez).
		q = p + 1
		for q < end && isRomanDigit(s[q]) && isRomanDigit(c) && q-p < 4 {
			q++
		}
		if q >= end || (s[q] != ')' && (s[q] != '.' || c < 'a')) {
			return 0
		}
		q++
		if s[q-1] == '.' && lowerAfterSpace(s, q, end) {
			return 0 // "e. coli": a label is followed by a capital
		}
	case c == '(':
		// (1) (a) (iv)
		q = p + 1
		for q < end && q-p <= 4 && isAlnum(s[q]) {
			q++
		}
		if q == p+1 || q >= end || s[q] != ')' || !shortLabel(s[p+1:q]) {
			return 0
		}
		q++
	case c == '[':
		// A task box: [ ] [x] [X].
		if p+2 >= end || s[p+2] != ']' || (s[p+1] != ' ' && s[p+1] != 'x' && s[p+1] != 'X') {
			return 0
		}
		q = p + 3
	case c == 0xe2:
		r, w := utf8.DecodeRuneInString(s[p:end])
		switch r {
		case '•', '◦', '‣', '▪', '●', '○', '■', '□', '➢', '➤', '→':
			q = p + w
		default:
			return 0
		}
	default:
		return 0
	}
	if q < end {
		r, _ := utf8.DecodeRuneInString(s[q:end])
		if !isSpace(r) {
			return 0
		}
	}
	return q
}

// lowerAfterSpace reports whether s[q:end] is whitespace and then a
// lower-case letter.
func lowerAfterSpace(s string, q, end int) bool {
	for q < end && (s[q] == ' ' || s[q] == '\t') {
		q++
	}
	return unicode.IsLower(runeAt(s, q, end))
}

func isRomanDigit(c byte) bool { return c == 'i' || c == 'v' || c == 'x' }

func isAlnum(c byte) bool {
	return ('a' <= c && c <= 'z') || ('A' <= c && c <= 'Z') || ('0' <= c && c <= '9')
}

// shortLabel reports whether t is a list label inside parentheses: up to
// three digits, one letter, or a lower-case roman numeral.
func shortLabel(t string) bool {
	digits, roman := true, true
	for i := 0; i < len(t); i++ {
		c := t[i]
		digits = digits && '0' <= c && c <= '9'
		roman = roman && isRomanDigit(c)
	}
	return (digits && len(t) <= 3) || roman || len(t) == 1
}
