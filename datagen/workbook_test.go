package datagen

import (
	"bytes"
	"reflect"
	"testing"

	"github.com/xuri/excelize/v2"
)

// maxWorkbookBytes is the most the workbook may weigh, every county included.
const maxWorkbookBytes = 600 << 10

// TestWorkbookReadsBack opens the generated workbook as a spreadsheet program would and checks
// what a person relies on: the sheets, FIPS codes as text with their zeros, figures as numbers,
// and a row per county of the CSV.
func TestWorkbookReadsBack(t *testing.T) {
	inFixture(t)
	res := generateFixture(t)
	data := readOutput(t, res.Dir, ExportWorkbookPath)
	if len(data) > maxWorkbookBytes {
		t.Errorf("workbook is %d bytes, more than %d", len(data), maxWorkbookBytes)
	}
	f, err := excelize.OpenReader(bytes.NewReader(data))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if got, want := f.GetSheetList(), []string{countiesSheet, codebookSheet, sourcesSheet}; !reflect.DeepEqual(got, want) {
		t.Errorf("sheets = %q, want %q", got, want)
	}
	rows, err := f.GetRows(countiesSheet)
	if err != nil {
		t.Fatal(err)
	}
	records := csvRecords(t, readOutput(t, res.Dir, ExportExposuresPath))
	if len(rows) != len(records) {
		t.Errorf("Counties has %d rows, county-exposures.csv %d", len(rows), len(records))
	}
	panes, err := f.GetPanes(countiesSheet)
	if err != nil || !panes.Freeze || panes.YSplit != 1 {
		t.Errorf("panes = %+v (%v), want the header row frozen", panes, err)
	}
	tables, err := f.GetTables(countiesSheet)
	if err != nil || len(tables) != 1 || tables[0].Range != "A1:U3221" {
		t.Errorf("tables = %+v (%v), want one over A1:U3221 giving the filter buttons", tables, err)
	}
	codebook, err := f.GetRows(codebookSheet)
	if err != nil || len(codebook) != len(records[0])+1 {
		t.Errorf("Codebook has %d rows (%v), want one per column and a header: %d", len(codebook), err, len(records[0])+1)
	}
	if rows[0][0] != "FIPS" || rows[0][7] != "Air Quality (µg/m³), 2014-2018" {
		t.Errorf("header = %q", rows[0])
	}

	for _, tt := range []struct {
		cell, value string
		kind        excelize.CellType
	}{
		{"A2", "01001", excelize.CellTypeInlineString}, // Autauga, AL: the leading zero stays
		{"B2", "Autauga", excelize.CellTypeInlineString},
		{"D2", "27.7", excelize.CellTypeUnset}, // a number: no type attribute
		{"F2", "47", excelize.CellTypeUnset},
		{"H2", "8.00", excelize.CellTypeUnset}, // 3 significant digits shown
	} {
		kind, err := f.GetCellType(countiesSheet, tt.cell)
		if err != nil {
			t.Fatal(err)
		}
		value, err := f.GetCellValue(countiesSheet, tt.cell)
		if err != nil {
			t.Fatal(err)
		}
		if kind != tt.kind || value != tt.value {
			t.Errorf("%s = %q (type %d), want %q (type %d)", tt.cell, value, kind, tt.value, tt.kind)
		}
	}
}
