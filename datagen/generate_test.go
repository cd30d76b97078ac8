package datagen

import (
	"encoding/json"
	"errors"
	"maps"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/pd-riskmap/riskmap/datagen/internal/geography"
	"github.com/pd-riskmap/riskmap/datagen/internal/pipe"
	"github.com/pd-riskmap/riskmap/datagen/internal/pipe/demo"
	"github.com/pd-riskmap/riskmap/datagen/internal/pipe/environmental"
	"github.com/pd-riskmap/riskmap/datagen/internal/pipe/manifest"
	"github.com/pd-riskmap/riskmap/datagen/internal/pipe/measured"
	"github.com/pd-riskmap/riskmap/datagen/internal/pipe/shapes"
	"github.com/pd-riskmap/riskmap/datagen/internal/pipe/tracts"
)

// fixtureFiles is how many files Generate writes from the fixture: those of APIFiles that are not
// folders (the search's index and words among them), a ZIP piece per prefix, a search piece per
// key and a points file per key with places, a yearly PM2.5 piece and a population piece per state of the measured counties (seven each),
// and the shapes and the figures of the tracts of each of the fixture's three counties with tracts.
var fixtureFiles = 31 + len(fixtureZIPPrefixes) + len(fixtureSearchKeys) + len(fixturePlaceKeys) + 2*7 + fixtureShapesFiles + fixtureTractCounties

// fixtureShapesFiles is how many shapes files Generate writes from the fixture: the counties', and the
// tracts' of each of the three counties with a tract in the fixture's CalEnviroScreen rows.
const fixtureShapesFiles = 1 + fixtureTractCounties

// fixtureTractCounties is how many counties have a tract in the fixture's CalEnviroScreen rows: each
// has a shapes file and a figures file.
const fixtureTractCounties = 3

// TestGenerate pins every file made from the fixture data (testdata/TestGenerate/<path>.golden):
// among them a ZIP piece with a ZIP spanning two counties (90265), one with the Valdez-Cordova
// pairs, and the yearly PM2.5 of California's counties.
func TestGenerate(t *testing.T) {
	inFixture(t)
	res := generateFixture(t)
	if want := (Result{Dir: "build/api", Files: fixtureFiles, Counties: 125, Measured: 187, Unplaced: fixtureUnplaced}); res != want {
		t.Errorf("result = %+v, want %+v", res, want)
	}
	files := snapshot(t, res.Dir)
	if len(files) != fixtureFiles {
		t.Errorf("build/api holds %d files, Generate says %d", len(files), fixtureFiles)
	}
	for _, file := range slices.Sorted(maps.Keys(files)) {
		path := filepath.ToSlash(strings.TrimPrefix(file, res.Dir+string(filepath.Separator)))
		t.Run(path, func(t *testing.T) { golden(t, []byte(files[file])) })
	}
	entries, err := os.ReadDir("build")
	if err != nil || len(entries) != 1 || entries[0].Name() != "api" {
		t.Errorf("build/ holds %v (%v), want only api", entries, err)
	}
}

func TestGenerateIsDeterministic(t *testing.T) {
	inFixture(t)
	first := generateFixture(t)
	a := snapshot(t, first.Dir)
	generateFixture(t) // replaces the tree in place
	b := snapshot(t, first.Dir)
	if !reflect.DeepEqual(a, b) || len(a) != fixtureFiles {
		t.Errorf("two runs differ or wrote %d files", len(a))
	}
}

// TestGenerateEncodesMarkupAndQuotes checks names are data, never markup or broken CSV.
func TestGenerateEncodesMarkupAndQuotes(t *testing.T) {
	inFixture(t)
	name := `<img src=x onerror=alert(1)> "Quoted", Name`
	editData(t, CountiesFile, "06003,Alpine,", `06003,"<img src=x onerror=alert(1)> ""Quoted"", Name",`)
	res := generateFixture(t)

	data, err := os.ReadFile(filepath.Join(res.Dir, demo.CountiesPath))
	if err != nil {
		t.Fatal(err)
	}
	if want := `"name": "<img src=x onerror=alert(1)> \"Quoted\", Name",`; !strings.Contains(string(data), want) {
		t.Errorf("counties lacks %s", want)
	}
	var counties []demo.County
	if err := json.Unmarshal(data, &counties); err != nil || counties[1].Name != name {
		t.Errorf("decoded name = %q (%v), want %q", counties[1].Name, err, name)
	}
	csv, err := os.ReadFile(filepath.Join(res.Dir, demo.ExportCSVPath))
	if err != nil {
		t.Fatal(err)
	}
	if want := "\n06003,\"<img src=x onerror=alert(1)> \"\"Quoted\"\", Name\",California,CA,06003,38.595719,-119.820603,"; !strings.Contains(string(csv), want) {
		t.Errorf("export/csv lacks %q", want)
	}
}

