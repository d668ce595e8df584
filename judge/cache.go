package judge

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"

	"github.com/sourced-dev/sourced"
)

// cacheFormat names the layout of a cache entry and of the key; a change
// to either changes it, so old entries are never misread.
const cacheFormat = "sourced-judge-cache-1"

// cacheEntry is one stored answer.
type cacheEntry struct {
	Format   string                 `json:"format"`
	Provider string                 `json:"provider"`
	Model    string                 `json:"model"`
	Verdicts []sourced.JudgeVerdict `json:"verdicts"`
}

// Cached returns a judge that replays from the directory dir any answer
// j gave before to the same provider, model and prompt (sources, claims,
// instructions and schema, hashed), and stores there every new answer.
// A replayed answer has Cached set and costs nothing, so a CI gate gives
// the same verdicts every run. Failures are never stored. Entries are
// written to a temporary file and renamed into place, so processes may
// share one directory; a cache that cannot be read or written is passed
// over, never an error.
func Cached(j sourced.Judge, dir string) sourced.Judge {
	return &cached{judge: j, dir: dir}
}

type cached struct {
	judge sourced.Judge
	dir   string
}

// Name returns the wrapped judge's provider and model.
func (c *cached) Name() (provider, model string) { return c.judge.Name() }

// Judge answers from the cache, or asks the wrapped judge and stores its
// answer.
func (c *cached) Judge(ctx context.Context, req sourced.JudgeRequest) (sourced.JudgeResponse, error) {
	provider, model := c.judge.Name()
	path := c.path(provider, model, req)
	if e, ok := readEntry(path); ok {
		return sourced.JudgeResponse{Model: e.Model, Verdicts: e.Verdicts, Cached: true}, nil
	}
	resp, err := c.judge.Judge(ctx, req)
	if err != nil {
		return resp, err
	}
	answered := resp.Model
	if answered == "" {
		answered = model
	}
	_ = writeEntry(path, cacheEntry{Format: cacheFormat, Provider: provider, Model: answered, Verdicts: resp.Verdicts})
	return resp, nil
}

// path is where the answer to req is stored: the hash of everything that
// goes into the request.
func (c *cached) path(provider, model string, req sourced.JudgeRequest) string {
	system, user := prompt(req)
	shape, _ := json.Marshal(schema())
	h := sha256.New()
	for _, part := range []string{cacheFormat, provider, model, system, user, string(shape)} {
		fmt.Fprintf(h, "%d:%s", len(part), part)
	}
	key := hex.EncodeToString(h.Sum(nil))
	return filepath.Join(c.dir, key[:2], key+".json")
}

func readEntry(path string) (cacheEntry, bool) {
	data, err := os.ReadFile(path)
	if err != nil {
		return cacheEntry{}, false
	}
	var e cacheEntry
	if json.Unmarshal(data, &e) != nil || e.Format != cacheFormat {
		return cacheEntry{}, false
	}
	return e, true
}

func writeEntry(path string, e cacheEntry) error {
	data, err := json.Marshal(e)
	if err != nil {
		return err
	}
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		return err
	}
	tmp, err := os.CreateTemp(filepath.Dir(path), ".tmp-*")
	if err != nil {
		return err
	}
	_, werr := tmp.Write(data)
	cerr := tmp.Close()
	if err := errors.Join(werr, cerr); err != nil {
		os.Remove(tmp.Name())
		return err
	}
	if err := os.Rename(tmp.Name(), path); err != nil {
		os.Remove(tmp.Name())
		return err
	}
	return nil
}
