package sourced

import (
	"strings"
	"testing"

	"github.com/sourced-dev/sourced/internal/claims"
)

// scopeSource is a record whose fields a claim may state in one clause
// together with the negation of another field, written for these tests.
const scopeSource = `{"name": "Blue Door Cafe", "attributes": {"BusinessParking": {"garage": false, "street": true, "lot": true, "valet": false}, ` +
	`"RestaurantsReservations": false, "OutdoorSeating": true, "WiFi": "no", ` +
	`"Ambience": {"classy": true, "trendy": false, "casual": true}}}`

// A negation covers the field it negates: one stated before it in the
// same clause, outside its reach, is stated as it is, and is neither
// contradicted nor blocked by it; one in its reach is negated, before or
// after the negation word. The sentences are written for this test.
func TestNegationScopeInRecords(t *testing.T) {
	checkCodes(t, []codeCase{
		// A field stated before a negation that reaches no further back.
		{"no negates the phrase after it", "Blue Door Cafe has lot parking with no valet.", scopeSource, Grounded, ReasonSupported},
		{"without negates the phrase after it", "Blue Door Cafe feels classy without being trendy.", scopeSource, Unverified, ReasonNegationMismatch},
		{"a relative clause's negation is its own", "Blue Door Cafe is a casual spot that does not take reservations.", scopeSource, Unverified, ReasonNegationMismatch},
		{"a field before the relative clause is stated as it is", "Blue Door Cafe is a trendy spot that does not take reservations.", scopeSource, Contradicted, ReasonValueMismatch},
		{"a field after no is negated", "Blue Door Cafe has outdoor seating with no lot parking.", scopeSource, Contradicted, ReasonValueMismatch},
		// A negation of a verb reaches its subject and what follows it.
		{"a negated verb reaches its subject", "Lot parking is not available at Blue Door Cafe.", scopeSource, Contradicted, ReasonValueMismatch},
		{"no longer negates its verb", "Outdoor seating is no longer offered at Blue Door Cafe.", scopeSource, Contradicted, ReasonValueMismatch},
		{"a negated verb reaches past with", "Blue Door Cafe does not come with outdoor seating.", scopeSource, Contradicted, ReasonValueMismatch},
		{"a negated verb in a relative clause reaches its object", "Blue Door Cafe is a spot that has no outdoor seating.", scopeSource, Contradicted, ReasonValueMismatch},
		{"no before the field", "Blue Door Cafe has no lot parking.", scopeSource, Contradicted, ReasonValueMismatch},
		// "Rather than" denies what follows it, as no does.
		{"rather than denies what follows it", "Blue Door Cafe feels casual rather than trendy.", scopeSource, Unverified, ReasonLowCoverage},
		{"rather than denies a list", "Blue Door Cafe feels casual rather than trendy, quiet, or classy.", scopeSource, Contradicted, ReasonValueMismatch},
		{"a field before rather than is stated as it is", "Blue Door Cafe feels trendy rather than formal.", scopeSource, Contradicted, ReasonValueMismatch},
		// Without a negation, with is no boundary.
		{"a plain field before with", "Blue Door Cafe has WiFi with outdoor seating.", scopeSource, Contradicted, ReasonValueMismatch},
	})
}

// holdsContrast finds "rather than" as two words, one blank between
// them, in an ASCII claim; contrastFrom finds it in the clause that holds
// it.
func TestHoldsContrast(t *testing.T) {
	ix := NewIndex(scopeSource)
	st := ix.state()
	defer ix.release(st)
	for _, tt := range []struct {
		text   string
		want   bool
		clause string // the first clause that holds it
	}{
		{"It feels casual rather than trendy.", true, "It feels casual rather than trendy."},
		{"It is quiet, but casual Rather Than trendy.", true, " casual Rather Than trendy."},
		{"A gatherer than a hunter.", false, ""},
		{"Casual, rather, than trendy.", false, ""},
		{"Casual rather  than trendy.", false, ""},
		{"Casual ratherthan trendy.", false, ""},
		{"Café rather than trendy.", false, ""},
	} {
		cs := ix.extract(claims.Segment{Text: tt.text, End: len(tt.text)}, st)
		cs.readWords()
		if got := cs.holdsContrast(); got != tt.want {
			t.Errorf("holdsContrast(%q) = %v, want %v", tt.text, got, tt.want)
		}
		clause := ""
		for _, c := range cs.clauses(nil, clauseCut, nil) {
			if at := cs.contrastFrom(&c); at >= 0 {
				if !strings.HasPrefix(strings.ToLower(c.text[at:]), "rather than") {
					t.Errorf("contrastFrom(%q) in %q = %d", c.text, tt.text, at)
				}
				clause = c.text
				break
			}
		}
		if clause != tt.clause {
			t.Errorf("%q: the clause holding rather than is %q, want %q", tt.text, clause, tt.clause)
		}
	}
}
