package datagen

import (
	"bytes"
	"errors"
	"fmt"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/pd-riskmap/riskmap/datagen/internal/pipe/measured"
	"github.com/pd-riskmap/riskmap/datagen/internal/pipe/tracts"
	"github.com/pd-riskmap/riskmap/datagen/internal/pipe/workbooks"

	"github.com/xuri/excelize/v2"
)

// maxWorkbookBytes is the most the county workbook may weigh, every county included (the tract
// workbook, a download of its own, has no such limit).
const maxWorkbookBytes = 600 << 10

// TestWorkbookReadsBack opens the generated workbook as a spreadsheet program would and checks
// what a person relies on: the sheets, FIPS codes as text with their zeros, figures as numbers,
// and a row per county of the CSV.
func TestWorkbookReadsBack(t *testing.T) {
	inFixture(t)
	res := generateFixture(t)
	f := openWorkbook(t, readOutput(t, res.Dir, workbooks.CountiesPath), workbooks.CountiesSheet, workbooks.CodebookSheet, workbooks.SourcesSheet, workbooks.PM25YearSheet)
	rows, err := f.GetRows(workbooks.CountiesSheet)
	if err != nil {
		t.Fatal(err)
	}
	records := csvRecords(t, readOutput(t, res.Dir, measured.ExportPath))
	if len(rows) != len(records) {
		t.Errorf("Counties has %d rows, county-exposures.csv %d", len(rows), len(records))
	}
	panes, err := f.GetPanes(workbooks.CountiesSheet)
	if err != nil || !panes.Freeze || panes.YSplit != 1 {
		t.Errorf("panes = %+v (%v), want the header row frozen", panes, err)
	}
	tables, err := f.GetTables(workbooks.CountiesSheet)
	if err != nil || len(tables) != 1 || tables[0].Range != "A1:U188" {
		t.Errorf("tables = %+v (%v), want one over A1:U188 giving the filter buttons", tables, err)
	}
	// The codebook: a header and a row per column of Counties, a blank row, then a header and a row
	// per column of the tract CSV, whose rows are in the tract workbook.
	codebook, err := f.GetRows(workbooks.CodebookSheet)
	tractColumns := len(csvRecords(t, readOutput(t, res.Dir, tracts.ExportPath))[0])
	if want := len(rows[0]) + 1 + 1 + tractColumns + 1; err != nil || len(codebook) != want {
		t.Errorf("Codebook has %d rows (%v), want %d", len(codebook), err, want)
	} else if got := codebook[len(rows[0])+2][0]; got != "Column heading ("+tracts.DownloadName+")" {
		t.Errorf("the tract CSV's table is headed %q", got)
	}
	if rows[0][0] != "FIPS" || rows[0][8] != "Air Quality (µg/m³), 2014-2018" {
		t.Errorf("header = %q", rows[0])
	}
	// The CSV's years columns repeat the years of their figure's heading on every row: the sheet
	// leaves them out, and has every other column.
	var years int
	for _, name := range records[0] {
		if strings.HasSuffix(name, "_years") {
			years++
		}
	}
	if years == 0 || len(rows[0]) != len(records[0])-years || slices.ContainsFunc(rows[0], func(h string) bool { return strings.HasSuffix(h, ": years") }) {
		t.Errorf("header = %q, want the CSV's %d columns but its %d years columns", rows[0], len(records[0]), years)
	}

	for _, tt := range []struct {
		cell, value string
		kind        excelize.CellType
	}{
		{"A2", "01001", excelize.CellTypeInlineString}, // Autauga, AL: the leading zero stays
		{"B2", "Autauga", excelize.CellTypeInlineString},
		{"D2", "60342", excelize.CellTypeUnset}, // the population, a whole number
		{"E2", "2023", excelize.CellTypeInlineString},
		{"F2", "27.7", excelize.CellTypeUnset}, // a number: no type attribute
		{"G2", "56", excelize.CellTypeUnset},
		{"I2", "8.00", excelize.CellTypeUnset}, // 3 significant digits shown
		{"R2", "68", excelize.CellTypeUnset},   // Autauga, AL: the combined score, a whole number
		{"R6", "", excelize.CellTypeUnset},     // no figure on the score's layers: empty
		{"T4", "27.6", excelize.CellTypeUnset}, // Barbour, AL: the USGS estimate per km²
	} {
		kind, err := f.GetCellType(workbooks.CountiesSheet, tt.cell)
		if err != nil {
			t.Fatal(err)
		}
		value, err := f.GetCellValue(workbooks.CountiesSheet, tt.cell)
		if err != nil {
			t.Fatal(err)
		}
		if kind != tt.kind || value != tt.value {
			t.Errorf("%s = %q (type %d), want %q (type %d)", tt.cell, value, kind, tt.value, tt.kind)
		}
	}
}

