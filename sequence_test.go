package sourced

import "testing"

// TestOrderAcross checks that a claim that orders two events told in two
// sentences of a passage is not grounded where the passage tells them the
// other way round, by their years or months or by a word that steps its
// story on, and is where it tells them the claim's way, or tells no order
// (a word that steps the story back, or none that steps it on). The
// sentences are written for this test.
func TestOrderAcross(t *testing.T) {
	const hub = "Northwind Logistics opened a distribution hub in Leeds in March. Eight months later, the company acquired the parcel startup Swiftbox."
	const career = "Maria Okafor joined the law firm Adeyemi Partners in 2008. She left in 2014 to found her own practice."
	checkCodes(t, []codeCase{
		{"stepped on by later", "Northwind Logistics acquired Swiftbox before it opened its distribution hub in Leeds.", hub, Unverified, ReasonWordDiffers},
		{"after, stepped on by later", "Northwind Logistics opened its distribution hub in Leeds after acquiring Swiftbox.", hub, Unverified, ReasonWordDiffers},
		{"by their years", "Maria Okafor founded her own practice before joining Adeyemi Partners.", career, Unverified, ReasonWordDiffers},
		{"an opening after", "After identifying three drought genes, the researchers compared the wild strain with 40 cultivated varieties.",
			"The researchers first compared the wild strain with 40 cultivated varieties. Finally, they identified three drought genes.", Unverified, ReasonWordDiffers},

		{"the claim's way round", "Northwind Logistics opened its distribution hub in Leeds before it acquired Swiftbox.", hub, Grounded, ReasonSupported},
		{"the claim's way by years", "Maria Okafor joined Adeyemi Partners before founding her own practice.", career, Grounded, ReasonSupported},
		{"a story stepped back", "The Arlen council held a public hearing before it approved the Vale budget.",
			"The Arlen council approved the Vale budget on Tuesday. Then it emerged that it had held a public hearing the week before.", Grounded, ReasonSupported},
		{"no step", "Kellan Foods closed its Ohio plant before it opened a plant in Texas.",
			"Kellan Foods opened a plant in Texas. Kellan Foods closed its Ohio plant.", Grounded, ReasonSupported},
	})
	checkReasons(t, []reasonCase{
		{"Northwind Logistics acquired Swiftbox before it opened its distribution hub in Leeds.", hub,
			`the source says "opened before acquired" where the claim says "acquired before opened"`},
	})
}
