package pipe

import (
	"bytes"
	"encoding/json"
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
