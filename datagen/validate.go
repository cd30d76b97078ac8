package datagen

import (
	"net/url"
	"slices"
	"strings"

	"github.com/pd-riskmap/riskmap/datagen/internal/geography"
	"github.com/pd-riskmap/riskmap/datagen/internal/pipe"
	"github.com/pd-riskmap/riskmap/datagen/internal/pipe/compounds"
	"github.com/pd-riskmap/riskmap/datagen/internal/pipe/demo"
	"github.com/pd-riskmap/riskmap/datagen/internal/pipe/environmental"
	"github.com/pd-riskmap/riskmap/datagen/internal/pipe/studies"
)

// Validate checks what the rows mean, across files, and hands the later stages a Model of parsed
// values, so none of them parses a row again. Every problem is collected, not only the first, so
// that one run lists everything to fix. Problems come file by file in the order Read reads them.
// The model is sound only when the error is nil; Generate stops otherwise.
func Validate(ds *DataSet) (*Model, error) {
	m := &Model{CountiesFile: ds.Counties.File, StatesFile: ds.States.File, StateCodes: map[string]bool{}}
	states, stateErrs := checkStates(ds.States)
	for code := range states {
		m.StateCodes[code] = true
	}
	var factorIDs map[string]bool
	var factorErrs, countyErrs, sourceErrs ErrorList
	m.Factors, factorIDs, factorErrs = checkFactors(ds.Factors)
	m.Counties, countyErrs = checkCounties(ds.Counties, ds.States.File, states)
	m.Sources, sourceErrs = checkSources(ds.Sources, ds.States.File, ds.Factors.File, states, factorIDs)
	measuredErrs := checkMeasured(m, ds, factorIDs)
	var zipErrs ErrorList
	m.ZIPs, zipErrs = checkZIPs(ds.ZIPs, m.NationalByFIPS, ds.National.File)
	var studyErrs ErrorList
	m.Studies, studyErrs = studies.Check(ds.Studies.File, ds.Studies.Rows, ds.Studies, ds.Factors.File, factorIDs)
	var populationErrs ErrorList
	m.Population, populationErrs = checkCountyPopulation(ds.CountyPopulation, ds.National, m.NationalByFIPS)
	var popSourceErrs ErrorList
	m.PopulationSources, popSourceErrs = checkPopulationSources(ds.PopSources, ds.CountyPopulation)
	var placeErrs ErrorList
	m.Places, placeErrs = checkPlaces(ds.Places, ds.National.File, m.NationalByFIPS)
	var translationErrs ErrorList
	m.Spanish, translationErrs = checkTranslations(ds.Translations, ds)
	m.CountyShapes = ds.CountyShapes
	m.CountyAt = areaLocator(ds.CountyShapes.AreaPolygons())
	searchErrs := checkSearch(m, ds)
	tractErrs := checkTractData(ds, m, factorIDs)
	var geographyErrs ErrorList
	m.Geographies, geographyErrs = checkGeographies(ds.Geographies, geographySources(ds, m), m.Spanish)
	var compoundErrs ErrorList
	if m.Compounds = ds.Compounds; m.Compounds != nil {
		compoundErrs = m.Compounds.CheckCounties(func(fips string) bool { return isKnown(m.NationalByFIPS, fips) })
		m.Compounds.Source = sourceOf(m.MeasuredSources, compounds.SourceID)
	}
	shapeErrs := checkShapeIDs(ds.CountyShapesFile, ds.CountyShapes.ShapeIDs(), ds.National.File, nationalFIPS(m.National), geography.County)

	var all ErrorList
	for _, errs := range []ErrorList{geographyErrs, countyErrs, stateErrs, factorErrs, sourceErrs, measuredErrs, zipErrs, studyErrs, populationErrs, popSourceErrs, placeErrs, translationErrs, searchErrs, shapeErrs, tractErrs, compoundErrs} {
		all = append(all, errs...)
	}
	return m, all.Err()
}

// stateInfo is the first row of states.csv with a given code, with its box parsed. fipsOK and hasBox
// say whether its FIPS and box are valid, so counties are only checked against valid values.
type stateInfo struct {
	row                      StateRow
	fipsOK, hasBox           bool
	south, west, north, east float64
}

func checkStates(t *Table[StateRow]) (map[string]stateInfo, ErrorList) {
	var errs ErrorList
	states := make(map[string]stateInfo, len(t.Rows))
	codes := pipe.NewSeen(t, "code")
	fipsCodes := pipe.NewSeen(t, "fips")
	if len(t.Rows) == 0 {
		errs = append(errs, Problem{File: t.File, Message: "has no rows; add a line per state"})
	}
	for i, r := range t.Rows {
		s := stateInfo{row: r, fipsOK: pipe.IsDigits(r.FIPS, 2)}
		if !isStateCode(r.Code) {
			errs = append(errs, t.Problem(i, "code", "%q must be two capital letters", r.Code))
		} else {
			errs = codes.Check(errs, i, r.Code)
		}
		if !s.fipsOK {
			errs = append(errs, t.Problem(i, "fips", "%q must be 2 digits", r.FIPS))
		} else {
			errs = fipsCodes.Check(errs, i, r.FIPS)
		}
		errs = pipe.CheckText(errs, t, i, "name", r.Name)
		s.south, s.west, s.north, s.east, s.hasBox, errs = checkBox(errs, t, i, r)
		if _, dup := states[r.Code]; isStateCode(r.Code) && !dup {
			states[r.Code] = s
		}
	}
	return states, errs
}

