package pipe

import (
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Rows are a table's rows as the checks of the data folder locate their fields: Table, and the
// generator's typed tables.
type Rows interface {
	Len() int
	Line(i int, column string) int
	Problem(i int, column, format string, args ...any) Problem
}

// CheckText requires non-empty single-line UTF-8 text without spaces at either end. Markup and
// quotes are allowed: the encoders escape them, and the page renders names as text. Invalid UTF-8
// is refused on its line: JSON would carry U+FFFD where the CSV export keeps the raw bytes.
func CheckText(errs Problems, t Rows, i int, column, value string) Problems {
	switch {
	case value == "":
		return append(errs, t.Problem(i, column, "must not be empty"))
	case !utf8.ValidString(value):
		return append(errs, t.Problem(i, column, "%q is not valid UTF-8: save the file as UTF-8", value))
	case strings.TrimSpace(value) != value:
		return append(errs, t.Problem(i, column, "%q has spaces at the start or end", value))
	case strings.IndexFunc(value, unicode.IsControl) >= 0:
		return append(errs, t.Problem(i, column, "%q contains a line break or other control character", value))
	case strings.ContainsRune("=+-@", rune(value[0])):
		// The export is a CSV people open in spreadsheets, which run such cells as formulas.
		return append(errs, t.Problem(i, column, "%q starts with %q, which spreadsheets read as a formula", value, value[:1]))
	}
	return errs
}

// CheckBool parses a true or false column. strconv.ParseBool's "1", "T" and "TRUE" would be
// surprising in a file people edit by hand.
func CheckBool(errs Problems, t Rows, i int, column, value string) (bool, Problems) {
	if value != "true" && value != "false" {
		errs = append(errs, t.Problem(i, column, "%q must be true or false", value))
	}
	return value == "true", errs
}

// Seen finds repeated values of one column and names the line of the first.
type Seen struct {
	t      Rows
	column string
	first  map[string]int
}

// NewSeen is a Seen of column of t.
func NewSeen(t Rows, column string) *Seen {
	return &Seen{t: t, column: column, first: make(map[string]int, t.Len())}
}

// Check reports value of row i when a row before it has it.
func (s *Seen) Check(errs Problems, i int, value string) Problems {
	if j, dup := s.first[value]; dup {
		return append(errs, Repeated(s.t, i, j, s.column, value))
	}
	s.first[value] = i
	return errs
}

// First is the row that first had value; ok is false when none has.
func (s *Seen) First(value string) (row int, ok bool) {
	row, ok = s.first[value]
	return row, ok
}

// Repeated is the problem of row i, whose value in column was already given on row first.
func Repeated(t Rows, i, first int, column, value string) Problem {
	return t.Problem(i, column, "%q is already on line %d", value, t.Line(first, column))
}

// IsDigits reports whether s is exactly n ASCII digits.
func IsDigits(s string, n int) bool {
	if len(s) != n {
		return false
	}
	for _, c := range []byte(s) {
		if c < '0' || c > '9' {
			return false
		}
	}
	return true
}

// ParseDecimal accepts plain decimals such as -118.2247 only. strconv.ParseFloat alone would also
// take "NaN", "Inf", "1e3" and "0x1p-2", which the page's parseFloat reads differently or not at all.
func ParseDecimal(s string) (float64, bool) {
	digits := strings.TrimPrefix(s, "-")
	whole, frac, hasDot := strings.Cut(digits, ".")
	if !IsDigits(whole, len(whole)) || whole == "" || (hasDot && (frac == "" || !IsDigits(frac, len(frac)))) {
		return 0, false
	}
	v, err := strconv.ParseFloat(s, 64)
	return v, err == nil
}

// IsColumnName accepts lower-case letters, digits and underscores starting with a letter, which
// needs no quoting in CSV and reads the same in every spreadsheet and statistics package.
func IsColumnName(s string) bool { return IsLowerName(s, '_') }

// IsLowerName accepts lower-case letters, digits and sep, starting with a letter.
func IsLowerName(s string, sep byte) bool {
	if s == "" || s[0] < 'a' || s[0] > 'z' {
		return false
	}
	for _, c := range []byte(s) {
		if !(c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == sep) {
			return false
		}
	}
	return true
}
