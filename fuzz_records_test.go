package sourced

import "testing"

// FuzzRecordClaims checks claims against a structured record with opening
// hours and yes/no properties: no panic, and a verdict for every claim.
func FuzzRecordClaims(f *testing.F) {
	f.Add("Blue Door Cafe is open Monday to Wednesday from 7 am to 3 pm, but has no WiFi.")
	f.Add("Open daily, weekends too; takeout as well as street parking (and a TV).")
	f.Add("It offers free Wi-Fi or outdoor seating, although not on Sunday-Monday.")
	f.Fuzz(func(t *testing.T, output string) {
		r := Check(output, recordSource, hoursSource)
		if r.Counts.Total() != len(r.Claims) {
			t.Fatalf("counts %+v for %d claims", r.Counts, len(r.Claims))
		}
	})
}
