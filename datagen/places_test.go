package datagen

import "testing"

// TestValidatePlaces breaks county_population.csv and places.csv one way per case and checks the
// exact problem lines, and that the previous build is left byte-identical (expectProblems).
func TestValidatePlaces(t *testing.T) {
	const cook = "17031,Cook,IL,5087072,2023,census-v2023"
	const fresno = "06019,Fresno,CA,1017162,2023,census-v2023"
	// Lines of the fixture's places.csv (fixturePlaceNames).
	const springfield = "1772000,Springfield city,IL,39.791063,-89.644572,city,112544"
	const hempstead = "3633139,Hempstead village,NY,40.704374,-73.619445,village,58225"
	tests := []struct {
		name  string
		edits []edit
		want  []string
	}{
		{"county missing from the population file", []edit{{CountyPopulationFile, cook + "\n", ""}},
			[]string{`data/us_counties.csv:612: geoid: "17031" has no row in data/county_population.csv`}},
		{"county missing from the national file", []edit{{CountyPopulationFile, cook, "17999,Cook,IL,5087072,2023,census-v2023"}},
			[]string{
				`data/county_population.csv:612: geoid: "17999" is not a county of data/us_counties.csv`,
				`data/us_counties.csv:612: geoid: "17031" has no row in data/county_population.csv`,
			}},
		{"county listed twice", []edit{{CountyPopulationFile, fresno, "17031,Cook,IL,5087072,2023,census-v2023"}},
			[]string{
				`data/county_population.csv:612: geoid: "17031" is already on line 197`,
				`data/us_counties.csv:197: geoid: "06019" has no row in data/county_population.csv`,
			}},
		{"county name and state differ", []edit{{CountyPopulationFile, cook, "17031,Cook County,IN,5087072,2023,census-v2023"}},
			[]string{
				`data/county_population.csv:612: name: "Cook County" is not "Cook", the name of 17031 in data/us_counties.csv`,
				`data/county_population.csv:612: state: "IN" is not "IL", the state of 17031 in data/us_counties.csv`,
			}},
		{"impossible county population and year", []edit{{CountyPopulationFile, cook, "17031,Cook,IL,\"5,087,072\",23,Census"}},
			[]string{
				`data/county_population.csv:612: population: "5,087,072" must be a whole number of people above 0`,
				`data/county_population.csv:612: year: "23" must be a year from 1990 to 2100`,
				`data/county_population.csv:612: source: "Census" must be a lower-case id such as census-v2023`,
			}},
		{"no people", []edit{{CountyPopulationFile, cook, "17031,Cook,IL,0,2023,census-v2023"}},
			[]string{`data/county_population.csv:612: population: "0" must be a whole number of people above 0`}},
		{"place whose state and code disagree", []edit{{PlacesFile, springfield, "1772000,Springfield city,MO,39.791063,-89.644572,city,112544"}},
			[]string{`data/places.csv:9: geoid: "1772000" does not start with "29", the FIPS code of MO in data/us_counties.csv`}},
		{"place of an unknown state", []edit{{PlacesFile, springfield, "1772000,Springfield city,XX,39.791063,-89.644572,city,112544"}},
			[]string{`data/places.csv:9: state: "XX" is not a state code of data/us_counties.csv`}},
		{"duplicate place", []edit{{PlacesFile, hempstead, "1772000,Hempstead village,IL,40.704374,-73.619445,village,58225"}},
			[]string{`data/places.csv:26: geoid: "1772000" is already on line 9`}},
		{"impossible coordinates", []edit{{PlacesFile, hempstead, "3633139,Hempstead village,NY,140.704374,-273.619445,village,58225"}},
			[]string{
				`data/places.csv:26: lat: "140.704374" is not between -90 and 90`,
				`data/places.csv:26: lon: "-273.619445" is not between -180 and 180`,
			}},
		{"every problem of both files at once", []edit{
			{CountyPopulationFile, fresno, "06019,Fresno,CA,many,2023,census-v2023"},
			{PlacesFile, hempstead, "3633139,,NY,40.704374,x,village,58225"},
		}, []string{
			`data/county_population.csv:197: population: "many" must be a whole number of people above 0`,
			`data/places.csv:26: name: must not be empty`,
			`data/places.csv:26: lon: "x" is not a number`,
		}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) { expectProblems(t, tt.edits, tt.want) })
	}
}
