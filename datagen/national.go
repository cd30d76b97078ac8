package datagen

import (
	"cmp"
	"fmt"
	"io"
	"math"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
)

// NationalRow is one line of the national county file (see data/README.md): every US county and
// county equivalent with a point inside it.
type NationalRow struct {
	GEOID string `csv:"geoid"`
	USPS  string `csv:"usps"`
	State string `csv:"state"`
	Name  string `csv:"name"`
	Lat   string `csv:"lat"`
	Lon   string `csv:"lon"`
}

var nationalColumns = csvColumns[NationalRow]()

// ReadNational reads and checks the national county file: FIPS, codes, names and coordinates must
// be well formed, FIPS unique, and each state code must always come with the same name and FIPS
// prefix. Every problem is reported.
func ReadNational(r io.Reader, file string) (*Table[NationalRow], error) {
	t, errs := ReadTable[NationalRow](r, file, nationalColumns)
	if len(errs) > 0 {
		return nil, errs
	}
	if _, errs := checkNational(t); len(errs) > 0 {
		return nil, errs
	}
	return t, nil
}

// NationalCounty is a checked row of the national county file.
type NationalCounty struct {
	FIPS, Name, State, StateCode string
	Lat, Lon                     float64
}

// checkNational checks the national county file's rows (see ReadNational) and returns them parsed.
func checkNational(t *Table[NationalRow]) ([]NationalCounty, ErrorList) {
	var errs ErrorList
	counties := make([]NationalCounty, 0, len(t.Rows))
	geoids := newSeen(t, "geoid")
	firstOfState := map[string]int{}
	for i, r := range t.Rows {
		geoidOK := isDigits(r.GEOID, 5)
		if !geoidOK {
			errs = append(errs, t.problem(i, "geoid", "%q must be 5 digits", r.GEOID))
		} else {
			errs = geoids.check(errs, i, r.GEOID)
		}
		if !isStateCode(r.USPS) {
			errs = append(errs, t.problem(i, "usps", "%q must be two capital letters", r.USPS))
		} else if j, ok := firstOfState[r.USPS]; !ok {
			if geoidOK {
				firstOfState[r.USPS] = i
			}
		} else {
			first := t.Rows[j]
			if geoidOK && r.GEOID[:2] != first.GEOID[:2] {
				errs = append(errs, t.problem(i, "geoid", "%q does not start with %q, the FIPS of %s on line %d",
					r.GEOID, first.GEOID[:2], r.USPS, t.Line(j, "geoid")))
			}
			if r.State != first.State {
				errs = append(errs, t.problem(i, "state", "%q is not %q, the name of %s on line %d",
					r.State, first.State, r.USPS, t.Line(j, "state")))
			}
		}
		errs = checkText(errs, t, i, "state", r.State)
		errs = checkText(errs, t, i, "name", r.Name)
		c := NationalCounty{FIPS: r.GEOID, Name: r.Name, State: r.State, StateCode: r.USPS}
		c.Lat, errs = checkCoordinate(errs, t, i, "lat", r.Lat, 90)
		c.Lon, errs = checkCoordinate(errs, t, i, "lon", r.Lon, 180)
		counties = append(counties, c)
	}
	return counties, errs
}

// NationalCounties returns the counties of the given state codes (all when codes is empty) as rows
// of counties.csv, sorted by FIPS. A code with no county is an error.
func NationalCounties(t *Table[NationalRow], codes []string) ([]CountyRow, error) {
	want := make(map[string]int, len(codes))
	for _, c := range codes {
		want[c] = 0
	}
	var rows []CountyRow
	for _, r := range t.Rows {
		if _, ok := want[r.USPS]; ok || len(codes) == 0 {
			want[r.USPS]++
			rows = append(rows, CountyRow{FIPS: r.GEOID, Name: r.Name, State: r.State, StateCode: r.USPS,
				Latitude: r.Lat, Longitude: r.Lon})
		}
	}
	var missing []string
	for _, c := range codes {
		if want[c] == 0 {
			missing = append(missing, c)
		}
	}
	if len(missing) > 0 {
		return nil, fmt.Errorf("%s has no counties of %s; use 2-letter postal codes such as CA", t.File, strings.Join(missing, ", "))
	}
	slices.SortStableFunc(rows, func(a, b CountyRow) int { return cmp.Compare(a.FIPS, b.FIPS) })
	return rows, nil
}

// boxPadding widens each state's box beyond its outermost county points, which are inside the
// counties and so short of the border; a point moved within its county still passes.
const boxPadding = 0.5

// NationalStates returns a states.csv row for every state in the file, sorted by code: its FIPS,
// name and the box of its county points, padded by half a degree and rounded outwards to 0.1°.
func NationalStates(t *Table[NationalRow]) []StateRow {
	type box struct {
		row                      NationalRow
		south, west, north, east float64
	}
	boxes := map[string]*box{}
	for _, r := range t.Rows {
		lat, _ := strconv.ParseFloat(r.Lat, 64)
		lon, _ := strconv.ParseFloat(r.Lon, 64)
		b, ok := boxes[r.USPS]
		if !ok {
			boxes[r.USPS] = &box{row: r, south: lat, west: lon, north: lat, east: lon}
			continue
		}
		b.south, b.north = min(b.south, lat), max(b.north, lat)
		b.west, b.east = min(b.west, lon), max(b.east, lon)
	}
	rows := make([]StateRow, 0, len(boxes))
	for code, b := range boxes {
		rows = append(rows, StateRow{
			Code:  code,
			FIPS:  b.row.GEOID[:2],
			Name:  b.row.State,
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

// ImportResult says what Import wrote.
type ImportResult struct {
	File     string
	Counties int
	States   []string // codes present, sorted
}

// Import reads the national file from, keeps the counties of codes (all when empty) and replaces
// dataDir/counties.csv atomically, creating dataDir if needed.
func Import(fsys FS, from, dataDir string, codes []string) (ImportResult, error) {
	if fsys == nil {
		fsys = OSFS{}
	}
	f, err := fsys.Open(from)
	if err != nil {
		return ImportResult{}, fmt.Errorf("read %s: %s", from, pathErrText(err))
	}
	defer f.Close()
	t, err := ReadNational(f, from)
	if err != nil {
		return ImportResult{}, err
	}
	rows, err := NationalCounties(t, codes)
	if err != nil {
		return ImportResult{}, err
	}
	data, err := EncodeCSV(rows)
	if err != nil {
		return ImportResult{}, fmt.Errorf("encode counties: %w", err)
	}
	file := filepath.Join(dataDir, CountiesFile)
	if err := fsys.MkdirAll(dataDir, 0o755); err != nil {
		return ImportResult{}, fmt.Errorf("create %s: %w", dataDir, err)
	}
	if err := WriteFileAtomic(fsys, file, data); err != nil {
		return ImportResult{}, err
	}
	var states []string
	for _, r := range rows {
		if !slices.Contains(states, r.StateCode) {
			states = append(states, r.StateCode)
		}
	}
	slices.Sort(states)
	return ImportResult{File: file, Counties: len(rows), States: states}, nil
}
