package bench

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"os"

	jsonv1 "github.com/go-json-experiment/json/v1"

	"github.com/sourced-dev/sourced/internal/record"
)

// eachLine calls fn with every non-blank line of the JSON Lines file at
// path, trimmed of white space. An error from fn stops the reading and
// comes back as an *InputError naming the file and the line.
func eachLine(path string, fn func(line []byte) error) error {
	f, err := os.Open(path)
	if err != nil {
		return &InputError{File: path, Err: err}
	}
	defer f.Close()
	err = record.Lines(context.Background(), f, func(n int, line []byte) error {
		if err := fn(bytes.TrimSpace(line)); err != nil {
			return &InputError{File: path, Line: n, Err: err}
		}
		return nil
	})
	if err != nil && !errors.As(err, new(*InputError)) {
		err = &InputError{File: path, Err: err} // the file could not be read
	}
	return err
}

// unmarshal is json.Unmarshal, faster: JSON v2 decodes with encoding/json's
// semantics what it takes, and encoding/json decodes afresh anything it
// refuses, for encoding/json's own error.
func unmarshal[T any](data []byte, v *T) error {
	if jsonv1.Unmarshal(data, v) == nil {
		return nil
	}
	var zero T
	*v = zero
	return json.Unmarshal(data, v)
}
