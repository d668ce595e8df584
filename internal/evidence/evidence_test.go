package evidence

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"sync"
	"testing"
	"unicode"
	"unicode/utf8"
	"unsafe"

	"github.com/sourced-dev/sourced/internal/claims"
	"github.com/sourced-dev/sourced/internal/lexicon"
	"github.com/sourced-dev/sourced/internal/signals"
)

func TestPassagesStayInsideOneDocument(t *testing.T) {
	ix := New(
		Document{Name: "a", Text: "One. Two. Three. Four."},
		Document{Name: "b", Text: "Five. Six."},
	)
	if got, want := len(ix.Sentences), 6; got != want {
		t.Fatalf("%d sentences, want %d", got, want)
	}
	// a: windows [0-2] [1-3]; b: one window of its two sentences.
	if got, want := len(ix.Passages), 3; got != want {
		t.Fatalf("%d passages, want %d: %+v", got, want, ix.Passages)
	}
	for _, p := range ix.Passages {
		if ix.Sentences[p.First].Doc != p.Doc || ix.Sentences[p.Last].Doc != p.Doc {
			t.Errorf("passage %+v runs across documents", p)
		}
	}
	if got := ix.PassagesOf(nil, 4); len(got) != 1 || ix.Passages[got[0]].Doc != 1 {
		t.Errorf("PassagesOf(sentence 4) = %v, want the one passage of document b", got)
	}
	if got := ix.PassagesOf(nil, 1); len(got) != 2 {
		t.Errorf("PassagesOf(sentence 1) = %v, want both windows of document a", got)
	}
}

func TestRuneOffsets(t *testing.T) {
	text := "Zürich grew. São Paulo shrank. Köln held."
	ix := New(Document{Name: "x", Text: text})
	runes := []rune(text)
	for _, s := range ix.Sentences {
		if got := string(runes[s.RuneStart:s.RuneEnd]); got != s.Text {
			t.Errorf("runes[%d:%d] = %q, want %q", s.RuneStart, s.RuneEnd, got, s.Text)
		}
		if got := text[s.Start:s.End]; got != s.Text {
			t.Errorf("bytes[%d:%d] = %q, want %q", s.Start, s.End, got, s.Text)
		}
	}
}

func TestPostings(t *testing.T) {
	ix := New(Document{Name: "x", Text: "Acme hired 56 engineers. Revenue was $3 million. acme is lower case here."})
	if got := ix.SentencesWithWord("acme"); len(got) != 2 {
		t.Errorf("SentencesWithWord(acme) = %v, want two sentences", got)
	}
	if !ix.HasLowerWord("acme") || ix.HasLowerWord("revenue") {
		t.Errorf("HasLowerWord: acme %v (want true), revenue %v (want false)", ix.HasLowerWord("acme"), ix.HasLowerWord("revenue"))
	}
	if ix.StemID(ix.Stem("engineers")) < 0 || ix.StemID("nowhere") >= 0 {
		t.Errorf("StemID: engineer %d (want an id), nowhere %d (want -1)", ix.StemID(ix.Stem("engineers")), ix.StemID("nowhere"))
	}
}

func TestStructuredRecordIsOnePassageOfFacts(t *testing.T) {
	src := `{"name": "Blue Door Cafe", "stars": 4.5, "hours": {"Monday": "7:0-15:0", "Sunday": "0:0-0:0"}, ` +
		`"attributes": {"WiFi": "u'free'", "OutdoorSeating": false, "HasTV": null, "BusinessParking": "{'garage': False, 'street': True}"}, ` +
		`"review_text": "Great coffee. The staff were slow."}`
	ix := New(Document{Name: "r", Text: src})
	if len(ix.Passages) != 1 || !ix.Passages[0].Record {
		t.Fatalf("passages %+v, want one record passage", ix.Passages)
	}
	var facts []string
	for _, s := range ix.Sentences {
		facts = append(facts, s.Text)
		if s.Start < 0 || s.End > len(src) || s.Start >= s.End {
			t.Errorf("fact %q has span [%d, %d) outside the source", s.Text, s.Start, s.End)
		}
	}
	want := []string{
		"name: Blue Door Cafe",
		"stars: 4.5 stars",
		"hours Monday: from 7:00 to 15:00",
		"hours Sunday: 0:0-0:0",
		"attributes WiFi: free",
		"attributes Outdoor Seating: no",
		"attributes Has TV: none",
		"attributes Business Parking garage: no",
		"attributes Business Parking street: yes",
		"review text: Great coffee.",
		"The staff were slow.",
	}
	if strings.Join(facts, "|") != strings.Join(want, "|") {
		t.Errorf("facts %q, want %q", facts, want)
	}
	// A sentence of a long text spans exactly that sentence.
	if last := ix.Sentences[len(ix.Sentences)-1]; src[last.Start:last.End] != "The staff were slow." {
		t.Errorf("last sentence spans %q", src[last.Start:last.End])
	}
}

func TestRecordAttributes(t *testing.T) {
	src := `{"attributes": {"WiFi": "u'no'", "RestaurantsTakeOut": "True", "HasTV": null, "NoiseLevel": "u'quiet'", ` +
		`"BusinessParking": "{'garage': None, 'street': True}", "Ambience": {"romantic": false, "casual": true}}}`
	ix := New(Document{Name: "r", Text: src})
	var got []string
	for _, si := range ix.Attributes() {
		a := ix.Sentences[si].Attr
		got = append(got, fmt.Sprintf("%s=%d", strings.Join(a.Words, " "), a.Value))
	}
	want := []string{
		fmt.Sprintf("wifi=%d", No),
		fmt.Sprintf("take out=%d", Yes),
		fmt.Sprintf("has tv=%d", Unknown),
		fmt.Sprintf("parking garage=%d", Unknown),
		fmt.Sprintf("parking street=%d", Yes),
		// Below a key for the character of a place, the adjective alone.
		fmt.Sprintf("romantic=%d", No),
		fmt.Sprintf("casual=%d", Yes),
	}
	if strings.Join(got, "|") != strings.Join(want, "|") {
		t.Errorf("attributes %q, want %q", got, want)
	}
}

