package datagen

import (
	"strconv"

	"github.com/pd-riskmap/riskmap/datagen/internal/geography"
	"github.com/pd-riskmap/riskmap/datagen/internal/pipe"
)

// The search's places and the counties' population (see data/README.md): the places go into the
// search's pieces (package internal/pipe/places), the population into the exports and the pieces.
const (
	PlacesFile           = "places.csv"
	CountyPopulationFile = "county_population.csv"
)

// PlaceRow is one line of places.csv: a Census Gazetteer place and its internal point.
type PlaceRow struct {
	GEOID, Name, State, Lat, Lon, Kind string
}

func (r *PlaceRow) decodeRecord(rec []string, columns map[string]int) {
	r.GEOID, r.Name, r.State = rec[columns["geoid"]], rec[columns["name"]], rec[columns["state"]]
	r.Lat, r.Lon, r.Kind = rec[columns["lat"]], rec[columns["lon"]], rec[columns["kind"]]
}

var placeColumns = []string{"geoid", "name", "state", "lat", "lon", "kind"}

// CountyPopulationRow is one line of county_population.csv.
type CountyPopulationRow struct {
	GEOID      string `csv:"geoid"`
	Name       string `csv:"name"`
	State      string `csv:"state"`
	Population string `csv:"population"`
	Year       string `csv:"year"`
	Source     string `csv:"source"`
}

var countyPopulationColumns = csvColumns[CountyPopulationRow]()

// Population is a county's resident population and the year of the figure (an estimate for July 1
// or a census count for April 1; data/README.md says which source gives which).
type Population struct {
	People int
	Year   int
	Source string
}

// Years a population figure may be of: the Census counts and estimates this file can hold.
const (
	firstPopulationYear = 1990
	lastPopulationYear  = 2100
)

// checkCountyPopulation checks county_population.csv against the national county file: every
// county of one file in the other, the same name and state, a whole positive population and a
// plausible year. It returns the figures by FIPS.
func checkCountyPopulation(t *Table[CountyPopulationRow], national *Table[NationalRow], known map[string]NationalCounty) (map[string]Population, ErrorList) {
	var errs ErrorList
	people := make(map[string]Population, len(t.Rows))
	geoids := pipe.NewSeen(t, "geoid")
	for i, r := range t.Rows {
		c, knownCounty := known[r.GEOID]
		switch {
		case !geography.County.IsID(r.GEOID):
			errs = append(errs, t.Problem(i, "geoid", "%q must be %d digits", r.GEOID, geography.County.IDLength))
		case !knownCounty:
			errs = append(errs, t.Problem(i, "geoid", "%q is not a county of %s", r.GEOID, national.File))
		default:
			errs = geoids.Check(errs, i, r.GEOID)
		}
		if knownCounty && r.Name != c.Name {
			errs = append(errs, t.Problem(i, "name", "%q is not %q, the name of %s in %s", r.Name, c.Name, r.GEOID, national.File))
		}
		if knownCounty && r.State != c.StateCode {
			errs = append(errs, t.Problem(i, "state", "%q is not %q, the state of %s in %s", r.State, c.StateCode, r.GEOID, national.File))
		}
		n, ok := parseCount(r.Population)
		if !ok || n == 0 {
			errs = append(errs, t.Problem(i, "population", "%q must be a whole number of people above 0", r.Population))
		}
		year, yearOK := parseCount(r.Year)
		if !yearOK || year < firstPopulationYear || year > lastPopulationYear {
			errs = append(errs, t.Problem(i, "year", "%q must be a year from %d to %d", r.Year, firstPopulationYear, lastPopulationYear))
		}
		if !isSourceID(r.Source) {
			errs = append(errs, t.Problem(i, "source", "%q must be a lower-case id such as census-v2023", r.Source))
		}
		if _, dup := people[r.GEOID]; knownCounty && !dup {
			people[r.GEOID] = Population{People: n, Year: year, Source: r.Source}
		}
	}
	for i, r := range national.Rows {
		if _, ok := known[r.GEOID]; ok {
			if _, has := people[r.GEOID]; !has {
				errs = append(errs, national.Problem(i, "geoid", "%q has no row in %s", r.GEOID, t.File))
			}
		}
	}
	return people, errs
}

// checkPlaces checks places.csv: a unique 7-digit GEOID whose first two digits are the FIPS code of
// the place's state, a name and kind, and a point on the globe. It returns the good rows with their
// point, in file order. The file's population column (2023 estimates, none for a census-designated
// place) is not read: the search ranks every place by its 2020 count (census2020/).
func checkPlaces(t *Table[PlaceRow], nationalFile string, known map[string]NationalCounty) ([]Place, ErrorList) {
	var errs ErrorList
	if len(t.Rows) == 0 {
		errs = append(errs, Problem{File: t.File, Message: "has no rows; add a line per place"})
	}
	places := make([]Place, 0, len(t.Rows))
	geoids := newPlaceGEOIDs(t, known, nationalFile)
	for i, r := range t.Rows {
		n := len(errs)
		errs = geoids.check(errs, i, r.GEOID, r.State)
		errs = pipe.CheckText(errs, t, i, "name", r.Name)
		errs = pipe.CheckText(errs, t, i, "kind", r.Kind)
		var p Place
		p.Lat, errs = checkCoordinate(errs, t, i, "lat", gazetteerDegrees(r.Lat), 90)
		p.Lon, errs = checkCoordinate(errs, t, i, "lon", gazetteerDegrees(r.Lon), 180)
		if len(errs) == n {
			p.GEOID, p.Name, p.State, p.Kind, p.row = r.GEOID, r.Name, r.State, r.Kind, i
			places = append(places, p)
		}
	}
	return places, errs
}

// Place is a checked row of places.csv.
type Place struct {
	GEOID, Name, State, Kind string
	Lat, Lon                 float64
	row                      int // its row of places.csv, for place_counties.csv's messages
}

// gazetteerDegrees drops the plus sign the Gazetteer writes before the positive longitudes of the
// western Aleutians (+173.256091), which the file keeps as published.
func gazetteerDegrees(s string) string {
	if len(s) > 1 && s[0] == '+' && s[1] != '-' && s[1] != '+' {
		return s[1:]
	}
	return s
}

// parseCount accepts a whole number in plain decimal: no sign, no thousands separators, no leading zero.
func parseCount(s string) (int, bool) {
	if s == "" || !pipe.IsDigits(s, len(s)) || (len(s) > 1 && s[0] == '0') || len(s) > 12 {
		return 0, false
	}
	n, err := strconv.Atoi(s)
	return n, err == nil
}
