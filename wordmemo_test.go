package sourced

import (
	"fmt"
	"math/rand/v2"
	"reflect"
	"runtime/debug"
	"strings"
	"testing"
	"unsafe"

	"github.com/sourced-dev/sourced/internal/signals"
	"github.com/sourced-dev/sourced/internal/swar"
)

// memoWords returns words of every kind a claim has: the sources' own,
// content words no source has, function words, negations, cue and figure
// words, words with digits, words of every length around the memo's key
// cut-offs (3, 4, 8 and 16 bytes), words that share their first and last
// bytes, and many more words than the memo has slots, so that words take
// slots over from others.
func memoWords(r *rand.Rand) []string {
	words := strings.Fields(`acme reported revenue rose fell not never no the and was were for
		of a i an up down at least more than prior to dozen three first noon march may million
		2020 2021 12th re-open don't isn't can't ab xy q z 7 42`)
	for _, w := range []string{"reported", "rejected", "repeated", "restated", "reserved", "redacted"} {
		words = append(words, w, w+"s", strings.TrimSuffix(w, "ed")+"ing")
	}
	const letters = "abcdefghijklmnopqrstuvwxyz"
	for n := 1; n <= 20; n++ {
		for range 300 {
			b := make([]byte, n)
			for i := range b {
				b[i] = letters[r.IntN(3)] // few letters: many words share their ends
			}
			words = append(words, string(b))
		}
	}
	for i := range 3000 {
		words = append(words, fmt.Sprintf("word%dx", i), fmt.Sprintf("long-%d-compound-word", i))
	}
	return words
}

// A wordMemo's read gives each token what WordStem gives it, and the
// union of their classes, as indexes change (and the memo forgets), its
// slots are taken over, and its generations wrap round.
func TestWordMemoAgreesWithWordStem(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 5))
	words := memoWords(r)
	ixs := []*Index{
		NewIndex("Acme reported revenue of $12 million in 2020; it rose after the rejected bid. Analysts repeated it."),
		NewIndex(strings.Join(words[:len(words)/3], " ") + "."),
	}
	var m wordMemo
	for round := range 40 {
		ix := ixs[round%2]
		m.forget()
		if round == 20 {
			m.gen = ^uint32(0) // the next forget wraps round
		}
		for range 10 {
			var b strings.Builder
			for range 1 + r.IntN(60) {
				b.WriteString(words[r.IntN(len(words))])
				b.WriteByte(' ')
			}
			toks := signals.Tokenize(b.String()).Tokens
			stems, classes := make([]tokenStem, len(toks)), make([]signals.WordClass, len(toks))
			union := m.read(ix.ev, toks, stems, classes)
			var all signals.WordClass
			for i, tok := range toks {
				st, _, id, ok, cls := ix.ev.WordStem(tok.Lower)
				if want := (tokenStem{st, id, ok}); stems[i] != want || classes[i] != cls {
					t.Fatalf("round %d: read(%q) = %+v, %v; WordStem = %+v, %v", round, tok.Lower, stems[i], classes[i], want, cls)
				}
				all |= cls
			}
			if union != all {
				t.Fatalf("round %d: read's union of the classes = %v, want %v", round, union, all)
			}
		}
	}
	// The words were many more than the first slots: the memo grew, and
	// gave what WordStem gives as it did.
	if len(m.slots) == 1<<minWordMemoBits || len(m.slots) > 1<<maxWordMemoBits || m.mask != uint64(len(m.slots)-1) {
		t.Errorf("the memo has %d slots, mask %#x: it should have grown from %d, to at most %d", len(m.slots), m.mask, 1<<minWordMemoBits, 1<<maxWordMemoBits)
	}
}

// No slot keeps a stem cut from a checked claim: the memo must not keep an
// output alive.
func TestWordMemoKeepsNoClaimText(t *testing.T) {
	ix := NewIndex("Acme sold steel.")
	var m wordMemo
	m.forget()
	// Made-up content words, new to the process, whose stems are their
	// own text when first met.
	text := strings.Repeat("zorblatting quixfen ", 3) + fmt.Sprint(rand.Int64())
	toks := signals.Tokenize(text).Tokens
	m.read(ix.ev, toks, make([]tokenStem, len(toks)), make([]signals.WordClass, len(toks)))
	start := uintptr(unsafe.Pointer(unsafe.StringData(text)))
	for _, s := range m.slots {
		if p := uintptr(unsafe.Pointer(unsafe.StringData(s.ts.stem))); s.ts.stem != "" && start <= p && p < start+uintptr(len(text)) {
			t.Fatalf("a slot keeps %q, cut from the claim", s.ts.stem)
		}
	}
}