// The words of a property are read once for the process and remembered:
// the memo answers what reading them answers, on a miss and on a hit,
// for keys whose parent and key run together alike, from goroutines at
// once, and records name the same properties as before.
func TestPropertyWordsMemo(t *testing.T) {
	pairs := [][2]string{
		{"", "WiFi"}, {"Ambience", "romantic"}, {"Ambi", "encecasual"}, {"BusinessParking", "garage"},
		{"", "RestaurantsTakeOut"}, {"Restaurants", "TakeOut"}, {"a\x00", "b"}, {"a", "\x00b"},
		{"", "Restaurants"}, {"", "for"}, {"Ambience", ""}, {"Zürich", "Café"}, {"", "Über_Große"},
	}
	var wg sync.WaitGroup
	for range 4 {
		wg.Go(func() {
			for range 2 {
				for _, p := range pairs {
					if got, want := propertyWords(p[0], p[1]), keyWords(p[0], p[1]); !slices.Equal(got, want) {
						t.Errorf("propertyWords(%q, %q) = %q, want %q", p[0], p[1], got, want)
					}
				}
			}
		})
	}
	wg.Wait()
	// Past its bound, the memo remembers no more keys and still answers.
	for i := range maxPropertyMemo + 10 {
		parent, key := fmt.Sprint("Parent", i), fmt.Sprint("Key", i)
		if got, want := propertyWords(parent, key), keyWords(parent, key); !slices.Equal(got, want) {
			t.Fatalf("propertyWords(%q, %q) = %q, want %q", parent, key, got, want)
		}
	}
	if n := propertyMemo.Len(); n > maxPropertyMemo {
		t.Errorf("the memo holds %d keys, more than %d", n, maxPropertyMemo)
	}
	TestRecordAttributes(t)
}

func TestKeyWords(t *testing.T) {
	for in, want := range map[string]string{
		"review_count":       "review count",
		"RestaurantsTakeOut": "Restaurants Take Out",
		"WiFi":               "WiFi",
		"HasTV":              "Has TV",
		"BYOBCorkage":        "BYOB Corkage",
		"stars":              "stars",
	} {
		if got := string(appendKeyWords(nil, in)); got != want {
			t.Errorf("appendKeyWords(%q) = %q, want %q", in, got, want)
		}
	}
	for _, tc := range []struct {
		path      []string
		key, want string
	}{
		{nil, "review_count", "review count"},
		{[]string{"", "attributes", "BusinessParking"}, "garage_lot", "attributes Business Parking garage lot"},
		{[]string{""}, "stars", "stars"},
	} {
		if got := string(appendKeyPath(nil, tc.path, tc.key)); got != tc.want {
			t.Errorf("appendKeyPath(%q, %q) = %q, want %q", tc.path, tc.key, got, tc.want)
		}
	}
}

// appendKeyPath appends the keys leading to a leaf, as words: what a
// keyPath's words and a leaf's key make.
func appendKeyPath(b []byte, path []string, key string) []byte {
	for _, p := range path {
		if p != "" {
			b = append(appendKeyWords(b, p), ' ')
		}
	}
	return appendKeyWords(b, key)
}

// A keyPath's words, and a key's after them, are what appendKeyPath
// writes of its keys, through any pushes and pops.
func TestKeyPath(t *testing.T) {
	keys := []string{"", "attributes", "BusinessParking", "hours", "review_count", "WiFi"}
	r := rand.New(rand.NewPCG(7, 8))
	var p keyPath
	var c keyWordsCache
	for i := range 2000 {
		if len(p.keys) > 0 && r.IntN(3) == 0 {
			p.pop()
		} else {
			p.push(keys[r.IntN(len(keys))], &c)
		}
		if i%500 == 0 {
			p.reset()
		}
		key := keys[r.IntN(len(keys))]
		got := string(c.append(slices.Clone(p.words), key))
		if want := string(appendKeyPath(nil, p.keys, key)); got != want {
			t.Fatalf("path %q, key %q: %q, want %q", p.keys, key, got, want)
		}
	}
}

// FuzzKeyWords checks appendKeyWords, which copies a key without a
// capital after its first byte in one pass, and for others tests for part
// boundaries only before capitals and copies the runs between underscores
// whole, against keyWordsReference, which tests and copies byte by byte.
func FuzzKeyWords(f *testing.F) {
	for _, k := range []string{"review_count", "RestaurantsTakeOut", "WiFi", "HasTV", "BYOBCorkage", "aB_CdE__f", "_A", "ABc", "xYz_", "Review_count", "_", "", "a", "caf\u00e9_\u00c9t\u00e9", "review_Count"} {
		f.Add(k)
	}
	f.Fuzz(func(t *testing.T, k string) {
		if got, want := string(appendKeyWords([]byte("x"), k)), string(keyWordsReference([]byte("x"), k)); got != want {
			t.Errorf("appendKeyWords(%q) = %q, want %q", k, got, want)
		}
	})
}

// keyWordsReference is appendKeyWords done plainly: every byte is tested
// for a part boundary and copied on its own.
func keyWordsReference(b []byte, k string) []byte {
	spaced := func(b []byte, part string) []byte {
		for i := 0; i < len(part); i++ {
			if c := part[i]; c == '_' {
				b = append(b, ' ')
			} else {
				b = append(b, c)
			}
		}
		return b
	}
	last := 0
	for i := 1; i < len(k); i++ {
		lowerUpper := isLower(k[i-1]) && isUpper(k[i])
		acronymEnd := i+1 < len(k) && isUpper(k[i-1]) && isUpper(k[i]) && isLower(k[i+1])
		if !lowerUpper && !acronymEnd || i-last <= 2 && partLen(k, i) <= 2 {
			continue
		}
		b = append(spaced(b, k[last:i]), ' ')
		last = i
	}
	return spaced(b, k[last:])
}

