package datagen

import (
	"fmt"
	"io"
	"math"
	"time"

	"github.com/pd-riskmap/riskmap/datagen/internal/orderedzip"
	"github.com/pd-riskmap/riskmap/datagen/internal/pipe"

	"github.com/xuri/excelize/v2"
)

// The workbook's sheets, in order. Counties comes first so the figures are what opens.
const (
	countiesSheet = "Counties"
	tractsSheet   = "CA tracts" // the tract workbook's
	codebookSheet = "Codebook"
	sourcesSheet  = "Sources and caveats"
	pm25YearSheet = "PM2.5 by year" // only when the data has the yearly figures
)

// workbookEpoch dates the downloads when --last-updated is not a month and a year (downloadsDate): a
// fixed date, because a date taken from the clock would change the bytes of every run.
var workbookEpoch = time.Date(2024, time.December, 1, 0, 0, 0, 0, time.UTC)

// encodeWorkbook writes county-exposures.xlsx: the figures of county-exposures.csv (column d, one
// row per county) with FIPS codes stored as text, so spreadsheets keep their leading zeros, beside
// the codebook (of d's columns and of the tract CSV's, tracts) and the sources. The two large
// sheets, Counties and PM2.5 by year, are streamed.
func encodeWorkbook(api *API, d, tracts pipe.Download) ([]byte, error) {
	date := downloadsDate(api.Environmental.LastUpdated)
	f, err := newWorkbook(date, countiesSheet)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	if err := writeDataSheet(f, countiesSheet, "Counties", d, func(yield func([]cell) error) error { return exposureRows(api, yield) }); err != nil {
		return nil, fmt.Errorf("sheet %s: %w", countiesSheet, err)
	}
	if err := writeCodebookSheet(f, d, tracts); err != nil {
		return nil, fmt.Errorf("sheet %s: %w", codebookSheet, err)
	}
	if err := writeSourcesSheet(f, api); err != nil {
		return nil, fmt.Errorf("sheet %s: %w", sourcesSheet, err)
	}
	if len(api.PM25ByYear) > 0 {
		if err := writePM25YearSheet(f, api.PM25ByYear); err != nil {
			return nil, fmt.Errorf("sheet %s: %w", pm25YearSheet, err)
		}
	}
	return workbookBytes(f, date, "County exposures", countiesNotPeople)
}

// encodeTractsWorkbook writes ca-tracts-calenviroscreen4.xlsx: the rows of the tract CSV (d) with
// their codes stored as text, beside its codebook, whose every column cites OEHHA. A workbook of
// its own: as a sheet of the county workbook the 8,035 tracts made it 1.43 MB, past its 600 KB.
func encodeTractsWorkbook(api *API, d pipe.Download) ([]byte, error) {
	date := downloadsDate(api.Environmental.LastUpdated)
	f, err := newWorkbook(date, tractsSheet)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	if err := writeDataSheet(f, tractsSheet, "CA_tracts", d, func(yield func([]cell) error) error { return tractRows(api, yield) }); err != nil {
		return nil, fmt.Errorf("sheet %s: %w", tractsSheet, err)
	}
	if err := writeCodebookSheet(f, d); err != nil {
		return nil, fmt.Errorf("sheet %s: %w", codebookSheet, err)
	}
	return workbookBytes(f, date, "California census tracts", tractsNotPeople)
}

// newWorkbook is an empty workbook whose first sheet, the data's, is named firstSheet, and whose zip
// parts are written in a fixed order with the data's date, so the same data gives the same bytes.
func newWorkbook(date time.Time, firstSheet string) (*excelize.File, error) {
	f := excelize.NewFile()
	f.ZipWriter = func(w io.Writer) excelize.ZipWriter {
		return orderedzip.New(w, date, workbookCompression)
	}
	if err := f.SetSheetName(f.GetSheetName(0), firstSheet); err != nil {
		f.Close()
		return nil, err
	}
	return f, nil
}

// workbookBytes gives the workbook its title and description, dated like its zip, and writes it.
func workbookBytes(f *excelize.File, date time.Time, title, description string) ([]byte, error) {
	stamp := date.Format(time.RFC3339)
	if err := f.SetDocProps(&excelize.DocProperties{Title: title, Subject: "Parkinson's Disease Environmental Risk Mapper",
		Creator: "riskmap generate", Description: description, Language: "en-US", Created: stamp, Modified: stamp}); err != nil {
		return nil, err
	}
	buf, err := f.WriteToBuffer()
	if err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}

