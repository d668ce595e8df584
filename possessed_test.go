package sourced

import "testing"

// TestFigureOfPossessedName checks that a sentence naming the claim's
// subject only as the possessor of another name ("Tolvar's rival Merrin
// opened 12 depots", "Merrin, Tolvar's rival, opened 12 depots"), or the
// claim's possessed thing only as another's ("Merrin's CFO is 61"),
// grounds none of the claim's figures, and that a possessive that owns
// the sentence's subject, the apposed name itself, or a sentence of the
// claim's own possessor still grounds. The sentences are written for
// this test.
func TestFigureOfPossessedName(t *testing.T) {
	tests := []struct {
		name, claim, source string
		verdict             Verdict
		code                ReasonCode
	}{
		// The possessor of another name, or another's possessed thing.
		{"a possessor before an apposed name", "Tolvar opened 12 depots.",
			"Tolvar's rival Merrin opened 12 depots.", Unverified, ReasonOtherSubject},
		{"a possessor in an apposition after the name", "Tolvar opened 12 depots.",
			"Merrin, Tolvar's rival, opened 12 depots.", Unverified, ReasonOtherSubject},
		{"a possessor of two words of role", "Tolvar hired 40 welders.",
			"Tolvar's former subsidiary Merrin hired 40 welders.", Unverified, ReasonOtherSubject},
		{"another verb form of the same predicate", "Tolvar hires 40 welders.",
			"Tolvar's subsidiary Merrin hired 40 welders.", Unverified, ReasonOtherSubject},
		{"another possessor of the claim's thing, the next sentence", "Tolvar's CFO is 61.",
			"Tolvar's CFO is 54. Merrin's CFO is 61.", Unverified, ReasonOtherSubject},
		{"a curly apostrophe", "Tolvar opened 12 depots.",
			"Tolvar’s rival Merrin opened 12 depots.", Unverified, ReasonOtherSubject},
		{"another possessor of the claim's thing, the next clause", "Tolvar's CFO is 61.",
			"Tolvar's CFO is 54, and Merrin's CFO is 61.", Unverified, ReasonOtherSubject},
		{"a possessor's figure is no contradiction of the apposed name's", "Tolvar opened 15 depots.",
			"Tolvar's rival Merrin opened 12 depots.", Unverified, ReasonMissingSignals},

		// The claim's own figure.
		{"the apposed name's own figure", "Merrin opened 12 depots.",
			"Tolvar's rival Merrin opened 12 depots.", Grounded, ReasonSupported},
		{"the apposed name with its possessor", "Tolvar's rival Merrin opened 12 depots.",
			"Tolvar's rival Merrin opened 12 depots.", Grounded, ReasonSupported},
		{"the apposition's name's own figure", "Merrin opened 12 depots.",
			"Merrin, Tolvar's rival, opened 12 depots.", Grounded, ReasonSupported},
		{"a possessor of the subject's noun", "Tolvar's depots grew 12%.",
			"Tolvar's depots grew 12%.", Grounded, ReasonSupported},
		{"a possessor of the subject's noun, said of the possessor", "Tolvar grew its depots 12%.",
			"Tolvar's depots grew 12%.", Grounded, ReasonSupported},
		{"a possessor of a name that is no apposition", "Merrin sales at Tolvar rose 5%.",
			"Tolvar's Merrin sales rose 5%.", Grounded, ReasonSupported},
		{"a possessed noun and a place", "Tolvar's sales rose 5%.",
			"Tolvar's sales in Kent rose 5%.", Grounded, ReasonSupported},
		{"a speaker set beside the possessor", "Tolvar's revenue rose 12%.",
			"Tolvar's chief engineer Ada Merrin said revenue rose 12%.", Grounded, ReasonSupported},
		{"the claim's possessor's own sentence", "Tolvar's CFO is 54.",
			"Tolvar's CFO is 54. Merrin's CFO is 61.", Grounded, ReasonSupported},
		{"the possessor's own figure in the next sentence", "Tolvar opened 12 depots.",
			"Tolvar's rival Merrin opened 12 depots. Tolvar opened 12 depots too.", Grounded, ReasonSupported},
		{"the possessor named again on its own", "Tolvar opened 12 depots.",
			"Tolvar's rival Merrin opened 12 depots, as did Tolvar.", Grounded, ReasonSupported},
		{"the claim's possessor's own clause", "Tolvar's CFO is 54.",
			"Tolvar's CFO is 54, and Merrin's CFO is 61.", Grounded, ReasonSupported},
		{"the other possessor's own clause", "Merrin's CFO is 61.",
			"Tolvar's CFO is 54, and Merrin's CFO is 61.", Grounded, ReasonSupported},
		{"the apposed name's figure against another", "Merrin opened 15 depots.",
			"Tolvar's rival Merrin opened 12 depots.", Contradicted, ReasonNumberMismatch},
		{"the possessed thing with no possessor in the claim", "The CFO is 61.",
			"Merrin's CFO is 61.", Grounded, ReasonSupported},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c := checkOne(t, tt.claim, tt.source)
			if c.Verdict != tt.verdict || c.ReasonCode != tt.code {
				t.Errorf("Check(%q, %q) = %s/%s (%s), want %s/%s", tt.claim, tt.source, c.Verdict, c.ReasonCode, c.Reason, tt.verdict, tt.code)
			}
		})
	}
}