// TestTractsWorkbookReadsBack opens the tract workbook as a spreadsheet program would: the tract
// CSV's rows and columns, GEOIDs and county FIPS codes as text with their zeros, figures as numbers,
// and a codebook whose every column cites OEHHA.
func TestTractsWorkbookReadsBack(t *testing.T) {
	inFixture(t)
	res := generateFixture(t)
	f := openWorkbook(t, readOutput(t, res.Dir, workbooks.TractsPath), workbooks.TractsSheet, workbooks.CodebookSheet)
	rows, err := f.GetRows(workbooks.TractsSheet)
	if err != nil {
		t.Fatal(err)
	}
	records := csvRecords(t, readOutput(t, res.Dir, tracts.ExportPath))
	if len(rows) != len(records) || len(rows[0]) != len(records[0]) {
		t.Fatalf("CA tracts has %d rows of %d cells, the tract CSV %d of %d", len(rows), len(rows[0]), len(records), len(records[0]))
	}
	if rows[0][0] != "GEOID" || rows[1][0] != records[1][0] || !strings.HasPrefix(rows[1][0], "06") {
		t.Errorf("first column = %q, %q; want GEOID and the CSV's first tract, 06...", rows[0][0], rows[1][0])
	}
	for _, tt := range []struct {
		cell string
		want excelize.CellType
	}{
		{"A2", excelize.CellTypeInlineString}, // GEOID
		{"C2", excelize.CellTypeInlineString}, // county FIPS
		{"F2", excelize.CellTypeUnset},        // population, a number
	} {
		if kind, err := f.GetCellType(workbooks.TractsSheet, tt.cell); err != nil || kind != tt.want {
			t.Errorf("%s is of type %v (%v), want %v", tt.cell, kind, err, tt.want)
		}
	}
	codebook, err := f.GetRows(workbooks.CodebookSheet)
	if err != nil || len(codebook) != len(rows[0])+1 {
		t.Fatalf("Codebook has %d rows (%v), want a header and a row per column, %d", len(codebook), err, len(rows[0])+1)
	}
	for _, row := range codebook[1:] {
		if source := row[len(row)-1]; !strings.Contains(source, "OEHHA") && !strings.Contains(source, "Census") {
			t.Errorf("codebook row %q: source %q names neither OEHHA nor the Census Bureau", row[0], source)
		}
	}
}

// TestCommittedWorkbookFits builds the workbooks of the whole committed data folder, yearly PM2.5
// included, and checks the county one stays within maxWorkbookBytes with all four sheets, and the
// tract one has every tract.
func TestCommittedWorkbookFits(t *testing.T) {
	m, err := Validate(committedDataSet(t))
	if err != nil {
		t.Fatal(err)
	}
	Measure(m)
	api := Transform(m, DefaultLastUpdated)
	files, err := Encode(OSFS{}, repoData, m, api)
	if err != nil {
		t.Fatal(err)
	}
	i := slices.IndexFunc(files, func(f OutputFile) bool { return f.Path == workbooks.CountiesPath })
	if i < 0 {
		t.Fatalf("Encode wrote no %s", workbooks.CountiesPath)
	}
	f := openWorkbook(t, files[i].Data, workbooks.CountiesSheet, workbooks.CodebookSheet, workbooks.SourcesSheet, workbooks.PM25YearSheet)
	counties := map[string]bool{}
	for _, y := range api.PM25ByYear {
		counties[y.FIPS] = true
	}
	for sheet, want := range map[string]int{workbooks.CountiesSheet: len(api.Measured) + 1, workbooks.PM25YearSheet: len(counties) + 1} {
		if rows, err := f.GetRows(sheet); err != nil || len(rows) != want {
			t.Errorf("%s has %d rows (%v), want %d", sheet, len(rows), err, want)
		}
	}
	// Every tract, in the tract workbook.
	j := slices.IndexFunc(files, func(f OutputFile) bool { return f.Path == workbooks.TractsPath })
	if j < 0 {
		t.Fatalf("Encode wrote no %s", workbooks.TractsPath)
	}
	tractBook := openWorkbook(t, files[j].Data, workbooks.TractsSheet, workbooks.CodebookSheet)
	if rows, err := tractBook.GetRows(workbooks.TractsSheet); err != nil || len(rows) != len(api.Tracts.Tracts)+1 || len(api.Tracts.Tracts) != 8035 {
		t.Errorf("%s has %d rows (%v) for %d tracts, want 8,036", workbooks.TractsSheet, len(rows), err, len(api.Tracts.Tracts))
	}
	t.Logf("%s: %d bytes; %s: %d bytes", workbooks.CountiesPath, len(files[i].Data), workbooks.TractsPath, len(files[j].Data))
}

