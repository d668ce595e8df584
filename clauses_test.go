package sourced

import (
	"regexp"
	"slices"
	"strconv"
	"testing"

	"github.com/sourced-dev/sourced/internal/claims"
	"github.com/sourced-dev/sourced/internal/signals"
)

// The hand-written scanners read claims exactly as the regular expressions
// they replace on the hot path did; the expressions stay here as their
// specification.
var (
	clauseSplitSpec = regexp.MustCompile(`[,;:()]|\b(?:and|but|while|whereas|which|who|whom|that|where|because|although|though|after|before|including|as well as|due to)\b`)
	metaClauseSpec  = regexp.MustCompile(`(?i)\b(?:information|mention|mentions|mentioned|specif\w*|data|provided|listed|indicat\w*|unclear|unknown)\b`)
)

var scannerCases = []string{
	"",
	"The team won 3 games, and lost 2; the coach (who resigned) said so.",
	"It rose after the merger but fell before the vote, which surprised analysts.",
	"Sandwiches as well as salads, due to demand, including soups",
	"rock-and-roll andover whoever whom who that's thatch due today as well",
	"The team's games-and-wins record, and lost games; won't-and they'd won (games) won-",
	"Andrew And andand _and and_ 9and and9 éand andé",
	"as well asked; as  well as; where whereas wherever",
	"The data does not include information about WiFi.",
	"No INFORMATION is PROVIDED; Specifically unclear, indicated, unknown_x",
	"specif informational mentioned mentions mention listed data",
	"Unlisted metadata datum misinformation",
	"the liſted hours and the UNKNOWN state",
	"ſpecified hours",
}

// checkScanners fails t where the scanners read text otherwise than the
// specification.
func checkScanners(t *testing.T, ix *Index, text string) {
	t.Helper()
	st := ix.state()
	defer ix.release(st)
	cs := ix.extract(claims.Segment{Text: text, End: len(text)}, st)
	var got []string
	for _, p := range ix.parts(cs) {
		got = append(got, p.text)
		// A part's words are read from the claim's tokens: they must be
		// those of the part tokenised on its own.
		stems := signals.ContentWordsWith(p.text, ix.ev.Stem)
		var ids []int32
		for _, st := range stems {
			if id := ix.ev.StemID(st); id >= 0 {
				ids = append(ids, id)
			}
		}
		if p.words != len(stems) || !slices.Equal(p.ids, ids) {
			t.Errorf("part %q of %q: %d words, ids %v; want %d, %v", p.text, text, p.words, p.ids, len(stems), ids)
		}
	}
	if want := clauseSplitSpec.Split(text, -1); !slices.Equal(got, want) {
		t.Errorf("parts(%q) = %q, want %q", text, got, want)
	}
	if got, want := isMetaClause(text), metaClauseSpec.MatchString(text); got != want {
		t.Errorf("isMetaClause(%q) = %v, want %v", text, got, want)
	}
}

func TestClauseScannersMatchSpecification(t *testing.T) {
	ix := NewIndex("The team won games and lost others; its record of wins is long.")
	for _, text := range scannerCases {
		checkScanners(t, ix, text)
	}
}

func FuzzClauseScanners(f *testing.F) {
	for _, text := range scannerCases {
		f.Add(text)
	}
	ix := NewIndex("The team won games and lost others; its record of wins is long.")
	f.Fuzz(func(t *testing.T, text string) { checkScanners(t, ix, text) })
}

