package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/sourced-dev/sourced"
)

func TestReadText(t *testing.T) {
	dir := t.TempDir()
	write := func(name, content string) string {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
		return p
	}
	for _, tt := range []struct {
		name, content, want string
	}{
		{"plain.txt", "A. B.\n", "A. B.\n"},
		{"crlf.txt", "A.\r\nB.\r\n", "A.\nB.\n"},
		{"cr.txt", "A.\rB.\r", "A.\nB.\n"},
		{"mixed.txt", "A.\r\n\rB.\n", "A.\n\nB.\n"},
		{"bom.txt", "\uFEFFA.\r\n", "A.\n"},
		{"inner-bom.txt", "A.\uFEFF", "A.\uFEFF"},
		{"utf8.txt", "Zürich “grew” 5%.", "Zürich “grew” 5%."},
	} {
		got, err := readText(write(tt.name, tt.content), nil)
		if err != nil {
			t.Errorf("readText(%s) error: %v", tt.name, err)
			continue
		}
		if got != tt.want {
			t.Errorf("readText(%s) = %q, want %q", tt.name, got, tt.want)
		}
	}

	got, err := readText("-", strings.NewReader("\uFEFFfrom stdin\r\n"))
	if err != nil || got != "from stdin\n" {
		t.Errorf(`readText("-") = %q, %v; want "from stdin\n", nil`, got, err)
	}

	bad := write("bad.txt", "ok \xff\xfe")
	for _, tt := range []struct {
		path, want string
	}{
		{filepath.Join(dir, "nope.txt"), "no such file: " + filepath.Join(dir, "nope.txt")},
		{dir, dir + " is a directory, not a file"},
		{bad, bad + " is not valid UTF-8 text"},
	} {
		if _, err := readText(tt.path, nil); err == nil || err.Error() != tt.want {
			t.Errorf("readText(%s) error = %v, want %q", tt.path, err, tt.want)
		}
	}
	if _, err := readText("-", strings.NewReader("\xff")); err == nil || err.Error() != "standard input is not valid UTF-8 text" {
		t.Errorf(`readText("-") error = %v, want "standard input is not valid UTF-8 text"`, err)
	}
}

// TestReadTextTooLarge checks that a file longer than the checker reads is
// refused from its size, before any of it is read: the file is sparse, and
// reading it would take 2 GiB of memory.
func TestReadTextTooLarge(t *testing.T) {
	p := filepath.Join(t.TempDir(), "huge.txt")
	f, err := os.Create(p)
	if err != nil {
		t.Fatal(err)
	}
	if err := f.Truncate(sourced.MaxText + 1); err != nil {
		f.Close()
		t.Skipf("cannot make a sparse file: %v", err)
	}
	f.Close()
	want := p + " is too large: the most a text may hold is 2147483647 bytes"
	if _, err := readText(p, nil); err == nil || err.Error() != want {
		t.Errorf("readText(huge) error = %v, want %q", err, want)
	}
}
