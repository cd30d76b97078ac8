package pipe

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
)

// JSON renders v as the API's compact JSON files are, ending with a newline. HTML escaping is off
// because the files are served as application/json with nosniff, never inlined into a page: "<"
// stays readable.
func JSON(v any) ([]byte, error) { return encode(v, "") }

// IndentedJSON is JSON indented by two spaces, for the files people read.
func IndentedJSON(v any) ([]byte, error) { return encode(v, "  ") }

func encode(v any, indent string) ([]byte, error) {
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	enc.SetIndent("", indent)
	if err := enc.Encode(v); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}

// JSONProblem says where JSON stopped making sense: the line, and the column, of a syntax error or
// a value of the wrong type.
func JSONProblem(file string, err error, data []byte) Problem {
	var syntax *json.SyntaxError
	var typeErr *json.UnmarshalTypeError
	switch {
	case errors.As(err, &syntax):
		line, col := position(data, syntax.Offset)
		return Problem{File: file, Line: line, Message: fmt.Sprintf("column %d: %v", col, syntax)}
	case errors.As(err, &typeErr):
		line, col := position(data, typeErr.Offset)
		return Problem{File: file, Line: line, Message: fmt.Sprintf("column %d: %s is a JSON %s, not %s", col, typeErr.Field, typeErr.Value, typeErr.Type)}
	}
	return Problem{File: file, Message: "not valid JSON: " + err.Error()}
}

// position is the line and column of the last byte encoding/json read before it stopped (its
// errors' Offset counts the bytes read), as an editor counts them.
func position(data []byte, offset int64) (line, col int) {
	offset = max(0, min(offset, int64(len(data)))-1)
	line, col = 1, 1
	for _, c := range data[:offset] {
		if c == '\n' {
			line, col = line+1, 1
		} else {
			col++
		}
	}
	return line, col
}
