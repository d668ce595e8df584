package sourced

import (
	"regexp"
	"slices"
	"testing"
	"time"

	"github.com/sourced-dev/sourced/internal/claims"
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
	groups := dayGroups(&hoursScratch{}, text)
	for i := range groups {
		for _, d := range groups[i].days() {
			if !slices.Contains(days, d) {
				days = append(days, d)
			}
		}
	}
	return days
}

// findDaysIn reads a text as the day expressions do.
func checkFindDays(t *testing.T, text string) {
	t.Helper()
	var got dayMatches
	findDaysIn(&got, text, nil)
	want := struct{ dayName, everyDay, weekdays, weekends [][]int }{
		dayName:  dayName().FindAllStringSubmatchIndex(text, -1),
		everyDay: everyDay().FindAllStringIndex(text, -1),
		weekdays: weekdays().FindAllStringIndex(text, -1),
		weekends: weekends().FindAllStringIndex(text, -1),
	}
	for _, c := range []struct {
		name  string
		got   [][4]int
		want  [][]int
		group bool
	}{{"dayName", got.dayName, want.dayName, true}, {"everyDay", got.everyDay, want.everyDay, false},
		{"weekdays", got.weekdays, want.weekdays, false}, {"weekends", got.weekends, want.weekends, false}} {
		if len(c.got) != len(c.want) {
			t.Errorf("%s in %q: %v, want %v", c.name, text, c.got, c.want)
			continue
		}
		for i := range c.got {
			n := 2
			if c.group {
				n = 4
			}
			if !slices.Equal(c.got[i][:n], c.want[i][:n]) {
				t.Errorf("%s in %q: %v, want %v", c.name, text, c.got, c.want)
			}
		}
	}
	ms := want.dayName
	for i := 0; i+1 < len(ms); i++ {
		gap := text[ms[i][1]:ms[i+1][0]]
		if got, want := isDayRange(gap), dayRange.MatchString(gap); got != want {
			t.Errorf("isDayRange(%q) = %v, want %v", gap, got, want)
		}
	}
}

// dayRange is what isDayRange tells: two day names joined into a range.
var dayRange = regexp.MustCompile(`(?i)^\s*(?:-|–|to|through|thru|until)\s*$`)

var dayCases = []string{
	"open Monday to Friday", "MONDAYS - fridays", "mondaysx monday_ 2monday Monday's", "open daily, every day",
	"Seven Days A Week; 7 days a week; all weekend", "weekdays weekday weekendss WEEKENDS", "Friday\t–\nSunday",
	"Sunday THRU Monday, tuesday until wednesday, thursday through friday", "Saturday \v to Sunday",
	"brunch on\u017fundays", "wee\u212aends", "Zürich mondays", "éSunday", "every  day", "dailys daily",
}

func TestFindDaysMatchesExpressions(t *testing.T) {
	for _, text := range dayCases {
		checkFindDays(t, text)
	}
}

func FuzzFindDays(f *testing.F) {
	for _, text := range dayCases {
		f.Add(text)
	}
	f.Fuzz(checkFindDays)
}

func TestTimeRole(t *testing.T) {
	tests := []struct {
		before   string
		open, ok bool
	}{
		{"It opens at ", true, true},
		{"Opening at", true, true},
		{"On Mondays it closes ", false, true},
		{"open until ", false, true},
		{"It is open till", false, true},
		{"It serves soup at ", false, false},
		{"It reopens at ", false, false},
		{"at ", false, false},
		{"", false, false},
	}
	for _, tt := range tests {
		if open, ok := timeRole(tt.before); open != tt.open || ok != tt.ok {
			t.Errorf("timeRole(%q) = %v, %v; want %v, %v", tt.before, open, ok, tt.open, tt.ok)
		}
	}
}

func TestClosedOn(t *testing.T) {
	tests := []struct {
		text         string
		closed, rule bool
	}{
		{"It is closed on Sundays.", true, true},
		{"Closed Mondays and Tuesdays.", true, true},
		{"It is closed every Monday.", true, true},
		{"It is closed on Monday.", true, true},
		{"It closed on Monday.", true, false},
		{"It is open daily, closed Sundays.", false, false},
		{"It closed, and on Monday a new one opened.", false, false},
		{"It is closed on Sundays but not on weekdays.", false, false},
		{"It is closed on Sundays, then Mondays.", false, false},
	}
	for _, tt := range tests {
		groups := dayGroups(&hoursScratch{}, tt.text)
		if len(groups) == 0 {
			t.Fatalf("%q names no day", tt.text)
		}
		if closed, rule := closedOn(tt.text, groups); closed != tt.closed || rule != tt.rule {
			t.Errorf("closedOn(%q) = %v, %v; want %v, %v", tt.text, closed, rule, tt.closed, tt.rule)
		}
	}
}

// checkClaimDayGroups fails when a claim's day groups, read from the
// windows its tokens give, are not those of its whole text.
func checkClaimDayGroups(t *testing.T, ix *Index, text string) {
	t.Helper()
	st := ix.state()
	defer ix.release(st)
	cs := ix.extract(claims.Segment{Text: text, End: len(text)}, st)
	got := slices.Clone(cs.dayGroups())
	if want := dayGroups(&hoursScratch{}, text); !slices.Equal(got, want) {
		t.Errorf("day groups of claim %q: %v, want %v", text, got, want)
	}
}

var claimDayCases = append([]string{
	"It is open Monday to Friday from 9 am and on weekends.", "It opens every day, seven days a week.",
	"Open 7 days a week, all week long", "It is x-every day and y-all week open", "every-day daily-ish weekday's",
	"Closed on Sundays and Mondays", "17 days a week", "all  week, every\tday", "open_monday monday_open",
}, dayCases...)

func TestClaimDayGroups(t *testing.T) {
	ix := NewIndex("The cafe opens at 9 am on weekdays.")
	for _, text := range claimDayCases {
		checkClaimDayGroups(t, ix, text)
	}
}

func FuzzClaimDayGroups(f *testing.F) {
	for _, text := range claimDayCases {
		f.Add(text)
	}
	ix := NewIndex("The cafe opens at 9 am on weekdays.")
	f.Fuzz(func(t *testing.T, text string) { checkClaimDayGroups(t, ix, text) })
}
