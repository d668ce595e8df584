package signals

import (
	"strings"
	"testing"
)

// Digits grouped by spaces, a glued m, a minus after a fall and the ends
// of ranges. The sentences are written for this test.
func TestNumbersGroupsScalesSignsRanges(t *testing.T) {
	tests := []struct {
		text string
		keys []string
	}{
		{"The fund holds 12 000 bonds.", []string{"12000"}},
		{"The fund holds 1 250 000 bonds.", []string{"1250000"}},
		{"The fund holds 12\u00a0000 bonds.", []string{"12000"}},
		{"The fund holds 12\u202f000 bonds.", []string{"12000"}},
		{"In 2019 000 stood in a cell.", []string{"2019 year"}}, // a lone group is no figure
		{"The fund holds 12 0001 bonds.", []string{"12", "1"}},  // four digits are no group
		{"On May 5 300 people marched.", []string{"05-05 date", "300"}},
		{"The app has 2.5m listeners.", []string{"2500000"}},
		{"The app has 4m people on it.", []string{"4000000"}},
		{"The wall is 2.5m tall.", []string{"2.5 m"}},
		{"She won the 400m hurdles.", []string{"400 m"}},
		{"Sales fell -4%.", []string{"4%"}},
		{"Sales declined by -4%.", []string{"4%"}},
		{"Sales rose -4%.", []string{"-4%"}},
	}
	for _, tt := range tests {
		var got []string
		for _, n := range Numbers(tt.text) {
			got = append(got, n.Key())
		}
		if len(got) != len(tt.keys) {
			t.Errorf("Numbers(%q) = %q, want %q", tt.text, got, tt.keys)
			continue
		}
		for i := range got {
			if got[i] != tt.keys[i] {
				t.Errorf("Numbers(%q) = %q, want %q", tt.text, got, tt.keys)
				break
			}
		}
	}
}

func TestRanges(t *testing.T) {
	tests := []struct {
		text   string
		ranges []RangeEnd
	}{
		{"It seats 40-60 guests.", []RangeEnd{RangeLow, RangeHigh}},
		{"It seats between 40 and 60 guests.", []RangeEnd{RangeLow, RangeHigh}},
		{"It seats 40 to 60 guests.", []RangeEnd{LooseLow, LooseHigh}},
		{"The score was 3-1.", []RangeEnd{NoRange, NoRange}},
		{"It seats 40 guests and 60 staff.", []RangeEnd{NoRange, NoRange}},
	}
	for _, tt := range tests {
		nums := Numbers(tt.text)
		if len(nums) != len(tt.ranges) {
			t.Fatalf("Numbers(%q) = %v, want %d figures", tt.text, nums, len(tt.ranges))
		}
		for i, n := range nums {
			if n.Range != tt.ranges[i] {
				t.Errorf("Numbers(%q)[%d].Range = %d, want %d", tt.text, i, n.Range, tt.ranges[i])
			}
		}
	}
	src := Numbers("It seats 40-60 guests.")
	claim := func(s string) Number { return Numbers(s)[0] }
	if !InRange(src, 0, claim("50 guests")) || !InRange(src, 1, claim("40 guests")) {
		t.Error("InRange: 50 and 40 are inside 40-60")
	}
	if InRange(src, 1, claim("70 guests")) || InRange(src, 0, claim("50%")) || InRange(src, 1, claim("45-50 guests")) {
		t.Error("InRange: 70, a percentage and a range's end are not inside 40-60")
	}
	loose := Numbers("It seats 40 to 60 guests.")
	if !InLooseRange(loose, 0, claim("50 guests")) || !InLooseRange(loose, 1, claim("50 guests")) {
		t.Error("InLooseRange: 50 is inside 40 to 60")
	}
	if InLooseRange(loose, 0, claim("40 guests")) || InLooseRange(loose, 1, claim("70 guests")) ||
		InLooseRange(loose, 0, claim("50%")) || InLooseRange(src, 0, claim("50 guests")) {
		t.Error("InLooseRange: an end, 70, a percentage and a strict range's figures are not inside a loose range")
	}
	if Same(claim("40 guests"), src[0]) || !Same(claim("40 to 60 guests"), src[0]) {
		t.Error("Same: the end of a source's range states only a claim's range end")
	}
	if !Same(src[0], claim("40 guests")) {
		t.Error("Same: a claim's range end is stated by the source's figure")
	}
}

func TestCitationEnd(t *testing.T) {
	tests := []struct {
		text string
		word string // the citation word
		want string // the marker from the word, or "" for none
	}{
		{"Rain fell (Passage 2).", "Passage", "Passage 2)"},
		{"Rain fell (see sources 1 and 3).", "sources", "sources 1 and 3)"},
		{"Rain fell (Doc 1, p. 4).", "Doc", "Doc 1, p. 4)"},
		{"Rain fell (Doc 1, pp. 4-6).", "Doc", "Doc 1, pp. 4-6)"},
		{"Rain fell (Doc 1, page 12).", "Doc", "Doc 1, page 12)"},
		{"The source of the rain.", "source", ""},
		{"Rain fell (Doc 1, p. 4x).", "Doc", "Doc 1"},
	}
	for _, tt := range tests {
		i := strings.Index(tt.text, tt.word)
		end := CitationEnd(tt.text, i, i+len(tt.word))
		got := ""
		if end >= 0 {
			got = tt.text[i:end]
		}
		if got != tt.want {
			t.Errorf("CitationEnd(%q) reads %q, want %q", tt.text, got, tt.want)
		}
	}
}
