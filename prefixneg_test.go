package sourced

import "testing"

// TestPrefixNegated checks that a passage holding a claim's word only
// with a negating prefix added or taken off does not ground the claim,
// while one that also holds the word itself, or a longer word that merely
// opens with a prefix's letters, still does. The sentences are written
// for this test.
func TestPrefixNegated(t *testing.T) {
	checkCodes(t, []codeCase{
		{"a prefix added", "The court ruled the Tolva law constitutional in 2022.", "The court ruled the Tolva law unconstitutional in 2022.", Unverified, ReasonWordDiffers},
		{"a prefix taken off is not read", "Shares of Tolva were unchanged at $45 on Friday.", "Shares of Tolva closed at $45 on Friday, little changed.", Grounded, ReasonSupported},
		{"dis", "Acme's board agreed with the plan in 2021.", "Acme's board disagreed with the plan in 2021.", Unverified, ReasonWordDiffers},
		{"il", "The court ruled the Tolva law legal in 2022.", "The court ruled the Tolva law illegal in 2022.", Unverified, ReasonWordDiffers},
		{"the word itself held too", "Acme was profitable in 2022, its chief said.", "Acme was profitable in 2022, its chief said, though unprofitable in 2021.", Grounded, ReasonSupported},
		{"no such word", "Acme was profitable in 2022, its chief said.", "Acme was very profitable in 2022, its chief said.", Grounded, ReasonSupported},
		{"a negated source word", "The 3 unidentified victims were found in Tolva on Tuesday.",
			"The 3 victims, who have not been identified, were found in Tolva on Tuesday.", Grounded, ReasonSupported},
	})
	checkReasons(t, []reasonCase{
		{"The court ruled the Tolva law constitutional in 2022.", "The court ruled the Tolva law unconstitutional in 2022.",
			`the source says "unconstitutional" where the claim says "constitutional"`},
	})
}

// TestPrefixedIn checks the search for a word with a negating prefix in
// a folded text: at word boundaries whatever marks stand around it (an
// em dash, a curly quote), not inside a longer word.
func TestPrefixedIn(t *testing.T) {
	for _, tt := range []struct {
		text, w, want string
	}{
		{"the law is unconstitutional—the court said", "constitutional", "un"},
		{"“unconstitutional” it said", "constitutional", "un"},
		{"it was illegal", "legal", "il"},
		{"it was paralegal work", "legal", ""},
		{"the unconstitutionality of it", "constitutional", ""},
		{"it was legal", "legal", ""},
	} {
		if got, _ := prefixedIn(tt.text, tt.w); got != tt.want {
			t.Errorf("prefixedIn(%q, %q) = %q, want %q", tt.text, tt.w, got, tt.want)
		}
	}
}
