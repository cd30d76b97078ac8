package datagen

import (
	"bytes"
	"encoding/csv"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"path/filepath"
	"slices"
	"strings"

	"github.com/gocarina/gocsv"

	"github.com/pd-riskmap/riskmap/datagen/internal/geography"
	"github.com/pd-riskmap/riskmap/datagen/internal/pipe/compounds"
	"github.com/pd-riskmap/riskmap/datagen/internal/pipe/studies"
	"github.com/pd-riskmap/riskmap/datagen/internal/pipe/tracts"
	"github.com/pd-riskmap/riskmap/datagen/internal/pipe/zips"
	"github.com/pd-riskmap/riskmap/datagen/internal/topojson"
	"github.com/pd-riskmap/riskmap/datagen/internal/topology"
)

// Table is one CSV file read into row structs. It keeps the true line of every field, taken from
// encoding/csv's FieldPos, because gocsv only knows row counts and those drift on quoted fields
// that span lines.
type Table[T any] struct {
	File     string // path as given joined with the file name, for messages
	Rows     []T
	columns  map[string]int // header name to field index
	rowLines []int          // rowLines[i] is the line where row i starts
	// fieldLines holds the line of every field of the few rows whose quoted fields span lines, by
	// row; a line per field of every row cost more to grow than the rest of reading a large file.
	fieldLines map[int][]int
}

// Line returns the line where column starts in row i, or the row's first line for an unknown column.
func (t *Table[T]) Line(i int, column string) int {
	lines, spans := t.fieldLines[i]
	j, known := t.columns[column]
	if !spans || !known {
		return t.rowLines[i]
	}
	return lines[j]
}

// Len is the number of rows read.
func (t *Table[T]) Len() int { return len(t.Rows) }

// Problem locates a message at column of row i.
func (t *Table[T]) Problem(i int, column, format string, args ...any) Problem {
	return Problem{File: t.File, Line: t.Line(i, column), Column: column, Message: fmt.Sprintf(format, args...)}
}

// DataSet is the whole data folder, read but not yet checked.
type DataSet struct {
	Geographies *Table[GeographyRow] // the kinds of area, declared

	Counties *Table[CountyRow]
	States   *Table[StateRow]
	Factors  *Table[FactorRow]
	Sources  *Table[SourceRow]

	// The measured data: the national county list and the exposures folder.
	National        *Table[NationalRow]
	Layers          *Table[LayerRow]
	Caveats         *Table[CaveatRow]
	ReferenceLevels *Table[ReferenceLevelRow] // the levels the report draws beside a layer's figures
	MeasuredSources *Table[MeasuredSourceRow]
	LandArea        *Table[ExposureRow]
	USGSPesticides  *Table[ExposureRow]
	Figures         map[string]*Table[ExposureRow] // the files layers.csv names, by file name
	PM25ByYear      *Table[PM25YearRow]            // nil when the optional file is absent or unreadable

	ZIPs *Table[ZIPRow] // the ZIP search's ZIP to county pairs

	Studies          *Table[studies.Row]         // evidence/studies.csv: the studies the county report cites
	CountyPopulation *Table[CountyPopulationRow] // every national county's population
	PopSources       *Table[PopulationSourceRow] // the Census products behind the population figures
	Places           *Table[PlaceRow]            // the place search's towns and cities
	Translations     *Table[TranslationRow]      // the Spanish of the data's texts and the generator's
	Compounds        *compounds.Product          // pesticide-compounds/, read and checked by its own package (compounds.go); nil when unreadable

	// The search's: the 2020 counts of places and of county subdivisions, the counties named by hand
	// and the states' Spanish names.
	PlacePopulation *Table[PlacePopulationRow]
	Subdivisions    *Table[SubdivisionRow]
	PlaceCounties   *Table[PlaceCountyRow]
	StateNames      *Table[StateNameRow]

	CountyShapes     *topology.Topology // shapes/counties-10m.json: the county outlines
	CountyShapesFile string

	// California's census tracts (ces4/): CalEnviroScreen's results, their dictionary, the columns
	// the layers show, and the tract outlines.
	Tracts *tracts.Source // ces4/, read by its own package (tracts.go); nil when unreadable
}

