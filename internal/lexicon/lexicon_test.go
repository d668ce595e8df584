package lexicon

import (
	"strings"
	"testing"
)

func TestLemma(t *testing.T) {
	tests := []struct {
		word, want string
		ok         bool
	}{
		{"grew", "grow", true},
		{"won", "win", true},
		{"children", "child", true},
		{"grow", "grow", false},     // already a lemma
		{"fell", "fell", false},     // a lemma of its own (to fell a tree)
		{"better", "better", false}, // adjective forms are not mapped
		{"", "", false},
		{"zzzz", "zzzz", false},
	}
	for _, tt := range tests {
		got, ok := Lemma(tt.word)
		if got != tt.want || ok != tt.ok {
			t.Errorf("Lemma(%q) = %q, %v; want %q, %v", tt.word, got, ok, tt.want, tt.ok)
		}
	}
}

// Every form of the generated table is found where gen placed it, each
// once, each a pair of lower-case words, and the table is not truncated:
// Lemma probes by the hash gen placed the forms by.
func TestTableWellFormed(t *testing.T) {
	seen := map[string]bool{}
	for i, f := range irregular {
		if f.formLen == 0 {
			continue
		}
		form, lemma := f.form(), f.lemma()
		if lemma == "" || form != strings.ToLower(form) || lemma != strings.ToLower(lemma) {
			t.Errorf("irregular[%d] = %q, %q: not a pair of lower-case words", i, form, lemma)
		}
		if seen[form] {
			t.Errorf("irregular[%d]: %q is in the table twice", i, form)
		}
		seen[form] = true
		if got, ok := Lemma(form); !ok || got != lemma {
			t.Errorf("Lemma(%q) = %q, %v; want %q, true (the table and Lemma disagree on where it goes)", form, got, ok, lemma)
		}
	}
	if len(seen) < 1000 || 2*len(seen) > slots {
		t.Errorf("%d irregular forms in %d slots; want more than 1,000 in a table at most half full", len(seen), slots)
	}
}

// filter is the bit array of the table's forms (see FilterBit): a form's
// bit clear would hide it from Lemma, a bit set for no form would let
// words through to the table that gen did not mean to.
func TestFilter(t *testing.T) {
	var want [FilterBits / 64]uint64
	for _, f := range irregular {
		if f.formLen != 0 {
			b := FilterBit(f.form())
			want[b/64] |= 1 << (b % 64)
		}
	}
	if filter != want {
		t.Errorf("filter is not the bits of irregular's forms: run go generate")
	}
}

func TestCommon(t *testing.T) {
	tests := []struct {
		word      string
		use       Use
		inflected bool
	}{
		{"price", Noun, false},
		{"apple", Noun, false},
		{"prices", Noun, true},        // a plural: its lemma
		{"stories", Noun, true},       // "-ies" of "-y"
		{"churches", Noun, true},      // "-es"
		{"children", Noun, true},      // an irregular plural
		{"rinse", NotNoun, false},     // a verb
		{"stirs", NotNoun, true},      // a verb's form
		{"meanwhile", NotNoun, false}, // an adverb
		{"paris", Rare, false},        // a name first
		{"virginia", Rare, false},     // a name only
		{"acme", Rare, false},         // never met in the tagged texts
		{"boeing", Rare, false},       // in no sense of WordNet
		{"", Rare, false},
		{"pric", Rare, false},   // a word's prefix
		{"pricex", Rare, false}, // a word and more
		{"glass", Noun, false},
		{"glas", Rare, false}, // no plural: it ends in one "s"
	}
	for _, tt := range tests {
		if use, inflected := Common(tt.word); use != tt.use || inflected != tt.inflected {
			t.Errorf("Common(%q) = %d, %v; want %d, %v", tt.word, use, inflected, tt.use, tt.inflected)
		}
	}
}

// Every word of the generated table is found where gen placed it, once,
// in lower case, of a Use; and the text holds no word the table does not.
func TestCommonTableWellFormed(t *testing.T) {
	seen, total := map[string]bool{}, 0
	for i, p := range common {
		if p == 0 {
			continue
		}
		at, size, use := UnpackCommon(p)
		w := commonText[at : at+size]
		if w != strings.ToLower(w) || use == Rare || use > NotNoun || seen[w] {
			t.Fatalf("slot %d: %q of use %d, seen before: %v", i, w, use, seen[w])
		}
		seen[w] = true
		total += size
		if got := listed(w); got != use {
			t.Errorf("listed(%q) = %d, want its slot's %d", w, got, use)
		}
	}
	if len(seen) < 10000 || total != len(commonText) {
		t.Errorf("%d words of %d bytes in a text of %d: want WordNet's thousands, the text all theirs", len(seen), total, len(commonText))
	}
}

func TestPackCommon(t *testing.T) {
	p, err := PackCommon(1<<commonAtBits-1, 1<<commonSizeBits-1, NotNoun)
	if err != nil {
		t.Fatal(err)
	}
	if at, size, use := UnpackCommon(p); at != 1<<commonAtBits-1 || size != 1<<commonSizeBits-1 || use != NotNoun {
		t.Errorf("UnpackCommon(PackCommon(…)) = %d, %d, %d", at, size, use)
	}
	for _, bad := range [][3]int{{1 << commonAtBits, 1, 1}, {0, 1 << commonSizeBits, 1}, {0, 1, int(Rare)}, {0, 1, int(NotNoun) + 1}} {
		if _, err := PackCommon(bad[0], bad[1], Use(bad[2])); err == nil {
			t.Errorf("PackCommon%v fit a slot", bad)
		}
	}
}
