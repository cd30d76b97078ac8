// Package workbooks is the figures as Excel workbooks: the counties' (county-exposures.xlsx, beside
// the codebook, the sources and the yearly PM2.5) and the census tracts' (a workbook of their own).
// Each data sheet is the rows of a CSV download, whose fields say each column's heading, type and
// unit, so the workbook shows what the CSV holds: codes as text with their leading zeros, figures as
// numbers. datagen hands over the rows and the sources (Give). The slowest files of the generator by
// far, they are made on the second core while the pipes after this one run.
package workbooks

import (
	"fmt"
	"io"
	"math"
	"regexp"
	"strconv"
	"time"

	"github.com/pd-riskmap/riskmap/datagen/internal/figures"
	"github.com/pd-riskmap/riskmap/datagen/internal/orderedzip"
	"github.com/pd-riskmap/riskmap/datagen/internal/pipe"
	"github.com/pd-riskmap/riskmap/datagen/internal/pipe/environmental"

	"github.com/xuri/excelize/v2"
)

// The paths of the product's files under /api/, and the names they are saved under.
const (
	CountiesPath = "export/workbook"
	TractsPath   = "export/tracts-workbook"
	countiesName = "county-exposures.xlsx"
	tractsName   = "ca-tracts-calenviroscreen4.xlsx"
)

// The workbooks' sheets, in order. The data comes first so the figures are what opens.
const (
	CountiesSheet = "Counties"
	TractsSheet   = "CA tracts" // the tract workbook's
	CodebookSheet = "Codebook"
	SourcesSheet  = "Sources and caveats"
	PM25YearSheet = "PM2.5 by year" // only when the data has the yearly figures
)

// Pipe is the product in the generator's list of pipes.
type Pipe struct{}

func (Pipe) String() string { return "workbooks" }

func (Pipe) APIFiles() []pipe.APIFile {
	return []pipe.APIFile{
		{Key: "exportWorkbook", Path: CountiesPath, Type: pipe.WorkbookType, Download: countiesName, About: "the figures, an Excel workbook"},
		{Key: "exportTractsWorkbook", Path: TractsPath, Type: pipe.WorkbookType, Download: tractsName, About: "the census tracts' figures, an Excel workbook"},
	}
}

// Input is what the workbooks show.
type Input struct {
	Counties, Tracts Sheet
	PM25ByYear       []figures.YearFigure // every county's yearly PM2.5, FIPS then year order; none for no sheet
	// Environmental gives the sources sheet its sources and caveats, and the workbooks their date.
	Environmental environmental.Data
	SiteURL       string // the page's address, which the sources sheet names; may be empty
}

// Sheet is a workbook's data: a CSV download's rows, and what they describe and cannot say, which
// the workbook's properties (and the counties' sources sheet) say.
type Sheet struct {
	Download pipe.Download
	Rows     pipe.CellRows
	About    string
}

type inputKey struct{}

// Give leaves the workbooks' data in ctx for the pipe.
func Give(ctx *pipe.Context, in Input) { ctx.Set(inputKey{}, in) }

func (Pipe) Run(ctx *pipe.Context) error {
	in := ctx.Value(inputKey{}).(Input)
	ctx.Go(CountiesPath, func() ([]byte, error) { return encodeCounties(in) })
	ctx.Go(TractsPath, func() ([]byte, error) { return encodeTracts(in) })
	return nil
}

// encodeCounties writes county-exposures.xlsx: the figures of county-exposures.csv (one row per
// county) with FIPS codes stored as text, so spreadsheets keep their leading zeros, beside the
// codebook (of its columns and of the tract CSV's) and the sources. The two large sheets, Counties
// and PM2.5 by year, are streamed.
func encodeCounties(in Input) ([]byte, error) {
	date := pipe.DownloadsDate(in.Environmental.LastUpdated)
	f, err := newWorkbook(date, CountiesSheet)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	if err := writeDataSheet(f, CountiesSheet, "Counties", in.Counties.Download, in.Counties.Rows); err != nil {
		return nil, fmt.Errorf("sheet %s: %w", CountiesSheet, err)
	}
	if err := writeCodebookSheet(f, in.Counties.Download, in.Tracts.Download); err != nil {
		return nil, fmt.Errorf("sheet %s: %w", CodebookSheet, err)
	}
	if err := writeSourcesSheet(f, in); err != nil {
		return nil, fmt.Errorf("sheet %s: %w", SourcesSheet, err)
	}
	if len(in.PM25ByYear) > 0 {
		if err := writePM25YearSheet(f, in.PM25ByYear); err != nil {
			return nil, fmt.Errorf("sheet %s: %w", PM25YearSheet, err)
		}
	}
	return workbookBytes(f, date, "County exposures", in.Counties.About)
}

