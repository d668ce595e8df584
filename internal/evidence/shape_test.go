package evidence

import (
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/sourced-dev/sourced/internal/signals"
)

// joinersApart reports whether no two joiners (apostrophes and hyphens)
// stand together in text, byte by byte: what sentenceShape.joinersApart
// stands in for.
func joinersApart(text string) bool {
	for i := 1; i < len(text); i++ {
		if c := text[i]; (c == '\'' || c == '-') && (text[i-1] == '\'' || text[i-1] == '-') {
			return false
		}
	}
	return true
}

// plainShape is sentenceShape's plain and spaced of an ASCII text, read
// byte by byte.
func plainShape(text string) (plain, spaced bool) {
	plain = !strings.Contains(text, "'") && !strings.Contains(text, "--")
	spaced = !strings.HasPrefix(text, " ") && !strings.HasSuffix(text, " ") &&
		!strings.Contains(text, "  ") && !strings.ContainsAny(text, "\t\n\v\f\r")
	return plain, spaced
}

// checkShape checks shapeOf of an ASCII text against the shape read byte
// by byte, capsInside against the capitals read byte by byte, that
// without capsInside every token that starts in lower case
// is written as its lower case, and appendNormalized against
// signals.NormalizeQuoted and, for a text whose possessives end tokens,
// appendNormalized and, when it is spaced, appendUnpossessed against
// signals.Fold.
func checkShape(t *testing.T, text string) {
	t.Helper()
	if !signals.IsASCII(text) {
		return
	}
	words := signals.TokenizeLowered(nil, text, signals.LowerASCII(text))
	got := shapeOf(text, words.Tokens)
	plain, spaced := plainShape(text)
	caps := false
	for i := 1; i < len(text); i++ {
		caps = caps || 'A' <= text[i] && text[i] <= 'Z' && strings.IndexByte("abcdefghijklmnopqrstuvwxyz0123456789'-", text[i-1]) >= 0
	}
	want := sentenceShape{plain: plain, spaced: spaced, joinersApart: joinersApart(text)}
	if got != want {
		t.Fatalf("shapeOf(%q) = %+v, want %+v", text, got, want)
	}
	if got := capsInside(text); got != caps {
		t.Fatalf("capsInside(%q) = %v, want %v", text, got, caps)
	}
	if spaced && signals.NormalizeQuoted(text) != text {
		t.Fatalf("%q is spaced, but NormalizeQuoted makes it %q", text, signals.NormalizeQuoted(text))
	}
	if got, want := string(appendNormalized([]byte("x "), text, words.Tokens, false)), "x "+signals.NormalizeQuoted(text); got != want {
		t.Fatalf("%q: appendNormalized gives %q, want NormalizeQuoted's %q", text, got, want)
	}
	if end, held := possessivesEnd(text); end {
		if got, want := string(appendNormalized([]byte("x "), words.Lower, words.Tokens, true)), "x "+signals.Fold(text); got != want {
			t.Fatalf("%q: appendNormalized folds it to %q, want Fold's %q", text, got, want)
		}
		if spaced {
			if got, want := string(appendUnpossessed([]byte("x "), words.Lower)), "x "+signals.Fold(text); got != want {
				t.Fatalf("%q: appendUnpossessed folds it to %q, want Fold's %q", text, got, want)
			}
		}
		// Spaced, with no "'s", it folds to its lower case (see
		// Index.addSentence).
		if spaced && !held && signals.Fold(text) != words.Lower {
			t.Fatalf("%q is spaced and holds no \"'s\", but Fold makes it %q", text, signals.Fold(text))
		}
	}
	for _, tok := range words.Tokens {
		if c := text[tok.Start]; !caps && 'a' <= c && c <= 'z' && text[tok.Start:tok.End] != tok.Lower {
			t.Fatalf("%q: token %q is not written in lower case, and no capital is inside", text, text[tok.Start:tok.End])
		}
	}
}

// Every text of up to 5 bytes from letters of both cases (s, which may end
// a possessive, among them), a digit, joiners, blanks, a stop and a comma, random
// longer ones from them (capitals are read eight bytes at a time), and
// fuzzed text agree.
func TestShape(t *testing.T) {
	const alphabet = "aSs5'- \t\f.,"
	eachText(alphabet, 5, func(text string) { checkShape(t, text) })
	r := rand.New(rand.NewPCG(5, 6))
	for range 200000 {
		b := make([]byte, r.IntN(40))
		for i := range b {
			b[i] = alphabet[r.IntN(len(alphabet))]
		}
		checkShape(t, string(b))
	}
}

func FuzzShape(f *testing.F) {
	f.Add("It's the dogs' iPhone --  state-of-the-art\trock'n'roll, McDonald's -x y- 'q'")
	f.Add("  The firm's CEO'S plan,\n\n the dogs' toys 5's. ")
	f.Fuzz(checkShape)
}
