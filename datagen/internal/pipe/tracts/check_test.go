package tracts

import (
	"io"
	"slices"
	"strings"
	"testing"

	"github.com/pd-riskmap/riskmap/datagen/internal/pipe"
)

// TestCheckColumnNames: each line of layers.csv must give the download a column of its own.
func TestCheckColumnNames(t *testing.T) {
	tests := []struct {
		name    string
		columns []string
		want    []string
	}{
		{"distinct", []string{"Pesticides", "PM2.5", "Diesel PM"}, nil},
		{"a column twice", []string{"Pesticides", "PM2.5", "PM2.5"},
			[]string{`layers.csv:4: column: "PM2.5" gives the download column "pm25", as "PM2.5" on line 3 does; a column is shown once`}},
		{"a fixed column", []string{"Pesticides", "Population"},
			[]string{`layers.csv:3: column: "Population" gives the download column "population", which must start with a letter and not be one of geoid, tract, fips, county, zip, population, combined_score`}},
		{"the combined score's column", []string{"Pesticides", "Combined Score"},
			[]string{`layers.csv:3: column: "Combined Score" gives the download column "combined_score", which must start with a letter and not be one of geoid, tract, fips, county, zip, population, combined_score`}},
		{"no letter first", []string{"2.5 PM"},
			[]string{`layers.csv:2: column: "2.5 PM" gives the download column "25_pm", which must start with a letter and not be one of geoid, tract, fips, county, zip, population, combined_score`}},
		{"same name by its signs", []string{"Tox. Release", "Tox Release"},
			[]string{`layers.csv:3: column: "Tox Release" gives the download column "tox_release", as "Tox. Release" on line 2 does; a column is shown once`}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			csv := "factor,column,unit,years\n"
			for _, c := range tt.columns {
				csv += "airPollution," + c + ",,\n"
			}
			open := func(string) (io.ReadCloser, error) { return io.NopCloser(strings.NewReader(csv)), nil }
			table, problems := pipe.ReadTable(open, "layers.csv", layerColumns...)
			if len(problems) > 0 {
				t.Fatal(problems)
			}
			own := Product{CountyFields: []pipe.Field{{Name: "fips"}, {Name: "county"}}, ScoreColumn: "combined_score"}.Download().Names()
			var got []string
			for _, p := range checkColumnNames(table, own, nil) {
				got = append(got, p.String())
			}
			if !slices.Equal(got, tt.want) {
				t.Errorf("problems = %q, want %q", got, tt.want)
			}
		})
	}
}