// workbookCompression is deflate's level for the workbook's parts. With every county and the yearly
// PM2.5 sheet, level 5 makes 587 KB in about 55 ms; level 4 took half the time but made 636 KB,
// past the 600 KB the workbook may weigh, and level 9 saves 25 KB more for ten times the time.
const workbookCompression = 5

// workbookStyles are the cell styles of the Counties sheet, made once.
type workbookStyles struct {
	f        *excelize.File
	header   int
	text     int         // stored and shown as text: FIPS codes keep their zeros
	integer  int         // percentiles
	kg       int         // the USGS kilograms, kept to 0.01 kg
	decimals map[int]int // a figure's style by its number of decimals
}

func newWorkbookStyles(f *excelize.File) (*workbookStyles, error) {
	s := &workbookStyles{f: f, decimals: map[int]int{}}
	var err error
	styles := []struct {
		id    *int
		style excelize.Style
	}{
		{&s.header, excelize.Style{Font: &excelize.Font{Bold: true},
			Alignment: &excelize.Alignment{WrapText: true, Vertical: "top"},
			Fill:      excelize.Fill{Type: "pattern", Pattern: 1, Color: []string{"E8EEF4"}}}},
		{&s.text, excelize.Style{NumFmt: 49}},   // @
		{&s.integer, excelize.Style{NumFmt: 1}}, // 0
		{&s.kg, excelize.Style{NumFmt: 4}},      // #,##0.00
	}
	for _, st := range styles {
		if *st.id, err = f.NewStyle(&st.style); err != nil {
			return nil, err
		}
	}
	return s, nil
}

// figure returns the style that shows v's 3 significant digits and no more: 1,570, 8.16, 0.00471.
func (s *workbookStyles) figure(v float64) (int, error) {
	places := 0
	if v != 0 {
		places = max(0, 2-int(math.Floor(math.Log10(math.Abs(v)))))
	}
	if id, ok := s.decimals[places]; ok {
		return id, nil
	}
	format := "#,##0"
	if places > 0 {
		format += "." + fmt.Sprintf("%0*d", places, 0)
	}
	id, err := s.f.NewStyle(&excelize.Style{CustomNumFmt: &format})
	s.decimals[places] = id
	return id, err
}

// workbookColumns are the fields of d the Counties sheet shows and their places in d's rows: all but
// the years columns, whose years the figures' headings give.
func workbookColumns(d pipe.Download) (fields []pipe.Field, places []int) {
	for i, field := range d.Fields {
		if !field.InHeading {
			fields, places = append(fields, field), append(places, i)
		}
	}
	return fields, places
}

// writeDataSheet streams a download's rows into a sheet (Counties, CA tracts): a frozen header of the
// columns' headings, figures as numbers, codes as text, and a table over them, named table, that gives
// the header its filter buttons.
func writeDataSheet(f *excelize.File, sheet, table string, d pipe.Download, rows func(yield func([]cell) error) error) error {
	styles, err := newWorkbookStyles(f)
	if err != nil {
		return err
	}
	sw, err := f.NewStreamWriter(sheet)
	if err != nil {
		return err
	}
	fields, places := workbookColumns(d)
	for i, field := range fields {
		if err := sw.SetColWidth(i+1, i+1, columnWidth(field)); err != nil {
			return err
		}
	}
	if err := sw.SetPanes(&excelize.Panes{Freeze: true, YSplit: 1, TopLeftCell: "A2", ActivePane: "bottomLeft"}); err != nil {
		return err
	}
	header := make([]any, len(fields))
	for i, field := range fields {
		header[i] = excelize.Cell{StyleID: styles.header, Value: field.Heading}
	}
	if err := sw.SetRow("A1", header, excelize.RowOpts{Height: 48}); err != nil {
		return err
	}
	values := make([]any, len(fields))
	rowNumber := 1
	err = rows(func(row []cell) error {
		rowNumber++
		for i, field := range fields {
			v, err := workbookCell(styles, field, row[places[i]])
			if err != nil {
				return err
			}
			values[i] = v
		}
		return sw.SetRow(fmt.Sprintf("A%d", rowNumber), values)
	})
	if err != nil {
		return err
	}
	last, err := excelize.CoordinatesToCellName(len(fields), rowNumber)
	if err != nil {
		return err
	}
	// A table gives the header row its filter buttons; a streamed sheet has no other way to.
	noStripes := false
	if err := sw.AddTable(&excelize.Table{Range: "A1:" + last, Name: table, ShowRowStripes: &noStripes}); err != nil {
		return err
	}
	return sw.Flush()
}

