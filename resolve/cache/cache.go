// Package cache keeps resolved works on disk, one small JSON file per
// citation key, so that a second run does not ask the registries again.
// Entries expire (a week by default) so that a later retraction surfaces.
// Files are written to a temporary name and renamed into place, so two
// processes sharing a directory never see half a file.
package cache

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"time"

	"github.com/sourced-dev/sourced"
)

// DefaultTTL is how long an entry is trusted.
const DefaultTTL = 7 * 24 * time.Hour

// Dir is a cache in one directory. It is safe for concurrent use, by
// goroutines and by processes.
type Dir struct {
	path string
	ttl  time.Duration
	now  func() time.Time
}

// Open returns the cache in path, creating the directory. ttl ≤ 0 means
// DefaultTTL; now, if nil, is time.Now.
func Open(path string, ttl time.Duration, now func() time.Time) (*Dir, error) {
	if err := os.MkdirAll(path, 0o755); err != nil {
		return nil, fmt.Errorf("cache: %w", err)
	}
	if ttl <= 0 {
		ttl = DefaultTTL
	}
	if now == nil {
		now = time.Now
	}
	return &Dir{path: path, ttl: ttl, now: now}, nil
}

// entry is the file's content. The abstract is kept apart because a
// Work's JSON form leaves it out.
type entry struct {
	Key      string       `json:"key"`
	Stored   time.Time    `json:"stored"`
	Work     sourced.Work `json:"work"`
	Abstract string       `json:"abstract"`
}

// file is the path of key's entry.
func (d *Dir) file(key string) string {
	sum := sha256.Sum256([]byte(key))
	return filepath.Join(d.path, hex.EncodeToString(sum[:])+".json")
}

// Get returns the work stored for key, unless it is absent, expired,
// unreadable or stored for another key.
func (d *Dir) Get(key string) (sourced.Work, bool) {
	data, err := os.ReadFile(d.file(key))
	if err != nil {
		return sourced.Work{}, false
	}
	var e entry
	if json.Unmarshal(data, &e) != nil || e.Key != key || d.now().Sub(e.Stored) > d.ttl || e.Stored.After(d.now()) {
		return sourced.Work{}, false
	}
	e.Work.Abstract = e.Abstract
	if e.Work.Authors == nil {
		e.Work.Authors = []string{}
	}
	return e.Work, true
}

// Put stores w for key, replacing any earlier entry atomically.
func (d *Dir) Put(key string, w sourced.Work) error {
	data, err := json.Marshal(entry{Key: key, Stored: d.now().UTC(), Work: w, Abstract: w.Abstract})
	if err != nil {
		return fmt.Errorf("cache: %w", err)
	}
	tmp, err := os.CreateTemp(d.path, ".tmp-*")
	if err != nil {
		return fmt.Errorf("cache: %w", err)
	}
	if _, err := tmp.Write(data); err != nil {
		tmp.Close()
		os.Remove(tmp.Name())
		return fmt.Errorf("cache: %w", err)
	}
	if err := tmp.Close(); err != nil {
		os.Remove(tmp.Name())
		return fmt.Errorf("cache: %w", err)
	}
	if err := os.Rename(tmp.Name(), d.file(key)); err != nil {
		os.Remove(tmp.Name())
		return fmt.Errorf("cache: %w", err)
	}
	return nil
}
