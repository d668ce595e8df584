package bench

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
)

// InputError is a malformed line or record of a dataset file. Nothing
// malformed is skipped: loading stops at the first one.
type InputError struct {
	// File is the path of the file.
	File string
	// Line is the 1-based line the bad record starts on, or 0 when the
	// fault is not in one record (a missing file, a missing field).
	Line int
	// Err says what is wrong.
	Err error
}

// Error names the file and line, then the fault.
func (e *InputError) Error() string {
	if e.Line > 0 {
		return fmt.Sprintf("bench: %s:%d: %v", e.File, e.Line, e.Err)
	}
	return fmt.Sprintf("bench: %s: %v", e.File, e.Err)
}

// Unwrap returns the fault.
func (e *InputError) Unwrap() error { return e.Err }

// lineAt is the 1-based line of byte offset off in data.
func lineAt(data []byte, off int64) int {
	off = min(max(off, 0), int64(len(data)))
	return 1 + bytes.Count(data[:off], []byte{'\n'})
}

// jsonErrorOffset is the byte offset a JSON decoding error points at, if it
// carries one.
func jsonErrorOffset(err error) (int64, bool) {
	var syntax *json.SyntaxError
	if errors.As(err, &syntax) {
		return syntax.Offset, true
	}
	var typ *json.UnmarshalTypeError
	if errors.As(err, &typ) {
		return typ.Offset, true
	}
	return 0, false
}