// workbookCell is c as the spreadsheet stores it: numbers as numbers with a number format, text as
// text, and a missing value as an empty cell.
func workbookCell(styles *workbookStyles, field pipe.Field, c cell) (any, error) {
	switch {
	case !c.isNumber && c.text == "":
		return nil, nil
	case !c.isNumber:
		if field.Pattern == fipsPattern || field.Pattern == tractIDPattern {
			return excelize.Cell{StyleID: styles.text, Value: c.text}, nil
		}
		return c.text, nil
	case field.Type == pipe.SchemaInteger:
		return excelize.Cell{StyleID: styles.integer, Value: int(c.number)}, nil
	case field.Unit == usgsUnit:
		return excelize.Cell{StyleID: styles.kg, Value: c.number}, nil
	}
	style, err := styles.figure(c.number)
	return excelize.Cell{StyleID: style, Value: c.number}, err
}

// columnWidth is wide enough for the column's values; the header wraps onto its lines.
func columnWidth(field pipe.Field) float64 {
	switch {
	case field.Name == "county":
		return 24
	case field.Pattern == tractIDPattern:
		return 13
	case field.Pattern != "":
		return 8
	case field.Type == pipe.SchemaNumber:
		return 18
	default:
		return 13
	}
}

// writeTable fills a sheet with tables one under another, a blank row between them: each table's
// first row is its bold header, the rest wrap. widths are the columns' widths in characters.
func writeTable(f *excelize.File, sheet string, widths []float64, tables ...[][]string) error {
	header, err := f.NewStyle(&excelize.Style{Font: &excelize.Font{Bold: true}, Alignment: &excelize.Alignment{Vertical: "top"}})
	if err != nil {
		return err
	}
	wrap, err := f.NewStyle(&excelize.Style{Alignment: &excelize.Alignment{WrapText: true, Vertical: "top"}})
	if err != nil {
		return err
	}
	for i, w := range widths {
		col, err := excelize.ColumnNumberToName(i + 1)
		if err != nil {
			return err
		}
		if err := f.SetColWidth(sheet, col, col, w); err != nil {
			return err
		}
	}
	rowNumber := 0
	for _, table := range tables {
		for i, row := range table {
			rowNumber++
			values := make([]any, len(row))
			for j, v := range row {
				values[j] = v
			}
			first, last := fmt.Sprintf("A%d", rowNumber), ""
			if last, err = excelize.CoordinatesToCellName(len(row), rowNumber); err != nil {
				return err
			}
			if err := f.SetSheetRow(sheet, first, &values); err != nil {
				return err
			}
			style := wrap
			if i == 0 {
				style = header
			}
			if err := f.SetCellStyle(sheet, first, last, style); err != nil {
				return err
			}
		}
		rowNumber++
	}
	return nil
}

// writeCodebookSheet says what each column of the first download's sheet means, then, under it, each
// column of the other downloads given, headed by the download's name (in the county workbook, the
// tract CSV's, whose rows are in a workbook of their own: a sheet of them made the county workbook
// 1.43 MB, past its 600 KB).
func writeCodebookSheet(f *excelize.File, downloads ...pipe.Download) error {
	if _, err := f.NewSheet(codebookSheet); err != nil {
		return err
	}
	var tables [][][]string
	for i, d := range downloads {
		heading := "Column heading"
		if i > 0 {
			heading += " (" + d.Name + ")"
		}
		rows := [][]string{{heading, "CSV column", "Meaning", "Unit", "Years", "Source"}}
		fields, _ := workbookColumns(d)
		for _, field := range fields {
			rows = append(rows, []string{field.Heading, field.Name, field.Meaning.String(), field.Unit, field.Years, field.Source})
		}
		tables = append(tables, rows)
	}
	return writeTable(f, codebookSheet, []float64{30, 26, 60, 16, 11, 60}, tables...)
}