// holdsEveryPart, which spares cutting the claim into parts, never holds
// where unsupportedPart finds a part the passage has nothing of, whether
// the passage holds every stem of the claim or lacks one: on
// claims copied from the source, changed, cut at split words and
// punctuation, with and without hyphens, apostrophes and direction cues.
func TestHoldsEveryPartIsUnsupportedPart(t *testing.T) {
	source, claimTexts := skipWorkload(300, 200)
	claimTexts = append(claimTexts, scannerCases...)
	claimTexts = append(claimTexts,
		"Acme Foods reported revenue, and the Porto plant employed people.",
		"Acme Foods reported revenue of rock-and-roll sales, which rose.",
		"The board's meetings, which Ana chaired, rose sharply and fell.",
		"Staff were not told about the changes (the report noted demand).")
	// A part cut inside hyphenated tokens ("-black pepper-") has words of
	// its own, which a passage holding the claim's every token may lack.
	mixed := "The cook mixed salt-and-black pepper-and-vinegar sauce."
	claimTexts = append(claimTexts, mixed)
	ix := NewIndex(source, mixed, "Black pepper was sold out.")
	st := ix.state()
	defer ix.release(st)
	held, lacking := 0, 0
	for _, text := range claimTexts {
		h, l := checkPartsHeld(t, ix, st, text, "")
		held, lacking = held+h, lacking+l
	}
	if held == 0 || lacking == 0 {
		t.Errorf("holdsEveryPart held for %d claims and passages, %d of which lack a stem: the test tests too little", held, lacking)
	}
}

// FuzzHoldsEveryPart checks holdsEveryPart against unsupportedPart on
// every passage of a source and of the claim itself, for the claim, both
// fuzzed: the seeds cut parts inside tokens joined by hyphens and
// apostrophes, and next to them, and hold direction cues.
func FuzzHoldsEveryPart(f *testing.F) {
	seeds := [][2]string{
		{"Black pepper was sold out.", "The cook mixed salt-and-black pepper-and-vinegar sauce."},
		{"The shop sold pepper and salt.", "The shop's pepper-and salt sold out."},
		{"The shop sold pepper and salt today.", "The shop sold pepper over-due to salt-as-is today."},
		{"That rule was kept by the board.", "That's the board's rule, which was kept as well as-is."},
		{"Acme reported revenue.", "Acme reported rock-and-roll revenue, which rose."},
		{"The team won games.", "The team's games-and-wins record won't-and they'd won."},
		{"The board met; Ana chaired.", "The board's meetings, which Ana chaired, rose sharply and fell."},
	}
	for _, s := range seeds {
		f.Add(s[0], s[1])
	}
	f.Fuzz(func(t *testing.T, source, text string) {
		ix := NewIndex(source, text)
		st := ix.state()
		defer ix.release(st)
		checkPartsHeld(t, ix, st, text, " against "+strconv.Quote(source))
	})
}

// checkPartsHeld checks, for claim text against every passage of ix, that
// where holdsEveryPart holds unsupportedPart finds no part the passage
// has nothing of (where names the source in a failure), and returns how
// many passages it held for and how many of those lack one of the
// claim's stems.
func checkPartsHeld(t *testing.T, ix *Index, st *checkState, text, where string) (held, lacking int) {
	t.Helper()
	cs := ix.extract(claims.Segment{Text: text, End: len(text)}, st)
	if cs.ascii && cs.partsWhole() != partsWholeByTokens(cs) {
		t.Errorf("%q: partsWhole %v, read token by token %v", text, cs.partsWhole(), !cs.partsWhole())
	}
	anchors := ix.anchors(cs)
	for p := range ix.ev.Passages {
		e := ix.measure(cs, anchors, p)
		if !ix.holdsEveryPart(cs, e) {
			continue
		}
		held++
		if e.stems != ^uint64(0)>>(64-uint(len(cs.stems))) {
			lacking++ // the passage lacks one of the claim's stems
		}
		if part := ix.unsupportedPart(cs, p); part != "" {
			t.Errorf("%q%s, passage %d: holdsEveryPart, but nothing of part %q", text, where, p, part)
		}
	}
	return held, lacking
}

// partsWholeByTokens is partsWhole read token by token: each token's
// lower case is read for joiners, and the runs of one that holds one
// for split words' edges.
func partsWholeByTokens(cs *claimSignals) bool {
	for k := range cs.tokens {
		w := cs.tokens[k].Lower
		start, joined := 0, false
		for i := 0; i <= len(w); i++ {
			if i < len(w) && w[i] != '-' && w[i] != '\'' {
				continue
			}
			if i == len(w) && !joined {
				break // a token without joiners
			}
			if isWordOf(w[start:i], &splitEdgesBy) {
				return false
			}
			start, joined = i+1, true
		}
	}
	return true
}
