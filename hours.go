package sourced

import (
	"slices"
	"strings"
	"time"

	"github.com/sourced-dev/sourced/internal/evidence"
	"github.com/sourced-dev/sourced/internal/lazyregexp"
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
	// days has bit d for each day of the week d the claim names.
	days uint8
}

var (
	dayName  = lazyregexp.New(`(?i)\b(monday|tuesday|wednesday|thursday|friday|saturday|sunday)s?\b`)
	everyDay = lazyregexp.New(`(?i)\b(?:daily|every day|seven days a week|7 days a week|all week)\b`)
	weekdays = lazyregexp.New(`(?i)\bweekdays\b`)
	weekends = lazyregexp.New(`(?i)\bweekends?\b`)
)

// dayGroup is a run of days a claim names together: "Monday to Friday",
// "weekends", "Sunday".
type dayGroup struct {
	week       [7]time.Weekday // the days, the first n of them
	n          int
	start, end int // byte span in the claim
}

// days returns the group's days.
func (g *dayGroup) days() []time.Weekday { return g.week[:g.n] }

// hoursScratch holds the buffers of dayGroups, reused claim after claim.
type hoursScratch struct {
	matches dayMatches
	groups  []dayGroup
	// times are the claim's clock times and the groups they belong to,
	// and hours the facts of the days the claim names (see checkHours).
	times []groupTime
	hours []*evidence.Hours
	// windows are the spans of a claim a day expression may start in
	// (see claimSignals.dayGroups).
	windows [][2]int
}

// groupTime is a time of day a claim gives, in minutes, the group of days
// it belongs to, and where it starts in the claim.
type groupTime struct{ group, minute, start int }

// dayGroups returns the groups of days a claim names, in order; ranges
// are read whole ("Monday to Friday" is five days, "Friday to Monday"
// four). The groups are in the scratch's buffer, which it keeps until the
// next call.
func dayGroups(sc *hoursScratch, text string) []dayGroup {
	return dayGroupsIn(sc, text, nil)
}

// dayGroups is dayGroups of the claim's text. An ASCII claim's day
// expressions are looked for only where one may start: each holds "day",
// "dail" or "week" (see signals.ClassDays), which lies in one token, and
// starts in that token or in the one before it, at most one word and a
// blank away ("every day", "seven days a week", "all week").
func (cs *claimSignals) dayGroups() []dayGroup {
	sc := &cs.state.hours
	if !cs.ascii {
		return dayGroups(sc, cs.seg.Text)
	}
	windows := sc.windows[:0]
	for k, c := range cs.state.classes[:len(cs.tokens)] {
		if c&signals.ClassDays == 0 {
			continue
		}
		w := [2]int{int(cs.tokens[max(k-1, 0)].Start), int(cs.tokens[k].End)}
		if n := len(windows); n > 0 && w[0] <= windows[n-1][1] {
			windows[n-1][1] = w[1]
			continue
		}
		windows = append(windows, w)
	}
	sc.windows = windows
	if len(windows) == 0 {
		windows = [][2]int{} // no day expression: none is looked for
	}
	return dayGroupsIn(sc, cs.seg.Text, windows)
}

// dayGroupsIn is dayGroups of a text whose day expressions all start in
// the windows, spans of it in order that do not overlap; nil when they
// may start anywhere.
func dayGroupsIn(sc *hoursScratch, text string, windows [][2]int) []dayGroup {
	groups := sc.groups[:0]
	span := func(from, to time.Weekday, start, end int) {
		g := dayGroup{start: start, end: end}
		for d := from; ; d = (d + 1) % 7 {
			g.week[g.n] = d
			g.n++
			if d == to {
				break
			}
		}
		groups = append(groups, g)
	}
	m := &sc.matches
	findDaysIn(m, text, windows)
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
	sc.groups = groups
	return groups
}

