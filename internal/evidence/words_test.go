package evidence

import (
	"slices"
	"testing"
)

// TestSentencesHolding checks that the sentences a list of words finds are
// those that hold one of its words as a token, in an index built before
// the process's table of terms held a word of the list and in one built
// after (the list looks the word up again once the table has grown), and
// that an index holding none of them finds none.
func TestSentencesHolding(t *testing.T) {
	ws := NewWords("qwertyzan", "plorbix")
	first := New(Document{Name: "a", Text: "Nothing here. A qwertyzan rose. Still nothing."})
	if got, want := setBits(first.SentencesHolding(ws)), []int{1}; !slices.Equal(got, want) {
		t.Errorf("first index: sentences %v, want %v", got, want)
	}
	// The table met "plorbix" only after the list first looked it up.
	second := New(Document{Name: "b", Text: "A plorbix fell. Then a qwertyzan. Nothing."})
	if got, want := setBits(second.SentencesHolding(ws)), []int{0, 1}; !slices.Equal(got, want) {
		t.Errorf("second index: sentences %v, want %v", got, want)
	}
	none := New(Document{Name: "c", Text: "Plain words only. Nothing else."})
	if got := setBits(none.SentencesHolding(ws)); len(got) != 0 {
		t.Errorf("index without the words: sentences %v, want none", got)
	}
}

// setBits returns the places of the set bits of bits, in order.
func setBits(bits []uint64) []int {
	var out []int
	for i, w := range bits {
		for b := 0; b < 64; b++ {
			if w&(1<<b) != 0 {
				out = append(out, i*64+b)
			}
		}
	}
	return out
}
