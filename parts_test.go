package sourced

import (
	"bufio"
	"encoding/json"
	"fmt"
	"os"
	"reflect"
	"strings"
	"sync/atomic"
	"testing"
	"time"
	"unicode/utf8"
)

// TestCheckPartsAsOne holds an output decided in parts in parallel (see
// checkParts) to the report one part deciding it all gives, claim by claim:
// outputs whose parts start on a claim that refers back ("It closed …"),
// through another that does,
// under a heading that names a passage, after a line that cites one, and in
// text that is not ASCII; and the outputs of each red-team file joined into
// one, against all of its sources.
func TestCheckPartsAsOne(t *testing.T) {
	type output struct {
		name    string
		text    string
		sources []string
	}
	var outputs []output
	var back, headed, foreign strings.Builder
	for i := range 40 {
		fmt.Fprintf(&back, "Acme opened %d new stores in Ohio last year. It closed %d old plants in the spring. It sold %d trucks. ", 38+i%4, 3+i%3, 2+i%2)
		fmt.Fprintf(&headed, "Passage %d:\n\n* Acme opened 40 new stores in Ohio last year.\n* It closed 3 old plants in Texas.\n", 1+i%3)
		fmt.Fprintf(&foreign, "Zürich’s Müller AG opened %d new stores in São Paulo. It closed 3 old plants in Zürich.\n", 40+i%2)
	}
	outputs = append(outputs,
		output{"referring back", back.String(), []string{"Acme opened 40 new stores in Ohio last year. Acme closed 3 old plants in the spring. Acme sold 2 trucks."}},
		output{"under headings", headed.String(), []string{numberedSource}},
		output{"cited by line", strings.Repeat("1. Acme opened 40 new stores in Ohio last year. Acme closed 3 old plants in Texas. (Passage 2)\n", 40), []string{numberedSource}},
		output{"not ASCII", foreign.String(), []string{"Müller AG opened 40 new stores in São Paulo, the Zürich company said. It closed 3 old plants in Zürich."}},
	)
	for _, set := range redTeamSets {
		texts, sources := joinedRedTeam(t, "testdata/redteam/"+set.file)
		outputs = append(outputs,
			output{set.file + " in one line", strings.Join(texts, " "), sources},
			output{set.file + " a line each", strings.Join(texts, "\n"), sources})
	}
	for _, o := range outputs {
		t.Run(o.name, func(t *testing.T) {
			ix := NewIndex(o.sources...)
			var one Report
			ix.checkInto(&one, nil, o.text, 1)
			if len(one.Claims) < 2*minPartClaims {
				t.Fatalf("%d claims, too few to be decided in parts", len(one.Claims))
			}
			for parts := 2; parts <= 7; parts++ {
				var r Report
				ix.checkInto(&r, nil, o.text, parts)
				if len(r.Claims) != len(one.Claims) || r.Counts != one.Counts {
					t.Fatalf("%d parts: %d claims, %+v; one part: %d, %+v", parts, len(r.Claims), r.Counts, len(one.Claims), one.Counts)
				}
				for i := range r.Claims {
					if !reflect.DeepEqual(r.Claims[i], one.Claims[i]) {
						t.Errorf("%d parts, claim %d %q:\n got %+v\nwant %+v", parts, i, one.Claims[i].Text, r.Claims[i], one.Claims[i])
					}
				}
			}
		})
	}
}

// joinedRedTeam returns the outputs of a red-team file and its distinct
// sources.
func joinedRedTeam(t *testing.T, file string) (outputs, sources []string) {
	f, err := os.Open(file)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	seen := map[string]bool{}
	sc := bufio.NewScanner(f)
	sc.Buffer(nil, 1<<20)
	for line := 1; sc.Scan(); line++ {
		var c redTeamClaim
		if err := json.Unmarshal(sc.Bytes(), &c); err != nil {
			t.Fatalf("%s line %d: %v", file, line, err)
		}
		outputs = append(outputs, c.Output)
		for _, s := range c.Sources {
			if !seen[s] {
				seen[s] = true
				sources = append(sources, s)
			}
		}
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return outputs, sources
}

// TestRunPartsRaisesPanic checks that a part that panics, on a goroutine
// of its own or on the caller's, makes runParts panic on the caller's with
// the part's own value, once every other part is done.
func TestRunPartsRaisesPanic(t *testing.T) {
	for _, failing := range []int{0, 2} {
		t.Run(fmt.Sprint("part ", failing), func(t *testing.T) {
			var done [4]atomic.Bool
			failure := fmt.Errorf("part %d failed", failing)
			defer func() {
				v := recover()
				if err, ok := v.(error); !ok || err != failure {
					t.Fatalf("panic %v, want the part's own value", v)
				}
				for k := range done {
					if done[k].Load() != (k != failing) {
						t.Errorf("part %d done: %v, want every part but the one that panicked done", k, done[k].Load())
					}
				}
			}()
			runParts(4, func(k int) {
				if k == failing {
					panic(failure)
				}
				time.Sleep(10 * time.Millisecond) // the others finish after the panic
				done[k].Store(true)
			})
		})
	}
}

// FuzzCheckParts holds any output decided in parts to one part's report:
// the fuzzed text is repeated, each time after a fuzzed joint, into an
// output of enough claims to be cut into parts, whose boundaries then fall
// on every kind of claim the text holds.
func FuzzCheckParts(f *testing.F) {
	f.Add("Acme opened 40 new stores in Ohio last year. It closed 3 old plants.", " ", numberedSource)
	f.Add("Passage 2:\n\n* Acme opened 40 new stores in Ohio last year.\n* It closed 3 old plants in Texas.", "\n", numberedSource)
	f.Add("Zürich’s Müller AG opened 40 new stores in São Paulo. The company closed 3 old plants.", "\n", "Müller AG opened 40 new stores in São Paulo, the Zürich company said.")
	f.Fuzz(func(t *testing.T, text, joint, source string) {
		if !utf8.ValidString(text) || !utf8.ValidString(joint) || !utf8.ValidString(source) || len(text)+len(joint) > 2000 || len(source) > 4000 {
			return
		}
		ix := NewIndex(source)
		var b strings.Builder
		var one Report
		for range 64 {
			b.WriteString(text)
			b.WriteString(joint)
			if ix.checkInto(&one, nil, b.String(), 1); len(one.Claims) >= 3*minPartClaims {
				break
			}
		}
		if len(one.Claims) < 2*minPartClaims {
			return
		}
		for _, parts := range []int{2, 3} {
			var r Report
			ix.checkInto(&r, nil, b.String(), parts)
			if !reflect.DeepEqual(r, one) {
				t.Fatalf("%d parts: the report differs from one part's", parts)
			}
		}
	})
}
