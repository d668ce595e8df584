package main

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"strings"
	"unicode/utf8"

	"github.com/sourced-dev/sourced"
	"github.com/sourced-dev/sourced/internal/record"
)

// stdinName is the argument that stands for standard input.
const stdinName = "-"

// stdinUses returns how many of paths are stdinName: standard input can
// be read for one of them only.
func stdinUses(paths []string) int {
	n := 0
	for _, p := range paths {
		if p == stdinName {
			n++
		}
	}
	return n
}

// readText reads a text file, or standard input for "-", and returns its
// text with a leading UTF-8 byte order mark removed and every line ending
// turned into "\n". Its errors are the one-line messages the CLI prints.
func readText(path string, stdin io.Reader) (string, error) {
	var (
		text string
		err  error
	)
	if path == stdinName {
		var b strings.Builder
		if _, err := io.Copy(&b, stdin); err != nil {
			return "", fmt.Errorf("cannot read standard input: %w", err)
		}
		text = b.String()
		if len(text) > sourced.MaxText {
			return "", tooLarge(path)
		}
	} else if text, err = readFile(path); err != nil {
		return "", err
	}
	if !utf8.ValidString(text) {
		return "", fmt.Errorf("%s is not valid UTF-8 text", displayName(path))
	}
	return record.Normalize(text), nil
}

// readFile reads a regular file whole, naming the usual mistakes plainly.
// The file is read into the memory of the string it returns, with room
// for all of it made at once, as os.ReadFile makes: not into bytes that
// a string then copies, which would hold a large source twice.
func readFile(path string) (string, error) {
	f, fi, err := openFile(path)
	if err != nil {
		return "", err
	}
	defer f.Close()
	if fi.Size() > sourced.MaxText {
		return "", tooLarge(path)
	}
	var b strings.Builder
	b.Grow(int(max(fi.Size(), 0)))
	if _, err := io.Copy(&b, f); err != nil {
		return "", fmt.Errorf("cannot read %s: %w", path, unwrapPath(err))
	}
	return b.String(), nil
}

// tooLarge is the error for a text longer than the checker reads.
func tooLarge(path string) error {
	return fmt.Errorf("%s is too large: the most a text may hold is %d bytes", displayName(path), sourced.MaxText)
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
