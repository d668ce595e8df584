package sourced

import (
	"testing"

	"github.com/sourced-dev/sourced/internal/claims"
)

// writesOwnerCommon, which reads a sentence's anchor only where its key
// is among those of the claim's words written in lower case, says what
// writesCommon of the anchor says, for every owned sentence and claims
// that write the sources' anchors in lower case, in capitals, and not at
// all; and a claim's keys are made anew for each claim a state checks.
func TestWritesOwnerCommon(t *testing.T) {
	ix := NewIndex("Net income was $310 million. Revenue rose 5% at Acme. Acme Corp hired 40 people. " +
		"Sales fell in Lyon. Growth slowed, Bob said. NASA spent $2 billion.")
	st := &checkState{}
	st.serve(ix)
	common, owned := 0, 0
	for _, text := range []string{
		"Acme's net income was $310 million.", "Net income at Acme was $310 million.", "The revenue of Acme rose 5%.",
		"Lyon's sales fell.", "Bob said growth slowed.", "nasa spent $2 billion.", "Acme hired 40 people.",
	} {
		cs := ix.extract(claims.Segment{Text: text, End: len(text)}, st)
		for s := range ix.ev.Sentences {
			if !st.owned(ix, s) {
				continue
			}
			owned++
			want := cs.writesCommon(ix.ev.Anchor(s))
			if got := cs.writesOwnerCommon(ix, s); got != want {
				t.Errorf("%q, sentence %q (anchor %q): %v, want %v", text, ix.ev.Sentences[s].Text, ix.ev.Anchor(s), got, want)
			}
			if want {
				common++
			}
		}
	}
	if common == 0 || owned == common {
		t.Errorf("%d of %d owned sentences' anchors written in lower case: the test tells nothing", common, owned)
	}
}
