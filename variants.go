package sourced

import (
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/sourced-dev/sourced/internal/evidence"
)

// usStates maps the folded names of the US states (and DC) to their
// postal codes, as records and addresses write them: "Goleta, CA".
var usStates = map[string]string{
	"alabama": "AL", "alaska": "AK", "arizona": "AZ", "arkansas": "AR", "california": "CA",
	"colorado": "CO", "connecticut": "CT", "delaware": "DE", "florida": "FL", "georgia": "GA",
	"hawaii": "HI", "idaho": "ID", "illinois": "IL", "indiana": "IN", "iowa": "IA",
	"kansas": "KS", "kentucky": "KY", "louisiana": "LA", "maine": "ME", "maryland": "MD",
	"massachusetts": "MA", "michigan": "MI", "minnesota": "MN", "mississippi": "MS", "missouri": "MO",
	"montana": "MT", "nebraska": "NE", "nevada": "NV", "new hampshire": "NH", "new jersey": "NJ",
	"new mexico": "NM", "new york": "NY", "north carolina": "NC", "north dakota": "ND", "ohio": "OH",
	"oklahoma": "OK", "oregon": "OR", "pennsylvania": "PA", "rhode island": "RI", "south carolina": "SC",
	"south dakota": "SD", "tennessee": "TN", "texas": "TX", "utah": "UT", "vermont": "VT",
	"virginia": "VA", "washington": "WA", "west virginia": "WV", "wisconsin": "WI", "wyoming": "WY",
	"district of columbia": "DC",
}

// sameCountry are folded spellings of one country; a claim's name in one
// is found by any other.
var sameCountry = [][]string{
	{"united states", "united states of america", "u.s.", "u.s.a.", "usa", "us"},
	{"united kingdom", "u.k.", "uk", "great britain", "britain"},
}

// companySuffixes end a company's formal name; "Microsoft Corp." is
// Microsoft.
var companySuffixes = []string{" inc.", " inc", " corp.", " corp", " corporation", " co.", " ltd.", " ltd", " llc", " plc"}

// nameIn reports whether sentence s holds the folded name or a variant of
// it: a US state's postal code after a comma ("Goleta, CA" for
// California) or as a record's state ("state: CA"), another spelling of
// the same country, or the company without its legal suffix.
func nameIn(s *evidence.Sentence, folded string) bool {
	if containsWord(s.Folded, folded) {
		return true
	}
	if code, ok := usStates[folded]; ok && (endsWord(s.Text, ", "+code) || endsWord(s.Text, "state: "+code)) {
		return true
	}
	for _, spellings := range sameCountry {
		if !slices.Contains(spellings, folded) {
			continue
		}
		for _, v := range spellings {
			if v == folded {
				continue
			}
			// A bare "us" or "uk" counts only in capitals: "US", never
			// the pronoun.
			if !strings.Contains(v, ".") && len(v) <= 3 {
				if containsWord(s.Text, strings.ToUpper(v)) {
					return true
				}
			} else if containsWord(s.Folded, v) {
				return true
			}
		}
	}
	for _, suf := range companySuffixes {
		if base, ok := strings.CutSuffix(folded, suf); ok && base != "" {
			return containsWord(s.Folded, base)
		}
	}
	return false
}

// endsWord reports whether text holds w followed by a word boundary.
func endsWord(text, w string) bool {
	for i := 0; ; {
		j := strings.Index(text[i:], w)
		if j < 0 {
			return false
		}
		j += i + len(w)
		if r, _ := utf8.DecodeRuneInString(text[j:]); !isWordRune(r) {
			return true
		}
		i = j
	}
}
