package sourced

import (
	"slices"
	"strings"

	"github.com/sourced-dev/sourced/internal/evidence"
	"github.com/sourced-dev/sourced/internal/signals"
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

// nameForms are the forms a folded name is looked up in a sentence by:
// itself, a US state's postal code after a comma ("Goleta, CA" for
// California) or as a record's state ("state: CA"), another spelling of
// the same country, the company without its legal suffix, a day of the
// week in the other number ("Mondays" for Monday, and back), a
// hyphenated name written closed up ("WiFi" for Wi-Fi), or the name
// written otherwise: without diacritics, with blanks for hyphens, or two
// words joined by one (see writtenForms). In a sentence with diacritics,
// a name is also sought with them dropped from both (see inUnmarked).
type nameForms struct {
	folded string
	grams  grams // of folded
	// seek is the offset of folded's rarest byte, which its matches are
	// sought by (see containsWordBy).
	seek int
	// other are the forms besides folded, nil for the many names that
	// have none: a memo keeps a nameForms for each name it meets.
	other *otherForms
}

// otherForms are the forms of a name besides itself.
type otherForms struct {
	// afterComma and stateKey are ", CA" and "state: CA" for a US state;
	// empty otherwise.
	afterComma, stateKey string
	// country are the other spellings of a country, as looked up: in the
	// sentence's text when inText ("US", never the pronoun "us"), in its
	// folded form otherwise.
	country []spelling
	// written are the name written otherwise (see writtenForms), looked
	// up in the folded text; the sentences of their first words are the
	// name's candidates too.
	written []spelling
	// base is the company without its legal suffix, the day of the week
	// in the other number, or the hyphenated name closed up, and baseGrams
	// its grams; empty when the name has none of these.
	base      string
	baseGrams grams
	// shared are the grams that every one of the forms above that is
	// looked up only where a sentence's grams hold its own (a written
	// form, a country's spelling looked up in the folded text, the base)
	// holds; gated is set when every form above is such a one. A
	// sentence whose grams lack shared then holds none of them, told by
	// one test (see in): the forms of a name of two words, "acme energy"
	// and "acme-energy", share all but the pairs of the blank and the
	// hyphen.
	shared grams
	gated  bool
}

// spelling is one other spelling of a name, as nameForms looks it up.
type spelling struct {
	text   string
	inText bool
	grams  grams // of text, when not inText
}

// buildPlaceEnds returns placeEnds, generated into tables.go: for each
// length (31 and longer counted together), the last bytes (modulo 32) of
// the US states' names and the countries' spellings of that length. Most
// names are neither, which it tells without a look-up (see mayBePlace).
func buildPlaceEnds() (t [32]uint32) {
	add := func(name string) { t[min(len(name), 31)] |= 1 << (name[len(name)-1] & 31) }
	for name := range usStates {
		add(name)
	}
	for _, spellings := range sameCountry {
		for _, name := range spellings {
			add(name)
		}
	}
	return t
}

// mayBePlace reports whether a folded name may be a key of usStates or a
// spelling of sameCountry: false for most names that are neither, never
// for one that is.
func mayBePlace(folded string) bool {
	return folded != "" && placeEnds[min(len(folded), 31)]&(1<<(folded[len(folded)-1]&31)) != 0
}

// companyBase returns a folded name without the legal suffix that ends a
// company's formal name ("Microsoft Corp." is Microsoft) and true, or
// false when it has none or is nothing but one. A suffix is a space and
// one of the words below, so a name ends in one when the part after its
// last space is that word.
func companyBase(folded string) (string, bool) {
	i := strings.LastIndexByte(folded, ' ')
	if i <= 0 {
		return "", false
	}
	switch folded[i+1:] {
	case "inc.", "inc", "corp.", "corp", "corporation", "co.", "ltd.", "ltd", "llc", "plc":
		return folded[:i], true
	}
	return "", false
}

// formsOf returns the forms of a folded name.
func formsOf(folded string) nameForms {
	f := nameForms{folded: folded, grams: gramsOf(folded), seek: rarestByte(folded)}
	var o otherForms
	if mayBePlace(folded) {
		o.placeForms(folded)
	}
	if base, ok := companyBase(folded); ok {
		o.base, o.baseGrams = base, gramsOf(base)
	}
	if day, ok := otherDayNumber(folded); ok {
		o.base, o.baseGrams = day, gramsOf(day)
	}
	if o.base == "" && strings.IndexByte(folded, '-') >= 0 {
		// "Wi-Fi" is the record's "WiFi".
		closed := strings.ReplaceAll(folded, "-", "")
		o.base, o.baseGrams = closed, gramsOf(closed)
	}
	o.writtenForms(folded)
	o.share()
	if o.afterComma != "" || o.country != nil || o.base != "" || o.written != nil {
		other := o // only this copy escapes
		f.other = &other
	}
	return f
}

// share sets shared and gated (see otherForms).
func (o *otherForms) share() {
	o.gated = o.afterComma == ""
	all := grams{^uint64(0), ^uint64(0), ^uint64(0), ^uint64(0)}
	keep := func(g *grams) {
		for i := range all {
			all[i] &= g[i]
		}
	}
	for i := range o.written {
		keep(&o.written[i].grams)
	}
	for i := range o.country {
		if o.country[i].inText {
			o.gated = false
		}
		keep(&o.country[i].grams)
	}
	if o.base != "" {
		keep(&o.baseGrams)
	}
	if o.gated {
		o.shared = all
	}
}

// keyedForms reports whether a sentence that is not Loose (see
// evidence.Index.Loose) holds a name of forms f only where one of the
// name's keys (see nameEntry) is among its words: whether each form the
// name is sought by in a sentence's folded text, itself, its base and
// its written forms, either is Loose itself, and so is found only in a
// Loose sentence, or has a first word of ASCII letters and digits, which
// a sentence that is not Loose holds at word boundaries only as one of
// its words. A US state's forms after a comma and a country's other
// spellings are sought otherwise, and a sentence with diacritics, which
// is sought without them, is Loose.
func keyedForms(f *nameForms) bool {
	keyed := func(form string) bool {
		return evidence.Loose(form) || lettersAndDigits(firstWord(form))
	}
	if !keyed(f.folded) {
		return false
	}
	o := f.other
	if o == nil {
		return true
	}
	if o.afterComma != "" || o.country != nil || o.base != "" && !keyed(o.base) {
		return false
	}
	for _, v := range o.written {
		if !keyed(v.text) {
			return false
		}
	}
	return true
}

// lettersAndDigits reports whether w is one or more ASCII letters and
// digits, and nothing else.
func lettersAndDigits(w string) bool {
	for i := range len(w) {
		if !signals.IsASCIIWordByte(w[i]) {
			return false
		}
	}
	return w != ""
}

// writtenForms sets the spellings of a folded name written otherwise:
// without its diacritics ("zurich" for "zürich"), then, of that, with
// blanks for its hyphens ("coca cola" for "coca-cola") or, of a name of
// two words, a hyphen between them ("coca-cola" for "coca cola").
func (o *otherForms) writtenForms(folded string) {
	add := func(form string) { o.written = append(o.written, spelling{text: form, grams: gramsOf(form)}) }
	plain := signals.Unmarked(folded)
	if plain != folded {
		add(plain)
	}
	switch {
	case strings.IndexByte(plain, '-') >= 0:
		add(strings.ReplaceAll(plain, "-", " "))
	case strings.Count(plain, " ") == 1:
		add(strings.Replace(plain, " ", "-", 1))
	}
}

// keys returns the first words of the forms other than the name that
// its candidates are read by (base and written), each once, without key,
// the name's own.
func (o *otherForms) keys(key string) []string {
	var keys []string
	add := func(form string) {
		if k := firstWord(form); k != key && !slices.Contains(keys, k) {
			keys = append(keys, k)
		}
	}
	if o.base != "" {
		add(o.base)
	}
	for _, w := range o.written {
		add(w.text)
	}
	return keys
}

// placeForms sets the forms of a folded name that is a US state or a
// spelling of a country.
func (o *otherForms) placeForms(folded string) {
	if code, ok := usStates[folded]; ok {
		o.afterComma, o.stateKey = ", "+code, "state: "+code
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
				o.country = append(o.country, spelling{text: strings.ToUpper(v), inText: true})
			} else {
				o.country = append(o.country, spelling{text: v, grams: gramsOf(v)})
			}
		}
	}
}

