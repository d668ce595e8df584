package evidence

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"
	"unsafe"

	"github.com/sourced-dev/sourced/internal/signals"
)

// withTerms runs f with t as the table new indexes add their words to.
func withTerms(tb testing.TB, t *termTable, f func()) {
	tb.Helper()
	old := terms.Swap(t)
	defer terms.Store(old)
	f()
}

// Many goroutines interning the same words, more than the table's first
// slots hold, agree on every word's id, class and stem, and the table
// agrees with signals.IsContentWord and lemmaStem.
func TestTermTable(t *testing.T) {
	words := strings.Fields("the grew grows growing children mice companies company rising rises zürich's naïvely fell fallen geese 2020 of")
	for i := range 2000 {
		words = append(words, fmt.Sprintf("word%dings", i), fmt.Sprintf("x%d", i))
		// Long words alike in length and in their first and last 8
		// bytes, which is all their slots keep of them.
		words = append(words, fmt.Sprintf("longword%04dsameends", i))
	}
	tab := newTermTable()
	got := make([][]wordEntry, 4)
	var wg sync.WaitGroup
	for g := range got {
		wg.Go(func() {
			for k := range 2 {
				for i := range words {
					// Each goroutine meets the words in its own order.
					w := words[(i*(g+1)+k)%len(words)]
					e := tab.intern(w)
					if k == 1 {
						got[g] = append(got[g], e)
					}
				}
			}
		})
	}
	wg.Wait()
	owner, stems := map[int32]string{}, map[string]int32{}
	for _, w := range words {
		e := tab.intern(w)
		if prev, ok := owner[e.id]; ok {
			t.Fatalf("%q and %q have the one id %d", prev, w, e.id)
		}
		owner[e.id] = w
		content := signals.IsContentWord(w)
		if (e.stem >= 0) != content || content && tab.stem(e.stem).text != lemmaStem(w) {
			t.Errorf("%q: stem %d, want content %v stem %q", w, e.stem, content, lemmaStem(w))
			continue
		}
		if content {
			st := tab.stem(e.stem).text
			if id, ok := stems[st]; ok && id != e.stem {
				t.Errorf("stem %q has ids %d and %d", st, id, e.stem)
			}
			stems[st] = e.stem
		}
	}
	for g, entries := range got {
		for i, e := range entries {
			w := words[(i*(g+1)+1)%len(words)]
			if e != tab.intern(w) {
				t.Errorf("goroutine %d: %q is %+v, the table says %+v", g, w, e, tab.intern(w))
			}
		}
	}
	// The ids are dense; the table grew from its first slots, and is at
	// most half full; word and wordOf agree with intern, and miss what the
	// table never met.
	if n := int(tab.n.Load()); n != len(owner) || len(tab.slots.Load().slots) < 2*n || n < len(newWordSlots(1<<10).slots) {
		t.Errorf("%d words for %d distinct, in %d slots", n, len(owner), len(tab.slots.Load().slots))
	}
	for _, w := range words {
		e, ok := tab.word(w)
		eb, okb := tab.wordOf([]byte(w))
		if !ok || !okb || e != tab.intern(w) || eb != e {
			t.Errorf("%q: word %+v %v, wordOf %+v %v, intern %+v", w, e, ok, eb, okb, tab.intern(w))
		}
		if _, ok := tab.word(w + "#"); ok {
			t.Errorf("%q: found, never added", w+"#")
		}
	}
	for _, w := range []string{"word7ings", "longword0007sameends"} {
		if a := testing.AllocsPerRun(100, func() { tab.wordOf([]byte(w)) }); a != 0 {
			t.Errorf("wordOf(%q) allocates %v times", w, a)
		}
	}
}

