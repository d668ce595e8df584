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
	m := findDays(text)
	for _, m := range m.everyDay {
		span(time.Sunday, time.Saturday, m[0], m[1])
	}
	for _, m := range m.weekdays {
		span(time.Monday, time.Friday, m[0], m[1])
	}
	for _, m := range m.weekends {
		span(time.Saturday, time.Sunday, m[0], m[1])
	}
	ms := m.dayName
	for i := 0; i < len(ms); i++ {
		from := weekday(text[ms[i][2]:ms[i][3]])
		if i+1 < len(ms) && isDayRange(text[ms[i][1]:ms[i+1][0]]) {
			span(from, weekday(text[ms[i+1][2]:ms[i+1][3]]), ms[i][0], ms[i+1][1])
			i++
			continue
		}
		span(from, from, ms[i][0], ms[i][1])
	}
	slices.SortFunc(groups, func(a, b dayGroup) int { return a.start - b.start })
	return groups
}

// dayMatches are the matches of dayName (with its group), everyDay,
// weekdays and weekends in a text, as FindAllStringSubmatchIndex gives
// them.
type dayMatches struct {
	dayName, everyDay, weekdays, weekends [][]int
}

// Phrases of the expressions, for findPhrases.
var (
	dayNames       = []string{"monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"}
	everyDayWords  = []string{"daily", "every day", "seven days a week", "7 days a week", "all week"}
	weekdaysWords  = []string{"weekdays"}
	weekendsWords  = []string{"weekend"}
	dayRangeWords  = []string{"-", "–", "to", "through", "thru", "until"}
	dayRangeBlanks = "\t\n\f\r "
)

// findDays finds what the day expressions match in text. The long s and
// the Kelvin sign, which the expressions match as an s and a k, are left
// to them; any other text is read by findPhrases.
func findDays(text string) dayMatches {
	if hasFoldingLetter(text) {
		return dayMatches{
			dayName:  dayName.FindAllStringSubmatchIndex(text, -1),
			everyDay: everyDay.FindAllStringIndex(text, -1),
			weekdays: weekdays.FindAllStringIndex(text, -1),
			weekends: weekends.FindAllStringIndex(text, -1),
		}
	}
	var m dayMatches
	findPhrases(text, []phraseSet{
		{dayNames, true, &m.dayName, 0}, {everyDayWords, false, &m.everyDay, 0},
		{weekdaysWords, false, &m.weekdays, 0}, {weekendsWords, true, &m.weekends, 0},
	}, &dayPhraseStarts)
	return m
}

// dayPhraseStarts marks the first bytes of the phrases findDays finds.
var dayPhraseStarts = phraseStarts(dayNames, everyDayWords, weekdaysWords, weekendsWords)

// phraseStarts marks the first bytes of the phrases of the lists, in
// lower and upper case.
func phraseStarts(lists ...[]string) (starts [256]bool) {
	for _, l := range lists {
		for _, p := range l {
			starts[p[0]], starts[strings.ToUpper(p[:1])[0]] = true, true
		}
	}
	return starts
}

// phraseSet is a set of phrases (in lower case, opening and ending on a
// letter) that findPhrases finds, followed by an optional s when plural,
// and the matches it appends to; next is where the set's next match may
// start.
type phraseSet struct {
	phrases []string
	plural  bool
	matches *[][]int
	next    int
}

// findPhrases finds, in one pass over ASCII text written in any case, the
// phrases of each set, left to right and without overlaps within the set,
// between word boundaries: what (?i)\b(phrase|…)s?\b matches. A match is
// its start and end, then the start and end of the phrase itself. starts
// marks the bytes a phrase of the sets may start with (see phraseStarts).
func findPhrases(text string, sets []phraseSet, starts *[256]bool) {
	for i := 0; i < len(text); i++ {
		if !starts[text[i]] || i > 0 && isASCIIWordByte(text[i-1]) {
			continue
		}
		for k := range sets {
			set := &sets[k]
			if i < set.next {
				continue
			}
			if end, e := matchPhrase(text, i, set.phrases, set.plural); end >= 0 {
				*set.matches = append(*set.matches, []int{i, end, i, e})
				set.next = end
			}
		}
	}
}

// matchPhrase returns the end of the first of the phrases that text holds
// from word start i to a word boundary, with its s when plural, and the
// end of the phrase itself; -1 when none does.
func matchPhrase(text string, i int, phrases []string, plural bool) (end, e int) {
	for _, p := range phrases {
		if p[0] != text[i]|0x20 || !hasFoldedPrefix(text[i:], p) {
			continue
		}
		e := i + len(p)
		if plural && e < len(text) && text[e]|0x20 == 's' && wordEnds(text, e+1) {
			return e + 1, e
		}
		if wordEnds(text, e) {
			return e, e
		}
	}
	return -1, -1
}

// hasFoldedPrefix reports whether text starts with the lower-case ASCII
// phrase p, in any case.
func hasFoldedPrefix(text, p string) bool {
	if len(text) < len(p) {
		return false
	}
	for j := 0; j < len(p); j++ {
		c := text[j]
		if 'A' <= c && c <= 'Z' {
			c += 'a' - 'A'
		}
		if c != p[j] {
			return false
		}
	}
	return true
}

// hasFoldingLetter reports whether text holds the long s or the Kelvin
// sign, which fold to s and k: a case-insensitive expression matches them
// as those ASCII letters, and the ASCII matchers that stand in for one
// leave such a text to it.
func hasFoldingLetter(text string) bool {
	return strings.Contains(text, "\u017f") || strings.Contains(text, "\u212a")
}

// wordEnds reports whether a word ending at byte i of text ends there.
func wordEnds(text string, i int) bool {
	return i == len(text) || !isASCIIWordByte(text[i])
}

// isDayRange reports whether the text between two day names joins them
// into a range: what dayRange matches.
func isDayRange(gap string) bool {
	gap = strings.Trim(gap, dayRangeBlanks)
	for _, w := range dayRangeWords {
		if len(gap) == len(w) && hasFoldedPrefix(gap, w) {
			return true
		}
	}
	return false
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
	if !mayNameDays(cs.lowerText()) {
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

// mayNameDays is a cheap test that a text, given in lower case (see
// claimSignals.lowerText) with whether it is ASCII, may name a day of the
// week or the week itself, before the regular expressions look: it holds
// "day", "dail" or "week" in any case, or a byte that is not ASCII, whose
// case folding (the Kelvin sign is a k) the expressions judge.
func mayNameDays(lower string, ascii bool) bool {
	if !ascii || strings.Contains(lower, "week") {
		return true
	}
	// "day" and "dail" both open with "da", which cannot overlap itself.
	for i := strings.Index(lower, "da"); i >= 0; {
		rest := lower[i+2:]
		if strings.HasPrefix(rest, "y") || strings.HasPrefix(rest, "il") {
			return true
		}
		j := strings.Index(rest, "da")
		if j < 0 {
			break
		}
		i += 2 + j
	}
	return false
}