func checkBox(errs ErrorList, t *Table[StateRow], i int, r StateRow) (south, west, north, east float64, ok bool, _ ErrorList) {
	n := len(errs)
	south, errs = checkCoordinate(errs, t, i, "south", r.South, 90)
	west, errs = checkCoordinate(errs, t, i, "west", r.West, 180)
	north, errs = checkCoordinate(errs, t, i, "north", r.North, 90)
	east, errs = checkCoordinate(errs, t, i, "east", r.East, 180)
	if len(errs) > n {
		return 0, 0, 0, 0, false, errs
	}
	if south > north {
		errs = append(errs, t.Problem(i, "south", "%q is north of north %q", r.South, r.North))
	}
	if west > east {
		errs = append(errs, t.Problem(i, "west", "%q is east of east %q", r.West, r.East))
	}
	return south, west, north, east, len(errs) == n, errs
}

// checkCoordinate parses a plain decimal degree value within ±limit.
func checkCoordinate[T any](errs ErrorList, t *Table[T], i int, column, value string, limit float64) (float64, ErrorList) {
	v, ok := pipe.ParseDecimal(value)
	if !ok {
		return 0, append(errs, t.Problem(i, column, "%q is not a number", value))
	}
	if v < -limit || v > limit {
		return 0, append(errs, t.Problem(i, column, "%q is not between %g and %g", value, -limit, limit))
	}
	return v, errs
}

func checkCounties(t *Table[CountyRow], statesFile string, states map[string]stateInfo) ([]demo.County, ErrorList) {
	var errs ErrorList
	counties := make([]demo.County, len(t.Rows))
	fipsCodes := pipe.NewSeen(t, "fips")
	if len(t.Rows) == 0 {
		errs = append(errs, Problem{File: t.File, Message: "has no rows; add a line per county"})
	}
	for i, r := range t.Rows {
		s, known := states[r.StateCode]
		if !geography.County.IsID(r.FIPS) {
			errs = append(errs, t.Problem(i, "fips", "%q must be %d digits", r.FIPS, geography.County.IDLength))
		} else {
			errs = fipsCodes.Check(errs, i, r.FIPS)
			if known && s.fipsOK && geography.County.Parent(r.FIPS) != s.row.FIPS {
				errs = append(errs, t.Problem(i, "fips", "%q does not start with %q, the state FIPS of %s in %s",
					r.FIPS, s.row.FIPS, r.StateCode, statesFile))
			}
		}
		errs = pipe.CheckText(errs, t, i, "name", r.Name)
		if known && s.row.Name != "" && r.State != s.row.Name {
			errs = append(errs, t.Problem(i, "state", "%q does not match %q, the name of %s in %s",
				r.State, s.row.Name, r.StateCode, statesFile))
		}
		if !known {
			errs = append(errs, t.Problem(i, "state_code", "%q is not a code in %s", r.StateCode, statesFile))
		}
		errs = checkPoint(errs, t, i, r, s, known && s.hasBox, statesFile)
		counties[i] = demo.County{ID: r.FIPS, Name: r.Name, State: r.State, StateCode: r.StateCode,
			Latitude: r.Latitude, Longitude: r.Longitude, FIPSCode: r.FIPS}
	}
	return counties, errs
}

// checkPoint checks the county's point lies in its state's box, which catches swapped or mistyped
// coordinates that would put a marker in the wrong state.
func checkPoint(errs ErrorList, t *Table[CountyRow], i int, r CountyRow, s stateInfo, hasBox bool, statesFile string) ErrorList {
	n := len(errs)
	lat, errs := checkCoordinate(errs, t, i, "latitude", r.Latitude, 90)
	if len(errs) == n && hasBox && (lat < s.south || lat > s.north) {
		errs = append(errs, t.Problem(i, "latitude", "%q is outside %s to %s, the box of %s in %s",
			r.Latitude, s.row.South, s.row.North, r.StateCode, statesFile))
	}
	n = len(errs)
	lon, errs := checkCoordinate(errs, t, i, "longitude", r.Longitude, 180)
	if len(errs) == n && hasBox && (lon < s.west || lon > s.east) {
		errs = append(errs, t.Problem(i, "longitude", "%q is outside %s to %s, the box of %s in %s",
			r.Longitude, s.row.West, s.row.East, r.StateCode, statesFile))
	}
	return errs
}

