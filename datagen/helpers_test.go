package datagen

import (
	"bytes"
	"compress/gzip"
	"encoding/csv"
	"flag"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

var update = flag.Bool("update", false, "rewrite the golden files under testdata from the current output")

// repoData is the committed data folder; tests read it but never write it: riskmap import does.
const repoData = "../data"

// golden compares got with testdata/<TestName>.golden, rewriting the file under -update.
func golden(t *testing.T, got []byte) {
	t.Helper()
	path := filepath.Join(wd, "testdata", filepath.FromSlash(t.Name())+".golden")
	if *update {
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, got, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run go test ./datagen -update to create it)", err)
	}
	if !bytes.Equal(got, want) {
		t.Errorf("output differs from %s (run with -update if the change is intended)\n got: %.400s\nwant: %.400s", path, got, want)
	}
}

// inFixture copies the committed data folder to a temporary folder and makes that the working
// directory, so messages name data/counties.csv exactly as a maintainer would see them.
func inFixture(t *testing.T) {
	t.Helper()
	dir := t.TempDir()
	t.Chdir(dir)
	for _, dir := range []string{ExposuresDir, EvidenceDir, ShapesDir, TractsDir} {
		if err := os.MkdirAll(filepath.Join("data", dir), 0o755); err != nil {
			t.Fatal(err)
		}
	}
	for _, name := range dataFiles {
		data, err := os.ReadFile(filepath.Join(wd, repoData, name))
		if err != nil {
			t.Fatal(err)
		}
		switch name {
		case ZIPFile:
			data = fixtureZIPs(data)
		case filepath.Join(TractsDir, TractResultsFile):
			data = fixtureTractRows(data)
		case filepath.Join(TractsDir, TractShapesFile):
			data = fixtureTractShapes(t, data)
		}
		writeData(t, name, string(data))
	}
}

// fixtureTracts is how many tracts of the committed results the fixture keeps: the first, of
// Fresno, San Joaquin and Los Angeles counties (line 8 is Fresno's 06019001000). All 8,035 made
// every Generate of the tests three times slower; the tests of tracts_test.go that name the whole
// state read the committed data.
const fixtureTracts = 20

// fixtureTractRows keeps the header and the first fixtureTracts rows of the results.
func fixtureTractRows(data []byte) []byte {
	lines := strings.SplitAfter(string(data), "\n")
	return []byte(strings.Join(lines[:1+fixtureTracts], ""))
}

// fixtureTractCounties are the counties of the fixture's tracts, each with a tract shapes file.
var fixtureTractCounties = []string{"06019", "06037", "06077"}

// fixtureTractShapes keeps the outlines of the fixture's tracts, and the water and special
// land-use tracts of their counties, one feature a line as in the committed file.
func fixtureTractShapes(t *testing.T, data []byte) []byte {
	t.Helper()
	kept := map[string]bool{}
	for _, line := range strings.Split(string(fixtureTractRows(readRepoData(t, filepath.Join(TractsDir, TractResultsFile)))), "\n")[1:] {
		if id, _, ok := strings.Cut(line, ","); ok {
			kept[id] = true
		}
	}
	z, err := gzip.NewReader(bytes.NewReader(data))
	if err != nil {
		t.Fatal(err)
	}
	text, err := io.ReadAll(z)
	if err != nil {
		t.Fatal(err)
	}
	var head, features []string
	for _, line := range strings.Split(strings.TrimSpace(string(text)), "\n") {
		geoid, ces := textProperty(line, "GEOID"), textProperty(line, "ces_tract")
		switch {
		case !strings.HasPrefix(line, `{ "type": "Feature"`):
			if len(features) == 0 {
				head = append(head, line)
			}
		case kept["0"+ces] || slices.Contains(fixtureTractCounties, geoid[:5]) && uninhabitedTract(geoid):
			features = append(features, strings.TrimSuffix(line, ","))
		}
	}
	var out bytes.Buffer
	w := gzip.NewWriter(&out)
	fmt.Fprintf(w, "%s\n%s\n]\n}\n", strings.Join(head, "\n"), strings.Join(features, ",\n"))
	if err := w.Close(); err != nil {
		t.Fatal(err)
	}
	return out.Bytes()
}

// textProperty is the text value of "name": "..." in a line of GeoJSON, or "".
func textProperty(line, name string) string {
	_, after, found := strings.Cut(line, `"`+name+`": "`)
	value, _, _ := strings.Cut(after, `"`)
	if !found {
		return ""
	}
	return value
}

func readRepoData(t *testing.T, name string) []byte {
	t.Helper()
	data, err := os.ReadFile(filepath.Join(wd, repoData, name))
	if err != nil {
		t.Fatal(err)
	}
	return data
}