func TestNotARecord(t *testing.T) {
	for _, text := range []string{`[1, 2]`, `{"broken": `, `Plain text {with braces}.`} {
		if _, ok := new(factWriter).facts(text); ok {
			t.Errorf("facts(%q) read a record, want plain text", text)
		}
	}
}

func TestIrregularFormsStemAsTheirLemma(t *testing.T) {
	ix := New(Document{Name: "a", Text: "Sales grow every year. Each child got a gift."})
	for _, pair := range [][2]string{{"grew", "grow"}, {"children", "child"}, {"mice", "mouse"}} {
		if ix.Stem(pair[0]) != ix.Stem(pair[1]) {
			t.Errorf("Stem(%q) = %q, Stem(%q) = %q: want the same", pair[0], ix.Stem(pair[0]), pair[1], ix.Stem(pair[1]))
		}
	}
	if ix.Stem("grow") == ix.Stem("fell") {
		t.Error("unrelated words share a stem")
	}
}

// WordStem answers as IsContentWord, Stem and StemID do, for the words
// the sources hold (found in the index) and for others alike.
func TestWordStem(t *testing.T) {
	ix := New(Document{Name: "a", Text: "The engineers grew 12 tomatoes without soil. Anna's bakery opened in 1998. Sales rose, not fell, in March."})
	for _, w := range []string{"engineers", "grew", "grow", "the", "without", "12", "tomatoes", "anna's", "bakery", "in",
		"soil", "soils", "mice", "harvest", "nowhere", "x", "1998", "opened", "opening", "rose", "not", "fell", "march",
		"up", "three", "twenty-one", "didn't", "no"} {
		st, ref, id, ok, cls := ix.WordStem(w)
		if cls != signals.ClassOf(w) {
			t.Errorf("WordStem(%q) class %b, ClassOf %b", w, cls, signals.ClassOf(w))
		}
		if ok != signals.IsContentWord(w) {
			t.Errorf("WordStem(%q) ok = %v, IsContentWord %v", w, ok, !ok)
			continue
		}
		if !ok {
			if st != "" || id != -1 {
				t.Errorf("WordStem(%q) = %q, %d for no content word: want \"\", -1", w, st, id)
			}
			continue
		}
		if st != ix.Stem(w) || id != ix.StemID(st) {
			t.Errorf("WordStem(%q) = %q, %d: want %q, %d", w, st, id, ix.Stem(w), ix.StemID(ix.Stem(w)))
		}
		if ref != ix.StemRefOf(st) {
			t.Errorf("WordStem(%q): ref %d, StemRefOf its stem %d", w, ref, ix.StemRefOf(st))
		}
		if ref != NoStemRef && ix.StemIDOf(ref) != id {
			t.Errorf("WordStem(%q): StemIDOf its ref %d = %d, want its id %d", w, ref, ix.StemIDOf(ref), id)
		}
	}
	// The refs are the same in every index, which find their own ids by
	// them.
	other := New(Document{Name: "b", Text: "Gardeners grow soil-free tomatoes."})
	for _, w := range []string{"grew", "tomatoes", "soil", "bakery"} {
		_, ref, _, _, _ := ix.WordStem(w)
		st, oref, id, _, _ := other.WordStem(w)
		if ref == NoStemRef || oref != ref || other.StemIDOf(ref) != id || id != other.StemID(st) {
			t.Errorf("WordStem(%q): ref %d in one index, %d in another, whose StemIDOf it is %d, want %d", w, ref, oref, other.StemIDOf(ref), id)
		}
	}
	if _, ref, id, _, _ := ix.WordStem("grow"); id < 0 || ref == NoStemRef {
		t.Errorf(`WordStem("grow"): id %d, ref %d, though the source has "grew"`, id, ref)
	}
}

// FuzzStructured feeds JSON-looking sources to the index: it must not
// panic, and every fact must span a part of the source.
func FuzzStructured(f *testing.F) {
	f.Add(`{"name": "Blue Door", "hours": {"Monday": "7:0-15:0"}, "attributes": {"WiFi": "u'free'", "BusinessParking": "{'garage': False}"}}`)
	f.Add(`{"review_text": "Great. \"Slow\" staff.\nBack soon!", "stars": 4.5, "x": [1, "a. B.", null, true]}`)
	f.Add(`{"a": {"b": {"c": "{'d': None, 'e'}"}}}`)
	f.Fuzz(func(t *testing.T, src string) {
		ix := New(Document{Name: "r", Text: src})
		for _, s := range ix.Sentences {
			if s.Start < 0 || s.End > len(src) || s.Start > s.End {
				t.Fatalf("sentence %q spans [%d, %d) of a %d-byte source", s.Text, s.Start, s.End, len(src))
			}
		}
	})
}

// The postings, stems and lower-case words an index keeps agree with the
// signals they are defined by, for plain ASCII sentences (read in one pass)
// and for sentences with apostrophes, doubled hyphens or non-ASCII letters
// alike.
func TestIndexAgreesWithSignals(t *testing.T) {
	text := "Acme's iPhone sales rose 5% in 2020. The pre- and post-war years were calm. " +
		"Revenue -- not profit -- grew. Zürich's café didn't open. The company’s growing companies grew. " +
		"Dogs' owners walked the dogs. eBay and rock'n'roll were named. Two  spaces and\ta Tab are here."
	ix := New(Document{Name: "a", Text: text})
	checkAgreement(t, ix)
	for w, want := range map[string]bool{
		"sales": true, "pre": true, "post-war": true, "iPhone": true, "iphone": false,
		"acme": false, "revenue": false, "café": true, "zürich": false, "didn't": true,
		"rock'n'roll": true, "eBay": true, "dogs": true, "not": true, "company": true, "calm": true,
	} {
		if got := ix.HasLowerWord(w); got != want {
			t.Errorf("HasLowerWord(%q) = %v, want %v", w, got, want)
		}
	}
	for _, w := range []string{"acme", "zürich", "zurich", "cafe", "company", "years"} {
		if len(ix.SentencesWithWord(w)) == 0 {
			t.Errorf("SentencesWithWord(%q) is empty", w)
		}
	}
}

