package datagen

import (
	"bytes"
	"encoding/csv"
	"flag"
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
	for _, dir := range []string{ExposuresDir, EvidenceDir, Census2020Dir} {
		if err := os.MkdirAll(filepath.Join("data", dir), 0o755); err != nil {
			t.Fatal(err)
		}
	}
	for _, name := range dataFiles {
		data, err := os.ReadFile(filepath.Join(wd, repoData, name))
		if err != nil {
			t.Fatal(err)
		}
		if cut, ok := fixtureCuts[name]; ok {
			data = keepLines(data, cut)
		}
		writeData(t, name, string(data))
	}
}

// fixtureZIPPrefixes are the ZIP pieces the fixture keeps: Puerto Rico's first lines (so early
// lines are numbered as in the committed file), Beverly Hills and Alaska's 02261. The whole file
// writes about 900 pieces, each fsynced, which made every Generate of the tests five times slower;
// TestZIPPieceSizes reads the whole file.
var fixtureZIPPrefixes = []string{"006", "902", "995"}

// fixturePlaceNames are the names the fixture keeps of places.csv, for the same reason: the whole
// file writes some 300 search pieces. TestSearchOfCommittedData reads the whole file.
var fixturePlaceNames = []string{"Springfield", "Brooklyn", "Hempstead", "New York"}

// fixtureCuts keep, of some data files, the header and the lines a test needs.
var fixtureCuts = map[string]func(line string) bool{
	ZIPFile: func(line string) bool {
		return slices.ContainsFunc(fixtureZIPPrefixes, func(p string) bool { return strings.HasPrefix(line, p) })
	},
	PlacesFile: func(line string) bool {
		_, rest, _ := strings.Cut(line, ",")
		return slices.ContainsFunc(fixturePlaceNames, func(name string) bool { return strings.HasPrefix(rest, name) })
	},
	filepath.Join(Census2020Dir, SubdivisionsFile): func(line string) bool {
		return strings.Contains(line, " borough,") || strings.Contains(line, ",Hempstead town,")
	},
}

// keepLines keeps the header and the lines of data that keep accepts.
func keepLines(data []byte, keep func(line string) bool) []byte {
	lines := strings.SplitAfter(string(data), "\n")
	kept := lines[:1]
	for _, line := range lines[1:] {
		if keep(line) {
			kept = append(kept, line)
		}
	}
	return []byte(strings.Join(kept, ""))
}

// committedModel reads and validates the whole committed data folder, in memory.
func committedModel(t *testing.T) *Model {
	t.Helper()
	files := map[string][]byte{}
	for _, name := range dataFiles {
		files[filepath.Join("data", name)] = mustRead(t, filepath.Join(repoData, name))
	}
	ds, err := Read(memFS{files: files}, "data")
	if err != nil {
		t.Fatal(err)
	}
	m, err := Validate(ds)
	if err != nil {
		t.Fatal(err)
	}
	return m
}

// dataFiles are the committed data folder's files, relative to it.
var dataFiles = []string{CountiesFile, StatesFile, FactorsFile, SourcesFile, NationalFile,
	filepath.Join(ExposuresDir, LayersFile), filepath.Join(ExposuresDir, CaveatsFile),
	filepath.Join(ExposuresDir, MeasuredSourcesFile), filepath.Join(ExposuresDir, LandAreaFile),
	filepath.Join(ExposuresDir, USGSPesticidesFile), filepath.Join(ExposuresDir, "pesticide_proxy.csv"),
	filepath.Join(ExposuresDir, "pm25.csv"), filepath.Join(ExposuresDir, "traffic.csv"),
	filepath.Join(ExposuresDir, "tri_releases.csv"), ZIPFile, filepath.Join(EvidenceDir, StudiesFile), CountyPopulationFile, PlacesFile, TranslationsFile,
	filepath.Join(Census2020Dir, PlacePopulationFile), filepath.Join(Census2020Dir, SubdivisionsFile), PlaceCountiesFile, StateNamesFile}

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
