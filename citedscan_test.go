package sourced

import "testing"

// mayCitePassage is true of every text passageRef finds a reference in.
func checkMayCitePassage(t *testing.T, text string) {
	t.Helper()
	if passageRef.MatchString(text) && !mayCitePassage(text) {
		t.Errorf("mayCitePassage(%q) = false, but passageRef matches", text)
	}
}

var citeCases = []string{
	"(Passage 2)", "according to PASSAGES 1 and 3", "Source 4, Document 5", "documents 1, 2 & 3",
	"pa\u017f\u017fage 2", "\u017fource 1", "no reference here", "passages", "a passage about 3 dogs",
	"Passages\t\n 7", "sources 12", "source\v3", "document 4a", "passage s 2",
	" 2", "\t5 passages", "xpassage 9", "Sources  10",
}

func TestMayCitePassage(t *testing.T) {
	for _, text := range citeCases {
		checkMayCitePassage(t, text)
	}
	for _, text := range []string{"no reference here", "Sales rose 12% in 2019.", "a passage about 3 dogs", "the source says 5"} {
		if mayCitePassage(text) {
			t.Errorf("mayCitePassage(%q) = true, want false", text)
		}
	}
}

func FuzzMayCitePassage(f *testing.F) {
	for _, text := range citeCases {
		f.Add(text)
	}
	f.Fuzz(checkMayCitePassage)
}
