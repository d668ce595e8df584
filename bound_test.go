package sourced

import (
	"strings"
	"testing"
	"unicode"

	"github.com/sourced-dev/sourced/internal/signals"
)

// TestStrictBound checks that a strict bound on a claim's figure is not
// grounded by the source's plain figure, nor "nearly" by a figure above
// it, while bounds that hold of the figure itself still ground. A bound
// the source's figure does not satisfy leaves the claim unverified, not
// contradicted: the source's figure may be of another time or place.
func TestStrictBound(t *testing.T) {
	checkVerdicts(t, []verdictCase{
		{"more than against the figure", "Acme has more than 20 stores.", "Acme has 20 stores.", Unverified},
		{"fewer than against the figure", "Acme has fewer than 20 stores.", "Acme has 20 stores.", Unverified},
		{"over against the figure", "Acme has over 20 stores.", "Acme has 20 stores.", Unverified},
		{"under against the figure", "Acme has under 20 stores.", "Acme has 20 stores.", Unverified},
		{"above against the figure", "Acme shares traded above $20.", "Acme shares traded at $20.", Unverified},
		{"exceeding against the figure", "Acme sales exceeded $20 million.", "Acme sales were $20 million.", Unverified},
		{"nearly against more than", "Acme has nearly 20 stores.", "Acme has more than 20 stores.", Unverified},
		{"nearly against at least", "Acme has nearly 20 stores.", "Acme has at least 20 stores.", Unverified},

		{"at least against the figure", "Acme has at least 20 stores.", "Acme has 20 stores.", Grounded},
		{"up to against the figure", "Acme has up to 20 stores.", "Acme has 20 stores.", Grounded},
		{"about against the figure", "Acme has about 20 stores.", "Acme has 20 stores.", Grounded},
		{"nearly against the figure", "Acme has nearly 20 stores.", "Acme has 20 stores.", Grounded},
		{"almost against the figure", "Acme has almost 20 stores.", "Acme has 20 stores.", Grounded},
		{"more than against over", "Acme has more than 20 stores.", "Acme has over 20 stores.", Grounded},
		{"over against a plus", "Acme has over 20 stores.", "Acme has 20+ stores.", Grounded},
		{"over against or more", "Acme has over 20 stores.", "Acme has 20 or more stores.", Grounded},
		{"over against upwards of", "Acme has over 20 stores.", "Acme has upwards of 20 stores.", Grounded},
		{"less than against under", "Acme has less than 20 stores.", "Acme has under twenty stores.", Grounded},
		{"fewer than against nearly", "Acme has fewer than 20 stores.", "Acme has nearly 20 stores.", Grounded},
		{"more without than is no bound", "Acme bought two more 4 by 4 frames.", "Acme bought two 4 by 4 frames.", Grounded},
		{"over a spelled count is about it", "Acme sued Beta over two patents.", "Acme sued Beta about the two patents.", Grounded},
		{"a year compared is no bound", "Acme sales were lower than 2023's $5 million.", "Acme sales were lower than the $5 million of 2023.", Grounded},
	})
	// The reason names the figure with its bound, which the source's
	// figure of its value does not state.
	c := checkOne(t, "Acme has more than 20 stores.", "Acme has 20 stores.")
	if want := `1/2 signals are in no passage with the rest: missing numbers ["more than 20"]`; c.Reason != want {
		t.Errorf("reason %q, want %q", c.Reason, want)
	}
	// A bound against the opposite bound is still the direction
	// contradiction it was.
	c = checkOne(t, "Acme has more than 20 stores.", "Acme has fewer than 20 stores.")
	if c.Verdict != Contradicted || c.ReasonCode != ReasonDirectionMismatch {
		t.Errorf("more than against fewer than = %s/%s (%s), want %s/%s", c.Verdict, c.ReasonCode, c.Reason, Contradicted, ReasonDirectionMismatch)
	}
}

