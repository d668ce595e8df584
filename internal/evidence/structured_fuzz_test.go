package evidence

import (
	"reflect"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/sourced-dev/sourced/internal/jsonscan"
	"github.com/sourced-dev/sourced/internal/swar"
)

// clockRange reads exactly the values the pattern of an opening-hours
// range matches, but for the range of two midnights.
func FuzzClockRange(f *testing.F) {
	for _, s := range []string{"7:0-15:30", "0:0-0:0", "07:00-23:59", "123:0-1:1", "7:0-15:30 ", "7:0-15", "a:0-1:1", "1:1-1:1\n", ""} {
		f.Add(s)
	}
	pattern := regexp.MustCompile(`^(\d{1,2}):(\d{1,2})-(\d{1,2}):(\d{1,2})$`)
	f.Fuzz(func(t *testing.T, s string) {
		m, ok := clockRange(s)
		want := pattern.FindStringSubmatch(s)
		if s == "0:0-0:0" {
			want = nil
		}
		if ok != (want != nil) || ok && !slices.Equal(m[:], want[1:]) {
			t.Fatalf("clockRange(%q) = %q, %v; the pattern matches %q", s, m, ok, want)
		}
	})
}

// lowerInPlace lowers as strings.ToLower does, ASCII or not.
func FuzzLower(f *testing.F) {
	for _, s := range []string{"Business Parking", "ÜBER Café", "\u212aelvin", "", "ǅ x"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		want := strings.ToLower(s)
		if got := string(lowerInPlace([]byte(s))); got != want {
			t.Fatalf("lowerInPlace(%q) = %q, want %q", s, got, want)
		}
	})
}

// facts reads a record from exactly the texts jsonscan.IsObject takes for
// objects, the facts a scan of the text renders, without asking IsObject
// of the texts the scan reads whole.
func FuzzFacts(f *testing.F) {
	for _, s := range []string{`{"a": 1, "b": {"c": "yes"}}`, ` {"hours": {"Monday": "7:0-15:30"}}` + "\u00a0", "\u00a0{\"a\": 1}", `[1, 2]`, `{"broken": `, `{"a": 1} x`, `Plain text {with braces}.`, `"a"`, `{}`, ""} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		got, ok := new(factWriter).facts(text)
		var want []fact
		if jsonscan.IsObject(text) {
			w := new(factWriter)
			w.scan(text)
			want = w.finish(0)
		}
		if ok != (len(want) > 0) || ok && !reflect.DeepEqual(got, want) {
			t.Fatalf("facts(%q) = %+v, %v; want %+v", text, got, ok, want)
		}
	})
}

// dayHours of a value clockRange reads, which lowers an ASCII key to
// compare it with the days' names and reads the clock's digits itself,
// reads the hours dayHoursReference reads, which folds the key against
// each name and reads the digits with strconv.Atoi; a value clockRange
// does not read holds no hours.
func FuzzDayHours(f *testing.F) {
	for _, s := range [][3]string{
		{"hours", "Monday", "7:0-15:30"}, {"Hours", "SUNDAY", "0:0-0:0"}, {"HOURS", "wednesday", "12:5-23:59"},
		{"hours", "\u017funday", "9:0-14:0"}, {"hours", "wedne\u017fday", "1:1-2:2"}, {"hour\u017f", "Friday", "1:1-2:2"},
		{"hours", "Wednesdays", "1:1-2:2"}, {"hours", "Mon", "1:1-2:2"}, {"open", "Monday", "7:0-15:30"}, {"", "Friday", "99:99-0:0"},
	} {
		f.Add(s[0], s[1], s[2])
	}
	f.Fuzz(func(t *testing.T, parent, key, value string) {
		for _, path := range [][]string{nil, {parent}, {"x", parent}} {
			var h Hours
			m, ok := clockRange(value)
			if ok {
				h, ok = dayHours(path, key, m)
			}
			wh, wok := dayHoursReference(path, key, value)
			if h != wh || ok != wok {
				t.Fatalf("dayHours(%q, %q, %q) = %+v, %v; want %+v, %v", path, key, value, h, ok, wh, wok)
			}
		}
	})
}