// Read reads the source files of dir through fsys: the geographies' declarations, the four of the
// Demo view, the national county list, the exposures folder with every file its layers.csv names,
// the ZIP file, the studies, the county population and its sources, the places, the Spanish
// translations, the search's files, the county outlines and California's census tracts (ces4/). It
// reports every file's problems, not only the first file's, so one run shows everything that stops
// the build. A row with the wrong number of fields is reported and left out, and the rest is
// returned with that error, so that validation still reports every other problem; the DataSet is
// nil only when a file could not be read at all (missing, unreadable, a bad header or broken CSV).
func Read(fsys FS, dir string) (*DataSet, error) {
	var (
		ds   DataSet
		errs ErrorList
	)
	readTracts := tracts.ReadAside(fsys.Open, dir)
	ds.Geographies, errs = readFile[GeographyRow](fsys, dir, GeographiesFile, geographyColumns, errs)
	ds.Counties, errs = readFile[CountyRow](fsys, dir, CountiesFile, countyColumns, errs)
	ds.States, errs = readFile[StateRow](fsys, dir, StatesFile, stateColumns, errs)
	ds.Factors, errs = readFile[FactorRow](fsys, dir, FactorsFile, factorColumns, errs)
	ds.Sources, errs = readFile[SourceRow](fsys, dir, SourcesFile, sourceColumns, errs)
	ds.National, errs = readFile[NationalRow](fsys, dir, NationalFile, nationalColumns, errs)

	exposures := filepath.Join(dir, ExposuresDir)
	ds.Layers, errs = readFile[LayerRow](fsys, exposures, LayersFile, layerColumns, errs)
	ds.Caveats, errs = readFile[CaveatRow](fsys, exposures, CaveatsFile, caveatColumns, errs)
	ds.ReferenceLevels, errs = readFile[ReferenceLevelRow](fsys, exposures, ReferenceLevelsFile, referenceLevelColumns, errs)
	ds.MeasuredSources, errs = readFile[MeasuredSourceRow](fsys, exposures, MeasuredSourcesFile, measuredSourceColumns, errs)
	ds.LandArea, errs = readFile[ExposureRow](fsys, exposures, LandAreaFile, landAreaColumns, errs)
	ds.USGSPesticides, errs = readFile[ExposureRow](fsys, exposures, USGSPesticidesFile, usgsColumns, errs)
	ds.Figures, errs = readFigures(fsys, exposures, ds.Layers, errs)
	ds.PM25ByYear, errs = readOptionalFile[PM25YearRow](fsys, exposures, PM25ByYearFile, pm25YearColumns, errs)
	ds.ZIPs, errs = readFile[ZIPRow](fsys, dir, zips.File, zips.Columns, errs)
	ds.Studies, errs = readFile[studies.Row](fsys, filepath.Join(dir, studies.Dir), studies.File, studyColumns, errs)
	ds.CountyPopulation, errs = readFile[CountyPopulationRow](fsys, dir, CountyPopulationFile, countyPopulationColumns, errs)
	ds.PopSources, errs = readFile[PopulationSourceRow](fsys, dir, PopulationSourcesFile, populationSourceColumns, errs)
	ds.Places, errs = readFile[PlaceRow](fsys, dir, PlacesFile, placeColumns, errs)
	ds.Translations, errs = readFile[TranslationRow](fsys, dir, TranslationsFile, translationColumns, errs)
	var compoundErrs []Problem
	ds.Compounds, compoundErrs = compounds.Read(fsys.Open, dir)
	errs = append(errs, compoundErrs...)
	census := filepath.Join(dir, Census2020Dir)
	ds.PlacePopulation, errs = readFile[PlacePopulationRow](fsys, census, PlacePopulationFile, placePopulationColumns, errs)
	ds.Subdivisions, errs = readFile[SubdivisionRow](fsys, census, SubdivisionsFile, subdivisionColumns, errs)
	ds.PlaceCounties, errs = readFile[PlaceCountyRow](fsys, dir, PlaceCountiesFile, placeCountyColumns, errs)
	ds.StateNames, errs = readFile[StateNameRow](fsys, dir, StateNamesFile, stateNameColumns, errs)
	var tractErrs []Problem
	ds.Tracts, tractErrs = readTracts()
	errs = append(errs, tractErrs...)
	ds.CountyShapesFile = countyAtlasPath(dir)
	ds.CountyShapes, errs = readCountyShapes(fsys, ds.CountyShapesFile, errs)
	if !ds.complete() {
		return nil, errs
	}
	return &ds, errs.Err()
}

// complete reports whether every file was read, if perhaps with rows left out.
func (ds *DataSet) complete() bool {
	if ds.Geographies == nil || ds.Counties == nil || ds.States == nil || ds.Factors == nil || ds.Sources == nil || ds.National == nil ||
		ds.Layers == nil || ds.Caveats == nil || ds.ReferenceLevels == nil || ds.MeasuredSources == nil || ds.LandArea == nil ||
		ds.USGSPesticides == nil || ds.ZIPs == nil || ds.Studies == nil || ds.CountyPopulation == nil || ds.PopSources == nil ||
		ds.Places == nil || ds.Translations == nil || ds.CountyShapes == nil || ds.Tracts == nil ||
		ds.PlacePopulation == nil || ds.Subdivisions == nil ||
		ds.PlaceCounties == nil || ds.StateNames == nil {
		return false
	}
	for _, r := range ds.Layers.Rows {
		// A name that is no file name is validation's to report.
		if isFileName(r.File) && ds.Figures[r.File] == nil {
			return false
		}
	}
	return true
}

