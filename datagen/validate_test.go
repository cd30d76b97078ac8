package datagen

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"testing"
)

type edit struct{ file, old, new string }

// TestValidate breaks the fixture data one way per case and checks the exact problem lines, and
// that the previous build is left byte-identical.
func TestValidate(t *testing.T) {
	const alpine = "06003,Alpine,California,CA,38.595719,-119.820603"
	const caBox = "CA,06,California,32.5,-124.4,42.3,-114.8"
	tests := []struct {
		name  string
		edits []edit
		want  []string
	}{
		{"empty name", []edit{{CountiesFile, alpine, "06003,,California,CA,38.595719,-119.820603"}},
			[]string{"data/counties.csv:3: name: must not be empty"}},
		{"name with spaces around", []edit{{CountiesFile, alpine, "06003, Alpine,California,CA,38.595719,-119.820603"}},
			[]string{`data/counties.csv:3: name: " Alpine" has spaces at the start or end`}},
		{"name with a line break", []edit{{CountiesFile, alpine, "06003,\"Al\npine\",California,CA,38.595719,-119.820603"}},
			[]string{`data/counties.csv:3: name: "Al\npine" contains a line break or other control character`}},
		{"name read as a formula", []edit{{CountiesFile, alpine, "06003,=HYPERLINK(1),California,CA,38.595719,-119.820603"}},
			[]string{`data/counties.csv:3: name: "=HYPERLINK(1)" starts with "=", which spreadsheets read as a formula`}},
		{"FIPS not 5 digits", []edit{{CountiesFile, alpine, "6003,Alpine,California,CA,38.595719,-119.820603"}},
			[]string{`data/counties.csv:3: fips: "6003" must be 5 digits`}},
		{"FIPS with letters", []edit{{CountiesFile, alpine, "06O03,Alpine,California,CA,38.595719,-119.820603"}},
			[]string{`data/counties.csv:3: fips: "06O03" must be 5 digits`}},
		{"FIPS of another state", []edit{{CountiesFile, alpine, "12999,Alpine,California,CA,38.595719,-119.820603"}},
			[]string{`data/counties.csv:3: fips: "12999" does not start with "06", the state FIPS of CA in data/states.csv`}},
		{"duplicate FIPS", []edit{{CountiesFile, alpine, "06001,Alpine,California,CA,38.595719,-119.820603"}},
			[]string{`data/counties.csv:3: fips: "06001" is already on line 2`}},
		{"unknown state code", []edit{{CountiesFile, alpine, "06003,Alpine,California,XX,38.595719,-119.820603"}},
			[]string{`data/counties.csv:3: state_code: "XX" is not a code in data/states.csv`}},
		{"state name mismatch", []edit{{CountiesFile, alpine, "06003,Alpine,Californa,CA,38.595719,-119.820603"}},
			[]string{`data/counties.csv:3: state: "Californa" does not match "California", the name of CA in data/states.csv`}},
		{"latitude not a number", []edit{{CountiesFile, alpine, "06003,Alpine,California,CA,abc,-119.820603"}},
			[]string{`data/counties.csv:3: latitude: "abc" is not a number`}},
		{"latitude NaN", []edit{{CountiesFile, alpine, "06003,Alpine,California,CA,NaN,-119.820603"}},
			[]string{`data/counties.csv:3: latitude: "NaN" is not a number`}},
		{"latitude in exponent form", []edit{{CountiesFile, alpine, "06003,Alpine,California,CA,3.8e1,-119.820603"}},
			[]string{`data/counties.csv:3: latitude: "3.8e1" is not a number`}},
		{"latitude outside the state's box", []edit{{CountiesFile, alpine, "06003,Alpine,California,CA,48.595719,-119.820603"}},
			[]string{`data/counties.csv:3: latitude: "48.595719" is outside 32.5 to 42.3, the box of CA in data/states.csv`}},
		{"coordinates swapped", []edit{{CountiesFile, alpine, "06003,Alpine,California,CA,-119.820603,38.595719"}},
			[]string{
				`data/counties.csv:3: latitude: "-119.820603" is not between -90 and 90`,
				`data/counties.csv:3: longitude: "38.595719" is outside -124.4 to -114.8, the box of CA in data/states.csv`,
			}},
		{"state box upside down", []edit{{StatesFile, caBox, "CA,06,California,42.3,-124.4,32.5,-114.8"}},
			[]string{`data/states.csv:7: south: "42.3" is north of north "32.5"`}},
		{"state FIPS not 2 digits", []edit{{StatesFile, caBox, "CA,006,California,32.5,-124.4,42.3,-114.8"}},
			[]string{`data/states.csv:7: fips: "006" must be 2 digits`}},
		{"state code lower case", []edit{{StatesFile, caBox, "Ca,06,California,32.5,-124.4,42.3,-114.8"}},
			slices.Concat(
				californiaLines(`data/counties.csv:%d: state_code: "CA" is not a code in data/states.csv`),
				[]string{`data/states.csv:7: code: "Ca" must be two capital letters`},
				[]string{
					`data/sources.csv:2: states: "CA" is not a state code in data/states.csv`,
					`data/sources.csv:3: states: "CA" is not a state code in data/states.csv`,
					`data/sources.csv:6: states: "CA" is not a state code in data/states.csv`,
					`data/sources.csv:7: states: "CA" is not a state code in data/states.csv`,
				})},
		{"factor weight zero", []edit{{FactorsFile, "traffic,Traffic Density,Traffic,0.2", "traffic,Traffic Density,Traffic,0"}},
			[]string{`data/factors.csv:4: weight: "0" must be more than 0 and at most 1`}},
		{"factor weight above 1", []edit{{FactorsFile, "traffic,Traffic Density,Traffic,0.2", "traffic,Traffic Density,Traffic,1.5"}},
			[]string{`data/factors.csv:4: weight: "1.5" must be more than 0 and at most 1`}},
		{"factor weight not a number", []edit{{FactorsFile, "traffic,Traffic Density,Traffic,0.2", "traffic,Traffic Density,Traffic,heavy"}},
			[]string{`data/factors.csv:4: weight: "heavy" is not a number`}},
		{"factor impact band unknown", []edit{{FactorsFile, "Low-Mod,low,", "Low-Mod,green,"}},
			[]string{`data/factors.csv:4: impact_band: "green" must be one of high, moderate, low, neutral: the band whose colours the impact label takes`}},
		{"factor demo not a boolean", []edit{{FactorsFile, "Low-Mod,low,false,true,", "Low-Mod,low,false,yes,"}},
			[]string{`data/factors.csv:4: demo: "yes" must be true or false`}},
		{"factor colours not colours", []edit{{FactorsFile, "#b0bec5 #37474f", "grey #37474f #fff"}},
			[]string{`data/factors.csv:4: colours: "grey #37474f #fff" must be one or two colours such as #6a1b9a, separated by a space: the layer's swatch, a gradient from the first to the second`}},
		{"factor without colours", []edit{{FactorsFile, "#b0bec5 #37474f", ""}},
			[]string{`data/factors.csv:4: colours: "" must be one or two colours such as #6a1b9a, separated by a space: the layer's swatch, a gradient from the first to the second`}},
		{"factor default not a boolean", []edit{{FactorsFile, "Low-Mod,low,false", "Low-Mod,low,no"}},
			[]string{`data/factors.csv:4: default_enabled: "no" must be true or false`}},
		{"factor id with a space", []edit{{FactorsFile, "airPollution,", "air pollution,"}},
			[]string{
				`data/factors.csv:3: id: "air pollution" must be letters and digits starting with a lower-case letter`,
				`data/sources.csv:2: factors: "airPollution" is not a factor id in data/factors.csv`,
				`data/sources.csv:6: factors: "airPollution" is not a factor id in data/factors.csv`,
				`data/exposures/layers.csv:3: factor: "airPollution" is not a factor id in data/factors.csv`,
				`data/exposures/caveats.csv:8: factor: "airPollution" is not a factor id in data/factors.csv`,
				`data/exposures/caveats.csv:9: factor: "airPollution" is not a factor id in data/factors.csv`,
				`data/exposures/caveats.csv:10: factor: "airPollution" is not a factor id in data/factors.csv`,
				`data/exposures/caveats.csv:11: factor: "airPollution" is not a factor id in data/factors.csv`,
				`data/exposures/reference_levels.csv:2: factor: "airPollution" is not a factor id in data/factors.csv`,
				`data/exposures/reference_levels.csv:3: factor: "airPollution" is not a factor id in data/factors.csv`,
				`data/exposures/sources.csv:4: factors: "airPollution" is not a factor id in data/factors.csv`,
				`data/evidence/studies.csv:6: layer: "airPollution" is not a factor id in data/factors.csv nor solvents, the Superfund sites' layer`,
				`data/evidence/studies.csv:7: layer: "airPollution" is not a factor id in data/factors.csv nor solvents, the Superfund sites' layer`,
				`data/ces4/layers.csv:3: factor: "airPollution" is not a factor id in data/factors.csv`,
				`data/ces4/layers.csv:4: factor: "airPollution" is not a factor id in data/factors.csv`,
			}},
		{"duplicate factor id", []edit{{FactorsFile, "industrial,", "traffic,"}},
			[]string{
				`data/factors.csv:5: id: "traffic" is already on line 4`,
				`data/sources.csv:4: factors: "industrial" is not a factor id in data/factors.csv`,
				`data/sources.csv:5: factors: "industrial" is not a factor id in data/factors.csv`,
				`data/exposures/layers.csv:5: factor: "industrial" is not a factor id in data/factors.csv`,
				`data/exposures/caveats.csv:16: factor: "industrial" is not a factor id in data/factors.csv`,
				`data/exposures/caveats.csv:17: factor: "industrial" is not a factor id in data/factors.csv`,
				`data/exposures/caveats.csv:18: factor: "industrial" is not a factor id in data/factors.csv`,
				`data/exposures/caveats.csv:19: factor: "industrial" is not a factor id in data/factors.csv`,
				`data/exposures/caveats.csv:20: factor: "industrial" is not a factor id in data/factors.csv`,
				`data/exposures/caveats.csv:21: factor: "industrial" is not a factor id in data/factors.csv`,
				`data/exposures/sources.csv:6: factors: "industrial" is not a factor id in data/factors.csv`,
				`data/exposures/sources.csv:7: factors: "industrial" is not a factor id in data/factors.csv`,
				`data/evidence/studies.csv:9: layer: "industrial" is not a factor id in data/factors.csv nor solvents, the Superfund sites' layer`,
				`data/ces4/layers.csv:6: factor: "industrial" is not a factor id in data/factors.csv`,
			}},
		{"source URL not a web address", []edit{{SourcesFile, "https://floridadep.gov/,", "javascript:alert(1),"}},
			[]string{`data/sources.csv:4: url: "javascript:alert(1)" must be an absolute https:// or http:// address`}},
		{"source with unknown state and factor", []edit{{SourcesFile, "https://floridadep.gov/,FL,industrial", "https://floridadep.gov/,FL ZZ,industrial noise"}},
			[]string{
				`data/sources.csv:4: states: "ZZ" is not a state code in data/states.csv`,
				`data/sources.csv:4: factors: "noise" is not a factor id in data/factors.csv`,
			}},
		{"source without states", []edit{{SourcesFile, "https://floridadep.gov/,FL,industrial", "https://floridadep.gov/,,industrial"}},
			[]string{`data/sources.csv:4: states: must list at least one state code, separated by spaces`}},
		{"problems in several files are all reported", []edit{
			{CountiesFile, alpine, "06003,Alpine,California,CA,abc,-119.820603"},
			{CountiesFile, "12086,Miami-Dade,", "12086,,"},
			{FactorsFile, "Low-Mod,low,false", "Low-Mod,low,no"},
		}, []string{
			`data/counties.csv:3: latitude: "abc" is not a number`,
			`data/counties.csv:102: name: must not be empty`,
			`data/factors.csv:4: default_enabled: "no" must be true or false`,
		}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) { expectProblems(t, tt.edits, tt.want) })
	}
}