// TestWholeFigure checks that a claim saying its figure is the whole of
// what it counts ("only 12", "all 40") is not grounded by the figure with
// a floor under it or by a part of it, while the plain figure, the same
// words, or the figure taken whole still ground. The sentences are written
// for this test.
func TestWholeFigure(t *testing.T) {
	checkVerdicts(t, []verdictCase{
		{"only against at least", "Only 12 people were hurt in the Dorvan blast.", "At least 12 people were hurt in the Dorvan blast.", Unverified},
		{"just against more than", "Just $5 million was raised at the Dorvan gala.", "More than $5 million was raised at the Dorvan gala.", Unverified},
		{"exactly against or more", "Acme has exactly 20 stores.", "Acme has 20 or more stores.", Unverified},
		{"all of the against some of the", "All of the 40 Acme employees were laid off.", "Some of the 40 Acme employees were laid off.", Unverified},
		{"all against most of its", "All 12 Acme stores in Dorvan closed.", "Most of its 12 stores in Dorvan closed, Acme said.", Unverified},

		{"the plain figure against at least", "12 people were hurt in the Dorvan blast.", "At least 12 people were hurt in the Dorvan blast.", Grounded},
		{"only against only", "Only 12 people were hurt in the Dorvan blast.", "Only 12 people were hurt in the Dorvan blast.", Grounded},
		{"only against the figure", "Only 12 people were hurt in the Dorvan blast.", "12 people were hurt in the Dorvan blast.", Grounded},
		{"all of the against all", "All of the 40 Acme employees were laid off.", "All 40 Acme employees were laid off.", Grounded},
		{"some of the against all", "Some of the 40 Acme employees were laid off.", "All 40 Acme employees were laid off.", Grounded},
		{"the figure against just", "The Acme plant employs 300 workers.", "The Acme plant employs just 300 workers.", Grounded},
	})
	c := checkOne(t, "All of the 40 Acme employees were laid off.", "Some of the 40 Acme employees were laid off.")
	if want := `1/2 signals are in no passage with the rest: missing numbers ["All of the 40"]`; c.Reason != want {
		t.Errorf("reason %q, want %q", c.Reason, want)
	}
}

// TestBoundOf checks the bound read from the words around each figure.
func TestBoundOf(t *testing.T) {
	tests := []struct {
		text  string
		loose bool
		want  figureBound
	}{
		{"Acme has 20 stores.", false, exactly},
		{"Acme has more than 20 stores.", false, strictlyAbove},
		{"Acme has More Than 20 stores.", false, strictlyAbove},
		{"Acme earned more than $20.", false, strictlyAbove},
		{"Acme has greater than 20% share.", false, strictlyAbove},
		{"Acme has fewer than 20 stores.", false, strictlyBelow},
		{"Acme has below 20 stores.", false, strictlyBelow},
		{"Acme sales exceeded 20 units.", false, strictlyAbove},
		{"Acme has nearly 20 stores.", false, justShort},
		{"Acme has at least 20 stores.", false, atLeast},
		{"Acme has 20 or more stores.", false, atLeast},
		{"Acme has 20+ stores.", false, atLeast},
		{"Acme has upwards of 20 stores.", false, atLeast},
		{"Acme has at most 20 stores.", false, atMost},
		{"Acme has up to 20 stores.", false, atMost},
		{"Acme has two more 20 stores.", false, exactly},
		{"Acme fought over two stores.", false, exactly},
		{"Acme fought over two stores.", true, strictlyAbove},
		{"Acme sold just over a million cars.", false, strictlyAbove},
		{"The river stayed under six metres.", false, strictlyBelow},
		{"The jury deliberated over seven days.", false, exactly},
		{"Acme fell below 2023's 20 stores.", false, exactly},
		{"Acme has more stores than 20 shops.", false, exactly},
	}
	for _, tt := range tests {
		words := signals.Tokenize(tt.text)
		nums := signals.Numbers(tt.text)
		n := nums[len(nums)-1]
		if got, _ := boundOf(tt.text, words.Directions(), n, tt.loose); got != tt.want {
			t.Errorf("boundOf(%q, %s, loose %v) = %d, want %d", tt.text, n.Text, tt.loose, got, tt.want)
		}
	}
}