// readFigures reads each file layers.csv names once, requiring geoid and every column named for it.
// A name that is not a plain .csv file name is left to validate, which reports it on its line.
func readFigures(fsys FS, dir string, layers *Table[LayerRow], errs ErrorList) (map[string]*Table[ExposureRow], ErrorList) {
	figures := map[string]*Table[ExposureRow]{}
	if layers == nil {
		return figures, errs
	}
	var files []string
	columns := map[string][]string{}
	for _, r := range layers.Rows {
		if !isFileName(r.File) {
			continue
		}
		if _, ok := columns[r.File]; !ok {
			files = append(files, r.File)
			columns[r.File] = []string{"geoid"}
		}
		if isFigureColumn(r.Column) && !slices.Contains(columns[r.File], r.Column) {
			columns[r.File] = append(columns[r.File], r.Column)
		}
	}
	for _, name := range files {
		file := filepath.Join(dir, name)
		f, err := fsys.Open(file)
		if errors.Is(err, fs.ErrNotExist) {
			// Most likely a misspelt name, so the problem points at the line that names it.
			i := slices.IndexFunc(layers.Rows, func(r LayerRow) bool { return r.File == name })
			errs = append(errs, layers.Problem(i, "file", "%q is not a file in %s", name, dir))
			continue
		}
		if err != nil {
			errs = append(errs, Problem{File: file, Message: "cannot read file: " + pathErrText(err)})
			continue
		}
		t, problems := ReadTable[ExposureRow](f, file, columns[name])
		f.Close()
		errs = append(errs, problems...)
		figures[name] = t
	}
	return figures, errs
}

