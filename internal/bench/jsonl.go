package bench

import (
	"bufio"
	"bytes"
	"errors"
	"io"
	"os"
)

// eachLine calls fn with every non-blank line of the JSON Lines file at
// path and its 1-based number. An error from fn stops the reading and comes
// back as an *InputError naming the file and the line.
func eachLine(path string, fn func(line []byte) error) error {
	f, err := os.Open(path)
	if err != nil {
		return &InputError{File: path, Err: err}
	}
	defer f.Close()
	r := bufio.NewReader(f)
	for n := 1; ; n++ {
		line, err := r.ReadBytes('\n')
		if err != nil && !errors.Is(err, io.EOF) {
			return &InputError{File: path, Line: n, Err: err}
		}
		if trimmed := bytes.TrimSpace(line); len(trimmed) > 0 {
			if ferr := fn(trimmed); ferr != nil {
				return &InputError{File: path, Line: n, Err: ferr}
			}
		}
		if err != nil {
			return nil
		}
	}
}