// An index finds its words, stems and lower-case words on the table it
// was built with, also after a fresh table has replaced it.
func TestIndexOnReplacedTable(t *testing.T) {
	tab := newTermTable()
	var ix *Index
	withTerms(t, tab, func() {
		ix = New(Document{Name: "a", Text: "Zorbify the frames. Then zorbify the quibbling hinges."})
	})
	check := func(when string) {
		t.Helper()
		if got := ix.SentencesWithWord("zorbify"); !slices.Equal(got, []int32{0, 1}) {
			t.Errorf("%s: SentencesWithWord(zorbify) = %v, want [0 1]", when, got)
		}
		if got := ix.SentencesWithStem(ix.Stem("hinges")); !slices.Equal(got, []int32{1}) {
			t.Errorf("%s: SentencesWithStem(%q) = %v, want [1]", when, ix.Stem("hinges"), got)
		}
		if ix.StemID(ix.Stem("quibbling")) < 0 || ix.StemID("unseen") >= 0 {
			t.Errorf("%s: StemID(%q) = %d, StemID(unseen) = %d", when, ix.Stem("quibbling"), ix.StemID(ix.Stem("quibbling")), ix.StemID("unseen"))
		}
		if !ix.HasLowerWord("zorbify") || ix.HasLowerWord("then") || ix.SentencesWithWord("unseen") != nil {
			t.Errorf("%s: HasLowerWord(zorbify) %v, HasLowerWord(then) %v", when, ix.HasLowerWord("zorbify"), ix.HasLowerWord("then"))
		}
		// "Zorbify" opens a sentence and is written in lower case
		// elsewhere, so it anchors nothing; "Then" is no name.
		if ix.Anchor(0) != "" {
			t.Errorf("%s: sentence 0 anchor %q, want none", when, ix.Anchor(0))
		}
	}
	check("built")
	full := newTermTable()
	full.n.Store(maxWords)
	withTerms(t, full, func() {
		if currentTerms() == full {
			t.Error("a full table takes new indexes")
		}
		check("replaced")
		// The StemRefs of an index of the new table are not ix's.
		next := New(Document{Name: "b", Text: "Zorbify the frames. Then zorbify the quibbling hinges."})
		if next.TableID() == ix.TableID() || next.TableID() == full.id || next.TableID() == 0 {
			t.Errorf("TableID of an index of the new table %d, of ix's %d, of the full one %d", next.TableID(), ix.TableID(), full.id)
		}
	})
	if same := New(Document{Name: "c", Text: "Frames."}); same.TableID() != terms.Load().id {
		t.Errorf("TableID of an index of the current table %d, want %d", same.TableID(), terms.Load().id)
	}
}

// localIDs answers what a map answers, through growing, and is between a
// quarter and three quarters full, on keys of either width.
func TestLocalIDs(t *testing.T) {
	testLocalIDs(t, func(i uint32) uint32 { return i })
	// Number keys: the bits of floats, 0 and the largest key among them.
	testLocalIDs(t, func(i uint32) uint64 {
		if i == 0 {
			return 0
		}
		return numberKey(signals.Number{Value: float64(i) * 1.5e300 / 100000})
	})
}

// The keys of whole numbers, whose float bits differ only in their high
// bits, start their probes at many slots, not a few.
func TestLocalIDsSpreadWholeNumbers(t *testing.T) {
	// In an empty table, slot is where a key's probe starts.
	l := newLocalIDs[uint64](3072)
	starts := map[uint32]bool{}
	for i := range 3072 {
		starts[l.slot(numberKey(signals.Number{Value: float64(i)}))] = true
	}
	if len(starts) < len(l.slots)/4 {
		t.Errorf("3,072 whole numbers start at %d of %d slots", len(starts), len(l.slots))
	}
}

func testLocalIDs[K uint32 | uint64](t *testing.T, keyOf func(uint32) K) {
	l := newLocalIDs[K](2)
	want := map[K]int32{}
	for i := range int32(3000) {
		key := keyOf(uint32(i*7919) % 100000)
		id, added := l.put(key, i)
		if prev, ok := want[key]; ok {
			if added || id != prev {
				t.Fatalf("put(%d) again = %d, %v; want %d, false", key, id, added, prev)
			}
			continue
		}
		if !added || id != i {
			t.Fatalf("put(%d) = %d, %v; want %d, true", key, id, added, i)
		}
		want[key] = i
	}
	for k := range uint32(100000) {
		key := keyOf(k)
		id, ok := want[key]
		if !ok {
			id = -1
		}
		if got := l.find(key); got != id {
			t.Fatalf("find(%d) = %d, want %d", key, got, id)
		}
	}
	if 4*l.n > 3*len(l.slots) || len(l.slots) > 4*l.n {
		t.Errorf("%d keys in %d slots", l.n, len(l.slots))
	}
}