// checkFactors returns the factors parsed and the set of valid ids; each factor's Measured part is
// filled in by checkMeasured.
func checkFactors(t *Table[FactorRow]) ([]environmental.Factor, map[string]bool, ErrorList) {
	var errs ErrorList
	ids := pipe.NewSeen(t, "id")
	factors := make([]environmental.Factor, len(t.Rows))
	known := make(map[string]bool, len(t.Rows))
	if len(t.Rows) == 0 {
		errs = append(errs, Problem{File: t.File, Message: "has no rows; add a line per risk layer"})
	}
	for i, r := range t.Rows {
		if !isFactorID(r.ID) {
			errs = append(errs, t.Problem(i, "id", "%q must be letters and digits starting with a lower-case letter", r.ID))
		} else {
			errs = ids.Check(errs, i, r.ID)
			known[r.ID] = true
		}
		errs = pipe.CheckText(errs, t, i, "name", r.Name)
		errs = pipe.CheckText(errs, t, i, "short_name", r.ShortName)
		w, ok := pipe.ParseDecimal(r.Weight)
		if !ok {
			errs = append(errs, t.Problem(i, "weight", "%q is not a number", r.Weight))
		} else if w <= 0 || w > 1 {
			errs = append(errs, t.Problem(i, "weight", "%q must be more than 0 and at most 1", r.Weight))
		}
		errs = pipe.CheckText(errs, t, i, "impact", r.Impact)
		if !slices.Contains(impactBands, r.ImpactBand) {
			errs = append(errs, t.Problem(i, "impact_band", "%q must be one of %s: the band whose colours the impact label takes", r.ImpactBand, strings.Join(impactBands, ", ")))
		}
		var enabled, demo bool
		enabled, errs = pipe.CheckBool(errs, t, i, "default_enabled", r.DefaultEnabled)
		demo, errs = pipe.CheckBool(errs, t, i, "demo", r.Demo)
		colours := strings.Fields(r.Colours)
		if len(colours) == 0 || len(colours) > 2 || slices.ContainsFunc(colours, func(c string) bool { return !isHexColour(c) }) {
			errs = append(errs, t.Problem(i, "colours", "%q must be one or two colours such as #6a1b9a, separated by a space: the layer's swatch, a gradient from the first to the second", r.Colours))
		}
		factors[i] = environmental.Factor{ID: r.ID, Name: r.Name, ShortName: r.ShortName, Weight: w, Impact: r.Impact, DefaultEnabled: enabled,
			Demo: demo, ImpactBand: r.ImpactBand, Colours: colours}
	}
	return factors, known, errs
}

// impactBands are the colours an impact label may take: the risk bands' and a neutral grey.
var impactBands = []string{"high", "moderate", "low", "neutral"}

// isHexColour accepts a CSS colour of six hexadecimal digits, #6a1b9a.
func isHexColour(s string) bool {
	if len(s) != 7 || s[0] != '#' {
		return false
	}
	for _, c := range []byte(s[1:]) {
		if !(c >= '0' && c <= '9' || c >= 'a' && c <= 'f' || c >= 'A' && c <= 'F') {
			return false
		}
	}
	return true
}

func checkSources(t *Table[SourceRow], statesFile, factorsFile string, states map[string]stateInfo, factors map[string]bool) ([]environmental.Source, ErrorList) {
	var errs ErrorList
	sources := make([]environmental.Source, len(t.Rows))
	names := pipe.NewSeen(t, "name")
	for i, r := range t.Rows {
		n := len(errs)
		if errs = pipe.CheckText(errs, t, i, "name", r.Name); len(errs) == n {
			errs = names.Check(errs, i, r.Name)
		}
		errs = checkURL(errs, t, i, "url", r.URL)
		sources[i] = environmental.Source{Name: r.Name, URL: r.URL, States: strings.Fields(r.States), Factors: strings.Fields(r.Factors)}
		errs = checkList(errs, t, i, "states", r.States, "state code", statesFile, func(c string) bool { _, ok := states[c]; return ok })
		errs = checkList(errs, t, i, "factors", r.Factors, "factor id", factorsFile, func(id string) bool { return factors[id] })
	}
	return sources, errs
}

// checkURL requires an absolute web address, since the page turns it into a link.
func checkURL[T any](errs ErrorList, t *Table[T], i int, column, value string) ErrorList {
	if u, err := url.Parse(value); err != nil || (u.Scheme != "https" && u.Scheme != "http") || u.Host == "" {
		errs = append(errs, t.Problem(i, column, "%q must be an absolute https:// or http:// address", value))
	}
	return errs
}

func checkList[T any](errs ErrorList, t *Table[T], i int, column, value, what, file string, known func(string) bool) ErrorList {
	items := strings.Fields(value)
	if len(items) == 0 {
		return append(errs, t.Problem(i, column, "must list at least one %s, separated by spaces", what))
	}
	for _, item := range items {
		if !known(item) {
			errs = append(errs, t.Problem(i, column, "%q is not a %s in %s", item, what, file))
		}
	}
	return errs
}

func isStateCode(s string) bool {
	return len(s) == 2 && s[0] >= 'A' && s[0] <= 'Z' && s[1] >= 'A' && s[1] <= 'Z'
}

// isFactorID keeps ids safe to put in the page's ?layers= query without escaping.
func isFactorID(s string) bool {
	if s == "" || s[0] < 'a' || s[0] > 'z' {
		return false
	}
	for _, c := range []byte(s) {
		if !(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9') {
			return false
		}
	}
	return true
}
