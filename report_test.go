package sourced

import (
	"reflect"
	"strings"
	"testing"
)

// The claims of a report share the arrays of its room, but never each
// other's entries: appending to and overwriting every list of one claim
// leaves every other claim as a report of its own has it.
func TestReportRoomListsApart(t *testing.T) {
	source, claimTexts := skipWorkload(200, 40)
	ix := NewIndex(source, recordSource)
	output := strings.Join(claimTexts, "\n") + "\nBlue Door Cafe offers free WiFi."
	want := ix.Check(output)
	for i := range want.Claims {
		r := ix.Check(output)
		c := &r.Claims[i]
		lists := []*[]string{&c.Signals.Numbers, &c.Signals.Entities, &c.Signals.Quotes}
		for _, l := range lists {
			for k := range *l {
				(*l)[k] = "overwritten"
			}
			*l = append(*l, "appended")
		}
		if len(c.Evidence) > 0 {
			c.Evidence[0].Text = "overwritten"
		}
		c.Evidence = append(c.Evidence, Evidence{Text: "appended"})
		for j := range r.Claims {
			if j != i && !reflect.DeepEqual(r.Claims[j], want.Claims[j]) {
				t.Fatalf("claim %d changed with claim %d's lists", j, i)
			}
		}
	}
}

// The numbers' keys, written once the claims are decided, are each
// claim's own, in CheckClaim as in Check.
func TestNumberKeysFilled(t *testing.T) {
	ix := NewIndex("Revenue rose 12% to $4.5 million in 2023, and 300 staff joined.")
	text := "Revenue rose 12% to $4.5 million in 2023. About 300 staff joined in March."
	r := ix.Check(text)
	want := [][]string{{"12%", "4500000 USD", "2023 year"}, {"300", "03 date"}}
	if len(r.Claims) != len(want) {
		t.Fatalf("%d claims, want %d", len(r.Claims), len(want))
	}
	for i, c := range r.Claims {
		if !reflect.DeepEqual(c.Signals.Numbers, want[i]) {
			t.Errorf("claim %d numbers %q, want %q", i, c.Signals.Numbers, want[i])
		}
		if got := ix.CheckClaim(c.Text).Signals.Numbers; !reflect.DeepEqual(got, want[i]) {
			t.Errorf("CheckClaim(%q) numbers %q, want %q", c.Text, got, want[i])
		}
	}
}
