package main

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// Lines below follow the layout of WordNet's data files (see wndb(5WN)):
// offset, lexicographer file, part of speech, word count (hex), the words
// with their lex ids, the pointer count, the pointers, then the gloss.
const data = `  1 This is a licence header line.
00000001 30 v 02 rise 0 go_up 0 002 @ 00000009 v 0000 ! 00000002 v 0101 | move upward
00000002 30 v 01 fall 0 001 ! 00000001 v 0101 | descend
00000003 00 a 02 open(a) 0 Open 1 001 ! 00000004 a 0201 | not shut
00000004 00 a 01 shut 0 001 ! 00000003 a 0102 | closed
`

func TestReadAntonyms(t *testing.T) {
	got, err := readAntonyms(strings.NewReader(data))
	if err != nil {
		t.Fatal(err)
	}
	want := [][2]string{{"fall", "rise"}, {"fall", "rise"}, {"open", "shut"}, {"open", "shut"}}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("readAntonyms (-want +got):\n%s", diff)
	}
}

func TestReadAntonymsRejectsDanglingPointer(t *testing.T) {
	const bad = "00000001 30 v 01 rise 0 001 ! 00000077 v 0101 | move upward\n"
	if _, err := readAntonyms(strings.NewReader(bad)); err == nil {
		t.Error("a pointer to a synset that is not there was accepted")
	}
}

func TestReadAntonymsRejectsShortLine(t *testing.T) {
	const bad = "00000001 30 v 05 rise 0 001 | too few words\n"
	if _, err := readAntonyms(strings.NewReader(bad)); err == nil {
		t.Error("a synset with fewer words than its count was accepted")
	}
}

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
