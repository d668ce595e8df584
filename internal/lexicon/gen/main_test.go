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
