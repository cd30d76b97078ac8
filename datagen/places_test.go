package datagen

import "testing"

// TestValidatePlaces breaks county_population.csv, population_sources.csv and places.csv one way per case and checks the
// exact problem lines, and that the previous build is left byte-identical (expectProblems).
func TestValidatePlaces(t *testing.T) {
	const cook = "17031,Cook,IL,5087072,2023,census-v2023"
	const fresno = "06019,Fresno,CA,1017162,2023,census-v2023"
	// Lines of the fixture's places.csv (fixturePlaceNames).
	const springfield = "1772000,Springfield city,IL,39.791063,-89.644572,city,112544"
	const colton = "0614890,Colton city,CA,34.054525,-117.325029,city,53357"
	tests := []struct {
		name  string
		edits []edit
		want  []string
	}{
		{"county missing from the population file", []edit{{CountyPopulationFile, cook + "\n", ""}},
			[]string{`data/us_counties.csv:144: geoid: "17031" has no row in data/county_population.csv`}},
		{"county missing from the national file", []edit{{CountyPopulationFile, cook, "17999,Cook,IL,5087072,2023,census-v2023"}},
			[]string{
				`data/county_population.csv:144: geoid: "17999" is not a county of data/us_counties.csv`,
				`data/us_counties.csv:144: geoid: "17031" has no row in data/county_population.csv`,
			}},
		{"county listed twice", []edit{{CountyPopulationFile, fresno, "17031,Cook,IL,5087072,2023,census-v2023"}},
			[]string{
				`data/county_population.csv:144: geoid: "17031" is already on line 28`,
				`data/us_counties.csv:28: geoid: "06019" has no row in data/county_population.csv`,
			}},
		{"county name and state differ", []edit{{CountyPopulationFile, cook, "17031,Cook County,IN,5087072,2023,census-v2023"}},
			[]string{
				`data/county_population.csv:144: name: "Cook County" is not "Cook", the name of 17031 in data/us_counties.csv`,
				`data/county_population.csv:144: state: "IN" is not "IL", the state of 17031 in data/us_counties.csv`,
			}},
		{"impossible county population and year", []edit{{CountyPopulationFile, cook, "17031,Cook,IL,\"5,087,072\",23,Census"}},
			[]string{
				`data/county_population.csv:144: population: "5,087,072" must be a whole number of people above 0`,
				`data/county_population.csv:144: year: "23" must be a year from 1990 to 2100`,
				`data/county_population.csv:144: source: "Census" must be a lower-case id such as census-v2023`,
			}},
		{"no people", []edit{{CountyPopulationFile, cook, "17031,Cook,IL,0,2023,census-v2023"}},
			[]string{`data/county_population.csv:144: population: "0" must be a whole number of people above 0`}},
		{"county citing a source population_sources.csv lacks", []edit{{CountyPopulationFile, cook, "17031,Cook,IL,5087072,2023,census-v2024"}},
			[]string{`data/county_population.csv:144: source: "census-v2024" is not an id of data/population_sources.csv: add a line for it there`}},
		{"population source no county cites, of an unknown kind", []edit{
			{CountyPopulationFile, "9443,2023,census-v2023-sum", "9443,2023,census-v2023"},
			{PopulationSourcesFile, "Vintage 2023\",estimate,\"estimate for July 1, 2023: the sum", "Vintage 2023\",guess,\"estimate for July 1, 2023: the sum"},
		}, []string{
			`data/population_sources.csv:3: kind: "guess" must be one of estimate, census`,
			`data/population_sources.csv:3: id: "census-v2023-sum" is the source of no county of data/county_population.csv: remove the line`,
		}},
		{"population source listed twice, without what its figures are", []edit{{PopulationSourcesFile,
			`"census count for April 1, 2020"` + "\n",
			`"census count for April 1, 2020"` + "\ncensus-2020,US Census Bureau,2020 Census,census,\n"}},
			[]string{
				`data/population_sources.csv:5: id: "census-2020" is already on line 4`,
				`data/population_sources.csv:5: figure: must not be empty`,
			}},
		{"place whose state and code disagree", []edit{{PlacesFile, springfield, "1772000,Springfield city,AL,39.791063,-89.644572,city,112544"}},
			[]string{`data/places.csv:35: geoid: "1772000" does not start with "01", the FIPS code of AL in data/us_counties.csv`}},
		{"place of an unknown state", []edit{{PlacesFile, springfield, "1772000,Springfield city,XX,39.791063,-89.644572,city,112544"}},
			[]string{`data/places.csv:35: state: "XX" is not a state code of data/us_counties.csv`}},
		{"duplicate place", []edit{{PlacesFile, springfield, "0614890,Springfield city,CA,39.791063,-89.644572,city,112544"}},
			[]string{`data/places.csv:35: geoid: "0614890" is already on line 20`}},
		{"impossible coordinates", []edit{{PlacesFile, colton, "0614890,Colton city,CA,134.054525,-217.325029,city,53357"}},
			[]string{
				`data/places.csv:20: lat: "134.054525" is not between -90 and 90`,
				`data/places.csv:20: lon: "-217.325029" is not between -180 and 180`,
			}},
		{"every problem of both files at once", []edit{
			{CountyPopulationFile, fresno, "06019,Fresno,CA,many,2023,census-v2023"},
			{PlacesFile, colton, "0614890,,CA,34.054525,x,city,53357"},
		}, []string{
			`data/county_population.csv:28: population: "many" must be a whole number of people above 0`,
			`data/places.csv:20: name: must not be empty`,
			`data/places.csv:20: lon: "x" is not a number`,
		}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) { expectProblems(t, tt.edits, tt.want) })
	}
}