// Indexes built at once, on one fresh table, with words new to it and
// shared between them, each agree with the signals.
func TestConcurrentIndexes(t *testing.T) {
	withTerms(t, newTermTable(), func() {
		var wg sync.WaitGroup
		for g := range 4 {
			wg.Go(func() {
				for k := range 20 {
					text := fmt.Sprintf("Blorp%d grew %d widgets in March. The blorp%d's quibbles rose; shared words stayed %d.", k, g, k+g, k)
					checkAgreement(t, New(Document{Name: "a", Text: text}))
				}
			})
		}
		wg.Wait()
	})
}

// A term table finds its stems by their text, through growing, on hashes
// that share their low bits, and finds no stem it does not hold.
func TestStemIndex(t *testing.T) {
	tab := newTermTable()
	hash := func(st string) uint64 {
		h := tab.stemHash(st)
		if i, _ := strconv.Atoi(strings.TrimPrefix(st, "stem")); i%3 == 0 {
			h &^= 0xffff // many hashes alike in the bits that choose a slot
		}
		return h
	}
	add := func(st string) int32 {
		tab.mu.Lock()
		defer tab.mu.Unlock()
		return tab.addStem(st, hash(st))
	}
	var stems []string
	for i := range 3000 {
		st := fmt.Sprintf("stem%d", i)
		if got := tab.findStem(st, hash(st)); got != -1 {
			t.Fatalf("findStem(%q) = %d before it was added", st, got)
		}
		if got := add(st); got != int32(i) {
			t.Fatalf("addStem(%q) = %d, want %d", st, got, i)
		}
		stems = append(stems, st)
	}
	for i, st := range stems {
		if got := tab.findStem(st, hash(st)); got != int32(i) {
			t.Fatalf("findStem(%q) = %d, want %d", st, got, i)
		}
		if got := add(st); got != int32(i) {
			t.Fatalf("addStem(%q) again = %d, want %d", st, got, i)
		}
		if got := tab.findStem(st+"x", hash(st)); got != -1 {
			t.Fatalf("findStem(%q) = %d, want -1", st+"x", got)
		}
	}
	if s := tab.stems.Load(); len(s.slots) < 2*len(stems) {
		t.Errorf("%d slots for %d stems", len(s.slots), len(stems))
	}
}

// One index may add more words than maxWords to a table (the bound only
// starts a fresh table for the next index): every word and stem past it is
// kept and found again.
func TestTermTablePastMaxWords(t *testing.T) {
	tab := newTermTable()
	n := maxWords + recordChunk + 3
	word := func(i int) string { return fmt.Sprintf("w%xq", i) }
	entries := make([]wordEntry, n)
	for i := range n {
		entries[i] = tab.intern(word(i))
	}
	for _, i := range []int{0, maxWords - 1, maxWords, n - 1} {
		w := word(i)
		e, ok := tab.word(w)
		if !ok || e != entries[i] || e.stem < 0 || tab.stem(e.stem).text != lemmaStem(w) {
			t.Errorf("%q: found %v, entry %+v, want %+v with stem %q", w, ok, e, entries[i], lemmaStem(w))
		}
	}
}

