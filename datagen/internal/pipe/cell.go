package pipe

import (
	"bytes"
	"encoding/csv"
	"strconv"
)

// Cell is one value of a download's row: a text, a number, or nothing (the zero Cell, a missing
// value). The CSV writes it as its String, the workbook as a number or a text.
type Cell struct {
	text     string
	number   float64
	isNumber bool
}

// TextCell is a text; the empty text is a missing value.
func TextCell(s string) Cell { return Cell{text: s} }

// NumberCell is a number.
func NumberCell(v float64) Cell { return Cell{number: v, isNumber: true} }

// Number is the cell's number, and whether it holds one.
func (c Cell) Number() (float64, bool) { return c.number, c.isNumber }

// Empty reports a missing value.
func (c Cell) Empty() bool { return c == Cell{} }

// String is the cell as the CSV downloads write it: a number in its shortest decimal form.
func (c Cell) String() string {
	if c.isNumber {
		return Decimal(c.number)
	}
	return c.text
}

// Texts writes row's cells over record as the CSV downloads write them.
func Texts(record []string, row []Cell) []string {
	record = record[:0]
	for _, c := range row {
		record = append(record, c.String())
	}
	return record
}

// Decimal is v in its shortest decimal form, without an exponent.
func Decimal(v float64) string { return strconv.FormatFloat(v, 'f', -1, 64) }

// CellRows calls yield with each row of a download, in its fields' order; the row may be reused between calls.
type CellRows func(yield func([]Cell) error) error

// WriteCSV writes a download: its header of d's names, then the rows, each cell as Texts writes
// it; sizeHint is the bytes to make room for at first.
func WriteCSV(d Download, rows CellRows, sizeHint int) ([]byte, error) {
	var buf bytes.Buffer
	buf.Grow(sizeHint)
	w := csv.NewWriter(&buf)
	header := d.Names()
	if err := w.Write(header); err != nil {
		return nil, err
	}
	record := make([]string, len(header))
	if err := rows(func(row []Cell) error { return w.Write(Texts(record, row)) }); err != nil {
		return nil, err
	}
	w.Flush()
	return buf.Bytes(), w.Error()
}