// A state's word memo, filled against an index of one term table, serves
// an index of the next table, started once the first holds its maximum of
// words, as a fresh state would: the stems' numbers of one table are not
// the other's.
func TestWordMemoAcrossTermTables(t *testing.T) {
	if testing.Short() {
		t.Skip("fills a term table: a source of some 270,000 distinct words")
	}
	// The state must outlive the filling of the table in the pool, which
	// a collection empties.
	defer debug.SetGCPercent(debug.SetGCPercent(-1))
	const source = "Northwind Foods reported strong quarterly revenue growth in Lyon. The Lyon plant employed skilled workers."
	outputs := []string{
		"Northwind Foods reported strong quarterly revenue growth in Lyon.",
		"The Lyon plant employed skilled workers.",
	}
	// A table numbers its stems as it first meets them: words met before
	// the source's, in this table and not in the next, set their numbers
	// apart.
	NewIndex("Zebras graze quietly beside amber meadows, watching distant herons.")
	first := NewIndex(source)
	want := make([]Report, len(outputs))
	for i, o := range outputs {
		want[i] = first.Check(o)
	}
	// Words enough to fill any table, so that the next index starts a
	// fresh one.
	var fill strings.Builder
	const letters = "abcdefghijklmnopqrstuvwxyz"
	for i := range 270_000 {
		fill.WriteString("qz")
		for n := i; ; n /= len(letters) {
			fill.WriteByte(letters[n%len(letters)])
			if n < len(letters) {
				break
			}
		}
		if i%20 == 19 {
			fill.WriteString(".\n")
		} else {
			fill.WriteByte(' ')
		}
	}
	NewIndex(fill.String())
	next := NewIndex(source)
	for i, o := range outputs {
		if got := next.Check(o); !reflect.DeepEqual(got, want[i]) {
			t.Errorf("Check(%q) against the next table's index = %+v, want %+v", o, got, want[i])
		}
	}
}

// TestMoveStem holds movedStem to tokenStem's layout, and moveStem to
// the plain copy.
func TestMoveStem(t *testing.T) {
	var m movedStem
	var ts tokenStem
	if unsafe.Sizeof(m) != unsafe.Sizeof(ts) || unsafe.Offsetof(m.stem) != unsafe.Offsetof(ts.stem) ||
		unsafe.Offsetof(m.id) != unsafe.Offsetof(ts.id) || unsafe.Offsetof(m.ok) != unsafe.Offsetof(ts.ok) {
		t.Fatalf("movedStem's layout is not tokenStem's")
	}
	for _, src := range []tokenStem{{}, {id: -1}, {"grow", 7, true}, {"zz", -1, true}} {
		dst := tokenStem{"other", 3, false}
		if moveStem(&dst, &src); dst != src {
			t.Errorf("moveStem of %+v gave %+v", src, dst)
		}
	}
}

// TestWordSlotSize holds a word slot to 1<<wordSlotBits bytes, the size
// slotAt finds a slot's offset by: one cache line, which a slot of the
// memo's aligned array never straddles.
func TestWordSlotSize(t *testing.T) {
	if n := unsafe.Sizeof(wordSlot{}); n != 1<<wordSlotBits {
		t.Errorf("a wordSlot takes %d bytes, want %d", n, 1<<wordSlotBits)
	}
}

// TestSlotAt holds slotAt, read's way to a word's slot, to the slot of
// its key's place, for each size the memo takes.
func TestSlotAt(t *testing.T) {
	words := memoWords(rand.New(rand.NewPCG(7, 11)))
	for bits := minWordMemoBits; bits <= maxWordMemoBits; bits += 2 {
		m := wordMemo{slots: make([]wordSlot, 1<<bits), mask: 1<<bits - 1}
		base := unsafe.Pointer(unsafe.SliceData(m.slots))
		for _, w := range words {
			k := packKey(w)
			want := &m.slots[k.slot(m.mask)]
			if got := slotAt(base, swar.Mix(k.first, k.last, k.n), m.mask<<wordSlotBits); got != want {
				t.Fatalf("%d slots: slotAt(%q) is slot %d, its place is slot %d", 1<<bits,
					w, (uintptr(unsafe.Pointer(got))-uintptr(base))/unsafe.Sizeof(wordSlot{}), k.slot(m.mask))
			}
		}
	}
}
