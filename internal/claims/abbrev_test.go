package claims

import (
	"go/ast"
	"go/parser"
	"go/token"
	"strconv"
	"strings"
	"testing"
)

// No word that classify lists by name is longer than maxListedAbbrevLen,
// on which endsPlainly relies: read from the source of classify.
func TestMaxListedAbbrevLen(t *testing.T) {
	file, err := parser.ParseFile(token.NewFileSet(), "abbrev.go", nil, 0)
	if err != nil {
		t.Fatal(err)
	}
	listed := 0
	for _, d := range file.Decls {
		if fn, ok := d.(*ast.FuncDecl); ok && fn.Name.Name == "classify" {
			ast.Inspect(fn, func(n ast.Node) bool {
				if c, ok := n.(*ast.CaseClause); ok {
					for _, e := range c.List {
						if lit, ok := e.(*ast.BasicLit); ok && lit.Kind == token.STRING {
							w, _ := strconv.Unquote(lit.Value)
							listed++
							if len(w) > maxListedAbbrevLen {
								t.Errorf("classify lists %q, longer than maxListedAbbrevLen (%d)", w, maxListedAbbrevLen)
							}
						}
					}
				}
				return true
			})
		}
	}
	if listed < 50 {
		t.Fatalf("found %d words listed in classify, want the whole list", listed)
	}
}

// abbreviation answers as wordAbbreviation, the code its shortcut stands
// in for, at every full stop of generated prose and of words around the
// shortcut's edges: digits, runs of letters of every length up to the
// maxAbbrevLen bound, dotted acronyms, brackets, non-ASCII letters.
func TestAbbreviationShortcut(t *testing.T) {
	var b strings.Builder
	b.WriteString(englishLike(1 << 16))
	words := []string{"1", "No", "approx", "Approx", "Messrs", "et al", "al", "U.S", "a.m", "Ph.D",
		"A.B.C.D.E.F", "(Fig", "“Dr", "Á", "F", "350 degrees F", "2019", "v2", "x", "Jr"}
	for n := 1; n <= maxAbbrevLen+2; n++ {
		words = append(words, strings.Repeat("a", n), strings.Repeat("B", n), "("+strings.Repeat("c", n),
			strings.Repeat("é", n), strings.Repeat("d", n)+"7")
	}
	for _, w := range words {
		for _, next := range []string{" The end.", " Smith went.", " 5 went.", " EST."} {
			b.WriteString("\nSo " + w + "." + next + "\n" + w + "." + next + "\nx" + w + "." + next)
		}
	}
	text := b.String()
	sp := newSplitter(text, nil)
	shortcuts := 0
	for line := 0; line < len(text); {
		end, next := lineEnd(text, line)
		for dot := line; dot < end; dot++ {
			if text[dot] != '.' {
				continue
			}
			k := sp.skipSpace(dot+1, end)
			for segStart := line; segStart <= dot; segStart += max(1, (dot-line)/3) {
				got := sp.abbreviation(segStart, dot, k, end)
				if want := sp.wordAbbreviation(segStart, dot, k, end); got != want {
					t.Fatalf("abbreviation at %d in %q (from %d) = %v, want %v", dot, text[line:end], segStart, got, want)
				}
				if endsPlainly(text, segStart, dot) {
					shortcuts++
				}
			}
		}
		line = next
	}
	if shortcuts < 1000 {
		t.Fatalf("the shortcut was taken %d times, want it tried often", shortcuts)
	}
}
