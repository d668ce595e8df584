package sourced

import (
	"slices"
	"testing"
	"time"
)

func TestClaimedDays(t *testing.T) {
	M, Tu, W, Th, F, Sa, Su := time.Monday, time.Tuesday, time.Wednesday, time.Thursday, time.Friday, time.Saturday, time.Sunday
	tests := []struct {
		text string
		want []time.Weekday
	}{
		{"open Monday to Friday", []time.Weekday{M, Tu, W, Th, F}},
		{"from Friday through Monday", []time.Weekday{F, Sa, Su, M}},
		{"on Mondays and Thursdays", []time.Weekday{M, Th}},
		{"Mon closed; Saturday - Sunday brunch", []time.Weekday{Sa, Su}},
		{"open daily", []time.Weekday{Su, M, Tu, W, Th, F, Sa}},
		{"on weekends", []time.Weekday{Sa, Su}},
		{"no day at all", nil},
	}
	for _, tt := range tests {
		got := claimedDays(tt.text)
		slices.Sort(got)
		want := slices.Clone(tt.want)
		slices.Sort(want)
		if !slices.Equal(got, want) {
			t.Errorf("claimedDays(%q) = %v, want %v", tt.text, got, want)
		}
	}
}

// claimedDays returns every day a claim names.
func claimedDays(text string) []time.Weekday {
	var days []time.Weekday
	for _, g := range dayGroups(text) {
		for _, d := range g.days {
			if !slices.Contains(days, d) {
				days = append(days, d)
			}
		}
	}
	return days
}
