package evidence

import (
	"reflect"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/sourced-dev/sourced/internal/jsonscan"
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
