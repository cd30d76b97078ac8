package datagen

import (
	"slices"

	"github.com/pd-riskmap/riskmap/datagen/internal/geography"
	"github.com/pd-riskmap/riskmap/datagen/internal/pipe"
)

// The 2020 Census counts the search ranks places and county subdivisions by (data/census2020/,
// its SOURCE.md says how make.py builds both files from Geocorr's county parts).
const (
	Census2020Dir       = "census2020"
	PlacePopulationFile = "place_population_2020.csv"
	// SubdivisionsFile holds New York's county subdivisions (its towns, cities and the five
	// boroughs of New York City); another state's join the search as more rows of the same columns.
	SubdivisionsFile = "county_subdivisions_ny_2020.csv"
)

// PlacePopulationRow is one line of place_population_2020.csv: a 2020 place, its count and the
// county that holds the most of its people.
type PlacePopulationRow struct {
	GEOID, State, Population, CountyGEOID string
}

func (r *PlacePopulationRow) decodeRecord(rec []string, columns map[string]int) {
	r.GEOID, r.State = rec[columns["geoid"]], rec[columns["state"]]
	r.Population, r.CountyGEOID = rec[columns["population"]], rec[columns["county_geoid"]]
}

// The file's name column is not read: the search names a place as places.csv does.
var placePopulationColumns = []string{"geoid", "state", "population", "county_geoid"}

// SubdivisionRow is one line of a county subdivisions file.
type SubdivisionRow struct {
	GEOID       string `csv:"geoid"`
	Name        string `csv:"name"`
	State       string `csv:"state"`
	CountyGEOID string `csv:"county_geoid"`
	Population  string `csv:"population"`
}

var subdivisionColumns = csvColumns[SubdivisionRow]()

// PlacePeople is a place's 2020 count and the county holding the most of its people.
type PlacePeople struct {
	People int
	County string
}

// Subdivision is a checked county subdivision.
type Subdivision struct {
	GEOID, Name, State, County string
	People                     int
}

// checkPlacePopulation checks place_population_2020.csv: a unique 7-digit GEOID starting with the
// FIPS code of its state, a whole number of people, and a county of the national file in the same
// state. It returns the good rows by GEOID; places of 2020 that places.csv no longer lists are
// kept too, and simply never asked for.
func checkPlacePopulation(t *Table[PlacePopulationRow], nationalFile string, known map[string]NationalCounty) (map[string]PlacePeople, ErrorList) {
	var errs ErrorList
	if len(t.Rows) == 0 {
		errs = append(errs, Problem{File: t.File, Message: "has no rows; add a line per place"})
	}
	people := make(map[string]PlacePeople, len(t.Rows))
	geoids := newPlaceGEOIDs(t, known, nationalFile)
	for i, r := range t.Rows {
		n := len(errs)
		errs = geoids.check(errs, i, r.GEOID, r.State)
		count, ok := parseCount(r.Population)
		if !ok {
			errs = append(errs, t.Problem(i, "population", "%q must be a whole number of people", r.Population))
		}
		errs = checkCountyOfState(errs, t, i, "county_geoid", r.CountyGEOID, r.State, known, nationalFile)
		if len(errs) == n {
			people[r.GEOID] = PlacePeople{People: count, County: r.CountyGEOID}
		}
	}
	return people, errs
}

// checkSubdivisions checks a county subdivisions file: a unique 10-digit GEOID starting with its
// county's FIPS code, a name, a county of the national file in the row's state, and a whole
// number of people. It returns the good rows in file order.
func checkSubdivisions(t *Table[SubdivisionRow], nationalFile string, known map[string]NationalCounty) ([]Subdivision, ErrorList) {
	var errs ErrorList
	if len(t.Rows) == 0 {
		errs = append(errs, Problem{File: t.File, Message: "has no rows; add a line per county subdivision"})
	}
	subdivisions := make([]Subdivision, 0, len(t.Rows))
	geoids := pipe.NewSeen(t, "geoid")
	for i, r := range t.Rows {
		n := len(errs)
		switch {
		case !pipe.IsDigits(r.GEOID, 10):
			errs = append(errs, t.Problem(i, "geoid", "%q must be 10 digits: the county's 5 and the subdivision's 5", r.GEOID))
		case geography.County.IsID(r.CountyGEOID) && r.GEOID[:geography.County.IDLength] != r.CountyGEOID:
			errs = append(errs, t.Problem(i, "geoid", "%q does not start with %q, its county_geoid", r.GEOID, r.CountyGEOID))
		default:
			errs = geoids.Check(errs, i, r.GEOID)
		}
		errs = pipe.CheckText(errs, t, i, "name", r.Name)
		errs = checkCountyOfState(errs, t, i, "county_geoid", r.CountyGEOID, r.State, known, nationalFile)
		count, ok := parseCount(r.Population)
		if !ok {
			errs = append(errs, t.Problem(i, "population", "%q must be a whole number of people", r.Population))
		}
		if len(errs) == n {
			subdivisions = append(subdivisions, Subdivision{GEOID: r.GEOID, Name: r.Name, State: r.State, County: r.CountyGEOID, People: count})
		}
	}
	return subdivisions, errs
}