// Two words of up to maxKeyed bytes have the same textKey exactly when
// they are equal: every word of up to 16 letters a and b, and random words
// of any bytes; a word's key is the same held in a string or in bytes.
func TestTextKey(t *testing.T) {
	seen := map[textKey]string{}
	check := func(w string) {
		t.Helper()
		k := keyOf(w)
		if kb := keyOf([]byte(w)); kb != k {
			t.Fatalf("%q: key %+v, in bytes %+v", w, k, kb)
		}
		if prev, ok := seen[k]; ok && prev != w {
			t.Fatalf("%q and %q have the one key %+v", prev, w, k)
		}
		seen[k] = w
	}
	for n := range maxKeyed + 1 {
		for bits := range 1 << n {
			w := make([]byte, n)
			for i := range w {
				w[i] = 'a' + byte(bits>>i&1)
			}
			check(string(w))
		}
	}
	r := rand.New(rand.NewPCG(1, 2))
	for range 200000 {
		w := make([]byte, r.IntN(maxKeyed+1))
		for i := range w {
			w[i] = byte(r.IntN(4)) * 85 // 0, 85, 170, 255
		}
		check(string(w))
	}
}

// A slot of the term table is 32 bytes, two to a cache line.
func TestWordSlotSize(t *testing.T) {
	if n := unsafe.Sizeof(wordSlot{}); n != 32 {
		t.Errorf("a wordSlot is %d bytes, want 32", n)
	}
}

// A slot of the word cache is 32 bytes, two to a cache line, and keeps
// its word's key and term table entry whole: every class and length, a
// number word or not.
func TestCachedWordSize(t *testing.T) {
	if n := unsafe.Sizeof(cachedWord{}); n != 32 {
		t.Errorf("a cachedWord is %d bytes, want 32", n)
	}
	for n := uint32(1); n <= maxKeyed; n++ {
		for class := range signals.WordClass(numberFlag) {
			for _, number := range []bool{false, true} {
				k := textKey{a: 1 << 63, b: 1, n: n}
				e := wordEntry{id: 1<<31 - 1, stem: noContent, flags: wordFlags(class, number)}
				s := newCachedWord(k, e, -5, 7)
				if s.key() != k || s.entry() != e || s.id != -5 || s.stamp != 7 {
					t.Fatalf("the slot of key %+v, entry %+v is %+v", k, e, s)
				}
			}
		}
	}
}

// A word cache's stamps wrap round: the cache is emptied when they run
// out, so that no slot of an index long before holds an id for the new
// one.
func TestWordCacheStampWrap(t *testing.T) {
	tab := newTermTable()
	var c wordCache
	k := keyOf("word")
	h := mixKey(&tab.mix, k)
	for i := range 1 << 16 {
		c.begin(tab, 1)
		if s := c.slot(k, h); s.n != 0 && s.stamp == c.stamp {
			t.Fatalf("index %d, stamp %d, finds the word of stamp %d", i, c.stamp, s.stamp)
		} else if s.n == 0 {
			c.add(s, newCachedWord(k, wordEntry{}, 0, c.stamp), h)
		}
	}
	if c.stamp != 1 || c.n != 1 {
		t.Errorf("after 65,536 indexes, stamp %d, %d words; want stamp 1, 1 word", c.stamp, c.n)
	}
}