func TestGenerateSelectsStates(t *testing.T) {
	inFixture(t)
	res, err := Generate(Options{DataDir: "data", OutDir: "build", States: []string{"CA"}})
	if err != nil {
		t.Fatal(err)
	}
	if res.Counties != 58 {
		t.Errorf("counties = %d, want 58", res.Counties)
	}
	data, err := os.ReadFile(filepath.Join(res.Dir, environmental.Path))
	if err != nil {
		t.Fatal(err)
	}
	var env environmental.Data
	if err := json.Unmarshal(data, &env); err != nil {
		t.Fatal(err)
	}
	if want := []environmental.StateSummary{{Code: "CA", Name: "California", Counties: 58}}; !reflect.DeepEqual(env.States, want) {
		t.Errorf("states = %v, want %v", env.States, want)
	}
	if env.MeasuredCounties != 58 {
		t.Errorf("measuredCounties = %d, want 58", env.MeasuredCounties)
	}
	// Percentiles stay national: Fresno's row is the one of the all-states golden file.
	export, err := os.ReadFile(filepath.Join(res.Dir, measured.ExportPath))
	if err != nil {
		t.Fatal(err)
	}
	national, err := os.ReadFile(filepath.Join(wd, "testdata/TestGenerate", measured.ExportPath+".golden"))
	if err != nil {
		t.Fatal(err)
	}
	if row := fresnoRow(t, national); fresnoRow(t, export) != row || !strings.HasPrefix(row, "06019,Fresno,CA,1017162,2023,708,2017,96,,8.16,2014-2018,89,") {
		t.Errorf("Fresno in the CA build = %q, want the national row %q", fresnoRow(t, export), row)
	}
	var names []string
	for _, s := range env.Sources {
		names = append(names, s.Name+":"+strings.Join(s.States, " "))
	}
	if want := "EPA Air Quality Data:CA,CA Dept of Pesticide Regulation:CA,CARB Air Quality Monitoring:CA,UCLA PEG Study Data:CA"; strings.Join(names, ",") != want {
		t.Errorf("sources = %s, want %s", strings.Join(names, ","), want)
	}

	for codes, want := range map[string]string{
		"ZZ":    `select: state "ZZ" is not a code in data/states.csv`,
		"TX,NV": "select: data/counties.csv has no counties of TX, NV; run riskmap import to add them",
	} {
		_, err := Generate(Options{DataDir: "data", OutDir: "build", States: ParseStates(codes)})
		if err == nil || err.Error() != want {
			t.Errorf("--states %s: error = %v, want %s", codes, err, want)
		}
	}
}

// A build of some states writes the tracts of those states' counties only, as every build of them
// does: the tracts of a state build are those of the national build, or none.
func TestGenerateSelectsStatesTracts(t *testing.T) {
	inFixture(t)
	type tractOutput struct {
		parents, shapes, figures []string // the manifest's counties with tracts, and the files written
		rows                     int      // of export/tracts
	}
	generate := func(t *testing.T, states string) tractOutput {
		t.Helper()
		res, err := Generate(Options{DataDir: "data", OutDir: "build-" + states, States: ParseStates(states)})
		if err != nil {
			t.Fatal(err)
		}
		var listing manifest.Manifest
		if err := json.Unmarshal(readOutput(t, res.Dir, manifest.Path), &listing); err != nil {
			t.Fatal(err)
		}
		out := tractOutput{rows: len(csvRecords(t, readOutput(t, res.Dir, tracts.ExportPath))) - 1}
		for _, g := range listing.Geographies {
			if g.ID == geography.Tract.ID {
				out.parents = g.Parents
			}
		}
		names := func(folder string) (written []string) {
			entries, _ := os.ReadDir(filepath.Join(res.Dir, folder))
			for _, e := range entries {
				written = append(written, e.Name())
			}
			return written
		}
		out.shapes, out.figures = names(strings.TrimPrefix(listing.Files[shapes.Key(geography.Tract.ID)].Path, "/"+pipe.APIDir+"/")), names(tracts.FiguresPath)
		return out
	}
	national := generate(t, "all")
	if len(national.parents) == 0 || national.rows == 0 || !slices.Equal(national.shapes, national.parents) || !slices.Equal(national.figures, national.parents) {
		t.Fatalf("the national build's tracts: %+v", national)
	}
	for states, want := range map[string]tractOutput{"CA,FL": national, "FL": {}} {
		if got := generate(t, states); !reflect.DeepEqual(got, want) {
			t.Errorf("--states %s: tracts %+v, want %+v", states, got, want)
		}
	}
}