// stateFIPSCodes maps each state code of the national file to its 2-digit FIPS code.
func stateFIPSCodes(known map[string]NationalCounty) map[string]string {
	codes := map[string]string{}
	for _, c := range known {
		codes[c.StateCode] = c.FIPS[:2]
	}
	return codes
}

// placeGEOIDs checks the GEOIDs of a file of places: 7 digits starting with the FIPS code of the
// row's state, a state of the national file, and each once.
type placeGEOIDs[T any] struct {
	t            *Table[T]
	stateFIPS    map[string]string
	nationalFile string
	seen         *pipe.Seen
}

func newPlaceGEOIDs[T any](t *Table[T], known map[string]NationalCounty, nationalFile string) *placeGEOIDs[T] {
	return &placeGEOIDs[T]{t: t, stateFIPS: stateFIPSCodes(known), nationalFile: nationalFile, seen: pipe.NewSeen(t, "geoid")}
}

func (c *placeGEOIDs[T]) check(errs ErrorList, i int, geoid, state string) ErrorList {
	fips, knownState := c.stateFIPS[state]
	if !knownState {
		errs = append(errs, c.t.Problem(i, "state", "%q is not a state code of %s", state, c.nationalFile))
	}
	switch {
	case !pipe.IsDigits(geoid, 7):
		return append(errs, c.t.Problem(i, "geoid", "%q must be 7 digits: the state's 2 and the place's 5", geoid))
	case knownState && geoid[:2] != fips:
		return append(errs, c.t.Problem(i, "geoid", "%q does not start with %q, the FIPS code of %s in %s", geoid, fips, state, c.nationalFile))
	case knownState:
		return c.seen.Check(errs, i, geoid)
	}
	return errs
}

// checkCountyOfState requires a county of the national file whose state is state.
func checkCountyOfState[T any](errs ErrorList, t *Table[T], i int, column, fips, state string, known map[string]NationalCounty, nationalFile string) ErrorList {
	c, ok := known[fips]
	switch {
	case !geography.County.IsID(fips):
		return append(errs, t.Problem(i, column, "%q must be %d digits", fips, geography.County.IDLength))
	case !ok:
		return append(errs, t.Problem(i, column, "%q is not a county of %s", fips, nationalFile))
	case c.StateCode != state:
		return append(errs, t.Problem(i, column, "%q is a county of %s, not of %s", fips, c.StateCode, state))
	}
	return errs
}

// checkSearch checks the search's own files (the 2020 counts, the counties named by hand, the
// states' Spanish names) into the model, after places.csv.
func checkSearch(m *Model, ds *DataSet) ErrorList {
	var people, subdivisions, byHand, names ErrorList
	national := ds.National.File
	m.PlacePeople, people = checkPlacePopulation(ds.PlacePopulation, national, m.NationalByFIPS)
	m.Subdivisions, subdivisions = checkSubdivisions(ds.Subdivisions, national, m.NationalByFIPS)
	m.PlaceCounties, byHand = checkPlaceCounties(ds.PlaceCounties, m.Places, ds.Places.File, m.PlacePeople, ds.PlacePopulation.File, national, m.NationalByFIPS)
	m.SearchStates, names = checkStateNames(ds.StateNames, ds.States.Rows, ds.States.File)
	m.SearchCounties = m.National
	return slices.Concat(people, subdivisions, byHand, names)
}
