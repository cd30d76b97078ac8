package pipe

import (
	"bytes"
	"encoding/csv"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"strings"
)

// Table is one CSV file of the data folder: its rows' fields by column, with the line each field
// starts on, which encoding/csv's FieldPos gives even where a quoted field spans lines.
type Table struct {
	File    string
	columns map[string]int
	rows    [][]string
	lines   [][]int
}

// Len is the number of rows read.
func (t *Table) Len() int { return len(t.rows) }

// Get is row i's field of column.
func (t *Table) Get(i int, column string) string { return t.rows[i][t.columns[column]] }

// Line is the line row i's field of column starts on.
func (t *Table) Line(i int, column string) int { return t.lines[i][t.columns[column]] }

// Problem is a problem of row i's field of column, at its line.
func (t *Table) Problem(i int, column, format string, args ...any) Problem {
	return Problem{File: t.File, Line: t.Line(i, column), Column: column, Message: fmt.Sprintf(format, args...)}
}

// ReadTable reads the CSV file at path, which must have columns (in any order, others ignored) and
// a field for each on every row; a byte order mark and CRLF line ends read the same. A row of
// another length is reported and left out; a file that cannot be read or lacks a column is nil.
func ReadTable(open func(name string) (io.ReadCloser, error), path string, columns ...string) (*Table, []Problem) {
	f, err := open(path)
	if err != nil {
		return nil, []Problem{CannotRead(path, err)}
	}
	defer f.Close()
	data, err := io.ReadAll(f)
	if err != nil {
		return nil, []Problem{CannotRead(path, err)}
	}
	r := csv.NewReader(bytes.NewReader(bytes.TrimPrefix(data, []byte("\ufeff"))))
	r.FieldsPerRecord = -1
	header, err := r.Read()
	if err != nil {
		return nil, []Problem{{File: path, Line: 1, Message: "has no header line: " + err.Error()}}
	}
	t := &Table{File: path, columns: map[string]int{}}
	for i, h := range header {
		t.columns[h] = i
	}
	var problems []Problem
	for _, c := range columns {
		if _, ok := t.columns[c]; !ok {
			problems = append(problems, Problem{File: path, Line: 1, Message: fmt.Sprintf("has no %s column; the header needs %s", c, strings.Join(columns, ","))})
		}
	}
	if len(problems) > 0 {
		return nil, problems
	}
	for {
		record, err := r.Read()
		if errors.Is(err, io.EOF) {
			break
		}
		var parseErr *csv.ParseError
		if errors.As(err, &parseErr) {
			problems = append(problems, Problem{File: path, Line: parseErr.Line, Message: parseErr.Err.Error()})
			continue
		}
		if err != nil {
			return nil, append(problems, CannotRead(path, err))
		}
		if len(record) != len(header) {
			line, _ := r.FieldPos(0)
			problems = append(problems, Problem{File: path, Line: line,
				Message: fmt.Sprintf("has %d fields, the header %d; quote a field that holds a comma", len(record), len(header))})
			continue
		}
		lines := make([]int, len(record))
		for j := range record {
			lines[j], _ = r.FieldPos(j)
		}
		t.rows, t.lines = append(t.rows, record), append(t.lines, lines)
	}
	return t, problems
}

// CannotRead is the problem of a file that cannot be read, its path said once.
func CannotRead(path string, err error) Problem {
	var pathErr *fs.PathError
	if errors.As(err, &pathErr) {
		err = pathErr.Err
	}
	return Problem{File: path, Message: "cannot read file: " + err.Error()}
}