// fixtureZIPPrefixes are the ZIP pieces the fixture keeps: Puerto Rico's first lines (so early
// lines are numbered as in the committed file), Beverly Hills and Alaska's 02261. The whole file
// writes about 900 pieces, each fsynced, which made every Generate of the tests five times slower;
// TestZIPPieceSizes reads the whole file.
var fixtureZIPPrefixes = []string{"006", "902", "995"}

// fixtureZIPs keeps the header and the lines of fixtureZIPPrefixes of the committed ZIP file.
func fixtureZIPs(data []byte) []byte {
	lines := strings.SplitAfter(string(data), "\n")
	kept := lines[:1]
	for _, line := range lines[1:] {
		if slices.ContainsFunc(fixtureZIPPrefixes, func(p string) bool { return strings.HasPrefix(line, p) }) {
			kept = append(kept, line)
		}
	}
	return []byte(strings.Join(kept, ""))
}

// dataFiles are the committed data folder's files, relative to it.
var dataFiles = []string{CountiesFile, StatesFile, FactorsFile, SourcesFile, NationalFile,
	filepath.Join(ExposuresDir, LayersFile), filepath.Join(ExposuresDir, CaveatsFile),
	filepath.Join(ExposuresDir, MeasuredSourcesFile), filepath.Join(ExposuresDir, LandAreaFile),
	filepath.Join(ExposuresDir, USGSPesticidesFile), filepath.Join(ExposuresDir, "pesticide_proxy.csv"),
	filepath.Join(ExposuresDir, "pm25.csv"), filepath.Join(ExposuresDir, "traffic.csv"),
	filepath.Join(ExposuresDir, "tri_releases.csv"), ZIPFile, filepath.Join(EvidenceDir, StudiesFile), CountyPopulationFile, PlacesFile, TranslationsFile,
	filepath.Join(ShapesDir, CountyAtlasFile), filepath.Join(TractsDir, TractResultsFile),
	filepath.Join(TractsDir, TractDictionaryFile), filepath.Join(TractsDir, TractLayersFile),
	filepath.Join(TractsDir, TractShapesFile)}

// wd is the package folder, remembered before tests change directory.
var wd, _ = os.Getwd()

func writeData(t *testing.T, name, content string) {
	t.Helper()
	if err := os.WriteFile(filepath.Join("data", name), []byte(content), 0o644); err != nil {
		t.Fatal(err)
	}
}

func readData(t *testing.T, name string) string {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("data", name))
	if err != nil {
		t.Fatal(err)
	}
	return string(data)
}

// editData replaces old with new in a data file, failing when old is not there.
func editData(t *testing.T, name, old, new string) {
	t.Helper()
	content := readData(t, name)
	if !strings.Contains(content, old) {
		t.Fatalf("%s does not contain %q", name, old)
	}
	writeData(t, name, strings.Replace(content, old, new, 1))
}

// snapshot returns every file under dir with its content, to prove a failed run changed nothing.
func snapshot(t *testing.T, dir string) map[string]string {
	t.Helper()
	files := map[string]string{}
	err := filepath.WalkDir(dir, func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		data, err := os.ReadFile(path)
		files[path] = string(data)
		return err
	})
	if err != nil && !os.IsNotExist(err) {
		t.Fatal(err)
	}
	return files
}

func sameSnapshot(t *testing.T, before, after map[string]string) {
	t.Helper()
	for path, content := range before {
		if after[path] != content {
			t.Errorf("%s changed", path)
		}
	}
	for path := range after {
		if _, ok := before[path]; !ok {
			t.Errorf("%s appeared", path)
		}
	}
}

func generateFixture(t *testing.T) Result {
	t.Helper()
	res, err := Generate(Options{DataDir: "data", OutDir: "build"})
	if err != nil {
		t.Fatal(err)
	}
	return res
}

func problemLines(err error) []string {
	if err == nil {
		return nil
	}
	return strings.Split(err.Error(), "\n")
}

// readOutput returns the file Generate wrote at path (an API path) under the api folder dir.
func readOutput(t *testing.T, dir, path string) []byte {
	t.Helper()
	data, err := os.ReadFile(filepath.Join(dir, filepath.FromSlash(path)))
	if err != nil {
		t.Fatal(err)
	}
	return data
}

// csvRecords parses a CSV download, its header first.
func csvRecords(t *testing.T, data []byte) [][]string {
	t.Helper()
	records, err := csv.NewReader(bytes.NewReader(data)).ReadAll()
	if err != nil {
		t.Fatal(err)
	}
	return records
}
