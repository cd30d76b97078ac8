package datagen

import (
	"bytes"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

const nationalFile = "../data/us_counties.csv"

// TestImportReproducesCommittedData keeps data/counties.csv and data/states.csv what riskmap import
// makes from the national file for the states counties.csv holds, so adding a state stays a data
// change. The test only reads data/: the import command is what rewrites it.
func TestImportReproducesCommittedData(t *testing.T) {
	committed := committedDataSet(t).Counties
	var codes []string
	for _, r := range committed.Rows {
		if !slices.Contains(codes, r.StateCode) {
			codes = append(codes, r.StateCode)
		}
	}
	dir := t.TempDir()
	res, err := Import(nil, nationalFile, dir, codes)
	if err != nil {
		t.Fatal(err)
	}
	for _, name := range []string{CountiesFile, StatesFile} {
		got, err := os.ReadFile(filepath.Join(dir, name))
		if err != nil {
			t.Fatal(err)
		}
		want, err := os.ReadFile(filepath.Join(repoData, name))
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(got, want) {
			t.Errorf("imported %s differs from data/%s; run go run ./cmd/riskmap import --from data/us_counties.csv --states %s",
				name, name, strings.Join(codes, ","))
		}
	}
	if res.Counties != len(committed.Rows) || res.Boxes != 56 {
		t.Errorf("imported %d counties and %d state boxes, want the %d of data/counties.csv and 56", res.Counties, res.Boxes, len(committed.Rows))
	}
	if entries, _ := os.ReadDir(dir); len(entries) != 2 {
		t.Errorf("import left %d entries in the data folder, want only counties.csv and states.csv", len(entries))
	}
}

// TestImportAllThenGenerate proves a national-sized data set builds.
func TestImportAllThenGenerate(t *testing.T) {
	national, err := filepath.Abs(nationalFile)
	if err != nil {
		t.Fatal(err)
	}
	inFixture(t)
	res, err := Import(nil, national, "data", nil)
	if err != nil {
		t.Fatal(err)
	}
	if res.Counties != 3231 || len(res.States) != 56 {
		t.Errorf("imported %d counties of %d states, want 3231 of 56", res.Counties, len(res.States))
	}
	if got := generateFixture(t); got.Counties != 3231 || got.Files != fixtureFiles {
		t.Errorf("generate = %+v, want %d files for 3231 counties", got, fixtureFiles)
	}
}

func TestImportErrors(t *testing.T) {
	tests := []struct {
		name, content string
		states        []string
		want          string
	}{
		{"unknown state", "geoid,usps,state,name,lat,lon\n06001,CA,California,Alameda,37.6,-121.8\n", []string{"TX"},
			"us.csv has no counties of TX; use 2-letter postal codes such as CA"},
		{"missing column", "geoid,usps,state,name,lat\n", nil,
			`us.csv:1: missing column "lon"; the header must name the columns geoid,usps,state,name,lat,lon`},
		{"bad rows", "geoid,usps,state,name,lat,lon\n6001,CA,California,Alameda,37.6,-121.8\n" +
			"06003,CA,California,Alpine,x,-119.8\n12005,CA,Califoria,Amador,38.4,-120.6\n06003,CA,California,Alpine,38.5,-119.8\n", nil,
			"us.csv:2: geoid: \"6001\" must be 5 digits\n" +
				"us.csv:3: lat: \"x\" is not a number\n" +
				"us.csv:4: geoid: \"12005\" does not start with \"06\", the FIPS of CA on line 3\n" +
				"us.csv:4: state: \"Califoria\" is not \"California\", the name of CA on line 3\n" +
				"us.csv:5: geoid: \"06003\" is already on line 3"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Chdir(t.TempDir())
			if err := os.WriteFile("us.csv", []byte(tt.content), 0o644); err != nil {
				t.Fatal(err)
			}
			_, err := Import(nil, "us.csv", ".", tt.states)
			if err == nil || err.Error() != tt.want {
				t.Errorf("error =\n%v\nwant\n%s", err, tt.want)
			}
			if entries, _ := os.ReadDir("."); len(entries) != 1 {
				t.Errorf("import wrote %d files despite the error", len(entries)-1)
			}
		})
	}
	t.Run("missing file", func(t *testing.T) {
		_, err := Import(nil, filepath.Join("nowhere", "us.csv"), t.TempDir(), nil)
		if want := "read nowhere/us.csv: no such file or directory"; err == nil || err.Error() != want {
			t.Errorf("error = %v, want %s", err, want)
		}
	})
}
