// Package lexicon holds what the checker knows of English words from
// WordNet 3.0: irregular forms and their lemmas (grew → grow, children →
// child), so that a claim's "grew" meets a source's "grows"; and the
// common words, so that a sentence's opening "Rinse" or "Prices" is not
// taken for a name.
//
// The tables are generated from WordNet by the gen command (go generate)
// into irregular.go and common.go, hash tables that the linker lays out:
// nothing is parsed or built when a process starts or first looks a word
// up.
// WordNet's licence notice is in LICENSE-WordNet beside it.
package lexicon

import (
	"fmt"
	"strings"

	"github.com/sourced-dev/sourced/internal/swar"
)

//go:generate go run ./gen -wordnet /usr/share/wordnet -out .

// irregularForm is an irregular form and its lemma: where the form starts
// in irregularText and the lengths of the form and of the lemma that
// follows it. A slot whose form has no length is empty.
type irregularForm struct {
	at              uint32
	formLen, lemLen uint8
}

// form returns the slot's form.
func (f irregularForm) form() string {
	return irregularText[f.at : f.at+uint32(f.formLen)]
}

// lemma returns the slot's lemma.
func (f irregularForm) lemma() string {
	at := f.at + uint32(f.formLen)
	return irregularText[at : at+uint32(f.lemLen)]
}

// Lemma returns the lemma of an irregular verb or noun form ("grew" →
// "grow", "mice" → "mouse") and true, or word and false when word is not
// an irregular form WordNet lists. word must be lower case. Forms that
// are lemmas in their own right ("found", "fell") are not mapped.
//
// Most words asked are no form: filter's bit for word (see FilterBit),
// clear for nine words in ten that are not, tells so from 4 KB that stay
// in the cache, without a read of the 64 KB table at a place of its own.
func Lemma(word string) (string, bool) {
	first, last := swar.Ends(word)
	h := swar.Mix(first, last, len(word))
	// The bit's word is read by the hash's top bits themselves, which the
	// compiler knows are fewer than filter's words (FilterBits / 64).
	if filter[h>>(64-filterLog+6)]&(1<<(h>>(64-filterLog)%64)) == 0 {
		return word, false
	}
	for i := int(h>>40) & (slots - 1); ; i = (i + 1) % slots {
		f := &irregular[i]
		if f.formLen == 0 {
			return word, false // the table is at most half full: a probe ends
		}
		// The lengths first: most forms met on a probe are of another.
		if int(f.formLen) == len(word) && f.form() == word {
			return f.lemma(), true
		}
	}
}

// filterLog is the log2 of FilterBits.
const filterLog = 15

// FilterBits is the number of bits of filter, the bit array gen sets a
// bit of for each irregular form (see FilterBit).
const FilterBits = 1 << filterLog

// FilterBit is the bit of filter form sets: the top bits of the hash Slot
// mixes, so that Lemma reads the bit and the slot from one hash.
func FilterBit(form string) int {
	first, last := swar.Ends(form)
	return int(swar.Mix(first, last, len(form)) >> (64 - filterLog))
}

// Slot is the hash lexicon places a form by in a table of n slots, a
// power of two of at most 2^24: the form's length and its swar.Ends
// (which hold every byte of a form of up to 16 bytes, and the first and
// last eight of a longer one) mixed by two multiplications, read from
// the product's high bits. A few loads and multiplications, where a hash
// of each byte in turn took a step for each.
func Slot(form string, n int) int {
	first, last := swar.Ends(form)
	return int(swar.Mix(first, last, len(form))>>40) & (n - 1)
}

// Use is what WordNet's tagged texts met a common word as (see Common).
type Use uint8

const (
	// Rare is a word that is not common: met more often with a capital
	// than without ("paris"), or never ("acme", "boeing").
	Rare Use = iota
	// Noun is a common word met at least half as often as a noun as
	// otherwise ("price", "apple", "staff").
	Noun
	// NotNoun is a common word met mostly as a verb, an adjective or an
	// adverb ("rinse", "stir", "meanwhile").
	NotNoun
)

// Common returns what word, in lower case, is met as if it is a common
// English word: one whose senses WordNet writes in lower case were met in
// its tagged texts more often than those it writes with a capital. A
// word no list holds is read as a plural or other inflected form of a
// word one does ("prices", "stories", "churches", "children", "stirs"),
// and then inflected is true.
func Common(word string) (use Use, inflected bool) {
	if use := listed(word); use != Rare {
		return use, false
	}
	lemma, ok := Lemma(word)
	switch {
	case ok:
	case strings.HasSuffix(word, "ies"):
		lemma = word[:len(word)-3] + "y"
	case strings.HasSuffix(word, "es") && listed(word[:len(word)-2]) != Rare:
		lemma = word[:len(word)-2]
	case strings.HasSuffix(word, "s") && !strings.HasSuffix(word, "ss"):
		lemma = word[:len(word)-1]
	default:
		return Rare, false
	}
	use = listed(lemma)
	return use, use != Rare
}

// listed returns what common's slot for word says it is: Rare when it
// has none. The table is at most half full: a probe ends.
func listed(word string) Use {
	if word == "" || len(word) >= 1<<commonSizeBits {
		return Rare
	}
	for i := Slot(word, commonSlots); ; i = (i + 1) % commonSlots {
		p := common[i]
		if p == 0 {
			return Rare
		}
		// The lengths first: most words met on a probe are of another.
		if at, size, use := UnpackCommon(p); size == len(word) && commonText[at:at+size] == word {
			return use
		}
	}
}

// The bits of a slot of common (see PackCommon): the word's offset in
// commonText, its length and its Use.
const (
	commonAtBits   = 20
	commonSizeBits = 6
)

// PackCommon packs a common word's offset at in commonText, its length
// and its Use into a slot of common; an error when they do not fit. A slot
// of a word is never 0: its use is Noun or NotNoun.
func PackCommon(at, size int, use Use) (uint32, error) {
	if at >= 1<<commonAtBits || size >= 1<<commonSizeBits || use == Rare || use > NotNoun {
		return 0, fmt.Errorf("offset %d, length %d or use %d does not fit a slot", at, size, use)
	}
	return uint32(at) | uint32(size)<<commonAtBits | uint32(use)<<(commonAtBits+commonSizeBits), nil
}

// UnpackCommon returns what PackCommon packed into p.
func UnpackCommon(p uint32) (at, size int, use Use) {
	return int(p & (1<<commonAtBits - 1)), int(p >> commonAtBits & (1<<commonSizeBits - 1)), Use(p >> (commonAtBits + commonSizeBits))
}
