package evidence

import (
	"reflect"
	"testing"

	"github.com/sourced-dev/sourced/internal/signals"
)

// TestReleaseKeepsNoText holds Release to emptying the sentences it hands
// on, which hold the sources' texts, and New to cutting an index of the
// same sentences and postings from them.
func TestReleaseKeepsNoText(t *testing.T) {
	docs := []Document{{Name: "1", Text: "Acme opened 30 stores in 2019. Its chief, Ana Berg, said sales rose. They fell in 2020."}}
	want := New(docs...)
	ix := New(docs...)
	sp := ix.spare
	ix.Release()
	if ix.spare != nil {
		t.Error("a released index still holds its spare arrays")
	}
	for i, s := range sp.sentences[:len(want.Sentences)] {
		if !reflect.DeepEqual(s, Sentence{}) {
			t.Errorf("spare sentence %d after Release = %+v, want it empty", i, s)
		}
	}
	if len(sp.nums) == 0 {
		t.Error("the spare numbers after Release are none, want the index's three, emptied")
	}
	for i, n := range sp.nums {
		if n != (signals.Number{}) {
			t.Errorf("spare number %d after Release = %+v, want it empty", i, n)
		}
	}
	again := New(docs...)
	if !reflect.DeepEqual(again.Sentences, want.Sentences) || !reflect.DeepEqual(again.Passages, want.Passages) {
		t.Errorf("an index cut from spare arrays has sentences %+v and passages %+v, want %+v and %+v",
			again.Sentences, again.Passages, want.Sentences, want.Passages)
	}
	for _, w := range []string{"acme", "stores", "sales", "2020"} {
		if got, wantS := again.SentencesWithWord(w), want.SentencesWithWord(w); !reflect.DeepEqual(got, wantS) {
			t.Errorf("SentencesWithWord(%q) = %v, want %v", w, got, wantS)
		}
	}
}

// TestReleasedTextsStay holds the texts a caller reads from an index, its
// sentences' Text and Quoted, to what they were once the index is
// released and the next ones, no larger, lower their texts into the
// array this one's were lowered into (see lowerInto), records' facts too.
func TestReleasedTextsStay(t *testing.T) {
	first := []Document{
		{Name: "1", Text: "Acme opened 30 stores in 2019. Its chief, Ana Berg, said \"sales rose\". They fell in 2020."},
		{Name: "2", Text: `{"name": "Cafe Lumen", "city": "Lyon", "attributes": {"WiFi": "free"}, "review": "Great coffee. Slow service."}`},
	}
	ix := New(first...)
	var kept, copies []string
	for _, s := range ix.Sentences {
		for _, text := range []string{s.Text, s.Quoted} {
			kept, copies = append(kept, text), append(copies, string([]byte(text)))
		}
	}
	ix.Release()
	for range 3 {
		New(
			Document{Name: "3", Text: "ZETA INC SOLD 40 TONS OF STEEL IN 1999. ITS CHIEF LEFT."},
			Document{Name: "4", Text: `{"NAME": "BAR NOIR", "CITY": "PARIS", "ATTRIBUTES": {"GARAGE": "NONE"}, "REVIEW": "LOUD MUSIC. FINE WINE."}`},
		).Release()
	}
	for i := range kept {
		if kept[i] != copies[i] {
			t.Errorf("text %d of a released index reads %q, was %q", i, kept[i], copies[i])
		}
	}
}
