package sourced

import "testing"

// TestQualifierDropped checks that a claim that leaves bare a role or a
// rank the closest sentence qualifies ("former chief executive", "one of
// the fastest-growing") is not grounded by it, while a claim that says the
// qualifier, qualifies the role itself, or a sentence that also names the
// role bare, still ground. The sentences are written for this test.
func TestQualifierDropped(t *testing.T) {
	checkCodes(t, []codeCase{
		{"a former role", "Ilse Moran is the chief executive of Quiltbyte.", "Ilse Moran is the former chief executive of Quiltbyte.", Unverified, ReasonWordDiffers},
		{"an acting role", "Dorvan's president signed the decree.", "Dorvan's acting president signed the decree.", Unverified, ReasonWordDiffers},
		{"one of the fastest", "Orbis is the fastest-growing company in Pelland.", "Orbis is one of the fastest-growing companies in Pelland.", Unverified, ReasonWordDiffers},

		{"the claim says it", "Ilse Moran is the former chief executive of Quiltbyte.", "Ilse Moran is the former chief executive of Quiltbyte.", Grounded, ReasonSupported},
		{"the claim's own qualifier", "Gary Locke was appointed the permanent manager of Kilmarnock.",
			"Kilmarnock interim manager Gary Locke was appointed on a permanent basis.", Grounded, ReasonSupported},
		{"the role bare too", "Ilse Moran is the chief executive of Quiltbyte.",
			"Ilse Moran, the former chief financial officer, is now the chief executive of Quiltbyte.", Grounded, ReasonSupported},
		{"one of the, no superlative", "Gemini refers to the constellation of twins.", "Gemini is one of the constellations, named for the twins.", Grounded, ReasonSupported},
	})
	checkReasons(t, []reasonCase{
		{"Ilse Moran is the chief executive of Quiltbyte.", "Ilse Moran is the former chief executive of Quiltbyte.",
			`the source says "former chief" where the claim says "chief"`},
	})
}
