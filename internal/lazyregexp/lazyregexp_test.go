package lazyregexp

import "testing"

func TestNew(t *testing.T) {
	re := New(`b+`)
	if first := re(); re() != first {
		t.Error("New's function compiled its pattern twice")
	}
	if got := re().FindString("abbbc"); got != "bbb" {
		t.Errorf("FindString = %q, want %q", got, "bbb")
	}
	bad := New(`(`)
	defer func() {
		if recover() == nil {
			t.Error("a pattern that does not compile did not panic on first use")
		}
	}()
	bad()
}
