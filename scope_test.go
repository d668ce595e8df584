package sourced

import "testing"

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
		// Without a negation, with is no boundary.
		{"a plain field before with", "Blue Door Cafe has WiFi with outdoor seating.", scopeSource, Contradicted, ReasonValueMismatch},
	})
}
