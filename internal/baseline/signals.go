package baseline

import (
	"strings"
	"sync"
)

// number is one figure of a text: its canonical value and the text it was
// read from.
type number struct {
	value string // "1200000", "12.5", "8%"
	text  string // as written: "1.2 million", "12.50", "8 percent"
}

// citationWords are the words a citation marker starts with, tried in
// this order.
var citationWords = [][]rune{[]rune("passage"), []rune("source"), []rune("document"), []rune("doc")}

// blankFormatting replaces, by as many spaces, every list number at the
// start of a line ("1.", "  9)" before whitespace or the end of the line)
// and every citation marker ("(Passage 1)", "source 2", "Doc3"), so that
// neither is read as a figure.
func blankFormatting(rs []rune) []rune {
	out := make([]rune, len(rs))
	copy(out, rs)
	for i := 0; i < len(rs); {
		end := listNumberAt(rs, i)
		if end < 0 {
			end = citationAt(rs, i)
		}
		if end < 0 {
			i++
			continue
		}
		for j := i; j < end; j++ {
			out[j] = ' '
		}
		i = end
	}
	return out
}

// listNumberAt returns the end of a list number starting at rs[i], or -1.
func listNumberAt(rs []rune, i int) int {
	if i > 0 && rs[i-1] != '\n' {
		return -1
	}
	j := i
	for j < len(rs) && isSpace(rs[j]) {
		j++
	}
	d := j
	for d < len(rs) && isDigit(rs[d]) {
		d++
	}
	if n := d - j; n < 1 || n > 3 || d >= len(rs) || (rs[d] != '.' && rs[d] != ')') {
		return -1
	}
	if d+1 < len(rs) && !isSpace(rs[d+1]) {
		return -1
	}
	return d + 1
}

// citationAt returns the end of a citation marker starting at rs[i], or -1.
func citationAt(rs []rune, i int) int {
	j := i
	if j < len(rs) && rs[j] == '(' {
		j++
	}
	if !boundary(rs, j) {
		return -1
	}
	for _, w := range citationWords {
		if !hasFoldPrefix(rs, j, w) {
			continue
		}
		k := j + len(w)
		for k < len(rs) && isSpace(rs[k]) {
			k++
		}
		d := k
		for d < len(rs) && isDigit(rs[d]) {
			d++
		}
		if d == k {
			continue
		}
		if d < len(rs) && rs[d] == ')' {
			d++
		}
		return d
	}
	return -1
}

// scaleWords are the scale words after a space, tried in this order, with
// their powers of ten.
var scaleWords = []struct {
	word string
	exp  int
}{{"thousand", 3}, {"million", 6}, {"billion", 9}, {"trillion", 12}}

// numbers returns every figure of text, left to right, after blanking list
// numbers and citation markers. A figure is not preceded by a word
// character or a dot; it is an optional '-', an integer (1–3 digits with
// comma groups of three, or any digits), an optional fraction, then at most
// one suffix: a percent sign or word, a scale word after whitespace, or a
// scale letter (bn, K, M, B, k, b) — all case-sensitive.
func numbers(text string) []number {
	rs := blankFormatting([]rune(text))
	var out []number
	for i := 0; i < len(rs); {
		n, end := numberAt(rs, i)
		if end < 0 {
			i++
			continue
		}
		out = append(out, n)
		i = end
	}
	return out
}

// numberAt reads the figure starting at rs[i]; end is -1 when there is none.
func numberAt(rs []rune, i int) (n number, end int) {
	if i > 0 && (isWord(rs[i-1]) || rs[i-1] == '.') {
		return n, -1
	}
	j := i
	negative := j < len(rs) && rs[j] == '-'
	if negative {
		j++
	}
	d := j
	for d < len(rs) && isDigit(rs[d]) {
		d++
	}
	if d == j {
		return n, -1
	}
	var digits []rune
	if d-j <= 3 && commaGroup(rs, d) {
		digits = append(digits, rs[j:d]...)
		for commaGroup(rs, d) {
			digits = append(digits, rs[d+1:d+4]...)
			d += 4
		}
	} else {
		digits = append(digits, rs[j:d]...)
	}
	fraction := 0
	if d+1 < len(rs) && rs[d] == '.' && isDigit(rs[d+1]) {
		k := d + 1
		for k < len(rs) && isDigit(rs[k]) {
			k++
		}
		digits = append(digits, rs[d+1:k]...)
		fraction = k - d - 1
		d = k
	}
	exp, percent, end := suffix(rs, d)
	n = number{value: canonical(negative, digits, exp-fraction), text: strings.TrimFunc(string(rs[i:end]), isSpace)}
	if percent {
		n.value += "%"
	}
	return n, end
}

// commaGroup reports whether rs[i:] starts with a comma and three digits.
func commaGroup(rs []rune, i int) bool {
	return i+3 < len(rs) && rs[i] == ',' && isDigit(rs[i+1]) && isDigit(rs[i+2]) && isDigit(rs[i+3])
}