// trimBlankOrCurrency drops the blanks and currency signs a text ends in,
// ASCII or not, as a trim by the Unicode class of currency signs does.
func TestTrimBlankOrCurrency(t *testing.T) {
	isBlankOrCurrency := func(r rune) bool { return r == ' ' || unicode.Is(unicode.Sc, r) }
	tests := []struct{ text, want string }{
		{"more than $", "more than"},
		{"more than $ ", "more than"},
		{"about €  ", "about"},
		{"over £$ ¥", "over"},
		{"up to US$", "up to US"},
		{"costs ₹", "costs"},
		{"Acme has ", "Acme has"},
		{"nearly", "nearly"},
		{"a dash –", "a dash –"},
		{"café ", "café"},
		{"\xff $", "\xff"},
		{" $ ", ""},
		{"", ""},
	}
	for _, tt := range tests {
		got := trimBlankOrCurrency(tt.text)
		if got != tt.want {
			t.Errorf("trimBlankOrCurrency(%q) = %q, want %q", tt.text, got, tt.want)
		}
		if ref := strings.TrimRightFunc(tt.text, isBlankOrCurrency); got != ref {
			t.Errorf("trimBlankOrCurrency(%q) = %q, trimmed by class %q", tt.text, got, ref)
		}
	}
}

// TestRoundedFigure checks that a claim's figure rounded from the
// source's, to two significant digits or more, is grounded, and to one
// is left unverified rather than contradicted, as is a figure with more
// digits than the source's; other figures are still contradicted.
func TestRoundedFigure(t *testing.T) {
	checkVerdicts(t, []verdictCase{
		{"rounded money", "Acme reported sales of $4.8 billion.", "Acme reported sales of $4.83 billion.", Grounded},
		{"rounded percentage", "Acme's sales rose 23%.", "Acme's sales rose 23.4%.", Grounded},
		{"rounded count with a scale", "The town has 1.2 million residents.", "The town has 1,234,567 residents.", Grounded},
		{"the exact figure", "Acme reported sales of $4.83 billion.", "Acme reported sales of $4.83 billion.", Grounded},

		{"one significant digit", "Acme reported sales of $5 billion.", "Acme reported sales of $4.83 billion.", Unverified},
		{"more digits than the source", "Acme reported sales of $4.83 billion.", "Acme reported sales of $4.8 billion.", Unverified},

		{"another figure", "Acme reported sales of $4.8 billion.", "Acme reported sales of $5.3 billion.", Contradicted},
		{"another figure of the precision", "Acme's sales rose 23%.", "Acme's sales rose 23.6%.", Contradicted},
	})
}

// TestRoughFigure checks that a claim's bounded or approximated figure is
// grounded by a source's figure within a tenth of it that lies on the
// side the bound says and rounds to it, or, bounded, is cut to it at its
// precision ("more than 1.5 million" of 1.58 million); unverified when
// further off, and contradicted when on the other side.
func TestRoughFigure(t *testing.T) {
	checkVerdicts(t, []verdictCase{
		{"more than", "The study enrolled more than 1,000 patients.", "The study enrolled 1,024 patients.", Grounded},
		{"nearly", "The study enrolled nearly 500 patients.", "The study enrolled 487 patients.", Grounded},
		{"roughly", "Acme raised roughly $2 million from investors in Boston.", "Acme raised $1.96 million from investors in Boston.", Grounded},
		{"almost a percentage", "Almost 40% of voters backed Smith.", "Some 39.6% of voters backed Smith.", Grounded},
		{"about a percentage", "About 95% of patients recovered.", "In the study, 94.6% of patients recovered.", Grounded},
		{"at least", "At least 2,000 people attended the Acme fair.", "2,040 people attended the Acme fair.", Grounded},

		{"more than, cut at its precision", "Tolmere sold more than 1.5 million tickets.", "Tolmere sold 1.58 million tickets.", Grounded},
		{"over an amount, cut at its precision", "Tolmere spent over £1.5 million on the campaign.", "Tolmere spent £1.58 million on the campaign.", Grounded},
		{"fewer than, cut at its precision", "Tolmere sold fewer than 1.6 million tickets.", "Tolmere sold 1.52 million tickets.", Grounded},

		{"more than, just below", "Tolmere sold more than 1.6 million tickets.", "Tolmere sold 1.58 million tickets.", Unverified},
		{"more than, a unit above", "Tolmere sold more than 1.5 million tickets.", "Tolmere sold 1.61 million tickets.", Unverified},
		{"nearly, not rounding to it", "Tolmere sold nearly 1.6 million tickets.", "Tolmere sold 1.52 million tickets.", Contradicted},
		{"more than, far above", "Acme hired more than 500 workers.", "Acme hired 5,000 workers.", Unverified},
		{"about, far off", "Acme hired about 1,000 workers.", "Acme hired 1,400 workers.", Unverified},
		{"nearly, above", "The study enrolled nearly 500 patients.", "The study enrolled 512 patients.", Unverified},

		{"more than, below", "Acme's revenue was more than $1 billion.", "Acme's revenue was $980 million.", Contradicted},
		{"at least, below", "At least 2,000 people attended the Acme fair.", "1,800 people attended the Acme fair.", Contradicted},
		{"fewer than, above", "Acme hired fewer than 500 workers.", "Acme hired 520 workers.", Contradicted},
		{"nearly, far below", "Acme hired nearly 500 workers.", "Acme hired 300 workers.", Contradicted},
	})
}

