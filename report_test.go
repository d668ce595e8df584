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
