package signals

import (
	"bufio"
	"bytes"
	"math/rand/v2"
	"os"
	"strings"
	"testing"
	"unsafe"

	"github.com/kljensen/snowball/english"
)

// Stem agrees with the snowball library on every word of a real corpus.
func TestStemMatchesSnowballOnCorpus(t *testing.T) {
	f, err := os.Open("testdata/words.txt")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	words, ascii := 0, 0
	for sc.Scan() {
		w := sc.Text()
		words++
		if w[0] != '\'' && stemBytesOf(w)&stemOther == 0 {
			ascii++
		}
		if got, want := Stem(w), english.Stem(w, true); got != want {
			t.Errorf("Stem(%q) = %q, snowball gives %q", w, got, want)
		}
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	// The list must exercise the byte stemmer, not only the fallback.
	if words < 20000 || ascii < words*9/10 {
		t.Errorf("%d words, %d plain ASCII; want ≥ 20000, ≥ 90%% ASCII", words, ascii)
	}
}

// stemSuffixes are the endings every step of Porter2 looks for, and the
// letters around them that its conditions read.
var stemSuffixes = []string{
	"'s'", "'s", "'", "sses", "ied", "ies", "us", "ss", "s",
	"eedly", "ingly", "edly", "ing", "eed", "ed", "at", "bl", "iz", "bb", "dd", "ff", "gg",
	"mm", "nn", "pp", "rr", "tt", "y", "ational", "fulness", "iveness", "ization",
	"ousness", "biliti", "lessli", "tional", "alism", "aliti", "ation", "entli", "fulli",
	"iviti", "ousli", "anci", "abli", "alli", "ator", "enci", "izer", "bli", "logi", "ogi",
	"cli", "dli", "eli", "gli", "hli", "kli", "mli", "nli", "rli", "tli", "li", "alize",
	"icate", "ative", "iciti", "ical", "ful", "ness", "ement", "ance", "ence", "able",
	"ible", "ment", "ent", "ant", "ism", "ate", "iti", "ous", "ive", "ize", "sion",
	"tion", "ion", "al", "er", "ic", "e", "ll", "l", "w", "x", "yy", "ay", "-", "9",
}

// Stem agrees with the snowball library on generated words: short runs of
// vowels and consonants (y among both) followed by up to three of the
// suffixes Porter2 tests, which reach every branch of every step.
func TestStemMatchesSnowballOnGenerated(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	const letters = "aeiouybcdgklmnrstwxy"
	for range 200000 {
		b := make([]byte, 0, 24)
		for range r.IntN(7) {
			b = append(b, letters[r.IntN(len(letters))])
		}
		for range r.IntN(4) {
			b = append(b, stemSuffixes[r.IntN(len(stemSuffixes))]...)
		}
		if len(b) == 0 || b[0] == '\'' {
			continue
		}
		w := string(b)
		got, want := Stem(w), english.Stem(w, true)
		if got != want {
			t.Fatalf("Stem(%q) = %q, snowball gives %q", w, got, want)
		}
		// A stem the word starts with is cut from it, not copied, whether
		// a step wrote bytes on the way ("classes" to "class") or not.
		if len(w) > 2 && specialStem(w) == "" && got != "" && strings.HasPrefix(w, got) && unsafe.StringData(got) != unsafe.StringData(w) {
			t.Fatalf("Stem(%q) = %q, a copy, not cut from the word", w, got)
		}
	}
}

// Stem agrees with the snowball library on any input.
func FuzzStem(f *testing.F) {
	for _, w := range []string{"running", "generously", "communities", "skies", "ab'", "yelling", "café", "Rising", " rise", "iPhone", "USD", "YELLING", "SkIES", "YaY", "GENERously"} {
		f.Add(w)
	}
	f.Fuzz(func(t *testing.T, w string) {
		if got, want := Stem(w), english.Stem(w, true); got != want && len(w) > 2 {
			t.Errorf("Stem(%q) = %q, snowball gives %q", w, got, want)
		}
	})
}

func BenchmarkStem(b *testing.B) {
	words := []string{"companies", "reported", "revenue", "generously", "increasing", "announced", "nationalization", "quarterly"}
	for b.Loop() {
		for _, w := range words {
			Stem(w)
		}
	}
}

// firstSuffix finds, for any word, the ending a search of the endings in
// turn finds first, whatever bytes its array holds past its end.
func TestFirstSuffixMatchesLinear(t *testing.T) {
	sets := map[*suffixSet][]string{
		step0Suffixes:    {"'s'", "'s", "'"},
		step1aSuffixes:   {"sses", "ied", "ies", "us", "ss", "s"},
		step1bSuffixes:   {"eedly", "ingly", "edly", "ing", "eed", "ed"},
		undoubleSuffixes: {"at", "bl", "iz", "bb", "dd", "ff", "gg", "mm", "nn", "pp", "rr", "tt"},
		step2Suffixes:    {"ational", "fulness", "iveness", "ization", "ousness", "biliti", "lessli", "tional", "alism", "aliti", "ation", "entli", "fulli", "iviti", "ousli", "anci", "abli", "alli", "ator", "enci", "izer", "bli", "ogi", "li"},
		step3Suffixes:    {"ational", "tional", "alize", "icate", "ative", "iciti", "ical", "ful", "ness"},
		step4Suffixes:    {"ement", "ance", "ence", "able", "ible", "ment", "ent", "ant", "ism", "ate", "iti", "ous", "ive", "ize", "ion", "al", "er", "ic"},
	}
	r := rand.New(rand.NewPCG(5, 6))
	const letters = "aeiouybcdgklmnrstwxz'-Y"
	for range 100000 {
		b := []byte("esssssssssssssssssssssss")[:0]
		for range r.IntN(4) {
			b = append(b, letters[r.IntN(len(letters))])
		}
		if r.IntN(4) > 0 {
			b = append(b, stemSuffixes[r.IntN(len(stemSuffixes))]...)
		}
		for set, endings := range sets {
			want := ""
			for _, e := range endings {
				if bytes.HasSuffix(b, []byte(e)) {
					want = e
					break
				}
			}
			w := stemWord{b: b}
			if got := w.firstSuffix(set); got != want {
				t.Fatalf("firstSuffix(%q) = %q, want %q", b, got, want)
			}
		}
	}
}

// specialWords are the words specialStem stems: each of Porter2's
// exceptions, and their forms after step 1a, which the switch stems as
// the library does, and no other word of the spec's lists is left out.
func TestSpecialWords(t *testing.T) {
	for _, w := range specialWords {
		if specialStem(w) == "" || Stem(w) != english.Stem(w, true) {
			t.Errorf("specialStem(%q) = %q, Stem %q, snowball gives %q", w, specialStem(w), Stem(w), english.Stem(w, true))
		}
	}
	// Porter2's exceptions, its invariants after step 1a, and those with
	// the endings step 1a and 1b remove.
	for _, w := range strings.Fields(`skis skies dying lying tying idly gently ugly early only singly
		sky news howe atlas cosmos bias andes inning outing canning herring earring proceed exceed succeed
		innings outings cannings herrings earrings proceeds proceeded proceeding exceeds exceeded exceeding
		succeeds succeeded succeeding`) {
		if !specialFilter.mayHold(w) || specialStem(w) == "" {
			t.Errorf("%q is not among specialWords", w)
		}
	}
}