// writeSourcesSheet says where the figures come from, under what terms, and what they cannot say.
func writeSourcesSheet(f *excelize.File, api *API) error {
	if _, err := f.NewSheet(sourcesSheet); err != nil {
		return err
	}
	env := api.Environmental
	page := api.SiteURL
	if page == "" {
		page = "not given to riskmap generate (--site-url)"
	}
	about := [][]string{
		{"About these figures", ""},
		{"What they are", countiesNotPeople},
		{"Data last updated", env.LastUpdated},
		{"Page", page},
	}
	sources := [][]string{{"Source", "Publisher", "Data set", "Years", "Address", "Licence", "Citation"}}
	for _, s := range env.MeasuredSources {
		sources = append(sources, []string{s.ID, s.Publisher, s.Dataset, s.Years, s.URL, s.Licence,
			s.Publisher + ". " + s.Dataset + " (" + s.Years + "). " + s.URL})
	}
	caveats := [][]string{{"Layer", "Caveat"}}
	for _, factor := range env.Factors {
		for _, caveat := range factor.Measured.Caveats {
			caveats = append(caveats, []string{factor.Name, caveat})
		}
	}
	return writeTable(f, sourcesSheet, []float64{24, 60, 40, 11, 40, 30, 60}, about, sources, caveats)
}

// writePM25YearSheet writes the yearly means wide, a row per county and a column per year, which a
// spreadsheet reads at a glance; the long table (FIPS, year, figure) is the county-pm25-by-year.csv
// download. Long, the sheet cannot fit the workbook's 600 KB: excelize names every cell's place
// (r="B2"), and deflate pays for those names more than for the figures, so its 177,000 cells (three
// a row, 59,000 rows) deflate to 854 KB even at level 9 (the workbook 1.13 MB), against 297 KB at
// level 5 for the 59,000 cells wide.
func writePM25YearSheet(f *excelize.File, figures []YearFigure) error {
	if _, err := f.NewSheet(pm25YearSheet); err != nil {
		return err
	}
	header, err := f.NewStyle(&excelize.Style{Font: &excelize.Font{Bold: true}})
	if err != nil {
		return err
	}
	text, err := f.NewStyle(&excelize.Style{NumFmt: 49})
	if err != nil {
		return err
	}
	first, last := figures[0].Year, figures[0].Year
	for _, y := range figures {
		first, last = min(first, y.Year), max(last, y.Year)
	}
	titles := []any{excelize.Cell{StyleID: header, Value: "FIPS"}}
	for year := first; year <= last; year++ {
		titles = append(titles, excelize.Cell{StyleID: header, Value: fmt.Sprintf("PM2.5 %d (µg/m³)", year)})
	}
	sw, err := f.NewStreamWriter(pm25YearSheet)
	if err != nil {
		return err
	}
	if err := sw.SetColWidth(1, len(titles), 18); err != nil {
		return err
	}
	if err := sw.SetPanes(&excelize.Panes{Freeze: true, XSplit: 1, YSplit: 1, TopLeftCell: "B2", ActivePane: "bottomRight"}); err != nil {
		return err
	}
	if err := sw.SetRow("A1", titles); err != nil {
		return err
	}
	row := 1
	cells := make([]any, len(titles))
	for i := 0; i < len(figures); {
		fips := figures[i].FIPS
		clear(cells)
		cells[0] = excelize.Cell{StyleID: text, Value: fips}
		for ; i < len(figures) && figures[i].FIPS == fips; i++ {
			cells[1+figures[i].Year-first] = figures[i].Value
		}
		row++
		if err := sw.SetRow(fmt.Sprintf("A%d", row), cells); err != nil {
			return err
		}
	}
	lastCell, err := excelize.CoordinatesToCellName(len(titles), row)
	if err != nil {
		return err
	}
	noStripes := false
	if err := sw.AddTable(&excelize.Table{Range: "A1:" + lastCell, Name: "PM25ByYear", ShowRowStripes: &noStripes}); err != nil {
		return err
	}
	return sw.Flush()
}

// downloadsDate is the date the downloads carry (the workbook's properties, the zips' parts): the
// data's month, or workbookEpoch when --last-updated is not a month and a year.
func downloadsDate(lastUpdated string) time.Time {
	if t, err := time.Parse("January 2006", lastUpdated); err == nil {
		return t
	}
	return workbookEpoch
}
