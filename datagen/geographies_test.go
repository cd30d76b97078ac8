package datagen

import "testing"

// TestGeographiesChecks breaks the fixture's geographies.csv one way per case and checks the exact
// problem lines, and that the previous build is left byte-identical.
func TestGeographiesChecks(t *testing.T) {
	const tract = "tract,census tract,11-digit census tract GEOID (2010),11,county,ces4/ces4_results.csv,ces4/ca_tracts_2010.topojson.gz,per-parent,9,tract,"
	tests := []struct {
		name  string
		edits []edit
		want  []string
	}{
		{"unknown parent", []edit{{GeographiesFile, "(2010),11,county,", "(2010),11,district,"}},
			[]string{`data/geographies.csv:3: parent: "district" is neither state nor a geography on an earlier line`}},
		{"a parent declared after it", []edit{{GeographiesFile, "code,5,state,", "code,5,tract,"}},
			[]string{`data/geographies.csv:2: parent: "tract" is neither state nor a geography on an earlier line`}},
		{"a parent whose ids are not the leading digits the generator takes", []edit{{GeographiesFile, "(2010),11,county,", "(2010),11,state,"}},
			[]string{`data/geographies.csv:3: parent: "state" has ids of 2 digits; the generator takes the first 5 of a tract's id as its parent's`}},
		{"id length that does not match its files", []edit{{GeographiesFile, "(2010),11,", "(2010),10,"}},
			[]string{
				`data/geographies.csv:3: id_length: 10 does not match the ids of ces4/ces4_results.csv, such as "06019001100"`,
				`data/geographies.csv:3: id_length: 10 does not match the ids of ces4/ca_tracts_2010.topojson.gz, such as "06019000200"`,
			}},
		{"shapes of another geography", []edit{{GeographiesFile, "ces4/ca_tracts_2010.topojson.gz", "shapes/counties-10m.json"}},
			[]string{`data/geographies.csv:3: id_length: 11 does not match the ids of shapes/counties-10m.json, such as "72101"`}},
		{"a file the generator does not read", []edit{{GeographiesFile, "ces4/ces4_results.csv", "ces4/results.csv"}},
			[]string{`data/geographies.csv:3: figures: "ces4/results.csv" is not a file the generator reads: ces4/ca_tracts_2010.topojson.gz, ces4/ces4_results.csv, exposures/, shapes/counties-10m.json`}},
		{"a text without its Spanish", []edit{{TranslationsFile, "among California census tracts,entre los sectores censales de California\n", ""}},
			[]string{`data/geographies.csv:3: percentile_scope: "among California census tracts" has no Spanish: add a line with it and its Spanish to data/translations_es.csv`}},
		{"duplicate id", []edit{{GeographiesFile, tract, "tract,x,y,11,county,ces4/ces4_results.csv,ces4/ca_tracts_2010.topojson.gz,per-parent,9,area,California percentile,Combined California percentile,among California census tracts\n" + tract}},
			[]string{
				`data/geographies.csv:4: id: "tract" is already on line 3`,
				`data/geographies.csv:3: name: "x" has no Spanish: add a line with it and its Spanish to data/translations_es.csv`,
				`data/geographies.csv:3: id_name: "y" has no Spanish: add a line with it and its Spanish to data/translations_es.csv`,
			}},
		{"unknown id", []edit{{GeographiesFile, tract, "block" + tract[len("tract"):]}},
			[]string{
				`data/geographies.csv:3: id: "block" is not a geography the generator writes: county, tract`,
				`data/geographies.csv: declares no geography tract: add its line`,
			}},
		{"unknown shapes transport", []edit{{GeographiesFile, "per-parent", "tiles"}},
			[]string{`data/geographies.csv:3: shapes_transport: "tiles" must be file (one file) or per-parent (one file per parent)`}},
		{"shapes transport the generator does not write", []edit{{GeographiesFile, "per-parent", "file"}},
			[]string{`data/geographies.csv:3: shapes_transport: "file": the generator writes the tract shapes per-parent`}},
		{"zoom out of range", []edit{{GeographiesFile, "per-parent,9,", "per-parent,19,"}},
			[]string{`data/geographies.csv:3: zoom: "19" must be a zoom of the map, 0 to 18`}},
		{"link parameter of another geography", []edit{{GeographiesFile, "per-parent,9,tract,", "per-parent,9,county,"}},
			[]string{`data/geographies.csv:3: link_parameter: "county" is already on line 2`}},
		{"link parameter that is no word", []edit{{GeographiesFile, "per-parent,9,tract,", "per-parent,9,Tract ID,"}},
			[]string{`data/geographies.csv:3: link_parameter: "Tract ID" must be lowercase letters`}},
		{"header misspelt", []edit{{GeographiesFile, ",zoom,", ",min_zoom,"}},
			[]string{`data/geographies.csv:1: missing column "zoom"; the header must name the columns id,name,id_name,id_length,parent,figures,shapes,shapes_transport,zoom,link_parameter,percentile,score,percentile_scope`}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) { expectProblems(t, tt.edits, tt.want) })
	}
}