// Structured records, whose facts may share their spans, and prose with
// letters beyond ASCII, agree with the signals too, offsets in code points
// included.
func TestRecordAgreesWithSignals(t *testing.T) {
	record := `{"name": "Café Zürich", "review": "Great café. The crêpes were good.\nStaff were kind.",` +
		` "attributes": {"WiFi": "u'free'", "BusinessParking": "{'garage': False, 'street': True}"},` +
		` "hours": {"Monday": "7:0-15:30"}, "stars": 4.5, "notes": "Open daily. Über busy — at noon."}`
	// An ASCII record, and one whose escapes render letters beyond ASCII.
	ascii := `{"name": "Cafe Rio", "review": "Fine food. Staff were not slow.\nPrices rose 5%.", "stars": 4}`
	escaped := `{"name": "Caf\u00e9 Blue", "notes": "Open late. Caf\u00e9 au lait grew."}`
	ix := New(Document{Name: "r", Text: record}, Document{Name: "p", Text: "Zürich’s café opened. It serves crêpes. Naïve?"},
		Document{Name: "a", Text: ascii}, Document{Name: "e", Text: escaped})
	if len(ix.Sentences) < 10 {
		t.Fatalf("%d sentences", len(ix.Sentences))
	}
	checkAgreement(t, ix)
}

// Anchors are found when first asked for: goroutines asking for them at
// once all get the first name that can anchor, whichever finds it first;
// an opener written in lower case elsewhere anchors nothing, nor one of a
// derived word's shape, nor a common word met mostly as no noun or
// inflected ("Meanwhile", "Prices", "Stir"), unless a verb of a statement
// follows it ("Zoom hired 500", not "Add chopped onions"), and a name of
// two words or past the opening word anchors, and a common noun in its
// own form.
func TestAnchorsFoundOnce(t *testing.T) {
	ix := New(Document{Name: "a", Text: "Revenue rose at Acme. Our revenue fell. Bank of America lent more. " +
		"Staff said Wells Fargo lent less. Zürich grew; the Über-Café shut. Revenue, said O'Brien. Trading rose at Acme. " +
		"Meanwhile, Bolt grew. Prices fell. Stir in Bolt's sauce. Apple grew. " +
		"Zoom hired 500 engineers. Add chopped onions. Officials said so."})
	want := []string{"Acme", "", "Bank of America", "Staff", "Zürich", "O'Brien", "Acme", "Bolt", "", "Bolt's", "Apple",
		"Zoom", "", ""}
	if len(ix.Sentences) != len(want) {
		t.Fatalf("%d sentences, want %d", len(ix.Sentences), len(want))
	}
	var wg sync.WaitGroup
	for range 8 {
		wg.Go(func() {
			for i := range ix.Sentences {
				if got := ix.Anchor(i); got != want[i] || got != refAnchor(ix, ix.Sentences[i].Text) {
					t.Errorf("sentence %d %q: anchor %q, want %q", i, ix.Sentences[i].Text, got, want[i])
				}
			}
		})
	}
	wg.Wait()
}

// A sentence's opening word anchors when it is a name: not when it has a
// derived word's shape ("Operating", "Shipping"), unless a source writes
// it as a name inside a sentence too ("met Boeing", "Reading Borough
// Council"); nor when a source writes it in lower case ("Revenue").
func TestInitialAnchors(t *testing.T) {
	ix := New(Document{Name: "a", Text: "Operating income reached 7% last year. Shipping volumes fell. " +
		"Rising costs hurt Acme. Revenue grew, and store revenue fell. Acme reported 7%. Google hired 9 people. " +
		"Boeing delivered 7 jets. We met Boeing staff. Reading gained 3 seats. " +
		"Reading Borough Council met. Trading rose."})
	want := []string{"", "", "Acme", "", "Acme", "Google", "Boeing", "Boeing", "Reading", "Reading Borough Council", ""}
	if len(ix.Sentences) != len(want) {
		t.Fatalf("%d sentences, want %d", len(ix.Sentences), len(want))
	}
	for i := range ix.Sentences {
		if got := ix.Anchor(i); got != want[i] || got != refAnchor(ix, ix.Sentences[i].Text) {
			t.Errorf("sentence %d %q: anchor %q, want %q", i, ix.Sentences[i].Text, got, want[i])
		}
	}
	opener := signals.Name{Initial: true}
	for w, anchors := range map[string]bool{"operating": false, "shipping": false, "rising": false, "revenue": false,
		"trading": false, "acme": true, "google": true, "boeing": true, "reading": true, "paris": true} {
		if got := ix.CanAnchor(opener, w); got != anchors {
			t.Errorf("CanAnchor(opener, %q) = %v, want %v", w, got, anchors)
		}
	}
}

