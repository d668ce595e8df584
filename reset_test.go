package sourced

import (
	"encoding/json"
	"reflect"
	"runtime"
	"strings"
	"sync"
	"testing"
	"unsafe"
	"weak"

	"github.com/sourced-dev/sourced/internal/evidence"
)

// fillFields sets every field of the struct v points to to a value that
// is not zero: a slice of one element with room for two, a new value for
// a pointer, "x", 1 or true. Unexported fields are set through their
// addresses.
func fillFields(t *testing.T, v reflect.Value) {
	t.Helper()
	v = v.Elem()
	for i := range v.NumField() {
		f := v.Field(i)
		f = reflect.NewAt(f.Type(), unsafe.Pointer(f.UnsafeAddr())).Elem()
		switch f.Kind() {
		case reflect.Slice:
			f.Set(reflect.MakeSlice(f.Type(), 1, 2))
		case reflect.Pointer:
			f.Set(reflect.New(f.Type().Elem()))
		case reflect.String:
			f.SetString("x")
		case reflect.Bool:
			f.SetBool(true)
		case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
			f.SetInt(1)
		case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
			f.SetUint(1)
		case reflect.Float32, reflect.Float64:
			f.SetFloat(1)
		case reflect.Struct:
			fillFields(t, f.Addr())
		default:
			t.Fatalf("field %s: fillFields cannot set a %s", v.Type().Field(i).Name, f.Kind())
		}
	}
}

// checkReset reports the fields of the struct after points to that were
// not reset from before's values: a field named in kept (a pointer or a
// slice) must be the same as before, one in emptied a slice of the same array emptied, and every
// other field zero.
func checkReset(t *testing.T, before, after reflect.Value, kept, emptied []string) {
	t.Helper()
	before, after = before.Elem(), after.Elem()
	names := map[string]string{}
	for _, n := range kept {
		names[n] = "kept"
	}
	for _, n := range emptied {
		names[n] = "emptied"
	}
	for i := range after.NumField() {
		name := after.Type().Field(i).Name
		b, a := before.Field(i), after.Field(i)
		switch names[name] {
		case "kept":
			if a.Pointer() != b.Pointer() || a.Kind() == reflect.Slice && a.Len() != b.Len() {
				t.Errorf("%s: changed, want it kept", name)
			}
		case "emptied":
			if a.Len() != 0 || a.Cap() != b.Cap() || a.Pointer() != b.Pointer() {
				t.Errorf("%s: len %d cap %d, want emptied with its array (cap %d)", name, a.Len(), a.Cap(), b.Cap())
			}
		default:
			if !a.IsZero() {
				t.Errorf("%s: %v, want zero", name, a)
			}
		}
	}
}

// next starts a claim over: its buffers emptied with their arrays kept,
// its tokens (which the tokeniser writes from the start), slab, state
// and the array the passages it cites are read into kept, and every other field zero, as a new claimSignals holding only
// those would be. The claim is reset field by field, so a field added to
// claimSignals and not to next fails here.
func TestNextResetsClaim(t *testing.T) {
	st := &checkState{}
	cs := &st.cs
	fillFields(t, reflect.ValueOf(cs))
	cs.state = st
	before := *cs
	st.next()
	checkReset(t, reflect.ValueOf(&before), reflect.ValueOf(cs),
		[]string{"state", "tokens", "slab", "citedRoom"},
		[]string{"numbers", "names", "folded", "keys", "nameSlot", "stems", "stemRefs", "parts", "cues", "directions", "clauseSpans", "asideOwn", "quotes", "normQuotes", "commonKeys", "longWords", "quants", "opposed", "people", "figures"})
}

// newEval hands out a reused passageEval emptied: its lists keep their
// arrays, every other field is zero.
func TestNewEvalResets(t *testing.T) {
	st := &checkState{evalSeen: make([]uint32, 1), evalAt: make([]int32, 1)}
	cs := st.next()
	cs.slab = &evalSlab{newEvalChunk()}
	e := &(*cs.slab)[0][0]
	fillFields(t, reflect.ValueOf(e))
	before := *e
	if got := cs.newEval(&Index{}, 0); got != e {
		t.Fatalf("newEval gave another entry than the slab's first")
	}
	checkReset(t, reflect.ValueOf(&before), reflect.ValueOf(e), nil,
		[]string{"missingNums", "ownedNums", "supposedNums", "missingNames", "missingQuotes"})
}