// expectProblems applies edits to a copy of the fixture data, generates, and checks the exact
// problem lines and that the previous build is left byte-identical.
func expectProblems(t *testing.T, edits []edit, want []string) {
	t.Helper()
	inFixture(t)
	generateFixture(t)
	before := snapshot(t, "build")
	for _, e := range edits {
		editData(t, e.file, e.old, e.new)
	}
	_, err := Generate(Options{DataDir: "data", OutDir: "build"})
	var list ErrorList
	if !errors.As(err, &list) {
		t.Fatalf("error = %v, want a problem list", err)
	}
	if got := problemLines(list); !reflect.DeepEqual(got, want) {
		t.Errorf("problems =\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
	sameSnapshot(t, before, snapshot(t, "build"))
}

// californiaLines formats one line per California county of the fixture data, lines 2 to 59.
func californiaLines(format string) []string {
	var lines []string
	for line := 2; line <= 59; line++ {
		lines = append(lines, fmt.Sprintf(format, line))
	}
	return lines
}

func TestValidateNoRows(t *testing.T) {
	inFixture(t)
	writeData(t, CountiesFile, header)
	writeData(t, FactorsFile, "id,name,short_name,weight,impact,impact_band,default_enabled,demo,colours\n")
	// Without factors, the exposure files' references to them fail too; those are other tests' concern.
	writeData(t, filepath.Join(ExposuresDir, LayersFile), strings.Join(layerColumns, ",")+"\n")
	writeData(t, filepath.Join(ExposuresDir, CaveatsFile), "factor,caveat\n")
	writeData(t, filepath.Join(ExposuresDir, ReferenceLevelsFile), strings.Join(referenceLevelColumns, ",")+"\n")
	writeData(t, filepath.Join(ExposuresDir, MeasuredSourcesFile), "id,publisher,dataset,years,url,licence,factors\n"+
		"usgs-epest,U.S. Geological Survey,EPest,2018,https://doi.org/10.5066/P920L09S,Public domain,pesticides\n")
	translateFixture(t)
	_, err := Generate(Options{DataDir: "data", OutDir: "build"})
	var list ErrorList
	if !errors.As(err, &list) {
		t.Fatalf("error = %v, want a problem list", err)
	}
	want := []string{
		"data/counties.csv: has no rows; add a line per county",
		"data/factors.csv: has no rows; add a line per risk layer",
		`data/sources.csv:2: factors: "airPollution" is not a factor id in data/factors.csv`,
		`data/sources.csv:3: factors: "pesticides" is not a factor id in data/factors.csv`,
		`data/sources.csv:4: factors: "industrial" is not a factor id in data/factors.csv`,
		`data/sources.csv:5: factors: "pesticides" is not a factor id in data/factors.csv`,
		`data/sources.csv:5: factors: "industrial" is not a factor id in data/factors.csv`,
		`data/sources.csv:6: factors: "airPollution" is not a factor id in data/factors.csv`,
		`data/sources.csv:6: factors: "traffic" is not a factor id in data/factors.csv`,
		`data/sources.csv:7: factors: "pesticides" is not a factor id in data/factors.csv`,
		`data/exposures/sources.csv:2: factors: "pesticides" is not a factor id in data/factors.csv`,
		`data/exposures/sources.csv: has no row with id "usgs-epest-2012", the source of the pesticide compounds' estimates (pesticide-compounds)`,
		`data/exposures/sources.csv: has no row with id "epa-superfund", the source of the Superfund sites (superfund-solvents)`,
		`data/exposures/sources.csv: has no row with id "oehha-ces4", the source of the census tracts' figures (ces4)`,
		`data/evidence/studies.csv:2: layer: "pesticides" is not a factor id in data/factors.csv nor solvents, the Superfund sites' layer`,
		`data/evidence/studies.csv:3: layer: "pesticides" is not a factor id in data/factors.csv nor solvents, the Superfund sites' layer`,
		`data/evidence/studies.csv:4: layer: "pesticides" is not a factor id in data/factors.csv nor solvents, the Superfund sites' layer`,
		`data/evidence/studies.csv:5: layer: "pesticides" is not a factor id in data/factors.csv nor solvents, the Superfund sites' layer`,
		`data/evidence/studies.csv:6: layer: "airPollution" is not a factor id in data/factors.csv nor solvents, the Superfund sites' layer`,
		`data/evidence/studies.csv:7: layer: "airPollution" is not a factor id in data/factors.csv nor solvents, the Superfund sites' layer`,
		`data/evidence/studies.csv:8: layer: "traffic" is not a factor id in data/factors.csv nor solvents, the Superfund sites' layer`,
		`data/evidence/studies.csv:9: layer: "industrial" is not a factor id in data/factors.csv nor solvents, the Superfund sites' layer`,
		`data/evidence/studies.csv:11: layer: "pesticides" is not a factor id in data/factors.csv nor solvents, the Superfund sites' layer`,
		`data/ces4/layers.csv:2: factor: "pesticides" is not a factor id in data/factors.csv`,
		`data/ces4/layers.csv:3: factor: "airPollution" is not a factor id in data/factors.csv`,
		`data/ces4/layers.csv:4: factor: "airPollution" is not a factor id in data/factors.csv`,
		`data/ces4/layers.csv:5: factor: "traffic" is not a factor id in data/factors.csv`,
		`data/ces4/layers.csv:6: factor: "industrial" is not a factor id in data/factors.csv`,
	}
	if got := problemLines(list); !reflect.DeepEqual(got, want) {
		t.Errorf("problems =\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
	if _, err := os.Stat("build"); !os.IsNotExist(err) {
		t.Errorf("build/ created despite the problems")
	}
}
