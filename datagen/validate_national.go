package datagen

import (
	"github.com/pd-riskmap/riskmap/datagen/internal/pipe"

	"github.com/pd-riskmap/riskmap/datagen/internal/geography"
)

// NationalCounty is a checked row of the national county file.
type NationalCounty struct {
	FIPS, Name, State, StateCode string
	Lat, Lon                     float64
}

// checkNational checks the national county file, for Generate and Import alike: FIPS, codes, names
// and coordinates must be well formed, FIPS unique, and each state code must always come with the
// same name and FIPS prefix. It returns the rows parsed, in file order, and every problem.
func checkNational(t *Table[NationalRow]) ([]NationalCounty, ErrorList) {
	var errs ErrorList
	counties := make([]NationalCounty, 0, len(t.Rows))
	geoids := pipe.NewSeen(t, "geoid")
	firstOfState := map[string]int{}
	for i, r := range t.Rows {
		geoidOK := geography.County.IsID(r.GEOID)
		if !geoidOK {
			errs = append(errs, t.Problem(i, "geoid", "%q must be 5 digits", r.GEOID))
		} else {
			errs = geoids.Check(errs, i, r.GEOID)
		}
		if !isStateCode(r.USPS) {
			errs = append(errs, t.Problem(i, "usps", "%q must be two capital letters", r.USPS))
		} else if j, ok := firstOfState[r.USPS]; !ok {
			if geoidOK {
				firstOfState[r.USPS] = i
			}
		} else {
			first := t.Rows[j]
			if geoidOK && geography.County.Parent(r.GEOID) != geography.County.Parent(first.GEOID) {
				errs = append(errs, t.Problem(i, "geoid", "%q does not start with %q, the FIPS of %s on line %d",
					r.GEOID, geography.County.Parent(first.GEOID), r.USPS, t.Line(j, "geoid")))
			}
			if r.State != first.State {
				errs = append(errs, t.Problem(i, "state", "%q is not %q, the name of %s on line %d",
					r.State, first.State, r.USPS, t.Line(j, "state")))
			}
		}
		errs = pipe.CheckText(errs, t, i, "state", r.State)
		errs = pipe.CheckText(errs, t, i, "name", r.Name)
		c := NationalCounty{FIPS: r.GEOID, Name: r.Name, State: r.State, StateCode: r.USPS}
		c.Lat, errs = checkCoordinate(errs, t, i, "lat", r.Lat, 90)
		c.Lon, errs = checkCoordinate(errs, t, i, "lon", r.Lon, 180)
		counties = append(counties, c)
	}
	return counties, errs
}
