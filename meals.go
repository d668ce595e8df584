package sourced

import (
	"math"

	"github.com/sourced-dev/sourced/internal/evidence"
)

// mealTimes are the hours a meal is served, as minutes after midnight:
// a place closed all through them does not serve it.
var mealTimes = map[string][2]int{
	"breakfast": {6 * 60, 11 * 60},
	"brunch":    {9 * 60, 15 * 60},
	"lunch":     {11 * 60, 15 * 60},
	"dinner":    {17 * 60, 22 * 60},
}

// mealLetters marks the first letters of the meals of mealTimes, and
// mealLen bounds their lengths: mayNameMeal's test.
var mealLetters, mealLen = func() (first [256]bool, bounds [2]int) {
	bounds[0] = math.MaxInt
	for m := range mealTimes {
		first[m[0]] = true
		bounds = [2]int{min(bounds[0], len(m)), max(bounds[1], len(m))}
	}
	return first, bounds
}()

// mayNameMeal is a cheap test that the word w may be one of the meals of
// mealTimes, before they are looked up.
func mayNameMeal(w string) bool {
	return w != "" && mealLetters[w[0]] && mealLen[0] <= len(w) && len(w) <= mealLen[1]
}

// mealOutsideHours reports whether the claim says a meal is served that
// the record's opening hours (facts) leave no time for: lunch at a place
// that opens at half past four. Only the days the claim names count, or
// every day when it names none; a meal the sources name themselves
// ("Breakfast & Brunch" among a record's categories) is left to them.
func (ix *Index) mealOutsideHours(cs *claimSignals, facts []int32) bool {
	if cs.negated {
		return false
	}
	var meals [][2]int
	for _, tok := range cs.tokens {
		if !mayNameMeal(tok.Lower) {
			continue
		}
		if w, ok := mealTimes[tok.Lower]; ok && ix.ev.StemID(ix.ev.Stem(tok.Lower)) < 0 {
			meals = append(meals, w)
		}
	}
	if len(meals) == 0 {
		return false
	}
	// named[d] is true for the days the claim names (every day counts
	// when it names none).
	var named [7]bool
	groups := dayGroups(&cs.state.hours, cs.seg.Text)
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
