package reference

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestLoad(t *testing.T) {
	dir := t.TempDir()
	write := func(name, text string) {
		t.Helper()
		if err := os.WriteFile(filepath.Join(dir, name), []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	write("a.jsonl", `{"id": "a1", "kind": "claims", "input": {"text": "x"}, "expect": {}, "origin": "o"}`+"\n")
	write("b.jsonl", `{"id": "b1", "kind": "cli"}`+"\n"+`{"id": "b2", "kind": "check"}`+"\n")
	cases, err := Load(dir)
	if err != nil {
		t.Fatal(err)
	}
	var ids []string
	for _, c := range cases {
		ids = append(ids, c.ID)
	}
	if got := strings.Join(ids, ","); got != "a1,b1,b2" {
		t.Errorf("Load = %s, want a1,b1,b2 in file order", got)
	}

	write("c.jsonl", `{"id": "c1"}`+"\nnot json\n")
	if _, err := Load(dir); err == nil || !strings.Contains(err.Error(), "c.jsonl:2") {
		t.Errorf("Load with a bad line = %v, want an error naming c.jsonl:2", err)
	}
	if _, err := Load(t.TempDir()); err == nil {
		t.Error("Load of an empty folder succeeded, want an error")
	}
}