// fresnoRow returns the line of an export that starts with Fresno's FIPS.
func fresnoRow(t *testing.T, csv []byte) string {
	t.Helper()
	for _, line := range strings.Split(string(csv), "\n") {
		if strings.HasPrefix(line, "06019,") {
			return line
		}
	}
	t.Fatal("no row for 06019")
	return ""
}

func TestParseStates(t *testing.T) {
	for value, want := range map[string][]string{
		"": nil, "all": nil, "ALL": nil, "CA,FL": {"CA", "FL"}, "ca, fl,CA": {"CA", "FL"},
	} {
		if got := ParseStates(value); !reflect.DeepEqual(got, want) {
			t.Errorf("ParseStates(%q) = %q, want %q", value, got, want)
		}
	}
}

func TestGenerateMissingDataFolder(t *testing.T) {
	t.Chdir(t.TempDir())
	_, err := Generate(Options{DataDir: "data", OutDir: "build"})
	want := []string{
		"data/geographies.csv: cannot read file: no such file or directory",
		"data/counties.csv: cannot read file: no such file or directory",
		"data/states.csv: cannot read file: no such file or directory",
		"data/factors.csv: cannot read file: no such file or directory",
		"data/sources.csv: cannot read file: no such file or directory",
		"data/us_counties.csv: cannot read file: no such file or directory",
		"data/exposures/layers.csv: cannot read file: no such file or directory",
		"data/exposures/caveats.csv: cannot read file: no such file or directory",
		"data/exposures/reference_levels.csv: cannot read file: no such file or directory",
		"data/exposures/sources.csv: cannot read file: no such file or directory",
		"data/exposures/land_area.csv: cannot read file: no such file or directory",
		"data/exposures/pesticides.csv: cannot read file: no such file or directory",
		"data/zcta_county_2020.csv: cannot read file: no such file or directory",
		"data/evidence/studies.csv: cannot read file: no such file or directory",
		"data/county_population.csv: cannot read file: no such file or directory",
		"data/population_sources.csv: cannot read file: no such file or directory",
		"data/places.csv: cannot read file: no such file or directory",
		"data/translations_es.csv: cannot read file: no such file or directory",
		"data/pesticide-compounds/compounds.csv: cannot read file: no such file or directory",
		"data/pesticide-compounds/compound_studies.csv: cannot read file: no such file or directory",
		"data/pesticide-compounds/epest_2012_county.csv: cannot read file: no such file or directory",
		"data/census2020/place_population_2020.csv: cannot read file: no such file or directory",
		"data/census2020/county_subdivisions_ny_2020.csv: cannot read file: no such file or directory",
		"data/place_counties.csv: cannot read file: no such file or directory",
		"data/state_names_es.csv: cannot read file: no such file or directory",
		"data/ces4/ces4_data_dictionary.csv: cannot read file: no such file or directory",
		"data/ces4/layers.csv: cannot read file: no such file or directory",
		"data/ces4/ces4_results.csv: cannot read file: no such file or directory",
		"data/ces4/ca_tracts_2010.topojson.gz: cannot read file: no such file or directory",
		"data/shapes/counties-10m.json: cannot read file: no such file or directory",
	}
	var list ErrorList
	if !errors.As(err, &list) || !reflect.DeepEqual(problemLines(list), want) {
		t.Errorf("error = %v, want\n%s", err, strings.Join(want, "\n"))
	}
}
