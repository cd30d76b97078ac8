package workbooks

import (
	"bytes"
	"testing"

	"github.com/pd-riskmap/riskmap/datagen/internal/pipe"

	"github.com/xuri/excelize/v2"
)

func TestCodeLength(t *testing.T) {
	for _, tt := range []struct {
		pattern string
		want    int
	}{
		{"^[0-9]{5}$", 5},
		{"^[0-9]{11}$", 11},
		{"^[A-Z]{2}$", 2},
		{"^[0-9]{2,5}$", 0},
		{"^[0-9]+$", 0},
		{"", 0},
	} {
		if got := codeLength(tt.pattern); got != tt.want {
			t.Errorf("codeLength(%q) = %d, want %d", tt.pattern, got, tt.want)
		}
	}
}

// TestDataSheet writes a two-row download as the tract workbook and reads it back as a spreadsheet
// program would: codes as text with their zeros, the USGS kilograms and the other figures as
// numbers, a missing value as an empty cell, the widths from the codes' length.
func TestDataSheet(t *testing.T) {
	d := pipe.Download{Name: "fixture.csv", Fields: []pipe.Field{
		{Name: "geoid", Heading: "GEOID", Type: pipe.SchemaString, Pattern: "^[0-9]{11}$"},
		{Name: "name", Heading: "Name", Type: pipe.SchemaString},
		{Name: "kg", Heading: "Paraquat (kg)", Type: pipe.SchemaNumber, Unit: pipe.KilogramsPerYear},
		{Name: "pm25", Heading: "PM2.5", Type: pipe.SchemaNumber},
		{Name: "percentile", Heading: "Percentile", Type: pipe.SchemaInteger},
	}}
	rows := [][]pipe.Cell{
		{pipe.TextCell("06019001000"), pipe.TextCell("10"), pipe.NumberCell(1234.5), pipe.NumberCell(13.764), pipe.NumberCell(93)},
		{pipe.TextCell("06019001100"), pipe.TextCell("11"), {}, pipe.NumberCell(0.004712), {}},
	}
	in := Input{Tracts: Sheet{Download: d, About: "Tracts describe places, not people.", Rows: func(yield func([]pipe.Cell) error) error {
		for _, row := range rows {
			if err := yield(row); err != nil {
				return err
			}
		}
		return nil
	}}}
	data, err := encodeTracts(in)
	if err != nil {
		t.Fatal(err)
	}
	f, err := excelize.OpenReader(bytes.NewReader(data))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if got := f.GetSheetList(); len(got) != 2 || got[0] != TractsSheet || got[1] != CodebookSheet {
		t.Errorf("sheets = %q, want %q then %q", got, TractsSheet, CodebookSheet)
	}
	for _, tt := range []struct {
		cell, value string
		kind        excelize.CellType
	}{
		{"A1", "GEOID", excelize.CellTypeInlineString},
		{"A2", "06019001000", excelize.CellTypeInlineString},
		{"B3", "11", excelize.CellTypeInlineString},
		{"C2", "1,234.50", excelize.CellTypeUnset},
		{"C3", "", excelize.CellTypeUnset},
		{"D2", "13.8", excelize.CellTypeUnset},
		{"D3", "0.00471", excelize.CellTypeUnset},
		{"E2", "93", excelize.CellTypeUnset},
	} {
		kind, err := f.GetCellType(TractsSheet, tt.cell)
		if err != nil || kind != tt.kind {
			t.Errorf("%s: type %v (%v), want %v", tt.cell, kind, err, tt.kind)
		}
		if value, err := f.GetCellValue(TractsSheet, tt.cell); err != nil || value != tt.value {
			t.Errorf("%s = %q (%v), want %q", tt.cell, value, err, tt.value)
		}
	}
	for col, want := range map[string]float64{"A": 13, "B": 13, "C": 18} {
		if got, err := f.GetColWidth(TractsSheet, col); err != nil || got != want {
			t.Errorf("column %s is %v wide (%v), want %v", col, got, err, want)
		}
	}
	props, err := f.GetDocProps()
	if err != nil || props.Description != in.Tracts.About {
		t.Errorf("description = %q (%v), want %q", props.Description, err, in.Tracts.About)
	}
}