// dayHoursReference is dayHours done plainly.
func dayHoursReference(path []string, key, value string) (Hours, bool) {
	if len(path) == 0 || !strings.EqualFold(path[len(path)-1], "hours") {
		return Hours{}, false
	}
	day := -1
	for d := time.Sunday; d <= time.Saturday; d++ {
		if strings.EqualFold(key, d.String()) {
			day = int(d)
		}
	}
	if day < 0 {
		return Hours{}, false
	}
	m, ok := clockRange(value)
	if !ok {
		return Hours{}, false
	}
	var n [4]int
	for i := range n {
		n[i], _ = strconv.Atoi(m[i])
	}
	return Hours{Day: time.Weekday(day), Open: n[0]*60 + n[1], Close: n[2]*60 + n[3]}, true
}

// maySplit, which tests eight bytes at once, answers as a test of each
// byte against splitLead does.
func FuzzMaySplitBytes(f *testing.F) {
	for _, s := range []string{"Great food. Slow service!", "7:0-15:30", "u'free' Ça va; yes", "Santa Barbara, CA 93101", "abcdefgh?", "abcdefghijklmno\x1e", " !\"#$%&'()*+,-./", "\x7f\x80 \x1f-/>@", ""} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		want := false
		for i := 0; i < len(s); i++ {
			want = want || splitLead[s[i]]
		}
		if got := maySplit(s); got != want {
			t.Fatalf("maySplit(%q) = %v, want %v", s, got, want)
		}
	})
}

// splitCandidates marks every byte of splitLead, at each of the eight
// places, whatever byte fills the others.
func TestSplitCandidates(t *testing.T) {
	for c := range 256 {
		if !splitLead[c] {
			continue
		}
		for p := range 8 {
			for fill := range 256 {
				w := []byte(strings.Repeat(string(rune(0)), 8))
				for i := range w {
					w[i] = byte(fill)
				}
				w[p] = byte(c)
				if m := splitCandidates(swar.Load64(w)); m>>(8*p+7)&1 == 0 {
					t.Fatalf("splitCandidates(%q) = %#x misses byte %d", w, m, p)
				}
			}
		}
	}
}

// A writer's cache of property words answers what keyWords answers, on a
// miss and on a hit, for pairs that share a slot (the same lengths and
// end bytes), that run together alike, or that are too long to keep.
func FuzzPropertyCache(f *testing.F) {
	for _, p := range [][2]string{
		{"", "WiFi"}, {"Ambience", "romantic"}, {"Ambi", "encecasual"}, {"BusinessParking", "garage"},
		{"", "RestaurantsTakeOut"}, {"Restaurants", "TakeOut"}, {"", ""}, {"Zürich", "Café"},
		{strings.Repeat("Long", 10), strings.Repeat("Key", 10)}, {"ab", "c"}, {"a", "bc"},
	} {
		f.Add(p[0], p[1])
	}
	var c propertyCache
	f.Fuzz(func(t *testing.T, parent, key string) {
		// Another pair of the same slot: a byte changed that the slot is
		// not chosen by.
		other := [2]string{parent + "x", key}
		switch {
		case len(parent) >= 2:
			other[0] = "~" + parent[1:]
		case len(key) >= 3:
			other[1] = key[:1] + "~" + key[2:]
		}
		for _, p := range [][2]string{{parent, key}, other, {parent, key}, other} {
			if got, want := c.words(p[0], p[1]), keyWords(p[0], p[1]); !slices.Equal(got, want) {
				t.Fatalf("words(%q, %q) = %q, want %q", p[0], p[1], got, want)
			}
		}
	})
}

// A writer's cache of key words appends what appendKeyWords appends, on a
// miss and on a hit, for keys that share a slot (the same length and end
// bytes) or are too long to keep.
func FuzzKeyWordsCache(f *testing.F) {
	for _, k := range []string{"WiFi", "RestaurantsTakeOut", "review_count", "", "Über_Große", "ab", "aXb", strings.Repeat("LongKey", 10)} {
		f.Add(k)
	}
	var c keyWordsCache
	f.Fuzz(func(t *testing.T, key string) {
		// Another key of the same slot: a middle byte changed.
		other := key + "x"
		if len(key) >= 3 {
			other = key[:1] + "~" + key[2:]
		}
		for _, k := range []string{key, other, key, other} {
			if got, want := string(c.append([]byte("x "), k)), string(appendKeyWords([]byte("x "), k)); got != want {
				t.Fatalf("append(%q) = %q, want %q", k, got, want)
			}
		}
	})
}