// Index.intern and Index.internTokens, through the builder's word cache,
// give every word the id the term table and the builder's localIDs give
// it without the cache, and the cache stays at most half full as it grows:
// words of every length up to past maxKeyed, each met again and again in
// random order, one at a time or as the tokens of a sentence, by three
// indexes built one after another with one builder, so that each meets
// in the cache words the ones before it met.
func TestInternCache(t *testing.T) {
	tab := newTermTable()
	r := rand.New(rand.NewPCG(3, 4))
	var words []string
	for i := range 3000 {
		// Words of few letters, so that many share their first or their
		// last bytes, which alone tell some keys apart.
		w := make([]byte, 1+i%(maxKeyed+4))
		for j := range w {
			w[j] = "ab"[r.IntN(2)]
		}
		words = append(words, string(w))
	}
	short := 0 // the words the cache holds
	met := map[string]bool{}
	b := newBuilder()
	defer b.release()
	for round := range 3 {
		// The builder is readied for the next index as New readies it.
		b.words.reset()
		b.clearStems()
		b.stems.reset()
		b.long.reset()
		cached := &Index{terms: tab, build: b}
		b.cache.begin(tab, 4)
		plain := &Index{terms: tab, build: newBuilder()}
		var toks []signals.Token
		ids := make([]int32, 8)
		flush := func() {
			cached.internTokens(toks, ids)
			for k, tok := range toks {
				want := plain.internEntry(tab.intern(tok.Lower))
				if ids[k] != want {
					t.Fatalf("index %d: internTokens gives %q %d, without the cache %d", round, tok.Lower, ids[k], want)
				}
				plain.classify(want) // a token's stem is classified
			}
			toks = toks[:0]
		}
		// Each index meets a part of the words.
		part := words[round*500 : len(words)-(2-round)*500]
		for i := range 20000 {
			w := part[r.IntN(len(part))]
			if !met[w] && len(w) <= maxKeyed {
				short++
			}
			met[w] = true
			if i%2 == 0 {
				if got, want := cached.intern(w), plain.internEntry(tab.intern(w)); got != want {
					t.Fatalf("index %d: intern(%q) = %d, without the cache %d", round, w, got, want)
				}
				continue
			}
			// Every other word is a token of a sentence of up to 8.
			toks = append(toks, signals.Token{Lower: w})
			if len(toks) >= 1+i%8 {
				flush()
			}
		}
		flush()
		if !slices.Equal(cached.info, plain.info) {
			t.Errorf("index %d: the words' info differs with the cache", round)
		}
		c := &b.cache
		if c.n != short || 2*c.n > len(c.slots) {
			t.Errorf("index %d: %d words in %d slots, want %d words", round, c.n, len(c.slots), short)
		}
		// A slot of the index's stamp holds its id complemented exactly
		// while its word's stem is unclassified, and the term table's
		// entry of its word.
		for _, s := range c.slots {
			if s.n == 0 || s.stamp != c.stamp {
				continue
			}
			if (s.id < 0) != (cached.info[s.word()].stem < noContent) {
				t.Errorf("slot of word %d holds id %d, its stem %d", s.word(), s.id, cached.info[s.word()].stem)
			}
			if r := tab.words.at(s.term); keyOf(r.text) != s.key() || r.entry != s.entry() {
				t.Errorf("slot %+v holds the entry of %q, %+v", s, r.text, r.entry)
			}
		}
		plain.build.release()
	}
}

// FuzzInternTokens checks internTokens, which makes a word's key and
// reads the cache in its loop, against intern, which calls keyOf: fed the
// words of a text as the tokens of sentences of up to five, and one at a
// time, two indexes give every word one id and the same info, and intern
// finds each token's word where internTokens put it.
func FuzzInternTokens(f *testing.F) {
	f.Add("a ab abc abcd abcde abcdefg abcdefgh abcdefghi abcdefghijklmnop abcdefghijklmnopq a abcd")
	f.Add("ba ab aab aba baa aaaabaaa aaaaaaab baaaaaaa aaaaaaaabaaaaaaa aaaaaaaaaaaaaaab x")
	f.Fuzz(func(t *testing.T, text string) {
		tab := newTermTable()
		newIndex := func() *Index {
			ix := &Index{terms: tab, build: newBuilder()}
			ix.build.cache.begin(tab, 2)
			return ix
		}
		byTokens, byWord := newIndex(), newIndex()
		defer byTokens.build.release()
		defer byWord.build.release()
		words := strings.Fields(text)
		for len(words) > 0 {
			n := min(len(words), 1+len(words[0])%5)
			toks := make([]signals.Token, n)
			for k, w := range words[:n] {
				toks[k] = signals.Token{Lower: w}
			}
			ids := make([]int32, n)
			byTokens.internTokens(toks, ids)
			for k, w := range words[:n] {
				want := byWord.intern(w)
				byWord.classify(want)
				if ids[k] != want || byTokens.intern(w) != ids[k] {
					t.Fatalf("internTokens gives %q %d, intern %d", w, ids[k], want)
				}
			}
			words = words[n:]
		}
		if !slices.Equal(byTokens.info, byWord.info) {
			t.Errorf("the words' info differs")
		}
	})
}

