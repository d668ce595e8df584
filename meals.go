package sourced

import (
	"slices"

	"github.com/sourced-dev/sourced/internal/evidence"
	"github.com/sourced-dev/sourced/internal/signals"
)

// mealTimes are the hours each of signals.Meals is served, in its order,
// as minutes after midnight: a place closed all through them does not
// serve it.
var mealTimes = [len(signals.Meals)][2]int{
	{6 * 60, 11 * 60},  // breakfast
	{9 * 60, 15 * 60},  // brunch
	{11 * 60, 15 * 60}, // lunch
	{17 * 60, 22 * 60}, // dinner
}

// mealOutsideHours reports whether the claim says a meal is served that
// the record's opening hours (facts) leave no time for: lunch at a place
// that opens at half past four. Only the days the claim names count, or
// every day when it names none; a meal the sources name themselves
// ("Breakfast & Brunch" among a record's categories) is left to them.
func (ix *Index) mealOutsideHours(cs *claimSignals, facts []int32) bool {
	// A claim none of whose tokens is a meal names none.
	if cs.negated || cs.union&signals.ClassMeal == 0 {
		return false
	}
	var meals [][2]int
	for i, tok := range cs.tokens {
		if cs.state.classes[i]&signals.ClassMeal != 0 && ix.ev.StemID(ix.ev.Stem(tok.Lower)) < 0 {
			meals = append(meals, mealTimes[slices.Index(signals.Meals[:], tok.Lower)])
		}
	}
	if len(meals) == 0 {
		return false
	}
	// named[d] is true for the days the claim names (every day counts
	// when it names none).
	var named [7]bool
	groups := cs.dayGroups()
	for i := range groups {
		for _, d := range groups[i].days() {
			named[d] = true
		}
	}
	for _, meal := range meals {
		served := false
		for _, si := range facts {
			h := ix.ev.Sentences[si].Hours
			if (len(groups) == 0 || named[h.Day]) && overlaps(h, meal) {
				served = true
				break
			}
		}
		if !served {
			return true
		}
	}
	return false
}

// overlaps reports whether a day's opening hours meet the window of
// minutes w; hours that close after midnight run on past it.
func overlaps(h *evidence.Hours, w [2]int) bool {
	closes := h.Close
	if closes <= h.Open {
		closes += 24 * 60
	}
	return h.Open < w[1] && closes > w[0]
}
