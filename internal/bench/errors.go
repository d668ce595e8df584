package bench

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"reflect"
	"strings"

	"github.com/sourced-dev/sourced/internal/record"
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

// Error names the file and line, then the fault, a JSON value of the
// wrong kind in the words of the file, not of the Go type read into.
func (e *InputError) Error() string {
	msg := e.Err.Error()
	var typ *json.UnmarshalTypeError
	if errors.As(e.Err, &typ) && typ.Type != nil {
		// The type error's own words are replaced where they stand, so
		// that what wraps them ("source 100: QA source_info: ") stays.
		said := fmt.Sprintf("want %s, got %s", kindOfType(typ.Type), record.WithArticle(typ.Value))
		if typ.Field != "" {
			said = fmt.Sprintf("%q: %s", typ.Field, said)
		}
		msg = strings.Replace(msg, typ.Error(), said, 1)
	}
	if e.Line > 0 {
		return fmt.Sprintf("bench: %s:%d: %s", e.File, e.Line, msg)
	}
	return fmt.Sprintf("bench: %s: %s", e.File, msg)
}

// kindOfType names the JSON that decodes into a value of type t.
func kindOfType(t reflect.Type) string {
	switch t.Kind() {
	case reflect.Struct, reflect.Map:
		return "an object"
	case reflect.Slice, reflect.Array:
		return "a list"
	case reflect.String:
		return "a string"
	case reflect.Bool:
		return "true or false"
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64,
		reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
		return "a whole number"
	case reflect.Float32, reflect.Float64:
		return "a number"
	}
	return t.String()
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
