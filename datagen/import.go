package datagen

import (
	"cmp"
	"fmt"
	"math"
	"path/filepath"
	"slices"
	"strconv"
	"strings"

	"github.com/pd-riskmap/riskmap/datagen/internal/pipe/tracts"
)

// ImportResult says what Import wrote.
type ImportResult struct {
	CountiesFile string
	Counties     int
	States       []string // codes of the counties written, sorted
	StatesFile   string
	Boxes        int // rows of states.csv: every state of the national file
}

// importRun is the state Import's stages pass along.
type importRun struct {
	fsys          FS
	from, dataDir string
	codes         []string
	table         *Table[NationalRow]
	national      []NationalCounty // table's rows parsed, in the same order
	kept          []NationalRow
	files         []OutputFile // paths relative to dataDir
	result        ImportResult
}

// importStages are the steps of Import, in order.
var importStages = []stage[*importRun]{
	{"read", func(r *importRun) error {
		f, err := r.fsys.Open(r.from)
		if err != nil {
			return fmt.Errorf("read %s: %s", r.from, pathErrText(err))
		}
		defer f.Close()
		// Unlike Generate, stop at a malformed row: there are no other files to check on.
		var errs ErrorList
		r.table, errs = ReadTable[NationalRow](f, r.from, nationalColumns)
		return errs.Err()
	}},
	{"validate", func(r *importRun) error {
		var errs ErrorList
		r.national, errs = checkNational(r.table)
		return errs.Err()
	}},
	{"select", func(r *importRun) error {
		// The rows, not the parsed counties: counties.csv copies each point as the national file
		// writes it, rather than as a float prints.
		var empty []string
		r.kept, empty = keepStates(r.table.Rows, r.codes, func(row NationalRow) string { return row.USPS })
		if len(empty) > 0 {
			return fmt.Errorf("%s has no counties of %s; use 2-letter postal codes such as CA", r.table.File, strings.Join(empty, ", "))
		}
		for _, row := range r.kept {
			if !slices.Contains(r.result.States, row.USPS) {
				r.result.States = append(r.result.States, row.USPS)
			}
		}
		slices.Sort(r.result.States)
		return nil
	}},
	{"encode", func(r *importRun) error {
		rows := make([]CountyRow, len(r.kept))
		for i, n := range r.kept {
			rows[i] = CountyRow{FIPS: n.GEOID, Name: n.Name, State: n.State, StateCode: n.USPS, Latitude: n.Lat, Longitude: n.Lon}
		}
		slices.SortStableFunc(rows, func(a, b CountyRow) int { return cmp.Compare(a.FIPS, b.FIPS) })
		boxes := stateBoxes(r.national)
		counties, err := EncodeCSV(rows)
		if err != nil {
			return fmt.Errorf("encode %s: %w", CountiesFile, err)
		}
		states, err := EncodeCSV(boxes)
		if err != nil {
			return fmt.Errorf("encode %s: %w", StatesFile, err)
		}
		r.files = []OutputFile{{Path: CountiesFile, Data: counties}, {Path: StatesFile, Data: states}}
		r.result.Counties, r.result.Boxes = len(rows), len(boxes)
		return nil
	}},
	{"write", func(r *importRun) error {
		if err := r.fsys.MkdirAll(r.dataDir, 0o755); err != nil {
			return fmt.Errorf("create %s: %w", r.dataDir, err)
		}
		for _, f := range r.files {
			if err := WriteFileAtomic(r.fsys, filepath.Join(r.dataDir, f.Path), f.Data); err != nil {
				return err
			}
		}
		r.result.CountiesFile = filepath.Join(r.dataDir, CountiesFile)
		r.result.StatesFile = filepath.Join(r.dataDir, StatesFile)
		return nil
	}},
}

// Import reads the national county file from, keeps the counties of codes (all when empty) and
// replaces dataDir/counties.csv with them, sorted by FIPS, and dataDir/states.csv with the box of
// every state in the file; each file is replaced atomically and dataDir is made if needed. Nothing
// is written unless the whole file is sound.
func Import(fsys FS, from, dataDir string, codes []string) (ImportResult, error) {
	if fsys == nil {
		fsys = OSFS{}
	}
	r := &importRun{fsys: fsys, from: from, dataDir: dataDir, codes: codes}
	// Each of import's errors names the file it is about, so none needs the stage's name.
	if _, err := runStages(r, importStages); err != nil {
		return ImportResult{}, err
	}
	return r.result, nil
}

// boxPadding widens each state's box beyond its outermost county points, which are inside the
// counties and so short of the border; a point moved within its county still passes.
const boxPadding = 0.5

// stateBoxes returns a states.csv row for every state of the national counties, sorted by code: its
// FIPS, name and the box of its county points, padded by half a degree and rounded outwards to 0.1°.
func stateBoxes(national []NationalCounty) []StateRow {
	type box struct {
		first                    NationalCounty
		south, west, north, east float64
	}
	boxes := map[string]*box{}
	for _, c := range national {
		b, ok := boxes[c.StateCode]
		if !ok {
			boxes[c.StateCode] = &box{first: c, south: c.Lat, west: c.Lon, north: c.Lat, east: c.Lon}
			continue
		}
		b.south, b.north = min(b.south, c.Lat), max(b.north, c.Lat)
		b.west, b.east = min(b.west, c.Lon), max(b.east, c.Lon)
	}
	rows := make([]StateRow, 0, len(boxes))
	for code, b := range boxes {
		rows = append(rows, StateRow{
			Code:  code,
			FIPS:  b.first.FIPS[:2],
			Name:  b.first.State,
			South: degrees(math.Max(-90, math.Floor((b.south-boxPadding)*10)/10)),
			West:  degrees(math.Max(-180, math.Floor((b.west-boxPadding)*10)/10)),
			North: degrees(math.Min(90, math.Ceil((b.north+boxPadding)*10)/10)),
			East:  degrees(math.Min(180, math.Ceil((b.east+boxPadding)*10)/10)),
		})
	}
	slices.SortFunc(rows, func(a, b StateRow) int { return cmp.Compare(a.Code, b.Code) })
	return rows
}

func degrees(v float64) string { return strconv.FormatFloat(v, 'f', 1, 64) }

// ImportOutlines prepares the census tracts' outlines in dataDir: it reads and checks their GeoJSON
// (from, ces4/ca_tracts_2010.geojson.gz) and replaces the TopoJSON that generate reads in its place
// (to, ces4/ca_tracts_2010.topojson.gz) atomically, so that no run of generate builds their
// topology again. Nothing is written unless every feature is sound.
func ImportOutlines(fsys FS, dataDir string) (from, to string, err error) {
	if fsys == nil {
		fsys = OSFS{}
	}
	from = filepath.Join(dataDir, tracts.Dir, tracts.SourceShapesFile)
	to = filepath.Join(dataDir, tracts.Dir, tracts.ShapesFile)
	data, problems := tracts.Prepare(fsys.Open, dataDir)
	if len(problems) > 0 {
		return from, to, ErrorList(problems).Err()
	}
	return from, to, WriteFileAtomic(fsys, to, data)
}