// otherDayNumber returns a folded day of the week in the other number:
// "mondays" for "monday", and "monday" for "mondays" ("open Mondays"
// against a record's Monday hours, "closed on Monday" against "closed
// Mondays").
func otherDayNumber(folded string) (string, bool) {
	// The plural is told by its last byte, not built for each day: every
	// name is folded once per process, and most are no day, which the
	// ending every day has tells.
	if !strings.HasSuffix(folded, "day") && !strings.HasSuffix(folded, "days") {
		return "", false
	}
	for _, d := range dayNames {
		switch {
		case folded == d:
			return d + "s", true
		case len(folded) == len(d)+1 && folded[len(d)] == 's' && folded[:len(d)] == d:
			return d, true
		}
	}
	return "", false
}

// in reports whether sentence s, whose grams are g (see sentenceGrams),
// holds the name in one of its forms.
func (f *nameForms) in(s *evidence.Sentence, g *grams) bool {
	held := g.mayHold(&f.grams)
	if held && containsWordBy(s.Folded, f.folded, f.seek) {
		return true
	}
	o := f.other
	if o == nil || o.gated && !g.mayHold(&o.shared) {
		// No other form's grams are held: the name may yet be in the
		// text without diacritics, where its grams are. The sentence is
		// not read unless they are: most are ruled out by the grams.
		return held && s.Marked() && f.inUnmarked(s, g)
	}
	// Most sentences have no diacritics, told without the call.
	if s.Marked() && f.inUnmarked(s, g) {
		return true
	}
	// The spellings are read in place: a copy of each, its grams with
	// it, cost more than most tests of one.
	for i := range o.written {
		if v := &o.written[i]; g.mayHold(&v.grams) && containsWord(s.Folded, v.text) {
			return true
		}
	}
	if o.afterComma != "" && (endsWord(s.Text, o.afterComma) || endsWord(s.Text, o.stateKey)) {
		return true
	}
	for i := range o.country {
		if v := &o.country[i]; v.inText && containsWord(s.Text, v.text) || !v.inText && g.mayHold(&v.grams) && containsWord(s.Folded, v.text) {
			return true
		}
	}
	return o.base != "" && g.mayHold(&o.baseGrams) && containsWord(s.Folded, o.base)
}