// dayMatches are the matches of dayName (with its group), everyDay,
// weekdays and weekends in a text, as FindAllStringSubmatchIndex gives
// them: a match's start and end, then its group's (everyDay's, weekdays'
// and weekends' are their own).
type dayMatches struct {
	dayName, everyDay, weekdays, weekends [][4]int
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

// findDaysIn sets m to what the day expressions match in text, in m's
// buffers, of the matches that start in the windows, spans of text in
// order that do not overlap (nil: anywhere). The long s and the Kelvin
// sign, which the expressions match as an s and a k, are left to them,
// which read the whole text; any other text is read by findPhrases.
func findDaysIn(m *dayMatches, text string, windows [][2]int) {
	m.dayName, m.everyDay, m.weekdays, m.weekends = m.dayName[:0], m.everyDay[:0], m.weekdays[:0], m.weekends[:0]
	if hasFoldingLetter(text) {
		m.dayName = appendMatches(m.dayName, dayName().FindAllStringSubmatchIndex(text, -1))
		m.everyDay = appendMatches(m.everyDay, everyDay().FindAllStringIndex(text, -1))
		m.weekdays = appendMatches(m.weekdays, weekdays().FindAllStringIndex(text, -1))
		m.weekends = appendMatches(m.weekends, weekends().FindAllStringIndex(text, -1))
		return
	}
	sets := []phraseSet{
		{dayNames, true, &m.dayName, 0, dayNameFirsts}, {everyDayWords, false, &m.everyDay, 0, everyDayFirsts},
		{weekdaysWords, false, &m.weekdays, 0, weekdaysFirsts}, {weekendsWords, true, &m.weekends, 0, weekendsFirsts},
	}
	if windows == nil {
		findPhrases(text, 0, len(text), sets, &dayPhraseStarts)
		return
	}
	for _, w := range windows {
		findPhrases(text, w[0], w[1], sets, &dayPhraseStarts)
	}
}

// appendMatches appends to dst the matches of an expression, as its
// FindAll…Index gives them: a match without a group is its own.
func appendMatches(dst [][4]int, ms [][]int) [][4]int {
	for _, m := range ms {
		if len(m) < 4 {
			m = []int{m[0], m[1], m[0], m[1]}
		}
		dst = append(dst, [4]int(m[:4]))
	}
	return dst
}

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
// start, and firsts is phraseFirsts(phrases).
type phraseSet struct {
	phrases []string
	plural  bool
	matches *[][4]int
	next    int
	firsts  uint64
}

// phraseFirsts returns the bits firstBit gives the first bytes of the
// phrases: a byte whose firstBit is not among them, in any case, opens
// none of them, and findPhrases asks matchPhrase of the others only.
func phraseFirsts(phrases []string) (firsts uint64) {
	for _, p := range phrases {
		firsts |= firstBit(p[0])
	}
	return firsts
}

// firstBit is the bit of phraseFirsts for the byte c and for its lower
// case, as matchPhrase compares it with a phrase's first byte: those of
// the lower six bits of c|0x20.
func firstBit(c byte) uint64 { return 1 << ((c | 0x20) & 63) }

// findPhrases finds, in one pass over ASCII text written in any case, the
// phrases of each set, left to right and without overlaps within the set,
// between word boundaries: what (?i)\b(phrase|…)s?\b matches. A match is
// its start and end, then the start and end of the phrase itself. starts
// marks the bytes a phrase of the sets may start with (see phraseStarts).
// Only the matches that start from byte from to byte to are found; the
// sets keep where their next match may start for a later call.
func findPhrases(text string, from, to int, sets []phraseSet, starts *[256]bool) {
	for i := from; i < to; i++ {
		if !starts[text[i]] || i > 0 && isASCIIWordByte(text[i-1]) {
			continue
		}
		for k := range sets {
			set := &sets[k]
			if i < set.next || set.firsts&firstBit(text[i]) == 0 {
				continue
			}
			if end, e := matchPhrase(text, i, set.phrases, set.plural); end >= 0 {
				*set.matches = append(*set.matches, [4]int{i, end, i, e})
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
	// Both are beyond ASCII: most texts are told in one pass.
	return !signals.IsASCII(text) && (strings.Contains(text, "\u017f") || strings.Contains(text, "\u212a"))
}

// wordEnds reports whether a word ending at byte i of text ends there.
func wordEnds(text string, i int) bool {
	return i == len(text) || !isASCIIWordByte(text[i])
}

// isDayRange reports whether the text between two day names joins them
// into a range ("Monday to Friday", "Mon - Fri"): one of dayRangeWords,
// in any case, between blanks.
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
// Small enough to be inlined, it answers without a call for most indexes,
// whose sources give no hours.
func (ix *Index) checkHours(cs *claimSignals) hoursCheck {
	if len(ix.ev.OpeningHours()) == 0 {
		return hoursCheck{conflict: -1}
	}
	return ix.checkOpeningHours(cs)
}

// checkOpeningHours is checkHours of an index whose sources give opening
// hours.
func (ix *Index) checkOpeningHours(cs *claimSignals) hoursCheck {
	res := hoursCheck{conflict: -1}
	facts := ix.ev.OpeningHours()
	// A meal the hours leave no time for is not grounded, but neither is
	// it a plain disagreement: "lunch or dinner" may need only one.
	res.blocked = ix.mealOutsideHours(cs, facts)
	// An ASCII claim none of whose tokens is of the class holds none of
	// the words mayNameDays looks for.
	if cs.ascii && cs.union&signals.ClassDays == 0 || !mayNameDays(cs.lowerText()) {
		return res
	}
	sc := &cs.state.hours
	groups := cs.dayGroups()
	if len(groups) == 0 {
		return res
	}
	// byDay[d] is the fact of day d, -1 when none; the last, when many.
	byDay := [7]int32{-1, -1, -1, -1, -1, -1, -1}
	for _, si := range facts {
		byDay[ix.ev.Sentences[si].Hours.Day] = si
	}
	timesFirst := false
	times, first := sc.times[:0], 0 // first counts the times of group 0
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
		times = append(times, groupTime{g, int(n.Value), n.Start})
		if g == 0 {
			first++
		}
	}
	all := sc.hours[:0]
	for gi := range groups {
		for _, d := range groups[gi].days() {
			res.days |= 1 << d
			si := byDay[d]
			if si < 0 {
				res.blocked = true
				continue
			}
			h := ix.ev.Sentences[si].Hours
			all = append(all, h)
			for _, t := range times {
				if t.group == gi && !sameMinute(h.Open, t.minute) && !sameMinute(h.Close, t.minute) {
					res.blocked = true
				}
			}
		}
	}
	sc.times, sc.hours = times, all
	// "Monday to Friday, 9 am to 6 pm" against the same hours every one of
	// those days, 9:00 to 17:00, is a plain disagreement.
	if len(groups) == 1 && first == 2 && len(all) == groups[0].n && res.blocked {
		h := all[0]
		if !slices.ContainsFunc(all, func(o *evidence.Hours) bool { return o.Open != h.Open || o.Close != h.Close }) {
			res.conflict = int(byDay[groups[0].week[0]])
		}
	}
	// So is "opens at 9 am on Mondays" against a record that opens at
	// 8:00 every day the claim names: the claim's one time of those days
	// is said to be the opening (or the closing) time, and differs; unless
	// the claim speaks of a part of the place or of a service, which may
	// keep other hours ("the kitchen closes at 9 pm").
	if res.conflict < 0 && len(groups) == 1 && len(times) == 1 && len(all) == groups[0].n && res.blocked && !cs.ofPartOrService() {
		if open, ok := timeRole(cs.seg.Text[:times[0].start]); ok {
			at := func(h *evidence.Hours) int {
				if open {
					return h.Open
				}
				return h.Close
			}
			if !slices.ContainsFunc(all, func(h *evidence.Hours) bool { return at(h) != at(all[0]) }) && !sameMinute(at(all[0]), times[0].minute) {
				res.conflict = int(byDay[groups[0].week[0]])
			}
		}
	}
	// So is "closed on Sundays" against a record that gives Sunday's
	// hours: the claim says "closed" just before the days it names, and
	// the record opens on each of them. A claim that gives a time, or
	// speaks of opening too ("open daily, closed Sundays"), or is negated,
	// is not read so; one that tells of one day ("it closed on Monday, 5
	// March") the record cannot ground.
	if len(times) == 0 && len(all) == countDays(groups) && !cs.negated {
		if closed, rule := closedOn(cs.seg.Text, groups); closed {
			if rule && !hasDate(cs.numbers) && !cs.ofPartOrService() {
				res.conflict = int(byDay[groups[0].week[0]])
			}
			res.blocked = true
		}
	}
	return res
}

// partsAndServices are the parts of a place and the services, besides its
// meals (see signals.Meals), that may keep hours of their own.
var partsAndServices = []string{"kitchen", "happy hour", "delivery", "patio", "drive-thru", "bar"}

// ofPartOrService reports whether the claim names a meal, a part of a
// place or a service (see partsAndServices).
func (cs *claimSignals) ofPartOrService() bool {
	lower, _ := cs.lowerText()
	for _, meal := range signals.Meals {
		if containsWord(lower, meal) {
			return true
		}
	}
	return slices.ContainsFunc(partsAndServices, func(w string) bool { return containsWord(lower, w) })
}

// timeRole reads what the words just before a time make of it: an
// opening time ("opens at", "opening at") when open, a closing time
// ("closes at", "closing at", "open until") otherwise; ok is false when
// they make it neither.
func timeRole(before string) (open, ok bool) {
	before = strings.ToLower(strings.TrimRight(before, dayRangeBlanks))
	before = strings.TrimSuffix(before, " at")
	switch {
	case endsInWord(before, "opens", "opening"):
		return true, true
	case endsInWord(before, "closes", "closing", "until", "till"):
		return false, true
	}
	return false, false
}

// hasDate reports whether numbers hold a date or a year: a claim that
// dates what it says tells of a day, not of the hours.
func hasDate(numbers []signals.Number) bool {
	return slices.ContainsFunc(numbers, func(n signals.Number) bool { return n.Kind == signals.Date || n.Kind == signals.Year })
}

// countDays is the number of days the groups name, a day named twice
// counted twice.
func countDays(groups []dayGroup) int {
	n := 0
	for _, g := range groups {
		n += g.n
	}
	return n
}

// closedOn reports whether a claim says it is (or was) closed on the
// days it names, and nothing of opening: "closed" (then "on", "every" or
// "all day", if any) comes just before its first group of days, the other
// groups follow joined by "and", "or" or commas ("closed on Sundays and
// Mondays"), and no form of "open" is one of its words. rule reports
// whether it says so as a rule: the days are plural ("Sundays",
// "weekends") or "every" day, or "closed" follows "is", "are", "remains"
// or "stays" ("it is closed on Sunday"); "it closed on Monday" tells of
// one day.
func closedOn(text string, groups []dayGroup) (closed, rule bool) {
	before := strings.ToLower(strings.TrimRight(text[:groups[0].start], dayRangeBlanks))
	every := false
	for _, w := range []string{" on", " every", " all day"} {
		if b, ok := strings.CutSuffix(before, w); ok {
			before, every = b, w == " every"
			break
		}
	}
	if !endsInWord(before, "closed") {
		return false, false
	}
	for i := 1; i < len(groups); i++ {
		switch strings.ToLower(strings.Trim(text[groups[i-1].end:groups[i].start], dayRangeBlanks+",")) {
		case "", "and", "or", "&":
		default:
			return false, false
		}
	}
	lower := strings.ToLower(text)
	for _, w := range []string{"open", "opens", "opened", "opening"} {
		if containsWord(lower, w) {
			return false, false
		}
	}
	subject := strings.TrimRight(before[:len(before)-len("closed")], dayRangeBlanks)
	rule = every || text[groups[0].end-1]|0x20 == 's' || endsInWord(subject, "is", "are", "remains", "stays")
	return true, rule
}

// endsInWord reports whether text ends in one of words, a whole word.
func endsInWord(text string, words ...string) bool {
	for _, w := range words {
		if i := len(text) - len(w); strings.HasSuffix(text, w) && (i == 0 || !isASCIIWordByte(text[i-1])) {
			return true
		}
	}
	return false
}

// daysAWeek reports whether the claim's number i counts the days a week
// ("open seven days a week", "6 days per week") that the record of
// passage pass gives opening hours for: no fact states the figure, the
// hours count it.
func (ix *Index) daysAWeek(cs *claimSignals, i int, pass evidence.Passage) bool {
	n := cs.numbers[i]
	if n.Kind != signals.Measure || n.Unit != "day" || n.Per != signals.PerWeek || n.Value < 1 || n.Value > 7 {
		return false
	}
	var days [7]bool
	count := 0
	for _, si := range ix.ev.OpeningHours() {
		if int(si) < pass.First || int(si) > pass.Last {
			continue
		}
		if d := ix.ev.Sentences[si].Hours.Day; !days[d] {
			days[d] = true
			count++
		}
	}
	return float64(count) == n.Value
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