// isFileName accepts a .csv file name without a folder, so layers.csv cannot point outside its folder.
func isFileName(name string) bool {
	return strings.HasSuffix(name, ".csv") && len(name) > len(".csv") && !strings.ContainsAny(name, `/\`) &&
		!strings.HasPrefix(name, ".")
}

func readFile[T any](fsys FS, dir, name string, columns []string, errs ErrorList) (*Table[T], ErrorList) {
	file := filepath.Join(dir, name)
	f, err := fsys.Open(file)
	if err != nil {
		return nil, append(errs, Problem{File: file, Message: "cannot read file: " + pathErrText(err)})
	}
	defer f.Close()
	t, problems := ReadTable[T](f, file, columns)
	return t, append(errs, problems...)
}

// readCountyShapes reads the county outlines, a TopoJSON file; nil when it cannot be read at all.
func readCountyShapes(fsys FS, file string, errs ErrorList) (*topology.Topology, ErrorList) {
	f, err := fsys.Open(file)
	if err != nil {
		return nil, append(errs, Problem{File: file, Message: "cannot read file: " + pathErrText(err)})
	}
	defer f.Close()
	t, _, problems := topojson.Read(f, file, countyAtlasLayer, geography.County)
	return t, append(errs, problems...)
}

// readOptionalFile is readFile for a file the data may lack: a missing file gives a nil table and
// no problem; any other failure to open it is reported by readFile, as for every file.
func readOptionalFile[T any](fsys FS, dir, name string, columns []string, errs ErrorList) (*Table[T], ErrorList) {
	f, err := fsys.Open(filepath.Join(dir, name))
	if errors.Is(err, fs.ErrNotExist) {
		return nil, errs
	}
	if err == nil {
		f.Close()
	}
	return readFile[T](fsys, dir, name, columns, errs)
}

// pathErrText drops the path from an *fs.PathError, which the Problem already names.
func pathErrText(err error) string {
	var pe *fs.PathError
	if errors.As(err, &pe) {
		return pe.Err.Error()
	}
	return err.Error()
}

// ReadCounties reads counties.csv content; file names it in problems.
func ReadCounties(r io.Reader, file string) (*Table[CountyRow], error) {
	t, errs := ReadTable[CountyRow](r, file, countyColumns)
	return t, errs.Err()
}

var utf8BOM = []byte{0xEF, 0xBB, 0xBF}

// ReadTable reads CSV with a header line into rows of T, whose csv tags must cover columns unless
// T decodes itself (recordDecoder). Extra columns are ignored; a UTF-8 byte order mark (Excel
// writes one) is skipped; CRLF line ends and quoted fields holding commas, quotes or line breaks
// work as RFC 4180 says.
//
// A row whose number of fields differs from the header's is reported and skipped, and reading goes
// on: every such row is listed, after a bad header too, and the table returned with the problems
// holds the well-formed rows, so a caller can check those and report everything in one run. The
// table is nil only when the header is unusable or the CSV syntax breaks.
func ReadTable[T any](r io.Reader, file string, columns []string) (*Table[T], ErrorList) {
	data, err := io.ReadAll(r)
	if err != nil {
		return nil, ErrorList{{File: file, Message: "cannot read file: " + pathErrText(err)}}
	}
	cr := csv.NewReader(bytes.NewReader(bytes.TrimPrefix(data, utf8BOM)))
	cr.FieldsPerRecord = -1 // checked below, so a short row is reported with its line and read on
	_, direct := any(new(T)).(recordDecoder)
	cr.ReuseRecord = direct // such a row is done with its record before the next is read

	// A row per line at most: growing the rows of a large file step by step cost as much as decoding them.
	maxRows := bytes.Count(data, []byte{'\n'}) + 1
	t := &Table[T]{File: file, rowLines: make([]int, 0, maxRows)}
	if direct {
		t.Rows = make([]T, 0, maxRows)
	}
	var (
		errs      ErrorList
		records   [][]string // the header, then the rows gocsv decodes
		badHeader bool
	)
	for {
		rec, err := cr.Read()
		if err == io.EOF {
			break
		}
		if err != nil {
			// After a syntax error the reader's idea of where rows start is unreliable, so stop here.
			var pe *csv.ParseError
			if errors.As(err, &pe) {
				return nil, append(errs, Problem{File: file, Line: pe.Line, Message: pe.Err.Error()})
			}
			return nil, append(errs, Problem{File: file, Message: "cannot read file: " + pathErrText(err)})
		}
		line, _ := cr.FieldPos(0)
		if records == nil {
			var headerErrs ErrorList
			t.columns, headerErrs = checkHeader(rec, file, line, columns)
			errs = append(errs, headerErrs...)
			badHeader = len(headerErrs) > 0
			records = append(records, slices.Clone(rec))
			continue
		}
		if len(rec) != len(records[0]) {
			errs = append(errs, Problem{File: file, Line: line,
				Message: fmt.Sprintf("row has %d fields, the header has %d", len(rec), len(records[0]))})
			continue
		}
		if badHeader {
			continue // only the field counts mean anything without the header's columns
		}
		t.rowLines = append(t.rowLines, line)
		// Fields start on non-decreasing lines, so the row is on one line when its last field is.
		if last, _ := cr.FieldPos(len(rec) - 1); last != line {
			lines := make([]int, len(rec))
			for j := range rec {
				lines[j], _ = cr.FieldPos(j)
			}
			if t.fieldLines == nil {
				t.fieldLines = map[int][]int{}
			}
			t.fieldLines[len(t.rowLines)-1] = lines
		}
		if direct {
			var row T
			t.Rows = append(t.Rows, row)
			// Decoded in place: a pointer to a local row would put every row on the heap.
			any(&t.Rows[len(t.Rows)-1]).(recordDecoder).decodeRecord(rec, t.columns)
		} else {
			records = append(records, rec)
		}
	}
	if records == nil {
		return nil, ErrorList{{File: file, Message: "file is empty; the first line must be the header " + strings.Join(columns, ",")}}
	}
	if badHeader {
		return nil, errs
	}
	if direct {
		return t, errs
	}
	if err := gocsv.UnmarshalDecoder(decodedRecords(records), &t.Rows); err != nil && !errors.Is(err, gocsv.ErrEmptyCSVFile) {
		return nil, append(errs, Problem{File: file, Message: "cannot decode rows: " + err.Error()})
	}
	return t, errs
}

// checkHeader maps column names to positions and reports every required column that is missing.
func checkHeader(header []string, file string, line int, columns []string) (map[string]int, ErrorList) {
	var errs ErrorList
	index := make(map[string]int, len(header))
	for j, name := range header {
		if _, dup := index[name]; dup {
			errs = append(errs, Problem{File: file, Line: line, Message: fmt.Sprintf("column %q appears twice in the header", name)})
			continue
		}
		index[name] = j
	}
	for _, name := range columns {
		if _, ok := index[name]; !ok {
			errs = append(errs, Problem{File: file, Line: line, Message: fmt.Sprintf(
				"missing column %q; the header must name the columns %s", name, strings.Join(columns, ","))})
		}
	}
	return index, errs
}

// recordDecoder is a row type that fills itself from a record: through gocsv's reflection per
// field, the 47,000 rows of the ZIP file took a fifth of a national run.
type recordDecoder interface {
	decodeRecord(rec []string, columns map[string]int)
}

// decodedRecords hands records already read by encoding/csv to gocsv.
type decodedRecords [][]string

func (d decodedRecords) GetCSVRows() ([][]string, error) { return d, nil }
