// Package memo holds Table, a memo of values made from byte keys, shared by
// a whole process and bounded in size: what many indexes make again and
// again from the same few keys (the properties records name) is made once.
package memo

import "sync"

// Table remembers values by key, up to a bound on their number, and is
// safe for concurrent use. Its values are shared by every caller: they
// must never be changed.
type Table[V any] struct {
	mu     sync.RWMutex
	values map[string]V
	limit  int
}

// New returns an empty table that remembers up to limit keys; the keys
// past it are made afresh each time, which bounds the memory a
// long-running process gives the table.
func New[V any](limit int) *Table[V] {
	return &Table[V]{values: map[string]V{}, limit: limit}
}

// Get returns the value of key: the remembered one, or else make's,
// remembered when the table has room. build must give the same value for
// the same key, whichever caller calls it; two callers may both call it
// for a new key, and both then get the value remembered first. key is not
// kept.
func (t *Table[V]) Get(key []byte, build func() V) V {
	t.mu.RLock()
	v, ok := t.values[string(key)]
	t.mu.RUnlock()
	if ok {
		return v
	}
	v = build()
	t.mu.Lock()
	defer t.mu.Unlock()
	if old, ok := t.values[string(key)]; ok {
		return old
	}
	if len(t.values) < t.limit {
		t.values[string(key)] = v
	}
	return v
}

// Len returns the number of keys remembered.
func (t *Table[V]) Len() int {
	t.mu.RLock()
	defer t.mu.RUnlock()
	return len(t.values)
}
