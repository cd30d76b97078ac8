package datagen

import (
	"github.com/paulmach/orb"
	"github.com/paulmach/orb/planar"

	"github.com/pd-riskmap/riskmap/datagen/internal/geography"
	"github.com/pd-riskmap/riskmap/datagen/internal/pipe"
	"github.com/pd-riskmap/riskmap/datagen/internal/topology"
)

// PlaceCountiesFile names by hand the county a search for a place opens, where the data would open
// another (see data/README.md).
const PlaceCountiesFile = "place_counties.csv"

// PlaceCountyRow is one line of place_counties.csv.
type PlaceCountyRow struct {
	GEOID  string `csv:"geoid"`
	County string `csv:"county"`
	Why    string `csv:"why"`
}

var placeCountyColumns = csvColumns[PlaceCountyRow]()

// AreaLocator finds the area whose outline holds a point (WGS84 degrees), as a click on the map
// would: a county among the county shapes, a census tract among a county's tracts; ok is false for a
// point on none of them.
type AreaLocator func(lat, lon float64) (id string, ok bool)

// checkPlaceCounties checks place_counties.csv against places.csv and the 2020 counts: a place of
// places.csv named once, a county of the national file in the place's state, a reason, and a county
// other than the one the 2020 counts give (a line that agrees with them says nothing). It returns
// the counties by GEOID.
func checkPlaceCounties(t *Table[PlaceCountyRow], places []Place, placesFile string, people map[string]PlacePeople,
	populationFile, nationalFile string, known map[string]NationalCounty) (map[string]string, ErrorList) {
	var errs ErrorList
	stateOf := make(map[string]string, len(places))
	for _, p := range places {
		stateOf[p.GEOID] = p.State
	}
	byHand := make(map[string]string, len(t.Rows))
	geoids := pipe.NewSeen(t, "geoid")
	for i, r := range t.Rows {
		n := len(errs)
		state, isPlace := stateOf[r.GEOID]
		if !isPlace {
			errs = append(errs, t.Problem(i, "geoid", "%q is not a place of %s", r.GEOID, placesFile))
		} else {
			errs = geoids.Check(errs, i, r.GEOID)
			errs = checkCountyOfState(errs, t, i, "county", r.County, state, known, nationalFile)
		}
		errs = pipe.CheckText(errs, t, i, "why", r.Why)
		if len(errs) > n {
			continue
		}
		if p, ok := people[r.GEOID]; ok && p.County == r.County {
			errs = append(errs, t.Problem(i, "county", "%q is the county %s gives %s already: remove the line", r.County, populationFile, r.GEOID))
			continue
		}
		byHand[r.GEOID] = r.County
	}
	return byHand, errs
}

// placeCounty is the county a search for a place opens: the one place_counties.csv names, else the
// one holding the most of the place's 2020 people, else the one whose outline holds its internal
// point, in its own state (locate). ok is false when none of them says: such a place is left out of
// the search.
func placeCounty(p Place, byHand map[string]string, people map[string]PlacePeople, known map[string]NationalCounty, locate AreaLocator) (fips string, ok bool) {
	if county, named := byHand[p.GEOID]; named {
		return county, true
	}
	if counted, has := people[p.GEOID]; has {
		return counted.County, true
	}
	if locate == nil {
		return "", false
	}
	county, found := locate(p.Lat, p.Lon)
	if !found || known[county].StateCode != p.State {
		return "", false
	}
	return county, true
}

// areaLocator finds the area whose outline holds a point among areas, outlines as published, before
// the map's simplification, each area's box tested first.
func areaLocator(areas []topology.AreaPolygons) AreaLocator {
	bounds := make([]orb.Bound, len(areas))
	for i, a := range areas {
		bounds[i] = a.Polygons.Bound()
	}
	return func(lat, lon float64) (string, bool) {
		p := orb.Point{lon, lat}
		for i, a := range areas {
			if bounds[i].Contains(p) && planar.MultiPolygonContains(a.Polygons, p) {
				return a.ID, true
			}
		}
		return "", false
	}
}

// locatorsByParent finds the area of g whose outline holds a point among the areas of one parent
// (the tracts of a county), by the parent's id; a parent with no area has none.
func locatorsByParent(t *topology.Topology, g geography.Geography) map[string]AreaLocator {
	byParent := map[string][]topology.AreaPolygons{}
	for _, a := range t.AreaPolygons() {
		parent := g.Parent(a.ID)
		byParent[parent] = append(byParent[parent], a)
	}
	locators := make(map[string]AreaLocator, len(byParent))
	for parent, areas := range byParent {
		locators[parent] = areaLocator(areas)
	}
	return locators
}
