package baseline

import (
	"fmt"
	"strings"
	"sync"
	"unicode"
)

// negations returns the words that make a text negated, built at first
// use rather than at every start of a program that may never check a
// claim with these rules.
var negations = sync.OnceValue(func() map[string]bool {
	return wordSet("not no never none nor without cannot neither")
})

// stopWords returns the words left out of a claim's content words, built
// at first use.
var stopWords = sync.OnceValue(func() map[string]bool {
	return wordSet(`a an the and or but of to in on at by for with from as is was were are
		be been being has have had it its this that these those their there which who whom whose
		than then also into over under about after before per via so such some any all both each
		more most very can could would should will may might do does did he she they we you i his
		her our your them him up out said says say`)
})

// wordSet is the set of the space-separated words of list.
func wordSet(list string) map[string]bool {
	set := map[string]bool{}
	for _, w := range strings.Fields(list) {
		set[w] = true
	}
	return set
}

// words is the set of word tokens of text, lower-cased: an ASCII letter,
// then letters, digits, apostrophes and hyphens, ending on a letter or
// digit.
func words(text string) map[string]bool {
	set := map[string]bool{}
	low := lower(text)
	letter := func(b byte) bool { return b >= 'a' && b <= 'z' }
	alnum := func(b byte) bool { return letter(b) || (b >= '0' && b <= '9') }
	for i := 0; i < len(low); {
		if !letter(low[i]) {
			i++
			continue
		}
		end, j := i+1, i+1
		for j < len(low) && (alnum(low[j]) || low[j] == '\'' || low[j] == '-') {
			j++
			if alnum(low[j-1]) {
				end = j
			}
		}
		set[low[i:end]] = true
		i = end
	}
	return set
}

// contentWords are the words of a claim's word set ws that carry its
// meaning: longer than two letters, neither stop words nor negations.
func contentWords(ws map[string]bool) map[string]bool {
	set := map[string]bool{}
	stop, neg := stopWords(), negations()
	for w := range ws {
		if len(w) > 2 && !stop[w] && !neg[w] {
			set[w] = true
		}
	}
	return set
}

// negated reports whether text, whose word set is ws, holds a negation
// word or "n't".
func negated(text string, ws map[string]bool) bool {
	neg := negations()
	for w := range ws {
		if neg[w] {
			return true
		}
	}
	return strings.Contains(lower(text), "n't")
}

// shared counts the words of a that b holds.
func shared(a, b map[string]bool) int {
	n := 0
	for w := range a {
		if b[w] {
			n++
		}
	}
	return n
}

// pyList renders a list of strings as Python prints one, for reasons
// that name what is missing: ['a', "it's"].
func pyList(list []string) string {
	parts := make([]string, len(list))
	for i, s := range list {
		q := "'"
		if strings.Contains(s, "'") && !strings.Contains(s, `"`) {
			q = `"`
		}
		var b strings.Builder
		b.WriteString(q)
		for _, r := range s {
			switch {
			case r == '\\' || string(r) == q:
				b.WriteString(`\` + string(r))
			case r == '\n':
				b.WriteString(`\n`)
			case r == '\r':
				b.WriteString(`\r`)
			case r == '\t':
				b.WriteString(`\t`)
			case r == ' ' || unicode.IsPrint(r):
				b.WriteRune(r)
			case r < 0x100:
				fmt.Fprintf(&b, `\x%02x`, r)
			case r < 0x10000:
				fmt.Fprintf(&b, `\u%04x`, r)
			default:
				fmt.Fprintf(&b, `\U%08x`, r)
			}
		}
		b.WriteString(q)
		parts[i] = b.String()
	}
	return "[" + strings.Join(parts, ", ") + "]"
}
