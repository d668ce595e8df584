package sourced

import (
	"reflect"
	"strings"
	"testing"
	"unicode/utf8"
)

// FuzzCheckAll holds CheckAll to NewNamedIndex(sources...).Check of each
// output, with the arrays of the indexes released before it reused: one
// of larger sources, then one of smaller ones, before the sources of the
// test. The reports it returned are held too: checked again after later
// calls have reused their index's arrays, they have not changed. CheckEach
// is held to the same reports, each output's claims written over the
// last one's.
func FuzzCheckAll(f *testing.F) {
	f.Add("Northwind Foods reported revenue of $4.2 million in 2019. Its chief executive, Ana Berg, said sales rose 12%. The Lyon plant employed 340 people.",
		`{"name": "Cafe Lumen", "city": "Goleta", "attributes": {"WiFi": "free", "OutdoorSeating": "False"}, "hours": {"Monday": "9:0-17:0"}}`,
		"Northwind Foods reported revenue of $4.2 million in 2019. Ana Berg said sales fell 12%.\n- The Lyon plant employed 430 people.",
		"Cafe Lumen in Goleta offers free WiFi but no outdoor seating. It opens at 8 am on Mondays.")
	f.Add("Bank of America opened 30 branches. Wells Fargo opened 12. Zürich and São Paulo grew by fifty-six billion.",
		"Coca-Cola did not raise prices; revenue declined 8 per cent to $56bn.",
		"Bank of America opened 12 branches. Coca-Cola raised prices and revenue rose 8%.",
		"**São Paulo** grew by $56 billion. 1. Zürich grew too [27].")
	f.Add("Orion Motors builds its SUVs at a plant in Chattanooga. Its batteries come from a factory in Monterrey. The clinic was founded in 1994. She received her degree in 1986.",
		"Lake Ardra is larger than Lake Velm. Northwind opened a hub in Leeds. Eight months later, it acquired Swiftbox.",
		"Orion Motors builds its SUVs at a plant in Monterrey. The clinic was founded in 1986.",
		"Lake Velm is larger than Lake Ardra. Northwind acquired Swiftbox before it opened a hub in Leeds.")
	f.Add("The population of Little Tarn fell by 85 over the decade to 2023, to 1,615 residents. Most cases were among children under five. Life expectancy is 81.4 years for women and 77.9 for men.",
		"Pellmark expected annual cost savings of $120 million to $150 million. Building can start only if the council agrees to pay half of the 4 million crown cost. Car thefts rose 4 percent.",
		"A decade before 2023, Little Tarn had 1,700 residents. All of the cases were among children, all of them under five. Life expectancy for men is 81.4 years.",
		"Burglaries and car thefts both fell. The council has agreed to pay half of the 4 million crown cost, $120 million a month, 14 minutes longer than before.")
	f.Fuzz(func(t *testing.T, src1, src2, out1, out2 string) {
		for _, s := range []string{src1, src2, out1, out2} {
			if !utf8.ValidString(s) {
				t.Skip("the checker reads UTF-8 text")
			}
		}
		sources := []Source{{Name: "a", Text: src1}, {Name: "b", Text: src2}}
		outputs := []string{out1, out2}
		want := make([]Report, len(outputs))
		for i, out := range outputs {
			want[i] = NewNamedIndex(sources...).Check(out)
		}
		large := []Source{{Name: "l", Text: strings.Repeat(src1+" "+src2+"\n\n", 3)}}
		small := []Source{{Name: "s", Text: src2}}
		CheckAll(large, outputs)
		CheckAll(small, outputs)
		got := CheckAll(sources, outputs)
		if !reflect.DeepEqual(got, want) {
			t.Fatalf("CheckAll = %+v\nwant %+v", got, want)
		}
		CheckAll(large, outputs)
		CheckAll(sources, []string{out2, out1})
		if !reflect.DeepEqual(got, want) {
			t.Fatalf("CheckAll's reports after later calls = %+v\nwant %+v", got, want)
		}
		// The shorter output's claims, then the longer's, then the
		// shorter's again, in one report.
		order := []int{0, 1, 0}
		if len(want[0].Claims) > len(want[1].Claims) {
			order = []int{1, 0, 1}
		}
		each := make([]string, len(order))
		for i, k := range order {
			each[i] = outputs[k]
		}
		CheckEach(sources, each, func(i int, r *Report) {
			if w := want[order[i]]; !reflect.DeepEqual(*r, w) {
				t.Fatalf("CheckEach's report %d = %+v\nwant %+v", i, *r, w)
			}
		})
	})
}