// checkAgreement checks every sentence of ix against the signals that
// define what the index keeps of it, and the index's lower-case words
// against those lowerWords finds sentence by sentence.
func checkAgreement(t *testing.T, ix *Index) {
	t.Helper()
	// ref holds the words lowerWords finds, words every word a sentence
	// holds, in any case.
	ref, words := map[string]bool{}, map[string]bool{}
	for i, s := range ix.Sentences {
		for _, w := range lowerWords(s.Text) {
			ref[w], words[w] = true, true
		}
		for _, tok := range signals.Tokenize(s.Text).Tokens {
			words[tok.Lower], words[s.Text[tok.Start:tok.End]] = true, true
		}
		for _, w := range signals.Words(signals.Fold(s.Text)) {
			if !slices.Contains(ix.SentencesWithWord(w), int32(i)) {
				t.Errorf("SentencesWithWord(%q) = %v, lacks sentence %d %q", w, ix.SentencesWithWord(w), i, s.Text)
			}
		}
		doc := ix.Docs[s.Doc].Text
		if s.RuneStart != utf8.RuneCountInString(doc[:s.Start]) || s.RuneEnd != utf8.RuneCountInString(doc[:s.End]) {
			t.Errorf("sentence %d %q: code points [%d, %d), want [%d, %d)", i, s.Text, s.RuneStart, s.RuneEnd,
				utf8.RuneCountInString(doc[:s.Start]), utf8.RuneCountInString(doc[:s.End]))
		}
		if s.Folded != signals.Fold(s.Text) || s.Quoted != signals.NormalizeQuoted(s.Text) {
			t.Errorf("sentence %d %q: folded %q, quoted %q", i, s.Text, s.Folded, s.Quoted)
		}
		// Asked again, the anchor is the one remembered.
		if want, first := refAnchor(ix, s.Text), ix.Anchor(i); first != want || ix.Anchor(i) != first {
			t.Errorf("sentence %d %q: anchor %q, want %q", i, s.Text, first, want)
		}
		if want := signals.Numbers(s.Text); !slices.Equal(s.Numbers, want) {
			t.Errorf("sentence %d numbers %+v, want %+v", i, s.Numbers, want)
		}
		if s.Negated != signals.Negated(s.Text) {
			t.Errorf("sentence %d %q: negated %v", i, s.Text, s.Negated)
		}
		words := signals.Tokenize(s.Text)
		if want := words.Directions(); !slices.Equal(s.Directions, want) {
			t.Errorf("sentence %d %q: directions %+v, want %+v", i, s.Text, s.Directions, want)
		}
		stems := signals.ContentWordsWith(s.Text, ix.Stem)
		// A sentence with diacritics holds its words without them too.
		plain := signals.Unmarked(s.Folded)
		if s.Marked() != (plain != s.Folded) {
			t.Errorf("sentence %d %q: marked %v", i, s.Text, s.Marked())
		}
		if s.Marked() {
			for _, w := range signals.Words(plain) {
				if !slices.Contains(ix.SentencesWithWord(w), int32(i)) {
					t.Errorf("SentencesWithWord(%q) = %v, lacks marked sentence %d %q", w, ix.SentencesWithWord(w), i, s.Text)
				}
			}
			for _, st := range signals.ContentWordsWith(plain, ix.Stem) {
				if !slices.Contains(stems, st) {
					stems = append(stems, st)
				}
			}
		}
		if !slices.IsSorted(s.StemIDs) || len(s.StemIDs) != len(stems) {
			t.Errorf("sentence %d stem ids %v for stems %q", i, s.StemIDs, stems)
		}
		for _, st := range stems {
			if !ix.HasStem(&s, st) || !slices.Contains(s.StemIDs, ix.StemID(st)) || !slices.Contains(ix.SentencesWithStem(st), int32(i)) {
				t.Errorf("sentence %d: stem %q (id %d) not posted", i, st, ix.StemID(st))
			}
		}
		for _, st := range signals.ContentWordsWith("zorbifications unheardof the quibble "+s.Text, ix.Stem) {
			if ix.HasStem(&s, st) != slices.Contains(stems, st) {
				t.Errorf("sentence %d: HasStem(%q) = %v", i, st, ix.HasStem(&s, st))
			}
		}
	}
	for w := range words {
		if ref[w] != ix.HasLowerWord(w) {
			t.Errorf("HasLowerWord(%q) = %v, lowerWords finds %v", w, ix.HasLowerWord(w), ref[w])
		}
	}
}

// refAnchor is Index.Anchor of a sentence of text: the first of its names
// that is no imperative verb opening it and that CanAnchor.
func refAnchor(ix *Index, text string) string {
	for _, n := range signals.Names(text) {
		if !n.Imperative && ix.CanAnchor(n, signals.Fold(n.Text)) {
			return n.Text
		}
	}
	return ""
}

// FuzzIndex feeds prose to the index: what it keeps of each sentence
// agrees with the signals, whichever path a sentence takes.
func FuzzIndex(f *testing.F) {
	f.Add("Acme's iPhone sales rose 5%. pre- and post-war x--y. Zürich’s café didn't  open.\tThe End")
	f.Add("rock'n'roll -- eBay's O'Brien; co-op 3-d 'quoted' Dogs' dogs")
	f.Add("Rinse it well. Zorble the mixture.")
	// ASCII sentences in a text that is not, one with apostrophes but no
	// possessive: each is folded and posted as the index's own would be.
	f.Add("Zoë’s café opened. The shop didn't open on Monday. Don't 'quote' me. Its  owner's dog barked.")
	f.Fuzz(func(t *testing.T, text string) {
		checkAgreement(t, New(Document{Name: "a", Text: text}))
	})
}

// The process-wide stem memo answers what stemming answers, on a miss and
// on a hit, from many goroutines at once, with more words than it has
// slots.
func TestStemMemo(t *testing.T) {
	words := strings.Fields("grew grows growing children mice companies rising rises zürich's naïvely fell fallen geese")
	for i := range 3 * stemMemoSize / 2 {
		words = append(words, fmt.Sprintf("word%dings", i))
	}
	var wg sync.WaitGroup
	for range 4 {
		wg.Go(func() {
			for range 2 {
				for _, w := range words {
					l, _ := lexicon.Lemma(w)
					if got, want := stem(w), signals.Stem(l); got != want {
						t.Errorf("stem(%q) = %q, want %q", w, got, want)
						return
					}
				}
			}
		})
	}
	wg.Wait()
}

