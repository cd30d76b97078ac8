package compounds

import (
	"bytes"
	"encoding/csv"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"path/filepath"

	"github.com/pd-riskmap/riskmap/datagen/internal/pipe"
)

// Open opens a file of the data folder; datagen passes its file system's, which tests make fail.
type Open func(name string) (io.ReadCloser, error)

// table is one CSV file: its rows' fields by column, with the line each field starts on, which
// encoding/csv's FieldPos gives even where a quoted field spans lines.
type table struct {
	file    string
	columns map[string]int
	rows    [][]string
	lines   [][]int
}

func (t *table) get(i int, column string) string { return t.rows[i][t.columns[column]] }

func (t *table) problem(i int, column, format string, args ...any) pipe.Problem {
	return pipe.Problem{File: t.file, Line: t.lines[i][t.columns[column]], Column: column, Message: fmt.Sprintf(format, args...)}
}

// readTable reads dir/name, which must have columns (in any order, others ignored) and a field for
// each on every row. A row of another length is reported and left out; a file that cannot be read
// or lacks a column is nil.
func readTable(open Open, dir, name string, columns ...string) (*table, []pipe.Problem) {
	path := filepath.Join(dir, name)
	f, err := open(path)
	if err != nil {
		return nil, []pipe.Problem{cannotRead(path, err)}
	}
	defer f.Close()
	data, err := io.ReadAll(f)
	if err != nil {
		return nil, []pipe.Problem{cannotRead(path, err)}
	}
	r := csv.NewReader(bytes.NewReader(bytes.TrimPrefix(data, []byte("\ufeff"))))
	r.FieldsPerRecord = -1
	header, err := r.Read()
	if err != nil {
		return nil, []pipe.Problem{{File: path, Line: 1, Message: "has no header line: " + err.Error()}}
	}
	t := &table{file: path, columns: map[string]int{}}
	for i, h := range header {
		t.columns[h] = i
	}
	var problems []pipe.Problem
	for _, c := range columns {
		if _, ok := t.columns[c]; !ok {
			problems = append(problems, pipe.Problem{File: path, Line: 1, Message: fmt.Sprintf("has no %s column; the header needs %v", c, columns)})
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
		line, _ := r.FieldPos(0)
		var parseErr *csv.ParseError
		if errors.As(err, &parseErr) {
			problems = append(problems, pipe.Problem{File: path, Line: parseErr.Line, Message: parseErr.Err.Error()})
			continue
		}
		if len(record) != len(header) {
			problems = append(problems, pipe.Problem{File: path, Line: line,
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

// cannotRead is the problem of a file that cannot be read, its path said once.
func cannotRead(path string, err error) pipe.Problem {
	var pathErr *fs.PathError
	if errors.As(err, &pathErr) {
		err = pathErr.Err
	}
	return pipe.Problem{File: path, Message: "cannot read file: " + err.Error()}
}
