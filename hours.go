package sourced

import (
	"regexp"
	"slices"
	"strings"
	"time"

	"github.com/sourced-dev/sourced/internal/evidence"
	"github.com/sourced-dev/sourced/internal/signals"
)

// hoursCheck is what a claim says of a structured record's opening hours
// ("open Monday to Friday from 9 am to 5 pm").
type hoursCheck struct {
	// conflict is an hours fact the claim plainly disagrees with; -1 when
	// none.
	conflict int
	// blocked is true when the claim names a day the record gives no
	// hours for, or a time that is no opening or closing time of the days
	// it names: the record cannot ground the claim.
	blocked bool
}

var (
	dayName = regexp.MustCompile(`(?i)\b(monday|tuesday|wednesday|thursday|friday|saturday|sunday)s?\b`)
	// dayRange joins two day names into a range: "Monday to Friday",
	// "Mon - Fri".
	dayRange = regexp.MustCompile(`(?i)^\s*(?:-|–|to|through|thru|until)\s*$`)
	everyDay = regexp.MustCompile(`(?i)\b(?:daily|every day|seven days a week|7 days a week|all week)\b`)
	weekdays = regexp.MustCompile(`(?i)\bweekdays\b`)
	weekends = regexp.MustCompile(`(?i)\bweekends?\b`)
)

// dayGroup is a run of days a claim names together: "Monday to Friday",
// "weekends", "Sunday".
type dayGroup struct {
	days       []time.Weekday
	start, end int // byte span in the claim
}

// dayGroups returns the groups of days a claim names, in order; ranges
// are read whole ("Monday to Friday" is five days, "Friday to Monday"
// four).
func dayGroups(text string) []dayGroup {
	var groups []dayGroup
	span := func(from, to time.Weekday, start, end int) {
		g := dayGroup{start: start, end: end}
		for d := from; ; d = (d + 1) % 7 {
			g.days = append(g.days, d)
			if d == to {
				break
			}
		}
		groups = append(groups, g)
	}
	for _, m := range everyDay.FindAllStringIndex(text, -1) {
		span(time.Sunday, time.Saturday, m[0], m[1])
	}
	for _, m := range weekdays.FindAllStringIndex(text, -1) {
		span(time.Monday, time.Friday, m[0], m[1])
	}
	for _, m := range weekends.FindAllStringIndex(text, -1) {
		span(time.Saturday, time.Sunday, m[0], m[1])
	}
	ms := dayName.FindAllStringSubmatchIndex(text, -1)
	for i := 0; i < len(ms); i++ {
		from := weekday(text[ms[i][2]:ms[i][3]])
		if i+1 < len(ms) && dayRange.MatchString(text[ms[i][1]:ms[i+1][0]]) {
			span(from, weekday(text[ms[i+1][2]:ms[i+1][3]]), ms[i][0], ms[i+1][1])
			i++
			continue
		}
		span(from, from, ms[i][0], ms[i][1])
	}
	slices.SortFunc(groups, func(a, b dayGroup) int { return a.start - b.start })
	return groups
}

func weekday(name string) time.Weekday {
	for d := time.Sunday; d <= time.Saturday; d++ {
		if strings.EqualFold(name, d.String()) {
			return d
		}
	}
	return time.Sunday
}

// checkHours measures a claim against the opening hours of the structured
// records in the sources. Each time the claim gives belongs to one group
// of days — the group before it, or, when the claim gives times before
// naming any day ("from 7 am to 9 pm, Monday to Sunday"), the group after
// it — and must be an opening or closing time of every day of that group.
func (ix *Index) checkHours(cs *claimSignals) hoursCheck {
	res := hoursCheck{conflict: -1}
	facts := ix.ev.OpeningHours()
	if len(facts) == 0 {
		return res
	}
	// A meal the hours leave no time for is not grounded, but neither is
	// it a plain disagreement: "lunch or dinner" may need only one.
	res.blocked = ix.mealOutsideHours(cs, facts)
	if !mayNameDays(cs.seg.Text) {
		return res
	}
	groups := dayGroups(cs.seg.Text)
	if len(groups) == 0 {
		return res
	}
	byDay := map[time.Weekday]int32{}
	for _, si := range facts {
		byDay[ix.ev.Sentences[si].Hours.Day] = si
	}
	timesFirst := false
	times := make([][]int, len(groups))
	for _, n := range cs.numbers {
		if n.Kind != signals.Clock {
			continue
		}
		g := slices.IndexFunc(groups, func(g dayGroup) bool { return g.start > n.Start }) // the group after
		switch {
		case g == 0:
			timesFirst = true
		case g < 0:
			g = len(groups) - 1
		case !timesFirst:
			g-- // the group before
		}
		times[g] = append(times[g], int(n.Value))
	}
	var all []*evidence.Hours
	for gi, g := range groups {
		for _, d := range g.days {
			si, ok := byDay[d]
			if !ok {
				res.blocked = true
				continue
			}
			h := ix.ev.Sentences[si].Hours
			all = append(all, h)
			for _, t := range times[gi] {
				if !sameMinute(h.Open, t) && !sameMinute(h.Close, t) {
					res.blocked = true
				}
			}
		}
	}
	// "Monday to Friday, 9 am to 6 pm" against the same hours every one of
	// those days, 9:00 to 17:00, is a plain disagreement.
	if len(groups) == 1 && len(times[0]) == 2 && len(all) == len(groups[0].days) && res.blocked {
		h := all[0]
		if !slices.ContainsFunc(all, func(o *evidence.Hours) bool { return o.Open != h.Open || o.Close != h.Close }) {
			res.conflict = int(byDay[groups[0].days[0]])
		}
	}
	return res
}

// sameMinute compares two times of day, midnight at either end of the
// day.
func sameMinute(a, b int) bool {
	return a%(24*60) == b%(24*60)
}

// mayNameDays is a cheap test that text may name a day of the week or the
// week itself, before the regular expressions look.
func mayNameDays(text string) bool {
	for _, w := range []string{"day", "Day", "DAY", "week", "Week", "WEEK", "dail", "Dail"} {
		if strings.Contains(text, w) {
			return true
		}
	}
	return false
}
