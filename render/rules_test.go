package render

import (
	"go/ast"
	"go/parser"
	"go/token"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/sourced-dev/sourced"
)

// TestEveryReasonCodeDescribed reads the root package's source for its
// ReasonCode constants and checks each has a description of its own, so
// a code added to the engine cannot reach SARIF with only its name.
func TestEveryReasonCodeDescribed(t *testing.T) {
	var codes []sourced.ReasonCode
	for _, name := range []string{"sourced.go", "citation.go"} {
		codes = append(codes, reasonCodesIn(t, filepath.Join("..", name))...)
	}
	if len(codes) < 10 {
		t.Fatalf("found %d ReasonCode constants in the root package; the parse is wrong", len(codes))
	}
	for _, code := range codes {
		if _, ok := reasonHelp()[code]; !ok {
			t.Errorf("reason code %q has no description in reasonHelp", code)
		}
	}
	if len(reasonHelp()) != len(codes) {
		t.Errorf("reasonHelp describes %d codes, the root package declares %d", len(reasonHelp()), len(codes))
	}
}

// reasonCodesIn returns the ReasonCode constants declared in one Go file.
func reasonCodesIn(t *testing.T, path string) []sourced.ReasonCode {
	t.Helper()
	f, err := parser.ParseFile(token.NewFileSet(), path, nil, 0)
	if err != nil {
		t.Fatal(err)
	}
	var codes []sourced.ReasonCode
	for _, decl := range f.Decls {
		g, ok := decl.(*ast.GenDecl)
		if !ok || g.Tok != token.CONST {
			continue
		}
		for _, spec := range g.Specs {
			v := spec.(*ast.ValueSpec)
			if id, ok := v.Type.(*ast.Ident); !ok || id.Name != "ReasonCode" {
				continue
			}
			for _, val := range v.Values {
				lit, ok := val.(*ast.BasicLit)
				if !ok {
					t.Fatalf("a ReasonCode constant is not a string literal: %T", val)
				}
				s, err := strconv.Unquote(lit.Value)
				if err != nil {
					t.Fatal(err)
				}
				codes = append(codes, sourced.ReasonCode(s))
			}
		}
	}
	return codes
}

func TestDescribeUnknownReason(t *testing.T) {
	if got := describeReason("some_new_code"); !strings.Contains(got, "some_new_code") {
		t.Errorf("describeReason(unknown) = %q, want it to name the code", got)
	}
}