// inUnmarked reports whether sentence s, which has diacritics (see
// evidence.Sentence.Marked) and grams g (see sentenceGrams), holds the
// name or one of its written forms once both are without them: "Zurich"
// is found in "Zürich". Of the sentences a name is not found in as
// written, few have any; each form is sought only where g holds its
// grams.
func (f *nameForms) inUnmarked(s *evidence.Sentence, g *grams) bool {
	text := s.Unmarked
	// The name without diacritics is f.folded itself or, when that has
	// some, the first of its written forms (see writtenForms), which the
	// loop tries.
	if g.mayHold(&f.grams) && containsWord(text, f.folded) {
		return true
	}
	if f.other != nil {
		for i := range f.other.written {
			if v := &f.other.written[i]; g.mayHold(&v.grams) && containsWord(text, v.text) {
				return true
			}
		}
	}
	return false
}

// endsWord reports whether text holds w followed by a word boundary: a
// match of w, or the first that starts after the last one tried ends,
// each sought by w's rarest byte (see rarestByte and containsWordBy). w
// must not be empty.
func endsWord(text, w string) bool {
	n, o := len(w), rarestByte(w)
	c, end := w[o], len(text)-n+o+1 // places of c from end on start no match
	for i := o; i < end; {
		p := strings.IndexByte(text[i:end], c)
		if p < 0 {
			return false
		}
		j := i + p - o // where the match would start
		if text[j:j+n] != w {
			i += p + 1
			continue
		}
		if !wordRuneAt(text, j+n) {
			return true
		}
		i = j + n + o // the next match tried starts after this one
	}
	return false
}
