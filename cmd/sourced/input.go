package main

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"unicode/utf8"

	"github.com/sourced-dev/sourced/internal/record"
)

// stdinName is the argument that stands for standard input.
const stdinName = "-"

// readText reads a text file, or standard input for "-", and returns its
// text with a leading UTF-8 byte order mark removed and every line ending
// turned into "\n". Its errors are the one-line messages the CLI prints.
func readText(path string, stdin io.Reader) (string, error) {
	var (
		data []byte
		err  error
	)
	if path == stdinName {
		data, err = io.ReadAll(stdin)
		if err != nil {
			return "", fmt.Errorf("cannot read standard input: %w", err)
		}
	} else if data, err = readFile(path); err != nil {
		return "", err
	}
	if !utf8.Valid(data) {
		return "", fmt.Errorf("%s is not valid UTF-8 text", displayName(path))
	}
	return record.Normalize(string(data)), nil
}

// readFile reads a regular file, naming the usual mistakes plainly.
func readFile(path string) ([]byte, error) {
	f, fi, err := openFile(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	// Room for the whole file at once, as os.ReadFile makes, instead of
	// io.ReadAll's doubling, which allocates three times a large source's
	// size; a file that grows meanwhile is still read whole.
	var buf bytes.Buffer
	buf.Grow(int(max(fi.Size(), 0)) + bytes.MinRead)
	if _, err := buf.ReadFrom(f); err != nil {
		return nil, fmt.Errorf("cannot read %s: %w", path, unwrapPath(err))
	}
	return buf.Bytes(), nil
}

// openFile opens a file for reading; its errors are the one-line messages
// the CLI prints for a missing file, a directory or an unreadable file.
func openFile(path string) (*os.File, fs.FileInfo, error) {
	f, err := os.Open(path)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil, fmt.Errorf("no such file: %s", path)
	}
	if err != nil {
		return nil, nil, fmt.Errorf("cannot read %s: %w", path, unwrapPath(err))
	}
	fi, err := f.Stat()
	if err != nil {
		f.Close()
		return nil, nil, fmt.Errorf("cannot read %s: %w", path, unwrapPath(err))
	}
	if fi.IsDir() {
		f.Close()
		return nil, nil, fmt.Errorf("%s is a directory, not a file", path)
	}
	return f, fi, nil
}

// unwrapPath drops the *fs.PathError wrapper, whose message repeats the
// path the caller already names.
func unwrapPath(err error) error {
	var pe *fs.PathError
	if errors.As(err, &pe) {
		return pe.Err
	}
	return err
}

// displayName is how messages refer to an input argument.
func displayName(path string) string {
	if path == stdinName {
		return "standard input"
	}
	return path
}

// inputName is how reports name an input argument: its path as given,
// or "stdin" for standard input.
func inputName(path string) string {
	if path == stdinName {
		return "stdin"
	}
	return path
}