// FuzzTermWord checks word and wordOf, which probe for a word of at most
// maxKeyed bytes inline, against find: for the words of a text, half of
// them interned, of every length, met or not.
func FuzzTermWord(f *testing.F) {
	f.Add("a ab abc abcd abcde abcdefgh abcdefghi abcdefghijklmnop abcdefghijklmnopq ba dcba")
	f.Fuzz(func(t *testing.T, text string) {
		tab := newTermTable()
		words := strings.Fields(text)
		for i, w := range words {
			if i%2 == 0 {
				tab.intern(w)
			}
		}
		for _, w := range append(words, "", "zz", strings.Repeat("q", maxKeyed+1)) {
			k := keyOf(w)
			want, wantOK := find(tab, tab.slots.Load(), w, k, hash(tab, w, k))
			got, ok := tab.word(w)
			gotBytes, okBytes := tab.wordOf([]byte(w))
			if got != want || ok != wantOK || gotBytes != want || okBytes != wantOK {
				t.Fatalf("word(%q) = %+v %v, wordOf %+v %v, find %+v %v", w, got, ok, gotBytes, okBytes, want, wantOK)
			}
		}
	})
}

// A wordCache tells its words apart by their keys alone, even when every
// word has the one hash: words of each length that share all but one byte.
func TestWordCacheKeys(t *testing.T) {
	var words []string
	for n := 1; n <= maxKeyed; n++ {
		for i := range n {
			w := []byte(strings.Repeat("a", n))
			w[i] = 'b'
			words = append(words, string(w), strings.Repeat("a", n))
		}
	}
	var c wordCache
	c.begin(newTermTable(), len(words))
	ids := map[string]int32{}
	for _, w := range words {
		k := keyOf(w)
		s := c.slot(k, 0)
		if id, ok := ids[w]; ok {
			if s.n == 0 || s.id != id {
				t.Fatalf("%q: slot %+v, want id %d", w, *s, id)
			}
			continue
		}
		if s.n != 0 {
			t.Fatalf("%q, new, found as %+v", w, *s)
		}
		ids[w] = int32(len(ids))
		c.add(s, newCachedWord(k, wordEntry{}, ids[w], c.stamp), 0)
	}
}

// A textArena's copies keep their text while more are made, across blocks
// and for a word longer than a block, and share no bytes with what they
// copy.
func TestTextArena(t *testing.T) {
	var a textArena
	src := []byte("grazing")
	var words, copies []string
	for i := range 3000 {
		w := strings.Repeat("ab", i%7) + string(src) + strconv.Itoa(i)
		if i == 1500 {
			w = strings.Repeat("long", textBlock)
		}
		words = append(words, w)
		copies = append(copies, a.clone(w))
	}
	for i, c := range copies {
		if c != words[i] {
			t.Fatalf("copy %d = %.20q, want %.20q", i, c, words[i])
		}
	}
	live := unsafe.String(&src[0], len(src)) // a string over bytes that change
	c := a.clone(live)
	src[0] = 'b'
	if c != "grazing" {
		t.Errorf("the copy of a string changed with its bytes: %q", c)
	}
	if a.clone("") != "" {
		t.Error("the copy of the empty string is not empty")
	}
}

// A word's unclassifiedStem is below noContent, so below every stem id, and
// gives back the term table's stem id it holds.
func TestUnclassifiedStem(t *testing.T) {
	for _, id := range []int32{0, 1, 2, recordChunk, maxWords, 1<<31 - 3} {
		u := unclassifiedStem(id)
		if u >= noContent || unclassified-u != id {
			t.Errorf("unclassifiedStem(%d) = %d, gives back %d", id, u, unclassified-u)
		}
	}
}

// localIDs.insertKeys of keys that have no id gives them the ids put
// gives them, in a table made for them, through any number of lists of
// keys.
func TestLocalIDsInsertKeys(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 6))
	var lists [3][]keyPostings
	seen := map[uint32]bool{}
	for i := range 5000 {
		key := uint32(r.IntN(1 << 20))
		if !seen[key] {
			seen[key] = true
			lists[i%3] = append(lists[i%3], keyPostings{local: key})
		}
	}
	inserted := newLocalIDs[uint32](len(seen))
	for _, keys := range lists {
		inserted.insertKeys(keys)
		put := newLocalIDs[uint32](4)
		for id, k := range keys {
			put.put(k.local, int32(id))
		}
		for _, k := range keys {
			if got, want := inserted.find(k.local), put.find(k.local); got != want || got < 0 {
				t.Fatalf("key %d: inserted id %d, put id %d", k.local, got, want)
			}
		}
	}
	if inserted.n != len(seen) || 4*inserted.n > 3*len(inserted.slots) {
		t.Errorf("%d keys inserted, %d in %d slots", len(seen), inserted.n, len(inserted.slots))
	}
	if inserted.find(1<<21) != -1 {
		t.Errorf("a key never inserted has an id")
	}
}