// oneState makes every Check take st, as a pool that keeps it would,
// and returns st: the pool may drop what it is given (the race detector
// has it drop some at random), and a test that holds st holds the state
// each Check used.
func oneState(t *testing.T) *checkState {
	st := &checkState{}
	states = sync.Pool{New: func() any { return st }}
	t.Cleanup(func() { states = sync.Pool{} })
	return st
}

// A state given back to the pool keeps no checked output alive: not the
// last claim's words, names, numbers, quotes and clauses (cut from the
// output or from its lower case, each keeping the whole of it), nor those
// an earlier, longer claim left past the end of the last one's. A large
// output is checked, then a small one, with the one state: the large
// output's bytes must be collectable. Its last claim is the shortest, so
// that an earlier claim's entries lie past the last one's end.
func TestReleasedStateKeepsNoOutput(t *testing.T) {
	ix := NewIndex(recordSource, hoursSource, "Acme Corp hired 7 people in Lyon. Beta Corp said sales rose 12% in 2019.")
	const size = 16 << 20
	check := func(claims string, pad int) {
		// The output is made here, and its report dropped, so that only
		// the state can keep it.
		ix.Check(strings.Repeat(" ", pad) + claims)
	}
	st := oneState(t)
	// A first Check, to grow the state's buffers before the heap is
	// measured.
	check("Acme Corp hired 7 people.", 0)
	before := liveHeap()
	check(`Acme Corp, Beta Corp and Gamma Corp hired 7, 8 and 9 people in "Lyon", Paris and Rome, `+
		"but Cafe Lumen offers free WiFi and outdoor seating, and is open Monday to Friday. "+
		"Blue Door Cafe offers street parking with no garage. Acme Corp hired 7.", size)
	check("Acme Corp hired 7 people.", 0)
	if after := liveHeap(); after > before+size/4 {
		t.Errorf("the released state keeps %d bytes alive, having checked an output of %d", after-before, size)
	}
	runtime.KeepAlive(st)
}

// The states of the parts of an output decided in parallel, given back to
// the pool, keep it no more alive than a Check's one state does (see
// TestReleasedStateKeepsNoOutput): once a large output of many claims is
// checked in two parts, its bytes must be collectable while the pool
// holds the states.
func TestReleasedPartsKeepNoOutput(t *testing.T) {
	states = sync.Pool{}
	t.Cleanup(func() { states = sync.Pool{} })
	ix := NewIndex("Acme Corp hired 7 people in Lyon. Beta Corp said sales rose 12% in 2019.")
	const size = 16 << 20
	claims := strings.Repeat("Acme Corp hired 7 people in Lyon, and Beta Corp said sales rose 12%. ", 2*minPartClaims)
	check := func(pad int) {
		var r Report
		ix.checkInto(&r, nil, strings.Repeat(" ", pad)+claims, 2)
	}
	check(0)
	before := liveHeap()
	check(size)
	if after := liveHeap(); after > before+size/4 {
		t.Errorf("the released states keep %d bytes alive, having checked an output of %d in parts", after-before, size)
	}
}

