package main

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

func TestReadExceptions(t *testing.T) {
	const exc = "grew grow\nfound find\nlay lie\nwent go\nbroke_down break_down\n"
	lemmas := map[string]bool{"grow": true, "find": true, "found": true, "go": true, "lie": true, "lay": true}
	got, err := readExceptions(strings.NewReader(exc), lemmas)
	if err != nil {
		t.Fatal(err)
	}
	want := [][2]string{{"grew", "grow"}, {"went", "go"}}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("readExceptions (-want +got):\n%s", diff)
	}
}

// A word counts as common when the tagged texts met its lower-case senses
// more often than its capitalised ones; senses of no synset, and
// collocations, are left out.
func TestCommonWords(t *testing.T) {
	const nounData = "  1 licence\n" +
		"00000001 06 n 01 price 0 000 | the amount of money\n" +
		"00000002 18 n 01 Price 0 000 | a soprano\n" +
		"00000003 15 n 02 Paris 0 City_of_Light 0 000 | the capital\n" +
		"00000004 18 n 01 paris 1 000 | a plant\n" +
		"00000005 04 n 01 ice_cream 0 000 | a dessert\n"
	const verbData = "00000006 35 v 01 rinse 0 000 | wash lightly\n" +
		"00000007 30 v 01 price 0 000 | set a price\n"
	cased := make(map[senseOf]bool)
	if err := readSenses(strings.NewReader(nounData), "noun", cased); err != nil {
		t.Fatal(err)
	}
	if err := readSenses(strings.NewReader(verbData), "verb", cased); err != nil {
		t.Fatal(err)
	}
	const counts = "price%1:06:00:: 1 40\n" +
		"price%1:18:00:: 2 1\n" +
		"paris%1:15:00:: 1 9\n" +
		"paris%1:18:01:: 2 2\n" +
		"ice_cream%1:04:00:: 1 5\n" +
		"rinse%2:35:00:: 1 2\n" +
		"price%2:30:00:: 1 70\n" + // as often as a noun as twice

		"ghost%1:18:00:: 1 7\n" // no synset above holds it
	nouns, others, err := countCases(strings.NewReader(counts), cased)
	if err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff([]string{"price"}, nouns); diff != "" {
		t.Errorf("countCases's nouns (-want +got):\n%s", diff)
	}
	if diff := cmp.Diff([]string{"rinse"}, others); diff != "" {
		t.Errorf("countCases's others (-want +got):\n%s", diff)
	}
	if _, _, err := countCases(strings.NewReader("price 1\n"), cased); err == nil {
		t.Error("countCases accepted a line of two fields")
	}
	if err := readSenses(strings.NewReader("00000001 06 n 03 price 0\n"), "noun", cased); err == nil {
		t.Error("readSenses accepted a synset shorter than its word count")
	}
}