// TestSourceCeiling checks that a source's ceiling on its figure ("up
// to", "as many as", "under") is not dropped: the claim's figure alone
// is left unverified, unless the claim speaks of a ceiling too; a floor
// dropped still grounds.
func TestSourceCeiling(t *testing.T) {
	checkVerdicts(t, []verdictCase{
		{"up to", "The battery lasts 10 hours.", "The battery lasts up to 10 hours.", Unverified},
		{"as many as", "Acme cut 500 jobs.", "Acme cut as many as 500 jobs.", Unverified},
		{"under", "Acme has 20 stores.", "Acme has under 20 stores.", Unverified},

		{"at most against up to", "The battery lasts at most 10 hours.", "The battery lasts up to 10 hours.", Grounded},
		{"limited against or less", "Texts are limited to 160 characters.", "Texts are limited to 160 characters or less.", Grounded},
		{"a maximum against up to", "The battery has a maximum life of 10 hours.", "The battery has a life of up to 10 hours.", Grounded},
		{"a floor dropped", "Acme has 20 stores.", "Acme has more than 20 stores.", Grounded},
		{"the figure alone", "The battery lasts 10 hours.", "The battery lasts 10 hours.", Grounded},
	})
}

// TestSourceBoundAdmits checks that a source's figure bound so that the
// claim's figure lies within the bound ("more than 1,000 jobs" of 1,200),
// or inside a range the claim gives, contradicts nothing, while figures
// outside them still do. The sentences are written for this test.
func TestSourceBoundAdmits(t *testing.T) {
	checkVerdicts(t, []verdictCase{
		{"a lower bound below", "Acme cut 1,200 jobs.", "Acme cut more than 1,000 jobs.", Unverified},
		{"a lower bound above", "Acme cut 800 jobs.", "Acme cut more than 1,000 jobs.", Contradicted},
		{"a ceiling above", "Jane Smith was sentenced to 20 years.", "Jane Smith faces up to 25 years.", Unverified},
		{"a ceiling below", "Jane Smith was sentenced to 30 years.", "Jane Smith faces up to 25 years.", Contradicted},
		{"inside the claim's range", "Acme cut between 1,000 and 1,500 jobs.", "Acme cut 1,200 jobs.", Unverified},
		{"inside the claim's dashed range", "Acme cut 1,000-1,500 jobs.", "Acme cut 1,200 jobs.", Unverified},
		{"outside the claim's range", "Acme cut 1,000-1,500 jobs.", "Acme cut 2,200 jobs.", Contradicted},
		{"a group's cut-off", "In Tolva, adults over 75 accounted for 60% of deaths.", "In Tolva, adults over 65 accounted for 60% of deaths.", Contradicted},
		{"a negated floor is a ceiling", "The Tolva grant was of a value not to exceed $31.5 million.", "The Tolva grant was of a value not to exceed $13.5 million.", Contradicted},
	})
}
