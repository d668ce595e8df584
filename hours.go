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

// claimedDays returns the days of the week a claim names, ranges read
// whole ("Monday to Friday" is five days, "Friday to Monday" four).
func claimedDays(text string) []time.Weekday {
	var days []time.Weekday
	add := func(from, to time.Weekday) {
		for d := from; ; d = (d + 1) % 7 {
			if !slices.Contains(days, d) {
				days = append(days, d)
			}
			if d == to {
				return
			}
		}
	}
	if everyDay.MatchString(text) {
		add(time.Sunday, time.Saturday)
	}
	if weekdays.MatchString(text) {
		add(time.Monday, time.Friday)
	}
	if weekends.MatchString(text) {
		add(time.Saturday, time.Sunday)
	}
	ms := dayName.FindAllStringSubmatchIndex(text, -1)
	for i := 0; i < len(ms); i++ {
		from := weekday(text[ms[i][2]:ms[i][3]])
		if i+1 < len(ms) && dayRange.MatchString(text[ms[i][1]:ms[i+1][0]]) {
			add(from, weekday(text[ms[i+1][2]:ms[i+1][3]]))
			i++
			continue
		}
		add(from, from)
	}
	return days
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
// records in the sources.
func (ix *Index) checkHours(cs *claimSignals) hoursCheck {
	res := hoursCheck{conflict: -1}
	facts := ix.ev.OpeningHours()
	if len(facts) == 0 {
		return res
	}
	days := claimedDays(cs.seg.Text)
	if len(days) == 0 {
		return res
	}
	byDay := map[time.Weekday]int32{}
	for _, si := range facts {
		byDay[ix.ev.Sentences[si].Hours.Day] = si
	}
	var named []*evidence.Hours
	for _, d := range days {
		si, ok := byDay[d]
		if !ok {
			res.blocked = true
			continue
		}
		named = append(named, ix.ev.Sentences[si].Hours)
	}
	var times []int
	for _, n := range cs.numbers {
		if n.Kind == signals.Clock {
			times = append(times, int(n.Value))
		}
	}
	for _, t := range times {
		if !slices.ContainsFunc(named, func(h *evidence.Hours) bool { return sameMinute(h.Open, t) || sameMinute(h.Close, t) }) {
			res.blocked = true
		}
	}
	// "Monday to Friday, 9 am to 6 pm" against the same hours every one of
	// those days, 9:00 to 17:00, is a plain disagreement.
	if len(times) == 2 && len(named) == len(days) && res.blocked {
		h := named[0]
		same := !slices.ContainsFunc(named, func(o *evidence.Hours) bool { return o.Open != h.Open || o.Close != h.Close })
		if same {
			res.conflict = int(byDay[days[0]])
		}
	}
	return res
}

// sameMinute compares two times of day, midnight at either end of the
// day.
func sameMinute(a, b int) bool {
	return a%(24*60) == b%(24*60)
}