// encodeTracts writes ca-tracts-calenviroscreen4.xlsx: the rows of the tract CSV with their codes
// stored as text, beside its codebook, whose every column cites OEHHA. A workbook of its own: as a
// sheet of the county workbook the 8,035 tracts made it 1.43 MB, past its 600 KB.
func encodeTracts(in Input) ([]byte, error) {
	date := pipe.DownloadsDate(in.Environmental.LastUpdated)
	f, err := newWorkbook(date, TractsSheet)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	if err := writeDataSheet(f, TractsSheet, "CA_tracts", in.Tracts.Download, in.Tracts.Rows); err != nil {
		return nil, fmt.Errorf("sheet %s: %w", TractsSheet, err)
	}
	if err := writeCodebookSheet(f, in.Tracts.Download); err != nil {
		return nil, fmt.Errorf("sheet %s: %w", CodebookSheet, err)
	}
	return workbookBytes(f, date, "California census tracts", in.Tracts.About)
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

// workbookStyles are the cell styles of a data sheet, made once.
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

// workbookColumns are the fields of d its data sheet shows and their places in d's rows: all but
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
func writeDataSheet(f *excelize.File, sheet, table string, d pipe.Download, rows pipe.CellRows) error {
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
	err = rows(func(row []pipe.Cell) error {
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
func workbookCell(styles *workbookStyles, field pipe.Field, c pipe.Cell) (any, error) {
	number, isNumber := c.Number()
	switch {
	case c.Empty():
		return nil, nil
	case !isNumber:
		if field.Pattern != "" {
			return excelize.Cell{StyleID: styles.text, Value: c.String()}, nil
		}
		return c.String(), nil
	case field.Type == pipe.SchemaInteger:
		return excelize.Cell{StyleID: styles.integer, Value: int(number)}, nil
	case field.Unit == pipe.KilogramsPerYear:
		return excelize.Cell{StyleID: styles.kg, Value: number}, nil
	}
	style, err := styles.figure(number)
	return excelize.Cell{StyleID: style, Value: number}, err
}

// columnWidth is wide enough for the column's values; the header wraps onto its lines.
func columnWidth(field pipe.Field) float64 {
	switch {
	case field.Name == "county":
		return 24
	case field.Pattern != "":
		return max(8, float64(codeLength(field.Pattern)+2))
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
	if _, err := f.NewSheet(CodebookSheet); err != nil {
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
	return writeTable(f, CodebookSheet, []float64{30, 26, 60, 16, 11, 60}, tables...)
}

// writeSourcesSheet says where the figures come from, under what terms, and what they cannot say.
func writeSourcesSheet(f *excelize.File, in Input) error {
	if _, err := f.NewSheet(SourcesSheet); err != nil {
		return err
	}
	env := in.Environmental
	page := in.SiteURL
	if page == "" {
		page = "not given to riskmap generate (--site-url)"
	}
	about := [][]string{
		{"About these figures", ""},
		{"What they are", in.Counties.About},
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
	return writeTable(f, SourcesSheet, []float64{24, 60, 40, 11, 40, 30, 60}, about, sources, caveats)
}

// writePM25YearSheet writes the yearly means wide, a row per county and a column per year, which a
// spreadsheet reads at a glance; the long table (FIPS, year, figure) is the county-pm25-by-year.csv
// download. Long, the sheet cannot fit the workbook's 600 KB: excelize names every cell's place
// (r="B2"), and deflate pays for those names more than for the figures, so its 177,000 cells (three
// a row, 59,000 rows) deflate to 854 KB even at level 9 (the workbook 1.13 MB), against 297 KB at
// level 5 for the 59,000 cells wide.
func writePM25YearSheet(f *excelize.File, figures []figures.YearFigure) error {
	if _, err := f.NewSheet(PM25YearSheet); err != nil {
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
	sw, err := f.NewStreamWriter(PM25YearSheet)
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

// fixedLength matches a pattern of codes of one length, ^[0-9]{5}$, and gives the length.
var fixedLength = regexp.MustCompile(`^\^\[[^\]]+\]\{(\d+)\}\$$`)

// codeLength is the length of the codes a field's pattern matches when they have one; 0 otherwise.
func codeLength(pattern string) int {
	m := fixedLength.FindStringSubmatch(pattern)
	if m == nil {
		return 0
	}
	n, _ := strconv.Atoi(m[1])
	return n
}