// TestWorkbookPM25ByYear adds the optional yearly PM2.5 file: the workbook gains a row per county and
// a column per year, in FIPS order, narrowed like the rest by --states, and still gives the same bytes each run
// (TestWorkbookReadsBack checks the sheet is absent without the file).
func TestWorkbookPM25ByYear(t *testing.T) {
	inFixture(t)
	writeData(t, filepath.Join(ExposuresDir, PM25ByYearFile), "geoid,year,pm25_ugm3\n06019,2015,9.8\n06019,2014,10.5\n01001,2014,8.1\n")
	for _, tt := range []struct {
		states []string
		want   [][]string
	}{
		{nil, [][]string{{"FIPS", "PM2.5 2014 (µg/m³)", "PM2.5 2015 (µg/m³)"}, {"01001", "8.1"}, {"06019", "10.5", "9.8"}}},
		{[]string{"CA"}, [][]string{{"FIPS", "PM2.5 2014 (µg/m³)", "PM2.5 2015 (µg/m³)"}, {"06019", "10.5", "9.8"}}},
	} {
		res, err := Generate(Options{DataDir: "data", OutDir: "build", States: tt.states})
		if err != nil {
			t.Fatal(err)
		}
		data := readOutput(t, res.Dir, workbooks.CountiesPath)
		if _, err := Generate(Options{DataDir: "data", OutDir: "build", States: tt.states}); err != nil {
			t.Fatal(err)
		}
		if again := readOutput(t, res.Dir, workbooks.CountiesPath); !bytes.Equal(again, data) {
			t.Errorf("--states %v: two runs wrote different workbooks", tt.states)
		}
		f, err := excelize.OpenReader(bytes.NewReader(data))
		if err != nil {
			t.Fatal(err)
		}
		rows, err := f.GetRows(workbooks.PM25YearSheet)
		if err != nil || !reflect.DeepEqual(rows, tt.want) {
			t.Errorf("--states %v: %s = %q (%v), want %q", tt.states, workbooks.PM25YearSheet, rows, err, tt.want)
		}
		if kind, err := f.GetCellType(workbooks.PM25YearSheet, "A2"); err != nil || kind != excelize.CellTypeInlineString {
			t.Errorf("A2 is of type %d (%v), want a string", kind, err)
		}
		last := fmt.Sprintf("C%d", len(tt.want))
		if tables, err := f.GetTables(workbooks.PM25YearSheet); err != nil || len(tables) != 1 || tables[0].Range != "A1:"+last {
			t.Errorf("--states %v: tables = %+v (%v), want one over A1:%s giving the filter buttons", tt.states, tables, err, last)
		}
		f.Close()
	}
}

func TestPM25ByYearChecks(t *testing.T) {
	inFixture(t)
	file := filepath.Join(ExposuresDir, PM25ByYearFile)
	writeData(t, file, "geoid,year,pm25_ugm3\n06019,2014,10.5\n99999,2014,1\n06019,14,1\n06019,2015,-1\n06019,2014,9\n")
	_, err := Generate(Options{DataDir: "data", OutDir: "build"})
	want := []string{
		`data/exposures/pm25_by_year.csv:3: geoid: "99999" is not a county of data/us_counties.csv`,
		`data/exposures/pm25_by_year.csv:4: year: "14" must be a year from 2000 to 2018`,
		`data/exposures/pm25_by_year.csv:5: pm25_ugm3: "-1" is not a number of 0 or more`,
		`data/exposures/pm25_by_year.csv:6: year: "06019 2014" is already on line 2`,
	}
	var list ErrorList
	if !errors.As(err, &list) {
		t.Fatalf("error = %v, want the problems", err)
	}
	if got := problemLines(list); !reflect.DeepEqual(got, want) {
		t.Errorf("problems:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}

// openWorkbook opens a workbook's bytes for reading after checking a county workbook is within maxWorkbookBytes
// and hold the sheets named, in that order; it is closed when the test ends.
func openWorkbook(t *testing.T, data []byte, sheets ...string) *excelize.File {
	t.Helper()
	if len(data) > maxWorkbookBytes && sheets[0] == workbooks.CountiesSheet {
		t.Errorf("workbook is %d bytes, more than %d", len(data), maxWorkbookBytes)
	}
	f, err := excelize.OpenReader(bytes.NewReader(data))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { f.Close() })
	if got := f.GetSheetList(); !reflect.DeepEqual(got, sheets) {
		t.Errorf("sheets = %q, want %q", got, sheets)
	}
	return f
}