// A builder gives the term table's stems the ids of their first meeting,
// in order, whichever stems the indexes before met: its bits of the stems
// met are all clear again once an index is done, whether it clears them
// one by one (a few stems of a large table) or all at once. An id of the
// stems is 4 bytes, 32 of the bits.
func TestLocalStems(t *testing.T) {
	if n := unsafe.Sizeof(builder{}.stemOf[0]); n != 4 {
		t.Errorf("a stem's id is %d bytes, want 4", n)
	}
	r := rand.New(rand.NewPCG(5, 6))
	b := newBuilder()
	defer b.release()
	for round, n := range []int{3, 20, 2000, 5, 40000, 1} {
		ix := &Index{build: b}
		want := map[int32]int32{}
		for range n {
			id := r.Int32N(1 << 16)
			if round%2 == 1 {
				id = r.Int32N(1 << 8) // stems that share the bits' words
			}
			w, ok := want[id]
			if !ok {
				w = int32(len(want))
				want[id] = w
			}
			if got := ix.localStem(id); got != w {
				t.Fatalf("round %d: stem %d is given %d, want %d", round, id, got, w)
			}
		}
		if len(b.stems.keys) != len(want) {
			t.Fatalf("round %d: %d stems, want %d", round, len(b.stems.keys), len(want))
		}
		b.clearStems()
		b.stems.reset()
		if i := slices.IndexFunc(b.stemMet, func(w uint64) bool { return w != 0 }); i >= 0 {
			t.Fatalf("round %d, %d stems: word %d of the bits is %#x once cleared", round, len(want), i, b.stemMet[i])
		}
	}
}

// An index's wordIDs give each of its words, and its stemIDs each of its
// stems, by the term table's id, its own id once, every other of the
// table's ids none, and neither table answers for the other's keys.
func TestWordAndStemIDs(t *testing.T) {
	tab := newTermTable()
	var ix *Index
	withTerms(t, tab, func() {
		New(Document{Name: "a", Text: "Other sources meet other words: hinges, frames and ropes."})
		ix = New(Document{Name: "b", Text: "Zorbify the frames. Then zorbify the quibbling hinges, 12 of them, as the Quibblers quibble."})
	})
	words, stems := map[int32]bool{}, map[int32]bool{}
	for id := range tab.n.Load() {
		if w := ix.wordIDs.find(wordKey(id)); w >= 0 {
			if words[w] || w >= int32(len(ix.info)) {
				t.Errorf("word %q has id %d, twice or out of range", tab.words.at(id).text, w)
			}
			words[w] = true
		}
		if ix.stemIDs.find(wordKey(id)) >= 0 {
			t.Errorf("the stems' ids answer for word %d", id)
		}
	}
	for id := range tab.nStems {
		if s := ix.stemIDs.find(stemKey(id)); s >= 0 {
			if stems[s] || ix.SentencesWithStem(tab.stem(id).text) == nil {
				t.Errorf("stem %q has id %d, twice or in no sentence", tab.stem(id).text, s)
			}
			stems[s] = true
		}
		if ix.wordIDs.find(stemKey(id)) >= 0 {
			t.Errorf("the words' ids answer for stem %d", id)
		}
	}
	if len(words) != len(ix.info) || len(stems) != len(ix.byStem.offs)-1 || len(stems) == 0 {
		t.Errorf("%d words of %d and %d stems of %d have ids", len(words), len(ix.info), len(stems), len(ix.byStem.offs)-1)
	}
}