// classedStem gives what classifying and stemming a word give, on a
// miss, on a hit, and after stem alone remembered the word: content words
// and others, words with a stem of their own and words of irregular forms.
func TestClassedStem(t *testing.T) {
	words := strings.Fields("zorbling zorblings quixfenning grew mice the not 2024 three-fold naïvely outings xyzzy's")
	for i := range 200 {
		words = append(words, fmt.Sprintf("qwerk%dations", i))
	}
	check := func(w string) {
		t.Helper()
		st, cls, content := classedStem(w)
		wantCls, _, wantContent := signals.Facts(w)
		l, _ := lexicon.Lemma(w)
		var want string
		if wantContent {
			want = signals.Stem(l)
		}
		if st != want || cls != wantCls || content != wantContent {
			t.Errorf("classedStem(%q) = %q, %b, %v, want %q, %b, %v", w, st, cls, content, want, wantCls, wantContent)
		}
	}
	for _, w := range words[:len(words)/2] {
		stem(w) // remembered unclassed first
	}
	for range 2 {
		for _, w := range words {
			check(w)
		}
	}
}

// A stem memo's entry holds copies of its word and stem, whether the stem
// is cut from the word or not, whether they fit in the entry or not.
func TestNewStemEntry(t *testing.T) {
	for _, c := range []struct{ word, stem string }{
		{"reports", "report"}, {"report", "report"}, {"rising", "rise"}, {"grew", "grow"},
		{"internationalisations", "internationalis"}, {"a", ""},
		{"antidisestablishmentarianisms", "antidisestablishmentarian"},
		{"supercalifragilisticexpialidocious", "supercalifragilisticexpialidoci"},
		{"pneumonoultramicroscopicsilicovolcanoconiosis", "pneumonoultramicroscopicsilicovolcanoconiosi"},
		{"abcdefghijklmnop", "zyxwvutsrqponmlkj"},
	} {
		// The word and stem share the bytes of buf, which are cleared
		// once the entry is made.
		buf := []byte(c.word + "|" + c.stem)
		shared := unsafe.String(&buf[0], len(buf))
		e := newStemEntry(shared[:len(c.word)], shared[len(c.word)+1:])
		clear(buf)
		if e.word != c.word || e.stem != c.stem {
			t.Errorf("newStemEntry(%q, %q) = %q, %q", c.word, c.stem, e.word, e.stem)
		}
	}
}

func TestNumbersIn(t *testing.T) {
	ix := New(Document{Name: "x", Text: "It cost $3 million. Then 7 people came. Later 3,000,000 more. Only 12 left."})
	sentences := func(lists [][]int32) []int32 {
		var all []int32
		for _, l := range lists {
			all = append(all, l...)
		}
		slices.Sort(all)
		return slices.Compact(all)
	}
	// A sentence is found under its figures' roundings too: "12" under 10.
	for _, tc := range []struct {
		lo, hi float64
		want   []int32
	}{
		{3e6, 3e6, []int32{0, 2}},
		{7, 12, []int32{1, 3}},
		{8, 11, []int32{3}},
		{13, 1e6, nil},
		{0, 1e9, []int32{0, 1, 2, 3}},
	} {
		if got := sentences(ix.NumbersIn(nil, tc.lo, tc.hi)); !slices.Equal(got, tc.want) {
			t.Errorf("NumbersIn(%g, %g) holds sentences %v, want %v", tc.lo, tc.hi, got, tc.want)
		}
	}
}

// checkMaySplit checks that maySplit passes every text
// claims.AppendSplitUnmarked, the split of a record's values, cuts into two
// segments or more.
func checkMaySplit(t *testing.T, s string) {
	t.Helper()
	if segs := claims.AppendSplitUnmarked(nil, s); len(segs) >= 2 && !maySplit(s) {
		t.Errorf("maySplit(%q) = false, but Split cuts it into %d segments", s, len(segs))
	}
}

// maySplit is held to claims.Split on texts built from the bytes that
// matter around each mark it knows, and on fuzzed text.
func TestMaySplit(t *testing.T) {
	marks := []string{".", "!", "?", "\n", "\v", "\f", "\r", "\x1c", "\x1d", "\x1e", "\u0085", "\u2028", "\u2029", "\u2026", ";", ":", "\t", "-", "\u00a0"}
	for _, m := range marks {
		for _, s := range []string{"A" + m + " B", "a" + m + "\tB c", "7:0-15:30" + m + " Dogs", m + " It", "Open" + m + m + " Closed", "u'free'" + m} {
			checkMaySplit(t, s)
		}
	}
	if maySplit("7:0-15:30") || maySplit("u'free' Ça va; yes") || !maySplit("Good. Great") {
		t.Error("maySplit misreads a value")
	}
}

func FuzzMaySplit(f *testing.F) {
	f.Add("Great food. Slow service!\nOpen late\u2028Closed Mondays\u2026 Yes")
	f.Add("{'garage': False, 'street': True}")
	f.Fuzz(checkMaySplit)
}

// checkJoinersApart checks that the words lowerWords finds in ASCII text
// whose joiners stand apart are the word tokens that start in lower case,
// as written, at their places.
func checkJoinersApart(t *testing.T, text string) {
	t.Helper()
	if !signals.IsASCII(text) || !joinersApart(text) {
		return
	}
	var fromWords, fromTokens []string
	for start, w := range lowerWords(text) {
		fromWords = append(fromWords, fmt.Sprint(start, w))
	}
	for _, tok := range signals.Tokenize(text).Tokens {
		if c := text[tok.Start]; 'a' <= c && c <= 'z' {
			fromTokens = append(fromTokens, fmt.Sprint(tok.Start, text[tok.Start:tok.End]))
		}
	}
	if !slices.Equal(fromWords, fromTokens) {
		t.Errorf("%q: lowerWords finds %q, the tokens give %q", text, fromWords, fromTokens)
	}
}

