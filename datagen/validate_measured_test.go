package datagen

import (
	"path/filepath"
	"strings"
	"testing"
)

// TestValidateMeasured breaks the fixture's exposures folder one way per case and checks the exact
// problem lines, and that the previous build is left byte-identical.
func TestValidateMeasured(t *testing.T) {
	var (
		layers  = filepath.Join(ExposuresDir, LayersFile)
		caveats = filepath.Join(ExposuresDir, CaveatsFile)
		sources = filepath.Join(ExposuresDir, MeasuredSourcesFile)
		levels  = filepath.Join(ExposuresDir, ReferenceLevelsFile)
		land    = filepath.Join(ExposuresDir, LandAreaFile)
		usgs    = filepath.Join(ExposuresDir, USGSPesticidesFile)
		pm25    = filepath.Join(ExposuresDir, "pm25.csv")
		tri     = filepath.Join(ExposuresDir, "tri_releases.csv")
		pm25Row = "airPollution,pm25.csv,pm25_ugm3,false,false,no-data,µg/m³,2014-2018,"
		triRow  = "industrial,tri_releases.csv,tri_onsite_lb,true,true,none-reported,lb/km² per year,1988-2018,"
		columns = strings.Join(layerColumns, ",")
		noLayer = func(id string) string {
			return `data/exposures/layers.csv: has no row for factor "` + id + `" of data/factors.csv`
		}
		notANumb = func(line, value string) string {
			return `data/exposures/pm25.csv:` + line + `: pm25_ugm3: "` + value + `" is not a number`
		}
	)
	tests := []struct {
		name  string
		edits []edit
		want  []string
	}{
		// Reading: columns and files.
		{"figure column misspelt", []edit{{pm25, "geoid,pm25_ugm3,", "geoid,pm25_ug,"}},
			[]string{`data/exposures/pm25.csv:1: missing column "pm25_ugm3"; the header must name the columns geoid,pm25_ugm3`}},
		{"geoid column missing", []edit{{land, "geoid,land_km2", "fips,land_km2"}},
			[]string{`data/exposures/land_area.csv:1: missing column "geoid"; the header must name the columns geoid,land_km2`}},
		{"layers column misspelt", []edit{{layers, "per_km2,", "per_km,"}},
			[]string{`data/exposures/layers.csv:1: missing column "per_km2"; the header must name the columns ` + columns}},
		{"unknown file", []edit{{layers, "airPollution,pm25.csv,", "airPollution,pm2.csv,"}},
			[]string{`data/exposures/layers.csv:3: file: "pm2.csv" is not a file in data/exposures`}},
		{"file outside the folder", []edit{{layers, "airPollution,pm25.csv,", "airPollution,../pm25.csv,"}},
			[]string{`data/exposures/layers.csv:3: file: "../pm25.csv" must be the name of a .csv file in this folder`}},

		// County figure files.
		{"FIPS not 5 digits", []edit{{pm25, "\n01001,8.00,", "\n1001,8.00,"}},
			[]string{`data/exposures/pm25.csv:2: geoid: "1001" must be 5 digits`}},
		{"FIPS not a county", []edit{{pm25, "\n01001,8.00,", "\n01002,8.00,"}},
			[]string{`data/exposures/pm25.csv:2: geoid: "01002" is not a county of data/us_counties.csv`}},
		{"duplicate FIPS", []edit{{pm25, "\n01003,7.48,", "\n01001,7.48,"}},
			[]string{`data/exposures/pm25.csv:3: geoid: "01001" is already on line 2`}},
		{"figure not a number", []edit{{pm25, "\n01001,8.00,", "\n01001,abc,"}}, []string{notANumb("2", "abc")}},
		{"figure empty", []edit{{pm25, "\n01001,8.00,", "\n01001,,"}}, []string{notANumb("2", "")}},
		{"figure NaN", []edit{{pm25, "\n01001,8.00,", "\n01001,NaN,"}}, []string{notANumb("2", "NaN")}},
		{"figure Inf", []edit{{pm25, "\n01001,8.00,", "\n01001,Inf,"}}, []string{notANumb("2", "Inf")}},
		{"figure in exponent form", []edit{{pm25, "\n01001,8.00,", "\n01001,8e0,"}}, []string{notANumb("2", "8e0")}},
		{"figure with a thousands separator", []edit{{pm25, "\n01001,8.00,", "\n01001,\"1,008.00\","}}, []string{notANumb("2", "1,008.00")}},
		{"figure negative", []edit{{tri, "\n01001,74324553.1,", "\n01001,-74324553.1,"}},
			[]string{`data/exposures/tri_releases.csv:2: tri_onsite_lb: "-74324553.1" is negative; a county figure is 0 or more`}},
		{"land area zero", []edit{{land, "\n01001,1539.6", "\n01001,0.0"}},
			[]string{`data/exposures/land_area.csv:2: land_km2: "0.0" must be more than 0`}},
		{"USGS figure not a number", []edit{{usgs, "01005,63256.35,2018,679.60", "01005,63256.35,2018,n/a"}},
			[]string{`data/exposures/pesticides.csv:2: paraquat_kg: "n/a" is not a number`}},

		// layers.csv.
		{"unknown factor", []edit{{layers, pm25Row, "airPolution" + strings.TrimPrefix(pm25Row, "airPollution")}},
			[]string{
				`data/exposures/layers.csv:3: factor: "airPolution" is not a factor id in data/factors.csv`,
				noLayer("airPollution"),
			}},
		{"factor without a layer", []edit{{layers, pm25Row, "traffic" + strings.TrimPrefix(pm25Row, "airPollution")}},
			[]string{
				`data/exposures/layers.csv:4: factor: "traffic" is already on line 3`,
				noLayer("airPollution"),
			}},
		{"bad booleans", []edit{{layers, pm25Row, "airPollution,pm25.csv,pm25_ugm3,no,0,no-data,µg/m³,2014-2018,"},
			{layers, `county",false,pm25_ugm3`, `county",yes,pm25_ugm3`}},
			[]string{
				`data/exposures/layers.csv:3: per_km2: "no" must be true or false`,
				`data/exposures/layers.csv:3: per_year: "0" must be true or false`,
				`data/exposures/layers.csv:3: estimate: "yes" must be true or false`,
			}},
		{"absent misspelt", []edit{{layers, pm25Row, "airPollution,pm25.csv,pm25_ugm3,false,false,none,µg/m³,2014-2018,"}},
			[]string{`data/exposures/layers.csv:3: absent: "none" must be no-data or none-reported`}},
		{"per year without a span", []edit{{layers, triRow, "industrial,tri_releases.csv,tri_onsite_lb,true,true,none-reported,lb/km² per year,since 1988,"}},
			[]string{`data/exposures/layers.csv:5: years: "since 1988" must be a span of years such as 1988-2018 when per_year is true`}},
		{"figure column is geoid", []edit{{layers, "pm25.csv,pm25_ugm3,", "pm25.csv,geoid,"}},
			[]string{`data/exposures/layers.csv:3: column: "geoid" must name a figure column of the file, such as pm25_ugm3`}},
		{"unit empty", []edit{{layers, pm25Row, "airPollution,pm25.csv,pm25_ugm3,false,false,no-data,,2014-2018,"}},
			// The unit's translation still translates ces4/layers.csv's unit of PM2.5.
			[]string{`data/exposures/layers.csv:3: unit: must not be empty`}},
		{"export column not plain", []edit{{layers, ",pm25_ugm3,acag-pm25", ",PM2.5,acag-pm25"}},
			[]string{`data/exposures/layers.csv:3: export_column: "PM2.5" must be lower-case letters, digits and underscores starting with a letter, and not fips, county or state`}},
		{"export column reserved", []edit{{layers, ",pm25_ugm3,acag-pm25", ",county,acag-pm25"}},
			[]string{`data/exposures/layers.csv:3: export_column: "county" must be lower-case letters, digits and underscores starting with a letter, and not fips, county or state`}},
		{"unknown source", []edit{{layers, ",pm25_ugm3,acag-pm25", ",pm25_ugm3,acag"}},
			[]string{`data/exposures/layers.csv:3: sources: "acag" is not a source id in data/exposures/sources.csv`}},
		{"no source", []edit{{layers, ",pm25_ugm3,acag-pm25", ",pm25_ugm3,"}},
			[]string{`data/exposures/layers.csv:3: sources: must list at least one source id, separated by spaces`}},

		// caveats.csv and sources.csv.
		{"caveat of an unknown factor", []edit{{caveats, "\npesticides,", "\npesticide,"}},
			[]string{`data/exposures/caveats.csv:2: factor: "pesticide" is not a factor id in data/factors.csv`}},
		{"caveat read as a formula", []edit{{caveats, "\ntraffic,\"2020", "\ntraffic,\"=2020"}},
			[]string{
				`data/exposures/caveats.csv:12: caveat: "=2020 was a pandemic year: traffic fell by about a tenth nationally, unevenly between counties." starts with "=", which spreadsheets read as a formula`,
				`data/translations_es.csv:32: english: "2020 was a pandemic year: traffic fell by about a tenth nationally, unevenly between counties." is not a text of the data or the generator: correct it to the English it translates, or remove the line`,
			}},
		// reference_levels.csv.
		{"reference level of an unknown factor, not a level, in no year", []edit{{levels, "airPollution,9.0,EPA annual standard,2024,", "noise,9 µg/m³,EPA annual standard,24,"}},
			[]string{
				`data/exposures/reference_levels.csv:2: factor: "noise" is not a factor id in data/factors.csv`,
				`data/exposures/reference_levels.csv:2: level: "9 µg/m³" must be a plain decimal above 0, in the layer's unit`,
				`data/exposures/reference_levels.csv:2: since: "24" must be a year from 1900 to 2100`,
			}},
		{"reference level of 0, its address not a web address", []edit{{levels, ",5,WHO guideline,2021,World Health Organization,", ",0,WHO guideline,2021,World Health Organization,"},
			{levels, "https://www.who.int/", "www.who.int/"}},
			[]string{
				`data/exposures/reference_levels.csv:3: level: "0" must be a plain decimal above 0, in the layer's unit`,
				`data/exposures/reference_levels.csv:3: url: "www.who.int/publications/i/item/9789240034228" must be an absolute https:// or http:// address`,
			}},
		{"reference level's label changed without its Spanish", []edit{{levels, ",EPA annual standard,", ",EPA standard,"}},
			[]string{
				`data/translations_es.csv:70: english: "EPA annual standard" is not a text of the data or the generator: correct it to the English it translates, or remove the line`,
				`data/exposures/reference_levels.csv:2: label: "EPA standard" has no Spanish: add a line with it and its Spanish to data/translations_es.csv`,
			}},

		{"source id not plain", []edit{{sources, "\nacag-pm25,", "\nACAG PM2.5,"}, {layers, ",acag-pm25\n", ",usda-cdl\n"}},
			[]string{`data/exposures/sources.csv:4: id: "ACAG PM2.5" must be lower-case letters, digits and hyphens starting with a letter`}},
		{"duplicate source id", []edit{{sources, "\nacag-pm25,", "\nusda-cdl,"}, {layers, ",acag-pm25\n", ",usda-cdl\n"}},
			[]string{`data/exposures/sources.csv:4: id: "usda-cdl" is already on line 2`}},
		{"source URL not a web address", []edit{{sources, "https://github.com/wxwx1993/PM_COVID", "github.com/wxwx1993/PM_COVID"}},
			[]string{`data/exposures/sources.csv:4: url: "github.com/wxwx1993/PM_COVID" must be an absolute https:// or http:// address`}},
		{"source of an unknown factor", []edit{{sources, "(grid)\",airPollution", "(grid)\",airPollution noise"}},
			[]string{`data/exposures/sources.csv:4: factors: "noise" is not a factor id in data/factors.csv`}},
		{"USGS source missing", []edit{{sources, "\nusgs-epest,", "\nusgs,"}, {layers, "usda-cdl usgs-epest", "usda-cdl"}},
			[]string{`data/exposures/sources.csv: has no row with id "usgs-epest", the source of pesticides.csv`}},
		{"census tracts' source missing", []edit{{sources, "\noehha-ces4,", "\noehha-ces3,"}},
			[]string{`data/exposures/sources.csv: has no row with id "oehha-ces4", the source of the census tracts' figures (ces4)`}},

		{"problems in several files are all reported", []edit{
			{pm25, "\n01003,7.48,", "\n01001,-7.48,"},
			{tri, "\n01001,74324553.1,", "\n01001,x,"},
			{layers, pm25Row, "airPollution,pm25.csv,pm25_ugm3,false,false,nodata,µg/m³,2014-2018,"},
		}, []string{
			`data/exposures/layers.csv:3: absent: "nodata" must be no-data or none-reported`,
			`data/exposures/pm25.csv:3: geoid: "01001" is already on line 2`,
			`data/exposures/pm25.csv:3: pm25_ugm3: "-7.48" is negative; a county figure is 0 or more`,
			`data/exposures/tri_releases.csv:2: tri_onsite_lb: "x" is not a number`,
		}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) { expectProblems(t, tt.edits, tt.want) })
	}
}