// A state that has moved on to another index keeps nothing of the index
// it served before alive: not its posting lists (one array, which the name
// slots' sentences and the claim's buffers are cut from), nor its text
// (which the measured passages' owners are cut from), nor its opening
// hours; an index made for each request, which the caller drops, must be
// collectable. A state checks against an index, then another: the first's
// memory must be collected while the state is held.
func TestStateKeepsNoOldIndex(t *testing.T) {
	st := oneState(t)
	var lists weak.Pointer[int32]
	var text weak.Pointer[byte]
	var hours weak.Pointer[evidence.Hours]
	func() {
		// Sentences that name others than the claims' subjects, so that
		// measured passages have owners.
		source := strings.Repeat("Acme Corp hired 7 people in Lyon, said Ana Berg. Gamma Ltd sold 9 tons of steel in 2019. "+
			"Beta Corp hired 9 people. Cafe Lumen in Goleta offers free WiFi.\n", 40)
		ix := NewIndex(strings.Clone(source), recordSource, hoursSource)
		lists = weak.Make(&ix.ev.SentencesWithWord("acme")[0])
		text = weak.Make(unsafe.StringData(ix.ev.Docs[0].Text))
		hours = weak.Make(ix.ev.Sentences[ix.ev.OpeningHours()[0]].Hours)
		ix.Check("Acme Corp hired 9 people in Lyon. Gamma Ltd sold 7 tons of steel in 2019, said Ana Berg. " +
			"Blue Door Cafe is open Monday to Friday from 9 am to 5 pm. Acme Corp hired 12 people.")
	}()
	NewIndex("Zed Ltd hired 3 people.").Check("Zed Ltd hired 3 people.")
	runtime.GC()
	if lists.Value() != nil {
		t.Error("the state keeps the posting lists of an index it no longer serves")
	}
	if text.Value() != nil {
		t.Error("the state keeps the text of an index it no longer serves")
	}
	if hours.Value() != nil {
		t.Error("the state keeps the opening hours of an index it no longer serves")
	}
	runtime.KeepAlive(st)
}

// A state keeps alive at most about maxKeptOutput bytes of the outputs it
// checked, however many: each output's first claim is a word shorter than
// the one before's, so that without the bound each would leave a token
// (cut from its lower case) in the state's buffers past the end of every
// later output's claims, and the state would keep every output's lower
// case alive.
func TestStateKeepsFewOutputs(t *testing.T) {
	ix := NewIndex("Acme Corp hired 7 people in Lyon.")
	const (
		outputs = 64
		pad     = 64 << 10
	)
	st := oneState(t)
	ix.Check(strings.Repeat("word ", outputs+2) + "end.")
	before := liveHeap()
	for i := range outputs {
		ix.Check(strings.Repeat(" ", pad) + strings.Repeat("word ", outputs-i+1) + "end. Acme hired 7.")
	}
	const all = outputs * pad
	if after := liveHeap(); after > before+all/2 {
		t.Errorf("the state keeps %d bytes alive, having checked %d outputs of %d bytes", after-before, outputs, pad)
	}
	runtime.KeepAlive(st)
}

// liveHeap returns the bytes of the heap still reachable after a
// collection.
func liveHeap() uint64 {
	runtime.GC()
	var m runtime.MemStats
	runtime.ReadMemStats(&m)
	return m.HeapAlloc
}

// A report is the caller's: the state that made it writes the next
// output's lower case over the array it lowered this one's into, and no
// string of the report may be cut from that array. Reports made with one
// state, one after another, each read as it was made once the others
// are checked.
func TestReportsOutliveTheirState(t *testing.T) {
	oneState(t)
	ix := NewIndex(recordSource, hoursSource, "Acme Corp hired 7 people in Lyon. Beta Corp said sales rose 12% in 2019. "+
		`Gamma Ltd's chief, Ana Berg, said "we will grow" on 3 March 2020.`)
	outputs := []string{
		`ACME CORP HIRED 7 PEOPLE IN LYON. Ana Berg said "We Will Grow" on 3 March 2020.`,
		"Beta Corp said sales rose 12% in 2019, and Cafe Lumen is open Monday to Friday.",
		`Gamma Ltd's chief said "we will shrink". Acme Corp hired 9 people in Paris.`,
		"Zeta Inc sold 40 tons of steel in 1999; Cafe Lumen offers free WiFi.",
	}
	var reports []Report
	var made []string
	for range 3 {
		for _, output := range outputs {
			r := ix.Check(output)
			reports = append(reports, r)
			made = append(made, reportJSON(t, r))
		}
	}
	for i, r := range reports {
		if got := reportJSON(t, r); got != made[i] {
			t.Fatalf("report %d changed once later outputs were checked:\nmade %s\nnow  %s", i, made[i], got)
		}
	}
}

func reportJSON(t *testing.T, v any) string {
	t.Helper()
	b, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}