// Every text of up to 7 bytes from letters of both cases, a digit,
// joiners and blanks, and fuzzed text, agree.
func TestJoinersApart(t *testing.T) {
	eachText("aZ5'- .", 7, func(text string) { checkJoinersApart(t, text) })
	if joinersApart("rock'n'roll x-y") != true || joinersApart("x--y") || joinersApart("dogs'-run") || joinersApart("a-'b") {
		t.Error("joinersApart misreads its joiners")
	}
}

func FuzzJoinersApart(f *testing.F) {
	f.Add("it's the dogs' iPhone, state-of-the-art rock'n'roll -x y- 'q'")
	f.Fuzz(checkJoinersApart)
}

// checkPossessivesEnd checks that the words of the folded text of an
// ASCII text whose possessives end tokens are its tokens, each without
// the "'s" it ends with, and that signals.AppendFold folds it as
// signals.Fold does.
func checkPossessivesEnd(t *testing.T, text string) {
	t.Helper()
	if !signals.IsASCII(text) {
		return
	}
	end, held := possessivesEnd(text)
	if end && held != strings.Contains(strings.ToLower(text), "'s") {
		t.Errorf("possessivesEnd(%q) holds %v", text, held)
	}
	if !end {
		return
	}
	var want, got []string
	for _, tok := range signals.Tokenize(signals.Fold(text)).Tokens {
		want = append(want, tok.Lower)
	}
	for _, tok := range signals.Tokenize(text).Tokens {
		got = append(got, strings.TrimSuffix(tok.Lower, "'s"))
	}
	if !slices.Equal(got, want) {
		t.Errorf("%q: tokens without \"'s\" %q, folded words %q", text, got, want)
	}
	if got, want := string(signals.AppendFold([]byte("x "), text)), "x "+signals.Fold(text); got != want {
		t.Errorf("%q: AppendFold gives %q, want %q", text, got, want)
	}
}

// Every text of up to 7 bytes from letters, a digit, joiners, blanks and
// punctuation, and fuzzed text, agree.
func TestPossessivesEnd(t *testing.T) {
	eachText("aSs5'- ,\t", 7, func(text string) { checkPossessivesEnd(t, text) })
	for text, want := range map[string][2]bool{
		"the firm's shares": {true, true}, "dogs' toys": {true, false}, "IT'S": {true, true}, "it'sy": {true, true},
		"didn't 'go'": {true, false}, "no apostrophe": {true, false},
		"'s": {false, true}, "x 's": {false, true}, "x's-y": {false, true}, "a's's": {false, true}, "5's.": {true, true},
	} {
		if end, held := possessivesEnd(text); end != want[0] || held != want[1] {
			t.Errorf("possessivesEnd(%q) = %v, %v, want %v, %v", text, end, held, want[0], want[1])
		}
	}
}

func FuzzPossessivesEnd(f *testing.F) {
	f.Add("The firm's CEO's plan, the dogs' toys and IT'S x 's y's-z 5's.")
	f.Fuzz(checkPossessivesEnd)
}

// eachText calls f with every text of up to n bytes from alphabet.
func eachText(alphabet string, n int, f func(string)) {
	var build func(prefix string, n int)
	build = func(prefix string, n int) {
		f(prefix)
		if n == 0 {
			return
		}
		for i := range len(alphabet) {
			build(prefix+alphabet[i:i+1], n-1)
		}
	}
	build("", n)
}

// lowerWordsReference is lowerWords read rune by rune, every rune tested
// as it comes: what lowerWords, which reads ASCII runs through a table,
// must find.
func lowerWordsReference(text string) (words []string) {
	start := -1
	end := func(i int) {
		w := text[start:i]
		for n := len(w); n > 0 && (w[n-1] == '\'' || w[n-1] == '-'); n-- {
			w = w[:n-1]
		}
		if r, _ := utf8.DecodeRuneInString(w); unicode.IsLower(r) {
			words = append(words, fmt.Sprint(start, w))
		}
		start = -1
	}
	for i, r := range text {
		inWord := unicode.IsLetter(r) || unicode.IsDigit(r) || start >= 0 && (r == '\'' || r == '-')
		switch {
		case inWord && start < 0:
			start = i
		case !inWord && start >= 0:
			end(i)
		}
	}
	if start >= 0 {
		end(len(text))
	}
	return words
}

// checkLowerWords checks lowerWords against lowerWordsReference.
func checkLowerWords(t *testing.T, text string) {
	t.Helper()
	var got []string
	for start, w := range lowerWords(text) {
		got = append(got, fmt.Sprint(start, w))
	}
	if want := lowerWordsReference(text); !slices.Equal(got, want) {
		t.Errorf("lowerWords(%q) = %q, want %q", text, got, want)
	}
}

// Every text of up to four pieces from ASCII letters of both cases, a
// digit, joiners, blanks, letters beyond ASCII of both cases, a digit and
// a mark beyond it and a byte of no rune, and fuzzed text, give the words
// of the reference.
func TestLowerWords(t *testing.T) {
	pieces := []string{"a", "Z", "5", "'", "-", " ", "é", "É", "\u0663", "\u2019", "\xff"}
	var each func(prefix string, n int)
	each = func(prefix string, n int) {
		checkLowerWords(t, prefix)
		if n > 0 {
			for _, p := range pieces {
				each(prefix+p, n-1)
			}
		}
	}
	each("", 4)
}

func FuzzLowerWords(f *testing.F) {
	f.Add("it's Zürich's café -x y- 'q' über-cool x\xffy 3’s ÉTÉ été")
	f.Fuzz(checkLowerWords)
}

