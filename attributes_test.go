package sourced

import "testing"

// A byte-pair set never rules out a part of its text.
func FuzzBytePairs(f *testing.F) {
	f.Add("offers outdoorseating and wifi", 7, 20)
	f.Fuzz(func(t *testing.T, text string, i, j int) {
		var p bytePairs
		p.add(text)
		if i < 0 || j > len(text) || i > j {
			i, j = 0, len(text)
		}
		if !p.mayHold(text[i:j]) {
			t.Errorf("mayHold(%q) = false for a part of %q", text[i:j], text)
		}
	})
}

// It rules out strings with a pair the text lacks.
func TestBytePairs(t *testing.T) {
	var p bytePairs
	p.add("offers outdoorseating")
	for s, want := range map[string]bool{"outdoorseating": true, "seat": true, "o": true, "": true, "wifi": false, "zz": false} {
		if got := p.mayHold(s); got != want {
			t.Errorf("mayHold(%q) = %v, want %v", s, got, want)
		}
	}
}