// suffix reads the optional suffix of a figure whose digits end at rs[i]:
// the power of ten it scales by, whether it is a percentage, and where the
// figure ends.
func suffix(rs []rune, i int) (exp int, percent bool, end int) {
	wordEnds := func(j int) bool { return j >= len(rs) || !isWord(rs[j]) }
	j := i
	for j < len(rs) && isSpace(rs[j]) {
		j++
	}
	switch {
	case j < len(rs) && rs[j] == '%':
		return 0, true, j + 1
	case hasPrefix(rs, j, "percent") && wordEnds(j+7):
		return 0, true, j + 7
	case hasPrefix(rs, j, "per cent") && wordEnds(j+8):
		return 0, true, j + 8
	}
	if j > i {
		for _, s := range scaleWords {
			if k := j + len(s.word); hasPrefix(rs, j, s.word) && wordEnds(k) {
				return s.exp, false, k
			}
		}
	}
	if hasPrefix(rs, i, "bn") && wordEnds(i+2) {
		return 9, false, i + 2
	}
	if i < len(rs) && wordEnds(i+1) {
		switch rs[i] {
		case 'k', 'K':
			return 3, false, i + 1
		case 'M':
			return 6, false, i + 1
		case 'b', 'B':
			return 9, false, i + 1
		}
	}
	return 0, false, i
}

// precision is the number of significant digits of the original's decimal
// arithmetic; longer values are rounded half to even.
const precision = 28

// canonical renders the decimal (-)digits × 10^exp as the original does:
// exact, rounded to 28 significant digits, trailing zeros dropped, plain
// positional notation, and a negative zero keeping its sign.
func canonical(negative bool, digits []rune, exp int) string {
	coef := make([]byte, 0, len(digits))
	for _, r := range digits {
		if v := digitValue(r); v != 0 || len(coef) > 0 {
			coef = append(coef, byte('0'+v))
		}
	}
	sign := ""
	if negative {
		sign = "-"
	}
	if len(coef) == 0 {
		return sign + "0"
	}
	if extra := len(coef) - precision; extra > 0 {
		up := coef[precision] > '5' || (coef[precision] == '5' &&
			(strings.Trim(string(coef[precision+1:]), "0") != "" || (coef[precision-1]-'0')%2 == 1))
		coef, exp = coef[:precision], exp+extra
		for k := len(coef) - 1; up && k >= 0; k-- {
			if coef[k] == '9' {
				coef[k] = '0'
				if k == 0 {
					coef = append([]byte{'1'}, coef...)
				}
				continue
			}
			coef[k]++
			up = false
		}
	}
	for len(coef) > 1 && coef[len(coef)-1] == '0' {
		coef, exp = coef[:len(coef)-1], exp+1
	}
	s := string(coef)
	switch {
	case exp >= 0:
		s += strings.Repeat("0", exp)
	case len(s) > -exp:
		s = s[:len(s)+exp] + "." + s[len(s)+exp:]
	default:
		s = "0." + strings.Repeat("0", -exp-len(s)) + s
	}
	return sign + s
}

// quotes returns the text inside every pair of straight double quotes, or
// failing that straight single quotes, that holds at least three
// characters and no quote mark of its own kind, left to right.
func quotes(text string) []string {
	rs := []rune(text)
	var out []string
	for i := 0; i < len(rs); {
		if rs[i] != '"' && rs[i] != '\'' {
			i++
			continue
		}
		j := i + 1
		for j < len(rs) && rs[j] != rs[i] {
			j++
		}
		if j == len(rs) || j-i-1 < 3 {
			i++
			continue
		}
		out = append(out, string(rs[i+1:j]))
		i = j + 1
	}
	return out
}

// stopCaps returns the capitalised function words never kept as a
// one-word entity, built at first use (see negations).
var stopCaps = sync.OnceValue(func() map[string]bool {
	return map[string]bool{
		"The": true, "A": true, "An": true, "This": true, "That": true, "These": true, "Those": true,
		"It": true, "In": true, "On": true, "At": true, "For": true, "As": true, "Is": true,
		"Was": true, "Were": true, "There": true, "Here": true, "But": true, "And": true,
	}
})

// entities returns the capitalised runs of text: words of an ASCII
// capital and ASCII letters and digits, joined by whitespace, between
// Unicode word boundaries. A run with a space is kept; a one-word run is
// kept unless it is one of stopCaps.
func entities(text string) []string {
	rs := []rune(text)
	asciiAlnum := func(r rune) bool {
		return (r >= 'a' && r <= 'z') || (r >= 'A' && r <= 'Z') || (r >= '0' && r <= '9')
	}
	capital := func(j int) bool { return j < len(rs) && rs[j] >= 'A' && rs[j] <= 'Z' }
	var out []string
	for i := 0; i < len(rs); {
		if !capital(i) || !boundary(rs, i) {
			i++
			continue
		}
		// Every place the run may end, longest last; the match is the
		// longest one followed by a word boundary.
		var ends []int
		j := i + 1
		for {
			for j < len(rs) && asciiAlnum(rs[j]) {
				j++
			}
			ends = append(ends, j)
			k := j
			for k < len(rs) && isSpace(rs[k]) {
				k++
			}
			if k == j || !capital(k) {
				break
			}
			j = k + 1
		}
		end := -1
		for e := len(ends) - 1; e >= 0 && end < 0; e-- {
			if boundary(rs, ends[e]) {
				end = ends[e]
			}
		}
		if end < 0 {
			i++
			continue
		}
		if run := string(rs[i:end]); strings.Contains(run, " ") || !stopCaps()[run] {
			out = append(out, run)
		}
		i = end
	}
	return out
}