// postingLists.of gives each key its sentences in order, nil for a key
// with none, with no room to grow into the next key's list.
func TestPostingListsOf(t *testing.T) {
	var p postings
	for range 4 {
		p.newKey(0)
	}
	// Key 1 has no posting; key 0 one; keys 2 and 3 several, a repeat
	// of a sentence posted once.
	for _, post := range []posting{{2, 0}, {0, 1}, {2, 1}, {3, 1}, {3, 1}, {2, 4}, {3, 5}} {
		p.add(post.key, post.sent)
	}
	arena := make([]int32, p.size())
	l := p.lists(&arena)
	want := [][]int32{{1}, nil, {0, 1, 4}, {1, 5}}
	for key, w := range want {
		got := l.of(int32(key))
		if !slices.Equal(got, w) || (got == nil) != (w == nil) || cap(got) != len(got) {
			t.Errorf("of(%d) = %v (cap %d), want %v", key, got, cap(got), w)
		}
	}
}

// A NegatedAside sentence keeps its asides, the stems of the content
// words only they hold, and the folded texts of the asides and of the
// rest; another sentence keeps none. The sentences are written for this
// test.
func TestNegatedAsidesKept(t *testing.T) {
	ix := New(Document{Name: "a", Text: "Ortiz, who never visited Lund, hired 12 clerks. " +
		"Ortiz hired 12 clerks (not Lund's clerks). Ortiz did not hire clerks."})
	stems := func(words ...string) []int32 {
		var ids []int32
		for _, w := range words {
			ids = append(ids, ix.StemID(ix.Stem(w)))
		}
		slices.Sort(ids)
		return ids
	}
	tests := []struct {
		spans           []string
		stems           []int32
		inside, outside string
	}{
		{[]string{", who never visited Lund"}, stems("visited", "lund"), ", who never visited lund", "ortiz , hired 12 clerks."},
		// "clerks" is outside too.
		{[]string{"(not Lund's clerks)"}, stems("lund"), "(not lund clerks)", "ortiz hired 12 clerks ."},
		{nil, nil, "", ""},
	}
	if len(ix.Sentences) != len(tests) {
		t.Fatalf("%d sentences, want %d", len(ix.Sentences), len(tests))
	}
	for s, tt := range tests {
		a := ix.NegatedAsides(s)
		var spans []string
		for _, sp := range a.Spans {
			spans = append(spans, ix.Sentences[s].Text[sp.Start:sp.End])
		}
		if ix.Sentences[s].NegatedAside != (tt.spans != nil) || !slices.Equal(spans, tt.spans) ||
			!slices.Equal(a.Stems, tt.stems) || a.Inside != tt.inside || a.Outside != tt.outside {
			t.Errorf("sentence %d: NegatedAside %v, asides %q, stems %v, inside %q, outside %q; want %q, %v, %q, %q",
				s, ix.Sentences[s].NegatedAside, spans, a.Stems, a.Inside, a.Outside, tt.spans, tt.stems, tt.inside, tt.outside)
		}
	}
}

// A plain sentence's words written in lower case are found when asked,
// asked once or twice, as words or bytes, and agree with those lowerWords
// finds: a token that starts in lower case as written ("iPod", "well-run"),
// not its lower case when a capital lies inside it, nor a word written
// only with a capital or only in another, not plain, sentence.
func TestHasLowerWordOfPlainSentences(t *testing.T) {
	ix := New(Document{Name: "a", Text: "Zorvex sold the iPod in a well-run shop. " +
		"Our eBay shop and the 3d printer did well. Gridley's team (the crew) won. Quillon opened. " +
		"The pre- and post-war era-ended, x-ray-like."})
	checkAgreement(t, ix)
	for _, tt := range []struct {
		word string
		want bool
	}{
		{"sold", true}, {"iPod", true}, {"ipod", false}, {"well-run", true}, {"well", true},
		{"eBay", true}, {"ebay", false}, {"3d", false}, {"printer", true}, {"zorvex", false},
		{"Zorvex", false}, {"our", false}, {"crew", true}, {"gridley", false}, {"quillon", false},
		{"opened", true}, {"run", false}, {"", false}, {"pre", true}, {"pre-", false}, {"post", false},
		{"post-war", true}, {"war", false}, {"era-ended", true}, {"era", false}, {"x-ray-like", true},
		{"ray", false}, {"x-ray", false}, {"and post-war", false}, {"post--war", false},
	} {
		for range 2 {
			if got := ix.HasLowerWord(tt.word); got != tt.want {
				t.Errorf("HasLowerWord(%q) = %v, want %v", tt.word, got, tt.want)
			}
			if got := ix.hasLowerWord([]byte(tt.word)); got != tt.want {
				t.Errorf("hasLowerWord(%q) = %v, want %v", tt.word, got, tt.want)
			}
		}
	}
}

// TestElem checks that elem returns the address of each item of a slice.
func TestElem(t *testing.T) {
	s := []keyPostings{{n: 1}, {n: 2}, {n: 3}}
	for i := range s {
		if elem(s, uint32(i)) != &s[i] {
			t.Fatalf("elem(s, %d) is not &s[%d]", i, i)
		}
	}
	b := []uint8{1, 2, 3}
	if elem(b, 2) != &b[2] {
		t.Fatal("elem(b, 2) is not &b[2]")
	}
}

// Built with the tag sourcedchecked, elem checks its index: one out of
// range panics, as s[i] would, so that the tests so built (go test -tags
// sourcedchecked ./...) catch a caller's index out of range, which the
// build without the tag lets read or write outside the slice.
func TestElemChecked(t *testing.T) {
	if !elemChecked {
		t.Skip("elem checks its index only with -tags sourcedchecked")
	}
	s := make([]keyPostings, 3, 4)
	for _, i := range []uint32{3, 4, 1 << 31, 1<<32 - 1} {
		func() {
			defer func() {
				if recover() == nil {
					t.Errorf("elem(s, %d) of len(s) 3 did not panic", i)
				}
			}()
			_ = elem(s, i)
		}()
	}
}
